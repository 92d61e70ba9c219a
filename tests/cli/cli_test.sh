#!/bin/bash
# Runs one suite of tests/cli/cli_test.py with Debian's Python (python3-cryptography 38),
# not whatever python3 is first on PATH.
set -euo pipefail
runfiles="${TEST_SRCDIR:-${RUNFILES_DIR:-$0.runfiles}}"
exec /usr/bin/python3 "$runfiles/mcucrypt/tests/cli/cli_test.py" "$@"
