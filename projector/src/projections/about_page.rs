//! The `about_page` and `public_about` tables: the About page as staff edit it, and the
//! meet-us tab's answer in each language, rewritten whole on every event (the page is small).

use async_trait::async_trait;
use events::about_page::{AboutContent, AboutEvent};
use sqlx::{Postgres, Transaction};

use super::whole_page::{self, PageTables};
use crate::{Envelope, Error, Projection};

pub struct AboutPageProjection;

const TABLES: PageTables = PageTables {
    staff: "about_page",
    key: "page_id",
    public: "public_about",
};

#[async_trait]
impl Projection for AboutPageProjection {
    type Event = AboutEvent;
    const NAME: &'static str = "about_page";
    const TABLES: &'static [&'static str] = &[TABLES.staff, TABLES.public];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, AboutEvent>,
    ) -> Result<(), Error> {
        whole_page::rewrite::<AboutContent>(tx, &TABLES, stored, event).await
    }
}
