use std::time::Duration;

use sqlx::postgres::PgListener;
use sqlx::PgPool;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// The channel the event store's trigger notifies on every committed insert.
const EVENTS_CHANNEL: &str = "events";

const RECONNECT_DELAY: Duration = Duration::from_secs(2);

/// Starts listening for new events. The returned counter changes whenever events may have been
/// committed; subscribers watch it and catch up. LISTEN is already in place when this returns,
/// so an event committed after a subscriber's first catch-up always wakes it.
///
/// Notifications are only a hint: they are lost while the connection is down (and do not pass
/// transaction-pooling proxies), so subscribers also poll.
pub(crate) async fn start(
    pool: PgPool,
    stop: watch::Receiver<bool>,
) -> (watch::Receiver<u64>, JoinHandle<()>) {
    let (wake, woken) = watch::channel(0_u64);
    let listener = match connect(&pool).await {
        Ok(listener) => Some(listener),
        Err(error) => {
            tracing::warn!(%error, "cannot LISTEN for new events yet; polling meanwhile");
            None
        }
    };
    let task = tokio::spawn(listen(pool, listener, wake, stop));
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
    wake: watch::Sender<u64>,
    mut stop: watch::Receiver<bool>,
) {
    let wake_all = || wake.send_modify(|count| *count = count.wrapping_add(1));
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
                Ok(Some(_)) => wake_all(),
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
