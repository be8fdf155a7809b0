//! The admin category calls of SPEC §7 under `/api/admin/articles/categories`: add and delete.
//! Each answers the whole list, as the categories manager shows it.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::article_view::AdminCategoryView;
use events::category::CATALOG_ID;
use events::{CategoryId, LocalizedText};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::{CategoryCatalog, CategoryCommand, CategoryName};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::Decided;
use crate::extract::JsonBody;
use crate::read_models;
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
    let articles = read_models::articles_per_category(&state.pool).await?;
    let categories = |done: &Decided<CategoryCatalog>| Ok(Json(list(&done.state, &articles)));
    state
        .executor::<CategoryCatalog>()
        .execute_and_answer(&context, CATALOG_ID, command, categories)
        .await
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
    let articles = read_models::articles_per_category(&state.pool).await?;
    let command = CategoryCommand::DeleteCategory {
        category_id: id.get(),
        articles: articles.get(&id.get()).copied().unwrap_or(0),
        at: Utc::now(),
    };
    let categories = |done: &Decided<CategoryCatalog>| Ok(Json(list(&done.state, &articles)));
    state
        .executor::<CategoryCatalog>()
        .execute_and_answer(&context, CATALOG_ID, command, categories)
        .await
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
