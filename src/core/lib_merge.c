/* Renju - MIT licence, see LICENSE.
 *
 * Two RenLib libraries merged on their own trees (library_merge, library.h), as RenLib's
 * "merge a library": no game's tree stands between, so the only limit is the library's
 * (LIBRARY_MAX_NODES). Each file's nodes are read as the file holds them (lib_tree_read:
 * the point, RenLib's mark and start flags, the comment and the board text as the file's
 * own bytes, in their own code page). The other tree is walked from its root without
 * recursion, the stones of its path kept on a small board in this tree's orientation: a
 * node goes on along the child here with the same move (or label node), else the same
 * move turned by a turn that keeps the position as it is (h8 i9 meets h8 g9 mirrored);
 * a node with no match here brings its whole subtree, turned, the point names of its
 * comments too, as the last child. Comments as review_merge's: an empty one takes the
 * other's, one held already is not added again, two different ones are joined by a line
 * break (written as rec_lib_write_text writes a comment). A board text is added where the
 * node has none (a different one counted as left out); RenLib's mark flag is kept; the
 * other's start flag is not (the file opens where this one did). Nothing is judged by
 * the rules: a library keeps every line RenLib keeps. The result is written in preorder,
 * a RenLib 3.4 header and a root node first.
 */
#include "library.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib_tree.h"
#include "record_parse.h"
#include "review.h"

enum { BUF_MINE, BUF_OTHER, BUF_POOL };

typedef struct MNode {
    int32_t child, sibling;
    int32_t note_at, note_len; /* -1, 0: none */
    int32_t label_at, label_len;
    uint8_t b0;    /* the file's point byte (0: the root or a pass) */
    uint8_t flags; /* LIB_NO_MOVE, LIB_MARK, LIB_START, LIB_OLD_COMMENT (the comment's kind) */
    uint8_t note_buf, label_buf;
} MNode;

typedef struct Tree {
    MNode *n;
    int count, cap;
} Tree;

typedef struct Merge {
    Tree t, o; /* mine, which becomes the result; the other */
    const unsigned char *data[2];
    LibCharset cs[2]; /* their code pages (lib_file_charset) */
    LibCharset page;  /* the result's: mine's, or the other's when mine's texts tell none */
    unsigned char *pool;
    size_t pool_len, pool_cap;
    bool no_memory;
    LibraryMerged *st;
} Merge;

static const unsigned char *text_of(const Merge *m, uint8_t buf, int32_t at)
{
    return (buf == BUF_POOL ? m->pool : m->data[buf]) + at;
}

static LibCharset page_of(const Merge *m, uint8_t buf)
{
    return buf == BUF_POOL ? m->page : m->cs[buf];
}

/* A new node at the end of tr: its index, -1 at the limit or out of memory (*why). */
static int new_node(Tree *tr, RecordReason *why)
{
    if (tr->count >= LIBRARY_MAX_NODES) {
        *why = RECORD_R_LIBRARY_TOO_MANY;
        return -1;
    }
    if (tr->count == tr->cap) {
        int cap = tr->cap ? 2 * tr->cap : 1024;
        cap = cap > LIBRARY_MAX_NODES ? LIBRARY_MAX_NODES : cap;
        MNode *bigger = realloc(tr->n, (size_t)cap * sizeof *bigger);
        if (!bigger) {
            *why = RECORD_R_NO_MEMORY;
            return -1;
        }
        tr->n = bigger;
        tr->cap = cap;
    }
    MNode *n = &tr->n[tr->count];
    memset(n, 0, sizeof *n);
    n->child = n->sibling = -1;
    n->note_at = n->label_at = -1;
    return tr->count++;
}

typedef struct Reader {
    Tree *tr;
    uint8_t buf;
} Reader;

static uint8_t point_byte(Pos p)
{
    return (uint8_t)((pos_x(p) + 1) | ((LIB_SIZE - 1 - pos_y(p)) << 4));
}

static Pos byte_point(uint8_t b0) { return pos_from_xy((b0 & 0x0F) - 1, LIB_SIZE - 1 - (b0 >> 4)); }

static RecordReason read_node(void *ctx, int k, const LibEntry *e)
{
    Reader *r = ctx;
    RecordReason why = RECORD_R_NONE;
    int at = new_node(r->tr, &why);
    if (at < 0) {
        return why;
    }
    (void)k; /* the walk numbers nodes as they come: at == k */
    MNode *n = &r->tr->n[at];
    n->b0 = e->pos == POS_NONE || e->pos == POS_PASS ? 0 : point_byte(e->pos);
    n->flags = (uint8_t)((e->move || e->pos == POS_NONE ? 0 : LIB_NO_MOVE) |
                         (e->start ? LIB_START : 0) | (e->mark ? LIB_MARK : 0) |
                         (e->old_note ? LIB_OLD_COMMENT : 0));
    if (e->note_at >= 0 && e->note_len > 0) {
        n->note_at = (int32_t)e->note_at;
        n->note_len = e->note_len;
        n->note_buf = r->buf;
    }
    if (e->label_at >= 0 && e->label_len > 0) {
        n->label_at = (int32_t)e->label_at;
        n->label_len = e->label_len;
        n->label_buf = r->buf;
    }
    if (e->attach >= 0) {
        MNode *to = &r->tr->n[e->attach];
        *(e->as_child ? &to->child : &to->sibling) = at;
    }
    return RECORD_R_NONE;
}

/* len bytes into the pool: their offset, -1 out of memory. */
static int32_t pool_add(Merge *m, const unsigned char *bytes, size_t len)
{
    if (m->pool_len + len > m->pool_cap) {
        size_t cap = m->pool_cap ? 2 * m->pool_cap : 65536;
        while (cap < m->pool_len + len) {
            cap *= 2;
        }
        unsigned char *bigger = cap <= INT32_MAX ? realloc(m->pool, cap) : NULL;
        if (!bigger) {
            m->no_memory = true;
            return -1;
        }
        m->pool = bigger;
        m->pool_cap = cap;
    }
    int32_t at = (int32_t)m->pool_len;
    memcpy(m->pool + at, bytes, len);
    m->pool_len += len;
    return at;
}

/* A text of the other's (*buf, *at, *len; not an old 7-bit one) in the result's code page:
 * into the pool when the other's page is another (RenLib reads one page a file). */
static void recode(Merge *m, uint8_t *buf, int32_t *at, int32_t *len)
{
    if (*buf != BUF_OTHER || m->cs[BUF_OTHER] == m->page) {
        return;
    }
    size_t n = (size_t)*len;
    char *utf8 = malloc(3 * n + 1);
    size_t cap = 8 * n + 16; /* as rec_lib_write_text writes a text */
    char *bytes = utf8 ? malloc(cap) : NULL;
    if (!bytes) {
        free(utf8);
        m->no_memory = true;
        return;
    }
    size_t k = lib_text_decode(text_of(m, *buf, *at), n, false, m->cs[BUF_OTHER], utf8);
    size_t j = 0;
    for (size_t i = 0; i < k; i++) { /* CR LF: a line break, as the writer writes it */
        if (utf8[i] != '\r') {
            utf8[j++] = utf8[i];
        }
    }
    utf8[j] = '\0';
    Out o = {bytes, cap, 0, false};
    rec_lib_write_text(&o, utf8, m->page, false);
    while (o.len > 0 && o.len <= cap && bytes[o.len - 1] == '\0') {
        o.len--; /* its 0 and padding: written with the node */
    }
    int32_t to = o.len > 0 && o.len <= cap ? pool_add(m, (unsigned char *)bytes, o.len) : -1;
    if (to >= 0) {
        *buf = BUF_POOL;
        *at = to;
        *len = (int32_t)o.len;
    }
    free(utf8);
    free(bytes);
}

/* The other's board text of node c onto to (whose own is none), in the result's page. */
static void take_label(Merge *m, MNode *to, const MNode *c)
{
    to->label_at = c->label_at;
    to->label_len = c->label_len;
    to->label_buf = c->label_buf;
    recode(m, &to->label_buf, &to->label_at, &to->label_len);
}

/* The other's comment of node c turned by t onto to (a node of the result, whose own
 * comment is none), in the result's page. */
static void take_note(Merge *m, MNode *to, const MNode *c, BoardTurn t)
{
    to->note_at = c->note_at;
    to->note_len = c->note_len;
    to->note_buf = c->note_buf;
    to->flags = (uint8_t)((to->flags & ~LIB_OLD_COMMENT) | (c->flags & LIB_OLD_COMMENT));
    if (c->flags & LIB_OLD_COMMENT) {
        return;
    }
    recode(m, &to->note_buf, &to->note_at, &to->note_len);
    if (t == TURN_NONE) {
        return;
    }
    size_t n = (size_t)to->note_len;
    unsigned char *turned = malloc(3 * n + 8);
    if (!turned) {
        m->no_memory = true;
        return;
    }
    size_t k = lib_text_turned(text_of(m, to->note_buf, to->note_at), n, t,
                               page_of(m, to->note_buf), turned);
    int32_t at = pool_add(m, turned, k);
    free(turned);
    if (at >= 0) {
        to->note_at = at;
        to->note_len = (int32_t)k;
        to->note_buf = BUF_POOL;
    }
}

/* A node's comment as UTF-8, lines by "\n" (RenLib's line break byte and CR LF alike):
 * malloc'd, NULL out of memory. */
static char *note_text(const Merge *m, const MNode *n)
{
    size_t len = (size_t)n->note_len;
    char *out = malloc(3 * len + 1);
    if (out) {
        size_t k = lib_text_decode(text_of(m, n->note_buf, n->note_at), len,
                                   (n->flags & LIB_OLD_COMMENT) != 0, page_of(m, n->note_buf), out);
        size_t j = 0;
        for (size_t i = 0; i < k; i++) {
            if (out[i] != '\r') {
                out[j++] = out[i];
            }
        }
        out[j] = '\0';
    }
    return out;
}

/* The other's comment of c (turned by t) joined to to's, unless to's holds it. */
static void join_note(Merge *m, MNode *to, const MNode *c, BoardTurn t)
{
    MNode turned = *c;
    turned.note_at = -1;
    take_note(m, &turned, c, t);
    char *have = note_text(m, to);
    char *add = turned.note_at >= 0 ? note_text(m, &turned) : NULL;
    size_t h = have ? strlen(have) : 0, a = add ? strlen(add) : 0;
    char *joined = have && add ? malloc(h + a + 2) : NULL;
    if (!joined) {
        m->no_memory = true;
    } else if (a > 0 && !review_note_holds(have, add)) {
        memcpy(joined, have, h);
        size_t len = h;
        if (h > 0) {
            joined[len++] = '\n';
        }
        memcpy(joined + len, add, a + 1);
        size_t cap = 8 * (h + a) + 16; /* as rec_lib_write_text writes a comment */
        char *bytes = malloc(cap);
        Out o = {bytes, cap, 0, false};
        if (bytes) {
            rec_lib_write_text(&o, joined, m->page, false);
        }
        while (o.len > 0 && o.len <= cap && bytes[o.len - 1] == '\0') {
            o.len--; /* its 0 and padding: written with the node */
        }
        int32_t at = bytes && o.len <= cap ? pool_add(m, (unsigned char *)bytes, o.len) : -1;
        if (at >= 0) {
            to->note_at = at;
            to->note_len = (int32_t)o.len;
            to->note_buf = BUF_POOL;
            to->flags &= (uint8_t)~LIB_OLD_COMMENT;
            m->st->notes++;
        } else {
            m->no_memory = true;
        }
        free(bytes);
    }
    free(joined);
    free(have);
    free(add);
}

/* Node c of the other's (turned by t) onto node `to` of the result: comment, board
 * text, mark. */
static void merge_texts(Merge *m, int to, int c, BoardTurn t)
{
    const MNode *src = &m->o.n[c];
    MNode *dst = &m->t.n[to];
    if (src->note_at >= 0) {
        if (dst->note_at < 0) {
            take_note(m, dst, src, t);
            m->st->notes++;
        } else {
            join_note(m, dst, src, t);
        }
    }
    if (src->label_at >= 0) {
        if (dst->label_at < 0) {
            take_label(m, dst, src);
            m->st->marks++;
        } else if (dst->label_len != src->label_len ||
                   memcmp(text_of(m, dst->label_buf, dst->label_at),
                          text_of(m, src->label_buf, src->label_at), (size_t)src->label_len) != 0) {
            m->st->marks_lost++;
        }
    }
    dst->flags |= src->flags & LIB_MARK;
}

static uint8_t turned_byte(uint8_t b0, BoardTurn t)
{
    return b0 == 0 ? 0 : point_byte(symmetry_point(LIB_SIZE, t, byte_point(b0)));
}

/* The child of the result's node `at` for the other's node c turned by t, or -1. */
static int child_for(const Merge *m, int at, const MNode *c, BoardTurn t)
{
    uint8_t b0 = turned_byte(c->b0, t);
    for (int k = m->t.n[at].child; k >= 0; k = m->t.n[k].sibling) {
        const MNode *n = &m->t.n[k];
        if (n->b0 == b0 && (n->flags & LIB_NO_MOVE) == (c->flags & LIB_NO_MOVE)) {
            return k;
        }
    }
    return -1;
}

/* A copy of the other's node c turned by t, the last child of the result's node `at`:
 * its index, -1 (*why) at the limit or out of memory. */
static int copy_node(Merge *m, int at, int prev, int c, BoardTurn t, RecordReason *why)
{
    int k = new_node(&m->t, why);
    if (k < 0) {
        return -1;
    }
    const MNode *src = &m->o.n[c];
    MNode *n = &m->t.n[k];
    n->b0 = turned_byte(src->b0, t);
    n->flags = src->flags & (LIB_NO_MOVE | LIB_MARK);
    if (src->note_at >= 0) {
        take_note(m, n, src, t);
        m->st->notes++;
    }
    if (src->label_at >= 0) {
        take_label(m, n, src);
        m->st->marks++;
    }
    m->st->moves += !(src->flags & LIB_NO_MOVE);
    if (prev >= 0) {
        m->t.n[prev].sibling = k;
    } else {
        int last = m->t.n[at].child;
        while (last >= 0 && m->t.n[last].sibling >= 0) {
            last = m->t.n[last].sibling;
        }
        *(last >= 0 ? &m->t.n[last].sibling : &m->t.n[at].child) = k;
    }
    return k;
}

/* The other's subtree at c, turned by t, as the last child of the result's node at. */
static bool copy_subtree(Merge *m, int at, int c, BoardTurn t, RecordReason *why)
{
    int k = copy_node(m, at, -1, c, t, why);
    if (k < 0) {
        return false;
    }
    int *stack = NULL; /* pairs: the other's node, its copy, whose children are to come */
    size_t sp = 0, cap = 0;
    bool ok = true;
    int from = c, to = k;
    for (;;) {
        int prev = -1;
        for (int ch = m->o.n[from].child; ok && ch >= 0; ch = m->o.n[ch].sibling) {
            int nk = copy_node(m, to, prev, ch, t, why);
            ok = nk >= 0;
            prev = nk;
            if (ok && m->o.n[ch].child >= 0) {
                if (sp + 2 > cap) {
                    cap = cap ? 2 * cap : 64;
                    int *bigger = realloc(stack, cap * sizeof *stack);
                    if (!bigger) {
                        *why = RECORD_R_NO_MEMORY;
                        ok = false;
                        break;
                    }
                    stack = bigger;
                }
                stack[sp++] = ch;
                stack[sp++] = nk;
            }
        }
        if (!ok || sp == 0) {
            break;
        }
        to = stack[--sp];
        from = stack[--sp];
    }
    free(stack);
    return ok;
}

/* A node of the other's path being walked. */
typedef struct Frame {
    int o, t;       /* the other's node, the result's it goes on along */
    int next;       /* the other's child to merge next, -1 none left */
    BoardTurn turn; /* the other's board to the result's */
    int cell;       /* the stone it put on the board (y * 15 + x), -1 none */
    int ply;        /* stones and passes before its children */
    bool moves;     /* the path is moves only (a label node ends the turned matching) */
    bool known[TURN_COUNT], stable[TURN_COUNT];
} Frame;

/* Does turn s leave the stones of board where they are? */
static bool keeps_board(const uint8_t *board, BoardTurn s)
{
    for (int c = 0; c < LIB_SIZE * LIB_SIZE; c++) {
        Pos q = symmetry_point(LIB_SIZE, s, pos_from_xy(c % LIB_SIZE, c / LIB_SIZE));
        if (board[c] != board[pos_y(q) * LIB_SIZE + pos_x(q)]) {
            return false;
        }
    }
    return true;
}

static bool merge_trees(Merge *m, RecordReason *why)
{
    uint8_t board[LIB_SIZE * LIB_SIZE] = {0};
    size_t cap = 256, sp = 0;
    Frame *fs = malloc(cap * sizeof *fs);
    if (!fs) {
        *why = RECORD_R_NO_MEMORY;
        return false;
    }
    merge_texts(m, 0, 0, TURN_NONE);
    fs[sp++] = (Frame){0, 0, m->o.n[0].child, TURN_NONE, -1, 0, true, {false}, {false}};
    bool ok = true;
    while (ok && sp > 0) {
        Frame *f = &fs[sp - 1];
        int c = f->next;
        if (c < 0) {
            if (f->cell >= 0) {
                board[f->cell] = 0;
            }
            sp--;
            continue;
        }
        f->next = m->o.n[c].sibling;
        const MNode *src = &m->o.n[c];
        BoardTurn u = f->turn;
        int k = child_for(m, f->t, src, u);
        bool move = !(src->flags & LIB_NO_MOVE);
        for (int s = 1; k < 0 && move && src->b0 != 0 && f->moves && s < TURN_COUNT; s++) {
            if (m->t.n[f->t].child < 0) {
                break; /* nothing here to meet */
            }
            if (!f->known[s]) {
                f->stable[s] = keeps_board(board, (BoardTurn)s);
                f->known[s] = true;
            }
            if (f->stable[s]) {
                BoardTurn v = symmetry_compose(f->turn, (BoardTurn)s);
                k = child_for(m, f->t, src, v);
                u = k >= 0 ? v : u;
            }
        }
        if (k < 0) {
            ok = copy_subtree(m, f->t, c, u, why);
            continue;
        }
        merge_texts(m, k, c, u);
        if (src->child < 0) {
            continue;
        }
        if (sp == cap) {
            Frame *bigger = realloc(fs, 2 * cap * sizeof *fs);
            if (!bigger) {
                *why = RECORD_R_NO_MEMORY;
                ok = false;
                break;
            }
            fs = bigger;
            cap *= 2;
            f = &fs[sp - 1];
        }
        int cell = -1;
        if (move && src->b0 != 0) {
            Pos p = byte_point(m->t.n[k].b0);
            int at = pos_y(p) * LIB_SIZE + pos_x(p);
            if (!board[at]) { /* a stone on a stone: the line is kept, the board as it was */
                board[at] = (uint8_t)(1 + f->ply % 2);
                cell = at;
            }
        }
        fs[sp++] = (Frame){c,       k,      src->child, u, cell, f->ply + move, f->moves && move,
                           {false}, {false}};
    }
    free(fs);
    if (ok && m->no_memory) {
        *why = RECORD_R_NO_MEMORY;
        ok = false;
    }
    return ok;
}

static void write_tree(const Merge *m, LibBytes *o, int *moves)
{
    static const unsigned char HEADER[LIB_HEADER_SIZE] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                                          0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    lib_put(o, HEADER, sizeof HEADER);
    int *stack = NULL; /* nodes whose turn comes after a subtree (their elder's) */
    size_t sp = 0, cap = 0;
    int k = 0;
    *moves = 0;
    while (k >= 0 && !o->failed) {
        const MNode *n = &m->t.n[k];
        bool label = n->label_at >= 0;
        bool note = n->note_at >= 0;
        bool old = note && (n->flags & LIB_OLD_COMMENT);
        unsigned char node[4] = {n->b0,
                                 (uint8_t)((n->sibling >= 0 ? LIB_SIBLING : 0) |
                                           (n->child < 0 ? LIB_LEAF : 0) |
                                           (note ? (old ? LIB_OLD_COMMENT : LIB_COMMENT) : 0) |
                                           (label ? LIB_EXTENSION : 0) |
                                           (n->flags & (LIB_MARK | LIB_START | LIB_NO_MOVE))),
                                 0, LIB_BOARD_TEXT};
        lib_put(o, node, label ? 4 : 2);
        if (note) {
            lib_put_text(o, text_of(m, n->note_buf, n->note_at), (size_t)n->note_len, old);
        }
        if (label) {
            lib_put_text(o, text_of(m, n->label_buf, n->label_at), (size_t)n->label_len, false);
        }
        *moves += k > 0 && !(n->flags & LIB_NO_MOVE);
        if (n->child >= 0) {
            if (n->sibling >= 0) {
                if (sp == cap) {
                    cap = cap ? 2 * cap : 64;
                    int *bigger = realloc(stack, cap * sizeof *stack);
                    if (!bigger) {
                        o->failed = true;
                        break;
                    }
                    stack = bigger;
                }
                stack[sp++] = n->sibling;
            }
            k = n->child;
        } else if (n->sibling >= 0) {
            k = n->sibling;
        } else {
            k = sp > 0 ? stack[--sp] : -1;
        }
    }
    free(stack);
}

char *library_merge(const char *mine, size_t mine_len, const char *other, size_t other_len,
                    size_t *out_len, LibraryMerged *st, RecordError *err, int *bad)
{
    memset(st, 0, sizeof *st);
    memset(err, 0, sizeof *err);
    err->offset = -1;
    *bad = 0;
    Merge m = {.data = {(const unsigned char *)mine, (const unsigned char *)other}, .st = st};
    const char *in[2] = {mine, other};
    size_t len[2] = {mine_len, other_len};
    Tree *tr[2] = {&m.t, &m.o};
    for (int i = 0; i < 2; i++) {
        Reader r = {tr[i], (uint8_t)i};
        LibTreeFail fail;
        if (len[i] >= (size_t)LIBRARY_FILE_MAX) {
            *bad = i + 1;
            record_error(err, RECORD_R_LIBRARY_TOO_LARGE, NULL, 0, NULL,
                         LIBRARY_FILE_MAX / RECORD_MB);
        } else if (!lib_tree_read((const unsigned char *)in[i], len[i], true, read_node, &r,
                                  &fail)) {
            *bad = fail.reason == RECORD_R_NO_MEMORY ? 0 : i + 1;
            err->reason = fail.reason;
            err->offset = fail.offset;
            err->num[0] = fail.reason == RECORD_R_LIBRARY_TOO_MANY ? LIBRARY_MAX_NODES
                                                                   : fail.num[0];
            err->num[1] = fail.num[1];
            record_error_finish(err);
        }
        if (*bad || err->reason != RECORD_R_NONE) {
            free(m.t.n);
            free(m.o.n);
            return NULL;
        }
    }
    LibEvidence ev = {0, 0, 0, 0, 0};
    lib_file_evidence(m.data[BUF_MINE], mine_len, &ev);
    m.cs[BUF_MINE] = lib_evidence_charset(&ev, false);
    m.cs[BUF_OTHER] = lib_file_charset(m.data[BUF_OTHER], other_len);
    m.page = ev.cyrillic + ev.latin + ev.single > 0 ? m.cs[BUF_MINE] : m.cs[BUF_OTHER];
    m.cs[BUF_MINE] = m.page; /* mine's texts tell none: read as the result will be */
    RecordReason why = RECORD_R_NONE;
    LibBytes o = {NULL, 0, 0, false};
    if (merge_trees(&m, &why)) {
        write_tree(&m, &o, &st->total);
        why = o.failed                            ? RECORD_R_NO_MEMORY
              : o.len >= (size_t)LIBRARY_FILE_MAX ? RECORD_R_LIBRARY_TOO_LARGE
                                                  : RECORD_R_NONE;
    }
    st->nodes = m.t.count;
    free(m.t.n);
    free(m.o.n);
    free(m.pool);
    if (why != RECORD_R_NONE) {
        free(o.data);
        long num = why == RECORD_R_LIBRARY_TOO_MANY    ? LIBRARY_MAX_NODES
                   : why == RECORD_R_LIBRARY_TOO_LARGE ? LIBRARY_FILE_MAX / RECORD_MB
                                                       : 0;
        record_error(err, why, NULL, 0, NULL, num);
        return NULL;
    }
    *out_len = o.len;
    return o.data;
}
