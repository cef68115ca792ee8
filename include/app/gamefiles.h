/* Renju - MIT licence, see LICENSE.
 *
 * The file dialog's folder, without SDL: what a folder holds (the way up, its folders,
 * its record files, by name) and, for each record, a summary the list shows: date,
 * players, rule set, result and number of moves. A summary reads at most
 * GAMEFILES_READ_MAX bytes of one file (what Open reads: a 4 MB record takes some 75 ms
 * on a busy machine), never waits on anything that is not a regular file (opened as Open
 * does, record_open_regular: a FIFO or a device is refused with the same reason)
 * and parses the record as the window would open it (session_parse_file), so a file that
 * would be refused shows as bad, with the reason, before anyone opens it. The window
 * reads summaries a few at a time (gamefiles_read_some), so a folder of many files never
 * holds a frame up for long.
 */
#ifndef RENJU_GAMEFILES_H
#define RENJU_GAMEFILES_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "game.h"
#include "i18n.h"
#include "record.h"

#define GAMEFILES_MAX 256        /* entries listed; the rest are counted */
#define GAMEFILES_SCAN_MAX 50000 /* names of a folder read to choose them from */
#define GAMEFILES_NAME_MAX 256   /* a name's room: NAME_MAX (255 bytes) and its NUL */
#define GAMEFILES_PATH_MAX 4096  /* a folder path's room: PATH_MAX on Linux */
#define GAMEFILES_READ_MAX (RECORD_FILE_MAX - 1) /* largest record summarized: as Open */

typedef enum GameFileKind {
    GAMEFILE_PARENT = 0, /* "..": the folder above */
    GAMEFILE_DIR,
    GAMEFILE_RECORD,
    GAMEFILE_BUILTIN /* the built-in library (libbuiltin.h): the library dialog's first */
} GameFileKind;

typedef enum GameFileState {
    GAMEFILE_UNREAD = 0, /* not summarized yet */
    GAMEFILE_GOOD,       /* a record the window opens; the summary's fields are set */
    GAMEFILE_BAD,        /* the record would be refused: err says where and why */
    GAMEFILE_TOO_LARGE,  /* more than GAMEFILES_READ_MAX bytes: not read (size is set) */
    GAMEFILE_LIBRARY,    /* a sound RenLib library with more moves than a game's tree holds
                          * (err: RECORD_R_LINES_TOO_MANY), or a .lib over
                          * GAMEFILES_READ_MAX bytes with RenLib's header (not read, err
                          * none, size set): the library view reads it */
    GAMEFILE_UNREADABLE  /* cannot be opened or read, or is no regular file: err says why */
} GameFileState;

typedef struct GameFileSummary {
    GameFileState state;
    char date[RECORD_NAME_MAX];   /* the file's time, YYYY-MM-DD HH:MM: one kind for every
                                   * format (the list's column; audit 28, C11) */
    char played[RECORD_NAME_MAX]; /* the record's own date ("date:", DT[]), "" none */
    char black[RECORD_NAME_MAX];  /* the players, "" when the record names none */
    char white[RECORD_NAME_MAX];
    RuleId rule;
    OpeningId opening;
    GameResult result;
    ResultReason reason;
    int nfive;      /* the winning line's stones (Game.nfive): over five, an overline */
    int moves;      /* stones and passes played (a set-up's placed stones not counted) */
    int stones;     /* a set-up's placed stones (0: a game from the empty board) */
    int game;       /* the game summarized: 1, or a later one of an SGF collection */
    int games;      /* the games the file holds: more than 1 for an SGF collection */
    long long size; /* bytes */
    RecordError err;
} GameFileSummary;

typedef struct GameFileEntry {
    GameFileKind kind;
    char name[GAMEFILES_NAME_MAX];
    GameFileSummary sum; /* records only */
    int game;            /* 0: the file itself (its game 1); 2..: that game of the SGF collection
                          * named, a row of its own under the file's (audit 32a C10) */
    long at, end;        /* such a game's bytes [at, end) in the file, found as its game 1
                          * was read (-1: not known, the whole file read for it) */
} GameFileEntry;

typedef struct GameFolder {
    char dir[GAMEFILES_PATH_MAX];
    int error; /* 0, or the errno of a folder that could not be read */
    int n;
    int left_out; /* entries beyond GAMEFILES_MAX */
    int older;    /* of them, the records left out as older than those listed */
    bool capped;  /* the folder has more than GAMEFILES_SCAN_MAX names: the rest unread */
    GameFileEntry entries[GAMEFILES_MAX];
} GameFolder;

/* Lists dir: ".." first (unless dir is "/"), then its folders, then its record files
 * (by extension, record_format_from_path), each group by name; hidden names are left
 * out. Where there are more than the list holds, it keeps the folders and the newest
 * records (the file's time), the rest counted (left_out, older); of a folder of more than
 * GAMEFILES_SCAN_MAX names only those read first are looked at (capped). Summaries start
 * GAMEFILE_UNREAD. A folder that cannot be read lists only ".." and returns false with
 * f->error set. */
bool gamefiles_list(GameFolder *f, const char *dir);
/* The same, the record files only those of format only (by name; RECORD_AUTO: all). */
bool gamefiles_list_only(GameFolder *f, const char *dir, RecordFormat only);

/* Summarizes the record file at path (see the top of this file). Never fails: the
 * state says what was found. */
void gamefiles_summary(const char *path, GameFileSummary *out);
/* Is the file at path GAMEFILE_LIBRARY: a library to open in the library view, as no game
 * holds it? */
bool gamefiles_library_only(const char *path);
/* A GAMEFILE_GOOD record's line under its name in lang's words: "Anna – Bob · played
 * 2026-11-30 · Renju · Black wins — five · 9 moves" (players and date only when the
 * record has them; a collection's game first says which: "Game 2 of 5 · "): the column
 * beside it is the file's time, so the game's date is said as such. Returns its length. */
size_t gamefiles_record_words(Lang lang, const GameFileSummary *s, char *buf, size_t cap);
/* What the file dialog says of a GAMEFILE_LIBRARY entry (big: over a record's MB): Open's
 * "Enter opens it in the library view"; the Merge tab's (merge), whose Enter writes it
 * with the game's lines as a new file (session_merge_library). */
StrId gamefiles_library_words(bool merge, bool big);
/* Would Open refuse the record file at path (its summary not good: bad, too large,
 * unreadable)? Then *err says why, as Open would: the window refuses such a file before
 * it asks whether to keep the game (there is nothing to make room for). */
bool gamefiles_refused(const char *path, RecordError *err);
/* Is path a .lib larger than a game record that the library view refuses too (no RenLib
 * header; LIBRARY_FILE_MAX or more)? Then *err says why, as a library's reason, the file
 * named (Open and renju --load say that, not "larger than 4 MB — not a game record"). */
bool gamefiles_big_lib_refused(const char *path, RecordError *err);

/* Summarizes unread records of f from up to max readings of a file, the entries from
 * `first` on before those above it; returns the rows it summarized (0: none left unread).
 * A good SGF collection's entry gets a row for each of its later games under it
 * (entry.game 2, 3...; as many as the list has room for, the rest counted in left_out),
 * summarized as Open reads each, up to GAMEFILES_GAMES_A_READ of them in a row from one
 * reading of the file (so the steps a collection takes do not depend on the frames). */
#define GAMEFILES_GAMES_A_READ 8
int gamefiles_read_some(GameFolder *f, int first, int max);

/* The folder above dir ("/a/b" -> "/a", "/a" -> "/"); false when dir is "/" or has no
 * folder part. */
bool gamefiles_parent(const char *dir, char *buf, size_t cap);

/* Is path a folder (or a link to one)? */
bool gamefiles_is_dir(const char *path);

/* dir joined with name, "dir/name" ("/name" when dir is "/"); false when it does not fit. */
bool gamefiles_join(const char *dir, const char *name, char *buf, size_t cap);

#endif
