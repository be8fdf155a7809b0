//! The admin service description calls under `/api/admin/services`: edit one, and its history
//! (list, one version, restore).

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use errors::ErrorCode;
use events::service_description::{AdminServiceView, ServiceDescription, ServiceKind};
use events::LocalizedText;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::ServiceRecord;
use crate::context::RequestContext;
use crate::dog::fields::INVALID_PHOTO;
use crate::edited_record::{self, RecordCommand};
use crate::error::{ApiError, ErrorBody, Reason};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody};
use crate::state::CommandState;

/// A title, per language.
pub const MAX_TITLE: usize = 80;
/// The text's paragraphs together, per language.
pub const MAX_TEXT: usize = 4000;

const PHOTO_REQUIRED: Reason =
    Reason::new(ErrorCode::PhotoRequired, "Add both pictures.").on_field("images");

/// The service routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(edit_service))
        .routes(routes!(service_history))
        .routes(routes!(service_version))
        .routes(routes!(restore_service))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceBody {
    /// The version the form was loaded at.
    pub version: u64,
    #[schema(value_type = Object)]
    pub title: LocalizedText,
    /// Paragraphs separated by an empty line.
    #[schema(value_type = Object)]
    pub text: LocalizedText,
    /// Uploaded images' ids.
    #[serde(default)]
    pub big_image: String,
    #[serde(default)]
    pub small_image: String,
}

fn required_text(
    value: &LocalizedText,
    max: usize,
    fields: [&'static str; 2],
) -> Result<LocalizedText, Reason> {
    let trimmed = LocalizedText::new(value.uk.trim(), value.en.trim());
    for (text, field) in [&trimmed.uk, &trimmed.en].into_iter().zip(fields) {
        if text.is_empty() {
            return Err(Reason::new(
                ErrorCode::ContentTextRequired,
                "Fill in this text in both languages.",
            )
            .on_field(field));
        }
        if text.chars().count() > max {
            return Err(
                Reason::new(ErrorCode::TextTooLong, "This text is too long.").on_field(field),
            );
        }
    }
    Ok(trimmed)
}

/// Saves the form over a service's description.
#[utoipa::path(
    put,
    path = "/services/{id}",
    tag = "prices",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "`walking`, `veterinary`, `grooming` or `transportation`")),
    request_body = ServiceBody,
    responses(
        (status = 200, description = "The edited description", body = AdminServiceView),
        (status = 400, description = "A form rule is broken (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such service", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn edit_service(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ServiceBody>,
) -> Result<Json<AdminServiceView>, ApiError> {
    let kind = service_kind(&id)?;
    let title = required_text(&body.title, MAX_TITLE, ["title.uk", "title.en"])?;
    let text = required_text(&body.text, MAX_TEXT, ["text.uk", "text.en"])?;
    for image in [&body.big_image, &body.small_image] {
        if image.is_empty() {
            return Err(PHOTO_REQUIRED.into());
        }
        if !state.image_uploaded(image).await? {
            return Err(ApiError::InvalidInput(INVALID_PHOTO.on_field("images")));
        }
    }
    let record = ServiceDescription {
        kind,
        title,
        text,
        big_image: body.big_image,
        small_image: body.small_image,
    };
    let command = RecordCommand::Edit {
        expected_version: body.version,
        record,
        at: Utc::now(),
    };
    let answer = |service: &_| view(kind, service).map(Json);
    edited_record::change(
        &state.executor::<ServiceRecord>(),
        &context,
        kind.value(),
        command,
        answer,
    )
    .await
}

/// Everything that happened to a service's description, oldest first.
#[utoipa::path(
    get,
    path = "/services/{id}/history",
    tag = "prices",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The service")),
    responses(
        (status = 200, description = "The description's events", body = [HistoryEntry]),
        (status = 404, description = "No such service", body = ErrorBody),
    )
)]
pub async fn service_history(
    State(state): State<CommandState>,
    Path(id): Path<String>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    Ok(Json(
        history::of(
            &state.executor::<ServiceRecord>(),
            service_kind(&id)?.value(),
        )
        .await?,
    ))
}

/// A description's version with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceVersion {
    #[serde(flatten)]
    pub service: AdminServiceView,
    pub changed_fields: Vec<String>,
}

/// The description exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/services/{id}/versions/{version}",
    tag = "prices",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "The service"),
        ("version" = u64, Path, description = "A `sequence` of its history"),
    ),
    responses(
        (status = 200, description = "The description at that version", body = ServiceVersion),
        (status = 404, description = "No such service or version", body = ErrorBody),
    )
)]
pub async fn service_version(
    State(state): State<CommandState>,
    Path((id, version)): Path<(String, String)>,
) -> Result<Json<ServiceVersion>, ApiError> {
    let kind = service_kind(&id)?;
    let (service, changed_fields) =
        edited_record::version(&state.executor::<ServiceRecord>(), kind.value(), &version).await?;
    Ok(Json(ServiceVersion {
        service: view(kind, &service)?,
        changed_fields,
    }))
}

/// Saves an earlier version over the current description (a new event).
#[utoipa::path(
    post,
    path = "/services/{id}/restore/{version}",
    tag = "prices",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "The service"),
        ("version" = u64, Path, description = "The `sequence` to restore"),
    ),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The restored description", body = AdminServiceView),
        (status = 404, description = "No such service or version", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_service(
    State(state): State<CommandState>,
    context: RequestContext,
    Path((id, version)): Path<(String, String)>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminServiceView>, ApiError> {
    let kind = service_kind(&id)?;
    let answer = |service: &_| view(kind, service).map(Json);
    let services = &state.executor::<ServiceRecord>();
    edited_record::restore(
        services,
        &context,
        kind.value(),
        &version,
        body.version,
        answer,
    )
    .await
}

fn service_kind(text: &str) -> Result<ServiceKind, ApiError> {
    ServiceKind::parse(text).ok_or(ApiError::NotFound)
}

fn view(kind: ServiceKind, service: &ServiceRecord) -> Result<AdminServiceView, ApiError> {
    let record = service.record().ok_or(ApiError::NotFound)?;
    Ok(AdminServiceView {
        id: kind,
        version: service.version(),
        service: record.clone(),
    })
}
