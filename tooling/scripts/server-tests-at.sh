#!/usr/bin/env bash
# Runs the server's tests as if it were another time of day:
#   tooling/scripts/server-tests-at.sh "2026-11-27 16:59:30" [vitest arguments]
# The instant is UTC (23:59:30 in Vietnam here, just before the brand's day ends). The clock is
# shifted by libfaketime (Debian: apt-get install faketime) for the test runner and for the
# embedded PostgreSQL it starts (DATABASE_URL is unset for the run), so both agree on the time and
# it goes on ticking from there. The lottery's closes, the brand's day and the agents' periods
# then fall inside the run. Caveat: under libfaketime PostgreSQL's deadlock timer never fires,
# so a test that deadlocks on purpose (two opposite team moves in src/agents/team.test.ts) can hang.
set -euo pipefail
library=/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1
if [ ! -e "$library" ]; then
  echo "libfaketime is missing: apt-get install faketime" >&2
  exit 2
fi
target=$(date -u -d "$1" +%s)
shift
offset=$((target - $(date -u +%s)))
if [ "$offset" -ge 0 ]; then shift_by="+$offset"; else shift_by="$offset"; fi
cd "$(dirname "$0")/../../apps/server"
unset DATABASE_URL
exec env FAKETIME="$shift_by" LD_PRELOAD="$library" npx vitest run "$@"
