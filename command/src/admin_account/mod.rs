//! The `AdminAccount` aggregate: a staff member's credentials, profile, second factor and
//! lockouts.
//!
//! The stream holds what changes the account, and stays short: a sign-in is checked here but
//! recorded as a staff session (`auth::session`), not as an event, and a refused one records
//! nothing, so neither the owner's daily sign-ins nor a stranger's guesses grow it. The guesses
//! are counted before any password work, per client and per login (`routes::login`), and the
//! fifth within 15 minutes locks the account: one `AccountBlocked` per lockout, 15 minutes
//! long and doubling with each lockout of the last day up to a day, which mails the account's
//! owner. An account with a second factor (an authenticator app, [`second_factor`], or
//! passkeys, [`passkeys`]) signs in in two steps, and its right password still reaches the
//! second step while locked: a stranger's guesses cannot keep out an owner who has their phone.
//! Logins are unique: the events that set one claim it ([`name_claim`]).

/// The authenticator app's routes: adding and removing it, and new recovery codes.
pub mod authenticator_routes;
/// What account calls carry and answer.
pub mod body;
/// Creating staff accounts for the command line.
pub mod create;
/// Passkeys' routes: adding and removing them; sign-ins go on at `second_factor_routes`.
pub mod passkey_routes;
/// Passkeys' rules.
mod passkeys;
/// The profile form's rules (SPEC §5 "Profile form", "Password").
pub mod profile;
/// `POST /login` and `PUT /admin/profile/update`.
pub mod routes;
/// The second factor's rules: an authenticator app and recovery codes.
mod second_factor;
/// The second step of a sign-in: a code or a passkey.
pub mod second_factor_routes;
/// Renewing and ending staff sessions.
pub mod sessions;

use chrono::{DateTime, Duration, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use errors::ErrorCode;
use events::admin_account::{AdminAccountEvent, AGGREGATE_TYPE};
use events::Language;
use serde::{Deserialize, Serialize};

pub use passkeys::AccountPasskey;

use crate::auth::authenticator::AuthenticatorKey;
use crate::auth::Passwords;
use crate::context::CommandName;
use crate::error::{ApiError, Reason, CONFLICT, LOGIN_ERROR};
use crate::executor::Runnable;
use crate::name_claims::ClaimsOf;
use crate::name_claims::{NameChange, NameClaim, NameScope};
use crate::rate_limit::FAILURE_WINDOW;
use crate::state::CommandState;
use crate::validation::{Email, Login};
use axum::extract::FromRef;

/// Lockouts within this long before a new one double its length...
const LOCKOUT_MEMORY: Duration = Duration::hours(24);
/// ...up to this.
const LONGEST_LOCKOUT: Duration = Duration::hours(24);

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AdminAccount {
    /// `None` until the account is created.
    profile: Option<Profile>,
    password_hash: String,
    /// Raised by every password change and sign-out everywhere; tokens carry it
    /// (see `auth::token`).
    credentials_version: i32,
    blocked_until: Option<DateTime<Utc>>,
    /// When the lockouts of the last [`LOCKOUT_MEMORY`] began, oldest first.
    recent_lockouts: Vec<DateTime<Utc>>,
    /// The authenticator app's secret, sealed.
    authenticator: Option<String>,
    /// The digests of the recovery codes not used yet.
    recovery_codes: Vec<String>,
    passkeys: Vec<AccountPasskey>,
}

/// What the account's commands need besides their own fields.
#[derive(Clone)]
pub struct AccountServices {
    pub passwords: Passwords,
    pub authenticators: AuthenticatorKey,
}

impl FromRef<CommandState> for AccountServices {
    fn from_ref(state: &CommandState) -> AccountServices {
        AccountServices {
            passwords: state.passwords.clone(),
            authenticators: state.authenticators.clone(),
        }
    }
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
    /// Refused for a wrong password, and for a locked or `throttled` account without a second
    /// factor, alike; records nothing either way.
    SignIn {
        password: String,
        /// Too many refusals of this login were counted before it reached the account.
        throttled: bool,
        at: DateTime<Utc>,
    },
    /// The second step of a sign-in.
    ConfirmSecondFactor {
        code: String,
        /// The newest authenticator step already used up, if any.
        after_step: Option<u64>,
        at: DateTime<Utc>,
    },
    /// `sealed` (by `auth::authenticator`) becomes the account's authenticator once `code`,
    /// from the app, shows the staff member holds it; `recovery_codes` come with it.
    AddAuthenticator {
        sealed: String,
        code: String,
        recovery_codes: Vec<String>,
        at: DateTime<Utc>,
    },
    RemoveAuthenticator {
        password: String,
        at: DateTime<Utc>,
    },
    RenewRecoveryCodes {
        password: String,
        digests: Vec<String>,
        at: DateTime<Utc>,
    },
    /// A passkey the registration ceremony verified; `recovery_codes` come with it when it is
    /// the account's first second factor.
    AddPasskey {
        id: String,
        passkey: serde_json::Value,
        recovery_codes: Vec<String>,
        at: DateTime<Utc>,
    },
    RemovePasskey {
        id: String,
        password: String,
        at: DateTime<Utc>,
    },
    /// The second step of a sign-in with the passkey `id`, whose answer the ceremony verified.
    ConfirmPasskey {
        id: String,
        at: DateTime<Utc>,
    },
    /// Too many failed sign-ins: the account is locked, unless it already is.
    Lock {
        at: DateTime<Utc>,
    },
    /// Ends the account's sessions on every device.
    SignOutEverywhere {
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
            AdminAccountCommand::ConfirmSecondFactor { .. } => "ConfirmSecondFactor",
            AdminAccountCommand::AddAuthenticator { .. } => "AddAuthenticator",
            AdminAccountCommand::RemoveAuthenticator { .. } => "RemoveAuthenticator",
            AdminAccountCommand::RenewRecoveryCodes { .. } => "RenewRecoveryCodes",
            AdminAccountCommand::AddPasskey { .. } => "AddPasskey",
            AdminAccountCommand::RemovePasskey { .. } => "RemovePasskey",
            AdminAccountCommand::ConfirmPasskey { .. } => "ConfirmPasskey",
            AdminAccountCommand::Lock { .. } => "LockAdminAccount",
            AdminAccountCommand::SignOutEverywhere { .. } => "SignOutEverywhere",
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
    /// A wrong password, or any password while locked: the same answer for both.
    #[error("the sign-in is refused")]
    SignInRefused,
    #[error("checking a password failed: {0}")]
    PasswordCheck(String),
    /// Not the code of the account's authenticator now, nor an unused recovery code.
    #[error("the code is wrong")]
    WrongCode,
    #[error("the account has an authenticator already")]
    AuthenticatorExists,
    #[error("the account has no second factor")]
    NoSecondFactor,
    #[error("the account has this passkey already")]
    PasskeyExists,
    /// The passkey that answered is not (or no longer) one of the account's.
    #[error("the passkey is not the account's")]
    WrongPasskey,
}

const WRONG_CURRENT_PASSWORD: Reason = Reason::new(
    ErrorCode::WrongCurrentPassword,
    "You entered the wrong current password.",
)
.on_field("currentPassword");

pub(super) const WRONG_CODE: Reason = Reason::new(
    ErrorCode::SecondFactorError,
    "This code is not right. Type the code your authenticator app shows now, or a recovery code.",
)
.on_field("code");

pub(super) const WRONG_PASSKEY: Reason = Reason::new(
    ErrorCode::SecondFactorError,
    "This passkey was not accepted. Try again, or type a code.",
);

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
            AdminAccountError::SignInRefused => ApiError::Unauthorized(LOGIN_ERROR),
            AdminAccountError::PasswordCheck(_) => ApiError::Internal(anyhow::Error::new(error)),
            AdminAccountError::WrongCode => ApiError::RuleBroken(WRONG_CODE),
            AdminAccountError::WrongPasskey => ApiError::RuleBroken(WRONG_PASSKEY),
            // Both come of a page that was out of date: it offered what the account no longer
            // allows.
            AdminAccountError::AuthenticatorExists
            | AdminAccountError::NoSecondFactor
            | AdminAccountError::PasskeyExists => ApiError::Conflict(CONFLICT),
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

    /// Ends a lockout that is on: the second factor was given, which whoever caused the
    /// lockout did not have.
    async fn lift_lockout(&mut self, at: DateTime<Utc>, sink: &EventSink<Self>) {
        if self.is_blocked_at(at) {
            sink.write(AdminAccountEvent::LockoutLifted { at }, self)
                .await;
        }
    }

    /// Recovery codes stand in for a factor; with none left they would open nothing.
    fn forget_codes_without_factor(&mut self) {
        if !self.has_second_factor() {
            self.recovery_codes.clear();
        }
    }

    /// How long a lockout beginning `at` lasts: [`FAILURE_WINDOW`], doubled for each lockout
    /// of the [`LOCKOUT_MEMORY`] before it, at most [`LONGEST_LOCKOUT`].
    fn lockout_length(&self, at: DateTime<Utc>) -> Duration {
        let earlier = self
            .recent_lockouts
            .iter()
            .filter(|&&began| at - began < LOCKOUT_MEMORY)
            .count();
        let doublings = u32::try_from(earlier).unwrap_or(u32::MAX).min(16);
        let first = Duration::from_std(FAILURE_WINDOW).unwrap_or(LONGEST_LOCKOUT);
        (first * 2_i32.pow(doublings)).min(LONGEST_LOCKOUT)
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

    /// Refuses a change of the account's protection unless `password` is the account's.
    async fn require_password(
        &self,
        passwords: &Passwords,
        password: &str,
    ) -> Result<(), AdminAccountError> {
        if self.password_matches(passwords, password).await? {
            Ok(())
        } else {
            Err(AdminAccountError::WrongCurrentPassword)
        }
    }

    async fn sign_in(
        &self,
        password: &str,
        throttled: bool,
        at: DateTime<Utc>,
        passwords: &Passwords,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        // Checked even while locked, so that a locked account answers in the time a wrong
        // password takes: neither the answer nor its timing tells a guesser it is locked.
        let matches = self.password_matches(passwords, password).await?;
        // With a second factor the password alone opens nothing, so a lockout need not stop
        // it: the second step is where the owner gets past a stranger's guesses.
        let held_back = (throttled || self.is_blocked_at(at)) && !self.has_second_factor();
        if !matches || held_back {
            return Err(AdminAccountError::SignInRefused);
        }
        Ok(())
    }

    async fn lock(
        &mut self,
        at: DateTime<Utc>,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        if !self.is_blocked_at(at) {
            let until = at + self.lockout_length(at);
            sink.write(AdminAccountEvent::AccountBlocked { at, until }, self)
                .await;
        }
        Ok(())
    }
}

impl Runnable for AdminAccount {
    const NAME_CLAIMS: ClaimsOf<AdminAccountEvent> = name_claim;
}

impl Aggregate for AdminAccount {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = AdminAccountCommand;
    type Event = AdminAccountEvent;
    type Error = AdminAccountError;
    type Services = AccountServices;

    async fn handle(
        &mut self,
        command: AdminAccountCommand,
        services: &AccountServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        let passwords = &services.passwords;
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
            AdminAccountCommand::SignIn {
                password,
                throttled,
                at,
            } => self.sign_in(&password, throttled, at, passwords).await,
            AdminAccountCommand::ConfirmSecondFactor {
                code,
                after_step,
                at,
            } => {
                self.confirm_second_factor(&code, after_step, at, services, sink)
                    .await
            }
            AdminAccountCommand::AddAuthenticator {
                sealed,
                code,
                recovery_codes,
                at,
            } => {
                self.add_authenticator(sealed, &code, recovery_codes, at, services, sink)
                    .await
            }
            AdminAccountCommand::RemoveAuthenticator { password, at } => {
                self.remove_authenticator(&password, at, services, sink)
                    .await
            }
            AdminAccountCommand::RenewRecoveryCodes {
                password,
                digests,
                at,
            } => {
                self.renew_recovery_codes(&password, digests, at, services, sink)
                    .await
            }
            AdminAccountCommand::AddPasskey {
                id,
                passkey,
                recovery_codes,
                at,
            } => {
                self.add_passkey(id, passkey, recovery_codes, at, sink)
                    .await
            }
            AdminAccountCommand::RemovePasskey { id, password, at } => {
                self.remove_passkey(id, &password, at, services, sink).await
            }
            AdminAccountCommand::ConfirmPasskey { id, at } => {
                self.confirm_passkey(&id, at, sink).await
            }
            AdminAccountCommand::Lock { at } => self.lock(at, sink).await,
            AdminAccountCommand::SignOutEverywhere { at } => {
                self.require_created()?;
                sink.write(AdminAccountEvent::SignedOutEverywhere { at }, self)
                    .await;
                Ok(())
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
                    self.require_password(passwords, &change.current_password)
                        .await?;
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
            // Sign-ins and refusals were recorded once; they are history now and decide nothing.
            AdminAccountEvent::SignedIn { .. }
            | AdminAccountEvent::SignInFailed { .. }
            | AdminAccountEvent::SignInRefused { .. } => {}
            AdminAccountEvent::AccountBlocked { at, until } => {
                self.recent_lockouts
                    .retain(|&began| at - began < LOCKOUT_MEMORY);
                self.recent_lockouts.push(at);
                self.blocked_until = Some(until);
            }
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
            AdminAccountEvent::SignedOutEverywhere { .. } => self.credentials_version += 1,
            AdminAccountEvent::AuthenticatorAdded { sealed_secret, .. } => {
                self.authenticator = Some(sealed_secret);
            }
            AdminAccountEvent::AuthenticatorRemoved { .. } => {
                self.authenticator = None;
                self.forget_codes_without_factor();
            }
            AdminAccountEvent::PasskeyAdded { id, passkey, at } => {
                self.passkeys.push(AccountPasskey {
                    id,
                    passkey,
                    added_at: at,
                });
            }
            AdminAccountEvent::PasskeyRemoved { id, .. } => {
                self.passkeys.retain(|kept| kept.id != id);
                self.forget_codes_without_factor();
            }
            AdminAccountEvent::RecoveryCodesIssued { digests, .. } => {
                self.recovery_codes = digests;
            }
            AdminAccountEvent::RecoveryCodeUsed { digest, .. } => {
                self.recovery_codes.retain(|kept| *kept != digest);
            }
            AdminAccountEvent::LockoutLifted { .. } => self.blocked_until = None,
        }
    }
}

#[cfg(test)]
pub(super) mod tests;
