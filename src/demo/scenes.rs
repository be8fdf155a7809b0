//! Demo pictures of the About page, painted like the dogs' photos: the hotel's house in its
//! garden, staff portraits and the hotel's certificate, with grain so they pass through the
//! media pipeline as photos do.

use image::codecs::jpeg::JpegEncoder;
use image::{Rgb, RgbImage};

use super::portrait::{hash, mix, shade};

/// A JPEG of `image`, with a grain of `seed` over every pixel.
fn jpeg(mut image: RgbImage, seed: u32) -> Vec<u8> {
    for (x, y, pixel) in image.enumerate_pixels_mut() {
        let grain = (hash(x, y, seed) % 11) as f32 - 5.0;
        *pixel = Rgb(pixel
            .0
            .map(|c| (f32::from(c) + grain).clamp(0.0, 255.0) as u8));
    }
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, 88)
        .encode_image(&image)
        .expect("encoding to memory cannot fail");
    bytes
}

fn inside_ellipse(x: f32, y: f32, cx: f32, cy: f32, rx: f32, ry: f32) -> bool {
    let (dx, dy) = ((x - cx) / rx, (y - cy) / ry);
    dx * dx + dy * dy <= 1.0
}

/// The hotel's house: a two-storey cottage with a red roof among trees, on a lawn.
pub fn house() -> Vec<u8> {
    let (width, height) = (1200u32, 900u32);
    let image = RgbImage::from_fn(width, height, |x, y| {
        let (px, py) = (x as f32, y as f32);
        let ground = 640.0;
        let mut colour = if py < ground {
            mix([120, 180, 230], [225, 238, 245], py / ground)
        } else {
            shade(
                [105, 160, 75],
                1.0 - 0.2 * (py - ground) / (height as f32 - ground),
            )
        };
        // Trees behind the house.
        for (cx, cy, r) in [
            (180.0, 470.0, 150.0),
            (1030.0, 450.0, 170.0),
            (890.0, 520.0, 110.0),
        ] {
            if inside_ellipse(px, py, cx, cy, r, r * 1.1) {
                colour = shade([70, 125, 60], 0.8 + 0.2 * ((py - cy) / r).abs());
            }
        }
        // Walls, roof, windows and door.
        let (left, right, top) = (360.0, 840.0, 360.0);
        if (left..right).contains(&px) && (top..ground + 10.0).contains(&py) {
            colour = mix([245, 232, 205], [225, 205, 175], (py - top) / 300.0);
            let window =
                |wx: f32, wy: f32| (wx..wx + 90.0).contains(&px) && (wy..wy + 80.0).contains(&py);
            if [
                (410.0, 410.0),
                (555.0, 410.0),
                (700.0, 410.0),
                (410.0, 530.0),
                (700.0, 530.0),
            ]
            .iter()
            .any(|&(wx, wy)| window(wx, wy))
            {
                colour = mix([90, 130, 170], [170, 200, 225], (py % 80.0) / 80.0);
            }
            if (565.0..635.0).contains(&px) && (520.0..ground + 10.0).contains(&py) {
                colour = [120, 75, 45];
            }
        }
        let roof_half = (py - 200.0) * 1.6;
        if (200.0..top).contains(&py) && (px - 600.0).abs() < roof_half + 20.0 {
            colour = shade([180, 70, 50], 0.85 + 0.15 * (py - 200.0) / 160.0);
        }
        Rgb(colour)
    });
    jpeg(image, 11)
}

/// How a demo person looks: skin, hair and clothes, and whether the hair is long.
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub skin: [u8; 3],
    pub hair: [u8; 3],
    pub clothes: [u8; 3],
    pub long_hair: bool,
    pub backdrop: [u8; 3],
}

/// A head-and-shoulders portrait of a person in front of a soft backdrop.
pub fn person(look: Look, seed: u32) -> Vec<u8> {
    let (width, height) = (900u32, 900u32);
    let image = RgbImage::from_fn(width, height, |x, y| {
        let (px, py) = (x as f32, y as f32);
        let mut colour = mix(look.backdrop, [250, 250, 245], (px + py) / 2400.0);
        if look.long_hair && inside_ellipse(px, py, 450.0, 420.0, 200.0, 260.0) {
            colour = look.hair;
        }
        if inside_ellipse(px, py, 450.0, 900.0, 330.0, 250.0) {
            colour = shade(look.clothes, 0.85 + 0.15 * (px / 900.0));
        }
        if (405.0..495.0).contains(&px) && (480.0..680.0).contains(&py) {
            colour = shade(look.skin, 0.9);
        }
        if inside_ellipse(px, py, 450.0, 380.0, 150.0, 185.0) {
            colour = shade(look.skin, 1.0 - 0.15 * ((px - 450.0) / 150.0).abs());
            for eye in [395.0, 505.0] {
                if inside_ellipse(px, py, eye, 370.0, 16.0, 11.0) {
                    colour = [50, 40, 35];
                }
            }
            if inside_ellipse(px, py, 450.0, 470.0, 45.0, 12.0) && py > 468.0 {
                colour = [170, 80, 80];
            }
        }
        if inside_ellipse(px, py, 450.0, 300.0, 160.0, 110.0) && py < 300.0 {
            colour = look.hair;
        }
        Rgb(colour)
    });
    jpeg(image, seed)
}

/// The hotel's certificate: a cream sheet with a frame, lines of text and a round seal.
pub fn certificate() -> Vec<u8> {
    let (width, height) = (1000u32, 1300u32);
    let image = RgbImage::from_fn(width, height, |x, y| {
        let (px, py) = (x as f32, y as f32);
        let mut colour = mix([252, 246, 228], [240, 230, 205], py / 1300.0);
        let frame = |inset: f32, thickness: f32| {
            let d = px.min(py).min(width as f32 - px).min(height as f32 - py);
            (inset..inset + thickness).contains(&d)
        };
        if frame(40.0, 14.0) || frame(70.0, 4.0) {
            colour = [160, 120, 50];
        }
        // The title, then lines of text of varied length.
        if (300.0..700.0).contains(&px) && (220.0..270.0).contains(&py) {
            colour = [90, 60, 30];
        }
        for line in 0..9 {
            let top = 380.0 + line as f32 * 70.0;
            let end = 820.0 - (line * 53 % 170) as f32;
            if (180.0..end).contains(&px) && (top..top + 16.0).contains(&py) {
                colour = [110, 100, 90];
            }
        }
        if inside_ellipse(px, py, 740.0, 1080.0, 110.0, 110.0) {
            colour = if inside_ellipse(px, py, 740.0, 1080.0, 80.0, 80.0) {
                [185, 40, 45]
            } else {
                [205, 160, 60]
            };
        }
        if (180.0..450.0).contains(&px) && (1100.0..1104.0).contains(&py) {
            colour = [60, 60, 60];
        }
        Rgb(colour)
    });
    jpeg(image, 29)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_scene_is_a_jpeg_the_pipeline_accepts() {
        let look = Look {
            skin: [230, 190, 160],
            hair: [90, 60, 40],
            clothes: [60, 110, 160],
            long_hair: true,
            backdrop: [200, 220, 210],
        };
        for bytes in [house(), person(look, 1), certificate()] {
            let image = image::load_from_memory(&bytes).unwrap();
            assert!(image.width() >= 256 && image.height() >= 256);
            assert_eq!(&bytes[..2], &[0xFF, 0xD8]);
        }
    }
}
