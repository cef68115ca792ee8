/* Renju - MIT licence, see LICENSE.
 *
 * The opening library (library.h). Loading is one pass of lib_tree_read whose visitor
 * appends each node to the arrays (grown by doubling: no allocation a node) and its
 * texts, decoded to UTF-8 and tidied as comments are (review_note_clean), to the pool.
 * Nodes come in the file's preorder, so a node's parent comes before it: the moves below
 * each node are summed in one backward pass, and the index in one forward pass that keeps
 * the line being walked as a stack (its points on a small board, the eight turned hashes
 * a ply) and pops it back to each node's parent. The index is the (key, node, turn)
 * triples radix-sorted by key; a position on the board is hashed the same eight ways and its
 * least key looked up, each node found giving its children turned by its own turn and
 * back by the inverse of the board's.
 */
#include "library.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib_tree.h"
#include "record_parse.h"
#include "review.h"
#include "symmetry.h"

#define CELLS (LIBRARY_SIZE * LIBRARY_SIZE)

enum { KIND_ROOT, KIND_MOVE, KIND_LABEL };

typedef struct Entry {
    uint64_t key;
    int32_t node;
    uint8_t turn; /* the turn that takes the node's position to the least key */
} Entry;

struct Library {
    int n, cap, nmoves, npasses;
    int16_t *pos; /* a point's cell (y * 15 + x), -1 a pass, -2 the root */
    uint8_t *kind;
    int32_t *child, *sibling, *parent, *below;
    int32_t *label, *note; /* offsets into pool, -1 none */
    char *pool;
    size_t pool_len, pool_cap;
    Entry *index;
    int nindex;
    uint64_t zob[TURN_COUNT][2][CELLS]; /* a stone's key, its point turned */
    uint64_t side;                      /* White to move */
    int16_t turned[TURN_COUNT][CELLS];  /* a cell turned */
    long damaged_at, damaged_len;       /* library_damaged */
};

static int cell_of(Pos p) { return pos_y(p) * LIBRARY_SIZE + pos_x(p); }
static Pos pos_of(int cell) { return pos_from_xy(cell % LIBRARY_SIZE, cell / LIBRARY_SIZE); }

static void tables(Library *lib)
{
    for (int t = 0; t < TURN_COUNT; t++) {
        for (int c = 0; c < CELLS; c++) {
            Pos q = symmetry_point(LIBRARY_SIZE, (BoardTurn)t, pos_of(c));
            lib->turned[t][c] = (int16_t)cell_of(q);
            lib->zob[t][0][c] = board_zobrist(q, STONE_BLACK);
            lib->zob[t][1][c] = board_zobrist(q, STONE_WHITE);
        }
    }
    lib->side = board_zobrist(0, STONE_WALL);
}

/* ---- Loading ------------------------------------------------------------------------- */

static bool grow(void **arr, size_t each, int cap)
{
    void *bigger = realloc(*arr, (size_t)cap * each);
    if (bigger) {
        *arr = bigger;
    }
    return bigger != NULL;
}

static bool grow_nodes(Library *lib)
{
    int cap = lib->cap ? 2 * lib->cap : 1024;
    cap = cap > LIBRARY_MAX_NODES ? LIBRARY_MAX_NODES : cap;
    bool ok = grow((void **)&lib->pos, sizeof *lib->pos, cap) &&
              grow((void **)&lib->kind, sizeof *lib->kind, cap) &&
              grow((void **)&lib->child, sizeof *lib->child, cap) &&
              grow((void **)&lib->sibling, sizeof *lib->sibling, cap) &&
              grow((void **)&lib->parent, sizeof *lib->parent, cap) &&
              grow((void **)&lib->below, sizeof *lib->below, cap) &&
              grow((void **)&lib->label, sizeof *lib->label, cap) &&
              grow((void **)&lib->note, sizeof *lib->note, cap);
    lib->cap = ok ? cap : lib->cap;
    return ok;
}

typedef struct Build {
    Library *lib;
    const unsigned char *data;
    LibCharset cs; /* the file's code page */
    char raw[3 * LIBRARY_TEXT_MAX + 1];
    char clean[3 * LIBRARY_TEXT_MAX + 1]; /* no longer than raw */
} Build;

/* A text of the file (n bytes at at) into the pool: its offset, -1 none, -2 no memory. */
static int32_t add_text(Build *bd, long at, int n, bool old)
{
    if (at < 0 || n <= 0) {
        return -1;
    }
    size_t take = (size_t)n < LIBRARY_TEXT_MAX ? (size_t)n : LIBRARY_TEXT_MAX;
    size_t m = lib_text_decode(bd->data + at, take, old, bd->cs, bd->raw);
    m = review_note_clean(bd->raw, m, bd->clean, NULL);
    if (m == 0) {
        return -1;
    }
    Library *lib = bd->lib;
    if (lib->pool_len + m + 1 > lib->pool_cap) {
        size_t cap = lib->pool_cap ? 2 * lib->pool_cap : 65536;
        while (cap < lib->pool_len + m + 1) {
            cap *= 2;
        }
        char *bigger = cap <= INT32_MAX ? realloc(lib->pool, cap) : NULL;
        if (!bigger) {
            return -2;
        }
        lib->pool = bigger;
        lib->pool_cap = cap;
    }
    int32_t off = (int32_t)lib->pool_len;
    memcpy(lib->pool + off, bd->clean, m + 1);
    lib->pool_len += m + 1;
    return off;
}

static RecordReason add_node(void *ctx, int k, const LibEntry *e)
{
    Build *bd = ctx;
    Library *lib = bd->lib;
    if (k >= LIBRARY_MAX_NODES) {
        return RECORD_R_LIBRARY_TOO_MANY;
    }
    if (k >= lib->cap && !grow_nodes(lib)) {
        return RECORD_R_NO_MEMORY;
    }
    lib->pos[k] = (int16_t)(e->pos == POS_NONE ? -2 : e->pos == POS_PASS ? -1 : cell_of(e->pos));
    lib->kind[k] = (uint8_t)(e->attach < 0 ? KIND_ROOT : e->move ? KIND_MOVE : KIND_LABEL);
    lib->child[k] = lib->sibling[k] = -1;
    lib->below[k] = 0;
    lib->parent[k] = e->attach < 0 ? -1 : e->as_child ? e->attach : lib->parent[e->attach];
    if (e->attach >= 0 && e->as_child) {
        lib->child[e->attach] = k;
    } else if (e->attach >= 0) {
        lib->sibling[e->attach] = k;
    }
    lib->note[k] = add_text(bd, e->note_at, e->note_len, e->old_note);
    lib->label[k] = add_text(bd, e->label_at, e->label_len, false);
    lib->n = k + 1;
    lib->nmoves += lib->kind[k] == KIND_MOVE;
    lib->npasses += lib->kind[k] == KIND_MOVE && lib->pos[k] == -1;
    return lib->note[k] == -2 || lib->label[k] == -2 ? RECORD_R_NO_MEMORY : RECORD_R_NONE;
}

/* The entries sorted by key, equal keys in node order: a radix sort, 16 bits a pass (a
 * million entries: several times faster than qsort). False when out of memory. */
static bool sort_entries(Entry *e, int n)
{
    enum { DIGITS = 1 << 16 };
    Entry *tmp = malloc((size_t)n * sizeof *tmp);
    size_t *count = malloc(DIGITS * sizeof *count);
    if (!tmp || !count) {
        free(tmp);
        free(count);
        return false;
    }
    Entry *from = e;
    Entry *to = tmp;
    for (int shift = 0; shift < 64; shift += 16) {
        memset(count, 0, DIGITS * sizeof *count);
        for (int i = 0; i < n; i++) {
            count[(from[i].key >> shift) & (DIGITS - 1)]++;
        }
        size_t at = 0;
        for (int d = 0; d < DIGITS; d++) {
            size_t c = count[d];
            count[d] = at;
            at += c;
        }
        for (int i = 0; i < n; i++) {
            to[count[(from[i].key >> shift) & (DIGITS - 1)]++] = from[i];
        }
        Entry *swap = from;
        from = to;
        to = swap;
    }
    free(tmp); /* four passes: the result is back in e */
    free(count);
    return true;
}

static Entry entry_of(const uint64_t h[TURN_COUNT], int32_t node)
{
    Entry e = {h[0], node, 0};
    for (int t = 1; t < TURN_COUNT; t++) {
        if (h[t] < e.key) {
            e.key = h[t];
            e.turn = (uint8_t)t;
        }
    }
    return e;
}

/* The index: every position a line of moves reaches (see the file's comment). */
static bool build_index(Library *lib)
{
    typedef struct Ply {
        int32_t node;
        uint64_t h[TURN_COUNT];
    } Ply;
    Ply *path = malloc((LIBRARY_MAX_DEPTH + 1) * sizeof *path);
    uint8_t *indexed = calloc((size_t)lib->n, 1);
    lib->index = malloc((size_t)lib->n * sizeof *lib->index);
    if (!path || !indexed || !lib->index) {
        free(path);
        free(indexed);
        return false;
    }
    uint8_t board[CELLS] = {0};
    int sp = 1;
    path[0].node = 0;
    memset(path[0].h, 0, sizeof path[0].h);
    indexed[0] = 1;
    lib->index[lib->nindex++] = entry_of(path[0].h, 0);
    for (int k = 1; k < lib->n; k++) {
        int p = lib->parent[k];
        if (lib->kind[k] != KIND_MOVE || p < 0 || !indexed[p]) {
            continue;
        }
        while (sp > 1 && path[sp - 1].node != p) {
            int q = lib->pos[path[--sp].node];
            if (q >= 0) {
                board[q] = 0;
            }
        }
        int c = lib->pos[k];
        if (sp > LIBRARY_MAX_DEPTH || (c >= 0 && board[c])) {
            continue; /* too deep, or a stone on a stone: the line ends for the index */
        }
        int colour = (sp - 1) % 2; /* plies before it: Black moves first */
        Ply *next = &path[sp++];
        next->node = k;
        for (int t = 0; t < TURN_COUNT; t++) {
            next->h[t] = path[sp - 2].h[t] ^ lib->side ^ (c >= 0 ? lib->zob[t][colour][c] : 0);
        }
        if (c >= 0) {
            board[c] = 1;
        }
        indexed[k] = 1;
        lib->index[lib->nindex++] = entry_of(next->h, k);
    }
    free(path);
    free(indexed);
    return sort_entries(lib->index, lib->nindex);
}

bool library_head_ok(const unsigned char *head, size_t n)
{
    if (n >= sizeof REC_LIB_MAGIC && memcmp(head, REC_LIB_MAGIC, sizeof REC_LIB_MAGIC) == 0) {
        return true;
    }
    /* An old file without the header (RenLib 3.0's): its first node a move on h8, no label,
     * as lib_tree.c reads it. Two bytes tell it from garbage only so far: the whole file is
     * walked when the library is read (library_load), which says why it is none. */
    return n >= 2 && head[0] == 0x78 && !(head[1] & LIB_NO_MOVE);
}

Library *library_load(const char *data, size_t len, RecordError *err)
{
    RecordError scratch;
    err = err ? err : &scratch;
    memset(err, 0, sizeof *err);
    err->offset = -1;
    if (len >= (size_t)LIBRARY_FILE_MAX) {
        record_error(err, RECORD_R_LIBRARY_TOO_LARGE, NULL, 0, NULL, LIBRARY_FILE_MAX / RECORD_MB);
        return NULL;
    }
    Library *lib = calloc(1, sizeof *lib);
    Build *bd = malloc(sizeof *bd);
    if (!lib || !bd) {
        free(lib);
        free(bd);
        record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        return NULL;
    }
    tables(lib);
    bd->lib = lib;
    bd->data = (const unsigned char *)data;
    bd->cs = lib_file_charset(bd->data, len);
    LibTreeFail fail;
    bool ok = lib_tree_read(bd->data, len, true, add_node, bd, &fail);
    free(bd);
    if (!ok && lib->n > 1 && lib_tree_damage(fail.reason)) { /* the tree before the damage */
        ok = true;
        lib->damaged_at = fail.good;
        lib->damaged_len = (long)len;
    }
    if (!ok) {
        err->reason = fail.reason;
        err->offset = fail.offset;
        err->num[0] = fail.reason == RECORD_R_LIBRARY_TOO_MANY ? LIBRARY_MAX_NODES : fail.num[0];
        err->num[1] = fail.num[1];
        record_error_finish(err);
    } else {
        /* Preorder: children after their parent, so one backward pass sums the moves. */
        for (int k = lib->n - 1; k > 0; k--) {
            if (lib->parent[k] >= 0) { /* -1: a sibling of the root, out of every line */
                lib->below[lib->parent[k]] += lib->below[k] + (lib->kind[k] == KIND_MOVE);
            }
        }
        ok = build_index(lib);
        if (!ok) {
            record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        }
    }
    if (!ok) {
        library_free(lib);
        return NULL;
    }
    return lib;
}

bool library_damaged(const Library *lib, long *at, long *len)
{
    *at = lib->damaged_at;
    *len = lib->damaged_len;
    return lib->damaged_len > 0;
}

Library *library_read_file(const char *path, RecordError *err)
{
    char *data = NULL;
    size_t len = 0;
    if (!record_read_file_max(path, LIBRARY_FILE_MAX, &data, &len, err)) {
        return NULL;
    }
    Library *lib = library_load(data, len, err);
    free(data);
    if (!lib && err) {
        snprintf(err->file, sizeof err->file, "%s", path);
        record_error_finish(err);
    }
    return lib;
}

void library_free(Library *lib)
{
    if (!lib) {
        return;
    }
    free(lib->pos);
    free(lib->kind);
    free(lib->child);
    free(lib->sibling);
    free(lib->parent);
    free(lib->below);
    free(lib->label);
    free(lib->note);
    free(lib->pool);
    free(lib->index);
    free(lib);
}

int library_nodes(const Library *lib) { return lib ? lib->n : 0; }
int library_moves(const Library *lib) { return lib ? lib->nmoves : 0; }
int library_passes(const Library *lib) { return lib ? lib->npasses : 0; }

size_t library_bytes(const Library *lib)
{
    if (!lib) {
        return 0;
    }
    size_t node = sizeof *lib->pos + sizeof *lib->kind + 6 * sizeof(int32_t);
    return sizeof *lib + (size_t)lib->cap * node + lib->pool_cap +
           (size_t)lib->n * sizeof *lib->index;
}

/* ---- Looking up ---------------------------------------------------------------------- */

static const char *text_at(const Library *lib, int32_t off)
{
    return off >= 0 ? lib->pool + off : "";
}

static int cmp_move(const void *a, const void *b)
{
    const LibraryMove *x = a;
    const LibraryMove *y = b;
    if (x->below != y->below) {
        return x->below > y->below ? -1 : 1;
    }
    return (x->pos > y->pos) - (x->pos < y->pos);
}

/* The entry for cell q among found[0..n): its index, adding it when new. */
static int slot(LibraryMove *found, int *n, Pos q)
{
    for (int i = 0; i < *n; i++) {
        if (found[i].pos == q) {
            return i;
        }
    }
    found[*n] = (LibraryMove){q, 0, "", "", TURN_NONE};
    return (*n)++;
}

/* The least of board b's eight keys (*want) and the index's first entry of it (the
 * number of entries when none). */
static int lookup(const Library *lib, const Board *b, Entry *want)
{
    uint64_t h[TURN_COUNT] = {0};
    for (int c = 0; c < CELLS; c++) {
        Stone s = board_at(b, pos_of(c));
        if (s == STONE_BLACK || s == STONE_WHITE) {
            for (int t = 0; t < TURN_COUNT; t++) {
                h[t] ^= lib->zob[t][s == STONE_WHITE][c];
            }
        }
    }
    for (int t = 0; t < TURN_COUNT; t++) {
        h[t] ^= b->to_move == STONE_WHITE ? lib->side : 0;
    }
    *want = entry_of(h, 0);
    int lo = 0, hi = lib->nindex;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (lib->index[mid].key < want->key) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo;
}

void library_comment_turned(const char *comment, BoardTurn turn, char *out, size_t cap)
{
    symmetry_text(LIBRARY_SIZE, turn, comment, out, cap);
}

bool library_position(const Library *lib, const Board *b, const char **comment, BoardTurn *turn)
{
    if (comment) {
        *comment = "";
    }
    if (turn) {
        *turn = TURN_NONE;
    }
    if (!lib || !b || b->size != LIBRARY_SIZE) {
        return false;
    }
    Entry want;
    int i = lookup(lib, b, &want);
    bool found = i < lib->nindex && lib->index[i].key == want.key;
    for (; comment && i < lib->nindex && lib->index[i].key == want.key; i++) {
        if (lib->note[lib->index[i].node] >= 0) {
            *comment = text_at(lib, lib->note[lib->index[i].node]);
            if (turn) { /* its line's board to the least key, then back to b */
                *turn = symmetry_compose((BoardTurn)lib->index[i].turn,
                                         symmetry_inverse((BoardTurn)want.turn));
            }
            break;
        }
    }
    return found;
}

/* The continuations (see library_find); with_pass: a pass among them too. */
static int find(const Library *lib, const Board *b, bool with_pass, LibraryMove *out, int cap)
{
    if (!lib || !b || b->size != LIBRARY_SIZE || cap <= 0) {
        return 0;
    }
    Entry want;
    int lo = lookup(lib, b, &want);
    BoardTurn back = symmetry_inverse((BoardTurn)want.turn);
    LibraryMove found[CELLS + 1];
    int n = 0;
    for (int i = lo; i < lib->nindex && lib->index[i].key == want.key; i++) {
        const Entry *e = &lib->index[i];
        for (int pass = 0; pass < 2; pass++) { /* the moves, then labels on their points */
            for (int c = lib->child[e->node]; c >= 0; c = lib->sibling[c]) {
                bool is_pass = lib->pos[c] == -1 && !pass && lib->kind[c] == KIND_MOVE;
                if ((lib->pos[c] < 0 && !(is_pass && with_pass)) ||
                    lib->kind[c] != (pass ? KIND_LABEL : KIND_MOVE)) {
                    continue;
                }
                Pos q = is_pass ? POS_PASS
                                : pos_of(lib->turned[back][lib->turned[e->turn][lib->pos[c]]]);
                if (!is_pass && board_at(b, q) != STONE_EMPTY) {
                    continue;
                }
                int j = pass ? -1 : slot(found, &n, q);
                for (int m = 0; pass && m < n; m++) {
                    j = found[m].pos == q ? m : j;
                }
                if (j < 0) {
                    continue;
                }
                LibraryMove *f = &found[j];
                int32_t label = lib->label[c] >= 0 || !pass ? lib->label[c] : lib->note[c];
                f->below += pass ? 0 : lib->below[c];
                f->label = f->label[0] ? f->label : text_at(lib, label);
                if (!f->comment[0] && !pass) {
                    f->comment = text_at(lib, lib->note[c]);
                    f->turn = symmetry_compose((BoardTurn)e->turn, back);
                }
            }
        }
    }
    qsort(found, (size_t)n, sizeof *found, cmp_move);
    n = n < cap ? n : cap;
    memcpy(out, found, (size_t)n * sizeof *out);
    return n;
}

int library_find(const Library *lib, const Board *b, LibraryMove *out, int cap)
{
    return find(lib, b, false, out, cap);
}

int library_find_all(const Library *lib, const Board *b, LibraryMove *out, int cap)
{
    return find(lib, b, true, out, cap);
}

/* ---- Lines that reach a position (Find position) ---------------------------------- */

int library_reach(const Library *lib, const Pos *pos, const Stone *colour, int n, Stone to_move,
                  LibraryReach *out, int cap)
{
    if (!lib || n < 0) {
        return 0;
    }
    uint64_t h[TURN_COUNT] = {0};
    for (int i = 0; i < n; i++) {
        if (pos_x(pos[i]) >= LIBRARY_SIZE || pos_y(pos[i]) >= LIBRARY_SIZE) {
            return 0; /* off RenLib's board: in no line */
        }
        for (int t = 0; t < TURN_COUNT; t++) {
            h[t] ^= lib->zob[t][colour[i] == STONE_WHITE][cell_of(pos[i])];
        }
    }
    for (int t = 0; t < TURN_COUNT; t++) {
        h[t] ^= to_move == STONE_WHITE ? lib->side : 0;
    }
    Entry want = entry_of(h, 0);
    int lo = 0, hi = lib->nindex;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (lib->index[mid].key < want.key) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    BoardTurn back = symmetry_inverse((BoardTurn)want.turn);
    int found = 0;
    for (int i = lo; i < lib->nindex && lib->index[i].key == want.key; i++, found++) {
        if (found >= cap) {
            continue;
        }
        const Entry *e = &lib->index[i];
        int ply = 0;
        for (int a = e->node; a > 0; a = lib->parent[a]) {
            ply += lib->kind[a] == KIND_MOVE;
        }
        out[found] = (LibraryReach){e->node, ply, symmetry_compose((BoardTurn)e->turn, back)};
    }
    return found;
}

int library_reach_next(const Library *lib, const LibraryReach *r, Pos *pos, int *moves, int cap)
{
    if (!lib || r->node < 0 || r->node >= lib->n) {
        return 0;
    }
    bool used[CELLS] = {false}; /* the line's own points: a move there is none */
    for (int a = r->node; a > 0; a = lib->parent[a]) {
        if (lib->kind[a] == KIND_MOVE && lib->pos[a] >= 0) {
            used[lib->pos[a]] = true;
        }
    }
    int n = 0;
    for (int c = lib->child[r->node]; c >= 0 && n < cap; c = lib->sibling[c]) {
        if (lib->kind[c] != KIND_MOVE || (lib->pos[c] >= 0 && used[lib->pos[c]])) {
            continue;
        }
        pos[n] = lib->pos[c] < 0 ? POS_PASS
                                 : symmetry_point(LIBRARY_SIZE, r->turn, pos_of(lib->pos[c]));
        moves[n++] = 1 + lib->below[c];
    }
    return n;
}

int library_reach_line(const Library *lib, const LibraryReach *r, Pos *out, int cap)
{
    if (!lib || r->node < 0 || r->node >= lib->n) {
        return 0;
    }
    int ply = 0;
    for (int a = r->node; a > 0; a = lib->parent[a]) {
        ply += lib->kind[a] == KIND_MOVE;
    }
    int i = ply;
    for (int a = r->node; a > 0; a = lib->parent[a]) {
        if (lib->kind[a] == KIND_MOVE && --i < cap) {
            out[i] = lib->pos[a] < 0 ? POS_PASS
                                     : symmetry_point(LIBRARY_SIZE, r->turn, pos_of(lib->pos[a]));
        }
    }
    return ply;
}

const char *library_node_text(const Library *lib, int node, bool label)
{
    if (!lib || node < 0 || node >= lib->n) {
        return "";
    }
    int32_t at = label ? lib->label[node] : lib->note[node];
    return at < 0 ? "" : lib->pool + at;
}

/* ---- A made-up library --------------------------------------------------------------- */

static unsigned next_random(unsigned *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* A random free point for a child of p: not on p's line, not one of p's children; -1
 * when there is none. */
static int free_point(const int32_t *parent, const uint8_t *cell, const int32_t *child,
                      const int32_t *sibling, int p, unsigned *s)
{
    bool used[CELLS] = {false};
    for (int a = p; a > 0; a = parent[a]) {
        used[cell[a]] = true;
    }
    for (int c = child[p]; c >= 0; c = sibling[c]) {
        used[cell[c]] = true;
    }
    for (int tries = 0; tries < 50; tries++) { /* round the centre first */
        int x = 3 + (int)(next_random(s) % 9u);
        int y = 3 + (int)(next_random(s) % 9u);
        if (!used[y * LIBRARY_SIZE + x]) {
            return y * LIBRARY_SIZE + x;
        }
    }
    int start = (int)(next_random(s) % CELLS);
    for (int k = 0; k < CELLS; k++) {
        if (!used[(start + k) % CELLS]) {
            return (start + k) % CELLS;
        }
    }
    return -1;
}

char *library_generate(unsigned seed, int moves, size_t *len)
{
    enum { DEEPEST = 40 };
    int n = moves + 1;
    int32_t *parent = malloc((size_t)n * sizeof *parent);
    int32_t *child = malloc((size_t)n * sizeof *child);
    int32_t *sibling = malloc((size_t)n * sizeof *sibling);
    uint8_t *cell = malloc((size_t)n);
    uint8_t *depth = malloc((size_t)n);
    LibBytes o = {NULL, 0, 0, moves < 0 || moves >= LIBRARY_MAX_NODES};
    unsigned s = seed * 2654435761u + 1u;
    o.failed |= !parent || !child || !sibling || !cell || !depth;
    for (int i = 0; i < n && !o.failed; i++) {
        child[i] = sibling[i] = -1;
        parent[i] = 0;
        cell[i] = depth[i] = 0;
        if (i == 0) {
            continue;
        }
        /* A line goes on three times in four, else a new branch from a point of some
         * line, deeper ones more likely (the first moves have the most answers); every
         * line starts at h8. */
        int p = i - 1;
        if (next_random(&s) % 4 == 0) {
            p = (int)(next_random(&s) % (unsigned)i);
            int r1 = p > 0 ? (int)(next_random(&s) % depth[p]) : 0;
            int r2 = p > 0 ? (int)(next_random(&s) % depth[p]) : 0;
            int d = p > 0 ? 1 + (r1 > r2 ? r1 : r2) : 0;
            while (p > 0 && depth[p] > d) {
                p = parent[p];
            }
        }
        int pick = -1;
        for (int again = 0; pick < 0; again++) {
            p = i == 1 ? 0
                : p < 1 || depth[p] >= DEEPEST || again > 0
                    ? 1 + (int)(next_random(&s) % (unsigned)(i - 1))
                    : p;
            pick = i == 1 ? LIBRARY_SIZE * LIBRARY_SIZE / 2
                          : free_point(parent, cell, child, sibling, p, &s);
            pick = depth[p] >= DEEPEST ? -1 : pick;
        }
        parent[i] = p;
        cell[i] = (uint8_t)pick;
        depth[i] = (uint8_t)(depth[p] + 1);
        sibling[i] = child[p];
        child[p] = i;
    }
    static const unsigned char HEADER[LIB_HEADER_SIZE] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                                          0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    /* "Хороший ход" and "Вторая строка" in cp1251, as RenLib writes Russian. */
    static const char GOOD[] = "\xd5\xee\xf0\xee\xf8\xe8\xe9 \xf5\xee\xe4";
    static const char SECOND[] = "\xc2\xf2\xee\xf0\xe0\xff \xf1\xf2\xf0\xee\xea\xe0";
    lib_put(&o, HEADER, sizeof HEADER);
    int32_t *stack = o.failed ? NULL : malloc((size_t)n * sizeof *stack);
    o.failed |= !stack;
    int sp = 0;
    if (!o.failed) {
        stack[sp++] = 0;
    }
    while (sp > 0 && !o.failed) {
        int v = stack[--sp];
        if (v > 0 && sibling[v] >= 0) {
            stack[sp++] = sibling[v];
        }
        if (child[v] >= 0) {
            stack[sp++] = child[v];
        }
        bool note = v > 0 && v % 7 == 0;
        bool label = v > 0 && v % 5 == 0;
        int x = cell[v] % LIBRARY_SIZE;
        int y = cell[v] / LIBRARY_SIZE;
        unsigned char node[4] = {
            (unsigned char)(v == 0 ? 0 : (x + 1) | ((LIBRARY_SIZE - 1 - y) << 4)),
            (unsigned char)((v > 0 && sibling[v] >= 0 ? LIB_SIBLING : 0) |
                            (child[v] < 0 ? LIB_LEAF : 0) | (note ? LIB_COMMENT : 0) |
                            (label ? LIB_EXTENSION : 0)),
            0, LIB_BOARD_TEXT};
        lib_put(&o, node, label ? 4 : 2);
        if (note) {
            char text[96];
            int m = snprintf(text, sizeof text, "%s %d%c%s", GOOD, v, LIB_LINE_BREAK, SECOND);
            lib_put_text(&o, text, (size_t)m, false);
        }
        if (label) {
            char text[2] = {(char)('A' + v % 26), 0};
            lib_put_text(&o, text, 1, false);
        }
    }
    free(stack);
    free(parent);
    free(child);
    free(sibling);
    free(cell);
    free(depth);
    if (o.failed) {
        free(o.data);
        return NULL;
    }
    *len = o.len;
    return o.data;
}

/* ---- A library made in memory ------------------------------------------------------- */

/* The tree of library_build's lines before it is written as a .lib file. */
typedef struct Trie {
    int n;
    int32_t *child, *sibling, *last; /* last: a node's last child, so siblings keep order */
    int16_t *cell;                   /* y * 15 + x, -1 a pass */
    const char **label, **comment;
} Trie;

static int trie_child(Trie *t, int p, int16_t cell)
{
    for (int c = t->child[p]; c >= 0; c = t->sibling[c]) {
        if (t->cell[c] == cell) {
            return c;
        }
    }
    int k = t->n++;
    t->child[k] = t->sibling[k] = t->last[k] = -1;
    t->cell[k] = cell;
    t->label[k] = t->comment[k] = NULL;
    if (t->last[p] >= 0) {
        t->sibling[t->last[p]] = k;
    } else {
        t->child[p] = k;
    }
    t->last[p] = k;
    return k;
}

/* A text as a .lib holds it: at most LIBRARY_TEXT_MAX bytes, never cut in a character. */
static void put_lib_text(LibBytes *o, const char *s)
{
    size_t n = strlen(s);
    n = n < LIBRARY_TEXT_MAX ? n : LIBRARY_TEXT_MAX;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80) {
        n--;
    }
    lib_put_text(o, s, n, false);
}

/* The trie as .lib bytes (RenLib's header, then its nodes in preorder) into o. */
static void trie_write(const Trie *t, LibBytes *o)
{
    static const unsigned char HEADER[LIB_HEADER_SIZE] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                                          0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    lib_put(o, HEADER, sizeof HEADER);
    int32_t *stack = malloc((size_t)t->n * sizeof *stack);
    o->failed |= !stack;
    int sp = 0;
    if (stack) {
        stack[sp++] = 0;
    }
    while (sp > 0 && !o->failed) {
        int v = stack[--sp];
        if (v > 0 && t->sibling[v] >= 0) {
            stack[sp++] = t->sibling[v];
        }
        if (t->child[v] >= 0) {
            stack[sp++] = t->child[v];
        }
        bool note = t->comment[v] && t->comment[v][0];
        bool label = t->label[v] && t->label[v][0];
        int x = t->cell[v] % LIBRARY_SIZE;
        int y = t->cell[v] / LIBRARY_SIZE;
        unsigned char node[4] = {
            (unsigned char)(v == 0 || t->cell[v] < 0 ? 0 : (x + 1) | ((LIBRARY_SIZE - 1 - y) << 4)),
            (unsigned char)((v > 0 && t->sibling[v] >= 0 ? LIB_SIBLING : 0) |
                            (t->child[v] < 0 ? LIB_LEAF : 0) | (note ? LIB_COMMENT : 0) |
                            (label ? LIB_EXTENSION : 0)),
            0, LIB_BOARD_TEXT};
        lib_put(o, node, label ? 4 : 2);
        if (note) {
            put_lib_text(o, t->comment[v]);
        }
        if (label) {
            put_lib_text(o, t->label[v]);
        }
    }
    free(stack);
}

Library *library_build(const LibraryLine *lines, int n, RecordError *err)
{
    RecordError scratch;
    err = err ? err : &scratch;
    memset(err, 0, sizeof *err);
    err->offset = -1;
    size_t cap = 1;
    for (int i = 0; i < n; i++) {
        cap += lines[i].n > 0 ? (size_t)lines[i].n : 0;
    }
    if (cap >= LIBRARY_MAX_NODES) {
        record_error(err, RECORD_R_LIBRARY_TOO_MANY, NULL, 0, NULL, LIBRARY_MAX_NODES);
        return NULL;
    }
    Trie t = {0};
    t.child = malloc(cap * sizeof *t.child);
    t.sibling = malloc(cap * sizeof *t.sibling);
    t.last = malloc(cap * sizeof *t.last);
    t.cell = malloc(cap * sizeof *t.cell);
    t.label = malloc(cap * sizeof *t.label);
    t.comment = malloc(cap * sizeof *t.comment);
    LibBytes o = {NULL, 0, 0,
                  !t.child || !t.sibling || !t.last || !t.cell || !t.label || !t.comment};
    bool off_board = false;
    if (!o.failed) {
        t.n = 1;
        t.child[0] = t.sibling[0] = t.last[0] = -1;
        t.cell[0] = -1;
        t.label[0] = t.comment[0] = NULL;
    }
    for (int i = 0; i < n && !o.failed && !off_board; i++) {
        int v = 0;
        for (int j = 0; j < lines[i].n && !off_board; j++) {
            Pos p = lines[i].moves[j];
            int x = pos_x(p), y = pos_y(p);
            off_board = p != POS_PASS && (x < 0 || y < 0 || x >= LIBRARY_SIZE || y >= LIBRARY_SIZE);
            v = off_board ? v : trie_child(&t, v, (int16_t)(p == POS_PASS ? -1 : cell_of(p)));
        }
        if (v > 0 && !t.label[v]) {
            t.label[v] = lines[i].label && lines[i].label[0] ? lines[i].label : NULL;
        }
        if (v > 0 && !t.comment[v]) {
            t.comment[v] = lines[i].comment && lines[i].comment[0] ? lines[i].comment : NULL;
        }
    }
    if (!o.failed && !off_board) {
        trie_write(&t, &o);
    }
    free(t.child);
    free(t.sibling);
    free(t.last);
    free(t.cell);
    free(t.label);
    free(t.comment);
    Library *lib = NULL;
    if (off_board) {
        record_error(err, RECORD_R_NOT_A_POINT, NULL, 0, "?", LIBRARY_SIZE);
        err->num[1] = LIBRARY_SIZE;
        record_error_finish(err);
    } else if (o.failed) {
        record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    } else {
        lib = library_load(o.data, o.len, err);
    }
    free(o.data);
    return lib;
}
