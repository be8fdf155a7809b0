//! Photo uploads through the running server, and their variants served back from `/media`.

use std::io::Cursor;
use std::time::{Duration, Instant};

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use reqwest::multipart::{Form, Part};
use reqwest::{header, Method, StatusCode};
use serde_json::Value;

use crate::support::{bearer, TestApp, ADMIN_PASSWORD};

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
    for _ in 0..command::upload::UPLOADS_AT_ONCE {
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
