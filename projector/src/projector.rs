use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use sqlx::PgPool;
use tokio::sync::watch;
use tokio::task::JoinSet;

use crate::leadership::Leadership;
use crate::{consistency, feed, wakeup, Error, Subscriber, SubscriberKind};

/// Timings and sizes of the subscription engine. The defaults suit production; tests shorten
/// them.
#[derive(Debug, Clone)]
pub struct ProjectorOptions {
    /// Events read and applied per transaction.
    pub batch_size: i64,
    /// How often a leader looks for events even without a notification.
    pub poll_interval: Duration,
    /// How often a standby tries to take the lead.
    pub standby_retry: Duration,
    /// First pause after a subscriber stopped at an event; it doubles on every failure...
    pub first_retry: Duration,
    /// ...up to this.
    pub max_retry: Duration,
}

impl Default for ProjectorOptions {
    fn default() -> Self {
        ProjectorOptions {
            batch_size: 500,
            poll_interval: Duration::from_secs(2),
            standby_retry: Duration::from_secs(5),
            first_retry: Duration::from_secs(1),
            max_retry: Duration::from_secs(60),
        }
    }
}

/// Feeds the event store to its subscribers, each from its own checkpoint.
#[derive(Clone)]
pub struct Projector {
    pool: PgPool,
    subscribers: Vec<Arc<dyn Subscriber>>,
    options: ProjectorOptions,
}

impl std::fmt::Debug for Projector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Projector")
            .field("subscribers", &self.names().collect::<Vec<_>>())
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

impl Projector {
    /// # Panics
    /// If two subscribers share a name: they would share, and fight over, one checkpoint.
    pub fn new(pool: PgPool, subscribers: Vec<Arc<dyn Subscriber>>) -> Projector {
        let mut names: Vec<_> = subscribers.iter().map(|s| s.name()).collect();
        names.sort_unstable();
        if let Some(pair) = names.windows(2).find(|pair| pair[0] == pair[1]) {
            panic!("two subscribers are named {}", pair[0]);
        }
        Projector {
            pool,
            subscribers,
            options: ProjectorOptions::default(),
        }
    }

    pub fn with_options(mut self, options: ProjectorOptions) -> Projector {
        self.options = options;
        self
    }

    /// The names of the subscribers, as `rebuild` accepts them.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.subscribers.iter().map(|subscriber| subscriber.name())
    }

    /// Brings every subscriber to the head of the event store once, one after the other, and
    /// returns. Subscribers that fail are recorded and logged, the others still run; the first
    /// error is returned.
    ///
    /// It does not take the lead: a CLI may run it beside a running server, and the checkpoint's
    /// row lock makes them take turns.
    pub async fn catch_up(&self) -> Result<(), Error> {
        let mut first_error = None;
        for subscriber in &self.subscribers {
            let caught_up = feed::catch_up(
                &self.pool,
                subscriber.as_ref(),
                self.options.batch_size,
                || false,
                None,
            )
            .await;
            if let Err(error) = caught_up {
                first_error.get_or_insert(error);
            }
        }
        first_error.map_or(Ok(()), Err)
    }

    /// Rebuilds the projection called `name`, or every projection when `None`, from the events
    /// alone: in one transaction per projection, its tables are emptied, every event it reads is
    /// replayed and its checkpoint is set to the head (see `feed::rebuild` for why truncate-and-replay
    /// is enough here). Reactors are never replayed: that would send every mail again.
    pub async fn rebuild(&self, name: Option<&str>) -> Result<(), Error> {
        let selected: Vec<&Arc<dyn Subscriber>> = match name {
            None => self
                .subscribers
                .iter()
                .filter(|subscriber| subscriber.kind() == SubscriberKind::Projection)
                .collect(),
            Some(name) => {
                let subscriber = self
                    .subscribers
                    .iter()
                    .find(|subscriber| subscriber.name() == name)
                    .ok_or_else(|| Error::UnknownSubscriber(name.to_owned()))?;
                if subscriber.kind() != SubscriberKind::Projection {
                    return Err(Error::NotAProjection(subscriber.name()));
                }
                vec![subscriber]
            }
        };
        for projection in selected {
            let position =
                feed::rebuild(&self.pool, projection.as_ref(), self.options.batch_size).await?;
            tracing::info!(projection = projection.name(), position, "rebuilt");
        }
        Ok(())
    }

    /// Rebuilds every projection in a shadow schema from the events and compares it with the
    /// live tables (see [`consistency`](crate::consistency)); `None` when another instance is
    /// checking at the same time.
    pub async fn verify(&self) -> Result<Option<consistency::Report>, Error> {
        consistency::verify(&self.pool, &self.subscribers).await
    }

    /// Runs every subscriber concurrently until `shutdown` completes: each takes the lead if no
    /// other instance holds it, catches up from its checkpoint, then follows new events as
    /// notifications of the aggregate types it reads (or the poll) announce them. Failures are
    /// logged, recorded and retried; nothing here ends the run but `shutdown`. Batches in
    /// flight finish before it returns.
    pub async fn run(self, shutdown: impl Future<Output = ()>) {
        let (stop, stopping) = watch::channel(false);
        let handles: Vec<_> = self.subscribers.iter().map(|s| s.handles()).collect();
        let (bells, listener) = wakeup::start(self.pool.clone(), stopping.clone(), &handles).await;
        let mut followers = JoinSet::new();
        for (subscriber, woken) in self.subscribers.iter().zip(bells) {
            let follower = Follower {
                pool: self.pool.clone(),
                subscriber: Arc::clone(subscriber),
                options: self.options.clone(),
                woken,
                stopping: stopping.clone(),
            };
            followers.spawn(follower.run());
        }
        shutdown.await;
        // Receivers are still alive in the tasks, so this cannot fail.
        let _ = stop.send(true);
        while let Some(ended) = followers.join_next().await {
            if let Err(error) = ended {
                tracing::error!(%error, "a subscriber's task ended abnormally");
            }
        }
        if let Err(error) = listener.await {
            tracing::error!(%error, "the listener's task ended abnormally");
        }
    }
}

/// One subscriber's life inside `run`: stand by, lead, follow, retry.
struct Follower {
    pool: PgPool,
    subscriber: Arc<dyn Subscriber>,
    options: ProjectorOptions,
    woken: watch::Receiver<u64>,
    stopping: watch::Receiver<bool>,
}

impl Follower {
    async fn run(mut self) {
        let name = self.subscriber.name();
        while !self.is_stopping() {
            let retry = match Leadership::try_acquire(&self.pool, name).await {
                Ok(Some(lead)) => {
                    tracing::info!(subscriber = name, "leading");
                    self.lead(lead).await;
                    continue;
                }
                Ok(None) => {
                    tracing::debug!(subscriber = name, "another instance leads");
                    self.options.standby_retry
                }
                // Most likely the database is away (the lead was lost with it): try again as
                // soon as after a failed event, so the read tables move on within a second of
                // its return rather than at the next stand-by turn.
                Err(error) => {
                    tracing::warn!(
                        subscriber = name,
                        error = %error.chain(),
                        "cannot take part in the leader election"
                    );
                    self.options.first_retry
                }
            };
            self.pause(retry).await;
        }
    }

    async fn lead(&mut self, mut lead: Leadership) {
        let name = self.subscriber.name();
        let mut retry: Option<Duration> = None;
        loop {
            // Notifications so far are covered by the catch-up that follows.
            self.woken.borrow_and_update();
            let stopping = self.stopping.clone();
            let caught_up = feed::catch_up(
                &self.pool,
                self.subscriber.as_ref(),
                self.options.batch_size,
                || *stopping.borrow(),
                Some(&mut lead),
            )
            .await;
            match caught_up {
                Ok(()) => {
                    retry = None;
                    self.wait_for_events().await;
                }
                Err(Error::LeadLost { .. }) => {
                    tracing::warn!(
                        subscriber = name,
                        "lost the lead before an effect; standing by"
                    );
                    return;
                }
                // Already logged and recorded. New events do not help a subscriber stuck on
                // an old one, so only time wakes it.
                Err(_) => {
                    let delay = retry.map_or(self.options.first_retry, |last| {
                        (last * 2).min(self.options.max_retry)
                    });
                    retry = Some(delay);
                    self.pause(delay).await;
                }
            }
            if self.is_stopping() {
                break;
            }
            if !lead.is_held().await {
                tracing::warn!(subscriber = name, "lost the lead's connection; standing by");
                return;
            }
        }
        if let Err(error) = lead.release().await {
            tracing::warn!(subscriber = name, error = %error.chain(), "cannot release the lead");
        }
    }

    fn is_stopping(&self) -> bool {
        *self.stopping.borrow()
    }

    /// Until a notification, the poll interval, or shutdown.
    async fn wait_for_events(&mut self) {
        let woken = &mut self.woken;
        let notified = async {
            // A closed channel means the listener has ended (at shutdown, which the branch
            // below sees) and will never notify again: leave it to the poll.
            if woken.changed().await.is_err() {
                std::future::pending::<()>().await;
            }
        };
        tokio::select! {
            _ = notified => {}
            _ = tokio::time::sleep(self.options.poll_interval) => {}
            _ = stopped(&mut self.stopping) => {}
        }
    }

    /// Until `delay` has passed or shutdown.
    async fn pause(&mut self, delay: Duration) {
        tokio::select! {
            _ = tokio::time::sleep(delay) => {}
            _ = stopped(&mut self.stopping) => {}
        }
    }
}

/// Until shutdown is signalled (or can no longer be, which means the same).
async fn stopped(stopping: &mut watch::Receiver<bool>) {
    // The guard `wait_for` returns is not `Send`; it must not live across an await.
    let _ = stopping.wait_for(|stopping| *stopping).await;
}
