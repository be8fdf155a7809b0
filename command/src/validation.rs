//! Input values that exist only when valid (SPEC §5). Each type is parsed once at the edge of
//! the crate; commands and aggregates take these types, so they never check input again.
//!
//! The rules are written by hand instead of as regular expressions: the SPEC's rules need
//! lookahead (no two dots, one character of each class), which the `regex` crate lacks, and
//! the cases in `testdata/validation.json` are shared with the web app's validators.

use crate::error::Reason;
use errors::ErrorCode;

/// An email address as SPEC §5 allows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub const EMPTY: Reason = Reason::new(ErrorCode::EmptyEmail, "Enter an email address.");
    pub const INCORRECT: Reason =
        Reason::new(ErrorCode::EmailIncorrect, "The email address is incorrect.");

    /// The local part starts with a letter or digit and holds letters, digits and `._%+-`
    /// without two dots in a row; the domain is dot-separated labels of letters, digits and
    /// hyphens, the label before the top-level domain at least 2 characters long and the
    /// top-level domain 2 to 6 letters. Surrounding spaces are refused, not trimmed.
    pub fn parse(input: &str) -> Result<Email, Reason> {
        if input.is_empty() {
            return Err(Self::EMPTY);
        }
        let (local, domain) = input.split_once('@').ok_or(Self::INCORRECT)?;
        if local_part_is_valid(local) && domain_is_valid(domain) {
            Ok(Email(input.to_owned()))
        } else {
            Err(Self::INCORRECT)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

fn local_part_is_valid(local: &str) -> bool {
    let starts_well = local
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphanumeric());
    let allowed = |c: char| c.is_ascii_alphanumeric() || "._%+-".contains(c);
    starts_well && local.chars().all(allowed) && !local.contains("..")
}

fn domain_is_valid(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    let [.., second_level, top_level] = labels.as_slice() else {
        return false;
    };
    let label_is_valid = |label: &&str| {
        !label.is_empty() && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    labels.iter().all(label_is_valid)
        && second_level.len() >= 2
        && (2..=6).contains(&top_level.len())
        && top_level.chars().all(|c| c.is_ascii_alphabetic())
}

/// A person's name (SPEC §5 "Name (general)"): empty, or Latin and Cyrillic letters, hyphens,
/// apostrophes and spaces with at least two letters, not starting with a space.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

impl PersonName {
    pub const INCORRECT: Reason = Reason::new(
        ErrorCode::IncorrectName,
        "A name may hold only letters, hyphens, apostrophes and spaces, and cannot start with a space.",
    );
    pub const TOO_SHORT: Reason = Reason::new(
        ErrorCode::TheNameMustBe,
        "The name must have at least 2 letters.",
    );

    pub fn parse(input: &str) -> Result<PersonName, Reason> {
        if input.is_empty() {
            return Ok(PersonName(String::new()));
        }
        if input.starts_with(' ') || !input.chars().all(is_name_char) {
            return Err(Self::INCORRECT);
        }
        if input.chars().filter(|&c| is_name_letter(c)).count() < 2 {
            return Err(Self::TOO_SHORT);
        }
        Ok(PersonName(input.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Latin letters and the letters of the Cyrillic block (which covers Ukrainian ґ, є, і, ї): the
/// letters of people's and dogs' names.
pub(crate) fn is_name_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || (('\u{0400}'..='\u{04FF}').contains(&c) && c.is_alphabetic())
}

/// What a name may hold: its letters, and spaces, hyphens and apostrophes (typed three ways).
pub(crate) fn is_name_char(c: char) -> bool {
    is_name_letter(c) || matches!(c, ' ' | '-' | '\'' | '’' | 'ʼ')
}

/// The name in the dog request modal (SPEC §5 "Dog request modal"): required, 2 to 16
/// characters without spaces, and a valid name by the general rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequesterName(String);

impl RequesterName {
    pub const EMPTY: Reason = Reason::new(ErrorCode::FieldNameNotEmpty, "Enter your name.");
    pub const LENGTH: Reason = Reason::new(
        ErrorCode::TheNameMustBe,
        "The name must have 2 to 16 characters and no spaces.",
    );
    const LENGTHS: std::ops::RangeInclusive<usize> = 2..=16;

    pub fn parse(input: &str) -> Result<RequesterName, Reason> {
        if input.is_empty() {
            return Err(Self::EMPTY);
        }
        if input.contains(' ') || !Self::LENGTHS.contains(&input.chars().count()) {
            return Err(Self::LENGTH);
        }
        PersonName::parse(input)?;
        Ok(RequesterName(input.to_owned()))
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// The email in the dog request modal (SPEC §5 "Dog request modal"): a valid email of 6 to 64
/// characters.
pub struct RequesterEmail;

impl RequesterEmail {
    const LENGTHS: std::ops::RangeInclusive<usize> = 6..=64;

    pub fn parse(input: &str) -> Result<Email, Reason> {
        let email = Email::parse(input)?;
        if Self::LENGTHS.contains(&input.chars().count()) {
            Ok(email)
        } else {
            Err(Email::INCORRECT)
        }
    }
}

/// The optional message in the dog request modal: at most 500 characters, trimmed.
pub struct RequestMessage;

impl RequestMessage {
    pub const TOO_LONG: Reason = Reason::new(
        ErrorCode::TheMessageMustBe,
        "The message must have at most 500 characters.",
    );
    const MAX_CHARS: usize = 500;

    pub fn parse(input: &str) -> Result<String, Reason> {
        if input.chars().count() > Self::MAX_CHARS {
            return Err(Self::TOO_LONG);
        }
        Ok(input.trim().to_owned())
    }
}

/// The name in the contact form (SPEC §5 "Contact form name"): 2 to 56 characters once the
/// end is trimmed, a valid name by the general rule (so no leading space), no two hyphens or
/// apostrophes in a row and no two spaces in a row (the field refuses typing them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactName(String);

impl ContactName {
    pub const EMPTY: Reason = RequesterName::EMPTY;
    pub const LENGTH: Reason = Reason::new(
        ErrorCode::TheNameMustBe,
        "The name must have 2 to 56 characters.",
    );
    const LENGTHS: std::ops::RangeInclusive<usize> = 2..=56;

    pub fn parse(input: &str) -> Result<ContactName, Reason> {
        let name = input.trim_end();
        if name.is_empty() {
            return Err(Self::EMPTY);
        }
        if !Self::LENGTHS.contains(&name.chars().count()) {
            return Err(Self::LENGTH);
        }
        let doubled = name.chars().zip(name.chars().skip(1)).any(|(a, b)| {
            let mark = |c: char| matches!(c, '-' | '\'' | '’' | 'ʼ');
            (mark(a) && mark(b)) || (a == ' ' && b == ' ')
        });
        if doubled {
            return Err(PersonName::INCORRECT);
        }
        PersonName::parse(name)?;
        Ok(ContactName(name.to_owned()))
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// A message of one of the public forms that write to the hotel: once the end is trimmed, 1 to
/// 300 characters, each a Latin or Cyrillic letter, a digit, whitespace or one of the rule's
/// punctuation marks, not starting with whitespace and never two whitespace characters in a row.
pub struct MessageRule {
    pub invalid: Reason,
    punctuation: &'static str,
}

/// The contact form's message (SPEC §5 "Contact message"): the punctuation `~@%!.,'"():;-`.
pub const CONTACT_MESSAGE: MessageRule = MessageRule {
    invalid: Reason::new(
        ErrorCode::TheMessageMustBe,
        "The message must have 1 to 300 characters: letters, digits, ~@%!.,'\"():;- and single spaces, not starting with a space.",
    ),
    punctuation: "~@%!.,'\"():;-’ʼ",
};

/// The FAQ's "ask your question" (issue 9): the contact message's rule and a question mark,
/// since SPEC §5's list would refuse the one mark every question ends with.
pub const QUESTION: MessageRule = MessageRule {
    invalid: Reason::new(
        ErrorCode::TheQuestionMustBe,
        "The question must have 1 to 300 characters: letters, digits, ?~@%!.,'\"():;- and single spaces, not starting with a space.",
    ),
    punctuation: "?~@%!.,'\"():;-’ʼ",
};

impl MessageRule {
    pub fn parse(&self, input: &str) -> Result<String, Reason> {
        parse_message(input, self.punctuation).ok_or(self.invalid)
    }
}

/// A message with its end trimmed when it has 1 to 300 characters, each a letter, a digit,
/// whitespace or one of `punctuation`, does not start with whitespace and never has two
/// whitespace characters in a row.
fn parse_message(input: &str, punctuation: &str) -> Option<String> {
    const MAX_CHARS: usize = 300;
    let message = input.trim_end();
    let allowed = |c: char| {
        is_name_letter(c) || c.is_ascii_digit() || c.is_whitespace() || punctuation.contains(c)
    };
    let doubled_space = message
        .chars()
        .zip(message.chars().skip(1))
        .any(|(a, b)| a.is_whitespace() && b.is_whitespace());
    let valid = !message.is_empty()
        && !message.starts_with(char::is_whitespace)
        && message.chars().count() <= MAX_CHARS
        && message.chars().all(allowed)
        && !doubled_space;
    valid.then(|| message.to_owned())
}

/// The text of a review or an answer (SPEC §3 "Review"): once the end is trimmed, 2 to 1,000
/// characters of letters of any script (guests write in Ukrainian, English and more), digits,
/// whitespace and common punctuation, not starting with whitespace and with no more than one
/// blank line in a row. `<` and `>` are refused, so no text ever looks like markup.
pub struct ReviewText;

impl ReviewText {
    pub const INVALID: Reason = Reason::new(
        ErrorCode::TheReviewMustBe,
        "The review must have 2 to 1000 characters: letters, digits, punctuation and spaces, not starting with a space and with no more than one blank line in a row.",
    );
    const LENGTHS: std::ops::RangeInclusive<usize> = 2..=1000;
    const PUNCTUATION: &'static str = "?!.,;:'\"()-–—…«»№%+/’ʼ“”„";

    pub fn parse(input: &str) -> Result<String, Reason> {
        let text = input.trim_end();
        let allowed =
            |c: char| c.is_alphanumeric() || c.is_whitespace() || Self::PUNCTUATION.contains(c);
        let valid = Self::LENGTHS.contains(&text.chars().count())
            && !text.starts_with(char::is_whitespace)
            && text.chars().all(allowed)
            && !has_two_blank_lines(text);
        if valid {
            Ok(text.to_owned())
        } else {
            Err(Self::INVALID)
        }
    }
}

/// Whether two lines in a row hold nothing but whitespace, i.e. three line breaks with only
/// spaces between them.
fn has_two_blank_lines(text: &str) -> bool {
    let mut breaks_in_a_row = 0;
    for c in text.chars() {
        if c == '\n' {
            breaks_in_a_row += 1;
            if breaks_in_a_row == 3 {
                return true;
            }
        } else if !c.is_whitespace() {
            breaks_in_a_row = 0;
        }
    }
    false
}

/// A Ukrainian phone number (SPEC §5): once the mask's `+ ( ) - / _` and spaces are removed,
/// 38 followed by 10 digits. Kept as digits; shown in the mask's format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub const EMPTY: Reason = Reason::new(ErrorCode::EmptyNumber, "Enter a phone number.");
    pub const INCORRECT: Reason = Reason::new(
        ErrorCode::IncorrectNumber,
        "The phone number must be +38 followed by 10 digits.",
    );

    /// The untouched mask `+38(0__)___-__-__` leaves its own digits behind, and counts as empty.
    pub fn parse(input: &str) -> Result<Phone, Reason> {
        let kept: String = input
            .chars()
            .filter(|c| !matches!(c, '+' | '(' | ')' | ' ' | '_' | '/' | '-'))
            .collect();
        if kept.is_empty() || kept == "38" || kept == "380" {
            return Err(Self::EMPTY);
        }
        if kept.len() == 12 && kept.starts_with("38") && kept.bytes().all(|b| b.is_ascii_digit()) {
            Ok(Phone(kept))
        } else {
            Err(Self::INCORRECT)
        }
    }

    /// `+38(050)123-45-67`.
    pub fn formatted(&self) -> String {
        let d = &self.0;
        format!(
            "+{}({}){}-{}-{}",
            &d[0..2],
            &d[2..5],
            &d[5..8],
            &d[8..10],
            &d[10..12]
        )
    }
}

/// A new password that meets the SPEC §5 policy. Only new passwords are parsed: a current
/// password is whatever the staff member typed, checked against the stored hash.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub const REQUIRED: Reason =
        Reason::new(ErrorCode::NewPasswordRequired, "Enter a new password.");
    pub const POLICY: Reason = Reason::new(
        ErrorCode::PasswordValidation,
        "The password must have at least 8 characters: a lowercase and an uppercase letter, a digit and one of @$!%*?&, and nothing else.",
    );
    const SPECIALS: &'static str = "@$!%*?&";
    const MIN_LENGTH: usize = 8;

    pub fn parse(input: &str) -> Result<Password, Reason> {
        if input.is_empty() {
            return Err(Self::REQUIRED);
        }
        let is_special = |c: char| Self::SPECIALS.contains(c);
        let has = |class: fn(&char) -> bool| input.chars().any(|c| class(&c));
        let only_allowed = input
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || is_special(c));
        let valid = input.chars().count() >= Self::MIN_LENGTH
            && only_allowed
            && has(char::is_ascii_lowercase)
            && has(char::is_ascii_uppercase)
            && has(char::is_ascii_digit)
            && input.chars().any(is_special);
        if valid {
            Ok(Password(input.to_owned()))
        } else {
            Err(Self::POLICY)
        }
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

/// Never prints the password itself, so it cannot leak into logs.
impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

/// A staff member's login: 2 to 32 ASCII letters, digits, dots, underscores or hyphens, with
/// surrounding spaces trimmed. ASCII only, so two logins cannot look alike and differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Login(String);

impl Login {
    pub const EMPTY: Reason = Reason::new(ErrorCode::FieldNameNotEmpty, "Enter a login.");
    pub const INCORRECT: Reason = Reason::new(
        ErrorCode::LoginValidation,
        "The login must have 2 to 32 characters: Latin letters, digits, dots, underscores or hyphens.",
    );

    pub fn parse(input: &str) -> Result<Login, Reason> {
        let login = input.trim();
        if login.is_empty() {
            return Err(Self::EMPTY);
        }
        let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
        if (2..=32).contains(&login.len()) && login.chars().all(allowed) {
            Ok(Login(login.to_owned()))
        } else {
            Err(Self::INCORRECT)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use serde::Deserialize;
    use std::collections::BTreeMap;

    /// The table shared with the web app's validators.
    const SHARED_CASES: &str = include_str!("../../testdata/validation.json");

    #[derive(Deserialize)]
    struct Case {
        input: String,
        error: Option<String>,
    }

    /// Runs every case the shared table holds for `rule` through `answer`, which gives the
    /// refusal's code, or `None` when the input is accepted.
    pub(crate) fn check_shared_cases(rule: &str, answer: impl Fn(&str) -> Option<&'static str>) {
        let mut table: BTreeMap<String, serde_json::Value> =
            serde_json::from_str(SHARED_CASES).expect("validation.json parses");
        let cases: Vec<Case> = table
            .remove(rule)
            .map(|cases| serde_json::from_value(cases).expect("cases are inputs and errors"))
            .unwrap_or_default();
        assert!(!cases.is_empty(), "no {rule} cases");
        for case in cases {
            assert_eq!(
                answer(&case.input),
                case.error.as_deref(),
                "{rule} rule on {:?}",
                case.input
            );
        }
    }

    pub(crate) fn code<T>(parsed: Result<T, Reason>) -> Option<&'static str> {
        parsed.err().map(|invalid| invalid.code.as_str())
    }

    #[test]
    fn rules_answer_every_case_of_the_shared_table() {
        check_shared_cases("email", |input| code(Email::parse(input)));
        check_shared_cases("name", |input| code(PersonName::parse(input)));
        check_shared_cases("password", |input| code(Password::parse(input)));
        check_shared_cases("phone", |input| code(Phone::parse(input)));
        check_shared_cases("dogRequestName", |input| code(RequesterName::parse(input)));
        check_shared_cases("dogRequestEmail", |input| {
            code(RequesterEmail::parse(input))
        });
        check_shared_cases("dogRequestMessage", |input| {
            code(RequestMessage::parse(input))
        });
        check_shared_cases("login", |input| code(Login::parse(input)));
        check_shared_cases("contactName", |input| code(ContactName::parse(input)));
        check_shared_cases("contactPhone", |input| code(Phone::parse(input)));
        check_shared_cases("contactEmail", |input| code(Email::parse(input)));
        check_shared_cases("contactMessage", |input| code(CONTACT_MESSAGE.parse(input)));
        check_shared_cases("question", |input| code(QUESTION.parse(input)));
        check_shared_cases("reviewText", |input| code(ReviewText::parse(input)));
    }

    #[test]
    fn phones_are_shown_in_the_mask_format() {
        let phone = Phone::parse("+38 050 123 45 67").unwrap();
        assert_eq!(phone.formatted(), "+38(050)123-45-67");
    }

    #[test]
    fn logins_are_trimmed_and_limited_to_safe_characters() {
        assert_eq!(
            Login::parse("  anna.k_1-a ").unwrap().as_str(),
            "anna.k_1-a"
        );
        assert_eq!(Login::parse("   ").unwrap_err(), Login::EMPTY);
        assert_eq!(Login::parse("a").unwrap_err(), Login::INCORRECT);
        assert_eq!(Login::parse(&"a".repeat(33)).unwrap_err(), Login::INCORRECT);
        assert!(Login::parse(&"a".repeat(32)).is_ok());
        assert_eq!(Login::parse("anna k").unwrap_err(), Login::INCORRECT);
        assert_eq!(Login::parse("ганна").unwrap_err(), Login::INCORRECT);
    }

    #[test]
    fn emails_need_two_labels_with_empty_labels_refused() {
        assert!(Email::parse("anna@mail.kyiv.ua").is_ok());
        assert_eq!(Email::parse("anna@.ukr.net").unwrap_err(), Email::INCORRECT);
        assert_eq!(Email::parse("anna@ukr..net").unwrap_err(), Email::INCORRECT);
        assert_eq!(Email::parse("anna@").unwrap_err(), Email::INCORRECT);
        assert_eq!(Email::parse("@ukr.net").unwrap_err(), Email::INCORRECT);
    }

    #[test]
    fn passwords_never_print() {
        let password = Password::parse("Secret1!").unwrap();
        assert_eq!(format!("{password:?}"), "Password(***)");
    }
}
