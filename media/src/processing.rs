//! From a checked upload to upright pixels. Decoding keeps only the pixels, so every piece of
//! metadata (GPS position, camera serial, the EXIF thumbnail) stays behind in the upload, which is
//! never stored: that is the point of re-encoding. The EXIF orientation a phone writes instead
//! of rotating its pixels is applied first, then the editor's turns (SPEC §4 `turnsCount`).

use std::io::Cursor;

use image::metadata::Orientation;
use image::{DynamicImage, GenericImageView, ImageDecoder, ImageError, ImageReader, Rgb, RgbImage};

use crate::checks::{self, CheckedUpload, UploadFormat};
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
    let (stored_width, stored_height) = decoder.dimensions();

    let swaps_sides = swaps_sides(orientation) != turns.swaps_sides();
    let (width, height) = if swaps_sides {
        (stored_height, stored_width)
    } else {
        (stored_width, stored_height)
    };
    let (working_width, working_height) = working_size(width, height);
    // The working size as the pixels are stored, before they are turned.
    let (target_width, target_height) = if swaps_sides {
        (working_height, working_width)
    } else {
        (working_width, working_height)
    };
    let scaled = match upload.format() {
        UploadFormat::Jpeg => decode_jpeg_scaled(upload.bytes(), target_width, target_height),
        UploadFormat::Png => None,
    };
    let decoded = match scaled {
        Some(image) => image,
        None => DynamicImage::from_decoder(decoder).map_err(refusal)?,
    };
    let factor = (decoded.width() / target_width)
        .min(decoded.height() / target_height)
        .max(1);
    // The decoded upload is let go as soon as the reduced copy exists: with a phone's photo
    // that is the largest buffer of the whole upload.
    let stored = if factor > 1 {
        let reduced = reduce(&decoded, factor);
        drop(decoded);
        reduced
    } else {
        flatten(decoded)
    };
    let stored = if (stored.width(), stored.height()) == (target_width, target_height) {
        stored
    } else {
        shrink(&stored, target_width, target_height)
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

/// The JPEG decoded at the smallest of its full size, a half, a quarter or an eighth that still
/// covers `width`×`height`; `None` when that is the full size, or for what this decoder does
/// not turn into RGB or grey (CMYK), which `image`'s decoder then decodes whole.
fn decode_jpeg_scaled(bytes: &[u8], width: u32, height: u32) -> Option<DynamicImage> {
    let mut decoder = jpeg_decoder::Decoder::new(bytes);
    decoder.read_info().ok()?;
    let info = decoder.info()?;
    let requested = |side: u32| u16::try_from(side).ok();
    let (scaled_width, scaled_height) =
        decoder.scale(requested(width)?, requested(height)?).ok()?;
    let covers = u32::from(scaled_width) >= width && u32::from(scaled_height) >= height;
    let smaller = (scaled_width, scaled_height) != (info.width, info.height);
    if !covers || !smaller {
        return None;
    }
    let pixels = decoder.decode().ok()?;
    let (width, height) = (u32::from(scaled_width), u32::from(scaled_height));
    match decoder.info()?.pixel_format {
        jpeg_decoder::PixelFormat::RGB24 => {
            RgbImage::from_raw(width, height, pixels).map(DynamicImage::ImageRgb8)
        }
        jpeg_decoder::PixelFormat::L8 => {
            image::GrayImage::from_raw(width, height, pixels).map(DynamicImage::ImageLuma8)
        }
        jpeg_decoder::PixelFormat::L16 | jpeg_decoder::PixelFormat::CMYK32 => None,
    }
}

/// Averages every `factor`×`factor` block of pixels into one, laying transparency on white on
/// the way. A large upload is brought near its working size this way in one pass and a small
/// buffer: the filtered resize that follows keeps a floating-point copy of its source's full
/// width, which for a 40-megapixel photo would be more memory than the photo itself.
fn reduce(image: &DynamicImage, factor: u32) -> RgbImage {
    let (width, height) = (image.width(), image.height());
    let (reduced_width, reduced_height) = (width.div_ceil(factor), height.div_ceil(factor));
    let mut reduced = RgbImage::new(reduced_width, reduced_height);
    let mut sums = vec![0_u32; reduced_width as usize * 3];
    for reduced_y in 0..reduced_height {
        sums.fill(0);
        let rows = reduced_y * factor..((reduced_y + 1) * factor).min(height);
        let row_count = rows.len() as u32;
        for y in rows {
            for x in 0..width {
                let pixel = over_white(image, x, y);
                let at = (x / factor) as usize * 3;
                for channel in 0..3 {
                    sums[at + channel] += u32::from(pixel[channel]);
                }
            }
        }
        for reduced_x in 0..reduced_width {
            let columns = factor.min(width - reduced_x * factor);
            let count = columns * row_count;
            let at = reduced_x as usize * 3;
            let mean = |channel: usize| ((sums[at + channel] + count / 2) / count) as u8;
            reduced.put_pixel(reduced_x, reduced_y, Rgb([mean(0), mean(1), mean(2)]));
        }
    }
    reduced
}

/// One pixel as 8-bit RGB on white. The common layouts are read straight from their buffers.
fn over_white(image: &DynamicImage, x: u32, y: u32) -> [u8; 3] {
    match image {
        DynamicImage::ImageRgb8(rgb) => rgb.get_pixel(x, y).0,
        DynamicImage::ImageLuma8(luma) => {
            let [value] = luma.get_pixel(x, y).0;
            [value; 3]
        }
        DynamicImage::ImageRgba8(rgba) => lay_on_white(rgba.get_pixel(x, y).0),
        other => lay_on_white(other.get_pixel(x, y).0),
    }
}

fn lay_on_white([r, g, b, a]: [u8; 4]) -> [u8; 3] {
    let over_white = |channel: u8| {
        let alpha = u16::from(a);
        ((u16::from(channel) * alpha + 255 * (255 - alpha) + 127) / 255) as u8
    };
    [over_white(r), over_white(g), over_white(b)]
}

/// Each target pixel is the average of the source area it covers, so every source pixel counts
/// whatever the factor; the variants are sharpened by their own, smaller resize afterwards. A
/// filtered resize would keep a floating-point copy of the source's full width at the target's
/// height, 46 MB for a phone's photo, more than the photo's own pixels; averaging keeps none.
fn shrink(image: &RgbImage, width: u32, height: u32) -> RgbImage {
    image::imageops::thumbnail(image, width, height)
}

/// JPEG has no transparency, and one pixel layout keeps every later step simple: a transparent
/// PNG (a logo, a cut-out dog) is laid on white, the colour of the site's cards.
fn flatten(image: DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.into_rgb8();
    }
    let rgba = image.into_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        Rgb(lay_on_white(rgba.get_pixel(x, y).0))
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
    fn reducing_averages_each_block_and_keeps_the_edge_blocks() {
        // 5×2, halved: blocks of 2×2, 2×2 and the 1×2 edge column.
        let image = RgbImage::from_fn(5, 2, |x, _| match x {
            0 => Rgb([0, 0, 0]),
            1 => Rgb([100, 100, 100]),
            _ => Rgb([200, 10, 30]),
        });
        let reduced = reduce(&DynamicImage::ImageRgb8(image), 2);
        assert_eq!((reduced.width(), reduced.height()), (3, 1));
        assert_eq!(reduced.get_pixel(0, 0).0, [50, 50, 50]);
        assert_eq!(reduced.get_pixel(1, 0).0, [200, 10, 30]);
        assert_eq!(reduced.get_pixel(2, 0).0, [200, 10, 30]);
        let mut clear = image::RgbaImage::new(2, 2);
        clear.put_pixel(0, 0, Rgba([0, 0, 0, 255]));
        let reduced = reduce(&DynamicImage::ImageRgba8(clear), 2);
        assert_eq!(reduced.get_pixel(0, 0).0, [191, 191, 191]);
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
