//! Every kind of bad upload is refused with `warningMessageInvalidPhoto` and its reason, quickly,
//! and nothing is stored.

mod common;

use std::time::{Duration, Instant};

use common::TempDir;
use media::{ingest, LocalStore, MediaError, Refusal};

async fn refusal_of(bytes: &[u8]) -> Refusal {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path().join("media"));
    let error = ingest(&store, bytes, 0).await.unwrap_err();
    assert_eq!(error.code(), "warningMessageInvalidPhoto");
    assert!(
        !folder.path().join("media").exists(),
        "a refused upload left files behind"
    );
    error.refusal().unwrap()
}

#[tokio::test]
async fn a_text_file_named_like_a_photo_is_not_a_photo() {
    let folder = TempDir::new();
    let path = folder.path().join("dog.jpg");
    std::fs::write(
        &path,
        "Not a photo at all, just words in a file called dog.jpg\n",
    )
    .unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(refusal_of(&bytes).await, Refusal::NotPngOrJpeg);
}

#[tokio::test]
async fn a_gif_is_refused_even_though_it_is_an_image() {
    assert_eq!(refusal_of(&common::gif()).await, Refusal::NotPngOrJpeg);
}

#[tokio::test]
async fn a_100_by_100_png_is_too_small() {
    assert_eq!(refusal_of(&common::png(100, 100)).await, Refusal::TooSmall);
}

#[tokio::test]
async fn a_photo_narrower_than_256_pixels_is_too_small() {
    assert_eq!(refusal_of(&common::jpeg(255, 600)).await, Refusal::TooSmall);
}

#[tokio::test]
async fn a_truncated_jpeg_is_corrupt() {
    let whole = common::jpeg(600, 400);
    let half = &whole[..whole.len() / 2];
    assert_eq!(refusal_of(half).await, Refusal::Corrupt);
}

#[tokio::test]
async fn a_jpeg_cut_just_before_its_end_marker_is_corrupt() {
    let whole = common::jpeg(600, 400);
    assert_eq!(
        refusal_of(&whole[..whole.len() - 2]).await,
        Refusal::Corrupt
    );
}

#[tokio::test]
async fn a_truncated_png_is_corrupt() {
    let whole = common::png(600, 400);
    let half = &whole[..whole.len() / 2];
    assert_eq!(refusal_of(half).await, Refusal::Corrupt);
}

#[tokio::test]
async fn a_png_with_damaged_pixel_data_is_corrupt() {
    let mut bytes = common::png(600, 400);
    let middle = bytes.len() / 2;
    for byte in &mut bytes[middle..middle + 64] {
        *byte = !*byte;
    }
    assert_eq!(refusal_of(&bytes).await, Refusal::Corrupt);
}

#[tokio::test]
async fn a_file_over_10_megabytes_is_refused_by_size() {
    let mut bytes = common::jpeg(600, 400);
    bytes.resize(11 * 1024 * 1024, 0);
    assert_eq!(refusal_of(&bytes).await, Refusal::TooManyBytes);
}

#[tokio::test]
async fn a_png_declaring_60000_by_60000_pixels_is_refused_before_decoding() {
    let bomb = common::png_declaring(60_000, 60_000);
    assert!(bomb.len() < 100);
    let started = Instant::now();
    assert_eq!(refusal_of(&bomb).await, Refusal::TooLarge);
    // Decoding would need 10 GB; refusing from the header takes microseconds.
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[tokio::test]
async fn a_jpeg_declaring_a_side_over_12000_pixels_is_refused() {
    let mut bytes = common::jpeg(600, 400);
    // Rewrite the frame header's width (SOF0: marker, length, precision, height, width).
    let sof = bytes
        .windows(2)
        .position(|pair| pair == [0xFF, 0xC0])
        .unwrap();
    bytes[sof + 7..sof + 9].copy_from_slice(&40_000u16.to_be_bytes());
    assert_eq!(refusal_of(&bytes).await, Refusal::TooLarge);
}

#[test]
fn refusals_and_failures_carry_the_spec_keys() {
    let refused = MediaError::InvalidPhoto {
        reason: Refusal::TooSmall,
    };
    assert_eq!(refused.code(), "warningMessageInvalidPhoto");
    let failed = MediaError::Failed(anyhow::anyhow!("disk full at /secret/path"));
    assert_eq!(failed.code(), "uploadingErrorMessage");
    assert!(!failed.message().contains("secret"));
}
