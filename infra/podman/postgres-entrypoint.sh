#!/bin/sh
# First start on an empty data folder: initdb with the password, run /docker-entrypoint-initdb.d/*.sql
# on a server that listens on its socket only, then start for real (as the official image does).
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  user="${POSTGRES_USER:-postgres}"
  pwfile="$(mktemp)"
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  for script in /docker-entrypoint-initdb.d/*.sql; do
    [ -e "$script" ] || continue
    echo "running $script"
    psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres -f "$script"
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
if [ "${1:-}" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"
