/* Renju - MIT licence, see LICENSE.
 *
 * Positions written as text, as the command-line tools and tests take them:
 *   a move sequence   "h8 i9 h9"  (alternating from Black; "pass" allowed)
 *   explicit stones   "b=f8,g8,h9,h10 w=e8"  (either list may be empty; Black to move)
 * Stones are only placed, not judged: a sequence may hold fouls or fives. Pure C11.
 */
#ifndef RENJU_POSITION_H
#define RENJU_POSITION_H

#include <stddef.h>

#include "board.h"

/* Parses text (len bytes) onto a new board of the given size. On failure returns false,
 * writes a reason naming the bad token into err and leaves *out unspecified. */
bool position_parse(const char *text, size_t len, int size, Board *out, char *err, size_t errcap);

/* Writes the board's stones as "b=... w=..." (points in a1..o15 order). */
void position_format_stones(const Board *b, char *buf, size_t cap);

/* Could a game (moves alternating from Black, no passes) have reached b? As many stones
 * of each colour with Black to move, one Black more with White to move, and no five or
 * longer line of either colour on the board (the game would be over). False with the
 * reason in why ("the stones (4 black, 3 white) do not fit Black to move", "a five
 * stands on the board (h8)"; why may be NULL). */
bool position_reachable(const Board *b, char *why, size_t cap);

#endif
