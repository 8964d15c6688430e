#!/usr/bin/env bash
# Two builds of the web demo side by side, in one run: GET of the style sheet
# (a file through the same middleware: the yardstick a page is measured
# against), GET /create-plan and a POST /create-plan that fails its rules
# (422, the page shown again with its messages), each under wrk on loopback,
# the two servers taking turns so that whatever else the machine does falls
# on both alike. Prints each round's requests a second and the median of each,
# and each page's against its own server's style sheet. Figures go in
# docs/performance.md.
#
#   Benchmarks/load/compare.sh BASELINE_BINARY BINARY
#   ROUNDS=5 DURATION=10 THREADS=1 CONNECTIONS=16 Benchmarks/load/compare.sh …
#
# Build each with `swift build -c release --product formskit-web` in its own
# checkout (a `git worktree` of the baseline commit, say).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# = 2 ] || { echo "usage: $0 BASELINE_BINARY BINARY" >&2; exit 2; }
rounds=${ROUNDS:-5}
duration=${DURATION:-10}
threads=${THREADS:-1}
connections=${CONNECTIONS:-16}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }

work=$(mktemp -d)
servers=()
trap 'for pid in "${servers[@]}"; do kill $pid 2>/dev/null || true; done; rm -rf "$work"' EXIT
openssl rand -base64 32 > "$work/secret"

# start NAME BINARY: the server on a free port; its address in $work/NAME.url.
# A build with --database-url keeps its store in SQLite; an older one in JSON.
start() {
    local port store
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    if "$2" --help | grep -q -- --database-url; then store="--database-url $work/$1.sqlite"; else store="--store $work/$1.json"; fi
    # shellcheck disable=SC2086
    "$2" --port "$port" $store --secret-file "$work/secret" > "$work/$1.log" 2>&1 &
    servers+=($!)
    for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.1; done
    echo "http://127.0.0.1:$port" > "$work/$1.url"
}
start baseline "$1"
start head "$2"

# rate NAME ENDPOINT: one wrk run against NAME's server; prints requests a second.
rate() {
    local base; base=$(cat "$work/$1.url")
    if [ "$2" = get ] || [ "$2" = stylesheet ]; then
        local path=/create-plan
        [ "$2" = stylesheet ] && path=/formskit/forms.css
        wrk -t"$threads" -c"$connections" -d"${duration}s" "$base$path" > "$work/out.txt"
        if grep -q "Non-2xx or 3xx" "$work/out.txt"; then echo "FAILED: $1 answered errors to GET $path" >&2; exit 1; fi
    else
        # A browser's page: its token, its tab (a build that has tabs), and
        # the cookies a first post sets (the drafts' one), as a person
        # fixing a form posts it again and again from one tab.
        local page token tab; page=$(curl -fs -c "$work/cookies" "$base/create-plan")
        token=$(printf '%s' "$page" | grep -o 'name="_fk_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//')
        tab=$(printf '%s' "$page" | grep -o 'name="_fk_tab" value="[^"]*"' | sed 's/.*value="//; s/"$//' || true)
        curl -s -o /dev/null -b "$work/cookies" -c "$work/cookies" -H "Origin: $base" \
            --data "_fk_csrf=$token&_fk_tab=$tab&name=&email=not-an-email&_fk_action=submit" "$base/create-plan"
        FK_TOKEN=$token FK_TAB=$tab FK_ORIGIN="$base" \
        FK_COOKIE=$(awk '(!/^#/ || /^#HttpOnly_/) && NF >= 7 { printf "%s%s=%s", sep, $6, $7; sep = "; " }' "$work/cookies") \
            wrk -t"$threads" -c"$connections" -d"${duration}s" -s Benchmarks/load/post-invalid.lua "$base/create-plan" > "$work/out.txt"
        if ! grep -q "other answers 0$" "$work/out.txt"; then echo "FAILED: $1 answered other than 422: $(grep refused "$work/out.txt")" >&2; exit 1; fi
    fi
    awk '/Requests\/sec/ { print $2 }' "$work/out.txt"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for endpoint in stylesheet get post; do
    : > "$work/baseline.$endpoint"; : > "$work/head.$endpoint"
    for round in $(seq "$rounds"); do
        b=$(rate baseline "$endpoint"); h=$(rate head "$endpoint")
        echo "$b" >> "$work/baseline.$endpoint"; echo "$h" >> "$work/head.$endpoint"
        echo "$endpoint round $round: baseline $b, head $h requests/s"
    done
    b=$(median < "$work/baseline.$endpoint"); h=$(median < "$work/head.$endpoint")
    echo "== $endpoint median: baseline $b, head $h requests/s, head/baseline $(python3 -c "print(round($h / $b, 2))")"
done
for endpoint in get post; do
    for name in baseline head; do
        echo "== $name: $endpoint /create-plan at $(python3 -c "print(round($(median < "$work/$name.$endpoint") / $(median < "$work/$name.stylesheet"), 3))") of its style sheet's rate"
    done
done
