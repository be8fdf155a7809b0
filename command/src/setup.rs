//! Creating staff accounts from the command line (`doghotel create-admin`): there is no sign-up
//! page, so the first account, and every other, starts here. Also the dogs `doghotel seed-demo`
//! adds to a fresh site.

use chrono::Utc;
use events::{EventMetadata, Language};
use uuid::Uuid;

use crate::admin_account::AdminAccountCommand;
use crate::admin_accounts;
use crate::dog::{DogCommand, DogFields, DogInput};
use crate::error::ApiError;
use crate::profile::LOGIN_TAKEN;
use crate::state::CommandState;
use crate::validation::{Email, Login, Password};

/// The actor recorded for what the command line does.
const CLI_ACTOR: &str = "cli";

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
/// must meet SPEC §5; the email defaults to `<login>@doghotel.kyiv.ua`. A login that the
/// `admin_accounts` projection already holds is refused (409 `loginTaken`).
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
    if admin_accounts::login_taken(&state.pool, login.as_str(), None).await? {
        return Err(ApiError::Conflict(LOGIN_TAKEN));
    }
    let account_id = Uuid::now_v7().to_string();
    let command = AdminAccountCommand::CreateAdminAccount {
        login,
        email,
        password_hash: state.passwords.hash(&password).await?,
        preferred_language: Language::Uk,
        at: Utc::now(),
    };
    let metadata = EventMetadata {
        actor: CLI_ACTOR.to_owned(),
        request_id: String::new(),
        command: "CreateAdminAccount".to_owned(),
    };
    let executed = state
        .accounts
        .execute(&account_id, command, metadata)
        .await?;
    Ok(CreatedAdmin {
        account_id,
        position: executed.position,
    })
}

/// Adds a dog and publishes it, as the CLI's actor, the way `doghotel seed-demo` fills a fresh
/// site. The input meets the same rules as the admin form's. Answers the dog's id.
pub async fn add_published_dog(state: &CommandState, input: &DogInput) -> Result<i64, ApiError> {
    let now = Utc::now();
    let fields = DogFields::parse(input, now.date_naive()).map_err(ApiError::InvalidInput)?;
    let id = crate::dog::next_id(&state.pool).await?;
    let metadata = |command: &str| EventMetadata {
        actor: CLI_ACTOR.to_owned(),
        request_id: String::new(),
        command: command.to_owned(),
    };
    let aggregate_id = id.to_string();
    let create = DogCommand::CreateDog { fields, at: now };
    state
        .dogs
        .execute(&aggregate_id, create, metadata("CreateDog"))
        .await?;
    let publish = DogCommand::PublishDog { at: now };
    state
        .dogs
        .execute(&aggregate_id, publish, metadata("PublishDog"))
        .await?;
    Ok(id)
}
