//! The blog content `doghotel seed-demo` adds to a fresh site.

use chrono::{DateTime, Utc};
use events::category::CATALOG_ID;
use events::main_article::SLOT_ID;
use events::LocalizedText;

use super::body::ArticleDraftBody;
use super::Article;
use super::ArticleCommand;
use crate::category::CategoryCatalog;
use crate::category::{CategoryCommand, CategoryName};
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::main_article::MainArticle;
use crate::main_article::{MainArticleCommand, MainCandidate};
use crate::state::CommandState;

/// Adds a category as the CLI's actor, by the same rules as the admin's; answers its id.
pub async fn add_category(state: &CommandState, name: &LocalizedText) -> Result<i64, ApiError> {
    let name = CategoryName::parse(name).map_err(ApiError::InvalidInput)?;
    let command = CategoryCommand::AddCategory {
        name,
        at: Utc::now(),
    };
    let metadata = RequestContext::cli().metadata(&command);
    let executed = state
        .executor::<CategoryCatalog>()
        .execute(CATALOG_ID, command, metadata)
        .await?;
    let added = executed.state.categories().last();
    Ok(added.map_or(0, |category| category.id))
}

/// Adds an article written and published at `at` (and makes it the main one if `main`), as
/// the CLI's actor; the draft meets the editor's rules. Answers the article's id.
pub async fn add_published_article(
    state: &CommandState,
    draft: &ArticleDraftBody,
    at: DateTime<Utc>,
    main: bool,
) -> Result<i64, ApiError> {
    let content = draft.parse().map_err(ApiError::InvalidInput)?;
    let id = super::next_id(&state.pool).await?;
    let now = at;
    let context = RequestContext::cli();
    for command in [
        ArticleCommand::CreateArticle { content, at: now },
        ArticleCommand::Publish { at: now },
    ] {
        let metadata = context.metadata(&command);
        state
            .executor::<Article>()
            .execute(&id.to_string(), command, metadata)
            .await?;
    }
    if main {
        // Published just above.
        let candidate = MainCandidate {
            article_id: id.get(),
            published: true,
        };
        let command = MainArticleCommand::MakeMain { candidate, at: now };
        let metadata = context.metadata(&command);
        state
            .executor::<MainArticle>()
            .execute(SLOT_ID, command, metadata)
            .await?;
    }
    Ok(id.get())
}
