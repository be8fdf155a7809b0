//! What a page is about, looked up in the read models: a dog, an article, a blog category.
//! A kind answers three questions, each one function of its own module: one published subject
//! by the id in its page's path, the first page of its list, and the ids of all published ones.
//! Adding a kind is that module, a variant below, its read model in `READ_MODELS`, and the
//! route-table rows that name it.

mod about;
mod blog;
mod dog;
mod feedback;
mod gallery;
mod home;
mod prices;

use events::Language;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::PgPool;

use super::picture::Picture;
use super::texts::MetaTexts;

/// A kind of subject, as the route table's `subject` and `list` name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SubjectKind {
    Dog,
    Article,
    /// A tab of the blog list; id 0 is every article.
    Category,
    /// The About page's meet-us tab: one page, a list kind only.
    About,
    /// The FAQ tab: one list, a list kind only.
    Faq,
    /// The services page: the price list and the additional services (a list, no subjects).
    Prices,
    /// The About page's feedback tab: the guests' reviews (a list, no subjects).
    Feedback,
    /// The About page's photogallery tab: the published albums (a list, no subjects).
    Gallery,
    /// The home page's blocks under its promo: the slider, the dogs and the articles (a list,
    /// no subjects).
    Home,
}

impl SubjectKind {
    /// The read models the subjects' heads come from: a page's HTML changes when they move.
    pub const READ_MODELS: &'static [&'static str] = &[
        "public_dogs",
        "public_articles",
        "blog_categories",
        "blog_main",
        // Every public page's footer shows the contact details.
        crate::contact_details::READ_MODEL,
        "about_page",
        "faq_list",
        "public_price_items",
        "public_services",
        "public_reviews",
        "public_albums",
    ];

    /// The published subject `id` names, in `language`; `None` for any other id.
    pub async fn find(
        self,
        pool: &PgPool,
        texts: &MetaTexts,
        language: Language,
        id: &str,
    ) -> Result<Option<Subject>, sqlx::Error> {
        match self {
            SubjectKind::Dog => dog::find(pool, texts, language, id).await,
            SubjectKind::Article => blog::find_article(pool, language, id).await,
            SubjectKind::Category => blog::find_category(pool, language, id).await,
            // One page each: no path carries an id of theirs.
            SubjectKind::About | SubjectKind::Faq => Ok(None),
            SubjectKind::Prices
            | SubjectKind::Feedback
            | SubjectKind::Gallery
            | SubjectKind::Home => Ok(None),
        }
    }

    /// The first page of the list of published subjects.
    pub async fn first_page(self, pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
        match self {
            SubjectKind::Dog => dog::first_page(pool, language).await,
            SubjectKind::Article | SubjectKind::Category => {
                blog::first_page(pool, language, blog::ALL_CATEGORIES).await
            }
            SubjectKind::About => about::about_page(pool, language).await,
            SubjectKind::Faq => about::faq_page(pool, language).await,
            SubjectKind::Prices => prices::first_page(pool, language).await,
            SubjectKind::Feedback => feedback::first_page(pool).await,
            SubjectKind::Gallery => gallery::first_page(pool, language).await,
            SubjectKind::Home => home::first_page(pool, language).await,
        }
    }

    /// The ids of every published subject, as their pages' paths have them.
    pub async fn published(self, pool: &PgPool) -> Result<Vec<String>, sqlx::Error> {
        match self {
            SubjectKind::Dog => dog::published(pool).await,
            SubjectKind::Article => blog::published_articles(pool).await,
            SubjectKind::Category => blog::published_categories(pool).await,
            SubjectKind::About | SubjectKind::Faq => Ok(Vec::new()),
            SubjectKind::Prices
            | SubjectKind::Feedback
            | SubjectKind::Gallery
            | SubjectKind::Home => Ok(Vec::new()),
        }
    }
}

/// What a subject gives its page's head.
#[derive(Debug, Clone, PartialEq)]
pub struct Subject {
    /// The id as the canonical address has it.
    pub id: String,
    /// Values of the page texts' `{{placeholders}}`.
    pub fields: Vec<(&'static str, String)>,
    /// A description of its own, written by staff, instead of the page's text.
    pub description: Option<String>,
    /// The link preview's image, a path under the site.
    pub preview: Option<String>,
    /// The picture the page shows first, preloaded.
    pub picture: Option<Picture>,
    /// The API answers the page is made of.
    pub queries: Vec<EmbeddedQuery>,
}

/// What the first page of a list gives the head of the page that opens with it.
#[derive(Debug, Clone, PartialEq)]
pub struct List {
    /// The pictures of the first cards, preloaded.
    pub pictures: Vec<Picture>,
    /// The API answers of the list's first screen.
    pub queries: Vec<EmbeddedQuery>,
}

/// An API answer embedded in the page, so the web app starts with it instead of asking: the
/// web app's query (`endpoint`, with `arg`) and the answer it would get.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EmbeddedQuery {
    pub endpoint: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arg: Option<Value>,
    /// For a paged query, the page this answer is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page_param: Option<Value>,
    pub data: Value,
}
