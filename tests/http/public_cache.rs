//! Public reads answered from memory: the same bytes again with an `ETag`, `304` for a client
//! that holds them, and never an answer older than what an admin's last command changed.

use std::io::Cursor;

use image::codecs::jpeg::JpegEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use reqwest::multipart::{Form, Part};
use reqwest::{header, Method, StatusCode};
use serde_json::{json, Value};

use crate::support::{bearer, lasting_headers, TestApp, ADMIN_PASSWORD};

const LIST: &str = "/api/want-a-friend/1";

struct Staff {
    app: TestApp,
    token: String,
    photo: String,
}

impl Staff {
    async fn start() -> Staff {
        let app = TestApp::spawn().await;
        app.create_admin("anna").await;
        let response = app.sign_in("anna", ADMIN_PASSWORD).await;
        let token = bearer(response.headers()).expect("a token");
        let pixels = RgbImage::from_fn(300, 300, |x, y| image::Rgb([x as u8, y as u8, 90]));
        let mut jpeg = Cursor::new(Vec::new());
        JpegEncoder::new(&mut jpeg)
            .write_image(pixels.as_raw(), 300, 300, ExtendedColorType::Rgb8)
            .unwrap();
        let form = Form::new().part(
            "file",
            Part::bytes(jpeg.into_inner())
                .file_name("dog.jpg")
                .mime_str("image/jpeg")
                .unwrap(),
        );
        let uploaded: Value = app
            .request(Method::POST, "/api/admin/cloudinary/upload")
            .bearer_auth(&token)
            .multipart(form)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let photo = uploaded["id"].as_str().expect("an image id").to_owned();
        Staff { app, token, photo }
    }

    /// Sends an admin command and answers its JSON; the command must succeed.
    async fn command(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let request = self.app.request(method, path).bearer_auth(&self.token);
        let request = match body {
            Some(body) => request.json(&body),
            None => request,
        };
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    fn form(&self, uk: &str, en: &str) -> Value {
        json!({
            "name": {"uk": uk, "en": en},
            "description": {"uk": format!("Історія собаки {uk}."), "en": format!("The story of {en}.")},
            "ageChoice": "oneToTwoYears",
            "sizeId": 2,
            "dogSex": "MALE",
            "photos": [{"id": self.photo, "main": true}],
        })
    }

    /// Creates and publishes a dog; answers its id.
    async fn publish_new(&self, uk: &str, en: &str) -> i64 {
        let created = self
            .command(
                Method::POST,
                "/api/admin/want-a-friend/dog",
                Some(self.form(uk, en)),
            )
            .await;
        let id = created["id"].as_i64().unwrap();
        self.command(
            Method::PUT,
            &format!("/api/admin/want-a-friend/publish/{id}"),
            None,
        )
        .await;
        id
    }

    async fn get(&self, path: &str, language: &str) -> reqwest::Response {
        self.app
            .client
            .get(self.app.url(path))
            .header("Accept-DHLanguage", language)
            .send()
            .await
            .unwrap()
    }

    async fn get_json(&self, path: &str, language: &str) -> (StatusCode, Value) {
        let response = self.get(path, language).await;
        (response.status(), response.json().await.unwrap())
    }

    async fn names(&self, language: &str) -> Vec<String> {
        let (_, page) = self.get_json(LIST, language).await;
        page["content"]
            .as_array()
            .unwrap()
            .iter()
            .map(|card| card["name"].as_str().unwrap().to_owned())
            .collect()
    }
}

#[tokio::test]
async fn a_public_read_answers_the_same_bytes_again_with_an_etag_and_304_for_a_holder() {
    let staff = Staff::start().await;
    let id = staff.publish_new("Рекс", "Rex").await;
    for path in [
        LIST.to_owned(),
        format!("/api/want-a-friend/dog/{id}"),
        format!("/en/want-a-friend/dog/{id}"),
    ] {
        let first = staff.get(&path, "en").await;
        assert_eq!(first.status(), StatusCode::OK, "{path}");
        let etag = first.headers()[header::ETAG].clone();
        let first_body = first.bytes().await.unwrap();
        let second = staff.get(&path, "en").await;
        assert_eq!(second.headers()[header::ETAG], etag, "{path}");
        assert_eq!(second.bytes().await.unwrap(), first_body, "{path}");

        let revalidated = staff
            .app
            .client
            .get(staff.app.url(&path))
            .header("Accept-DHLanguage", "en")
            .header(header::IF_NONE_MATCH, etag.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED, "{path}");
        assert_eq!(revalidated.headers()[header::ETAG], etag);
        assert!(revalidated.bytes().await.unwrap().is_empty());
    }
    // A page is still revalidated on every visit: no-cache, which the ETag makes cheap.
    let page = staff
        .get(&format!("/en/want-a-friend/dog/{id}"), "en")
        .await;
    assert_eq!(page.headers()[header::CACHE_CONTROL], "no-cache");
    // Compressed for a client that accepts it, with the same ETag.
    let gzipped = staff
        .app
        .client
        .get(staff.app.url(&format!("/api/want-a-friend/dog/{id}")))
        .header(header::ACCEPT_ENCODING, "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(gzipped.headers()[header::CONTENT_ENCODING], "gzip");
    staff.app.stop().await;
}

#[tokio::test]
async fn what_an_admin_publishes_edits_or_hides_shows_on_the_very_next_read() {
    let staff = Staff::start().await;
    assert!(staff.names("en").await.is_empty());
    let rex = staff.publish_new("Рекс", "Rex").await;
    assert_eq!(staff.names("en").await, ["Rex"]);
    let dog = format!("/api/want-a-friend/dog/{rex}");
    let page = format!("/en/want-a-friend/dog/{rex}");
    assert_eq!(staff.get_json(&dog, "en").await.1["name"], "Rex");
    let head = staff.get(&page, "en").await.text().await.unwrap();
    assert!(head.contains("Rex"));

    for round in 1..=3 {
        let admin: Value = staff
            .command(
                Method::GET,
                &format!("/api/admin/want-a-friend/dog/{rex}"),
                None,
            )
            .await;
        let en = format!("Rex{}", "x".repeat(round));
        let mut form = staff.form("Рекс", &en);
        form["id"] = json!(rex);
        form["version"] = admin["version"].clone();
        staff
            .command(Method::PUT, "/api/admin/want-a-friend/dog", Some(form))
            .await;
        assert_eq!(staff.get_json(&dog, "en").await.1["name"], en.as_str());
        assert_eq!(staff.names("en").await, [en.as_str()]);
        let head = staff.get(&page, "en").await.text().await.unwrap();
        assert!(head.contains(&en), "round {round}");
    }

    staff
        .command(
            Method::PUT,
            &format!("/api/admin/want-a-friend/hide/{rex}"),
            None,
        )
        .await;
    assert_eq!(staff.get_json(&dog, "en").await.0, StatusCode::NOT_FOUND);
    assert!(staff.names("en").await.is_empty());
    assert_eq!(staff.get(&page, "en").await.status(), StatusCode::NOT_FOUND);

    staff
        .command(
            Method::PUT,
            &format!("/api/admin/want-a-friend/publish/{rex}"),
            None,
        )
        .await;
    assert_eq!(staff.get_json(&dog, "en").await.0, StatusCode::OK);
    assert_eq!(staff.get(&page, "en").await.status(), StatusCode::OK);
    staff.app.stop().await;
}

#[tokio::test]
async fn each_language_keeps_its_own_answers() {
    let staff = Staff::start().await;
    let rex = staff.publish_new("Рекс", "Rex").await;
    let dog = format!("/api/want-a-friend/dog/{rex}");
    for _ in 0..2 {
        assert_eq!(staff.names("en").await, ["Rex"]);
        assert_eq!(staff.names("uk").await, ["Рекс"]);
        assert_eq!(staff.get_json(&dog, "en").await.1["name"], "Rex");
        assert_eq!(staff.get_json(&dog, "uk").await.1["name"], "Рекс");
        let english = staff
            .get(&format!("/en/want-a-friend/dog/{rex}"), "uk")
            .await;
        assert!(english.text().await.unwrap().contains("<html lang=\"en\">"));
        let ukrainian = staff.get(&format!("/want-a-friend/dog/{rex}"), "en").await;
        assert!(ukrainian
            .text()
            .await
            .unwrap()
            .contains("<html lang=\"uk\">"));
    }
    staff.app.stop().await;
}

#[tokio::test]
async fn an_answer_from_memory_carries_every_header_the_first_one_did() {
    let staff = Staff::start().await;
    let id = staff.publish_new("Рекс", "Rex").await;
    // A browser's first visit: no cookies, so each answer also hands out the XSRF token.
    let browser = reqwest::Client::new();
    for path in [
        LIST.to_owned(),
        format!("/api/want-a-friend/dog/{id}"),
        format!("/en/want-a-friend/dog/{id}"),
    ] {
        let mut seen = Vec::new();
        for _ in 0..2 {
            let response = browser
                .get(staff.app.url(&path))
                .header("Accept-DHLanguage", "en")
                .header(header::ACCEPT_ENCODING, "gzip, deflate, br")
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), StatusCode::OK, "{path}");
            let headers = lasting_headers(response.headers());
            let cookie = response.headers()[header::SET_COOKIE].to_str().unwrap();
            assert!(cookie.starts_with("XSRF-TOKEN="), "{path}: {cookie}");
            assert!(response.headers().contains_key("x-request-id"), "{path}");
            seen.push(headers);
        }
        assert_eq!(seen[0], seen[1], "{path}");
        let names: Vec<&str> = seen[0].iter().map(|(name, _)| name.as_str()).collect();
        for expected in [
            "content-encoding",
            "content-security-policy",
            "etag",
            "vary",
            "x-frame-options",
        ] {
            assert!(names.contains(&expected), "{path} lacks {expected}");
        }
    }
    staff.app.stop().await;
}
