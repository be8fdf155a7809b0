//! The server as a browser meets it: real HTTP on a real port, a real database per test.

mod support;

/// The About page, its team and the FAQ: staff edits, public reads, history.
#[path = "http/about.rs"]
mod about;
/// The admin dog calls: create, edit, publish, hide, delete, history.
#[path = "http/admin_dogs.rs"]
mod admin_dogs;
/// Photo albums: staff's uploads, covers, turns and history; the public albums and photos.
#[path = "http/albums.rs"]
mod albums;
/// Anna, the staff member the admin tests act as.
#[path = "http/anna.rs"]
mod anna;
/// The backup drill: backed up, dropped, restored, the same row for row and file for file.
#[path = "http/backup.rs"]
mod backup;
/// The blog: categories, drafts, publication, the main article, history and the public lists.
#[path = "http/blog.rs"]
mod blog;
/// The hotel's contact details and the contact form.
#[path = "http/contacts.rs"]
mod contacts;
/// Staff accounts made from the command line, and logins that stay unique.
#[path = "http/create_admin.rs"]
mod create_admin;
/// The routes the API documents, for tests that reach every one.
#[path = "http/documented.rs"]
mod documented;
/// `POST /api/send-notification`.
#[path = "http/dog_requests.rs"]
mod dog_requests;
/// Forgetting a visitor: on request from the inbox, and what was kept too long.
#[path = "http/erasure.rs"]
mod erasure;
/// Liveness, readiness and read models that lag behind a command.
#[path = "http/health.rs"]
mod health;
/// The staff inbox: the list, its search and counts, status changes and each item's story.
#[path = "http/inbox.rs"]
mod inbox;
/// Two instances of the site on one database: one token secret, one allowance per client.
#[path = "http/instances.rs"]
mod instances;
/// Every JSON body is an object: an array, a string or a number is refused on every route.
#[path = "http/json_bodies.rs"]
mod json_bodies;
/// Staff sign-in.
#[path = "http/login.rs"]
mod login;
/// What the server logs, kept for a test to read.
#[path = "http/logs.rs"]
mod logs;
/// Photos in an S3-compatible store: seeded, served, backed up, restored and copied there.
#[path = "http/media_store.rs"]
mod media_store;
/// `/metrics` for staff and for the operator's scraper.
#[path = "http/metrics.rs"]
mod metrics;
/// The newsletter: subscription with double opt-in, its mails and links.
#[path = "http/newsletter.rs"]
mod newsletter;
/// Newsletter issues: staff write, test and send them; each subscriber receives one, once.
#[path = "http/newsletter_issues.rs"]
mod newsletter_issues;
/// A database outage: every route answers 503 with `Retry-After` while it lasts.
#[path = "http/outage.rs"]
mod outage;
/// Passkeys' ceremonies as far as the server alone decides them; the browser's half is Playwright's.
#[path = "http/passkeys.rs"]
mod passkeys;
/// Every aggregate's commands answered as done once their events are committed, whatever the
/// database does next.
#[path = "http/post_commit.rs"]
mod post_commit;
/// The services page: prices, services, the stay-cost estimate and staff edits.
#[path = "http/prices.rs"]
mod prices;
/// The staff profile form.
#[path = "http/profile.rs"]
mod profile;
/// Public reads answered from memory, and dropped when a command changes them.
#[path = "http/public_cache.rs"]
mod public_cache;
/// Reads from a streaming replica: the next read after a write shows it, on any instance.
#[path = "http/replica.rs"]
mod replica;
/// Guests' reviews and answers: the form, moderation, the feedback page and the slider.
#[path = "http/reviews.rs"]
mod reviews;
/// The second factor: an authenticator app, recovery codes, the two-step sign-in.
#[path = "http/second_factor.rs"]
mod second_factor;
/// Staff sessions: renewal, copied secrets, signing out here and everywhere.
#[path = "http/sessions.rs"]
mod sessions;
/// The public API's shapes as SPEC §3 names them, so none can drift unnoticed.
#[path = "http/spec_shapes.rs"]
mod spec_shapes;
/// Dog requests mailed to the staff over a real SMTP server.
#[path = "http/staff_mail.rs"]
mod staff_mail;
/// The hotel's places and closed nights, and each night's availability.
#[path = "http/stays.rs"]
mod stays;
/// Photo uploads and `/media` files.
#[path = "http/uploads.rs"]
mod uploads;

use reqwest::{header, Method, StatusCode};
use serde_json::{json, Value};
use support::{bearer, TestApp, ADMIN_PASSWORD};

#[tokio::test]
async fn health_reports_the_database_and_every_subscriber() {
    let app = TestApp::spawn().await;
    let response = app.client.get(app.url("/api/health")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let health: Value = response.json().await.unwrap();
    assert_eq!(health["status"], "ok");
    assert_eq!(health["database"], "ok");
    assert!(health["subscribers"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["name"] == "admin_accounts"));
    app.stop().await;
}

#[tokio::test]
async fn state_changing_calls_without_the_xsrf_header_are_refused() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/api/login"))
        .json(&json!({ "login": "admin", "password": ADMIN_PASSWORD }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "xsrfTokenInvalid");
    app.stop().await;
}

#[tokio::test]
async fn unknown_api_paths_answer_json_not_found() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .get(app.url("/api/no-such-thing"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "message404Error");
    app.stop().await;
}

/// The admin half of the API's description, as a signed-in staff member reads it.
async fn admin_openapi(app: &TestApp) -> Value {
    app.create_anna().await;
    app.get_json_as("/api/admin/openapi.json", &app.token().await)
        .await
}

#[tokio::test]
async fn the_openapi_document_describes_the_routes() {
    let app = TestApp::spawn().await;
    let doc = app.get_json("/api/openapi.json").await;
    let paths = doc["paths"].as_object().unwrap();
    for path in ["/api/health", "/api/login"] {
        assert!(paths.contains_key(path), "{path} missing from {paths:?}");
    }
    let admin = admin_openapi(&app).await;
    assert!(admin["paths"]["/api/admin/profile/update"].is_object());
    app.stop().await;
}

#[tokio::test]
async fn the_public_openapi_document_keeps_staffs_calls_to_signed_in_staff() {
    let app = TestApp::spawn().await;
    let public = app.get_json("/api/openapi.json").await;
    let paths: Vec<&String> = public["paths"].as_object().unwrap().keys().collect();
    assert!(
        paths.iter().all(|path| !path.starts_with("/api/admin")),
        "{paths:?}"
    );
    let stranger = app
        .client
        .get(app.url("/api/admin/openapi.json"))
        .send()
        .await
        .unwrap();
    assert_eq!(stranger.status(), StatusCode::UNAUTHORIZED);
    let admin = admin_openapi(&app).await;
    let paths: Vec<&String> = admin["paths"].as_object().unwrap().keys().collect();
    assert!(paths.len() > 50, "{paths:?}");
    assert!(
        paths.iter().all(|path| path.starts_with("/api/admin/")),
        "{paths:?}"
    );
    app.stop().await;
}

#[tokio::test]
async fn the_openapi_document_names_the_routes_and_the_bearer_scheme() {
    let app = TestApp::spawn().await;
    let document = app.get_json("/api/openapi.json").await;
    let admin = admin_openapi(&app).await;
    assert!(document["paths"]["/api/login"]["post"].is_object());
    assert!(document["paths"]["/api/send-notification"]["post"].is_object());
    assert!(document["paths"]["/api/send-message"]["post"].is_object());
    assert!(document["paths"]["/api/contacts"]["get"].is_object());
    assert!(admin["paths"]["/api/admin/contacts"]["put"].is_object());
    let review = &document["paths"]["/api/feedback"]["post"];
    assert!(review["requestBody"]["content"]["multipart/form-data"].is_object());
    assert!(document["paths"]["/api/feedback"]["get"].is_object());
    assert!(admin["paths"]["/api/admin/feedback/{id}/approve"]["put"].is_object());
    let upload = &admin["paths"]["/api/admin/cloudinary/upload"]["post"];
    assert!(upload["requestBody"]["content"]["multipart/form-data"].is_object());
    let update = &admin["paths"]["/api/admin/profile/update"]["put"];
    assert_eq!(update["security"][0]["bearer"], serde_json::json!([]));
    for document in [&document, &admin] {
        assert_eq!(
            document["components"]["securitySchemes"]["bearer"]["scheme"],
            "bearer"
        );
    }
    for schema in [
        "LoginRequest",
        "LoginResponse",
        "ProfileUpdateRequest",
        "ProfileResponse",
        "UploadResponse",
        "DogRequestPayload",
        "ContactMessagePayload",
        "ContactDetailsBody",
        "ErrorBody",
    ] {
        assert!(
            document["components"]["schemas"][schema].is_object(),
            "{schema}"
        );
    }
    app.stop().await;
}

#[tokio::test]
async fn pages_come_with_their_head_language_request_id_and_security_headers() {
    let app = TestApp::spawn().await;
    let response = app.client.get(app.url("/en")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert!(headers.contains_key(header::CONTENT_SECURITY_POLICY));
    assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert!(headers.contains_key("x-request-id"));
    let html = response.text().await.unwrap();
    assert!(html.contains(r#"<html lang="en">"#));
    assert!(html.contains("<title>"));
    assert!(html.contains(r#"hreflang="uk""#));

    let missing = app
        .client
        .get(app.url("/uk/no-such-page"))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(missing
        .text()
        .await
        .unwrap()
        .contains(r#"<html lang="uk">"#));
    app.stop().await;
}

#[tokio::test]
async fn bad_input_gets_a_clear_error_never_a_server_error() {
    let app = TestApp::spawn().await;
    let malformed = app
        .request(Method::POST, "/api/login")
        .header(header::CONTENT_TYPE, "application/json")
        .body("{\"login\": ")
        .send()
        .await
        .unwrap();
    assert_eq!(malformed.status(), StatusCode::BAD_REQUEST);

    let wrong_types = app
        .request(Method::POST, "/api/login")
        .json(&json!({ "login": 5, "password": [] }))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong_types.status(), StatusCode::BAD_REQUEST);

    let huge = "x".repeat(2 * 1024 * 1024);
    let oversized = app
        .request(Method::POST, "/api/login")
        .json(&json!({ "login": huge, "password": "x" }))
        .send()
        .await
        .unwrap();
    assert_eq!(oversized.status(), StatusCode::PAYLOAD_TOO_LARGE);
    app.stop().await;
}

#[tokio::test]
async fn a_password_change_signs_out_every_older_token() {
    let app = TestApp::spawn().await;
    app.create_admin("oksana").await;

    let signed_in = app.sign_in("oksana", ADMIN_PASSWORD).await;
    assert_eq!(signed_in.status(), StatusCode::OK);
    let old_token = bearer(signed_in.headers()).expect("token in the Authorization header");

    let profile = app.profile("oksana", Some(&old_token)).await;
    assert_eq!(profile.status(), StatusCode::OK);
    let profile: Value = profile.json().await.unwrap();
    assert_eq!(profile["login"], "oksana");
    assert_eq!(profile["preferredLanguage"]["languageValue"], "uk");

    let changed = app
        .request(Method::PUT, "/api/admin/profile/update")
        .bearer_auth(&old_token)
        .json(&json!({
            "login": "oksana",
            "email": "oksana@ukr.net",
            "preferredLanguage": "en",
            "currentPassword": ADMIN_PASSWORD,
            "newPassword": "Kyiv1996@dogs",
            "confirmPassword": "Kyiv1996@dogs"
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(changed.status(), StatusCode::OK);
    let new_token = bearer(changed.headers()).expect("a new token after the change");

    let with_old = app.profile("oksana", Some(&old_token)).await;
    assert_eq!(with_old.status(), StatusCode::UNAUTHORIZED);
    let body: Value = with_old.json().await.unwrap();
    assert_eq!(body["code"], "tokenExpiredMessage");

    let with_new: Value = app
        .profile("oksana", Some(&new_token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(with_new["email"], "oksana@ukr.net");
    assert_eq!(with_new["preferredLanguage"]["languageValue"], "en");

    assert_eq!(
        app.sign_in("oksana", ADMIN_PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.sign_in("oksana", "Kyiv1996@dogs").await.status(),
        StatusCode::OK
    );
    app.stop().await;
}

#[tokio::test]
async fn admin_routes_refuse_missing_and_tampered_tokens() {
    let app = TestApp::spawn().await;
    app.create_admin("petro").await;
    let token = bearer(app.sign_in("petro", ADMIN_PASSWORD).await.headers()).unwrap();
    let mut tampered = token.clone();
    tampered.pop();
    tampered.push(if token.ends_with('A') { 'B' } else { 'A' });
    for token in [None, Some(tampered.as_str())] {
        let response = app.profile("petro", token).await;
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "tokenExpiredMessage");
    }
    app.stop().await;
}

#[tokio::test]
async fn api_docs_load_their_ui_from_this_server_only() {
    // A web build with the UI's script in it, as `npm run build` copies it there.
    let dist = std::env::temp_dir().join(format!("doghotel-docs-dist-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(dist.join("api-docs")).unwrap();
    std::fs::write(dist.join("index.html"), "<!--doghotel:head-->").unwrap();
    let bundle = "window.SwaggerUIBundle = () => {};";
    std::fs::write(dist.join("api-docs/swagger-ui-bundle.js"), bundle).unwrap();
    let app = TestApp::spawn_with(|config| config.web_dist = dist.clone()).await;

    let response = app.client.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    let content_type = headers[header::CONTENT_TYPE].to_str().unwrap();
    assert!(content_type.starts_with("text/html"), "{content_type}");
    let policy = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
    assert!(policy.contains("script-src 'self';"), "{policy}");
    let html = response.text().await.unwrap();
    let sources: Vec<&str> = ["src", "href"]
        .iter()
        .flat_map(|name| attribute_values(&html, name))
        .collect();
    assert!(sources.len() >= 3, "{html}");
    for source in &sources {
        let ours = source.starts_with('/') && !source.starts_with("//");
        assert!(ours, "{source} is not on this server");
    }
    assert!(
        !html.contains("<script>"),
        "an inline script breaks the policy"
    );

    let text = |path: &'static str| {
        let request = app.client.get(app.url(path));
        async move { request.send().await.unwrap().text().await.unwrap() }
    };
    assert!(text("/api/docs/start.js")
        .await
        .contains("'/api/openapi.json'"));
    assert_eq!(text("/api/docs/ui/swagger-ui-bundle.js").await, bundle);
    app.stop().await;
    let _ = std::fs::remove_dir_all(dist);
}

/// The values of every `name="..."` attribute in `html`.
fn attribute_values<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let marker = format!(" {name}=\"");
    html.split(marker.as_str())
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect()
}
