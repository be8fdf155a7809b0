//! The hotel's contact details (SPEC §2 contacts and footer): one `ContactDetails` aggregate for
//! the whole site, id [`DETAILS_ID`]. Every save carries the whole record, so a version is the
//! fold of the events up to it and the read model needs nothing else.

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{LocalizedText, StoredEvents};

/// The aggregate type under which contact details events are stored.
pub const AGGREGATE_TYPE: &str = "ContactDetails";

/// The id of the one instance.
pub const DETAILS_ID: &str = "hotel";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum ContactDetailsEvent {
    /// Staff saved the details (the first save creates them).
    ContactDetailsSaved {
        #[serde(flatten)]
        details: ContactDetailsRecord,
        at: DateTime<Utc>,
    },
    /// Staff saved an earlier version's record over the current one.
    ContactDetailsRestored {
        #[serde(flatten)]
        details: ContactDetailsRecord,
        from_version: u64,
        at: DateTime<Utc>,
    },
}

impl DomainEvent for ContactDetailsEvent {
    fn event_type(&self) -> String {
        match self {
            ContactDetailsEvent::ContactDetailsSaved { .. } => "ContactDetailsSaved",
            ContactDetailsEvent::ContactDetailsRestored { .. } => "ContactDetailsRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for ContactDetailsEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// The details as the contacts page and the footer show them, already valid. Phones are in the
/// mask's format, `+38(044)390-12-34`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactDetailsRecord {
    #[schema(example = "+38(044)390-12-34")]
    pub landline: String,
    pub mobile_phones: [String; 2],
    pub email: String,
    #[schema(value_type = Object)]
    pub address: LocalizedText,
    /// The hotel's Instagram page, an `https://` address.
    pub social_url: String,
    pub latitude: f64,
    pub longitude: f64,
}

impl ContactDetailsRecord {
    /// The form's fields that differ between two records (`landline`, `address.en`, …).
    pub fn changed_fields(&self, other: &ContactDetailsRecord) -> Vec<&'static str> {
        let mut changed = Vec::new();
        let mut check = |differs: bool, field: &'static str| {
            if differs {
                changed.push(field);
            }
        };
        check(self.landline != other.landline, "landline");
        check(
            self.mobile_phones[0] != other.mobile_phones[0],
            "mobilePhones.0",
        );
        check(
            self.mobile_phones[1] != other.mobile_phones[1],
            "mobilePhones.1",
        );
        check(self.email != other.email, "email");
        check(self.address.uk != other.address.uk, "address.uk");
        check(self.address.en != other.address.en, "address.en");
        check(self.social_url != other.social_url, "socialUrl");
        check(
            self.latitude != other.latitude || self.longitude != other.longitude,
            "location",
        );
        changed
    }
}

/// The details as the admin page shows and edits them: the command side builds it from the
/// aggregate, the read side from its table, so the two answers are the same.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminContactDetailsView {
    /// The version a save must name (`0`: never saved).
    pub version: u64,
    /// When they were last changed; absent before the first save.
    pub changed_at: Option<DateTime<Utc>>,
    #[serde(flatten)]
    pub details: ContactDetailsRecord,
}
