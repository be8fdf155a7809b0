//! The read side of adoptable dogs through the running server: the public list, filters and
//! details, the admin list, and the dog page's `<head>`. Dogs are written through the real
//! `Dog` aggregate; the server's own projector turns them into the read tables.

// Shared with the other test binaries; each uses only part of it.
#[allow(dead_code)]
mod support;

use chrono::{Duration, NaiveDate, Utc};
use command::dog::{Dog, DogCommand, DogFields, DogInput, PhotoInput};
use command::executor::Executor;
use events::dog::LocalizedText;
use events::EventMetadata;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::{bearer, TestApp, ADMIN_PASSWORD};

/// The server counts ages on its own clock, so birth dates are relative to today.
fn today() -> NaiveDate {
    Utc::now().date_naive()
}

fn days_ago(days: i64) -> NaiveDate {
    today() - Duration::days(days)
}

/// A 64-hex image id; the read side never opens the images.
fn image(n: u64) -> String {
    format!("{n:064x}")
}

/// A dog to write: what differs between the dogs of a test.
#[derive(Clone)]
struct NewDog {
    name_uk: String,
    name_en: String,
    sex: &'static str,
    size_id: i64,
    born: NaiveDate,
    photos: Vec<String>,
}

/// A name for dog `id`: names have letters only.
fn name(id: i64) -> String {
    let letter = char::from(b'a' + u8::try_from(id).unwrap());
    format!("Dog {letter}")
}

fn dog(name_en: &str) -> NewDog {
    NewDog {
        name_uk: format!("{name_en}-ук"),
        name_en: name_en.to_owned(),
        sex: "MALE",
        size_id: 2,
        born: days_ago(3 * 365),
        photos: vec![image(1), image(2)],
    }
}

impl NewDog {
    fn fields(&self) -> DogFields {
        let input = DogInput {
            name: LocalizedText::new(&self.name_uk, &self.name_en),
            description: LocalizedText::new(
                format!("Історія собаки {}.", self.name_uk),
                format!("The story of {}.", self.name_en),
            ),
            birth_date: Some(self.born),
            breed_id: None,
            size_id: Some(self.size_id),
            sex: Some(self.sex.to_owned()),
            sterilized: true,
            has_guardianship: false,
            photos: self
                .photos
                .iter()
                .enumerate()
                .map(|(index, id)| PhotoInput {
                    image_id: id.clone(),
                    main: index == 0,
                })
                .collect(),
        };
        DogFields::parse(&input, today()).expect("a valid dog")
    }
}

/// Runs dog commands the way the admin routes do, then waits for the projections.
struct Shelter<'a> {
    app: &'a TestApp,
    executor: Executor<Dog>,
}

impl<'a> Shelter<'a> {
    fn new(app: &'a TestApp) -> Shelter<'a> {
        Shelter {
            app,
            executor: Executor::new(app.db.pool.clone(), ()),
        }
    }

    async fn run(&self, id: i64, command: DogCommand) {
        let metadata = EventMetadata {
            actor: "olena".to_owned(),
            request_id: "test".to_owned(),
            command: "Test".to_owned(),
        };
        self.executor
            .execute(&id.to_string(), command, metadata)
            .await
            .expect("the dog command succeeds");
    }

    async fn create(&self, id: i64, dog: &NewDog) {
        let fields = dog.fields();
        self.run(
            id,
            DogCommand::CreateDog {
                fields,
                at: Utc::now(),
            },
        )
        .await;
    }

    async fn publish(&self, id: i64) {
        self.run(id, DogCommand::PublishDog { at: Utc::now() })
            .await;
    }

    /// Creates and publishes; waits until the server shows it.
    async fn adopt_out(&self, id: i64, dog: &NewDog) {
        self.create(id, dog).await;
        self.publish(id).await;
        self.app.wait_until_projected().await;
    }
}

async fn get(app: &TestApp, path: &str, language: Option<&str>) -> (StatusCode, Value) {
    let request = app.client.get(app.url(path));
    let request = match language {
        Some(language) => request.header("Accept-DHLanguage", language),
        None => request,
    };
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap())
}

fn ids(cards: &Value) -> Vec<i64> {
    cards
        .as_array()
        .unwrap()
        .iter()
        .map(|card| card["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn the_list_pages_published_dogs_newest_first_six_at_a_time() {
    let app = TestApp::spawn().await;
    let shelter = Shelter::new(&app);
    for id in 1..=14 {
        shelter.create(id, &dog(&name(id))).await;
        if id != 5 {
            shelter.publish(id).await;
        }
    }
    app.wait_until_projected().await;

    let (status, first) = get(&app, "/api/want-a-friend/1", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids(&first["content"]), [14, 13, 12, 11, 10, 9]);
    assert_eq!(
        (
            &first["last"],
            &first["totalElements"],
            &first["totalPages"]
        ),
        (&json!(false), &json!(13), &json!(3))
    );
    let (_, third) = get(&app, "/api/want-a-friend/3", None).await;
    assert_eq!(ids(&third["content"]), [1]);
    assert_eq!(third["last"], true);
    let (status, past) = get(&app, "/api/want-a-friend/4", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids(&past["content"]), Vec::<i64>::new());
    assert_eq!(past["last"], true);
    assert_eq!(past["totalElements"], 13);

    let (status, all) = get(&app, "/api/want-a-friend/dogs", None).await;
    assert_eq!(status, StatusCode::OK);
    let expected: Vec<i64> = (1..=14).rev().filter(|&id| id != 5).collect();
    assert_eq!(
        ids(&all),
        expected,
        "every published dog, the unpublished one not"
    );
    app.stop().await;
}

#[tokio::test]
async fn cards_and_details_speak_the_language_of_the_request() {
    let app = TestApp::spawn().await;
    let shelter = Shelter::new(&app);
    let bim = NewDog {
        name_uk: "Бім".to_owned(),
        name_en: "Bim".to_owned(),
        sex: "FEMALE",
        size_id: 1,
        born: days_ago(100),
        photos: vec![image(7), image(8), image(9)],
    };
    shelter.adopt_out(3, &bim).await;

    let (_, uk) = get(&app, "/api/want-a-friend/1", None).await;
    let card = &uk["content"][0];
    let expected = json!({
        "id": 3, "parentDogId": 3, "name": "Бім", "dogSex": "FEMALE", "sizeId": 1,
        "size": "Маленький", "birthDate": bim.born.to_string(), "ageBand": "beforeAYear",
        "hasGuardianship": false,
        "mainPhoto": { "id": image(7), "photo": format!("/media/{}/card.jpg", image(7)), "main": true }
    });
    assert_eq!(card, &expected);
    let (_, en) = get(&app, "/api/want-a-friend/dogs", Some("en")).await;
    assert_eq!(
        (&en[0]["name"], &en[0]["size"]),
        (&json!("Bim"), &json!("Small"))
    );
    let (_, ru) = get(&app, "/api/want-a-friend/dogs", Some("ru")).await;
    assert_eq!(
        ru[0]["name"], "Бім",
        "Russian has no texts and reads Ukrainian"
    );

    let (status, details) = get(&app, "/api/want-a-friend/dog/3", Some("en")).await;
    assert_eq!(status, StatusCode::OK);
    let expected = json!({
        "id": 3, "name": "Bim", "size": "Small", "ageBand": "beforeAYear",
        "description": "The story of Bim.", "sterilized": true, "breedId": 170,
        "breed": "Mixed breed",
        "photos": [
            { "id": image(7), "photo": format!("/media/{}/detail.jpg", image(7)), "main": true },
            { "id": image(8), "photo": format!("/media/{}/detail.jpg", image(8)), "main": false },
            { "id": image(9), "photo": format!("/media/{}/detail.jpg", image(9)), "main": false }
        ]
    });
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&details[key], value, "{key}");
    }
    assert!(details["dateCreated"].as_str().unwrap().starts_with("20"));
    assert_eq!(details["mainPhoto"]["id"], image(7));
    let (_, uk) = get(&app, "/api/want-a-friend/dog/3", Some("uk")).await;
    assert_eq!(
        (&uk["breed"], &uk["name"]),
        (&json!("Метис"), &json!("Бім"))
    );
    app.stop().await;
}

#[tokio::test]
async fn every_filter_narrows_the_list_and_its_count() {
    let app = TestApp::spawn().await;
    let shelter = Shelter::new(&app);
    let dogs = [
        (1, "FEMALE", 1, days_ago(30)),        // a puppy
        (2, "MALE", 2, days_ago(364)),         // still under a year
        (3, "MALE", 3, days_ago(366)),         // just over one
        (4, "FEMALE", 2, days_ago(4 * 365)),   // four
        (5, "MALE", 2, days_ago(5 * 365 + 2)), // just over five
        (6, "FEMALE", 3, days_ago(12 * 365)),  // old
        (7, "MALE", 1, days_ago(2 * 365)),     // two
    ];
    for (id, sex, size_id, born) in dogs {
        let new = NewDog {
            sex,
            size_id,
            born,
            ..dog(&name(id))
        };
        shelter.create(id, &new).await;
        shelter.publish(id).await;
    }
    app.wait_until_projected().await;

    let cases: [(&str, &[i64]); 10] = [
        ("", &[7, 6, 5, 4, 3, 2, 1]),
        ("sex=FEMALE", &[6, 4, 1]),
        ("sex=male", &[7, 5, 3, 2]),
        ("size=2", &[5, 4, 2]),
        ("age=beforeAYear", &[2, 1]),
        ("age=oneToFiveYears", &[7, 4, 3]),
        ("age=fiveAndMore", &[6, 5]),
        ("sex=MALE&size=2&age=fiveAndMore", &[5]),
        ("sex=FEMALE&size=1&age=fiveAndMore", &[]),
        ("sex=&age=&size=", &[7, 6, 5, 4, 3, 2, 1]),
    ];
    for (filters, expected) in cases {
        let (status, page) = get(&app, &format!("/api/want-a-friend/1?{filters}"), None).await;
        assert_eq!(status, StatusCode::OK, "{filters}");
        let first_six: Vec<i64> = expected.iter().copied().take(6).collect();
        assert_eq!(ids(&page["content"]), first_six, "{filters}");
        assert_eq!(page["totalElements"], expected.len(), "{filters}");
        let (_, all) = get(&app, &format!("/api/want-a-friend/dogs?{filters}"), None).await;
        assert_eq!(ids(&all), expected, "{filters}");
    }
    let (_, all) = get(&app, "/api/want-a-friend/dogs", None).await;
    let bands: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|card| card["ageBand"].as_str().unwrap())
        .collect();
    assert_eq!(
        bands,
        [
            "oneToFiveYears",
            "fiveAndMore",
            "fiveAndMore",
            "oneToFiveYears",
            "oneToFiveYears",
            "beforeAYear",
            "beforeAYear"
        ]
    );
    app.stop().await;
}

#[tokio::test]
async fn bad_pages_and_filters_are_refused_as_invalid_requests() {
    let app = TestApp::spawn().await;
    for path in [
        "/api/want-a-friend/0",
        "/api/want-a-friend/abc",
        "/api/want-a-friend/-1",
        "/api/want-a-friend/1?sex=cat",
        "/api/want-a-friend/1?age=old",
        "/api/want-a-friend/1?size=4",
        "/api/want-a-friend/1?size=big",
        "/api/want-a-friend/dogs?age=FiveAndMore",
        "/api/want-a-friend/dogs?size=0",
    ] {
        let (status, body) = get(&app, path, None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}");
        assert_eq!(body["code"], "invalidRequest", "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn only_published_dogs_have_a_public_page() {
    let app = TestApp::spawn().await;
    let shelter = Shelter::new(&app);
    shelter.adopt_out(1, &dog("Shown")).await;
    shelter.adopt_out(2, &dog("Hidden")).await;
    shelter.adopt_out(3, &dog("Deleted")).await;
    shelter.create(4, &dog("Draft")).await;
    shelter.run(2, DogCommand::HideDog { at: Utc::now() }).await;
    shelter
        .run(3, DogCommand::DeleteDog { at: Utc::now() })
        .await;
    app.wait_until_projected().await;

    let (status, _) = get(&app, "/api/want-a-friend/dog/1", None).await;
    assert_eq!(status, StatusCode::OK);
    for id in ["2", "3", "4", "99", "abc", "0"] {
        let (status, body) = get(&app, &format!("/api/want-a-friend/dog/{id}"), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "dog {id}");
        assert_eq!(body["code"], "message404Error", "dog {id}");
    }
    let (_, all) = get(&app, "/api/want-a-friend/dogs", None).await;
    assert_eq!(ids(&all), [1]);
    app.stop().await;
}

#[tokio::test]
async fn staff_see_every_dog_that_is_not_deleted_with_its_status_and_version() {
    let app = TestApp::spawn().await;
    app.create_admin("olena").await;
    let token = bearer(app.sign_in("olena", ADMIN_PASSWORD).await.headers()).unwrap();
    let shelter = Shelter::new(&app);
    for id in 1..=14 {
        shelter.create(id, &dog(&name(id))).await;
    }
    for id in [2, 3, 9] {
        shelter.publish(id).await;
    }
    shelter
        .run(14, DogCommand::DeleteDog { at: Utc::now() })
        .await;
    app.wait_until_projected().await;
    let admin_get = |path: &str| {
        let request = app.client.get(app.url(path)).bearer_auth(&token);
        async move {
            let response = request.send().await.unwrap();
            (response.status(), response.json::<Value>().await.unwrap())
        }
    };

    let (status, all) = admin_get("/api/admin/want-a-friend/dogs").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids(&all), (1..=13).rev().collect::<Vec<_>>());

    let (status, first) = admin_get("/api/admin/want-a-friend/page/1").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(ids(&first["content"]), (2..=13).rev().collect::<Vec<_>>());
    let expected = json!({"last": false, "totalElements": 13, "totalPages": 2, "published": 3});
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&first[key], value, "{key}");
    }
    let (_, second) = admin_get("/api/admin/want-a-friend/page/2").await;
    assert_eq!(ids(&second["content"]), [1]);
    assert_eq!(
        (&second["last"], &second["published"]),
        (&json!(true), &json!(3))
    );
    let (status, body) = admin_get("/api/admin/want-a-friend/page/0").await;
    assert_eq!(
        (status, &body["code"]),
        (StatusCode::BAD_REQUEST, &json!("invalidRequest"))
    );

    let (status, one) = admin_get("/api/admin/want-a-friend/dog/3").await;
    assert_eq!(status, StatusCode::OK);
    let born = dog(&name(3)).born;
    let expected = json!({
        "id": 3, "parentDogId": 3, "version": 2, "dogStatus": "PUBLISHED",
        "name": { "uk": "Dog d-ук", "en": "Dog d" },
        "description": { "uk": "Історія собаки Dog d-ук.", "en": "The story of Dog d." },
        "birthDate": born.to_string(),
        "ageChoice": events::dog::AgeChoice::of(born, today()),
        "ageBand": "oneToFiveYears", "breedId": 170, "sizeId": 2, "dogSex": "MALE",
        "sterilized": true, "hasGuardianship": false,
        "photos": [
            { "id": image(1), "photo": format!("/media/{}/card.jpg", image(1)), "main": true },
            { "id": image(2), "photo": format!("/media/{}/card.jpg", image(2)), "main": false }
        ]
    });
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&one[key], value, "{key}");
    }
    let (_, unpublished) = admin_get("/api/admin/want-a-friend/dog/4").await;
    assert_eq!(
        (&unpublished["dogStatus"], &unpublished["version"]),
        (&json!("NOT_PUBLISHED"), &json!(1))
    );
    for id in ["14", "99", "abc"] {
        let (status, _) = admin_get(&format!("/api/admin/want-a-friend/dog/{id}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "dog {id}");
    }

    let anonymous = app
        .client
        .get(app.url("/api/admin/want-a-friend/dogs"))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
    app.stop().await;
}

#[tokio::test]
async fn a_dog_page_names_the_dog_in_its_head() {
    let app = TestApp::spawn().await;
    let shelter = Shelter::new(&app);
    let rex = NewDog {
        name_uk: "Рекс".to_owned(),
        name_en: "Rex".to_owned(),
        sex: "MALE",
        size_id: 3,
        born: days_ago(7 * 365),
        photos: vec![image(42)],
    };
    shelter.adopt_out(12, &rex).await;
    shelter.adopt_out(13, &dog("Gone")).await;
    shelter
        .run(13, DogCommand::HideDog { at: Utc::now() })
        .await;
    app.wait_until_projected().await;
    let html = |path: &str| {
        let request = app.client.get(app.url(path));
        async move {
            let response = request.send().await.unwrap();
            (response.status(), response.text().await.unwrap())
        }
    };

    let (status, page) = html("/en/want-a-friend/dog/12").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        page.contains(
            r#"<meta name="description" content="Rex: size big, age more than 5 years, male."#
        ),
        "{page}"
    );
    assert!(page.contains("<title>Rex is looking for a home | DogHotel</title>"));
    let og_image = format!(
        r#"<meta property="og:image" content="http://localhost:8080/media/{}/card.jpg">"#,
        image(42)
    );
    assert!(page.contains(&og_image), "{page}");

    let (status, page) = html("/want-a-friend/dog/12").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Рекс: розмір — великий"), "{page}");

    let (status, page) = html("/en/want-a-friend").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Want a friend"), "{page}");

    for path in [
        "/en/want-a-friend/dog/13",
        "/uk/want-a-friend/dog/99",
        "/want-a-friend/dog/x",
    ] {
        let (status, page) = html(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(!page.contains("og:image"), "{path}");
        assert!(page.contains("noindex"), "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn the_openapi_document_describes_the_dog_routes_and_shapes() {
    let app = TestApp::spawn().await;
    let (_, doc) = get(&app, "/api/openapi.json", None).await;
    for path in [
        "/api/want-a-friend/{page}",
        "/api/want-a-friend/dogs",
        "/api/want-a-friend/dog/{id}",
    ] {
        assert!(doc["paths"][path]["get"].is_object(), "{path}");
    }
    app.create_admin("olena").await;
    let token = bearer(app.sign_in("olena", ADMIN_PASSWORD).await.headers()).unwrap();
    let admin = app.get_json_as("/api/admin/openapi.json", &token).await;
    for path in [
        "/api/admin/want-a-friend/dogs",
        "/api/admin/want-a-friend/page/{page}",
        "/api/admin/want-a-friend/dog/{id}",
    ] {
        assert!(admin["paths"][path]["get"].is_object(), "{path}");
    }
    let card = &doc["components"]["schemas"]["DogCard"]["properties"];
    for field in ["parentDogId", "dogSex", "ageBand", "mainPhoto"] {
        assert!(card[field].is_object(), "DogCard.{field}");
    }
    app.stop().await;
}

/// A page's HTML, with its status.
async fn html(app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = app.client.get(app.url(path)).send().await.unwrap();
    (response.status(), response.text().await.unwrap())
}

/// The answers a page embeds for the web app, parsed.
fn embedded(page: &str) -> Value {
    let start = r#"<script type="application/json" id="doghotel-data">"#;
    let from = page.find(start).expect("the page embeds its data") + start.len();
    let to = from + page[from..].find("</script>").unwrap();
    serde_json::from_str(&page[from..to]).unwrap()
}

/// The `imagesrcset` of every image preload, in order.
fn preloaded(page: &str) -> Vec<String> {
    page.match_indices(r#"<link rel="preload" as="image" type="image/webp" imagesrcset=""#)
        .map(|(at, tag)| {
            let rest = &page[at + tag.len()..];
            rest[..rest.find('"').unwrap()].to_owned()
        })
        .collect()
}

#[tokio::test]
async fn a_dog_page_preloads_its_main_photo_and_embeds_what_the_api_answers() {
    let app = TestApp::spawn().await;
    let shelter = Shelter::new(&app);
    let rex = NewDog {
        photos: vec![image(42), image(43)],
        ..dog("Rex")
    };
    shelter.adopt_out(12, &rex).await;

    let (status, page) = html(&app, "/en/want-a-friend/dog/12").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("<title>Rex is looking for a home | DogHotel</title>"));
    assert!(
        page.contains(
            r#"<meta name="description" content="Rex: size medium, age 1 to 4 years, male."#
        ),
        "{page}"
    );
    let og_image = format!(
        r#"<meta property="og:image" content="http://localhost:8080/media/{}/card.jpg">"#,
        image(42)
    );
    assert!(page.contains(&og_image), "{page}");
    let photo = image(42);
    let preload = format!(
        r#"<link rel="preload" as="image" type="image/webp" imagesrcset="/media/{photo}/detail.webp 960w, /media/{photo}/full.webp 1920w" imagesizes="(min-width: 960px) 580px, 100vw" fetchpriority="high">"#
    );
    assert!(page.contains(&preload), "{page}");

    let data = embedded(&page);
    assert_eq!(data["language"], "en");
    let query = &data["queries"][0];
    assert_eq!(
        (&query["endpoint"], &query["arg"]),
        (&json!("getDog"), &json!("12"))
    );
    let (_, api) = get(&app, "/api/want-a-friend/dog/12", Some("en")).await;
    assert_eq!(query["data"], api);

    let (_, uk_page) = html(&app, "/uk/want-a-friend/dog/12").await;
    let (_, uk_api) = get(&app, "/api/want-a-friend/dog/12", Some("uk")).await;
    assert_eq!(embedded(&uk_page)["queries"][0]["data"], uk_api);
    app.stop().await;
}

#[tokio::test]
async fn the_dog_list_preloads_its_first_row_and_embeds_its_first_page() {
    let app = TestApp::spawn().await;
    let shelter = Shelter::new(&app);
    for id in 1..=8 {
        let with_photo = NewDog {
            photos: vec![image(100 + u64::try_from(id).unwrap())],
            ..dog(&name(id))
        };
        shelter.create(id, &with_photo).await;
        shelter.publish(id).await;
    }
    app.wait_until_projected().await;

    let (status, page) = html(&app, "/en/want-a-friend").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("<title>Want a friend"), "{page}");
    assert!(page.contains(r#"<meta name="description" content="Dogs from the DogHotel shelter"#));
    let card = |n: u64| {
        let photo = image(n);
        format!("/media/{photo}/card.webp 392w, /media/{photo}/card-2x.webp 784w")
    };
    assert_eq!(preloaded(&page), [card(108), card(107), card(106)]);
    // The first card at once; the rest of the row only where a screen is wide enough for it.
    let sizes = r#"imagesizes="(min-width: 960px) 320px, (min-width: 600px) 45vw, 92vw""#;
    assert_eq!(
        page.matches(&format!(r#"{sizes} fetchpriority="high">"#))
            .count(),
        1
    );
    assert_eq!(
        page.matches(&format!(r#"{sizes} media="(min-width: 600px)">"#))
            .count(),
        2
    );

    let data = embedded(&page);
    let query = &data["queries"][0];
    assert_eq!(
        (&query["endpoint"], &query["pageParam"]),
        (&json!("getDogPages"), &json!(1))
    );
    assert!(query.get("arg").is_none());
    let (_, api) = get(&app, "/api/want-a-friend/1", Some("en")).await;
    assert_eq!(query["data"], api);
    assert_eq!(ids(&query["data"]["content"]), [8, 7, 6, 5, 4, 3]);
    // Every card too, which the filters apply to.
    let all = &data["queries"][1];
    assert_eq!(all["endpoint"], "getAllDogs");
    let (_, api) = get(&app, "/api/want-a-friend/dogs", Some("en")).await;
    assert_eq!(all["data"], api);
    assert_eq!(ids(&all["data"]), [8, 7, 6, 5, 4, 3, 2, 1]);

    // The home page's dogs block opens with the first page too, without preloading its
    // pictures: they are below a phone's first screen.
    let (_, home) = html(&app, "/en").await;
    let queries = embedded(&home)["queries"].clone();
    let dogs = queries
        .as_array()
        .unwrap()
        .iter()
        .find(|query| query["endpoint"] == "getDogPages")
        .expect("the home page embeds the first dogs");
    assert_eq!(ids(&dogs["data"]["content"]), [8, 7, 6, 5, 4, 3]);
    assert!(preloaded(&home).is_empty());
    app.stop().await;
}

#[tokio::test]
async fn the_sitemap_lists_every_public_page_in_both_languages_and_each_published_dog() {
    let app = TestApp::spawn_with(|config| {
        config.public_url = "https://doghotel.example/".to_owned();
    })
    .await;
    let shelter = Shelter::new(&app);
    shelter.adopt_out(3, &dog("Shown")).await;
    shelter.adopt_out(4, &dog("Hidden")).await;
    shelter.run(4, DogCommand::HideDog { at: Utc::now() }).await;
    shelter.create(5, &dog("Draft")).await;
    app.wait_until_projected().await;

    let response = app
        .client
        .get(app.url("/sitemap.xml"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("application/xml"));
    let sitemap = response.text().await.unwrap();
    let locs: Vec<&str> = sitemap
        .split("<loc>")
        .skip(1)
        .map(|rest| &rest[..rest.find("</loc>").unwrap()])
        .collect();
    let site = "https://doghotel.example";
    assert_eq!(
        locs,
        [
            format!("{site}/uk"),
            format!("{site}/en"),
            format!("{site}/uk/want-a-friend"),
            format!("{site}/en/want-a-friend"),
            format!("{site}/uk/want-a-friend/dog/3"),
            format!("{site}/en/want-a-friend/dog/3"),
            // The blog has no articles here: its list only, no tab or article.
            format!("{site}/uk/blog"),
            format!("{site}/en/blog"),
            format!("{site}/uk/contacts"),
            format!("{site}/en/contacts"),
            format!("{site}/uk/about"),
            format!("{site}/en/about"),
            format!("{site}/uk/about/photo"),
            format!("{site}/en/about/photo"),
            format!("{site}/uk/about/feedback"),
            format!("{site}/en/about/feedback"),
            format!("{site}/uk/about/ask"),
            format!("{site}/en/about/ask"),
            format!("{site}/uk/prices"),
            format!("{site}/en/prices"),
        ]
    );
    let dog_entry = format!(
        "<url>\n<loc>{site}/en/want-a-friend/dog/3</loc>\n\
         <xhtml:link rel=\"alternate\" hreflang=\"uk\" href=\"{site}/uk/want-a-friend/dog/3\"/>\n\
         <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"{site}/en/want-a-friend/dog/3\"/>\n\
         <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{site}/want-a-friend/dog/3\"/>\n\
         </url>"
    );
    assert!(sitemap.contains(&dog_entry), "{sitemap}");
    assert!(sitemap.contains(&format!(r#"hreflang="x-default" href="{site}/"/>"#)));

    let robots = app.client.get(app.url("/robots.txt")).send().await.unwrap();
    assert_eq!(robots.status(), StatusCode::OK);
    let robots = robots.text().await.unwrap();
    assert!(robots.contains("Disallow: /admin\n"), "{robots}");
    assert!(
        robots.contains(&format!("Sitemap: {site}/sitemap.xml")),
        "{robots}"
    );

    // Pages name the same addresses.
    let (_, page) = html(&app, "/want-a-friend/dog/3").await;
    assert!(page.contains(&format!(
        r#"<link rel="canonical" href="{site}/uk/want-a-friend/dog/3">"#
    )));
    app.stop().await;
}
