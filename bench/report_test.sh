#!/bin/bash
# Runs one suite of bench/report_test.py (seeds, report or html) with Debian's Python.
set -euo pipefail
runfiles="${TEST_SRCDIR:-${RUNFILES_DIR:-$0.runfiles}}"
bench="$runfiles/mcucrypt/bench"
PYTHONPATH="$bench${PYTHONPATH:+:$PYTHONPATH}" exec /usr/bin/python3 "$bench/report_test.py" "$@"
