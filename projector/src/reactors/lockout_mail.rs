//! `lockout_mail`: when too many wrong passwords lock a staff account, its owner is told by
//! mail, in their language, how long sign-in is paused
//! (`projector/templates/account-locked.{uk,en}.{txt,html}`): a stranger guessing is then no
//! secret to the person it concerns, and the answer to the guesser stays the same as for a
//! wrong password.

use async_trait::async_trait;
use events::admin_account::AdminAccountEvent;
use events::staff_mail::ParkedMail;
use events::Language;
use lettre::message::{Mailbox, MultiPart};
use lettre::Message;
use sqlx::PgPool;

use super::letters::{self, Letter, Templates};
use super::outbox::{MailSettings, Outbox};
use crate::reactor::Reaction;
use crate::{Envelope, Error, Reactor};

const LOCKED: &Templates = &[
    (
        Language::Uk,
        include_str!("../../templates/account-locked.uk.txt"),
        include_str!("../../templates/account-locked.uk.html"),
    ),
    (
        Language::En,
        include_str!("../../templates/account-locked.en.txt"),
        include_str!("../../templates/account-locked.en.html"),
    ),
];

pub struct LockoutMail {
    /// `None` when SMTP is not configured: the mail then waits, visibly, until it is.
    outbox: Option<Outbox>,
    pool: PgPool,
}

impl LockoutMail {
    pub fn new(settings: &MailSettings, pool: PgPool) -> anyhow::Result<LockoutMail> {
        Ok(LockoutMail {
            outbox: Outbox::new(settings)?,
            pool,
        })
    }
}

/// The owner's account as the mail needs it.
#[derive(sqlx::FromRow)]
struct Owner {
    login: String,
    email: String,
    preferred_language: String,
}

/// The mail to `owner` about a lockout of `minutes` ending at `until`.
fn letter(owner: &Owner, minutes: i64, until: &str) -> Letter {
    let language = Language::parse(&owner.preferred_language).unwrap_or_default();
    letters::letter(
        LOCKED,
        language,
        &[
            ("login", &owner.login),
            ("minutes", &minutes.to_string()),
            ("until", until),
        ],
    )
}

#[async_trait]
impl Reactor for LockoutMail {
    type Event = AdminAccountEvent;
    const NAME: &'static str = "lockout_mail";
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["AccountBlocked"]);

    async fn react(
        &self,
        Envelope { event, stored }: Envelope<'_, AdminAccountEvent>,
    ) -> Result<Reaction, Error> {
        let AdminAccountEvent::AccountBlocked { at, until } = event else {
            return Ok(Reaction::Done);
        };
        let outbox = self.outbox.as_ref().ok_or(Error::MailNotConfigured)?;
        let owner: Option<Owner> = sqlx::query_as(
            "SELECT login, email, preferred_language FROM admin_accounts WHERE account_id = $1",
        )
        .bind(&stored.aggregate_id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(owner) = owner else {
            return Err(Error::MissingRow {
                table: "admin_accounts",
                key: stored.aggregate_id.clone(),
            });
        };
        let Letter {
            subject,
            text,
            html,
        } = letter(
            &owner,
            (until - at).num_minutes(),
            &until.format("%Y-%m-%d %H:%M").to_string(),
        );
        let mail = owner
            .email
            .parse()
            .map_err(|_| lettre::error::Error::MissingTo)
            .and_then(|to| {
                Message::builder()
                    .from(outbox.hotel().clone())
                    .to(Mailbox::new(Some(owner.login.clone()), to))
                    .subject(subject)
                    .message_id(Some(format!(
                        "<lockout-{}-{}@doghotel>",
                        stored.aggregate_id, stored.sequence
                    )))
                    .multipart(MultiPart::alternative_plain_html(text, html))
            });
        outbox
            .deliver(mail, stored, ParkedMail::AccountLocked)
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_is_told_in_their_language_how_long_and_until_when() {
        for (language, subject, pause) in [
            (
                "uk",
                "вхід до вашого облікового запису призупинено",
                "на 30 хв, до 2026-11-27 10:30",
            ),
            (
                "en",
                "sign-in to your account is paused",
                "for 30 minutes, until 2026-11-27 10:30",
            ),
        ] {
            let owner = Owner {
                login: "anna".into(),
                email: "anna@ukr.net".into(),
                preferred_language: language.into(),
            };
            let Letter {
                subject: title,
                text,
                html,
            } = letter(&owner, 30, "2026-11-27 10:30");
            assert!(title.contains(subject), "{language}: {title}");
            assert!(text.contains(pause), "{language}: {text}");
            assert!(text.contains("anna"));
            assert!(html.contains("10:30"), "{html}");
        }
    }
}
