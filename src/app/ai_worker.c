/* Renju - MIT licence, see LICENSE.
 *
 * The AI worker: one pthread that runs ai_search() on requests posted to a mailbox.
 *
 * Invariants (all fields below `mu` are guarded by it):
 *   - at most one request waits (has_request); a newer start replaces it;
 *   - `searching` is true while the thread is inside ai_search() on request cur_id;
 *   - a search whose request was superseded or cancelled (cur_dropped) delivers neither
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
    Board work; /* the thread's copy of the position being searched */

    pthread_mutex_t mu;
    pthread_cond_t wake;
    bool quit;
    bool has_request;
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
        ai_search(w->engine, rs, &w->work, &limits, &w->stop, on_progress, w, &info);

        pthread_mutex_lock(&w->mu);
        w->searching = false;
        w->has_progress = false;
        bool deliver = !w->cur_dropped;
        if (deliver) {
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

void ai_worker_start(AiWorker *w, const RuleSet *rs, const Board *b, const AiLimits *limits,
                     uint64_t request_id)
{
    pthread_mutex_lock(&w->mu);
    drop_current(w);
    w->req_rules = rs;
    memcpy(&w->req_board, b, sizeof w->req_board);
    w->req_limits = *limits;
    w->req_id = request_id;
    w->req_stopped = false;
    w->has_request = true;
    w->has_result = false;
    pthread_cond_broadcast(&w->wake);
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
