/* Renju - MIT licence, see LICENSE.
 *
 * Basic value types shared by every module: stones, points on the padded board,
 * board geometry and the four line directions. Pure C11, no SDL, no I/O.
 */
#ifndef RENJU_TYPES_H
#define RENJU_TYPES_H

#include <stdbool.h>
#include <stdint.h>

/* What a cell holds. STONE_WALL fills the padding around the playable area, so that
 * line walks need no bounds checks. */
typedef uint8_t Stone;
enum { STONE_EMPTY = 0, STONE_BLACK = 1, STONE_WHITE = 2, STONE_WALL = 3 };

static inline Stone stone_opponent(Stone s) { return (Stone)(STONE_BLACK + STONE_WHITE - s); }

/* Board geometry. The largest board is 20x20 (Piskvork's and Gomocup freestyle's, for
 * pbrain-renju; old renju is 19x19); the standard one is 15x15.
 * Cells are a padded 1-D array: BOARD_PAD wall cells on every side, BOARD_STRIDE cells a
 * row. Five cells of padding let a line walk read five cells either side of any point. */
#define BOARD_MAX 20
#define BOARD_STANDARD 15
#define BOARD_PAD 5
#define BOARD_STRIDE 32
#define BOARD_ROWS (BOARD_MAX + 2 * BOARD_PAD)
#define BOARD_CELLS (BOARD_STRIDE * BOARD_ROWS)

/* A point: an index into the padded cell array. POS_NONE is "no point"; POS_PASS stands
 * for a pass where a move is expected. */
typedef int16_t Pos;
#define POS_NONE ((Pos)-1)
#define POS_PASS ((Pos)-2)

/* x is the column (0 = 'a', from the left), y the row (0 = row 1, from the bottom). */
static inline Pos pos_from_xy(int x, int y)
{
    return (Pos)((y + BOARD_PAD) * BOARD_STRIDE + x + BOARD_PAD);
}
static inline int pos_x(Pos p) { return p % BOARD_STRIDE - BOARD_PAD; }
static inline int pos_y(Pos p) { return p / BOARD_STRIDE - BOARD_PAD; }
static inline bool xy_on_board(int x, int y, int size)
{
    return x >= 0 && y >= 0 && x < size && y < size;
}

/* The four line directions as index offsets: horizontal, vertical, diagonal (up-right),
 * anti-diagonal (up-left). */
#define DIR_COUNT 4
static const int DIR_OFFSET[DIR_COUNT] = {1, BOARD_STRIDE, BOARD_STRIDE + 1, BOARD_STRIDE - 1};
static const int DIR_DX[DIR_COUNT] = {1, 0, 1, -1};
static const int DIR_DY[DIR_COUNT] = {0, 1, 1, 1};

/* Line keys: ten neighbours of a point on one line, five each side, as base-3 digits
 * (0 empty, 1 own, 2 blocked). Digit line_digit(k) holds the neighbour at offset k. */
#define LINE_KEY_COUNT 59049 /* 3^10 */
static inline int line_digit(int k) { return k < 0 ? k + 5 : k + 4; }
/* LINE_POW3[d]: the weight of digit d in a line key. */
static const uint16_t LINE_POW3[10] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};

/* Forward declarations of the shared structs (each defined in its module's header). */
typedef struct Board Board;
typedef struct RuleSet RuleSet;
typedef struct Game Game;

/* One-time initialisation of the immutable tables (line patterns). Call once from main()
 * before any other renju_* function and before threads start. Idempotent. */
void renju_init(void);

#endif
