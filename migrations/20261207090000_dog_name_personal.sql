-- The dog's name in a dog request arrives in the visitor's form like every other field, so it
-- could hold anything they typed: it is theirs too. Kept apart from the events from now on, and
-- what was stored before moves out now (blanked at once where the request was already erased).
INSERT INTO personal_fields (aggregate_type, event_type, path, erased_as) VALUES
    ('DogRequest', 'DogRequestReceived', '{dog_name}', NULL);

CREATE TEMPORARY TABLE moved ON COMMIT DROP AS
SELECT e.aggregate_type, e.aggregate_id, e.sequence, e.event_type, split.payload,
       CASE WHEN erased.erased_at IS NULL THEN split.fields
            ELSE personal_blanked(e.aggregate_type, e.event_type, split.fields)
       END AS fields,
       erased.erased_at
  FROM events e
  CROSS JOIN LATERAL personal_split(e.aggregate_type, e.event_type, e.payload) AS split
  LEFT JOIN erased_aggregates erased USING (aggregate_type, aggregate_id)
 WHERE e.aggregate_type = 'DogRequest' AND e.event_type = 'DogRequestReceived'
   AND split.fields IS NOT NULL;

UPDATE personal_data p
   SET fields = personal_merge(p.fields, moved.fields)
  FROM moved
 WHERE p.aggregate_type = moved.aggregate_type AND p.aggregate_id = moved.aggregate_id
   AND p.sequence = moved.sequence;

INSERT INTO personal_data (aggregate_type, aggregate_id, sequence, fields, erased_at)
SELECT aggregate_type, aggregate_id, sequence, fields, erased_at FROM moved
    ON CONFLICT (aggregate_type, aggregate_id, sequence) DO NOTHING;

ALTER TABLE events DISABLE TRIGGER events_append_only;

UPDATE events e
   SET payload = moved.payload
  FROM moved
 WHERE e.aggregate_type = moved.aggregate_type AND e.aggregate_id = moved.aggregate_id
   AND e.sequence = moved.sequence;

ALTER TABLE events ENABLE TRIGGER events_append_only;

-- The inbox's rows of requests already erased lose the name too.
UPDATE inbox_items SET dog_name = '' WHERE erased_at IS NOT NULL AND dog_name IS NOT NULL;
