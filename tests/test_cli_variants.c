/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli with the variant rule sets: `play --rule NAME` for every rule set (19x19 for
 * old renju, captures for Pente, stones left for gomokunarabe) and `forbidden` /
 * `explain` with `--rule` and `--colour`. Runs the program built next to the tests
 * ($RENJU_BUILD/renju-cli, default build/).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules.h"
#include "test_support.h"

/* Runs `renju-cli ARGS` and returns its exit status; stdout goes to out. */
static int cli(const char *args, char *out, size_t cap)
{
    return support_run_cli(args, NULL, out, cap);
}

static void expect_line(const char *out, const char *line)
{
    char want[256];
    snprintf(want, sizeof want, "\n%s\n", line);
    if (!strstr(out, want) && strncmp(out, want + 1, strlen(want + 1)) != 0) {
        fail_msg("expected the line '%s' in:\n%s", line, out);
    }
}

static void test_cli_play_every_rule_set(void **state)
{
    (void)state;
    char out[4096];
    for (int i = 0; i < RULE_COUNT; i++) {
        const RuleSet *rs = rules_get((RuleId)i);
        char args[128];
        snprintf(args, sizeof args, "play --rule %s %s", rs->name,
                 rs->board_size == 19 ? "j10 k11" : "h8 i9");
        assert_int_equal(cli(args, out, sizeof out), 0);
        expect_line(out, "to-move: black");
        expect_line(out, "result: none");
        expect_line(out, rs->board_size == 19 ? "   a b c d e f g h i j k l m n o p q r s"
                                              : "   a b c d e f g h i j k l m n o");
    }
}

static void test_cli_play_old_renju_19x19(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(
        cli("play --rule old-renju j10 a1 s15 a3 s16 a5 s17 a7 s19 a9 s18", out, sizeof out), 0);
    expect_line(out, "19 . . . . . . . . . . . . . . . . . . X");
    expect_line(out, " 1 O . . . . . . . . . . . . . . . . . .");
    expect_line(out, "result: black wins (five: s15 s16 s17 s18 s19)");
    assert_int_equal(cli("play --rule old-renju h8 2>&1", out, sizeof out), 1);
    expect_line(out, "error: action 1 'h8': the first stone goes on the centre, j10");
}

static void test_cli_play_pente_prints_captures(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(cli("play --rule pente h8 i8 a1 j8 k8", out, sizeof out), 0);
    expect_line(out, " 8 . . . . . . . X . . X . . . .");
    expect_line(out, "captures: black 1 white 0");
    assert_int_equal(cli("play h8 i8 a1 j8 k8", out, sizeof out), 0);
    assert_null(strstr(out, "captures:"));
}

static void test_cli_play_gomokunarabe_prints_stones_left(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(cli("play --rule gomokunarabe h8 i9 h9", out, sizeof out), 0);
    expect_line(out, "stones left: black 33 white 34");
}

static void test_cli_unknown_rule_lists_names(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(cli("play --rule chess h8 2>&1", out, sizeof out), 1);
    assert_non_null(strstr(out, "error: unknown rule set 'chess' (one of: renju gomoku"));
    assert_int_equal(cli("forbidden --colour red h8 2>&1", out, sizeof out), 1);
    expect_line(out, "error: --colour takes black or white, not 'red'");
}

static void test_cli_forbidden_and_explain_take_the_rule(void **state)
{
    (void)state;
    char out[4096];
    assert_int_equal(cli("forbidden b=f8,g8,h9,h10", out, sizeof out), 0);
    expect_line(out, "h8");
    assert_int_equal(cli("forbidden --rule gomoku b=f8,g8,h9,h10", out, sizeof out), 0);
    expect_line(out, "none");
    assert_int_equal(
        cli("forbidden --rule gomokunarabe --colour white w=f8,g8,h9,h10", out, sizeof out), 0);
    expect_line(out, "h8");
    assert_int_equal(cli("forbidden --rule old-renju b=o10,p10,q11,q12", out, sizeof out), 0);
    expect_line(out, "q10");
    assert_int_equal(cli("explain --rule anti-renju h8 b=e8,f8,g8", out, sizeof out), 0);
    expect_line(out, "h8 is forbidden for Black: straight four.");
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli_play_every_rule_set),
        cmocka_unit_test(test_cli_play_old_renju_19x19),
        cmocka_unit_test(test_cli_play_pente_prints_captures),
        cmocka_unit_test(test_cli_play_gomokunarabe_prints_stones_left),
        cmocka_unit_test(test_cli_unknown_rule_lists_names),
        cmocka_unit_test(test_cli_forbidden_and_explain_take_the_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
