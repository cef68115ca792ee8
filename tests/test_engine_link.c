/* Renju - MIT licence, see LICENSE.
 *
 * The glue between the controller and an outside engine (engine_link.h), with our real
 * AI worker and tests/fixtures/fake-pbrain.sh as the engine, Black a person and White the
 * computer: the engine's move is played; a refused point is named in the notice and our
 * AI plays this move and the next; an engine that ends falls back to our AI the same way;
 * and an engine that ignores END is never waited for (engine_link_retire returns in under
 * 50 ms, a poll in under half the END time: the absence of a wait, not a speed). Waits
 * for answers are bounded polls (generous: they guard against hangs, not speed).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "engine_link.h"
#include "test_files.h"
#include "test_support.h"

#define FAKE "tests/fixtures/fake-pbrain.sh"

typedef struct Fixture {
    AiWorker *worker;
    EngineLink link;
    Controller c;
    Notice notice;
} Fixture;

static int64_t clock_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* The link with the fake engine in mode answering move (NULL mode: no engine). */
static Fixture *start_level(const char *mode, const char *move, int level)
{
    Fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->worker = ai_worker_create(1, NULL, NULL);
    assert_non_null(f->worker);
    engine_link_init(&f->link, f->worker, 1, NULL, NULL);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_AI},
                             level,      {0},          false};
    ControllerAiHooks hooks;
    engine_link_hooks(&f->link, &hooks);
    controller_init(&f->c, &opt, &hooks);
    status_notice_clear(&f->notice);
    setenv("FAKE_PBRAIN", mode ? mode : "good", 1);
    setenv("FAKE_PBRAIN_MOVE", move, 1);
    unsetenv("FAKE_PBRAIN_LOG");
    engine_link_set_engine(&f->link, mode ? FAKE : "", &f->c);
    return f;
}

static Fixture *start(const char *mode, const char *move) { return start_level(mode, move, 1); }

static void finish(Fixture *f)
{
    engine_link_destroy(&f->link);
    ai_worker_destroy(f->worker);
    free(f);
}

/* Polls as the window does until the game has n actions (5 s at most). */
static void poll_until_moves(Fixture *f, int n)
{
    for (int64_t t0 = clock_ms(); f->c.game.nactions < n && clock_ms() - t0 < 5000;) {
        engine_link_poll(&f->link, &f->c, &f->notice);
        sleep_ms(5);
    }
    assert_int_equal(f->c.game.nactions, n);
}

static const char *said(const Fixture *f, char *buf, size_t cap)
{
    status_notice_text(&f->notice, LANG_EN, buf, cap);
    return buf;
}

/* The link with the fake engine as start_level makes it, started again to write what it
 * is sent to log (a temporary file's name made in log, a "XXXXXX" template). */
static Fixture *start_logged(const char *mode, const char *move, int level, char *log)
{
    int fd = mkstemp(log);
    assert_true(fd >= 0);
    close(fd);
    Fixture *f = start_level(mode, move, level);
    setenv("FAKE_PBRAIN_LOG", log, 1); /* read at the engine's start: started again */
    engine_link_set_engine(&f->link, FAKE, &f->c);
    return f;
}

/* What the engine was sent, from its log (removed). */
static void read_log(char *log, char *buf, size_t cap)
{
    FILE *in = fopen(log, "r");
    assert_non_null(in);
    size_t n = fread(buf, 1, cap - 1, in);
    buf[n] = '\0';
    fclose(in);
    unlink(log);
}

static void test_engine_link_plays_the_engines_move(void **state)
{
    (void)state;
    Fixture *f = start("good", "8,6"); /* x 8, y 6 from the top: i9 */
    support_click_all(&f->c, "h8");
    poll_until_moves(f, 2);
    assert_int_equal(board_at(&f->c.game.board, support_point("i9")), STONE_WHITE);
    assert_string_equal(f->c.engine_name, "Fake 0.1");
    assert_false(status_notice_on(&f->notice));
    assert_false(f->link.off);
    finish(f);
}

/* The engine answers h8, taken: refused, the point named, and our AI plays now and on. */
static void test_engine_link_refused_point_named_and_our_ai_plays_on(void **state)
{
    (void)state;
    Fixture *f = start("good", "7,7");
    support_click_all(&f->c, "h8");
    poll_until_moves(f, 2);
    char buf[400];
    assert_string_equal(said(f, buf, sizeof buf),
                        "The engine Fake 0.1 played on h8, which is taken, refused. The built-in "
                        "AI plays the computer's moves.");
    assert_int_equal(board_at(&f->c.game.board, support_point("h8")), STONE_BLACK);
    assert_true(f->link.off);
    assert_null(f->link.ext);
    assert_string_equal(f->c.engine_name, "");
    /* The next move is our AI's too. */
    Pos black = support_point("a1");
    assert_true(controller_click(&f->c, black));
    poll_until_moves(f, 4);
    assert_null(f->link.ext);
    finish(f);
}

/* The engine ends while it has the move: said, and our AI answers that request. */
static void test_engine_link_dying_engine_falls_back(void **state)
{
    (void)state;
    Fixture *f = start("exit", "7,7");
    support_click_all(&f->c, "h8");
    poll_until_moves(f, 2);
    char buf[400];
    assert_string_equal(said(f, buf, sizeof buf),
                        "The engine Fake 0.1 stopped running. The built-in AI plays the "
                        "computer's moves.");
    assert_true(f->link.off);
    assert_int_equal(game_to_move(&f->c.game), STONE_BLACK);
    finish(f);
}

/* An engine that ignores END (sleeps 2 s): changing the engine does not wait for it; a
 * later poll kills it EXTENGINE_END_MS after END. */
static void test_engine_link_retires_a_deaf_engine_without_waiting(void **state)
{
    (void)state;
    Fixture *f = start("deaf", "8,6");
    support_click_all(&f->c, "h8");
    poll_until_moves(f, 2); /* it plays, so it has started */
    int64_t t0 = clock_ms();
    engine_link_set_engine(&f->link, "", &f->c);
    assert_true(clock_ms() - t0 < EXTENGINE_END_MS / 2); /* no wait for END */
    assert_int_equal(f->link.nretiring, 1);
    int64_t longest = 0;
    while (f->link.nretiring > 0 && clock_ms() - t0 < 5000) {
        int64_t t1 = clock_ms();
        engine_link_poll(&f->link, &f->c, &f->notice);
        longest = clock_ms() - t1 > longest ? clock_ms() - t1 : longest;
        sleep_ms(5);
    }
    assert_true(longest < EXTENGINE_END_MS / 2); /* no poll waited out the END time */
    assert_int_equal(f->link.nretiring, 0);
    assert_true(clock_ms() - t0 < 1900); /* killed, not its 2 s */
    finish(f);
}

/* Polls as the window does for ms. */
static void poll_for(Fixture *f, int ms)
{
    for (int64_t t0 = clock_ms(); clock_ms() - t0 < ms;) {
        engine_link_poll(&f->link, &f->c, &f->notice);
        sleep_ms(5);
    }
}

/* An undo while the engine thinks, at level 5 (its time and the grace: 4 s): the answer
 * no longer wanted did not come in its time, and the engine was killed without a word
 * that the next click cleared (the player saw the built-in AI answer at once). The engine
 * is kept through its time; the replayed move goes as RESTART and BOARD, and an engine
 * that never answers is then dropped with its name and why, our AI playing that move. */
static void test_engine_link_undo_during_the_think_keeps_the_engine(void **state)
{
    (void)state;
    char log[] = "/tmp/renju-test-linklogXXXXXX";
    Fixture *f = start_logged("silent", "8,6", 5, log);
    support_click_all(&f->c, "h8");
    poll_for(f, 300);
    assert_true(controller_undo(&f->c));
    poll_for(f, 2000 + EXTENGINE_GRACE_MS + 500); /* past the stale answer's time */
    assert_non_null(f->link.ext);
    assert_false(f->link.off);
    assert_string_equal(f->c.engine_name, "Fake 0.1");
    assert_false(status_notice_on(&f->notice));
    support_click_all(&f->c, "h8");
    poll_for(f, 300);
    assert_int_equal(f->c.game.nactions, 1); /* the engine thinks; our AI has not played */
    assert_string_equal(f->c.engine_name, "Fake 0.1");
    for (int64_t t0 = clock_ms(); f->c.game.nactions < 2 && clock_ms() - t0 < 15000;) {
        engine_link_poll(&f->link, &f->c, &f->notice);
        sleep_ms(5);
    }
    assert_int_equal(f->c.game.nactions, 2);
    char buf[400];
    assert_string_equal(said(f, buf, sizeof buf),
                        "The engine Fake 0.1 did not answer in time. The built-in AI plays the "
                        "computer's moves.");
    assert_string_equal(f->c.engine_name, "");
    char sent[4096];
    read_log(log, sent, sizeof sent);
    assert_non_null(strstr(sent, "DONE\nRESTART\nINFO rule 4\n"));
    finish(f);
}

/* The Engine settings' threads and memory: the outside engine is told them with the
 * position (INFO thread_num, INFO max_memory in bytes); changed while our AI searches
 * (the engine gone), they reach its next search, never the one under way (TSan). */
static void test_engine_link_tells_the_engine_threads_and_memory(void **state)
{
    (void)state;
    char log[] = "/tmp/renju-link-info-XXXXXX";
    Fixture *f = start_logged("good", "8,6", 1, log);
    engine_link_set_resources(&f->link, 3, 256);
    support_click_all(&f->c, "h8");
    poll_until_moves(f, 2);
    char sent[4096];
    read_log(log, sent, sizeof sent);
    assert_non_null(strstr(sent, "INFO time_left 1000000000\nINFO thread_num 3\n"
                                 "INFO max_memory 268435456\nBOARD\n"));
    /* Our AI from now on: the settings changed while it thinks. */
    engine_link_set_engine(&f->link, "", &f->c);
    assert_true(controller_click(&f->c, support_point("a1")));
    engine_link_set_resources(&f->link, 2, 32);
    engine_link_set_resources(&f->link, 1, 0);
    poll_until_moves(f, 4);
    assert_true(controller_click(&f->c, support_point("a2")));
    poll_until_moves(f, 6);
    finish(f);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_engine_link_plays_the_engines_move),
        cmocka_unit_test(test_engine_link_refused_point_named_and_our_ai_plays_on),
        cmocka_unit_test(test_engine_link_dying_engine_falls_back),
        cmocka_unit_test(test_engine_link_retires_a_deaf_engine_without_waiting),
        cmocka_unit_test(test_engine_link_undo_during_the_think_keeps_the_engine),
        cmocka_unit_test(test_engine_link_tells_the_engine_threads_and_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
