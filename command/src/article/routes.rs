//! The admin article calls of SPEC §7 under `/api/admin`: create, save drafts and delete, and
//! the router with the publication and history calls. Each change answers the article as it
//! leaves it, once the projections have it.

use axum::extract::Path;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use chrono::Utc;
use events::article::{ArticleContent, Block, BlockKind};
use events::article_view::AdminArticleView;
use events::category::CATALOG_ID;
use events::ArticleId;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{ArticleDraftBody, ArticleUpdateBody, CATEGORY_NOT_SELECTED, IMAGE_NOT_UPLOADED};
use super::view::{article_id, change};
use super::Article;
use super::ArticleCommand;
use super::{history_routes, publication_routes};
use crate::category::CategoryCatalog;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::state::CommandState;

/// The article routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(create_article, save_draft))
        .routes(routes!(save_and_publish))
        .routes(routes!(delete_article))
        .merge(history_routes::admin_router())
        .merge(publication_routes::admin_router())
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
    change(&state, &context, id, command).await
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
    change(state, context, id, command).await
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
    let no_content = |_: &_| Ok(StatusCode::NO_CONTENT);
    state
        .executor::<Article>()
        .execute_and_answer(&context, id, command, no_content)
        .await
}

/// The editor's content once its category exists and its pictures are uploads of this site.
async fn checked_content(
    state: &CommandState,
    body: &ArticleDraftBody,
) -> Result<ArticleContent, ApiError> {
    let content = body.parse().map_err(ApiError::InvalidInput)?;
    let catalog = state.executor::<CategoryCatalog>().load(CATALOG_ID).await?;
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
