//! Drills: what the server does for visitors when its own process, its database or its mail
//! server goes away under load. Each runs the real binary as a process on a database of its
//! own, with visitors writing and reading throughout, and prints its figures.
//!
//! `make test` runs them short; `make drill` (`DOGHOTEL_DRILL=full`) runs them at full length:
//! a crash amid 16 writers, a 5 s database cut, 20 s without a mail server.

// Shared with the other test binaries; each uses only part of it.
#[allow(dead_code)]
mod support;

/// kill -9 amid concurrent writes, then a restart.
#[path = "drill/crash.rs"]
mod crash;
/// The database cut for seconds under load.
#[path = "drill/cut.rs"]
mod cut;
/// The mail server down while visitors write.
#[path = "drill/mail.rs"]
mod mail;
/// `doghotel serve` as a process a drill can kill.
#[path = "drill/server.rs"]
mod server;
/// Visitors writing and reading throughout a drill.
#[path = "drill/visitors.rs"]
mod visitors;

use std::time::Duration;

use sqlx::PgPool;
use uuid::Uuid;

/// How long each drill's trouble lasts and how many visitors meet it.
pub struct Scale {
    /// Writers, each sending one message after another.
    pub writers: usize,
    /// Writing before the trouble and after it.
    pub writing: Duration,
    /// The database cut.
    pub cut: Duration,
    /// The mail server down.
    pub mail_down: Duration,
}

impl Scale {
    /// `DOGHOTEL_DRILL=full` for `make drill`; short otherwise, for `make test`.
    pub fn now() -> Scale {
        if std::env::var("DOGHOTEL_DRILL").is_ok_and(|scale| scale == "full") {
            Scale {
                writers: 16,
                writing: Duration::from_secs(5),
                cut: Duration::from_secs(5),
                mail_down: Duration::from_secs(20),
            }
        } else {
            Scale {
                writers: 4,
                writing: Duration::from_secs(1),
                cut: Duration::from_secs(2),
                mail_down: Duration::from_secs(3),
            }
        }
    }
}

/// The acknowledged keys not stored exactly once, each with the number of events under it,
/// and those missing from the staff inbox: both empty when no acknowledged write was lost or
/// doubled.
pub async fn lost_or_doubled(pool: &PgPool, keys: &[Uuid]) -> (Vec<(Uuid, i64)>, Vec<Uuid>) {
    let ids: Vec<String> = keys.iter().map(Uuid::to_string).collect();
    let counted: Vec<(String, i64)> = sqlx::query_as(
        "SELECT id, (SELECT count(*) FROM events
                      WHERE aggregate_id = id AND event_type = 'ContactMessageReceived')
           FROM unnest($1::text[]) AS id",
    )
    .bind(&ids)
    .fetch_all(pool)
    .await
    .expect("the events counted");
    let not_once = counted
        .into_iter()
        .filter(|(_, events)| *events != 1)
        .map(|(id, events)| (id.parse().expect("a key"), events))
        .collect();
    let listed: Vec<String> =
        sqlx::query_scalar("SELECT item_id FROM inbox_items WHERE item_id = ANY($1)")
            .bind(
                ids.iter()
                    .map(|id| format!("message-{id}"))
                    .collect::<Vec<_>>(),
            )
            .fetch_all(pool)
            .await
            .expect("the inbox read");
    let unlisted = keys
        .iter()
        .filter(|key| !listed.contains(&format!("message-{key}")))
        .copied()
        .collect();
    (not_once, unlisted)
}

/// The hotel's address, which staff mail goes to and visitors' mail comes from.
pub const HOTEL: &str = "hotel@example.com";

/// The settings that send the server's mail to `sink`.
pub fn mail_to(sink: &support::SmtpSink) -> [(&'static str, String); 2] {
    [
        ("DOGHOTEL_SMTP_URL", sink.url()),
        ("DOGHOTEL_STAFF_EMAIL", HOTEL.to_owned()),
    ]
}

/// A figure line, as `make drill` prints them.
pub fn figure(drill: &str, what: &str, value: impl std::fmt::Display) {
    println!("drill {drill}: {what}: {value}");
}
