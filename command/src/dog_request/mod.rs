//! The `DogRequest` aggregate: one visitor's request about one dog, stored before the visitor
//! is told it was received, so the staff mail sent from it can be late but never lost.

/// The modal's payload and its rules.
pub mod payload;
/// `POST /send-notification`.
pub mod routes;

use chrono::{DateTime, Utc};
use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use events::dog_request::{DogRequestDetails, DogRequestEvent, AGGREGATE_TYPE};
use serde::{Deserialize, Serialize};

use crate::context::CommandName;
use crate::error::{ApiError, CONFLICT};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DogRequest {
    received: bool,
}

pub enum DogRequestCommand {
    /// Stores a request whose fields already passed the SPEC §5 rules.
    ReceiveDogRequest {
        request: DogRequestDetails,
        at: DateTime<Utc>,
    },
}

impl CommandName for DogRequestCommand {
    fn name(&self) -> &'static str {
        match self {
            DogRequestCommand::ReceiveDogRequest { .. } => "ReceiveDogRequest",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DogRequestError {
    #[error("the request was already received")]
    AlreadyReceived,
}

impl From<DogRequestError> for ApiError {
    fn from(error: DogRequestError) -> ApiError {
        match error {
            // Ids are fresh for every request; meeting one twice is a lost race.
            DogRequestError::AlreadyReceived => ApiError::Conflict(CONFLICT),
        }
    }
}

impl Aggregate for DogRequest {
    const TYPE: &'static str = AGGREGATE_TYPE;
    type Command = DogRequestCommand;
    type Event = DogRequestEvent;
    type Error = DogRequestError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        match command {
            DogRequestCommand::ReceiveDogRequest { request, at } => {
                if self.received {
                    return Err(DogRequestError::AlreadyReceived);
                }
                sink.write(DogRequestEvent::DogRequestReceived { request, at }, self)
                    .await;
                Ok(())
            }
        }
    }

    fn apply(&mut self, event: Self::Event) {
        match event {
            DogRequestEvent::DogRequestReceived { .. } => self.received = true,
        }
    }
}

#[cfg(test)]
mod tests {
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
}
