#!/bin/bash
# Simulated instructions per second with the cycle model on, per board
# (mcusim --stats), on the SHA-256 workload of sim_speed.c.
set -euo pipefail
for runner in "$@"; do
  "$runner" 2>&1 | grep -E "mcusim:|cycles"
done
