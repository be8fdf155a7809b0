//! The review tables, fed by events the real `Review` aggregate writes.

use chrono::{DateTime, Duration, Utc};
use command::executor::Executor;
use command::review::{Review, ReviewCommand};
use events::review::ReviewDetails;
use events::{EventMetadata, Language};
use serde_json::{json, Value};

use crate::helpers::TestDb;

fn at(minutes: i64) -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minutes)
}

async fn run(reviews: &Executor<Review>, id: &str, command: ReviewCommand) {
    let metadata = EventMetadata {
        actor: "olena".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    };
    if reviews.execute(id, command, metadata).await.is_err() {
        panic!("the command on {id} fails");
    }
}

fn submit(parent: Option<&str>, name: &str, minutes: i64) -> ReviewCommand {
    ReviewCommand::Submit {
        review: ReviewDetails {
            parent_id: parent.map(str::to_owned),
            name: name.to_owned(),
            pet_name: (parent.is_none()).then(|| "Бім".to_owned()),
            text: format!("Відгук від {name}"),
            image: None,
            language: Language::Uk,
            spam: None,
        },
        at: at(minutes),
    }
}

fn approve(version: u64, minutes: i64) -> ReviewCommand {
    ReviewCommand::Approve {
        expected_version: version,
        at: at(minutes),
    }
}

/// Review `a` approved, featured, rejected (which unfeatures it) and approved again, with an
/// answer approved while it was hidden, one pending and the hotel's; `b` pending; `c` approved
/// then rejected.
async fn write_the_reviews(db: &TestDb) {
    let reviews: Executor<Review> = Executor::new(db.pool.clone(), ());
    run(&reviews, "a", submit(None, "Олена", 0)).await;
    run(&reviews, "a", approve(1, 1)).await;
    let feature = ReviewCommand::Feature {
        expected_version: 2,
        at: at(2),
    };
    run(&reviews, "a", feature).await;
    run(&reviews, "a1", submit(Some("a"), "Марина", 3)).await;
    run(&reviews, "a2", submit(Some("a"), "Віктор", 4)).await;
    let hotel = ReviewCommand::PostHotelAnswer {
        parent_id: "a".to_owned(),
        text: "Дякуємо!".to_owned(),
        language: Language::Uk,
        at: at(5),
    };
    run(&reviews, "h", hotel).await;
    let reject = |version| ReviewCommand::Reject {
        expected_version: version,
        at: at(6),
    };
    run(&reviews, "a", reject(3)).await;
    run(&reviews, "a1", approve(1, 7)).await;
    run(&reviews, "a", approve(5, 8)).await;
    run(&reviews, "b", submit(None, "Тарас", 9)).await;
    run(&reviews, "c", submit(None, "Ірина", 10)).await;
    run(&reviews, "c", approve(1, 11)).await;
    run(&reviews, "c", reject(2)).await;
}

const TABLES: [(&str, &str); 2] = [
    ("admin_reviews", "review_id"),
    ("public_reviews", "review_id"),
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
async fn an_approved_review_shows_with_its_approved_answers_oldest_first() {
    let db = TestDb::new().await;
    write_the_reviews(&db).await;
    db.projector().catch_up().await.unwrap();
    let [admin, public]: [Vec<Value>; 2] = tables(&db).await.try_into().unwrap();

    let statuses: Vec<(&Value, &Value)> = admin
        .iter()
        .map(|row| (&row["review_id"], &row["status"]))
        .collect();
    assert_eq!(
        statuses,
        [
            (&json!("a"), &json!("APPROVED")),
            (&json!("a1"), &json!("APPROVED")),
            (&json!("a2"), &json!("PENDING")),
            (&json!("b"), &json!("PENDING")),
            (&json!("c"), &json!("REJECTED")),
            (&json!("h"), &json!("APPROVED")),
        ]
    );
    let a = &admin[0];
    assert_eq!(a["version"], 6);
    assert_eq!(a["featured_at"], Value::Null);
    assert_eq!(a["moderated_by"], "olena");
    assert_eq!(admin[5]["from_hotel"], true);
    assert_eq!(admin[5]["name"], "DogHotel");

    assert_eq!(public.len(), 1, "only a is public: {public:?}");
    let review = &public[0]["review"];
    assert_eq!(public[0]["featured_at"], Value::Null);
    assert_eq!(review["name"], "Олена");
    assert_eq!(review["petName"], "Бім");
    let answers: Vec<(&Value, &Value)> = review["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|answer| (&answer["id"], &answer["fromHotel"]))
        .collect();
    assert_eq!(
        answers,
        [(&json!("a1"), &json!(false)), (&json!("h"), &json!(true))]
    );
    assert_eq!(review["answers"][0]["petName"], "");
    assert_eq!(review["answers"][0]["answers"], json!([]));
}

#[tokio::test]
async fn a_rebuild_gives_the_same_review_rows_as_incremental_projection() {
    let db = TestDb::new().await;
    let projector = db.projector();
    write_the_reviews(&db).await;
    projector.catch_up().await.unwrap();
    let incremental = tables(&db).await;
    for damage in [
        "UPDATE admin_reviews SET status = 'PENDING'",
        "DELETE FROM public_reviews",
    ] {
        sqlx::query(damage).execute(&db.pool).await.unwrap();
    }

    projector.rebuild(None).await.expect("rebuild all");

    assert_eq!(tables(&db).await, incremental);
    assert_eq!(
        db.checkpoint("public_reviews").await.position,
        db.head().await
    );
}
