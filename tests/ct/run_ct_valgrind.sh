#!/bin/bash
# run_ct_valgrind.sh VALGRIND HARNESS...: for each harness binary, the cases
# in $CT_CASES (default: library, i.e. all) must give no memcheck error, and,
# unless CT_PROVE_LEAKS=0, each deliberately leaky case must be caught
# (valgrind exits with the error code and reports the leak).
set -u
valgrind=$1
shift
LEAK=97  # valgrind's exit code when memcheck found an error
flags=(--tool=memcheck --error-exitcode=$LEAK --leak-check=no --track-origins=yes
       --num-callers=30 --undef-value-errors=yes)
failed=0
for bin in "$@"; do
  echo "=== $bin"
  cases=${CT_CASES:-library}
  # shellcheck disable=SC2086
  "$valgrind" "${flags[@]}" "$bin" $cases
  rc=$?
  if [ $rc = 0 ]; then
    echo "ct: $cases: no secret-dependent branch or address"
  else
    echo "ct: $cases: FAILED (exit $rc; $LEAK = memcheck found secret-dependent branches or addresses above)"
    failed=1
  fi
  [ "${CT_PROVE_LEAKS:-1}" = 1 ] || continue
  # The proof that the check works: both leaks must be reported.
  for leak in leaky_table:"Use of uninitialised value" leaky_branch:"Conditional jump or move depends on uninitialised value"; do
    name=${leak%%:*}
    want=${leak#*:}
    out=$("$valgrind" "${flags[@]}" "$bin" "$name" 2>&1)
    rc=$?
    if [ $rc = $LEAK ] && grep -q "$want" <<<"$out" && grep -q "$name" <<<"$out"; then
      echo "ct: $name: caught as expected (\"$want\" in $name)"
    else
      echo "$out"
      echo "ct: $name: NOT caught (exit $rc): the check is broken"
      failed=1
    fi
  done
done
exit $failed
