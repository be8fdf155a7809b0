//! The admin dog form's input (SPEC §3 "Dog", §5 "Admin dog form") and the values it becomes
//! once valid. The HTTP layer maps its request body to [`DogInput`]; [`DogFields::parse`] is
//! the only way to a [`DogFields`], which is what the `Dog` commands take.

use chrono::{NaiveDate, TimeDelta};
use events::dog::{DogDetails, DogPhoto, DogSex, DogSize, LocalizedText, DEFAULT_BREED_ID};
use events::Language;

use crate::error::Reason;
use crate::validation::{is_name_char, is_name_letter};
use errors::ErrorCode;

/// The form as sent, before any rule is checked. Texts are per language; a missing choice is
/// `None`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DogInput {
    pub name: LocalizedText,
    pub description: LocalizedText,
    pub birth_date: Option<NaiveDate>,
    /// `None` means the default breed (170, a mongrel).
    pub breed_id: Option<i64>,
    pub size_id: Option<i64>,
    /// `MALE` or `FEMALE`, in any case.
    pub sex: Option<String>,
    pub sterilized: bool,
    pub has_guardianship: bool,
    /// In the order the form shows them.
    pub photos: Vec<PhotoInput>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PhotoInput {
    /// The media store's content id of an uploaded image.
    pub image_id: String,
    pub main: bool,
}

/// A dog's record as the admin form may save it: every SPEC §5 rule holds, texts are trimmed,
/// and the main photo is first and the only one flagged main.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DogFields(DogDetails);

/// The request fields refusals name, one per language for the texts.
const fn text_field(kind: TextKind, language: Language) -> &'static str {
    match (kind, language) {
        (TextKind::Name, Language::En) => "name.en",
        (TextKind::Name, _) => "name.uk",
        (TextKind::Description, Language::En) => "description.en",
        (TextKind::Description, _) => "description.uk",
    }
}

#[derive(Clone, Copy)]
enum TextKind {
    Name,
    Description,
}

pub const FIELD_NOT_EMPTY: Reason =
    Reason::new(ErrorCode::FieldNameNotEmpty, "Fill in this field.");
pub const INVALID_SYMBOL: Reason = Reason::new(
    ErrorCode::InvalidSymbol,
    "This field holds a character it may not.",
);
pub const MIN_NAME_LENGTH: Reason = Reason::new(
    ErrorCode::MinDogNameLength,
    "A dog's name must have at least 2 letters.",
);
pub const MAX_NAME_LENGTH: Reason = Reason::new(
    ErrorCode::MaxDogNameLength,
    "A dog's name may have at most 30 characters.",
);
pub const MIN_DESCRIPTION_LENGTH: Reason = Reason::new(
    ErrorCode::MinDogDescriptionLength,
    "The story must have at least 10 characters.",
);
pub const MAX_DESCRIPTION_LENGTH: Reason = Reason::new(
    ErrorCode::MaxDogDescriptionLength,
    "The story may have at most 3000 characters.",
);
pub const PARAMETERS_REQUIRED: Reason = Reason::new(
    ErrorCode::DogParametersRequired,
    "Choose the dog's age, sex and size.",
);
pub const INVALID_BIRTH_DATE: Reason = Reason::new(
    ErrorCode::InvalidBirthDate,
    "The birth date must be between 1990-01-01 and today.",
)
.on_field("birthDate");
pub const INVALID_SEX: Reason =
    Reason::new(ErrorCode::InvalidDogSex, "The sex is MALE or FEMALE.").on_field("dogSex");
pub const INVALID_SIZE: Reason = Reason::new(
    ErrorCode::InvalidDogSize,
    "The size is 1 (small), 2 (medium) or 3 (big).",
)
.on_field("sizeId");
pub const INVALID_BREED: Reason = Reason::new(
    ErrorCode::InvalidBreed,
    "The breed id must be a positive number.",
)
.on_field("breedId");
pub const PHOTO_REQUIRED: Reason =
    Reason::new(ErrorCode::PhotoRequired, "Add at least one photo.").on_field("photos");
pub const TOO_MANY_PHOTOS: Reason =
    Reason::new(ErrorCode::TooManyPhotos, "A dog may have at most 5 photos.").on_field("photos");
pub const INVALID_PHOTO: Reason =
    Reason::new(ErrorCode::InvalidPhoto, "A photo is not an uploaded image.").on_field("photos");
pub const DUPLICATE_PHOTO: Reason =
    Reason::new(ErrorCode::DuplicatePhoto, "The same photo is added twice.").on_field("photos");
pub const ONE_MAIN_PHOTO: Reason = Reason::new(
    ErrorCode::OneMainPhoto,
    "Only one photo can be the main one.",
)
.on_field("photos");

/// A dog's name in one language: 2 to 30 characters after trimming, Latin and Cyrillic letters,
/// spaces, hyphens and apostrophes, at least 2 letters; runs of spaces become one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DogName(String);

impl DogName {
    pub const MAX_CHARS: usize = 30;
    const MIN_LETTERS: usize = 2;

    /// Refusals carry no field: the caller knows which language it parsed.
    pub fn parse(input: &str) -> Result<DogName, Reason> {
        let name = input.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() {
            return Err(FIELD_NOT_EMPTY);
        }
        if !name.chars().all(is_name_char) {
            return Err(INVALID_SYMBOL);
        }
        if name.chars().filter(|&c| is_name_letter(c)).count() < Self::MIN_LETTERS {
            return Err(MIN_NAME_LENGTH);
        }
        if name.chars().count() > Self::MAX_CHARS {
            return Err(MAX_NAME_LENGTH);
        }
        Ok(DogName(name))
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// A dog's story in one language: plain text of 10 to 3000 characters after trimming, line
/// breaks and tabs allowed, other control characters not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DogDescription(String);

impl DogDescription {
    pub const MIN_CHARS: usize = 10;
    pub const MAX_CHARS: usize = 3000;

    pub fn parse(input: &str) -> Result<DogDescription, Reason> {
        let text = input.trim();
        if text.is_empty() {
            return Err(FIELD_NOT_EMPTY);
        }
        if text
            .chars()
            .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
        {
            return Err(INVALID_SYMBOL);
        }
        let length = text.chars().count();
        if length < Self::MIN_CHARS {
            return Err(MIN_DESCRIPTION_LENGTH);
        }
        if length > Self::MAX_CHARS {
            return Err(MAX_DESCRIPTION_LENGTH);
        }
        Ok(DogDescription(text.to_owned()))
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// Earliest birth date accepted: older records are typing mistakes.
pub fn earliest_birth_date() -> NaiveDate {
    NaiveDate::from_ymd_opt(1990, 1, 1).expect("a valid date")
}

/// Checks a birth date against `today` (UTC). One day of slack, because in Kyiv (UTC+2/+3) the
/// date runs ahead of UTC for a few hours every night.
fn parse_birth_date(birth_date: Option<NaiveDate>, today: NaiveDate) -> Result<NaiveDate, Reason> {
    let birth_date = birth_date.ok_or(PARAMETERS_REQUIRED.on_field("birthDate"))?;
    let latest = today + TimeDelta::days(1);
    if birth_date < earliest_birth_date() || birth_date > latest {
        return Err(INVALID_BIRTH_DATE);
    }
    Ok(birth_date)
}

fn parse_sex(sex: Option<&str>) -> Result<DogSex, Reason> {
    match sex.map(str::trim) {
        None | Some("") => Err(PARAMETERS_REQUIRED.on_field("dogSex")),
        Some(value) => DogSex::parse(value).ok_or(INVALID_SEX),
    }
}

fn parse_size(size_id: Option<i64>) -> Result<DogSize, Reason> {
    let id = size_id.ok_or(PARAMETERS_REQUIRED.on_field("sizeId"))?;
    DogSize::from_id(id).ok_or(INVALID_SIZE)
}

fn parse_breed(breed_id: Option<i64>) -> Result<i32, Reason> {
    match breed_id {
        None => Ok(DEFAULT_BREED_ID),
        Some(id) => i32::try_from(id)
            .ok()
            .filter(|&id| id > 0)
            .ok_or(INVALID_BREED),
    }
}

/// 1 to 5 distinct uploaded images, at most one flagged main; the main one (or else the first)
/// moves to the front and is the only one flagged, so readers can trust `photos[0]`.
fn parse_photos(photos: &[PhotoInput]) -> Result<Vec<DogPhoto>, Reason> {
    const MAX_PHOTOS: usize = 5;
    if photos.is_empty() {
        return Err(PHOTO_REQUIRED);
    }
    if photos.len() > MAX_PHOTOS {
        return Err(TOO_MANY_PHOTOS);
    }
    let mut ids: Vec<&str> = Vec::with_capacity(photos.len());
    for photo in photos {
        let id = photo.image_id.trim();
        if !is_content_id(id) {
            return Err(INVALID_PHOTO);
        }
        if ids.contains(&id) {
            return Err(DUPLICATE_PHOTO);
        }
        ids.push(id);
    }
    let main = match photos.iter().filter(|photo| photo.main).count() {
        0 => 0,
        1 => photos.iter().position(|photo| photo.main).unwrap_or(0),
        _ => return Err(ONE_MAIN_PHOTO),
    };
    let mut ordered = vec![ids[main]];
    ordered.extend(
        ids.iter()
            .enumerate()
            .filter(|&(index, _)| index != main)
            .map(|(_, &id)| id),
    );
    Ok(ordered
        .into_iter()
        .enumerate()
        .map(|(index, id)| DogPhoto {
            image_id: id.to_owned(),
            main: index == 0,
        })
        .collect())
}

/// A media content id as it may appear in a URL path segment: 1 to 128 ASCII letters, digits,
/// dots, underscores or hyphens, not starting with a dot. Whether the image exists is the media
/// store's to say.
fn is_content_id(id: &str) -> bool {
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    (1..=128).contains(&id.len()) && !id.starts_with('.') && id.chars().all(allowed)
}

impl DogFields {
    /// Checks every rule, in the form's order: names (uk, en), stories (uk, en), age, sex,
    /// size, breed, photos. Answers the first refusal, naming its request field.
    pub fn parse(input: &DogInput, today: NaiveDate) -> Result<DogFields, Reason> {
        let text = |kind: TextKind, language: Language| {
            let value = input.name_or_description(kind).get(language);
            let parsed = match kind {
                TextKind::Name => DogName::parse(value).map(DogName::into_inner),
                TextKind::Description => {
                    DogDescription::parse(value).map(DogDescription::into_inner)
                }
            };
            parsed.map_err(|reason| reason.on_field(text_field(kind, language)))
        };
        let name = LocalizedText {
            uk: text(TextKind::Name, Language::Uk)?,
            en: text(TextKind::Name, Language::En)?,
        };
        let description = LocalizedText {
            uk: text(TextKind::Description, Language::Uk)?,
            en: text(TextKind::Description, Language::En)?,
        };
        let birth_date = parse_birth_date(input.birth_date, today)?;
        let sex = parse_sex(input.sex.as_deref())?;
        let size = parse_size(input.size_id)?;
        let breed_id = parse_breed(input.breed_id)?;
        let photos = parse_photos(&input.photos)?;
        Ok(DogFields(DogDetails {
            name,
            description,
            birth_date,
            breed_id,
            size,
            sex,
            sterilized: input.sterilized,
            has_guardianship: input.has_guardianship,
            photos,
        }))
    }

    pub fn details(&self) -> &DogDetails {
        &self.0
    }

    pub fn into_details(self) -> DogDetails {
        self.0
    }
}

impl DogInput {
    fn name_or_description(&self, kind: TextKind) -> &LocalizedText {
        match kind {
            TextKind::Name => &self.name,
            TextKind::Description => &self.description,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::validation::tests::{check_shared_cases, code};

    pub(crate) fn today() -> NaiveDate {
        "2026-03-01".parse().unwrap()
    }

    pub(crate) fn photo(image_id: &str, main: bool) -> PhotoInput {
        PhotoInput {
            image_id: image_id.into(),
            main,
        }
    }

    /// A form that passes every rule.
    pub(crate) fn valid_input() -> DogInput {
        DogInput {
            name: LocalizedText::new("Бровко", "Brovko"),
            description: LocalizedText::new(
                "Лагідний і спокійний пес, любить дітей.",
                "A gentle, calm dog who loves children.",
            ),
            birth_date: Some("2023-05-17".parse().unwrap()),
            breed_id: None,
            size_id: Some(2),
            sex: Some("MALE".into()),
            sterilized: true,
            has_guardianship: false,
            photos: vec![photo("a1b2c3.jpg", true), photo("d4e5f6.jpg", false)],
        }
    }

    /// A change to the valid form, for tables of cases.
    type Change = fn(&mut DogInput);
    /// The refusal's code and field; `None` when the form is accepted.
    type Refusal = Option<(&'static str, Option<&'static str>)>;

    fn refusal(input: &DogInput) -> Refusal {
        DogFields::parse(input, today())
            .err()
            .map(|reason| (reason.code.as_str(), reason.field))
    }

    #[test]
    fn a_valid_form_becomes_the_record_with_the_default_breed() {
        let fields = DogFields::parse(&valid_input(), today()).unwrap();
        let details = fields.details();
        assert_eq!(details.name, LocalizedText::new("Бровко", "Brovko"));
        assert_eq!(details.breed_id, 170);
        assert_eq!(details.size, DogSize::Medium);
        assert_eq!(details.sex, DogSex::Male);
        assert!(details.sterilized);
        assert_eq!(details.photos[0].image_id, "a1b2c3.jpg");
    }

    #[test]
    fn names_follow_the_dog_name_rules() {
        let thirty = "a".repeat(30);
        let cases: Vec<(String, Result<&str, &str>)> = vec![
            ("Бровко".into(), Ok("Бровко")),
            ("  Rex  ".into(), Ok("Rex")),
            ("Рекс   Молодший".into(), Ok("Рекс Молодший")),
            ("Д'Артаньян".into(), Ok("Д'Артаньян")),
            ("Ґава-Їжачок".into(), Ok("Ґава-Їжачок")),
            ("Lucky’s".into(), Ok("Lucky’s")),
            ("Jo".into(), Ok("Jo")),
            (thirty.clone(), Ok(&thirty)),
            ("".into(), Err("fieldNameNotEmpty")),
            ("   ".into(), Err("fieldNameNotEmpty")),
            ("R".into(), Err("minDogNameLength")),
            ("R-".into(), Err("minDogNameLength")),
            ("Я '".into(), Err("minDogNameLength")),
            ("a".repeat(31), Err("maxDogNameLength")),
            ("Rex2".into(), Err("invalidSymbol")),
            ("Rex!".into(), Err("invalidSymbol")),
            ("<b>Rex</b>".into(), Err("invalidSymbol")),
            ("Ρεξ".into(), Err("invalidSymbol")), // Greek is neither Latin nor Cyrillic
        ];
        for (input, expected) in cases {
            let answered = DogName::parse(&input).map_err(|reason| reason.code.as_str());
            let answered = answered
                .as_ref()
                .map(|name| name.0.as_str())
                .map_err(|&key| key);
            assert_eq!(answered, expected, "{input:?}");
        }
    }

    #[test]
    fn names_and_stories_answer_every_case_of_the_shared_table() {
        check_shared_cases("dogName", |input| code(DogName::parse(input)));
        check_shared_cases("dogStory", |input| code(DogDescription::parse(input)));
    }

    #[test]
    fn descriptions_follow_the_story_rules() {
        let cases: &[(String, Result<usize, &str>)] = &[
            ("Дуже добрий пес.".into(), Ok(16)),
            ("  0123456789  ".into(), Ok(10)),
            ("Рядок один.\nРядок два.\tТаб.".into(), Ok(27)),
            ("x".repeat(3000), Ok(3000)),
            ("".into(), Err("fieldNameNotEmpty")),
            (" \n\t ".into(), Err("fieldNameNotEmpty")),
            ("012345678".into(), Err("minDogDescriptionLength")),
            ("x".repeat(3001), Err("maxDogDescriptionLength")),
            ("Добрий\u{0}пес, дуже".into(), Err("invalidSymbol")),
        ];
        for (input, expected) in cases {
            let answered = DogDescription::parse(input)
                .map(|text| text.into_inner().chars().count())
                .map_err(|reason| reason.code.as_str());
            assert_eq!(answered, *expected, "{input:?}");
        }
    }

    #[test]
    fn each_text_is_required_in_both_languages_and_named_by_its_field() {
        let cases: [(Change, &str, &str); 6] = [
            (|i| i.name.uk = " ".into(), "fieldNameNotEmpty", "name.uk"),
            (
                |i| i.name.en = String::new(),
                "fieldNameNotEmpty",
                "name.en",
            ),
            (|i| i.name.en = "B".into(), "minDogNameLength", "name.en"),
            (
                |i| i.description.uk = "".into(),
                "fieldNameNotEmpty",
                "description.uk",
            ),
            (
                |i| i.description.en = "".into(),
                "fieldNameNotEmpty",
                "description.en",
            ),
            (
                |i| i.description.en = "Short".into(),
                "minDogDescriptionLength",
                "description.en",
            ),
        ];
        for (change, code, field) in cases {
            let mut input = valid_input();
            change(&mut input);
            assert_eq!(refusal(&input), Some((code, Some(field))), "{field}");
        }
    }

    #[test]
    fn age_sex_and_size_must_all_be_chosen_but_sterilized_need_not() {
        let cases: [(Change, Refusal); 8] = [
            (
                |i| i.birth_date = None,
                Some(("dogParametersRequired", Some("birthDate"))),
            ),
            (
                |i| i.sex = None,
                Some(("dogParametersRequired", Some("dogSex"))),
            ),
            (
                |i| i.sex = Some(" ".into()),
                Some(("dogParametersRequired", Some("dogSex"))),
            ),
            (
                |i| i.size_id = None,
                Some(("dogParametersRequired", Some("sizeId"))),
            ),
            (
                |i| i.sex = Some("cat".into()),
                Some(("invalidDogSex", Some("dogSex"))),
            ),
            (|i| i.sex = Some("female".into()), None),
            (|i| i.sterilized = false, None),
            (|i| i.has_guardianship = true, None),
        ];
        for (index, (change, expected)) in cases.into_iter().enumerate() {
            let mut input = valid_input();
            change(&mut input);
            assert_eq!(refusal(&input), expected, "case {index}");
        }
    }

    #[test]
    fn sizes_are_1_to_3_and_breeds_positive() {
        let sizes = [
            (0, false),
            (1, true),
            (2, true),
            (3, true),
            (4, false),
            (-1, false),
        ];
        for (size_id, valid) in sizes {
            let input = DogInput {
                size_id: Some(size_id),
                ..valid_input()
            };
            let expected = (!valid).then_some(("invalidDogSize", Some("sizeId")));
            assert_eq!(refusal(&input), expected, "size {size_id}");
        }
        let breeds = [
            (1, Some(1)),
            (170, Some(170)),
            (0, None),
            (-5, None),
            (1 << 40, None),
        ];
        for (breed_id, stored) in breeds {
            let input = DogInput {
                breed_id: Some(breed_id),
                ..valid_input()
            };
            let answered = DogFields::parse(&input, today())
                .map(|fields| fields.details().breed_id)
                .map_err(|reason| reason.code.as_str());
            assert_eq!(answered, stored.ok_or("invalidBreed"), "breed {breed_id}");
        }
    }

    #[test]
    fn birth_dates_lie_between_1990_and_today() {
        let cases = [
            ("1990-01-01", true),
            ("1989-12-31", false),
            ("2026-03-01", true),
            ("2026-03-02", true), // already today in Kyiv
            ("2026-03-03", false),
            ("2040-01-01", false),
        ];
        for (birth, valid) in cases {
            let input = DogInput {
                birth_date: Some(birth.parse().unwrap()),
                ..valid_input()
            };
            let expected = (!valid).then_some(("invalidBirthDate", Some("birthDate")));
            assert_eq!(refusal(&input), expected, "born {birth}");
        }
    }

    #[test]
    fn one_to_five_distinct_uploaded_photos_are_required() {
        let many = |n: usize| (0..n).map(|i| photo(&format!("img{i}"), i == 0)).collect();
        let cases: Vec<(Vec<PhotoInput>, Option<&str>)> = vec![
            (vec![], Some("photoRequired")),
            (many(1), None),
            (many(5), None),
            (many(6), Some("tooManyPhotos")),
            (vec![photo("", true)], Some("warningMessageInvalidPhoto")),
            (vec![photo("  ", true)], Some("warningMessageInvalidPhoto")),
            (
                vec![photo("../etc/passwd", true)],
                Some("warningMessageInvalidPhoto"),
            ),
            (
                vec![photo(".hidden", true)],
                Some("warningMessageInvalidPhoto"),
            ),
            (vec![photo("a/b", true)], Some("warningMessageInvalidPhoto")),
            (
                vec![photo(&"a".repeat(129), true)],
                Some("warningMessageInvalidPhoto"),
            ),
            (
                vec![photo("a", true), photo(" a ", false)],
                Some("duplicatePhoto"),
            ),
            (
                vec![photo("a", true), photo("b", true)],
                Some("oneMainPhoto"),
            ),
        ];
        for (photos, code) in cases {
            let input = DogInput {
                photos: photos.clone(),
                ..valid_input()
            };
            let expected = code.map(|code| (code, Some("photos")));
            assert_eq!(refusal(&input), expected, "{photos:?}");
        }
    }

    #[test]
    fn the_main_photo_moves_first_and_is_the_only_one_flagged() {
        let stored = |photos: Vec<PhotoInput>| {
            let input = DogInput {
                photos,
                ..valid_input()
            };
            DogFields::parse(&input, today())
                .unwrap()
                .into_details()
                .photos
                .into_iter()
                .map(|photo| (photo.image_id, photo.main))
                .collect::<Vec<_>>()
        };
        let expected = |ids: [&str; 3]| {
            ids.iter()
                .enumerate()
                .map(|(index, id)| (id.to_string(), index == 0))
                .collect::<Vec<_>>()
        };
        let no_main = vec![photo("a", false), photo("b", false), photo("c", false)];
        assert_eq!(stored(no_main), expected(["a", "b", "c"]));
        let third_main = vec![photo("a", false), photo("b", false), photo(" c ", true)];
        assert_eq!(stored(third_main), expected(["c", "a", "b"]));
        let first_main = vec![photo("a", true), photo("b", false), photo("c", false)];
        assert_eq!(stored(first_main), expected(["a", "b", "c"]));
    }

    #[test]
    fn the_first_broken_rule_in_form_order_is_answered() {
        let input = DogInput {
            name: LocalizedText::new("Бровко", ""),
            description: LocalizedText::default(),
            size_id: None,
            photos: vec![],
            ..valid_input()
        };
        assert_eq!(
            refusal(&input),
            Some(("fieldNameNotEmpty", Some("name.en")))
        );
    }
}
