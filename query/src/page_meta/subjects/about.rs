//! The About page's tabs as pages that open with their data: the meet-us tab embeds the page
//! and preloads the house photo it opens with; the FAQ tab embeds the questions. Both are read
//! through the functions that answer the API, so what a page embeds is what the web app would
//! have fetched.

use std::sync::LazyLock;

use events::Language;
use serde::Deserialize;
use sqlx::PgPool;

use super::{EmbeddedQuery, List};
use crate::about::public;
use crate::page_meta::picture::Look;

/// How the meet-us tab draws its first picture; its components read the same file.
#[derive(Debug, Deserialize)]
struct Pictures {
    house: Look,
}

static PICTURES: LazyLock<Pictures> = LazyLock::new(|| {
    serde_json::from_str(include_str!(
        "../../../../web/src/features/about/model/pictures.json"
    ))
    .expect("the about pictures.json is valid")
});

/// The meet-us tab's answer, and its house photo to preload.
pub async fn about_page(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let about = public::about_in(pool, language).await?;
    let pictures = about
        .story
        .as_ref()
        .map(|story| PICTURES.house.of(&story.house_image.id))
        .into_iter()
        .collect();
    Ok(List {
        pictures,
        queries: vec![EmbeddedQuery {
            endpoint: "getAbout",
            arg: None,
            page_param: None,
            data: serde_json::to_value(about).expect("the About page serializes"),
        }],
    })
}

/// The FAQ's answer.
pub async fn faq_page(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let faq = public::faq_in(pool, language).await?;
    Ok(List {
        pictures: Vec::new(),
        queries: vec![EmbeddedQuery {
            endpoint: "getFaq",
            arg: None,
            page_param: None,
            data: serde_json::to_value(faq).expect("the FAQ serializes"),
        }],
    })
}
