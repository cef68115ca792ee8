/* Renju - MIT licence, see LICENSE.
 *
 * Where the game keeps its files, and the files it keeps there:
 *   $XDG_DATA_HOME/renju/autosave.renju   the game in progress (default ~/.local/share)
 *   $XDG_CONFIG_HOME/renju/settings.ini   the settings, "key = value" lines (default
 *                                         ~/.config)
 * Every write replaces its file atomically (record_write_atomic), so a crash or a kill
 * at any moment leaves either the old or the new file, never a half-written one.
 * SDL-free; tests point HOME or the XDG variables at a temporary directory.
 */
#ifndef RENJU_STORAGE_H
#define RENJU_STORAGE_H

#include <stddef.h>

#include "record.h"

#define STORAGE_PATH_MAX 1024
#define STORAGE_AUTOSAVE_NAME "autosave.renju"
#define STORAGE_SETTINGS_NAME "settings.ini"

typedef struct StoragePaths {
    char data_dir[STORAGE_PATH_MAX];   /* .../renju, for the autosave */
    char config_dir[STORAGE_PATH_MAX]; /* .../renju, for the settings */
} StoragePaths;

/* Works out both directories from the environment (XDG_DATA_HOME, XDG_CONFIG_HOME when
 * absolute, else HOME). Creates nothing. Fails when neither variable gives a path. */
bool storage_paths_init(StoragePaths *sp, RecordError *err);

/* Creates dir and its missing parents (mode 0700). True when it exists afterwards. */
bool storage_make_dirs(const char *dir, RecordError *err);

/* The file `name` inside dir, into buf; false when it does not fit. */
bool storage_join(const char *dir, const char *name, char *buf, size_t cap);

/* ---- Autosave ----------------------------------------------------------------------- */

/* Writes the game in progress as our text record (creating the directory). */
bool storage_autosave_write(const StoragePaths *sp, const Game *g, const RecordInfo *info,
                            RecordError *err);

typedef enum StorageLoad {
    STORAGE_LOADED = 0, /* *out holds the saved game */
    STORAGE_NONE,       /* there is no autosave */
    STORAGE_BAD         /* there is one but it cannot be read or replayed (err says why) */
} StorageLoad;

/* Reads the autosave into *out (untouched unless STORAGE_LOADED). Call it at start-up:
 * it also removes temporary files that a save killed half-way left behind. */
StorageLoad storage_autosave_load(const StoragePaths *sp, Game *out, RecordInfo *info,
                                  RecordError *err);

/* Removes the autosave (a finished game need not resume). True when none is left. */
bool storage_autosave_clear(const StoragePaths *sp);

/* ---- Settings ----------------------------------------------------------------------- */

#define STORAGE_SETTINGS_MAX 64
#define STORAGE_KEY_MAX 32
#define STORAGE_VALUE_MAX 128

/* Settings as ordered key/value strings; the UI decides what the keys mean. Keys are
 * [a-z0-9_.-]; values one line of text. */
typedef struct StorageSettings {
    int count;
    struct {
        char key[STORAGE_KEY_MAX];
        char value[STORAGE_VALUE_MAX];
    } items[STORAGE_SETTINGS_MAX];
} StorageSettings;

/* Reads the settings file; a missing file gives empty settings and true. Lines that are
 * not "key = value" (or a # comment) make it fail with the line number; *s is then empty. */
bool storage_settings_load(const StoragePaths *sp, StorageSettings *s, RecordError *err);
bool storage_settings_save(const StoragePaths *sp, const StorageSettings *s, RecordError *err);

/* The value of key, or NULL. */
const char *storage_setting(const StorageSettings *s, const char *key);
/* The value of key as an integer in [lo, hi], or def when absent or not such a number. */
int storage_setting_int(const StorageSettings *s, const char *key, int def, int lo, int hi);
/* Sets key (adding it when new). False when the key or value is malformed or too long, or
 * the settings are full. */
bool storage_setting_set(StorageSettings *s, const char *key, const char *value);
bool storage_setting_set_int(StorageSettings *s, const char *key, int value);

#endif
