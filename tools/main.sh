#!/bin/bash
# The main job: builds only what it writes, stage by stage:
#   1. the benchmark pages, each board's benchmark firmware run in the board
#      simulator (out/report/<board>.md, .html, .json);
#   2. the benchmark images for the real boards (out/board/bench_<board>.elf)
#      and the code size of the crypto core as they build it;
#   3. the SDK zips (out/sdk/mcucrypt-<version>-<board>.zip).
# No test target: tools/test.sh builds and runs those. The boards are the
# description's (tools/boards.sh). Installs what is missing first
# (tools/setup.sh). Extra arguments go to every bazel command (e.g.
# --config=remote).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
bash tools/remote_bazelrc.sh

start=$SECONDS
stage() { echo; echo "=== main [$1/3] $2 (elapsed $((SECONDS - start)) s)"; }

# "<board> <config> <core>" per board of the description.
mapfile -t boards < <(bash tools/boards.sh "$@")

stage 1 "Benchmark pages: each board's seed page regenerated in the board simulator (bench/report.py)"
bazel run --noshow_progress --ui_event_filters=-info "$@" //bench:report -- --board=all --out="$PWD/out/report"
echo "Benchmark pages written to $PWD/out/report (<board>.md, .html, .json)"

stage 2 "Benchmark images for the real boards (UART console, --config=<config>_board)"
mkdir -p out/board
sizes=()
for line in "${boards[@]}"; do
  read -r board config core <<<"$line"
  echo "--- $board (--config=${config}_board)"
  bazel build --config="${config}_board" "$@" //bench:bench_firmware //crypto:mcucrypt
  bin=$(bazel info --config="${config}_board" "$@" bazel-bin 2>/dev/null)
  install -m 0644 "$bin/bench/bench_firmware" "out/board/bench_${board}.elf"
  case "$core" in
    cortex_m*) size_tool=arm-none-eabi-size ;;
    mips*) size_tool=mipsel-linux-gnu-size ;;
    *) echo "main: no size tool for core $core" >&2; exit 1 ;;
  esac
  read -r text data bss < <($size_tool -t $(find "$bin/crypto" -name '*.a' | sort) | tail -1 | awk '{print $1, $2, $3}')
  sizes+=("$(printf '%-18s %-18s %8s %8s %8s' "$board" "${config}_board" "$text" "$data" "$bss")")
done
ls -l out/board/*.elf
echo "Flash one, then: bazel run //bench:report -- --board=B --serial=PORT --out=DIR"
echo
echo "Code size of the crypto core per board (bytes, -O2, as the board images build it)"
printf '%-18s %-18s %8s %8s %8s\n' board config text data bss
printf '%s\n' "${sizes[@]}"

stage 3 "SDK zips: one per board for the vendor IDEs (gen/, sdk_templates/)"
# Software or driver per family, the faster on the pages just written: the
# zips are built with this table (//platforms:boards is built: tools/boards.sh).
# A change is the pages' news: commit it.
/usr/bin/python3 gen/backend_choices.py --boards="$(bazel info "$@" bazel-bin 2>/dev/null)/platforms/boards.json" \
  --pages=out/report --out=gen/backend_choices.json
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  if git diff --quiet -- gen/backend_choices.json; then
    echo "gen/backend_choices.json: unchanged from the committed table"
  else
    echo "gen/backend_choices.json: differs from the committed table (new figures or choices: git diff it, and commit it)"
  fi
fi
bazel build "$@" //gen:all_sdks
sdk_bin=$(bazel info "$@" bazel-bin 2>/dev/null)
mkdir -p out/sdk
for zip in "$sdk_bin"/gen/sdk_*/mcucrypt-*.zip; do
  install -m 0644 "$zip" out/sdk/
done
ls -l out/sdk/*.zip
echo "SDK zips written to $PWD/out/sdk (mcucrypt-<version>-<board>.zip)"
echo
echo "main: done in $((SECONDS - start)) s"
