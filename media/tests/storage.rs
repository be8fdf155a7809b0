//! The local store keeps what it is given under content addresses, atomically, and nothing
//! outside its folder can be named.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::SystemTime;

use async_trait::async_trait;
use common::TempDir;
use media::{ingest, is_uploaded, ImageId, LocalStore, MediaKey, MediaStore};

const ID: &str = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

#[tokio::test]
async fn a_stored_file_reads_back_the_same() {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path().join("media"));
    let key = MediaKey::parse(&format!("{ID}/card.webp")).unwrap();
    assert!(!store.exists(&key).await.unwrap());
    assert_eq!(store.get(&key).await.unwrap(), None);

    store.put(&key, b"pixels", "image/webp").await.unwrap();
    assert!(store.exists(&key).await.unwrap());
    assert_eq!(
        store.get(&key).await.unwrap().as_deref(),
        Some(&b"pixels"[..])
    );
    assert_eq!(
        store.path(&key),
        folder.path().join("media").join(ID).join("card.webp")
    );
    // No temporary file is left beside it.
    let names: Vec<_> = std::fs::read_dir(folder.path().join("media").join(ID))
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(names, vec!["card.webp"]);
}

#[tokio::test]
async fn writing_a_key_again_replaces_it_whole() {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path());
    let key = MediaKey::parse(&format!("{ID}/card.jpg")).unwrap();
    store
        .put(&key, b"a longer first version", "image/jpeg")
        .await
        .unwrap();
    store.put(&key, b"second", "image/jpeg").await.unwrap();
    assert_eq!(
        store.get(&key).await.unwrap().as_deref(),
        Some(&b"second"[..])
    );
}

#[test]
fn a_key_cannot_reach_outside_the_store() {
    for key in [
        "../secret.jpg".to_owned(),
        format!("{ID}/../../secret.jpg"),
        format!("/{ID}/card.jpg"),
        format!("{ID}/%2e%2e.jpg"),
    ] {
        assert_eq!(MediaKey::parse(&key), None, "{key}");
    }
}

#[test]
fn the_default_store_is_the_data_folder() {
    assert_eq!(
        LocalStore::default().root(),
        std::path::Path::new("./data/media")
    );
}

/// A store that counts writes, around a local one: also shows another store plugs in.
struct CountingStore {
    inner: LocalStore,
    puts: AtomicUsize,
}

#[async_trait]
impl MediaStore for CountingStore {
    async fn put(&self, key: &MediaKey, bytes: &[u8], content_type: &str) -> anyhow::Result<()> {
        self.puts.fetch_add(1, Ordering::Relaxed);
        self.inner.put(key, bytes, content_type).await
    }
    async fn get(&self, key: &MediaKey) -> anyhow::Result<Option<Vec<u8>>> {
        self.inner.get(key).await
    }
    async fn open(
        &self,
        key: &MediaKey,
        range: Option<std::ops::Range<u64>>,
    ) -> anyhow::Result<Option<media::FileRead>> {
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
        self.inner.remove(id).await
    }
}

#[tokio::test]
async fn the_same_upload_twice_is_stored_once() {
    let folder = TempDir::new();
    let store = CountingStore {
        inner: LocalStore::new(folder.path()),
        puts: AtomicUsize::new(0),
    };
    let photo = common::jpeg(800, 600);

    let first = ingest(&store, &photo, 0).await.unwrap();
    let writes = store.puts.load(Ordering::Relaxed);
    assert_eq!(
        writes,
        first.variants.len() + 1,
        "every variant and the manifest"
    );

    let again = ingest(&store, &photo, 0).await.unwrap();
    assert_eq!(again, first);
    assert_eq!(
        store.puts.load(Ordering::Relaxed),
        writes + 1,
        "only the manifest written the second time, dating the image from this upload"
    );

    assert_eq!(
        first.id,
        ImageId::of(&photo, media::processing::Turns::new(0)).to_string()
    );
    for variant in &first.variants {
        assert!(variant.key.starts_with(&format!("{}/", first.id)));
    }
    let folders = std::fs::read_dir(folder.path()).unwrap().count();
    assert_eq!(folders, 1);
}

#[tokio::test]
async fn an_image_counts_as_uploaded_once_its_manifest_is_stored() {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path());
    let never = ImageId::parse(ID).unwrap();
    assert!(!is_uploaded(&store, &never).await.unwrap());
    // A variant alone, as an upload interrupted before its manifest leaves it, is not enough.
    let variant = MediaKey::new(&never, "card", "jpg").unwrap();
    store.put(&variant, b"pixels", "image/jpeg").await.unwrap();
    assert!(!is_uploaded(&store, &never).await.unwrap());

    let stored = ingest(&store, &common::jpeg(400, 300), 0).await.unwrap();
    let id = ImageId::parse(&stored.id).unwrap();
    assert!(is_uploaded(&store, &id).await.unwrap());
}

#[tokio::test]
async fn the_same_upload_turned_differently_is_another_image() {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path());
    let photo = common::jpeg(800, 600);
    let upright = ingest(&store, &photo, 0).await.unwrap();
    let turned = ingest(&store, &photo, 1).await.unwrap();
    assert_ne!(upright.id, turned.id);
    assert_eq!((turned.width, turned.height), (600, 800));
}

#[tokio::test]
async fn the_same_upload_twice_at_once_is_rendered_once() {
    let folder = TempDir::new();
    let store = CountingStore {
        inner: LocalStore::new(folder.path()),
        puts: AtomicUsize::new(0),
    };
    let photo = common::png(600, 400);
    let (first, second) = tokio::join!(ingest(&store, &photo, 0), ingest(&store, &photo, 0));
    let first = first.unwrap();
    assert_eq!(second.unwrap(), first);
    // Rendered once: the variants and the manifest, and the manifest again for the second.
    assert_eq!(store.puts.load(Ordering::Relaxed), first.variants.len() + 2);
}

#[tokio::test]
async fn images_are_listed_with_their_time_and_removed_with_every_file() {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path().join("media"));
    assert!(store.images().await.unwrap().is_empty(), "no folder yet");
    let before = SystemTime::now() - std::time::Duration::from_secs(1);
    let kept = ingest(&store, &common::jpeg(800, 600), 0).await.unwrap();
    let removed = ingest(&store, &common::jpeg(600, 800), 0).await.unwrap();
    // Not an image: left alone by the listing.
    std::fs::create_dir_all(folder.path().join("media").join("notes")).unwrap();

    let mut images = store.images().await.unwrap();
    images.sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
    let mut ids: Vec<String> = images.iter().map(|(id, _)| id.to_string()).collect();
    let mut expected = vec![kept.id.clone(), removed.id.clone()];
    ids.sort();
    expected.sort();
    assert_eq!(ids, expected);
    assert!(images.iter().all(|(_, written)| *written >= before));

    let id = ImageId::parse(&removed.id).unwrap();
    store.remove(&id).await.unwrap();
    store.remove(&id).await.unwrap();
    assert!(!is_uploaded(&store, &id).await.unwrap());
    for variant in &removed.variants {
        let key = MediaKey::parse(&variant.key).unwrap();
        assert_eq!(store.get(&key).await.unwrap(), None);
    }
    assert!(is_uploaded(&store, &ImageId::parse(&kept.id).unwrap())
        .await
        .unwrap());
    assert_eq!(store.images().await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_file_opens_whole_or_from_a_range_with_a_validator_that_follows_its_bytes() {
    use futures::TryStreamExt;
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path());
    let key = MediaKey::parse(&format!("{ID}/card.webp")).unwrap();
    assert!(store.open(&key, None).await.unwrap().is_none());

    store.put(&key, b"0123456789", "image/webp").await.unwrap();
    let read = |range| {
        let store = store.clone();
        let key = key.clone();
        async move {
            let file = store.open(&key, range).await.unwrap().unwrap();
            let bytes: Vec<u8> = file
                .bytes
                .map_ok(|chunk| chunk.to_vec())
                .try_concat()
                .await
                .unwrap();
            (file.facts, bytes)
        }
    };
    let (whole, bytes) = read(None).await;
    assert_eq!((whole.size, bytes.as_slice()), (10, &b"0123456789"[..]));
    assert!(
        whole.etag.starts_with('"') && whole.etag.ends_with("-a\""),
        "{}",
        whole.etag
    );
    let (part, bytes) = read(Some(2..5)).await;
    assert_eq!((part, bytes.as_slice()), (whole.clone(), &b"234"[..]));

    store
        .put(&key, b"another photo", "image/webp")
        .await
        .unwrap();
    let (rewritten, _) = read(None).await;
    assert_ne!(rewritten.etag, whole.etag);
}
