#!/bin/bash
# Runs description_test.py with Debian's Python over the source tree.
exec /usr/bin/python3 "$(dirname "$0")/description_test.py" "$@"
