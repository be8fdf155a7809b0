//! What the contact form sends (SPEC §3 "Contact form", §7 `/send-message`) and its rules
//! (SPEC §5 "Contact form"): a name, a message, and a phone or an email, whichever way the
//! visitor chose to be answered.

use events::contact_message::{ContactMessageDetails, MessageKind, ReplyChannel};
use events::spam::SpamSignal;
use events::Language;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::{ApiError, INVALID_REQUEST};
use crate::validation::{ContactName, Email, Phone, CONTACT_MESSAGE, QUESTION};

/// SPEC §7's payload plus `website`, the honeypot every public form has.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactMessagePayload {
    #[serde(default)]
    #[schema(example = "Олена")]
    pub name: String,
    /// Given when the visitor chose to be called back; then `email` is empty or absent.
    #[serde(default)]
    #[schema(example = "+38(050)123-45-67")]
    pub phone: String,
    /// Given when the visitor chose to be answered by mail; then `phone` is empty or absent.
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    #[schema(example = "Чи є місце для собаки на 12 днів")]
    pub message: String,
    /// Where the form was, e.g. the modal's title.
    #[serde(default)]
    pub subject: String,
    /// What the visitor wrote: a message (the default) or a question for the FAQ, which may
    /// use a question mark.
    #[serde(default)]
    pub kind: MessageKind,
    /// The page's language; the `Accept-DHLanguage` header's when absent.
    #[serde(default)]
    #[schema(example = "uk")]
    pub locale: Option<String>,
    /// The honeypot: must be empty.
    #[serde(default)]
    pub website: String,
    /// How long the form was on the screen before it was sent, in milliseconds, as the page
    /// measured it: a form sent sooner than a person can fill it in is judged a bot's.
    #[serde(default)]
    pub shown_for_ms: Option<u64>,
}

/// Generous for a translated title; beyond it the subject is not the site's.
const MAX_SUBJECT: usize = 100;

impl ContactMessagePayload {
    /// The message as stored, with name and message trimmed; `language` is the request's,
    /// `spam` how the submission was judged.
    pub(super) fn parse(
        self,
        language: Language,
        spam: Option<SpamSignal>,
    ) -> Result<ContactMessageDetails, ApiError> {
        let name = ContactName::parse(&self.name).map_err(|invalid| invalid.on_field("name"))?;
        let reply_to = match (self.phone.trim().is_empty(), self.email.trim().is_empty()) {
            (false, true) => ReplyChannel::Phone(
                Phone::parse(&self.phone)
                    .map_err(|invalid| invalid.on_field("phone"))?
                    .formatted(),
            ),
            (true, false) => ReplyChannel::Email(
                Email::parse(&self.email)
                    .map_err(|invalid| invalid.on_field("email"))?
                    .into_inner(),
            ),
            // The form sends one of the two; with neither, the phone (the first variant) is
            // what is missing.
            (true, true) => return Err(ApiError::InvalidInput(Phone::EMPTY.on_field("phone"))),
            (false, false) => {
                return Err(ApiError::InvalidInput(INVALID_REQUEST.on_field("email")))
            }
        };
        let message = match self.kind {
            MessageKind::Message => CONTACT_MESSAGE.parse(&self.message),
            MessageKind::Question => QUESTION.parse(&self.message),
        }
        .map_err(|invalid| invalid.on_field("message"))?;
        let subject = self.subject.trim();
        if subject.chars().count() > MAX_SUBJECT || subject.chars().any(char::is_control) {
            return Err(ApiError::InvalidInput(INVALID_REQUEST.on_field("subject")));
        }
        let locale = match self.locale.as_deref().map(Language::parse) {
            None => language.texts(),
            Some(Some(language @ (Language::Uk | Language::En))) => language,
            Some(_) => return Err(ApiError::InvalidInput(INVALID_REQUEST.on_field("locale"))),
        };
        Ok(ContactMessageDetails {
            name: name.into_inner(),
            reply_to,
            message,
            subject: subject.to_owned(),
            locale,
            kind: self.kind,
            spam,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_phone() -> ContactMessagePayload {
        ContactMessagePayload {
            name: "Олена ".into(),
            phone: "+38(050)123-45-67".into(),
            email: String::new(),
            message: "Чи є місце для собаки на 12 днів.  ".into(),
            subject: String::new(),
            kind: MessageKind::Message,
            locale: None,
            website: String::new(),
            shown_for_ms: None,
        }
    }

    fn refusal(payload: ContactMessagePayload) -> Option<(&'static str, Option<&'static str>)> {
        match payload.parse(Language::Uk, None) {
            Ok(_) => None,
            Err(ApiError::InvalidInput(reason)) => Some((reason.code.as_str(), reason.field)),
            Err(other) => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn a_message_by_phone_is_kept_trimmed_in_the_request_language() {
        let message = by_phone().parse(Language::En, None).expect("valid");
        assert_eq!(message.name, "Олена");
        assert_eq!(message.message, "Чи є місце для собаки на 12 днів.");
        assert_eq!(
            message.reply_to,
            ReplyChannel::Phone("+38(050)123-45-67".into())
        );
        assert_eq!(message.locale, Language::En);
    }

    #[test]
    fn a_message_by_email_keeps_the_address_and_the_page_language() {
        let mut payload = by_phone();
        payload.phone = String::new();
        payload.email = "olena@ukr.net".into();
        payload.locale = Some("uk".into());
        let message = payload.parse(Language::En, None).expect("valid");
        assert_eq!(
            message.reply_to,
            ReplyChannel::Email("olena@ukr.net".into())
        );
        assert_eq!(message.locale, Language::Uk);
    }

    #[test]
    fn every_field_has_its_rule() {
        type Change = fn(&mut ContactMessagePayload);
        let cases: [(Change, &str, &str); 9] = [
            (|p| p.name = String::new(), "fieldNameNotEmpty", "name"),
            (|p| p.name = "Анна--Марія".into(), "IncorrectName", "name"),
            (
                |p| p.phone = "+38(050)123".into(),
                "incorrectNumber",
                "phone",
            ),
            (|p| p.phone = String::new(), "emptyNumber", "phone"),
            (
                |p| p.email = "olena@ukr.net".into(),
                "invalidRequest",
                "email",
            ),
            (
                |p| p.message = " Привіт".into(),
                "theMessageMustBe",
                "message",
            ),
            (
                |p| p.message = "а".repeat(301),
                "theMessageMustBe",
                "message",
            ),
            (|p| p.subject = "а".repeat(101), "invalidRequest", "subject"),
            (|p| p.locale = Some("ru".into()), "invalidRequest", "locale"),
        ];
        for (change, code, field) in cases {
            let mut payload = by_phone();
            change(&mut payload);
            assert_eq!(
                refusal(payload),
                Some((code, Some(field))),
                "{code} on {field}"
            );
        }
        let mut payload = by_phone();
        payload.phone = String::new();
        payload.email = "olena@".into();
        assert_eq!(refusal(payload), Some(("emailIncorrect", Some("email"))));
    }

    #[test]
    fn a_question_may_ask_and_a_message_may_not() {
        let mut question = by_phone();
        question.message = "Чи можна з власним кормом?".into();
        question.kind = MessageKind::Question;
        let stored = question.parse(Language::Uk, None).expect("valid");
        assert_eq!(stored.message, "Чи можна з власним кормом?");

        let mut message = by_phone();
        message.message = "Чи можна з власним кормом?".into();
        assert_eq!(
            refusal(message),
            Some(("theMessageMustBe", Some("message")))
        );

        let mut question = by_phone();
        question.message = "Ціна 750 ₴?".into();
        question.kind = MessageKind::Question;
        assert_eq!(
            refusal(question),
            Some(("theQuestionMustBe", Some("message")))
        );
    }
}
