#!/bin/bash
# The shared cache, for real (tools/test.sh runs this as one counted step;
# it runs bazel itself, so it cannot be a bazel test):
#   1. tools/cache_server.sh starts nginx on the loopback, on a free port;
#   2. a clean clone of this repository (git clone of HEAD) builds a small
#      target with --config=remote (tools/remote_bazelrc.sh) and no disk
#      cache: every action runs here and is uploaded;
#   3. a second clean clone, with its own output base and no disk cache,
#      builds the same target: every action must be a remote cache hit
#      (Bazel's "INFO: N processes: ... M remote cache hit" line).
# Prints "cache_test: PASSED" or "cache_test: FAILED: why", exits 0 or 1.
set -uo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
target="${MCUCRYPT_CACHE_TEST_TARGET:-//crypto/sha2:sha256}"
tmp=$(mktemp -d /tmp/mcucrypt-cache-test.XXXXXX)
chmod 0755 "$tmp"  # the server's workers (www-data when run as root) reach the cache under it
port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
start=$SECONDS

fail() { echo "cache_test: FAILED: $*"; exit 1; }
cleanup() {
  for c in a b; do
    [ -d "$tmp/$c" ] && (cd "$tmp/$c" && bazel --output_base="$tmp/ob_$c" shutdown >/dev/null 2>&1)
  done
  bash "$src/tools/cache_server.sh" stop --dir="$tmp/cache" >/dev/null 2>&1
  rm -rf "$tmp"
}
trap cleanup EXIT

bash "$src/tools/cache_server.sh" start --dir="$tmp/cache" --listen="127.0.0.1:$port" || fail "the cache server did not start"
# The clones see ../shared (vectors, seeds) as the repository does.
ln -s "$(cd "$src/.." && pwd)/shared" "$tmp/shared"

build() {  # build <clone>: a clean clone, its own output base, no disk cache
  local c="$1"
  git clone -q "$src" "$tmp/$c" || fail "git clone"
  (
    cd "$tmp/$c" &&
      MCUCRYPT_REMOTE_CACHE="http://127.0.0.1:$port" bash tools/remote_bazelrc.sh &&
      bazel --output_base="$tmp/ob_$c" build --config=remote --disk_cache= --jobs=2 \
        --noshow_progress "$target"
  ) >"$tmp/$c.log" 2>&1 || { tail -20 "$tmp/$c.log"; fail "clone $c's build"; }
  summary=$(grep -E '^INFO: [0-9]+ processes?:' "$tmp/$c.log" | tail -1)
  [ -n "$summary" ] || { tail -20 "$tmp/$c.log"; fail "no process summary in clone $c's build"; }
  echo "  clone $c: $summary"
}

echo "cache_test: clone a builds $target (cache on http://127.0.0.1:$port)"
build a
uploaded=$(find "$tmp/cache/data" -type f | wc -l)
[ "$uploaded" -gt 0 ] || fail "clone a uploaded nothing to the cache"
echo "  $uploaded entries in the cache (ac/ + cas/)"

echo "cache_test: clone b (own output base, no disk cache) builds $target"
build b
hits=$(sed -nE 's/.* ([0-9]+) remote cache hit.*/\1/p' <<<"$summary")
[ -n "$hits" ] && [ "$hits" -gt 0 ] || fail "no remote cache hit in clone b's build"
# Every action that was not Bazel-internal came from the cache: the line
# names no strategy that ran something here (sandbox, local, worker).
if grep -Eq 'sandbox|local|worker|standalone' <<<"$summary"; then
  fail "clone b ran actions itself: $summary"
fi
echo "cache_test: PASSED: $hits remote cache hits, nothing run in clone b ($((SECONDS - start)) s)"
