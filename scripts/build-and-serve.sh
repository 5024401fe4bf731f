#!/usr/bin/env bash
# Quick start, command 1: install, build the production site, serve it at
# http://127.0.0.1:3000/ (PORT=... to change).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/build.sh
exec node --import tsx scripts/serve-build.ts --port "${PORT:-3000}" --host "${HOST:-127.0.0.1}"
