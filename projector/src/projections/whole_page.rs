//! A page staff edit as one thing and visitors read as one answer per language (the About page,
//! the FAQ): on every event the staff's copy is folded one step and every language's answer is
//! written again whole, since the pages are small.

use events::about_page::{AboutContent, AboutEvent, PublicAbout};
use events::faq::{FaqContent, FaqEvent, PublicFaq};
use events::Language;
use serde::de::DeserializeOwned;
use serde::Serialize;
use sqlx::types::Json;
use sqlx::PgConnection;

use crate::{Error, StoredEvent};

/// The state a page's events fold into, and what each language's visitors get of it.
pub(crate) trait PageContent:
    Default + Serialize + DeserializeOwned + Send + Sync + Unpin + 'static
{
    type Event;
    type Public: Serialize;
    fn fold(&mut self, event: Self::Event);
    fn public(&self, language: Language) -> Self::Public;
}

/// Where a page is kept: the staff's table and its key column, and the visitors' table.
pub(crate) struct PageTables {
    pub staff: &'static str,
    pub key: &'static str,
    pub public: &'static str,
}

/// Folds `event` into the page's stored state and rewrites every language's answer. The table
/// names are the projection's own constants, never input.
pub(crate) async fn rewrite<C: PageContent>(
    conn: &mut PgConnection,
    tables: &PageTables,
    stored: &StoredEvent,
    event: C::Event,
) -> Result<(), Error> {
    let PageTables { staff, key, public } = tables;
    let current: Option<Json<C>> =
        sqlx::query_scalar(&format!("SELECT content FROM {staff} WHERE {key} = $1"))
            .bind(&stored.aggregate_id)
            .fetch_optional(&mut *conn)
            .await?;
    let mut content = current.map(|Json(content)| content).unwrap_or_default();
    content.fold(event);
    sqlx::query(&format!(
        "INSERT INTO {staff} ({key}, version, content) VALUES ($1, $2, $3) \
         ON CONFLICT ({key}) DO UPDATE SET version = $2, content = $3"
    ))
    .bind(&stored.aggregate_id)
    .bind(stored.sequence)
    .bind(Json(&content))
    .execute(&mut *conn)
    .await?;
    for language in Language::WITH_TEXTS {
        sqlx::query(&format!(
            "INSERT INTO {public} (language, answer) VALUES ($1, $2) \
             ON CONFLICT (language) DO UPDATE SET answer = $2"
        ))
        .bind(language.value())
        .bind(Json(content.public(language)))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

impl PageContent for AboutContent {
    type Event = AboutEvent;
    type Public = PublicAbout;
    fn fold(&mut self, event: AboutEvent) {
        self.apply(event);
    }
    fn public(&self, language: Language) -> PublicAbout {
        AboutContent::public(self, language)
    }
}

impl PageContent for FaqContent {
    type Event = FaqEvent;
    type Public = PublicFaq;
    fn fold(&mut self, event: FaqEvent) {
        self.apply(event);
    }
    fn public(&self, language: Language) -> PublicFaq {
        FaqContent::public(self, language)
    }
}
