/* Renju - MIT licence, see LICENSE.
 *
 * The AI worker in the window: the controller's AI hooks are the engine link's
 * (engine_link.h: our AI's worker, an outside engine, the fallback when it fails), and
 * the worker and the engine wake the SDL loop with a user event pushed from their notify
 * callback (SDL_PushEvent is thread-safe). Results and progress are then drained on the
 * main thread (engine_link_poll); the controller drops any that answer an old request.
 * Study mode's judgements of a learner's move go to a second worker of the same kind,
 * made when study mode first asks for it, so a judgement never drops the game's search
 * (the game goes on while its player studies); it wakes the loop the same way.
 */
#include <stdlib.h>

#include "ai_worker.h"
#include "engine_link.h"
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
    EngineLink link;
};

static void wake(void *user)
{
    const UiAi *ai = user;
    SDL_Event e;
    SDL_zero(e);
    e.type = ai->wake_event;
    SDL_PushEvent(&e);
}

UiAi *ui_ai_create(Uint32 wake_event)
{
    UiAi *ai = calloc(1, sizeof *ai);
    if (!ai) {
        return NULL;
    }
    ai->wake_event = wake_event;
    int cpus = SDL_GetCPUCount();
    ai->worker = ai_worker_create(UI_AI_TT_MB, wake, ai);
    if (!ai->worker) {
        free(ai);
        return NULL;
    }
    engine_link_init(&ai->link, ai->worker, cpus > UI_AI_MAX_THREADS ? UI_AI_MAX_THREADS : cpus,
                     wake, ai);
    return ai;
}

void ui_ai_set_engine(UiAi *ai, const char *path, Controller *ctl)
{
    if (ai) {
        engine_link_set_engine(&ai->link, path, ctl);
    }
}

void ui_ai_set_resources(UiAi *ai, int threads, int memory_mb)
{
    if (ai) {
        engine_link_set_resources(&ai->link, settings_threads(threads, SDL_GetCPUCount()),
                                  memory_mb);
    }
}

ExtEngine *ui_ai_probe(UiAi *ai, const char *path, int start_ms)
{
    return ai ? engine_link_probe(&ai->link, path, start_ms) : NULL;
}

void ui_ai_retire(UiAi *ai, ExtEngine *e)
{
    if (ai) {
        engine_link_retire(&ai->link, e);
    } else {
        extengine_destroy(e);
    }
}

const char *ui_ai_engine_name(const UiAi *ai, const char *path)
{
    return engine_link_name(ai ? &ai->link : NULL, path);
}

void ui_ai_destroy(UiAi *ai)
{
    if (ai) {
        engine_link_destroy(&ai->link);
        ai_worker_destroy(ai->judge);
        ai_worker_destroy(ai->worker);
        free(ai);
    }
}

void ui_ai_stop_all(UiAi *ai)
{
    if (ai) {
        ai_worker_cancel(ai->worker);
        if (ai->judge) {
            ai_worker_cancel(ai->judge);
        }
        engine_link_end(&ai->link);
    }
}

void ui_ai_end_engines(UiAi *ai)
{
    if (ai) {
        engine_link_destroy(&ai->link);
    }
}

void ui_ai_hooks(UiAi *ai, ControllerAiHooks *out) { engine_link_hooks(&ai->link, out); }

bool ui_ai_poll(App *app)
{
    if (!app->ai) {
        return false;
    }
    bool changed = engine_link_poll(&app->ai->link, app->ctl, &app->notice);
    changed |= ui_pick_poll(app);
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
