#!/usr/bin/env bash
# Production build. Fails on any warning the framework prints, so that broken
# links, markdown problems and config mistakes never slip through.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1
log=$(mktemp)
start=$(date +%s)
node_modules/.bin/docusaurus build "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
echo "==> build took $(( $(date +%s) - start )) s"
if [ "$status" -ne 0 ]; then
  exit "$status"
fi
if grep -E '\[WARNING\]|\[ERROR\]|Compiled with warnings' "$log" >/dev/null; then
  echo "==> the build printed warnings (see above): failing" >&2
  exit 1
fi
# Content security policy and hosting files, from the finished build/.
node --import tsx scripts/finish-build.ts
