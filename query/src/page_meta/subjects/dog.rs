//! Dogs as page subjects: a published dog's page and the dog list's first page, read through
//! the same functions that answer the want-a-friend API, so what a page embeds is what the web
//! app would have fetched.

use std::sync::LazyLock;

use events::media_path::media_path;
use events::Language;
use serde::Deserialize;
use serde_json::{json, Value};
use sqlx::PgPool;

use super::{EmbeddedQuery, List, Subject};
use crate::dogs::public::{self as want_a_friend, DogDetails};
use crate::dogs::public_table::Filters;
use crate::page_meta::picture::Look;
use crate::page_meta::texts::MetaTexts;

/// How the want-a-friend pages draw their photos; the cards and the gallery read it too.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Pictures {
    card: Look,
    gallery: Look,
    /// The cards whose photos load at once, the list's first row.
    eager_cards: usize,
}

static PICTURES: LazyLock<Pictures> = LazyLock::new(|| {
    serde_json::from_str(include_str!(
        "../../../../web/src/features/dogs/model/pictures.json"
    ))
    .expect("the want-a-friend pictures.json is valid")
});

pub async fn find(
    pool: &PgPool,
    texts: &MetaTexts,
    language: Language,
    id: &str,
) -> Result<Option<Subject>, sqlx::Error> {
    let dog = want_a_friend::published_dog(pool, language, id).await?;
    Ok(dog.map(|dog| subject(texts, id, &dog)))
}

/// SPEC §2: a dog page's texts name the dog, its size, age and sex; its gallery opens on the
/// main photo, which is also the link preview's image.
fn subject(texts: &MetaTexts, id: &str, dog: &DogDetails) -> Subject {
    let card = &dog.card;
    let main_photo = card.main_photo.as_ref().map(|photo| photo.id.as_str());
    Subject {
        id: card.id.to_string(),
        fields: vec![
            ("name", card.name.clone()),
            // A card label ("Medium"), lowered to sit inside a sentence.
            ("size", card.size.to_lowercase()),
            ("age", texts.word("dogAges", card.age_band.name())),
            ("gender", texts.word("dogSexes", &card.dog_sex)),
        ],
        preview: main_photo.map(|photo| media_path(photo, "card")),
        picture: dog
            .photos
            .first()
            .map(|photo| PICTURES.gallery.of(&photo.id)),
        description: None,
        queries: vec![EmbeddedQuery {
            endpoint: "getDog",
            arg: Some(Value::from(id)),
            page_param: None,
            data: serde_json::to_value(dog).expect("a dog serializes"),
        }],
    }
}

/// The dog list's first screen: its first page of cards, and every card, which the list's
/// filters apply to (SPEC §4 loads both at once).
pub async fn first_page(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let mut list = first_cards(pool, language).await?;
    let all = want_a_friend::all_cards(pool, language, Filters::default()).await?;
    list.queries.push(EmbeddedQuery {
        endpoint: "getAllDogs",
        arg: None,
        page_param: None,
        data: serde_json::to_value(all).expect("cards serialize"),
    });
    Ok(list)
}

/// The first page of cards, and the pictures of the first row.
pub async fn first_cards(pool: &PgPool, language: Language) -> Result<List, sqlx::Error> {
    let page = want_a_friend::cards_page(pool, language, Filters::default(), 1).await?;
    let pictures = page
        .content
        .iter()
        .take(PICTURES.eager_cards)
        .filter_map(|card| card.main_photo.as_ref())
        .map(|photo| PICTURES.card.of(&photo.id))
        .collect();
    Ok(List {
        pictures,
        queries: vec![EmbeddedQuery {
            endpoint: "getDogPages",
            arg: None,
            page_param: Some(json!(1)),
            data: serde_json::to_value(page).expect("a page of cards serializes"),
        }],
    })
}

pub async fn published(pool: &PgPool) -> Result<Vec<String>, sqlx::Error> {
    let ids = want_a_friend::published_ids(pool).await?;
    Ok(ids.into_iter().map(|id| id.to_string()).collect())
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, TimeZone, Utc};
    use events::dog::AgeBand;
    use events::dog_view::PhotoView;

    use super::*;
    use crate::dogs::public::DogCard;
    use crate::page_meta::texts::Texts;

    fn bim(size: &str) -> DogDetails {
        let photo = |id: &str, main| PhotoView {
            id: id.to_owned(),
            photo: media_path(id, "detail"),
            main,
        };
        DogDetails {
            card: DogCard {
                id: 7,
                parent_dog_id: 7,
                name: "Bim & Co".to_owned(),
                dog_sex: "MALE".to_owned(),
                size_id: 2,
                size: size.to_owned(),
                birth_date: NaiveDate::from_ymd_opt(2022, 5, 1).unwrap(),
                age_band: AgeBand::OneToFiveYears,
                has_guardianship: false,
                main_photo: Some(photo("ab12", true)),
            },
            description: "A good dog.".to_owned(),
            sterilized: true,
            breed_id: 1,
            breed: None,
            photos: vec![photo("ab12", true), photo("cd34", false)],
            date_created: Utc.with_ymd_and_hms(2025, 1, 2, 3, 4, 5).unwrap(),
        }
    }

    #[test]
    fn a_dog_gives_its_words_preview_picture_and_api_answer() {
        let texts = Texts::load();
        let dog = bim("Medium");
        let subject = subject(texts.of(Language::En), "7", &dog);
        assert_eq!(subject.id, "7");
        assert_eq!(
            subject.fields,
            [
                ("name", "Bim & Co".to_owned()),
                ("size", "medium".to_owned()),
                ("age", "1 to 4 years".to_owned()),
                ("gender", "male".to_owned()),
            ]
        );
        assert_eq!(subject.preview.as_deref(), Some("/media/ab12/card.jpg"));
        let picture = subject.picture.unwrap();
        assert_eq!(
            picture.srcset(&events::media_path::MediaLinks::served()),
            "/media/ab12/detail.webp 960w, /media/ab12/full.webp 1920w"
        );
        assert_eq!(subject.queries[0].endpoint, "getDog");
        assert_eq!(subject.queries[0].arg, Some(json!("7")));
        assert_eq!(subject.queries[0].data["photos"][1]["id"], "cd34");
        assert_eq!(subject.queries[0].data["ageBand"], "oneToFiveYears");
    }

    #[test]
    fn every_age_band_and_sex_has_words_in_both_languages() {
        let texts = Texts::load();
        for language in Language::WITH_TEXTS {
            let texts = texts.of(language);
            for band in AgeBand::ALL {
                assert!(!texts.word("dogAges", band.name()).is_empty(), "{band:?}");
            }
            for sex in ["MALE", "FEMALE"] {
                assert!(!texts.word("dogSexes", sex).is_empty(), "{sex}");
            }
        }
    }
}
