//! The admin category calls of SPEC §7 under `/api/admin/articles/categories`: add and delete.
//! Each answers the whole list, as the categories manager shows it.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::article_view::AdminCategoryView;
use events::blog_category::CATALOG_ID;
use events::{CategoryId, LocalizedText};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::{CategoryCatalog, CategoryCommand, CategoryName};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::await_projections;
use crate::extract::JsonBody;
use crate::state::CommandState;

/// The category routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(add_category))
        .routes(routes!(delete_category))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CategoryBody {
    #[serde(default)]
    #[schema(value_type = Object)]
    pub name: LocalizedText,
}

/// Adds a category with its names in both languages.
#[utoipa::path(
    post,
    path = "/articles/categories/add",
    tag = "articles",
    security(("bearer" = [])),
    request_body = CategoryBody,
    responses(
        (status = 200, description = "Every category", body = [AdminCategoryView]),
        (status = 400, description = "A name rule is broken (`field` names the language)", body = ErrorBody),
        (status = 409, description = "`categoryExists` or `maxCategoriesAmount`", body = ErrorBody),
    )
)]
pub async fn add_category(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<CategoryBody>,
) -> Result<Json<Vec<AdminCategoryView>>, ApiError> {
    let name = CategoryName::parse(&body.name).map_err(ApiError::InvalidInput)?;
    let command = CategoryCommand::AddCategory {
        name,
        at: Utc::now(),
    };
    let articles = article_counts(&state).await?;
    run(&state, &context, command, articles).await
}

/// Deletes a category that holds no articles.
#[utoipa::path(
    delete,
    path = "/articles/categories/{id}",
    tag = "articles",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The category's id")),
    responses(
        (status = 200, description = "The categories left", body = [AdminCategoryView]),
        (status = 404, description = "No such category", body = ErrorBody),
        (status = 409, description = "It holds articles (`canNotBeDeleted`)", body = ErrorBody),
    )
)]
pub async fn delete_category(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<Vec<AdminCategoryView>>, ApiError> {
    let id = CategoryId::parse(&id).ok_or(ApiError::NotFound)?;
    let articles = article_counts(&state).await?;
    let command = CategoryCommand::DeleteCategory {
        category_id: id.get(),
        articles: articles.get(&id.get()).copied().unwrap_or(0),
        at: Utc::now(),
    };
    run(&state, &context, command, articles).await
}

/// Runs `command` on the catalog and answers the categories with `articles`, counted before
/// it: nothing that can fail runs once its events are committed, and a change of categories
/// moves no article.
async fn run(
    state: &CommandState,
    context: &RequestContext,
    command: CategoryCommand,
    articles: HashMap<i64, i64>,
) -> Result<Json<Vec<AdminCategoryView>>, ApiError> {
    let metadata = context.metadata(&command);
    let executed = state
        .categories
        .execute(CATALOG_ID, command, metadata)
        .await?;
    await_projections(&state.pool, executed.position).await;
    Ok(Json(list(&executed.state, &articles)))
}

/// The articles in each category, deleted ones aside, as the article read model has them.
async fn article_counts(state: &CommandState) -> Result<HashMap<i64, i64>, ApiError> {
    let rows: Vec<(i64, i64)> =
        sqlx::query_as("SELECT category_id, count(*) FROM admin_articles GROUP BY category_id")
            .fetch_all(&state.pool)
            .await?;
    Ok(rows.into_iter().collect())
}

fn list(catalog: &CategoryCatalog, counts: &HashMap<i64, i64>) -> Vec<AdminCategoryView> {
    catalog
        .categories()
        .iter()
        .map(|category| AdminCategoryView {
            id: category.id,
            name: category.name.clone(),
            articles_count: counts.get(&category.id).copied().unwrap_or(0),
        })
        .collect()
}
