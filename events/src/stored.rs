use cqrs_es::persist::{EventUpcaster, SerializedEvent};
use cqrs_es::DomainEvent;

/// The event enum of one aggregate type, as it is stored: under which aggregate type, in which
/// version each event type is written today, and how rows written in older shapes are lifted to
/// today's. The command side loads aggregates with these upcasters and the projector decodes
/// with them, so both read an old row the same way; stored rows are never rewritten.
pub trait StoredEvents: DomainEvent {
    /// The `aggregate_type` column of this enum's rows.
    const AGGREGATE_TYPE: &'static str;

    /// The version today's code writes for `event_type`. A row in any other version must be
    /// lifted to it by [`StoredEvents::upcasters`] before it can be read.
    fn current_version(event_type: &str) -> &'static str {
        let _ = event_type;
        FIRST_VERSION
    }

    /// Lifts older rows, applied in order (cqrs-es's rule): each one whose
    /// `can_upcast(type, version)` holds rewrites the payload and sets the version it produces.
    fn upcasters() -> Vec<Box<dyn EventUpcaster>> {
        Vec::new()
    }

    /// A stored row's event type, version and payload as [`StoredEvents::upcasters`] lift them:
    /// the shape, and after a rename the name, today's code reads.
    fn lifted(
        event_type: &str,
        event_version: &str,
        payload: serde_json::Value,
    ) -> SerializedEvent {
        let mut event = SerializedEvent::new(
            String::new(),
            0,
            Self::AGGREGATE_TYPE.to_owned(),
            event_type.to_owned(),
            event_version.to_owned(),
            payload,
            serde_json::Value::Null,
        );
        for upcaster in Self::upcasters() {
            if upcaster.can_upcast(&event.event_type, &event.event_version) {
                event = upcaster.upcast(event);
            }
        }
        event
    }
}

/// The version of every event type's first shape.
pub const FIRST_VERSION: &str = "1.0";
