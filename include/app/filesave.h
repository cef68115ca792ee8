/* Renju - MIT licence, see LICENSE.
 *
 * Saving from the file dialog never destroys a file by surprise, without SDL: the name a
 * new save is offered (the date and time to the second, then "-2", "-3"... until it names
 * nothing yet), the name a save really writes (".renju" added to a name without an
 * ending), and the question before a save replaces a file that exists (the path field
 * takes typed text whole or not at all: TEXTFIELD_PATH, textfield.h). The question is
 * asked every time a save would replace a file, also the file the game came from, which
 * the dialog offers for a game opened from one (session_file); any other game is offered
 * a new name, so a file is replaced only when the player says so
 * (tests/test_filesave.c), and whole (record_io.c: a temporary file renamed over it).
 */
#ifndef RENJU_FILESAVE_H
#define RENJU_FILESAVE_H

#include "game.h"

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

/* The longest path the dialog takes, with its NUL (PATH_MAX on Linux). */
#define FILESAVE_PATH_MAX 4096

/* A result as a file name's words ("black-wins", "white-wins", "draw"), English whatever
 * the language, so that any file system and any shell take them (audit 32b, C5: a folder
 * listing outside the program says who won); NULL for a game not over. */
const char *filesave_result_word(GameResult result);

/* dir/game-YYYY-MM-DD-HHMMSS.renju at `when` (a finished game's result after the time:
 * "game-…-183554-black-wins.renju"), or, when something by that name exists (a file, a
 * folder, a link even to nothing), the same with -2, -3, ... up to -999: the first that
 * names nothing. False when none fits in cap or all are taken. */
bool filesave_new_path(const char *dir, const struct tm *when, GameResult result, char *buf,
                       size_t cap);

/* The name's stem in path (after the last '/', up to its ending's last '.', or all the
 * name when it has no ending): its length, *start where it begins. The save dialog
 * selects it, so a name typed replaces the proposed one and keeps its ending, as other
 * desktops' save dialogs do. */
size_t filesave_stem(const char *path, size_t *start);

/* The path a save writes: a name without an ending (no '.' after the last '/') gets
 * ".renju"; a name with two endings a save knows (.renju .txt .psq .lib .sgf .moves .png,
 * any case) keeps the first: a full name typed over the selected stem ("k1.renju",
 * "K1.SGF", "k1.sgf" before ".renju") is the name saved, its ending the format, as other
 * programs' dialogs do. False (path unchanged) when ".renju" does not fit in cap. */
bool filesave_complete(char *path, size_t cap);

/* Folder dir as the dialog shows it, into buf: a path from the root, a leading "~" read
 * as $HOME, a relative one from the working folder, "." and empty words left out and ".."
 * taking the word before it ("./" is the working folder, "../" its parent, never kept
 * as typed: Up goes on from there). False when it does not fit in cap. */
bool filesave_tidy_folder(const char *dir, char *buf, size_t cap);

/* The field once the dialog shows folder dir (Enter on a folder, Up, a folder's entry):
 * "dir/" (tidied: filesave_tidy_folder) and the file name the field held, kept; none when
 * the field named a folder itself (the folder just typed: its name is no file name) or
 * ended in '/'. False (field unchanged) when that does not fit in cap. */
bool filesave_show_folder(char *field, size_t cap, const char *dir);

/* A name typed without a folder (no '/', not "~" nor empty) is in dir, the folder the
 * dialog shows (audit 31a, B2: Ctrl+A, "etyud.sgf", Enter wrote into the working
 * folder): field becomes "dir/name". False, field unchanged, when it names a folder of
 * its own (a path, "~") or the join does not fit in cap. */
bool filesave_in_folder(char *field, size_t cap, const char *dir);

/* path as a message names it: $HOME at its start shortened to "~" ("~/games/a.renju"). */
void filesave_shown_path(const char *path, char *buf, size_t cap);

/* Does Enter in the save dialog, with folder dir shown, want a name typed first? When the
 * field is empty or names dir itself (final '/'s aside) there is no file to write and no
 * other folder to go to: the dialog says so rather than do nothing. Nor when its name is an
 * ending alone (".png", ".renju": a hidden file the dialog would not list, audit 31b C1). */
bool filesave_needs_name(const char *field, const char *dir);
/* The Picture button: path's name with ".png" for its ending (its own ending replaced);
 * a path with no name (a folder's, "dir/", or an ending alone, "dir/.renju") gets
 * "board-YYYY-MM-DD-HHMMSS.png" from when (audit 31b C1: it became "dir/.png"). False
 * (path unchanged) when that does not fit in cap. */
bool filesave_picture_path(char *path, size_t cap, const struct tm *when);

/* A picture of the board (a ".png" name): drawn at a side of its own, not the window's
 * (FILESAVE_PICTURE_SIDES offered, FILESAVE_PICTURE_SIDE at first; settings.conf keeps
 * the choice), in the window's colours or in black and white for printing (white paper,
 * black lines, black stones solid, white stones outlined: RenLib's and Yixin-Board's
 * diagrams), Black's forbidden points marked only when asked (a printed problem would
 * give its answer away). The hover and the cursor are never in it. */
typedef enum PictureStyle { PICTURE_COLOUR = 0, PICTURE_PRINT } PictureStyle;
typedef struct FilePicture {
    int side; /* pixels, FILESAVE_PICTURE_MIN..FILESAVE_PICTURE_MAX (a square) */
    PictureStyle style;
    bool fouls; /* Black's forbidden points marked (small x's) */
    bool sheet; /* a score sheet: the game's header above the board (players, event, date,
                 * rules, clock, result), the opening's decisions under it */
} FilePicture;
enum {
    FILESAVE_PICTURE_SIDES = 3,
    FILESAVE_PICTURE_SIDE = 1200,
    FILESAVE_PICTURE_MIN = 600,
    FILESAVE_PICTURE_MAX = 2400
};
/* The side offered i-th (0..FILESAVE_PICTURE_SIDES-1), smallest first: 600, 1200, 2400. */
int filesave_picture_side(int i);
/* The side offered after side (the smallest after the largest; a side that is not one
 * offered, settings.conf's own, goes to the next one above it). */
int filesave_picture_next(int side);
/* The defaults: FILESAVE_PICTURE_SIDE, in colour, no forbidden points. */
void filesave_picture_defaults(FilePicture *pic);
/* Does the path name a picture (its name ends in ".png", any case)? */
bool filesave_is_picture(const char *path);

/* The question before replacing a file. */
typedef struct FileSaveQuestion {
    bool asking;                  /* "path exists. Replace it?" is shown */
    bool replace;                 /* the player answered Replace: the next check of path writes */
    char path[FILESAVE_PATH_MAX]; /* the file it is about */
} FileSaveQuestion;

typedef enum FileSaveStep {
    FILESAVE_WRITE,   /* save now, as a new file: never over one (RECORD_WRITE_NEW), even
                       * one another program makes after this check */
    FILESAVE_REPLACE, /* save now, over the file the player agreed to replace */
    FILESAVE_ASK      /* a file is there: q asks whether to replace it */
} FileSaveStep;

/* A save to path was asked for: FILESAVE_REPLACE when the player has just answered
 * Replace about this path; FILESAVE_WRITE when no regular file (through links) is there
 * (a folder or a device is refused by the save itself, with its reason); else
 * FILESAVE_ASK, q asking about path. */
FileSaveStep filesave_check(FileSaveQuestion *q, const char *path);

/* The player's answer; the question ends. True when replace was chosen while asking: the
 * save is to be tried again (its check then writes). */
bool filesave_answer(FileSaveQuestion *q, bool replace);

/* The question and its answer no longer stand (the dialog opened or closed). */
void filesave_forget(FileSaveQuestion *q);

#endif
