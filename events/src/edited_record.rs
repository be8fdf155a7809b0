//! Records staff edit whole (a price item, a service description): created once by the seed,
//! then edited or restored to an earlier version. Every event carries the whole record, so a
//! version is the record its event carries and a projection needs nothing else.

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::StoredEvents;

/// The events of a record edited whole: what the shared aggregate and projections need of them.
pub trait RecordEvent: StoredEvents + Clone + PartialEq + std::fmt::Debug {
    /// The record every event carries.
    type Record: Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned + Send + Sync;

    fn created(record: Self::Record, at: DateTime<Utc>) -> Self;
    fn edited(record: Self::Record, at: DateTime<Utc>) -> Self;
    fn restored(from_version: u64, record: Self::Record, at: DateTime<Utc>) -> Self;

    /// The record as the event leaves it.
    fn record(&self) -> &Self::Record;
    fn at(&self) -> DateTime<Utc>;
}

/// Declares a record's event enum (`<Name>Created`, `<Name>Edited`, `<Name>Restored`), its
/// stored event types and its [`RecordEvent`] implementation.
#[macro_export]
macro_rules! record_events {
    ($enum:ident, $record:ty, $aggregate:expr, $created:ident, $edited:ident, $restored:ident) => {
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, ToSchema)]
        pub enum $enum {
            $created {
                record: $record,
                at: chrono::DateTime<chrono::Utc>,
            },
            $edited {
                record: $record,
                at: chrono::DateTime<chrono::Utc>,
            },
            /// An earlier version's record saved over the current one.
            $restored {
                from_version: u64,
                record: $record,
                at: chrono::DateTime<chrono::Utc>,
            },
        }

        impl cqrs_es::DomainEvent for $enum {
            fn event_type(&self) -> String {
                match self {
                    $enum::$created { .. } => stringify!($created),
                    $enum::$edited { .. } => stringify!($edited),
                    $enum::$restored { .. } => stringify!($restored),
                }
                .to_owned()
            }

            fn event_version(&self) -> String {
                <Self as $crate::StoredEvents>::current_version(&self.event_type()).to_owned()
            }
        }

        impl $crate::StoredEvents for $enum {
            const AGGREGATE_TYPE: &'static str = $aggregate;
        }

        impl $crate::edited_record::RecordEvent for $enum {
            type Record = $record;

            fn created(record: $record, at: chrono::DateTime<chrono::Utc>) -> Self {
                $enum::$created { record, at }
            }

            fn edited(record: $record, at: chrono::DateTime<chrono::Utc>) -> Self {
                $enum::$edited { record, at }
            }

            fn restored(
                from_version: u64,
                record: $record,
                at: chrono::DateTime<chrono::Utc>,
            ) -> Self {
                $enum::$restored {
                    from_version,
                    record,
                    at,
                }
            }

            fn record(&self) -> &$record {
                match self {
                    $enum::$created { record, .. }
                    | $enum::$edited { record, .. }
                    | $enum::$restored { record, .. } => record,
                }
            }

            fn at(&self) -> chrono::DateTime<chrono::Utc> {
                match self {
                    $enum::$created { at, .. }
                    | $enum::$edited { at, .. }
                    | $enum::$restored { at, .. } => *at,
                }
            }
        }
    };
}
