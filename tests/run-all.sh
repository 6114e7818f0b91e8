#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint, unit tests, API tests on
# SQLite and on PostgreSQL, the production build, then the browser tests against that build.
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
npx vitest run --project api
step "API tests (PostgreSQL)"
node tests/support/with-postgres.js npx vitest run --project api
step "production build"
npm run --silent build
step "browser tests (JavaScript on and off)"
npx playwright test
