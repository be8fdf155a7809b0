/// The "we received it" mail to a visitor who left an address with a request or message.
pub mod acknowledgement_mail;
/// Visitors' mails made from templates per language.
pub mod letters;
/// The SMTP connection, the hotel's address and the delivery rule every mail reactor shares.
pub mod outbox;
/// Staff's answers from the inbox, mailed to the visitor in their language.
pub mod reply_mail;
/// Visitors' dog requests mailed to the staff address over SMTP.
pub mod staff_mail;
/// The confirmation mail of a newsletter subscription, in the subscriber's language.
pub mod subscription_mail;
