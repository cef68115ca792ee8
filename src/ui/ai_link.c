/* Renju - MIT licence, see LICENSE.
 *
 * The AI worker in the window: the controller's AI hooks start and cancel searches on
 * the worker thread, and the worker wakes the SDL loop with a user event pushed from its
 * notify callback (SDL_PushEvent is thread-safe). Results and progress are then drained
 * on the main thread; the controller drops any that answer an old request. Study mode's
 * judgements of a learner's move go to a second worker of the same kind, made when study
 * mode first asks for it, so a judgement never drops the game's search (the game goes on
 * while its player studies); it wakes the loop the same way.
 */
#include <stdlib.h>

#include "ai_worker.h"
#include "problem_play.h"
#include "ui_internal.h"

/* Transposition table of the window's AI, in megabytes. */
#define UI_AI_TT_MB 64
/* The window's AI searches with one thread per processor, at most this many (helpers
 * beyond a few add little). The render loop needs a small share of one processor and the
 * scheduler still gives it its turn, so frames keep coming while the AI thinks. */
#define UI_AI_MAX_THREADS 8
/* The judgements' worker never searches: the least table. */
#define UI_JUDGE_TT_MB 1

struct UiAi {
    AiWorker *worker;
    AiWorker *judge; /* study mode's judgements; made on its first ui_ai_judge_hooks */
    Uint32 wake_event;
    int threads;
};

static void wake(void *user)
{
    const UiAi *ai = user;
    SDL_Event e;
    SDL_zero(e);
    e.type = ai->wake_event;
    SDL_PushEvent(&e);
}

static void hook_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    UiAi *ai = user;
    AiLimits lim = *limits;
    lim.threads = ai->threads;
    ai_worker_start(ai->worker, rs, b, &lim, request_id);
}

static void hook_cancel(void *user)
{
    UiAi *ai = user;
    ai_worker_cancel(ai->worker);
}

static void hook_stop(void *user)
{
    UiAi *ai = user;
    ai_worker_stop(ai->worker);
}

static void hook_set_nbest(void *user, int n)
{
    UiAi *ai = user;
    ai_worker_set_nbest(ai->worker, n);
}

UiAi *ui_ai_create(Uint32 wake_event)
{
    UiAi *ai = calloc(1, sizeof *ai);
    if (!ai) {
        return NULL;
    }
    ai->wake_event = wake_event;
    int cpus = SDL_GetCPUCount();
    ai->threads = cpus < 1 ? 1 : cpus > UI_AI_MAX_THREADS ? UI_AI_MAX_THREADS : cpus;
    ai->worker = ai_worker_create(UI_AI_TT_MB, wake, ai);
    if (!ai->worker) {
        free(ai);
        return NULL;
    }
    return ai;
}

void ui_ai_destroy(UiAi *ai)
{
    if (ai) {
        ai_worker_destroy(ai->judge);
        ai_worker_destroy(ai->worker);
        free(ai);
    }
}

void ui_ai_hooks(UiAi *ai, ControllerAiHooks *out)
{
    out->start = hook_start;
    out->cancel = hook_cancel;
    out->user = ai;
    out->stop = hook_stop;
    out->set_nbest = hook_set_nbest;
}

bool ui_ai_poll(App *app)
{
    if (!app->ai) {
        return false;
    }
    bool changed = false;
    AiInfo info;
    uint64_t id = 0;
    if (ai_worker_progress(app->ai->worker, &info, &id)) {
        changed |= controller_ai_progress(app->ctl, id, &info);
    }
    while (ai_worker_poll(app->ai->worker, &info, &id)) {
        changed |= controller_ai_result(app->ctl, id, &info);
    }
    return changed;
}

static void hook_judge(void *user, const Board *b, ProblemGoal g, Pos m, int64_t node_budget,
                       uint64_t request_id)
{
    UiAi *ai = user;
    ai_worker_judge(ai->judge, b, g, m, node_budget, request_id);
}

static void hook_judge_cancel(void *user)
{
    UiAi *ai = user;
    ai_worker_cancel(ai->judge);
}

bool ui_ai_judge_hooks(UiAi *ai, ProblemJudgeHooks *out)
{
    if (!ai) {
        return false;
    }
    if (!ai->judge) {
        ai->judge = ai_worker_create(UI_JUDGE_TT_MB, wake, ai);
    }
    if (!ai->judge) {
        return false;
    }
    out->judge = hook_judge;
    out->cancel = hook_judge_cancel;
    out->user = ai;
    return true;
}

bool ui_ai_poll_verdict(UiAi *ai, ProblemMoveVerdict *out, uint64_t *request_id)
{
    return ai && ai->judge && ai_worker_poll_verdict(ai->judge, out, request_id);
}
