/* Renju - MIT licence, see LICENSE.
 *
 * SGF. Source (facts only, no code taken): FF[4] with GM[4]: points as two letters,
 * column then row from the top. The main variation is the game; RE[] carries a
 * resignation, a loss on time or a draw. The other variations are the review tree's
 * other lines (record_parse_lines, record_format_lines): "(;B[hh];W[ii](;B[jj])(;B[kk]))"
 * is the game h8 i7 j6 with the line k5 after i7. Game trees are read with a stack of
 * open trees, never recursion, SGF_MAX_DEPTH deep at most; the game's own line comes
 * first in the file, so it is read whole before any other. A side line's Black foul ends
 * that line as on the game's (White wins; the stones after it kept as below); a side line's
 * stone the rules refuse otherwise (on a stone, of the wrong colour) ends that side line,
 * counted and said (RecordInfo.sgf_side_cut), and a side line's decision the game refuses
 * ends it too (RecordInfo.lines_left_out); the tree's limit (REVIEW_MAX_NODES) refuses
 * the record. Game information we have no field for (PC[] RO[] BR[]...) is kept as read and
 * written back (sgf_info_property). A property we do not keep is skipped and named (sgf_skipped), a
 * name with a digit (RenLib's 5A[]) too; FF[1-3]'s lower-case names are read as upper case. Writing
 * walks the tree with a stack too. C[] is a node's comment: read leniently (review_note_clean:
 * another program's text), kept on the stone's node (the root node's on the game's; a node of
 * decisions without a stone: its first decision's, below), written where a node has one;
 * a comment cut to REVIEW_NOTE_CHARS, or left out past REVIEW_NOTES_TOTAL, is counted in
 * RecordInfo's notes_cut and notes_dropped, so that the reader's caller can say so.
 * AB[]/AW[] in the first node (points, or FF[4] rectangles "hh:jh") are a set-up position
 * (setup.h): its stones are made a game in an order of legal moves, as the window's set-up
 * does, and the game goes on from them (game.h's setup); a game from a set-up is written
 * so, with PL[] the side to move, unless a comment or another line starts inside the
 * set-up: its stones are then moves, and record_keeps_setup says so to the caller.
 * LB[] (FF[4] labels, "hh:A") are a node's board letters (review.h's ReviewMark: RenLib's
 * marks), on the position the node reaches (the root's on the set-up position, if any);
 * one the tree cannot hold as a letter (too long, not one line, a second on its point)
 * becomes a line "k11: text" of that node's comment. Our builds before LB[] wrote the
 * letters as such lines at the end of C[]: in a file of ours (AP[Renju]) they are read
 * back as letters (review_marks_from_note). TR[] SQ[] CR[] MA[] (points, or FF[4] rectangles)
 * are the node's shapes (review_set_shape), kept with its LB[] values while the node is read as
 * a byte of the shape and the point ("\1hh"); HO[] (a hotspot) is the node's mark (RenLib's
 * marked move). A value that names no point, a second shape on a point is left out and
 * counted (RecordInfo.marks_skipped), a mark past what a position holds (REVIEW_SHAPES_MAX,
 * SGF_LABELS_MAX values) too (marks_over), a letter put into the comment as well
 * (labels_noted): never refused.
 * Stones after the game's end (a Black foul on the game's line, a five on any line), which
 * RenLib keeps and players annotate, are kept as RenLib's nodes on the node the game ended
 * at (ReviewNode.kept_at, as record_lib.c keeps them; SgfKept while read), with their C[]
 * and LB[] (a letter on a stone's point is that stone's board text, the others label
 * nodes); written back as stones after that node: one line in its tree, several each in
 * a tree of its own. The game's own stones after a foul are still counted (foul_after).
 * The opening rule, its decisions and the clock: see "The clock and the opening's
 * decisions" below.
 */
#include "record_parse.h"

#include "lib_tree.h"
#include "setup.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SGF_VALUE_MAX 200
#define SGF_NOTE_READ (2 * REVIEW_NOTE_BYTES) /* of a C[] value: the rest is skipped */
#define SGF_SETUP_MAX (BOARD_MAX * BOARD_MAX)
/* LB[] values and shapes' points of a node: the rest skipped (counted); room for the
 * letters of the proposals too (write_proposal_labels), taken out at its end */
#define SGF_LABELS_MAX (2 * REVIEW_MARKS_MAX + REVIEW_SHAPES_MAX + GAME_PROPOSALS)
#define SGF_LABEL_READ 40     /* bytes of one: the rest is cut */
#define SGF_CLOCK_READ 24     /* of a BL[] WL[] OB[] OW[] value: a longer one is no time */
#define SGF_DECIDE_MAX 16     /* RJA[] values of a node */
#define SGF_FOUL_SAID 96      /* sgf_foul_said's words, with their NUL */
#define SGF_DECIDE (-1)       /* sgf_mark_property: RJA[] */
#define SGF_NO_HELP "no-help" /* RJA[] of the root: a tournament game, no help while it runs */

/* A clock reading after an action: BL[] or WL[] (and OB[], OW[]) as written and read. */
typedef struct SgfLeft {
    bool known;
    int player;   /* whose clock (0 the first player): the one who made the action */
    Stone colour; /* the colour that player held then: BL[] or WL[] */
    int64_t ms;   /* main time left, or in byo-yomi's periods what is left of the period */
    int periods;  /* in byo-yomi's periods: the periods left, the current one included; 0 */
} SgfLeft;

/* A stone read after the game's end (a foul, a five) where RenLib goes on: kept as RenLib's
 * nodes on the review node the game ended at (root), as record_lib.c keeps them. While
 * such stones are read, Sgf.node is SGF_KEPT(i), below -1. */
typedef struct SgfKept {
    int root;   /* the review node */
    int parent; /* the kept stone before it, -1: the root */
    Pos pos;
    char *note; /* its C[], malloc'd (NULL: none) */
    int nlabels;
    char (*labels)[SGF_LABEL_READ]; /* its LB[] values, malloc'd */
} SgfKept;
#define SGF_KEPT(i) (-2 - (i))
#define SGF_KEPT_MAX (REVIEW_KEPT_MAX / 2) /* stones kept: each takes 2 bytes at least */

/* An open game tree: where its position began, and what it is. */
typedef struct SgfOpen {
    int start; /* the review node before its first node (0 without a tree) */
    bool main; /* on the game's own line */
    bool dead; /* a side line whose stones are no longer kept */
    int nsub;  /* game trees nested in it so far */
    int moves; /* Sgf.line_moves where it began */
    Pos first; /* its first stone (POS_NONE: none yet): a side line cut is named by it */
} SgfOpen;

typedef struct Sgf {
    Parser *p;
    size_t i;
    long size; /* SZ[], 0 when not given */
    char result[SGF_VALUE_MAX];
    char tm[SGF_VALUE_MAX]; /* TM[] (main time, seconds) and OT[] (overtime) of the game's */
    char ot[SGF_VALUE_MAX]; /* line, as read: sgf_clock makes them its time control */
    bool has_tm, has_ot;
    bool has_ru;  /* RU[] named the rule set (RecordInfo.rule_unnamed) */
    bool in_main; /* the node being read is on the main line */
    bool dead;    /* the side line being read was refused: its stones are skipped */
    int node;     /* the review node of the position reached (p->tree) */
    int main_end; /* the review node of the game's last stone */
    bool tree_ready;
    int depth;
    SgfOpen open[SGF_MAX_DEPTH];
    int nodes;  /* nodes begun so far: AB[] and AW[] belong to the first */
    int nsetup; /* the first node's AB[] and AW[] stones, until the game starts: */
    char setup[SGF_SETUP_MAX][3]; /* their values (read once SZ[] and RU[] are known) */
    long setup_at;                /* the first of their properties' values */
    Stone setup_colour[SGF_SETUP_MAX];
    Stone to_move;       /* the first node's PL[] (STONE_EMPTY: none): the set-up's side to move */
    int setup_skip_node; /* the last node whose AB[], AW[] were left out (0: none) */
    int line_moves;      /* the moves up to the node being read, on its own line */
    char note[REVIEW_NOTE_BYTES + 1];      /* the C[] of the node being read, cleaned */
    bool note_cut;                         /* ... and something of it left out */
    char root_note[REVIEW_NOTE_BYTES + 1]; /* the game's comment, until the tree is ready */
    bool ours;                             /* AP[Renju]: a file of this program's */
    int charset;      /* the code page CA[] names (LibCharset), else REC_CS_NONE (sgf_charset) */
    bool node_marked; /* HO[] in the node being read */
    bool node_stone;  /* B[] or W[] in the node being read */
    bool root_marked; /* ... in the first node, until the tree is ready */
    int nlabels;      /* the LB[] values of the node being read, */
    bool own_labels;  /* ... all its own, none a proposal's (RJO[]: sgf_unlabel) */
    char labels[SGF_LABELS_MAX][SGF_LABEL_READ]; /* until its end */
    int nroot_labels;                            /* the first node's, until the tree is ready */
    char root_labels[SGF_LABELS_MAX][SGF_LABEL_READ];
    SgfKept *kept; /* the stones after the game's end, in the file's order */
    int nkept, kept_cap;
    int *kfirst, *knext; /* each kept stone's first child and next sibling (sgf_keep_all) */
    /* The node being read on the game's line: the action its stone made (-1: none), its
     * BL[] WL[] (0 Black's, 1 White's) and OB[] OW[] values and its RJA[] values, kept for
     * its end (sgf_node_end). */
    int stone_action;
    char left[2][SGF_CLOCK_READ], over[2][SGF_CLOCK_READ];
    bool has_left[2], has_over[2];
    char pick_left[SGF_CLOCK_READ]; /* RJL[]: White's clock after its pick of Black's fifth */
    bool has_pick_left;
    int ndecide;
    long decide_at; /* where the node's RJA[] begins */
    char decide[SGF_DECIDE_MAX][SGF_VALUE_MAX];
    SgfLeft *lefts; /* each action's clock reading as read (GAME_MAX_ACTIONS, malloc'd) */
    Action end;     /* an RJA[] resignation, draw or loss on time (its thinking time), played */
    bool has_end;   /* where RE[]'s is: after the game's last stone, when the tree is read */
} Sgf;

/* A stone after the game's end (of the review node s->node, or after a kept one) kept;
 * false when memory is short or there are too many (then it is counted left out). */
static bool sgf_keep(Sgf *s, Pos pos)
{
    int parent = s->node < -1 ? -2 - s->node : -1;
    int root = parent >= 0 ? s->kept[parent].root : s->node;
    if (rec_board_size(s->p) != BOARD_STANDARD || root < 0) {
        return false; /* RenLib's nodes hold 15x15 points only */
    }
    if (s->nkept == s->kept_cap) {
        int cap = s->kept_cap ? 2 * s->kept_cap : 64;
        SgfKept *bigger = cap <= SGF_KEPT_MAX ? realloc(s->kept, (size_t)cap * sizeof *bigger)
                                              : NULL;
        if (!bigger) {
            return false;
        }
        s->kept = bigger;
        s->kept_cap = cap;
    }
    s->kept[s->nkept] = (SgfKept){root, parent, pos, NULL, 0, NULL};
    s->node = SGF_KEPT(s->nkept++);
    return true;
}

static void sgf_ws(Sgf *s)
{
    while (s->i < s->p->len && rec_is_space(s->p->data[s->i])) {
        s->i++;
    }
}

static bool sgf_fail_here(Sgf *s, RecordReason why)
{
    s->p->offset = (long)s->i;
    return rec_fail(s->p, why, NULL, 0, NULL);
}

/* Reads one [value] at s->i (which is '['); keeps at most cap-1 bytes of it, unescaped.
 * *lost (may be NULL) says whether a byte other than a blank did not fit. */
static bool sgf_value(Sgf *s, char *out, size_t cap, size_t *n, bool *lost)
{
    const char *d = s->p->data;
    size_t start_at = s->i;
    *n = 0;
    s->i++;
    while (s->i < s->p->len && d[s->i] != ']') {
        if (d[s->i] == '\\' && s->i + 1 < s->p->len) {
            s->i++;
            if (d[s->i] == '\n' || d[s->i] == '\r') { /* a soft line break: no text */
                s->i += d[s->i] == '\r' && s->i + 1 < s->p->len && d[s->i + 1] == '\n' ? 2 : 1;
                continue;
            }
        }
        if (*n + 1 < cap) {
            out[(*n)++] = d[s->i];
        } else if (lost && !rec_is_space(d[s->i])) {
            *lost = true;
        }
        s->i++;
    }
    if (s->i >= s->p->len) {
        s->i = start_at;
        return sgf_fail_here(s, RECORD_R_SGF_NO_BRACKET);
    }
    s->i++;
    out[*n] = '\0';
    return true;
}

static bool sgf_add_to_tree(Sgf *s);
static bool sgf_point(int size, const char *v, size_t n, Pos *pos);
static bool add_note(char *note, const char *v, size_t vn);
static bool sgf_seconds(const char *v, size_t n, size_t *i, int64_t *ms);
static bool sgf_rest_is(const char *v, size_t n, size_t i, const char *w);
static bool sgf_node_end(Sgf *s, bool bare);
static const RuleSet *sgf_rule_opening(const char *v, size_t n, OpeningId *opening);
static void out_seconds(Out *o, int64_t ms);

static bool note_onto(Review *r, int k, const char *v, int *cut);

/* LB[] values ("hh:A") as node k's board letters; one that is no letter the tree can hold
 * goes into k's comment as a line "k11: A". */
static void sgf_labels(Sgf *s, int k, char (*labels)[SGF_LABEL_READ], int n)
{
    Review *r = s->p->tree;
    for (int i = 0; i < n; i++) {
        const char *v = labels[i];
        Pos pos;
        if ((unsigned char)v[0] < ' ') { /* a shape: its byte, the point */
            bool ok = sgf_point(rec_board_size(s->p), v + 1, 2, &pos) && pos != POS_PASS &&
                      review_shape(r, k, pos) == REVIEW_SHAPE_NONE;
            if (ok && !review_set_shape(r, k, pos, (ReviewShape)v[0])) {
                s->p->info.marks_over++; /* past REVIEW_SHAPES_MAX: said as such */
            } else {
                s->p->info.marks_skipped += !ok;
            }
            continue;
        }
        if (strlen(v) < 3 || v[2] != ':' || !sgf_point(rec_board_size(s->p), v, 2, &pos) ||
            pos == POS_PASS) {
            s->p->info.marks_skipped++; /* names no point: not kept */
            continue;
        }
        char clean[SGF_LABEL_READ]; /* another program's text: bytes no UTF-8 as '?' */
        size_t cn = review_note_clean(v + 3, strlen(v + 3), clean, NULL);
        if (!review_mark(r, k, pos) && review_set_mark(r, k, pos, clean, cn)) {
            continue;
        }
        char line[SGF_LABEL_READ + 8];
        char pt[8];
        s->p->info.labels_noted++;
        board_format_point(pos, pt, sizeof pt);
        snprintf(line, sizeof line, "%s: %s", pt, v + 3);
        if (!note_onto(r, k, line, &s->p->info.notes_cut)) {
            s->p->info.notes_dropped++;
        }
    }
}

/* The tree made: the first node's comment is the game's (node 0), its letters the
 * position's where the game starts, node k (the set-up position's last stone, else 0). */
static void sgf_root(Sgf *s, int k)
{
    Review *r = s->p->tree;
    review_set_note(r, 0, s->root_note, strlen(s->root_note));
    r->nodes[0].marked = s->root_marked;
    /* The file's LB[] first, then the lines of earlier builds where no LB[] is, so that a
     * line that stayed a comment (a second letter on its point) stays one when read again. */
    sgf_labels(s, k, s->root_labels, s->nroot_labels);
    if (s->ours) {
        review_marks_from_note_onto(r, 0, k);
    }
}

/* The first node's set-up stones made a game (setup_build), its moves the tree's main
 * line from the root. */
static bool sgf_set_up(Sgf *s)
{
    Parser *p = s->p;
    Board *b = malloc(sizeof *b);
    if (!b) {
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    int size = rec_board_size(p);
    board_init(b, size, false);
    for (int i = 0; i < s->nsetup; i++) {
        const char *v = s->setup[i];
        Pos pos;
        if (!sgf_point(size, v, strlen(v), &pos) || pos == POS_PASS ||
            board_at(b, pos) != STONE_EMPTY) {
            char prop[16];
            snprintf(prop, sizeof prop, "%s[%s]", s->setup_colour[i] == STONE_BLACK ? "AB" : "AW",
                     v);
            free(b);
            p->offset = s->setup_at;
            return rec_fail(p, RECORD_R_SGF_SETUP_POINT, prop, REC_TOKEN_ALL, REC_NUMS(size, size));
        }
        board_set(b, pos, s->setup_colour[i]);
    }
    SetupError why;
    bool ok = setup_build(p->g, p->rules, b, s->to_move, &why);
    free(b);
    if (!ok) { /* a five or an overline named by its point, as setup names it */
        char pt[8] = "";
        if (why.pos != POS_NONE) {
            board_format_point(why.pos, pt, sizeof pt);
        }
        p->offset = s->setup_at;
        if (why.kind == SETUP_FIVE) {
            return rec_fail(p, RECORD_R_SGF_SETUP_FIVE, pt, REC_TOKEN_ALL, REC_NUMS(why.line));
        }
        if (why.kind == SETUP_FOUL) {
            return rec_fail(p, RECORD_R_SGF_SETUP_OVERLINE, pt, REC_TOKEN_ALL, NULL);
        }
        return rec_fail(p, RECORD_R_SGF_SETUP_NO_GAME, NULL, 0, NULL);
    }
    p->started = true;
    s->line_moves = p->g->nactions;
    p->opening = OPENING_FREE;
    review_clear(p->tree, p->rules, p->opening);
    s->tree_ready = true;
    Game *g = p->g;
    int n = g->nactions;
    ok = true;
    for (int i = 0; ok && i < n; i++) {
        g->nactions = i + 1; /* sgf_add_to_tree adds the game's last action */
        ok = sgf_add_to_tree(s);
    }
    g->nactions = n;
    p->tree->setup = g->setup;
    if (ok) {
        sgf_root(s, s->node);
    }
    return ok;
}

static bool sgf_start(Sgf *s)
{
    Parser *p = s->p;
    if (!p->started) {
        if (s->size != 0 && s->size != rec_board_size(p)) {
            return rec_fail(p, RECORD_R_SGF_WRONG_SIZE, p->rules->name, REC_TOKEN_ALL,
                            REC_NUMS(s->size, rec_board_size(p), rec_board_size(p)));
        }
        if (s->nsetup > 0) {
            return sgf_set_up(s);
        }
        rec_start(p);
    }
    if (!s->tree_ready) {
        review_clear(p->tree, p->rules, p->opening);
        s->tree_ready = true;
        sgf_root(s, 0);
    }
    return true;
}

/* The action the game just recorded, into the tree under s->node (the game's own line
 * first; a side line's stone already there is followed, not added twice). */
static bool sgf_add_to_tree(Sgf *s)
{
    Parser *p = s->p;
    const Action *a = &p->g->actions[p->g->nactions - 1];
    int k = review_child(p->tree, s->node, a);
    if (k < 0) {
        k = review_add(p->tree, s->node, a, s->in_main);
    }
    if (k < 0) {
        return rec_tree_full(p);
    }
    s->node = k;
    if (s->in_main) {
        s->main_end = k;
    }
    return true;
}

/* B[] or W[] value v (n bytes) as a point: a pass ("" or "tt" up to 19x19), else false
 * when it names no point of the board. */
static bool sgf_point(int size, const char *v, size_t n, Pos *pos)
{
    *pos = POS_PASS;
    if (n == 0 || (n == 2 && v[0] == 't' && v[1] == 't' && size <= 19)) {
        return true;
    }
    int x = n == 2 ? v[0] - 'a' : -1;
    int y = n == 2 ? v[1] - 'a' : -1;
    if (!xy_on_board(x, y, size)) {
        return false;
    }
    *pos = pos_from_xy(x, size - 1 - y);
    return true;
}

/* A side line's decision the game refuses (or that names none): the line ends there,
 * counted left out (RecordInfo.lines_left_out), the rest of the file read. */
static bool sgf_side_lost(Sgf *s)
{
    s->dead = true;
    s->p->info.lines_left_out++;
    return true;
}

/* A side line's move the rules refuse: the line ends there, its later stones, comments
 * and lines skipped, and counted, the first named by where its line branches (it was
 * left out without a word, audit 32a A1). */
static bool sgf_side_cut(Sgf *s)
{
    RecordInfo *info = &s->p->info;
    const SgfOpen *o = &s->open[s->depth - 1];
    if (info->sgf_side_cut++ == 0) {
        info->sgf_side_cut_move = o->moves + 1;
        info->sgf_side_cut_pos = o->first;
    }
    s->dead = true;
    return true;
}

/* A stone of a side line: kept in the tree when the rules allow it there (a Black foul
 * ends its line, the stones after it kept as RenLib keeps them), else the side line ends
 * (sgf_side_cut). */
static bool sgf_side_move(Sgf *s, Stone colour, const char *v, size_t n)
{
    Parser *p = s->p;
    Pos pos;
    if (s->dead) {
        return true;
    }
    if (!sgf_start(s)) {
        return false;
    }
    if (s->node < -1 || game_over(p->g)) { /* after a foul or a five: kept as RenLib does */
        if (!sgf_point(rec_board_size(p), v, n, &pos) || !sgf_keep(s, pos)) {
            p->info.lines_left_out++;
            s->dead = true;
        }
        return true;
    }
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_PASS;
    a.pos = POS_PASS;
    if (!sgf_point(rec_board_size(p), v, n, &pos) || game_to_move(p->g) != colour ||
        game_over(p->g)) {
        return sgf_side_cut(s);
    }
    if (pos != POS_PASS) {
        a.kind = p->g->phase == PHASE_CHOOSE ? ACTION_CHOOSE : ACTION_MOVE; /* a fifth picked */
        a.pos = pos;
    }
    GameError ge;
    if (a.kind == ACTION_MOVE && !game_move_is_legal(p->g, pos, &ge) &&
        ge.kind == GAME_ERR_FORBIDDEN && ge.colour == STONE_BLACK) {
        a.foul = true; /* Black's foul ends the line there, White winning, as on the game's */
    }
    if (!game_apply(p->g, &a, NULL)) {
        return sgf_side_cut(s);
    }
    return sgf_add_to_tree(s);
}

const RuleSet *record_sgf_rule(const char *value, size_t n)
{
    /* The value in lower case, blanks, '-' and '_' left out ("Free-style" is freestyle). */
    char key[40];
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        char c = rec_lower(value[i]);
        if (c == ' ' || c == '-' || c == '_' || c == '\t') {
            continue;
        }
        if (k + 1 >= sizeof key) {
            return NULL;
        }
        key[k++] = c;
    }
    key[k] = '\0';
    static const struct {
        const char *key;
        RuleId id;
    } OTHERS[] = {{"freestyle", RULE_GOMOKU},
                  {"fiveormore", RULE_GOMOKU},
                  {"freestylegomoku", RULE_GOMOKU},
                  {"standard", RULE_GOMOKU_EXACT},
                  {"standardgomoku", RULE_GOMOKU_EXACT},
                  {"exactlyfive", RULE_GOMOKU_EXACT},
                  {"exactfive", RULE_GOMOKU_EXACT},
                  {"rif", RULE_RENJU}};
    for (size_t i = 0; i < sizeof OTHERS / sizeof OTHERS[0]; i++) {
        if (strcmp(key, OTHERS[i].key) == 0) {
            return rules_get(OTHERS[i].id);
        }
    }
    for (int id = 0; id < RULE_COUNT; id++) {
        const RuleSet *rs = rules_get((RuleId)id);
        char ours[40];
        size_t m = 0;
        for (const char *c = rs->name; *c && m + 1 < sizeof ours; c++) {
            if (*c != '-') {
                ours[m++] = *c;
            }
        }
        ours[m] = '\0';
        bool number = k > 0 && k <= 2 && rec_is_digit(key[0]) && rs->gomocup_rule >= 0 &&
                      atoi(key) == rs->gomocup_rule && (k == 1 || rec_is_digit(key[1]));
        if (strcmp(key, ours) == 0 || number) {
            return rs;
        }
    }
    return NULL;
}

static bool sgf_move(Sgf *s, Stone colour, const char *v, size_t n)
{
    Parser *p = s->p;
    int size = rec_board_size(p);
    Pos pos;
    if (!sgf_point(size, v, n, &pos)) {
        char prop[16];
        snprintf(prop, sizeof prop, "%c[%.8s]", colour == STONE_BLACK ? 'B' : 'W', v);
        return rec_fail(p, RECORD_R_SGF_OFF_BOARD, prop, REC_TOKEN_ALL,
                        REC_NUMS(rec_next_number(p), size, size));
    }
    if (s->nsetup == 0) {
        rec_choose_opening(p, pos);
    }
    if (!sgf_start(s)) {
        return false;
    }
    if (game_over(p->g) && p->info.foul_move == 0) {
        /* After a five the game's line goes on as RenLib's does: kept as it keeps it, and
         * counted, so that the load says so (they were hidden without a word, audit 28). */
        p->info.five_move = p->info.five_after++ == 0 ? p->g->nactions : p->info.five_move;
        if (!s->dead && !sgf_keep(s, pos)) {
            s->dead = true;
            p->info.lines_left_out++;
        }
        return true;
    }
    if (game_to_move(p->g) != colour && !game_over(p->g)) {
        char prop[16];
        snprintf(prop, sizeof prop, "%c[%.8s]", colour == STONE_BLACK ? 'B' : 'W', v);
        return rec_fail(p, RECORD_R_SGF_WRONG_COLOUR, prop, REC_TOKEN_ALL,
                        REC_NUMS(p->g->nactions + 1));
    }
    bool after_foul = p->info.foul_move > 0; /* counted, and kept as RenLib keeps it */
    if (after_foul && !s->dead && !sgf_keep(s, pos)) {
        s->dead = true; /* counted as the game's, left out */
    }
    int before = p->g->nactions;
    if (!rec_apply_stone(p, pos, 0) || !(after_foul || sgf_add_to_tree(s))) {
        return false;
    }
    s->stone_action = p->g->nactions > before ? p->g->nactions - 1 : -1;
    return true;
}

/* Text onto a comment (one being read: REVIEW_NOTE_BYTES + 1 bytes), cleaned, after a
 * newline when it has some already; true when some of it did not fit (or memory was
 * short). */
static bool add_note(char *note, const char *v, size_t vn)
{
    size_t had = strlen(note);
    size_t take = vn < SGF_NOTE_READ ? vn : SGF_NOTE_READ;
    char *both = malloc(had + 1 + take + 1);
    if (!both) {
        return true;
    }
    memcpy(both, note, had);
    both[had] = '\n';
    memcpy(both + had + (had > 0), v, take);
    bool cut = false;
    review_note_clean(both, had + (had > 0) + take, note, &cut);
    free(both);
    return cut;
}

/* Text onto node k's comment, as add_note (*cut counts text left out): false when the
 * tree's comments are full (or memory short), the comment as it was. */
static bool note_onto(Review *r, int k, const char *v, int *cut)
{
    char *note = malloc(REVIEW_NOTE_BYTES + 1);
    if (!note) {
        return false;
    }
    memcpy(note, r->nodes[k].note, strlen(r->nodes[k].note) + 1);
    *cut += add_note(note, v, strlen(v));
    bool ok = review_set_note(r, k, note, strlen(note)) == REVIEW_NOTE_OK;
    free(note);
    return ok;
}

/* The end of a node: its comment onto the node of the position reached (the game's
 * before the first stone; none on a side line no longer kept). */
static void sgf_node_note(Sgf *s)
{
    RecordInfo *info = &s->p->info;
    bool cut = s->note_cut;
    int nlabels = s->nlabels;
    bool marked = s->node_marked;
    bool old_letters = false;
    s->note_cut = false;
    s->nlabels = 0;
    s->node_marked = false;
    if (s->node < -1) { /* a kept stone's: its comment and letters kept with it */
        SgfKept *kp = &s->kept[-2 - s->node];
        /* RenLib's nodes as the kept stones are written hold no shapes, no mark here */
        info->marks_skipped += marked && !s->dead;
        for (int i = 0; i < nlabels && !s->dead; i++) {
            info->marks_skipped += (unsigned char)s->labels[i][0] < ' ';
        }
        if (s->note[0] && !s->dead && !kp->note) {
            size_t n = strlen(s->note) + 1;
            kp->note = malloc(n);
            if (kp->note) {
                memcpy(kp->note, s->note, n);
            }
        }
        if (nlabels > 0 && !s->dead && !kp->labels) {
            kp->labels = malloc((size_t)nlabels * sizeof *kp->labels);
            if (kp->labels) {
                memcpy(kp->labels, s->labels, (size_t)nlabels * sizeof *kp->labels);
                kp->nlabels = nlabels;
            }
        }
        info->notes_cut += cut;
        s->note[0] = '\0';
        return;
    }
    if (!s->tree_ready && !s->dead) {
        for (int i = 0; i < nlabels && s->nroot_labels < SGF_LABELS_MAX; i++) {
            memcpy(s->root_labels[s->nroot_labels++], s->labels[i], SGF_LABEL_READ);
        }
    }
    if (!s->note[0] || s->dead) {
        s->note[0] = '\0';
    } else if (!s->tree_ready) {
        cut = add_note(s->root_note, s->note, strlen(s->note)) || cut;
    } else {
        int cuts = 0;
        bool ok = note_onto(s->p->tree, s->node, s->note, &cuts);
        cut = cuts > 0 || cut;
        if (!ok) {
            info->notes_dropped++; /* the record's comments are full: not kept */
        } else {
            old_letters = s->ours; /* letters as our earlier builds wrote them, below */
        }
    }
    if (s->tree_ready && !s->dead) {
        sgf_labels(s, s->node, s->labels, nlabels); /* before those lines, as sgf_root */
        if (old_letters) {
            review_marks_from_note(s->p->tree, s->node);
        }
        s->p->tree->nodes[s->node].marked |= marked;
    } else if (!s->dead) {
        s->root_marked |= marked;
    }
    info->notes_cut += cut;
    s->note[0] = '\0';
}

/* One value of AB[] or AW[]: a point ("hh"), or SGF's compressed list of points, a
 * rectangle from one corner to the other ("hh:jh": hh ih jh), every point of it a stone
 * of colour c (checked as points when the game starts). False when it is neither, or
 * the set-up would hold more than a board's points. */
static bool sgf_setup_points(Sgf *s, const char *v, size_t vn, Stone c)
{
    bool rect = vn == 5 && v[2] == ':';
    if (vn != 2 && !rect) {
        return false;
    }
    char lo[2] = {v[0], v[1]}, hi[2] = {v[0], v[1]};
    for (int k = 0; rect && k < 2; k++) {
        char e = v[3 + k];
        if (lo[k] < 'a' || lo[k] > 'z' || e < 'a' || e > 'z') {
            return false;
        }
        lo[k] = e < lo[k] ? e : lo[k];
        hi[k] = e > hi[k] ? e : hi[k];
    }
    for (char y = lo[1]; y <= hi[1]; y++) {
        for (char x = lo[0]; x <= hi[0]; x++) {
            if (s->nsetup >= SGF_SETUP_MAX) {
                return false;
            }
            char *pt = s->setup[s->nsetup];
            pt[0] = x;
            pt[1] = y;
            pt[2] = '\0';
            s->setup_colour[s->nsetup++] = c;
        }
    }
    return true;
}

/* AB[] or AW[] of the first node: every value a stone of the set-up (made points, each
 * once, when the game starts: SZ[] and RU[] may follow in the node). */
static bool sgf_setup_property(Sgf *s, const char *id, size_t idn)
{
    Parser *p = s->p;
    long prop_at = (long)s->i;
    int nvalues = 0;
    if (s->nsetup == 0) {
        s->setup_at = prop_at;
    }
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len || p->data[s->i] != '[') {
            break;
        }
        char v[8];
        size_t vn = 0;
        if (!sgf_value(s, v, sizeof v, &vn, NULL)) {
            return false;
        }
        nvalues++;
        if (!sgf_setup_points(s, v, vn, id[1] == 'B' ? STONE_BLACK : STONE_WHITE)) {
            char prop[16];
            snprintf(prop, sizeof prop, "%.2s[%.8s]", id, v);
            p->offset = prop_at;
            return rec_fail(p, RECORD_R_SGF_SETUP_POINT, prop, REC_TOKEN_ALL,
                            REC_NUMS(rec_board_size(p), rec_board_size(p)));
        }
    }
    if (nvalues == 0) {
        p->offset = prop_at;
        return rec_fail(p, RECORD_R_SGF_NO_VALUE, id, idn, NULL);
    }
    return true;
}

/* An LB[] value ("hh:A") kept for the node's end (sgf_node_note). */
static void sgf_keep_label(Sgf *s, const char *v, size_t vn)
{
    if ((unsigned char)v[0] < ' ') {
        s->p->info.marks_skipped++; /* no point (an empty value, a control byte) */
        return;
    }
    if (s->nlabels == SGF_LABELS_MAX) {
        s->p->info.marks_over++; /* no room */
        return;
    }
    memcpy(s->labels[s->nlabels++], v, vn + 1);
}

/* A value of TR[], SQ[], CR[] or MA[]: its points (a value "hh", or a rectangle "hh:jh":
 * every point of it) kept for the node's end as shape entries of s->labels (sgf_labels);
 * a value that is neither is counted left out. */
static void sgf_keep_shape(Sgf *s, ReviewShape shape, const char *v, size_t vn)
{
    bool rect = vn == 5 && v[2] == ':';
    if (vn != 2 && !rect) {
        s->p->info.marks_skipped++;
        return;
    }
    char lo[2] = {v[0], v[1]}, hi[2] = {v[0], v[1]};
    for (int k = 0; rect && k < 2; k++) {
        char e = v[3 + k];
        lo[k] = e < lo[k] ? e : lo[k];
        hi[k] = e > hi[k] ? e : hi[k];
    }
    if (lo[0] < 'a' || lo[1] < 'a' || hi[0] > 'z' || hi[1] > 'z') {
        s->p->info.marks_skipped++; /* no point of any board */
        return;
    }
    int points = (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1);
    for (int y = lo[1]; y <= hi[1] && s->nlabels < SGF_LABELS_MAX; y++) {
        for (int x = lo[0]; x <= hi[0] && s->nlabels < SGF_LABELS_MAX; x++) {
            char *e = s->labels[s->nlabels++];
            e[0] = (char)shape;
            e[1] = (char)x;
            e[2] = (char)y;
            e[3] = '\0';
            points--;
        }
    }
    s->p->info.marks_over += points; /* past SGF_LABELS_MAX */
}

/* LB[] (shape NONE), TR[], SQ[], CR[] or MA[]: each value kept for the node's end, or
 * counted left out. RJA[] (shape SGF_DECIDE; a private property of ours): the game's
 * decisions after the node's stone, each a value, kept for the node's end. */
static bool sgf_mark_property(Sgf *s, int shape, const char *id, size_t idn)
{
    Parser *p = s->p;
    long prop_at = (long)s->i;
    int nvalues = 0;
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len || p->data[s->i] != '[') {
            break;
        }
        char v[SGF_VALUE_MAX];
        size_t vn = 0;
        if (!sgf_value(s, v, shape == SGF_DECIDE ? SGF_VALUE_MAX : SGF_LABEL_READ, &vn, NULL)) {
            return false;
        }
        nvalues++;
        if (shape == SGF_DECIDE) {
            s->decide_at = s->ndecide == 0 ? prop_at : s->decide_at;
            if (s->ndecide == SGF_DECIDE_MAX) {
                p->offset = prop_at;
                return rec_fail(p, RECORD_R_BAD_ACTION, v, vn, REC_NUMS(rec_next_number(p)));
            }
            memcpy(s->decide[s->ndecide++], v, vn + 1);
        } else if (shape == REVIEW_SHAPE_NONE) {
            sgf_keep_label(s, v, vn);
        } else {
            sgf_keep_shape(s, (ReviewShape)shape, v, vn);
        }
    }
    if (nvalues == 0) {
        p->offset = prop_at;
        return rec_fail(p, RECORD_R_SGF_NO_VALUE, id, idn, NULL);
    }
    return true;
}

/* RU[] as a rule set and an opening rule: a rule set's name (record_sgf_rule), or one
 * followed by an opening's ("renju Taraguchi-10", as sgf_write_rule writes it), or an
 * opening's alone (renju under it). NULL when it names none we know. */
static const RuleSet *sgf_rule_opening(const char *v, size_t n, OpeningId *opening)
{
    *opening = OPENING_FREE;
    const RuleSet *rs = record_sgf_rule(v, n);
    if (rs) {
        return rs;
    }
    size_t k = n; /* the last word */
    while (k > 0 && !rec_is_space(v[k - 1])) {
        k--;
    }
    char key[24];
    size_t m = 0;
    for (size_t i = k; i < n && m + 1 < sizeof key; i++) {
        if (v[i] != '-' && v[i] != '_') {
            key[m++] = rec_lower(v[i]);
        }
    }
    key[m] = '\0';
    OpeningId id = game_opening_find(key);
    if (id == OPENING_COUNT || id == OPENING_FREE) {
        return NULL;
    }
    while (k > 0 && rec_is_space(v[k - 1])) {
        k--;
    }
    rs = k == 0 ? rules_get(RULE_RENJU) : record_sgf_rule(v, k);
    *opening = rs ? id : OPENING_FREE;
    return rs;
}

/* One RJA[] value ("swap 0.914s", "propose a1 b2", "resign black 3s") played after the
 * node's stone (bare: in a node without one): an action in our text record's words that
 * places no stone (a stone is B[] or W[]), then its thinking time, if any. On the game's
 * line one that is none refuses the record; on a side line it ends that line. */
/* An RJA[] value's words (a copy into v, SGF_VALUE_MAX bytes): how many. */
#define SGF_DECISION_WORDS (GAME_PROPOSALS + 4)
static int split_decision(const char *value, char *v, char **words)
{
    snprintf(v, SGF_VALUE_MAX, "%s", value);
    int n = 0;
    for (char *w = v; *w && n < SGF_DECISION_WORDS;) {
        while (*w && rec_is_space(*w)) {
            *w++ = '\0';
        }
        if (*w) {
            words[n++] = w;
        }
        while (*w && !rec_is_space(*w)) {
            w++;
        }
    }
    return n;
}

static bool sgf_decide(Sgf *s, const char *value, bool bare)
{
    Parser *p = s->p;
    if (strcmp(value, SGF_NO_HELP) == 0) {
        p->info.no_help = true; /* a tournament game (RecordInfo.no_help) */
        return true;
    }
    char v[SGF_VALUE_MAX];
    char *words[SGF_DECISION_WORDS];
    int n = split_decision(value, v, words);
    Action a;
    int64_t ms = 0;
    bool ok = true;
    size_t tn = n > 1 ? strlen(words[n - 1]) : 0;
    if (tn > 1 && words[n - 1][tn - 1] == 's' && rec_is_digit(words[n - 1][0])) {
        size_t at = 0;
        ok = sgf_seconds(words[n - 1], tn - 1, &at, &ms) && at == tn - 1 &&
             ms <= RECORD_TIME_MAX_MS;
        n--;
    }
    if (!ok || n == 0 || game_action_read(words, n, rec_board_size(p), &a, NULL) != n ||
        rec_places_ply(a.kind)) {
        return !s->in_main ? sgf_side_lost(s)
                           : rec_fail(p, RECORD_R_BAD_ACTION, value, REC_TOKEN_ALL,
                                      REC_NUMS(rec_next_number(p)));
    }
    a.time_ms = (int32_t)ms;
    if (!s->in_main) {
        return game_apply(p->g, &a, NULL) ? sgf_add_to_tree(s) : sgf_side_lost(s);
    }
    if (!bare && (a.kind == ACTION_RESIGN || a.kind == ACTION_DRAW || a.kind == ACTION_TIMEOUT)) {
        s->end = a; /* the other lines from the last stone are its alternatives */
        s->has_end = true;
        return true;
    }
    return rec_apply(p, &a) && sgf_add_to_tree(s);
}

/* A BL[] (c 0) or WL[] value and its OB[] or OW[] (has_over) as a clock reading; false
 * (the first such named in RecordInfo.header_dropped) when it is none: no number of
 * seconds, past a day, periods not 1..CLOCK_MAX_PERIODS. */
static bool sgf_left_value(Sgf *s, int c, SgfLeft *out)
{
    const char *v = s->left[c];
    size_t n = strlen(v), i = 0;
    bool ok = n + 1 < SGF_CLOCK_READ && sgf_seconds(v, n, &i, &out->ms) && sgf_rest_is(v, n, i, "");
    long periods = 0;
    if (ok && s->has_over[c]) {
        const char *o = s->over[c];
        size_t on = strlen(o), k = 0;
        ok = rec_read_uint(o, on, &k, 2, &periods) && k == on && periods >= 1 &&
             periods <= CLOCK_MAX_PERIODS;
    }
    out->periods = (int)periods;
    if (!ok && !s->p->info.header_dropped[0]) {
        char said[2 * SGF_CLOCK_READ + 8];
        snprintf(said, sizeof said, "%cL[%s]%s%s%s", c == 0 ? 'B' : 'W', v,
                 s->has_over[c] ? (c == 0 ? "OB[" : "OW[") : "", s->has_over[c] ? s->over[c] : "",
                 s->has_over[c] ? "]" : "");
        rec_copy_name(s->p->info.header_dropped, said, strlen(said));
    }
    return ok;
}

/* The end of a node: the clock reading after its stone on the game's line kept for
 * sgf_times (under the colour its mover held), then its decisions played, on any line
 * (each line's own: a side line may decline a swap the game took). A node without a stone
 * (bare) is its decisions': its comment and marks are its first decision's, put on after
 * it (sgf_node_note), else the caller has put them on its stone's. */
static bool sgf_node_end(Sgf *s, bool bare)
{
    Parser *p = s->p;
    int at = s->stone_action;
    s->stone_action = -1;
    if (s->has_pick_left) { /* RJL[secs] or RJL[secs periods]: as WL[secs]OW[periods] */
        const char *v = s->pick_left;
        const char *gap = strchr(v, ' ');
        size_t n = gap ? (size_t)(gap - v) : strlen(v);
        snprintf(s->left[1], SGF_CLOCK_READ, "%.*s", (int)n, v);
        snprintf(s->over[1], SGF_CLOCK_READ, "%s", gap ? gap + 1 : "");
        s->has_left[1] = true;
        s->has_over[1] = gap != NULL;
        s->has_pick_left = false;
    }
    for (int c = 0; c < 2; c++) {
        SgfLeft l = {true, 0, c == 0 ? STONE_BLACK : STONE_WHITE, 0, 0};
        if (s->has_left[c] && sgf_left_value(s, c, &l) && at >= 0 && s->in_main && !s->dead) {
            l.player = p->g->first_colour == l.colour ? 0 : 1;
            if (l.player == p->g->actor[at]) {
                s->lefts[at] = l;
            }
        }
        s->has_left[c] = s->has_over[c] = false;
    }
    int n = s->ndecide;
    s->ndecide = 0;
    if (n == 0 || s->dead || s->node < -1) { /* a dead line's, or after the game's end */
        if (bare) {
            sgf_node_note(s);
        }
        return true;
    }
    if (!sgf_start(s)) {
        return false;
    }
    for (int i = 0; i < n && !s->dead; i++) {
        p->offset = s->decide_at; /* a refusal's place */
        if (!sgf_decide(s, s->decide[i], bare)) {
            return false;
        }
        if (bare && i == 0) { /* refused: its comment goes with the line */
            sgf_node_note(s);
        }
    }
    return true;
}

/* A property left out (unknown, game information without a field, no SGF name): named
 * once in RecordInfo.sgf_props_skipped. The ones read, and those that only say how a
 * file is laid out or shown, are not. */
static void sgf_skipped(Sgf *s, const char *id, size_t idn)
{
    static const char *const READ[] = {"b",  "w",  "c",  "gc", "n",  "lb", "tr", "sq", "cr", "ma",
                                       "ho", "ab", "aw", "pl", "ru", "sz", "pb", "pw", "ev", "dt",
                                       "re", "tm", "ot", "bl", "wl", "ob", "ow", "ap", "gm", "ff",
                                       "ca", "st", "vw", "fg", "pm", "mn", "rjl"};
    for (size_t k = 0; k < sizeof READ / sizeof READ[0]; k++) {
        if (rec_word_is(id, idn, READ[k])) {
            return;
        }
    }
    char *list = s->p->info.sgf_props_skipped;
    size_t len = strlen(list);
    for (size_t at = 0; at < len;) { /* named once */
        size_t end = at;
        while (end < len && list[end] != ' ') {
            end++;
        }
        if (end - at == idn && memcmp(list + at, id, idn) == 0) {
            return;
        }
        at = end + 1;
    }
    if (len >= 3 && strcmp(list + len - 3, "...") == 0) {
        return;
    }
    char name[16];
    snprintf(name, sizeof name, "%.*s", (int)(idn < 8 ? idn : 8), id);
    for (char *c = name; *c; c++) { /* a name's bytes are letters and digits */
        *c = rec_is_letter(*c) || rec_is_digit(*c) ? *c : '?';
    }
    if (len + 1 + strlen(name) + 4 < RECORD_NAME_MAX) {
        snprintf(list + len, RECORD_NAME_MAX - len, "%s%s", len ? " " : "", name);
    } else {
        snprintf(list + len, RECORD_NAME_MAX - len, " ...");
    }
}

/* Game information of another program's we have no field for (a place, a round, the
 * players' ranks...): kept as read in RecordInfo.sgf_info, written back (fix33b: they were
 * left out, named). False for another property, or one past the room or given twice (then
 * named as left out). */
static bool sgf_info_property(Sgf *s, const char *id, size_t idn, const char *v, size_t vn)
{
    static const char *const INFO[] = {"an", "br", "bt", "cp", "gn", "on",
                                       "pc", "ro", "so", "us", "wr", "wt"};
    bool info = false;
    for (size_t k = 0; k < sizeof INFO / sizeof INFO[0]; k++) {
        info = info || rec_word_is(id, idn, INFO[k]);
    }
    if (!info) {
        return false;
    }
    char name[4] = {id[0], id[1], '\0', '\0'};
    if (s->charset <= LIB_UTF8 && text_utf8_valid(v, vn)) {
        return record_sgf_info_add(&s->p->info, name, v, vn);
    }
    char utf8[3 * SGF_VALUE_MAX + 1];
    size_t un = rec_text_utf8(s->p, v, vn, s->charset, utf8);
    return record_sgf_info_add(&s->p->info, name, utf8, un);
}

/* Skips a property's values at s->i (the first '['). */
static bool sgf_skip_property(Sgf *s)
{
    for (;;) {
        sgf_ws(s);
        if (s->i >= s->p->len || s->p->data[s->i] != '[') {
            return true;
        }
        char skip[2];
        size_t n = 0;
        if (!sgf_value(s, skip, sizeof skip, &n, NULL)) {
            return false;
        }
    }
}

static bool sgf_property_value(Sgf *s, const char *id, size_t idn, bool is_note, char *value,
                               size_t value_cap);

static bool sgf_property(Sgf *s, const char *id, size_t idn)
{
    Parser *p = s->p;
    ReviewShape shape = review_shape_from_sgf(id, idn);
    if (shape != REVIEW_SHAPE_NONE || rec_word_is(id, idn, "lb")) {
        return sgf_mark_property(s, shape, id, idn);
    }
    if (rec_word_is(id, idn, "rja")) {
        return sgf_mark_property(s, SGF_DECIDE, id, idn);
    }
    s->node_marked |= rec_word_is(id, idn, "ho"); /* its value read below */
    bool set_up = rec_word_is(id, idn, "ab") || rec_word_is(id, idn, "aw");
    if (set_up && s->nodes == 1 && s->in_main && !p->started) {
        return sgf_setup_property(s, id, idn);
    }
    /* GC[] (the game's comment) and N[] (a node's name): text kept as the node's comment */
    bool is_note = rec_word_is(id, idn, "c") || rec_word_is(id, idn, "gc") ||
                   rec_word_is(id, idn, "n");
    char small[SGF_VALUE_MAX];
    char *value = is_note ? malloc(SGF_NOTE_READ) : small;
    size_t value_cap = is_note ? SGF_NOTE_READ : SGF_VALUE_MAX;
    if (!value) {
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    bool ok = sgf_property_value(s, id, idn, is_note, value, value_cap);
    if (value != small) {
        free(value);
    }
    return ok;
}

/* sgf_property with a buffer for its value (cap bytes). */
static bool sgf_property_value(Sgf *s, const char *id, size_t idn, bool is_note, char *value,
                               size_t value_cap)
{
    Parser *p = s->p;
    bool set_up = rec_word_is(id, idn, "ab") || rec_word_is(id, idn, "aw");
    char *v = value;
    size_t vn = 0;
    int nvalues = 0;
    long prop_at = (long)s->i;
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len || p->data[s->i] != '[') {
            break;
        }
        /* Only single-value properties matter here; later values are skipped. */
        char skip[2];
        size_t skipn = 0;
        size_t cap = value_cap;
        bool *lost = is_note && nvalues == 0 ? &s->note_cut : NULL;
        if (!(nvalues == 0 ? sgf_value(s, v, cap, &vn, lost)
                           : sgf_value(s, skip, 2, &skipn, NULL))) {
            return false;
        }
        nvalues++;
    }
    if (nvalues == 0) {
        p->offset = prop_at;
        return rec_fail(p, RECORD_R_SGF_NO_VALUE, id, idn, NULL);
    }
    if (is_note && vn + 1 >= value_cap) { /* read in part: a character may be cut */
        vn = rec_utf8_uncut(v, vn);
    }
    if (is_note && (s->charset > LIB_UTF8 || !text_utf8_valid(v, vn))) { /* another code page */
        char *utf8 = malloc(3 * vn + 1);
        if (!utf8) {
            return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
        }
        size_t un = rec_text_utf8(p, v, vn, s->charset, utf8);
        s->note_cut = add_note(s->note, utf8, un) || s->note_cut;
        free(utf8);
        return true;
    }
    if (is_note) {
        s->note_cut = add_note(s->note, v, vn) || s->note_cut;
        return true;
    }
    if (rec_word_is(id, idn, "rje")) {
        /* RJE[] (ours): the game ends on this node, the variations after it are other
         * lines (as an empty first variation "(;)" says, which other readers show) */
        if (s->in_main && s->depth > 0) {
            s->open[s->depth - 1].nsub++;
        }
        return true;
    }
    bool is_move = rec_word_is(id, idn, "b") || rec_word_is(id, idn, "w");
    s->node_stone |= is_move;
    if (!s->in_main) {
        /* A side line's stones go into the tree; its other properties are read for
         * their syntax only, its set-up stones left out and said (they were silently). */
        s->line_moves += is_move;
        SgfOpen *o = &s->open[s->depth - 1];
        if (is_move && o->first == POS_NONE && !sgf_point(rec_board_size(p), v, vn, &o->first)) {
            o->first = POS_NONE;
        }
        if (is_move && nvalues == 1) {
            return sgf_side_move(s, id[0] == 'B' ? STONE_BLACK : STONE_WHITE, v, vn);
        }
        if (set_up && s->setup_skip_node != s->nodes) {
            s->setup_skip_node = s->nodes;
            p->info.sgf_setup_side_after = p->info.sgf_setup_side++ == 0
                                               ? s->line_moves
                                               : p->info.sgf_setup_side_after;
        }
        if (is_move && !s->dead) { /* several values: not a stone we can keep */
            return sgf_side_cut(s);
        }
        if (!set_up && !is_move && !s->dead) {
            sgf_skipped(s, id, idn);
        }
        return true;
    }
    p->offset = prop_at;
    if (is_move && nvalues > 1) {
        return rec_fail(p, RECORD_R_SGF_SEVERAL_VALUES, NULL, 0, NULL);
    }
    if (is_move) { /* a side line branching after it counts its moves from here */
        if (!sgf_move(s, id[0] == 'B' ? STONE_BLACK : STONE_WHITE, v, vn)) {
            return false;
        }
        s->line_moves = s->stone_action >= 0 ? p->g->nactions : s->line_moves + 1;
        return true;
    }
    if (rec_word_is(id, idn, "ab") || rec_word_is(id, idn, "aw")) {
        /* A later node's set-up: left out, the game read and the node said (it refused
         * the whole file, audit 31b C6). */
        int after = p->started ? p->g->nactions : 0;
        if (s->setup_skip_node != s->nodes) {
            s->setup_skip_node = s->nodes;
            p->info.sgf_setup_after = p->info.sgf_setup_skipped++ == 0 ? after
                                                                       : p->info.sgf_setup_after;
        }
        return true;
    }
    if (rec_word_is(id, idn, "gm") && strcmp(v, "4") != 0) {
        return rec_fail(p, RECORD_R_SGF_NOT_GOMOKU, v, vn < 8 ? vn : 8, NULL);
    }
    if (rec_word_is(id, idn, "sz") || rec_word_is(id, idn, "ru")) {
        if (p->started) {
            return rec_fail(p, RECORD_R_SGF_AFTER_FIRST, id, idn, NULL);
        }
        if (id[0] == 'R') {
            OpeningId opening = OPENING_FREE;
            const RuleSet *rs = sgf_rule_opening(v, vn, &opening);
            p->rules = rs ? rs : p->rules; /* a name we do not know: the reader's rules */
            s->has_ru = true;
            p->opening = opening;
            p->info.rule_unknown[0] = '\0';
            if (!rs && vn > 0) { /* said by the caller (renju-cli's warning, a notice) */
                rec_copy_name(p->info.rule_unknown, v, vn);
            }
            return true;
        }
        size_t k = 0;
        long w = 0;
        long h = 0;
        bool ok = rec_read_uint(v, vn, &k, 3, &w);
        h = w;
        if (ok && k < vn && v[k] == ':') {
            k++;
            ok = rec_read_uint(v, vn, &k, 3, &h);
        }
        if (!ok || k != vn || w < 1 || h < 1) {
            return rec_fail(p, RECORD_R_SGF_BAD_SIZE, v, vn, NULL);
        }
        if (w != h) {
            return rec_fail(p, RECORD_R_SGF_NOT_SQUARE, v, vn, NULL);
        }
        s->size = w;
        return true;
    }
    if (rec_word_is(id, idn, "pb")) {
        rec_copy_text(p, p->info.black, v, vn, s->charset);
    } else if (rec_word_is(id, idn, "pw")) {
        rec_copy_text(p, p->info.white, v, vn, s->charset);
    } else if (rec_word_is(id, idn, "ev")) {
        rec_copy_text(p, p->info.event, v, vn, s->charset);
    } else if (rec_word_is(id, idn, "dt")) {
        rec_copy_text(p, p->info.date, v, vn, s->charset);
    } else if (rec_word_is(id, idn, "re")) {
        memcpy(s->result, v, vn + 1);
    } else if (rec_word_is(id, idn, "tm") || rec_word_is(id, idn, "ot")) {
        bool tm = id[0] == 'T'; /* an empty one says nothing */
        memcpy(tm ? s->tm : s->ot, v, vn + 1);
        *(tm ? &s->has_tm : &s->has_ot) = vn > 0;
    } else if (rec_word_is(id, idn, "bl") || rec_word_is(id, idn, "wl") ||
               rec_word_is(id, idn, "ob") || rec_word_is(id, idn, "ow")) {
        int c = id[0] == 'B' || id[1] == 'B' ? 0 : 1; /* kept for the node's end */
        bool left = id[1] == 'L';
        char *to = left ? s->left[c] : s->over[c];
        size_t keep = vn < SGF_CLOCK_READ - 1 ? vn : SGF_CLOCK_READ - 1; /* longer: no time */
        memcpy(to, v, keep);
        to[keep] = '\0';
        *(left ? &s->has_left[c] : &s->has_over[c]) = true;
    } else if (rec_word_is(id, idn, "rjl")) {
        size_t keep = vn < SGF_CLOCK_READ - 1 ? vn : SGF_CLOCK_READ - 1; /* longer: no time */
        snprintf(s->pick_left, sizeof s->pick_left, "%.*s", (int)keep, v);
        s->has_pick_left = true;
    } else if (rec_word_is(id, idn, "rjo")) {
        s->own_labels = true; /* the node's letters are its own (write_proposal_labels) */
    } else if (rec_word_is(id, idn, "ap")) {
        s->ours = rec_starts_with(v, vn, "Renju");
    } else if (rec_word_is(id, idn, "pl") && s->nodes == 1) {
        Stone side = vn != 1                      ? STONE_EMPTY
                     : v[0] == 'W' || v[0] == 'w' ? STONE_WHITE
                     : v[0] == 'B' || v[0] == 'b' ? STONE_BLACK
                                                  : STONE_EMPTY;
        if (side == STONE_EMPTY) { /* was ignored, the counts deciding (audit 31b C6) */
            return rec_fail(p, RECORD_R_SGF_PL_BAD, v, vn < 8 ? vn : 8, NULL);
        }
        if (s->to_move != STONE_EMPTY) { /* the last one won */
            return rec_fail(p, RECORD_R_SGF_PL_TWICE, NULL, 0, NULL);
        }
        s->to_move = side;
    } else if (!sgf_info_property(s, id, idn, v, vn)) {
        sgf_skipped(s, id, idn);
    }
    return true;
}

/* The letters A, B, C... our writer puts on the points a node's RJA[] proposes
 * (write_proposal_labels) are the proposals shown, no letters of the node's: taken out of
 * its LB[] values, all of them or, when one is missing, none (the node's own); none when
 * RJO[] says the node's letters are all its own (fix34c: a player's own A, B, C... on the
 * proposed points in order were read as the proposals' and lost). */
static void sgf_unlabel(Sgf *s)
{
    int size = rec_board_size(s->p);
    bool own = s->own_labels;
    s->own_labels = false;
    if (own) {
        return;
    }
    for (int d = 0; d < s->ndecide; d++) {
        char v[SGF_VALUE_MAX];
        char *words[SGF_DECISION_WORDS];
        int n = split_decision(s->decide[d], v, words);
        Action a;
        if (n < 2 || strcmp(words[0], "propose") != 0 ||
            game_action_read(words, n, size, &a, NULL) < 1 || a.kind != ACTION_PROPOSE) {
            continue;
        }
        int at[GAME_PROPOSALS];
        int found = 0;
        for (int j = 0; j < a.nproposals && j < 26; j++) {
            char want[8];
            snprintf(want, sizeof want, "%c%c:%c", 'a' + pos_x(a.proposals[j]),
                     'a' + (size - 1 - pos_y(a.proposals[j])), 'A' + j);
            at[j] = -1;
            for (int k = 0; k < s->nlabels && at[j] < 0; k++) {
                at[j] = strcmp(s->labels[k], want) == 0 ? k : -1;
            }
            found += at[j] >= 0;
        }
        if (found != a.nproposals) {
            continue;
        }
        int kept = 0;
        for (int k = 0; k < s->nlabels; k++) {
            bool shown = false;
            for (int j = 0; j < a.nproposals; j++) {
                shown = shown || at[j] == k;
            }
            if (!shown && kept != k) {
                memcpy(s->labels[kept], s->labels[k], sizeof s->labels[k]);
            }
            kept += !shown;
        }
        s->nlabels = kept;
    }
}

static bool sgf_node(Sgf *s)
{
    Parser *p = s->p;
    s->i++; /* ';' */
    s->nodes++;
    for (;;) {
        sgf_ws(s);
        if (s->i >= p->len) {
            return sgf_fail_here(s, RECORD_R_SGF_NOT_CLOSED);
        }
        char c = p->data[s->i];
        if (c == ';' || c == '(' || c == ')') {
            sgf_unlabel(s); /* the proposals' letters are our writer's */
            /* A node without a stone but with decisions (not the first node, whose
             * comment is the game's): its comment is its first decision's. */
            bool bare = !s->node_stone && s->ndecide > 0 && s->nodes > 1;
            s->node_stone = false;
            if (!bare) {
                sgf_node_note(s);
            }
            /* The first node read: its set-up stones start the game's line. */
            return (s->nodes > 1 || s->nsetup == 0 || p->started || sgf_start(s)) &&
                   sgf_node_end(s, bare);
        }
        size_t id_at = s->i;
        char id[8];
        size_t idn = 0;
        bool digit = false;
        /* FF[3] idents may carry lower-case letters, which do not count; FF[1-3] ones
         * may be lower case whole ("b[hh]": B). A name with a digit (RenLib's 5A[]) is
         * no SGF name: skipped with its values, and named. */
        while (s->i < p->len && (rec_is_letter(p->data[s->i]) || rec_is_digit(p->data[s->i]))) {
            char ch = p->data[s->i++];
            digit |= rec_is_digit(ch);
            if (ch >= 'A' && ch <= 'Z') {
                if (idn == sizeof id) {
                    s->i = id_at;
                    return sgf_fail_here(s, RECORD_R_SGF_NAME_TOO_LONG);
                }
                id[idn++] = ch;
            }
        }
        size_t after = s->i;
        sgf_ws(s);
        bool valued = s->i < p->len && p->data[s->i] == '[';
        s->i = after;
        if (idn == 0 && !digit && valued && after - id_at <= sizeof id) {
            for (size_t k = id_at; k < after; k++) { /* lower case whole: FF[1-3]'s */
                id[idn++] = (char)(p->data[k] - 'a' + 'A');
            }
        }
        if (digit && valued && s->i > id_at) {
            if (!sgf_skip_property(s)) {
                return false;
            }
            sgf_skipped(s, p->data + id_at, after - id_at);
            continue;
        }
        if (digit) {
            s->i = id_at; /* a name with a digit and no value: as ever, refused */
        }
        if (idn == 0) {
            if (s->i > id_at) {
                s->i = id_at;
                return sgf_fail_here(s, RECORD_R_SGF_NAME_LOWER);
            }
            unsigned char uc = (unsigned char)c;
            s->p->offset = (long)s->i;
            if (uc >= 0x20 && uc < 0x7F) {
                return rec_fail(p, RECORD_R_UNEXPECTED_CHAR, &c, 1, NULL);
            }
            return rec_fail(p, RECORD_R_UNEXPECTED_BYTE, NULL, 0, REC_NUMS(uc));
        }
        if (!sgf_property(s, id, idn)) {
            return false;
        }
    }
}

/* Opens the game tree at s->i (which is '('), nested in the open one (if any): the first
 * tree nested in the game's own line continues it, the others are side lines. */
static bool sgf_open(Sgf *s)
{
    Parser *p = s->p;
    if (s->depth == SGF_MAX_DEPTH) {
        return sgf_fail_here(s, RECORD_R_SGF_TOO_DEEP);
    }
    SgfOpen *parent = s->depth > 0 ? &s->open[s->depth - 1] : NULL;
    bool main = !parent || (parent->main && parent->nsub == 0);
    if (parent) {
        parent->nsub++;
    }
    s->open[s->depth++] = (SgfOpen){s->node, main, s->dead, 0, s->line_moves, POS_NONE};
    s->in_main = main;
    s->i++; /* '(' */
    sgf_ws(s);
    if (s->i >= p->len || p->data[s->i] != ';') {
        return sgf_fail_here(s, RECORD_R_SGF_NO_NODE);
    }
    return true;
}

/* Closes the innermost open tree: back to the position where it began (the last one
 * closed leaves the position for rec_sgf_parse to settle). */
static bool sgf_close(Sgf *s)
{
    Parser *p = s->p;
    SgfOpen *closed = &s->open[--s->depth];
    s->i++; /* ')' */
    s->dead = closed->dead;
    s->line_moves = closed->moves;
    s->in_main = s->depth > 0 && s->open[s->depth - 1].main;
    if (s->depth > 0 && closed->start < -1) {
        s->node = closed->start; /* among kept stones: no position to go back to */
        return true;
    }
    if (s->depth > 0 && s->node != closed->start) {
        s->node = closed->start;
        p->tree->current = s->node;
        return review_position(p->tree, p->g);
    }
    return true;
}

/* The first game tree of the collection at s->i (which is '('), with its nested trees,
 * as a loop over a stack of open trees. */
static bool sgf_game_tree(Sgf *s)
{
    Parser *p = s->p;
    if (!sgf_open(s)) {
        return false;
    }
    while (s->depth > 0) {
        sgf_ws(s);
        if (s->i >= p->len) {
            return sgf_fail_here(s, RECORD_R_SGF_NOT_CLOSED);
        }
        char c = p->data[s->i];
        bool ok;
        if (c == ';' && s->open[s->depth - 1].nsub == 0) {
            ok = sgf_node(s);
        } else if (c == '(') {
            ok = sgf_open(s);
        } else if (c == ')') {
            ok = sgf_close(s);
        } else {
            ok = sgf_fail_here(s, RECORD_R_SGF_EXPECTED_PAREN);
        }
        if (!ok) {
            return false;
        }
    }
    return true;
}

/* What a foul's node says first in C[] ("white wins (black's foul: g8)", our text record's
 * result line), into buf: its length. */
static size_t sgf_foul_said(const Game *g, char *buf, size_t cap)
{
    game_result_text(g, buf, cap);
    if (buf[0] >= 'a' && buf[0] <= 'z') {
        buf[0] = (char)(buf[0] - 'a' + 'A');
    }
    return strlen(buf);
}

/* A game that ends on a foul: the words our writer put before the foul node's comment
 * (sgf_foul_said) are no comment of the player's, taken off again (the foul is read from
 * the stone itself, as another program's file holds it). */
static void sgf_unsay_foul(Sgf *s)
{
    Parser *p = s->p;
    if (p->g->reason != REASON_FOUL || s->node <= 0 || !p->tree) {
        return;
    }
    char said[SGF_FOUL_SAID];
    size_t n = sgf_foul_said(p->g, said, sizeof said);
    const char *note = p->tree->nodes[s->node].note;
    if (strncmp(note, said, n) != 0 || (note[n] != '\0' && note[n] != '\n')) {
        return;
    }
    const char *rest = note + n + (note[n] == '\n');
    char *keep = malloc(strlen(rest) + 1);
    if (keep) {
        memcpy(keep, rest, strlen(rest) + 1);
        review_set_note(p->tree, s->node, keep, strlen(keep));
        free(keep);
    }
}

/* RE[]: a resignation, a loss on time or an agreed draw, which SGF does not hold as a
 * move ("B+R", "W+T", "0"), ends the game. */
static bool sgf_result(Sgf *s)
{
    Parser *p = s->p;
    if (!game_over(p->g)) {
        Action a;
        memset(&a, 0, sizeof a);
        const char *re = s->result;
        char who = rec_lower(re[0]); /* "b+r" as "B+R" (audit 32a B8) */
        bool timeout = re[1] == '+' && rec_lower(re[2]) == 't';
        if ((who == 'b' || who == 'w') && re[1] == '+' && (rec_lower(re[2]) == 'r' || timeout)) {
            a.kind = timeout ? ACTION_TIMEOUT : ACTION_RESIGN;
            a.colour = who == 'b' ? STONE_WHITE : STONE_BLACK;
            return rec_apply(p, &a) && sgf_add_to_tree(s);
        }
        if (strcmp(re, "0") == 0 || rec_word_is(re, strlen(re), "draw")) {
            a.kind = ACTION_DRAW;
            return rec_apply(p, &a) && sgf_add_to_tree(s);
        }
    }
    /* A winner the game does not show: without a reason ("B+", a record stopped before
     * the end) of an unfinished game, kept as written for an SGF save (our games hold no
     * result without its reason); another reason ("B+F") or against the moves' result,
     * left out. Both are said. */
    const char *re = s->result;
    GameResult named = re[0] == 'B' || re[0] == 'b'   ? RESULT_BLACK_WINS
                       : re[0] == 'W' || re[0] == 'w' ? RESULT_WHITE_WINS
                                                      : RESULT_NONE;
    if (named != RESULT_NONE && re[1] == '+' && !re[2] && p->g->result == RESULT_NONE) {
        rec_copy_name(p->info.result_kept, re, strlen(re));
        p->info.result_kept[0] = named == RESULT_BLACK_WINS ? 'B' : 'W';
        p->info.result_kept_for = record_moves_key(p->g); /* these moves' only */
    } else if (named != RESULT_NONE && re[1] == '+' && p->g->result != named) {
        rec_copy_name(p->info.result_dropped, re, strlen(re));
    }
    return true;
}

/* Skims the game tree at d[*i] (which is '('), brackets and values only, never read:
 * false when it is cut short; else *i is past its ')'. */
static bool skim_tree(const char *d, size_t n, size_t *i)
{
    int depth = 0;
    for (; *i < n; (*i)++) {
        if (d[*i] == '[') { /* a value, to its ']' (escaped ones skipped) */
            for ((*i)++; *i < n && d[*i] != ']'; (*i)++) {
                *i += d[*i] == '\\';
            }
        } else if (d[*i] == '(') {
            depth++;
        } else if (d[*i] == ')' && --depth == 0) {
            (*i)++;
            return true;
        }
    }
    return false;
}

/* After the game's tree: how many game trees the collection holds in all and whether
 * text that is none follows them. */
static void sgf_rest(Sgf *s)
{
    const char *d = s->p->data;
    size_t n = s->p->len;
    size_t i = s->i;
    s->p->info.sgf_games = 1;
    s->p->info.sgf_game = 1;
    for (;;) {
        while (i < n && rec_is_space(d[i])) {
            i++;
        }
        if (i >= n) {
            return;
        }
        if (d[i] != '(' || !skim_tree(d, n, &i)) { /* no tree, or one cut short */
            s->p->info.sgf_trailing = true;
            return;
        }
        s->p->info.sgf_games++;
    }
}

bool rec_sgf_skim(const char *d, size_t n, size_t *i) { return skim_tree(d, n, i); }

/* The game trees of d[0..n) skimmed: the offset of game `game` (1-based; -1 when fewer),
 * the first cap offsets into at, their count into *games. */
static long game_starts(const char *d, size_t n, int game, long *at, int cap, int *games)
{
    size_t i = 0;
    long found = -1;
    *games = 0;
    if (n >= 3 && memcmp(d, "\xEF\xBB\xBF", 3) == 0) {
        i = 3;
    }
    for (;;) {
        while (i < n && rec_is_space(d[i])) {
            i++;
        }
        if (i >= n || d[i] != '(') {
            return found;
        }
        if (*games < cap) {
            at[*games] = (long)i;
        }
        if (++*games == game) {
            found = (long)i;
        }
        if (!skim_tree(d, n, &i)) {
            return found;
        }
    }
}

long rec_sgf_game_offset(const char *d, size_t n, int game, int *games)
{
    return game_starts(d, n, game, NULL, 0, games);
}

int record_sgf_game_starts(const char *data, size_t len, long *at, int cap)
{
    int games;
    game_starts(data, len, 0, at, cap, &games);
    return games;
}

/* A kept node's child as RenLib writes it: a kept stone (kept >= 0) with the letter on its
 * point before it (label, or NULL), or a label node (kept -1): a letter alone. */
typedef struct SgfKid {
    int kept;
    Pos pos;
    const char *label;
} SgfKid;

typedef struct SgfKids {
    SgfKid *kid;
    int n;
} SgfKids;

/* The children of kept stone x (-1: of root) as RenLib's nodes: its stones in the file's
 * order, then the letters (values "hh:A") no stone of them carries as label nodes. */
static bool sgf_kids(const Sgf *s, int root, int x, char (*labels)[SGF_LABEL_READ], int nlabels,
                     const ReviewMark *marks, int nmarks, SgfKids *out)
{
    int cap = nlabels + nmarks;
    int from = x >= 0 ? s->kfirst[x] : 0;
    for (int i = from; i >= 0 && i < s->nkept; i = x >= 0 ? s->knext[i] : i + 1) {
        cap += s->kept[i].root == root && s->kept[i].parent == x;
    }
    out->n = 0;
    out->kid = malloc((size_t)(cap > 0 ? cap : 1) * sizeof *out->kid);
    if (!out->kid) {
        return false;
    }
    for (int i = from; i >= 0 && i < s->nkept; i = x >= 0 ? s->knext[i] : i + 1) {
        if (s->kept[i].root == root && s->kept[i].parent == x) {
            out->kid[out->n++] = (SgfKid){i, s->kept[i].pos, NULL};
        }
    }
    int stones = out->n;
    for (int l = 0; l < nlabels + nmarks; l++) {
        Pos pos;
        const char *text;
        if (l < nmarks) {
            pos = marks[l].pos;
            text = marks[l].text;
        } else {
            const char *v = labels[l - nmarks];
            if (strlen(v) < 4 || v[2] != ':' || strlen(v + 3) >= REVIEW_MARK_TEXT ||
                !sgf_point(rec_board_size(s->p), v, 2, &pos) || pos == POS_PASS) {
                continue;
            }
            text = v + 3;
        }
        bool on_stone = false;
        for (int k = 0; k < stones && !on_stone; k++) {
            if (out->kid[k].pos == pos && !out->kid[k].label) {
                out->kid[k].label = text;
                on_stone = true;
            }
        }
        if (!on_stone) {
            out->kid[out->n++] = (SgfKid){-1, pos, text};
        }
    }
    return true;
}

/* One RenLib node: a kept stone or a label node, its flags, texts. */
static void sgf_kept_node(Out *o, const Sgf *s, const SgfKid *k, bool sibling, bool leaf)
{
    const char *note = k->kept >= 0 ? s->kept[k->kept].note : NULL;
    Pos pos = k->pos;
    unsigned char node[2];
    node[0] = (unsigned char)(pos == POS_PASS
                                  ? 0
                                  : (pos_x(pos) + 1) | ((BOARD_STANDARD - 1 - pos_y(pos)) << 4));
    node[1] = (unsigned char)((sibling ? LIB_SIBLING : 0) | (leaf ? LIB_LEAF : 0) |
                              (note && note[0] ? LIB_COMMENT : 0) | (k->label ? LIB_EXTENSION : 0) |
                              (k->kept < 0 ? LIB_NO_MOVE : 0));
    rec_out_bytes(o, node, 2);
    if (k->label) {
        rec_out_bytes(o, (const unsigned char[]){0, LIB_BOARD_TEXT}, 2);
    }
    if (note && note[0]) {
        rec_lib_write_text(o, note, rec_lib_text_page(note), false);
    }
    if (k->label) {
        rec_lib_write_text(o, k->label, rec_lib_text_page(k->label), false);
    }
}

typedef struct SgfKeptFrame {
    SgfKids kids;
    int next;
} SgfKeptFrame;

/* The stones kept after review node root, as RenLib's nodes onto it (review_keep); its
 * own letters go with them as label nodes, as a RenLib file has them. Returns the
 * stones, or -1 when they do not fit (memory, REVIEW_KEPT_MAX). */
static int sgf_keep_root(Sgf *s, int root)
{
    Review *r = s->p->tree;
    ReviewNode *nd = &r->nodes[root];
    Out o = {malloc(REVIEW_KEPT_MAX), REVIEW_KEPT_MAX, 0, false};
    SgfKeptFrame *st = malloc((size_t)(s->nkept + 1) * sizeof *st);
    int sp = 0, moves = 0;
    bool ok = o.buf && st && sgf_kids(s, root, -1, NULL, 0, nd->marks, nd->nmarks, &st[0].kids);
    if (ok) {
        st[0].next = 0;
        sp = 1;
    }
    while (sp > 0) {
        SgfKeptFrame *f = &st[sp - 1];
        if (f->next >= f->kids.n) {
            free(f->kids.kid);
            sp--;
            continue;
        }
        const SgfKid *k = &f->kids.kid[f->next++];
        SgfKids kids = {NULL, 0};
        if (k->kept >= 0) {
            const SgfKept *kp = &s->kept[k->kept];
            moves++;
            if (!sgf_kids(s, root, k->kept, kp->labels, kp->nlabels, NULL, 0, &kids)) {
                ok = false;
            }
        }
        sgf_kept_node(&o, s, k, f->next < f->kids.n, kids.n == 0);
        if (kids.n > 0) {
            st[sp++] = (SgfKeptFrame){kids, 0};
        } else {
            free(kids.kid);
        }
    }
    if (ok && o.len > 0 && o.len <= REVIEW_KEPT_MAX) {
        unsigned char *bytes = (unsigned char *)o.buf;
        ReviewMark marks[REVIEW_MARKS_MAX];
        int nmarks = nd->nmarks;
        if (nmarks > 0) {
            memcpy(marks, nd->marks, (size_t)nmarks * sizeof marks[0]);
        }
        for (int i = 0; i < nmarks; i++) { /* now label nodes of the kept lines */
            review_set_mark(r, root, marks[i].pos, "", 0);
        }
        if (!review_keep(r, root, bytes, (int)o.len, moves)) {
            for (int i = 0; i < nmarks; i++) {
                review_set_mark(r, root, marks[i].pos, marks[i].text, strlen(marks[i].text));
            }
            ok = false;
        }
    }
    free(o.buf);
    free(st);
    return ok ? moves : -1;
}

/* Every review node's kept stones onto it; those that do not fit are counted left out
 * (the game's own after its foul are counted already: RecordInfo.foul_after). */
static void sgf_keep_all(Sgf *s)
{
    s->kfirst = malloc((size_t)s->nkept * sizeof *s->kfirst);
    s->knext = malloc((size_t)s->nkept * sizeof *s->knext);
    int *last = malloc((size_t)s->nkept * sizeof *last);
    for (int i = 0; s->kfirst && s->knext && last && i < s->nkept; i++) {
        s->kfirst[i] = s->knext[i] = last[i] = -1;
        int pa = s->kept[i].parent;
        if (pa >= 0 && last[pa] < 0) {
            s->kfirst[pa] = i;
        } else if (pa >= 0) {
            s->knext[last[pa]] = i;
        }
        if (pa >= 0) {
            last[pa] = i;
        }
    }
    free(last);
    for (int i = 0; s->kfirst && s->knext && i < s->nkept; i++) {
        int root = s->kept[i].root;
        bool first = true;
        for (int j = 0; j < i && first; j++) {
            first = s->kept[j].root != root;
        }
        if (!first || root < 0) {
            continue;
        }
        if (sgf_keep_root(s, root) < 0) {
            int n = 0;
            for (int j = i; j < s->nkept; j++) {
                n += s->kept[j].root == root;
            }
            s->p->info.lines_left_out += root == s->main_end ? 0 : n;
        }
    }
    for (int i = 0; i < s->nkept; i++) {
        free(s->kept[i].note);
        free(s->kept[i].labels);
    }
    free(s->kept);
    free(s->kfirst);
    free(s->knext);
    s->kept = NULL;
    s->nkept = 0;
}

/* The code page the first CA[] of d[0..n) names (a property outside the values), as a
 * LibCharset: UTF-8, windows-1251 (cp1251), KOI8-R, IBM866, ISO-8859-1 or windows-1252
 * (Latin-1); REC_CS_NONE without one, or for one we do not know (its value into unknown;
 * its texts then guessed as RenLib's are). */
static int sgf_charset(const char *d, size_t n, char unknown[RECORD_NAME_MAX])
{
    bool in_value = false;
    for (size_t i = 0; i + 3 < n; i++) {
        if (in_value) {
            i += d[i] == '\\';
            in_value = d[i] != ']';
            continue;
        }
        if (d[i] == '[') {
            in_value = true;
            continue;
        }
        bool id = d[i] == 'C' && d[i + 1] == 'A' && d[i + 2] == '[' &&
                  (i == 0 || !(d[i - 1] >= 'A' && d[i - 1] <= 'Z'));
        if (!id) {
            continue;
        }
        char key[24];
        size_t k = 0;
        size_t end = i + 3;
        while (end < n && d[end] != ']' && end - (i + 3) < RECORD_NAME_MAX - 1) {
            end++;
        }
        rec_copy_name(unknown, d + i + 3, end - (i + 3));
        for (size_t j = i + 3; j < n && d[j] != ']' && k + 1 < sizeof key; j++) {
            char c = rec_lower(d[j]);
            if (c != '-' && c != '_' && c != ' ') {
                key[k++] = c;
            }
        }
        key[k] = '\0';
        static const struct {
            const char *key;
            LibCharset cs;
        } NAMES[] = {{"utf8", LIB_UTF8},      {"windows1251", LIB_CP1251}, {"cp1251", LIB_CP1251},
                     {"win1251", LIB_CP1251}, {"koi8r", LIB_KOI8R},        {"iso88591", LIB_LATIN1},
                     {"latin1", LIB_LATIN1},  {"windows1252", LIB_LATIN1}, {"cp1252", LIB_LATIN1},
                     {"ibm866", LIB_CP866},   {"cp866", LIB_CP866},        {"866", LIB_CP866},
                     {"koi8", LIB_KOI8R},     {"ascii", LIB_UTF8},         {"usascii", LIB_UTF8}};
        for (size_t m = 0; m < sizeof NAMES / sizeof NAMES[0]; m++) {
            if (strcmp(key, NAMES[m].key) == 0) {
                unknown[0] = '\0';
                return (int)NAMES[m].cs;
            }
        }
        return REC_CS_NONE;
    }
    return REC_CS_NONE;
}

/* SGF's real number of seconds at v + *i ("300", "2.5": a time a move of ours has at most
 * three decimals; more are cut) as ms; false when there is none or it is past a day. */
static bool sgf_seconds(const char *v, size_t n, size_t *i, int64_t *ms)
{
    size_t from = *i;
    int64_t whole = 0;
    while (*i < n && rec_is_digit(v[*i]) && whole <= CLOCK_MAX_MS / 1000) {
        whole = whole * 10 + (v[(*i)++] - '0');
    }
    int64_t frac = 0;
    int scale = 1000;
    bool digits = *i > from;
    if (*i < n && v[*i] == '.') {
        (*i)++;
        for (; *i < n && rec_is_digit(v[*i]); (*i)++) {
            scale /= 10;
            frac += (v[*i] - '0') * scale;
            digits = true;
        }
    }
    *ms = whole * 1000 + frac;
    return digits && *ms <= CLOCK_MAX_MS;
}

/* Is v from *i on, blanks and case aside, the word w and nothing more? */
static bool sgf_rest_is(const char *v, size_t n, size_t i, const char *w)
{
    while (i < n && rec_is_space(v[i])) {
        i++;
    }
    size_t wn = strlen(w);
    size_t end = n;
    while (end > i && rec_is_space(v[end - 1])) {
        end--;
    }
    return end - i == wn && rec_word_is(v + i, wn, w);
}

/* OT[] as Go servers and our writer put it (the overtime after TM[]'s main time): "3
 * fischer" (seconds added a move), "5x30 byo-yomi" (periods x seconds; "byoyomi" too). */
static bool sgf_overtime(const char *v, size_t n, TimeControl *tc)
{
    size_t i = 0;
    while (i < n && rec_is_space(v[i])) {
        i++;
    }
    int64_t ms = 0;
    size_t at = i;
    long periods = 0;
    if (rec_read_uint(v, n, &at, 2, &periods) && at < n && (v[at] == 'x' || v[at] == 'X')) {
        at++;
        if (!sgf_seconds(v, n, &at, &tc->period_ms) ||
            !(sgf_rest_is(v, n, at, "byo-yomi") || sgf_rest_is(v, n, at, "byoyomi"))) {
            return false;
        }
        tc->kind = CLOCK_BYOYOMI;
        tc->periods = (int)periods;
        return true;
    }
    if (!sgf_seconds(v, n, &i, &ms) || !sgf_rest_is(v, n, i, "fischer")) {
        return false;
    }
    tc->kind = CLOCK_FISCHER;
    tc->increment_ms = ms;
    return true;
}

/* TM[] and OT[] of the game's line as its time control: TM[] alone an absolute one (TM[0]:
 * none), with OT[] Fischer or byo-yomi (no main time and one period: a time a move, as
 * sgf_write_clock writes one). One we cannot read is left out and named
 * (RecordInfo.header_dropped), the game read without a clock. */
static void sgf_clock(Sgf *s)
{
    if (!s->has_tm && !s->has_ot) {
        return;
    }
    TimeControl tc;
    memset(&tc, 0, sizeof tc);
    size_t i = 0;
    size_t tn = strlen(s->tm);
    while (i < tn && rec_is_space(s->tm[i])) {
        i++;
    }
    bool tm_ok = !s->has_tm ||
                 (sgf_seconds(s->tm, tn, &i, &tc.base_ms) && sgf_rest_is(s->tm, tn, i, ""));
    bool ot_ok = !s->has_ot || sgf_overtime(s->ot, strlen(s->ot), &tc);
    if (tm_ok && !s->has_ot) {
        tc.kind = tc.base_ms > 0 ? CLOCK_ABSOLUTE : CLOCK_NONE;
    }
    if (tc.kind == CLOCK_BYOYOMI && tc.base_ms == 0 && tc.periods == 1) {
        tc.kind = CLOCK_PER_MOVE;
    }
    if (tm_ok && ot_ok && clock_control_valid(&tc)) {
        s->p->info.clock = tc;
        return;
    }
    char said[2 * SGF_VALUE_MAX + 16]; /* the control is left out whole: both named */
    snprintf(said, sizeof said, "%s%s%s%s%s%s%s", s->has_tm ? "TM[" : "", s->tm,
             s->has_tm ? "]" : "", s->has_tm && s->has_ot ? " " : "", s->has_ot ? "OT[" : "", s->ot,
             s->has_ot ? "]" : "");
    rec_copy_name(s->p->info.header_dropped, said, strlen(said));
}

/* The next player to act after action i of g's n (-1: the game is over). */
static int sgf_next_actor(const Game *g, int i)
{
    return i + 1 < g->nactions ? g->actor[i + 1] : game_over(g) ? -1 : game_player_to_move(g);
}

/* The thinking times the clock readings read (BL[], WL[]) give back: each such action's
 * the time that leaves its player the time read, the clock replayed as the window does
 * (clock_replay); a reading more than the player had is left out. A loss on time takes
 * what its loser had left and a millisecond more, so the loser's clock reads 0 as it ran
 * out: without readings, the other turns took no time (the control's start). */
static void sgf_times(Sgf *s)
{
    Game *g = s->p->g;
    const TimeControl *tc = &s->p->info.clock;
    if (!clock_timed(tc) || !s->p->started || g->nactions == 0) {
        return;
    }
    Clock c;
    clock_init(&c, tc);
    clock_start(&c, g->actor[0], 0);
    int64_t t = 0;
    for (int i = 0; i < g->nactions && c.running >= 0; i++) {
        Action *a = &g->actions[i];
        const SgfLeft *l = &s->lefts[i];
        int64_t had = clock_turn_left(&c, t);
        if (l->known && l->player == c.running) {
            int64_t total = l->ms;
            if (tc->kind == CLOCK_BYOYOMI) { /* the periods left besides */
                total += (l->periods > 0 ? l->periods - 1 : c.periods[c.running]) * tc->period_ms;
            }
            if (total <= had && had - total <= RECORD_TIME_MAX_MS) {
                a->time_ms = (int32_t)(had - total);
            }
        }
        bool loser = a->kind == ACTION_TIMEOUT && i == g->nactions - 1 &&
                     (a->colour == STONE_EMPTY || a->colour == game_player_colour(g, c.running));
        if (loser && a->time_ms <= had && had < RECORD_TIME_MAX_MS) {
            a->time_ms = (int32_t)(had + 1);
        }
        t += a->time_ms > 0 ? a->time_ms : 0;
        clock_act(&c, sgf_next_actor(g, i), t);
    }
}

static bool sgf_read(Sgf *s);

bool rec_sgf_parse(Parser *p)
{
    Sgf *s = calloc(1, sizeof *s);
    SgfLeft *lefts = calloc(GAME_MAX_ACTIONS, sizeof *lefts);
    if (!s || !lefts) {
        free(s);
        free(lefts);
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    s->p = p;
    s->lefts = lefts;
    s->stone_action = -1;
    bool ok = sgf_read(s);
    if (ok) {
        sgf_times(s);
    }
    free(lefts);
    free(s);
    return ok;
}

static bool sgf_read(Sgf *s)
{
    Parser *p = s->p;
    sgf_ws(s);
    if (rec_starts_with(p->data + s->i, p->len - s->i, "\xEF\xBB\xBF")) {
        s->i += 3;
        sgf_ws(s);
    }
    if (s->i >= p->len || p->data[s->i] != '(') {
        return sgf_fail_here(s, RECORD_R_NOT_SGF);
    }
    s->charset = sgf_charset(p->data + s->i, p->len - s->i, p->info.charset_unknown);
    if (s->charset > LIB_UTF8 && text_utf8_valid(p->data, p->len)) {
        s->charset = LIB_UTF8; /* CA[] says otherwise, but an editor saved it as UTF-8 */
    }
    if (s->charset <= LIB_UTF8 && !text_utf8_valid(p->data, p->len)) {
        /* No page named (or a UTF-8 that is not): the texts not UTF-8 in the one the whole
         * file's words tell, as a .lib's (lib_tree.c), KOI8-R too */
        LibEvidence ev = {0, 0, 0, 0, 0};
        lib_evidence_add(&ev, (const unsigned char *)p->data, p->len);
        p->info.charset_read = (int)lib_evidence_charset(&ev, true); /* rec_text_utf8's */
        p->info.charset_guessed = s->charset == REC_CS_NONE && !p->info.charset_unknown[0];
    } else if (p->info.charset_unknown[0]) { /* all UTF-8: read so */
        p->info.charset_read = LIB_UTF8;
    }
    /* The tree is read whether the caller takes it or not, so that a record opens and
     * summarises alike (a tree too large is refused either way). */
    p->tree = review_new();
    if (!p->tree) {
        return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    }
    bool read = sgf_game_tree(s);
    if (read && s->nkept > 0 && s->tree_ready) {
        sgf_keep_all(s);
    }
    for (int i = 0; i < s->nkept; i++) { /* refused: what was read of them */
        free(s->kept[i].note);
        free(s->kept[i].labels);
    }
    free(s->kept);
    if (!read) {
        return false;
    }
    sgf_rest(s);
    p->offset = -1;
    if (!sgf_start(s)) {
        return false;
    }
    /* The game's end, its line the one followed; a resignation or a draw joins it. */
    if (s->node != s->main_end) {
        p->tree->current = s->main_end;
        if (!review_position(p->tree, p->g)) {
            return rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
        }
    }
    s->node = s->main_end;
    s->in_main = true;
    if (s->has_end && !game_over(p->g) && !(rec_apply(p, &s->end) && sgf_add_to_tree(s))) {
        return false;
    }
    if (!sgf_result(s)) {
        return false;
    }
    sgf_unsay_foul(s);
    sgf_clock(s);
    p->info.rule_unnamed = !s->has_ru; /* the rule and opening the reader's guess */
    p->info.opening_guessed = !s->has_ru && p->g->opening == OPENING_SWAP2 && p->g->setup == 0;
    review_goto(p->tree, s->node);
    return true;
}

static void out_sgf_value(Out *o, const char *id, const char *v)
{
    if (!v[0]) {
        return;
    }
    rec_out_printf(o, "%s[", id);
    for (; *v; v++) {
        if (*v == ']' || *v == '\\') {
            rec_out_bytes(o, "\\", 1);
        }
        rec_out_bytes(o, v, 1);
    }
    rec_out_bytes(o, "]", 1);
}

/* ---- Writing the variations ---------------------------------------------------------- */

/* A game tree being written: its last node written and, once it branches, the nodes that
 * start its nested trees (in SgfWrite.kids from at, n of them, next the next one). */
typedef struct SgfFrame {
    int node;
    int ply; /* the plies before node's successor: its colour and line breaks */
    bool branched;
    int at;
    int n;
    int next;
} SgfFrame;

/* The walk's memory (large: on the heap). kids holds the frames' lists, a stack. */
typedef struct SgfWrite {
    int path[REC_PATH_MAX];
    bool *on_path; /* a node each (heap, as the rest) */
    int *path_at;  /* the game's action a node on its path made (-1: none) */
    int *kids;     /* nkids */
    int nkids;
    SgfFrame open[SGF_MAX_DEPTH];
} SgfWrite;

static void sgf_write_free(SgfWrite *w)
{
    if (w) {
        free(w->on_path);
        free(w->path_at);
        free(w->kids);
        free(w);
    }
}

/* The node of ply number ply (from 0): a stone on pos, or a pass, after `open` ("(" to
 * start a variation, or ""); ten plies a line. */
static void write_ply(Out *o, const char *open, Pos pos, int ply, int size)
{
    rec_out_printf(o, "%s%s", ply % 10 == 0 ? "\n" : "", open);
    char c = ply % 2 == 0 ? 'B' : 'W';
    if (pos == POS_PASS) {
        rec_out_printf(o, ";%c[]", c);
    } else {
        rec_out_printf(o, ";%c[%c%c]", c, 'a' + pos_x(pos), 'a' + (size - 1 - pos_y(pos)));
    }
}

/* One LB[] value ("hh:A"), "LB" before the first of a node's (*started). */
static void write_label(Out *o, bool *started, Pos p, const char *text, int size)
{
    char v[SGF_LABEL_READ + 8];
    snprintf(v, sizeof v, "%c%c:%s", 'a' + pos_x(p), 'a' + (size - 1 - pos_y(p)), text);
    if (!*started) {
        rec_out_bytes(o, "LB", 2);
        *started = true;
    }
    out_sgf_value(o, "", v);
}

/* The fifth moves a PROPOSE action offers, as the LB[] letters A, B, C... on their points
 * (fix33b: only RJA[] had them, which other readers skip), so that any SGF reader shows
 * them; none when a point has a letter of the node's own (nd, may be NULL: none), which
 * one LB[] cannot hold twice: then RJO[1] (a private property of ours) says the node's
 * letters are all its own. Read back, they are no letters of ours (sgf_unlabel). */
static void write_proposal_labels(Out *o, bool *started, const Action *prop, const ReviewNode *nd,
                                  int size)
{
    if (!prop) {
        return;
    }
    for (int i = 0; nd && i < nd->nmarks; i++) {
        for (int j = 0; j < prop->nproposals; j++) {
            if (nd->marks[i].pos == prop->proposals[j]) {
                rec_out_printf(o, "RJO[1]");
                *started = false; /* the LB[] ends here */
                return;
            }
        }
    }
    for (int j = 0; j < prop->nproposals && j < 26; j++) {
        char letter[2] = {(char)('A' + j), '\0'};
        write_label(o, started, prop->proposals[j], letter, size);
    }
}

/* Node k's board letters as one LB[] ("hh:A" values) with the letters of the proposals
 * prop makes (may be NULL), its shapes as TR[], SQ[], CR[], MA[], its mark as HO[1], if it
 * has them. */
static void write_labels(Out *o, const Review *r, int k, int size, const Action *prop)
{
    const ReviewNode *nd = &r->nodes[k];
    bool started = false;
    for (int i = 0; i < nd->nmarks; i++) {
        write_label(o, &started, nd->marks[i].pos, nd->marks[i].text, size);
    }
    write_proposal_labels(o, &started, prop, nd, size);
    for (int shape = 1; shape < REVIEW_SHAPE_COUNT; shape++) {
        started = false;
        for (int i = 0; i < nd->nshapes; i++) {
            Pos p = nd->shapes[i].pos;
            if (nd->shapes[i].shape != shape) {
                continue;
            }
            if (!started) {
                rec_out_printf(o, "%s", review_shape_sgf((ReviewShape)shape));
                started = true;
            }
            rec_out_printf(o, "[%c%c]", 'a' + pos_x(p), 'a' + (size - 1 - pos_y(p)));
        }
    }
    if (nd->marked) {
        rec_out_bytes(o, "HO[1]", 5);
    }
}

/* The lines kept after a foul or a five (ReviewNode.kept_at: RenLib's nodes), walked. */
typedef struct KeptWalk {
    LibEntry *e;
    int n, cap;
    bool full;
    LibCharset cs; /* the kept nodes' code page */
} KeptWalk;

static RecordReason kept_collect(void *ctx, int k, const LibEntry *e)
{
    KeptWalk *kw = ctx;
    if (k >= kw->cap) {
        int cap = kw->cap ? 2 * kw->cap : 64;
        LibEntry *bigger = realloc(kw->e, (size_t)cap * sizeof *bigger);
        if (!bigger) {
            kw->full = true;
            return RECORD_R_NO_MEMORY;
        }
        kw->e = bigger;
        kw->cap = cap;
    }
    kw->e[k] = *e;
    kw->n = k + 1;
    return RECORD_R_NONE;
}

/* A RenLib text of the kept nodes (at, n bytes) as UTF-8 into out (3 n + 1 bytes). */
static void kept_text(const KeptWalk *kw, const unsigned char *bytes, long at, int n, bool old,
                      char *out)
{
    out[0] = '\0';
    if (at >= 0 && n > 0) {
        lib_text_decode(bytes + at, (size_t)n, old, kw->cs, out);
    }
}

/* The letters kept node x's children put on its position (a label node's, or a move's
 * board text: the letter on its point before it is played), into the node's LB[]. */
static void write_kept_labels(Out *o, const KeptWalk *kw, const int *first, const int *next,
                              const unsigned char *bytes, int x, bool *started, int size)
{
    for (int c = first[x]; c >= 0; c = next[c]) {
        const LibEntry *e = &kw->e[c];
        if (e->label_len > 0 && e->pos != POS_PASS && e->pos != POS_NONE) {
            char text[3 * SGF_LABEL_READ + 1];
            if (e->label_len < SGF_LABEL_READ) {
                kept_text(kw, bytes, e->label_at, e->label_len, false, text);
                write_label(o, started, e->pos, text, size);
            }
        }
    }
}

/* The next child of x with a move from c on (-1: none). */
static int kept_move_from(const KeptWalk *kw, const int *next, int c)
{
    while (c >= 0 && !kw->e[c].move) {
        c = next[c];
    }
    return c;
}

typedef struct KeptFrame {
    int node, ply, child;
    bool branched, paren;
} KeptFrame;

/* Review node k's kept lines as SGF nodes after it (ply the first one's number): one line
 * goes on in the node's own tree, several each in a tree of its own; their comments as
 * C[], the letters as LB[] (the kept lines' top letters into k's LB[], which started
 * tells whether k has one already). Kept lines that do not read are left out. */
static void write_kept(Out *o, const Review *r, int k, int ply, int size, bool started)
{
    const ReviewNode *nd = &r->nodes[k];
    const unsigned char *bytes = r->kept + nd->kept_at;
    KeptWalk kw = {NULL, 0, 0, false, LIB_LATIN1};
    if (nd->kept_len > 0) {
        kw.cs = lib_nodes_charset(bytes, (size_t)nd->kept_len);
    }
    int *first = NULL, *next = NULL;
    KeptFrame *st = NULL;
    if (nd->kept_len <= 0 || !lib_tree_walk_nodes(bytes, (size_t)nd->kept_len, kept_collect, &kw) ||
        kw.full || !(first = malloc((size_t)kw.n * sizeof *first)) ||
        !(next = malloc((size_t)kw.n * sizeof *next)) ||
        !(st = malloc(SGF_MAX_DEPTH * sizeof *st))) {
        goto done;
    }
    for (int i = 0; i < kw.n; i++) {
        first[i] = next[i] = -1;
    }
    for (int i = 1; i < kw.n; i++) {
        if (kw.e[i].as_child) {
            first[kw.e[i].attach] = i;
        } else {
            next[kw.e[i].attach] = i;
        }
    }
    write_kept_labels(o, &kw, first, next, bytes, 0, &started, size);
    char *note = malloc(3 * REVIEW_NOTE_BYTES + 4);
    if (!note) {
        goto done;
    }
    int sp = 0;
    st[sp++] = (KeptFrame){0, ply, -1, false, false};
    while (sp > 0) {
        KeptFrame *f = &st[sp - 1];
        int c = -1;
        if (!f->branched) {
            int m = kept_move_from(&kw, next, first[f->node]);
            bool one = m >= 0 && kept_move_from(&kw, next, next[m]) < 0;
            f->branched = !one;
            f->child = m;
            c = one ? m : -1;
        }
        bool inline_child = c >= 0;
        if (!inline_child) {
            c = kept_move_from(&kw, next, f->child);
            if (c < 0 || sp == SGF_MAX_DEPTH) {
                rec_out_bytes(o, ")", f->paren ? 1u : 0u);
                sp--;
                continue;
            }
            f->child = next[c];
        }
        const LibEntry *e = &kw.e[c];
        write_ply(o, inline_child ? "" : "(", e->pos, f->ply, size);
        if (e->note_len > 0 && e->note_len <= REVIEW_NOTE_BYTES) {
            kept_text(&kw, bytes, e->note_at, e->note_len, e->old_note, note);
            out_sgf_value(o, "C", note);
        }
        bool lb = false;
        write_kept_labels(o, &kw, first, next, bytes, c, &lb, size);
        if (inline_child) {
            *f = (KeptFrame){c, f->ply + 1, -1, false, f->paren};
        } else {
            st[sp++] = (KeptFrame){c, f->ply + 1, -1, false, true};
        }
    }
    free(note);
done:
    free(st);
    free(first);
    free(next);
    free(kw.e);
}

/* ---- The clock and the opening's decisions --------------------------------------------
 *
 * What we write, and why. SGF has no renju opening, and we found no common way to keep one:
 * the renju SGF files we could learn of (Renjubase's and the ORC Game Center's, as
 * starpentagon's renju_sgf_parser reads them; PlayOK's, Yixin's) hold stones only, the
 * opening rule named by its name at the root, so:
 * - RU[] names the rule set, then the opening rule if there is one: "renju Taraguchi-10"
 *   (sgf_rule_opening reads it, and an opening's name alone as renju under it);
 * - each action that places no stone (swap, option-a/b, propose, declare, two-more, keep,
 *   and the end: resign, draw, timeout) is a value of RJA[], a private property of ours, on
 *   the node of the stone it follows (the root's before the first), in our text record's
 *   words with its thinking time: RJA[swap 0.914s]. FF[4] readers skip a property they do
 *   not know, and the stones alone still replay (White's pick of the fifth is that stone);
 *   the fifth moves proposed are also that node's LB[] letters A, B, C... on their points
 *   (write_proposal_labels), which every reader shows, and ours takes out again (sgf_unlabel);
 * - every line's decisions are its own, the side lines' too: where the tree parts at a
 *   decision (the game swaps after h8, a line tried declines), or a decision has a comment
 *   (or letters, shapes, a mark), the decisions start a node of their own without a stone,
 *   the first variation's or inline: ";B[hh](;RJA[swap]C[why];W[ig])(;W[ig])". Its C[] is
 *   its first decision's. FF[4] allows a node without a move (the root is one); where the
 *   game ends and lines go on, RJE[] on its last node says so, a private property other
 *   readers skip (they showed our "(;)" before it as an empty variation: audit 34b C6;
 *   still read, and written where RJE[] cannot go); a reader of stones sees the same stones in each
 * line, only a node more. A side line's decision the game refuses ends that line, counted in
 *   RecordInfo.lines_left_out (the game's refuses the record, as before). Files of ours
 *   before this (fix 32b) kept only the game's decisions, on its stones: a side line that
 *   declined one of them cannot be told from one that took it there, and reads as before;
 * - a timed game's clock as Go's SGF writers keep it (FF[4]'s BL[] WL[] OB[] OW[]): after
 *   each stone, the time left (seconds, the milliseconds as decimals) of the player who
 *   played it, under the colour that player held (White's pick of Black's fifth is RJL[] on
 *   its B[] node, a private property: "8.684", "8.684 2" with the periods; a WL[] there, as
 *   our builds before wrote it, is read too), as the stone was played (before a Fischer increment);
 * in byo-yomi's periods what is left of the period, with OB[] or OW[] the periods left. The reader
 * gives each stone back the thinking time that leaves that (sgf_times), so the clocks stand as they
 *   did. No clock of this game goes into a line tried after the game ended on it
 *   (rec_sgf_keeps_clock). */

/* What the game's own nodes carry besides their stones. */
typedef struct SgfExtra {
    const Game *g;
    const SgfLeft *left; /* each action's clock reading (NULL: no clock written) */
} SgfExtra;

/* Each action's clock reading as it ends, from the actions' thinking times under tc. */
static void sgf_readings(const Game *g, const TimeControl *tc, SgfLeft *out)
{
    Clock c;
    clock_init(&c, tc);
    memset(out, 0, (size_t)g->nactions * sizeof *out);
    if (g->nactions > 0) {
        clock_start(&c, g->actor[0], 0);
    }
    Stone first = STONE_BLACK;
    int64_t t = 0;
    for (int i = 0; i < g->nactions && c.running >= 0; i++) {
        const Action *a = &g->actions[i];
        t += a->time_ms > 0 ? a->time_ms : 0;
        int p = c.running;
        ClockReading r;
        clock_read(&c, p, t, &r);
        Stone colour = p == 0 ? first : stone_opponent(first);
        out[i] = (SgfLeft){clock_turn_left(&c, t) >= 0, p, colour,
                           r.in_periods ? r.period_ms : r.main_ms, r.in_periods ? r.periods : 0};
        first = a->kind == ACTION_SWAP ? stone_opponent(first) : first;
        clock_act(&c, sgf_next_actor(g, i), t);
    }
}

/* One RJA[] value: an action that places no stone, in our text record's words, and its
 * thinking time ("swap 0.914s"); RJA before the first (*started). */
static void write_decision(Out *o, bool *started, const Action *a, int32_t time_ms)
{
    char words[200];
    game_action_format(a, words, sizeof words);
    rec_out_printf(o, "%s[%s", *started ? "" : "RJA", words);
    if (time_ms > 0) {
        rec_out_bytes(o, " ", 1);
        out_seconds(o, rec_clamp_time(time_ms));
        rec_out_bytes(o, "s", 1);
    }
    rec_out_bytes(o, "]", 1);
    *started = true;
}

/* The actions from action `from` on that place no stone (up to the next stone), as RJA[]. */
static void write_decisions(Out *o, const Game *g, int from)
{
    bool started = false;
    for (int j = from; j < g->nactions && !rec_places_ply(g->actions[j].kind); j++) {
        write_decision(o, &started, &g->actions[j], g->actions[j].time_ms);
    }
}

/* A player's clock after a stone (BL[] or WL[], OB[] or OW[]): none on a set-up's; White's pick of
 * Black's fifth (chose) as RJL[]. */
static void write_left(Out *o, const SgfLeft *l, bool placed, bool chose)
{
    if (l->known && chose) {
        /* White's pick of Black's fifth: White's clock, which WL[] on a B[] node would give
         * a reader taking BL[] after B[] nothing to read (audit 32a C11), as RJL[] */
        rec_out_bytes(o, "RJL[", 4);
        out_seconds(o, l->ms);
        if (l->periods > 0) {
            rec_out_printf(o, " %d", l->periods);
        }
        rec_out_bytes(o, "]", 1);
    } else if (l->known && !placed) {
        char c = l->colour == STONE_BLACK ? 'B' : 'W';
        rec_out_printf(o, "%cL[", c);
        out_seconds(o, l->ms);
        rec_out_bytes(o, "]", 1);
        if (l->periods > 0) {
            rec_out_printf(o, "O%c[%d]", c, l->periods);
        }
    }
}

/* After the stone of the game's action a: its player's clock and the decisions that
 * follow it. */
static void write_extras(Out *o, const SgfExtra *x, int a)
{
    if (x->left) {
        write_left(o, &x->left[a], x->g->actions[a].placed, x->g->actions[a].kind == ACTION_CHOOSE);
    }
    write_decisions(o, x->g, a + 1);
}

/* The C[] of the node of the game's action a (-1: off the game's path): its comment, and
 * at a foul that ends the game the foul first, where readers see it (audit 32b, C7;
 * sgf_unsay_foul takes it off again). */
static void write_note(Out *o, const Game *g, int a, const char *note)
{
    if (a < 0 || a != g->nactions - 1 || g->reason != REASON_FOUL) {
        out_sgf_value(o, "C", note);
        return;
    }
    size_t cap = SGF_FOUL_SAID + 1 + strlen(note) + 1;
    char *both = malloc(cap);
    if (!both) {
        o->failed = true;
        return;
    }
    size_t n = sgf_foul_said(g, both, cap);
    text_append(both, cap, &n, "%s%s", note[0] ? "\n" : "", note);
    out_sgf_value(o, "C", both);
    free(both);
}

/* RU[]: the rule set's name, and the opening rule's (sgf_rule_opening reads them). */
static void sgf_write_rule(Out *o, const Game *g, const RecordInfo *info)
{
    int size = g->board.size;
    Pos centre = pos_from_xy(size / 2, size / 2);
    Pos first = g->nactions > 0 && g->actions[0].kind == ACTION_MOVE ? g->actions[0].pos : centre;
    OpeningId implied = first == centre ? OPENING_FREE : OPENING_SWAP2; /* rec_choose_opening */
    if (info->rule_unnamed && g->rules->id == RULE_RENJU && g->setup == 0 &&
        g->opening == implied) {
        return; /* read without RU[]: renju and the opening its first stone implies, as a
                 * reader takes it again, never named where the source named none */
    }
    static const char *const NAMES[OPENING_COUNT] = {"", "Taraguchi-10", "Soosorv-8", "Swap2"};
    const char *opening = (unsigned)g->opening < OPENING_COUNT ? NAMES[g->opening] : "";
    rec_out_printf(o, "RU[%s%s%s]", g->rules->name, opening[0] ? " " : "", opening);
}

/* Does node k of the tree carry anything an SGF node says besides its action (a comment,
 * letters, shapes, a mark)? */
static bool node_has_extras(const ReviewNode *nd)
{
    return nd->note[0] || nd->nmarks > 0 || nd->nshapes > 0 || nd->marked;
}

/* The decision that follows node k in the same SGF node, or -1: k's only child when it
 * places no stone, carries nothing of its own (a comment starts a node of its own), and
 * the game does not end at k while the tree goes on. */
static int chain_next(const Review *r, const SgfWrite *w, int k)
{
    int c = r->nodes[k].first_child;
    if (c < 0 || r->nodes[c].next_sibling >= 0 || rec_places_ply(r->nodes[c].action.kind) ||
        node_has_extras(&r->nodes[c]) || (w->on_path[k] && !w->on_path[c])) {
        return -1;
    }
    return c;
}

/* The decisions after node k that its SGF node carries, as RJA[] (the first is k itself
 * when it places no stone: a node without a stone); returns the last node written. The
 * game's own take their thinking time from the game. */
static int write_chain(Out *o, const Review *r, const SgfWrite *w, const SgfExtra *x, int k,
                       const Action **prop)
{
    bool started = false;
    int last = k;
    int d = k > 0 && !rec_places_ply(r->nodes[k].action.kind) ? k : chain_next(r, w, k);
    for (; d >= 0; d = chain_next(r, w, d)) {
        int a = w->path_at[d];
        const Action *act = &r->nodes[d].action;
        write_decision(o, &started, act, a >= 0 ? x->g->actions[a].time_ms : act->time_ms);
        *prop = act->kind == ACTION_PROPOSE ? act : *prop; /* its letters in the LB[] */
        last = d;
    }
    return last;
}

/* An SGF node from node k of the tree: its stone and its clock (the game's action a: -1
 * off the game's path), or no stone when k is a decision (a swap, an option...), then the
 * decisions that follow it in the node as RJA[] (write_chain), k's comment as C[] and its
 * board letters as LB[]; then the lines kept after it (a foul, a five), if any. *ply
 * counts the stone. Returns the last node the SGF node holds. */
static int write_node(Out *o, const char *open, const Review *r, int k, int *ply, int size,
                      const SgfExtra *x, const SgfWrite *w)
{
    const ReviewNode *nd = &r->nodes[k];
    bool stone = rec_places_ply(nd->action.kind);
    int a = w->path_at[k];
    if (stone) {
        write_ply(o, open, nd->action.kind == ACTION_PASS ? POS_PASS : nd->action.pos, (*ply)++,
                  size);
        const SgfLeft *l = x->left && a >= 0 ? &x->left[a] : NULL;
        if (l) {
            write_left(o, l, x->g->actions[a].placed, x->g->actions[a].kind == ACTION_CHOOSE);
        }
    } else {
        rec_out_printf(o, "%s;", open);
    }
    const Action *prop = NULL;
    int last = write_chain(o, r, w, x, k, &prop);
    write_note(o, x->g, a, nd->note);
    write_labels(o, r, k, size, prop);
    if (nd->kept_len > 0) {
        write_kept(o, r, k, *ply, size, nd->nmarks > 0);
    }
    return last;
}

/* The game tree after its root node's properties (its node `start`, and the decisions
 * after it, written): the game's nodes, and where the tree branches off them, the other
 * lines as variations, down to the last ")". A stack of open trees, no recursion; each
 * nesting level is a branching of one line, so the depth stays within SGF_MAX_DEPTH. A
 * line's decisions are its own: where the tree branches at a decision (a swap taken on one
 * line, not on another), each line's decisions start its variation as a node without a
 * stone. */
static void write_tree(Out *o, const Review *r, SgfWrite *w, int size, int start, int ply0,
                       const SgfExtra *x)
{
    int sp = 0;
    int top = 0;
    w->open[sp++] = (SgfFrame){start, ply0, false, 0, 0, 0};
    while (sp > 0) {
        SgfFrame *f = &w->open[sp - 1];
        int cap = w->nkids - top;
        if (!f->branched) {
            int n = rec_ply_kids(r, f->node, w->on_path, w->kids + top, cap, false);
            if (n == 1) {
                f->node = write_node(o, "", r, w->kids[top], &f->ply, size, x, w);
                continue;
            }
            *f = (SgfFrame){f->node, f->ply, true, top, n, 0};
            top += n;
        }
        if (f->next < f->n && sp < SGF_MAX_DEPTH) {
            int c = w->kids[f->at + f->next++];
            if (c == REC_GAME_ENDS && f->next == 1 && r->nodes[f->node].kept_len == 0) {
                rec_out_bytes(o, "RJE[]", 5); /* the game ends here: other readers skip it */
                continue;
            }
            if (c == REC_GAME_ENDS) {
                rec_out_bytes(o, "(;)", 3);
                continue;
            }
            int ply = f->ply;
            int last = write_node(o, "(", r, c, &ply, size, x, w);
            w->open[sp++] = (SgfFrame){last, ply, false, 0, 0, 0};
        } else {
            rec_out_bytes(o, ")", 1);
            top = f->at;
            sp--;
        }
    }
    rec_out_bytes(o, "\n", 1);
}

/* The tree's walk when lines hold the whole game and another line leaves it somewhere;
 * NULL (the game alone) otherwise, or when memory is short (*failed then set). The caller
 * frees it (sgf_write_free). */
static SgfWrite *tree_to_write(const Game *g, const Review *lines, bool *failed)
{
    if (!lines) {
        return NULL;
    }
    SgfWrite *w = calloc(1, sizeof *w);
    size_t n = (size_t)lines->count;
    if (w) {
        w->nkids = lines->count + SGF_MAX_DEPTH + 1; /* each node once, a game's end a level */
        w->on_path = calloc(n, sizeof *w->on_path);
        w->path_at = malloc(n * sizeof *w->path_at);
        w->kids = malloc((size_t)w->nkids * sizeof *w->kids);
    }
    if (!w || !w->on_path || !w->path_at || !w->kids) {
        sgf_write_free(w);
        *failed = true;
        return NULL;
    }
    int npath = rec_game_path(g, lines, w->path);
    for (int i = 0; i < lines->count; i++) {
        w->path_at[i] = -1;
    }
    bool main = rec_game_is_main(lines, w->path, npath, true); /* else the tree's order */
    bool other = npath == g->nactions + 1 && !main;
    for (int i = 0; i < npath; i++) {
        w->on_path[w->path[i]] = main;
        w->path_at[w->path[i]] = i - 1;
    }
    /* Some line leaves the game's path (after its end too, or kept after a foul or a
     * five), or some node has a comment. */
    other = other ||
            (npath == g->nactions + 1 && (review_has_notes(lines) || review_kept_moves(lines) > 0));
    for (int i = 0; i < npath && npath == g->nactions + 1 && !other; i++) {
        for (int c = lines->nodes[w->path[i]].first_child; c >= 0 && !other;
             c = lines->nodes[c].next_sibling) {
            other = !w->on_path[c];
        }
    }
    if (!other) {
        sgf_write_free(w);
        return NULL;
    }
    return w;
}

/* Does the set-up's part of the game's path (its first setup moves) hold no other line
 * and no comment, so that AB[] and AW[] can stand for it? The set-up position's own
 * comment (on its last stone, where the window keeps it) goes with the root's (root_note);
 * lines from that position are the tree's. */
static bool setup_alone(const Review *lines, const SgfWrite *w, int setup)
{
    for (int i = 0; i < setup; i++) {
        const ReviewNode *nd = &lines->nodes[w->path[i + 1]];
        if ((nd->note[0] && i + 1 < setup) ||
            lines->nodes[w->path[i]].first_child != w->path[i + 1] || nd->next_sibling >= 0) {
            return false;
        }
    }
    return true;
}

bool rec_sgf_keeps_setup(const Game *g, const Review *lines)
{
    bool failed = false;
    SgfWrite *w = g->setup > 0 ? tree_to_write(g, lines, &failed) : NULL;
    bool keeps = !w || game_study(g) || setup_alone(lines, w, g->setup);
    sgf_write_free(w);
    return keeps;
}

/* A set-up position's stones (the game's first setup moves) as AB[] and AW[], and the
 * side to move after them as PL[] (a last set-up pass is only that). */
static void write_setup(Out *o, const Game *g, int setup)
{
    int size = g->board.size;
    for (int c = 0; c < 2 && setup > 0; c++) {
        bool named = false; /* a colour with no stone has no property (a study position's) */
        for (int i = c; i < setup; i += 2) {
            Pos p = g->actions[i].pos;
            if (g->actions[i].kind != ACTION_MOVE) {
                continue; /* the pass that gives the move to the other side: PL[] says it */
            }
            rec_out_printf(o, "%s[%c%c]",
                           named    ? ""
                           : c == 0 ? "AB"
                                    : "AW",
                           'a' + pos_x(p), 'a' + (size - 1 - pos_y(p)));
            named = true;
        }
    }
    if (setup > 0) {
        rec_out_printf(o, "PL[%c]", setup % 2 == 0 ? 'B' : 'W');
    }
}

/* The root's C[]: the game's comment, then the set-up position's (setup > 0) on a line of
 * its own; a reader keeps both as the game's comment. Its LB[]: the letters of the
 * position the game starts from (the set-up's, else the empty board's). */
static void root_note(Out *o, const Review *lines, const SgfWrite *w, int setup, int size,
                      const Action *prop)
{
    const char *game = lines->nodes[0].note;
    const char *pos = setup > 0 ? lines->nodes[w->path[setup]].note : "";
    size_t cap = strlen(game) + strlen(pos) + 2;
    char *both = malloc(cap);
    if (!both) {
        o->failed = true;
        return;
    }
    snprintf(both, cap, "%s%s%s", game, game[0] && pos[0] ? "\n" : "", pos);
    out_sgf_value(o, "C", both);
    free(both);
    write_labels(o, lines, setup > 0 ? w->path[setup] : 0, size, prop);
}

/* ms as SGF's real seconds: "300", "2.5". */
static void out_seconds(Out *o, int64_t ms)
{
    rec_out_printf(o, "%lld", (long long)(ms / 1000));
    if (ms % 1000 != 0) {
        char frac[8];
        snprintf(frac, sizeof frac, "%03d", (int)(ms % 1000));
        for (size_t n = strlen(frac); n > 0 && frac[n - 1] == '0'; n--) {
            frac[n - 1] = '\0';
        }
        rec_out_printf(o, ".%s", frac);
    }
}

/* The time control as TM[] (main time) and OT[] (overtime, as Go servers write it: "3
 * fischer", "5x30 byo-yomi"; a time a move is no main time and one period). Not for a line
 * tried after the game on the clock ended: opened, it would be a live game on that clock
 * (record_info_lost says the control is left out). */
static void sgf_write_clock(Out *o, const Game *g, const RecordInfo *info)
{
    const TimeControl *tc = &info->clock;
    if (!clock_timed(tc) || !rec_sgf_keeps_clock(g, info)) {
        return;
    }
    rec_out_printf(o, "TM[");
    out_seconds(o, tc->kind == CLOCK_PER_MOVE ? 0 : tc->base_ms);
    rec_out_printf(o, "]");
    if (tc->kind == CLOCK_FISCHER) {
        rec_out_printf(o, "OT[");
        out_seconds(o, tc->increment_ms);
        rec_out_printf(o, " fischer]");
    } else if (tc->kind == CLOCK_BYOYOMI || tc->kind == CLOCK_PER_MOVE) {
        rec_out_printf(o, "OT[%dx", tc->kind == CLOCK_PER_MOVE ? 1 : tc->periods);
        out_seconds(o, tc->period_ms);
        rec_out_printf(o, " byo-yomi]");
    }
}

bool rec_sgf_keeps_clock(const Game *g, const RecordInfo *info)
{
    return !info->clock_ended || game_over(g);
}

void rec_sgf_format(Out *o, const Game *g, const RecordInfo *info, const Review *lines)
{
    int size = g->board.size;
    rec_out_printf(o, "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[%d]", size);
    sgf_write_rule(o, g, info);
    out_sgf_value(o, "PB", info->black);
    out_sgf_value(o, "PW", info->white);
    out_sgf_value(o, "EV", info->event);
    out_sgf_value(o, "DT", info->date);
    char id[4], value[RECORD_SGF_VALUE_MAX];
    for (int k = 0; record_sgf_info_get(info, k, id, value, sizeof value); k++) {
        out_sgf_value(o, id, value); /* another program's, as read (fix33b) */
    }
    sgf_write_clock(o, g, info);
    if (info->no_help && clock_timed(&info->clock)) {
        rec_out_printf(o, "RJA[%s]", SGF_NO_HELP);
    }
    if (g->result != RESULT_NONE) {
        /* A foul as FF[4]'s forfeit ("W+F"): the game was lost by a move the rules forbid,
         * not on the board; we found no renju program that writes a foul otherwise (PlayOK,
         * Yixin and Renjubase's files hold none), and the foul's node says it in C[]. */
        const char *how = g->reason == REASON_RESIGN ? "R"
                          : g->reason == REASON_TIME ? "T"
                          : g->reason == REASON_FOUL ? "F"
                                                     : "";
        if (g->result == RESULT_DRAW) {
            rec_out_printf(o, "RE[0]");
        } else {
            rec_out_printf(o, "RE[%c+%s]", g->result == RESULT_BLACK_WINS ? 'B' : 'W', how);
        }
    } else {
        /* read so, while the game is unfinished and its moves those read (fix33b) */
        const char *kept = record_result_kept(g, info);
        out_sgf_value(o, "RE", kept ? kept : "");
    }
    SgfWrite *w = tree_to_write(g, lines, &o->failed);
    /* a study position's stones are no moves: always AB[], AW[] */
    int setup = w && !game_study(g) && !setup_alone(lines, w, g->setup) ? 0 : g->setup;
    write_setup(o, g, setup);
    /* the actions of the set-up's stones written as AB[] AW[], the first after them */
    int after = 0;
    for (int plies = 0; after < g->nactions && plies < setup; after++) {
        plies += rec_places_ply(g->actions[after].kind);
    }
    SgfLeft *left = NULL;
    if (clock_timed(&info->clock) && rec_sgf_keeps_clock(g, info) && g->nactions > 0) {
        left = malloc((size_t)g->nactions * sizeof *left);
        if (left) {
            sgf_readings(g, &info->clock, left);
        }
    }
    SgfExtra x = {g, left};
    if (w) { /* the decisions before the first stone are the tree's first node's */
        const Action *prop = NULL; /* a set-up's proposals */
        int from = write_chain(o, lines, w, &x, setup > 0 ? w->path[setup] : 0, &prop);
        root_note(o, lines, w, setup, size, prop);
        write_tree(o, lines, w, size, from, setup, &x);
        sgf_write_free(w);
        free(left);
        return;
    }
    write_decisions(o, g, after);
    for (int i = after, ply = setup; i < g->nactions; i++) {
        const Action *a = &g->actions[i];
        if (rec_places_ply(a->kind)) {
            write_ply(o, "", a->kind == ACTION_PASS ? POS_PASS : a->pos, ply++, size);
            write_extras(o, &x, i);
            write_note(o, g, i, "");
            bool started = false;
            for (int j = i + 1; j < g->nactions && !rec_places_ply(g->actions[j].kind); j++) {
                const Action *d = &g->actions[j];
                write_proposal_labels(o, &started, d->kind == ACTION_PROPOSE ? d : NULL, NULL,
                                      size);
            }
        }
    }
    free(left);
    rec_out_printf(o, ")\n");
}
