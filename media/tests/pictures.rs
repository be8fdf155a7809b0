//! What comes out of an accepted upload: upright, turned as asked, in every variant at its exact
//! size, in both formats, with no metadata left.

mod common;

use common::TempDir;
use image::{ImageDecoder, RgbImage};
use media::variants::Fit;
use media::{
    ingest, ingest_keeping_original, turn, LocalStore, MediaError, MediaKey, MediaStore,
    OutputFormat, StoredImage, VARIANTS,
};

async fn ingested(bytes: &[u8], turns: u8) -> (TempDir, LocalStore, StoredImage) {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path());
    let stored = ingest(&store, bytes, turns).await.unwrap();
    (folder, store, stored)
}

async fn file(
    store: &LocalStore,
    stored: &StoredImage,
    name: &str,
    format: OutputFormat,
) -> Vec<u8> {
    let variant = stored.variant(name, format).unwrap();
    let key = MediaKey::parse(&variant.key).unwrap();
    store.get(&key).await.unwrap().unwrap()
}

async fn pixels(store: &LocalStore, stored: &StoredImage, name: &str) -> RgbImage {
    let bytes = file(store, stored, name, OutputFormat::Jpeg).await;
    image::load_from_memory(&bytes).unwrap().into_rgb8()
}

fn is_red(pixels: &RgbImage, x: u32, y: u32) -> bool {
    let [r, _, b] = pixels.get_pixel(x, y).0;
    r > 150 && b < 100
}

#[tokio::test]
async fn every_variant_has_its_exact_size_in_webp_and_jpeg() {
    let (_folder, store, stored) = ingested(&common::png(1000, 800), 0).await;
    assert_eq!((stored.width, stored.height), (1000, 800));
    assert_eq!(stored.variants.len(), VARIANTS.len() * 2);

    let expected = |name: &str| match name {
        "card" => (392, 288),
        "card-2x" => (784, 576),
        "album-pair" => (195, 288),
        "album-pair-2x" => (390, 576),
        "album-trio-tall" => (206, 288),
        "album-trio-tall-2x" => (412, 576),
        "album-trio-small" => (184, 143),
        "album-trio-small-2x" => (368, 286),
        "thumb-small" => (124, 99),
        "thumb" => (202, 162),
        "detail" => (960, 768),
        // Never enlarged past the upload.
        "full" => (1000, 800),
        other => panic!("unexpected variant {other}"),
    };
    for variant in &stored.variants {
        assert_eq!(
            (variant.width, variant.height),
            expected(&variant.name),
            "{}",
            variant.name
        );
        let bytes = file(&store, &stored, &variant.name, variant.format).await;
        let decoded = match variant.format {
            OutputFormat::Jpeg => {
                assert!(bytes.starts_with(&[0xFF, 0xD8, 0xFF]));
                image::load_from_memory(&bytes).unwrap()
            }
            OutputFormat::WebP => {
                assert!(bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP");
                // Lossy WebP: a VP8 (not VP8L lossless) chunk.
                assert_eq!(&bytes[12..16], b"VP8 ");
                let (width, height) = webp_size(&bytes);
                assert_eq!(
                    (width, height),
                    (variant.width, variant.height),
                    "{}",
                    variant.name
                );
                continue;
            }
        };
        assert_eq!(
            (decoded.width(), decoded.height()),
            (variant.width, variant.height),
            "{}",
            variant.name
        );
    }
}

/// The frame size of a simple lossy WebP, from its VP8 key frame header.
fn webp_size(bytes: &[u8]) -> (u32, u32) {
    let frame = &bytes[20..];
    assert_eq!(&frame[3..6], &[0x9D, 0x01, 0x2A]);
    let width = u16::from_le_bytes([frame[6], frame[7]]) & 0x3FFF;
    let height = u16::from_le_bytes([frame[8], frame[9]]) & 0x3FFF;
    (u32::from(width), u32::from(height))
}

#[tokio::test]
async fn a_large_photo_is_shrunk_to_1920_on_its_longest_side() {
    let (_folder, _store, stored) = ingested(&common::jpeg(2400, 3200), 0).await;
    let full = stored.variant("full", OutputFormat::WebP).unwrap();
    assert_eq!((full.width, full.height), (1440, 1920));
    let detail = stored.variant("detail", OutputFormat::Jpeg).unwrap();
    assert_eq!((detail.width, detail.height), (960, 1280));
}

#[tokio::test]
async fn exif_orientation_6_is_applied_so_a_sideways_photo_stands_up() {
    let sideways = common::with_exif(&common::jpeg(400, 300), 6, false);
    let (_folder, store, stored) = ingested(&sideways, 0).await;
    assert_eq!((stored.width, stored.height), (300, 400));
    let full = pixels(&store, &stored, "full").await;
    assert_eq!((full.width(), full.height()), (300, 400));
    // Orientation 6 means "turn a quarter clockwise": the top-left mark goes top-right.
    assert!(is_red(&full, 300 - 10, 10));
    assert!(!is_red(&full, 10, 10));
}

#[tokio::test]
async fn a_phones_sideways_12_megapixel_photo_stands_up_at_full_detail() {
    // Decoded at half its size (DCT scaling), which still covers the 1920 pixels it needs.
    let sideways = common::with_exif(&common::jpeg(4032, 3024), 6, false);
    let (_folder, store, stored) = ingested(&sideways, 0).await;
    assert_eq!((stored.width, stored.height), (3024, 4032));
    let full = pixels(&store, &stored, "full").await;
    assert_eq!((full.width(), full.height()), (1440, 1920));
    assert!(is_red(&full, 1440 - 10, 10));
    assert!(is_red(&full, 1440 - 350, 470));
    assert!(!is_red(&full, 10, 10));
    assert!(!is_red(&full, 1440 - 370, 10));
    assert!(!is_red(&full, 1440 - 10, 490));
}

#[tokio::test]
async fn one_turn_rotates_a_quarter_clockwise() {
    let (_folder, store, stored) = ingested(&common::png(400, 300), 1).await;
    assert_eq!((stored.width, stored.height), (300, 400));
    let full = pixels(&store, &stored, "full").await;
    assert!(is_red(&full, 300 - 10, 10));
    assert!(!is_red(&full, 10, 10));
}

#[tokio::test]
async fn two_turns_put_the_photo_upside_down() {
    let (_folder, store, stored) = ingested(&common::png(400, 300), 2).await;
    assert_eq!((stored.width, stored.height), (400, 300));
    let full = pixels(&store, &stored, "full").await;
    assert!(is_red(&full, 400 - 10, 300 - 10));
    assert!(!is_red(&full, 10, 10));
}

#[tokio::test]
async fn a_kept_original_is_turned_again_from_its_own_bytes() {
    let folder = TempDir::new();
    let store = LocalStore::new(folder.path());
    let upload = common::png(400, 300);
    let source = ingest_keeping_original(&store, &upload).await.unwrap();
    assert_eq!((source.width, source.height), (400, 300));

    let turned = turn(&store, &source.id, 1).await.unwrap();
    assert_ne!(turned.id, source.id);
    assert_eq!((turned.width, turned.height), (300, 400));
    assert!(is_red(&pixels(&store, &turned, "full").await, 300 - 10, 10));
    // Four quarters later the photo is the upload again, rendered once.
    assert_eq!(turn(&store, &source.id, 4).await.unwrap(), source);
}

#[tokio::test]
async fn an_image_without_a_kept_original_cannot_be_turned() {
    let (_folder, store, stored) = ingested(&common::png(400, 300), 0).await;
    assert!(matches!(
        turn(&store, &stored.id, 1).await,
        Err(MediaError::Failed(_))
    ));
}

#[tokio::test]
async fn turns_add_to_the_exif_orientation() {
    // A quarter from EXIF and three from the editor make a full turn: back to the stored pixels.
    let sideways = common::with_exif(&common::jpeg(400, 300), 6, false);
    let (_folder, store, stored) = ingested(&sideways, 3).await;
    assert_eq!((stored.width, stored.height), (400, 300));
    let full = pixels(&store, &stored, "full").await;
    assert!(is_red(&full, 10, 10));
}

#[tokio::test]
async fn a_photo_with_gps_in_its_exif_comes_out_without_any_metadata() {
    let original = common::with_exif(&common::jpeg(800, 600), 1, true);
    // The upload really carries the position.
    assert!(common::contains(&original, common::GPS_SENTINEL));
    assert!(common::jpeg_app_markers(&original).contains(&0xE1));

    let (_folder, store, stored) = ingested(&original, 0).await;
    for variant in &stored.variants {
        let bytes = file(&store, &stored, &variant.name, variant.format).await;
        assert!(
            !common::contains(&bytes, common::GPS_SENTINEL),
            "{}",
            variant.key
        );
        assert!(!common::contains(&bytes, b"Exif"), "{}", variant.key);
        match variant.format {
            // Only the encoder's own JFIF header (APP0) is left.
            OutputFormat::Jpeg => {
                assert_eq!(
                    common::jpeg_app_markers(&bytes),
                    vec![0xE0],
                    "{}",
                    variant.key
                );
                let mut decoder =
                    image::codecs::jpeg::JpegDecoder::new(std::io::Cursor::new(&bytes)).unwrap();
                assert_eq!(decoder.exif_metadata().unwrap(), None);
            }
            OutputFormat::WebP => {
                for chunk in [b"EXIF", b"XMP ", b"ICCP"] {
                    assert!(!common::contains(&bytes, chunk), "{}", variant.key);
                }
            }
        }
    }
}

#[tokio::test]
async fn transparency_is_laid_on_white() {
    let (_folder, store, stored) = ingested(&common::transparent_png(300, 300), 0).await;
    let card = pixels(&store, &stored, "card").await;
    assert!(card
        .pixels()
        .all(|pixel| pixel.0.iter().all(|&channel| channel > 245)));
}

#[tokio::test]
async fn srcset_lists_a_family_narrowest_first() {
    let (_folder, _store, stored) = ingested(&common::jpeg(2400, 1600), 0).await;
    let id = &stored.id;
    assert_eq!(
        stored.srcset("card", OutputFormat::WebP, "/media/"),
        format!("/media/{id}/card.webp 392w, /media/{id}/card-2x.webp 784w")
    );
    assert_eq!(
        stored.srcset("thumb", OutputFormat::Jpeg, "/media/"),
        format!(
            "/media/{id}/thumb-small.jpg 124w, /media/{id}/thumb.jpg 202w, \
             /media/{id}/detail.jpg 960w, /media/{id}/full.jpg 1920w"
        )
    );
    assert_eq!(
        stored.srcset("no-such-variant", OutputFormat::Jpeg, "/media/"),
        ""
    );
}

#[test]
fn the_album_crops_of_spec_section_9_are_in_the_table() {
    for (width, height) in [(392, 288), (195, 288), (206, 288), (184, 143)] {
        assert!(
            VARIANTS
                .iter()
                .any(|variant| variant.fit == Fit::Fill { width, height }),
            "{width}x{height}"
        );
    }
}
