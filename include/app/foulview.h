/* Renju - MIT licence, see LICENSE.
 *
 * What the window shows for the point under the mouse (or the keyboard cursor) when a
 * learner asks about fouls: the board's marks (marks.h: each line's stones, the
 * straight-four points real or false and why, an overline's stones) and the panel's lines
 * of text naming the same lines. Two views: a forbidden point (why it is forbidden), and
 * an empty point that looks like a fork but is allowed (why it is not forbidden: a false
 * three, a pseudo-three or pseudo-four, a three blocked at one end, a four-three). The
 * second shows only while the forbidden marks are on, so it never clutters normal play;
 * with the marks off, the first only on a point where a move was just refused.
 * The trainer asks about any point after Check (foulview_asked): an allowed one always
 * shows its lines and why they make no foul. Pure: no SDL; tested in tests/test_foulview.c.
 */
#ifndef RENJU_FOULVIEW_H
#define RENJU_FOULVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "controller.h"
#include "controller_setup.h"
#include "i18n.h"
#include "marks.h"

typedef enum FoulViewKind {
    FOULVIEW_NONE = 0,  /* nothing to show at this point */
    FOULVIEW_FORBIDDEN, /* a forbidden point: why */
    FOULVIEW_ALLOWED    /* allowed, though it looks like a fork: why not */
} FoulViewKind;

enum {
    FOULVIEW_MAX_TEXT = 2 + 2 * DIR_COUNT, /* the verdict, the lines, the closing line */
    FOULVIEW_TEXT_CAP = 320
};

typedef struct FoulViewText {
    char text[FOULVIEW_TEXT_CAP];
    int dir; /* the direction of the line it names (its colour on the board), -1 for none */
} FoulViewText;

typedef struct FoulView {
    FoulViewKind kind;
    Marks marks; /* what the board draws (kind != FOULVIEW_NONE) */
    int ntext;
    FoulViewText text[FOULVIEW_MAX_TEXT];
} FoulView;

/* The view for point p of the controller's shown position, in lang; marks_shown is the
 * forbidden marks' toggle. FOULVIEW_NONE off the board, on a stone, after the game, on
 * points where nothing looks like a fork (see foulview_looks_like_fork), and, with the
 * marks off, on a forbidden point but the one a move was refused on (CTL_MSG_FORBIDDEN). */
void foulview_build(const Controller *c, Pos p, bool marks_shown, Lang lang, FoulView *out);

/* The view for point p of the stones being set up (controller_setup.h), as a game shows
 * its own: a Black stone's, whatever the side to move (the board needs no stone on the
 * centre: a rule book's diagram is explained as it stands); with the marks on, a forbidden
 * point says why and an allowed one that looks like a fork why not; with them off, nothing. */
void foulview_setup(const CtlSetup *s, Pos p, bool marks_shown, Lang lang, FoulView *out);

/* The view of empty point p for a stone of colour s on b under rs, whatever the
 * window shows: FOULVIEW_FORBIDDEN when forbidden (the caller knows: its forbidden map or
 * rules_check_move), else FOULVIEW_ALLOWED when p looks like a fork, else
 * FOULVIEW_NONE. The study mode's trainer and refutations explain their points with it. */
void foulview_point(const RuleSet *rs, const Board *b, Pos p, Stone s, bool forbidden, Lang lang,
                    FoulView *out);
/* The view of empty point p that a learner asks about (the trainer's points after Check:
 * found, missed, marked wrongly, look-alikes): as foulview_point, but an allowed point is
 * always FOULVIEW_ALLOWED, whatever it looks like: every line through it with a shape (a
 * single four, one three, a blocked three: what made it look forbidden) drawn and named,
 * then why that is no foul (only one four, one real three, no real three or four, or no
 * line at all). FOULVIEW_NONE only off the board and on a stone. */
void foulview_asked(const RuleSet *rs, const Board *b, Pos p, Stone s, bool forbidden, Lang lang,
                    FoulView *out);
/* The look-alike lines (pseudo-threes, pseudo-fours, blocked threes) of a stone of colour s
 * on empty p, worded as the foul view adds them to the explanation, each followed by "\n",
 * into buf: how long. renju-cli explain prints them where the window does. */
size_t foulview_look_alike_text(const RuleSet *rs, const Board *b, Pos p, Stone s, Lang lang,
                                char *buf, size_t cap);
/* An allowed point that looks like a fork: two or more lines with a shape, at least one
 * of them more than a three blocked at one end (two closed threes are an everyday sight);
 * or a five made with an overline, two fours or more shapes besides (the five wins). */
bool foulview_looks_like_fork(const Marks *m);

/* The board's label of a marked point (language-free): "3×3", "4×4" or "6" on a false
 * straight-four point that is itself forbidden or would make an overline, "5" on one that
 * makes a five elsewhere, "4" on a blocked three's point; "" on a real point or a five
 * point. */
const char *foulview_point_label(const MarkLine *m, int i);

/* Does the view mark p as a point of its lines (a straight-four, five or blocked point)?
 * Its marks are the position after the explained move: the live forbidden cross on such a
 * point is the position before it, and is left out while the view is shown (the audit:
 * "i7 makes a straight four" beside i7's cross of the current double-three). */
bool foulview_marks_point(const FoulView *v, Pos p);

/* Whether the point is false (a straight-four point that is not playable as one, a five
 * point that would be an overline). */
bool foulview_point_false(const MarkLine *m, int i);

#endif
