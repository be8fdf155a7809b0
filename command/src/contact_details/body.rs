//! The admin contacts form: its JSON body and the rules its fields are parsed by. Phones and
//! the mail follow SPEC §5 like the visitors' forms; the address is a short line per language,
//! the social link an `https://` address and the map location a point on the globe.

use errors::ErrorCode;
use events::contact_details::ContactDetailsRecord;
use events::LocalizedText;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::Reason;
use crate::validation::{Email, Phone};

/// What the admin contacts page saves.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactDetailsBody {
    /// The version the form was loaded at (`0` before the first save).
    #[serde(default)]
    pub version: u64,
    #[schema(example = "+38(044)390-12-34")]
    pub landline: String,
    pub mobile_phones: [String; 2],
    #[schema(example = "hello@doghotel.kyiv.ua")]
    pub email: String,
    pub address: AddressBody,
    #[schema(example = "https://www.instagram.com/doghotel.kyiv/")]
    pub social_url: String,
    #[schema(example = 50.4647)]
    pub latitude: f64,
    #[schema(example = 30.6453)]
    pub longitude: f64,
}

/// The address in each language.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct AddressBody {
    #[serde(default)]
    pub uk: String,
    #[serde(default)]
    pub en: String,
}

const ADDRESS_REQUIRED: Reason = Reason::new(ErrorCode::AddressRequired, "Enter the address.");
const ADDRESS_TOO_LONG: Reason = Reason::new(
    ErrorCode::TextTooLong,
    "The address must have at most 200 characters on one line.",
);
const LINK_INVALID: Reason = Reason::new(
    ErrorCode::LinkInvalid,
    "The link must be an https:// address without spaces.",
);
const LOCATION_INVALID: Reason = Reason::new(
    ErrorCode::MapLocationInvalid,
    "Latitude must be between -90 and 90, longitude between -180 and 180.",
);
const MAX_ADDRESS: usize = 200;
const MAX_LINK: usize = 300;

impl ContactDetailsBody {
    /// The record, or the first refusal with the field it is about.
    pub fn parse(self) -> Result<ContactDetailsRecord, Reason> {
        let phone = |text: &str, field: &'static str| {
            Phone::parse(text)
                .map(|phone| phone.formatted())
                .map_err(|invalid| invalid.on_field(field))
        };
        let landline = phone(&self.landline, "landline")?;
        let mobile_phones = [
            phone(&self.mobile_phones[0], "mobilePhones.0")?,
            phone(&self.mobile_phones[1], "mobilePhones.1")?,
        ];
        let email = Email::parse(self.email.trim())
            .map_err(|invalid| invalid.on_field("email"))?
            .into_inner();
        let address = LocalizedText::new(
            address(&self.address.uk).map_err(|invalid| invalid.on_field("address.uk"))?,
            address(&self.address.en).map_err(|invalid| invalid.on_field("address.en"))?,
        );
        let social_url = self.social_url.trim().to_owned();
        let clean = !social_url
            .chars()
            .any(|c| c.is_whitespace() || c.is_control());
        let host_given = social_url.len() > "https://".len();
        if !social_url.starts_with("https://")
            || !clean
            || !host_given
            || social_url.len() > MAX_LINK
        {
            return Err(LINK_INVALID.on_field("socialUrl"));
        }
        let on_globe = self.latitude.is_finite()
            && self.longitude.is_finite()
            && (-90.0..=90.0).contains(&self.latitude)
            && (-180.0..=180.0).contains(&self.longitude);
        if !on_globe {
            return Err(LOCATION_INVALID.on_field("location"));
        }
        Ok(ContactDetailsRecord {
            landline,
            mobile_phones,
            email,
            address,
            social_url,
            latitude: self.latitude,
            longitude: self.longitude,
        })
    }
}

/// One line of address, trimmed.
fn address(text: &str) -> Result<String, Reason> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ADDRESS_REQUIRED);
    }
    if text.chars().count() > MAX_ADDRESS || text.chars().any(char::is_control) {
        return Err(ADDRESS_TOO_LONG);
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body() -> ContactDetailsBody {
        ContactDetailsBody {
            version: 1,
            landline: "+38(044)390-12-34".into(),
            mobile_phones: ["+38 067 123 45 67".into(), "+38(093)765-43-21".into()],
            email: "hello@doghotel.kyiv.ua".into(),
            address: AddressBody {
                uk: " вул. Лісова, 12, Київ ".into(),
                en: "12 Lisova St, Kyiv".into(),
            },
            social_url: "https://www.instagram.com/doghotel.kyiv/".into(),
            latitude: 50.4647,
            longitude: 30.6453,
        }
    }

    #[test]
    fn a_valid_form_is_kept_with_phones_in_the_mask_format_and_texts_trimmed() {
        let record = body().parse().expect("valid");
        assert_eq!(record.mobile_phones[0], "+38(067)123-45-67");
        assert_eq!(record.address.uk, "вул. Лісова, 12, Київ");
    }

    #[test]
    fn every_field_has_its_rule() {
        type Change = fn(&mut ContactDetailsBody);
        let cases: [(Change, &str, &str); 9] = [
            (|b| b.landline = String::new(), "emptyNumber", "landline"),
            (
                |b| b.mobile_phones[1] = "+38(093)765".into(),
                "incorrectNumber",
                "mobilePhones.1",
            ),
            (|b| b.email = "hello@".into(), "emailIncorrect", "email"),
            (
                |b| b.address.en = "  ".into(),
                "addressRequired",
                "address.en",
            ),
            (
                |b| b.address.uk = "а".repeat(201),
                "textTooLong",
                "address.uk",
            ),
            (
                |b| b.social_url = "http://instagram.com".into(),
                "linkInvalid",
                "socialUrl",
            ),
            (
                |b| b.social_url = "https://insta gram.com".into(),
                "linkInvalid",
                "socialUrl",
            ),
            (|b| b.latitude = 91.0, "mapLocationInvalid", "location"),
            (|b| b.longitude = f64::NAN, "mapLocationInvalid", "location"),
        ];
        for (change, code, field) in cases {
            let mut body = body();
            change(&mut body);
            let refusal = body.parse().expect_err(code);
            assert_eq!((refusal.code.as_str(), refusal.field), (code, Some(field)));
        }
    }
}
