//! The admin article calls of SPEC §7 under `/api/admin`: create and save drafts, publish,
//! hide, make main, delete, and the history with its versions and restore. Each change answers
//! the article built from the aggregate once the projections have it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::{DateTime, SubsecRound, Utc};
use events::article::{ArticleContent, ArticleEvent, Block, BlockKind};
use events::article_view::{AdminArticleFacts, AdminArticleView};
use events::blog_category::CATALOG_ID;
use events::main_article::SLOT_ID;
use events::{ArticleId, LocalizedText};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{ArticleDraftBody, ArticleUpdateBody, CATEGORY_NOT_SELECTED, IMAGE_NOT_UPLOADED};
use super::{Article, ArticleCommand};
use crate::category_catalog::CategoryCatalog;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, Reason};
use crate::executor::await_projections;
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::main_article::MainArticleCommand;
use crate::state::CommandState;
use errors::ErrorCode;

const NOT_PUBLISHED: Reason = Reason::new(
    ErrorCode::ArticleNotPublished,
    "Only a published article can be the main one.",
);

/// The article routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(create_article, save_draft))
        .routes(routes!(save_and_publish))
        .routes(routes!(publish_article))
        .routes(routes!(hide_article))
        .routes(routes!(schedule_publication, cancel_schedule))
        .routes(routes!(make_main))
        .routes(routes!(delete_article))
        .routes(routes!(article_history))
        .routes(routes!(article_version))
        .routes(routes!(restore_article))
}

/// Creates an article from the editor, saved as a draft.
#[utoipa::path(
    post,
    path = "/articles/snapshot",
    tag = "articles",
    security(("bearer" = [])),
    request_body = ArticleDraftBody,
    responses(
        (status = 200, description = "The new article", body = AdminArticleView),
        (status = 400, description = "An editor rule is broken (`field` names it)", body = ErrorBody),
    )
)]
pub async fn create_article(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<ArticleDraftBody>,
) -> Result<Json<AdminArticleView>, ApiError> {
    let content = checked_content(&state, &body).await?;
    let id = super::next_id(&state.pool).await?;
    let command = ArticleCommand::CreateArticle {
        content,
        at: Utc::now(),
    };
    run(&state, &context, id, command).await
}

/// Saves the editor over the article's draft; visitors keep reading the published version.
#[utoipa::path(
    put,
    path = "/articles/snapshot",
    tag = "articles",
    security(("bearer" = [])),
    request_body = ArticleUpdateBody,
    responses(
        (status = 200, description = "The saved article", body = AdminArticleView),
        (status = 400, description = "An editor rule is broken (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such article", body = ErrorBody),
        (status = 409, description = "Changed since the editor was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn save_draft(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<ArticleUpdateBody>,
) -> Result<Json<AdminArticleView>, ApiError> {
    save(&state, &context, body, false).await
}

/// Saves the editor and publishes what was saved, in one step.
#[utoipa::path(
    put,
    path = "/article/update",
    tag = "articles",
    security(("bearer" = [])),
    request_body = ArticleUpdateBody,
    responses(
        (status = 200, description = "The published article", body = AdminArticleView),
        (status = 400, description = "An editor rule is broken (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such article", body = ErrorBody),
        (status = 409, description = "Changed since the editor was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn save_and_publish(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<ArticleUpdateBody>,
) -> Result<Json<AdminArticleView>, ApiError> {
    save(&state, &context, body, true).await
}

async fn save(
    state: &CommandState,
    context: &RequestContext,
    body: ArticleUpdateBody,
    publish: bool,
) -> Result<Json<AdminArticleView>, ApiError> {
    let content = checked_content(state, &body.draft).await?;
    let id = ArticleId::new(body.id).ok_or(ApiError::NotFound)?;
    let command = ArticleCommand::SaveDraft {
        expected_version: body.version,
        content,
        confirm_translation: body.draft.confirm_translation,
        publish,
        at: Utc::now(),
    };
    run(state, context, id, command).await
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
    run(
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
    run(&state, &context, id, command).await
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
    run(
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
    run(
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
    let article = state.articles.load(&id.to_string()).await?;
    let mut surroundings = Surroundings::read(&state, id).await?;
    if article.content().is_none() || article.is_deleted() {
        return Err(ApiError::NotFound);
    }
    if article.published().is_none() {
        return Err(ApiError::Conflict(NOT_PUBLISHED));
    }
    let command = MainArticleCommand::MakeMain {
        article_id: id.get(),
        at: Utc::now(),
    };
    let metadata = context.metadata(&command);
    let executed = state
        .main_article
        .execute(SLOT_ID, command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    surroundings.main = Some(id.get());
    Ok(Json(view(id, &article, &surroundings)?))
}

#[utoipa::path(
    delete,
    path = "/articles/{id}",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The article's id")),
    responses(
        (status = 204, description = "Deleted; the history stays"),
        (status = 404, description = "No such article", body = ErrorBody),
    )
)]
pub async fn delete_article(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    let id = article_id(&id)?;
    let command = ArticleCommand::Delete { at: Utc::now() };
    let metadata = context.metadata(&command);
    let executed = state
        .articles
        .execute(&id.to_string(), command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    Ok(StatusCode::NO_CONTENT)
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
    Ok(Json(history::of(&state.articles, &id.to_string()).await?))
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
    let past = history::at(&state.articles, &id.to_string(), &version).await?;
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
    let old = history::at(&state.articles, &id.to_string(), &version).await?;
    let content = old.state.content().cloned().ok_or(ApiError::NotFound)?;
    let command = ArticleCommand::Restore {
        expected_version: body.version,
        from_version: old.version,
        content,
        at: Utc::now(),
    };
    run(&state, &context, id, command).await
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

/// The editor's content once its category exists and its pictures are uploads of this site.
async fn checked_content(
    state: &CommandState,
    body: &ArticleDraftBody,
) -> Result<ArticleContent, ApiError> {
    let content = body.parse().map_err(ApiError::InvalidInput)?;
    let catalog = state.categories.load(CATALOG_ID).await?;
    if catalog.get(content.category_id).is_none() {
        return Err(ApiError::InvalidInput(CATEGORY_NOT_SELECTED));
    }
    let blocks = |translation: &'static str, blocks: &[Block]| {
        blocks
            .iter()
            .filter(|block| block.kind == BlockKind::Img)
            .map(move |block| (translation, block.value.clone()))
            .collect::<Vec<_>>()
    };
    let images = std::iter::once(("mainImage", content.main_image.clone()))
        .chain(blocks("translations.uk.blocks", &content.uk.blocks))
        .chain(blocks("translations.en.blocks", &content.en.blocks));
    for (field, image) in images {
        if !state.image_uploaded(&image).await? {
            return Err(ApiError::InvalidInput(IMAGE_NOT_UPLOADED.on_field(field)));
        }
    }
    Ok(content)
}

/// An article id from the path; anything but a positive number names no article.
fn article_id(text: &str) -> Result<ArticleId, ApiError> {
    ArticleId::parse(text).ok_or(ApiError::NotFound)
}

/// Runs `command` on article `id` and answers it once the projections have it.
async fn run(
    state: &CommandState,
    context: &RequestContext,
    id: ArticleId,
    command: ArticleCommand,
) -> Result<Json<AdminArticleView>, ApiError> {
    let surroundings = Surroundings::read(state, id).await?;
    let metadata = context.metadata(&command);
    let executed = state
        .articles
        .execute(&id.to_string(), command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    Ok(Json(view(id, &executed.state, &surroundings)?))
}

/// What an article's answer needs besides the article. Read before its command, so that
/// nothing that can fail runs once the command's events are committed.
struct Surroundings {
    catalog: CategoryCatalog,
    /// The article in the blog's main slot.
    main: Option<i64>,
    views: i64,
}

impl Surroundings {
    async fn read(state: &CommandState, id: ArticleId) -> Result<Surroundings, ApiError> {
        let views: Option<i64> =
            sqlx::query_scalar("SELECT views FROM article_views WHERE article_id = $1")
                .bind(id.get())
                .fetch_optional(&state.pool)
                .await?;
        Ok(Surroundings {
            catalog: state.categories.load(CATALOG_ID).await?,
            main: state.main_article.load(SLOT_ID).await?.current(),
            views: views.unwrap_or(0),
        })
    }
}

/// The article as staff see it: with its category's names and whether it is the main one. A
/// hidden or deleted article is not, even in the moment before the slot lets it go.
fn view(
    id: ArticleId,
    article: &Article,
    surroundings: &Surroundings,
) -> Result<AdminArticleView, ApiError> {
    let (Some(content), Some(created_at), Some(updated_at)) = (
        article.content(),
        article.created_at(),
        article.changed_at(),
    ) else {
        return Err(ApiError::NotFound);
    };
    let category = surroundings
        .catalog
        .get(content.category_id)
        .map_or_else(LocalizedText::default, |category| category.name.clone());
    let main = surroundings.main == Some(id.get())
        && article.published().is_some()
        && !article.is_deleted();
    Ok(AdminArticleView::new(AdminArticleFacts {
        id: id.get(),
        version: article.version(),
        status: article.status(),
        content,
        main,
        category,
        created_at,
        updated_at,
        published_at: article.published_at(),
        publish_at: article.publish_at(),
        views: surroundings.views,
    }))
}
