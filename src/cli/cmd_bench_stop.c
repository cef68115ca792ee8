/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli bench-stop [--threads N]: how soon the AI worker lets go. The window stops
 * or drops the search under way whenever the person acts (undo, a new game, quitting),
 * and pbrain-renju on YXSTOP and END; none of them may wait for the search. For a few
 * middle-game positions, a ten-minute search (full level, no book) is
 *   - stopped 5, 50, 250 and 1000 ms after its start: the time from ai_worker_stop()
 *     to its result (the best move so far);
 *   - destroyed at the same moments: the time ai_worker_destroy() takes (stop, join);
 * and the time to its first progress report (or its answer, when it has one at once) is
 * measured: the window shows the search's depth and best move from it. Study mode's
 * judgements of a learner's move run on the same worker and are cancelled when the learner
 * leaves or moves on: for the slowest moves of the collection met so far, a judgement
 * without a node limit is stopped at the same moments, and the time from
 * ai_worker_stop() to its (undecided) verdict measured. Medians and maxima in
 * milliseconds. Speed is measured here, never in tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "ai_worker.h"
#include "cli.h"
#include "position.h"

/* Positions of the kind the window meets: the opening the issue timed, and later ones. */
static const char *const STOP_POSITIONS[] = {
    "h8 i9 h9 h10 j8",
    "h8 h9 i9 g7 j10 k11 j9 j8 i8",
    "h8 i9 h9 h10 j8 g8 i8 k8 i7 i6",
    "h8 h9 f10 g9 f9 f8 h10 g8 g10 i10",
    "h8 i7 g9 f10 i9 g8 j10 k11 j8 h10",
    "h8 h9 g10 f8 g9 f10 f9 g11 e9 d9 e8 d7 e10 e11",
};
#define NPOS (sizeof STOP_POSITIONS / sizeof STOP_POSITIONS[0])
/* Problems of assets/problems/01-techniques.txt (Black to move, vct) and a move off the
 * line the prover takes seconds over at the window's node budget. */
static const struct {
    const char *position;
    const char *move;
} JUDGE_MOVES[] = {
    {"b=j4,i5,h7,h8,i11,j12 w=l3,h4,f8,g8,m9,c13", "k11"},
    {"b=d2,d3,m4,a4,e4,l5,c5,e6,c7,e7,f7,k7,k8,g9,l11,m12,e14 "
     "w=b3,e3,o3,d4,k4,b5,d5,c6,d6,g7,i8,j8,e10,e11,e13,a15,o15",
     "l9"},
};
#define NJUDGE (sizeof JUDGE_MOVES / sizeof JUDGE_MOVES[0])
/* As good as no node limit: only the stop ends the judgement early. */
#define JUDGE_UNLIMITED 1000000000000LL
static const int DELAYS_MS[] = {5, 50, 250, 1000};
#define NDELAYS (sizeof DELAYS_MS / sizeof DELAYS_MS[0])
/* The window's table size. */
#define STOP_TT_MB 64
/* A first progress report later than this counts as this (a guard, not a limit). */
#define FIRST_REPORT_CAP_MS 120000

/* The monotonic clock (ai_now_ns) in milliseconds, with its fraction. */
static double now_ms(void) { return (double)ai_now_ns() / 1e6; }

static void sleep_us(long us)
{
    struct timespec ts = {us / 1000000, (us % 1000000) * 1000};
    nanosleep(&ts, NULL);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a;
    double y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(const char *what, double *samples, int n)
{
    qsort(samples, (size_t)n, sizeof samples[0], cmp_double);
    printf("  %-24s median %8.1f ms   max %8.1f ms   (%d samples)\n", what, samples[n / 2],
           samples[n - 1], n);
}

/* The long search every measurement starts. */
static void start_long(AiWorker *w, const Board *b, int threads)
{
    AiLimits lim = {600000,        0,     0,     AI_LEVEL_MAX, 1, threads, false,
                    AI_SOLVE_NONE, false, false, {0}};
    ai_worker_start(w, rules_get(RULE_RENJU), b, &lim, 1);
}

/* What a stopped job leaves in out: a search's result or a judgement's verdict. */
static bool poll_result(AiWorker *w, void *out)
{
    uint64_t id;
    return ai_worker_poll(w, out, &id);
}

static bool poll_verdict(AiWorker *w, void *out)
{
    uint64_t id;
    return ai_worker_poll_verdict(w, out, &id);
}

/* Milliseconds from ai_worker_stop(), delay_ms into the job under way on w, until poll
 * gives its outcome into out. */
static double stop_after(AiWorker *w, int delay_ms, bool (*poll)(AiWorker *, void *), void *out)
{
    sleep_us(delay_ms * 1000L);
    double t0 = now_ms();
    ai_worker_stop(w);
    while (!poll(w, out)) {
        sleep_us(100);
    }
    return now_ms() - t0;
}

/* Milliseconds from ai_worker_stop() to the result, delay_ms into a search of b. */
static double stop_latency(AiWorker *w, const Board *b, int threads, int delay_ms)
{
    start_long(w, b, threads);
    AiInfo info;
    return stop_after(w, delay_ms, poll_result, &info);
}

/* Milliseconds ai_worker_destroy() takes, delay_ms into a search of b; -1 when the worker
 * cannot be made. */
static double destroy_latency(const Board *b, int threads, int delay_ms)
{
    AiWorker *w = ai_worker_create(STOP_TT_MB, NULL, NULL);
    if (!w) {
        return -1;
    }
    start_long(w, b, threads);
    sleep_us(delay_ms * 1000L);
    double t0 = now_ms();
    ai_worker_destroy(w);
    return now_ms() - t0;
}

/* Milliseconds from the start of a search of b to its first progress report, or to its
 * result when it answers without one (a forced move, a win found at the root). */
static double first_report(AiWorker *w, const Board *b, int threads)
{
    double t0 = now_ms();
    start_long(w, b, threads);
    AiInfo info;
    uint64_t id;
    while (!ai_worker_progress(w, &info, &id) && !ai_worker_poll(w, &info, &id) &&
           now_ms() - t0 < FIRST_REPORT_CAP_MS) {
        sleep_us(100);
    }
    double t = now_ms() - t0;
    ai_worker_cancel(w);
    return t;
}

/* Milliseconds from ai_worker_stop() to the verdict, delay_ms into judging m in b on a new
 * worker (the prover's tables cold, as at the window's first judgement); -1 when the
 * worker cannot be made. *stopped: the verdict is the stop's (undecided). */
static double judge_stop_latency(const Board *b, Pos m, int delay_ms, bool *stopped)
{
    AiWorker *w = ai_worker_create(1, NULL, NULL);
    if (!w) {
        return -1;
    }
    ai_worker_judge(w, b, GOAL_VCT, m, JUDGE_UNLIMITED, 2);
    ProblemMoveVerdict v;
    double t = stop_after(w, delay_ms, poll_verdict, &v);
    ai_worker_destroy(w);
    *stopped = v.kind == PROBLEM_MOVE_UNDECIDED;
    return t;
}

/* The judgements' stop latency over JUDGE_MOVES; false on a bad position. */
static bool bench_judgements(void)
{
    double stops[NJUDGE * NDELAYS];
    int n = 0;
    int stopped = 0;
    for (size_t i = 0; i < NJUDGE; i++) {
        Board b;
        char err[200];
        const char *text = JUDGE_MOVES[i].position;
        const char *move = JUDGE_MOVES[i].move;
        Pos m;
        if (!position_parse(text, strlen(text), BOARD_STANDARD, &b, err, sizeof err) ||
            !board_parse_point(move, strlen(move), BOARD_STANDARD, &m)) {
            cli_error("judge position %zu: %s", i + 1, err);
            return false;
        }
        for (size_t d = 0; d < NDELAYS; d++) {
            bool undecided = false;
            stops[n] = judge_stop_latency(&b, m, DELAYS_MS[d], &undecided);
            if (stops[n++] < 0) {
                cli_error("out of memory");
                return false;
            }
            stopped += undecided;
        }
    }
    report("judgement stop", stops, n);
    printf("  (%d of %d judgements still under way when stopped)\n", stopped, n);
    return true;
}

int cli_bench_stop(int argc, char **argv)
{
    int threads = 2;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--threads") != 0) {
            return cli_unknown_option(argv[i]);
        }
        const char *value = cli_option_value(argc, argv, &i);
        if (!value) {
            return CLI_USAGE;
        }
        if (!cli_int("--threads", value, 1, AI_MAX_THREADS, &threads)) {
            return CLI_BAD_INPUT;
        }
    }
    AiWorker *w = ai_worker_create(STOP_TT_MB, NULL, NULL);
    if (!w) {
        cli_error("out of memory");
        return CLI_BAD_INPUT;
    }
    printf("stop latency: 600 s searches of %zu positions, %d thread%s, stopped or destroyed "
           "after 5, 50, 250, 1000 ms\n",
           NPOS, threads, threads == 1 ? "" : "s");
    double stops[NPOS * NDELAYS];
    double destroys[NPOS * NDELAYS];
    double firsts[NPOS];
    int n = 0;
    for (size_t p = 0; p < NPOS; p++) {
        Board b;
        char err[200];
        const char *text = STOP_POSITIONS[p];
        if (!position_parse(text, strlen(text), BOARD_STANDARD, &b, err, sizeof err)) {
            cli_error("stop position %zu: %s", p + 1, err);
            ai_worker_destroy(w);
            return CLI_BAD_INPUT;
        }
        firsts[p] = first_report(w, &b, threads);
        for (size_t d = 0; d < NDELAYS; d++) {
            stops[n] = stop_latency(w, &b, threads, DELAYS_MS[d]);
            destroys[n] = destroy_latency(&b, threads, DELAYS_MS[d]);
            if (destroys[n] < 0) {
                cli_error("out of memory");
                ai_worker_destroy(w);
                return CLI_BAD_INPUT;
            }
            n++;
        }
        printf("  %-46s first report %7.1f ms\n", text, firsts[p]);
    }
    ai_worker_destroy(w);
    report("stop -> result", stops, n);
    report("destroy", destroys, n);
    report("first progress report", firsts, (int)NPOS);
    return bench_judgements() ? CLI_OK : CLI_BAD_INPUT;
}
