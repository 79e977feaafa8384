#!/usr/bin/env bash
# Starts a streaming replica of the local PostgreSQL (Debian's cluster on port 5432) on port 5433, for
# the tests that read through a replica (DATABASE_REPLICA_URL). Needs root; does nothing when the
# replica already answers. Usage: scripts/start-replica.sh [port]
set -euo pipefail
port="${1:-5433}"
version=$(ls /etc/postgresql | sort -n | tail -n 1)
bin="/usr/lib/postgresql/$version/bin"
hba="/etc/postgresql/$version/main/pg_hba.conf"
dir="/var/lib/postgresql/replica-$port"

if psql -h 127.0.0.1 -p "$port" -U postgres -Atc 'select pg_is_in_recovery()' postgres 2>/dev/null | grep -q t; then
  exit 0
fi

# The primary lets a local client stream its WAL.
if ! grep -q '^host replication all 127.0.0.1/32 trust' "$hba"; then
  echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
  psql -h 127.0.0.1 -p 5432 -U postgres -qAtc 'select pg_reload_conf()' postgres >/dev/null
fi

# A fresh copy each time: a replica left from an earlier run may be far behind or broken.
runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true
rm -rf "$dir"
install -d -o postgres -g postgres -m 700 "$dir"
runuser -u postgres -- "$bin/pg_basebackup" -h 127.0.0.1 -p 5432 -U postgres -D "$dir" -R -X stream
# Debian keeps the configuration outside the data folder: the replica gets its own, minimal.
: >"$dir/postgresql.conf"
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$dir/pg_hba.conf"
chown postgres:postgres "$dir/postgresql.conf" "$dir/pg_hba.conf"
runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -l "$dir/replica.log" -w \
  -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c hot_standby_feedback=on" start >/dev/null
for _ in $(seq 1 50); do
  if psql -h 127.0.0.1 -p "$port" -U postgres -Atc 'select pg_is_in_recovery()' postgres 2>/dev/null | grep -q t; then
    echo "replica of 127.0.0.1:5432 streaming on 127.0.0.1:$port"
    exit 0
  fi
  sleep 0.2
done
echo "the replica on port $port did not start; see $dir/replica.log" >&2
exit 1
