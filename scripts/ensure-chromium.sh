#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it from Debian's packages when it is missing
# (never a browser download: this machine reaches no other source).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
echo "Installing Chromium from Debian's packages…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
"$chromium" --version 2>/dev/null | tail -n 1
