//! The blog read tables, fed by events the real `CategoryCatalog`, `Article` and `MainArticle`
//! aggregates write.

use chrono::{DateTime, Duration, Utc};
use command::article::body::ArticleDraftBody;
use command::article::{Article, ArticleCommand};
use command::category::{CategoryCatalog, CategoryCommand, CategoryName};
use command::executor::{Executor, Runnable};
use command::main_article::{MainArticle, MainArticleCommand, MainCandidate};
use events::article::ArticleContent;
use events::category::CATALOG_ID;
use events::main_article::SLOT_ID;
use events::{EventMetadata, LocalizedText};
use serde_json::{json, Value};

use crate::helpers::TestDb;

fn at(minutes: i64) -> DateTime<Utc> {
    "2026-11-21T10:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minutes)
}

fn content(category: i64, title: &str, english: bool) -> ArticleContent {
    let en = if english {
        json!({ "title": format!("{title} (en)"), "blocks": [{ "type": "TEXT", "value": "<p>Hi</p>" }] })
    } else {
        json!({})
    };
    let body: ArticleDraftBody = serde_json::from_value(json!({
        "categoryId": category,
        "mainImage": "ab".repeat(32),
        "originalLanguage": "uk",
        "translations": {
            "uk": { "title": title, "blocks": [{ "type": "TEXT", "value": "<p>Привіт</p>" }] },
            "en": en
        }
    }))
    .unwrap();
    body.parse().expect("a valid draft")
}

fn metadata() -> EventMetadata {
    EventMetadata {
        actor: "olena".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    }
}

async fn run<A>(executor: &Executor<A>, id: &str, command: A::Command)
where
    A: Runnable + Clone,
    A::Error: Into<command::ApiError>,
    A::Event: events::StoredEvents,
{
    if executor.execute(id, command, metadata()).await.is_err() {
        panic!("the command on {id} fails");
    }
}

/// Every row of the blog tables as JSON, in key order.
async fn tables(db: &TestDb) -> Vec<Vec<Value>> {
    let mut all = Vec::new();
    for (table, order) in [
        ("blog_categories", "category_id"),
        ("admin_articles", "article_id"),
        ("public_articles", "language, article_id"),
        ("blog_main", "slot"),
    ] {
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

/// A blog with a deleted category, an article edited after publication and scheduled to
/// publish the edit, a hidden one, a deleted one, one only in Ukrainian whose schedule was
/// cancelled, and a main article that changed once.
async fn write_a_blog(db: &TestDb) {
    let catalog: Executor<CategoryCatalog> = Executor::new(db.pool.clone(), ());
    let articles: Executor<Article> = Executor::new(db.pool.clone(), ());
    let main: Executor<MainArticle> = Executor::new(db.pool.clone(), ());
    for (uk, en) in [("Поради", "Tips"), ("Новини", "News"), ("Події", "Events")] {
        let name = CategoryName::parse(&LocalizedText::new(uk, en)).unwrap();
        run(
            &catalog,
            CATALOG_ID,
            CategoryCommand::AddCategory { name, at: at(0) },
        )
        .await;
    }
    let delete = CategoryCommand::DeleteCategory {
        category_id: 3,
        articles: 0,
        at: at(1),
    };
    run(&catalog, CATALOG_ID, delete).await;
    for (id, category, english) in [
        ("1", 1, true),
        ("2", 1, true),
        ("3", 2, true),
        ("4", 2, false),
        ("5", 2, true),
    ] {
        let content = content(category, &format!("Стаття {id}"), english);
        run(
            &articles,
            id,
            ArticleCommand::CreateArticle { content, at: at(2) },
        )
        .await;
        run(&articles, id, ArticleCommand::Publish { at: at(3) }).await;
    }
    let save = ArticleCommand::SaveDraft {
        expected_version: 2,
        content: content(2, "Стаття 1, друга редакція", true),
        confirm_translation: false,
        publish: false,
        at: at(4),
    };
    run(&articles, "1", save).await;
    run(&articles, "2", ArticleCommand::Hide { at: at(5) }).await;
    run(&articles, "5", ArticleCommand::Delete { at: at(5) }).await;
    for id in ["1", "4"] {
        let schedule = ArticleCommand::SchedulePublication {
            publish_at: at(60),
            at: at(5),
        };
        run(&articles, id, schedule).await;
    }
    run(&articles, "4", ArticleCommand::CancelSchedule { at: at(6) }).await;
    for article_id in [3, 1] {
        run(
            &main,
            SLOT_ID,
            MainArticleCommand::MakeMain {
                candidate: MainCandidate {
                    article_id,
                    published: true,
                },
                at: at(6),
            },
        )
        .await;
    }
}

#[tokio::test]
async fn the_blog_tables_show_what_visitors_and_staff_should_see() {
    let db = TestDb::new().await;
    write_a_blog(&db).await;
    db.projector().catch_up().await.unwrap();
    let [categories, admin, public, main]: [Vec<Value>; 4] = tables(&db).await.try_into().unwrap();

    let names: Vec<&Value> = categories.iter().map(|row| &row["name_en"]).collect();
    assert_eq!(names, [&json!("Tips"), &json!("News")]);

    let statuses: Vec<(i64, &str)> = admin
        .iter()
        .map(|row| {
            (
                row["article_id"].as_i64().unwrap(),
                row["status"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        statuses,
        [
            (1, "HAS_CHANGES"),
            (2, "NOT_PUBLISHED"),
            (3, "PUBLISHED"),
            (4, "PUBLISHED")
        ]
    );
    let scheduled: Vec<&Value> = admin.iter().map(|row| &row["publish_at"]).collect();
    assert_eq!(
        scheduled,
        [
            &json!("2026-11-21T11:00:00+00:00"),
            &Value::Null,
            &Value::Null,
            &Value::Null
        ]
    );

    let shown: Vec<(&str, i64, &str)> = public
        .iter()
        .map(|row| {
            (
                row["language"].as_str().unwrap(),
                row["article_id"].as_i64().unwrap(),
                row["title"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            ("en", 1, "Стаття 1 (en)"),
            ("en", 3, "Стаття 3 (en)"),
            ("uk", 1, "Стаття 1"),
            ("uk", 3, "Стаття 3"),
            ("uk", 4, "Стаття 4"),
        ],
        "the published version, in the languages it has"
    );
    assert_eq!(main.len(), 1);
    assert_eq!(main[0]["article_id"], 1);
}

#[tokio::test]
async fn a_rebuild_gives_the_same_blog_rows_as_incremental_projection() {
    let db = TestDb::new().await;
    let projector = db.projector();
    write_a_blog(&db).await;
    projector.catch_up().await.unwrap();
    let incremental = tables(&db).await;
    // Damage every table, so the rebuild has to write every row from the events to pass.
    for damage in [
        "UPDATE blog_categories SET name_en = 'damaged'",
        "DELETE FROM admin_articles WHERE article_id = 3",
        "UPDATE public_articles SET title = 'damaged'",
        "DELETE FROM blog_main",
    ] {
        sqlx::query(damage).execute(&db.pool).await.unwrap();
    }

    projector.rebuild(None).await.expect("rebuild all");

    assert_eq!(tables(&db).await, incremental);
    for name in [
        "blog_categories",
        "admin_articles",
        "public_articles",
        "blog_main",
    ] {
        assert_eq!(db.checkpoint(name).await.position, db.head().await);
    }
}
