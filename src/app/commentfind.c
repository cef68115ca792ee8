/* Renju - MIT licence, see LICENSE.
 *
 * Find in comments (commentfind.h): the review searched on each Enter (notefind_review),
 * the next node after the shown one in node order, round.
 */
#include "commentfind.h"

#include <stdlib.h>
#include <string.h>

void commentfind_reset(CommentFind *f) { memset(f, 0, sizeof *f); }

void commentfind_edited(CommentFind *f)
{
    f->count = 0;
    f->at = 0;
    f->looked = false;
}

bool commentfind_next(CommentFind *f, Session *s)
{
    NoteFind nf;
    f->looked = true;
    f->count = 0;
    f->at = 0;
    if (!notefind_init(&nf, f->text)) {
        return false;
    }
    int cap = s->rev->count; /* at most every node */
    int *nodes = malloc((size_t)cap * sizeof *nodes);
    if (!nodes) {
        return false;
    }
    int n = notefind_review(s->rev, &nf, nodes, cap);
    n = n < cap ? n : cap;
    int shown = session_shown_node(s);
    int k = 0;
    while (k < n && nodes[k] <= shown) {
        k++;
    }
    k = k < n ? k : 0; /* past the last: the first again */
    bool ok = n > 0 && session_show_node(s, nodes[k]);
    f->count = n;
    f->at = n > 0 ? k + 1 : 0;
    free(nodes);
    return ok;
}
