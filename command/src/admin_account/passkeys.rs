//! The account's passkeys: second factors beside the authenticator app, as many as the staff
//! member has devices. The routes run the WebAuthn ceremonies (`auth::passkeys`); the account
//! decides what a verified passkey changes. The first factor of an account comes with recovery
//! codes, whichever it is; removing a passkey asks for the password, as removing the app does.

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use events::admin_account::AdminAccountEvent;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use webauthn_rs::prelude::Passkey;

use super::{AccountServices, AdminAccount, AdminAccountError};

/// A passkey of the account, as its events keep it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AccountPasskey {
    pub id: String,
    /// As webauthn-rs serialises its `Passkey`.
    pub passkey: Value,
    pub added_at: DateTime<Utc>,
}

impl AdminAccount {
    pub fn passkeys(&self) -> &[AccountPasskey] {
        &self.passkeys
    }

    fn has_passkey(&self, id: &str) -> bool {
        self.passkeys.iter().any(|kept| kept.id == id)
    }

    /// The passkeys a sign-in may use, as the WebAuthn library takes them.
    pub fn passkeys_to_sign_in_with(&self) -> Vec<Passkey> {
        self.passkeys
            .iter()
            .filter_map(|kept| {
                serde_json::from_value(kept.passkey.clone())
                    .inspect_err(|error| {
                        tracing::warn!(%error, "a passkey of the account cannot be read");
                    })
                    .ok()
            })
            .collect()
    }

    /// Adds the passkey `id` (verified by the registration ceremony), with `recovery_codes`
    /// when it is the account's first second factor.
    pub(super) async fn add_passkey(
        &mut self,
        id: String,
        passkey: Value,
        recovery_codes: Vec<String>,
        at: DateTime<Utc>,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        if self.has_passkey(&id) {
            return Err(AdminAccountError::PasskeyExists);
        }
        let added = AdminAccountEvent::PasskeyAdded { id, passkey, at };
        self.add_factor(added, recovery_codes, at, sink).await;
        Ok(())
    }

    pub(super) async fn remove_passkey(
        &mut self,
        id: String,
        password: &str,
        at: DateTime<Utc>,
        services: &AccountServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        self.require_password(&services.passwords, password).await?;
        if self.has_passkey(&id) {
            sink.write(AdminAccountEvent::PasskeyRemoved { id, at }, self)
                .await;
        }
        Ok(())
    }

    /// The second step of a sign-in with the passkey `id`, whose answer the ceremony verified:
    /// it must still be the account's.
    pub(super) async fn confirm_passkey(
        &mut self,
        id: &str,
        at: DateTime<Utc>,
        sink: &EventSink<Self>,
    ) -> Result<(), AdminAccountError> {
        self.require_created()?;
        if !self.has_passkey(id) {
            return Err(AdminAccountError::WrongPasskey);
        }
        self.lift_lockout(at, sink).await;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{account, created, locked, minutes, RIGHT, WRONG};
    use super::super::AdminAccountCommand;
    use super::*;
    use cqrs_es::Aggregate;
    use serde_json::json;

    use AdminAccountEvent::*;

    fn key(id: &str) -> Value {
        json!({ "cred": { "cred_id": id } })
    }

    fn added(id: &str, at: i64) -> AdminAccountEvent {
        PasskeyAdded {
            id: id.to_owned(),
            passkey: key(id),
            at: minutes(at),
        }
    }

    fn add(id: &str, at: i64) -> AdminAccountCommand {
        AdminAccountCommand::AddPasskey {
            id: id.to_owned(),
            passkey: key(id),
            recovery_codes: vec!["d1".into(), "d2".into()],
            at: minutes(at),
        }
    }

    fn remove(id: &str, password: &str) -> AdminAccountCommand {
        AdminAccountCommand::RemovePasskey {
            id: id.to_owned(),
            password: password.to_owned(),
            at: minutes(9),
        }
    }

    fn confirm(id: &str, at: i64) -> AdminAccountCommand {
        AdminAccountCommand::ConfirmPasskey {
            id: id.to_owned(),
            at: minutes(at),
        }
    }

    #[tokio::test]
    async fn a_first_passkey_comes_with_recovery_codes() {
        account()
            .given(vec![created().await])
            .when_async(add("laptop", 1))
            .await
            .then_expect_events(vec![
                added("laptop", 1),
                RecoveryCodesIssued {
                    digests: vec!["d1".into(), "d2".into()],
                    at: minutes(1),
                },
            ]);
    }

    #[tokio::test]
    async fn another_passkey_keeps_the_codes_there_are() {
        account()
            .given(vec![created().await, added("laptop", 1)])
            .when_async(add("phone", 2))
            .await
            .then_expect_events(vec![added("phone", 2)]);
    }

    #[tokio::test]
    async fn a_passkey_is_added_once() {
        account()
            .given(vec![created().await, added("laptop", 1)])
            .when_async(add("laptop", 2))
            .await
            .then_expect_error(AdminAccountError::PasskeyExists);
    }

    #[tokio::test]
    async fn removing_a_passkey_asks_for_the_password() {
        let given = vec![created().await, added("laptop", 1)];
        account()
            .given(given.clone())
            .when_async(remove("laptop", WRONG))
            .await
            .then_expect_error(AdminAccountError::WrongCurrentPassword);
        account()
            .given(given)
            .when_async(remove("laptop", RIGHT))
            .await
            .then_expect_events(vec![PasskeyRemoved {
                id: "laptop".into(),
                at: minutes(9),
            }]);
    }

    #[test]
    fn the_codes_go_with_the_last_factor_only() {
        let mut account = AdminAccount::default();
        for event in [
            added("laptop", 1),
            RecoveryCodesIssued {
                digests: vec!["d1".into()],
                at: minutes(1),
            },
            added("phone", 2),
            PasskeyRemoved {
                id: "laptop".into(),
                at: minutes(3),
            },
        ] {
            account.apply(event);
        }
        assert!(account.has_second_factor());
        assert_eq!(account.recovery_codes_left(), 1);
        account.apply(PasskeyRemoved {
            id: "phone".into(),
            at: minutes(4),
        });
        assert!(!account.has_second_factor());
        assert_eq!(account.recovery_codes_left(), 0);
    }

    #[tokio::test]
    async fn a_removed_passkey_signs_in_no_more() {
        account()
            .given(vec![
                created().await,
                added("laptop", 1),
                added("phone", 2),
                PasskeyRemoved {
                    id: "laptop".into(),
                    at: minutes(3),
                },
            ])
            .when_async(confirm("laptop", 5))
            .await
            .then_expect_error(AdminAccountError::WrongPasskey);
    }

    #[tokio::test]
    async fn a_passkey_lifts_a_lockout() {
        let given = vec![created().await, added("laptop", 1), locked(2, 17)];
        account()
            .given(given.clone())
            .when_async(confirm("laptop", 5))
            .await
            .then_expect_events(vec![LockoutLifted { at: minutes(5) }]);
        account()
            .given(given)
            .when_async(confirm("laptop", 20))
            .await
            .then_expect_events(vec![]);
    }
}
