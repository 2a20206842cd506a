#!/usr/bin/env bash
# The API tests (or the files given) against a real PostgreSQL: a throwaway cluster on 127.0.0.1, stopped after.
set -euo pipefail
cd "$(dirname "$0")/.."
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "test-pg: installing Debian's postgresql"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
DIR=$(mktemp -d /tmp/gantavya-pg-XXXXXX)
PORT=${PG_TEST_PORT:-54329}
chown postgres "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$PGBIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$DIR -c fsync=off" -w -l "$DIR/log" start >/dev/null
cleanup() { as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
echo "test-pg: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
# Arguments name the test files to run (all of test/api when none are given).
if [ "$#" -eq 0 ]; then set -- test/api; fi
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run "$@"
