//! The files read most, held in memory in front of a store: a stored file never changes, so a
//! request for a held one needs neither the disk nor the object store. Erasure holds too: a
//! removed image's files leave memory with it, and a file another instance removed is noticed
//! within [`CONFIRM_EVERY`], when a held file is next checked against the store.

use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use async_trait::async_trait;
use bytes::{Bytes, BytesMut};
use futures::TryStreamExt;
use quick_cache::{sync::Cache, Weighter};

use crate::storage::{FileFacts, FileRead, ImageId, MediaKey, MediaStore};

/// How long a held file is served without asking the store whether it is still there.
pub const CONFIRM_EVERY: Duration = Duration::from_secs(10);
/// Larger files are sent as the store reads them, never held; no variant comes near it.
const LARGEST_HELD: u64 = 2 << 20;
/// About how many files the memory holds: a card is some 30 kB.
const HELD_FILES: usize = 512;

/// A file held in memory.
pub struct HeldFile {
    pub facts: FileFacts,
    pub bytes: Bytes,
    /// When the store last confirmed it, in milliseconds after [`HeldStore::started`].
    confirmed: AtomicU64,
}

/// A file as [`HeldStore::read`] finds it.
pub enum Found {
    Held(Arc<HeldFile>),
    /// Too large to hold: its bytes as the store reads them.
    Streamed(FileRead),
}

#[derive(Clone)]
struct ByBytes;

impl Weighter<MediaKey, Arc<HeldFile>> for ByBytes {
    fn weight(&self, _key: &MediaKey, file: &Arc<HeldFile>) -> u64 {
        file.bytes.len() as u64 + 1
    }
}

/// A store with the files read most held in memory, at most `max_bytes` of them.
pub struct HeldStore {
    inner: Arc<dyn MediaStore>,
    held: Cache<MediaKey, Arc<HeldFile>, ByBytes>,
    started: Instant,
}

impl HeldStore {
    pub fn new(inner: Arc<dyn MediaStore>, max_bytes: u64) -> HeldStore {
        HeldStore {
            inner,
            held: Cache::with_weighter(HELD_FILES, max_bytes, ByBytes),
            started: Instant::now(),
        }
    }

    /// A held file the store confirmed within [`CONFIRM_EVERY`]: one that can be sent without
    /// waiting for anything, which is what lets the server answer it before routing.
    pub fn fresh(&self, key: &MediaKey) -> Option<Arc<HeldFile>> {
        self.held
            .get(key)
            .filter(|file| self.confirmed_lately(file))
    }

    /// A file to send: from memory, or read from the store (and held, when small enough).
    pub async fn read(&self, key: &MediaKey) -> anyhow::Result<Option<Found>> {
        if let Some(file) = self.held.get(key) {
            if self.confirmed_lately(&file) {
                return Ok(Some(Found::Held(file)));
            }
            if self.inner.exists(key).await? {
                file.confirmed.store(self.now(), Ordering::Relaxed);
                return Ok(Some(Found::Held(file)));
            }
            self.held.remove(key);
            return Ok(None);
        }
        let Some(read) = self.inner.open(key, None).await? else {
            return Ok(None);
        };
        if read.facts.size > LARGEST_HELD {
            return Ok(Some(Found::Streamed(read)));
        }
        let mut bytes = BytesMut::with_capacity(read.facts.size as usize);
        let mut chunks = read.bytes;
        while let Some(chunk) = chunks.try_next().await? {
            bytes.extend_from_slice(&chunk);
        }
        let file = Arc::new(HeldFile {
            facts: read.facts,
            bytes: bytes.freeze(),
            confirmed: AtomicU64::new(self.now()),
        });
        self.held.insert(key.clone(), file.clone());
        Ok(Some(Found::Held(file)))
    }

    fn confirmed_lately(&self, file: &HeldFile) -> bool {
        self.now() - file.confirmed.load(Ordering::Relaxed) < CONFIRM_EVERY.as_millis() as u64
    }

    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}

#[async_trait]
impl MediaStore for HeldStore {
    async fn put(&self, key: &MediaKey, bytes: &[u8], content_type: &str) -> anyhow::Result<()> {
        self.inner.put(key, bytes, content_type).await
    }

    async fn get(&self, key: &MediaKey) -> anyhow::Result<Option<Vec<u8>>> {
        self.inner.get(key).await
    }

    async fn open(
        &self,
        key: &MediaKey,
        range: Option<Range<u64>>,
    ) -> anyhow::Result<Option<FileRead>> {
        self.inner.open(key, range).await
    }

    async fn exists(&self, key: &MediaKey) -> anyhow::Result<bool> {
        self.inner.exists(key).await
    }

    async fn images(&self) -> anyhow::Result<Vec<(ImageId, SystemTime)>> {
        self.inner.images().await
    }

    async fn files(&self, id: &ImageId) -> anyhow::Result<Vec<MediaKey>> {
        self.inner.files(id).await
    }

    async fn remove(&self, id: &ImageId) -> anyhow::Result<()> {
        self.inner.remove(id).await?;
        self.held.retain(|key, _| key.image() != id.as_str());
        Ok(())
    }
}
