//! `GET /api/admin/articles/...`: every article that is not deleted and every category, as
//! staff see them, from `admin_articles`, `blog_categories` and `blog_main`.

use axum::extract::{Path, Query, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::article::{ArticleContent, ArticleStatus};
use events::article_view::{
    AdminArticleFacts, AdminArticleView, AdminCategoryView, ImageView, CARD,
};
use events::{ArticleId, LocalizedText};
use serde::{Deserialize, Serialize};
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};

use crate::paging::{offset, Paged};
use crate::QueryError;

/// The admin list loads 12 articles per page.
const PAGE_SIZE: u32 = 12;

/// An article in the admin list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminArticleCard {
    pub id: i64,
    pub version: u64,
    #[schema(value_type = String, example = "PUBLISHED")]
    pub status: ArticleStatus,
    pub main: bool,
    #[schema(value_type = Object)]
    pub title: LocalizedText,
    pub main_image: ImageView,
    #[schema(value_type = Object)]
    pub category: LocalizedText,
    pub category_id: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// When the scheduler will publish the draft; `null` when nothing is scheduled.
    pub publish_at: Option<DateTime<Utc>>,
    /// How often visitors opened it, up to the last minute.
    pub views: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArticleTitle {
    pub id: i64,
    #[schema(value_type = Object)]
    pub title: LocalizedText,
}

#[derive(sqlx::FromRow)]
struct Row {
    article_id: i64,
    version: i64,
    content: JsonColumn<ArticleContent>,
    published: Option<JsonColumn<ArticleContent>>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    published_at: Option<DateTime<Utc>>,
    publish_at: Option<DateTime<Utc>>,
    name_uk: Option<String>,
    name_en: Option<String>,
    main: bool,
    views: i64,
}

// A hidden article is not the main one even in the moment before `main_article_release`
// empties the slot.
const SELECT: &str = "SELECT a.article_id, a.version, a.content, a.published, a.created_at, \
     a.updated_at, a.published_at, a.publish_at, c.name_uk, c.name_en, \
     (m.article_id IS NOT NULL AND a.published IS NOT NULL) AS main, \
     coalesce(v.views, 0) AS views \
     FROM admin_articles a \
     LEFT JOIN blog_categories c ON c.category_id = a.category_id \
     LEFT JOIN blog_main m ON m.article_id = a.article_id \
     LEFT JOIN article_views v ON v.article_id = a.article_id";

impl Row {
    fn category(&self) -> LocalizedText {
        LocalizedText::new(
            self.name_uk.clone().unwrap_or_default(),
            self.name_en.clone().unwrap_or_default(),
        )
    }

    fn status(&self) -> ArticleStatus {
        ArticleStatus::of(self.published.as_ref().map(|json| &json.0), &self.content.0)
    }

    fn version(&self) -> u64 {
        u64::try_from(self.version).unwrap_or_default()
    }

    fn into_view(self) -> AdminArticleView {
        let category = self.category();
        let status = self.status();
        AdminArticleView::new(AdminArticleFacts {
            id: self.article_id,
            version: self.version(),
            status,
            content: &self.content.0,
            main: self.main,
            category,
            created_at: self.created_at,
            updated_at: self.updated_at,
            published_at: self.published_at,
            publish_at: self.publish_at,
            views: self.views,
        })
    }

    fn into_card(self) -> AdminArticleCard {
        let content = &self.content.0;
        AdminArticleCard {
            id: self.article_id,
            version: self.version(),
            status: self.status(),
            main: self.main,
            title: LocalizedText::new(content.uk.title.clone(), content.en.title.clone()),
            main_image: ImageView::new(&content.main_image, CARD),
            category: self.category(),
            category_id: content.category_id,
            created_at: self.created_at,
            updated_at: self.updated_at,
            publish_at: self.publish_at,
            views: self.views,
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// 1-based page number.
    page: Option<u32>,
}

/// `GET /api/admin/articles?page={n}`: the main article first, then the newest.
#[utoipa::path(get, path = "/articles", tag = "articles", security(("bearer" = [])),
    params(PageParams),
    responses(
        (status = 200, body = Paged<AdminArticleCard>),
        (status = 400, description = "page 0 or not a number: invalidRequest", body = errors::ErrorBody)))]
pub async fn page(
    State(pool): State<PgPool>,
    params: Result<Query<PageParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Paged<AdminArticleCard>>, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    let page = params.page.unwrap_or(1);
    if page == 0 {
        return Err(QueryError::InvalidRequest);
    }
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM admin_articles")
        .fetch_one(&pool)
        .await?;
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "{SELECT} ORDER BY main DESC, a.created_at DESC, a.article_id DESC LIMIT $1 OFFSET $2"
    ))
    .bind(i64::from(PAGE_SIZE))
    .bind(offset(page, PAGE_SIZE))
    .fetch_all(&pool)
    .await?;
    let cards = rows.into_iter().map(Row::into_card).collect();
    Ok(Json(Paged::new(cards, page, PAGE_SIZE, total)))
}

/// `GET /api/admin/articles/main`: the main article, `null` when there is none.
#[utoipa::path(get, path = "/articles/main", tag = "articles", security(("bearer" = [])),
    responses((status = 200, body = Option<AdminArticleCard>)))]
pub async fn main_article(
    State(pool): State<PgPool>,
) -> Result<Json<Option<AdminArticleCard>>, QueryError> {
    let row: Option<Row> = sqlx::query_as(&format!(
        "{SELECT} WHERE m.article_id IS NOT NULL AND a.published IS NOT NULL"
    ))
    .fetch_optional(&pool)
    .await?;
    Ok(Json(row.map(Row::into_card)))
}

/// `GET /api/admin/articles/titles`: every article's titles; its length is the header's count.
#[utoipa::path(get, path = "/articles/titles", tag = "articles", security(("bearer" = [])),
    responses((status = 200, body = Vec<ArticleTitle>)))]
pub async fn titles(State(pool): State<PgPool>) -> Result<Json<Vec<ArticleTitle>>, QueryError> {
    let rows: Vec<(i64, JsonColumn<ArticleContent>)> = sqlx::query_as(
        "SELECT article_id, content FROM admin_articles ORDER BY created_at DESC, article_id DESC",
    )
    .fetch_all(&pool)
    .await?;
    let titles = rows
        .into_iter()
        .map(|(id, JsonColumn(content))| ArticleTitle {
            id,
            title: LocalizedText::new(content.uk.title, content.en.title),
        })
        .collect();
    Ok(Json(titles))
}

/// `GET /api/admin/articles/article/{id}`: one article as the editor loads it.
#[utoipa::path(get, path = "/articles/article/{id}", tag = "articles", security(("bearer" = [])),
    params(("id" = i64, Path, description = "the article's id")),
    responses(
        (status = 200, body = AdminArticleView),
        (status = 404, description = "unknown, deleted or not a number: message404Error",
            body = errors::ErrorBody)))]
pub async fn one(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
) -> Result<Json<AdminArticleView>, QueryError> {
    let id = ArticleId::parse(&id).ok_or(QueryError::NotFound)?;
    let row: Option<Row> = sqlx::query_as(&format!("{SELECT} WHERE a.article_id = $1"))
        .bind(id.get())
        .fetch_optional(&pool)
        .await?;
    row.map(Row::into_view)
        .map(Json)
        .ok_or(QueryError::NotFound)
}

/// `GET /api/admin/articles/categories`: every category with its article count.
#[utoipa::path(get, path = "/articles/categories", tag = "articles", security(("bearer" = [])),
    responses((status = 200, body = Vec<AdminCategoryView>)))]
pub async fn categories(
    State(pool): State<PgPool>,
) -> Result<Json<Vec<AdminCategoryView>>, QueryError> {
    let rows: Vec<(i64, String, String, i64)> = sqlx::query_as(
        "SELECT c.category_id, c.name_uk, c.name_en, \
                (SELECT count(*) FROM admin_articles a WHERE a.category_id = c.category_id) \
         FROM blog_categories c ORDER BY c.added_at, c.category_id",
    )
    .fetch_all(&pool)
    .await?;
    let categories = rows
        .into_iter()
        .map(|(id, uk, en, articles_count)| AdminCategoryView {
            id,
            name: LocalizedText::new(uk, en),
            articles_count,
        })
        .collect();
    Ok(Json(categories))
}
