/* Renju - MIT licence, see LICENSE.
 *
 * The engine's score read as a chance to win (ai.h): the one place the window's panel,
 * analysis, graph and mistake marks get their percentages from. The score is a logistic
 * unit of AI_EVAL_SCALE, the scale the tuner fits with the evaluation's weights (lab/tune.c:
 * the K that makes 1 / (1 + exp(-score / K)) best predict game results, or the stronger
 * engine's win probabilities the present weights were fitted to), so the percentage is the
 * fitted one, not a guess. A proven win or loss is 100 or 0; nothing else is (the search's unproven
 * one 99 or 1). And a proven result's length in the winner's moves, when it is proven too
 * (ai_win_moves).
 */
#include <math.h>

#include "ai.h"

int ai_win_percent(int score)
{
    if (ai_score_is_win(score)) {
        return ai_score_is_proven(score) ? 100 : 99;
    }
    if (ai_score_is_win(-score)) {
        return ai_score_is_proven(score) ? 0 : 1;
    }
    double p = 100.0 / (1.0 + exp(-(double)score / AI_EVAL_SCALE));
    int pct = (int)lround(p);
    return pct < 1 ? 1 : pct > 99 ? 99 : pct;
}

int ai_win_moves(int score)
{
    int mag = score >= 0 ? score : -score;
    if (!ai_score_is_win(mag) || AI_WIN_SCORE - mag >= AI_WIN_UNMEASURED) {
        return 0;
    }
    /* The plies to the five: the winner's moves are the odd plies of a win (1, 3, ...),
     * the even ones of a loss (2, 4, ...: the loser moves first). */
    return (AI_WIN_SCORE - mag + 1) / 2;
}

int ai_score_unmeasured(int score)
{
    if (ai_score_is_win(score) && AI_WIN_SCORE - score < AI_WIN_UNMEASURED) {
        return score - AI_WIN_UNMEASURED;
    }
    if (ai_score_is_win(-score) && AI_WIN_SCORE + score < AI_WIN_UNMEASURED) {
        return score + AI_WIN_UNMEASURED;
    }
    return score;
}

int ai_score_unproven(int score)
{
    int mag = score >= 0 ? score : -score;
    if (!ai_score_is_proven(mag)) {
        return score;
    }
    int plies = AI_WIN_SCORE - mag;
    plies = plies < AI_WIN_UNMEASURED ? plies : plies - AI_WIN_UNMEASURED;
    int v = AI_WIN_SCORE - AI_WIN_UNPROVEN - plies;
    return score >= 0 ? v : -v;
}
