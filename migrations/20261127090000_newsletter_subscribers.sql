-- Newsletter subscriptions (read model `newsletter_subscribers`, from the
-- `NewsletterSubscription` aggregate's events): one row per address that ever subscribed,
-- with where its double opt-in stands. The newsletter goes to the confirmed rows; the
-- scheduler expires waiting rows whose confirmation link was not followed in time.
CREATE TABLE newsletter_subscribers (
    subscription_id text PRIMARY KEY,
    email           text NOT NULL,
    -- The page's language when they subscribed: the mails are in it.
    language        text NOT NULL CHECK (language IN ('uk', 'en')),
    status          text NOT NULL
                    CHECK (status IN ('waiting', 'confirmed', 'unsubscribed', 'expired')),
    requested_at    timestamptz NOT NULL,
    confirmed_at    timestamptz,
    changed_at      timestamptz NOT NULL
);

CREATE INDEX newsletter_subscribers_by_status ON newsletter_subscribers (status, requested_at);
