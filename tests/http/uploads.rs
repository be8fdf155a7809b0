//! Photo uploads through the running server, and their variants served back from `/media`.

use std::io::Cursor;
use std::time::{Duration, Instant};

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use reqwest::multipart::{Form, Part};
use reqwest::{header, Method, StatusCode};
use serde_json::Value;

use crate::metrics::sample;
use crate::support::{bearer, lasting_headers, TestApp, ADMIN_PASSWORD};

const UPLOAD: &str = "/api/admin/cloudinary/upload";

/// A gradient, so the encoders have something real to compress.
fn pixels(width: u32, height: u32) -> RgbImage {
    RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    })
}

fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = pixels(width, height);
    let mut bytes = Cursor::new(Vec::new());
    JpegEncoder::new_with_quality(&mut bytes, 85)
        .write_image(image.as_raw(), width, height, ExtendedColorType::Rgb8)
        .unwrap();
    bytes.into_inner()
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let image = pixels(width, height);
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes)
        .write_image(image.as_raw(), width, height, ExtendedColorType::Rgb8)
        .unwrap();
    bytes
}

/// The first bytes of a PNG whose header claims `width`×`height`: all a bomb needs to be.
fn png_header_declaring(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
    bytes.extend_from_slice(&width.to_be_bytes());
    bytes.extend_from_slice(&height.to_be_bytes());
    bytes.extend_from_slice(&[8, 2, 0, 0, 0, 0, 0, 0, 0]);
    bytes
}

async fn signed_in_app() -> (TestApp, String) {
    let app = TestApp::spawn().await;
    app.create_admin("anna").await;
    let response = app.sign_in("anna", ADMIN_PASSWORD).await;
    assert_eq!(response.status(), StatusCode::OK);
    let token = bearer(response.headers()).expect("a token");
    (app, token)
}

async fn upload(app: &TestApp, token: &str, path: &str, form: Form) -> reqwest::Response {
    app.request(Method::POST, path)
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

fn file(bytes: Vec<u8>, name: &str, mime: &str) -> Form {
    Form::new().part(
        "file",
        Part::bytes(bytes)
            .file_name(name.to_owned())
            .mime_str(mime)
            .unwrap(),
    )
}

#[tokio::test]
async fn every_kind_of_bad_file_is_refused_as_an_invalid_photo_and_quickly() {
    let (app, token) = signed_in_app().await;
    let good = jpeg(800, 600);
    let good_png = png(400, 300);
    let cases: Vec<(&str, Form)> = vec![
        (
            "a GIF named .jpg",
            file(
                b"GIF89a,\x01,\x01\x00\x00\x00;".to_vec(),
                "dog.jpg",
                "image/jpeg",
            ),
        ),
        (
            "a text file",
            file(b"not a photo at all\n".to_vec(), "notes.txt", "text/plain"),
        ),
        (
            "a truncated JPEG",
            file(good[..good.len() / 2].to_vec(), "dog.jpg", "image/jpeg"),
        ),
        (
            "a truncated PNG",
            file(
                good_png[..good_png.len() / 2].to_vec(),
                "dog.png",
                "image/png",
            ),
        ),
        ("a tiny image", file(png(100, 100), "tiny.png", "image/png")),
        (
            "a file over 10 MB",
            file(
                vec![0xFF; 10 * 1024 * 1024 + 512 * 1024],
                "big.jpg",
                "image/jpeg",
            ),
        ),
        (
            "a PNG declaring 100000×100000 pixels",
            file(
                png_header_declaring(100_000, 100_000),
                "bomb.png",
                "image/png",
            ),
        ),
        ("a form without a file", Form::new().text("turns", "1")),
    ];
    for (what, form) in cases {
        let started = Instant::now();
        let response = upload(&app, &token, UPLOAD, form).await;
        let elapsed = started.elapsed();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{what}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "warningMessageInvalidPhoto", "{what}: {body}");
        assert_eq!(body["field"], "file", "{what}");
        assert!(elapsed < Duration::from_secs(2), "{what} took {elapsed:?}");
    }
    assert!(
        !app.media_dir().exists(),
        "nothing is stored for a refused file"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_body_over_the_upload_limit_is_too_large() {
    let (app, token) = signed_in_app().await;
    let response = upload(
        &app,
        &token,
        UPLOAD,
        file(vec![0xFF; 12 * 1024 * 1024], "huge.jpg", "image/jpeg"),
    )
    .await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "payloadTooLarge");
    app.stop().await;
}

#[tokio::test]
async fn uploads_need_a_signed_in_admin() {
    let app = TestApp::spawn().await;
    let response = app
        .request(Method::POST, UPLOAD)
        .multipart(file(jpeg(400, 300), "dog.jpg", "image/jpeg"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    app.stop().await;
}

#[tokio::test]
async fn a_jpeg_and_a_png_become_images_whose_variants_are_served_for_a_year() {
    let (app, token) = signed_in_app().await;
    for (path, form, (width, height)) in [
        (
            UPLOAD,
            file(jpeg(1200, 900), "dog.jpg", "image/jpeg"),
            (1200, 900),
        ),
        (
            // The article path is the same handler; a quarter turn swaps the sides.
            "/api/admin/articles/image/upload",
            file(png(640, 480), "cat.png", "image/png").text("turns", "1"),
            (480, 640),
        ),
    ] {
        let response = upload(&app, &token, path, form).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let body: Value = response.json().await.unwrap();
        let id = body["id"].as_str().unwrap();
        assert_eq!(id.len(), 64);
        assert!(id
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        assert_eq!(body["photo"], format!("/media/{id}/detail.jpg"));
        assert_eq!(
            (body["width"].as_u64(), body["height"].as_u64()),
            (Some(width), Some(height))
        );

        for (file, content_type) in [("detail.jpg", "image/jpeg"), ("card-2x.webp", "image/webp")] {
            let served = app
                .client
                .get(app.url(&format!("/media/{id}/{file}")))
                .send()
                .await
                .unwrap();
            assert_eq!(served.status(), StatusCode::OK, "{file}");
            let headers = served.headers().clone();
            assert_eq!(headers[header::CONTENT_TYPE], content_type);
            assert_eq!(
                headers[header::CACHE_CONTROL],
                "public, max-age=31536000, immutable"
            );
            let csp = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
            assert!(csp.contains("img-src 'self'"), "{csp}");
            let bytes = served.bytes().await.unwrap();
            if content_type == "image/webp" {
                assert!(bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP");
            } else {
                let decoded = image::load_from_memory(&bytes).expect("a real JPEG");
                // 960 wide at most, never enlarged.
                assert_eq!(u64::from(decoded.width()), width.min(960));
            }
        }
    }
    app.stop().await;
}

#[tokio::test]
async fn a_photo_is_revalidated_with_its_validators_and_sent_in_the_range_asked_for() {
    let (app, token) = signed_in_app().await;
    let response = upload(
        &app,
        &token,
        UPLOAD,
        file(jpeg(800, 600), "dog.jpg", "image/jpeg"),
    )
    .await;
    let id = response.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let url = app.url(&format!("/media/{id}/detail.jpg"));
    let get = |headers: &[(&'static str, String)]| {
        let mut request = app.client.get(&url);
        for (name, value) in headers {
            request = request.header(*name, value);
        }
        request.send()
    };

    // Twice: once from the store through the router, once from memory before it; the same
    // answer either way, but for the headers made anew for each answer.
    let mut first = None;
    for _ in 0..2 {
        let whole = get(&[]).await.unwrap();
        assert_eq!(whole.status(), StatusCode::OK);
        let headers = whole.headers().clone();
        assert_eq!(headers[header::ACCEPT_RANGES], "bytes");
        assert_eq!(headers[header::CONTENT_TYPE], "image/jpeg");
        let etag = headers[header::ETAG].to_str().unwrap().to_owned();
        let modified = headers[header::LAST_MODIFIED].to_str().unwrap().to_owned();
        let bytes = whole.bytes().await.unwrap();
        assert_eq!(
            headers[header::CONTENT_LENGTH],
            bytes.len().to_string().as_str()
        );
        let seen = (etag, modified, bytes, lasting_headers(&headers));
        assert_eq!(first.get_or_insert_with(|| seen.clone()), &seen);
    }
    let (etag, modified, bytes, _) = first.unwrap();
    assert!(etag.starts_with('"'), "{etag}");

    for validator in [
        ("if-none-match", etag.clone()),
        ("if-modified-since", modified),
    ] {
        let again = get(std::slice::from_ref(&validator)).await.unwrap();
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{validator:?}");
        assert_eq!(again.headers()[header::ETAG], etag.as_str());
        assert!(again.bytes().await.unwrap().is_empty());
    }
    let changed = get(&[("if-none-match", "\"another\"".to_owned())])
        .await
        .unwrap();
    assert_eq!(changed.status(), StatusCode::OK);

    let part = get(&[("range", "bytes=100-199".to_owned())]).await.unwrap();
    assert_eq!(part.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(
        part.headers()[header::CONTENT_RANGE],
        format!("bytes 100-199/{}", bytes.len()).as_str()
    );
    assert_eq!(part.bytes().await.unwrap(), bytes.slice(100..200));
    let stale_range = get(&[
        ("range", "bytes=100-199".to_owned()),
        ("if-range", "\"another\"".to_owned()),
    ])
    .await
    .unwrap();
    assert_eq!(stale_range.status(), StatusCode::OK);
    assert_eq!(stale_range.bytes().await.unwrap(), bytes);
    let past_the_end = get(&[("range", format!("bytes={}-", bytes.len()))])
        .await
        .unwrap();
    assert_eq!(past_the_end.status(), StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(
        past_the_end.headers()[header::CONTENT_RANGE],
        format!("bytes */{}", bytes.len()).as_str()
    );

    let metrics = app.client.get(app.url("/metrics")).bearer_auth(&token);
    let page = metrics.send().await.unwrap().text().await.unwrap();
    let photo = [("route", "/media/{image_id}/{file}"), ("status", "200")];
    assert_eq!(
        sample(&page, "doghotel_http_requests_total", &photo),
        Some(4.0),
        "the answers from memory are counted under the photos' route too:\n{page}"
    );
    app.stop().await;
}

#[tokio::test]
async fn unknown_or_malformed_media_paths_are_not_found() {
    let (app, token) = signed_in_app().await;
    let response = upload(
        &app,
        &token,
        UPLOAD,
        file(jpeg(400, 300), "dog.jpg", "image/jpeg"),
    )
    .await;
    let id = response.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    // The secret the server keeps beside the media folder must stay out of reach.
    std::fs::write(app.data_dir.join("jwt-secret.jpg"), "secret").unwrap();
    let unknown = "0".repeat(64);
    for path in [
        format!("/media/{unknown}/detail.jpg"),
        format!("/media/{id}/nonexistent.jpg"),
        format!("/media/{id}/image.json"),
        format!("/media/{id}/detail.png"),
        format!("/media/{}/detail.jpg", id.to_uppercase()),
        format!("/media/{id}/..%2F..%2Fjwt-secret.jpg"),
        format!("/media/{id}/%2e%2e/detail.jpg"),
        "/media/..%2Fjwt-secret.jpg".to_owned(),
        format!("/media/{id}"),
        "/media".to_owned(),
    ] {
        let response = app.client.get(app.url(&path)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn uploads_beyond_the_queue_are_refused_at_once_until_it_has_room() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let (app, token) = signed_in_app().await;
    let address = app.base.trim_start_matches("http://").to_owned();
    // Uploads whose bodies stop half-way keep their places in the queue.
    let mut stalled = Vec::new();
    for _ in 0..command::upload::queue::STAFF_UPLOADS_AT_ONCE {
        let mut stream = tokio::net::TcpStream::connect(&address).await.unwrap();
        let head = format!(
            "POST {UPLOAD} HTTP/1.1\r\nHost: {address}\r\nAuthorization: Bearer {token}\r\n\
             Cookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n\
             Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000000\r\n\r\n\
             --b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).await.unwrap();
        stalled.push(stream);
    }
    // Each is taken and waits for the rest of its body: no answer comes.
    for stream in &mut stalled {
        let mut answer = [0_u8; 64];
        let read = tokio::time::timeout(Duration::from_millis(300), stream.read(&mut answer));
        assert!(read.await.is_err(), "{}", String::from_utf8_lossy(&answer));
    }
    let photo = || file(jpeg(300, 300), "dog.jpg", "image/jpeg");
    let started = Instant::now();
    let refused = loop {
        let response = upload(&app, &token, UPLOAD, photo()).await;
        if response.status() == StatusCode::SERVICE_UNAVAILABLE {
            break response;
        }
        assert!(started.elapsed() < Duration::from_secs(5), "never refused");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(refused.headers().contains_key(header::RETRY_AFTER));
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["code"], "uploadsBusyMessage");

    drop(stalled);
    let started = Instant::now();
    while upload(&app, &token, UPLOAD, photo()).await.status() != StatusCode::OK {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the queue never emptied"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    app.stop().await;
}

/// Starts a form to `path` whose body stops half-way, from the client `visitor` names (the
/// server trusts the test's own address as a proxy): the server answers it before reading the
/// rest only if it refuses it.
async fn stalled_review(address: &str, visitor: &str) -> tokio::net::TcpStream {
    use tokio::io::AsyncWriteExt;
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let head = format!(
        "POST /api/feedback HTTP/1.1\r\nHost: {address}\r\nX-Forwarded-For: {visitor}\r\n\
         Cookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n\
         Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000000\r\n\r\n\
         --b\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.png\"\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream
}

/// What the server answered on `stream` (head and body) within `within`, if it did.
async fn answer_within(stream: &mut tokio::net::TcpStream, within: Duration) -> Option<String> {
    use tokio::io::AsyncReadExt;
    let deadline = tokio::time::Instant::now() + within;
    let mut answer = Vec::new();
    loop {
        let text = String::from_utf8_lossy(&answer).into_owned();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length = head
                .lines()
                .find_map(|line| {
                    line.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|n| n.trim().parse::<usize>().unwrap())
                })
                .unwrap_or(0);
            if body.len() >= length {
                return Some(text);
            }
        }
        let mut chunk = [0_u8; 1024];
        match tokio::time::timeout_at(deadline, stream.read(&mut chunk)).await {
            Ok(Ok(read)) if read > 0 => answer.extend_from_slice(&chunk[..read]),
            _ => return None,
        }
    }
}

#[tokio::test]
async fn twenty_slow_review_photos_at_once_leave_staff_uploads_their_places() {
    let app = TestApp::spawn_with(|config| {
        config.trusted_proxies = "127.0.0.1".parse().unwrap();
    })
    .await;
    app.create_admin("anna").await;
    let token = bearer(app.sign_in("anna", ADMIN_PASSWORD).await.headers()).expect("a token");
    let address = app.base.trim_start_matches("http://").to_owned();

    let mut slow = Vec::new();
    for visitor in 1..=20 {
        slow.push(stalled_review(&address, &format!("203.0.113.{visitor}")).await);
    }
    // The visitors' few places are taken; every other slow form is refused at once.
    let mut waiting = 0;
    for stream in &mut slow {
        match answer_within(stream, Duration::from_millis(500)).await {
            None => waiting += 1,
            Some(answer) => {
                assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
                assert!(answer.contains("uploadsBusyMessage"), "{answer}");
            }
        }
    }
    assert_eq!(waiting, command::upload::queue::VISITOR_UPLOADS_AT_ONCE);

    // Staff's upload goes through while the visitors' forms still hang.
    let photo = file(jpeg(300, 300), "dog.jpg", "image/jpeg");
    let response = upload(&app, &token, UPLOAD, photo).await;
    assert_eq!(response.status(), StatusCode::OK);
    drop(slow);
    app.stop().await;
}

#[tokio::test]
async fn a_client_over_its_limit_is_refused_before_its_photo_is_read_or_stored() {
    let app = TestApp::spawn_with(|config| {
        config.trusted_proxies = "127.0.0.1".parse().unwrap();
        config.submission_limit = 2;
    })
    .await;
    let send = |photo: Vec<u8>| {
        let form = Form::new()
            .text("name", "Олена")
            .text("petName", "")
            .text("text", "Дякуємо за турботу!")
            .part(
                "photo",
                Part::bytes(photo)
                    .file_name("bim.jpg")
                    .mime_str("image/jpeg")
                    .unwrap(),
            );
        let request = app
            .request(Method::POST, "/api/feedback")
            .header("X-Forwarded-For", "203.0.113.7")
            .multipart(form);
        async move { request.send().await.unwrap() }
    };
    // A form refused for a field the visitor can fix does not count.
    let refused = app
        .request(Method::POST, "/api/feedback")
        .header("X-Forwarded-For", "203.0.113.7")
        .multipart(Form::new().text("name", "О").text("text", "Дякуємо!"))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    for size in [300, 310] {
        assert_eq!(
            send(jpeg(size, size)).await.status(),
            StatusCode::NO_CONTENT
        );
    }
    let stored = std::fs::read_dir(app.media_dir()).unwrap().count();
    assert_eq!(stored, 2);

    // The third is answered 429 while its body is still on its way, and nothing is stored.
    let address = app.base.trim_start_matches("http://").to_owned();
    let mut over = stalled_review(&address, "203.0.113.7").await;
    let answer = answer_within(&mut over, Duration::from_secs(5))
        .await
        .expect("an answer before the body was sent");
    assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
    assert!(answer.contains("tooManyRequests"), "{answer}");
    assert_eq!(
        send(jpeg(320, 320)).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(std::fs::read_dir(app.media_dir()).unwrap().count(), stored);
    // Another visitor is not held back by this one.
    let other = app
        .request(Method::POST, "/api/feedback")
        .header("X-Forwarded-For", "203.0.113.8")
        .multipart(
            Form::new()
                .text("name", "Тарас")
                .text("petName", "")
                .text("text", "Дякуємо!"),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), StatusCode::NO_CONTENT);
    app.stop().await;
}

#[tokio::test]
async fn photos_no_event_names_are_removed_a_day_after_their_upload() {
    let (app, token) = signed_in_app().await;
    let mut ids = Vec::new();
    for size in [300, 320] {
        let photo = file(jpeg(size, size), "dog.jpg", "image/jpeg");
        let response = upload(&app, &token, UPLOAD, photo).await;
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.unwrap();
        ids.push(body["id"].as_str().unwrap().to_owned());
    }
    let (named, unused) = (&ids[0], &ids[1]);
    let dog = serde_json::json!({
        "name": { "uk": "Бровко", "en": "Brovko" },
        "description": { "uk": "Лагідний пес.", "en": "A gentle dog." },
        "ageChoice": "oneToTwoYears", "birthDate": null, "breedId": null, "sizeId": 2,
        "dogSex": "MALE", "sterilized": true, "hasGuardianship": false,
        "photos": [{ "id": named, "main": true }]
    });
    let saved = app
        .request(Method::POST, "/api/admin/want-a-friend/dog")
        .bearer_auth(&token)
        .json(&dog)
        .send()
        .await
        .unwrap();
    assert_eq!(saved.status(), StatusCode::OK);

    let store = media::LocalStore::new(app.media_dir());
    let now = std::time::SystemTime::now();
    let removed = command::upload::sweep::remove_unused(&app.db.pool, &store, now)
        .await
        .unwrap();
    assert_eq!(removed, 0, "a fresh upload has its day");

    let tomorrow = now + command::upload::sweep::GRACE + Duration::from_secs(60);
    let removed = command::upload::sweep::remove_unused(&app.db.pool, &store, tomorrow)
        .await
        .unwrap();
    assert_eq!(removed, 1);
    let status = |id: &str| {
        let url = app.url(&format!("/media/{id}/detail.jpg"));
        let client = app.client.clone();
        async move { client.get(url).send().await.unwrap().status() }
    };
    assert_eq!(status(named).await, StatusCode::OK);
    assert_eq!(status(unused).await, StatusCode::NOT_FOUND);
    assert!(!app.media_dir().join(unused).exists());
    app.stop().await;
}
