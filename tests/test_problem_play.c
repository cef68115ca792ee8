/* Renju - MIT licence, see LICENSE.
 *
 * Solving a problem in the window's state machine (problem_play.h): the line's moves
 * answered by the defence when due, a wrong move refuted with its line and taken back,
 * a foul refuted with its reason, another winning move accepted and followed, clicks while
 * the defence answers refused, the two hint stages, "show solution" stepping through, a
 * defend problem's answers, and the time counted up to the solution only.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "problem_play.h"
#include "test_support.h"

/* Seed problem 1 of assets/problems/01-techniques.txt: h9 makes a three; whichever end
 * White blocks, Black makes a 4x3. h6 or h10 first is a double-three. */
static const char SEED1[] = "problem seed-1\ntitle.en a\ntitle.uk a\ntitle.ru a\ntitle.bg a\n"
                            "technique three-then-four-three\ngoal vct\nlevel 3\nto-move black\n"
                            "position b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13\n"
                            "solution h9 h6 h10 h11 k13 g9 l14\nend\n";
/* A defend problem of assets/problems: Black to move must stop White's threat. */
static const char DEFEND[] = "problem defend-1\ntitle.en a\ntitle.uk a\ntitle.ru a\ntitle.bg a\n"
                             "technique defence\ngoal defend\nlevel 2\nto-move black\n"
                             "position b=f7,g7,h8,j9,i10 w=i6,h7,g8,i8,i9\nsolution f9 j5\nend\n";

static void start(ProblemPlay *pp, const char *text)
{
    ProblemSet set = {0};
    char err[200];
    assert_true(problem_parse(text, strlen(text), &set, err, sizeof err));
    memset(pp, 0, sizeof *pp);
    problem_play_start(pp, &set.items[0]);
    problem_set_free(&set);
    problem_play_tick(pp, 1000);
}

static Stone at(const ProblemPlay *pp, const char *point)
{
    return board_at(&pp->board, support_point(point));
}

static void test_problem_play_line_answered_when_due(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, SEED1);
    assert_int_equal(problem_play_learner(&pp), STONE_BLACK);
    assert_true(problem_play_move(&pp, support_point("h9")));
    assert_int_equal(pp.state, PLAY_ANSWERING);
    assert_int_equal(pp.msg, PLAY_MSG_RIGHT);
    /* Not yet: the answer comes PLAY_ANSWER_MS after the move. */
    assert_false(problem_play_tick(&pp, 1000 + PLAY_ANSWER_MS - 1));
    assert_int_equal(at(&pp, "h6"), STONE_EMPTY);
    /* A click meanwhile is refused and changes nothing. */
    assert_false(problem_play_move(&pp, support_point("h10")));
    assert_int_equal(pp.msg, PLAY_MSG_WAIT);
    assert_int_equal(at(&pp, "h10"), STONE_EMPTY);
    assert_true(problem_play_tick(&pp, 1000 + PLAY_ANSWER_MS));
    assert_int_equal(at(&pp, "h6"), STONE_WHITE);
    assert_int_equal(pp.state, PLAY_TO_MOVE);
    assert_int_equal(problem_play_number(&pp, support_point("h6")), 2);
    const char *rest[] = {"h10", "k13", "l14"};
    int64_t now = 2000;
    for (int i = 0; i < 3; i++) {
        assert_true(problem_play_move(&pp, support_point(rest[i])));
        now += PLAY_ANSWER_MS;
        problem_play_tick(&pp, now);
    }
    assert_int_equal(pp.state, PLAY_SOLVED);
    assert_int_equal(pp.wrong_moves, 0);
    assert_int_equal(pp.elapsed_ms, 2900 - 1000); /* from the first tick to l14 */
    int64_t spent = pp.elapsed_ms;
    problem_play_tick(&pp, now + 60000); /* solved: the time stands */
    assert_int_equal(pp.elapsed_ms, spent);
    problem_play_free(&pp);
}

static void test_problem_play_time_stops_while_away(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, SEED1);
    problem_play_tick(&pp, 3000);
    problem_play_pause(&pp); /* the learner goes to the trainer for a minute */
    problem_play_tick(&pp, 63000);
    problem_play_tick(&pp, 64000);
    assert_int_equal(pp.elapsed_ms, 2000 + 1000);
    problem_play_free(&pp);
}

static void test_problem_play_wrong_move_refuted(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, SEED1);
    /* a1 is no threat: White escapes with h6, after which Black has no win. */
    assert_false(problem_play_move(&pp, support_point("a1")));
    assert_int_equal(pp.state, PLAY_REFUTED);
    assert_int_equal(pp.msg, PLAY_MSG_WRONG);
    assert_int_equal(pp.verdict.kind, PROBLEM_MOVE_ESCAPES);
    assert_int_equal(pp.verdict.nline, 1);
    assert_int_equal(pp.verdict.line[0], support_point("h6"));
    assert_int_equal(at(&pp, "a1"), STONE_BLACK); /* the wrong move stands, refuted */
    assert_int_equal(pp.wrong_moves, 1);
    /* The next click takes it back and plays nothing. */
    assert_false(problem_play_move(&pp, support_point("h9")));
    assert_int_equal(at(&pp, "a1"), STONE_EMPTY);
    assert_int_equal(at(&pp, "h9"), STONE_EMPTY);
    assert_int_equal(pp.state, PLAY_TO_MOVE);
    assert_true(problem_play_move(&pp, support_point("h9")));
    problem_play_free(&pp);
}

static void test_problem_play_foul_refuted_with_reason(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, SEED1);
    /* h6 first: h6 h7 h8 and h6 i5 j4 are two threes. */
    assert_false(problem_play_move(&pp, support_point("h6")));
    assert_int_equal(pp.verdict.kind, PROBLEM_MOVE_FOUL);
    assert_int_equal(pp.foul, VERDICT_DOUBLE_THREE);
    assert_int_equal(at(&pp, "h6"), STONE_EMPTY); /* a foul is never on the board */
    assert_true(problem_play_take_back(&pp));
    assert_int_equal(pp.state, PLAY_TO_MOVE);
    problem_play_free(&pp);
}

static void test_problem_play_four_refuted_by_its_block(void **state)
{
    (void)state;
    ProblemPlay pp;
    /* After h9 h6 h10 h11, k13 makes a straight four (h10 i11 j12 k13); the broken
     * four l14 (h10 i11 j12 . l14) is blocked at k13 and nothing follows. */
    start(&pp, SEED1);
    const char *line[] = {"h9", "h10"};
    for (int i = 0; i < 2; i++) {
        assert_true(problem_play_move(&pp, support_point(line[i])));
        problem_play_tick(&pp, 1000 + (i + 1) * PLAY_ANSWER_MS);
    }
    assert_int_equal(at(&pp, "h11"), STONE_WHITE);
    assert_false(problem_play_move(&pp, support_point("l14")));
    assert_int_equal(pp.verdict.kind, PROBLEM_MOVE_ESCAPES);
    assert_int_equal(pp.verdict.nline, 1);
    assert_int_equal(pp.verdict.line[0], support_point("k13"));
    problem_play_free(&pp);
}

static void test_problem_play_another_win_followed(void **state)
{
    (void)state;
    ProblemPlay pp;
    /* j10 is not the file's move, but it wins too: the prover's line takes over. */
    start(&pp, SEED1);
    assert_true(problem_play_move(&pp, support_point("j10")));
    assert_int_equal(pp.msg, PLAY_MSG_ALSO_WINS);
    assert_int_equal(pp.line[0], support_point("j10"));
    assert_int_equal(pp.line[1], support_point("h10"));
    problem_play_tick(&pp, 1000 + PLAY_ANSWER_MS);
    assert_int_equal(at(&pp, "h10"), STONE_WHITE);
    problem_play_free(&pp);
}

static void test_problem_play_hint_stages(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, SEED1);
    assert_true(problem_play_hint(&pp));
    assert_int_equal(pp.msg, PLAY_MSG_HINT_TECHNIQUE);
    assert_int_equal(pp.hint_pos, POS_NONE);
    assert_true(problem_play_hint(&pp));
    assert_int_equal(pp.msg, PLAY_MSG_HINT_MOVE);
    assert_int_equal(pp.hint_pos, support_point("h9"));
    assert_false(problem_play_hint(&pp));
    assert_int_equal(pp.hints, 2);
    /* After the right move the hints start over for the next one. */
    assert_true(problem_play_move(&pp, support_point("h9")));
    problem_play_tick(&pp, 1000 + PLAY_ANSWER_MS);
    assert_true(problem_play_hint(&pp));
    assert_true(problem_play_hint(&pp));
    assert_int_equal(pp.hint_pos, support_point("h10"));
    problem_play_free(&pp);
}

static void test_problem_play_show_solution_steps(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, SEED1);
    assert_true(problem_play_move(&pp, support_point("h9")));
    problem_play_show(&pp);
    assert_int_equal(pp.state, PLAY_SHOWING);
    assert_int_equal(at(&pp, "h9"), STONE_EMPTY); /* from the start */
    assert_false(problem_play_move(&pp, support_point("a1")));
    assert_int_equal(pp.msg, PLAY_MSG_WAIT);
    int64_t now = 1000;
    for (int i = 0; i < 7; i++) {
        now += PLAY_SHOW_MS;
        assert_true(problem_play_tick(&pp, now));
    }
    assert_int_equal(pp.state, PLAY_SHOWN);
    assert_int_equal(at(&pp, "l14"), STONE_BLACK);
    assert_int_equal(at(&pp, "g9"), STONE_WHITE);
    assert_true(pp.shown);
    problem_play_free(&pp);
}

static void test_problem_play_defend_answers(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, DEFEND);
    /* A move far away loses: the prover's refutation is White's win. */
    assert_false(problem_play_move(&pp, support_point("a1")));
    assert_int_equal(pp.verdict.kind, PROBLEM_MOVE_LOSES);
    assert_true(pp.verdict.nline >= 1);
    assert_true(problem_play_take_back(&pp));
    assert_true(problem_play_move(&pp, support_point("j5")));
    assert_int_equal(pp.state, PLAY_SOLVED);
    problem_play_free(&pp);
}

static void test_problem_play_occupied(void **state)
{
    (void)state;
    ProblemPlay pp;
    start(&pp, SEED1);
    assert_false(problem_play_move(&pp, support_point("h8")));
    assert_int_equal(pp.msg, PLAY_MSG_OCCUPIED);
    assert_int_equal(pp.wrong_moves, 0);
    problem_play_free(&pp);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_problem_play_line_answered_when_due),
        cmocka_unit_test(test_problem_play_time_stops_while_away),
        cmocka_unit_test(test_problem_play_wrong_move_refuted),
        cmocka_unit_test(test_problem_play_foul_refuted_with_reason),
        cmocka_unit_test(test_problem_play_four_refuted_by_its_block),
        cmocka_unit_test(test_problem_play_another_win_followed),
        cmocka_unit_test(test_problem_play_hint_stages),
        cmocka_unit_test(test_problem_play_show_solution_steps),
        cmocka_unit_test(test_problem_play_defend_answers),
        cmocka_unit_test(test_problem_play_occupied),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
