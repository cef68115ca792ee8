/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli end to end: runs the built binary (from $RENJU_BUILD, default build/) and
 * checks its output for forbidden, forbidden --batch, explain and play.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_support.h"

static void test_cli_forbidden_moves_and_stones(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("forbidden b=f8,g8,h9,h10", NULL, out, sizeof out), 0);
    assert_string_equal(out, "h8\n");
    /* Black h8 g9 h9 i10 i11: i9 (row g9 h9 i9, column i9 i10 i11) and h10 (column
     * h8 h9 h10, diagonal g9 h10 i11), listed in point order. */
    assert_int_equal(support_run_cli("forbidden h8 a1 g9 a3 h9 a5 i10 a7 i11 a9", NULL, out, sizeof out),
                     0);
    assert_string_equal(out, "i9 h10\n");
    assert_int_equal(support_run_cli("forbidden h8 i9", NULL, out, sizeof out), 0);
    assert_string_equal(out, "none\n");
}

static void test_cli_forbidden_batch_keeps_going_after_errors(void **state)
{
    (void)state;
    char out[8192];
    const char *input = "b=f8,g8,h9,h10\n"
                        "h8 i9 h9\n"
                        "b=f8,z9\n"
                        "b=f8,f8\n"
                        "h8 h8\n"
                        "b= w=e8\n"
                        "w=e8 b=f8,g8,h9,h10\n"
                        "b=e8,f8,h9,h10,g6,g7,g9,g10,g11\n"
                        "\n"
                        "b=d8,e8,f8,j8,k8,l8";
    assert_int_equal(support_run_cli("forbidden --batch", input, out, sizeof out), 0);
    assert_string_equal(out, "h8\n"
                             "none\n"
                             "error: 'z9' is not a point of the board\n"
                             "error: 'f8' appears twice\n"
                             "error: move 2 'h8' is on an occupied point\n"
                             "none\n"
                             "none\n"
                             "g8 e9 f9 i9 h11\n"
                             "none\n"
                             "h8\n");
}

static void test_cli_explain(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("explain h8 b=e8,f8,h9,h10,g6,g7,g9,g10,g11", NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, "h8 is allowed for Black."));
    assert_non_null(strstr(out, "false, g8 would be an overline"));
    assert_int_equal(support_run_cli("explain z1 h8", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error:"));
}

static void test_cli_play_prints_board_and_result(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("play h8 i9 h9 i10 h10 i11 h11 i12 h12", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "12 . . . . . . . X O . . . . . .\n"));
    assert_non_null(strstr(out, " 1 . . . . . . . . . . . . . . .\n"));
    assert_non_null(strstr(out, "   a b c d e f g h i j k l m n o\n"));
    assert_non_null(strstr(out, "to-move: white\n"));
    assert_non_null(strstr(out, "result: black wins (five: h8 h9 h10 h11 h12)\n"));
    assert_int_equal(support_run_cli("play h8 pass pass", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "result: draw (two passes)\n"));
    assert_int_equal(support_run_cli("play h8 i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "to-move: black\nresult: none\n"));
}

static void test_cli_play_illegal_action_fails(void **state)
{
    (void)state;
    char out[8192];
    assert_int_equal(support_run_cli("play h8 a1 g9 a3 h9 a5 i10 a7 i11 a9 i9", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: action 11 'i9': i9 is forbidden for black (double-three)\n");
    assert_int_equal(support_run_cli("play h8 h8", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: action 2 'h8': h8 is occupied"));
    assert_int_equal(support_run_cli("play h8 q3", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "'q3' is not an action or a point"));
    assert_int_equal(support_run_cli("play --rule chess h8", NULL, out, sizeof out), 2);
    assert_non_null(strstr(out, "unknown rule set 'chess'"));
}

static void test_cli_play_opening_actions(void **state)
{
    (void)state;
    char out[8192];
    /* Taraguchi-10 branch B: ten proposals, White picks b1 and plays stone 6. */
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 swap h9 h10 h7 option-b "
                             "propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1 choose b1 o15",
                             NULL, out, sizeof out),
                     0);
    assert_non_null(strstr(out, " 1 . X . . . . . . . . . . . . .\n"));
    assert_non_null(strstr(out, "to-move: black\nfirst: white\nphase: move\nacts: second\n"));
    /* Before stone 3 in branch A: who holds what, the zone and the swap offer. */
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 swap i9", NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "first: white\nphase: swap-or-move\nacts: second\n"
                                "zone: 5x5\nswap: offered\n"));
    /* Illegal opening actions name themselves and the reason. */
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 j9", NULL, out, sizeof out), 1);
    assert_string_equal(out, "error: action 2 'j9': j9 is outside the central 3x3 square; "
                             "stone 2 of the taraguchi10 opening goes inside it\n");
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 h9 h10 h7 option-b "
                             "propose g8 i8 a1 b1 c1 d1 e1 f1 g1 h1",
                             NULL, out, sizeof out),
                     1);
    assert_non_null(strstr(out, "error: action 6 'propose g8 i8 a1 b1 c1 d1 e1 f1 g1 h1': "
                                "i8 is symmetric to g8"));
    assert_int_equal(support_run_cli("play --opening taraguchi10 h8 swap swap", NULL, out, sizeof out),
                     1);
    assert_non_null(strstr(out, "error: action 3 'swap': "));
    assert_int_equal(support_run_cli("play --opening soosorv8 h8 h9 h10 a1 declare 9", NULL, out,
                             sizeof out),
                     1);
    assert_non_null(strstr(out, "error: action 5 'declare 9': "));
    assert_int_equal(support_run_cli("play --opening swap2 a1 o15 c3 two-more d4 e5 keep f6", NULL, out,
                             sizeof out),
                     0);
    assert_non_null(strstr(out, "first: black\nphase: move\nacts: first\n"));
    assert_int_equal(support_run_cli("play h8 swap", NULL, out, sizeof out), 1);
    assert_non_null(strstr(out, "error: action 2 'swap': the free opening has no swaps"));
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli_forbidden_moves_and_stones),
        cmocka_unit_test(test_cli_forbidden_batch_keeps_going_after_errors),
        cmocka_unit_test(test_cli_explain),
        cmocka_unit_test(test_cli_play_prints_board_and_result),
        cmocka_unit_test(test_cli_play_illegal_action_fails),
        cmocka_unit_test(test_cli_play_opening_actions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
