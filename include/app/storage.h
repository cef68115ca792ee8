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
#define STORAGE_LOCK_NAME "autosave.lock"

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
/* The same, and the file's bytes, as read, into bytes (at most cap; *len how many, 0 when
 * they did not fit or nothing was loaded): what the game came from, byte for byte. */
StorageLoad storage_autosave_load_bytes(const StoragePaths *sp, Game *out, Review *lines,
                                        RecordInfo *info, char *bytes, size_t cap, size_t *len,
                                        RecordError *err);

/* Moves an autosave that cannot be read out of the way, so that no later save replaces
 * it: renames it within its directory to "autosave-unreadable-YYYY-MM-DD-HHMMSS.renju"
 * (local time `when`; then "...-2.renju", "-3", ... so an earlier one is never
 * overwritten) and writes the new name (without the directory) into name. A symbolic link
 * is moved itself, its target untouched (a save would write through it). A missing or
 * empty autosave, or one that is neither a regular file nor a link (a directory), is left
 * where it is with name "" and true: there is no game in it to keep. False (err says why)
 * when it could not be moved; it is then still in place and must not be overwritten. */
bool storage_autosave_set_aside(const StoragePaths *sp, time_t when, char *name, size_t cap,
                                RecordError *err);

/* The same for any file of the data directory (file: "name.ext"): it becomes
 * "name-unreadable-YYYY-MM-DD-HHMMSS.ext" (then "-2", "-3", ...). */
bool storage_set_aside(const StoragePaths *sp, const char *file, time_t when, char *name,
                       size_t cap, RecordError *err);

/* Which running program keeps the autosave: the one holding an advisory lock (flock)
 * on data_dir/autosave.lock. The system drops the lock when its holder ends, even by
 * kill -9, so no stale lock is ever left to clear. */
typedef enum StorageLock {
    STORAGE_LOCK_OWNED = 0, /* this program keeps the autosave: *fd holds the lock */
    STORAGE_LOCK_BUSY,      /* another running program keeps it: this one must not write */
    STORAGE_LOCK_FAILED     /* no lock can be had (a read-only folder, a directory of that
                             * name, a file system without locks; *os_err: errno) */
} StorageLock;

/* Tries once, without waiting, to take the autosave's lock (creating the folder and the
 * lock file). *fd is the lock's descriptor with STORAGE_LOCK_OWNED, else -1. */
StorageLock storage_autosave_lock(const StoragePaths *sp, int *fd, int *os_err);
/* Lets the lock go (fd -1: nothing to do); *fd becomes -1. */
void storage_autosave_unlock(int *fd);

/* Reads at most cap bytes of the autosave into buf (*len: how many). False, with *len 0,
 * when there is none, or nothing a game could be in (not a regular file, unreadable). */
bool storage_autosave_read(const StoragePaths *sp, char *buf, size_t cap, size_t *len);

/* Writes data as a new file of dir (created) named "prefix-YYYY-MM-DD-HHMMSS.ext" (local
 * time `when`; "-tail" after the time unless tail is NULL or empty, as a finished game's
 * result; then "-2", "-3", ... before the extension: an existing file is never replaced)
 * and its name, without the folder, into name. False (err says why, nothing left behind)
 * when it could not be written whole. */
bool storage_keep_new(const char *dir, const char *prefix, const char *tail, const char *ext,
                      time_t when, const char *data, size_t len, char *name, size_t cap,
                      RecordError *err);

/* Removes the autosave (a finished game need not resume). True when none is left. */
bool storage_autosave_clear(const StoragePaths *sp);

#endif
