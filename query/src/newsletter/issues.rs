//! `GET /api/admin/newsletter/issues` and `/newsletter/issues/{id}`: the issues, newest first,
//! and one issue as its editor shows it, with the progress of its sending.

use axum::extract::{Path, Query, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::newsletter_issue::{
    AdminIssueView, DeliveryFailure, IssueContent, IssueProgress, IssueStatus, FAILURES_SHOWN,
};
use events::NewsletterIssueId;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use utoipa::{IntoParams, ToSchema};

use crate::paging::{offset, Paged};
use crate::QueryError;

/// Issues per page of the list.
const PAGE_SIZE: u32 = 20;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IssueParams {
    /// 1-based page number.
    page: Option<u32>,
}

/// The titles of an issue, in each language.
#[derive(Debug, Serialize, ToSchema)]
pub struct IssueTitle {
    pub uk: String,
    pub en: String,
}

/// An issue as the list shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssueSummary {
    pub id: i64,
    pub status: IssueStatus,
    pub title: IssueTitle,
    pub saved_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub progress: IssueProgress,
}

#[derive(sqlx::FromRow)]
struct IssueRow {
    issue_id: i64,
    version: i64,
    content: serde_json::Value,
    title_uk: String,
    title_en: String,
    saved_at: DateTime<Utc>,
    sent_at: Option<DateTime<Utc>>,
    sent_by: Option<String>,
    recipients: Option<i64>,
    delivered: i64,
    failed: i64,
}

/// A failed delivery; the address is gone once its subscriber was forgotten.
#[derive(sqlx::FromRow)]
struct FailureRow {
    email: Option<String>,
    reason: Option<String>,
    changed_at: Option<DateTime<Utc>>,
}

/// The issue's row with its deliveries counted.
const ISSUE_ROWS: &str = "
    SELECT i.issue_id, i.version, i.content, i.title_uk, i.title_en, i.saved_at, i.sent_at,
           i.sent_by, i.recipients,
           count(*) FILTER (WHERE d.status = 'delivered') AS delivered,
           count(*) FILTER (WHERE d.status = 'failed') AS failed
      FROM newsletter_issues i
      LEFT JOIN newsletter_deliveries d ON d.issue_id = i.issue_id";

impl IssueRow {
    /// Draft until sent; sending until every recipient is delivered or failed.
    fn status_and_progress(&self) -> (IssueStatus, IssueProgress) {
        let recipients = self.recipients.unwrap_or_default();
        let progress = IssueProgress {
            recipients,
            delivered: self.delivered,
            failed: self.failed,
            waiting: (recipients - self.delivered - self.failed).max(0),
        };
        let status = match (self.sent_at, self.recipients) {
            (None, _) => IssueStatus::Draft,
            (Some(_), Some(_)) if progress.waiting == 0 => IssueStatus::Sent,
            (Some(_), _) => IssueStatus::Sending,
        };
        (status, progress)
    }
}

/// The issues, the latest saved first.
#[utoipa::path(get, path = "/newsletter/issues", tag = "newsletter", security(("bearer" = [])),
    params(IssueParams),
    responses(
        (status = 200, description = "One page of issues", body = Paged<IssueSummary>),
        (status = 400, description = "Page 0: invalidRequest", body = errors::ErrorBody)))]
pub async fn issues(
    State(pool): State<PgPool>,
    params: Result<Query<IssueParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Paged<IssueSummary>>, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    let page = match params.page {
        Some(0) => return Err(QueryError::InvalidRequest),
        page => page.unwrap_or(1),
    };
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM newsletter_issues")
        .fetch_one(&pool)
        .await?;
    let rows: Vec<IssueRow> = sqlx::query_as(&format!(
        "{ISSUE_ROWS}
          GROUP BY i.issue_id
          ORDER BY i.saved_at DESC, i.issue_id DESC
          LIMIT $1 OFFSET $2"
    ))
    .bind(i64::from(PAGE_SIZE))
    .bind(offset(page, PAGE_SIZE))
    .fetch_all(&pool)
    .await?;
    let summaries = rows
        .into_iter()
        .map(|row| {
            let (status, progress) = row.status_and_progress();
            IssueSummary {
                id: row.issue_id,
                status,
                title: IssueTitle {
                    uk: row.title_uk,
                    en: row.title_en,
                },
                saved_at: row.saved_at,
                sent_at: row.sent_at,
                progress,
            }
        })
        .collect();
    Ok(Json(Paged::new(summaries, page, PAGE_SIZE, total)))
}

/// One issue with its content, its progress and its latest failed deliveries.
#[utoipa::path(get, path = "/newsletter/issues/{id}", tag = "newsletter", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The issue's id")),
    responses(
        (status = 200, description = "The issue", body = AdminIssueView),
        (status = 404, description = "No such issue", body = errors::ErrorBody)))]
pub async fn issue(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
) -> Result<Json<AdminIssueView>, QueryError> {
    let id = NewsletterIssueId::parse(&id)
        .ok_or(QueryError::NotFound)?
        .get();
    let row: IssueRow = sqlx::query_as(&format!(
        "{ISSUE_ROWS}
          WHERE i.issue_id = $1
          GROUP BY i.issue_id"
    ))
    .bind(id)
    .fetch_optional(&pool)
    .await?
    .ok_or(QueryError::NotFound)?;
    let failures: Vec<FailureRow> = sqlx::query_as(
        "SELECT s.email, d.reason, d.changed_at
           FROM newsletter_deliveries d
           LEFT JOIN newsletter_subscribers s ON s.subscription_id = d.subscription_id
          WHERE d.issue_id = $1 AND d.status = 'failed'
          ORDER BY d.changed_at DESC
          LIMIT $2",
    )
    .bind(id)
    .bind(FAILURES_SHOWN)
    .fetch_all(&pool)
    .await?;
    let (status, progress) = row.status_and_progress();
    let content: IssueContent = serde_json::from_value(row.content)
        .map_err(|error| QueryError::Damaged(format!("newsletter issue {id}: {error}")))?;
    Ok(Json(AdminIssueView {
        id,
        version: u64::try_from(row.version).unwrap_or_default(),
        status,
        content,
        saved_at: row.saved_at,
        sent_at: row.sent_at,
        sent_by: row.sent_by,
        progress,
        failures: failures
            .into_iter()
            .filter_map(|row| {
                Some(DeliveryFailure {
                    email: row.email.unwrap_or_default(),
                    reason: row.reason.unwrap_or_default(),
                    at: row.changed_at?,
                })
            })
            .collect(),
    }))
}
