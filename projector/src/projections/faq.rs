//! The `faq_list` and `public_faq` tables: the FAQ as staff edit it, and the SPEC §7 answer in
//! each language, rewritten whole on every event (the list is small).

use async_trait::async_trait;
use events::faq::{FaqContent, FaqEvent};
use sqlx::{Postgres, Transaction};

use super::whole_page::{self, PageTables};
use crate::{Envelope, Error, Projection};

pub struct FaqProjection;

const TABLES: PageTables = PageTables {
    staff: "faq_list",
    key: "faq_id",
    public: "public_faq",
};

#[async_trait]
impl Projection for FaqProjection {
    type Event = FaqEvent;
    const NAME: &'static str = "faq_list";
    const TABLES: &'static [&'static str] = &[TABLES.staff, TABLES.public];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, FaqEvent>,
    ) -> Result<(), Error> {
        whole_page::rewrite::<FaqContent>(tx, &TABLES, stored, event).await
    }
}
