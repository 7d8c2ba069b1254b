#!/usr/bin/env bash
# Latency of the assistant's rules engine per message, without a database: every message of the evaluation set
# (src/test/resources/assistant/evaluation.tsv) answered many times against the in-memory calendar of the tests.
# Prints p50, p90, p99 and the maximum. Usage: bench/assistant/run.sh [rounds] (default 200).
set -euo pipefail
cd "$(dirname "$0")/../.."

./mvnw -q -B -DskipTests -Dspring-javaformat.skip=true test-compile
mkdir -p bench/target/assistant-classes
./mvnw -q -B dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=bench/target/assistant-classpath.txt
classpath="target/classes:target/test-classes:$(cat bench/target/assistant-classpath.txt)"
javac -d bench/target/assistant-classes -cp "$classpath" bench/assistant/src/dev/kairos/assistant/RulesEngineBench.java
java ${BENCH_JVM:-} -Xms256m -Xmx256m -cp "bench/target/assistant-classes:$classpath" dev.kairos.assistant.RulesEngineBench "$@"
