/* Renju - MIT licence, see LICENSE.
 *
 * The window's controller in the variants: the forbidden marks are the fouls of the side
 * to move under its rule set (White's too in gomokunarabe, none in gomoku, Black's
 * straight fours in anti-renju, only double-threes in old renju), and the refusals a
 * variant adds (the closed central 5x5, no stones left) come with their own message.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "controller.h"
#include "test_files.h"
#include "test_support.h"

/* Two people play rule under the free opening, after the moves (a move list). */
static Controller *start(RuleId rule, const char *moves)
{
    Controller *c = test_malloc(sizeof *c);
    ControllerOptions opt = {rule, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             5,    {0},          false};
    controller_init(c, &opt, NULL);
    support_controller_play(c, moves);
    return c;
}

static Pos at(const Controller *c, const char *name)
{
    Pos p;
    assert_true(board_parse_point(name, strlen(name), c->game.board.size, &p));
    return p;
}

/* The marked points as "a1 b2 ..." (or "none"). */
static void marks(const Controller *c, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < c->nforbidden && len + 6 < cap; i++) {
        char name[8];
        board_format_point(c->forbidden[i], name, sizeof name);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", name);
    }
    if (c->nforbidden == 0) {
        snprintf(buf, cap, "none");
    }
}

static void test_controller_variants_gomokunarabe_marks_white_double_three(void **state)
{
    (void)state;
    /* White h9 i9 and j10 j11 (Black far away), White to move: j9 is a double-three,
     * forbidden for White in gomokunarabe; a click there is refused and explained. */
    Controller *c = start(RULE_GOMOKUNARABE, "h8 h9 c3 i9 m3 j10 c13 j11 m13");
    assert_int_equal(c->board.to_move, STONE_WHITE);
    char buf[256];
    marks(c, buf, sizeof buf);
    assert_string_equal(buf, "j9");
    assert_false(controller_can_play(c, at(c, "j9")));
    assert_false(controller_click(c, at(c, "j9")));
    assert_int_equal(c->msg, CTL_MSG_FORBIDDEN);
    assert_int_equal(c->explain.colour, STONE_WHITE);
    assert_int_equal(c->explain.verdict, VERDICT_DOUBLE_THREE);
    /* The same stones in gomoku: nothing is forbidden, j9 plays. */
    Controller *g = start(RULE_GOMOKU, "h8 h9 c3 i9 m3 j10 c13 j11 m13");
    assert_int_equal(g->nforbidden, 0);
    assert_true(controller_click(g, at(g, "j9")));
    test_free(g);
    test_free(c);
}

static void test_controller_variants_each_rule_marks_its_own_fouls(void **state)
{
    (void)state;
    char buf[256];
    /* Black h8 i8 j8 (White far): g8 and k8 make straight fours, Black's foul in
     * anti-renju only. */
    const char *three = "h8 a1 i8 a3 j8 a5";
    Controller *c = start(RULE_ANTI_RENJU, three);
    marks(c, buf, sizeof buf);
    assert_string_equal(buf, "g8 k8");
    test_free(c);
    c = start(RULE_RENJU, three);
    assert_int_equal(c->nforbidden, 0);
    test_free(c);
    /* Old renju (19x19, centre j10): Black's double-three is a foul, its double-four
     * is not. */
    c = start(RULE_OLD_RENJU, "j10 a1 k10 a3 l11 a5 l12 a7");
    marks(c, buf, sizeof buf);
    assert_non_null(strstr(buf, "l10"));
    test_free(c);
    const char *fours = "j10 a1 k10 a3 l10 a5 m11 a7 m12 a9 m13 a11";
    c = start(RULE_OLD_RENJU, fours);
    assert_false(controller_is_forbidden(c, at(c, "m10")));
    assert_true(controller_can_play(c, at(c, "m10")));
    test_free(c);
    /* The same shape from renju's centre: k8 is renju's double-four foul. */
    c = start(RULE_RENJU, "h8 a1 i8 a3 j8 a5 k9 a7 k10 a9 k11 a11");
    assert_true(controller_is_forbidden(c, at(c, "k8")));
    test_free(c);
}

static void test_controller_variants_forbidden_centre_refused_with_its_message(void **state)
{
    (void)state;
    Controller *c = start(RULE_GOMOKU_FORBIDDEN_CENTRE, "h8 i9");
    assert_true(game_centre_closed(&c->game));
    assert_false(controller_click(c, at(c, "j10")));
    assert_int_equal(c->msg, CTL_MSG_CENTRE_CLOSED);
    assert_true(controller_click(c, at(c, "k11")));
    assert_false(game_centre_closed(&c->game));
    /* White's stones and Black's third may go anywhere. */
    assert_true(controller_click(c, at(c, "h9")));
    assert_true(controller_click(c, at(c, "g7")));
    test_free(c);
}

/* Before the first stone no pass is possible, in every rule: the Pass command is off
 * (its button greyed) and a pass asked anyway is refused with the game's reason, the
 * first stone goes on the centre, not a vague "not possible". After it, Pass is live. */
static void test_controller_variants_no_pass_before_the_first_stone(void **state)
{
    (void)state;
    const RuleId rules[] = {RULE_RENJU, RULE_GOMOKUNARABE, RULE_GOMOKU, RULE_PENTE};
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        Controller *c = start(rules[i], "");
        assert_false(controller_can(c, CTL_CMD_PASS));
        assert_false(controller_pass(c));
        assert_int_equal(c->msg, CTL_MSG_CENTRE_FIRST);
        assert_int_equal(c->msg_pos, at(c, "h8"));
        assert_int_equal(c->game.nactions, 0);
        support_controller_play(c, "h8");
        assert_true(controller_can(c, CTL_CMD_PASS));
        assert_true(controller_pass(c));
        test_free(c);
    }
}

/* Browsing every position of the game: each action's capture count (the move list's
 * "×2") is what the shown board lost to it. */
static void list_agrees_with_board(Controller *c)
{
    int n = c->game.nactions;
    for (int v = 1; v <= n; v++) {
        controller_view(c, v - 1);
        int before = board_stone_count(&c->board);
        controller_view(c, v);
        const Action *a = &c->game.actions[v - 1];
        int placed = a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE;
        assert_int_equal(board_stone_count(&c->board),
                         before + placed - game_action_captures(&c->game, v - 1));
    }
    controller_view(c, n);
}

/* Pente: Black's k8 takes i8 j8. The move list marks k8 with what it took, and the board
 * agrees at every position browsed, after undo (the mark goes with the move, the pair
 * comes back) and after redo. */
static void test_controller_variants_pente_list_and_board_agree_on_captures(void **state)
{
    (void)state;
    Controller *c = start(RULE_PENTE, "h8 i8 a1 j8 k8 n2 a3");
    assert_int_equal(game_action_captures(&c->game, 4), 2);
    list_agrees_with_board(c);
    controller_view(c, 4);
    assert_int_equal(board_at(&c->board, at(c, "i8")), STONE_WHITE);
    assert_int_equal(board_at(&c->board, at(c, "j8")), STONE_WHITE);
    controller_view(c, 5);
    assert_int_equal(board_at(&c->board, at(c, "i8")), STONE_EMPTY);
    assert_int_equal(board_at(&c->board, at(c, "j8")), STONE_EMPTY);
    controller_view(c, c->game.nactions);
    for (int k = 0; k < 3; k++) {
        assert_true(controller_undo(c));
    }
    assert_int_equal(c->game.nactions, 4);
    assert_int_equal(board_at(&c->board, at(c, "i8")), STONE_WHITE);
    list_agrees_with_board(c);
    assert_true(controller_redo(c));
    assert_int_equal(game_action_captures(&c->game, 4), 2);
    assert_int_equal(board_at(&c->board, at(c, "j8")), STONE_EMPTY);
    list_agrees_with_board(c);
    test_free(c);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_controller_variants_gomokunarabe_marks_white_double_three),
        cmocka_unit_test(test_controller_variants_each_rule_marks_its_own_fouls),
        cmocka_unit_test(test_controller_variants_forbidden_centre_refused_with_its_message),
        cmocka_unit_test(test_controller_variants_no_pass_before_the_first_stone),
        cmocka_unit_test(test_controller_variants_pente_list_and_board_agree_on_captures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
