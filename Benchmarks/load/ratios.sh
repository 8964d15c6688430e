#!/usr/bin/env bash
# What a form page costs against a file: one release build of the web demo,
# under wrk on loopback, serving its style sheet (a file through the same
# middleware: the yardstick), GET /create-plan (two fields), GET /profile
# (every row kind, with saved values) and a POST /create-plan that fails its
# rules (422, the page again with its messages). Each page's requests a
# second are given as a share of the style sheet's, measured in the same
# run, with the server pinned to one core (`taskset -c 0`, wrk on the other)
# and then on every core (wrk sharing them). Prints the medians of ROUNDS
# rounds, and on one core what a request costs: the core's time divided by
# the requests it served. Figures go in docs/performance.md.
#
#   Benchmarks/load/ratios.sh [BINARY]      # default: builds formskit-web in release
#   ROUNDS=3 DURATION=8 THREADS=1 CONNECTIONS=16 Benchmarks/load/ratios.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${ROUNDS:-3}
duration=${DURATION:-8}
threads=${THREADS:-1}
connections=${CONNECTIONS:-16}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
command -v taskset >/dev/null || { echo "taskset is not installed (apt-get install util-linux)" >&2; exit 1; }
cores=$(nproc)
[ "$cores" -ge 2 ] || { echo "the server pinned to one core and wrk on another need two cores; this machine has $cores" >&2; exit 1; }

if [ $# -ge 1 ]; then
    binary=$1
else
    swift build -c release --product formskit-web 2>&1 | grep -v "^warning: 'swift-distributed-tracing'\|CMakeLists.txt" || true
    binary=$(swift build -c release --show-bin-path)/formskit-web
fi

work=$(mktemp -d)
server=
stop() { [ -n "$server" ] && { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }; server=; }
trap 'stop; rm -rf "$work"' EXIT
openssl rand -base64 32 > "$work/secret"

# start CPUS: the server on a free port, on the cores CPUS lists
# (taskset's list); its address in $base.
start() {
    stop
    rm -f "$work"/store.sqlite*
    local port
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    taskset -c "$1" "$binary" --port "$port" --database-url "$work/store.sqlite" --secret-file "$work/secret" > "$work/server.log" 2>&1 &
    server=$!
    base="http://127.0.0.1:$port"
    for _ in $(seq 100); do curl -fs "$base/" >/dev/null && break; sleep 0.1; done
    curl -fs "$base/" >/dev/null || { echo "the server did not start:" >&2; cat "$work/server.log" >&2; exit 1; }
}

# rate WRK_CPUS ENDPOINT: one wrk run, on the cores WRK_CPUS lists; prints
# requests a second, or stops the script when anything answered otherwise
# than the endpoint should.
rate() {
    local pin=$1 endpoint=$2
    case "$endpoint" in
        stylesheet | create-plan | profile)
            local path=/formskit/forms.css
            [ "$endpoint" = stylesheet ] || path=/$endpoint
            taskset -c "$pin" wrk -t"$threads" -c"$connections" -d"${duration}s" "$base$path" > "$work/out.txt"
            if grep -q "Non-2xx or 3xx" "$work/out.txt"; then echo "FAILED: errors to GET $path" >&2; exit 1; fi
            ;;
        failing-post)
            local page
            page=$(curl -fs -c "$work/cookies" "$base/create-plan")
            FK_TOKEN=$(printf '%s' "$page" | grep -o 'name="_fk_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//') \
            FK_COOKIE="fk_csrf=$(awk '$6 == "fk_csrf" { print $7 }' "$work/cookies")" FK_ORIGIN="$base" \
                taskset -c "$pin" wrk -t"$threads" -c"$connections" -d"${duration}s" -s Benchmarks/load/post-invalid.lua "$base/create-plan" > "$work/out.txt"
            if ! grep -q "other answers 0$" "$work/out.txt"; then echo "FAILED: answered other than 422: $(grep refused "$work/out.txt")" >&2; exit 1; fi
            ;;
    esac
    awk '/Requests\/sec/ { print $2 }' "$work/out.txt"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

endpoints="stylesheet create-plan profile failing-post"
echo "formskit-web: $binary; $cores cores; wrk: $threads thread(s), $connections connections, ${duration}s a run, $rounds rounds"
for setup in "one core:0:1" "every core:0-$((cores - 1)):0-$((cores - 1))"; do
    IFS=: read -r name server_cpus wrk_cpus <<< "$setup"
    start "$server_cpus"
    for endpoint in $endpoints; do : > "$work/$endpoint"; done
    for round in $(seq "$rounds"); do
        # The endpoints take turns, so that whatever else the machine does
        # falls on all of them alike.
        for endpoint in $endpoints; do rate "$wrk_cpus" "$endpoint" >> "$work/$endpoint"; done
    done
    sheet=$(median < "$work/stylesheet")
    echo "== server on $name (taskset -c $server_cpus), wrk on $wrk_cpus"
    printf '   %-34s %10s %8s %s\n' request "req/s" share "$([ "$name" = "one core" ] && echo "µs a request")"
    for endpoint in $endpoints; do
        rate=$(median < "$work/$endpoint")
        case "$endpoint" in
            stylesheet) label="GET /formskit/forms.css" ;;
            create-plan) label="GET /create-plan" ;;
            profile) label="GET /profile" ;;
            failing-post) label="POST /create-plan, failing (422)" ;;
        esac
        share=$(python3 -c "print(f'{$rate / $sheet:.3f}')")
        # One core serves one request at a time: its time per request.
        cost=
        [ "$name" = "one core" ] && cost=$(python3 -c "print(f'{1e6 / $rate:.0f}')")
        printf '   %-34s %10s %8s %s\n' "$label" "$rate" "$share" "$cost"
    done
done
