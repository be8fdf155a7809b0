//! What SPEC §7's "Blog subscribe" call sends: a name, a phone, an email and a message. It is
//! a visitor asking the hotel to keep them posted about the blog, which staff answer like any
//! message, so it is stored as a contact message with its own subject and both ways back.
//! (The newsletter strip's `POST /api/add-email`, with its confirmation link, is the
//! subscription that mails issues.)

use events::contact_message::{ContactMessageDetails, MessageKind, ReplyChannel};
use events::spam::SpamSignal;
use events::Language;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::{ApiError, INVALID_REQUEST};
use crate::validation::{ContactName, Email, Phone, CONTACT_MESSAGE};

/// SPEC §7's payload plus the traps every public form sends.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlogSubscriptionPayload {
    #[serde(default)]
    #[schema(example = "Олена")]
    pub name: String,
    #[serde(default)]
    #[schema(example = "+38(050)123-45-67")]
    pub phone: String,
    #[serde(default)]
    #[schema(example = "olena@ukr.net")]
    pub email: String,
    /// May be empty.
    #[serde(default)]
    pub message: String,
    /// The page's language; the `Accept-DHLanguage` header's when absent.
    #[serde(default)]
    pub locale: Option<String>,
    /// The honeypot: must be empty.
    #[serde(default)]
    pub website: String,
    /// How long the form was on the screen before it was sent, in milliseconds.
    #[serde(default)]
    pub shown_for_ms: Option<u64>,
}

/// The subject staff see it under, in the visitor's language.
fn subject(language: Language) -> &'static str {
    match language {
        Language::En => "Blog subscription",
        _ => "Підписка на блог",
    }
}

impl BlogSubscriptionPayload {
    /// The message as stored: every field by the contact form's rules, the message only when
    /// given; `language` is the request's, `spam` how the submission was judged.
    pub(super) fn parse(
        self,
        language: Language,
        spam: Option<SpamSignal>,
    ) -> Result<ContactMessageDetails, ApiError> {
        let invalid = |field: &'static str| {
            move |reason: crate::error::Reason| ApiError::InvalidInput(reason.on_field(field))
        };
        let name = ContactName::parse(&self.name).map_err(invalid("name"))?;
        let phone = Phone::parse(&self.phone).map_err(invalid("phone"))?;
        let email = Email::parse(&self.email).map_err(invalid("email"))?;
        let message = if self.message.trim().is_empty() {
            String::new()
        } else {
            CONTACT_MESSAGE
                .parse(&self.message)
                .map_err(invalid("message"))?
        };
        let locale = match self.locale.as_deref().map(Language::parse) {
            None => language.texts(),
            Some(Some(language @ (Language::Uk | Language::En))) => language,
            Some(_) => return Err(ApiError::InvalidInput(INVALID_REQUEST.on_field("locale"))),
        };
        Ok(ContactMessageDetails {
            name: name.into_inner(),
            reply_to: ReplyChannel::PhoneAndEmail {
                phone: phone.formatted(),
                email: email.into_inner(),
            },
            message,
            subject: subject(locale).to_owned(),
            locale,
            kind: MessageKind::Message,
            spam,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn payload() -> BlogSubscriptionPayload {
        BlogSubscriptionPayload {
            name: "Олена".into(),
            phone: "+38(050)123-45-67".into(),
            email: "olena@ukr.net".into(),
            message: String::new(),
            locale: None,
            website: String::new(),
            shown_for_ms: None,
        }
    }

    fn refused_field(payload: BlogSubscriptionPayload) -> Option<&'static str> {
        match payload.parse(Language::Uk, None) {
            Err(ApiError::InvalidInput(body)) => body.field,
            other => panic!("expected a refusal, got {:?}", other.map(|m| m.subject)),
        }
    }

    #[test]
    fn it_is_a_message_with_both_ways_back_under_the_subscriptions_subject() {
        let stored = payload().parse(Language::En, None).expect("valid");
        assert_eq!(stored.subject, "Blog subscription");
        assert_eq!(stored.locale, Language::En);
        assert_eq!(stored.message, "");
        assert_eq!(
            stored.reply_to,
            ReplyChannel::PhoneAndEmail {
                phone: "+38(050)123-45-67".into(),
                email: "olena@ukr.net".into()
            }
        );
        let with_message = BlogSubscriptionPayload {
            message: "Пишіть про котів.".into(),
            locale: Some("uk".into()),
            ..payload()
        };
        let stored = with_message.parse(Language::En, None).expect("valid");
        assert_eq!(stored.subject, "Підписка на блог");
        assert_eq!(stored.message, "Пишіть про котів.");
    }

    #[test]
    fn every_field_but_the_message_is_needed() {
        for (field, payload) in [
            (
                "name",
                BlogSubscriptionPayload {
                    name: " ".into(),
                    ..payload()
                },
            ),
            (
                "phone",
                BlogSubscriptionPayload {
                    phone: "".into(),
                    ..payload()
                },
            ),
            (
                "email",
                BlogSubscriptionPayload {
                    email: "olena@".into(),
                    ..payload()
                },
            ),
            (
                "message",
                BlogSubscriptionPayload {
                    message: "<b>".into(),
                    ..payload()
                },
            ),
            (
                "locale",
                BlogSubscriptionPayload {
                    locale: Some("fr".into()),
                    ..payload()
                },
            ),
        ] {
            assert_eq!(refused_field(payload), Some(field));
        }
    }
}
