#!/usr/bin/env bash
# Quick start, command 2: install what is needed, then run every test:
# type check, unit tests, originality check, the dev server's loop (tests/dev),
# production build, search relevance on its index, valid HTML, Markdown
# exports, hosting parity, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser

echo "==> type check"
node_modules/.bin/tsc --noEmit

echo "==> unit tests"
npm run --silent test:unit

if [ -f ../shared/originality/check.py ]; then
  echo "==> originality check"
  python3 ../shared/originality/check.py | tail -n 3
fi

echo "==> dev server: every content kind renders, edits show (tests/dev)"
npm run --silent test:dev

echo "==> production build"
bash scripts/build.sh

echo "==> search relevance on the built index (the unit tests skip it before a build)"
SEARCH_INDEX_REQUIRED=1 node --import tsx --test tests/unit/search-relevance.test.ts

echo "==> valid HTML: the Nu HTML Checker over every built page"
npm run --silent check:html

echo "==> Markdown exports hold their pages' words"
npm run --silent check:markdown-export

echo "==> hosting parity (deploy/nginx.conf vs scripts/serve-build.ts)"
node --import tsx scripts/check-hosting.ts

echo "==> end-to-end tests"
CI=${CI:-true} node_modules/.bin/playwright test
