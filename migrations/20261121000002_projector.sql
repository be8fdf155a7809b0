-- One row per subscriber of the projector: how far it has read the event store. A subscriber
-- writes its read rows and advances this row in one transaction, so a crash can neither apply an
-- event twice nor lose one.
CREATE TABLE projection_checkpoints (
    name        text        PRIMARY KEY,
    position    bigint      NOT NULL DEFAULT 0,
    -- 'projection' builds read tables (commands wait for these: read-your-writes);
    -- 'reactor' causes side effects such as mail, which nobody waits for.
    kind        text        NOT NULL CHECK (kind IN ('projection', 'reactor')),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    -- Set when an event could not be applied: the subscriber stops there instead of skipping it.
    last_error  text
);
