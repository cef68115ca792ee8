/* Renju - MIT licence, see LICENSE.
 *
 * Turning a whole game: a quarter or half turn of the board, or a mirror image, as a
 * player does to study a game printed in another orientation. The notation stays the
 * standard one (a1 bottom left), so turning means rewriting every point the game holds:
 * each action's stone and proposals (its redo list too), a review tree's every line, a
 * person's marks. The eight turns are game_symmetry's (about the centre point), whose
 * numbers they keep. Every rule of the game is the same under them (lines go to lines,
 * the opening's central squares and the centre to themselves, Pente's captures to
 * captures), so a turned game is as legal as the game was; the game is replayed through
 * game_apply all the same, and an even board, which has no centre point, is refused.
 * Pure C11, no I/O.
 */
#ifndef RENJU_SYMMETRY_H
#define RENJU_SYMMETRY_H

#include "review.h"

/* The turns, as game_symmetry's t. */
typedef enum BoardTurn {
    TURN_NONE = 0,
    TURN_MIRROR_LR = 1,     /* left to right: a1 <-> o1 */
    TURN_MIRROR_UD = 2,     /* top to bottom: a1 <-> a15 */
    TURN_HALF = 3,          /* half a turn: a1 <-> o15 */
    TURN_DIAGONAL = 4,      /* in the a1-o15 diagonal: a15 <-> o1 */
    TURN_ANTICLOCKWISE = 5, /* a quarter turn anticlockwise: a1 -> o1 */
    TURN_CLOCKWISE = 6,     /* a quarter turn clockwise: a1 -> a15 */
    TURN_ANTIDIAGONAL = 7,  /* in the a15-o1 diagonal: a1 <-> o15 */
    TURN_COUNT
} BoardTurn;

/* The turn that undoes t (the quarter turns undo each other, the others themselves). */
BoardTurn symmetry_inverse(BoardTurn t);
/* The turn first, then `then`, as one. */
BoardTurn symmetry_compose(BoardTurn first, BoardTurn then);
/* Can a board of size be turned (an odd size: it has a centre point)? */
bool symmetry_board_ok(int size);
/* Point p turned by t on a board of size; POS_NONE and POS_PASS stay. */
Pos symmetry_point(int size, BoardTurn t, Pos p);
/* Action a's points turned: a stone or a pick, the proposals. */
void symmetry_action(int size, BoardTurn t, Action *a);
/* The game turned by t: its actions (with their times) and its redo list, replayed.
 * On a refusal (an even board; a rule the turn does not keep, which none does) returns
 * false with err filled (may be NULL) and leaves g as it was. */
bool symmetry_game(Game *g, BoardTurn t, GameError *err);
/* Every node of the review turned (the same nodes, the same current one), and the points
 * its comments name (symmetry_text). Returns how many comments did not turn whole: cut
 * to REVIEW_NOTE_CHARS (a turned name can be a byte longer: a1 to o15), or left as they
 * were when the tree's comments would pass REVIEW_NOTES_TOTAL. */
int symmetry_review(Review *r, BoardTurn t);
/* Comment s with every point name in it turned by t on a board of size: a whole word of
 * a column letter, either case (kept), and a row without a leading zero, both on the
 * board ("h8", "(J10)", "h8," but not "ab12", "h80", "h8x", "h8й" or "p1" on 15x15; a
 * letter or digit of any script joins a word, punctuation and blanks part words). Writes
 * at most cap - 1 bytes and a NUL into out; returns the length the whole text takes. */
size_t symmetry_text(int size, BoardTurn t, const char *s, char *out, size_t cap);

#endif
