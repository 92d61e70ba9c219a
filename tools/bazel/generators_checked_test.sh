#!/bin/bash
# generators_checked_test.sh --unlisted=UNLISTED --exclude=EXCLUDE GENERATOR...
# Fails when a generator in the source tree (a file in a gen/ folder, or a
# *_gen.py / gen_*.py script) is not one of the GENERATORs the
# generated_tests run, or when a manual (slow) generated_test is missing
# from the slow suite (UNLISTED, comma-separated). EXCLUDE: top-level
# folders whose generators are checked elsewhere (comma-separated).
set -euo pipefail
unlisted="${1#--unlisted=}" exclude="${2#--exclude=}"
shift 2
status=0
if [ -n "$unlisted" ]; then
  echo "manual generator checks missing from the slow suite: $unlisted"
  status=1
fi
# The source tree: the first generator's real path, up to the WORKSPACE.
root="$(dirname "$(readlink -f "$1")")"
while [ ! -e "$root/WORKSPACE" ]; do
  [ "$root" != / ] || { echo "no WORKSPACE above $1"; exit 2; }
  root="$(dirname "$root")"
done
declare -A checked
for g in "$@"; do checked["$(readlink -f "$g")"]=1; done
prune=(-path "$root/.git" -o -path "$root/bazel-*" -o -name __pycache__)
for top in ${exclude//,/ }; do prune+=(-o -path "$root/$top"); done
found=0
while IFS= read -r f; do
  found=$((found + 1))
  if [ -z "${checked[$f]:-}" ]; then
    echo "generator with no check in //tests/generated: ${f#$root/}"
    status=1
  fi
done < <(find "$root" \( "${prune[@]}" \) -prune -o -type f \
  \( -path "*/gen/*" ! -name "*.md" -o -name "*_gen.py" -o -name "gen_*.py" \) -print)
echo "$found generators in the tree, ${#checked[@]} checked"
[ "$found" -gt 0 ] || { echo "found no generator: the search is broken"; exit 2; }
exit $status
