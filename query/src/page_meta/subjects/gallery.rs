//! The photo gallery as a page that opens with its data: the first albums, read through the
//! function that answers `GET /api/albums?page=1`, so the page embeds what the web app would
//! have fetched and its cards draw at once.

use events::Language;
use serde_json::json;
use sqlx::PgPool;

use super::{EmbeddedQuery, List};
use crate::albums::public;

/// The first page of albums.
pub async fn first_page(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let page = public::albums_page(pool, language, 1).await?;
    Ok(List {
        pictures: Vec::new(),
        queries: vec![EmbeddedQuery {
            endpoint: "getAlbumPages",
            arg: None,
            page_param: Some(json!(1)),
            data: serde_json::to_value(page).expect("a page of albums serializes"),
        }],
    })
}
