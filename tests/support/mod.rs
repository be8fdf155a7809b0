//! The real server on port 0 against its own database, and a client that behaves like the web
//! app (keeps cookies, echoes the XSRF cookie in its header).

use std::{sync::Arc, time::Duration};

use doghotel::{config::Secret, Config};
use reqwest::{cookie::Jar, header::HeaderMap, Method, RequestBuilder};
use testkit::TestDatabase;
use tokio::sync::oneshot;

pub const ADMIN_PASSWORD: &str = "Secret1!";

pub struct TestApp {
    pub base: String,
    /// The metrics port's address, when the test asked for one.
    pub metrics_base: Option<String>,
    /// This test's own data folder: uploaded media land in `media/` inside it.
    pub data_dir: std::path::PathBuf,
    pub client: reqwest::Client,
    jar: Arc<Jar>,
    /// Shared by every instance of the site a test starts on it.
    pub db: Arc<TestDatabase>,
    config: Config,
    stop: Option<oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
}

/// The token secret every test server runs with.
pub const TEST_SECRET: &str = "a-test-secret-of-the-length-asked";

impl TestApp {
    pub async fn spawn() -> TestApp {
        TestApp::spawn_with(|_| {}).await
    }

    /// The server with some settings changed from the tests' defaults (say, an SMTP server).
    pub async fn spawn_with(adjust: impl FnOnce(&mut Config)) -> TestApp {
        TestApp::spawn_on(TestDatabase::new().await, adjust).await
    }

    /// [`TestApp::spawn_with`] on a database the test made (on a server of its own).
    pub async fn spawn_on(db: TestDatabase, adjust: impl FnOnce(&mut Config)) -> TestApp {
        let db = Arc::new(db);
        let dist = web_dist();
        let data_dir = new_data_dir();
        let mut config = Config {
            database_url: Secret::new(db.url.clone()),
            port: 0,
            web_dist: dist,
            data_dir: data_dir.clone(),
            public_url: "http://localhost:8080".to_owned(),
            jwt_secret: Some(Secret::new(TEST_SECRET)),
            token_ttl: Duration::from_secs(600),
            smtp_url: None,
            staff_email: None,
            ..Config::default()
        };
        adjust(&mut config);
        TestApp::start_on(db, config).await
    }

    /// A second instance of the site: another server on the same database, with a data folder
    /// of its own and this one's settings, changed by `adjust`.
    pub async fn another_instance(&self, adjust: impl FnOnce(&mut Config)) -> TestApp {
        let mut config = Config {
            data_dir: new_data_dir(),
            ..self.config.clone()
        };
        adjust(&mut config);
        TestApp::start_on(self.db.clone(), config).await
    }

    async fn start_on(db: Arc<TestDatabase>, config: Config) -> TestApp {
        let data_dir = config.data_dir.clone();
        let (address, metrics_address, stop, task) = start(config.clone()).await;
        let jar = Arc::new(Jar::default());
        let client = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let app = TestApp {
            base: format!("http://{address}"),
            metrics_base: metrics_address.map(|address| format!("http://{address}")),
            data_dir,
            client,
            jar,
            db,
            config,
            stop: Some(stop),
            task: Some(task),
        };
        // The first answer hands out the XSRF cookie, as loading the page does in a browser.
        app.client.get(app.url("/api/health")).send().await.unwrap();
        app
    }

    /// Stops the server and starts it again over the same database and data folder, with some
    /// settings changed: what a deploy or a crash and restart does.
    pub async fn restart_with(mut self, adjust: impl FnOnce(&mut Config)) -> TestApp {
        self.stop_server().await;
        adjust(&mut self.config);
        let (address, metrics_address, stop, task) = start(self.config.clone()).await;
        self.base = format!("http://{address}");
        self.metrics_base = metrics_address.map(|address| format!("http://{address}"));
        self.stop = Some(stop);
        self.task = Some(task);
        self
    }

    /// Stops the server and leaves its database and data folder as they are (until
    /// [`TestApp::restart_with`] starts it again).
    pub async fn stop_server(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            task.await.unwrap().unwrap();
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// GETs `path` and answers its JSON body, whatever the status.
    pub async fn get_json(&self, path: &str) -> serde_json::Value {
        self.client
            .get(self.url(path))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    /// A request as the web app sends it: with the XSRF header matching the cookie.
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        let builder = self.client.request(method, self.url(path));
        match self.xsrf_token() {
            Some(token) => builder.header("X-XSRF-TOKEN", token),
            None => builder,
        }
    }

    fn xsrf_token(&self) -> Option<String> {
        use reqwest::cookie::CookieStore;
        let cookies = self.jar.cookies(&self.base.parse().unwrap())?;
        cookies
            .to_str()
            .ok()?
            .split(';')
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == "XSRF-TOKEN")
            .map(|(_, value)| value.to_owned())
    }

    pub async fn stop(mut self) {
        self.stop_server().await;
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }

    pub fn media_dir(&self) -> std::path::PathBuf {
        self.data_dir.join("media")
    }
}

type Started = (
    std::net::SocketAddr,
    Option<std::net::SocketAddr>,
    oneshot::Sender<()>,
    tokio::task::JoinHandle<anyhow::Result<()>>,
);

async fn start(config: Config) -> Started {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let server = doghotel::serve(config, listener, async {
        let _ = stopped.await;
    })
    .await
    .expect("server starts");
    (server.address, server.metrics_address, stop, server.task)
}

fn new_data_dir() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("doghotel-test-data-{}", uuid::Uuid::new_v4()))
}

/// A stand-in `web/dist` with the head marker, so the server's HTML handling can be tested
/// without building the web app.
pub fn web_dist() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("doghotel-test-dist-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(
        dir.join("index.html"),
        r#"<!doctype html><html lang="uk"><head><!--doghotel:head--></head><body><div id="root"></div></body></html>"#,
    )
    .unwrap();
    dir
}

/// Asserts an error answer's status and code and returns its body.
pub async fn assert_error(
    response: reqwest::Response,
    status: reqwest::StatusCode,
    code: &str,
) -> serde_json::Value {
    assert_eq!(response.status(), status);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["code"], code, "{body}");
    body
}

/// An answer's headers but those made anew for each answer (its date, request id and cookie),
/// sorted: what two answers to the same request must share, whichever way each was made.
pub fn lasting_headers(headers: &HeaderMap) -> Vec<(String, String)> {
    let mut lasting: Vec<(String, String)> = headers
        .iter()
        .filter(|(name, _)| !["date", "x-request-id", "set-cookie"].contains(&name.as_str()))
        .map(|(name, value)| (name.to_string(), value.to_str().unwrap().to_owned()))
        .collect();
    lasting.sort();
    lasting
}

pub fn bearer(headers: &HeaderMap) -> Option<String> {
    headers
        .get("authorization")?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::to_owned)
}

impl TestApp {
    /// The token settings of the running server: tokens made with them are the server's own.
    pub fn auth_config(&self) -> command::AuthConfig {
        let secret = self
            .config
            .jwt_secret
            .as_ref()
            .expect("the tests set a secret");
        self.config
            .auth(secret)
            .expect("the tests' secret is long enough")
    }

    /// The command side over the server's database and media store, as the CLI runs it.
    pub fn command_state(&self) -> command::CommandState {
        let media = Arc::new(media::LocalStore::new(self.media_dir()));
        command::CommandState::new(self.db.pool.clone(), self.auth_config(), media)
    }

    /// Creates a staff account the way `doghotel create-admin` does and waits until the
    /// running server's projector has made it visible to sign-in.
    pub async fn create_admin(&self, login: &str) {
        command::create_admin(&self.command_state(), login, ADMIN_PASSWORD, None)
            .await
            .expect("admin created");
        self.wait_until_projected().await;
    }

    /// How many events of `event_type` the store holds.
    pub async fn events_of_type(&self, event_type: &str) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM events WHERE event_type = $1")
            .bind(event_type)
            .fetch_one(&self.db.pool)
            .await
            .unwrap()
    }

    /// Makes `image_id` count as uploaded: an upload is complete once its manifest is stored,
    /// and that is what commands taking photo ids check.
    pub async fn mark_uploaded(&self, image_id: &str) {
        use media::MediaStore;
        let image_id = media::ImageId::parse(image_id).expect("a content id");
        let manifest = media::MediaKey::new(&image_id, "image", "json").unwrap();
        media::LocalStore::new(self.media_dir())
            .put(&manifest, b"{}", "application/json")
            .await
            .unwrap();
    }

    /// Waits (bounded) until every subscriber has handled every event it reads.
    pub async fn wait_until_projected(&self) {
        for _ in 0..200 {
            let health = self.get_json("/api/health").await;
            let subscribers = health["subscribers"].as_array().unwrap();
            if !subscribers.is_empty() && subscribers.iter().all(|s| s["lag"] == 0) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        panic!("the projector did not catch up within 5 seconds");
    }

    /// Signs in and answers the token from the `Authorization` header.
    pub async fn sign_in(&self, login: &str, password: &str) -> reqwest::Response {
        self.request(Method::POST, "/api/login")
            .json(&serde_json::json!({ "login": login, "password": password }))
            .send()
            .await
            .unwrap()
    }

    /// `GET path` as the staff member whose token this is; the answer must be 200.
    pub async fn get_json_as(&self, path: &str, token: &str) -> serde_json::Value {
        let response = self
            .client
            .get(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), reqwest::StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    /// Signs in a new staff account and answers its token, for what only staff may read.
    pub async fn staff_token(&self) -> String {
        let login = format!("staff{}", &uuid::Uuid::new_v4().simple().to_string()[..8]);
        self.create_admin(&login).await;
        bearer(self.sign_in(&login, ADMIN_PASSWORD).await.headers()).expect("a token")
    }

    /// `GET /api/admin/profile/login={login}`, with a bearer token when given.
    pub async fn profile(&self, login: &str, token: Option<&str>) -> reqwest::Response {
        let request = self
            .client
            .get(self.url(&format!("/api/admin/profile/login={login}")));
        match token {
            Some(token) => request.bearer_auth(token),
            None => request,
        }
        .send()
        .await
        .unwrap()
    }
}

/// A real SMTP server (`scripts/smtp-sink`, Debian's aiosmtpd) on a port of its own, storing
/// what it accepts in a folder; killed when dropped. The browser tests start the same script.
pub struct SmtpSink {
    pub port: u16,
    dir: std::path::PathBuf,
    process: Option<std::process::Child>,
}

impl SmtpSink {
    /// A free port and a folder, with no server on them yet: mail sent there fails until
    /// [`SmtpSink::start`].
    pub fn reserve() -> SmtpSink {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let dir = std::env::temp_dir().join(format!("doghotel-test-mail-{}", uuid::Uuid::new_v4()));
        SmtpSink {
            port,
            dir,
            process: None,
        }
    }

    /// Starts the server and waits until it accepts connections.
    pub async fn start(&mut self) {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/smtp-sink");
        let process = std::process::Command::new(script)
            .arg(self.port.to_string())
            .arg(&self.dir)
            .stdout(std::process::Stdio::null())
            .spawn()
            .expect("scripts/smtp-sink starts (scripts/ensure-smtp-sink installs aiosmtpd)");
        self.process = Some(process);
        for _ in 0..200 {
            if tokio::net::TcpStream::connect(("127.0.0.1", self.port))
                .await
                .is_ok()
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "the SMTP sink did not listen on port {} within 10 s",
            self.port
        );
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Every message received so far, decoded by `scripts/smtp-sink-messages`.
    pub fn messages(&self) -> Vec<serde_json::Value> {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/smtp-sink-messages");
        let output = std::process::Command::new(script)
            .arg(&self.dir)
            .output()
            .expect("scripts/smtp-sink-messages runs");
        assert!(output.status.success(), "{output:?}");
        serde_json::from_slice(&output.stdout).expect("a JSON array of messages")
    }

    /// Waits (bounded) until `count` messages have arrived, and answers them.
    pub async fn wait_for(&self, count: usize, within: Duration) -> Vec<serde_json::Value> {
        self.wait_for_mail_to("", count, within).await
    }

    /// The messages received so far to `address` (every message for "").
    pub fn messages_to(&self, address: &str) -> Vec<serde_json::Value> {
        self.messages()
            .into_iter()
            .filter(|message| {
                message["to"]
                    .as_str()
                    .is_some_and(|to| to.contains(address))
            })
            .collect()
    }

    /// Waits (bounded) until `count` messages to `address` have arrived, and answers them:
    /// visitors get mail of their own (acknowledgements, answers) beside the staff's.
    pub async fn wait_for_mail_to(
        &self,
        address: &str,
        count: usize,
        within: Duration,
    ) -> Vec<serde_json::Value> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let messages = self.messages_to(address);
            if messages.len() >= count {
                return messages;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "{count} message(s) to {address:?} expected within {within:?}, got {}",
                messages.len()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        if let Some(mut process) = self.process.take() {
            let _ = process.kill();
            let _ = process.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
