use chrono::Duration;
use cqrs_es::test::TestFramework;
use events::article::{Block, BlockKind, Translation};

use super::*;
use ArticleEvent::*;

fn t0() -> DateTime<Utc> {
    "2026-03-01T10:00:00Z".parse().unwrap()
}

fn minutes(n: i64) -> DateTime<Utc> {
    t0() + Duration::minutes(n)
}

fn article() -> TestFramework<Article> {
    TestFramework::with(())
}

fn text(value: &str) -> Block {
    Block {
        kind: BlockKind::Text,
        value: value.into(),
    }
}

fn translation(title: &str, body: &str) -> Translation {
    Translation {
        title: title.into(),
        thesis: String::new(),
        description: String::new(),
        blocks: vec![text(body)],
    }
}

/// Written in Ukrainian, translated into English.
fn first() -> ArticleContent {
    ArticleContent {
        category_id: 1,
        main_image: "a".repeat(64),
        original_language: Language::Uk,
        uk: translation("Перша прогулянка", "<p>Беремо повідець.</p>"),
        en: translation("The first walk", "<p>Take the leash.</p>"),
        translation_outdated: false,
    }
}

/// `first` with the Ukrainian text changed and the English left as it was.
fn original_changed() -> ArticleContent {
    let mut content = first();
    content.uk.blocks.push(text("<p>І смаколики.</p>"));
    content
}

fn created() -> ArticleEvent {
    ArticleCreated {
        content: first(),
        at: t0(),
    }
}

fn published() -> ArticleEvent {
    ArticlePublished {
        content: first(),
        at: minutes(1),
    }
}

fn save(expected_version: u64, content: ArticleContent) -> ArticleCommand {
    ArticleCommand::SaveDraft {
        expected_version,
        content,
        confirm_translation: false,
        publish: false,
        at: minutes(5),
    }
}

#[tokio::test]
async fn a_new_article_is_a_draft_nobody_reads_yet() {
    article()
        .given_no_previous_events()
        .when_async(ArticleCommand::CreateArticle {
            content: first(),
            at: t0(),
        })
        .await
        .then_expect_events(vec![created()]);
    let article = Article::from_events([created()]);
    assert_eq!(article.status(), ArticleStatus::NotPublished);
    assert_eq!(article.published(), None);
}

#[tokio::test]
async fn publishing_promotes_the_draft() {
    article()
        .given(vec![created()])
        .when_async(ArticleCommand::Publish { at: minutes(1) })
        .await
        .then_expect_events(vec![published()]);
    let article = Article::from_events([created(), published()]);
    assert_eq!(article.status(), ArticleStatus::Published);
    assert_eq!(article.published(), Some(&first()));
    assert_eq!(article.published_at(), Some(minutes(1)));
}

#[tokio::test]
async fn editing_a_published_article_leaves_what_visitors_read() {
    let mut edited = first();
    edited.en.title = "The very first walk".into();
    article()
        .given(vec![created(), published()])
        .when_async(save(2, edited.clone()))
        .await
        .then_expect_events(vec![ArticleDraftSaved {
            content: edited.clone(),
            at: minutes(5),
        }]);
    let article = Article::from_events([
        created(),
        published(),
        ArticleDraftSaved {
            content: edited.clone(),
            at: minutes(5),
        },
    ]);
    assert_eq!(article.status(), ArticleStatus::HasChanges);
    assert_eq!(article.published(), Some(&first()));
    assert_eq!(article.content(), Some(&edited));
}

#[tokio::test]
async fn saving_and_publishing_is_one_step_of_two_events() {
    let mut edited = first();
    edited.en.title = "The very first walk".into();
    article()
        .given(vec![created(), published()])
        .when_async(ArticleCommand::SaveDraft {
            expected_version: 2,
            content: edited.clone(),
            confirm_translation: false,
            publish: true,
            at: minutes(5),
        })
        .await
        .then_expect_events(vec![
            ArticleDraftSaved {
                content: edited.clone(),
                at: minutes(5),
            },
            ArticlePublished {
                content: edited,
                at: minutes(5),
            },
        ]);
}

#[test]
fn republishing_keeps_the_first_publication_date() {
    let article = Article::from_events([
        created(),
        published(),
        ArticleHidden { at: minutes(2) },
        ArticlePublished {
            content: first(),
            at: minutes(9),
        },
    ]);
    assert_eq!(article.published_at(), Some(minutes(1)));
}

#[tokio::test]
async fn a_save_from_a_stale_editor_is_refused() {
    article()
        .given(vec![created(), published()])
        .when_async(save(1, original_changed()))
        .await
        .then_expect_error(ArticleError::StaleVersion {
            expected: 1,
            actual: 2,
        });
}

#[tokio::test]
async fn repeats_record_nothing() {
    article()
        .given(vec![created()])
        .when_async(save(1, first()))
        .await
        .then_expect_events(vec![]);
    article()
        .given(vec![created(), published()])
        .when_async(ArticleCommand::Publish { at: minutes(3) })
        .await
        .then_expect_events(vec![]);
    article()
        .given(vec![created()])
        .when_async(ArticleCommand::Hide { at: minutes(3) })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn hiding_takes_it_from_visitors_and_keeps_its_content() {
    article()
        .given(vec![created(), published()])
        .when_async(ArticleCommand::Hide { at: minutes(2) })
        .await
        .then_expect_events(vec![ArticleHidden { at: minutes(2) }]);
    let article = Article::from_events([created(), published(), ArticleHidden { at: minutes(2) }]);
    assert_eq!(article.status(), ArticleStatus::NotPublished);
    assert_eq!(article.content(), Some(&first()));
}

#[tokio::test]
async fn changing_the_original_flags_the_translation_until_it_is_updated_or_confirmed() {
    let mut outdated = original_changed();
    outdated.translation_outdated = true;
    article()
        .given(vec![created()])
        .when_async(save(1, original_changed()))
        .await
        .then_expect_events(vec![ArticleDraftSaved {
            content: outdated.clone(),
            at: minutes(5),
        }]);

    let flagged = vec![
        created(),
        ArticleDraftSaved {
            content: outdated.clone(),
            at: minutes(5),
        },
    ];
    // Another change to the original keeps the flag.
    let mut more = outdated.clone();
    more.uk.title = "Перша прогулянка з собакою".into();
    article()
        .given(flagged.clone())
        .when_async(save(2, more.clone()))
        .await
        .then_expect_events(vec![ArticleDraftSaved {
            content: more,
            at: minutes(5),
        }]);
    // Updating the translation clears it.
    let mut updated = outdated.clone();
    updated.en.blocks.push(text("<p>And treats.</p>"));
    updated.translation_outdated = false;
    article()
        .given(flagged.clone())
        .when_async(save(2, updated.clone()))
        .await
        .then_expect_events(vec![ArticleDraftSaved {
            content: updated,
            at: minutes(5),
        }]);
    // So does confirming it unchanged.
    let mut confirmed = outdated;
    confirmed.translation_outdated = false;
    article()
        .given(flagged)
        .when_async(ArticleCommand::SaveDraft {
            expected_version: 2,
            content: confirmed.clone(),
            confirm_translation: true,
            publish: false,
            at: minutes(5),
        })
        .await
        .then_expect_events(vec![ArticleDraftSaved {
            content: confirmed,
            at: minutes(5),
        }]);
}

#[tokio::test]
async fn a_missing_translation_is_not_called_outdated() {
    let mut uk_only = first();
    uk_only.en = Translation::default();
    let mut changed = uk_only.clone();
    changed.uk.title = "Друга прогулянка".into();
    article()
        .given(vec![ArticleCreated {
            content: uk_only,
            at: t0(),
        }])
        .when_async(save(1, changed.clone()))
        .await
        .then_expect_events(vec![ArticleDraftSaved {
            content: changed,
            at: minutes(5),
        }]);
}

#[tokio::test]
async fn restoring_makes_an_earlier_content_the_draft_again() {
    let mut edited = first();
    edited.uk.title = "Невдала назва".into();
    let history = vec![
        created(),
        published(),
        ArticleDraftSaved {
            content: edited,
            at: minutes(5),
        },
    ];
    let as_it_was = Article::from_events(history[..2].to_vec());
    article()
        .given(history.clone())
        .when_async(ArticleCommand::Restore {
            expected_version: 3,
            from_version: 2,
            content: as_it_was.content().unwrap().clone(),
            at: minutes(8),
        })
        .await
        .then_expect_events(vec![ArticleRestored {
            from_version: 2,
            content: first(),
            at: minutes(8),
        }]);
    let mut all = history;
    all.push(ArticleRestored {
        from_version: 2,
        content: first(),
        at: minutes(8),
    });
    let restored = Article::from_events(all);
    assert_eq!(restored.status(), ArticleStatus::Published);
    assert_eq!(restored.version(), 4);
}

#[tokio::test]
async fn restoring_a_version_the_article_never_had_is_not_found() {
    for from_version in [0, 3] {
        article()
            .given(vec![created(), published()])
            .when_async(ArticleCommand::Restore {
                expected_version: 2,
                from_version,
                content: first(),
                at: minutes(8),
            })
            .await
            .then_expect_error(ArticleError::NoSuchVersion(from_version));
    }
}

#[tokio::test]
async fn a_deleted_article_takes_no_more_commands() {
    let gone = vec![created(), published(), ArticleDeleted { at: minutes(2) }];
    let commands = [
        ArticleCommand::Publish { at: minutes(3) },
        ArticleCommand::Hide { at: minutes(3) },
        ArticleCommand::Delete { at: minutes(3) },
        save(3, original_changed()),
    ];
    for command in commands {
        article()
            .given(gone.clone())
            .when_async(command)
            .await
            .then_expect_error(ArticleError::NotFound);
    }
    assert_eq!(
        Article::from_events(gone).status(),
        ArticleStatus::NotPublished
    );
}

#[test]
fn refusals_answer_their_http_outcomes() {
    let code = |error| ApiError::from(error).code();
    assert_eq!(code(ArticleError::AlreadyExists), "conflict");
    assert_eq!(
        code(ArticleError::StaleVersion {
            expected: 1,
            actual: 2
        }),
        "conflict"
    );
    assert_eq!(code(ArticleError::NotFound), "message404Error");
    assert_eq!(code(ArticleError::NoSuchVersion(9)), "message404Error");
    assert_eq!(code(ArticleError::PublishAtInPast), "publishAtInPast");
}

fn scheduled_for(publish_at: DateTime<Utc>) -> ArticleEvent {
    ArticlePublicationScheduled {
        publish_at,
        at: minutes(2),
    }
}

#[tokio::test]
async fn a_publication_is_scheduled_only_for_a_time_to_come() {
    article()
        .given(vec![created()])
        .when_async(ArticleCommand::SchedulePublication {
            publish_at: minutes(60),
            at: minutes(2),
        })
        .await
        .then_expect_events(vec![scheduled_for(minutes(60))]);
    for past in [minutes(2), minutes(1)] {
        article()
            .given(vec![created()])
            .when_async(ArticleCommand::SchedulePublication {
                publish_at: past,
                at: minutes(2),
            })
            .await
            .then_expect_error(ArticleError::PublishAtInPast);
    }
    let article = Article::from_events([created(), scheduled_for(minutes(60))]);
    assert_eq!(article.publish_at(), Some(minutes(60)));
    assert_eq!(article.status(), ArticleStatus::NotPublished);
}

#[tokio::test]
async fn the_scheduler_publishes_the_draft_as_it_is_when_due() {
    let mut polished = first();
    polished.en.title = "The first walk, polished".into();
    let saved_after_scheduling = ArticleDraftSaved {
        content: polished.clone(),
        at: minutes(30),
    };
    let given = || {
        vec![
            created(),
            scheduled_for(minutes(60)),
            saved_after_scheduling.clone(),
        ]
    };
    article()
        .given(given())
        .when_async(ArticleCommand::PublishIfDue { at: minutes(59) })
        .await
        .then_expect_events(vec![]);
    article()
        .given(given())
        .when_async(ArticleCommand::PublishIfDue { at: minutes(61) })
        .await
        .then_expect_events(vec![ArticlePublished {
            content: polished.clone(),
            at: minutes(61),
        }]);
    let mut events = given();
    events.push(ArticlePublished {
        content: polished,
        at: minutes(61),
    });
    let article = Article::from_events(events);
    assert_eq!(article.publish_at(), None);
    assert_eq!(article.status(), ArticleStatus::Published);
}

#[tokio::test]
async fn a_due_schedule_with_nothing_new_to_publish_cancels_itself() {
    article()
        .given(vec![created(), published(), scheduled_for(minutes(60))])
        .when_async(ArticleCommand::PublishIfDue { at: minutes(60) })
        .await
        .then_expect_events(vec![ArticlePublicationUnscheduled { at: minutes(60) }]);
}

#[tokio::test]
async fn publishing_by_hand_hiding_and_deleting_cancel_the_schedule() {
    let with_schedule = |more: ArticleEvent| {
        Article::from_events([created(), scheduled_for(minutes(60)), more]).publish_at()
    };
    assert_eq!(with_schedule(published()), None);
    assert_eq!(with_schedule(ArticleDeleted { at: minutes(3) }), None);
    // Hiding an article nobody reads yet only cancels what would have made it public.
    article()
        .given(vec![created(), scheduled_for(minutes(60))])
        .when_async(ArticleCommand::Hide { at: minutes(3) })
        .await
        .then_expect_events(vec![ArticlePublicationUnscheduled { at: minutes(3) }]);
    let hidden = Article::from_events([
        created(),
        published(),
        scheduled_for(minutes(60)),
        ArticleHidden { at: minutes(3) },
    ]);
    assert_eq!(hidden.publish_at(), None);
    // After any of them the scheduler finds nothing due.
    article()
        .given(vec![
            created(),
            scheduled_for(minutes(60)),
            ArticleDeleted { at: minutes(3) },
        ])
        .when_async(ArticleCommand::PublishIfDue { at: minutes(61) })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn cancelling_records_only_a_schedule_that_exists() {
    article()
        .given(vec![created(), scheduled_for(minutes(60))])
        .when_async(ArticleCommand::CancelSchedule { at: minutes(3) })
        .await
        .then_expect_events(vec![ArticlePublicationUnscheduled { at: minutes(3) }]);
    article()
        .given(vec![created()])
        .when_async(ArticleCommand::CancelSchedule { at: minutes(3) })
        .await
        .then_expect_events(vec![]);
}
