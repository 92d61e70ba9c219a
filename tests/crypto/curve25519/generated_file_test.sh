#!/bin/sh
# A checked-in generated file is exactly what its generator prints: run the
# generator again and compare. Usage: generated_file_test.sh GEN.py FILE [ARG...]
set -eu
gen="$1"
file="$2"
shift 2
out="${TEST_TMPDIR:-/tmp}/$(basename "$file")"
python3 "$gen" "$@" > "$out"
diff -u "$file" "$out"
echo "$(basename "$file") matches $(basename "$gen")"
