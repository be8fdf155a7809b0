//! The admin calls that change newsletter issues, under `/api/admin/newsletter/issues`: write
//! one, save it again, mail a test to oneself, send it. The lists and an issue's progress are
//! the read side's (`query::newsletter`).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::{Extension, Json};
use chrono::Utc;
use errors::ErrorCode;
use events::newsletter_issue::{AdminIssueView, IssueContent, IssueProgress, IssueStatus};
use events::{AdminIdentity, NewsletterIssueId};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::body::{IssueBody, VersionBody};
use super::{next_id, IssueCommand, NewsletterIssue};
use crate::context::RequestContext;
use crate::error::{ApiError, ErrorBody, Reason};
use crate::executor::Decided;
use crate::extract::JsonBody;
use crate::read_models;
use crate::state::CommandState;

const IMAGE_NOT_UPLOADED: Reason = Reason::new(
    ErrorCode::ImageError,
    "The picture is not an image uploaded here.",
);
const ARTICLE_NOT_PUBLISHED: Reason = Reason::new(
    ErrorCode::ArticleNotPublished,
    "An issue links only to published articles.",
);

/// The issue routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(create_issue))
        .routes(routes!(save_issue))
        .routes(routes!(send_test))
        .routes(routes!(send_issue))
}

/// Writes a new issue.
#[utoipa::path(
    post,
    path = "/newsletter/issues",
    tag = "newsletter",
    security(("bearer" = [])),
    request_body = IssueBody,
    responses(
        (status = 201, description = "The issue as saved", body = AdminIssueView),
        (status = 400, description = "A rule is broken (`titleRequired`, `titleTooLong`, `textRequired`, `textTooLong`, `tooManyItems`, `articleNotPublished`, `imageError`; `field` names it)", body = ErrorBody),
    )
)]
pub async fn create_issue(
    State(state): State<CommandState>,
    context: RequestContext,
    JsonBody(body): JsonBody<IssueBody>,
) -> Result<(StatusCode, Json<AdminIssueView>), ApiError> {
    let content = parse(&state, &body).await?;
    let id = next_id(&state.pool).await?;
    let command = IssueCommand::Save {
        expected_version: 0,
        content,
        at: Utc::now(),
    };
    let issue = state
        .executor::<NewsletterIssue>()
        .execute_and_answer(&context, id, command, answer(id))
        .await?;
    Ok((StatusCode::CREATED, issue))
}

/// Saves an issue not yet sent.
#[utoipa::path(
    put,
    path = "/newsletter/issues/{id}",
    tag = "newsletter",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The issue's id")),
    request_body = IssueBody,
    responses(
        (status = 200, description = "The issue as saved", body = AdminIssueView),
        (status = 400, description = "A rule is broken (`field` names it)", body = ErrorBody),
        (status = 404, description = "No such issue", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`), or sent (`issueAlreadySent`)", body = ErrorBody),
    )
)]
pub async fn save_issue(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<IssueBody>,
) -> Result<Json<AdminIssueView>, ApiError> {
    let id = issue_id(&state, &id).await?;
    let content = parse(&state, &body).await?;
    let command = IssueCommand::Save {
        expected_version: body.version,
        content,
        at: Utc::now(),
    };
    state
        .executor::<NewsletterIssue>()
        .execute_and_answer(&context, id, command, answer(id))
        .await
}

/// Mails the issue as saved, in Ukrainian and in English, to the signed-in staff member's own
/// address.
#[utoipa::path(
    post,
    path = "/newsletter/issues/{id}/test",
    tag = "newsletter",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The issue's id")),
    request_body = VersionBody,
    responses(
        (status = 204, description = "Two test mails are on their way"),
        (status = 404, description = "No such issue", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`)", body = ErrorBody),
    )
)]
pub async fn send_test(
    State(state): State<CommandState>,
    Extension(identity): Extension<AdminIdentity>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<VersionBody>,
) -> Result<StatusCode, ApiError> {
    let id = issue_id(&state, &id).await?;
    let to = read_models::staff_email(&state.pool, &identity.account_id).await?;
    let command = IssueCommand::SendTest {
        expected_version: body.version,
        to,
        at: Utc::now(),
    };
    let no_content = |_: &_| Ok(StatusCode::NO_CONTENT);
    state
        .executor::<NewsletterIssue>()
        .execute_and_answer(&context, id, command, no_content)
        .await
}

/// Sends the issue to every subscriber confirmed now, each in their language, once.
#[utoipa::path(
    post,
    path = "/newsletter/issues/{id}/send",
    tag = "newsletter",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The issue's id")),
    request_body = VersionBody,
    responses(
        (status = 204, description = "Sending started; the issue's page shows its progress"),
        (status = 404, description = "No such issue", body = ErrorBody),
        (status = 409, description = "Changed since it was loaded (`conflict`), or sent already (`issueAlreadySent`)", body = ErrorBody),
    )
)]
pub async fn send_issue(
    State(state): State<CommandState>,
    context: RequestContext,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<VersionBody>,
) -> Result<StatusCode, ApiError> {
    let id = issue_id(&state, &id).await?;
    let command = IssueCommand::Send {
        expected_version: body.version,
        at: Utc::now(),
    };
    let no_content = |_: &_| Ok(StatusCode::NO_CONTENT);
    state
        .executor::<NewsletterIssue>()
        .execute_and_answer(&context, id, command, no_content)
        .await
}

/// The content of `body` if it keeps every rule, those that need the database included.
async fn parse(state: &CommandState, body: &IssueBody) -> Result<IssueContent, ApiError> {
    let content = body.parse()?;
    if let Some(image) = &content.image_id {
        if !state.image_uploaded(image).await? {
            return Err(IMAGE_NOT_UPLOADED.on_field("imageId").into());
        }
    }
    let published = read_models::published_articles_among(&state.pool, &content.articles).await?;
    if usize::try_from(published).ok() != Some(content.articles.len()) {
        return Err(ARTICLE_NOT_PUBLISHED.on_field("articles").into());
    }
    Ok(content)
}

/// The issue a path names, if it was ever saved.
async fn issue_id(state: &CommandState, segment: &str) -> Result<i64, ApiError> {
    let id = NewsletterIssueId::parse(segment)
        .ok_or(ApiError::NotFound)?
        .get();
    let issue = state
        .executor::<NewsletterIssue>()
        .load(&id.to_string())
        .await?;
    match issue.content() {
        Some(_) => Ok(id),
        None => Err(ApiError::NotFound),
    }
}

/// The answer of a change to issue `id`: the issue as the change leaves it.
fn answer(
    id: i64,
) -> impl FnOnce(&Decided<NewsletterIssue>) -> Result<Json<AdminIssueView>, ApiError> {
    move |done| view(id, &done.state).map(Json)
}

/// A draft as the editor shows it: nothing sent, so no progress.
fn view(id: i64, issue: &NewsletterIssue) -> Result<AdminIssueView, ApiError> {
    let (Some(content), Some(saved_at)) = (issue.content(), issue.saved_at()) else {
        return Err(ApiError::NotFound);
    };
    Ok(AdminIssueView {
        id,
        version: issue.version(),
        status: IssueStatus::Draft,
        content: content.clone(),
        saved_at,
        sent_at: issue.sent_at(),
        sent_by: None,
        progress: IssueProgress::default(),
        failures: Vec::new(),
    })
}
