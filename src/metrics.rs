//! What an operator's Prometheus scrapes from an instance (`GET /metrics`). The requests are
//! counted as they are answered; everything else is read when the page is asked for: the
//! projection lag and the mail waiting from the database (the same figures as the health
//! answer), the cache's hits and misses, the upload queues and the connection pool. Every
//! name is listed in `docs/metrics.md`.
//!
//! Each server keeps its own recorder rather than installing one for the whole process: two
//! servers in one process (the tests run several) count apart, as two machines would.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{Arc, RwLock};
use std::time::Duration;

use axum::http::{Method, StatusCode};
use metrics::{Counter, Gauge, Histogram, Key, Label, Metadata, Recorder};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusRecorder};
use sqlx::PgPool;

const REQUESTS: &str = "doghotel_http_requests_total";
const DURATION: &str = "doghotel_http_request_duration_seconds";
const CACHE_ANSWERS: &str = "doghotel_cache_answers_total";
const SUBSCRIBER_LAG: &str = "doghotel_subscriber_lag_events";
const SUBSCRIBER_FAILING: &str = "doghotel_subscriber_failing";
const HEAD_POSITION: &str = "doghotel_events_head_position";
const MAIL_WAITING: &str = "doghotel_mail_waiting";
const MAIL_PARKED: &str = "doghotel_mail_parked";
const UPLOADS_UNDER_WAY: &str = "doghotel_uploads_under_way";
const CONNECTIONS_IN_USE: &str = "doghotel_db_connections_in_use";
const CONNECTIONS_MAX: &str = "doghotel_db_connections_max";
const DATABASE_UP: &str = "doghotel_database_up";
/// From a millisecond, a cached answer, to the 30 s after which the server gives up.
const DURATION_BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];
/// How often the histograms' samples are folded into their buckets when nobody scrapes, so
/// that they do not pile up in memory.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

static METADATA: Metadata<'static> =
    Metadata::new(module_path!(), metrics::Level::INFO, Some(module_path!()));

/// One server's metrics. Cloning is cheap; every clone records into the same figures.
#[derive(Clone)]
pub struct Metrics {
    recorder: Arc<PrometheusRecorder>,
    /// Each request series' counter and histogram, by `"{method} {status} {route}"`: the
    /// recorder's own lookup builds and clones its labels every time, which cost a cached
    /// answer a fifth of its speed (`bench/RESULTS.md`).
    series: Arc<RwLock<HashMap<String, (Counter, Histogram)>>>,
}

thread_local! {
    /// Where a request's series name is written to be looked up, without an allocation.
    static SERIES_NAME: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

/// What the scrape reads besides the requests: the parts of the server it runs beside.
#[derive(Clone)]
pub struct Sources {
    pub pool: PgPool,
    /// `None` on a worker, which answers no public reads.
    pub cache: Option<query::cache::ResponseCache>,
    pub commands: command::CommandState,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(DURATION.to_owned()), DURATION_BUCKETS)
            .expect("the buckets are not empty")
            .build_recorder();
        describe(&recorder);
        Metrics {
            recorder: Arc::new(recorder),
            series: Arc::default(),
        }
    }
}

impl Metrics {
    /// Counts an answered request under its route (the router's template, such as
    /// `/api/want-a-friend/dog/{id}`, so that ids do not make a series each) and times it.
    pub fn request(&self, method: &Method, route: &str, status: StatusCode, took: Duration) {
        // Any token is a method to HTTP: the unknown ones share one series, so a client cannot
        // make the page grow.
        let method = match *method {
            Method::GET
            | Method::HEAD
            | Method::POST
            | Method::PUT
            | Method::PATCH
            | Method::DELETE
            | Method::OPTIONS => method.as_str(),
            _ => "other",
        };
        SERIES_NAME.with_borrow_mut(|name| {
            name.clear();
            let _ = write!(name, "{method} {} {route}", status.as_u16());
            let known = self
                .series
                .read()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .get(name.as_str())
                .cloned();
            let (counter, histogram) = known.unwrap_or_else(|| {
                let made = self.register(method, route, status);
                self.series
                    .write()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .insert(name.clone(), made.clone());
                made
            });
            counter.increment(1);
            histogram.record(took.as_secs_f64());
        });
    }

    fn register(&self, method: &str, route: &str, status: StatusCode) -> (Counter, Histogram) {
        let method = Label::new("method", method.to_owned());
        let route = Label::new("route", route.to_owned());
        let status = Label::new("status", status.as_u16().to_string());
        let counted = Key::from_parts(REQUESTS, vec![method.clone(), route.clone(), status]);
        let timed = Key::from_parts(DURATION, vec![method, route]);
        (
            self.recorder.register_counter(&counted, &METADATA),
            self.recorder.register_histogram(&timed, &METADATA),
        )
    }

    /// The page in Prometheus's text format, with the figures read now.
    pub async fn render(&self, sources: &Sources) -> String {
        self.read(sources).await;
        self.recorder.handle().render()
    }

    /// Folds the histograms' samples every few seconds until `stop` completes.
    pub async fn keep_up(self, stop: impl std::future::Future<Output = ()>) {
        let handle = self.recorder.handle();
        let mut ticks = tokio::time::interval(UPKEEP_EVERY);
        tokio::pin!(stop);
        loop {
            tokio::select! {
                _ = ticks.tick() => handle.run_upkeep(),
                () = &mut stop => return,
            }
        }
    }

    async fn read(&self, sources: &Sources) {
        let pool = &sources.pool;
        let in_use = pool
            .size()
            .saturating_sub(u32::try_from(pool.num_idle()).unwrap_or(0));
        self.gauge(CONNECTIONS_IN_USE, vec![])
            .set(f64::from(in_use));
        self.gauge(CONNECTIONS_MAX, vec![])
            .set(f64::from(pool.options().get_max_connections()));
        let uploads = sources.commands.uploads_under_way();
        self.gauge(UPLOADS_UNDER_WAY, vec![Label::new("queue", "staff")])
            .set(uploads.staff as f64);
        self.gauge(UPLOADS_UNDER_WAY, vec![Label::new("queue", "visitors")])
            .set(uploads.visitors as f64);
        if let Some(cache) = &sources.cache {
            let answers = cache.answers_counted();
            self.counter(CACHE_ANSWERS, vec![Label::new("outcome", "hit")])
                .absolute(answers.hits);
            self.counter(CACHE_ANSWERS, vec![Label::new("outcome", "miss")])
                .absolute(answers.misses);
        }
        // A database that cannot be reached leaves the last figures read, and says so.
        let up = match query::figures(pool).await {
            Ok(health) => {
                self.gauge(HEAD_POSITION, vec![])
                    .set(health.head_position as f64);
                for subscriber in &health.subscribers {
                    let labels = || {
                        vec![
                            Label::new("subscriber", subscriber.name.clone()),
                            Label::new("kind", subscriber.kind.clone()),
                        ]
                    };
                    self.gauge(SUBSCRIBER_LAG, labels())
                        .set(subscriber.lag as f64);
                    self.gauge(SUBSCRIBER_FAILING, labels())
                        .set(if subscriber.failing { 1.0 } else { 0.0 });
                }
                self.gauge(MAIL_WAITING, vec![])
                    .set(health.mail.waiting as f64);
                self.gauge(MAIL_PARKED, vec![])
                    .set(health.mail.parked as f64);
                1.0
            }
            Err(error) => {
                tracing::warn!(%error, "metrics: the database's figures cannot be read");
                0.0
            }
        };
        self.gauge(DATABASE_UP, vec![]).set(up);
    }

    fn gauge(&self, name: &'static str, labels: Vec<Label>) -> Gauge {
        self.recorder
            .register_gauge(&Key::from_parts(name, labels), &METADATA)
    }

    fn counter(&self, name: &'static str, labels: Vec<Label>) -> Counter {
        self.recorder
            .register_counter(&Key::from_parts(name, labels), &METADATA)
    }
}

/// The `# HELP` lines of the page.
fn describe(recorder: &PrometheusRecorder) {
    use metrics::Unit;
    let counters: &[(&'static str, &'static str)] = &[
        (REQUESTS, "Requests answered, by method, route and status."),
        (
            CACHE_ANSWERS,
            "Public reads answered from memory (hit) or made and kept (miss).",
        ),
    ];
    for (name, help) in counters {
        recorder.describe_counter((*name).into(), Some(Unit::Count), (*help).into());
    }
    recorder.describe_histogram(
        DURATION.into(),
        Some(Unit::Seconds),
        "Time from a request's arrival to its answer's head, by method and route.".into(),
    );
    let gauges: &[(&'static str, &'static str)] = &[
        (
            SUBSCRIBER_LAG,
            "Events in the store a projection or reactor has not handled yet.",
        ),
        (
            SUBSCRIBER_FAILING,
            "1 while a projection or reactor is held up by an error (the health page says which).",
        ),
        (HEAD_POSITION, "The global position of the newest event."),
        (
            MAIL_WAITING,
            "Dog requests and contact messages whose mail to staff has not gone yet.",
        ),
        (MAIL_PARKED, "Mails the mail server refused for good."),
        (
            UPLOADS_UNDER_WAY,
            "Photos being read or rendered, per queue (staff, visitors).",
        ),
        (
            CONNECTIONS_IN_USE,
            "Connections of this instance's pool lent out now.",
        ),
        (
            CONNECTIONS_MAX,
            "The most connections this instance's pool opens.",
        ),
        (
            DATABASE_UP,
            "1 when the last scrape could read the database's figures.",
        ),
    ];
    for (name, help) in gauges {
        recorder.describe_gauge((*name).into(), None, (*help).into());
    }
}
