/* Renju - MIT licence, see LICENSE.
 *
 * The review tree. Positions are not stored: a position is the replay of the actions on
 * the path from the root, so the tree stays small and can never disagree with the rules.
 */
#include "review.h"

#include "text.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { START_NODES = 64 }; /* a new tree's room: nodes[] doubles from there */

/* Room for one node more: false when the tree is full or memory is short. */
static bool room_for_one(Review *r)
{
    if (r->count < r->room) {
        return true;
    }
    if (r->room >= REVIEW_MAX_NODES) {
        return false;
    }
    int room = r->room < REVIEW_MAX_NODES / 2 ? 2 * r->room : REVIEW_MAX_NODES;
    ReviewNode *nodes = realloc(r->nodes, (size_t)room * sizeof *nodes);
    if (!nodes) {
        return false;
    }
    r->nodes = nodes;
    r->room = room;
    return true;
}

/* A node's own memory freed: its comment, letters and shapes. */
static void node_release(ReviewNode *n)
{
    if (n->note[0]) {
        free((char *)n->note);
    }
    free(n->marks);
    free(n->shapes);
    n->note = "";
    n->marks = NULL;
    n->shapes = NULL;
    n->nmarks = 0;
    n->nshapes = 0;
}

static char *text_copy(const char *s, size_t n)
{
    char *c = malloc(n + 1);
    if (c) {
        memcpy(c, s, n);
        c[n] = '\0';
    }
    return c;
}

/* dst (a copy of src made by value) given copies of its own: false when memory is short,
 * dst then owning nothing. */
static bool node_own(ReviewNode *dst, const ReviewNode *src)
{
    dst->note = "";
    dst->marks = NULL;
    dst->shapes = NULL;
    bool ok = true;
    if (src->note[0]) {
        char *note = text_copy(src->note, strlen(src->note));
        dst->note = note ? note : "";
        ok = note != NULL;
    }
    if (ok && src->marks) {
        ok = (dst->marks = malloc(REVIEW_MARKS_MAX * sizeof *dst->marks)) != NULL;
        if (ok) {
            memcpy(dst->marks, src->marks, REVIEW_MARKS_MAX * sizeof *dst->marks);
        }
    }
    if (ok && src->shapes) {
        ok = (dst->shapes = malloc(REVIEW_SHAPES_MAX * sizeof *dst->shapes)) != NULL;
        if (ok) {
            memcpy(dst->shapes, src->shapes, REVIEW_SHAPES_MAX * sizeof *dst->shapes);
        }
    }
    if (!ok) {
        node_release(dst);
    }
    return ok;
}

/* A new node, the last child of parent (-1: the root), or -1 when there is no room. */
static int new_node(Review *r, int parent, const Action *a)
{
    if (!room_for_one(r)) {
        return -1;
    }
    int k = r->count++;
    ReviewNode *n = &r->nodes[k];
    memset(n, 0, sizeof *n);
    n->note = "";
    if (a) {
        n->action = *a;
    }
    n->parent = parent;
    n->first_child = -1;
    n->next_sibling = -1;
    n->last_child = -1;
    if (parent >= 0) {
        ReviewNode *p = &r->nodes[parent];
        if (p->first_child < 0) {
            p->first_child = k;
        } else {
            int c = p->first_child;
            while (r->nodes[c].next_sibling >= 0) {
                c = r->nodes[c].next_sibling;
            }
            r->nodes[c].next_sibling = k;
        }
        p->last_child = k;
    }
    return k;
}

Review *review_new(void)
{
    Review *r = calloc(1, sizeof *r);
    ReviewNode *nodes = malloc(START_NODES * sizeof *nodes);
    if (!r || !nodes) {
        free(r);
        free(nodes);
        return NULL;
    }
    r->nodes = nodes;
    r->room = START_NODES;
    review_clear(r, rules_get(RULE_RENJU), OPENING_FREE);
    return r;
}

void review_free(Review *r)
{
    if (!r) {
        return;
    }
    for (int i = 0; i < r->count; i++) {
        node_release(&r->nodes[i]);
    }
    free(r->nodes);
    free(r->kept);
    free(r);
}

void review_swap(Review *a, Review *b)
{
    Review t = *a;
    *a = *b;
    *b = t;
}

bool review_full(const Review *r) { return r->count >= REVIEW_MAX_NODES; }

void review_clear(Review *r, const RuleSet *rules, OpeningId opening)
{
    for (int i = 0; i < r->count; i++) {
        node_release(&r->nodes[i]);
    }
    if (r->room > START_NODES) { /* a big tree's room given back */
        ReviewNode *nodes = realloc(r->nodes, START_NODES * sizeof *nodes);
        if (nodes) {
            r->nodes = nodes;
            r->room = START_NODES;
        }
    }
    free(r->kept);
    r->kept = NULL;
    r->kept_room = 0;
    r->rules = rules;
    r->opening = opening;
    r->count = 0;
    r->note_bytes = 0;
    r->setup = 0;
    r->kept_bytes = 0;
    r->current = new_node(r, -1, NULL); /* room for one always */
}

bool review_copy(Review *dst, const Review *src)
{
    if (dst == src) {
        return true;
    }
    int room = src->count > START_NODES ? src->count : START_NODES;
    ReviewNode *nodes = malloc((size_t)room * sizeof *nodes);
    unsigned char *kept = src->kept_bytes > 0 ? malloc((size_t)src->kept_bytes) : NULL;
    bool ok = nodes && (src->kept_bytes == 0 || kept);
    int n = 0;
    if (ok) {
        memcpy(nodes, src->nodes, (size_t)src->count * sizeof *nodes);
        while (n < src->count && node_own(&nodes[n], &src->nodes[n])) {
            n++;
        }
        ok = n == src->count;
    }
    if (!ok) {
        for (int i = 0; i < n; i++) {
            node_release(&nodes[i]);
        }
        free(nodes);
        free(kept);
        return false;
    }
    if (kept) {
        memcpy(kept, src->kept, (size_t)src->kept_bytes);
    }
    for (int i = 0; i < dst->count; i++) {
        node_release(&dst->nodes[i]);
    }
    free(dst->nodes);
    free(dst->kept);
    *dst = *src;
    dst->nodes = nodes;
    dst->room = room;
    dst->kept = kept;
    dst->kept_room = src->kept_bytes;
    return true;
}

bool review_keep(Review *r, int node, const void *bytes, int len, int moves)
{
    if (node < 0 || node >= r->count || len <= 0 || len > REVIEW_KEPT_MAX - r->kept_bytes ||
        r->nodes[node].first_child >= 0 || r->nodes[node].kept_len > 0) {
        return false;
    }
    if (r->kept_bytes + len > r->kept_room) {
        int room = r->kept_room > 0 ? r->kept_room : 1024;
        while (room < r->kept_bytes + len) {
            room = room < REVIEW_KEPT_MAX / 2 ? 2 * room : REVIEW_KEPT_MAX;
        }
        unsigned char *kept = realloc(r->kept, (size_t)room);
        if (!kept) {
            return false;
        }
        r->kept = kept;
        r->kept_room = room;
    }
    memcpy(r->kept + r->kept_bytes, bytes, (size_t)len);
    r->nodes[node].kept_at = r->kept_bytes;
    r->nodes[node].kept_len = len;
    r->nodes[node].kept_moves = moves;
    r->kept_bytes += len;
    return true;
}

int review_kept_moves(const Review *r)
{
    int n = 0;
    for (int i = 0; i < r->count; i++) {
        n += r->nodes[i].kept_moves;
    }
    return n;
}

int review_add(Review *r, int parent, const Action *a, bool first)
{
    int k = new_node(r, parent, a);
    if (k < 0) {
        return -1;
    }
    ReviewNode *p = &r->nodes[parent];
    if (first && p->first_child != k) {
        int c = p->first_child; /* k is last: unlink it there, put it in front */
        while (r->nodes[c].next_sibling != k) {
            c = r->nodes[c].next_sibling;
        }
        r->nodes[c].next_sibling = -1;
        r->nodes[k].next_sibling = p->first_child;
        p->first_child = k;
    }
    return k;
}

bool review_delete(Review *r, int node)
{
    if (node <= 0 || node >= r->count) {
        return false;
    }
    /* A child comes after its parent (nodes are only appended), so one pass marks the
     * subtree; map[] then gives each kept node its new index (-1: deleted). */
    int *map = malloc((size_t)r->count * sizeof *map);
    unsigned char *kept = r->kept_bytes > 0 ? malloc((size_t)r->kept_bytes) : NULL;
    if (!map || (r->kept_bytes > 0 && !kept)) {
        free(map);
        free(kept);
        return false;
    }
    int parent = r->nodes[node].parent;
    ReviewNode *p = &r->nodes[parent];
    if (p->first_child == node) {
        p->first_child = r->nodes[node].next_sibling;
    } else {
        int c = p->first_child;
        while (r->nodes[c].next_sibling != node) {
            c = r->nodes[c].next_sibling;
        }
        r->nodes[c].next_sibling = r->nodes[node].next_sibling;
    }
    if (p->last_child == node) {
        p->last_child = -1; /* forward takes the first child now */
    }
    int current = r->current;
    int n = 0;
    for (int i = 0; i < r->count; i++) {
        bool gone = i == node || (i > node && map[r->nodes[i].parent] < 0);
        map[i] = gone ? -1 : n++;
        if (gone) {
            r->note_bytes -= (int)strlen(r->nodes[i].note);
            node_release(&r->nodes[i]);
            current = i == current ? parent : current;
        }
    }
    if (kept) {
        memcpy(kept, r->kept, (size_t)r->kept_bytes);
    }
    r->kept_bytes = 0;
    for (int i = 0; i < r->count; i++) {
        if (map[i] < 0) {
            continue;
        }
        ReviewNode *d = &r->nodes[map[i]];
        if (map[i] != i) {
            memcpy(d, &r->nodes[i], sizeof *d);
        }
        d->parent = d->parent >= 0 ? map[d->parent] : -1;
        d->first_child = d->first_child >= 0 ? map[d->first_child] : -1;
        d->next_sibling = d->next_sibling >= 0 ? map[d->next_sibling] : -1;
        d->last_child = d->last_child >= 0 ? map[d->last_child] : -1;
        if (d->kept_len > 0) {
            memcpy(r->kept + r->kept_bytes, kept + d->kept_at, (size_t)d->kept_len);
            d->kept_at = r->kept_bytes;
            r->kept_bytes += d->kept_len;
        }
    }
    r->current = map[current];
    r->count = n;
    if (r->setup > review_depth(r, map[parent])) { /* a set-up's own line stays whole */
        int d = 0;
        for (int k = r->nodes[0].first_child; k >= 0; k = r->nodes[k].first_child) {
            d++;
        }
        r->setup = r->setup < d ? r->setup : d;
    }
    free(map);
    free(kept);
    return true;
}

bool review_init(Review *r, const Game *g)
{
    review_clear(r, g->rules, g->opening);
    int k = 0;
    for (int i = 0, next; i < g->nactions && (next = new_node(r, k, &g->actions[i])) >= 0; i++) {
        k = next;
    }
    r->setup = g->setup < r->count - 1 ? g->setup : r->count - 1;
    r->current = k;
    return r->count == g->nactions + 1;
}

int review_depth(const Review *r, int node)
{
    int d = 0;
    for (; node > 0; node = r->nodes[node].parent) {
        d++;
    }
    return d;
}

/* Replays the path root..node into out. */
static bool replay(const Review *r, int node, Game *out)
{
    int n = review_depth(r, node);
    int *path = malloc((size_t)(n > 0 ? n : 1) * sizeof *path);
    if (!path) {
        return false;
    }
    for (int i = n; node > 0; node = r->nodes[node].parent) {
        path[--i] = node;
    }
    game_init(out, r->rules, r->opening);
    bool main = true; /* on the main line so far: its set-up is ours */
    bool ok = true;
    for (int i = 0; ok && i < n; i++) {
        int k = path[i];
        main = main && r->nodes[r->nodes[k].parent].first_child == k;
        ok = game_apply(out, &r->nodes[k].action, NULL);
        if (ok && main && out->nactions <= r->setup) {
            out->setup = out->nactions;
        }
    }
    free(path);
    return ok;
}

bool review_position(const Review *r, Game *out) { return replay(r, r->current, out); }

bool review_node_position(const Review *r, int node, Game *out)
{
    return node >= 0 && node < r->count && replay(r, node, out);
}

bool review_back(Review *r)
{
    if (r->current == 0) {
        return false;
    }
    r->current = r->nodes[r->current].parent;
    return true;
}

bool review_forward(Review *r)
{
    const ReviewNode *n = &r->nodes[r->current];
    int next = n->last_child >= 0 ? n->last_child : n->first_child;
    if (next < 0) {
        return false;
    }
    r->current = next;
    return true;
}

void review_home(Review *r) { r->current = 0; }

void review_end(Review *r)
{
    while (review_forward(r)) {
    }
}

bool review_goto(Review *r, int node)
{
    if (node < 0 || node >= r->count) {
        return false;
    }
    for (int k = node; k > 0; k = r->nodes[k].parent) {
        r->nodes[r->nodes[k].parent].last_child = k;
    }
    r->current = node;
    return true;
}

bool review_same_action(const Action *a, const Action *b)
{
    if (a->kind != b->kind || a->pos != b->pos || a->colour != b->colour || a->count != b->count ||
        a->nproposals != b->nproposals || a->foul != b->foul) {
        return false;
    }
    return memcmp(a->proposals, b->proposals, (size_t)a->nproposals * sizeof a->proposals[0]) == 0;
}

int review_child(const Review *r, int node, const Action *a)
{
    for (int c = r->nodes[node].first_child; c >= 0; c = r->nodes[c].next_sibling) {
        if (review_same_action(&r->nodes[c].action, a)) {
            return c;
        }
    }
    return -1;
}

bool review_play(Review *r, const Action *a, GameError *err)
{
    int same = review_child(r, r->current, a);
    if (same >= 0) {
        return review_goto(r, same);
    }
    if (review_full(r)) {
        if (err) {
            snprintf(err->msg, sizeof err->msg, "the review holds no more moves");
        }
        return false;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        if (err) {
            snprintf(err->msg, sizeof err->msg, "out of memory");
        }
        return false;
    }
    bool ok = replay(r, r->current, g) && game_apply(g, a, err);
    free(g);
    int k = ok ? new_node(r, r->current, a) : -1;
    if (ok && k < 0 && err) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
    }
    if (k >= 0) {
        r->current = k;
    }
    return k >= 0;
}

int review_line(const Review *r, int *nodes, int cap, int *current_index)
{
    int depth = review_depth(r, r->current);
    int n = 0;
    /* The path down to the current node, written from its end. */
    for (int k = r->current, i = depth - 1; k > 0; k = r->nodes[k].parent, i--) {
        if (i < cap) {
            nodes[i] = k;
        }
    }
    n = depth;
    if (current_index) {
        *current_index = depth - 1;
    }
    /* Then forward along the line being followed. */
    for (int k = r->current;;) {
        const ReviewNode *nd = &r->nodes[k];
        k = nd->last_child >= 0 ? nd->last_child : nd->first_child;
        if (k < 0) {
            break;
        }
        if (n < cap) {
            nodes[n] = k;
        }
        n++;
    }
    return n;
}

int review_children(const Review *r, int node, int *out, int cap)
{
    int n = 0;
    for (int c = r->nodes[node].first_child; c >= 0; c = r->nodes[c].next_sibling) {
        if (n < cap) {
            out[n] = c;
        }
        n++;
    }
    return n;
}

/* A note being written tidied: blanks at the end of each line and empty lines at the
 * end dropped. Blanks and newlines wait until a character follows them. */
typedef struct Tidy {
    char *out;
    size_t len;
    size_t chars; /* characters in out */
    int newlines; /* waiting */
    int blanks;   /* waiting, after the last newline waiting */
} Tidy;

/* Adds character c (k bytes); false, nothing added, when the note would pass
 * REVIEW_NOTE_CHARS characters. */
static bool tidy_put(Tidy *t, const char *c, size_t k)
{
    if (k == 1 && (c[0] == ' ' || c[0] == '\n')) {
        t->newlines += c[0] == '\n';
        t->blanks = c[0] == '\n' ? 0 : t->blanks + 1;
        return true;
    }
    if (t->chars + (size_t)t->newlines + (size_t)t->blanks + 1 > REVIEW_NOTE_CHARS) {
        return false;
    }
    t->chars += (size_t)t->newlines + (size_t)t->blanks + 1;
    memset(t->out + t->len, '\n', (size_t)t->newlines);
    t->len += (size_t)t->newlines;
    memset(t->out + t->len, ' ', (size_t)t->blanks);
    t->len += (size_t)t->blanks;
    memcpy(t->out + t->len, c, k);
    t->len += k;
    t->newlines = 0;
    t->blanks = 0;
    return true;
}

/* A control character: C0 (but the newline), DEL, C1 (U+0080..U+009F). */
static bool is_control(const char *s, size_t len)
{
    unsigned char c = (unsigned char)s[0];
    if (len == 1) {
        return (c < 0x20 && c != '\n') || c == 0x7F;
    }
    return len == 2 && c == 0xC2 && (unsigned char)s[1] < 0xA0;
}

ReviewNoteCheck review_set_note(Review *r, int node, const char *s, size_t n)
{
    for (size_t i = 0; i < n;) {
        size_t k = text_utf8_char(s + i, n - i);
        if (k == 0 || is_control(s + i, k)) {
            return REVIEW_NOTE_NOT_TEXT;
        }
        i += k;
    }
    char *note = malloc(n + 1); /* tidied, it is no longer */
    if (!note) {
        return REVIEW_NOTE_NO_MEMORY;
    }
    Tidy t = {note, 0, 0, 0, 0};
    ReviewNoteCheck c = REVIEW_NOTE_OK;
    for (size_t i = 0; i < n && c == REVIEW_NOTE_OK;) {
        size_t k = text_utf8_char(s + i, n - i);
        c = tidy_put(&t, s + i, k) ? REVIEW_NOTE_OK : REVIEW_NOTE_TOO_LONG;
        i += k;
    }
    note[t.len] = '\0';
    ReviewNode *nd = &r->nodes[node];
    int others = r->note_bytes - (int)strlen(nd->note);
    if (c == REVIEW_NOTE_OK && others + (int)t.len > REVIEW_NOTES_TOTAL) {
        c = REVIEW_NOTE_FULL;
    }
    if (c != REVIEW_NOTE_OK) {
        free(note);
        return c;
    }
    if (nd->note[0]) {
        free((char *)nd->note);
    }
    nd->note = "";
    if (t.len > 0) {
        char *fit = realloc(note, t.len + 1);
        nd->note = fit ? fit : note;
    } else {
        free(note);
    }
    r->note_bytes = others + (int)t.len;
    return REVIEW_NOTE_OK;
}

size_t review_note_clean(const char *s, size_t n, char *out, bool *cut)
{
    Tidy t = {out, 0, 0, 0, 0};
    if (cut) {
        *cut = false;
    }
    for (size_t i = 0; i < n;) {
        size_t k = text_utf8_char(s + i, n - i);
        const char *put = s + i;
        size_t m = k;
        if (k == 0) {
            put = "?";
            m = 1;
            k = 1;
        } else if (s[i] == '\r' || s[i] == '\t') {
            put = s[i] == '\t' ? " " : "\n";
            k = s[i] == '\r' && i + 1 < n && s[i + 1] == '\n' ? 2 : 1;
        } else if (is_control(s + i, k)) {
            m = 0;
        }
        if (m > 0 && !tidy_put(&t, put, m)) {
            if (cut) {
                *cut = true; /* a character that is no blank did not fit */
            }
            break;
        }
        i += k;
    }
    out[t.len] = '\0';
    return t.len;
}

bool review_has_notes(const Review *r)
{
    for (int k = 0; k < r->count; k++) {
        const ReviewNode *nd = &r->nodes[k];
        if (nd->note[0] || nd->nmarks > 0 || nd->nshapes > 0 || nd->marked) {
            return true;
        }
    }
    return false;
}

ReviewMarkCheck review_mark_check(const char *text, size_t n)
{
    if (n == 0 || !text_utf8_valid(text, n) || text[0] == ' ' || text[n - 1] == ' ') {
        return REVIEW_MARK_NOT_TEXT;
    }
    size_t chars = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c < 0x20 || c == 0x7F) {
            return REVIEW_MARK_NOT_TEXT;
        }
        chars += (c & 0xC0) != 0x80; /* a character's first byte */
    }
    return chars > REVIEW_MARK_CHARS || n >= REVIEW_MARK_TEXT ? REVIEW_MARK_TOO_LONG
                                                              : REVIEW_MARK_OK;
}

bool review_set_mark(Review *r, int node, Pos pos, const char *text, size_t n)
{
    if (node < 0 || node >= r->count || pos == POS_PASS || pos == POS_NONE) {
        return false;
    }
    ReviewNode *nd = &r->nodes[node];
    int at = 0;
    while (at < nd->nmarks && nd->marks[at].pos != pos) {
        at++;
    }
    if (n == 0) {
        if (at < nd->nmarks) {
            nd->marks[at] = nd->marks[--nd->nmarks];
        }
        return true;
    }
    if (review_mark_check(text, n) != REVIEW_MARK_OK ||
        (at == nd->nmarks && nd->nmarks == REVIEW_MARKS_MAX)) {
        return false;
    }
    if (!nd->marks && !(nd->marks = malloc(REVIEW_MARKS_MAX * sizeof *nd->marks))) {
        return false;
    }
    if (at == nd->nmarks) {
        nd->marks[at].marked = false;
        nd->nmarks++;
    }
    nd->marks[at].pos = pos;
    memcpy(nd->marks[at].text, text, n);
    nd->marks[at].text[n] = '\0';
    return true;
}

bool review_set_shape(Review *r, int node, Pos pos, ReviewShape shape)
{
    if (node < 0 || node >= r->count || pos == POS_PASS || pos == POS_NONE ||
        (unsigned)shape >= REVIEW_SHAPE_COUNT) {
        return false;
    }
    ReviewNode *nd = &r->nodes[node];
    int at = 0;
    while (at < nd->nshapes && nd->shapes[at].pos != pos) {
        at++;
    }
    if (shape == REVIEW_SHAPE_NONE) {
        if (at < nd->nshapes) {
            nd->shapes[at] = nd->shapes[--nd->nshapes];
        }
        return true;
    }
    if (at == nd->nshapes && nd->nshapes == REVIEW_SHAPES_MAX) {
        return false;
    }
    if (!nd->shapes && !(nd->shapes = malloc(REVIEW_SHAPES_MAX * sizeof *nd->shapes))) {
        return false;
    }
    nd->nshapes += at == nd->nshapes;
    nd->shapes[at] = (ReviewShapeMark){pos, (unsigned char)shape};
    return true;
}

ReviewShape review_shape(const Review *r, int node, Pos pos)
{
    const ReviewNode *nd = &r->nodes[node];
    for (int i = 0; i < nd->nshapes; i++) {
        if (nd->shapes[i].pos == pos) {
            return (ReviewShape)nd->shapes[i].shape;
        }
    }
    return REVIEW_SHAPE_NONE;
}

static const char *const SHAPE_SGF[REVIEW_SHAPE_COUNT] = {"", "TR", "SQ", "CR", "MA"};

const char *review_shape_sgf(ReviewShape shape)
{
    return (unsigned)shape < REVIEW_SHAPE_COUNT ? SHAPE_SGF[shape] : "";
}

ReviewShape review_shape_from_sgf(const char *id, size_t n)
{
    for (int k = 1; k < REVIEW_SHAPE_COUNT; k++) {
        if (n == 2 && (id[0] | 0x20) == (SHAPE_SGF[k][0] | 0x20) &&
            (id[1] | 0x20) == (SHAPE_SGF[k][1] | 0x20)) {
            return (ReviewShape)k;
        }
    }
    return REVIEW_SHAPE_NONE;
}

const ReviewMark *review_mark_at(const Review *r, int node, Pos pos)
{
    const ReviewNode *nd = &r->nodes[node];
    for (int i = 0; i < nd->nmarks; i++) {
        if (nd->marks[i].pos == pos) {
            return &nd->marks[i];
        }
    }
    return NULL;
}

const char *review_mark(const Review *r, int node, Pos pos)
{
    const ReviewMark *m = review_mark_at(r, node, pos);
    return m ? m->text : NULL;
}

bool review_mark_flag(Review *r, int node, Pos pos, bool marked)
{
    ReviewMark *m = (ReviewMark *)review_mark_at(r, node, pos);
    if (m) {
        m->marked = marked;
    }
    return m != NULL;
}

/* Is line l (n bytes) a letter of the old form "k11: A" on a board of size size? */
static bool old_mark_line(const char *l, size_t n, int size, Pos *pos, size_t *text_at)
{
    const char *colon = memchr(l, ':', n);
    if (!colon || colon == l) {
        return false;
    }
    size_t pn = (size_t)(colon - l);
    *text_at = pn + 2;
    return board_parse_point(l, pn, size, pos) && *text_at < n && colon[1] == ' ' &&
           n - *text_at < REVIEW_MARK_TEXT;
}

int review_marks_from_note(Review *r, int node)
{
    return review_marks_from_note_onto(r, node, node);
}

int review_marks_from_note_onto(Review *r, int node, int onto)
{
    ReviewNode *nd = &r->nodes[node];
    size_t len = strlen(nd->note);
    int size = r->rules->board_size;
    /* The lines that end the comment and all read as letters: from `from` on. */
    size_t from = len;
    while (from > 0) {
        size_t end = from < len ? from - 1 : len; /* the line before `from`, no newline */
        size_t b = end;
        while (b > 0 && nd->note[b - 1] != '\n') {
            b--;
        }
        Pos pos;
        size_t at;
        if (end <= b || !old_mark_line(nd->note + b, end - b, size, &pos, &at)) {
            break;
        }
        from = b;
    }
    if (from == len) {
        return 0;
    }
    char *keep = malloc(len + 1);
    if (!keep) {
        return 0;
    }
    size_t kept = from > 0 ? from - 1 : 0; /* the comment before them, its newline dropped */
    memcpy(keep, nd->note, kept);
    int taken = 0;
    for (size_t b = from; b < len;) {
        const char *nl = memchr(nd->note + b, '\n', len - b);
        size_t end = nl ? (size_t)(nl - nd->note) : len;
        Pos pos;
        size_t at;
        old_mark_line(nd->note + b, end - b, size, &pos, &at);
        if (!review_mark(r, onto, pos) &&
            review_set_mark(r, onto, pos, nd->note + b + at, end - b - at)) {
            taken++;
        } else { /* a second letter on its point, or no room: the line stays */
            keep[kept] = '\n';
            memcpy(keep + kept + (kept > 0), nd->note + b, end - b);
            kept += (kept > 0) + end - b;
        }
        b = end + 1;
    }
    nd = &r->nodes[node];
    if (taken > 0) {
        r->note_bytes -= (int)len;
        free((char *)nd->note); /* it held the lines taken: not "" */
        keep[kept] = '\0';
        nd->note = keep;
        if (kept == 0) {
            free(keep);
            nd->note = "";
        }
        r->note_bytes += (int)kept;
    } else {
        free(keep);
    }
    return taken;
}
