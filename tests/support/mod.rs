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
    pub client: reqwest::Client,
    jar: Arc<Jar>,
    pub db: TestDatabase,
    stop: Option<oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        let db = TestDatabase::new().await;
        let dist = web_dist();
        let config = Config {
            database_url: Secret::new(db.url.clone()),
            port: 0,
            web_dist: dist,
            data_dir: std::env::temp_dir().join("doghotel-tests"),
            public_url: "http://localhost:8080".to_owned(),
            jwt_secret: Some(Secret::new("test-secret")),
            token_ttl: Duration::from_secs(600),
        };
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let server = doghotel::serve(config, listener, async {
            let _ = stopped.await;
        })
        .await
        .expect("server starts");
        let jar = Arc::new(Jar::default());
        let client = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let app = TestApp {
            base: format!("http://{}", server.address),
            client,
            jar,
            db,
            stop: Some(stop),
            task: Some(server.task),
        };
        // The first answer hands out the XSRF cookie, as loading the page does in a browser.
        app.client.get(app.url("/api/health")).send().await.unwrap();
        app
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
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
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            task.await.unwrap().unwrap();
        }
    }
}

/// A stand-in `web/dist` with the head marker, so the server's HTML handling can be tested
/// without building the web app.
fn web_dist() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("doghotel-test-dist-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(
        dir.join("index.html"),
        r#"<!doctype html><html lang="uk"><head><!--doghotel:head--></head><body><div id="root"></div></body></html>"#,
    )
    .unwrap();
    dir
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
    /// Creates a staff account the way `doghotel create-admin` does and waits until the
    /// running server's projector has made it visible to sign-in.
    pub async fn create_admin(&self, login: &str) {
        let auth = command::AuthConfig::new("test-secret", Duration::from_secs(600));
        let state = command::CommandState::new(self.db.pool.clone(), auth);
        command::create_admin(&state, login, ADMIN_PASSWORD, None)
            .await
            .expect("admin created");
        self.wait_until_projected().await;
    }

    /// Waits (bounded) until every subscriber has handled every event in the store.
    pub async fn wait_until_projected(&self) {
        for _ in 0..200 {
            let health: serde_json::Value = self
                .client
                .get(self.url("/api/health"))
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            let head = health["headPosition"].as_i64().unwrap();
            let subscribers = health["subscribers"].as_array().unwrap();
            if !subscribers.is_empty()
                && subscribers
                    .iter()
                    .all(|s| s["position"].as_i64() == Some(head))
            {
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
