//! `GET /api/admin/inbox`, `/inbox/counts` and `/inbox/{id}`.

use axum::extract::{Path, Query, State};
use axum::Json;
use chrono::{DateTime, Utc};
use events::inbox::{InboxKind, InboxStatus};
use events::review::ReviewStatus;
use events::spam::SpamSignal;
use events::staff_mail::ParkedMail;
use events::Language;
use serde::{Deserialize, Serialize};
use sqlx::{PgPool, Postgres, QueryBuilder};
use utoipa::{IntoParams, ToSchema};

use crate::paging::{offset, Paged};
use crate::QueryError;

/// Items per page of the list.
const PAGE_SIZE: u32 = 20;
/// The characters of a message the list shows.
pub(super) const EXCERPT_CHARS: usize = 200;
/// Longer than any name, address or phone: a longer search is not one.
const MAX_SEARCH_CHARS: usize = 100;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// `DOG_REQUEST`, `MESSAGE`, `QUESTION` or `REVIEW`; every kind when absent.
    kind: Option<String>,
    /// `NEW`, `IN_PROGRESS`, `DONE` or `SPAM`; every item but spam when absent.
    status: Option<String>,
    /// A part of the visitor's name, e-mail or phone (a phone by its digits, however written).
    q: Option<String>,
    /// 1-based page number.
    page: Option<u32>,
}

/// An item as the list shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InboxSummary {
    pub id: String,
    pub kind: InboxKind,
    pub status: InboxStatus,
    pub name: String,
    pub email: Option<String>,
    /// Formatted `+38(050)123-45-67`.
    pub phone: Option<String>,
    /// The form's title as the visitor saw it; may be empty.
    pub subject: String,
    /// The message's first 200 characters.
    pub excerpt: String,
    /// A dog request's dog.
    pub dog_name: Option<String>,
    /// The language the visitor wrote in.
    #[schema(value_type = String, example = "uk")]
    pub language: Language,
    pub received_at: DateTime<Utc>,
    /// The staff login that last changed the status; `None` while untouched.
    pub changed_by: Option<String>,
    pub changed_at: Option<DateTime<Utc>>,
    /// What a status change names.
    pub version: u64,
    /// When the visitor's personal data was erased: the name, contacts and message are then
    /// empty, and the item stays as the record that the request existed.
    pub erased_at: Option<DateTime<Utc>>,
}

/// An item with all it holds and its story.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InboxItem {
    #[serde(flatten)]
    pub summary: InboxSummary,
    /// The whole text (a review's, for a review).
    pub message: String,
    /// A dog request's dog's public page.
    pub dog_url: Option<String>,
    /// A review's pet.
    pub pet_name: Option<String>,
    /// A review's moderation.
    pub review_status: Option<ReviewStatus>,
    /// Oldest first.
    pub history: Vec<InboxEvent>,
}

/// One step of an item's story.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InboxEvent {
    pub at: DateTime<Utc>,
    /// The staff login; `None` for the visitor's own submission.
    pub actor: Option<String>,
    /// `RECEIVED`, `STATUS_CHANGED`, `REPLIED`, `REVIEW_APPROVED`, `REVIEW_REJECTED`,
    /// `MAIL_PARKED` or `ERASED` (by the actor, or by the scheduler when it is `None`).
    pub action: String,
    /// The status set, for `STATUS_CHANGED`.
    pub status: Option<InboxStatus>,
    /// The answer's text, for `REPLIED`.
    pub text: Option<String>,
    /// For a submission received as spam, why it was judged to come from a bot.
    pub spam: Option<SpamSignal>,
    /// For `MAIL_PARKED`, which mail the mail server refused for good (`text` is its answer).
    pub mail: Option<ParkedMail>,
}

/// How many items each status holds; `new` is the admin header's unread badge.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InboxCounts {
    pub new: i64,
    pub in_progress: i64,
    pub done: i64,
    pub spam: i64,
}

#[derive(sqlx::FromRow)]
pub(super) struct Row {
    item_id: String,
    kind: String,
    status: String,
    name: String,
    pub(super) email: Option<String>,
    phone: Option<String>,
    subject: String,
    message: String,
    dog_name: Option<String>,
    language: String,
    received_at: DateTime<Utc>,
    changed_by: Option<String>,
    changed_at: Option<DateTime<Utc>>,
    version: i64,
    erased_at: Option<DateTime<Utc>>,
}

impl Row {
    pub(super) fn into_summary(self) -> Result<InboxSummary, QueryError> {
        let damaged = |what: &str| QueryError::Damaged(format!("inbox {}: {what}", self.item_id));
        Ok(InboxSummary {
            kind: InboxKind::parse(&self.kind).ok_or_else(|| damaged("kind"))?,
            status: InboxStatus::parse(&self.status).ok_or_else(|| damaged("status"))?,
            language: Language::parse(&self.language).ok_or_else(|| damaged("language"))?,
            version: u64::try_from(self.version).map_err(|_| damaged("version"))?,
            id: self.item_id,
            name: self.name,
            email: self.email,
            phone: self.phone,
            subject: self.subject,
            excerpt: self.message,
            dog_name: self.dog_name,
            received_at: self.received_at,
            changed_by: self.changed_by,
            changed_at: self.changed_at,
            erased_at: self.erased_at,
        })
    }
}

/// What a search looks for: the lowercased text in names and addresses, and, when it is
/// written as a phone is (digits, spaces, `+()-`), its digits in the phones.
struct Search {
    text: String,
    digits: Option<String>,
}

impl Search {
    fn parse(q: Option<&str>) -> Result<Option<Search>, QueryError> {
        let Some(q) = q.map(str::trim).filter(|q| !q.is_empty()) else {
            return Ok(None);
        };
        // PostgreSQL's text cannot hold a NUL, and nobody types one into a search box.
        if q.chars().count() > MAX_SEARCH_CHARS || q.contains('\0') {
            return Err(QueryError::InvalidRequest);
        }
        let phone_like = q.chars().all(|c| c.is_ascii_digit() || " +()-".contains(c));
        let digits: String = q.chars().filter(char::is_ascii_digit).collect();
        Ok(Some(Search {
            text: like_pattern(&q.to_lowercase()),
            digits: (phone_like && !digits.is_empty()).then(|| like_pattern(&digits)),
        }))
    }
}

/// `%text%` with LIKE's own characters taken literally.
fn like_pattern(text: &str) -> String {
    let escaped = text
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

/// The list's filter, shared by its count and its page. Only the conditions asked for are
/// written, so PostgreSQL plans each shape of search for what it is (a `$1 IS NULL OR …`
/// condition, planned once for any value, read every row).
pub(super) struct Filter {
    kind: Option<InboxKind>,
    status: Option<InboxStatus>,
    search: Option<Search>,
}

impl Filter {
    /// The list's parameters as a filter: `invalidRequest` for an unknown kind or status, or a
    /// search over 100 characters.
    pub(super) fn parse(
        kind: Option<&str>,
        status: Option<&str>,
        q: Option<&str>,
    ) -> Result<Filter, QueryError> {
        Ok(Filter {
            kind: match kind {
                None | Some("") => None,
                Some(kind) => Some(InboxKind::parse(kind).ok_or(QueryError::InvalidRequest)?),
            },
            status: match status {
                None | Some("") => None,
                Some(status) => Some(InboxStatus::parse(status).ok_or(QueryError::InvalidRequest)?),
            },
            search: Search::parse(q)?,
        })
    }

    pub(super) fn push_where(&self, query: &mut QueryBuilder<'_, Postgres>) {
        match self.status {
            None => query.push(" WHERE status <> 'SPAM'"),
            Some(status) => query.push(" WHERE status = ").push_bind(status.as_str()),
        };
        if let Some(kind) = self.kind {
            query.push(" AND kind = ").push_bind(kind.as_str());
        }
        if let Some(search) = &self.search {
            query
                .push(" AND (search LIKE ")
                .push_bind(search.text.clone());
            if let Some(digits) = &search.digits {
                query.push(" OR search LIKE ").push_bind(digits.clone());
            }
            query.push(")");
        }
    }
}

/// One page of items, newest first.
#[utoipa::path(get, path = "/inbox", tag = "inbox", security(("bearer" = [])),
    params(ListParams),
    responses(
        (status = 200, body = Paged<InboxSummary>),
        (status = 400, description = "An unknown kind or status, a search over 100 characters, or page 0 or not a number: invalidRequest", body = errors::ErrorBody)))]
pub async fn inbox(
    State(pool): State<PgPool>,
    params: Result<Query<ListParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Paged<InboxSummary>>, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    let filter = Filter::parse(
        params.kind.as_deref(),
        params.status.as_deref(),
        params.q.as_deref(),
    )?;
    let page = params.page.unwrap_or(1);
    if page == 0 {
        return Err(QueryError::InvalidRequest);
    }
    let mut count = QueryBuilder::new("SELECT count(*) FROM inbox_items");
    filter.push_where(&mut count);
    let mut list = QueryBuilder::new(
        "SELECT item_id, kind, status, name, email, phone, subject, left(message, ",
    );
    list.push_bind(EXCERPT_CHARS as i32).push(
        ") AS message, dog_name, language, received_at, changed_by, changed_at, version,
                erased_at
           FROM inbox_items",
    );
    filter.push_where(&mut list);
    list.push(" ORDER BY received_at DESC, item_id DESC LIMIT ")
        .push_bind(i64::from(PAGE_SIZE))
        .push(" OFFSET ")
        .push_bind(offset(page, PAGE_SIZE));
    // Side by side on two connections: a search for a common name spends its time counting,
    // and the page need not wait for that.
    let (total, rows): (i64, Vec<Row>) = tokio::try_join!(
        count.build_query_scalar().fetch_one(&pool),
        list.build_query_as().fetch_all(&pool),
    )?;
    let content = rows
        .into_iter()
        .map(Row::into_summary)
        .collect::<Result<_, _>>()?;
    Ok(Json(Paged::new(content, page, PAGE_SIZE, total)))
}

/// How many items each status holds.
#[utoipa::path(get, path = "/inbox/counts", tag = "inbox", security(("bearer" = [])),
    responses((status = 200, body = InboxCounts)))]
pub async fn counts(State(pool): State<PgPool>) -> Result<Json<InboxCounts>, QueryError> {
    let (new, in_progress, done, spam): (i64, i64, i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE status = 'NEW'),
                count(*) FILTER (WHERE status = 'IN_PROGRESS'),
                count(*) FILTER (WHERE status = 'DONE'),
                count(*) FILTER (WHERE status = 'SPAM')
           FROM inbox_items",
    )
    .fetch_one(&pool)
    .await?;
    Ok(Json(InboxCounts {
        new,
        in_progress,
        done,
        spam,
    }))
}

/// An item's row with what only its page shows.
#[derive(sqlx::FromRow)]
struct ItemRow {
    #[sqlx(flatten)]
    row: Row,
    dog_url: Option<String>,
    pet_name: Option<String>,
    review_status: Option<String>,
}

#[derive(sqlx::FromRow)]
struct Step {
    at: DateTime<Utc>,
    actor: Option<String>,
    action: String,
    status: Option<String>,
    text: Option<String>,
    spam: Option<String>,
    mail: Option<String>,
}

/// One item with its whole message and its story.
#[utoipa::path(get, path = "/inbox/{id}", tag = "inbox", security(("bearer" = [])),
    params(("id" = String, Path, description = "The item's id, as the list gives it")),
    responses(
        (status = 200, body = InboxItem),
        (status = 404, description = "No item with this id: message404Error", body = errors::ErrorBody)))]
pub async fn item(
    State(pool): State<PgPool>,
    Path(id): Path<String>,
) -> Result<Json<InboxItem>, QueryError> {
    let item: Option<ItemRow> = sqlx::query_as(
        "SELECT item_id, kind, status, name, email, phone, subject, message, dog_name, language,
                received_at, changed_by, changed_at, version, erased_at, dog_url, pet_name,
                review_status
           FROM inbox_items WHERE item_id = $1",
    )
    .bind(&id)
    .fetch_optional(&pool)
    .await?;
    let item = item.ok_or(QueryError::NotFound)?;
    let steps: Vec<Step> = sqlx::query_as(
        "SELECT at, actor, action, status, text, spam, mail FROM inbox_history
          WHERE item_id = $1 ORDER BY global_position",
    )
    .bind(&id)
    .fetch_all(&pool)
    .await?;
    let damaged = |what: &str| QueryError::Damaged(format!("inbox {id}: {what}"));
    let status = |text: Option<&str>| match text {
        None => Ok(None),
        Some(text) => InboxStatus::parse(text)
            .map(Some)
            .ok_or_else(|| damaged("step")),
    };
    let history = steps
        .into_iter()
        .map(|step| {
            let spam = match step.spam.as_deref() {
                None => None,
                Some(text) => Some(SpamSignal::parse(text).ok_or_else(|| damaged("spam"))?),
            };
            let mail = match step.mail.as_deref() {
                None => None,
                Some(text) => Some(ParkedMail::parse(text).ok_or_else(|| damaged("mail"))?),
            };
            Ok(InboxEvent {
                status: status(step.status.as_deref())?,
                spam,
                mail,
                at: step.at,
                actor: step.actor,
                action: step.action,
                text: step.text,
            })
        })
        .collect::<Result<_, QueryError>>()?;
    let review_status = match item.review_status.as_deref() {
        None => None,
        Some(text) => Some(ReviewStatus::parse(text).ok_or_else(|| damaged("review"))?),
    };
    let message = item.row.message.clone();
    let mut summary = item.row.into_summary()?;
    summary.excerpt = message.chars().take(EXCERPT_CHARS).collect();
    Ok(Json(InboxItem {
        summary,
        message,
        dog_url: item.dog_url,
        pet_name: item.pet_name,
        review_status,
        history,
    }))
}
