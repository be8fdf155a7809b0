//! From a checked upload to upright pixels. Decoding keeps only the pixels, so every piece of
//! metadata (GPS position, camera serial, the EXIF thumbnail) stays behind in the upload, which is
//! never stored: that is the point of re-encoding. The EXIF orientation a phone writes instead
//! of rotating its pixels is applied first, then the editor's turns (SPEC §4 `turnsCount`).

use std::io::Cursor;

use image::imageops::FilterType;
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageError, ImageReader, Rgb, RgbImage};

use crate::checks::{self, CheckedUpload};
use crate::error::{MediaError, Refusal};

/// Quarter turns clockwise, 0 to 3. Four turns are none, so any count is taken modulo 4, the way
/// the admin's rotate button cycles 0°, 90°, 180°, 270°.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Turns(u8);

impl Turns {
    pub fn new(turns: u8) -> Turns {
        Turns(turns % 4)
    }

    pub fn get(self) -> u8 {
        self.0
    }

    fn swaps_sides(self) -> bool {
        self.0 % 2 == 1
    }
}

/// The upload's pixels, upright, as 8-bit RGB.
#[derive(Debug)]
pub struct Upright {
    /// A working copy, possibly smaller than the upload (see [`upright`]).
    pub image: RgbImage,
    /// Width of the whole upload once upright.
    pub width: u32,
    /// Height of the whole upload once upright.
    pub height: u32,
}

/// Decodes `upload`, shrinks it to the size `working_size` asks for (given the upright size,
/// answering a size of the same aspect no larger), and turns it upright.
///
/// Shrinking comes before rotating because rotating copies every pixel: turning a 24-megapixel
/// photo costs more than turning the 2-megapixel copy the variants are made from.
pub fn upright(
    upload: &CheckedUpload,
    turns: Turns,
    working_size: impl FnOnce(u32, u32) -> (u32, u32),
) -> Result<Upright, MediaError> {
    let mut reader = ImageReader::with_format(
        Cursor::new(upload.bytes()),
        upload.format().to_image_format(),
    );
    reader.limits(checks::decoder_limits());
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    // A damaged EXIF block is no reason to refuse a photo whose pixels are fine.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let decoded = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    let stored = flatten(decoded);

    let swaps_sides = swaps_sides(orientation) != turns.swaps_sides();
    let (width, height) = if swaps_sides {
        (stored.height(), stored.width())
    } else {
        (stored.width(), stored.height())
    };
    let (working_width, working_height) = working_size(width, height);
    let stored = if (working_width, working_height) == (width, height) {
        stored
    } else if swaps_sides {
        shrink(&stored, working_height, working_width)
    } else {
        shrink(&stored, working_width, working_height)
    };

    let mut image = DynamicImage::ImageRgb8(stored);
    image.apply_orientation(orientation);
    let image = match turns.get() {
        1 => image.rotate90(),
        2 => image.rotate180(),
        3 => image.rotate270(),
        _ => image,
    };
    Ok(Upright {
        image: image.into_rgb8(),
        width,
        height,
    })
}

/// Triangle (bilinear) widens with the scale factor, so a large reduction still averages every
/// source pixel, at a fraction of the cost of Lanczos; the variants are sharpened by their own,
/// smaller resize afterwards.
fn shrink(image: &RgbImage, width: u32, height: u32) -> RgbImage {
    image::imageops::resize(image, width, height, FilterType::Triangle)
}

/// JPEG has no transparency, and one pixel layout keeps every later step simple: a transparent
/// PNG (a logo, a cut-out dog) is laid on white, the colour of the site's cards.
fn flatten(image: DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.into_rgb8();
    }
    let rgba = image.into_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let over_white = |channel: u8| {
            let alpha = u16::from(a);
            ((u16::from(channel) * alpha + 255 * (255 - alpha) + 127) / 255) as u8
        };
        Rgb([over_white(r), over_white(g), over_white(b)])
    })
}

fn swaps_sides(orientation: Orientation) -> bool {
    matches!(
        orientation,
        Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH
    )
}

/// Whatever the decoder found wrong, it is the file's fault: refuse, don't fail.
fn refusal(error: ImageError) -> MediaError {
    match error {
        ImageError::Limits(_) => MediaError::refused(Refusal::TooLarge),
        ImageError::Unsupported(_) => MediaError::refused(Refusal::NotPngOrJpeg),
        _ => MediaError::refused(Refusal::Corrupt),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgba;

    #[test]
    fn turns_wrap_around_at_four() {
        assert_eq!(Turns::new(4).get(), 0);
        assert_eq!(Turns::new(7).get(), 3);
    }

    #[test]
    fn transparent_pixels_become_white_and_opaque_ones_keep_their_colour() {
        let mut rgba = image::RgbaImage::new(2, 1);
        rgba.put_pixel(0, 0, Rgba([10, 20, 30, 0]));
        rgba.put_pixel(1, 0, Rgba([10, 20, 30, 255]));
        let flat = flatten(DynamicImage::ImageRgba8(rgba));
        assert_eq!(flat.get_pixel(0, 0).0, [255, 255, 255]);
        assert_eq!(flat.get_pixel(1, 0).0, [10, 20, 30]);
    }
}
