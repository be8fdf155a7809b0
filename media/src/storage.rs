//! Where rendered files live. One interface, [`MediaStore`], with a local folder behind it by
//! default; an S3-compatible store implements the same calls later. Names are content
//! addresses: an upload's [`ImageId`] is the SHA-256 of its bytes and turns, so the same photo
//! uploaded twice is stored once, and a stored file never changes, which is what lets it be
//! served with an immutable cache lifetime.

use std::fmt;
use std::io::{ErrorKind, SeekFrom};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context;
use async_trait::async_trait;
use bytes::Bytes;
use futures::stream::{BoxStream, StreamExt};
use sha2::{Digest, Sha256};
use tokio::io::{AsyncReadExt, AsyncSeekExt};
use tokio_util::io::ReaderStream;

use crate::processing::Turns;
use crate::variants::OutputFormat;

/// The content address of an upload rendered with some turns: 64 lowercase hex digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ImageId(String);

impl ImageId {
    /// SHA-256 of the upload's bytes followed by the number of turns, so the same photo turned
    /// differently gets its own variants.
    pub fn of(upload: &[u8], turns: Turns) -> ImageId {
        let mut hash = Sha256::new();
        hash.update(upload);
        hash.update([turns.get()]);
        ImageId(format!("{:x}", hash.finalize()))
    }

    pub fn parse(text: &str) -> Option<ImageId> {
        let hex = text.len() == 64
            && text
                .bytes()
                .all(|byte| byte.is_ascii_digit() || (b'a'..=b'f').contains(&byte));
        hex.then(|| ImageId(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ImageId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The extensions a key may end in: the two image formats, the JSON manifest, and an upload
/// kept as it came (see `pipeline::keep_original`), which is never served.
const EXTENSIONS: [&str; 4] = ["webp", "jpg", "json", "upload"];

/// A stored file's name, `<image id>/<name>.<extension>`, e.g. `3fa9…e1/card.webp`. Keys reach
/// us from URLs, so a key can only be made by [`MediaKey::parse`] or [`MediaKey::new`], which
/// accept nothing but hex, lowercase letters, digits and inner hyphens: no `..`, no slash other
/// than the one, no absolute path, so a key can never name a file outside the store.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MediaKey(String);

impl MediaKey {
    /// The key of `name.extension` for image `id`; `None` if the name or extension is not one a
    /// key may have.
    pub fn new(id: &ImageId, name: &str, extension: &str) -> Option<MediaKey> {
        MediaKey::parse(&format!("{id}/{name}.{extension}"))
    }

    pub fn parse(text: &str) -> Option<MediaKey> {
        let (id, file) = text.split_once('/')?;
        let (name, extension) = file.rsplit_once('.')?;
        let valid = ImageId::parse(id).is_some()
            && is_valid_variant_name(name)
            && EXTENSIONS.contains(&extension);
        valid.then(|| MediaKey(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The id of the image this file is a variant of.
    pub fn image(&self) -> &str {
        self.parts().0
    }

    /// The file's name within its image, e.g. `card.webp`.
    pub fn file(&self) -> &str {
        self.parts().1
    }

    /// The type of a variant a browser is sent; `None` for the manifest and a kept upload,
    /// which are never served.
    pub fn image_type(&self) -> Option<&'static str> {
        OutputFormat::ALL
            .into_iter()
            .find(|format| self.0.ends_with(&format!(".{}", format.extension())))
            .map(OutputFormat::content_type)
    }

    /// The type a store that serves files itself keeps with this one.
    pub fn content_type(&self) -> &'static str {
        self.image_type().unwrap_or(if self.0.ends_with(".json") {
            "application/json"
        } else {
            "application/octet-stream"
        })
    }

    fn parts(&self) -> (&str, &str) {
        self.0
            .split_once('/')
            .expect("a parsed key has exactly one slash")
    }
}

impl fmt::Display for MediaKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Lowercase letters, digits and hyphens, not starting or ending with a hyphen, 1 to 40 long.
pub(crate) fn is_valid_variant_name(name: &str) -> bool {
    (1..=40).contains(&name.len())
        && !name.starts_with('-')
        && !name.ends_with('-')
        && name
            .bytes()
            .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-')
}

/// What a store knows of one file: enough to answer a conditional or a partial request for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileFacts {
    pub size: u64,
    pub modified: SystemTime,
    /// A quoted validator that changes whenever the bytes could have: the store's own (an
    /// object's ETag), or the file's time and size, the way nginx makes it.
    pub etag: String,
}

/// A stored file being read: its facts, and the bytes of the range asked for as they come.
pub struct FileRead {
    pub facts: FileFacts,
    pub bytes: BoxStream<'static, std::io::Result<Bytes>>,
}

/// Storage for rendered media. Implementations must make `put` atomic (a reader sees the whole
/// file or none) and may assume a key's content never changes, since keys are content
/// addresses.
#[async_trait]
pub trait MediaStore: Send + Sync {
    /// Stores `bytes` under `key`; `content_type` is for stores that serve files themselves
    /// (S3 keeps it as the object's Content-Type). Writing an existing key again is harmless.
    async fn put(&self, key: &MediaKey, bytes: &[u8], content_type: &str) -> anyhow::Result<()>;
    async fn get(&self, key: &MediaKey) -> anyhow::Result<Option<Vec<u8>>>;
    /// Opens a file to send it: all of it, or the byte `range`, which the caller has checked
    /// against the file's size. `None` if there is no such file.
    async fn open(
        &self,
        key: &MediaKey,
        range: Option<Range<u64>>,
    ) -> anyhow::Result<Option<FileRead>>;
    async fn exists(&self, key: &MediaKey) -> anyhow::Result<bool>;
    /// Every stored image, with when its newest file was written.
    async fn images(&self) -> anyhow::Result<Vec<(ImageId, SystemTime)>>;
    /// The files of image `id`: its variants, its manifest, a kept upload.
    async fn files(&self, id: &ImageId) -> anyhow::Result<Vec<MediaKey>>;
    /// Deletes every file of image `id`; an image not there is already removed.
    async fn remove(&self, id: &ImageId) -> anyhow::Result<()>;
}

/// Media in a local folder, one subfolder per image.
#[derive(Debug, Clone)]
pub struct LocalStore {
    root: PathBuf,
}

impl LocalStore {
    /// Where media lives unless configured otherwise, beside the server's other data.
    pub const DEFAULT_ROOT: &'static str = "./data/media";

    /// A store over `root`; the folder is created on the first write.
    pub fn new(root: impl Into<PathBuf>) -> LocalStore {
        LocalStore { root: root.into() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The file a key names. Safe to join because a [`MediaKey`] cannot contain `..` or a
    /// leading slash.
    pub fn path(&self, key: &MediaKey) -> PathBuf {
        let (id, file) = key.parts();
        self.root.join(id).join(file)
    }
}

impl Default for LocalStore {
    fn default() -> LocalStore {
        LocalStore::new(LocalStore::DEFAULT_ROOT)
    }
}

/// Makes temporary names unique within the process; the process id separates processes.
static TEMPORARY_FILES: AtomicU64 = AtomicU64::new(0);

#[async_trait]
impl MediaStore for LocalStore {
    async fn put(&self, key: &MediaKey, bytes: &[u8], _content_type: &str) -> anyhow::Result<()> {
        let path = self.path(key);
        let folder = path.parent().expect("a key's path has a folder");
        tokio::fs::create_dir_all(folder)
            .await
            .with_context(|| format!("creating {}", folder.display()))?;
        // Written beside the target, then renamed over it: rename within one folder is atomic,
        // so a reader (or a crash) never sees half a file under the real name. The leading dot
        // keeps temporary files out of any key's reach.
        let temporary = folder.join(format!(
            ".{}.{}-{}.tmp",
            key.parts().1,
            std::process::id(),
            TEMPORARY_FILES.fetch_add(1, Ordering::Relaxed)
        ));
        let written = write_durably(&temporary, bytes).await;
        let renamed = match written {
            Ok(()) => tokio::fs::rename(&temporary, &path).await,
            Err(error) => Err(error),
        };
        if let Err(error) = renamed {
            let _ = tokio::fs::remove_file(&temporary).await;
            return Err(error).with_context(|| format!("writing {}", path.display()));
        }
        Ok(())
    }

    async fn get(&self, key: &MediaKey) -> anyhow::Result<Option<Vec<u8>>> {
        let path = self.path(key);
        match tokio::fs::read(&path).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(error) if error.kind() == ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error).with_context(|| format!("reading {}", path.display())),
        }
    }

    async fn open(
        &self,
        key: &MediaKey,
        range: Option<Range<u64>>,
    ) -> anyhow::Result<Option<FileRead>> {
        let path = self.path(key);
        let mut file = match tokio::fs::File::open(&path).await {
            Ok(file) => file,
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error).with_context(|| format!("opening {}", path.display())),
        };
        let metadata = file.metadata().await?;
        let modified = metadata.modified()?;
        let facts = FileFacts {
            size: metadata.len(),
            modified,
            etag: file_etag(modified, metadata.len()),
        };
        let range = range.unwrap_or(0..facts.size);
        if range.start > 0 {
            file.seek(SeekFrom::Start(range.start)).await?;
        }
        let bytes = ReaderStream::new(file.take(range.end - range.start)).boxed();
        Ok(Some(FileRead { facts, bytes }))
    }

    async fn exists(&self, key: &MediaKey) -> anyhow::Result<bool> {
        let path = self.path(key);
        tokio::fs::try_exists(&path)
            .await
            .with_context(|| format!("looking for {}", path.display()))
    }

    async fn images(&self) -> anyhow::Result<Vec<(ImageId, SystemTime)>> {
        let mut folders = match tokio::fs::read_dir(&self.root).await {
            Ok(folders) => folders,
            // Nothing was ever uploaded.
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => {
                return Err(error).with_context(|| format!("listing {}", self.root.display()))
            }
        };
        let mut images = Vec::new();
        while let Some(folder) = folders.next_entry().await? {
            let Some(id) = folder.file_name().to_str().and_then(ImageId::parse) else {
                continue;
            };
            // A folder's time is that of its last file added or renamed into it.
            let written = folder.metadata().await?.modified()?;
            images.push((id, written));
        }
        Ok(images)
    }

    async fn files(&self, id: &ImageId) -> anyhow::Result<Vec<MediaKey>> {
        let folder = self.root.join(id.as_str());
        let mut entries = match tokio::fs::read_dir(&folder).await {
            Ok(entries) => entries,
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => {
                return Err(error).with_context(|| format!("listing {}", folder.display()))
            }
        };
        let mut keys = Vec::new();
        while let Some(entry) = entries.next_entry().await? {
            // Temporary files start with a dot, which no key may.
            let name = entry.file_name();
            if let Some(key) = name
                .to_str()
                .and_then(|file| MediaKey::parse(&format!("{id}/{file}")))
            {
                keys.push(key);
            }
        }
        Ok(keys)
    }

    async fn remove(&self, id: &ImageId) -> anyhow::Result<()> {
        let folder = self.root.join(id.as_str());
        match tokio::fs::remove_dir_all(&folder).await {
            Err(error) if error.kind() != ErrorKind::NotFound => {
                Err(error).with_context(|| format!("removing {}", folder.display()))
            }
            _ => Ok(()),
        }
    }
}

/// A file's validator from its time and size, as nginx makes it (`"<seconds>-<size>"` in hex):
/// a file rewritten under its name gets a new one.
fn file_etag(modified: SystemTime, size: u64) -> String {
    let seconds = modified
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    format!("\"{seconds:x}-{size:x}\"")
}

/// Flushed to disk before the rename, so a crash cannot leave an empty file under a name the
/// event log already points at.
async fn write_durably(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use tokio::io::AsyncWriteExt;
    let mut file = tokio::fs::File::create(path).await?;
    file.write_all(bytes).await?;
    file.sync_data().await
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

    #[test]
    fn a_key_is_an_image_id_a_variant_name_and_a_known_extension() {
        assert!(MediaKey::parse(&format!("{ID}/card.webp")).is_some());
        assert!(MediaKey::parse(&format!("{ID}/album-pair-2x.jpg")).is_some());
        assert!(MediaKey::parse(&format!("{ID}/image.json")).is_some());
    }

    #[test]
    fn keys_that_could_leave_the_store_are_refused() {
        for key in [
            "../etc/passwd",
            "/etc/passwd",
            &format!("{ID}/../card.webp"),
            &format!("{ID}/../../secret.jpg"),
            &format!("../{ID}/card.webp"),
            &format!("{ID}/sub/card.webp"),
            &format!("{ID}/.card.webp"),
            &format!("{ID}\\..\\card.webp"),
            &format!("{ID}/card.webp\0"),
            &format!("{ID}/card.exe"),
            &format!("{ID}/Card.webp"),
            &format!("{}/card.webp", &ID[..63]),
            &format!("{}/card.webp", ID.to_uppercase()),
            "",
        ] {
            assert!(MediaKey::parse(key).is_none(), "{key:?} was accepted");
        }
    }

    #[test]
    fn image_ids_differ_by_turns() {
        let upright = ImageId::of(b"photo", Turns::new(0));
        let turned = ImageId::of(b"photo", Turns::new(1));
        assert_ne!(upright, turned);
        assert_eq!(upright, ImageId::of(b"photo", Turns::new(4)));
        assert!(ImageId::parse(upright.as_str()).is_some());
    }
}
