//! The `srcset` and `sizes` of a picture a page shows first, so the head can preload exactly
//! the file the browser will pick for the `<img>`: a preload of any other URL is a second
//! download, not a head start. Pages declare their pictures' variants and sizes in JSON the
//! web components read too.

use events::media_path::{media_file_path, MediaLinks};
use media::variants::{Fit, VARIANTS};
use serde::Deserialize;

/// How a page draws one kind of picture: the variants of its `srcset`, smallest first, and
/// its `sizes`.
#[derive(Debug, Clone, Deserialize)]
pub struct Look {
    variants: Vec<String>,
    sizes: String,
}

/// One picture to preload, in WebP as the page's `<picture>` offers it first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    /// Each file's path under `/media` and its width, smallest first.
    pub files: Vec<(String, u32)>,
    pub sizes: String,
}

impl Picture {
    /// The `srcset` with each file where pages link it.
    pub fn srcset(&self, links: &MediaLinks) -> String {
        self.files
            .iter()
            .map(|(path, width)| format!("{} {width}w", links.link(path)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Look {
    /// This look of the uploaded image `image_id`; the web app's `mediaSrcSet` builds the same
    /// string for the `<source type="image/webp">`.
    pub fn of(&self, image_id: &str) -> Picture {
        Picture {
            files: self
                .variants
                .iter()
                .map(|variant| (media_file_path(image_id, variant, "webp"), width(variant)))
                .collect(),
            sizes: self.sizes.clone(),
        }
    }
}

/// A variant's width descriptor: the width of its box.
fn width(variant: &str) -> u32 {
    let fit = VARIANTS
        .iter()
        .find(|v| v.name == variant)
        .unwrap_or_else(|| panic!("a picture names the unknown variant {variant:?}"))
        .fit;
    match fit {
        Fit::Fill { width, .. } => width,
        Fit::Width(width) => width,
        Fit::LongestSide(side) => side,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_srcset_lists_each_variant_in_webp_with_its_width() {
        let look = Look {
            variants: vec!["detail".to_owned(), "full".to_owned()],
            sizes: "100vw".to_owned(),
        };
        let picture = look.of("ab12");
        assert_eq!(picture.sizes, "100vw");
        assert_eq!(
            picture.srcset(&MediaLinks::served()),
            "/media/ab12/detail.webp 960w, /media/ab12/full.webp 1920w"
        );
        assert_eq!(
            picture.srcset(&MediaLinks::public("https://photos.example/site")),
            "https://photos.example/site/ab12/detail.webp 960w, \
             https://photos.example/site/ab12/full.webp 1920w"
        );
    }
}
