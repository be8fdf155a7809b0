//! Mails to visitors from templates: a plain-text and an HTML file per language under
//! `projector/templates/`, the plain text's first line being the subject, with `{placeholders}`
//! filled by what visitors and staff wrote.

use events::Language;

/// One mail's templates per language: (language, plain text, HTML). The first is the default.
pub type Templates = [(Language, &'static str, &'static str)];

/// A mail's subject and its two parts.
pub struct Letter {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// The letter in `language` (Ukrainian for a language without texts) with `values` put in:
/// as they are in the plain text, as text (escaped) in the HTML.
pub fn letter(templates: &Templates, language: Language, values: &[(&str, &str)]) -> Letter {
    let (_, text, html) = templates
        .iter()
        .find(|(of, ..)| *of == language.texts())
        .unwrap_or(&templates[0]);
    let text = fill(text, values);
    let (subject, body) = text.split_once("\n\n").unwrap_or(("DogHotel", &text));
    let escaped: Vec<(&str, String)> = values
        .iter()
        .map(|(name, value)| (*name, ammonia::clean_text(value)))
        .collect();
    let escaped: Vec<(&str, &str)> = escaped.iter().map(|(n, v)| (*n, v.as_str())).collect();
    Letter {
        subject: subject.trim().to_owned(),
        text: body.to_owned(),
        html: fill(html, &escaped),
    }
}

/// `template` with each `{name}` of `values` put in, in one pass: what a visitor or staff
/// member wrote is never read for placeholders itself.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut filled = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        filled.push_str(&rest[..start]);
        rest = &rest[start..];
        let value = values.iter().find(|(name, _)| {
            rest.strip_prefix('{')
                .and_then(|after| after.strip_prefix(name))
                .is_some_and(|after| after.starts_with('}'))
        });
        match value {
            Some((name, value)) => {
                filled.push_str(value);
                rest = &rest[name.len() + 2..];
            }
            None => {
                filled.push('{');
                rest = &rest[1..];
            }
        }
    }
    filled.push_str(rest);
    filled
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEMPLATES: &Templates = &[
        (
            Language::Uk,
            "Тема\n\nДобрий день, {name}! {text} {other}",
            "<p>{name}</p>{text}",
        ),
        (Language::En, "Subject\n\nHello, {name}!", "<p>{name}</p>"),
    ];

    #[test]
    fn values_go_in_once_and_as_text_in_the_html() {
        let letter = letter(
            TEMPLATES,
            Language::Uk,
            &[("name", "Олена <b>"), ("text", "{name} & {text}")],
        );
        assert_eq!(letter.subject, "Тема");
        assert_eq!(
            letter.text,
            "Добрий день, Олена <b>! {name} & {text} {other}"
        );
        assert!(!letter.html.contains("<b>"), "{}", letter.html);
        assert!(letter.html.contains("&lt;b&gt;"), "{}", letter.html);
    }

    #[test]
    fn a_language_without_texts_reads_ukrainian() {
        assert_eq!(letter(TEMPLATES, Language::Ru, &[]).subject, "Тема");
        assert_eq!(letter(TEMPLATES, Language::En, &[]).subject, "Subject");
    }
}
