/* Renju - MIT licence, see LICENSE.
 *
 * An opening library, as RenLib's: a tree of moves with labels and comments, held apart
 * from the game and never changed by play. It is read from a RenLib .lib file (the
 * decoding shared with the record reader: lib_tree.c) into a compact tree, arrays a
 * field (point, first child, next sibling, label and comment offsets into one string
 * pool), up to LIBRARY_MAX_NODES nodes from a file under LIBRARY_FILE_MAX bytes.
 * Every position a line of moves reaches is indexed by a hash of its stones and side to
 * move that is the same under the eight turns of the board (the least of the eight), so
 * a position on the board finds its continuations however its stones came (another
 * order, a turned or mirrored board), turned back to the board's orientation. A move on
 * an occupied point ends its line for the index (its subtree is kept, not indexed), and
 * so does a line deeper than LIBRARY_MAX_DEPTH plies; a label node (a board text alone)
 * gives its label to a move on its point. Pure C11, the file read by record_io.c.
 */
#ifndef RENJU_LIBRARY_H
#define RENJU_LIBRARY_H

#include <stdbool.h>
#include <stddef.h>

#include "board.h"
#include "record.h"
#include "symmetry.h"

#define LIBRARY_FILE_MAX (64L * 1024 * 1024) /* a .lib file is smaller */
#define LIBRARY_MAX_NODES 4000000            /* nodes of the tree, root and labels too */
#define LIBRARY_MAX_DEPTH 1000               /* plies of a line the index follows */
#define LIBRARY_TEXT_MAX 1000                /* bytes of one comment or label kept */
#define LIBRARY_SIZE 15                      /* RenLib's board */

typedef struct Library Library;

/* One continuation of a position, in the board's orientation. */
typedef struct LibraryMove {
    Pos pos;
    int below;           /* moves in the library below it (over all its transpositions) */
    const char *label;   /* its board text, "" none (the library's, valid while it is) */
    const char *comment; /* its comment (lines), "" none */
    BoardTurn turn;      /* the library's board to this one, for the points it names */
} LibraryMove;

/* The library in len bytes of a .lib file; NULL with err filled (its reason, the offset
 * of the byte at fault) when they are none, cut short, too many nodes, or out of memory. */
Library *library_load(const char *data, size_t len, RecordError *err);
/* library_load of a regular file under LIBRARY_FILE_MAX bytes (err names it). */
/* Whether a file's first n bytes are RenLib's header, or the first node of an old file
 * without one (RenLib 3.0's: a move on h8): a cheap look before reading a file too large
 * for a game whole; library_load then reads it all and says why when it is no library. */
bool library_head_ok(const unsigned char *head, size_t n);
Library *library_read_file(const char *path, RecordError *err);
/* A file damaged after a good start (cut short, a bad node: lib_tree.c) is read up to the
 * damage: true then, with the byte it starts at and the file's length. */
bool library_damaged(const Library *lib, long *at, long *len);
void library_free(Library *lib);

/* The tree's nodes (the root, moves, passes and labels) and the moves among them (a
 * pass is a move node and counted there too); library_passes: the passes among those. */
int library_nodes(const Library *lib);
int library_moves(const Library *lib);
int library_passes(const Library *lib);
/* The bytes it holds (arrays, pool, index). */
size_t library_bytes(const Library *lib);

/* The continuations of position b (a 15x15 board; none on another) into out (at most
 * cap), each point once (the most moves below first, then by point): how many. */
int library_find(const Library *lib, const Board *b, LibraryMove *out, int cap);
/* library_find with a pass among them when the library has one there (pos POS_PASS,
 * sorted as the others): room for LIBRARY_SIZE * LIBRARY_SIZE + 1 is room for all. */
int library_find_all(const Library *lib, const Board *b, LibraryMove *out, int cap);

/* Is position b (a 15x15 board) in the library, reached by some line (a leaf too, with
 * no continuation)? *comment (may be NULL) gets the comment of the move that reaches it
 * ("" none; the first found of its transpositions) and *turn (may be NULL) the turn from
 * that line's board to b (library_comment_turned). */
bool library_position(const Library *lib, const Board *b, const char **comment, BoardTurn *turn);
/* A comment of the library (a LibraryMove's, library_position's) with the points it
 * names turned by turn (theirs), as the board shows them, into out (cap bytes). */
void library_comment_turned(const char *comment, BoardTurn turn, char *out, size_t cap);

/* A line of the library that reaches a position (library_reach): its last node, its
 * moves (plies, a pass too) and the turn from its board to the position's. */
typedef struct LibraryReach {
    int node;
    int ply;
    BoardTurn turn;
} LibraryReach;

/* Every line of the library that reaches the position of n stones (pos[i], a 15x15
 * board's point, of colour[i]) with to_move to move, however its stones came (each
 * transposition, a turned or mirrored board): into out (at most cap) in the file's
 * order; returns how many there are (more than cap: the rest left out). */
int library_reach(const Library *lib, const Pos *pos, const Stone *colour, int n, Stone to_move,
                  LibraryReach *out, int cap);
/* The continuations of a reaching line (r: library_reach's), as its node has them (its
 * moves, a pass too, in the file's order; none onto a point of its own line's): each point
 * turned to the position's board (POS_PASS a pass) into pos, the moves of the library on
 * it (itself and those below it) into moves; at most cap: how many. */
int library_reach_next(const Library *lib, const LibraryReach *r, Pos *pos, int *moves, int cap);
/* The moves of r's line from the start, turned to the position's board, into out (at most
 * cap): how many it has. */
int library_reach_line(const Library *lib, const LibraryReach *r, Pos *out, int cap);

/* Node k's comment (label false) or board text (true), "" none or past the last node. */
const char *library_node_text(const Library *lib, int node, bool label);

/* One line of a library made in memory (library_build): its moves from the empty board
 * (points of a 15x15 board, POS_PASS a pass), and the label (a board text) and comment
 * of its last move, NULL or "" none, UTF-8 (LIBRARY_TEXT_MAX bytes are kept). */
typedef struct LibraryLine {
    const Pos *moves;
    int n;
    const char *label;
    const char *comment;
} LibraryLine;

/* A library of n lines made in memory, as library_load would read it from a .lib file
 * holding them: lines that share their first moves share those nodes (a move's label and
 * comment are the first line's that gives one). NULL with err filled when a line has a
 * point off the board, or memory is short. */
Library *library_build(const LibraryLine *lines, int n, RecordError *err);

/* A .lib file of `moves` moves made up from seed (malloc'd, *len bytes; NULL when out
 * of memory): lines of random points round the centre, a board text on one move in
 * five and a comment (cp1251 Russian, a second line) on one in seven. For the bench,
 * the tests and trying the window. */
char *library_generate(unsigned seed, int moves, size_t *len);

/* What library_merge did: moves (and label nodes) added, comments added or joined, board
 * texts added, board texts left out (a node that has another); the result's nodes and
 * moves. */
typedef struct LibraryMerged {
    int moves;
    int notes;
    int marks;
    int marks_lost;
    int nodes;
    int total;
} LibraryMerged;

/* RenLib's merge of libraries on their own trees, up to LIBRARY_MAX_NODES nodes: the .lib
 * bytes mine[0..mine_len) with every line of other[0..other_len) added (lib_merge.c: the
 * same position one node, on a turned board too, comments joined, board texts and marks
 * kept, nothing judged by the rules), as a malloc'd .lib of *out_len bytes. NULL with err
 * filled (no file named) when a file is refused (*bad: 1 mine, 2 other), or the result
 * passes the library's limits or memory (*bad 0). */
char *library_merge(const char *mine, size_t mine_len, const char *other, size_t other_len,
                    size_t *out_len, LibraryMerged *st, RecordError *err, int *bad);

#endif
