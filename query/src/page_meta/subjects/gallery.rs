//! The photo gallery as a page that opens with its data: the first albums, read through the
//! function that answers `GET /api/albums?page=1`, so the page embeds what the web app would
//! have fetched and its cards draw at once, and the first card's pictures, preloaded.

use std::collections::HashMap;
use std::sync::LazyLock;

use events::Language;
use serde::Deserialize;
use serde_json::json;
use sqlx::PgPool;

use super::{EmbeddedQuery, List};
use crate::albums::public::{self, PublicAlbum};
use crate::page_meta::picture::{Look, Picture};

/// How the gallery draws its cards; the web app's `albumLayout.ts` reads the same file.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Pictures {
    /// The number of images a card shows, by its place in the list, cycling.
    layout_cycle: Vec<usize>,
    /// The tiles of a card showing that many images, in the order of the album's images.
    tiles: HashMap<String, Vec<Look>>,
}

static PICTURES: LazyLock<Pictures> = LazyLock::new(|| {
    serde_json::from_str(include_str!(
        "../../../../web/src/features/albums/model/pictures.json"
    ))
    .expect("the gallery pictures.json is valid")
});

impl Pictures {
    /// The pictures of the card at `position`, as `albumLayout` lays it out: the cycle's
    /// number of images, capped by the album's.
    fn of_card(&self, position: usize, album: &PublicAlbum) -> Vec<Picture> {
        let wanted = self.layout_cycle[position % self.layout_cycle.len()];
        let layout = wanted.min(album.images.len()).clamp(1, 3);
        self.tiles[&layout.to_string()]
            .iter()
            .zip(&album.images)
            .map(|(look, image)| look.of(&image.image.id))
            .collect()
    }
}

/// The first page of albums. The first card's pictures are preloaded: a phone's first screen
/// shows that card alone, and its largest picture is the page's largest paint.
pub async fn first_page(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let page = public::albums_page(pool, language, 1).await?;
    let pictures = page
        .content
        .first()
        .map(|album| PICTURES.of_card(0, album))
        .unwrap_or_default();
    Ok(List {
        pictures,
        queries: vec![EmbeddedQuery {
            endpoint: "getAlbumPages",
            arg: None,
            page_param: Some(json!(1)),
            data: serde_json::to_value(page).expect("a page of albums serializes"),
        }],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_of_the_cycle_has_its_tiles_with_known_variants() {
        for layout in 1..=3 {
            let tiles = &PICTURES.tiles[&layout.to_string()];
            assert_eq!(tiles.len(), layout);
            for look in tiles {
                // `Look::of` names the variants' widths, and panics on an unknown one.
                assert_eq!(look.of("a").files.len(), 2);
            }
        }
        assert!(PICTURES.layout_cycle.iter().all(|n| (1..=3).contains(n)));
    }
}
