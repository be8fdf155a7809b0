//! Unconfirmed subscriptions end a week after their last confirmation mail: the scheduler
//! finds them in `newsletter_subscribers` and the aggregate decides, so a row the table shows
//! late is expired once and a subscription confirmed meanwhile is left alone.

use chrono::Utc;
use events::newsletter::CONFIRM_WITHIN;

use super::Subscription;
use super::SubscriptionCommand;
use crate::context::RequestContext;
use crate::read_models;
use crate::state::CommandState;

/// When the scheduler looks (cron with seconds, UTC): hourly, at a quarter past.
pub const HOURLY: &str = "0 15 * * * *";

/// Expires every waiting subscription whose confirmation link is too old to follow. A failure
/// is logged and the subscription tried again on the next run.
pub async fn expire_unconfirmed(state: &CommandState) {
    let now = Utc::now();
    let overdue =
        match read_models::unconfirmed_subscriptions(&state.pool, now - CONFIRM_WITHIN).await {
            Ok(overdue) => overdue,
            Err(error) => {
                tracing::error!(%error, "unconfirmed subscriptions could not be looked up");
                return;
            }
        };
    let context = RequestContext::scheduler();
    for id in overdue {
        let command = SubscriptionCommand::ExpireIfUnconfirmed { at: now };
        let metadata = context.metadata(&command);
        if let Err(error) = state
            .executor::<Subscription>()
            .execute(&id, command, metadata)
            .await
        {
            tracing::warn!(subscription = %id, %error, "subscription not expired; tried again next hour");
        }
    }
}
