#!/usr/bin/env bash
# The web app's end-to-end tests (dev.kairos.app.WebAppBrowserTests) drive Debian's Chromium through
# Debian's chromedriver: /usr/bin/chromium and /usr/bin/chromedriver. Nothing is downloaded besides
# the Debian packages. Idempotent.
set -euo pipefail

as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
	as_root apt-get update -qq
	DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium chromium-driver >/dev/null
fi
