//! `GET /api/blogs/...`: the public blog in the request's language (SPEC §2 "Blog list",
//! "Article page", §3 "Article", §7), from `public_articles`, `blog_categories` and
//! `blog_main`.

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::Json;
use chrono::{DateTime, Utc};
use events::article::Block;
use events::article_view::ImageView;
use events::{ArticleId, CategoryId, Language};
use serde::Serialize;
use sqlx::types::Json as JsonColumn;
use sqlx::PgPool;
use utoipa::ToSchema;

use crate::language::request_language;
use crate::paging::{offset, page_number, Paged};
use crate::QueryError;

/// The blog list and the home teaser load 6 articles per page.
pub const PAGE_SIZE: u32 = 6;
/// The recommended carousel steps by 3 (SPEC §4).
const RECOMMENDED_PAGE_SIZE: u32 = 3;

/// 392×288, for cards.
const CARD: &str = "card";
/// 960 wide, for the banner and the article's own picture.
const DETAIL: &str = "detail";

/// An article in a list (SPEC §3 summary view).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArticleCard {
    pub id: i64,
    pub title: String,
    pub image: ImageView,
    /// The category's name in the request's language.
    pub category: String,
    pub category_id: i64,
    /// The first publication.
    pub date_time: DateTime<Utc>,
}

/// The main article's banner: a card with its thesis.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MainArticle {
    pub id: i64,
    pub title: String,
    pub thesis: String,
    pub image: ImageView,
    pub category: String,
    pub category_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryView {
    pub id: i64,
    pub name: String,
}

/// SPEC §7: the client reads `currentCategories`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Categories {
    pub current_categories: Vec<CategoryView>,
}

/// The open article (SPEC §3 "Open article view").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenArticle {
    pub id: i64,
    pub title: String,
    pub image: ImageView,
    /// The first publication (SPEC §3 names it `date` here, `dateTime` on a card).
    pub date: DateTime<Utc>,
    pub category: String,
    pub category_id: i64,
    /// The page's own meta description; empty when staff wrote none.
    pub description: String,
    pub article_content: Vec<ContentItem>,
}

/// SPEC §3 public content item: its one entry of `contentValueDtoSet` holds the value, the
/// place on the page and the type.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentItem {
    pub content_value_dto_set: Vec<ContentValue>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentValue {
    /// Sanitized HTML for text and quotes, the image id for pictures.
    pub content_value: String,
    pub order_on_page: u32,
    pub content_type_enum: ContentType,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ContentType {
    /// 1 TEXT, 2 QUOTE, 3 IMG.
    pub id: u8,
}

#[derive(sqlx::FromRow)]
struct CardRow {
    article_id: i64,
    title: String,
    main_image: String,
    category: String,
    category_id: i64,
    published_at: DateTime<Utc>,
}

impl From<CardRow> for ArticleCard {
    fn from(row: CardRow) -> ArticleCard {
        ArticleCard {
            id: row.article_id,
            title: row.title,
            image: ImageView::new(&row.main_image, CARD),
            category: row.category,
            category_id: row.category_id,
            date_time: row.published_at,
        }
    }
}

/// The columns of a card; `$1` is the language.
const CARD_COLUMNS: &str = "a.article_id, a.title, a.main_image, a.category_id, a.published_at, \
     coalesce(CASE WHEN $1 = 'en' THEN c.name_en ELSE c.name_uk END, '') AS category";

/// `GET /api/blogs/main-articles`: the main article's banner, `null` when there is none.
#[utoipa::path(get, path = "/blogs/main-articles", tag = "blog",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses((status = 200, body = Option<MainArticle>)))]
pub async fn main_article(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<Option<MainArticle>>, QueryError> {
    Ok(Json(
        main_article_in(&pool, request_language(&headers)).await?,
    ))
}

/// The main article's banner in `language`, if it has one that is published in it.
pub(crate) async fn main_article_in(
    pool: &PgPool,
    language: Language,
) -> Result<Option<MainArticle>, sqlx::Error> {
    let row: Option<MainRow> = sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS}, a.thesis FROM blog_main m \
         JOIN public_articles a ON a.article_id = m.article_id AND a.language = $1 \
         LEFT JOIN blog_categories c ON c.category_id = a.category_id"
    ))
    .bind(language.texts().value())
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|MainRow { card, thesis }| MainArticle {
        id: card.article_id,
        title: card.title,
        thesis,
        image: ImageView::new(&card.main_image, DETAIL),
        category: card.category,
        category_id: card.category_id,
    }))
}

/// `GET /api/blogs/categories`: the categories with at least one article in this language.
#[utoipa::path(get, path = "/blogs/categories", tag = "blog",
    params(("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses((status = 200, body = Categories)))]
pub async fn categories(
    State(pool): State<PgPool>,
    headers: HeaderMap,
) -> Result<Json<Categories>, QueryError> {
    let current_categories = current_categories(&pool, request_language(&headers)).await?;
    Ok(Json(Categories { current_categories }))
}

/// The categories with at least one article published in `language`, in the order added.
pub(crate) async fn current_categories(
    pool: &PgPool,
    language: Language,
) -> Result<Vec<CategoryView>, sqlx::Error> {
    let rows: Vec<(i64, String)> = sqlx::query_as(
        "SELECT c.category_id, CASE WHEN $1 = 'en' THEN c.name_en ELSE c.name_uk END \
         FROM blog_categories c \
         WHERE EXISTS (SELECT 1 FROM public_articles a \
                        WHERE a.language = $1 AND a.category_id = c.category_id) \
         ORDER BY c.added_at, c.category_id",
    )
    .bind(language.texts().value())
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, name)| CategoryView { id, name })
        .collect())
}

/// Articles published in both languages: the ones the sitemap lists with both addresses.
pub(crate) async fn published_in_both(pool: &PgPool) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT article_id FROM public_articles GROUP BY article_id \
         HAVING count(*) = 2 ORDER BY article_id",
    )
    .fetch_all(pool)
    .await
}

/// Categories with articles in both languages: the tabs the sitemap lists.
pub(crate) async fn categories_in_both(pool: &PgPool) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT category_id FROM public_articles GROUP BY category_id \
         HAVING count(DISTINCT language) = 2 ORDER BY category_id",
    )
    .fetch_all(pool)
    .await
}

/// `GET /api/blogs/secondary-articles/{page}`: every article but the main one, newest first.
#[utoipa::path(get, path = "/blogs/secondary-articles/{page}", tag = "blog",
    params(("page" = u32, Path, description = "1-based page number"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = Paged<ArticleCard>),
        (status = 400, description = "page 0 or not a number: invalidRequest", body = errors::ErrorBody)))]
pub async fn secondary(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    Path(page): Path<String>,
) -> Result<Json<Paged<ArticleCard>>, QueryError> {
    let page = page_number(&page)?;
    let language = request_language(&headers);
    Ok(Json(secondary_page(&pool, language, 0, page).await?))
}

/// `GET /api/blogs/secondary-articles/{categoryId}/{page}`: the same in one category (0: all).
#[utoipa::path(get, path = "/blogs/secondary-articles/{categoryId}/{page}", tag = "blog",
    params(("categoryId" = i64, Path, description = "the category's id; 0 for all"),
        ("page" = u32, Path, description = "1-based page number"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = Paged<ArticleCard>),
        (status = 400, description = "a page or category that is not a number: invalidRequest",
            body = errors::ErrorBody)))]
pub async fn secondary_in_category(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    Path((category, page)): Path<(String, String)>,
) -> Result<Json<Paged<ArticleCard>>, QueryError> {
    let category = category_filter(&category)?;
    let page = page_number(&page)?;
    let language = request_language(&headers);
    Ok(Json(secondary_page(&pool, language, category, page).await?))
}

/// `GET /api/blogs/articles/{id}`: one published article with its content.
#[utoipa::path(get, path = "/blogs/articles/{id}", tag = "blog",
    params(("id" = i64, Path, description = "the article's id"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = OpenArticle),
        (status = 404, description = "unknown, not published in this language, or not a number: \
            message404Error", body = errors::ErrorBody)))]
pub async fn article(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<OpenArticle>, QueryError> {
    let id = ArticleId::parse(&id).ok_or(QueryError::NotFound)?;
    let language = request_language(&headers);
    open_article(&pool, language, id.get())
        .await?
        .map(Json)
        .ok_or(QueryError::NotFound)
}

/// `GET /api/blogs/secondary-articles/{categoryId}/{articleId}/recommended/{page}`: the other
/// articles of the category, newest first, 3 per page.
#[utoipa::path(get, path = "/blogs/secondary-articles/{categoryId}/{articleId}/recommended/{page}",
    tag = "blog",
    params(("categoryId" = i64, Path, description = "the open article's category; 0 for all"),
        ("articleId" = i64, Path, description = "the open article, which is left out"),
        ("page" = u32, Path, description = "1-based page number"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "uk (default) or en")),
    responses(
        (status = 200, body = Paged<ArticleCard>),
        (status = 400, description = "a page or id that is not a number: invalidRequest",
            body = errors::ErrorBody),
        (status = 404, description = "the article is not published in this language: \
            message404Error", body = errors::ErrorBody)))]
pub async fn recommended(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    Path((category, article, page)): Path<(String, String, String)>,
) -> Result<Json<Paged<ArticleCard>>, QueryError> {
    let category = category_filter(&category)?;
    let article = ArticleId::parse(&article).ok_or(QueryError::InvalidRequest)?;
    let page = page_number(&page)?;
    let language = request_language(&headers);
    let cards = recommended_page(&pool, language, category, article.get(), page).await?;
    Ok(Json(cards.ok_or(QueryError::NotFound)?))
}

/// Page `page` of the recommendations under `article` in `language`, among `category`'s
/// articles (0: all); `None` when the article is not published in that language. What the
/// recommendations' call answers, and what an article page's HTML embeds.
pub async fn recommended_page(
    pool: &PgPool,
    language: Language,
    category: i64,
    article: i64,
    page: u32,
) -> Result<Option<Paged<ArticleCard>>, sqlx::Error> {
    let language = language.texts().value();
    // Recommendations are for an open article: one that is not published has none to give.
    let open: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM public_articles WHERE language = $1 AND article_id = $2)",
    )
    .bind(language)
    .bind(article)
    .fetch_one(pool)
    .await?;
    if !open {
        return Ok(None);
    }
    let filter = "a.language = $1 AND ($2 = 0 OR a.category_id = $2) AND a.article_id <> $3";
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM public_articles a WHERE {filter}"
    ))
    .bind(language)
    .bind(category)
    .bind(article)
    .fetch_one(pool)
    .await?;
    let rows: Vec<CardRow> = sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS} FROM public_articles a \
         LEFT JOIN blog_categories c ON c.category_id = a.category_id \
         WHERE {filter} ORDER BY a.published_at DESC, a.article_id DESC LIMIT $4 OFFSET $5"
    ))
    .bind(language)
    .bind(category)
    .bind(article)
    .bind(i64::from(RECOMMENDED_PAGE_SIZE))
    .bind(offset(page, RECOMMENDED_PAGE_SIZE))
    .fetch_all(pool)
    .await?;
    let cards = rows.into_iter().map(ArticleCard::from).collect();
    Ok(Some(Paged::new(cards, page, RECOMMENDED_PAGE_SIZE, total)))
}

/// A category id from the path: 0 (all) or a category's id.
fn category_filter(segment: &str) -> Result<i64, QueryError> {
    if segment == "0" {
        return Ok(0);
    }
    CategoryId::parse(segment)
        .map(CategoryId::get)
        .ok_or(QueryError::InvalidRequest)
}

/// Page `page` of the articles of `category` (0: all), the main article left out.
pub(crate) async fn secondary_page(
    pool: &PgPool,
    language: Language,
    category: i64,
    page: u32,
) -> Result<Paged<ArticleCard>, sqlx::Error> {
    let language = language.texts().value();
    let filter = "a.language = $1 AND ($2 = 0 OR a.category_id = $2) \
                  AND NOT EXISTS (SELECT 1 FROM blog_main m WHERE m.article_id = a.article_id)";
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM public_articles a WHERE {filter}"
    ))
    .bind(language)
    .bind(category)
    .fetch_one(pool)
    .await?;
    let rows: Vec<CardRow> = sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS} FROM public_articles a \
         LEFT JOIN blog_categories c ON c.category_id = a.category_id \
         WHERE {filter} ORDER BY a.published_at DESC, a.article_id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(language)
    .bind(category)
    .bind(i64::from(PAGE_SIZE))
    .bind(offset(page, PAGE_SIZE))
    .fetch_all(pool)
    .await?;
    let cards = rows.into_iter().map(ArticleCard::from).collect();
    Ok(Paged::new(cards, page, PAGE_SIZE, total))
}

#[derive(sqlx::FromRow)]
struct MainRow {
    #[sqlx(flatten)]
    card: CardRow,
    thesis: String,
}

#[derive(sqlx::FromRow)]
struct ArticleRow {
    #[sqlx(flatten)]
    card: CardRow,
    description: String,
    blocks: JsonColumn<Vec<Block>>,
}

/// One published article in `language`, if it is published in it.
pub(crate) async fn open_article(
    pool: &PgPool,
    language: Language,
    id: i64,
) -> Result<Option<OpenArticle>, sqlx::Error> {
    let row: Option<ArticleRow> = sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS}, a.description, a.blocks FROM public_articles a \
         LEFT JOIN blog_categories c ON c.category_id = a.category_id \
         WHERE a.language = $1 AND a.article_id = $2"
    ))
    .bind(language.texts().value())
    .bind(id)
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|row| {
        let JsonColumn(blocks) = row.blocks;
        let card = row.card;
        OpenArticle {
            id: card.article_id,
            title: card.title,
            image: ImageView::new(&card.main_image, DETAIL),
            date: card.published_at,
            category: card.category,
            category_id: card.category_id,
            description: row.description,
            article_content: blocks
                .into_iter()
                .zip(1..)
                .map(|(block, order_on_page)| ContentItem {
                    content_value_dto_set: vec![ContentValue {
                        content_value: block.value,
                        order_on_page,
                        content_type_enum: ContentType {
                            id: block.kind.id(),
                        },
                    }],
                })
                .collect(),
        }
    }))
}

/// One article of the blog's feed.
pub(crate) struct FeedEntry {
    pub id: i64,
    pub title: String,
    pub category: String,
    /// The thesis, else the description staff wrote; may be empty.
    pub summary: String,
    pub published_at: DateTime<Utc>,
}

/// The `limit` newest articles published in `language`, the main one among them.
pub(crate) async fn latest_for_feed(
    pool: &PgPool,
    language: Language,
    limit: i64,
) -> Result<Vec<FeedEntry>, sqlx::Error> {
    let rows: Vec<FeedRow> = sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS}, coalesce(nullif(a.thesis, ''), a.description) AS summary \
         FROM public_articles a LEFT JOIN blog_categories c ON c.category_id = a.category_id \
         WHERE a.language = $1 ORDER BY a.published_at DESC, a.article_id DESC LIMIT $2"
    ))
    .bind(language.texts().value())
    .bind(limit)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|FeedRow { card, summary }| FeedEntry {
            id: card.article_id,
            title: card.title,
            category: card.category,
            summary,
            published_at: card.published_at,
        })
        .collect())
}

#[derive(sqlx::FromRow)]
struct FeedRow {
    #[sqlx(flatten)]
    card: CardRow,
    summary: String,
}
