#!/usr/bin/env bash
# Scale-out check of the web demo (not part of `swift test`): two formskit-web
# instances on one PostgreSQL database with one shared key, behind a private
# nginx on loopback that sends requests to them in turn (round robin: no
# browser is kept to one instance). Checks, a line each:
#   a. plan creations through nginx, each a new name, for DURATION seconds:
#      every plan answered 303 is stored exactly once, no name twice, and
#      both instances served posts;
#   b. one name posted many times at once through nginx: one plan;
#   b2. pages each sent twice at once (a double click) through nginx: one
#      plan each, both sendings answered 303;
#   b3. pages each sent twice at once, one sending to each instance: one
#      plan each, both answered 303 (the instances share which pages were
#      submitted, in the database);
#   b4. JSON posts each sent twice at once with one Idempotency-Key, one
#      sending to each instance: one plan each, the same answer twice; the
#      key with another body is refused (422);
#   c. a draft saved through instance 1 is restored by instance 2 in its
#      tab, and offered to a new tab;
#   d. instance 1 stopped (SIGTERM) under load through nginx: every plan
#      answered 303 is stored, and nginx goes on answering through instance 2.
# Exits non-zero when a check fails. Stops everything it started, and
# removes its temporary folder, however it ends.
#
#   Benchmarks/load/scale-out.sh [FORMSKIT_WEB_BINARY [POSTGRES_URL]]
#   FORMSKIT_SCALEOUT_DATABASE_URL=postgres://postgres:pw@127.0.0.1:5432/scaleout Benchmarks/load/scale-out.sh
#   DURATION=10 THREADS=8 Benchmarks/load/scale-out.sh
#
# The binary defaults to .build/release/formskit-web, else .build/debug/
# formskit-web (`swift build --product formskit-web`). The database (an
# empty one of its own is best: the checks add plans named scaleout-…) is
# the second argument or $FORMSKIT_SCALEOUT_DATABASE_URL; with neither, a
# private PostgreSQL is started in the temporary folder, as .ci/run does
# (Debian's postgresql, installed if missing). nginx is installed with
# apt-get if missing (as root, or with sudo); no system configuration is
# used or changed.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${DURATION:-8}
threads=${THREADS:-8}

binary=${1:-}
if [ -z "$binary" ]; then
    for candidate in .build/release/formskit-web .build/debug/formskit-web; do
        if [ -x "$candidate" ]; then binary=$candidate; break; fi
    done
fi
if [ -z "$binary" ] || [ ! -x "$binary" ]; then
    echo "no formskit-web binary: build it (swift build --product formskit-web) or give its path" >&2; exit 2
fi
if [ -n "$(find Sources -newer "$binary" -name '*.swift' -print -quit)" ]; then
    echo "warning: $binary is older than Sources/: build it again to check the current code" >&2
fi
database_url=${2:-${FORMSKIT_SCALEOUT_DATABASE_URL:-}}

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
install_packages() {
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
nginx_bin=$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)
if [ -z "$nginx_bin" ]; then install_packages nginx; nginx_bin=$(command -v nginx || echo /usr/sbin/nginx); fi
command -v psql >/dev/null || install_packages postgresql-client

work=$(mktemp -d)
chmod 755 "$work" # nginx's workers, when it runs as root, read and write in it
pids=()
pg_bin=""
# shellcheck disable=SC2317 # called by the trap
cleanup() {
    local pid
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [ -n "$pg_bin" ]; then as_postgres "$pg_bin/pg_ctl" -D "$work/pg/data" -m fast stop >/dev/null 2>&1 || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# A private PostgreSQL when no database was given, as .ci/run starts one.
if [ -z "$database_url" ]; then
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || install_packages postgresql
    # shellcheck disable=SC2012 # as .ci/run finds it
    pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    pg_port=$(free_port)
    mkdir "$work/pg"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$work/pg"; fi
    as_postgres "$pg_bin/initdb" -D "$work/pg/data" -A trust -U postgres >/dev/null
    as_postgres "$pg_bin/pg_ctl" -D "$work/pg/data" -l "$work/pg/server.log" -w \
        -o "-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1" start >/dev/null
    "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres formskit_scaleout
    database_url="postgres://postgres@127.0.0.1:$pg_port/formskit_scaleout?sslmode=disable"
    echo "== a private PostgreSQL $("$pg_bin/postgres" --version | awk '{ print $3 }') at $database_url"
fi
psql "$database_url" -qAtc 'SELECT 1' >/dev/null || { echo "FAILED: cannot connect to $database_url" >&2; exit 1; }

# One key for both instances, readable by this user only.
(umask 077; openssl rand -base64 32 > "$work/secret")
chmod 600 "$work/secret"

# start N PORT: instance N on PORT, with a HOME of its own in $work.
declare -A port pid
start() {
    mkdir -p "$work/home$1"
    HOME="$work/home$1" XDG_DATA_HOME="$work/home$1/.local/share" XDG_CONFIG_HOME="$work/home$1/.config" \
        "$binary" --hostname 127.0.0.1 --port "$2" --database-url "$database_url" --secret-file "$work/secret" \
        > "$work/instance$1.log" 2>&1 &
    pids+=($!)
    pid[$1]=$!
    port[$1]=$2
}
start 1 "$(free_port)"
start 2 "$(free_port)"
for n in 1 2; do
    for _ in $(seq 300); do curl -fs "http://127.0.0.1:${port[$n]}/" >/dev/null && break; sleep 0.1; done
    curl -fs "http://127.0.0.1:${port[$n]}/" >/dev/null || { echo "FAILED: instance $n did not start: $(cat "$work/instance$n.log")" >&2; exit 1; }
done

# nginx: everything in $work/nginx, nothing of the system's but the binary.
nginx_port=$(free_port)
mkdir -p "$work/nginx/temp"
user_line=""
if [ "$(id -u)" -eq 0 ]; then user_line="user $(id -un);"; fi
cat > "$work/nginx/nginx.conf" <<EOF
$user_line
daemon off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 1024; }
http {
    access_log $work/nginx/access.log;
    client_body_temp_path $work/nginx/temp/body;
    proxy_temp_path $work/nginx/temp/proxy;
    fastcgi_temp_path $work/nginx/temp/fastcgi;
    uwsgi_temp_path $work/nginx/temp/uwsgi;
    scgi_temp_path $work/nginx/temp/scgi;
    # A form in steps keeps its answers in cookies of up to 4 KB each: room
    # for several in a request's headers, and in an answer's.
    large_client_header_buffers 4 32k;
    proxy_buffer_size 32k;
    proxy_buffers 8 32k;
    upstream formskit {
        # In turn, with no stickiness: whatever a browser's requests need
        # (its CSRF token, its flows, drafts, which pages were submitted,
        # files between steps) every instance has, from the shared key and
        # the database.
        server 127.0.0.1:${port[1]};
        server 127.0.0.1:${port[2]};
    }
    server {
        listen 127.0.0.1:$nginx_port;
        location / {
            proxy_pass http://formskit;
            # The instances check a post's Origin against the Host it came to.
            proxy_set_header Host \$http_host;
            proxy_connect_timeout 2s;
            # Another instance is tried when one cannot be reached, or
            # times out, but a POST only when it was never sent to the
            # first (nginx's default without "non_idempotent"): a POST that
            # reached an instance may have created its plan; sent again,
            # the other instance would wait for the first's answer.
            proxy_next_upstream error timeout;
        }
    }
}
EOF
"$nginx_bin" -p "$work/nginx" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" > "$work/nginx/stdout.log" 2>&1 &
pids+=($!)
base="http://127.0.0.1:$nginx_port"
for _ in $(seq 100); do curl -fs "$base/" >/dev/null && break; sleep 0.1; done
curl -fs "$base/" >/dev/null || { echo "FAILED: nginx did not start: $(cat "$work/nginx/error.log" "$work/nginx/stdout.log")" >&2; exit 1; }
echo "== $binary: instance 1 on ${port[1]}, instance 2 on ${port[2]}, nginx on $nginx_port; database $database_url"

# The client: python with threads, so that it knows which name each answer
# is for. Each thread opens the page once (its CSRF token and cookie), then
# posts plans, each with a page id of its own, as a browser sends each page's.
cat > "$work/client.py" <<'PY'
import http.client, json, re, signal, sys, threading, time, uuid
from urllib.parse import urlsplit, urlencode

def request(base, method, path, body=None, cookies=None, origin=None):
    url = urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    headers = {}
    if body is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
        headers["Origin"] = origin or base
    if cookies:
        headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
    try:
        connection.request(method, path, body=None if body is None else urlencode(body), headers=headers)
        response = connection.getresponse()
        text = response.read().decode("utf-8", "replace")
        for header, value in response.getheaders():
            if header.lower() == "set-cookie" and cookies is not None:
                name, _, rest = value.partition("=")
                cookies[name.strip()] = rest.split(";", 1)[0]
        return response.status, text
    finally:
        connection.close()

def open_page(base, path="/create-plan"):
    cookies = {}
    status, page = request(base, "GET", path, cookies=cookies)
    match = re.search(r'name="_fk_csrf" value="([^"]*)"', page)
    if status != 200 or not match:
        raise SystemExit(f"GET {path}: {status}, no CSRF token")
    return match.group(1), cookies

def post_plan(base, token, cookies, name):
    form = {"_fk_csrf": token, "_fk_submission": uuid.uuid4().hex, "name": name, "email": "", "_fk_action": "submit"}
    try:
        return request(base, "POST", "/create-plan", form, dict(cookies))[0]
    except Exception as error:
        return type(error).__name__

def load(base, prefix, threads, duration, kill_pid, kill_after, out):
    """Posts new names for `duration` seconds; with kill_pid, sends it SIGTERM
    after kill_after seconds. Writes every answer (time, status, name)."""
    answers, lock = [], threading.Lock()
    start = time.monotonic()
    def worker(n):
        count = 0
        while time.monotonic() - start < duration:
            # A browser of its own every 20 plans, so that the load is
            # spread over both instances (each browser keeps to one).
            if count % 20 == 0:
                token, cookies = open_page(base)
            count += 1
            name = f"{prefix}-{n}-{count}"
            status = post_plan(base, token, cookies, name)
            with lock:
                answers.append((time.monotonic() - start, status, name))
    workers = [threading.Thread(target=worker, args=(n,)) for n in range(threads)]
    for w in workers: w.start()
    killed_at = None
    if kill_pid:
        time.sleep(kill_after)
        import os
        killed_at = time.monotonic() - start
        os.kill(kill_pid, signal.SIGTERM)
    for w in workers: w.join()
    json.dump({"killed_at": killed_at, "answers": answers}, open(out, "w"))

def same_name(base, name, count, out):
    """Posts one name `count` times at once, each from a page of its own."""
    pages = [open_page(base) for _ in range(count)]
    barrier = threading.Barrier(count)
    statuses = [None] * count
    def worker(i):
        token, cookies = pages[i]
        barrier.wait()
        statuses[i] = post_plan(base, token, cookies, name)
    workers = [threading.Thread(target=worker, args=(i,)) for i in range(count)]
    for w in workers: w.start()
    for w in workers: w.join()
    json.dump(statuses, open(out, "w"))

def double_clicks(base, prefix, count, out):
    """`count` browsers each send one page twice at once (a double click):
    the same page id, the same cookies. `base` may name two addresses,
    separated by a comma: the page is opened through the first, and each
    click goes to one of them. Writes each pair's answers."""
    bases = base.split(",")
    pages = [open_page(bases[0]) for _ in range(count)]
    answers = [None] * count
    def browser(i):
        token, cookies = pages[i]
        form = {"_fk_csrf": token, "_fk_submission": uuid.uuid4().hex, "name": f"{prefix}-{i}", "email": "", "_fk_action": "submit"}
        barrier, pair = threading.Barrier(2), [None, None]
        def click(k):
            barrier.wait()
            try:
                pair[k] = request(bases[k % len(bases)], "POST", "/create-plan", form, dict(cookies))[0]
            except Exception as error:
                pair[k] = type(error).__name__
        clicks = [threading.Thread(target=click, args=(k,)) for k in range(2)]
        for c in clicks: c.start()
        for c in clicks: c.join()
        answers[i] = pair
    browsers = [threading.Thread(target=browser, args=(i,)) for i in range(count)]
    for b in browsers: b.start()
    for b in browsers: b.join()
    json.dump(answers, open(out, "w"))

def draft(first, second, value):
    """Saves a draft through `first` from a page's tab; opens that tab through
    `second` with the same cookies, then a new tab. Prints what happened;
    exits 1 unless the tab restores it and the new tab offers it."""
    cookies = {}
    status, page = request(first, "GET", "/create-plan", cookies=cookies)
    token = re.search(r'name="_fk_csrf" value="([^"]*)"', page)
    tab = re.search(r'name="_fk_tab" value="([^"]*)"', page)
    if status != 200 or not token or not tab:
        raise SystemExit(f"GET /create-plan through instance 1: {status}, CSRF token {bool(token)}, tab {bool(tab)}")
    form = {"_fk_csrf": token.group(1), "_fk_tab": tab.group(1), "_fk_submission": uuid.uuid4().hex, "name": value, "email": "",
            "_fk_action": "save-draft"}
    status, _ = request(first, "POST", "/create-plan", form, cookies)
    if status != 204:
        raise SystemExit(f"save-draft through instance 1 answered {status}")
    if "fk_draft" not in cookies:
        raise SystemExit(f"save-draft set no fk_draft cookie (cookies: {sorted(cookies)})")
    status, page = request(second, "GET", "/create-plan?tab=" + tab.group(1), cookies=dict(cookies))
    notice = "What you typed before is back, as you left it." in page
    shown = f'value="{value}"' in page
    if status != 200 or not notice or not shown:
        raise SystemExit(f"instance 2 answered {status}; notice shown: {notice}; value shown: {shown}")
    status, page = request(second, "GET", "/create-plan", cookies=dict(cookies))
    if status != 200 or "Do you want it back?" not in page or f'value="{value}"' in page:
        raise SystemExit(f"a new tab through instance 2 answered {status} and did not offer the draft without taking it")

def idempotent(bases, prefix, count, out):
    """`count` JSON clients each send one body twice at once with one
    Idempotency-Key, one sending to each of `bases` (separated by a comma),
    then the key once more with another body. Writes each client's answers."""
    bases = bases.split(",")
    answers = [None] * count
    def post(base, key, body):
        url = urlsplit(base)
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
        try:
            connection.request("POST", "/create-plan", body=json.dumps(body),
                               headers={"Content-Type": "application/json", "Idempotency-Key": key})
            response = connection.getresponse()
            return response.status, response.read().decode()
        except Exception as error:
            return type(error).__name__, ""
        finally:
            connection.close()
    def client(i):
        key, body = uuid.uuid4().hex, {"name": f"{prefix}-{i}", "email": "ada@example.com"}
        barrier, pair = threading.Barrier(2), [None, None]
        def send(k):
            barrier.wait()
            pair[k] = post(bases[k % len(bases)], key, body)
        sends = [threading.Thread(target=send, args=(k,)) for k in range(2)]
        for s in sends: s.start()
        for s in sends: s.join()
        other = post(bases[0], key, {"name": f"{prefix}-{i}-other", "email": ""})
        answers[i] = {"statuses": [pair[0][0], pair[1][0], other[0]], "same": pair[0][1] == pair[1][1]}
    clients = [threading.Thread(target=client, args=(i,)) for i in range(count)]
    for c in clients: c.start()
    for c in clients: c.join()
    json.dump(answers, open(out, "w"))

command = sys.argv[1]
if command == "load":
    load(sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6]), float(sys.argv[7]), sys.argv[8])
elif command == "same-name":
    same_name(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
elif command == "double-clicks":
    double_clicks(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
elif command == "idempotent":
    idempotent(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
elif command == "draft":
    draft(sys.argv[2], sys.argv[3], sys.argv[4])
PY

run=$(python3 -c 'import uuid; print(uuid.uuid4().hex[:8])')
status=0
pass() { echo "ok   $*"; }
fail() { echo "FAIL $*"; status=1; }
sql() { psql "$database_url" -qAtX -v ON_ERROR_STOP=1 -c "$1"; }

# summary FILE PREFIX: checks that every name answered 303 is stored once;
# prints "created stored others missing".
summary() {
    sql "SELECT name FROM plans WHERE name LIKE '$2-%'" > "$work/stored.txt"
    python3 - "$1" "$work/stored.txt" <<'PY'
import collections, json, sys
answers = json.load(open(sys.argv[1]))["answers"]
stored = collections.Counter(line.rstrip("\n") for line in open(sys.argv[2]) if line.strip())
created = {name for _, status, name in answers if status == 303}
others = collections.Counter(str(status) for _, status, _ in answers if status != 303)
missing = [name for name in created if stored[name] != 1]
twice = [name for name, count in stored.items() if count > 1]
print(len(created), sum(stored.values()), sum(others.values()), len(missing) + len(twice),
      " ".join(f"{status}:{count}" for status, count in sorted(others.items())) or "-")
PY
}
duplicates() { sql "SELECT count(*) FROM (SELECT name_key FROM plans GROUP BY name_key HAVING count(*) > 1) AS d"; }
# posts N: the POST /create-plan lines of instance N's log.
posts() { grep -c "POST /create-plan" "$work/instance$1.log" || true; }

# a. A load of new names through nginx.
before1=$(posts 1); before2=$(posts 2)
python3 "$work/client.py" load "$base" "scaleout-$run-a" "$threads" "$duration" 0 0 "$work/a.json"
read -r created stored others wrong other_statuses < <(summary "$work/a.json" "scaleout-$run-a")
served1=$(($(posts 1) - before1)); served2=$(($(posts 2) - before2))
rate=$(python3 -c "print(round($created / $duration))")
line="a. ${duration}s of creations through nginx ($threads threads): $created answered 303 (~$rate/s), $stored stored, other answers $others ($other_statuses), instance 1 served $served1 posts, instance 2 $served2"
if [ "$created" -gt 0 ] && [ "$wrong" = 0 ] && [ "$stored" = "$created" ] && [ "$others" = 0 ] && [ "$(duplicates)" = 0 ] \
    && [ "$served1" -gt 0 ] && [ "$served2" -gt 0 ]; then pass "$line"; else fail "$line"; fi

# b. One name, many times at once, through nginx.
same="scaleout-$run-same"
python3 "$work/client.py" same-name "$base" "$same" 20 "$work/b.json"
count=$(sql "SELECT count(*) FROM plans WHERE name_key = lower('$same')")
answers=$(python3 -c 'import collections, json, sys; print(" ".join(f"{s}:{n}" for s, n in sorted(collections.Counter(map(str, json.load(open(sys.argv[1])))).items())))' "$work/b.json")
line="b. one name posted 20 times at once through nginx: $count plan stored; answers $answers"
if [ "$count" = 1 ] && python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); sys.exit(0 if s.count(303) == 1 and s.count(422) == len(s) - 1 else 1)' "$work/b.json"
then pass "$line"; else fail "$line"; fi

# b2. Pages sent twice at once (double clicks) through nginx.
python3 "$work/client.py" double-clicks "$base" "scaleout-$run-twice" 20 "$work/b2.json"
count=$(sql "SELECT count(*) FROM plans WHERE name LIKE 'scaleout-$run-twice-%'")
line="b2. 20 pages each sent twice at once through nginx: $count plans stored; answers $(tr -d ' \n' < "$work/b2.json")"
if [ "$count" = 20 ] && python3 -c 'import json, sys; sys.exit(0 if all(p == [303, 303] for p in json.load(open(sys.argv[1]))) else 1)' "$work/b2.json"
then pass "$line"; else fail "$line"; fi

# b3. Pages sent twice at once, one sending to each instance.
python3 "$work/client.py" double-clicks "http://127.0.0.1:${port[1]},http://127.0.0.1:${port[2]}" "scaleout-$run-split" 20 "$work/b3.json"
count=$(sql "SELECT count(*) FROM plans WHERE name LIKE 'scaleout-$run-split-%'")
line="b3. 20 pages each sent twice at once, once to each instance: $count plans stored; answers $(tr -d ' \n' < "$work/b3.json")"
if [ "$count" = 20 ] && python3 -c 'import json, sys; sys.exit(0 if all(p == [303, 303] for p in json.load(open(sys.argv[1]))) else 1)' "$work/b3.json"
then pass "$line"; else fail "$line"; fi

# b4. JSON posts with an Idempotency-Key, sent twice at once, once to each instance.
python3 "$work/client.py" idempotent "http://127.0.0.1:${port[1]},http://127.0.0.1:${port[2]}" "scaleout-$run-key" 20 "$work/b4.json"
count=$(sql "SELECT count(*) FROM plans WHERE name LIKE 'scaleout-$run-key-%'")
line="b4. 20 JSON posts each sent twice at once with one Idempotency-Key, once to each instance: $count plans stored; answers $(python3 -c 'import json, sys; print(sorted({str(a["statuses"]) + ("" if a["same"] else " differing") for a in json.load(open(sys.argv[1]))}))' "$work/b4.json")"
if [ "$count" = 20 ] && python3 -c 'import json, sys; sys.exit(0 if all(a["statuses"] == [200, 200, 422] and a["same"] for a in json.load(open(sys.argv[1]))) else 1)' "$work/b4.json"
then pass "$line"; else fail "$line"; fi

# c. A draft saved through instance 1, restored through instance 2.
if message=$(python3 "$work/client.py" draft "http://127.0.0.1:${port[1]}" "http://127.0.0.1:${port[2]}" "Draft $run" 2>&1); then
    pass "c. a draft saved through instance 1 (204) is shown by instance 2 in its tab, and offered to a new tab"
else
    fail "c. a draft saved through instance 1: $message"
fi

# d. Instance 1 stopped (SIGTERM) under load through nginx.
kill_after=$(python3 -c "print(round(max(2, $duration / 3), 1))")
python3 "$work/client.py" load "$base" "scaleout-$run-d" "$threads" "$duration" "${pid[1]}" "$kill_after" "$work/d.json"
exit1=0; wait "${pid[1]}" || exit1=$?
read -r created stored others wrong other_statuses < <(summary "$work/d.json" "scaleout-$run-d")
read -r after_kill last_others < <(python3 - "$work/d.json" "$duration" <<'PY'
import json, sys
run = json.load(open(sys.argv[1])); end = float(sys.argv[2])
after = [a for a in run["answers"] if a[0] > run["killed_at"]]
# The last second's answers, once instance 1 is surely gone: all 303.
last = [a for a in after if a[0] > end - 1]
print(sum(1 for a in after if a[1] == 303), sum(1 for a in last if a[1] != 303))
PY
)
line="d. instance 1 stopped by SIGTERM after ${kill_after}s of ${duration}s (exit status $exit1): $created answered 303, $((created - wrong)) of them stored, $stored stored in all; other answers $others ($other_statuses); 303s after the stop $after_kill, non-303 in the last second $last_others"
# What nginx saw go wrong with instance 1, by kind (a non-303 answer is
# counted here when nginx gave up on it).
reasons=$(sed -n 's/.*\[error\] [^ ]* [^ ]* \(.*\), client:.*/\1/p' "$work/nginx/error.log" | sed 's/^[^)]*) //' | sort | uniq -c | awk '{ $1 = $1 "x"; print }' | paste -sd ';' -)
[ -n "$reasons" ] && line="$line; nginx's errors: $reasons"
if [ "$created" -gt 0 ] && [ "$wrong" = 0 ] && [ "$exit1" = 0 ] && [ "$after_kill" -gt 0 ] && [ "$last_others" = 0 ] \
    && [ "$(duplicates)" = 0 ]; then pass "$line"; else fail "$line"; fi

if [ $status = 0 ]; then echo "== all checks passed"; else
    echo "== some checks failed; nginx's error log:"; tail -n 20 "$work/nginx/error.log"
fi
exit $status
