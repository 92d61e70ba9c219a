#!/bin/bash
# Runs a MIPS32r2 little-endian test binary (static, Linux ABI) in QEMU user mode.
# Usage: run_qemu_mipsel.sh BINARY [ARGS...]
# QEMU's 74Kf runs the MIPS32r2 integer ISA and the DSP ASE rev. 2 of the
# PIC32MZ W1's microAptiv UP (its default mipsel CPU, 24Kf, has no DSP ASE:
# ADDSC/ADDWC raise SIGILL; QEMU 7.2); the FPU is there only for glibc's own
# start-up. QEMU user mode enables the DSP ASE (Status.MX) for such a CPU.
# MCUCRYPT_QEMU_CPU overrides the model (e.g. 24Kf: a core without DSP).
# A time limit ends a hung binary: exit 124, as from timeout(1).
set -u
binary="$1"
shift
limit="${MCUCRYPT_EMULATOR_TIMEOUT:-$(( ${TEST_TIMEOUT:-300} > 10 ? ${TEST_TIMEOUT:-300} - 5 : 5 ))}"
exec timeout --kill-after=5 "$limit" qemu-mipsel -cpu "${MCUCRYPT_QEMU_CPU:-74Kf}" "$binary" "$@"
