//! Per-client limits on the public forms (DESIGN §7): at most so many accepted submissions per
//! client within a sliding window; and the sign-in's, per client and per login. Counted in
//! PostgreSQL (`rate_counts`), so that every instance of the site gives a client one allowance
//! between them. The counts are unlogged: a crash forgetting them only lets a few more requests
//! through.
//!
//! A client is its address ([`crate::extract::ClientAddress`]: the forwarded one behind a
//! trusted proxy), and for IPv6 its /64 network, since one subscriber is handed a whole /64 and
//! could otherwise take a new address for every request.

use std::marker::PhantomData;
use std::net::{IpAddr, Ipv6Addr};
use std::time::Duration;

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use crate::error::ApiError;

/// Accepted submissions per client per window, unless configured: a person sends one or two
/// requests; five in ten minutes is a bot.
pub const DEFAULT_SUBMISSIONS_PER_WINDOW: usize = 5;
/// The window the submission limit counts in.
pub const SUBMISSION_WINDOW: Duration = Duration::from_secs(10 * 60);

/// This many failed sign-ins of one login within [`FAILURE_WINDOW`] lock the account.
pub const FAILURES_BEFORE_BLOCK: usize = 5;
/// This many refused sign-ins from one client within [`FAILURE_WINDOW`], whatever the logins,
/// and it is refused before any password is checked until the oldest leaves the window: a
/// staff room sharing an address mistypes far less.
pub const REFUSALS_PER_CLIENT: usize = 20;
/// How far back refused sign-ins count, and how long a first lockout lasts.
pub const FAILURE_WINDOW: Duration = Duration::from_secs(15 * 60);

/// When the counts that left every window are forgotten: hourly, so a visitor's address is not
/// kept for long after the limit stops needing it, even when nobody sends that form again.
pub const HOURLY: &str = "0 5 * * * *";

/// First key of the locks a count is taken under, a key space of its own beside the
/// projector's leadership locks.
const COUNT_LOCKS: i32 = 7_200_414;

/// What a limit counts per: a client's address, or a login.
pub trait Counted: ToString {
    /// The key this one is counted under.
    fn counted_as(self) -> Self;
}

impl Counted for IpAddr {
    /// An IPv4 address, or an IPv6 address's /64 network.
    fn counted_as(self) -> IpAddr {
        match self.to_canonical() {
            IpAddr::V6(v6) => {
                let network = u128::from(v6) & !(u128::MAX >> 64);
                IpAddr::V6(Ipv6Addr::from(network))
            }
            v4 => v4,
        }
    }
}

impl Counted for String {
    fn counted_as(self) -> String {
        self
    }
}

/// A limit with no place left for a key, and how long until its oldest counted event leaves
/// the window and makes one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full {
    pub retry_after: Duration,
}

/// A sliding-window limit: `max` events per key within `window`, counted under `name`.
#[derive(Debug)]
pub struct RateLimiter<K = IpAddr> {
    pool: PgPool,
    name: &'static str,
    max: usize,
    window: Duration,
    counts: PhantomData<fn(K)>,
}

impl<K: Counted> RateLimiter<K> {
    pub fn new(pool: PgPool, name: &'static str, max: usize, window: Duration) -> RateLimiter<K> {
        RateLimiter {
            pool,
            name,
            max,
            window,
            counts: PhantomData,
        }
    }

    /// Counts an event for `key` at `now` if it is within the limit. A refused event is not
    /// counted, so a client that waits gets through again.
    pub async fn try_acquire(&self, key: K, now: DateTime<Utc>) -> Result<(), ApiError> {
        self.try_reserve(key, now).await.map(Reservation::keep)
    }

    /// Counts an event for `key` at `now` until the reservation is given back, unless it is
    /// [kept](Reservation::keep): a form is counted before its body is read, so a client over
    /// its limit is refused before it can make the server read and store ten megabytes, and a
    /// form refused for a field the visitor can fix does not count. 429 `tooManyRequests` when
    /// the key has no place left.
    pub async fn try_reserve(&self, key: K, now: DateTime<Utc>) -> Result<Reservation, ApiError> {
        let counted = key.counted_as().to_string();
        let since = now - self.window;
        let mut tx = self.pool.begin().await?;
        // Two instances asked at once for a key's last place give it once.
        sqlx::query("SELECT pg_advisory_xact_lock($1, hashtext($2))")
            .bind(COUNT_LOCKS)
            .bind(format!("{}/{counted}", self.name))
            .execute(&mut *tx)
            .await?;
        // Every key's events that left the window, so one-off visitors leave nothing behind.
        sqlx::query("DELETE FROM rate_counts WHERE limit_name = $1 AND at <= $2")
            .bind(self.name)
            .bind(since)
            .execute(&mut *tx)
            .await?;
        let (count, oldest): (i64, Option<DateTime<Utc>>) = sqlx::query_as(
            "SELECT count(*), min(at) FROM rate_counts WHERE limit_name = $1 AND counted = $2",
        )
        .bind(self.name)
        .bind(&counted)
        .fetch_one(&mut *tx)
        .await?;
        if usize::try_from(count).unwrap_or(usize::MAX) >= self.max {
            tx.commit().await?;
            let oldest = oldest.unwrap_or(now);
            let waited = (now - oldest).to_std().unwrap_or_default();
            let retry_after = self.window.saturating_sub(waited);
            return Err(Full { retry_after }.into());
        }
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO rate_counts (limit_name, counted, at) VALUES ($1, $2, $3) RETURNING id",
        )
        .bind(self.name)
        .bind(&counted)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Reservation {
            pool: self.pool.clone(),
            id,
            settled: false,
        })
    }

    /// Forgets what was counted for `key`: a staff member who signed in starts afresh.
    pub async fn forget(&self, key: K) -> Result<(), ApiError> {
        sqlx::query("DELETE FROM rate_counts WHERE limit_name = $1 AND counted = $2")
            .bind(self.name)
            .bind(key.counted_as().to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Whether `key` has no place left at `now`.
    pub async fn is_full(&self, key: K, now: DateTime<Utc>) -> Result<bool, ApiError> {
        let count: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM rate_counts WHERE limit_name = $1 AND counted = $2 AND at > $3",
        )
        .bind(self.name)
        .bind(key.counted_as().to_string())
        .bind(now - self.window)
        .fetch_one(&self.pool)
        .await?;
        Ok(usize::try_from(count).unwrap_or(usize::MAX) >= self.max)
    }
}

/// Forgets every count older than the longest window, whichever limit took it.
pub async fn forget_expired(pool: &PgPool) {
    let longest = SUBMISSION_WINDOW.max(FAILURE_WINDOW);
    let forgotten = sqlx::query("DELETE FROM rate_counts WHERE at < $1")
        .bind(Utc::now() - longest)
        .execute(pool)
        .await;
    match forgotten {
        Ok(done) => tracing::debug!(rows = done.rows_affected(), "expired counts forgotten"),
        Err(error) => tracing::warn!(%error, "expired counts not forgotten; the next hour will"),
    }
}

/// One event counted against a key's limit, until it is kept or given back. Dropped unsettled
/// (an error on the way), it is given back in the background.
#[derive(Debug)]
pub struct Reservation {
    pool: PgPool,
    id: i64,
    settled: bool,
}

impl Reservation {
    /// The event happened: it counts until it leaves the window.
    pub fn keep(mut self) {
        self.settled = true;
    }

    /// The event did not happen after all: its place is free again before this returns.
    pub async fn give_back(mut self) {
        self.settled = true;
        remove(&self.pool, self.id).await;
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if self.settled {
            return;
        }
        let (pool, id) = (self.pool.clone(), self.id);
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move { remove(&pool, id).await });
        }
    }
}

/// Takes a counted event back; one that stays counted leaves with its window.
async fn remove(pool: &PgPool, id: i64) {
    let removed = sqlx::query("DELETE FROM rate_counts WHERE id = $1")
        .bind(id)
        .execute(pool)
        .await;
    if let Err(error) = removed {
        tracing::warn!(%error, "a counted event was not given back");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::TestDatabase;

    const WINDOW: Duration = Duration::from_secs(600);

    fn address(last: u8) -> IpAddr {
        IpAddr::from([192, 0, 2, last])
    }

    fn after(start: DateTime<Utc>, seconds: u64) -> DateTime<Utc> {
        start + Duration::from_secs(seconds)
    }

    /// Now, in the microseconds PostgreSQL keeps.
    fn now() -> DateTime<Utc> {
        use chrono::SubsecRound;
        Utc::now().trunc_subsecs(6)
    }

    fn limiter<K: Counted>(db: &TestDatabase, max: usize) -> RateLimiter<K> {
        RateLimiter::new(db.pool.clone(), "test", max, WINDOW)
    }

    fn is_too_many(refused: Result<(), ApiError>) -> Option<Duration> {
        match refused {
            Err(ApiError::TooManyRequests { retry_after }) => Some(retry_after),
            _ => None,
        }
    }

    #[tokio::test]
    async fn the_sixth_request_within_the_window_is_refused() {
        let db = TestDatabase::new().await;
        let limiter = limiter(&db, 5);
        let start = now();
        for second in 0..5 {
            assert!(limiter
                .try_acquire(address(1), after(start, second))
                .await
                .is_ok());
        }
        let refused = limiter.try_acquire(address(1), after(start, 599)).await;
        assert!(is_too_many(refused).is_some());
        assert!(
            limiter
                .try_acquire(address(2), after(start, 599))
                .await
                .is_ok(),
            "others are not affected"
        );
    }

    #[tokio::test]
    async fn requests_leave_the_window_one_by_one() {
        let db = TestDatabase::new().await;
        let limiter = limiter(&db, 2);
        let start = now();
        assert!(limiter.try_acquire(address(1), start).await.is_ok());
        assert!(limiter
            .try_acquire(address(1), after(start, 300))
            .await
            .is_ok());
        assert_eq!(
            is_too_many(limiter.try_acquire(address(1), after(start, 599)).await),
            Some(Duration::from_secs(1)),
            "a place again once the first leaves the window"
        );
        // The first has left the window; the second has not.
        assert!(limiter
            .try_acquire(address(1), after(start, 600))
            .await
            .is_ok());
        assert!(limiter
            .try_acquire(address(1), after(start, 601))
            .await
            .is_err());
    }

    #[tokio::test]
    async fn a_reservation_given_back_or_dropped_unkept_gives_its_place_back() {
        let db = TestDatabase::new().await;
        let limiter = limiter(&db, 1);
        let start = now();
        let refused_form = limiter
            .try_reserve(address(1), start)
            .await
            .expect("a place");
        assert!(
            limiter.try_reserve(address(1), start).await.is_err(),
            "held"
        );
        refused_form.give_back().await;
        let failed = limiter
            .try_reserve(address(1), start)
            .await
            .expect("given back");
        drop(failed);
        let mut stored = None;
        for _ in 0..100 {
            if let Ok(place) = limiter.try_reserve(address(1), start).await {
                stored = Some(place);
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        stored.expect("given back in the background").keep();
        assert!(
            limiter.try_reserve(address(1), start).await.is_err(),
            "kept"
        );
    }

    #[tokio::test]
    async fn a_key_is_full_until_its_oldest_event_leaves_and_forgotten_at_once() {
        let db = TestDatabase::new().await;
        let limiter = limiter::<String>(&db, 2);
        let start = now();
        let anna = || "anna".to_owned();
        limiter.try_reserve(anna(), start).await.unwrap().keep();
        assert!(!limiter.is_full(anna(), start).await.unwrap());
        limiter.try_reserve(anna(), start).await.unwrap().keep();
        assert!(limiter.is_full(anna(), start).await.unwrap());
        assert!(!limiter.is_full("olena".to_owned(), start).await.unwrap());
        assert!(!limiter.is_full(anna(), after(start, 600)).await.unwrap());
        limiter.forget(anna()).await.unwrap();
        assert!(!limiter.is_full(anna(), start).await.unwrap());
    }

    #[tokio::test]
    async fn counts_older_than_every_window_are_forgotten_and_newer_ones_kept() {
        let db = TestDatabase::new().await;
        let limiter = limiter(&db, 5);
        let long_ago = now() - Duration::from_secs(16 * 60);
        limiter.try_acquire(address(1), long_ago).await.unwrap();
        limiter.try_acquire(address(2), now()).await.unwrap();

        forget_expired(&db.pool).await;

        let left: Vec<String> = sqlx::query_scalar("SELECT counted FROM rate_counts")
            .fetch_all(&db.pool)
            .await
            .unwrap();
        assert_eq!(left, ["192.0.2.2"]);
    }

    #[tokio::test]
    async fn an_ipv6_client_is_its_64_network() {
        let db = TestDatabase::new().await;
        let limiter = limiter(&db, 1);
        let start = now();
        let first: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let same_network: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let next_network: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(limiter.try_acquire(first, start).await.is_ok());
        assert!(limiter.try_acquire(same_network, start).await.is_err());
        assert!(limiter.try_acquire(next_network, start).await.is_ok());
    }

    #[tokio::test]
    async fn limits_of_two_instances_count_together_and_apart_from_other_limits() {
        let db = TestDatabase::new().await;
        let (one, other) = (limiter(&db, 3), limiter(&db, 3));
        let elsewhere = RateLimiter::new(db.pool.clone(), "elsewhere", 3, WINDOW);
        let start = now();
        let asked = (0..6).map(|turn| {
            let limiter = if turn % 2 == 0 { &one } else { &other };
            limiter.try_acquire(address(1), start)
        });
        let answered = futures::future::join_all(asked).await;
        assert_eq!(answered.iter().filter(|answer| answer.is_ok()).count(), 3);
        assert!(elsewhere.try_acquire(address(1), start).await.is_ok());
    }
}
