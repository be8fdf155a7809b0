use std::time::Duration;

use sqlx::postgres::PgListener;
use sqlx::PgPool;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::Handles;

/// The channel the event store's trigger notifies on every committed insert, once for each
/// aggregate type the transaction appended, with that type as the payload.
const EVENTS_CHANNEL: &str = "events";

const RECONNECT_DELAY: Duration = Duration::from_secs(2);

/// A subscriber's bell: the aggregate types it reads (`None`: all) and the counter it watches.
struct Bell {
    aggregate_types: Option<Vec<&'static str>>,
    ring: watch::Sender<u64>,
}

impl Bell {
    fn rings_for(&self, aggregate_type: &str) -> bool {
        // An empty payload names no type (an older trigger's): everyone looks.
        aggregate_type.is_empty()
            || self
                .aggregate_types
                .as_ref()
                .is_none_or(|types| types.contains(&aggregate_type))
    }

    fn ring(&self) {
        self.ring
            .send_modify(|count| *count = count.wrapping_add(1));
    }
}

/// Starts listening for new events. Answers a counter for each of `subscribers` (in their
/// order) that changes whenever events it reads may have been committed; each subscriber
/// watches its own and catches up. Waking only the readers of what was appended is what keeps
/// one contact message from costing a transaction of every projection and reactor. LISTEN is
/// already in place when this returns, so an event committed after a subscriber's first
/// catch-up always wakes it.
///
/// Notifications are only a hint: they are lost while the connection is down (and do not pass
/// transaction-pooling proxies), so subscribers also poll.
pub(crate) async fn start(
    pool: PgPool,
    stop: watch::Receiver<bool>,
    subscribers: &[Handles],
) -> (Vec<watch::Receiver<u64>>, JoinHandle<()>) {
    let (bells, woken) = subscribers
        .iter()
        .map(|handles| {
            let (ring, woken) = watch::channel(0_u64);
            let bell = Bell {
                aggregate_types: handles.aggregate_types.clone(),
                ring,
            };
            (bell, woken)
        })
        .unzip();
    let listener = match connect(&pool).await {
        Ok(listener) => Some(listener),
        Err(error) => {
            tracing::warn!(%error, "cannot LISTEN for new events yet; polling meanwhile");
            None
        }
    };
    let task = tokio::spawn(listen(pool, listener, bells, stop));
    (woken, task)
}

async fn connect(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(EVENTS_CHANNEL).await?;
    Ok(listener)
}

async fn listen(
    pool: PgPool,
    mut listener: Option<PgListener>,
    bells: Vec<Bell>,
    mut stop: watch::Receiver<bool>,
) {
    let wake_all = || bells.iter().for_each(Bell::ring);
    loop {
        let Some(current) = listener.as_mut() else {
            tokio::select! {
                _ = stop.wait_for(|stopping| *stopping) => return,
                _ = tokio::time::sleep(RECONNECT_DELAY) => {}
            }
            match connect(&pool).await {
                Ok(connected) => {
                    listener = Some(connected);
                    // Whatever was committed while we were deaf is caught up now.
                    wake_all();
                }
                Err(error) => tracing::warn!(%error, "cannot LISTEN for new events"),
            }
            continue;
        };
        tokio::select! {
            _ = stop.wait_for(|stopping| *stopping) => return,
            received = current.try_recv() => match received {
                Ok(Some(notification)) => bells
                    .iter()
                    .filter(|bell| bell.rings_for(notification.payload()))
                    .for_each(Bell::ring),
                // The connection dropped; the next `try_recv` reconnects. Notifications sent in
                // between are lost, so wake everyone to look.
                Ok(None) => wake_all(),
                Err(error) => {
                    tracing::warn!(%error, "lost the LISTEN connection");
                    listener = None;
                }
            }
        }
    }
}
