//! One upload in, stored variants out: checks, then upright pixels, then variants, then the
//! store. Decoding and encoding are CPU work and run off the threads that answer requests: the
//! checks on tokio's blocking pool, the rendering on a thread of its own.

use std::sync::{mpsc, OnceLock};

use anyhow::Context;
use serde::{Deserialize, Serialize};
use tokio::sync::Semaphore;

use crate::checks::{self, CheckedUpload};
use crate::error::{MediaError, Refusal};
use crate::processing::{self, Turns};
use crate::storage::{ImageId, MediaKey, MediaStore};
use crate::variants::{self, OutputFormat, Rendered};

/// What an upload became: the record the dog, article or album events keep.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredImage {
    /// Content address: hex SHA-256 of the upload's bytes and turns.
    pub id: String,
    /// The upload's width once upright (after orientation and turns).
    pub width: u32,
    /// The upload's height once upright.
    pub height: u32,
    pub variants: Vec<StoredVariant>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredVariant {
    pub name: String,
    pub format: OutputFormat,
    pub width: u32,
    pub height: u32,
    /// The store key, also the URL path under the media prefix.
    pub key: String,
}

impl StoredImage {
    pub fn variant(&self, name: &str, format: OutputFormat) -> Option<&StoredVariant> {
        self.variants
            .iter()
            .find(|variant| variant.name == name && variant.format == format)
    }

    /// A `srcset` of the family `name` belongs to, in `format`, narrowest first, e.g. for
    /// `card`: `/media/<id>/card.webp 392w, /media/<id>/card-2x.webp 784w`. Pair it with a
    /// `sizes` attribute (for a card, `392px`). Empty if `name` is no variant.
    pub fn srcset(&self, name: &str, format: OutputFormat, url_prefix: &str) -> String {
        let Some(family) = variants::VARIANTS
            .iter()
            .find(|variant| variant.name == name)
            .map(|variant| variant.family)
        else {
            return String::new();
        };
        let mut members: Vec<&StoredVariant> = self
            .variants
            .iter()
            .filter(|stored| stored.format == format)
            .filter(|stored| {
                variants::VARIANTS
                    .iter()
                    .any(|variant| variant.name == stored.name && variant.family == family)
            })
            .collect();
        members.sort_by_key(|stored| stored.width);
        // A photo smaller than a variant's box yields equal widths; one candidate per width.
        members.dedup_by_key(|stored| stored.width);
        members
            .iter()
            .map(|stored| format!("{url_prefix}{} {}w", stored.key, stored.width))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The manifest's name: written last, so its presence means every variant is stored.
const MANIFEST: &str = "image";

/// One upload rendered and stored at a time per process: an upload at the pixel limit decodes to
/// up to 160 MB, and the two cores are shared with the server. A second upload waits its turn.
static RENDERING: Semaphore = Semaphore::const_new(1);

/// Checks, renders and stores an upload, turned `turns` quarter turns clockwise (taken modulo
/// 4). The same bytes with the same turns are rendered once: later calls find the manifest and
/// answer it.
pub async fn ingest(
    store: &dyn MediaStore,
    bytes: &[u8],
    turns: u8,
) -> Result<StoredImage, MediaError> {
    // Refused before copying or hashing ten megabytes more.
    if bytes.len() > checks::MAX_BYTES {
        return Err(MediaError::refused(Refusal::TooManyBytes));
    }
    let turns = Turns::new(turns);
    let owned = bytes.to_vec();
    let (upload, id) = blocking(move || {
        let upload = checks::check(owned)?;
        let id = ImageId::of(upload.bytes(), turns);
        Ok((upload, id))
    })
    .await?;

    // Looked for inside the gate, so two identical uploads at once are rendered only once.
    let _gate = RENDERING.acquire().await.context("the rendering gate")?;
    let manifest = MediaKey::new(&id, MANIFEST, "json").expect("image ids make valid keys");
    if let Some(stored) = stored_manifest(store, &manifest).await? {
        // Written again, so the store dates the image from this upload: files no event names
        // are removed a day after they were written (`MediaStore::images`), and this upload has
        // its day for the form that will name it, as a new one has.
        let json = serde_json::to_vec(&stored).context("serialising the manifest")?;
        store.put(&manifest, &json, "application/json").await?;
        return Ok(stored);
    }

    let (width, height, rendered) = on_render_thread(move || render(&upload, turns)).await?;

    let mut stored = StoredImage {
        id: id.to_string(),
        width,
        height,
        variants: Vec::with_capacity(rendered.len()),
    };
    for file in rendered {
        let key = MediaKey::new(&id, file.variant.name, file.format.extension())
            .expect("variant names make valid keys");
        store
            .put(&key, &file.bytes, file.format.content_type())
            .await?;
        stored.variants.push(StoredVariant {
            name: file.variant.name.to_owned(),
            format: file.format,
            width: file.width,
            height: file.height,
            key: key.to_string(),
        });
    }
    let json = serde_json::to_vec(&stored).context("serialising the manifest")?;
    store.put(&manifest, &json, "application/json").await?;
    Ok(stored)
}

/// Whether an image with this id was uploaded and every one of its variants stored: its manifest
/// is written last. Commands use it to refuse photo ids that name nothing (a typo, a forged
/// request) before an event points at them.
pub async fn is_uploaded(store: &dyn MediaStore, id: &ImageId) -> anyhow::Result<bool> {
    let manifest = MediaKey::new(id, MANIFEST, "json").expect("image ids make valid keys");
    store.exists(&manifest).await
}

/// The name under which an upload's own bytes are kept beside its variants.
const ORIGINAL: &str = "original";

/// Ingests an upload unturned and keeps its bytes as they came, under the image's id, so
/// [`turn`] can render it again at other turns from the original instead of from an already
/// compressed variant. The kept bytes still carry the camera's metadata: the media route serves
/// WebP and JPEG variants only, never them.
pub async fn ingest_keeping_original(
    store: &dyn MediaStore,
    bytes: &[u8],
) -> Result<StoredImage, MediaError> {
    let stored = ingest(store, bytes, 0).await?;
    let key = original_key(&stored.id)?;
    store
        .put(&key, bytes, "application/octet-stream")
        .await
        .context("keeping the original")?;
    Ok(stored)
}

/// The image `source` (kept by [`ingest_keeping_original`]) rendered at `turns` quarter turns.
pub async fn turn(
    store: &dyn MediaStore,
    source: &str,
    turns: u8,
) -> Result<StoredImage, MediaError> {
    let key = original_key(source)?;
    let original = store
        .get(&key)
        .await?
        .with_context(|| format!("no original kept for {source}"))?;
    ingest(store, &original, turns).await
}

fn original_key(id: &str) -> Result<MediaKey, MediaError> {
    ImageId::parse(id)
        .and_then(|id| MediaKey::new(&id, ORIGINAL, "upload"))
        .with_context(|| format!("{id} is no image id"))
        .map_err(MediaError::from)
}

fn render(upload: &CheckedUpload, turns: Turns) -> Result<(u32, u32, Vec<Rendered>), MediaError> {
    let upright = processing::upright(upload, turns, variants::working_size)?;
    let rendered = variants::render(&upright.image, upright.width, upright.height)?;
    Ok((upright.width, upright.height, rendered))
}

/// A manifest that cannot be read back (say, from an older format) is rendered again.
async fn stored_manifest(
    store: &dyn MediaStore,
    key: &MediaKey,
) -> Result<Option<StoredImage>, MediaError> {
    let Some(json) = store.get(key).await? else {
        return Ok(None);
    };
    match serde_json::from_slice(&json) {
        Ok(stored) => Ok(Some(stored)),
        Err(error) => {
            tracing::warn!("rendering {key} again: its manifest does not parse: {error}");
            Ok(None)
        }
    }
}

type Job = Box<dyn FnOnce() + Send>;

/// The thread every photo is rendered on, started with the first.
static RENDERER: OnceLock<mpsc::Sender<Job>> = OnceLock::new();

/// Runs a rendering on the one thread kept for it. A photo's pixels are the process's largest
/// allocations; on the blocking pool each thread would keep the memory its last photo freed
/// for itself, and a burst of uploads, rendered one at a time on different threads, would add
/// those up. One thread reuses the same memory for every photo. A panic in a decoder becomes
/// an upload failure, not a dead thread.
async fn on_render_thread<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, MediaError> + Send + 'static,
) -> Result<T, MediaError> {
    let (done, outcome) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move || {
        let _ = done.send(std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)));
    });
    let renderer = RENDERER.get_or_init(|| {
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("media-render".to_owned())
            .spawn(move || queue.into_iter().for_each(|job| job()))
            .expect("a thread to render photos on");
        jobs
    });
    renderer
        .send(job)
        .map_err(|_| anyhow::anyhow!("the rendering thread has stopped"))?;
    match outcome.await {
        Ok(Ok(rendered)) => rendered,
        Ok(Err(_panic)) => Err(anyhow::anyhow!("image processing panicked").into()),
        Err(_) => Err(anyhow::anyhow!("image processing stopped").into()),
    }
}

/// Runs CPU work on the blocking pool. A panic in a decoder becomes an upload failure, not a
/// dead server thread.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, MediaError> + Send + 'static,
) -> Result<T, MediaError> {
    tokio::task::spawn_blocking(work)
        .await
        .context("image processing stopped")?
}
