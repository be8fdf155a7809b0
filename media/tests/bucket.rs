//! The S3-compatible store against a real S3 server (moto's): what the local store does, it
//! does, under a folder of the bucket.

mod common;

use std::ops::Range;

use futures::TryStreamExt;
use media::{ingest, BucketStore, HeldStore, ImageId, MediaKey, MediaStore};
use object_store::aws::AmazonS3Builder;
use std::sync::Arc;
use testkit::s3::S3Server;

/// How to reach `server`: it takes any keys, over plain HTTP.
fn settings(server: &S3Server) -> AmazonS3Builder {
    AmazonS3Builder::new()
        .with_endpoint(&server.endpoint)
        .with_allow_http(true)
        .with_region("us-east-1")
        .with_access_key_id("test")
        .with_secret_access_key("test")
}

async fn bucket(server: &S3Server, prefix: &str) -> BucketStore {
    server.create_bucket("photos").await;
    BucketStore::with_settings(&format!("s3://photos/{prefix}"), settings(server)).unwrap()
}

async fn read(store: &dyn MediaStore, key: &MediaKey, range: Option<Range<u64>>) -> Vec<u8> {
    let file = store.open(key, range).await.unwrap().unwrap();
    file.bytes
        .map_ok(|chunk| chunk.to_vec())
        .try_concat()
        .await
        .unwrap()
}

#[tokio::test]
async fn an_uploads_variants_are_stored_read_listed_and_removed_in_the_bucket() {
    let server = S3Server::start().await;
    let store = bucket(&server, "site/media").await;
    let stored = ingest(&store, &common::jpeg(800, 600), 0).await.unwrap();
    let id = ImageId::parse(&stored.id).unwrap();

    let images = store.images().await.unwrap();
    assert_eq!(images.len(), 1);
    assert_eq!(images[0].0, id);
    let files = store.files(&id).await.unwrap();
    assert_eq!(
        files.len(),
        stored.variants.len() + 1,
        "the variants and the manifest"
    );

    let key = MediaKey::new(&id, "card", "webp").unwrap();
    assert!(store.exists(&key).await.unwrap());
    let whole = read(&store, &key, None).await;
    assert_eq!(Some(whole.clone()), store.get(&key).await.unwrap());
    assert!(whole.starts_with(b"RIFF"));
    assert_eq!(read(&store, &key, Some(4..12)).await, whole[4..12]);
    let facts = store.open(&key, None).await.unwrap().unwrap().facts;
    assert_eq!(facts.size, whole.len() as u64);
    assert!(
        facts.etag.starts_with('"') && facts.etag.ends_with('"'),
        "{}",
        facts.etag
    );

    store.remove(&id).await.unwrap();
    assert!(!store.exists(&key).await.unwrap());
    assert!(store.open(&key, None).await.unwrap().is_none());
    assert!(store.images().await.unwrap().is_empty());
    // Removing what is gone is not an error.
    store.remove(&id).await.unwrap();
}

#[tokio::test]
async fn files_outside_the_stores_folder_are_not_its_images() {
    let server = S3Server::start().await;
    let ours = bucket(&server, "ours").await;
    let neighbour = BucketStore::with_settings("s3://photos/theirs", settings(&server)).unwrap();
    ingest(&neighbour, &common::jpeg(400, 300), 0)
        .await
        .unwrap();
    assert!(ours.images().await.unwrap().is_empty());
    assert_eq!(neighbour.images().await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_photo_held_in_memory_leaves_it_when_its_image_is_removed() {
    let server = S3Server::start().await;
    let held = HeldStore::new(Arc::new(bucket(&server, "").await), 1 << 20);
    let stored = ingest(&held, &common::jpeg(400, 300), 0).await.unwrap();
    let id = ImageId::parse(&stored.id).unwrap();
    let key = MediaKey::new(&id, "card", "webp").unwrap();
    assert!(matches!(
        held.read(&key).await.unwrap(),
        Some(media::Found::Held(_))
    ));
    held.remove(&id).await.unwrap();
    assert!(held.read(&key).await.unwrap().is_none());
}
