use cqrs_es::test::TestFramework;
use events::newsletter_issue::IssueText;

use super::*;

fn at(time: &str) -> DateTime<Utc> {
    format!("2026-11-25T{time}:00Z").parse().unwrap()
}

fn content(title: &str) -> IssueContent {
    IssueContent {
        uk: IssueText {
            title: format!("{title} uk"),
            html: "<p>Новини</p>".into(),
        },
        en: IssueText {
            title: format!("{title} en"),
            html: "<p>News</p>".into(),
        },
        image_id: None,
        articles: vec![3],
    }
}

fn saved(title: &str, time: &str) -> NewsletterIssueEvent {
    NewsletterIssueEvent::IssueDraftSaved {
        content: content(title),
        at: at(time),
    }
}

fn given(
    events: Vec<NewsletterIssueEvent>,
) -> cqrs_es::test::AggregateTestExecutor<NewsletterIssue> {
    TestFramework::<NewsletterIssue>::with(()).given(events)
}

#[test]
fn a_new_issue_is_saved_and_saved_again_from_the_version_loaded() {
    given(vec![])
        .when(IssueCommand::Save {
            expected_version: 0,
            content: content("Зима"),
            at: at("10:00"),
        })
        .then_expect_events(vec![saved("Зима", "10:00")]);
    given(vec![saved("Зима", "10:00")])
        .when(IssueCommand::Save {
            expected_version: 1,
            content: content("Весна"),
            at: at("10:05"),
        })
        .then_expect_events(vec![saved("Весна", "10:05")]);
    given(vec![saved("Зима", "10:00"), saved("Весна", "10:05")])
        .when(IssueCommand::Save {
            expected_version: 1,
            content: content("Літо"),
            at: at("10:06"),
        })
        .then_expect_error(IssueError::StaleVersion {
            expected: 1,
            actual: 2,
        });
}

#[test]
fn a_save_that_changes_nothing_records_nothing() {
    given(vec![saved("Зима", "10:00")])
        .when(IssueCommand::Save {
            expected_version: 1,
            content: content("Зима"),
            at: at("10:05"),
        })
        .then_expect_events(vec![]);
}

#[test]
fn a_test_goes_out_in_each_language_to_the_staff_member() {
    let requested = |language| NewsletterIssueEvent::IssueTestRequested {
        to: "anna@doghotel.test".into(),
        language,
        at: at("10:10"),
    };
    given(vec![saved("Зима", "10:00")])
        .when(IssueCommand::SendTest {
            expected_version: 1,
            to: "anna@doghotel.test".into(),
            at: at("10:10"),
        })
        .then_expect_events(vec![requested(Language::Uk), requested(Language::En)]);
    given(vec![])
        .when(IssueCommand::SendTest {
            expected_version: 0,
            to: "anna@doghotel.test".into(),
            at: at("10:10"),
        })
        .then_expect_error(IssueError::NoSuchIssue);
}

#[test]
fn an_issue_is_sent_once_and_then_stays_as_it_was_sent() {
    let sent = NewsletterIssueEvent::IssueSendStarted { at: at("11:00") };
    given(vec![saved("Зима", "10:00")])
        .when(IssueCommand::Send {
            expected_version: 1,
            at: at("11:00"),
        })
        .then_expect_events(vec![sent.clone()]);
    given(vec![saved("Зима", "10:00"), sent.clone()])
        .when(IssueCommand::Send {
            expected_version: 2,
            at: at("11:01"),
        })
        .then_expect_error(IssueError::AlreadySent);
    given(vec![saved("Зима", "10:00"), sent])
        .when(IssueCommand::Save {
            expected_version: 2,
            content: content("Весна"),
            at: at("11:02"),
        })
        .then_expect_error(IssueError::AlreadySent);
}

#[test]
fn what_is_sent_is_what_the_sender_loaded() {
    given(vec![saved("Зима", "10:00"), saved("Весна", "10:05")])
        .when(IssueCommand::Send {
            expected_version: 1,
            at: at("11:00"),
        })
        .then_expect_error(IssueError::StaleVersion {
            expected: 1,
            actual: 2,
        });
    given(vec![])
        .when(IssueCommand::Send {
            expected_version: 0,
            at: at("11:00"),
        })
        .then_expect_error(IssueError::NoSuchIssue);
}
