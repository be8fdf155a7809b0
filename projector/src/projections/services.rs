//! `admin_services` and `public_services`: the additional services' descriptions, as staff
//! edit them and as each language's page shows them. Every event carries the whole
//! description, so each one replaces the service's rows.

use async_trait::async_trait;
use events::edited_record::RecordEvent;
use events::service_description::{PublicService, ServiceDescriptionEvent, ServiceKind};
use events::Language;
use sqlx::types::Json;
use sqlx::{PgConnection, Postgres, Transaction};

use crate::{Envelope, Error, Projection};

pub struct Services;

#[async_trait]
impl Projection for Services {
    type Event = ServiceDescriptionEvent;
    const NAME: &'static str = "public_services";
    const TABLES: &'static [&'static str] = &["public_services", "admin_services"];

    async fn apply(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        Envelope { event, stored }: Envelope<'_, ServiceDescriptionEvent>,
    ) -> Result<(), Error> {
        let conn: &mut PgConnection = tx;
        let service = event.record();
        let id = service.kind.value();
        let position = ServiceKind::ALL
            .iter()
            .position(|kind| *kind == service.kind)
            .map_or(0, |index| index as i32 + 1);
        sqlx::query(
            "INSERT INTO admin_services (service_id, version, position, service, changed_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (service_id) DO UPDATE SET version = EXCLUDED.version,
                 position = EXCLUDED.position, service = EXCLUDED.service,
                 changed_at = EXCLUDED.changed_at",
        )
        .bind(id)
        .bind(stored.sequence)
        .bind(position)
        .bind(Json(service))
        .bind(event.at())
        .execute(&mut *conn)
        .await?;
        for language in Language::WITH_TEXTS {
            sqlx::query(
                "INSERT INTO public_services (service_id, language, position, service)
                 VALUES ($1, $2, $3, $4)
                 ON CONFLICT (language, service_id) DO UPDATE SET position = EXCLUDED.position,
                     service = EXCLUDED.service",
            )
            .bind(id)
            .bind(language.value())
            .bind(position)
            .bind(Json(PublicService::new(service, language)))
            .execute(&mut *conn)
            .await?;
        }
        Ok(())
    }
}
