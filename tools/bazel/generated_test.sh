#!/bin/bash
# generated_test.sh whole|inside COMMITTED GENERATOR [ARGS...]
# Runs a generator (a Python script with Debian's python3, or a binary) and
# compares what it prints with the committed file: the whole file, or
# ("inside") a verbatim part of it (a generated body inside a hand-written
# header). Fails with the diff when they differ.
set -euo pipefail
mode="$1" committed="$2" generator="$3"
shift 3
out="${TEST_TMPDIR:-/tmp}/$(basename "$committed").generated"
case "$generator" in
  *.py) /usr/bin/python3 "$generator" "$@" >"$out" ;;
  *) "$generator" "$@" >"$out" ;;
esac
case "$mode" in
  whole)
    diff -u "$committed" "$out"
    ;;
  inside)
    /usr/bin/python3 - "$committed" "$out" <<'PY'
import sys
committed, out = (open(p).read() for p in sys.argv[1:3])
if not out.strip() or out not in committed:
    sys.exit("%s does not hold the generator's output verbatim (%d bytes):\n%s" % (sys.argv[1], len(out), out[:2000]))
PY
    ;;
  *) echo "generated_test: unknown mode $mode" >&2; exit 2 ;;
esac
echo "$(basename "$committed") is its generator's output ($(basename "$generator") $*)"
