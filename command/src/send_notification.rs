//! `POST /api/send-notification`: a visitor asks to take care of or take home a dog (SPEC §3
//! "Dog request payload", §5 "Dog request modal"). The request is stored as an event before
//! the answer; the staff mail is sent from that event by the projector's mail subscriber.
//!
//! A request with an `Idempotency-Key` is stored under that key as its aggregate id, so a retry
//! (the network failed after the commit, the visitor clicked again) finds the request already
//! received and is answered as the first was, without a second event or a second mail; two
//! retries racing each other meet at the event store's sequence check. The first body under a
//! key is the one kept. Without the header every request is a new one (API clients that never
//! retry need not send it).

use std::time::Instant;

use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use events::dog_request::DogRequestDetails;
use events::metadata::VISITOR;
use events::{EventMetadata, Language};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::dog_request::DogRequestCommand;
use crate::error::{ApiError, ErrorBody, INVALID_REQUEST};
use crate::extract::{ClientAddress, IdempotencyKey, JsonBody, RequestId};
use crate::state::CommandState;
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
}

/// Generous for a translated title or a dog's name; beyond it the request is not the modal's.
const MAX_LABEL: usize = 100;
const MAX_URL: usize = 2048;

impl DogRequestPayload {
    fn is_from_a_bot(&self) -> bool {
        !self.website.trim().is_empty()
    }

    fn parse(self) -> Result<DogRequestDetails, ApiError> {
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

/// Stores a visitor's request about a dog; the staff receive it by mail.
#[utoipa::path(
    post,
    path = "/api/send-notification",
    tag = "visitors",
    request_body = DogRequestPayload,
    params(
        ("Idempotency-Key" = Option<uuid::Uuid>, Header, description = "Made once per submission and sent again with its retries: a retry is answered as the first and stored and mailed once"),
    ),
    responses(
        (status = 204, description = "Stored (or a retry of one stored); the staff mail follows"),
        (status = 400, description = "Invalid field (`field` names it; `Idempotency-Key` for a key that is not a UUID)", body = ErrorBody),
        (status = 429, description = "More accepted requests from this client within 10 minutes than the server allows, 5 unless configured (`tooManyRequests`)", body = ErrorBody),
    )
)]
pub async fn send_notification(
    State(state): State<CommandState>,
    ClientAddress(address): ClientAddress,
    IdempotencyKey(key): IdempotencyKey,
    RequestId(request_id): RequestId,
    JsonBody(payload): JsonBody<DogRequestPayload>,
) -> Result<StatusCode, ApiError> {
    if payload.is_from_a_bot() {
        // Answered like a success, so the bot learns nothing; nothing is stored or sent.
        tracing::info!(%address, "dog request with the honeypot filled in, dropped");
        return Ok(StatusCode::NO_CONTENT);
    }
    let request = payload.parse()?;
    let id = key.unwrap_or_else(uuid::Uuid::now_v7).to_string();
    // A retry of a stored request is not a new submission: answered before the limit counts it.
    if key.is_some() && !state.dog_requests.history(&id).await?.is_empty() {
        return Ok(StatusCode::NO_CONTENT);
    }
    if !state.dog_request_limit.try_acquire(address, Instant::now()) {
        return Err(ApiError::TooManyRequests);
    }
    let command = DogRequestCommand::ReceiveDogRequest {
        request,
        at: Utc::now(),
    };
    let metadata = EventMetadata {
        actor: VISITOR.to_owned(),
        request_id,
        command: "ReceiveDogRequest".to_owned(),
    };
    match state.dog_requests.execute(&id, command, metadata).await {
        // Another attempt with the same key was stored first: this one is its retry.
        Err(ApiError::Conflict(_)) if key.is_some() => Ok(StatusCode::NO_CONTENT),
        Err(error) => Err(error),
        Ok(_) => Ok(StatusCode::NO_CONTENT),
    }
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
        }
    }

    fn refusal(payload: DogRequestPayload) -> Option<(&'static str, Option<&'static str>)> {
        match payload.parse() {
            Ok(_) => None,
            Err(ApiError::InvalidInput(reason)) => Some((reason.code, reason.field)),
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
        let request = payload.parse().expect("valid");
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
