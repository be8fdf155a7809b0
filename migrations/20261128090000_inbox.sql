-- The staff inbox (read model `inbox_items`): one row per thing a visitor sent (dog request,
-- contact message, question, review or answer waiting for moderation), built from the events
-- that received them and from the `InboxItem` aggregate's, so requests received before the
-- inbox existed are in it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE inbox_items (
    -- events::inbox::InboxItemId: `dog-…`, `message-…` or `review-…`.
    item_id      text        PRIMARY KEY,
    kind         text        NOT NULL CHECK (kind IN ('DOG_REQUEST', 'MESSAGE', 'QUESTION', 'REVIEW')),
    status       text        NOT NULL CHECK (status IN ('NEW', 'IN_PROGRESS', 'DONE', 'SPAM')),
    name         text        NOT NULL,
    email        text,
    -- Formatted +38(050)123-45-67, as the visitor's form sent it.
    phone        text,
    subject      text        NOT NULL,
    message      text        NOT NULL,
    dog_name     text,
    dog_url      text,
    pet_name     text,
    -- A review's moderation: PENDING, APPROVED or REJECTED; NULL for the other kinds.
    review_status text,
    language     text        NOT NULL CHECK (language IN ('uk', 'en')),
    received_at  timestamptz NOT NULL,
    changed_by   text,
    changed_at   timestamptz,
    -- The InboxItem aggregate's sequence: the version a status change names.
    version      bigint      NOT NULL CHECK (version >= 0),
    -- What the search looks in: the name and e-mail lowercased, and the phone's digits, so
    -- "067 123" finds +38(067)123-45-67.
    search       text        NOT NULL
);

-- The list: newest first, one status or kind at a time, or all.
CREATE INDEX inbox_items_newest ON inbox_items (received_at DESC, item_id DESC);
CREATE INDEX inbox_items_by_status ON inbox_items (status, received_at DESC, item_id DESC);
-- A search for a part of a name, an address or a phone: trigrams answer a substring match
-- without reading every row.
CREATE INDEX inbox_items_search ON inbox_items USING gin (search gin_trgm_ops);

-- Each item's story, oldest first: received, every status change, every answer by mail, a
-- review's moderation and any mail about it that could not be delivered, with who did it.
CREATE TABLE inbox_history (
    item_id         text        NOT NULL,
    -- The event's position in the store: orders the story and makes a replayed row the same.
    global_position bigint      NOT NULL,
    at              timestamptz NOT NULL,
    -- A staff login; NULL for the visitor's own submission.
    actor           text,
    action          text        NOT NULL
                    CHECK (action IN ('RECEIVED', 'STATUS_CHANGED', 'REPLIED', 'REVIEW_APPROVED',
                                      'REVIEW_REJECTED', 'MAIL_PARKED')),
    status          text        CHECK (status IN ('NEW', 'IN_PROGRESS', 'DONE', 'SPAM')),
    -- An answer's text; for a mail the SMTP server refused for good, what it answered.
    text            text,
    -- Which mail was refused for good (events::staff_mail::ParkedMail).
    mail            text        CHECK (mail IN ('STAFF_NOTIFICATION', 'ACKNOWLEDGEMENT', 'REPLY',
                                                'SUBSCRIPTION_CONFIRMATION')),
    -- For a submission judged to come from a bot (and so received as spam), why:
    -- events::inbox::SpamSignal.
    spam            text        CHECK (spam IN ('HONEYPOT', 'TOO_FAST')),
    PRIMARY KEY (item_id, global_position)
);
