#!/bin/bash
# Runs every test, in stages it announces (=== ...):
#   sanitize   the host tests the sanitizers can run, under AddressSanitizer
#              (+ LeakSanitizer) and UndefinedBehaviorSanitizer together
#              (--config=sanitize in .bazelrc), building every host target
#              that can be instrumented;
#   host       the other host tests, plain: every board's firmware in the
#              board simulator, the SDK zips, the benchmark pages, valgrind,
#              the fuzzers and the generators (each incompatible with the
#              sanitizer configs, HOST_PLAIN, so each host test runs exactly
#              once), and the other HOST_PLAIN targets built (the simulator's
#              runners; a board's firmware is never instrumented, so it is
#              built in this stage only);
#   <config>   the test suites cross-compiled for each distinct core of the
#              description under its emulator (QEMU), for the first board of
#              that core (the K66's Cortex-M4F build stands for the SAM4C's
#              Cortex-M4 here: the same code and core, another float ABI the
#              crypto core does not use; the SAM4C's own build runs in its
#              simulator stage and in its firmware tests);
#   <config>_sim  every board's suites that can reach a driver, in the board
#              simulator with the board's drivers;
# then the shared-cache test (tools/cache_test.sh, one counted step). The
# board configs are the description's (tools/boards.sh). Installs what is
# missing first (tools/setup.sh). Extra arguments go to every `bazel test`
# (e.g. --config=remote). Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh || exit 1
bash tools/remote_bazelrc.sh || exit 1

# The labels of the targets a configuration can build (not skipped as
# incompatible there), but the manual ones and test suites, as `bazel test
# //...` would: tests and everything else.
compatible_targets() {
  bazel cquery "$@" 'kind(rule, //...) except kind(test_suite, //...) except attr(tags, "manual", //...)' \
    --output=starlark \
    --starlark:expr='"" if "IncompatiblePlatformProvider" in providers(target) else str(target.label)' \
    2>/dev/null | grep -E '^(@)?//' | sed 's/^@//' | sort
}

passed=0
failed=0
status=0
log=$(mktemp)
boards=$(bash tools/boards.sh "$@") || exit 1
board_configs=$(echo "$boards" | awk '{print $2}')
core_configs=$(echo "$boards" | awk '!seen[$3]++ {print $2}')
all_tests=$(bazel query 'tests(//...)' 2>/dev/null | sort) || exit 1
host_targets=$(compatible_targets "$@") || exit 1
sanitized_targets=$(compatible_targets --config=sanitize "$@") || exit 1
sanitized_tests=$(comm -12 <(echo "$sanitized_targets") <(echo "$all_tests"))
# What only the plain host configuration builds (HOST_PLAIN, tools/bazel/host_plain.bzl):
# its tests run, the other targets (the simulator's runners, the SDK zips, the
# benchmark) are built, in the host stage.
host_plain=$(comm -23 <(echo "$host_targets") <(echo "$sanitized_targets"))
host_plain_tests=$(comm -12 <(echo "$host_plain") <(echo "$all_tests"))
if [ -z "$host_plain_tests" ] || [ -z "$sanitized_tests" ]; then
  echo "tools/test.sh: could not list the host's tests (bazel cquery)" >&2
  exit 1
fi
configs=(sanitize host $core_configs $(printf '%s_sim ' $board_configs))
for config in "${configs[@]}"; do
  flags=(--test_summary=short)
  targets=(//...)
  case "$config" in
    # Builds every host target the sanitizers can instrument.
    sanitize) flags+=(--config=sanitize) ;;
    # Only the tests the sanitize stage could not run, and the targets it
    # could not build.
    host) targets=($host_plain) ;;
    # The tests the config runs, not the host-only targets' images again.
    *) flags+=(--config="$config" --build_tests_only) ;;
  esac
  echo "=== bazel test ${flags[*]:1} $([ "$config" = host ] && echo "(${#targets[@]} targets)" || echo "${targets[*]}") ($config)"
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
