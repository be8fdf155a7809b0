//! Personal data is kept apart from the events that carry it: what was stored before that
//! was split off once by its migration, readers see every event as it was written, and an
//! erasure blanks what it names, in a shape the events still decode from.

use events::dog_request::DogRequestEvent;
use events::review::ReviewEvent;
use serde_json::{json, Value};
use testkit::TestDatabase;

use crate::helpers::append_raw;

/// The migration that took personal data out of the events.
const PERSONAL_DATA_MIGRATION: i64 = 20261130090000;

/// An event row: aggregate type and id, event type and version, payload.
type Row = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    Value,
);

/// Rows as they were stored before personal data was kept apart, each in its own aggregate.
fn stored_before() -> Vec<Row> {
    vec![
        (
            "DogRequest",
            "d1",
            "DogRequestReceived",
            "1.0",
            json!({"DogRequestReceived": {
            "name": "Олена", "email": "olena@ukr.net", "phone": "+38(050)123-45-67",
            "message": "Бім нам дуже сподобався", "subject": "Взяти додому", "dog_name": "Бім",
            "locale": "uk", "dog_url": "http://localhost:8080/want-a-friend/dog/7",
            "at": "2026-11-20T10:00:00Z"}}),
        ),
        (
            "ContactMessage",
            "m1",
            "ContactMessageReceived",
            "1.1",
            json!({"ContactMessageReceived": {
            "name": "Taras", "reply_to": {"phoneAndEmail": {"phone": "+38(067)765-43-21",
            "email": "taras@example.com"}}, "message": "A room for my cat", "subject": "Contact us",
            "locale": "en", "kind": "message", "at": "2026-11-20T10:01:00Z"}}),
        ),
        (
            "Review",
            "r1",
            "ReviewSubmitted",
            "1.0",
            json!({"ReviewSubmitted": {"review": {
            "parent_id": null, "name": "Ірина", "pet_name": "Рекс", "text": "Рексу тут добре",
            "image": "0a1b2c", "language": "uk"}, "at": "2026-11-20T10:02:00Z"}}),
        ),
        (
            "NewsletterSubscription",
            "s1",
            "SubscriptionRequested",
            "1.0",
            json!({
            "SubscriptionRequested": {"email": "iryna@ukr.net", "language": "uk",
            "at": "2026-11-20T10:03:00Z"}}),
        ),
        (
            "InboxItem",
            "message-m1",
            "InboxReplied",
            "1.0",
            json!({"InboxReplied": {
            "to": "taras@example.com", "name": "Taras", "language": "en",
            "text": "Dear Taras, there is a room", "at": "2026-11-20T10:04:00Z"}}),
        ),
        (
            "StaffMail",
            "d1",
            "StaffMailParked",
            "1.0",
            json!({"StaffMailParked": {
            "reason": "550 <olena@ukr.net>: no such user", "mail": "ACKNOWLEDGEMENT",
            "request": "DogRequest", "at": "2026-11-20T10:05:00Z"}}),
        ),
        // Nobody's personal data: left as it is.
        (
            "Dog",
            "7",
            "DogHidden",
            "1.0",
            json!({"DogHidden": {"at": "2026-11-20T10:06:00Z"}}),
        ),
    ]
}

const PERSONAL: [&str; 13] = [
    "Олена",
    "Бім",
    "olena@ukr.net",
    "123-45-67",
    "сподобався",
    "Taras",
    "765-43-21",
    "A room",
    "Рекс",
    "iryna@ukr.net",
    "Dear Taras",
    "no such user",
    "0a1b2c",
];

async fn payloads(db: &TestDatabase, relation: &str) -> Vec<Value> {
    sqlx::query_scalar(&format!(
        "SELECT payload FROM {relation} ORDER BY global_position"
    ))
    .fetch_all(&db.pool)
    .await
    .expect("payloads")
}

#[tokio::test]
async fn what_was_stored_before_is_split_once_and_read_as_it_was_written() {
    let db = TestDatabase::before_migration(PERSONAL_DATA_MIGRATION).await;
    for (aggregate_type, id, event_type, version, payload) in stored_before() {
        append_raw(
            &db.pool,
            aggregate_type,
            id,
            1,
            event_type,
            version,
            payload,
        )
        .await;
    }
    let in_the_events = serde_json::to_string(&payloads(&db, "events").await).unwrap();
    assert!(in_the_events.contains("Олена"), "the rows hold it before");

    db.migrate().await;

    let in_the_events = serde_json::to_string(&payloads(&db, "events").await).unwrap();
    for personal in PERSONAL {
        assert!(
            !in_the_events.contains(personal),
            "{personal} in {in_the_events}"
        );
    }
    assert!(in_the_events.contains("\"locale\"") && in_the_events.contains("DogHidden"));
    let mut written: Vec<Value> = stored_before().into_iter().map(|row| row.4).collect();
    // A later migration took the address out of what the mail server said (mail_answers.rs).
    for payload in &mut written {
        if let Some(reason) = payload.pointer_mut("/StaffMailParked/reason") {
            *reason = json!("550 <[address]>: no such user");
        }
    }
    assert_eq!(payloads(&db, "readable_events").await, written);
}

#[tokio::test]
async fn what_is_stored_now_is_split_on_the_way_in_and_an_erasure_blanks_what_it_names() {
    let db = TestDatabase::new().await;
    for (aggregate_type, id, event_type, version, payload) in stored_before() {
        append_raw(
            &db.pool,
            aggregate_type,
            id,
            1,
            event_type,
            version,
            payload,
        )
        .await;
    }
    let written: Vec<Value> = stored_before().into_iter().map(|row| row.4).collect();
    assert_eq!(payloads(&db, "readable_events").await, written);

    append_raw(
        &db.pool,
        "Erasure",
        "dog-d1",
        1,
        "VisitorErased",
        "1.0",
        json!({"VisitorErased": {"subjects": [
            {"aggregate_type": "DogRequest", "aggregate_id": "d1"},
            {"aggregate_type": "StaffMail", "aggregate_id": "d1"},
            {"aggregate_type": "Review", "aggregate_id": "r1"}],
            "reason": "REQUESTED", "at": "2026-11-25T10:00:00Z"}}),
    )
    .await;

    let read = payloads(&db, "readable_events").await;
    let dog: DogRequestEvent = serde_json::from_value(read[0].clone()).expect("still decodes");
    let DogRequestEvent::DogRequestReceived { request, .. } = dog;
    assert_eq!(
        (
            request.name.as_str(),
            request.email.as_str(),
            request.phone.as_str()
        ),
        ("", "", "")
    );
    assert_eq!(
        (request.message.as_str(), request.dog_name.as_str()),
        ("", "")
    );
    let review: ReviewEvent = serde_json::from_value(read[2].clone()).expect("still decodes");
    let ReviewEvent::ReviewSubmitted { review, .. } = review else {
        panic!("{review:?}");
    };
    assert_eq!((review.name.as_str(), review.text.as_str()), ("", ""));
    assert_eq!((review.pet_name, review.image), (None, None));
    assert_eq!(read[5]["StaffMailParked"]["reason"], "");
    // What the erasure did not name is as it was.
    assert_eq!(read[1], written[1]);
    assert_eq!(read[3], written[3]);
    let erased: Vec<bool> = sqlx::query_scalar(
        "SELECT erased_at IS NOT NULL FROM readable_events ORDER BY global_position",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        erased,
        [true, false, true, false, false, true, false, false]
    );
    // Nothing of it is left anywhere in the store.
    let store: String = sqlx::query_scalar(
        "SELECT string_agg(e::text || coalesce(p::text, ''), ' ')
           FROM events e LEFT JOIN personal_data p USING (aggregate_type, aggregate_id, sequence)
          WHERE e.aggregate_id IN ('d1', 'r1')",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    for personal in [
        "Олена",
        "olena@ukr.net",
        "сподобався",
        "Рекс",
        "no such user",
        "0a1b2c",
    ] {
        assert!(!store.contains(personal), "{personal} in {store}");
    }
    // Events stay append-only.
    let edit = sqlx::query("UPDATE events SET payload = '{}' WHERE aggregate_id = 'd1'")
        .execute(&db.pool)
        .await;
    assert!(edit.is_err());
}

/// An erasure as the erasure command records it, naming `subjects` (aggregate type and id).
async fn erase(db: &TestDatabase, id: &str, subjects: &[(&str, &str)]) {
    let subjects: Vec<Value> = subjects
        .iter()
        .map(|(aggregate_type, aggregate_id)| {
            json!({"aggregate_type": aggregate_type, "aggregate_id": aggregate_id})
        })
        .collect();
    append_raw(
        &db.pool,
        "Erasure",
        id,
        1,
        "VisitorErased",
        "1.0",
        json!({"VisitorErased": {"subjects": subjects, "reason": "REQUESTED",
                                 "at": "2026-11-25T10:00:00Z"}}),
    )
    .await;
}

#[tokio::test]
async fn what_is_appended_to_an_erased_aggregate_is_blanked_on_the_way_in() {
    let db = TestDatabase::new().await;
    erase(
        &db,
        "inbox-d1",
        &[
            ("InboxItem", "dog-d1"),
            ("StaffMail", "d1"),
            ("NewsletterSubscription", "s1"),
        ],
    )
    .await;

    // Staff's answer sent a moment after the erasure, and the acknowledgement the mail server
    // refused once it was erased: neither keeps what it says of the visitor.
    append_raw(
        &db.pool,
        "InboxItem",
        "dog-d1",
        1,
        "InboxReplied",
        "1.0",
        json!({"InboxReplied": {"to": "olena@ukr.net", "name": "Олена",
               "text": "Олено, чекаємо вас у суботу", "at": "2026-11-25T10:00:01Z"}}),
    )
    .await;
    append_raw(
        &db.pool,
        "StaffMail",
        "d1",
        1,
        "StaffMailParked",
        "1.0",
        json!({"StaffMailParked": {"reason": "550 mailbox of Олена is full",
               "mail": "ACKNOWLEDGEMENT", "request": "DogRequest", "at": "2026-11-25T10:00:02Z"}}),
    )
    .await;
    // The same address subscribing again is the visitor's own new request: it starts over.
    append_raw(
        &db.pool,
        "NewsletterSubscription",
        "s1",
        1,
        "SubscriptionRequested",
        "1.0",
        json!({"SubscriptionRequested": {"email": "olena@ukr.net", "language": "uk",
               "at": "2026-12-01T10:00:00Z"}}),
    )
    .await;

    let read: Vec<(String, Value, bool)> = sqlx::query_as(
        "SELECT aggregate_type, payload, erased_at IS NOT NULL FROM readable_events
          WHERE aggregate_type <> 'Erasure' ORDER BY global_position",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        read[0],
        (
            "InboxItem".to_owned(),
            json!({"InboxReplied": {"to": "", "name": "", "text": "",
                   "at": "2026-11-25T10:00:01Z"}}),
            true
        )
    );
    assert_eq!(read[1].1["StaffMailParked"]["reason"], "");
    assert!(read[1].2);
    assert_eq!(read[2].1["SubscriptionRequested"]["email"], "olena@ukr.net");
    assert!(!read[2].2);
    let store: String = sqlx::query_scalar(
        "SELECT string_agg(e::text || coalesce(p::text, ''), ' ')
           FROM events e LEFT JOIN personal_data p USING (aggregate_type, aggregate_id, sequence)
          WHERE e.aggregate_type IN ('InboxItem', 'StaffMail')",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    for personal in ["Олена", "olena@ukr.net", "суботу"] {
        assert!(!store.contains(personal), "{personal} in {store}");
    }
}
