/* Renju - MIT licence, see LICENSE.
 *
 * The AI worker: one pthread that runs ai_search(), or the prover's judgement of a study
 * move (problem_judge_move), on requests posted to a mailbox. A job is either; what is
 * said below of a search holds for a judgement too.
 *
 * Invariants (all fields below `mu` are guarded by it):
 *   - at most one request waits (has_request); a newer start or judge replaces it, and
 *     drops a result of either kind not yet taken;
 *   - `searching` is true while the thread is inside a job on request cur_id;
 *   - a job whose request was superseded or cancelled (cur_dropped) delivers neither
 *     progress nor result;
 *   - `stop` is the search's atomic stop flag; only the worker thread clears it, under
 *     mu, just before it starts a search, so a stop meant for an older search can never
 *     be lost or leak into a newer one.
 * The notify callback is always called without the lock held, and only after the
 * progress or result it announces has been published under it: a notice before the
 * result would wake the window for nothing and leave the result unseen.
 */
#include "ai_worker.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct AiWorker {
    pthread_t thread;
    AiEngine *engine;
    AiNotifyFn notify;
    void *user;
    atomic_bool stop;
    Board work;            /* the thread's copy of the position being searched */
    ProblemProver *prover; /* the judgements' (the thread's own, made at the first) */

    pthread_mutex_t mu;
    pthread_cond_t wake;
    bool quit;
    bool has_request;
    bool req_judge; /* the request is a judgement (req_goal, req_move, req_nodes) */
    bool req_warm;  /* the request is ai_warm for req_threads threads (no result) */
    int req_threads;
    size_t req_tt_mb; /* the table's size for the jobs from now on (0: as created) */
    ProblemGoal req_goal;
    Pos req_move;
    int64_t req_nodes;
    const RuleSet *req_rules;
    Board req_board;
    AiLimits req_limits;
    uint64_t req_id;
    bool req_stopped; /* a stop arrived before the thread took the request */
    int req_nbest;
    bool searching;
    uint64_t cur_id;
    bool cur_dropped;
    bool has_result;
    AiInfo result;
    uint64_t result_id;
    bool has_verdict;
    ProblemMoveVerdict verdict;
    uint64_t verdict_id;
    bool has_progress;
    AiInfo progress;
    uint64_t progress_id;
};

static void notify(AiWorker *w)
{
    if (w->notify) {
        w->notify(w->user);
    }
}

static void on_progress(const AiInfo *info, void *user)
{
    AiWorker *w = user;
    pthread_mutex_lock(&w->mu);
    bool keep = !w->cur_dropped;
    if (keep) {
        w->progress = *info;
        w->progress_id = w->cur_id;
        w->has_progress = true;
    }
    pthread_mutex_unlock(&w->mu);
    if (keep) {
        notify(w);
    }
}

/* The judgement of the request taken (without the lock; the worker's own prover). */
static void judge(AiWorker *w, ProblemGoal g, Pos m, int64_t nodes, ProblemMoveVerdict *out)
{
    if (!w->prover) {
        w->prover = problem_prover_create(nodes);
    }
    if (!w->prover) {
        memset(out, 0, sizeof *out);
        out->kind = PROBLEM_MOVE_UNDECIDED; /* out of memory: nothing is known */
        return;
    }
    problem_prover_limit(w->prover, nodes, &w->stop);
    problem_judge_move(w->prover, &w->work, g, m, out);
}

static void *worker_main(void *arg)
{
    AiWorker *w = arg;
    pthread_mutex_lock(&w->mu);
    for (;;) {
        while (!w->has_request && !w->quit) {
            pthread_cond_wait(&w->wake, &w->mu);
        }
        if (w->quit) {
            break;
        }
        /* Take the request. */
        bool judging = w->req_judge;
        bool warming = w->req_warm;
        int threads = w->req_threads;
        size_t tt_mb = w->req_tt_mb;
        ProblemGoal goal = w->req_goal;
        Pos move = w->req_move;
        int64_t nodes = w->req_nodes;
        const RuleSet *rs = w->req_rules;
        AiLimits limits = w->req_limits;
        ai_set_nbest(w->engine, w->req_nbest);
        memcpy(&w->work, &w->req_board, sizeof w->work);
        w->cur_id = w->req_id;
        w->cur_dropped = false;
        w->has_request = false;
        w->has_progress = false;
        w->searching = true;
        atomic_store_explicit(&w->stop, w->req_stopped, memory_order_relaxed);
        pthread_mutex_unlock(&w->mu);

        AiInfo info;
        ProblemMoveVerdict verdict;
        if (tt_mb > 0) {
            ai_resize(w->engine, tt_mb); /* memory short: the table it has stays */
        }
        if (warming) {
            ai_warm(w->engine, threads);
        } else if (judging) {
            judge(w, goal, move, nodes, &verdict);
        } else {
            ai_search(w->engine, rs, &w->work, &limits, &w->stop, on_progress, w, &info);
        }

        pthread_mutex_lock(&w->mu);
        w->searching = false;
        w->has_progress = false;
        bool deliver = !w->cur_dropped && !warming;
        if (deliver && judging) {
            w->verdict = verdict;
            w->verdict_id = w->cur_id;
            w->has_verdict = true;
        } else if (deliver) {
            w->result = info;
            w->result_id = w->cur_id;
            w->has_result = true;
        }
        pthread_cond_broadcast(&w->wake);
        if (deliver) {
            pthread_mutex_unlock(&w->mu);
            notify(w);
            pthread_mutex_lock(&w->mu);
        }
    }
    pthread_mutex_unlock(&w->mu);
    return NULL;
}

AiWorker *ai_worker_create(size_t tt_megabytes, AiNotifyFn notify_fn, void *user)
{
    AiWorker *w = calloc(1, sizeof *w);
    if (!w) {
        return NULL;
    }
    w->engine = ai_create(tt_megabytes);
    if (!w->engine) {
        free(w);
        return NULL;
    }
    w->notify = notify_fn;
    w->user = user;
    atomic_init(&w->stop, false);
    pthread_mutex_init(&w->mu, NULL);
    pthread_cond_init(&w->wake, NULL);
    if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
        pthread_cond_destroy(&w->wake);
        pthread_mutex_destroy(&w->mu);
        ai_destroy(w->engine);
        free(w);
        return NULL;
    }
    return w;
}

void ai_worker_destroy(AiWorker *w)
{
    if (!w) {
        return;
    }
    pthread_mutex_lock(&w->mu);
    w->quit = true;
    w->cur_dropped = true;
    atomic_store_explicit(&w->stop, true, memory_order_relaxed);
    pthread_cond_broadcast(&w->wake);
    pthread_mutex_unlock(&w->mu);
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->wake);
    pthread_mutex_destroy(&w->mu);
    problem_prover_destroy(w->prover);
    ai_destroy(w->engine);
    free(w);
}

/* Drops the search under way (no progress or result from it). Call with mu held. */
static void drop_current(AiWorker *w)
{
    if (w->searching) {
        w->cur_dropped = true;
        atomic_store_explicit(&w->stop, true, memory_order_relaxed);
    }
    w->has_progress = false;
}

/* Posts the request whose own fields the caller has set: position b, request_id; the job
 * under way and any result not taken are dropped. Call with mu held. */
static void post(AiWorker *w, const Board *b, uint64_t request_id)
{
    drop_current(w);
    memcpy(&w->req_board, b, sizeof w->req_board);
    w->req_id = request_id;
    w->req_stopped = false;
    w->has_request = true;
    w->has_result = false;
    w->has_verdict = false;
    pthread_cond_broadcast(&w->wake);
}

void ai_worker_start(AiWorker *w, const RuleSet *rs, const Board *b, const AiLimits *limits,
                     uint64_t request_id)
{
    pthread_mutex_lock(&w->mu);
    w->req_judge = false;
    w->req_warm = false;
    w->req_rules = rs;
    w->req_limits = *limits;
    post(w, b, request_id);
    pthread_mutex_unlock(&w->mu);
}

void ai_worker_judge(AiWorker *w, const Board *b, ProblemGoal g, Pos m, int64_t node_budget,
                     uint64_t request_id)
{
    pthread_mutex_lock(&w->mu);
    w->req_judge = true;
    w->req_warm = false;
    w->req_goal = g;
    w->req_move = m;
    w->req_nodes = node_budget;
    post(w, b, request_id);
    pthread_mutex_unlock(&w->mu);
}

void ai_worker_stop(AiWorker *w)
{
    pthread_mutex_lock(&w->mu);
    if (w->searching) {
        atomic_store_explicit(&w->stop, true, memory_order_relaxed);
    }
    w->req_stopped = w->has_request;
    pthread_mutex_unlock(&w->mu);
}

void ai_worker_cancel(AiWorker *w)
{
    pthread_mutex_lock(&w->mu);
    drop_current(w);
    w->has_request = false;
    w->has_result = false;
    w->has_verdict = false;
    pthread_mutex_unlock(&w->mu);
}

bool ai_worker_poll(AiWorker *w, AiInfo *out, uint64_t *request_id)
{
    pthread_mutex_lock(&w->mu);
    bool got = w->has_result;
    if (got) {
        *out = w->result;
        if (request_id) {
            *request_id = w->result_id;
        }
        w->has_result = false;
    }
    pthread_mutex_unlock(&w->mu);
    return got;
}

bool ai_worker_poll_verdict(AiWorker *w, ProblemMoveVerdict *out, uint64_t *request_id)
{
    pthread_mutex_lock(&w->mu);
    bool got = w->has_verdict;
    if (got) {
        *out = w->verdict;
        if (request_id) {
            *request_id = w->verdict_id;
        }
        w->has_verdict = false;
    }
    pthread_mutex_unlock(&w->mu);
    return got;
}

bool ai_worker_progress(AiWorker *w, AiInfo *out, uint64_t *request_id)
{
    pthread_mutex_lock(&w->mu);
    bool got = w->searching && w->has_progress;
    if (got) {
        *out = w->progress;
        if (request_id) {
            *request_id = w->progress_id;
        }
    }
    pthread_mutex_unlock(&w->mu);
    return got;
}

bool ai_worker_busy(AiWorker *w)
{
    pthread_mutex_lock(&w->mu);
    bool busy = w->searching || w->has_request;
    pthread_mutex_unlock(&w->mu);
    return busy;
}

void ai_worker_set_nbest(AiWorker *w, int n)
{
    pthread_mutex_lock(&w->mu);
    w->req_nbest = n;
    pthread_mutex_unlock(&w->mu);
}

void ai_worker_set_memory(AiWorker *w, size_t tt_megabytes)
{
    pthread_mutex_lock(&w->mu);
    w->req_tt_mb = tt_megabytes;
    pthread_mutex_unlock(&w->mu);
}

void ai_worker_warm(AiWorker *w, int threads)
{
    pthread_mutex_lock(&w->mu);
    if (!w->searching && !w->has_request) {
        w->req_judge = false;
        w->req_warm = true;
        w->req_threads = threads;
        w->req_id = 0;
        w->req_stopped = false;
        w->has_request = true;
        pthread_cond_broadcast(&w->wake);
    }
    pthread_mutex_unlock(&w->mu);
}
