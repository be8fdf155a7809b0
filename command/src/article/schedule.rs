//! Scheduled publishing: staff set a time, the server's scheduler publishes the draft when it
//! falls due (see the aggregate's rules in the parent module).

use chrono::Utc;
use events::ArticleId;

use super::Article;
use super::ArticleCommand;
use crate::context::RequestContext;
use crate::executor::await_projections;
use crate::read_models;
use crate::state::CommandState;

/// When the scheduler looks for due articles (cron with seconds, UTC): at the start of every
/// minute, the precision staff choose a time with.
pub const EVERY_MINUTE: &str = "0 * * * * *";

/// Publishes every article whose scheduled time has come. The due ones are found in
/// `admin_articles`; the aggregate decides, so an article the table shows late or twice is
/// published once. A failure is logged and the article tried again on the next run.
pub async fn publish_due(state: &CommandState) {
    let now = Utc::now();
    let due = match read_models::articles_due(&state.pool, now).await {
        Ok(due) => due,
        Err(error) => {
            tracing::error!(%error, "scheduled articles could not be looked up");
            return;
        }
    };
    let context = RequestContext::scheduler();
    let mut last_position = 0;
    for id in due.into_iter().filter_map(ArticleId::new) {
        let command = ArticleCommand::PublishIfDue { at: now };
        let metadata = context.metadata(&command);
        match state
            .executor::<Article>()
            .execute(&id.to_string(), command, metadata)
            .await
        {
            Ok(executed) => {
                tracing::info!(article = id.get(), "scheduled publication done");
                last_position = last_position.max(executed.position);
            }
            Err(error) => {
                tracing::warn!(article = id.get(), %error, "scheduled publication not done; retried next minute");
            }
        }
    }
    // The next run must not find the same rows still due in a table that lags.
    if last_position > 0 {
        await_projections(&state.pool, last_position).await;
    }
}
