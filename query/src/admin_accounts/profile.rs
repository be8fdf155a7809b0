use axum::{
    extract::{Path, State},
    Extension, Json,
};
use events::{AdminIdentity, Language};
use serde::Serialize;
use sqlx::PgPool;
use utoipa::ToSchema;

use crate::QueryError;

/// The signed-in staff member's profile (SPEC §3 "Admin profile").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub user_id: String,
    pub login: String,
    pub email: String,
    pub preferred_language: PreferredLanguage,
    pub image_link: Option<String>,
    pub second_factor: SecondFactor,
}

/// How the account is protected beyond its password.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecondFactor {
    /// Whether an authenticator app's code is asked at sign-in.
    pub authenticator: bool,
    /// Recovery codes not used yet.
    pub recovery_codes_left: i16,
    /// The passkeys that sign in, oldest first.
    #[schema(value_type = Vec<PasskeyListed>)]
    pub passkeys: sqlx::types::Json<Vec<PasskeyListed>>,
}

/// A passkey as the profile lists it.
#[derive(Debug, Serialize, serde::Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyListed {
    pub id: String,
    pub added_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreferredLanguage {
    pub language_id: i16,
    pub language_value: &'static str,
}

/// `GET /api/admin/profile/login={login}` (SPEC §7). Staff see their own profile only.
#[utoipa::path(get, path = "/profile/login={login}", tag = "admin",
    params(("login" = String, Path, description = "the signed-in admin's login")),
    responses((status = 200, body = Profile), (status = 401), (status = 403), (status = 404)),
    security(("bearer" = [])))]
pub async fn profile(
    State(pool): State<PgPool>,
    Extension(identity): Extension<AdminIdentity>,
    Path(login): Path<String>,
) -> Result<Json<Profile>, QueryError> {
    if login != identity.login {
        return Err(QueryError::Forbidden);
    }
    let row: Option<Row> = sqlx::query_as(
        "SELECT account_id, login, email, preferred_language, image_link, authenticator,
                recovery_codes_left, passkeys
           FROM admin_accounts WHERE account_id = $1",
    )
    .bind(&identity.account_id)
    .fetch_optional(&pool)
    .await?;
    let (user_id, login, email, language, image_link, authenticator, recovery_codes_left, passkeys) =
        row.ok_or(QueryError::NotFound)?;
    let language = Language::parse(&language).unwrap_or_default();
    Ok(Json(Profile {
        user_id,
        login,
        email,
        preferred_language: PreferredLanguage {
            language_id: language.id(),
            language_value: language.value(),
        },
        image_link,
        second_factor: SecondFactor {
            authenticator,
            recovery_codes_left,
            passkeys,
        },
    }))
}

type Row = (
    String,
    String,
    String,
    String,
    Option<String>,
    bool,
    i16,
    sqlx::types::Json<Vec<PasskeyListed>>,
);
