//! The blog as visitors and staff read it: the public lists, article and categories from
//! `public_articles`, `blog_categories` and `blog_main`, the staff list and editor loads from
//! `admin_articles`.

/// `GET /api/admin/articles/...`: every article that is not deleted and the categories.
mod admin;
/// `GET /api/blogs/...`: the public blog in the request's language.
pub(crate) mod public;
/// The routes of both, with their OpenAPI operations.
pub mod routes;
/// Views of the article pages, counted in memory and added up every minute.
pub mod views;
