/* Renju - MIT licence, see LICENSE.
 *
 * The forbidden-point trainer (study mode): a position is shown, the learner marks every
 * point forbidden to Black (or, for White's eye, every point where a White four makes
 * Black's only block forbidden), then Check scores the round: hits, misses and false
 * alarms. Levels go from a plain double-three and a plain double-four to nested false
 * threes, overlines, two
 * fours on one line and five-first exceptions. A round's position comes from a list of
 * positions the caller hands in (real games: the problem collection's) or from the
 * generator, which grows a game's middle around the level's shape (see trainer_generate);
 * either way a position
 * is kept only when its answer is what the level calls for (trainer_level_fits). Renju
 * rules; pure C11: no I/O, no globals (the generator's randomness is a seed the caller
 * keeps).
 */
#ifndef RENJU_TRAINER_H
#define RENJU_TRAINER_H

#include <stdint.h>

#include "marks.h"

typedef enum TrainerLevel {
    TRAINER_DOUBLE_THREE = 0, /* plain double-threes, no false three in sight */
    TRAINER_DOUBLE_FOUR,      /* plain double-fours (two fours on two lines); the look-alike
                               * is the four-three, a win and no foul */
    TRAINER_FALSE_THREE,      /* a fork that is no double-three: one three is false, its
                               * straight-four point itself forbidden */
    TRAINER_OVERLINE,         /* a forbidden overline */
    TRAINER_FOUR_FOUR_LINE,   /* two fours on one line */
    TRAINER_FIVE_FIRST,       /* a fork that makes a five: allowed (five first) */
    TRAINER_WHITE_EYE,        /* White to move: where does a four force Black into a foul? */
    TRAINER_LEVEL_COUNT
} TrainerLevel;

#define TRAINER_MAX_POINTS 64

/* What became of a point after Check. */
typedef enum TrainerMark {
    TRAINER_NONE = 0,    /* neither an answer nor marked */
    TRAINER_HIT,         /* an answer, marked */
    TRAINER_MISS,        /* an answer, not marked */
    TRAINER_FALSE_ALARM, /* marked, not an answer */
    TRAINER_TRAP         /* a look-alike of the level (trainer_traps), rightly unmarked */
} TrainerMark;

typedef struct TrainerRound {
    TrainerLevel level;
    Board board; /* Black to move; White for TRAINER_WHITE_EYE */
    int nanswer;
    Pos answer[TRAINER_MAX_POINTS];
    Pos block[TRAINER_MAX_POINTS]; /* WHITE_EYE: Black's forbidden block for answer[i] */
    int nmarked;
    Pos marked[TRAINER_MAX_POINTS];
    int ntraps; /* trainer_traps: shown after Check, each explained on a click */
    Pos traps[TRAINER_MAX_POINTS];
    bool checked;
} TrainerRound;

typedef struct TrainerScore {
    int hits, misses, false_alarms;
    int percent; /* hits / (answers + false alarms) rounded to nearest, 100 with no answer and no
                    mark */
} TrainerScore;

/* "double-three", "false-three", ... (the progress file's names); NULL out of range. */
const char *trainer_level_name(TrainerLevel level);
/* The level of a name, or TRAINER_LEVEL_COUNT. */
TrainerLevel trainer_level_from_name(const char *name);

/* The answer of the position for the level: Black's forbidden points (renju), or for
 * WHITE_EYE White's points whose four has one five point and Black may not take it (in
 * block[], may be NULL). Returns how many (at most cap). */
int trainer_answer(TrainerLevel level, const Board *b, Pos *out, Pos *block, int cap);

/* The points the level is about that are no answer (the look-alikes a learner must leave
 * alone): for TRAINER_FALSE_THREE the forks that are no double-three because a three is
 * false, for TRAINER_DOUBLE_FOUR the four-threes (a four and a three: allowed, and a win),
 * for TRAINER_FIVE_FIRST the forks that make a five; none for the other levels.
 * Returns how many (at most cap). */
int trainer_traps(TrainerLevel level, const Board *b, Pos *out, int cap);

/* Does the position call for the level: a game's position (position_reachable: the
 * stone counts fit the side to move, no five or overline stands), the answer holds what
 * the level teaches (see TrainerLevel), and the side to move has no five to make (a five
 * would end the question)? */
bool trainer_level_fits(TrainerLevel level, const Board *b);

/* A round from positions[0..n) (Black to move; each tried from a random start, in order,
 * for WHITE_EYE with White to move instead), the first that fits. False when none does. */
bool trainer_round_from(TrainerLevel level, const Board *positions, int n, uint64_t *seed,
                        TrainerRound *out);
/* A generated round that looks like a real game's middle: the level's shape at a random
 * turn with a Black stone of it on h8, a named opening around the centre (White beside
 * h8, Black's second stone inside the central 5x5), then both colours' moves one or two
 * points along a line from a stone (building or blocking; no four, no five, no foul of
 * Black), near the stones' centre, until the counts are a game's; kept when it fits; at
 * most `tries` positions. The same seed gives the same round. False when none fitted. */
bool trainer_generate(TrainerLevel level, uint64_t *seed, int tries, TrainerRound *out);

/* Marks or unmarks p (an empty point) before Check; marked[] keeps the order of marking.
 * False when checked, not empty, or full. */
bool trainer_toggle(TrainerRound *r, Pos p);
/* Unmarks the point marked last (of those still marked, in the order they were marked:
 * the trainer's Undo). False when checked or nothing is marked. */
bool trainer_take_back(TrainerRound *r);
bool trainer_is_marked(const TrainerRound *r, Pos p);
/* Check: scores the round (and freezes the marks). */
void trainer_check(TrainerRound *r, TrainerScore *out);
/* After Check: what p is (TRAINER_TRAP for a look-alike left alone). */
TrainerMark trainer_point(const TrainerRound *r, Pos p);

/* A round as one line of text (no newline), for a restart to show it again:
 *   trainer double-three b=f8,g8,h9 w=e8,j9 marked h8,h10 checked 0
 * the level's name, the stones (position.h's "b=... w=..."), the marks in the order they
 * were made ("-" none) and whether it was checked. Returns the length, 0 when cap is too
 * small. */
size_t trainer_round_format(const TrainerRound *r, char *buf, size_t cap);
#define TRAINER_LINE_MAX 1400 /* the longest line: 225 points of 3 bytes and a comma, 64 marks */
/* Reads such a line (len bytes) strictly into *out: the words in that order, every point
 * on the board, a position that fits the level (trainer_level_fits: the answer and the
 * look-alikes computed again), marks on empty points, none twice. False otherwise (*out
 * unspecified). */
bool trainer_round_parse(const char *text, size_t len, TrainerRound *out);

#endif
