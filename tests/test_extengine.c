/* Renju - MIT licence, see LICENSE.
 *
 * The Gomocup client (extengine.h) against our own pbrain-renju and against
 * tests/fixtures/fake-pbrain.sh, which misbehaves as FAKE_PBRAIN says: what it is sent
 * (START, INFO rule 4, the BOARD in order, END), and that garbage, an ERROR, a move off the
 * board, on a stone or a foul, no answer in time, and the program ending each end in one
 * failure event that says so, with no move given. Waits are bounded polls (generous: they
 * guard against hangs, not speed).
 */
#define _XOPEN_SOURCE 700 /* realpath() */
#include <setjmp.h>
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "extengine.h"
#include "rules.h"
#include "settings.h"
#include "status.h"
#include "test_files.h"
#include "test_support.h"

#define FAKE "tests/fixtures/fake-pbrain.sh"

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* The next event within limit_ms (EXT_EV_NONE when none came). */
static ExtEvent wait_event(ExtEngine *e, int limit_ms)
{
    ExtEvent ev;
    for (int t = 0; t < limit_ms; t += 5) {
        if (extengine_poll(e, &ev)) {
            return ev;
        }
        sleep_ms(5);
    }
    memset(&ev, 0, sizeof ev);
    return ev;
}

/* The fake engine in mode, answering move, started and past ABOUT. */
static ExtEngine *fake(const char *mode, const char *move, const char *log)
{
    setenv("FAKE_PBRAIN", mode, 1);
    setenv("FAKE_PBRAIN_MOVE", move, 1);
    if (log) {
        setenv("FAKE_PBRAIN_LOG", log, 1);
    } else {
        unsetenv("FAKE_PBRAIN_LOG");
    }
    ExtEngine *e = extengine_start(FAKE, 15, 3000, NULL, NULL);
    assert_non_null(e);
    return e;
}

static void expect_ready(ExtEngine *e)
{
    ExtEvent ev = wait_event(e, 5000);
    assert_int_equal(ev.kind, EXT_EV_READY);
}

/* Asks for a move on the renju position text and returns the event that answers. */
static ExtEvent ask(ExtEngine *e, const char *text, int turn_ms, uint64_t id)
{
    Board b;
    support_position(&b, text);
    extengine_request(e, rules_get(RULE_RENJU), &b, turn_ms, id);
    return wait_event(e, turn_ms + EXTENGINE_GRACE_MS + 5000);
}

/* The fake in mode, answering move, asked for a move on position (request 7): its one
 * event, a failure for why, and nothing after it; returned for more checks. */
static ExtEvent expect_failure(const char *mode, const char *move, const char *position,
                               ExtFailure why)
{
    ExtEngine *e = fake(mode, move, NULL);
    expect_ready(e);
    ExtEvent ev = ask(e, position, 100, 7);
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, why);
    assert_int_equal(ev.request_id, 7);
    assert_true(extengine_failed(e));
    ExtEvent after;
    assert_false(extengine_poll(e, &after)); /* nothing after the failure */
    extengine_destroy(e);
    return ev;
}

static void test_extengine_plays_pbrain_renju(void **state)
{
    (void)state;
    const char *build = getenv("RENJU_BUILD");
    char path[256];
    snprintf(path, sizeof path, "%s/pbrain-renju", build ? build : "build");
    ExtEngine *e = extengine_start(path, 15, 0, NULL, NULL);
    assert_non_null(e);
    expect_ready(e);
    assert_string_equal(extengine_name(e), "pbrain-renju 1.0");
    /* Black to move: h8 i9 j10 k11 would be Black's; it must block or win legally. */
    Board b;
    support_position(&b, "h8 a1 i9 a2 j10 a3 k11 a15");
    extengine_request(e, rules_get(RULE_RENJU), &b, 300, 1);
    ExtEvent ev = wait_event(e, 10000);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.request_id, 1);
    assert_true(ev.move == support_point("g7") || ev.move == support_point("l12"));
    /* A new game (RESTART, then its BOARD): White answers h8 on the empty board's stones. */
    support_position(&b, "h8");
    extengine_request(e, rules_get(RULE_RENJU), &b, 300, 2);
    ev = wait_event(e, 10000);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.request_id, 2);
    assert_true(ev.move != support_point("a1") && ev.move != support_point("h8"));
    extengine_destroy(e);
}

static void test_extengine_sends_rule_and_board(void **state)
{
    const char *dir = *state;
    char log[512];
    snprintf(log, sizeof log, "%s/log.txt", dir);
    ExtEngine *e = fake("good", "10,4", log);
    expect_ready(e);
    assert_string_equal(extengine_name(e), "Fake 0.1");
    ExtEvent ev = ask(e, "h8 i9 j10", 400, 3); /* White to move: i9 its own (1) */
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.request_id, 3);
    assert_int_equal(ev.move, support_point("k11"));
    assert_string_equal(extengine_message(e), "thinking hard");
    extengine_destroy(e);
    char text[2048];
    FILE *f = fopen(log, "r");
    assert_non_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    assert_string_equal(text, "START 15\nABOUT\nINFO rule 4\nINFO timeout_turn 400\n"
                              "INFO timeout_match 1000000000\nINFO time_left 1000000000\n"
                              "BOARD\n7,7,2\n8,6,1\n9,5,2\nDONE\nEND\n");
}

static void test_extengine_answer_is_the_point(void **state)
{
    (void)state;
    ExtEngine *e = fake("good", "9,5", NULL);
    expect_ready(e);
    ExtEvent ev = ask(e, "h8 i9", 100, 4); /* x 9, y 5 from the top: j10 */
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.move, support_point("j10"));
    extengine_destroy(e);
}

/* The failure's notice as the message line says it in English. */
static const char *failure_said(const ExtEvent *ev, char *buf, size_t cap)
{
    Notice nt;
    status_notice_engine(&nt, ev, "Fake 0.1");
    status_notice_text(&nt, LANG_EN, buf, cap);
    return buf;
}

/* An answer that is no move is quoted, its first bytes cleaned (audit 19a, 11: "hello
 * world" was not shown). */
static void test_extengine_refuses_garbage(void **state)
{
    (void)state;
    ExtEvent ev = expect_failure("garbage", "7,7", "h8 i9", EXT_FAIL_GARBAGE);
    char buf[400];
    assert_string_equal(failure_said(&ev, buf, sizeof buf),
                        "The engine Fake 0.1 answered something that is not a move (“hello, I am "
                        "a teapot”). The built-in AI plays the computer's moves.");
    snprintf(ev.text, sizeof ev.text, "%s", "0123456789012345678901234567890123456789");
    assert_string_equal(failure_said(&ev, buf, sizeof buf),
                        "The engine Fake 0.1 answered something that is not a move "
                        "(“01234567890123456789012345678901…”). The built-in AI plays the "
                        "computer's moves.");
}

static void test_extengine_refuses_off_board(void **state)
{
    (void)state;
    ExtEvent ev = expect_failure("off", "7,7", "h8 i9", EXT_FAIL_OFF_BOARD);
    char said[400];
    assert_string_equal(failure_said(&ev, said, sizeof said),
                        "The engine Fake 0.1 played off the board (15,3), refused. The built-in "
                        "AI plays the computer's moves.");
}

static void test_extengine_refuses_occupied(void **state)
{
    (void)state;
    ExtEvent ev = expect_failure("good", "7,7", "h8 i9", EXT_FAIL_OCCUPIED); /* 7,7: h8 */
    assert_int_equal(ev.at, support_point("h8"));
    char said[400];
    assert_string_equal(failure_said(&ev, said, sizeof said),
                        "The engine Fake 0.1 played on h8, which is taken, refused. The built-in "
                        "AI plays the computer's moves.");
}

static void test_extengine_refuses_black_foul(void **state)
{
    (void)state;
    /*   9 . . . . .
     *   8 . B B x .   x: h8, a double three for Black (f8 g8 h8 and h6 h7 h8);
     *   7 . . . B .   the engine, Black to move, answers 7,7: h8
     *   6 . . . B .
     *     e f g h i */
    ExtEvent ev = expect_failure("good", "7,7", "b=f8,g8,h6,h7 w=a1,c1,a15,o15", EXT_FAIL_FOUL);
    assert_int_equal(ev.at, support_point("h8"));
    assert_int_equal(ev.verdict, VERDICT_DOUBLE_THREE);
    char said[400];
    assert_string_equal(failure_said(&ev, said, sizeof said),
                        "The engine Fake 0.1 played h8, a forbidden point for Black "
                        "(double-three), refused. The built-in AI plays the computer's moves.");
}

/* Renju, Free opening, the engine first on the empty board: it answers 0,0 (a15), not the
 * centre. Refused as a person's a15 is, with the game's reason, not given as a move. */
static void test_extengine_refuses_what_the_opening_refuses(void **state)
{
    (void)state;
    Game g;
    game_init(&g, rules_get(RULE_RENJU), OPENING_FREE);
    ExtEngine *e = fake("good", "0,0", NULL);
    expect_ready(e);
    extengine_set_game(e, &g);
    extengine_request(e, g.rules, &g.board, 100, 9);
    ExtEvent ev = wait_event(e, 100 + EXTENGINE_GRACE_MS + 5000);
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, EXT_FAIL_REFUSED);
    assert_int_equal(ev.request_id, 9);
    assert_int_equal(ev.at, support_point("a15"));
    assert_int_equal(ev.refusal.kind, GAME_ERR_CENTRE_FIRST);
    extengine_destroy(e);
    char said[400];
    assert_string_equal(failure_said(&ev, said, sizeof said),
                        "The engine Fake 0.1 played a15, refused — The first stone goes on the "
                        "centre, h8. The built-in AI plays the computer's moves.");
    /* The centre itself is its move. */
    e = fake("good", "7,7", NULL);
    expect_ready(e);
    extengine_set_game(e, &g);
    extengine_request(e, g.rules, &g.board, 100, 10);
    ev = wait_event(e, 100 + EXTENGINE_GRACE_MS + 5000);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.move, support_point("h8"));
    extengine_destroy(e);
}

/* e, once ready, asked for a move on h8 i9 and not polled for 1.5 s (its output read
 * meanwhile): the event that answers. */
static ExtEvent ask_unpolled(ExtEngine *e)
{
    expect_ready(e);
    Board b;
    support_position(&b, "h8 i9");
    extengine_request(e, rules_get(RULE_RENJU), &b, 3000, 5);
    sleep_ms(1500);
    return wait_event(e, 3000 + EXTENGINE_GRACE_MS + 5000);
}

/* 3000 MESSAGE lines (about 200 KB, more than the inbox) before the move, read while the
 * caller does not poll: the move, and the last MESSAGE. */
static void test_extengine_chatty_engine_plays(void **state)
{
    (void)state;
    ExtEngine *e = fake("chatty", "9,5", NULL);
    ExtEvent ev = ask_unpolled(e);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.move, support_point("j10"));
    assert_string_equal(extengine_message(e),
                        "depth 2999, nodes 123456789, speed 987654 nodes a second, pv h8 i9 j10");
    extengine_destroy(e);
}

/* More than the inbox holds of lines that are not MESSAGE or DEBUG: "wrote too much". */
static void test_extengine_flood(void **state)
{
    (void)state;
    ExtEngine *e = fake("flood", "7,7", NULL);
    ExtEvent ev = ask_unpolled(e);
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, EXT_FAIL_FLOOD);
    extengine_destroy(e);
    char said[400];
    assert_string_equal(failure_said(&ev, said, sizeof said),
                        "The engine Fake 0.1 wrote too much. The built-in AI plays the computer's "
                        "moves.");
}

/* An ABOUT name and a MESSAGE with ESC, TAB and a byte that is no UTF-8 are shown as an
 * SGF comment from another program is: control characters gone, tabs blanks, '?'. */
static void test_extengine_cleans_name_and_message(void **state)
{
    (void)state;
    ExtEngine *e = fake("dirty", "9,5", NULL);
    expect_ready(e);
    assert_string_equal(extengine_name(e), "Fa[1mke X? 0.1");
    ExtEvent ev = ask(e, "h8 i9", 100, 2);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_string_equal(extengine_message(e), "[31mdepth 12? \xd0\xb4");
    extengine_destroy(e);
}

static void test_extengine_refuses_error(void **state)
{
    (void)state;
    expect_failure("error", "7,7", "h8 i9", EXT_FAIL_ERROR);
    expect_failure("unknown", "7,7", "h8 i9", EXT_FAIL_ERROR);
}

static void test_extengine_times_out(void **state)
{
    (void)state;
    ExtEvent ev = expect_failure("sleep", "7,7", "h8 i9", EXT_FAIL_TIMEOUT);
    assert_int_equal(ev.timeout_ms, 100 + EXTENGINE_GRACE_MS);
}

static void test_extengine_engine_exits(void **state)
{
    (void)state;
    ExtEvent ev = expect_failure("exit", "7,7", "h8 i9", EXT_FAIL_EXITED);
    assert_int_equal(ev.status, 5);
}

static int64_t clock_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The longest a call that must not wait may take: half the END time, the shortest wait
 * these calls could fall into, so a wait always fails the test and a busy machine (the
 * suite runs two tests at once; 50 ms failed under load) does not. */
#define NO_WAIT_MS (EXTENGINE_END_MS / 2)

/* An engine that ignores END (it sleeps 2 s) is not waited for: extengine_end returns at
 * once (the absence of a wait, not a speed), extengine_gone never waits and
 * kills it EXTENGINE_END_MS after END, long before it would have ended by itself. */
static void test_extengine_end_does_not_wait(void **state)
{
    (void)state;
    ExtEngine *e = fake("deaf", "7,7", NULL);
    expect_ready(e);
    int64_t t0 = clock_ms();
    extengine_end(e);
    assert_false(extengine_gone(e));
    assert_true(clock_ms() - t0 < NO_WAIT_MS);
    ExtEvent ev;
    assert_false(extengine_poll(e, &ev)); /* nothing after END */
    int64_t most = 0;
    while (clock_ms() - t0 < 5000) {
        int64_t t1 = clock_ms();
        bool gone = extengine_gone(e);
        most = clock_ms() - t1 > most ? clock_ms() - t1 : most;
        if (gone) {
            break;
        }
        sleep_ms(5);
    }
    int64_t took = clock_ms() - t0;
    assert_true(most < NO_WAIT_MS);
    assert_true(took >= EXTENGINE_END_MS && took < 1900); /* killed, not its 2 s */
    t0 = clock_ms();
    extengine_destroy(e);
    assert_true(clock_ms() - t0 < NO_WAIT_MS);
}

/* An engine that closes its output and goes on running (2 s): the poll that finds the
 * output's end does not wait for the program to end (the reader waits, 100 ms at most);
 * it is killed. No poll takes NO_WAIT_MS (the absence of a wait, not a speed). */
static void test_extengine_closed_output_is_not_waited_for(void **state)
{
    (void)state;
    ExtEngine *e = fake("hangup", "7,7", NULL);
    expect_ready(e);
    Board b;
    support_position(&b, "h8 i9");
    extengine_request(e, rules_get(RULE_RENJU), &b, 100, 9);
    ExtEvent ev;
    memset(&ev, 0, sizeof ev);
    int64_t t0 = clock_ms(), most = 0;
    while (clock_ms() - t0 < 5000) {
        int64_t t1 = clock_ms();
        bool got = extengine_poll(e, &ev);
        most = clock_ms() - t1 > most ? clock_ms() - t1 : most;
        if (got) {
            break;
        }
        sleep_ms(5);
    }
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, EXT_FAIL_EXITED);
    assert_int_equal(ev.request_id, 9);
    assert_true(most < NO_WAIT_MS);
    assert_true(clock_ms() - t0 < 1900); /* not its 2 s */
    assert_true(extengine_gone(e));
    extengine_destroy(e);
}

static void test_extengine_start_failures(void **state)
{
    (void)state;
    ExtEngine *e = extengine_start("tests/fixtures/no-such-engine", 15, 0, NULL, NULL);
    ExtEvent ev = wait_event(e, 1000);
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, EXT_FAIL_SPAWN);
    assert_int_equal(ev.err_no, ENOENT);
    extengine_destroy(e);
    e = extengine_start("tests/fixtures/records", 15, 0, NULL, NULL); /* a folder */
    ev = wait_event(e, 1000);
    assert_int_equal(ev.failure, EXT_FAIL_SPAWN);
    extengine_destroy(e);
    e = fake("refuse", "7,7", NULL);
    ev = wait_event(e, 5000);
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, EXT_FAIL_START);
    assert_string_equal(ev.text, "ERROR unsupported size");
    extengine_destroy(e);
    e = fake("mute", "7,7", NULL); /* start_ms 3000 */
    ev = wait_event(e, 8000);
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, EXT_FAIL_TIMEOUT);
    assert_string_equal(ev.text, "START"); /* the line not answered (the check names it) */
    extengine_destroy(e);
    /* An engine that answers START only when the next line comes (PentaZen 0.4.17) was
     * refused after 5 s: ABOUT goes with START now, as c-gomoku-cli sends it. */
    e = fake("lazy", "8,6", NULL);
    expect_ready(e);
    assert_string_equal(extengine_name(e), "Fake 0.1");
    ev = ask(e, "h8", 100, 3);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    extengine_destroy(e);
}

/* A cancelled request's answer is dropped; the next request is sent after it. */
static void test_extengine_cancel_drops_answer(void **state)
{
    (void)state;
    ExtEngine *e = fake("good", "9,5", NULL);
    expect_ready(e);
    Board b;
    support_position(&b, "h8 i9");
    extengine_request(e, rules_get(RULE_RENJU), &b, 100, 1);
    extengine_cancel(e);
    support_position(&b, "h8 i9 a1 a2");
    extengine_request(e, rules_get(RULE_RENJU), &b, 100, 2);
    ExtEvent ev = wait_event(e, 5000);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.request_id, 2);
    assert_false(extengine_poll(e, &ev));
    extengine_destroy(e);
}

/* The log the fake engine wrote (its whole input). */
static void read_log(const char *log, char *text, size_t cap)
{
    FILE *f = fopen(log, "r");
    assert_non_null(f);
    size_t n = fread(text, 1, cap - 1, f);
    fclose(f);
    text[n] = '\0';
}

#define INFOS(ms)                                                                                  \
    "INFO rule 4\nINFO timeout_turn " ms "\nINFO timeout_match 1000000000\nINFO time_left "        \
    "1000000000\n"

/* As the protocol's managers do: a position one opponent's stone on from what the engine
 * holds (the position sent and its answer) is a TURN; a new game (or any other position)
 * is RESTART, its OK awaited, then BOARD. A BOARD alone after a finished game left the
 * last game's stones to an engine that adds a BOARD's stones to its board, as the
 * protocol's skeleton does. An engine that answers RESTART with UNKNOWN (allowed) got the
 * BOARD alone, added to the old game's stones: it is started again instead (END, START,
 * ABOUT, then the BOARD), and from then on without asking RESTART. */
static void test_extengine_new_game_restarts_the_engine(void **state)
{
    const char *dir = *state;
    char log[512], text[4096];
    snprintf(log, sizeof log, "%s/log-restart.txt", dir);
    setenv("FAKE_PBRAIN_TURN_MOVE", "0,0", 1);
    ExtEngine *e = fake("good", "10,4", log);
    expect_ready(e);
    ExtEvent ev = ask(e, "h8 i9 j10", 400, 1); /* k11 answered */
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.move, support_point("k11"));
    ev = ask(e, "h8 i9 j10 k11 l12", 400, 2); /* goes on: l12 alone */
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.request_id, 2);
    assert_int_equal(ev.move, support_point("a15"));
    ev = ask(e, "h8", 400, 3); /* a new game */
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.request_id, 3);
    extengine_destroy(e);
    read_log(log, text, sizeof text);
    /* clang-format off */
    assert_string_equal(text, "START 15\nABOUT\n"
                              INFOS("400") "BOARD\n7,7,2\n8,6,1\n9,5,2\nDONE\n"
                              INFOS("400") "TURN 11,3\n"
                              "RESTART\n" INFOS("400") "BOARD\n7,7,2\nDONE\nEND\n");
    /* clang-format on */
    unsetenv("FAKE_PBRAIN_TURN_MOVE");
    /* Without RESTART: the program started again. */
    snprintf(log, sizeof log, "%s/log-norestart.txt", dir);
    e = fake("norestart", "10,4", log);
    expect_ready(e);
    ev = ask(e, "h8 i9 j10", 400, 1);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    ev = ask(e, "h8", 400, 2);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    assert_int_equal(ev.request_id, 2);
    ev = ask(e, "h8 i9 a1", 400, 3);
    assert_int_equal(ev.kind, EXT_EV_MOVE);
    extengine_destroy(e);
    read_log(log, text, sizeof text);
    /* clang-format off */
    assert_string_equal(text, "START 15\nABOUT\n"
                              INFOS("400") "BOARD\n7,7,2\n8,6,1\n9,5,2\nDONE\n"
                              "RESTART\nEND\n" "START 15\nABOUT\n"
                              INFOS("400") "BOARD\n7,7,2\nDONE\n"
                              "END\n" "START 15\nABOUT\n"
                              INFOS("400") "BOARD\n7,7,2\n8,6,1\n0,14,2\nDONE\nEND\n");
    /* clang-format on */
}

/* The New game dialog's check of a path typed, before any start: a program, nothing
 * there, a file that cannot be run, a folder. */
/* Is the process pid gone (or a zombie, ended and only not reaped yet by its new parent)? */
static bool process_gone(long pid)
{
    char path[64], stat[256];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f) {
        return true;
    }
    size_t n = fread(stat, 1, sizeof stat - 1, f);
    fclose(f);
    stat[n] = '\0';
    const char *paren = strrchr(stat, ')');
    return !paren || paren[1] == '\0' || paren[2] == 'Z' || paren[2] == 'X';
}

/* A wrapper script without exec: when the engine is stopped (no answer to START in time,
 * then killed), the wrapper's child, the real engine, is stopped too (its process group). */
static void test_extengine_kills_the_wrappers_child(void **state)
{
    (void)state;
    char pidfile[] = "/tmp/renju-test-wrapXXXXXX";
    int fd = mkstemp(pidfile);
    assert_true(fd >= 0);
    close(fd);
    setenv("FAKE_PBRAIN_PIDFILE", pidfile, 1);
    setenv("FAKE_PBRAIN", "mute", 1); /* START never answered: it sleeps */
    ExtEngine *e = extengine_start("tests/fixtures/wrap-pbrain.sh", 15, 300, NULL, NULL);
    assert_non_null(e);
    ExtEvent ev = wait_event(e, 5000);
    assert_int_equal(ev.kind, EXT_EV_FAILED);
    assert_int_equal(ev.failure, EXT_FAIL_TIMEOUT);
    long pid = 0;
    FILE *f = fopen(pidfile, "r");
    assert_non_null(f);
    assert_int_equal(fscanf(f, "%ld", &pid), 1);
    fclose(f);
    assert_true(pid > 0);
    for (int t = 0; t < 2000 && !process_gone(pid); t += 10) {
        sleep_ms(10);
    }
    bool gone = process_gone(pid);
    if (!gone) {
        kill((pid_t)pid, SIGKILL); /* not left behind by the test either */
    }
    assert_true(gone);
    extengine_destroy(e);
    unlink(pidfile);
    unsetenv("FAKE_PBRAIN_PIDFILE");
}

static void test_extengine_check_file(void **state)
{
    (void)state;
    assert_int_equal(extengine_check_file(FAKE), EXT_FILE_OK);
    assert_int_equal(extengine_check_file("tests/fixtures/no-such-pbrain"), EXT_FILE_MISSING);
    assert_int_equal(extengine_check_file(""), EXT_FILE_MISSING);
    assert_int_equal(extengine_check_file("README.md"), EXT_FILE_NOT_RUN);
    assert_int_equal(extengine_check_file("tests/fixtures"), EXT_FILE_NOT_RUN);
}

/* The engine field's path as kept: absolute (the same program from any folder), "~/"
 * from home, links resolved; a missing one is said, with nothing kept. */
static void test_extengine_resolve_path(void **state)
{
    const char *dir = *state;
    char cwd[1024], want[1200], out[256], link[512];
    assert_non_null(getcwd(cwd, sizeof cwd));
    snprintf(want, sizeof want, "%s/%s", cwd, FAKE);
    assert_int_equal(extengine_resolve(FAKE, NULL, out, sizeof out), EXT_FILE_OK);
    assert_string_equal(out, want);
    snprintf(link, sizeof link, "%s/pbrain-fake", dir);
    assert_int_equal(symlink(want, link), 0);
    assert_int_equal(extengine_resolve("~/pbrain-fake", dir, out, sizeof out), EXT_FILE_OK);
    assert_string_equal(out, want);
    assert_int_equal(extengine_resolve("~/no-such-pbrain", dir, out, sizeof out), EXT_FILE_MISSING);
    assert_string_equal(out, "");
    assert_int_equal(extengine_resolve("~/pbrain-fake", NULL, out, sizeof out), EXT_FILE_MISSING);
    assert_int_equal(extengine_resolve("README.md", NULL, out, sizeof out), EXT_FILE_NOT_RUN);
}

/* A path whose absolute form does not fit where settings.conf keeps it whole is refused,
 * never cut; one that fits is kept whole. */
static void test_extengine_resolve_too_long(void **state)
{
    const char *dir = *state;
    char path[512], out[SETTINGS_ENGINE_PATH_MAX + 1], real[4096];
    assert_non_null(realpath(dir, real));
    size_t n = strlen(real);
    assert_true(n < 200);
    memcpy(path, real, n);
    memcpy(path + n, "/", 2);
    /* Folders until the name fits exactly, then one more letter. */
    size_t room = SETTINGS_ENGINE_PATH_MAX - strlen(path) - strlen("/pbrain");
    char folder[SETTINGS_ENGINE_PATH_MAX];
    memset(folder, 'a', room);
    folder[room] = '\0';
    for (size_t i = 100; i + 1 < room; i += 100) {
        folder[i] = '/';
    }
    strncat(path, folder, sizeof path - strlen(path) - 1);
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' && cp %s '%s/pbrain' && cp %s '%s/pbrainx'", path,
             FAKE, path, FAKE, path);
    assert_int_equal(system(cmd), 0);
    strncat(path, "/pbrain", sizeof path - strlen(path) - 1);
    assert_int_equal(strlen(path), SETTINGS_ENGINE_PATH_MAX);
    assert_int_equal(extengine_resolve(path, NULL, out, sizeof out), EXT_FILE_OK);
    assert_string_equal(out, path);
    Settings s;
    settings_defaults(&s, "C");
    snprintf(s.engine_path, sizeof s.engine_path, "%s", out);
    char text[4096];
    settings_format(&s, text, sizeof text);
    Settings again;
    settings_defaults(&again, "C");
    settings_parse(&again, text, strlen(text));
    assert_string_equal(again.engine_path, path); /* kept whole */
    strncat(path, "x", sizeof path - strlen(path) - 1);
    assert_int_equal(extengine_resolve(path, NULL, out, sizeof out), EXT_FILE_TOO_LONG);
    assert_string_equal(out, "");
}

static void test_extengine_rule_ok(void **state)
{
    (void)state;
    assert_true(extengine_rule_ok(rules_get(RULE_RENJU)));
    assert_true(extengine_rule_ok(rules_get(RULE_GOMOKU_EXACT)));
    assert_false(extengine_rule_ok(rules_get(RULE_ANTI_RENJU)));
    assert_false(extengine_rule_ok(rules_get(RULE_GOMOKUNARABE)));
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_extengine_plays_pbrain_renju),
        cmocka_unit_test_setup_teardown(test_extengine_sends_rule_and_board, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test(test_extengine_answer_is_the_point),
        cmocka_unit_test(test_extengine_refuses_garbage),
        cmocka_unit_test(test_extengine_refuses_off_board),
        cmocka_unit_test(test_extengine_refuses_occupied),
        cmocka_unit_test(test_extengine_refuses_black_foul),
        cmocka_unit_test(test_extengine_refuses_what_the_opening_refuses),
        cmocka_unit_test(test_extengine_chatty_engine_plays),
        cmocka_unit_test(test_extengine_flood),
        cmocka_unit_test(test_extengine_cleans_name_and_message),
        cmocka_unit_test(test_extengine_refuses_error),
        cmocka_unit_test(test_extengine_times_out),
        cmocka_unit_test(test_extengine_engine_exits),
        cmocka_unit_test(test_extengine_start_failures),
        cmocka_unit_test(test_extengine_end_does_not_wait),
        cmocka_unit_test(test_extengine_closed_output_is_not_waited_for),
        cmocka_unit_test(test_extengine_cancel_drops_answer),
        cmocka_unit_test_setup_teardown(test_extengine_new_game_restarts_the_engine,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_extengine_kills_the_wrappers_child),
        cmocka_unit_test(test_extengine_check_file),
        cmocka_unit_test_setup_teardown(test_extengine_resolve_path, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_extengine_resolve_too_long, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test(test_extengine_rule_ok),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
