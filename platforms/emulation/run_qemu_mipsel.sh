#!/bin/bash
# Runs a MIPS32r2 little-endian test binary (static, Linux ABI) in QEMU user mode.
# Usage: run_qemu_mipsel.sh BINARY [ARGS...]
# QEMU's default CPU for mipsel (24Kf) runs the MIPS32r2 integer ISA of the
# PIC32MZ W1's microAptiv; the FPU is there only for glibc's own start-up.
# A time limit ends a hung binary: exit 124, as from timeout(1).
set -u
binary="$1"
shift
limit="${MCUCRYPT_EMULATOR_TIMEOUT:-$(( ${TEST_TIMEOUT:-300} > 10 ? ${TEST_TIMEOUT:-300} - 5 : 5 ))}"
exec timeout --kill-after=5 "$limit" qemu-mipsel "$binary" "$@"
