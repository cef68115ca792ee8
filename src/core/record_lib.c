/* Renju - MIT licence, see LICENSE.
 *
 * RenLib .lib as a game record: the file read as a tree by lib_tree.c (the format and
 * its code pages are described there).
 *
 * The game is the main line (at each node the first child that is a move); the rest of
 * the move tree is read into the review tree (record_parse_lines) without recursion, as
 * SGF's variations are: a side line's move the rules refuse (a stone on a stone) ends that
 * side line (counted: RecordInfo.lines_left_out), the tree's limit (REVIEW_MAX_NODES)
 * refuses the record. What follows a move the game ends on (Black's foul, a five: RenLib
 * goes on, players annotate fouls) is kept as the file's bytes on that move's node
 * (ReviewNode.kept_at), not shown, and written back as read. A comment is its move's (the one-line
 * comment its first line); a board text (a label node's comment when it has none) is a
 * board letter of the position it is drawn in (review_set_mark), written back on the move
 * of that point or as a label node; one too long, or past REVIEW_MARKS_MAX, goes as a
 * line "i9: A" into that position's comment; a label node's children are not read. A move's
 * MARK flag (RenLib's marked move) is its node's mark (ReviewNode.marked), a label node's its
 * letter's (ReviewMark.marked; written back as a label node of its own; where its text
 * became a comment line, the mark is dropped and counted: RecordInfo.label_marks_noted); shapes
 * have no place in RenLib (the save says so). Writing is the
 * reverse of the reading of comments (lib_tree.c), as RenLib reads only single bytes: cp1251 or
 * Latin-1, the first that this reader reads back as the same text, else UTF-8 as is (RenLib shows
 * that one garbled; we keep it whole). Where other lines go on after the game's end, its last
 * node is RenLib's start position (LIB_START: where RenLib opens the file), and the game read
 * ends at a start position on its line; actions without a stone (a swap) are not written.
 */
#include <stdlib.h>
#include <string.h>

#include "lib_tree.h"
#include "record_parse.h"
#include "text.h"

#define LIB_TEXT_READ REVIEW_NOTE_BYTES /* bytes of one text read: the rest is cut */

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
    bool start;    /* RenLib's start position: the game ends here */
    bool mark;     /* RenLib's marked move (ReviewNode.marked) */
} LibNode;

/* ---- Reading ------------------------------------------------------------------------- */

typedef struct LibRead {
    LibNode *nodes; /* p->len / 2 + 2 of them: a node takes 2 bytes at least */
    int count;
} LibRead;

/* lib_tree_read's visitor: node k linked where it hangs. */
static RecordReason lib_collect(void *ctx, int k, const LibEntry *e)
{
    LibRead *r = ctx;
    r->nodes[k] = (LibNode){e->pos,       e->move,     -1,          -1,
                            e->offset,    e->note_at,  e->label_at, e->note_len,
                            e->label_len, e->old_note, e->start,    e->mark};
    if (e->attach >= 0 && e->as_child) {
        r->nodes[e->attach].child = k;
    } else if (e->attach >= 0) {
        r->nodes[e->attach].sibling = k;
    }
    r->count = k + 1;
    return RECORD_R_NONE;
}

static bool lib_read_tree(Parser *p, LibNode *nodes, int *count)
{
    LibRead r = {nodes, 0};
    LibTreeFail fail;
    if (!lib_tree_read((const unsigned char *)p->data, p->len, false, lib_collect, &r, &fail)) {
        if (r.count > 1 && lib_tree_damage(fail.reason)) { /* the tree before the damage */
            p->info.damaged_at = fail.good;
            p->info.damaged_len = (long)p->len;
            p->info.damaged_why = fail.reason;
            *count = r.count;
            return true;
        }
        p->offset = fail.offset;
        return rec_fail(p, fail.reason, NULL, 0, REC_NUMS(fail.num[0], fail.num[1]));
    }
    *count = r.count;
    return true;
}

/* Adds a RenLib text (n bytes at at; prefix, may be "", before it) to review node k's
 * comment, on a line of its own, counting what is cut or left out. */
static void lib_add_text(Parser *p, LibCharset cs, int k, long at, int n, bool old,
                         const char *prefix)
{
    if (n <= 0) {
        return;
    }
    size_t take = (size_t)n < LIB_TEXT_READ ? (size_t)n : LIB_TEXT_READ;
    const ReviewNode *nd = &p->tree->nodes[k];
    size_t had = strlen(nd->note);
    size_t cap = had + 1 + strlen(prefix) + 3 * take + 1; /* a byte decoded: 3 at most */
    char *text = malloc(cap);
    char *clean = malloc(cap);
    if (!text || !clean) {
        free(text);
        free(clean);
        p->info.notes_dropped++;
        return;
    }
    memcpy(text, nd->note, had);
    text[had] = '\n';
    size_t pre = had + (had > 0);
    size_t pn = strlen(prefix);
    memcpy(text + pre, prefix, pn);
    size_t len = pre + pn +
                 lib_text_decode((const unsigned char *)p->data + at, take, old, cs,
                                 text + pre + pn);
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

/* A label (a board text, or a label node's comment) on lib node c: a board letter of
 * review node k's position when it is one (short, one line, its point free), else a line
 * "i9: text" of k's comment. */
static void lib_add_label(Parser *p, LibCharset cs, int k, const LibNode *c, long at, int n,
                          bool old)
{
    if (n > 0 && n < REVIEW_MARK_TEXT && c->pos != POS_PASS && c->pos != POS_NONE &&
        !review_mark(p->tree, k, c->pos)) {
        char text[3 * REVIEW_MARK_TEXT + 1];
        size_t m = lib_text_decode((const unsigned char *)p->data + at, (size_t)n, old, cs, text);
        if (review_set_mark(p->tree, k, c->pos, text, m)) {
            return;
        }
    }
    char prefix[16] = "";
    if (c->pos != POS_PASS) {
        board_format_point(c->pos, prefix, sizeof prefix);
        size_t pl = strlen(prefix);
        memcpy(prefix + pl, ": ", 3);
    }
    p->info.labels_noted += n > 0 && (c->move || !c->mark); /* a marked one: its own count */
    lib_add_text(p, cs, k, at, n, old, prefix);
}

/* The node after the subtrees of first and of its next siblings (nodes are in the
 * file's order, preorder). */
static int lib_after(const LibNode *nodes, int first)
{
    int x = first;
    for (;;) {
        while (nodes[x].sibling >= 0) {
            x = nodes[x].sibling;
        }
        if (nodes[x].child < 0) {
            return x + 1;
        }
        x = nodes[x].child;
    }
}

/* The moves among nodes [from, to). */
static int lib_moves(const LibNode *nodes, int from, int to)
{
    int n = 0;
    for (int i = from; i < to; i++) {
        n += nodes[i].move;
    }
    return n;
}

/* The children of a node the game ends on (first the first of them) kept as the file's
 * bytes on review node k, so that a save writes them back (not shown), else counted as
 * left out; on_main: k ends the game's line, whose stones after its foul are counted already
 * (RecordInfo.foul_after). */
static void lib_keep(Parser *p, const LibNode *nodes, int count, int first, int k, bool on_main)
{
    int end = lib_after(nodes, first);
    long from = nodes[first].offset;
    long to = end < count ? nodes[end].offset : (long)p->len;
    int moves = lib_moves(nodes, first, end);
    bool kept = to > from && to - from <= REVIEW_KEPT_MAX &&
                review_keep(p->tree, k, p->data + from, (int)(to - from), moves);
    if (!kept) {
        p->info.lines_left_out += on_main ? moves - p->info.foul_after : moves;
    }
}

typedef struct LibVisit {
    int lib;    /* a lib node */
    int parent; /* the review node of the position before it */
} LibVisit;

/* The move tree into p->tree, the game (p->g) its main line; a preorder walk over a stack
 * on a scratch game that replays a position only where the walk jumps back. */
static bool lib_read_lines(Parser *p, const LibNode *nodes, int count, LibVisit *stack)
{
    LibCharset cs = lib_file_charset((const unsigned char *)p->data, p->len);
    Review *tree = p->tree;
    review_clear(tree, p->rules, p->opening);
    int main_end = 0;
    for (int i = 0; i < p->g->nactions; i++) {
        main_end = review_add(tree, main_end, &p->g->actions[i], true);
        if (main_end < 0) {
            return rec_tree_full(p);
        }
    }
    Game *walk = malloc(sizeof *walk);
    if (!walk || !review_position(tree, walk)) {
        free(walk);
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    tree->nodes[0].marked = nodes[0].mark;
    tree->nodes[0].start = nodes[0].start;
    lib_add_text(p, cs, 0, nodes[0].note_at, nodes[0].note_len, nodes[0].old_note, "");
    lib_add_text(p, cs, 0, nodes[0].label_at, nodes[0].label_len, false, "");
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
        if (!c->move) { /* a label: its texts are the position's (its board text the letter) */
            bool had = c->pos == POS_PASS || review_mark(tree, v.parent, c->pos);
            lib_add_label(p, cs, v.parent, c, c->label_at, c->label_len, false);
            lib_add_label(p, cs, v.parent, c, c->note_at, c->note_len, c->old_note);
            if (c->mark && (had || !review_mark_flag(tree, v.parent, c->pos, true))) {
                /* No letter to hold the mark: its text a comment line (the mark gone), or
                 * no text at all (a mark on nothing, left out). */
                bool text = c->label_len > 0 || c->note_len > 0;
                p->info.label_marks_noted += text;
                p->info.marks_skipped += !text;
            }
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
        GameError ge;
        if (!game_apply(walk, &a, &ge)) {
            a.foul = ge.kind == GAME_ERR_FORBIDDEN; /* a foul ends its line, as the game's */
            if (!a.foul || !game_apply(walk, &a, NULL)) {
                /* refused (a stone on a stone): the side line ends here, counted */
                int end = c->child >= 0 ? lib_after(nodes, c->child) : v.lib + 1;
                p->info.lines_left_out += lib_moves(nodes, v.lib, end);
                continue;
            }
        }
        const Action *done = &walk->actions[walk->nactions - 1];
        int k = review_child(tree, v.parent, done);
        if (k < 0 && tree->count > RECORD_LIB_GAME_MOVES) { /* a library: for its view */
            ok = rec_fail(p, RECORD_R_LINES_TOO_MANY, NULL, 0, REC_NUMS(RECORD_LIB_GAME_MOVES));
            break;
        }
        if (k < 0) {
            k = review_add(tree, v.parent, done, false);
        }
        if (k < 0) {
            ok = rec_tree_full(p);
            break;
        }
        at = k;
        tree->nodes[k].marked = tree->nodes[k].marked || c->mark;
        tree->nodes[k].start = tree->nodes[k].start || c->start;
        lib_add_text(p, cs, k, c->note_at, c->note_len, c->old_note, "");
        lib_add_label(p, cs, v.parent, c, c->label_at, c->label_len, false);
        if (c->child >= 0 && game_over(walk)) {
            lib_keep(p, nodes, count, c->child, k, k == main_end);
        } else if (c->child >= 0) {
            stack[sp++] = (LibVisit){c->child, k};
        }
    }
    free(walk);
    p->offset = -1;
    if (ok && tree->note_bytes > RECORD_LIB_GAME_NOTES) { /* a library's comments: its view */
        ok = rec_fail(p, RECORD_R_LINES_TOO_MANY, NULL, 0, REC_NUMS(RECORD_LIB_GAME_MOVES));
    }
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
    LibVisit *visits = malloc(max_nodes * sizeof *visits);
    p->tree = review_new();
    bool ok = nodes && visits && p->tree;
    int count = 0;
    if (!ok) {
        rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    } else {
        ok = lib_read_tree(p, nodes, &count);
    }
    /* The game is the main line: at each node, the first child that is a move, up to a
     * five (RenLib's lines go on after one, as its players annotate them: the rest of the
     * line is kept on the five's node by lib_read_lines, as the .sgf reader keeps it), or
     * up to a start position (where a saved game ended with lines going on past it). */
    int cur = ok && !nodes[0].start ? nodes[0].child : -1;
    bool played = false; /* p->g is the game only once a stone is played */
    while (ok && cur >= 0 && !(played && game_over(p->g) && p->info.foul_move == 0)) {
        while (cur >= 0 && !nodes[cur].move) {
            cur = nodes[cur].sibling;
        }
        if (cur < 0) {
            break;
        }
        p->offset = nodes[cur].offset;
        ok = rec_apply_stone(p, nodes[cur].pos, 0);
        played = true;
        cur = nodes[cur].start ? -1 : nodes[cur].child;
    }
    /* The main line's stones after a five: kept as its line (lib_read_lines), counted so
     * that the load says so, as the .sgf and .moves readers do. */
    while (ok && played && game_over(p->g) && p->info.foul_move == 0 && cur >= 0) {
        while (cur >= 0 && !nodes[cur].move) {
            cur = nodes[cur].sibling;
        }
        if (cur < 0) {
            break;
        }
        p->info.five_move = p->info.five_after++ == 0 ? p->g->nactions : p->info.five_move;
        cur = nodes[cur].start ? -1 : nodes[cur].child;
    }
    if (ok) {
        rec_start(p);
        ok = lib_read_lines(p, nodes, count, visits);
    }
    free(nodes);
    free(visits);
    return ok;
}

/* ---- Writing ------------------------------------------------------------------------- */

/* A text (UTF-8) with its lines as RenLib holds them: the first the one-line comment, the
 * others the multi-line one's, CR LF. into: 2 n + 1 bytes. Returns its length. */
static size_t lib_lines(const char *note, size_t n, char *into)
{
    size_t k = 0;
    bool first = true;
    for (size_t i = 0; i < n; i++) {
        if (note[i] == '\n' && first) {
            into[k++] = LIB_LINE_BREAK;
            first = false;
        } else if (note[i] == '\n') {
            into[k++] = '\r';
            into[k++] = '\n';
        } else {
            into[k++] = note[i];
        }
    }
    return k;
}

/* text (k bytes, RenLib's lines) in page cs into bytes (*len), when a file of page file
 * reads them back as the same text: false when some character has no byte there (or the
 * bytes would read as UTF-8, or in the other page). back: 6 k + 2 bytes. */
static bool lib_encode_as(const char *text, size_t k, LibCharset cs, LibCharset file,
                          unsigned char *bytes, size_t *len, char *back)
{
    if (cs == LIB_UTF8 || !lib_text_encode(text, k, cs, bytes, len)) {
        return false;
    }
    size_t m = lib_text_decode(bytes, *len, false, file, back);
    size_t same = lib_text_decode((const unsigned char *)text, k, false, LIB_UTF8, back + m + 1);
    return m == same && memcmp(back, back + m + 1, m) == 0;
}

/* text (k bytes, RenLib's lines) as a file of page cs holds it: in cs, else (other_page)
 * in the other page when its own words tell the reader so (Café in a cp1251 file), into
 * bytes (*len); false: neither, it goes as UTF-8. */
static bool lib_encode(const char *text, size_t k, LibCharset cs, bool other_page,
                       unsigned char *bytes, size_t *len, char *back)
{
    LibCharset other = cs == LIB_CP1251 ? LIB_LATIN1 : LIB_CP1251;
    return lib_encode_as(text, k, cs, cs, bytes, len, back) ||
           (cs != LIB_UTF8 && other_page && lib_encode_as(text, k, other, cs, bytes, len, back));
}

/* Has a text a byte beyond ASCII? */
static bool lib_non_ascii(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)s[i] >= 0x80) {
            return true;
        }
    }
    return false;
}

bool rec_lib_write_text(Out *o, const char *note, LibCharset cs, bool other_page)
{
    size_t n = strlen(note);
    char *text = malloc(2 * n + 2);
    unsigned char *bytes = malloc(2 * n + 2);
    char *back = malloc(12 * n + 8);
    if (!text || !bytes || !back) {
        free(text);
        free(bytes);
        free(back);
        rec_out_bytes(o, "\0\0", 2);
        return false;
    }
    size_t k = lib_lines(note, n, text);
    size_t len = 0;
    bool as_is = !lib_encode(text, k, cs, other_page, bytes, &len, back);
    const unsigned char *out = as_is ? (const unsigned char *)text : bytes;
    len = as_is ? k : len;
    rec_out_bytes(o, out, len);
    rec_out_bytes(o, "\0\0", len % 2 == 0 ? 2 : 1);
    free(text);
    free(bytes);
    free(back);
    return as_is && lib_non_ascii(note, n);
}

/* What a file's writer tallies over its texts (lib_write_page). */
typedef struct LibPage {
    LibCharset try; /* the page tried */
    bool other;     /* ...and the other for a text whose words tell it */
    int need[2];    /* texts only cp1251 holds, only Latin-1 holds */
    LibEvidence ev; /* of the texts written in `try` */
    int utf8;       /* texts beyond ASCII `try` cannot hold */
} LibPage;

static void lib_page_text(LibPage *pg, const char *note)
{
    size_t n = strlen(note);
    if (!lib_non_ascii(note, n)) {
        return;
    }
    char *text = malloc(2 * n + 2);
    unsigned char *bytes = malloc(2 * n + 2);
    char *back = malloc(12 * n + 8);
    if (text && bytes && back) {
        size_t k = lib_lines(note, n, text);
        size_t len;
        bool c = lib_text_encode(text, k, LIB_CP1251, bytes, &len);
        bool l = lib_text_encode(text, k, LIB_LATIN1, bytes, &len);
        pg->need[0] += c && !l;
        pg->need[1] += l && !c;
        if (lib_encode(text, k, pg->try, pg->other, bytes, &len, back)) {
            lib_evidence_add(&pg->ev, bytes, len);
        } else {
            pg->utf8++;
        }
    }
    free(text);
    free(bytes);
    free(back);
}

/* The tree's texts tallied for page pg->try (its kept lines' texts, as read, in the
 * evidence too). */
static void lib_page_tally(const Review *r, LibPage *pg)
{
    for (int i = 0; r && i < r->count; i++) {
        const ReviewNode *nd = &r->nodes[i];
        lib_page_text(pg, nd->note);
        for (int j = 0; j < nd->nmarks; j++) {
            lib_page_text(pg, nd->marks[j].text);
        }
        if (nd->kept_len > 0) {
            lib_nodes_evidence(r->kept + nd->kept_at, (size_t)nd->kept_len, &pg->ev);
        }
    }
}

/* The page a .lib of the tree is written in (*other: a text whose own words tell the
 * other page goes in that one): cp1251, which RenLib shows on the Cyrillic systems it is
 * mostly used on, unless more of its texts need Latin-1; so that the reader decides the
 * same page over the texts as written, the texts of the other page then go as UTF-8, and
 * in the rare case that it still would not (no word to tell it by: "№ 5"), LIB_UTF8:
 * every text beyond ASCII as UTF-8. *utf8: the texts beyond ASCII written as UTF-8
 * (RenLib shows them garbled). */
static LibCharset lib_write_page(const Review *r, int *utf8, bool *other)
{
    LibPage pg = {LIB_CP1251, true, {0, 0}, {0, 0, 0, 0, 0}, 0};
    lib_page_tally(r, &pg);
    LibCharset cs = pg.need[1] > pg.need[0] ? LIB_LATIN1 : LIB_CP1251;
    static const bool OTHER[] = {true, false};
    for (int i = 0; i < 3; i++) {
        LibCharset try = i < 2 ? cs : LIB_UTF8;
        bool with = i < 2 && OTHER[i];
        if (i > 0 || try != LIB_CP1251) {
            pg = (LibPage){try, with, {0, 0}, {0, 0, 0, 0, 0}, 0};
            lib_page_tally(r, &pg);
        }
        if (try == LIB_UTF8 || lib_evidence_charset(&pg.ev, false) == try) {
            *utf8 = pg.utf8;
            *other = with;
            return try;
        }
    }
    *utf8 = pg.utf8;
    *other = false;
    return LIB_UTF8;
}

LibCharset rec_lib_text_page(const char *note)
{
    LibPage pg = {LIB_CP1251, false, {0, 0}, {0, 0, 0, 0, 0}, 0};
    lib_page_text(&pg, note);
    LibCharset cs = pg.need[1] > pg.need[0] ? LIB_LATIN1 : LIB_CP1251;
    if (cs != LIB_CP1251) {
        pg = (LibPage){cs, false, {0, 0}, {0, 0, 0, 0, 0}, 0};
        lib_page_text(&pg, note);
    }
    bool told = cs == LIB_CP1251 ? pg.ev.cyrillic > pg.ev.latin : pg.ev.latin > pg.ev.cyrillic;
    return told ? cs : LIB_UTF8;
}

const char *record_charset_name(int charset)
{
    static const char *const NAMES[] = {"UTF-8", "cp1251", "Latin-1", "KOI8-R", "IBM866"};
    return charset >= 0 && charset <= LIB_CP866 ? NAMES[charset] : "?";
}

int record_lib_utf8_texts(const Review *lines)
{
    int utf8 = 0;
    bool other;
    lib_write_page(lines, &utf8, &other);
    return utf8;
}

/* One node: its point (none for the root and a pass), flags, comment. */
static void lib_write_node(Out *o, const Review *r, int k, bool sibling, bool leaf, bool start,
                           LibCharset cs, bool other)
{
    const ReviewNode *nd = &r->nodes[k];
    bool root = k == 0;
    const ReviewMark *m = root || nd->action.kind == ACTION_PASS
                              ? NULL
                              : review_mark_at(r, nd->parent, nd->action.pos);
    const char *label = m && !m->marked ? m->text : NULL; /* a marked one: a label node */
    bool kept = leaf && nd->kept_len > 0;
    leaf = leaf && !kept;
    Pos pos = root || nd->action.kind == ACTION_PASS ? POS_PASS : nd->action.pos;
    unsigned char node[2];
    node[0] = (unsigned char)(pos == POS_PASS
                                  ? 0
                                  : (pos_x(pos) + 1) | ((LIB_SIZE - 1 - pos_y(pos)) << 4));
    node[1] = (unsigned char)((sibling ? LIB_SIBLING : 0) | (leaf ? LIB_LEAF : 0) |
                              (nd->note[0] ? LIB_COMMENT : 0) | (label ? LIB_EXTENSION : 0) |
                              (start ? LIB_START : 0) | (nd->marked ? LIB_MARK : 0));
    rec_out_bytes(o, node, 2);
    if (label) {
        rec_out_bytes(o, (const unsigned char[]){0, LIB_BOARD_TEXT}, 2);
    }
    if (nd->note[0]) {
        rec_lib_write_text(o, nd->note, cs, other);
    }
    if (label) {
        rec_lib_write_text(o, label, cs, other);
    }
    if (kept) { /* the lines the game could not play, as read */
        rec_out_bytes(o, r->kept + nd->kept_at, (size_t)nd->kept_len);
    }
}

/* A board letter on a point no move of the position takes, or a marked one (its MARK flag
 * is the label node's): a label node (a leaf). */
static void lib_write_label(Out *o, const ReviewMark *m, bool sibling, LibCharset cs, bool other)
{
    unsigned char node[4] = {
        (unsigned char)((pos_x(m->pos) + 1) | ((LIB_SIZE - 1 - pos_y(m->pos)) << 4)),
        (unsigned char)((sibling ? LIB_SIBLING : 0) | LIB_LEAF | LIB_NO_MOVE | LIB_EXTENSION |
                        (m->marked ? LIB_MARK : 0)),
        0, LIB_BOARD_TEXT};
    rec_out_bytes(o, node, 4);
    rec_lib_write_text(o, m->text, cs, other);
}

/* An open node's children being written: kids[at..at+n), next the next one; a kid
 * LIB_KID_MARK - i is node's board letter i written as a label node. */
typedef struct LibFrame {
    int node;
    int at;
    int n;
    int next;
} LibFrame;
#define LIB_KID_MARK (-2)

typedef struct LibWrite {
    int path[REC_PATH_MAX];
    bool *on_path; /* a node each (heap, as the rest) */
    int *kids;     /* nkids: every node once, every letter once, the root's end */
    int nkids;
    LibFrame *open; /* a node each, and one */
} LibWrite;

static void lib_write_free(LibWrite *w)
{
    if (w) {
        free(w->on_path);
        free(w->kids);
        free(w->open);
        free(w);
    }
}

/* A node's children with a stone, the game's own first; *ends: the game ends on the node
 * and other lines go on (its mark is the node's LIB_START). */
static int lib_kids(const Review *r, int node, LibWrite *w, int top, bool *ends)
{
    int cap = w->nkids - top;
    int *out = w->kids + top;
    int n = rec_ply_kids(r, node, w->on_path, out, cap, true);
    *ends = n > 0 && out[0] == REC_GAME_ENDS;
    if (*ends) {
        memmove(out, out + 1, (size_t)--n * sizeof out[0]);
    }
    const ReviewNode *nd = &r->nodes[node];
    int stones = n; /* the kids before the letters' label nodes (LIB_KID_MARK - i) */
    for (int i = 0; i < nd->nmarks && n < cap; i++) { /* letters no move here carries */
        bool on_move = false; /* a marked one is a label node of its own (its MARK flag) */
        for (int j = 0; j < stones && !on_move && !nd->marks[i].marked; j++) {
            const Action *a = &r->nodes[out[j]].action;
            on_move = a->kind != ACTION_PASS && a->pos == nd->marks[i].pos;
        }
        if (!on_move) {
            out[n++] = LIB_KID_MARK - i;
        }
    }
    return n;
}

/* The tree in preorder, a stack of open nodes; true when lines hold the whole game. */
static bool lib_write_tree(Out *o, const Game *g, const Review *lines)
{
    LibWrite *w = lines ? calloc(1, sizeof *w) : NULL;
    if (w) {
        w->nkids = lines->count + 1;
        for (int i = 0; i < lines->count; i++) {
            w->nkids += lines->nodes[i].nmarks;
        }
        w->on_path = calloc((size_t)lines->count, sizeof *w->on_path);
        w->kids = malloc((size_t)w->nkids * sizeof *w->kids);
        w->open = malloc(((size_t)lines->count + 1) * sizeof *w->open);
        if (!w->on_path || !w->kids || !w->open) {
            o->failed = true;
            lib_write_free(w);
            return false;
        }
    } else if (lines) {
        o->failed = true;
    }
    int npath = w ? rec_game_path(g, lines, w->path) : 0;
    if (!w || npath != g->nactions + 1) {
        lib_write_free(w);
        return false;
    }
    for (int i = 0; i < npath && rec_game_is_main(lines, w->path, npath, false); i++) {
        w->on_path[w->path[i]] = true;
    }
    /* RenLib's start position where the file had it; else (none read) the game's end
     * where other lines go on, so that the game reads back. */
    bool starts = false;
    for (int i = 0; i < lines->count && !starts; i++) {
        starts = lines->nodes[i].start;
    }
    int top = 0;
    int sp = 0;
    bool ends;
    int utf8;
    bool other;
    LibCharset cs = lib_write_page(lines, &utf8, &other);
    int n = lib_kids(lines, 0, w, top, &ends);
    lib_write_node(o, lines, 0, false, n == 0, starts ? lines->nodes[0].start : ends, cs, other);
    w->open[sp++] = (LibFrame){0, top, n, 0};
    top += n;
    while (sp > 0) {
        LibFrame *f = &w->open[sp - 1];
        if (f->next >= f->n || sp == lines->count + 1) {
            top = f->at;
            sp--;
            continue;
        }
        int c = w->kids[f->at + f->next++];
        bool sibling = f->next < f->n;
        if (c <= LIB_KID_MARK) {
            lib_write_label(o, &lines->nodes[f->node].marks[LIB_KID_MARK - c], sibling, cs, other);
            continue;
        }
        n = lib_kids(lines, c, w, top, &ends);
        lib_write_node(o, lines, c, sibling, n == 0, starts ? lines->nodes[c].start : ends, cs,
                       other);
        w->open[sp++] = (LibFrame){c, top, n, 0};
        top += n;
    }
    lib_write_free(w);
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
