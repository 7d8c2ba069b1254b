#!/usr/bin/env bash
# The web app's first calendar view with 500 events in the week, in Debian's headless Chromium.
# Usage: bench/web/run.sh [rounds]   (needs /usr/bin/chromium and /usr/bin/chromedriver: .ci/tools.d/chromium.sh)
set -euo pipefail
cd "$(dirname "$0")"
../../mvnw -q -B -f ../../pom.xml -DskipTests package
jar=$(ls ../../target/kairos-*.jar | grep -v original | head -n 1)
exec python3 first_view.py "$(realpath "$jar")" "$@"
