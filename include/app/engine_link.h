/* Renju - MIT licence, see LICENSE.
 *
 * The controller's AI hooks (controller.h) over our AI worker and an outside engine
 * (extengine.h), without SDL: with an engine set, the requests for the computer's move
 * (AI_FOR_MOVE) under a rule it can play go to it; the opening's decisions, hints,
 * analysis, the graph and draw offers stay our AI's. When the engine fails, the player
 * is told why (a Notice), and the request it was answering goes to our AI, which plays
 * the computer's moves from then on (a new engine_link_set_engine tries the engine again).
 *
 * No call waits on an engine: an engine no longer wanted (another path, another board
 * size, a failure, a probe done with) is told END and kept among the retiring, reaped or
 * killed by a later engine_link_poll (extengine_gone); only engine_link_destroy, as the
 * program ends, gives them their EXTENGINE_END_MS.
 */
#ifndef RENJU_ENGINE_LINK_H
#define RENJU_ENGINE_LINK_H

#include <stdbool.h>
#include <stdint.h>

#include "ai_worker.h"
#include "controller.h"
#include "extengine.h"
#include "settings.h"
#include "status.h"

/* Engines told END and not yet reaped, at most (one more is ended waiting). */
#define ENGINE_LINK_RETIRING 8

typedef struct EngineLink {
    AiWorker *worker;     /* our AI (not owned) */
    int threads;          /* the threads our AI searches with, and the engine is told */
    long long max_memory; /* the engine's memory (bytes; 0: its own, our AI's 64 MB table) */
    ExtNotifyFn notify;
    void *user;
    Controller *ctl;
    char path[SETTINGS_LINE_MAX]; /* the engine's path ("": none) */
    ExtEngine *ext;               /* NULL until started, and after it failed */
    bool off;                     /* failed this game: our AI plays */
    bool serving;                 /* the engine answers the outstanding request */
    bool told_rule;               /* said that it cannot play this game's rule */
    /* The request the engine answers, for our AI if the engine fails. */
    const RuleSet *req_rules;
    AiLimits req_limits;
    uint64_t req_id;
    Board req_board;
    ExtEngine *retiring[ENGINE_LINK_RETIRING];
    int nretiring;
} EngineLink;

/* worker: our AI; notify(user): the engines' wake (the worker's own is its own). */
void engine_link_init(EngineLink *l, AiWorker *worker, int threads, ExtNotifyFn notify, void *user);
/* The threads (1 at least) and the memory (MB, the Gomocup max_memory; 0: an outside
 * engine is not told, our AI keeps a 64 MB table) for the requests from now on: our AI's
 * (its table as pbrain-renju sizes it, gomocup_table_mb; resized by the worker as it
 * takes its next job, never under a search) and an outside engine's (INFO thread_num,
 * INFO max_memory with each position sent). A search under way keeps its own. */
void engine_link_set_resources(EngineLink *l, int threads, int memory_mb);
/* The controller's AI hooks, user l. */
void engine_link_hooks(EngineLink *l, ControllerAiHooks *out);
/* The engine at path ("" or NULL: none) for ctl's games, started at once; the one before
 * it retired. */
void engine_link_set_engine(EngineLink *l, const char *path, Controller *ctl);
/* A trial of the engine at path (the engine path field's), started; NULL when out of
 * memory. Done with it: engine_link_retire. */
ExtEngine *engine_link_probe(EngineLink *l, const char *path, int start_ms);
/* Ends e without waiting (extengine_end), reaped by a later engine_link_poll. NULL: no-op. */
void engine_link_retire(EngineLink *l, ExtEngine *e);
/* The engine's name for path (its ABOUT, when it is the one running), else the file's
 * (l may be NULL). */
const char *engine_link_name(const EngineLink *l, const char *path);
/* The engine's and our AI's news into ctl (a move, progress, the engine's name and
 * message), a failure said in notice and its request handed to our AI; the retiring
 * reaped. Never waits. True when something shown changed. */
bool engine_link_poll(EngineLink *l, Controller *ctl, Notice *notice);
/* Says END to every engine without waiting (quitting: they end while the window keeps
 * what it keeps); engine_link_destroy then waits for what is left of their time. */
void engine_link_end(EngineLink *l);
/* Ends every engine (waits up to EXTENGINE_END_MS for them together). */
void engine_link_destroy(EngineLink *l);

#endif
