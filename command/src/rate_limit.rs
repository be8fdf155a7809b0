//! Per-client limits on the public forms (DESIGN §7): at most so many accepted submissions per
//! client within a sliding window; and the sign-in's, per client and per login. In process and
//! in memory: a restart forgetting the counts only lets a few more requests through.
//!
//! A client is its address ([`crate::extract::ClientAddress`]: the forwarded one behind a
//! trusted proxy), and for IPv6 its /64 network, since one subscriber is handed a whole /64 and
//! could otherwise take a new address for every request.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

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

/// What a limit counts per: a client's address, or a login.
pub trait Counted: Hash + Eq + Clone {
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

/// A sliding-window limit: `max` events per key within `window`.
#[derive(Debug)]
pub struct RateLimiter<K = IpAddr> {
    max: usize,
    window: Duration,
    /// Per key, the times of its accepted events within the window, oldest first.
    seen: Mutex<HashMap<K, VecDeque<Instant>>>,
}

/// Above this many addresses, the ones with nothing left in their window are forgotten, so a
/// stream of one-off visitors cannot grow the map without bound.
const PRUNE_ABOVE: usize = 10_000;

impl<K: Counted> RateLimiter<K> {
    pub fn new(max: usize, window: Duration) -> RateLimiter<K> {
        RateLimiter {
            max,
            window,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// Counts an event for `address` at `now` if it is within the limit. A refused event is
    /// not counted, so a client that waits gets through again.
    pub fn try_acquire(&self, key: K, now: Instant) -> Result<(), Full> {
        self.try_reserve(key, now).map(Reservation::keep)
    }

    /// Counts an event for `address` at `now` until the reservation is dropped, unless it is
    /// [kept](Reservation::keep): a form is counted before its body is read, so a client over
    /// its limit is refused before it can make the server read and store ten megabytes, and a
    /// form refused for a field the visitor can fix does not count.
    pub fn try_reserve(&self, key: K, now: Instant) -> Result<Reservation<'_, K>, Full> {
        let client = key.counted_as();
        let mut seen = self.lock();
        if seen.len() > PRUNE_ABOVE {
            let window = self.window;
            seen.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|last| now.duration_since(*last) < window)
            });
        }
        let times = seen.entry(client.clone()).or_default();
        while times
            .front()
            .is_some_and(|first| now.duration_since(*first) >= self.window)
        {
            times.pop_front();
        }
        if times.len() >= self.max {
            let oldest = times.front().copied().unwrap_or(now);
            let retry_after = self.window.saturating_sub(now.duration_since(oldest));
            return Err(Full { retry_after });
        }
        times.push_back(now);
        Ok(Reservation {
            limiter: self,
            client,
            at: now,
            kept: false,
        })
    }

    /// Forgets what was counted for `key`: a staff member who signed in starts afresh.
    pub fn forget(&self, key: K) {
        self.lock().remove(&key.counted_as());
    }

    /// Whether `key` has no place left at `now`.
    pub fn is_full(&self, key: K, now: Instant) -> bool {
        self.lock().get(&key.counted_as()).is_some_and(|times| {
            times
                .iter()
                .filter(|at| now.duration_since(**at) < self.window)
                .count()
                >= self.max
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<K, VecDeque<Instant>>> {
        self.seen
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// One event counted against a client's limit, taken back when dropped unless kept.
#[derive(Debug)]
pub struct Reservation<'a, K: Counted = IpAddr> {
    limiter: &'a RateLimiter<K>,
    client: K,
    at: Instant,
    kept: bool,
}

impl<K: Counted> Reservation<'_, K> {
    /// The event happened: it counts until it leaves the window.
    pub fn keep(mut self) {
        self.kept = true;
    }
}

impl<K: Counted> Drop for Reservation<'_, K> {
    fn drop(&mut self) {
        if self.kept {
            return;
        }
        let mut seen = self.limiter.lock();
        if let Some(times) = seen.get_mut(&self.client) {
            if let Some(position) = times.iter().rposition(|time| *time == self.at) {
                times.remove(position);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WINDOW: Duration = Duration::from_secs(600);

    fn address(last: u8) -> IpAddr {
        IpAddr::from([192, 0, 2, last])
    }

    #[test]
    fn the_sixth_request_within_the_window_is_refused() {
        let limiter = RateLimiter::new(5, WINDOW);
        let start = Instant::now();
        for second in 0..5 {
            assert!(limiter
                .try_acquire(address(1), start + Duration::from_secs(second))
                .is_ok());
        }
        assert!(limiter
            .try_acquire(address(1), start + Duration::from_secs(599))
            .is_err());
        assert!(
            limiter
                .try_acquire(address(2), start + Duration::from_secs(599))
                .is_ok(),
            "others are not affected"
        );
    }

    #[test]
    fn requests_leave_the_window_one_by_one() {
        let limiter = RateLimiter::new(2, WINDOW);
        let start = Instant::now();
        assert!(limiter.try_acquire(address(1), start).is_ok());
        assert!(limiter
            .try_acquire(address(1), start + Duration::from_secs(300))
            .is_ok());
        assert_eq!(
            limiter.try_acquire(address(1), start + Duration::from_secs(599)),
            Err(Full {
                retry_after: Duration::from_secs(1)
            }),
            "a place again once the first leaves the window"
        );
        // The first has left the window; the second has not.
        assert!(limiter.try_acquire(address(1), start + WINDOW).is_ok());
        assert!(limiter
            .try_acquire(address(1), start + WINDOW + Duration::from_secs(1))
            .is_err());
    }

    #[test]
    fn a_reservation_dropped_unkept_gives_its_place_back() {
        let limiter = RateLimiter::new(1, WINDOW);
        let start = Instant::now();
        let refused_form = limiter.try_reserve(address(1), start).expect("a place");
        assert!(limiter.try_reserve(address(1), start).is_err(), "held");
        drop(refused_form);
        let stored = limiter.try_reserve(address(1), start).expect("given back");
        stored.keep();
        assert!(limiter.try_reserve(address(1), start).is_err(), "kept");
    }

    #[test]
    fn a_key_is_full_until_its_oldest_event_leaves_and_forgotten_at_once() {
        let limiter = RateLimiter::<String>::new(2, WINDOW);
        let start = Instant::now();
        let anna = || "anna".to_owned();
        limiter.try_reserve(anna(), start).unwrap().keep();
        assert!(!limiter.is_full(anna(), start));
        limiter.try_reserve(anna(), start).unwrap().keep();
        assert!(limiter.is_full(anna(), start));
        assert!(!limiter.is_full("olena".to_owned(), start));
        assert!(!limiter.is_full(anna(), start + WINDOW));
        limiter.forget(anna());
        assert!(!limiter.is_full(anna(), start));
    }

    #[test]
    fn an_ipv6_client_is_its_64_network() {
        let limiter = RateLimiter::new(1, WINDOW);
        let start = Instant::now();
        let first: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let same_network: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let next_network: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(limiter.try_acquire(first, start).is_ok());
        assert!(limiter.try_acquire(same_network, start).is_err());
        assert!(limiter.try_acquire(next_network, start).is_ok());
    }
}
