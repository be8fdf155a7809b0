//! Guests' reviews through the running server: visitors send reviews and answers (with a
//! photo or without) that wait for staff; staff approve, reject, feature and answer as the
//! hotel; the feedback page, its show-all list and the home slider answer from memory and
//! change at once; bad input is refused on its field and stores nothing; the per-client limit
//! holds; staff get a mail for what waits for them.

use std::io::Cursor;

use chrono::{Duration, Utc};
use command::review::seed::{add_review, Moderation};
use events::review::ReviewDetails;
use events::Language;
use image::codecs::jpeg::JpegEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::support::{assert_error, SmtpSink, TestApp};

struct Site {
    app: TestApp,
    token: String,
}

impl Site {
    async fn new() -> Site {
        // More submissions than a visitor may send in ten minutes, for the lists' tests.
        let app = TestApp::spawn_with(|config| config.submission_limit = 50).await;
        app.create_anna().await;
        let token = app.token().await;
        Site { app, token }
    }

    /// Sends the review form to `path` (`/api/feedback` or a review's `answers`).
    async fn send_to(&self, path: &str, form: Form, key: Option<&str>) -> Response {
        let request = self
            .app
            .request(Method::POST, path)
            .header("Accept-DHLanguage", "en")
            .multipart(form);
        let request = match key {
            Some(key) => request.header("Idempotency-Key", key),
            None => request,
        };
        let response = request.send().await.unwrap();
        // A visitor is not shown what they sent, so the answer does not wait for the tables;
        // the staff's list in these tests does.
        self.wait_for_reviews().await;
        response
    }

    async fn send(&self, form: Form) -> Response {
        self.send_to("/api/feedback", form, None).await
    }

    async fn admin(&self, method: Method, path: &str, body: &Value) -> Response {
        self.app
            .request(method, &format!("/api/admin/feedback{path}"))
            .bearer_auth(&self.token)
            .json(body)
            .send()
            .await
            .unwrap()
    }

    /// A moderation call (`approve`, `reject`, `feature`, `unfeature`) at `version`.
    async fn moderate(&self, id: &str, action: &str, version: u64) -> Response {
        let path = format!("/{id}/{action}");
        self.admin(Method::PUT, &path, &json!({ "version": version }))
            .await
    }

    async fn moderated(&self, id: &str, action: &str, version: u64) -> Value {
        let response = self.moderate(id, action, version).await;
        assert_eq!(response.status(), StatusCode::OK, "{action} {id}");
        response.json().await.unwrap()
    }

    /// The moderation list of `status` (all when empty).
    async fn list(&self, status: &str) -> Value {
        let response = self
            .app
            .client
            .get(
                self.app
                    .url(&format!("/api/admin/feedback?status={status}&page=1")),
            )
            .bearer_auth(&self.token)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    async fn public(&self, path: &str, language: &str) -> Value {
        let response = self
            .app
            .client
            .get(self.app.url(&format!("/api{path}")))
            .header("Accept-DHLanguage", language)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    /// The id of the one review `name` sent, from the moderation list.
    async fn id_of(&self, name: &str) -> String {
        let list = self.list("").await;
        let review = list["content"]
            .as_array()
            .unwrap()
            .iter()
            .find(|review| review["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {list}"));
        review["id"].as_str().unwrap().to_owned()
    }

    /// An approved review stored as the CLI does, `days_ago` days old.
    async fn approved(&self, name: &str, days_ago: i64, moderation: Moderation) -> String {
        let review = ReviewDetails {
            parent_id: None,
            name: name.to_owned(),
            pet_name: None,
            text: format!("Відгук від {name}"),
            image: None,
            language: Language::Uk,
            spam: None,
        };
        let at = Utc::now() - Duration::days(days_ago);
        let id = add_review(&self.app.command_state(), review, at, moderation)
            .await
            .expect("stored");
        self.wait_for_reviews().await;
        id
    }

    /// Waits (bounded) until the review tables hold every event: the staff mail of reviews sent
    /// before waits for an SMTP server these tests do not start, so not every subscriber will.
    async fn wait_for_reviews(&self) {
        for _ in 0..200 {
            let health = self.app.get_json("/api/health").await;
            let reviews = health["subscribers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|subscriber| subscriber["name"] == "public_reviews")
                .map(|subscriber| subscriber["lag"].clone());
            if reviews == Some(0.into()) {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        panic!("the review tables did not catch up within 5 seconds");
    }

    async fn stop(self) {
        self.app.stop().await;
    }
}

pub(crate) fn form(name: &str, pet_name: &str, text: &str) -> Form {
    Form::new()
        .text("name", name.to_owned())
        .text("petName", pet_name.to_owned())
        .text("text", text.to_owned())
        .text("website", "")
}

pub(crate) fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    });
    let mut bytes = Cursor::new(Vec::new());
    JpegEncoder::new_with_quality(&mut bytes, 85)
        .write_image(image.as_raw(), width, height, ExtendedColorType::Rgb8)
        .unwrap();
    bytes.into_inner()
}

pub(crate) fn with_photo(form: Form, bytes: Vec<u8>) -> Form {
    let part = Part::bytes(bytes)
        .file_name("bim.jpg")
        .mime_str("image/jpeg")
        .unwrap();
    form.part("photo", part)
}

/// How many files a folder holds, its subfolders' too; none when it does not exist.
fn files_in(dir: &std::path::Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .map(|entry| entry.unwrap().path())
        .map(|path| if path.is_dir() { files_in(&path) } else { 1 })
        .sum()
}

fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = value
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    keys
}

#[tokio::test]
async fn a_review_waits_for_staff_and_shows_once_approved() {
    let site = Site::new().await;
    let empty = json!({ "content": [], "hasMoreFeedback": false });
    assert_eq!(site.public("/feedback", "uk").await, empty);

    let sent = site
        .send(form(
            "Sarah Miller ",
            "",
            "Luna was happy here.\n\nThank you! ",
        ))
        .await;
    assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        site.public("/feedback", "uk").await,
        empty,
        "pending is not public"
    );
    assert_eq!(site.public("/feedback/all", "en").await, empty);

    let pending = site.list("PENDING").await;
    assert_eq!(pending["totalElements"], 1);
    let review = &pending["content"][0];
    assert_eq!(
        keys(review),
        [
            "date",
            "featured",
            "fromHotel",
            "id",
            "image",
            "language",
            "moderatedAt",
            "moderatedBy",
            "name",
            "parentId",
            "parentText",
            "petName",
            "status",
            "text",
            "version"
        ]
    );
    assert_eq!(review["name"], "Sarah Miller");
    assert_eq!(review["petName"], "");
    assert_eq!(review["text"], "Luna was happy here.\n\nThank you!");
    assert_eq!(review["language"], "en");
    assert_eq!(review["status"], "PENDING");
    assert_eq!(review["version"], 1);
    assert_eq!(review["moderatedBy"], Value::Null);
    let counts = site
        .app
        .client
        .get(site.app.url("/api/admin/feedback/counts"));
    let counts: Value = counts
        .bearer_auth(&site.token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        counts,
        json!({ "pending": 1, "approved": 0, "rejected": 0, "featured": 0 })
    );

    let id = review["id"].as_str().unwrap();
    let approved = site.moderated(id, "approve", 1).await;
    assert_eq!(approved["status"], "APPROVED");
    assert_eq!(approved["version"], 2);
    assert_eq!(approved["moderatedBy"], "anna");
    assert!(approved["moderatedAt"].is_string());

    // The answer cached before the approval is gone at once, in every language.
    for language in ["uk", "en"] {
        let page = site.public("/feedback", language).await;
        assert_eq!(page["hasMoreFeedback"], false);
        let shown = &page["content"][0];
        assert_eq!(
            keys(shown),
            [
                "answers",
                "date",
                "fromHotel",
                "id",
                "image",
                "name",
                "petName",
                "text"
            ]
        );
        assert_eq!(shown["id"], id);
        assert_eq!(shown["petName"], "");
        assert_eq!(shown["image"], Value::Null);
        assert_eq!(shown["answers"], json!([]));
        assert_eq!(shown["date"], review["date"]);
    }
    assert_eq!(site.list("PENDING").await["totalElements"], 0);
    site.stop().await;
}

#[tokio::test]
async fn approved_answers_are_nested_oldest_first_with_the_hotels() {
    let site = Site::new().await;
    let review = site.approved("Олена", 3, Moderation::Approved).await;
    let answers = format!("/api/feedback/{review}/answers");
    for name in ["Марина", "Віктор", "Тарас"] {
        let text = format!("Відповідь від {name}");
        let sent = site.send_to(&answers, form(name, "", &text), None).await;
        assert_eq!(sent.status(), StatusCode::NO_CONTENT, "{name}");
    }
    let (marina, viktor) = (site.id_of("Марина").await, site.id_of("Віктор").await);
    // Approved newest first: the page still lists them in the order they were written.
    site.moderated(&viktor, "approve", 1).await;
    site.moderated(&marina, "approve", 1).await;
    let hotel = site
        .admin(
            Method::POST,
            &format!("/{review}/answer"),
            &json!({ "text": "Дякуємо! " }),
        )
        .await;
    assert_eq!(hotel.status(), StatusCode::CREATED);
    let hotel: Value = hotel.json().await.unwrap();
    assert_eq!(hotel["fromHotel"], true);
    assert_eq!(hotel["status"], "APPROVED");
    assert_eq!(hotel["text"], "Дякуємо!");
    assert_eq!(hotel["parentId"], review.as_str());
    assert_eq!(hotel["parentText"], "Відгук від Олена");
    assert_eq!(hotel["moderatedBy"], "anna");

    let page = site.public("/feedback", "uk").await;
    let shown: Vec<(&Value, &Value)> = page["content"][0]["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|answer| (&answer["name"], &answer["fromHotel"]))
        .collect();
    assert_eq!(
        shown,
        [
            (&json!("Марина"), &json!(false)),
            (&json!("Віктор"), &json!(false)),
            (&json!("DogHotel"), &json!(true)),
        ],
        "Тарас waits for staff"
    );
    let pending = site.list("PENDING").await;
    assert_eq!(pending["content"][0]["name"], "Тарас");
    assert_eq!(pending["content"][0]["parentText"], "Відгук від Олена");

    let bad = site
        .admin(
            Method::POST,
            &format!("/{review}/answer"),
            &json!({ "text": "<b>" }),
        )
        .await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "theReviewMustBe").await;
    assert_eq!(body["field"], "text");
    site.stop().await;
}

#[tokio::test]
async fn only_an_approved_review_of_the_hotel_can_be_answered() {
    let site = Site::new().await;
    let approved = site.approved("Олена", 3, Moderation::Approved).await;
    let pending = site.approved("Тарас", 2, Moderation::Pending).await;
    let sent = site
        .send_to(
            &format!("/api/feedback/{approved}/answers"),
            form("Марина", "", "Згодна!"),
            None,
        )
        .await;
    assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    let answer = site.id_of("Марина").await;
    site.moderated(&answer, "approve", 1).await;
    for parent in [pending.as_str(), answer.as_str(), "no-such-review"] {
        let response = site
            .send_to(
                &format!("/api/feedback/{parent}/answers"),
                form("Віктор", "", "Дякую"),
                None,
            )
            .await;
        assert_error(response, StatusCode::NOT_FOUND, "message404Error").await;
    }
    assert_eq!(site.app.events_of_type("ReviewSubmitted").await, 3);
    site.stop().await;
}

#[tokio::test]
async fn the_page_shows_ten_and_says_more_exist_and_all_shows_every_one() {
    let site = Site::new().await;
    for day in 1..=10 {
        site.approved(
            &format!("Гість {}", "а".repeat(day)),
            day as i64,
            Moderation::Approved,
        )
        .await;
    }
    let page = site.public("/feedback", "uk").await;
    assert_eq!(page["content"].as_array().unwrap().len(), 10);
    assert_eq!(page["hasMoreFeedback"], false, "exactly ten: nothing more");

    site.approved("Найстаріший гість", 30, Moderation::Approved)
        .await;
    let newest = site
        .approved("Найновіший гість", 0, Moderation::Approved)
        .await;
    let page = site.public("/feedback", "uk").await;
    let content = page["content"].as_array().unwrap();
    assert_eq!(content.len(), 10);
    assert_eq!(page["hasMoreFeedback"], true);
    assert_eq!(content[0]["id"], newest.as_str(), "newest first");
    let all = site.public("/feedback/all", "en").await;
    let every = all["content"].as_array().unwrap();
    assert_eq!(every.len(), 12);
    assert_eq!(all["hasMoreFeedback"], false);
    assert_eq!(every[11]["name"], "Найстаріший гість");

    let html = site
        .app
        .client
        .get(site.app.url("/en/about/feedback"))
        .send()
        .await
        .unwrap();
    assert_eq!(html.status(), StatusCode::OK);
    let html = html.text().await.unwrap();
    assert!(html.contains("Guest reviews"), "{html}");
    assert!(html.contains(r#""endpoint":"getFeedback""#), "{html}");
    assert!(html.contains("Найновіший гість"));
    site.stop().await;
}

#[tokio::test]
async fn the_slider_shows_at_most_four_the_most_recently_featured_first() {
    let site = Site::new().await;
    let mut ids = Vec::new();
    for day in 1..=5 {
        ids.push(
            site.approved(&format!("Гість {day}"), day, Moderation::Approved)
                .await,
        );
    }
    for id in &ids[..4] {
        let featured = site.moderated(id, "feature", 2).await;
        assert_eq!(featured["featured"], true);
    }
    let full = site.moderate(&ids[4], "feature", 2).await;
    assert_error(full, StatusCode::CONFLICT, "tooManyItems").await;

    site.moderated(&ids[0], "unfeature", 3).await;
    site.moderated(&ids[4], "feature", 2).await;
    let slider = site.public("/feedback/slider", "uk").await;
    let shown: Vec<&Value> = slider["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|review| &review["id"])
        .collect();
    assert_eq!(shown, [&ids[4], &ids[3], &ids[2], &ids[1]]);

    // The home page comes with the slider's answer, so its block draws without asking.
    let home = site
        .app
        .client
        .get(site.app.url("/en"))
        .send()
        .await
        .unwrap();
    assert_eq!(home.status(), StatusCode::OK);
    let home = home.text().await.unwrap();
    assert!(home.contains(r#""endpoint":"getFeedbackSlider""#), "{home}");
    assert!(
        home.contains("Гість 5") && !home.contains("Гість 1"),
        "{home}"
    );

    // Rejecting a featured review takes it off the slider and the page.
    let rejected = site.moderated(&ids[3], "reject", 3).await;
    assert_eq!(
        (&rejected["status"], &rejected["featured"]),
        (&json!("REJECTED"), &json!(false))
    );
    let slider = site.public("/feedback/slider", "en").await;
    assert_eq!(slider["content"].as_array().unwrap().len(), 3);
    let page = site.public("/feedback", "uk").await;
    assert!(page["content"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["id"] != ids[3].as_str()));
    let counts = site
        .app
        .client
        .get(site.app.url("/api/admin/feedback/counts"));
    let counts: Value = counts
        .bearer_auth(&site.token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(counts["featured"], 3);
    assert_eq!(counts["rejected"], 1);
    site.stop().await;
}

#[tokio::test]
async fn only_an_approved_review_can_be_featured_and_a_stale_version_is_refused() {
    let site = Site::new().await;
    let pending = site.approved("Тарас", 1, Moderation::Pending).await;
    let refused = site.moderate(&pending, "feature", 1).await;
    assert_error(refused, StatusCode::UNPROCESSABLE_ENTITY, "invalidRequest").await;

    site.moderated(&pending, "approve", 1).await;
    let stale = site.moderate(&pending, "reject", 1).await;
    assert_error(stale, StatusCode::CONFLICT, "conflict").await;
    // Approving what is approved records nothing.
    let again = site.moderated(&pending, "approve", 2).await;
    assert_eq!(again["version"], 2);
    assert_eq!(again["moderatedBy"], "anna");
    let missing = site.moderate("no-such-review", "approve", 1).await;
    assert_error(missing, StatusCode::NOT_FOUND, "message404Error").await;
    assert_eq!(site.app.events_of_type("ReviewFeatured").await, 0);
    site.stop().await;
}

#[tokio::test]
async fn each_broken_rule_answers_its_key_on_its_field_and_stores_nothing() {
    let site = Site::new().await;
    let text = "Дякуємо за турботу!";
    let cases = [
        (form("", "", text), "fieldNameNotEmpty", "name"),
        (form("Олена7", "", text), "IncorrectName", "name"),
        (form("Олена", "Б", text), "theNameMustBe", "petName"),
        (form("Олена", "", " Дякуємо"), "theReviewMustBe", "text"),
        (
            form("Олена", "", &"а".repeat(1001)),
            "theReviewMustBe",
            "text",
        ),
        (
            form("Олена", "", "<b>Дякуємо</b>"),
            "theReviewMustBe",
            "text",
        ),
        (
            with_photo(form("Олена", "", text), b"not a photo".to_vec()),
            "warningMessageInvalidPhoto",
            "photo",
        ),
        (
            with_photo(form("Олена", "", text), jpeg(100, 100)),
            "warningMessageInvalidPhoto",
            "photo",
        ),
    ];
    for (form, code, field) in cases {
        let response = site.send(form).await;
        let body = assert_error(response, StatusCode::BAD_REQUEST, code).await;
        assert_eq!(body["field"], field, "{code}");
        assert!(body["message"].is_string());
    }
    let json = site
        .app
        .request(Method::POST, "/api/feedback")
        .json(&json!({ "name": "Олена", "text": text }))
        .send()
        .await
        .unwrap();
    assert_error(json, StatusCode::BAD_REQUEST, "invalidRequest").await;
    assert_eq!(site.app.events_of_type("ReviewSubmitted").await, 0);
    assert_eq!(files_in(&site.app.media_dir()), 0, "no photo stored");
    site.stop().await;
}

#[tokio::test]
async fn a_bots_review_answers_like_a_success_and_is_stored_marked_as_spam() {
    let site = Site::new().await;
    let form = form("Олена", "", "Дякуємо!").text("website", "http://spam.example");
    assert_eq!(site.send(form).await.status(), StatusCode::NO_CONTENT);
    let too_fast = form_with_time("Тарас", 800);
    assert_eq!(site.send(too_fast).await.status(), StatusCode::NO_CONTENT);
    let person = form_with_time("Ірина", 25_000);
    assert_eq!(site.send(person).await.status(), StatusCode::NO_CONTENT);

    let spam: Vec<(String, Option<String>)> = sqlx::query_as(
        "SELECT payload #>> '{ReviewSubmitted,review,name}', \
                payload #>> '{ReviewSubmitted,review,spam}' \
           FROM readable_events WHERE event_type = 'ReviewSubmitted' ORDER BY global_position",
    )
    .fetch_all(&site.app.db.pool)
    .await
    .unwrap();
    let spam: Vec<(&str, Option<&str>)> = spam
        .iter()
        .map(|(name, spam)| (name.as_str(), spam.as_deref()))
        .collect();
    assert_eq!(
        spam,
        [
            ("Олена", Some("HONEYPOT")),
            ("Тарас", Some("TOO_FAST")),
            ("Ірина", None)
        ]
    );
    site.stop().await;
}

/// A review form sent `shown_for_ms` after it appeared.
fn form_with_time(name: &str, shown_for_ms: u64) -> Form {
    form(name, "", "Дякуємо!").text("shownForMs", shown_for_ms.to_string())
}

#[tokio::test]
async fn a_retry_with_the_same_key_is_stored_once() {
    let site = Site::new().await;
    let key = uuid::Uuid::new_v4().to_string();
    for _ in 0..2 {
        let sent = site
            .send_to(
                "/api/feedback",
                form("Олена", "Бім", "Дякуємо!"),
                Some(&key),
            )
            .await;
        assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    }
    assert_eq!(site.app.events_of_type("ReviewSubmitted").await, 1);
    assert_eq!(site.id_of("Олена").await, key, "the key is the review's id");
    site.stop().await;
}

#[tokio::test]
async fn a_review_with_a_photo_shows_its_media_id() {
    let site = Site::new().await;
    let sent = site
        .send(with_photo(
            form("Олена", "Бім", "Ось наш Бім!"),
            jpeg(400, 300),
        ))
        .await;
    assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    let pending = site.list("PENDING").await;
    let review = &pending["content"][0];
    let image = review["image"].as_str().expect("a media id").to_owned();
    assert_eq!(image.len(), 64);
    let id = review["id"].as_str().unwrap().to_owned();
    site.moderated(&id, "approve", 1).await;
    site.moderated(&id, "feature", 2).await;
    let slider = site.public("/feedback/slider", "uk").await;
    assert_eq!(slider["content"][0]["image"], image.as_str());
    assert_eq!(slider["content"][0]["petName"], "Бім");
    for variant in ["thumb.webp", "detail.jpg"] {
        let file = site
            .app
            .client
            .get(site.app.url(&format!("/media/{image}/{variant}")))
            .send()
            .await
            .unwrap();
        assert_eq!(file.status(), StatusCode::OK, "{variant}");
    }
    site.stop().await;
}

#[tokio::test]
async fn staff_calls_need_a_signed_in_staff_member() {
    let site = Site::new().await;
    let id = site.approved("Олена", 1, Moderation::Pending).await;
    let response = site
        .app
        .request(Method::PUT, &format!("/api/admin/feedback/{id}/approve"))
        .json(&json!({ "version": 1 }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let list = site
        .app
        .client
        .get(site.app.url("/api/admin/feedback"))
        .send()
        .await
        .unwrap();
    assert_eq!(list.status(), StatusCode::UNAUTHORIZED);
    site.stop().await;
}

#[tokio::test]
async fn a_sixth_review_within_ten_minutes_is_refused_but_a_retry_is_not_counted() {
    let app = TestApp::spawn().await;
    let send = |key: String| {
        let request = app
            .request(Method::POST, "/api/feedback")
            .header("Idempotency-Key", key)
            .multipart(form("Олена", "", "Дякуємо!"));
        async move { request.send().await.unwrap() }
    };
    let first = uuid::Uuid::new_v4().to_string();
    for key in
        std::iter::once(first.clone()).chain((2..=5).map(|_| uuid::Uuid::new_v4().to_string()))
    {
        assert_eq!(send(key).await.status(), StatusCode::NO_CONTENT);
    }
    let over = send(uuid::Uuid::new_v4().to_string()).await;
    assert_error(over, StatusCode::TOO_MANY_REQUESTS, "tooManyRequests").await;
    assert_eq!(send(first).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.events_of_type("ReviewSubmitted").await, 5);
    app.stop().await;
}

#[tokio::test]
async fn staff_get_a_mail_for_each_review_waiting_for_them_and_none_for_their_own_answers_or_the_demo(
) {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(doghotel::config::Secret::new(sink.url()));
        config.staff_email = Some("staff@doghotel.test".to_owned());
    })
    .await;
    app.create_anna().await;
    // The demo's reviews, pending ones among them, are written by the command line: no mail.
    let store = media::LocalStore::new(app.media_dir());
    let seeded = doghotel::demo::seed_reviews(&app.command_state(), &store)
        .await
        .expect("the demo reviews are written");
    assert!(seeded > 0);
    let site = Site {
        token: app.token().await,
        app,
    };
    // Answers go to reviews already on the site: this one the command line wrote, so no mail.
    let review = site.approved("Олена", 1, Moderation::Approved).await;
    let submitted = site.send(form("Тарас", "Рекс", "Чудовий готель!")).await;
    assert_eq!(submitted.status(), StatusCode::NO_CONTENT);
    let sent = site
        .send_to(
            &format!("/api/feedback/{review}/answers"),
            form("Марина", "Граф", "Підтверджую!"),
            None,
        )
        .await;
    assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    let hotel = site
        .admin(
            Method::POST,
            &format!("/{review}/answer"),
            &json!({ "text": "Дякуємо!" }),
        )
        .await;
    assert_eq!(hotel.status(), StatusCode::CREATED);

    sink.wait_for(2, std::time::Duration::from_secs(20)).await;
    site.app.wait_until_projected().await;
    let messages = sink.messages();
    let subjects: Vec<&str> = messages
        .iter()
        .map(|message| message["subject"].as_str().unwrap())
        .collect();
    assert_eq!(subjects.len(), 2, "{subjects:?}");
    assert!(subjects[0].contains("Новий відгук / New review: Тарас"));
    assert!(subjects[1].contains("New answer to a review: Марина"));
    let body = messages[1]["body"].as_str().unwrap();
    assert!(
        body.contains("Підтверджую!") && body.contains("Граф"),
        "{body}"
    );
    site.stop().await;
}

#[tokio::test]
async fn forgetting_a_reviewer_takes_the_hotels_answer_to_them_too() {
    let site = Site::new().await;
    let review = site
        .approved("Зоряна Відгукова", 2, Moderation::Approved)
        .await;
    // Staff answer in public, by name and of what the guest told.
    let answered = site
        .admin(
            Method::POST,
            &format!("/{review}/answer"),
            &json!({ "text": "Зоряно, дякуємо! Чекаємо Рекса знову." }),
        )
        .await;
    assert_eq!(answered.status(), StatusCode::CREATED);
    site.wait_for_reviews().await;
    let page = site.public("/feedback", "uk").await;
    assert_eq!(
        page["content"][0]["answers"][0]["fromHotel"], true,
        "{page}"
    );
    for trace in ["Відгукова", "Чекаємо Рекса"] {
        assert!(
            !crate::erasure::rows_holding(&site.app, trace)
                .await
                .is_empty(),
            "{trace} is stored before"
        );
    }

    let erased = site
        .app
        .request(
            Method::POST,
            &format!("/api/admin/inbox/review-{review}/erase"),
        )
        .bearer_auth(&site.token)
        .send()
        .await
        .unwrap();
    assert_eq!(erased.status(), StatusCode::OK);
    site.app.wait_until_projected().await;

    for trace in ["Відгукова", "Чекаємо Рекса"] {
        let left = crate::erasure::rows_holding(&site.app, trace).await;
        assert!(left.is_empty(), "{trace} left: {left:#?}");
    }
    assert_eq!(site.public("/feedback", "uk").await["content"], json!([]));
    site.stop().await;
}

#[tokio::test]
async fn an_erased_reviews_photo_is_gone_from_the_media_store_and_its_address() {
    let site = Site::new().await;
    let sent = site
        .send(with_photo(
            form("Зоряна", "Рекс", "Рекс щасливий!"),
            jpeg(400, 300),
        ))
        .await;
    assert_eq!(sent.status(), StatusCode::NO_CONTENT);
    let review = &site.list("PENDING").await["content"][0];
    let image = review["image"].as_str().expect("a media id").to_owned();
    let id = review["id"].as_str().unwrap().to_owned();
    site.moderated(&id, "approve", 1).await;
    let variant = |name: &str| site.app.url(&format!("/media/{image}/{name}"));
    let before = site
        .app
        .client
        .get(variant("thumb.webp"))
        .send()
        .await
        .unwrap();
    assert_eq!(before.status(), StatusCode::OK);

    let erased = site
        .app
        .request(Method::POST, &format!("/api/admin/inbox/review-{id}/erase"))
        .bearer_auth(&site.token)
        .send()
        .await
        .unwrap();

    assert_eq!(erased.status(), StatusCode::OK);
    for name in ["thumb.webp", "detail.jpg"] {
        let after = site.app.client.get(variant(name)).send().await.unwrap();
        assert_eq!(after.status(), StatusCode::NOT_FOUND, "{name}");
    }
    assert!(
        !site.app.media_dir().join(&image).exists(),
        "no file of the photo is left"
    );
    site.stop().await;
}
