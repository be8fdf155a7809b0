use chrono::Duration;
use cqrs_es::test::TestFramework;
use events::LocalizedText;

use super::*;
use AboutEvent::*;

fn at(minutes: i64) -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse::<DateTime<Utc>>().unwrap() + Duration::minutes(minutes)
}

fn page() -> TestFramework<AboutPage> {
    TestFramework::with(())
}

fn text(uk: &str, en: &str) -> LocalizedText {
    LocalizedText::new(uk, en)
}

fn story(heading: &str) -> AboutStory {
    AboutStory {
        house_image: "a".repeat(64),
        heading: text(heading, heading),
        text: text("Історія", "Story"),
        quote: text("Цитата", "Quote"),
        quote_author: text("Олена", "Olena"),
        quote_role: text("Господиня", "Hostess"),
        avatar_image: "b".repeat(64),
        certificate_image: "c".repeat(64),
        closing: text("Кінець", "The end"),
    }
}

fn fields(name: &str) -> MemberFields {
    MemberFields {
        photo: "d".repeat(64),
        name: text(name, name),
        profession: text("Кінолог", "Dog handler"),
    }
}

fn member(id: i64, name: &str) -> TeamMember {
    fields(name).into_member(id)
}

fn added(id: i64, name: &str) -> AboutEvent {
    TeamMemberAdded {
        member: member(id, name),
        at: at(0),
    }
}

fn team_of_three() -> Vec<AboutEvent> {
    vec![added(1, "Ірина"), added(2, "Петро"), added(3, "Марія")]
}

#[tokio::test]
async fn the_first_story_is_saved_at_version_zero() {
    page()
        .given_no_previous_events()
        .when_async(AboutCommand::EditStory {
            expected_version: 0,
            story: story("Наш дім"),
            at: at(1),
        })
        .await
        .then_expect_events(vec![AboutStoryEdited {
            story: story("Наш дім"),
            at: at(1),
        }]);
}

#[tokio::test]
async fn a_story_saved_over_a_newer_version_is_refused() {
    page()
        .given(vec![AboutStoryEdited {
            story: story("Наш дім"),
            at: at(0),
        }])
        .when_async(AboutCommand::EditStory {
            expected_version: 0,
            story: story("Інший"),
            at: at(1),
        })
        .await
        .then_expect_error(AboutError::StaleVersion {
            expected: 0,
            actual: 1,
        });
}

#[tokio::test]
async fn saving_the_same_story_records_nothing() {
    page()
        .given(vec![AboutStoryEdited {
            story: story("Наш дім"),
            at: at(0),
        }])
        .when_async(AboutCommand::EditStory {
            expected_version: 1,
            story: story("Наш дім"),
            at: at(1),
        })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn member_ids_are_never_reused_after_a_removal() {
    let mut given = team_of_three();
    given.push(TeamMemberRemoved {
        member_id: 3,
        at: at(0),
    });
    page()
        .given(given)
        .when_async(AboutCommand::AddTeamMember {
            fields: fields("Олег"),
            at: at(0),
        })
        .await
        .then_expect_events(vec![added(4, "Олег")]);
}

#[tokio::test]
async fn a_full_team_takes_no_one_more() {
    let given = (1..=MAX_TEAM as i64).map(|id| added(id, "Хтось")).collect();
    page()
        .given(given)
        .when_async(AboutCommand::AddTeamMember {
            fields: fields("Зайвий"),
            at: at(0),
        })
        .await
        .then_expect_error(AboutError::TeamFull);
}

#[tokio::test]
async fn a_member_is_edited_with_a_new_photo() {
    let mut new = fields("Петро");
    new.photo = "e".repeat(64);
    page()
        .given(team_of_three())
        .when_async(AboutCommand::EditTeamMember {
            expected_version: 3,
            member_id: 2,
            fields: new.clone(),
            at: at(2),
        })
        .await
        .then_expect_events(vec![TeamMemberEdited {
            member: new.into_member(2),
            at: at(2),
        }]);
}

#[tokio::test]
async fn editing_or_removing_an_unknown_member_is_not_found() {
    page()
        .given(team_of_three())
        .when_async(AboutCommand::EditTeamMember {
            expected_version: 3,
            member_id: 9,
            fields: fields("Ніхто"),
            at: at(2),
        })
        .await
        .then_expect_error(AboutError::NoSuchMember);
    page()
        .given(team_of_three())
        .when_async(AboutCommand::RemoveTeamMember {
            member_id: 9,
            at: at(2),
        })
        .await
        .then_expect_error(AboutError::NoSuchMember);
}

#[tokio::test]
async fn the_team_is_reordered_only_by_an_order_of_every_member_once() {
    page()
        .given(team_of_three())
        .when_async(AboutCommand::ReorderTeam {
            expected_version: 3,
            order: vec![3, 1, 2],
            at: at(2),
        })
        .await
        .then_expect_events(vec![TeamReordered {
            order: vec![3, 1, 2],
            at: at(2),
        }]);
    for order in [vec![3, 1], vec![3, 1, 1], vec![3, 1, 2, 4]] {
        page()
            .given(team_of_three())
            .when_async(AboutCommand::ReorderTeam {
                expected_version: 3,
                order,
                at: at(2),
            })
            .await
            .then_expect_error(AboutError::BadOrder);
    }
}

#[test]
fn reordering_and_removing_fold_into_the_page() {
    let mut content = AboutContent::default();
    for event in team_of_three() {
        content.apply(event);
    }
    content.apply(TeamReordered {
        order: vec![3, 1, 2],
        at: at(1),
    });
    content.apply(TeamMemberRemoved {
        member_id: 1,
        at: at(2),
    });
    let ids: Vec<i64> = content.team.iter().map(|m| m.id).collect();
    assert_eq!(ids, [3, 2]);
    assert_eq!(content.last_member_id, 3);
}

#[tokio::test]
async fn restoring_brings_back_an_earlier_page() {
    let mut earlier = AboutContent::default();
    earlier.apply(added(1, "Ірина"));
    page()
        .given(vec![
            added(1, "Ірина"),
            TeamMemberRemoved {
                member_id: 1,
                at: at(1),
            },
        ])
        .when_async(AboutCommand::RestorePage {
            expected_version: 2,
            from_version: 1,
            content: earlier,
            at: at(2),
        })
        .await
        .then_expect_events(vec![AboutPageRestored {
            from_version: 1,
            story: None,
            team: vec![member(1, "Ірина")],
            at: at(2),
        }]);
}

#[tokio::test]
async fn a_version_the_page_never_had_cannot_be_restored() {
    page()
        .given(team_of_three())
        .when_async(AboutCommand::RestorePage {
            expected_version: 3,
            from_version: 4,
            content: AboutContent::default(),
            at: at(2),
        })
        .await
        .then_expect_error(AboutError::NoSuchVersion(4));
}

#[test]
fn refusals_carry_the_spec_keys() {
    let code = |error| ApiError::from(error).code();
    assert_eq!(code(AboutError::TeamFull), "tooManyItems");
    assert_eq!(code(AboutError::BadOrder), "invalidRequest");
    assert_eq!(code(AboutError::NoSuchMember), "message404Error");
    assert_eq!(
        code(AboutError::StaleVersion {
            expected: 1,
            actual: 2
        }),
        "conflict"
    );
}

#[test]
fn the_history_names_what_an_edit_changed() {
    let mut before = AboutPage::default();
    for event in team_of_three() {
        before.apply(event);
    }
    let mut after = before.clone();
    let mut new = member(2, "Петро");
    new.photo = "e".repeat(64);
    new.name.en = "Petro".to_owned();
    after.apply(TeamMemberEdited {
        member: new,
        at: at(1),
    });
    assert_eq!(
        <AboutPage as crate::history::Versioned>::changed_fields(&before, &after),
        ["team.photo", "team.name.en"]
    );
}
