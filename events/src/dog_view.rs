//! How staff see a dog over the API (`/api/admin/want-a-friend/...`): one shape, built from the
//! same facts by the command side (from the aggregate, so a command answers without waiting)
//! and by the read side (from the admin read table), so the two answers cannot drift apart.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dog::{AgeBand, AgeChoice, DogDetails, DogPhoto, DogSex, DogStatus, LocalizedText};
use crate::media_path::media_path;

/// A dog's photo with a ready URL; pages build `srcset`s from `id` and the variant names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoView {
    /// The uploaded image's content id.
    pub id: String,
    /// A JPEG variant's URL path.
    pub photo: String,
    pub main: bool,
}

impl PhotoView {
    pub fn new(photo: &DogPhoto, variant: &str) -> PhotoView {
        PhotoView {
            id: photo.image_id.clone(),
            photo: media_path(&photo.image_id, variant),
            main: photo.main,
        }
    }
}

/// A dog as the admin pages show and edit it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminDogView {
    pub id: i64,
    /// Always `id`: dogs have no snapshots (SPEC §3 names the field).
    pub parent_dog_id: i64,
    /// The version an edit must name (`PUT` body `version`).
    pub version: u64,
    #[schema(value_type = String, example = "NOT_PUBLISHED")]
    pub dog_status: DogStatus,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
    #[schema(value_type = Object)]
    pub description: LocalizedText,
    pub birth_date: NaiveDate,
    /// The admin form's age choice the birth date falls in today.
    #[schema(value_type = String, example = "oneToTwoYears")]
    pub age_choice: AgeChoice,
    #[schema(value_type = String, example = "oneToFiveYears")]
    pub age_band: AgeBand,
    pub breed_id: i32,
    pub size_id: u8,
    #[schema(value_type = String, example = "MALE")]
    pub dog_sex: DogSex,
    pub sterilized: bool,
    pub has_guardianship: bool,
    /// Main photo first.
    pub photos: Vec<PhotoView>,
    pub date_created: DateTime<Utc>,
    pub date_changed: DateTime<Utc>,
}

/// The facts an [`AdminDogView`] is made of.
pub struct AdminDogFacts<'a> {
    pub id: i64,
    pub version: u64,
    pub status: DogStatus,
    pub details: &'a DogDetails,
    pub created_at: DateTime<Utc>,
    pub changed_at: DateTime<Utc>,
}

impl AdminDogView {
    /// The view on `today`: age choice and band follow the calendar, not the stored facts.
    pub fn new(facts: AdminDogFacts<'_>, today: NaiveDate) -> AdminDogView {
        let details = facts.details;
        AdminDogView {
            id: facts.id,
            parent_dog_id: facts.id,
            version: facts.version,
            dog_status: facts.status,
            name: details.name.clone(),
            description: details.description.clone(),
            birth_date: details.birth_date,
            age_choice: AgeChoice::of(details.birth_date, today),
            age_band: AgeBand::of(details.birth_date, today),
            breed_id: details.breed_id,
            size_id: details.size.id(),
            dog_sex: details.sex,
            sterilized: details.sterilized,
            has_guardianship: details.has_guardianship,
            photos: details
                .photos
                .iter()
                .map(|photo| PhotoView::new(photo, "card"))
                .collect(),
            date_created: facts.created_at,
            date_changed: facts.changed_at,
        }
    }
}
