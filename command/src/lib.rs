//! The write side of doghotel: aggregates and their commands (cqrs-es over postgres-es), the
//! HTTP routes that change things, and staff authentication.
//!
//! Each of the 18 aggregates is a folder: `mod.rs` holds the aggregate, its commands, errors
//! and rules, `body.rs` what its requests carry, `routes.rs` its router and handlers (larger
//! aggregates split them into `history_routes.rs`, `page_routes.rs` and the like), `view.rs`
//! what a change answers, `seed.rs` the CLI's demo content and `tests.rs` its given/when/then
//! tests; `mod.rs` also declares the aggregate [`executor::Runnable`]. Every route that answers
//! with a record runs its command through [`executor::Executor::execute_and_answer`] on the
//! executor [`CommandState::executor`] makes for it. The binary uses [`CommandState::new`],
//! [`router`], [`admin_router`] behind [`require_admin`], and [`create_admin`] and the seeds
//! (such as [`add_published_dog`]) for the CLI.

/// The About page and its team: the `AboutPage` aggregate and the admin form's rules.
pub mod about_page;
/// Staff accounts: credentials, profile, sign-ins, lockouts, sessions and second factors.
pub mod admin_account;
/// Photo albums: the `Album` aggregate, its names' rules and its photos' covers and turns.
pub mod album;
/// Blog articles: the `Article` aggregate, its drafts and the editor's rules.
pub mod article;
/// Password hashing, access tokens, staff sessions, second factors and the admin guard.
pub mod auth;
/// Blog categories: the `CategoryCatalog` aggregate.
pub mod category;
/// The hotel's contact details: the `ContactDetails` aggregate and the admin form's rules.
pub mod contact_details;
/// A visitor's message from the contact form: the `ContactMessage` aggregate.
pub mod contact_message;
/// Who asks for a command and in which request, turned into event metadata.
pub mod context;
/// Adoptable dogs: the `Dog` aggregate and the admin dog form's rules.
pub mod dog;
/// A visitor's request about a dog: the `DogRequest` aggregate.
pub mod dog_request;
/// Records staff edit whole (price items, service descriptions): their shared aggregate.
pub mod edited_record;
/// A visitor forgotten: their personal data erased, on request or when kept too long.
pub mod erasure;
/// The crate's error type and the JSON body every error answers with.
pub mod error;
/// Running a command against an aggregate, answering from its new state, and waiting for the
/// projections its events feed (read-your-writes).
pub mod executor;
/// Request extractors: JSON bodies that fail as JSON, the idempotency key, the client's address.
pub mod extract;
/// The FAQ: the `Faq` aggregate, its answers' HTML and the admin form's rules.
pub mod faq;
/// The client's address behind trusted reverse proxies (`X-Forwarded-For`).
pub mod forwarded;
/// The history panel's calls: what happened, one version as it was, restoring it.
pub mod history;
/// The staff inbox: what staff did with each thing a visitor sent.
pub mod inbox;
/// A name in both languages by SPEC §5's rules (categories, albums).
pub mod localized_name;
/// Which article is the blog's main one: the `MainArticle` aggregate, which takes only a
/// published article and lets a hidden or deleted one go.
pub mod main_article;
/// Names unique among the aggregates of one kind, claimed with the events that take them.
pub mod name_claims;
/// A visitor's newsletter subscription, with double opt-in and the expiry of unconfirmed ones.
pub mod newsletter;
/// Newsletter issues: written in both languages, tried on staff's own mailbox, sent once.
pub mod newsletter_issue;
/// Texts and pictures staff write for the hotel's own pages, in both languages.
pub mod page_text;
/// The hotel's price list: each price item an edited record, and its edit form.
pub mod price_list;
/// Per-client limits on the public forms.
pub mod rate_limit;
/// Every question the write side asks of a read table, with why and what lag means.
pub mod read_models;
/// Guests' reviews and answers, and their moderation: the `Review` aggregate.
pub mod review;
/// The crate's two routers, composed from the aggregates' own.
pub mod routes;
/// The additional services' descriptions: the `ServiceDescription` aggregate.
pub mod service_description;
/// State shared by the routes.
pub mod state;
/// The hotel's places per kind of guest and its closed nights: the `StayCapacity` aggregate.
pub mod stay_capacity;
/// What every public form does with a submission: spam judgement, idempotency key, limit, event.
pub mod submission;
/// Photos in, image ids out: the upload routes, their bounded queues and the nightly sweep of
/// photos no event names.
pub mod upload;
/// SPEC §5 input values that exist only when valid: email, names, phone, password, login,
/// texts of messages and reviews.
pub mod validation;

pub use about_page::seed::write_about_page;
pub use admin_account::create::{create_admin, CreatedAdmin};
pub use article::seed::{add_category, add_published_article};
pub use auth::{require_admin, AuthConfig, AuthState, JwtSecret, SessionSettings};
pub use contact_details::seed::add_contact_details;
pub use dog::seed::add_published_dog;
pub use error::ApiError;
pub use faq::seed::write_faq;
pub use forwarded::TrustedProxies;
pub use price_list::seed::add_price_item;
pub use routes::{admin_router, router};
pub use service_description::seed::add_service_description;
pub use state::CommandState;
pub use stay_capacity::seed::add_capacity;
