//! The admin FAQ calls under `/api/admin/faq`: add, edit, reorder and delete questions, and
//! the history with its versions and restore. Each change answers the list built from the
//! aggregate once the projections have it.

use axum::extract::{Path, State};
use axum::Json;
use chrono::Utc;
use events::faq::{AdminFaqView, FAQ_ID};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::FaqItemBody;
use super::history_routes;
use super::view::answer;
use super::Faq;
use super::FaqCommand;
use crate::about_page::body::OrderBody;
use crate::about_page::routes::item_id;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::JsonBody;
use crate::state::CommandState;

/// The FAQ routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(add_item))
        .routes(routes!(edit_item, delete_item))
        .routes(routes!(reorder_items))
        .merge(history_routes::admin_router())
}

/// Adds a question with its answer at the end of the list.
#[utoipa::path(
    post,
    path = "/faq",
    tag = "about",
    security(("bearer" = [])),
    request_body = FaqItemBody,
    responses(
        (status = 200, description = "The list", body = AdminFaqView),
        (status = 400, description = "A text is missing or too long (`field` names it)", body = ErrorBody),
        (status = 409, description = "The list is full (`tooManyItems`)", body = ErrorBody),
    )
)]
pub async fn add_item(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<FaqItemBody>,
) -> Result<Json<AdminFaqView>, ApiError> {
    let fields = body.parse().map_err(ApiError::InvalidInput)?;
    let command = FaqCommand::AddItem {
        fields,
        at: Utc::now(),
    };
    state
        .executor::<Faq>()
        .execute_and_answer(&context, FAQ_ID, command, answer)
        .await
}

/// Saves a question and its answer.
#[utoipa::path(
    put,
    path = "/faq/{id}",
    tag = "about",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The question's id")),
    request_body = FaqItemBody,
    responses(
        (status = 200, description = "The list", body = AdminFaqView),
        (status = 400, description = "A text is missing or too long (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such question", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn edit_item(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<FaqItemBody>,
) -> Result<Json<AdminFaqView>, ApiError> {
    let item_id = item_id(&id)?;
    let fields = body.parse().map_err(ApiError::InvalidInput)?;
    let command = FaqCommand::EditItem {
        expected_version: body.version,
        item_id,
        fields,
        at: Utc::now(),
    };
    state
        .executor::<Faq>()
        .execute_and_answer(&context, FAQ_ID, command, answer)
        .await
}

#[utoipa::path(
    delete,
    path = "/faq/{id}",
    tag = "about",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The question's id")),
    responses(
        (status = 200, description = "The questions left", body = AdminFaqView),
        (status = 404, description = "No such question", body = ErrorBody),
    )
)]
pub async fn delete_item(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
) -> Result<Json<AdminFaqView>, ApiError> {
    let item_id = item_id(&id)?;
    let command = FaqCommand::DeleteItem {
        item_id,
        at: Utc::now(),
    };
    state
        .executor::<Faq>()
        .execute_and_answer(&context, FAQ_ID, command, answer)
        .await
}

/// Puts the questions in a new order.
#[utoipa::path(
    put,
    path = "/faq-order",
    tag = "about",
    security(("bearer" = [])),
    request_body = OrderBody,
    responses(
        (status = 200, description = "The list", body = AdminFaqView),
        (status = 400, description = "`order` does not name every question once (`invalidRequest`)", body = ErrorBody),
        (status = 409, description = "Changed since the form was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn reorder_items(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<OrderBody>,
) -> Result<Json<AdminFaqView>, ApiError> {
    let command = FaqCommand::ReorderItems {
        expected_version: body.version,
        order: body.order,
        at: Utc::now(),
    };
    state
        .executor::<Faq>()
        .execute_and_answer(&context, FAQ_ID, command, answer)
        .await
}
