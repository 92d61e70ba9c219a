#!/bin/bash
# The committed platforms/boards.bazelrc (imported by .bazelrc) must be what
# the board description generates: a board added, renamed or changed in
# boards.bzl without regenerating it fails here.
set -u
generated="$1" committed="$2"
if ! diff -u "$committed" "$generated"; then
  echo "platforms/boards.bazelrc is out of date with platforms/boards.bzl; regenerate it:" >&2
  echo "  bazel build //platforms:boards_bazelrc && cp bazel-bin/platforms/boards_bazelrc.bazelrc platforms/boards.bazelrc" >&2
  exit 1
fi
grep -q '^import %workspace%/platforms/boards.bazelrc$' "$3" || { echo ".bazelrc does not import platforms/boards.bazelrc" >&2; exit 1; }
echo "platforms/boards.bazelrc matches the description"
