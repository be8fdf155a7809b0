use std::time::Duration;

use projector::leadership::Leadership;

use crate::helpers::{eventually, TestDb};

#[tokio::test]
async fn two_instances_cannot_both_lead_the_same_subscriber() {
    let db = TestDb::new().await;

    let first = Leadership::try_acquire(&db.pool, "admin_accounts")
        .await
        .expect("try the lock");
    let second = Leadership::try_acquire(&db.pool, "admin_accounts")
        .await
        .expect("try the lock");
    let other_subscriber = Leadership::try_acquire(&db.pool, "mail_delivery")
        .await
        .expect("try the lock");

    let first = first.expect("the first instance leads");
    assert!(second.is_none(), "the second instance stands by");
    assert!(
        other_subscriber.is_some(),
        "each subscriber has its own leader"
    );

    first.release().await.expect("give up the lead");
    let after_release = Leadership::try_acquire(&db.pool, "admin_accounts")
        .await
        .expect("try the lock");
    assert!(
        after_release.is_some(),
        "a standby takes over once released"
    );
}

#[tokio::test]
async fn a_running_projector_leads_until_it_shuts_down() {
    let db = TestDb::new().await;
    let (shutdown, shutdown_signal) = tokio::sync::oneshot::channel::<()>();
    let running = tokio::spawn(db.projector().run(async {
        let _ = shutdown_signal.await;
    }));

    eventually("the running projector takes the lead", || async {
        Leadership::try_acquire(&db.pool, "admin_accounts")
            .await
            .expect("try the lock")
            .is_none()
    })
    .await;

    shutdown.send(()).expect("the projector is running");
    tokio::time::timeout(Duration::from_secs(5), running)
        .await
        .expect("the projector stops")
        .expect("the projector's task ends cleanly");
    let after_shutdown = Leadership::try_acquire(&db.pool, "admin_accounts")
        .await
        .expect("try the lock");
    assert!(after_shutdown.is_some(), "shutdown releases the lead");
}
