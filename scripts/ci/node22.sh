#!/usr/bin/env bash
# Runs the tests on Node 22 — all of them, or the files whose paths contain the words given
# (`scripts/ci/node22.sh test/api test/ops`) — then starts the service on Node 22 and waits
# for /readyz. Node 22 comes from the npm package `node@22` (npx caches it: ~35 s the first
# time, no system install). The modules installed by `npm ci` under Node 20 are used as they
# are: the Swiss Ephemeris addon is built on Node-API (node-addon-api), which is ABI-stable
# across Node versions.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

node22=$(npx -y -p node@22 -- node -e 'process.stdout.write(process.execPath)' 2>/dev/null | tail -n 1)
echo "Node 22: $("$node22" --version) ($node22)"
export PATH="$(dirname "$node22"):$PATH"
[ "$(node -p 'process.versions.node.split(".")[0]')" = 22 ] || { echo "node on PATH is not 22" >&2; exit 1; }

node scripts/run-tests.mjs "$@"

port=$((44000 + RANDOM % 1000))
setsid env PORT="$port" LOG_LEVEL=warn node --import tsx src/server.ts >"$root/.ci-service-$port.log" 2>&1 &
pid=$!
trap 'kill -TERM -- "-$pid" 2>/dev/null || true; rm -f "$root/.ci-service-$port.log"' EXIT
for _ in $(seq 1 120); do
  if node -e "fetch('http://127.0.0.1:$port/api/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    echo "service on Node 22 ready on port $port"
    exit 0
  fi
  sleep 0.5
done
echo "service on Node 22 did not become ready; its log:" >&2
tail -n 40 "$root/.ci-service-$port.log" >&2
exit 1
