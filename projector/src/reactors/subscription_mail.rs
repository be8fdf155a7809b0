//! `subscription_mail`: each newsletter subscription request becomes a confirmation mail to the
//! address, in the language of the page it was given on, with the link that confirms it and
//! one that unsubscribes. The texts are files per language (`projector/templates/`), each with
//! a plain-text and an HTML part; delivery follows every mail reactor's rule
//! ([`Outbox::deliver`]).

use async_trait::async_trait;
use chrono::Utc;
use events::newsletter::{LinkPurpose, SubscriptionEvent, SubscriptionKey, CONFIRM_WITHIN};
use events::staff_mail::ParkedMail;
use events::Language;
use lettre::message::{Mailbox, MultiPart};
use lettre::Message;

use super::outbox::{MailSettings, Outbox};
use crate::reactor::Reaction;
use crate::{Envelope, Error, Reactor, StoredEvent};

/// The confirmation mail's texts: the plain text's first line is the subject.
const CONFIRMATION: [(Language, &str, &str); 2] = [
    (
        Language::Uk,
        include_str!("../../templates/subscription-confirmation.uk.txt"),
        include_str!("../../templates/subscription-confirmation.uk.html"),
    ),
    (
        Language::En,
        include_str!("../../templates/subscription-confirmation.en.txt"),
        include_str!("../../templates/subscription-confirmation.en.html"),
    ),
];

pub struct SubscriptionMail {
    /// `None` when SMTP is not configured: requests then wait, visibly, until it is.
    outbox: Option<Outbox>,
    key: SubscriptionKey,
    /// The site's address as visitors reach it, e.g. `https://doghotel.kyiv.ua`.
    public_url: String,
}

impl SubscriptionMail {
    pub fn new(
        settings: &MailSettings,
        key: SubscriptionKey,
        public_url: &str,
    ) -> anyhow::Result<SubscriptionMail> {
        Ok(SubscriptionMail {
            outbox: Outbox::new(settings)?,
            key,
            public_url: public_url.trim_end_matches('/').to_owned(),
        })
    }

    /// The page a link of `purpose` opens, in `language`.
    fn link(&self, id: &str, purpose: LinkPurpose, language: Language) -> String {
        let prefix = match language.texts() {
            Language::En => "/en",
            _ => "",
        };
        let page = match purpose {
            LinkPurpose::Confirm => "confirm",
            LinkPurpose::Unsubscribe => "unsubscribe",
        };
        format!(
            "{}{prefix}/newsletter/{page}?token={}",
            self.public_url,
            self.key.link_token(id, purpose)
        )
    }

    /// The confirmation of subscription `id` in `language`: subject, plain text and HTML.
    fn letter(&self, id: &str, language: Language) -> (String, String, String) {
        let (_, text, html) = CONFIRMATION
            .iter()
            .find(|(of, ..)| *of == language.texts())
            .unwrap_or(&CONFIRMATION[0]);
        let fill = |template: &str| {
            template
                .replace(
                    "{confirm_link}",
                    &self.link(id, LinkPurpose::Confirm, language),
                )
                .replace(
                    "{unsubscribe_link}",
                    &self.link(id, LinkPurpose::Unsubscribe, language),
                )
        };
        let text = fill(text);
        let (subject, body) = text.split_once("\n\n").unwrap_or(("DogHotel", &text));
        (subject.trim().to_owned(), body.to_owned(), fill(html))
    }

    fn compose(
        &self,
        email: &str,
        language: Language,
        hotel: &Mailbox,
        stored: &StoredEvent,
    ) -> Result<Message, lettre::error::Error> {
        let id = &stored.aggregate_id;
        let (subject, text, html) = self.letter(id, language);
        let to = email.parse().map_err(|_| lettre::error::Error::MissingTo)?;
        Message::builder()
            .from(hotel.clone())
            .to(Mailbox::new(None, to))
            .subject(subject)
            .message_id(Some(format!(
                "<subscription-{id}-{}@doghotel>",
                stored.sequence
            )))
            .multipart(MultiPart::alternative_plain_html(text, html))
    }
}

#[async_trait]
impl Reactor for SubscriptionMail {
    type Event = SubscriptionEvent;
    const NAME: &'static str = "subscription_mail";
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["SubscriptionRequested"]);

    async fn react(
        &self,
        Envelope { event, stored }: Envelope<'_, SubscriptionEvent>,
    ) -> Result<Reaction, Error> {
        let SubscriptionEvent::SubscriptionRequested {
            email,
            language,
            at,
        } = &event
        else {
            return Ok(Reaction::Done);
        };
        // Reached after mail was down for a week: its link would no longer confirm anything.
        if Utc::now() - *at >= CONFIRM_WITHIN {
            tracing::warn!(subscription = %stored.aggregate_id, "confirmation mail too late to be of use; not sent");
            return Ok(Reaction::Done);
        }
        let outbox = self.outbox.as_ref().ok_or(Error::MailNotConfigured)?;
        let mail = self.compose(email, *language, outbox.hotel(), stored);
        outbox
            .deliver(mail, stored, ParkedMail::SubscriptionConfirmation)
            .await
    }
}

#[cfg(test)]
mod tests {
    use events::EventMetadata;

    use super::*;

    fn mail() -> SubscriptionMail {
        SubscriptionMail {
            outbox: None,
            key: SubscriptionKey::new(b"secret"),
            public_url: "https://doghotel.test".into(),
        }
    }

    fn stored() -> StoredEvent {
        let recorded_at = "2026-11-25T10:00:00Z".parse().unwrap();
        StoredEvent {
            global_position: 3,
            aggregate_type: events::newsletter::AGGREGATE_TYPE.into(),
            aggregate_id: "0a1b".into(),
            sequence: 1,
            event_type: "SubscriptionRequested".into(),
            event_version: "1.0".into(),
            payload: serde_json::Value::Null,
            metadata: EventMetadata::default(),
            recorded_at,
            erased_at: None,
        }
    }

    #[test]
    fn the_confirmation_is_in_the_subscribers_language_with_links_that_open() {
        let mail = mail();
        for (language, subject, prefix) in [
            (
                Language::Uk,
                "Підтвердіть підписку",
                "https://doghotel.test/newsletter/",
            ),
            (
                Language::Ru,
                "Підтвердіть підписку",
                "https://doghotel.test/newsletter/",
            ),
            (
                Language::En,
                "Confirm your subscription",
                "https://doghotel.test/en/newsletter/",
            ),
        ] {
            let (title, text, html) = mail.letter("0a1b", language);
            assert!(title.starts_with(subject), "{language:?}: {title}");
            let confirm = format!("{prefix}confirm?token=");
            for part in [&text, &html] {
                assert!(part.contains(&confirm), "{language:?}: {part}");
                assert!(part.contains(&format!("{prefix}unsubscribe?token=")));
                assert!(!part.contains('{'), "a placeholder left in {part}");
            }
            let token = text
                .split(&confirm)
                .nth(1)
                .and_then(|rest| rest.split_whitespace().next())
                .unwrap();
            assert_eq!(
                mail.key.read_link(token, LinkPurpose::Confirm).as_deref(),
                Some("0a1b")
            );
        }
    }

    #[test]
    fn the_mail_goes_to_the_subscriber_from_the_hotel_in_two_parts() {
        let hotel: Mailbox = "doghotel <hotel@doghotel.test>".parse().unwrap();
        let message = mail()
            .compose("olena@ukr.net", Language::En, &hotel, &stored())
            .unwrap();
        let headers = message.headers().to_string();
        assert!(headers.contains("To: olena@ukr.net"), "{headers}");
        assert!(
            headers.contains("From: doghotel <hotel@doghotel.test>"),
            "{headers}"
        );
        assert!(headers.contains("Subject: Confirm your subscription to DogHotel news"));
        let raw = String::from_utf8(message.formatted()).unwrap();
        assert!(raw.contains("multipart/alternative"), "{raw}");
        assert!(
            raw.contains("text/plain") && raw.contains("text/html"),
            "{raw}"
        );
    }
}
