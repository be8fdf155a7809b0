use std::error::Error as _;

/// What can stop a subscriber or a projector call.
///
/// The text of an error that stopped a subscriber (with its chain of causes, see
/// [`Error::chain`]) is what gets stored in `projection_checkpoints.last_error`, so the variants
/// carry enough context for a person reading a health page to find the event.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("database error")]
    Database(#[from] sqlx::Error),

    /// The stored payload does not match the event type the subscriber expects.
    #[error("the payload cannot be decoded")]
    Decode(#[source] serde_json::Error),

    /// A version written by a newer command side, or one whose upcaster is missing. Skipping it
    /// would silently corrupt the read model, so the subscriber stops instead.
    #[error("event version {0} is not known to this subscriber")]
    UnknownEventVersion(String),

    /// The metadata column is not the string map postgres-es writes.
    #[error("the metadata of event {position} cannot be decoded")]
    Metadata {
        position: i64,
        #[source]
        source: serde_json::Error,
    },

    /// An aggregate whose ids come from a sequence (dogs) has an id that is not a number.
    #[error("{aggregate_type} id {id:?} is not a number")]
    NonNumericId { aggregate_type: String, id: String },

    /// An event refers to a read row that does not exist, so the read model and the event store
    /// disagree.
    #[error("{table} has no row {key}")]
    MissingRow { table: &'static str, key: String },

    /// Any failure while applying one event, with where it happened.
    #[error("{subscriber} failed at event {event}")]
    Apply {
        subscriber: &'static str,
        event: Box<EventRef>,
        #[source]
        source: Box<Error>,
    },

    /// Someone else advanced the checkpoint while this batch was applied; the batch was rolled
    /// back and will be read again from the new position.
    #[error("the checkpoint of {subscriber} moved away from {expected} during a batch")]
    CheckpointMoved {
        subscriber: &'static str,
        expected: i64,
    },

    /// A reactor's lead was lost before an effect (its lock's connection is gone): another
    /// instance may lead by now, so this one acts no more until it leads again.
    #[error("{subscriber} lost its lead")]
    LeadLost { subscriber: &'static str },

    /// A handler panicked; treated like any other failure of that event.
    #[error("the handler panicked: {0}")]
    Panicked(String),

    /// The SMTP server refused or could not be reached; the mail is tried again later.
    #[error("the mail was not sent")]
    Mail(#[source] Box<dyn std::error::Error + Send + Sync>),

    /// `DOGHOTEL_SMTP_URL` or `DOGHOTEL_STAFF_EMAIL` is not set: mail waits until it is.
    #[error("mail is not configured: set DOGHOTEL_SMTP_URL and DOGHOTEL_STAFF_EMAIL")]
    MailNotConfigured,

    /// A command a process manager sent failed; the event is tried again later.
    #[error("the command failed")]
    Command(#[source] Box<dyn std::error::Error + Send + Sync>),

    #[error("no subscriber is named {0}")]
    UnknownSubscriber(String),

    #[error("{0} is a reactor: it has no tables to rebuild")]
    NotAProjection(&'static str),

    #[error("{0} is a projection: it is fed inside a transaction, not as a reactor")]
    NotAReactor(&'static str),
}

impl Error {
    /// The message with all its causes, one after the other: what `last_error` records and what
    /// the logs show, since a bare top-level message rarely says what went wrong.
    pub fn chain(&self) -> String {
        let mut text = self.to_string();
        let mut cause = self.source();
        while let Some(inner) = cause {
            text.push_str(": ");
            text.push_str(&inner.to_string());
            cause = inner.source();
        }
        text
    }
}

/// Which event an error is about, in terms a person can look up in the `events` table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventRef {
    pub position: i64,
    pub aggregate_type: String,
    pub aggregate_id: String,
    pub sequence: i64,
    pub event_type: String,
    pub event_version: String,
}

impl std::fmt::Display for EventRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({} {} #{}, {} {})",
            self.position,
            self.aggregate_type,
            self.aggregate_id,
            self.sequence,
            self.event_type,
            self.event_version
        )
    }
}
