//! The admin About calls under `/api/admin/about`: the story, the team (add, edit, reorder,
//! remove), and the history with its versions and restore. Each change answers the page built
//! from the aggregate once the projections have it.

use axum::extract::{Path, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::about::{AboutContent, AboutEvent, AboutStory, AdminAboutView, PAGE_ID};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{MemberBody, MemberFields, OrderBody, StoryBody};
use super::{AboutCommand, AboutPage};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::await_projections;
use crate::extract::JsonBody;
use crate::history::{self, HistoryEntry, RestoreBody, Versioned};
use crate::page_text::check_uploaded;
use crate::state::CommandState;

/// The About routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(edit_story))
        .routes(routes!(add_member))
        .routes(routes!(edit_member, remove_member))
        .routes(routes!(reorder_team))
        .routes(routes!(about_history))
        .routes(routes!(about_version))
        .routes(routes!(restore_about))
}

/// Saves the story, quote, certificate and closing paragraph in both languages.
#[utoipa::path(
    put,
    path = "/about/story",
    tag = "about",
    security(("bearer" = [])),
    request_body = StoryBody,
    responses(
        (status = 200, description = "The page", body = AdminAboutView),
        (status = 400, description = "A text or picture is missing or too long (`field` names it)", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn edit_story(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<StoryBody>,
) -> Result<Json<AdminAboutView>, ApiError> {
    let story = body.parse().map_err(ApiError::InvalidInput)?;
    check_uploaded(&state, StoryBody::pictures(&story)).await?;
    let command = AboutCommand::EditStory {
        expected_version: body.version,
        story,
        at: Utc::now(),
    };
    run(&state, &context, command).await
}

/// Adds a person at the end of the team.
#[utoipa::path(
    post,
    path = "/about/team",
    tag = "about",
    security(("bearer" = [])),
    request_body = MemberBody,
    responses(
        (status = 200, description = "The page", body = AdminAboutView),
        (status = 400, description = "A text or the photo is missing (`field` names it)", body = ErrorBody),
        (status = 409, description = "The team is full (`tooManyItems`)", body = ErrorBody),
    )
)]
pub async fn add_member(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<MemberBody>,
) -> Result<Json<AdminAboutView>, ApiError> {
    let fields = member_fields(&state, &body).await?;
    let command = AboutCommand::AddTeamMember {
        fields,
        at: Utc::now(),
    };
    run(&state, &context, command).await
}

/// Saves a person's photo, name and profession.
#[utoipa::path(
    put,
    path = "/about/team/{id}",
    tag = "about",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The team member's id")),
    request_body = MemberBody,
    responses(
        (status = 200, description = "The page", body = AdminAboutView),
        (status = 400, description = "A text or the photo is missing (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such team member", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn edit_member(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<MemberBody>,
) -> Result<Json<AdminAboutView>, ApiError> {
    let member_id = item_id(&id)?;
    let fields = member_fields(&state, &body).await?;
    let command = AboutCommand::EditTeamMember {
        expected_version: body.version,
        member_id,
        fields,
        at: Utc::now(),
    };
    run(&state, &context, command).await
}

/// Takes a person off the team.
#[utoipa::path(
    delete,
    path = "/about/team/{id}",
    tag = "about",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The team member's id")),
    responses(
        (status = 200, description = "The page", body = AdminAboutView),
        (status = 404, description = "No such team member", body = ErrorBody),
    )
)]
pub async fn remove_member(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminAboutView>, ApiError> {
    let member_id = item_id(&id)?;
    let command = AboutCommand::RemoveTeamMember {
        member_id,
        at: Utc::now(),
    };
    run(&state, &context, command).await
}

/// Puts the team in a new order.
#[utoipa::path(
    put,
    path = "/about/team-order",
    tag = "about",
    security(("bearer" = [])),
    request_body = OrderBody,
    responses(
        (status = 200, description = "The page", body = AdminAboutView),
        (status = 400, description = "`order` does not name every member once (`invalidRequest`)", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn reorder_team(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<OrderBody>,
) -> Result<Json<AdminAboutView>, ApiError> {
    let command = AboutCommand::ReorderTeam {
        expected_version: body.version,
        order: body.order,
        at: Utc::now(),
    };
    run(&state, &context, command).await
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
    Ok(Json(history::of_page(&state.about, PAGE_ID).await?))
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
    let past = history::at(&state.about, PAGE_ID, &version).await?;
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
    let old = history::at(&state.about, PAGE_ID, &version).await?;
    let command = AboutCommand::RestorePage {
        expected_version: body.version,
        from_version: old.version,
        content: old.state.content().clone(),
        at: Utc::now(),
    };
    run(&state, &context, command).await
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

/// A team member's fields once valid and its photo an upload of this site.
async fn member_fields(state: &CommandState, body: &MemberBody) -> Result<MemberFields, ApiError> {
    let fields = body.parse().map_err(ApiError::InvalidInput)?;
    check_uploaded(state, [("photo", fields.photo.as_str())]).await?;
    Ok(fields)
}

/// An id from the path; anything but a positive number names nothing.
pub(crate) fn item_id(text: &str) -> Result<i64, ApiError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    text.parse::<i64>()
        .ok()
        .filter(|&id| digits && id > 0)
        .ok_or(ApiError::NotFound)
}

/// The page as staff see it.
pub(crate) fn view(page: &AboutPage) -> AdminAboutView {
    AdminAboutView {
        version: page.version(),
        story: page.content().story.clone(),
        team: page.content().team.clone(),
    }
}

/// Runs `command` on the page and answers it once the projections have it.
async fn run(
    state: &CommandState,
    context: &RequestContext,
    command: AboutCommand,
) -> Result<Json<AdminAboutView>, ApiError> {
    let metadata = context.metadata(&command);
    let executed = state.about.execute(PAGE_ID, command, metadata).await?;
    await_projections(&state.pool, executed.position).await;
    Ok(Json(view(&executed.state)))
}
