use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use crate::Language;

/// Everything that happens to a staff member's account. Sign-ins and their failures are
/// events too: the temporary block is decided from them, and staff can audit them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    AccountBlocked {
        at: DateTime<Utc>,
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
        };
        name.to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}

/// The aggregate type under which account events are stored.
pub const AGGREGATE_TYPE: &str = "AdminAccount";
