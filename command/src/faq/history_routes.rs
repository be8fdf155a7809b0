//! The FAQ's history panel of SPEC §7: what happened to it, one version as it was, and
//! restoring a version over the list.

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::faq::{AdminFaqView, FaqContent, FaqEvent, FAQ_ID};
use serde::Serialize;
use utoipa::ToSchema;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::view::{answer, view};
use super::{Faq, FaqCommand};
use crate::about_page::history_routes::push_text;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// These routes, relative to `/api/admin`.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(faq_history))
        .routes(routes!(faq_version))
        .routes(routes!(restore_faq))
}

/// Everything that happened to the FAQ, oldest first.
#[utoipa::path(
    get,
    path = "/faq/history",
    tag = "about",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The FAQ's events", body = [HistoryEntry]),
            )
)]
pub async fn faq_history(
    State(state): State<CommandState>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    Ok(Json(
        history::of_page(&state.executor::<Faq>(), FAQ_ID).await?,
    ))
}

/// A version of the list with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FaqVersion {
    #[serde(flatten)]
    pub faq: AdminFaqView,
    pub changed_fields: Vec<String>,
}

/// The list exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/faq/versions/{version}",
    tag = "about",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "A `sequence` of its history")),
    responses(
        (status = 200, description = "The list at that version", body = FaqVersion),
        (status = 404, description = "No such version", body = ErrorBody),
    )
)]
pub async fn faq_version(
    State(state): State<CommandState>,
    Path(version): Path<String>,
) -> Result<Json<FaqVersion>, ApiError> {
    let past = history::at(&state.executor::<Faq>(), FAQ_ID, &version).await?;
    Ok(Json(FaqVersion {
        faq: view(&past.state),
        changed_fields: past.changed_fields,
    }))
}

/// Makes an earlier version the list again (a new event; nothing is rewritten).
#[utoipa::path(
    post,
    path = "/faq/restore/{version}",
    tag = "about",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "The `sequence` to restore")),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The restored list", body = AdminFaqView),
        (status = 404, description = "No such version", body = ErrorBody),
        (status = 409, description = "Changed since the list was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_faq(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(version): Path<String>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminFaqView>, ApiError> {
    let old = history::at(&state.executor::<Faq>(), FAQ_ID, &version).await?;
    let command = FaqCommand::RestoreItems {
        expected_version: body.version,
        from_version: old.version,
        items: old.state.content().items.clone(),
        at: Utc::now(),
    };
    state
        .executor::<Faq>()
        .execute_and_answer(&context, FAQ_ID, command, answer)
        .await
}

impl Versioned for Faq {
    fn changed_fields(before: &Faq, after: &Faq) -> Vec<String> {
        changed_fields(before.content(), after.content())
    }

    fn event_time(event: &FaqEvent) -> DateTime<Utc> {
        event.at()
    }
}

/// `items` when questions came or went, `order` when they moved, and the texts that changed
/// (`question.uk`, `answer.en`…).
fn changed_fields(before: &FaqContent, after: &FaqContent) -> Vec<String> {
    let mut changed = Vec::new();
    let ids = |content: &FaqContent| content.items.iter().map(|i| i.id).collect::<Vec<_>>();
    let (old_ids, new_ids) = (ids(before), ids(after));
    let mut sorted = (old_ids.clone(), new_ids.clone());
    sorted.0.sort_unstable();
    sorted.1.sort_unstable();
    if sorted.0 != sorted.1 {
        changed.push("items".to_owned());
    } else if old_ids != new_ids {
        changed.push("order".to_owned());
    }
    for item in &after.items {
        if let Some(old) = before.items.iter().find(|i| i.id == item.id) {
            push_text(&mut changed, "question", &old.question, &item.question);
            push_text(&mut changed, "answer", &old.answer, &item.answer);
        }
    }
    let mut seen = std::collections::HashSet::new();
    changed.retain(|field| seen.insert(field.clone()));
    changed
}
