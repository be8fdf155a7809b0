-- When the mail server accepted a claimed delivery's mail. The newsletter's mail reactor
-- records its deliveries in groups (one append for many mails, so the other subscribers are
-- not woken by every mail); after a crash, a claim with this time was delivered and is
-- recorded so, while one without it was cut off before or during the hand-over.
ALTER TABLE newsletter_claims ADD COLUMN delivered_at timestamptz;
