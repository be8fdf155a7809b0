-- Staff accounts as the sign-in and the admin guard read them. Projected from AdminAccount
-- events; never written by the command side.
CREATE TABLE admin_accounts (
    account_id          text        PRIMARY KEY,
    -- Sign-in finds the account by login; two accounts may never share one.
    login               text        NOT NULL UNIQUE,
    email               text        NOT NULL,
    preferred_language  text        NOT NULL,
    image_link          text,
    -- Raised by every password change; tokens carry the value they were issued under, so older
    -- tokens stop working the moment the password changes.
    credentials_version integer     NOT NULL DEFAULT 0,
    blocked_until       timestamptz,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL
);
