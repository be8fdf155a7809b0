//! Support for tests that talk to real parts. Each test gets its own freshly migrated PostgreSQL
//! database, so tests run in parallel without seeing each other's rows.

use sqlx::{postgres::PgPoolOptions, Connection, Executor, PgConnection, PgPool};

/// A database outage on demand, for tests of what the server answers during one.
pub mod outage;
/// A PostgreSQL primary with a streaming replica, for reads sent to a replica.
pub mod replica;
/// A real S3-compatible server, for the media store's tests.
pub mod s3;

/// The server tests create their databases on: `DOGHOTEL_TEST_DATABASE_URL` (any database on
/// it; only the server part is used), else the local server.
pub fn server_url() -> String {
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
    /// The server it was made on, where it is dropped.
    server: String,
}

impl TestDatabase {
    pub async fn new() -> TestDatabase {
        TestDatabase::on(&server_url()).await
    }

    /// A migrated database on the server `server` names (any database on it).
    pub async fn on(server: &str) -> TestDatabase {
        let database = TestDatabase::empty_on(server).await;
        database.migrate().await;
        database
    }

    /// A database with only the migrations older than `version`: rows stored as they were
    /// before that migration, then [`TestDatabase::migrate`], show what it does to them.
    pub async fn before_migration(version: i64) -> TestDatabase {
        let database = TestDatabase::empty_on(&server_url()).await;
        let folder = std::env::temp_dir().join(&database.name);
        std::fs::create_dir_all(&folder).expect("a folder for the older migrations");
        let all = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations");
        for entry in std::fs::read_dir(all).expect("the migrations folder") {
            let path = entry.expect("a migration").path();
            let name = path
                .file_name()
                .and_then(|name| name.to_str())
                .unwrap_or_default();
            let older = name
                .split('_')
                .next()
                .and_then(|prefix| prefix.parse::<i64>().ok())
                .is_some_and(|prefix| prefix < version);
            if older {
                std::fs::copy(&path, folder.join(name)).expect("a copied migration");
            }
        }
        sqlx::migrate::Migrator::new(folder.as_path())
            .await
            .expect("the older migrations")
            .run(&database.pool)
            .await
            .expect("migrate test database up to the version");
        let _ = std::fs::remove_dir_all(folder);
        database
    }

    /// Runs every migration not run yet.
    pub async fn migrate(&self) {
        sqlx::migrate!("../migrations")
            .run(&self.pool)
            .await
            .expect("migrate test database");
    }

    async fn empty_on(server: &str) -> TestDatabase {
        let name = format!("doghotel_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = PgConnection::connect(server)
            .await
            .expect("PostgreSQL must be running for this test (DOGHOTEL_TEST_DATABASE_URL)");
        admin
            .execute(format!(r#"CREATE DATABASE "{name}""#).as_str())
            .await
            .expect("create test database");
        let url = with_database(server, &name);
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .connect(&url)
            .await
            .expect("connect to test database");
        TestDatabase {
            name,
            url,
            pool,
            server: server.to_owned(),
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let name = self.name.clone();
        let server = self.server.clone();
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
