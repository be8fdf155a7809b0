-- The account's passkeys as the profile lists them: [{"id", "addedAt"}]. The keys themselves
-- are the account's events.
ALTER TABLE admin_accounts ADD COLUMN passkeys jsonb NOT NULL DEFAULT '[]';

-- A sign-in's WebAuthn ceremony travels with its challenge and is good once with it; null
-- when the account has no passkey.
ALTER TABLE sign_in_challenges ADD COLUMN passkey_ceremony jsonb;

-- A passkey being added: the ceremony's state while the browser creates the key, a few
-- minutes at most. The page holds the registration; only its digest is kept.
CREATE TABLE passkey_registrations (
    registration_digest bytea PRIMARY KEY,
    account_id text NOT NULL,
    ceremony jsonb NOT NULL,
    expires_at timestamptz NOT NULL
);
