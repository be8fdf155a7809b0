-- The consistency check names a differing row by its primary key and a digest of it, never by
-- its contents: a row it recorded whole could hold a visitor erased since (or being erased while
-- it ran). The records already kept lose their rows the same way, keeping their counts.
UPDATE consistency_checks
   SET differences = (
       SELECT coalesce(jsonb_agg(
                  (difference - 'row')
                  || jsonb_build_object(
                         'key', '{}'::jsonb,
                         'digest', encode(sha256(convert_to((difference -> 'row')::text, 'UTF8')), 'hex'))),
              '[]'::jsonb)
         FROM jsonb_array_elements(differences) AS difference);

-- Differences are now [{projection, table, side, key, digest}]: key the row's primary key
-- columns, digest the SHA-256 of the row as JSON.

-- Projections the check left out because they had not applied the newest erasure yet.
ALTER TABLE consistency_checks
    ADD COLUMN skipped text[] NOT NULL DEFAULT '{}';
