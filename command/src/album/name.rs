//! An album's name in Ukrainian and English (SPEC §5 "Album"): at least 2 symbols in each,
//! allowed characters only, and no other album's name in that language, whatever the case.

use events::album::AlbumEvent;
use events::{Language, LocalizedText};

use crate::error::Reason;
use crate::localized_name::NameRules;
use crate::name_claims::{NameChange, NameClaim, NameScope};
use errors::ErrorCode;

const RULES: NameRules = NameRules {
    missing: Reason::new(
        ErrorCode::EnterAlbumName,
        "Enter the album's name in both languages.",
    ),
    too_short: Reason::new(
        ErrorCode::NameToShort,
        "An album's name has at least 2 symbols.",
    ),
    too_long: Reason::new(
        ErrorCode::AlbumNameTooLong,
        "An album's name has at most 60 symbols.",
    ),
    invalid_symbol: Reason::new(
        ErrorCode::InvalidSymbol,
        "An album's name holds letters, digits, spaces and common punctuation only.",
    ),
    // A name sits under a cover 392 px wide on two lines at most.
    max_length: 60,
};

/// One scope per language: an English name may repeat a Ukrainian one ("Kyiv" is both).
pub const UK_NAMES: NameScope = NameScope {
    key: "album-name-uk",
    taken: Reason::new(ErrorCode::NameAlreadyExist, "Album already exists.").on_field("name.uk"),
};
pub const EN_NAMES: NameScope = NameScope {
    key: "album-name-en",
    taken: Reason::new(ErrorCode::NameAlreadyExist, "Album already exists.").on_field("name.en"),
};

/// An album's name that passed SPEC §5's rules, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlbumName(LocalizedText);

impl AlbumName {
    /// The first broken rule names the language at fault in its `field` (`name.uk`).
    pub fn parse(input: &LocalizedText) -> Result<AlbumName, Reason> {
        RULES.parse(input).map(AlbumName)
    }

    pub fn text(&self) -> &LocalizedText {
        &self.0
    }

    pub fn into_text(self) -> LocalizedText {
        self.0
    }
}

/// The names an album's event takes (lower-cased, so "Summer" and "summer" are one name) or,
/// once it is deleted, frees for a new album.
pub fn name_claim(event: &AlbumEvent) -> Vec<NameChange> {
    let names = match event {
        AlbumEvent::AlbumCreated { names, .. } | AlbumEvent::AlbumRenamed { names, .. } => names,
        AlbumEvent::AlbumRestored { content, .. } => &content.names,
        AlbumEvent::AlbumDeleted { .. } => {
            return vec![NameChange::Release(UK_NAMES), NameChange::Release(EN_NAMES)];
        }
        _ => return Vec::new(),
    };
    [(UK_NAMES, Language::Uk), (EN_NAMES, Language::En)]
        .into_iter()
        .map(|(scope, language)| {
            NameChange::Take(NameClaim {
                scope,
                name: names.get(language).to_lowercase(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(uk: &str, en: &str) -> Result<LocalizedText, (&'static str, Option<&'static str>)> {
        AlbumName::parse(&LocalizedText::new(uk, en))
            .map(AlbumName::into_text)
            .map_err(|reason| (reason.code.as_str(), reason.field))
    }

    #[test]
    fn each_rule_answers_the_spec_key_on_the_language_at_fault() {
        assert_eq!(
            parse("", "Summer"),
            Err(("enterAlbumName", Some("name.uk")))
        );
        assert_eq!(parse("Літо", " "), Err(("enterAlbumName", Some("name.en"))));
        assert_eq!(parse("Л", "Summer"), Err(("nameToShort", Some("name.uk"))));
        assert_eq!(parse("Літо", "S"), Err(("nameToShort", Some("name.en"))));
        assert_eq!(
            parse("Літо<b>", "Summer"),
            Err(("invalidSymbol", Some("name.uk")))
        );
        assert_eq!(
            parse("Літо", "Summer 🌞"),
            Err(("invalidSymbol", Some("name.en")))
        );
        assert_eq!(
            parse(&"я".repeat(61), "Summer"),
            Err(("albumNameTooLong", Some("name.uk")))
        );
        assert_eq!(
            parse("  Літо 2025 ", "Summer, 2025"),
            Ok(LocalizedText::new("Літо 2025", "Summer, 2025"))
        );
    }

    #[test]
    fn names_are_claimed_per_language_ignoring_case_and_freed_on_deletion() {
        let at = chrono::Utc::now();
        let created = AlbumEvent::AlbumCreated {
            names: LocalizedText::new("Літо", "Summer"),
            at,
        };
        let taken: Vec<(&str, String)> = name_claim(&created)
            .into_iter()
            .map(|change| match change {
                NameChange::Take(claim) => (claim.scope.key, claim.name),
                NameChange::Release(scope) => panic!("creation frees {}", scope.key),
            })
            .collect();
        assert_eq!(
            taken,
            [
                ("album-name-uk", "літо".to_owned()),
                ("album-name-en", "summer".to_owned())
            ]
        );
        assert_eq!(
            name_claim(&AlbumEvent::AlbumDeleted { at }),
            [NameChange::Release(UK_NAMES), NameChange::Release(EN_NAMES)]
        );
        assert_eq!(name_claim(&AlbumEvent::AlbumPublished { at }), []);
    }
}
