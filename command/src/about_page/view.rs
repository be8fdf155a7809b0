//! The About page as a change answers it.

use axum::Json;
use events::about_page::AdminAboutView;

use super::AboutPage;
use crate::error::ApiError;
use crate::executor::Decided;

/// The page as staff see it.
pub fn view(page: &AboutPage) -> AdminAboutView {
    AdminAboutView {
        version: page.version(),
        story: page.content().story.clone(),
        team: page.content().team.clone(),
    }
}

/// The answer of a change: the page as the change leaves it.
pub fn answer(done: &Decided<AboutPage>) -> Result<Json<AdminAboutView>, ApiError> {
    Ok(Json(view(&done.state)))
}
