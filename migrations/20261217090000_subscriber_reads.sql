-- Which events a subscriber reads, said once: the projector's reads, the lag in /api/health,
-- the command routes' wait for their read models and the benchmarks all ask it, and must agree.
-- A plain SQL expression marked immutable, so the planner inlines it and the events' indexes
-- still serve the projector's range reads.
CREATE FUNCTION subscriber_reads(
    aggregate_types text[], event_types text[], aggregate_type text, event_type text
) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT (aggregate_types IS NULL OR aggregate_type = ANY(aggregate_types))
       AND (event_types IS NULL OR event_type = ANY(event_types))
$$;
