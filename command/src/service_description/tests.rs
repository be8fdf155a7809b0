use super::*;
use crate::edited_record::{Named, RecordCommand};
use chrono::{DateTime, Utc};
use cqrs_es::test::TestFramework;
use events::service_description::ServiceKind;
use events::LocalizedText;

use ServiceDescriptionEvent::*;

fn at() -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse().unwrap()
}

fn walking(text: &str) -> ServiceDescription {
    ServiceDescription {
        kind: ServiceKind::Walking,
        title: LocalizedText::new("Вигул собак", "Dog walking"),
        text: LocalizedText::new("Гуляємо", text),
        big_image: "a".repeat(64),
        small_image: "b".repeat(64),
    }
}

#[tokio::test]
async fn a_new_text_at_the_current_version_is_recorded() {
    TestFramework::<ServiceRecord>::with(())
        .given(vec![ServiceDescriptionCreated {
            record: walking("We walk"),
            at: at(),
        }])
        .when_async(Named(RecordCommand::Edit {
            expected_version: 1,
            record: walking("We walk twice a day"),
            at: at(),
        }))
        .await
        .then_expect_events(vec![ServiceDescriptionEdited {
            record: walking("We walk twice a day"),
            at: at(),
        }]);
}

#[test]
fn the_history_names_the_changed_text() {
    assert_eq!(
        ServiceDescriptionEvent::changed_fields(&walking("a"), &walking("b")),
        vec!["text.en"]
    );
}
