//! A real S3-compatible server per test: `scripts/s3-server` (moto's) on a port of its own,
//! stopped when the test drops it.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

pub struct S3Server {
    /// e.g. `http://127.0.0.1:40123`.
    pub endpoint: String,
    port: u16,
    process: Child,
}

impl S3Server {
    /// Starts the server and waits until it answers.
    pub async fn start() -> S3Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/s3-server");
        let process = Command::new(script)
            .arg(port.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("scripts/s3-server starts (scripts/ensure-s3-server installs it)");
        let server = S3Server {
            endpoint: format!("http://127.0.0.1:{port}"),
            port,
            process,
        };
        for _ in 0..300 {
            if server.request("GET", "/", "").await.is_some() {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("scripts/s3-server did not answer on port {port} within 15 s");
    }

    /// Creates bucket `name`; the server takes unsigned requests.
    pub async fn create_bucket(&self, name: &str) {
        let status = self.request("PUT", &format!("/{name}"), "").await;
        assert_eq!(status, Some(200), "creating bucket {name}");
    }

    /// Lets anyone read bucket `name`'s files, as a bucket that serves a site's photos to
    /// browsers is set up: a policy that allows `s3:GetObject` to every principal.
    pub async fn allow_public_reads(&self, name: &str) {
        let policy = format!(
            r#"{{"Version":"2012-10-17","Statement":[{{"Effect":"Allow","Principal":"*","Action":"s3:GetObject","Resource":"arn:aws:s3:::{name}/*"}}]}}"#
        );
        let status = self
            .request("PUT", &format!("/{name}?policy"), &policy)
            .await;
        assert_eq!(status, Some(200), "opening bucket {name} to reads");
    }

    /// The status of a request with a JSON `body` (or none), `None` if the server does not
    /// answer.
    async fn request(&self, method: &str, path: &str, body: &str) -> Option<u16> {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).await.ok()?;
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.port,
            body.len()
        );
        stream.write_all(request.as_bytes()).await.ok()?;
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.ok()?;
        let status_line = String::from_utf8_lossy(&answer);
        status_line.split(' ').nth(1)?.parse().ok()
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}
