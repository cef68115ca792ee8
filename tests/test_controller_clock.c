/* Renju - MIT licence, see LICENSE.
 *
 * The window's state machine on a clock, with made-up times and a fake AI: thinking
 * times land in the actions, a player (a person or the computer) loses on time, pause
 * stops the clocks and the computer, undo is off, the computer's seat thinks within the
 * clock's budget, the autosave keeps the running clock across a restart; and which
 * events ask for which sound.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "controller.h"
#include "keymap.h"
#include "session.h"
#include "status.h"
#include "test_files.h"
#include "test_support.h"

typedef struct FakeAi {
    int starts;
    int cancels;
    uint64_t last_id;
    int last_time_ms;
} FakeAi;

static void fake_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    (void)rs;
    (void)b;
    FakeAi *f = user;
    f->starts++;
    f->last_id = request_id;
    f->last_time_ms = limits->time_ms;
}

static void fake_cancel(void *user)
{
    FakeAi *f = user;
    f->cancels++;
}

typedef struct Fixture {
    Controller c;
    FakeAi ai;
} Fixture;

/* The controller set up as controller_init does (starting: as the window's start-up does),
 * without a tick. */
static Fixture *make(SeatKind first, SeatKind second, const char *clock, OpeningId opening,
                     bool starting)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    ControllerOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.rule = RULE_RENJU;
    opt.opening = opening;
    opt.seat[STONE_BLACK] = first;
    opt.seat[STONE_WHITE] = second;
    opt.ai_level = 3; /* one second a move */
    assert_true(clock_control_parse(clock, strlen(clock), &opt.clock));
    ControllerAiHooks hooks = {fake_start, fake_cancel, &fx->ai, NULL, NULL, NULL};
    if (starting) {
        controller_init_starting(&fx->c, &opt, &hooks);
    } else {
        controller_init(&fx->c, &opt, &hooks);
    }
    return fx;
}

static Fixture *setup(SeatKind first, SeatKind second, const char *clock, OpeningId opening)
{
    Fixture *fx = make(first, second, clock, opening, false);
    controller_tick(&fx->c, 0); /* the time starts at 0 */
    return fx;
}

/* At time t, clicks p, which must be played. */
static void click_at(Controller *c, int64_t t, const char *p)
{
    controller_tick(c, t);
    if (!controller_click(c, support_point(p))) {
        fail_msg("%s at %lld refused (message %d)", p, (long long)t, (int)c->msg);
    }
}

static void ai_answers(Fixture *fx, int64_t t, const char *p)
{
    controller_tick(&fx->c, t);
    AiInfo info;
    memset(&info, 0, sizeof info);
    info.best = support_point(p);
    assert_true(controller_ai_result(&fx->c, fx->ai.last_id, &info));
}

static void assert_result(const Controller *c, const char *want)
{
    char text[200];
    game_result_text(&c->game, text, sizeof text);
    assert_string_equal(text, want);
}

static int64_t left_ms(const Controller *c, int player)
{
    ClockReading r;
    controller_clock_read(c, player, &r);
    return r.main_ms;
}

static void test_clock_ctl_times_land_in_the_actions(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "fischer 1m+2s", OPENING_FREE);
    click_at(&fx->c, 3500, "h8"); /* the first action starts the clocks: 0 s */
    click_at(&fx->c, 4000, "i9");
    assert_int_equal(fx->c.game.actions[0].time_ms, 0);
    assert_int_equal(fx->c.game.actions[1].time_ms, 500);
    controller_tick(&fx->c, 10000);
    assert_int_equal(left_ms(&fx->c, 0), 60000 + 2000 - 6000);
    assert_int_equal(left_ms(&fx->c, 1), 60000 - 500 + 2000);
    free(fx);

    /* Without a clock the thinking times are kept all the same. */
    fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    click_at(&fx->c, 1234, "h8");
    assert_int_equal(fx->c.game.actions[0].time_ms, 1234);
    assert_false(controller_tick(&fx->c, 100000000));
    assert_false(game_over(&fx->c.game));
    free(fx);
}

/* A window opening slowly (or a game resumed at start) costs nobody time: the clock
 * runs from the first tick. */
/* Turning the game on a running clock (Ctrl+R, Ctrl+M) leaves both clocks, the running
 * one still running, and the times in the actions; the computer, whose move it is, thinks
 * again on the turned position within what is left of its budget. */
static void test_clock_ctl_turn_keeps_the_clocks(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "fischer 1m+2s", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    ai_answers(fx, 3000, "i9");
    click_at(&fx->c, 7000, "j10");
    controller_tick(&fx->c, 8000);
    int64_t before[2] = {left_ms(&fx->c, 0), left_ms(&fx->c, 1)};
    int starts = fx->ai.starts;
    GameError err;
    assert_true(controller_turn(&fx->c, TURN_CLOCKWISE, &err));
    assert_int_equal(fx->ai.starts, starts + 1); /* asked again */
    assert_int_equal(left_ms(&fx->c, 0), before[0]);
    assert_int_equal(left_ms(&fx->c, 1), before[1]);
    assert_int_equal(fx->c.game.actions[1].time_ms, 2000);
    assert_int_equal(fx->c.game.actions[2].time_ms, 4000);
    assert_int_equal(fx->c.game.actions[2].pos, support_point("j6"));
    controller_tick(&fx->c, 9000); /* White's clock still runs */
    assert_int_equal(left_ms(&fx->c, 1), before[1] - 1000);
    ai_answers(fx, 9000, "g9");
    assert_int_equal(fx->c.game.actions[3].time_ms, 2000);
    assert_int_equal(fx->c.game.nactions, 4);
    free(fx);
}

static void test_clock_ctl_time_before_the_first_tick_is_free(void **state)
{
    (void)state;
    Controller *c = calloc(1, sizeof *c);
    assert_non_null(c);
    ControllerOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.seat[STONE_BLACK] = SEAT_HUMAN;
    opt.seat[STONE_WHITE] = SEAT_HUMAN;
    assert_true(clock_control_parse("move 10s", 8, &opt.clock));
    controller_init(c, &opt, NULL);
    assert_false(controller_tick(c, 15000)); /* 15 s after the set-up: not out */
    assert_int_equal(left_ms(c, 0), 10000);
    assert_true(controller_click(c, support_point("h8")));
    controller_tick(c, 16000);
    assert_int_equal(left_ms(c, 1), 9000);
    free(c);
}

/* At event time at, a person's click on p, handled by a frame that came later. */
static void click_made_at(Controller *c, int64_t at, const char *p)
{
    controller_input_at(c, at);
    bool played = controller_click(c, support_point(p));
    controller_input_at(c, -1);
    if (!played) {
        fail_msg("%s made at %lld refused (message %d)", p, (long long)at, (int)c->msg);
    }
}

/* A window that stalls (a slow machine swapping, SIGSTOP) charges nobody for the stall: a
 * person's move is timed when its click was made (audit 34a, B2). */
static void test_clock_ctl_stall_costs_the_person_nothing(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "fischer 3m+2s", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    click_at(&fx->c, 2000, "i9"); /* Black's turn from 2 s */
    /* The window freezes from 2 s to 8 s; the click on j10 came 1.2 s into it. */
    controller_tick(&fx->c, 8000);
    click_made_at(&fx->c, 3200, "j10");
    assert_int_equal(fx->c.game.actions[2].time_ms, 1200);
    assert_int_equal(left_ms(&fx->c, 0), 180000 + 2000 - 1200 + 2000);
    /* White's turn began at 3.2 s, when Black's did end. */
    controller_tick(&fx->c, 9000);
    assert_int_equal(left_ms(&fx->c, 1), 180000 - 1000 + 2000 - 5800);
    free(fx);
}

/* A click made before the flag fell wins over a frame that came after the fall; one made
 * after it does not. */
static void test_clock_ctl_click_before_the_flag_wins(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 10s", OPENING_FREE);
    click_at(&fx->c, 2000, "h8");
    click_at(&fx->c, 3000, "i9"); /* Black's 10 s run out at 13 s */
    click_made_at(&fx->c, 12500, "j10");
    assert_false(controller_tick(&fx->c, 15000)); /* the late frame */
    assert_false(game_over(&fx->c.game));
    assert_int_equal(fx->c.game.actions[2].time_ms, 9500);
    assert_int_equal(left_ms(&fx->c, 0), 500);
    free(fx);

    fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 10s", OPENING_FREE);
    click_at(&fx->c, 2000, "h8");
    click_at(&fx->c, 3000, "i9");
    controller_input_at(&fx->c, 13500); /* the click came after the fall */
    assert_false(controller_click(&fx->c, support_point("j10")));
    controller_input_at(&fx->c, -1);
    assert_result(&fx->c, "white wins (black lost on time)");
    free(fx);
}

/* The computer's moves are timed when they come, whatever input is being handled. */
static void test_clock_ctl_stall_times_the_computer_as_before(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "fischer 3m+2s", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");      /* White thinks from 1 s */
    controller_input_at(&fx->c, 2200); /* a key of the person's, handled late */
    ai_answers(fx, 8000, "i9");
    controller_input_at(&fx->c, -1);
    assert_int_equal(fx->c.game.actions[1].time_ms, 7000);
    free(fx);
}

static void test_clock_ctl_person_loses_on_time(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 10s", OPENING_FREE);
    click_at(&fx->c, 2000, "h8");
    click_at(&fx->c, 12000, "i9"); /* White's last millisecond */
    assert_false(controller_tick(&fx->c, 10000 + 12000));
    assert_true(controller_tick(&fx->c, 10001 + 12000)); /* Black's 10 s ran out */
    assert_result(&fx->c, "white wins (black lost on time)");
    assert_int_equal(fx->c.game.actions[2].kind, ACTION_TIMEOUT);
    assert_int_equal(fx->c.game.actions[2].time_ms, 10001);
    assert_false(controller_click(&fx->c, support_point("h9")));
    assert_int_equal(fx->c.msg, CTL_MSG_GAME_OVER);
    assert_false(controller_tick(&fx->c, 100000)); /* once */
    free(fx);
}

static void test_clock_ctl_computer_loses_on_time(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "move 5s", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.starts, 1);
    uint64_t stale = fx->ai.last_id;
    assert_true(controller_tick(&fx->c, 6001));
    assert_result(&fx->c, "black wins (white lost on time)");
    assert_int_equal(fx->ai.cancels, 1);
    AiInfo late;
    memset(&late, 0, sizeof late);
    late.best = support_point("i9");
    assert_false(controller_ai_result(&fx->c, stale, &late)); /* too late: dropped */
    assert_int_equal(fx->c.game.nactions, 2);
    free(fx);
}

static void test_clock_ctl_computer_thinks_within_the_budget(void **state)
{
    (void)state;
    /* Level 3 thinks a second a move; a long clock keeps that. */
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "absolute 1h", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.last_time_ms, 1000);
    free(fx);
    /* A short one cuts it: 2 s a move, 10% and 50 ms kept back. */
    fx = setup(SEAT_HUMAN, SEAT_AI, "move 1s", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.last_time_ms, 1000 - 150);
    ai_answers(fx, 1900, "i9");
    assert_int_equal(fx->c.game.actions[1].time_ms, 900);
    free(fx);
    /* Without a clock the level decides. */
    fx = setup(SEAT_HUMAN, SEAT_AI, "none", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.last_time_ms, 1000);
    free(fx);
}

/* Audit 20b, G6: the full level (10) spends the clock as a tournament engine does, not its
 * untimed 10 s: on 10 minutes a game a thirtieth of what is left after the 2260 ms
 * reserve, less as the clock runs down; never more than is left less the margin (a time
 * a move: 10 s less 1050 ms); without a clock its own 10 s. */
static void test_clock_ctl_full_level_spends_the_clock(void **state)
{
    (void)state;
    Fixture *fx = make(SEAT_HUMAN, SEAT_AI, "absolute 10m", OPENING_FREE, false);
    fx->c.opt.ai_level = AI_LEVEL_MAX;
    controller_tick(&fx->c, 0);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.last_time_ms, (600000 - 2260) / 30); /* 19.9 s, not 10 s */
    ai_answers(fx, 1000 + 19924, "i9");
    click_at(&fx->c, 30000, "h10");
    assert_int_equal(fx->ai.last_time_ms, (600000 - 19924 - 2260) / 30);
    free(fx);
    fx = make(SEAT_HUMAN, SEAT_AI, "move 10s", OPENING_FREE, false);
    fx->c.opt.ai_level = AI_LEVEL_MAX;
    controller_tick(&fx->c, 0);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.last_time_ms, 10000 - 1050);
    free(fx);
    fx = make(SEAT_HUMAN, SEAT_AI, "none", OPENING_FREE, false);
    fx->c.opt.ai_level = AI_LEVEL_MAX;
    controller_tick(&fx->c, 0);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.last_time_ms, ai_level(AI_LEVEL_MAX)->time_ms);
    free(fx);
}

static void test_clock_ctl_pause_stops_clocks_and_computer(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "absolute 10s", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.starts, 1);
    controller_tick(&fx->c, 3000);
    assert_true(controller_pause(&fx->c, true));
    assert_false(controller_pause(&fx->c, true));
    assert_int_equal(fx->ai.cancels, 1); /* the search stops with the clocks */
    assert_false(controller_ai_thinking(&fx->c));
    assert_false(controller_tick(&fx->c, 500000)); /* no flag while paused */
    assert_int_equal(left_ms(&fx->c, 1), 8000);
    assert_int_equal(fx->ai.starts, 1);
    assert_true(controller_pause(&fx->c, false));
    assert_int_equal(fx->ai.starts, 2); /* thinks again, within what is left */
    ai_answers(fx, 501000, "i9");
    assert_int_equal(fx->c.game.actions[1].time_ms, 3000);
    assert_int_equal(left_ms(&fx->c, 1), 7000);
    /* A person cannot move or decide while paused. */
    assert_true(controller_pause(&fx->c, true));
    assert_false(controller_click(&fx->c, support_point("h9")));
    assert_int_equal(fx->c.msg, CTL_MSG_PAUSED);
    assert_false(controller_pass(&fx->c));
    assert_int_equal(fx->c.game.nactions, 2);
    controller_pause(&fx->c, false);
    click_at(&fx->c, 502000, "h9");
    /* A new game is never paused. */
    controller_pause(&fx->c, true);
    controller_new_game(&fx->c, &fx->c.opt);
    assert_false(fx->c.paused);
    free(fx);
}

/* While the game is paused its buttons say so: hint, pass, resign and a draw offer are
 * off (they would only be refused), and come back with the clocks. */
static void test_clock_ctl_paused_game_offers_no_action(void **state)
{
    (void)state;
    static const CtlCommand ACTS[] = {CTL_CMD_HINT, CTL_CMD_PASS, CTL_CMD_RESIGN, CTL_CMD_DRAW};
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "absolute 10m", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    ai_answers(fx, 2000, "i9");
    for (size_t i = 0; i < sizeof ACTS / sizeof ACTS[0]; i++) {
        assert_true(controller_can(&fx->c, ACTS[i]));
    }
    assert_true(controller_pause(&fx->c, true));
    for (size_t i = 0; i < sizeof ACTS / sizeof ACTS[0]; i++) {
        assert_false(controller_can(&fx->c, ACTS[i]));
    }
    assert_true(controller_can(&fx->c, CTL_CMD_PAUSE)); /* and resuming is on */
    assert_true(controller_pause(&fx->c, false));
    for (size_t i = 0; i < sizeof ACTS / sizeof ACTS[0]; i++) {
        assert_true(controller_can(&fx->c, ACTS[i]));
    }
    free(fx);
}

/* A pause is no time to think, and no time to ask the engine either: between two people
 * on a 1-minute clock, an analysis under way stops when X is pressed, its words leave
 * the message line, and nothing that shows the position or the engine's view of it
 * works until the game resumes. Every command of the key table is decided here. */
static void test_clock_ctl_pause_gives_no_engine_answer(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 1m", OPENING_FREE);
    Controller *c = &fx->c;
    click_at(c, 1000, "h8");
    click_at(c, 2000, "i9");
    click_at(c, 3000, "h9");
    controller_analyse(c, true);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS);
    int starts = fx->ai.starts, cancels = fx->ai.cancels;
    uint64_t id = fx->ai.last_id;
    AiInfo info;
    memset(&info, 0, sizeof info);
    info.best = support_point("i8");
    info.depth = 12;
    info.score = 5000;
    info.npv = 2;
    info.pv[0] = support_point("i8");
    info.pv[1] = support_point("h10");
    assert_true(controller_ai_progress(c, id, &info));
    char line[512];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "i8")); /* the analysis speaks while the clocks run */

    assert_true(controller_pause(c, true));
    assert_int_equal(fx->ai.cancels, cancels + 1); /* the search stops with the clocks */
    assert_int_equal(c->ai_purpose, AI_IDLE);
    assert_false(controller_ai_progress(c, id, &info)); /* its late words are dropped */
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_null(strstr(line, "i8"));
    controller_tick(c, 60000);
    controller_graph(c, true); /* even asked for directly, nothing is searched */
    controller_nbest(c, 3);
    controller_update(c);
    assert_int_equal(fx->ai.starts, starts);
    assert_int_equal(c->ai_purpose, AI_IDLE);

    /* Each command while paused: live (true) or off (false). */
    static const struct {
        CtlCommand cmd;
        bool live;
    } PAUSED[] = {
        {CTL_CMD_PLAY, true}, /* refused with the pause's message (controller_click) */
        {CTL_CMD_LEFT, true},
        {CTL_CMD_UP, true},
        {CTL_CMD_RIGHT, true},
        {CTL_CMD_DOWN, true},
        {CTL_CMD_NEW_GAME, true},
        {CTL_CMD_UNDO, false}, /* a clock: never */
        {CTL_CMD_REDO, false},
        {CTL_CMD_PASS, false},
        {CTL_CMD_RESIGN, false},
        {CTL_CMD_DRAW, false},
        {CTL_CMD_HINT, false},
        {CTL_CMD_ANALYSE, false},
        {CTL_CMD_GRAPH, false},
        {CTL_CMD_NBEST, false},
        {CTL_CMD_ANALYSE_LIVE, false},
        {CTL_CMD_MOVE_NOW, false},
        {CTL_CMD_BACK, true},
        {CTL_CMD_FORWARD, true},
        {CTL_CMD_FIRST, true},
        {CTL_CMD_LAST, true},
        {CTL_CMD_SWAP, false},
        {CTL_CMD_TWO_MORE, false},
        {CTL_CMD_KEEP, false},
        {CTL_CMD_OPTION_A, false},
        {CTL_CMD_OPTION_B, false},
        {CTL_CMD_DECLARE, false},
        {CTL_CMD_CONFIRM, false},
        {CTL_CMD_FORBIDDEN_MARKS, true},
        {CTL_CMD_MOVE_NUMBERS, true},
        {CTL_CMD_LANGUAGE, true},
        {CTL_CMD_HELP, true},
        {CTL_CMD_OPEN, true},
        {CTL_CMD_SAVE, true},
        {CTL_CMD_COPY, true},
        {CTL_CMD_PASTE, true},
        {CTL_CMD_COPY_ANALYSIS, false}, /* the analysis of the hidden position */
        {CTL_CMD_HIDE_CURSOR, true},
        {CTL_CMD_PLAY_ON, false}, /* not a studied record */
        {CTL_CMD_PAUSE, true},
        {CTL_CMD_SOUND, true},
        {CTL_CMD_VOLUME_DOWN, true},
        {CTL_CMD_VOLUME_UP, true},
        {CTL_CMD_STUDY, true}, /* paused already: the study takes nothing from the clocks */
        {CTL_CMD_SHOW_SOLUTION, false},
        {CTL_CMD_STUDY_TAB, false}, /* the study mode's own, as Show solution */
        {CTL_CMD_THEME, true},
        {CTL_CMD_ROTATE, true}, /* the hidden position turns: nothing of it shows */
        {CTL_CMD_MIRROR, true},
        {CTL_CMD_SETUP, true}, /* paused already: the set-up takes nothing either */
        {CTL_CMD_QUIT, true},
        {CTL_CMD_NOTE, false},        /* the comment's move is hidden too */
        {CTL_CMD_LIBRARY_OPEN, true}, /* a file chosen shows nothing of the position */
        {CTL_CMD_LIBRARY, true},      /* its marks wait, hidden with the position */
        {CTL_CMD_FULL_SCREEN, true},  /* the window's size shows nothing of it */
        {CTL_CMD_LETTERS, false},     /* the letters' position is hidden too */
        {CTL_CMD_SOLVE, false},       /* the engine's view of the hidden position */
        {CTL_CMD_DELETE, false},      /* the shown move is hidden: nothing to delete */
        {CTL_CMD_LINE_PREV, false},   /* a clock: no other line is stepped into */
        {CTL_CMD_LINE_NEXT, false},
        {CTL_CMD_UI_BIGGER, true}, /* the interface's size shows nothing of it */
        {CTL_CMD_UI_SMALLER, true},
        {CTL_CMD_UI_RESET, true},
        {CTL_CMD_BUTTONS, true},         /* the panel's buttons fold: nothing of the position */
        {CTL_CMD_ENGINE_SETTINGS, true}, /* the engine's times: nothing of the position */
        {CTL_CMD_FIND_POSITION, false},  /* it would show the hidden position's next moves */
        {CTL_CMD_CLEAR_MARKS, false},    /* the marks of the hidden position */
        {CTL_CMD_MARK, false},           /* nor a new one on it */
        {CTL_CMD_MARK_MOVE, false},      /* the shown move is hidden: nothing to mark ★ */
        {CTL_CMD_GAME_INFO, true},       /* names, event and date: nothing of the position */
        {CTL_CMD_MISTAKE_PREV, false},   /* the shown move is hidden: no other one shown */
        {CTL_CMD_MISTAKE_NEXT, false},
        {CTL_CMD_FIND_NOTE, false}, /* it would show a position of the hidden game */
    };
    const KeyBinding *keys;
    int nkeys = keymap_bindings(&keys);
    for (int k = 0; k < nkeys; k++) {
        size_t i = 0;
        while (i < sizeof PAUSED / sizeof PAUSED[0] && PAUSED[i].cmd != keys[k].command) {
            i++;
        }
        if (i == sizeof PAUSED / sizeof PAUSED[0]) {
            fail_msg("command %d of the key table is not decided for a pause",
                     (int)keys[k].command);
        }
        if (controller_can(c, PAUSED[i].cmd) != PAUSED[i].live) {
            fail_msg("command %d while paused: %s", (int)PAUSED[i].cmd,
                     PAUSED[i].live ? "off" : "live");
        }
    }
    /* Back on the clock, the analysis (and the graph) go on. */
    assert_true(controller_pause(c, false));
    assert_int_equal(fx->ai.starts, starts + 1);
    assert_true(controller_can(c, CTL_CMD_ANALYSE));
    assert_true(controller_can(c, CTL_CMD_ANALYSE_LIVE)); /* on a running clock, as I */
    assert_true(controller_can(c, CTL_CMD_HINT));
    free(fx);
}

/* A hint given before the pause leaves the message line with the board: the pause hides
 * the position, the hint's point and value would show it; so does a refusal that names a
 * stone ("i9 is occupied"). */
static void test_clock_ctl_pause_hides_the_hint(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 1m", OPENING_FREE);
    Controller *c = &fx->c;
    click_at(c, 1000, "h8");
    click_at(c, 2000, "i9");
    assert_true(controller_hint(c));
    ai_answers(fx, 3000, "h9");
    assert_int_equal(c->msg, CTL_MSG_HINT);
    char line[256];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "h9"));
    assert_true(controller_pause(c, true));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_null(strstr(line, "h9"));
    /* A refusal that names a stone leaves the line too. */
    assert_true(controller_pause(c, false));
    assert_false(controller_click(c, support_point("i9")));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_non_null(strstr(line, "i9"));
    assert_true(controller_pause(c, true));
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_null(strstr(line, "i9"));
    free(fx);
}

/* A pause hides the position from the window (board, move list, graph, best moves), and
 * only while the game goes on: resumed, it shows again, and a game over is never hidden. */
static void test_clock_ctl_pause_hides_the_position(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 1m", OPENING_FREE);
    Controller *c = &fx->c;
    click_at(c, 1000, "h8");
    click_at(c, 2000, "i9");
    assert_false(controller_position_hidden(c));
    assert_true(controller_pause(c, true));
    assert_true(controller_position_hidden(c));
    assert_true(controller_pause(c, false));
    assert_false(controller_position_hidden(c));
    assert_true(controller_pause(c, true));
    controller_tick(c, 200000); /* no flag while paused: still hidden */
    assert_true(controller_position_hidden(c));
    assert_false(controller_resign(c)); /* no action while paused */
    assert_true(controller_pause(c, false));
    assert_true(controller_resign(c));
    assert_false(controller_pause(c, true)); /* a game over has no pause to hide it */
    assert_false(controller_position_hidden(c));
    free(fx);
}

/* Study mode (W) takes the player away from the board: with the clocks running it would
 * either stop them unseen or let one run unwatched. It is closed while a clock runs (the
 * key says to pause first) and open once the game is paused, over, or has no clock. */
static void test_clock_ctl_study_waits_for_a_pause(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 10m", OPENING_FREE);
    Controller *c = &fx->c;
    assert_true(controller_can(c, CTL_CMD_STUDY)); /* nobody has begun: no clock runs */
    controller_tick(c, 500000);
    assert_int_equal(left_ms(c, 0), 600000);
    click_at(c, 501000, "h8");
    assert_false(controller_can(c, CTL_CMD_STUDY));
    assert_false(controller_can(c, CTL_CMD_SETUP)); /* set-up covers the board too */
    assert_true(controller_pause(c, true));
    assert_true(controller_can(c, CTL_CMD_STUDY));
    assert_true(controller_can(c, CTL_CMD_SETUP));
    assert_true(controller_pause(c, false));
    assert_false(controller_can(c, CTL_CMD_STUDY));
    controller_resign(c);
    assert_true(game_over(&c->game));
    assert_true(controller_can(c, CTL_CMD_STUDY));
    free(fx);
    fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_true(controller_can(&fx->c, CTL_CMD_STUDY));
    free(fx);
}

static void test_clock_ctl_no_undo_on_a_clock(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 10m", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    click_at(&fx->c, 2000, "i9");
    assert_false(controller_undo(&fx->c));
    assert_int_equal(fx->c.msg, CTL_MSG_NO_UNDO_CLOCK);
    assert_false(controller_redo(&fx->c));
    assert_int_equal(fx->c.game.nactions, 2);
    free(fx);
    fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_true(controller_undo(&fx->c));
    free(fx);
}

/* Audit 33a, C12: a resignation on a clock against the computer taken back: the clock is
 * as it stood at the resignation, the thinking before it counted, and it runs again for
 * the side to move (it gave back that thinking, and stood). An agreed draw the same. */
static void test_clock_ctl_resignation_taken_back_runs_on(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "fischer 5m+5s", OPENING_FREE);
    Controller *c = &fx->c;
    click_at(c, 1000, "h8");
    ai_answers(fx, 3000, "i9");
    click_at(c, 9000, "h10");
    ai_answers(fx, 11000, "h9");
    controller_tick(c, 27000); /* Black thinks 16 s, then resigns */
    int64_t at_resignation = left_ms(c, 0);
    int64_t white = left_ms(c, 1);
    assert_true(controller_resign(c));
    assert_true(game_over(&c->game));
    controller_tick(c, 40000);
    assert_true(controller_undo(c));
    assert_false(game_over(&c->game));
    assert_int_equal(c->game.nactions, 4);
    assert_int_equal(left_ms(c, 0), at_resignation);
    assert_int_equal(left_ms(c, 1), white);
    assert_int_equal(c->clock.running, 0);
    assert_int_equal(c->msg, CTL_MSG_END_TAKEN_BACK);
    char said[300];
    status_message(c, LANG_EN, NULL, said, sizeof said);
    assert_string_equal(said, "The resignation is taken back: the game goes on, its clock as it "
                              "stood at the resignation.");
    controller_tick(c, 43000);
    assert_int_equal(left_ms(c, 0), at_resignation - 3000); /* it runs */
    assert_false(controller_undo(c));                       /* on its clock again: no more undo */
    assert_int_equal(c->msg, CTL_MSG_NO_UNDO_CLOCK);
    click_at(c, 44000, "h11");
    assert_int_equal(c->clock.running, 1);
    free(fx);
}

/* The opening's several actions by one player are one turn of its clock. */
static void test_clock_ctl_swap2_first_three_stones_one_turn(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "fischer 1m+10s", OPENING_SWAP2);
    click_at(&fx->c, 1000, "a1");
    click_at(&fx->c, 2000, "o15");
    click_at(&fx->c, 3000, "c3");
    assert_int_equal(left_ms(&fx->c, 0), 60000 - 2000 + 10000); /* a1 started the clocks */
    assert_int_equal(fx->c.clock.running, 1);
    free(fx);
}

static void test_clock_ctl_resume_goes_on_from_the_saved_thinking(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 1m", OPENING_FREE);
    click_at(&fx->c, 10000, "h8");
    controller_tick(&fx->c, 17500);
    assert_int_equal(controller_thinking_ms(&fx->c), 7500);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    *g = fx->c.game;
    TimeControl tc = fx->c.opt.clock;
    /* The program starts again, much later: White's clock goes on from 6 s. */
    Fixture *again = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    controller_tick(&again->c, 900000);
    controller_set_game(&again->c, g);
    controller_resume_clock(&again->c, &tc, 6000, false);
    assert_int_equal(left_ms(&again->c, 0), 60000);
    assert_int_equal(left_ms(&again->c, 1), 54000);
    controller_tick(&again->c, 901000);
    assert_int_equal(left_ms(&again->c, 1), 53000);
    assert_true(controller_timed(&again->c));
    /* Saved with the time already out: the loss is recorded at once. */
    controller_set_game(&again->c, g);
    controller_resume_clock(&again->c, &tc, 60001, false);
    assert_result(&again->c, "black wins (white lost on time)");
    free(g);
    free(fx);
    free(again);
}

/* A record opened to study (a seat was the computer's) is not played into, by the clock
 * either: its clocks stand still, nobody loses on time while it is studied, and they run
 * again once the player plays on. */
static void test_clock_ctl_studied_record_keeps_its_clocks_still(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 1m", OPENING_FREE);
    click_at(&fx->c, 10000, "h8");
    click_at(&fx->c, 15000, "i9");
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    *g = fx->c.game;
    TimeControl tc = fx->c.opt.clock;
    Fixture *again = setup(SEAT_HUMAN, SEAT_AI, "none", OPENING_FREE);
    controller_tick(&again->c, 900000);
    controller_study(&again->c, true);
    controller_set_game(&again->c, g);
    controller_resume_clock(&again->c, &tc, 0, false);
    assert_true(again->c.studying);
    assert_int_equal(left_ms(&again->c, 0), 60000);
    assert_int_equal(left_ms(&again->c, 1), 55000);
    controller_tick(&again->c, 900000 + 120000); /* two minutes of study */
    assert_false(game_over(&again->c.game));
    assert_int_equal(left_ms(&again->c, 0), 60000);
    /* Playing on: Black's clock runs from where it stood. */
    controller_study(&again->c, false);
    controller_tick(&again->c, 900000 + 121000);
    assert_int_equal(left_ms(&again->c, 0), 59000);
    assert_int_equal(left_ms(&again->c, 1), 55000);
    free(g);
    free(fx);
    free(again);
}

/* A new folder for HOME, where the autosave goes (support_remove_dir removes it). */
static void temp_home(char *home, size_t cap)
{
    support_temp_dir(home, cap);
    setenv("HOME", home, 1);
    unsetenv("XDG_DATA_HOME");
}

/* Through the autosave file: a kill -9 loses at most CTL_CLOCK_SAVE_MS of the clock. */
static void test_clock_ctl_autosave_keeps_the_running_clock(void **state)
{
    (void)state;
    char home[256];
    temp_home(home, sizeof home);
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "byoyomi 30s+3x10s", OPENING_FREE);
    Session s;
    assert_true(session_init(&s, &fx->c, true));
    click_at(&fx->c, 1000, "h8");
    click_at(&fx->c, 2000, "i9");
    click_at(&fx->c, 41000, "h9"); /* 30 s of main time and 9 s of a period */
    session_sync(&s);
    controller_tick(&fx->c, 47000);
    assert_true(session_sync(&s)); /* 6 s of White's thinking: saved */
    controller_tick(&fx->c, 47500);
    assert_false(session_sync(&s)); /* less than a step more: no write */

    Fixture *again = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    Session s2;
    assert_true(session_init(&s2, &again->c, true));
    RecordError err;
    controller_tick(&again->c, 7000000);
    assert_int_equal(session_resume(&s2, &err), STORAGE_LOADED);
    assert_int_equal(again->c.opt.clock.kind, CLOCK_BYOYOMI);
    ClockReading r;
    controller_clock_read(&again->c, 0, &r);
    assert_true(r.in_periods);
    assert_int_equal(r.periods, 3);
    controller_clock_read(&again->c, 1, &r);
    assert_int_equal(r.main_ms, 23000);
    assert_int_equal(again->c.game.actions[2].time_ms, 39000);
    session_free(&s2);
    session_free(&s);
    support_remove_dir(home);
    free(fx);
    free(again);
}

/* Both players' clocks of a and b read the same (main time, periods, what is left of one). */
static void expect_same_clocks(const Controller *a, const Controller *b)
{
    for (int p = 0; p < 2; p++) {
        ClockReading x, y;
        controller_clock_read(a, p, &x);
        controller_clock_read(b, p, &y);
        assert_int_equal(x.main_ms, y.main_ms);
        assert_int_equal(x.periods, y.periods);
        assert_int_equal(x.period_ms, y.period_ms);
    }
}

/* A save keeps the time under way to the millisecond: the game opened from the file shows
 * both clocks as they stood at the save, on Fischer and in byo-yomi's periods (audit 20a,
 * 6: Black had up to 2 s more after a restart, the time under way kept in steps of 2 s).
 * The autosave is written as that time passes each second, so a kill -9 loses less than
 * a second of it. */
static void test_clock_ctl_save_keeps_the_clocks_shown(void **state)
{
    (void)state;
    static const char *const CONTROLS[] = {"fischer 3m+2s", "byoyomi 10s+3x10s"};
    for (int i = 0; i < 2; i++) {
        char home[256];
        temp_home(home, sizeof home);
        Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, CONTROLS[i], OPENING_FREE);
        Session s;
        assert_true(session_init(&s, &fx->c, true));
        click_at(&fx->c, 1000, "h8");
        click_at(&fx->c, 5000, "i9");  /* White 4 s */
        controller_tick(&fx->c, 8000); /* Black 3 s: the autosave has it */
        assert_true(session_sync(&s));
        controller_tick(&fx->c, 8900);
        assert_false(session_sync(&s)); /* 3.9 s: the same second */
        controller_tick(&fx->c, 22900); /* 17.9 s: into a byo-yomi period */
        char path[512];
        snprintf(path, sizeof path, "%s/clock.renju", home);
        RecordError err;
        assert_true(session_save_file(&s, path, sizeof path, false, &err));

        Fixture *again = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
        Session s2;
        assert_true(session_init(&s2, &again->c, false));
        controller_tick(&again->c, 7000000);
        assert_true(session_load_file(&s2, path, &err));
        expect_same_clocks(&fx->c, &again->c);
        controller_tick(&again->c, 7005000); /* opened paused: nothing runs */
        expect_same_clocks(&fx->c, &again->c);
        session_free(&s2);
        session_free(&s);
        support_remove_dir(home);
        free(fx);
        free(again);
    }
}

/* Saves the game of fx (at time t, its thinking time), as a window quitting or killed
 * would leave it, and resumes it in a new window whose seats are first and second. */
static Fixture *restart_at(Fixture *fx, int64_t t, SeatKind first, SeatKind second)
{
    Session s;
    assert_true(session_init(&s, &fx->c, true));
    controller_tick(&fx->c, t);
    assert_true(session_sync(&s));
    session_free(&s);
    Fixture *again = calloc(1, sizeof *again);
    assert_non_null(again);
    ControllerOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.rule = RULE_RENJU;
    opt.seat[STONE_BLACK] = first;
    opt.seat[STONE_WHITE] = second;
    opt.ai_level = 3;
    ControllerAiHooks hooks = {fake_start, fake_cancel, &again->ai, NULL, NULL, NULL};
    controller_init(&again->c, &opt, &hooks);
    assert_true(session_init(&s, &again->c, true));
    RecordError err;
    assert_int_equal(session_resume(&s, &err), STORAGE_LOADED);
    session_free(&s);
    return again;
}

/* A game on a clock resumed at start (after a quit or a kill -9) opens paused, the board
 * hidden: the clock charges the saved thinking time and no more until the player resumes,
 * however long the start-up or the player takes. */
static void test_clock_ctl_resumed_game_waits_paused(void **state)
{
    (void)state;
    char home[256];
    temp_home(home, sizeof home);
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "byoyomi 1m+3x10s", OPENING_FREE);
    click_at(&fx->c, 2000, "h8");
    click_at(&fx->c, 4000, "h9");
    Fixture *again = restart_at(fx, 34000, SEAT_HUMAN, SEAT_HUMAN); /* Black thought 30 s */
    assert_true(controller_position_hidden(&again->c));
    controller_tick(&again->c, 7000000);
    controller_tick(&again->c, 7004000);                             /* 4 s into the new start */
    assert_int_equal(left_ms(&again->c, 0), 60000 - 30000);          /* h8 started the clocks */
    assert_false(controller_click(&again->c, support_point("j10"))); /* hidden, not played */
    assert_int_equal(again->c.msg, CTL_MSG_PAUSED);
    assert_true(controller_pause(&again->c, false));
    controller_tick(&again->c, 7005000);
    assert_int_equal(left_ms(&again->c, 0), 29000);
    click_at(&again->c, 7006000, "j10");
    assert_int_equal(again->c.game.actions[2].time_ms, 30000 + 2000);
    support_remove_dir(home);
    free(fx);
    free(again);
}

/* The computer's turn, resumed: it does not think on the hidden board, and starts when
 * the player resumes, within what its clock has left. */
static void test_clock_ctl_resumed_computer_turn_waits_paused(void **state)
{
    (void)state;
    char home[256];
    temp_home(home, sizeof home);
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "absolute 1m", OPENING_FREE);
    click_at(&fx->c, 2000, "h8");
    assert_int_equal(fx->ai.starts, 1);
    Fixture *again = restart_at(fx, 8000, SEAT_HUMAN, SEAT_AI); /* White thought 6 s */
    controller_tick(&again->c, 7000000);
    controller_tick(&again->c, 7100000);
    assert_int_equal(again->ai.starts, 0);
    assert_true(controller_position_hidden(&again->c));
    assert_int_equal(left_ms(&again->c, 1), 54000);
    assert_true(controller_pause(&again->c, false));
    assert_int_equal(again->ai.starts, 1);
    controller_tick(&again->c, 7101000);
    assert_int_equal(left_ms(&again->c, 1), 53000);
    ai_answers(again, 7102000, "i9");
    assert_int_equal(again->c.game.actions[1].time_ms, 6000 + 2000);
    support_remove_dir(home);
    free(fx);
    free(again);
}

/* Writes home/name: a record on "absolute 1m" whose moves took 2 s, 3 s, 4 s... (moves:
 * "h8 i9"), with the seats line seats ("" for none); its path into path. */
static void clocked_record(const char *home, const char *name, const char *seats, const char *moves,
                           char *path, size_t cap)
{
    char text[1024];
    int n = snprintf(text, sizeof text,
                     "Renju record 1\nrule: renju\nopening: free\nclock: absolute 1m\n%s%s"
                     "result: none\n\n",
                     seats, seats[0] ? "\n" : "");
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    int k = 1;
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "), k++) {
        n += snprintf(text + n, sizeof text - (size_t)n, "%d. %s %ds\n", k, t, k + 1);
    }
    snprintf(text + n, sizeof text - (size_t)n, "end\n");
    support_write_file(home, name, text);
    snprintf(path, cap, "%s/%s", home, name);
}

/* Opens path at time t in fx's window (a session s without autosave), as Ctrl+O does. */
static void open_at(Fixture *fx, Session *s, const char *path, int64_t t)
{
    assert_true(session_init(s, &fx->c, false));
    controller_tick(&fx->c, t);
    RecordError err;
    if (!session_load_file(s, path, &err)) {
        fail_msg("%s", err.msg);
    }
}

/* A record on a clock opened from a file (Ctrl+O, renju --load) with a person to move
 * opens paused, as the autosave does: however long the player looks at the window, no
 * clock runs and nothing can be played until the player resumes. */
static void test_clock_ctl_loaded_record_waits_paused(void **state)
{
    (void)state;
    char home[256], path[512];
    temp_home(home, sizeof home);
    clocked_record(home, "two.renju", "seats: person person", "h8 i9", path, sizeof path);
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    Session s;
    open_at(fx, &s, path, 100000);
    assert_true(controller_position_hidden(&fx->c));
    controller_tick(&fx->c, 400000); /* five minutes looking at the paused window */
    assert_int_equal(left_ms(&fx->c, 0), 58000);
    assert_int_equal(left_ms(&fx->c, 1), 57000);
    assert_false(controller_click(&fx->c, support_point("h9"))); /* Black's move waits */
    assert_int_equal(fx->c.msg, CTL_MSG_PAUSED);
    assert_int_equal(fx->c.game.nactions, 2);
    /* Resumed (X): Black's clock runs from there, and Black plays. */
    assert_true(controller_pause(&fx->c, false));
    controller_tick(&fx->c, 401000);
    assert_int_equal(left_ms(&fx->c, 0), 57000);
    click_at(&fx->c, 402000, "h9");
    assert_int_equal(fx->c.game.actions[2].time_ms, 2000);
    assert_int_equal(left_ms(&fx->c, 1), 57000);
    session_free(&s);
    support_remove_dir(home);
    free(fx);
}

/* The computer to move in an opened record on a clock: it does not think while the game
 * waits paused, and starts when the player resumes, at the level the file names. */
static void test_clock_ctl_loaded_computer_turn_waits_paused(void **state)
{
    (void)state;
    char home[256], path[512];
    temp_home(home, sizeof home);
    clocked_record(home, "one.renju", "seats: person computer level 7", "h8", path, sizeof path);
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    Session s;
    open_at(fx, &s, path, 100000);
    assert_true(s.seats_named);
    assert_int_equal(controller_player_seat(&fx->c, 1), SEAT_AI);
    assert_int_equal(fx->c.opt.ai_level, 7);
    assert_false(fx->c.studying);
    controller_tick(&fx->c, 500000);
    assert_int_equal(fx->ai.starts, 0);
    assert_true(controller_position_hidden(&fx->c));
    assert_int_equal(left_ms(&fx->c, 1), 60000);
    assert_false(controller_move_now(&fx->c));
    /* Resumed: White, the computer, thinks within its clock and plays i9. */
    assert_true(controller_pause(&fx->c, false));
    assert_int_equal(fx->ai.starts, 1);
    controller_tick(&fx->c, 501000);
    assert_int_equal(left_ms(&fx->c, 1), 59000);
    ai_answers(fx, 502000, "i9");
    assert_int_equal(fx->c.game.actions[1].time_ms, 2000);
    assert_true(controller_human_to_move(&fx->c));
    session_free(&s);
    support_remove_dir(home);
    free(fx);
}

/* A record that does not say who sat where (an older record, another format) opens with
 * both seats people, paused on its clock as well; one without a clock opened while a
 * game on a clock is paused is not left paused (it could never be resumed). */
static void test_clock_ctl_loaded_record_without_seats_is_two_people(void **state)
{
    (void)state;
    char home[256], path[512];
    temp_home(home, sizeof home);
    clocked_record(home, "old.renju", "", "h8", path, sizeof path); /* White to move */
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "absolute 5m", OPENING_FREE);
    Session s;
    assert_true(session_init(&s, &fx->c, false));
    click_at(&fx->c, 1000, "h8");
    assert_int_equal(fx->ai.starts, 1);
    assert_true(controller_pause(&fx->c, true));
    RecordError err;
    assert_true(session_load_file(&s, path, &err));
    assert_false(s.seats_named);
    assert_int_equal(controller_player_seat(&fx->c, 0), SEAT_HUMAN);
    assert_int_equal(controller_player_seat(&fx->c, 1), SEAT_HUMAN);
    assert_true(controller_position_hidden(&fx->c));
    assert_true(controller_pause(&fx->c, false));
    controller_tick(&fx->c, 90000);
    assert_int_equal(fx->ai.starts, 1); /* nobody's computer plays White */
    assert_int_equal(left_ms(&fx->c, 1), 60000);
    /* A record without a clock, opened during a pause, can be played at once. */
    assert_true(controller_pause(&fx->c, true));
    support_write_file(home, "plain.moves", "h8 i9\n");
    snprintf(path, sizeof path, "%s/plain.moves", home);
    assert_true(session_load_file(&s, path, &err));
    assert_false(controller_position_hidden(&fx->c));
    click_at(&fx->c, 91000, "h9");
    session_free(&s);
    support_remove_dir(home);
    free(fx);
}

/* A game on a clock that nobody has begun does not run its clock (the audit: "move 5s"
 * lost Black the game 5 s after the start, on an empty board): the first action starts
 * the clocks, at start-up and after New game alike, and Study is open until then. */
static void test_clock_ctl_unbegun_game_waits_for_its_first_action(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "move 5s", OPENING_FREE);
    Controller *c = &fx->c;
    for (int round = 0; round < 2; round++) {
        int64_t t0 = round * 1000000;
        assert_true(controller_unbegun(c));
        assert_false(controller_tick(c, t0 + 60000)); /* a minute of nothing: not out */
        assert_false(game_over(&c->game));
        assert_int_equal(left_ms(c, 0), 5000);
        assert_int_equal(controller_thinking_ms(c), 0);
        assert_true(controller_can(c, CTL_CMD_STUDY));
        assert_false(controller_position_hidden(c)); /* nothing to hide, nothing paused */
        click_at(c, t0 + 61000, "h8");
        assert_int_equal(c->game.actions[0].time_ms, 0);
        assert_false(controller_unbegun(c));
        assert_false(controller_can(c, CTL_CMD_STUDY)); /* White's clock runs */
        assert_false(controller_tick(c, t0 + 66000));
        assert_true(controller_tick(c, t0 + 66001));
        assert_result(c, "black wins (white lost on time)");
        controller_new_game(c, &c->opt); /* the same again after New game */
    }
    free(fx);
}

/* When the computer acts first, the start-up game waits for a visible start: it is held
 * (paused, the computer not thinking) until the player resumes; then the computer's first
 * move starts the clocks. A person's first move, a game without a clock or one already
 * begun is not held. */
static void test_clock_ctl_computer_first_waits_for_the_player(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_AI, SEAT_HUMAN, "move 5s", OPENING_FREE);
    Controller *c = &fx->c;
    assert_int_equal(fx->ai.starts, 1);
    assert_true(controller_hold_unbegun(c));
    assert_true(c->paused);
    assert_int_equal(fx->ai.cancels, 1);
    assert_false(controller_hold_unbegun(c)); /* once */
    assert_false(controller_tick(c, 300000));
    assert_int_equal(fx->ai.starts, 1);
    assert_false(game_over(&c->game));
    assert_true(controller_pause(c, false));
    assert_int_equal(fx->ai.starts, 2);
    ai_answers(fx, 302000, "h8");
    assert_int_equal(c->game.actions[0].time_ms, 0);
    assert_false(controller_tick(c, 307000));
    assert_true(controller_tick(c, 307001)); /* the person's clock ran from h8 */
    assert_result(c, "black wins (white lost on time)");
    free(fx);

    fx = setup(SEAT_HUMAN, SEAT_AI, "move 5s", OPENING_FREE);
    assert_false(controller_hold_unbegun(&fx->c));
    free(fx);
    fx = setup(SEAT_AI, SEAT_HUMAN, "none", OPENING_FREE);
    assert_false(controller_hold_unbegun(&fx->c));
    assert_false(fx->c.paused);
    free(fx);
    fx = setup(SEAT_HUMAN, SEAT_AI, "move 5s", OPENING_FREE);
    click_at(&fx->c, 1000, "h8");
    assert_false(controller_hold_unbegun(&fx->c)); /* begun: the computer thinks on */
    free(fx);
}

/* The audit: Taraguchi-10 and Soosorv-8 with the computer first placed its opening stones
 * at start-up (a decision that needs no search was applied at once, before the window
 * held the game) and the person's clock ran with nobody there. Every opening rule opens
 * held at start-up, the computer against itself too: nothing is played and no clock runs
 * until X. */
static void test_clock_ctl_every_opening_waits_at_start_up(void **state)
{
    (void)state;
    const OpeningId openings[] = {OPENING_FREE, OPENING_SWAP2, OPENING_TARAGUCHI10,
                                  OPENING_SOOSORV8};
    for (size_t i = 0; i < sizeof openings / sizeof openings[0]; i++) {
        for (int cvc = 0; cvc < 2; cvc++) {
            Fixture *fx = make(SEAT_AI, cvc ? SEAT_AI : SEAT_HUMAN, "move 5s", openings[i], true);
            Controller *c = &fx->c;
            assert_int_equal(c->game.nactions, 0);
            assert_int_equal(fx->ai.starts, 0);
            assert_true(controller_hold_unbegun(c));
            assert_true(c->paused);
            controller_tick(c, 0);
            assert_false(controller_tick(c, 300000)); /* five minutes of nothing */
            assert_int_equal(c->game.nactions, 0);
            assert_int_equal(board_at(&c->game.board, support_point("h8")), STONE_EMPTY);
            assert_int_equal(fx->ai.starts, 0);
            assert_int_equal(left_ms(c, 1), 5000);
            assert_true(controller_pause(c, false)); /* X: the computer acts now */
            assert_true(c->game.nactions > 0 || fx->ai.starts == 1);
            free(fx);
        }
    }
    /* Without the start-up (New game with Start) the computer acts at once. */
    Fixture *fx = make(SEAT_AI, SEAT_HUMAN, "move 5s", OPENING_TARAGUCHI10, false);
    assert_int_equal(board_at(&fx->c.game.board, support_point("h8")), STONE_BLACK);
    free(fx);
    /* A person first: nothing held, and the computer's start-up ends. */
    fx = make(SEAT_HUMAN, SEAT_AI, "move 5s", OPENING_TARAGUCHI10, true);
    assert_false(controller_hold_unbegun(&fx->c));
    assert_false(fx->c.paused);
    assert_true(controller_click(&fx->c, support_point("h8")));
    assert_int_equal(fx->ai.starts, 1); /* the computer's swap decision is asked for */
    free(fx);
}

/* An unbegun game on a clock in the autosave comes back as it was left: not paused (no
 * clock ran, nothing is hidden), its clocks full until the first action. */
static void test_clock_ctl_resumed_unbegun_game_is_not_paused(void **state)
{
    (void)state;
    char home[256];
    temp_home(home, sizeof home);
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "fischer 10m+5s", OPENING_FREE);
    Fixture *again = restart_at(fx, 50000, SEAT_HUMAN, SEAT_HUMAN);
    assert_false(again->c.paused);
    assert_true(controller_unbegun(&again->c));
    assert_true(controller_can(&again->c, CTL_CMD_STUDY));
    controller_tick(&again->c, 7000000);
    controller_tick(&again->c, 7900000);
    assert_int_equal(left_ms(&again->c, 0), 600000);
    click_at(&again->c, 7901000, "h8");
    assert_int_equal(again->c.game.actions[0].time_ms, 0);
    support_remove_dir(home);
    free(fx);
    free(again);
}

/* Plays h8 i9 under the control, goes back to the position after h8 and tries j10
 * there instead (the review's branching); returns whether that was allowed. */
static bool branch_after_two(const char *clock)
{
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, clock, OPENING_FREE);
    Session s;
    assert_true(session_init(&s, &fx->c, false)); /* no autosave */
    click_at(&fx->c, 1000, "h8");
    click_at(&fx->c, 2000, "i9");
    session_sync(&s);
    controller_view(&fx->c, 1);
    GameError err;
    bool ok = session_branch(&s, support_point("j10"), &err);
    assert_int_equal(fx->c.game.nactions, 2);
    assert_int_equal(fx->c.game.actions[1].pos, support_point(ok ? "j10" : "i9"));
    session_free(&s);
    free(fx);
    return ok;
}

/* Trying another line at an earlier move would take moves back too: off on a clock. */
static void test_clock_ctl_no_branching_on_a_clock(void **state)
{
    (void)state;
    assert_false(branch_after_two("fischer 5m+5s"));
    assert_true(branch_after_two("none"));
}

/* A click while an earlier move is shown is never swallowed. Without a clock it is
 * judged on the shown position: a legal point starts another line there, a refused one
 * says why and the view stays. On a running clock no earlier position can be played from:
 * the click brings the live position back and says so; a second click plays there. */
static void test_clock_ctl_click_while_browsing_says_what_it_did(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "fischer 5m+5s", OPENING_FREE);
    Controller *c = &fx->c;
    Session s;
    assert_true(session_init(&s, c, false)); /* no autosave */
    click_at(c, 1000, "h8");
    click_at(c, 2000, "i9");
    click_at(c, 3000, "h9");
    session_sync(&s);
    controller_view(c, 1);
    assert_false(session_click(&s, support_point("j10")));
    assert_true(controller_is_live(c));
    assert_int_equal(c->game.nactions, 3);
    assert_int_equal(c->msg, CTL_MSG_LIVE_ONLY);
    char line[256];
    status_message(c, LANG_EN, NULL, line, sizeof line);
    assert_string_equal(line, "On a clock a move is played on the live position only: here it "
                              "is. Click again to play.");
    assert_true(session_click(&s, support_point("j10")));
    assert_int_equal(c->game.nactions, 4);
    /* A finished clock game is reviewed as any other (audit 28, item 1): the click tries
     * a new line there, on nobody's clock. */
    assert_true(controller_resign(c));
    controller_view(c, 2);
    assert_true(session_click(&s, support_point("a1")));
    assert_int_equal(c->game.nactions, 3);
    assert_false(game_over(&c->game));
    assert_false(controller_tick(c, 3600000));
    assert_false(game_over(&c->game));
    session_free(&s);
    free(fx);

    fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    c = &fx->c;
    assert_true(session_init(&s, c, false));
    click_at(c, 1000, "h8");
    click_at(c, 2000, "i9");
    click_at(c, 3000, "h9");
    session_sync(&s);
    controller_view(c, 2);
    assert_false(session_click(&s, support_point("i9"))); /* taken there */
    assert_int_equal(c->view, 2);
    assert_int_equal(c->msg, CTL_MSG_OCCUPIED);
    assert_int_equal(c->msg_pos, support_point("i9"));
    assert_true(session_click(&s, support_point("h10"))); /* another line from move 2 */
    assert_int_equal(c->game.nactions, 3);
    assert_int_equal(c->game.actions[2].pos, support_point("h10"));
    assert_true(session_has_variations(&s, 2)); /* h9 stays as a variation */
    session_free(&s);
    free(fx);
}

/* ---- Sounds -------------------------------------------------------------------------- */

/* Audit 32b, C2: between people on a clock a draw offer goes with the offerer's move, so
 * the answer is thought on the answerer's clock, never the offerer's; a decline is the
 * answerer's action, timed, and its turn goes on. */
static void test_clock_ctl_draw_offer_answered_on_the_answerers_time(void **state)
{
    (void)state;
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "absolute 5m", OPENING_FREE);
    Controller *c = &fx->c;
    click_at(c, 1000, "h8");
    click_at(c, 3000, "i9");
    controller_tick(c, 4000);
    controller_offer_draw(c); /* Black, to move, offers with its move */
    assert_false(controller_draw_asked(c, NULL));
    assert_int_equal(c->msg, CTL_MSG_DRAW_WITH_MOVE);
    click_at(c, 6000, "h9"); /* Black's move: 3 s of Black's */
    Stone by = STONE_EMPTY;
    assert_true(controller_draw_asked(c, &by));
    assert_int_equal(by, STONE_BLACK);
    assert_int_equal(c->clock.running, 1); /* White's clock runs while White thinks */
    controller_tick(c, 26000);
    ClockReading black, white;
    controller_clock_read(c, 0, &black);
    controller_clock_read(c, 1, &white);
    assert_int_equal(black.main_ms, 300000 - 3000); /* h8 the first action (0 s), h9 3 s */
    assert_int_equal(white.main_ms, 300000 - 2000 - 20000);
    assert_true(controller_answer_draw(c, false));
    const Action *last = &c->game.actions[c->game.nactions - 1];
    assert_int_equal(last->kind, ACTION_DECLINE);
    assert_int_equal(last->time_ms, 20000);
    assert_int_equal(c->clock.running, 1); /* still White's turn */
    click_at(c, 27000, "i10");
    controller_clock_read(c, 1, &white);
    assert_int_equal(white.main_ms, 300000 - 2000 - 21000);
    controller_clock_read(c, 0, &black);
    assert_int_equal(black.main_ms, 300000 - 3000);
    free(fx);
}

static int take(Controller *c, CtlSound *out)
{
    return controller_take_sounds(c, out, CTL_SOUND_QUEUE);
}

static void test_clock_ctl_sounds_of_moves_refusals_and_ends(void **state)
{
    (void)state;
    CtlSound s[CTL_SOUND_QUEUE];
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "none", OPENING_FREE);
    take(&fx->c, s);
    click_at(&fx->c, 100, "h8");
    assert_int_equal(take(&fx->c, s), 1);
    assert_int_equal(s[0], CTL_SOUND_STONE_BLACK);
    ai_answers(fx, 200, "i9");
    assert_int_equal(take(&fx->c, s), 1);
    assert_int_equal(s[0], CTL_SOUND_STONE_WHITE);
    assert_false(controller_click(&fx->c, support_point("i9"))); /* occupied */
    assert_int_equal(take(&fx->c, s), 1);
    assert_int_equal(s[0], CTL_SOUND_REFUSED);
    assert_int_equal(take(&fx->c, s), 0); /* taken once */
    /* The computer wins: the person hears a loss. */
    click_at(&fx->c, 300, "a1");
    ai_answers(fx, 400, "i10");
    click_at(&fx->c, 500, "a2");
    ai_answers(fx, 600, "i11");
    click_at(&fx->c, 700, "a3");
    ai_answers(fx, 800, "i12");
    click_at(&fx->c, 900, "a4");
    take(&fx->c, s);
    ai_answers(fx, 1000, "i13");
    assert_int_equal(take(&fx->c, s), 2);
    assert_int_equal(s[0], CTL_SOUND_STONE_WHITE);
    assert_int_equal(s[1], CTL_SOUND_LOSS);
    free(fx);

    /* The person wins, or resigns; a draw. */
    fx = setup(SEAT_HUMAN, SEAT_AI, "none", OPENING_FREE);
    controller_resign(&fx->c);
    take(&fx->c, s);
    fx->c.nsounds = 0;
    controller_new_game(&fx->c, &fx->c.opt);
    click_at(&fx->c, 100, "h8");
    AiInfo even;
    memset(&even, 0, sizeof even);
    even.best = support_point("i9");
    even.depth = 4;
    assert_true(controller_ai_result(&fx->c, fx->ai.last_id, &even));
    take(&fx->c, s);
    controller_offer_draw(&fx->c);
    /* the draw's own search sees no edge for the computer: it accepts */
    assert_true(controller_ai_result(&fx->c, fx->ai.last_id, &even));
    assert_int_equal(take(&fx->c, s), 1);
    assert_int_equal(s[0], CTL_SOUND_DRAW);
    free(fx);

    fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_FREE);
    take(&fx->c, s);
    controller_resign(&fx->c); /* between two people, the end is someone's win */
    assert_int_equal(take(&fx->c, s), 1);
    assert_int_equal(s[0], CTL_SOUND_WIN);
    free(fx);
}

static void test_clock_ctl_sound_of_opening_decisions(void **state)
{
    (void)state;
    CtlSound s[CTL_SOUND_QUEUE];
    Fixture *fx = setup(SEAT_HUMAN, SEAT_HUMAN, "none", OPENING_SWAP2);
    click_at(&fx->c, 100, "a1");
    click_at(&fx->c, 200, "o15");
    click_at(&fx->c, 300, "c3");
    take(&fx->c, s);
    assert_true(controller_decide(&fx->c, ACTION_SWAP));
    assert_int_equal(take(&fx->c, s), 1);
    assert_int_equal(s[0], CTL_SOUND_DECISION);
    assert_false(controller_decide(&fx->c, ACTION_KEEP)); /* not offered now */
    assert_int_equal(take(&fx->c, s), 1);
    assert_int_equal(s[0], CTL_SOUND_REFUSED);
    free(fx);
}

static void test_clock_ctl_sound_of_the_last_seconds(void **state)
{
    (void)state;
    CtlSound s[CTL_SOUND_QUEUE];
    Fixture *fx = setup(SEAT_HUMAN, SEAT_AI, "absolute 15s", OPENING_FREE);
    click_at(&fx->c, 0, "h8"); /* the clocks start: Black's runs from i9 */
    ai_answers(fx, 0, "i9");
    take(&fx->c, s);
    controller_tick(&fx->c, 4999);
    assert_int_equal(take(&fx->c, s), 0);
    controller_tick(&fx->c, 5000); /* 10 s left */
    controller_tick(&fx->c, 5400);
    controller_tick(&fx->c, 5999);
    assert_int_equal(take(&fx->c, s), 1); /* one a second */
    assert_int_equal(s[0], CTL_SOUND_CLOCK_LOW);
    controller_tick(&fx->c, 6001);
    assert_int_equal(take(&fx->c, s), 1);
    click_at(&fx->c, 7000, "h9");
    take(&fx->c, s);
    controller_tick(&fx->c, 21000); /* the computer's last seconds: no sound */
    assert_int_equal(take(&fx->c, s), 0);
    free(fx);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clock_ctl_times_land_in_the_actions),
        cmocka_unit_test(test_clock_ctl_turn_keeps_the_clocks),
        cmocka_unit_test(test_clock_ctl_time_before_the_first_tick_is_free),
        cmocka_unit_test(test_clock_ctl_person_loses_on_time),
        cmocka_unit_test(test_clock_ctl_stall_costs_the_person_nothing),
        cmocka_unit_test(test_clock_ctl_click_before_the_flag_wins),
        cmocka_unit_test(test_clock_ctl_stall_times_the_computer_as_before),
        cmocka_unit_test(test_clock_ctl_unbegun_game_waits_for_its_first_action),
        cmocka_unit_test(test_clock_ctl_computer_first_waits_for_the_player),
        cmocka_unit_test(test_clock_ctl_resumed_unbegun_game_is_not_paused),
        cmocka_unit_test(test_clock_ctl_every_opening_waits_at_start_up),
        cmocka_unit_test(test_clock_ctl_computer_loses_on_time),
        cmocka_unit_test(test_clock_ctl_computer_thinks_within_the_budget),
        cmocka_unit_test(test_clock_ctl_full_level_spends_the_clock),
        cmocka_unit_test(test_clock_ctl_pause_stops_clocks_and_computer),
        cmocka_unit_test(test_clock_ctl_paused_game_offers_no_action),
        cmocka_unit_test(test_clock_ctl_pause_gives_no_engine_answer),
        cmocka_unit_test(test_clock_ctl_pause_hides_the_hint),
        cmocka_unit_test(test_clock_ctl_pause_hides_the_position),
        cmocka_unit_test(test_clock_ctl_study_waits_for_a_pause),
        cmocka_unit_test(test_clock_ctl_no_undo_on_a_clock),
        cmocka_unit_test(test_clock_ctl_resignation_taken_back_runs_on),
        cmocka_unit_test(test_clock_ctl_swap2_first_three_stones_one_turn),
        cmocka_unit_test(test_clock_ctl_resume_goes_on_from_the_saved_thinking),
        cmocka_unit_test(test_clock_ctl_save_keeps_the_clocks_shown),
        cmocka_unit_test(test_clock_ctl_studied_record_keeps_its_clocks_still),
        cmocka_unit_test(test_clock_ctl_autosave_keeps_the_running_clock),
        cmocka_unit_test(test_clock_ctl_no_branching_on_a_clock),
        cmocka_unit_test(test_clock_ctl_click_while_browsing_says_what_it_did),
        cmocka_unit_test(test_clock_ctl_sounds_of_moves_refusals_and_ends),
        cmocka_unit_test(test_clock_ctl_draw_offer_answered_on_the_answerers_time),
        cmocka_unit_test(test_clock_ctl_sound_of_opening_decisions),
        cmocka_unit_test(test_clock_ctl_sound_of_the_last_seconds),
        cmocka_unit_test(test_clock_ctl_resumed_game_waits_paused),
        cmocka_unit_test(test_clock_ctl_resumed_computer_turn_waits_paused),
        cmocka_unit_test(test_clock_ctl_loaded_record_waits_paused),
        cmocka_unit_test(test_clock_ctl_loaded_computer_turn_waits_paused),
        cmocka_unit_test(test_clock_ctl_loaded_record_without_seats_is_two_people),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
