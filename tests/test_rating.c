/* Renju - MIT licence, see LICENSE.
 *
 * The ratings of study mode (rating.h): Glickman's worked example of Glicko-2 (a 1500
 * player, RD 200, against 1400/30 won, 1550/100 and 1700/300 lost: 1464.06, RD 151.52,
 * volatility 0.05999), a period without games, one problem won and lost from the start,
 * the floors, and the problems' ratings ordered by level and line as rating_problem says.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rating.h"

static void assert_near(double got, double want, double within)
{
    if (!(got >= want - within && got <= want + within)) {
        fail_msg("%f is not %f within %f", got, want, within);
    }
}

static void test_rating_glickman_example(void **state)
{
    (void)state;
    Rating player = {1500, 200, 0.06};
    RatingGame games[] = {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}};
    Rating out = rating_period(player, games, 3, 0.5);
    assert_near(out.r, 1464.06, 0.01);
    assert_near(out.rd, 151.52, 0.01);
    assert_near(out.vol, 0.05999, 0.00001);
    /* The example's expected scores (step 3). */
    assert_near(rating_expected(player, 1400, 30), 0.639, 0.001);
    assert_near(rating_expected(player, 1550, 100), 0.432, 0.001);
    assert_near(rating_expected(player, 1700, 300), 0.303, 0.001);
}

/* A period without games: only the deviation grows, sqrt(phi^2 + sigma^2). */
static void test_rating_no_games(void **state)
{
    (void)state;
    Rating player = {1500, 200, 0.06};
    Rating out = rating_period(player, NULL, 0, 0.5);
    assert_near(out.r, 1500, 0.000001);
    assert_near(out.rd, 200.2714, 0.001);
    assert_near(out.vol, 0.06, 0.000001);
}

/* A newcomer against a problem of its own rating: a win and a loss move it by the same
 * amount each way, a lot (its RD is large), and the RD falls; a settled learner moves less. */
static void test_rating_one_problem(void **state)
{
    (void)state;
    Rating start = rating_start();
    assert_near(start.r, 1500, 0);
    assert_near(start.rd, 350, 0);
    Rating won = rating_after_problem(start, 1500, true);
    Rating lost = rating_after_problem(start, 1500, false);
    assert_near(won.r - 1500, 1500 - lost.r, 0.01);
    assert_true(won.r > 1650 && won.r < 1700);
    assert_true(won.rd < 300);
    Rating settled = {1500, 60, 0.06};
    Rating small = rating_after_problem(settled, 1500, true);
    assert_true(small.r - 1500 > 5 && small.r - 1500 < 20);
    /* An easy problem won gains little, a hard one much. */
    assert_true(rating_after_problem(settled, 1000, true).r - 1500 < 2);
    assert_true(rating_after_problem(settled, 2000, true).r - 1500 > 15);
    /* A newcomer's one slip on an easy problem (1071: level 1's first) costs at most 250
     * points (Glicko alone: 493), and still more than a settled learner's. */
    Rating slip = rating_after_problem(start, 1071, false);
    assert_near(1500 - slip.r, RATING_MAX_CHANGE, 0.01);
    assert_true(1500 - rating_after_problem(settled, 1071, false).r < 60);
    /* Never below the floors, however many losses. */
    Rating r = start;
    for (int i = 0; i < 400; i++) {
        r = rating_after_problem(r, 1000, false);
    }
    assert_true(r.r >= RATING_MIN && r.rd >= RATING_MIN_RD);
    assert_int_equal(rating_round(1523.5), 1524);
    assert_int_equal(rating_round(1523.49), 1523);
}

static Problem problem(ProblemGoal goal, int level, int nsolution, int stones)
{
    Problem p;
    memset(&p, 0, sizeof p);
    p.goal = goal;
    p.level = level;
    p.nsolution = nsolution;
    p.nstones[STONE_BLACK] = stones / 2;
    p.nstones[STONE_WHITE] = stones - stones / 2;
    return p;
}

/* Level first, then within the level: a longer line, threes, more stones. */
static void test_rating_problem_from_its_file(void **state)
{
    (void)state;
    Problem vcf3 = problem(GOAL_VCF, 1, 5, 10); /* three attacker moves */
    assert_int_equal(rating_problem(&vcf3), 1000 + 60 + 5);
    Problem vct3 = problem(GOAL_VCT, 1, 5, 10);
    assert_int_equal(rating_problem(&vct3), 1000 + 60 + 40 + 5);
    Problem longer = problem(GOAL_VCF, 1, 9, 10);
    assert_true(rating_problem(&longer) > rating_problem(&vcf3));
    Problem defend = problem(GOAL_DEFEND, 2, 2, 10); /* two answers hold */
    assert_int_equal(rating_problem(&defend), 1250 + 20 + 40 - 10 + 5);
    /* A level's band is never left: the hardest level 2 stays under the easiest level 3. */
    Problem huge = problem(GOAL_FOUL, 2, PROBLEM_MAX_LINE - 1, 200);
    Problem least = problem(GOAL_VCF, 3, 1, 0);
    assert_true(rating_problem(&huge) < rating_problem(&least));
    assert_int_equal(rating_problem(&least), 1500 + 20);
    Problem top = problem(GOAL_VCT, 5, 11, 40);
    assert_true(rating_problem(&top) >= 2000 && rating_problem(&top) < 2250);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rating_glickman_example),
        cmocka_unit_test(test_rating_no_games),
        cmocka_unit_test(test_rating_one_problem),
        cmocka_unit_test(test_rating_problem_from_its_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
