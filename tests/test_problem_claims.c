/* Renju - MIT licence, see LICENSE.
 *
 * What a problem tells the learner (problem_claims_hold, problem.h), checked without a
 * search: a problem never starts where the side to move faces the opponent's four (its
 * "unique" first move would be the forced block, not the technique its title names), and
 * a "win by fours" has a four for every attacker move of its line. Every problem of the
 * shipped files (the .txt files of assets/problems, read from the top of the source tree where the
 * tests run) holds to it; the prover (problem_check, problem_solve) refuses what does not.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "problem.h"
#include "rules.h"
#include "problem_check.h"
#include "problem_files.h"
#include "test_support.h"

/* A problem block with the given English title, goal, side to move, stones and line
 * (the other titles and the technique fixed). */
static void parse_one(ProblemSet *set, const char *title, const char *goal, int level,
                      const char *to_move, const char *position, const char *solution)
{
    char text[2048];
    snprintf(text, sizeof text,
             "problem test-1\ntitle.en %s\ntitle.uk -\ntitle.ru -\ntitle.bg -\n"
             "technique open-four\ngoal %s\nlevel %d\nto-move %s\nposition %s\n"
             "solution %s\nend\n",
             title, goal, level, to_move, position, solution);
    char err[256] = "";
    if (!problem_parse(text, strlen(text), set, err, sizeof err)) {
        fail_msg("refused: %s", err);
    }
}

/* games-3 as it was shipped, "White wins by fours: an open four": Black's j5 i6 h7 g8
 * is a four (f9 is White's), so White's k4 only blocks it; the open four f11..i11 (g11)
 * comes after Black's i8.
 *
 *   12 . . . . X . .
 *   11 . O * O O . .        * g11: White's open four, once k4 is played
 *   10 . . O X . . .
 *    9 X O O O X . .
 *    8 . O X X . . .
 *    7 O X . X . . .
 *    6 . O . . X . .
 *    5 . . . . . X .
 *    4 . . . . . . +        + k4: the five point of Black's four
 *      e f g h i j k
 */
#define GAMES3_POSITION "b=j5,d6,i6,f7,h7,g8,h8,e9,i9,h10,i12 w=f6,e7,f8,f9,g9,h9,g10,f11,h11,i11"

static void test_problem_claims_forced_block_is_refused(void **state)
{
    (void)state;
    ProblemSet set = {0};
    parse_one(&set, "White wins by fours: an open four", "vcf", 1, "white", GAMES3_POSITION,
              "k4 i8 g11 e11 j11");
    Board b;
    problem_board(&set.items[0], &b);
    assert_int_equal(problem_four_to_block(&b), support_point("k4"));
    char why[200] = "";
    assert_false(problem_claims_hold(&set.items[0], why, sizeof why));
    assert_string_equal(why, "White must first block Black's four at k4");
    /* After the block and Black's i8 nothing is left to block. */
    board_play(&b, support_point("k4"));
    board_play(&b, support_point("i8"));
    assert_int_equal(problem_four_to_block(&b), POS_NONE);
    assert_true(
        problem_board_claims(&b, true, (const Pos[]){support_point("g11")}, 1, why, sizeof why));
    problem_set_free(&set);
}

/* The prover refuses the same start: problems check fails it, and the miner and the
 * composer (problem_solve) never find a problem there. */
static void test_problem_claims_prover_refuses_a_forced_block(void **state)
{
    (void)state;
    ProblemSet set = {0};
    parse_one(&set, "White wins by fours: an open four", "vcf", 1, "white", GAMES3_POSITION,
              "k4 i8 g11 e11 j11");
    ProblemProver *pp = problem_prover_create(0);
    assert_non_null(pp);
    ProblemVerdict v;
    problem_check(pp, &set.items[0], &v);
    assert_false(v.proven);
    assert_string_equal(v.reason, "White must first block Black's four at k4");
    Board b;
    problem_board(&set.items[0], &b);
    Pos line[PROBLEM_MAX_LINE];
    int n = 1;
    assert_false(problem_solve(pp, &b, GOAL_VCF, line, &n, &v));
    assert_int_equal(n, 0);
    assert_string_equal(v.reason, "White must first block Black's four at k4");
    problem_prover_destroy(pp);
    problem_set_free(&set);
}

/* A block that is itself a four is still a forced block: foul-prep-4 as it was shipped,
 * where White's g9 both blocks f9 h9 i9 j9 and makes the four g9 h8 j6 k5 (i7). */
static void test_problem_claims_a_block_that_fours_is_still_forced(void **state)
{
    (void)state;
    ProblemSet set = {0};
    parse_one(&set, "Foul: the fours change sides", "foul", 4, "white",
              "b=j3,l4,g6,h6,h7,f9,h9,i9,j9,f10,g12,i13 w=d3,e3,k5,j6,d7,g8,h8,h10,k10,g11,g14",
              "g9 i7 g7 g10 j8 k9 l9 f8 k8");
    char why[200] = "";
    assert_false(problem_claims_hold(&set.items[0], why, sizeof why));
    assert_string_equal(why, "White must first block Black's four at g9");
    problem_set_free(&set);
}

/* Seed problem 1's position: h9 makes a three, not a four. As a win by fours and threes
 * it is true; as a win by fours (the goal, or only the title) it is not. */
#define SEED1_POSITION "b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13"
#define SEED1_LINE "h9 h6 h10 h11 k13 g9 l14"

static void test_problem_claims_by_fours_means_fours(void **state)
{
    (void)state;
    ProblemSet set = {0};
    char why[200] = "";
    parse_one(&set, "Black wins by fours and threes: a four-three", "vct", 3, "black",
              SEED1_POSITION, SEED1_LINE);
    assert_true(problem_claims_hold(&set.items[0], why, sizeof why));
    problem_set_free(&set);
    parse_one(&set, "Three, then four-three", "vcf", 3, "black", SEED1_POSITION, SEED1_LINE);
    assert_false(problem_claims_hold(&set.items[0], why, sizeof why));
    assert_string_equal(why, "a win by fours, but the line's move h9 is not a four");
    problem_set_free(&set);
    parse_one(&set, "Black wins by fours: a four-three", "vct", 3, "black", SEED1_POSITION,
              SEED1_LINE);
    assert_false(problem_claims_hold(&set.items[0], why, sizeof why));
    assert_string_equal(why, "a win by fours, but the line's move h9 is not a four");
    problem_set_free(&set);
    /* A later move counts as much as the first: after the four g8 (White f8) the move
     * l10 is no four, though the five k8 follows. */
    parse_one(&set, "Black wins by fours", "vcf", 1, "black", "b=h8,i8,j8 w=a1,a2,a15",
              "g8 f8 l10 a3 k8");
    assert_false(problem_claims_hold(&set.items[0], why, sizeof why));
    assert_string_equal(why, "a win by fours, but the line's move l10 is not a four");
    problem_set_free(&set);
    parse_one(&set, "Black wins by fours", "vcf", 1, "black", "b=h8,i8,j8 w=a1,a2,a15", "g8 f8 k8");
    why[0] = '\0';
    bool held = problem_claims_hold(&set.items[0], why, sizeof why);
    assert_string_equal(why, "");
    assert_true(held);
    problem_set_free(&set);
}

/* Every problem of the shipped files: no forced block first, and "by fours" means fours. */
static void test_problem_claims_every_shipped_problem(void **state)
{
    (void)state;
    DIR *d = opendir("assets/problems");
    assert_non_null(d);
    int files = 0;
    int problems = 0;
    int bad = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 4 || strcmp(e->d_name + len - 4, ".txt") != 0) {
            continue;
        }
        char path[512];
        snprintf(path, sizeof path, "assets/problems/%s", e->d_name);
        ProblemSet set = {0};
        char err[600];
        if (!problem_files_load(path, &set, err, sizeof err)) {
            fail_msg("%s", err);
        }
        files++;
        for (int i = 0; i < set.n; i++) {
            char why[200];
            if (!problem_claims_hold(&set.items[i], why, sizeof why)) {
                print_error("%s: %s (line %d): %s\n", e->d_name, set.items[i].id, set.items[i].line,
                            why);
                bad++;
            }
        }
        problems += set.n;
        problem_set_free(&set);
    }
    closedir(d);
    assert_true(files >= 3);
    assert_true(problems >= 100);
    assert_int_equal(bad, 0);
}

/* A win by foul whose title names a foul names the one that decides it: the foul of
 * Black's at White's last five point (the audit: "Foul in two fours" read as the
 * double-four foul, and the foul was a double-three). The composed foul-prep problems
 * name theirs. */
static void test_problem_claims_foul_titles_name_the_foul(void **state)
{
    (void)state;
    static const struct {
        const char *word;
        RuleVerdict foul;
    } NAMES[] = {{"double-three", VERDICT_DOUBLE_THREE},
                 {"double-four", VERDICT_DOUBLE_FOUR},
                 {"overline", VERDICT_OVERLINE}};
    ProblemSet set = {0};
    char err[600];
    if (!problem_files_load("assets/problems/01-techniques.txt", &set, err, sizeof err)) {
        fail_msg("%s", err);
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    int named = 0;
    for (int i = 0; i < set.n; i++) {
        const Problem *p = &set.items[i];
        if (p->goal != GOAL_FOUL) {
            continue;
        }
        Board b;
        problem_board(p, &b);
        for (int k = 0; k < p->nsolution; k++) {
            board_play(&b, p->solution[k]);
        }
        bool fouls[VERDICT_STRAIGHT_FOUR + 1] = {false};
        for (int y = 0; y < b.size; y++) {
            for (int x = 0; x < b.size; x++) {
                Pos q = pos_from_xy(x, y);
                if (b.cells[q] == STONE_EMPTY && rules_makes_five(rs, &b, q, STONE_WHITE)) {
                    fouls[rules_check_move(rs, &b, q, STONE_BLACK)] = true;
                }
            }
        }
        bool names = false;
        for (size_t n = 0; n < sizeof NAMES / sizeof NAMES[0]; n++) {
            if (strstr(p->title[0], NAMES[n].word)) {
                names = true;
                if (!fouls[NAMES[n].foul]) {
                    fail_msg("%s: '%s', but no %s decides it", p->id, p->title[0], NAMES[n].word);
                }
            }
        }
        named += names;
        if (strncmp(p->id, "foul-prep-", 10) == 0 && strcmp(p->id, "foul-prep-3") < 0 && !names) {
            fail_msg("%s: '%s' names no foul", p->id, p->title[0]);
        }
    }
    assert_true(named >= 3);
    problem_set_free(&set);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_problem_claims_forced_block_is_refused),
        cmocka_unit_test(test_problem_claims_prover_refuses_a_forced_block),
        cmocka_unit_test(test_problem_claims_a_block_that_fours_is_still_forced),
        cmocka_unit_test(test_problem_claims_by_fours_means_fours),
        cmocka_unit_test(test_problem_claims_every_shipped_problem),
        cmocka_unit_test(test_problem_claims_foul_titles_name_the_foul),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
