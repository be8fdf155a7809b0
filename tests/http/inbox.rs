//! The staff inbox through the running server: what visitors send through the public forms
//! is listed newest first, found by name, e-mail or phone, counted for the header's badge and
//! moved through its statuses with a story of who did what; bad calls are refused with their
//! codes and change nothing.

use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use std::time::Duration;

use crate::support::{assert_error, SmtpSink, TestApp};

pub(crate) struct Inbox {
    pub(crate) app: TestApp,
    pub(crate) token: String,
}

const HOTEL: &str = "hotel@doghotel.test";

impl Inbox {
    pub(crate) async fn new() -> Inbox {
        let app = TestApp::spawn_with(|config| config.submission_limit = 50).await;
        Inbox::signed_in(app).await
    }

    /// With mail going to `sink`.
    pub(crate) async fn mailing(sink: &SmtpSink) -> Inbox {
        let app = TestApp::spawn_with(|config| {
            config.submission_limit = 50;
            config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
            config.staff_email = Some(HOTEL.to_owned());
        })
        .await;
        Inbox::signed_in(app).await
    }

    async fn signed_in(app: TestApp) -> Inbox {
        app.create_anna().await;
        let token = app.token().await;
        Inbox { app, token }
    }

    /// Sends a visitor's form and waits until the tables hold it: visitors are not shown what
    /// they sent, so their answer does not wait for the projection.
    pub(crate) async fn visitor_sends(&self, path: &str, language: &str, body: Value) {
        let response = self
            .app
            .request(Method::POST, path)
            .header("Accept-DHLanguage", language)
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = response.status();
        let answer = response.text().await.unwrap();
        assert_eq!(status, StatusCode::NO_CONTENT, "{path}: {answer}");
        self.wait_for_the_inbox().await;
    }

    /// Waits (bounded) until the inbox's projection has read every event. Not every
    /// subscriber: the staff mail waits for a mail server these tests do not give it.
    pub(crate) async fn wait_for_the_inbox(&self) {
        for _ in 0..200 {
            let health = self.app.get_json("/api/health").await;
            let inbox = health["subscribers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|subscriber| subscriber["name"] == "inbox_items")
                .cloned();
            if inbox.is_some_and(|inbox| inbox["lag"] == 0) {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        panic!("the inbox did not catch up within 5 seconds");
    }

    pub(crate) async fn get(&self, path: &str) -> Response {
        self.app
            .client
            .get(self.app.url(&format!("/api/admin/inbox{path}")))
            .bearer_auth(&self.token)
            .send()
            .await
            .unwrap()
    }

    pub(crate) async fn read(&self, path: &str) -> Value {
        let response = self.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    /// The names the list answers for `query`, in its order.
    pub(crate) async fn names(&self, query: &str) -> Vec<String> {
        let list = self.read(query).await;
        list["content"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["name"].as_str().unwrap().to_owned())
            .collect()
    }

    async fn change(&self, id: &str, status: &str, version: u64) -> Response {
        self.app
            .request(Method::PUT, &format!("/api/admin/inbox/{id}/status"))
            .bearer_auth(&self.token)
            .json(&json!({ "status": status, "version": version }))
            .send()
            .await
            .unwrap()
    }

    pub(crate) async fn reply(&self, id: &str, text: &str, version: u64) -> Response {
        self.app
            .request(Method::POST, &format!("/api/admin/inbox/{id}/reply"))
            .bearer_auth(&self.token)
            .json(&json!({ "text": text, "version": version }))
            .send()
            .await
            .unwrap()
    }

    pub(crate) async fn id_of(&self, name: &str) -> String {
        let list = self.read("?status=").await;
        list["content"]
            .as_array()
            .unwrap()
            .iter()
            .find(|item| item["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {list}"))["id"]
            .as_str()
            .unwrap()
            .to_owned()
    }
}

fn message(name: &str, phone: &str) -> Value {
    json!({"name": name, "phone": phone, "message": "Чи є місце для собаки на 12 днів.",
           "subject": "Зв'язатися з нами", "website": ""})
}

async fn three_visitors(inbox: &Inbox) {
    inbox
        .visitor_sends(
            "/api/send-message",
            "uk",
            message("Олена", "+38(050)123-45-67"),
        )
        .await;
    inbox
        .visitor_sends(
            "/api/send-message",
            "en",
            json!({"name": "Taras", "email": "Taras.Bulba@example.com",
                   "message": "Can my cat stay with her own food?", "kind": "question",
                   "subject": "A question from the FAQ page", "website": ""}),
        )
        .await;
    inbox
        .visitor_sends(
            "/api/send-notification",
            "uk",
            json!({"name": "Ірина", "email": "iryna@ukr.net", "phone": "+38(067)765-43-21",
                   "message": "", "subject": "Взяти додому", "dogName": "Бім", "locale": "uk",
                   "dogUrl": "http://localhost:8080/want-a-friend/dog/7", "website": ""}),
        )
        .await;
}

#[tokio::test]
async fn what_visitors_send_is_listed_newest_first_and_found_by_name_address_or_phone() {
    let inbox = Inbox::new().await;
    three_visitors(&inbox).await;

    let list = inbox.read("").await;
    assert_eq!(list["totalElements"], 3);
    let items = list["content"].as_array().unwrap();
    assert_eq!(items[0]["kind"], "DOG_REQUEST");
    assert_eq!(items[0]["dogName"], "Бім");
    assert_eq!(items[0]["status"], "NEW");
    assert_eq!(items[0]["version"], 0);
    assert_eq!(items[1]["kind"], "QUESTION");
    assert_eq!(items[1]["language"], "en");
    assert_eq!(items[1]["email"], "Taras.Bulba@example.com");
    assert_eq!(items[2]["kind"], "MESSAGE");
    assert_eq!(items[2]["phone"], "+38(050)123-45-67");
    assert_eq!(items[2]["excerpt"], "Чи є місце для собаки на 12 днів.");

    assert_eq!(inbox.names("?q=олЕНа").await, ["Олена"]);
    assert_eq!(inbox.names("?q=bulba@EXAMPLE").await, ["Taras"]);
    // A phone is found by its digits however it is written.
    assert_eq!(inbox.names("?q=067%20765").await, ["Ірина"]);
    assert_eq!(inbox.names("?q=%2B38(050)123-45-67").await, ["Олена"]);
    assert_eq!(inbox.names("?q=0501234567").await, ["Олена"]);
    // LIKE's own characters are only characters.
    assert!(inbox.names("?q=%25").await.is_empty());
    assert_eq!(inbox.names("?kind=QUESTION").await, ["Taras"]);
    assert_eq!(inbox.names("?kind=DOG_REQUEST&q=ірина").await, ["Ірина"]);
    assert!(inbox.names("?kind=MESSAGE&q=ірина").await.is_empty());

    assert_eq!(
        inbox.read("/counts").await,
        json!({"new": 3, "inProgress": 0, "done": 0, "spam": 0})
    );
}

#[tokio::test]
async fn staff_move_an_item_through_its_statuses_and_its_story_says_who_did_what() {
    let inbox = Inbox::new().await;
    three_visitors(&inbox).await;
    let id = inbox.id_of("Олена").await;

    let response = inbox.change(&id, "IN_PROGRESS", 0).await;
    assert_eq!(response.status(), StatusCode::OK);
    let changed: Value = response.json().await.unwrap();
    assert_eq!(changed["status"], "IN_PROGRESS");
    assert_eq!(changed["version"], 1);
    assert_eq!(changed["changedBy"], "anna");
    // The answer waited for the tables: the list and the badge show it at once.
    assert_eq!(inbox.read("/counts").await["new"], 2);
    assert_eq!(inbox.names("?status=IN_PROGRESS").await, ["Олена"]);

    // A retry of the same change records nothing and answers as the first.
    let retry: Value = inbox
        .change(&id, "IN_PROGRESS", 0)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(retry["version"], 1);
    assert_eq!(retry["changedBy"], "anna");
    // A change from the version before someone else's is refused.
    let stale = inbox.change(&id, "SPAM", 0).await;
    assert_error(stale, StatusCode::CONFLICT, "conflict").await;

    let done = inbox.change(&id, "DONE", 1).await;
    assert_eq!(done.status(), StatusCode::OK);
    let item = inbox.read(&format!("/{id}")).await;
    assert_eq!(item["status"], "DONE");
    assert_eq!(item["message"], "Чи є місце для собаки на 12 днів.");
    assert_eq!(item["subject"], "Зв'язатися з нами");
    let story: Vec<Value> = item["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| json!([step["action"], step["actor"], step["status"]]))
        .collect();
    assert_eq!(
        story,
        [
            json!(["RECEIVED", null, null]),
            json!(["STATUS_CHANGED", "anna", "IN_PROGRESS"]),
            json!(["STATUS_CHANGED", "anna", "DONE"]),
        ]
    );
    assert_eq!(
        inbox.app.events_of_type("InboxStatusChanged").await,
        2,
        "the retry and the refused change recorded nothing"
    );

    // Spam leaves the list unless asked for.
    let dog = inbox.id_of("Ірина").await;
    assert_eq!(inbox.change(&dog, "SPAM", 0).await.status(), StatusCode::OK);
    assert_eq!(inbox.names("").await, ["Taras", "Олена"]);
    assert_eq!(inbox.names("?status=SPAM").await, ["Ірина"]);
    let dog_item = inbox.read(&format!("/{dog}")).await;
    assert_eq!(
        dog_item["dogUrl"],
        "http://localhost:8080/want-a-friend/dog/7"
    );
}

#[tokio::test]
async fn bad_calls_are_refused_with_their_codes_and_change_nothing() {
    let inbox = Inbox::new().await;
    three_visitors(&inbox).await;
    let id = inbox.id_of("Олена").await;

    // A NUL, which no text column can hold, found by the API fuzz as a 500.
    for query in [
        "?kind=CAT",
        "?status=new",
        "?page=0",
        "?page=x",
        "?q=%00%07Olena",
    ] {
        assert_error(
            inbox.get(query).await,
            StatusCode::BAD_REQUEST,
            "invalidRequest",
        )
        .await;
    }
    let long = format!("?q={}", "a".repeat(101));
    assert_error(
        inbox.get(&long).await,
        StatusCode::BAD_REQUEST,
        "invalidRequest",
    )
    .await;
    for missing in ["/message-00000000-0000-0000-0000-000000000000", "/nonsense"] {
        assert_error(
            inbox.get(missing).await,
            StatusCode::NOT_FOUND,
            "message404Error",
        )
        .await;
    }

    let unknown = inbox.change(&id, "ARCHIVED", 0).await;
    assert_error(unknown, StatusCode::BAD_REQUEST, "invalidRequest").await;
    let unreceived = inbox
        .change("dog-00000000-0000-0000-0000-000000000000", "DONE", 0)
        .await;
    assert_error(unreceived, StatusCode::NOT_FOUND, "message404Error").await;
    // An item named after a request of another kind is not that request's.
    let request_id = id.strip_prefix("message-").unwrap();
    let other_kind = inbox
        .change(&format!("review-{request_id}"), "DONE", 0)
        .await;
    assert_error(other_kind, StatusCode::NOT_FOUND, "message404Error").await;
    assert_eq!(inbox.app.events_of_type("InboxStatusChanged").await, 0);

    // Staff only.
    let anonymous = inbox
        .app
        .client
        .get(inbox.app.url("/api/admin/inbox"))
        .send();
    assert_eq!(anonymous.await.unwrap().status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn staff_answer_a_visitor_who_gets_it_by_mail_in_their_language() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let inbox = Inbox::mailing(&sink).await;
    three_visitors(&inbox).await;
    // The three requests' staff mails.
    sink.wait_for_mail_to(HOTEL, 3, Duration::from_secs(20))
        .await;

    let answers = [
        (
            "Taras",
            "Yes, she may.\nBring two days of it.",
            "A reply from DogHotel",
            "Hello, Taras!",
        ),
        (
            "Ірина",
            "Бім чекає на вас у суботу.",
            "Відповідь DogHotel",
            "Добрий день, Ірина!",
        ),
    ];
    for (name, text, _, _) in answers {
        let id = inbox.id_of(name).await;
        let response = inbox.reply(&id, &format!("  {text}  "), 0).await;
        assert_eq!(response.status(), StatusCode::OK, "{name}");
        let replied: Value = response.json().await.unwrap();
        assert_eq!(replied["version"], 1);
        assert_eq!(replied["repliedBy"], "anna");
        // A retry answers once.
        let retry = inbox.reply(&id, text, 0).await;
        assert_eq!(retry.status(), StatusCode::OK);
        // The story shows the answer; the status is still the staff's to set.
        let item = inbox.read(&format!("/{id}")).await;
        assert_eq!(item["status"], "NEW");
        let last = item["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["action"], "REPLIED");
        assert_eq!(last["actor"], "anna");
        assert_eq!(last["text"], text);
    }
    assert_eq!(inbox.app.events_of_type("InboxReplied").await, 2);

    let mails = sink.messages();
    for (to, (_, text, subject, greeting)) in [
        ("Taras.Bulba@example.com", answers[0]),
        ("iryna@ukr.net", answers[1]),
    ] {
        // The visitor was also told their request arrived; the answer is the other mail.
        let received = sink.wait_for_mail_to(to, 2, Duration::from_secs(20)).await;
        let mail = received
            .iter()
            .find(|mail| mail["subject"].as_str().unwrap().starts_with(subject))
            .unwrap_or_else(|| panic!("an answer to {to} in {mails:?}"));
        assert!(mail["from"].as_str().unwrap().contains(HOTEL), "{mail}");
        assert!(
            mail["subject"].as_str().unwrap().starts_with(subject),
            "{mail}"
        );
        let body = mail["body"].as_str().unwrap();
        assert!(body.starts_with(greeting), "{body}");
        assert!(body.contains(text), "{body}");
        assert!(mail["html"]
            .as_str()
            .unwrap()
            .contains(greeting.split(',').next().unwrap()));
    }
    // Nothing more arrives: each answer was mailed once, as was each acknowledgement.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(sink.messages().len(), 7);
}

#[tokio::test]
async fn an_answer_needs_text_an_address_and_the_version_loaded() {
    let inbox = Inbox::new().await;
    three_visitors(&inbox).await;
    let taras = inbox.id_of("Taras").await;

    for (text, code) in [
        ("   \n ", "textRequired"),
        (&*"a".repeat(5001), "textTooLong"),
    ] {
        let body = assert_error(
            inbox.reply(&taras, text, 0).await,
            StatusCode::BAD_REQUEST,
            code,
        )
        .await;
        assert_eq!(body["field"], "text");
    }
    // Olena left only a phone.
    let olena = inbox.id_of("Олена").await;
    let phone_only = inbox.reply(&olena, "Передзвоніть нам.", 0).await;
    assert_error(
        phone_only,
        StatusCode::UNPROCESSABLE_ENTITY,
        "noReplyAddress",
    )
    .await;
    let nobody = inbox.reply("message-00000000-0000-0000-0000-000000000000", "Так.", 0);
    assert_error(nobody.await, StatusCode::NOT_FOUND, "message404Error").await;

    assert_eq!(
        inbox.change(&taras, "IN_PROGRESS", 0).await.status(),
        StatusCode::OK
    );
    let stale = inbox.reply(&taras, "Yes, she may.", 0).await;
    assert_error(stale, StatusCode::CONFLICT, "conflict").await;
    assert_eq!(inbox.app.events_of_type("InboxReplied").await, 0);
}

#[tokio::test]
async fn what_bots_send_is_kept_in_the_spam_without_a_mail() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let inbox = Inbox::mailing(&sink).await;
    // The honeypot filled in; a dog request sent a second after its form appeared (a person
    // needs more than the 3 seconds the server is configured with by default).
    let mut honeypot = message("Ботяра", "+38(050)000-00-01");
    honeypot["email"] = json!("bot-one@spam.net");
    honeypot.as_object_mut().unwrap().remove("phone");
    honeypot["website"] = json!("http://spam.example");
    inbox
        .visitor_sends("/api/send-message", "uk", honeypot)
        .await;
    inbox
        .visitor_sends(
            "/api/send-notification",
            "en",
            json!({"name": "Botty", "email": "bot-two@spam.net",
                   "phone": "+38(067)000-00-02", "message": "", "subject": "Take home",
                   "dogName": "Bim", "locale": "en", "website": "", "shownForMs": 900,
                   "dogUrl": "http://localhost:8080/en/want-a-friend/dog/7"}),
        )
        .await;
    // A person, who took their time.
    let mut person = message("Олена", "+38(050)123-45-67");
    person["shownForMs"] = json!(41_000);
    inbox.visitor_sends("/api/send-message", "uk", person).await;

    // Only the person's request reaches the staff; the mails go in the order of the events,
    // so once it has arrived the bots' were passed over.
    let staff = sink
        .wait_for_mail_to(HOTEL, 1, Duration::from_secs(20))
        .await;
    assert!(staff[0]["body"].as_str().unwrap().contains("Олена"));
    assert_eq!(inbox.names("").await, ["Олена"], "spam is not in the list");
    assert_eq!(inbox.names("?status=SPAM").await, ["Botty", "Ботяра"]);
    let counts = inbox.read("/counts").await;
    assert_eq!(counts["new"], 1);
    assert_eq!(counts["spam"], 2);
    for (name, signal) in [("Ботяра", "HONEYPOT"), ("Botty", "TOO_FAST")] {
        let spam = inbox.read("?status=SPAM").await;
        let listed = spam["content"].as_array().unwrap();
        let id = listed.iter().find(|item| item["name"] == name).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let item = inbox.read(&format!("/{id}")).await;
        assert_eq!(item["status"], "SPAM", "{name}");
        let received = &item["history"][0];
        assert_eq!(received["action"], "RECEIVED");
        assert_eq!(received["spam"], signal, "{name}");
    }
    // Nor are the bots' addresses told their request arrived.
    tokio::time::sleep(Duration::from_millis(500)).await;
    for bot in ["bot-one@spam.net", "bot-two@spam.net"] {
        assert!(sink.messages_to(bot).is_empty(), "{bot}");
    }
}

#[tokio::test]
async fn staff_download_what_the_filters_select_as_a_spreadsheet() {
    let inbox = Inbox::new().await;
    three_visitors(&inbox).await;
    let export = |query: &str, language: &str| {
        inbox
            .app
            .client
            .get(
                inbox
                    .app
                    .url(&format!("/api/admin/inbox/export.csv{query}")),
            )
            .bearer_auth(&inbox.token)
            .header("Accept-DHLanguage", language)
            .send()
    };

    let response = export("", "en").await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-type"],
        "text/csv; charset=utf-8"
    );
    let disposition = response.headers()["content-disposition"].to_str().unwrap();
    assert!(
        disposition.starts_with("attachment; filename=\"inbox-"),
        "{disposition}"
    );
    let bytes = response.bytes().await.unwrap();
    let text = std::str::from_utf8(&bytes).unwrap();
    let text = text.strip_prefix('\u{feff}').expect("a byte-order mark");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "the names and three items: {text}");
    assert!(lines[0].starts_with("Received,Type,Status,Name,E-mail,Phone"));
    // Newest first, the whole row; a phone is kept from reading as a formula.
    assert!(
        lines[1].contains(",Dog request,New,Ірина,iryna@ukr.net,'+38(067)765-43-21,uk,"),
        "{}",
        lines[1]
    );
    assert!(lines[3].contains(",Message,New,Олена,,'+38(050)123-45-67,uk,"));

    // The list's filters and search, in Ukrainian.
    let questions = export("?kind=QUESTION", "uk").await.unwrap();
    let text = questions.text().await.unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].contains("Надійшло,Тип,Стан,Ім’я"));
    assert!(lines[1].contains(",Запитання,Нове,Taras,Taras.Bulba@example.com,,en,"));
    let found = export("?q=067%20765", "en")
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(found.lines().count(), 2, "{found}");

    let unknown = export("?status=ARCHIVED", "en").await.unwrap();
    assert_error(unknown, StatusCode::BAD_REQUEST, "invalidRequest").await;
    let anonymous = inbox
        .app
        .client
        .get(inbox.app.url("/api/admin/inbox/export.csv"))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_blog_subscription_is_a_message_with_both_ways_back() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let inbox = Inbox::mailing(&sink).await;
    let bad = inbox
        .app
        .request(Method::POST, "/api/blogs/subscribe")
        .json(&json!({"name": "Olena", "phone": "050", "email": "olena@ukr.net"}))
        .send()
        .await
        .unwrap();
    let refusal: Value = bad.json().await.unwrap();
    assert_eq!(refusal["field"], "phone");
    assert_eq!(inbox.app.events_of_type("ContactMessageReceived").await, 0);

    inbox
        .visitor_sends(
            "/api/blogs/subscribe",
            "en",
            json!({"name": "Olena", "phone": "+38(050)123-45-67", "email": "olena@ukr.net",
                   "message": "More about cats, please.", "website": "", "shownForMs": 30000}),
        )
        .await;

    let listed = inbox.read("?q=olena").await;
    let item = &listed["content"][0];
    assert_eq!(item["kind"], "MESSAGE");
    assert_eq!(item["subject"], "Blog subscription");
    assert_eq!(item["email"], "olena@ukr.net");
    assert_eq!(item["phone"], "+38(050)123-45-67");
    // Staff get it with both ways back, and the visitor is told it arrived.
    let staff = sink
        .wait_for_mail_to(HOTEL, 1, Duration::from_secs(20))
        .await;
    let body = staff[0]["body"].as_str().unwrap();
    assert!(body.contains("Phone: +38(050)123-45-67"), "{body}");
    assert!(body.contains("Email: olena@ukr.net"), "{body}");
    assert!(staff[0]["replyTo"]
        .as_str()
        .unwrap()
        .contains("olena@ukr.net"));
    let told = sink
        .wait_for_mail_to("olena@ukr.net", 1, Duration::from_secs(20))
        .await;
    let told = told[0]["body"].as_str().unwrap();
    assert!(told.starts_with("Hello, Olena!"), "{told}");
    assert!(
        !told.contains("More about cats"),
        "only the name is quoted: {told}"
    );
    // And staff can answer by mail.
    let id = item["id"].as_str().unwrap();
    let answered = inbox.reply(id, "We will write to you.", 0).await;
    assert_eq!(answered.status(), StatusCode::OK);
}
