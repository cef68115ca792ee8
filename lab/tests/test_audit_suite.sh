#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# lab/audit_suite.py on a small suite, judged by the stand-in engine
# (lab/tests/fake_labeller.py; its move is always a15, its evaluation set per board by
# FAKE_LAST). Each line below says the verdict it must get and why.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/suite.txt" <<'SUITE'
# a comment, then a blank line

win | h8 h9 h10 | * | proven at the root
win | h8 h9 g9 | * | a forced block: proven for the opponent after it
win | h8 h9 f9 i9 f8 | * | no proof either way
win | h8 h9 h10 h11 g8 g9 g10 g11 f8 f9 | * | the referee dies here, and is restarted
move | h8 h9 e5 | e6 | lost whatever it plays
move | h8 h9 d4 | a15 b2 | the referee plays an expected move
move | h8 h9 c3 i9 | c2 | the referee's a15 loses too
move | h8 h9 c3 i9 j9 k9 | c2 | the referee's a15 may hold
avoid | h8 h9 b2 | b3 | b3 loses
avoid | h8 h9 b4 | b5 | b5 does not lose
move | b=h8 w=h9 | h10 | stones
not a suite line
SUITE
FAKE_LOG="$tmp/log" \
FAKE_LAST="7,5=M9;6,6=50;4@0,0=-M3;5,7=50;6@0,0=20;4,10=-M7;5@0,0=M5;7@0,0=10;1,12=M3;1,10=100" \
    python3 lab/audit_suite.py "$tmp/suite.txt" --ms 50 \
    --referee "python3 lab/tests/fake_labeller.py" > "$tmp/out" 2> "$tmp/err"
cut -d' ' -f1-3 "$tmp/out" > "$tmp/got"
cat > "$tmp/want" <<'WANT'
ok line 3:
ok line 4:
DOUBT line 5:
DOUBT line 6:
LOST line 7:
ok line 8:
ok line 9:
DOUBT line 10:
ok line 11:
DOUBT line 12:
skip line 13:
WANT
if ! diff "$tmp/want" "$tmp/got"; then
    echo "test_audit_suite: wrong verdicts; the output was:"; cat "$tmp/out" "$tmp/err"
    exit 1
fi
# need FILE GREP-ARGS... -- WHAT: fails the test, showing FILE, unless grep finds it.
need() {
    file=$1; shift
    args=""
    while [ "$1" != "--" ]; do args="$args $1"; shift; done
    shift
    # shellcheck disable=SC2086
    grep $args "$file" || { echo "test_audit_suite: $*"; cat "$file"; exit 1; }
}
need "$tmp/err" -q "line.14:.not.KIND" -- the malformed line was not reported
need "$tmp/err" -q "5.ok,.1.LOST,.4.DOUBT,.1.skip" -- wrong count
# The referee saw each position as the Gomocup protocol has it: the side to move's stones
# as 1. After "h8 h9 d4" White is to move: h8 and d4 are the opponent's (2).
need "$tmp/log" -qx "7,7,2.7,6,1.3,11,2" -- the board of line 9 was sent wrong
need "$tmp/out" -q "line.6:.*did.not.answer" -- the dead referee was not reported
echo "test_audit_suite: ok"
