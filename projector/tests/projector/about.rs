//! The About page and FAQ tables, fed by events the real `AboutPage` and `Faq` aggregates write.

use chrono::{DateTime, Duration, Utc};
use command::about_page::{AboutCommand, AboutPage, MemberFields};
use command::executor::{Executor, Runnable};
use command::faq::{Faq, FaqCommand, FaqFields};
use events::about_page::{AboutStory, PAGE_ID};
use events::faq::FAQ_ID;
use events::{EventMetadata, LocalizedText};
use serde_json::{json, Value};

use crate::helpers::TestDb;

fn at(minutes: i64) -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minutes)
}

fn text(uk: &str, en: &str) -> LocalizedText {
    LocalizedText::new(uk, en)
}

async fn run<A>(executor: &Executor<A>, id: &str, command: A::Command)
where
    A: Runnable + Clone,
    A::Error: Into<command::ApiError>,
    A::Event: events::StoredEvents,
{
    let metadata = EventMetadata {
        actor: "olena".to_owned(),
        request_id: "test-request".to_owned(),
        command: "Test".to_owned(),
    };
    if executor.execute(id, command, metadata).await.is_err() {
        panic!("the command on {id} fails");
    }
}

fn member(name: (&str, &str), photo: char) -> MemberFields {
    MemberFields {
        photo: photo.to_string().repeat(64),
        name: text(name.0, name.1),
        profession: text("Кінолог", "Dog trainer"),
    }
}

fn question(uk: &str, en: &str) -> FaqFields {
    FaqFields {
        question: text(uk, en),
        answer: text("<p>Так.</p>", "<p>Yes.</p>"),
    }
}

/// A story saved twice, a team of three with one photo changed, reordered and one removed;
/// four questions, one edited, reordered and one deleted.
async fn write_the_pages(db: &TestDb) {
    let about: Executor<AboutPage> = Executor::new(db.pool.clone(), ());
    let faq: Executor<Faq> = Executor::new(db.pool.clone(), ());
    let story = |heading: &str| AboutStory {
        house_image: "a".repeat(64),
        heading: text(heading, "Our home"),
        text: text("Історія", "Story"),
        quote: text("Цитата", "Quote"),
        quote_author: text("Олена", "Olena"),
        quote_role: text("Господиня", "Hostess"),
        avatar_image: "b".repeat(64),
        certificate_image: "c".repeat(64),
        closing: text("Кінець", "The end"),
    };
    for (version, heading) in [(0, "Перший"), (1, "Наш дім")] {
        let command = AboutCommand::EditStory {
            expected_version: version,
            story: story(heading),
            at: at(0),
        };
        run(&about, PAGE_ID, command).await;
    }
    for name in [
        ("Ірина", "Iryna"),
        ("Андрій", "Andrii"),
        ("Марія", "Mariia"),
    ] {
        let command = AboutCommand::AddTeamMember {
            fields: member(name, 'd'),
            at: at(1),
        };
        run(&about, PAGE_ID, command).await;
    }
    let commands = [
        AboutCommand::EditTeamMember {
            expected_version: 5,
            member_id: 2,
            fields: member(("Андрій", "Andrii"), 'e'),
            at: at(2),
        },
        AboutCommand::ReorderTeam {
            expected_version: 6,
            order: vec![3, 2, 1],
            at: at(3),
        },
        AboutCommand::RemoveTeamMember {
            member_id: 1,
            at: at(4),
        },
    ];
    for command in commands {
        run(&about, PAGE_ID, command).await;
    }

    for (uk, en) in [
        ("Щеплення?", "Vaccinations?"),
        ("Що взяти?", "What to bring?"),
        ("Їжа?", "Food?"),
        ("Оплата?", "Payment?"),
    ] {
        let command = FaqCommand::AddItem {
            fields: question(uk, en),
            at: at(5),
        };
        run(&faq, FAQ_ID, command).await;
    }
    let mut edited = question("Щеплення?", "Vaccinations?");
    edited.answer.en = "<p>Rabies and the combined vaccine.</p>".to_owned();
    let commands = [
        FaqCommand::EditItem {
            expected_version: 4,
            item_id: 1,
            fields: edited,
            at: at(6),
        },
        FaqCommand::ReorderItems {
            expected_version: 5,
            order: vec![4, 3, 2, 1],
            at: at(7),
        },
        FaqCommand::DeleteItem {
            item_id: 3,
            at: at(8),
        },
    ];
    for command in commands {
        run(&faq, FAQ_ID, command).await;
    }
}

const TABLES: [(&str, &str); 4] = [
    ("about_page", "page_id"),
    ("public_about", "language"),
    ("faq_list", "faq_id"),
    ("public_faq", "language"),
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
async fn the_about_and_faq_tables_show_the_pages_in_each_language() {
    let db = TestDb::new().await;
    write_the_pages(&db).await;
    db.projector().catch_up().await.unwrap();
    let [about, public_about, faq, public_faq]: [Vec<Value>; 4] =
        tables(&db).await.try_into().unwrap();

    assert_eq!(about.len(), 1);
    assert_eq!(about[0]["version"], 8);
    let en = &public_about[0]["answer"];
    assert_eq!(public_about[0]["language"], "en");
    let team: Vec<(&Value, &Value)> = en["team"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (&m["name"], &m["photo"]["id"]))
        .collect();
    assert_eq!(
        team,
        [
            (&json!("Mariia"), &json!("d".repeat(64))),
            (&json!("Andrii"), &json!("e".repeat(64)))
        ]
    );
    let uk = &public_about[1]["answer"];
    assert_eq!(uk["story"]["heading"], "Наш дім");
    assert_eq!(uk["story"]["quote"]["author"], "Олена");

    assert_eq!(faq[0]["version"], 7);
    let en = public_faq[0]["answer"]["faqValueSet"].as_array().unwrap();
    let questions: Vec<&Value> = en.iter().map(|i| &i["question"]).collect();
    assert_eq!(
        questions,
        [
            &json!("Payment?"),
            &json!("What to bring?"),
            &json!("Vaccinations?")
        ]
    );
    assert_eq!(en[2]["answer"], "<p>Rabies and the combined vaccine.</p>");
    let uk = public_faq[1]["answer"]["faqValueSet"].as_array().unwrap();
    assert_eq!(uk[0]["question"], "Оплата?");
    assert_eq!(uk[0]["language"]["languageValue"], "uk");
}

#[tokio::test]
async fn a_rebuild_gives_the_same_about_and_faq_rows_as_incremental_projection() {
    let db = TestDb::new().await;
    let projector = db.projector();
    write_the_pages(&db).await;
    projector.catch_up().await.unwrap();
    let incremental = tables(&db).await;
    for damage in [
        "UPDATE about_page SET version = 99",
        "DELETE FROM public_about WHERE language = 'en'",
        "UPDATE faq_list SET content = '{}'",
        "UPDATE public_faq SET answer = '{}'",
    ] {
        sqlx::query(damage).execute(&db.pool).await.unwrap();
    }

    projector.rebuild(None).await.expect("rebuild all");

    assert_eq!(tables(&db).await, incremental);
    for name in ["about_page", "faq_list"] {
        assert_eq!(db.checkpoint(name).await.position, db.head().await);
    }
}
