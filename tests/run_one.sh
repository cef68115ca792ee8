#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# Runs one test program for `make test-run`, which runs JOBS of them at once (xargs -P).
# The test's output goes to NAME.out beside it and is printed in one piece when it ends
# (under a lock), so the lines of two tests never mix; a failing test's name is added to
# the pass's list of failures (FAILED_LIST), which the Makefile prints at the end.
t=$1
"$t" > "$t.out" 2>&1
rc=$?
(
    flock 9
    echo "== $t"
    cat "$t.out"
    if [ $rc -ne 0 ]; then
        echo "== $t FAILED (exit status $rc)"
        echo "$t" >> "$FAILED_LIST"
    fi
) 9>> "$FAILED_LIST.lock"
[ $rc -eq 0 ]
