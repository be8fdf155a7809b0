//! Photo albums through the running server: staff create one, upload photos into it, choose
//! covers, turn and delete photos, publish it and walk its history; visitors read the albums
//! and their photos in pages of 16.

use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::support::{assert_error, TestApp};

/// A PNG of its own: `seed` shifts the pattern, so each is another upload.
pub(crate) fn png(seed: u32, width: u32, height: u32) -> Vec<u8> {
    let pixels = RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([
            ((x + seed * 7) % 256) as u8,
            ((y + seed * 13) % 256) as u8,
            ((x + y + seed) % 256) as u8,
        ])
    });
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes)
        .write_image(pixels.as_raw(), width, height, ExtendedColorType::Rgb8)
        .unwrap();
    bytes
}

struct Staff {
    app: TestApp,
    token: String,
}

impl Staff {
    async fn new() -> Staff {
        let app = TestApp::spawn().await;
        app.create_anna().await;
        Staff {
            token: app.token().await,
            app,
        }
    }

    async fn call(&self, method: Method, path: &str, body: Option<&Value>) -> Response {
        let request = self
            .app
            .request(method, &format!("/api/admin/albums{path}"))
            .bearer_auth(&self.token);
        let request = match body {
            Some(body) => request.json(body),
            None => request,
        };
        request.send().await.unwrap()
    }

    /// A public page's HTML.
    async fn page(&self, path: &str) -> String {
        let response = self.app.request(Method::GET, path).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.text().await.unwrap()
    }

    async fn json(&self, method: Method, path: &str, body: Option<&Value>) -> Value {
        let response = self.call(method, path, body).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }

    async fn create(&self, uk: &str, en: &str) -> Response {
        let body = json!({ "name": { "uk": uk, "en": en } });
        self.call(Method::POST, "", Some(&body)).await
    }

    async fn created(&self, uk: &str, en: &str) -> Value {
        let response = self.create(uk, en).await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    async fn upload(&self, album: i64, bytes: Vec<u8>) -> Response {
        let form = Form::new().part(
            "file",
            Part::bytes(bytes)
                .file_name("photo.png")
                .mime_str("image/png")
                .unwrap(),
        );
        self.app
            .request(Method::POST, &format!("/api/admin/albums/{album}/photos"))
            .bearer_auth(&self.token)
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    /// Uploads photos `seeds`, one after the other; answers their numbers.
    async fn uploaded(&self, album: i64, seeds: std::ops::RangeInclusive<u32>) -> Vec<u64> {
        let mut numbers = Vec::new();
        for seed in seeds {
            let response = self.upload(album, png(seed, 300, 260)).await;
            assert_eq!(response.status(), StatusCode::OK, "photo {seed}");
            let photo: Value = response.json().await.unwrap();
            numbers.push(photo["number"].as_u64().unwrap());
        }
        numbers
    }

    async fn album(&self, id: i64) -> Value {
        self.json(Method::GET, &format!("/{id}"), None).await
    }

    async fn photos(&self, id: i64, page: u32) -> Value {
        self.json(Method::GET, &format!("/{id}/photos?page={page}"), None)
            .await
    }

    /// Saves the album page with its names kept.
    async fn save(&self, album: &Value, changes: Value) -> Response {
        let mut body = json!({
            "id": album["id"],
            "version": album["version"],
            "name": album["name"],
        });
        for (key, value) in changes.as_object().unwrap() {
            body[key] = value.clone();
        }
        self.call(Method::PUT, "", Some(&body)).await
    }

    async fn public(&self, path: &str, language: &str) -> Response {
        self.app
            .request(Method::GET, &format!("/api{path}"))
            .header("Accept-DHLanguage", language)
            .send()
            .await
            .unwrap()
    }

    async fn public_json(&self, path: &str, language: &str) -> Value {
        let response = self.public(path, language).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        response.json().await.unwrap()
    }
}

fn id(album: &Value) -> i64 {
    album["id"].as_i64().unwrap()
}

/// The numbers of a page of photos, in its order.
fn numbers(page: &Value) -> Vec<u64> {
    page["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|photo| photo["number"].as_u64().unwrap())
        .collect()
}

fn cover_indexes(page: &Value) -> Vec<(u64, Value)> {
    page["content"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|photo| !photo["coverIndex"].is_null())
        .map(|photo| {
            (
                photo["number"].as_u64().unwrap(),
                photo["coverIndex"].clone(),
            )
        })
        .collect()
}

#[tokio::test]
async fn names_are_refused_by_the_spec_rules_and_unique_per_language() {
    let staff = Staff::new().await;
    let short = staff.create("Л", "Summer").await;
    let body = assert_error(short, StatusCode::BAD_REQUEST, "nameToShort").await;
    assert_eq!(body["field"], "name.uk");
    let missing = staff
        .call(Method::POST, "", Some(&json!({ "name": { "uk": "Літо" } })))
        .await;
    let body = assert_error(missing, StatusCode::BAD_REQUEST, "enterAlbumName").await;
    assert_eq!(body["field"], "name.en");
    let symbol = staff.create("Літо", "Summer <3").await;
    assert_error(symbol, StatusCode::BAD_REQUEST, "invalidSymbol").await;

    staff.created("Літо", "Summer").await;
    let taken = staff.create("Зима", "SUMMER").await;
    let body = assert_error(taken, StatusCode::CONFLICT, "nameAlreadyExist").await;
    assert_eq!(body["field"], "name.en");
    let titles = staff.json(Method::GET, "/titles", None).await;
    assert_eq!(titles.as_array().unwrap().len(), 1, "{titles}");

    // Two staff members creating the same album at once: one album.
    let (first, second) = tokio::join!(
        staff.create("Осінь", "Autumn"),
        staff.create("Осінь", "Autumn")
    );
    let mut statuses = [first.status(), second.status()];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::OK, StatusCode::CONFLICT]);
    let page = staff.json(Method::GET, "?page=1", None).await;
    assert_eq!(page["totalElements"], 2, "{page}");
    staff.app.stop().await;
}

#[tokio::test]
async fn a_staff_member_fills_an_album_and_visitors_page_through_it() {
    let staff = Staff::new().await;
    let album = staff.created("Літо 2025", "Summer 2025").await;
    assert_eq!(album["status"], "NOT_PUBLISHED");
    assert_eq!(album["photosCount"], 0);
    let album_id = id(&album);

    let numbers_uploaded = staff.uploaded(album_id, 1..=19).await;
    assert_eq!(numbers_uploaded, (1..=19).collect::<Vec<u64>>());
    // A broken file is refused on its own; the album keeps the others.
    let broken = staff.upload(album_id, b"not a photo".to_vec()).await;
    let body = assert_error(
        broken,
        StatusCode::BAD_REQUEST,
        "warningMessageInvalidPhoto",
    )
    .await;
    assert_eq!(body["field"], "file");
    let small = staff.upload(album_id, png(99, 100, 100)).await;
    assert_error(small, StatusCode::BAD_REQUEST, "warningMessageInvalidPhoto").await;
    // The same file sent again (a retry) is the photo already there.
    let again = staff.upload(album_id, png(3, 300, 260)).await;
    let again: Value = again.json().await.unwrap();
    assert_eq!(again["number"], 3);
    let album = staff.album(album_id).await;
    assert_eq!(album["photosCount"], 19);

    // Three covers take places 0, 1, 2 in the order chosen; a fourth is refused whole.
    let saved = staff.save(&album, json!({ "covers": [5, 2, 9] })).await;
    assert_eq!(saved.status(), StatusCode::OK);
    let album: Value = saved.json().await.unwrap();
    let first = staff.photos(album_id, 1).await;
    assert_eq!(
        cover_indexes(&first),
        vec![(5, json!(0)), (2, json!(1)), (9, json!(2))]
    );
    // Covers first by place, the rest newest first.
    assert_eq!(
        numbers(&first),
        vec![5, 2, 9, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 8, 7, 6]
    );
    assert_eq!(first["last"], false);
    let full = staff.save(&album, json!({ "covers": [5, 2, 9, 1] })).await;
    assert_error(full, StatusCode::UNPROCESSABLE_ENTITY, "coverFull").await;
    // Removing one frees its place, and the new cover takes the lowest free one.
    let album: Value = staff
        .save(&album, json!({ "covers": [5, 9, 11] }))
        .await
        .json()
        .await
        .unwrap();
    let first = staff.photos(album_id, 1).await;
    assert_eq!(
        cover_indexes(&first),
        vec![(5, json!(0)), (11, json!(1)), (9, json!(2))]
    );

    // A quarter turn renders the photo again from its original, on its side.
    let before = first["content"][3].clone();
    let turned_number = before["number"].as_u64().unwrap();
    let album: Value = staff
        .save(
            &album,
            json!({
                "covers": [5, 11, 9],
                "turns": [{ "number": turned_number, "turnsCount": 1 }],
                "deletedPhotoIds": [1]
            }),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(album["photosCount"], 18);
    let first = staff.photos(album_id, 1).await;
    let turned = &first["content"][3];
    assert_eq!(turned["number"], turned_number);
    assert_eq!(turned["turns"], 1);
    assert_ne!(turned["image"]["id"], before["image"]["id"]);
    assert_eq!(
        (&turned["image"]["width"], &turned["image"]["height"]),
        (&json!(260), &json!(300))
    );
    let image = turned["image"]["id"].as_str().unwrap();
    let served = staff
        .app
        .request(Method::GET, &format!("/media/{image}/thumb.webp"))
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    // The kept original carries the camera's metadata and is never served.
    let source = before["image"]["id"].as_str().unwrap();
    let original = staff
        .app
        .request(Method::GET, &format!("/media/{source}/original.upload"))
        .send()
        .await
        .unwrap();
    assert_eq!(original.status(), StatusCode::NOT_FOUND);

    // Hidden, the album is nowhere public.
    assert_eq!(
        staff
            .public(&format!("/albums/{album_id}/photos?page=1"), "uk")
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    let published = staff
        .json(Method::PUT, &format!("/publish/{album_id}"), None)
        .await;
    assert_eq!(published["status"], "PUBLISHED");

    for (language, name) in [("uk", "Літо 2025"), ("en", "Summer 2025")] {
        let albums = staff.public_json("/albums?page=1", language).await;
        assert_eq!(albums["content"][0]["name"], name);
        assert_eq!(albums["content"][0]["photosCount"], 18);
        let images = albums["content"][0]["images"].as_array().unwrap();
        assert_eq!(images.len(), 3);
        let image = images[0]["id"].as_str().unwrap();
        assert_eq!(images[0]["photo"], format!("/media/{image}/card.jpg"));
        assert_eq!(albums["last"], true);
        // The gallery page asks for the first card's two tiles (the first album shows two,
        // SPEC §9) before its code runs, with the `srcset` and `sizes` its `<img>`s carry.
        let page = staff.page(&format!("/{language}/about/photo")).await;
        let tile = |image: &Value| {
            let id = image["id"].as_str().unwrap();
            format!("/media/{id}/album-pair.webp 195w, /media/{id}/album-pair-2x.webp 390w")
        };
        let sizes = r#"imagesizes="(min-width: 960px) 195px, (min-width: 600px) 23vw, 46vw""#;
        let first = format!(
            r#"imagesrcset="{}" {sizes} fetchpriority="high">"#,
            tile(&images[0])
        );
        let second = format!(
            r#"imagesrcset="{}" {sizes} media="(min-width: 600px)">"#,
            tile(&images[1])
        );
        assert!(page.contains(&first), "{page}");
        assert!(page.contains(&second), "{page}");
        assert_eq!(page.matches(r#"<link rel="preload" as="image""#).count(), 2);
        let first = staff
            .public_json(&format!("/albums/{album_id}/photos?page=1"), language)
            .await;
        assert_eq!(first["name"], name);
        assert_eq!(first["content"].as_array().unwrap().len(), 16);
        assert_eq!(first["last"], false);
        assert_eq!(numbers(&first)[..3], [5, 11, 9]);
        let photo = &first["content"][0];
        let image = photo["id"].as_str().unwrap();
        assert_eq!(photo["photo"], format!("/media/{image}/detail.jpg"));
        let second = staff
            .public_json(&format!("/albums/{album_id}/photos?page=2"), language)
            .await;
        assert_eq!(numbers(&second), vec![3, 2]);
        assert_eq!(second["last"], true);
    }

    // A rename, then the history: every step, viewable and restorable.
    let renamed = staff
        .json(
            Method::PUT,
            "/titles",
            Some(&json!({
                "albumId": album_id,
                "version": published["version"],
                "name": { "uk": "Літо", "en": "Summer" }
            })),
        )
        .await;
    assert_eq!(renamed["name"]["en"], "Summer");
    assert_eq!(cover_indexes(&staff.photos(album_id, 1).await).len(), 3);
    let history = staff
        .json(Method::GET, &format!("/{album_id}/history"), None)
        .await;
    let events: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["event"].as_str().unwrap())
        .collect();
    for expected in [
        "AlbumCreated",
        "PhotoAdded",
        "CoverSelected",
        "CoverRemoved",
        "PhotoTurned",
        "PhotoDeleted",
        "AlbumPublished",
        "AlbumRenamed",
    ] {
        assert!(
            events.contains(&expected),
            "{expected} missing from {events:?}"
        );
    }
    assert!(history
        .as_array()
        .unwrap()
        .iter()
        .all(|entry| entry["actor"] == crate::anna::LOGIN));
    let changed = |event: &str| {
        history
            .as_array()
            .unwrap()
            .iter()
            .find(|entry| entry["event"] == event)
            .map(|entry| entry["changedFields"].clone())
            .unwrap()
    };
    assert_eq!(changed("PhotoAdded"), json!(["photos"]));
    assert_eq!(changed("PhotoTurned"), json!(["turns"]));
    assert_eq!(changed("CoverSelected"), json!(["covers"]));
    assert_eq!(changed("AlbumRenamed"), json!(["name.uk", "name.en"]));
    let deletion = history
        .as_array()
        .unwrap()
        .iter()
        .find(|entry| entry["event"] == "PhotoDeleted")
        .unwrap();
    let version = deletion["sequence"].as_u64().unwrap() - 1;
    let old = staff
        .json(
            Method::GET,
            &format!("/{album_id}/versions/{version}"),
            None,
        )
        .await;
    assert_eq!(old["photos"].as_array().unwrap().len(), 19);
    let restored = staff
        .json(
            Method::POST,
            &format!("/{album_id}/restore/{version}"),
            Some(&json!({ "version": renamed["version"] })),
        )
        .await;
    assert_eq!(restored["photosCount"], 19);
    assert_eq!(restored["name"]["en"], "Summer 2025");
    assert_eq!(restored["status"], "PUBLISHED");
    let albums = staff.public_json("/albums?page=1", "en").await;
    assert_eq!(albums["content"][0]["photosCount"], 19);
    staff.app.stop().await;
}

#[tokio::test]
async fn stale_saves_bad_pages_and_unknown_albums_are_refused_and_change_nothing() {
    let staff = Staff::new().await;
    let album = staff.created("Зима", "Winter").await;
    let album_id = id(&album);
    staff.uploaded(album_id, 1..=2).await;
    // `album` was loaded before the uploads.
    let stale = staff.save(&album, json!({ "covers": [1] })).await;
    assert_error(stale, StatusCode::CONFLICT, "conflict").await;
    let current = staff.album(album_id).await;
    let stranger = staff.save(&current, json!({ "covers": [7] })).await;
    assert_error(stranger, StatusCode::BAD_REQUEST, "invalidRequest").await;
    let turns = staff
        .save(
            &current,
            json!({ "turns": [{ "number": 1, "turnsCount": 4 }] }),
        )
        .await;
    assert_error(turns, StatusCode::BAD_REQUEST, "invalidRequest").await;
    assert_eq!(staff.album(album_id).await["version"], current["version"]);
    assert!(cover_indexes(&staff.photos(album_id, 1).await).is_empty());

    for page in ["0", "-1", "x", "1.5"] {
        let response = staff.public(&format!("/albums?page={page}"), "uk").await;
        assert_error(response, StatusCode::BAD_REQUEST, "invalidRequest").await;
        let response = staff
            .call(
                Method::GET,
                &format!("/{album_id}/photos?page={page}"),
                None,
            )
            .await;
        assert_error(response, StatusCode::BAD_REQUEST, "invalidRequest").await;
    }
    for missing in ["999", "0", "abc"] {
        let response = staff
            .public(&format!("/albums/{missing}/photos?page=1"), "uk")
            .await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{missing}");
        let response = staff.call(Method::GET, &format!("/{missing}"), None).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{missing}");
        let response = staff
            .call(Method::PUT, &format!("/publish/{missing}"), None)
            .await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{missing}");
    }
    let response = staff.upload(999, png(1, 300, 260)).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    // Past the last page is an empty page, not an error.
    let far = staff.photos(album_id, 5).await;
    assert_eq!(far["content"], json!([]));
    assert_eq!(far["last"], true);

    // A deleted album is gone for staff too, and its names are free again.
    let deleted = staff
        .call(Method::DELETE, &format!("/{album_id}"), None)
        .await;
    assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        staff
            .call(Method::GET, &format!("/{album_id}"), None)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    staff.created("Зима", "Winter").await;
    staff.app.stop().await;
}
