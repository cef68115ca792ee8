#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# The opening book builder (lab/book.c) on one opening with short searches: it must
# write the opening's line and those of the two replies it follows, each a line the book
# reads ("MOVES... MOVE SCORE" as a C string), take every N-th opening with --part, and
# refuse a bad openings file or option with a message.
set -eu
BUILD=${RENJU_BUILD:-build}
BOOK=$BUILD/renju-book
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '# two openings\nh8 h9 f10\n\nh8 i9 j8\n' > "$tmp/open.txt"
"$BOOK" "$tmp/open.txt" --time 40 --plies 2 --width 2 --part 0/2 > "$tmp/book.txt" 2> "$tmp/log" || {
    cat "$tmp/log"; echo "test_book: renju-book failed"; exit 1; }
[ "$(wc -l < "$tmp/book.txt")" -eq 3 ] || {
    cat "$tmp/book.txt"; echo "test_book: expected 3 lines"; exit 1; }
grep -q '^"h8 h9 f10 [a-o][0-9]* -\{0,1\}[0-9]*",$' "$tmp/book.txt" || {
    cat "$tmp/book.txt"; echo "test_book: no line for the opening"; exit 1; }
[ "$(grep -c '^"h8 h9 f10 [a-o][0-9]* [a-o][0-9]* -\{0,1\}[0-9]*",$' "$tmp/book.txt")" -eq 2 ] || {
    cat "$tmp/book.txt"; echo "test_book: expected two replies followed"; exit 1; }
grep -q "h8 i9 j8" "$tmp/book.txt" && { echo "test_book: --part 0/2 took the second opening"; exit 1; }
printf 'h8 h8 f10\n' > "$tmp/bad.txt"
if "$BOOK" "$tmp/bad.txt" --time 10 > /dev/null 2> "$tmp/err"; then
    echo "test_book: an occupied point was accepted"; exit 1
fi
grep -q "bad.txt:1:" "$tmp/err" || { cat "$tmp/err"; echo "test_book: no line number"; exit 1; }
if "$BOOK" "$tmp/open.txt" --plies 0 > /dev/null 2>&1; then
    echo "test_book: --plies 0 was accepted"; exit 1
fi
echo "test_book: passed"
