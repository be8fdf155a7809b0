//! A PostgreSQL primary and its streaming replica, started by `scripts/pg-replica` on ports of
//! their own and stopped (their folders removed) when the value is dropped.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use sqlx::{Connection, PgConnection};

pub struct Replicated {
    /// The primary, as a server URL for [`crate::TestDatabase::on`].
    pub primary: String,
    /// The replica, on which every database of the primary appears.
    pub replica: String,
    process: Child,
}

impl Replicated {
    /// Makes both clusters and waits until the replica follows the primary, which applies
    /// each commit `apply_delay` after the primary made it.
    pub async fn start(apply_delay: Duration) -> Replicated {
        let port = || {
            std::net::TcpListener::bind("127.0.0.1:0")
                .and_then(|listener| listener.local_addr())
                .expect("a free port")
                .port()
        };
        let (primary_port, replica_port) = (port(), port());
        let folder = std::env::temp_dir().join(format!(
            "doghotel-replica-{}",
            uuid::Uuid::new_v4().simple()
        ));
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/pg-replica");
        let mut process = Command::new(script)
            .arg(&folder)
            .arg(primary_port.to_string())
            .arg(replica_port.to_string())
            .env("APPLY_DELAY", format!("{}ms", apply_delay.as_millis()))
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("scripts/pg-replica starts");
        let stdout = process.stdout.take().expect("its output");
        let ready = tokio::task::spawn_blocking(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .any(|line| line == "ready")
        })
        .await
        .expect("reading its output");
        assert!(ready, "scripts/pg-replica did not start both clusters");
        let url = |port: u16| format!("postgres://postgres@127.0.0.1:{port}/postgres");
        let replicated = Replicated {
            primary: url(primary_port),
            replica: url(replica_port),
            process,
        };
        replicated.wait_for_replica().await;
        replicated
    }

    /// The replica's address of the primary's database `name`.
    pub fn replica_of(&self, name: &str) -> String {
        let (server, _) = self.replica.rsplit_once('/').expect("a database URL");
        format!("{server}/{name}")
    }

    /// Until the replica has replayed everything the primary had written when asked.
    pub async fn wait_for_replica(&self) {
        let mut primary = PgConnection::connect(&self.primary).await.expect("primary");
        let written: String = sqlx::query_scalar("SELECT pg_current_wal_lsn()::text")
            .fetch_one(&mut primary)
            .await
            .expect("the primary's position");
        let mut replica = PgConnection::connect(&self.replica).await.expect("replica");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let replayed: bool = sqlx::query_scalar(
                "SELECT coalesce(pg_last_wal_replay_lsn() >= $1::text::pg_lsn, false)",
            )
            .bind(&written)
            .fetch_one(&mut replica)
            .await
            .expect("the replica's position");
            if replayed {
                return;
            }
            assert!(Instant::now() < deadline, "the replica did not catch up");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Replicated {
    fn drop(&mut self) {
        // SIGTERM, so the script stops both clusters and removes their folder.
        let _ = Command::new("kill")
            .arg(self.process.id().to_string())
            .status();
        let _ = self.process.wait();
    }
}
