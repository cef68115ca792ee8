/* Renju - MIT licence, see LICENSE.
 *
 * The game clock with made-up times: every control, a move in the last millisecond, the
 * increment after the move that empties the base, byo-yomi periods kept and lost, pause
 * and resume, loss on time, turns of several actions, the rebuild from a record's times,
 * the computer's budget under each control, and the text forms.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "clock.h"

static TimeControl control(const char *text)
{
    TimeControl tc;
    if (!clock_control_parse(text, strlen(text), &tc)) {
        fail_msg("'%s' is no time control", text);
    }
    return tc;
}

static Clock started(const char *text)
{
    TimeControl tc = control(text);
    Clock c;
    clock_init(&c, &tc);
    clock_start(&c, 0, 1000);
    return c;
}

static int64_t main_left(const Clock *c, int player, int64_t now)
{
    ClockReading r;
    clock_read(c, player, now, &r);
    return r.main_ms;
}

static void test_clock_none_never_flags(void **state)
{
    (void)state;
    Clock c = started("none");
    assert_int_equal(clock_check(&c, 1000 + CLOCK_MAX_MS * 10), -1);
    assert_int_equal(clock_act(&c, 1, 50000), 49000);
    assert_int_equal(c.flagged, -1);
    assert_int_equal(clock_budget(&c, 50000, 2000), 2000);
}

static void test_clock_absolute_counts_down_both_players(void **state)
{
    (void)state;
    Clock c = started("absolute 1m");
    assert_int_equal(main_left(&c, 0, 31000), 30000);
    assert_int_equal(clock_act(&c, 1, 31000), 30000); /* black's h8 took 30 s */
    assert_int_equal(main_left(&c, 0, 40000), 30000); /* stopped while white thinks */
    assert_int_equal(main_left(&c, 1, 41000), 50000);
    clock_act(&c, 0, 41000);
    assert_int_equal(main_left(&c, 1, 99000), 50000);
    assert_int_equal(main_left(&c, 0, 51000), 20000);
}

static void test_clock_move_in_the_last_millisecond_is_in_time(void **state)
{
    (void)state;
    Clock c = started("absolute 10s");
    assert_int_equal(clock_check(&c, 11000), -1);
    assert_int_equal(clock_act(&c, 1, 11000), 10000);
    assert_int_equal(c.flagged, -1);
    assert_int_equal(main_left(&c, 0, 11000), 0);
    assert_int_equal(c.running, 1);
}

static void test_clock_loss_on_time(void **state)
{
    (void)state;
    Clock c = started("absolute 10s");
    assert_int_equal(clock_check(&c, 11000), -1);
    assert_int_equal(clock_check(&c, 11001), 0);
    assert_int_equal(c.flagged, 0);
    assert_int_equal(c.running, -1);
    ClockReading r;
    clock_read(&c, 0, 20000, &r);
    assert_true(r.flagged);
    assert_int_equal(r.main_ms, 0);
    clock_read(&c, 1, 20000, &r);
    assert_false(r.flagged);
    assert_int_equal(r.main_ms, 10000);
    /* A stopped, flagged clock no longer moves or restarts. */
    assert_int_equal(clock_act(&c, 1, 30000), 0);
    clock_start(&c, 1, 30000);
    assert_int_equal(c.running, -1);
}

static void test_clock_late_action_flags_instead_of_counting(void **state)
{
    (void)state;
    Clock c = started("absolute 10s");
    clock_act(&c, 1, 11001); /* the move came 1 ms late: no check ran in between */
    assert_int_equal(c.flagged, 0);
    assert_int_equal(c.running, -1);
}

static void test_clock_fischer_increment_after_each_turn(void **state)
{
    (void)state;
    Clock c = started("fischer 1m+5s");
    clock_act(&c, 1, 11000);                          /* black: 10 s */
    assert_int_equal(main_left(&c, 0, 11000), 55000); /* 60 - 10 + 5 */
    clock_act(&c, 0, 12000);                          /* white: 1 s */
    assert_int_equal(main_left(&c, 1, 12000), 64000); /* gains on a quick move */
}

static void test_clock_fischer_increment_after_move_that_empties_base(void **state)
{
    (void)state;
    Clock c = started("fischer 10s+3s");
    assert_int_equal(clock_act(&c, 1, 11000), 10000); /* every last millisecond used */
    assert_int_equal(c.flagged, -1);
    assert_int_equal(main_left(&c, 0, 11000), 3000);
    clock_act(&c, 0, 12000);
    assert_int_equal(clock_check(&c, 15000), -1);
    assert_int_equal(clock_check(&c, 15001), 0); /* the 3 s increment, and 1 ms over */
}

static void test_clock_byoyomi_period_reset(void **state)
{
    (void)state;
    Clock c = started("byoyomi 10s+3x5s");
    clock_act(&c, 1, 14000); /* 10 s of main and 3 s of the first period */
    ClockReading r;
    clock_read(&c, 0, 14000, &r);
    assert_true(r.in_periods);
    assert_int_equal(r.main_ms, 0);
    assert_int_equal(r.periods, 3);      /* kept: moved within it */
    assert_int_equal(r.period_ms, 5000); /* and it starts over */
    clock_act(&c, 0, 15000);
    clock_read(&c, 0, 19000, &r);
    assert_int_equal(r.period_ms, 1000);
    assert_int_equal(r.periods, 3);
    clock_act(&c, 1, 20000); /* exactly 5 s: the period's last millisecond keeps it */
    clock_read(&c, 0, 20000, &r);
    assert_int_equal(r.periods, 3);
    assert_int_equal(r.period_ms, 5000);
}

static void test_clock_byoyomi_periods_lost_then_flag(void **state)
{
    (void)state;
    Clock c = started("byoyomi 0s+3x5s");
    ClockReading r;
    clock_read(&c, 0, 1000, &r);
    assert_true(r.in_periods);
    clock_read(&c, 0, 6001, &r); /* the first period ran out 1 ms ago */
    assert_int_equal(r.periods, 2);
    assert_int_equal(r.period_ms, 4999);
    clock_act(&c, 1, 7000);
    clock_read(&c, 0, 7000, &r);
    assert_int_equal(r.periods, 2); /* the lost period stays lost */
    assert_int_equal(r.period_ms, 5000);
    clock_act(&c, 0, 7000);
    assert_int_equal(clock_check(&c, 17000), -1); /* two periods exactly */
    assert_int_equal(clock_check(&c, 17001), 0);
}

static void test_clock_per_move_every_turn_afresh(void **state)
{
    (void)state;
    Clock c = started("move 10s");
    clock_act(&c, 1, 10999);
    assert_int_equal(main_left(&c, 0, 10999), 10000);
    assert_int_equal(main_left(&c, 1, 11999), 9000);
    clock_act(&c, 0, 11999);
    assert_int_equal(clock_check(&c, 21999), -1);
    assert_int_equal(clock_check(&c, 22000), 0);
    assert_int_equal(main_left(&c, 0, 22000), 0); /* a flagged clock shows nothing left */
}

static void test_clock_turn_of_several_actions(void **state)
{
    (void)state;
    /* Swap2: the first player places three stones, one turn; each has its own time. */
    Clock c = started("fischer 1m+5s");
    assert_int_equal(clock_act(&c, 0, 3000), 2000);
    assert_int_equal(clock_act(&c, 0, 6000), 3000);
    assert_int_equal(main_left(&c, 0, 6000), 55000);
    assert_int_equal(clock_act(&c, 1, 10000), 4000);
    assert_int_equal(main_left(&c, 0, 10000), 56000); /* one increment for the turn */

    Clock b = started("byoyomi 0s+1x5s");
    clock_act(&b, 0, 4000);
    assert_int_equal(clock_check(&b, 6000), -1);
    assert_int_equal(clock_check(&b, 6001), 0); /* the period does not restart mid-turn */
}

static void test_clock_pause_and_resume(void **state)
{
    (void)state;
    Clock c = started("absolute 10s");
    clock_pause(&c, 5000);
    assert_true(c.paused);
    assert_int_equal(clock_check(&c, 100000), -1); /* no flag while paused */
    assert_int_equal(main_left(&c, 0, 100000), 6000);
    clock_pause(&c, 100000); /* twice is harmless */
    clock_resume(&c, 100000);
    assert_int_equal(main_left(&c, 0, 101000), 5000);
    assert_int_equal(clock_action_ms(&c, 101000), 5000);
    assert_int_equal(clock_act(&c, 1, 102000), 6000); /* the pause is not thinking time */
    assert_int_equal(main_left(&c, 0, 102000), 4000);
    clock_resume(&c, 200000); /* not paused: nothing */
    assert_int_equal(main_left(&c, 1, 103000), 9000);
}

static void test_clock_low_marks_last_ten_seconds(void **state)
{
    (void)state;
    Clock c = started("absolute 15s");
    ClockReading r;
    clock_read(&c, 0, 5999, &r);
    assert_false(r.low);
    clock_read(&c, 0, 6000, &r);
    assert_true(r.low);
    clock_read(&c, 1, 6000, &r);
    assert_false(r.low); /* only the running clock */

    Clock b = started("byoyomi 12s+2x40s");
    clock_read(&b, 0, 9000, &r);
    assert_false(r.low); /* main time ending is no danger: the periods follow */
    clock_read(&b, 0, 42999, &r);
    assert_false(r.low);
    clock_read(&b, 0, 43000, &r);
    assert_true(r.low); /* the last 10 s of a period */
}

/* A short time a move is not low from its start: "10 s a move" was red at 0:10 on every
 * turn (audit 14b). The last 30% of a move's time, at least 5 s but never more than half
 * of it, at most the 10 s of a game's main time. */
static void test_clock_low_of_a_short_time_a_move(void **state)
{
    (void)state;
    Clock c = started("move 10s");
    ClockReading r;
    clock_read(&c, 0, 1000, &r);
    assert_false(r.low); /* the turn's start: 0:10 */
    clock_read(&c, 0, 5999, &r);
    assert_false(r.low);
    clock_read(&c, 0, 6000, &r);
    assert_true(r.low); /* 0:05 left */
    static const struct {
        const char *control;
        int64_t low_ms;
    } CASES[] = {
        {"move 10s", 5000},      {"move 20s", 6000},         {"move 3s", 1500},
        {"move 1m", 10000},      {"byoyomi 5m+3x20s", 6000}, {"byoyomi 10m+5x30s", 9000},
        {"absolute 10m", 10000}, {"fischer 5m+3s", 10000},   {"move 5s", 2500},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        TimeControl tc;
        assert_true(clock_control_parse(CASES[i].control, strlen(CASES[i].control), &tc));
        assert_int_equal(clock_low_ms(&tc), CASES[i].low_ms);
    }
}

static void test_clock_replay_matches_live_clock(void **state)
{
    (void)state;
    TimeControl tc = control("fischer 1m+2s");
    int8_t actor[] = {0, 0, 0, 1, 0, 1};
    int32_t times[] = {1000, 2000, 3000, 4000, 5000, 6000};
    Clock live;
    clock_init(&live, &tc);
    clock_start(&live, 0, 0);
    int64_t t = 0;
    for (int i = 0; i < 6; i++) {
        t += times[i];
        clock_act(&live, i + 1 < 6 ? actor[i + 1] : 0, t);
    }
    Clock back;
    /* Saved 7 s into the first player's next action; the program starts again at 500000. */
    assert_int_equal(clock_replay(&back, &tc, actor, times, 6, 0, 7000, 500000), -1);
    assert_int_equal(back.running, 0);
    assert_int_equal(main_left(&back, 1, 500000), main_left(&live, 1, t));
    assert_int_equal(main_left(&back, 0, 500000), main_left(&live, 0, t + 7000));
    assert_int_equal(main_left(&back, 0, 501000), 60000 - 6000 - 5000 + 4000 - 8000);
    assert_int_equal(clock_action_ms(&back, 501000), 8000);
}

static void test_clock_replay_finds_flag(void **state)
{
    (void)state;
    TimeControl tc = control("absolute 10s");
    int8_t actor[] = {0, 1, 0};
    int32_t times[] = {6000, 1000, 4001};
    Clock c;
    assert_int_equal(clock_replay(&c, &tc, actor, times, 3, 1, 0, 0), 0);
    assert_int_equal(c.flagged, 0);
    /* The time saved for the action under way runs out too. */
    assert_int_equal(clock_replay(&c, &tc, actor, times, 2, 0, 4001, 0), 0);
    assert_int_equal(clock_replay(&c, &tc, actor, times, 2, 0, 4000, 0), -1);
    /* A new game and a finished one. */
    assert_int_equal(clock_replay(&c, &tc, actor, times, 0, 0, 0, 100), -1);
    assert_int_equal(c.running, 0);
    assert_int_equal(clock_replay(&c, &tc, actor, times, 2, -1, 0, 100), -1);
    assert_int_equal(c.running, -1);
}

static void test_clock_budget_keeps_level_limit(void **state)
{
    (void)state;
    Clock c = started("absolute 1h");
    assert_int_equal(clock_budget(&c, 1000, 2000), 2000); /* the clock would give 120 s */
    assert_int_equal(clock_budget(&c, 1000, 0), (3600000 - 2260) / 30); /* none of its own */
    Clock m = started("move 10s");
    assert_int_equal(clock_budget(&m, 1000, 3000), 3000);
    assert_int_equal(clock_budget(&m, 1000, 60000), 10000 - 1050);
    Clock n = started("none");
    assert_int_equal(clock_budget(&n, 1000, 5000), 5000);
}

/* Plays a long game in which the computer always uses its whole budget and 20 ms more
 * (its reaction time) and the other side moves at once; the computer must not lose on
 * time. Under an absolute control the reaction times alone add up, so those games last
 * 113 turns: the most one side plays on a 15x15 board. */
static void play_long_game(const char *text, int turns)
{
    TimeControl tc = control(text);
    Clock c;
    clock_init(&c, &tc);
    clock_start(&c, 0, 0);
    int64_t now = 0;
    for (int i = 0; i < turns; i++) {
        int64_t b = clock_budget(&c, now, 0);
        assert_true(b >= 1);
        now += b + 20; /* and a little overshoot */
        if (clock_check(&c, now) >= 0) {
            fail_msg("%s: lost on time at turn %d (budget %lld)", text, i + 1, (long long)b);
        }
        clock_act(&c, 1, now);
        clock_act(&c, 0, now);
        if (c.flagged >= 0) {
            fail_msg("%s: lost on time at turn %d", text, i + 1);
        }
    }
}

static void test_clock_budget_never_loses_a_long_game(void **state)
{
    (void)state;
    play_long_game("absolute 1m", 113);
    play_long_game("absolute 5s", 113);
    play_long_game("fischer 10s+1s", 300);
    play_long_game("fischer 1s+0.1s", 300);
    play_long_game("byoyomi 5s+1x2s", 300);
    play_long_game("byoyomi 0s+1x1s", 300);
    play_long_game("move 1s", 300);
    play_long_game("move 0.1s", 300);
}

static void test_clock_budget_under_each_control(void **state)
{
    (void)state;
    Clock f = started("fischer 1m+4s");
    /* A 20 ms reaction for 113 turns is kept aside: 2260 ms. */
    assert_int_equal(clock_budget(&f, 1000, 0), (60000 - 2260) / 30 + 3000);
    Clock b = started("byoyomi 30s+5x10s");
    assert_int_equal(clock_budget(&b, 1000, 0), (30000 - 2260) / 30 + 7500);
    Clock p = started("byoyomi 0s+5x10s");
    assert_int_equal(clock_budget(&p, 1000, 0), 10000 - 1050);
    assert_int_equal(clock_budget(&p, 7000, 0), 4000 - 450); /* 6 s of the period used */
    Clock a = started("absolute 1s");
    assert_int_equal(clock_budget(&a, 1000, 0), 1); /* all of it is the reserve */
    Clock a5 = started("absolute 5s");
    assert_int_equal(clock_budget(&a5, 1000, 0), (5000 - 2260) / 30);
    assert_int_equal(clock_budget(&a5, 5990, 0), 1); /* never nothing */
}

static bool same_text(const TimeControl *a, const TimeControl *b)
{
    char x[64], y[64];
    clock_control_format(a, x, sizeof x);
    clock_control_format(b, y, sizeof y);
    return strcmp(x, y) == 0;
}

/* The New game dialog's cycle: the presets, and a control of the settings' own after the
 * last of them, both ways (audit 14b's defect 9: one click past it lost it). */
static void test_clock_preset_cycle_keeps_an_own_control(void **state)
{
    (void)state;
    TimeControl own = control("byoyomi 4s+2x3s");
    int n = clock_preset_count();
    TimeControl tc = own;
    for (int i = 0; i < n; i++) {
        tc = clock_preset_step(&tc, &own, 1);
        assert_int_equal(clock_preset_find(&tc), i);
    }
    tc = clock_preset_step(&tc, &own, 1);
    assert_true(same_text(&tc, &own)); /* back to it */
    tc = clock_preset_step(&tc, &own, -1);
    assert_int_equal(clock_preset_find(&tc), n - 1);
    tc = clock_preset_step(clock_preset(0), &own, -1);
    assert_true(same_text(&tc, &own));
    tc = clock_preset_step(clock_preset(n - 1), NULL, 1); /* presets alone */
    assert_int_equal(clock_preset_find(&tc), 0);
    tc = clock_preset_step(clock_preset(n - 1), clock_preset(2), 1); /* a preset: once */
    assert_int_equal(clock_preset_find(&tc), 0);
}

static void test_clock_control_text_round_trip(void **state)
{
    (void)state;
    for (int i = 0; i < clock_preset_count(); i++) {
        char text[64];
        clock_control_format(clock_preset(i), text, sizeof text);
        TimeControl back = control(text);
        assert_int_equal(clock_preset_find(&back), i);
    }
    char text[64];
    TimeControl tc = control("Fischer 1h30m+2.5s");
    assert_int_equal(tc.base_ms, 5400000);
    assert_int_equal(tc.increment_ms, 2500);
    clock_control_format(&tc, text, sizeof text);
    assert_string_equal(text, "fischer 1h30m+2.5s");
    tc = control(" byoyomi 10m+5x30s ");
    assert_int_equal(tc.periods, 5);
    assert_int_equal(tc.period_ms, 30000);
    clock_control_format(&tc, text, sizeof text);
    assert_string_equal(text, "byoyomi 10m+5x30s");
    tc = control("move 0.125s");
    clock_control_format(&tc, text, sizeof text);
    assert_string_equal(text, "move 0.125s");
}

/* A control typed in the window's languages (audit 34a, C2): the uk/ru/bg words, any
 * case, spaces, a decimal comma, a bare duration a game's time; the records' words too. */
static void test_clock_control_read_typed_words(void **state)
{
    (void)state;
    static const struct {
        const char *typed, *as;
    } READ[] = {
        {"фишер 15м+10с", "fischer 15m+10s"},
        {"ФИШЕР 15 мин + 10 сек", "fischer 15m+10s"},
        {"Фішер 15хв+10с", "fischer 15m+10s"},
        {"байоёми 25м+5х30с", "byoyomi 25m+5x30s"},
        {"бйоёмі 25 хв + 5 х 30 с", "byoyomi 25m+5x30s"},
        {"Байойоми 1ч+3×10с", "byoyomi 1h+3x10s"},
        {"ход 20с", "move 20s"},
        {"хід 1,5 с", "move 1.5s"},
        {"5 мин", "absolute 5m"},
        {"партия 1 час 30 мин", "absolute 1h30m"},
        {"без", "none"},
        {"Fischer 5m+3s", "fischer 5m+3s"},
        {"byo-yomi 10m+5x30s", "byoyomi 10m+5x30s"},
    };
    for (size_t i = 0; i < sizeof READ / sizeof READ[0]; i++) {
        TimeControl got, want;
        if (!clock_control_read(READ[i].typed, strlen(READ[i].typed), &got)) {
            fail_msg("\"%s\" not read", READ[i].typed);
        }
        assert_true(clock_control_parse(READ[i].as, strlen(READ[i].as), &want));
        if (!clock_control_same(&got, &want)) {
            fail_msg("\"%s\" read as another control", READ[i].typed);
        }
    }
    static const char *const REFUSED[] = {"фишер 15м",     "абвгд 5м", "5 мин на ход", "ход",
                                          "фишер 15м+10д", "",         "15м 10с+"};
    for (size_t i = 0; i < sizeof REFUSED / sizeof REFUSED[0]; i++) {
        TimeControl tc = {0};
        if (clock_control_read(REFUSED[i], strlen(REFUSED[i]), &tc)) {
            fail_msg("\"%s\" read", REFUSED[i]);
        }
    }
    /* A record's clock stays in the records' words. */
    TimeControl tc;
    assert_false(clock_control_parse("фишер 15м+10с", strlen("фишер 15м+10с"), &tc));
}

static void test_clock_control_text_refused(void **state)
{
    (void)state;
    static const char *const BAD[] = {"",
                                      "clock",
                                      "absolute",
                                      "absolute 0s",
                                      "absolute 10",
                                      "absolute 10x",
                                      "absolute 5s10m",
                                      "absolute 25h",
                                      "absolute -5s",
                                      "fischer 5m",
                                      "fischer 5m+",
                                      "byoyomi 5m+0x30s",
                                      "byoyomi 5m+100x30s",
                                      "byoyomi 5m+5x0s",
                                      "move 0s",
                                      "none 5m",
                                      "absolute 2.5m",
                                      "absolute 1.s",
                                      "absolute 1.2345s",
                                      "move 10s junk",
                                      "absolute 9999999999s"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        TimeControl tc = {CLOCK_FISCHER, 1, 2, 3, 4};
        if (clock_control_parse(BAD[i], strlen(BAD[i]), &tc)) {
            fail_msg("'%s' was taken for a time control", BAD[i]);
        }
        assert_int_equal(tc.base_ms, 1); /* untouched */
    }
}

static void test_clock_format_time(void **state)
{
    (void)state;
    static const struct {
        int64_t ms;
        const char *text;
    } CASES[] = {{0, "0.0"},           {1, "0.1"},      {9300, "9.3"},   {9900, "9.9"},
                 {9901, "0:10"},       {10000, "0:10"}, {59001, "1:00"}, {299000, "4:59"},
                 {3900000, "1:05:00"}, {-5, "0.0"}};
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char buf[32];
        clock_format_time(CASES[i].ms, buf, sizeof buf);
        assert_string_equal(buf, CASES[i].text);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clock_none_never_flags),
        cmocka_unit_test(test_clock_absolute_counts_down_both_players),
        cmocka_unit_test(test_clock_move_in_the_last_millisecond_is_in_time),
        cmocka_unit_test(test_clock_loss_on_time),
        cmocka_unit_test(test_clock_late_action_flags_instead_of_counting),
        cmocka_unit_test(test_clock_fischer_increment_after_each_turn),
        cmocka_unit_test(test_clock_fischer_increment_after_move_that_empties_base),
        cmocka_unit_test(test_clock_byoyomi_period_reset),
        cmocka_unit_test(test_clock_byoyomi_periods_lost_then_flag),
        cmocka_unit_test(test_clock_per_move_every_turn_afresh),
        cmocka_unit_test(test_clock_turn_of_several_actions),
        cmocka_unit_test(test_clock_pause_and_resume),
        cmocka_unit_test(test_clock_low_marks_last_ten_seconds),
        cmocka_unit_test(test_clock_low_of_a_short_time_a_move),
        cmocka_unit_test(test_clock_replay_matches_live_clock),
        cmocka_unit_test(test_clock_replay_finds_flag),
        cmocka_unit_test(test_clock_budget_keeps_level_limit),
        cmocka_unit_test(test_clock_budget_never_loses_a_long_game),
        cmocka_unit_test(test_clock_budget_under_each_control),
        cmocka_unit_test(test_clock_preset_cycle_keeps_an_own_control),
        cmocka_unit_test(test_clock_control_text_round_trip),
        cmocka_unit_test(test_clock_control_text_refused),
        cmocka_unit_test(test_clock_control_read_typed_words),
        cmocka_unit_test(test_clock_format_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
