#!/usr/bin/env bash
# Starts Debian's PostgreSQL on a loopback port for the server tests; prints the URL.
# Usage: eval "$(bash scripts/ci-postgres.sh start)"; ... ; bash scripts/ci-postgres.sh stop DIR
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
PORT=${PGPORT_TEST:-55432}
case "${1:-}" in
  start)
    if [ -z "$PGBIN" ] || ! id postgres >/dev/null 2>&1 || [ "$(id -u)" != "0" ]; then
      echo "# PostgreSQL not available: server tests run on PGlite only" >&2
      exit 0
    fi
    DIR=$(mktemp -d /tmp/kahani-pg.XXXXXX)
    chown postgres "$DIR"
    su postgres -s /bin/sh -c "$PGBIN/initdb -D $DIR/data -A trust -U postgres >/dev/null"
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $DIR/data -l $DIR/log -w -o \"-p $PORT -k $DIR -c listen_addresses=127.0.0.1\" start >/dev/null"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    echo "export KAHANI_PG_DIR=$DIR"
    ;;
  stop)
    DIR=${2:-}
    [ -n "$DIR" ] && [ -d "$DIR/data" ] && su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $DIR/data -m fast -w stop >/dev/null" || true
    ;;
esac
