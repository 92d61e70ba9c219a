#!/bin/bash
# A team's shared Bazel cache from Debian's packages: nginx (its
# ngx_http_dav_module) serving Bazel's HTTP cache protocol, GET and PUT of
# /ac/<sha256> and /cas/<sha256> under one directory.
#
#   tools/cache_server.sh start [--dir=DIR] [--listen=ADDR:PORT]
#   tools/cache_server.sh stop  [--dir=DIR]
#   tools/cache_server.sh status [--dir=DIR]
#
# Defaults: DIR=/var/cache/mcucrypt-bazel, listen 0.0.0.0:9090. Then, on each
# machine: MCUCRYPT_REMOTE_CACHE=http://HOST:9090 bash tools/remote_bazelrc.sh
# and build with --config=remote (README.md, "A team's shared cache").
# The cache has no authentication and nothing evicts: put it on a trusted
# network only, and clear DIR/data when it grows too large (Bazel re-uploads
# what it misses).
set -euo pipefail

cmd="${1:-}"
[ -n "$cmd" ] && shift
dir=/var/cache/mcucrypt-bazel
listen=0.0.0.0:9090
for arg in "$@"; do
  case "$arg" in
    --dir=*) dir="${arg#--dir=}" ;;
    --listen=*) listen="${arg#--listen=}" ;;
    *) echo "cache_server: unknown argument $arg" >&2; exit 2 ;;
  esac
done

nginx_bin=/usr/sbin/nginx
conf="$dir/nginx.conf"
pidfile="$dir/nginx.pid"

running() { [ -s "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

case "$cmd" in
  start)
    if [ ! -x "$nginx_bin" ] || ! "$nginx_bin" -V 2>&1 | grep -q -- --with-http_dav_module; then
      echo "cache_server: needs Debian's nginx with ngx_http_dav_module (apt-get install nginx; tools/setup.sh)" >&2
      exit 1
    fi
    if running; then
      echo "cache_server: already running (pid $(cat "$pidfile"), $dir)"
      exit 0
    fi
    mkdir -p "$dir/data" "$dir/tmp"
    dir="$(cd "$dir" && pwd)"
    conf="$dir/nginx.conf"
    pidfile="$dir/nginx.pid"
    # Workers write the cache: as root, they run as www-data and own it.
    user_line=""
    if [ "$(id -u)" = 0 ]; then
      user_line="user www-data;"
      chown www-data: "$dir"
      chown -R www-data: "$dir/data" "$dir/tmp"
      if ! runuser -u www-data -- test -w "$dir/data" -a -w "$dir/tmp"; then
        echo "cache_server: www-data cannot write $dir/data (a parent directory closed to it?)" >&2
        exit 1
      fi
    fi
    cat >"$conf" <<CONF
# Written by tools/cache_server.sh: Bazel's HTTP cache on nginx.
$user_line
worker_processes 2;
pid $pidfile;
error_log $dir/error.log warn;
events { worker_connections 512; }
http {
  access_log $dir/access.log;
  # Every temporary path inside DIR (the defaults are under /var/lib/nginx).
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  sendfile on;
  server {
    listen $listen;
    root $dir/data;
    # Bazel uploads outputs of any size; PUT writes the file (WebDAV),
    # creating /ac/ and /cas/ on first use; GET serves it, 404 is a miss.
    client_max_body_size 0;
    log_not_found off;  # a miss is routine
    location / {
      dav_methods PUT;
      create_full_put_path on;
      dav_access user:rw group:r all:r;
    }
  }
}
CONF
    "$nginx_bin" -t -q -c "$conf" -p "$dir" -g "error_log $dir/error.log;"
    "$nginx_bin" -c "$conf" -p "$dir" -g "error_log $dir/error.log;"
    for _ in $(seq 50); do running && break; sleep 0.1; done
    running || { echo "cache_server: nginx did not start (see $dir/error.log)" >&2; exit 1; }
    echo "cache_server: Bazel HTTP cache on http://$listen (pid $(cat "$pidfile"), data in $dir/data)"
    ;;
  stop)
    if running; then
      pid=$(cat "$pidfile")
      kill -QUIT "$pid"
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      echo "cache_server: stopped (pid $pid)"
    else
      echo "cache_server: not running ($dir)"
    fi
    ;;
  status)
    if running; then
      echo "cache_server: running (pid $(cat "$pidfile")), $(du -sh "$dir/data" | cut -f1) in $dir/data"
    else
      echo "cache_server: not running ($dir)"
      exit 1
    fi
    ;;
  *)
    echo "usage: tools/cache_server.sh start|stop|status [--dir=DIR] [--listen=ADDR:PORT]" >&2
    exit 2
    ;;
esac
