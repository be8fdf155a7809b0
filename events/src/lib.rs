//! Domain events of doghotel and the value types they carry. No I/O lives here: every other
//! crate depends on this one, and the events are the contract between the write side
//! (`command`), the projector and the read side (`query`).

/// The About page: the hostess's story, quote, certificate, closing paragraph and the team.
pub mod about_page;
/// Account of a staff member: creation, lockouts, profile and password changes, second factors
/// (and the sign-ins older rows recorded).
pub mod admin_account;
/// Photo albums: their names, photos, covers, turns and status.
pub mod album;
/// An album and its photos as staff see them over the API, shared by the command and read sides.
pub mod album_view;
/// Blog articles: their drafts, publications and content blocks.
pub mod article;
/// A blog article as staff see it over the API, shared by the command and read sides.
pub mod article_view;
/// Blog categories, all in one catalog.
pub mod category;
/// The hotel's contact details: phones, mail, address, social link, map location.
pub mod contact_details;
/// A visitor's message from the contact form, as the staff mail carries it.
pub mod contact_message;
/// Adoptable dogs: their events, sizes, sexes, statuses, age choices and age bands.
pub mod dog;
/// A visitor's request to take care of or take home a dog, as the staff mail carries it.
pub mod dog_request;
/// A dog as staff see it over the API, shared by the command and read sides.
pub mod dog_view;
/// Records staff edit whole (price items, service descriptions): their shared event shape.
pub mod edited_record;
/// A visitor forgotten: which aggregates' personal data was erased, and why.
pub mod erasure;
/// The FAQ: questions and sanitized answers in each language, in order.
pub mod faq;
/// Who is signed in, as the admin guard hands it to the handlers.
pub mod identity;
/// Typed ids as addresses carry them (dogs, articles, categories, albums), parsed once for the
/// command and the read side.
pub mod ids;
/// The staff inbox: its items' ids, kinds and statuses, and what staff did with each.
pub mod inbox;
/// The site's languages (uk = 1, ru = 2, en = 3) and how a request names one.
pub mod language;
/// A text in Ukrainian and English.
pub mod localized;
/// Which article is the blog's main one.
pub mod main_article;
/// Where the server serves the variants of an uploaded image (`/media/{id}/{variant}.{ext}`).
pub mod media_path;
/// Metadata stored with every event: who did it, in which request, by which command.
pub mod metadata;
/// A visitor's newsletter subscription, and the key of its ids and mailed links.
pub mod newsletter;
/// Newsletter issues, their texts per language, and their deliveries to each subscriber.
pub mod newsletter_issue;
/// The hotel's price list: price items, their lines and the values they may hold.
pub mod price_list;
/// Guests' reviews and answers, their moderation and the home slider's choice.
pub mod review;
/// The additional services' descriptions: texts and two pictures each.
pub mod service_description;
/// Why a public form was judged a bot's.
pub mod spam;
/// Staff mail the SMTP server refused for good, parked so later mail goes out.
pub mod staff_mail;
/// The hotel's places per kind of guest and its closed nights.
pub mod stay_capacity;
/// How each aggregate's events are stored: aggregate type, current versions, upcasters.
pub mod stored;

pub use identity::AdminIdentity;
pub use ids::{AlbumId, ArticleId, CategoryId, DogId, NewsletterIssueId};
pub use language::Language;
pub use localized::LocalizedText;
pub use metadata::EventMetadata;
pub use stored::StoredEvents;
