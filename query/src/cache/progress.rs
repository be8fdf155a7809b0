use std::future::Future;
use std::time::Duration;

use sqlx::postgres::PgListener;

use super::ResponseCache;

/// How often the checkpoints are read even when no notification came: a notification can be
/// lost with the listening connection, and this bounds how long that could go unnoticed.
const LOOK_EVERY: Duration = Duration::from_secs(5);
const RECONNECT_DELAY: Duration = Duration::from_secs(2);

/// Follows the projector's progress until `shutdown`: every `<subscriber>:<position>` announced
/// on `channel` (the projector announces each committed batch there) drops the answers of that
/// read model. The cache stores answers only while it follows; each connection starts with a
/// look at the checkpoints, which covers whatever was announced while nobody listened.
pub async fn follow(
    cache: ResponseCache,
    channel: &'static str,
    shutdown: impl Future<Output = ()>,
) {
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            () = &mut shutdown => return,
            error = listen(&cache, channel) => {
                tracing::warn!(%error, "cannot follow the projector's progress; reads go to the database meanwhile");
            }
        }
        // Deaf until connected again: nothing cached could be trusted meanwhile.
        cache.stop_storing();
        tokio::select! {
            () = &mut shutdown => return,
            () = tokio::time::sleep(RECONNECT_DELAY) => {}
        }
    }
}

/// Listens until the connection fails, and answers why.
async fn listen(cache: &ResponseCache, channel: &str) -> sqlx::Error {
    let mut listener = match PgListener::connect_with(cache.pool()).await {
        Ok(listener) => listener,
        Err(error) => return error,
    };
    if let Err(error) = listener.listen(channel).await {
        return error;
    }
    if let Err(error) = cache.sync().await {
        return error;
    }
    cache.start_storing();
    let mut look = tokio::time::interval(LOOK_EVERY);
    loop {
        tokio::select! {
            received = listener.try_recv() => match received {
                Ok(Some(notification)) => {
                    if let Err(error) = heard(cache, notification.payload()).await {
                        return error;
                    }
                }
                // The connection dropped: what was announced meanwhile is lost.
                Ok(None) => return lost(),
                Err(error) => return error,
            },
            _ = look.tick() => {
                if let Err(error) = cache.sync().await {
                    return error;
                }
            }
        }
    }
}

async fn heard(cache: &ResponseCache, payload: &str) -> Result<(), sqlx::Error> {
    match payload
        .rsplit_once(':')
        .and_then(|(name, position)| Some((name, position.parse::<i64>().ok()?)))
    {
        Some((name, position)) => {
            cache.announced(name, position);
            Ok(())
        }
        None => {
            tracing::warn!(
                payload,
                "an unexpected progress notification; dropping every cached answer"
            );
            cache.clear();
            Ok(())
        }
    }
}

fn lost() -> sqlx::Error {
    sqlx::Error::Io(std::io::Error::new(
        std::io::ErrorKind::ConnectionAborted,
        "the listening connection was lost",
    ))
}
