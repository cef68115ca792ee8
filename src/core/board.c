/* Renju - MIT licence, see LICENSE.
 *
 * Board make/unmake. Every stone placed or removed goes through set_cell(), which keeps
 * the per-direction line keys (both colours' view) and the Zobrist hash in step, so
 * the rules and the AI read line patterns with one load instead of a walk.
 */
#include "board.h"

#include <assert.h>
#include <string.h>

static uint64_t mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

uint64_t board_zobrist(Pos p, Stone s)
{
    return mix64(((uint64_t)(uint16_t)p << 2 | s) ^ 0x52454E4A55ULL);
}

static uint64_t side_key(void) { return board_zobrist(0, STONE_WALL); }

uint64_t board_hash_after(const Board *b, Pos p)
{
    return b->hash ^ board_zobrist(p, b->to_move) ^ side_key();
}

/* The code a cell has in colour own's view: 0 empty, 1 own, 2 blocked. */
static int view_code(Stone cell, Stone own)
{
    if (cell == STONE_EMPTY) {
        return 0;
    }
    return cell == own ? 1 : 2;
}

uint16_t board_line_key(const Stone *cells, Pos p, int d, Stone own)
{
    int off = DIR_OFFSET[d];
    unsigned key = 0;
    for (int k = -5; k <= 5; k++) {
        if (k != 0) {
            key += (unsigned)view_code(cells[p + k * off], own) * LINE_POW3[line_digit(k)];
        }
    }
    return (uint16_t)key;
}

/* The neighbours k points either side of p on the four lines see the change delta of p
 * (see set_cell), k0..k3 pointing at p in the four directions' keys. Called with k spelt out, so
 * that the offsets and weights are constants and the five calls are forty adds in a row
 * (a loop over k, not unrolled, cost a tenth of the threat solvers' time in its index
 * arithmetic). */
static inline void keys_add(uint32_t *k0, uint32_t *k1, uint32_t *k2, uint32_t *k3, int k,
                            uint32_t delta)
{
    uint32_t after = delta * LINE_POW3[5 - k];
    uint32_t before = delta * LINE_POW3[k + 4];
    k0[k * DIR_OFFSET[0]] += after;
    k0[-k * DIR_OFFSET[0]] += before;
    k1[k * DIR_OFFSET[1]] += after;
    k1[-k * DIR_OFFSET[1]] += before;
    k2[k * DIR_OFFSET[2]] += after;
    k2[-k * DIR_OFFSET[2]] += before;
    k3[k * DIR_OFFSET[3]] += after;
    k3[-k * DIR_OFFSET[3]] += before;
}

/* Changes one on-board cell from its current content to s and updates keys and hash. */
static void set_cell(Board *b, Pos p, Stone s)
{
    Stone old = b->cells[p];
    assert(old != STONE_WALL && s != STONE_WALL && old != s);
    b->cells[p] = s;
    if (old != STONE_EMPTY) {
        b->hash ^= board_zobrist(p, old);
        b->stones[old]--;
    }
    if (s != STONE_EMPTY) {
        b->hash ^= board_zobrist(p, s);
        b->stones[s]++;
    }
    /* Both colours' digit changes in one word: White's key is the high half. The halves
     * never leave 0..3^10-1, so a wrapping 32-bit add keeps them apart. */
    uint32_t delta = (uint32_t)(view_code(s, STONE_BLACK) - view_code(old, STONE_BLACK)) +
                     ((uint32_t)(view_code(s, STONE_WHITE) - view_code(old, STONE_WHITE)) << 16);
    /* The neighbour q = p - k * off sees p at offset k, digit line_digit(k) of its key: k
     * points after p see it at offset -k (digit 5 - k), k points before at offset k
     * (digit k + 4). The padding (BOARD_PAD wall cells) keeps every q inside the arrays;
     * a wall's key, never read, just follows along. The directions are spelt out, with
     * their offsets as constants: this runs twice for every node of the engine's search
     * (lab/README.md). */
    uint32_t *k0 = &b->keys[0][p];
    uint32_t *k1 = &b->keys[1][p];
    uint32_t *k2 = &b->keys[2][p];
    uint32_t *k3 = &b->keys[3][p];
    keys_add(k0, k1, k2, k3, 1, delta);
    keys_add(k0, k1, k2, k3, 2, delta);
    keys_add(k0, k1, k2, k3, 3, delta);
    keys_add(k0, k1, k2, k3, 4, delta);
    keys_add(k0, k1, k2, k3, 5, delta);
}

/* The line key, in both colours' halves, of a point of an empty board with a cells on
 * the board before it on the line and c after it (walls beyond, both colours seeing
 * them as blocked): wall_key[min(a, 5)][min(c, 5)]. */
static void empty_line_keys(uint32_t wall_key[6][6])
{
    uint32_t before[6] = {0};
    uint32_t after[6] = {0};
    for (int n = 0; n < 5; n++) {
        /* n cells before p: walls at offsets -5 .. -(n + 1), digits 0 .. 4 - n; n cells
         * after: walls at offsets n + 1 .. 5, digits n + 5 .. 9. */
        for (int digit = 0; digit <= 4 - n; digit++) {
            before[n] += 2u * LINE_POW3[digit];
        }
        for (int digit = n + 5; digit <= 9; digit++) {
            after[n] += 2u * LINE_POW3[digit];
        }
    }
    for (int a = 0; a < 6; a++) {
        for (int c = 0; c < 6; c++) {
            uint32_t key = before[a] + after[c];
            wall_key[a][c] = key | key << 16;
        }
    }
}

static int min5(int a, int b)
{
    int m = a < b ? a : b;
    return m < 5 ? m : 5;
}

void board_init(Board *b, int size, bool pente_captures)
{
    assert(size >= 5 && size <= BOARD_MAX);
    memset(b, 0, offsetof(Board, cells));
    b->size = size;
    b->pente_captures = pente_captures;
    b->to_move = STONE_BLACK;
    memset(b->cells, STONE_WALL, sizeof b->cells);
    memset(b->keys, 0, sizeof b->keys);
    /* An empty board's keys depend only on the distances to the edges on each line, so
     * they come from a small table instead of a walk of ten cells each. */
    uint32_t wall_key[6][6];
    empty_line_keys(wall_key);
    int last = size - 1;
    for (int y = 0; y < size; y++) {
        Pos row = pos_from_xy(0, y);
        memset(&b->cells[row], STONE_EMPTY, (size_t)size);
        for (int x = 0; x < size; x++) {
            Pos p = (Pos)(row + x);
            b->keys[0][p] = wall_key[min5(x, 5)][min5(last - x, 5)];
            b->keys[1][p] = wall_key[min5(y, 5)][min5(last - y, 5)];
            b->keys[2][p] = wall_key[min5(x, y)][min5(last - x, last - y)];
            b->keys[3][p] = wall_key[min5(last - x, y)][min5(x, last - y)];
        }
    }
}

void board_set(Board *b, Pos p, Stone s)
{
    assert(board_on(b, p));
    if (b->cells[p] != s) {
        set_cell(b, p, s);
    }
}

static void capture_pairs(Board *b, Pos p, Stone s, BoardPly *ply)
{
    Stone opp = stone_opponent(s);
    for (int d = 0; d < DIR_COUNT; d++) {
        for (int sign = -1; sign <= 1; sign += 2) {
            int o = sign * DIR_OFFSET[d];
            if (b->cells[p + o] == opp && b->cells[p + 2 * o] == opp && b->cells[p + 3 * o] == s) {
                ply->captured[ply->ncaptured++] = (Pos)(p + o);
                ply->captured[ply->ncaptured++] = (Pos)(p + 2 * o);
                set_cell(b, (Pos)(p + o), STONE_EMPTY);
                set_cell(b, (Pos)(p + 2 * o), STONE_EMPTY);
            }
        }
    }
    b->captures[s] += ply->ncaptured / 2;
}

bool board_play(Board *b, Pos p)
{
    if (!board_on(b, p) || b->cells[p] != STONE_EMPTY || b->ply >= BOARD_MAX_PLIES) {
        return false;
    }
    BoardPly *ply = &b->history[b->ply++];
    ply->pos = p;
    ply->stone = b->to_move;
    ply->ncaptured = 0;
    set_cell(b, p, b->to_move);
    if (b->pente_captures) {
        capture_pairs(b, p, b->to_move, ply);
    }
    b->to_move = stone_opponent(b->to_move);
    b->hash ^= side_key();
    return true;
}

bool board_pass(Board *b)
{
    if (b->ply >= BOARD_MAX_PLIES) {
        return false;
    }
    BoardPly *ply = &b->history[b->ply++];
    ply->pos = POS_PASS;
    ply->stone = b->to_move;
    ply->ncaptured = 0;
    b->to_move = stone_opponent(b->to_move);
    b->hash ^= side_key();
    return true;
}

bool board_undo(Board *b)
{
    if (b->ply == 0) {
        return false;
    }
    const BoardPly *ply = &b->history[--b->ply];
    b->to_move = ply->stone;
    b->hash ^= side_key();
    if (ply->pos != POS_PASS) {
        Stone opp = stone_opponent(ply->stone);
        for (int i = 0; i < ply->ncaptured; i++) {
            set_cell(b, ply->captured[i], opp);
        }
        b->captures[ply->stone] -= ply->ncaptured / 2;
        set_cell(b, ply->pos, STONE_EMPTY);
    }
#ifdef RENJU_PARANOID
    assert(board_is_consistent(b));
#endif
    return true;
}

bool board_is_consistent(const Board *b)
{
    uint64_t hash = b->to_move == STONE_WHITE ? side_key() : 0;
    int stones[3] = {0, 0, 0};
    for (Pos p = 0; p < BOARD_CELLS; p++) {
        bool on = board_xy_valid(b, pos_x(p), pos_y(p));
        Stone s = b->cells[p];
        if (on != (s != STONE_WALL)) {
            return false;
        }
        if (!on) {
            continue;
        }
        if (s != STONE_EMPTY) {
            hash ^= board_zobrist(p, s);
            stones[s]++;
        }
        for (int c = 0; c < 2; c++) {
            for (int d = 0; d < DIR_COUNT; d++) {
                if (board_key(b, p, d, (Stone)(c + 1)) !=
                    board_line_key(b->cells, p, d, (Stone)(c + 1))) {
                    return false;
                }
            }
        }
    }
    /* Captured pairs are what the history's plies removed (boards set up stone by stone
     * have no captures). */
    int captures[3] = {0, 0, 0};
    for (int i = 0; i < b->ply; i++) {
        const BoardPly *ply = &b->history[i];
        if (ply->ncaptured % 2 != 0 || (ply->ncaptured > 0 && !b->pente_captures)) {
            return false;
        }
        captures[ply->stone] += ply->ncaptured / 2;
    }
    return hash == b->hash && stones[STONE_BLACK] == b->stones[STONE_BLACK] &&
           stones[STONE_WHITE] == b->stones[STONE_WHITE] &&
           captures[STONE_BLACK] == b->captures[STONE_BLACK] &&
           captures[STONE_WHITE] == b->captures[STONE_WHITE];
}

bool board_parse_point(const char *text, size_t len, int size, Pos *out)
{
    if (len < 2 || len > 3) {
        return false;
    }
    char c = text[0];
    if (c >= 'A' && c <= 'Z') {
        c = (char)(c - 'A' + 'a');
    }
    int x = c - 'a';
    int y = 0;
    for (size_t i = 1; i < len; i++) {
        if (text[i] < '0' || text[i] > '9') {
            return false;
        }
        y = y * 10 + (text[i] - '0');
    }
    if (text[1] == '0' || !xy_on_board(x, y - 1, size)) {
        return false;
    }
    *out = pos_from_xy(x, y - 1);
    return true;
}

void board_format_point(Pos p, char *buf, size_t cap)
{
    if (cap == 0) {
        return;
    }
    if (p == POS_PASS || p == POS_NONE) {
        const char *word = p == POS_PASS ? "pass" : "none";
        size_t i = 0;
        for (; word[i] && i + 1 < cap; i++) {
            buf[i] = word[i];
        }
        buf[i] = '\0';
        return;
    }
    char tmp[5];
    int x = pos_x(p);
    int y = pos_y(p) + 1;
    size_t n = 0;
    tmp[n++] = (char)('a' + x);
    if (y >= 10) {
        tmp[n++] = (char)('0' + y / 10);
    }
    tmp[n++] = (char)('0' + y % 10);
    tmp[n] = '\0';
    size_t i = 0;
    for (; i < n && i + 1 < cap; i++) {
        buf[i] = tmp[i];
    }
    buf[i] = '\0';
}
