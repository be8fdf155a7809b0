use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use sqlx::PgPool;

use super::answer::Answer;

/// How much the cache may hold. Answers are small (a page of dog cards is a few kilobytes), so
/// the defaults keep every page of every filter in both languages with room to spare, and
/// bound what a crawler walking odd query strings can make the process hold.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub entries: usize,
    /// Bodies (each encoding kept) and keys together.
    pub bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            entries: 4096,
            bytes: 32 * 1024 * 1024,
        }
    }
}

/// The answers in memory, shared by every route that declares itself cached. Cloning is cheap.
#[derive(Clone)]
pub struct ResponseCache {
    shared: Arc<Shared>,
}

struct Shared {
    /// The primary: where the projector's moves are announced, and where writes land.
    pool: PgPool,
    /// Where the answers are read when that is a streaming replica (`DATABASE_READ_URL`):
    /// an answer is then current only once the replica has replayed the move.
    replica: Option<PgPool>,
    limits: Limits,
    state: RwLock<State>,
    /// Ticks on every hit, so eviction can find the answers nobody asked for lately.
    clock: AtomicU64,
    /// Whether moves of the read models are being heard; answers are stored only then.
    storing: AtomicBool,
    /// Whether a task is looking at the replica until it shows the moves expected of it.
    looking: AtomicBool,
    hits: AtomicU64,
    misses: AtomicU64,
}

/// How many public reads the cache answered, and how many it had to have made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnswersCounted {
    pub hits: u64,
    pub misses: u64,
}

#[derive(Default)]
struct State {
    answers: HashMap<String, Arc<Answer>>,
    bytes: usize,
    models: HashMap<String, Model>,
}

/// What the cache knows of one read model.
#[derive(Debug, Default, Clone, Copy)]
struct Model {
    /// The newest checkpoint position heard of.
    position: i64,
    /// Raised whenever the position moves: an answer computed across a move is not stored.
    generation: u64,
    /// A position announced on the primary that the replica the answers are read from has
    /// not shown yet: until it does, none of this model's answers is kept.
    expected: i64,
}

impl std::fmt::Debug for ResponseCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = self.read();
        f.debug_struct("ResponseCache")
            .field("answers", &state.answers.len())
            .field("bytes", &state.bytes)
            .field("limits", &self.shared.limits)
            .finish()
    }
}

impl ResponseCache {
    /// An empty cache of answers read from `pool`, where the checkpoints are read too.
    pub fn new(pool: PgPool, limits: Limits) -> ResponseCache {
        ResponseCache::reading(pool, None, limits)
    }

    /// An empty cache of answers read from `replica`, which streams from `primary`: it
    /// follows the projector on the primary, and counts a read model as moved once the
    /// replica's checkpoint shows it.
    pub fn replicated(primary: PgPool, replica: PgPool, limits: Limits) -> ResponseCache {
        ResponseCache::reading(primary, Some(replica), limits)
    }

    fn reading(pool: PgPool, replica: Option<PgPool>, limits: Limits) -> ResponseCache {
        ResponseCache {
            shared: Arc::new(Shared {
                pool,
                replica,
                limits,
                state: RwLock::default(),
                clock: AtomicU64::new(0),
                storing: AtomicBool::new(false),
                looking: AtomicBool::new(false),
                hits: AtomicU64::new(0),
                misses: AtomicU64::new(0),
            }),
        }
    }

    /// The hits and misses since the server started.
    pub fn answers_counted(&self) -> AnswersCounted {
        AnswersCounted {
            hits: self.shared.hits.load(Ordering::Relaxed),
            misses: self.shared.misses.load(Ordering::Relaxed),
        }
    }

    /// An answer had to be made.
    pub(super) fn missed(&self) {
        self.shared.misses.fetch_add(1, Ordering::Relaxed);
    }

    pub(super) fn pool(&self) -> &PgPool {
        &self.shared.pool
    }

    /// Answers are stored from now on: the caller hears every move of the read models.
    pub(super) fn start_storing(&self) {
        self.shared.storing.store(true, Ordering::SeqCst);
    }

    /// Answers are no longer stored, and those stored are dropped: moves go unheard.
    pub(super) fn stop_storing(&self) {
        self.shared.storing.store(false, Ordering::SeqCst);
        self.clear();
    }

    /// The stored answer under `key` if it is still today's, counted as a hit.
    pub(super) fn current(&self, key: &str) -> Option<Arc<Answer>> {
        let answer = self.get(key).filter(|answer| answer.is_current())?;
        self.shared.hits.fetch_add(1, Ordering::Relaxed);
        Some(answer)
    }

    pub(super) fn get(&self, key: &str) -> Option<Arc<Answer>> {
        let answer = self.read().answers.get(key).cloned()?;
        let tick = self.shared.clock.fetch_add(1, Ordering::Relaxed);
        answer.touch(tick);
        Some(answer)
    }

    /// The generations of `models` now, to hand back to [`ResponseCache::insert`].
    pub(super) fn generations(&self, models: &[&str]) -> Vec<u64> {
        let state = self.read();
        models
            .iter()
            .map(|model| state.models.get(*model).map_or(0, |m| m.generation))
            .collect()
    }

    /// Stores `answer` unless one of its models moved since `generations` were taken (the
    /// answer may then hold rows from before the move) or it is too large to be worth a place.
    pub(super) fn insert(&self, key: String, answer: Arc<Answer>, generations: &[u64]) {
        let limits = self.shared.limits;
        let size = key.len() + answer.size();
        if size > limits.bytes / 16 {
            return;
        }
        if !self.shared.storing.load(Ordering::SeqCst) {
            return;
        }
        let mut state = self.write();
        let moved = answer
            .models()
            .iter()
            .zip(generations)
            .any(|(model, &seen)| {
                state
                    .models
                    .get(*model)
                    .is_some_and(|m| m.generation != seen || m.expected > m.position)
            });
        if moved {
            return;
        }
        answer.touch(self.shared.clock.fetch_add(1, Ordering::Relaxed));
        if let Some(old) = state.answers.insert(key.clone(), answer) {
            state.bytes -= key.len() + old.size();
        }
        state.bytes += size;
        if state.answers.len() > limits.entries || state.bytes > limits.bytes {
            evict(&mut state, limits);
        }
    }

    /// Learns that `model`'s checkpoint is at `position`; a move drops every answer built on it.
    pub fn advance(&self, model: &str, position: i64) {
        // Most looks find nothing new; they need not stop the readers.
        if self
            .read()
            .models
            .get(model)
            .is_some_and(|m| position <= m.position)
        {
            return;
        }
        let mut state = self.write();
        let known = state.models.entry(model.to_owned()).or_default();
        if position <= known.position {
            return;
        }
        known.position = position;
        known.generation += 1;
        drop_answers_of(&mut state, model);
    }

    /// Learns that `model` moved to `position` on the primary, where the replica the answers
    /// are read from has yet to follow: its answers are dropped at once, so a request after
    /// the replica has replayed the move reads it there rather than from memory, and none is
    /// kept until [`ResponseCache::advance`] hears the replica is there.
    fn expect(&self, model: &str, position: i64) {
        let mut state = self.write();
        let known = state.models.entry(model.to_owned()).or_default();
        if position <= known.position || position <= known.expected {
            return;
        }
        known.expected = position;
        known.generation += 1;
        drop_answers_of(&mut state, model);
    }

    /// Drops every answer: when what changed cannot be known.
    pub fn clear(&self) {
        let mut state = self.write();
        for model in state.models.values_mut() {
            model.generation += 1;
        }
        state.answers.clear();
        state.bytes = 0;
    }

    /// Reads every checkpoint where the answers are read and advances to what it finds: what
    /// a notification would have said, without waiting for it. What counts is the last event
    /// each model applied, not how far it has looked: a move past others' events changes none
    /// of its answers.
    pub async fn sync(&self) -> Result<(), sqlx::Error> {
        let reads = self.shared.replica.as_ref().unwrap_or(&self.shared.pool);
        let checkpoints = sqlx::query_as::<_, (String, i64)>(
            "SELECT name, applied_position FROM projection_checkpoints",
        )
        .fetch_all(reads)
        .await?;
        for (model, position) in checkpoints {
            self.advance(&model, position);
        }
        Ok(())
    }

    /// Learns that the primary's `model` is at `position`. Reading from the primary, that is
    /// a move at once. Reading from a replica, the model's answers are dropped at once and
    /// none is kept until the replica shows the move, which takes milliseconds (a replica
    /// further behind is caught up with at the next look). The replica is looked at by a task
    /// of its own: waited for here, one move's wait would hold back the next announcement, and
    /// with it the drop of answers a write's reader must no longer get.
    pub(super) fn announced(&self, model: &str, position: i64) {
        if self.shared.replica.is_none() {
            self.advance(model, position);
            return;
        }
        self.expect(model, position);
        if !self.shared.looking.swap(true, Ordering::AcqRel) {
            tokio::spawn(self.clone().look_until_replayed());
        }
    }

    /// Reads the replica's checkpoints until it shows every move expected of it, for at most
    /// [`REPLICA_WAIT`]; a replica further behind is caught up with by the periodic look.
    async fn look_until_replayed(self) {
        let deadline = Instant::now() + REPLICA_WAIT;
        loop {
            if let Err(error) = self.sync().await {
                tracing::warn!(%error, "cannot read the replica's checkpoints");
                break;
            }
            if !self.awaits_replica() {
                self.shared.looking.store(false, Ordering::Release);
                // A move expected after the look above, whose announcement found this task
                // still looking, is looked for by this task.
                if !self.awaits_replica() || self.shared.looking.swap(true, Ordering::AcqRel) {
                    return;
                }
                continue;
            }
            if Instant::now() >= deadline {
                tracing::warn!("the replica is behind the primary");
                break;
            }
            tokio::time::sleep(REPLICA_POLL).await;
        }
        self.shared.looking.store(false, Ordering::Release);
    }

    fn awaits_replica(&self) -> bool {
        self.read()
            .models
            .values()
            .any(|model| model.expected > model.position)
    }

    /// After a write on the primary: until the replica has replayed it, so that the next read
    /// on any instance shows it (at most [`REPLICA_WAIT`]); then [`ResponseCache::sync`]. When
    /// either cannot be read, drops everything: nothing could then be shown to be current.
    pub(super) async fn sync_or_clear(&self) {
        let synced = async {
            if let Some(replica) = &self.shared.replica {
                wait_for_replay(&self.shared.pool, replica).await?;
            }
            self.sync().await
        };
        if let Err(error) = synced.await {
            tracing::warn!(%error, "cannot read the checkpoints; dropping every cached answer");
            self.clear();
        }
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, State> {
        // A panic while holding the lock leaves a map that is still whole: keep using it.
        self.shared
            .state
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, State> {
        self.shared
            .state
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

fn drop_answers_of(state: &mut State, model: &str) {
    let State { answers, bytes, .. } = state;
    answers.retain(|key, answer| {
        let keep = !answer.models().contains(&model);
        if !keep {
            *bytes -= key.len() + answer.size();
        }
        keep
    });
}

/// The longest a write's answer waits for the replica to replay it.
const REPLICA_WAIT: Duration = Duration::from_secs(3);
/// How often the replica is asked meanwhile.
const REPLICA_POLL: Duration = Duration::from_millis(5);

/// Until `replica` has replayed everything `primary` had written when asked, or
/// [`REPLICA_WAIT`] has passed. A server that is not in recovery is a primary itself, and
/// current.
async fn wait_for_replay(primary: &PgPool, replica: &PgPool) -> Result<(), sqlx::Error> {
    let written: String = sqlx::query_scalar("SELECT pg_current_wal_lsn()::text")
        .fetch_one(primary)
        .await?;
    let deadline = Instant::now() + REPLICA_WAIT;
    loop {
        let replayed: Option<bool> = sqlx::query_scalar(
            "SELECT NOT pg_is_in_recovery() OR pg_last_wal_replay_lsn() >= $1::pg_lsn",
        )
        .bind(&written)
        .fetch_one(replica)
        .await?;
        if replayed == Some(true) {
            return Ok(());
        }
        if Instant::now() >= deadline {
            tracing::warn!(%written, "the replica has not replayed a write; answering anyway");
            return Ok(());
        }
        tokio::time::sleep(REPLICA_POLL).await;
    }
}

/// Drops the least recently used answers until a quarter of the room is free again, so a
/// full cache does not sort itself on every insert.
fn evict(state: &mut State, limits: Limits) {
    let mut by_use: Vec<(u64, String)> = state
        .answers
        .iter()
        .map(|(key, answer)| (answer.last_used(), key.clone()))
        .collect();
    by_use.sort_unstable();
    let target_entries = limits.entries - limits.entries / 4;
    let target_bytes = limits.bytes - limits.bytes / 4;
    for (_, key) in by_use {
        if state.answers.len() <= target_entries && state.bytes <= target_bytes {
            break;
        }
        if let Some(answer) = state.answers.remove(&key) {
            state.bytes -= key.len() + answer.size();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderMap, HeaderValue, StatusCode};

    fn cache(limits: Limits) -> ResponseCache {
        let pool = sqlx::postgres::PgPoolOptions::new()
            .connect_lazy("postgres://localhost/unused")
            .unwrap();
        let cache = ResponseCache::new(pool, limits);
        cache.start_storing();
        cache
    }

    fn answer(models: &'static [&'static str], body: &str) -> Arc<Answer> {
        Arc::new(Answer::new(
            StatusCode::OK,
            HeaderMap::new(),
            body.as_bytes().to_vec().into(),
            models,
            HeaderValue::from_static("accept-encoding"),
            None,
        ))
    }

    #[tokio::test]
    async fn a_move_of_a_read_model_drops_its_answers_and_keeps_the_others() {
        let cache = cache(Limits::default());
        let generations = cache.generations(&["dogs"]);
        cache.insert("a".into(), answer(&["dogs"], "dogs"), &generations);
        cache.insert("b".into(), answer(&["albums"], "albums"), &[0]);
        cache.advance("dogs", 5);
        assert!(cache.get("a").is_none());
        assert!(cache.get("b").is_some());
        // A position already known drops nothing new.
        cache.insert(
            "a".into(),
            answer(&["dogs"], "dogs"),
            &cache.generations(&["dogs"]),
        );
        cache.advance("dogs", 5);
        assert!(cache.get("a").is_some());
    }

    #[tokio::test]
    async fn an_answer_computed_across_a_move_is_not_stored() {
        let cache = cache(Limits::default());
        let before = cache.generations(&["dogs"]);
        cache.advance("dogs", 1);
        cache.insert("a".into(), answer(&["dogs"], "old rows"), &before);
        assert!(cache.get("a").is_none());
    }

    #[tokio::test]
    async fn a_move_the_replica_has_yet_to_show_drops_its_answers_and_keeps_none_until_it_does() {
        let cache = cache(Limits::default());
        cache.insert("a".into(), answer(&["dogs"], "dogs"), &[0]);
        cache.insert("b".into(), answer(&["albums"], "albums"), &[0]);
        cache.expect("dogs", 3);
        assert!(cache.get("a").is_none());
        assert!(cache.get("b").is_some());
        // Read from a replica still before the move: not kept, whenever it was begun.
        let during = cache.generations(&["dogs"]);
        cache.insert("a".into(), answer(&["dogs"], "old rows"), &during);
        assert!(cache.get("a").is_none());
        // The replica shows part of the way: still not kept.
        cache.advance("dogs", 2);
        let partway = cache.generations(&["dogs"]);
        cache.insert("a".into(), answer(&["dogs"], "older rows"), &partway);
        assert!(cache.get("a").is_none());

        cache.advance("dogs", 3);
        let after = cache.generations(&["dogs"]);
        cache.insert("a".into(), answer(&["dogs"], "new rows"), &after);
        assert!(cache.get("a").is_some());
    }

    #[tokio::test]
    async fn the_least_recently_used_answers_leave_first_when_full() {
        let cache = cache(Limits {
            entries: 4,
            bytes: 1 << 20,
        });
        for key in ["a", "b", "c", "d"] {
            cache.insert(key.into(), answer(&["dogs"], key), &[0]);
        }
        cache.get("a");
        cache.insert("e".into(), answer(&["dogs"], "e"), &[0]);
        assert!(cache.get("a").is_some() && cache.get("e").is_some());
        assert!(cache.get("b").is_none());
        assert!(cache.read().answers.len() <= 4);
    }

    #[tokio::test]
    async fn bytes_are_bounded_too() {
        let cache = cache(Limits {
            entries: 1000,
            bytes: 16 * 1024,
        });
        let body = "x".repeat(500);
        for key in 0..100 {
            cache.insert(key.to_string(), answer(&["dogs"], &body), &[0]);
        }
        assert!(cache.read().bytes <= 16 * 1024);
        // Larger than a sixteenth of the room: served, never stored.
        cache.insert("big".into(), answer(&["dogs"], &"x".repeat(2000)), &[0]);
        assert!(cache.get("big").is_none());
    }
}
