//! Sending a newsletter issue against a real SMTP server (`scripts/smtp-sink`): the subscribers
//! confirmed when it was sent receive it once each, in their language, with the one-click
//! unsubscribe headers; what could not go is counted as failed with its reason; nothing is sent
//! twice, even after an attempt cut off mid-way; and a rebuild writes the same rows.

use command::executor::Executor;
use command::newsletter::{Subscription, SubscriptionCommand};
use command::newsletter_issue::{IssueCommand, NewsletterIssue};
use events::newsletter::SubscriptionKey;
use events::newsletter_issue::{delivery_id, IssueContent, IssueText};
use events::{EventMetadata, Language};
use projector::reactor;
use projector::reactors::newsletter_letter::IssueLetters;
use projector::reactors::newsletter_mail::{NewsletterMail, NewsletterRate};
use projector::reactors::newsletter_queue::NewsletterQueue;
use projector::reactors::outbox::MailSettings;
use serde_json::Value;

use crate::helpers::{at, Sink, TestDb};

fn metadata() -> EventMetadata {
    EventMetadata {
        actor: "anna".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    }
}

/// Subscribes `email` in `language` and, if `confirm`, confirms it.
async fn subscribe(
    db: &TestDb,
    key: &SubscriptionKey,
    email: &str,
    language: Language,
    confirm: bool,
) {
    let subscriptions: Executor<Subscription> = Executor::new(db.pool.clone(), ());
    let id = key.subscription_id(email);
    let subscribe = SubscriptionCommand::Subscribe {
        email: email.to_owned(),
        language,
        at: chrono::Utc::now(),
    };
    subscriptions
        .execute(&id, subscribe, metadata())
        .await
        .unwrap();
    if confirm {
        let confirm = SubscriptionCommand::Confirm {
            at: chrono::Utc::now(),
        };
        subscriptions
            .execute(&id, confirm, metadata())
            .await
            .unwrap();
    }
}

fn content() -> IssueContent {
    IssueContent {
        uk: IssueText {
            title: "Зимові новини".into(),
            html: "<p>Ми <b>відкрили</b> теплий вольєр.</p>".into(),
        },
        en: IssueText {
            title: "Winter news".into(),
            html: "<p>We <b>opened</b> a warm run.</p>".into(),
        },
        image_id: None,
        articles: Vec::new(),
    }
}

async fn deliveries(db: &TestDb) -> Value {
    sqlx::query_scalar(
        "SELECT coalesce(jsonb_agg(to_jsonb(d) ORDER BY delivery_id), '[]')
           FROM newsletter_deliveries d",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn each_confirmed_subscriber_receives_the_issue_once_in_their_language() {
    let sink = Sink::start("refuse-me@example.com").await;
    let db = TestDb::new().await;
    let key = SubscriptionKey::new(b"secret");
    subscribe(&db, &key, "olena@example.com", Language::Uk, true).await;
    subscribe(&db, &key, "taras@example.com", Language::En, true).await;
    subscribe(&db, &key, "petro@example.com", Language::Uk, true).await;
    subscribe(&db, &key, "cut-off@example.com", Language::En, true).await;
    subscribe(&db, &key, "delivered@example.com", Language::Uk, true).await;
    subscribe(&db, &key, "refuse-me@example.com", Language::En, true).await;
    subscribe(&db, &key, "waiting@example.com", Language::Uk, false).await;
    let issues: Executor<NewsletterIssue> = Executor::new(db.pool.clone(), ());
    let save = IssueCommand::Save {
        expected_version: 0,
        content: content(),
        at: at("2026-11-25T10:00:00Z"),
    };
    issues.execute("1", save, metadata()).await.unwrap();
    let send = IssueCommand::Send {
        expected_version: 1,
        at: at("2026-11-25T10:05:00Z"),
    };
    issues.execute("1", send, metadata()).await.unwrap();

    // Queued for the six confirmed; then one unsubscribes before their turn, another's
    // attempt was cut off after its claim (a stop before the mail server's answer), and a
    // third's mail was accepted, but the stop came before its group of deliveries was recorded.
    let mut queueing = projector::subscribers::all();
    queueing.push(reactor(NewsletterQueue::new(db.pool.clone())));
    db.projector_with(queueing).catch_up().await.unwrap();
    let petro = key.subscription_id("petro@example.com");
    let unsubscribe = SubscriptionCommand::Unsubscribe {
        at: chrono::Utc::now(),
    };
    Executor::<Subscription>::new(db.pool.clone(), ())
        .execute(&petro, unsubscribe, metadata())
        .await
        .unwrap();
    sqlx::query("INSERT INTO newsletter_claims (delivery_id) VALUES ($1)")
        .bind(delivery_id(1, &key.subscription_id("cut-off@example.com")))
        .execute(&db.pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO newsletter_claims (delivery_id, delivered_at) VALUES ($1, now())")
        .bind(delivery_id(
            1,
            &key.subscription_id("delivered@example.com"),
        ))
        .execute(&db.pool)
        .await
        .unwrap();

    let settings = MailSettings {
        smtp_url: Some(format!("smtp://127.0.0.1:{}", sink.port)),
        staff_email: Some("hotel@doghotel.test".to_owned()),
    };
    let sending = || {
        let mut subscribers = projector::subscribers::all();
        subscribers.push(reactor(NewsletterQueue::new(db.pool.clone())));
        subscribers.push(reactor(
            NewsletterMail::new(
                &settings,
                IssueLetters::new(key.clone(), "https://doghotel.test"),
                db.pool.clone(),
                NewsletterRate::per_second(200.0).unwrap(),
            )
            .unwrap(),
        ));
        db.projector_with(subscribers)
    };
    sending().catch_up().await.unwrap();
    // The mails' outcomes were recorded after the projections ran: once more to count them.
    sending().catch_up().await.unwrap();

    let mails = sink.messages();
    let received: Vec<(String, String)> = mails
        .iter()
        .map(|mail| {
            (
                mail["to"].as_str().unwrap().to_owned(),
                mail["subject"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(received.len(), 2, "{received:?}");
    assert!(received.contains(&("olena@example.com".into(), "Зимові новини".into())));
    assert!(received.contains(&("taras@example.com".into(), "Winter news".into())));
    let olena = mails
        .iter()
        .find(|mail| mail["to"] == "olena@example.com")
        .unwrap();
    assert!(olena["body"]
        .as_str()
        .unwrap()
        .contains("Ми **відкрили** теплий вольєр."));
    assert!(olena["html"]
        .as_str()
        .unwrap()
        .contains("<p>Ми <b>відкрили</b> теплий вольєр.</p>"));
    assert!(olena["body"]
        .as_str()
        .unwrap()
        .contains("https://doghotel.test/newsletter/unsubscribe?token="));

    let (recipients, statuses): (Option<i64>, Value) = sqlx::query_as(
        "SELECT i.recipients,
                (SELECT jsonb_object_agg(reason_or_status, n) FROM (
                    SELECT coalesce(CASE WHEN reason LIKE '%554%' THEN '554' ELSE reason END, status)
                           AS reason_or_status, count(*) AS n
                      FROM newsletter_deliveries GROUP BY 1) counted)
           FROM newsletter_issues i WHERE issue_id = 1",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(recipients, Some(6));
    assert_eq!(
        statuses,
        serde_json::json!({"delivered": 3, "UNSUBSCRIBED": 1, "INTERRUPTED": 1, "554": 1}),
        "the refused one carries the server's answer"
    );

    // Again, as after a restart: nothing more goes out, nothing more is recorded.
    let live = deliveries(&db).await;
    sending().catch_up().await.unwrap();
    assert_eq!(sink.messages().len(), 2);
    assert_eq!(deliveries(&db).await, live);

    // Resending the same issue is refused by the aggregate.
    let again = IssueCommand::Send {
        expected_version: 3,
        at: at("2026-11-25T11:00:00Z"),
    };
    assert!(issues.execute("1", again, metadata()).await.is_err());

    let issue_row = || async {
        sqlx::query_scalar::<_, Value>(
            "SELECT to_jsonb(i) FROM newsletter_issues i WHERE issue_id = 1",
        )
        .fetch_one(&db.pool)
        .await
        .unwrap()
    };
    let live_issue = issue_row().await;
    db.projector()
        .rebuild(Some("newsletter_issues"))
        .await
        .unwrap();
    assert_eq!(deliveries(&db).await, live);
    assert_eq!(issue_row().await, live_issue);
}
