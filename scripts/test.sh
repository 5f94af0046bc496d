#!/usr/bin/env bash
# `npm test`: every check and every test; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n== %s\n' "$1"; }

step "Chromium (Debian's package)"
bash scripts/ensure-chromium.sh

step "Lint"
npm run lint

step "Typecheck"
npm run typecheck

step "Messages"
npm run i18n:check

step "Build"
npx turbo run build --output-logs=errors-only
node scripts/checkBuiltPackages.mjs

step "Unit tests, with the coverage of core's rules"
npm run coverage

step "Every story in Chromium"
npm run test:stories

step "End-to-end tests against the real product"
npm run test:e2e
