/* Renju - MIT licence, see LICENSE.
 *
 * The controller's AI hooks over our AI worker and an outside engine (engine_link.h).
 * The hooks run on the caller's thread and only post requests: ai_worker_start and
 * extengine_request return at once; answers come back through engine_link_poll, which the
 * window calls when woken. An engine no longer wanted is retired, never waited for.
 */
#include "engine_link.h"

#include "gomocup.h"

#include <stdio.h>
#include <string.h>

void engine_link_init(EngineLink *l, AiWorker *worker, int threads, ExtNotifyFn notify, void *user)
{
    memset(l, 0, sizeof *l);
    l->worker = worker;
    l->threads = threads < 1 ? 1 : threads;
    l->notify = notify;
    l->user = user;
}

void engine_link_set_resources(EngineLink *l, int threads, int memory_mb)
{
    l->threads = threads < 1 ? 1 : threads;
    l->max_memory = memory_mb > 0 ? (long long)memory_mb * 1024 * 1024 : 0;
    ai_worker_set_memory(l->worker, gomocup_table_mb(l->max_memory));
}

/* Is the outside engine to play the computer's moves under rs? */
static bool engine_plays(const EngineLink *l, const RuleSet *rs)
{
    return l->path[0] && !l->off && extengine_rule_ok(rs);
}

void engine_link_retire(EngineLink *l, ExtEngine *e)
{
    if (!e) {
        return;
    }
    extengine_end(e);
    if (extengine_gone(e)) {
        extengine_destroy(e); /* ended: nothing to wait for */
        return;
    }
    if (l->nretiring == ENGINE_LINK_RETIRING) {
        /* Full (engines that ignore END, changed fast): the oldest is killed now. */
        ExtEngine *old = l->retiring[0];
        memmove(l->retiring, l->retiring + 1, (size_t)(l->nretiring - 1) * sizeof l->retiring[0]);
        l->nretiring--;
        extengine_destroy(old);
    }
    l->retiring[l->nretiring++] = e;
}

static void hook_start(void *user, const RuleSet *rs, const Board *b, const AiLimits *limits,
                       uint64_t request_id)
{
    EngineLink *l = user;
    AiLimits lim = *limits;
    lim.threads = limits->threads > 0 ? limits->threads : l->threads; /* the hint asks for one */
    l->serving = false;
    if (l->ctl && l->ctl->ai_purpose == AI_FOR_MOVE && engine_plays(l, rs)) {
        if (l->ext && b->size != BOARD_STANDARD) {
            engine_link_retire(l, l->ext);
            l->ext = NULL;
        }
        if (!l->ext) {
            l->ext = extengine_start(l->path, b->size, 0, l->notify, l->user);
        }
        if (l->ext) {
            l->req_rules = rs;
            l->req_limits = lim;
            l->req_id = request_id;
            l->req_board = *b;
            l->serving = true;
            extengine_set_game(l->ext, &l->ctl->game); /* its move checked as a person's */
            extengine_set_resources(l->ext, l->threads, l->max_memory);
            extengine_request(l->ext, rs, b, lim.time_ms, request_id);
            return;
        }
    }
    ai_worker_start(l->worker, rs, b, &lim, request_id);
}

static void hook_cancel(void *user)
{
    EngineLink *l = user;
    ai_worker_cancel(l->worker);
    if (l->serving) {
        extengine_cancel(l->ext);
        l->serving = false;
    }
}

static void hook_stop(void *user)
{
    EngineLink *l = user;
    if (!l->serving) { /* the protocol has no stop: the engine answers in its time */
        ai_worker_stop(l->worker);
    }
}

/* The protocol has no stop: Move now is off while the engine has the move. */
static bool hook_can_stop(void *user)
{
    const EngineLink *l = user;
    return !l->serving;
}

static void hook_set_nbest(void *user, int n)
{
    EngineLink *l = user;
    ai_worker_set_nbest(l->worker, n);
}

void engine_link_hooks(EngineLink *l, ControllerAiHooks *out)
{
    out->start = hook_start;
    out->cancel = hook_cancel;
    out->user = l;
    out->stop = hook_stop;
    out->set_nbest = hook_set_nbest;
    out->can_stop = hook_can_stop;
}

void engine_link_set_engine(EngineLink *l, const char *path, Controller *ctl)
{
    l->ctl = ctl;
    l->serving = false; /* the request it answered is the controller's to drop */
    engine_link_retire(l, l->ext);
    l->ext = NULL;
    l->off = false; /* a new game tries the engine again */
    l->told_rule = false;
    snprintf(l->path, sizeof l->path, "%s", path ? path : "");
    if (l->path[0]) {
        l->ext = extengine_start(l->path, BOARD_STANDARD, 0, l->notify, l->user);
    }
}

ExtEngine *engine_link_probe(EngineLink *l, const char *path, int start_ms)
{
    return extengine_start(path, BOARD_STANDARD, start_ms, l->notify, l->user);
}

const char *engine_link_name(const EngineLink *l, const char *path)
{
    if (l && l->ext && strcmp(l->path, path) == 0) {
        return extengine_name(l->ext);
    }
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* The retiring engines that have ended (or were killed on their time) reaped. */
static void reap(EngineLink *l)
{
    int kept = 0;
    for (int i = 0; i < l->nretiring; i++) {
        if (extengine_gone(l->retiring[i])) {
            extengine_destroy(l->retiring[i]);
        } else {
            l->retiring[kept++] = l->retiring[i];
        }
    }
    l->nretiring = kept;
}

/* The outside engine's news: its move to the controller, a failure said and its request
 * handed to our AI. */
static bool poll_engine(EngineLink *l, Controller *c, Notice *notice)
{
    bool changed = false;
    ExtEvent ev;
    while (l->ext && extengine_poll(l->ext, &ev)) {
        if (ev.kind == EXT_EV_MOVE) {
            AiInfo info;
            memset(&info, 0, sizeof info);
            info.best = ev.move;
            info.depth = 1;
            info.npv = 1;
            info.pv[0] = ev.move;
            l->serving = false;
            changed |= controller_ai_result(c, ev.request_id, &info);
        } else if (ev.kind == EXT_EV_READY) {
            changed = true; /* its name from ABOUT */
        } else if (ev.kind == EXT_EV_FAILED) {
            /* Said only when the computer has a seat (else tried again if it gets one). */
            bool seat = c->opt.seat[STONE_BLACK] == SEAT_AI || c->opt.seat[STONE_WHITE] == SEAT_AI;
            if (seat || l->serving) {
                status_notice_engine(notice, &ev, extengine_name(l->ext));
                l->off = true;
            }
            engine_link_retire(l, l->ext);
            l->ext = NULL;
            if (l->serving) {
                l->serving = false;
                ai_worker_start(l->worker, l->req_rules, &l->req_board, &l->req_limits, l->req_id);
            }
            changed = true;
        }
    }
    /* The seat's name: the engine's while it plays this game's rule. */
    const RuleSet *rs = c->game.rules;
    bool plays = l->ext && engine_plays(l, rs);
    if (l->path[0] && !l->off && !extengine_rule_ok(rs) && !l->told_rule &&
        (c->opt.seat[STONE_BLACK] == SEAT_AI || c->opt.seat[STONE_WHITE] == SEAT_AI)) {
        l->told_rule = true;
        status_notice_set(notice, S_EXT_RULE, false, NOTICE_NAME, 0, extengine_name(l->ext), NULL);
        changed = true;
    }
    const char *name = plays ? extengine_name(l->ext) : "";
    if (strcmp(name, c->engine_name) != 0) {
        controller_set_engine_name(c, name);
        changed = true;
    }
    char said[CTL_ENGINE_MESSAGE_MAX];
    snprintf(said, sizeof said, "%s", l->serving ? extengine_message(l->ext) : "");
    if (strcmp(said, c->engine_message) != 0) {
        controller_set_engine_message(c, said);
        changed = true;
    }
    return changed;
}

bool engine_link_poll(EngineLink *l, Controller *ctl, Notice *notice)
{
    reap(l);
    bool changed = poll_engine(l, ctl, notice);
    AiInfo info;
    uint64_t id = 0;
    if (ai_worker_progress(l->worker, &info, &id)) {
        changed |= controller_ai_progress(ctl, id, &info);
    }
    while (ai_worker_poll(l->worker, &info, &id)) {
        changed |= controller_ai_result(ctl, id, &info);
    }
    return changed;
}

void engine_link_end(EngineLink *l)
{
    extengine_end(l->ext);
    for (int i = 0; i < l->nretiring; i++) {
        extengine_end(l->retiring[i]);
    }
}

void engine_link_destroy(EngineLink *l)
{
    engine_link_end(l);
    extengine_destroy(l->ext); /* the waits overlap: END went to all first */
    l->ext = NULL;
    for (int i = 0; i < l->nretiring; i++) {
        extengine_destroy(l->retiring[i]);
    }
    l->nretiring = 0;
}
