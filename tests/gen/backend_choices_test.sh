#!/bin/bash
# Runs tests/gen/backend_choices_test.py with Debian's Python (python3-jinja2
# for the generator it calls; a pyenv Python may come first on PATH).
set -euo pipefail
runfiles="${TEST_SRCDIR:-${RUNFILES_DIR:-$0.runfiles}}"
exec /usr/bin/python3 "$runfiles/mcucrypt/tests/gen/backend_choices_test.py" "$@"
