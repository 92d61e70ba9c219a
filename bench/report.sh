#!/bin/bash
# bazel run //bench:report -- --board=all|<board> --out=DIR
# The report (bench/report.py) runs with Debian's Python, which has python3-protobuf and
# python3-jinja2 (a pyenv Python may come first on PATH without them).
set -euo pipefail
runfiles="${RUNFILES_DIR:-${TEST_SRCDIR:-}}"
if [ -z "$runfiles" ]; then
  case "$0" in
    *.runfiles/*) runfiles="${0%%.runfiles/*}.runfiles" ;;
    *) runfiles="$0.runfiles" ;;
  esac
fi
bench="$runfiles/mcucrypt/bench"
PYTHONPATH="$bench${PYTHONPATH:+:$PYTHONPATH}" exec /usr/bin/python3 "$bench/report.py" --runfiles="$runfiles" "$@"
