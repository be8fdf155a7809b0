//! The public API's shapes as SPEC §3 names them, read from the running server with one of
//! everything published: the article views and their content items, categories, albums and
//! their photos, dogs and their photos, the FAQ, reviews and paged answers. A field renamed or
//! moved fails here before a client meets it.
//!
//! Fields beyond the SPEC's are allowed (an article card's `categoryId`, an image's size); the
//! SPEC's own must be there, in the place it gives them. Three differ by decision and are not
//! checked: a review has no `userId` (visitors have no accounts), a dog's photo list is
//! `photos` (each photo with the SPEC's `id, photo, main`), and a price item's title is `title`
//! and its category's heading comes from the page's own texts.

use chrono::{NaiveDate, Utc};
use command::review::seed::{add_review, Moderation};
use events::review::ReviewDetails;
use events::Language;
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::admin_dogs::new_dog;
use crate::albums::png;
use crate::blog::draft;
use crate::support::TestApp;

/// A signed-in staff member on a server of their own.
struct Site {
    app: TestApp,
    token: String,
}

impl Site {
    async fn new() -> Site {
        let app = TestApp::spawn().await;
        for seed in ['a', 'b'] {
            app.mark_uploaded(&seed.to_string().repeat(64)).await;
        }
        app.create_anna().await;
        let token = app.token().await;
        Site { app, token }
    }

    async fn admin(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let request = self
            .app
            .request(method, &format!("/api/admin{path}"))
            .bearer_auth(&self.token);
        let request = match body {
            Some(body) => request.json(&body),
            None => request,
        };
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    async fn public(&self, path: &str) -> Value {
        let response = self
            .app
            .request(Method::GET, &format!("/api{path}"))
            .header("Accept-DHLanguage", "en")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    /// A published article in a new category, made the main one; answers (article, category).
    async fn main_article(&self) -> (Value, Value) {
        let body = json!({ "name": { "uk": "Поради", "en": "Tips" } });
        let categories = self
            .admin(Method::POST, "/articles/categories/add", Some(body))
            .await;
        let category = categories[0]["id"].clone();
        let created = self
            .admin(
                Method::POST,
                "/articles/snapshot",
                Some(draft(&category, "Прогулянки")),
            )
            .await;
        let id = &created["id"];
        self.admin(Method::PUT, &format!("/articles/publish/{id}"), None)
            .await;
        self.admin(Method::PUT, &format!("/articles/main/{id}"), None)
            .await;
        // A second article, so that lists and recommendations hold one besides the main.
        let other = self
            .admin(
                Method::POST,
                "/articles/snapshot",
                Some(draft(&category, "Корм")),
            )
            .await;
        let other_id = &other["id"];
        self.admin(Method::PUT, &format!("/articles/publish/{other_id}"), None)
            .await;
        (created, category)
    }

    /// A published album with one photo; answers its id.
    async fn album(&self) -> Value {
        let body = json!({ "name": { "uk": "Літо", "en": "Summer" } });
        let album = self.admin(Method::POST, "/albums", Some(body)).await;
        let id = &album["id"];
        let photo = Part::bytes(png(1, 300, 260))
            .file_name("summer.png")
            .mime_str("image/png")
            .unwrap();
        let response = self
            .app
            .request(Method::POST, &format!("/api/admin/albums/{id}/photos"))
            .bearer_auth(&self.token)
            .multipart(Form::new().part("file", photo))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        self.admin(Method::PUT, &format!("/albums/publish/{id}"), None)
            .await;
        id.clone()
    }
}

/// Asserts that `value` is an object holding every one of `fields`.
fn has_fields(value: &Value, fields: &[&str], what: &str) {
    let object = value
        .as_object()
        .unwrap_or_else(|| panic!("{what} is not an object: {value}"));
    for field in fields {
        assert!(
            object.contains_key(*field),
            "{what} lacks `{field}`: {value}"
        );
    }
}

/// The first element of the array at `value`, which must not be empty.
fn first<'a>(value: &'a Value, what: &str) -> &'a Value {
    value
        .as_array()
        .and_then(|items| items.first())
        .unwrap_or_else(|| panic!("{what} is not a non-empty list: {value}"))
}

/// SPEC §3 "Paged response"; answers its first item.
fn paged<'a>(page: &'a Value, what: &str) -> &'a Value {
    has_fields(
        page,
        &["content", "last", "totalElements", "totalPages"],
        what,
    );
    first(&page["content"], what)
}

/// An image as the public views carry it: an id and a ready address.
fn image(value: &Value, what: &str) {
    has_fields(value, &["id", "photo"], what);
    let photo = value["photo"].as_str().unwrap();
    assert!(photo.starts_with("/media/"), "{what}'s photo {photo}");
}

#[tokio::test]
async fn the_blog_answers_the_spec_article_and_category_views() {
    let site = Site::new().await;
    let (article, category) = site.main_article().await;
    let id = &article["id"];

    let main = site.public("/blogs/main-articles").await;
    has_fields(
        &main,
        &["id", "title", "thesis", "image", "category"],
        "the main article",
    );
    image(&main["image"], "the main article");

    let page = site.public("/blogs/secondary-articles/1").await;
    let card = paged(&page, "the article list");
    has_fields(
        card,
        &["id", "title", "image", "category"],
        "an article card",
    );
    image(&card["image"], "an article card");
    let in_category = site
        .public(&format!("/blogs/secondary-articles/{category}/1"))
        .await;
    paged(&in_category, "a category's articles");
    let recommended = site
        .public(&format!(
            "/blogs/secondary-articles/{category}/{id}/recommended/1"
        ))
        .await;
    paged(&recommended, "the recommended articles");

    let categories = site.public("/blogs/categories").await;
    let shown = first(&categories["currentCategories"], "currentCategories");
    has_fields(shown, &["id", "name"], "a category");

    let open = site.public(&format!("/blogs/articles/{id}")).await;
    has_fields(
        &open,
        &[
            "id",
            "title",
            "image",
            "date",
            "category",
            "categoryId",
            "articleContent",
        ],
        "the open article",
    );
    let content = open["articleContent"].as_array().unwrap();
    assert!(!content.is_empty());
    let orders: Vec<u64> = content
        .iter()
        .map(|item| {
            let entry = first(&item["contentValueDtoSet"], "contentValueDtoSet");
            has_fields(
                entry,
                &["contentValue", "orderOnPage", "contentTypeEnum"],
                "a content item's first entry",
            );
            let kind = entry["contentTypeEnum"]["id"].as_u64().unwrap();
            assert!((1..=3).contains(&kind), "type {kind}");
            entry["orderOnPage"].as_u64().unwrap()
        })
        .collect();
    assert!(orders.is_sorted(), "sorted by orderOnPage: {orders:?}");
    site.app.stop().await;
}

#[tokio::test]
async fn albums_dogs_faq_and_reviews_answer_the_spec_shapes() {
    let site = Site::new().await;
    let album = site.album().await;
    let dog = site
        .admin(Method::POST, "/want-a-friend/dog", Some(new_dog()))
        .await;
    let dog_id = &dog["id"];
    site.admin(
        Method::PUT,
        &format!("/want-a-friend/publish/{dog_id}"),
        None,
    )
    .await;
    let faq = json!({
        "question": { "uk": "Чи можна?", "en": "May I?" },
        "answer": { "uk": "<p>Так.</p>", "en": "<p>Yes.</p>" },
    });
    site.admin(Method::POST, "/faq", Some(faq)).await;
    let review = ReviewDetails {
        parent_id: None,
        name: "Олена".to_owned(),
        pet_name: Some("Бім".to_owned()),
        text: "Дякуємо за турботу!".to_owned(),
        image: None,
        language: Language::En,
        spam: None,
    };
    add_review(
        &site.app.command_state(),
        review,
        Utc::now(),
        Moderation::Approved,
    )
    .await
    .expect("stored");
    site.app.wait_until_projected().await;

    let albums = site.public("/albums?page=1").await;
    let card = paged(&albums, "the albums");
    has_fields(card, &["id", "name", "photosCount", "images"], "an album");
    image(
        first(&card["images"], "an album's images"),
        "an album's image",
    );
    let photos = site.public(&format!("/albums/{album}/photos?page=1")).await;
    image(paged(&photos, "an album's photos"), "an album's photo");

    let dogs = site.public("/want-a-friend/1").await;
    paged(&dogs, "the dogs");
    let details = site.public(&format!("/want-a-friend/dog/{dog_id}")).await;
    has_fields(
        &details,
        &[
            "id",
            "parentDogId",
            "birthDate",
            "breedId",
            "sizeId",
            "dogSex",
            "hasGuardianship",
            "sterilized",
            "dateCreated",
        ],
        "a dog",
    );
    let birth = details["birthDate"].as_str().unwrap();
    assert!(
        NaiveDate::parse_from_str(birth, "%Y-%m-%d").is_ok(),
        "{birth}"
    );
    assert!(["MALE", "FEMALE"].contains(&details["dogSex"].as_str().unwrap()));
    assert!((1..=3).contains(&details["sizeId"].as_u64().unwrap()));
    let photo = first(&details["photos"], "a dog's photos");
    has_fields(photo, &["id", "photo", "main"], "a dog's photo");
    assert_eq!(photo["main"], true, "the main photo first");

    let questions = site.public("/about/ask").await;
    let question = first(&questions["faqValueSet"], "faqValueSet");
    has_fields(
        question,
        &["id", "question", "answer", "language"],
        "a question",
    );
    assert_eq!(question["language"]["languageValue"], "en");

    let feedback = site.public("/feedback").await;
    has_fields(&feedback, &["content", "hasMoreFeedback"], "the reviews");
    let shown = first(&feedback["content"], "the reviews");
    has_fields(
        shown,
        &["image", "text", "name", "petName", "date", "answers"],
        "a review",
    );
    assert!(chrono::DateTime::parse_from_rfc3339(shown["date"].as_str().unwrap()).is_ok());
    site.app.stop().await;
}
