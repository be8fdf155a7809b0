//! The hotel's places and closed nights (`/api/admin/stays/capacity`) and each night's
//! availability (`/api/stays/availability`), through the running server.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::{assert_error, TestApp};

fn capacity(version: u64, cats: u32) -> Value {
    json!({
        "version": version,
        "places": { "dogSmall": 6, "dogMedium": 8, "dogBig": 4, "cat": cats },
        "closed": [{ "from": "2026-12-31", "to": "2027-01-01", "note": "New Year" }]
    })
}

async fn save(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.request(Method::PUT, "/api/admin/stays/capacity")
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .unwrap()
}

/// A staff call under `/api/admin/stays/capacity` that must answer 200, and its JSON.
async fn staff_json(app: &TestApp, token: &str, method: Method, path: &str, body: Value) -> Value {
    let response = app
        .request(method, &format!("/api/admin/stays/capacity{path}"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    response.json().await.unwrap()
}

async fn availability(app: &TestApp, query: &str) -> reqwest::Response {
    app.client
        .get(app.url(&format!("/api/stays/availability?{query}")))
        .send()
        .await
        .unwrap()
}

/// Each night's `(night, closed, places, free)`.
async fn nights(app: &TestApp, query: &str) -> Vec<(String, bool, u64, u64)> {
    let response = availability(app, query).await;
    assert_eq!(response.status(), StatusCode::OK, "{query}");
    let answer: Value = response.json().await.unwrap();
    answer["nights"]
        .as_array()
        .unwrap()
        .iter()
        .map(|night| {
            (
                night["night"].as_str().unwrap().to_owned(),
                night["closed"].as_bool().unwrap(),
                night["places"].as_u64().unwrap(),
                night["free"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn staff_set_the_places_and_a_closed_new_year_and_the_nights_show_them_at_once() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let around_new_year = "from=2026-12-30&to=2027-01-02&pet=dogBig";
    // Before staff set the places, the hotel has none, and the admin form starts at version 0.
    assert!(nights(&app, around_new_year)
        .await
        .iter()
        .all(|(_, closed, places, _)| !closed && *places == 0));
    let unset = app
        .request(Method::GET, "/api/admin/stays/capacity")
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(unset.status(), StatusCode::NOT_FOUND);

    let first = save(&app, &token, &capacity(0, 10)).await;
    assert_eq!(first.status(), StatusCode::OK);
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["version"], 1);
    assert_eq!(first["places"]["dogBig"], 4);
    let seen = |night: &str, closed, places| (night.to_owned(), closed, places, places);
    assert_eq!(
        nights(&app, around_new_year).await,
        [
            seen("2026-12-30", false, 4),
            seen("2026-12-31", true, 0),
            seen("2027-01-01", true, 0),
            seen("2027-01-02", false, 4),
        ]
    );

    // The cats' answer was read (and kept in memory) before the change; the change shows.
    let one_night = "from=2026-12-01&to=2026-12-01&pet=cat";
    assert_eq!(nights(&app, one_night).await[0].2, 10);
    let edited = save(&app, &token, &capacity(1, 12)).await;
    assert_eq!(edited.status(), StatusCode::OK);
    assert_eq!(nights(&app, one_night).await[0].2, 12);
    let stale = save(&app, &token, &capacity(1, 14)).await;
    assert_error(stale, StatusCode::CONFLICT, "conflict").await;

    // The history names each change, and an old version can be restored.
    let history = staff_json(&app, &token, Method::GET, "/history", Value::Null).await;
    let events: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["event"].as_str().unwrap())
        .collect();
    assert_eq!(events, ["CapacityCreated", "CapacityEdited"]);
    let second = staff_json(&app, &token, Method::GET, "/versions/2", Value::Null).await;
    assert_eq!(second["changedFields"], json!(["places.cat"]));
    let restore = json!({ "version": 2 });
    staff_json(&app, &token, Method::POST, "/restore/1", restore).await;
    assert_eq!(nights(&app, one_night).await[0].2, 10);
    let admin = staff_json(&app, &token, Method::GET, "", Value::Null).await;
    assert_eq!(admin["version"], 3);
    assert_eq!(admin["closed"][0]["note"], "New Year");
    app.stop().await;
}

#[tokio::test]
async fn bad_places_bad_nights_and_unknown_pets_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    assert_eq!(
        save(&app, &token, &capacity(0, 10)).await.status(),
        StatusCode::OK
    );

    let mut half_a_place = capacity(1, 10);
    half_a_place["places"]["dogSmall"] = json!(2.5);
    let mut backwards = capacity(1, 10);
    backwards["closed"][0] = json!({ "from": "2027-01-01", "to": "2026-12-31" });
    let mut overlapping = capacity(1, 10);
    overlapping["closed"]
        .as_array_mut()
        .unwrap()
        .push(json!({ "from": "2027-01-01", "to": "2027-01-03" }));
    for (body, code, field) in [
        (half_a_place, "invalidPlaces", "places.dogSmall"),
        (backwards, "invalidClosedNights", "closed"),
        (overlapping, "invalidClosedNights", "closed"),
    ] {
        let refused = save(&app, &token, &body).await;
        let answer = assert_error(refused, StatusCode::BAD_REQUEST, code).await;
        assert_eq!(answer["field"], field);
    }
    let unsigned = app
        .request(Method::PUT, "/api/admin/stays/capacity")
        .json(&capacity(1, 99))
        .send()
        .await
        .unwrap();
    assert_eq!(unsigned.status(), StatusCode::UNAUTHORIZED);

    for (query, code, field) in [
        (
            "from=2026-12-02&to=2026-12-01&pet=cat",
            "invalidNights",
            "to",
        ),
        (
            "from=2026-12-01&to=2027-03-04&pet=cat",
            "invalidNights",
            "to",
        ),
        (
            "from=2026-13-01&to=2027-01-01&pet=cat",
            "invalidNights",
            "from",
        ),
        ("to=2027-01-01&pet=cat", "invalidNights", "from"),
        (
            "from=2026-12-01&to=2026-12-02&pet=horse",
            "invalidPet",
            "pet",
        ),
        ("from=2026-12-01&to=2026-12-02", "invalidPet", "pet"),
    ] {
        let refused = availability(&app, query).await;
        let answer = assert_error(refused, StatusCode::BAD_REQUEST, code).await;
        assert_eq!(answer["field"], field, "{query}");
    }
    // Nothing of the above changed the places.
    let cats = nights(&app, "from=2026-12-01&to=2027-03-03&pet=cat").await;
    assert_eq!(cats.len(), 93);
    assert_eq!(cats[0].2, 10);
    app.stop().await;
}
