//! The About page's history panel of SPEC §7: what happened to it, one version as it was, and
//! restoring a version over the page.

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::about_page::{AboutContent, AboutEvent, AboutStory, AdminAboutView, PAGE_ID};
use serde::Serialize;
use utoipa::ToSchema;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::view::{answer, view};
use super::{AboutCommand, AboutPage};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::state::CommandState;

/// These routes, relative to `/api/admin`.
pub(super) fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(about_history))
        .routes(routes!(about_version))
        .routes(routes!(restore_about))
}

/// Everything that happened to the About page, oldest first.
#[utoipa::path(
    get,
    path = "/about/history",
    tag = "about",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The page's events", body = [HistoryEntry]),
            )
)]
pub async fn about_history(
    State(state): State<CommandState>,
) -> Result<Json<Vec<HistoryEntry>>, ApiError> {
    Ok(Json(
        history::of_page(&state.executor::<AboutPage>(), PAGE_ID).await?,
    ))
}

/// A version of the page with the fields it changed against the one before.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AboutVersion {
    #[serde(flatten)]
    pub page: AdminAboutView,
    pub changed_fields: Vec<String>,
}

/// The page exactly as it was right after one of its events, read-only.
#[utoipa::path(
    get,
    path = "/about/versions/{version}",
    tag = "about",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "A `sequence` of its history")),
    responses(
        (status = 200, description = "The page at that version", body = AboutVersion),
        (status = 404, description = "No such version", body = ErrorBody),
    )
)]
pub async fn about_version(
    State(state): State<CommandState>,
    Path(version): Path<String>,
) -> Result<Json<AboutVersion>, ApiError> {
    let past = history::at(&state.executor::<AboutPage>(), PAGE_ID, &version).await?;
    Ok(Json(AboutVersion {
        page: view(&past.state),
        changed_fields: past.changed_fields,
    }))
}

/// Makes an earlier version the page again (a new event; nothing is rewritten).
#[utoipa::path(
    post,
    path = "/about/restore/{version}",
    tag = "about",
    security(("bearer" = [])),
    params(("version" = u64, Path, description = "The `sequence` to restore")),
    request_body = RestoreBody,
    responses(
        (status = 200, description = "The restored page", body = AdminAboutView),
        (status = 404, description = "No such version", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn restore_about(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(version): Path<String>,
    JsonBody(body): JsonBody<RestoreBody>,
) -> Result<Json<AdminAboutView>, ApiError> {
    let old = history::at(&state.executor::<AboutPage>(), PAGE_ID, &version).await?;
    let command = AboutCommand::RestorePage {
        expected_version: body.version,
        from_version: old.version,
        content: old.state.content().clone(),
        at: Utc::now(),
    };
    state
        .executor::<AboutPage>()
        .execute_and_answer(&context, PAGE_ID, command, answer)
        .await
}

impl Versioned for AboutPage {
    fn changed_fields(before: &AboutPage, after: &AboutPage) -> Vec<String> {
        changed_fields(before.content(), after.content())
    }

    fn event_time(event: &AboutEvent) -> DateTime<Utc> {
        event.at()
    }
}

/// The fields that differ, named as the form's requests name them (`heading.uk`, `houseImage`,
/// `team.photo`, `team.order`…).
fn changed_fields(before: &AboutContent, after: &AboutContent) -> Vec<String> {
    let mut changed = Vec::new();
    let empty = AboutStory::default();
    let (old, new) = (
        before.story.as_ref().unwrap_or(&empty),
        after.story.as_ref().unwrap_or(&empty),
    );
    let texts = [
        ("heading", &old.heading, &new.heading),
        ("text", &old.text, &new.text),
        ("quote", &old.quote, &new.quote),
        ("quoteAuthor", &old.quote_author, &new.quote_author),
        ("quoteRole", &old.quote_role, &new.quote_role),
        ("closing", &old.closing, &new.closing),
    ];
    for (name, old, new) in texts {
        push_text(&mut changed, name, old, new);
    }
    for (name, old, new) in [
        ("houseImage", &old.house_image, &new.house_image),
        ("avatarImage", &old.avatar_image, &new.avatar_image),
        (
            "certificateImage",
            &old.certificate_image,
            &new.certificate_image,
        ),
    ] {
        if old != new {
            changed.push(name.to_owned());
        }
    }
    let ids = |content: &AboutContent| content.team.iter().map(|m| m.id).collect::<Vec<_>>();
    let (old_ids, new_ids) = (ids(before), ids(after));
    let mut sorted = (old_ids.clone(), new_ids.clone());
    sorted.0.sort_unstable();
    sorted.1.sort_unstable();
    if sorted.0 != sorted.1 {
        changed.push("team".to_owned());
    } else if old_ids != new_ids {
        changed.push("team.order".to_owned());
    }
    for member in &after.team {
        let Some(old) = before.team.iter().find(|m| m.id == member.id) else {
            continue;
        };
        if old.photo != member.photo {
            changed.push("team.photo".to_owned());
        }
        push_text(&mut changed, "team.name", &old.name, &member.name);
        push_text(
            &mut changed,
            "team.profession",
            &old.profession,
            &member.profession,
        );
    }
    changed.dedup();
    let mut seen = std::collections::HashSet::new();
    changed.retain(|field| seen.insert(field.clone()));
    changed
}

/// `name.uk` and/or `name.en` when that language's text differs.
pub(crate) fn push_text(
    changed: &mut Vec<String>,
    name: &str,
    old: &events::LocalizedText,
    new: &events::LocalizedText,
) {
    if old.uk != new.uk {
        changed.push(format!("{name}.uk"));
    }
    if old.en != new.en {
        changed.push(format!("{name}.en"));
    }
}
