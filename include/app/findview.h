/* Renju - MIT licence, see LICENSE.
 *
 * The window's Find position without SDL: a search of a folder's games for the board's
 * position (findgames.h) on a thread of its own (findview_run, findview_poll), or driven a
 * few files at a time (findview_step: a file count and a deadline), so no frame waits;
 * stopped by the player at any step
 * (the games found so far stay); what it found summed up by the move played next, as an
 * opening explorer shows it, one next move chosen to list only its games; each line of
 * it in the player's language (progress, the explorer's rows, the games, the files
 * skipped and why). Opening a game it lists is the session's (session_load_file_game,
 * then session_show_ply at the hit's ply).
 */
#ifndef RENJU_FINDVIEW_H
#define RENJU_FINDVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "controller.h"
#include "findgames.h"
#include "i18n.h"

#define FINDVIEW_NEXT_ROOM (BOARD_MAX * BOARD_MAX + 2)
#define FINDVIEW_PATH_MAX 4096

typedef struct FindJob FindJob;

typedef struct FindView {
    FindGames f;
    FindJob *job;   /* the search's own thread (findview_run), NULL: none */
    bool on;        /* a search made: under way or its results kept */
    bool running;   /* files left to search */
    bool cancelled; /* stopped by the player before the last file */
    uint64_t hash;  /* the position's board (Board.hash) */
    char folder[FINDVIEW_PATH_MAX];
    FindNext next[FINDVIEW_NEXT_ROOM]; /* the games by next move, the most games first */
    int nnext;
    int pick;  /* the next move whose games are listed (into next), -1: every game */
    int *rows; /* the games listed: indices into f.found, in the search's order */
    int nrows, cap_rows;
    int cursor; /* the list's row the keys are on (findview_list_row), -1: none yet */
} FindView;

/* The list's rows: the next moves (k, into next), then the games listed (i, a row of
 * findview_row); once a next move is chosen, its row alone on top, "Every next move" (-1),
 * then its games: they show without scrolling past every other next move. */
typedef enum FindRowKind { FIND_ROW_NEXT, FIND_ROW_ALL, FIND_ROW_GAME } FindRowKind;

/* A search of folder for position b's games (asked as findgames_init's); what a search
 * before held is freed first. False when memory is short (nothing kept). */
bool findview_start(FindView *v, const Board *b, const RuleSet *asked, const char *folder);
/* Searches at least one file and at most files of them, stopping after one once
 * ai_now_ns() passes deadline_ns (0: no deadline); the summary and the rows follow. True
 * while files are left. */
bool findview_step(FindView *v, int files, int64_t deadline_ns);
/* The search goes on on a thread of its own (a big opening library takes a while to read,
 * and no frame waits for it), before its first file is searched: false when no thread
 * could be started (then step it).
 * findview_poll takes what it found so far (a frame's copy, under a lock held only while
 * the thread adds a hit): true while files are left. Stop, close or another search let
 * the thread go without waiting for it: it ends by itself and frees what it held. */
bool findview_run(FindView *v);
bool findview_poll(FindView *v);
/* Stops the search where it stands: what it found so far stays shown. */
void findview_cancel(FindView *v);
/* Lists only the games of next move k (an index into next), or every game (-1). */
void findview_pick(FindView *v, int k);
/* The next move at point p (POS_NONE: the games that end there), -1 when none. */
int findview_next_at(const FindView *v, Pos p);
/* The list: how many rows; row i's kind and its k or i (*arg); the row of a kind's arg. */
int findview_list_count(const FindView *v);
FindRowKind findview_list_row(const FindView *v, int i, int *arg);
int findview_list_index(const FindView *v, FindRowKind kind, int arg);
/* The list's keys: Up and Down a row, Page Up and Page Down page rows, Home and End the
 * first and the last (the first key: the first row, End the last); the cursor stays in
 * the list as it grows and shrinks. False for another command, or an empty list. */
bool findview_cursor_key(FindView *v, CtlCommand cmd, int page);
/* Row i taken (Enter on the cursor's row, or a click; the cursor goes there): a next
 * move lists only its games, again every game, as "Every next move" does. Returns the
 * game row to open (findview_row), else -1. */
int findview_take(FindView *v, int i);
/* Next move k chosen (its row or its mark on the board): only its games listed, the
 * cursor on the first; k chosen already: every next move again, as findview_back. */
void findview_choose(FindView *v, int k);
/* Every next move listed again, the cursor on the one that was chosen: false when none
 * was (Esc and Backspace go back so). */
bool findview_back(FindView *v);
/* Frees the search; the view is off. */
void findview_close(FindView *v);

/* Row i's game and its file's path. */
const FindGame *findview_row(const FindView *v, int i);
const char *findview_row_path(const FindView *v, int i);
/* Does row i's file still hold the bytes the search read (findpos_stamp)? A file changed,
 * gone or unreadable since does not: opening its hit could show another line, so the
 * window searches again instead (read whole: a big library takes a few milliseconds). */
bool findview_row_unchanged(const FindView *v, int i);

/* The words: the progress or the outcome ("12 of 340 files searched…", "3 games reach
 * this position, of 4 read"); next move k's row, two lines ("i10 — 3 games", then
 * "Black 1, White 1, draw 1": a count of 0 left out); row i's file below the folder
 * ("more/carl.sgf"; "match.sgf, game 2" in a collection), its game's ply and result
 * ("After move 5 · White wins — Black resigned") and its players ("Carl – Dora", a line
 * of their own: the names are the row's longest part); an opening library's line: "In the
 * library after move 3 · 120 moves below", its moves in the players' place ("Line h8 i9
 * h10"; "Line h8 g9, turned to your board" where the board's position is it turned); the files
 * skipped
 * ("1 file skipped", "" none) and the reason of the k-th (0-based, "" past the last). */
size_t findview_progress(Lang lang, const FindView *v, char *buf, size_t cap);
size_t findview_next_line(Lang lang, const FindView *v, int k, char *buf, size_t cap);
size_t findview_next_results(Lang lang, const FindView *v, int k, char *buf, size_t cap);
size_t findview_game_file(Lang lang, const FindView *v, int i, char *buf, size_t cap);
size_t findview_game_line(Lang lang, const FindView *v, int i, char *buf, size_t cap);
size_t findview_game_players(Lang lang, const FindView *v, int i, char *buf, size_t cap);
size_t findview_skipped(Lang lang, const FindView *v, char *buf, size_t cap);
size_t findview_skipped_reason(Lang lang, const FindView *v, int k, char *buf, size_t cap);

#endif
