//! Who asks for a command and in which request: what every event records besides the facts.
//! Handlers take a [`RequestContext`] and let it write the metadata, so no handler spells out
//! an actor or a command name.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use events::metadata::VISITOR;
use events::{AdminIdentity, EventMetadata};

/// A command's own name, as its events' metadata records it (`CreateDog`, `SignIn`).
pub trait CommandName {
    fn name(&self) -> &'static str;
}

/// The actor and request of a command. From a request: the signed-in staff member the admin
/// guard admitted, or the visitor on public routes, and the `x-request-id` the binary stamps on
/// every request (empty when a caller runs without it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestContext {
    actor: String,
    request_id: String,
}

/// The actor recorded for what the server does on its own clock.
const SCHEDULER_ACTOR: &str = "scheduler";

impl RequestContext {
    /// What `doghotel create-admin` and `seed-demo` do: no request, the CLI as the actor.
    pub fn cli() -> RequestContext {
        RequestContext {
            actor: events::metadata::COMMAND_LINE.to_owned(),
            request_id: String::new(),
        }
    }

    /// What the server's scheduled jobs do: no request, the scheduler as the actor.
    pub fn scheduler() -> RequestContext {
        RequestContext {
            actor: SCHEDULER_ACTOR.to_owned(),
            request_id: String::new(),
        }
    }

    /// What a process manager does when another aggregate's event calls for it: no request,
    /// the process manager as the actor.
    pub fn process(name: &str) -> RequestContext {
        RequestContext {
            actor: name.to_owned(),
            request_id: String::new(),
        }
    }

    /// Who asks: a staff member's login, the visitor, the CLI, the scheduler or a process.
    pub fn actor(&self) -> &str {
        &self.actor
    }

    /// The metadata of the events `command` records.
    pub fn metadata(&self, command: &impl CommandName) -> EventMetadata {
        EventMetadata {
            actor: self.actor.clone(),
            request_id: self.request_id.clone(),
            command: command.name().to_owned(),
        }
    }
}

impl<S: Send + Sync> FromRequestParts<S> for RequestContext {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let actor = parts
            .extensions
            .get::<AdminIdentity>()
            .map_or(VISITOR, |identity| identity.login.as_str());
        let request_id = parts
            .headers
            .get("x-request-id")
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default();
        Ok(RequestContext {
            actor: actor.to_owned(),
            request_id: request_id.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::Request;

    struct Publish;

    impl CommandName for Publish {
        fn name(&self) -> &'static str {
            "PublishDog"
        }
    }

    async fn context(request: Request<()>) -> RequestContext {
        let (mut parts, ()) = request.into_parts();
        let Ok(context) = RequestContext::from_request_parts(&mut parts, &()).await;
        context
    }

    #[tokio::test]
    async fn staff_are_recorded_by_login_and_everyone_else_as_the_visitor() {
        let mut request = Request::builder()
            .header("x-request-id", "r-1")
            .body(())
            .unwrap();
        request.extensions_mut().insert(AdminIdentity {
            account_id: "a-1".into(),
            login: "anna".into(),
        });
        let staff = context(request).await.metadata(&Publish);
        assert_eq!(
            staff,
            EventMetadata {
                actor: "anna".into(),
                request_id: "r-1".into(),
                command: "PublishDog".into(),
            }
        );
        let visitor = context(Request::new(())).await.metadata(&Publish);
        assert_eq!(
            (visitor.actor.as_str(), visitor.request_id.as_str()),
            ("visitor", "")
        );
    }
}
