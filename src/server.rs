use std::{
    convert::Infallible,
    future::Future,
    net::{Ipv4Addr, SocketAddr},
    sync::Arc,
    time::Duration,
};

use anyhow::Context;
use axum::{
    body::Body,
    extract::DefaultBodyLimit,
    http::{header, Request},
    middleware,
    response::Response,
    routing::{get, MethodRouter},
    Extension, Router, ServiceExt,
};
use media::HeldStore;
use projector::reactors::acknowledgement_mail::AcknowledgementMail;
use projector::reactors::lockout_mail::LockoutMail;
use projector::reactors::newsletter_letter::IssueLetters;
use projector::reactors::newsletter_mail::NewsletterMail;
use projector::reactors::newsletter_queue::NewsletterQueue;
use projector::reactors::newsletter_test_mail::NewsletterTestMail;
use projector::reactors::reply_mail::ReplyMail;
use projector::reactors::staff_mail::StaffMail;
use projector::reactors::subscription_mail::SubscriptionMail;
use projector::subscribers::Reactors;
use sqlx::PgPool;
use tokio::{net::TcpListener, sync::watch, task::JoinHandle};
use tower::util::Either;
use tower::{Service, ServiceBuilder};
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::{
        predicate::{DefaultPredicate, Predicate, SizeAbove},
        CompressionLayer,
    },
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    timeout::TimeoutLayer,
    trace::TraceLayer,
};
use utoipa::OpenApi;

use crate::config::Secret;
use crate::http::metrics::{Measured, Scrape};
use crate::http::REQUEST_ID;
use crate::metrics::{Metrics, Sources};
use crate::{database, http, process_managers, scheduled, Config};

/// JSON bodies of the API are small; uploads get their own, larger limit on their routes.
const JSON_BODY_LIMIT: usize = 256 * 1024;
/// The photos held in memory for the media answers: the cards and pictures of the pages visited
/// most, within the server's memory budget (60 MB resident under load, DESIGN §8).
const MEDIA_HELD_BYTES: u64 = 16 << 20;

/// A running server: its address, and a handle that ends when it has shut down.
pub struct Server {
    pub address: SocketAddr,
    /// Where anyone may read `/metrics`, when `DOGHOTEL_METRICS_PORT` is set.
    pub metrics_address: Option<SocketAddr>,
    pub pool: PgPool,
    pub task: JoinHandle<anyhow::Result<()>>,
}

/// Connects, migrates, and serves `config.role`'s part of the site until `shutdown` completes:
/// the site over HTTP on `listener` (the web role), the projector with its reactors and the
/// scheduled jobs (the worker role), or both. A worker answers only its health on `listener`.
/// On shutdown it stops taking requests, finishes the ones in flight and stops the rest.
pub async fn serve(
    config: Config,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<Server> {
    let pool = database::connect(&config.database_url).await?;
    database::migrate(&pool).await?;
    let secret = config.jwt_secret(&pool).await?;
    // One store for the commands and the media answers, so that an erasure's files leave the
    // memory that serves them with it.
    let media = Arc::new(HeldStore::new(config.media()?, MEDIA_HELD_BYTES));
    let commands = command::CommandState::new(pool.clone(), config.auth(&secret)?, media.clone())
        .with_submission_limit(config.submission_limit)
        .with_sign_in_limit(config.sign_in_limit)
        .with_minimum_fill_time(config.form_min_time)
        .with_trusted_proxies(config.trusted_proxies.clone());
    let address = listener.local_addr()?;
    let (stop_tx, stop_rx) = watch::channel(false);
    let mut tasks = Vec::new();
    if config.role.runs_workers() {
        tasks.extend(start_workers(&config, &pool, &commands, &secret, &stop_rx).await?);
    }
    let metrics = Metrics::default();
    tasks.push(tokio::spawn(
        metrics.clone().keep_up(stopped(stop_rx.clone())),
    ));
    let mut scrape = Scrape {
        metrics: metrics.clone(),
        sources: Sources {
            pool: pool.clone(),
            cache: None,
            commands: commands.clone(),
        },
    };
    let app = if config.role.serves_site() {
        // Reads go to the replica when there is one; everything else stays on the primary.
        let reads = match &config.database_read_url {
            Some(url) => Some(database::connect(url).await.context("DATABASE_READ_URL")?),
            None => None,
        };
        let cache = match &reads {
            Some(replica) => query::cache::ResponseCache::replicated(
                pool.clone(),
                replica.clone(),
                Default::default(),
            ),
            None => query::cache::ResponseCache::new(pool.clone(), Default::default()),
        };
        let views = query::blog::views::ViewCounter::default();
        // The projector runs elsewhere or beside it: either way the checkpoints it announces
        // keep this instance's cache current.
        let progress = projector::checkpoint::PROGRESS_CHANNEL;
        tasks.push(tokio::spawn(query::cache::follow(
            cache.clone(),
            progress,
            stopped(stop_rx.clone()),
        )));
        tasks.push(tokio::spawn(add_up_views(
            views.clone(),
            pool.clone(),
            stopped(stop_rx.clone()),
        )));
        scrape.sources.cache = Some(cache.clone());
        let pools = Pools {
            primary: pool.clone(),
            reads: reads.unwrap_or_else(|| pool.clone()),
        };
        let site = app(
            &config,
            pools,
            commands,
            media,
            cache,
            views,
            scrape.clone(),
        );
        Either::Left(Measured::new(metrics, site))
    } else {
        Either::Right(worker_app(pool.clone(), commands, scrape.clone()))
    };
    let metrics_address = match config.metrics_port {
        Some(port) => {
            let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::UNSPECIFIED, port)))
                .await
                .with_context(|| format!("cannot listen for metrics on port {port}"))?;
            let metrics_address = listener.local_addr()?;
            let stop = stopped(stop_rx.clone());
            tasks.push(tokio::spawn(async move {
                let served = axum::serve(listener, http::metrics::router(scrape))
                    .with_graceful_shutdown(stop)
                    .await;
                if let Err(error) = served {
                    tracing::error!(%error, "the metrics port stopped answering");
                }
            }));
            Some(metrics_address)
        }
        None => None,
    };

    let task = tokio::spawn(async move {
        let served = axum::serve(
            listener,
            ServiceExt::<Request<Body>>::into_make_service_with_connect_info::<SocketAddr>(app),
        )
        .with_graceful_shutdown(async move {
            shutdown.await;
            let _ = stop_tx.send(true);
        })
        .await
        .context("HTTP server failed");
        for task in tasks {
            task.await.context("a task of the server panicked")?;
        }
        served
    });
    Ok(Server {
        address,
        metrics_address,
        pool,
        task,
    })
}

/// Starts the worker's part: the projector with the reactors and process managers, and the
/// scheduled jobs, each running until `stop`.
async fn start_workers(
    config: &Config,
    pool: &PgPool,
    commands: &command::CommandState,
    secret: &Secret,
    stop: &watch::Receiver<bool>,
) -> anyhow::Result<Vec<JoinHandle<()>>> {
    let mail = config.mail_settings();
    let staff_mail = StaffMail::new(&mail)?;
    // Serve from read tables that are already current; a subscriber stuck on an event must not
    // keep the site down, so its failure is only reported (it shows on /api/health). Reactors
    // are left to the running projector: a mail server that is down must not delay the start.
    let projections = projector::Projector::new(pool.clone(), projector::subscribers::all());
    if let Err(error) = projections.catch_up().await {
        tracing::error!(%error, "a projection could not catch up at start");
    }
    let key = commands.subscription_key();
    let letters =
        IssueLetters::new(key.clone(), &config.public_url).with_media_links(config.media_links());
    let projector = projector::Projector::new(
        pool.clone(),
        projector::subscribers::running(Reactors {
            staff: staff_mail,
            subscription: SubscriptionMail::new(&mail, key.clone(), &config.public_url)?,
            reply: ReplyMail::new(&mail)?,
            acknowledgement: AcknowledgementMail::new(&mail, pool.clone())?,
            newsletter_queue: NewsletterQueue::new(pool.clone()),
            newsletter: NewsletterMail::new(
                &mail,
                letters.clone(),
                pool.clone(),
                config.newsletter_rate,
            )?,
            newsletter_test: NewsletterTestMail::new(&mail, letters, key, pool.clone())?,
            lockout: LockoutMail::new(&mail, pool.clone())?,
            process_managers: process_managers::all(commands),
        }),
    );
    let scheduler = scheduled::start(
        projections,
        commands.clone(),
        &config.publication_schedule,
        config.keep_requests,
        config.backup_settings(secret)?,
    )
    .await?;
    Ok(vec![
        tokio::spawn(projector.run(stopped(stop.clone()))),
        tokio::spawn(scheduled::run(scheduler, stopped(stop.clone()))),
    ])
}

/// A worker's HTTP: its health, for the load balancer or the orchestrator that watches it,
/// its metrics for signed-in staff, and nothing of the site.
fn worker_app(pool: PgPool, commands: command::CommandState, scrape: Scrape) -> Router {
    let (health, _) = query::health_router(pool).split_for_parts();
    let guard = middleware::from_fn_with_state(commands, command::require_admin);
    Router::new()
        .nest("/api", health)
        .merge(http::metrics::router(scrape).route_layer(guard))
}

/// The database's two faces: the primary, which every write, checkpoint and LISTEN uses, and
/// where reads go (a streaming replica, or the primary again).
struct Pools {
    primary: PgPool,
    reads: PgPool,
}

/// How often the counted article views are added to the table.
const VIEWS_EVERY: Duration = Duration::from_secs(60);

/// Adds the counted article views to their table every minute, and once more on the way out.
async fn add_up_views(
    views: query::blog::views::ViewCounter,
    pool: PgPool,
    stop: impl Future<Output = ()>,
) {
    let mut ticks = tokio::time::interval(VIEWS_EVERY);
    tokio::pin!(stop);
    loop {
        tokio::select! {
            _ = ticks.tick() => {}
            () = &mut stop => break,
        }
        if let Err(error) = views.flush(&pool).await {
            tracing::warn!(%error, "article views not added up; kept for the next minute");
        }
    }
    if let Err(error) = views.flush(&pool).await {
        tracing::warn!(%error, "the last minute's article views are lost");
    }
}

async fn stopped(mut stop: watch::Receiver<bool>) {
    let _ = stop.wait_for(|stopped| *stopped).await;
}

/// The whole HTTP surface: `/api` (command and query routes, admin ones behind the guard), then
/// the web app for every other path, inside the stack every request passes through.
///
/// The stack wraps the router from outside rather than through `Router::layer`, which wraps
/// every route on its own: the router then clones (boxed) and drops the whole stack for each
/// request. In front of it all, answers the cache holds are sent before any of it runs.
fn app(
    config: &Config,
    Pools { primary, reads }: Pools,
    commands: command::CommandState,
    media: Arc<HeldStore>,
    cache: query::cache::ResponseCache,
    views: query::blog::views::ViewCounter,
    scrape: Scrape,
) -> impl Service<Request<Body>, Response = Response, Error = Infallible, Future: Send + 'static>
       + Clone
       + Send
       + Sync
       + 'static {
    let guard = middleware::from_fn_with_state(commands.clone(), command::require_admin);
    let admin = command::admin_router(commands.clone())
        .merge(query::admin_router(reads.clone(), primary.clone()))
        .route_layer(guard.clone());
    let (api, documented) = command::router(commands)
        .merge(query::router(reads.clone(), primary, views))
        .nest("/admin", admin)
        .split_for_parts();
    let (public_doc, admin_doc) = openapi_halves(documented);
    let api = api
        .route("/openapi.json", openapi(public_doc))
        .route(
            "/admin/openapi.json",
            openapi(admin_doc).route_layer(guard.clone()),
        )
        .merge(http::api_docs::router(&config.web_dist))
        .fallback(http::api_not_found)
        .layer(middleware::from_fn(command::executor::report_lagging))
        .layer(middleware::from_fn(query::cache::sync_after_writes))
        .layer(DefaultBodyLimit::max(JSON_BODY_LIMIT));
    let catalog = query::page_meta::MetaCatalog::new(&config.public_url)
        .with_media_links(config.media_links());
    let headers = http::security_headers::SecurityHeaders::for_site(
        &config.public_url,
        config.media_origin().as_deref(),
    );
    let photos = http::media::Photos::new(media);
    let router = Router::new()
        .nest("/api", api)
        .merge(http::media::router(photos.clone()))
        .merge(http::metrics::router(scrape).route_layer(guard))
        .merge(http::web_app::router(&config.web_dist, catalog, reads))
        .route_layer(middleware::from_fn(http::metrics::name_route));
    let stack = ServiceBuilder::new()
        .map_response(|response: Response<_>| response.map(Body::new))
        .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid))
        .layer(
            TraceLayer::new_for_http().make_span_with(|request: &Request<_>| {
                let id = request
                    .headers()
                    .get(REQUEST_ID)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("-");
                tracing::info_span!("request", id, method = %request.method(), path = request.uri().path())
            }),
        )
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(CatchPanicLayer::new())
        .layer(TimeoutLayer::with_status_code(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            Duration::from_secs(30),
        ))
        .layer(CompressionLayer::new().compress_when(
            DefaultPredicate::new().and(SizeAbove::new(query::cache::COMPRESS_ABOVE)),
        ))
        .layer(middleware::from_fn(http::xsrf::protect))
        .map_response({
            let headers = headers.clone();
            move |answer| headers.add(answer)
        })
        .layer(Extension(cache.clone()))
        .service(router);
    http::memory_first::MemoryFirst::new(cache, photos, headers, stack)
}

#[derive(OpenApi)]
#[openapi(info(
    title = "doghotel API",
    description = "Public and admin API of the doghotel website. Send `Accept-DHLanguage: uk|en`; \
        admin routes (described at `/api/admin/openapi.json`, for signed-in staff) need \
        `Authorization: Bearer <token>`; state-changing calls need the \
        `X-XSRF-TOKEN` header equal to the `XSRF-TOKEN` cookie."
))]
struct ApiDoc;

/// The OpenAPI document of the routers' own registrations (relative to `/api`) in two halves:
/// what anybody may call (`/api/openapi.json`), and staff's calls under `/api/admin`, which only
/// signed-in staff are shown (`/api/admin/openapi.json`), so the public one does not hand a
/// stranger the map of the admin area.
fn openapi_halves(
    documented: utoipa::openapi::OpenApi,
) -> (utoipa::openapi::OpenApi, utoipa::openapi::OpenApi) {
    let mut public = ApiDoc::openapi().nest("/api", documented);
    let mut admin = public.clone();
    public
        .paths
        .paths
        .retain(|path, _| !path.starts_with("/api/admin/"));
    admin
        .paths
        .paths
        .retain(|path, _| path.starts_with("/api/admin/"));
    (public, admin)
}

/// Serves `doc`, serialized once.
fn openapi(doc: utoipa::openapi::OpenApi) -> MethodRouter {
    let json = doc.to_json().expect("the OpenAPI document serializes");
    get(move || std::future::ready(([(header::CONTENT_TYPE, "application/json")], json.clone())))
}
