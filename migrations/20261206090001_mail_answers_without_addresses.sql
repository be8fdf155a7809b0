-- What a mail server answered is kept without the addresses in it (projector/src/reactors/
-- outbox.rs): a refusal names its recipient, and neither the parked mail's reason nor a
-- newsletter delivery's nor a subscriber's last error is erased with the visitor. The answers
-- recorded before lose their addresses the same way: every word holding an `@`.
CREATE FUNCTION pg_temp.without_addresses(said text) RETURNS text LANGUAGE sql AS $$
    SELECT regexp_replace(said, '[^][[:space:]<>(),;:"'']*@[^][[:space:]<>(),;:"'']*',
                          '[address]', 'g')
$$;

UPDATE personal_data
   SET fields = jsonb_set(fields, '{reason}', to_jsonb(pg_temp.without_addresses(fields ->> 'reason')))
 WHERE aggregate_type = 'StaffMail' AND fields ? 'reason' AND jsonb_typeof(fields -> 'reason') = 'string';

UPDATE newsletter_deliveries
   SET reason = pg_temp.without_addresses(reason)
 WHERE reason LIKE '%@%';

UPDATE projection_checkpoints
   SET last_error = pg_temp.without_addresses(last_error)
 WHERE last_error LIKE '%@%';
