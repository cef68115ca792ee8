/* Renju - MIT licence, see LICENSE.
 *
 * The help's pages (see help.h). The diagrams are the examples of docs/rules.md; the
 * review, library and network pages say what README's sections on them say.
 */
#include "help.h"

#include <string.h>

#include "position.h"

#define NO_TEXT                                                                                    \
    {                                                                                              \
        S_COUNT                                                                                    \
    }
#define NO_DIAGRAMS                                                                                \
    {                                                                                              \
        {                                                                                          \
            NULL, NULL, VERDICT_OK, S_COUNT                                                        \
        }                                                                                          \
    }

static const HelpPage PAGES[] = {
    {HELP_KEYS, S_HELP_PAGE_KEYS, NO_TEXT, NO_DIAGRAMS},
    {HELP_TEXT,
     S_HELP_PAGE_RULES,
     {S_HELP_RULES_BOARD, S_HELP_RULES_WIN, S_HELP_RULES_DRAW, S_HELP_RULES_SHAPES,
      S_HELP_RULES_FOULS, S_COUNT},
     NO_DIAGRAMS},
    {HELP_TEXT,
     S_HELP_PAGE_FOULS,
     {S_HELP_FOULS_INTRO, S_COUNT},
     {{"b=f8,g8,h9,h10", "h8", VERDICT_DOUBLE_THREE, S_HELP_DIA_33},
      {"b=e8,f8,g8,h5,h6,h7", "h8", VERDICT_DOUBLE_FOUR, S_HELP_DIA_44},
      {"b=d8,e8,f8,j8,k8,l8", "h8", VERDICT_DOUBLE_FOUR, S_HELP_DIA_44_LINE},
      {"b=e8,f8,g8,i8,j8", "h8", VERDICT_OVERLINE, S_HELP_DIA_OVERLINE}}},
    {HELP_TEXT,
     S_HELP_PAGE_ALLOWED,
     {S_HELP_ALLOWED_INTRO, S_COUNT},
     {{"b=e8,f8,g8,h9,h10", "h8", VERDICT_OK, S_HELP_DIA_43},
      {"b=d8,e8,f8,g8,h9,i9,h10,j10", "h8", VERDICT_FIVE, S_HELP_DIA_FIVE_FIRST},
      {"b=e8,f8,g6,g7,g9,g10,g11,h9,h10", "h8", VERDICT_OK, S_HELP_DIA_FALSE_THREE},
      {NULL, NULL, VERDICT_OK, S_COUNT}}},
    /* docs/rules.md: the false-three recursion (two levels), example 8, "More shapes". */
    {HELP_TEXT,
     S_HELP_PAGE_FINE,
     {S_HELP_FINE_INTRO, S_COUNT},
     {{"b=f8,g8,h9,i9,j9,h10,i10,k10 w=d8", "h8", VERDICT_OK, S_HELP_DIA_FALSE_DEEP},
      {"b=f8,g8,h9,h10 w=e8", "h8", VERDICT_OK, S_HELP_DIA_BLOCKED},
      {"b=e8,f8,g8,j8,h5,h6,h7 w=d8", "h8", VERDICT_OK, S_HELP_DIA_NO_FOUR},
      {NULL, NULL, VERDICT_OK, S_COUNT}}},
    {HELP_TEXT,
     S_HELP_PAGE_OPENINGS,
     {S_HELP_OPEN_INTRO, S_HELP_OPEN_FREE, S_HELP_OPEN_TARAGUCHI, S_HELP_OPEN_SOOSORV,
      S_HELP_OPEN_SWAP2, S_COUNT},
     NO_DIAGRAMS},
    {HELP_TEXT,
     S_HELP_PAGE_VARIANTS,
     {S_HELP_VAR_INTRO, S_HELP_VAR_GOMOKU, S_HELP_VAR_EXACT, S_HELP_VAR_FORBIDDEN_CENTRE,
      S_HELP_VAR_COMMON_CENTRE, S_HELP_VAR_ANTI, S_HELP_VAR_OLD, S_HELP_VAR_NARABE,
      S_HELP_VAR_PENTE, S_COUNT},
     NO_DIAGRAMS},
    {HELP_TEXT,
     S_HELP_PAGE_STUDY,
     {S_HELP_STUDY_PROBLEMS, S_HELP_STUDY_RATING, S_HELP_STUDY_HELP, S_HELP_STUDY_LIST,
      S_HELP_STUDY_TECHNIQUE, S_HELP_STUDY_TITLES, S_HELP_STUDY_OWN, S_HELP_STUDY_TRAINER, S_COUNT},
     NO_DIAGRAMS},
    {HELP_TEXT,
     S_HELP_PAGE_REVIEW,
     {S_HELP_REVIEW_BROWSE, S_HELP_REVIEW_GRAPH, S_HELP_REVIEW_MISTAKES, S_HELP_REVIEW_ANALYSIS,
      S_HELP_REVIEW_MARKS, S_HELP_REVIEW_ENGINE, S_HELP_REVIEW_LINES, S_HELP_REVIEW_NOTES,
      S_HELP_REVIEW_MARKED, S_COUNT},
     NO_DIAGRAMS},
    {HELP_TEXT,
     S_HELP_PAGE_LIBRARY,
     {S_HELP_LIB_OPEN, S_HELP_LIB_MARKS, S_HELP_LIB_FIND, S_HELP_LIB_FILES, S_HELP_LIB_FILES_BIG,
      S_HELP_LIB_TREE, S_HELP_LIB_MERGE, S_HELP_LIB_RENLIB, S_COUNT},
     NO_DIAGRAMS},
    {HELP_TEXT,
     S_HELP_PAGE_NETWORK,
     {S_HELP_NET_SEATS, S_HELP_NET_HOST, S_HELP_NET_JOIN, S_HELP_NET_PLAY, S_HELP_NET_CLOCK,
      S_HELP_NET_END, S_COUNT},
     NO_DIAGRAMS},
};

int help_page_of(StrId title)
{
    for (int i = 0; i < (int)(sizeof PAGES / sizeof PAGES[0]); i++) {
        if (PAGES[i].title == title) {
            return i;
        }
    }
    return -1;
}

int help_pages(const HelpPage **out)
{
    *out = PAGES;
    return (int)(sizeof PAGES / sizeof PAGES[0]);
}

bool help_diagram_judge(const HelpDiagram *d, Board *b, Pos *p, RuleVerdict *v)
{
    char err[120];
    if (!d->stones || !position_parse(d->stones, strlen(d->stones), 15, b, err, sizeof err)) {
        return false;
    }
    if (!d->point || !board_parse_point(d->point, strlen(d->point), 15, p) ||
        board_at(b, *p) != STONE_EMPTY) {
        return false;
    }
    *v = rules_check_move(rules_get(RULE_RENJU), b, *p, STONE_BLACK);
    return true;
}

/* Widens lo..hi (inside 0..size-1) to five lines, evenly around c where the board
 * allows. */
static void grow(int *lo, int *hi, int c, int size)
{
    while (*hi - *lo < 4) {
        bool up = *hi < size - 1 && (*hi - c <= c - *lo || *lo == 0);
        if (up) {
            (*hi)++;
        } else if (*lo > 0) {
            (*lo)--;
        } else {
            break;
        }
    }
}

void help_diagram_window(const Board *b, Pos p, int *x0, int *y0, int *x1, int *y1)
{
    int lo_x = pos_x(p), hi_x = pos_x(p), lo_y = pos_y(p), hi_y = pos_y(p);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            if (board_at(b, pos_from_xy(x, y)) != STONE_EMPTY) {
                lo_x = x < lo_x ? x : lo_x;
                hi_x = x > hi_x ? x : hi_x;
                lo_y = y < lo_y ? y : lo_y;
                hi_y = y > hi_y ? y : hi_y;
            }
        }
    }
    lo_x = lo_x > 0 ? lo_x - 1 : 0;
    lo_y = lo_y > 0 ? lo_y - 1 : 0;
    hi_x = hi_x < b->size - 1 ? hi_x + 1 : hi_x;
    hi_y = hi_y < b->size - 1 ? hi_y + 1 : hi_y;
    grow(&lo_x, &hi_x, pos_x(p), b->size);
    grow(&lo_y, &hi_y, pos_y(p), b->size);
    *x0 = lo_x;
    *y0 = lo_y;
    *x1 = hi_x;
    *y1 = hi_y;
}
