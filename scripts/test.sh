#!/usr/bin/env bash
# The whole suite: unit, integration, then end-to-end in Chromium against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== unit tests"
npx jest --selectProjects unit
echo "== integration tests"
# --forceExit: a handle left open by a test must not hang the run (Jest still names the leak).
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects integration --runInBand --forceExit
echo "== production build"
npx next build
echo "== end-to-end tests (Chromium)"
npx playwright test
