//! `newsletter_mail`: each queued delivery of an issue becomes one mail to its subscriber, in
//! their language, at most [`NewsletterRate`] mails a second, by the outbox's delivery rule.
//!
//! Never twice. A reactor moves its checkpoint after the effect, so a stop between the two
//! would repeat the mail on restart. Each delivery is therefore claimed in `newsletter_claims`,
//! committed, before its mail is handed to the mail server, and the claim is marked delivered
//! once the server has accepted it. A delivery found claimed on a later attempt is recorded as
//! what its claim says: delivered, or `INTERRUPTED` when it was cut off before the server's
//! answer, and in neither case sent again. A server that is down, or that refuses the mail
//! for good, releases the claim. The claim's key also keeps a second instance from sending
//! what the first one did.
//!
//! Because the claims remember every delivery, the engine records them in groups of
//! [`DELIVERIES_PER_COMMIT`]: one append for many mails, instead of one that wakes every
//! other subscriber per mail.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use async_trait::async_trait;
use chrono::Utc;
use events::newsletter_issue::{NewsletterDeliveryEvent, NotSentReason};
use events::staff_mail::ParkedMail;
use events::Language;
use sqlx::PgPool;

use super::newsletter_letter::{IssueInLanguage, IssueLetters};
use super::outbox::{MailSettings, Outbox};
use crate::reactor::{NewEvent, Reaction};
use crate::{Envelope, Error, Reactor};

/// How many newsletter mails a second the mail server is given; mail providers limit senders,
/// and a shared server should not be flooded by one issue.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NewsletterRate {
    per_second: f64,
}

impl NewsletterRate {
    /// The rate when none is configured: 10,000 subscribers in about half an hour.
    pub const DEFAULT: NewsletterRate = NewsletterRate { per_second: 5.0 };

    /// `None` unless `per_second` is a positive number.
    pub fn per_second(per_second: f64) -> Option<NewsletterRate> {
        (per_second.is_finite() && per_second > 0.0).then_some(NewsletterRate { per_second })
    }

    fn interval(self) -> Duration {
        Duration::from_secs_f64(1.0 / self.per_second)
    }
}

/// Deliveries recorded per append. A crash leaves at most this many delivered but not yet
/// recorded, and the claims record them on the next attempt.
pub const DELIVERIES_PER_COMMIT: usize = 100;

/// What a claim found for a delivery.
enum Claim {
    /// Taken now: the mail may go.
    Taken,
    /// An earlier attempt's mail was accepted at this time.
    Delivered(chrono::DateTime<Utc>),
    /// An earlier attempt was cut off; it may or may not have been handed over.
    CutOff,
}

pub struct NewsletterMail {
    /// `None` when SMTP is not configured: deliveries then wait, visibly, until it is.
    outbox: Option<Outbox>,
    letters: IssueLetters,
    pool: PgPool,
    interval: Duration,
    /// When the next mail may go.
    next_slot: Mutex<Instant>,
    /// The issue being sent, read once for all its subscribers of one language.
    issue: tokio::sync::Mutex<Option<(i64, IssueInLanguage)>>,
}

impl NewsletterMail {
    pub fn new(
        settings: &MailSettings,
        letters: IssueLetters,
        pool: PgPool,
        rate: NewsletterRate,
    ) -> anyhow::Result<NewsletterMail> {
        Ok(NewsletterMail {
            outbox: Outbox::new(settings)?,
            letters,
            pool,
            interval: rate.interval(),
            next_slot: Mutex::new(Instant::now()),
            issue: tokio::sync::Mutex::new(None),
        })
    }

    /// Waits for the next free slot of the rate.
    async fn take_turn(&self) {
        let turn = {
            let mut next = self
                .next_slot
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            let turn = (*next).max(Instant::now());
            *next = turn + self.interval;
            turn
        };
        tokio::time::sleep_until(turn.into()).await;
    }

    /// Claims delivery `id`, or tells what an earlier attempt's claim says.
    async fn claim(&self, id: &str) -> Result<Claim, Error> {
        let claimed = sqlx::query(
            "INSERT INTO newsletter_claims (delivery_id) VALUES ($1) ON CONFLICT DO NOTHING",
        )
        .bind(id)
        .execute(&self.pool)
        .await?;
        if claimed.rows_affected() == 1 {
            return Ok(Claim::Taken);
        }
        let delivered: Option<chrono::DateTime<Utc>> =
            sqlx::query_scalar("SELECT delivered_at FROM newsletter_claims WHERE delivery_id = $1")
                .bind(id)
                .fetch_one(&self.pool)
                .await?;
        Ok(delivered.map_or(Claim::CutOff, Claim::Delivered))
    }

    /// Marks the claim of `id` delivered, as the mail server has accepted its mail.
    async fn delivered(&self, id: &str, at: chrono::DateTime<Utc>) -> Result<(), Error> {
        sqlx::query("UPDATE newsletter_claims SET delivered_at = $2 WHERE delivery_id = $1")
            .bind(id)
            .bind(at)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn release(&self, id: &str) -> Result<(), Error> {
        sqlx::query("DELETE FROM newsletter_claims WHERE delivery_id = $1")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The letter of `issue` in `language` to `subscription`.
    async fn letter(
        &self,
        issue: i64,
        language: Language,
        subscription: &str,
    ) -> Result<Option<super::letters::Letter>, Error> {
        let mut cached = self.issue.lock().await;
        let fresh = !matches!(&*cached, Some((id, loaded)) if *id == issue && loaded.language == language.texts());
        if fresh {
            *cached = IssueInLanguage::load(&self.pool, issue, language)
                .await?
                .map(|loaded| (issue, loaded));
        }
        Ok(cached
            .as_ref()
            .map(|(_, loaded)| self.letters.letter(loaded, subscription)))
    }
}

#[async_trait]
impl Reactor for NewsletterMail {
    type Event = NewsletterDeliveryEvent;
    const NAME: &'static str = "newsletter_mail";
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["NewsletterQueued"]);
    const EFFECTS_PER_COMMIT: usize = DELIVERIES_PER_COMMIT;

    async fn react(
        &self,
        Envelope { event, stored }: Envelope<'_, NewsletterDeliveryEvent>,
    ) -> Result<Reaction, Error> {
        let NewsletterDeliveryEvent::NewsletterQueued {
            issue,
            subscription,
            language,
        } = &event
        else {
            return Ok(Reaction::Done);
        };
        let id = &stored.aggregate_id;
        let not_sent = |reason| {
            let event = NewsletterDeliveryEvent::NewsletterNotSent {
                reason,
                at: Utc::now(),
            };
            Ok(Reaction::Recorded(vec![NewEvent::of(id, &event)]))
        };
        let outbox = self.outbox.as_ref().ok_or(Error::MailNotConfigured)?;
        let email: Option<String> = sqlx::query_scalar(
            "SELECT email FROM newsletter_subscribers
              WHERE subscription_id = $1 AND status = 'confirmed'",
        )
        .bind(subscription)
        .fetch_optional(&self.pool)
        .await?;
        let Some(email) = email else {
            return not_sent(NotSentReason::Unsubscribed);
        };
        let Some(letter) = self.letter(*issue, *language, subscription).await? else {
            return Err(Error::MissingRow {
                table: "newsletter_issues",
                key: issue.to_string(),
            });
        };
        let delivered = |at| {
            let event = NewsletterDeliveryEvent::NewsletterDelivered { at };
            Ok(Reaction::Recorded(vec![NewEvent::of(id, &event)]))
        };
        match self.claim(id).await? {
            Claim::Taken => {}
            Claim::Delivered(at) => return delivered(at),
            Claim::CutOff => {
                tracing::warn!(delivery = %id, "an earlier attempt was cut off; not sent again");
                return not_sent(NotSentReason::Interrupted);
            }
        }
        self.take_turn().await;
        let message_id = format!("<newsletter-{id}@doghotel>");
        let mail = self
            .letters
            .message(outbox.hotel(), &email, subscription, letter, message_id);
        match outbox.deliver(mail, stored, ParkedMail::Newsletter).await {
            Ok(Reaction::Done) => {
                let at = Utc::now();
                self.delivered(id, at).await?;
                delivered(at)
            }
            Ok(parked) => {
                // Refused for good: nothing went, and a later attempt finds it refused again
                // rather than cut off.
                self.release(id).await?;
                Ok(parked)
            }
            Err(error) => {
                // Not handed over: the next attempt may send it.
                self.release(id).await?;
                Err(error)
            }
        }
    }
}
