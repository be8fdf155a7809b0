//! The additional services' descriptions (SPEC §2 "Services", §3 "Service description"): one
//! `ServiceDescription` aggregate per service, each with a title, paragraphs and two pictures.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::media_path::media_path;
use crate::{Language, LocalizedText};

/// The aggregate type under which service description events are stored.
pub const AGGREGATE_TYPE: &str = "ServiceDescription";

/// The four additional services, in the order the page shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ServiceKind {
    Walking,
    Veterinary,
    Grooming,
    Transportation,
}

impl ServiceKind {
    pub const ALL: [ServiceKind; 4] = [
        ServiceKind::Walking,
        ServiceKind::Veterinary,
        ServiceKind::Grooming,
        ServiceKind::Transportation,
    ];

    /// The aggregate id and the value addresses carry.
    pub fn value(self) -> &'static str {
        match self {
            ServiceKind::Walking => "walking",
            ServiceKind::Veterinary => "veterinary",
            ServiceKind::Grooming => "grooming",
            ServiceKind::Transportation => "transportation",
        }
    }

    pub fn parse(text: &str) -> Option<ServiceKind> {
        ServiceKind::ALL
            .into_iter()
            .find(|kind| kind.value() == text)
    }
}

/// A service's description as staff edit it, both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceDescription {
    pub kind: ServiceKind,
    #[schema(value_type = Object)]
    pub title: LocalizedText,
    /// Paragraphs separated by an empty line.
    #[schema(value_type = Object)]
    pub text: LocalizedText,
    /// The uploaded images' ids: the large picture and the small one.
    pub big_image: String,
    pub small_image: String,
}

crate::record_events!(
    ServiceDescriptionEvent,
    ServiceDescription,
    AGGREGATE_TYPE,
    ServiceDescriptionCreated,
    ServiceDescriptionEdited,
    ServiceDescriptionRestored
);

/// The variant the page shows a service's pictures in (392×288, with its 2× twin).
pub const PICTURE_VARIANT: &str = "card";

/// A picture of a service, with a ready JPEG address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceImage {
    pub id: String,
    pub photo: String,
}

impl ServiceImage {
    pub fn new(image_id: &str) -> ServiceImage {
        ServiceImage {
            id: image_id.to_owned(),
            photo: media_path(image_id, PICTURE_VARIANT),
        }
    }
}

/// A service in one language, as the additional tab and the home block show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicService {
    pub id: ServiceKind,
    pub title: String,
    pub paragraphs: Vec<String>,
    pub big_image: ServiceImage,
    pub small_image: ServiceImage,
}

impl PublicService {
    pub fn new(service: &ServiceDescription, language: Language) -> PublicService {
        PublicService {
            id: service.kind,
            title: service.title.get(language).to_owned(),
            paragraphs: paragraphs(service.text.get(language)),
            big_image: ServiceImage::new(&service.big_image),
            small_image: ServiceImage::new(&service.small_image),
        }
    }
}

/// The paragraphs of a text: its parts between empty lines, each trimmed, none empty.
pub fn paragraphs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim).chain([""]) {
        if line.is_empty() {
            if !current.is_empty() {
                out.push(current.join(" "));
                current.clear();
            }
        } else {
            current.push(line);
        }
    }
    out
}

/// A service description as staff see it: the version an edit must name, and the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminServiceView {
    pub id: ServiceKind,
    pub version: u64,
    #[serde(flatten)]
    pub service: ServiceDescription,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_are_split_on_empty_lines() {
        assert_eq!(
            paragraphs("One\nline two\n\n  \nThree\n"),
            vec!["One line two".to_owned(), "Three".to_owned()]
        );
        assert!(paragraphs("  \n").is_empty());
    }
}
