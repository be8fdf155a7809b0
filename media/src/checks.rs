//! What an upload must be before a single pixel is decoded (SPEC §5: PNG or JPG, at least
//! 256×256, at most 10 MB). The format is read from the file's own first bytes, never from its
//! name or Content-Type, and the dimensions from its header, so an absurd image is refused in
//! microseconds instead of after the decoder has allocated for it.

use image::Limits;

use crate::error::{MediaError, Refusal};

/// SPEC §5's 10 MB, read generously as MiB: a phone photo just over 10,000,000 bytes passes.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;
/// SPEC §5: both sides at least this many pixels.
pub const MIN_SIDE: u32 = 256;
/// No camera makes a side this long (a 61-megapixel one makes 9,504); a header that claims
/// more is a bomb or garbage.
pub const MAX_SIDE: u32 = 10_000;
/// The pixel limit: 40 megapixels, well above a high-end phone's or camera's 24 to 33. With
/// uploads processed one at a time, this is what keeps the server's memory within 300 MB
/// (`bench/RESULTS.md`): the decoded pixels of one upload take at most [`MAX_DECODED_BYTES`].
pub const MAX_PIXELS: u64 = 40_000_000;
/// Decoded pixels at most: 8-bit RGBA at the pixel limit. A 16-bit PNG therefore gets half the
/// pixels; the decoder refuses it as too large beyond that.
pub const MAX_DECODED_BYTES: u64 = MAX_PIXELS * 4;

/// The two accepted formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UploadFormat {
    Png,
    Jpeg,
}

impl UploadFormat {
    pub(crate) fn to_image_format(self) -> image::ImageFormat {
        match self {
            UploadFormat::Png => image::ImageFormat::Png,
            UploadFormat::Jpeg => image::ImageFormat::Jpeg,
        }
    }
}

/// An upload that passed every check that needs no decoding. Only [`check`] makes one, so
/// holding one means the bytes are a size-limited PNG or complete JPEG with sane dimensions.
#[derive(Debug)]
pub struct CheckedUpload {
    bytes: Vec<u8>,
    format: UploadFormat,
    width: u32,
    height: u32,
}

impl CheckedUpload {
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub fn format(&self) -> UploadFormat {
        self.format
    }

    /// Width as stored in the file, before EXIF orientation.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height as stored in the file, before EXIF orientation.
    pub fn height(&self) -> u32 {
        self.height
    }
}

/// Checks an upload's size, format and declared dimensions without decoding its pixels.
pub fn check(bytes: Vec<u8>) -> Result<CheckedUpload, MediaError> {
    if bytes.len() > MAX_BYTES {
        return Err(MediaError::refused(Refusal::TooManyBytes));
    }
    let format = sniff(&bytes).ok_or(MediaError::refused(Refusal::NotPngOrJpeg))?;
    let (width, height) = match format {
        UploadFormat::Png => png_dimensions(&bytes),
        UploadFormat::Jpeg => jpeg_dimensions(&bytes),
    }
    .ok_or(MediaError::refused(Refusal::Corrupt))?;
    check_dimensions(width, height)?;
    Ok(CheckedUpload {
        bytes,
        format,
        width,
        height,
    })
}

/// Limits handed to the decoder as a second line of defence, should a header we read and the
/// one the decoder reads ever disagree.
pub fn decoder_limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    // Plus a little for the decoder's own buffers.
    limits.max_alloc = Some(MAX_DECODED_BYTES + 8 * 1024 * 1024);
    limits
}

fn check_dimensions(width: u32, height: u32) -> Result<(), MediaError> {
    if width > MAX_SIDE || height > MAX_SIDE || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(MediaError::refused(Refusal::TooLarge));
    }
    if width < MIN_SIDE || height < MIN_SIDE {
        return Err(MediaError::refused(Refusal::TooSmall));
    }
    Ok(())
}

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

fn sniff(bytes: &[u8]) -> Option<UploadFormat> {
    if bytes.starts_with(PNG_SIGNATURE) {
        Some(UploadFormat::Png)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(UploadFormat::Jpeg)
    } else {
        None
    }
}

/// PNG requires IHDR to be the first chunk: signature, length 13, "IHDR", width, height.
fn png_dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    let ihdr = bytes.get(8..24)?;
    if ihdr[0..4] != [0, 0, 0, 13] || &ihdr[4..8] != b"IHDR" {
        return None;
    }
    Some((be_u32(&ihdr[8..12]), be_u32(&ihdr[12..16])))
}

/// Walks the JPEG's marker segments to the frame header (SOF) for the dimensions, then makes
/// sure the image data ends with an end-of-image marker. The JPEG decoder we use is lenient and
/// would paint a truncated upload's missing half grey; we refuse it instead.
fn jpeg_dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    let mut at = 2;
    let mut size = None;
    loop {
        if *bytes.get(at)? != 0xFF {
            return None;
        }
        // Any number of 0xFF fill bytes may precede a marker.
        while *bytes.get(at)? == 0xFF {
            at += 1;
        }
        let marker = bytes[at];
        at += 1;
        match marker {
            // Markers without a length: TEM and restart markers.
            0x01 | 0xD0..=0xD7 => continue,
            // End of image before any scan: nothing to show.
            0xD9 => return None,
            _ => {}
        }
        let length = usize::from(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]));
        if length < 2 {
            return None;
        }
        let segment = bytes.get(at + 2..at + length)?;
        at += length;
        match marker {
            // Start of frame, in any of its coding variants (C4, C8 and CC are other tables).
            0xC0..=0xCF if !matches!(marker, 0xC4 | 0xC8 | 0xCC) => {
                // Precision, height, width. A zero height (defined later by DNL) is too exotic
                // to accept from a phone.
                let height = u32::from(u16::from_be_bytes([*segment.get(1)?, *segment.get(2)?]));
                let width = u32::from(u16::from_be_bytes([*segment.get(3)?, *segment.get(4)?]));
                if width == 0 || height == 0 {
                    return None;
                }
                size = Some((width, height));
            }
            // Start of scan: the entropy-coded data follows. Inside it 0xFF is always followed
            // by 0x00 or a restart marker, so 0xFF 0xD9 can only be the real end of image;
            // the EXIF thumbnail's own end marker was skipped with its APP1 segment above.
            0xDA => {
                let complete = bytes[at..].windows(2).any(|pair| pair == [0xFF, 0xD9]);
                return if complete { size } else { None };
            }
            _ => {}
        }
    }
}

fn be_u32(bytes: &[u8]) -> u32 {
    u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(bytes: Vec<u8>) -> Option<Refusal> {
        check(bytes).err().and_then(|error| error.refusal())
    }

    fn png_header(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = PNG_SIGNATURE.to_vec();
        bytes.extend_from_slice(&[0, 0, 0, 13]);
        bytes.extend_from_slice(b"IHDR");
        bytes.extend_from_slice(&width.to_be_bytes());
        bytes.extend_from_slice(&height.to_be_bytes());
        bytes.extend_from_slice(&[8, 2, 0, 0, 0, 0, 0, 0, 0]);
        bytes
    }

    #[test]
    fn png_dimensions_come_from_the_header_alone() {
        let upload = check(png_header(300, 400)).unwrap();
        assert_eq!((upload.width(), upload.height()), (300, 400));
        assert_eq!(upload.format(), UploadFormat::Png);
    }

    #[test]
    fn dimension_limits_apply_to_each_side_and_to_the_area() {
        assert!(check_dimensions(256, 256).is_ok());
        assert!(check_dimensions(MAX_SIDE, 4000).is_ok());
        assert_eq!(
            check_dimensions(255, 1000).unwrap_err().refusal(),
            Some(Refusal::TooSmall)
        );
        assert_eq!(
            check_dimensions(MAX_SIDE + 1, 300).unwrap_err().refusal(),
            Some(Refusal::TooLarge)
        );
        assert_eq!(
            check_dimensions(10_000, 10_000).unwrap_err().refusal(),
            Some(Refusal::TooLarge)
        );
    }

    #[test]
    fn an_empty_file_is_not_an_image() {
        assert_eq!(refusal(Vec::new()), Some(Refusal::NotPngOrJpeg));
    }

    #[test]
    fn a_png_signature_without_its_header_is_corrupt() {
        assert_eq!(refusal(PNG_SIGNATURE.to_vec()), Some(Refusal::Corrupt));
    }

    #[test]
    fn a_jpeg_that_stops_inside_a_segment_is_corrupt() {
        assert_eq!(
            refusal(vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, b'J']),
            Some(Refusal::Corrupt)
        );
        assert_eq!(refusal(vec![0xFF, 0xD8, 0xFF]), Some(Refusal::Corrupt));
    }

    #[test]
    fn a_jpeg_with_a_zero_length_segment_is_corrupt() {
        assert_eq!(
            refusal(vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00, 0xFF, 0xD9]),
            Some(Refusal::Corrupt)
        );
    }
}
