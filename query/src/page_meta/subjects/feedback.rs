//! The feedback tab as a page that opens with its data: the first ten reviews, read through
//! the function that answers `GET /api/feedback`, so the page embeds what the web app would
//! have fetched. Its pictures are small avatars further down the page; none is preloaded.

use sqlx::PgPool;

use super::{EmbeddedQuery, List};
use crate::reviews::public;

/// The first page of reviews.
pub async fn first_page(pool: &PgPool) -> Result<List, sqlx::Error> {
    let feedback = public::first_page(pool).await?;
    Ok(List {
        pictures: Vec::new(),
        queries: vec![EmbeddedQuery {
            endpoint: "getFeedback",
            arg: None,
            page_param: None,
            data: serde_json::to_value(feedback).expect("the feedback page serializes"),
        }],
    })
}
