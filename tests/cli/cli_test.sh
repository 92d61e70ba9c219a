#!/bin/bash
# Runs one suite of a tests/cli script (cli_test.py SUITE, pk_test.py SUITE) with Debian's
# Python (python3-cryptography 38), not whatever python3 is first on PATH.
set -euo pipefail
runfiles="${TEST_SRCDIR:-${RUNFILES_DIR:-$0.runfiles}}"
script="$1"
shift
exec /usr/bin/python3 "$runfiles/mcucrypt/tests/cli/$script" "$@"
