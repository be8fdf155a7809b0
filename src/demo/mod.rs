//! `doghotel seed-demo`: a fresh site filled with what a visitor expects to see: the demo admin
//! the shelter's dogs with photos, the blog, the hotel's contact details and price list, the
//! About page with its team, the FAQ, guests' reviews and photo albums. Seeding twice adds
//! nothing the second time.

/// The demo About page, team and FAQ.
mod about;
/// The demo photo albums.
mod albums;
/// The demo blog's categories and articles.
mod articles;
/// The demo dogs' records.
mod dogs;
/// Painted photos for them.
mod portrait;
/// The price list and the additional services' texts.
mod prices;
/// Guests' reviews, answers and the home slider's choice.
mod reviews;
/// Painted pictures of the About page: the house, the people, the certificate.
mod scenes;

use anyhow::Context;
use chrono::{Datelike, Utc};
use command::about_page::body::{MemberBody, StoryBody};
use command::album::seed::{add_published_album, has_albums};
use command::dog::{DogInput, PhotoInput};
use command::faq::body::FaqItemBody;
use command::review::seed::{add_hotel_answer, add_review, has_reviews, Moderation};
use command::CommandState;
use events::album::PhotoImage;
use events::dog::LocalizedText;
use events::review::ReviewDetails;
use events::service_description::ServiceDescription;
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

/// Adds the demo categories and articles, published, the first article the main one, unless
/// the blog has content already. Answers how many articles it added.
pub async fn seed_blog(
    pool: &PgPool,
    state: &CommandState,
    store: &dyn MediaStore,
) -> anyhow::Result<usize> {
    let existing: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE aggregate_type IN ('Article', 'CategoryCatalog')",
    )
    .fetch_one(pool)
    .await?;
    if existing > 0 {
        return Ok(0);
    }
    let mut categories = Vec::new();
    for (uk, en) in articles::CATEGORIES {
        categories.push(command::add_category(state, &LocalizedText::new(uk, en)).await?);
    }
    let picture = |number: u32| async move {
        let coat = dogs::DOGS[number as usize % dogs::DOGS.len()].coat;
        let jpeg = portrait::portrait(coat, number as usize, number * 3 + 1);
        media::ingest(store, &jpeg, 0)
            .await
            .map(|stored| stored.id)
            .context("storing a demo article's picture")
    };
    // Oldest first, so the first article is the newest.
    for (index, article) in articles::ARTICLES.iter().enumerate().rev() {
        let main_image = picture(index as u32 + 20).await?;
        let mut blocks = (Vec::new(), Vec::new());
        for block in article.blocks {
            let (kind, uk, en) = match block {
                articles::DemoBlock::Text(uk, en) => ("TEXT", uk.to_string(), en.to_string()),
                articles::DemoBlock::Quote(uk, en) => ("QUOTE", uk.to_string(), en.to_string()),
                articles::DemoBlock::Picture(number) => {
                    let id = picture(*number).await?;
                    ("IMG", id.clone(), id)
                }
            };
            blocks
                .0
                .push(serde_json::json!({ "type": kind, "value": uk }));
            if !article.title.1.is_empty() {
                blocks
                    .1
                    .push(serde_json::json!({ "type": kind, "value": en }));
            }
        }
        let draft = serde_json::from_value(serde_json::json!({
            "categoryId": categories[article.category],
            "mainImage": main_image,
            "originalLanguage": "uk",
            "translations": {
                "uk": { "title": article.title.0, "thesis": article.thesis.0, "blocks": blocks.0 },
                "en": { "title": article.title.1, "thesis": article.thesis.1, "blocks": blocks.1 },
            },
        }))?;
        // A blog written over the past months: one article every nine days.
        let written = Utc::now() - chrono::Duration::days(9 * index as i64 + 2);
        command::add_published_article(state, &draft, written, index == 0)
            .await
            .with_context(|| format!("adding the article {:?}", article.title.1))?;
    }
    Ok(articles::ARTICLES.len())
}

/// The hotel's contact details the web app shows until staff save their own, shared with it.
const CONTACT_DETAILS: &str = include_str!("../../web/src/shared/lib/hotelContacts.json");

/// Saves the hotel's contact details as their first version, unless the site has some already.
/// Answers whether it saved them.
pub async fn seed_contacts(state: &CommandState) -> anyhow::Result<bool> {
    let details = serde_json::from_str(CONTACT_DETAILS).context("reading hotelContacts.json")?;
    command::add_contact_details(state, details)
        .await
        .context("saving the contact details")
}

/// Saves the hotel's places and one closed period, New Year's Eve and Day, as the first
/// version of its capacity, unless the site has one already. Answers whether it saved them.
pub async fn seed_capacity(state: &CommandState) -> anyhow::Result<bool> {
    let today = Utc::now().date_naive();
    let eve = |year| chrono::NaiveDate::from_ymd_opt(year, 12, 31).expect("a real date");
    let new_year_eve = [eve(today.year()), eve(today.year() + 1)]
        .into_iter()
        .find(|night| *night >= today)
        .expect("one of two New Year's Eves is ahead");
    let body = serde_json::from_value(serde_json::json!({
        "places": { "dogSmall": 6, "dogMedium": 8, "dogBig": 4, "cat": 10 },
        "closed": [{
            "from": new_year_eve.to_string(),
            "to": new_year_eve.succ_opt().expect("a real date").to_string(),
            "note": "New Year: the staff are with their families",
        }],
    }))
    .context("the demo capacity")?;
    command::add_capacity(state, body)
        .await
        .context("saving the capacity")
}

/// Writes the demo About page (story, quote, certificate, closing paragraph and the team of
/// three) and the FAQ, each unless the site has it already. Answers whether it wrote the page
/// and how many questions it added.
pub async fn seed_about(
    pool: &PgPool,
    state: &CommandState,
    store: &dyn MediaStore,
) -> anyhow::Result<(bool, usize)> {
    let existing = |aggregate_type: &'static str| async move {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM events WHERE aggregate_type = $1")
            .bind(aggregate_type)
            .fetch_one(pool)
            .await
    };
    let store_picture = |jpeg: Vec<u8>| async move {
        media::ingest(store, &jpeg, 0)
            .await
            .map(|stored| stored.id)
            .context("storing a picture of the About page")
    };
    let text = |(uk, en): about::Text| LocalizedText::new(uk, en);
    let wrote_page = existing(events::about_page::AGGREGATE_TYPE).await? == 0;
    if wrote_page {
        let story = StoryBody {
            version: 0,
            house_image: store_picture(scenes::house()).await?,
            heading: text(about::HEADING),
            text: text(about::STORY),
            quote: text(about::QUOTE),
            quote_author: text(about::QUOTE_AUTHOR),
            quote_role: text(about::QUOTE_ROLE),
            avatar_image: store_picture(scenes::person(about::HOSTESS, 3)).await?,
            certificate_image: store_picture(scenes::certificate()).await?,
            closing: text(about::CLOSING),
        };
        let mut team = Vec::new();
        for (index, member) in about::TEAM.iter().enumerate() {
            team.push(MemberBody {
                version: 0,
                photo: store_picture(scenes::person(member.look, 5 + index as u32)).await?,
                name: text(member.name),
                profession: text(member.profession),
            });
        }
        command::write_about_page(state, &story, &team)
            .await
            .context("writing the About page")?;
    }
    let mut questions = 0;
    if existing(events::faq::AGGREGATE_TYPE).await? == 0 {
        let items: Vec<FaqItemBody> = about::FAQ
            .iter()
            .map(|&(question, answer)| FaqItemBody {
                version: 0,
                question: text(question),
                answer: text(answer),
            })
            .collect();
        command::write_faq(state, &items)
            .await
            .context("writing the FAQ")?;
        questions = items.len();
    }
    Ok((wrote_page, questions))
}

/// Adds the SPEC §3 price list and the four additional services with two painted pictures
/// each, skipping whatever exists already. Answers how many records it added.
pub async fn seed_prices(state: &CommandState, store: &dyn MediaStore) -> anyhow::Result<usize> {
    let mut added = 0;
    for (id, item) in prices::items() {
        if command::add_price_item(state, id, item)
            .await
            .with_context(|| format!("adding the price item {id}"))?
        {
            added += 1;
        }
    }
    for (index, service) in prices::SERVICES.iter().enumerate() {
        if command::service_description::seed::has_service_description(state, service.kind).await? {
            continue;
        }
        let mut pictures = Vec::new();
        for shot in 0..2 {
            let number = index * 2 + shot;
            let coat = dogs::DOGS[number % dogs::DOGS.len()].coat;
            let jpeg = portrait::portrait(coat, number + 1, number as u32 * 7 + 3);
            let stored = media::ingest(store, &jpeg, 0)
                .await
                .context("storing a service's picture")?;
            pictures.push(stored.id);
        }
        let record = ServiceDescription {
            kind: service.kind,
            title: LocalizedText::new(service.title.0, service.title.1),
            text: LocalizedText::new(service.text.0, service.text.1),
            big_image: pictures[0].clone(),
            small_image: pictures[1].clone(),
        };
        command::add_service_description(state, record).await?;
        added += 1;
    }
    Ok(added)
}

/// Adds the demo reviews (see `reviews`), unless the site has reviews already. Answers how many
/// reviews and answers it added.
pub async fn seed_reviews(state: &CommandState, store: &dyn MediaStore) -> anyhow::Result<usize> {
    if has_reviews(state).await? {
        return Ok(0);
    }
    let now = Utc::now();
    let details = |review: &reviews::DemoReview, parent_id: Option<String>, image| ReviewDetails {
        parent_id,
        name: review.name.to_owned(),
        pet_name: review.pet.map(str::to_owned),
        text: review.text.to_owned(),
        image,
        language: review.language,
        spam: None,
    };
    let mut ids = Vec::new();
    // Oldest first, as they would have arrived.
    for review in reviews::APPROVED.iter().rev() {
        let image = match review.photo {
            Some(dog) => {
                let jpeg = portrait::portrait(dogs::DOGS[dog].coat, dog + 1, dog as u32 * 11 + 5);
                let stored = media::ingest(store, &jpeg, 0)
                    .await
                    .context("storing a demo review's photo")?;
                Some(stored.id)
            }
            None => None,
        };
        let moderation = if review.featured {
            Moderation::Featured
        } else {
            Moderation::Approved
        };
        let at = now - chrono::Duration::days(review.days_ago) - chrono::Duration::hours(5);
        let id = add_review(state, details(review, None, image), at, moderation).await?;
        ids.push(id);
    }
    ids.reverse();
    let answered = &ids[reviews::ANSWERED];
    let language = reviews::APPROVED[reviews::ANSWERED].language;
    for (index, (name, pet, text, days_ago)) in reviews::ANSWERS.into_iter().enumerate() {
        let at = now - chrono::Duration::days(days_ago) + chrono::Duration::minutes(index as i64);
        match name {
            Some(name) => {
                let answer = reviews::DemoReview {
                    name,
                    pet,
                    text,
                    language,
                    days_ago,
                    photo: None,
                    featured: false,
                };
                let details = details(&answer, Some(answered.clone()), None);
                add_review(state, details, at, Moderation::Approved).await?;
            }
            None => add_hotel_answer(state, answered, text, language, at).await?,
        }
    }
    for review in &reviews::PENDING {
        let at = now - chrono::Duration::days(review.days_ago) - chrono::Duration::hours(1);
        add_review(state, details(review, None, None), at, Moderation::Pending).await?;
    }
    let (name, text) = reviews::PENDING_ANSWER;
    let answer = reviews::DemoReview {
        name,
        pet: None,
        text,
        language: reviews::APPROVED[0].language,
        days_ago: 0,
        photo: None,
        featured: false,
    };
    add_review(
        state,
        details(&answer, Some(ids[0].clone()), None),
        now - chrono::Duration::hours(2),
        Moderation::Pending,
    )
    .await?;
    Ok(reviews::APPROVED.len() + reviews::ANSWERS.len() + reviews::PENDING.len() + 1)
}

/// Adds the demo albums (see `albums`), published with their covers, unless the site has albums
/// already. Answers how many photos it added.
pub async fn seed_albums(state: &CommandState, store: &dyn MediaStore) -> anyhow::Result<usize> {
    if has_albums(state).await? {
        return Ok(0);
    }
    let mut added = 0;
    for (number, album) in albums::ALBUMS.iter().enumerate() {
        let mut photos = Vec::new();
        for shot in 0..album.photos {
            let dog = &dogs::DOGS[(number * 5 + shot) % dogs::DOGS.len()];
            let jpeg = portrait::portrait(dog.coat, album.scene, (number * 31 + shot) as u32);
            let stored = media::ingest_keeping_original(store, &jpeg)
                .await
                .with_context(|| format!("storing a photo of the album {}", album.name.1))?;
            photos.push(PhotoImage {
                id: stored.id,
                width: stored.width,
                height: stored.height,
            });
        }
        added += photos.len();
        let names = LocalizedText::new(album.name.0, album.name.1);
        add_published_album(state, names, photos, &album.covers)
            .await
            .with_context(|| format!("adding the album {}", album.name.1))?;
    }
    Ok(added)
}
