#!/bin/bash
# Writes .remote.bazelrc (read by .bazelrc, ignored by git) from the environment,
# so `--config=remote` reaches a shared cache or remote executors:
#   MCUCRYPT_REMOTE_CACHE     e.g. http://cache.example:9090 (tools/cache_server.sh),
#                             grpc://cache.example:9092 (bazel-remote, Buildbarn, BuildBuddy)
#   MCUCRYPT_REMOTE_EXECUTOR  e.g. grpc://buildbarn.example:8980
#   MCUCRYPT_REMOTE_INSTANCE  instance name, if the service wants one
#   MCUCRYPT_REMOTE_HEADER    one header for every request, e.g. x-buildbuddy-api-key=KEY
# With none set, the file is removed and --config=remote only adds fallbacks.
set -euo pipefail
cd "$(dirname "$0")/.."
rc=.remote.bazelrc
rm -f "$rc"
[ -n "${MCUCRYPT_REMOTE_CACHE:-}${MCUCRYPT_REMOTE_EXECUTOR:-}" ] || exit 0
{
  echo "# Written by tools/remote_bazelrc.sh from the environment."
  [ -z "${MCUCRYPT_REMOTE_CACHE:-}" ] || echo "build:remote --remote_cache=${MCUCRYPT_REMOTE_CACHE}"
  [ -z "${MCUCRYPT_REMOTE_EXECUTOR:-}" ] || echo "build:remote --remote_executor=${MCUCRYPT_REMOTE_EXECUTOR}"
  [ -z "${MCUCRYPT_REMOTE_INSTANCE:-}" ] || echo "build:remote --remote_instance_name=${MCUCRYPT_REMOTE_INSTANCE}"
  [ -z "${MCUCRYPT_REMOTE_HEADER:-}" ] || echo "build:remote --remote_header=${MCUCRYPT_REMOTE_HEADER}"
} >"$rc"
