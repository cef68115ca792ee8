/* Renju - MIT licence, see LICENSE.
 *
 * The built-in opening library (libbuiltin.h): its lines written out (an opening's
 * three stones, then each book line turned so that its first three stones are its
 * opening's in the standard orientation) and made a library by library_build, the way a
 * .lib file of the same lines would read.
 */
#include "libbuiltin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "named_opening.h"
#include "symmetry.h"
#include "text.h"

enum { TEXT_CAP = 128 };

typedef struct Made {
    LibraryLine line;
    Pos moves[AI_BOOK_PLIES];
    char label[TEXT_CAP];
    char comment[TEXT_CAP];
} Made;

/* The turn that takes a book line's first stones to its opening's standard orientation
 * (White's second stone above the centre or up and to the right; the third as
 * named_opening_stones has it); false when there is none. */
static bool standard_turn(const Pos *m, int n, BoardTurn *out)
{
    NamedOpening id = n >= 3 ? named_opening_find(LIBRARY_SIZE, m[0], m[1], m[2]) : 0;
    Pos std[3];
    Pos diag[3];
    if (id == NAMED_OPENING_NONE || !named_opening_stones(LIBRARY_SIZE, id, std) ||
        !named_opening_stones(LIBRARY_SIZE, NAMED_CHOSEI, diag)) {
        return false;
    }
    for (int t = 0; t < TURN_COUNT; t++) {
        Pos w = symmetry_point(LIBRARY_SIZE, (BoardTurn)t, m[1]);
        bool white = n >= 3 ? w == std[1] : w == std[1] || w == diag[1];
        if (symmetry_point(LIBRARY_SIZE, (BoardTurn)t, m[0]) == std[0] && white &&
            (n < 3 || symmetry_point(LIBRARY_SIZE, (BoardTurn)t, m[2]) == std[2])) {
            *out = (BoardTurn)t;
            return true;
        }
    }
    return false;
}

Library *libbuiltin_make(Lang lang, RecordError *err)
{
    int books = 0;
    while (ai_book_line(books)) {
        books++;
    }
    Made *made = calloc((size_t)(NAMED_OPENING_COUNT + books), sizeof *made);
    LibraryLine *lines = malloc((size_t)(NAMED_OPENING_COUNT + books) * sizeof *lines);
    if (!made || !lines) {
        free(made);
        free(lines);
        record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        return NULL;
    }
    int n = 0;
    for (int id = 0; id < NAMED_OPENING_COUNT; id++) {
        Made *m = &made[n];
        if (named_opening_stones(LIBRARY_SIZE, (NamedOpening)id, m->moves)) {
            text_format(m->label, sizeof m->label, "%s %s", named_opening_code((NamedOpening)id),
                        i18n_named_opening(lang, (NamedOpening)id));
            m->line = (LibraryLine){m->moves, 3, m->label, NULL};
            lines[n++] = m->line;
        }
    }
    for (int i = 0; i < books; i++) {
        Made *m = &made[n];
        Pos raw[AI_BOOK_PLIES];
        int k, score;
        BoardTurn t;
        if (!ai_book_line_moves(i, raw, &k, &score) || !standard_turn(raw, k, &t)) {
            continue; /* none of the book's (test_ai_book reads each) */
        }
        for (int j = 0; j < k; j++) {
            m->moves[j] = symmetry_point(LIBRARY_SIZE, t, raw[j]);
        }
        /* The score is the mover's, who played the last of the line's moves. */
        Stone mover = k % 2 == 1 ? STONE_BLACK : STONE_WHITE;
        i18n_eval(lang, score, mover, m->comment, sizeof m->comment);
        m->line = (LibraryLine){m->moves, k, NULL, m->comment};
        lines[n++] = m->line;
    }
    Library *lib = library_build(lines, n, err);
    free(made);
    free(lines);
    return lib;
}
