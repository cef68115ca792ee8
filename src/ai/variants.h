/* Renju - MIT licence, see LICENSE.
 *
 * The variant layer of the engine (private to src/ai): what the search itself does not
 * know about a rule set. ai_search() (variants.c) answers the decisions a variant forces
 * and adjusts the root choice, and runs the engine, ai_engine_search() (search.c), for
 * everything else. The window, pbrain and the CLI only ever see ai_search().
 */
#ifndef RENJU_AI_VARIANTS_H
#define RENJU_AI_VARIANTS_H

#include "ai.h"

/* The engine's search, exactly ai_search()'s contract (ai.h), without the variant layer. */
void ai_engine_search(AiEngine *e, const RuleSet *rs, const Board *b, const AiLimits *limits,
                      const atomic_bool *stop, AiProgressFn progress, void *user, AiInfo *out);

#endif
