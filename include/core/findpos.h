/* Renju - MIT licence, see LICENSE.
 *
 * "Where have I seen this position?": every game of a record (each game of an SGF
 * collection) whose own line passes through a position, however its stones came there
 * (any order of moves) and on a turned or mirrored board (the eight turns of
 * symmetry.h), with the ply where it does, the move played next turned back to the
 * board's orientation, the players and the result; and those games summed up by their
 * next move, as an opening explorer shows them (h9: 12 games, Black 7, White 4, draw 1).
 * A game is read as the window reads it (record_parse_fitting); its board's plies are
 * replayed on a bare array and compared only where the stone counts and the side to move
 * agree, so a game costs little more than its reading. Pure C11, records on memory
 * buffers: the folder walk is app/findgames.c.
 */
#ifndef RENJU_FINDPOS_H
#define RENJU_FINDPOS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "library.h"
#include "record.h"
#include "symmetry.h"

#define FINDPOS_LINE_MAX 80 /* bytes of a library line's moves, as text (FindHit.line) */

/* The position searched for, under each turn of its board. */
typedef struct FindTarget {
    int size;
    Stone to_move;
    int count[3]; /* its stones of each colour */
    int turns;    /* TURN_COUNT on a board with a centre point, else 1 (TURN_NONE alone) */
    int n;        /* stones */
    Pos pos[TURN_COUNT][BOARD_MAX * BOARD_MAX]; /* its stones turned by each turn */
    Stone colour[BOARD_MAX * BOARD_MAX];
} FindTarget;

/* One game that reaches the position, or one side line of it (SGF's variations, RenLib's
 * branches, our text record's lines): each line that reaches it, at the first position
 * where it does (where it leaves the line before it, when another move was played from
 * the position). */
typedef struct FindHit {
    int game;          /* 1-based: the game of an SGF collection, else 1 */
    int ply;           /* the position stands after this many plies of the game's board */
    int plies;         /* plies the game (the side line, to its end) has */
    Pos next;          /* the ply played there, in the board's orientation (POS_PASS a pass);
                        * POS_NONE when the game ends there */
    BoardTurn turn;    /* the game's board to the board's: symmetry_point(size, turn, p) */
    int node;          /* a side line's: the node of the record's tree (review.h) where it
                        * stands, or where the line leaves the one before it when it stands
                        * just before (another move there); -1: the game's own line */
    int variation;     /* a side line's: its first move's number ("variation at move 12");
                        * 0: the game's own line */
    GameResult result; /* a side line's: as its last position stands (a five...) */
    ResultReason reason;
    bool library; /* an opening library's line (findpos_library), not a game's */
    int moves;    /* a library line's: the library's moves below next, next not counted,
                   * as library_find's `below` counts them (0: none, or the line ends) */
    char line[FINDPOS_LINE_MAX]; /* a library line's moves up to the position ("h8 i9 h10";
                                  * a long one cut: "h8 i9 … j11 k12"), as the library
                                  * holds them */
    bool line_turned;            /* ...which the board's position is turned or mirrored from
                                  * (the line turned reads otherwise) */
    char black[RECORD_NAME_MAX];
    char white[RECORD_NAME_MAX];
    char event[RECORD_NAME_MAX];
    char date[RECORD_NAME_MAX];
} FindHit;

/* Position b (its stones and side to move) as a target. */
void findpos_target(FindTarget *t, const Board *b);

/* Does game g pass through t? Fills *hit's ply, plies, next, turn, result and reason
 * (not the names or the game number; node -1) for the first ply where it does. Of the turns that
 * put the game's position on t's (a position that is its own mirror image has several),
 * the one whose next move is the first point (a1, b1, ... a2 ...) is taken, so games
 * that go on the same way, mirrored about such a position, name one move. */
bool findpos_game(const FindTarget *t, const Game *g, FindHit *hit);

/* Called for each game that reaches the target; false stops the search. */
typedef bool (*FindHitFn)(void *ctx, const FindHit *hit);

/* What one record's search found. */
typedef struct FindRecord {
    int games;    /* games the record holds (an SGF collection's trees), read or not */
    int read;     /* of them read */
    int hits;     /* lines of them that reach the target (the games' own and side lines) */
    int bad;      /* of them refused: the first one's reason in the caller's err */
    int partial;  /* of them read, those whose lines pass the review's room (our text record,
                   * SGF): their own line searched, not their side lines */
    bool stopped; /* fn said stop */
} FindRecord;

/* Searches every game of the record data[0..len) (name, a file's, gives the format by
 * its ending, else the content does, and names it in errors), each read under the rules
 * it names, else asked, else the first rule set it fits (record_parse_fitting): fn for
 * each line that reaches t, the game's own first, then its side lines in the tree's
 * order. scratch is a Game to read into, lines a Review for the tree (NULL: the games'
 * own lines only); their contents are lost. A game whose tree passes the review's room
 * (RECORD_R_LINES_TOO_MANY, as Open refuses it) is searched along its own line alone, read
 * without its side lines, and counted in out->partial (a .lib's tree is findpos_library's;
 * other formats hold no lines). A game that is refused
 * is counted in out->bad and the search goes on with the next; err (may be NULL) gets
 * the first refusal, naming name. */
void findpos_record(const FindTarget *t, const char *data, size_t len, const char *name,
                    const RuleSet *asked, Game *scratch, Review *lines, FindHitFn fn, void *ctx,
                    FindRecord *out, RecordError *err);

/* A record of our text format or SGF (fmt; any other: NULL) without its side lines: each
 * game along its own line, its other lines left out (for a game whose tree passes the
 * review's room); malloc'd, its length in *n; NULL when memory is short. */
char *findpos_main_line(const char *data, size_t len, RecordFormat fmt, size_t *n);

/* An opening library (library_load: too large for the review tree, which holds a game's
 * lines) against t, through its index: fn for each continuation of each of its lines that
 * reaches t's position (each transposition, turned or mirrored), and for each such line
 * that ends there (next POS_NONE); the hit's game 1, ply the line's moves, next and turn
 * to the board's, node the library's node, moves its moves below next, line its moves; no
 * names, result none. Every hit counts in out->hits; out->games and out->read 0 (a
 * library is no game). At most
 * FINDPOS_LIBRARY_LINES lines are taken (out->bad counts none: a position reached by more
 * is reached by the first ones). False when fn said stop. */
#define FINDPOS_LIBRARY_LINES 4096
bool findpos_library(const FindTarget *t, const Library *lib, FindHitFn fn, void *ctx,
                     FindRecord *out);

/* What identifies the bytes of a file as searched (a 64-bit FNV-1a hash; never 0): the
 * file opened later is the one searched when its bytes give the same. */
uint64_t findpos_stamp(const char *data, size_t len);

/* The games that reach a position summed up by the move played next. */
typedef struct FindNext {
    Pos pos;       /* POS_NONE: the games that end there */
    int games;     /* the games' own lines that go on so */
    int side;      /* the side lines that do */
    int library;   /* the library lines that do (an opening library's, findpos_library) */
    int moves;     /* the moves of the libraries below it (itself not counted: the library
                    * view's and renju-cli library's "150 below" for the same move) */
    int result[4]; /* of the games and side lines, by GameResult: unfinished, Black wins,
                    * White wins, draw */
} FindNext;

/* hits[0..n) summed up into out (at most cap; room for BOARD_MAX * BOARD_MAX + 2 is room
 * for all), the most lines (games and side lines) first, then by point: how many. */
int findpos_summary(const FindHit *hits, int n, FindNext *out, int cap);

#endif
