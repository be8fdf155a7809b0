//! The mail server down while visitors write: every form is stored and answered at once, and
//! once the mail server is back, every mail goes out (the staff's about each message, and each
//! visitor's acknowledgement), none of them twice.

use std::time::{Duration, Instant};

use crate::server::ServerProcess;
use crate::support::SmtpSink;
use crate::visitors::{address, browser, message};
use crate::{figure, mail_to, Scale, HOTEL};

#[tokio::test]
async fn mail_sent_while_the_mail_server_was_down_is_delivered_once_it_is_back() {
    let scale = Scale::now();
    let mut sink = SmtpSink::reserve();
    let server = ServerProcess::start(str::to_owned, &mail_to(&sink)).await;
    let down = Instant::now();

    // Visitors keep writing through the first half of the outage, each from an address of
    // their own (an address is acknowledged once an hour).
    let visitors = scale.writers * 10;
    let client = browser();
    let pace = scale.mail_down / 2 / visitors as u32;
    for number in 0..visitors {
        let answer = client
            .post(server.url("/api/send-message"))
            .header("Idempotency-Key", uuid::Uuid::new_v4().to_string())
            .header(
                "Accept-DHLanguage",
                if number.is_multiple_of(2) { "uk" } else { "en" },
            )
            .json(&message(number))
            .send()
            .await
            .expect("an answer");
        assert_eq!(answer.status(), reqwest::StatusCode::NO_CONTENT);
        tokio::time::sleep(pace).await;
    }
    tokio::time::sleep(scale.mail_down.saturating_sub(down.elapsed())).await;
    assert!(sink.messages().is_empty());

    sink.start().await;
    let back = Instant::now();
    let expected = visitors * 2;
    sink.wait_for(expected, Duration::from_secs(120)).await;
    let delivered = back.elapsed();
    server
        .wait_until_caught_up("", Duration::from_secs(30))
        .await;
    // A mail sent twice would come from a reactor acting on an event again: by now each has
    // passed the last one.
    let mails = sink.messages();
    assert_eq!(mails.len(), expected, "{mails:#?}");
    for number in 0..visitors {
        let visitor = address(number);
        let to = |mail: &serde_json::Value, whom: &str| {
            mail["to"].as_str().is_some_and(|to| to.contains(whom))
        };
        let acknowledged = mails.iter().filter(|mail| to(mail, &visitor)).count();
        let told_staff = mails
            .iter()
            .filter(|mail| to(mail, HOTEL))
            .filter(|mail| {
                mail["replyTo"]
                    .as_str()
                    .is_some_and(|r| r.contains(&visitor))
            })
            .count();
        assert_eq!((acknowledged, told_staff), (1, 1), "the mails of {visitor}");
    }

    figure(
        "mail",
        "mail server down",
        format!("{:.1?}", scale.mail_down),
    );
    figure("mail", "messages stored meanwhile", visitors);
    figure(
        "mail",
        "mails delivered once it was back",
        format!("{expected} of {expected}, each once"),
    );
    figure(
        "mail",
        "from its return to the last mail",
        format!("{delivered:.2?}"),
    );
}
