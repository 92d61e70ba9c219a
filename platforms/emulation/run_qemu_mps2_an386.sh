#!/bin/bash
# Runs a Cortex-M4 test binary on QEMU's mps2-an386 board with semihosting.
# Usage: run_qemu_mps2_an386.sh BINARY [ARGS...]
# The binary's exit code (SYS_EXIT_EXTENDED) becomes this script's; files the
# test opens are read from the working directory (Bazel's runfiles tree).
# A time limit ends a hung binary: exit 124, as from timeout(1).
set -u
binary="$1"
shift
limit="${MCUCRYPT_EMULATOR_TIMEOUT:-$(( ${TEST_TIMEOUT:-300} > 10 ? ${TEST_TIMEOUT:-300} - 5 : 5 ))}"
exec timeout --kill-after=5 "$limit" \
  qemu-system-arm -M mps2-an386 -cpu cortex-m4 -nographic -monitor none -serial none \
  -semihosting-config enable=on,target=native \
  -kernel "$binary" -append "$*"
