#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# lab/find_blunders.py on a small match record, judged by the stand-in engine
# (lab/tests/fake_labeller.py; its move is always a15). The suspects:
#   game 1, g8: we saw no loss, the opponent then claimed a win, the referee agrees and
#     its own move a15 holds: the one line printed;
#   game 2, a15: the referee would play it too: not a mistake;
#   game 3, i10: the opponent claimed its win before our move already: not ours;
#   game 4, j9: a book move: left out;
#   game 6, e9: we already saw our loss: not the mistake;
#   game 7, d9: the referee sees no win for the opponent after it: a false claim;
#   game 8, k11: the referee's own move loses too: the position was lost already;
#   game 9 repeats game 1's mistake: judged and printed once;
#   game 5 is in the messages only: no moves to judge.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/m.sgf" <<'EOF'
(;FF[4]GM[4]GN[1]PB[B]PW[A]RE[B+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[fh];B[hf];W[gh];B[gf];W[if];B[eg])
(;FF[4]GM[4]GN[9]PB[B]PW[A]RE[B+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[fh];B[hf];W[gh];B[gf])
(;FF[4]GM[4]GN[2]PB[A]PW[B]RE[W+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[fh];B[aa];W[gh])
(;FF[4]GM[4]GN[3]PB[B]PW[A]RE[B+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[fh];B[hf];W[if];B[gf])
(;FF[4]GM[4]GN[4]PB[B]PW[A]RE[B+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[fh];B[hf];W[jg];B[gf])
(;FF[4]GM[4]GN[7]PB[B]PW[A]RE[B+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[fh];B[hf];W[dg];B[gf])
(;FF[4]GM[4]GN[8]PB[B]PW[A]RE[B+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[ke];B[hf])
(;FF[4]GM[4]GN[6]PB[B]PW[A]RE[B+1]
;B[hh];W[hg];B[ff];W[gg];B[fg];W[fh];B[hf];W[eg];B[gf])
EOF
cat > "$tmp/m.msg" <<'EOF'
------------------------------
Game ID: 1
Engines: B x A
7) B: dep - ev 50 nd 900k tm 800 sp 1100
8) A: depth 9 ev -100 nodes 100000 nps 1000000 time 900 pv 6,7 6,5
9) B: dep - ev +v9 nd 13k tm 11 sp 1253
garbage line
------------------------------
Game ID: 9
Engines: B x A
8) A: depth 9 ev -90 nodes 100000 nps 1000000 time 900 pv 6,7
9) B: dep - ev +v9 nd 13k tm 11 sp 1253
------------------------------
Game ID: 2
Engines: A x B
6) B: dep - ev 0 nd 900k tm 800 sp 1100
7) A: depth 5 ev 30 nodes 100000 nps 1000000 time 900 pv 0,0
8) B: dep - ev +v5 nd 13k tm 11 sp 1253
------------------------------
Game ID: 8
Engines: B x A
6) A: depth 9 ev 40 nodes 100000 nps 1000000 time 900 pv 10,4
7) B: dep - ev +v7 nd 13k tm 11 sp 1253
------------------------------
Game ID: 3
Engines: B x A
7) B: dep - ev +v11 nd 900k tm 800 sp 1100
8) A: depth 9 ev -100 nodes 100000 nps 1000000 time 900 pv 8,5
9) B: dep - ev +v9 nd 13k tm 11 sp 1253
------------------------------
Game ID: 4
Engines: B x A
8) A: book ev -304 pv 9,6
9) B: dep - ev +v3 nd 13k tm 11 sp 1253
------------------------------
Game ID: 5
Engines: B x A
8) A: depth 9 ev -100 nodes 100000 nps 1000000 time 900 pv 8,5
9) B: dep - ev +v9 nd 13k tm 11 sp 1253
------------------------------
Game ID: 6
Engines: B x A
7) B: dep - ev 20 nd 900k tm 800 sp 1100
8) A: depth 3 ev -29990 nodes 100 nps 100000 time 1 pv 4,6
9) B: dep - ev +v1 nd 1 tm 1 sp 1
------------------------------
Game ID: 7
Engines: B x A
8) A: depth 9 ev 40 nodes 100000 nps 1000000 time 900 pv 3,6
9) B: dep - ev +v7 nd 13k tm 11 sp 1253
EOF
# The referee: 7 stones -> Eval 200 and 8 -> -M5 (fake_labeller.py), but +M9 for the
# opponent after g8 (6,7), i10 (8,5), j9 (9,6), e9 (4,6) or k11 (10,4), and after a15 as
# the sixth stone; five or six stones -> 0.
FAKE_LOG="$tmp/boards" FAKE_LAST="6,7=M9;8,5=M9;9,6=M9;4,6=M9;10,4=M9;6@0,0=M9" python3 lab/find_blunders.py \
    "$tmp/m.sgf" "$tmp/m.msg" --referee "python3 lab/tests/fake_labeller.py" \
    --ms 100 > "$tmp/out" 2> "$tmp/log" || {
    cat "$tmp/log"; echo "test_find_blunders: find_blunders.py failed"; exit 1; }
expected="avoid | h8 h9 f10 g9 f9 f8 h10 | g8 | move 8: lets in a forced win (referee: a15 holds)"
[ "$(cat "$tmp/out")" = "$expected" ] || {
    cat "$tmp/out"; echo "test_find_blunders: expected only: $expected"; exit 1; }
grep -q "1 of 4 candidates confirmed" "$tmp/log" || {
    cat "$tmp/log"; echo "test_find_blunders: wrong count"; exit 1; }
# Games 1 and 8: before, after our move, after the referee's; game 2: before only; game 7:
# before and after our move.
[ "$(wc -l < "$tmp/boards")" -eq 9 ] || {
    cat "$tmp/boards"; echo "test_find_blunders: expected 9 positions judged"; exit 1; }
# Files come in pairs.
if python3 lab/find_blunders.py "$tmp/m.sgf" --referee true > /dev/null 2>&1; then
    echo "test_find_blunders: an unpaired file was accepted"; exit 1
fi
echo "test_find_blunders: passed"
