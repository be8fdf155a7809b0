use std::time::Duration;

use projector::leadership::Leadership;

use crate::helpers::{append, created, eventually, TestDb};

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

/// A mailer that remembers every mail it sent; its first mail cuts its own instance's lead, as
/// a network fault between it and the database would, and another instance takes the lead.
struct LosesItsLead {
    pool: sqlx::PgPool,
    sent: std::sync::Mutex<Vec<i64>>,
    other_instance: tokio::sync::Mutex<Option<Leadership>>,
}

#[async_trait::async_trait]
impl projector::Subscriber for LosesItsLead {
    fn name(&self) -> &'static str {
        "mailer"
    }

    fn kind(&self) -> projector::SubscriberKind {
        projector::SubscriberKind::Reactor
    }

    async fn react(
        &self,
        event: &projector::StoredEvent,
    ) -> Result<projector::Reaction, projector::Error> {
        let first = {
            let mut sent = self.sent.lock().expect("the mailer's lock");
            sent.push(event.global_position);
            sent.len() == 1
        };
        if first {
            // Ends the lead's session and waits until it has ended.
            sqlx::query(
                "SELECT pg_terminate_backend(pid, 5000) FROM pg_locks \
                  WHERE locktype = 'advisory' AND classid = 7200413 AND granted",
            )
            .execute(&self.pool)
            .await?;
            let other = Leadership::try_acquire(&self.pool, "mailer").await?;
            *self.other_instance.lock().await = Some(other.expect("the lead is free"));
        }
        Ok(projector::Reaction::Done)
    }
}

#[tokio::test]
async fn a_reactor_that_lost_its_lead_sends_nothing_more_until_it_leads_again() {
    let db = TestDb::new().await;
    let mailer = std::sync::Arc::new(LosesItsLead {
        pool: db.pool.clone(),
        sent: std::sync::Mutex::new(Vec::new()),
        other_instance: tokio::sync::Mutex::new(None),
    });
    let (shutdown, shutdown_signal) = tokio::sync::oneshot::channel::<()>();
    let running = tokio::spawn(db.projector_with(vec![mailer.clone()]).run(async {
        let _ = shutdown_signal.await;
    }));
    eventually("the projector leads the mailer", || async {
        Leadership::try_acquire(&db.pool, "mailer")
            .await
            .expect("try the lock")
            .is_none()
    })
    .await;

    let mut appended = Vec::new();
    for (id, login) in [("a1", "olena"), ("a2", "taras"), ("a3", "iryna")] {
        let created = created(login, events::Language::Uk);
        appended.push(append(&db.pool, id, 1, &created).await.position);
    }
    eventually("another instance leads", || async {
        mailer.other_instance.lock().await.is_some()
    })
    .await;
    // Well past the projector's stand-by turns: it stands by, and sends nothing.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(*mailer.sent.lock().unwrap(), appended[..1]);

    let other = mailer.other_instance.lock().await.take().unwrap();
    other.release().await.expect("give up the lead");
    eventually("the projector leads again and sends the rest", || async {
        mailer.sent.lock().unwrap().len() == appended.len()
    })
    .await;
    assert_eq!(*mailer.sent.lock().unwrap(), appended, "each mail once");
    shutdown.send(()).expect("the projector is running");
    running.await.expect("the projector stops");
}
