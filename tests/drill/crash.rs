//! The server's process killed with SIGKILL while visitors write, then started again, as a
//! supervisor does: no write it acknowledged is lost or stored twice (the visitors whose call
//! the crash broke send it again with its key, as the page does), and once the projector has
//! caught up, every read table equals a rebuild from the events (`doghotel projector verify`).

use std::time::{Duration, Instant};

use crate::server::{ServerProcess, PROJECTIONS};
use crate::support::SmtpSink;
use crate::visitors::{listed, Outcome, Visitors};
use crate::{figure, lost_or_doubled, mail_to, Scale};

#[tokio::test]
async fn a_server_killed_amid_writes_and_restarted_loses_no_acknowledged_write() {
    let scale = Scale::now();
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let mut server = ServerProcess::start(str::to_owned, &mail_to(&sink)).await;
    let visitors = Visitors::start(&server.base, scale.writers);

    tokio::time::sleep(scale.writing).await;
    server.kill_9();
    let killed = Instant::now();
    let restart = server.start_again().await;
    tokio::time::sleep(scale.writing).await;
    let traffic = visitors.finish(Duration::from_secs(10)).await;
    let catch_up = server
        .wait_until_caught_up(PROJECTIONS, Duration::from_secs(60))
        .await;

    let keys: Vec<_> = traffic.stored.iter().map(|(key, _)| *key).collect();
    assert!(traffic.unanswered.is_empty(), "{:?}", traffic.unanswered);
    let (not_once, unlisted) = lost_or_doubled(&server.db.pool, &keys).await;
    assert!(
        not_once.is_empty(),
        "acknowledged, not stored once: {not_once:?}"
    );
    assert!(
        unlisted.is_empty(),
        "acknowledged, not in the inbox: {unlisted:?}"
    );
    let refused = traffic
        .answers
        .iter()
        .filter(|answer| matches!(answer.outcome, Outcome::Other(_)));
    assert_eq!(listed(refused), "", "answers other than done, 503 or none");
    let broken = traffic
        .answers
        .iter()
        .filter(|answer| answer.asked <= killed && answer.came >= killed)
        .filter(|answer| matches!(answer.outcome, Outcome::NoAnswer))
        .count();
    let restarted = killed + restart;
    let stored_after_restart = traffic
        .answers
        .iter()
        .filter(|answer| answer.asked >= restarted && answer.call.starts_with("POST"))
        .filter(|answer| matches!(answer.outcome, Outcome::Done))
        .count();
    assert!(
        stored_after_restart > 0,
        "no write was stored after the restart"
    );

    server.stop();
    let verifying = Instant::now();
    let (same, printed) = server.operator(&["projector", "verify"]);
    assert!(same, "the read tables differ from a rebuild: {printed}");

    figure("crash", "writes acknowledged", keys.len());
    figure("crash", "calls the kill broke (sent again)", broken);
    figure(
        "crash",
        "writes stored after the restart",
        stored_after_restart,
    );
    figure(
        "crash",
        "lost or stored twice",
        not_once.len() + unlisted.len(),
    );
    figure(
        "crash",
        "restart until it answered",
        format!("{restart:.2?}"),
    );
    figure(
        "crash",
        "every projection caught up after the last write",
        format!("{catch_up:.2?}"),
    );
    figure(
        "crash",
        "read tables against a rebuild",
        format!("equal ({:.2?})", verifying.elapsed()),
    );
}
