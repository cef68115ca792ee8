/* Renju - MIT licence, see LICENSE.
 *
 * Where the game keeps the game in progress: $XDG_DATA_HOME/renju/autosave.renju
 * (default ~/.local/share/renju), written as our text record after every move. Every
 * write replaces the file atomically (record_write_atomic), so a crash or a kill at any
 * moment leaves either the old or the new file, never a half-written one. The settings
 * file has its own module (settings.h); config_dir names its directory.
 * SDL-free; tests point HOME or the XDG variables at a temporary directory.
 */
#ifndef RENJU_STORAGE_H
#define RENJU_STORAGE_H

#include <stddef.h>
#include <time.h>

#include "record.h"

#define STORAGE_PATH_MAX 1024
#define STORAGE_AUTOSAVE_NAME "autosave.renju"

typedef struct StoragePaths {
    char data_dir[STORAGE_PATH_MAX];   /* .../renju, for the autosave */
    char config_dir[STORAGE_PATH_MAX]; /* .../renju, where the settings live */
} StoragePaths;

/* Works out both directories from the environment (XDG_DATA_HOME, XDG_CONFIG_HOME when
 * absolute, else HOME). Creates nothing. Fails when neither variable gives a path. */
bool storage_paths_init(StoragePaths *sp, RecordError *err);

/* Creates dir and its missing parents (mode 0700). True when it exists afterwards. */
bool storage_make_dirs(const char *dir, RecordError *err);

/* The file `name` inside dir, into buf; false when it does not fit. */
bool storage_join(const char *dir, const char *name, char *buf, size_t cap);

/* ---- Autosave ----------------------------------------------------------------------- */

/* Writes the game in progress as our text record (creating the directory), with the
 * other lines of lines (may be NULL; record_format_lines). */
bool storage_autosave_write(const StoragePaths *sp, const Game *g, const Review *lines,
                            const RecordInfo *info, RecordError *err);

typedef enum StorageLoad {
    STORAGE_LOADED = 0, /* *out holds the saved game */
    STORAGE_NONE,       /* there is no autosave */
    STORAGE_BAD         /* there is one but it cannot be read or replayed (err says why) */
} StorageLoad;

/* Reads the autosave into *out and its lines into *lines (may be NULL; both untouched
 * unless STORAGE_LOADED). Call it at start-up: it also removes temporary files that a
 * save killed half-way left behind. */
StorageLoad storage_autosave_load(const StoragePaths *sp, Game *out, Review *lines,
                                  RecordInfo *info, RecordError *err);

/* Moves an autosave that cannot be read out of the way, so that no later save replaces
 * it: renames it within its directory to "autosave-unreadable-YYYY-MM-DD-HHMMSS.renju"
 * (local time `when`; then "...-2.renju", "-3", ... so an earlier one is never
 * overwritten) and writes the new name (without the directory) into name. A missing or
 * empty autosave, or one that is not a regular file (a directory, a symbolic link), is
 * left where it is with name "" and true: there is no game in it to keep. False (err says why) when
 * it could not be moved; it is then still in place and must not be overwritten. */
bool storage_autosave_set_aside(const StoragePaths *sp, time_t when, char *name, size_t cap,
                                RecordError *err);

/* The same for any file of the data directory (file: "name.ext"): it becomes
 * "name-unreadable-YYYY-MM-DD-HHMMSS.ext" (then "-2", "-3", ...). */
bool storage_set_aside(const StoragePaths *sp, const char *file, time_t when, char *name,
                       size_t cap, RecordError *err);

/* Removes the autosave (a finished game need not resume). True when none is left. */
bool storage_autosave_clear(const StoragePaths *sp);

#endif
