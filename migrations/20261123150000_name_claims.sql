-- Names unique among the aggregates of one kind (`scope`: 'login' now; category and album
-- names next). Written by the command side in the transaction that appends the event taking
-- the name, so a name is refused before its event exists rather than found taken by a
-- projection afterwards, when the event can no longer be undone.
CREATE TABLE name_claims (
    scope        text NOT NULL,
    aggregate_id text NOT NULL,
    name         text NOT NULL,
    -- One name per aggregate and scope: taking a new one (a rename) frees the old one.
    PRIMARY KEY (scope, aggregate_id),
    -- The guarantee itself; the command side maps a violation to the scope's refusal.
    CONSTRAINT name_claims_taken UNIQUE (scope, name)
);

-- Logins already taken: each account's latest one, from the events themselves (the read table
-- may lag behind them). Should two accounts already share a login, the older event keeps it.
INSERT INTO name_claims (scope, aggregate_id, name)
SELECT 'login', aggregate_id, login
  FROM (SELECT DISTINCT ON (aggregate_id)
               aggregate_id,
               global_position,
               coalesce(payload -> 'AdminAccountCreated' ->> 'login',
                        payload -> 'ProfileUpdated' ->> 'login') AS login
          FROM events
         WHERE aggregate_type = 'AdminAccount'
           AND event_type IN ('AdminAccountCreated', 'ProfileUpdated')
         ORDER BY aggregate_id, sequence DESC) AS latest
 ORDER BY global_position
ON CONFLICT DO NOTHING;
