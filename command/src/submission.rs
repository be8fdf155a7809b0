//! What every public form does with a submission once its fields passed their rules (DESIGN
//! §7): the spam judgement, the idempotency key and the per-client limit, then the event stored
//! before the visitor is answered 204.
//!
//! A submission with an `Idempotency-Key` is stored under that key as its aggregate id, so a
//! retry (the network failed after the commit, the visitor clicked again) finds it already
//! received and is answered as the first was, without a second event or a second mail; two
//! retries racing each other meet at the event store's sequence check. The first body under a
//! key is the one kept. Without the header every submission is a new one (API clients that
//! never retry need not send it).

use std::net::IpAddr;
use std::time::Duration;

use axum::http::StatusCode;
use events::spam::SpamSignal;
use events::StoredEvents;

use crate::context::{CommandName, RequestContext};
use crate::error::ApiError;
use crate::executor::{Executor, Runnable};
use crate::rate_limit::{RateLimiter, Reservation};

/// Judges whether a person or a bot sent a public form, by two traps bots fall into: the field
/// named `website` that people never see or reach and bots that fill every field do (the
/// honeypot), and a form sent sooner after it appeared than a person fills it in. A submission
/// judged spam is stored all the same, marked, and waits in the inbox's spam instead of being
/// mailed: a person judged wrongly is found there, and a bot learns nothing from the answer.
#[derive(Debug, Clone, Copy)]
pub struct SpamJudge {
    minimum_fill_time: Duration,
}

/// A person needs more than this to fill in even the shortest form (name and phone).
pub const DEFAULT_MINIMUM_FILL_TIME: Duration = Duration::from_secs(3);

impl Default for SpamJudge {
    fn default() -> SpamJudge {
        SpamJudge::new(DEFAULT_MINIMUM_FILL_TIME)
    }
}

impl SpamJudge {
    pub fn new(minimum_fill_time: Duration) -> SpamJudge {
        SpamJudge { minimum_fill_time }
    }

    /// `website` is the honeypot's value; `shown_for_ms` how long the form was on the screen
    /// before it was sent, as the page measured it. A caller that sends no time (an API client
    /// with no form) is judged by the honeypot alone.
    pub fn judge(
        &self,
        form: &'static str,
        address: IpAddr,
        website: &str,
        shown_for_ms: Option<u64>,
    ) -> Option<SpamSignal> {
        let signal = if !website.trim().is_empty() {
            SpamSignal::Honeypot
        } else if shown_for_ms.is_some_and(|ms| Duration::from_millis(ms) < self.minimum_fill_time)
        {
            SpamSignal::TooFast
        } else {
            return None;
        };
        tracing::info!(%address, form, signal = signal.as_str(), "submission judged spam, kept in the inbox's spam");
        Some(signal)
    }
}

/// The newsletter's honeypot: a subscription a bot sent is answered like a success, so the bot
/// learns nothing, and neither stored nor mailed, since it is nobody's request to answer.
pub fn is_from_a_bot(website: &str) -> bool {
    !website.trim().is_empty()
}

/// The answer to a bot's subscription (see [`is_from_a_bot`]).
pub fn drop_bot_submission(form: &'static str, address: IpAddr) -> StatusCode {
    tracing::info!(%address, form, "submission with the honeypot filled in, dropped");
    StatusCode::NO_CONTENT
}

/// An aggregate a visitor's form creates, stored through an [`Executor`].
pub trait FormAggregate:
    Runnable<Command: CommandName, Error: Into<ApiError>, Event: StoredEvents> + Clone
{
}

impl<A> FormAggregate for A where
    A: Runnable<Command: CommandName, Error: Into<ApiError>, Event: StoredEvents> + Clone
{
}

/// Stores one visitor submission: `command` creates the aggregate, whose id is the
/// idempotency key when there is one. A retry of a stored submission is answered 204 before
/// the limit counts it; a client over its limit gets 429 `tooManyRequests`.
pub async fn receive<A: FormAggregate>(
    executor: &Executor<A>,
    limit: &RateLimiter,
    address: IpAddr,
    key: Option<uuid::Uuid>,
    context: &RequestContext,
    command: A::Command,
) -> Result<StatusCode, ApiError> {
    match admit(executor, limit, address, key).await? {
        Admission::AlreadyStored => Ok(StatusCode::NO_CONTENT),
        Admission::Admitted(ticket) => ticket.store(executor, context, command).await,
    }
}

/// Whether a submission is let in, decided from its headers and its client alone, before its
/// body is read: a form with a photo is only read once it may be stored.
pub enum Admission {
    /// A retry of a submission stored under the same key: answered 204, nothing more.
    AlreadyStored,
    Admitted(Ticket),
}

/// A submission let in: its aggregate id and its place in the client's limit, given back if
/// it is not stored after all (a field the visitor can fix, a photo refused).
pub struct Ticket {
    id: String,
    key: Option<uuid::Uuid>,
    place: Reservation,
}

/// Looks for an earlier submission under `key`, then takes the client's place in `limit`
/// (429 `tooManyRequests` when there is none).
pub async fn admit<A: FormAggregate>(
    executor: &Executor<A>,
    limit: &RateLimiter,
    address: IpAddr,
    key: Option<uuid::Uuid>,
) -> Result<Admission, ApiError> {
    let id = key.unwrap_or_else(uuid::Uuid::now_v7).to_string();
    if key.is_some() && !executor.history(&id).await?.is_empty() {
        return Ok(Admission::AlreadyStored);
    }
    let place = limit.try_reserve(address, chrono::Utc::now()).await?;
    Ok(Admission::Admitted(Ticket { id, key, place }))
}

impl Ticket {
    /// Stores the submission as `command`'s events; its place in the limit is kept once it is
    /// stored, and given back when it is not (the retry that raced it and won keeps its own).
    pub async fn store<A: FormAggregate>(
        self,
        executor: &Executor<A>,
        context: &RequestContext,
        command: A::Command,
    ) -> Result<StatusCode, ApiError> {
        let metadata = context.metadata(&command);
        match executor.execute(&self.id, command, metadata).await {
            Ok(_) => {
                self.place.keep();
                Ok(StatusCode::NO_CONTENT)
            }
            // Another attempt with the same key was stored first: this one is its retry.
            Err(ApiError::Conflict(_)) if self.key.is_some() => {
                self.place.give_back().await;
                Ok(StatusCode::NO_CONTENT)
            }
            Err(error) => {
                self.place.give_back().await;
                Err(error)
            }
        }
    }

    /// Stores the command `built` makes from the form's body, read only now; a form refused
    /// on the way (a field the visitor can fix, a photo) gives its place back at once.
    pub async fn store_once_built<A: FormAggregate>(
        self,
        executor: &Executor<A>,
        context: &RequestContext,
        built: impl std::future::Future<Output = Result<A::Command, ApiError>>,
    ) -> Result<StatusCode, ApiError> {
        match built.await {
            Ok(command) => self.store(executor, context, command).await,
            Err(refused) => {
                self.place.give_back().await;
                Err(refused)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADDRESS: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);

    fn judged(website: &str, shown_for_ms: Option<u64>) -> Option<SpamSignal> {
        SpamJudge::new(Duration::from_secs(3)).judge("test", ADDRESS, website, shown_for_ms)
    }

    #[test]
    fn a_person_leaves_the_honeypot_empty_and_takes_their_time() {
        assert_eq!(judged("", Some(3_000)), None);
        assert_eq!(judged("  ", Some(120_000)), None);
    }

    #[test]
    fn a_filled_honeypot_is_a_bots_however_long_it_took() {
        assert_eq!(
            judged("http://spam.example", Some(60_000)),
            Some(SpamSignal::Honeypot)
        );
        assert_eq!(judged("x", None), Some(SpamSignal::Honeypot));
    }

    #[test]
    fn a_form_sent_sooner_than_a_person_fills_it_in_is_a_bots() {
        assert_eq!(judged("", Some(2_999)), Some(SpamSignal::TooFast));
        assert_eq!(judged("", Some(0)), Some(SpamSignal::TooFast));
    }

    #[test]
    fn a_caller_without_a_form_is_judged_by_the_honeypot_alone() {
        assert_eq!(judged("", None), None);
    }

    #[test]
    fn no_minimum_judges_by_the_honeypot_alone() {
        let judge = SpamJudge::new(Duration::ZERO);
        assert_eq!(judge.judge("test", ADDRESS, "", Some(0)), None);
    }
}
