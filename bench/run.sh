#!/usr/bin/env bash
# Run a benchmark against the packaged service. Usage: bench/run.sh <events|unified|durability> <h2|postgres> [requests] [clients]
#                                               or: bench/run.sh sync postgres [connections]
#                                               or: bench/run.sh push postgres [connections]
#                                               or: bench/run.sh slow-clients <h2|postgres> [slow clients] [seconds]
#                                               or: bench/run.sh caldav <h2|postgres> [timed REPORTs] [sync rounds]
#                                               or: bench/run.sh booking <h2|postgres> [requests per endpoint]
#                                               or: bench/run.sh reminders postgres [users] [reminders]
set -euo pipefail
cd "$(dirname "$0")"
bench="${1:-events}"; shift || true
../mvnw -q -B -f ../pom.xml -DskipTests package
../mvnw -q -B -f pom.xml package
jar=$(ls ../target/kairos-*.jar | grep -v original | head -n 1)
case "$bench" in
	events) main=dev.kairos.bench.EventConflictBenchmark ;;
	unified) main=dev.kairos.bench.UnifiedBenchmark ;;
	durability) main=dev.kairos.bench.DurabilityBenchmark ;;
	sync) main=dev.kairos.bench.SyncBenchmark ;;
	push) main=dev.kairos.bench.PushBenchmark ;;
	slow-clients) main=dev.kairos.bench.SlowClientsBenchmark ;;
	caldav) main=dev.kairos.bench.CaldavBenchmark ;;
	booking) main=dev.kairos.bench.BookingBenchmark ;;
	reminders) main=dev.kairos.bench.RemindersBenchmark ;;
	*) echo "unknown benchmark: $bench (known: events, unified, durability, sync, push, slow-clients, caldav, booking, reminders)" >&2; exit 2 ;;
esac
exec java -cp "target/classes:target/lib/*" "$main" "$jar" "$@"
