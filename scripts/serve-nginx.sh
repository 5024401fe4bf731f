#!/usr/bin/env bash
# Serves build/ with the production configuration, deploy/nginx.conf, in
# Debian's nginx, in the foreground (Ctrl+C or SIGTERM stops it). The
# end-to-end tests use it whenever nginx is installed, so they exercise what
# readers get; scripts/check-hosting.mjs proves the Node server agrees.
#
# Usage: bash scripts/serve-nginx.sh [port]     (default 3000, on 127.0.0.1)
set -euo pipefail
cd "$(dirname "$0")/.."

port=${1:-3000}
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$nginx_bin" ]; then
  echo "serve-nginx: nginx is not installed (apt-get install nginx-light)" >&2
  exit 1
fi
if [ ! -f build/index.html ]; then
  echo "serve-nginx: no build/ to serve; run the build first" >&2
  exit 1
fi

run_dir=$(mktemp -d "${TMPDIR:-/tmp}/site-nginx-XXXXXX")
sed -e "s|__SITE_ROOT__|$PWD/build|g" \
    -e "s|__PORT__|$port|g" \
    -e "s|__RUN_DIR__|$run_dir|g" \
    -e "s|__PID_FILE__|$run_dir/nginx.pid|g" \
    deploy/nginx.conf > "$run_dir/nginx.conf"
exec "$nginx_bin" -c "$run_dir/nginx.conf" -g 'daemon off;'
