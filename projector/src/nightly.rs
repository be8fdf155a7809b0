use std::future::Future;

use tokio_cron_scheduler::{Job, JobScheduler, JobSchedulerError};

use crate::Projector;

/// When the consistency check runs: 03:30 UTC, the quietest hour of a site for Kyiv.
pub const CONSISTENCY_CHECK: &str = "0 30 3 * * *";

/// Runs the consistency check on `schedule` (cron with seconds, UTC) until `shutdown`. Every
/// instance schedules it; the check's advisory lock lets one of them run it and the others
/// skip. Its findings go to the log and to `consistency_checks`, which health shows.
pub async fn run(projector: Projector, schedule: &str, shutdown: impl Future<Output = ()>) {
    match start(projector, schedule).await {
        Ok(mut scheduler) => {
            shutdown.await;
            if let Err(error) = scheduler.shutdown().await {
                tracing::warn!(%error, "the scheduler did not shut down cleanly");
            }
        }
        Err(error) => {
            tracing::error!(%error, "the nightly consistency check cannot be scheduled");
        }
    }
}

async fn start(projector: Projector, schedule: &str) -> Result<JobScheduler, JobSchedulerError> {
    let scheduler = JobScheduler::new().await?;
    let job = Job::new_async(schedule, move |_, _| {
        let projector = projector.clone();
        Box::pin(async move {
            match projector.verify().await {
                Ok(Some(report)) if report.is_clean() => {}
                // Each difference is already logged on its own.
                Ok(Some(report)) => tracing::error!(
                    differences = report.differences.len(),
                    "the read tables differ from what the events produce"
                ),
                Ok(None) => tracing::info!("another instance runs the consistency check"),
                Err(error) => {
                    tracing::error!(error = %error.chain(), "the consistency check failed");
                }
            }
        })
    })?;
    scheduler.add(job).await?;
    scheduler.start().await?;
    Ok(scheduler)
}
