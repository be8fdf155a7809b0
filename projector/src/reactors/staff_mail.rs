//! `staff_mail`: every stored dog request and contact message becomes a mail to the staff
//! address over SMTP (DESIGN §3), in the order visitors sent them, and so does every review or
//! answer a visitor submits, so staff know one waits for moderation. The engine advances this
//! reactor's checkpoint past a request only once the SMTP server has accepted its mail, so a
//! request is never lost: with SMTP down or not configured the reactor stops at the request,
//! shows why on `/api/health`, and the engine retries it with a growing pause until it goes
//! through. A mail the server refuses for good (a 5xx answer) is parked instead, as a
//! `MailParked` event with the server's answer, so the mails after it still go out.
//! Delivery is at least once: a crash between the server's acceptance and the checkpoint's
//! commit sends that one mail again, with the same Message-ID.

use async_trait::async_trait;
use events::contact_message::{ContactMessageDetails, ContactMessageEvent};
use events::dog_request::{DogRequestDetails, DogRequestEvent};
use events::review::{ReviewDetails, ReviewEvent};
use events::staff_mail::ParkedMail;
use events::StoredEvents;
use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::Message;

use super::outbox::{MailSettings, Outbox};
use crate::reactor::Reaction;
use crate::stored_event::SubscribedEvents;
use crate::{Envelope, Error, Reactor, StoredEvent};

pub struct StaffMail {
    /// `None` when SMTP is not configured: every request then waits, visibly, until it is.
    outbox: Option<Outbox>,
}

impl StaffMail {
    /// Fails on settings that can never work (see [`Outbox::new`]).
    pub fn new(settings: &MailSettings) -> anyhow::Result<StaffMail> {
        let outbox = Outbox::new(settings)?;
        if outbox.is_none() {
            tracing::warn!(
                "mail is not configured (DOGHOTEL_SMTP_URL, DOGHOTEL_STAFF_EMAIL): \
                 dog requests are kept and will be mailed once it is"
            );
        }
        Ok(StaffMail { outbox })
    }
}

/// What visitors send the staff: a request about a dog, a message from the contact form, or a
/// review to moderate.
#[derive(Debug)]
pub enum StaffRequest {
    Dog(DogRequestEvent),
    Contact(ContactMessageEvent),
    Review(ReviewEvent),
}

impl SubscribedEvents for StaffRequest {
    fn aggregate_types() -> Vec<&'static str> {
        vec![
            DogRequestEvent::AGGREGATE_TYPE,
            ContactMessageEvent::AGGREGATE_TYPE,
            ReviewEvent::AGGREGATE_TYPE,
        ]
    }

    fn decode(stored: &StoredEvent) -> Result<StaffRequest, Error> {
        match stored.aggregate_type.as_str() {
            ContactMessageEvent::AGGREGATE_TYPE => stored.decode().map(StaffRequest::Contact),
            ReviewEvent::AGGREGATE_TYPE => stored.decode().map(StaffRequest::Review),
            _ => stored.decode().map(StaffRequest::Dog),
        }
    }
}

#[async_trait]
impl Reactor for StaffMail {
    type Event = StaffRequest;
    const NAME: &'static str = "staff_mail";
    /// Of reviews, only what visitors submit: staff's own moderation and answers need no mail.
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&[
        "DogRequestReceived",
        "ContactMessageReceived",
        "ReviewSubmitted",
    ]);

    async fn react(
        &self,
        Envelope { event, stored }: Envelope<'_, StaffRequest>,
    ) -> Result<Reaction, Error> {
        // Staff are mailed what people send. What the command line wrote (the demo's reviews
        // of `seed-demo`) is nobody's request, and must not wait for a mail server.
        if stored.metadata.actor == events::metadata::COMMAND_LINE {
            return Ok(Reaction::Done);
        }
        let outbox = self.outbox.as_ref().ok_or(Error::MailNotConfigured)?;
        let staff = outbox.hotel();
        let composed = match &event {
            // What was judged a bot's waits in the inbox's spam, where staff look when they
            // wish, instead of in their mailbox.
            StaffRequest::Dog(DogRequestEvent::DogRequestReceived {
                request: DogRequestDetails { spam: Some(_), .. },
                ..
            })
            | StaffRequest::Contact(ContactMessageEvent::ContactMessageReceived {
                message: ContactMessageDetails { spam: Some(_), .. },
                ..
            })
            | StaffRequest::Review(ReviewEvent::ReviewSubmitted {
                review: ReviewDetails { spam: Some(_), .. },
                ..
            }) => return Ok(Reaction::Done),
            StaffRequest::Dog(DogRequestEvent::DogRequestReceived { request, .. }) => {
                compose(request, staff, stored)
            }
            StaffRequest::Contact(ContactMessageEvent::ContactMessageReceived {
                message, ..
            }) => compose_contact(message, staff, stored),
            StaffRequest::Review(ReviewEvent::ReviewSubmitted { review, .. }) => {
                compose_review(review, staff, stored)
            }
            // Not among `EVENT_TYPES`: never fed to this reactor.
            StaffRequest::Review(_) => return Ok(Reaction::Done),
        };
        outbox
            .deliver(composed, stored, ParkedMail::StaffNotification)
            .await
    }
}

/// Subject: the request's kind and the dog (`Взяти додому: Бім`). Plain text, labels in both
/// languages. Reply-To is the visitor, so answering the mail answers them.
fn compose(
    request: &DogRequestDetails,
    staff: &Mailbox,
    event: &StoredEvent,
) -> Result<Message, lettre::error::Error> {
    let mut builder = Message::builder()
        .from(staff.clone())
        .to(staff.clone())
        .subject(format!("{}: {}", request.subject, request.dog_name))
        // The same request always carries the same id, so a mail sent twice (see the module
        // comment) is one conversation in the staff mailbox.
        .message_id(Some(format!(
            "<dog-request-{}@doghotel>",
            event.aggregate_id
        )));
    // Our rules accept a few addresses that mail headers do not; the address is in the body
    // anyway, and a request must never be stuck on its Reply-To.
    if let Ok(address) = request.email.parse() {
        builder = builder.reply_to(Mailbox::new(Some(request.name.clone()), address));
    }
    builder
        .header(ContentType::TEXT_PLAIN)
        .body(body(request, event))
}

/// Subject: the form's subject or the visitor's name. Reply-To is the visitor when they left an
/// email; a phone is in the subject, so whoever reads it can call back at once.
fn compose_contact(
    message: &ContactMessageDetails,
    staff: &Mailbox,
    event: &StoredEvent,
) -> Result<Message, lettre::error::Error> {
    let contact = message.reply_to.first();
    let subject = if message.subject.is_empty() {
        format!(
            "Повідомлення з сайту / Message from the website: {}, {contact}",
            message.name
        )
    } else {
        format!("{}: {}, {contact}", message.subject, message.name)
    };
    let mut builder = Message::builder()
        .from(staff.clone())
        .to(staff.clone())
        .subject(subject)
        .message_id(Some(format!(
            "<contact-message-{}@doghotel>",
            event.aggregate_id
        )));
    if let Some(email) = message.reply_to.email() {
        if let Ok(address) = email.parse() {
            builder = builder.reply_to(Mailbox::new(Some(message.name.clone()), address));
        }
    }
    builder
        .header(ContentType::TEXT_PLAIN)
        .body(contact_body(message, event))
}

/// Subject: what waits for moderation and who wrote it; the body has the text, so staff can
/// judge it from the mail and approve it in the admin.
fn compose_review(
    review: &ReviewDetails,
    staff: &Mailbox,
    event: &StoredEvent,
) -> Result<Message, lettre::error::Error> {
    let kind = if review.parent_id.is_some() {
        "Нова відповідь на відгук / New answer to a review"
    } else {
        "Новий відгук / New review"
    };
    Message::builder()
        .from(staff.clone())
        .to(staff.clone())
        .subject(format!("{kind}: {}", review.name))
        .message_id(Some(format!("<review-{}@doghotel>", event.aggregate_id)))
        .header(ContentType::TEXT_PLAIN)
        .body(review_body(kind, review, event))
}

fn review_body(kind: &str, review: &ReviewDetails, event: &StoredEvent) -> String {
    format!(
        "{kind}\n\
         Чекає на модерацію / Waiting for moderation\n\
         \n\
         Ім'я / Name: {name}\n\
         Тварина / Pet: {pet}\n\
         Фото / Photo: {photo}\n\
         Мова / Language: {language}\n\
         \n\
         {text}\n\
         \n\
         Отримано / Received: {at}\n",
        name = review.name,
        pet = review.pet_name.as_deref().unwrap_or("—"),
        photo = if review.image.is_some() {
            "так / yes"
        } else {
            "—"
        },
        language = review.language.value(),
        text = review.text,
        at = event.recorded_at.format("%Y-%m-%d %H:%M UTC"),
    )
}

fn contact_body(message: &ContactMessageDetails, event: &StoredEvent) -> String {
    let phone = message
        .reply_to
        .phone()
        .map(|phone| format!("Телефон / Phone: {phone}\n"));
    let email = message
        .reply_to
        .email()
        .map(|email| format!("Email: {email}\n"));
    format!(
        "Повідомлення з сайту / Message from the website\n\
         \n\
         Ім'я / Name: {name}\n\
         {phone}{email}\
         Мова / Language: {language}\n\
         \n\
         Повідомлення / Message:\n\
         {text}\n\
         \n\
         Отримано / Received: {at}\n",
        name = message.name,
        phone = phone.unwrap_or_default(),
        email = email.unwrap_or_default(),
        language = message.locale.value(),
        text = message.message,
        at = event.recorded_at.format("%Y-%m-%d %H:%M UTC"),
    )
}

fn body(request: &DogRequestDetails, event: &StoredEvent) -> String {
    let message = if request.message.is_empty() {
        "—"
    } else {
        &request.message
    };
    format!(
        "Запит із сайту / Request from the website: {subject}\n\
         \n\
         Собака / Dog: {dog}\n\
         Сторінка / Page: {url}\n\
         \n\
         Ім'я / Name: {name}\n\
         Email: {email}\n\
         Телефон / Phone: {phone}\n\
         Мова / Language: {language}\n\
         \n\
         Повідомлення / Message:\n\
         {message}\n\
         \n\
         Отримано / Received: {at}\n",
        subject = request.subject,
        dog = request.dog_name,
        url = request.dog_url,
        name = request.name,
        email = request.email,
        phone = request.phone,
        language = request.locale.value(),
        at = event.recorded_at.format("%Y-%m-%d %H:%M UTC"),
    )
}

#[cfg(test)]
mod tests {
    use events::contact_message::{MessageKind, ReplyChannel};
    use events::{EventMetadata, Language};

    use super::*;

    fn request() -> DogRequestDetails {
        DogRequestDetails {
            name: "Олена".into(),
            email: "olena@example.com".into(),
            phone: "+38(050)123-45-67".into(),
            message: "Маю подвір'я".into(),
            subject: "Взяти додому".into(),
            dog_name: "Бім".into(),
            locale: Language::Uk,
            dog_url: "http://localhost:8080/uk/want-a-friend/dog/7".into(),
            spam: None,
        }
    }

    fn stored(request: &DogRequestDetails) -> StoredEvent {
        let recorded_at = "2026-11-21T10:00:00Z".parse().unwrap();
        let event = DogRequestEvent::DogRequestReceived {
            request: request.clone(),
            at: recorded_at,
        };
        StoredEvent {
            global_position: 3,
            aggregate_type: events::dog_request::AGGREGATE_TYPE.into(),
            aggregate_id: "0193-request".into(),
            sequence: 1,
            event_type: "DogRequestReceived".into(),
            event_version: "1.0".into(),
            payload: serde_json::to_value(event).unwrap(),
            metadata: EventMetadata::default(),
            recorded_at,
            erased_at: None,
        }
    }

    fn staff() -> Mailbox {
        "doghotel <staff@doghotel.test>".parse().unwrap()
    }

    #[test]
    fn the_mail_names_the_dog_and_answers_to_the_visitor() {
        let request = request();
        let mail = compose(&request, &staff(), &stored(&request)).unwrap();
        let headers = mail.headers().to_string();
        assert!(headers.contains("olena@example.com"), "{headers}");
        assert!(
            headers.contains("<dog-request-0193-request@doghotel>"),
            "{headers}"
        );
        let text = body(&request, &stored(&request));
        for expected in [
            "Бім",
            "Олена",
            "olena@example.com",
            "+38(050)123-45-67",
            "Маю подвір'я",
            "http://localhost:8080/uk/want-a-friend/dog/7",
            "2026-11-21 10:00 UTC",
        ] {
            assert!(text.contains(expected), "{expected} missing from {text}");
        }
    }

    fn contact_message(reply_to: ReplyChannel) -> (ContactMessageDetails, StoredEvent) {
        let message = ContactMessageDetails {
            name: "Олена".into(),
            reply_to,
            message: "Чи є місце для собаки на 12 днів.".into(),
            subject: String::new(),
            locale: Language::En,
            kind: MessageKind::Message,
            spam: None,
        };
        let mut stored = stored(&request());
        stored.aggregate_type = ContactMessageEvent::AGGREGATE_TYPE.into();
        stored.event_type = "ContactMessageReceived".into();
        stored.payload = serde_json::to_value(ContactMessageEvent::ContactMessageReceived {
            message: message.clone(),
            at: stored.recorded_at,
        })
        .unwrap();
        (message, stored)
    }

    #[test]
    fn a_contact_message_by_email_answers_to_the_visitor() {
        let (message, stored) = contact_message(ReplyChannel::Email("olena@example.com".into()));
        assert!(matches!(
            StaffRequest::decode(&stored).unwrap(),
            StaffRequest::Contact(_)
        ));
        let mail = compose_contact(&message, &staff(), &stored).unwrap();
        let headers = mail.headers().to_string();
        assert!(headers.contains("Reply-To"), "{headers}");
        assert!(headers.contains("<contact-message-0193-request@doghotel>"));
        let text = contact_body(&message, &stored);
        for expected in ["Олена", "olena@example.com", "12 днів", "Language: en"] {
            assert!(text.contains(expected), "{expected} missing from {text}");
        }
    }

    #[test]
    fn a_contact_message_by_phone_carries_the_phone_and_no_reply_to() {
        let (message, stored) = contact_message(ReplyChannel::Phone("+38(050)123-45-67".into()));
        let mail = compose_contact(&message, &staff(), &stored).unwrap();
        assert!(!mail.headers().to_string().contains("Reply-To"));
        assert!(contact_body(&message, &stored).contains("Phone: +38(050)123-45-67"));
    }

    #[test]
    fn a_submitted_answer_is_mailed_for_moderation() {
        let review = ReviewDetails {
            parent_id: Some("0193-review".into()),
            name: "Олена".into(),
            pet_name: Some("Бім".into()),
            text: "Підтверджую, чудовий готель.".into(),
            image: None,
            language: Language::Uk,
            spam: None,
        };
        let mut stored = stored(&request());
        stored.aggregate_type = ReviewEvent::AGGREGATE_TYPE.into();
        stored.event_type = "ReviewSubmitted".into();
        stored.payload = serde_json::to_value(ReviewEvent::ReviewSubmitted {
            review: review.clone(),
            at: stored.recorded_at,
        })
        .unwrap();
        assert!(matches!(
            StaffRequest::decode(&stored).unwrap(),
            StaffRequest::Review(_)
        ));
        let mail = compose_review(&review, &staff(), &stored).unwrap();
        assert!(mail
            .headers()
            .to_string()
            .contains("<review-0193-request@doghotel>"));
        let text = review_body("Нова відповідь на відгук", &review, &stored);
        for expected in ["Олена", "Бім", "чудовий готель", "модерацію"]
        {
            assert!(text.contains(expected), "{expected} missing from {text}");
        }
    }

    #[test]
    fn an_address_mail_headers_refuse_leaves_out_the_reply_to() {
        let mut request = request();
        request.email = "olena@@example.com".into();
        let mail = compose(&request, &staff(), &stored(&request)).unwrap();
        assert!(!mail.headers().to_string().contains("Reply-To"));
    }
}
