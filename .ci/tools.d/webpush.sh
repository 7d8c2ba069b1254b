#!/usr/bin/env bash
# The Web Push tests (WebPushTests) send reminders to npm's web-push-testing, a mock push service that
# speaks the Web Push protocol (RFC 8030/8291/8292: it checks the VAPID token and decrypts the message),
# installed globally. Idempotent.
set -euo pipefail

as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	as_root apt-get update -qq
	DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq nodejs npm >/dev/null
fi

if [ ! -f "$(npm root -g)/web-push-testing/package.json" ]; then
	as_root npm install -g --silent --no-fund --no-audit web-push-testing@1.2.2 >/dev/null
fi
