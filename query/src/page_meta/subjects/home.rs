//! The home page as a page that opens with its data: the blocks under its promo (the reviews'
//! slider, the first dogs and the articles) are embedded as the answers the web app would have
//! fetched, so each block draws once, with its content, instead of a placeholder first and its
//! content again when the answer arrives. Their pictures are below a phone's first screen, where
//! the promo's text is the largest paint: none is preloaded, to leave the slow connection to the
//! app's code.

use events::Language;
use sqlx::PgPool;

use super::{blog, dog, EmbeddedQuery, List};
use crate::reviews::public;

/// The home page's blocks in `language`.
pub async fn first_page(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let slider = public::slider(pool).await?;
    let mut queries = vec![EmbeddedQuery {
        endpoint: "getFeedbackSlider",
        arg: None,
        page_param: None,
        data: serde_json::to_value(slider).expect("the slider serializes"),
    }];
    queries.extend(dog::first_cards(pool, language).await?.queries);
    // The articles block shows the main article and the first cards of every category.
    queries.extend(
        blog::first_page(pool, language, blog::ALL_CATEGORIES)
            .await?
            .queries,
    );
    Ok(List {
        pictures: Vec::new(),
        queries,
    })
}
