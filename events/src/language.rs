use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A language of the site. Russian is a known id with no texts (SPEC §1); content exists in
/// Ukrainian, the default, and English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    Uk,
    Ru,
    En,
}

impl Language {
    /// Languages that carry texts, in the order forms show their tabs.
    pub const WITH_TEXTS: [Language; 2] = [Language::Uk, Language::En];

    pub fn id(self) -> i16 {
        match self {
            Language::Uk => 1,
            Language::Ru => 2,
            Language::En => 3,
        }
    }

    /// The language whose texts a reader of this one gets: Russian has none and reads the
    /// Ukrainian ones (SPEC §1).
    pub fn texts(self) -> Language {
        match self {
            Language::En => Language::En,
            Language::Uk | Language::Ru => Language::Uk,
        }
    }

    pub fn value(self) -> &'static str {
        match self {
            Language::Uk => "uk",
            Language::Ru => "ru",
            Language::En => "en",
        }
    }

    /// Parses a language value such as `uk` or `en-US`; `None` for anything else.
    pub fn parse(value: &str) -> Option<Language> {
        let primary = value.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "uk" | "ua" => Some(Language::Uk),
            "ru" => Some(Language::Ru),
            "en" => Some(Language::En),
            _ => None,
        }
    }

    /// The language of a request's `Accept-DHLanguage` header: Ukrainian when missing or unknown.
    pub fn from_header(value: Option<&str>) -> Language {
        value.and_then(Language::parse).unwrap_or_default()
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.value())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_values_map_to_languages_with_ukrainian_as_default() {
        assert_eq!(Language::from_header(Some("en")), Language::En);
        assert_eq!(Language::from_header(Some("en-US")), Language::En);
        assert_eq!(Language::from_header(Some("UK")), Language::Uk);
        assert_eq!(Language::from_header(Some("ru")), Language::Ru);
        assert_eq!(Language::from_header(Some("de")), Language::Uk);
        assert_eq!(Language::from_header(None), Language::Uk);
    }

    #[test]
    fn ids_follow_the_spec() {
        assert_eq!(
            [Language::Uk.id(), Language::Ru.id(), Language::En.id()],
            [1, 2, 3]
        );
    }
}
