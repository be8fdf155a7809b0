//! What the command routes share.

use std::sync::Arc;

use axum::extract::FromRef;
use sqlx::PgPool;

use crate::admin_account::AdminAccount;
use crate::auth::{AuthConfig, AuthState, Passwords};
use crate::dog::Dog;
use crate::executor::Executor;

#[derive(Clone)]
pub struct CommandState {
    pub(crate) pool: PgPool,
    pub(crate) accounts: Arc<Executor<AdminAccount>>,
    pub(crate) dogs: Arc<Executor<Dog>>,
    pub(crate) passwords: Passwords,
    pub(crate) auth: AuthState,
}

impl CommandState {
    pub fn new(pool: PgPool, auth_config: AuthConfig) -> CommandState {
        let passwords = Passwords::default();
        CommandState {
            accounts: Arc::new(Executor::new(pool.clone(), passwords.clone())),
            dogs: Arc::new(Executor::new(pool.clone(), ())),
            passwords,
            auth: AuthState::new(pool.clone(), auth_config),
            pool,
        }
    }

    /// The state of [`crate::auth::require_admin`], sharing this state's pool and secret.
    pub fn auth_state(&self) -> AuthState {
        self.auth.clone()
    }
}

/// Lets the guard run with either state: `from_fn_with_state(command_state, require_admin)`.
impl FromRef<CommandState> for AuthState {
    fn from_ref(state: &CommandState) -> AuthState {
        state.auth.clone()
    }
}
