#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# The move-ordering fitter (lab/policy.c) on a few labelled positions: it must read the
# good lines and count the bad ones, check that its features add up to gen_moves' scores
# for every candidate (it stops with an error otherwise), lower the log-loss of the chosen
# moves on the positions it fits, write a header that compiles in place of
# src/ai/policy_weights.h, and without a step write that header back unchanged.
set -eu
BUILD=${RENJU_BUILD:-build}
POLICY=$BUILD/renju-policy
FIX=tests/fixtures/policy-positions.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

POLICY_EPOCHS=50 "$POLICY" "$FIX" > "$tmp/policy_weights.h" 2> "$tmp/log" || {
    cat "$tmp/log"; echo "test_policy: renju-policy failed"; exit 1; }
grep -q "^60 lines (3 malformed): " "$tmp/log" || {
    cat "$tmp/log"; echo "test_policy: expected 60 good lines and 3 malformed"; exit 1; }
# The fit lowers the training loss (the same positions, the compiled parameters first).
before=$(sed -n 's/^compiled: train .* loss \([0-9.]*\)$/\1/p' "$tmp/log")
after=$(sed -n 's/^fitted: train .* loss \([0-9.]*\)$/\1/p' "$tmp/log")
awk -v b="$before" -v a="$after" 'BEGIN { exit !(a != "" && b != "" && a < b) }' || {
    cat "$tmp/log"; echo "test_policy: the loss did not fall ($before -> $after)"; exit 1; }
grep -q "static const int16_t POLICY_PARAMS\[2\]\[POLICY_FEATURES\]" "$tmp/policy_weights.h" || {
    echo "test_policy: no parameter table written"; exit 1; }
printf '#include <stdint.h>\n#include "ai_internal.h"\n#include "policy_weights.h"\nint main(void) { return POLICY_PARAMS[0][0] * 0; }\n' > "$tmp/t.c"
${CC:-cc} -std=c11 -Wall -Werror -Iinclude/core -Iinclude/ai -Isrc/ai -I"$tmp" -fsyntax-only "$tmp/t.c" || {
    echo "test_policy: the written header does not compile"; exit 1; }
# Without a step the fitter writes back the parameters it was built with, in place.
POLICY_EPOCHS=0 "$POLICY" "$FIX" 2> /dev/null | sed 1,5d > "$tmp/same.h"
sed 1,5d src/ai/policy_weights.h | diff - "$tmp/same.h" > /dev/null || {
    echo "test_policy: the fitter does not write back src/ai/policy_weights.h unchanged"; exit 1; }
# A missing file is an error, not a crash.
if "$POLICY" "$tmp/none.txt" 2> "$tmp/err"; then echo "test_policy: missing file accepted"; exit 1; fi
grep -q "cannot open" "$tmp/err" || { echo "test_policy: no clear error for a missing file"; exit 1; }
echo "test_policy: ok"
