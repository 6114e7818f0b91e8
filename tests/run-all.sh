#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint, unit tests, API tests on
# SQLite and on PostgreSQL, the production build, two nodes of that build behind nginx, the browser
# tests against the build, then the HTML validity of every page those tests saw.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit tests"
npx vitest run --project unit
step "API tests (SQLite)"
npx vitest run --project api --project isolated
step "API tests (PostgreSQL)"
node tests/support/with-postgres.js npx vitest run --project api --project isolated
step "production build"
npm run --silent build
step "cluster test (two nodes behind nginx on PostgreSQL and Redis)"
npx vitest run --project cluster
step "browser tests (JavaScript on and off)"
npx playwright test
step "HTML validity (Nu Html Checker) of every page the browser tests visited"
node tests/support/check-html.js
