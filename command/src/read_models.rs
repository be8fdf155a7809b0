//! Every question the write side asks of a read table, and only here. Commands decide from
//! their aggregates' events; these are the questions no one aggregate's events answer: searches
//! across all aggregates of a kind (which account has this login, which articles are due, how
//! many reviews are on the slider). Each lookup says why the events cannot answer it cheaply
//! and what a table that lags behind them means for the command that asks. The projector owns
//! the tables; nothing here writes them. Uniqueness never comes from here: names are claimed
//! with the events that take them (`name_claims`).
//!
//! The one read of a projected table elsewhere is the session renewal in `auth::session`,
//! which locks its session rows and reads the account beside them in one statement.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// `admin_accounts`: the account signing in with `login`. A login is a value inside one
/// account's events, and finding it there means reading every account. Lag: an account created
/// a moment ago cannot sign in yet; `create_admin` waits for the projection before it answers.
pub async fn account_by_login(pool: &PgPool, login: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT account_id FROM admin_accounts WHERE login = $1")
        .bind(login)
        .fetch_optional(pool)
        .await
}

/// What the admin guard checks of a token's account and session: the account's login,
/// credentials version, lockout and second factor, and whether the session is still on.
#[derive(sqlx::FromRow)]
pub struct Credentials {
    pub login: String,
    pub credentials_version: i32,
    pub blocked_until: Option<DateTime<Utc>>,
    pub session_on: bool,
    /// An authenticator app or a passkey.
    pub second_factor: bool,
}

/// `admin_accounts`: the guard's view of an account, on every admin request. Folding the
/// account's events per request would cost more than the request. Lag: a password change or a
/// lockout takes effect once projected, which the command that makes it waits for.
pub async fn credentials(
    pool: &PgPool,
    account_id: &str,
    session_id: Uuid,
) -> sqlx::Result<Option<Credentials>> {
    sqlx::query_as(
        "SELECT login, credentials_version, blocked_until,
                authenticator OR passkeys <> '[]' AS second_factor,
                EXISTS (SELECT 1 FROM staff_sessions
                         WHERE session_id = $2 AND account_id = $1
                           AND ended_at IS NULL AND expires_at > now()) AS session_on
           FROM admin_accounts
          WHERE account_id = $1",
    )
    .bind(account_id)
    .bind(session_id)
    .fetch_optional(pool)
    .await
}

/// `admin_accounts`: a staff member's address, where a newsletter's test goes. Only an address
/// already projected is used; the profile form waits for the projection before it answers.
pub async fn staff_email(pool: &PgPool, account_id: &str) -> sqlx::Result<String> {
    sqlx::query_scalar("SELECT email FROM admin_accounts WHERE account_id = $1")
        .bind(account_id)
        .fetch_one(pool)
        .await
}

/// `admin_articles`: the articles in each category, deleted ones aside, for the categories
/// manager's counts. Counting would mean reading every article. Lag: an article saved a moment
/// ago may be missing from a count.
pub async fn articles_per_category(pool: &PgPool) -> sqlx::Result<HashMap<i64, i64>> {
    let rows: Vec<(i64, i64)> =
        sqlx::query_as("SELECT category_id, count(*) FROM admin_articles GROUP BY category_id")
            .fetch_all(pool)
            .await?;
    Ok(rows.into_iter().collect())
}

/// `admin_articles`: the articles whose scheduled publication has come. Finding them in the
/// events means reading every article each minute. Lag: an article scheduled a moment ago is
/// found on the next run; the aggregate decides, so one found late or twice is published once.
pub async fn articles_due(pool: &PgPool, now: DateTime<Utc>) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "SELECT article_id FROM admin_articles WHERE publish_at <= $1 ORDER BY publish_at",
    )
    .bind(now)
    .fetch_all(pool)
    .await
}

/// `public_articles`: how many of `ids` visitors can read now, for a newsletter issue's
/// links. Lag: an article published a moment ago may be refused once; staff send it again.
pub async fn published_articles_among(pool: &PgPool, ids: &[i64]) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(DISTINCT article_id) FROM public_articles WHERE article_id = ANY($1)",
    )
    .bind(ids)
    .fetch_one(pool)
    .await
}

/// `article_views`: the article's views, counted by the read side (no event records a view).
pub async fn article_views(pool: &PgPool, article_id: i64) -> sqlx::Result<i64> {
    let views: Option<i64> =
        sqlx::query_scalar("SELECT views FROM article_views WHERE article_id = $1")
            .bind(article_id)
            .fetch_optional(pool)
            .await?;
    Ok(views.unwrap_or(0))
}

/// `admin_reviews`: how many reviews besides `review_id` are on the home slider. Each review is
/// its own aggregate, so no one aggregate knows. Lag, or two staff members featuring at the same
/// moment, can make the slider one over; the public slider shows the most recently featured.
pub async fn featured_reviews_besides(pool: &PgPool, review_id: &str) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(*) FROM admin_reviews WHERE featured_at IS NOT NULL AND review_id <> $1",
    )
    .bind(review_id)
    .fetch_one(pool)
    .await
}

/// `newsletter_subscribers`: subscriptions still waiting for confirmation since before
/// `requested_before`. Lag: one requested a moment ago is looked at on the next run; the
/// aggregate decides whether it expires.
pub async fn unconfirmed_subscriptions(
    pool: &PgPool,
    requested_before: DateTime<Utc>,
) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT subscription_id FROM newsletter_subscribers
          WHERE status = 'waiting' AND requested_at <= $1",
    )
    .bind(requested_before)
    .fetch_all(pool)
    .await
}

/// `newsletter_subscribers`: subscriptions ended before `cutoff`, each with the sequence its
/// erasure is named after. Lag: one ended a moment ago is erased on the next night.
pub async fn subscriptions_ended_before(
    pool: &PgPool,
    cutoff: DateTime<Utc>,
) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as(
        "SELECT s.subscription_id,
                (SELECT coalesce(max(sequence), 0) FROM events
                  WHERE aggregate_type = 'NewsletterSubscription'
                    AND aggregate_id = s.subscription_id)
           FROM newsletter_subscribers s
          WHERE s.status IN ('unsubscribed', 'expired') AND s.changed_at < $1",
    )
    .bind(cutoff)
    .fetch_all(pool)
    .await
}

/// `inbox_items`: what visitors sent before `cutoff` that is kept no longer (approved reviews
/// stay). Lag: an item received a moment ago is never this old.
pub async fn items_received_before(
    pool: &PgPool,
    cutoff: DateTime<Utc>,
) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT item_id FROM inbox_items
          WHERE erased_at IS NULL AND received_at < $1
            AND NOT (kind = 'REVIEW' AND review_status = 'APPROVED')",
    )
    .bind(cutoff)
    .fetch_all(pool)
    .await
}

/// `inbox_items`: every item of the visitor who sent `item` (by their address or phone), for
/// their erasure. Matching a person across requests is a search of every request. Lag: a
/// request sent a moment before the erasure is erased by the next one; staff see it in the inbox.
pub async fn items_of_visitor(pool: &PgPool, item: &str) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("SELECT inbox_items_of_visitor($1)")
        .bind(item)
        .fetch_all(pool)
        .await
}

/// `inbox_items`: the addresses `items` were sent from, not yet erased, whose subscriptions go
/// with an erasure.
pub async fn addresses_of_items(pool: &PgPool, items: &[String]) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "SELECT DISTINCT email FROM inbox_items
          WHERE item_id = ANY($1) AND email IS NOT NULL AND erased_at IS NULL",
    )
    .bind(items)
    .fetch_all(pool)
    .await
}
