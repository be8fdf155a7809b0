-- The `acknowledgement_mail` reactor's own record, not a read model (a rebuild leaves it alone):
-- which addresses it acknowledged a request to within the last hour, so that a stranger who
-- types somebody else's address into every form of the site can make it mail that person at
-- most once an hour.
--
-- An address is kept as its SHA-256 digest, never as written, and only for an hour: the
-- reactor deletes rows older than that as it goes, so nothing here outlives what erasure or
-- the nightly expiry could be asked to forget.
CREATE TABLE acknowledged_addresses (
    digest          text        PRIMARY KEY,
    -- The request acknowledged (`{aggregate_id}/{sequence}`): its own retry after a mail server
    -- failed is the same acknowledgement, not a second one.
    request         text        NOT NULL,
    -- When the request was stored: requests waiting for the mail server are judged by when
    -- they were sent, not by when the server came back.
    acknowledged_at timestamptz NOT NULL
);

CREATE INDEX acknowledged_addresses_by_age ON acknowledged_addresses (acknowledged_at);
