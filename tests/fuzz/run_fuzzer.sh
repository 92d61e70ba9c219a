#!/bin/bash
# run_fuzzer.sh FUZZER CORPUS SECONDS: runs a libFuzzer binary for a fixed
# time from a copy of the seed corpus (libFuzzer adds what it finds to its
# first corpus directory, and runfiles are read-only). Any crash, leak,
# timeout or sanitizer report fails the test; the input that caused it is
# kept in the test's outputs (bazel-testlogs/.../test.outputs/).
set -euo pipefail
fuzzer="$1" corpus="$2" seconds="$3"
work="${TEST_TMPDIR:-$(mktemp -d)}/corpus"
mkdir -p "$work"
cp -r "$corpus"/. "$work"/
artifacts="${TEST_UNDECLARED_OUTPUTS_DIR:-$work}/"
exec "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts" "$work"
