//! The `AdminAccount` aggregate: a staff member's credentials, profile and sign-in history.
//!
//! Sign-ins are commands even when they fail: a failure is a fact that must be stored, because
//! five of them within 15 minutes block the account (SPEC §6, DESIGN §7). So a sign-in never
//! answers with an error for a wrong password; it records what happened, and the caller reads
//! the outcome from the recorded events ([`SignInOutcome::of`]). Logins are unique: the events
//! that set one claim it ([`name_claim`]).

/// Creating staff accounts for the command line.
pub mod create;
/// Lookups in the `admin_accounts` read table (login → id, credentials for the guard).
pub(crate) mod lookup;
/// The profile form's rules (SPEC §5 "Profile form", "Password").
pub mod profile;
/// `POST /login` and `PUT /admin/profile/update`.
pub mod routes;

use chrono::{DateTime, Duration, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use errors::ErrorCode;
use events::admin_account::{AdminAccountEvent, AGGREGATE_TYPE};
use events::Language;
use serde::{Deserialize, Serialize};

use crate::auth::Passwords;
use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT};
use crate::name_claims::{NameChange, NameClaim, NameScope};
use crate::validation::{Email, Login};

/// This many failed sign-ins within [`FAILURE_WINDOW`] block the account.
pub const FAILURES_BEFORE_BLOCK: usize = 5;
/// How far back failed sign-ins count, and how long a block lasts.
pub const FAILURE_WINDOW: Duration = Duration::minutes(15);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AdminAccount {
    /// `None` until the account is created.
    profile: Option<Profile>,
    password_hash: String,
    /// Raised by every password change; tokens carry it (see `auth::token`).
    credentials_version: i32,
    /// Failed sign-ins since the last success or block, at most [`FAILURE_WINDOW`] old.
    recent_failures: Vec<DateTime<Utc>>,
    blocked_until: Option<DateTime<Utc>>,
}

/// What a staff member sees and edits about themselves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    pub login: String,
    pub email: String,
    pub preferred_language: Language,
    pub image_link: Option<String>,
}

pub enum AdminAccountCommand {
    CreateAdminAccount {
        login: Login,
        email: Email,
        password_hash: String,
        preferred_language: Language,
        at: DateTime<Utc>,
    },
    SignIn {
        password: String,
        at: DateTime<Utc>,
    },
    /// One command for the profile form, password included, so that a wrong current password
    /// leaves the profile unchanged too.
    UpdateProfile {
        login: Login,
        email: Email,
        preferred_language: Language,
        image_link: Option<String>,
        password_change: Option<PasswordChange>,
        at: DateTime<Utc>,
    },
}

impl CommandName for AdminAccountCommand {
    fn name(&self) -> &'static str {
        match self {
            AdminAccountCommand::CreateAdminAccount { .. } => "CreateAdminAccount",
            AdminAccountCommand::SignIn { .. } => "SignIn",
            AdminAccountCommand::UpdateProfile { .. } => "UpdateProfile",
        }
    }
}

pub struct PasswordChange {
    /// As typed; checked against the stored hash.
    pub current_password: String,
    /// Hashed before the command, because hashing is slow and needs no account state.
    pub new_password_hash: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AdminAccountError {
    #[error("the account already exists")]
    AlreadyExists,
    #[error("the account does not exist")]
    NotFound,
    #[error("the current password is wrong")]
    WrongCurrentPassword,
    #[error("checking a password failed: {0}")]
    PasswordCheck(String),
}

const WRONG_CURRENT_PASSWORD: Reason = Reason::new(
    ErrorCode::WrongCurrentPassword,
    "You entered the wrong current password.",
)
.on_field("currentPassword");

/// Logins, unique among all accounts.
pub const LOGINS: NameScope = NameScope {
    key: "login",
    taken: Reason::new(ErrorCode::LoginTaken, "This login is already taken.").on_field("login"),
};

/// The login an event gives its account; the executor claims it with the event.
pub fn name_claim(event: &AdminAccountEvent) -> Vec<NameChange> {
    match event {
        AdminAccountEvent::AdminAccountCreated { login, .. }
        | AdminAccountEvent::ProfileUpdated { login, .. } => vec![NameChange::Take(NameClaim {
            scope: LOGINS,
            name: login.clone(),
        })],
        _ => Vec::new(),
    }
}

impl From<AdminAccountError> for ApiError {
    fn from(error: AdminAccountError) -> ApiError {
        match error {
            // Ids are generated fresh for each creation; meeting one twice is a lost race.
            AdminAccountError::AlreadyExists => ApiError::Conflict(CONFLICT),
            AdminAccountError::NotFound => ApiError::NotFound,
            AdminAccountError::WrongCurrentPassword => ApiError::RuleBroken(WRONG_CURRENT_PASSWORD),
            AdminAccountError::PasswordCheck(_) => ApiError::Internal(anyhow::Error::new(error)),
        }
    }
}

/// How a sign-in ended, as its events tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInOutcome {
    SignedIn,
    InvalidCredentials,
    /// Refused because the account is blocked, or blocked by this very failure.
    Blocked,
}

impl SignInOutcome {
    pub fn of(events: &[AdminAccountEvent]) -> SignInOutcome {
        let blocked = events.iter().any(|event| {
            matches!(
                event,
                AdminAccountEvent::AccountBlocked { .. } | AdminAccountEvent::SignInRefused { .. }
            )
        });
        let signed_in = events
            .iter()
            .any(|event| matches!(event, AdminAccountEvent::SignedIn { .. }));
        match (blocked, signed_in) {
            (true, _) => SignInOutcome::Blocked,
            (false, true) => SignInOutcome::SignedIn,
            (false, false) => SignInOutcome::InvalidCredentials,
        }
    }
}

impl AdminAccount {
    pub fn profile(&self) -> Option<&Profile> {
        self.profile.as_ref()
    }

    pub fn credentials_version(&self) -> i32 {
        self.credentials_version
    }

    fn require_created(&self) -> Result<&Profile, AdminAccountError> {
        self.profile.as_ref().ok_or(AdminAccountError::NotFound)
    }

    fn is_blocked_at(&self, at: DateTime<Utc>) -> bool {
        self.blocked_until.is_some_and(|until| at < until)
    }

    fn failures_within_window(&self, at: DateTime<Utc>) -> usize {
        self.recent_failures
            .iter()
            .filter(|&&failed_at| at - failed_at < FAILURE_WINDOW)
            .count()
    }

    async fn password_matches(
        &self,
        passwords: &Passwords,
        password: &str,
    ) -> Result<bool, AdminAccountError> {
        passwords
            .matches(&self.password_hash, password)
            .await
            .map_err(|error| AdminAccountError::PasswordCheck(format!("{error:#}")))
    }

    async fn sign_in(
        &mut self,
        password: &str,
        at: DateTime<Utc>,
        passwords: &Passwords,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        if self.is_blocked_at(at) {
            // Not even the right password gets in; checking it would only tell an attacker.
            sink.write(AdminAccountEvent::SignInRefused { at }, self)
                .await;
        } else if self.password_matches(passwords, password).await? {
            sink.write(AdminAccountEvent::SignedIn { at }, self).await;
        } else {
            let failures = self.failures_within_window(at) + 1;
            sink.write(AdminAccountEvent::SignInFailed { at }, self)
                .await;
            if failures >= FAILURES_BEFORE_BLOCK {
                let until = at + FAILURE_WINDOW;
                sink.write(AdminAccountEvent::AccountBlocked { at, until }, self)
                    .await;
            }
        }
        Ok(())
    }
}

impl Aggregate for AdminAccount {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = AdminAccountCommand;
    type Event = AdminAccountEvent;
    type Error = AdminAccountError;
    type Services = Passwords;

    async fn handle(
        &mut self,
        command: AdminAccountCommand,
        passwords: &Passwords,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        match command {
            AdminAccountCommand::CreateAdminAccount {
                login,
                email,
                password_hash,
                preferred_language,
                at,
            } => {
                // An unknown id loads as a default aggregate, so creation must check.
                if self.profile.is_some() {
                    return Err(AdminAccountError::AlreadyExists);
                }
                let created = AdminAccountEvent::AdminAccountCreated {
                    login: login.into_inner(),
                    email: email.into_inner(),
                    password_hash,
                    preferred_language,
                    at,
                };
                sink.write(created, self).await;
                Ok(())
            }
            AdminAccountCommand::SignIn { password, at } => {
                self.sign_in(&password, at, passwords, sink).await
            }
            AdminAccountCommand::UpdateProfile {
                login,
                email,
                preferred_language,
                image_link,
                password_change,
                at,
            } => {
                let current = self.require_created()?;
                let profile = Profile {
                    login: login.into_inner(),
                    email: email.into_inner(),
                    preferred_language,
                    image_link,
                };
                let profile_changed = *current != profile;
                if let Some(change) = &password_change {
                    if !self
                        .password_matches(passwords, &change.current_password)
                        .await?
                    {
                        return Err(AdminAccountError::WrongCurrentPassword);
                    }
                }
                if profile_changed {
                    let updated = AdminAccountEvent::ProfileUpdated {
                        login: profile.login,
                        email: profile.email,
                        preferred_language: profile.preferred_language,
                        image_link: profile.image_link,
                    };
                    sink.write(updated, self).await;
                }
                if let Some(change) = password_change {
                    let changed = AdminAccountEvent::PasswordChanged {
                        password_hash: change.new_password_hash,
                        at,
                    };
                    sink.write(changed, self).await;
                }
                Ok(())
            }
        }
    }

    fn apply(&mut self, event: AdminAccountEvent) {
        match event {
            AdminAccountEvent::AdminAccountCreated {
                login,
                email,
                password_hash,
                preferred_language,
                at: _,
            } => {
                self.profile = Some(Profile {
                    login,
                    email,
                    preferred_language,
                    image_link: None,
                });
                self.password_hash = password_hash;
            }
            AdminAccountEvent::SignedIn { .. } => {
                self.recent_failures.clear();
                self.blocked_until = None;
            }
            AdminAccountEvent::SignInFailed { at } => {
                self.recent_failures
                    .retain(|&failed_at| at - failed_at < FAILURE_WINDOW);
                self.recent_failures.push(at);
            }
            AdminAccountEvent::AccountBlocked { until, .. } => {
                self.recent_failures.clear();
                self.blocked_until = Some(until);
            }
            AdminAccountEvent::SignInRefused { .. } => {}
            AdminAccountEvent::ProfileUpdated {
                login,
                email,
                preferred_language,
                image_link,
            } => {
                self.profile = Some(Profile {
                    login,
                    email,
                    preferred_language,
                    image_link,
                });
            }
            AdminAccountEvent::PasswordChanged { password_hash, .. } => {
                self.password_hash = password_hash;
                self.credentials_version += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::Password;
    use cqrs_es::test::TestFramework;
    use tokio::sync::OnceCell;

    use AdminAccountEvent::*;

    const RIGHT: &str = "Secret1!";
    const WRONG: &str = "Wrong12!";

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

    fn minutes(n: i64) -> DateTime<Utc> {
        t0() + Duration::minutes(n)
    }

    async fn created() -> AdminAccountEvent {
        AdminAccountCreated {
            login: "anna".into(),
            email: "anna@ukr.net".into(),
            password_hash: right_hash().await,
            preferred_language: Language::Uk,
            at: t0(),
        }
    }

    fn account() -> TestFramework<AdminAccount> {
        TestFramework::with(Passwords::default())
    }

    fn sign_in(password: &str, at: DateTime<Utc>) -> AdminAccountCommand {
        AdminAccountCommand::SignIn {
            password: password.into(),
            at,
        }
    }

    fn failures_at(minutes_after_t0: &[i64]) -> Vec<AdminAccountEvent> {
        minutes_after_t0
            .iter()
            .map(|&n| SignInFailed { at: minutes(n) })
            .collect()
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
    async fn the_right_password_signs_in() {
        account()
            .given(vec![created().await])
            .when_async(sign_in(RIGHT, minutes(1)))
            .await
            .then_expect_events(vec![SignedIn { at: minutes(1) }]);
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
    async fn a_fourth_failure_does_not_block() {
        let mut given = vec![created().await];
        given.extend(failures_at(&[1, 2, 3]));
        account()
            .given(given)
            .when_async(sign_in(WRONG, minutes(4)))
            .await
            .then_expect_events(vec![SignInFailed { at: minutes(4) }]);
    }

    #[tokio::test]
    async fn a_fifth_failure_within_15_minutes_blocks_for_15_minutes() {
        let mut given = vec![created().await];
        given.extend(failures_at(&[1, 2, 3, 4]));
        let events = account()
            .given(given)
            .when_async(sign_in(WRONG, minutes(5)))
            .await
            .inspect_result()
            .unwrap();
        assert_eq!(
            events,
            vec![
                SignInFailed { at: minutes(5) },
                AccountBlocked {
                    at: minutes(5),
                    until: minutes(20)
                }
            ]
        );
        assert_eq!(SignInOutcome::of(&events), SignInOutcome::Blocked);
    }

    #[tokio::test]
    async fn failures_older_than_15_minutes_do_not_count() {
        let mut given = vec![created().await];
        given.extend(failures_at(&[0, 10, 11, 12]));
        account()
            .given(given)
            .when_async(sign_in(WRONG, minutes(15)))
            .await
            .then_expect_events(vec![SignInFailed { at: minutes(15) }]);
    }

    #[tokio::test]
    async fn failures_before_a_successful_sign_in_do_not_count() {
        let mut given = vec![created().await];
        given.extend(failures_at(&[1, 2, 3, 4]));
        given.push(SignedIn { at: minutes(5) });
        account()
            .given(given)
            .when_async(sign_in(WRONG, minutes(6)))
            .await
            .then_expect_events(vec![SignInFailed { at: minutes(6) }]);
    }

    #[tokio::test]
    async fn the_right_password_is_refused_while_blocked() {
        let mut given = vec![created().await];
        given.extend(failures_at(&[1, 2, 3, 4, 5]));
        given.push(AccountBlocked {
            at: minutes(5),
            until: minutes(20),
        });
        let events = account()
            .given(given)
            .when_async(sign_in(RIGHT, minutes(19)))
            .await
            .inspect_result()
            .unwrap();
        assert_eq!(events, vec![SignInRefused { at: minutes(19) }]);
        assert_eq!(SignInOutcome::of(&events), SignInOutcome::Blocked);
    }

    #[tokio::test]
    async fn a_block_expires_after_15_minutes_and_its_failures_are_forgotten() {
        let mut given = vec![created().await];
        given.extend(failures_at(&[1, 2, 3, 4, 5]));
        given.push(AccountBlocked {
            at: minutes(5),
            until: minutes(20),
        });
        account()
            .given(given.clone())
            .when_async(sign_in(RIGHT, minutes(20)))
            .await
            .then_expect_events(vec![SignedIn { at: minutes(20) }]);
        account()
            .given(given)
            .when_async(sign_in(WRONG, minutes(21)))
            .await
            .then_expect_events(vec![SignInFailed { at: minutes(21) }]);
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
}
