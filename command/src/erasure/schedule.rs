//! What was kept too long is erased by the scheduler: each request received longer ago than
//! the configured period (24 months unless `DOGHOTEL_ERASE_AFTER_MONTHS` says otherwise), and
//! each newsletter subscription that ended that long ago. A published review stays: its
//! writer gave it to be shown, and staff erase it when they ask. Each one is its own erasure,
//! so a failure leaves the rest done and is tried again on the next run.

use chrono::Utc;
use events::erasure::{ErasureReason, KeepFor};
use events::inbox::InboxItemId;

use super::record::erase;
use super::subjects::{Subscription, Visitor};
use crate::context::RequestContext;
use crate::read_models;
use crate::state::CommandState;

/// When the scheduler looks (cron with seconds, UTC): nightly, at half past three.
pub const NIGHTLY: &str = "0 30 3 * * *";

/// Erases what was received or ended before `keep` allows; answers how many erasures it
/// recorded.
pub async fn erase_expired(state: &CommandState, keep: KeepFor) -> usize {
    let cutoff = keep.cutoff(Utc::now());
    let items = match read_models::items_received_before(&state.pool, cutoff).await {
        Ok(items) => items,
        Err(error) => {
            tracing::error!(%error, "requests kept too long could not be looked up");
            return 0;
        }
    };
    let subscriptions = match read_models::subscriptions_ended_before(&state.pool, cutoff).await {
        Ok(subscriptions) => subscriptions,
        Err(error) => {
            tracing::error!(%error, "subscriptions ended long ago could not be looked up");
            return 0;
        }
    };
    let mut erased = 0;
    for id in items {
        let Some(item) = InboxItemId::parse(&id) else {
            continue;
        };
        match Visitor::only(&state.pool, item).await {
            Ok(visitor) => erased += usize::from(erase_expired_one(state, &id, visitor).await),
            Err(error) => tracing::warn!(item = %id, %error, "not erased; tried again next night"),
        }
    }
    for (id, sequence) in subscriptions {
        let subscription = match Subscription::find(&state.pool, &id).await {
            Ok(Some(subscription)) => subscription,
            Ok(None) => continue,
            Err(error) => {
                tracing::warn!(subscription = %id, %error, "not erased; tried again next night");
                continue;
            }
        };
        let erasure_id = subscription.erasure_id(sequence);
        let visitor = Visitor::of_subscription(subscription);
        erased += usize::from(erase_expired_one(state, &erasure_id, visitor).await);
    }
    if erased > 0 {
        tracing::info!(erased, "kept too long: erased");
    }
    erased
}

/// Whether an erasure was recorded.
async fn erase_expired_one(state: &CommandState, erasure_id: &str, visitor: Visitor) -> bool {
    let context = RequestContext::scheduler();
    let subjects = visitor.subjects();
    match erase(
        state,
        &context,
        erasure_id,
        subjects,
        ErasureReason::Expired,
    )
    .await
    {
        Ok(executed) => !executed.events.is_empty(),
        Err(error) => {
            tracing::warn!(erasure = %erasure_id, %error, "not erased; tried again next night");
            false
        }
    }
}
