//! The blog through the running server: categories with their rules, an article from draft to
//! publication, edits visitors do not see until published, the main article, the history with
//! its versions and restore, and the public lists in both languages.

use chrono::{DateTime, Duration, SubsecRound, Utc};
use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::support::{assert_error, TestApp};

fn image_id(seed: char) -> String {
    seed.to_string().repeat(64)
}

/// The editor's body for an article in category `category`, written in Ukrainian and
/// translated into English.
pub(crate) fn draft(category: &Value, title: &str) -> Value {
    json!({
        "categoryId": category,
        "mainImage": image_id('a'),
        "originalLanguage": "uk",
        "translations": {
            "uk": {
                "title": format!("{title} (uk)"),
                "thesis": "Коротко про головне.",
                "blocks": [
                    { "type": "TEXT", "value": "<p onmouseover=\"steal()\">Перший <b>абзац</b>.<script>alert(1)</script></p>" },
                    { "type": "QUOTE", "value": "<p>Собака — найкращий друг.</p>" },
                    { "type": "IMG", "value": image_id('b') }
                ]
            },
            "en": {
                "title": format!("{title} (en)"),
                "blocks": [{ "type": "TEXT", "value": "<p>The first <b>paragraph</b>.</p>" }]
            }
        }
    })
}

struct Blog {
    app: TestApp,
    token: String,
}

impl Blog {
    async fn new() -> Blog {
        Blog::with(|_| {}).await
    }

    async fn with(adjust: impl FnOnce(&mut doghotel::Config)) -> Blog {
        let app = TestApp::spawn_with(adjust).await;
        for seed in ['a', 'b', 'c'] {
            app.mark_uploaded(&image_id(seed)).await;
        }
        app.create_anna().await;
        let token = app.token().await;
        Blog { app, token }
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

    async fn public(&self, language: &str, path: &str) -> Response {
        self.app
            .client
            .get(self.app.url(&format!("/api{path}")))
            .header("Accept-DHLanguage", language)
            .send()
            .await
            .unwrap()
    }

    async fn public_json(&self, language: &str, path: &str) -> Value {
        let response = self.public(language, path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    async fn add_category(&self, uk: &str, en: &str) -> Response {
        let body = json!({ "name": { "uk": uk, "en": en } });
        self.admin(Method::POST, "/articles/categories/add", Some(&body))
            .await
    }

    /// Adds a category and answers its id.
    async fn category(&self, uk: &str, en: &str) -> Value {
        let response = self.add_category(uk, en).await;
        assert_eq!(response.status(), StatusCode::OK);
        let list: Vec<Value> = response.json().await.unwrap();
        list.last().unwrap()["id"].clone()
    }

    /// Creates an article and publishes it; answers the published article.
    async fn published(&self, category: &Value, title: &str) -> Value {
        let created = self
            .ok(
                Method::POST,
                "/articles/snapshot",
                Some(&draft(category, title)),
            )
            .await;
        let id = &created["id"];
        self.ok(Method::PUT, &format!("/articles/publish/{id}"), None)
            .await
    }
}

#[tokio::test]
async fn categories_keep_their_spec_rules() {
    let blog = Blog::new().await;
    blog.category("Поради", "Tips").await;
    blog.category("Здоров'я", "Health").await;

    let duplicate = blog.add_category("поради", "Advice").await;
    assert_error(duplicate, StatusCode::CONFLICT, "categoryExists").await;
    let short = blog.add_category("П", "Tips and tricks").await;
    let body = assert_error(short, StatusCode::BAD_REQUEST, "minCategoryNameLength").await;
    assert_eq!(body["field"], "name.uk");
    let empty = blog.add_category("Новини", "").await;
    assert_error(empty, StatusCode::BAD_REQUEST, "enterCategoryName").await;

    for (uk, en) in [
        ("Історії", "Stories"),
        ("Новини", "News"),
        ("Події", "Events"),
        ("Коти", "Cats"),
    ] {
        blog.category(uk, en).await;
    }
    let seventh = blog.add_category("Сьома", "Seventh").await;
    assert_error(seventh, StatusCode::CONFLICT, "maxCategoriesAmount").await;

    let categories: Vec<Value> = blog
        .ok(Method::GET, "/articles/categories", None)
        .await
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(categories.len(), 6);
    assert_eq!(
        categories[0]["name"],
        json!({ "uk": "Поради", "en": "Tips" })
    );

    let tips = categories[0]["id"].clone();
    blog.published(&tips, "Прогулянки").await;
    let in_use = blog
        .admin(
            Method::DELETE,
            &format!("/articles/categories/{tips}"),
            None,
        )
        .await;
    assert_error(in_use, StatusCode::CONFLICT, "canNotBeDeleted").await;

    let cats = categories[5]["id"].clone();
    let left = blog
        .ok(
            Method::DELETE,
            &format!("/articles/categories/{cats}"),
            None,
        )
        .await;
    assert_eq!(left.as_array().unwrap().len(), 5);
    assert_eq!(left[0]["articlesCount"], 1);
    let gone = blog
        .admin(
            Method::DELETE,
            &format!("/articles/categories/{cats}"),
            None,
        )
        .await;
    assert_error(gone, StatusCode::NOT_FOUND, "message404Error").await;
    blog.app.stop().await;
}

#[tokio::test]
async fn staff_adding_categories_at_the_same_moment_never_break_the_rules() {
    let blog = Blog::new().await;
    // The same name from four staff members at once: one category, every other answer a 409.
    let same = || blog.add_category("Поради", "Tips");
    let answers = tokio::join!(same(), same(), same(), same());
    let statuses = [answers.0, answers.1, answers.2, answers.3].map(|answer| answer.status());
    assert_eq!(
        statuses
            .iter()
            .filter(|status| **status == StatusCode::OK)
            .count(),
        1,
        "{statuses:?}"
    );
    assert!(
        statuses
            .iter()
            .all(|status| [StatusCode::OK, StatusCode::CONFLICT].contains(status)),
        "{statuses:?}"
    );

    // Four new names at once where only two places are left: never more than six.
    for (uk, en) in [
        ("Історії", "Stories"),
        ("Новини", "News"),
        ("Події", "Events"),
    ] {
        blog.category(uk, en).await;
    }
    let answers = tokio::join!(
        blog.add_category("Коти", "Cats"),
        blog.add_category("Свята", "Holidays"),
        blog.add_category("Корм", "Food"),
        blog.add_category("Ігри", "Games"),
    );
    for answer in [answers.0, answers.1, answers.2, answers.3] {
        assert!(
            [StatusCode::OK, StatusCode::CONFLICT].contains(&answer.status()),
            "{}",
            answer.status()
        );
    }
    let categories = blog.ok(Method::GET, "/articles/categories", None).await;
    let categories = categories.as_array().unwrap();
    assert!(categories.len() <= 6, "{} categories", categories.len());
    let tips = categories
        .iter()
        .filter(|category| category["name"]["en"] == "Tips")
        .count();
    assert_eq!(tips, 1);
    blog.app.stop().await;
}

#[tokio::test]
async fn a_draft_is_sanitized_and_stays_private_until_published() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let created = blog
        .ok(
            Method::POST,
            "/articles/snapshot",
            Some(&draft(&tips, "Прогулянки")),
        )
        .await;
    assert_eq!(created["status"], "NOT_PUBLISHED");
    assert_eq!(created["version"], 1);
    assert_eq!(
        created["translations"]["uk"]["blocks"][0]["value"],
        "<p>Перший <b>абзац</b>.</p>"
    );
    let id = created["id"].clone();
    let hidden = blog.public("uk", &format!("/blogs/articles/{id}")).await;
    assert_error(hidden, StatusCode::NOT_FOUND, "message404Error").await;

    blog.ok(Method::PUT, &format!("/articles/publish/{id}"), None)
        .await;
    let uk = blog
        .public_json("uk", &format!("/blogs/articles/{id}"))
        .await;
    assert_eq!(uk["title"], "Прогулянки (uk)");
    assert_eq!(uk["category"], "Поради");
    let content = uk["articleContent"].as_array().unwrap();
    assert_eq!(content.len(), 3);
    assert_eq!(content[1]["contentValueDtoSet"][0]["orderOnPage"], 2);
    assert_eq!(
        content[1]["contentValueDtoSet"][0]["contentTypeEnum"]["id"],
        2
    );
    assert_eq!(
        content[2]["contentValueDtoSet"][0]["contentValue"],
        image_id('b')
    );
    let en = blog
        .public_json("en", &format!("/blogs/articles/{id}"))
        .await;
    assert_eq!(en["title"], "Прогулянки (en)");
    assert_eq!(en["category"], "Tips");
    blog.app.stop().await;
}

#[tokio::test]
async fn bad_drafts_are_refused_with_their_field() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let mut no_category = draft(&tips, "Прогулянки");
    no_category["categoryId"] = json!(999);
    let refused = blog
        .admin(Method::POST, "/articles/snapshot", Some(&no_category))
        .await;
    let body = assert_error(refused, StatusCode::BAD_REQUEST, "categoryNotSelected").await;
    assert_eq!(body["field"], "categoryId");
    let mut foreign_picture = draft(&tips, "Прогулянки");
    foreign_picture["mainImage"] = json!(image_id('f'));
    let refused = blog
        .admin(Method::POST, "/articles/snapshot", Some(&foreign_picture))
        .await;
    assert_error(
        refused,
        StatusCode::BAD_REQUEST,
        "warningMessageInvalidPhoto",
    )
    .await;
    let mut untitled = draft(&tips, "Прогулянки");
    untitled["translations"]["uk"]["title"] = json!("  ");
    let refused = blog
        .admin(Method::POST, "/articles/snapshot", Some(&untitled))
        .await;
    assert_error(refused, StatusCode::BAD_REQUEST, "titleRequired").await;
    let titles = blog.ok(Method::GET, "/articles/titles", None).await;
    assert_eq!(titles, json!([]), "nothing was recorded");
    blog.app.stop().await;
}

#[tokio::test]
async fn visitors_read_the_published_version_while_staff_edit_the_next() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let article = blog.published(&tips, "Прогулянки").await;
    let id = article["id"].clone();

    let mut edited = draft(&tips, "Нові прогулянки");
    edited["id"] = id.clone();
    edited["version"] = article["version"].clone();
    let saved = blog
        .ok(Method::PUT, "/articles/snapshot", Some(&edited))
        .await;
    assert_eq!(saved["status"], "HAS_CHANGES");
    let card = &blog.ok(Method::GET, "/articles?page=1", None).await["content"][0];
    assert_eq!(card["status"], "HAS_CHANGES");
    let public = blog
        .public_json("uk", &format!("/blogs/articles/{id}"))
        .await;
    assert_eq!(public["title"], "Прогулянки (uk)");

    let stale = blog
        .admin(Method::PUT, "/articles/snapshot", Some(&edited))
        .await;
    assert_error(stale, StatusCode::CONFLICT, "conflict").await;

    let published = blog
        .ok(Method::PUT, &format!("/articles/publish/{id}"), None)
        .await;
    assert_eq!(published["status"], "PUBLISHED");
    let public = blog
        .public_json("uk", &format!("/blogs/articles/{id}"))
        .await;
    assert_eq!(public["title"], "Нові прогулянки (uk)");
    // The first publication's date, as PostgreSQL keeps it (to the microsecond).
    let micros = |value: &Value| value.as_str().unwrap()[..26].to_owned();
    assert_eq!(micros(&public["date"]), micros(&article["publishedAt"]));
    blog.app.stop().await;
}

#[tokio::test]
async fn the_history_opens_any_version_as_it_was_and_restores_it_as_a_new_draft() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let article = blog.published(&tips, "Прогулянки").await;
    let id = article["id"].clone();
    let mut edited = draft(&tips, "Невдала назва");
    edited["id"] = id.clone();
    edited["version"] = json!(2);
    blog.ok(Method::PUT, "/article/update", Some(&edited)).await;

    let history = blog
        .ok(
            Method::GET,
            &format!("/articles/article/{id}/history"),
            None,
        )
        .await;
    let steps: Vec<(&str, &str)> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|step| {
            (
                step["event"].as_str().unwrap(),
                step["actor"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        steps,
        [
            ("ArticleCreated", "anna"),
            ("ArticlePublished", "anna"),
            ("ArticleDraftSaved", "anna"),
            ("ArticlePublished", "anna")
        ]
    );
    assert_eq!(history[2]["changedFields"], json!(["title.uk", "title.en"]));

    let first = blog
        .ok(
            Method::GET,
            &format!("/articles/article/{id}/versions/2"),
            None,
        )
        .await;
    assert_eq!(first["translations"]["uk"]["title"], "Прогулянки (uk)");
    assert_eq!(first["status"], "PUBLISHED");
    let missing = blog
        .admin(
            Method::GET,
            &format!("/articles/article/{id}/versions/9"),
            None,
        )
        .await;
    assert_error(missing, StatusCode::NOT_FOUND, "message404Error").await;

    let restored = blog
        .ok(
            Method::POST,
            &format!("/articles/article/{id}/restore/2"),
            Some(&json!({ "version": 4 })),
        )
        .await;
    assert_eq!(restored["translations"]["uk"]["title"], "Прогулянки (uk)");
    assert_eq!(restored["status"], "HAS_CHANGES");
    assert_eq!(restored["version"], 5);
    let public = blog
        .public_json("uk", &format!("/blogs/articles/{id}"))
        .await;
    assert_eq!(
        public["title"], "Невдала назва (uk)",
        "restoring publishes nothing"
    );
    blog.app.stop().await;
}

#[tokio::test]
async fn one_main_article_at_a_time_and_hiding_it_empties_the_banner() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let first = blog.published(&tips, "Перша").await;
    let second = blog.published(&tips, "Друга").await;
    let draft_only = blog
        .ok(
            Method::POST,
            "/articles/snapshot",
            Some(&draft(&tips, "Чернетка")),
        )
        .await;
    let refused = blog
        .admin(
            Method::PUT,
            &format!("/articles/main/{}", draft_only["id"]),
            None,
        )
        .await;
    assert_error(refused, StatusCode::CONFLICT, "articleNotPublished").await;

    let made = blog
        .ok(
            Method::PUT,
            &format!("/articles/main/{}", first["id"]),
            None,
        )
        .await;
    assert_eq!(made["main"], true);
    let banner = blog.public_json("en", "/blogs/main-articles").await;
    assert_eq!(banner["id"], first["id"]);
    assert_eq!(banner["thesis"], "");
    let list = blog.public_json("en", "/blogs/secondary-articles/1").await;
    assert_eq!(
        list["totalElements"], 1,
        "the main article is not in the list"
    );

    blog.ok(
        Method::PUT,
        &format!("/articles/main/{}", second["id"]),
        None,
    )
    .await;
    let admin_list = blog.ok(Method::GET, "/articles?page=1", None).await;
    let mains: Vec<&Value> = admin_list["content"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|card| card["main"] == true)
        .collect();
    assert_eq!(mains.len(), 1);
    assert_eq!(mains[0]["id"], second["id"]);

    blog.ok(
        Method::PUT,
        &format!("/articles/hide/{}", second["id"]),
        None,
    )
    .await;
    assert_eq!(
        blog.public_json("uk", "/blogs/main-articles").await,
        Value::Null
    );
    assert_eq!(
        blog.ok(Method::GET, "/articles/main", None).await,
        Value::Null
    );

    // The projector lets the slot go after the hide's answer; published again, the article is
    // an ordinary one.
    let released = async {
        while blog.app.events_of_type("MainArticleChanged").await < 3 {
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(10), released)
        .await
        .expect("the slot is released");
    let republished = blog
        .ok(
            Method::PUT,
            &format!("/articles/publish/{}", second["id"]),
            None,
        )
        .await;
    assert_eq!(republished["main"], false);
    assert_eq!(
        blog.public_json("uk", "/blogs/main-articles").await,
        Value::Null
    );
    let release: (Option<i64>, String) = sqlx::query_as(
        "SELECT (payload->'MainArticleChanged'->>'previous')::bigint, metadata->>'actor'
           FROM events WHERE aggregate_type = 'MainArticle' ORDER BY sequence DESC LIMIT 1",
    )
    .fetch_one(&blog.app.db.pool)
    .await
    .unwrap();
    assert_eq!(
        release,
        (second["id"].as_i64(), "main_article_release".to_owned()),
        "the process manager released the hidden article, once"
    );
    assert_eq!(blog.app.events_of_type("MainArticleChanged").await, 3);
    blog.app.stop().await;
}

#[tokio::test]
async fn public_lists_page_by_language_and_category_and_refuse_malformed_ids() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let health = blog.category("Здоров'я", "Health").await;
    for n in 0..7 {
        blog.published(&tips, &format!("Порада {n}")).await;
    }
    let vet = blog.published(&health, "Ветеринар").await;
    let mut uk_only = draft(&health, "Лише українською");
    uk_only["translations"]["en"] = json!({});
    let created = blog
        .ok(Method::POST, "/articles/snapshot", Some(&uk_only))
        .await;
    blog.ok(
        Method::PUT,
        &format!("/articles/publish/{}", created["id"]),
        None,
    )
    .await;

    let page = blog.public_json("uk", "/blogs/secondary-articles/1").await;
    assert_eq!(page["totalElements"], 9);
    assert_eq!(page["content"].as_array().unwrap().len(), 6);
    assert_eq!(page["last"], false);
    assert_eq!(page["content"][0]["title"], "Лише українською (uk)");
    let en = blog
        .public_json("en", "/blogs/secondary-articles/0/1")
        .await;
    assert_eq!(
        en["totalElements"], 8,
        "an article without English is not on the English site"
    );
    let second = blog
        .public_json("en", &format!("/blogs/secondary-articles/{tips}/2"))
        .await;
    assert_eq!(second["content"].as_array().unwrap().len(), 1);
    assert_eq!(second["last"], true);

    let categories = blog.public_json("en", "/blogs/categories").await;
    assert_eq!(
        categories["currentCategories"],
        json!([{ "id": tips, "name": "Tips" }, { "id": health, "name": "Health" }])
    );

    let recommended = blog
        .public_json(
            "en",
            &format!(
                "/blogs/secondary-articles/{tips}/{}/recommended/1",
                vet["id"]
            ),
        )
        .await;
    assert_eq!(recommended["totalElements"], 7);
    assert_eq!(recommended["content"].as_array().unwrap().len(), 3);

    for path in [
        "/blogs/secondary-articles/0",
        "/blogs/secondary-articles/abc",
        "/blogs/secondary-articles/-1/1",
        "/blogs/secondary-articles/1/x/recommended/1",
    ] {
        let response = blog.public("uk", path).await;
        assert_error(response, StatusCode::BAD_REQUEST, "invalidRequest").await;
    }
    let uk_only_recommended = format!(
        "/blogs/secondary-articles/0/{}/recommended/1",
        created["id"]
    );
    for path in [
        "/blogs/articles/0",
        "/blogs/articles/abc",
        "/blogs/articles/99999",
        "/blogs/secondary-articles/0/99999/recommended/1",
    ] {
        let response = blog.public("uk", path).await;
        assert_error(response, StatusCode::NOT_FOUND, "message404Error").await;
    }
    let untranslated = blog.public("en", &uk_only_recommended).await;
    assert_error(untranslated, StatusCode::NOT_FOUND, "message404Error").await;
    blog.app.stop().await;
}

#[tokio::test]
async fn each_language_has_an_atom_feed_of_its_articles() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let published = blog.published(&tips, "Прогулянки").await;
    blog.ok(
        Method::POST,
        "/articles/snapshot",
        Some(&draft(&tips, "Чернетка")),
    )
    .await;
    let response = blog
        .app
        .client
        .get(blog.app.url("/en/feed.xml"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("application/atom+xml"));
    let feed = response.text().await.unwrap();
    assert_eq!(
        feed.matches("<entry>").count(),
        1,
        "drafts stay out: {feed}"
    );
    assert!(feed.contains("<title>Прогулянки (en)</title>"));
    assert!(feed.contains(&format!("/en/article/{}\"/>", published["id"])));
    let page = blog
        .app
        .client
        .get(blog.app.url("/uk/blog"))
        .send()
        .await
        .unwrap();
    let html = page.text().await.unwrap();
    assert!(html.contains(r#"type="application/atom+xml" title="DogHotel" href="/uk/feed.xml""#));
    blog.app.stop().await;
}

#[tokio::test]
async fn opening_an_article_counts_a_view_for_staff_even_when_answered_from_memory() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let article = blog.published(&tips, "Прогулянки").await;
    let id = article["id"].clone();
    assert_eq!(article["views"], 0);
    for language in ["uk", "en", "uk"] {
        blog.public_json(language, &format!("/blogs/articles/{id}"))
            .await;
    }
    blog.public("uk", "/blogs/articles/999").await;

    // Views are added up every minute and when the server stops.
    let Blog { app, token } = blog;
    let app = app.restart_with(|_| {}).await;
    let blog = Blog { app, token };
    let seen = blog
        .ok(Method::GET, &format!("/articles/article/{id}"), None)
        .await;
    assert_eq!(seen["views"], 3);
    let card = &blog.ok(Method::GET, "/articles?page=1", None).await["content"][0];
    assert_eq!(card["views"], 3);
    blog.app.stop().await;
}

#[tokio::test]
async fn a_scheduled_article_is_published_by_the_scheduler_when_its_time_comes() {
    // The scheduler looks every second here instead of every minute.
    let blog = Blog::with(|config| config.publication_schedule = "* * * * * *".to_owned()).await;
    let tips = blog.category("Поради", "Tips").await;
    let created = blog
        .ok(
            Method::POST,
            "/articles/snapshot",
            Some(&draft(&tips, "Зима")),
        )
        .await;
    let id = created["id"].clone();
    let schedule = format!("/articles/schedule/{id}");

    let past = (Utc::now() - Duration::minutes(1)).to_rfc3339();
    let refused = blog
        .admin(Method::PUT, &schedule, Some(&json!({ "publishAt": past })))
        .await;
    assert_error(refused, StatusCode::BAD_REQUEST, "publishAtInPast").await;
    let malformed = blog
        .admin(
            Method::PUT,
            &schedule,
            Some(&json!({ "publishAt": "tomorrow" })),
        )
        .await;
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);
    let unknown = blog
        .admin(
            Method::PUT,
            "/articles/schedule/999",
            Some(&json!({ "publishAt": (Utc::now() + Duration::hours(1)).to_rfc3339() })),
        )
        .await;
    assert_error(unknown, StatusCode::NOT_FOUND, "message404Error").await;

    let publish_at = Utc::now() + Duration::milliseconds(2500);
    let scheduled = blog
        .ok(
            Method::PUT,
            &schedule,
            Some(&json!({ "publishAt": publish_at.to_rfc3339() })),
        )
        .await;
    assert_eq!(scheduled["status"], "NOT_PUBLISHED");
    let answered: DateTime<Utc> = scheduled["publishAt"].as_str().unwrap().parse().unwrap();
    assert_eq!(answered, publish_at.trunc_subsecs(0), "kept to the second");
    let list = blog.ok(Method::GET, "/articles?page=1", None).await;
    assert_eq!(list["content"][0]["publishAt"], scheduled["publishAt"]);
    let before = blog.public("uk", &format!("/blogs/articles/{id}")).await;
    assert_eq!(before.status(), StatusCode::NOT_FOUND);

    // Each read table follows the events on its own: wait until both show the publication.
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(30);
    let article = loop {
        let page = blog.public("uk", &format!("/blogs/articles/{id}")).await;
        let article = blog
            .ok(Method::GET, &format!("/articles/article/{id}"), None)
            .await;
        if page.status() == StatusCode::OK && article["status"] == "PUBLISHED" {
            break article;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the scheduler never published the article: {}",
            article["status"]
        );
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    };
    assert_eq!(article["publishAt"], Value::Null);
    let history = blog
        .ok(
            Method::GET,
            &format!("/articles/article/{id}/history"),
            None,
        )
        .await;
    let last = history.as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["event"], "ArticlePublished");
    assert_eq!(last["actor"], "scheduler");
    blog.app.stop().await;
}

#[tokio::test]
async fn a_cancelled_schedule_publishes_nothing() {
    let blog = Blog::new().await;
    let tips = blog.category("Поради", "Tips").await;
    let created = blog
        .ok(
            Method::POST,
            "/articles/snapshot",
            Some(&draft(&tips, "Весна")),
        )
        .await;
    let id = created["id"].clone();
    let schedule = format!("/articles/schedule/{id}");
    let publish_at = (Utc::now() + Duration::hours(20)).to_rfc3339();
    blog.ok(
        Method::PUT,
        &schedule,
        Some(&json!({ "publishAt": publish_at })),
    )
    .await;

    let cancelled = blog.ok(Method::DELETE, &schedule, None).await;
    assert_eq!(cancelled["publishAt"], Value::Null);
    assert_eq!(cancelled["status"], "NOT_PUBLISHED");
    let events: Vec<Value> = blog
        .ok(
            Method::GET,
            &format!("/articles/article/{id}/history"),
            None,
        )
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["event"].clone())
        .collect();
    assert_eq!(
        events,
        [
            "ArticleCreated",
            "ArticlePublicationScheduled",
            "ArticlePublicationUnscheduled"
        ]
    );
    blog.app.stop().await;
}
