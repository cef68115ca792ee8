/* Renju - MIT licence, see LICENSE.
 *
 * Find in comments (Ctrl+G), without SDL: the text typed, and on each Enter the next
 * position of the game's review tree (its lines, their comments and board letters) that
 * holds it, case folded (notefind.h), round after the last; the window shows which of how
 * many ("3 of 17") or that none holds it. The tree is searched again on every Enter, so a
 * comment written meanwhile counts.
 */
#ifndef RENJU_COMMENTFIND_H
#define RENJU_COMMENTFIND_H

#include <stdbool.h>

#include "notefind.h"
#include "session.h"
#include "textfield.h"

typedef struct CommentFind {
    char text[NOTEFIND_TEXT_MAX + 1];
    TextSel sel;
    int count;   /* the positions found by the last Enter (0: none, or not looked yet) */
    int at;      /* the one shown, 1..count; 0: none */
    bool looked; /* Enter was pressed on this text */
} CommentFind;

/* Empty, nothing looked for yet (the dialog opens so). */
void commentfind_reset(CommentFind *f);
/* The text changed (typed): what was found is forgotten. */
void commentfind_edited(CommentFind *f);
/* Enter: the next position after the shown one (in the tree's order, round) that holds the
 * text, shown through session_show_node; count and at say which. False when the text is
 * empty, none holds it (count 0), or the position cannot be shown there (said). */
bool commentfind_next(CommentFind *f, Session *s);

#endif
