//! No route answers an error once its events are committed: a client would take the change
//! for not made and make it again. The proxy between the server and PostgreSQL cuts every
//! connection the moment a command's events are committed, so anything the route still asks
//! of the database fails; each call must still be answered as done, and its events be there
//! once the database is back.

use std::time::Duration;

use doghotel::config::Secret;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use testkit::outage::CuttableProxy;

use crate::support::TestApp;
use crate::{about, admin_dogs, blog, contacts, newsletter_issues, outage, prices, reviews};

struct Cut {
    app: TestApp,
    proxy: CuttableProxy,
    token: String,
}

impl Cut {
    /// `body` sent to `path` (under `/api`) with the database cut right after the command's
    /// events are committed; answers the call's answer once the database is back.
    async fn committed(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let before = self.events().await;
        let request_id = uuid::Uuid::new_v4().to_string();
        self.proxy.cut_after_commit_of(&request_id);
        let mut request = self
            .app
            .request(method.clone(), &format!("/api{path}"))
            .header("Accept-DHLanguage", "en")
            .header("x-request-id", &request_id)
            .header("Idempotency-Key", uuid::Uuid::new_v4().to_string())
            .bearer_auth(&self.token);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let answer = request.send().await.unwrap();
        let status = answer.status();
        let text = answer.text().await.unwrap_or_default();
        let cut = self.proxy.is_cut();
        self.back().await;
        assert!(
            cut,
            "{method} {path}: no events were committed ({status} {text})"
        );
        assert!(
            status.is_success(),
            "{method} {path} answered {status} after its events were committed: {text}"
        );
        assert!(self.events().await > before, "{method} {path}");
        serde_json::from_str(&text).unwrap_or(Value::Null)
    }

    /// The number of events, read past the proxy.
    async fn events(&self) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM events")
            .fetch_one(&self.app.db.pool)
            .await
            .unwrap()
    }

    /// Opens the proxy and waits until the server reaches the database again.
    async fn back(&self) {
        self.proxy.open();
        for _ in 0..100 {
            let health = self.app.request(Method::GET, "/api/health").send().await;
            if health.is_ok_and(|health| health.status() == StatusCode::OK) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the server did not reach the database again");
    }

    /// The first item of staff's list at `path` (under `/api/admin`), once it has one.
    async fn first_of(&self, path: &str) -> Value {
        for _ in 0..200 {
            let list = self
                .app
                .get_json_as(&format!("/api/admin{path}"), &self.token)
                .await;
            if list["content"][0].is_object() {
                return list["content"][0].clone();
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        panic!("{path} stayed empty");
    }
}

#[tokio::test]
async fn every_aggregates_commands_are_answered_as_done_when_the_database_goes_right_after_the_commit(
) {
    let proxy = CuttableProxy::before(&testkit::server_url()).await;
    let app = TestApp::spawn_with(|config| {
        config.database_url = Secret::new(proxy.through(config.database_url.expose()));
    })
    .await;
    app.create_anna().await;
    for seed in ['a', 'b', 'c'] {
        app.mark_uploaded(&seed.to_string().repeat(64)).await;
    }
    let store = media::LocalStore::new(app.media_dir());
    doghotel::demo::seed_prices(&app.command_state(), &store)
        .await
        .unwrap();
    let token = app.token().await;
    let mut cut = Cut { app, proxy, token };
    let post = Method::POST;
    let put = Method::PUT;

    // What staff answer below, sent and projected before anything is cut.
    let message = cut
        .app
        .request(post.clone(), "/api/send-message")
        .header("Accept-DHLanguage", "uk")
        .json(&outage::body_of("/api/send-message"))
        .send()
        .await
        .unwrap();
    assert!(message.status().is_success());
    let review = cut
        .app
        .request(post.clone(), "/api/feedback")
        .header("Accept-DHLanguage", "uk")
        .multipart(reviews::form("Олена", "Бім", "Бімові у вас дуже добре"))
        .send()
        .await
        .unwrap();
    assert!(review.status().is_success());

    let item = cut.first_of("/inbox?page=1").await;
    let review = cut.first_of("/feedback?status=PENDING&page=1").await;
    let review = review["id"].as_str().unwrap().to_owned();

    // Visitors.
    for route in [
        "/send-message",
        "/send-notification",
        "/blogs/subscribe",
        "/add-email",
    ] {
        let body = outage::body_of(&format!("/api{route}"));
        cut.committed(post.clone(), route, Some(body)).await;
    }
    // Staff: the inbox, reviews and the newsletter.
    let status = json!({"status": "DONE", "version": item["version"]});
    cut.committed(
        put.clone(),
        &format!("/admin/inbox/{}/status", item["id"].as_str().unwrap()),
        Some(status),
    )
    .await;
    cut.committed(
        put.clone(),
        &format!("/admin/feedback/{review}/approve"),
        Some(json!({"version": 1})),
    )
    .await;
    let issue = cut
        .committed(
            post.clone(),
            "/admin/newsletter/issues",
            Some(json!({ "content": newsletter_issues::issue("Новини", "News") })),
        )
        .await;
    assert!(issue["id"].is_number(), "{issue}");

    // Staff: the blog, every article route.
    let categories = cut
        .committed(
            post.clone(),
            "/admin/articles/categories/add",
            Some(json!({"name": {"uk": "Поради", "en": "Tips"}})),
        )
        .await;
    let category = categories[0]["id"].clone();
    let draft = blog::draft(&category, "Стаття");
    let article = cut
        .committed(
            post.clone(),
            "/admin/articles/snapshot",
            Some(draft.clone()),
        )
        .await;
    let id = article["id"].as_i64().unwrap();
    let mut update = blog::draft(&category, "Стаття, друга редакція");
    update["id"] = json!(id);
    update["version"] = json!(1);
    cut.committed(
        put.clone(),
        "/admin/articles/snapshot",
        Some(update.clone()),
    )
    .await;
    cut.committed(put.clone(), &format!("/admin/articles/publish/{id}"), None)
        .await;
    let main = cut
        .committed(put.clone(), &format!("/admin/articles/main/{id}"), None)
        .await;
    assert_eq!(main["main"], true);
    let later = json!({"publishAt": "2099-01-01T07:00:00Z"});
    cut.committed(
        put.clone(),
        &format!("/admin/articles/schedule/{id}"),
        Some(later),
    )
    .await;
    cut.committed(
        Method::DELETE,
        &format!("/admin/articles/schedule/{id}"),
        None,
    )
    .await;
    let hidden = cut
        .committed(put.clone(), &format!("/admin/articles/hide/{id}"), None)
        .await;
    assert_eq!(hidden["main"], false, "{hidden}");
    let restored = cut
        .committed(
            post.clone(),
            &format!("/admin/articles/article/{id}/restore/1"),
            Some(json!({"version": hidden["version"]})),
        )
        .await;
    update["version"] = restored["version"].clone();
    cut.committed(put.clone(), "/admin/article/update", Some(update))
        .await;
    cut.committed(Method::DELETE, &format!("/admin/articles/{id}"), None)
        .await;

    // Staff: the dogs, the hotel's pages and its prices.
    let dog = cut
        .committed(
            post.clone(),
            "/admin/want-a-friend/dog",
            Some(admin_dogs::new_dog()),
        )
        .await;
    let dog = dog["id"].as_i64().unwrap();
    cut.committed(
        put.clone(),
        &format!("/admin/want-a-friend/publish/{dog}"),
        None,
    )
    .await;
    cut.committed(
        put.clone(),
        &format!("/admin/want-a-friend/hide/{dog}"),
        None,
    )
    .await;
    cut.committed(put.clone(), "/admin/about/story", Some(about::story(0)))
        .await;
    cut.committed(
        post.clone(),
        "/admin/faq",
        Some(about::question("Чи можна?", "May I?", "<p>Yes.</p>")),
    )
    .await;
    cut.committed(
        put.clone(),
        "/admin/contacts",
        Some(contacts::details("+38(044)123-45-67")),
    )
    .await;
    cut.committed(
        put.clone(),
        "/admin/prices/dog-hotel",
        Some(prices::dog_hotel_form(1, "800")),
    )
    .await;
    let mut walking = cut
        .app
        .get_json_as("/api/admin/services/walking/versions/1", &cut.token)
        .await;
    walking["version"] = json!(1);
    walking["title"]["en"] = json!("Walks in the park");
    cut.committed(put.clone(), "/admin/services/walking", Some(walking))
        .await;
    let album = cut
        .committed(
            post.clone(),
            "/admin/albums",
            Some(json!({"name": {"uk": "Літо", "en": "Summer"}})),
        )
        .await;
    assert!(album["id"].is_number(), "{album}");
    let new_password = "Kyiv1996@dogs";
    let mut profile = crate::anna::anna_profile();
    profile["preferredLanguage"] = json!("en");
    profile["currentPassword"] = json!(crate::anna::PASSWORD);
    profile["newPassword"] = json!(new_password);
    profile["confirmPassword"] = json!(new_password);
    cut.committed(put, "/admin/profile/update", Some(profile))
        .await;
    // Last, as it ends every session: signed in afresh under the new password.
    let signed_in = cut.app.post_login(crate::anna::LOGIN, new_password).await;
    assert_eq!(signed_in.status(), StatusCode::OK);
    cut.token = crate::anna::bearer(&signed_in);
    cut.committed(post, "/admin/profile/sign-out-everywhere", None)
        .await;
    cut.app.stop().await;
}
