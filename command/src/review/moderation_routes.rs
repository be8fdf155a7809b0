//! Staff's review calls under `/api/admin/feedback/{id}`: approve, reject, feature, unfeature
//! (naming the version they loaded) and answer as the hotel; each answers the review as the
//! moderation list shows it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::Utc;
use cqrs_es::Aggregate;
use events::review::{AdminReview, SLIDER_SIZE};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{HotelAnswerBody, ModerationBody};
use super::{view, Review, ReviewCommand, SLIDER_FULL};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::Decided;
use crate::extract::JsonBody;
use crate::read_models;
use crate::state::CommandState;

/// Moderation and the hotel's answers, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(approve_review))
        .routes(routes!(reject_review))
        .routes(routes!(feature_review))
        .routes(routes!(unfeature_review))
        .routes(routes!(answer_review))
}

/// Makes a review or an answer public.
#[utoipa::path(
    put,
    path = "/feedback/{id}/approve",
    tag = "reviews",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The review's id")),
    request_body = ModerationBody,
    responses(
        (status = 200, description = "The review", body = AdminReview),
        (status = 404, description = "No such review", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn approve_review(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ModerationBody>,
) -> Result<Json<AdminReview>, ApiError> {
    let command = ReviewCommand::Approve {
        expected_version: body.version,
        at: Utc::now(),
    };
    moderate(&state, &context, &id, command).await
}

/// Hides a review or an answer (and takes a review off the home slider).
#[utoipa::path(
    put,
    path = "/feedback/{id}/reject",
    tag = "reviews",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The review's id")),
    request_body = ModerationBody,
    responses(
        (status = 200, description = "The review", body = AdminReview),
        (status = 404, description = "No such review", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn reject_review(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ModerationBody>,
) -> Result<Json<AdminReview>, ApiError> {
    let command = ReviewCommand::Reject {
        expected_version: body.version,
        at: Utc::now(),
    };
    moderate(&state, &context, &id, command).await
}

/// Puts an approved review on the home slider.
#[utoipa::path(
    put,
    path = "/feedback/{id}/feature",
    tag = "reviews",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The review's id")),
    request_body = ModerationBody,
    responses(
        (status = 200, description = "The review", body = AdminReview),
        (status = 404, description = "No such review", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`), or 4 reviews are on the slider already (`tooManyItems`)", body = ErrorBody),
        (status = 422, description = "Not an approved review of the hotel (`invalidRequest`)", body = ErrorBody),
    )
)]
pub async fn feature_review(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ModerationBody>,
) -> Result<Json<AdminReview>, ApiError> {
    let others = read_models::featured_reviews_besides(&state.pool, &id).await?;
    if others >= SLIDER_SIZE as i64 {
        return Err(ApiError::Conflict(SLIDER_FULL));
    }
    let command = ReviewCommand::Feature {
        expected_version: body.version,
        at: Utc::now(),
    };
    moderate(&state, &context, &id, command).await
}

/// Takes a review off the home slider.
#[utoipa::path(
    put,
    path = "/feedback/{id}/unfeature",
    tag = "reviews",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The review's id")),
    request_body = ModerationBody,
    responses(
        (status = 200, description = "The review", body = AdminReview),
        (status = 404, description = "No such review", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn unfeature_review(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ModerationBody>,
) -> Result<Json<AdminReview>, ApiError> {
    let command = ReviewCommand::Unfeature {
        expected_version: body.version,
        at: Utc::now(),
    };
    moderate(&state, &context, &id, command).await
}

/// Answers a review as the hotel: public at once, under the hotel's name.
#[utoipa::path(
    post,
    path = "/feedback/{id}/answer",
    tag = "reviews",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The review answered")),
    request_body = HotelAnswerBody,
    responses(
        (status = 201, description = "The hotel's answer", body = AdminReview),
        (status = 400, description = "The text breaks the review rule (`theReviewMustBe` on `text`)", body = ErrorBody),
        (status = 404, description = "No review of the hotel with this id", body = ErrorBody),
    )
)]
pub async fn answer_review(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<HotelAnswerBody>,
) -> Result<(StatusCode, Json<AdminReview>), ApiError> {
    let text = body.parse().map_err(ApiError::InvalidInput)?;
    let parent = state.executor::<Review>().load(&id).await?;
    let Some(parent) = parent.record().filter(|record| record.is_top_level()) else {
        return Err(ApiError::NotFound);
    };
    let answer_id = uuid::Uuid::now_v7().to_string();
    let command = ReviewCommand::PostHotelAnswer {
        parent_id: id,
        text,
        language: parent.language,
        at: Utc::now(),
    };
    let answer = |done: &Decided<Review>| {
        let answer = done.state.record().ok_or(ApiError::NotFound)?;
        let view = view::admin_review(
            &answer_id,
            answer,
            done.state.version(),
            Some(context.actor().to_owned()),
            Some(&parent.text),
        );
        Ok((StatusCode::CREATED, Json(view)))
    };
    state
        .executor::<Review>()
        .execute_and_answer(&context, &answer_id, command, answer)
        .await
}

/// Runs a moderation command on review `id` and answers the review as it left it. Everything
/// the answer needs besides the command's result (the answered review's text, who moderated
/// last) is read before the command, so nothing can fail once it is committed.
async fn moderate(
    state: &CommandState,
    context: &RequestContext,
    id: &str,
    command: ReviewCommand,
) -> Result<Json<AdminReview>, ApiError> {
    let history = state.executor::<Review>().history(id).await?;
    let mut before = Review::default();
    for envelope in &history {
        before.apply(envelope.payload.clone());
    }
    let Some(record) = before.record() else {
        return Err(ApiError::NotFound);
    };
    let parent_text = match &record.parent_id {
        Some(parent_id) => state
            .executor::<Review>()
            .load(parent_id)
            .await?
            .record()
            .map(|parent| parent.text.clone()),
        None => None,
    };
    let answer = |done: &Decided<Review>| {
        let moderated_by = if done.events.iter().any(view::moderates) {
            Some(context.actor().to_owned())
        } else {
            view::last_moderator(&history)
        };
        let after = done.state.record().ok_or(ApiError::NotFound)?;
        Ok(Json(view::admin_review(
            id,
            after,
            done.state.version(),
            moderated_by,
            parent_text.as_deref(),
        )))
    };
    state
        .executor::<Review>()
        .execute_and_answer(context, id, command, answer)
        .await
}
