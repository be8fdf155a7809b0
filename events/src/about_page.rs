//! The About page (SPEC §2 "About", meet-us tab): the hostess's story with a photo of the house,
//! her quote with avatar and role, the certificate, the closing paragraph and the team. One
//! `AboutPage` aggregate holds it all, because the page is edited and restored as one thing and
//! the team's order is a rule about the whole list.
//!
//! The value types are the staff API's shapes too (camelCase): what staff load is what the
//! events carry. Images are ids of uploads (the media pipeline's content ids).

use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::article_view::ImageView;
use crate::{Language, LocalizedText, StoredEvents};

/// The aggregate type under which About page events are stored.
pub const AGGREGATE_TYPE: &str = "AboutPage";

/// The id of the one About page.
pub const PAGE_ID: &str = "about";

/// The texts and pictures of the meet-us tab above the team.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AboutStory {
    /// The photo of the house beside the story.
    pub house_image: String,
    #[schema(value_type = Object)]
    pub heading: LocalizedText,
    /// Plain text; blank lines part paragraphs.
    #[schema(value_type = Object)]
    pub text: LocalizedText,
    #[schema(value_type = Object)]
    pub quote: LocalizedText,
    /// Who says it (the hostess's name).
    #[schema(value_type = Object)]
    pub quote_author: LocalizedText,
    /// Her role, under the name.
    #[schema(value_type = Object)]
    pub quote_role: LocalizedText,
    pub avatar_image: String,
    pub certificate_image: String,
    /// The paragraph after the certificate.
    #[schema(value_type = Object)]
    pub closing: LocalizedText,
}

/// One person of the team.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamMember {
    /// Given by the page, never reused.
    pub id: i64,
    pub photo: String,
    #[schema(value_type = Object)]
    pub name: LocalizedText,
    #[schema(value_type = Object)]
    pub profession: LocalizedText,
}

/// The whole page as staff edit it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AboutContent {
    /// `None` until staff first save the story.
    pub story: Option<AboutStory>,
    /// In page order.
    pub team: Vec<TeamMember>,
    /// The highest team member id ever given.
    pub last_member_id: i64,
}

/// Everything that happens to the About page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub enum AboutEvent {
    /// The story, quote, certificate and closing paragraph saved, whole.
    AboutStoryEdited {
        story: AboutStory,
        at: DateTime<Utc>,
    },
    /// A person joined the end of the team.
    TeamMemberAdded {
        member: TeamMember,
        at: DateTime<Utc>,
    },
    /// A person's photo, name or profession changed; carries the whole member.
    TeamMemberEdited {
        member: TeamMember,
        at: DateTime<Utc>,
    },
    /// The team in a new order: every member's id, once each.
    TeamReordered {
        order: Vec<i64>,
        at: DateTime<Utc>,
    },
    TeamMemberRemoved {
        member_id: i64,
        at: DateTime<Utc>,
    },
    /// An earlier version's page saved over the current one (the history panel's restore).
    AboutPageRestored {
        from_version: u64,
        story: Option<AboutStory>,
        team: Vec<TeamMember>,
        at: DateTime<Utc>,
    },
}

impl AboutEvent {
    /// When it happened.
    pub fn at(&self) -> DateTime<Utc> {
        match self {
            AboutEvent::AboutStoryEdited { at, .. }
            | AboutEvent::TeamMemberAdded { at, .. }
            | AboutEvent::TeamMemberEdited { at, .. }
            | AboutEvent::TeamReordered { at, .. }
            | AboutEvent::TeamMemberRemoved { at, .. }
            | AboutEvent::AboutPageRestored { at, .. } => *at,
        }
    }
}

impl DomainEvent for AboutEvent {
    fn event_type(&self) -> String {
        let name = match self {
            AboutEvent::AboutStoryEdited { .. } => "AboutStoryEdited",
            AboutEvent::TeamMemberAdded { .. } => "TeamMemberAdded",
            AboutEvent::TeamMemberEdited { .. } => "TeamMemberEdited",
            AboutEvent::TeamReordered { .. } => "TeamReordered",
            AboutEvent::TeamMemberRemoved { .. } => "TeamMemberRemoved",
            AboutEvent::AboutPageRestored { .. } => "AboutPageRestored",
        };
        name.to_owned()
    }

    fn event_version(&self) -> String {
        Self::current_version(&self.event_type()).to_owned()
    }
}

impl StoredEvents for AboutEvent {
    const AGGREGATE_TYPE: &'static str = AGGREGATE_TYPE;
}

impl AboutContent {
    /// The page after `event`: the one fold the aggregate, the history and the read model share.
    pub fn apply(&mut self, event: AboutEvent) {
        match event {
            AboutEvent::AboutStoryEdited { story, .. } => self.story = Some(story),
            AboutEvent::TeamMemberAdded { member, .. } => {
                self.last_member_id = self.last_member_id.max(member.id);
                self.team.push(member);
            }
            AboutEvent::TeamMemberEdited { member, .. } => {
                if let Some(current) = self.team.iter_mut().find(|m| m.id == member.id) {
                    *current = member;
                }
            }
            AboutEvent::TeamReordered { order, .. } => {
                self.team
                    .sort_by_key(|member| order.iter().position(|&id| id == member.id));
            }
            AboutEvent::TeamMemberRemoved { member_id, .. } => {
                self.team.retain(|member| member.id != member_id);
            }
            AboutEvent::AboutPageRestored { story, team, .. } => {
                let highest = team.iter().map(|member| member.id).max().unwrap_or(0);
                self.last_member_id = self.last_member_id.max(highest);
                self.story = story;
                self.team = team;
            }
        }
    }

    /// The page as visitors of `language` read it.
    pub fn public(&self, language: Language) -> PublicAbout {
        let language = language.texts();
        PublicAbout {
            story: self.story.as_ref().map(|story| PublicStory {
                house_image: ImageView::new(&story.house_image, STORY_VARIANT),
                heading: story.heading.get(language).to_owned(),
                text: story.text.get(language).to_owned(),
                quote: PublicQuote {
                    text: story.quote.get(language).to_owned(),
                    author: story.quote_author.get(language).to_owned(),
                    role: story.quote_role.get(language).to_owned(),
                    avatar: ImageView::new(&story.avatar_image, AVATAR_VARIANT),
                },
                certificate: ImageView::new(&story.certificate_image, CERTIFICATE_VARIANT),
                closing: story.closing.get(language).to_owned(),
            }),
            team: self
                .team
                .iter()
                .map(|member| PublicTeamMember {
                    id: member.id,
                    name: member.name.get(language).to_owned(),
                    profession: member.profession.get(language).to_owned(),
                    photo: ImageView::new(&member.photo, STORY_VARIANT),
                })
                .collect(),
        }
    }
}

/// The house photo and team photos are drawn in the card box (392×288).
const STORY_VARIANT: &str = "card";
/// The avatar is a small round picture.
const AVATAR_VARIANT: &str = "thumb";
/// The certificate keeps its aspect.
const CERTIFICATE_VARIANT: &str = "detail";

/// `GET /api/about`: the meet-us tab in one language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicAbout {
    /// `null` until staff write the story.
    pub story: Option<PublicStory>,
    /// In page order.
    pub team: Vec<PublicTeamMember>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicStory {
    pub house_image: ImageView,
    pub heading: String,
    /// Plain text; blank lines part paragraphs.
    pub text: String,
    pub quote: PublicQuote,
    pub certificate: ImageView,
    pub closing: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicQuote {
    pub text: String,
    pub author: String,
    pub role: String,
    pub avatar: ImageView,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicTeamMember {
    pub id: i64,
    pub name: String,
    pub profession: String,
    pub photo: ImageView,
}

/// The About page as staff load it: the content and the version an edit must name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminAboutView {
    pub version: u64,
    pub story: Option<AboutStory>,
    pub team: Vec<TeamMember>,
}
