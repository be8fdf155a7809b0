//! Every JSON body the API takes is an object. serde would read a struct from an array by
//! position, so `["olena@ukr.net"]` would have subscribed to the newsletter; an array, a
//! string, a number or `null` is refused with 400 `invalidRequest` and changes nothing.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::documented;
use crate::outage::body_of;
use crate::support::{assert_error, TestApp};

/// What a well-formed body of `route` holds, in order, as an array: the body serde would have
/// taken by position.
fn as_array(route: &str) -> Value {
    Value::Array(
        body_of(route)
            .as_object()
            .unwrap()
            .values()
            .cloned()
            .collect(),
    )
}

#[tokio::test]
async fn a_body_that_is_not_an_object_is_refused_on_every_route_and_changes_nothing() {
    let app = TestApp::spawn().await;
    app.create_anna().await;
    let token = app.token().await;
    let events = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM events")
            .fetch_one(&app.db.pool)
            .await
            .unwrap()
    };
    let before = events().await;
    let operations = documented::taking_json(&app, &token).await;
    assert!(operations.len() > 40, "{} take JSON", operations.len());
    for (method, route) in operations {
        let value = |parameter: &str| vec![if parameter == "login" { "anna" } else { "1" }.into()];
        for path in documented::paths(&route, &value) {
            for body in [
                as_array(&route),
                json!("olena@ukr.net"),
                json!(1),
                Value::Null,
            ] {
                let response = app
                    .request(method.clone(), &path)
                    .header("Accept-DHLanguage", "en")
                    .header("Idempotency-Key", uuid::Uuid::new_v4().to_string())
                    .bearer_auth(&token)
                    .json(&body)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(
                    response.status(),
                    StatusCode::BAD_REQUEST,
                    "{method} {path} with {body}"
                );
                assert_error(response, StatusCode::BAD_REQUEST, "invalidRequest").await;
            }
        }
    }
    assert_eq!(events().await, before, "a refused body stored nothing");
    app.stop().await;
}
