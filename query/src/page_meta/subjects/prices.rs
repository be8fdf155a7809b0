//! The services page opens with the price list and the additional services: both are
//! embedded in its HTML, so the page draws its first screen (and either tab) without asking.

use events::Language;
use sqlx::PgPool;

use super::{EmbeddedQuery, List};
use crate::prices::public::{price_list, service_list};

/// The services page's data, as the web app's `getPrices` and `getServices` queries ask it.
pub async fn first_page(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let prices = price_list(pool, language).await?;
    let services = service_list(pool, language).await?;
    Ok(List {
        pictures: Vec::new(),
        queries: vec![
            EmbeddedQuery {
                endpoint: "getPrices",
                arg: None,
                page_param: None,
                data: serde_json::to_value(&prices).expect("price items serialize"),
            },
            EmbeddedQuery {
                endpoint: "getServices",
                arg: None,
                page_param: None,
                data: serde_json::to_value(&services).expect("services serialize"),
            },
        ],
    })
}
