//! The `doghotel` command line: serve the site, migrate, manage admins, rebuild and verify
//! projections.

use std::net::{Ipv4Addr, SocketAddr};

use anyhow::Context;
use clap::{Parser, Subcommand};
use doghotel::config::LogFormat;
use doghotel::{database, Config};
use sqlx::PgPool;
use tokio::net::TcpListener;
use tracing_subscriber::EnvFilter;

/// Many small allocations live for one request; mimalloc's per-thread free lists serve them
/// for a fraction of glibc's cost (bench/RESULTS.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Hands freed pages back to the system at once instead of a second later: rendering an upload
/// frees a photo's pixels (up to 160 MB) just before the next upload decodes its own, and with
/// the delay both were resident together (a high-water mark of 315 MB against 280 MB for four
/// 40-megapixel uploads; bench/RESULTS.md). Requests are served as fast either way.
#[allow(unsafe_code)]
fn return_freed_memory_at_once() {
    // SAFETY: sets a plain integer option, which mimalloc reads atomically.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 0) }
}

/// `mi_option_purge_delay` in mimalloc 3's `mimalloc.h`; the Rust bindings name only the options
/// both major versions share. The test below holds the number to the option.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Login and password of the demo admin that `seed-demo` creates on a fresh database.
const DEMO_LOGIN: &str = "admin";
const DEMO_PASSWORD: &str = "Doghotel1996!";

#[derive(Parser)]
#[command(version, about = "doghotel: dog-and-cat hotel and shelter website")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Migrate, then serve the site and the API and run the projector.
    Serve {
        /// Port to listen on (also DOGHOTEL_PORT).
        #[arg(long)]
        port: Option<u16>,
        /// Which part of the site to run (also DOGHOTEL_ROLE): `web` serves HTTP only, `worker`
        /// runs the projector, the mail and the timed jobs, `all` both.
        #[arg(long, value_enum)]
        role: Option<doghotel::config::Role>,
    },
    /// Create the database if missing and bring its schema up to date.
    Migrate,
    /// Create a staff account (migrating first).
    CreateAdmin {
        #[arg(long)]
        login: String,
        #[arg(long)]
        password: String,
        #[arg(long)]
        email: Option<String>,
    },
    /// Work with the read tables the projector builds from the events.
    Projector {
        #[command(subcommand)]
        command: ProjectorCommand,
    },
    /// Fill an empty database with demo content and a demo admin, and print its credentials
    /// (migrating first).
    SeedDemo,
    /// Write a backup of the database and the media files into one archive, in DIR or else
    /// DOGHOTEL_BACKUP_DIR (default data/backups), and print its name and size.
    Backup {
        #[arg(long, value_name = "DIR")]
        to: Option<std::path::PathBuf>,
    },
    /// Restore a backup into an empty database and media folder, apply the erasures recorded
    /// since (found in newer archives beside it), and rebuild every read table.
    Restore { archive: std::path::PathBuf },
    /// Add the hotel's price list (SPEC §3) and the additional services' descriptions where
    /// they are missing, as `seed-demo` does, and nothing else (migrating first).
    SeedPrices,
    /// Add the demo reviews, answers and the home slider's choice, as `seed-demo` does, unless
    /// the site has reviews (migrating first).
    SeedReviews,
    /// Work with the stored photos.
    Media {
        #[command(subcommand)]
        command: MediaCommand,
    },
}

#[derive(Subcommand)]
enum MediaCommand {
    /// Copy every stored photo from the site's media store (DOGHOTEL_MEDIA_STORE, else
    /// data/media) to another: a folder or `s3://bucket/prefix`. Files already there are kept;
    /// set DOGHOTEL_MEDIA_STORE to the new place afterwards.
    Copy {
        #[arg(long, value_name = "PLACE")]
        to: String,
    },
}

#[derive(Subcommand)]
enum ProjectorCommand {
    /// Rebuild one projection (or all) from the events alone.
    Rebuild { name: Option<String> },
    /// Rebuild every projection in a shadow schema and compare it with the live tables; exits
    /// with status 1 on a difference (the nightly check, on demand).
    Verify,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    return_freed_memory_at_once();
    let cli = Cli::parse();
    let dotenv = read_dotenv()?;
    let mut config = Config::from_env()?;
    init_logs(config.log_format);
    if let Some(path) = dotenv {
        tracing::debug!(path = %path.display(), "read settings");
    }
    match cli.command {
        Command::Serve { port, role } => {
            if let Some(port) = port {
                config.port = port;
            }
            if let Some(role) = role {
                config.role = role;
            }
            let address = SocketAddr::from((Ipv4Addr::UNSPECIFIED, config.port));
            let listener = TcpListener::bind(address)
                .await
                .with_context(|| format!("cannot listen on port {}", config.port))?;
            let server = doghotel::serve(config, listener, shutdown_signal()).await?;
            tracing::info!(address = %server.address, "serving");
            server.task.await.context("server task panicked")??;
        }
        Command::Media {
            command: MediaCommand::Copy { to },
        } => {
            let from = config.media()?;
            let target = Config {
                media_store: Some(to.clone()),
                ..config.clone()
            };
            let copied =
                doghotel::media_copy::copy(from.as_ref(), target.media()?.as_ref()).await?;
            println!(
                "{} files of {} images copied to {to}",
                copied.files, copied.images
            );
        }
        Command::Migrate => {
            database::prepare(&config.database_url).await?;
            println!("database is up to date");
        }
        Command::CreateAdmin {
            login,
            password,
            email,
        } => {
            let pool = database::prepare(&config.database_url).await?;
            let state = command_state(&config, &pool).await?;
            command::create_admin(&state, &login, &password, email.as_deref()).await?;
            caught_up(&pool).await?;
            println!("created admin {login}");
        }
        Command::Projector {
            command: ProjectorCommand::Rebuild { name },
        } => {
            let pool = database::connect(&config.database_url).await?;
            projector::Projector::new(pool, projector::subscribers::all())
                .rebuild(name.as_deref())
                .await?;
            println!("rebuilt {}", name.as_deref().unwrap_or("every projection"));
        }
        Command::Projector {
            command: ProjectorCommand::Verify,
        } => {
            let pool = database::connect(&config.database_url).await?;
            let report = projector::Projector::new(pool, projector::subscribers::all())
                .verify()
                .await?
                .context("another instance is running the consistency check; try again later")?;
            for difference in &report.differences {
                println!(
                    "{} {}: only in the {} table: the row {} (digest {})",
                    difference.projection,
                    difference.table,
                    difference.side,
                    difference.key,
                    difference.digest
                );
            }
            for projection in &report.skipped {
                println!("{projection}: not checked, it has not applied the newest erasure yet");
            }
            if !report.is_clean() {
                anyhow::bail!(
                    "{} row(s) differ from what the events produce",
                    report.differences.len()
                );
            }
            println!("every projection matches its events");
        }
        Command::Backup { to } => {
            let pool = database::connect(&config.database_url).await?;
            let mut settings = config.backup_settings(&config.jwt_secret(&pool).await?)?;
            if let Some(to) = to {
                settings.folder = to;
            }
            let taken = doghotel::backup::take_recorded(&pool, &settings).await?;
            println!(
                "backed up to {} ({} bytes, {} events, {} media files) in {:.1} s",
                taken.path.display(),
                taken.bytes,
                taken.manifest.events(),
                taken.manifest.media_files(),
                taken.took.as_secs_f64()
            );
        }
        Command::Restore { archive } => {
            database::create_if_missing(&config.database_url).await?;
            let pool = database::connect(&config.database_url).await?;
            let restored = doghotel::backup::restore(&archive, &config, &pool).await?;
            println!(
                "restored {} ({} events, {} media files, taken {}) in {:.1} s",
                archive.display(),
                restored.manifest.events(),
                restored.manifest.media_files(),
                restored.manifest.taken_at,
                restored.took.as_secs_f64()
            );
            if restored.erasures_applied > 0 {
                println!(
                    "applied {} erasure(s) recorded after this backup was taken",
                    restored.erasures_applied
                );
            }
            if restored.secret_differs {
                println!(
                    "warning: the server's secret is not the one this backup was taken under: \
                     staff who use an authenticator app must sign in with a recovery code and \
                     set it up again, and links in newsletters already sent no longer work. \
                     Set DOGHOTEL_JWT_SECRET to the old secret to keep them (the old database \
                     keeps it in site_secrets when none was set)."
                );
            }
        }
        Command::SeedPrices => {
            let pool = database::prepare(&config.database_url).await?;
            caught_up(&pool).await?;
            let state = command_state(&config, &pool).await?;
            let store = config.media()?;
            let added = doghotel::demo::seed_prices(&state, store.as_ref()).await?;
            caught_up(&pool).await?;
            println!("prices: {added} price items and services added");
        }
        Command::SeedReviews => {
            let pool = database::prepare(&config.database_url).await?;
            caught_up(&pool).await?;
            let state = command_state(&config, &pool).await?;
            let store = config.media()?;
            let added = doghotel::demo::seed_reviews(&state, store.as_ref()).await?;
            caught_up(&pool).await?;
            println!("reviews: {added} reviews and answers added");
        }
        Command::SeedDemo => {
            let pool = database::prepare(&config.database_url).await?;
            caught_up(&pool).await?;
            let state = command_state(&config, &pool).await?;
            seed_admin(&state).await?;
            let media = config.media()?;
            let store = media.as_ref();
            let added = doghotel::demo::seed_dogs(&pool, &state, store).await?;
            let articles = doghotel::demo::seed_blog(&pool, &state, store).await?;
            let contacts = doghotel::demo::seed_contacts(&state).await?;
            let capacity = doghotel::demo::seed_capacity(&state).await?;
            let (about, questions) = doghotel::demo::seed_about(&pool, &state, store).await?;
            let prices = doghotel::demo::seed_prices(&state, store).await?;
            let reviews = doghotel::demo::seed_reviews(&state, store).await?;
            let albums = doghotel::demo::seed_albums(&state, store).await?;
            caught_up(&pool).await?;
            match added {
                0 => println!("demo dogs: the site has dogs already"),
                added => println!("demo dogs: {added} added"),
            }
            match articles {
                0 => println!("demo blog: the blog has articles already"),
                added => println!("demo blog: {added} articles added"),
            }
            if contacts {
                println!("demo contacts: the hotel's contact details saved");
            } else {
                println!("demo contacts: the site has contact details already");
            }
            if capacity {
                println!("demo stays: the hotel's places and a closed New Year saved");
            } else {
                println!("demo stays: the site has its places already");
            }
            if about {
                println!("demo About page: the story and a team of three written");
            }
            match questions {
                0 => println!("demo FAQ: the site has questions already"),
                added => println!("demo FAQ: {added} questions added"),
            }
            match prices {
                0 => println!("demo prices: the price list and services exist already"),
                added => println!("demo prices: {added} price items and services added"),
            }
            match reviews {
                0 => println!("demo reviews: the site has reviews already"),
                added => println!("demo reviews: {added} reviews and answers added"),
            }
            match albums {
                0 => println!("demo albums: the site has albums already"),
                added => println!("demo albums: three albums of {added} photos added"),
            }
        }
    }
    Ok(())
}

/// Settings from a `.env` file (in the working directory or above) for the variables the
/// environment does not set; none is fine. Answers the file read.
fn read_dotenv() -> anyhow::Result<Option<std::path::PathBuf>> {
    match dotenvy::dotenv() {
        Ok(path) => Ok(Some(path)),
        Err(error) if error.not_found() => Ok(None),
        Err(error) => Err(error).context("cannot read .env"),
    }
}

fn init_logs(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter);
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().init(),
    }
}

/// The demo admin, unless an account with its login exists.
async fn seed_admin(state: &command::CommandState) -> anyhow::Result<()> {
    match command::create_admin(state, DEMO_LOGIN, DEMO_PASSWORD, None).await {
        Ok(_) => {
            caught_up(state.pool()).await?;
            println!("demo admin: login {DEMO_LOGIN}, password {DEMO_PASSWORD}");
        }
        Err(taken) if taken.code() == "loginTaken" => {
            println!("demo admin {DEMO_LOGIN} exists (password {DEMO_PASSWORD} unless changed)")
        }
        Err(other) => return Err(other.into()),
    }
    Ok(())
}

/// The command side over `pool`: a command of the CLI opens one pool and does everything
/// through it, rather than a pool per step (each may hold 16 of the server's connections).
async fn command_state(config: &Config, pool: &PgPool) -> anyhow::Result<command::CommandState> {
    config.command_state(pool, &config.jwt_secret(pool).await?)
}

/// Runs the projector once to the head, so a command that reads a projection sees what was
/// just written even when no server is running.
async fn caught_up(pool: &PgPool) -> anyhow::Result<()> {
    projector::Projector::new(pool.clone(), projector::subscribers::all())
        .catch_up()
        .await?;
    Ok(())
}

async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}

#[cfg(test)]
mod tests {
    use super::MI_OPTION_PURGE_DELAY;

    /// 1000 ms is the purge delay's default in mimalloc 3 and no other option's.
    #[test]
    #[allow(unsafe_code)]
    fn the_option_number_names_the_purge_delay() {
        // SAFETY: reads a plain integer option.
        let delay = unsafe { libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY) };
        assert_eq!(delay, 1000);
    }
}
