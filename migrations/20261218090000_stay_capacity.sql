-- The hotel's places per kind of guest and its closed nights (read model `stay_capacity`, from
-- the `StayCapacity` aggregate's events). One row: the aggregate has one instance. The record
-- is kept whole as JSON (the event's own shape): the availability answer reads all of it to
-- count each night's places.
CREATE TABLE stay_capacity (
    id         text PRIMARY KEY,
    -- The aggregate's last sequence: the version an admin save names.
    version    bigint NOT NULL CHECK (version > 0),
    capacity   jsonb NOT NULL,
    changed_at timestamptz NOT NULL
);
