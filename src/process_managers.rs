//! Process managers: reactors that carry a rule from one aggregate to another by turning the
//! first one's events into the second one's commands. The rule itself stays in the aggregate
//! that receives the command; each process manager has its own checkpoint, so an event is
//! handed on until its command is done, and the commands are harmless when repeated.

use std::sync::Arc;

use async_trait::async_trait;
use command::main_article::release;
use command::CommandState;
use events::article::ArticleEvent;
use projector::{reactor, Envelope, Error, Reaction, Reactor, Subscriber};

/// Every process manager, for the running server's projector.
pub fn all(commands: &CommandState) -> Vec<Arc<dyn Subscriber>> {
    vec![reactor(MainArticleRelease {
        commands: commands.clone(),
    })]
}

/// An article hidden or deleted leaves the blog's main slot (`MainArticleCommand::Release`).
pub struct MainArticleRelease {
    pub commands: CommandState,
}

#[async_trait]
impl Reactor for MainArticleRelease {
    type Event = ArticleEvent;
    const NAME: &'static str = release::RELEASE_PROCESS;
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["ArticleHidden", "ArticleDeleted"]);

    async fn react(
        &self,
        Envelope { stored, .. }: Envelope<'_, ArticleEvent>,
    ) -> Result<Reaction, Error> {
        let article = stored.numeric_id()?;
        release::free_slot(&self.commands, article)
            .await
            .map_err(|error| Error::Command(Box::new(error)))?;
        Ok(Reaction::Done)
    }
}
