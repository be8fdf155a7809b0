//! Adoptable dogs (SPEC §3 "Dog", §4 "Dog and album status", §9 age choices and bands): the
//! events of the `Dog` aggregate and the values they carry.
//!
//! Serialized shapes are contracts (stored in the event rows): a dog's size is stored as its
//! SPEC id (1 small, 2 medium, 3 big), its sex and status as the SPEC's upper-case names
//! (`MALE`, `FEMALE`, `PUBLISHED`, `NOT_PUBLISHED`), its birth date as `yyyy-mm-dd`.

use chrono::{DateTime, Datelike, Months, NaiveDate, TimeDelta, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::localized::LocalizedText;
use crate::{Language, StoredEvents};

/// The aggregate type under which dog events are stored.
pub const AGGREGATE_TYPE: &str = "Dog";

/// The breed a dog gets when staff choose none: a mongrel (SPEC §3, §9).
pub const DEFAULT_BREED_ID: i32 = 170;

/// The name of breed `breed_id` in `language`. Only the default breed has names so far (SPEC §3
/// names the mongrel in uk, ru and en; the word is the same in Ukrainian and Russian).
pub fn breed_name(breed_id: i32, language: Language) -> Option<&'static str> {
    match (breed_id, language) {
        (DEFAULT_BREED_ID, Language::En) => Some("Mixed breed"),
        (DEFAULT_BREED_ID, Language::Uk | Language::Ru) => Some("Метис"),
        _ => None,
    }
}

/// Length of a year in SPEC §9's age arithmetic: 365.25 days.
pub const MS_PER_YEAR: i64 = 31_557_600_000;
const MS_PER_DAY: i64 = 86_400_000;

/// Everything that happens to a dog's record. Editing changes the public page at once (dogs
/// have no drafts); deleting is a fact too, so the history survives it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum DogEvent {
    /// A new record, not yet published.
    DogCreated {
        #[serde(flatten)]
        details: DogDetails,
        at: DateTime<Utc>,
    },
    /// The admin form saved over the record; carries every editable field, not a diff.
    DogEdited {
        #[serde(flatten)]
        details: DogDetails,
        at: DateTime<Utc>,
    },
    /// An earlier version's record saved over the current one (the history panel's restore).
    DogRestored {
        from_version: u64,
        #[serde(flatten)]
        details: DogDetails,
        at: DateTime<Utc>,
    },
    DogPublished {
        at: DateTime<Utc>,
    },
    DogHidden {
        at: DateTime<Utc>,
    },
    DogDeleted {
        at: DateTime<Utc>,
    },
}

impl DomainEvent for DogEvent {
    fn event_type(&self) -> String {
        let name = match self {
            DogEvent::DogCreated { .. } => "DogCreated",
            DogEvent::DogEdited { .. } => "DogEdited",
            DogEvent::DogRestored { .. } => "DogRestored",
            DogEvent::DogPublished { .. } => "DogPublished",
            DogEvent::DogHidden { .. } => "DogHidden",
            DogEvent::DogDeleted { .. } => "DogDeleted",
        };
        name.to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for DogEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

/// What the admin dog form edits (SPEC §3 "Dog"). The write side stores only values its rules
/// accepted; this type itself does not check them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DogDetails {
    pub name: LocalizedText,
    pub description: LocalizedText,
    pub birth_date: NaiveDate,
    #[serde(default = "default_breed_id")]
    pub breed_id: i32,
    pub size: DogSize,
    pub sex: DogSex,
    pub sterilized: bool,
    /// Under the shelter's care (the card's guardianship label).
    pub has_guardianship: bool,
    /// In display order; the first is the main photo and the only one flagged `main`.
    pub photos: Vec<DogPhoto>,
}

fn default_breed_id() -> i32 {
    DEFAULT_BREED_ID
}

impl DogDetails {
    /// The request fields (as the command side names them) whose values differ, for the
    /// history panel's "what changed".
    pub fn changed_fields(&self, after: &DogDetails) -> Vec<&'static str> {
        let checks = [
            ("name.uk", self.name.uk != after.name.uk),
            ("name.en", self.name.en != after.name.en),
            (
                "description.uk",
                self.description.uk != after.description.uk,
            ),
            (
                "description.en",
                self.description.en != after.description.en,
            ),
            ("birthDate", self.birth_date != after.birth_date),
            ("breedId", self.breed_id != after.breed_id),
            ("sizeId", self.size != after.size),
            ("dogSex", self.sex != after.sex),
            ("sterilized", self.sterilized != after.sterilized),
            (
                "hasGuardianship",
                self.has_guardianship != after.has_guardianship,
            ),
            ("photos", self.photos != after.photos),
        ];
        checks
            .into_iter()
            .filter(|&(_, changed)| changed)
            .map(|(field, _)| field)
            .collect()
    }

    /// The photo flagged main; the first one for records that somehow flag none (SPEC §2).
    pub fn main_photo(&self) -> Option<&DogPhoto> {
        self.photos
            .iter()
            .find(|photo| photo.main)
            .or(self.photos.first())
    }

    /// The photos' image ids in display order with the main photo moved to the front, so
    /// readers can take the first as the main one.
    pub fn photo_ids_main_first(&self) -> Vec<String> {
        let main = self.main_photo();
        let rest = self
            .photos
            .iter()
            .filter(|&photo| main.is_none_or(|main| !std::ptr::eq(photo, main)));
        main.into_iter()
            .chain(rest)
            .map(|photo| photo.image_id.clone())
            .collect()
    }
}

/// One photo of a dog: the media store's content id of the uploaded image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DogPhoto {
    pub image_id: String,
    pub main: bool,
}

/// SPEC §3 `sizeId`: 1 small, 2 medium, 3 big. Stored as the id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum DogSize {
    Small,
    Medium,
    Big,
}

impl DogSize {
    pub const ALL: [DogSize; 3] = [DogSize::Small, DogSize::Medium, DogSize::Big];

    pub fn id(self) -> u8 {
        match self {
            DogSize::Small => 1,
            DogSize::Medium => 2,
            DogSize::Big => 3,
        }
    }

    pub fn from_id(id: i64) -> Option<DogSize> {
        DogSize::ALL
            .into_iter()
            .find(|size| i64::from(size.id()) == id)
    }

    /// The size as cards and filters name it; Russian, which has no texts, gets Ukrainian.
    pub fn name(self, language: Language) -> &'static str {
        match (self, language) {
            (DogSize::Small, Language::En) => "Small",
            (DogSize::Medium, Language::En) => "Medium",
            (DogSize::Big, Language::En) => "Big",
            (DogSize::Small, Language::Uk | Language::Ru) => "Маленький",
            (DogSize::Medium, Language::Uk | Language::Ru) => "Середній",
            (DogSize::Big, Language::Uk | Language::Ru) => "Великий",
        }
    }
}

// Stored as its id, so its schema is the id's: a derived one would name the variants.
impl utoipa::PartialSchema for DogSize {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        u8::schema()
    }
}

impl ToSchema for DogSize {}

impl From<DogSize> for u8 {
    fn from(size: DogSize) -> u8 {
        size.id()
    }
}

impl TryFrom<u8> for DogSize {
    type Error = String;

    fn try_from(id: u8) -> Result<DogSize, String> {
        DogSize::from_id(i64::from(id)).ok_or_else(|| format!("no dog size has id {id}"))
    }
}

/// SPEC §3 `dogSex`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DogSex {
    Male,
    Female,
}

impl DogSex {
    /// `MALE` or `FEMALE` in any case (SPEC §3: compared lowercased), spaces around ignored.
    pub fn parse(value: &str) -> Option<DogSex> {
        match value.trim().to_ascii_lowercase().as_str() {
            "male" => Some(DogSex::Male),
            "female" => Some(DogSex::Female),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DogSex::Male => "MALE",
            DogSex::Female => "FEMALE",
        }
    }
}

/// SPEC §4: a dog is public only while `PUBLISHED`; new ones start `NOT_PUBLISHED`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DogStatus {
    Published,
    #[default]
    NotPublished,
}

impl DogStatus {
    pub fn name(self) -> &'static str {
        match self {
            DogStatus::Published => "PUBLISHED",
            DogStatus::NotPublished => "NOT_PUBLISHED",
        }
    }

    /// The status named as [`DogStatus::name`] does.
    pub fn parse(name: &str) -> Option<DogStatus> {
        [DogStatus::Published, DogStatus::NotPublished]
            .into_iter()
            .find(|status| status.name() == name)
    }
}

/// The public age filter and card label (SPEC §2 "Dog list", §9), computed from the birth date
/// whenever it is shown, never stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum AgeBand {
    /// Younger than a year.
    BeforeAYear,
    /// One year old, up to (not including) five.
    OneToFiveYears,
    FiveAndMore,
}

impl AgeBand {
    pub const ALL: [AgeBand; 3] = [
        AgeBand::BeforeAYear,
        AgeBand::OneToFiveYears,
        AgeBand::FiveAndMore,
    ];

    /// The band as the API names it (`beforeAYear`, `oneToFiveYears`, `fiveAndMore`).
    pub fn name(self) -> &'static str {
        match self {
            AgeBand::BeforeAYear => "beforeAYear",
            AgeBand::OneToFiveYears => "oneToFiveYears",
            AgeBand::FiveAndMore => "fiveAndMore",
        }
    }

    /// The band named as [`AgeBand::name`] does.
    pub fn parse(name: &str) -> Option<AgeBand> {
        AgeBand::ALL.into_iter().find(|band| band.name() == name)
    }

    /// The band of a dog born on `birth_date`, on `today`. Years are SPEC §9's 365.25 days, so
    /// in a year without 29 February a dog enters the next band the day after its birthday.
    /// A birth date after `today` counts as age zero.
    pub fn of(birth_date: NaiveDate, today: NaiveDate) -> AgeBand {
        let age_ms = (today - birth_date).num_days() * MS_PER_DAY;
        if age_ms < MS_PER_YEAR {
            AgeBand::BeforeAYear
        } else if age_ms < 5 * MS_PER_YEAR {
            AgeBand::OneToFiveYears
        } else {
            AgeBand::FiveAndMore
        }
    }

    /// The birth dates in this band on `today`, as (earliest, latest), both inclusive and
    /// `None` for no bound: lets a read model filter by an indexed birth date column.
    /// `BeforeAYear` has no upper bound, so future birth dates count in it as in [`AgeBand::of`].
    pub fn birth_dates(self, today: NaiveDate) -> (Option<NaiveDate>, Option<NaiveDate>) {
        // The oldest age in whole days still under `years`: days * MS_PER_DAY < years * MS_PER_YEAR.
        let last_day_under = |years: i64| TimeDelta::days((years * MS_PER_YEAR - 1) / MS_PER_DAY);
        let born_after = |years: i64| today - last_day_under(years);
        let born_before = |years: i64| born_after(years) - TimeDelta::days(1);
        match self {
            AgeBand::BeforeAYear => (Some(born_after(1)), None),
            AgeBand::OneToFiveYears => (Some(born_after(5)), Some(born_before(1))),
            AgeBand::FiveAndMore => (None, Some(born_before(5))),
        }
    }
}

/// The admin form's age choices (SPEC §9), in the form's order. A choice becomes a birth date
/// in the middle of its range; editing shows the choice the stored birth date falls in now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum AgeChoice {
    UpToSixMonths,
    SixMonthsToAYear,
    OneToTwoYears,
    TwoToThreeYears,
    ThreeToFourYears,
    FourToFiveYears,
    FiveToSixYears,
    SixToEightYears,
    OverEightYears,
}

impl AgeChoice {
    pub const ALL: [AgeChoice; 9] = [
        AgeChoice::UpToSixMonths,
        AgeChoice::SixMonthsToAYear,
        AgeChoice::OneToTwoYears,
        AgeChoice::TwoToThreeYears,
        AgeChoice::ThreeToFourYears,
        AgeChoice::FourToFiveYears,
        AgeChoice::FiveToSixYears,
        AgeChoice::SixToEightYears,
        AgeChoice::OverEightYears,
    ];

    /// (months before today of the birth date this choice records, first month of its range).
    fn months(self) -> (u32, u32) {
        match self {
            AgeChoice::UpToSixMonths => (3, 0),
            AgeChoice::SixMonthsToAYear => (9, 6),
            AgeChoice::OneToTwoYears => (18, 12),
            AgeChoice::TwoToThreeYears => (30, 24),
            AgeChoice::ThreeToFourYears => (42, 36),
            AgeChoice::FourToFiveYears => (54, 48),
            AgeChoice::FiveToSixYears => (66, 60),
            AgeChoice::SixToEightYears => (84, 72),
            AgeChoice::OverEightYears => (168, 96),
        }
    }

    /// The birth date recorded for this choice: `today` minus 3, 9, 18, 30, 42, 54, 66, 84 or
    /// 168 calendar months (a day past the end of a shorter month becomes its last day).
    pub fn birth_date(self, today: NaiveDate) -> NaiveDate {
        let (months_ago, _) = self.months();
        today
            .checked_sub_months(Months::new(months_ago))
            .expect("months before a valid date are within chrono's range")
    }

    /// The choice a dog born on `birth_date` falls in on `today`, by whole calendar months of
    /// age: under 6, 6 to 11, 12 to 23, … 72 to 95, then 96 and more. A future birth date
    /// counts as the youngest choice.
    pub fn of(birth_date: NaiveDate, today: NaiveDate) -> AgeChoice {
        let age = whole_months_between(birth_date, today);
        AgeChoice::ALL
            .into_iter()
            .rev()
            .find(|choice| age >= choice.months().1)
            .unwrap_or(AgeChoice::UpToSixMonths)
    }
}

/// Whole calendar months from `earlier` to `later`, 0 when `later` is not after `earlier`.
fn whole_months_between(earlier: NaiveDate, later: NaiveDate) -> u32 {
    let calendar_months =
        (later.year() - earlier.year()) * 12 + later.month() as i32 - earlier.month() as i32;
    let Ok(months) = u32::try_from(calendar_months) else {
        return 0;
    };
    // Adding months keeps the day, or clamps it to the end of a shorter month; past `later`
    // means the last month is not whole yet.
    match earlier.checked_add_months(Months::new(months)) {
        Some(date) if date <= later => months,
        _ => months.saturating_sub(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    fn details() -> DogDetails {
        DogDetails {
            name: LocalizedText::new("Бровко", "Brovko"),
            description: LocalizedText::new("Лагідний і спокійний пес.", "A gentle, calm dog."),
            birth_date: date("2023-05-17"),
            breed_id: DEFAULT_BREED_ID,
            size: DogSize::Medium,
            sex: DogSex::Male,
            sterilized: true,
            has_guardianship: false,
            photos: vec![
                DogPhoto {
                    image_id: "a1b2".into(),
                    main: true,
                },
                DogPhoto {
                    image_id: "c3d4".into(),
                    main: false,
                },
            ],
        }
    }

    #[test]
    fn events_are_stored_externally_tagged_with_flat_fields_and_spec_names() {
        let created = DogEvent::DogCreated {
            details: details(),
            at: "2026-03-01T10:00:00Z".parse().unwrap(),
        };
        let json = serde_json::to_value(&created).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"DogCreated": {
                "name": {"uk": "Бровко", "en": "Brovko"},
                "description": {"uk": "Лагідний і спокійний пес.", "en": "A gentle, calm dog."},
                "birth_date": "2023-05-17",
                "breed_id": 170,
                "size": 2,
                "sex": "MALE",
                "sterilized": true,
                "has_guardianship": false,
                "photos": [{"image_id": "a1b2", "main": true}, {"image_id": "c3d4", "main": false}],
                "at": "2026-03-01T10:00:00Z"
            }})
        );
        let back: DogEvent = serde_json::from_value(json).unwrap();
        assert_eq!(back, created);
        assert_eq!(created.event_type(), "DogCreated");
        assert_eq!(created.event_version(), "1.0");
    }

    #[test]
    fn every_event_round_trips_through_json() {
        let at: DateTime<Utc> = "2026-03-02T08:30:00Z".parse().unwrap();
        for event in [
            DogEvent::DogEdited {
                details: details(),
                at,
            },
            DogEvent::DogPublished { at },
            DogEvent::DogHidden { at },
            DogEvent::DogDeleted { at },
        ] {
            let json = serde_json::to_string(&event).unwrap();
            assert!(json.starts_with(&format!("{{\"{}\"", event.event_type())));
            assert_eq!(serde_json::from_str::<DogEvent>(&json).unwrap(), event);
        }
    }

    #[test]
    fn a_missing_breed_reads_as_the_default_and_unknown_sizes_are_refused() {
        let mut json = serde_json::to_value(details()).unwrap();
        json.as_object_mut().unwrap().remove("breed_id");
        let read: DogDetails = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(read.breed_id, 170);
        json["size"] = serde_json::json!(4);
        assert!(serde_json::from_value::<DogDetails>(json).is_err());
    }

    #[test]
    fn sizes_statuses_and_sexes_use_the_spec_values() {
        let ids: Vec<u8> = DogSize::ALL.iter().map(|size| size.id()).collect();
        assert_eq!(ids, [1, 2, 3]);
        assert_eq!(DogSize::from_id(3), Some(DogSize::Big));
        assert_eq!(DogSize::from_id(0), None);
        assert_eq!(DogStatus::default(), DogStatus::NotPublished);
        for status in [DogStatus::Published, DogStatus::NotPublished] {
            assert_eq!(serde_json::to_value(status).unwrap(), status.name());
            assert_eq!(DogStatus::parse(status.name()), Some(status));
        }
        assert_eq!(DogStatus::Published.name(), "PUBLISHED");
        assert_eq!(DogStatus::parse("published"), None);
        let cases = [
            ("MALE", Some(DogSex::Male)),
            ("male", Some(DogSex::Male)),
            (" Female ", Some(DogSex::Female)),
            ("f", None),
            ("", None),
        ];
        for (input, expected) in cases {
            assert_eq!(DogSex::parse(input), expected, "{input:?}");
        }
        assert_eq!(DogSex::Female.name(), "FEMALE");
    }

    #[test]
    fn sizes_and_the_default_breed_are_named_in_each_language() {
        let names = |language| DogSize::ALL.map(|size| size.name(language));
        assert_eq!(names(Language::Uk), ["Маленький", "Середній", "Великий"]);
        assert_eq!(names(Language::En), ["Small", "Medium", "Big"]);
        assert_eq!(names(Language::Ru), names(Language::Uk));
        assert_eq!(breed_name(170, Language::Uk), Some("Метис"));
        assert_eq!(breed_name(170, Language::Ru), Some("Метис"));
        assert_eq!(breed_name(170, Language::En), Some("Mixed breed"));
        assert_eq!(breed_name(171, Language::En), None);
    }

    #[test]
    fn texts_in_russian_fall_back_to_ukrainian() {
        let name = LocalizedText::new("Бровко", "Brovko");
        assert_eq!(name.get(Language::Uk), "Бровко");
        assert_eq!(name.get(Language::En), "Brovko");
        assert_eq!(name.get(Language::Ru), "Бровко");
    }

    #[test]
    fn age_bands_follow_the_spec_year_of_365_25_days() {
        use AgeBand::*;
        let today = date("2026-03-01");
        let cases = [
            ("2026-03-01", BeforeAYear),
            ("2026-03-02", BeforeAYear), // a future date counts as newborn
            ("2025-09-01", BeforeAYear),
            // 365 days are less than 365.25: the first birthday in a common year is still under one.
            ("2025-03-01", BeforeAYear),
            ("2025-02-28", OneToFiveYears),
            ("2024-03-01", OneToFiveYears),
            ("2021-03-01", OneToFiveYears), // 1826 days < 1826.25
            ("2021-02-28", FiveAndMore),
            ("2018-03-01", FiveAndMore),
            ("1995-01-01", FiveAndMore),
        ];
        for (birth, band) in cases {
            assert_eq!(AgeBand::of(date(birth), today), band, "born {birth}");
        }
    }

    #[test]
    fn bands_are_named_as_their_json() {
        for band in AgeBand::ALL {
            assert_eq!(serde_json::to_value(band).unwrap(), band.name());
            assert_eq!(AgeBand::parse(band.name()), Some(band));
        }
        assert_eq!(AgeBand::parse("BeforeAYear"), None);
    }

    #[test]
    fn band_birth_date_ranges_agree_with_the_band_of_every_date() {
        let today = date("2026-03-01");
        let mut birth = date("2019-01-01");
        while birth <= date("2026-03-05") {
            let band = AgeBand::of(birth, today);
            for candidate in AgeBand::ALL {
                let (earliest, latest) = candidate.birth_dates(today);
                let inside =
                    earliest.is_none_or(|d| birth >= d) && latest.is_none_or(|d| birth <= d);
                assert_eq!(
                    inside,
                    candidate == band,
                    "born {birth}, band {candidate:?}"
                );
            }
            birth += TimeDelta::days(1);
        }
    }

    #[test]
    fn age_choices_record_birth_dates_months_before_today() {
        use AgeChoice::*;
        let today = date("2026-03-31");
        let cases = [
            (UpToSixMonths, "2025-12-31"),
            (SixMonthsToAYear, "2025-06-30"), // 31 June does not exist
            (OneToTwoYears, "2024-09-30"),
            (TwoToThreeYears, "2023-09-30"),
            (ThreeToFourYears, "2022-09-30"),
            (FourToFiveYears, "2021-09-30"),
            (FiveToSixYears, "2020-09-30"),
            (SixToEightYears, "2019-03-31"),
            (OverEightYears, "2012-03-31"),
        ];
        for (choice, birth) in cases {
            assert_eq!(choice.birth_date(today), date(birth), "{choice:?}");
        }
    }

    #[test]
    fn a_birth_date_falls_in_the_choice_of_its_whole_months() {
        use AgeChoice::*;
        let today = date("2026-03-15");
        let cases = [
            ("2026-03-20", UpToSixMonths),
            ("2026-03-15", UpToSixMonths),
            ("2025-09-16", UpToSixMonths), // 5 months and 30 days
            ("2025-09-15", SixMonthsToAYear),
            ("2025-03-16", SixMonthsToAYear),
            ("2025-03-15", OneToTwoYears),
            ("2024-03-15", TwoToThreeYears),
            ("2023-03-15", ThreeToFourYears),
            ("2022-03-15", FourToFiveYears),
            ("2021-03-15", FiveToSixYears),
            ("2020-03-15", SixToEightYears),
            ("2018-03-16", SixToEightYears),
            ("2018-03-15", OverEightYears),
            ("1990-01-01", OverEightYears),
        ];
        for (birth, choice) in cases {
            assert_eq!(AgeChoice::of(date(birth), today), choice, "born {birth}");
        }
    }

    #[test]
    fn every_choice_reads_back_as_itself_on_any_day() {
        let mut today = date("2024-01-01");
        while today <= date("2025-12-31") {
            for choice in AgeChoice::ALL {
                assert_eq!(
                    AgeChoice::of(choice.birth_date(today), today),
                    choice,
                    "{choice:?} on {today}"
                );
            }
            today += TimeDelta::days(1);
        }
    }

    #[test]
    fn changed_fields_name_what_an_edit_changed() {
        let before = details();
        let mut after = details();
        assert!(before.changed_fields(&after).is_empty());
        after.name.en = "Brovko Junior".into();
        after.size = DogSize::Big;
        after.photos.reverse();
        assert_eq!(
            before.changed_fields(&after),
            ["name.en", "sizeId", "photos"]
        );
    }

    #[test]
    fn the_main_photo_is_the_flagged_one_else_the_first() {
        let mut dog = details();
        assert_eq!(dog.main_photo().unwrap().image_id, "a1b2");
        dog.photos[0].main = false;
        dog.photos[1].main = true;
        assert_eq!(dog.main_photo().unwrap().image_id, "c3d4");
        dog.photos[1].main = false;
        assert_eq!(dog.main_photo().unwrap().image_id, "a1b2");
        dog.photos.push(DogPhoto {
            image_id: "e5f6".into(),
            main: false,
        });
        dog.photos[2].main = true;
        assert_eq!(dog.photo_ids_main_first(), ["e5f6", "a1b2", "c3d4"]);
        dog.photos.clear();
        assert_eq!(dog.main_photo(), None);
        assert!(dog.photo_ids_main_first().is_empty());
    }
}
