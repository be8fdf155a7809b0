//! What every mail reactor shares: the SMTP connection as configured, the hotel's address as
//! the sender, and the delivery rule. A mail the server accepted lets the checkpoint move on;
//! one it refused for good (a 5xx answer), or that cannot be written at all, is parked as a
//! `MailParked` event with the reason, so the mails after it still go out and staff see it
//! on the health page; any other failure (the server is down, a timeout) stops the reactor at
//! that event, and the engine tries again with a growing pause.
//!
//! What a mail server says is kept (in the parked event, on the checkpoint, in the log) only
//! without the addresses in it: a refusal usually names its recipient, a visitor who may later
//! be erased, and those records are not erased with them.

use std::time::Duration;

use chrono::Utc;
use events::staff_mail::{ParkedMail, StaffMailEvent};
use lettre::message::Mailbox;
use lettre::Message;

use super::smtp::SmtpClient;
use crate::reactor::{NewEvent, Reaction};
use crate::{Error, StoredEvent};

/// Longest one delivery may take, connection included; a hung server then counts as down.
const SMTP_TIMEOUT: Duration = Duration::from_secs(15);

/// Where the mail goes, as configured. Both values are needed; without them mail waits.
#[derive(Debug, Clone, Default)]
pub struct MailSettings {
    /// e.g. `smtp://127.0.0.1:2525`; `smtps://` and `?tls=required` for TLS, user and password
    /// in the URL when the server wants them.
    pub smtp_url: Option<String>,
    /// The hotel's address: staff mail goes to it, and mail to visitors comes from it.
    pub staff_email: Option<String>,
}

/// A connection to the configured SMTP server, and the hotel's address.
pub struct Outbox {
    smtp: SmtpClient,
    hotel: Mailbox,
}

impl Outbox {
    /// `None` when mail is not configured; fails on settings that can never work (a malformed
    /// URL or address), so a typo shows at start rather than as mail that never leaves.
    pub fn new(settings: &MailSettings) -> anyhow::Result<Option<Outbox>> {
        let (Some(url), Some(email)) = (&settings.smtp_url, &settings.staff_email) else {
            return Ok(None);
        };
        let smtp = SmtpClient::from_url(url, SMTP_TIMEOUT)
            .map_err(|error| anyhow::anyhow!("DOGHOTEL_SMTP_URL is not an SMTP URL: {error}"))?;
        let hotel = Mailbox::new(
            Some("doghotel".to_owned()),
            email.parse().map_err(|error| {
                anyhow::anyhow!("DOGHOTEL_STAFF_EMAIL is not an email address: {error}")
            })?,
        );
        Ok(Some(Outbox { smtp, hotel }))
    }

    /// The hotel's address.
    pub fn hotel(&self) -> &Mailbox {
        &self.hotel
    }

    /// Sends the mail `stored` asked for, by the delivery rule above; `about` says which mail
    /// it is, in the log and in the parked event.
    pub async fn deliver(
        &self,
        mail: Result<Message, lettre::error::Error>,
        stored: &StoredEvent,
        about: ParkedMail,
    ) -> Result<Reaction, Error> {
        let (aggregate, about_text) = (&stored.aggregate_id, about.as_str());
        let mail = match mail {
            Ok(mail) => mail,
            // The same event would fail the same way on every attempt.
            Err(error) => return Ok(park(stored, about, &without_addresses(&error.to_string()))),
        };
        match self.smtp.send(mail.envelope(), &mail.formatted()).await {
            Ok(_) => {
                tracing::info!(%aggregate, about = about_text, "mail sent");
                Ok(Reaction::Done)
            }
            Err(error) => {
                let said = without_addresses(&error.to_string());
                if error.is_permanent() {
                    tracing::error!(%aggregate, about = about_text, error = %said, "mail refused for good; parked");
                    Ok(park(stored, about, &said))
                } else {
                    Err(Error::Mail(said.into()))
                }
            }
        }
    }
}

/// `said` with every word that holds an `@` (an address, bracketed or not) replaced.
pub(crate) fn without_addresses(said: &str) -> String {
    let separator = |c: char| c.is_whitespace() || "<>()[],;:\"'".contains(c);
    let mut kept = String::with_capacity(said.len());
    let mut word = String::new();
    for c in said.chars().chain(std::iter::once(' ')) {
        if separator(c) {
            kept.push_str(if word.contains('@') {
                "[address]"
            } else {
                &word
            });
            word.clear();
            kept.push(c);
        } else {
            word.push(c);
        }
    }
    kept.pop();
    kept
}

fn park(stored: &StoredEvent, mail: ParkedMail, reason: &str) -> Reaction {
    let parked = StaffMailEvent::MailParked {
        reason: reason.to_owned(),
        mail: Some(mail),
        request: Some(stored.aggregate_type.clone()),
        at: Utc::now(),
    };
    Reaction::Parked(NewEvent::of(&stored.aggregate_id, &parked))
}

#[cfg(test)]
mod tests {
    use super::without_addresses;

    #[test]
    fn a_mail_servers_answer_is_kept_without_the_addresses_it_names() {
        assert_eq!(
            without_addresses(
                "permanent error (550): 5.1.1 <zlata@example.com>: Recipient address rejected"
            ),
            "permanent error (550): 5.1.1 <[address]>: Recipient address rejected"
        );
        assert_eq!(
            without_addresses("mailbox ZLATA+news@Example.com.ua is full; try later"),
            "mailbox [address] is full; try later"
        );
        assert_eq!(
            without_addresses("connection refused"),
            "connection refused"
        );
    }
}
