-- The notification of new events names each aggregate type a statement appended, so the
-- projector wakes only the projections and reactors that read one of them: a contact message
-- used to wake all of them, and each then read the store and moved its checkpoint in a
-- transaction of its own. PostgreSQL folds equal notifications of one transaction into one.
CREATE OR REPLACE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('events', aggregate_type) FROM (SELECT DISTINCT aggregate_type FROM appended) AS types;
    RETURN NULL;
END $$;

DROP TRIGGER events_notify ON events;

CREATE TRIGGER events_notify
    AFTER INSERT ON events
    REFERENCING NEW TABLE AS appended
    FOR EACH STATEMENT EXECUTE FUNCTION events_notify();

-- A subscriber now reads only the events of its kinds and moves its checkpoint past the others
-- up to the head in one step, so `position` also moves when nothing it holds changed. The
-- public cache keeps a read model's answers until the model changes, which is the position of
-- the last event it applied.
ALTER TABLE projection_checkpoints ADD COLUMN applied_position bigint NOT NULL DEFAULT 0;
UPDATE projection_checkpoints SET applied_position = position;
