//! Page texts from the web app's own locale files (`web/src/locales/*/meta.json`), compiled in,
//! so the browser and the server can never disagree about a page's title.

use std::collections::HashMap;

use events::Language;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MetaTexts {
    pub site_name: String,
    pages: HashMap<String, PageTexts>,
    /// Words page texts take from their subject, by group and value: `dogAges` →
    /// `oneToFiveYears` → "1 to 4 years".
    #[serde(flatten)]
    words: HashMap<String, HashMap<String, String>>,
}

#[derive(Debug, Deserialize)]
struct PageTexts {
    title: String,
    description: String,
}

impl MetaTexts {
    /// The title (without the site name) and description of `page`, their `{{placeholders}}`
    /// filled from `fields`.
    pub fn page(&self, page: &str, fields: &[(&str, String)]) -> (String, String) {
        match self.pages.get(page) {
            Some(texts) => (fill(&texts.title, fields), fill(&texts.description, fields)),
            None => (self.site_name.clone(), String::new()),
        }
    }

    /// The words for `value` in `group`; empty when the locale file has none.
    pub fn word(&self, group: &str, value: &str) -> String {
        self.words
            .get(group)
            .and_then(|words| words.get(value))
            .cloned()
            .unwrap_or_default()
    }

    /// The `<title>`: the page title, then the site name.
    pub fn title(&self, title: &str) -> String {
        if title == self.site_name {
            title.to_owned()
        } else {
            format!("{title} | {}", self.site_name)
        }
    }

    #[cfg(test)]
    pub fn has_page(&self, page: &str) -> bool {
        self.pages.contains_key(page)
    }
}

/// Both languages' texts, parsed once at start.
#[derive(Debug)]
pub struct Texts {
    uk: MetaTexts,
    en: MetaTexts,
}

impl Texts {
    pub fn load() -> Texts {
        let parse = |json: &str| -> MetaTexts {
            serde_json::from_str(json).expect("the web app's meta.json is valid")
        };
        Texts {
            uk: parse(include_str!("../../../web/src/locales/uk/meta.json")),
            en: parse(include_str!("../../../web/src/locales/en/meta.json")),
        }
    }

    /// Russian has no texts and reads the Ukrainian ones, as everywhere else.
    pub fn of(&self, language: Language) -> &MetaTexts {
        match language {
            Language::En => &self.en,
            Language::Uk | Language::Ru => &self.uk,
        }
    }
}

fn fill(template: &str, fields: &[(&str, String)]) -> String {
    fields
        .iter()
        .fold(template.to_owned(), |text, (name, value)| {
            text.replace(&format!("{{{{{name}}}}}"), value)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_and_unknown_pages_fall_back_to_the_site_name() {
        let texts = Texts::load();
        let en = texts.of(Language::En);
        let (title, _) = en.page("dog", &[("name", "Rex".to_owned())]);
        assert_eq!(title, "Rex is looking for a home");
        assert_eq!(
            en.page("noSuchPage", &[]),
            ("DogHotel".to_owned(), String::new())
        );
        assert_eq!(en.title("DogHotel"), "DogHotel");
        assert_eq!(en.title("Contacts"), "Contacts | DogHotel");
        assert_eq!(en.word("dogSexes", "FEMALE"), "female");
        assert_eq!(en.word("dogSexes", "CAT"), "");
    }
}
