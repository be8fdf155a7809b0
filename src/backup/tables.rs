//! What a backup holds of the database: the tables the events cannot rebuild. Every read table
//! is left out (the restore rebuilds them), and so is what only lives a moment or is worth
//! nothing on another machine: staff's sessions (a restored site signs everyone out), sign-in
//! challenges and passkey ceremonies in progress, authenticator codes already used (each is good
//! for a minute), the addresses acknowledged within the hour, consistency reports, the counts of
//! the per-client limits and the timed jobs' leases. The site's generated token secret is left
//! out too: an archive must not carry the key that unseals what it holds.

/// A table as the backup copies it.
pub struct Table {
    pub name: &'static str,
    /// Which rows, when not all.
    pub rows: Option<&'static str>,
}

pub const TABLES: &[Table] = &[
    // The events and, kept apart from them, their personal fields (erased ones blank), which
    // the restore copies as they are: the triggers that split and erase do not run again.
    Table {
        name: "events",
        rows: None,
    },
    Table {
        name: "personal_data",
        rows: None,
    },
    Table {
        name: "erased_aggregates",
        rows: None,
    },
    // The unique names (logins, categories) the command side claims beside its events.
    Table {
        name: "name_claims",
        rows: None,
    },
    // How far each reactor has acted: restored, so no mail already sent goes again, and what
    // it had not reached yet still goes.
    Table {
        name: "projection_checkpoints",
        rows: Some("kind = 'reactor'"),
    },
    // Newsletter deliveries handed to the mail server: nobody gets an issue twice.
    Table {
        name: "newsletter_claims",
        rows: None,
    },
    // The blog's view counts, which no event records.
    Table {
        name: "article_views",
        rows: None,
    },
];

/// `name` quoted as an SQL identifier.
pub fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// The column list of a `COPY` of `columns`.
pub fn column_list(columns: &[String]) -> String {
    columns
        .iter()
        .map(|column| quoted(column))
        .collect::<Vec<_>>()
        .join(", ")
}
