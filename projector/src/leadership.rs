use sqlx::{Connection, PgConnection, PgPool};

use crate::Error;

/// First key of the leadership locks. The two-key form of advisory locks is a key space apart
/// from the one-bigint form that the event store's position trigger (and scheduled jobs) use,
/// so a subscriber's name can never hash onto their lock.
const LEADERSHIP_LOCKS: i32 = 7_200_413;

/// The lead over one subscriber: a session advisory lock, held by a connection of its own for
/// as long as this value lives. Only the leader of a subscriber runs it; other instances stand
/// by and try again. If the process dies or the connection drops, PostgreSQL releases the lock
/// and a standby takes over. Correctness does not rest on this lock alone: each batch also locks
/// and compare-and-sets the checkpoint row, so at worst two leaders would take turns.
pub struct Leadership {
    // Not from the pool: a pooled connection goes back to the pool, lock and all, when dropped.
    conn: PgConnection,
    subscriber: &'static str,
}

impl Leadership {
    /// Takes the lead over `subscriber` if no other session holds it; `None` if one does.
    pub async fn try_acquire(
        pool: &PgPool,
        subscriber: &'static str,
    ) -> Result<Option<Leadership>, Error> {
        let mut conn = PgConnection::connect_with(&pool.connect_options()).await?;
        let acquired: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1, hashtext($2))")
            .bind(LEADERSHIP_LOCKS)
            .bind(subscriber)
            .fetch_one(&mut conn)
            .await?;
        if acquired {
            Ok(Some(Leadership { conn, subscriber }))
        } else {
            // Closing tells the server at once; a dropped connection would linger until noticed.
            conn.close().await?;
            Ok(None)
        }
    }

    pub fn subscriber(&self) -> &'static str {
        self.subscriber
    }

    /// Whether the lock's connection is still alive, and so the lock still ours.
    pub async fn is_held(&mut self) -> bool {
        self.conn.ping().await.is_ok()
    }

    /// Gives up the lead at once, so a standby can take over without waiting for a timeout.
    pub async fn release(mut self) -> Result<(), Error> {
        sqlx::query("SELECT pg_advisory_unlock($1, hashtext($2))")
            .bind(LEADERSHIP_LOCKS)
            .bind(self.subscriber)
            .execute(&mut self.conn)
            .await?;
        self.conn.close().await?;
        Ok(())
    }
}
