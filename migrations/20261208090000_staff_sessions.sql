-- A staff member's lasting sign-in on one device. Not events: nothing here is the hotel's
-- history, a row changes on every renewal, and losing the table signs everybody out, no more.
-- Each renewal hands the device a new secret and marks the old one replaced; the old one
-- coming back means it was copied, and the whole session ends (auth/session.rs).
CREATE TABLE staff_sessions (
    session_id uuid PRIMARY KEY,
    account_id text NOT NULL,
    -- The account's credentials version when the session began or last followed a password
    -- change of its own; a newer one (another password, "sign out everywhere") ends it.
    credentials_version integer NOT NULL,
    started_at timestamptz NOT NULL,
    last_used_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    ended_at timestamptz,
    -- signedOut, reused (a replaced secret came back) or credentialsChanged
    ended_because text,
    CHECK ((ended_at IS NULL) = (ended_because IS NULL))
);

CREATE INDEX staff_sessions_of_account ON staff_sessions (account_id) WHERE ended_at IS NULL;

-- Only digests of the secrets are kept: a copy of this table opens no session.
CREATE TABLE staff_session_secrets (
    secret_digest bytea PRIMARY KEY,
    session_id uuid NOT NULL REFERENCES staff_sessions ON DELETE CASCADE,
    issued_at timestamptz NOT NULL,
    replaced_at timestamptz
);

CREATE INDEX staff_session_secrets_of_session ON staff_session_secrets (session_id);
