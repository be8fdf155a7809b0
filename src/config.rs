use std::{fmt, path::PathBuf, time::Duration};

use anyhow::Context;

/// A value that must never reach a log line.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

/// Everything the server can be told. Defaults are in code; `from_env` lays the
/// `DOGHOTEL_*` and `DATABASE_URL` variables over them; tests build it in code.
#[derive(Debug, Clone)]
pub struct Config {
    pub database_url: Secret,
    /// A streaming replica of that database, where the public and staff reads go
    /// (`DATABASE_READ_URL`); commands, checkpoints and LISTEN stay on the primary.
    pub database_read_url: Option<Secret>,
    pub port: u16,
    /// A second port that answers `/metrics` to anyone, for a scraper inside the operator's
    /// network (`DOGHOTEL_METRICS_PORT`); on the site's port only signed-in staff read them.
    pub metrics_port: Option<u16>,
    /// The built web app (`web/dist`).
    pub web_dist: PathBuf,
    /// Where the server keeps its own files: uploaded media, backups.
    pub data_dir: PathBuf,
    /// Where uploaded photos live: `None` for the `media` folder of `data_dir`; a folder, or
    /// `s3://bucket/prefix` for an S3-compatible store (`DOGHOTEL_MEDIA_STORE`).
    pub media_store: Option<String>,
    /// Another address the store's files are served from, which pages and mails then link
    /// (`DOGHOTEL_MEDIA_PUBLIC_URL`: a CDN, or the bucket's own public address).
    pub media_public_url: Option<url::Url>,
    /// The site's address as visitors see it, for canonical links.
    pub public_url: String,
    /// Signs admin tokens and visitors' links. When not given, the site makes one and keeps it
    /// in the database ([`crate::site_secret`]).
    pub jwt_secret: Option<Secret>,
    /// How long an access token lasts; the admin pages renew theirs quietly.
    pub token_ttl: Duration,
    /// How long a staff member stays signed in on a device they do not use.
    pub session_idle_lifetime: Duration,
    /// Whether every staff account must have a second factor before it may do anything but
    /// add one.
    pub require_second_factor: bool,
    /// The SMTP server staff mail goes through, e.g. `smtp://127.0.0.1:2525`. A secret, since it
    /// may carry a password. Without it (or `staff_email`) mail waits, visibly, until it is set.
    pub smtp_url: Option<Secret>,
    /// Where visitors' requests are mailed.
    pub staff_email: Option<String>,
    /// Accepted submissions of a public form per client within ten minutes.
    pub submission_limit: usize,
    /// Refused sign-ins per client within 15 minutes before it is answered 429 unheard.
    pub sign_in_limit: usize,
    /// A public form sent sooner than this after it appeared is judged a bot's (kept as spam).
    pub form_min_time: Duration,
    /// How many newsletter mails a second go to the mail server.
    pub newsletter_rate: projector::reactors::newsletter_mail::NewsletterRate,
    /// The reverse proxies whose `X-Forwarded-For` names the client the limit counts. Empty:
    /// the connecting address is the client.
    pub trusted_proxies: command::TrustedProxies,
    /// When the scheduler publishes the articles that are due (cron with seconds, UTC).
    pub publication_schedule: String,
    /// How long visitors' requests are kept before the scheduler erases them.
    pub keep_requests: events::erasure::KeepFor,
    /// Where backups are written, the nightly ones and `doghotel backup`'s; `None`: a folder
    /// inside `data_dir`.
    pub backup_dir: Option<PathBuf>,
    /// How many days of nightly backups are kept.
    pub backup_keep_days: u32,
    pub log_format: LogFormat,
    /// Which part of the site this instance runs.
    pub role: Role,
}

/// Which part of the site an instance runs: several `web` instances behind a load balancer,
/// with one or more `worker`s beside them, or `all` of it in one process.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Role {
    /// The site and the API, and the projector, the reactors and the timed jobs.
    #[default]
    All,
    /// The site and the API over HTTP only; read-your-writes waits on the checkpoints a
    /// worker moves.
    Web,
    /// The projector, the reactors (mail) and the timed jobs; over HTTP only its health.
    Worker,
}

impl Role {
    pub fn serves_site(self) -> bool {
        self != Role::Worker
    }

    pub fn runs_workers(self) -> bool {
        self != Role::Web
    }
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LogFormat {
    /// Human-readable lines.
    #[default]
    Text,
    /// One JSON object per line, for a log collector.
    Json,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            database_url: Secret::new("postgres://postgres:postgres@127.0.0.1:5432/doghotel"),
            database_read_url: None,
            port: 8080,
            metrics_port: None,
            web_dist: PathBuf::from("web/dist"),
            data_dir: PathBuf::from("data"),
            media_store: None,
            media_public_url: None,
            public_url: "http://localhost:8080".to_owned(),
            jwt_secret: None,
            token_ttl: Duration::from_secs(10 * 60),
            session_idle_lifetime: command::auth::session::DEFAULT_IDLE_LIFETIME,
            require_second_factor: false,
            smtp_url: None,
            staff_email: None,
            submission_limit: command::rate_limit::DEFAULT_SUBMISSIONS_PER_WINDOW,
            sign_in_limit: command::rate_limit::REFUSALS_PER_CLIENT,
            form_min_time: command::submission::DEFAULT_MINIMUM_FILL_TIME,
            newsletter_rate: projector::reactors::newsletter_mail::NewsletterRate::DEFAULT,
            trusted_proxies: command::TrustedProxies::default(),
            publication_schedule: command::article::schedule::EVERY_MINUTE.to_owned(),
            keep_requests: events::erasure::KeepFor::default(),
            backup_dir: None,
            backup_keep_days: DEFAULT_BACKUP_KEEP_DAYS,
            log_format: LogFormat::Text,
            role: Role::All,
        }
    }
}

impl Config {
    pub fn from_env() -> anyhow::Result<Config> {
        Config::from_vars(|name| std::env::var(name).ok())
    }

    /// The defaults with the variables that `lookup` finds laid over them; an empty value
    /// counts as unset.
    pub fn from_vars(lookup: impl Fn(&str) -> Option<String>) -> anyhow::Result<Config> {
        let mut config = Config::default();
        let var = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());
        if let Some(url) = var("DATABASE_URL") {
            config.database_url = Secret::new(url);
        }
        if let Some(url) = var("DATABASE_READ_URL") {
            config.database_read_url = Some(Secret::new(url));
        }
        if let Some(port) = var("DOGHOTEL_PORT") {
            config.port = port
                .parse()
                .context("DOGHOTEL_PORT must be a port number")?;
        }
        if let Some(port) = var("DOGHOTEL_METRICS_PORT") {
            config.metrics_port = Some(
                port.trim()
                    .parse()
                    .context("DOGHOTEL_METRICS_PORT must be a port number")?,
            );
        }
        if let Some(dir) = var("DOGHOTEL_WEB_DIST") {
            config.web_dist = dir.into();
        }
        if let Some(dir) = var("DOGHOTEL_DATA_DIR") {
            config.data_dir = dir.into();
        }
        if let Some(place) = var("DOGHOTEL_MEDIA_STORE") {
            config.media_store = Some(place);
        }
        if let Some(address) = var("DOGHOTEL_MEDIA_PUBLIC_URL") {
            config.media_public_url = Some(media_public_url(&address)?);
        }
        if let Some(url) = var("DOGHOTEL_PUBLIC_URL") {
            config.public_url = url;
        }
        if let Some(secret) = var("DOGHOTEL_JWT_SECRET") {
            config.jwt_secret = Some(Secret::new(secret));
        }
        if let Some(seconds) = var("DOGHOTEL_TOKEN_TTL_SECONDS") {
            let seconds: u64 = seconds
                .trim()
                .parse()
                .ok()
                .filter(|seconds| (5..=3600).contains(seconds))
                .context(
                    "DOGHOTEL_TOKEN_TTL_SECONDS must be a whole number of seconds from 5 to 3600",
                )?;
            config.token_ttl = Duration::from_secs(seconds);
        }
        if let Some(days) = var("DOGHOTEL_SESSION_DAYS") {
            let days: u64 = days
                .trim()
                .parse()
                .ok()
                .filter(|days| (1..=90).contains(days))
                .context("DOGHOTEL_SESSION_DAYS must be a whole number of days from 1 to 90")?;
            config.session_idle_lifetime = Duration::from_secs(days * 24 * 60 * 60);
        }
        if let Some(required) = var("DOGHOTEL_REQUIRE_SECOND_FACTOR") {
            config.require_second_factor = match required.trim() {
                "true" => true,
                "false" => false,
                _ => anyhow::bail!("DOGHOTEL_REQUIRE_SECOND_FACTOR must be true or false"),
            };
        }
        if let Some(url) = var("DOGHOTEL_SMTP_URL") {
            config.smtp_url = Some(Secret::new(url));
        }
        if let Some(email) = var("DOGHOTEL_STAFF_EMAIL") {
            config.staff_email = Some(email);
        }
        if let Some(limit) = var("DOGHOTEL_SUBMISSION_LIMIT") {
            config.submission_limit = limit
                .trim()
                .parse()
                .ok()
                .filter(|limit| *limit > 0)
                .context("DOGHOTEL_SUBMISSION_LIMIT must be a whole number of at least 1")?;
        }
        if let Some(limit) = var("DOGHOTEL_SIGN_IN_LIMIT") {
            config.sign_in_limit = limit
                .trim()
                .parse()
                .ok()
                .filter(|limit| *limit > 0)
                .context("DOGHOTEL_SIGN_IN_LIMIT must be a whole number of at least 1")?;
        }
        if let Some(seconds) = var("DOGHOTEL_FORM_MIN_SECONDS") {
            let seconds: f64 = seconds
                .trim()
                .parse()
                .ok()
                .filter(|seconds: &f64| (0.0..=60.0).contains(seconds))
                .context("DOGHOTEL_FORM_MIN_SECONDS must be a number of seconds from 0 to 60")?;
            config.form_min_time = Duration::from_secs_f64(seconds);
        }
        if let Some(rate) = var("DOGHOTEL_NEWSLETTER_PER_SECOND") {
            config.newsletter_rate = rate
                .trim()
                .parse()
                .ok()
                .filter(|rate: &f64| *rate <= 1000.0)
                .and_then(projector::reactors::newsletter_mail::NewsletterRate::per_second)
                .context("DOGHOTEL_NEWSLETTER_PER_SECOND must be a number of mails above 0, at most 1000")?;
        }
        if let Some(proxies) = var("DOGHOTEL_TRUSTED_PROXIES") {
            config.trusted_proxies = proxies
                .parse()
                .context("DOGHOTEL_TRUSTED_PROXIES lists addresses and networks (CIDR)")?;
        }
        if let Some(schedule) = var("DOGHOTEL_PUBLICATION_SCHEDULE") {
            config.publication_schedule = schedule;
        }
        if let Some(months) = var("DOGHOTEL_ERASE_AFTER_MONTHS") {
            config.keep_requests = months
                .trim()
                .parse()
                .ok()
                .and_then(events::erasure::KeepFor::months)
                .context(
                    "DOGHOTEL_ERASE_AFTER_MONTHS must be a whole number of months, at least 1",
                )?;
        }
        if let Some(dir) = var("DOGHOTEL_BACKUP_DIR") {
            config.backup_dir = Some(dir.into());
        }
        if let Some(days) = var("DOGHOTEL_BACKUP_KEEP_DAYS") {
            config.backup_keep_days =
                days.trim().parse().ok().filter(|days| *days >= 1).context(
                    "DOGHOTEL_BACKUP_KEEP_DAYS must be a whole number of days, at least 1",
                )?;
        }
        if let Some(role) = var("DOGHOTEL_ROLE") {
            config.role = clap::ValueEnum::from_str(role.trim(), false)
                .map_err(|_| anyhow::anyhow!("DOGHOTEL_ROLE must be all, web or worker"))?;
        }
        if let Some(format) = var("DOGHOTEL_LOG_FORMAT") {
            config.log_format = match format.trim() {
                "text" => LogFormat::Text,
                "json" => LogFormat::Json,
                _ => anyhow::bail!("DOGHOTEL_LOG_FORMAT must be text or json"),
            };
        }
        Ok(config)
    }

    /// Where backups go: `DOGHOTEL_BACKUP_DIR`, else a folder inside `data_dir`. Best on
    /// another disk than the database's, and copied off the machine.
    pub fn backup_dir(&self) -> PathBuf {
        self.backup_dir
            .clone()
            .unwrap_or_else(|| self.data_dir.join("backups"))
    }

    /// How backups are taken: into [`Config::backup_dir`], of the media store, under the token
    /// secret's fingerprint.
    pub fn backup_settings(
        &self,
        secret: &Secret,
    ) -> anyhow::Result<crate::backup::BackupSettings> {
        let media = match &self.media_store {
            Some(place) if media::BucketStore::is_bucket(place) => {
                crate::backup::MediaPlace::Store(self.media()?)
            }
            _ => crate::backup::MediaPlace::Folder(self.media_dir()),
        };
        Ok(crate::backup::BackupSettings {
            folder: self.backup_dir(),
            media,
            secret: secret.expose().to_owned(),
            keep_days: self.backup_keep_days,
        })
    }

    /// Uploaded photos and their variants: a folder inside `data_dir`.
    /// Where pages and mails link photos: [`Config::media_public_url`], else the site's own
    /// `/media`.
    pub fn media_links(&self) -> events::media_path::MediaLinks {
        match &self.media_public_url {
            Some(address) => events::media_path::MediaLinks::public(address.as_str()),
            None => events::media_path::MediaLinks::served(),
        }
    }

    /// The origin pages show photos from besides their own: [`Config::media_public_url`]'s.
    /// The origin, not the folder: a path in a content policy's source stops matching after a
    /// redirect, and CDNs redirect.
    pub fn media_origin(&self) -> Option<String> {
        self.media_public_url
            .as_ref()
            .map(|address| address.origin().ascii_serialization())
    }

    /// The media folder: [`Config::media_store`] when that is a folder, else `data_dir/media`.
    pub fn media_dir(&self) -> PathBuf {
        match &self.media_store {
            Some(place) if !media::BucketStore::is_bucket(place) => PathBuf::from(place),
            _ => self.data_dir.join("media"),
        }
    }

    /// The store uploaded photos live in: [`Config::media_store`], else [`Config::media_dir`].
    pub fn media(&self) -> anyhow::Result<std::sync::Arc<dyn media::MediaStore>> {
        Ok(match &self.media_store {
            Some(place) if media::BucketStore::is_bucket(place) => {
                std::sync::Arc::new(media::BucketStore::from_url(place)?)
            }
            _ => std::sync::Arc::new(media::LocalStore::new(self.media_dir())),
        })
    }

    /// The settings of the staff mail reactor.
    pub fn mail_settings(&self) -> projector::reactors::outbox::MailSettings {
        projector::reactors::outbox::MailSettings {
            smtp_url: self.smtp_url.as_ref().map(|url| url.expose().to_owned()),
            staff_email: self.staff_email.clone(),
        }
    }

    /// How staff tokens and sessions are issued: signed with `secret` ([`Config::jwt_secret`]),
    /// and with `Secure` session cookies when the site is served over https.
    pub fn auth(&self, secret: &Secret) -> anyhow::Result<command::AuthConfig> {
        let sessions = command::SessionSettings {
            idle_lifetime: self.session_idle_lifetime,
            // Browsers refuse a `Secure` cookie over plain `http://localhost`.
            secure: self.public_url.starts_with("https://"),
        };
        command::AuthConfig::new(secret.expose(), self.token_ttl)
            .with_sessions(sessions)
            .requiring_second_factor(self.require_second_factor)
            .for_site(&self.public_url)
    }

    /// The command side over `pool`, with media in [`Config::media`], as the command line
    /// runs it.
    pub fn command_state(
        &self,
        pool: &sqlx::PgPool,
        secret: &Secret,
    ) -> anyhow::Result<command::CommandState> {
        Ok(command::CommandState::new(
            pool.clone(),
            self.auth(secret)?,
            self.media()?,
        ))
    }

    /// The token secret: configured, else the site's own, kept in the database by whichever
    /// instance came first (so restarting, or another instance, signs nobody out).
    pub async fn jwt_secret(&self, pool: &sqlx::PgPool) -> anyhow::Result<Secret> {
        match self.configured_jwt_secret()? {
            Some(secret) => Ok(secret),
            None => crate::site_secret::token(pool, &self.data_dir).await,
        }
    }

    /// `DOGHOTEL_JWT_SECRET`, refused when too short.
    fn configured_jwt_secret(&self) -> anyhow::Result<Option<Secret>> {
        if let Some(secret) = &self.jwt_secret {
            // A short secret can be found by trying, and with it any staff token forged.
            anyhow::ensure!(
                secret.expose().len() >= SHORTEST_JWT_SECRET,
                "DOGHOTEL_JWT_SECRET must be at least {SHORTEST_JWT_SECRET} bytes \
                 (for example `openssl rand -hex 32`), or unset to have one generated"
            );
        }
        Ok(self.jwt_secret.clone())
    }
}

/// Two weeks of nightly backups.
const DEFAULT_BACKUP_KEEP_DAYS: u32 = 14;

/// `DOGHOTEL_MEDIA_PUBLIC_URL`: an absolute http(s) address under which the store's files
/// sit as `{image id}/{file}`.
fn media_public_url(address: &str) -> anyhow::Result<url::Url> {
    let wrong = || {
        anyhow::anyhow!(
            "DOGHOTEL_MEDIA_PUBLIC_URL must be an http or https address under which the store's \
             files sit, e.g. https://photos.example.org/bucket/site (got {address:?})"
        )
    };
    let url = url::Url::parse(address.trim()).map_err(|_| wrong())?;
    let plain = url.query().is_none() && url.fragment().is_none();
    if !matches!(url.scheme(), "http" | "https") || !url.has_host() || !plain {
        return Err(wrong());
    }
    Ok(url)
}

/// The shortest token secret the server starts with: HMAC-SHA256's own length.
const SHORTEST_JWT_SECRET: usize = 32;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_never_print() {
        let config = Config {
            jwt_secret: Some(Secret::new("hunter2")),
            database_url: Secret::new("postgres://user:pass@db/doghotel"),
            database_read_url: Some(Secret::new("postgres://user:pass@replica/doghotel")),
            smtp_url: Some(Secret::new("smtp://mailer:s3cret@mail.example:587")),
            ..Config::default()
        };
        let printed = format!("{config:?}");
        assert!(!printed.contains("hunter2"));
        assert!(!printed.contains("pass@db"));
        assert!(!printed.contains("pass@replica"));
        assert!(!printed.contains("s3cret"));
    }

    fn from_vars(vars: &[(&str, &str)]) -> anyhow::Result<Config> {
        let vars: std::collections::HashMap<String, String> = vars
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect();
        Config::from_vars(|name| vars.get(name).cloned())
    }

    #[test]
    fn operations_settings_have_defaults_and_can_be_set() {
        let defaults = from_vars(&[]).unwrap();
        assert_eq!(defaults.submission_limit, 5);
        assert_eq!(defaults.form_min_time, Duration::from_secs(3));
        assert_eq!(defaults.log_format, LogFormat::Text);
        let proxy: std::net::IpAddr = "10.0.0.1".parse().unwrap();
        let client: std::net::IpAddr = "203.0.113.9".parse().unwrap();
        assert_eq!(
            defaults
                .trusted_proxies
                .client(proxy, ["203.0.113.9"].into_iter()),
            proxy
        );

        let set = from_vars(&[
            ("DOGHOTEL_SUBMISSION_LIMIT", "12"),
            ("DOGHOTEL_SIGN_IN_LIMIT", "40"),
            ("DOGHOTEL_FORM_MIN_SECONDS", "1.5"),
            ("DOGHOTEL_NEWSLETTER_PER_SECOND", "0.5"),
            ("DOGHOTEL_TRUSTED_PROXIES", "127.0.0.1, 10.0.0.0/8"),
            ("DOGHOTEL_LOG_FORMAT", "json"),
            ("DOGHOTEL_ROLE", "worker"),
            ("DOGHOTEL_METRICS_PORT", "9464"),
            ("DOGHOTEL_ERASE_AFTER_MONTHS", "36"),
            ("DOGHOTEL_BACKUP_DIR", "/mnt/backups"),
            ("DOGHOTEL_BACKUP_KEEP_DAYS", "30"),
            (
                "DOGHOTEL_MEDIA_PUBLIC_URL",
                "https://photos.example.org/bucket/site/",
            ),
        ])
        .unwrap();
        assert_eq!(
            defaults.media_links(),
            events::media_path::MediaLinks::served()
        );
        assert_eq!(
            set.media_links(),
            events::media_path::MediaLinks::public("https://photos.example.org/bucket/site")
        );
        assert_eq!(defaults.media_origin(), None);
        assert_eq!(
            set.media_origin().as_deref(),
            Some("https://photos.example.org")
        );
        assert_eq!(defaults.backup_dir(), PathBuf::from("data/backups"));
        assert_eq!(set.backup_dir(), PathBuf::from("/mnt/backups"));
        assert_eq!(defaults.backup_keep_days, 14);
        assert_eq!(set.backup_keep_days, 30);
        assert!(from_vars(&[("DOGHOTEL_BACKUP_KEEP_DAYS", "0")]).is_err());

        assert_eq!(defaults.keep_requests, events::erasure::KeepFor::default());
        assert_eq!(
            Some(set.keep_requests),
            events::erasure::KeepFor::months(36)
        );
        assert_eq!(set.submission_limit, 12);
        assert_eq!(set.sign_in_limit, 40);
        assert_eq!(set.form_min_time, Duration::from_millis(1500));
        assert_eq!(
            Some(set.newsletter_rate),
            projector::reactors::newsletter_mail::NewsletterRate::per_second(0.5)
        );
        assert_eq!(set.log_format, LogFormat::Json);
        assert_eq!(defaults.role, Role::All);
        assert_eq!(set.role, Role::Worker);
        assert_eq!(defaults.metrics_port, None);
        assert_eq!(set.metrics_port, Some(9464));
        assert_eq!(
            set.trusted_proxies
                .client(proxy, ["203.0.113.9"].into_iter()),
            client
        );
    }

    #[test]
    fn operations_settings_refuse_what_they_cannot_mean() {
        for (name, value) in [
            ("DOGHOTEL_SUBMISSION_LIMIT", "0"),
            ("DOGHOTEL_SUBMISSION_LIMIT", "five"),
            ("DOGHOTEL_FORM_MIN_SECONDS", "-1"),
            ("DOGHOTEL_FORM_MIN_SECONDS", "soon"),
            ("DOGHOTEL_NEWSLETTER_PER_SECOND", "0"),
            ("DOGHOTEL_NEWSLETTER_PER_SECOND", "fast"),
            ("DOGHOTEL_TRUSTED_PROXIES", "proxy.internal"),
            ("DOGHOTEL_LOG_FORMAT", "xml"),
            ("DOGHOTEL_ROLE", "leader"),
            ("DOGHOTEL_METRICS_PORT", "prometheus"),
            ("DOGHOTEL_ERASE_AFTER_MONTHS", "0"),
            ("DOGHOTEL_ERASE_AFTER_MONTHS", "two years"),
            ("DOGHOTEL_MEDIA_PUBLIC_URL", "photos.example.org/site"),
            ("DOGHOTEL_MEDIA_PUBLIC_URL", "ftp://photos.example.org/site"),
            (
                "DOGHOTEL_MEDIA_PUBLIC_URL",
                "https://photos.example.org/site?x=1",
            ),
        ] {
            let error = from_vars(&[(name, value)]).unwrap_err();
            assert!(
                error.to_string().contains(name),
                "{name}={value}: {error:#}"
            );
        }
    }

    #[test]
    fn a_token_secret_shorter_than_32_bytes_is_refused() {
        let with = |secret: &str| Config {
            jwt_secret: Some(Secret::new(secret)),
            ..Config::default()
        };
        let error = with(&"x".repeat(31)).configured_jwt_secret().unwrap_err();
        assert!(error.to_string().contains("DOGHOTEL_JWT_SECRET"), "{error}");
        assert!(with(&"x".repeat(32)).configured_jwt_secret().is_ok());
    }
}
