//! The services page's calls: the price list and services in each language, the stay-cost
//! estimate, and staff edits that the public answers show at once.

use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::support::{assert_error, TestApp};

/// The server with the SPEC §3 price list and the four services, as `seed-prices` adds them.
async fn seeded() -> TestApp {
    let app = TestApp::spawn().await;
    let store = media::LocalStore::new(app.media_dir());
    let added = doghotel::demo::seed_prices(&app.command_state(), &store)
        .await
        .unwrap();
    assert_eq!(added, 12);
    app.wait_until_projected().await;
    app
}

impl TestApp {
    async fn get_in(&self, path: &str, language: &str) -> Response {
        self.client
            .get(self.url(path))
            .header("Accept-DHLanguage", language)
            .send()
            .await
            .unwrap()
    }

    async fn json_in(&self, path: &str, language: &str) -> Value {
        let response = self.get_in(path, language).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    async fn edit_dog_hotel(&self, token: &str, body: &Value) -> Response {
        self.request(Method::PUT, "/api/admin/prices/dog-hotel")
            .bearer_auth(token)
            .json(body)
            .send()
            .await
            .unwrap()
    }
}

fn item<'a>(items: &'a Value, id: &str) -> &'a Value {
    items
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["id"] == id)
        .unwrap_or_else(|| panic!("no item {id}"))
}

fn values(item: &Value) -> Vec<&str> {
    item["serviceCategories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["value"].as_str().unwrap())
        .collect()
}

/// The dog hotel's form as staff send it, with the hotel's-food day at `price`.
pub(crate) fn dog_hotel_form(version: u64, price: &str) -> Value {
    json!({
        "version": version,
        "title": { "uk": "Готель для собак", "en": "Dog hotel" },
        "description": { "uk": "Ціна за добу.", "en": "Price per day." },
        "discount": { "uk": "", "en": "" },
        "lines": [
            { "id": 1, "name": { "uk": "З харчуванням готелю", "en": "With the hotel's food" }, "value": price },
            { "id": 2, "name": { "uk": "З харчуванням власника", "en": "With the owner's food" }, "value": "650" }
        ]
    })
}

#[tokio::test]
async fn the_services_page_reads_the_seed_prices_and_services_in_each_language() {
    let app = seeded().await;
    let en = app.json_in("/api/prices", "en").await;
    let uk = app.json_in("/api/prices", "uk").await;
    assert_eq!(item(&en, "dog-hotel")["title"], "Dog hotel");
    assert_eq!(item(&uk, "dog-hotel")["title"], "Готель для собак");
    assert_eq!(values(item(&en, "dog-hotel")), ["750", "650"]);
    assert_eq!(values(item(&en, "cat-hotel")), ["374", "194", "400"]);
    assert_eq!(values(item(&en, "cat-hotel-5-days")), ["350"]);
    assert_eq!(
        item(&en, "cat-hotel-5-days")["discount"],
        "24 UAH off a day"
    );
    assert_eq!(
        item(&uk, "cat-hotel-10-days")["discount"],
        "-74 грн за добу"
    );
    assert_eq!(item(&en, "dog-hotel")["discount"], Value::Null);
    assert_eq!(values(item(&en, "transportation")).last(), Some(&""));
    let services = app.json_in("/api/services", "en").await;
    let titles: Vec<&str> = services
        .as_array()
        .unwrap()
        .iter()
        .map(|service| service["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        [
            "Dog walking",
            "Veterinary care",
            "Grooming",
            "Animal transportation"
        ]
    );
    assert_eq!(services[0]["paragraphs"].as_array().unwrap().len(), 2);
    assert!(services[0]["bigImage"]["photo"]
        .as_str()
        .unwrap()
        .starts_with("/media/"));
    // The page's HTML carries the same answers, so its first screen draws without asking.
    let html = app
        .client
        .get(app.url("/en/prices"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("\"endpoint\":\"getPrices\""));
    assert!(html.contains("Boarding services and prices"));
}

#[tokio::test]
async fn a_twelve_day_dog_stay_on_the_hotels_food_costs_9000() {
    let app = seeded().await;
    let estimate = app
        .json_in("/api/prices/estimate?pet=dog&food=hotel&days=12", "en")
        .await;
    assert_eq!(estimate["total"], 9000);
    assert_eq!(estimate["charges"][0]["quantity"], 12);
    assert_eq!(estimate["charges"][0]["unitPrice"], 750);
    assert_eq!(estimate["charges"][0]["name"], "With the hotel's food");
    let by_dates = app
        .json_in(
            "/api/prices/estimate?pet=cat&food=hotel&arrival=2026-12-01&departure=2026-12-11",
            "uk",
        )
        .await;
    assert_eq!(by_dates["total"], 3000);
    let with_extras = app
        .json_in(
            "/api/prices/estimate?pet=cat&food=owner&days=2.5&extras=dog-grooming:1,transportation:3",
            "en",
        )
        .await;
    assert_eq!(
        (&with_extras["total"], &with_extras["totalMax"]),
        (&json!(1294), &json!(1594))
    );
    assert_eq!(with_extras["onRequest"], true);
}

#[tokio::test]
async fn a_stay_it_cannot_price_is_a_400_naming_the_parameter() {
    let app = seeded().await;
    for (query, field) in [
        ("pet=dog&food=hotel&days=12.5", "days"),
        ("pet=dog&food=hotel&days=0", "days"),
        ("pet=dog&food=hotel&days=366", "days"),
        ("pet=dog&food=hotel&days=abc", "days"),
        ("pet=dog&food=hotel", "days"),
        (
            "pet=dog&food=hotel&arrival=2026-12-11&departure=2026-12-01",
            "days",
        ),
        ("pet=horse&food=hotel&days=1", "pet"),
        ("pet=dog&food=none&days=1", "food"),
        ("pet=dog&food=hotel&days=1&extras=nothing:1", "extras"),
        ("pet=dog&food=hotel&days=1&extras=dog-hotel:1", "extras"),
    ] {
        let response = app
            .get_in(&format!("/api/prices/estimate?{query}"), "en")
            .await;
        let body = assert_error(response, StatusCode::BAD_REQUEST, "invalidStay").await;
        assert_eq!(body["field"], field, "{query}");
    }
}

#[tokio::test]
async fn a_staff_edit_of_the_dog_price_is_public_at_once_and_can_be_restored() {
    let app = seeded().await;
    // Cached before the edit: the edit must drop it.
    assert_eq!(
        values(item(&app.json_in("/api/prices", "en").await, "dog-hotel")),
        ["750", "650"]
    );
    app.create_anna().await;
    let token = app.token().await;

    let anonymous = app
        .request(Method::PUT, "/api/admin/prices/dog-hotel")
        .json(&dog_hotel_form(1, "800"))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);

    let edited = app.edit_dog_hotel(&token, &dog_hotel_form(1, "800")).await;
    assert_eq!(edited.status(), StatusCode::OK);
    let edited: Value = edited.json().await.unwrap();
    assert_eq!(edited["version"], 2);
    assert_eq!(edited["lines"][0]["rate"], "dayHotelFood");
    for language in ["uk", "en"] {
        let prices = app.json_in("/api/prices", language).await;
        assert_eq!(
            values(item(&prices, "dog-hotel")),
            ["800", "650"],
            "{language}"
        );
    }
    let estimate = app
        .json_in("/api/prices/estimate?pet=dog&food=hotel&days=12", "en")
        .await;
    assert_eq!(estimate["total"], 9600);

    // A stale form, a bad value, a removed calculator line: refused, nothing changes.
    let stale = app.edit_dog_hotel(&token, &dog_hotel_form(1, "900")).await;
    assert_error(stale, StatusCode::CONFLICT, "conflict").await;
    let bad = app.edit_dog_hotel(&token, &dog_hotel_form(2, "9OO")).await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "invalidPriceValue").await;
    assert_eq!(body["field"], "lines.value");
    let mut without_line = dog_hotel_form(2, "800");
    without_line["lines"].as_array_mut().unwrap().remove(1);
    let removed = app.edit_dog_hotel(&token, &without_line).await;
    assert_error(
        removed,
        StatusCode::UNPROCESSABLE_ENTITY,
        "ratedLineRequired",
    )
    .await;
    let mut untitled = dog_hotel_form(2, "800");
    untitled["title"]["en"] = json!(" ");
    let body = assert_error(
        app.edit_dog_hotel(&token, &untitled).await,
        StatusCode::BAD_REQUEST,
        "contentTextRequired",
    )
    .await;
    assert_eq!(body["field"], "title.en");
    let not_json = app
        .request(Method::PUT, "/api/admin/prices/dog-hotel")
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    assert_error(not_json, StatusCode::BAD_REQUEST, "invalidRequest").await;
    let unknown = app
        .request(Method::PUT, "/api/admin/prices/no-such-item")
        .bearer_auth(&token)
        .json(&dog_hotel_form(1, "800"))
        .send()
        .await
        .unwrap();
    assert_error(unknown, StatusCode::NOT_FOUND, "message404Error").await;

    let history: Value = app
        .request(Method::GET, "/api/admin/prices/dog-hotel/history")
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let steps: Vec<(&Value, &Value)> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| (&entry["event"], &entry["actor"]))
        .collect();
    assert_eq!(
        steps,
        [
            (&json!("PriceItemCreated"), &json!("cli")),
            (&json!("PriceItemEdited"), &json!("anna"))
        ]
    );
    assert_eq!(
        history[1]["changedFields"],
        json!(["description.uk", "description.en", "lines.value"])
    );

    let first: Value = app
        .request(Method::GET, "/api/admin/prices/dog-hotel/versions/1")
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(first["lines"][0]["value"], "750");
    let restored = app
        .request(Method::POST, "/api/admin/prices/dog-hotel/restore/1")
        .bearer_auth(&token)
        .json(&json!({ "version": 2 }))
        .send()
        .await
        .unwrap();
    assert_eq!(restored.status(), StatusCode::OK);
    let prices = app.json_in("/api/prices", "en").await;
    assert_eq!(values(item(&prices, "dog-hotel")), ["750", "650"]);
    let admin: Value = app
        .request(Method::GET, "/api/admin/prices")
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(item(&admin, "dog-hotel")["version"], 3);
}
