#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# lab/relay.py between two stand-in engines (lab/tests/fake_labeller.py, each
# logging the boards it is given to its own file; both always answer 0,0): with K = 5,
# a 3-stone BOARD goes to the first engine, the position after the next TURN (5 stones)
# to the second, as full boards with the relay's own stones as 1; TAKEBACK takes back the
# last stone; START reaches both;
# bad lines get ERROR or UNKNOWN and the relay goes on; an engine that dies gives ERROR.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fake="python3 lab/tests/fake_labeller.py"
printf '%s\n' "START 15" "INFO timeout_turn 100" "BOARD" "7,7,2" "7,6,1" "5,5,2" "DONE" \
    "TURN 1,1" "TAKEBACK" "TURN 2,2" "ABOUT" "FOO" "TURN x" "BOARD" "1,2" "DONE" \
    "BOARD" "0,0,1" "0,1,2" "0,2,1" "0,3,2" "0,4,1" "0,5,2" "0,6,1" "0,7,2" "0,8,1" "0,9,2" \
    "DONE" "END" |
    FAKE_LOG="$tmp/late" python3 lab/relay.py "env FAKE_LOG=$tmp/early $fake" "$fake" 5 \
    > "$tmp/out" || {
    cat "$tmp/out"; echo "test_relay: relay.py failed"; exit 1; }
cat > "$tmp/want" <<'OUT'
OK
0,0
0,0
OK
0,0
name="relay", version="1", author="Renju"
UNKNOWN FOO
ERROR malformed command: TURN x
ERROR malformed command: BOARD
ERROR engine gave no move (None)
OUT
diff "$tmp/want" "$tmp/out" || { echo "test_relay: wrong replies"; exit 1; }
grep -qx "7,7,2 7,6,1 5,5,2" "$tmp/early" || {
    cat "$tmp/early"; echo "test_relay: the first engine did not get the opening"; exit 1; }
[ "$(wc -l < "$tmp/early")" -eq 1 ] || {
    cat "$tmp/early"; echo "test_relay: the first engine got a later position"; exit 1; }
grep -qx "7,7,2 7,6,1 5,5,2 0,0,1 1,1,2" "$tmp/late" || {
    cat "$tmp/late"; echo "test_relay: the second engine did not get the 5-stone board"; exit 1; }
# TAKEBACK took back the relay's last stone; TURN 2,2 then added the opponent's.
grep -qx "7,7,2 7,6,1 5,5,2 0,0,1 1,1,2 2,2,2" "$tmp/late" || {
    cat "$tmp/late"; echo "test_relay: TAKEBACK did not take back the last stone"; exit 1; }
echo "test_relay: passed"
