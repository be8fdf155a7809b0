-- The hotel's contact details (read model `contact_details`, from the `ContactDetails`
-- aggregate's events). One row: the aggregate has one instance. The record is kept whole as
-- JSON (the event's own shape), since every reader wants all of it: the public answer picks the
-- address of its language, the admin answer shows both.
CREATE TABLE contact_details (
    id         text PRIMARY KEY,
    -- The aggregate's last sequence: the version an admin save names.
    version    bigint NOT NULL CHECK (version > 0),
    details    jsonb NOT NULL,
    changed_at timestamptz NOT NULL
);
