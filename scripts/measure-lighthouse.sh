#!/usr/bin/env bash
# Prints Lighthouse scores (performance, accessibility, best practices, SEO)
# for key pages of the production build, served locally, in Debian's Chromium.
#
# Usage: bash scripts/measure-lighthouse.sh [--mobile] [/path/ ...]
#
# Lighthouse is fetched by npx at a pinned version instead of being a
# devDependency: it weighs ~90 MB of packages that neither the site nor the
# test suite needs, and CI installs from the lockfile on every run.
# Desktop preset by default; --mobile uses Lighthouse's own phone emulation
# and simulated slow 4G. Scores on this 2-core machine are lower and noisier
# than on a workstation: compare runs made here with each other.
set -euo pipefail
cd "$(dirname "$0")/.."

LIGHTHOUSE_VERSION=12.8.2
port=${LIGHTHOUSE_PORT:-4180}
preset=(--preset=desktop)
pages=()
for arg in "$@"; do
  case "$arg" in
    --mobile) preset=() ;;
    *) pages+=("$arg") ;;
  esac
done
[ ${#pages[@]} -eq 0 ] && pages=(/ /docs/ /docs/installation /blog/ /showcase/ /search/)

[ -f build/index.html ] || bash scripts/build.sh
# What readers get: the production nginx configuration when nginx is here.
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then
  bash scripts/serve-nginx.sh "$port" >/dev/null 2>&1 &
else
  node --import tsx scripts/serve-build.ts --port "$port" >/dev/null 2>&1 &
fi
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 50); do
  curl -fs "http://127.0.0.1:$port/" >/dev/null && break
  sleep 0.2
done

out=$(mktemp -d)
printf '%-28s %6s %6s %6s %6s\n' page perf a11y best seo
for page in "${pages[@]}"; do
  report="$out/report.json"
  CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} npx --yes "lighthouse@$LIGHTHOUSE_VERSION" \
    "http://127.0.0.1:$port$page" "${preset[@]}" --quiet --output=json --output-path="$report" \
    --only-categories=performance,accessibility,best-practices,seo \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
    >/dev/null 2>"$out/stderr" || { echo "$page: lighthouse failed"; tail -5 "$out/stderr"; continue; }
  node -e '
    const report = require(process.argv[1]);
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    console.log(process.argv[2].padEnd(28), ...["performance", "accessibility", "best-practices", "seo"]
      .map((id) => String(score(id)).padStart(6)));
  ' "$report" "$page"
done
