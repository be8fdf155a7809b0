-- An erased aggregate stays erased. An event appended to it after its erasure (staff's answer
-- sent a moment later, a mail about the request parked once the server refused it) has its
-- personal fields blanked on the way in, as the erasure blanked those before it. Which
-- aggregates were erased is kept here, from the `VisitorErased` events that named them.
--
-- A newsletter subscription is the exception: its id is its address's, and the visitor may
-- subscribe again after being forgotten, which is their own new request and starts over; its
-- later mail about them is parked under the StaffMail aggregate, which stays erased.
CREATE TABLE erased_aggregates (
    aggregate_type text        NOT NULL,
    aggregate_id   text        NOT NULL,
    erased_at      timestamptz NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id)
);

-- `fields`, the personal fields of an event of `event_type`, as erased.
CREATE FUNCTION personal_blanked(erased_type text, erased_event text, fields jsonb)
    RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
    field record;
BEGIN
    FOR field IN SELECT path, erased_as FROM personal_fields
                  WHERE aggregate_type = erased_type AND event_type = erased_event LOOP
        IF fields #> field.path IS NOT NULL THEN
            fields := jsonb_set(fields, field.path,
                                coalesce(field.erased_as, personal_blank(fields #> field.path)));
        END IF;
    END LOOP;
    RETURN fields;
END $$;

CREATE OR REPLACE FUNCTION personal_erase(erased_type text, erased_id text, erased_at timestamptz)
    RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    kept record;
BEGIN
    IF erased_type <> 'NewsletterSubscription' THEN
        INSERT INTO erased_aggregates (aggregate_type, aggregate_id, erased_at)
        VALUES (erased_type, erased_id, personal_erase.erased_at)
        ON CONFLICT (aggregate_type, aggregate_id) DO NOTHING;
    END IF;
    FOR kept IN SELECT p.sequence, p.fields, e.event_type
                  FROM personal_data p
                  JOIN events e USING (aggregate_type, aggregate_id, sequence)
                 WHERE p.aggregate_type = erased_type AND p.aggregate_id = erased_id
                   AND p.erased_at IS NULL LOOP
        UPDATE personal_data
           SET fields = personal_blanked(erased_type, kept.event_type, kept.fields),
               erased_at = personal_erase.erased_at
         WHERE aggregate_type = erased_type AND aggregate_id = erased_id
           AND sequence = kept.sequence;
    END LOOP;
END $$;

CREATE OR REPLACE FUNCTION events_keep_personal_data_apart() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    personal jsonb;
    erased   timestamptz;
BEGIN
    SELECT split.payload, split.fields INTO NEW.payload, personal
      FROM personal_split(NEW.aggregate_type, NEW.event_type, NEW.payload) AS split;
    IF personal IS NOT NULL THEN
        SELECT erased_aggregates.erased_at INTO erased FROM erased_aggregates
         WHERE aggregate_type = NEW.aggregate_type AND aggregate_id = NEW.aggregate_id;
        IF erased IS NOT NULL THEN
            personal := personal_blanked(NEW.aggregate_type, NEW.event_type, personal);
        END IF;
        INSERT INTO personal_data (aggregate_type, aggregate_id, sequence, fields, erased_at)
        VALUES (NEW.aggregate_type, NEW.aggregate_id, NEW.sequence, personal, erased);
    END IF;
    RETURN NEW;
END $$;

-- The erasures so far, and what was appended to what they named after them: blanked now.
SELECT personal_erase(subject ->> 'aggregate_type', subject ->> 'aggregate_id',
                      (e.payload #>> '{VisitorErased,at}')::timestamptz)
  FROM events e, jsonb_array_elements(e.payload #> '{VisitorErased,subjects}') AS subject
 WHERE e.aggregate_type = 'Erasure' AND e.event_type = 'VisitorErased'
 ORDER BY e.global_position;
