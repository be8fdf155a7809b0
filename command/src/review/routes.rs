//! The visitors' review calls: `POST /api/feedback` and `POST /api/feedback/{id}/answers`, a
//! form with an optional photo, stored PENDING with the spam judgement, idempotency key and limit
//! every public form has (`crate::submission`). Staff's calls are in `moderation_routes`.

use std::net::IpAddr;

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::http::StatusCode;
use chrono::Utc;
use events::Language;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

use super::body::{ReviewForm, PHOTO};
use super::Review;
use super::ReviewCommand;
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody};
use crate::extract::{ClientAddress, IdempotencyKey, PageLanguage};
use crate::state::CommandState;
use crate::submission::Admission;
use crate::{submission, upload};

/// The visitors' review form, relative to `/api`; its body may carry a photo.
pub fn router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(send_review).layer(upload::body_limit()))
        .routes(routes!(send_review_answer).layer(upload::body_limit()))
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
    if !state.executor::<Review>().load(&id).await?.takes_answers() {
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
        &state.executor::<Review>(),
        &state.forms.reviews,
        submission.address,
        submission.key,
    )
    .await?;
    let Admission::Admitted(ticket) = admission else {
        return Ok(StatusCode::NO_CONTENT);
    };
    let built = async {
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
        Ok(ReviewCommand::Submit {
            review: fields.into_details(parent_id, image, submission.language, spam),
            at: Utc::now(),
        })
    };
    ticket
        .store_once_built(&state.executor::<Review>(), &submission.context, built)
        .await
}
