//! The article as a change answers it: built from the aggregate with what the staff list shows
//! beside it (its category's names, whether it is the main one, its views); and the article a
//! path names.

use axum::Json;
use events::article_view::{AdminArticleFacts, AdminArticleView};
use events::category::CATALOG_ID;
use events::main_article::SLOT_ID;
use events::{ArticleId, LocalizedText};

use super::{Article, ArticleCommand};
use crate::category::CategoryCatalog;
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::executor::Decided;
use crate::main_article::MainArticle;
use crate::read_models;
use crate::state::CommandState;

/// Runs `command` on article `id` and answers the article as it leaves it, with its category
/// and main slot read beforehand.
pub async fn change(
    state: &CommandState,
    context: &RequestContext,
    id: ArticleId,
    command: ArticleCommand,
) -> Result<Json<AdminArticleView>, ApiError> {
    let surroundings = Surroundings::read(state, id).await?;
    let article = |done: &Decided<Article>| view(id, &done.state, &surroundings).map(Json);
    state
        .executor::<Article>()
        .execute_and_answer(context, id, command, article)
        .await
}

/// What an article's answer needs besides the article. Read before its command, so that
/// nothing that can fail runs once the command's events are committed.
pub struct Surroundings {
    catalog: CategoryCatalog,
    /// The article in the blog's main slot.
    pub main: Option<i64>,
    views: i64,
}

impl Surroundings {
    pub async fn read(state: &CommandState, id: ArticleId) -> Result<Surroundings, ApiError> {
        Ok(Surroundings {
            catalog: state.executor::<CategoryCatalog>().load(CATALOG_ID).await?,
            main: state
                .executor::<MainArticle>()
                .load(SLOT_ID)
                .await?
                .current(),
            views: read_models::article_views(&state.pool, id.get()).await?,
        })
    }
}

/// The article as staff see it: with its category's names and whether it is the main one. A
/// hidden or deleted article is not, even in the moment before the slot lets it go.
pub fn view(
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

/// An article id from the path; anything but a positive number names no article.
pub fn article_id(text: &str) -> Result<ArticleId, ApiError> {
    ArticleId::parse(text).ok_or(ApiError::NotFound)
}
