use super::*;
use cqrs_es::test::TestFramework;

use MainArticleEvent::MainArticleChanged;

fn at() -> DateTime<Utc> {
    "2026-03-01T10:00:00Z".parse().unwrap()
}

fn slot() -> TestFramework<MainArticle> {
    TestFramework::with(())
}

fn published(article_id: i64) -> MainCandidate {
    MainCandidate {
        article_id,
        published: true,
    }
}

fn release(article_id: i64) -> MainArticleCommand {
    MainArticleCommand::Release {
        article_id,
        at: at(),
    }
}

fn changed(article_id: Option<i64>, previous: Option<i64>) -> MainArticleEvent {
    MainArticleChanged {
        article_id,
        previous,
        at: at(),
    }
}

#[tokio::test]
async fn making_another_article_main_demotes_the_current_one_in_the_same_event() {
    slot()
        .given(vec![changed(Some(3), None)])
        .when_async(MainArticleCommand::MakeMain {
            candidate: published(7),
            at: at(),
        })
        .await
        .then_expect_events(vec![changed(Some(7), Some(3))]);
}

#[tokio::test]
async fn making_the_main_article_main_again_records_nothing() {
    slot()
        .given(vec![changed(Some(3), None)])
        .when_async(MainArticleCommand::MakeMain {
            candidate: published(3),
            at: at(),
        })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn an_article_that_is_not_published_cannot_be_main() {
    let draft = MainCandidate {
        article_id: 7,
        published: false,
    };
    slot()
        .given(vec![changed(Some(3), None)])
        .when_async(MainArticleCommand::MakeMain {
            candidate: draft,
            at: at(),
        })
        .await
        .then_expect_error(MainArticleError::NotPublished(7));
}

#[tokio::test]
async fn releasing_the_main_article_empties_the_slot() {
    slot()
        .given(vec![changed(Some(3), None)])
        .when_async(release(3))
        .await
        .then_expect_events(vec![changed(None, Some(3))]);
}

#[tokio::test]
async fn releasing_an_article_that_is_not_main_leaves_the_slot_alone() {
    slot()
        .given(vec![changed(Some(3), None), changed(Some(7), Some(3))])
        .when_async(release(3))
        .await
        .then_expect_events(vec![]);
    slot()
        .given_no_previous_events()
        .when_async(release(3))
        .await
        .then_expect_events(vec![]);
}
