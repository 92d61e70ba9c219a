#!/bin/bash
# Installs what mcucrypt needs from Debian's packages, only what is missing.
# Run as root on Debian 12. Nothing else is downloaded, now or at build time.
set -euo pipefail

PACKAGES=(
  # Bazel 4.2.3 and the rule sets it needs locally (see WORKSPACE)
  bazel-bootstrap bazel-rules-cc bazel-rules-java bazel-platforms bazel-skylib
  # host compiler and GoogleTest sources
  g++ googletest
  # Cortex-M4: compiler, newlib (semihosting), C++ runtime
  gcc-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-newlib
  # MIPS32r2 little-endian (PIC32MZ W1)
  g++-mipsel-linux-gnu
  # emulators for the board cores
  qemu-system-arm qemu-user
  # board simulator: CPU cores, decoder, reference crypto for the peripheral models
  libunicorn-dev libcapstone-dev libssl-dev libjemalloc-dev
  # generators (SDK templates)
  python3 python3-jinja2
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  if [ "$(id -u)" != 0 ]; then
    echo "setup: run as root to install packages" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
echo "setup: all ${#PACKAGES[@]} packages present"
