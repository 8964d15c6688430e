#!/usr/bin/env bash
# Load test of the web demo (not part of `swift test`): formskit-web built in
# release, on a free loopback port with a new plan store, under wrk for
# DURATION seconds (30 by default) of GET /create-plan, then as long of POST
# /create-plan with a valid CSRF token, each creating a plan. Then checks that
# every plan wrk saw created (303) is in the store, and that nothing else
# answered. Figures go in docs/performance.md ("The web demo under load").
#
#   Benchmarks/load/run.sh            # needs wrk (apt-get install wrk)
#   DURATION=10 THREADS=2 CONNECTIONS=16 Benchmarks/load/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${DURATION:-30}
threads=${THREADS:-2}
connections=${CONNECTIONS:-16}

command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
swift build -c release --product formskit-web 2>&1 | grep -v "^warning: 'swift-distributed-tracing'\|CMakeLists.txt" || true
binary=$(swift build -c release --show-bin-path)/formskit-web

work=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
openssl rand -base64 32 > "$work/secret"
"$binary" --port "$port" --database-url "$work/formskit.sqlite" --secret-file "$work/secret" > "$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$work"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 100); do curl -fs "$base/" >/dev/null && break; sleep 0.1; done

echo "== GET /create-plan: ${duration}s, $threads threads, $connections connections"
wrk -t"$threads" -c"$connections" -d"${duration}s" --latency "$base/create-plan" | tee "$work/get.txt"
if grep -q "Non-2xx or 3xx responses" "$work/get.txt"; then echo "FAILED: GET answered errors" >&2; exit 1; fi

# A token and its cookie, as a browser gets them with the page.
page=$(curl -fs -c "$work/cookies" "$base/create-plan")
export FK_TOKEN=$(printf '%s' "$page" | grep -o 'name="_fk_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//')
export FK_COOKIE="fk_csrf=$(awk '$6 == "fk_csrf" { print $7 }' "$work/cookies")"
export FK_ORIGIN="$base"

echo "== POST /create-plan (each a new plan): ${duration}s, $threads threads, $connections connections"
wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s Benchmarks/load/post-plans.lua "$base/create-plan" | tee "$work/post.txt"

# Stop the server (SIGTERM: requests in progress finish), then count the store.
kill -TERM $server
wait $server || true
created=$(sed -n 's/.*created (303) \([0-9]*\).*/\1/p' "$work/post.txt")
others=$(sed -n 's/.*other answers \([0-9]*\).*/\1/p' "$work/post.txt")
stored=$(python3 -c 'import sqlite3, sys; names = [r[0] for r in sqlite3.connect(sys.argv[1]).execute("SELECT name FROM plans")]; assert len(names) == len(set(n.lower() for n in names)), "duplicate names"; print(sum(1 for n in names if n.startswith("load-")))' "$work/formskit.sqlite")
echo "== plans created (303): $created; stored: $stored; other answers: $others"
echo "== server log: $(wc -l < "$work/server.log") lines; last: $(tail -n 1 "$work/server.log")"
status=0
if [ "$stored" -lt "$created" ]; then echo "FAILED: $((created - stored)) plans answered 303 are not in the store" >&2; status=1; fi
if [ "$others" != "0" ]; then echo "FAILED: $others posts were not answered 303" >&2; status=1; fi
if grep -q "Socket errors" "$work/post.txt" "$work/get.txt"; then echo "FAILED: socket errors" >&2; status=1; fi
[ $status = 0 ] && echo "== no errors, no lost plans"
exit $status
