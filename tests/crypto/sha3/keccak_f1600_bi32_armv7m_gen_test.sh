#!/bin/sh
# keccak_f1600_bi32_armv7m.S is the output of its generator: run it again
# (it refuses to print code that fails its own simulation) and compare.
set -eu
gen="$1"
asm="$2"
out="${TEST_TMPDIR:-/tmp}/keccak_f1600_bi32_armv7m.S"
python3 "$gen" > "$out"
diff -u "$asm" "$out"
echo "keccak_f1600_bi32_armv7m.S matches its generator"
