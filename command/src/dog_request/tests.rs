use cqrs_es::test::TestFramework;
use events::Language;

use super::*;

fn request() -> DogRequestDetails {
    DogRequestDetails {
        name: "Олена".into(),
        email: "olena@ukr.net".into(),
        phone: "+38(050)123-45-67".into(),
        message: String::new(),
        subject: "Взяти додому".into(),
        dog_name: "Бім".into(),
        locale: Language::Uk,
        dog_url: "http://localhost:8080/uk/want-a-friend/dog/7".into(),
        spam: None,
    }
}

fn at() -> DateTime<Utc> {
    "2026-11-21T10:00:00Z".parse().unwrap()
}

#[test]
fn a_request_is_received_once() {
    TestFramework::<DogRequest>::with(())
        .given_no_previous_events()
        .when(DogRequestCommand::ReceiveDogRequest {
            request: request(),
            at: at(),
        })
        .then_expect_events(vec![DogRequestEvent::DogRequestReceived {
            request: request(),
            at: at(),
        }]);
}

#[test]
fn the_same_id_cannot_receive_a_second_request() {
    TestFramework::<DogRequest>::with(())
        .given(vec![DogRequestEvent::DogRequestReceived {
            request: request(),
            at: at(),
        }])
        .when(DogRequestCommand::ReceiveDogRequest {
            request: request(),
            at: at(),
        })
        .then_expect_error(DogRequestError::AlreadyReceived);
}
