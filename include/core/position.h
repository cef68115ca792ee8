/* Renju - MIT licence, see LICENSE.
 *
 * Positions written as text, as the command-line tools and tests take them:
 *   a move sequence   "h8 i9 h9"  (alternating from Black; "pass" allowed; move numbers
 *                     "1. h8 2. i9" or "1. h8 i9 2. h9" skipped: text_move_number_fits)
 *   explicit stones   "b=f8,g8,h9,h10 w=e8"  (either list may be empty; Black to move)
 * Stones are only placed, not judged: a sequence may hold fouls or fives. Pure C11.
 */
#ifndef RENJU_POSITION_H
#define RENJU_POSITION_H

#include <stddef.h>

#include "board.h"
#include "rules.h"

/* Why text was not a position: a kind plus its arguments, worded by the caller (the
 * window in the player's language, the tools in English by position_error_format). */
typedef enum {
    POSITION_OK,
    POSITION_NOT_LIST,       /* token is neither b=... nor w=... */
    POSITION_TWO_LISTS,      /* a second list of colour */
    POSITION_NOT_POINT,      /* token in a list is not a point of the board */
    POSITION_TWICE,          /* token appears twice */
    POSITION_MOVE_NOT_POINT, /* move number move, token, is not a point of the board */
    POSITION_MOVE_OCCUPIED,  /* move number move, token, is on an occupied point */
    POSITION_TOO_MANY,       /* more moves than the board holds */
    POSITION_MOVE_NUMBER,    /* token, a move number ("5."), does not count right: move fits */
    POSITION_NO_STONES       /* not the parser's: callers wanting stones set it */
} PositionReason;

typedef struct {
    PositionReason kind;
    Stone colour;   /* the list's, for TWO_LISTS, NOT_POINT, TWICE */
    int move;       /* 1-based word number, for MOVE_*; MOVE_NUMBER: the number that fits */
    char token[32]; /* the bad word (cut at a character's end and "…" when longer) */
} PositionError;

/* Parses text (len bytes) onto a new board of the given size. On failure returns false,
 * fills *why (may be NULL) and leaves *out unspecified. */
bool position_parse_why(const char *text, size_t len, int size, Board *out, PositionError *why);

/* position_parse_why with the reason in English in err ("'h8': expected b=... or w=..."). */
bool position_parse(const char *text, size_t len, int size, Board *out, char *err, size_t errcap);

/* Writes e's reason in English (the tools' wording); returns the length wanted. */
size_t position_error_format(const PositionError *e, char *buf, size_t cap);

/* Writes the board's stones as "b=... w=..." (points in a1..o15 order). */
void position_format_stones(const Board *b, char *buf, size_t cap);

/* Could a game of rule set rs (moves alternating from Black, no passes) have reached b?
 * As many stones of each colour with Black to move, one Black more with White to move,
 * no line on the board that wins under rs (the game would be over: a five, or six or
 * more where five or more wins; in gomoku-exact a six is no win and the game goes on),
 * and no overline of a colour for which it is a foul (renju's Black). False with the
 * reason in why ("the stones (4 black, 3 white) do not fit Black to move", "a five
 * stands on the board (h8)", "a black overline, a foul, stands on the board (f6)"; why may
 * be NULL). */
bool position_reachable(const RuleSet *rs, const Board *b, char *why, size_t cap);
/* position_reachable without the counts, for a line of moves with passes (its side to
 * move follows the moves): no line on the board that wins or is a foul under rs. */
bool position_lines_open(const RuleSet *rs, const Board *b, char *why, size_t cap);
/* The stones of the longest line of five or more through at's stone (0: none), to name
 * a winning line (POSITION_FIVE_STANDS's *at): "a line of 6 stones", not "a five". */
int position_line_length(const Board *b, Pos at);

/* The same verdicts as kinds, worded by the caller (renju-cli in its language): *at (may
 * be NULL) the first stone of the line at fault, POS_NONE for the others. */
typedef enum PositionReach {
    POSITION_REACHED,     /* a game reaches it */
    POSITION_BAD_COUNTS,  /* the counts do not fit the side to move */
    POSITION_FIVE_STANDS, /* a line that wins under rs stands: the game is over */
    POSITION_OVERLINE     /* a Black overline that is a foul under rs stands */
} PositionReach;
PositionReach position_reach(const RuleSet *rs, const Board *b, Pos *at);
PositionReach position_lines_reach(const RuleSet *rs, const Board *b, Pos *at);

#endif
