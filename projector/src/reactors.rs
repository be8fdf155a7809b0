/// The "we received it" mail to a visitor who left an address with a request or message.
pub mod acknowledgement_mail;
/// Visitors' mails made from templates per language.
pub mod letters;
/// "Sign-in is paused", to the owner of a staff account locked by wrong passwords.
pub mod lockout_mail;
/// A newsletter issue's mail, in each language, with its one-click unsubscribe.
pub mod newsletter_letter;
/// Each subscriber's mail of an issue being sent, once, at a bounded rate.
pub mod newsletter_mail;
/// The deliveries of an issue staff sent, one per confirmed subscriber.
pub mod newsletter_queue;
/// The test of an issue, to the staff member who asked for it.
pub mod newsletter_test_mail;
/// The SMTP connection, the hotel's address and the delivery rule every mail reactor shares.
pub mod outbox;
/// Staff's answers from the inbox, mailed to the visitor in their language.
pub mod reply_mail;
/// The kept connection to the mail server, with Nagle's algorithm off.
mod smtp;
/// Visitors' dog requests mailed to the staff address over SMTP.
pub mod staff_mail;
/// The confirmation mail of a newsletter subscription, in the subscriber's language.
pub mod subscription_mail;
