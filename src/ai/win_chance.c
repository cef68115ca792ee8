/* Renju - MIT licence, see LICENSE.
 *
 * The engine's score read as a chance to win (ai.h): the one place the window's panel,
 * analysis, graph and mistake marks get their percentages from. The score is a logistic
 * unit of AI_EVAL_SCALE, the scale the tuner fits with the evaluation's weights (lab/tune.c:
 * the K that makes 1 / (1 + exp(-score / K)) best predict game results, or the stronger
 * engine's win probabilities the present weights were fitted to), so the percentage is the
 * fitted one, not a guess. A proven win or loss is 100 or 0; nothing else is.
 */
#include <math.h>

#include "ai.h"

int ai_win_percent(int score)
{
    if (ai_score_is_win(score)) {
        return 100;
    }
    if (ai_score_is_win(-score)) {
        return 0;
    }
    double p = 100.0 / (1.0 + exp(-(double)score / AI_EVAL_SCALE));
    int pct = (int)lround(p);
    return pct < 1 ? 1 : pct > 99 ? 99 : pct;
}
