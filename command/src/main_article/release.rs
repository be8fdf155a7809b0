//! What the `main_article_release` process manager does for an article hidden or deleted.

use chrono::Utc;
use events::main_article::SLOT_ID;

use super::MainArticle;
use super::MainArticleCommand;
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;

/// Frees the slot of an article that was hidden or deleted: the command the
/// `main_article_release` process manager sends for `ArticleHidden` and `ArticleDeleted`.
pub async fn free_slot(state: &CommandState, article_id: i64) -> Result<(), ApiError> {
    let context = RequestContext::process(RELEASE_PROCESS);
    let command = MainArticleCommand::Release {
        article_id,
        at: Utc::now(),
    };
    // No one waits on an answer here, so neither does this on the read models.
    let metadata = context.metadata(&command);
    state
        .executor::<MainArticle>()
        .execute(SLOT_ID, command, metadata)
        .await?;
    Ok(())
}

/// The process manager's name, as the events it causes record their actor.
pub const RELEASE_PROCESS: &str = "main_article_release";
