//! The FAQ as a change answers it.

use axum::Json;
use events::faq::AdminFaqView;

use super::Faq;
use crate::error::ApiError;
use crate::executor::Decided;

/// The list as staff see it.
pub fn view(faq: &Faq) -> AdminFaqView {
    AdminFaqView {
        version: faq.version(),
        items: faq.content().items.clone(),
    }
}

/// The answer of a change: the page as the change leaves it.
pub fn answer(done: &Decided<Faq>) -> Result<Json<AdminFaqView>, ApiError> {
    Ok(Json(view(&done.state)))
}
