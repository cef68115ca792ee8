/* Renju - MIT licence, see LICENSE.
 *
 * The forbidden-point trainer (trainer.h): each level's test of a position (a plain
 * double-three, a plain double-four and its look-alike the four-three, a nested false three, an
 * overline, two fours on one line, a five first, White's foul-forcing fours), the generator keeping
 * only positions that fit, rounds from given positions, and the round's score: hits, misses, false
 * alarms.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "named_opening.h"
#include "position.h"
#include "test_support.h"
#include "trainer.h"

/* The positions are a game's (as many stones of each colour with Black to move, one Black
 * more with White to move): the trainer takes no other. */
/* h8: i8 j8 across and h9 h10 up, two open twos: a double-three. */
#define DOUBLE_THREE "b=i8,j8,h9,h10 w=a1,c1,e1,g1"
/* h8: i8 j8 k8 across and h9 h10 h11 up, two fours on two lines: a double-four. c7
 * looks alike (c4 c5 c6 up, d7 e7 across) but is a four and a three: allowed, a win. */
#define DOUBLE_FOUR "b=i8,j8,k8,h9,h10,h11,c4,c5,c6,d7,e7 w=a1,c1,e1,g1,a3,o15,o13,o11,o9,o7,m15"
/* h8: e8 f8 g8 . i8 j8: an overline. */
#define OVERLINE "b=e8,f8,g8,i8,j8 w=a1,c1,e1,g1,a3"
/* h8: e8 . g8 * i8 . k8: two fours on one line. */
#define FOUR_FOUR "b=e8,g8,i8,k8 w=a1,c1,e1,g1"
/* h8: five with i8..l8, and threes with h9 h10 and i9 j10: five first, allowed. */
#define FIVE_FIRST "b=i8,j8,k8,l8,h9,h10,i9,j10 w=a1,c1,e1,g1,a3,c3,e3,a5"
/* h8: a three across (i8 j8) and a three up (h9 h10, h6 White) whose only straight-four
 * point h11 is then a four-three-three (h11 i11 j11, h11 i12 j13): a false three. */
#define FALSE_THREE "b=i8,j8,h9,h10,i11,j11,i12,j13 w=h6,a1,c1,e1,g1,a3,c3,e3"
/* White to move: h8 is Black's double-three; White's three i7 j6 k5 (m3 Black) makes a
 * four at l4 or g9 whose only five point is h8. */
#define WHITE_EYE "b=i8,j8,h9,h10,m3 w=i7,j6,k5,a1"

static void position(Board *b, const char *text, Stone to_move)
{
    support_position(b, text);
    if (b->to_move != to_move) {
        board_pass(b);
    }
}

/* Points as "a1 b2" ("none" for none). */
static void points(const Pos *p, int n, char *buf, size_t cap)
{
    size_t len = (size_t)snprintf(buf, cap, "%s", n ? "" : "none");
    for (int i = 0; i < n && len < cap; i++) {
        char a[8];
        board_format_point(p[i], a, sizeof a);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", a);
    }
}

static void answer_is(TrainerLevel level, const char *text, Stone to_move, const char *expect)
{
    Board b;
    position(&b, text, to_move);
    Pos ans[TRAINER_MAX_POINTS];
    Pos block[TRAINER_MAX_POINTS];
    int n = trainer_answer(level, &b, ans, block, TRAINER_MAX_POINTS);
    char buf[256];
    points(ans, n, buf, sizeof buf);
    assert_string_equal(buf, expect);
    for (int i = 0; level == TRAINER_WHITE_EYE && i < n; i++) {
        assert_int_equal(block[i], support_point("h8")); /* Black's forbidden block */
    }
}

static bool fits(TrainerLevel level, const char *text, Stone to_move)
{
    Board b;
    position(&b, text, to_move);
    return trainer_level_fits(level, &b);
}

static void test_trainer_levels_fit_their_shapes(void **state)
{
    (void)state;
    assert_true(fits(TRAINER_DOUBLE_THREE, DOUBLE_THREE, STONE_BLACK));
    assert_false(fits(TRAINER_OVERLINE, DOUBLE_THREE, STONE_BLACK));
    assert_true(fits(TRAINER_OVERLINE, OVERLINE, STONE_BLACK));
    assert_false(fits(TRAINER_DOUBLE_THREE, OVERLINE, STONE_BLACK));
    assert_true(fits(TRAINER_DOUBLE_FOUR, DOUBLE_FOUR, STONE_BLACK));
    assert_false(fits(TRAINER_DOUBLE_FOUR, DOUBLE_THREE, STONE_BLACK));
    assert_false(fits(TRAINER_DOUBLE_FOUR, FOUR_FOUR, STONE_BLACK)); /* one line: its own level */
    assert_false(fits(TRAINER_DOUBLE_THREE, DOUBLE_FOUR, STONE_BLACK));
    assert_true(fits(TRAINER_FOUR_FOUR_LINE, FOUR_FOUR, STONE_BLACK));
    assert_false(fits(TRAINER_FOUR_FOUR_LINE, DOUBLE_FOUR, STONE_BLACK));
    assert_false(fits(TRAINER_FOUR_FOUR_LINE, DOUBLE_THREE, STONE_BLACK));
    assert_true(fits(TRAINER_FIVE_FIRST, FIVE_FIRST, STONE_BLACK));
    assert_false(fits(TRAINER_DOUBLE_THREE, FIVE_FIRST, STONE_BLACK)); /* Black has a five */
    assert_true(fits(TRAINER_FALSE_THREE, FALSE_THREE, STONE_BLACK));
    assert_false(fits(TRAINER_FALSE_THREE, DOUBLE_THREE, STONE_BLACK));
    /* A plain double-three round never shows a false three. */
    assert_false(fits(TRAINER_DOUBLE_THREE, FALSE_THREE, STONE_BLACK));
    assert_true(fits(TRAINER_WHITE_EYE, WHITE_EYE, STONE_WHITE));
    assert_false(fits(TRAINER_WHITE_EYE, WHITE_EYE, STONE_BLACK));
    assert_false(fits(TRAINER_WHITE_EYE, DOUBLE_THREE, STONE_WHITE));
}

static void test_trainer_answers(void **state)
{
    (void)state;
    answer_is(TRAINER_DOUBLE_THREE, DOUBLE_THREE, STONE_BLACK, "h8");
    answer_is(TRAINER_DOUBLE_FOUR, DOUBLE_FOUR, STONE_BLACK, "h8"); /* c7, a four-three, is not */
    answer_is(TRAINER_OVERLINE, OVERLINE, STONE_BLACK, "h8");
    answer_is(TRAINER_FOUR_FOUR_LINE, FOUR_FOUR, STONE_BLACK, "h8");
    /* Five first: h8 (five and two threes) is no answer, though the crowd around it
     * has forbidden points. */
    answer_is(TRAINER_FIVE_FIRST, FIVE_FIRST, STONE_BLACK, "j7 j9 k9 g10 i10 i11");
    /* The false three: h8 is allowed, and no answer; h11 and j12 are double-threes. */
    answer_is(TRAINER_FALSE_THREE, FALSE_THREE, STONE_BLACK, "h11 j12");
    answer_is(TRAINER_WHITE_EYE, WHITE_EYE, STONE_WHITE, "l4 g9");
}

static void test_trainer_traps_are_the_look_alikes(void **state)
{
    (void)state;
    Board b;
    Pos t[TRAINER_MAX_POINTS];
    char buf[256];
    position(&b, FALSE_THREE, STONE_BLACK);
    points(t, trainer_traps(TRAINER_FALSE_THREE, &b, t, TRAINER_MAX_POINTS), buf, sizeof buf);
    /* h8; g8 (g8 h9 . j11 needs i10, a double-four); g10; g11 (h11 and i9 forbidden). */
    assert_string_equal(buf, "g8 h8 g10 g11");
    position(&b, FIVE_FIRST, STONE_BLACK);
    points(t, trainer_traps(TRAINER_FIVE_FIRST, &b, t, TRAINER_MAX_POINTS), buf, sizeof buf);
    assert_string_equal(buf, "h8");
    assert_int_equal(trainer_traps(TRAINER_OVERLINE, &b, t, TRAINER_MAX_POINTS), 0);
    /* The double-four's look-alike: c7, four c4-c7 and three c7 d7 e7, a four-three. */
    position(&b, DOUBLE_FOUR, STONE_BLACK);
    points(t, trainer_traps(TRAINER_DOUBLE_FOUR, &b, t, TRAINER_MAX_POINTS), buf, sizeof buf);
    assert_string_equal(buf, "c7");
    /* In a round: h8 left alone is a trap, not a miss; marked, a false alarm. */
    uint64_t seed = 3;
    TrainerRound r;
    position(&b, FALSE_THREE, STONE_BLACK);
    assert_true(trainer_round_from(TRAINER_FALSE_THREE, &b, 1, &seed, &r));
    TrainerScore s;
    trainer_check(&r, &s);
    assert_int_equal(trainer_point(&r, support_point("h8")), TRAINER_TRAP);
    assert_true(trainer_round_from(TRAINER_FALSE_THREE, &b, 1, &seed, &r));
    assert_true(trainer_toggle(&r, support_point("h8")));
    trainer_check(&r, &s);
    assert_int_equal(trainer_point(&r, support_point("h8")), TRAINER_FALSE_ALARM);
    assert_int_equal(s.false_alarms, 1);
    /* A double-four round: h8 marked is found, c7 left alone a rightly unmarked trap. */
    position(&b, DOUBLE_FOUR, STONE_BLACK);
    assert_true(trainer_round_from(TRAINER_DOUBLE_FOUR, &b, 1, &seed, &r));
    assert_true(trainer_toggle(&r, support_point("h8")));
    trainer_check(&r, &s);
    assert_int_equal(s.percent, 100);
    assert_int_equal(trainer_point(&r, support_point("h8")), TRAINER_HIT);
    assert_int_equal(trainer_point(&r, support_point("c7")), TRAINER_TRAP);
}

/* The trainer's Undo (U) takes back the point marked last; unmarking one by a click keeps
 * the others in the order they were marked (it once moved the last into its place, so
 * U would have taken back another point). */
static void test_trainer_take_back_unmarks_the_last(void **state)
{
    (void)state;
    Board b;
    position(&b, DOUBLE_THREE, STONE_BLACK);
    uint64_t seed = 7;
    TrainerRound r;
    assert_true(trainer_round_from(TRAINER_DOUBLE_THREE, &b, 1, &seed, &r));
    assert_false(trainer_take_back(&r)); /* nothing marked */
    assert_true(trainer_toggle(&r, support_point("a15")));
    assert_true(trainer_toggle(&r, support_point("b15")));
    assert_true(trainer_toggle(&r, support_point("c15")));
    assert_true(trainer_toggle(&r, support_point("a15"))); /* a15 unmarked: b15, c15 stay */
    assert_int_equal(r.nmarked, 2);
    assert_int_equal(r.marked[0], support_point("b15"));
    assert_int_equal(r.marked[1], support_point("c15"));
    assert_true(trainer_take_back(&r)); /* c15, the last marked */
    assert_true(trainer_is_marked(&r, support_point("b15")));
    assert_false(trainer_is_marked(&r, support_point("c15")));
    assert_true(trainer_take_back(&r));
    assert_int_equal(r.nmarked, 0);
    assert_false(trainer_take_back(&r));
}

static void test_trainer_scores_a_round(void **state)
{
    (void)state;
    Board b;
    position(&b, DOUBLE_THREE, STONE_BLACK);
    uint64_t seed = 7;
    TrainerRound r;
    assert_true(trainer_round_from(TRAINER_DOUBLE_THREE, &b, 1, &seed, &r));
    assert_int_equal(r.nanswer, 1);
    assert_true(trainer_toggle(&r, support_point("h8")));
    assert_true(trainer_toggle(&r, support_point("g7")));
    assert_true(trainer_toggle(&r, support_point("a15")));
    assert_true(trainer_toggle(&r, support_point("a15"))); /* unmarked again */
    assert_false(trainer_toggle(&r, support_point("i8"))); /* a stone */
    TrainerScore s;
    trainer_check(&r, &s);
    assert_int_equal(s.hits, 1);
    assert_int_equal(s.misses, 0);
    assert_int_equal(s.false_alarms, 1);
    assert_int_equal(s.percent, 50);
    assert_int_equal(trainer_point(&r, support_point("h8")), TRAINER_HIT);
    assert_int_equal(trainer_point(&r, support_point("g7")), TRAINER_FALSE_ALARM);
    assert_int_equal(trainer_point(&r, support_point("a15")), TRAINER_NONE);
    assert_false(trainer_toggle(&r, support_point("b2"))); /* checked: frozen */
    assert_false(trainer_take_back(&r));                   /* and no Undo */
    /* Nothing marked: a miss and no score. */
    assert_true(trainer_round_from(TRAINER_DOUBLE_THREE, &b, 1, &seed, &r));
    trainer_check(&r, &s);
    assert_int_equal(s.misses, 1);
    assert_int_equal(s.percent, 0);
    assert_int_equal(trainer_point(&r, support_point("h8")), TRAINER_MISS);
    /* A round with nothing to find and nothing marked is perfect. */
    memset(&r, 0, sizeof r);
    support_position(&r.board, "b=h8 w=i9");
    trainer_check(&r, &s);
    assert_int_equal(s.percent, 100);
    /* Two found and one false alarm: 2 of 3, rounded to the nearest, 67% (audit 30 C4: 66%). */
    memset(&r, 0, sizeof r);
    support_position(&r.board, "b=h8 w=i9");
    r.nanswer = 2;
    r.answer[0] = support_point("a1");
    r.answer[1] = support_point("b1");
    assert_true(trainer_toggle(&r, support_point("a1")));
    assert_true(trainer_toggle(&r, support_point("b1")));
    assert_true(trainer_toggle(&r, support_point("c1")));
    trainer_check(&r, &s);
    assert_int_equal(s.hits, 2);
    assert_int_equal(s.false_alarms, 1);
    assert_int_equal(s.percent, 67);
}

static void test_trainer_round_from_skips_what_does_not_fit(void **state)
{
    (void)state;
    Board list[3];
    position(&list[0], DOUBLE_THREE, STONE_BLACK);
    position(&list[1], OVERLINE, STONE_BLACK);
    position(&list[2], FOUR_FOUR, STONE_BLACK);
    for (uint64_t seed = 0; seed < 6; seed++) {
        uint64_t s = seed;
        TrainerRound r;
        assert_true(trainer_round_from(TRAINER_OVERLINE, list, 3, &s, &r));
        assert_int_equal(r.board.hash, list[1].hash);
    }
    uint64_t s = 1;
    TrainerRound r;
    assert_false(trainer_round_from(TRAINER_WHITE_EYE, list, 3, &s, &r));
}

static void test_trainer_generator_keeps_only_fitting(void **state)
{
    (void)state;
    for (int level = 0; level < TRAINER_LEVEL_COUNT; level++) {
        uint64_t seed = 12345;
        for (int k = 0; k < 3; k++) {
            TrainerRound r;
            if (!trainer_generate((TrainerLevel)level, &seed, 400, &r)) {
                fail_msg("level %s: nothing generated", trainer_level_name((TrainerLevel)level));
            }
            assert_true(trainer_level_fits((TrainerLevel)level, &r.board));
            Pos ans[TRAINER_MAX_POINTS];
            assert_int_equal(r.nanswer, trainer_answer((TrainerLevel)level, &r.board, ans, NULL,
                                                       TRAINER_MAX_POINTS));
            for (int i = 0; level == TRAINER_DOUBLE_THREE && i < r.nanswer; i++) {
                assert_int_equal(
                    rules_check_move(rules_get(RULE_RENJU), &r.board, r.answer[i], STONE_BLACK),
                    VERDICT_DOUBLE_THREE);
            }
        }
    }
}

/* Every generated position is one a game reaches: with Black to move as many stones of
 * each colour (White to move for white-eye: one Black more), and no five of either
 * colour (problems check's test, position_reachable). It made 10 black against 6 white
 * with Black to move. */
static void test_trainer_generator_positions_are_reachable(void **state)
{
    (void)state;
    for (int level = 0; level < TRAINER_LEVEL_COUNT; level++) {
        uint64_t seed = 777 + (uint64_t)level;
        for (int k = 0; k < 40; k++) {
            TrainerRound r;
            if (!trainer_generate((TrainerLevel)level, &seed, 400, &r)) {
                fail_msg("level %s: nothing generated", trainer_level_name((TrainerLevel)level));
            }
            int nb = board_stones_placed(&r.board, STONE_BLACK);
            int nw = board_stones_placed(&r.board, STONE_WHITE);
            bool white = level == TRAINER_WHITE_EYE;
            assert_int_equal(r.board.to_move, white ? STONE_WHITE : STONE_BLACK);
            if (nb - nw != (white ? 1 : 0)) {
                fail_msg("level %s: %d black, %d white", trainer_level_name((TrainerLevel)level),
                         nb, nw);
            }
            char why[200];
            if (!position_reachable(rules_get(RULE_RENJU), &r.board, why, sizeof why)) {
                fail_msg("level %s: %s", trainer_level_name((TrainerLevel)level), why);
            }
        }
    }
    /* A collection position with the counts of White to move is no Black round. */
    Board b;
    support_position(&b, "b=f8,g8,h9,h10 w=o15,o13,o11"); /* White to move */
    board_pass(&b);
    assert_false(trainer_level_fits(TRAINER_DOUBLE_THREE, &b));
    uint64_t seed = 1;
    TrainerRound r;
    assert_false(trainer_round_from(TRAINER_DOUBLE_THREE, &b, 1, &seed, &r));
}

/* A generated position looks like the middle of a real game: Black's first stone on h8
 * with the opening's two next stones making a named opening, no stone without another
 * within two points, and the stones as close together as a real game's. The bounds are
 * measured on tests/fixtures' real games (tune-games, middle-games, blunders) after 10 to
 * 30 moves, 1243 positions: a mean distance of the stones to their centre of 2.00 (90%
 * under 2.42, the largest 3.68), a box of 7.2 lines (the largest 13). The old generator
 * scattered its stones over the board: h8 empty in 70 to 93% of its positions, an
 * isolated stone in 55 to 82%, a mean distance of 3.5 to 3.9 (up to 4.7). */
static void test_trainer_generated_positions_look_like_games(void **state)
{
    (void)state;
    Pos h8;
    board_parse_point("h8", 2, BOARD_STANDARD, &h8);
    for (int level = 0; level < TRAINER_LEVEL_COUNT; level++) {
        const char *name = trainer_level_name((TrainerLevel)level);
        uint64_t seed = 4242 + (uint64_t)level;
        for (int k = 0; k < 25; k++) {
            TrainerRound r;
            if (!trainer_generate((TrainerLevel)level, &seed, 400, &r)) {
                fail_msg("level %s: nothing generated", name);
            }
            const Board *b = &r.board;
            char text[600];
            position_format_stones(b, text, sizeof text);
            assert_true(trainer_level_fits((TrainerLevel)level, b));
            if (board_at(b, h8) != STONE_BLACK) {
                fail_msg("level %s: no Black stone on h8: %s", name, text);
            }
            bool named = false;
            double sx = 0;
            double sy = 0;
            int n = 0;
            int x0 = 99, y0 = 99, x1 = -1, y1 = -1;
            for (int y = 0; y < b->size; y++) {
                for (int x = 0; x < b->size; x++) {
                    Pos p = pos_from_xy(x, y);
                    Stone s = board_at(b, p);
                    for (Pos q = 0; s == STONE_WHITE && q < BOARD_CELLS; q++) {
                        named = named ||
                                (board_on(b, q) && board_at(b, q) == STONE_BLACK &&
                                 named_opening_find(b->size, h8, p, q) != NAMED_OPENING_NONE);
                    }
                    if (s == STONE_EMPTY) {
                        continue;
                    }
                    bool near = false;
                    for (int dy = -2; dy <= 2; dy++) {
                        for (int dx = -2; dx <= 2; dx++) {
                            near = near ||
                                   ((dx || dy) && board_xy_valid(b, x + dx, y + dy) &&
                                    board_at(b, pos_from_xy(x + dx, y + dy)) != STONE_EMPTY);
                        }
                    }
                    if (!near) {
                        char pt[8];
                        board_format_point(p, pt, sizeof pt);
                        fail_msg("level %s: %s stands alone: %s", name, pt, text);
                    }
                    sx += x;
                    sy += y;
                    n++;
                    x0 = x < x0 ? x : x0;
                    x1 = x > x1 ? x : x1;
                    y0 = y < y0 ? y : y0;
                    y1 = y > y1 ? y : y1;
                }
            }
            if (!named) {
                fail_msg("level %s: h8 and no named opening: %s", name, text);
            }
            double spread = 0;
            for (int y = 0; y < b->size; y++) {
                for (int x = 0; x < b->size; x++) {
                    if (board_at(b, pos_from_xy(x, y)) != STONE_EMPTY) {
                        spread += sqrt((x - sx / n) * (x - sx / n) + (y - sy / n) * (y - sy / n));
                    }
                }
            }
            if (spread / n > 3.2 || x1 - x0 >= 11 || y1 - y0 >= 11) {
                fail_msg("level %s: spread %.2f, box %dx%d: %s", name, spread / n, x1 - x0 + 1,
                         y1 - y0 + 1, text);
            }
        }
    }
}

static void test_trainer_level_names(void **state)
{
    (void)state;
    for (int level = 0; level < TRAINER_LEVEL_COUNT; level++) {
        assert_int_equal(trainer_level_from_name(trainer_level_name((TrainerLevel)level)), level);
    }
    assert_int_equal(trainer_level_from_name("nonsense"), TRAINER_LEVEL_COUNT);
    assert_null(trainer_level_name(TRAINER_LEVEL_COUNT));
}

/* A round as text and back (study-play.txt keeps it across a restart, audit 19b, 4): the
 * level, the stones, the marks in their order and Check; the answer computed again. A
 * damaged line is refused whole. */
static void test_trainer_round_as_text(void **state)
{
    (void)state;
    static const struct {
        TrainerLevel level;
        const char *stones;
        Stone to_move;
        const char *marks[3];
        bool check;
    } ROUNDS[] = {{TRAINER_DOUBLE_THREE, DOUBLE_THREE, STONE_BLACK, {"k8", "h8", NULL}, false},
                  {TRAINER_WHITE_EYE, WHITE_EYE, STONE_WHITE, {"g9", NULL}, true},
                  {TRAINER_OVERLINE, OVERLINE, STONE_BLACK, {NULL}, false}};
    for (size_t i = 0; i < sizeof ROUNDS / sizeof ROUNDS[0]; i++) {
        Board b;
        position(&b, ROUNDS[i].stones, ROUNDS[i].to_move);
        uint64_t seed = 1;
        TrainerRound r, back;
        assert_true(trainer_round_from(ROUNDS[i].level, &b, 1, &seed, &r));
        for (int k = 0; ROUNDS[i].marks[k]; k++) {
            assert_true(trainer_toggle(&r, support_point(ROUNDS[i].marks[k])));
        }
        TrainerScore score;
        if (ROUNDS[i].check) {
            trainer_check(&r, &score);
        }
        char line[1200];
        size_t len = trainer_round_format(&r, line, sizeof line);
        assert_true(len > 0);
        assert_true(trainer_round_parse(line, len, &back));
        char again[1200];
        assert_int_equal(trainer_round_format(&back, again, sizeof again), len);
        assert_string_equal(again, line);
        assert_int_equal(back.level, ROUNDS[i].level);
        assert_int_equal(back.board.to_move, ROUNDS[i].to_move);
        assert_memory_equal(back.board.cells, r.board.cells, sizeof r.board.cells);
        assert_int_equal(back.nanswer, r.nanswer);
        assert_int_equal(back.nmarked, r.nmarked);
        assert_memory_equal(back.marked, r.marked, (size_t)r.nmarked * sizeof r.marked[0]);
        assert_int_equal(back.checked, ROUNDS[i].check);
    }
    /* The first one written out in full. */
    const char *good = "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked h8,k8 checked 0";
    TrainerRound r;
    assert_true(trainer_round_parse(good, strlen(good), &r));
    assert_int_equal(r.nanswer, 1);
    assert_int_equal(r.answer[0], support_point("h8"));
    static const char *const BAD[] = {
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked h8,h9 checked 0", /* a stone */
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked h8,h8 checked 0", /* twice */
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked h8, checked 0",
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked h8 checked 2",
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked h8 checked 0 more",
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked p8 checked 0",
        "trainer triple-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked - checked 0",
        "trainer overline b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked - checked 0",  /* not its level */
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1 marked - checked 0", /* the counts */
        "trainer double-three w=a1,c1,e1,g1 b=h9,h10,i8,j8 marked - checked 0",
        "trainer double-three b=h9,h10,i8,j8 w=a1,c1,e1,g1 marked - checked",
        "",
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        if (trainer_round_parse(BAD[i], strlen(BAD[i]), &r)) {
            fail_msg("taken: %s", BAD[i]);
        }
    }
    char tiny[20];
    assert_int_equal(trainer_round_format(&r, tiny, sizeof tiny), 0);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trainer_levels_fit_their_shapes),
        cmocka_unit_test(test_trainer_answers),
        cmocka_unit_test(test_trainer_traps_are_the_look_alikes),
        cmocka_unit_test(test_trainer_take_back_unmarks_the_last),
        cmocka_unit_test(test_trainer_scores_a_round),
        cmocka_unit_test(test_trainer_round_from_skips_what_does_not_fit),
        cmocka_unit_test(test_trainer_generator_keeps_only_fitting),
        cmocka_unit_test(test_trainer_generator_positions_are_reachable),
        cmocka_unit_test(test_trainer_generated_positions_look_like_games),
        cmocka_unit_test(test_trainer_level_names),
        cmocka_unit_test(test_trainer_round_as_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
