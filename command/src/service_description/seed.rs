//! The service descriptions the site starts with: the demo seed adds them through the aggregate.

use events::service_description::{ServiceDescription, ServiceKind};

use super::ServiceRecord;
use crate::context::RequestContext;
use crate::edited_record::{self, RecordCommand};
use crate::error::ApiError;
use crate::state::CommandState;

/// Adds a service's description as the CLI's actor (the demo seed); one that exists is left
/// alone. Answers whether it was added.
pub async fn add_service_description(
    state: &CommandState,
    service: ServiceDescription,
) -> Result<bool, ApiError> {
    let id = service.kind.value();
    if state
        .executor::<ServiceRecord>()
        .load(id)
        .await?
        .record()
        .is_some()
    {
        return Ok(false);
    }
    let command = RecordCommand::Create {
        record: service,
        at: chrono::Utc::now(),
    };
    edited_record::execute(
        &state.executor::<ServiceRecord>(),
        &RequestContext::cli(),
        id,
        command,
    )
    .await?;
    Ok(true)
}

/// Whether the seed has added the service already.
pub async fn has_service_description(
    state: &CommandState,
    kind: ServiceKind,
) -> Result<bool, ApiError> {
    Ok(state
        .executor::<ServiceRecord>()
        .load(kind.value())
        .await?
        .record()
        .is_some())
}
