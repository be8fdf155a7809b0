//! Request extractors that fail the way the rest of the API does.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use axum::extract::{ConnectInfo, FromRef, FromRequest, FromRequestParts, Request};
use axum::http::{request::Parts, StatusCode};
use axum::Json;
use events::Language;
use serde::de::DeserializeOwned;

use crate::error::{ApiError, Reason, INVALID_REQUEST};
use crate::forwarded::TrustedProxies;

/// A JSON request body: always an object. Malformed JSON, another kind of value, wrong types
/// and missing fields answer 400 `invalidRequest` as JSON instead of axum's plain-text
/// rejection.
pub struct JsonBody<T>(pub T);

impl<T, S> FromRequest<S> for JsonBody<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let value = match Json::<serde_json::Value>::from_request(request, state).await {
            Ok(Json(value)) => value,
            Err(rejection) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                return Err(ApiError::TooLarge);
            }
            Err(rejection) => {
                tracing::debug!("refused request body: {rejection}");
                return Err(ApiError::InvalidInput(INVALID_REQUEST));
            }
        };
        // serde reads a struct from an array too, by position: `["a@b.org"]` would pass as
        // `{"email": "a@b.org"}`. Every body the API takes is an object.
        if !value.is_object() {
            return Err(ApiError::InvalidInput(INVALID_REQUEST));
        }
        // PostgreSQL's text and jsonb cannot hold a NUL character: stored, it would fail as the
        // server's error, so it is refused here as the client's.
        if holds_nul(&value) {
            return Err(ApiError::InvalidInput(INVALID_REQUEST));
        }
        serde_json::from_value(value)
            .map(JsonBody)
            .map_err(|error| {
                tracing::debug!("refused request body: {error}");
                ApiError::InvalidInput(INVALID_REQUEST)
            })
    }
}

/// Whether a NUL character is in any string or key of `value`.
fn holds_nul(value: &serde_json::Value) -> bool {
    match value {
        serde_json::Value::String(text) => text.contains('\0'),
        serde_json::Value::Array(items) => items.iter().any(holds_nul),
        serde_json::Value::Object(fields) => fields
            .iter()
            .any(|(key, field)| key.contains('\0') || holds_nul(field)),
        _ => false,
    }
}

/// The `Idempotency-Key` header: a UUID the client makes once per submission and sends again
/// with every retry of it, so the server can tell a retry from a second submission. `None`
/// without the header; a header that is not a UUID answers 400 `invalidRequest`.
pub struct IdempotencyKey(pub Option<uuid::Uuid>);

const INVALID_IDEMPOTENCY_KEY: Reason = Reason {
    message: "The Idempotency-Key header must be a UUID.",
    ..INVALID_REQUEST.on_field("Idempotency-Key")
};

impl<S: Send + Sync> FromRequestParts<S> for IdempotencyKey {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let Some(header) = parts.headers.get("idempotency-key") else {
            return Ok(IdempotencyKey(None));
        };
        header
            .to_str()
            .ok()
            .and_then(|key| uuid::Uuid::try_parse(key.trim()).ok())
            .map(|key| IdempotencyKey(Some(key)))
            .ok_or(ApiError::InvalidInput(INVALID_IDEMPOTENCY_KEY))
    }
}

/// The page's language, from the request's `Accept-DHLanguage` header (SPEC §7); Ukrainian when
/// it names none. What a visitor sends is kept, and answered, in it.
pub struct PageLanguage(pub Language);

impl<S: Send + Sync> FromRequestParts<S> for PageLanguage {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let header = parts
            .headers
            .get("accept-dhlanguage")
            .and_then(|value| value.to_str().ok());
        Ok(PageLanguage(Language::from_header(header)))
    }
}

/// The client's address: the connecting peer's, or behind a proxy listed in
/// [`TrustedProxies`], the one its `X-Forwarded-For` names. A router run without connect info
/// gets the unspecified address: every caller then shares one limit, which is the safe side.
pub struct ClientAddress(pub IpAddr);

impl<S> FromRequestParts<S> for ClientAddress
where
    S: Send + Sync,
    TrustedProxies: FromRef<S>,
{
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(Ipv4Addr::UNSPECIFIED.into(), |info| info.0.ip());
        let forwarded_for = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|line| line.to_str().ok());
        let proxies = TrustedProxies::from_ref(state);
        Ok(ClientAddress(proxies.client(peer, forwarded_for)))
    }
}
