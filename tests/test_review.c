/* Renju - MIT licence, see LICENSE.
 *
 * The review tree: stepping through a game, branching off with the old line kept as a
 * variation, following the line being studied, refusing illegal moves.
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

static Review *review_of(const char *moves)
{
    Review *r = malloc(sizeof *r);
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
    free(r);
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
    free(r);
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
    free(r);
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
    free(r);
}

/* Soosorv-8's "declare 2" and "declare 3" are different actions: two lines, not one. */
static void test_review_declarations_differ_by_count(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    Review *r = malloc(sizeof *r);
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
    free(r);
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
