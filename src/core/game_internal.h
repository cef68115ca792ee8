/* Renju - MIT licence, see LICENSE.
 *
 * What game.c, opening.c and action_text.c share and nothing outside them sees: the
 * refusal helper and the opening checks that game_apply() validates with.
 */
#ifndef RENJU_GAME_INTERNAL_H
#define RENJU_GAME_INTERNAL_H

#include "game.h"

/* A refusal: err (may be NULL) takes why's kind and fields (none: GAME_ERR_NONE) and the
 * English sentence. Returns false. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
bool game_fail(GameError *err, const GameError *why, const char *fmt, ...);

/* The reason of a refusal, for game_fail(): WHY(GAME_ERR_OCCUPIED, .pos = p). */
#define WHY(k, ...) (&(GameError){.kind = (k), __VA_ARGS__})
#define NOT_OFFERED(a, ph) WHY(GAME_ERR_NOT_OFFERED, .action = (a), .phase = (ph))

/* Sets g->phase from what the opening allows now. */
void opening_update_phase(Game *g);
/* Is an action of this kind possible now? When not, says why in err. */
bool opening_offered(const Game *g, ActionKind kind, GameError *err);
/* Is p inside the central square of side zone (0: the whole board)? */
bool opening_inside_square(const Board *b, int zone, Pos p);
/* The zone rule for a stone on p (p on the board and empty). */
bool opening_zone_check(const Game *g, Pos p, GameError *err);
/* A PROPOSE action: the number of fifth moves and each of them. */
bool opening_validate_proposals(const Game *g, const Action *a, GameError *err);
/* A CHOOSE action: p must be one of the proposals. */
bool opening_validate_pick(const Game *g, Pos p, GameError *err);

#endif
