-- What the admin guard and the profile need to know of an account's second factor; the
-- factors themselves are the account's events.
ALTER TABLE admin_accounts
    ADD COLUMN authenticator boolean NOT NULL DEFAULT false,
    ADD COLUMN recovery_codes_left smallint NOT NULL DEFAULT 0;

-- A sign-in halfway: the password was right and the second factor is awaited. The page holds
-- the challenge; only its digest is kept. Not events, like the sessions they lead to.
CREATE TABLE sign_in_challenges (
    challenge_digest bytea PRIMARY KEY,
    account_id text NOT NULL,
    login text NOT NULL,
    expires_at timestamptz NOT NULL,
    -- Wrong codes given against this challenge; a few, and it is void.
    failures smallint NOT NULL DEFAULT 0
);

CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges (expires_at);

-- The newest authenticator step each account has used up: a code is accepted once (RFC 6238
-- §5.2). Not an event, or every sign-in would grow the account's stream.
CREATE TABLE authenticator_steps (
    account_id text PRIMARY KEY,
    last_step bigint NOT NULL
);
