/* Renju - MIT licence, see LICENSE.
 *
 * The mistakes of a game, read from its evaluation graph: a move after which its mover's
 * chance to win (ai_win_percent, ai.h) is more than MISTAKE_DROP points lower than in the
 * position before it. Each position's value is the search's with best play from there,
 * so the drop is what the move gave away against the best move. Both positions must be
 * evaluated; a proof counts as 100 or 0. A move into a proven loss (0) from a position
 * not proven lost is one whatever the drop (audit 26: 9% -> 0%, an open three left
 * unanswered). The move list and the graph mark them. Pure C11.
 * Proposed fifth moves (Taraguchi-10 option B, Soosorv-8) are judged as one move of their
 * proposer, from the position before the proposal to the one after White's pick: a drop
 * there is the proposal's (it left White a bad one for Black to pick), never the pick's. */
#ifndef RENJU_MISTAKES_H
#define RENJU_MISTAKES_H

#include <stdbool.h>

#include "renju_types.h"

/* A drop of more than this many points of the mover's chance to win is a mistake. */
#define MISTAKE_DROP 20

/* A mark holds only between positions searched MISTAKE_CHECK_NODES nodes on one thread
 * (no clock: the window's checks are renju-cli review's): the graph's 250 ms searches
 * only propose it. Their noise
 * crossed the drop: in the audit's game (18a #4) the level-10 computer's own 14. i10 fell
 * from White 62% to 41% at 1M nodes, and 53% to 51% at 3M. A check starts from an empty
 * table, and its win or loss is a proof or confirmed along its line (AiLimits.verify). */
#define MISTAKE_CHECK_NODES 3000000

/* black_percent[0..nactions]: Black's chance to win in the position after i actions,
 * read only where known[i]; mover[i] (i < nactions): the colour of the player whose
 * action i is judged, STONE_EMPTY for an action never marked (a pass, a swap, most opening
 * decisions, the end); outcome[i]: the position that shows action i's result, compared
 * with the one before it (NULL: i + 1 for every action). Writes mistake[0..nactions) and
 * returns how many it marked. */
int mistakes_find(const int *black_percent, const bool *known, const Stone *mover,
                  const int *outcome, int nactions, int drop, bool *mistake);

#endif
