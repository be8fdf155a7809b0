-- Personal data, kept apart from the events that carry it so it can be erased (issue: a
-- visitor who asks to be forgotten is forgotten, although events are never changed).
--
-- What a visitor tells about themselves (names, addresses, phones, what they wrote) is split
-- off every event on its way into `events` and kept in `personal_data`, one row per event,
-- under the event's own key. `readable_events` puts the two back together; everything that
-- reads events reads it. An `Erasure` event blanks the rows of the aggregates it names, in
-- the transaction that records it. The split and the erasure are the database's own, so no
-- writer can store personal data in an event by forgetting a step. Why this and not
-- encryption: docs/architecture.md, "Personal data".

-- Which fields of which events are personal: a path inside the event's variant object, and
-- what the field reads as once erased (NULL: the same shape with every string in it empty).
CREATE TABLE personal_fields (
    aggregate_type text   NOT NULL,
    event_type     text   NOT NULL,
    path           text[] NOT NULL,
    erased_as      jsonb,
    PRIMARY KEY (aggregate_type, event_type, path)
);

INSERT INTO personal_fields (aggregate_type, event_type, path, erased_as) VALUES
    ('DogRequest', 'DogRequestReceived', '{name}', NULL),
    ('DogRequest', 'DogRequestReceived', '{email}', NULL),
    ('DogRequest', 'DogRequestReceived', '{phone}', NULL),
    ('DogRequest', 'DogRequestReceived', '{message}', NULL),
    ('ContactMessage', 'ContactMessageReceived', '{name}', NULL),
    -- {"phone": …}, {"email": …} or both: erased, the channel's kind stays.
    ('ContactMessage', 'ContactMessageReceived', '{reply_to}', NULL),
    ('ContactMessage', 'ContactMessageReceived', '{message}', NULL),
    ('Review', 'ReviewSubmitted', '{review,name}', NULL),
    ('Review', 'ReviewSubmitted', '{review,pet_name}', 'null'),
    ('Review', 'ReviewSubmitted', '{review,text}', NULL),
    -- The photo a visitor uploaded with their review.
    ('Review', 'ReviewSubmitted', '{review,image}', 'null'),
    ('NewsletterSubscription', 'SubscriptionRequested', '{email}', NULL),
    -- Staff's answer: where it went, the greeting's name, and the text, which speaks of the
    -- visitor's request.
    ('InboxItem', 'InboxReplied', '{to}', NULL),
    ('InboxItem', 'InboxReplied', '{name}', NULL),
    ('InboxItem', 'InboxReplied', '{text}', NULL),
    -- A mail server's refusal names the address it refused.
    ('StaffMail', 'StaffMailParked', '{reason}', NULL);

CREATE TABLE personal_data (
    aggregate_type text        NOT NULL,
    aggregate_id   text        NOT NULL,
    sequence       bigint      NOT NULL,
    -- The event's personal fields at their paths inside its variant: {"name": …} or
    -- {"review": {"text": …}}.
    fields         jsonb       NOT NULL,
    -- Set once the fields were blanked.
    erased_at      timestamptz,
    PRIMARY KEY (aggregate_type, aggregate_id, sequence),
    -- Written before its event by the trigger below, so checked at commit.
    FOREIGN KEY (aggregate_type, aggregate_id, sequence)
        REFERENCES events (aggregate_type, aggregate_id, sequence)
        DEFERRABLE INITIALLY DEFERRED
);

-- `payload` with its personal fields taken out, and those fields; `fields` is NULL when the
-- event has none.
CREATE FUNCTION personal_split(event_aggregate text, event_type text, INOUT payload jsonb,
                               OUT fields jsonb) LANGUAGE plpgsql AS $$
DECLARE
    field record;
    value jsonb;
BEGIN
    FOR field IN SELECT path FROM personal_fields
                  WHERE aggregate_type = event_aggregate
                    AND personal_fields.event_type = personal_split.event_type
                  ORDER BY path LOOP
        value := payload #> (ARRAY[event_type] || field.path);
        CONTINUE WHEN value IS NULL;
        fields := coalesce(fields, '{}');
        -- jsonb_set creates only the last key of a path: the objects above it first.
        FOR depth IN 1 .. array_length(field.path, 1) - 1 LOOP
            IF fields #> field.path[1:depth] IS NULL THEN
                fields := jsonb_set(fields, field.path[1:depth], '{}');
            END IF;
        END LOOP;
        fields := jsonb_set(fields, field.path, value);
        payload := payload #- (ARRAY[event_type] || field.path);
    END LOOP;
END $$;

-- `base` with every key of `extra` put in, objects merged key by key.
CREATE FUNCTION personal_merge(base jsonb, extra jsonb) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    item record;
BEGIN
    FOR item IN SELECT key, value FROM jsonb_each(extra) LOOP
        IF jsonb_typeof(base -> item.key) = 'object' AND jsonb_typeof(item.value) = 'object' THEN
            base := jsonb_set(base, ARRAY[item.key], personal_merge(base -> item.key, item.value));
        ELSE
            base := jsonb_set(base, ARRAY[item.key], item.value);
        END IF;
    END LOOP;
    RETURN base;
END $$;

-- `value` in the same shape with every string in it empty.
CREATE FUNCTION personal_blank(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    RETURN CASE jsonb_typeof(value)
        WHEN 'string' THEN '""'::jsonb
        WHEN 'object' THEN (SELECT coalesce(jsonb_object_agg(key, personal_blank(inner_value)), '{}')
                              FROM jsonb_each(value) AS inner_fields(key, inner_value))
        WHEN 'array' THEN (SELECT coalesce(jsonb_agg(personal_blank(element)), '[]')
                             FROM jsonb_array_elements(value) AS elements(element))
        ELSE value
    END;
END $$;

CREATE FUNCTION events_keep_personal_data_apart() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    personal jsonb;
BEGIN
    SELECT split.payload, split.fields INTO NEW.payload, personal
      FROM personal_split(NEW.aggregate_type, NEW.event_type, NEW.payload) AS split;
    IF personal IS NOT NULL THEN
        INSERT INTO personal_data (aggregate_type, aggregate_id, sequence, fields)
        VALUES (NEW.aggregate_type, NEW.aggregate_id, NEW.sequence, personal);
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER events_personal_data
    BEFORE INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION events_keep_personal_data_apart();

-- Blanks the personal data of every event of one aggregate.
CREATE FUNCTION personal_erase(erased_type text, erased_id text, erased_at timestamptz)
    RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    kept record;
    field record;
    blanked jsonb;
BEGIN
    FOR kept IN SELECT p.sequence, p.fields, e.event_type
                  FROM personal_data p
                  JOIN events e USING (aggregate_type, aggregate_id, sequence)
                 WHERE p.aggregate_type = erased_type AND p.aggregate_id = erased_id
                   AND p.erased_at IS NULL LOOP
        blanked := kept.fields;
        FOR field IN SELECT path, personal_fields.erased_as FROM personal_fields
                      WHERE aggregate_type = erased_type AND event_type = kept.event_type LOOP
            IF blanked #> field.path IS NOT NULL THEN
                blanked := jsonb_set(blanked, field.path,
                                     coalesce(field.erased_as, personal_blank(blanked #> field.path)));
            END IF;
        END LOOP;
        UPDATE personal_data
           SET fields = blanked, erased_at = personal_erase.erased_at
         WHERE aggregate_type = erased_type AND aggregate_id = erased_id
           AND sequence = kept.sequence;
    END LOOP;
END $$;

-- events::erasure::ErasureEvent::VisitorErased names the aggregates whose personal data goes.
CREATE FUNCTION events_erase_personal_data() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    subject jsonb;
BEGIN
    FOR subject IN SELECT jsonb_array_elements(NEW.payload #> '{VisitorErased,subjects}') LOOP
        PERFORM personal_erase(subject ->> 'aggregate_type', subject ->> 'aggregate_id',
                               (NEW.payload #>> '{VisitorErased,at}')::timestamptz);
    END LOOP;
    RETURN NULL;
END $$;

CREATE TRIGGER events_erasure
    AFTER INSERT ON events
    FOR EACH ROW WHEN (NEW.aggregate_type = 'Erasure' AND NEW.event_type = 'VisitorErased')
    EXECUTE FUNCTION events_erase_personal_data();

-- The events as their readers see them: each with its personal fields back in place (blank
-- once erased), and when they were erased.
CREATE VIEW readable_events AS
SELECT e.aggregate_type, e.aggregate_id, e.sequence, e.event_type, e.event_version,
       CASE WHEN p.fields IS NULL THEN e.payload
            ELSE jsonb_set(e.payload, ARRAY[e.event_type],
                           personal_merge(e.payload -> e.event_type, p.fields))
       END AS payload,
       e.metadata, e.global_position, e.recorded_at, p.erased_at
  FROM events e
  LEFT JOIN personal_data p USING (aggregate_type, aggregate_id, sequence);

-- What was stored before this migration, split the same way: the one time events change.
ALTER TABLE events DISABLE TRIGGER events_append_only;

WITH split AS (
    SELECT e.aggregate_type, e.aggregate_id, e.sequence, s.payload, s.fields
      FROM events e, personal_split(e.aggregate_type, e.event_type, e.payload) AS s
     WHERE (e.aggregate_type, e.event_type) IN (SELECT aggregate_type, event_type FROM personal_fields)
), kept AS (
    INSERT INTO personal_data (aggregate_type, aggregate_id, sequence, fields)
    SELECT aggregate_type, aggregate_id, sequence, fields FROM split WHERE fields IS NOT NULL
)
UPDATE events e
   SET payload = split.payload
  FROM split
 WHERE split.fields IS NOT NULL
   AND e.aggregate_type = split.aggregate_type AND e.aggregate_id = split.aggregate_id
   AND e.sequence = split.sequence;

ALTER TABLE events ENABLE TRIGGER events_append_only;

-- An erased item keeps its row (the request existed), without what the visitor told.
ALTER TABLE inbox_items ADD COLUMN erased_at timestamptz;

ALTER TABLE inbox_history DROP CONSTRAINT inbox_history_action_check;
ALTER TABLE inbox_history ADD CONSTRAINT inbox_history_action_check
    CHECK (action IN ('RECEIVED', 'STATUS_CHANGED', 'REPLIED', 'REVIEW_APPROVED',
                      'REVIEW_REJECTED', 'MAIL_PARKED', 'ERASED'));

-- The inbox items of the visitor who sent `item`: it, and every other one not yet erased that
-- shares an e-mail address (in any case) or a phone with one of them, so a dog request, which
-- gives both, links the visitor's messages by mail and by phone. Staff read the list before
-- they erase. What the erasure's preview shows and what the erasure forgets, asked in one
-- place.
CREATE FUNCTION inbox_items_of_visitor(item text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
    WITH RECURSIVE visitor (item_id, email, phone) AS (
        SELECT item_id, lower(email), phone FROM inbox_items WHERE item_id = item
        UNION
        SELECT other.item_id, lower(other.email), other.phone
          FROM visitor
          JOIN inbox_items other
            ON other.erased_at IS NULL
           AND (lower(other.email) = visitor.email OR other.phone = visitor.phone)
    )
    SELECT DISTINCT item_id FROM visitor
$$;

CREATE INDEX inbox_items_by_email ON inbox_items (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX inbox_items_by_phone ON inbox_items (phone) WHERE phone IS NOT NULL;
