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

/// A part of a letter made here as HTML (from sanitized or escaped pieces), with its plain
/// text for the text part.
pub struct Markup<'a> {
    pub html: &'a str,
    pub text: &'a str,
}

/// The letter in `language` (Ukrainian for a language without texts) with `values` put in:
/// as they are in the plain text, as text (escaped) in the HTML.
pub fn letter(templates: &Templates, language: Language, values: &[(&str, &str)]) -> Letter {
    letter_with_markup(templates, language, values, &[])
}

/// [`letter`] with `markup` put in too: its HTML as it is in the HTML part, its text in the
/// plain text.
pub fn letter_with_markup(
    templates: &Templates,
    language: Language,
    values: &[(&str, &str)],
    markup: &[(&str, Markup<'_>)],
) -> Letter {
    let (_, text, html) = templates
        .iter()
        .find(|(of, ..)| *of == language.texts())
        .unwrap_or(&templates[0]);
    let mut text_values = values.to_vec();
    text_values.extend(markup.iter().map(|(name, part)| (*name, part.text)));
    let text = fill(text, &text_values);
    let (subject, body) = text.split_once("\n\n").unwrap_or(("DogHotel", &text));
    let escaped: Vec<(&str, String)> = values
        .iter()
        .map(|(name, value)| (*name, ammonia::clean_text(value)))
        .collect();
    let mut html_values: Vec<(&str, &str)> =
        escaped.iter().map(|(n, v)| (*n, v.as_str())).collect();
    html_values.extend(markup.iter().map(|(name, part)| (*name, part.html)));
    Letter {
        subject: subject.trim().to_owned(),
        text: body.to_owned(),
        html: fill(html, &html_values),
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
    fn markup_goes_in_as_html_and_as_its_text() {
        let letter = letter_with_markup(
            TEMPLATES,
            Language::En,
            &[("name", "<Olena>")],
            &[(
                "name",
                Markup {
                    html: "<b>ignored</b>",
                    text: "ignored",
                },
            )],
        );
        // A value comes before markup of the same name.
        assert_eq!(letter.text, "Hello, <Olena>!");
        let letter = letter_with_markup(
            TEMPLATES,
            Language::En,
            &[],
            &[(
                "name",
                Markup {
                    html: "<b>Olena</b>",
                    text: "Olena",
                },
            )],
        );
        assert_eq!(letter.text, "Hello, Olena!");
        assert_eq!(letter.html, "<p><b>Olena</b></p>");
    }

    #[test]
    fn a_language_without_texts_reads_ukrainian() {
        assert_eq!(letter(TEMPLATES, Language::Ru, &[]).subject, "Тема");
        assert_eq!(letter(TEMPLATES, Language::En, &[]).subject, "Subject");
    }
}
