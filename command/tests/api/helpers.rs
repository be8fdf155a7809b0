//! Starts the command routes on port 0 over a freshly migrated database of their own (dropped
//! afterwards, see `testkit`), with the projector running beside them as in the binary.

use std::time::Duration;

use axum::middleware::from_fn_with_state;
use axum::Router;
use command::{admin_router, create_admin, require_admin, router, AuthConfig, CommandState};
use media::MediaStore;
use projector::Projector;
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};
use sqlx::PgPool;
use testkit::TestDatabase;
use tokio::task::JoinHandle;

pub const LOGIN: &str = "anna";
pub const PASSWORD: &str = "Secret1!";

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub pool: PgPool,
    pub state: CommandState,
    pub auth_config: AuthConfig,
    /// The store the routes keep uploaded photos in.
    pub media: media::LocalStore,
    tasks: Vec<JoinHandle<()>>,
    _database: TestDatabase,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
        let _ = std::fs::remove_dir_all(self.media.root());
    }
}

pub async fn spawn_app() -> TestApp {
    let database = TestDatabase::new().await;
    let pool = database.pool.clone();
    let auth_config = AuthConfig::new(
        "test secret, long enough for HS256",
        Duration::from_secs(3600),
    );
    let media = media::LocalStore::new(
        std::env::temp_dir().join(format!("doghotel-api-media-{}", database.name)),
    );
    let state = CommandState::new(
        pool.clone(),
        auth_config.clone(),
        std::sync::Arc::new(media.clone()),
    );
    // Wired as the binary wires it; the guard runs on the command state itself.
    let app = Router::new().nest("/api", router(state.clone())).nest(
        "/api/admin",
        admin_router(state.clone()).route_layer(from_fn_with_state(state.clone(), require_admin)),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let server = tokio::spawn(async move {
        axum::serve(listener, app).await.expect("server runs");
    });
    // The real projector keeps `admin_accounts` current, so read-your-writes waits are real.
    let projector = Projector::new(pool.clone(), projector::subscribers::all());
    projector
        .catch_up()
        .await
        .expect("projector registers its checkpoints");
    let projector = tokio::spawn(projector.run(std::future::pending()));
    TestApp {
        address,
        client: reqwest::Client::new(),
        pool,
        state,
        auth_config,
        media,
        tasks: vec![server, projector],
        _database: database,
    }
}

impl TestApp {
    /// Creates the staff account [`LOGIN`] / [`PASSWORD`] and waits until it can sign in.
    pub async fn create_anna(&self) -> String {
        let created = create_admin(&self.state, LOGIN, PASSWORD, Some("anna@ukr.net"))
            .await
            .expect("create admin");
        command::executor::wait_until_projected(&self.pool, created.position)
            .await
            .unwrap();
        created.account_id
    }

    pub async fn post_login(&self, login: &str, password: &str) -> Response {
        self.client
            .post(format!("{}/api/login", self.address))
            .json(&json!({"login": login, "password": password}))
            .send()
            .await
            .unwrap()
    }

    /// Signs in as [`LOGIN`] and returns the token.
    pub async fn sign_in(&self) -> String {
        let response = self.post_login(LOGIN, PASSWORD).await;
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        body["token"].as_str().unwrap().to_owned()
    }

    pub async fn put_profile(&self, token: &str, body: &Value) -> Response {
        self.client
            .put(format!("{}/api/admin/profile/update", self.address))
            .bearer_auth(token)
            .json(body)
            .send()
            .await
            .unwrap()
    }

    /// Makes `image_id` count as uploaded: an upload is complete once its manifest is stored,
    /// and that is what commands taking photo ids check.
    pub async fn mark_uploaded(&self, image_id: &str) {
        let image_id = media::ImageId::parse(image_id).expect("a content id");
        let manifest = media::MediaKey::new(&image_id, "image", "json").unwrap();
        self.media
            .put(&manifest, b"{}", "application/json")
            .await
            .unwrap();
    }

    pub async fn events_of_type(&self, event_type: &str) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM events WHERE event_type = $1")
            .bind(event_type)
            .fetch_one(&self.pool)
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

/// Asserts an error answer's status and code and returns its body.
pub async fn assert_error(response: Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], code, "{body}");
    body
}

/// The token in an answer's `Authorization: Bearer` header.
pub fn bearer(response: &Response) -> String {
    let header = response.headers()["authorization"].to_str().unwrap();
    header
        .strip_prefix("Bearer ")
        .expect("a bearer token")
        .to_owned()
}
