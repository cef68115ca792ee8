/* Renju - MIT licence, see LICENSE.
 *
 * Line patterns: what one more stone of colour C on a point makes on one line through
 * it. Looked up by the line key kept in Board.keys (the ten neighbours, five each side,
 * as C sees them). Tables are immutable after renju_init().
 */
#ifndef RENJU_PATTERN_H
#define RENJU_PATTERN_H

#include "renju_types.h"

/* What placing a stone at the centre (*) makes on one line. X own, . empty, | blocked.
 * "Five" depends on the table: exact (a run of exactly five; six or more is an overline)
 * or free (five or more is a five). */
typedef enum LineShape {
    LINE_NONE = 0,      /* nothing below                                               */
    LINE_THREE,         /* one more stone makes a straight four:  . . X * X . .        */
    LINE_FOUR,          /* one point makes a five:                | X X * X .          */
    LINE_STRAIGHT_FOUR, /* two points make a five, five apart:    . X X * X .          */
    LINE_DOUBLE_FOUR,   /* two fours on one line:                 X X X . * . X X X    */
    LINE_FIVE,          /* a five:                                  X X * X X          */
    LINE_OVERLINE       /* six or more (exact table only):        X X X * X X          */
} LineShape;

/* One table entry. */
typedef struct LinePattern {
    uint8_t shape;      /* LineShape */
    uint16_t s4_mask;   /* THREE: offsets (bit k+4, k in -4..4) whose stone makes a straight four */
    uint16_t five_mask; /* FOUR kinds: offsets whose stone makes a five with the centre */
} LinePattern;

/* The pattern for line key `key` (see board.h); exact selects exact-five semantics. */
const LinePattern *pattern_lookup(bool exact, uint16_t key);

/* The shapes alone, [exact][key]: immutable after renju_init(). Read it through
 * pattern_shape(); it is visible here only so that the hot path can inline the load. */
extern uint8_t pattern_shape_table[2][LINE_KEY_COUNT];

/* Just the shape of pattern_lookup(exact, key). */
static inline LineShape pattern_shape(bool exact, uint16_t key)
{
    return (LineShape)pattern_shape_table[exact][key];
}

/* Builds the tables; called by renju_init(). */
void pattern_init(void);

#endif
