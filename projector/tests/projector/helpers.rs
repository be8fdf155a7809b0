use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use events::admin_account::{AdminAccountEvent, AGGREGATE_TYPE};
use events::EventMetadata;
use projector::checkpoint::{self, Checkpoint};
use projector::{
    Error, Projector, ProjectorOptions, Reaction, StoredEvent, Subscriber, SubscriberKind,
};
use sqlx::{Executor, PgPool, Postgres};
use testkit::TestDatabase;

/// A database created for one test and dropped when the test ends (see `testkit`).
pub struct TestDb {
    pub pool: PgPool,
    pub url: String,
    _database: TestDatabase,
}

impl TestDb {
    pub async fn new() -> TestDb {
        let database = TestDatabase::new().await;
        TestDb {
            pool: database.pool.clone(),
            url: database.url.clone(),
            _database: database,
        }
    }

    /// A projector with the product's subscribers and short timings.
    pub fn projector(&self) -> Projector {
        self.projector_with(projector::subscribers::all())
    }

    pub fn projector_with(&self, subscribers: Vec<Arc<dyn Subscriber>>) -> Projector {
        Projector::new(self.pool.clone(), subscribers).with_options(fast_options())
    }

    pub async fn checkpoint(&self, name: &str) -> Checkpoint {
        checkpoint::load(&self.pool, name)
            .await
            .expect("read the checkpoint")
            .expect("the checkpoint is registered")
    }

    pub async fn checkpoint_if_any(&self, name: &str) -> Option<Checkpoint> {
        checkpoint::load(&self.pool, name)
            .await
            .expect("read the checkpoint")
    }

    /// Every row of `admin_accounts`, in a stable order.
    pub async fn accounts(&self) -> Vec<AccountRow> {
        sqlx::query_as::<_, AccountRow>(
            "SELECT account_id, login, email, preferred_language, image_link, \
                    credentials_version, blocked_until, created_at, updated_at \
             FROM admin_accounts ORDER BY account_id",
        )
        .fetch_all(&self.pool)
        .await
        .expect("read admin_accounts")
    }

    pub async fn head(&self) -> i64 {
        sqlx::query_scalar("SELECT coalesce(max(global_position), 0) FROM events")
            .fetch_one(&self.pool)
            .await
            .expect("read the head of the event store")
    }
}

pub fn fast_options() -> ProjectorOptions {
    ProjectorOptions {
        batch_size: 500,
        poll_interval: Duration::from_millis(200),
        standby_retry: Duration::from_millis(100),
        first_retry: Duration::from_millis(100),
        max_retry: Duration::from_millis(500),
    }
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct AccountRow {
    pub account_id: String,
    pub login: String,
    pub email: String,
    pub preferred_language: String,
    pub image_link: Option<String>,
    pub credentials_version: i32,
    pub blocked_until: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Where the store put an appended event.
#[derive(Debug, Clone, Copy)]
pub struct Appended {
    pub position: i64,
    pub recorded_at: DateTime<Utc>,
}

/// Appends an account event the way postgres-es does: the serde JSON of the event enum as
/// payload, the metadata map as metadata, and the type and version from `DomainEvent`.
pub async fn append<'c>(
    conn: impl Executor<'c, Database = Postgres>,
    account_id: &str,
    sequence: i64,
    event: &AdminAccountEvent,
) -> Appended {
    append_raw(
        conn,
        AGGREGATE_TYPE,
        account_id,
        sequence,
        &event.event_type(),
        &event.event_version(),
        serde_json::to_value(event).expect("events serialize"),
    )
    .await
}

/// Appends any row at all, including ones no subscriber can read.
pub async fn append_raw<'c>(
    conn: impl Executor<'c, Database = Postgres>,
    aggregate_type: &str,
    aggregate_id: &str,
    sequence: i64,
    event_type: &str,
    event_version: &str,
    payload: serde_json::Value,
) -> Appended {
    let metadata = EventMetadata {
        actor: "olena".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    };
    let (position, recorded_at) = sqlx::query_as(
        "INSERT INTO events \
         (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) \
         RETURNING global_position, recorded_at",
    )
    .bind(aggregate_type)
    .bind(aggregate_id)
    .bind(sequence)
    .bind(event_type)
    .bind(event_version)
    .bind(payload)
    .bind(serde_json::to_value(metadata.into_map()).expect("metadata serializes"))
    .fetch_one(conn)
    .await
    .expect("append an event");
    Appended {
        position,
        recorded_at,
    }
}

pub fn at(text: &str) -> DateTime<Utc> {
    text.parse().expect("a valid timestamp")
}

pub fn created(login: &str, language: events::Language) -> AdminAccountEvent {
    AdminAccountEvent::AdminAccountCreated {
        login: login.to_owned(),
        email: format!("{login}@doghotel.test"),
        password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA".to_owned(),
        preferred_language: language,
        at: at("2026-11-01T09:00:00Z"),
    }
}

pub fn signed_in() -> AdminAccountEvent {
    AdminAccountEvent::SignedIn {
        at: at("2026-11-02T09:00:00Z"),
    }
}

/// Polls `check` until it holds, for at most five seconds; the tests never assert on speed.
pub async fn eventually<F, Fut>(what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while !check().await {
        assert!(
            tokio::time::Instant::now() < deadline,
            "gave up waiting: {what}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A reactor that writes nothing and remembers the positions it was given, in order.
#[derive(Default)]
pub struct Recorder {
    pub seen: Mutex<Vec<i64>>,
}

#[async_trait]
impl Subscriber for Recorder {
    fn name(&self) -> &'static str {
        "recorder"
    }

    fn kind(&self) -> SubscriberKind {
        SubscriberKind::Reactor
    }

    async fn react(&self, event: &StoredEvent) -> Result<Reaction, Error> {
        self.seen
            .lock()
            .expect("the recorder's lock")
            .push(event.global_position);
        Ok(Reaction::Done)
    }
}

const SCRIPTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts");

/// `scripts/smtp-sink` (Debian's aiosmtpd) on a port of its own, refusing for good every mail that mentions
/// `refuse`; killed when dropped.
pub struct Sink {
    pub port: u16,
    dir: PathBuf,
    process: Child,
}

impl Sink {
    pub async fn start(refuse: &str) -> Sink {
        let port = free_port();
        let dir = std::env::temp_dir().join(format!("doghotel-projector-mail-{port}"));
        let process = Command::new(format!("{SCRIPTS}/smtp-sink"))
            .arg(port.to_string())
            .arg(&dir)
            .arg(refuse)
            .stdout(Stdio::null())
            .spawn()
            .expect("scripts/smtp-sink starts (scripts/ensure-smtp-sink installs aiosmtpd)");
        eventually("the SMTP sink listens", || async {
            tokio::net::TcpStream::connect(("127.0.0.1", port))
                .await
                .is_ok()
        })
        .await;
        Sink { port, dir, process }
    }

    pub fn messages(&self) -> Vec<serde_json::Value> {
        let output = Command::new(format!("{SCRIPTS}/smtp-sink-messages"))
            .arg(&self.dir)
            .output()
            .expect("scripts/smtp-sink-messages runs");
        assert!(output.status.success(), "{output:?}");
        serde_json::from_slice(&output.stdout).expect("a JSON array of messages")
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}
