/* Renju - MIT licence, see LICENSE.
 *
 * The 26 standard renju openings by name: the position of the first three stones, Black
 * on the centre, White next to it (directly: 13 "direct" openings; diagonally: 13
 * "indirect" ones), Black's second stone inside the central 5x5. Every such position is
 * one of the 26 under the board's eight symmetries; each has a Japanese name every
 * renju player knows (Kagetsu, Hogetsu, ...) and a code, 1D..13D and 1I..13I, as the
 * Renju International Federation numbers them. The names in the four languages of the
 * window are i18n_named_opening() (i18n.h). Pure C11, no I/O.
 */
#ifndef RENJU_NAMED_OPENING_H
#define RENJU_NAMED_OPENING_H

#include <stdbool.h>

#include "board.h"

typedef enum NamedOpening {
    NAMED_OPENING_NONE = -1,
    /* Direct: White's stone beside the centre (h8 h9 ...), in RIF order 1D..13D. */
    NAMED_KANSEI = 0,
    NAMED_KEIGETSU,
    NAMED_SOSEI,
    NAMED_KAGETSU,
    NAMED_ZANGETSU,
    NAMED_UGETSU,
    NAMED_KINSEI,
    NAMED_SHOGETSU,
    NAMED_KYUGETSU,
    NAMED_SHINGETSU,
    NAMED_ZUISEI,
    NAMED_SANGETSU,
    NAMED_YUSEI,
    /* Indirect: White's stone diagonal to the centre (h8 i9 ...), 1I..13I. */
    NAMED_CHOSEI,
    NAMED_KYOGETSU,
    NAMED_KOSEI,
    NAMED_SUIGETSU,
    NAMED_RYUSEI,
    NAMED_UNGETSU,
    NAMED_HOGETSU,
    NAMED_RANGETSU,
    NAMED_GINGETSU,
    NAMED_MYOJO,
    NAMED_SHAGETSU,
    NAMED_MEIGETSU,
    NAMED_SUISEI,
    NAMED_OPENING_COUNT
} NamedOpening;

/* The opening of Black's b1, White's w2 and Black's b3 on a size x size board (any
 * order of the board's symmetries), or NAMED_OPENING_NONE: b1 must be the centre, w2
 * one of its eight neighbours, b3 another point of the central 5x5. */
NamedOpening named_opening_find(int size, Pos b1, Pos w2, Pos b3);

/* The opening of the first three plies of b's history (moves Black, White, Black, as a
 * game or a move list plays them), whatever followed; NAMED_OPENING_NONE when there
 * are fewer, one is a pass, or they make none. */
NamedOpening named_opening_of_board(const Board *b);

/* The opening's three stones in the standard orientation the RIF draws them in, on a
 * size x size board: Black's centre, White above it (h9: direct) or up and to the right
 * (i9: indirect), Black's third (Kagetsu, 4D: i9 after h8 h9); false for an id out of
 * range or a board under 5 points. */
bool named_opening_stones(int size, NamedOpening id, Pos out[3]);

/* "4D", "7I"; "" for NAMED_OPENING_NONE or any other value out of range. */
const char *named_opening_code(NamedOpening id);

#endif
