//! The album tables, fed by events the real `Album` aggregate writes.

use chrono::{DateTime, Duration, Utc};
use command::album::{Album, AlbumCommand, AlbumEdit, AlbumName, Turn};
use command::executor::Executor;
use events::album::PhotoImage;
use events::{EventMetadata, LocalizedText};
use serde_json::{json, Value};

use crate::helpers::TestDb;

fn at(minutes: i64) -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minutes)
}

async fn run(albums: &Executor<Album>, id: &str, command: AlbumCommand) {
    let metadata = EventMetadata {
        actor: "olena".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    };
    if albums.execute(id, command, metadata).await.is_err() {
        panic!("the command on album {id} fails");
    }
}

fn image(id: &str) -> PhotoImage {
    PhotoImage {
        id: id.to_owned(),
        width: 1200,
        height: 800,
    }
}

fn names(uk: &str, en: &str) -> AlbumName {
    AlbumName::parse(&LocalizedText::new(uk, en)).unwrap()
}

async fn create(albums: &Executor<Album>, id: &str, uk: &str, en: &str, photos: u32) {
    let names = names(uk, en);
    run(albums, id, AlbumCommand::CreateAlbum { names, at: at(0) }).await;
    for number in 1..=photos {
        let add = AlbumCommand::AddPhoto {
            source: format!("{id}-{number}"),
            image: image(&format!("{id}-{number}")),
            at: at(i64::from(number)),
        };
        run(albums, id, add).await;
    }
}

/// Album 1: five photos, covers 3 and 1, photo 2 turned, photo 4 deleted, renamed, published.
/// Album 2: one photo, never published. Album 3: published, then deleted.
async fn write_the_albums(db: &TestDb) {
    let albums: Executor<Album> = Executor::new(db.pool.clone(), ());
    create(&albums, "1", "Літо", "Summer", 5).await;
    let edit = AlbumEdit {
        names: names("Літо 2026", "Summer 2026"),
        deleted: vec![4],
        covers: vec![3, 1],
        turns: vec![Turn {
            number: 2,
            turns: 1,
            image: image("1-2-turned"),
        }],
    };
    let save = AlbumCommand::SaveAlbum {
        expected_version: 6,
        edit,
        at: at(10),
    };
    run(&albums, "1", save).await;
    run(&albums, "1", AlbumCommand::PublishAlbum { at: at(11) }).await;
    create(&albums, "2", "Зима", "Winter", 1).await;
    create(&albums, "3", "Осінь", "Autumn", 1).await;
    run(&albums, "3", AlbumCommand::PublishAlbum { at: at(12) }).await;
    run(&albums, "3", AlbumCommand::DeleteAlbum { at: at(13) }).await;
}

const TABLES: [(&str, &str); 3] = [
    ("admin_albums", "album_id"),
    ("public_albums", "album_id, language"),
    ("album_photos", "album_id, number"),
];

async fn tables(db: &TestDb) -> Vec<Vec<Value>> {
    let mut all = Vec::new();
    for (table, order) in TABLES {
        let rows: Vec<Value> = sqlx::query_scalar(&format!(
            "SELECT to_jsonb(t) FROM {table} t ORDER BY {order}"
        ))
        .fetch_all(&db.pool)
        .await
        .unwrap();
        all.push(rows);
    }
    all
}

#[tokio::test]
async fn published_albums_show_per_language_with_covers_first() {
    let db = TestDb::new().await;
    write_the_albums(&db).await;
    db.projector().catch_up().await.unwrap();
    let [admin, public, photos]: [Vec<Value>; 3] = tables(&db).await.try_into().unwrap();

    let listed: Vec<(&Value, &Value, &Value)> = admin
        .iter()
        .map(|row| (&row["album_id"], &row["status"], &row["photos_count"]))
        .collect();
    assert_eq!(
        listed,
        [
            (&json!(1), &json!("PUBLISHED"), &json!(4)),
            (&json!(2), &json!("NOT_PUBLISHED"), &json!(1)),
        ],
        "the deleted album is gone"
    );
    assert_eq!(admin[0]["name_en"], "Summer 2026");
    assert_eq!(admin[0]["version"], 12);
    let card: Vec<&Value> = admin[0]["images"]
        .as_array()
        .unwrap()
        .iter()
        .map(|image| &image["id"])
        .collect();
    assert_eq!(card, [&json!("1-3"), &json!("1-1"), &json!("1-5")]);

    let public_names: Vec<(&Value, &Value)> = public
        .iter()
        .map(|row| (&row["language"], &row["name"]))
        .collect();
    assert_eq!(
        public_names,
        [
            (&json!("en"), &json!("Summer 2026")),
            (&json!("uk"), &json!("Літо 2026"))
        ]
    );
    assert_eq!(public[0]["images"], admin[0]["images"]);

    let in_order: Vec<(i32, bool)> = sqlx::query_as(
        "SELECT number, published FROM album_photos WHERE album_id = 1 \
         ORDER BY coalesce(cover_index, 3), number DESC",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        in_order,
        [(3, true), (1, true), (5, true), (2, true)],
        "covers by place, then newest first; photo 4 deleted"
    );
    let turned = photos
        .iter()
        .find(|row| row["album_id"] == 1 && row["number"] == 2)
        .unwrap();
    assert_eq!(
        (&turned["turns"], &turned["image_id"]),
        (&json!(1), &json!("1-2-turned"))
    );
    let unpublished = photos.iter().find(|row| row["album_id"] == 2).unwrap();
    assert_eq!(unpublished["published"], false);
}

#[tokio::test]
async fn a_rebuild_gives_the_same_album_rows_as_incremental_projection() {
    let db = TestDb::new().await;
    let projector = db.projector();
    write_the_albums(&db).await;
    projector.catch_up().await.unwrap();
    let incremental = tables(&db).await;
    for damage in [
        "UPDATE admin_albums SET status = 'NOT_PUBLISHED'",
        "DELETE FROM public_albums",
        "UPDATE album_photos SET cover_index = NULL",
    ] {
        sqlx::query(damage).execute(&db.pool).await.unwrap();
    }

    projector.rebuild(None).await.expect("rebuild all");

    assert_eq!(tables(&db).await, incremental);
    assert_eq!(
        db.checkpoint("public_albums").await.position,
        db.head().await
    );
}
