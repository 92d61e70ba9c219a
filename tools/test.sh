#!/bin/bash
# Runs every test: on the host (including the board simulator and every
# board's firmware tests in it), then the test suites cross-compiled for each
# board's core under QEMU, then the same suites in the board simulator, then
# the host tests again under AddressSanitizer (+ LeakSanitizer) and
# UndefinedBehaviorSanitizer together (--config=sanitize in .bazelrc; asan and
# ubsan also exist alone), then the
# shared-cache test (tools/cache_test.sh, one counted step). The board
# configs are the description's (tools/boards.sh): <config> and <config>_sim.
# Installs what is missing first (tools/setup.sh). Extra arguments go to every
# `bazel test` (e.g. --config=remote). Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh || exit 1
bash tools/remote_bazelrc.sh || exit 1

passed=0
failed=0
status=0
log=$(mktemp)
board_configs=$(bash tools/boards.sh "$@" | awk '{print $2}') || exit 1
configs=(host $board_configs $(printf '%s_sim ' $board_configs) sanitize)
for config in "${configs[@]}"; do
  flags=(--test_summary=short)
  # The host builds everything (every target must build); the other configs
  # build only the tests they run, not the host-only targets' firmware
  # images again under their own output paths.
  [ "$config" = host ] || flags+=(--config="$config" --build_tests_only)
  targets=(//...)
  # Under the sanitizers, not the SDK zips' and the benchmark pages' tests:
  # they build board firmware (never instrumented) and check Python's output,
  # and already ran on the host; the instrumented C++ and the CLI stay.
  [ "$config" = sanitize ] && targets=(-- //... -//tests/gen/... -//bench/...)
  echo "=== bazel test ${flags[*]:1} ${targets[*]} ($config)"
  bazel test "${flags[@]}" "$@" "${targets[@]}" 2>&1 | tee "$log" | grep -Ev '^(\[|Loading|Analyzing|INFO: (From|Analyzed|Found))'
  rc=${PIPESTATUS[0]}
  p=$(grep -cE '^//\S+\s+(\(cached\) )?PASSED' "$log")
  f=$(grep -cE '^//\S+\s+.*(FAILED|TIMEOUT|NO STATUS|INCOMPLETE|FLAKY)' "$log")
  # A build that broke before any test ran still counts as a failure.
  if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi
  passed=$((passed + p))
  failed=$((failed + f))
  [ "$rc" = 0 ] || status=1
done
rm -f "$log"
# The shared cache (tools/cache_server.sh) with two clean clones: it runs
# bazel itself, so it is a step here, counted as one test.
echo "=== tools/cache_test.sh (shared cache: nginx on the loopback, two clean clones)"
if bash tools/cache_test.sh; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  status=1
fi
echo "mcucrypt: $passed passed, $failed failed"
exit $status
