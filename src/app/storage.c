/* Renju - MIT licence, see LICENSE.
 *
 * The user's data and config directories (XDG base directories) and the autosave of the
 * game in progress. Writes go through record_write_atomic.
 */
#include "storage.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool storage_fail(RecordError *err, RecordReason why, const char *path, int os)
{
    return record_error(err, why, path, os, NULL, 0);
}

bool storage_join(const char *dir, const char *name, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "%s/%s", dir, name);
    return n > 0 && (size_t)n < cap;
}

/* $var/renju when var holds an absolute path, else $HOME/fallback/renju. */
static bool base_dir(const char *var, const char *fallback, char *buf, size_t cap, RecordError *err)
{
    const char *v = getenv(var);
    if (v && v[0] == '/') {
        if (storage_join(v, "renju", buf, cap)) {
            return true;
        }
        return storage_fail(err, RECORD_R_PATH_TOO_LONG, var, 0);
    }
    const char *home = getenv("HOME");
    if (!home || home[0] != '/') {
        return storage_fail(err, RECORD_R_NO_HOME, var, 0);
    }
    int n = snprintf(buf, cap, "%s/%s/renju", home, fallback);
    if (n <= 0 || (size_t)n >= cap) {
        return storage_fail(err, RECORD_R_PATH_TOO_LONG, "HOME", 0);
    }
    return true;
}

bool storage_paths_init(StoragePaths *sp, RecordError *err)
{
    return base_dir("XDG_DATA_HOME", ".local/share", sp->data_dir, sizeof sp->data_dir, err) &&
           base_dir("XDG_CONFIG_HOME", ".config", sp->config_dir, sizeof sp->config_dir, err);
}

bool storage_make_dirs(const char *dir, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    size_t n = strlen(dir);
    if (n == 0 || n >= sizeof path) {
        return storage_fail(err, RECORD_R_BAD_FOLDER_NAME, dir, 0);
    }
    memcpy(path, dir, n + 1);
    /* Each prefix ending at a '/', then the whole path. */
    for (size_t i = 1; i <= n; i++) {
        if (path[i] != '/' && path[i] != '\0') {
            continue;
        }
        char saved = path[i];
        path[i] = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST) {
            return record_error(err, RECORD_R_NO_FOLDER, dir, errno, path, 0);
        }
        path[i] = saved;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        return storage_fail(err, RECORD_R_NOT_A_FOLDER, dir, 0);
    }
    return true;
}

/* ---- Autosave ----------------------------------------------------------------------- */

bool storage_autosave_write(const StoragePaths *sp, const Game *g, const Review *lines,
                            const RecordInfo *info, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        return storage_fail(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0);
    }
    return storage_make_dirs(sp->data_dir, err) &&
           record_save_file_lines(path, RECORD_TEXT, g, lines, info, err);
}

/* Removes temporary files a killed save left behind ("NAME.tmp-XXXXXX"). */
static void remove_stale_temps(const char *dir, const char *name)
{
    DIR *d = opendir(dir);
    if (!d) {
        return;
    }
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s.tmp-", name);
    size_t n = strlen(prefix);
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        char path[STORAGE_PATH_MAX];
        if (strncmp(e->d_name, prefix, n) == 0 && storage_join(dir, e->d_name, path, sizeof path)) {
            unlink(path);
        }
    }
    closedir(d);
}

StorageLoad storage_autosave_load(const StoragePaths *sp, Game *out, Review *lines,
                                  RecordInfo *info, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        storage_fail(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0);
        return STORAGE_BAD;
    }
    remove_stale_temps(sp->data_dir, STORAGE_AUTOSAVE_NAME);
    if (access(path, F_OK) != 0) {
        return STORAGE_NONE;
    }
    return record_load_file_lines(path, RECORD_TEXT, NULL, out, lines, info, err) ? STORAGE_LOADED
                                                                                  : STORAGE_BAD;
}

bool storage_autosave_set_aside(const StoragePaths *sp, time_t when, char *name, size_t cap,
                                RecordError *err)
{
    return storage_set_aside(sp, STORAGE_AUTOSAVE_NAME, when, name, cap, err);
}

bool storage_set_aside(const StoragePaths *sp, const char *file, time_t when, char *name,
                       size_t cap, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    struct stat st;
    name[0] = '\0';
    const char *dot = strrchr(file, '.');
    int stem = dot && dot != file ? (int)(dot - file) : (int)strlen(file);
    const char *ext = file + stem;
    if (!storage_join(sp->data_dir, file, path, sizeof path)) {
        return storage_fail(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0);
    }
    if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0) {
        return true; /* nothing there, or nothing a game could be in */
    }
    struct tm tmv;
    char stamp[40];
    if (!localtime_r(&when, &tmv) || strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &tmv) == 0) {
        snprintf(stamp, sizeof stamp, "%lld", (long long)when);
    }
    for (int k = 1; k < 1000; k++) {
        char aside[128];
        char target[STORAGE_PATH_MAX];
        if (k == 1) {
            snprintf(aside, sizeof aside, "%.*s-unreadable-%s%s", stem, file, stamp, ext);
        } else {
            snprintf(aside, sizeof aside, "%.*s-unreadable-%s-%d%s", stem, file, stamp, k, ext);
        }
        if (!storage_join(sp->data_dir, aside, target, sizeof target)) {
            return storage_fail(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0);
        }
        /* link() refuses an existing name, so an earlier copy is never replaced; file
         * systems without hard links get a rename after a check. */
        bool moved;
        if (link(path, target) == 0) {
            moved = unlink(path) == 0;
        } else if (errno == EEXIST) {
            continue;
        } else if (access(target, F_OK) == 0) {
            continue;
        } else {
            moved = rename(path, target) == 0;
        }
        if (!moved) {
            return storage_fail(err, RECORD_R_CANNOT_MOVE_ASIDE, path, errno);
        }
        snprintf(name, cap, "%s", aside);
        return true;
    }
    return storage_fail(err, RECORD_R_TOO_MANY_KEPT, path, 0);
}

bool storage_autosave_clear(const StoragePaths *sp)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        return false;
    }
    return unlink(path) == 0 || errno == ENOENT;
}
