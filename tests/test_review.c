/* Renju - MIT licence, see LICENSE.
 *
 * The review tree: stepping through a game, branching off with the old line kept as a
 * variation, following the line being studied, refusing illegal moves; one tree merged
 * into another (review_merge).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "review.h"
#include "test_files.h"
#include "test_support.h"

static Review *review_of(const char *moves)
{
    Review *r = review_new();
    assert_non_null(r);
    Game *g = support_game(RULE_RENJU, moves);
    review_init(r, g);
    free(g);
    return r;
}

static Action move_at(const char *point)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    assert_true(board_parse_point(point, strlen(point), 15, &a.pos));
    return a;
}

/* The moves of the line through the current node, with the current one in brackets:
 * "h8 [i9] h9". */
static void line_text(const Review *r, char *buf, size_t cap)
{
    int nodes[REVIEW_MAX_NODES];
    int cur = 0;
    int n = review_line(r, nodes, REVIEW_MAX_NODES, &cur);
    size_t len = 0;
    buf[0] = '\0';
    if (cur < 0) {
        len += (size_t)snprintf(buf, cap, "[]");
    }
    for (int i = 0; i < n; i++) {
        char text[64];
        game_action_format(&r->nodes[nodes[i]].action, text, sizeof text);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s%s%s", len ? " " : "",
                                i == cur ? "[" : "", text, i == cur ? "]" : "");
    }
}

static void assert_line(const Review *r, const char *expected)
{
    char buf[2048];
    line_text(r, buf, sizeof buf);
    assert_string_equal(buf, expected);
}

static void test_review_steps_through_the_game(void **state)
{
    (void)state;
    Review *r = review_of("h8 i9 h9 i10 h10");
    assert_line(r, "h8 i9 h9 i10 [h10]");
    assert_true(review_back(r));
    assert_true(review_back(r));
    assert_line(r, "h8 i9 [h9] i10 h10");
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(review_position(r, g));
    assert_int_equal(g->board.ply, 3);
    assert_int_equal(board_at(&g->board, move_at("h9").pos), STONE_BLACK);
    assert_int_equal(board_at(&g->board, move_at("i10").pos), STONE_EMPTY);
    review_home(r);
    assert_line(r, "[] h8 i9 h9 i10 h10");
    assert_false(review_back(r));
    review_end(r);
    assert_int_equal(review_depth(r, r->current), 5);
    assert_false(review_forward(r));
    free(g);
    review_free(r);
}

static void test_review_branch_keeps_the_old_line(void **state)
{
    (void)state;
    Review *r = review_of("h8 i9 h9 i10 h10");
    review_back(r);
    review_back(r); /* after h9 */
    Action j10 = move_at("j10");
    assert_true(review_play(r, &j10, NULL));
    assert_line(r, "h8 i9 h9 [j10]");
    /* Back at the branch point both continuations are there, the game's first. */
    review_back(r);
    int kids[4];
    assert_int_equal(review_children(r, r->current, kids, 4), 2);
    char text[16];
    game_action_format(&r->nodes[kids[0]].action, text, sizeof text);
    assert_string_equal(text, "i10");
    game_action_format(&r->nodes[kids[1]].action, text, sizeof text);
    assert_string_equal(text, "j10");
    /* Forward follows the line being studied. */
    assert_true(review_forward(r));
    assert_line(r, "h8 i9 h9 [j10]");
    /* Going to the old line makes it the line to follow again. */
    assert_true(review_goto(r, kids[0]));
    assert_line(r, "h8 i9 h9 [i10] h10");
    review_home(r);
    review_end(r);
    assert_line(r, "h8 i9 h9 i10 [h10]");
    review_free(r);
}

static void test_review_same_move_reuses_the_line(void **state)
{
    (void)state;
    Review *r = review_of("h8 i9 h9");
    review_home(r);
    int before = r->count;
    Action h8 = move_at("h8");
    assert_true(review_play(r, &h8, NULL));
    assert_int_equal(r->count, before);
    assert_line(r, "[h8] i9 h9");
    review_free(r);
}

static void test_review_illegal_move_refused(void **state)
{
    (void)state;
    Review *r = review_of("h8 i9");
    int before = r->count;
    int current = r->current;
    Action taken = move_at("i9");
    GameError err;
    assert_false(review_play(r, &taken, &err));
    assert_string_equal(err.msg, "i9 is occupied");
    review_home(r);
    Action corner = move_at("a1");
    assert_false(review_play(r, &corner, &err));
    assert_string_equal(err.msg, "the first stone goes on the centre, h8");
    assert_int_equal(r->count, before);
    assert_true(review_goto(r, current));
    assert_line(r, "h8 [i9]");
    assert_false(review_goto(r, r->count));
    review_free(r);
}

/* Soosorv-8's "declare 2" and "declare 3" are different actions: two lines, not one. */
static void test_review_declarations_differ_by_count(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    assert_non_null(g);
    assert_non_null(r);
    game_init(g, rules_get(RULE_RENJU), OPENING_SOOSORV8);
    const char *stones[] = {"h8", "h9", "h10", "h7"};
    for (int i = 0; i < 4; i++) {
        Action m = move_at(stones[i]);
        assert_true(game_play(g, m.pos, NULL));
    }
    review_init(r, g);
    Action declare = {.kind = ACTION_DECLARE, .count = 2};
    assert_true(review_play(r, &declare, NULL));
    assert_true(review_back(r));
    declare.count = 3;
    assert_true(review_play(r, &declare, NULL));
    int kids[4];
    assert_int_equal(review_children(r, 4, kids, 4), 2);
    assert_int_equal(r->nodes[r->current].action.count, 3);
    free(g);
    review_free(r);
}

/* ---- review_merge: a library (or game) merged into another --------------------------- */

/* A tree of renju lines, "h8 i9 j10 | h8 i9 g9", each played from the root. */
static Review *tree_of(const char *lines)
{
    Review *r = review_new();
    assert_non_null(r);
    review_clear(r, rules_get(RULE_RENJU), OPENING_FREE);
    char buf[512];
    snprintf(buf, sizeof buf, "%s", lines);
    review_home(r);
    for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (strcmp(w, "|") == 0) {
            review_home(r);
            continue;
        }
        Action a = move_at(w);
        assert_true(review_play(r, &a, NULL));
    }
    review_home(r);
    return r;
}

/* Every line from the root to a leaf, siblings in order: "h8 i9 j10 | h8 i9 g9". */
static void all_lines(const Review *r, int node, char *prefix, char *buf, size_t cap)
{
    if (r->nodes[node].first_child < 0) {
        size_t len = strlen(buf);
        snprintf(buf + len, cap - len, "%s%s", len ? " | " : "", prefix);
        return;
    }
    for (int c = r->nodes[node].first_child; c >= 0; c = r->nodes[c].next_sibling) {
        char p[512], point[8];
        board_format_point(r->nodes[c].action.pos, point, sizeof point);
        snprintf(p, sizeof p, "%s%s%s", prefix, prefix[0] ? " " : "", point);
        all_lines(r, c, p, buf, cap);
    }
}

static void assert_tree(const Review *r, const char *expected)
{
    char buf[2048] = "";
    char prefix[512] = "";
    all_lines(r, 0, prefix, buf, sizeof buf);
    assert_string_equal(buf, expected);
}

static void set_note(Review *r, const char *moves, const char *note)
{
    int k = support_node_at(r, moves);
    assert_true(k >= 0);
    assert_int_equal(review_set_note(r, k, note, strlen(note)), REVIEW_NOTE_OK);
}

static const char *note_of(const Review *r, const char *moves)
{
    int k = support_node_at(r, moves);
    assert_true(k >= 0);
    return r->nodes[k].note;
}

static void test_review_merge_overlapping_lines_become_one(void **state)
{
    (void)state;
    Review *mine = tree_of("h8 i9 j10 | h8 i9 g9 | h8 h9");
    Review *other = tree_of("h8 i9 j10 k11 | h8 i9 i10 | h8 i8");
    set_note(mine, "h8 i9 j10", "mine: Black is better");
    set_note(other, "h8 i9 j10", "theirs: even");
    set_note(other, "h8 i9 i10", "a new idea");
    ReviewMerged st;
    assert_true(review_merge(mine, other, &st));
    /* h8 i9 j10 and h8 i9 one node each; k11, i10 and i8 added (i8 is h9 turned? no:
     * h8 h9 and h8 i8 are the same position turned, so i8 meets h9). */
    assert_tree(mine, "h8 i9 j10 k11 | h8 i9 g9 | h8 i9 i10 | h8 h9");
    assert_int_equal(mine->count, 1 + 7);
    assert_int_equal(st.moves, 2);
    assert_int_equal(st.notes, 2);
    assert_int_equal(st.refused, 0);
    /* Two different comments on one node: both kept. */
    assert_string_equal(note_of(mine, "h8 i9 j10"), "mine: Black is better\ntheirs: even");
    assert_string_equal(note_of(mine, "h8 i9 i10"), "a new idea");
    review_free(mine);
    review_free(other);
}

static void test_review_merge_turned_library_meets_its_lines(void **state)
{
    (void)state;
    /* The friend's library is this one mirrored left to right: h8 g9 f10 is h8 i9 j10. */
    Review *mine = tree_of("h8 i9 j10");
    Review *other = tree_of("h8 g9 f10 e11 | h8 g9 g10");
    set_note(other, "h8 g9 f10", "f10 is strong, e11 follows");
    int letter = support_node_at(other, "h8 g9");
    Pos f10;
    assert_true(board_parse_point("f10", 3, 15, &f10));
    assert_true(review_set_mark(other, letter, f10, "A", 1));
    ReviewMerged st;
    assert_true(review_merge(mine, other, &st));
    assert_tree(mine, "h8 i9 j10 k11 | h8 i9 i10");
    /* Its comment names the points as this board has them, and the letter moved too. */
    assert_string_equal(note_of(mine, "h8 i9 j10"), "j10 is strong, k11 follows");
    Pos j10;
    assert_true(board_parse_point("j10", 3, 15, &j10));
    assert_non_null(review_mark(mine, support_node_at(mine, "h8 i9"), j10));
    assert_string_equal(review_mark(mine, support_node_at(mine, "h8 i9"), j10), "A");
    assert_int_equal(st.moves, 2);
    assert_int_equal(st.marks, 1);
    review_free(mine);
    review_free(other);
}

static void test_review_merge_with_itself_changes_nothing(void **state)
{
    (void)state;
    Review *mine = tree_of("h8 i9 j10 | h8 i9 g9 | h8 h9 h10");
    set_note(mine, "h8 i9", "the direct opening");
    set_note(mine, "h8 h9 h10", "line one\nline two");
    Review *copy = review_new();
    assert_non_null(copy);
    review_copy(copy, mine);
    ReviewMerged st;
    assert_true(review_merge(mine, copy, &st));
    assert_int_equal(st.moves + st.notes + st.marks + st.refused, 0);
    assert_int_equal(mine->count, copy->count);
    assert_int_equal(mine->note_bytes, copy->note_bytes);
    support_assert_same_review(mine, copy);
    /* A second merge of another tree adds nothing more either. */
    Review *other = tree_of("h8 i9 j10 k11");
    set_note(other, "h8 i9", "theirs");
    assert_true(review_merge(mine, other, &st));
    assert_int_equal(st.moves + st.notes, 2);
    review_copy(copy, mine);
    assert_true(review_merge(mine, other, &st));
    assert_int_equal(st.moves + st.notes + st.marks, 0);
    support_assert_same_review(mine, copy);
    assert_string_equal(note_of(mine, "h8 i9"), "the direct opening\ntheirs");
    review_free(mine);
    review_free(copy);
    review_free(other);
}

static void test_review_merge_keeps_the_line_followed(void **state)
{
    (void)state;
    Review *mine = tree_of("h8 i9 j10 | h8 i9 g9");
    assert_true(review_goto(mine, support_node_at(mine, "h8 i9 j10")));
    assert_true(review_goto(mine, support_node_at(mine, "h8")));
    Review *other = tree_of("h8 i9 i10 | h8 j9");
    ReviewMerged st;
    assert_true(review_merge(mine, other, &st));
    assert_int_equal(st.moves, 2);
    assert_line(mine, "[h8] i9 j10"); /* forward still goes where it went */
    review_free(mine);
    review_free(other);
}

static void test_review_merge_refused_moves_left_out(void **state)
{
    (void)state;
    /* A gomoku tree whose j8 is a double-three for Black (h8 i8 j8, j8 j10 j11): renju
     * refuses it, and the rest of the line comes in. */
    Review *mine = tree_of("h8");
    Review *other = review_new();
    assert_non_null(other);
    Game *g = support_game(RULE_GOMOKU, "h8 a1 i8 a15 j10 o1 j11 o15 j8 a2");
    review_init(other, g);
    free(g);
    ReviewMerged st;
    assert_true(review_merge(mine, other, &st));
    assert_tree(mine, "h8 a1 i8 a15 j10 o1 j11 o15");
    assert_int_equal(st.moves, 7);
    assert_int_equal(st.refused, 2);
    review_free(mine);
    review_free(other);
}

static void test_review_merge_too_many_changes_nothing(void **state)
{
    (void)state;
    Review *mine = tree_of("h8 i9 j10 k11 l12 | h8 i7 j6 k5 l4 | h8 g9 f10 e11 d12");
    Review *big = review_new();
    assert_non_null(big);
    review_clear(big, rules_get(RULE_RENJU), OPENING_FREE);
    /* h8 a1 b1 (no turn of the board keeps that position), then every point, under each
     * every other and under those a few more: nothing in common with mine past h8, and
     * REVIEW_MAX_NODES nodes, more than the tree has room for once merged into it. */
    Action first[3] = {move_at("h8"), move_at("a1"), move_at("b1")};
    int at = 0;
    for (int i = 0; i < 3; i++) {
        at = review_add(big, at, &first[i], false);
    }
    for (int p = 0; p < 225 && !review_full(big); p++) {
        Action a = {.kind = ACTION_MOVE, .pos = pos_from_xy(p % 15, p / 15)};
        if (a.pos == first[0].pos || a.pos == first[1].pos || a.pos == first[2].pos) {
            continue;
        }
        int k = review_add(big, at, &a, false);
        for (int q = 0; q < 225 && !review_full(big); q++) {
            Action b = {.kind = ACTION_MOVE, .pos = pos_from_xy(q % 15, q / 15)};
            if (b.pos == a.pos || b.pos == first[0].pos || b.pos == first[1].pos ||
                b.pos == first[2].pos) {
                continue;
            }
            int m = review_add(big, k, &b, false);
            for (int z = 0; z < 20 && !review_full(big); z++) {
                Action c = {.kind = ACTION_MOVE, .pos = pos_from_xy(z % 15, 14 - z / 15)};
                if (c.pos != a.pos && c.pos != b.pos && c.pos != first[0].pos) {
                    review_add(big, m, &c, false);
                }
            }
        }
    }
    assert_int_equal(big->count, REVIEW_MAX_NODES);
    assert_int_equal(review_add(big, 0, &first[1], false), -1); /* full */
    Review *before = review_new();
    assert_non_null(before);
    assert_true(review_copy(before, mine));
    ReviewMerged st;
    assert_false(review_merge(mine, big, &st));
    support_assert_same_review(mine, before);
    review_free(mine);
    review_free(big);
    review_free(before);
}

/* A copy owns its own memory (audit 32a B7): comments, letters, shapes and kept lines
 * copied, the copy changed and the first freed without touching the other; both freed
 * once (ASan: no double free, no leak). An empty tree holds a few nodes' room, not the
 * 4096 nodes and 4 MB a tree held before. */
static void test_review_copy_owns_its_memory(void **state)
{
    (void)state;
    Review *a = tree_of("h8 i9 j10 | h8 h9");
    set_note(a, "h8 i9", "the direct opening — прямой дебют");
    int i9 = support_node_at(a, "h8 i9");
    assert_true(review_set_mark(a, i9, support_point("k11"), "A", 1));
    assert_true(review_set_shape(a, i9, support_point("g7"), REVIEW_SHAPE_SQUARE));
    int j10 = support_node_at(a, "h8 i9 j10");
    static const unsigned char KEPT[4] = {0x22, 0x40, 0x33, 0x40};
    assert_true(review_keep(a, j10, KEPT, 4, 2));
    Review *b = review_new();
    assert_non_null(b);
    assert_true(review_copy(b, a));
    support_assert_same_review(a, b);
    assert_ptr_not_equal(a->nodes[i9].note, b->nodes[i9].note);
    assert_ptr_not_equal(a->nodes[i9].marks, b->nodes[i9].marks);
    assert_ptr_not_equal(a->kept, b->kept);
    assert_int_equal(review_set_note(b, i9, "theirs", 6), REVIEW_NOTE_OK);
    assert_true(review_set_mark(b, i9, support_point("k11"), "B", 1));
    assert_string_equal(note_of(a, "h8 i9"), "the direct opening — прямой дебют");
    assert_string_equal(review_mark(a, i9, support_point("k11")), "A");
    review_free(a);
    assert_string_equal(b->nodes[i9].note, "theirs");
    assert_memory_equal(b->kept + b->nodes[j10].kept_at, KEPT, 4);
    assert_true(review_delete(b, i9)); /* its comment, letter and shape freed with it */
    assert_int_equal(b->count, 3);
    review_clear(b, rules_get(RULE_RENJU), OPENING_FREE);
    assert_int_equal(b->count, 1);
    assert_true(b->room < 4096);
    assert_true(sizeof *b < 1024); /* was some 4 MB */
    review_free(b);
    review_free(NULL);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_review_steps_through_the_game),
        cmocka_unit_test(test_review_branch_keeps_the_old_line),
        cmocka_unit_test(test_review_same_move_reuses_the_line),
        cmocka_unit_test(test_review_illegal_move_refused),
        cmocka_unit_test(test_review_declarations_differ_by_count),
        cmocka_unit_test(test_review_merge_overlapping_lines_become_one),
        cmocka_unit_test(test_review_merge_turned_library_meets_its_lines),
        cmocka_unit_test(test_review_merge_with_itself_changes_nothing),
        cmocka_unit_test(test_review_merge_keeps_the_line_followed),
        cmocka_unit_test(test_review_merge_refused_moves_left_out),
        cmocka_unit_test(test_review_merge_too_many_changes_nothing),
        cmocka_unit_test(test_review_copy_owns_its_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
