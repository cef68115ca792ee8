/* Renju - MIT licence, see LICENSE.
 *
 * The AI worker in the window: the controller's AI hooks start and cancel searches on
 * the worker thread, and the worker wakes the SDL loop with a user event pushed from its
 * notify callback (SDL_PushEvent is thread-safe). Results and progress are then drained
 * on the main thread; the controller drops any that answer an old request. Study mode's
 * judgements of a learner's move go to a second worker of the same kind, made when study
 * mode first asks for it, so a judgement never drops the game's search (the game goes on
 * while its player studies); it wakes the loop the same way.
 *
 * With an outside engine set (settings' engine, extengine.h), the requests for the
 * computer's move (AI_FOR_MOVE) under a rule it can play go to it instead; the opening's
 * decisions, hints, analysis, the graph and draw offers stay our AI's. When the engine
 * fails, it is stopped, the player is told why, and the request it was answering goes to
 * our AI, which plays the computer's moves from then on.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_worker.h"
#include "extengine.h"
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
    /* The outside engine: its path ("": none), the engine (NULL until started, and after
     * it failed: off), whether it answers the outstanding request, and that request as
     * sent, for our AI to answer if the engine fails. */
    char engine_path[SETTINGS_LINE_MAX];
    ExtEngine *ext;
    bool ext_off;
    bool ext_serving;
    bool told_rule;
    Controller *ctl;
    const RuleSet *req_rules;
    AiLimits req_limits;
    uint64_t req_id;
    Board req_board;
};

static void wake(void *user)
{
    const UiAi *ai = user;
    SDL_Event e;
    SDL_zero(e);
    e.type = ai->wake_event;
    SDL_PushEvent(&e);
}

/* Is the outside engine to play the computer's moves under rs? */
static bool engine_plays(const UiAi *ai, const RuleSet *rs)
{
    return ai->engine_path[0] && !ai->ext_off && extengine_rule_ok(rs);
}

static void hook_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    UiAi *ai = user;
    AiLimits lim = *limits;
    lim.threads = ai->threads;
    ai->ext_serving = false;
    if (ai->ctl && ai->ctl->ai_purpose == AI_FOR_MOVE && engine_plays(ai, rs)) {
        if (ai->ext && b->size != BOARD_STANDARD) {
            extengine_destroy(ai->ext);
            ai->ext = NULL;
        }
        if (!ai->ext) {
            ai->ext = extengine_start(ai->engine_path, b->size, 0, wake, ai);
        }
        if (ai->ext) {
            ai->req_rules = rs;
            ai->req_limits = lim;
            ai->req_id = request_id;
            ai->req_board = *b;
            ai->ext_serving = true;
            extengine_set_game(ai->ext, &ai->ctl->game); /* its move checked as a person's */
            extengine_request(ai->ext, rs, b, lim.time_ms, request_id);
            return;
        }
    }
    ai_worker_start(ai->worker, rs, b, &lim, request_id);
}

static void hook_cancel(void *user)
{
    UiAi *ai = user;
    ai_worker_cancel(ai->worker);
    if (ai->ext_serving) {
        extengine_cancel(ai->ext);
        ai->ext_serving = false;
    }
}

static void hook_stop(void *user)
{
    UiAi *ai = user;
    if (!ai->ext_serving) { /* the protocol has no stop: the engine answers in its time */
        ai_worker_stop(ai->worker);
    }
}

/* The protocol has no stop: Move now is off while the engine has the move. */
static bool hook_can_stop(void *user)
{
    const UiAi *ai = user;
    return !ai->ext_serving;
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

void ui_ai_set_engine(UiAi *ai, const char *path, Controller *ctl)
{
    if (!ai) {
        return;
    }
    ai->ctl = ctl;
    if (ai->ext_serving) {
        ai->ext_serving = false; /* the request it answered is the controller's to drop */
    }
    extengine_destroy(ai->ext);
    ai->ext = NULL;
    ai->ext_off = false; /* a new game tries the engine again */
    ai->told_rule = false;
    snprintf(ai->engine_path, sizeof ai->engine_path, "%s", path ? path : "");
    if (ai->engine_path[0]) {
        ai->ext = extengine_start(ai->engine_path, BOARD_STANDARD, 0, wake, ai);
    }
}

ExtEngine *ui_ai_probe(UiAi *ai, const char *path, int start_ms)
{
    return ai ? extengine_start(path, BOARD_STANDARD, start_ms, wake, ai) : NULL;
}

const char *ui_ai_engine_name(const UiAi *ai, const char *path)
{
    if (ai && ai->ext && strcmp(ai->engine_path, path) == 0) {
        return extengine_name(ai->ext);
    }
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

void ui_ai_destroy(UiAi *ai)
{
    if (ai) {
        extengine_destroy(ai->ext);
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
    out->can_stop = hook_can_stop;
}

/* The outside engine's news: its move to the controller, a failure said and its request
 * handed to our AI. */
static bool poll_engine(App *app)
{
    UiAi *ai = app->ai;
    bool changed = false;
    ExtEvent ev;
    while (ai->ext && extengine_poll(ai->ext, &ev)) {
        if (ev.kind == EXT_EV_MOVE) {
            AiInfo info;
            memset(&info, 0, sizeof info);
            info.best = ev.move;
            info.depth = 1;
            info.npv = 1;
            info.pv[0] = ev.move;
            ai->ext_serving = false;
            changed |= controller_ai_result(app->ctl, ev.request_id, &info);
        } else if (ev.kind == EXT_EV_READY) {
            changed = true; /* its name from ABOUT */
        } else if (ev.kind == EXT_EV_FAILED) {
            /* Said only when the computer has a seat (else tried again if it gets one). */
            bool seat = app->ctl->opt.seat[STONE_BLACK] == SEAT_AI ||
                        app->ctl->opt.seat[STONE_WHITE] == SEAT_AI;
            if (seat || ai->ext_serving) {
                status_notice_engine(&app->notice, &ev, extengine_name(ai->ext));
                ai->ext_off = true;
            }
            extengine_destroy(ai->ext);
            ai->ext = NULL;
            if (ai->ext_serving) {
                ai->ext_serving = false;
                ai_worker_start(ai->worker, ai->req_rules, &ai->req_board, &ai->req_limits,
                                ai->req_id);
            }
            changed = true;
        }
    }
    /* The seat's name: the engine's while it plays this game's rule. */
    const RuleSet *rs = app->ctl->game.rules;
    bool plays = ai->ext && engine_plays(ai, rs);
    if (ai->engine_path[0] && !ai->ext_off && !extengine_rule_ok(rs) && !ai->told_rule &&
        (app->ctl->opt.seat[STONE_BLACK] == SEAT_AI ||
         app->ctl->opt.seat[STONE_WHITE] == SEAT_AI)) {
        ai->told_rule = true;
        status_notice_set(&app->notice, S_EXT_RULE, false, NOTICE_NAME, 0, extengine_name(ai->ext),
                          NULL);
        changed = true;
    }
    const char *name = plays ? extengine_name(ai->ext) : "";
    if (strcmp(name, app->ctl->engine_name) != 0) {
        controller_set_engine_name(app->ctl, name);
        changed = true;
    }
    char said[CTL_ENGINE_MESSAGE_MAX];
    snprintf(said, sizeof said, "%s", ai->ext_serving ? extengine_message(ai->ext) : "");
    if (strcmp(said, app->ctl->engine_message) != 0) {
        controller_set_engine_message(app->ctl, said);
        changed = true;
    }
    return changed;
}

bool ui_ai_poll(App *app)
{
    if (!app->ai) {
        return false;
    }
    bool changed = poll_engine(app);
    changed |= ui_pick_poll(app);
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
