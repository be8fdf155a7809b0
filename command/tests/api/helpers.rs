//! Starts the command routes on port 0 over a freshly migrated database of their own (dropped
//! afterwards, see `testkit`), with a stand-in for the projector that keeps `admin_accounts` up
//! to date.

use std::time::Duration;

use axum::middleware::from_fn_with_state;
use axum::Router;
use chrono::{DateTime, Utc};
use command::{admin_router, create_admin, require_admin, router, AuthConfig, CommandState};
use events::admin_account::{AdminAccountEvent, AGGREGATE_TYPE};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};
use sqlx::{PgPool, Row};
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
    tasks: Vec<JoinHandle<()>>,
    _database: TestDatabase,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

pub async fn spawn_app() -> TestApp {
    let database = TestDatabase::new().await;
    let pool = database.pool.clone();
    let auth_config = AuthConfig::new(
        "test secret, long enough for HS256",
        Duration::from_secs(3600),
    );
    let state = CommandState::new(pool.clone(), auth_config.clone());
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
    let projector = tokio::spawn(project_accounts(pool.clone()));
    TestApp {
        address,
        client: reqwest::Client::new(),
        pool,
        state,
        auth_config,
        tasks: vec![server, projector],
        _database: database,
    }
}

/// Stands in for the projector crate: mirrors account events into `admin_accounts` and
/// advances a checkpoint of kind 'projection', so commands' read-your-writes waits are real.
async fn project_accounts(pool: PgPool) {
    sqlx::query(
        "INSERT INTO projection_checkpoints (name, position, kind) VALUES ('test_accounts', 0, 'projection')",
    )
    .execute(&pool)
    .await
    .expect("checkpoint row");
    loop {
        if let Err(error) = project_new_events(&pool).await {
            eprintln!("test projector: {error}");
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

async fn project_new_events(pool: &PgPool) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    let checkpoint: i64 = sqlx::query_scalar(
        "SELECT position FROM projection_checkpoints WHERE name = 'test_accounts' FOR UPDATE",
    )
    .fetch_one(&mut *tx)
    .await?;
    let rows = sqlx::query(
        "SELECT aggregate_id, payload, global_position, recorded_at FROM events
          WHERE aggregate_type = $1 AND global_position > $2 ORDER BY global_position",
    )
    .bind(AGGREGATE_TYPE)
    .bind(checkpoint)
    .fetch_all(&mut *tx)
    .await?;
    let Some(last) = rows.last() else {
        return Ok(());
    };
    let position: i64 = last.get("global_position");
    for row in &rows {
        let id: String = row.get("aggregate_id");
        let at: DateTime<Utc> = row.get("recorded_at");
        let event: AdminAccountEvent =
            serde_json::from_value(row.get("payload")).expect("an account event");
        let query = match event {
            AdminAccountEvent::AdminAccountCreated {
                login,
                email,
                preferred_language,
                ..
            } => sqlx::query(
                "INSERT INTO admin_accounts (account_id, login, email, preferred_language, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $5)",
            )
            .bind(id)
            .bind(login)
            .bind(email)
            .bind(preferred_language.value())
            .bind(at),
            AdminAccountEvent::ProfileUpdated {
                login,
                email,
                preferred_language,
                image_link,
            } => sqlx::query(
                "UPDATE admin_accounts SET login = $2, email = $3, preferred_language = $4,
                        image_link = $5, updated_at = $6 WHERE account_id = $1",
            )
            .bind(id)
            .bind(login)
            .bind(email)
            .bind(preferred_language.value())
            .bind(image_link)
            .bind(at),
            AdminAccountEvent::PasswordChanged { .. } => sqlx::query(
                "UPDATE admin_accounts SET credentials_version = credentials_version + 1,
                        updated_at = $2 WHERE account_id = $1",
            )
            .bind(id)
            .bind(at),
            AdminAccountEvent::AccountBlocked { until, .. } => {
                sqlx::query("UPDATE admin_accounts SET blocked_until = $2 WHERE account_id = $1")
                    .bind(id)
                    .bind(until)
            }
            _ => continue,
        };
        query.execute(&mut *tx).await?;
    }
    sqlx::query("UPDATE projection_checkpoints SET position = $1 WHERE name = 'test_accounts'")
        .bind(position)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
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
