-- Parked mail is stored as `MailParked` from now on (events::staff_mail): it records mail to
-- visitors as well as to staff. Rows stored as `StaffMailParked` keep their name and their
-- entry here, so erasure reaches both.
INSERT INTO personal_fields (aggregate_type, event_type, path, erased_as) VALUES
    ('StaffMail', 'MailParked', '{reason}', NULL);
