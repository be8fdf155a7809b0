//! The review calls. Visitors: `POST /api/feedback` and `POST /api/feedback/{id}/answers`, a
//! form with an optional photo, stored PENDING with the spam judgement, idempotency key and limit
//! every public form has (`crate::submission`). Staff, under `/api/admin/feedback/{id}`:
//! approve, reject, feature, unfeature (naming the version they loaded) and answer as the
//! hotel; each answers the review as the moderation list shows it.

use std::net::IpAddr;

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::Utc;
use cqrs_es::Aggregate;
use events::review::{AdminReview, SLIDER_SIZE};
use events::Language;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

use super::body::{HotelAnswerBody, ModerationBody};
use super::form::{ReviewForm, PHOTO};
use super::{view, Review, ReviewCommand, SLIDER_FULL};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::executor::await_projections;
use crate::extract::{ClientAddress, IdempotencyKey, JsonBody, PageLanguage};
use crate::state::CommandState;
use crate::submission::Admission;
use crate::{submission, upload};

/// The visitors' review form, relative to `/api`; its body may carry a photo.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(send_review).layer(upload::body_limit()))
        .routes(routes!(send_review_answer).layer(upload::body_limit()))
}

/// Moderation and the hotel's answers, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(approve_review))
        .routes(routes!(reject_review))
        .routes(routes!(feature_review))
        .routes(routes!(unfeature_review))
        .routes(routes!(answer_review))
}

/// Stores a guest's review for staff to approve.
#[utoipa::path(
    post,
    path = "/feedback",
    tag = "visitors",
    request_body(
        content_type = "multipart/form-data",
        description = "`name` (2 to 56 characters), `petName` (may be empty), `text` (2 to 1000 \
            characters), `website` (the honeypot, empty), `shownForMs` (how long the form \
            was shown; a filled honeypot or a form sent too soon is kept as spam), optional \
            `photo` (PNG or JPEG, at least 256×256, at most 10 MB)"
    ),
    params(
        ("Idempotency-Key" = Option<uuid::Uuid>, Header, description = "Made once per review and sent again with its retries: a retry is answered as the first and stored once"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "The page's language, kept with the review"),
    ),
    responses(
        (status = 204, description = "Stored, waiting for staff (or a retry of one stored)"),
        (status = 400, description = "A field breaks its rule (`field`: `name`, `petName`, `text` or `photo`)", body = ErrorBody),
        (status = 413, description = "Body over 11 MiB (`payloadTooLarge`)", body = ErrorBody),
        (status = 429, description = "More accepted reviews from this client within 10 minutes than the server allows (`tooManyRequests`)", body = ErrorBody),
        (status = 503, description = "As many photos as the server takes at once are under way (`uploadsBusyMessage`)", body = ErrorBody),
    )
)]
pub async fn send_review(
    State(state): State<CommandState>,
    ClientAddress(address): ClientAddress,
    IdempotencyKey(key): IdempotencyKey,
    context: RequestContext,
    PageLanguage(language): PageLanguage,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<StatusCode, ApiError> {
    let submission = Submission {
        address,
        key,
        context,
        language,
    };
    receive(&state, submission, None, multipart).await
}

/// Stores a guest's answer to an approved review, for staff to approve.
#[utoipa::path(
    post,
    path = "/feedback/{id}/answers",
    tag = "visitors",
    params(
        ("id" = String, Path, description = "The review answered"),
        ("Idempotency-Key" = Option<uuid::Uuid>, Header, description = "As for a review"),
        ("Accept-DHLanguage" = Option<String>, Header, description = "The page's language"),
    ),
    request_body(content_type = "multipart/form-data", description = "As `/api/feedback`"),
    responses(
        (status = 204, description = "Stored, waiting for staff (or a retry of one stored)"),
        (status = 400, description = "A field breaks its rule (`field` names it)", body = ErrorBody),
        (status = 404, description = "No approved review of the hotel with this id", body = ErrorBody),
        (status = 429, description = "Too many from this client (`tooManyRequests`)", body = ErrorBody),
        (status = 503, description = "Photo queue full (`uploadsBusyMessage`)", body = ErrorBody),
    )
)]
pub async fn send_review_answer(
    State(state): State<CommandState>,
    Path(id): Path<String>,
    ClientAddress(address): ClientAddress,
    IdempotencyKey(key): IdempotencyKey,
    context: RequestContext,
    PageLanguage(language): PageLanguage,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<StatusCode, ApiError> {
    if !state.reviews.load(&id).await?.takes_answers() {
        return Err(ApiError::NotFound);
    }
    let submission = Submission {
        address,
        key,
        context,
        language,
    };
    receive(&state, submission, Some(id), multipart).await
}

/// Who sent a form, from where and in which language.
struct Submission {
    address: IpAddr,
    key: Option<uuid::Uuid>,
    context: RequestContext,
    language: Language,
}

/// Lets the submission in by its headers and client (a retry, the client's limit), takes a
/// place in the visitors' photo queue, then reads and checks the form, stores its photo and
/// the review: every field is checked before the photo is rendered, so a refused form stores
/// nothing, and nothing of a refused client's body is read.
async fn receive(
    state: &CommandState,
    submission: Submission,
    parent_id: Option<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<StatusCode, ApiError> {
    let admission = submission::admit(
        &state.reviews,
        &state.review_limit,
        submission.address,
        submission.key,
    )
    .await?;
    let Admission::Admitted(ticket) = admission else {
        return Ok(StatusCode::NO_CONTENT);
    };
    let _turn = state.uploads.visitor_turn()?;
    let form = ReviewForm::read(multipart).await?;
    let fields = form.parse()?;
    let spam = state.spam_judge.judge(
        "review",
        submission.address,
        &form.website,
        form.shown_for_ms,
    );
    let image = match &form.photo {
        Some(bytes) => Some(
            upload::ingest_photo(state.media.as_ref(), bytes, 0, PHOTO)
                .await?
                .id,
        ),
        None => None,
    };
    let command = ReviewCommand::Submit {
        review: fields.into_details(parent_id, image, submission.language, spam),
        at: Utc::now(),
    };
    ticket
        .store(&state.reviews, &submission.context, command)
        .await
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
    // Best effort, from the read table: two staff members featuring at the same moment can
    // make it five. The public slider shows the four most recently featured all the same.
    let others: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM admin_reviews WHERE featured_at IS NOT NULL AND review_id <> $1",
    )
    .bind(&id)
    .fetch_one(&state.pool)
    .await?;
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
    let parent = state.reviews.load(&id).await?;
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
    let metadata = context.metadata(&command);
    let actor = metadata.actor.clone();
    let executed = state.reviews.execute(&answer_id, command, metadata).await?;
    await_projections(&state.pool, executed.position).await;
    let Some(answer) = executed.state.record() else {
        unreachable!("a posted answer has its record");
    };
    let view = view::admin_review(
        &answer_id,
        answer,
        executed.state.version(),
        Some(actor),
        Some(&parent.text),
    );
    Ok((StatusCode::CREATED, Json(view)))
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
    let history = state.reviews.history(id).await?;
    let mut before = Review::default();
    for envelope in &history {
        before.apply(envelope.payload.clone());
    }
    let Some(record) = before.record() else {
        return Err(ApiError::NotFound);
    };
    let parent_text = match &record.parent_id {
        Some(parent_id) => state
            .reviews
            .load(parent_id)
            .await?
            .record()
            .map(|parent| parent.text.clone()),
        None => None,
    };
    let metadata = context.metadata(&command);
    let actor = metadata.actor.clone();
    let executed = state.reviews.execute(id, command, metadata).await?;
    await_projections(&state.pool, executed.position).await;
    let moderated_by = if executed.events.iter().any(view::moderates) {
        Some(actor)
    } else {
        view::last_moderator(&history)
    };
    let Some(after) = executed.state.record() else {
        unreachable!("a review with events has its record");
    };
    Ok(Json(view::admin_review(
        id,
        after,
        executed.state.version(),
        moderated_by,
        parent_text.as_deref(),
    )))
}
