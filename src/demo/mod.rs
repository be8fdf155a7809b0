//! `doghotel seed-demo`: a fresh site filled with what a visitor expects to see: the demo admin
//! and the shelter's dogs with photos. Seeding twice adds nothing the second time.

/// The demo dogs' records.
mod dogs;
/// Painted photos for them.
mod portrait;

use anyhow::Context;
use chrono::Utc;
use command::dog::{DogInput, PhotoInput};
use command::CommandState;
use events::dog::LocalizedText;
use media::MediaStore;
use sqlx::PgPool;

/// Adds the demo dogs, published, unless the site has dogs already. Answers how many it added.
pub async fn seed_dogs(
    pool: &PgPool,
    state: &CommandState,
    store: &dyn MediaStore,
) -> anyhow::Result<usize> {
    let existing: i64 =
        sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_type = 'Dog'")
            .fetch_one(pool)
            .await?;
    if existing > 0 {
        return Ok(0);
    }
    let today = Utc::now().date_naive();
    // Oldest first, so the first dog of the list is the newest and leads the pages.
    for (index, dog) in dogs::DOGS.iter().enumerate().rev() {
        let mut photos = Vec::new();
        for shot in 0..dog.photos {
            let seed = (index as u32) * 5 + shot;
            let jpeg = portrait::portrait(dog.coat, index + shot as usize, seed);
            let stored = media::ingest(store, &jpeg, 0)
                .await
                .with_context(|| format!("storing a photo of {}", dog.name.1))?;
            photos.push(PhotoInput {
                image_id: stored.id,
                main: shot == 0,
            });
        }
        let input = DogInput {
            name: LocalizedText::new(dog.name.0, dog.name.1),
            description: LocalizedText::new(dog.story.0, dog.story.1),
            birth_date: Some(dog.age.birth_date(today)),
            breed_id: None,
            size_id: Some(dog.size_id),
            sex: Some(if dog.female { "FEMALE" } else { "MALE" }.to_owned()),
            sterilized: dog.sterilized,
            has_guardianship: dog.under_care,
            photos,
        };
        command::add_published_dog(state, &input)
            .await
            .with_context(|| format!("adding {}", dog.name.1))?;
    }
    Ok(dogs::DOGS.len())
}
