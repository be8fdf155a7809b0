use serde::Serialize;
use utoipa::ToSchema;

/// Declares the catalogue once: the enum, its JSON names and the list of all of them.
macro_rules! catalogue {
    ($($(#[$doc:meta])* $variant:ident = $key:literal,)*) => {
        /// A stable error code: the SPEC's translation key the web apps show a text for.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
        pub enum ErrorCode {
            $($(#[$doc])* #[serde(rename = $key)] $variant,)*
        }

        impl ErrorCode {
            /// Every code, in catalogue order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant,)*];

            /// The code as the JSON carries it, e.g. `loginError`.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $key,)*
                }
            }
        }
    };
}

catalogue! {
    // Answers any call can get.
    /// 400: a path, query or body that is not what the call expects.
    InvalidRequest = "invalidRequest",
    /// 404, for every missing thing: an unknown path, a dog that is not there (SPEC §8).
    NotFound = "message404Error",
    /// 413: a body over the route's limit.
    PayloadTooLarge = "payloadTooLarge",
    /// 429: a visitor sent more than a public form allows in its window.
    TooManyRequests = "tooManyRequests",
    /// 500: our fault; the cause is logged, never sent.
    SomethingWentWrong = "somethingWentWrong",
    /// 503: the database cannot be reached for now; `Retry-After` says when to try again.
    ServiceUnavailable = "serviceUnavailable",

    // Staff sign-in and session.
    LoginError = "loginError",
    TokenExpired = "tokenExpiredMessage",
    AccessDenied = "accessErrorMessage",
    /// 403: a state-changing call without the `X-XSRF-TOKEN` header matching the cookie.
    XsrfTokenInvalid = "xsrfTokenInvalid",
    /// 422: not the authenticator app's code now, nor an unused recovery code (`field`: code).
    SecondFactorError = "secondFactorError",
    /// 401: the second step of a sign-in came too late or after too many wrong codes.
    SignInAgain = "signInAgain",
    /// 403: staff must add a second factor, on their profile, before anything else.
    SecondFactorRequired = "secondFactorRequired",
    Conflict = "conflict",

    // SPEC §5 input rules shared with the web validators (`testdata/validation.json`).
    FieldNameNotEmpty = "fieldNameNotEmpty",
    TheNameMustBe = "theNameMustBe",
    IncorrectName = "IncorrectName",
    EmptyEmail = "emptyEmail",
    EmailIncorrect = "emailIncorrect",
    EmptyNumber = "emptyNumber",
    IncorrectNumber = "incorrectNumber",
    TheMessageMustBe = "theMessageMustBe",
    TheQuestionMustBe = "theQuestionMustBe",
    /// A review's or an answer's text: 2 to 1,000 characters of letters, digits and punctuation.
    TheReviewMustBe = "theReviewMustBe",
    LoginValidation = "loginValidation",
    NewPasswordRequired = "newPasswordRequired",
    PasswordValidation = "passwordValidation",

    // The admin profile form.
    LoginTaken = "loginTaken",
    LanguageError = "languageError",
    ImageError = "imageError",
    CurrentPasswordRequired = "currentPasswordRequired",
    PasswordNotMatch = "passwordNotMatch",
    WrongCurrentPassword = "wrongCurrentPassword",

    // Photo uploads.
    InvalidPhoto = "warningMessageInvalidPhoto",
    UploadFailed = "uploadingErrorMessage",
    /// 503: as many photos as the server processes at once are under way; `Retry-After` says
    /// when to try again.
    UploadsBusy = "uploadsBusyMessage",

    // The admin dog form.
    InvalidSymbol = "invalidSymbol",
    MinDogNameLength = "minDogNameLength",
    MaxDogNameLength = "maxDogNameLength",
    MinDogDescriptionLength = "minDogDescriptionLength",
    MaxDogDescriptionLength = "maxDogDescriptionLength",
    DogParametersRequired = "dogParametersRequired",
    InvalidBirthDate = "invalidBirthDate",
    InvalidDogSex = "invalidDogSex",
    InvalidDogSize = "invalidDogSize",
    InvalidBreed = "invalidBreed",
    PhotoRequired = "photoRequired",
    TooManyPhotos = "tooManyPhotos",
    DuplicatePhoto = "duplicatePhoto",
    OneMainPhoto = "oneMainPhoto",

    // Blog categories (SPEC §5 "Category") and the article editor.
    EnterCategoryName = "enterCategoryName",
    MinCategoryNameLength = "minCategoryNameLength",
    CategoryNameTooLong = "categoryNameTooLong",
    CategoryExists = "categoryExists",
    MaxCategoriesAmount = "maxCategoriesAmount",
    CanNotBeDeleted = "canNotBeDeleted",
    CategoryNotSelected = "categoryNotSelected",
    TitleRequired = "titleRequired",
    TitleTooLong = "titleTooLong",
    TextTooLong = "textTooLong",
    MainImageRequired = "mainImageRequired",
    TooManyBlocks = "tooManyBlocks",
    ArticleNotPublished = "articleNotPublished",
    PublishAtInPast = "publishAtInPast",
    AddressRequired = "addressRequired",
    LinkInvalid = "linkInvalid",
    MapLocationInvalid = "mapLocationInvalid",

    // The About page and the FAQ.
    /// 400: a text the page shows is empty in one of the languages (`field` names it).
    TextRequired = "textRequired",
    /// 409: the team or the FAQ already holds as many entries as it may.
    TooManyItems = "tooManyItems",

    // The price list, the service descriptions and the stay-cost calculator.
    ContentTextRequired = "contentTextRequired",
    InvalidPriceValue = "invalidPriceValue",
    TooManyPriceLines = "tooManyPriceLines",
    RatedLineRequired = "ratedLineRequired",
    /// The calculator's stay: days, dates, pet or food it cannot price.
    InvalidStay = "invalidStay",

    // Stays: the hotel's places and closed nights, and the nights a visitor asks about.
    /// A number of places that is not a whole number from 0 to the limit.
    InvalidPlaces = "invalidPlaces",
    /// A closed period without its nights in order, too long, or overlapping another.
    InvalidClosedNights = "invalidClosedNights",
    /// Nights asked about that are not dates in order, or too many at once.
    InvalidNights = "invalidNights",
    /// A kind of guest the hotel has no places for.
    InvalidPet = "invalidPet",

    // Photo albums (SPEC §5 "Album", §4 "Album cover").
    EnterAlbumName = "enterAlbumName",
    /// The SPEC's key, spelled as the SPEC spells it.
    NameToShort = "nameToShort",
    AlbumNameTooLong = "albumNameTooLong",
    NameAlreadyExist = "nameAlreadyExist",
    /// 422: a fourth cover photo.
    CoverFull = "coverFull",

    // The newsletter (SPEC §3 "Newsletter").
    /// 400: a confirmation or unsubscribe link that was not made here, or a confirmation link
    /// of a subscription that expired or ended.
    SubscriptionLinkInvalid = "subscriptionLinkInvalid",

    // The staff inbox.
    /// 422: an answer by mail to a visitor who left no address (a phone, or a review).
    NoReplyAddress = "noReplyAddress",
    /// 409: an answer by mail to a visitor whose personal data was erased.
    VisitorErased = "visitorErased",

    // Newsletter issues.
    /// 409: an edit, or a second send, of an issue whose sending has started.
    IssueAlreadySent = "issueAlreadySent",
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Lets a test or a caller outside HTTP compare a code with the key it expects.
impl PartialEq<&str> for ErrorCode {
    fn eq(&self, key: &&str) -> bool {
        self.as_str() == *key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The list the web apps' tests read: each app must have a text for every code in it.
    const SHARED_LIST: &str = include_str!("../../testdata/error-codes.json");

    #[test]
    fn the_catalogue_is_the_list_the_web_apps_translate() {
        let shared: Vec<String> = serde_json::from_str(SHARED_LIST).unwrap();
        let ours: Vec<&str> = ErrorCode::ALL.iter().map(|code| code.as_str()).collect();
        assert_eq!(
            shared, ours,
            "testdata/error-codes.json must list the catalogue's codes in its order"
        );
    }

    #[test]
    fn every_code_is_its_own_json_name_and_no_two_share_one() {
        let mut seen = BTreeSet::new();
        for code in ErrorCode::ALL {
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(json, code.as_str());
            assert!(seen.insert(code.as_str()), "{code} twice");
        }
    }
}
