/* Renju - MIT licence, see LICENSE.
 *
 * The only file I/O in the core: reading a record file whole, and replacing a file
 * atomically. Parsing and formatting stay in record.c on memory buffers.
 *
 * Atomic replace, step by step (a failure at any step removes the temporary file and
 * leaves the old file as it was):
 *   1. create a unique temporary file next to the target (same directory, so the rename
 *      stays on one file system);
 *   2. write all bytes, retrying short writes;
 *   3. fsync the temporary file, close it;
 *   4. rename it over the target (atomic on POSIX);
 *   5. fsync the directory so the new name survives a crash (best effort).
 */
#include "record.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static bool
io_fail(RecordError *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
        err->line = 0;
        err->offset = -1;
        err->move = 0;
    }
    return false;
}

bool record_read_file(const char *path, char **data, size_t *len, RecordError *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return io_fail(err, "%s: %s", path, strerror(errno));
    }
    size_t cap = 4096;
    size_t n = 0;
    char *buf = malloc(cap + 1);
    bool ok = buf != NULL;
    while (ok) {
        if (n == cap) {
            if (cap >= RECORD_FILE_MAX) {
                ok = io_fail(err, "%s: larger than %d bytes, not a game record", path,
                             RECORD_FILE_MAX);
                break;
            }
            cap *= 2;
            char *bigger = realloc(buf, cap + 1);
            if (!bigger) {
                ok = io_fail(err, "%s: out of memory", path);
                break;
            }
            buf = bigger;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                ok = io_fail(err, "%s: read error", path);
            }
            break;
        }
    }
    fclose(f);
    if (!buf) {
        io_fail(err, "%s: out of memory", path);
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

bool record_write_atomic(const char *path, const void *data, size_t len, RecordError *err)
{
    /* 1. A unique temporary file in the target's directory. */
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (!tmp) {
        return io_fail(err, "%s: out of memory", path);
    }
    snprintf(tmp, plen + 16, "%s.tmp-XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return io_fail(err, "%s: cannot create a temporary file: %s", path, strerror(e));
    }
    fchmod(fd, 0644);
    /* 2. Every byte, through short writes and interruptions. */
    const char *p = data;
    size_t left = len;
    int e = 0;
    while (left > 0) {
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
    /* 4. The atomic switch. */
    if (e == 0 && rename(tmp, path) != 0) {
        e = errno;
    }
    if (e != 0) {
        unlink(tmp);
        free(tmp);
        return io_fail(err, "%s: not saved: %s", path, strerror(e));
    }
    free(tmp);
    /* 5. The directory entry, best effort (some file systems refuse fsync on dirs). */
    char dir[4096];
    dir_of(path, dir, sizeof dir);
    int dfd = open(dir, O_RDONLY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    return true;
}

bool record_load_file(const char *path, RecordFormat fmt, const RuleSet *rules, Game *out,
                      RecordInfo *info, RecordError *err)
{
    char *data = NULL;
    size_t len = 0;
    if (!record_read_file(path, &data, &len, err)) {
        return false;
    }
    if (fmt == RECORD_AUTO) {
        fmt = record_format_from_path(path);
    }
    bool ok = record_parse(data, len, fmt, rules, out, info, err);
    free(data);
    if (!ok && err) {
        char msg[sizeof err->msg];
        snprintf(msg, sizeof msg, "%s", err->msg);
        snprintf(err->msg, sizeof err->msg, "%.100s: %.150s", path, msg);
    }
    return ok;
}

bool record_save_file(const char *path, RecordFormat fmt, const Game *g, const RecordInfo *info,
                      RecordError *err)
{
    if (fmt == RECORD_AUTO) {
        fmt = record_format_from_path(path);
        if (fmt == RECORD_AUTO) {
            return io_fail(err, "%s: unknown extension (.renju .txt .psq .lib .sgf .moves)", path);
        }
    }
    char why[100];
    if (!record_can_hold(g, fmt, why, sizeof why)) {
        return io_fail(err, "%s: %s", path, why);
    }
    size_t n = record_format(g, info, fmt, NULL, 0);
    char *buf = malloc(n + 1);
    if (!buf) {
        return io_fail(err, "%s: out of memory", path);
    }
    record_format(g, info, fmt, buf, n + 1);
    bool ok = record_write_atomic(path, buf, n, err);
    free(buf);
    return ok;
}
