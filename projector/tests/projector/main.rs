//! The projector against a real PostgreSQL: every test gets a freshly migrated database of its
//! own, so they run in parallel. Set `DOGHOTEL_TEST_DATABASE_URL` to point them at another
//! server than the local one.

mod about;
mod albums;
mod blog;
mod catching_up;
mod contacts;
mod dogs;
mod failures;
mod helpers;
mod inbox;
mod leadership;
mod mail_answers;
mod newsletter;
mod newsletter_issues;
mod ordering;
mod personal_data;
mod personal_fields;
mod prices;
mod reacting;
mod rebuilding;
mod reviews;
mod running;
mod staff_mail;
mod upcasting;
mod verifying;
