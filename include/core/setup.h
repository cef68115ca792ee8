/* Renju - MIT licence, see LICENSE.
 *
 * A position set up stone by stone (a book's diagram, a tournament game's position) made
 * into a game: the side to move follows from the stone counts (as many: Black; one Black
 * more: White) unless another is asked for (the other side then passes after the stones),
 * and an order of play that reaches the stones is searched and played
 * through game_apply under the rule set, with the free opening (Black's first stone on
 * the centre, then free play: a set-up position never runs an opening rule again). Every
 * move of the order is legal where it is played: no Black foul, no five, no capture
 * (Pente starts from the stones as they stand, no pair taken), Black's second stone
 * outside the centre square where the rule wants it. Stones no such order reaches (a
 * rules book's figure: h8 empty, any counts) are a study position instead: placed as
 * they stand (Action.placed), a side to move chosen. Pure C11.
 */
#ifndef RENJU_SETUP_H
#define RENJU_SETUP_H

#include <stddef.h>

#include "game.h"

/* Why a position cannot be made into a game: SetupError.kind, with the fields beside it. */
typedef enum SetupFault {
    SETUP_OK = 0,
    SETUP_COUNTS,     /* black, white: no side to move fits (White more, or Black 2+ more) */
    SETUP_FIVE,       /* pos: a five (a winning line of line stones) stands: the game is over */
    SETUP_FOUL,       /* pos: a Black stone that is a foul (verdict) wherever it is played */
    SETUP_CENTRE,     /* pos: every game opens with Black's stone on the centre, pos */
    SETUP_NO_ORDER,   /* no order of legal moves reaches the position */
    SETUP_STONES,     /* black: more stones than the rule set's limit allows (white: it) */
    SETUP_BOARD_SIZE, /* the stones' board is not the rule set's size */
    SETUP_PASS,       /* the side to move asked for needs a pass the rules refuse there */
    SETUP_OVER        /* a study position whose game would be over as set up (over: the
                       * reason, a full board or no five left: a draw) */
} SetupFault;

typedef struct SetupError {
    SetupFault kind;
    Pos pos;
    int black, white;
    RuleVerdict verdict;
    int line;          /* SETUP_FIVE: the winning line's stones (5, or 6+ where it wins) */
    ResultReason over; /* SETUP_OVER: why the game would be over */
    char msg[160];     /* the English sentence (renju-cli) */
    /* On success: why the stones are a study position (game_study) and not a game from the
     * opening, the fault (with pos, verdict, msg) that refused the game; SETUP_OK for a
     * game. */
    SetupFault study;
} SetupError;

/* The search gives up after this many moves tried (a position no order reaches is
 * refused within a frame or two). */
#define SETUP_NODES 20000

/* Makes the stones on `stones` (placed with board_set; its side to move is ignored) a
 * game of rule set rs in *g. A position no game reaches from the opening (no Black stone
 * on the centre, counts that fit no side, a Black stone that would have been a foul, no
 * legal order, no pass the rules allow) is made a study position instead: its stones
 * placed as they stand (Action.placed, game_study), the side to move to_move's (when
 * STONE_EMPTY: the side with fewer stones, Black on equal counts), err->study saying why.
 * Still refused, with no side to move that could play on: a five or a Black overline on
 * the board (the game is over), stones that would end the game as they stand (a full
 * board, no five left for either side: SETUP_OVER), more stones than a stone limit,
 * another board size. A
 * Black stone that would be a foul if played now may stand: a figure's stones have no
 * order, and the rules judge the moves played from it.
 * For a position a game reaches: on success g is a fresh game (OPENING_FREE) whose moves
 * reach exactly those stones, with the side to move the counts give (or to_move's), all
 * of them set-up
 * (g->setup = g->nactions: undo stops there, the graph starts there). On failure returns
 * false with the reason in err (may be NULL); g is then unspecified. */
/* to_move (STONE_EMPTY: the counts decide): the side to move asked for; when it is not the
 * counts' side, the other side passes after the stones (a set-up action too), as in a book
 * diagram "White to play" on equal counts. */
bool setup_build(Game *g, const RuleSet *rs, const Board *stones, Stone to_move, SetupError *err);
/* setup_build, trying the order the stones were given first: when order[0..n) played from
 * the free opening is a legal game that reaches exactly the stones, the game keeps that
 * order (renju-cli setup of a move list); else an order is searched as setup_build does. */
bool setup_build_order(Game *g, const RuleSet *rs, const Board *stones, const Pos *order, int n,
                       Stone to_move, SetupError *err);

/* The side to move the counts give (STONE_BLACK or STONE_WHITE), or STONE_EMPTY when
 * none fits. */
Stone setup_side_to_move(int black, int white);
/* A study position's side to move unless one is asked for: the counts' when they fit,
 * else the side with fewer stones (a figure of Black's stones alone: White to move). */
Stone setup_study_to_move(int black, int white);

#endif
