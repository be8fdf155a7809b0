//! A database outage answers honestly: while PostgreSQL cannot be reached (the connection
//! between the server and it cut by a proxy), every route the API documents answers 503 with
//! `Retry-After` and the translated `serviceUnavailable`, never "something went wrong"; once the
//! connection is back, the same calls work again without a restart.

use std::time::Duration;

use doghotel::config::Secret;
use events::newsletter::LinkPurpose;
use reqwest::multipart::Form;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use testkit::outage::CuttableProxy;

use crate::documented;
use crate::reviews::form;
use crate::support::TestApp;

/// Routes that answer without the database, and so the same during an outage: (method,
/// route, why).
const WITHOUT_THE_DATABASE: &[(&str, &str, &str)] = &[
    (
        "GET",
        "/api/health/live",
        "liveness: the process answers, whatever the database does",
    ),
    (
        "GET",
        "/api/newsletter/unsubscribe/one-click",
        "a redirect to the unsubscribe page, which asks before anything is done",
    ),
];

/// One documented call: its method, its path with every parameter filled, and its body.
struct Call {
    method: Method,
    path: String,
    body: Option<Value>,
}

/// Every operation of both OpenAPI documents but those of [`WITHOUT_THE_DATABASE`], each
/// `{parameter}` given a value of the shape it takes and each body one the route accepts, so that what refuses it is the
/// outage and not a field.
async fn every_documented_call(app: &TestApp, token: &str) -> Vec<Call> {
    let key = app.command_state().subscription_key();
    let link = |purpose| key.link_token(&key.subscription_id("olena@ukr.net"), purpose);
    let (confirm, unsubscribe) = (link(LinkPurpose::Confirm), link(LinkPurpose::Unsubscribe));
    let mut calls = Vec::new();
    for (method, route) in documented::operations(app, token).await {
        let answers_alone = WITHOUT_THE_DATABASE
            .iter()
            .any(|(m, r, _)| *m == method.as_str() && *r == route);
        if answers_alone {
            continue;
        }
        let value = |parameter: &str| vec![if parameter == "login" { "anna" } else { "1" }.into()];
        for mut path in documented::paths(&route, &value) {
            let body = match (&method, route.as_str()) {
                (&Method::GET, "/api/prices/estimate") => {
                    path.push_str("?pet=dog&food=hotel&days=3");
                    None
                }
                (&Method::GET, "/api/stays/availability") => {
                    path.push_str("?from=2026-12-01&to=2026-12-31&pet=cat");
                    None
                }
                (&Method::POST, "/api/newsletter/unsubscribe/one-click") => {
                    path.push_str(&format!("?token={unsubscribe}"));
                    None
                }
                (&Method::POST, "/api/newsletter/confirm") => Some(json!({"token": confirm})),
                (&Method::POST, "/api/newsletter/unsubscribe") => {
                    Some(json!({"token": unsubscribe}))
                }
                (&Method::GET | &Method::DELETE, _) => None,
                (_, route) => Some(body_of(route)),
            };
            calls.push(Call {
                method: method.clone(),
                path,
                body,
            });
        }
    }
    calls
}

/// The public forms' valid bodies; `{}` for staff's calls, which their guard checks against
/// the database before anything else.
pub(crate) fn body_of(route: &str) -> Value {
    match route {
        "/api/send-message" => json!({"name": "Олена", "email": "olena@ukr.net",
            "message": "Чи є місце для кота", "subject": "Зв'язатися з нами", "website": ""}),
        "/api/blogs/subscribe" => json!({"name": "Олена", "phone": "+38(050)123-45-67",
            "email": "olena@ukr.net", "message": "", "website": ""}),
        "/api/send-notification" => json!({"name": "Олена", "email": "olena@ukr.net",
            "phone": "+38(050)123-45-67", "message": "", "subject": "Взяти додому",
            "dogName": "Бім", "locale": "uk", "dogUrl": "http://localhost:8080/want-a-friend/dog/1",
            "website": ""}),
        "/api/add-email" => json!({"email": "olena@ukr.net"}),
        "/api/login" => json!({"login": "anna", "password": "Secret1!"}),
        "/api/login/second-factor" => json!({"secondFactorChallenge": "0".repeat(64),
            "code": "123456"}),
        _ => json!({}),
    }
}

/// `call` as the web app sends it, in `language`, signed in.
fn request(app: &TestApp, call: &Call, token: &str, language: &str) -> reqwest::RequestBuilder {
    let request = app
        .request(call.method.clone(), &call.path)
        .header("Accept-DHLanguage", language)
        .header("Idempotency-Key", uuid::Uuid::new_v4().to_string())
        .bearer_auth(token);
    if call.path.starts_with("/api/feedback") && call.method == Method::POST {
        return request.multipart(review());
    }
    match &call.body {
        Some(body) => request.json(body),
        None => request,
    }
}

fn review() -> Form {
    form("Олена", "Бім", "Бімові у вас дуже добре")
}

#[tokio::test]
async fn every_route_answers_503_with_retry_after_while_the_database_is_cut() {
    let proxy = CuttableProxy::before(&testkit::server_url()).await;
    let app = TestApp::spawn_with(|config| {
        config.database_url = Secret::new(proxy.through(config.database_url.expose()));
    })
    .await;
    app.create_anna().await;
    let token = app.token().await;
    let calls = every_documented_call(&app, &token).await;
    assert!(calls.len() > 100, "{} calls documented", calls.len());

    // All at once, as visitors and staff keep coming during an outage; each waits for the
    // pool's connection timeout.
    proxy.cut();
    let mut answers = tokio::task::JoinSet::new();
    for (index, call) in calls.iter().enumerate() {
        let language = if index % 2 == 0 { "uk" } else { "en" };
        let label = format!("{} {}", call.method, call.path);
        let request = request(&app, call, &token, language);
        answers.spawn(async move {
            let answer = request.send().await.unwrap();
            let status = answer.status();
            let retry_after = answer.headers().contains_key("retry-after");
            let body: Value = answer.json().await.unwrap_or(Value::Null);
            // Health answers its own figures, which say what is down.
            let said = if label == "GET /api/health" {
                body["database"] == "unreachable"
            } else {
                body["code"] == "serviceUnavailable"
            };
            let honest = status == StatusCode::SERVICE_UNAVAILABLE && retry_after && said;
            (!honest).then(|| format!("{label}: {status} {body}"))
        });
    }
    let mut dishonest: Vec<String> = answers.join_all().await.into_iter().flatten().collect();
    dishonest.sort();
    assert!(
        dishonest.is_empty(),
        "answered otherwise while the database was cut: {dishonest:#?}"
    );

    // Back: the pool makes new connections, and staff and visitors are answered again.
    proxy.open();
    let mut answered = None;
    for _ in 0..50 {
        let health = app.client.get(app.url("/api/health")).send().await.unwrap();
        if health.status() == StatusCode::OK {
            answered = Some(health);
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(answered.is_some(), "the server came back with the database");
    let dogs = app
        .client
        .get(app.url("/api/admin/want-a-friend/dogs"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(dogs.status(), StatusCode::OK);
    app.stop().await;
}
