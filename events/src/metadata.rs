use std::collections::HashMap;

/// The actor recorded for anything a visitor of the public site submits.
pub const VISITOR: &str = "visitor";
/// The actor recorded for what the command line does (`create-admin`, `seed-demo`).
pub const COMMAND_LINE: &str = "cli";

/// Who caused an event, in which request and through which command. Stored as the event
/// row's metadata so staff can audit every change.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EventMetadata {
    /// The admin's login, or [`VISITOR`].
    pub actor: String,
    pub request_id: String,
    pub command: String,
}

impl EventMetadata {
    const ACTOR: &'static str = "actor";
    const REQUEST_ID: &'static str = "request_id";
    const COMMAND: &'static str = "command";

    pub fn into_map(self) -> HashMap<String, String> {
        HashMap::from([
            (Self::ACTOR.to_owned(), self.actor),
            (Self::REQUEST_ID.to_owned(), self.request_id),
            (Self::COMMAND.to_owned(), self.command),
        ])
    }

    pub fn from_map(map: &HashMap<String, String>) -> EventMetadata {
        let field = |key: &str| map.get(key).cloned().unwrap_or_default();
        EventMetadata {
            actor: field(Self::ACTOR),
            request_id: field(Self::REQUEST_ID),
            command: field(Self::COMMAND),
        }
    }
}
