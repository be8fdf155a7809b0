use std::sync::Arc;

use crate::projections::about_page::AboutPageProjection;
use crate::projections::admin_accounts::AdminAccounts;
use crate::projections::admin_articles::AdminArticles;
use crate::projections::admin_dogs::AdminDogs;
use crate::projections::albums::Albums;
use crate::projections::blog_categories::BlogCategories;
use crate::projections::blog_main::BlogMain;
use crate::projections::contact_details::ContactDetailsTable;
use crate::projections::faq::FaqProjection;
use crate::projections::inbox_items::InboxItems;
use crate::projections::newsletter_issues::NewsletterIssues;
use crate::projections::newsletter_subscribers::NewsletterSubscribers;
use crate::projections::price_items::PriceItems;
use crate::projections::public_articles::PublicArticles;
use crate::projections::public_dogs::PublicDogs;
use crate::projections::reviews::Reviews;
use crate::projections::services::Services;
use crate::projections::stay_capacity::StayCapacityTable;
use crate::reactors::acknowledgement_mail::AcknowledgementMail;
use crate::reactors::lockout_mail::LockoutMail;
use crate::reactors::newsletter_mail::NewsletterMail;
use crate::reactors::newsletter_queue::NewsletterQueue;
use crate::reactors::newsletter_test_mail::NewsletterTestMail;
use crate::reactors::reply_mail::ReplyMail;
use crate::reactors::staff_mail::StaffMail;
use crate::reactors::subscription_mail::SubscriptionMail;
use crate::{projection, reactor, Subscriber};

/// Every projection of the product: what `rebuild` and a one-off catch-up (the CLI, a server
/// starting) work on. Adding a read model means adding it here.
pub fn all() -> Vec<Arc<dyn Subscriber>> {
    vec![
        projection(AdminAccounts),
        projection(AdminDogs),
        projection(PublicDogs),
        projection(BlogCategories),
        projection(AdminArticles),
        projection(PublicArticles),
        projection(BlogMain),
        projection(ContactDetailsTable),
        projection(StayCapacityTable),
        projection(AboutPageProjection),
        projection(FaqProjection),
        projection(PriceItems),
        projection(Services),
        projection(Reviews),
        projection(Albums),
        projection(NewsletterSubscribers),
        projection(NewsletterIssues),
        projection(InboxItems),
    ]
}

/// The reactors: those that send mail, the newsletter's queue that its mails follow, and the
/// process managers, which turn one aggregate's events into another's commands (the binary
/// makes those, since they run commands).
pub struct Reactors {
    pub staff: StaffMail,
    pub subscription: SubscriptionMail,
    pub reply: ReplyMail,
    pub acknowledgement: AcknowledgementMail,
    pub newsletter_queue: NewsletterQueue,
    pub newsletter: NewsletterMail,
    pub newsletter_test: NewsletterTestMail,
    pub lockout: LockoutMail,
    pub process_managers: Vec<Arc<dyn Subscriber>>,
}

/// What a running server feeds: every projection, then the reactors. Reactors run only here, so
/// a CLI command never sends mail.
pub fn running(reactors: Reactors) -> Vec<Arc<dyn Subscriber>> {
    let mut subscribers = all();
    subscribers.push(reactor(reactors.staff));
    subscribers.push(reactor(reactors.subscription));
    subscribers.push(reactor(reactors.reply));
    subscribers.push(reactor(reactors.acknowledgement));
    subscribers.push(reactor(reactors.newsletter_queue));
    subscribers.push(reactor(reactors.newsletter));
    subscribers.push(reactor(reactors.newsletter_test));
    subscribers.push(reactor(reactors.lockout));
    subscribers.extend(reactors.process_managers);
    subscribers
}
