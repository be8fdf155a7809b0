//! Times one upload of the largest kind the site takes: a 24-megapixel phone photo of about
//! 10 MB. Run with `cargo run --release -p media --example large_upload`.

use std::io::Cursor;
use std::time::Instant;

use image::codecs::jpeg::JpegEncoder;
use image::{ExtendedColorType, ImageEncoder, Rgb, RgbImage};
use media::processing::{self, Turns};
use media::{checks, ingest, variants, LocalStore, MediaKey};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let photo = photo_like_jpeg(6000, 4000);
    println!(
        "upload: 6000x4000 JPEG, {:.1} MB",
        photo.len() as f64 / 1_000_000.0
    );

    // The steps one by one, to see where the time goes.
    let started = Instant::now();
    let upload = checks::check(photo.clone())?;
    let checked = started.elapsed();
    let upright = processing::upright(&upload, Turns::new(1), variants::working_size)?;
    let decoded = started.elapsed();
    let rendered = variants::render(&upright.image, upright.width, upright.height)?;
    let done = started.elapsed();
    println!(
        "steps: check {:.3} s, decode and turn upright {:.2} s, render {} files {:.2} s",
        checked.as_secs_f64(),
        (decoded - checked).as_secs_f64(),
        rendered.len(),
        (done - decoded).as_secs_f64()
    );

    let folder = std::env::temp_dir().join(format!("media-large-upload-{}", std::process::id()));
    let store = LocalStore::new(&folder);
    let started = Instant::now();
    let stored = ingest(&store, &photo, 1).await?;
    println!(
        "ingest: {:.2} s for {} files",
        started.elapsed().as_secs_f64(),
        stored.variants.len()
    );
    let size = |key: &str| -> anyhow::Result<u64> {
        let key = MediaKey::parse(key).expect("ingest answers valid keys");
        Ok(std::fs::metadata(store.path(&key))?.len())
    };
    let mut total = 0;
    for variant in &stored.variants {
        let size = size(&variant.key)?;
        total += size;
        println!(
            "  {:<22} {:>4}x{:<4} {:>8} bytes",
            variant.key.rsplit('/').next().unwrap_or_default(),
            variant.width,
            variant.height,
            size
        );
    }

    println!("stored: {:.2} MB of variants", total as f64 / 1_000_000.0);

    let started = Instant::now();
    ingest(&store, &photo, 1).await?;
    println!(
        "same upload again: {:.3} s",
        started.elapsed().as_secs_f64()
    );
    std::fs::remove_dir_all(&folder)?;
    Ok(())
}

/// Smooth gradients with fine grain, like a photo: pure noise would not compress like one, and a
/// flat picture would be far under 10 MB.
fn photo_like_jpeg(width: u32, height: u32) -> Vec<u8> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let pixels = RgbImage::from_fn(width, height, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let grain = (seed % 48) as u32;
        let r = (x * 255 / width + grain).min(255) as u8;
        let g = (y * 255 / height + grain).min(255) as u8;
        let b = ((x + y) % 256 + grain / 2).min(255) as u8;
        Rgb([r, g, b])
    });
    let mut bytes = Cursor::new(Vec::new());
    JpegEncoder::new_with_quality(&mut bytes, 85)
        .write_image(pixels.as_raw(), width, height, ExtendedColorType::Rgb8)
        .expect("encoding to memory");
    bytes.into_inner()
}
