//! `acknowledgement_mail`: a visitor who left an e-mail address with a dog request or a
//! message (or question) gets a mail saying it arrived, in the language they wrote in, from the
//! hotel's address (`projector/templates/{dog-request,message}-received.{uk,en}.{txt,html}`).
//! A visitor who left only a phone gets nothing: there is nowhere to send it. Delivery follows
//! every mail reactor's rule ([`Outbox::deliver`]).
//!
//! The forms take any address, so a stranger could make the hotel mail somebody else. The mail
//! therefore quotes nothing the visitor typed but their name (no message, no subject, no dog's
//! name from the form), so it cannot carry a stranger's text, and an address is acknowledged at
//! most once an hour (`acknowledged_addresses`): a request sent within an hour of one that was
//! acknowledged is stored and reaches staff as usual, only without a second acknowledgement.

use async_trait::async_trait;
use events::contact_message::{ContactMessageDetails, ContactMessageEvent};
use events::dog_request::{DogRequestDetails, DogRequestEvent};
use events::staff_mail::ParkedMail;
use events::{Language, StoredEvents};
use lettre::message::{Mailbox, MultiPart};
use lettre::Message;
use sqlx::PgPool;

use super::letters::{self, Letter, Templates};
use super::outbox::{MailSettings, Outbox};
use crate::reactor::Reaction;
use crate::stored_event::SubscribedEvents;
use crate::{Envelope, Error, Reactor, StoredEvent};

const DOG_REQUEST: &Templates = &[
    (
        Language::Uk,
        include_str!("../../templates/dog-request-received.uk.txt"),
        include_str!("../../templates/dog-request-received.uk.html"),
    ),
    (
        Language::En,
        include_str!("../../templates/dog-request-received.en.txt"),
        include_str!("../../templates/dog-request-received.en.html"),
    ),
];

const MESSAGE: &Templates = &[
    (
        Language::Uk,
        include_str!("../../templates/message-received.uk.txt"),
        include_str!("../../templates/message-received.uk.html"),
    ),
    (
        Language::En,
        include_str!("../../templates/message-received.en.txt"),
        include_str!("../../templates/message-received.en.html"),
    ),
];

pub struct AcknowledgementMail {
    /// `None` when SMTP is not configured: acknowledgements then wait, visibly, until it is.
    outbox: Option<Outbox>,
    pool: PgPool,
}

impl AcknowledgementMail {
    pub fn new(settings: &MailSettings, pool: PgPool) -> anyhow::Result<AcknowledgementMail> {
        Ok(AcknowledgementMail {
            outbox: Outbox::new(settings)?,
            pool,
        })
    }

    /// Takes `to`'s turn for the request `stored`: `false` when another request to the same
    /// address (in any case) was acknowledged less than an hour before this one was sent.
    async fn take_turn(&self, to: &str, stored: &StoredEvent) -> Result<bool, Error> {
        let mut transaction = self.pool.begin().await?;
        sqlx::query(
            "DELETE FROM acknowledged_addresses WHERE acknowledged_at <= $1 - interval '1 hour'",
        )
        .bind(stored.recorded_at)
        .execute(&mut *transaction)
        .await?;
        let taken = sqlx::query(
            "INSERT INTO acknowledged_addresses (digest, request, acknowledged_at) \
             VALUES (encode(sha256(convert_to(lower(trim($1)), 'UTF8')), 'hex'), $2, $3) \
             ON CONFLICT (digest) DO UPDATE SET request = EXCLUDED.request \
             WHERE acknowledged_addresses.request = EXCLUDED.request",
        )
        .bind(to)
        .bind(format!("{}/{}", stored.aggregate_id, stored.sequence))
        .bind(stored.recorded_at)
        .execute(&mut *transaction)
        .await?
        .rows_affected()
            == 1;
        transaction.commit().await?;
        Ok(taken)
    }
}

/// What visitors send that is answered by mail when they leave an address.
#[derive(Debug)]
pub enum VisitorRequest {
    Dog(DogRequestEvent),
    Contact(ContactMessageEvent),
}

impl SubscribedEvents for VisitorRequest {
    fn aggregate_types() -> Vec<&'static str> {
        vec![
            DogRequestEvent::AGGREGATE_TYPE,
            ContactMessageEvent::AGGREGATE_TYPE,
        ]
    }

    fn decode(stored: &StoredEvent) -> Result<VisitorRequest, Error> {
        match stored.aggregate_type.as_str() {
            ContactMessageEvent::AGGREGATE_TYPE => stored.decode().map(VisitorRequest::Contact),
            _ => stored.decode().map(VisitorRequest::Dog),
        }
    }
}

/// Who to tell and what: `None` for a visitor who left no address.
fn acknowledgement(request: &VisitorRequest) -> Option<(&str, &str, Letter)> {
    match request {
        // A bot's submission is not answered: the address may be anybody's.
        VisitorRequest::Dog(DogRequestEvent::DogRequestReceived {
            request: DogRequestDetails { spam: Some(_), .. },
            ..
        })
        | VisitorRequest::Contact(ContactMessageEvent::ContactMessageReceived {
            message: ContactMessageDetails { spam: Some(_), .. },
            ..
        }) => None,
        VisitorRequest::Dog(DogRequestEvent::DogRequestReceived { request, .. }) => {
            let values = [("name", request.name.as_str())];
            let letter = letters::letter(DOG_REQUEST, request.locale, &values);
            Some((&request.email, &request.name, letter))
        }
        VisitorRequest::Contact(ContactMessageEvent::ContactMessageReceived {
            message, ..
        }) => {
            let to = message.reply_to.email()?;
            let values = [("name", message.name.as_str())];
            let letter = letters::letter(MESSAGE, message.locale, &values);
            Some((to, &message.name, letter))
        }
    }
}

fn compose(
    to: &str,
    name: &str,
    letter: Letter,
    hotel: &Mailbox,
    stored: &StoredEvent,
) -> Result<Message, lettre::error::Error> {
    let to = to.parse().map_err(|_| lettre::error::Error::MissingTo)?;
    Message::builder()
        .from(hotel.clone())
        .to(Mailbox::new(Some(name.to_owned()), to))
        .subject(letter.subject)
        .message_id(Some(format!(
            "<received-{}-{}@doghotel>",
            stored.aggregate_id, stored.sequence
        )))
        .multipart(MultiPart::alternative_plain_html(letter.text, letter.html))
}

#[async_trait]
impl Reactor for AcknowledgementMail {
    type Event = VisitorRequest;
    const NAME: &'static str = "acknowledgement_mail";
    const EVENT_TYPES: Option<&'static [&'static str]> =
        Some(&["DogRequestReceived", "ContactMessageReceived"]);

    async fn react(
        &self,
        Envelope { event, stored }: Envelope<'_, VisitorRequest>,
    ) -> Result<Reaction, Error> {
        // Only what people send is acknowledged; the command line's writes are nobody's.
        if stored.metadata.actor == events::metadata::COMMAND_LINE {
            return Ok(Reaction::Done);
        }
        let Some((to, name, letter)) = acknowledgement(&event) else {
            return Ok(Reaction::Done);
        };
        let outbox = self.outbox.as_ref().ok_or(Error::MailNotConfigured)?;
        if !self.take_turn(to, stored).await? {
            tracing::info!(
                request = %stored.aggregate_id,
                "not acknowledged: its address was acknowledged within the hour"
            );
            return Ok(Reaction::Done);
        }
        let mail = compose(to, name, letter, outbox.hotel(), stored);
        outbox
            .deliver(mail, stored, ParkedMail::Acknowledgement)
            .await
    }
}

#[cfg(test)]
mod tests {
    use chrono::Utc;
    use events::contact_message::{MessageKind, ReplyChannel};

    use super::*;

    fn message(reply_to: ReplyChannel, locale: Language) -> VisitorRequest {
        VisitorRequest::Contact(ContactMessageEvent::ContactMessageReceived {
            message: ContactMessageDetails {
                name: "Олена".into(),
                reply_to,
                message: "Чи є місце на 12 днів?".into(),
                subject: String::new(),
                locale,
                kind: MessageKind::Question,
                spam: None,
            },
            at: Utc::now(),
        })
    }

    #[test]
    fn a_message_is_acknowledged_in_its_language_quoting_only_the_name() {
        for (locale, subject) in [
            (Language::Uk, "Ми отримали ваше повідомлення"),
            (Language::En, "We have received your message"),
        ] {
            let request = message(ReplyChannel::Email("olena@ukr.net".into()), locale);
            let (to, _, letter) = acknowledgement(&request).expect("an address");
            assert_eq!(to, "olena@ukr.net");
            assert!(letter.subject.starts_with(subject), "{}", letter.subject);
            assert!(letter.text.contains("Олена"));
            assert!(letter.html.contains("Олена"));
            assert!(!letter.text.contains("12 днів") && !letter.html.contains("12 днів"));
        }
        let by_phone = message(
            ReplyChannel::Phone("+38(050)123-45-67".into()),
            Language::Uk,
        );
        assert!(acknowledgement(&by_phone).is_none());
    }

    #[test]
    fn a_dog_request_is_acknowledged_quoting_only_the_name() {
        let request = VisitorRequest::Dog(DogRequestEvent::DogRequestReceived {
            request: DogRequestDetails {
                name: "Taras".into(),
                email: "taras@example.com".into(),
                phone: "+38(067)765-43-21".into(),
                message: String::new(),
                subject: "Take home".into(),
                dog_name: "Bim".into(),
                locale: Language::En,
                dog_url: "https://doghotel.test/en/want-a-friend/dog/7".into(),
                spam: None,
            },
            at: Utc::now(),
        });
        let (to, _, letter) = acknowledgement(&request).expect("an address");
        assert_eq!(to, "taras@example.com");
        // Staff find the staff mail of a request by the dog's name in its subject.
        assert_eq!(letter.subject, "We have received your request — DogHotel");
        assert!(letter.text.starts_with("Hello, Taras!"));
        for typed in ["Take home", "Bim"] {
            assert!(!letter.text.contains(typed) && !letter.html.contains(typed));
        }
    }
}
