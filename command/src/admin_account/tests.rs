use super::*;
use crate::validation::Password;
use cqrs_es::test::TestFramework;
use tokio::sync::OnceCell;

use AdminAccountEvent::*;

pub const RIGHT: &str = "Secret1!";
pub const WRONG: &str = "Wrong12!";

/// One real argon2id hash of [`RIGHT`], shared by the tests because hashing is slow.
async fn right_hash() -> String {
    static HASH: OnceCell<String> = OnceCell::const_new();
    HASH.get_or_init(|| async {
        let password = Password::parse(RIGHT).unwrap();
        Passwords::default().hash(&password).await.unwrap()
    })
    .await
    .clone()
}

fn t0() -> DateTime<Utc> {
    "2026-03-01T10:00:00Z".parse().unwrap()
}

pub fn minutes(n: i64) -> DateTime<Utc> {
    t0() + Duration::minutes(n)
}

pub async fn created() -> AdminAccountEvent {
    AdminAccountCreated {
        login: "anna".into(),
        email: "anna@ukr.net".into(),
        password_hash: right_hash().await,
        preferred_language: Language::Uk,
        at: t0(),
    }
}

pub fn services() -> AccountServices {
    AccountServices {
        passwords: Passwords::default(),
        authenticators: AuthenticatorKey::derive(b"the server secret of the tests, 32+ bytes"),
    }
}

pub fn account() -> TestFramework<AdminAccount> {
    TestFramework::with(services())
}

fn sign_in(password: &str, at: DateTime<Utc>) -> AdminAccountCommand {
    AdminAccountCommand::SignIn {
        password: password.into(),
        throttled: false,
        at,
    }
}

pub fn locked(at: i64, until: i64) -> AdminAccountEvent {
    AccountBlocked {
        at: minutes(at),
        until: minutes(until),
    }
}

fn lock(at: i64) -> AdminAccountCommand {
    AdminAccountCommand::Lock { at: minutes(at) }
}

fn update_profile(password_change: Option<PasswordChange>) -> AdminAccountCommand {
    AdminAccountCommand::UpdateProfile {
        login: Login::parse("anna.k").unwrap(),
        email: Email::parse("anna@mail.kyiv.ua").unwrap(),
        preferred_language: Language::En,
        image_link: Some("https://img.example/anna.png".into()),
        password_change,
        at: minutes(30),
    }
}

#[tokio::test]
async fn creating_an_account_records_it() {
    let created = created().await;
    let AdminAccountCreated { password_hash, .. } = &created else {
        unreachable!()
    };
    account()
        .given_no_previous_events()
        .when_async(AdminAccountCommand::CreateAdminAccount {
            login: Login::parse("anna").unwrap(),
            email: Email::parse("anna@ukr.net").unwrap(),
            password_hash: password_hash.clone(),
            preferred_language: Language::Uk,
            at: t0(),
        })
        .await
        .then_expect_events(vec![created]);
}

#[tokio::test]
async fn creating_an_existing_account_is_refused() {
    account()
        .given(vec![created().await])
        .when_async(AdminAccountCommand::CreateAdminAccount {
            login: Login::parse("other").unwrap(),
            email: Email::parse("other@ukr.net").unwrap(),
            password_hash: "x".into(),
            preferred_language: Language::En,
            at: t0(),
        })
        .await
        .then_expect_error(AdminAccountError::AlreadyExists);
}

#[tokio::test]
async fn the_right_password_signs_in_and_records_nothing() {
    account()
        .given(vec![created().await])
        .when_async(sign_in(RIGHT, minutes(1)))
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn signing_in_to_a_missing_account_is_refused() {
    account()
        .given_no_previous_events()
        .when_async(sign_in(RIGHT, minutes(1)))
        .await
        .then_expect_error(AdminAccountError::NotFound);
}

#[tokio::test]
async fn a_wrong_password_is_refused_and_records_nothing() {
    account()
        .given(vec![created().await])
        .when_async(sign_in(WRONG, minutes(4)))
        .await
        .then_expect_error(AdminAccountError::SignInRefused);
}

#[tokio::test]
async fn a_first_lockout_lasts_15_minutes_and_refuses_the_right_password() {
    account()
        .given(vec![created().await])
        .when_async(lock(5))
        .await
        .then_expect_events(vec![locked(5, 20)]);
    account()
        .given(vec![created().await, locked(5, 20)])
        .when_async(sign_in(RIGHT, minutes(19)))
        .await
        .then_expect_error(AdminAccountError::SignInRefused);
}

#[tokio::test]
async fn a_throttled_login_without_a_second_factor_is_refused_the_right_password() {
    account()
        .given(vec![created().await])
        .when_async(AdminAccountCommand::SignIn {
            password: RIGHT.into(),
            throttled: true,
            at: minutes(1),
        })
        .await
        .then_expect_error(AdminAccountError::SignInRefused);
}

#[tokio::test]
async fn a_lockout_ends_by_itself() {
    account()
        .given(vec![created().await, locked(5, 20)])
        .when_async(sign_in(RIGHT, minutes(20)))
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn locking_a_locked_account_records_nothing() {
    account()
        .given(vec![created().await, locked(5, 20)])
        .when_async(lock(10))
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn each_lockout_of_the_last_day_doubles_the_next_up_to_a_day() {
    account()
        .given(vec![created().await, locked(0, 15), locked(20, 50)])
        .when_async(lock(60))
        .await
        .then_expect_events(vec![locked(60, 120)]);
    let day = 24 * 60;
    account()
        .given(vec![created().await, locked(0, 15), locked(20, 50)])
        .when_async(lock(day + 10))
        .await
        .then_expect_events(vec![locked(day + 10, day + 40)]);
    let mut many = vec![created().await];
    many.extend((0..10).map(|n| locked(n * 100, n * 100 + 1)));
    account()
        .given(many)
        .when_async(lock(1000))
        .await
        .then_expect_events(vec![locked(1000, 1000 + day)]);
}

#[tokio::test]
async fn refusals_recorded_before_are_history_and_lock_nothing() {
    let given = vec![
        created().await,
        SignInFailed { at: minutes(1) },
        SignInFailed { at: minutes(2) },
        SignInRefused { at: minutes(3) },
    ];
    account()
        .given(given)
        .when_async(sign_in(RIGHT, minutes(4)))
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn signing_out_everywhere_is_recorded_and_raises_the_credentials_version() {
    account()
        .given(vec![created().await])
        .when_async(AdminAccountCommand::SignOutEverywhere { at: minutes(9) })
        .await
        .then_expect_events(vec![SignedOutEverywhere { at: minutes(9) }]);
    let mut account = AdminAccount::default();
    account.apply(created().await);
    account.apply(SignedOutEverywhere { at: minutes(9) });
    assert_eq!(account.credentials_version(), 1);
}

#[tokio::test]
async fn a_missing_account_cannot_sign_out_everywhere() {
    account()
        .given_no_previous_events()
        .when_async(AdminAccountCommand::SignOutEverywhere { at: minutes(9) })
        .await
        .then_expect_error(AdminAccountError::NotFound);
}

#[tokio::test]
async fn updating_the_profile_records_the_new_profile() {
    account()
        .given(vec![created().await])
        .when_async(update_profile(None))
        .await
        .then_expect_events(vec![ProfileUpdated {
            login: "anna.k".into(),
            email: "anna@mail.kyiv.ua".into(),
            preferred_language: Language::En,
            image_link: Some("https://img.example/anna.png".into()),
        }]);
}

#[tokio::test]
async fn an_unchanged_profile_records_nothing() {
    account()
        .given(vec![created().await])
        .when_async(AdminAccountCommand::UpdateProfile {
            login: Login::parse("anna").unwrap(),
            email: Email::parse("anna@ukr.net").unwrap(),
            preferred_language: Language::Uk,
            image_link: None,
            password_change: None,
            at: minutes(30),
        })
        .await
        .then_expect_events(vec![]);
}

#[tokio::test]
async fn a_password_change_with_the_right_current_password_records_both() {
    let change = PasswordChange {
        current_password: RIGHT.into(),
        new_password_hash: "new-hash".into(),
    };
    let events = account()
        .given(vec![created().await])
        .when_async(update_profile(Some(change)))
        .await
        .inspect_result()
        .unwrap();
    assert!(matches!(events[0], ProfileUpdated { .. }));
    assert_eq!(
        events[1],
        PasswordChanged {
            password_hash: "new-hash".into(),
            at: minutes(30)
        }
    );
}

#[tokio::test]
async fn a_wrong_current_password_changes_nothing() {
    let change = PasswordChange {
        current_password: WRONG.into(),
        new_password_hash: "new-hash".into(),
    };
    account()
        .given(vec![created().await])
        .when_async(update_profile(Some(change)))
        .await
        .then_expect_error(AdminAccountError::WrongCurrentPassword);
}

#[tokio::test]
async fn creating_and_renaming_claim_the_login_and_nothing_else_does() {
    let claimed = |event: &AdminAccountEvent| {
        name_claim(event)
            .into_iter()
            .map(|change| match change {
                NameChange::Take(claim) => (claim.scope.taken.code.as_str(), claim.name),
                NameChange::Release(_) => panic!("a login is never released"),
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        claimed(&created().await),
        [("loginTaken", "anna".to_owned())]
    );
    let renamed = ProfileUpdated {
        login: "anna.k".into(),
        email: "anna@ukr.net".into(),
        preferred_language: Language::Uk,
        image_link: None,
    };
    assert_eq!(claimed(&renamed), [("loginTaken", "anna.k".to_owned())]);
    assert_eq!(claimed(&SignedIn { at: t0() }), []);
}

#[tokio::test]
async fn each_password_change_raises_the_credentials_version() {
    let mut account = AdminAccount::default();
    for event in [
        created().await,
        PasswordChanged {
            password_hash: "h1".into(),
            at: minutes(1),
        },
        PasswordChanged {
            password_hash: "h2".into(),
            at: minutes(2),
        },
    ] {
        account.apply(event);
    }
    assert_eq!(account.credentials_version(), 2);
}
