//! An article's history panel of SPEC §7: what happened to it, one version as it was, and
//! restoring a version as its draft.

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::article::ArticleEvent;
use events::article_view::AdminArticleView;
use serde::Serialize;
use utoipa::ToSchema;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::view::{article_id, change, view, Surroundings};
use super::{Article, ArticleCommand};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// These routes, relative to `/api/admin`.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(article_history))
        .routes(routes!(article_version))
        .routes(routes!(restore_article))
}

/// Everything that happened to an article, oldest first, deleted articles included.
#[utoipa::path(
    get,
    path = "/articles/article/{id}/history",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The article's id")),
    responses(
        (status = 200, description = "The article's events", body = [HistoryEntry]),
        (status = 404, description = "No article ever had this id", body = ErrorBody),
    )
)]
pub async fn article_history(
    State(state): State<CommandState>,
    Path(id): Path<String>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    let id = article_id(&id)?;
    Ok(Json(
        history::of(&state.executor::<Article>(), &id.to_string()).await?,
    ))
}

/// An article version with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArticleVersion {
    #[serde(flatten)]
    pub article: AdminArticleView,
    pub changed_fields: Vec<String>,
}

/// The article exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/articles/article/{id}/versions/{version}",
    tag = "articles",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The article's id"),
        ("version" = u64, Path, description = "A `sequence` of its history"),
    ),
    responses(
        (status = 200, description = "The article at that version", body = ArticleVersion),
        (status = 404, description = "No such article or version", body = ErrorBody),
    )
)]
pub async fn article_version(
    State(state): State<CommandState>,
    Path((id, version)): Path<(String, String)>,
) -> Result<Json<ArticleVersion>, ApiError> {
    let id = article_id(&id)?;
    let past = history::at(&state.executor::<Article>(), &id.to_string(), &version).await?;
    let surroundings = Surroundings::read(&state, id).await?;
    Ok(Json(ArticleVersion {
        article: view(id, &past.state, &surroundings)?,
        changed_fields: past.changed_fields,
    }))
}

/// Makes an earlier version's content the article's draft again (a new event; nothing is
/// rewritten). Publishes nothing by itself.
#[utoipa::path(
    post,
    path = "/articles/article/{id}/restore/{version}",
    tag = "articles",
    security(("bearer" = [])),
    params(
        ("id" = i64, Path, description = "The article's id"),
        ("version" = u64, Path, description = "The `sequence` to restore"),
    ),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The article with the restored draft", body = AdminArticleView),
        (status = 404, description = "No such article or version", body = ErrorBody),
        (status = 409, description = "Changed since the editor was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_article(
    State(state): State<CommandState>,
    context: RequestContext,
    Path((id, version)): Path<(String, String)>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminArticleView>, ApiError> {
    let id = article_id(&id)?;
    let old = history::at(&state.executor::<Article>(), &id.to_string(), &version).await?;
    let content = old.state.content().cloned().ok_or(ApiError::NotFound)?;
    let command = ArticleCommand::Restore {
        expected_version: body.version,
        from_version: old.version,
        content,
        at: Utc::now(),
    };
    change(&state, &context, id, command).await
}

impl Versioned for Article {
    fn changed_fields(before: &Article, after: &Article) -> Vec<String> {
        match (before.content(), after.content()) {
            (Some(before), Some(after)) => before.changed_fields(after),
            _ => Vec::new(),
        }
    }

    fn event_time(event: &ArticleEvent) -> DateTime<Utc> {
        match event {
            ArticleEvent::ArticleCreated { at, .. }
            | ArticleEvent::ArticleDraftSaved { at, .. }
            | ArticleEvent::ArticlePublished { at, .. }
            | ArticleEvent::ArticleHidden { at }
            | ArticleEvent::ArticlePublicationScheduled { at, .. }
            | ArticleEvent::ArticlePublicationUnscheduled { at }
            | ArticleEvent::ArticleRestored { at, .. }
            | ArticleEvent::ArticleDeleted { at } => *at,
        }
    }
}
