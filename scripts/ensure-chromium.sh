#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; Playwright's own browser download is not available everywhere.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium with apt-get (needed for the end-to-end tests)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  echo "Using Playwright's own Chromium."
  exit 0
fi
echo "The end-to-end tests need Chromium: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH, or run 'npx playwright install chromium'." >&2
exit 1
