#!/usr/bin/env bash
# Serves build/ with the production configuration, deploy/nginx.conf, in
# Debian's nginx, in the foreground (Ctrl+C or SIGTERM stops it). The
# end-to-end tests use it whenever nginx is installed, so they exercise what
# readers get; scripts/check-hosting.ts proves the Node server agrees.
#
# Usage: bash scripts/serve-nginx.sh [port] [--tls-port N --cert FILE --key FILE] [--bind ADDRESS] [--root DIR]
#   port        plain HTTP port (default 3000); with a certificate it only
#               redirects to HTTPS on the TLS port
#   --bind      listen address (default 127.0.0.1)
#   --root      the finished build to serve (default build/); `npm run bench`
#               serves the stock site's build through it too
set -euo pipefail
invoked_from=$PWD
cd "$(dirname "$0")/.."

port=3000 tls_port='' cert='' key='' bind=127.0.0.1 root=$PWD/build
while [ $# -gt 0 ]; do
  case "$1" in
    --tls-port) tls_port=$2; shift 2 ;;
    --cert) cert=$2; shift 2 ;;
    --key) key=$2; shift 2 ;;
    --bind) bind=$2; shift 2 ;;
    --root) root=$(cd "$invoked_from" && cd "$2" && pwd); shift 2 ;;
    *) port=$1; shift ;;
  esac
done

nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$nginx_bin" ]; then
  echo "serve-nginx: nginx is not installed (apt-get install nginx-light)" >&2
  exit 1
fi
if [ ! -f "$root/index.html" ]; then
  echo "serve-nginx: no build in $root to serve; run the build first" >&2
  exit 1
fi
if [ ! -f "$root/_hosting/nginx-server.conf" ]; then
  echo "serve-nginx: $root/_hosting/ is missing: the build was not finished (scripts/finish-build.ts --dir $root)" >&2
  exit 1
fi
if [ -n "$tls_port" ] && { [ ! -f "$cert" ] || [ ! -f "$key" ]; }; then
  echo "serve-nginx: --tls-port needs --cert and --key files" >&2
  exit 1
fi

run_dir=$(mktemp -d "${TMPDIR:-/tmp}/site-nginx-XXXXXX")
render() {
  local suffix=":$tls_port"
  [ "$tls_port" = 443 ] && suffix=''
  sed -e "s|__SITE_ROOT__|$root|g" \
      -e "s|__RUN_DIR__|$run_dir|g" \
      -e "s|__PID_FILE__|$run_dir/nginx.pid|g" \
      -e "s|__BIND__|$bind|g" \
      -e "s|__PORT__|$port|g" \
      -e "s|__TLS_PORT__|$tls_port|g" \
      -e "s|__TLS_CERT__|$cert|g" \
      -e "s|__TLS_KEY__|$key|g" \
      -e "s|__HTTPS_PORT_SUFFIX__|$suffix|g" \
      "$1"
}
# Keep the server blocks of this mode: plain HTTP, or HTTPS plus its redirect.
drop=tls
[ -n "$tls_port" ] && drop=plain-http
# Brotli when Debian's module is installed (libnginx-mod-http-brotli-static).
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
brotli=(-e '/#__LOAD_BROTLI__/d' -e '/#__BROTLI__/d')
[ -f "$brotli_module" ] && brotli=(-e "s|#__LOAD_BROTLI__|load_module $brotli_module;|" -e 's|#__BROTLI__||')

render deploy/nginx-site.conf > "$run_dir/site.conf"
render deploy/nginx.conf | sed -e "/# BEGIN $drop/,/# END $drop/d" "${brotli[@]}" > "$run_dir/nginx.conf"
exec "$nginx_bin" -c "$run_dir/nginx.conf" -g 'daemon off;'
