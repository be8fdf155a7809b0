-- What each subscriber reads, as its code declares it (NULL: everything). A command waits only
-- for the projections that read its aggregate's events (read-your-writes), and learns which
-- those are here, without depending on the projector's code.
ALTER TABLE projection_checkpoints
    ADD COLUMN aggregate_types text[],
    ADD COLUMN event_types     text[];

-- Results of the consistency check: each projection rebuilt from the events alone in a shadow
-- schema and compared row by row with its live tables. Only the newest row matters to health;
-- older ones are kept as a record.
CREATE TABLE consistency_checks (
    id          bigserial   PRIMARY KEY,
    checked_at  timestamptz NOT NULL DEFAULT now(),
    -- Rows that differ: [{projection, table, side, row}], side 'live' for a row only in the live
    -- table, 'rebuilt' for a row only the events produce. Empty when everything matched.
    differences jsonb       NOT NULL
);
