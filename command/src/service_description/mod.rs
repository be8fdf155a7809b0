//! The `ServiceDescription` aggregate: one additional service's title, text and two pictures
//! (SPEC §2 "Services", §3 "Service description"), edited whole through the shared
//! [`Record`](crate::edited_record::Record). The four services are the seed's; staff edit them.

/// The admin service description routes and the form's rules.
pub mod routes;
/// The items the site starts with.
pub mod seed;

use events::service_description::{ServiceDescription, ServiceDescriptionEvent};

use crate::edited_record::{differing, EditedRecord, Record};

/// The aggregate.
pub type ServiceRecord = Record<ServiceDescriptionEvent>;

impl EditedRecord for ServiceDescriptionEvent {
    const COMMANDS: [&'static str; 3] = [
        "CreateServiceDescription",
        "EditServiceDescription",
        "RestoreServiceDescription",
    ];

    fn changed_fields(before: &ServiceDescription, after: &ServiceDescription) -> Vec<String> {
        differing([
            ("title.uk", before.title.uk != after.title.uk),
            ("title.en", before.title.en != after.title.en),
            ("text.uk", before.text.uk != after.text.uk),
            ("text.en", before.text.en != after.text.en),
            ("bigImage", before.big_image != after.big_image),
            ("smallImage", before.small_image != after.small_image),
        ])
    }
}

#[cfg(test)]
mod tests;
