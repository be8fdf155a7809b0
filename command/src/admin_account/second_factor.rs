//! The account's second factor: an authenticator app, with ten recovery codes for the day the
//! phone is lost. Adding one is confirmed with a code from the app, so that nobody is left
//! with a factor they cannot produce; removing it, or replacing the recovery codes, asks for
//! the password, so that a token left open on a shared computer cannot weaken the account.
//!
//! A sign-in's second step ([`AdminAccount::confirm_second_factor`]) takes a code from the app
//! or a recovery code, which is then used up; it also ends a lockout, since whoever caused it
//! had the password at most.

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use events::admin_account::AdminAccountEvent;

use super::{AccountServices, AdminAccount, AdminAccountError};
use crate::auth::recovery_codes;

impl AdminAccount {
    /// Whether signing in takes a second step.
    pub fn has_second_factor(&self) -> bool {
        self.authenticator.is_some() || !self.passkeys.is_empty()
    }

    pub fn has_authenticator(&self) -> bool {
        self.authenticator.is_some()
    }

    pub fn recovery_codes_left(&self) -> usize {
        self.recovery_codes.len()
    }

    /// Whether the recovery codes are those of `digests`: a command that came with codes
    /// issued them.
    pub fn recovery_codes_are(&self, digests: &[String]) -> bool {
        self.recovery_codes == digests
    }

    /// Adds the authenticator sealed in `sealed` once `code` shows the app holds it, with
    /// `recovery_codes` when it is the account's first second factor.
    pub(super) async fn add_authenticator(
        &mut self,
        sealed: String,
        code: &str,
        recovery_codes: Vec<String>,
        at: DateTime<Utc>,
        services: &AccountServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        if self.authenticator.is_some() {
            return Err(AdminAccountError::AuthenticatorExists);
        }
        let secret = services
            .authenticators
            .open(&sealed)
            .ok_or(AdminAccountError::WrongCode)?;
        secret
            .matching_step(code, at, None)
            .ok_or(AdminAccountError::WrongCode)?;
        let added = AdminAccountEvent::AuthenticatorAdded {
            sealed_secret: sealed,
            at,
        };
        self.add_factor(added, recovery_codes, at, sink).await;
        Ok(())
    }

    /// Records the factor `added`, with the `recovery_codes` when it is the account's first:
    /// a second factor shares the codes the first brought.
    pub(super) async fn add_factor(
        &mut self,
        added: AdminAccountEvent,
        recovery_codes: Vec<String>,
        at: DateTime<Utc>,
        sink: &EventSink<Self>,
    ) {
        let first = !self.has_second_factor();
        sink.write(added, self).await;
        if first {
            let issued = AdminAccountEvent::RecoveryCodesIssued {
                digests: recovery_codes,
                at,
            };
            sink.write(issued, self).await;
        }
    }

    pub(super) async fn remove_authenticator(
        &mut self,
        password: &str,
        at: DateTime<Utc>,
        services: &AccountServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        self.require_password(&services.passwords, password).await?;
        if self.authenticator.is_some() {
            sink.write(AdminAccountEvent::AuthenticatorRemoved { at }, self)
                .await;
        }
        Ok(())
    }

    pub(super) async fn renew_recovery_codes(
        &mut self,
        password: &str,
        digests: Vec<String>,
        at: DateTime<Utc>,
        services: &AccountServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        self.require_password(&services.passwords, password).await?;
        if !self.has_second_factor() {
            return Err(AdminAccountError::NoSecondFactor);
        }
        sink.write(AdminAccountEvent::RecoveryCodesIssued { digests, at }, self)
            .await;
        Ok(())
    }

    /// The second step of a sign-in: `code` is the app's (of a step after `after_step`) or an
    /// unused recovery code.
    pub(super) async fn confirm_second_factor(
        &mut self,
        code: &str,
        after_step: Option<u64>,
        at: DateTime<Utc>,
        services: &AccountServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        if let Some(digest) = recovery_codes::digest(code) {
            if !self.recovery_codes.contains(&digest) {
                return Err(AdminAccountError::WrongCode);
            }
            sink.write(AdminAccountEvent::RecoveryCodeUsed { digest, at }, self)
                .await;
        } else {
            let sealed = self
                .authenticator
                .as_deref()
                .ok_or(AdminAccountError::WrongCode)?;
            let Some(secret) = services.authenticators.open(sealed) else {
                tracing::warn!(
                    "an authenticator sealed under another server secret cannot be read: \
                     its owner signs in with a recovery code and adds the app again"
                );
                return Err(AdminAccountError::WrongCode);
            };
            secret
                .matching_step(code, at, after_step)
                .ok_or(AdminAccountError::WrongCode)?;
        }
        self.lift_lockout(at, sink).await;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{account, created, locked, minutes, services, RIGHT, WRONG};
    use super::super::AdminAccountCommand;
    use super::*;
    use crate::auth::authenticator::{AuthenticatorKey, AuthenticatorSecret};
    use crate::auth::recovery_codes::RecoveryCodes;
    use cqrs_es::Aggregate;

    use AdminAccountEvent::*;

    /// The secret every test's app holds, and what the account's events keep of it.
    fn app() -> (AuthenticatorSecret, String) {
        let secret = AuthenticatorSecret::from_base32("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP").unwrap();
        let sealed = key().seal(&secret);
        (secret, sealed)
    }

    fn key() -> AuthenticatorKey {
        services().authenticators
    }

    fn step(at: DateTime<Utc>) -> u64 {
        u64::try_from(at.timestamp()).unwrap() / 30
    }

    fn added(sealed: &str) -> AdminAccountEvent {
        AuthenticatorAdded {
            sealed_secret: sealed.to_owned(),
            at: minutes(1),
        }
    }

    fn issued(digests: &[String]) -> AdminAccountEvent {
        RecoveryCodesIssued {
            digests: digests.to_vec(),
            at: minutes(1),
        }
    }

    fn add(sealed: &str, code: String, at: DateTime<Utc>) -> AdminAccountCommand {
        AdminAccountCommand::AddAuthenticator {
            sealed: sealed.to_owned(),
            code,
            recovery_codes: RecoveryCodes::generate().digests,
            at,
        }
    }

    fn confirm(code: &str, at: DateTime<Utc>) -> AdminAccountCommand {
        AdminAccountCommand::ConfirmSecondFactor {
            code: code.to_owned(),
            after_step: None,
            at,
        }
    }

    #[tokio::test]
    async fn an_authenticator_is_added_with_its_code_and_brings_recovery_codes() {
        let (secret, sealed) = app();
        let codes = RecoveryCodes::generate();
        account()
            .given(vec![created().await])
            .when_async(AdminAccountCommand::AddAuthenticator {
                sealed: sealed.clone(),
                code: secret.code_at(minutes(1)),
                recovery_codes: codes.digests.clone(),
                at: minutes(1),
            })
            .await
            .then_expect_events(vec![added(&sealed), issued(&codes.digests)]);
    }

    #[tokio::test]
    async fn a_wrong_code_adds_no_authenticator() {
        let (secret, sealed) = app();
        let stale = secret.code_at(minutes(10));
        account()
            .given(vec![created().await])
            .when_async(add(&sealed, stale, minutes(1)))
            .await
            .then_expect_error(AdminAccountError::WrongCode);
    }

    #[tokio::test]
    async fn a_second_authenticator_is_refused() {
        let (secret, sealed) = app();
        account()
            .given(vec![created().await, added(&sealed)])
            .when_async(add(&sealed, secret.code_at(minutes(2)), minutes(2)))
            .await
            .then_expect_error(AdminAccountError::AuthenticatorExists);
    }

    #[tokio::test]
    async fn the_apps_code_confirms_a_sign_in_and_records_nothing() {
        let (secret, sealed) = app();
        account()
            .given(vec![created().await, added(&sealed)])
            .when_async(confirm(&secret.code_at(minutes(5)), minutes(5)))
            .await
            .then_expect_events(vec![]);
    }

    #[tokio::test]
    async fn a_used_step_confirms_nothing() {
        let (secret, sealed) = app();
        let code = secret.code_at(minutes(5));
        account()
            .given(vec![created().await, added(&sealed)])
            .when_async(AdminAccountCommand::ConfirmSecondFactor {
                code,
                after_step: Some(step(minutes(5))),
                at: minutes(5),
            })
            .await
            .then_expect_error(AdminAccountError::WrongCode);
    }

    #[tokio::test]
    async fn a_recovery_code_works_once() {
        let (_, sealed) = app();
        let codes = RecoveryCodes::generate();
        let used = RecoveryCodeUsed {
            digest: codes.digests[3].clone(),
            at: minutes(5),
        };
        account()
            .given(vec![
                created().await,
                added(&sealed),
                issued(&codes.digests),
            ])
            .when_async(confirm(&codes.shown[3].to_uppercase(), minutes(5)))
            .await
            .then_expect_events(vec![used.clone()]);
        account()
            .given(vec![
                created().await,
                added(&sealed),
                issued(&codes.digests),
                used,
            ])
            .when_async(confirm(&codes.shown[3], minutes(6)))
            .await
            .then_expect_error(AdminAccountError::WrongCode);
    }

    #[tokio::test]
    async fn an_account_without_a_factor_confirms_no_code() {
        account()
            .given(vec![created().await])
            .when_async(confirm("123456", minutes(5)))
            .await
            .then_expect_error(AdminAccountError::WrongCode);
    }

    #[tokio::test]
    async fn an_authenticator_sealed_under_another_secret_confirms_nothing() {
        let secret = AuthenticatorSecret::generate();
        let foreign = AuthenticatorKey::derive(b"the secret of another server, 32+ bytes");
        account()
            .given(vec![created().await, added(&foreign.seal(&secret))])
            .when_async(confirm(&secret.code_at(minutes(5)), minutes(5)))
            .await
            .then_expect_error(AdminAccountError::WrongCode);
    }

    #[tokio::test]
    async fn the_second_factor_ends_a_lockout_and_the_password_reaches_it_while_locked() {
        let (secret, sealed) = app();
        let given = vec![created().await, added(&sealed), locked(3, 18)];
        account()
            .given(given.clone())
            .when_async(AdminAccountCommand::SignIn {
                password: RIGHT.into(),
                throttled: true,
                at: minutes(5),
            })
            .await
            .then_expect_events(vec![]);
        account()
            .given(given.clone())
            .when_async(AdminAccountCommand::SignIn {
                password: WRONG.into(),
                throttled: true,
                at: minutes(5),
            })
            .await
            .then_expect_error(AdminAccountError::SignInRefused);
        account()
            .given(given)
            .when_async(confirm(&secret.code_at(minutes(5)), minutes(5)))
            .await
            .then_expect_events(vec![LockoutLifted { at: minutes(5) }]);
    }

    #[tokio::test]
    async fn removing_the_authenticator_takes_the_password_and_voids_the_recovery_codes() {
        let (_, sealed) = app();
        let codes = RecoveryCodes::generate();
        let given = vec![created().await, added(&sealed), issued(&codes.digests)];
        account()
            .given(given.clone())
            .when_async(AdminAccountCommand::RemoveAuthenticator {
                password: WRONG.into(),
                at: minutes(9),
            })
            .await
            .then_expect_error(AdminAccountError::WrongCurrentPassword);
        account()
            .given(given.clone())
            .when_async(AdminAccountCommand::RemoveAuthenticator {
                password: RIGHT.into(),
                at: minutes(9),
            })
            .await
            .then_expect_events(vec![AuthenticatorRemoved { at: minutes(9) }]);
        let mut removed = AdminAccount::default();
        for event in given {
            removed.apply(event);
        }
        removed.apply(AuthenticatorRemoved { at: minutes(9) });
        assert!(!removed.has_second_factor());
        assert_eq!(removed.recovery_codes_left(), 0);
    }

    #[tokio::test]
    async fn new_recovery_codes_replace_the_old_and_need_a_factor() {
        let (_, sealed) = app();
        let old = RecoveryCodes::generate();
        let new = RecoveryCodes::generate();
        account()
            .given(vec![created().await, added(&sealed), issued(&old.digests)])
            .when_async(AdminAccountCommand::RenewRecoveryCodes {
                password: RIGHT.into(),
                digests: new.digests.clone(),
                at: minutes(1),
            })
            .await
            .then_expect_events(vec![issued(&new.digests)]);
        account()
            .given(vec![created().await])
            .when_async(AdminAccountCommand::RenewRecoveryCodes {
                password: RIGHT.into(),
                digests: new.digests,
                at: minutes(1),
            })
            .await
            .then_expect_error(AdminAccountError::NoSecondFactor);
    }
}
