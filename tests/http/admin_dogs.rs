//! The admin dog calls: create, edit (with stale-version refusal), publish, hide, delete, and
//! the history that records who did each.

use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::anna::LOGIN;
use crate::support::{assert_error, TestApp};

fn image_id(seed: char) -> String {
    seed.to_string().repeat(64)
}

/// The admin form as the web app sends it for a new dog.
pub(crate) fn new_dog() -> Value {
    json!({
        "name": { "uk": "Бровко", "en": "Brovko" },
        "description": {
            "uk": "Лагідний і спокійний пес, любить дітей.",
            "en": "A gentle, calm dog who loves children."
        },
        "ageChoice": "oneToTwoYears",
        "birthDate": null,
        "breedId": null,
        "sizeId": 2,
        "dogSex": "MALE",
        "sterilized": true,
        "hasGuardianship": false,
        "photos": [{ "id": image_id('a'), "main": false }, { "id": image_id('b'), "main": true }]
    })
}

impl TestApp {
    async fn call(
        &self,
        token: &str,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Response {
        let request = self
            .request(method, &format!("/api/admin/want-a-friend{path}"))
            .bearer_auth(token);
        let request = match body {
            Some(body) => request.json(body),
            None => request,
        };
        request.send().await.unwrap()
    }

    async fn create_dog(&self, token: &str) -> Value {
        let response = self
            .call(token, Method::POST, "/dog", Some(&new_dog()))
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    async fn history(&self, token: &str, id: &Value) -> Vec<Value> {
        let response = self
            .call(token, Method::GET, &format!("/dog/{id}/history"), None)
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }
}

async fn signed_in() -> (TestApp, String) {
    let app = TestApp::spawn().await;
    for seed in ['a', 'b'] {
        app.mark_uploaded(&image_id(seed)).await;
    }
    app.create_anna().await;
    let token = app.token().await;
    (app, token)
}

#[tokio::test]
async fn a_new_dog_is_answered_not_published_with_its_main_photo_first() {
    let (app, token) = signed_in().await;
    let dog = app.create_dog(&token).await;
    assert!(dog["id"].as_i64().unwrap() > 0);
    assert_eq!(dog["parentDogId"], dog["id"]);
    assert_eq!(dog["version"], 1);
    assert_eq!(dog["dogStatus"], "NOT_PUBLISHED");
    assert_eq!(dog["name"]["en"], "Brovko");
    assert_eq!(dog["ageChoice"], "oneToTwoYears");
    assert_eq!(dog["ageBand"], "oneToFiveYears");
    assert_eq!(dog["breedId"], 170);
    assert_eq!(dog["sizeId"], 2);
    assert_eq!(dog["photos"][0]["id"], image_id('b'));
    assert_eq!(dog["photos"][0]["main"], true);
    assert_eq!(
        dog["photos"][0]["photo"],
        format!("/media/{}/card.jpg", image_id('b'))
    );
    assert_eq!(dog["photos"][1]["main"], false);
    app.stop().await;
}

#[tokio::test]
async fn each_new_dog_gets_the_next_id() {
    let (app, token) = signed_in().await;
    let first = app.create_dog(&token).await["id"].as_i64().unwrap();
    let second = app.create_dog(&token).await["id"].as_i64().unwrap();
    assert_eq!(second, first + 1);
    app.stop().await;
}

#[tokio::test]
async fn a_broken_form_rule_names_its_field_and_records_nothing() {
    let (app, token) = signed_in().await;
    let cases: [(&str, Value, &str, &str); 5] = [
        ("/name/en", json!("  "), "fieldNameNotEmpty", "name.en"),
        (
            "/description/uk",
            json!("Коротко"),
            "minDogDescriptionLength",
            "description.uk",
        ),
        ("/sizeId", Value::Null, "dogParametersRequired", "sizeId"),
        ("/dogSex", json!("DRAGON"), "invalidDogSex", "dogSex"),
        ("/photos", json!([]), "photoRequired", "photos"),
    ];
    for (pointer, value, code, field) in cases {
        let mut body = new_dog();
        *body.pointer_mut(pointer).unwrap() = value;
        let response = app.call(&token, Method::POST, "/dog", Some(&body)).await;
        let error = assert_error(response, StatusCode::BAD_REQUEST, code).await;
        assert_eq!(error["field"], field, "{pointer}");
    }
    assert_eq!(app.events_of_type("DogCreated").await, 0);
    app.stop().await;
}

#[tokio::test]
async fn without_an_age_the_three_parameters_are_required() {
    let (app, token) = signed_in().await;
    let mut body = new_dog();
    body["ageChoice"] = Value::Null;
    let response = app.call(&token, Method::POST, "/dog", Some(&body)).await;
    let error = assert_error(response, StatusCode::BAD_REQUEST, "dogParametersRequired").await;
    assert_eq!(error["field"], "birthDate");
    app.stop().await;
}

#[tokio::test]
async fn an_edit_at_the_loaded_version_saves_and_a_stale_one_is_a_conflict() {
    let (app, token) = signed_in().await;
    let dog = app.create_dog(&token).await;
    let mut edit = new_dog();
    edit["id"] = dog["id"].clone();
    edit["version"] = dog["version"].clone();
    edit["ageChoice"] = Value::Null;
    edit["birthDate"] = dog["birthDate"].clone();
    edit["name"]["en"] = json!("Brovko the Brave");
    let response = app.call(&token, Method::PUT, "/dog", Some(&edit)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let edited: Value = response.json().await.unwrap();
    assert_eq!(edited["name"]["en"], "Brovko the Brave");
    assert_eq!(edited["version"], 2);
    assert_eq!(edited["birthDate"], dog["birthDate"]);

    // A second form still holding version 1 would overwrite the edit above.
    edit["name"]["en"] = json!("Brovko the Bold");
    let response = app.call(&token, Method::PUT, "/dog", Some(&edit)).await;
    assert_error(response, StatusCode::CONFLICT, "conflict").await;
    app.stop().await;
}

#[tokio::test]
async fn publish_and_hide_answer_the_updated_record_and_repeat_harmlessly() {
    let (app, token) = signed_in().await;
    let id = app.create_dog(&token).await["id"].clone();
    for (path, status) in [
        ("publish", "PUBLISHED"),
        ("publish", "PUBLISHED"),
        ("hide", "NOT_PUBLISHED"),
    ] {
        let response = app
            .call(&token, Method::PUT, &format!("/{path}/{id}"), None)
            .await;
        assert_eq!(response.status(), StatusCode::OK);
        let dog: Value = response.json().await.unwrap();
        assert_eq!(dog["dogStatus"], status, "{path}");
    }
    assert_eq!(app.events_of_type("DogPublished").await, 1);
    app.stop().await;
}

#[tokio::test]
async fn a_deleted_dog_answers_not_found_to_everything_but_its_history() {
    let (app, token) = signed_in().await;
    let id = app.create_dog(&token).await["id"].clone();
    let response = app
        .call(&token, Method::DELETE, &format!("/{id}"), None)
        .await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    for (method, path) in [
        (Method::DELETE, format!("/{id}")),
        (Method::PUT, format!("/publish/{id}")),
        (Method::PUT, format!("/hide/{id}")),
    ] {
        let response = app.call(&token, method, &path, None).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let history = app.history(&token, &id).await;
    assert_eq!(history.last().unwrap()["event"], "DogDeleted");
    app.stop().await;
}

#[tokio::test]
async fn unknown_and_malformed_ids_are_not_found() {
    let (app, token) = signed_in().await;
    for path in [
        "/publish/999",
        "/hide/abc",
        "/publish/-1",
        "/dog/999/history",
    ] {
        let method = if path.ends_with("history") {
            Method::GET
        } else {
            Method::PUT
        };
        let response = app.call(&token, method, path, None).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn the_history_lists_who_did_what_and_which_fields_an_edit_changed() {
    let (app, token) = signed_in().await;
    let dog = app.create_dog(&token).await;
    let id = dog["id"].clone();
    app.call(&token, Method::PUT, &format!("/publish/{id}"), None)
        .await;
    let mut edit = new_dog();
    edit["id"] = id.clone();
    edit["version"] = json!(2);
    edit["sizeId"] = json!(3);
    edit["photos"] = json!([{ "id": image_id('b'), "main": true }]);
    let response = app.call(&token, Method::PUT, "/dog", Some(&edit)).await;
    assert_eq!(response.status(), StatusCode::OK);
    app.call(&token, Method::PUT, &format!("/hide/{id}"), None)
        .await;

    let history = app.history(&token, &id).await;
    let steps: Vec<(&str, &str)> = history
        .iter()
        .map(|entry| {
            (
                entry["event"].as_str().unwrap(),
                entry["actor"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        steps,
        [
            ("DogCreated", LOGIN),
            ("DogPublished", LOGIN),
            ("DogEdited", LOGIN),
            ("DogHidden", LOGIN)
        ]
    );
    assert_eq!(history[2]["changedFields"], json!(["sizeId", "photos"]));
    assert_eq!(history[0]["changedFields"], json!([]));
    assert!(history[0]["at"].as_str().unwrap() <= history[3]["at"].as_str().unwrap());
    app.stop().await;
}

#[tokio::test]
async fn dog_calls_need_a_signed_in_admin() {
    let app = TestApp::spawn().await;
    let response = app
        .request(Method::POST, "/api/admin/want-a-friend/dog")
        .json(&new_dog())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    app.stop().await;
}

#[tokio::test]
async fn a_photo_that_was_never_uploaded_is_refused() {
    let (app, token) = signed_in().await;
    let mut body = new_dog();
    body["photos"][1]["id"] = json!(image_id('c'));
    let response = app.call(&token, Method::POST, "/dog", Some(&body)).await;
    let error = assert_error(
        response,
        StatusCode::BAD_REQUEST,
        "warningMessageInvalidPhoto",
    )
    .await;
    assert_eq!(error["field"], "photos");
    assert_eq!(app.events_of_type("DogCreated").await, 0);
    app.stop().await;
}
