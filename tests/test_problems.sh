#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# `renju-cli problems check` proves every problem of the collection (PROBLEMS_CHECKED: the
# files to check, all of them when empty; `make test-run` sets it: under the sanitizers,
# several times slower, only the composed problems).
set -e
BUILD=${RENJU_BUILD:-build}
# shellcheck disable=SC2086 # a list of files
"$BUILD/renju-cli" problems check $PROBLEMS_CHECKED
