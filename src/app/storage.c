/* Renju - MIT licence, see LICENSE.
 *
 * The user's data and config directories (XDG base directories) and the autosave of the
 * game in progress. Writes go through record_write_atomic.
 */
#define _DEFAULT_SOURCE /* flock(), not in POSIX; Linux, the BSDs and macOS have it */

#include "storage.h"

#include "text.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
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
           record_save_file_lines(path, RECORD_TEXT, g, lines, info, RECORD_WRITE_REPLACE, err);
}

StorageLoad storage_autosave_load(const StoragePaths *sp, Game *out, Review *lines,
                                  RecordInfo *info, RecordError *err)
{
    size_t len;
    return storage_autosave_load_bytes(sp, out, lines, info, NULL, 0, &len, err);
}

StorageLoad storage_autosave_load_bytes(const StoragePaths *sp, Game *out, Review *lines,
                                        RecordInfo *info, char *bytes, size_t cap, size_t *len,
                                        RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    *len = 0;
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        storage_fail(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0);
        return STORAGE_BAD;
    }
    record_remove_stale_temps(path); /* what a killed autosave left beside it */
    /* Only "no such file" (or a file where a folder above it should be) means none: a
     * link loop (ELOOP) or a folder that cannot be searched is an autosave that cannot
     * be read, said as a failed resume, as a folder at autosave.renju is. */
    if (access(path, F_OK) != 0 && (errno == ENOENT || errno == ENOTDIR)) {
        return STORAGE_NONE;
    }
    char *data = NULL;
    size_t n = 0;
    if (!record_read_file(path, &data, &n, err)) {
        return STORAGE_BAD;
    }
    bool ok = record_parse_lines(data, n, RECORD_TEXT, NULL, out, lines, info, err);
    if (!ok && err) {
        size_t at = 0;
        err->file[0] = '\0';
        text_append(err->file, sizeof err->file, &at, "%s", path);
        record_error_finish(err);
    }
    if (ok && bytes && n <= cap) {
        memcpy(bytes, data, n);
        *len = n;
    }
    free(data);
    return ok ? STORAGE_LOADED : STORAGE_BAD;
}

/* "prefix-YYYY-MM-DD-HHMMSS[-tail].ext" (local time), "-k" before the extension from
 * k = 2. */
static void stamped_name(const char *prefix, time_t when, const char *tail, int k, const char *ext,
                         char *buf, size_t cap)
{
    struct tm tmv;
    char stamp[64];
    if (!localtime_r(&when, &tmv) || strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &tmv) == 0) {
        snprintf(stamp, sizeof stamp, "%lld", (long long)when);
    }
    size_t n = strlen(stamp);
    if (tail && tail[0]) {
        snprintf(stamp + n, sizeof stamp - n, "-%s", tail);
    }
    if (k == 1) {
        snprintf(buf, cap, "%s-%s%s", prefix, stamp, ext);
    } else {
        snprintf(buf, cap, "%s-%s-%d%s", prefix, stamp, k, ext);
    }
}

bool storage_keep_new(const char *dir, const char *prefix, const char *tail, const char *ext,
                      time_t when, const char *data, size_t len, char *name, size_t cap,
                      RecordError *err)
{
    name[0] = '\0';
    if (!storage_make_dirs(dir, err)) {
        return false;
    }
    for (int k = 1; k < 1000; k++) {
        char file[128];
        char path[STORAGE_PATH_MAX];
        stamped_name(prefix, when, tail, k, ext, file, sizeof file);
        if (!storage_join(dir, file, path, sizeof path)) {
            return storage_fail(err, RECORD_R_PATH_TOO_LONG, dir, 0);
        }
        /* O_EXCL: a file of that name is never replaced, whoever made it. */
        int f = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
        if (f < 0 && errno == EEXIST) {
            continue;
        }
        if (f < 0) {
            return record_error(err, RECORD_R_NOT_SAVED, path, errno, NULL, 0);
        }
        size_t done = 0;
        while (done < len) {
            ssize_t n = write(f, data + done, len - done);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                break;
            }
            done += (size_t)n;
        }
        int e = done < len ? (errno ? errno : EIO) : 0;
        if (e == 0 && fsync(f) != 0) {
            e = errno;
        }
        if (close(f) != 0 && e == 0) {
            e = errno;
        }
        if (e != 0) {
            unlink(path); /* no half copy left to look like a game */
            return record_error(err, RECORD_R_NOT_SAVED, path, e, NULL, 0);
        }
        snprintf(name, cap, "%s", file);
        return true;
    }
    return record_error(err, RECORD_R_NOT_SAVED, dir, EEXIST, NULL, 0);
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
    /* A symbolic link is moved itself: its target, which a save would write through the
     * link (record_write_atomic), stays as it is. */
    if (lstat(path, &st) != 0 ||
        !(S_ISLNK(st.st_mode) || (S_ISREG(st.st_mode) && st.st_size > 0))) {
        return true; /* nothing there, or nothing a game could be in */
    }
    char prefix[96];
    snprintf(prefix, sizeof prefix, "%.*s-unreadable", stem, file);
    for (int k = 1; k < 1000; k++) {
        char aside[128];
        char target[STORAGE_PATH_MAX];
        stamped_name(prefix, when, NULL, k, ext, aside, sizeof aside);
        if (!storage_join(sp->data_dir, aside, target, sizeof target)) {
            return storage_fail(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0);
        }
        /* link() refuses an existing name, so an earlier copy is never replaced; file
         * systems without hard links get a rename after a check. */
        bool moved;
        if (linkat(AT_FDCWD, path, AT_FDCWD, target, 0) == 0) { /* a link not followed */
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

StorageLock storage_autosave_lock(const StoragePaths *sp, int *fd, int *os_err)
{
    char path[STORAGE_PATH_MAX];
    *fd = -1;
    *os_err = 0;
    if (!storage_join(sp->data_dir, STORAGE_LOCK_NAME, path, sizeof path) ||
        !storage_make_dirs(sp->data_dir, NULL)) {
        *os_err = errno ? errno : ENAMETOOLONG;
        return STORAGE_LOCK_FAILED;
    }
    /* An existing lock file in a folder that is now read-only still locks. */
    int f = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0600);
    if (f < 0) {
        f = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    }
    if (f < 0) {
        *os_err = errno;
        return STORAGE_LOCK_FAILED;
    }
    struct stat st;
    if (fstat(f, &st) != 0 || !S_ISREG(st.st_mode)) {
        *os_err = errno ? errno : EISDIR;
        close(f);
        return STORAGE_LOCK_FAILED;
    }
    if (flock(f, LOCK_EX | LOCK_NB) != 0) {
        int e = errno;
        close(f);
        if (e == EWOULDBLOCK) {
            return STORAGE_LOCK_BUSY;
        }
        *os_err = e;
        return STORAGE_LOCK_FAILED;
    }
    *fd = f;
    return STORAGE_LOCK_OWNED;
}

void storage_autosave_unlock(int *fd)
{
    if (*fd >= 0) {
        close(*fd); /* the lock goes with its last descriptor */
    }
    *fd = -1;
}

bool storage_autosave_read(const StoragePaths *sp, char *buf, size_t cap, size_t *len)
{
    char path[STORAGE_PATH_MAX];
    *len = 0;
    if (!storage_join(sp->data_dir, STORAGE_AUTOSAVE_NAME, path, sizeof path)) {
        return false;
    }
    int f = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (f < 0) {
        return false;
    }
    struct stat st;
    bool ok = fstat(f, &st) == 0 && S_ISREG(st.st_mode);
    while (ok && *len < cap) {
        ssize_t n = read(f, buf + *len, cap - *len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            ok = n == 0;
            break;
        }
        *len += (size_t)n;
    }
    close(f);
    if (!ok) {
        *len = 0;
    }
    return ok;
}
