//! `personal_fields` cannot fall behind the events: every text an event carries that a visitor
//! could have typed or sent is either kept apart as personal (and so erased with them) or named
//! here as not personal, with the reason. The events are walked through their schemas, so a new
//! field, event or aggregate fails this test until someone decides which it is.

use std::collections::{BTreeMap, BTreeSet};

use events::stored::FIRST_VERSION;
use events::StoredEvents;
use serde_json::Value;
use testkit::TestDatabase;
use utoipa::ToSchema;

/// Aggregates only staff write (or the site itself): nothing in them comes from a visitor.
const WRITTEN_BY_STAFF: &[&str] = &[
    "AboutPage",
    "AdminAccount",
    "Album",
    "Article",
    "CategoryCatalog",
    "ContactDetails",
    "Dog",
    "Faq",
    "MainArticle",
    "NewsletterIssue",
    "PriceItem",
    "ServiceDescription",
    "StayCapacity",
];

/// Texts in visitors' aggregates that are not theirs: (aggregate, event, path, why).
const NOT_PERSONAL: &[(&str, &str, &str, &str)] = &[
    (
        "Review",
        "ReviewSubmitted",
        "review.parent_id",
        "the id of the review answered, which the site checked is one of its approved reviews",
    ),
    (
        "Review",
        "HotelAnswerPosted",
        "parent_id",
        "the id of the review staff answered",
    ),
    (
        "Erasure",
        "VisitorErased",
        "subjects",
        "the types and ids of the aggregates erased, the site's own",
    ),
    (
        "StaffMail",
        "MailParked",
        "request",
        "the aggregate type of the request the mail was for",
    ),
    (
        "NewsletterDelivery",
        "NewsletterQueued",
        "subscription",
        "the subscription's id, a keyed digest of the address that cannot be turned back into it",
    ),
];

/// One stored event enum: its aggregate type and its schema with every schema it refers to.
struct Walked {
    aggregate_type: &'static str,
    root: Value,
    named: BTreeMap<String, Value>,
    read_as: fn(&str) -> String,
}

/// The event type that rows stored as `event_type` are read as today: a renamed event keeps
/// its old name on its rows, and in `personal_fields` for them.
fn read_as<E: StoredEvents>(event_type: &str) -> String {
    E::lifted(
        event_type,
        FIRST_VERSION,
        serde_json::json!({ event_type: {} }),
    )
    .event_type
}

fn walked<E: StoredEvents + ToSchema>() -> Walked {
    let mut schemas = Vec::new();
    E::schemas(&mut schemas);
    let named = schemas
        .into_iter()
        .map(|(name, schema)| (name, serde_json::to_value(schema).expect("a schema")))
        .collect();
    Walked {
        aggregate_type: E::AGGREGATE_TYPE,
        root: serde_json::to_value(E::schema()).expect("a schema"),
        named,
        read_as: read_as::<E>,
    }
}

/// Every stored event enum of the `events` crate.
fn every_event_enum() -> Vec<Walked> {
    use events::*;
    vec![
        walked::<about_page::AboutEvent>(),
        walked::<admin_account::AdminAccountEvent>(),
        walked::<album::AlbumEvent>(),
        walked::<article::ArticleEvent>(),
        walked::<category::CategoryEvent>(),
        walked::<contact_details::ContactDetailsEvent>(),
        walked::<contact_message::ContactMessageEvent>(),
        walked::<dog::DogEvent>(),
        walked::<dog_request::DogRequestEvent>(),
        walked::<erasure::ErasureEvent>(),
        walked::<faq::FaqEvent>(),
        walked::<inbox::InboxItemEvent>(),
        walked::<main_article::MainArticleEvent>(),
        walked::<newsletter::SubscriptionEvent>(),
        walked::<newsletter_issue::NewsletterIssueEvent>(),
        walked::<newsletter_issue::NewsletterDeliveryEvent>(),
        walked::<price_list::PriceItemEvent>(),
        walked::<review::ReviewEvent>(),
        walked::<service_description::ServiceDescriptionEvent>(),
        walked::<staff_mail::StaffMailEvent>(),
        walked::<stay_capacity::StayCapacityEvent>(),
    ]
}

/// The paths, from the event's outer object (`["VariantName", "field", …]`), of every free
/// text in `schema`: strings that are not one of a fixed set of values, a date or a time.
fn texts(
    schema: &Value,
    named: &BTreeMap<String, Value>,
    path: &mut Vec<String>,
    found: &mut BTreeSet<Vec<String>>,
) {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().expect("a schema name");
        let target = named
            .get(name)
            .unwrap_or_else(|| panic!("{name} is referred to but has no schema"));
        return texts(target, named, path, found);
    }
    for alternatives in ["oneOf", "anyOf", "allOf"] {
        for alternative in schema
            .get(alternatives)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            texts(alternative, named, path, found);
        }
    }
    if let Some(properties) = schema.get("properties").and_then(Value::as_object) {
        for (field, property) in properties {
            path.push(field.clone());
            texts(property, named, path, found);
            path.pop();
        }
    }
    if let Some(values) = schema.get("additionalProperties").filter(|v| v.is_object()) {
        path.push("*".to_owned());
        texts(values, named, path, found);
        path.pop();
    }
    if let Some(items) = schema.get("items") {
        texts(items, named, path, found);
    }
    let is_string = match schema.get("type") {
        Some(Value::String(kind)) => kind == "string",
        Some(Value::Array(kinds)) => kinds.iter().any(|kind| kind == "string"),
        _ => false,
    };
    let fixed = schema.get("enum").is_some()
        || matches!(
            schema.get("format").and_then(Value::as_str),
            Some("date-time" | "date" | "uuid")
        );
    if is_string && !fixed {
        found.insert(path.clone());
    }
}

/// (aggregate, event, path inside the event) of every free text of every stored event.
fn every_text() -> BTreeSet<(String, String, Vec<String>)> {
    let mut all = BTreeSet::new();
    for walked in every_event_enum() {
        let mut found = BTreeSet::new();
        texts(&walked.root, &walked.named, &mut Vec::new(), &mut found);
        for mut path in found {
            let event = path.remove(0);
            all.insert((walked.aggregate_type.to_owned(), event, path));
        }
    }
    all
}

#[tokio::test]
async fn every_text_a_visitor_sends_is_personal_or_named_as_not() {
    let db = TestDatabase::new().await;
    let personal: Vec<(String, String, Vec<String>)> =
        sqlx::query_as("SELECT aggregate_type, event_type, path FROM personal_fields")
            .fetch_all(&db.pool)
            .await
            .expect("the personal fields");
    let texts = every_text();

    let undecided: Vec<String> = texts
        .iter()
        .filter(|(aggregate, _, _)| !WRITTEN_BY_STAFF.contains(&aggregate.as_str()))
        .filter(|(aggregate, event, path)| {
            let under = |listed: &[String]| path.starts_with(listed);
            !personal
                .iter()
                .any(|(a, e, listed)| a == aggregate && e == event && under(listed))
                && !NOT_PERSONAL
                    .iter()
                    .any(|(a, e, listed, _)| a == aggregate && e == event && under(&split(listed)))
        })
        .map(|(aggregate, event, path)| format!("{aggregate} {event} {}", path.join(".")))
        .collect();
    assert!(
        undecided.is_empty(),
        "texts a visitor may have sent, neither in personal_fields nor in NOT_PERSONAL: \
         {undecided:#?}"
    );

    // Each listed field still exists, so neither list keeps a name that no longer means anything.
    let exists = |aggregate: &str, event: &str, listed: &[String]| {
        texts
            .iter()
            .any(|(a, e, path)| a == aggregate && e == event && path.starts_with(listed))
    };
    let enums = every_event_enum();
    let read_as = |aggregate: &str, event: &str| {
        enums
            .iter()
            .find(|walked| walked.aggregate_type == aggregate)
            .map_or_else(|| event.to_owned(), |walked| (walked.read_as)(event))
    };
    for (aggregate, event, path) in &personal {
        assert!(
            exists(aggregate, &read_as(aggregate, event), path),
            "personal_fields names {aggregate} {event} {path:?}, which no event carries"
        );
    }
    for (aggregate, event, path, _) in NOT_PERSONAL {
        assert!(
            exists(aggregate, event, &split(path)),
            "NOT_PERSONAL names {aggregate} {event} {path}, which no event carries"
        );
    }
}

#[test]
fn the_walk_covers_every_stored_event_enum() {
    let sources = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../events/src");
    let declared: usize = std::fs::read_dir(sources)
        .expect("the events crate's sources")
        .map(|entry| std::fs::read_to_string(entry.expect("a source").path()).expect("a source"))
        .map(|source| {
            source.matches("impl StoredEvents for ").count()
                + source.matches("crate::record_events!(").count()
        })
        .sum();
    assert_eq!(
        every_event_enum().len(),
        declared,
        "every stored event enum must be in every_event_enum"
    );
}

#[test]
fn the_walk_finds_texts_inside_nested_and_flattened_shapes() {
    let texts = every_text();
    let has = |aggregate: &str, event: &str, path: &[&str]| {
        texts.contains(&(
            aggregate.to_owned(),
            event.to_owned(),
            path.iter().map(|part| part.to_string()).collect(),
        ))
    };
    // Flattened into the variant, nested in a struct, inside an enum of channels.
    assert!(has("InboxItem", "InboxReplied", &["text"]));
    assert!(has("Review", "ReviewSubmitted", &["review", "text"]));
    assert!(has(
        "ContactMessage",
        "ContactMessageReceived",
        &["reply_to", "phoneAndEmail", "email"]
    ));
    // A fixed choice and a time are not free text.
    assert!(!has("InboxItem", "InboxStatusChanged", &["status"]));
    assert!(!has("InboxItem", "InboxReplied", &["at"]));
}

fn split(path: &str) -> Vec<String> {
    path.split('.').map(str::to_owned).collect()
}
