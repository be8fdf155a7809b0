//! The dog read tables, fed by events the real `Dog` aggregate writes.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use command::dog::{Dog, DogCommand, DogFields, DogInput, PhotoInput};
use command::executor::Executor;
use events::dog::LocalizedText;
use events::EventMetadata;
use serde_json::{json, Value};

use crate::helpers::TestDb;

fn today() -> NaiveDate {
    "2026-11-21".parse().unwrap()
}

fn at(minutes: i64) -> DateTime<Utc> {
    "2026-11-21T10:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minutes)
}

/// A 64-hex image id; the read side never looks at the images themselves.
fn image(n: u8) -> String {
    format!("{n:02x}").repeat(32)
}

fn input(name_en: &str, size_id: i64, photos: &[u8]) -> DogInput {
    DogInput {
        name: LocalizedText::new("Бровко", name_en),
        description: LocalizedText::new(
            "Лагідний і спокійний пес, любить дітей.",
            "A gentle, calm dog who loves children.",
        ),
        birth_date: Some("2024-05-17".parse().unwrap()),
        breed_id: None,
        size_id: Some(size_id),
        sex: Some("MALE".into()),
        sterilized: true,
        has_guardianship: false,
        photos: photos
            .iter()
            .enumerate()
            .map(|(index, &n)| PhotoInput {
                image_id: image(n),
                main: index == 0,
            })
            .collect(),
    }
}

fn fields(input: &DogInput) -> DogFields {
    DogFields::parse(input, today()).expect("a valid form")
}

struct Dogs {
    executor: Executor<Dog>,
}

impl Dogs {
    fn new(db: &TestDb) -> Dogs {
        Dogs {
            executor: Executor::new(db.pool.clone(), ()),
        }
    }

    async fn run(&self, id: &str, command: DogCommand) -> Dog {
        let metadata = EventMetadata {
            actor: "olena".to_owned(),
            request_id: "test-request".to_owned(),
            command: "Test".to_owned(),
        };
        self.executor
            .execute(id, command, metadata)
            .await
            .expect("the command succeeds")
            .state
    }
}

/// Every row of a table as JSON, in key order.
async fn rows(db: &TestDb, table: &str, order: &str) -> Vec<Value> {
    sqlx::query_scalar(&format!(
        "SELECT to_jsonb(t) FROM {table} t ORDER BY {order}"
    ))
    .fetch_all(&db.pool)
    .await
    .expect("read the table")
}

async fn public_rows(db: &TestDb) -> Vec<Value> {
    rows(db, "public_dogs", "dog_id, language").await
}

async fn admin_rows(db: &TestDb) -> Vec<Value> {
    rows(db, "admin_dogs", "dog_id").await
}

/// The fields of `row` named in `expected`, to compare just those.
fn pick(row: &Value, expected: &Value) -> Value {
    let fields = expected.as_object().unwrap().keys();
    fields.map(|key| (key.clone(), row[key].clone())).collect()
}

#[tokio::test]
async fn a_dog_is_public_only_while_published_and_staff_see_it_until_deleted() {
    let db = TestDb::new().await;
    let projector = db.projector();
    let dogs = Dogs::new(&db);

    dogs.run(
        "7",
        DogCommand::CreateDog {
            fields: fields(&input("Brovko", 2, &[1, 2])),
            at: at(0),
        },
    )
    .await;
    projector.catch_up().await.unwrap();
    assert!(public_rows(&db).await.is_empty(), "new dogs are not public");
    let admin = admin_rows(&db).await;
    assert_eq!(admin.len(), 1);
    let expected = json!({
        "dog_id": 7, "version": 1, "status": "NOT_PUBLISHED",
        "name_uk": "Бровко", "name_en": "Brovko", "size_id": 2, "sex": "MALE",
        "birth_date": "2024-05-17", "breed_id": 170, "sterilized": true,
        "has_guardianship": false, "photos": [image(1), image(2)],
        "date_created": "2026-11-21T10:00:00+00:00", "date_changed": "2026-11-21T10:00:00+00:00"
    });
    assert_eq!(pick(&admin[0], &expected), expected);

    dogs.run("7", DogCommand::PublishDog { at: at(1) }).await;
    projector.catch_up().await.unwrap();
    let public = public_rows(&db).await;
    let expected = [
        json!({"dog_id": 7, "language": "en", "name": "Brovko", "size_name": "Medium",
               "breed_name": "Mixed breed", "description": "A gentle, calm dog who loves children.",
               "sex": "MALE", "size_id": 2, "birth_date": "2024-05-17", "photos": [image(1), image(2)],
               "date_created": "2026-11-21T10:00:00+00:00"}),
        json!({"dog_id": 7, "language": "uk", "name": "Бровко", "size_name": "Середній",
               "breed_name": "Метис", "description": "Лагідний і спокійний пес, любить дітей."}),
    ];
    assert_eq!(public.len(), 2);
    for (row, expected) in public.iter().zip(&expected) {
        assert_eq!(&pick(row, expected), expected);
    }
    let admin = admin_rows(&db).await;
    assert_eq!(
        (&admin[0]["status"], &admin[0]["version"]),
        (&json!("PUBLISHED"), &json!(2))
    );

    // The main photo moves to the front wherever the form put it.
    let mut edited = input("Brovko the Brave", 3, &[2, 3, 1]);
    edited.photos[0].main = false;
    edited.photos[1].main = true;
    dogs.run(
        "7",
        DogCommand::EditDog {
            expected_version: 2,
            fields: fields(&edited),
            at: at(2),
        },
    )
    .await;
    projector.catch_up().await.unwrap();
    let public = public_rows(&db).await;
    let expected = json!({"name": "Brovko the Brave", "size_id": 3, "size_name": "Big",
        "photos": [image(3), image(2), image(1)], "date_created": "2026-11-21T10:00:00+00:00"});
    assert_eq!(
        pick(&public[0], &expected),
        expected,
        "an edit rewrites the public page"
    );
    assert_eq!(public[1]["size_name"], "Великий");
    let admin = admin_rows(&db).await;
    let expected = json!({"version": 3, "status": "PUBLISHED", "name_en": "Brovko the Brave",
        "photos": [image(3), image(2), image(1)], "date_changed": "2026-11-21T10:02:00+00:00"});
    assert_eq!(pick(&admin[0], &expected), expected);

    dogs.run("7", DogCommand::HideDog { at: at(3) }).await;
    projector.catch_up().await.unwrap();
    assert!(public_rows(&db).await.is_empty(), "hiding removes the rows");
    assert_eq!(admin_rows(&db).await[0]["status"], "NOT_PUBLISHED");

    // Edited while hidden: nothing public, and publishing shows the edit.
    dogs.run(
        "7",
        DogCommand::EditDog {
            expected_version: 4,
            fields: fields(&input("Rex", 1, &[4])),
            at: at(4),
        },
    )
    .await;
    projector.catch_up().await.unwrap();
    assert!(public_rows(&db).await.is_empty());
    dogs.run("7", DogCommand::PublishDog { at: at(5) }).await;
    projector.catch_up().await.unwrap();
    let public = public_rows(&db).await;
    let expected = json!({"name": "Rex", "size_name": "Small", "photos": [image(4)],
        "date_created": "2026-11-21T10:00:00+00:00"});
    assert_eq!(pick(&public[0], &expected), expected);
    let admin = admin_rows(&db).await;
    let expected = json!({"version": 6, "status": "PUBLISHED", "name_en": "Rex"});
    assert_eq!(pick(&admin[0], &expected), expected);

    dogs.run("7", DogCommand::DeleteDog { at: at(6) }).await;
    projector.catch_up().await.unwrap();
    assert!(
        public_rows(&db).await.is_empty(),
        "deleting removes the public rows"
    );
    assert!(admin_rows(&db).await.is_empty(), "and the admin row");
}

#[tokio::test]
async fn a_rebuild_gives_the_same_dog_rows_as_incremental_projection() {
    let db = TestDb::new().await;
    let projector = db.projector();
    let dogs = Dogs::new(&db);
    for (id, name) in [("1", "Rex"), ("2", "Lucky"), ("3", "Bim")] {
        let fields = fields(&input(name, 2, &[1]));
        dogs.run(id, DogCommand::CreateDog { fields, at: at(0) })
            .await;
    }
    projector.catch_up().await.unwrap();
    for id in ["1", "2", "3"] {
        dogs.run(id, DogCommand::PublishDog { at: at(1) }).await;
    }
    let fields2 = fields(&input("Lucky Star", 3, &[5, 6]));
    dogs.run(
        "2",
        DogCommand::EditDog {
            expected_version: 2,
            fields: fields2,
            at: at(2),
        },
    )
    .await;
    dogs.run("3", DogCommand::HideDog { at: at(3) }).await;
    dogs.run("1", DogCommand::DeleteDog { at: at(4) }).await;
    projector.catch_up().await.unwrap();
    let public = public_rows(&db).await;
    let admin = admin_rows(&db).await;
    assert_eq!(public.len(), 2, "only dog 2 is public, in two languages");
    assert_eq!(admin.len(), 2, "dogs 2 and 3 are not deleted");
    // Damage both tables, so the rebuild has to write every row from the events to pass.
    sqlx::query("UPDATE public_dogs SET name = 'damaged'")
        .execute(&db.pool)
        .await
        .unwrap();
    sqlx::query("DELETE FROM admin_dogs WHERE dog_id = 3")
        .execute(&db.pool)
        .await
        .unwrap();

    projector.rebuild(None).await.expect("rebuild all");

    assert_eq!(public_rows(&db).await, public);
    assert_eq!(admin_rows(&db).await, admin);
    for name in ["public_dogs", "admin_dogs"] {
        assert_eq!(db.checkpoint(name).await.position, db.head().await);
    }
}

#[tokio::test]
async fn a_dog_event_with_an_id_that_is_not_a_number_stops_the_projection() {
    let db = TestDb::new().await;
    let projector = db.projector();
    Dogs::new(&db)
        .run(
            "rex",
            DogCommand::CreateDog {
                fields: fields(&input("Rex", 2, &[1])),
                at: at(0),
            },
        )
        .await;
    assert!(projector.catch_up().await.is_err());
    let checkpoint = db.checkpoint("admin_dogs").await;
    assert_eq!(checkpoint.position, 0);
    assert!(checkpoint
        .last_error
        .unwrap()
        .contains(r#"Dog id "rex" is not a number"#));
}
