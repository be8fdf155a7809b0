//! Anna, the staff member the admin tests act as, and the calls they make as her.

use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::support::{TestApp, ADMIN_PASSWORD};

pub const LOGIN: &str = "anna";
pub const PASSWORD: &str = ADMIN_PASSWORD;

impl TestApp {
    /// Creates the staff account [`LOGIN`] / [`PASSWORD`] and waits until it can sign in.
    pub async fn create_anna(&self) -> String {
        let created =
            command::create_admin(&self.command_state(), LOGIN, PASSWORD, Some("anna@ukr.net"))
                .await
                .expect("create admin");
        self.wait_until_projected().await;
        created.account_id
    }

    pub async fn post_login(&self, login: &str, password: &str) -> Response {
        self.request(Method::POST, "/api/login")
            .json(&json!({"login": login, "password": password}))
            .send()
            .await
            .unwrap()
    }

    /// Signs in as [`LOGIN`] and returns the token.
    pub async fn token(&self) -> String {
        let response = self.post_login(LOGIN, PASSWORD).await;
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        body["token"].as_str().unwrap().to_owned()
    }

    /// The staff accounts' events, by type, in order.
    pub async fn account_events(&self) -> Vec<String> {
        sqlx::query_scalar(
            "SELECT event_type FROM events WHERE aggregate_type = 'AdminAccount' ORDER BY sequence",
        )
        .fetch_all(&self.db.pool)
        .await
        .unwrap()
    }

    pub async fn put_profile(&self, token: &str, body: &Value) -> Response {
        self.request(Method::PUT, "/api/admin/profile/update")
            .bearer_auth(token)
            .json(body)
            .send()
            .await
            .unwrap()
    }
}

/// The profile form with Anna's data, as the web app sends it.
pub fn anna_profile() -> Value {
    json!({
        "login": LOGIN,
        "email": "anna@ukr.net",
        "preferredLanguage": "uk",
        "imageLink": null
    })
}

/// The token in an answer's `Authorization: Bearer` header.
pub fn bearer(response: &Response) -> String {
    crate::support::bearer(response.headers()).expect("a bearer token")
}
