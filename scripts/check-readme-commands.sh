#!/usr/bin/env bash
# Runs every command of the README's "Working on the site" table once, as
# cheaply as each allows, and prints a line per command: PASS or FAIL. Needs a
# finished build/ (bash scripts/build.sh). Commands that write (docs:version,
# BUILD_FAST builds) run in a scratch copy of the site, never in this tree.
# tests/unit/readme-commands.test.ts checks, in every `npm test`, that each
# command in the table names a script or file that exists; this runs them.
#
# Usage: bash scripts/check-readme-commands.sh [--skip-scratch]
set -uo pipefail
cd "$(dirname "$0")/.."
site=$PWD
export NO_UPDATE_NOTIFIER=1 CI=true
results=()
log_dir=$(mktemp -d "${TMPDIR:-/tmp}/readme-commands-XXXXXX")

record() { # name status
  results+=("$([ "$2" -eq 0 ] && echo PASS || echo FAIL)  $1")
  echo "==> $([ "$2" -eq 0 ] && echo PASS || echo FAIL): $1 (log: $log_dir)"
}

run() { # name command...
  local name=$1; shift
  echo "==> $name"
  ( "$@" ) >"$log_dir/$(echo "$name" | tr -c 'a-zA-Z0-9' _).log" 2>&1
  record "$name" $?
}

# Starts a server command in the background, checks that / answers 200 with the
# home page, then stops it.
serves_home() { # port command...
  local port=$1; shift
  setsid "$@" &
  local pid=$!
  local status=1
  for _ in $(seq 1 60); do
    if curl -sf "http://127.0.0.1:$port/" | grep -q '<title'; then status=0; break; fi
    sleep 1
  done
  kill -- -"$pid" 2>/dev/null || kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  return $status
}

if [ ! -f build/index.html ]; then
  echo "check-readme-commands: no build/; run bash scripts/build.sh first" >&2
  exit 1
fi

run 'npm run serve' serves_home 3311 npm run serve -- --port 3311 --host 127.0.0.1 --no-open
run 'serve-build.ts' serves_home 3312 node --import tsx scripts/serve-build.ts --port 3312
run 'serve-nginx.sh' serves_home 3313 bash scripts/serve-nginx.sh 3313
run 'npm run check:mdx (a file)' npm run --silent check:mdx -- docs/installation.md
run 'npm run check:mdx -- --changed' npm run --silent check:mdx -- --changed
run 'npm run test:quick' npm run --silent test:quick
run 'one e2e file, one viewport' npx playwright test tests/e2e/routes.spec.ts --project=desktop
run 'npm run a11y:sweep (A11Y_SWEEP_ONLY)' env A11Y_SWEEP_ONLY='^/docs/installation/?$' npm run --silent a11y:sweep
run 'npm run measure' npm run --silent measure -- /docs/installation
run 'npm run measure:dev (warm, 2 edits)' npm run --silent measure:dev -- --no-cold --edits 2
run 'measure-search.ts' node --import tsx scripts/measure-search.ts
run 'npm run bench:search-timing (1 prefix in 500)' npm run --silent bench:search-timing -- --base HEAD --every 500 --passes 1
run 'npm run bench -- --no-build --runs 1 --no-lighthouse' npm run --silent bench -- --no-build --runs 1 --no-lighthouse

if [ "${1:-}" != "--skip-scratch" ]; then
  # A scratch copy of the tracked files, sharing this tree's node_modules.
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/readme-scratch-XXXXXX")
  git ls-files -z | xargs -0 -I{} cp --parents {} "$scratch/" 2>/dev/null
  cp -r .git "$scratch/.git" # the docs plugin reads last-update dates from git
  ln -s "$site/node_modules" "$scratch/node_modules"
  run 'npm run docusaurus docs:version (scratch copy)' bash -c "cd '$scratch' && npm run --silent docusaurus docs:version 9.9.9 && grep -q 9.9.9 versions.json"
  # As the README says: commit the new version, then build (last-update dates come from git).
  run 'build with the new version (scratch copy)' bash -c "cd '$scratch' && git add -A && git -c user.name=check -c user.email=check@localhost commit -qm 'Version 9.9.9' && bash scripts/build.sh && test -f build/docs/9.9.9/installation/index.html"
  run 'BUILD_FAST=true npm run build (scratch copy)' bash -c "cd '$scratch' && rm -rf build && BUILD_FAST=true npm run --silent build && test -f build/docs/installation/index.html"
  rm -rf "$scratch"
fi

echo
printf '%s\n' "${results[@]}"
! printf '%s\n' "${results[@]}" | grep -q '^FAIL'
