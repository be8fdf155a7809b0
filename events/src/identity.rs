use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A signed-in staff member, as proven by a valid token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct AdminIdentity {
    pub account_id: String,
    pub login: String,
}
