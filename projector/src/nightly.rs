use crate::Projector;

/// When the consistency check runs: 03:30 UTC, the quietest hour of a site for Kyiv.
pub const CONSISTENCY_CHECK: &str = "0 30 3 * * *";

/// Rebuilds the read tables aside and compares them with the live ones. Every instance runs
/// it; the check's advisory lock lets one of them do the work and the others skip. Its
/// findings go to the log and to `consistency_checks`, which health shows.
pub async fn check(projector: &Projector) {
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
}
