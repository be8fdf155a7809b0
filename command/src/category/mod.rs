//! The `CategoryCatalog` aggregate: the blog's categories (SPEC §3 "Category", §5 "Category").
//!
//! Rules the SPEC leaves open, as decided here:
//! - Names are compared per language without regard to case or surrounding spaces, so
//!   "Поради" and " поради" are the same category.
//! - A category's id is never reused, even after it is deleted: an old link to `/blog/3` must
//!   not open another category.
//! - Whether a category holds articles is the article read model's count, which the handler
//!   passes in; an article saved into a category in the very moment it is deleted keeps its
//!   category id and is listed under "all" only.

/// A category name's rules.
pub mod name;
/// The admin category routes.
pub mod routes;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::category::{CategoryEvent, AGGREGATE_TYPE};
use events::LocalizedText;
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, Reason};
use crate::executor::Runnable;
use errors::ErrorCode;
pub use name::CategoryName;

/// SPEC §9: at most six categories.
pub const MAX_CATEGORIES: usize = 6;

pub const CATEGORY_EXISTS: Reason =
    Reason::new(ErrorCode::CategoryExists, "Category already exists").on_field("name");
pub const MAX_CATEGORIES_AMOUNT: Reason = Reason::new(
    ErrorCode::MaxCategoriesAmount,
    "There can be at most 6 categories.",
);
pub const CAN_NOT_BE_DELETED: Reason = Reason::new(
    ErrorCode::CanNotBeDeleted,
    "A category that holds articles cannot be deleted.",
);

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Category {
    pub id: i64,
    pub name: LocalizedText,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct CategoryCatalog {
    /// In the order they were added.
    categories: Vec<Category>,
    /// The highest id ever given.
    last_id: i64,
}

pub enum CategoryCommand {
    AddCategory {
        name: CategoryName,
        at: DateTime<Utc>,
    },
    DeleteCategory {
        category_id: i64,
        /// How many articles (deleted ones aside) are in the category now.
        articles: i64,
        at: DateTime<Utc>,
    },
}

impl CommandName for CategoryCommand {
    fn name(&self) -> &'static str {
        match self {
            CategoryCommand::AddCategory { .. } => "AddCategory",
            CategoryCommand::DeleteCategory { .. } => "DeleteCategory",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CategoryError {
    #[error("a category has this name")]
    Exists,
    #[error("the catalog is full")]
    Full,
    #[error("the category holds articles")]
    InUse,
    #[error("no such category")]
    NotFound,
}

impl From<CategoryError> for ApiError {
    fn from(error: CategoryError) -> ApiError {
        match error {
            CategoryError::Exists => ApiError::Conflict(CATEGORY_EXISTS),
            CategoryError::Full => ApiError::Conflict(MAX_CATEGORIES_AMOUNT),
            CategoryError::InUse => ApiError::Conflict(CAN_NOT_BE_DELETED),
            CategoryError::NotFound => ApiError::NotFound,
        }
    }
}

impl CategoryCatalog {
    pub fn categories(&self) -> &[Category] {
        &self.categories
    }

    pub fn get(&self, category_id: i64) -> Option<&Category> {
        self.categories.iter().find(|c| c.id == category_id)
    }

    fn name_taken(&self, name: &CategoryName) -> bool {
        self.categories
            .iter()
            .any(|category| name.same_as(&category.name))
    }
}

impl Runnable for CategoryCatalog {}

impl Aggregate for CategoryCatalog {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = CategoryCommand;
    type Event = CategoryEvent;
    type Error = CategoryError;
    type Services = ();

    async fn handle(
        &mut self,
        command: CategoryCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), CategoryError> {
        match command {
            CategoryCommand::AddCategory { name, at } => {
                if self.name_taken(&name) {
                    return Err(CategoryError::Exists);
                }
                if self.categories.len() >= MAX_CATEGORIES {
                    return Err(CategoryError::Full);
                }
                let added = CategoryEvent::CategoryAdded {
                    category_id: self.last_id + 1,
                    name: name.into_text(),
                    at,
                };
                sink.write(added, self).await;
            }
            CategoryCommand::DeleteCategory {
                category_id,
                articles,
                at,
            } => {
                if self.get(category_id).is_none() {
                    return Err(CategoryError::NotFound);
                }
                if articles > 0 {
                    return Err(CategoryError::InUse);
                }
                sink.write(CategoryEvent::CategoryDeleted { category_id, at }, self)
                    .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: CategoryEvent) {
        match event {
            CategoryEvent::CategoryAdded {
                category_id, name, ..
            } => {
                self.last_id = self.last_id.max(category_id);
                self.categories.push(Category {
                    id: category_id,
                    name,
                });
            }
            CategoryEvent::CategoryDeleted { category_id, .. } => {
                self.categories
                    .retain(|category| category.id != category_id);
            }
        }
    }
}

#[cfg(test)]
mod tests;
