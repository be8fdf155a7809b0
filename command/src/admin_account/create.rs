//! Creating staff accounts from the command line (`doghotel create-admin`): there is no sign-up
//! page, so the first account, and every other, starts here.

use chrono::Utc;
use events::Language;
use uuid::Uuid;

use super::AdminAccount;
use super::AdminAccountCommand;
use crate::context::RequestContext;
use crate::error::ApiError;
use crate::state::CommandState;
use crate::validation::{Email, Login, Password};

/// The mail domain of accounts created without an email address.
const DEFAULT_EMAIL_DOMAIN: &str = "doghotel.kyiv.ua";

/// A created account, with the position to pass to
/// [`wait_until_projected`](crate::executor::wait_until_projected) before signing in with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreatedAdmin {
    pub account_id: String,
    pub position: i64,
}

/// Creates a staff account whose preferred language is Ukrainian. The login and the password
/// must meet SPEC §5; the email defaults to `<login>@doghotel.kyiv.ua`. A login another account
/// holds is refused (409 `loginTaken`), also when two creations race for it.
pub async fn create_admin(
    state: &CommandState,
    login: &str,
    password: &str,
    email: Option<&str>,
) -> Result<CreatedAdmin, ApiError> {
    let login = Login::parse(login).map_err(|invalid| invalid.on_field("login"))?;
    let password = Password::parse(password).map_err(|invalid| invalid.on_field("password"))?;
    let email = match email {
        Some(email) => Email::parse(email),
        None => Email::parse(&format!("{}@{DEFAULT_EMAIL_DOMAIN}", login.as_str())),
    }
    .map_err(|invalid| invalid.on_field("email"))?;
    let account_id = Uuid::now_v7().to_string();
    let command = AdminAccountCommand::CreateAdminAccount {
        login,
        email,
        password_hash: state.passwords.hash(&password).await?,
        preferred_language: Language::Uk,
        at: Utc::now(),
    };
    let metadata = RequestContext::cli().metadata(&command);
    let executed = state
        .executor::<AdminAccount>()
        .execute(&account_id, command, metadata)
        .await?;
    Ok(CreatedAdmin {
        account_id,
        position: executed.position,
    })
}
