/* Renju - MIT licence, see LICENSE.
 *
 * One review tree merged into another (review_merge): RenLib's "merge a library into
 * this one". The other tree is walked from its root without recursion; each of its nodes
 * is matched to a node here (the same move, else the same move turned by a symmetry of the
 * position it is played on), or added when the rules here accept it. The merge works on a
 * copy, so a tree that fills up changes nothing.
 */
#include "review.h"

#include "lib_tree.h"
#include "symmetry.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does turn t leave the stones of g where they are? */
static bool keeps_position(const Game *g, BoardTurn t)
{
    int size = g->board.size;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(&g->board, p) != board_at(&g->board, symmetry_point(size, t, p))) {
                return false;
            }
        }
    }
    return true;
}

/* The nodes of src's subtree at node, node itself included. */
static int subtree_size(const Review *src, int node, int *stack)
{
    int n = 0, top = 0;
    stack[top++] = node;
    while (top > 0) {
        int k = stack[--top];
        n++;
        for (int c = src->nodes[k].first_child; c >= 0; c = src->nodes[c].next_sibling) {
            stack[top++] = c;
        }
    }
    return n;
}

bool review_note_holds(const char *have, const char *note)
{
    size_t n = strlen(note);
    for (const char *at = strstr(have, note); at; at = strstr(at + 1, note)) {
        if ((at == have || at[-1] == '\n') && (at[n] == '\0' || at[n] == '\n')) {
            return true;
        }
    }
    return false;
}

static void merge_note(Review *w, int node, const char *note, ReviewMerged *st)
{
    const char *have = w->nodes[node].note;
    if (!note[0] || review_note_holds(have, note)) {
        return;
    }
    size_t h = strlen(have), n = strlen(note);
    char *joined = malloc(h + n + 2);
    if (!joined) {
        st->notes_lost++;
        return;
    }
    memcpy(joined, have, h);
    size_t len = h;
    if (h > 0) {
        joined[len++] = '\n';
    }
    memcpy(joined + len, note, n);
    len += n;
    if (review_set_note(w, node, joined, len) == REVIEW_NOTE_OK) {
        st->notes++;
    } else {
        st->notes_lost++;
    }
    free(joined);
}

/* src's comment, letters and kept lines at k, turned by t, onto w's node. */
static void merge_texts(Review *w, int node, const Review *src, int k, BoardTurn t,
                        ReviewMerged *st)
{
    const ReviewNode *sn = &src->nodes[k];
    int size = w->rules->board_size;
    if (sn->note[0]) {
        size_t cap = strlen(sn->note) * 2 + 8; /* a name grows by a third at most */
        char *turned = t == TURN_NONE ? NULL : malloc(cap);
        bool ok = turned && symmetry_text(size, t, sn->note, turned, cap) < cap;
        merge_note(w, node, ok ? turned : sn->note, st);
        free(turned);
    }
    for (int i = 0; i < sn->nmarks; i++) {
        Pos p = symmetry_point(size, t, sn->marks[i].pos);
        const char *have = review_mark(w, node, p);
        if (have && strcmp(have, sn->marks[i].text) == 0) {
            continue;
        }
        if (!have && review_set_mark(w, node, p, sn->marks[i].text, strlen(sn->marks[i].text))) {
            review_mark_flag(w, node, p, sn->marks[i].marked);
            st->marks++;
        } else {
            st->marks_lost++;
        }
    }
    for (int i = 0; i < sn->nshapes; i++) { /* shapes count as letters do */
        Pos p = symmetry_point(size, t, sn->shapes[i].pos);
        ReviewShape have = review_shape(w, node, p);
        if (have == sn->shapes[i].shape) {
            continue;
        }
        if (have == REVIEW_SHAPE_NONE &&
            review_set_shape(w, node, p, (ReviewShape)sn->shapes[i].shape)) {
            st->marks++;
        } else {
            st->marks_lost++;
        }
    }
    w->nodes[node].marked |= sn->marked;
    if (sn->kept_len <= 0) {
        return;
    }
    const unsigned char *bytes = src->kept + sn->kept_at;
    size_t len = (size_t)sn->kept_len;
    unsigned char *turned = NULL;
    if (t != TURN_NONE) {
        turned = lib_tree_turned(bytes, len, t, &len);
        bytes = turned;
    }
    const ReviewNode *wn = &w->nodes[node];
    bool same = bytes && wn->kept_len == (int)len && memcmp(w->kept + wn->kept_at, bytes, len) == 0;
    if (!same && !(bytes && review_keep(w, node, bytes, (int)len, sn->kept_moves))) {
        st->kept_lost += sn->kept_moves;
    }
    free(turned);
}

/* The child of w's node for src's action a turned by t, or by t and then a turn s that
 * keeps the position there (base) as it is: its node (*t becomes the turn it took), or -1. */
static int match_child(const Review *w, int node, const Action *a, const Game *base, bool *stable,
                       bool *known, BoardTurn *t)
{
    int size = w->rules->board_size;
    Action b = *a;
    symmetry_action(size, *t, &b);
    int m = review_child(w, node, &b);
    if (m >= 0 || !symmetry_board_ok(size)) {
        return m;
    }
    for (int s = 1; s < TURN_COUNT; s++) {
        if (!known[s]) {
            stable[s] = keeps_position(base, (BoardTurn)s);
            known[s] = true;
        }
        if (!stable[s]) {
            continue;
        }
        BoardTurn u = symmetry_compose(*t, (BoardTurn)s);
        b = *a;
        symmetry_action(size, u, &b);
        m = review_child(w, node, &b);
        if (m >= 0) {
            *t = u;
            return m;
        }
    }
    return -1;
}

bool review_merge(Review *dst, const Review *src, ReviewMerged *st)
{
    memset(st, 0, sizeof *st);
    Review *w = review_new();
    Game *base = malloc(sizeof *base);
    Game *g = malloc(sizeof *g);
    int *map = malloc((size_t)src->count * sizeof *map);
    BoardTurn *turn = malloc((size_t)src->count * sizeof *turn);
    int *stack = malloc((size_t)src->count * sizeof *stack);
    int *scratch = malloc((size_t)src->count * sizeof *scratch);
    bool ok = w && base && g && map && turn && stack && scratch;
    if (ok && !review_copy(w, dst)) {
        ok = false;
    }
    if (ok) {
        map[0] = 0;
        turn[0] = TURN_NONE;
        merge_texts(w, 0, src, 0, TURN_NONE, st);
        int top = 0;
        stack[top++] = 0;
        while (ok && top > 0) {
            int k = stack[--top];
            int here = map[k];
            if (src->nodes[k].first_child < 0) {
                continue;
            }
            bool have_base = review_node_position(w, here, base);
            bool stable[TURN_COUNT] = {false}, known[TURN_COUNT] = {false};
            for (int c = src->nodes[k].first_child; ok && c >= 0; c = src->nodes[c].next_sibling) {
                const Action *a = &src->nodes[c].action;
                BoardTurn t = turn[k];
                int m = have_base ? match_child(w, here, a, base, stable, known, &t) : -1;
                if (m < 0) {
                    Action b = *a;
                    symmetry_action(w->rules->board_size, t, &b);
                    if (have_base) {
                        *g = *base;
                    }
                    if (!have_base || !game_apply(g, &b, NULL)) {
                        st->refused += subtree_size(src, c, scratch);
                        continue;
                    }
                    int last = w->nodes[here].last_child; /* the line followed stays */
                    m = review_add(w, here, &b, false);
                    if (m < 0) {
                        ok = false;
                        break;
                    }
                    w->nodes[here].last_child = last;
                    st->moves++;
                }
                map[c] = m;
                turn[c] = t;
                merge_texts(w, m, src, c, t, st);
                stack[top++] = c;
            }
        }
        if (ok) {
            review_swap(dst, w); /* dst's old tree freed with w */
        }
    }
    review_free(w);
    free(base);
    free(g);
    free(map);
    free(turn);
    free(stack);
    free(scratch);
    return ok;
}
