//! The JSON bodies of the admin dog form's calls (`POST`/`PUT /api/admin/want-a-friend/dog`)
//! and how they become a [`DogInput`].

use chrono::NaiveDate;
use events::dog::{AgeChoice, LocalizedText};
use serde::Deserialize;
use utoipa::ToSchema;

use super::fields::{DogInput, PhotoInput};

/// A text per language; a missing language reads as empty, which the form rules refuse by name.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct TextsBody {
    pub uk: String,
    pub en: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PhotoBody {
    /// The content id the upload answered with.
    pub id: String,
    #[serde(default)]
    pub main: bool,
}

/// The admin dog form. Choices left empty are `null`; the rules answer which one is missing.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DogBody {
    #[serde(default)]
    pub name: TextsBody,
    #[serde(default)]
    pub description: TextsBody,
    /// The age staff picked; it wins over `birthDate` and becomes a birth date (SPEC §9).
    #[schema(value_type = Option<String>, example = "oneToTwoYears")]
    pub age_choice: Option<AgeChoice>,
    /// Sent back unchanged on edit when staff did not touch the age.
    pub birth_date: Option<NaiveDate>,
    /// Default 170, a mongrel.
    pub breed_id: Option<i64>,
    #[schema(example = 2)]
    pub size_id: Option<i64>,
    #[schema(example = "MALE")]
    pub dog_sex: Option<String>,
    #[serde(default)]
    pub sterilized: bool,
    #[serde(default)]
    pub has_guardianship: bool,
    #[serde(default)]
    pub photos: Vec<PhotoBody>,
}

/// The form saved over an existing dog: the create body plus which dog, at which version.
/// `parentDogId` and `dogStatus`, which the SPEC's client sends along, are ignored: status
/// changes only by publish and hide.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DogUpdateBody {
    pub id: i64,
    /// The `version` of the record the form was loaded from.
    pub version: u64,
    #[serde(flatten)]
    pub dog: DogBody,
}

impl DogBody {
    pub fn into_input(self, today: NaiveDate) -> DogInput {
        let birth_date = match self.age_choice {
            Some(choice) => Some(choice.birth_date(today)),
            None => self.birth_date,
        };
        DogInput {
            name: LocalizedText::new(self.name.uk, self.name.en),
            description: LocalizedText::new(self.description.uk, self.description.en),
            birth_date,
            breed_id: self.breed_id,
            size_id: self.size_id,
            sex: self.dog_sex,
            sterilized: self.sterilized,
            has_guardianship: self.has_guardianship,
            photos: self
                .photos
                .into_iter()
                .map(|photo| PhotoInput {
                    image_id: photo.id,
                    main: photo.main,
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        "2026-11-21".parse().unwrap()
    }

    fn body(json: serde_json::Value) -> DogBody {
        serde_json::from_value(json).unwrap()
    }

    #[test]
    fn an_age_choice_becomes_its_birth_date_and_wins_over_a_sent_birth_date() {
        let input = body(serde_json::json!({
            "ageChoice": "oneToTwoYears",
            "birthDate": "2020-01-01"
        }))
        .into_input(today());
        assert_eq!(input.birth_date, Some("2025-05-21".parse().unwrap()));
    }

    #[test]
    fn without_an_age_choice_the_sent_birth_date_is_kept() {
        let input = body(serde_json::json!({ "birthDate": "2020-01-01" })).into_input(today());
        assert_eq!(input.birth_date, Some("2020-01-01".parse().unwrap()));
    }

    #[test]
    fn an_update_carries_the_form_beside_its_id_and_version() {
        let update: DogUpdateBody = serde_json::from_value(serde_json::json!({
            "id": 7, "version": 3, "parentDogId": 7, "dogStatus": "PUBLISHED",
            "name": { "uk": "Бровко", "en": "Brovko" },
            "photos": [{ "id": "abc", "main": true }]
        }))
        .unwrap();
        assert_eq!((update.id, update.version), (7, 3));
        let input = update.dog.into_input(today());
        assert_eq!(input.name, LocalizedText::new("Бровко", "Brovko"));
        assert_eq!(
            input.photos,
            vec![PhotoInput {
                image_id: "abc".into(),
                main: true
            }]
        );
    }
}
