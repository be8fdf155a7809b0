//! `GET /api/about` (the meet-us tab) and `GET`/`POST /api/about/ask` (the FAQ, SPEC §7) in the
//! request's language: one finished row each.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use events::about_page::PublicAbout;
use events::faq::PublicFaq;
use events::Language;
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;

use crate::language::request_language;
use crate::QueryError;

/// The meet-us tab: the story, quote, certificate, closing paragraph and the team.
#[utoipa::path(get, path = "/about", tag = "about",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses((status = 200, body = PublicAbout)))]
pub async fn about(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<PublicAbout>, QueryError> {
    Ok(Json(about_in(&pool, request_language(&headers)).await?))
}

/// The meet-us tab in `language`; no story and no team before staff write them.
pub async fn about_in(pool: &PgPool, language: Language) -> Result<PublicAbout, sqlx::Error> {
    let row: Option<JsonColumn<PublicAbout>> =
        sqlx::query_scalar("SELECT answer FROM public_about WHERE language = $1")
            .bind(language.texts().value())
            .fetch_optional(pool)
            .await?;
    Ok(row.map_or_else(
        || PublicAbout {
            story: None,
            team: Vec::new(),
        },
        |JsonColumn(answer)| answer,
    ))
}

/// The FAQ's questions in order (SPEC §7 names this call a POST; the page reads it with GET,
/// which is answered from memory).
#[utoipa::path(get, path = "/about/ask", tag = "about",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses((status = 200, body = PublicFaq)))]
pub async fn faq(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<PublicFaq>, QueryError> {
    Ok(Json(faq_in(&pool, request_language(&headers)).await?))
}

/// The same list, as SPEC §7 asks for it.
#[utoipa::path(post, path = "/about/ask", tag = "about",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses((status = 200, body = PublicFaq)))]
pub async fn faq_post(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<PublicFaq>, QueryError> {
    Ok(Json(faq_in(&pool, request_language(&headers)).await?))
}

/// The FAQ in `language`; empty before staff write a question.
pub async fn faq_in(pool: &PgPool, language: Language) -> Result<PublicFaq, sqlx::Error> {
    let row: Option<JsonColumn<PublicFaq>> =
        sqlx::query_scalar("SELECT answer FROM public_faq WHERE language = $1")
            .bind(language.texts().value())
            .fetch_optional(pool)
            .await?;
    Ok(row.map_or_else(
        || PublicFaq {
            faq_value_set: Vec::new(),
        },
        |JsonColumn(answer)| answer,
    ))
}
