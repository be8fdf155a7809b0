#!/usr/bin/env bash
# The replica's entrypoint. On its first start, with an empty data folder, it copies the
# primary with pg_basebackup -R, which leaves a standby that streams from the primary; later
# starts keep that copy. Then the image's own entrypoint runs PostgreSQL as usual.
# Needs PRIMARY_HOST, REPLICATION_USER and its password in PGPASSWORD; -R keeps them in
# postgresql.auto.conf for the streaming connection.
set -euo pipefail
: "${PGDATA:?}" "${PRIMARY_HOST:?}" "${REPLICATION_USER:?}" "${PGPASSWORD:?}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  # Over TCP: while the primary runs its first-start scripts it answers on its socket only.
  until pg_isready -q -h "$PRIMARY_HOST" -U "$REPLICATION_USER"; do
    echo "waiting for the primary at $PRIMARY_HOST"
    sleep 1
  done
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  echo "copying the primary at $PRIMARY_HOST"
  if ! gosu postgres pg_basebackup -h "$PRIMARY_HOST" -U "$REPLICATION_USER" \
    -D "$PGDATA" -R -X stream --checkpoint=fast; then
    # A half-made copy must not be taken for a finished one on the next start.
    find "$PGDATA" -mindepth 1 -delete
    exit 1
  fi
fi
exec docker-entrypoint.sh "$@"
