//! The `inbox_items` and `inbox_history` tables: requests stored before the inbox existed
//! (a contact message in its first shape among them) are items once the projection catches
//! up, staff's status changes follow, and a rebuild writes the same rows.

use command::executor::Executor;
use command::inbox::{InboxItem, InboxItemCommand};
use events::dog_request::{DogRequestDetails, DogRequestEvent};
use events::inbox::InboxStatus;
use events::review::{ReviewDetails, ReviewEvent};
use events::spam::SpamSignal;
use events::staff_mail::{ParkedMail, StaffMailEvent};
use events::{EventMetadata, Language, StoredEvents};
use serde_json::{json, Value};

use crate::helpers::{append_raw, at, TestDb};

async fn items(db: &TestDb) -> Value {
    sqlx::query_scalar(
        "SELECT coalesce(jsonb_agg(jsonb_build_array(item_id, kind, status, name, email, phone,
                                                     dog_name, review_status, language, search,
                                                     changed_by, version)
                                   ORDER BY received_at, item_id), '[]')
           FROM inbox_items",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap()
}

async fn story(db: &TestDb, item_id: &str) -> Value {
    sqlx::query_scalar(
        "SELECT coalesce(jsonb_agg(jsonb_build_array(action, actor, status)
                                   ORDER BY global_position), '[]')
           FROM inbox_history WHERE item_id = $1",
    )
    .bind(item_id)
    .fetch_one(&db.pool)
    .await
    .unwrap()
}

async fn append<E: StoredEvents>(db: &TestDb, id: &str, sequence: i64, event: &E) {
    append_raw(
        &db.pool,
        E::AGGREGATE_TYPE,
        id,
        sequence,
        &event.event_type(),
        &event.event_version(),
        serde_json::to_value(event).unwrap(),
    )
    .await;
}

/// A question and a message as `ContactMessageReceived` 1.0 stored them, before it said which
/// form they came from.
async fn contact_messages_in_their_first_shape(db: &TestDb) {
    let question = json!({"ContactMessageReceived": {
        "name": "Олена", "reply_to": {"phone": "+38(050)123-45-67"},
        "message": "Чи можна з власним кормом?", "subject": "Запитання зі сторінки FAQ",
        "locale": "uk", "at": "2026-11-20T10:00:00Z"
    }});
    let message = json!({"ContactMessageReceived": {
        "name": "Taras", "reply_to": {"email": "Taras@Example.com"},
        "message": "Is there a room for 12 days.", "subject": "Book a stay",
        "locale": "en", "at": "2026-11-20T11:00:00Z"
    }});
    for (id, payload) in [("q1", question), ("m1", message)] {
        append_raw(
            &db.pool,
            "ContactMessage",
            id,
            1,
            "ContactMessageReceived",
            "1.0",
            payload,
        )
        .await;
    }
}

#[tokio::test]
async fn requests_stored_before_the_inbox_are_items_and_a_rebuild_writes_the_same_rows() {
    let db = TestDb::new().await;
    contact_messages_in_their_first_shape(&db).await;
    let dog_request = DogRequestEvent::DogRequestReceived {
        request: DogRequestDetails {
            name: "Ірина".into(),
            email: "iryna@ukr.net".into(),
            phone: "+38(067)765-43-21".into(),
            message: String::new(),
            subject: "Взяти додому".into(),
            dog_name: "Бім".into(),
            locale: Language::Uk,
            dog_url: "https://doghotel.test/want-a-friend/dog/12".into(),
            spam: None,
        },
        at: at("2026-11-20T12:00:00Z"),
    };
    append(&db, "d1", 1, &dog_request).await;
    let review = |name: &str, spam| ReviewEvent::ReviewSubmitted {
        review: ReviewDetails {
            parent_id: None,
            name: name.into(),
            pet_name: Some("Рекс".into()),
            text: "Дякуємо за турботу!".into(),
            image: None,
            language: Language::Uk,
            spam,
        },
        at: at("2026-11-20T13:00:00Z"),
    };
    append(&db, "r1", 1, &review("Марія", None)).await;
    // Judged a bot's when it arrived: received as spam.
    append(&db, "r2", 1, &review("Остап", Some(SpamSignal::TooFast))).await;
    let approved = ReviewEvent::ReviewApproved {
        at: at("2026-11-21T09:00:00Z"),
    };
    append(&db, "r1", 2, &approved).await;
    // The hotel's answer is approved when posted and is nobody's request.
    let answer = ReviewEvent::HotelAnswerPosted {
        parent_id: "r1".into(),
        text: "Чекаємо знову!".into(),
        language: Language::Uk,
        at: at("2026-11-21T09:05:00Z"),
    };
    append(&db, "h1", 1, &answer).await;

    let projector = db.projector();
    projector.catch_up().await.unwrap();
    assert_eq!(
        items(&db).await,
        json!([
            [
                "message-q1",
                "QUESTION",
                "NEW",
                "Олена",
                null,
                "+38(050)123-45-67",
                null,
                null,
                "uk",
                "олена  380501234567",
                null,
                0
            ],
            [
                "message-m1",
                "MESSAGE",
                "NEW",
                "Taras",
                "Taras@Example.com",
                null,
                null,
                null,
                "en",
                "taras taras@example.com ",
                null,
                0
            ],
            [
                "dog-d1",
                "DOG_REQUEST",
                "NEW",
                "Ірина",
                "iryna@ukr.net",
                "+38(067)765-43-21",
                "Бім",
                null,
                "uk",
                "ірина iryna@ukr.net 380677654321",
                null,
                0
            ],
            [
                "review-r1",
                "REVIEW",
                "DONE",
                "Марія",
                null,
                null,
                null,
                "APPROVED",
                "uk",
                "марія  ",
                "olena",
                0
            ],
            [
                "review-r2",
                "REVIEW",
                "SPAM",
                "Остап",
                null,
                null,
                null,
                "PENDING",
                "uk",
                "остап  ",
                null,
                0
            ],
        ])
    );

    let executor: Executor<InboxItem> = Executor::new(db.pool.clone(), ());
    let metadata = |actor: &str| EventMetadata {
        actor: actor.to_owned(),
        request_id: "test-request".to_owned(),
        command: "ChangeInboxStatus".to_owned(),
    };
    let change = |status, expected_version| InboxItemCommand::ChangeStatus {
        status,
        expected_version,
        at: at("2026-11-22T10:00:00Z"),
    };
    for (item, status, version, actor) in [
        ("dog-d1", InboxStatus::InProgress, 0, "olena"),
        ("dog-d1", InboxStatus::Done, 1, "taras"),
        ("message-m1", InboxStatus::Spam, 0, "olena"),
    ] {
        if executor
            .execute(item, change(status, version), metadata(actor))
            .await
            .is_err()
        {
            panic!("changing {item} fails");
        }
    }
    projector.catch_up().await.unwrap();
    let live = items(&db).await;
    assert_eq!(live[1][2], "SPAM");
    assert_eq!(live[2][2], "DONE");
    assert_eq!(live[2][10], "taras");
    assert_eq!(live[2][11], 2);
    assert_eq!(
        story(&db, "dog-d1").await,
        json!([
            ["RECEIVED", null, null],
            ["STATUS_CHANGED", "olena", "IN_PROGRESS"],
            ["STATUS_CHANGED", "taras", "DONE"],
        ])
    );
    assert_eq!(
        story(&db, "review-r1").await,
        json!([["RECEIVED", null, null], ["REVIEW_APPROVED", "olena", null]])
    );

    let histories: Value = sqlx::query_scalar(
        "SELECT jsonb_agg(to_jsonb(h) ORDER BY item_id, global_position) FROM inbox_history h",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    sqlx::query("UPDATE inbox_items SET status = 'NEW', name = 'damaged'")
        .execute(&db.pool)
        .await
        .unwrap();
    projector.rebuild(Some("inbox_items")).await.unwrap();
    assert_eq!(items(&db).await, live);
    let rebuilt: Value = sqlx::query_scalar(
        "SELECT jsonb_agg(to_jsonb(h) ORDER BY item_id, global_position) FROM inbox_history h",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(rebuilt, histories);
}

/// A mail the SMTP server refused for good, as the outbox parks it.
fn parked(reason: &str, mail: Option<ParkedMail>, request: Option<&str>) -> StaffMailEvent {
    StaffMailEvent::MailParked {
        reason: reason.to_owned(),
        mail,
        request: request.map(str::to_owned),
        at: at("2026-11-20T12:01:00Z"),
    }
}

#[tokio::test]
async fn a_mail_refused_for_good_is_in_the_story_of_the_item_it_was_about() {
    let db = TestDb::new().await;
    contact_messages_in_their_first_shape(&db).await;
    // The staff mail about Taras's message, then the "we received it" mail to him, refused;
    // then the answer to him from the inbox (parked under the item's own id).
    let staff = parked(
        "554 5.7.1 staff mailbox full",
        Some(ParkedMail::StaffNotification),
        Some("ContactMessage"),
    );
    append(&db, "m1", 1, &staff).await;
    // Stored under the name parked mail had before it was renamed: read as the same event.
    let acknowledgement = json!({"StaffMailParked": {
        "reason": "550 5.1.1 no such user", "mail": "ACKNOWLEDGEMENT",
        "request": "ContactMessage", "at": "2026-11-20T12:01:00Z"
    }});
    append_raw(
        &db.pool,
        "StaffMail",
        "m1",
        2,
        "StaffMailParked",
        "1.0",
        acknowledgement,
    )
    .await;
    let reply = parked(
        "550 5.1.1 no such user",
        Some(ParkedMail::Reply),
        Some("InboxItem"),
    );
    append(&db, "message-m1", 1, &reply).await;
    // Parked before mails said which they were, and a subscriber's: no item's story.
    append(&db, "q1", 1, &parked("554 refused", None, None)).await;
    let confirmation = parked(
        "550 5.1.1 no such user",
        Some(ParkedMail::SubscriptionConfirmation),
        Some("NewsletterSubscription"),
    );
    append(&db, "s1", 1, &confirmation).await;

    let projector = db.projector();
    projector.catch_up().await.unwrap();
    let told: Value = sqlx::query_scalar(
        "SELECT jsonb_agg(jsonb_build_array(action, mail, text) ORDER BY global_position)
           FROM inbox_history WHERE item_id = 'message-m1'",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        told,
        json!([
            ["RECEIVED", null, null],
            [
                "MAIL_PARKED",
                "STAFF_NOTIFICATION",
                "554 5.7.1 staff mailbox full"
            ],
            ["MAIL_PARKED", "ACKNOWLEDGEMENT", "550 5.1.1 no such user"],
            ["MAIL_PARKED", "REPLY", "550 5.1.1 no such user"],
        ])
    );
    assert_eq!(
        story(&db, "message-q1").await,
        json!([["RECEIVED", null, null]])
    );
    let steps: i64 = sqlx::query_scalar("SELECT count(*) FROM inbox_history")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert_eq!(steps, 5, "two receipts and three refusals");

    let live: Value = sqlx::query_scalar(
        "SELECT jsonb_agg(to_jsonb(h) ORDER BY item_id, global_position) FROM inbox_history h",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    projector.rebuild(Some("inbox_items")).await.unwrap();
    let rebuilt: Value = sqlx::query_scalar(
        "SELECT jsonb_agg(to_jsonb(h) ORDER BY item_id, global_position) FROM inbox_history h",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(rebuilt, live);
}
