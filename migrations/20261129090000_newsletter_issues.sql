-- Newsletter issues (read model `newsletter_issues`, from the `NewsletterIssue` and
-- `NewsletterDelivery` aggregates' events and the mails the mail server refused).

-- Issue ids: a number, as other records staff create have.
CREATE SEQUENCE newsletter_issue_ids;

-- One row per issue ever saved.
CREATE TABLE newsletter_issues (
    issue_id    bigint      PRIMARY KEY,
    -- The aggregate's version: what a save or a send names.
    version     bigint      NOT NULL,
    -- {"uk": {"title", "html"}, "en": {…}, "imageId", "articles"}, as staff saved it.
    content     jsonb       NOT NULL,
    title_uk    text        NOT NULL,
    title_en    text        NOT NULL,
    saved_at    timestamptz NOT NULL,
    sent_at     timestamptz,
    sent_by     text,
    -- Set once the deliveries are queued; until then a sent issue is still starting.
    recipients  bigint
);

CREATE INDEX newsletter_issues_newest ON newsletter_issues (saved_at DESC, issue_id DESC);

-- One row per subscriber an issue is queued for: the progress and the failures are counted
-- from it. Only ids: the address is the subscriber's row, so a forgotten one leaves none here.
CREATE TABLE newsletter_deliveries (
    delivery_id     text        PRIMARY KEY,
    issue_id        bigint      NOT NULL,
    subscription_id text        NOT NULL,
    status          text        NOT NULL CHECK (status IN ('waiting', 'delivered', 'failed')),
    -- Why a failed one failed: the mail server's answer, UNSUBSCRIBED or INTERRUPTED.
    reason          text,
    changed_at      timestamptz
);

CREATE INDEX newsletter_deliveries_of_issue ON newsletter_deliveries (issue_id, status, changed_at DESC);

-- The `newsletter_mail` reactor's own record, not a read model (a rebuild leaves it alone):
-- a delivery is claimed here, and committed, before its mail is handed to the mail server. A
-- claim found on a later attempt means one was cut off after the hand-over may have
-- happened, so that subscriber is not mailed again: nobody receives an issue twice, whatever
-- restarts or instances there are.
CREATE TABLE newsletter_claims (
    delivery_id text        PRIMARY KEY,
    claimed_at  timestamptz NOT NULL DEFAULT now()
);
