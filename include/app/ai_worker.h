/* Renju - MIT licence, see LICENSE.
 *
 * A background thread that runs ai_search() for the window, or judges a study move
 * with the problem prover, with a mailbox: the caller never blocks. Requests carry an
 * id; a result or progress report always carries the id of the request it answers, so
 * the caller drops replies to positions that are gone (after undo or a new game). With
 * extengine.h's reader, the only place threads are created. SDL-free: the window is woken through
 * the notify callback it installs.
 */
#ifndef RENJU_AI_WORKER_H
#define RENJU_AI_WORKER_H

#include "ai.h"
#include "problem_check.h"

typedef struct AiWorker AiWorker;

/* Called from the worker thread when progress or a result is ready (e.g. to push an SDL
 * user event). Must be thread-safe and quick. It is called after what it announces can
 * be read (by ai_worker_poll / ai_worker_progress), without the worker's lock held, so a
 * caller woken by it finds the news, and may itself call the worker. Every result is
 * followed by one call; a caller polling on its own may therefore see a result a moment
 * before that call. */
typedef void (*AiNotifyFn)(void *user);

AiWorker *ai_worker_create(size_t tt_megabytes, AiNotifyFn notify, void *user);
/* Stops any search, joins the thread, frees everything. */
void ai_worker_destroy(AiWorker *w);

/* Starts searching a copy of b; cancels any search under way. Never blocks on the
 * search. request_id is echoed in progress and results. */
void ai_worker_start(AiWorker *w, const RuleSet *rs, const Board *b, const AiLimits *limits,
                     uint64_t request_id);
/* Asks the running search to stop; its result (best move so far) arrives soon after. */
void ai_worker_stop(AiWorker *w);
/* Stops and discards the search under way: no result for it will be delivered. */
void ai_worker_cancel(AiWorker *w);

/* Judges move m of the side to move in a copy of b for goal g (problem_judge_move, at most
 * node_budget nodes) as the worker's next job: like a start, it replaces the job under
 * way (a search too) and any result not taken. Cancel and stop work on it as on a search
 * (a stopped judgement answers PROBLEM_MOVE_UNDECIDED). The verdict, echoing request_id,
 * is taken with ai_worker_poll_verdict. Never blocks on the prover. */
void ai_worker_judge(AiWorker *w, const Board *b, ProblemGoal g, Pos m, int64_t node_budget,
                     uint64_t request_id);
/* Takes the finished judgement, if one is waiting: returns true and fills out and its
 * request id. */
bool ai_worker_poll_verdict(AiWorker *w, ProblemMoveVerdict *out, uint64_t *request_id);

/* Takes the finished result, if one is waiting: returns true and fills out and its
 * request id. */
bool ai_worker_poll(AiWorker *w, AiInfo *out, uint64_t *request_id);
/* Latest progress of the search under way (false when none). */
bool ai_worker_progress(AiWorker *w, AiInfo *out, uint64_t *request_id);
bool ai_worker_busy(AiWorker *w);
/* ai_set_nbest() for the requests started from now on. */
void ai_worker_set_nbest(AiWorker *w, int n);
/* The transposition table's size for the jobs started from now on (ai_resize, done by
 * the worker thread as it takes the next job; 0 keeps the size it was created with). */
void ai_worker_set_memory(AiWorker *w, size_t tt_megabytes);
/* When the worker is idle: sizes the table (ai_worker_set_memory) and prepares the
 * engine for searches of `threads` threads (ai_warm) as a job of its own, which
 * delivers nothing; a start or judgement waits for it (a few milliseconds). Does
 * nothing while a job runs or waits. */
void ai_worker_warm(AiWorker *w, int threads);

#endif
