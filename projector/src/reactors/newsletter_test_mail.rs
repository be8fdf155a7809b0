//! `newsletter_test_mail`: the test staff ask for before sending an issue, mailed to their own
//! address in the language asked, exactly as a subscriber would receive it but for "Test:"
//! before the subject. Its unsubscribe links are those of the staff member's own address, so
//! they work as a subscriber's would. Apart from the issues' reactor, so that a test is not
//! kept waiting behind an issue being sent.

use async_trait::async_trait;
use events::newsletter::SubscriptionKey;
use events::newsletter_issue::NewsletterIssueEvent;
use events::staff_mail::ParkedMail;
use events::Language;
use sqlx::PgPool;

use super::newsletter_letter::{IssueInLanguage, IssueLetters};
use super::outbox::{MailSettings, Outbox};
use crate::reactor::Reaction;
use crate::{Envelope, Error, Reactor};

pub struct NewsletterTestMail {
    /// `None` when SMTP is not configured: tests then wait, visibly, until it is.
    outbox: Option<Outbox>,
    letters: IssueLetters,
    key: SubscriptionKey,
    pool: PgPool,
}

impl NewsletterTestMail {
    pub fn new(
        settings: &MailSettings,
        letters: IssueLetters,
        key: SubscriptionKey,
        pool: PgPool,
    ) -> anyhow::Result<NewsletterTestMail> {
        Ok(NewsletterTestMail {
            outbox: Outbox::new(settings)?,
            letters,
            key,
            pool,
        })
    }
}

/// "Test: " in `language`.
fn test_mark(language: Language) -> &'static str {
    match language.texts() {
        Language::En => "Test: ",
        _ => "Тест: ",
    }
}

#[async_trait]
impl Reactor for NewsletterTestMail {
    type Event = NewsletterIssueEvent;
    const NAME: &'static str = "newsletter_test_mail";
    const EVENT_TYPES: Option<&'static [&'static str]> = Some(&["IssueTestRequested"]);

    async fn react(
        &self,
        Envelope { event, stored }: Envelope<'_, NewsletterIssueEvent>,
    ) -> Result<Reaction, Error> {
        let NewsletterIssueEvent::IssueTestRequested { to, language, .. } = &event else {
            return Ok(Reaction::Done);
        };
        let outbox = self.outbox.as_ref().ok_or(Error::MailNotConfigured)?;
        let issue = stored.numeric_id()?;
        let Some(loaded) = IssueInLanguage::load(&self.pool, issue, *language).await? else {
            return Err(Error::MissingRow {
                table: "newsletter_issues",
                key: issue.to_string(),
            });
        };
        let subscription = self.key.subscription_id(to);
        let mut letter = self.letters.letter(&loaded, &subscription);
        letter.subject = format!("{}{}", test_mark(*language), letter.subject);
        let message_id = format!(
            "<newsletter-test-{}-{}@doghotel>",
            stored.aggregate_id, stored.sequence
        );
        let mail = self
            .letters
            .message(outbox.hotel(), to, &subscription, letter, message_id);
        outbox
            .deliver(mail, stored, ParkedMail::NewsletterTest)
            .await
    }
}
