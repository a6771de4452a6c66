#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1, runs the given command with DATABASE_URL
# pointing at it, and stops the cluster afterwards. Needs the Debian postgresql package and root
# (the server runs as the postgres user).
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PORT=${PGPORT_TEST:-54329}
DIR=$(mktemp -d /tmp/portal-pg.XXXXXX)
chown postgres "$DIR"
cleanup() {
  (cd /tmp && su postgres -c "$PGBIN/pg_ctl -D $DIR/data -m fast -w stop" >/dev/null 2>&1) || true
  rm -rf "$DIR"
}
trap cleanup EXIT
(cd /tmp && su postgres -c "$PGBIN/initdb -D $DIR/data -U postgres -A trust -E UTF8 --no-sync" >/dev/null)
(cd /tmp && su postgres -c "$PGBIN/pg_ctl -D $DIR/data -l $DIR/log -w -o '-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200' start" >/dev/null)
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
