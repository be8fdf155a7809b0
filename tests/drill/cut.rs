//! The database cut from the server (a proxy between them closes every connection and takes no
//! new one) while visitors write and read: during the cut every call is answered, and what is
//! not answered from memory is a 503 with `Retry-After`; from the moment the database is back,
//! no call meets a 503; and no write the server acknowledged is lost or stored twice.

use std::time::{Duration, Instant};

use testkit::outage::CuttableProxy;

use crate::server::{ServerProcess, PROJECTIONS};
use crate::support::SmtpSink;
use crate::visitors::{listed, Answer, Outcome, Visitors};
use crate::{figure, lost_or_doubled, mail_to, Scale};

#[tokio::test]
async fn a_database_cut_under_load_answers_only_503_and_loses_no_acknowledged_write() {
    let scale = Scale::now();
    let proxy = CuttableProxy::before(&testkit::server_url()).await;
    let mut sink = SmtpSink::reserve();
    sink.start().await;
    let server = ServerProcess::start(|url| proxy.through(url), &mail_to(&sink)).await;
    let visitors = Visitors::start(&server.base, scale.writers);

    tokio::time::sleep(scale.writing).await;
    proxy.cut();
    let cut = Instant::now();
    tokio::time::sleep(scale.cut).await;
    proxy.open();
    let opened = Instant::now();
    tokio::time::sleep(scale.writing.max(Duration::from_secs(2))).await;
    let traffic = visitors.finish(Duration::from_secs(10)).await;
    server
        .wait_until_caught_up(PROJECTIONS, Duration::from_secs(30))
        .await;

    // Every call the cut met: answered while it lasted, or asked while it lasted and answered
    // once the database was back (a call waits for a connection up to the pool's timeout).
    let during: Vec<&Answer> = traffic
        .answers
        .iter()
        .filter(|answer| answer.came >= cut && answer.asked < opened)
        .collect();
    let after: Vec<&Answer> = traffic
        .answers
        .iter()
        .filter(|answer| answer.asked >= opened)
        .collect();
    let dishonest = during.iter().copied().filter(|answer| {
        !matches!(
            answer.outcome,
            Outcome::Done | Outcome::Unavailable { honest: true }
        )
    });
    assert_eq!(listed(dishonest), "", "answers to calls the cut met");
    let answered_503 = during.iter().filter(|answer| unavailable(answer)).count();
    let longest = during
        .iter()
        .map(|answer| answer.came - answer.asked)
        .max()
        .unwrap_or_default();
    // Felt as a 503 (a query the cut broke, a wait past the pool's timeout) or as a call that
    // waited for the database through half the cut: proof the proxy stands in the way.
    assert!(
        answered_503 > 0 || longest >= scale.cut / 2,
        "the cut was not felt: {}",
        listed(during.iter().copied())
    );
    let failed_after = after
        .iter()
        .copied()
        .filter(|answer| !matches!(answer.outcome, Outcome::Done));
    assert_eq!(listed(failed_after), "", "answers asked after the cut");
    let otherwise = traffic
        .answers
        .iter()
        .filter(|answer| matches!(answer.outcome, Outcome::Other(_) | Outcome::NoAnswer));
    assert_eq!(listed(otherwise), "", "answers at any time");

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
    let first_write_back = traffic
        .answers
        .iter()
        .filter(|answer| answer.call.starts_with("POST") && answer.came >= opened)
        .find(|answer| matches!(answer.outcome, Outcome::Done))
        .map(|answer| answer.came - opened)
        .expect("a write stored after the cut");

    figure("cut", "length", format!("{:.1?}", scale.cut));
    figure(
        "cut",
        "calls the cut met",
        format!(
            "{} ({answered_503} honest 503, {} done once it was back or from memory, 0 other; \
             the longest waited {longest:.2?})",
            during.len(),
            during.len() - answered_503
        ),
    );
    figure(
        "cut",
        "answers asked after the cut",
        format!("{} (0 other than 2xx)", after.len()),
    );
    figure(
        "cut",
        "first write answered 204 after the database came back",
        format!("{first_write_back:.2?}"),
    );
    figure("cut", "writes acknowledged", keys.len());
    figure(
        "cut",
        "lost or stored twice",
        not_once.len() + unlisted.len(),
    );
}

fn unavailable(answer: &Answer) -> bool {
    matches!(answer.outcome, Outcome::Unavailable { .. })
}
