//! Views of the public article pages, counted without an event per view: each answered
//! `GET /api/blogs/articles/{id}` adds one in memory (even when the cache answered it), and
//! [`ViewCounter::flush`] adds the counts to `article_views`, which the server calls every
//! minute and once more when it stops.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use events::ArticleId;
use sqlx::PgPool;

/// Views counted since the last flush, by article id.
#[derive(Debug, Clone, Default)]
pub struct ViewCounter {
    pending: Arc<Mutex<HashMap<i64, i64>>>,
}

impl ViewCounter {
    fn record(&self, article_id: i64) {
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        *pending.entry(article_id).or_default() += 1;
    }

    /// Adds the counted views to the table in one statement; on failure they are kept for the
    /// next flush.
    pub async fn flush(&self, pool: &PgPool) -> Result<(), sqlx::Error> {
        let taken =
            std::mem::take(&mut *self.pending.lock().unwrap_or_else(PoisonError::into_inner));
        if taken.is_empty() {
            return Ok(());
        }
        let (ids, counts): (Vec<i64>, Vec<i64>) = taken.iter().map(|(&id, &n)| (id, n)).unzip();
        let written = sqlx::query(
            "INSERT INTO article_views (article_id, views) \
             SELECT * FROM unnest($1::bigint[], $2::bigint[]) \
             ON CONFLICT (article_id) DO UPDATE SET views = article_views.views + EXCLUDED.views",
        )
        .bind(&ids)
        .bind(&counts)
        .execute(pool)
        .await;
        if let Err(error) = written {
            let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
            for (id, n) in taken {
                *pending.entry(id).or_default() += n;
            }
            return Err(error);
        }
        Ok(())
    }
}

/// A view of the article whose whole answer was sent, the route's last segment being its id.
impl crate::cache::Tally for ViewCounter {
    fn count(&self, path: &str) {
        if let Some(id) = path.rsplit('/').next().and_then(ArticleId::parse) {
            self.record(id.get());
        }
    }
}
