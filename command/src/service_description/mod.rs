//! The `ServiceDescription` aggregate: one additional service's title, text and two pictures
//! (SPEC §2 "Services", §3 "Service description"), edited whole through the shared
//! [`Record`](crate::edited_record::Record). The four services are the seed's; staff edit them.

/// The admin service description routes and the form's rules.
pub mod routes;

use events::service_description::{ServiceDescription, ServiceDescriptionEvent, ServiceKind};

use crate::context::RequestContext;
use crate::edited_record::{self, differing, EditedRecord, Record, RecordCommand};
use crate::error::ApiError;
use crate::state::CommandState;

/// The aggregate.
pub type ServiceRecord = Record<ServiceDescriptionEvent>;

impl EditedRecord for ServiceDescriptionEvent {
    const COMMANDS: [&'static str; 3] = [
        "CreateServiceDescription",
        "EditServiceDescription",
        "RestoreServiceDescription",
    ];

    fn changed_fields(before: &ServiceDescription, after: &ServiceDescription) -> Vec<String> {
        differing([
            ("title.uk", before.title.uk != after.title.uk),
            ("title.en", before.title.en != after.title.en),
            ("text.uk", before.text.uk != after.text.uk),
            ("text.en", before.text.en != after.text.en),
            ("bigImage", before.big_image != after.big_image),
            ("smallImage", before.small_image != after.small_image),
        ])
    }
}

/// Adds a service's description as the CLI's actor (the demo seed); one that exists is left
/// alone. Answers whether it was added.
pub async fn add_service_description(
    state: &CommandState,
    service: ServiceDescription,
) -> Result<bool, ApiError> {
    let id = service.kind.value();
    if state.services.load(id).await?.record().is_some() {
        return Ok(false);
    }
    let command = RecordCommand::Create {
        record: service,
        at: chrono::Utc::now(),
    };
    edited_record::execute(&state.services, &RequestContext::cli(), id, command).await?;
    Ok(true)
}

/// Whether the seed has added the service already.
pub async fn has_service_description(
    state: &CommandState,
    kind: ServiceKind,
) -> Result<bool, ApiError> {
    Ok(state.services.load(kind.value()).await?.record().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edited_record::Named;
    use chrono::{DateTime, Utc};
    use cqrs_es::test::TestFramework;
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
}
