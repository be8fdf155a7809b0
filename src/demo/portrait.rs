//! Demo photos of dogs, painted from a few numbers: a seated dog facing the camera in front of
//! a backdrop, with shading and a fur texture so the pictures exercise the media pipeline the
//! way real photos do (JPEG, thousands of colours, no flat areas).

use image::codecs::jpeg::JpegEncoder;
use image::{Rgb, RgbImage};

const WIDTH: u32 = 1200;
const HEIGHT: u32 = 900;

/// How a demo dog looks.
#[derive(Debug, Clone, Copy)]
pub struct Coat {
    pub fur: [u8; 3],
    /// A patch over one eye and on the chest, if the dog has one.
    pub patch: Option<[u8; 3]>,
    pub ears_up: bool,
}

/// Backdrops: a summer lawn, an autumn park, the hotel's sunny room, a winter yard.
const BACKDROPS: [([u8; 3], [u8; 3], [u8; 3]); 4] = [
    ([150, 200, 235], [230, 240, 245], [110, 165, 80]),
    ([235, 200, 150], [250, 230, 200], [170, 110, 60]),
    ([245, 225, 190], [255, 245, 225], [200, 160, 120]),
    ([200, 215, 230], [240, 245, 250], [235, 240, 245]),
];

/// A JPEG photo of a dog with `coat`, on backdrop `scene` (any number), its pose shifted by `seed`.
pub fn portrait(coat: Coat, scene: usize, seed: u32) -> Vec<u8> {
    let (sky, horizon, ground) = BACKDROPS[scene % BACKDROPS.len()];
    let shift = (seed % 7) as f32 * 30.0 - 90.0;
    let dog = Dog::new(coat, WIDTH as f32 / 2.0 + shift);
    let image = RgbImage::from_fn(WIDTH, HEIGHT, |x, y| {
        let (px, py) = (x as f32, y as f32);
        let colour = dog.colour_at(px, py).unwrap_or_else(|| {
            let horizon_y = HEIGHT as f32 * 0.62;
            if py < horizon_y {
                mix(sky, horizon, py / horizon_y)
            } else {
                shade(
                    ground,
                    1.0 - 0.25 * (py - horizon_y) / (HEIGHT as f32 - horizon_y),
                )
            }
        });
        let grain = (hash(x, y, seed) % 13) as f32 - 6.0;
        Rgb(colour.map(|channel| (f32::from(channel) + grain).clamp(0.0, 255.0) as u8))
    });
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, 88)
        .encode_image(&image)
        .expect("encoding to memory cannot fail");
    jpeg
}

struct Ellipse {
    cx: f32,
    cy: f32,
    rx: f32,
    ry: f32,
}

impl Ellipse {
    const fn new(cx: f32, cy: f32, rx: f32, ry: f32) -> Ellipse {
        Ellipse { cx, cy, rx, ry }
    }

    /// 0 at the centre, 1 on the edge, above 1 outside.
    fn reach(&self, x: f32, y: f32) -> f32 {
        let dx = (x - self.cx) / self.rx;
        let dy = (y - self.cy) / self.ry;
        dx * dx + dy * dy
    }
}

struct Dog {
    coat: Coat,
    body: Ellipse,
    legs: [Ellipse; 2],
    ears: [Ellipse; 2],
    head: Ellipse,
    patch: Ellipse,
    chest: Ellipse,
    muzzle: Ellipse,
    nose: Ellipse,
    eyes: [Ellipse; 2],
    shines: [Ellipse; 2],
}

impl Dog {
    fn new(coat: Coat, cx: f32) -> Dog {
        let ears = if coat.ears_up {
            [
                Ellipse::new(cx - 110.0, 215.0, 45.0, 90.0),
                Ellipse::new(cx + 110.0, 215.0, 45.0, 90.0),
            ]
        } else {
            [
                Ellipse::new(cx - 150.0, 370.0, 55.0, 125.0),
                Ellipse::new(cx + 150.0, 370.0, 55.0, 125.0),
            ]
        };
        Dog {
            coat,
            body: Ellipse::new(cx, 650.0, 230.0, 230.0),
            legs: [
                Ellipse::new(cx - 75.0, 800.0, 48.0, 100.0),
                Ellipse::new(cx + 75.0, 800.0, 48.0, 100.0),
            ],
            ears,
            head: Ellipse::new(cx, 360.0, 170.0, 160.0),
            patch: Ellipse::new(cx + 60.0, 320.0, 75.0, 62.0),
            chest: Ellipse::new(cx, 600.0, 95.0, 120.0),
            muzzle: Ellipse::new(cx, 440.0, 90.0, 68.0),
            nose: Ellipse::new(cx, 405.0, 30.0, 21.0),
            eyes: [
                Ellipse::new(cx - 62.0, 330.0, 19.0, 21.0),
                Ellipse::new(cx + 62.0, 330.0, 19.0, 21.0),
            ],
            shines: [
                Ellipse::new(cx - 56.0, 323.0, 6.0, 6.0),
                Ellipse::new(cx + 68.0, 323.0, 6.0, 6.0),
            ],
        }
    }

    /// The dog's colour at a pixel, `None` where the backdrop shows. Later parts cover earlier ones.
    fn colour_at(&self, x: f32, y: f32) -> Option<[u8; 3]> {
        const EYE: [u8; 3] = [35, 25, 20];
        const SHINE: [u8; 3] = [250, 250, 250];
        let fur = self.coat.fur;
        let light = mix(fur, [250, 240, 225], 0.45);
        let dark = shade(fur, 0.6);
        if self.shines.iter().any(|shine| shine.reach(x, y) <= 1.0) {
            return Some(SHINE);
        }
        if self.eyes.iter().any(|eye| eye.reach(x, y) <= 1.0) || self.nose.reach(x, y) <= 1.0 {
            return Some(EYE);
        }
        if self.muzzle.reach(x, y) <= 1.0 {
            return Some(rounded(light, self.muzzle.reach(x, y)));
        }
        let inside_head = self.head.reach(x, y) <= 1.0;
        if let Some(patch) = self.coat.patch {
            if inside_head && self.patch.reach(x, y) <= 1.0 {
                return Some(rounded(patch, self.head.reach(x, y)));
            }
        }
        if !self.coat.ears_up && self.ears.iter().any(|ear| ear.reach(x, y) <= 1.0) {
            return Some(dark);
        }
        if inside_head {
            return Some(rounded(fur, self.head.reach(x, y)));
        }
        if self.coat.ears_up && self.ears.iter().any(|ear| ear.reach(x, y) <= 1.0) {
            return Some(dark);
        }
        if let Some(leg) = self.legs.iter().find(|leg| leg.reach(x, y) <= 1.0) {
            return Some(rounded(fur, leg.reach(x, y)));
        }
        if self.chest.reach(x, y) <= 1.0 {
            return Some(rounded(
                self.coat.patch.unwrap_or(light),
                self.chest.reach(x, y),
            ));
        }
        if self.body.reach(x, y) <= 1.0 {
            return Some(rounded(fur, self.body.reach(x, y)));
        }
        None
    }
}

/// Darker towards a part's edge, so it looks round.
fn rounded(colour: [u8; 3], reach: f32) -> [u8; 3] {
    shade(colour, 1.0 - 0.3 * reach)
}

pub(super) fn shade(colour: [u8; 3], factor: f32) -> [u8; 3] {
    colour.map(|channel| (f32::from(channel) * factor).clamp(0.0, 255.0) as u8)
}

pub(super) fn mix(from: [u8; 3], to: [u8; 3], share: f32) -> [u8; 3] {
    let share = share.clamp(0.0, 1.0);
    let mut colour = [0; 3];
    for (index, channel) in colour.iter_mut().enumerate() {
        let value = f32::from(from[index]) * (1.0 - share) + f32::from(to[index]) * share;
        *channel = value.round() as u8;
    }
    colour
}

/// A cheap, stable pseudo-random number per pixel: the fur's grain.
pub(super) fn hash(x: u32, y: u32, seed: u32) -> u32 {
    let mut value = x.wrapping_mul(374_761_393) ^ y.wrapping_mul(668_265_263) ^ seed;
    value = (value ^ (value >> 13)).wrapping_mul(1_274_126_177);
    value ^ (value >> 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_portrait_is_a_jpeg_of_the_pipelines_accepted_size() {
        let coat = Coat {
            fur: [180, 120, 60],
            patch: Some([250, 250, 245]),
            ears_up: false,
        };
        let jpeg = portrait(coat, 1, 3);
        let decoded = image::load_from_memory(&jpeg).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (WIDTH, HEIGHT));
        // Seed 3 leaves the dog centred: its nose is dark against the fur.
        let nose = decoded.to_rgb8().get_pixel(WIDTH / 2, 405).0;
        assert!(nose.iter().all(|&channel| channel < 70), "{nose:?}");
    }
}
