//! Texts staff write in each language that has texts.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::Language;

/// A text in each language that carries texts (SPEC §1: Russian has none).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct LocalizedText {
    pub uk: String,
    pub en: String,
}

impl LocalizedText {
    pub fn new(uk: impl Into<String>, en: impl Into<String>) -> LocalizedText {
        LocalizedText {
            uk: uk.into(),
            en: en.into(),
        }
    }

    /// The text in `language`; Russian, which has no texts, gets the default (Ukrainian).
    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::En => &self.en,
            Language::Uk | Language::Ru => &self.uk,
        }
    }
}
