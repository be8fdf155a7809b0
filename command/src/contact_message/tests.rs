use cqrs_es::test::TestFramework;
use events::contact_message::{MessageKind, ReplyChannel};
use events::Language;

use super::*;

fn message() -> ContactMessageDetails {
    ContactMessageDetails {
        name: "Олена".into(),
        reply_to: ReplyChannel::Phone("+38(050)123-45-67".into()),
        message: "Чи є місце для собаки на 12 днів".into(),
        subject: String::new(),
        locale: Language::Uk,
        kind: MessageKind::Message,
        spam: None,
    }
}

fn at() -> DateTime<Utc> {
    "2026-11-24T10:00:00Z".parse().unwrap()
}

fn receive() -> ContactMessageCommand {
    ContactMessageCommand::ReceiveContactMessage {
        message: message(),
        at: at(),
    }
}

fn received() -> ContactMessageEvent {
    ContactMessageEvent::ContactMessageReceived {
        message: message(),
        at: at(),
    }
}

#[test]
fn a_message_is_received_once() {
    TestFramework::<ContactMessage>::with(())
        .given_no_previous_events()
        .when(receive())
        .then_expect_events(vec![received()]);
}

#[test]
fn the_same_id_cannot_receive_a_second_message() {
    TestFramework::<ContactMessage>::with(())
        .given(vec![received()])
        .when(receive())
        .then_expect_error(ContactMessageError::AlreadyReceived);
}
