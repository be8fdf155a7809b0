//! Dog photos as the JSON carries them ([`PhotoView`]): the image id, from which the web app
//! builds its `srcset`, and a ready JPEG URL of one variant. Read tables store the ids main first.

use events::dog::DogPhoto;
use events::dog_view::PhotoView;

/// 392×288, for cards and the admin list.
pub const CARD: &str = "card";
/// 960 wide, for the details page.
pub const DETAIL: &str = "detail";

pub fn photo(image_id: String, variant: &str, main: bool) -> PhotoView {
    PhotoView::new(&DogPhoto { image_id, main }, variant)
}

/// Photos stored main first, as the JSON lists them.
pub fn list(ids: Vec<String>, variant: &str) -> Vec<PhotoView> {
    ids.into_iter()
        .enumerate()
        .map(|(index, id)| photo(id, variant, index == 0))
        .collect()
}
