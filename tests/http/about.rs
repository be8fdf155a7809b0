//! The About page and the FAQ through the running server: staff write the story, the team and
//! the questions; visitors read them in their language, from memory, changed at once after an
//! edit; answers are sanitized; bad input is refused with its key and changes nothing; the
//! history lists, shows and restores versions.

use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::support::{assert_error, TestApp};

fn image_id(seed: char) -> String {
    seed.to_string().repeat(64)
}

fn both(uk: &str, en: &str) -> Value {
    json!({ "uk": uk, "en": en })
}

pub(crate) fn story(version: u64) -> Value {
    json!({
        "version": version,
        "houseImage": image_id('a'),
        "heading": both("Наш дім", "Our home"),
        "text": both("З 1996 року.\n\nДругий абзац.", "Since 1996.\n\nSecond paragraph."),
        "quote": both("Цитата", "A quote"),
        "quoteAuthor": both("Олена Коваль", "Olena Koval"),
        "quoteRole": both("Господиня", "Hostess"),
        "avatarImage": image_id('b'),
        "certificateImage": image_id('c'),
        "closing": both("Приїжджайте.", "Come and see us."),
    })
}

fn member(name: (&str, &str), photo: char) -> Value {
    json!({
        "photo": image_id(photo),
        "name": both(name.0, name.1),
        "profession": both("Кінолог", "Dog trainer"),
    })
}

pub(crate) fn question(uk: &str, en: &str, answer_en: &str) -> Value {
    json!({
        "question": both(uk, en),
        "answer": both("<p>Так.</p>", answer_en),
    })
}

struct Site {
    app: TestApp,
    token: String,
}

impl Site {
    async fn new() -> Site {
        let app = TestApp::spawn().await;
        for seed in ['a', 'b', 'c', 'd', 'e'] {
            app.mark_uploaded(&image_id(seed)).await;
        }
        app.create_anna().await;
        let token = app.token().await;
        Site { app, token }
    }

    async fn admin(&self, method: Method, path: &str, body: Option<&Value>) -> Response {
        let request = self
            .app
            .request(method, &format!("/api/admin{path}"))
            .bearer_auth(&self.token);
        let request = match body {
            Some(body) => request.json(body),
            None => request,
        };
        request.send().await.unwrap()
    }

    async fn ok(&self, method: Method, path: &str, body: Option<&Value>) -> Value {
        let response = self.admin(method, path, body).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    async fn public(&self, language: &str, path: &str) -> Value {
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
}

#[tokio::test]
async fn before_staff_write_anything_the_tabs_are_empty_not_missing() {
    let site = Site::new().await;
    assert_eq!(
        site.public("uk", "/about").await,
        json!({ "story": null, "team": [] })
    );
    assert_eq!(
        site.public("en", "/about/ask").await,
        json!({ "faqValueSet": [] })
    );
    let admin = site.ok(Method::GET, "/about", None).await;
    assert_eq!(admin, json!({ "version": 0, "story": null, "team": [] }));
    assert_eq!(
        site.ok(Method::GET, "/about/history", None).await,
        json!([])
    );
    assert_eq!(site.ok(Method::GET, "/faq", None).await["items"], json!([]));
}

#[tokio::test]
async fn the_about_page_is_read_in_each_language_and_changes_at_once() {
    let site = Site::new().await;
    let saved = site.ok(Method::PUT, "/about/story", Some(&story(0))).await;
    assert_eq!(saved["version"], 1);
    assert_eq!(saved["story"]["heading"]["en"], "Our home");
    for name in [
        ("Ірина", "Iryna"),
        ("Андрій", "Andrii"),
        ("Марія", "Mariia"),
    ] {
        site.ok(Method::POST, "/about/team", Some(&member(name, 'd')))
            .await;
    }

    let uk = site.public("uk", "/about").await;
    assert_eq!(uk["story"]["heading"], "Наш дім");
    assert_eq!(uk["story"]["quote"]["role"], "Господиня");
    assert_eq!(uk["story"]["houseImage"]["id"], image_id('a'));
    assert_eq!(
        uk["story"]["certificate"]["photo"],
        format!("/media/{}/detail.jpg", image_id('c'))
    );
    let names: Vec<&str> = uk["team"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ірина", "Андрій", "Марія"]);
    let en = site.public("en", "/about").await;
    assert_eq!(en["story"]["text"], "Since 1996.\n\nSecond paragraph.");
    assert_eq!(en["team"][2]["profession"], "Dog trainer");

    // A new photo for the second person: both languages show it on the next read (cached
    // answers are dropped when the read model moves).
    let page = site.ok(Method::GET, "/about", None).await;
    let id = page["team"][1]["id"].as_i64().unwrap();
    let mut edit = member(("Андрій", "Andrii"), 'e');
    edit["version"] = page["version"].clone();
    site.ok(Method::PUT, &format!("/about/team/{id}"), Some(&edit))
        .await;
    for language in ["uk", "en"] {
        let about = site.public(language, "/about").await;
        assert_eq!(about["team"][1]["photo"]["id"], image_id('e'), "{language}");
    }

    // Reordered, then one removed.
    let page = site.ok(Method::GET, "/about", None).await;
    let ids: Vec<i64> = page["team"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect();
    let order = json!({ "version": page["version"], "order": [ids[2], ids[0], ids[1]] });
    site.ok(Method::PUT, "/about/team-order", Some(&order))
        .await;
    site.ok(Method::DELETE, &format!("/about/team/{}", ids[0]), None)
        .await;
    let en = site.public("en", "/about").await;
    let names: Vec<&str> = en["team"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Mariia", "Andrii"]);
}

#[tokio::test]
async fn bad_about_input_is_refused_with_its_key_and_changes_nothing() {
    let site = Site::new().await;
    site.ok(Method::PUT, "/about/story", Some(&story(0))).await;
    let before = site.public("uk", "/about").await;

    let mut missing = story(1);
    missing["quoteRole"] = both("Господиня", "  ");
    let body = assert_error(
        site.admin(Method::PUT, "/about/story", Some(&missing))
            .await,
        StatusCode::BAD_REQUEST,
        "textRequired",
    )
    .await;
    assert_eq!(body["field"], "quoteRole.en");

    let mut not_uploaded = story(1);
    not_uploaded["houseImage"] = json!("f".repeat(64));
    let body = assert_error(
        site.admin(Method::PUT, "/about/story", Some(&not_uploaded))
            .await,
        StatusCode::BAD_REQUEST,
        "warningMessageInvalidPhoto",
    )
    .await;
    assert_eq!(body["field"], "houseImage");

    let mut long = story(1);
    long["heading"] = both(&"Д".repeat(151), "Our home");
    assert_error(
        site.admin(Method::PUT, "/about/story", Some(&long)).await,
        StatusCode::BAD_REQUEST,
        "textTooLong",
    )
    .await;

    // A stale form, a body that is not the form, an unknown member and a wrong order.
    assert_error(
        site.admin(Method::PUT, "/about/story", Some(&story(0)))
            .await,
        StatusCode::CONFLICT,
        "conflict",
    )
    .await;
    assert_error(
        site.admin(
            Method::PUT,
            "/about/story",
            Some(&json!({ "version": "one" })),
        )
        .await,
        StatusCode::BAD_REQUEST,
        "invalidRequest",
    )
    .await;
    let no_photo = json!({ "name": both("Ірина", "Iryna"), "profession": both("Лікар", "Vet") });
    let body = assert_error(
        site.admin(Method::POST, "/about/team", Some(&no_photo))
            .await,
        StatusCode::BAD_REQUEST,
        "photoRequired",
    )
    .await;
    assert_eq!(body["field"], "photo");
    for path in ["/about/team/9", "/about/team/abc", "/about/team/-1"] {
        assert_error(
            site.admin(Method::DELETE, path, None).await,
            StatusCode::NOT_FOUND,
            "message404Error",
        )
        .await;
    }
    assert_error(
        site.admin(
            Method::PUT,
            "/about/team-order",
            Some(&json!({ "version": 1, "order": [5] })),
        )
        .await,
        StatusCode::BAD_REQUEST,
        "invalidRequest",
    )
    .await;

    assert_eq!(site.public("uk", "/about").await, before);
    assert_eq!(site.ok(Method::GET, "/about", None).await["version"], 1);
}

#[tokio::test]
async fn faq_answers_are_sanitized_ordered_and_served_on_get_and_post() {
    let site = Site::new().await;
    let dangerous = r#"<p onclick="steal()">Bring <b>food</b>.<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.com" target="_blank">y</a></p><img src=x onerror=alert(3)>"#;
    for (uk, en, answer) in [
        ("Щеплення?", "Vaccinations?", "<p>Yes.</p>"),
        ("Що взяти?", "What to bring?", dangerous),
        ("Оплата?", "Payment?", "<ul><li>Cash</li><li>Card</li></ul>"),
    ] {
        site.ok(Method::POST, "/faq", Some(&question(uk, en, answer)))
            .await;
    }

    let en = site.public("en", "/about/ask").await;
    let items = en["faqValueSet"].as_array().unwrap();
    assert_eq!(items.len(), 3);
    assert_eq!(items[1]["question"], "What to bring?");
    assert_eq!(
        items[1]["answer"],
        r#"<p>Bring <b>food</b>. <a rel="noopener noreferrer">x</a> <a href="https://example.com" rel="noopener noreferrer">y</a></p>"#
    );
    assert_eq!(items[1]["language"]["languageValue"], "en");
    let uk = site.public("uk", "/about/ask").await;
    assert_eq!(uk["faqValueSet"][0]["question"], "Щеплення?");
    assert_eq!(uk["faqValueSet"][0]["language"]["languageValue"], "uk");

    // SPEC §7 names a POST: it answers the same list, in the header's language.
    let posted: Value = site
        .app
        .request(Method::POST, "/api/about/ask")
        .header("Accept-DHLanguage", "en")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(posted, en);

    // A staff edit of one answer shows on the next read in both languages.
    let list = site.ok(Method::GET, "/faq", None).await;
    let id = list["items"][0]["id"].as_i64().unwrap();
    let mut edit = json!({
        "version": list["version"],
        "question": both("Щеплення?", "Vaccinations?"),
        "answer": both("<p>Так, від сказу.</p>", "<p>Yes, against rabies.</p>"),
    });
    site.ok(Method::PUT, &format!("/faq/{id}"), Some(&edit))
        .await;
    assert_eq!(
        site.public("en", "/about/ask").await["faqValueSet"][0]["answer"],
        "<p>Yes, against rabies.</p>"
    );
    assert_eq!(
        site.public("uk", "/about/ask").await["faqValueSet"][0]["answer"],
        "<p>Так, від сказу.</p>"
    );

    // Stale edits, empty answers, unknown items and wrong orders are refused.
    assert_error(
        site.admin(Method::PUT, &format!("/faq/{id}"), Some(&edit))
            .await,
        StatusCode::CONFLICT,
        "conflict",
    )
    .await;
    edit["version"] = json!(list["version"].as_u64().unwrap() + 1);
    edit["answer"]["en"] = json!("<script>only()</script>");
    let body = assert_error(
        site.admin(Method::PUT, &format!("/faq/{id}"), Some(&edit))
            .await,
        StatusCode::BAD_REQUEST,
        "textRequired",
    )
    .await;
    assert_eq!(body["field"], "answer.en");
    assert_error(
        site.admin(Method::DELETE, "/faq/99", None).await,
        StatusCode::NOT_FOUND,
        "message404Error",
    )
    .await;
    assert_error(
        site.admin(
            Method::PUT,
            "/faq-order",
            Some(&json!({ "version": 4, "order": [1, 1, 2] })),
        )
        .await,
        StatusCode::BAD_REQUEST,
        "invalidRequest",
    )
    .await;

    let list = site
        .ok(
            Method::PUT,
            "/faq-order",
            Some(&json!({ "version": 4, "order": [3, 1, 2] })),
        )
        .await;
    assert_eq!(list["items"][0]["id"], 3);
    site.ok(Method::DELETE, "/faq/2", None).await;
    let en = site.public("en", "/about/ask").await;
    let questions: Vec<&str> = en["faqValueSet"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["question"].as_str().unwrap())
        .collect();
    assert_eq!(questions, ["Payment?", "Vaccinations?"]);
}

#[tokio::test]
async fn the_faq_history_shows_each_version_and_restores_a_deleted_question() {
    let site = Site::new().await;
    site.ok(
        Method::POST,
        "/faq",
        Some(&question("Щеплення?", "Vaccinations?", "<p>Yes.</p>")),
    )
    .await;
    site.ok(
        Method::POST,
        "/faq",
        Some(&question("Оплата?", "Payment?", "<p>Card.</p>")),
    )
    .await;
    site.ok(Method::DELETE, "/faq/1", None).await;

    let history = site.ok(Method::GET, "/faq/history", None).await;
    let events: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(events, ["FaqItemAdded", "FaqItemAdded", "FaqItemDeleted"]);
    assert_eq!(history[0]["actor"], "anna");
    assert_eq!(history[2]["changedFields"], json!(["items"]));

    let version = site.ok(Method::GET, "/faq/versions/2", None).await;
    assert_eq!(version["items"].as_array().unwrap().len(), 2);
    assert_error(
        site.admin(Method::GET, "/faq/versions/9", None).await,
        StatusCode::NOT_FOUND,
        "message404Error",
    )
    .await;

    let restored = site
        .ok(
            Method::POST,
            "/faq/restore/2",
            Some(&json!({ "version": 3 })),
        )
        .await;
    assert_eq!(restored["version"], 4);
    assert_eq!(restored["items"].as_array().unwrap().len(), 2);
    let en = site.public("en", "/about/ask").await;
    assert_eq!(en["faqValueSet"][0]["question"], "Vaccinations?");
}

#[tokio::test]
async fn the_about_history_restores_an_earlier_story() {
    let site = Site::new().await;
    site.ok(Method::PUT, "/about/story", Some(&story(0))).await;
    let mut changed = story(1);
    changed["heading"] = both("Новий заголовок", "Our home");
    site.ok(Method::PUT, "/about/story", Some(&changed)).await;
    let history = site.ok(Method::GET, "/about/history", None).await;
    assert_eq!(history[1]["changedFields"], json!(["heading.uk"]));
    let restored = site
        .ok(
            Method::POST,
            "/about/restore/1",
            Some(&json!({ "version": 2 })),
        )
        .await;
    assert_eq!(restored["story"]["heading"]["uk"], "Наш дім");
    assert_eq!(
        site.public("uk", "/about").await["story"]["heading"],
        "Наш дім"
    );
}

#[tokio::test]
async fn the_about_pages_embed_their_first_screen_and_answer_in_their_language() {
    let site = Site::new().await;
    site.ok(Method::PUT, "/about/story", Some(&story(0))).await;
    site.ok(
        Method::POST,
        "/faq",
        Some(&question("Щеплення?", "Vaccinations?", "<p>Yes.</p>")),
    )
    .await;
    for (path, title, embedded) in [
        ("/en/about", "About us", "Our home"),
        ("/uk/about", "Про нас", "Наш дім"),
        (
            "/en/about/ask",
            "Frequently asked questions",
            "Vaccinations?",
        ),
        ("/uk/about/ask", "Часті запитання", "Щеплення?"),
    ] {
        let response = site
            .app
            .client
            .get(site.app.url(path))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let html = response.text().await.unwrap();
        assert!(html.contains(title), "{path} has its title");
        assert!(html.contains("doghotel-data"), "{path} embeds its data");
        assert!(html.contains(embedded), "{path} embeds {embedded}");
    }
}

#[tokio::test]
async fn staff_calls_need_a_signed_in_staff_member() {
    let site = Site::new().await;
    let response = site
        .app
        .request(Method::PUT, "/api/admin/about/story")
        .json(&story(0))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let response = site
        .app
        .request(Method::POST, "/api/admin/faq")
        .json(&question("Q", "Q", "<p>A</p>"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
}
