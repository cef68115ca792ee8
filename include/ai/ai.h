/* Renju - MIT licence, see LICENSE.
 *
 * The engine: iterative-deepening alpha-beta (PVS) with a transposition table and a
 * threat-space solver (VCF/VCT), for every rule set of rules.h. C11 with <stdatomic.h>
 * and, for the helper threads of AiLimits.threads, POSIX threads; no SDL, no I/O. One
 * AiEngine searches one position at a time; it owns its transposition table.
 */
#ifndef RENJU_AI_H
#define RENJU_AI_H

#include <stdatomic.h>
#include <stddef.h>

#include "board.h"
#include "rules.h"

#define AI_MAX_PV 32
#define AI_MAX_NBEST 10
#define AI_MAX_THREADS 64
#define AI_LEVEL_MIN 1
#define AI_LEVEL_MAX 10
/* Scores are from the side to move's view; ai_score_is_win(score) is a decided win,
 * ai_score_is_win(-score) a decided loss, in one of three bands. A win proven against
 * every defence with its length (a win by fours, a five) scores AI_WIN_SCORE - plies,
 * the plies to the five; one the threat solvers proved without its length (a VCT: the
 * line kept is one of the defences) AI_WIN_SCORE - AI_WIN_UNMEASURED - plies; one the
 * tree's search found and nothing proved (its nodes see the points near the stones
 * only, an open three's answers only, and its table carries such results across)
 * AI_WIN_SCORE - AI_WIN_UNPROVEN - plies: the search's verdict (ai_score_is_proven). */
#define AI_WIN_SCORE 30000
#define AI_WIN_UNMEASURED 500
#define AI_WIN_UNPROVEN 700
/* The evaluation's scale: a side whose score is s wins about 1 / (1 + exp(-s / scale)) of
 * its games (the K the tuner fitted, lab/tune.c; 740 means +740 wins about 73%). */
#define AI_EVAL_SCALE 740
/* How many moves of each of the best moves' lines AiInfo keeps (AiInfo.best_lines). */
#define AI_NBEST_LINE 8

typedef struct AiEngine AiEngine;

/* Is score (from the side to move's view) a decided win for the side to move, proven or
 * the search's verdict? Wins count down from AI_WIN_SCORE by the plies to the five;
 * evaluations stay far below. */
static inline bool ai_score_is_win(int score) { return score >= AI_WIN_SCORE - 1000; }

/* The side to move's chance to win, in percent, read from its score: 100 for a proven
 * win, 0 for a proven loss, 99 and 1 for the search's unproven ones, else the logistic
 * 1 / (1 + exp(-score / AI_EVAL_SCALE)) rounded and kept within 1..99, so only a proof
 * reads as certain. AI_EVAL_SCALE is the
 * logistic unit the tuner fits the evaluation with (lab/tune.c), so +740 reads as 73%. */
int ai_win_percent(int score);

/* Line i of the compiled-in opening book (book.c), "MOVES... MOVE SCORE": the position
 * after MOVES, the engine's move there and its score of it (the mover's view); NULL
 * past the last. */
const char *ai_book_line(int i);
/* Book line i read: its moves from the empty board (MOVES, then MOVE: *n, two at least)
 * and the score; false past the last line or for one that is no such line. */
#define AI_BOOK_PLIES 25
bool ai_book_line_moves(int i, Pos moves[AI_BOOK_PLIES], int *n, int *score);

/* Is score a decided result, a win or a loss (proven or the search's verdict)? */
static inline bool ai_score_is_decided(int score)
{
    return ai_score_is_win(score) || ai_score_is_win(-score);
}

/* Is score a decided result the threat solvers proved (from the root, against every
 * defence), not the tree search's unproven verdict? Only such a result is "forced". */
static inline bool ai_score_is_proven(int score)
{
    int mag = score >= 0 ? score : -score;
    return ai_score_is_win(mag) && AI_WIN_SCORE - mag < AI_WIN_UNPROVEN;
}

/* For a decided score, the winner's moves to the five: n means the winner's n-th move
 * (from this position) makes five whatever the loser does. 0 when the length is not
 * proven (say "forced win" without a number) or the score is not decided. */
int ai_win_moves(int score);

/* A decided score as one whose length is not proven (the same win or loss, in the
 * unmeasured band); other scores unchanged. */
int ai_score_unmeasured(int score);
/* A decided score as the search's unproven verdict (the same win or loss, in the
 * unproven band, its plies kept); other scores unchanged. */
int ai_score_unproven(int score);

/* The root moves a search may choose among (the window's marks on the shown position):
 * with nonly > 0 only the points of only, never the points of never. The root honours it
 * (the book, a five and a threat win count only when their first move is allowed; the
 * N-best list ranks allowed moves only) except against the opponent's four: its block is
 * forced and AiInfo.filter_overridden says so. Zeroed: every move allowed. */
#define AI_MAX_MARKED (BOARD_MAX * BOARD_MAX) /* room for every point */
typedef struct AiRootFilter {
    int nonly;
    int nnever;
    Pos only[AI_MAX_MARKED];
    Pos never[AI_MAX_MARKED];
} AiRootFilter;

/* Does the filter let the root play p? */
static inline bool ai_filter_allows(const AiRootFilter *f, Pos p)
{
    bool in_only = f->nonly == 0;
    for (int i = 0; i < f->nonly && !in_only; i++) {
        in_only = f->only[i] == p;
    }
    for (int i = 0; i < f->nnever && in_only; i++) {
        in_only = f->never[i] != p;
    }
    return in_only;
}

/* Is the filter on (some move marked)? */
static inline bool ai_filter_on(const AiRootFilter *f) { return f->nonly > 0 || f->nnever > 0; }

typedef struct AiLimits {
    int time_ms;       /* for this move; 0: no limit (then depth or nodes must limit) */
    int max_depth;     /* 0: no limit */
    int64_t max_nodes; /* 0: no limit; the root's threat solves get an eighth at most */
    int level;         /* AI_LEVEL_MIN (beginner, makes human mistakes) .. AI_LEVEL_MAX;
                        * 0 (not set) is AI_LEVEL_MAX, see ai_level() */
    uint64_t seed;     /* randomness for the weaker levels and move variety */
    /* Searching threads (0 or 1: the calling thread only; at most AI_MAX_THREADS): the
     * search starts threads - 1 helpers that search the same root moves on their own
     * copies of the board and share the transposition table ("lazy SMP"), and stops and
     * joins them before it returns; the answer is the calling thread's. With helpers the
     * node counts, and so fixed-depth results, vary from run to run. */
    int threads;
    /* At the full level (AI_LEVEL_MAX, one best move), answer at once from the opening
     * book when the position is in it (standard renju on 15x15; see book.c). */
    bool book;
    /* AI_SOLVE_VCF or AI_SOLVE_VCT: no search, only the threat solver (ai_solve) within
     * max_nodes (0: its default), polling stop: a win's line in pv (the attacker first),
     * its first move best and a win's score; none found, best POS_NONE and score 0. A VCT
     * solve tries the VCF first; depth says which won (1 VCF, 2 VCT). */
    int solve;
    /* An analysis (the window's analysis, hint and graph; renju-cli analyze), not a move
     * to play: when the side to move must block a four, the block's continuation is
     * searched for the usual time, counted from after the root's threat solves (a move
     * to play gets a quarter of the time from the start: its move is known, only its
     * score is searched). The time limit stays a hard cap either way. */
    bool analysis;
    /* A verdict a player reads as a fact (a mistake's check, mistakes.h), the same on
     * every machine whatever was searched before: ai_clear() first; then the threat
     * solvers alone, with a quarter of max_nodes (a win they prove is the answer); then
     * the search. If that ends in an unproven win or loss (the tree's verdict: its nodes
     * answer an open three with the three's answers only, so one can be false), it
     * stands only when the solvers, with the same budget, find the winner's threat win
     * along its line (after the loser's defence); else the answer is the deepening's
     * last estimate before it. nodes counts all of it. Not under captures (Pente) or
     * with a filter: there, the plain search. */
    bool verify;
    /* The moves the root may choose among (AiRootFilter; zeroed: all). */
    AiRootFilter filter;
} AiLimits;

enum { AI_SOLVE_NONE = 0, AI_SOLVE_VCF = 1, AI_SOLVE_VCT = 2 };

/* What a level means, all in one table (levels.c): the window's time per move, the
 * search's limits and noise, and the opening decisions' width, depth and noise. */
typedef struct AiLevel {
    int time_ms;           /* the window's time per move */
    int depth;             /* the deepest iteration (0: no limit but the others) */
    int margin;            /* noise: a move within margin thousandths of AI_EVAL_SCALE
                            * of the best may be played (0: always the best) */
    bool vcf;              /* the root's VCF solve and the defence filter against VCFs */
    bool vct;              /* the root's VCT solve too */
    bool vct_defence;      /* the defence filter against the opponent's VCTs too */
    int opening_options;   /* options an opening decision looks at (at most) */
    int opening_depth;     /* the depth of each of their evaluations */
    int64_t opening_nodes; /* and its nodes */
    int opening_noise;     /* evaluation units of noise added to each option's worth */
} AiLevel;

/* The row of a level. A level below AI_LEVEL_MIN (0 in a zero-initialised AiLimits: "not
 * set") or above AI_LEVEL_MAX is the full engine, AI_LEVEL_MAX. */
const AiLevel *ai_level(int level);
/* The limits the window plays a level with: the level, its time per move, seed, the
 * opening book on (used at the full level only); no depth or node limit, one thread. */
void ai_limits_for_level(int level, uint64_t seed, AiLimits *out);

/* Progress of a search, and its final answer. */
typedef struct AiInfo {
    Pos best; /* always a legal move once depth >= 1 (POS_PASS if none) */
    int score;
    int depth;
    int64_t nodes;
    int64_t nps;
    int elapsed_ms;
    int npv;
    Pos pv[AI_MAX_PV];
    int nbest; /* after ai_set_nbest(e, n > 1): the best moves, best first */
    Pos best_moves[AI_MAX_NBEST];
    int best_scores[AI_MAX_NBEST];
    int best_nline[AI_MAX_NBEST]; /* each best move's expected line, the move first */
    Pos best_lines[AI_MAX_NBEST][AI_NBEST_LINE];
    bool book;    /* the move came from the opening book (depth 1, no search) */
    bool partial; /* best, score and line came from the unfinished iteration after depth */
    /* AiLimits.filter left best out, but it was the only move: the block of the
     * opponent's four, or no allowed point was legal. */
    bool filter_overridden;
} AiInfo;

/* Called from the searching thread after each finished iteration. */
typedef void (*AiProgressFn)(const AiInfo *info, void *user);

AiEngine *ai_create(size_t tt_megabytes);
void ai_destroy(AiEngine *e);
/* Gives the engine a table of tt_megabytes (what it learned is forgotten; nothing
 * changes when the size is the same); false, the old table kept, when memory is short. */
bool ai_resize(AiEngine *e, size_t tt_megabytes);
/* The memory an engine holds, for a caller that must stay within a bound: the table
 * ai_create(tt_megabytes) allocates (a power of two), the engine without its table (its
 * evaluation tables and the calling thread's search), and each helper thread of
 * AiLimits.threads above one (its search, and its stack as used). */
size_t ai_table_bytes(size_t tt_megabytes);
size_t ai_engine_bytes(void);
size_t ai_thread_bytes(void);
/* Makes room for `threads` searching threads and faults in the pages of their search
 * state, so that the next search does not. Not the table's: they fault in as searches
 * use them (touching a 64 MB table took 1.5 to 5 s of a loaded virtual machine, and
 * done between moves it slowed the opponent's moves up to 975 ms at timeout_turn 30).
 * Never while the engine searches. */
void ai_warm(AiEngine *e, int threads);
/* Forgets everything learned (new game). */
void ai_clear(AiEngine *e);
/* From now on, score the n best root moves exactly and report them, with their lines, in
 * AiInfo.nbest after every finished iteration (n <= 1: only the best move, the fastest
 * search). A stopped search answers its last finished iteration's list, the first move
 * its best move (none before the first finished iteration). */
void ai_set_nbest(AiEngine *e, int n);

/* Searches the position for the side to move under rs and writes the chosen move to out.
 * The board is copied first and never written. Polls *stop (relaxed) and returns the
 * best move of the last finished iteration within a few milliseconds of it being set.
 * Always answers a legal move (never a foul), or POS_PASS when no point is legal.
 * stop and progress may be NULL. */
void ai_search(AiEngine *e, const RuleSet *rs, const Board *b, const AiLimits *limits,
               const atomic_bool *stop, AiProgressFn progress, void *user, AiInfo *out);

/* Threat-space solve for the side to move under rs: a win by continuous fours (VCF),
 * or with open threes as well (vct). Looks at most max_nodes nodes (0: a default) and
 * polls *stop (may be NULL). On a proven win returns true and writes the line (the
 * attacker's moves and the forced replies, alternating, attacker first; for VCT one
 * line of the tree) to line, at most cap points. *info (when not NULL): the nodes it
 * searched (fewer than max_nodes when its depth-limited tree ran out first) and a win's
 * length, the attacker's moves to the five, the five included (the line may stop sooner,
 * at a double four or a four-three). */
typedef struct AiSolveInfo {
    int64_t nodes;
    int moves; /* "VCF in 3 moves": the winner's moves to the five, the five included */
} AiSolveInfo;
bool ai_solve(AiEngine *e, const RuleSet *rs, const Board *b, bool vct, int64_t max_nodes,
              const atomic_bool *stop, Pos *line, int *nline, int cap, AiSolveInfo *info);

/* The program's one monotonic clock (CLOCK_MONOTONIC; core is pure C11, so it lives in
 * the lowest layer that reads the time, the search's): nanoseconds and milliseconds
 * since an arbitrary start, for deadlines and measurements (never the date). */
int64_t ai_now_ns(void);
static inline int64_t ai_now_ms(void) { return ai_now_ns() / 1000000; }

#endif
