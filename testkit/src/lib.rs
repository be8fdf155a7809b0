//! Support for tests that talk to real parts. Each test gets its own freshly migrated PostgreSQL
//! database, so tests run in parallel without seeing each other's rows.

use sqlx::{postgres::PgPoolOptions, Connection, Executor, PgConnection, PgPool};

/// The server tests create their databases on: `DOGHOTEL_TEST_DATABASE_URL` (any database on
/// it; only the server part is used), else the local server.
fn server_url() -> String {
    std::env::var("DOGHOTEL_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres:postgres@127.0.0.1:5432/postgres".to_owned())
}

fn with_database(server: &str, name: &str) -> String {
    let (base, _) = server.rsplit_once('/').expect("a database URL has a path");
    format!("{base}/{name}")
}

/// A migrated database that is dropped when the value goes out of scope, also when the test
/// panics.
pub struct TestDatabase {
    pub name: String,
    pub url: String,
    pub pool: PgPool,
}

impl TestDatabase {
    pub async fn new() -> TestDatabase {
        let server = server_url();
        let name = format!("doghotel_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = PgConnection::connect(&server)
            .await
            .expect("PostgreSQL must be running for this test (DOGHOTEL_TEST_DATABASE_URL)");
        admin
            .execute(format!(r#"CREATE DATABASE "{name}""#).as_str())
            .await
            .expect("create test database");
        let url = with_database(&server, &name);
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .connect(&url)
            .await
            .expect("connect to test database");
        sqlx::migrate!("../migrations")
            .run(&pool)
            .await
            .expect("migrate test database");
        TestDatabase { name, url, pool }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let name = self.name.clone();
        let server = server_url();
        // Drop runs outside async; a thread of its own with its own runtime can still await.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            runtime.block_on(async move {
                if let Ok(mut admin) = PgConnection::connect(&server).await {
                    let _ = admin
                        .execute(
                            format!(r#"DROP DATABASE IF EXISTS "{name}" WITH (FORCE)"#).as_str(),
                        )
                        .await;
                }
            });
        });
        let _ = dropped.join();
    }
}
