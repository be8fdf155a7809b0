//! The real `doghotel serve` as a process of its own, on a database and data folder of its own:
//! a drill kills it with SIGKILL and starts it again on the same port, as a crash and a
//! supervisor's restart do, and runs the operator's commands beside it.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use testkit::TestDatabase;

use crate::support::{web_dist, TEST_SECRET};

/// The subscribers that keep the read tables; the mail reactors follow at the mail server's pace.
pub const PROJECTIONS: &str = "projection";

pub struct ServerProcess {
    pub base: String,
    port: u16,
    /// The settings it runs with, the database included.
    settings: Vec<(String, String)>,
    data_dir: PathBuf,
    /// Everything the process printed, kept for a failed drill to show.
    log: PathBuf,
    child: Option<Child>,
    pub db: TestDatabase,
}

impl ServerProcess {
    /// Starts the server on a new database, reached at `reach(url)` (the database itself, or a
    /// proxy in front of it), with `settings` over the drills' own: visitors' limits lifted,
    /// since every visitor of a drill writes from 127.0.0.1.
    pub async fn start(reach: impl FnOnce(&str) -> String, settings: &[(&str, String)]) -> Self {
        let db = TestDatabase::new().await;
        let data_dir =
            std::env::temp_dir().join(format!("doghotel-drill-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&data_dir).expect("the data folder");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let mut all: Vec<(String, String)> = [
            ("DATABASE_URL", reach(&db.url)),
            ("DOGHOTEL_DATA_DIR", data_dir.display().to_string()),
            ("DOGHOTEL_WEB_DIST", web_dist().display().to_string()),
            ("DOGHOTEL_JWT_SECRET", TEST_SECRET.to_owned()),
            ("DOGHOTEL_SUBMISSION_LIMIT", "1000000".to_owned()),
            ("RUST_LOG", "warn".to_owned()),
        ]
        .map(|(name, value)| (name.to_owned(), value))
        .into();
        all.extend(settings.iter().map(|(n, v)| ((*n).to_owned(), v.clone())));
        let mut server = ServerProcess {
            base: format!("http://127.0.0.1:{port}"),
            port,
            settings: all,
            log: data_dir.join("server.log"),
            data_dir,
            child: None,
            db,
        };
        server.start_again().await;
        server
    }

    /// Starts the process (again) and answers how long it took to answer HTTP.
    pub async fn start_again(&mut self) -> Duration {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)
            .expect("the server's log");
        let started = Instant::now();
        let child = Command::new(env!("CARGO_BIN_EXE_doghotel"))
            .args(["serve", "--port", &self.port.to_string()])
            .envs(self.settings.iter().map(|(n, v)| (n, v)))
            .stdout(log.try_clone().expect("the log, twice"))
            .stderr(log)
            .spawn()
            .expect("doghotel serve starts");
        self.child = Some(child);
        let client = reqwest::Client::new();
        while started.elapsed() < Duration::from_secs(30) {
            let live = client.get(self.url("/api/health/live")).send().await;
            if live.is_ok_and(|answer| answer.status().is_success()) {
                return started.elapsed();
            }
            if let Some(status) = self
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten())
            {
                panic!("the server exited with {status}: {}", self.log_tail());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the server did not answer within 30 s: {}", self.log_tail());
    }

    /// SIGKILL: the process ends at once, in the middle of whatever it was doing.
    pub fn kill_9(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().expect("SIGKILL");
            child.wait().expect("the killed process reaped");
        }
    }

    /// SIGTERM, as a deploy stops it, and waits until it has shut down.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let terminated = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status()
                .expect("kill runs");
            assert!(terminated.success(), "SIGTERM sent");
            let status = child.wait().expect("the process reaped");
            assert!(
                status.success(),
                "stopped with {status}: {}",
                self.log_tail()
            );
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Waits (at most `within`) until every subscriber of `kind` ("projection" for the read
    /// tables, "" for reactors too) has handled every event it reads, and answers how long
    /// that took.
    pub async fn wait_until_caught_up(&self, kind: &str, within: Duration) -> Duration {
        let started = Instant::now();
        let client = reqwest::Client::new();
        while started.elapsed() < within {
            if let Ok(answer) = client.get(self.url("/api/health")).send().await {
                let health: Value = answer.json().await.unwrap_or_default();
                let subscribers: Vec<Value> = health["subscribers"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|s| kind.is_empty() || s["kind"] == kind)
                    .cloned()
                    .collect();
                if !subscribers.is_empty() && subscribers.iter().all(|s| s["lag"] == 0) {
                    return started.elapsed();
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("not caught up within {within:?}: {}", self.log_tail());
    }

    /// `doghotel` with `args` on this server's database and data folder, as its operator runs
    /// it; answers whether it succeeded and what it printed.
    pub fn operator(&self, args: &[&str]) -> (bool, String) {
        let output = Command::new(env!("CARGO_BIN_EXE_doghotel"))
            .args(args)
            .env("DATABASE_URL", &self.db.url)
            .env("DOGHOTEL_DATA_DIR", &self.data_dir)
            .env("DOGHOTEL_JWT_SECRET", TEST_SECRET)
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null())
            .output()
            .expect("doghotel runs");
        let printed = String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr);
        (output.status.success(), printed)
    }

    /// The end of what the process printed, for a failure's message.
    pub fn log_tail(&self) -> String {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        let start = log.len().saturating_sub(4000);
        let start = (start..log.len())
            .find(|i| log.is_char_boundary(*i))
            .unwrap_or(0);
        format!("(log {}) …{}", self.log.display(), &log[start..])
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.data_dir);
        }
    }
}
