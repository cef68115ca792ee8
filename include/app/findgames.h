/* Renju - MIT licence, see LICENSE.
 *
 * "Where have I seen this position?" over files: a folder's record files (its
 * subfolders' too, never through a link to a folder, so no loop), or files named, each
 * read whole as Open reads it (record_read_file: regular files only, RECORD_FILE_MAX
 * bytes) and searched by findpos_record: every game that reaches the position (and every
 * side line of one), with its file. A search is steps (findgames_step: one file), so a caller can
 * show progress and stop between any two; a file that cannot be read or holds a refused game is
 * counted, with its reason, and the search goes on. No SDL: renju-cli's find-position and the
 * window's Find position (on its thread) share it.
 */
#ifndef RENJU_FINDGAMES_H
#define RENJU_FINDGAMES_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "findpos.h"

#define FINDGAMES_FILES_MAX 100000 /* files one search takes; the rest are counted */
#define FINDGAMES_DEPTH_MAX 16     /* folders below the one named */

/* A game found: the hit and the file it is in (an index into FindGames.path). */
typedef struct FindGame {
    FindHit hit;
    int file;
} FindGame;

/* A file refused (or a game of it), with the first reason. */
typedef struct FindBad {
    int file;     /* into FindGames.path; -1: a folder that could not be read (err names it) */
    int games;    /* its games refused; 0: the file itself (unreadable, no folder) */
    int of;       /* the games it holds (an SGF collection's trees) */
    bool partial; /* its games read, their side lines not searched (FindRecord.partial;
                   * err: RECORD_R_LINES_NOT_SEARCHED): not counted as refused or unread */
    RecordError err;
} FindBad;

typedef struct FindGames {
    FindTarget target;
    const RuleSet *asked; /* NULL: each record's own rules, else the first it fits */
    char **path;          /* files to search, in order (malloc'd) */
    int nfiles;
    int left_out; /* files past FINDGAMES_FILES_MAX, not searched */
    int done;     /* files searched */
    int games;    /* games read */
    FindGame *found;
    int nfound;
    int found_games;   /* games with a line found (nfound counts the lines) */
    int found_side;    /* of the lines found, side lines */
    int found_library; /* of the lines found, an opening library's (FindHit.library) */
    int libraries;     /* files searched as opening libraries (no game read) */
    FindBad *bad;
    int nbad;
    uint64_t *stamp; /* each file's bytes as searched (findpos_stamp; 0: not read) */
    Game *scratch;
    Review *lines;         /* the game's tree: its side lines are searched too */
    pthread_mutex_t *lock; /* NULL, else held while the search changes what it found, its
                            * counts and stamps (another thread copies them meanwhile) */
    atomic_bool *stop;     /* NULL, else set: a library's hits stop coming */
    int cap_found, cap_bad, cap_path;
} FindGames;

/* A search for position b's games; false when memory is short. */
bool findgames_init(FindGames *f, const Board *b, const RuleSet *asked);
void findgames_free(FindGames *f);

/* to made the same search as from (its position, rules, files and the folders it could
 * not read; nothing searched yet),
 * for another thread to run; false when memory is short (to freed). */
bool findgames_fork(FindGames *to, const FindGames *from);

/* Adds path: a folder's record files (by their endings, sorted by path; those of its
 * folders too, FINDGAMES_DEPTH_MAX deep; hidden files and folders, whose names start
 * with '.', left out), or a file whatever its ending, whose reading says what is wrong
 * with it. A folder that cannot be read is a FindBad of no games; false only when
 * memory is short. */
bool findgames_add(FindGames *f, const char *path);

/* Searches the next file: false when every file is searched. A RenLib .lib too large for
 * the review tree (REVIEW_MAX_NODES: a game's lines) is read as the opening library reads
 * it (library_load) and searched through its index (findpos_library): each of its lines
 * that reaches the position is a hit (FindHit.library). */
bool findgames_step(FindGames *f);

/* Does found[i]'s file have another of its games found (an SGF collection's), or is it
 * a later game of one? Then its rows name the game ("match.sgf, game 2"). */
bool findgames_names_game(const FindGames *f, int i);

#endif
