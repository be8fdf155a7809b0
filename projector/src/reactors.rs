/// The SMTP connection, the hotel's address and the delivery rule every mail reactor shares.
pub mod outbox;
/// Visitors' dog requests mailed to the staff address over SMTP.
pub mod staff_mail;
/// The confirmation mail of a newsletter subscription, in the subscriber's language.
pub mod subscription_mail;
