#!/bin/bash
# Runs gen/sdkgen.py with Debian's Python, which has python3-jinja2 (a pyenv
# Python may come first on PATH without it).
set -euo pipefail
here="${RUNFILES_DIR:-${TEST_SRCDIR:-}}"
if [ -z "$here" ]; then
  case "$0" in
    *.runfiles/*) here="${0%%.runfiles/*}.runfiles" ;;
    *) here="$0.runfiles" ;;
  esac
fi
exec /usr/bin/python3 "$here/mcucrypt/gen/sdkgen.py" "$@"
