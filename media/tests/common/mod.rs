//! Images made in code for the tests: no binary fixtures to keep in the repository.

#![allow(dead_code)] // Each test file uses its own share of these helpers.

use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{ExtendedColorType, ImageEncoder, Rgb, RgbImage, Rgba, RgbaImage};

/// Blue, with a red square in the top-left corner: where the square ends up tells how the
/// picture was turned.
pub fn marked_photo(width: u32, height: u32) -> RgbImage {
    RgbImage::from_fn(width, height, |x, y| {
        if x < width / 4 && y < height / 4 {
            Rgb([230, 20, 20])
        } else {
            Rgb([20, 40, 200])
        }
    })
}

pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    encode_jpeg(&marked_photo(width, height), 90)
}

pub fn encode_jpeg(pixels: &RgbImage, quality: u8) -> Vec<u8> {
    let mut bytes = Cursor::new(Vec::new());
    JpegEncoder::new_with_quality(&mut bytes, quality)
        .write_image(
            pixels.as_raw(),
            pixels.width(),
            pixels.height(),
            ExtendedColorType::Rgb8,
        )
        .unwrap();
    bytes.into_inner()
}

pub fn png(width: u32, height: u32) -> Vec<u8> {
    encode_png(&marked_photo(width, height))
}

pub fn encode_png(pixels: &RgbImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes)
        .write_image(
            pixels.as_raw(),
            pixels.width(),
            pixels.height(),
            ExtendedColorType::Rgb8,
        )
        .unwrap();
    bytes
}

/// A half-transparent PNG, to see transparency laid on white.
pub fn transparent_png(width: u32, height: u32) -> Vec<u8> {
    let pixels = RgbaImage::from_pixel(width, height, Rgba([0, 0, 0, 0]));
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes)
        .write_image(pixels.as_raw(), width, height, ExtendedColorType::Rgba8)
        .unwrap();
    bytes
}

/// Words hidden in the GPS block, to look for in the output.
pub const GPS_SENTINEL: &[u8] = b"Kyiv shelter yard";

/// `jpeg` with an EXIF block (APP1) right after its start marker: an orientation tag and, if
/// `gps`, a GPS block with the shelter's position, as a phone writes them.
pub fn with_exif(jpeg: &[u8], orientation: u16, gps: bool) -> Vec<u8> {
    let tiff = exif_tiff(orientation, gps);
    let mut app1 = vec![0xFF, 0xE1];
    app1.extend_from_slice(&u16::try_from(2 + 6 + tiff.len()).unwrap().to_be_bytes());
    app1.extend_from_slice(b"Exif\0\0");
    app1.extend_from_slice(&tiff);

    let mut bytes = jpeg[..2].to_vec();
    bytes.extend_from_slice(&app1);
    bytes.extend_from_slice(&jpeg[2..]);
    bytes
}

/// A little-endian TIFF structure: IFD0 with Orientation (and a GPS pointer), then the GPS IFD.
fn exif_tiff(orientation: u16, gps: bool) -> Vec<u8> {
    let entry = |tag: u16, kind: u16, count: u32, value: [u8; 4]| {
        let mut bytes = Vec::with_capacity(12);
        bytes.extend_from_slice(&tag.to_le_bytes());
        bytes.extend_from_slice(&kind.to_le_bytes());
        bytes.extend_from_slice(&count.to_le_bytes());
        bytes.extend_from_slice(&value);
        bytes
    };
    const SHORT: u16 = 3;
    const LONG: u16 = 4;
    const ASCII: u16 = 2;
    const RATIONAL: u16 = 5;
    const UNDEFINED: u16 = 7;

    let ifd0_entries: u16 = if gps { 2 } else { 1 };
    let ifd0_len = 2 + 12 * u32::from(ifd0_entries) + 4;
    let gps_ifd = 8 + ifd0_len;

    let mut tiff = b"II\x2a\x00".to_vec();
    tiff.extend_from_slice(&8u32.to_le_bytes());
    tiff.extend_from_slice(&ifd0_entries.to_le_bytes());
    let [low, high] = orientation.to_le_bytes();
    tiff.extend(entry(0x0112, SHORT, 1, [low, high, 0, 0]));
    if gps {
        tiff.extend(entry(0x8825, LONG, 1, gps_ifd.to_le_bytes()));
    }
    tiff.extend_from_slice(&0u32.to_le_bytes());
    if !gps {
        return tiff;
    }

    // GPS IFD: latitude 50°27'N, longitude 30°31'E, and an area description.
    let entries: u16 = 5;
    let data = gps_ifd + 2 + 12 * u32::from(entries) + 4;
    let latitude_at = data;
    let longitude_at = data + 24;
    let area_at = data + 48;
    let mut area = b"ASCII\0\0\0".to_vec();
    area.extend_from_slice(GPS_SENTINEL);

    tiff.extend_from_slice(&entries.to_le_bytes());
    tiff.extend(entry(0x0001, ASCII, 2, *b"N\0\0\0"));
    tiff.extend(entry(0x0002, RATIONAL, 3, latitude_at.to_le_bytes()));
    tiff.extend(entry(0x0003, ASCII, 2, *b"E\0\0\0"));
    tiff.extend(entry(0x0004, RATIONAL, 3, longitude_at.to_le_bytes()));
    tiff.extend(entry(
        0x001C,
        UNDEFINED,
        u32::try_from(area.len()).unwrap(),
        area_at.to_le_bytes(),
    ));
    tiff.extend_from_slice(&0u32.to_le_bytes());
    for (numerator, denominator) in [(50u32, 1u32), (27, 1), (0, 1), (30, 1), (31, 1), (0, 1)] {
        tiff.extend_from_slice(&numerator.to_le_bytes());
        tiff.extend_from_slice(&denominator.to_le_bytes());
    }
    tiff.extend_from_slice(&area);
    tiff
}

/// The start of a GIF, 300×300: its first bytes are all a content check looks at.
pub fn gif() -> Vec<u8> {
    let mut bytes = b"GIF89a".to_vec();
    bytes.extend_from_slice(&300u16.to_le_bytes());
    bytes.extend_from_slice(&300u16.to_le_bytes());
    bytes.extend_from_slice(&[0; 64]);
    bytes.push(0x3B);
    bytes
}

/// A valid PNG whose header declares `width`×`height` but whose data is a few bytes: what a
/// decompression bomb looks like before the decoder has allocated for it.
pub fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    push_chunk(&mut bytes, b"IHDR", &ihdr);
    // A zlib stream of a few zero bytes.
    push_chunk(
        &mut bytes,
        b"IDAT",
        &[0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01],
    );
    push_chunk(&mut bytes, b"IEND", &[]);
    bytes
}

fn push_chunk(bytes: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    bytes.extend_from_slice(&u32::try_from(data.len()).unwrap().to_be_bytes());
    let start = bytes.len();
    bytes.extend_from_slice(kind);
    bytes.extend_from_slice(data);
    let crc = crc32(&bytes[start..]);
    bytes.extend_from_slice(&crc.to_be_bytes());
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// The APPn segment markers (0xE0 to 0xEF) of a JPEG before its image data.
pub fn jpeg_app_markers(jpeg: &[u8]) -> Vec<u8> {
    let mut markers = Vec::new();
    let mut at = 2;
    while at + 4 <= jpeg.len() && jpeg[at] == 0xFF {
        let marker = jpeg[at + 1];
        if marker == 0xDA {
            break;
        }
        if (0xE0..=0xEF).contains(&marker) {
            markers.push(marker);
        }
        at += 2 + usize::from(u16::from_be_bytes([jpeg[at + 2], jpeg[at + 3]]));
    }
    markers
}

pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle)
}

/// A folder of its own under the system's temporary folder, removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new() -> TempDir {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let path = std::env::temp_dir().join(format!(
            "media-test-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
