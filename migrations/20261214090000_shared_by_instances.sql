-- What every instance of the site must share, kept where they all reach it.

-- Secrets the site makes for itself when none is configured (the key that signs staff tokens
-- and visitors' links), made once by whichever instance starts first: a token or a newsletter
-- link made on one instance is then good on every other. Not in backups: an archive must not
-- carry the key that unseals what it holds.
CREATE TABLE site_secrets (
    name       text        PRIMARY KEY,
    value      text        NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- What the per-client limits have counted (public forms, refused sign-ins), so that two
-- instances give a client one allowance, not one each. Unlogged: after a crash the counts
-- start afresh, which only lets a few more requests through, and they need no copy on a
-- replica.
CREATE UNLOGGED TABLE rate_counts (
    id          bigserial   PRIMARY KEY,
    limit_name  text        NOT NULL,
    -- The client's address (an IPv6 client's /64 network) or the login counted.
    counted     text        NOT NULL,
    at          timestamptz NOT NULL
);

CREATE INDEX rate_counts_of_key ON rate_counts (limit_name, counted, at);
CREATE INDEX rate_counts_by_age ON rate_counts (limit_name, at);

-- The last tick each timed job ran for, taken by one worker: the row is the lease that keeps
-- two workers from running the same tick.
CREATE TABLE job_runs (
    job        text        PRIMARY KEY,
    tick       timestamptz NOT NULL,
    started_at timestamptz NOT NULL,
    runner     text        NOT NULL
);
