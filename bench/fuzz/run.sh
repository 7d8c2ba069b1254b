#!/usr/bin/env bash
# The hostile-request fuzz of the test suite (HostileRequestFuzzTests), longer and from a random seed: every
# request generated from the OpenAPI description, no 5xx and no dropped connection allowed.
# Usage: bench/fuzz/run.sh [postgres] [-Dkairos.fuzz.seed=<seed>]: 200,000 requests from a random seed (printed
# first), on H2 or PostgreSQL; a seed printed by a failed run replays it.
set -euo pipefail
cd "$(dirname "$0")/../.."

profile=()
if [[ "${1:-}" == postgres ]]; then
	schema=kairos_fuzz_bench
	psql -h 127.0.0.1 -U root -d test -q -c "drop schema if exists $schema cascade; create schema $schema"
	profile=(-Ppostgres-tests "-Dkairos.test.pg-schema=$schema")
	shift
fi
./mvnw -q -B verify "${profile[@]}" -Dspring-javaformat.skip=true -Dtest=HostileRequestFuzzTests \
	-Dsurefire.failIfNoSpecifiedTests=false "-Dkairos.fuzz.long=true" "$@"
