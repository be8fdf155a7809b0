use chrono::{DateTime, Utc};
use cqrs_es::persist::{EventUpcaster, SemanticVersionEventUpcaster};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::stored::FIRST_VERSION;
use crate::{Language, StoredEvents};

/// Everything that happens to a staff member's account: its credentials, profile, second
/// factors and lockouts. Sign-ins and their failures were events until sign-ins became staff
/// sessions; those recorded before are history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum AdminAccountEvent {
    AdminAccountCreated {
        login: String,
        email: String,
        password_hash: String,
        preferred_language: Language,
        at: DateTime<Utc>,
    },
    SignedIn {
        at: DateTime<Utc>,
    },
    SignInFailed {
        at: DateTime<Utc>,
    },
    /// Too many failed sign-ins: the right password does not get in before `until`.
    ///
    /// Version 2.0 stores `until` as `blocked_until`, the name the account's read model and
    /// API use; 1.0 rows stored it as `until` and are lifted by [`lift_account_blocked`].
    AccountBlocked {
        at: DateTime<Utc>,
        #[serde(rename = "blocked_until")]
        until: DateTime<Utc>,
    },
    /// A sign-in attempted while the account was blocked.
    SignInRefused {
        at: DateTime<Utc>,
    },
    ProfileUpdated {
        login: String,
        email: String,
        preferred_language: Language,
        image_link: Option<String>,
    },
    /// A new password; every token issued before it stops working.
    PasswordChanged {
        password_hash: String,
        at: DateTime<Utc>,
    },
    /// The owner ended every session of the account, on every device; the tokens issued
    /// before stop working as after a password change.
    SignedOutEverywhere {
        at: DateTime<Utc>,
    },
    /// An authenticator app became the account's second factor. Its secret is kept sealed
    /// under a key the server derives from its own secret (`command::auth::authenticator`).
    AuthenticatorAdded {
        sealed_secret: String,
        at: DateTime<Utc>,
    },
    AuthenticatorRemoved {
        at: DateTime<Utc>,
    },
    /// A new set of single-use recovery codes, kept as SHA-256 digests; it replaces the last.
    RecoveryCodesIssued {
        digests: Vec<String>,
        at: DateTime<Utc>,
    },
    RecoveryCodeUsed {
        digest: String,
        at: DateTime<Utc>,
    },
    /// A passkey became one of the account's second factors. `passkey` is what the server's
    /// WebAuthn library keeps of it (the credential's id and public key, nothing secret), as
    /// that library serialises it; `id` is the credential's id, base64url.
    PasskeyAdded {
        id: String,
        passkey: Value,
        at: DateTime<Utc>,
    },
    PasskeyRemoved {
        id: String,
        at: DateTime<Utc>,
    },
    /// A sign-in with the second factor ended a lockout early: whoever guessed at the password
    /// did not have it, and the owner must not be kept out by them.
    LockoutLifted {
        at: DateTime<Utc>,
    },
}

impl DomainEvent for AdminAccountEvent {
    fn event_type(&self) -> String {
        let name = match self {
            AdminAccountEvent::AdminAccountCreated { .. } => "AdminAccountCreated",
            AdminAccountEvent::SignedIn { .. } => "SignedIn",
            AdminAccountEvent::SignInFailed { .. } => "SignInFailed",
            AdminAccountEvent::AccountBlocked { .. } => "AccountBlocked",
            AdminAccountEvent::SignInRefused { .. } => "SignInRefused",
            AdminAccountEvent::ProfileUpdated { .. } => "ProfileUpdated",
            AdminAccountEvent::PasswordChanged { .. } => "PasswordChanged",
            AdminAccountEvent::SignedOutEverywhere { .. } => "SignedOutEverywhere",
            AdminAccountEvent::AuthenticatorAdded { .. } => "AuthenticatorAdded",
            AdminAccountEvent::AuthenticatorRemoved { .. } => "AuthenticatorRemoved",
            AdminAccountEvent::RecoveryCodesIssued { .. } => "RecoveryCodesIssued",
            AdminAccountEvent::RecoveryCodeUsed { .. } => "RecoveryCodeUsed",
            AdminAccountEvent::LockoutLifted { .. } => "LockoutLifted",
            AdminAccountEvent::PasskeyAdded { .. } => "PasskeyAdded",
            AdminAccountEvent::PasskeyRemoved { .. } => "PasskeyRemoved",
        };
        name.to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

/// The aggregate type under which account events are stored.
pub const AGGREGATE_TYPE: &str = "AdminAccount";

const ACCOUNT_BLOCKED_VERSION: &str = "2.0";

impl StoredEvents for AdminAccountEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;

    fn current_version(event_type: &str) -> &'static str {
        match event_type {
            "AccountBlocked" => ACCOUNT_BLOCKED_VERSION,
            _ => FIRST_VERSION,
        }
    }

    fn upcasters() -> Vec<Box<dyn EventUpcaster>> {
        vec![Box::new(SemanticVersionEventUpcaster::new(
            "AccountBlocked",
            ACCOUNT_BLOCKED_VERSION,
            Box::new(lift_account_blocked),
        ))]
    }
}

/// `AccountBlocked` 1.0 → 2.0: `until` becomes `blocked_until`; nothing else changed.
fn lift_account_blocked(mut payload: Value) -> Value {
    if let Some(fields) = payload
        .get_mut("AccountBlocked")
        .and_then(Value::as_object_mut)
    {
        if let Some(until) = fields.remove("until") {
            fields.insert("blocked_until".to_owned(), until);
        }
    }
    payload
}
