/* Renju - MIT licence, see LICENSE.
 *
 * The 26 standard openings (see named_opening.h). Each is kept as the offset of Black's
 * third stone from the centre with White's stone on a fixed neighbour, (0, 1) for the
 * direct and (1, 1) for the indirect openings (x to the right, y up: h8 h9 and h8 i9).
 * A position is turned by each of the eight symmetries of the square that puts its
 * White stone there and its third stone looked up; the table holds one point of every
 * pair the remaining reflection swaps, so some turn finds it.
 *
 * The numbering and the point each name belongs to are the RIF's, as every renju book
 * and program uses them (with White on h9: 1D Kansei h10, 4D Kagetsu i9 ... 13D Yusei
 * j6; with White on i9: 1I Chosei j10, 7I Hogetsu i7 ... 13I Suisei f6).
 */
#include "named_opening.h"

#include <stdlib.h>

typedef struct Offset {
    signed char x, y;
} Offset;

static const Offset THIRD[NAMED_OPENING_COUNT] = {
    /* Direct, White on (0, 1). */
    [NAMED_KANSEI] = {0, 2},
    [NAMED_KEIGETSU] = {1, 2},
    [NAMED_SOSEI] = {2, 2},
    [NAMED_KAGETSU] = {1, 1},
    [NAMED_ZANGETSU] = {2, 1},
    [NAMED_UGETSU] = {1, 0},
    [NAMED_KINSEI] = {2, 0},
    [NAMED_SHOGETSU] = {0, -1},
    [NAMED_KYUGETSU] = {1, -1},
    [NAMED_SHINGETSU] = {2, -1},
    [NAMED_ZUISEI] = {0, -2},
    [NAMED_SANGETSU] = {1, -2},
    [NAMED_YUSEI] = {2, -2},
    /* Indirect, White on (1, 1). */
    [NAMED_CHOSEI] = {2, 2},
    [NAMED_KYOGETSU] = {2, 1},
    [NAMED_KOSEI] = {2, 0},
    [NAMED_SUIGETSU] = {2, -1},
    [NAMED_RYUSEI] = {2, -2},
    [NAMED_UNGETSU] = {1, 0},
    [NAMED_HOGETSU] = {1, -1},
    [NAMED_RANGETSU] = {1, -2},
    [NAMED_GINGETSU] = {0, -1},
    [NAMED_MYOJO] = {0, -2},
    [NAMED_SHAGETSU] = {-1, -1},
    [NAMED_MEIGETSU] = {-1, -2},
    [NAMED_SUISEI] = {-2, -2},
};

static const char *const CODES[NAMED_OPENING_COUNT] = {
    "1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "11D", "12D", "13D",
    "1I", "2I", "3I", "4I", "5I", "6I", "7I", "8I", "9I", "10I", "11I", "12I", "13I"};

/* Symmetry t (0..7) of the square applied to o: t & 4 swaps the axes, then t & 1
 * mirrors x and t & 2 mirrors y. */
static Offset turn(Offset o, int t)
{
    Offset r = o;
    if (t & 4) {
        r.x = o.y;
        r.y = o.x;
    }
    if (t & 1) {
        r.x = (signed char)-r.x;
    }
    if (t & 2) {
        r.y = (signed char)-r.y;
    }
    return r;
}

NamedOpening named_opening_find(int size, Pos b1, Pos w2, Pos b3)
{
    int cx = size / 2;
    int cy = size / 2;
    if (size < 5 || size > BOARD_MAX || b1 != pos_from_xy(cx, cy)) {
        return NAMED_OPENING_NONE;
    }
    int x2 = pos_x(w2) - cx;
    int y2 = pos_y(w2) - cy;
    int x3 = pos_x(b3) - cx;
    int y3 = pos_y(b3) - cy;
    bool adjacent = abs(x2) <= 1 && abs(y2) <= 1 && (x2 != 0 || y2 != 0);
    bool inside = abs(x3) <= 2 && abs(y3) <= 2 && (x3 != 0 || y3 != 0) && (x3 != x2 || y3 != y2);
    if (!adjacent || !inside) {
        return NAMED_OPENING_NONE;
    }
    bool direct = x2 == 0 || y2 == 0;
    int first = direct ? NAMED_KANSEI : NAMED_CHOSEI;
    Offset white = {(signed char)x2, (signed char)y2};
    Offset third = {(signed char)x3, (signed char)y3};
    for (int t = 0; t < 8; t++) {
        Offset w = turn(white, t);
        if (w.x != (direct ? 0 : 1) || w.y != 1) {
            continue;
        }
        Offset o = turn(third, t);
        for (int id = first; id < first + 13; id++) {
            if (THIRD[id].x == o.x && THIRD[id].y == o.y) {
                return (NamedOpening)id;
            }
        }
    }
    return NAMED_OPENING_NONE;
}

NamedOpening named_opening_of_board(const Board *b)
{
    if (b->ply < 3) {
        return NAMED_OPENING_NONE;
    }
    const BoardPly *h = b->history;
    for (int i = 0; i < 3; i++) {
        if (h[i].pos == POS_PASS || h[i].stone != (i == 1 ? STONE_WHITE : STONE_BLACK)) {
            return NAMED_OPENING_NONE;
        }
    }
    return named_opening_find(b->size, h[0].pos, h[1].pos, h[2].pos);
}

bool named_opening_stones(int size, NamedOpening id, Pos out[3])
{
    if (id < 0 || id >= NAMED_OPENING_COUNT || size < 5 || size > BOARD_MAX) {
        return false;
    }
    int c = size / 2;
    out[0] = pos_from_xy(c, c);
    out[1] = pos_from_xy(c + (id >= NAMED_CHOSEI), c + 1);
    out[2] = pos_from_xy(c + THIRD[id].x, c + THIRD[id].y);
    return true;
}

const char *named_opening_code(NamedOpening id)
{
    return id >= 0 && id < NAMED_OPENING_COUNT ? CODES[id] : "";
}
