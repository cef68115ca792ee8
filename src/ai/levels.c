/* Renju - MIT licence, see LICENSE.
 *
 * The levels: what each of AI_LEVEL_MIN..AI_LEVEL_MAX means, in one table read by the
 * search (depth, noise, threat solvers), the opening decisions (options, depth, nodes,
 * noise) and the window (time per move, through ai_limits_for_level). Level 10 is the
 * full engine; a level out of range, 0 included (a zero-initialised AiLimits), is too.
 *
 * The noise margin is in thousandths of AI_EVAL_SCALE, the evaluation's logistic unit,
 * so it means the same loss of winning chances whatever scale the tuner gives the
 * weights: a beginner takes any move within about 0.6 of a unit of the best (a clear but
 * not absurd mistake), level 8 only near-equal moves. (The evaluation fitted to Rapfi's
 * judgement tells opening moves further apart than the one fitted to game results: at a
 * third of a unit the beginner kept to one move there.) The time grows from a quick
 * half-second answer at level 1 to ten seconds at level 10 (untimed: on a clock level 10
 * spends the clock's share, app/controller.c); opening decisions look at
 * 6 + 4 x level options, each searched 1 + (level + 1) / 2 plies deep within
 * 3000 x level^2 nodes, with (10 - level) x 6 units of noise.
 */
#include "ai.h"

#include <string.h>

#define ROW(level, ms, depth, margin, vcf)                                                         \
    {                                                                                              \
        ms, depth, margin, vcf, (level) >= 6, (level) >= 8, 6 + 4 * (level),                       \
            1 + ((level) + 1) / 2, 3000 * (int64_t)(level) * (level), (AI_LEVEL_MAX - (level)) * 6 \
    }

static const AiLevel LEVELS[AI_LEVEL_MAX + 1] = {
    [1] = ROW(1, 500, 1, 600, false),  [2] = ROW(2, 700, 1, 300, false),
    [3] = ROW(3, 1000, 2, 150, false), [4] = ROW(4, 1500, 2, 90, true),
    [5] = ROW(5, 2000, 3, 60, true),   [6] = ROW(6, 3000, 4, 35, true),
    [7] = ROW(7, 4000, 5, 20, true),   [8] = ROW(8, 5500, 6, 8, true),
    [9] = ROW(9, 7500, 8, 0, true),    [10] = ROW(10, 10000, 0, 0, true),
};

/* A level out of range is the full engine. */
static int in_range(int level)
{
    return level < AI_LEVEL_MIN || level > AI_LEVEL_MAX ? AI_LEVEL_MAX : level;
}

const AiLevel *ai_level(int level) { return &LEVELS[in_range(level)]; }

void ai_limits_for_level(int level, uint64_t seed, AiLimits *out)
{
    memset(out, 0, sizeof *out);
    out->level = in_range(level);
    out->time_ms = LEVELS[out->level].time_ms;
    out->seed = seed;
    /* The strongest level plays the book's move in a known opening at once. */
    out->book = true;
}
