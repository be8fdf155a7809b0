//! What the server logs, kept for a test to read. The server logs through `tracing`, as the
//! binary does; a test that installs this takes the process's one global subscriber (nextest runs
//! each test in a process of its own), with the binary's own filter and our crates' debug lines.

use std::io::Write;
use std::sync::{Arc, Mutex};

use tracing_subscriber::EnvFilter;

#[derive(Clone, Default)]
pub(crate) struct CapturedLogs(Arc<Mutex<Vec<u8>>>);

impl CapturedLogs {
    pub(crate) fn install() -> CapturedLogs {
        let logs = CapturedLogs::default();
        let writer = logs.clone();
        tracing_subscriber::fmt()
            .with_env_filter(EnvFilter::new(
                "info,sqlx=warn,tower_http=info,doghotel=debug,command=debug,projector=debug,\
                 query=debug,media=debug",
            ))
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .try_init()
            .expect("the only subscriber of this test's process");
        logs
    }

    pub(crate) fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().expect("the logs")).into_owned()
    }
}

impl Write for CapturedLogs {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("the logs").extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
