#!/usr/bin/env bash
# The first step of `npm test`: the browser journeys need Debian's Chromium at /usr/bin/chromium
# (never a downloaded browser, ENGINEERING §2). Installs it where it can (root with apt-get);
# otherwise stops at once with the one command to run, before any part of the suite has run.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "npm test: $CHROMIUM is missing; installing Debian's chromium package with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium >/dev/null && [ -x "$CHROMIUM" ]; then
    echo "npm test: Chromium installed at $CHROMIUM."
    exit 0
  fi
  echo "npm test: installing chromium with apt-get failed; nothing was tested." >&2
fi

cat >&2 <<MSG
npm test needs Debian's Chromium at $CHROMIUM for the browser journeys, and nothing was tested.
Run this once, then npm test again:

  sudo apt-get install -y chromium
MSG
exit 1
