//! Media in an S3-compatible object store (AWS S3, MinIO, Ceph, Garage…), for sites that run
//! more than one instance or keep their files off the machine. `s3://bucket/prefix` names the
//! place; the endpoint, region and credentials are the usual `AWS_*` settings
//! (`AWS_ENDPOINT_URL`, `AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, and
//! `AWS_ALLOW_HTTP=true` for a store without TLS), read by `object_store` itself.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;
use std::time::SystemTime;

use anyhow::Context;
use async_trait::async_trait;
use futures::{StreamExt, TryStreamExt};
use object_store::aws::AmazonS3Builder;
use object_store::path::Path;
use object_store::{
    Attribute, Attributes, GetOptions, GetRange, ObjectStore, ObjectStoreExt, PutOptions,
    PutPayload,
};

use crate::storage::{FileFacts, FileRead, ImageId, MediaKey, MediaStore};

/// A bucket, or a folder of one, holding one folder per image as the local store does.
#[derive(Debug, Clone)]
pub struct BucketStore {
    store: Arc<dyn ObjectStore>,
    prefix: Path,
}

impl BucketStore {
    /// Whether `place` names a bucket rather than a folder.
    pub fn is_bucket(place: &str) -> bool {
        place.starts_with("s3://")
    }

    /// The store at `s3://bucket/prefix`, with the `AWS_*` settings of the environment.
    pub fn from_url(place: &str) -> anyhow::Result<BucketStore> {
        BucketStore::with_settings(place, AmazonS3Builder::from_env())
    }

    /// The store at `s3://bucket/prefix`, reached with `settings` (endpoint, region, keys).
    pub fn with_settings(place: &str, settings: AmazonS3Builder) -> anyhow::Result<BucketStore> {
        let rest = place
            .strip_prefix("s3://")
            .with_context(|| format!("{place} is not an s3:// address"))?;
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        anyhow::ensure!(!bucket.is_empty(), "{place} names no bucket");
        let store = settings
            .with_bucket_name(bucket)
            .build()
            .with_context(|| format!("the object store at {place}"))?;
        Ok(BucketStore {
            store: Arc::new(store),
            prefix: Path::parse(prefix.trim_matches('/'))
                .with_context(|| format!("the folder of {place}"))?,
        })
    }

    fn path(&self, key: &MediaKey) -> Path {
        self.prefix.clone().join(key.image()).join(key.file())
    }

    fn image_folder(&self, id: &ImageId) -> Path {
        self.prefix.clone().join(id.as_str())
    }

    /// The image id and file key an object of this store stands for, if any.
    fn key_of(&self, location: &Path) -> Option<MediaKey> {
        let mut parts = location.prefix_match(&self.prefix)?;
        let image = parts.next()?;
        let file = parts.next()?;
        parts
            .next()
            .is_none()
            .then(|| MediaKey::parse(&format!("{}/{}", image.as_ref(), file.as_ref())))
            .flatten()
    }
}

fn is_missing(error: &object_store::Error) -> bool {
    matches!(error, object_store::Error::NotFound { .. })
}

#[async_trait]
impl MediaStore for BucketStore {
    async fn put(&self, key: &MediaKey, bytes: &[u8], content_type: &str) -> anyhow::Result<()> {
        // An object appears whole or not at all: S3 has no half-written objects.
        let mut attributes = Attributes::new();
        attributes.insert(Attribute::ContentType, content_type.to_owned().into());
        let options = PutOptions {
            attributes,
            ..PutOptions::default()
        };
        self.store
            .put_opts(&self.path(key), PutPayload::from(bytes.to_vec()), options)
            .await
            .with_context(|| format!("writing {key} to {}", self.store))?;
        Ok(())
    }

    async fn get(&self, key: &MediaKey) -> anyhow::Result<Option<Vec<u8>>> {
        match self.store.get(&self.path(key)).await {
            Ok(found) => Ok(Some(found.bytes().await?.to_vec())),
            Err(error) if is_missing(&error) => Ok(None),
            Err(error) => Err(error).with_context(|| format!("reading {key}")),
        }
    }

    async fn open(
        &self,
        key: &MediaKey,
        range: Option<Range<u64>>,
    ) -> anyhow::Result<Option<FileRead>> {
        let options = GetOptions {
            range: range.map(GetRange::Bounded),
            ..GetOptions::default()
        };
        let found = match self.store.get_opts(&self.path(key), options).await {
            Ok(found) => found,
            Err(error) if is_missing(&error) => return Ok(None),
            Err(error) => return Err(error).with_context(|| format!("reading {key}")),
        };
        let meta = &found.meta;
        let etag = match &meta.e_tag {
            Some(tag) if tag.starts_with('"') => tag.clone(),
            Some(tag) => format!("\"{tag}\""),
            None => format!("\"{:x}-{:x}\"", meta.last_modified.timestamp(), meta.size),
        };
        let facts = FileFacts {
            size: meta.size,
            modified: SystemTime::from(meta.last_modified),
            etag,
        };
        let bytes = found.into_stream().map_err(std::io::Error::other).boxed();
        Ok(Some(FileRead { facts, bytes }))
    }

    async fn exists(&self, key: &MediaKey) -> anyhow::Result<bool> {
        match self.store.head(&self.path(key)).await {
            Ok(_) => Ok(true),
            Err(error) if is_missing(&error) => Ok(false),
            Err(error) => Err(error).with_context(|| format!("looking for {key}")),
        }
    }

    async fn files(&self, id: &ImageId) -> anyhow::Result<Vec<MediaKey>> {
        let objects: Vec<_> = self
            .store
            .list(Some(&self.image_folder(id)))
            .try_collect()
            .await
            .with_context(|| format!("listing image {id}"))?;
        Ok(objects
            .iter()
            .filter_map(|object| self.key_of(&object.location))
            .collect())
    }

    async fn images(&self) -> anyhow::Result<Vec<(ImageId, SystemTime)>> {
        let prefix = (!self.prefix.as_ref().is_empty()).then_some(&self.prefix);
        let mut newest: HashMap<String, SystemTime> = HashMap::new();
        let mut objects = self.store.list(prefix);
        while let Some(object) = objects.try_next().await.context("listing the images")? {
            let Some(key) = self.key_of(&object.location) else {
                continue;
            };
            let written = SystemTime::from(object.last_modified);
            let entry = newest.entry(key.image().to_owned()).or_insert(written);
            *entry = (*entry).max(written);
        }
        Ok(newest
            .into_iter()
            .filter_map(|(id, written)| Some((ImageId::parse(&id)?, written)))
            .collect())
    }

    async fn remove(&self, id: &ImageId) -> anyhow::Result<()> {
        for key in self.files(id).await? {
            match self.store.delete(&self.path(&key)).await {
                Err(error) if !is_missing(&error) => {
                    return Err(error).with_context(|| format!("removing {key}"));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
