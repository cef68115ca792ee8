/* Renju - MIT licence, see LICENSE.
 *
 * What to draw when a learner asks why a point is forbidden, or why it is not: for each
 * line through the point, the stones to outline and the points to mark, each point real
 * or false and why. Built on rules_explain (rules.h), which knows the shapes that count;
 * this adds the shapes that only look like one: a pseudo-three or pseudo-four whose
 * completion would be an overline, and a three blocked at one end (a closed three, which
 * can only become a four). Pure C11: no I/O, no globals.
 */
#ifndef RENJU_MARKS_H
#define RENJU_MARKS_H

#include <stddef.h>

#include "rules.h"

typedef enum MarkShape {
    MARK_THREE = 0,     /* a real three: at least one straight-four point is playable */
    MARK_FALSE_THREE,   /* a three whose every straight-four point is false */
    MARK_FOUR,          /* a four (one five point), straight or not */
    MARK_STRAIGHT_FOUR, /* two five points on the line */
    MARK_DOUBLE_FOUR,   /* two fours on one line */
    MARK_FIVE,
    MARK_OVERLINE,     /* six or more: the stones of the run */
    MARK_PSEUDO_THREE, /* would be a three if six counted: each straight four it could make
                        * needs an overline to win (the points are marked overline) */
    MARK_PSEUDO_FOUR,  /* would be a four if six counted: its five point makes six */
    MARK_BLOCKED_THREE /* three stones in a window of five, blocked so they can become a
                        * four but never a straight four: the points make only a four */
} MarkShape;

typedef enum MarkPoint {
    MARK_POINT_REAL = 0,       /* THREE: a playable straight-four point */
    MARK_POINT_FORBIDDEN,      /* a straight-four point that is itself a foul (see verdict) */
    MARK_POINT_FIVE_ELSEWHERE, /* a straight-four point that makes a five on another line */
    MARK_POINT_OVERLINE,       /* the four or five it would make is only an overline */
    MARK_POINT_FIVE,           /* FOUR kinds: where the five would come */
    MARK_POINT_FOUR_ONLY       /* BLOCKED_THREE: a stone here makes a four, not a straight four */
} MarkPoint;

typedef struct MarkLine {
    int dir; /* 0 horizontal, 1 vertical, 2 diagonal, 3 anti-diagonal */
    MarkShape shape;
    bool counts; /* counts towards a foul (a real three, a four, an overline) */
    int nstones; /* the stones to outline, the point itself included, lowest first */
    Pos stones[9];
    int npoints;
    Pos points[6];
    MarkPoint point_mark[6];
    RuleVerdict point_verdict[6]; /* for MARK_POINT_FORBIDDEN */
    int nsix; /* MARK_PSEUDO_THREE: the points that would make its four's six (audit 30 C3) */
    Pos six[4];
} MarkLine;

typedef struct Marks {
    Pos point;
    Stone colour;
    RuleVerdict verdict;
    int nlines;
    MarkLine lines[DIR_COUNT];
} Marks;

/* The marks for a stone of colour s on empty p under rs. */
void marks_explain(const RuleSet *rs, const Board *b, Pos p, Stone s, Marks *out);

/* One line of text a mark line in board notation, e.g.
 * "horizontal three f8 g8 h8: e8 real, i8 forbidden (double-four)"; for the tests and the
 * command line. Returns the length written. */
size_t marks_format_line(const MarkLine *m, char *buf, size_t cap);

/* "three", "false three", "four", ... */
const char *marks_shape_name(MarkShape s);

#endif
