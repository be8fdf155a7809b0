//! Why a public form was judged a bot's. Dog requests, contact messages and reviews record it
//! with what they received; the inbox files such an item as spam.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Why a submission was judged to come from a bot. It is stored like any other, so nothing a
/// visitor sends is lost to a wrong judgement, and waits in the inbox's spam instead of being
/// mailed to staff or answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SpamSignal {
    /// The field people never see or reach (`website`) was filled in.
    Honeypot,
    /// Sent sooner after the form appeared than a person can fill it in.
    TooFast,
}

impl SpamSignal {
    /// The name in the API and the read tables.
    pub fn as_str(self) -> &'static str {
        match self {
            SpamSignal::Honeypot => "HONEYPOT",
            SpamSignal::TooFast => "TOO_FAST",
        }
    }

    pub fn parse(text: &str) -> Option<SpamSignal> {
        [SpamSignal::Honeypot, SpamSignal::TooFast]
            .into_iter()
            .find(|signal| signal.as_str() == text)
    }
}
