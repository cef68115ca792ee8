/* Renju - MIT licence, see LICENSE.
 *
 * The AI worker: results carry their request id, stale requests never answer, stop
 * returns the best move so far, cancel drops the search, destroy while searching is
 * clean; the same mailbox judges a study move (problem_judge_move): its verdict echoes its
 * id, it replaces a search, stop makes it undecided, cancel drops it; the window's
 * infinite analysis, the controller on a real worker, follows the shown position, stops
 * when turned off and lets the worker be destroyed mid-search. Waits are bounded polls
 * (generous: they guard against hangs, not speed).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <cmocka.h>

#include "ai_worker.h"
#include "controller.h"
#include "rules.h"
#include "test_files.h"
#include "test_support.h"

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* Polls for a result for up to limit_ms; returns false when none came. */
static bool wait_result(AiWorker *w, AiInfo *out, uint64_t *id, int limit_ms)
{
    for (int t = 0; t < limit_ms; t += 5) {
        if (ai_worker_poll(w, out, id)) {
            return true;
        }
        sleep_ms(5);
    }
    return false;
}

static void count_notify(void *user)
{
    atomic_int *n = user;
    atomic_fetch_add(n, 1);
}

/* Waits up to limit_ms for at least min notices; false when fewer came. The worker
 * publishes a result, then notifies (see ai_worker.h), so a result may be seen a moment
 * before its notice: a test that saw the result waits for the notice, it does not
 * assume it. */
static bool wait_notes(atomic_int *notes, int min, int limit_ms)
{
    for (int t = 0; t < limit_ms; t += 5) {
        if (atomic_load(notes) >= min) {
            return true;
        }
        sleep_ms(5);
    }
    return atomic_load(notes) >= min;
}

static const AiLimits QUICK = {0,     2,     0,  AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE,
                               false, false, {0}};
/* Long searches run with a helper thread, so the stops and cancels below reach it too. */
static const AiLimits LONG = {600000,        0,     0,     AI_LEVEL_MAX, 1, 2, false,
                              AI_SOLVE_NONE, false, false, {0}};

static void test_ai_worker_answers_with_request_id(void **state)
{
    (void)state;
    atomic_int notes;
    atomic_init(&notes, 0);
    AiWorker *w = ai_worker_create(4, count_notify, &notes);
    assert_non_null(w);
    Board b;
    support_position(&b, "b=h8,i8,j8,k8 w=g8,a1,a15,o1");
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &QUICK, 42);
    AiInfo info;
    uint64_t id = 0;
    assert_true(wait_result(w, &info, &id, 30000));
    assert_int_equal(id, 42);
    assert_int_equal(info.best, support_point("l8"));
    assert_true(wait_notes(&notes, 1, 30000));
    assert_false(ai_worker_poll(w, &info, &id));
    assert_false(ai_worker_busy(w));
    ai_worker_destroy(w);
}

/* What the window does: its notify wakes the loop, which then polls. A notice must find
 * the result it announces already there (a notice before the result would wake the loop
 * for nothing and leave the result unseen until some other event). The callback polls as
 * the window's loop does, without the worker's lock held (else it would deadlock). */
typedef struct NoticePoll {
    AiWorker *worker;
    atomic_int notes;
    atomic_uint_least64_t found_id; /* the id of the result a notice found, 0 none */
    Pos found_best;                 /* written before found_id is stored */
} NoticePoll;

static void poll_on_notice(void *user)
{
    NoticePoll *np = user;
    AiInfo info;
    uint64_t id = 0;
    if (ai_worker_poll(np->worker, &info, &id)) {
        np->found_best = info.best;
        atomic_store(&np->found_id, id);
    }
    atomic_fetch_add(&np->notes, 1);
}

static void test_ai_worker_notice_finds_its_result(void **state)
{
    (void)state;
    NoticePoll np = {.worker = NULL, .found_best = POS_NONE};
    atomic_init(&np.notes, 0);
    atomic_init(&np.found_id, 0);
    np.worker = ai_worker_create(4, poll_on_notice, &np);
    assert_non_null(np.worker);
    Board b;
    support_position(&b, "b=h8,i8,j8,k8 w=g8,a1,a15,o1");
    for (uint64_t id = 21; id <= 23; id++) {
        ai_worker_start(np.worker, rules_get(RULE_RENJU), &b, &QUICK, id);
        for (int t = 0; t < 30000 && atomic_load(&np.found_id) != id; t += 5) {
            sleep_ms(5);
        }
        assert_int_equal(atomic_load(&np.found_id), id);
        assert_int_equal(np.found_best, support_point("l8"));
    }
    assert_false(ai_worker_busy(np.worker));
    ai_worker_destroy(np.worker);
}

static void test_ai_worker_drops_stale_request(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(4, NULL, NULL);
    Board b;
    support_position(&b, "h8 i9 h9 h10 j8");
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &LONG, 1);
    sleep_ms(20);
    Board b2;
    support_position(&b2, "b=h8,i8,j8,k8 w=g8,a1,a15,o1");
    ai_worker_start(w, rules_get(RULE_RENJU), &b2, &QUICK, 2);
    AiInfo info;
    uint64_t id = 0;
    assert_true(wait_result(w, &info, &id, 30000));
    assert_int_equal(id, 2);
    assert_int_equal(info.best, support_point("l8"));
    /* Nothing ever arrives for request 1. */
    sleep_ms(50);
    assert_false(ai_worker_poll(w, &info, &id));
    ai_worker_destroy(w);
}

static void test_ai_worker_stop_returns_best_so_far(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(4, NULL, NULL);
    Board b;
    support_position(&b, "h8 i9 h9 h10 j8 g8 i8");
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &LONG, 7);
    assert_true(ai_worker_busy(w));
    sleep_ms(100);
    AiInfo progress;
    uint64_t pid = 0;
    if (ai_worker_progress(w, &progress, &pid)) {
        assert_int_equal(pid, 7);
    }
    ai_worker_stop(w);
    AiInfo info;
    uint64_t id = 0;
    /* Ten seconds is a hang guard: unstopped, this search would run ten minutes. */
    assert_true(wait_result(w, &info, &id, 10000));
    assert_int_equal(id, 7);
    assert_true(
        verdict_is_legal(rules_check_move(rules_get(RULE_RENJU), &b, info.best, b.to_move)));
    ai_worker_destroy(w);
}

static void test_ai_worker_stop_before_start_still_answers(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(4, NULL, NULL);
    Board b;
    support_position(&b, "h8 i9 h9");
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &LONG, 3);
    ai_worker_stop(w);
    AiInfo info;
    uint64_t id = 0;
    assert_true(wait_result(w, &info, &id, 10000));
    assert_int_equal(id, 3);
    assert_true(board_on(&b, info.best));
    ai_worker_destroy(w);
}

static void test_ai_worker_cancel_delivers_nothing(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(4, NULL, NULL);
    Board b;
    support_position(&b, "h8 i9 h9 h10 j8");
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &LONG, 5);
    sleep_ms(20);
    ai_worker_cancel(w);
    for (int t = 0; t < 10000 && ai_worker_busy(w); t += 5) {
        sleep_ms(5);
    }
    assert_false(ai_worker_busy(w));
    AiInfo info;
    uint64_t id = 0;
    assert_false(ai_worker_poll(w, &info, &id));
    assert_false(ai_worker_progress(w, &info, &id));
    ai_worker_destroy(w);
}

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Destroys w, which was searching for ten minutes (LONG): destroy stops the search and
 * joins the thread, so it returns long before the search's own end (the bound guards
 * against that hang, not speed), and once it has returned the notify callback is never
 * called again (no thread is left to call it; under TSan and ASan, nothing touches the
 * freed worker either). */
static void destroy_mid_search(AiWorker *w, atomic_int *notes)
{
    double start = seconds_now();
    ai_worker_destroy(w);
    assert_true(seconds_now() - start < 60.0);
    int after = atomic_load(notes);
    sleep_ms(200);
    assert_int_equal(atomic_load(notes), after);
}

static void test_ai_worker_destroy_while_searching(void **state)
{
    (void)state;
    atomic_int notes;
    atomic_init(&notes, 0);
    AiWorker *w = ai_worker_create(4, count_notify, &notes);
    Board b;
    support_position(&b, "h8 i9 h9 h10 j8");
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &LONG, 9);
    /* Destroy once the thread has taken the request and is searching (its root threat
     * search first, whose budget grows with the time: no progress report for a while). */
    sleep_ms(20);
    assert_true(ai_worker_busy(w));
    destroy_mid_search(w, &notes);
    /* Destroy straight after start, before the thread may even have picked the request
     * up: the same holds. */
    atomic_store(&notes, 0);
    w = ai_worker_create(4, count_notify, &notes);
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &LONG, 10);
    assert_true(ai_worker_busy(w));
    destroy_mid_search(w, &notes);
}

static void test_ai_worker_serves_many_requests(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(4, NULL, NULL);
    Board b;
    support_position(&b, "h8");
    for (uint64_t id = 100; id < 110; id++) {
        ai_worker_start(w, rules_get(RULE_RENJU), &b, &QUICK, id);
        AiInfo info;
        uint64_t got = 0;
        assert_true(wait_result(w, &info, &got, 30000));
        assert_int_equal(got, id);
        assert_true(board_play(&b, info.best));
    }
    ai_worker_destroy(w);
}

static void test_ai_worker_nbest_reports_distinct_moves(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(4, NULL, NULL);
    Board b;
    support_position(&b, "h8 h9 f10");
    ai_worker_set_nbest(w, 3);
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &QUICK, 11);
    AiInfo info;
    uint64_t id = 0;
    assert_true(wait_result(w, &info, &id, 30000));
    assert_int_equal(info.nbest, 3);
    assert_int_equal(info.best_moves[0], info.best);
    assert_true(info.best_moves[0] != info.best_moves[1]);
    assert_true(info.best_moves[1] != info.best_moves[2]);
    assert_true(info.best_scores[0] >= info.best_scores[1]);
    assert_true(info.best_scores[1] >= info.best_scores[2]);
    ai_worker_set_nbest(w, 1);
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &QUICK, 12);
    assert_true(wait_result(w, &info, &id, 30000));
    assert_int_equal(info.nbest, 0);
    ai_worker_destroy(w);
}

/* ---- Judgements ------------------------------------------------------------------------ */

/* Seed problem 1 of assets/problems/01-techniques.txt, Black to move (vct): a1 lets White
 * escape with h6; k11 takes the prover a long while to judge. */
#define SEED1 "b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13"
#define JUDGE_NODES 3000000
/* As good as unlimited: the prover gives up only when stopped. */
#define JUDGE_UNLIMITED 1000000000000LL

static bool wait_verdict(AiWorker *w, ProblemMoveVerdict *out, uint64_t *id, int limit_ms)
{
    for (int t = 0; t < limit_ms; t += 5) {
        if (ai_worker_poll_verdict(w, out, id)) {
            return true;
        }
        sleep_ms(5);
    }
    return false;
}

static void wait_idle(AiWorker *w)
{
    for (int t = 0; t < 60000 && ai_worker_busy(w); t += 5) {
        sleep_ms(5);
    }
    assert_false(ai_worker_busy(w));
}

static void test_ai_worker_judges_with_request_id(void **state)
{
    (void)state;
    atomic_int notes;
    atomic_init(&notes, 0);
    AiWorker *w = ai_worker_create(1, count_notify, &notes);
    assert_non_null(w);
    Board b;
    support_position(&b, SEED1);
    /* It replaces a search under way, whose result never comes. */
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &LONG, 30);
    sleep_ms(20);
    ai_worker_judge(w, &b, GOAL_VCT, support_point("a1"), JUDGE_NODES, 31);
    ProblemMoveVerdict v;
    uint64_t id = 0;
    assert_true(wait_verdict(w, &v, &id, 60000));
    assert_int_equal(id, 31);
    assert_int_equal(v.kind, PROBLEM_MOVE_ESCAPES);
    assert_int_equal(v.line[0], support_point("h6"));
    assert_true(wait_notes(&notes, 1, 30000));
    AiInfo info;
    assert_false(ai_worker_poll(w, &info, &id));
    assert_false(ai_worker_poll_verdict(w, &v, &id));
    /* And a search after it answers as usual. */
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &QUICK, 32);
    assert_true(wait_result(w, &info, &id, 30000));
    assert_int_equal(id, 32);
    ai_worker_destroy(w);
}

static void test_ai_worker_judge_stopped_is_undecided(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(1, NULL, NULL);
    Board b;
    support_position(&b, SEED1);
    /* Unstopped, the prover would judge k11 a win (after a long while). */
    ai_worker_judge(w, &b, GOAL_VCT, support_point("k11"), JUDGE_UNLIMITED, 40);
    sleep_ms(20);
    ai_worker_stop(w);
    ProblemMoveVerdict v;
    uint64_t id = 0;
    assert_true(wait_verdict(w, &v, &id, 60000));
    assert_int_equal(id, 40);
    assert_int_equal(v.kind, PROBLEM_MOVE_UNDECIDED);
    ai_worker_destroy(w);
}

static void test_ai_worker_judge_cancel_delivers_nothing(void **state)
{
    (void)state;
    atomic_int notes;
    atomic_init(&notes, 0);
    AiWorker *w = ai_worker_create(1, count_notify, &notes);
    Board b;
    support_position(&b, SEED1);
    ai_worker_judge(w, &b, GOAL_VCT, support_point("k11"), JUDGE_UNLIMITED, 50);
    sleep_ms(20);
    ai_worker_cancel(w);
    wait_idle(w); /* the stop flag lets the prover go */
    ProblemMoveVerdict v;
    uint64_t id = 0;
    assert_false(ai_worker_poll_verdict(w, &v, &id));
    assert_int_equal(atomic_load(&notes), 0);
    /* Destroyed mid-judgement: stopped and joined, and no notice after. */
    ai_worker_judge(w, &b, GOAL_VCT, support_point("k11"), JUDGE_UNLIMITED, 51);
    sleep_ms(20);
    destroy_mid_search(w, &notes);
}

/* The window's hooks (ui/ai_link.c) on a worker. */
static void hook_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    ai_worker_start(user, rs, b, limits, request_id);
}

static void hook_cancel(void *user) { ai_worker_cancel(user); }

static void hook_stop(void *user) { ai_worker_stop(user); }

static void hook_set_nbest(void *user, int n) { ai_worker_set_nbest(user, n); }

static bool analysis_deep(const Controller *c)
{
    const AiInfo *in = controller_shown_analysis(c);
    return in && in->depth >= 2;
}

static bool analysis_idle(const Controller *c) { return c->ai_purpose == AI_IDLE; }

/* Hands the worker's reports and results to the controller, as the window's frames do
 * (its time advancing with the waits), until done(c) or limit_ms. */
static bool pump(AiWorker *w, Controller *c, int64_t *now, bool (*done)(const Controller *),
                 int limit_ms)
{
    for (int t = 0; t < limit_ms; t += 5) {
        AiInfo info;
        uint64_t id = 0;
        if (ai_worker_progress(w, &info, &id)) {
            controller_ai_progress(c, id, &info);
        }
        while (ai_worker_poll(w, &info, &id)) {
            controller_ai_result(c, id, &info);
        }
        *now += 5;
        controller_tick(c, *now);
        if (done(c)) {
            return true;
        }
        sleep_ms(5);
    }
    return false;
}

static void test_ai_worker_runs_the_infinite_analysis(void **state)
{
    (void)state;
    AiWorker *w = ai_worker_create(4, NULL, NULL);
    assert_non_null(w);
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt = {RULE_RENJU, OPENING_FREE, {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN},
                             5,          {0},          false};
    ControllerAiHooks hooks = {hook_start, hook_cancel, w, hook_stop, hook_set_nbest, NULL};
    controller_init(c, &opt, &hooks);
    int64_t now = 1000;
    controller_tick(c, now);
    support_click_all(c, "h8 i9 j10");
    controller_analyse_live(c, true);
    assert_true(pump(w, c, &now, analysis_deep, 60000));
    assert_int_equal(c->analysis_hash, c->game.board.hash); /* the live position's */
    /* Back to move 1: the analysis follows, deepening there. */
    controller_view(c, 1);
    assert_false(analysis_deep(c)); /* move 3's is not shown for move 1 */
    assert_true(pump(w, c, &now, analysis_deep, 60000));
    assert_int_equal(c->analysis_hash, c->board.hash);
    assert_int_equal(board_at(&c->board, controller_shown_analysis(c)->best), STONE_EMPTY);
    assert_int_equal(c->ai_purpose, AI_FOR_ANALYSIS); /* no time limit ends it */
    /* Off: the search stops and answers its best so far. */
    controller_analyse_live(c, false);
    assert_true(pump(w, c, &now, analysis_idle, 60000));
    assert_true(c->analysis_done);
    assert_non_null(controller_shown_analysis(c));
    /* On again, and the worker destroyed mid-search (the window quitting): no hang. */
    controller_analyse_live(c, true);
    assert_true(ai_worker_busy(w));
    double start = seconds_now();
    ai_worker_destroy(w);
    assert_true(seconds_now() - start < 60.0);
    free(c);
}

/* pbrain-renju's preparation between moves: the table resized and the threads' memory
 * made ready as a job that delivers nothing, which the next search replaces. */
static void test_ai_worker_warm_delivers_nothing_and_yields_to_a_search(void **state)
{
    (void)state;
    atomic_int notes;
    atomic_init(&notes, 0);
    AiWorker *w = ai_worker_create(1, count_notify, &notes);
    assert_non_null(w);
    ai_worker_set_memory(w, 8);
    ai_worker_warm(w, 2);
    AiInfo info;
    uint64_t id = 0;
    for (int t = 0; t < 30000 && ai_worker_busy(w); t += 5) {
        sleep_ms(5);
    }
    assert_false(ai_worker_busy(w));
    assert_false(ai_worker_poll(w, &info, &id));
    assert_int_equal(atomic_load(&notes), 0);
    /* Warming again, then a search at once: the search answers, and only it. */
    ai_worker_set_memory(w, 16);
    ai_worker_warm(w, 2);
    Board b;
    support_position(&b, "b=h8,i8,j8,k8 w=g8,a1,a15,o1");
    ai_worker_start(w, rules_get(RULE_RENJU), &b, &QUICK, 7);
    assert_true(wait_result(w, &info, &id, 30000));
    assert_int_equal(id, 7);
    assert_int_equal(info.best, support_point("l8"));
    assert_true(wait_notes(&notes, 1, 30000));
    assert_false(ai_worker_poll(w, &info, &id));
    ai_worker_destroy(w);
}

/* The memory an engine holds, as pbrain-renju's max_memory counts it: the table a power of
 * two of at most the megabytes asked (1 at least), a helper thread more than its stack. */
static void test_ai_memory_counts(void **state)
{
    (void)state;
    assert_int_equal(ai_table_bytes(0), 1024 * 1024);
    assert_int_equal(ai_table_bytes(1), 1024 * 1024);
    assert_int_equal(ai_table_bytes(5), 4 * 1024 * 1024);
    assert_int_equal(ai_table_bytes(64), 64 * 1024 * 1024);
    assert_true(ai_thread_bytes() > 256 * 1024);
    assert_true(ai_engine_bytes() > 1024 * 1024); /* the evaluation's tables */
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    assert_true(ai_resize(e, 2));
    assert_true(ai_resize(e, 2));
    ai_warm(e, 3);
    Board b;
    support_position(&b, "b=h8,i8,j8,k8 w=g8,a1,a15,o1");
    AiInfo info;
    ai_search(e, rules_get(RULE_RENJU), &b, &QUICK, NULL, NULL, NULL, &info);
    assert_int_equal(info.best, support_point("l8"));
    ai_destroy(e);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ai_worker_answers_with_request_id),
        cmocka_unit_test(test_ai_worker_notice_finds_its_result),
        cmocka_unit_test(test_ai_worker_drops_stale_request),
        cmocka_unit_test(test_ai_worker_stop_returns_best_so_far),
        cmocka_unit_test(test_ai_worker_stop_before_start_still_answers),
        cmocka_unit_test(test_ai_worker_cancel_delivers_nothing),
        cmocka_unit_test(test_ai_worker_destroy_while_searching),
        cmocka_unit_test(test_ai_worker_serves_many_requests),
        cmocka_unit_test(test_ai_worker_nbest_reports_distinct_moves),
        cmocka_unit_test(test_ai_worker_judges_with_request_id),
        cmocka_unit_test(test_ai_worker_judge_stopped_is_undecided),
        cmocka_unit_test(test_ai_worker_judge_cancel_delivers_nothing),
        cmocka_unit_test(test_ai_worker_runs_the_infinite_analysis),
        cmocka_unit_test(test_ai_worker_warm_delivers_nothing_and_yields_to_a_search),
        cmocka_unit_test(test_ai_memory_counts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
