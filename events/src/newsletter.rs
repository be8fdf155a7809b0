//! A visitor's subscription to the hotel's news (SPEC §3 "Newsletter", §7 `/add-email`), with
//! double opt-in: an address is only written to after its owner followed the link mailed to it.
//!
//! One aggregate per address. Its id is a keyed hash of the address ([`SubscriptionKey`]), so
//! a second subscription of the same address meets the first without any lookup, and the id
//! alone (in links, logs and the event store's index) does not give the address away. The
//! links in the mails carry the id and a signature made with the same key: whoever holds one
//! was sent it.

use chrono::{DateTime, TimeDelta, Utc};
use cqrs_es::DomainEvent;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use utoipa::ToSchema;

use crate::{Language, StoredEvents};

/// The aggregate type under which subscriptions are stored.
pub const AGGREGATE_TYPE: &str = "NewsletterSubscription";

/// How long a confirmation link stays good; the subscription then expires.
pub const CONFIRM_WITHIN: TimeDelta = TimeDelta::days(7);

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum SubscriptionEvent {
    /// Someone gave this address in the newsletter strip; a confirmation mail goes to it in
    /// `language`, the page's.
    SubscriptionRequested {
        email: String,
        language: Language,
        at: DateTime<Utc>,
    },
    /// The address's owner followed the confirmation link: newsletters go to it from now on.
    SubscriptionConfirmed { at: DateTime<Utc> },
    /// The owner followed an unsubscribe link: nothing more goes to the address.
    Unsubscribed { at: DateTime<Utc> },
    /// The confirmation link was not followed in time: nothing goes to the address.
    SubscriptionExpired { at: DateTime<Utc> },
}

impl DomainEvent for SubscriptionEvent {
    fn event_type(&self) -> String {
        match self {
            SubscriptionEvent::SubscriptionRequested { .. } => "SubscriptionRequested",
            SubscriptionEvent::SubscriptionConfirmed { .. } => "SubscriptionConfirmed",
            SubscriptionEvent::Unsubscribed { .. } => "Unsubscribed",
            SubscriptionEvent::SubscriptionExpired { .. } => "SubscriptionExpired",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for SubscriptionEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// What a link in a subscription mail does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkPurpose {
    Confirm,
    Unsubscribe,
}

impl LinkPurpose {
    fn label(self) -> &'static str {
        match self {
            LinkPurpose::Confirm => "confirm",
            LinkPurpose::Unsubscribe => "unsubscribe",
        }
    }
}

/// The server's key for subscription ids and links, derived from its signing secret.
#[derive(Clone)]
pub struct SubscriptionKey {
    mac: Hmac<Sha256>,
}

impl std::fmt::Debug for SubscriptionKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SubscriptionKey(..)")
    }
}

impl SubscriptionKey {
    pub fn new(secret: &[u8]) -> SubscriptionKey {
        let mut derive =
            <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC takes keys of any length");
        // Its own key, so nothing signed for sign-in could pass for a subscription link.
        derive.update(b"newsletter subscriptions");
        let key = derive.finalize().into_bytes();
        SubscriptionKey {
            mac: <Hmac<Sha256> as Mac>::new_from_slice(&key).expect("32 bytes make a key"),
        }
    }

    /// The subscription id of `email`: the same for every spelling that differs only in case
    /// or surrounding spaces.
    pub fn subscription_id(&self, email: &str) -> String {
        let address = email.trim().to_lowercase();
        hex(&self.sign(&["address", &address])[..16])
    }

    /// The token of a link that does `purpose` for the subscription `id`.
    pub fn link_token(&self, id: &str, purpose: LinkPurpose) -> String {
        format!("{id}.{}", hex(&self.sign(&[purpose.label(), id])))
    }

    /// The subscription a link's token was made for, if it was made here for `purpose`.
    pub fn read_link(&self, token: &str, purpose: LinkPurpose) -> Option<String> {
        let (id, signature) = token.split_once('.')?;
        let signature = unhex(signature)?;
        let mut mac = self.mac.clone();
        mac.update(purpose.label().as_bytes());
        mac.update(b":");
        mac.update(id.as_bytes());
        mac.verify_slice(&signature).ok()?;
        Some(id.to_owned())
    }

    fn sign(&self, parts: &[&str]) -> Vec<u8> {
        let mut mac = self.mac.clone();
        mac.update(parts.join(":").as_bytes());
        mac.finalize().into_bytes().to_vec()
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&text[at..at + 2], 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_has_one_id_whatever_its_case() {
        let key = SubscriptionKey::new(b"secret");
        let id = key.subscription_id("Olena@Ukr.net ");
        assert_eq!(id, key.subscription_id("olena@ukr.net"));
        assert_eq!(id.len(), 32);
        assert!(!id.contains("olena"));
        assert_ne!(
            id,
            SubscriptionKey::new(b"other").subscription_id("olena@ukr.net")
        );
    }

    #[test]
    fn a_link_opens_only_what_it_was_made_for() {
        let key = SubscriptionKey::new(b"secret");
        let id = key.subscription_id("olena@ukr.net");
        let confirm = key.link_token(&id, LinkPurpose::Confirm);
        assert_eq!(
            key.read_link(&confirm, LinkPurpose::Confirm),
            Some(id.clone())
        );
        assert_eq!(key.read_link(&confirm, LinkPurpose::Unsubscribe), None);
        assert_eq!(
            SubscriptionKey::new(b"other").read_link(&confirm, LinkPurpose::Confirm),
            None
        );
        let other = key.subscription_id("taras@ukr.net");
        let (_, signature) = confirm.split_once('.').unwrap();
        for forged in [
            format!("{other}.{signature}"),
            format!("{id}.00"),
            format!("{id}.zz"),
            id.clone(),
            String::new(),
        ] {
            assert_eq!(
                key.read_link(&forged, LinkPurpose::Confirm),
                None,
                "{forged}"
            );
        }
    }
}
