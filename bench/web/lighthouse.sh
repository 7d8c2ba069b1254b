#!/usr/bin/env bash
# Lighthouse 12 (npm lighthouse@12.2.3) on the week view with 500 events, in Debian's headless Chromium.
# Usage: bench/web/lighthouse.sh [runs] [other.jar]   (the other jar: runs alternate between the two; needs /usr/bin/chromium, Node.js and npm)
set -euo pipefail
cd "$(dirname "$0")"
../../mvnw -q -B -f ../../pom.xml -DskipTests package
jar=$(ls ../../target/kairos-*.jar | grep -v original | head -n 1)
exec python3 lighthouse.py "$(realpath "$jar")" "$@"
