//! The jobs the server runs on its own clock (cron with seconds, UTC): the nightly
//! consistency check of the read tables, the publication of scheduled articles, the expiry
//! of newsletter subscriptions nobody confirmed, the erasure of what visitors sent long ago, the
//! removal of photos no event names and of staff sessions long over, of the per-client limits'
//! expired counts, and the nightly backup.
//!
//! Every worker schedules every job, and each tick runs once, on whichever worker takes its
//! lease first (`job_runs`): the others find it taken and skip it.

use std::future::Future;
use std::sync::Arc;

use anyhow::Context;
use chrono::{DateTime, Utc};
use command::CommandState;
use croner::parser::{CronParser, Seconds};
use croner::Cron;
use projector::Projector;
use sqlx::PgPool;
use tokio_cron_scheduler::{Job, JobScheduler};

/// Starts the jobs; a schedule that is not a valid cron expression stops the server at start
/// rather than leaving a job silently unscheduled.
pub async fn start(
    projections: Projector,
    commands: CommandState,
    publications: &str,
    keep_requests: events::erasure::KeepFor,
    backups: crate::backup::BackupSettings,
) -> anyhow::Result<JobScheduler> {
    let jobs = Jobs {
        pool: commands.pool().clone(),
        runner: format!("{}/{}", std::process::id(), uuid::Uuid::new_v4()),
    };
    let scheduler = JobScheduler::new().await?;
    let publish = jobs
        .once_per_tick(
            "publication",
            publications,
            commands.clone(),
            |commands| async move {
                command::article::schedule::publish_due(&commands).await;
            },
        )
        .with_context(|| format!("the publication schedule {publications:?} is not cron"))?;
    let pool = jobs.pool.clone();
    for job in
        [
            publish,
            jobs.once_per_tick(
                "consistency check",
                projector::nightly::CONSISTENCY_CHECK,
                projections,
                |projections| async move { projector::nightly::check(&projections).await },
            )?,
            jobs.once_per_tick(
                "subscription expiry",
                command::newsletter::expiry::HOURLY,
                commands.clone(),
                |commands| async move {
                    command::newsletter::expiry::expire_unconfirmed(&commands).await
                },
            )?,
            jobs.once_per_tick(
                "erasure",
                command::erasure::schedule::NIGHTLY,
                commands.clone(),
                move |commands| async move {
                    command::erasure::schedule::erase_expired(&commands, keep_requests).await;
                },
            )?,
            jobs.once_per_tick(
                "upload sweep",
                command::upload::sweep::NIGHTLY,
                commands.clone(),
                |commands| async move { command::upload::sweep::nightly(&commands).await },
            )?,
            jobs.once_per_tick(
                "ended sessions",
                command::auth::session::NIGHTLY,
                commands,
                |commands| async move { command::auth::session::nightly(&commands).await },
            )?,
            jobs.once_per_tick(
                "expired counts",
                command::rate_limit::HOURLY,
                pool.clone(),
                |pool| async move { command::rate_limit::forget_expired(&pool).await },
            )?,
            jobs.once_per_tick(
                "backup",
                crate::backup::NIGHTLY,
                (pool, backups),
                |(pool, backups)| async move { crate::backup::nightly(&pool, &backups).await },
            )?,
        ]
    {
        scheduler.add(job).await?;
    }
    scheduler.start().await?;
    Ok(scheduler)
}

/// Lets the jobs run until `shutdown`.
pub async fn run(mut scheduler: JobScheduler, shutdown: impl Future<Output = ()>) {
    shutdown.await;
    if let Err(error) = scheduler.shutdown().await {
        tracing::warn!(%error, "the scheduler did not shut down cleanly");
    }
}

/// What the jobs of one worker share: the database their leases are taken in, and the name
/// this worker takes them under.
struct Jobs {
    pool: PgPool,
    runner: String,
}

impl Jobs {
    /// A job on `schedule` that runs `work` on a copy of `context` for each tick this worker
    /// takes the lease of.
    fn once_per_tick<C, F, W>(
        &self,
        name: &'static str,
        schedule: &str,
        context: C,
        work: F,
    ) -> anyhow::Result<Job>
    where
        C: Clone + Send + Sync + 'static,
        F: Fn(C) -> W + Send + Sync + 'static,
        W: Future<Output = ()> + Send + 'static,
    {
        let ticks = Arc::new(ticks_of(schedule)?);
        let (pool, runner, work) = (self.pool.clone(), self.runner.clone(), Arc::new(work));
        Ok(Job::new_async(schedule, move |_, _| {
            let (pool, runner, ticks) = (pool.clone(), runner.clone(), ticks.clone());
            let (context, work) = (context.clone(), work.clone());
            Box::pin(async move {
                // The tick is the time the job fires for, the same on every worker whatever
                // each one's delay in firing it.
                let Some(tick) = tick_at(&ticks, Utc::now()) else {
                    return;
                };
                match take_lease(&pool, name, tick, &runner).await {
                    Ok(true) => work(context).await,
                    Ok(false) => {
                        tracing::debug!(job = name, %tick, "another worker runs this tick")
                    }
                    Err(error) => tracing::warn!(
                        job = name,
                        %tick,
                        %error,
                        "the job's lease cannot be taken; the tick is skipped"
                    ),
                }
            })
        })?)
    }
}

/// `schedule` read as the scheduler reads it.
fn ticks_of(schedule: &str) -> anyhow::Result<Cron> {
    CronParser::builder()
        .seconds(Seconds::Required)
        .dom_and_dow(true)
        .build()
        .parse(schedule)
        .with_context(|| format!("{schedule:?} is not cron with seconds"))
}

/// The last time `ticks` names at or before `now`, to the second as cron counts.
fn tick_at(ticks: &Cron, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    use chrono::SubsecRound;
    ticks
        .find_previous_occurrence(&now.trunc_subsecs(0), true)
        .ok()
}

/// Takes `job`'s lease for `tick` for `runner`: true when no worker has taken this tick or a
/// later one yet.
pub async fn take_lease(
    pool: &PgPool,
    job: &str,
    tick: DateTime<Utc>,
    runner: &str,
) -> Result<bool, sqlx::Error> {
    let taken: Option<bool> = sqlx::query_scalar(
        "INSERT INTO job_runs (job, tick, started_at, runner) VALUES ($1, $2, now(), $3) \
         ON CONFLICT (job) DO UPDATE \
            SET tick = EXCLUDED.tick, started_at = EXCLUDED.started_at, runner = EXCLUDED.runner \
          WHERE job_runs.tick < EXCLUDED.tick \
         RETURNING true",
    )
    .bind(job)
    .bind(tick)
    .bind(runner)
    .fetch_optional(pool)
    .await?;
    Ok(taken.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::TestDatabase;

    #[tokio::test]
    async fn a_tick_is_taken_once_whichever_workers_ask_and_the_next_tick_again() {
        let db = TestDatabase::new().await;
        let tick = "2026-11-29T04:00:00Z".parse::<DateTime<Utc>>().unwrap();
        let asked = (0..8).map(|worker| {
            let pool = db.pool.clone();
            async move { take_lease(&pool, "backup", tick, &format!("worker {worker}")).await }
        });
        let taken = futures::future::join_all(asked).await;
        assert_eq!(
            taken
                .iter()
                .filter(|taken| matches!(taken, Ok(true)))
                .count(),
            1
        );
        assert!(taken.iter().all(Result::is_ok));

        let next = tick + chrono::Duration::days(1);
        assert!(take_lease(&db.pool, "backup", next, "worker 1")
            .await
            .unwrap());
        assert!(
            !take_lease(&db.pool, "backup", tick, "worker 2")
                .await
                .unwrap(),
            "an older tick"
        );
        assert!(
            take_lease(&db.pool, "erasure", tick, "worker 2")
                .await
                .unwrap(),
            "another job"
        );
    }

    #[test]
    fn a_tick_is_the_time_the_job_fires_for_however_late_it_fires() {
        let minutely = ticks_of(command::article::schedule::EVERY_MINUTE).unwrap();
        let late = "2026-11-29T10:15:00.870Z".parse::<DateTime<Utc>>().unwrap();
        let tick = "2026-11-29T10:15:00Z".parse::<DateTime<Utc>>().unwrap();
        assert_eq!(tick_at(&minutely, late), Some(tick));
        assert_eq!(tick_at(&minutely, tick), Some(tick));
        assert!(ticks_of("every minute").is_err());
    }
}
