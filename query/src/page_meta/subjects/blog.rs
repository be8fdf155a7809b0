//! The blog as page subjects: an article's page, a category's tab of the blog list, and the
//! list's first screen, read through the same functions that answer the blog API, so what a
//! page embeds is what the web app would have fetched.

use std::sync::LazyLock;

use events::media_path::media_path;
use events::{ArticleId, CategoryId, Language};
use serde::Deserialize;
use serde_json::{json, Value};
use sqlx::PgPool;

use super::{EmbeddedQuery, List, Subject};
use crate::blog::public::{self as blog, OpenArticle};
use crate::page_meta::picture::Look;

/// How the blog pages draw their pictures; the web components read the same file.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Pictures {
    card: Look,
    banner: Look,
    cover: Look,
    /// The cards whose pictures load at once, the list's first row.
    eager_cards: usize,
}

static PICTURES: LazyLock<Pictures> = LazyLock::new(|| {
    serde_json::from_str(include_str!(
        "../../../../web/src/features/blog/model/pictures.json"
    ))
    .expect("the blog pictures.json is valid")
});

pub async fn find_article(
    pool: &PgPool,
    language: Language,
    id: &str,
) -> Result<Option<Subject>, sqlx::Error> {
    let Some(id) = ArticleId::parse(id) else {
        return Ok(None);
    };
    let Some(article) = blog::open_article(pool, language, id.get()).await? else {
        return Ok(None);
    };
    let mut subject = article_subject(&article);
    // The recommendations under the article, so they draw with it instead of after a call.
    let recommended =
        blog::recommended_page(pool, language, article.category_id, article.id, 1).await?;
    subject
        .queries
        .extend(recommended.map(|page| EmbeddedQuery {
            endpoint: "getRecommendedPages",
            arg: Some(json!({ "categoryId": article.category_id, "articleId": article.id })),
            page_param: Some(json!(1)),
            data: serde_json::to_value(page).expect("a page of cards serializes"),
        }));
    Ok(Some(subject))
}

/// SPEC §2: an article page's title is the article's; its description the one staff wrote,
/// else the default with the title. Its picture is the link preview's image.
fn article_subject(article: &OpenArticle) -> Subject {
    let image = &article.image.id;
    Subject {
        id: article.id.to_string(),
        fields: vec![("title", article.title.clone())],
        description: Some(article.description.clone()).filter(|text| !text.is_empty()),
        preview: Some(media_path(image, "card")),
        picture: Some(PICTURES.cover.of(image)),
        queries: vec![EmbeddedQuery {
            endpoint: "getArticle",
            arg: Some(json!(article.id)),
            page_param: None,
            data: serde_json::to_value(article).expect("an article serializes"),
        }],
    }
}

/// A tab of the blog list: every article (id 0) or a category with articles in `language`.
pub async fn find_category(
    pool: &PgPool,
    language: Language,
    id: &str,
) -> Result<Option<Subject>, sqlx::Error> {
    let category = match id {
        "0" => ALL_CATEGORIES,
        _ => match CategoryId::parse(id) {
            Some(id) => id.get(),
            None => return Ok(None),
        },
    };
    let screen = first_screen(pool, language, category).await?;
    let known =
        category == ALL_CATEGORIES || screen.categories.iter().any(|shown| shown.id == category);
    Ok(known.then(|| Subject {
        id: category.to_string(),
        fields: Vec::new(),
        description: None,
        preview: None,
        picture: None,
        queries: screen.queries,
    }))
}

/// The blog list's tab of every category.
pub const ALL_CATEGORIES: i64 = 0;

/// The blog list's first screen in `language`, on the tab of `category`.
pub async fn first_page(
    pool: &PgPool,
    language: Language,
    category: i64,
) -> Result<List, sqlx::Error> {
    let screen = first_screen(pool, language, category).await?;
    Ok(List {
        pictures: screen.pictures,
        queries: screen.queries,
    })
}

struct Screen {
    categories: Vec<blog::CategoryView>,
    pictures: Vec<crate::page_meta::picture::Picture>,
    queries: Vec<EmbeddedQuery>,
}

/// What the blog list shows first: the main article's banner, the tabs and the first cards.
async fn first_screen(
    pool: &PgPool,
    language: Language,
    category: i64,
) -> Result<Screen, sqlx::Error> {
    let main = blog::main_article_in(pool, language).await?;
    let categories = blog::current_categories(pool, language).await?;
    let page = blog::secondary_page(pool, language, category, 1).await?;
    let banner = main.as_ref().map(|main| PICTURES.banner.of(&main.image.id));
    let cards = page
        .content
        .iter()
        .take(PICTURES.eager_cards)
        .map(|card| PICTURES.card.of(&card.image.id));
    let pictures = banner.into_iter().chain(cards).collect();
    let queries = vec![
        EmbeddedQuery {
            endpoint: "getMainArticle",
            arg: None,
            page_param: None,
            data: serde_json::to_value(&main).expect("the main article serializes"),
        },
        EmbeddedQuery {
            endpoint: "getCategories",
            arg: None,
            page_param: None,
            data: serde_json::to_value(&categories).expect("categories serialize"),
        },
        EmbeddedQuery {
            endpoint: "getArticlePages",
            arg: Some(Value::from(category)),
            page_param: Some(json!(1)),
            data: serde_json::to_value(&page).expect("a page of cards serializes"),
        },
    ];
    Ok(Screen {
        categories,
        pictures,
        queries,
    })
}

pub async fn published_articles(pool: &PgPool) -> Result<Vec<String>, sqlx::Error> {
    let ids = blog::published_in_both(pool).await?;
    Ok(ids.into_iter().map(|id| id.to_string()).collect())
}

pub async fn published_categories(pool: &PgPool) -> Result<Vec<String>, sqlx::Error> {
    let ids = blog::categories_in_both(pool).await?;
    Ok(ids.into_iter().map(|id| id.to_string()).collect())
}
