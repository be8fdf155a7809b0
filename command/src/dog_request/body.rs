//! What the dog request modal sends (SPEC §3 "Dog request payload") and its rules (SPEC §5
//! "Dog request modal").

use events::dog_request::DogRequestDetails;
use events::spam::SpamSignal;
use events::Language;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::{ApiError, INVALID_REQUEST};
use crate::validation::{Phone, RequestMessage, RequesterEmail, RequesterName};

/// SPEC §3's payload plus `website`, a field the modal hides from people: only bots fill it in.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DogRequestPayload {
    #[serde(default)]
    #[schema(example = "Олена")]
    pub name: String,
    #[serde(default)]
    #[schema(example = "olena@example.com")]
    pub email: String,
    #[serde(default)]
    #[schema(example = "+38(050)123-45-67")]
    pub phone: String,
    #[serde(default)]
    pub message: String,
    /// The modal's translated title, naming the kind of request.
    #[serde(default)]
    #[schema(example = "Взяти додому")]
    pub subject: String,
    #[serde(default)]
    #[schema(example = "Бім")]
    pub dog_name: String,
    #[schema(example = "uk")]
    pub locale: String,
    #[serde(default)]
    #[schema(example = "http://localhost:8080/uk/want-a-friend/dog/7")]
    pub dog_url: String,
    /// The honeypot: must be empty.
    #[serde(default)]
    pub website: String,
    /// How long the form was on the screen before it was sent, in milliseconds, as the page
    /// measured it: a form sent sooner than a person can fill it in is judged a bot's.
    #[serde(default)]
    pub shown_for_ms: Option<u64>,
}

/// Generous for a translated title or a dog's name; beyond it the request is not the modal's.
const MAX_LABEL: usize = 100;
const MAX_URL: usize = 2048;

impl DogRequestPayload {
    /// The request as stored; `spam` is how the submission was judged.
    pub(super) fn parse(self, spam: Option<SpamSignal>) -> Result<DogRequestDetails, ApiError> {
        let name = RequesterName::parse(&self.name).map_err(|invalid| invalid.on_field("name"))?;
        let email =
            RequesterEmail::parse(&self.email).map_err(|invalid| invalid.on_field("email"))?;
        let phone = Phone::parse(&self.phone).map_err(|invalid| invalid.on_field("phone"))?;
        let message =
            RequestMessage::parse(&self.message).map_err(|invalid| invalid.on_field("message"))?;
        let subject = label(self.subject, "subject")?;
        let dog_name = label(self.dog_name, "dogName")?;
        let locale = match Language::parse(&self.locale) {
            Some(language @ (Language::Uk | Language::En)) => language,
            _ => return Err(ApiError::InvalidInput(INVALID_REQUEST.on_field("locale"))),
        };
        let dog_url = self.dog_url.trim().to_owned();
        let is_web_address = dog_url.starts_with("https://") || dog_url.starts_with("http://");
        let is_clean = !dog_url.chars().any(|c| c.is_whitespace() || c.is_control());
        if !is_web_address || !is_clean || dog_url.len() > MAX_URL {
            return Err(ApiError::InvalidInput(INVALID_REQUEST.on_field("dogUrl")));
        }
        Ok(DogRequestDetails {
            name: name.into_inner(),
            email: email.into_inner(),
            phone: phone.formatted(),
            message,
            subject,
            dog_name,
            locale,
            dog_url,
            spam,
        })
    }
}

/// A one-line text the page fills in: present, short, and without line breaks (it ends up in
/// a mail subject).
fn label(text: String, field: &'static str) -> Result<String, ApiError> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_LABEL || text.chars().any(char::is_control) {
        return Err(ApiError::InvalidInput(INVALID_REQUEST.on_field(field)));
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn payload() -> DogRequestPayload {
        DogRequestPayload {
            name: "Олена".into(),
            email: "olena@example.com".into(),
            phone: "+38(050)123-45-67".into(),
            message: String::new(),
            subject: "Взяти додому".into(),
            dog_name: "Бім".into(),
            locale: "uk".into(),
            dog_url: "http://localhost:8080/uk/want-a-friend/dog/7".into(),
            website: String::new(),
            shown_for_ms: None,
        }
    }

    fn refusal(payload: DogRequestPayload) -> Option<(&'static str, Option<&'static str>)> {
        match payload.parse(None) {
            Ok(_) => None,
            Err(ApiError::InvalidInput(reason)) => Some((reason.code.as_str(), reason.field)),
            Err(other) => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn every_field_has_its_rule() {
        type Change = fn(&mut DogRequestPayload);
        let cases: [(Change, &str, &str); 12] = [
            (|p| p.name = String::new(), "fieldNameNotEmpty", "name"),
            (|p| p.name = "Анна Марія".into(), "theNameMustBe", "name"),
            (|p| p.name = "Anna2".into(), "IncorrectName", "name"),
            (|p| p.email = String::new(), "emptyEmail", "email"),
            (|p| p.email = "a@b.c".into(), "emailIncorrect", "email"),
            (
                |p| p.email = format!("{}@ukr.net", "a".repeat(57)),
                "emailIncorrect",
                "email",
            ),
            (
                |p| p.phone = "+38(0__)___-__-__".into(),
                "emptyNumber",
                "phone",
            ),
            (
                |p| p.phone = "+38(050)123-45".into(),
                "incorrectNumber",
                "phone",
            ),
            (
                |p| p.message = "а".repeat(501),
                "theMessageMustBe",
                "message",
            ),
            (|p| p.subject = " ".into(), "invalidRequest", "subject"),
            (
                |p| p.dog_name = "Б".repeat(101),
                "invalidRequest",
                "dogName",
            ),
            (
                |p| p.dog_url = "javascript:alert(1)".into(),
                "invalidRequest",
                "dogUrl",
            ),
        ];
        for (change, code, field) in cases {
            let mut payload = payload();
            change(&mut payload);
            assert_eq!(
                refusal(payload),
                Some((code, Some(field))),
                "{code} on {field}"
            );
        }
    }

    #[test]
    fn a_valid_request_keeps_what_the_visitor_sent() {
        let mut payload = payload();
        payload.email = format!("{}@ukr.net", "a".repeat(56));
        payload.message = "а".repeat(500);
        payload.locale = "en".into();
        let request = payload.parse(None).expect("valid");
        assert_eq!(request.phone, "+38(050)123-45-67");
        assert_eq!(request.locale, Language::En);
        assert_eq!(request.message.chars().count(), 500);
    }

    #[test]
    fn only_ukrainian_and_english_pages_send_requests() {
        let mut payload = payload();
        payload.locale = "ru".into();
        assert_eq!(refusal(payload), Some(("invalidRequest", Some("locale"))));
    }
}
