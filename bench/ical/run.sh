#!/usr/bin/env bash
# iCal benchmark: feed time and peak memory for 1,000 / 10,000 / 50,000 events, import time of a
# 10,000-event file, and our feed against Radicale's GET of the same 10,000 events. See README.md.
# Everything runs on loopback and stops by itself.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(cd ../.. && pwd)
WORK=${WORK:-$(mktemp -d /tmp/kairos-ical-bench.XXXXXX)}
RUNS=${RUNS:-7}
HEAP=${HEAP:-256m}
mkdir -p "$WORK"
APP_PID=""
RADICALE_PID=""
cleanup() {
	[ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null || true
	[ -n "$RADICALE_PID" ] && kill "$RADICALE_PID" 2>/dev/null || true
}
trap cleanup EXIT

free_port() { /usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

if ! /usr/bin/python3 -c 'import radicale' 2>/dev/null; then
	echo "Installing Radicale (Debian package)" >&2
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq radicale >/dev/null
fi

echo "Building the jar" >&2
(cd "$ROOT" && ./mvnw -q -B -DskipTests package)
JAR=$(ls "$ROOT"/target/kairos-*.jar | grep -v plain | head -n 1)
DB="jdbc:h2:file:$WORK/db/kairos;WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE"

create_user() { java -jar "$JAR" --spring.datasource.url="$DB" --spring.main.web-application-type=none \
	--logging.level.root=warn --create-user="$1" | tail -n 1; }

start_app() {
	PORT=$(free_port)
	# One event in ten is a series: the 50,000-event user holds 5,000, past the default limit of 2,000.
	java -Xmx"$HEAP" -XX:+UseSerialGC -jar "$JAR" --server.port="$PORT" --spring.datasource.url="$DB" \
		--kairos.events.max-series=5000 --logging.level.root=warn >"$WORK/app-$PORT.log" 2>&1 &
	APP_PID=$!
	for _ in $(seq 1 120); do
		curl -fs "http://127.0.0.1:$PORT/actuator/health" >/dev/null 2>&1 && return
		sleep 0.5
	done
	echo "the app did not start; see $WORK/app-$PORT.log" >&2
	exit 1
}
stop_app() { kill "$APP_PID"; wait "$APP_PID" 2>/dev/null || true; APP_PID=""; }
peak_rss_mb() { awk '/VmHWM/ {printf "%.0f", $2/1024}' "/proc/$APP_PID/status"; }

import_file() { # key file -> seconds
	curl -fsS -o "$WORK/import.json" -w '%{time_total}' -H "Authorization: Bearer $1" \
		-H 'Content-Type: text/calendar' --data-binary "@$2" "http://127.0.0.1:$PORT/api/calendar/import"
}
feed_token() { curl -fsS -H "Authorization: Bearer $1" "http://127.0.0.1:$PORT/api/settings" \
	| /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["feed_token"])'; }
time_get() { # url [curl options] -> median seconds over RUNS after 2 warm-ups
	local url=$1
	shift
	for _ in 1 2; do curl -fsS "$@" -o /dev/null "$url"; done
	for _ in $(seq 1 "$RUNS"); do curl -fsS "$@" -o /dev/null -w '%{time_total}\n' "$url"; done | median
}

echo "Seeding users with 1,000 / 10,000 / 50,000 events (through the import API)" >&2
declare -A KEY TOKEN
for n in 1000 10000 50000; do KEY[$n]=$(create_user "bench-$n@kairos.bench"); done
KEY[import]=$(create_user "bench-import@kairos.bench")
start_app
for n in 1000 10000 50000; do
	done_count=0
	while [ "$done_count" -lt "$n" ]; do
		chunk=$(( n - done_count < 20000 ? n - done_count : 20000 ))
		/usr/bin/python3 seed_ics.py "$chunk" "$done_count" "$WORK/seed.ics"
		import_file "${KEY[$n]}" "$WORK/seed.ics" >/dev/null
		done_count=$(( done_count + chunk ))
	done
	TOKEN[$n]=$(feed_token "${KEY[$n]}")
done

echo "Import of a 10,000-event file (make_large_ics.py)" >&2
/usr/bin/python3 make_large_ics.py 10000 "$WORK/large.ics"
import_file "${KEY[import]}" "$WORK/large.ics" >/dev/null   # warm-up run into a throwaway user
KEY[import2]=$(create_user "bench-import2@kairos.bench")
IMPORT_SECONDS=$(import_file "${KEY[import2]}" "$WORK/large.ics")
IMPORT_RESULT=$(cat "$WORK/import.json")
REIMPORT_SECONDS=$(import_file "${KEY[import2]}" "$WORK/large.ics")
curl -fsS -o "$WORK/feed-10000.ics" "http://127.0.0.1:$PORT/api/calendar/ical?token=${TOKEN[10000]}"
stop_app

printf '\n%-8s %12s %12s %14s\n' "events" "feed (ms)" "MB/s" "peak RSS (MB)"
declare -A FEED_MS
for n in 1000 10000 50000; do
	start_app   # a fresh JVM per size, so the peak RSS is this size's
	url="http://127.0.0.1:$PORT/api/calendar/ical?token=${TOKEN[$n]}"
	seconds=$(time_get "$url")
	bytes=$(curl -fsS "$url" | wc -c)
	FEED_MS[$n]=$(awk -v s="$seconds" 'BEGIN {printf "%.1f", s*1000}')
	printf '%-8s %12s %12.1f %14s\n' "$n" "${FEED_MS[$n]}" "$(awk -v b="$bytes" -v s="$seconds" 'BEGIN {print b/s/1e6}')" "$(peak_rss_mb)"
	stop_app
done

echo "Radicale with the same 10,000 events" >&2
RPORT=$(free_port)
/usr/bin/python3 -m radicale --server-hosts="127.0.0.1:$RPORT" --auth-type=none --rights-type=owner_only \
	--storage-filesystem-folder="$WORK/radicale" >"$WORK/radicale.log" 2>&1 &
RADICALE_PID=$!
for _ in $(seq 1 60); do curl -fs -o /dev/null "http://127.0.0.1:$RPORT/" && break; sleep 0.5; done
curl -fsS -u bench:bench -o /dev/null -X MKCALENDAR "http://127.0.0.1:$RPORT/bench/calendar/"
curl -fsS -u bench:bench -o /dev/null -X PUT -H 'Content-Type: text/calendar' --data-binary "@$WORK/feed-10000.ics" \
	"http://127.0.0.1:$RPORT/bench/calendar/"
RADICALE_EVENTS=$(curl -fsS -u bench:bench "http://127.0.0.1:$RPORT/bench/calendar/" | grep -c '^BEGIN:VEVENT' || true)
RADICALE_SECONDS=$(time_get "http://127.0.0.1:$RPORT/bench/calendar/" -u bench:bench)
RADICALE_MS=$(awk -v s="$RADICALE_SECONDS" 'BEGIN {printf "%.1f", s*1000}')

echo
echo "Import of make_large_ics.py 10000: ${IMPORT_SECONDS}s (re-import of the same file: ${REIMPORT_SECONDS}s)"
echo "  result: $(echo "$IMPORT_RESULT" | /usr/bin/python3 -c 'import json,sys; r=json.load(sys.stdin); print({k: r[k] for k in ("imported","updated","unchanged","skipped")}, len(r["errors"]), "errors")')"
echo "Radicale GET of the collection (${RADICALE_EVENTS} events): ${RADICALE_MS} ms"
echo "Kairos feed of the same 10,000 events: ${FEED_MS[10000]} ms"
echo "Kairos is $(awk -v r="$RADICALE_MS" -v k="${FEED_MS[10000]}" 'BEGIN {printf "%.1f", r/k}')x faster than Radicale (goal: 5x)"
