//! What the command routes share.

use std::sync::Arc;

use axum::extract::FromRef;
use events::newsletter::SubscriptionKey;
use events::StoredEvents;
use sqlx::PgPool;

use crate::auth::authenticator::AuthenticatorKey;
use crate::auth::passkeys::Passkeys;
use crate::auth::{AuthConfig, AuthState, Passwords};
use crate::error::ApiError;
use crate::executor::{Executor, Runnable};
use crate::forwarded::TrustedProxies;
use crate::rate_limit::{
    RateLimiter, DEFAULT_SUBMISSIONS_PER_WINDOW, FAILURES_BEFORE_BLOCK, FAILURE_WINDOW,
    REFUSALS_PER_CLIENT, SUBMISSION_WINDOW,
};
use crate::submission::SpamJudge;
use crate::upload::UploadQueues;

#[derive(Clone)]
pub struct CommandState {
    pub(crate) pool: PgPool,
    pub(crate) passwords: Passwords,
    /// Seals authenticator secrets for the accounts' events.
    pub(crate) authenticators: AuthenticatorKey,
    /// The site as passkeys know it; `None` for a site reached by an IP address.
    pub(crate) passkeys: Option<Passkeys>,
    pub(crate) auth: AuthState,
    /// Where uploaded photos and their variants are stored.
    pub(crate) media: Arc<dyn media::MediaStore>,
    pub(crate) uploads: UploadQueues,
    pub(crate) forms: FormLimits,
    pub(crate) subscription_key: SubscriptionKey,
    /// Refused sign-ins per client, counted before any password is checked.
    pub(crate) sign_in_clients: Arc<RateLimiter>,
    /// Refused sign-ins per login, known or not: a full window locks the account.
    pub(crate) sign_in_logins: Arc<RateLimiter<String>>,
    pub(crate) spam_judge: SpamJudge,
    /// Whose `X-Forwarded-For` names the client the limits count.
    pub(crate) trusted_proxies: TrustedProxies,
}

impl CommandState {
    pub fn new(
        pool: PgPool,
        auth_config: AuthConfig,
        media: Arc<dyn media::MediaStore>,
    ) -> CommandState {
        let passwords = Passwords::default();
        let subscription_key = SubscriptionKey::new(auth_config.jwt_secret.as_bytes());
        let authenticators = AuthenticatorKey::derive(auth_config.jwt_secret.as_bytes());
        CommandState {
            passwords,
            authenticators,
            passkeys: Passkeys::for_site(&auth_config.site),
            auth: AuthState::new(pool.clone(), auth_config),
            media,
            uploads: UploadQueues::default(),
            forms: FormLimits::new(&pool, DEFAULT_SUBMISSIONS_PER_WINDOW),
            subscription_key,
            sign_in_clients: sign_in_refusals(&pool, REFUSALS_PER_CLIENT),
            sign_in_logins: Arc::new(RateLimiter::new(
                pool.clone(),
                "sign_in_logins",
                FAILURES_BEFORE_BLOCK,
                FAILURE_WINDOW,
            )),
            spam_judge: SpamJudge::default(),
            trusted_proxies: TrustedProxies::default(),
            pool,
        }
    }

    /// Accepts `per_window` submissions of each public form per client within
    /// [`SUBMISSION_WINDOW`] instead of the default.
    pub fn with_submission_limit(mut self, per_window: usize) -> CommandState {
        self.forms = FormLimits::new(&self.pool, per_window);
        self
    }

    /// Answers a client 429 after `refusals` refused sign-ins within the failure window instead
    /// of [`REFUSALS_PER_CLIENT`].
    pub fn with_sign_in_limit(mut self, refusals: usize) -> CommandState {
        self.sign_in_clients = sign_in_refusals(&self.pool, refusals);
        self
    }

    /// Judges a form sent sooner than `minimum` after it appeared to be a bot's, instead of
    /// [`crate::submission::DEFAULT_MINIMUM_FILL_TIME`].
    pub fn with_minimum_fill_time(mut self, minimum: std::time::Duration) -> CommandState {
        self.spam_judge = SpamJudge::new(minimum);
        self
    }

    /// Counts requests from these proxies by the client their `X-Forwarded-For` names.
    pub fn with_trusted_proxies(mut self, proxies: TrustedProxies) -> CommandState {
        self.trusted_proxies = proxies;
        self
    }

    /// The executor of aggregate `A`, made from the shared pool with the services its handlers
    /// take from this state.
    pub fn executor<A>(&self) -> Executor<A>
    where
        A: Runnable + Clone,
        A::Services: FromRef<CommandState>,
        A::Error: Into<ApiError>,
        A::Event: StoredEvents,
    {
        Executor::new(self.pool.clone(), A::Services::from_ref(self))
    }

    /// Whether `image_id` names a photo uploaded here (all its variants stored). Commands that
    /// take photo ids refuse the others.
    pub async fn image_uploaded(&self, image_id: &str) -> Result<bool, ApiError> {
        let Some(id) = media::ImageId::parse(image_id) else {
            return Ok(false);
        };
        media::is_uploaded(self.media.as_ref(), &id)
            .await
            .map_err(|cause| ApiError::Internal(cause.context("looking up an uploaded image")))
    }

    /// The key subscription ids and the links in subscription mails are made with.
    pub fn subscription_key(&self) -> SubscriptionKey {
        self.subscription_key.clone()
    }

    /// The database the commands write to, for what works beside them (a restore).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Photos being read or rendered now, for the metrics.
    pub fn uploads_under_way(&self) -> crate::upload::queue::UnderWay {
        self.uploads.under_way()
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

/// What [`crate::extract::ClientAddress`] needs to see through the proxies.
impl FromRef<CommandState> for TrustedProxies {
    fn from_ref(state: &CommandState) -> TrustedProxies {
        state.trusted_proxies.clone()
    }
}

/// The services of the aggregates whose handlers need none.
impl FromRef<CommandState> for () {
    fn from_ref(_: &CommandState) {}
}

/// Each public form's limit: so many accepted submissions per client within
/// [`SUBMISSION_WINDOW`], each form apart from the others.
#[derive(Clone)]
pub(crate) struct FormLimits {
    pub(crate) dog_requests: Arc<RateLimiter>,
    pub(crate) contact_messages: Arc<RateLimiter>,
    pub(crate) subscriptions: Arc<RateLimiter>,
    /// Reviews and answers share one allowance.
    pub(crate) reviews: Arc<RateLimiter>,
}

impl FormLimits {
    fn new(pool: &PgPool, per_window: usize) -> FormLimits {
        let limit = |form| {
            Arc::new(RateLimiter::new(
                pool.clone(),
                form,
                per_window,
                SUBMISSION_WINDOW,
            ))
        };
        FormLimits {
            dog_requests: limit("dog_requests"),
            contact_messages: limit("contact_messages"),
            subscriptions: limit("subscriptions"),
            reviews: limit("reviews"),
        }
    }
}

/// The sign-in's limit per client: `refusals` within the failure window.
fn sign_in_refusals(pool: &PgPool, refusals: usize) -> Arc<RateLimiter> {
    Arc::new(RateLimiter::new(
        pool.clone(),
        "sign_in_clients",
        refusals,
        FAILURE_WINDOW,
    ))
}
