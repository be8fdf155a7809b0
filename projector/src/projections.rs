/// The About page for staff, and the meet-us tab per language for visitors.
pub mod about_page;
/// Staff accounts as sign-in and the admin guard read them.
pub mod admin_accounts;
/// Every article that is not deleted, with its draft, what is published and its status.
pub mod admin_articles;
/// Every dog that is not deleted, with both languages and its status, for the admin pages.
pub mod admin_dogs;
/// Every album for staff, published albums per language, and every photo in page order.
pub mod albums;
/// The blog's categories with both names.
pub mod blog_categories;
/// The blog's main article, if it has one.
pub mod blog_main;
/// The hotel's contact details as last saved.
pub mod contact_details;
/// The FAQ for staff, and the SPEC §7 answer per language for visitors.
pub mod faq;
/// Everything visitors sent (dog requests, messages, questions, reviews) as staff handle it.
pub mod inbox_items;
/// Newsletter issues as staff saved them, and each subscriber's delivery of them.
pub mod newsletter_issues;
/// `newsletter_subscribers`: each subscribed address and where its double opt-in stands.
pub mod newsletter_subscribers;
/// Every price item, as staff edit it and as each language's page shows it.
pub mod price_items;
/// Published articles per language that has their texts, as the blog shows them.
pub mod public_articles;
/// Published dogs per language, as the public list and details pages show them.
pub mod public_dogs;
/// Every review and answer for staff, and the approved reviews with their answers for visitors.
pub mod reviews;
/// The additional services' descriptions, for staff and for each language's page.
pub mod services;
/// The hotel's places and closed nights as last saved.
pub mod stay_capacity;
/// Pages rewritten whole on every event (About, FAQ): the shared fold and writes.
mod whole_page;
