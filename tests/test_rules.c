/* Renju - MIT licence, see LICENSE.
 *
 * The renju foul rules, as board diagrams: every worked example of docs/rules.md, the
 * recursive false-three rule at depth two and three, edges and corners, White never
 * forbidden, five first, and the explanations a learner reads.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "position.h"
#include "rules.h"
#include "test_support.h"

static const RuleSet *renju(void) { return rules_get(RULE_RENJU); }

/* The verdict for Black on `point` with the position `stones`. */
static RuleVerdict black_at(const char *stones, const char *point)
{
    Board b;
    support_position(&b, stones);
    return rules_check_move(renju(), &b, support_point(point), STONE_BLACK);
}

static void assert_verdict(const char *stones, const char *point, RuleVerdict want)
{
    RuleVerdict got = black_at(stones, point);
    if (got != want) {
        fail_msg("%s at %s: got %s, want %s", stones, point, rules_verdict_name(got),
                 rules_verdict_name(want));
    }
}

/* The verdict for Black on the diagram's '*' (tests/support: X Black, O White). */
static void assert_diagram(const char *diagram, RuleVerdict want)
{
    Board b;
    Pos p = support_diagram(&b, diagram);
    assert_int_not_equal(p, POS_NONE);
    char why[160]; /* a position a game reaches: no five or overline on the board yet */
    if (!position_lines_open(renju(), &b, why, sizeof why)) {
        fail_msg("no game reaches\n%s: %s", diagram, why);
    }
    RuleVerdict got = rules_check_move(renju(), &b, p, STONE_BLACK);
    if (got != want) {
        fail_msg("Black on * of\n%s: got %s, want %s", diagram, rules_verdict_name(got),
                 rules_verdict_name(want));
    }
}

/* ---- The worked examples of docs/rules.md (Black plays h8, the '*') ---- */

static void test_rules_example1_double_three(void **state)
{
    (void)state;
    /* Row three f8 g8 h8 and column three h8 h9 h10. */
    assert_diagram("11 . . . . .\n"
                   "10 . . . X .\n"
                   " 9 . . . X .\n"
                   " 8 . X X * .\n"
                   " 7 . . . . .\n"
                   "   e f g h i\n",
                   VERDICT_DOUBLE_THREE);
}

static void test_rules_example2_double_four_one_line(void **state)
{
    (void)state;
    /* Two fours on one line: d8-h8 (five at g8) and h8-l8 (five at i8). */
    assert_diagram(" 9 . . . . . . . . . . .\n"
                   " 8 . X X X . * . X X X .\n"
                   " 7 . . . . . . . . . . .\n"
                   "   c d e f g h i j k l m\n",
                   VERDICT_DOUBLE_FOUR);
}

static void test_rules_example3_double_four_two_lines(void **state)
{
    (void)state;
    assert_diagram(" 9 . . . . . .\n"
                   " 8 . X X X * .\n"
                   " 7 . . . . X .\n"
                   " 6 . . . . X .\n"
                   " 5 . . . . X .\n"
                   " 4 . . . . . .\n"
                   "   d e f g h i\n",
                   VERDICT_DOUBLE_FOUR);
}

static void test_rules_example4_overline(void **state)
{
    (void)state;
    assert_diagram(" 9 . . . . . . . .\n"
                   " 8 . X X X * X X .\n"
                   " 7 . . . . . . . .\n"
                   "   d e f g h i j k\n",
                   VERDICT_OVERLINE);
}

static void test_rules_example5_false_three_overline_point(void **state)
{
    (void)state;
    /* The row three e8 f8 h8 could become a straight four only at g8, and g8 makes six
     * in the g column: a false three. Only the column three h8 h9 h10 is real. */
    assert_diagram("12 . . . . . .\n"
                   "11 . . . X . .\n"
                   "10 . . . X X .\n"
                   " 9 . . . X X .\n"
                   " 8 . X X . * .\n"
                   " 7 . . . X . .\n"
                   " 6 . . . X . .\n"
                   " 5 . . . . . .\n"
                   "   d e f g h i\n",
                   VERDICT_OK);
    /* Without the g-column stones the row three is real again. */
    assert_verdict("b=e8,f8,h9,h10", "h8", VERDICT_DOUBLE_THREE);
}

static void test_rules_example6_four_three_allowed(void **state)
{
    (void)state;
    /* Row four e8-h8 and column three h8 h9 h10. */
    assert_diagram("11 . . . . . .\n"
                   "10 . . . . X .\n"
                   " 9 . . . . X .\n"
                   " 8 . X X X * .\n"
                   " 7 . . . . . .\n"
                   "   d e f g h i\n",
                   VERDICT_OK);
}

static void test_rules_example7_five_first(void **state)
{
    (void)state;
    /* The five d8-h8 wins, whatever the threes h8 h9 h10 and h8 i9 j10 would make. */
    assert_diagram("11 . . . . . . . . .\n"
                   "10 . . . . . X . X .\n"
                   " 9 . . . . . X X . .\n"
                   " 8 . X X X X * . . .\n"
                   " 7 . . . . . . . . .\n"
                   "   c d e f g h i j k\n",
                   VERDICT_FIVE);
    /* A five beside an overline on another line still wins: h4-h7 and h9 (no five on
     * the board yet, as a game reaches it) make h4-h9 through h8. */
    assert_diagram("10 . . . . . . .\n"
                   " 9 . . . . . X .\n"
                   " 8 . X X X X * .\n"
                   " 7 . . . . . X .\n"
                   " 6 . . . . . X .\n"
                   " 5 . . . . . X .\n"
                   " 4 . . . . . X .\n"
                   " 3 . . . . . . .\n"
                   "   c d e f g h i\n",
                   VERDICT_FIVE);
    /* The same stones make h8 an overline only, a foul, without the row's five. */
    assert_verdict("b=e8,f8,g8,h4,h5,h6,h7,h9", "h8", VERDICT_OVERLINE);
}

static void test_rules_example8_blocked_three_is_no_three(void **state)
{
    (void)state;
    /* With White on e8, f8 g8 h8 can only grow into a closed four (one five point):
     * no three. */
    assert_diagram("11 . . . . . .\n"
                   "10 . . . . X .\n"
                   " 9 . . . . X .\n"
                   " 8 . O X X * .\n"
                   " 7 . . . . . .\n"
                   "   d e f g h i\n",
                   VERDICT_OK);
}

/* ---- Recursion ---- */

/* Depth two: the row three f8 g8 h8 (d8 White) can only become a straight four at i8,
 * and i8, with h8 on the board, is itself a double-three (columns i8 i9 i10 and
 * diagonal i8 j9 k10, beside the row's straight four). So the row three is false; only
 * the column three h8 h9 h10 is real, and h8 is allowed. */
static void test_rules_false_three_depth_two(void **state)
{
    (void)state;
    assert_diagram("11 . . . . . . . . . .\n"
                   "10 . . . . . X X . X .\n"
                   " 9 . . . . . X X X . .\n"
                   " 8 . O . X X * . . . .\n"
                   " 7 . . . . . . . . . .\n"
                   "   c d e f g h i j k l\n",
                   VERDICT_OK);
    /* Control: without i10, i8 is no double-three, the row three is real: 3x3. */
    assert_verdict("b=f8,g8,h9,h10,i9,j9,k10 w=d8", "h8", VERDICT_DOUBLE_THREE);
}

/* Depth three: as above, but White m12 leaves i8's diagonal three only the straight-four
 * point h7, which (with h8 and i8 on the board) is a double-four. So that diagonal three
 * is false, i8 is allowed, the row three through h8 is real, and h8 is a double-three. */
static void test_rules_false_three_depth_three(void **state)
{
    (void)state;
    const char *diagram = "13 . . . . . . . . . . . .\n"
                          "12 . . . . . . . . . . O .\n"
                          "11 . . . . . . . . . . . .\n"
                          "10 . . . . . X X . X . . .\n"
                          " 9 . . . . . X X X . . . .\n"
                          " 8 . O . X X * . . . . . .\n"
                          " 7 . . . . . . . . . . . .\n"
                          "   c d e f g h i j k l m n\n";
    assert_diagram(diagram, VERDICT_DOUBLE_THREE);
    Board b;
    Pos h8 = support_diagram(&b, diagram);
    RuleExplanation e;
    rules_explain(renju(), &b, h8, STONE_BLACK, &e);
    char text[2048];
    rules_explain_format(&e, text, sizeof text);
    assert_non_null(strstr(text, "forbidden for Black: double-three"));
    assert_non_null(strstr(text, "horizontal three f8 g8 h8: real, i8 makes a straight four"));
}

/* A straight-four point that would make a five on another line does not make a three
 * (docs/rules.md: the move would simply win). Row three f8 g8 h8 (d8 White) has the
 * single straight-four point i8, and i8 completes the column five i4..i8. */
static void test_rules_three_point_that_wins_is_no_three(void **state)
{
    (void)state;
    assert_diagram("11 . . . . . . . .\n"
                   "10 . . . . . X . .\n"
                   " 9 . . . . . X . .\n"
                   " 8 . O . X X * . .\n"
                   " 7 . . . . . . X .\n"
                   " 6 . . . . . . X .\n"
                   " 5 . . . . . . X .\n"
                   " 4 . . . . . . X .\n"
                   " 3 . . . . . . . .\n"
                   "   c d e f g h i j\n",
                   VERDICT_OK);
    /* i5 i6 i7: i8 would be a straight four plus the row's: a double-four, foul. */
    assert_verdict("b=f8,g8,h9,h10,i5,i6,i7 w=d8", "h8", VERDICT_OK);
    /* i6 i7: i8 is a four-three, playable, so the row three is real. */
    assert_verdict("b=f8,g8,h9,h10,i6,i7 w=d8", "h8", VERDICT_DOUBLE_THREE);
}

/* ---- Shapes ---- */

static void test_rules_split_three_counts(void **state)
{
    (void)state;
    /* f8 _ h8 i8 split three and the column: 3x3. */
    assert_diagram("11 . . . . . .\n"
                   "10 . . . X . .\n"
                   " 9 . . . X . .\n"
                   " 8 . X . * X .\n"
                   " 7 . . . . . .\n"
                   "   e f g h i j\n",
                   VERDICT_DOUBLE_THREE);
    /* Diagonal and anti-diagonal threes. */
    assert_diagram("11 . . . . .\n"
                   "10 . X . . .\n"
                   " 9 . . X . .\n"
                   " 8 . . . * .\n"
                   " 7 . . X . .\n"
                   " 6 . X . . .\n"
                   " 5 . . . . .\n"
                   "   e f g h i\n",
                   VERDICT_DOUBLE_THREE);
}

static void test_rules_four_four_split_and_straight(void **state)
{
    (void)state;
    /* x.xxx.x around h8 on a line: two fours on one line. */
    assert_verdict("b=f8,g8,i8,k8 w=e8", "h8", VERDICT_OK);
    assert_verdict("b=e8,g8,i8,k8", "h8", VERDICT_DOUBLE_FOUR);
    assert_verdict("b=d8,f8,g8,j8", "h8", VERDICT_DOUBLE_FOUR);
    /* A straight four alone is one four, and legal. */
    assert_verdict("b=f8,g8,i8", "h8", VERDICT_OK);
}

static void test_rules_double_three_needs_open_space(void **state)
{
    (void)state;
    /* h8 h9 h10 needs six free cells (h6..h11 or h7..h12) for a straight four. */
    assert_diagram("11 . . . . .\n"
                   "10 . . . X .\n"
                   " 9 . . . X .\n"
                   " 8 . X X * .\n"
                   " 7 . . . O .\n"
                   " 6 . . . . .\n"
                   "   e f g h i\n",
                   VERDICT_OK);
    assert_diagram("13 . . . . .\n"
                   "12 . . . O .\n"
                   "11 . . . . .\n"
                   "10 . . . X .\n"
                   " 9 . . . X .\n"
                   " 8 . X X * .\n"
                   " 7 . . . . .\n"
                   " 6 . . . O .\n"
                   " 5 . . . . .\n"
                   "   e f g h i\n",
                   VERDICT_OK);
    assert_diagram("14 . . . . .\n"
                   "13 . . . O .\n"
                   "12 . . . . .\n"
                   "11 . . . . .\n"
                   "10 . . . X .\n"
                   " 9 . . . X .\n"
                   " 8 . X X * .\n"
                   " 7 . . . . .\n"
                   " 6 . . . . .\n"
                   " 5 . . . O .\n"
                   " 4 . . . . .\n"
                   "   e f g h i\n",
                   VERDICT_DOUBLE_THREE);
}

static void test_rules_three_four_three_is_foul(void **state)
{
    (void)state;
    /* A four plus two threes contains a double-three. */
    assert_diagram("11 . . . . . . . .\n"
                   "10 . . . . X . X .\n"
                   " 9 . . . . X X . .\n"
                   " 8 . X X X * . . .\n"
                   " 7 . . . . . . . .\n"
                   "   d e f g h i j k\n",
                   VERDICT_DOUBLE_THREE);
}

/* The diagrams above are read as a player reads them; a diagram that is not one is
 * refused, not half read. */
/* A "four" whose only five point makes six is no four (docs/rules.md, "More shapes"). */
static void test_rules_four_whose_five_is_an_overline(void **state)
{
    (void)state;
    assert_diagram(" 9 . . . . . . . . .\n"
                   " 8 . O X X X * . X .\n"
                   " 7 . . . . . X . . .\n"
                   " 6 . . . . . X . . .\n"
                   " 5 . . . . . X . . .\n"
                   " 4 . . . . . . . . .\n"
                   "   c d e f g h i j k\n",
                   VERDICT_OK);
    /* With d8 free the row is a four (five on d8): a double-four. */
    assert_verdict("b=e8,f8,g8,j8,h5,h6,h7", "h8", VERDICT_DOUBLE_FOUR);
}

static void test_rules_diagram_reader(void **state)
{
    (void)state;
    Board b;
    Pos p = POS_NONE;
    assert_true(board_from_diagram(&b,
                                   " 9 . O .\n"
                                   " 8 X * X\n"
                                   "   g h i\n",
                                   &p));
    assert_int_equal(p, support_point("h8"));
    assert_int_equal(board_at(&b, support_point("g8")), STONE_BLACK);
    assert_int_equal(board_at(&b, support_point("i8")), STONE_BLACK);
    assert_int_equal(board_at(&b, support_point("h9")), STONE_WHITE);
    assert_int_equal(board_at(&b, support_point("h8")), STONE_EMPTY);
    assert_int_equal(board_at(&b, support_point("g9")), STONE_EMPTY);
    assert_true(board_from_diagram(&b, "15 X\n   a\n", &p));
    assert_int_equal(p, POS_NONE);
    assert_int_equal(board_at(&b, support_point("a15")), STONE_BLACK);
    static const char *const BAD[] = {
        "",                         /* nothing */
        " 8 X X\n",                 /* no column letters */
        " 8 X X\n   g i\n",         /* letters not consecutive */
        " 8 X X X\n   g h\n",       /* more cells than columns */
        " 9 X X\n 7 X X\n   g h\n", /* rows not consecutive */
        " 8 X ?\n   g h\n",         /* an unknown cell */
        " 8 * *\n   g h\n",         /* two marks */
        "16 X\n   a\n",             /* a row off the board */
        " 8 . X\n   o p\n",         /* a column off the board */
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        if (board_from_diagram(&b, BAD[i], &p)) {
            fail_msg("accepted a bad diagram:\n%s", BAD[i]);
        }
    }
}

/* ---- Edges and corners ---- */

static void test_rules_corner_overline_and_five(void **state)
{
    (void)state;
    assert_verdict("b=a2,a3,a4,a5,a6", "a1", VERDICT_OVERLINE);
    assert_verdict("b=a2,a3,a4,a5", "a1", VERDICT_FIVE);
    assert_verdict("b=b2,c3,d4,e5", "a1", VERDICT_FIVE);
    assert_verdict("b=o14,o13,o12,o11,o10", "o15", VERDICT_OVERLINE);
}

static void test_rules_wall_blocks_three(void **state)
{
    (void)state;
    /* a7 b7 c7 against the left edge cannot become a straight four. */
    assert_verdict("b=a5,a6,b7,c7", "a7", VERDICT_OK);
    /* One column in, it can. */
    assert_verdict("b=b5,b6,c7,d7", "b7", VERDICT_DOUBLE_THREE);
}

static void test_rules_edge_double_four(void **state)
{
    (void)state;
    assert_verdict("b=o2,o3,o4,l1,m1,n1", "o1", VERDICT_DOUBLE_FOUR);
    assert_verdict("b=o2,o3,m1,n1", "o1", VERDICT_OK);
}

/* ---- White, and occupancy ---- */

static void test_rules_white_never_forbidden(void **state)
{
    (void)state;
    static const char *const MIRRORED[] = {"w=f8,g8,h9,h10", "w=d8,e8,f8,j8,k8,l8",
                                           "w=e8,f8,g8,h5,h6,h7", "w=e8,f8,g8,i8,j8"};
    for (size_t i = 0; i < sizeof MIRRORED / sizeof MIRRORED[0]; i++) {
        Board b;
        support_position(&b, MIRRORED[i]);
        RuleVerdict v = rules_check_move(renju(), &b, support_point("h8"), STONE_WHITE);
        assert_true(verdict_is_legal(v));
        assert_int_equal(rules_forbidden_map(renju(), &b, STONE_WHITE, NULL, 0), 0);
    }
    /* White's six is a five. */
    Board b;
    support_position(&b, "w=e8,f8,g8,i8,j8");
    assert_int_equal(rules_check_move(renju(), &b, support_point("h8"), STONE_WHITE), VERDICT_FIVE);
}

static void test_rules_occupied_and_off_board(void **state)
{
    (void)state;
    assert_verdict("b=h8", "h8", VERDICT_OCCUPIED);
    Board b;
    support_position(&b, "");
    assert_int_equal(rules_check_move(renju(), &b, pos_from_xy(15, 0), STONE_BLACK),
                     VERDICT_OFF_BOARD);
    assert_int_equal(rules_check_move(renju(), &b, pos_from_xy(-1, 3), STONE_BLACK),
                     VERDICT_OFF_BOARD);
}

/* ---- Fives ---- */

static void test_rules_black_six_is_no_five(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=c8,d8,e8,f8,g8,h8");
    Pos five[RULES_LINE_MAX];
    assert_int_equal(rules_five_at(renju(), &b, support_point("h8"), STONE_BLACK, five), 0);
    /* White's six wins, and the line is all six stones. */
    support_position(&b, "w=c8,d8,e8,f8,g8,h8");
    assert_int_equal(rules_five_at(renju(), &b, support_point("h8"), STONE_WHITE, five), 6);
    assert_int_equal(five[0], support_point("c8"));
    assert_int_equal(five[5], support_point("h8"));
    support_position(&b, "b=d8,e8,f8,g8,h8");
    assert_int_equal(rules_five_at(renju(), &b, support_point("f8"), STONE_BLACK, five), 5);
    assert_int_equal(five[0], support_point("d8"));
    assert_int_equal(five[4], support_point("h8"));
}

/* ---- The map and explanations ---- */

static void test_rules_forbidden_map_lists_all(void **state)
{
    (void)state;
    Board b;
    char list[512];
    support_position(&b, "b=f8,g8,h9,h10");
    support_forbidden_list(&b, list, sizeof list);
    assert_string_equal(list, "h8");
    support_position(&b, "");
    support_forbidden_list(&b, list, sizeof list);
    assert_string_equal(list, "none");
    /* Two crosses, and the diagonals they make with each other (e6: e4 e5 e6 and
     * e6 g8 h9; e7: e4 e5 _ e7 and e7 f8 _ h10), in point order. */
    support_position(&b, "b=f8,g8,h9,h10,c3,d3,e4,e5");
    support_forbidden_list(&b, list, sizeof list);
    assert_string_equal(list, "e3 e6 e7 h8");
}

static void test_rules_explain_false_three(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=e8,f8,h9,h10,g6,g7,g9,g10,g11");
    RuleExplanation e;
    rules_explain(renju(), &b, support_point("h8"), STONE_BLACK, &e);
    assert_int_equal(e.verdict, VERDICT_OK);
    assert_int_equal(e.nlines, 2);
    char text[2048];
    rules_explain_format(&e, text, sizeof text);
    assert_non_null(strstr(text, "h8 is allowed for Black."));
    assert_non_null(strstr(text, "horizontal three e8 f8 h8: false, g8 would be an overline"));
    assert_non_null(strstr(text, "vertical three h8 h9 h10: real"));
}

static void test_rules_explain_double_four_lines(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=e8,f8,g8,h5,h6,h7");
    RuleExplanation e;
    rules_explain(renju(), &b, support_point("h8"), STONE_BLACK, &e);
    char text[2048];
    rules_explain_format(&e, text, sizeof text);
    assert_non_null(strstr(text, "h8 is forbidden for Black: double-four."));
    assert_non_null(strstr(text, "horizontal straight four e8 f8 g8 h8, five at d8 or i8."));
    assert_non_null(strstr(text, "vertical straight four h5 h6 h7 h8, five at h4 or h9."));
}

static void test_rules_explain_four_three(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=e8,f8,g8,h9,h10");
    RuleExplanation e;
    rules_explain(renju(), &b, support_point("h8"), STONE_BLACK, &e);
    char text[2048];
    rules_explain_format(&e, text, sizeof text);
    assert_non_null(strstr(text, "A four and a three (4x3) is not a foul."));
}

static void test_rules_find_rule_sets(void **state)
{
    (void)state;
    assert_ptr_equal(rules_find("renju"), rules_get(RULE_RENJU));
    assert_ptr_equal(rules_find("gomoku"), rules_get(RULE_GOMOKU));
    assert_null(rules_find("chess"));
    /* Gomoku: no fouls for anyone. */
    Board b;
    support_position(&b, "b=f8,g8,h9,h10");
    assert_int_equal(rules_check_move(rules_get(RULE_GOMOKU), &b, support_point("h8"), STONE_BLACK),
                     VERDICT_OK);
}

/* A position refused for a winning line names it as it stands: White's six is a line of
 * six, not a five (fix31j: position_reachable's words called every winning line a five). */
static void test_rules_position_names_the_winning_line(void **state)
{
    (void)state;
    static const struct {
        const char *stones, *why;
    } CASES[] = {
        {"w=f6,g7,h8,i9,j10,k11 b=a1,c1,e1,g1,i1,a3",
         "a line of 6 stones stands on the board (f6)"},
        {"b=a1,b1,c1,d1,e1 w=a15,b15,c15,d15", "a five stands on the board (a1)"},
        {"b=a1,b1,c1,d1,e1,f1 w=a15,b15,c15,d15,e15,a13",
         "a black overline, a foul, stands on the board (a1)"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        Board b;
        support_position(&b, CASES[i].stones);
        char why[160];
        assert_false(position_lines_open(renju(), &b, why, sizeof why));
        assert_string_equal(why, CASES[i].why);
    }
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules_example1_double_three),
        cmocka_unit_test(test_rules_position_names_the_winning_line),
        cmocka_unit_test(test_rules_example2_double_four_one_line),
        cmocka_unit_test(test_rules_example3_double_four_two_lines),
        cmocka_unit_test(test_rules_example4_overline),
        cmocka_unit_test(test_rules_example5_false_three_overline_point),
        cmocka_unit_test(test_rules_example6_four_three_allowed),
        cmocka_unit_test(test_rules_example7_five_first),
        cmocka_unit_test(test_rules_example8_blocked_three_is_no_three),
        cmocka_unit_test(test_rules_false_three_depth_two),
        cmocka_unit_test(test_rules_false_three_depth_three),
        cmocka_unit_test(test_rules_three_point_that_wins_is_no_three),
        cmocka_unit_test(test_rules_diagram_reader),
        cmocka_unit_test(test_rules_split_three_counts),
        cmocka_unit_test(test_rules_four_four_split_and_straight),
        cmocka_unit_test(test_rules_double_three_needs_open_space),
        cmocka_unit_test(test_rules_three_four_three_is_foul),
        cmocka_unit_test(test_rules_corner_overline_and_five),
        cmocka_unit_test(test_rules_wall_blocks_three),
        cmocka_unit_test(test_rules_edge_double_four),
        cmocka_unit_test(test_rules_white_never_forbidden),
        cmocka_unit_test(test_rules_occupied_and_off_board),
        cmocka_unit_test(test_rules_four_whose_five_is_an_overline),
        cmocka_unit_test(test_rules_black_six_is_no_five),
        cmocka_unit_test(test_rules_forbidden_map_lists_all),
        cmocka_unit_test(test_rules_explain_false_three),
        cmocka_unit_test(test_rules_explain_double_four_lines),
        cmocka_unit_test(test_rules_explain_four_three),
        cmocka_unit_test(test_rules_find_rule_sets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
