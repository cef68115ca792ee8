/* Renju - MIT licence, see LICENSE.
 *
 * The opening book: positions of standard renju on 15x15 with the move our own engine
 * chose for them when it was given far more time than a game gives it (lab/book.c,
 * see lab/README.md). The positions are the 26 standard openings and the lines the engine
 * thought best from them, a few plies deep.
 *
 * A book line is "MOVES... MOVE SCORE": the position after MOVES, the move to play there
 * and the engine's score of it (the side to move's view). Lines are read once into a
 * table (book_init) keyed by the set of stones, so the order the stones came in (or a
 * board set up without its history) does not matter, and a position is looked up under
 * the board's eight symmetries.
 */
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

_Static_assert(AI_BOOK_PLIES == BOOK_MAX_PLIES + 1, "a line's moves, ai.h's and the book's");

static const char *const BOOK_LINES[] = {
#include "book_data.h"
    NULL,
};

/* The point p under symmetry t (bit 0: swap x and y, bit 1: mirror x, bit 2: mirror y,
 * in that order), or its inverse. */
static Pos transform(Pos p, int t, bool inverse)
{
    int x = pos_x(p);
    int y = pos_y(p);
    int last = BOOK_BOARD - 1;
    if (!inverse && (t & 1)) {
        int z = x;
        x = y;
        y = z;
    }
    if (t & 2) {
        x = last - x;
    }
    if (t & 4) {
        y = last - y;
    }
    if (inverse && (t & 1)) {
        int z = x;
        x = y;
        y = z;
    }
    return pos_from_xy(x, y);
}

/* The key of b's stones under symmetry t: the XOR of their Zobrist keys (read off the
 * points, so a board set up without its history, as the Gomocup BOARD command does,
 * has the same key). */
static uint64_t stones_key(const Board *b, int t)
{
    uint64_t key = 0;
    for (int y = 0; y < BOOK_BOARD; y++) {
        for (int x = 0; x < BOOK_BOARD; x++) {
            Pos p = pos_from_xy(x, y);
            Stone c = b->cells[p];
            if (c == STONE_BLACK || c == STONE_WHITE) {
                key ^= board_zobrist(transform(p, t, false), c);
            }
        }
    }
    return key;
}

/* A line's points (MOVES and MOVE: *n of them, two at least) and score, unjudged. */
static bool split_line(const char *line, Pos pts[BOOK_MAX_PLIES + 1], int *n, long *score)
{
    *n = 0;
    const char *p = line;
    const char *last = NULL;
    while (*p) {
        while (*p == ' ') {
            p++;
        }
        size_t len = strcspn(p, " ");
        if (len == 0) {
            break;
        }
        if (p[len] == '\0') {
            last = p;
            break;
        }
        if (*n > BOOK_MAX_PLIES || !board_parse_point(p, len, BOOK_BOARD, &pts[*n])) {
            return false;
        }
        (*n)++;
        p += len;
    }
    if (!last || *n < 2) {
        return false;
    }
    char *end;
    *score = strtol(last, &end, 10);
    return *end == '\0' && *score >= -AI_WIN_SCORE && *score <= AI_WIN_SCORE;
}

/* Plays the moves of a line on b (empty, and left empty: an empty board costs more to
 * set up than the whole line to read, so book_init reuses one) and judges it. */
static bool parse_on(Board *b, const char *line, BookEntry *e)
{
    Pos pts[BOOK_MAX_PLIES + 1];
    int n;
    long score;
    if (!split_line(line, pts, &n, &score)) {
        return false;
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    int played = 0;
    while (played < n - 1 && rules_check_move(rs, b, pts[played], b->to_move) == VERDICT_OK &&
           board_play(b, pts[played])) {
        played++;
    }
    bool ok = played == n - 1 && verdict_is_legal(rules_check_move(rs, b, pts[n - 1], b->to_move));
    if (ok) {
        e->key = stones_key(b, 0);
        e->stones = (int16_t)(n - 1);
        e->move = pts[n - 1];
        e->score = (int16_t)score;
    }
    while (played-- > 0) {
        board_undo(b);
    }
    return ok;
}

const char *ai_book_line(int i)
{
    return i >= 0 && i < (int)(sizeof BOOK_LINES / sizeof BOOK_LINES[0]) ? BOOK_LINES[i] : NULL;
}

bool ai_book_line_moves(int i, Pos moves[AI_BOOK_PLIES], int *n, int *score)
{
    Pos pts[BOOK_MAX_PLIES + 1];
    long s;
    const char *line = ai_book_line(i);
    if (!line || !split_line(line, pts, n, &s) || *n > AI_BOOK_PLIES) {
        return false;
    }
    memcpy(moves, pts, (size_t)*n * sizeof pts[0]);
    *score = (int)s;
    return true;
}

bool book_parse_line(const char *line, BookEntry *e)
{
    Board b;
    board_init(&b, BOOK_BOARD, false);
    return parse_on(&b, line, e);
}

int book_init(AiBook *bk)
{
    bk->n = 0;
    int bad = 0;
    Board b;
    board_init(&b, BOOK_BOARD, false);
    for (int i = 0; BOOK_LINES[i]; i++) {
        if (bk->n < BOOK_MAX && parse_on(&b, BOOK_LINES[i], &bk->e[bk->n])) {
            bk->n++;
        } else {
            bad++;
        }
    }
    return bad;
}

bool book_probe(const AiBook *bk, const RuleSet *rs, const Board *b, Pos *move, int *score)
{
    /* The stones must fit the side to move, as in a game without passes. */
    int black = b->stones[STONE_BLACK];
    int white = b->stones[STONE_WHITE];
    if (rs->id != RULE_RENJU || b->size != BOOK_BOARD || black + white > BOOK_MAX_PLIES ||
        black == 0 || b->to_move != (black == white ? STONE_BLACK : STONE_WHITE) ||
        (black != white && black != white + 1)) {
        return false;
    }
    for (int t = 0; t < 8; t++) {
        uint64_t key = stones_key(b, t);
        for (int i = 0; i < bk->n; i++) {
            const BookEntry *e = &bk->e[i];
            if (e->key == key && e->stones == black + white) {
                Pos m = transform(e->move, t, true);
                if (!verdict_is_legal(rules_check_move(rs, b, m, b->to_move))) {
                    continue;
                }
                *move = m;
                *score = e->score;
                return true;
            }
        }
    }
    return false;
}
