//! The admin FAQ form's JSON body and the rules that make it an item's values.

use events::LocalizedText;
use serde::Deserialize;
use utoipa::ToSchema;

use super::html;
use crate::article::html::has_text;
use crate::error::Reason;
use crate::page_text::{required, Lines, TEXT_REQUIRED};

const MAX_QUESTION: usize = 300;
/// Characters of an answer's HTML as sent.
const MAX_ANSWER: usize = 5_000;

/// A question and its answer in both languages; `version` when editing one.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct FaqItemBody {
    pub version: u64,
    #[schema(value_type = Object)]
    pub question: LocalizedText,
    /// HTML; sanitized before it is stored.
    #[schema(value_type = Object)]
    pub answer: LocalizedText,
}

/// An item's texts once valid, the answer sanitized.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaqFields {
    pub question: LocalizedText,
    pub answer: LocalizedText,
}

impl FaqItemBody {
    pub fn parse(&self) -> Result<FaqFields, Reason> {
        let question = required(
            &self.question,
            ["question.uk", "question.en"],
            MAX_QUESTION,
            Lines::One,
        )?;
        // The length is checked on what was sent, then the sanitized answer must still say
        // something.
        required(
            &self.answer,
            ["answer.uk", "answer.en"],
            MAX_ANSWER,
            Lines::Many,
        )?;
        let answer = LocalizedText::new(
            html::sanitize(&self.answer.uk),
            html::sanitize(&self.answer.en),
        );
        for (text, field) in [(&answer.uk, "answer.uk"), (&answer.en, "answer.en")] {
            if !has_text(text) {
                return Err(TEXT_REQUIRED.on_field(field));
            }
        }
        Ok(FaqFields { question, answer })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(question: (&str, &str), answer: (&str, &str)) -> FaqItemBody {
        FaqItemBody {
            version: 0,
            question: LocalizedText::new(question.0, question.1),
            answer: LocalizedText::new(answer.0, answer.1),
        }
    }

    #[test]
    fn answers_are_sanitized() {
        let fields = body(
            ("Чи треба щеплення?", "Vaccinations?"),
            ("<p>Так<script>x()</script></p>", "<p onclick='x()'>Yes</p>"),
        )
        .parse()
        .unwrap();
        assert_eq!(fields.answer.uk, "<p>Так</p>");
        assert_eq!(fields.answer.en, "<p>Yes</p>");
    }

    #[test]
    fn an_answer_of_markup_alone_is_empty() {
        let reason = body(
            ("Питання", "Question"),
            ("<p>Так</p>", "<p><script>x</script></p>"),
        )
        .parse()
        .unwrap_err();
        assert_eq!(
            (reason.code.as_str(), reason.field),
            ("textRequired", Some("answer.en"))
        );
    }

    #[test]
    fn a_question_is_required_in_both_languages() {
        let reason = body(("", "Question"), ("<p>Так</p>", "<p>Yes</p>"))
            .parse()
            .unwrap_err();
        assert_eq!(reason.field, Some("question.uk"));
    }
}
