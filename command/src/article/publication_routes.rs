//! When visitors see an article, under `/api/admin/articles`: publish, schedule a publication
//! or cancel it, hide, and make it the blog's main one. Each answers the article as it leaves
//! it, once the projections have it.

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, SubsecRound, Utc};
use events::article_view::AdminArticleView;
use events::main_article::SLOT_ID;
use serde::Deserialize;
use utoipa::ToSchema;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::view::{article_id, change, view, Surroundings};
use super::Article;
use super::ArticleCommand;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::main_article::MainArticle;
use crate::main_article::MainArticleCommand;
use crate::state::CommandState;

/// These routes, relative to `/api/admin`.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(publish_article))
        .routes(routes!(hide_article))
        .routes(routes!(schedule_publication, cancel_schedule))
        .routes(routes!(make_main))
}

#[utoipa::path(
    put,
    path = "/articles/publish/{id}",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The article's id")),
    responses(
        (status = 200, description = "The published article", body = AdminArticleView),
        (status = 404, description = "No such article", body = ErrorBody),
    )
)]
pub async fn publish_article(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminArticleView>, ApiError> {
    let id = article_id(&id)?;
    change(
        &state,
        &context,
        id,
        ArticleCommand::Publish { at: Utc::now() },
    )
    .await
}

/// When the scheduler is to publish the article's draft.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScheduleBody {
    /// An instant to come, e.g. `2026-11-24T07:00:00Z`.
    pub publish_at: DateTime<Utc>,
}

/// Has the scheduler publish the article's draft, as it will be then, at `publishAt` (within a
/// minute after). Scheduling again moves the time.
#[utoipa::path(
    put,
    path = "/articles/schedule/{id}",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The article's id")),
    request_body = ScheduleBody,
    responses(
        (status = 200, description = "The article with its `publishAt`", body = AdminArticleView),
        (status = 400, description = "Not a time to come (`publishAtInPast`)", body = ErrorBody),
        (status = 404, description = "No such article", body = ErrorBody),
    )
)]
pub async fn schedule_publication(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ScheduleBody>,
) -> Result<Json<AdminArticleView>, ApiError> {
    let id = article_id(&id)?;
    let command = ArticleCommand::SchedulePublication {
        // Whole seconds, as the read tables keep it and staff choose it.
        publish_at: body.publish_at.trunc_subsecs(0),
        at: Utc::now(),
    };
    change(&state, &context, id, command).await
}

/// Cancels the scheduled publication; the draft stays as it is.
#[utoipa::path(
    delete,
    path = "/articles/schedule/{id}",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The article's id")),
    responses(
        (status = 200, description = "The article, `publishAt` null", body = AdminArticleView),
        (status = 404, description = "No such article", body = ErrorBody),
    )
)]
pub async fn cancel_schedule(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminArticleView>, ApiError> {
    let id = article_id(&id)?;
    change(
        &state,
        &context,
        id,
        ArticleCommand::CancelSchedule { at: Utc::now() },
    )
    .await
}

/// Takes the article from visitors; if it was the main article, the blog has none after it.
#[utoipa::path(
    put,
    path = "/articles/hide/{id}",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The article's id")),
    responses(
        (status = 200, description = "The hidden article", body = AdminArticleView),
        (status = 404, description = "No such article", body = ErrorBody),
    )
)]
pub async fn hide_article(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminArticleView>, ApiError> {
    let id = article_id(&id)?;
    change(
        &state,
        &context,
        id,
        ArticleCommand::Hide { at: Utc::now() },
    )
    .await
}

/// Makes a published article the blog's main one; the main article before it is demoted.
#[utoipa::path(
    put,
    path = "/articles/main/{id}",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The article's id")),
    responses(
        (status = 200, description = "The new main article", body = AdminArticleView),
        (status = 404, description = "No such article", body = ErrorBody),
        (status = 409, description = "Not published (`articleNotPublished`)", body = ErrorBody),
    )
)]
pub async fn make_main(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminArticleView>, ApiError> {
    let id = article_id(&id)?;
    let article = state.executor::<Article>().load(&id.to_string()).await?;
    let candidate = article.main_candidate(id).ok_or(ApiError::NotFound)?;
    let mut surroundings = Surroundings::read(&state, id).await?;
    surroundings.main = Some(id.get());
    let command = MainArticleCommand::MakeMain {
        candidate,
        at: Utc::now(),
    };
    let answer = |_: &_| view(id, &article, &surroundings).map(Json);
    state
        .executor::<MainArticle>()
        .execute_and_answer(&context, SLOT_ID, command, answer)
        .await
}
