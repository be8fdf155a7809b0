//! Signed access tokens (JWT, HS256), minutes long and kept only in the page's memory. A token
//! names the account, the credentials version it was issued under and the staff session it
//! belongs to; the guard refuses it once the password has changed since or the session ended.

use std::time::Duration;

use anyhow::Context;
use axum::http::header::{ACCESS_CONTROL_EXPOSE_HEADERS, AUTHORIZATION, CACHE_CONTROL};
use axum::http::{HeaderMap, HeaderValue};
use chrono::{DateTime, Utc};
use events::AdminIdentity;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use uuid::Uuid;
use webauthn_rs::prelude::Url;

use super::session::SessionSettings;

/// Where `make run` serves the site.
const DEFAULT_SITE: &str = "http://localhost:8080";

/// The key tokens are signed with. `Debug` never prints it, so configs can be logged.
#[derive(Clone)]
pub struct JwtSecret(String);

impl JwtSecret {
    pub fn new(secret: impl Into<String>) -> JwtSecret {
        JwtSecret(secret.into())
    }

    /// For the other keys the server derives from its secret.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl std::fmt::Debug for JwtSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JwtSecret(***)")
    }
}

#[derive(Debug, Clone)]
pub struct AuthConfig {
    pub jwt_secret: JwtSecret,
    /// How long a token stays valid after it is issued.
    pub token_ttl: Duration,
    pub sessions: SessionSettings,
    /// Staff without a second factor may only add one (and see their profile) until they have.
    pub require_second_factor: bool,
    /// The site's public address, which names it to passkeys.
    pub site: Url,
}

/// What a token says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The account id.
    pub sub: String,
    pub login: String,
    /// The account's credentials version when the token was issued.
    pub ver: i32,
    /// The staff session the token was issued in.
    pub sid: Uuid,
    pub iat: i64,
    pub exp: i64,
}

impl AuthConfig {
    pub fn new(jwt_secret: impl Into<String>, token_ttl: Duration) -> AuthConfig {
        AuthConfig {
            jwt_secret: JwtSecret::new(jwt_secret),
            token_ttl,
            sessions: SessionSettings::default(),
            require_second_factor: false,
            site: Url::parse(DEFAULT_SITE).expect("a valid address"),
        }
    }

    /// Names the site at `public_url` to passkeys instead of `http://localhost:8080`.
    pub fn for_site(self, public_url: &str) -> anyhow::Result<AuthConfig> {
        let site = Url::parse(public_url)
            .ok()
            .filter(|url| url.host().is_some())
            .with_context(|| {
                format!(
                    "DOGHOTEL_PUBLIC_URL must be an address such as https://doghotel.kyiv.ua, \
                     not {public_url:?}"
                )
            })?;
        Ok(AuthConfig { site, ..self })
    }

    pub fn requiring_second_factor(self, required: bool) -> AuthConfig {
        AuthConfig {
            require_second_factor: required,
            ..self
        }
    }

    /// Keeps staff sessions as `sessions` says instead of the defaults.
    pub fn with_sessions(self, sessions: SessionSettings) -> AuthConfig {
        AuthConfig { sessions, ..self }
    }

    pub fn issue_token(
        &self,
        identity: &AdminIdentity,
        credentials_version: i32,
        session_id: Uuid,
        issued_at: DateTime<Utc>,
    ) -> anyhow::Result<String> {
        let ttl = chrono::Duration::from_std(self.token_ttl)?;
        let claims = Claims {
            sub: identity.account_id.clone(),
            login: identity.login.clone(),
            ver: credentials_version,
            sid: session_id,
            iat: issued_at.timestamp(),
            exp: (issued_at + ttl).timestamp(),
        };
        let key = EncodingKey::from_secret(self.jwt_secret.0.as_bytes());
        Ok(jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &key,
        )?)
    }

    /// The claims of a token signed with our secret and not yet expired; `None` otherwise.
    pub fn verify_token(&self, token: &str) -> Option<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        // Tokens are issued and checked by the same clock, so no grace period is needed.
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        let key = DecodingKey::from_secret(self.jwt_secret.0.as_bytes());
        match jsonwebtoken::decode::<Claims>(token, &key, &validation) {
            Ok(data) => Some(data.claims),
            Err(error) => {
                tracing::debug!("refused token: {error}");
                None
            }
        }
    }
}

/// Response headers that hand a token to the browser: `Authorization: Bearer <token>`, exposed
/// to scripts, and never cached.
pub(crate) fn bearer_headers(token: &str) -> anyhow::Result<HeaderMap> {
    let mut headers = HeaderMap::new();
    headers.insert(
        AUTHORIZATION,
        HeaderValue::try_from(format!("Bearer {token}"))?,
    );
    headers.insert(
        ACCESS_CONTROL_EXPOSE_HEADERS,
        HeaderValue::from_static("Authorization"),
    );
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(headers)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(secret: &str) -> AuthConfig {
        AuthConfig::new(secret, Duration::from_secs(3600))
    }

    fn anna() -> AdminIdentity {
        AdminIdentity {
            account_id: "a1".into(),
            login: "anna".into(),
        }
    }

    #[test]
    fn a_fresh_token_verifies_with_its_claims() {
        let config = config("s3cret");
        let token = config
            .issue_token(&anna(), 2, Uuid::nil(), Utc::now())
            .unwrap();
        let claims = config.verify_token(&token).unwrap();
        assert_eq!(
            (claims.sub.as_str(), claims.login.as_str(), claims.ver),
            ("a1", "anna", 2)
        );
        assert_eq!(claims.exp - claims.iat, 3600);
    }

    #[test]
    fn expired_or_foreign_tokens_are_refused() {
        let config = config("s3cret");
        let old = Utc::now() - chrono::Duration::hours(2);
        assert!(config
            .verify_token(&config.issue_token(&anna(), 0, Uuid::nil(), old).unwrap())
            .is_none());
        let foreign = super::tests::config("other")
            .issue_token(&anna(), 0, Uuid::nil(), Utc::now())
            .unwrap();
        assert!(config.verify_token(&foreign).is_none());
    }

    #[test]
    fn the_secret_never_prints() {
        assert!(!format!("{:?}", config("s3cret")).contains("s3cret"));
    }
}
