/* Renju - MIT licence, see LICENSE.
 *
 * The mistakes of a game, read from its evaluation graph. A move is a mistake only
 * against a better move from the same position (audit 30 A1: a "?" on the engine's own
 * best move, White's forced k10 of a lost game, with no better move named): the check
 * of the position before it (MISTAKE_CHECK_NODES) found another move best, and the same
 * check of the position after that move gives its mover a chance (ai_win_percent, ai.h)
 * more than MISTAKE_DROP points higher than the check of the position after the move
 * played, or the move played goes into a proven loss (0) and the better one does not, or
 * out of a proven win (100 before it) into none proven (audit 32a B1).
 * No move of a player already proven lost before it is one (the best, the only or the
 * longest defence of a lost game). The graph's short searches only propose candidates:
 * a fall of more than the drop between two points, or into a proven loss. The move list
 * and the graph mark them, and the message names the better move. Pure C11.
 * Proposed fifth moves (Taraguchi-10 option B, Soosorv-8) are judged as one move of their
 * proposer, from the position before the proposal to the one after White's pick: a drop
 * there is the proposal's (it left White a bad one for Black to pick), never the pick's;
 * the better move named is the check's fifth stone before them. */
#ifndef RENJU_MISTAKES_H
#define RENJU_MISTAKES_H

#include <stdbool.h>

#include "renju_types.h"

/* A drop of more than this many points of the mover's chance to win is a mistake. */
#define MISTAKE_DROP 20

/* A mark holds only between positions searched MISTAKE_CHECK_NODES nodes on one thread
 * (no clock: the window's checks are renju-cli review's, the same function's requests):
 * the graph's short searches only propose it. Their noise crossed the drop: in the
 * audit's game (18a #4) the level-10 computer's own 14. i10 fell from White 62% to 41%
 * at 1M nodes, and 53% to 51% at 3M. A check starts from an empty table, and its win or
 * loss is a proof or confirmed along its line (AiLimits.verify). Controller.check_nodes
 * holds it (tests make it smaller). */
#define MISTAKE_CHECK_NODES 3000000

/* black_percent[0..nactions]: Black's chance to win in the position after i actions,
 * read only where known[i]; mover[i] (i < nactions): the colour of the player whose
 * action i is judged, STONE_EMPTY for an action never marked (a pass, a swap, most opening
 * decisions, the end); outcome[i]: the position that shows action i's result, compared
 * with the one before it (NULL: i + 1 for every action). better[i] (NULL: a candidate,
 * judged against the position before it): Black's chance after the better move instead
 * of action i, -1 where there is none (the move played was the check's best). Writes
 * mistake[0..nactions) and returns how many it marked. */
int mistakes_find(const int *black_percent, const bool *known, const Stone *mover,
                  const int *outcome, const int *better, int nactions, int drop, bool *mistake);

#endif
