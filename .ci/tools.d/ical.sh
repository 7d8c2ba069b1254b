#!/usr/bin/env bash
# The iCal feed tests read the feed back with two other implementations: Debian's python3-icalendar
# with python3-recurring-ical-events (for /usr/bin/python3, which expands series) and npm's ical.js
# (Thunderbird's parser, installed globally). Idempotent.
set -euo pipefail

as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! /usr/bin/python3 -c 'import icalendar, recurring_ical_events' >/dev/null 2>&1; then
	as_root apt-get update -qq
	DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq python3-icalendar python3-recurring-ical-events >/dev/null
fi

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	as_root apt-get update -qq
	DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq nodejs npm >/dev/null
fi

if ! NODE_PATH="$(npm root -g)" node -e 'require("ical.js")' >/dev/null 2>&1; then
	as_root npm install -g --silent --no-fund --no-audit ical.js@2 >/dev/null
fi
