/* Renju - MIT licence, see LICENSE.
 *
 * The only file I/O in the core: reading a record file whole, and replacing a file
 * atomically. Parsing and formatting stay in record*.c on memory buffers.
 *
 * Atomic replace, step by step (a failure at any step removes the temporary file and
 * leaves the old file as it was):
 *   0. follow the path through symbolic links to the file it names, so the link stays a
 *      link, and take that file's permission bits (0644 for a new file);
 *   1. create a unique temporary file next to the target (same directory, so the rename
 *      stays on one file system);
 *   2. write all bytes, retrying short writes;
 *   3. fsync the temporary file, close it;
 *   4. rename it over the target (atomic on POSIX), or, for a save that must not replace
 *      a file (RECORD_WRITE_NEW), link it to the target's name (link() refuses a name that
 *      exists, atomically, whoever made the file and however late) and remove the
 *      temporary name; a file system without hard links gets the name claimed by an
 *      exclusive create (O_EXCL) of an empty file that the rename then replaces;
 *   5. fsync the directory so the new name survives a crash (best effort);
 *   6. remove the temporary files of earlier saves of that name killed mid-write (a kill
 *      -9 leaves "NAME.tmp-XXXXXX" beside the whole file): record_remove_stale_temps.
 */
#include "record_parse.h"
#include "rif.h"
#include "text.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>
#include <dirent.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* The most symbolic links followed from the path of a save (as the kernel's own limit). */
#define SYMLOOP_HOPS 40
/* The longest base name a temporary file borrows from its target: 255 bytes less ".tmp-XXXXXX". */
#define RECORD_TEMP_NAME_MAX (255 - 11)

bool record_error(RecordError *err, RecordReason r, const char *file, int os, const char *token,
                  long num0)
{
    if (err) {
        memset(err, 0, sizeof *err);
        err->reason = r;
        err->offset = -1;
        err->os = os;
        err->num[0] = num0;
        size_t len = 0;
        text_append(err->file, sizeof err->file, &len, "%s", file ? file : "");
        rec_token(err, token, REC_TOKEN_ALL);
        record_error_finish(err);
    }
    return false;
}

int record_open_regular(const char *path, RecordError *err)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        record_error(err, RECORD_R_CANNOT_OPEN, path, errno, NULL, 0);
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        record_error(err, RECORD_R_READ_ERROR, path, errno, NULL, 0);
    } else if (!S_ISREG(st.st_mode)) {
        record_error(err, S_ISDIR(st.st_mode) ? RECORD_R_IS_DIRECTORY : RECORD_R_NOT_A_FILE, path,
                     0, NULL, 0);
    } else if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0) {
        record_error(err, RECORD_R_CANNOT_OPEN, path, errno, NULL, 0);
    } else {
        return fd;
    }
    close(fd);
    return -1;
}

bool record_read_file(const char *path, char **data, size_t *len, RecordError *err)
{
    /* a RIF database (rif.h) holds many games: tens of MB */
    return record_read_file_max(path, rif_path(path) ? RIF_FILE_MAX : RECORD_FILE_MAX, data, len,
                                err);
}

bool record_read_file_max(const char *path, size_t max, char **data, size_t *len, RecordError *err)
{
    int fd = record_open_regular(path, err);
    if (fd < 0) {
        return false;
    }
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        int e = errno;
        close(fd);
        return record_error(err, RECORD_R_READ_ERROR, path, e, NULL, 0);
    }
    size_t cap = 4096;
    size_t n = 0;
    char *buf = malloc(cap + 1);
    bool ok = buf != NULL;
    while (ok) {
        if (n == cap) {
            if (cap >= max) {
                RecordReason r = max == RECORD_FILE_MAX ? RECORD_R_FILE_TOO_LARGE
                                 : max == RIF_FILE_MAX  ? RECORD_R_RIF_TOO_LARGE
                                                        : RECORD_R_LIBRARY_TOO_LARGE;
                ok = record_error(err, r, path, 0, NULL, (long)(max / RECORD_MB));
                break;
            }
            cap = 2 * cap < max ? 2 * cap : max;
            char *bigger = realloc(buf, cap + 1);
            if (!bigger) {
                ok = record_error(err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
                break;
            }
            buf = bigger;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                ok = record_error(err, RECORD_R_READ_ERROR, path, errno, NULL, 0);
            }
            break;
        }
    }
    fclose(f);
    if (!buf) {
        record_error(err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
    }
    if (!ok) {
        free(buf);
        return false;
    }
    buf[n] = '\0';
    *data = buf;
    *len = n;
    return true;
}

/* The directory part of path ("." when none) into buf. */
static void dir_of(const char *path, char *buf, size_t cap)
{
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(buf, cap, ".");
    } else if (slash == path) {
        snprintf(buf, cap, "/");
    } else {
        snprintf(buf, cap, "%.*s", (int)(slash - path), path);
    }
}

/* Where a save to path really goes: path itself, or, when path is a symbolic link, the
 * file at the end of its chain of links (which need not exist yet), so that the save
 * replaces the target and the link stays a link. Returns a malloc'd path, or NULL with
 * errno set (ELOOP for a cycle, ENOMEM). */
static char *save_target(const char *path)
{
    char *cur = malloc(strlen(path) + 1);
    if (!cur) {
        errno = ENOMEM;
        return NULL;
    }
    memcpy(cur, path, strlen(path) + 1);
    for (int hops = 0; hops < SYMLOOP_HOPS; hops++) {
        struct stat st;
        if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode)) {
            return cur; /* not a link (or not there yet): the save goes here */
        }
        char link[4096];
        ssize_t n = readlink(cur, link, sizeof link - 1);
        if (n < 0) {
            free(cur);
            return NULL;
        }
        link[n] = '\0';
        /* A relative target is relative to the link's own directory. */
        char dir[4096];
        dir_of(cur, dir, sizeof dir);
        bool relative = link[0] != '/' && strchr(cur, '/') != NULL;
        size_t cap = (relative ? strlen(dir) + 1 : 0) + (size_t)n + 1;
        char *next = malloc(cap);
        if (!next) {
            free(cur);
            errno = ENOMEM;
            return NULL;
        }
        snprintf(next, cap, "%s%s%s", relative ? dir : "", relative ? "/" : "", link);
        free(cur);
        cur = next;
    }
    free(cur);
    errno = ELOOP;
    return NULL;
}

/* Is errno after a failed link() the file system's "no hard links here" (FAT, some
 * network and FUSE file systems), not a trouble of the save itself? */
static bool no_hard_links(int e)
{
    return e == EPERM || e == EOPNOTSUPP || e == ENOTSUP || e == ENOSYS;
}

/* The length of the part of target (whose base name starts at base) a temporary file
 * keeps: all of it, or its base name cut to RECORD_TEMP_NAME_MAX bytes. */
static size_t temp_stem(const char *target, const char *base)
{
    size_t plen = strlen(target);
    size_t keep = strlen(base);
    return keep > RECORD_TEMP_NAME_MAX ? plen - (keep - RECORD_TEMP_NAME_MAX) : plen;
}

/* Is name (in the target's folder) a temporary file of a save of target as step 1 names
 * it: the stem's base name (stem bytes), ".tmp-", then mkstemp's six letters or digits? */
static bool temp_name_of(const char *name, const char *stem, size_t stem_len)
{
    size_t n = strlen(name);
    if (n != stem_len + 11 || memcmp(name, stem, stem_len) != 0 ||
        memcmp(name + stem_len, ".tmp-", 5) != 0) {
        return false;
    }
    for (size_t i = stem_len + 5; i < n; i++) {
        if (!isalnum((unsigned char)name[i])) {
            return false;
        }
    }
    return true;
}

/* Removes dir/name when it is ours and stale: a regular file (not a link, a folder or a
 * second name of a file) of this user, untouched for RECORD_TEMP_STALE_S (a save under
 * way keeps its own). The name's pattern is the caller's to check. */
static bool remove_stale(const char *dir, const char *name, time_t now, int stale_s)
{
    char file[4096 + 256];
    struct stat st;
    int n = snprintf(file, sizeof file, "%s/%s", dir, name);
    return n > 0 && (size_t)n < sizeof file && lstat(file, &st) == 0 && S_ISREG(st.st_mode) &&
           st.st_nlink == 1 && st.st_uid == geteuid() && st.st_mtime + stale_s <= now &&
           unlink(file) == 0;
}

int record_remove_stale_temps_in(const char *dir)
{
    DIR *d = opendir(dir);
    int removed = 0;
    time_t now = time(NULL);
    for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d)) {
        /* A record's name (its ending one the window saves) or a picture's (".png", audit
         * 31b C2: a picture's save killed at fsync left its copy for good), then ".tmp-" and
         * six. */
        size_t n = strlen(e->d_name);
        char stem[256];
        if (n <= 11 || n - 11 >= sizeof stem) {
            continue;
        }
        memcpy(stem, e->d_name, n - 11);
        stem[n - 11] = '\0';
        bool png = n - 11 >= 4 && strcasecmp(stem + n - 15, ".png") == 0;
        if ((record_format_from_path(stem) != RECORD_AUTO || png) &&
            temp_name_of(e->d_name, stem, n - 11) &&
            remove_stale(dir, e->d_name, now, RECORD_TEMP_STALE_S)) {
            removed++;
        }
    }
    if (d) {
        closedir(d);
    }
    return removed;
}

int record_remove_stale_temps(const char *path)
{
    return record_remove_temps_of(path, RECORD_TEMP_STALE_S);
}

int record_remove_temps_of(const char *path, int stale_s)
{
    char *target = save_target(path);
    if (!target) {
        return 0;
    }
    const char *slash = strrchr(target, '/');
    const char *base = slash ? slash + 1 : target;
    size_t stem_len = temp_stem(target, base) - (size_t)(base - target);
    char dir[4096];
    dir_of(target, dir, sizeof dir);
    DIR *d = opendir(dir);
    int removed = 0;
    time_t now = time(NULL);
    for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d)) {
        if (temp_name_of(e->d_name, base, stem_len) && remove_stale(dir, e->d_name, now, stale_s)) {
            removed++;
        }
    }
    if (d) {
        closedir(d);
    }
    free(target);
    return removed;
}

/* Step 4 for RECORD_WRITE_NEW: tmp takes the name target only while nothing has it.
 * Returns 0, EEXIST when a file took the name first, or another errno. */
static int take_new_name(const char *tmp, const char *target)
{
    if (link(tmp, target) == 0) {
        unlink(tmp);
        return 0;
    }
    if (!no_hard_links(errno)) {
        return errno;
    }
    /* No hard links: the name is ours once an exclusive create makes it; the rename then
     * replaces only that empty file of our own. */
    int fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0600);
    if (fd < 0) {
        return errno;
    }
    close(fd);
    if (rename(tmp, target) != 0) {
        int e = errno;
        unlink(target);
        return e;
    }
    return 0;
}

bool record_write_atomic(const char *path, const void *data, size_t len, RecordError *err)
{
    return record_write_file(path, data, len, RECORD_WRITE_REPLACE, err);
}

bool record_write_file(const char *path, const void *data, size_t len, RecordWrite how,
                       RecordError *err)
{
    /* 0. The file the save replaces: through symbolic links, keeping its mode. */
    char *target = save_target(path);
    if (!target) {
        return record_error(err, RECORD_R_NOT_SAVED, path, errno, NULL, 0);
    }
    struct stat old;
    mode_t mode = 0644;
    if (stat(target, &old) == 0) {
        if (!S_ISREG(old.st_mode)) {
            free(target);
            return record_error(err,
                                S_ISDIR(old.st_mode) ? RECORD_R_NOT_SAVED : RECORD_R_NOT_REGULAR,
                                path, S_ISDIR(old.st_mode) ? EISDIR : 0, NULL, 0);
        }
        /* A new save over a file there already fails at step 4, as one made later does. */
        mode = how == RECORD_WRITE_REPLACE ? old.st_mode & 0777 : mode;
    }
    /* 1. A unique temporary file in the target's directory. */
    size_t plen = strlen(target);
    char *tmp = malloc(plen + 16);
    if (!tmp) {
        free(target);
        return record_error(err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
    }
    /* "NAME.tmp-XXXXXX", NAME cut short when the whole would pass the file system's 255
     * bytes: any name a save may take has a temporary file beside it. */
    const char *slash = strrchr(target, '/');
    size_t keep = temp_stem(target, slash ? slash + 1 : target);
    snprintf(tmp, plen + 16, "%.*s.tmp-XXXXXX", (int)keep, target);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        /* Said as the folder's trouble, the player's words: the temporary file is ours
         * ("cannot create a temporary file: no such file or folder" for /proc, which is
         * there: audit 26, item 6). */
        int e = errno;
        char dir[4096];
        dir_of(target, dir, sizeof dir);
        free(tmp);
        free(target);
        struct stat ds;
        bool folder = stat(dir, &ds) == 0 && S_ISDIR(ds.st_mode);
        RecordReason r = e != ENOENT ? RECORD_R_NO_TEMPORARY
                         : folder    ? RECORD_R_FOLDER_NO_FILES
                                     : RECORD_R_NO_SUCH_FOLDER;
        return record_error(err, r, path, r == RECORD_R_NO_TEMPORARY ? e : 0, dir, 0);
    }
    int e = fchmod(fd, mode) != 0 ? errno : 0;
    /* 2. Every byte, through short writes and interruptions. */
    const char *p = data;
    size_t left = len;
    while (e == 0 && left > 0) {
        ssize_t w = write(fd, p, left);
        if (w < 0 && errno == EINTR) {
            continue;
        }
        if (w <= 0) {
            e = w < 0 ? errno : EIO;
            break;
        }
        p += w;
        left -= (size_t)w;
    }
    /* 3. On the disk before it takes the name. */
    if (e == 0 && fsync(fd) != 0) {
        e = errno;
    }
    if (close(fd) != 0 && e == 0) {
        e = errno;
    }
    /* 4. The atomic switch: over the target, or only to a name nothing has. */
    if (e == 0 && how == RECORD_WRITE_REPLACE && rename(tmp, target) != 0) {
        e = errno;
    } else if (e == 0 && how == RECORD_WRITE_NEW) {
        e = take_new_name(tmp, target);
    }
    if (e != 0) {
        unlink(tmp);
        free(tmp);
        free(target);
        return record_error(err, e == EEXIST ? RECORD_R_APPEARED : RECORD_R_NOT_SAVED, path,
                            e == EEXIST ? 0 : e, NULL, 0);
    }
    free(tmp);
    /* 5. The directory entry, best effort (some file systems refuse fsync on dirs). */
    char dir[4096];
    dir_of(target, dir, sizeof dir);
    free(target);
    int dfd = open(dir, O_RDONLY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    /* 6. What killed saves of this name left beside it. */
    record_remove_stale_temps(path);
    return true;
}

bool record_load_file(const char *path, RecordFormat fmt, const RuleSet *rules, Game *out,
                      RecordInfo *info, RecordError *err)
{
    return record_load_file_lines(path, fmt, rules, out, NULL, info, err);
}

/* record_load_file_lines, the record read by record_parse_fitting when fit. */
static bool load_file(const char *path, RecordFormat fmt, const RuleSet *rules, bool fit, Game *out,
                      Review *lines, RecordInfo *info, RecordError *err)
{
    char *data = NULL;
    size_t len = 0;
    if (!record_read_file(path, &data, &len, err)) {
        return false;
    }
    if (fmt == RECORD_AUTO) {
        fmt = record_format_from_path(path);
    }
    bool ok = fit ? record_parse_fitting(data, len, fmt, rules, out, lines, info, err)
                  : record_parse_lines(data, len, fmt, rules, out, lines, info, err);
    free(data);
    if (!ok && err) {
        size_t flen = 0;
        err->file[0] = '\0';
        text_append(err->file, sizeof err->file, &flen, "%s", path);
        record_error_finish(err);
    }
    return ok;
}

bool record_load_file_lines(const char *path, RecordFormat fmt, const RuleSet *rules, Game *out,
                            Review *lines, RecordInfo *info, RecordError *err)
{
    return load_file(path, fmt, rules, false, out, lines, info, err);
}

bool record_load_file_fitting(const char *path, const RuleSet *asked, Game *out, Review *lines,
                              RecordInfo *info, RecordError *err)
{
    return load_file(path, RECORD_AUTO, asked, true, out, lines, info, err);
}

bool record_parse_game(const char *data, size_t len, const char *name, const RuleSet *asked,
                       int game, Game *out, Review *lines, RecordInfo *info, RecordError *err)
{
    if (rif_is(data, len, name)) {
        return rif_parse_game(data, len, name, asked, game, out, lines, info, err);
    }
    RecordFormat fmt = record_format_from_path(name);
    long at = 0;
    int games = 1;
    if (game > 1) {
        RecordFormat seen = fmt == RECORD_AUTO ? record_detect(data, len) : fmt;
        at = seen == RECORD_SGF ? rec_sgf_game_offset(data, len, game, &games) : -1;
        if (at < 0) {
            record_error(err, RECORD_R_SGF_NO_GAME, name, 0, NULL, (long)game);
            if (err) {
                err->num[1] = games;
                record_error_finish(err);
            }
            return false;
        }
        fmt = RECORD_SGF;
    }
    RecordInfo own;
    info = info ? info : &own;
    bool ok = record_parse_fitting(data + at, len - (size_t)at, fmt, asked, out, lines, info, err);
    RecordFormat seen = fmt == RECORD_TEXT ? record_detect(data, len) : RECORD_TEXT;
    if (!ok && seen != RECORD_TEXT) {
        /* A .txt may hold another format (often a plain move list, as other programs copy
         * one): read as its content looks, by the window and renju-cli alike (audit 28,
         * C8); when that fails too, the text record's reason stands, unless its first
         * move was read (it is that format, with a bad later move). */
        RecordError other;
        ok = record_parse_fitting(data, len, seen, asked, out, lines, info, &other);
        if (!ok && other.move > 1 && err) {
            *err = other;
        }
    }
    if (ok) {
        if (game > 1) {
            info->sgf_games = games;
            info->sgf_game = game;
        }
        return true;
    }
    if (err) {
        err->offset += err->offset >= 0 ? at : 0; /* the file's byte, not the game's */
        snprintf(err->file, sizeof err->file, "%s", name);
        record_error_finish(err);
    }
    return false;
}

bool record_load_file_game(const char *path, const RuleSet *asked, int game, Game *out,
                           Review *lines, RecordInfo *info, RecordError *err)
{
    char *data = NULL;
    size_t len = 0;
    if (!record_read_file(path, &data, &len, err)) {
        return false;
    }
    bool ok = record_parse_game(data, len, path, asked, game, out, lines, info, err);
    free(data);
    return ok;
}

bool record_save_file(const char *path, RecordFormat fmt, const Game *g, const RecordInfo *info,
                      RecordError *err)
{
    return record_save_file_lines(path, fmt, g, NULL, info, RECORD_WRITE_REPLACE, err);
}

bool record_save_file_lines(const char *path, RecordFormat fmt, const Game *g, const Review *lines,
                            const RecordInfo *info, RecordWrite how, RecordError *err)
{
    if (fmt == RECORD_AUTO) {
        fmt = record_format_from_path(path);
        if (fmt == RECORD_AUTO) {
            return record_error(err, RECORD_R_UNKNOWN_EXTENSION, path, 0, NULL, 0);
        }
    }
    size_t n = 0;
    char *buf = record_format_file_lines(path, fmt, g, lines, info, &n, err);
    bool ok = buf && record_write_file(path, buf, n, how, err);
    free(buf);
    return ok;
}

char *record_format_file_lines(const char *path, RecordFormat fmt, const Game *g,
                               const Review *lines, const RecordInfo *info, size_t *len,
                               RecordError *err)
{
    RecordReason cannot = record_hold_reason(g, fmt);
    if (cannot != RECORD_R_NONE) {
        record_error(err, cannot, path, 0, NULL, 0);
        return NULL;
    }
    cannot = record_keep_reason(g, fmt);
    if (cannot != RECORD_R_NONE) {
        record_error(err, cannot, path, 0, g->rules->title, (long)g->rules->id);
        return NULL;
    }
    size_t n = record_format_lines(g, lines, info, fmt, NULL, 0);
    if (n > RECORD_FILE_MAX) { /* a file no reader would take back (a tree that large) */
        record_error(err, RECORD_R_FILE_TOO_LARGE, path, 0, NULL, RECORD_FILE_MAX / (1024 * 1024));
        return NULL;
    }
    char *buf = malloc(n + 1);
    /* The same length twice, or the record is not whole (SGF's tree walk may lack memory
     * in one of the two calls): nothing is written then. */
    if (!buf || record_format_lines(g, lines, info, fmt, buf, n + 1) != n) {
        free(buf);
        record_error(err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
        return NULL;
    }
    *len = n;
    return buf;
}
