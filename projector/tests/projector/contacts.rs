//! The `contact_details` table, fed by events the real `ContactDetails` aggregate writes.

use command::contact_details::body::ContactDetailsBody;
use command::contact_details::{ContactDetails, ContactDetailsCommand};
use command::executor::Executor;
use events::contact_details::DETAILS_ID;
use events::EventMetadata;
use serde_json::{json, Value};

use crate::helpers::{at, TestDb};

fn body(landline: &str) -> ContactDetailsBody {
    serde_json::from_value(json!({
        "landline": landline,
        "mobilePhones": ["+38(067)123-45-67", "+38(093)765-43-21"],
        "email": "hello@doghotel.kyiv.ua",
        "address": { "uk": "вул. Лісова, 12, Київ", "en": "12 Lisova St, Kyiv" },
        "socialUrl": "https://www.instagram.com/doghotel.kyiv/",
        "latitude": 50.4647,
        "longitude": 30.6453
    }))
    .unwrap()
}

async fn row(db: &TestDb) -> Value {
    sqlx::query_scalar("SELECT to_jsonb(t) - 'changed_at' FROM contact_details t")
        .fetch_one(&db.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_table_shows_the_last_saved_details_and_a_rebuild_writes_the_same_row() {
    let db = TestDb::new().await;
    let executor: Executor<ContactDetails> = Executor::new(db.pool.clone(), ());
    let metadata = || EventMetadata {
        actor: "olena".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    };
    let commands = [
        ContactDetailsCommand::SaveContactDetails {
            expected_version: 0,
            details: body("+38(044)390-12-34").parse().unwrap(),
            at: at("2026-11-24T10:00:00Z"),
        },
        ContactDetailsCommand::SaveContactDetails {
            expected_version: 1,
            details: body("+38(044)555-00-11").parse().unwrap(),
            at: at("2026-11-24T11:00:00Z"),
        },
        ContactDetailsCommand::RestoreContactDetails {
            expected_version: 2,
            from_version: 1,
            details: body("+38(044)390-12-34").parse().unwrap(),
            at: at("2026-11-24T12:00:00Z"),
        },
        ContactDetailsCommand::SaveContactDetails {
            expected_version: 3,
            details: body("+38(044)777-88-99").parse().unwrap(),
            at: at("2026-11-24T13:00:00Z"),
        },
    ];
    for command in commands {
        if executor
            .execute(DETAILS_ID, command, metadata())
            .await
            .is_err()
        {
            panic!("a contact details command fails");
        }
    }
    let projector = db.projector();
    projector.catch_up().await.unwrap();
    let live = row(&db).await;
    assert_eq!(live["id"], json!(DETAILS_ID));
    assert_eq!(live["version"], json!(4));
    assert_eq!(live["details"]["landline"], json!("+38(044)777-88-99"));
    assert_eq!(
        live["details"]["address"]["en"],
        json!("12 Lisova St, Kyiv")
    );

    sqlx::query("UPDATE contact_details SET details = '{}'")
        .execute(&db.pool)
        .await
        .unwrap();
    projector.rebuild(Some("contact_details")).await.unwrap();
    assert_eq!(row(&db).await, live);
}
