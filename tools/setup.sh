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
  # constant-time check (tests/ct): memcheck and its client-request header <valgrind/memcheck.h>
  valgrind
  # generators (SDK templates)
  python3 python3-jinja2
  # CMSIS-Pack .pdsc validation against PACK.xsd (tests/gen): xmllint
  libxml2-utils
  # benchmark pages (bench/): protoc + nanopb's generator for the records, Python protobuf
  # to decode them, jsonschema for the report's test, headless Chromium to render its HTML
  nanopb protobuf-compiler python3-protobuf python3-jsonschema chromium
  # `apt-get source` (nanopb's runtime C sources, below) unpacks with dpkg-source
  dpkg-dev
  # the team's shared Bazel cache (tools/cache_server.sh, tools/cache_test.sh):
  # Debian's nginx is built with ngx_http_dav_module (WebDAV PUT)
  nginx
  # test-only: the command-line tool's tests (tests/cli) compare it with the openssl
  # command and Python's cryptography
  openssl python3-cryptography
  # test-only: the fuzz targets (tests/fuzz) build with clang's libFuzzer and sanitizers
  clang libclang-rt-14-dev
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

# nanopb's runtime C sources (pb_encode.c, pb_common.c, ...) for the benchmark firmware: Debian
# ships them only in its source package. Unpacked once, outside the clone, into a fixed directory
# that WORKSPACE exposes as @nanopb. Needs a deb-src entry for bookworm beside the deb one.
NANOPB_SRC=/usr/local/src/mcucrypt-nanopb
if [ ! -f "$NANOPB_SRC/pb_encode.c" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "setup: run as root to fetch nanopb's sources into $NANOPB_SRC" >&2
    exit 1
  fi
  if ! grep -rqsE '^(Types:.*deb-src|deb-src .* bookworm)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      # deb822: the same archive as the bookworm `deb` stanza
      uri=$(awk '/^URIs:/{u=$2} /^Suites:.*bookworm( |$)/{print u; exit}' /etc/apt/sources.list.d/debian.sources)
      printf 'Types: deb-src\nURIs: %s\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "${uri:-http://deb.debian.org/debian}" > /etc/apt/sources.list.d/mcucrypt-deb-src.sources
    else
      grep -hE '^deb [^ ]+ bookworm ' /etc/apt/sources.list | head -1 | sed 's/^deb /deb-src /' \
        > /etc/apt/sources.list.d/mcucrypt-deb-src.list
    fi
    apt-get update -qq
  fi
  work=$(mktemp -d)
  (cd "$work" && apt-get source -qq nanopb >/dev/null 2>&1) || { rm -rf "$work"; echo "setup: apt-get source nanopb failed" >&2; exit 1; }
  mkdir -p "$(dirname "$NANOPB_SRC")"
  rm -rf "$NANOPB_SRC"
  mv "$work"/nanopb-*/ "$NANOPB_SRC"
  rm -rf "$work"
  echo "setup: nanopb sources in $NANOPB_SRC"
fi
