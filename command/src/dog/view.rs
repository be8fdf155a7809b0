//! The dog as a change answers it, and the dog a path names.

use axum::Json;
use chrono::Utc;
use events::dog_view::{AdminDogFacts, AdminDogView};
use events::DogId;

use super::Dog;
use crate::error::ApiError;
use crate::executor::Decided;

/// A dog id from the path; anything but a positive number in plain digits names no dog.
pub fn dog_id(text: &str) -> Result<DogId, ApiError> {
    DogId::parse(text).ok_or(ApiError::NotFound)
}

/// The answer of a change to dog `id`: the record as the change leaves it.
pub fn answer(id: DogId) -> impl FnOnce(&Decided<Dog>) -> Result<Json<AdminDogView>, ApiError> {
    move |done| view(id, &done.state).map(Json)
}

pub fn view(id: DogId, dog: &Dog) -> Result<AdminDogView, ApiError> {
    let (Some(details), Some(created_at), Some(changed_at)) =
        (dog.details(), dog.created_at(), dog.changed_at())
    else {
        return Err(ApiError::NotFound);
    };
    let facts = AdminDogFacts {
        id: id.get(),
        version: dog.version(),
        status: dog.status(),
        details,
        created_at,
        changed_at,
    };
    Ok(AdminDogView::new(facts, Utc::now().date_naive()))
}
