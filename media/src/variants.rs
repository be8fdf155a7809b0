//! The fixed set of sizes every upload is rendered to, once, at upload time, in WebP for the
//! browsers that take it (all current ones) and JPEG as the fallback. Pages never resize on
//! request: a variant is a file, served with a long cache lifetime.

use std::borrow::Cow;
use std::io::Cursor;

use anyhow::Context;
use fast_image_resize::{FilterType, ResizeAlg, ResizeOptions, Resizer};
use image::codecs::jpeg::JpegEncoder;
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use serde::{Deserialize, Serialize};

use crate::error::MediaError;

/// How a variant takes its size from the upright upload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fit {
    /// Exactly this size: scaled to cover it, then cropped around the centre (SPEC §9 "resize
    /// with fill cropping"). A small upload is enlarged: the layout needs the exact box.
    Fill { width: u32, height: u32 },
    /// This width at most, aspect kept, never enlarged.
    Width(u32),
    /// This longest side at most, aspect kept, never enlarged.
    LongestSide(u32),
}

impl Fit {
    /// The variant's size for an upright upload of `width`×`height`.
    pub fn size(self, width: u32, height: u32) -> (u32, u32) {
        match self {
            Fit::Fill { width, height } => (width, height),
            Fit::Width(max) => scale_to(width, height, f64::from(max) / f64::from(width)),
            Fit::LongestSide(max) => {
                scale_to(width, height, f64::from(max) / f64::from(width.max(height)))
            }
        }
    }

    /// The scale of the upload this variant draws its pixels from at full detail.
    fn scale_needed(self, width: u32, height: u32) -> f64 {
        match self {
            Fit::Fill {
                width: w,
                height: h,
            } => (f64::from(w) / f64::from(width)).max(f64::from(h) / f64::from(height)),
            Fit::Width(max) => f64::from(max) / f64::from(width),
            Fit::LongestSide(max) => f64::from(max) / f64::from(width.max(height)),
        }
    }
}

/// One named size. Variants of one `family` show the same picture at different widths and
/// together make one `srcset`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    pub name: &'static str,
    pub family: &'static str,
    pub fit: Fit,
}

const fn fill(name: &'static str, family: &'static str, width: u32, height: u32) -> Variant {
    Variant {
        name,
        family,
        fit: Fit::Fill { width, height },
    }
}

/// Every variant of every upload. Fixed boxes come twice, at 1× and at 2× for high-density
/// phone screens; a browser picks from the family's `srcset`.
pub const VARIANTS: &[Variant] = &[
    // Dog and article cards; also the one-photo album layout (SPEC §9: 392×288).
    fill("card", "card", 392, 288),
    fill("card-2x", "card", 784, 576),
    // Album layouts of SPEC §9: two photos side by side, then three (one tall, two small).
    fill("album-pair", "album-pair", 195, 288),
    fill("album-pair-2x", "album-pair", 390, 576),
    fill("album-trio-tall", "album-trio-tall", 206, 288),
    fill("album-trio-tall-2x", "album-trio-tall", 412, 576),
    fill("album-trio-small", "album-trio-small", 184, 143),
    fill("album-trio-small-2x", "album-trio-small", 368, 286),
    // The photo itself, aspect kept: gallery thumbnails (SPEC §9: 124 wide on phones, 202 from
    // tablets up), the details page, and the full-screen slide (1455 wide on desktop).
    Variant {
        name: "thumb-small",
        family: "photo",
        fit: Fit::Width(124),
    },
    Variant {
        name: "thumb",
        family: "photo",
        fit: Fit::Width(202),
    },
    Variant {
        name: "detail",
        family: "photo",
        fit: Fit::Width(960),
    },
    Variant {
        name: "full",
        family: "photo",
        fit: Fit::LongestSide(1920),
    },
];

/// The file formats every variant is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OutputFormat {
    WebP,
    Jpeg,
}

impl OutputFormat {
    pub const ALL: [OutputFormat; 2] = [OutputFormat::WebP, OutputFormat::Jpeg];

    pub fn extension(self) -> &'static str {
        match self {
            OutputFormat::WebP => "webp",
            OutputFormat::Jpeg => "jpg",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            OutputFormat::WebP => "image/webp",
            OutputFormat::Jpeg => "image/jpeg",
        }
    }
}

/// libwebp's lossy quality 80 is visually on par with JPEG 82 and about a third smaller.
const WEBP_QUALITY: f32 = 80.0;
const JPEG_QUALITY: u8 = 82;

/// The size of the working copy the variants are cut from: large enough that no variant has
/// to enlarge what the upload has, never larger than the upload. Resizing a 24-megapixel
/// photo once, then every variant from the copy, is what keeps an upload fast.
pub fn working_size(width: u32, height: u32) -> (u32, u32) {
    let scale = VARIANTS
        .iter()
        .map(|variant| variant.fit.scale_needed(width, height))
        .fold(0.0, f64::max);
    if scale >= 1.0 {
        (width, height)
    } else {
        // Rounded up, so the copy never falls a pixel short of what a variant needs.
        (
            ((f64::from(width) * scale).ceil() as u32).clamp(1, width),
            ((f64::from(height) * scale).ceil() as u32).clamp(1, height),
        )
    }
}

/// One encoded file.
#[derive(Debug)]
pub struct Rendered {
    pub variant: &'static Variant,
    pub format: OutputFormat,
    pub width: u32,
    pub height: u32,
    pub bytes: Vec<u8>,
}

/// Renders every variant of `image` (upright, see [`crate::processing`]) in every format;
/// `width`×`height` is the upright upload's full size, which `image` may be a copy of.
pub fn render(image: &RgbImage, width: u32, height: u32) -> Result<Vec<Rendered>, MediaError> {
    // Largest first, so each variant can be cut from the smallest copy made so far that still
    // holds the detail it needs: a 124-pixel thumbnail resampled from a 202-pixel one instead of
    // from 1920 pixels costs a hundredth of the time, for no visible difference.
    let mut order: Vec<&'static Variant> = VARIANTS.iter().collect();
    order.sort_by(|a, b| {
        let needed = |variant: &Variant| variant.fit.scale_needed(width, height);
        needed(b).total_cmp(&needed(a))
    });
    let mut copies: Vec<RgbImage> = Vec::new();
    let mut rendered = Vec::with_capacity(VARIANTS.len() * OutputFormat::ALL.len());
    for variant in order {
        let needed = variant.fit.scale_needed(width, height).min(1.0);
        let holds = |copy: &&RgbImage| {
            f64::from(copy.width()) + 0.5 >= f64::from(width) * needed
                && f64::from(copy.height()) + 0.5 >= f64::from(height) * needed
        };
        let source = copies.iter().rev().find(holds).unwrap_or(image);
        let (variant_width, variant_height) = variant.fit.size(width, height);
        // A variant of the source's own size is the source: a phone's photo is often exactly
        // as large as the full-screen variant, and a copy would hold 8 MB more.
        let pixels = if (source.width(), source.height()) == (variant_width, variant_height) {
            Cow::Borrowed(source)
        } else {
            Cow::Owned(
                resize(source, variant.fit, variant_width, variant_height)
                    .with_context(|| format!("resizing to {}", variant.name))?,
            )
        };
        for format in OutputFormat::ALL {
            let bytes = encode(&pixels, format)
                .with_context(|| format!("encoding {} as {format:?}", variant.name))?;
            rendered.push(Rendered {
                variant,
                format,
                width: pixels.width(),
                height: pixels.height(),
                bytes,
            });
        }
        // Only whole pictures can be sources; a crop has lost its edges.
        if let (Cow::Owned(pixels), false) = (pixels, matches!(variant.fit, Fit::Fill { .. })) {
            copies.push(pixels);
        }
    }
    // Answered in the table's order, whatever order they were made in.
    rendered.sort_by_key(|file| VARIANTS.iter().position(|variant| variant == file.variant));
    Ok(rendered)
}

/// Catmull-Rom keeps small variants crisp where Triangle would blur them, and from a working
/// copy of about two megapixels it costs milliseconds.
const FILTER: ResizeAlg = ResizeAlg::Convolution(FilterType::CatmullRom);

fn resize(image: &RgbImage, fit: Fit, width: u32, height: u32) -> anyhow::Result<RgbImage> {
    let (options, width, height) = match fit {
        Fit::Fill { .. } => {
            // Crop to the box's aspect around the centre, then scale what is left.
            let (source_width, source_height) = (image.width(), image.height());
            let scale = (f64::from(width) / f64::from(source_width))
                .max(f64::from(height) / f64::from(source_height));
            let crop_width = ((f64::from(width) / scale).round() as u32).clamp(1, source_width);
            let crop_height = ((f64::from(height) / scale).round() as u32).clamp(1, source_height);
            let options = ResizeOptions::new().resize_alg(FILTER).crop(
                f64::from((source_width - crop_width) / 2),
                f64::from((source_height - crop_height) / 2),
                f64::from(crop_width),
                f64::from(crop_height),
            );
            (options, width, height)
        }
        // The working copy may be smaller than the upload, so keep-aspect sizes are computed
        // on the upload and clamped to the copy, which is at least as large by construction.
        Fit::Width(_) | Fit::LongestSide(_) => (
            ResizeOptions::new().resize_alg(FILTER),
            width.min(image.width()),
            height.min(image.height()),
        ),
    };
    let mut resized = RgbImage::new(width, height);
    Resizer::new().resize(image, &mut resized, &options)?;
    Ok(resized)
}

fn encode(pixels: &RgbImage, format: OutputFormat) -> anyhow::Result<Vec<u8>> {
    match format {
        OutputFormat::WebP => {
            let encoder = webp::Encoder::from_rgb(pixels.as_raw(), pixels.width(), pixels.height());
            let encoded = encoder
                .encode_simple(false, WEBP_QUALITY)
                .map_err(|error| anyhow::anyhow!("libwebp: {error:?}"))?;
            Ok(encoded.to_vec())
        }
        OutputFormat::Jpeg => {
            let mut bytes = Cursor::new(Vec::new());
            JpegEncoder::new_with_quality(&mut bytes, JPEG_QUALITY).write_image(
                pixels.as_raw(),
                pixels.width(),
                pixels.height(),
                ExtendedColorType::Rgb8,
            )?;
            Ok(bytes.into_inner())
        }
    }
}

/// `width`×`height` scaled by `scale`, rounded, at least 1×1, never enlarged.
fn scale_to(width: u32, height: u32, scale: f64) -> (u32, u32) {
    if scale >= 1.0 {
        return (width, height);
    }
    (
        ((f64::from(width) * scale).round() as u32).max(1),
        ((f64::from(height) * scale).round() as u32).max(1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_are_unique_and_safe_in_keys() {
        let mut names: Vec<_> = VARIANTS.iter().map(|variant| variant.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), VARIANTS.len());
        assert!(names
            .iter()
            .all(|name| crate::storage::is_valid_variant_name(name)));
    }

    #[test]
    fn keep_aspect_sizes_shrink_but_never_enlarge() {
        assert_eq!(Fit::Width(960).size(4000, 3000), (960, 720));
        assert_eq!(Fit::Width(960).size(300, 400), (300, 400));
        assert_eq!(Fit::LongestSide(1920).size(3000, 4000), (1440, 1920));
        assert_eq!(Fit::LongestSide(1920).size(1000, 500), (1000, 500));
    }

    #[test]
    fn the_working_copy_is_large_enough_for_every_variant() {
        for (width, height) in [(6000, 4000), (4000, 6000), (12_000, 600), (600, 12_000)] {
            let (working_width, working_height) = working_size(width, height);
            for variant in VARIANTS {
                let needed = variant.fit.scale_needed(width, height).min(1.0);
                assert!(
                    f64::from(working_width) >= (f64::from(width) * needed).floor()
                        && f64::from(working_height) >= (f64::from(height) * needed).floor(),
                    "{} from {width}x{height}",
                    variant.name
                );
            }
        }
        assert_eq!(working_size(6000, 4000), (1920, 1280));
        assert_eq!(working_size(500, 300), (500, 300));
    }

    #[test]
    fn fill_crops_the_centre() {
        // Left third black, middle white, right third black: a square crop keeps the middle.
        let image = RgbImage::from_fn(900, 300, |x, _| {
            if (300..600).contains(&x) {
                image::Rgb([255, 255, 255])
            } else {
                image::Rgb([0, 0, 0])
            }
        });
        let fit = Fit::Fill {
            width: 100,
            height: 100,
        };
        let square = resize(&image, fit, 100, 100).unwrap();
        assert_eq!((square.width(), square.height()), (100, 100));
        assert!(square.get_pixel(2, 50).0[0] > 200 && square.get_pixel(97, 50).0[0] > 200);
    }
}
