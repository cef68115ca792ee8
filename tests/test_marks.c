/* Renju - MIT licence, see LICENSE.
 *
 * The marks of a foul explanation (marks.h): which stones are outlined and which points
 * marked, real or false and why, for a double-three, a double-four on one line, an
 * overline, a false three, a pseudo-three (its straight fours would be overlines) and a
 * blocked three, all in board notation.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "marks.h"
#include "test_support.h"

/* The marks of Black on `point` after `position`, one formatted line each, joined by
 * " | " in direction order, into out. Returns the verdict. */
static RuleVerdict marks_text(const char *position, const char *point, char *out, size_t cap)
{
    Board b;
    support_position(&b, position);
    Marks m;
    marks_explain(rules_get(RULE_RENJU), &b, support_point(point), STONE_BLACK, &m);
    out[0] = '\0';
    for (int i = 0; i < m.nlines; i++) {
        char line[256];
        marks_format_line(&m.lines[i], line, sizeof line);
        if (i > 0) {
            strncat(out, " | ", cap - strlen(out) - 1);
        }
        strncat(out, line, cap - strlen(out) - 1);
    }
    return m.verdict;
}

static void test_marks_double_three(void **state)
{
    (void)state;
    char text[1024];
    assert_int_equal(marks_text("b=g8,i8,h7,h9", "h8", text, sizeof text), VERDICT_DOUBLE_THREE);
    assert_string_equal(text, "horizontal three g8 h8 i8: f8 real, j8 real"
                              " | vertical three h7 h8 h9: h6 real, h10 real");
}

static void test_marks_double_four_on_one_line(void **state)
{
    (void)state;
    char text[1024];
    assert_int_equal(marks_text("b=d8,e8,f8,j8,k8,l8", "h8", text, sizeof text),
                     VERDICT_DOUBLE_FOUR);
    assert_string_equal(text, "horizontal double four d8 e8 f8 h8 j8 k8 l8: g8 five, i8 five");
}

static void test_marks_overline(void **state)
{
    (void)state;
    char text[1024];
    assert_int_equal(marks_text("b=e8,f8,g8,i8,j8", "h8", text, sizeof text), VERDICT_OVERLINE);
    assert_string_equal(text, "horizontal overline e8 f8 g8 h8 i8 j8");
}

static void test_marks_false_three(void **state)
{
    (void)state;
    char text[1024];
    /* The row three's only straight-four point g8 would be an overline (the g column):
     * not a double-three. */
    assert_int_equal(marks_text("b=e8,f8,h9,h10,g6,g7,g9,g10,g11", "h8", text, sizeof text),
                     VERDICT_OK);
    assert_string_equal(text, "horizontal false three e8 f8 h8: g8 forbidden (overline)"
                              " | vertical three h8 h9 h10: h7 real, h11 real");
}

static void test_marks_pseudo_three(void **state)
{
    (void)state;
    char text[1024];
    /* b8 and j8 turn both straight fours of e8 f8 g8 into overlines: the row is no
     * three, so with the column's one real three f8 is allowed. */
    assert_int_equal(marks_text("b=b8,e8,g8,j8,f9,f10", "f8", text, sizeof text), VERDICT_OK);
    assert_string_equal(text, "horizontal pseudo-three b8 e8 f8 g8 j8: d8 overline, h8 overline"
                              " | vertical three f8 f9 f10: f7 real, f11 real");
}

static void test_marks_blocked_three(void **state)
{
    (void)state;
    char text[1024];
    /* The row three f8 g8 h8 is blocked by White e8: it makes only a four (at i8 or j8). */
    assert_int_equal(marks_text("b=f8,g8,h9,h10 w=e8", "h8", text, sizeof text), VERDICT_OK);
    assert_string_equal(text, "horizontal blocked three f8 g8 h8: i8 four only, j8 four only"
                              " | vertical three h8 h9 h10: h7 real, h11 real");
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_marks_double_three),
        cmocka_unit_test(test_marks_double_four_on_one_line),
        cmocka_unit_test(test_marks_overline),
        cmocka_unit_test(test_marks_false_three),
        cmocka_unit_test(test_marks_pseudo_three),
        cmocka_unit_test(test_marks_blocked_three),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
