//! The admin About calls under `/api/admin/about`: the story, the team (add, edit, reorder,
//! remove), and the history with its versions and restore. Each change answers the page built
//! from the aggregate once the projections have it.

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::about_page::{AdminAboutView, PAGE_ID};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{MemberBody, MemberFields, OrderBody, StoryBody};
use super::history_routes;
use super::view::answer;
use super::AboutCommand;
use super::AboutPage;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::page_text::check_uploaded;
use crate::state::CommandState;

/// The About routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(edit_story))
        .routes(routes!(add_member))
        .routes(routes!(edit_member, remove_member))
        .routes(routes!(reorder_team))
        .merge(history_routes::admin_router())
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
    state
        .executor::<AboutPage>()
        .execute_and_answer(&context, PAGE_ID, command, answer)
        .await
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
    state
        .executor::<AboutPage>()
        .execute_and_answer(&context, PAGE_ID, command, answer)
        .await
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
    state
        .executor::<AboutPage>()
        .execute_and_answer(&context, PAGE_ID, command, answer)
        .await
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
    state
        .executor::<AboutPage>()
        .execute_and_answer(&context, PAGE_ID, command, answer)
        .await
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
    state
        .executor::<AboutPage>()
        .execute_and_answer(&context, PAGE_ID, command, answer)
        .await
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
