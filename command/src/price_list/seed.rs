//! The price items the site starts with: the demo seed adds them through the aggregate.

use events::price_list::PriceItem;

use super::PriceItemRecord;
use crate::context::RequestContext;
use crate::edited_record::{self, RecordCommand};
use crate::error::ApiError;
use crate::state::CommandState;

/// Adds a price item as the CLI's actor (the demo seed); an item that exists is left alone.
/// Answers whether it was added.
pub async fn add_price_item(
    state: &CommandState,
    id: &str,
    item: PriceItem,
) -> Result<bool, ApiError> {
    if state
        .executor::<PriceItemRecord>()
        .load(id)
        .await?
        .record()
        .is_some()
    {
        return Ok(false);
    }
    let command = RecordCommand::Create {
        record: item,
        at: chrono::Utc::now(),
    };
    edited_record::execute(
        &state.executor::<PriceItemRecord>(),
        &RequestContext::cli(),
        id,
        command,
    )
    .await?;
    Ok(true)
}
