//! The price list's read tables, fed by events the real `PriceItem` aggregate writes.

use chrono::{DateTime, Utc};
use command::edited_record::{Named, RecordCommand};
use command::executor::Executor;
use command::price_list::PriceItemRecord;
use events::price_list::{Category, PriceItem, PriceItemEvent, PriceLine, Rate, Service, Target};
use events::{EventMetadata, LocalizedText};
use serde_json::{json, Value};

use crate::helpers::TestDb;

fn at() -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse().unwrap()
}

fn dog_hotel(price: &str) -> PriceItem {
    PriceItem {
        target: Target::Dog,
        service: Service::Hotel,
        category: Category::Hotel,
        position: 10,
        title: LocalizedText::new("Готель для собак", "Dog hotel"),
        description: LocalizedText::default(),
        discount: LocalizedText::new("", "Summer offer"),
        lines: vec![PriceLine {
            id: 1,
            name: LocalizedText::new("З харчуванням готелю", "With the hotel's food"),
            value: price.to_owned(),
            rate: Some(Rate::DayHotelFood),
        }],
    }
}

async fn run(items: &Executor<PriceItemRecord>, command: RecordCommand<PriceItem>) {
    let metadata = EventMetadata {
        actor: "olena".to_owned(),
        request_id: String::new(),
        command: "Test".to_owned(),
    };
    let named: Named<PriceItemEvent> = Named(command);
    assert!(items.execute("dog-hotel", named, metadata).await.is_ok());
}

async fn rows(db: &TestDb, table: &str, order: &str) -> Vec<Value> {
    sqlx::query_scalar(&format!(
        "SELECT to_jsonb(t) FROM {table} t ORDER BY {order}"
    ))
    .fetch_all(&db.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_replayed_price_item_shows_its_latest_version_to_staff_and_each_language() {
    let db = TestDb::new().await;
    let items: Executor<PriceItemRecord> = Executor::new(db.pool.clone(), ());
    run(
        &items,
        RecordCommand::Create {
            record: dog_hotel("750"),
            at: at(),
        },
    )
    .await;
    run(
        &items,
        RecordCommand::Edit {
            expected_version: 1,
            record: dog_hotel("800"),
            at: at(),
        },
    )
    .await;
    run(
        &items,
        RecordCommand::Restore {
            expected_version: 2,
            from_version: 1,
            record: dog_hotel("750"),
            at: at(),
        },
    )
    .await;
    db.projector().catch_up().await.unwrap();

    let admin = rows(&db, "admin_price_items", "item_id").await;
    assert_eq!(admin.len(), 1);
    assert_eq!(admin[0]["version"], 3);
    assert_eq!(admin[0]["item"]["lines"][0]["value"], "750");

    let public = rows(&db, "public_price_items", "language").await;
    let shown: Vec<(&Value, &Value, &Value, &Value)> = public
        .iter()
        .map(|row| {
            (
                &row["language"],
                &row["item"]["title"],
                &row["item"]["discount"],
                &row["item"]["serviceCategories"][0]["value"],
            )
        })
        .collect();
    assert_eq!(
        shown,
        [
            (
                &json!("en"),
                &json!("Dog hotel"),
                &json!("Summer offer"),
                &json!("750")
            ),
            (
                &json!("uk"),
                &json!("Готель для собак"),
                &Value::Null,
                &json!("750")
            ),
        ]
    );

    // Replaying from nothing writes the same rows.
    db.projector().rebuild(None).await.unwrap();
    assert_eq!(rows(&db, "public_price_items", "language").await, public);
    assert_eq!(rows(&db, "admin_price_items", "item_id").await, admin);
}
