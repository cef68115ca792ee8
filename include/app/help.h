/* Renju - MIT licence, see LICENSE.
 *
 * The help's pages, without SDL: the keys (keymap_help_rows), the rules of renju, its
 * fouls and the moves that only look like fouls, the opening rules and the variants, the
 * study, reviewing a game, the opening library and network play, as
 * paragraphs of the catalogues (docs/rules.md is their source) and small board diagrams
 * given in board notation. A diagram's verdict is not written down: the rules module
 * judges its point (help_diagram_judge), so a diagram cannot say what the game does not
 * do, and tests/test_help.c checks each says what its caption claims.
 */
#ifndef RENJU_HELP_H
#define RENJU_HELP_H

#include <stdbool.h>

#include "board.h"
#include "i18n.h"
#include "rules.h"

#define HELP_MAX_PAGES 12 /* help_pages returns at most this many */
#define HELP_MAX_TEXT 10
#define HELP_MAX_DIAGRAMS 4

typedef struct HelpDiagram {
    const char *stones; /* position_parse's "b=... w=..." */
    const char *point;  /* the point the diagram is about: Black to play there */
    RuleVerdict expect; /* what the caption says of it (checked by the tests) */
    StrId caption;
} HelpDiagram;

typedef enum HelpPageKind { HELP_KEYS = 0, HELP_TEXT } HelpPageKind;

typedef struct HelpPage {
    HelpPageKind kind;
    StrId title;                             /* the page's tab */
    StrId text[HELP_MAX_TEXT];               /* paragraphs; S_COUNT ends the list */
    HelpDiagram diagrams[HELP_MAX_DIAGRAMS]; /* stones NULL ends the list */
} HelpPage;

/* The pages in order; returns how many. */
int help_pages(const HelpPage **out);
/* The index of the page whose tab is title, -1 when none. */
int help_page_of(StrId title);

/* The diagram's board (15x15, renju) and point, and the rules' verdict for a black stone
 * there; false when its notation does not parse (a defect the tests catch). */
bool help_diagram_judge(const HelpDiagram *d, Board *b, Pos *p, RuleVerdict *v);

/* The part of the board a diagram shows: the stones and the point with one free line
 * around, at least 5 lines each way, as columns x0..x1 and rows y0..y1 (0-based). */
void help_diagram_window(const Board *b, Pos p, int *x0, int *y0, int *x1, int *y1);

#endif
