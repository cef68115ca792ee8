/* Renju - MIT licence, see LICENSE.
 *
 * The mistakes of a game, read from its evaluation graph: a move after which its mover's
 * chance to win (ai_win_percent, ai.h) is more than MISTAKE_DROP points lower than in the
 * position before it. Each position's value is the search's with best play from there,
 * so the drop is what the move gave away against the best move. Both positions must be
 * evaluated; a proof counts as 100 or 0. The move list and the graph mark them. Pure C11.
 */
#ifndef RENJU_MISTAKES_H
#define RENJU_MISTAKES_H

#include <stdbool.h>

#include "renju_types.h"

/* A drop of more than this many points of the mover's chance to win is a mistake. */
#define MISTAKE_DROP 20

/* black_percent[0..nactions]: Black's chance to win in the position after i actions,
 * read only where known[i]; mover[i] (i < nactions): the colour whose stone action i
 * placed, STONE_EMPTY for any other action (a pass, a swap, an opening decision, the end),
 * which is never marked. Writes mistake[0..nactions) and returns how many it marked. */
int mistakes_find(const int *black_percent, const bool *known, const Stone *mover, int nactions,
                  int drop, bool *mistake);

#endif
