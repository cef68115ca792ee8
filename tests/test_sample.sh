#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# The lab's sampling (`make sample`, lab/README.md, "The evaluation's network") is compiled
# out of every normal build: pbrain-renju searches a position with RENJU_SAMPLE and
# RENJU_SAMPLE_RATE=1 set, as the sampling build's self-play does, and must write nothing
# there. PBRAIN names another brain (PBRAIN=build/sample/pbrain-renju fails this test: that
# one writes a "D moves" line for every evaluation).
set -eu
BUILD=${RENJU_BUILD:-build}
PBRAIN=${PBRAIN:-$BUILD/pbrain-renju}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Black h8 j9 g7, White i9 h10 (Gomocup x,y from the top left; 1 own, 2 the opponent's),
# White to move: out of the book, so the brain searches (20000 nodes).
printf 'START 15\nINFO rule 4\nINFO max_node 20000\nBOARD\n7,7,2\n8,6,1\n9,6,2\n7,5,1\n6,8,2\nDONE\nEND\n' \
    | RENJU_SAMPLE="$tmp/leaves.txt" RENJU_SAMPLE_RATE=1 "$PBRAIN" > "$tmp/out" 2>&1 || {
    cat "$tmp/out"; echo "test_sample: $PBRAIN failed"; exit 1; }
grep -Eq '^[0-9]+,[0-9]+$' "$tmp/out" || {
    cat "$tmp/out"; echo "test_sample: $PBRAIN gave no move"; exit 1; }
if [ -e "$tmp/leaves.txt" ]; then
    echo "test_sample: $PBRAIN sampled its evaluations ($(wc -l < "$tmp/leaves.txt") lines):"
    head -3 "$tmp/leaves.txt"
    exit 1
fi
echo "test_sample: $PBRAIN searched and sampled nothing"
