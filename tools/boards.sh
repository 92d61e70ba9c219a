#!/bin/bash
# The boards of the board description (platforms/boards.bzl), for the shell
# scripts in tools/: one line per board, in the description's order,
#   <board> <config> <core>
# (a board name, its --config and its core), read from //platforms:boards' JSON export,
# so tools/main.sh's and tools/test.sh's loops follow the description.
set -euo pipefail
cd "$(dirname "$0")/.."
bazel build --noshow_progress --ui_event_filters=-info --show_result=0 "$@" //platforms:boards >&2
json="$(bazel info "$@" bazel-bin 2>/dev/null)/platforms/boards.json"
/usr/bin/python3 - "$json" <<'PY'
import json, sys
with open(sys.argv[1]) as f:
    for name, board in json.load(f).items():
        print(name, board["config"], board["core"])
PY
