#!/bin/bash
# The main job: builds everything for every board and prints a summary.
# Then the benchmark pages (out/report/), the benchmark images for the real
# boards (out/board/) and the SDK zips (out/sdk/).
# Installs what is missing first (tools/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
bash tools/remote_bazelrc.sh

declare -A platform=([k66]=frdm_k66f [sam4c]=atsam4c32_ek [pic32mzw1]=wfi32_curiosity)
declare -A size_tool=([k66]=arm-none-eabi-size [sam4c]=arm-none-eabi-size [pic32mzw1]=mipsel-linux-gnu-size)

echo "=== host"
bazel build "$@" //...
for config in k66 sam4c pic32mzw1; do
  echo "=== ${platform[$config]} (--config=$config: test suites; --config=${config}_firmware: firmware)"
  bazel build --config="$config" "$@" //...
  bazel build --config="${config}_firmware" "$@" //...
done

echo
echo "mcucrypt build summary: code size of the crypto core per board (bytes, -O2)"
printf '%-18s %-10s %8s %8s %8s\n' board config text data bss
for config in k66 sam4c pic32mzw1; do
  bin=$(bazel info --config="$config" bazel-bin 2>/dev/null)
  libs=$(find "$bin/crypto" -name '*.a' | sort)
  read -r text data bss < <(${size_tool[$config]} -t $libs | tail -1 | awk '{print $1, $2, $3}')
  printf '%-18s %-10s %8s %8s %8s\n' "${platform[$config]}" "$config" "$text" "$data" "$bss"
done

echo
echo "Board simulator: firmware at each board's addresses, cycle model on"
bazel run "$@" //bench:sim_speed 2>/dev/null

echo
echo "Benchmark pages: each board's seed page regenerated in the board simulator (bench/report.py)"
bazel run --noshow_progress --ui_event_filters=-info "$@" //bench:report -- --board=all --out="$PWD/out/report"
echo "Benchmark pages written to $PWD/out/report (<board>.md, .html, .json)"

echo
echo "Benchmark images for the real boards (UART console, --config=<board>_board): flash one, then"
echo "  bazel run //bench:report -- --board=B --serial=PORT --out=DIR"
mkdir -p out/board
for config in k66 sam4c pic32mzw1; do
  bazel build --config="${config}_board" "$@" //bench:bench_firmware
  board_bin=$(bazel info --config="${config}_board" "$@" bazel-bin 2>/dev/null)
  install -m 0644 "$board_bin/bench/bench_firmware" "out/board/bench_${platform[$config]}.elf"
done
ls -l out/board/*.elf

echo
echo "SDK zips: one per board for the vendor IDEs (gen/, sdk_templates/)"
bazel build "$@" //gen:all_sdks
sdk_bin=$(bazel info "$@" bazel-bin 2>/dev/null)
mkdir -p out/sdk
for zip in "$sdk_bin"/gen/sdk_*/mcucrypt-*.zip; do
  install -m 0644 "$zip" out/sdk/
done
ls -l out/sdk/*.zip
echo "SDK zips written to $PWD/out/sdk (mcucrypt-<version>-<board>.zip)"
