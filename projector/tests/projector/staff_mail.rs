//! The staff mail reactor against a real SMTP server (`scripts/smtp-sink`, Debian's aiosmtpd).

use std::time::Duration;

use cqrs_es::DomainEvent;
use events::dog_request::{DogRequestDetails, DogRequestEvent};
use events::Language;
use projector::reactors::outbox::MailSettings;
use projector::reactors::staff_mail::StaffMail;

use crate::helpers::{append_raw, at, eventually, Appended, Sink, TestDb};

fn staff_mail(port: u16) -> std::sync::Arc<dyn projector::Subscriber> {
    let settings = MailSettings {
        smtp_url: Some(format!("smtp://127.0.0.1:{port}")),
        staff_email: Some("staff@doghotel.test".to_owned()),
    };
    projector::reactor(StaffMail::new(&settings).expect("valid settings"))
}

async fn request(db: &TestDb, id: &str, email: &str) -> Appended {
    let event = DogRequestEvent::DogRequestReceived {
        request: DogRequestDetails {
            name: "Olena".into(),
            email: email.into(),
            phone: "+38(050)123-45-67".into(),
            message: String::new(),
            subject: "Take home".into(),
            dog_name: format!("Dog of {id}"),
            locale: Language::En,
            dog_url: "http://localhost:8080/en/want-a-friend/dog/7".into(),
            spam: None,
        },
        at: at("2026-11-21T10:00:00Z"),
    };
    append_raw(
        &db.pool,
        "DogRequest",
        id,
        1,
        &event.event_type(),
        &event.event_version(),
        serde_json::to_value(&event).expect("events serialize"),
    )
    .await
}

#[tokio::test]
async fn a_mail_refused_for_good_is_parked_and_the_next_one_goes_out() {
    let sink = Sink::start("refuse-me@example.com").await;
    let db = TestDb::new().await;
    request(&db, "r1", "refuse-me@example.com").await;
    request(&db, "r2", "olena@example.com").await;
    let projector = db.projector_with(vec![staff_mail(sink.port)]);

    projector.catch_up().await.expect("nothing waits");

    let subjects: Vec<_> = sink
        .messages()
        .into_iter()
        .map(|mail| mail["subject"].clone())
        .collect();
    assert_eq!(subjects, ["Take home: Dog of r2"]);
    let parked: Vec<(String, String, serde_json::Value)> = sqlx::query_as(
        "SELECT aggregate_id, event_type, payload FROM readable_events WHERE aggregate_type = 'StaffMail'",
    )
    .fetch_all(&db.pool)
    .await
    .expect("read the parked mail");
    assert_eq!(parked.len(), 1);
    assert_eq!(
        (parked[0].0.as_str(), parked[0].1.as_str()),
        ("r1", "MailParked")
    );
    let reason = parked[0].2["MailParked"]["reason"].as_str().unwrap();
    assert!(reason.contains("554"), "{reason}");
    // Which mail, and what the id names: the inbox shows it on the request's item.
    assert_eq!(parked[0].2["MailParked"]["mail"], "STAFF_NOTIFICATION");
    assert_eq!(parked[0].2["MailParked"]["request"], "DogRequest");
    let checkpoint = db.checkpoint("staff_mail").await;
    assert_eq!(checkpoint.position, db.head().await);
    assert_eq!(checkpoint.last_error, None);

    projector.catch_up().await.expect("again");
    assert_eq!(sink.messages().len(), 1, "the parked mail is not retried");
}

#[tokio::test]
async fn no_transaction_is_open_while_the_mail_server_takes_its_time() {
    let db = TestDb::new().await;
    // A server that accepts the connection and never says a word.
    let hung = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = hung.local_addr().unwrap().port();
    let held = tokio::spawn(async move {
        let mut connections = Vec::new();
        while let Ok((connection, _)) = hung.accept().await {
            connections.push(connection);
        }
    });
    request(&db, "r1", "olena@example.com").await;
    let projector = db.projector_with(vec![staff_mail(port)]);
    let sending = tokio::spawn(async move { projector.catch_up().await });
    eventually("the reactor is talking to the server", || async {
        db.checkpoint_if_any("staff_mail").await.is_some()
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    let open: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity \
         WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
    )
    .fetch_one(&db.pool)
    .await
    .expect("read pg_stat_activity");
    assert_eq!(open, 0, "no transaction waits on the mail server");
    let mut tx = db.pool.begin().await.unwrap();
    sqlx::query("SELECT 1 FROM projection_checkpoints WHERE name = 'staff_mail' FOR UPDATE NOWAIT")
        .execute(&mut *tx)
        .await
        .expect("the checkpoint row is not locked");
    tx.rollback().await.unwrap();
    assert!(!sending.is_finished(), "the mail is still on its way");
    sending.abort();
    held.abort();
    assert_eq!(
        db.checkpoint("staff_mail").await.position,
        0,
        "an undelivered mail keeps its place"
    );
}
