#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 and makes a fresh, empty test database.
set -euo pipefail
pg_ctlcluster --skip-systemctl-redirect 15 main start 2>/dev/null || pg_ctlcluster --skip-systemctl-redirect 15 main status >/dev/null
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
psql_su() { su postgres -c "psql -v ON_ERROR_STOP=1 -q -c \"$1\""; }
psql_su "DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'console') THEN CREATE ROLE console LOGIN CREATEDB PASSWORD 'console'; ELSE ALTER ROLE console CREATEDB; END IF; END \\\$\\\$;"
psql_su "DROP DATABASE IF EXISTS console_test WITH (FORCE);"
# Per-test-file databases left by an interrupted run.
for db in $(su postgres -c "psql -Atq -c \"SELECT datname FROM pg_database WHERE datname LIKE 'test\\_%'\""); do
  psql_su "DROP DATABASE IF EXISTS $db WITH (FORCE);"
done
psql_su "CREATE DATABASE console_test OWNER console;"
