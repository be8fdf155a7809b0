-- The event store. Columns up to `metadata` are the shape postgres-es reads and writes; it
-- names its columns in every statement, so the extra ones below are invisible to it.
CREATE TABLE events (
    aggregate_type  text        NOT NULL,
    aggregate_id    text        NOT NULL,
    -- Per-aggregate sequence from 1. The primary key turns two concurrent writers of the same
    -- aggregate into an optimistic-concurrency conflict instead of a fork.
    sequence        bigint      NOT NULL CHECK (sequence > 0),
    event_type      text        NOT NULL,
    event_version   text        NOT NULL,
    payload         jsonb       NOT NULL,
    metadata        jsonb       NOT NULL,
    -- One order over all aggregates for the projector, assigned by the trigger below.
    global_position bigint      NOT NULL UNIQUE,
    recorded_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (aggregate_type, aggregate_id, sequence)
);

-- Events are facts: never edited, never deleted.
CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'events are append-only';
END $$;

CREATE TRIGGER events_append_only
    BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_are_append_only();

CREATE SEQUENCE events_global_position;

-- A plain sequence could hand 13 to a transaction that commits after the one holding 14, and a
-- reader that already passed 14 would skip 13 forever. Taking one advisory lock, held until
-- commit, before drawing the number makes commit order equal position order; only rolled-back
-- transactions leave gaps, and those never fill, so the highest visible position is safe.
CREATE FUNCTION events_assign_global_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(7200412);
    NEW.global_position := nextval('events_global_position');
    RETURN NEW;
END $$;

CREATE TRIGGER events_global_position
    BEFORE INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION events_assign_global_position();

-- Delivered on commit only, so a listener never wakes for an event it cannot see yet.
CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('events', '');
    RETURN NULL;
END $$;

CREATE TRIGGER events_notify
    AFTER INSERT ON events
    FOR EACH STATEMENT EXECUTE FUNCTION events_notify();

CREATE INDEX events_by_type ON events (aggregate_type, global_position);
