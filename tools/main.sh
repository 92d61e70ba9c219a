#!/bin/bash
# The main job: builds everything for every board and prints a summary.
# (The benchmark report and the SDK zips join it as they land.)
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
  echo "=== ${platform[$config]} (--config=$config)"
  bazel build --config="$config" "$@" //...
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
