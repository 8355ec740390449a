#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a PgBouncer in transaction mode in front of
# the PostgreSQL server of UPSTREAM_URL (default: the machine's, postgres@127.0.0.1:5432), so the
# API's tests prove it needs no session of its own between transactions (issue 40): no named
# prepared statements, no session SET, advisory lock or LISTEN outside a transaction.
#
#   scripts/ci/withPgbouncer.sh npx vitest run api/src
#
# Debian's PgBouncer (apt-get install pgbouncer; 1.18 on Debian 12) refuses to run as root: as
# root, it runs as the postgres user. The bouncer lives in a temporary directory and stops with
# the command.
set -euo pipefail

upstream_host=${UPSTREAM_HOST:-127.0.0.1}
upstream_port=${UPSTREAM_PORT:-5432}
user=${UPSTREAM_USER:-postgres}
port=${PGBOUNCER_PORT:-6432}
database=${PGBOUNCER_DATABASE:-postgres}
bouncer=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
if [ ! -x "$bouncer" ]; then
  echo "pgbouncer is not installed (apt-get install pgbouncer)" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/pgbouncer.XXXXXX)
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$upstream_host port=$upstream_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir = $dir
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
server_reset_query =
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
printf '"%s" ""\n' "$user" >"$dir/users.txt"

run_as=()
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$dir"
  run_as=(runuser -u postgres --)
fi
"${run_as[@]}" "$bouncer" -d "$dir/pgbouncer.ini"

stop() {
  if [ -f "$dir/pgbouncer.pid" ]; then kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap stop EXIT

for _ in $(seq 1 50); do
  if pg_isready -q -h 127.0.0.1 -p "$port" -d "$database" 2>/dev/null; then break; fi
  sleep 0.1
done

export TEST_DATABASE_URL="postgres://$user@127.0.0.1:$port/$database"
# Tells the tests that need a session of their own (named prepared statements) to stand aside.
export TEST_DATABASE_POOLER=pgbouncer-transaction
echo "PgBouncer $("$bouncer" --version | head -n 1 | awk '{print $2}') (transaction mode) on 127.0.0.1:$port in front of $upstream_host:$upstream_port"
"$@"
