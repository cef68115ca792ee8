/* Renju - MIT licence, see LICENSE.
 *
 * The board: a padded cell array with incremental line keys and a Zobrist hash, and its
 * own undo history (make/unmake strictly paired). Pure C11: no SDL, no I/O, no globals.
 *
 * Treat a Board as read-only outside board.c; mutate it only through board_* calls.
 */
#ifndef RENJU_BOARD_H
#define RENJU_BOARD_H

#include <stddef.h>

#include "renju_types.h"

/* Most stones one move can capture (Pente: two stones in each of eight directions). */
#define BOARD_MAX_CAPTURE 16
/* Most plies (moves and passes) one board remembers. */
#define BOARD_MAX_PLIES 1024

typedef struct BoardPly {
    Pos pos;           /* the point played, or POS_PASS */
    Stone stone;       /* the colour that moved */
    uint8_t ncaptured; /* stones removed by this move (Pente) */
    Pos captured[BOARD_MAX_CAPTURE];
} BoardPly;

/* Invariants:
 * - cells[p] is STONE_WALL for every p off the size x size playable area;
 * - keys[d][p], for every on-board p, holds two line keys, Black's in the low 16 bits
 *   and White's in the high 16 (read them with board_key): the base-3 code of the ten
 *   cells around p on direction d (offsets -5..-1 and 1..5) as that colour sees them:
 *   0 empty, 1 own, 2 blocked (opponent or wall); digit i is offset i-5 for i < 5 and
 *   i-4 for i >= 5. One add updates both colours' keys of a cell;
 * - hash is the XOR of board_zobrist(p, stone) over all stones, XOR side-to-move key;
 * - stones[c] counts the stones of colour c on the board, captures[c] the enemy pairs
 *   colour c has captured (the sum of ncaptured / 2 over c's plies in history). */
struct Board {
    int size;            /* 15 or 19 */
    bool pente_captures; /* a move captures custodial pairs (Pente) */
    Stone to_move;       /* STONE_BLACK or STONE_WHITE */
    int ply;             /* plies in history */
    uint64_t hash;
    int stones[3];
    int captures[3];
    Stone cells[BOARD_CELLS];
    uint32_t keys[DIR_COUNT][BOARD_CELLS];
    BoardPly history[BOARD_MAX_PLIES];
};

/* The line key of p on direction d as colour c sees it (see the invariants). */
static inline uint16_t board_key(const Board *b, Pos p, int d, Stone c)
{
    return (uint16_t)(b->keys[d][p] >> (c == STONE_WHITE ? 16 : 0));
}

/* An empty board of the given size (5..BOARD_MAX), Black to move. */
void board_init(Board *b, int size, bool pente_captures);

/* Plays a stone of the side to move on p, which must be an empty on-board point; with
 * pente_captures it removes the pairs it closes. Returns false (board unchanged) when p
 * is not empty and on the board or the history is full. */
bool board_play(Board *b, Pos p);
/* The side to move passes. Returns false when the history is full. */
bool board_pass(Board *b);
/* Takes back the last ply (move or pass). Returns false when there is none. */
bool board_undo(Board *b);

/* Places or removes a single stone without touching history or side to move. For setting
 * up positions (tests, explicit stone lists, record loading). p must be on the board. */
void board_set(Board *b, Pos p, Stone s);

static inline Stone board_at(const Board *b, Pos p) { return b->cells[p]; }
static inline bool board_on(const Board *b, Pos p)
{
    return p >= 0 && p < BOARD_CELLS && b->cells[p] != STONE_WALL;
}
static inline bool board_xy_valid(const Board *b, int x, int y)
{
    return xy_on_board(x, y, b->size);
}
static inline Pos board_centre(const Board *b) { return pos_from_xy(b->size / 2, b->size / 2); }
static inline const BoardPly *board_last(const Board *b)
{
    return b->ply > 0 ? &b->history[b->ply - 1] : NULL;
}
static inline int board_stone_count(const Board *b)
{
    return b->stones[STONE_BLACK] + b->stones[STONE_WHITE];
}
/* Stones colour s has placed so far: those on the board plus those captured from it. */
static inline int board_stones_placed(const Board *b, Stone s)
{
    return b->stones[s] + 2 * b->captures[stone_opponent(s)];
}

/* The Zobrist key of a stone of colour s on p (a pure function of its arguments). */
uint64_t board_zobrist(Pos p, Stone s);
/* The hash b would have after board_play(b, p) on an empty p, when no pair is captured
 * (always so without pente_captures): a child's key without making the move. */
uint64_t board_hash_after(const Board *b, Pos p);

/* Recomputes every derived field from cells and checks it; for tests and asserts. */
bool board_is_consistent(const Board *b);

/* The base-3 line key around p in direction d for colour own, computed from the cells
 * (what keys[] caches). Works on any cell array laid out like Board.cells. */
uint16_t board_line_key(const Stone *cells, Pos p, int d, Stone own);

/* Notation: "h8" style, columns a.. from the left, rows 1.. from the bottom.
 * board_parse_point accepts upper or lower case and reads exactly one point from text
 * (len characters); returns false when it is not a point of a board of that size. */
bool board_parse_point(const char *text, size_t len, int size, Pos *out);
/* Writes the point's name ("h8", "o15"; "pass" for POS_PASS) into buf (at least 5 bytes). */
void board_format_point(Pos p, char *buf, size_t cap);

#endif
