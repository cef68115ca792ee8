/* Renju - MIT licence, see LICENSE.
 *
 * The AI's decisions in an opening rule (Taraguchi-10, Soosorv-8, Swap2): swap or not,
 * branch A or B, the number of fifth moves to declare, the fifth moves to propose, the
 * proposal to pick, Swap2's choices, and the opening stones inside their zones. Pure C11:
 * it only reads the Game and asks ai_search for short evaluations.
 *
 * A decision is a plan: a list of options (actions), each judged by evaluating the
 * position it leads to. The plan hands out one position at a time (ai_opening_next) and
 * takes each evaluation back (ai_opening_feed), so a window can run every evaluation on
 * its worker thread as an ordinary search request and never blocks a frame;
 * ai_opening_decide runs the same plan synchronously (tests, a command line).
 * ai_opening_choose always returns an action game_apply accepts.
 */
#ifndef RENJU_AI_OPENING_H
#define RENJU_AI_OPENING_H

#include "ai.h"
#include "game.h"

#define AI_OPENING_MAX_OPTIONS 64

typedef struct AiOpeningOption {
    Action action;
    Pos stone;        /* the stone the evaluated position adds (POS_NONE: none) */
    Stone colour;     /* the colour the deciding player holds after the action */
    bool other_swaps; /* after the action the other player may swap colours */
    bool evaluated;
    int value; /* for the deciding player, once evaluated */
} AiOpeningOption;

/* Invariant: options[0..noptions) are legal now (or PROPOSE candidates, each accepted by
 * game_proposal_ok with no proposal yet); next <= noptions is the first not evaluated. */
typedef struct AiOpeningPlan {
    int player; /* 0 first, 1 second: who decides */
    GamePhase phase;
    int noptions;
    AiOpeningOption options[AI_OPENING_MAX_OPTIONS];
    int next;
    AiLimits eval; /* limits of each evaluation */
    int noise;     /* the level's noise in the choice (AiLevel.opening_noise) */
    uint64_t seed;
} AiOpeningPlan;

/* Does the player to act need an opening decision (rather than a plain ai_search for
 * the side to move)? True while the opening rule runs, except for a stone anywhere of the
 * acting player's own colour that no swap follows. */
bool ai_opening_needed(const Game *g);

/* Builds the plan for the decision now. limits->level sets how many options are looked
 * at, how deep and with how much noise (ai_level(): lower levels decide faster and
 * worse); limits->time_ms is the budget of the whole decision. */
void ai_opening_plan(AiOpeningPlan *p, const Game *g, const AiLimits *limits);
/* The next position to evaluate and its limits; false when every option is judged. */
bool ai_opening_next(const AiOpeningPlan *p, const Game *g, Board *out, AiLimits *limits);
/* The evaluation of the position ai_opening_next handed out last. */
void ai_opening_feed(AiOpeningPlan *p, const AiInfo *info);
/* The decision from what was evaluated (options not evaluated count as unknown). Always
 * legal for g: falls back to the first legal action when needed. */
void ai_opening_choose(const AiOpeningPlan *p, const Game *g, Action *out);

/* What action a (ai_opening_choose's) is worth to the deciding player, in evaluation
 * units as the plan judged it (no noise), and the colour that player holds after it
 * (proposals: the weakest of them, for Black); false when no evaluated option is a. */
bool ai_opening_worth(const AiOpeningPlan *p, const Game *g, const Action *a, int *worth,
                      Stone *colour);

/* The whole decision at once, searching with e. Polls *stop (may be NULL); once set, the
 * decision uses what was evaluated so far. */
void ai_opening_decide(AiEngine *e, const Game *g, const AiLimits *limits, const atomic_bool *stop,
                       Action *out);

#endif
