#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# The labelling script (lab/label.py) against a stand-in engine
# (lab/tests/fake_labeller.py): it must send each position with the side to move's
# stones as 1, turn the last Eval into the side to move's expected score (a mate into 0
# or 1), skip a position the engine only answers after YXSTOP without an evaluation, and
# go on with a restarted engine after one dies. With --whole, each line is one position.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "B h8 h9 f10 g9 f9 f8 h10 g8 g10 i10 e9 d9" > "$tmp/games.txt"
echo "not a game" >> "$tmp/games.txt"
FAKE_LOG="$tmp/boards" python3 lab/label.py "python3 lab/tests/fake_labeller.py" \
    "$tmp/games.txt" "$tmp/out.txt" --per-game 5 --from 7 2> "$tmp/log" || {
    cat "$tmp/log"; echo "test_label: label.py failed"; exit 1; }
expect() {
    grep -qx "$1" "$tmp/out.txt" || {
        cat "$tmp/out.txt"; echo "test_label: no line '$1'"; exit 1; }
}
expect "P 0.7311 h8 h9 f10 g9 f9 f8 h10"
expect "P 0.0000 h8 h9 f10 g9 f9 f8 h10 g8"
expect "P 0.5000 h8 h9 f10 g9 f9 f8 h10 g8 g10 i10 e9"
[ "$(wc -l < "$tmp/out.txt")" -eq 3 ] || {
    cat "$tmp/out.txt"; echo "test_label: expected 3 positions (two unanswered)"; exit 1; }
# Seven stones, White to move: White's stones (h9, g9, f8) are the engine's own.
head -n 1 "$tmp/boards" | grep -qx "7,7,2 7,6,1 5,5,2 6,6,1 5,6,2 5,7,1 7,5,2" || {
    head -n 1 "$tmp/boards"; echo "test_label: wrong board sent"; exit 1; }
grep -q "3 positions labelled of 5" "$tmp/log" || {
    cat "$tmp/log"; echo "test_label: wrong count"; exit 1; }
# With --best, the engine's move (0,0 = a15) heads each line.
FAKE_LOG="$tmp/boards" python3 lab/label.py "python3 lab/tests/fake_labeller.py" \
    "$tmp/games.txt" "$tmp/best.txt" --per-game 5 --from 7 --best 2> "$tmp/log" || {
    cat "$tmp/log"; echo "test_label: label.py --best failed"; exit 1; }
grep -qx "M a15 0.7311 h8 h9 f10 g9 f9 f8 h10" "$tmp/best.txt" || {
    cat "$tmp/best.txt"; echo "test_label: no move line"; exit 1; }
# With --whole, each line's moves are one position: 7 stones (200 -> 0.7311) and 8
# (a mate against the side to move -> 0); the not-a-game line is skipped.
printf 'D h8 h9 f10 g9 f9 f8 h10\nW h8 h9 f10 g9 f9 f8 h10 g8\nnot a game\n' > "$tmp/whole.txt"
FAKE_LOG="$tmp/boards" python3 lab/label.py "python3 lab/tests/fake_labeller.py" \
    "$tmp/whole.txt" "$tmp/whole_out.txt" --whole 2> "$tmp/log" || {
    cat "$tmp/log"; echo "test_label: label.py --whole failed"; exit 1; }
printf 'P 0.7311 h8 h9 f10 g9 f9 f8 h10\nP 0.0000 h8 h9 f10 g9 f9 f8 h10 g8\n' |
    cmp -s - "$tmp/whole_out.txt" || {
    cat "$tmp/whole_out.txt"; echo "test_label: --whole labels the wrong positions"; exit 1; }
# A stuck engine (12 stones: no answer even after YXSTOP) is restarted, and the stuck one
# is gone: through the shell, killing the shell alone left the engine running.
printf 'D h8 h9 f10 g9 f9 f8 h10\nD h8 h9 f10 g9 f9 f8 h10 g8 g10 i10 e9 d9\n' > "$tmp/stuck.txt"
FAKE_PIDS="$tmp/pids" FAKE_LOG="$tmp/boards" python3 lab/label.py \
    "python3 lab/tests/fake_labeller.py" "$tmp/stuck.txt" "$tmp/stuck_out.txt" --whole \
    2> "$tmp/log" || { cat "$tmp/log"; echo "test_label: label.py failed on a stuck engine"; exit 1; }
[ "$(wc -l < "$tmp/pids")" -eq 2 ] || {
    cat "$tmp/pids"; echo "test_label: expected one restart"; exit 1; }
first=$(head -n 1 "$tmp/pids")
alive() { [ -r "/proc/$1/stat" ] && ! grep -q '^[0-9]* ([^)]*) Z' "/proc/$1/stat"; }
i=0
while alive "$first" && [ "$i" -lt 20 ]; do
    sleep 0.1
    i=$((i + 1))
done
if alive "$first"; then
    kill "$first"
    echo "test_label: the stuck engine was left running"
    exit 1
fi
echo "test_label: passed"
