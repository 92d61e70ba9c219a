#!/bin/bash
# bazel run //gen:generate -- --board=B [sdkgen options] --out-dir=DIR (or --out=FILE)
# One board's SDK with options of your own; the board's Bazel manifest and
# the files it names come as runfiles. Relative paths are from where bazel
# was run.
set -euo pipefail
runfiles="${RUNFILES_DIR:-}"
if [ -z "$runfiles" ]; then
  case "$0" in
    *.runfiles/*) runfiles="${0%%.runfiles/*}.runfiles" ;;
    *) runfiles="$0.runfiles" ;;
  esac
fi
runfiles="$(cd "$runfiles" && pwd)"
root="$runfiles/mcucrypt"
board=""
args=()
for a in "$@"; do
  case "$a" in
    --board=*) board="${a#--board=}" ;;
    *) args+=("$a") ;;
  esac
done
if [ -z "$board" ]; then
  echo "generate: --board=NAME (a board of platforms/boards.bzl) is required" >&2
  exit 2
fi
manifest="$root/gen/sdk_${board}_manifest.json"
if [ ! -f "$manifest" ]; then
  echo "generate: unknown board '$board' (no $manifest)" >&2
  exit 2
fi
cd "${BUILD_WORKING_DIRECTORY:-$PWD}"
exec /usr/bin/python3 "$root/gen/sdkgen.py" \
  --manifest="$manifest" --boards="$root/platforms/boards.json" --modules="$root/gen/modules.json" \
  --choices="$root/gen/backend_choices.json" \
  --templates="$root/sdk_templates" --version-file="$root/VERSION" --license="$root/LICENSE" \
  --root="$root" --layout=runfiles "${args[@]}"
