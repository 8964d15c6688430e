#!/usr/bin/env bash
# POST /create-plan creating plans, each request a new name, under wrk on
# loopback: two builds of the web demo side by side, each with a store that
# starts empty and one that starts with PLANS plans (50,000 by default).
# Every run starts a server on a fresh copy of its store, so a run's figure
# is not the previous run's growth; the builds and sizes take turns, round
# after round, so that whatever else the machine does falls on all alike.
# Prints each run's requests a second and the median of each; checks that
# every answer was 303 (created). Figures go in docs/performance.md.
#
#   Benchmarks/load/create-plans.sh BASELINE_BINARY BINARY
#   ROUNDS=3 DURATION=10 THREADS=1 CONNECTIONS=16 PLANS=50000 Benchmarks/load/create-plans.sh …
#
# A build that has --database-url keeps its store in SQLite (the default);
# an older one, in the JSON file --store names. Build each with
# `swift build -c release --product formskit-web` in its own checkout.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# = 2 ] || { echo "usage: $0 BASELINE_BINARY BINARY" >&2; exit 2; }
rounds=${ROUNDS:-3}
duration=${DURATION:-10}
threads=${THREADS:-1}
connections=${CONNECTIONS:-16}
plans=${PLANS:-50000}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }

work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT
openssl rand -base64 32 > "$work/secret"
declare -A binary=([baseline]="$1" [head]="$2")

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# store_args NAME FOLDER: the options that put NAME's store in FOLDER.
store_args() {
    if "${binary[$1]}" --help | grep -q -- --database-url; then
        echo "--database-url $2/formskit.sqlite"
    else
        echo "--store $2/plans.json"
    fi
}

# start NAME FOLDER: NAME's server on a free port with its store in FOLDER; sets $server and $base.
start() {
    local port; port=$(free_port)
    # shellcheck disable=SC2046
    "${binary[$1]}" --port "$port" $(store_args "$1" "$2") --secret-file "$work/secret" > "$2/server.log" 2>&1 &
    server=$!
    base="http://127.0.0.1:$port"
    for _ in $(seq 100); do curl -fs "$base/" >/dev/null && return; sleep 0.1; done
    echo "FAILED: $1 did not start: $(cat "$2/server.log")" >&2; exit 1
}
stop() { kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""; }

# A template store of each build with $plans plans, copied for each run.
for name in baseline head; do
    mkdir -p "$work/template-$name"
    if store_args "$name" x | grep -q database-url; then
        # The server makes the database; the plans go in with Python's sqlite3.
        start "$name" "$work/template-$name"; stop
        python3 - "$work/template-$name/formskit.sqlite" "$plans" <<'PY'
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1])
now = time.time()
db.executemany("INSERT INTO plans (name, name_key, owner_email, created_at) VALUES (?, ?, '', ?)",
               ((f"Stored {i}", f"stored {i}", now) for i in range(int(sys.argv[2]))))
db.commit()
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
    else
        python3 -c 'import json, sys; json.dump([{"name": "Personal", "email": ""}] + [{"name": f"Stored {i}", "email": ""} for i in range(int(sys.argv[2]))], open(sys.argv[1], "w"))' \
            "$work/template-$name/plans.json" "$plans"
    fi
    rm -f "$work/template-$name/server.log"
done

# run NAME SIZE ROUND: one wrk run against NAME's server on a fresh copy of
# its store (empty or full); prints requests a second.
run() {
    local folder="$work/run-$1-$2-$3"
    mkdir -p "$folder"
    [ "$2" = full ] && cp "$work/template-$1/"* "$folder/"
    start "$1" "$folder"
    local page; page=$(curl -fs -c "$folder/cookies" "$base/create-plan")
    FK_TOKEN=$(printf '%s' "$page" | grep -o 'name="_fk_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//') \
    FK_COOKIE="fk_csrf=$(awk '$6 == "fk_csrf" { print $7 }' "$folder/cookies")" FK_ORIGIN="$base" FK_PREFIX="r$3" \
        wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s Benchmarks/load/post-plans.lua "$base/create-plan" > "$folder/out.txt"
    stop
    if ! grep -q "other answers 0$" "$folder/out.txt"; then
        echo "FAILED: $1 ($2) answered other than 303: $(grep -E 'posts sent|unexpected' "$folder/out.txt")" >&2; exit 1
    fi
    awk '/Requests\/sec/ { print $2 }' "$folder/out.txt"
    rm -rf "$folder"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for round in $(seq "$rounds"); do
    line="round $round:"
    for size in empty full; do
        for name in baseline head; do
            rate=$(run "$name" "$size" "$round")
            echo "$rate" >> "$work/$name.$size"
            line="$line $name $size $rate,"
        done
    done
    echo "${line%,} requests/s"
done
for size in empty full; do
    b=$(median < "$work/baseline.$size"); h=$(median < "$work/head.$size")
    label=$([ "$size" = empty ] && echo "no plans stored" || echo "$plans plans stored")
    echo "== $label, median: baseline $b, head $h requests/s, head/baseline $(python3 -c "print(round($h / $b, 1))")"
done
he=$(median < "$work/head.empty"); hf=$(median < "$work/head.full")
echo "== head, no plans / $plans plans: $(python3 -c "print(round($he / $hf, 2))")"
