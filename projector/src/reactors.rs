/// Visitors' dog requests mailed to the staff address over SMTP.
pub mod staff_mail;
