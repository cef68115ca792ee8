/* Renju - MIT licence, see LICENSE.
 *
 * Turning a game (see symmetry.h): points through game_symmetry_on, the game replayed on
 * a scratch copy so that a refusal leaves it as it was. A comment's point names are
 * found as whole words (is_word_char: a letter or digit of any script joins a word, so
 * "h8x", "ab12", "h80" and "h8й" name no point; punctuation, symbols and blanks part
 * words) and turned in place, each keeping its letter's case.
 */
#include "symmetry.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib_tree.h"
#include "text.h"

static bool turn_note(Review *r, int node, BoardTurn t);

BoardTurn symmetry_inverse(BoardTurn t)
{
    return t == TURN_CLOCKWISE ? TURN_ANTICLOCKWISE : t == TURN_ANTICLOCKWISE ? TURN_CLOCKWISE : t;
}

BoardTurn symmetry_compose(BoardTurn first, BoardTurn then)
{
    /* A point off every axis and diagonal tells the eight turns apart. */
    enum { SIZE = 15 };
    Pos p = pos_from_xy(SIZE / 2 + 1, SIZE / 2 + 2);
    Pos q = symmetry_point(SIZE, then, symmetry_point(SIZE, first, p));
    for (int t = 0; t < TURN_COUNT; t++) {
        if (symmetry_point(SIZE, (BoardTurn)t, p) == q) {
            return (BoardTurn)t;
        }
    }
    return TURN_NONE; /* not reached: the turns are a group */
}

bool symmetry_board_ok(int size) { return size % 2 == 1 && size >= 5 && size <= BOARD_MAX; }

Pos symmetry_point(int size, BoardTurn t, Pos p)
{
    if (p == POS_NONE || p == POS_PASS) {
        return p;
    }
    return game_symmetry_on(size, (int)t & 7, p);
}

void symmetry_action(int size, BoardTurn t, Action *a)
{
    if (a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE) {
        a->pos = symmetry_point(size, t, a->pos);
    }
    for (int i = 0; i < a->nproposals && i < GAME_PROPOSALS; i++) {
        a->proposals[i] = symmetry_point(size, t, a->proposals[i]);
    }
}

bool symmetry_game(Game *g, BoardTurn t, GameError *err)
{
    int size = g->board.size;
    if (!symmetry_board_ok(size)) {
        if (err) {
            memset(err, 0, sizeof *err);
            snprintf(err->msg, sizeof err->msg,
                     "a %dx%d board has no centre point to turn the game about", size, size);
        }
        return false;
    }
    Game *out = malloc(sizeof *out);
    if (!out) {
        if (err) {
            memset(err, 0, sizeof *err);
            snprintf(err->msg, sizeof err->msg, "out of memory");
        }
        return false;
    }
    game_init(out, g->rules, g->opening);
    out->setup = g->setup; /* before the replay: a set-up's pass is no player's */
    for (int i = 0; i < g->nactions; i++) {
        Action a = g->actions[i];
        symmetry_action(size, t, &a);
        if (!game_apply(out, &a, err)) {
            free(out);
            return false;
        }
    }
    out->nredo = g->nredo;
    for (int i = 0; i < g->nredo; i++) {
        out->redo[i] = g->redo[i];
        symmetry_action(size, t, &out->redo[i]);
    }
    memcpy(g, out, sizeof *g);
    free(out);
    return true;
}

/* The RenLib lines kept after a foul or a five (ReviewNode.kept_at, the file's bytes)
 * turned by t, the points their comments name too (lib_tree_turned): laid out anew, as a
 * name may grow; where that passes REVIEW_KEPT_MAX, or memory is short, only their
 * points turn, in place. */
static void turn_kept(Review *r, BoardTurn t)
{
    unsigned char *all = r->kept_bytes > 0 ? malloc(REVIEW_KEPT_MAX) : NULL;
    int *span = all ? malloc(2 * sizeof(int) * (size_t)r->count) : NULL; /* at, len */
    int used = 0;
    bool ok = span != NULL;
    for (int i = 0; ok && i < r->count; i++) {
        const ReviewNode *nd = &r->nodes[i];
        size_t n = 0;
        unsigned char *turned = nd->kept_len > 0 ? lib_tree_turned(r->kept + nd->kept_at,
                                                                   (size_t)nd->kept_len, t, &n)
                                                 : NULL;
        ok = nd->kept_len == 0 || (turned && n <= (size_t)(REVIEW_KEPT_MAX - used));
        if (ok && turned) {
            memcpy(all + used, turned, n);
            span[2 * i] = used;
            span[2 * i + 1] = (int)n;
            used += (int)n;
        }
        free(turned);
    }
    for (int i = 0; i < r->count; i++) {
        ReviewNode *nd = &r->nodes[i];
        if (nd->kept_len > 0 && ok) {
            nd->kept_at = span[2 * i];
            nd->kept_len = span[2 * i + 1];
        } else if (nd->kept_len > 0) {
            lib_tree_turn(r->kept + nd->kept_at, (size_t)nd->kept_len, t);
        }
    }
    if (ok && all) {
        free(r->kept);
        r->kept = all;
        r->kept_room = REVIEW_KEPT_MAX;
        r->kept_bytes = used;
        all = NULL;
    }
    free(all);
    free(span);
}

int symmetry_review(Review *r, BoardTurn t)
{
    int size = r->rules->board_size;
    int cut = 0;
    for (int i = 1; i < r->count; i++) {
        symmetry_action(size, t, &r->nodes[i].action);
    }
    for (int i = 0; i < r->count; i++) {
        if (r->nodes[i].note[0]) {
            cut += !turn_note(r, i, t);
        }
        for (int m = 0; m < r->nodes[i].nmarks; m++) { /* board letters */
            r->nodes[i].marks[m].pos = symmetry_point(size, t, r->nodes[i].marks[m].pos);
        }
        for (int m = 0; m < r->nodes[i].nshapes; m++) { /* and shapes */
            r->nodes[i].shapes[m].pos = symmetry_point(size, t, r->nodes[i].shapes[m].pos);
        }
    }
    turn_kept(r, t);
    return cut;
}

/* The code point of the UTF-8 character at s[0..n) (its length in *len; a byte that is no
 * UTF-8 is U+FFFD, one byte long). */
static uint32_t code_point(const char *s, size_t n, size_t *len)
{
    const unsigned char *u = (const unsigned char *)s;
    *len = text_utf8_char(s, n);
    switch (*len) {
    case 1: return u[0];
    case 2: return (uint32_t)(u[0] & 0x1F) << 6 | (u[1] & 0x3F);
    case 3: return (uint32_t)(u[0] & 0x0F) << 12 | (uint32_t)(u[1] & 0x3F) << 6 | (u[2] & 0x3F);
    case 4:
        return (uint32_t)(u[0] & 0x07) << 18 | (uint32_t)(u[1] & 0x3F) << 12 |
               (uint32_t)(u[2] & 0x3F) << 6 | (u[3] & 0x3F);
    default: *len = 1; return 0xFFFD;
    }
}

/* Does code point c continue a word? ASCII letters, digits and '_'; beyond ASCII every
 * character but the punctuation and symbol blocks (Latin-1's signs, general punctuation
 * to the dingbats and arrows, CJK punctuation, full-width signs, emoji), so that the
 * letters of every script join a word and dashes, guillemets and quotes part words. */
static bool is_word_char(uint32_t c)
{
    if (c < 0x80) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_';
    }
    return !(c <= 0xBF || c == 0xD7 || c == 0xF7 || (c >= 0x2000 && c <= 0x2BFF) ||
             (c >= 0x3000 && c <= 0x303F) || (c >= 0xFE10 && c <= 0xFE6F) ||
             (c >= 0xFF01 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) ||
             (c >= 0xFF3B && c <= 0xFF40) || (c >= 0xFF5B && c <= 0xFF65) ||
             (c >= 0x1F000 && c <= 0x1FAFF) || c == 0xFFFD);
}

/* Does the character that ends before s[at] continue a word? */
static bool word_before(const char *s, size_t at)
{
    if (at == 0) {
        return false;
    }
    size_t start = at - 1;
    while (start > 0 && at - start < 4 && ((unsigned char)s[start] & 0xC0) == 0x80) {
        start--;
    }
    size_t len;
    uint32_t c = code_point(s + start, at - start, &len);
    return is_word_char(start + len == at ? c : 0xFFFD);
}

/* The point named by the word at s[0..n) (its length in *len), or POS_NONE. */
static Pos point_word(int size, const char *s, size_t n, size_t *len)
{
    char c = s[0];
    int x = c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' : -1;
    if (x < 0 || x >= size || n < 2 || s[1] < '1' || s[1] > '9') {
        return POS_NONE;
    }
    size_t k = 1;
    int row = 0;
    while (k < n && s[k] >= '0' && s[k] <= '9') {
        row = row < 1000 ? row * 10 + (s[k] - '0') : row;
        k++;
    }
    size_t next = 0;
    if (row > size || (k < n && is_word_char(code_point(s + k, n - k, &next)))) {
        return POS_NONE;
    }
    *len = k;
    return pos_from_xy(x, row - 1);
}

static void put(char *out, size_t cap, size_t *len, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++, (*len)++) {
        if (*len + 1 < cap) {
            out[*len] = s[i];
        }
    }
}

size_t symmetry_text(int size, BoardTurn t, const char *s, char *out, size_t cap)
{
    size_t n = strlen(s);
    size_t len = 0;
    for (size_t i = 0; i < n;) {
        size_t k = 0;
        Pos p = word_before(s, i) ? POS_NONE : point_word(size, s + i, n - i, &k);
        if (p == POS_NONE) {
            code_point(s + i, n - i, &k);
            put(out, cap, &len, s + i, k);
            i += k;
            continue;
        }
        Pos q = symmetry_point(size, t, p);
        char name[8];
        int m = snprintf(name, sizeof name, "%c%d", (s[i] >= 'a' ? 'a' : 'A') + pos_x(q),
                         pos_y(q) + 1);
        put(out, cap, &len, name, (size_t)m);
        i += k;
    }
    if (cap > 0) {
        out[len < cap ? len : cap - 1] = '\0';
    }
    return len;
}

/* Node's comment with its points turned; false when it had to be cut to fit (a name can
 * grow a byte: a1 is o15 turned half) or, past the tree's total, was left unturned. */
static bool turn_note(Review *r, int node, BoardTurn t)
{
    size_t cap = 2 * strlen(r->nodes[node].note) + 1; /* a name grows by a third at most */
    char *turned = malloc(cap);
    char *cut = malloc(cap);
    bool ok = turned && cut;
    if (ok) {
        size_t n = symmetry_text(r->rules->board_size, t, r->nodes[node].note, turned, cap);
        ok = review_set_note(r, node, turned, n) == REVIEW_NOTE_OK;
        if (!ok) {
            review_note_clean(turned, n, cut, NULL);
            review_set_note(r, node, cut, strlen(cut)); /* past the total: left as it was */
        }
    }
    free(turned);
    free(cut);
    return ok;
}
