//! Forgetting a visitor through the running server: staff erase the visitor who subscribed,
//! wrote, asked for a dog and left a review with a photo, and their name, address, phone,
//! messages, review, photo, the answers they were given and their newsletter subscription are
//! nowhere: not in any table (the event store included), any public or staff answer of the API,
//! the health answers, the logs or the media store, also after every projection is rebuilt and
//! verified; the requests stay listed as having existed. What was kept longer than the
//! configured period is erased by the scheduler's job.

use std::collections::BTreeSet;
use std::time::Duration;

use events::erasure::KeepFor;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::documented;
use crate::inbox::Inbox;
use crate::logs::CapturedLogs;
use crate::newsletter_issues::confirmed_subscriber;
use crate::reviews::{form, jpeg, with_photo};
use crate::support::{assert_error, SmtpSink, TestApp};

const NAME: &str = "Зоряна Забудькова";
const EMAIL: &str = "Zoriana.Forget@ukr.net";
const PHONE: &str = "+38(063)987-65-43";
const MESSAGE: &str = "Мій пес Рекс боїться грому";

/// What must be gone: parts of the name (as written and lowercased, as the search keeps it),
/// of the address, the phone as written and as digits, the messages, the dog's name as their
/// form gave it, the review and the staff's answers, to them and to their review.
const TRACES: [&str; 10] = [
    "Забудьков",
    "забудьков",
    "zoriana.forget",
    "Zoriana.Forget",
    "987-65-43",
    "9876543",
    "Рекс",
    "грозу",
    "Бімчик",
    "Дякуємо, Зоряно",
];

/// Every row of every table of the database that holds `needle`, as text.
pub(crate) async fn rows_holding(app: &TestApp, needle: &str) -> Vec<String> {
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT tablename::text FROM pg_tables WHERE schemaname = 'public'")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    let mut found = Vec::new();
    for table in tables {
        let rows: Vec<String> = sqlx::query_scalar(&format!(
            "SELECT row_text FROM (SELECT t::text AS row_text FROM \"{table}\" t) rows
              WHERE strpos(row_text, $1) > 0"
        ))
        .bind(needle)
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
        found.extend(rows.into_iter().map(|row| format!("{table}: {row}")));
    }
    found
}

async fn traces_left(app: &TestApp) -> Vec<String> {
    let mut left = Vec::new();
    for needle in TRACES {
        left.extend(rows_holding(app, needle).await);
    }
    left
}

/// Every answer of every GET route the API documents that holds a trace, with the routes
/// asked: each route in both languages, signed in for staff's, and every `{parameter}` filled
/// with each of `ids` (a route of another thing's ids answers 404, which is searched too).
async fn answers_holding(inbox: &Inbox, ids: &[String]) -> (Vec<String>, BTreeSet<String>) {
    let mut found = Vec::new();
    let mut asked = BTreeSet::new();
    for (method, route) in documented::operations(&inbox.app, &inbox.token).await {
        if method != Method::GET {
            continue;
        }
        for path in documented::paths(&route, &|_| ids.to_vec()) {
            for language in ["uk", "en"] {
                let answer = inbox
                    .app
                    .client
                    .get(inbox.app.url(&path))
                    .header("Accept-DHLanguage", language)
                    .bearer_auth(&inbox.token)
                    .send()
                    .await
                    .unwrap();
                let status = answer.status();
                let body = answer.text().await.unwrap();
                for needle in TRACES {
                    if body.contains(needle) {
                        found.push(format!("{path} ({language}, {status}) holds {needle}"));
                    }
                }
            }
        }
        asked.insert(route);
    }
    (found, asked)
}

/// Everywhere a trace of the visitor could be left, as `when` finds it: the tables, the API's
/// answers (health's among them), the logs, and the photo's files and address.
async fn everywhere(inbox: &Inbox, logs: &CapturedLogs, ids: &[String], image: &str, when: &str) {
    let left = traces_left(&inbox.app).await;
    assert!(left.is_empty(), "left in the tables {when}: {left:#?}");
    let (answers, asked) = answers_holding(inbox, ids).await;
    assert!(
        answers.is_empty(),
        "left in the answers {when}: {answers:#?}"
    );
    for route in [
        "/api/health",
        "/api/admin/health",
        "/api/feedback",
        "/api/admin/inbox/{id}",
        "/api/admin/feedback",
        "/api/admin/newsletter/subscribers",
    ] {
        assert!(asked.contains(route), "{route} was not asked: {asked:?}");
    }
    let logged = logs.text();
    assert!(!logged.is_empty(), "the server logged nothing");
    for needle in TRACES {
        assert!(!logged.contains(needle), "{needle} logged {when}: {logged}");
    }
    assert!(
        !inbox.app.media_dir().join(image).exists(),
        "a file of the photo is left {when}"
    );
    for variant in ["thumb.webp", "detail.jpg"] {
        let served = inbox
            .app
            .client
            .get(inbox.app.url(&format!("/media/{image}/{variant}")))
            .send()
            .await
            .unwrap();
        assert_eq!(served.status(), StatusCode::NOT_FOUND, "{variant} {when}");
    }
}

/// The visitor's review with a photo, approved and answered by the hotel in public: its id
/// and its photo's.
async fn reviewed(inbox: &Inbox) -> (String, String) {
    let sent = inbox
        .app
        .request(Method::POST, "/api/feedback")
        .header("Accept-DHLanguage", "uk")
        .multipart(with_photo(
            form(NAME, "Рекс", "Рекс уперше не боявся грози"),
            jpeg(400, 300),
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    inbox.app.wait_until_projected().await;
    let list = inbox
        .app
        .get_json_as("/api/admin/feedback?status=PENDING&page=1", &inbox.token)
        .await;
    let review = &list["content"][0];
    let id = review["id"].as_str().expect("the review").to_owned();
    let image = review["image"].as_str().expect("its photo").to_owned();
    let staff = |method: Method, path: String, body: Value| {
        inbox
            .app
            .request(method, &path)
            .bearer_auth(&inbox.token)
            .json(&body)
            .send()
    };
    let approved = staff(
        Method::PUT,
        format!("/api/admin/feedback/{id}/approve"),
        json!({ "version": 1 }),
    )
    .await
    .unwrap();
    assert_eq!(approved.status(), StatusCode::OK);
    let answered = staff(
        Method::POST,
        format!("/api/admin/feedback/{id}/answer"),
        json!({ "text": "Дякуємо, Зоряно! Чекаємо вас знову." }),
    )
    .await
    .unwrap();
    assert_eq!(answered.status(), StatusCode::CREATED);
    inbox.app.wait_until_projected().await;
    (id, image)
}

/// Staff erase the visitor of inbox item `id`.
pub(crate) async fn erase(inbox: &Inbox, id: &str) -> reqwest::Response {
    inbox
        .app
        .request(Method::POST, &format!("/api/admin/inbox/{id}/erase"))
        .bearer_auth(&inbox.token)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn an_erased_visitor_is_nowhere_even_after_every_projection_is_rebuilt_and_verified() {
    let logs = CapturedLogs::install();
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let inbox = Inbox::mailing(&sink).await;
    confirmed_subscriber(&inbox.app, &sink, EMAIL, "uk").await;
    let (review, image) = reviewed(&inbox).await;
    inbox
        .visitor_sends(
            "/api/send-message",
            "uk",
            json!({"name": NAME, "email": EMAIL, "message": MESSAGE,
                   "subject": "Зв'язатися з нами про Рекса", "website": ""}),
        )
        .await;
    inbox
        .visitor_sends(
            "/api/send-notification",
            "uk",
            json!({"name": "Зоряна", "email": EMAIL, "phone": PHONE,
                   "message": "Рекс поладнає з Бімом", "subject": "Взяти додому: Рекс і я",
                   "dogName": "Бімчик", "locale": "uk",
                   "dogUrl": "http://localhost:8080/want-a-friend/dog/7?by=Zoriana.Forget",
                   "website": ""}),
        )
        .await;
    // Matched through the dog request, which gave the address and the phone: the same
    // visitor wrote it.
    inbox
        .visitor_sends(
            "/api/send-message",
            "uk",
            json!({"name": "Зоряна", "phone": PHONE, "message": "Передзвоніть, будь ласка",
                   "subject": "Зв'язатися з нами", "website": ""}),
        )
        .await;
    // Someone else, who stays.
    inbox
        .visitor_sends(
            "/api/send-message",
            "en",
            json!({"name": "Taras", "email": "taras@example.com", "message": "A room in May",
                   "subject": "Contact us", "website": ""}),
        )
        .await;
    let message = inbox.id_of(NAME).await;
    let answer = inbox
        .reply(
            &message,
            "Пані Зоряно, Рекс може перечекати грозу в нас.",
            0,
        )
        .await;
    assert_eq!(answer.status(), StatusCode::OK);
    sink.wait_for_mail_to(EMAIL, 3, Duration::from_secs(20))
        .await;
    inbox.app.wait_until_projected().await;
    // The checks below can fail: before the erasure every trace is there, and the answers
    // show the visitor.
    for needle in TRACES {
        assert!(
            !rows_holding(&inbox.app, needle).await.is_empty(),
            "{needle} is stored before the erasure"
        );
    }
    let mut ids: Vec<String> = inbox.read("?status=").await["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["id"].as_str().unwrap().to_owned())
        .collect();
    ids.extend([review.clone(), image.clone()]);
    let (shown, _) = answers_holding(&inbox, &ids).await;
    for needle in [
        "Забудьков",
        "Zoriana.Forget",
        "987-65-43",
        "Рекс",
        "Дякуємо, Зоряно",
    ] {
        assert!(
            shown.iter().any(|answer| answer.ends_with(needle)),
            "{needle} is shown before the erasure: {shown:#?}"
        );
    }

    let preview = inbox.read(&format!("/{message}/erasure")).await;
    let previewed: Vec<&str> = preview["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        previewed,
        ["MESSAGE", "DOG_REQUEST", "MESSAGE"],
        "{preview}"
    );
    assert_eq!(preview["subscription"], true);

    let erased = erase(&inbox, &message).await;
    assert_eq!(erased.status(), StatusCode::OK);
    let erased: Value = erased.json().await.unwrap();
    assert_eq!(erased["erased"].as_array().unwrap().len(), 3, "{erased}");
    assert_eq!(erased["subscription"], true);
    // The review gave no address to match it by: staff erase it from its own inbox item.
    let erased = erase(&inbox, &format!("review-{review}")).await;
    assert_eq!(erased.status(), StatusCode::OK);
    inbox.app.wait_until_projected().await;

    everywhere(&inbox, &logs, &ids, &image, "after the erasure").await;
    let item = inbox.read(&format!("/{message}")).await;
    assert_eq!(item["name"], "");
    assert_eq!(item["email"], Value::Null);
    assert_eq!(item["message"], "");
    assert!(item["erasedAt"].is_string(), "{item}");
    let story: Vec<&str> = item["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| step["action"].as_str().unwrap())
        .collect();
    assert_eq!(story, ["RECEIVED", "REPLIED", "ERASED"]);
    assert_eq!(item["history"][2]["actor"], "anna");
    assert_eq!(item["history"][1]["text"], Value::Null);
    // The requests stay listed as having existed; the other visitor is untouched.
    let list = inbox.read("").await;
    assert_eq!(list["totalElements"], 5);
    assert_eq!(inbox.names("?q=taras").await, ["Taras"]);
    assert!(inbox.names("?q=забудьк").await.is_empty());

    // Nobody is left to answer, and asking again erases nothing more.
    let version = item["version"].as_u64().unwrap();
    assert_error(
        inbox.reply(&message, "Ще одне питання?", version).await,
        StatusCode::CONFLICT,
        "visitorErased",
    )
    .await;
    let again: Value = erase(&inbox, &message).await.json().await.unwrap();
    assert_eq!(again, json!({"erased": [], "subscription": false}));
    let unknown = erase(&inbox, "message-nobody").await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);

    // Rebuilt from the events and verified against a second rebuild, every read model still
    // shows nothing of them, and the check found the tables as the events make them.
    let projector =
        projector::Projector::new(inbox.app.db.pool.clone(), projector::subscribers::all());
    projector.rebuild(None).await.unwrap();
    let report = projector.verify().await.unwrap();
    let report = format!("{report:?}");
    for needle in TRACES {
        assert!(
            !report.contains(needle),
            "{needle} in the check's report {report}"
        );
    }
    everywhere(
        &inbox,
        &logs,
        &ids,
        &image,
        "after the rebuild and the check",
    )
    .await;
    let list = inbox.read("").await;
    let erased_after_rebuild = list["content"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["erasedAt"].is_string())
        .count();
    assert_eq!(erased_after_rebuild, 4, "{list}");

    // The same address may subscribe again: it starts over with a new confirmation.
    let before = sink.messages_to(EMAIL).len();
    let again = inbox
        .app
        .request(Method::POST, "/api/add-email")
        .header("Accept-DHLanguage", "en")
        .json(&json!({ "email": EMAIL }))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NO_CONTENT);
    let mails = sink
        .wait_for_mail_to(EMAIL, before + 1, Duration::from_secs(20))
        .await;
    crate::newsletter_issues::link_token(&mails[before], "/en/newsletter/confirm?token=");
}

#[tokio::test]
async fn what_was_kept_too_long_is_erased_by_the_schedulers_job_and_the_rest_stays() {
    let inbox = Inbox::new().await;
    // Received 25 months ago, stored as the contact form stores it.
    let old: Value = json!({"ContactMessageReceived": {
        "name": NAME, "reply_to": {"email": EMAIL}, "message": MESSAGE,
        "subject": "Зв'язатися з нами", "locale": "uk", "kind": "message",
        "at": (chrono::Utc::now() - chrono::Months::new(25)).to_rfc3339()
    }});
    sqlx::query(
        "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version,
                             payload, metadata)
         VALUES ('ContactMessage', 'long-ago', 1, 'ContactMessageReceived', '1.1', $1,
                 '{\"actor\": \"visitor\", \"request_id\": \"\", \"command\": \"SendMessage\"}')",
    )
    .bind(&old)
    .execute(&inbox.app.db.pool)
    .await
    .unwrap();
    inbox
        .visitor_sends(
            "/api/send-message",
            "uk",
            json!({"name": "Свіжа Новенька", "phone": "+38(050)111-22-33",
                   "message": "Чи є місця на Новий рік", "subject": "Зв'язатися з нами",
                   "website": ""}),
        )
        .await;

    let commands = inbox.app.command_state();
    assert_eq!(
        command::erasure::schedule::erase_expired(&commands, KeepFor::default()).await,
        1
    );
    inbox.wait_for_the_inbox().await;
    let item = inbox.read("/message-long-ago").await;
    assert!(item["erasedAt"].is_string(), "{item}");
    let last = item["history"].as_array().unwrap().last().cloned().unwrap();
    assert_eq!(last["action"], "ERASED");
    assert_eq!(last["actor"], Value::Null, "the scheduler erased it");
    let left = traces_left(&inbox.app).await;
    assert!(left.is_empty(), "left after the erasure: {left:#?}");
    assert_eq!(inbox.names("?q=новеньк").await, ["Свіжа Новенька"]);

    // The next night finds nothing more to erase.
    assert_eq!(
        command::erasure::schedule::erase_expired(&commands, KeepFor::default()).await,
        0
    );
}

#[tokio::test]
async fn staff_forget_a_subscriber_who_never_wrote_from_the_newsletter_list() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let inbox = Inbox::mailing(&sink).await;
    confirmed_subscriber(&inbox.app, &sink, EMAIL, "uk").await;
    confirmed_subscriber(&inbox.app, &sink, "taras@example.com", "en").await;
    inbox.app.wait_until_projected().await;
    let list = |token: String| {
        let app = &inbox.app;
        async move {
            app.get_json_as("/api/admin/newsletter/subscribers", &token)
                .await
        }
    };
    let before = list(inbox.token.clone()).await;
    let subscriber = before["page"]["content"]
        .as_array()
        .unwrap()
        .iter()
        .find(|subscriber| subscriber["email"] == EMAIL)
        .unwrap_or_else(|| panic!("{EMAIL} in {before}"));
    let id = subscriber["id"].as_str().unwrap().to_owned();
    assert!(!rows_holding(&inbox.app, "Zoriana.Forget").await.is_empty());
    let forget = |id: String| {
        inbox
            .app
            .request(
                Method::POST,
                &format!("/api/admin/newsletter/subscribers/{id}/erase"),
            )
            .bearer_auth(&inbox.token)
            .send()
    };

    let forgotten = forget(id.clone()).await.unwrap();

    assert_eq!(forgotten.status(), StatusCode::OK);
    assert_eq!(
        forgotten.json::<Value>().await.unwrap(),
        json!({ "erased": true })
    );
    let after = list(inbox.token.clone()).await;
    let emails: Vec<&Value> = after["page"]["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|subscriber| &subscriber["email"])
        .collect();
    assert_eq!(emails, [&json!("taras@example.com")], "{after}");
    for trace in ["Zoriana.Forget", "zoriana.forget"] {
        let left = rows_holding(&inbox.app, trace).await;
        assert!(left.is_empty(), "{trace} left: {left:#?}");
    }
    // Asked again (a second staff member, a retry): nothing more to forget.
    let again = forget(id).await.unwrap();
    assert_eq!(
        again.json::<Value>().await.unwrap(),
        json!({ "erased": false })
    );
    let unknown = forget("no-such-subscription".to_owned()).await.unwrap();
    assert_error(unknown, StatusCode::NOT_FOUND, "message404Error").await;
    let anonymous = inbox
        .app
        .request(Method::POST, "/api/admin/newsletter/subscribers/x/erase")
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    inbox.app.stop().await;
}
