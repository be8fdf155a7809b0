use super::*;
use cqrs_es::test::TestFramework;

use CategoryEvent::*;

fn at() -> DateTime<Utc> {
    "2026-03-01T10:00:00Z".parse().unwrap()
}

fn catalog() -> TestFramework<CategoryCatalog> {
    TestFramework::with(())
}

fn name(uk: &str, en: &str) -> CategoryName {
    CategoryName::parse(&LocalizedText::new(uk, en)).unwrap()
}

fn added(id: i64, uk: &str, en: &str) -> CategoryEvent {
    CategoryAdded {
        category_id: id,
        name: LocalizedText::new(uk, en),
        at: at(),
    }
}

fn add(uk: &str, en: &str) -> CategoryCommand {
    CategoryCommand::AddCategory {
        name: name(uk, en),
        at: at(),
    }
}

fn six() -> Vec<CategoryEvent> {
    ["Поради", "Здоров'я", "Історії", "Новини", "Події", "Котики"]
        .iter()
        .zip(["Tips", "Health", "Stories", "News", "Events", "Cats"])
        .enumerate()
        .map(|(index, (uk, en))| added(index as i64 + 1, uk, en))
        .collect()
}

#[tokio::test]
async fn the_first_category_gets_id_one() {
    catalog()
        .given_no_previous_events()
        .when_async(add("Поради", "Tips"))
        .await
        .then_expect_events(vec![added(1, "Поради", "Tips")]);
}

#[tokio::test]
async fn a_name_in_use_in_either_language_is_refused_whatever_its_case() {
    for (uk, en) in [("поради", "Advice"), ("Турбота", "TIPS")] {
        catalog()
            .given(vec![added(1, "Поради", "Tips")])
            .when_async(add(uk, en))
            .await
            .then_expect_error(CategoryError::Exists);
    }
}

#[tokio::test]
async fn a_seventh_category_is_refused() {
    catalog()
        .given(six())
        .when_async(add("Сьома", "Seventh"))
        .await
        .then_expect_error(CategoryError::Full);
}

#[tokio::test]
async fn ids_are_never_reused_after_a_deletion() {
    catalog()
        .given(vec![
            added(1, "Поради", "Tips"),
            added(2, "Новини", "News"),
            CategoryDeleted {
                category_id: 2,
                at: at(),
            },
        ])
        .when_async(add("Події", "Events"))
        .await
        .then_expect_events(vec![added(3, "Події", "Events")]);
}

#[tokio::test]
async fn a_deleted_categorys_name_and_place_are_free_again() {
    let mut given = six();
    given.push(CategoryDeleted {
        category_id: 6,
        at: at(),
    });
    catalog()
        .given(given)
        .when_async(add("Котики", "Cats"))
        .await
        .then_expect_events(vec![added(7, "Котики", "Cats")]);
}

#[tokio::test]
async fn an_empty_category_can_be_deleted() {
    catalog()
        .given(vec![added(1, "Поради", "Tips")])
        .when_async(CategoryCommand::DeleteCategory {
            category_id: 1,
            articles: 0,
            at: at(),
        })
        .await
        .then_expect_events(vec![CategoryDeleted {
            category_id: 1,
            at: at(),
        }]);
}

#[tokio::test]
async fn a_category_with_articles_cannot_be_deleted() {
    catalog()
        .given(vec![added(1, "Поради", "Tips")])
        .when_async(CategoryCommand::DeleteCategory {
            category_id: 1,
            articles: 2,
            at: at(),
        })
        .await
        .then_expect_error(CategoryError::InUse);
}

#[tokio::test]
async fn deleting_an_unknown_category_is_not_found() {
    catalog()
        .given(vec![added(1, "Поради", "Tips")])
        .when_async(CategoryCommand::DeleteCategory {
            category_id: 2,
            articles: 0,
            at: at(),
        })
        .await
        .then_expect_error(CategoryError::NotFound);
}

#[test]
fn refusals_carry_the_spec_keys() {
    let code = |error| ApiError::from(error).code();
    assert_eq!(code(CategoryError::Exists), "categoryExists");
    assert_eq!(code(CategoryError::Full), "maxCategoriesAmount");
    assert_eq!(code(CategoryError::InUse), "canNotBeDeleted");
    assert_eq!(code(CategoryError::NotFound), "message404Error");
}
