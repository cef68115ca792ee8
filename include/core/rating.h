/* Renju - MIT licence, see LICENSE.
 *
 * Ratings for study mode, as puzzle sites keep them: the learner has a Glicko-2 rating
 * (Glickman, "Example of the Glicko-2 system", 2012: a rating, its deviation RD and a
 * volatility; a newcomer is 1500 with RD 350, and a rating whose RD is RATING_PROVISIONAL_RD
 * or more is shown as provisional), updated after each problem as one game against the
 * problem: solved unaided is a win, anything else a loss, weighed as a possible slip (the
 * slip of item response theory's four-parameter model: even a learner far above the
 * problem fails it one try in 1 / RATING_SLIP, so such a failure says little, and a
 * newcomer's first miss on an easy problem costs about 146 points where Glicko alone
 * takes 500). A problem's rating is derived from
 * what its file says (rating_problem): its level sets a band of RATING_LEVEL_STEP points,
 * and within the band the attacker's moves of its line, a goal that needs threes (vct,
 * foul) or a defence, and the stones on the board raise it. Problems do not learn from the
 * learner (one learner is no population); their RD is RATING_PROBLEM_RD. Pure C11.
 */
#ifndef RENJU_RATING_H
#define RENJU_RATING_H

#include "problem.h"

#define RATING_START 1500.0
#define RATING_START_RD 350.0
#define RATING_START_VOL 0.06
#define RATING_TAU 0.5 /* the system constant: how fast the volatility may change */
#define RATING_MIN 100.0
#define RATING_MAX 3500.0
#define RATING_MIN_RD 45.0 /* the RD never falls below it: the rating keeps moving */
#define RATING_PROVISIONAL_RD 110.0
#define RATING_PROBLEM_RD 60.0
#define RATING_MAX_CHANGE 250.0 /* one problem moves the rating at most this far */
#define RATING_SLIP 0.2         /* a try failed however strong the learner: one in five */
#define RATING_LEVEL_BASE 750   /* level 1 starts at 1000 */
#define RATING_LEVEL_STEP 250

typedef struct Rating {
    double r;   /* rating */
    double rd;  /* rating deviation */
    double vol; /* volatility */
} Rating;

/* One game of a rating period: the opponent, the score (1 win, 0.5 draw, 0 loss) and the
 * chance that the player loses it by a slip however strong (0: Glicko's own model; else the
 * chance of a win is (1 - slip) times Glicko's). */
typedef struct RatingGame {
    double r;
    double rd;
    double score;
    double slip;
} RatingGame;

/* A newcomer: 1500, RD 350, volatility 0.06. */
Rating rating_start(void);

/* Glicko-2: the player's rating after the period's n games (none: only the RD grows),
 * with system constant tau. No floors or caps: Glickman's numbers (games with no slip). */
Rating rating_period(Rating player, const RatingGame *games, int n, double tau);

/* One problem, as study mode rates it: rating_period with RATING_TAU against the problem
 * (RATING_PROBLEM_RD) with RATING_SLIP (Glicko alone takes a loss 430 points below as
 * near-proof: a newcomer's one misclick on an easy problem cost almost 500 points), the
 * change then kept within RATING_MAX_CHANGE (a newcomer's solve far above), the rating
 * within RATING_MIN..RATING_MAX and RD within RATING_MIN_RD..RATING_START_RD. */
Rating rating_after_problem(Rating player, int problem_rating, bool win);

/* The expected score of `player` against an opponent of rating r, deviation rd. */
double rating_expected(Rating player, double r, double rd);

/* A problem's rating, from its file: level L gives RATING_LEVEL_BASE + L * RATING_LEVEL_STEP;
 * then up to RATING_LEVEL_STEP - 10 points more within the level: 20 a move of the attacker
 * (the line's odd moves; a defend problem counts one, less 10 for each further answer
 * accepted), 40 for a goal with threes (vct, foul) or a defence, 1 for every two stones. */
int rating_problem(const Problem *p);

/* Shown as a whole number (rounded). */
int rating_round(double r);

#endif
