#!/usr/bin/env bash
# The CalDAV client tests (CaldavClientTests) drive the server with npm's tsdav, an independent CalDAV
# client, installed globally. Idempotent.
set -euo pipefail

as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	as_root apt-get update -qq
	DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq nodejs npm >/dev/null
fi

if ! NODE_PATH="$(npm root -g)" node -e 'require("tsdav")' >/dev/null 2>&1; then
	as_root npm install -g --silent --no-fund --no-audit tsdav@2.3.4 >/dev/null
fi
