//! Several instances of the site on one database, as behind a load balancer: what one of them
//! signs, another accepts, and a client's allowance is counted once between them.

use reqwest::{Method, StatusCode};

use crate::dog_requests::request;
use doghotel::config::Role;

use crate::support::{bearer, TestApp, ADMIN_PASSWORD};

/// `doghotel create-admin` as an operator runs it on a machine of its own: the site's
/// database, no secret configured and a data folder of its own.
fn create_admin_elsewhere(app: &TestApp, login: &str) {
    let elsewhere = std::env::temp_dir().join(format!("doghotel-cli-{}", uuid::Uuid::new_v4()));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_doghotel"))
        .args([
            "create-admin",
            "--login",
            login,
            "--password",
            ADMIN_PASSWORD,
        ])
        .env("DATABASE_URL", &app.db.url)
        .env("DOGHOTEL_DATA_DIR", &elsewhere)
        .env_remove("DOGHOTEL_JWT_SECRET")
        .env("RUST_LOG", "warn")
        .output()
        .expect("doghotel runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let _ = std::fs::remove_dir_all(elsewhere);
}

async fn signed_in(app: &TestApp, login: &str) -> String {
    let response = app.sign_in(login, ADMIN_PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK);
    bearer(response.headers()).expect("a token")
}

#[tokio::test]
async fn without_a_configured_secret_a_token_made_by_one_instance_is_good_on_another() {
    let first = TestApp::spawn_with(|config| config.jwt_secret = None).await;
    let second = first.another_instance(|_| {}).await;
    create_admin_elsewhere(&first, "olena");
    first.wait_until_projected().await;

    let from_first = signed_in(&first, "olena").await;
    let from_second = signed_in(&second, "olena").await;

    assert_eq!(
        second.profile("olena", Some(&from_first)).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        first.profile("olena", Some(&from_second)).await.status(),
        StatusCode::OK
    );
    let kept: i64 = sqlx::query_scalar("SELECT count(*) FROM site_secrets")
        .fetch_one(&first.db.pool)
        .await
        .unwrap();
    assert_eq!(kept, 1, "one secret, kept by the first instance to start");
    for app in [&first, &second] {
        assert!(!app.data_dir.join("jwt-secret").exists());
    }
    second.stop().await;
    first.stop().await;
}

#[tokio::test]
async fn a_site_that_kept_its_secret_in_its_data_folder_signs_with_it_still() {
    let earlier = "5".repeat(64);
    let app = TestApp::spawn_with(|config| {
        config.jwt_secret = None;
        std::fs::create_dir_all(&config.data_dir).unwrap();
        std::fs::write(config.data_dir.join("jwt-secret"), format!("{earlier}\n")).unwrap();
    })
    .await;

    let kept: String = sqlx::query_scalar("SELECT value FROM site_secrets WHERE name = 'token'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(kept, earlier);
    app.stop().await;
}

#[tokio::test]
async fn a_client_has_one_allowance_whichever_instance_it_reaches() {
    let first = TestApp::spawn_with(|config| config.submission_limit = 3).await;
    let second = first.another_instance(|_| {}).await;
    let send = |app: &TestApp| {
        app.request(Method::POST, "/api/send-notification")
            .json(&request())
            .send()
    };

    let mut answers = Vec::new();
    for app in [&first, &second, &first, &second, &first] {
        answers.push(send(app).await.unwrap().status());
    }

    assert_eq!(
        answers,
        [
            StatusCode::NO_CONTENT,
            StatusCode::NO_CONTENT,
            StatusCode::NO_CONTENT,
            StatusCode::TOO_MANY_REQUESTS,
            StatusCode::TOO_MANY_REQUESTS,
        ]
    );
    let stored: i64 =
        sqlx::query_scalar("SELECT count(*) FROM events WHERE event_type = 'DogRequestReceived'")
            .fetch_one(&first.db.pool)
            .await
            .unwrap();
    assert_eq!(stored, 3);
    second.stop().await;
    first.stop().await;
}

#[tokio::test]
async fn web_instances_serve_the_site_and_a_worker_runs_the_projector_and_the_clock() {
    let every_second = |config: &mut doghotel::Config| {
        config.publication_schedule = "* * * * * *".to_owned();
    };
    let web = TestApp::spawn_with(|config| {
        every_second(config);
        config.role = Role::Web;
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let leases: i64 = sqlx::query_scalar("SELECT count(*) FROM job_runs")
        .fetch_one(&web.db.pool)
        .await
        .unwrap();
    assert_eq!(leases, 0, "a web instance runs no timed job");

    let worker = web
        .another_instance(|config| {
            every_second(config);
            config.role = Role::Worker;
        })
        .await;
    web.create_admin("olena").await;
    let token = signed_in(&web, "olena").await;
    assert_eq!(
        web.profile("olena", Some(&token)).await.status(),
        StatusCode::OK,
        "the worker projected the account the web instance signed in"
    );
    let mut ticked = false;
    for _ in 0..50 {
        let leases: i64 =
            sqlx::query_scalar("SELECT count(*) FROM job_runs WHERE job = 'publication'")
                .fetch_one(&worker.db.pool)
                .await
                .unwrap();
        ticked = leases == 1;
        if ticked {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(ticked, "the worker keeps the clock");

    let on_worker = worker
        .client
        .get(worker.url("/api/want-a-friend/dogs"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        on_worker.status(),
        StatusCode::NOT_FOUND,
        "a worker serves no site"
    );
    let health = worker.get_json("/api/health").await;
    assert!(health["subscribers"]
        .as_array()
        .is_some_and(|all| !all.is_empty()));
    worker.stop().await;
    web.stop().await;
}
