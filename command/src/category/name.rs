use events::{Language, LocalizedText};

use crate::error::Reason;
use crate::localized_name::NameRules;
use errors::ErrorCode;

const ENTER_NAME: Reason = Reason::new(
    ErrorCode::EnterCategoryName,
    "Enter the category's name in both languages.",
);
const TOO_SHORT: Reason = Reason::new(
    ErrorCode::MinCategoryNameLength,
    "A category's name has at least 2 symbols.",
);
const TOO_LONG: Reason = Reason::new(
    ErrorCode::CategoryNameTooLong,
    "A category's name has at most 30 symbols.",
);
const INVALID_SYMBOL: Reason = Reason::new(
    ErrorCode::InvalidSymbol,
    "A category's name holds letters, digits, spaces and common punctuation only.",
);

/// The upper bound keeps a tab label readable.
const RULES: NameRules = NameRules {
    missing: ENTER_NAME,
    too_short: TOO_SHORT,
    too_long: TOO_LONG,
    invalid_symbol: INVALID_SYMBOL,
    max_length: 30,
};

/// A category's name in both languages, trimmed, each by SPEC §5's rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryName(LocalizedText);

impl CategoryName {
    /// The first broken rule names the language at fault in its `field` (`name.uk`).
    pub fn parse(input: &LocalizedText) -> Result<CategoryName, Reason> {
        RULES.parse(input).map(CategoryName)
    }

    /// Whether `other` has this name in either language, ignoring case.
    pub fn same_as(&self, other: &LocalizedText) -> bool {
        Language::WITH_TEXTS.into_iter().any(|language| {
            self.0.get(language).to_lowercase() == other.get(language).trim().to_lowercase()
        })
    }

    pub fn into_text(self) -> LocalizedText {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(uk: &str, en: &str) -> Result<CategoryName, &'static str> {
        CategoryName::parse(&LocalizedText::new(uk, en)).map_err(|reason| reason.code.as_str())
    }

    #[test]
    fn names_are_trimmed_and_kept() {
        let name = parse("  Здоров'я та догляд ", "Health & care").unwrap();
        assert_eq!(
            name.into_text(),
            LocalizedText::new("Здоров'я та догляд", "Health & care")
        );
    }

    #[test]
    fn each_rule_answers_its_key() {
        assert_eq!(parse("", "Tips"), Err("enterCategoryName"));
        assert_eq!(parse("Поради", "  "), Err("enterCategoryName"));
        assert_eq!(parse("П", "Tips"), Err("minCategoryNameLength"));
        assert_eq!(parse("Поради<script>", "Tips"), Err("invalidSymbol"));
        assert_eq!(parse("Поради", "Tips 🐶"), Err("invalidSymbol"));
        assert_eq!(parse(&"я".repeat(31), "Tips"), Err("categoryNameTooLong"));
        assert!(parse("Топ-10", "Top 10").is_ok());
    }

    #[test]
    fn the_refusal_names_the_language_at_fault() {
        let reason = CategoryName::parse(&LocalizedText::new("Поради", "T")).unwrap_err();
        assert_eq!(reason.field, Some("name.en"));
    }
}
