//! A name staff give in both languages, as blog categories and albums have (SPEC §5: at least 2
//! symbols in each): trimmed, each language checked by the same rules, a refusal naming the
//! language at fault in its `field` (`name.uk`, `name.en`). Each kind of name brings its own
//! refusals, so the form shows the SPEC's key for it.

use events::{Language, LocalizedText};

use crate::error::Reason;

/// SPEC §5: a category's and an album's name have at least 2 symbols.
const MIN_LENGTH: usize = 2;

/// The refusals of one kind of name, and its upper bound (which keeps a label readable).
pub struct NameRules {
    pub missing: Reason,
    pub too_short: Reason,
    pub too_long: Reason,
    pub invalid_symbol: Reason,
    pub max_length: usize,
}

impl NameRules {
    /// The name trimmed in each language, or the first broken rule.
    pub fn parse(&self, input: &LocalizedText) -> Result<LocalizedText, Reason> {
        for language in Language::WITH_TEXTS {
            let field = match language {
                Language::En => "name.en",
                _ => "name.uk",
            };
            self.check(input.get(language).trim())
                .map_err(|reason| reason.on_field(field))?;
        }
        Ok(LocalizedText::new(input.uk.trim(), input.en.trim()))
    }

    fn check(&self, name: &str) -> Result<(), Reason> {
        let length = name.chars().count();
        if length == 0 {
            return Err(self.missing);
        }
        if !name.chars().all(is_name_char) {
            return Err(self.invalid_symbol);
        }
        if length < MIN_LENGTH {
            return Err(self.too_short);
        }
        if length > self.max_length {
            return Err(self.too_long);
        }
        Ok(())
    }
}

/// SPEC §5: Cyrillic, Latin, digits, whitespace and common punctuation.
fn is_name_char(c: char) -> bool {
    crate::validation::is_name_letter(c)
        || c.is_ascii_digit()
        || c == ' '
        || ".,:;!?'\"()-–—&/+’ʼ«»".contains(c)
}
