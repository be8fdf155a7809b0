use serde::Serialize;
use utoipa::ToSchema;

/// One photo of a dog as the JSON carries it: the image id, from which the web app builds its
/// `srcset`, and a ready JPEG URL for simple uses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Photo {
    /// The media content id: `/media/{id}/{variant}.{webp|jpg}` serves its variants.
    pub id: String,
    /// e.g. `/media/{id}/card.jpg`.
    pub photo: String,
    pub main: bool,
}

/// The variants a dog's JSON links to.
#[derive(Debug, Clone, Copy)]
pub enum Variant {
    /// 392×288, for cards and the admin list.
    Card,
    /// 960 wide, for the details page.
    Detail,
}

impl Photo {
    pub fn new(id: String, variant: Variant, main: bool) -> Photo {
        let variant = match variant {
            Variant::Card => "card",
            Variant::Detail => "detail",
        };
        Photo {
            photo: format!("/media/{id}/{variant}.jpg"),
            id,
            main,
        }
    }

    /// Photos stored main first, as the JSON lists them.
    pub fn list(ids: Vec<String>, variant: Variant) -> Vec<Photo> {
        ids.into_iter()
            .enumerate()
            .map(|(index, id)| Photo::new(id, variant, index == 0))
            .collect()
    }
}
