//! The profile form: a staff member edits their profile and, optionally, their password
//! (SPEC §4 "Profile", §5 "Password", "Profile form"). The request, its rules, and the answer.

use events::Language;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::AdminAccount;
use crate::error::{ApiError, Reason};
use crate::validation::{Email, Login, Password};
use errors::ErrorCode;

/// Unknown fields are refused: a misspelt `newPasword` must not answer "saved" while the
/// password stays as it was.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProfileUpdateRequest {
    pub login: String,
    pub email: String,
    /// `uk` or `en`.
    #[schema(example = "uk")]
    pub preferred_language: String,
    pub image_link: Option<String>,
    /// The three password fields are needed only to change the password.
    pub current_password: Option<String>,
    pub new_password: Option<String>,
    pub confirm_password: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileResponse {
    pub user_id: String,
    pub login: String,
    pub email: String,
    pub preferred_language: LanguageBody,
    pub image_link: Option<String>,
    pub second_factor: SecondFactorBody,
}

/// As `GET /api/admin/profile/login={login}` tells it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecondFactorBody {
    pub authenticator: bool,
    pub recovery_codes_left: usize,
    pub passkeys: Vec<PasskeyBody>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyBody {
    pub id: String,
    pub added_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LanguageBody {
    #[schema(example = 1)]
    pub language_id: i16,
    #[schema(example = "uk")]
    pub language_value: String,
}

const LANGUAGE_ERROR: Reason = Reason::new(
    ErrorCode::LanguageError,
    "Choose Ukrainian (uk) or English (en).",
)
.on_field("preferredLanguage");
pub(super) const IMAGE_ERROR: Reason = Reason::new(
    ErrorCode::ImageError,
    "The profile image link is not a valid web address.",
)
.on_field("imageLink");
const CURRENT_PASSWORD_REQUIRED: Reason = Reason::new(
    ErrorCode::CurrentPasswordRequired,
    "Enter your current password.",
)
.on_field("currentPassword");
const PASSWORD_NOT_MATCH: Reason = Reason::new(
    ErrorCode::PasswordNotMatch,
    "The passwords you entered do not match.",
)
.on_field("confirmPassword");

/// Longest image link accepted; real links are far shorter.
const MAX_IMAGE_LINK: usize = 2048;

/// The request once every field is known valid.
pub(super) struct ProfileForm {
    pub login: Login,
    pub email: Email,
    pub preferred_language: Language,
    pub image_link: Option<String>,
    pub new_password: Option<NewPassword>,
}

pub(super) struct NewPassword {
    pub current: String,
    pub new: Password,
}

impl ProfileUpdateRequest {
    pub(super) fn parse(self) -> Result<ProfileForm, ApiError> {
        let login = Login::parse(&self.login).map_err(|invalid| invalid.on_field("login"))?;
        let email = Email::parse(&self.email).map_err(|invalid| invalid.on_field("email"))?;
        let preferred_language = match self.preferred_language.as_str() {
            "uk" => Language::Uk,
            "en" => Language::En,
            _ => return Err(ApiError::InvalidInput(LANGUAGE_ERROR)),
        };
        let image_link = parse_image_link(self.image_link)?;
        let new_password = parse_new_password(
            self.current_password.unwrap_or_default(),
            self.new_password.unwrap_or_default(),
            self.confirm_password.unwrap_or_default(),
        )?;
        Ok(ProfileForm {
            login,
            email,
            preferred_language,
            image_link,
            new_password,
        })
    }
}

/// A web address, or an uploaded photo's file on this site (`/media/<image id>/<variant>.jpg`,
/// as the upload answers it); empty means no image. Any other site path is refused: it names
/// nothing the profile can show, and `//host/...` would leave the site.
fn parse_image_link(link: Option<String>) -> Result<Option<String>, ApiError> {
    let Some(link) = link
        .map(|link| link.trim().to_owned())
        .filter(|link| !link.is_empty())
    else {
        return Ok(None);
    };
    let is_web_address = ["https://", "http://"]
        .iter()
        .any(|prefix| link.starts_with(prefix));
    let has_no_spaces = !link.chars().any(|c| c.is_whitespace() || c.is_control());
    let valid = if is_web_address {
        has_no_spaces && link.len() <= MAX_IMAGE_LINK
    } else {
        uploaded_image_id(&link).is_some()
    };
    if valid {
        Ok(Some(link))
    } else {
        Err(ApiError::InvalidInput(IMAGE_ERROR))
    }
}

/// The image id of a link to an uploaded photo's file, if the link is one.
pub(super) fn uploaded_image_id(link: &str) -> Option<&str> {
    let key = link.strip_prefix("/media/")?;
    media::MediaKey::parse(key)?;
    let (id, file) = key.split_once('/')?;
    (file.ends_with(".jpg") || file.ends_with(".webp")).then_some(id)
}

/// The form asks for a password change when any of its three fields is filled in.
fn parse_new_password(
    current: String,
    new: String,
    confirmation: String,
) -> Result<Option<NewPassword>, ApiError> {
    if current.is_empty() && new.is_empty() && confirmation.is_empty() {
        return Ok(None);
    }
    if current.is_empty() {
        return Err(ApiError::InvalidInput(CURRENT_PASSWORD_REQUIRED));
    }
    let new_password = Password::parse(&new).map_err(|invalid| invalid.on_field("newPassword"))?;
    if confirmation != new {
        return Err(ApiError::InvalidInput(PASSWORD_NOT_MATCH));
    }
    Ok(Some(NewPassword {
        current,
        new: new_password,
    }))
}

/// The answer: the profile as the aggregate holds it after the update.
pub(super) fn profile_response(
    account_id: String,
    account: &AdminAccount,
) -> Result<ProfileResponse, ApiError> {
    let profile = account.profile().ok_or(ApiError::NotFound)?;
    Ok(ProfileResponse {
        user_id: account_id,
        login: profile.login.clone(),
        email: profile.email.clone(),
        preferred_language: LanguageBody {
            language_id: profile.preferred_language.id(),
            language_value: profile.preferred_language.value().to_owned(),
        },
        image_link: profile.image_link.clone(),
        second_factor: SecondFactorBody {
            authenticator: account.has_authenticator(),
            recovery_codes_left: account.recovery_codes_left(),
            passkeys: account
                .passkeys()
                .iter()
                .map(|kept| PasskeyBody {
                    id: kept.id.clone(),
                    added_at: kept.added_at,
                })
                .collect(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(current: &str, new: &str, confirm: &str) -> ProfileUpdateRequest {
        ProfileUpdateRequest {
            login: "anna".into(),
            email: "anna@ukr.net".into(),
            preferred_language: "en".into(),
            image_link: None,
            current_password: Some(current.into()),
            new_password: Some(new.into()),
            confirm_password: Some(confirm.into()),
        }
    }

    fn refusal(request: ProfileUpdateRequest) -> Option<&'static str> {
        match request.parse() {
            Ok(_) => None,
            Err(ApiError::InvalidInput(reason)) => Some(reason.code.as_str()),
            Err(other) => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn a_password_change_needs_all_three_fields_right() {
        assert_eq!(refusal(request("", "", "")), None);
        assert_eq!(
            refusal(request("", "Secret1!", "Secret1!")),
            Some("currentPasswordRequired")
        );
        assert_eq!(
            refusal(request("Old1234!", "", "")),
            Some("newPasswordRequired")
        );
        assert_eq!(
            refusal(request("Old1234!", "secret", "secret")),
            Some("passwordValidation")
        );
        assert_eq!(
            refusal(request("Old1234!", "Secret1!", "Secret2!")),
            Some("passwordNotMatch")
        );
        assert_eq!(refusal(request("Old1234!", "Secret1!", "Secret1!")), None);
    }

    #[test]
    fn only_ukrainian_and_english_are_preferred_languages() {
        for (language, refused) in [
            ("uk", None),
            ("en", None),
            ("ru", Some("languageError")),
            ("", Some("languageError")),
        ] {
            let mut request = request("", "", "");
            request.preferred_language = language.into();
            assert_eq!(refusal(request), refused, "{language:?}");
        }
    }

    #[test]
    fn image_links_are_web_addresses_or_uploaded_photos() {
        let id = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
        assert_eq!(parse_image_link(None).unwrap(), None);
        assert_eq!(parse_image_link(Some("  ".into())).unwrap(), None);
        assert!(parse_image_link(Some("https://img.example/a.png".into())).is_ok());
        for file in ["thumb.jpg", "card-2x.webp"] {
            let link = format!("/media/{id}/{file}");
            assert_eq!(uploaded_image_id(&link), Some(id));
            assert_eq!(parse_image_link(Some(link.clone())).unwrap(), Some(link));
        }
        for junk in [
            "javascript:alert(1)",
            "https://a b",
            "/media/a.webp",
            "//evil.example/a.png",
            "/admin",
            &format!("/media/{id}/image.json"),
            &format!("/media/{id}/../../jwt-secret.jpg"),
            &format!("/media/{}/thumb.jpg", id.to_uppercase()),
        ] {
            assert!(
                parse_image_link(Some(junk.to_owned())).is_err(),
                "{junk} accepted"
            );
        }
    }
}
