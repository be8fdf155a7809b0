//! Request extractors that fail the way the rest of the API does.

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::{request::Parts, StatusCode};
use axum::Json;
use serde::de::DeserializeOwned;

use crate::error::{ApiError, INVALID_REQUEST};

/// A JSON request body. Malformed JSON, wrong types and missing fields answer
/// 400 `invalidRequest` as JSON instead of axum's plain-text rejection.
pub struct JsonBody<T>(pub T);

impl<T, S> FromRequest<S> for JsonBody<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(JsonBody(value)),
            Err(rejection) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                Err(ApiError::TooLarge)
            }
            Err(rejection) => {
                tracing::debug!("refused request body: {rejection}");
                Err(ApiError::InvalidInput(INVALID_REQUEST))
            }
        }
    }
}

/// The address the request came from, as the server's `ConnectInfo` records it. A router run
/// without connect info (some tests) gets the unspecified address: every caller then shares one
/// limit, which is the safe side.
pub struct ClientAddress(pub std::net::IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let address = parts
            .extensions
            .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
            .map_or(std::net::Ipv4Addr::UNSPECIFIED.into(), |info| info.0.ip());
        Ok(ClientAddress(address))
    }
}
