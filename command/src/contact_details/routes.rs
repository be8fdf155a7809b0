//! The admin contacts calls under `/api/admin/contacts`: save, the history, one version and
//! restoring it. Each change answers the details built from the aggregate once the projection
//! has them (the public page and the footer show them with the next read).

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::contact_details::{AdminContactDetailsView, ContactDetailsEvent, DETAILS_ID};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::ContactDetailsBody;
use super::{ContactDetails, ContactDetailsCommand};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::Decided;
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// The contact details routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(save_contact_details))
        .routes(routes!(contact_details_history))
        .routes(routes!(contact_details_version))
        .routes(routes!(restore_contact_details))
}

/// Saves the hotel's contact details over the version the form was loaded at.
#[utoipa::path(
    put,
    path = "/contacts",
    tag = "contacts",
    security(("bearer" = [])),
    request_body = ContactDetailsBody,
    responses(
        (status = 200, description = "The saved details", body = AdminContactDetailsView),
        (status = 400, description = "A form rule is broken (`field` names it)", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn save_contact_details(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<ContactDetailsBody>,
) -> Result<Json<AdminContactDetailsView>, ApiError> {
    let expected_version = body.version;
    let details = body.parse().map_err(ApiError::InvalidInput)?;
    let command = ContactDetailsCommand::SaveContactDetails {
        expected_version,
        details,
        at: Utc::now(),
    };
    state
        .executor::<ContactDetails>()
        .execute_and_answer(&context, DETAILS_ID, command, answer)
        .await
}

/// Every change of the details, oldest first.
#[utoipa::path(
    get,
    path = "/contacts/history",
    tag = "contacts",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The details' events", body = [HistoryEntry]),
        (status = 404, description = "Never saved", body = ErrorBody),
    )
)]
pub async fn contact_details_history(
    State(state): State<CommandState>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    Ok(Json(
        history::of(&state.executor::<ContactDetails>(), DETAILS_ID).await?,
    ))
}

/// A version of the details with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactDetailsVersion {
    #[serde(flatten)]
    pub details: AdminContactDetailsView,
    pub changed_fields: Vec<String>,
}

/// The details exactly as they were right after one of their events, read-only.
#[utoipa::path(
    get,
    path = "/contacts/versions/{version}",
    tag = "contacts",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "A `sequence` of the history")),
    responses(
        (status = 200, description = "The details at that version", body = ContactDetailsVersion),
        (status = 404, description = "No such version", body = ErrorBody),
    )
)]
pub async fn contact_details_version(
    State(state): State<CommandState>,
    Path(version): Path<String>,
) -> Result<Json<ContactDetailsVersion>, ApiError> {
    let past = history::at(&state.executor::<ContactDetails>(), DETAILS_ID, &version).await?;
    Ok(Json(ContactDetailsVersion {
        details: view(&past.state)?,
        changed_fields: past.changed_fields,
    }))
}

/// Saves the record an earlier version had over the current one, as a new event.
#[utoipa::path(
    post,
    path = "/contacts/restore/{version}",
    tag = "contacts",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "The `sequence` to restore")),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The details with the restored record", body = AdminContactDetailsView),
        (status = 404, description = "No such version", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_contact_details(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(version): Path<String>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminContactDetailsView>, ApiError> {
    let old = history::at(&state.executor::<ContactDetails>(), DETAILS_ID, &version).await?;
    let details = old.state.details().cloned().ok_or(ApiError::NotFound)?;
    let command = ContactDetailsCommand::RestoreContactDetails {
        expected_version: body.version,
        from_version: old.version,
        details,
        at: Utc::now(),
    };
    state
        .executor::<ContactDetails>()
        .execute_and_answer(&context, DETAILS_ID, command, answer)
        .await
}

impl Versioned for ContactDetails {
    fn changed_fields(before: &ContactDetails, after: &ContactDetails) -> Vec<String> {
        match (before.details(), after.details()) {
            (Some(before), Some(after)) => before
                .changed_fields(after)
                .into_iter()
                .map(str::to_owned)
                .collect(),
            _ => Vec::new(),
        }
    }

    fn event_time(event: &ContactDetailsEvent) -> DateTime<Utc> {
        match event {
            ContactDetailsEvent::ContactDetailsSaved { at, .. }
            | ContactDetailsEvent::ContactDetailsRestored { at, .. } => *at,
        }
    }
}

/// The answer of a change: the page as the change leaves it.
fn answer(done: &Decided<ContactDetails>) -> Result<Json<AdminContactDetailsView>, ApiError> {
    view(&done.state).map(Json)
}

fn view(details: &ContactDetails) -> Result<AdminContactDetailsView, ApiError> {
    let record = details.details().cloned().ok_or(ApiError::NotFound)?;
    Ok(AdminContactDetailsView {
        version: details.version(),
        changed_at: details.changed_at(),
        details: record,
    })
}
