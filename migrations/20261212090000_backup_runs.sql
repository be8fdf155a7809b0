-- Each backup the server took or tried to take (the nightly job's and `doghotel backup`'s): what
-- the staff's settings page lists and health reports. Not events: a backup is the machine's
-- work, not the hotel's history, and a restored site starts this table empty.
CREATE TABLE backup_runs (
    id          bigserial   PRIMARY KEY,
    started_at  timestamptz NOT NULL,
    finished_at timestamptz NOT NULL,
    -- The archive's file name, its size and what it holds; NULL when it failed.
    archive     text,
    bytes       bigint,
    events      bigint,
    media_files integer,
    -- Why it failed, NULL when it did not. It names files and folders, never a visitor.
    error       text,
    CHECK ((archive IS NULL) = (error IS NOT NULL))
);

CREATE INDEX backup_runs_newest ON backup_runs (started_at DESC);
