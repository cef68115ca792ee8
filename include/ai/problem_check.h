/* Renju - MIT licence, see LICENSE.
 *
 * The prover of renju problems (problem.h): an exhaustive AND/OR search of threat
 * sequences under renju rules. C11, no I/O. What it proves, by goal (the attacker is the
 * side to move, the defender its opponent; "threats" are the attacker's legal fours, and
 * for vct and foul also its legal moves that make an open three on some line):
 *
 *   vcf     the attacker wins by fours: every defence is the forced block (or loses at
 *           once), so the tree is one line;
 *   vct     the attacker wins by fours and threes: after each of its threes EVERY legal
 *           defender move (every empty point, and a pass) is answered, not only the
 *           blocks;
 *   foul    as vct with White to move, and a foul decides: with Black's fouls lifted
 *           (Black free to defend on its forbidden points) White has no such win; and
 *           the main line ends as the task says: on a four whose five point Black may not
 *           take (not a five after an open four);
 *   defend  the opponent (the attacker) wins by fours if the side to move passes; every
 *           move of the side to move but the answers leaves the attacker a win by fours
 *           and threes, and after each answer it has none within PROBLEM_LIMIT moves,
 *           nor a longer one the engine's threat solver (ai_solve) proves; no answer is a four
 *           (a forcing move only puts the defence off: the problem starts after it).
 *
 * A problem's other first moves (also-wins, may-win: problem.h) must be legal moves of the
 * attacker; whether they win is checked only with problem_prover_deep.
 *
 * For vcf, vct and foul, "a win" is one within PROBLEM_LIMIT attacker moves, the main
 * line's length is the shortest win (n attacker moves, the five included), and the line
 * ends with the five, or with the attacker's four whose only five point the defender may
 * not take (nothing is left to play but the five); its first move
 * must be the only threat that wins (no other four, or four or three, starts a win within
 * the limit), each later attacker move of the line must win as fast as possible, and each
 * defender move of the line must be a longest resistance (no reply makes the attacker
 * need more moves). A wasted first move (a pass of the attacker) must lose the win, by
 * fours within the limit and by fours and threes within theirs (else every first move of
 * the learner "also wins"). The level must be problem_grade()'s. A search that runs out of its
 * node budget proves nothing: the problem is reported as failed. Before any search, what
 * the problem tells the learner must hold (problem_claims_hold, problem.h): its side to
 * move faces no four (the first move would be the forced block), and a win by fours has a
 * four for every attacker move of its line; problem_solve refuses such a start, and a vcf
 * line with a move that is no four, alike.
 */
#ifndef RENJU_PROBLEM_CHECK_H
#define RENJU_PROBLEM_CHECK_H

#include <stdatomic.h>
#include <stdint.h>

#include "problem.h"

/* The most attacker moves (the final five included) a proof may need. */
#define PROBLEM_LIMIT_VCF 24
#define PROBLEM_LIMIT_VCT 8

typedef struct ProblemProver ProblemProver;

typedef struct ProblemVerdict {
    bool proven;
    char reason[200]; /* why not, in English with board points, when !proven */
    int moves;        /* attacker moves of the shortest win (defend: of the threat) */
    bool foul;        /* White to move: a foul decides (see foul above) */
    int nanswers;     /* defend: the moves that do not lose (what was found) */
    Pos answers[8];
    int64_t nodes; /* nodes searched */
} ProblemVerdict;

/* A prover with its own tables (NULL when out of memory). node_budget: nodes one problem
 * may take (0: a default of 20 million). */
ProblemProver *problem_prover_create(int64_t node_budget);
void problem_prover_destroy(ProblemProver *pp);
/* The node budget of the searches from now on (0: the default), and a flag another
 * thread may set to make the search under way give up as if out of budget (NULL: none);
 * the flag must outlive the prover's searches. */
void problem_prover_limit(ProblemProver *pp, int64_t node_budget, const atomic_bool *stop);

/* From now on problem_check also judges each of a problem's other first moves (problem.h)
 * as a learner's move, with engine_nodes for the engine's verified search (0: not; the
 * study's judgement gives it 500k): an also-wins move must be PROBLEM_MOVE_WINS_OTHERWISE,
 * a may-win one not (else it belongs in also-wins). Minutes for the collection: a
 * developer's check (renju-cli problems check --deep), not the tests'. */
void problem_prover_deep(ProblemProver *pp, int64_t engine_nodes);

/* With lift, the prover's later searches let Black play its forbidden points (as the
 * foul goal's test does): what White's win is when no foul decides it. For composing. */
void problem_prover_lift_fouls(ProblemProver *pp, bool lift);

/* Proves problem p as the header describes, once its position could be a game's: the
 * stones fit the side to move (as many of each colour with Black to move, one Black
 * more with White to move) and no five stands on the board. */
void problem_check(ProblemProver *pp, const Problem *p, ProblemVerdict *out);

/* Solves the position b (side to move attacks, or defends for GOAL_DEFEND) for goal g as
 * problem_check would judge it: on success writes the main line (defend: the answers)
 * into line (PROBLEM_MAX_LINE points) and returns true with out filled; false when the
 * position is unreachable (position_reachable), there is no win, it is not
 * unique, or the budget ran out (out->reason says which). */
bool problem_solve(ProblemProver *pp, const Board *b, ProblemGoal g, Pos *line, int *nline,
                   ProblemVerdict *out);

/* The level (1..5) of a problem: from its goal, the attacker moves of its shortest win
 * (for defend, of the threat) and whether a foul decides it. */
int problem_grade(ProblemGoal g, int moves, bool foul);

/* ---- A learner's move (study mode) ---------------------------------------------------
 * What a move of the learner does in a problem's position: for vcf, vct and foul the
 * learner attacks (the side to move in b), for defend it defends. A move that wins (or,
 * for defend, holds) comes with the defender's best answer and a fastest line on; a wrong
 * one with its refutation, the line that shows why it fails. */
typedef enum ProblemMoveKind {
    PROBLEM_MOVE_WINS = 0,       /* wins within the limit (defend: holds); line: the
                                  * defender's longest resistance, then a fastest win on
                                  * (empty after a five or a four the defender may not block) */
    PROBLEM_MOVE_FOUL,           /* forbidden for the mover (rules_check_move says why) */
    PROBLEM_MOVE_IGNORES_FIVE,   /* the opponent has a five point the move does not take;
                                  * line: that five */
    PROBLEM_MOVE_NOT_FOUR,       /* vcf: not a four; line: the defender's reply that escapes */
    PROBLEM_MOVE_ESCAPES,        /* the defender's reply (line[0]) leaves no win within the
                                  * limit; a four's reply is its block. For both: no win by
                                  * the other technique either (see WINS_OTHERWISE); an
                                  * empty line: no stone escapes, but a pass does */
    PROBLEM_MOVE_LOSES,          /* defend: the attacker wins after it (a win longer than
                                  * the limit too, by ai_solve); attack: the defender wins
                                  * first, by fours and threes (a foul of the learner's
                                  * included); line: its win */
    PROBLEM_MOVE_WINS_OTHERWISE, /* wins, but not by the goal's technique: for vcf by fours
                                  * and threes, for vct and foul by a longer run of fours
                                  * (PROBLEM_LIMIT_VCF), or no reply escapes, or the
                                  * engine's verified search (AiLimits.verify) finds the
                                  * defender lost all the same (a quiet move, a longer
                                  * run); no line */
    PROBLEM_MOVE_UNDECIDED       /* the node budget ran out: nothing is known */
} ProblemMoveKind;

typedef struct ProblemMoveVerdict {
    ProblemMoveKind kind;
    int nline;
    Pos line[PROBLEM_MAX_LINE];
    int moves; /* WINS (attack): the attacker moves still needed after the
                * defender's reply; LOSES: the attacker's moves to win */
} ProblemMoveVerdict;

/* Judges move m (an empty point of b) of the side to move in b for goal g. */
void problem_judge_move(ProblemProver *pp, const Board *b, ProblemGoal g, Pos m,
                        ProblemMoveVerdict *out);

#endif
