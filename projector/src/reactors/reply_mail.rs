//! `reply_mail`: each answer staff write in the inbox becomes a mail to the visitor, from the
//! hotel's address, in the language the visitor wrote in: the staff member's text between a
//! greeting and a signature (`projector/templates/inbox-reply.{uk,en}.{txt,html}`), as plain
//! text and HTML. Delivery follows every mail reactor's rule ([`Outbox::deliver`]).

use async_trait::async_trait;
use events::inbox::{InboxItemEvent, InboxReply};
use events::staff_mail::ParkedMail;
use events::Language;
use lettre::message::{Mailbox, MultiPart};
use lettre::Message;

use super::letters::{self, Letter, Templates};
use super::outbox::{MailSettings, Outbox};
use crate::reactor::Reaction;
use crate::{Envelope, Error, Reactor, StoredEvent};

/// The answer's texts: the plain text's first line is the subject.
const REPLY: &Templates = &[
    (
        Language::Uk,
        include_str!("../../templates/inbox-reply.uk.txt"),
        include_str!("../../templates/inbox-reply.uk.html"),
    ),
    (
        Language::En,
        include_str!("../../templates/inbox-reply.en.txt"),
        include_str!("../../templates/inbox-reply.en.html"),
    ),
];

pub struct ReplyMail {
    /// `None` when SMTP is not configured: answers then wait, visibly, until it is.
    outbox: Option<Outbox>,
}

impl ReplyMail {
    pub fn new(settings: &MailSettings) -> anyhow::Result<ReplyMail> {
        Ok(ReplyMail {
            outbox: Outbox::new(settings)?,
        })
    }
}

/// The answer in the visitor's language.
fn answer(reply: &InboxReply) -> Letter {
    letters::letter(
        REPLY,
        reply.language,
        &[("name", &reply.name), ("text", &reply.text)],
    )
}

fn compose(
    reply: &InboxReply,
    hotel: &Mailbox,
    stored: &StoredEvent,
) -> Result<Message, lettre::error::Error> {
    let Letter {
        subject,
        text,
        html,
    } = answer(reply);
    let to = reply
        .to
        .parse()
        .map_err(|_| lettre::error::Error::MissingTo)?;
    Message::builder()
        .from(hotel.clone())
        .to(Mailbox::new(Some(reply.name.clone()), to))
        .subject(subject)
        .message_id(Some(format!(
            "<reply-{}-{}@doghotel>",
            stored.aggregate_id, stored.sequence
        )))
        .multipart(MultiPart::alternative_plain_html(text, html))
}

#[async_trait]
impl Reactor for ReplyMail {
    type Event = InboxItemEvent;
    const NAME: &'static str = "reply_mail";
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["InboxReplied"]);

    async fn react(
        &self,
        Envelope { event, stored }: Envelope<'_, InboxItemEvent>,
    ) -> Result<Reaction, Error> {
        let InboxItemEvent::InboxReplied { reply, .. } = &event else {
            return Ok(Reaction::Done);
        };
        let outbox = self.outbox.as_ref().ok_or(Error::MailNotConfigured)?;
        let mail = compose(reply, outbox.hotel(), stored);
        outbox.deliver(mail, stored, ParkedMail::Reply).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(language: Language) -> InboxReply {
        InboxReply {
            to: "olena@example.com".into(),
            name: "Олена <b>".into(),
            language,
            text: "Так, місце є.\nЧекаємо {name} & Бима!".into(),
        }
    }

    #[test]
    fn the_answer_is_in_the_visitors_language_between_greeting_and_signature() {
        for (language, subject, greeting, signature) in [
            (
                Language::Uk,
                "Відповідь DogHotel",
                "Добрий день, Олена <b>!",
                "команда DogHotel",
            ),
            (
                Language::En,
                "A reply from DogHotel",
                "Hello, Олена <b>!",
                "the DogHotel team",
            ),
        ] {
            let Letter {
                subject: title,
                text,
                html,
            } = answer(&reply(language));
            assert!(title.starts_with(subject), "{language:?}: {title}");
            assert!(text.starts_with(greeting), "{language:?}: {text}");
            assert!(text.contains("Так, місце є.\nЧекаємо {name} & Бима!"));
            assert!(text.contains(signature));
            assert!(html.contains(signature));
        }
    }

    #[test]
    fn what_people_wrote_is_text_in_the_html_part() {
        let html = answer(&reply(Language::Uk)).html;
        assert!(!html.contains("<b>"), "{html}");
        assert!(html.contains("&lt;b&gt;"), "{html}");
        assert!(html.contains("&amp;"), "{html}");
    }
}
