#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# `renju-cli problems check` proves every problem of the collection (PROBLEMS_CHECKED: the
# files to check, all of them when empty; `make test-run` sets it: under the sanitizers,
# several times slower, only the composed problems).
# The collection alone: no problem files of the user's (~/.local/share/renju/problems,
# read too without FILE) come in, from an empty data folder.
set -e
BUILD=${RENJU_BUILD:-build}
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT
# shellcheck disable=SC2086 # a list of files
XDG_DATA_HOME=$DATA "$BUILD/renju-cli" problems check $PROBLEMS_CHECKED
