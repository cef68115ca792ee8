/* Renju - MIT licence, see LICENSE.
 *
 * Where a position was seen (findpos.h): a game's plies replayed on a bare array of
 * cells, its position compared with the target's eight turns where the counts and the
 * side to move agree (every stone of the target turned must stand there, which with as
 * many stones makes the positions equal); an SGF collection's games found by one skim
 * and each read as its own record.
 */
#include "findpos.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_parse.h"
#include "text.h"

void findpos_target(FindTarget *t, const Board *b)
{
    memset(t->count, 0, sizeof t->count);
    t->size = b->size;
    t->to_move = b->to_move;
    t->turns = symmetry_board_ok(b->size) ? TURN_COUNT : 1;
    t->n = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone s = board_at(b, p);
            if (s != STONE_BLACK && s != STONE_WHITE) {
                continue;
            }
            for (int k = 0; k < t->turns; k++) {
                t->pos[k][t->n] = symmetry_point(b->size, (BoardTurn)k, p);
            }
            t->colour[t->n++] = s;
            t->count[s]++;
        }
    }
}

/* Do cells hold every stone of t turned by k? */
static bool holds(const FindTarget *t, const Stone *cells, int k)
{
    for (int i = 0; i < t->n; i++) {
        if (cells[t->pos[k][i]] != t->colour[i]) {
            return false;
        }
    }
    return true;
}

/* Is a the earlier point (a1, b1, ... a2 ...; no move last)? */
static bool earlier(Pos a, Pos b)
{
    if (b == POS_NONE || b == POS_PASS) {
        return a != POS_NONE && (a != POS_PASS || b == POS_NONE);
    }
    if (a == POS_NONE || a == POS_PASS) {
        return false;
    }
    return pos_y(a) < pos_y(b) || (pos_y(a) == pos_y(b) && pos_x(a) < pos_x(b));
}

/* A position (cells) against t, its stone counts and side to move agreed: when it is t's
 * under some turn, the hit's next (raw_next, the game's own, turned back) and turn. */
static bool matches(const FindTarget *t, const Stone *cells, Pos raw_next, FindHit *hit)
{
    bool found = false;
    for (int turn = 0; turn < t->turns; turn++) {
        if (!holds(t, cells, turn)) {
            continue;
        }
        BoardTurn back = symmetry_inverse((BoardTurn)turn);
        Pos next = symmetry_point(t->size, back, raw_next);
        if (!found || earlier(next, hit->next)) {
            hit->next = next;
            hit->turn = back;
        }
        found = true;
    }
    return found;
}

bool findpos_game(const FindTarget *t, const Game *g, FindHit *hit)
{
    const Board *gb = &g->board;
    if (gb->size != t->size) {
        return false;
    }
    Stone cells[BOARD_CELLS];
    memset(cells, 0, sizeof cells); /* STONE_EMPTY */
    int count[3] = {0, 0, 0};
    Stone to_move = STONE_BLACK;
    for (int k = 0;; k++) {
        if (to_move == t->to_move && count[STONE_BLACK] == t->count[STONE_BLACK] &&
            count[STONE_WHITE] == t->count[STONE_WHITE] &&
            matches(t, cells, k < gb->ply ? gb->history[k].pos : POS_NONE, hit)) {
            hit->node = -1;
            hit->variation = 0;
            hit->ply = k;
            hit->plies = gb->ply;
            hit->result = g->result;
            hit->reason = g->reason;
            return true;
        }
        if (k >= gb->ply) {
            return false;
        }
        const BoardPly *ply = &gb->history[k];
        if (ply->pos != POS_PASS) {
            cells[ply->pos] = ply->stone;
            count[ply->stone]++;
        }
        for (int c = 0; c < ply->ncaptured && c < BOARD_MAX_CAPTURE; c++) {
            Stone s = cells[ply->captured[c]];
            if (s == STONE_BLACK || s == STONE_WHITE) {
                count[s]--;
            }
            cells[ply->captured[c]] = STONE_EMPTY;
        }
        to_move = stone_opponent(ply->stone);
    }
}

/* ---- Side lines --------------------------------------------------------------------- */

/* What a walk of a tree's side lines keeps: the board as it goes, per depth whether the
 * node's action made a ply, whether its line is done (the game's own, or a hit found on
 * it) and the move where its line left the one before; a game for a line's result. */
typedef struct LineWalk {
    Board board;
    Game end;
    int room;   /* depths the lists hold: a tree's nodes and one */
    bool *made; /* heap, as the rest */
    bool *done;
    int *from;
} LineWalk;

static void walk_free(LineWalk *w)
{
    if (w) {
        free(w->made);
        free(w->done);
        free(w->from);
        free(w);
    }
}

/* w's lists for a tree of count nodes: false when memory is short. */
static bool walk_room(LineWalk *w, int count)
{
    if (w->room > count) {
        return true;
    }
    size_t n = (size_t)count + 1;
    bool *made = realloc(w->made, n * sizeof *made);
    w->made = made ? made : w->made;
    bool *done = made ? realloc(w->done, n * sizeof *done) : NULL;
    w->done = done ? done : w->done;
    int *from = done ? realloc(w->from, n * sizeof *from) : NULL;
    w->from = from ? from : w->from;
    w->room = from ? count + 1 : w->room;
    return from != NULL;
}

/* Action a played on b: true when it made a ply (a stone or a pass). */
static bool play(Board *b, const Action *a)
{
    if (a->kind == ACTION_PASS) {
        return board_pass(b);
    }
    return (a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE) && board_play(b, a->pos);
}

/* The first ply along node's line (node, then first children): its point, POS_PASS, or
 * POS_NONE when the line ends first; *plies counts the line's plies from there. */
static Pos line_next(const Review *r, int node, int *plies, int *last)
{
    Pos next = POS_NONE;
    *plies = 0;
    *last = node;
    for (; node >= 0; node = r->nodes[node].first_child) {
        const Action *a = &r->nodes[node].action;
        bool ply = a->kind == ACTION_PASS || a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE;
        if (ply && (*plies)++ == 0) {
            next = a->kind == ACTION_PASS ? POS_PASS : a->pos;
        }
        *last = node;
    }
    return next;
}

/* The position on w's board against t, its line going on with node (-1: it ends there):
 * a hit of line `at` (the node whose line is followed) filled into *hit. */
static bool line_hit(const FindTarget *t, const Review *r, LineWalk *w, int node, int at, int from,
                     FindHit *hit)
{
    const Board *b = &w->board;
    if (b->to_move != t->to_move || b->stones[STONE_BLACK] != t->count[STONE_BLACK] ||
        b->stones[STONE_WHITE] != t->count[STONE_WHITE]) {
        return false;
    }
    int plies = 0, last = at;
    Pos next = node >= 0 ? line_next(r, node, &plies, &last) : POS_NONE;
    if (!matches(t, b->cells, next, hit)) {
        return false;
    }
    hit->node = at;
    hit->variation = from;
    hit->ply = b->ply;
    hit->plies = b->ply + plies;
    /* How the line ends: its last position replayed (a five, a resignation...). */
    bool ended = review_node_position(r, last, &w->end);
    hit->result = ended ? w->end.result : RESULT_NONE;
    hit->reason = ended ? w->end.reason : REASON_NONE;
    return true;
}

/* The side lines of tree r (its first line the game's, searched by findpos_game): fn for
 * each that reaches t, the first position where it does, a line's own or the one where
 * it leaves the line before it (another move there). hit holds the game's fields. False
 * when fn said stop. */
static bool side_lines(const FindTarget *t, const Review *r, LineWalk *w, FindHit *hit,
                       FindHitFn fn, void *ctx, int *hits)
{
    const ReviewNode *nodes = r->nodes;
    int node = 0, d = 0;
    w->made[0] = false;
    w->done[0] = true; /* the game's own line */
    w->from[0] = 0;
    for (;;) {
        int child = nodes[node].first_child;
        if (!w->done[d] && line_hit(t, r, w, child, node, w->from[d], hit)) {
            w->done[d] = true;
            ++*hits;
            if (!fn(ctx, hit)) {
                return false;
            }
        }
        if (child >= 0 && d + 1 < w->room) { /* down the same line */
            w->done[d + 1] = w->done[d];
            w->from[d + 1] = w->from[d];
            w->made[d + 1] = play(&w->board, &nodes[child].action);
            node = child;
            d++;
            continue;
        }
        /* Up to the first node with a later sibling: another line leaves there. */
        while (node > 0 && nodes[node].next_sibling < 0) {
            if (w->made[d]) {
                board_undo(&w->board);
            }
            node = nodes[node].parent;
            d--;
        }
        if (node <= 0) {
            return true;
        }
        if (w->made[d]) {
            board_undo(&w->board);
        }
        node = nodes[node].next_sibling;
        w->from[d] = w->board.ply + 1;
        w->done[d] = line_hit(t, r, w, node, node, w->from[d], hit);
        if (w->done[d]) { /* where it leaves: another move from the position */
            ++*hits;
            if (!fn(ctx, hit)) {
                return false;
            }
        }
        w->made[d] = play(&w->board, &nodes[node].action);
    }
}

/* The byte offsets of an SGF collection's game trees in d[0..n) (malloc'd, *games of
 * them; NULL when it holds one or none, or memory is short). */
static long *sgf_offsets(const char *d, size_t n, int *games)
{
    long at = rec_sgf_game_offset(d, n, 1, games);
    if (at < 0 || *games < 2) {
        return NULL;
    }
    long *all = malloc((size_t)*games * sizeof *all);
    if (!all) {
        return NULL;
    }
    int k = 0;
    for (size_t i = (size_t)at; k < *games && i < n;) {
        all[k++] = (long)i;
        if (!rec_sgf_skim(d, n, &i)) {
            break;
        }
        while (i < n && d[i] != '(') {
            i++;
        }
    }
    *games = k;
    return all;
}

/* Could the record d[0..n) of format fmt hold side lines? RenLib's always can; SGF's
 * when a '(' follows the game's own, our text record's when a line starts with one (a
 * comment's or a value's too: then the tree is read for nothing); no other format can.
 * So a game without lines costs no tree. */
static bool may_branch(const char *d, size_t n, RecordFormat fmt)
{
    if (fmt == RECORD_LIB) {
        return true;
    }
    if (fmt != RECORD_SGF && fmt != RECORD_TEXT) {
        return false;
    }
    const char *open = memchr(d, '(', n);
    if (fmt == RECORD_SGF) {
        return open && memchr(open + 1, '(', n - (size_t)(open + 1 - d)) != NULL;
    }
    for (; open; open = memchr(open + 1, '(', n - (size_t)(open + 1 - d))) {
        const char *p = open;
        while (p > d && (p[-1] == ' ' || p[-1] == '\t')) {
            p--;
        }
        if (p == d || p[-1] == '\n') {
            return true;
        }
    }
    return false;
}

/* Game g of a record (its tree in lines, NULL: none) against t: its own line, then its
 * side lines; fn for each hit (hit holds the game's number and names). False when fn
 * said stop. *walk is allocated at the first tree with side lines (the caller frees it). */
static bool search_game(const FindTarget *t, const Game *g, const Review *lines, FindHit *hit,
                        FindHitFn fn, void *ctx, int *hits, LineWalk **walk)
{
    if (findpos_game(t, g, hit)) {
        ++*hits;
        if (!fn(ctx, hit)) {
            return false;
        }
    }
    if (!lines || lines->count - 1 <= g->nactions || g->board.size != t->size) {
        return true; /* no side line */
    }
    if ((!*walk && !(*walk = calloc(1, sizeof **walk))) || !walk_room(*walk, lines->count)) {
        return true; /* memory short: the game's own line was searched */
    }
    board_init(&(*walk)->board, g->board.size, g->board.pente_captures);
    return side_lines(t, lines, *walk, hit, fn, ctx, hits);
}

/* Our text record d[0..n) without its side lines, into out (n bytes at most), its length
 * returned: every line from a "(" line to the ")" that closes it left out (comments,
 * letters and kept lines of those lines with them). */
static size_t text_main_line(const char *d, size_t n, char *out)
{
    size_t k = 0;
    long depth = 0;
    for (size_t i = 0; i < n;) {
        const char *end = memchr(d + i, '\n', n - i);
        size_t next = end ? (size_t)(end - d) + 1 : n;
        size_t a = i, b = next;
        while (a < b && (d[a] == ' ' || d[a] == '\t')) {
            a++;
        }
        while (b > a &&
               (d[b - 1] == '\n' || d[b - 1] == '\r' || d[b - 1] == ' ' || d[b - 1] == '\t')) {
            b--;
        }
        bool open = b == a + 1 && d[a] == '(';
        bool close = b == a + 1 && d[a] == ')' && depth > 0;
        if (depth == 0 && !open) {
            memcpy(out + k, d + i, next - i);
            k += next - i;
        }
        depth += open ? 1 : close ? -1 : 0;
        i = next;
    }
    return k;
}

/* SGF's game trees d[0..n) along their main lines, into out (n bytes at most), the length
 * returned: each node's first variation followed, the others (from the end of the first to
 * their parent's ")") left out, the brackets of the variations followed too:
 * "(;B[hh](;W[ii];B[jj])(;W[kk]))" -> "(;B[hh];W[ii];B[jj])". Property values are copied
 * as they are ("\]" and ")" in them included). */
static size_t sgf_main_line(const char *d, size_t n, char *out)
{
    size_t k = 0;
    long depth = 0;
    long skip_below = -1; /* skipping what lies deeper than this (-1: none) */
    bool value = false;
    for (size_t i = 0; i < n; i++) {
        char c = d[i];
        bool keep = skip_below < 0;
        if (value) {
            if (c == '\\' && i + 1 < n) {
                if (keep) {
                    out[k++] = c;
                }
                c = d[++i];
            } else if (c == ']') {
                value = false;
            }
        } else if (c == '[') {
            value = true;
        } else if (c == '(') {
            depth++;
            keep = keep && depth == 1; /* a variation's bracket: its nodes follow on */
        } else if (c == ')') {
            if (skip_below >= 0 && depth - 1 == skip_below) {
                skip_below = -1; /* the parent's ")": its other variations are passed */
                keep = true;
            }
            depth--;
            if (keep && depth >= 1) {
                skip_below = depth - 1; /* the first variation ended: the others go */
                keep = false;
            }
        }
        if (keep) {
            out[k++] = c;
        }
    }
    return k;
}

char *findpos_main_line(const char *data, size_t len, RecordFormat fmt, size_t *n)
{
    char *out = fmt == RECORD_TEXT || fmt == RECORD_SGF ? malloc(len + 1) : NULL;
    if (out) {
        *n = fmt == RECORD_TEXT ? text_main_line(data, len, out) : sgf_main_line(data, len, out);
    }
    return out;
}

/* Game g of a record whose tree passes the review's room (data[0..len), format fmt) read
 * along its own line (findpos_main_line): true when it was. */
static bool read_main_line(const char *data, size_t len, RecordFormat fmt, const char *name,
                           const RuleSet *asked, Game *g, RecordInfo *info)
{
    size_t n = 0;
    char *own = findpos_main_line(data, len, fmt, &n);
    RecordError e;
    bool ok = own && record_parse_game(own, n, name, asked, 1, g, NULL, info, &e);
    free(own);
    return ok;
}

void findpos_record(const FindTarget *t, const char *data, size_t len, const char *name,
                    const RuleSet *asked, Game *scratch, Review *lines, FindHitFn fn, void *ctx,
                    FindRecord *out, RecordError *err)
{
    memset(out, 0, sizeof *out);
    RecordFormat fmt = record_format_from_path(name);
    RecordFormat seen = fmt == RECORD_AUTO ? record_detect(data, len) : fmt;
    int games = 1;
    long *at = seen == RECORD_SGF ? sgf_offsets(data, len, &games) : NULL;
    LineWalk *walk = NULL;
    if (!at) {
        games = 1;
    }
    out->games = games;
    for (int k = 0; k < games && !out->stopped; k++) {
        size_t from = at ? (size_t)at[k] : 0;
        size_t to = at && k + 1 < games ? (size_t)at[k + 1] : len;
        RecordInfo info;
        RecordError e;
        /* Each game as a record of its own: the collection's rest is not skimmed again.
         * A tree past the review's room is refused as Open refuses it: the readers of
         * SGF, our text record and RenLib read the whole tree whether it is taken or not
         * (a record opens and summarises alike), so a second reading without it would
         * fail the same way (a big .lib is findpos_library's). */
        Review *tree = lines && may_branch(data + from, to - from, seen) ? lines : NULL;
        bool ok = record_parse_game(data + from, to - from, name, asked, 1, scratch, tree, &info,
                                    &e);
        if (!ok && e.reason == RECORD_R_LINES_TOO_MANY &&
            read_main_line(data + from, to - from, seen, name, asked, scratch, &info)) {
            ok = true; /* its own line searched, its side lines not (said by the caller) */
            tree = NULL;
            out->partial++;
        }
        if (!ok) {
            if (out->bad++ == 0 && err) {
                *err = e;
                if (e.offset >= 0) {
                    err->offset += (long)from; /* the file's byte, not the game's */
                    record_error_finish(err);
                }
            }
            continue;
        }
        out->read++;
        FindHit hit;
        memset(&hit, 0, sizeof hit);
        hit.game = k + 1;
        memcpy(hit.black, info.black, sizeof hit.black);
        memcpy(hit.white, info.white, sizeof hit.white);
        memcpy(hit.event, info.event, sizeof hit.event);
        memcpy(hit.date, info.date, sizeof hit.date);
        out->stopped = !search_game(t, scratch, tree, &hit, fn, ctx, &out->hits, &walk);
    }
    walk_free(walk);
    free(at);
}

/* A line's moves as text into buf: "h8 i9 h10"; a long one keeps its first moves and its
 * last ones, "h8 i9 … j11 k12", so the moves next to the position show. */
static void line_text(const Pos *line, int n, char *buf, size_t cap)
{
    char point[FINDPOS_LINE_MAX][8];
    size_t width = 0; /* the whole line's bytes */
    int m = n < FINDPOS_LINE_MAX ? n : FINDPOS_LINE_MAX;
    for (int i = 0; i < n; i++) {
        char p[8];
        if (line[i] == POS_PASS) {
            snprintf(p, sizeof p, "pass");
        } else {
            board_format_point(line[i], p, sizeof p);
        }
        if (i < 2 || i >= n - (m - 2)) { /* kept for the text: the first two, the last */
            snprintf(point[i < 2 ? i : i - (n - m)], sizeof point[0], "%s", p);
        }
        width += strlen(p) + (i > 0);
    }
    size_t len = 0;
    buf[0] = '\0';
    if (width < cap) {
        for (int i = 0; i < m; i++) {
            text_append(buf, cap, &len, "%s%s", i > 0 ? " " : "", point[i]);
        }
        return;
    }
    /* The first two moves, "…", then the last ones that fit. */
    size_t room = cap - 1 - strlen(point[0]) - strlen(point[1]) - strlen(" … ") - 1;
    int from = m;
    for (size_t used = 0; from > 2 && used + strlen(point[from - 1]) + 1 <= room; from--) {
        used += strlen(point[from - 1]) + 1;
    }
    text_append(buf, cap, &len, "%s %s …", point[0], point[1]);
    for (int i = from; i < m; i++) {
        text_append(buf, cap, &len, " %s", point[i]);
    }
}

bool findpos_library(const FindTarget *t, const Library *lib, FindHitFn fn, void *ctx,
                     FindRecord *out)
{
    memset(out, 0, sizeof *out);
    if (t->size != LIBRARY_SIZE) {
        return true;
    }
    LibraryReach *reach = malloc(FINDPOS_LIBRARY_LINES * sizeof *reach);
    Pos *line = malloc(LIBRARY_MAX_DEPTH * sizeof *line);
    if (!reach || !line) {
        free(reach);
        free(line);
        return true;
    }
    int n = library_reach(lib, t->pos[TURN_NONE], t->colour, t->n, t->to_move, reach,
                          FINDPOS_LIBRARY_LINES);
    n = n < FINDPOS_LIBRARY_LINES ? n : FINDPOS_LIBRARY_LINES;
    for (int i = 0; i < n && !out->stopped; i++) {
        FindHit hit;
        memset(&hit, 0, sizeof hit);
        hit.game = 1;
        hit.ply = reach[i].ply;
        hit.turn = reach[i].turn;
        hit.node = reach[i].node;
        hit.library = true;
        hit.result = RESULT_NONE;
        hit.reason = REASON_NONE;
        /* The line as the library holds it; turned when it reads otherwise turned. */
        LibraryReach own = reach[i];
        own.turn = TURN_NONE;
        int m = library_reach_line(lib, &own, line, LIBRARY_MAX_DEPTH);
        m = m < LIBRARY_MAX_DEPTH ? m : LIBRARY_MAX_DEPTH;
        line_text(line, m, hit.line, sizeof hit.line);
        for (int k = 0; k < m; k++) {
            Pos p = symmetry_point(LIBRARY_SIZE, reach[i].turn, line[k]);
            hit.line_turned = hit.line_turned || p != line[k];
        }
        Pos next[LIBRARY_SIZE * LIBRARY_SIZE + 1];
        int moves[LIBRARY_SIZE * LIBRARY_SIZE + 1];
        int k = library_reach_next(lib, &reach[i], next, moves, LIBRARY_SIZE * LIBRARY_SIZE + 1);
        for (int j = 0; j <= k && !out->stopped; j++) {
            if (j == k && k > 0) {
                break; /* the line goes on: no hit for its end */
            }
            hit.next = j < k ? next[j] : POS_NONE;
            hit.moves = j < k ? moves[j] - 1 : 0; /* below next, as the library counts */
            hit.plies = hit.ply + (j < k);
            out->hits++;
            out->stopped = !fn(ctx, &hit);
        }
    }
    free(reach);
    free(line);
    return !out->stopped;
}

uint64_t findpos_stamp(const char *data, size_t len)
{
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < len; i++) {
        h = (h ^ (unsigned char)data[i]) * 1099511628211ull;
    }
    return h ? h : 1;
}

static int by_games(const void *a, const void *b)
{
    const FindNext *x = a;
    const FindNext *y = b;
    if (x->games + x->side != y->games + y->side) {
        return y->games + y->side - x->games - x->side;
    }
    if (x->moves != y->moves) { /* the library's: the most moves first, as its view */
        return x->moves > y->moves ? -1 : 1;
    }
    return earlier(x->pos, y->pos) ? -1 : earlier(y->pos, x->pos) ? 1 : 0;
}

int findpos_summary(const FindHit *hits, int n, FindNext *out, int cap)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        int j = 0;
        while (j < count && out[j].pos != hits[i].next) {
            j++;
        }
        if (j == count) {
            if (count == cap) {
                continue;
            }
            memset(&out[count], 0, sizeof out[count]);
            out[count++].pos = hits[i].next;
        }
        if (hits[i].library) { /* no result: a library's line is no game */
            out[j].library++;
            out[j].moves += hits[i].moves;
            continue;
        }
        if (hits[i].variation > 0) {
            out[j].side++;
        } else {
            out[j].games++;
        }
        int r = (int)hits[i].result;
        out[j].result[r >= 0 && r < 4 ? r : 0]++;
    }
    qsort(out, (size_t)count, sizeof *out, by_games);
    return count;
}
