/* Renju - MIT licence, see LICENSE.
 *
 * The engine with helper threads (AiLimits.threads, lazy SMP): the same forced moves as
 * one thread, legal moves in a game, and thread counts changed between searches on one
 * engine (progress reports and a stop already set: test_ai.c). `make test` runs
 * this file under ThreadSanitizer too: the helpers share the transposition table.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai.h"
#include "rules.h"
#include "test_support.h"

static const RuleSet *renju(void) { return rules_get(RULE_RENJU); }

static void assert_point(Pos got, const char *want)
{
    char name[8];
    board_format_point(got, name, sizeof name);
    assert_string_equal(name, want);
}

static AiInfo search_with(AiEngine *e, const Board *b, int depth, int64_t nodes, int threads)
{
    AiLimits lim = {0,     depth,         nodes, AI_LEVEL_MAX, 1,  threads,
                    false, AI_SOLVE_NONE, false, false,        {0}};
    AiInfo info;
    ai_search(e, renju(), b, &lim, NULL, NULL, NULL, &info);
    return info;
}

static void test_ai_threads_take_the_win_in_one(void **state)
{
    (void)state;
    Board b;
    /* Black h8 i8 j8 k8, g8 blocked: l8 wins. */
    support_position(&b, "b=h8,i8,j8,k8 w=g8,a1,a15,o1");
    AiEngine *e = ai_create(4);
    AiInfo info = search_with(e, &b, 3, 0, 4);
    assert_point(info.best, "l8");
    assert_true(ai_score_is_win(info.score));
    ai_destroy(e);
}

/* The root's threat solver finds the win by fours j8 (then j7 or j11) while the helpers
 * already search; they are stopped when it does. The win is Black's third move: j8, the
 * straight four, the five (five plies). */
static void test_ai_threads_win_by_fours_at_the_root(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=f8,g8,h8,j9,j10,a15 w=e8,a1,a3,o1,o15");
    AiEngine *e = ai_create(4);
    AiInfo info = search_with(e, &b, 6, 0, 3);
    assert_point(info.best, "j8");
    assert_int_equal(info.score, AI_WIN_SCORE - 5);
    ai_destroy(e);
}

/* The same with j8 left out (the window's Shift+Ctrl+click): the root's win by fours
 * starts there, so it does not count, and neither the lead nor a helper answers j8. */
static void test_ai_threads_keep_to_the_marks(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=f8,g8,h8,j9,j10,a15 w=e8,a1,a3,o1,o15");
    AiEngine *e = ai_create(4);
    AiLimits lim = {0, 6, 0, AI_LEVEL_MAX, 1, 3, false, AI_SOLVE_NONE, true, false, {0}};
    lim.filter.never[lim.filter.nnever++] = support_point("j8");
    AiInfo info;
    ai_search(e, renju(), &b, &lim, NULL, NULL, NULL, &info);
    assert_int_not_equal(info.best, support_point("j8"));
    assert_true(verdict_is_legal(rules_check_move(renju(), &b, info.best, STONE_BLACK)));
    assert_false(info.filter_overridden);
    ai_destroy(e);
}

static void test_ai_threads_block_the_four(void **state)
{
    (void)state;
    Board b;
    /* White e5 f5 g5 h5 with d5 taken: Black must take i5. */
    support_position(&b, "b=d5,h8,j10,l12,h10 w=e5,f5,g5,h5");
    AiEngine *e = ai_create(4);
    assert_point(search_with(e, &b, 4, 0, 4).best, "i5");
    ai_destroy(e);
}

static void test_ai_threads_stop_open_three(void **state)
{
    (void)state;
    Board b;
    /* White's open three f6 g6 h6 (e6 and i6 empty, d6 and j6 too): Black, with nothing
     * of its own, must answer on that line: d6, e6, i6 or j6. */
    support_position(&b, "b=h8,a1,o15 w=f6,g6,h6");
    AiEngine *e = ai_create(4);
    AiInfo info = search_with(e, &b, 5, 0, 3);
    char name[8];
    board_format_point(info.best, name, sizeof name);
    assert_true(strcmp(name, "d6") == 0 || strcmp(name, "e6") == 0 || strcmp(name, "i6") == 0 ||
                strcmp(name, "j6") == 0);
    ai_destroy(e);
}

/* Twelve plies of a game from the standard opening h8 i9 h9, each move searched by four
 * threads within a node budget: every move is legal (Black never plays a foul). */
static void test_ai_threads_play_legal_moves(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "h8 i9 h9");
    AiEngine *e = ai_create(8);
    for (int ply = 0; ply < 12; ply++) {
        AiInfo info = search_with(e, &b, 0, 8000, 4);
        RuleVerdict v = rules_check_move(renju(), &b, info.best, b.to_move);
        assert_true(verdict_is_legal(v));
        if (v == VERDICT_FIVE) {
            break;
        }
        assert_true(board_play(&b, info.best));
    }
    ai_destroy(e);
}

/* One engine, thread counts changed between searches (more, fewer, back to one): the
 * forced block is found each time, and one thread is as deterministic as ever. */
static void test_ai_threads_count_changes_between_searches(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=d5,h8,j10,l12,h10 w=e5,f5,g5,h5");
    Board open;
    support_position(&open, "h8 i9 h9 h10 j8 g8");
    AiEngine *e = ai_create(4);
    static const int COUNTS[] = {2, 6, 3, 1, 4, 1};
    for (size_t i = 0; i < sizeof COUNTS / sizeof COUNTS[0]; i++) {
        assert_point(search_with(e, &b, 4, 0, COUNTS[i]).best, "i5");
        AiInfo info = search_with(e, &open, 4, 0, COUNTS[i]);
        assert_true(verdict_is_legal(rules_check_move(renju(), &open, info.best, open.to_move)));
    }
    ai_destroy(e);
    AiInfo one = support_search_depth(renju(), &open, 5);
    AiInfo again = support_search_depth(renju(), &open, 5);
    assert_int_equal(one.best, again.best);
    assert_int_equal(one.nodes, again.nodes);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ai_threads_take_the_win_in_one),
        cmocka_unit_test(test_ai_threads_win_by_fours_at_the_root),
        cmocka_unit_test(test_ai_threads_keep_to_the_marks),
        cmocka_unit_test(test_ai_threads_block_the_four),
        cmocka_unit_test(test_ai_threads_stop_open_three),
        cmocka_unit_test(test_ai_threads_play_legal_moves),
        cmocka_unit_test(test_ai_threads_count_changes_between_searches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
