//! The backup drill, as an operator runs it: a site with the demo content and visitors'
//! traffic is backed up with `doghotel backup`, its database and media folder are dropped, and
//! `doghotel restore` brings back every table row for row and every media file byte for byte;
//! the server then starts on it and staff sign in again. A visitor erased after a backup was
//! taken stays erased when that backup is restored beside a newer one. Staff see every backup
//! taken or tried, a failed one on health too, and the nightly job lets the old archives go.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::json;
use sha2::{Digest, Sha256};
use sqlx::{Connection, PgConnection, PgPool};

use crate::erasure::{erase, rows_holding};
use crate::inbox::Inbox;
use crate::newsletter_issues::confirmed_subscriber;
use crate::reviews::{form, jpeg, with_photo};
use crate::support::{SmtpSink, TestApp, TEST_SECRET};

/// What a backup leaves out on purpose: when each schema step ran, how far each projection
/// had read and when (a restore rebuilds them), the record of backups taken, and what lives a
/// moment (sessions, sign-ins in progress, codes used, addresses acknowledged within the hour,
/// consistency reports).
const NOT_COMPARED: [&str; 13] = [
    "_sqlx_migrations",
    "site_secrets",
    "rate_counts",
    "job_runs",
    "backup_runs",
    "projection_checkpoints",
    "staff_sessions",
    "staff_session_secrets",
    "sign_in_challenges",
    "passkey_registrations",
    "authenticator_steps",
    "acknowledged_addresses",
    "consistency_checks",
];

/// `doghotel` with `args`, on the database and data folder of `app`, as its operator runs it.
fn run(app: &TestApp, args: &[&str]) -> std::process::Output {
    run_with_secret(app, args, Some(TEST_SECRET))
}

/// [`run`] with `secret` as `DOGHOTEL_JWT_SECRET`, or none: the site's own is used then.
fn run_with_secret(app: &TestApp, args: &[&str], secret: Option<&str>) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_doghotel"));
    command
        .args(args)
        .env("DATABASE_URL", &app.db.url)
        .env("DOGHOTEL_DATA_DIR", app.media_dir().parent().unwrap())
        .env("RUST_LOG", "warn");
    match secret {
        Some(secret) => command.env("DOGHOTEL_JWT_SECRET", secret),
        None => command.env_remove("DOGHOTEL_JWT_SECRET"),
    };
    command.output().expect("doghotel runs")
}

/// [`run`], which must succeed; answers what it printed.
fn doghotel(app: &TestApp, args: &[&str]) -> String {
    let output = run(app, args);
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "doghotel {args:?} failed: {printed}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    printed
}

/// Backs the site up into `folder` and answers the archive's path.
fn back_up(app: &TestApp, folder: &Path) -> PathBuf {
    let printed = doghotel(app, &["backup", "--to", folder.to_str().unwrap()]);
    let path = printed
        .split_whitespace()
        .find(|word| word.ends_with(".tar.gz"))
        .unwrap_or_else(|| panic!("no archive named in {printed}"));
    PathBuf::from(path)
}

/// Every row of every compared table, as text, in order.
async fn rows(pool: &PgPool) -> BTreeMap<String, Vec<String>> {
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT tablename::text FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    let mut all = BTreeMap::new();
    for table in tables
        .into_iter()
        .filter(|t| !NOT_COMPARED.contains(&t.as_str()))
    {
        let rows: Vec<String> =
            sqlx::query_scalar(&format!("SELECT t::text FROM \"{table}\" t ORDER BY 1"))
                .fetch_all(pool)
                .await
                .unwrap();
        all.insert(table, rows);
    }
    all
}

/// How far each reactor had acted.
async fn reactors(pool: &PgPool) -> Vec<(String, i64)> {
    sqlx::query_as(
        "SELECT name, position FROM projection_checkpoints WHERE kind = 'reactor' ORDER BY 1",
    )
    .fetch_all(pool)
    .await
    .unwrap()
}

/// Every media file under `folder` with its SHA-256, but a store's temporary files.
fn media_digests(folder: &Path) -> BTreeMap<String, String> {
    let mut digests = BTreeMap::new();
    for image in std::fs::read_dir(folder).unwrap() {
        let image = image.unwrap();
        for file in std::fs::read_dir(image.path()).unwrap() {
            let file = file.unwrap();
            let name = file.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue;
            }
            let bytes = std::fs::read(file.path()).unwrap();
            digests.insert(
                format!("{}/{name}", image.file_name().to_string_lossy()),
                hex::encode(Sha256::digest(bytes)),
            );
        }
    }
    digests
}

/// Stops the server and loses its database and media folder, as a dead disk would.
async fn lose_everything(app: &mut TestApp) {
    app.stop_server().await;
    app.db.pool.close().await;
    let mut admin = PgConnection::connect(&testkit::server_url()).await.unwrap();
    sqlx::query(&format!("DROP DATABASE \"{}\" WITH (FORCE)", app.db.name))
        .execute(&mut admin)
        .await
        .unwrap();
    sqlx::query(&format!("CREATE DATABASE \"{}\"", app.db.name))
        .execute(&mut admin)
        .await
        .unwrap();
    match std::fs::remove_dir_all(app.media_dir()) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => panic!("{error}"),
        _ => {}
    }
    let db = std::sync::Arc::get_mut(&mut app.db).expect("the site's only instance");
    db.pool = PgPool::connect_lazy(&db.url).unwrap();
}

fn backups_folder() -> PathBuf {
    std::env::temp_dir().join(format!("doghotel-test-backups-{}", uuid::Uuid::new_v4()))
}

#[tokio::test]
async fn a_site_backed_up_lost_and_restored_is_the_same_row_for_row_and_file_for_file() {
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let inbox = Inbox::mailing(&sink).await;
    doghotel(&inbox.app, &["seed-demo"]);
    // Visitors' traffic: a subscription, a message, a request for a dog, a review with a photo
    // that staff approve and answer, an article read.
    confirmed_subscriber(&inbox.app, &sink, "olena@example.com", "uk").await;
    inbox
        .visitor_sends(
            "/api/send-message",
            "uk",
            json!({"name": "Олена", "email": "olena@example.com", "message": "Чи є місце на травень",
                   "subject": "Зв'язатися з нами", "website": ""}),
        )
        .await;
    let review = inbox
        .app
        .request(Method::POST, "/api/feedback")
        .header("Accept-DHLanguage", "en")
        .multipart(with_photo(
            form("Taras", "Sirko", "Sirko loved it"),
            jpeg(400, 300),
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(review.status(), StatusCode::NO_CONTENT);
    let main = inbox.app.get_json("/api/blogs/main-articles").await;
    let article = inbox
        .app
        .get_json(&format!("/api/blogs/articles/{}", main["id"]))
        .await;
    assert!(article["id"].is_number(), "{article}");
    sink.wait_for_mail_to("olena@example.com", 2, Duration::from_secs(20))
        .await;
    // Views are counted in memory and stored when the server stops, or every minute.
    let app = inbox.app.restart_with(|_| {}).await;
    app.wait_until_projected().await;
    let pool = &app.db.pool;
    let before = rows(pool).await;
    let reactors_before = reactors(pool).await;
    let media_before = media_digests(&app.media_dir());
    assert!(before["events"].len() > 150, "the demo content is there");
    assert_eq!(before["article_views"].len(), 1, "the article read");
    assert!(!reactors_before.is_empty());
    assert!(
        media_before.len() > 1000,
        "{} media files",
        media_before.len()
    );

    let folder = backups_folder();
    let archive = back_up(&app, &folder);
    let mut app = app;
    lose_everything(&mut app).await;
    let printed = doghotel(&app, &["restore", archive.to_str().unwrap()]);
    assert!(printed.contains("restored"), "{printed}");
    assert!(!printed.contains("erasure"), "{printed}");

    let pool = &app.db.pool;
    let after = rows(pool).await;
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>()
    );
    for (table, rows) in &before {
        let restored = &after[table];
        let lost: Vec<&String> = rows.iter().filter(|row| !restored.contains(row)).collect();
        let new: Vec<&String> = restored.iter().filter(|row| !rows.contains(row)).collect();
        assert!(
            lost.is_empty() && new.is_empty(),
            "{table}: lost {lost:#?}, new {new:#?}"
        );
        assert_eq!(rows.len(), restored.len(), "{table}");
    }
    assert_eq!(reactors(pool).await, reactors_before);
    assert_eq!(media_digests(&app.media_dir()), media_before);

    // The server starts on it; staff sign in afresh (sessions are not backed up).
    let app = app.restart_with(|_| {}).await;
    let dogs = app.get_json("/api/want-a-friend/1").await;
    assert!(dogs["content"][0]["id"].is_number(), "{dogs}");
    let signed_in = app.sign_in("admin", "Doghotel1996!").await;
    assert_eq!(signed_in.status(), StatusCode::OK);
    app.stop().await;
    let _ = std::fs::remove_dir_all(folder);
}

#[tokio::test]
async fn a_visitor_erased_after_a_backup_stays_erased_when_it_is_restored() {
    let inbox = Inbox::new().await;
    let name = "Богдана Непам'ятна";
    inbox
        .visitor_sends(
            "/api/send-message",
            "uk",
            json!({"name": name, "email": "bohdana@example.com", "message": "Забудьте мене",
                   "subject": "Зв'язатися з нами", "website": ""}),
        )
        .await;
    let folder = backups_folder();
    let older = back_up(&inbox.app, &folder);
    let id = inbox.id_of(name).await;
    assert_eq!(erase(&inbox, &id).await.status(), StatusCode::OK);
    back_up(&inbox.app, &folder);
    let mut app = inbox.app;

    // The older backup is the one restored (the newer one may be what the disk took with it);
    // the erasure recorded in the newer one beside it is applied.
    lose_everything(&mut app).await;
    let printed = doghotel(&app, &["restore", older.to_str().unwrap()]);
    assert!(printed.contains("applied 1 erasure"), "{printed}");
    let app = app.restart_with(|_| {}).await;
    for needle in ["Непам'ятн", "bohdana@example.com", "Забудьте мене"] {
        assert_eq!(
            rows_holding(&app, needle).await,
            Vec::<String>::new(),
            "{needle}"
        );
    }
    app.stop().await;
    let _ = std::fs::remove_dir_all(folder);
}

/// The token secret the site made for itself.
async fn own_secret(app: &TestApp) -> String {
    sqlx::query_scalar("SELECT value FROM site_secrets")
        .fetch_one(&app.db.pool)
        .await
        .unwrap()
}

/// The site's own secret, kept in its database, is not in its backups: restored into a new
/// database, the site makes a new one, and the restore says what that costs.
#[tokio::test]
async fn a_site_with_its_own_secret_restored_into_a_new_database_is_told_the_secret_changed() {
    let mut app = TestApp::spawn_with(|config| config.jwt_secret = None).await;
    let before = own_secret(&app).await;
    let folder = backups_folder();
    let backed_up = run_with_secret(&app, &["backup", "--to", folder.to_str().unwrap()], None);
    assert!(backed_up.status.success(), "{backed_up:?}");
    let printed = String::from_utf8_lossy(&backed_up.stdout).into_owned();
    let archive = printed
        .split_whitespace()
        .find(|word| word.ends_with(".tar.gz"))
        .unwrap_or_else(|| panic!("no archive named in {printed}"))
        .to_owned();

    lose_everything(&mut app).await;
    let restored = run_with_secret(&app, &["restore", &archive], None);

    let printed = String::from_utf8_lossy(&restored.stdout).into_owned();
    assert!(restored.status.success(), "{restored:?}");
    assert!(
        printed.contains("the server's secret is not the one"),
        "{printed}"
    );
    assert_ne!(own_secret(&app).await, before);
    app.stop().await;
    let _ = std::fs::remove_dir_all(folder);
}

#[tokio::test]
async fn staff_see_each_backup_and_a_failed_one_shows_on_health() {
    let inbox = Inbox::new().await;
    let app = &inbox.app;
    let nothing_yet = app.get_json("/api/health").await;
    assert_eq!(nothing_yet["backup"], serde_json::Value::Null);
    let folder = backups_folder();
    let archive = back_up(app, &folder);
    // A folder that cannot be made: a file stands where it should be.
    let blocked = folder.join("blocked");
    std::fs::write(&blocked, "not a folder").unwrap();
    let failed = run(
        app,
        &["backup", "--to", blocked.join("inside").to_str().unwrap()],
    );
    assert!(!failed.status.success());

    let health = app.get_json("/api/health").await;
    assert_eq!(
        health["status"], "ok",
        "a failed backup does not take the site out"
    );
    assert_eq!(health["backup"]["failed"], true, "{health}");
    let size = std::fs::metadata(&archive).unwrap().len();
    assert_eq!(health["backup"]["lastBytes"], size, "{health}");
    assert!(health["backup"]["lastTakenAt"].is_string());
    let runs = app.get_json_as("/api/admin/backups", &inbox.token).await;
    let runs = runs.as_array().unwrap();
    assert_eq!(runs.len(), 2, "{runs:?}");
    assert_eq!(runs[0]["archive"], serde_json::Value::Null);
    assert!(
        runs[0]["error"].as_str().unwrap().contains("inside"),
        "{}",
        runs[0]
    );
    assert_eq!(
        runs[1]["archive"].as_str(),
        archive.file_name().unwrap().to_str()
    );
    assert_eq!(runs[1]["bytes"], size);
    assert_eq!(runs[1]["error"], serde_json::Value::Null);
    let anonymous = app
        .request(Method::GET, "/api/admin/backups")
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    let _ = std::fs::remove_dir_all(folder);
}

#[tokio::test]
async fn the_nightly_backup_keeps_the_days_it_is_told_and_nothing_else_goes() {
    let app = TestApp::spawn().await;
    let folder = backups_folder();
    std::fs::create_dir_all(&folder).unwrap();
    let old = folder.join("doghotel-backup-20200101T040000.000Z.tar.gz");
    let recent = folder.join(format!(
        "doghotel-backup-{}.tar.gz",
        (chrono::Utc::now() - chrono::TimeDelta::days(2)).format("%Y%m%dT%H%M%S%.3fZ")
    ));
    let notes = folder.join("notes.txt");
    for file in [&old, &recent, &notes] {
        std::fs::write(file, "kept by someone").unwrap();
    }
    let settings = doghotel::backup::BackupSettings {
        folder: folder.clone(),
        media: doghotel::backup::MediaPlace::Folder(app.media_dir()),
        secret: TEST_SECRET.to_owned(),
        keep_days: 14,
    };
    doghotel::backup::nightly(&app.db.pool, &settings).await;
    assert!(!old.exists(), "older than 14 days");
    assert!(recent.exists() && notes.exists());
    let archives = std::fs::read_dir(&folder)
        .unwrap()
        .filter(|entry| {
            let name = entry.as_ref().unwrap().file_name();
            name.to_string_lossy().starts_with("doghotel-backup-")
        })
        .count();
    assert_eq!(archives, 2, "the recent one and tonight's");
    let recorded: i64 = sqlx::query_scalar("SELECT count(*) FROM backup_runs WHERE error IS NULL")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(recorded, 1);
    app.stop().await;
    let _ = std::fs::remove_dir_all(folder);
}
