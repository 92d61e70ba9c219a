#!/bin/bash
# bazel run //gen:backend_choices -- --pages=DIR --out=FILE: gen/backend_choices.py
# with the board description (//platforms:boards) from the runfiles, under
# Debian's Python. Relative paths are from where bazel was run.
set -euo pipefail
runfiles="${RUNFILES_DIR:-}"
if [ -z "$runfiles" ]; then
  case "$0" in
    *.runfiles/*) runfiles="${0%%.runfiles/*}.runfiles" ;;
    *) runfiles="$0.runfiles" ;;
  esac
fi
runfiles="$(cd "$runfiles" && pwd)"
cd "${BUILD_WORKING_DIRECTORY:-$PWD}"
exec /usr/bin/python3 "$runfiles/mcucrypt/gen/backend_choices.py" \
  --boards="$runfiles/mcucrypt/platforms/boards.json" "$@"
