#!/bin/bash
# Shows that adding a board touches only its description, its runtime file
# and its models: a throwaway fourth board, "frdm_k66f_twin" (--config=k66twin),
# built from the FRDM-K66F's facts in a copy of this clone. It reuses the K66
# models by name, so it needs no model file; a new chip would add
# tools/sim/models/<chip>/ and name its models in its description.
#
#   bash platforms/fourth_board_demo.sh
#
# Checks: the copy differs from this clone in exactly boards.bzl, the new
# runtime file and the generated boards.bazelrc; every per-board target
# (platform, constraint, board_regs.h, linker script, simulator runner, sim
# tests, SDK, benchmark) exists for the new board; its firmware tests pass in
# the board simulator and //platforms's description tests pass.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'cd /; (cd "$work/mcucrypt" 2>/dev/null && bazel shutdown >/dev/null 2>&1) || true; rm -rf "$work"' EXIT
ln -s "$(cd "$root/.." && pwd)/shared" "$work/shared"  # the test vectors, beside the clone
mkdir "$work/mcucrypt"
git -C "$root" ls-files -z | (cd "$root" && xargs -0 cp --parents -t "$work/mcucrypt")
cd "$work/mcucrypt"
cp -r . "$work/original"

# 1. The description: the K66's entry again under a new name and config.
/usr/bin/python3 - <<'PY'
import re
path = "platforms/boards.bzl"
text = open(path).read()
start = text.index('    "frdm_k66f": struct(')
end = text.index("\n    ),\n", start) + len("\n    ),\n")
twin = text[start:end].replace('"frdm_k66f": struct(', '"frdm_k66f_twin": struct(', 1)
twin = twin.replace('config = "k66",', 'config = "k66twin",', 1)
twin = re.sub(r'title = "([^"]*)",', r'title = "\1, twin (fourth-board demonstration)",', twin, count=1)
open(path, "w").write(text[:end] + twin + text[end:])
PY
# 2. Its runtime file (a new chip writes its own bring-up here).
cp platforms/runtime/boards/frdm_k66f.c platforms/runtime/boards/frdm_k66f_twin.c
# 3. The generated .bazelrc lines.
bazel build //platforms:boards_bazelrc 2>/dev/null
cp bazel-bin/platforms/boards_bazelrc.bazelrc platforms/boards.bazelrc
chmod 644 platforms/boards.bazelrc

changed="$( (diff -rq --exclude='bazel-*' "$work/original" . || true) | sed -e "s|$work/original/||" -e "s|^Only in \./*\(.*\): |+\1/|" | sort)"
echo "files the fourth board touched:"
echo "$changed" | sed 's/^/  /'
expected="$(printf '%s\n' '+platforms/runtime/boards/frdm_k66f_twin.c' \
  'Files platforms/boards.bazelrc and ./platforms/boards.bazelrc differ' \
  'Files platforms/boards.bzl and ./platforms/boards.bzl differ' | sort)"
[ "$changed" = "$expected" ] || { echo "FAIL: more than the description, its runtime file and generated files changed" >&2; exit 1; }

echo "per-board targets for the fourth board:"
for target in //platforms:frdm_k66f_twin //platforms/constraints:frdm_k66f_twin //platforms:frdm_k66f_twin_regs \
    //platforms:frdm_k66f_twin_firmware //tools/sim:run_frdm_k66f_twin //tests/firmware:hello_frdm_k66f_twin \
    //tests/crypto/aes:aes_speed_frdm_k66f_twin //tests/ct:ct_trace_frdm_k66f_twin //gen:sdk_frdm_k66f_twin \
    //bench:bench_frdm_k66f_twin; do
  bazel query "$target" >/dev/null 2>&1 || { echo "FAIL: no $target" >&2; exit 1; }
  echo "  $target"
done
bazel test --jobs=2 //platforms:all //tests/firmware:hello_frdm_k66f_twin //tests/firmware:fault_frdm_k66f_twin \
  //tests/firmware:uart_exit_code_frdm_k66f_twin
bazel build --jobs=2 --config=k66twin_board //tests/firmware:uart_exit_code
echo "fourth board: only its description, its runtime file and generated files changed; its tests pass"
