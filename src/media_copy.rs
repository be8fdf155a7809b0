//! Copies every stored photo from one media store to another, for a site moving its files from
//! the local folder to an S3-compatible store (or back). A file the target already has is left
//! as it is: keys are content addresses, so it holds the same bytes, and a copy cut off halfway
//! can simply be run again.

use media::MediaStore;

/// What a copy did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Copied {
    pub images: usize,
    pub files: usize,
}

pub async fn copy(from: &dyn MediaStore, to: &dyn MediaStore) -> anyhow::Result<Copied> {
    let mut copied = Copied::default();
    for (image, _) in from.images().await? {
        for key in from.files(&image).await? {
            if to.exists(&key).await? {
                continue;
            }
            // Gone since it was listed (the upload sweep, an erasure): nothing to copy.
            let Some(bytes) = from.get(&key).await? else {
                continue;
            };
            to.put(&key, &bytes, key.content_type()).await?;
            copied.files += 1;
        }
        copied.images += 1;
    }
    Ok(copied)
}
