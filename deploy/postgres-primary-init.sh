#!/usr/bin/env bash
# Runs once, when the primary's data folder is first made: a role that may only replicate,
# and the pg_hba.conf line that lets the replica connect as it. The image's own line, for
# database `all`, does not cover replication connections.
set -eo pipefail
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v user="$REPLICATION_USER" -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE :"user" WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo "host replication $REPLICATION_USER all scram-sha-256" >> "$PGDATA/pg_hba.conf"
