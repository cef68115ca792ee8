/* Renju - MIT licence, see LICENSE.
 *
 * RenLib .lib. Source (facts only, no code taken): RenLib's LibraryFile /
 * CRenLibDoc::AddLibrary and WriteLibrary: a 20-byte header FF "RenLib" FF major minor
 * FF..FF, then 2-byte nodes in preorder: byte 0 the point (low nibble column 1..15, high
 * nibble row 0..14 from the top, 0 = no point: the root, or a pass), byte 1 flags; an
 * EXTENSION node carries 2 more bytes; a node's comment, then its board text, follow it
 * as bytes up to a 0 byte, padded with 0 to an even length (an old comment: 7-bit bytes
 * up to one with the top bit set, '[' '\' ']' '{' '|' '}' standing for Æ Ø Å æ ø å). A
 * comment is a one-line comment, then byte 8 and a multi-line one (lines CR LF); a board
 * text is a label drawn on the node's point in the position before it; a NO_MOVE node is
 * such a label alone. Version 3.0 files (and those without a header) start at h8, without
 * the root node.
 *
 * The game is the main line (at each node the first child that is a move); the rest of
 * the move tree is read into the review tree (record_parse_lines) without recursion, as
 * SGF's variations are: a side line's move the rules refuse ends that side line, the
 * tree's limit (REVIEW_MAX_NODES) refuses the record. A comment is its move's (the one-line
 * comment its first line); a board text, and a label node's comment, go as a line "i9: A"
 * into the comment of the position they are drawn in (our review has no labels: marks.h
 * is the foul view's), and so are saved back as comment text; a label node's children
 * are not read. Comments are single-byte text in the code page of whoever wrote them: a
 * text that is valid UTF-8 is taken as such; else cp1251 when it looks Cyrillic (its
 * bytes 0xC0-0xFF outnumber its ASCII letters, or three of them in a row), else
 * Latin-1 (cp1252's 0x80-0x9F); so never invalid UTF-8. Writing is the reverse, as RenLib
 * reads only single bytes: cp1251 or Latin-1, the first that this reader reads back as the
 * same text, else UTF-8 as is (RenLib shows that one garbled; we keep it whole). A line
 * going on after the game's end reads back as the game's own continuation (RenLib has no
 * game's end in its tree), and actions without a stone (a swap) are not written.
 */
#include "record_parse.h"

#include <stdlib.h>
#include <string.h>

#include "text.h"

enum {
    LIB_SIBLING = 0x80, /* "down" in RenLib: another variation follows this subtree */
    LIB_LEAF = 0x40,    /* "right" in RenLib: no child */
    LIB_OLD_COMMENT = 0x20,
    LIB_MARK = 0x10,
    LIB_COMMENT = 0x08,
    LIB_START = 0x04,
    LIB_NO_MOVE = 0x02,  /* a label node, not a move */
    LIB_EXTENSION = 0x01 /* two more bytes follow the node */
};
#define LIB_BOARD_TEXT 0x01 /* in the second extension byte */
#define LIB_CENTRE 0x78
#define LIB_TEXT_READ (4 * REVIEW_NOTE_MAX) /* bytes of one text read: the rest is cut */
#define LIB_LINE_BREAK 8                    /* between the one-line and multi-line comment */

typedef struct LibNode {
    Pos pos; /* POS_PASS for a node without a point */
    bool move;
    int child;   /* first child, -1 none */
    int sibling; /* next sibling, -1 none */
    long offset;
    long note_at;  /* its comment's first byte, -1 none */
    long label_at; /* its board text's, -1 none */
    int note_len;
    int label_len;
    bool old_note; /* the comment is an old 7-bit one */
} LibNode;

/* ---- Code pages ---------------------------------------------------------------------- */

typedef enum LibCharset { LIB_UTF8, LIB_CP1251, LIB_LATIN1 } LibCharset;

/* clang-format off */
static const uint16_t CP1251_HIGH[128] = {
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021,
    0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C, 0x040B, 0x040F,
    0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x0000, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F,
    0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7,
    0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407,
    0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7,
    0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
    0x0410, 0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417,
    0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E, 0x041F,
    0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427,
    0x0428, 0x0429, 0x042A, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F,
    0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437,
    0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F,
    0x0440, 0x0441, 0x0442, 0x0443, 0x0444, 0x0445, 0x0446, 0x0447,
    0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F,
};
/* Latin-1 as Windows writes it: cp1252's 0x80-0x9F (0: none there). */
static const uint16_t CP1252_80[32] = {
    0x20AC, 0x0000, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x0000, 0x017D, 0x0000,
    0x0000, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x0000, 0x017E, 0x0178,
};
/* clang-format on */

/* The character byte b stands for in cs (0: none). */
static unsigned lib_char(LibCharset cs, unsigned char b)
{
    if (b < 0x80) {
        return b;
    }
    if (cs == LIB_CP1251) {
        return CP1251_HIGH[b - 0x80];
    }
    return b < 0xA0 ? CP1252_80[b - 0x80] : b;
}

/* The code page a text of n bytes is in (see the file's comment). */
static LibCharset lib_charset(const unsigned char *s, size_t n)
{
    if (text_utf8_valid((const char *)s, n)) {
        return LIB_UTF8;
    }
    size_t high = 0, latin = 0, run = 0, longest = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = s[i];
        bool letter = c >= 0xC0 || c == 0xA8 || c == 0xB8;
        high += letter;
        latin += (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
        run = c >= 0xC0 ? run + 1 : 0;
        longest = run > longest ? run : longest;
    }
    return high > latin || longest >= 3 ? LIB_CP1251 : LIB_LATIN1;
}

static size_t put_utf8(char *out, unsigned c)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    out[0] = (char)(0xE0 | (c >> 12));
    out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[2] = (char)(0x80 | (c & 0x3F));
    return 3;
}

/* A RenLib text (n bytes; old: a 7-bit old comment) as UTF-8 into out (3 n + 1 bytes):
 * byte 8 (the comment's line break) becomes a newline. Returns its length. */
static size_t lib_decode(const unsigned char *s, size_t n, bool old, char *out)
{
    static const char DANISH_ASCII[] = "[\\]{|}";
    static const unsigned DANISH[] = {0xC6, 0xD8, 0xC5, 0xE6, 0xF8, 0xE5};
    LibCharset cs = old ? LIB_LATIN1 : lib_charset(s, n);
    size_t k = 0;
    bool broken = false;
    for (size_t i = 0; i < n; i++) {
        unsigned c = s[i];
        if (old) {
            c &= 0x7F;
            const char *d = c ? strchr(DANISH_ASCII, (int)c) : NULL;
            c = d ? DANISH[d - DANISH_ASCII] : c;
        }
        if (c == LIB_LINE_BREAK && !broken) {
            broken = true;
            c = '\n';
        }
        if (cs == LIB_UTF8 || c < 0x80) {
            out[k++] = (char)c;
            continue;
        }
        unsigned u = old ? c : lib_char(cs, (unsigned char)c);
        k += put_utf8(out + k, u ? u : '?');
    }
    out[k] = '\0';
    return k;
}

/* UTF-8 text s (n bytes, well formed) in code page cs into out (n bytes at least), *len
 * bytes: false when some character has no byte there. */
static bool lib_encode(const char *s, size_t n, LibCharset cs, unsigned char *out, size_t *len)
{
    size_t k = 0;
    for (size_t i = 0; i < n;) {
        size_t cl = text_utf8_char(s + i, n - i);
        const unsigned char *u = (const unsigned char *)s + i;
        unsigned c = cl == 1   ? u[0]
                     : cl == 2 ? ((u[0] & 0x1Fu) << 6) | (u[1] & 0x3Fu)
                     : cl == 3 ? ((u[0] & 0x0Fu) << 12) | ((u[1] & 0x3Fu) << 6) | (u[2] & 0x3Fu)
                               : 0x110000;
        int b = c < 0x80 ? (int)c : -1;
        for (int x = 0x80; x < 0x100 && b < 0; x++) {
            b = lib_char(cs, (unsigned char)x) == c ? x : -1;
        }
        if (cl == 0 || b < 0) {
            return false;
        }
        out[k++] = (unsigned char)b;
        i += cl;
    }
    *len = k;
    return true;
}

/* ---- Reading ------------------------------------------------------------------------- */

/* Skips a string stored in 2-byte units: up to a 0 byte, or (old comments) a byte with
 * the top bit set; *at gets where it starts and *len its bytes (an old one's last
 * included). */
static bool lib_skip_string(Parser *p, size_t *off, bool old_style, long *at, int *len)
{
    *at = (long)*off;
    for (;;) {
        if (*off + 2 > p->len) {
            p->offset = (long)*off;
            return rec_fail(p, RECORD_R_LIB_COMMENT, NULL, 0, NULL);
        }
        unsigned char b0 = (unsigned char)p->data[*off];
        unsigned char b1 = (unsigned char)p->data[*off + 1];
        *off += 2;
        if (old_style ? (b0 & 0x80) || (b1 & 0x80) : b0 == 0 || b1 == 0) {
            long end = (long)*off - 2;
            end += old_style ? 1 + !(b0 & 0x80) : b0 != 0;
            *len = (int)(end - *at);
            return true;
        }
    }
}

static bool lib_read_tree(Parser *p, LibNode *nodes, int *count, int *stack)
{
    size_t off = 0;
    if (p->len >= sizeof REC_LIB_MAGIC &&
        memcmp(p->data, REC_LIB_MAGIC, sizeof REC_LIB_MAGIC) == 0) {
        if (p->len < LIB_HEADER_SIZE) {
            p->offset = (long)p->len;
            return rec_fail(p, RECORD_R_LIB_HEADER_SHORT, NULL, 0, NULL);
        }
        int major = (unsigned char)p->data[8];
        int minor = (unsigned char)p->data[9];
        if (major * 100 + minor > 304) {
            p->offset = 8;
            return rec_fail(p, RECORD_R_LIB_VERSION, NULL, 0, REC_NUMS(major, minor));
        }
        off = LIB_HEADER_SIZE;
    } else if (p->len == 0 || (unsigned char)p->data[0] != LIB_CENTRE) {
        p->offset = 0;
        return rec_fail(p, RECORD_R_NOT_LIB, NULL, 0, NULL);
    }
    /* Node 0 is the root (the position before the first move). */
    int n = 1;
    nodes[0] = (LibNode){POS_NONE, false, -1, -1, (long)off, -1, -1, 0, 0, false};
    int depth = 0;
    int prev = -1;        /* the node the next one hangs from */
    bool as_child = true; /* ...as its first child, else as its next sibling */
    bool done = false;
    while (off < p->len) {
        p->offset = (long)off;
        if (done) {
            return rec_fail(p, RECORD_R_LIB_TRAILING, NULL, 0, NULL);
        }
        if (off + 2 > p->len) {
            return rec_fail(p, RECORD_R_LIB_NODE_SHORT, NULL, 0, NULL);
        }
        unsigned char b0 = (unsigned char)p->data[off];
        unsigned char flags = (unsigned char)p->data[off + 1];
        long node_off = (long)off;
        off += 2;
        unsigned char ext = 0;
        if (flags & LIB_EXTENSION) {
            if (off + 2 > p->len) {
                return rec_fail(p, RECORD_R_LIB_EXTENSION_SHORT, NULL, 0, NULL);
            }
            ext = (unsigned char)p->data[off + 1];
            off += 2;
        }
        int x = b0 & 0x0F;
        int y = b0 >> 4;
        if (b0 != 0 && (x == 0 || y >= LIB_SIZE)) {
            return rec_fail(p, RECORD_R_LIB_POINT, NULL, 0, REC_NUMS(b0));
        }
        int k;
        if (prev < 0 && b0 == 0 && n == 1) {
            k = 0; /* the file's own root node */
        } else {
            k = n++;
            nodes[k] = (LibNode){b0 == 0 ? POS_PASS : pos_from_xy(x - 1, LIB_SIZE - 1 - y),
                                 !(flags & LIB_NO_MOVE),
                                 -1,
                                 -1,
                                 node_off,
                                 -1,
                                 -1,
                                 0,
                                 0,
                                 false};
            if (prev < 0) {
                nodes[0].child = k;
            } else if (as_child) {
                nodes[prev].child = k;
            } else {
                nodes[prev].sibling = k;
            }
        }
        LibNode *nd = &nodes[k];
        if (flags & (LIB_COMMENT | LIB_OLD_COMMENT)) {
            nd->old_note = !(flags & LIB_COMMENT);
            if (!lib_skip_string(p, &off, nd->old_note, &nd->note_at, &nd->note_len)) {
                return false;
            }
        }
        if ((ext & LIB_BOARD_TEXT) &&
            !lib_skip_string(p, &off, false, &nd->label_at, &nd->label_len)) {
            return false;
        }
        /* Preorder: a node with children is followed by its first child; a leaf by its
         * sibling, or else by the sibling of the nearest ancestor that has one. */
        if (!(flags & LIB_LEAF)) {
            if (flags & LIB_SIBLING) {
                stack[depth++] = k;
            }
            prev = k;
            as_child = true;
        } else if (flags & LIB_SIBLING) {
            prev = k;
            as_child = false;
        } else if (depth > 0) {
            prev = stack[--depth];
            as_child = false;
        } else {
            done = true;
        }
    }
    if (!done && n > 1) {
        p->offset = (long)p->len;
        return rec_fail(p, RECORD_R_LIB_TREE_SHORT, NULL, 0, NULL);
    }
    *count = n;
    return true;
}

/* Adds a RenLib text (n bytes at at; prefix, may be "", before it) to review node k's
 * comment, on a line of its own, counting what is cut or left out. */
static void lib_add_text(Parser *p, int k, long at, int n, bool old, const char *prefix)
{
    size_t take = (size_t)n < LIB_TEXT_READ ? (size_t)n : LIB_TEXT_READ;
    char *text = malloc(3 * LIB_TEXT_READ + REVIEW_NOTE_MAX + 16);
    char *clean = malloc(REVIEW_NOTE_MAX + 1);
    if (!text || !clean || n <= 0) {
        free(text);
        free(clean);
        return;
    }
    const ReviewNode *nd = &p->tree->nodes[k];
    size_t had = strlen(nd->note);
    memcpy(text, nd->note, had);
    text[had] = '\n';
    size_t pre = had + (had > 0);
    size_t pn = strlen(prefix);
    memcpy(text + pre, prefix, pn);
    size_t len = pre + pn +
                 lib_decode((const unsigned char *)p->data + at, take, old, text + pre + pn);
    bool cut = false;
    size_t m = review_note_clean(text, len, clean, &cut);
    if (review_set_note(p->tree, k, clean, m) != REVIEW_NOTE_OK) {
        p->info.notes_dropped++;
    } else {
        p->info.notes_cut += cut || (size_t)n > take;
    }
    free(text);
    free(clean);
}

/* A label (a board text, or a label node's comment) on lib node c, into review node k's
 * comment as "i9: text". */
static void lib_add_label(Parser *p, int k, const LibNode *c, long at, int n, bool old)
{
    char prefix[16] = "";
    if (c->pos != POS_PASS) {
        board_format_point(c->pos, prefix, sizeof prefix);
        size_t pl = strlen(prefix);
        memcpy(prefix + pl, ": ", 3);
    }
    lib_add_text(p, k, at, n, old, prefix);
}

typedef struct LibVisit {
    int lib;    /* a lib node */
    int parent; /* the review node of the position before it */
} LibVisit;

/* The move tree into p->tree, the game (p->g) its main line; a preorder walk over a stack
 * on a scratch game that replays a position only where the walk jumps back. */
static bool lib_read_lines(Parser *p, const LibNode *nodes, int count, LibVisit *stack)
{
    Review *tree = p->tree;
    review_clear(tree, p->rules, p->opening);
    int main_end = 0;
    for (int i = 0; i < p->g->nactions; i++) {
        main_end = review_add(tree, main_end, &p->g->actions[i], true);
        if (main_end < 0) {
            return rec_fail(p, RECORD_R_LINES_TOO_MANY, NULL, 0, REC_NUMS(REVIEW_MAX_NODES - 1));
        }
    }
    Game *walk = malloc(sizeof *walk);
    if (!walk || !review_position(tree, walk)) {
        free(walk);
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    lib_add_text(p, 0, nodes[0].note_at, nodes[0].note_len, nodes[0].old_note, "");
    lib_add_text(p, 0, nodes[0].label_at, nodes[0].label_len, false, "");
    int sp = 0;
    int at = 0; /* the review node walk shows */
    if (nodes[0].child >= 0) {
        stack[sp++] = (LibVisit){nodes[0].child, 0};
    }
    bool ok = true;
    while (ok && sp > 0 && sp <= count) {
        LibVisit v = stack[--sp];
        const LibNode *c = &nodes[v.lib];
        p->offset = c->offset; /* what a refusal names */
        if (c->sibling >= 0) {
            stack[sp++] = (LibVisit){c->sibling, v.parent};
        }
        if (!c->move) { /* a label: its texts are the position's */
            lib_add_label(p, v.parent, c, c->note_at, c->note_len, c->old_note);
            lib_add_label(p, v.parent, c, c->label_at, c->label_len, false);
            continue;
        }
        if (at != v.parent) {
            tree->current = v.parent;
            if (!review_position(tree, walk)) {
                ok = rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
                break;
            }
            at = v.parent;
        }
        Action a;
        memset(&a, 0, sizeof a);
        a.kind = c->pos == POS_PASS ? ACTION_PASS : ACTION_MOVE;
        a.pos = c->pos;
        if (!game_apply(walk, &a, NULL)) {
            continue; /* refused: the side line ends here */
        }
        const Action *done = &walk->actions[walk->nactions - 1];
        int k = review_child(tree, v.parent, done);
        if (k < 0) {
            k = review_add(tree, v.parent, done, false);
        }
        if (k < 0) {
            ok = rec_fail(p, RECORD_R_LINES_TOO_MANY, NULL, 0, REC_NUMS(REVIEW_MAX_NODES - 1));
            break;
        }
        at = k;
        lib_add_text(p, k, c->note_at, c->note_len, c->old_note, "");
        lib_add_label(p, v.parent, c, c->label_at, c->label_len, false);
        if (c->child >= 0) {
            stack[sp++] = (LibVisit){c->child, k};
        }
    }
    free(walk);
    p->offset = -1;
    if (ok) {
        review_goto(tree, main_end);
    }
    return ok;
}

bool rec_lib_parse(Parser *p)
{
    if (rec_board_size(p) != LIB_SIZE) {
        p->offset = -1;
        return rec_fail(p, RECORD_R_LIB_SIZE, p->rules->name, REC_TOKEN_ALL,
                        REC_NUMS(rec_board_size(p), rec_board_size(p)));
    }
    size_t max_nodes = p->len / 2 + 2;
    LibNode *nodes = malloc(max_nodes * sizeof *nodes);
    int *stack = malloc(max_nodes * sizeof *stack);
    LibVisit *visits = malloc(max_nodes * sizeof *visits);
    p->tree = malloc(sizeof *p->tree);
    bool ok = nodes && stack && visits && p->tree;
    int count = 0;
    if (!ok) {
        rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    } else {
        ok = lib_read_tree(p, nodes, &count, stack);
    }
    /* The game is the main line: at each node, the first child that is a move. */
    int cur = ok ? nodes[0].child : -1;
    while (ok && cur >= 0) {
        while (cur >= 0 && !nodes[cur].move) {
            cur = nodes[cur].sibling;
        }
        if (cur < 0) {
            break;
        }
        p->offset = nodes[cur].offset;
        ok = rec_apply_stone(p, nodes[cur].pos, 0);
        cur = nodes[cur].child;
    }
    if (ok) {
        rec_start(p);
        ok = lib_read_lines(p, nodes, count, visits);
    }
    free(nodes);
    free(stack);
    free(visits);
    return ok;
}

/* ---- Writing ------------------------------------------------------------------------- */

/* A text as RenLib holds it (see the file's comment), its 0 and padding. */
static void lib_write_text(Out *o, const char *note)
{
    size_t n = strlen(note);
    char *text = malloc(2 * n + 2);
    unsigned char *bytes = malloc(2 * n + 2);
    char *back = malloc(8 * n + 8);
    if (!text || !bytes || !back) {
        free(text);
        free(bytes);
        free(back);
        rec_out_bytes(o, "\0\0", 2);
        return;
    }
    /* The first line the one-line comment, the others the multi-line one's, CR LF. */
    size_t k = 0;
    bool first = true;
    for (size_t i = 0; i < n; i++) {
        if (note[i] == '\n' && first) {
            text[k++] = LIB_LINE_BREAK;
            first = false;
        } else if (note[i] == '\n') {
            text[k++] = '\r';
            text[k++] = '\n';
        } else {
            text[k++] = note[i];
        }
    }
    const unsigned char *out = (const unsigned char *)text;
    size_t len = k;
    static const LibCharset TRY[] = {LIB_CP1251, LIB_LATIN1};
    for (size_t t = 0; t < sizeof TRY / sizeof TRY[0] && out == (const unsigned char *)text; t++) {
        size_t e = 0;
        if (lib_encode(text, k, TRY[t], bytes, &e) && lib_charset(bytes, e) == TRY[t]) {
            /* ...read back as the same text */
            size_t m = lib_decode(bytes, e, false, back);
            size_t same = lib_decode((const unsigned char *)text, k, false, back + m + 1);
            if (m == same && memcmp(back, back + m + 1, m) == 0) {
                out = bytes;
                len = e;
            }
        }
    }
    rec_out_bytes(o, out, len);
    rec_out_bytes(o, "\0\0", len % 2 == 0 ? 2 : 1);
    free(text);
    free(bytes);
    free(back);
}

/* One node: its point (none for the root and a pass), flags, comment. */
static void lib_write_node(Out *o, const ReviewNode *nd, bool root, bool sibling, bool leaf)
{
    Pos pos = root || nd->action.kind == ACTION_PASS ? POS_PASS : nd->action.pos;
    unsigned char node[2];
    node[0] = (unsigned char)(pos == POS_PASS
                                  ? 0
                                  : (pos_x(pos) + 1) | ((LIB_SIZE - 1 - pos_y(pos)) << 4));
    node[1] = (unsigned char)((sibling ? LIB_SIBLING : 0) | (leaf ? LIB_LEAF : 0) |
                              (nd->note[0] ? LIB_COMMENT : 0));
    rec_out_bytes(o, node, 2);
    if (nd->note[0]) {
        lib_write_text(o, nd->note);
    }
}

/* An open node's children being written: kids[at..at+n), next the next one. */
typedef struct LibFrame {
    int at;
    int n;
    int next;
} LibFrame;

typedef struct LibWrite {
    int path[REVIEW_MAX_NODES];
    bool on_path[REVIEW_MAX_NODES];
    int kids[REVIEW_MAX_NODES + 1];
    LibFrame open[REVIEW_MAX_NODES + 1];
} LibWrite;

/* A node's children with a stone, the game's own first (no mark for the game's end). */
static int lib_kids(const Review *r, int node, LibWrite *w, int top)
{
    int cap = (int)(sizeof w->kids / sizeof w->kids[0]) - top;
    int *out = w->kids + top;
    int n = rec_ply_kids(r, node, w->on_path, out, cap);
    if (n > 0 && out[0] == REC_GAME_ENDS) {
        memmove(out, out + 1, (size_t)--n * sizeof out[0]);
    }
    return n;
}

/* The tree in preorder, a stack of open nodes; true when lines hold the whole game. */
static bool lib_write_tree(Out *o, const Game *g, const Review *lines)
{
    LibWrite *w = lines ? malloc(sizeof *w) : NULL;
    int npath = w ? rec_game_path(g, lines, w->path) : 0;
    if (!w || npath != g->nactions + 1) {
        free(w);
        return false;
    }
    memset(w->on_path, 0, sizeof w->on_path);
    for (int i = 0; i < npath; i++) {
        w->on_path[w->path[i]] = true;
    }
    int top = 0;
    int sp = 0;
    int n = lib_kids(lines, 0, w, top);
    lib_write_node(o, &lines->nodes[0], true, false, n == 0);
    w->open[sp++] = (LibFrame){top, n, 0};
    top += n;
    while (sp > 0) {
        LibFrame *f = &w->open[sp - 1];
        if (f->next >= f->n || sp == REVIEW_MAX_NODES + 1) {
            top = f->at;
            sp--;
            continue;
        }
        int c = w->kids[f->at + f->next++];
        bool sibling = f->next < f->n;
        n = lib_kids(lines, c, w, top);
        lib_write_node(o, &lines->nodes[c], false, sibling, n == 0);
        w->open[sp++] = (LibFrame){top, n, 0};
        top += n;
    }
    free(w);
    return true;
}

void rec_lib_format(Out *o, const Game *g, const Review *lines)
{
    static const unsigned char HEADER[LIB_HEADER_SIZE] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                                          0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    rec_out_bytes(o, HEADER, sizeof HEADER);
    if (lib_write_tree(o, g, lines)) {
        return;
    }
    Pos pos[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, NULL, BOARD_MAX_PLIES);
    unsigned char root[2] = {0, n > 0 ? 0 : LIB_LEAF};
    rec_out_bytes(o, root, 2);
    for (int i = 0; i < n; i++) {
        unsigned char node[2];
        int point = pos[i] == POS_PASS
                        ? 0
                        : (pos_x(pos[i]) + 1) | ((LIB_SIZE - 1 - pos_y(pos[i])) << 4);
        node[0] = (unsigned char)point;
        node[1] = i == n - 1 ? LIB_LEAF : 0;
        rec_out_bytes(o, node, 2);
    }
}
