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
#include <unistd.h>

#include <cmocka.h>

#include "rules.h"
#include "test_files.h"
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

/* convert keeps a variant's rule or refuses: a Pente game through .psq, .lib or .moves
 * would come back as renju with its captured stones on the board, a gomoku game with
 * Black's fouls. The refusal names the file, the format and the rule, and writes nothing;
 * .sgf keeps the rule (RU[]), and a renju game converts to every format as before; a
 * gomoku game goes to Piskvork's .psq, which says it names no rule. */
static void test_cli_convert_keeps_the_rule_or_refuses(void **state)
{
    (void)state;
    char out[4096];
    char dir[512];
    char args[1400];
    support_temp_dir(dir, sizeof dir);
    snprintf(args, sizeof args, "convert --rule pente %s/cap.moves %s/cap.renju", dir, dir);
    support_write_file(dir, "cap.moves", "h8 i8 a1 j8 k8 o15");
    assert_int_equal(cli(args, out, sizeof out), 0);
    snprintf(args, sizeof args, "convert --rule gomoku %s/cap.moves %s/free.renju", dir, dir);
    assert_int_equal(cli(args, out, sizeof out), 0);
    static const char *const STONES_ONLY[] = {"psq", "lib", "moves"};
    for (size_t i = 0; i < 3; i++) {
        const char *ext = STONES_ONLY[i];
        snprintf(args, sizeof args, "convert %s/cap.renju %s/out.%s 2>&1", dir, dir, ext);
        assert_int_equal(cli(args, out, sizeof out), 1);
        char want[700];
        snprintf(want, sizeof want,
                 "error: %s/out.%s: the .%s format cannot keep the Pente rule; save as .renju "
                 "or .sgf\n",
                 dir, ext, ext);
        assert_string_equal(out, want);
        snprintf(args, sizeof args, "convert %s/free.renju %s/out.%s 2>&1", dir, dir, ext);
        if (i == 0) {
            /* Piskvork's .psq holds a gomoku game, and says it names no rule. */
            assert_int_equal(cli(args, out, sizeof out), 0);
            assert_non_null(strstr(out, "psq keeps no rule set: "));
            snprintf(args, sizeof args, "%s/out.%s", dir, ext);
            assert_int_equal(remove(args), 0); /* for the renju game's below */
        } else {
            assert_int_equal(cli(args, out, sizeof out), 1);
            assert_non_null(strstr(out, "format cannot keep the Gomoku (five or more) rule"));
            snprintf(args, sizeof args, "%s/out.%s", dir, ext);
            assert_int_equal(access(args, F_OK), -1); /* nothing written */
        }
        /* A renju game converts as before. */
        snprintf(args, sizeof args, "convert %s/cap.moves %s/out.%s", dir, dir, ext);
        assert_int_equal(cli(args, out, sizeof out), 0);
    }
    /* SGF keeps Pente: back in our text, the rule is there. */
    snprintf(args, sizeof args, "convert %s/cap.renju %s/cap.sgf", dir, dir);
    assert_int_equal(cli(args, out, sizeof out), 0);
    snprintf(args, sizeof args, "convert %s/cap.sgf %s/back.renju", dir, dir);
    assert_int_equal(cli(args, out, sizeof out), 0);
    support_read_file(dir, "back.renju", out, sizeof out);
    expect_line(out, "rule: pente");
    support_remove_dir(dir);
}

int main(void)
{
    renju_init();
    support_english_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli_play_every_rule_set),
        cmocka_unit_test(test_cli_play_old_renju_19x19),
        cmocka_unit_test(test_cli_play_pente_prints_captures),
        cmocka_unit_test(test_cli_play_gomokunarabe_prints_stones_left),
        cmocka_unit_test(test_cli_unknown_rule_lists_names),
        cmocka_unit_test(test_cli_forbidden_and_explain_take_the_rule),
        cmocka_unit_test(test_cli_convert_keeps_the_rule_or_refuses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
