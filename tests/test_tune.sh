#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# The evaluation tuner (lab/tune.c) on a few games and positions: it must read the
# good lines, skip the bad ones and say so, check that its features add up to evaluate() for every
# position (it stops with an error otherwise), and write a parameter header that
# compiles in place of src/ai/eval_weights.h; without a step, it writes that header back.
set -eu
BUILD=${RENJU_BUILD:-build}
TUNE=$BUILD/renju-tune
FIX=tests/fixtures/tune-games.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

TUNE_EPOCHS=20 TUNE_MIN_SEEN=20 "$TUNE" "$FIX" > "$tmp/eval_weights.h" 2> "$tmp/log" || {
    cat "$tmp/log"; echo "test_tune: renju-tune failed"; exit 1; }
grep -q "^30 games (2 lines skipped)" "$tmp/log" || {
    cat "$tmp/log"; echo "test_tune: expected 30 games and 2 skipped lines"; exit 1; }
grep -q "positions where the features" "$tmp/log" && { echo "test_tune: mismatch"; exit 1; }
grep -q "static const int16_t EVAL_PARAMS\[2\]\[EVAL_FEATURES\]" "$tmp/eval_weights.h" || {
    echo "test_tune: no parameter table written"; exit 1; }
# The header compiles with the engine's tables (a stray comma or count would not).
printf '#include <stdint.h>\n#include "ai_internal.h"\n#include "eval_weights.h"\nint main(void) { return EVAL_PARAMS[0][0] * 0; }\n' > "$tmp/t.c"
${CC:-cc} -std=c11 -Wall -Werror -Iinclude/core -Iinclude/ai -Isrc/ai -I"$tmp" -fsyntax-only "$tmp/t.c" || {
    echo "test_tune: the written header does not compile"; exit 1; }
# Without a step the tuner writes back the parameters it was built with, value for value
# and in the same places (the header's layout follows EVAL_F_*).
TUNE_EPOCHS=0 "$TUNE" "$FIX" 2> /dev/null | sed 1,5d > "$tmp/same.h"
sed 1,5d src/ai/eval_weights.h | diff - "$tmp/same.h" > /dev/null || {
    echo "test_tune: the tuner does not write back src/ai/eval_weights.h unchanged"; exit 1; }
# Position lines ("P target moves"): one sample each, the target as its result; bad
# targets and bad moves are skipped lines.
POS=tests/fixtures/tune-positions.txt
TUNE_EPOCHS=20 TUNE_MIN_SEEN=1 "$TUNE" "$POS" > "$tmp/pos.h" 2> "$tmp/plog" || {
    cat "$tmp/plog"; echo "test_tune: renju-tune failed on positions"; exit 1; }
grep -q "^5 games (4 lines skipped), 4 quiet positions" "$tmp/plog" || {
    cat "$tmp/plog"; echo "test_tune: expected 4 positions and 4 skipped lines"; exit 1; }
TUNE_DUMP=1 "$TUNE" "$POS" 2> /dev/null | cut -d' ' -f2 | tr '\n' ' ' > "$tmp/targets"
[ "$(cat "$tmp/targets")" = "0.2 0.9 0.5 0.8 " ] || {
    echo "test_tune: position targets read as $(cat "$tmp/targets")"; exit 1; }
# The network (TUNE_NET): a header that compiles in place of src/ai/eval_net.h, with
# non-zero output weights (an all-zero network is no network).
TUNE_NET=1 TUNE_EPOCHS=3 "$TUNE" "$FIX" > "$tmp/eval_net.h" 2> "$tmp/nlog" || {
    cat "$tmp/nlog"; echo "test_tune: renju-tune failed on TUNE_NET"; exit 1; }
grep -q "^network epoch 3: train" "$tmp/nlog" || { cat "$tmp/nlog"; echo "test_tune: no network epochs"; exit 1; }
grep "EVAL_NET_W2" "$tmp/eval_net.h" | grep -q "[1-9]" || {
    echo "test_tune: the network's output weights are all zero"; exit 1; }
printf '#include <stdint.h>\n#include "ai_internal.h"\n#include "eval_net.h"\nint main(void) { return (int)(EVAL_NET_W1[0][0] * EVAL_NET_W2[0] * EVAL_NET_B2 * 0); }\n' > "$tmp/n.c"
${CC:-cc} -std=c11 -Wall -Werror -Iinclude/core -Iinclude/ai -Isrc/ai -I"$tmp" -fsyntax-only "$tmp/n.c" || {
    echo "test_tune: the written network header does not compile"; exit 1; }
# With several files, the network's fit reports each file's held-out loss apart (game
# positions and search leaves must each improve): the 4 positions are the second file's.
TUNE_NET=1 TUNE_EPOCHS=1 "$TUNE" "$FIX" "$POS" > /dev/null 2> "$tmp/flog" || {
    cat "$tmp/flog"; echo "test_tune: renju-tune failed on two files"; exit 1; }
grep -q "^held out of $FIX ([0-9]* of [0-9]*): no network [0-9.]*, network [0-9.]*$" \
    "$tmp/flog" && grep -q "^held out of $POS ([0-9]* of 4): no network" "$tmp/flog" || {
    cat "$tmp/flog"; echo "test_tune: no held-out loss for each file"; exit 1; }
# A missing file is an error, not a crash.
if "$TUNE" "$tmp/none.txt" 2> "$tmp/err"; then echo "test_tune: missing file accepted"; exit 1; fi
grep -q "cannot open" "$tmp/err" || { echo "test_tune: no clear error for a missing file"; exit 1; }
echo "test_tune: ok"
