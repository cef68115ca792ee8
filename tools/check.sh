#!/bin/sh
# Layering and hygiene checks (after Chocolate Doom's check-extern.sh):
# - no SDL in the core, the AI or their headers;
# - no `extern` declarations in .c files;
# - no unbounded string functions.
status=0
if grep -rn 'SDL' src/core src/ai include/renju_types.h include/board.h include/rules.h \
        include/pattern.h include/game.h 2>/dev/null | grep -v '^\s*$'; then
    echo "check: SDL referenced outside src/ui"; status=1
fi
if grep -rn '^\s*extern\b' --include='*.c' src tests 2>/dev/null; then
    echo "check: extern declaration in a .c file"; status=1
fi
if grep -rnE '\b(sprintf|strcpy|strcat|gets)\s*\(' --include='*.c' src tests 2>/dev/null; then
    echo "check: unbounded string function"; status=1
fi
[ $status -eq 0 ] && echo "check: ok"
exit $status
