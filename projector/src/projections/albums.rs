//! The `admin_albums`, `public_albums` and `album_photos` tables: every album for staff, each
//! published album with photos per language for visitors, and every photo in the order pages
//! show them (SPEC §4 "Album cover": covers first by place, the rest newest first).
//!
//! The admin row keeps the album's content as its events fold it (`events::album::AlbumContent`,
//! the same fold the aggregate uses), so each event is applied to the stored content and the
//! rows derived from it are written again: the album's own rows whole (they are few), its
//! photos one by one as they change. A rebuild folds the same events into the same rows. The
//! subscriber is named after the public table, which the cache and the pages' heads follow.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use events::album::{AlbumContent, AlbumEvent, AlbumPhoto, AlbumStatus};
use events::Language;
use sqlx::types::Json;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

pub struct Albums;

#[async_trait]
impl Projection for Albums {
    type Event = AlbumEvent;
    const NAME: &'static str = "public_albums";
    const TABLES: &'static [&'static str] = &["admin_albums", "public_albums", "album_photos"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, AlbumEvent>,
    ) -> Result<(), Error> {
        let conn: &mut PgConnection = tx;
        let album_id = stored.numeric_id()?;
        if let AlbumEvent::AlbumDeleted { .. } = event {
            for table in Albums::TABLES {
                sqlx::query(&format!("DELETE FROM {table} WHERE album_id = $1"))
                    .bind(album_id)
                    .execute(&mut *conn)
                    .await?;
            }
            return Ok(());
        }

        let mut album = Album::load(conn, album_id).await?;
        album.content.apply(&event);
        match &event {
            AlbumEvent::AlbumCreated { at, .. } => album.created = *at,
            AlbumEvent::AlbumPublished { .. } => album.status = AlbumStatus::Published,
            AlbumEvent::AlbumHidden { .. } => album.status = AlbumStatus::NotPublished,
            _ => {}
        }
        album
            .save(conn, album_id, stored.sequence, event.at())
            .await?;
        album.write_public(conn, album_id).await?;
        write_photos(conn, album_id, &album, &event).await
    }
}

/// An album's row as the projection keeps it.
struct Album {
    content: AlbumContent,
    status: AlbumStatus,
    created: DateTime<Utc>,
}

impl Album {
    /// The stored album, or a new one before its creation is applied.
    async fn load(conn: &mut PgConnection, album_id: i64) -> Result<Album, Error> {
        let row: Option<(Json<AlbumContent>, String, DateTime<Utc>)> = sqlx::query_as(
            "SELECT content, status, date_created FROM admin_albums WHERE album_id = $1",
        )
        .bind(album_id)
        .fetch_optional(&mut *conn)
        .await?;
        Ok(match row {
            Some((Json(content), status, created)) => Album {
                content,
                status: AlbumStatus::parse(&status).unwrap_or_default(),
                created,
            },
            None => Album {
                content: AlbumContent::default(),
                status: AlbumStatus::default(),
                created: DateTime::<Utc>::MIN_UTC,
            },
        })
    }

    async fn save(
        &self,
        conn: &mut PgConnection,
        album_id: i64,
        version: i64,
        changed: DateTime<Utc>,
    ) -> Result<(), Error> {
        let names = &self.content.names;
        sqlx::query(
            "INSERT INTO admin_albums \
             (album_id, version, status, name_uk, name_en, photos_count, images, content, \
              date_created, date_changed) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
             ON CONFLICT (album_id) DO UPDATE SET version = $2, status = $3, name_uk = $4, \
              name_en = $5, photos_count = $6, images = $7, content = $8, date_changed = $10",
        )
        .bind(album_id)
        .bind(version)
        .bind(self.status.name())
        .bind(&names.uk)
        .bind(&names.en)
        .bind(self.photos_count())
        .bind(Json(self.content.card_images()))
        .bind(Json(&self.content))
        .bind(self.created)
        .bind(changed)
        .execute(&mut *conn)
        .await?;
        Ok(())
    }

    fn photos_count(&self) -> i64 {
        i64::from(self.content.photos_count())
    }

    /// One row per language while the album is published and has photos, none otherwise.
    async fn write_public(&self, conn: &mut PgConnection, album_id: i64) -> Result<(), Error> {
        sqlx::query("DELETE FROM public_albums WHERE album_id = $1")
            .bind(album_id)
            .execute(&mut *conn)
            .await?;
        if self.status != AlbumStatus::Published || self.content.photos.is_empty() {
            return Ok(());
        }
        let images = Json(self.content.card_images());
        for language in Language::WITH_TEXTS {
            sqlx::query(
                "INSERT INTO public_albums \
                 (album_id, language, name, photos_count, images, date_created) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(album_id)
            .bind(language.value())
            .bind(self.content.names.get(language))
            .bind(self.photos_count())
            .bind(&images)
            .bind(self.created)
            .execute(&mut *conn)
            .await?;
        }
        Ok(())
    }
}

/// The photo rows `event` changed, after it was folded into `album`.
async fn write_photos(
    conn: &mut PgConnection,
    album_id: i64,
    album: &Album,
    event: &AlbumEvent,
) -> Result<(), Error> {
    let published = album.status == AlbumStatus::Published;
    match event {
        AlbumEvent::PhotoAdded { number, .. }
        | AlbumEvent::CoverSelected { number, .. }
        | AlbumEvent::CoverRemoved { number, .. }
        | AlbumEvent::PhotoTurned { number, .. } => {
            if let Some(photo) = album.content.photo(*number) {
                upsert_photo(conn, album_id, photo, published).await?;
            }
        }
        AlbumEvent::PhotoDeleted { number, .. } => {
            sqlx::query("DELETE FROM album_photos WHERE album_id = $1 AND number = $2")
                .bind(album_id)
                .bind(i64::from(*number))
                .execute(&mut *conn)
                .await?;
        }
        AlbumEvent::AlbumRestored { .. } => {
            sqlx::query("DELETE FROM album_photos WHERE album_id = $1")
                .bind(album_id)
                .execute(&mut *conn)
                .await?;
            for photo in &album.content.photos {
                upsert_photo(conn, album_id, photo, published).await?;
            }
        }
        AlbumEvent::AlbumPublished { .. } | AlbumEvent::AlbumHidden { .. } => {
            sqlx::query("UPDATE album_photos SET published = $2 WHERE album_id = $1")
                .bind(album_id)
                .bind(published)
                .execute(&mut *conn)
                .await?;
        }
        AlbumEvent::AlbumCreated { .. }
        | AlbumEvent::AlbumRenamed { .. }
        | AlbumEvent::AlbumDeleted { .. } => {}
    }
    Ok(())
}

async fn upsert_photo(
    conn: &mut PgConnection,
    album_id: i64,
    photo: &AlbumPhoto,
    published: bool,
) -> Result<(), Error> {
    sqlx::query(
        "INSERT INTO album_photos \
         (album_id, number, image_id, width, height, turns, cover_index, published, added_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (album_id, number) DO UPDATE SET image_id = $3, width = $4, height = $5, \
          turns = $6, cover_index = $7, published = $8",
    )
    .bind(album_id)
    .bind(i64::from(photo.number))
    .bind(&photo.image.id)
    .bind(i64::from(photo.image.width))
    .bind(i64::from(photo.image.height))
    .bind(i16::from(photo.turns))
    .bind(photo.cover_index.map(i16::from))
    .bind(published)
    .bind(photo.added_at)
    .execute(conn)
    .await?;
    Ok(())
}
