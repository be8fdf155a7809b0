//! The jobs the server runs on its own clock (cron with seconds, UTC): the nightly
//! consistency check of the read tables, the publication of scheduled articles, the expiry
//! of newsletter subscriptions nobody confirmed, the erasure of what visitors sent long ago, the
//! removal of photos no event names and of staff sessions long over, and the nightly backup.

use std::future::Future;

use anyhow::Context;
use command::CommandState;
use projector::Projector;
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
    let scheduler = JobScheduler::new().await?;
    let check = Job::new_async(projector::nightly::CONSISTENCY_CHECK, move |_, _| {
        let projections = projections.clone();
        Box::pin(async move { projector::nightly::check(&projections).await })
    })?;
    let expiring = commands.clone();
    let expire = Job::new_async(command::newsletter::expiry::HOURLY, move |_, _| {
        let commands = expiring.clone();
        Box::pin(async move { command::newsletter::expiry::expire_unconfirmed(&commands).await })
    })?;
    let erasing = commands.clone();
    let erase = Job::new_async(command::erasure::schedule::NIGHTLY, move |_, _| {
        let commands = erasing.clone();
        Box::pin(async move {
            command::erasure::schedule::erase_expired(&commands, keep_requests).await;
        })
    })?;
    let sweeping = commands.clone();
    let sweep = Job::new_async(command::upload::sweep::NIGHTLY, move |_, _| {
        let commands = sweeping.clone();
        Box::pin(async move { command::upload::sweep::nightly(&commands).await })
    })?;
    let forgetting = commands.clone();
    let forget_sessions = Job::new_async(command::auth::session::NIGHTLY, move |_, _| {
        let commands = forgetting.clone();
        Box::pin(async move { command::auth::session::nightly(&commands).await })
    })?;
    let backing_up = commands.pool().clone();
    let backup = Job::new_async(crate::backup::NIGHTLY, move |_, _| {
        let (pool, backups) = (backing_up.clone(), backups.clone());
        Box::pin(async move { crate::backup::nightly(&pool, &backups).await })
    })?;
    let publish = Job::new_async(publications, move |_, _| {
        let commands = commands.clone();
        Box::pin(async move { command::article::schedule::publish_due(&commands).await })
    })
    .with_context(|| format!("the publication schedule {publications:?} is not cron"))?;
    scheduler.add(check).await?;
    scheduler.add(publish).await?;
    scheduler.add(expire).await?;
    scheduler.add(erase).await?;
    scheduler.add(sweep).await?;
    scheduler.add(forget_sessions).await?;
    scheduler.add(backup).await?;
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
