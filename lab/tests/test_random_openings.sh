#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# The opening sets of the quick engine matches (lab/random_openings.py): line i is the
# (i mod 26)-th standard opening of lab/book-openings.txt in c-gomoku-cli's offset
# notation plus a white and a black stone on empty points within three lines of the
# centre; the same seed gives the same file (so two builds meet the same openings),
# another seed another; a file that is not in board notation is refused, writing nothing.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gen=lab/random_openings.py
fail() { echo "test_random_openings: $1"; exit 1; }
python3 $gen 44 60 > "$tmp/a.txt" || fail "the generator failed"
python3 $gen 44 60 > "$tmp/b.txt"
python3 $gen 45 60 > "$tmp/c.txt"
[ "$(wc -l < "$tmp/a.txt")" -eq 60 ] || fail "expected 60 lines"
cmp -s "$tmp/a.txt" "$tmp/b.txt" || fail "the same seed gave two files"
! cmp -s "$tmp/a.txt" "$tmp/c.txt" || fail "two seeds gave the same file"
# h8 h9 f10 (the first opening) and h8 i9 f6 (the 26th), from the centre, y downwards.
[ "$(python3 $gen 1 1)" = "0,0, 0,-1, -2,-2, -2,1, 3,3" ] || fail "seed 1 changed"
sed -n 26p "$tmp/a.txt" | grep -q "^0,0, 1,-1, -2,2, " || fail "line 26 is not h8 i9 f6"
sed -n 27p "$tmp/a.txt" | grep -q "^0,0, 0,-1, -2,-2, " || fail "line 27 is not h8 h9 f10"
python3 - "$tmp/a.txt" <<'PY' || fail "a line is not five distinct stones near the centre"
import sys
for line in open(sys.argv[1]):
    r = [tuple(map(int, p.split(","))) for p in line.strip().split(", ")]
    assert len(r) == 5 and len(set(r)) == 5, r
    assert all(abs(x) <= 3 and abs(y) <= 3 for x, y in r[3:]), r
PY
# A bad line is named by its line in the file (comments and blank lines counted).
for bad in "0,0, 0,-1, -2,-2" "h8 h9 h8" "h8 z9 f10" "h8 h9 f10 g9 f9"; do
    printf '# openings\nh8 h9 f10\n\n%s\n' "$bad" > "$tmp/bad.txt"
    if python3 $gen 1 3 "$tmp/bad.txt" > "$tmp/out.txt" 2> "$tmp/err.txt"; then
        fail "accepted '$bad'"
    fi
    grep -q "bad.txt:4: not an opening" "$tmp/err.txt" || fail "no clear error for '$bad'"
    [ ! -s "$tmp/out.txt" ] || fail "wrote openings from '$bad'"
done
if python3 $gen 1 0 > /dev/null 2>&1; then fail "accepted COUNT 0"; fi
echo "test_random_openings: passed"
