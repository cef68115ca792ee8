#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# Runs one test for `make test-run`, which runs JOBS of them at once (xargs -P): a test
# program, or a test script (NAME.sh, run with sh). Its output goes to
# $RENJU_BUILD/tests/NAME.out and is printed in one piece when it ends (under a lock), so
# the lines of two tests never mix; a failing test's name is added to the pass's list of
# failures (FAILED_LIST), which the Makefile prints at the end.
t=$1
out=${RENJU_BUILD:-build}/tests/$(basename "$t").out
case $t in
*.sh) sh "$t" > "$out" 2>&1 ;;
*) "$t" > "$out" 2>&1 ;;
esac
rc=$?
(
    flock 9
    echo "== $t"
    cat "$out"
    if [ $rc -ne 0 ]; then
        echo "== $t FAILED (exit status $rc)"
        echo "$t" >> "$FAILED_LIST"
    fi
) 9>> "$FAILED_LIST.lock"
[ $rc -eq 0 ]
