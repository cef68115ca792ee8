/* Renju - MIT licence, see LICENSE.
 *
 * Saving from the file dialog (see filesave.h): the new save's free name, the ending a
 * save adds, the question before replacing.
 */
#include "filesave.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

bool filesave_new_path(const char *dir, const struct tm *when, char *buf, size_t cap)
{
    char stamp[40];
    if (strftime(stamp, sizeof stamp, "game-%Y-%m-%d-%H%M%S", when) == 0) {
        return false;
    }
    for (int k = 1; k <= 999; k++) {
        char suffix[8] = "";
        if (k > 1) {
            snprintf(suffix, sizeof suffix, "-%d", k);
        }
        int w = snprintf(buf, cap, "%s/%s%s.renju", dir, stamp, suffix);
        if (w < 0 || (size_t)w >= cap) {
            return false;
        }
        struct stat st;
        if (lstat(buf, &st) != 0) { /* lstat: a link to nothing is taken too */
            return true;
        }
    }
    return false;
}

bool filesave_complete(char *path, size_t cap)
{
    const char *slash = strrchr(path, '/');
    if (strchr(slash ? slash + 1 : path, '.')) {
        return true;
    }
    size_t n = strlen(path);
    if (n + sizeof ".renju" > cap) {
        return false;
    }
    memcpy(path + n, ".renju", sizeof ".renju");
    return true;
}

/* The length of path without its final '/'s ("/" keeps its own). */
static size_t trimmed_len(const char *path)
{
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/') {
        n--;
    }
    return n;
}

bool filesave_show_folder(char *field, size_t cap, const char *dir)
{
    const char *slash = strrchr(field, '/');
    const char *name = slash ? slash + 1 : field;
    struct stat st;
    if (stat(field, &st) == 0 && S_ISDIR(st.st_mode)) {
        name = "";
    }
    size_t nd = trimmed_len(dir); /* "/tmp/" is "/tmp"; "/" stays */
    const char *sep = nd > 0 && dir[nd - 1] == '/' ? "" : "/";
    char joined[FILESAVE_PATH_MAX];
    int w = snprintf(joined, sizeof joined, "%.*s%s%s", (int)nd, dir, sep, name);
    if (w < 0 || (size_t)w >= cap || (size_t)w >= sizeof joined) {
        return false;
    }
    memcpy(field, joined, (size_t)w + 1);
    return true;
}

bool filesave_needs_name(const char *field, const char *dir)
{
    size_t nf = trimmed_len(field), nd = trimmed_len(dir);
    return nf == 0 || (nf == nd && memcmp(field, dir, nf) == 0);
}

FileSaveStep filesave_check(FileSaveQuestion *q, const char *path)
{
    bool answered = q->replace && strcmp(q->path, path) == 0;
    q->replace = false;
    struct stat st;
    if (answered) {
        q->asking = false;
        return FILESAVE_REPLACE;
    }
    q->asking = stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
                (size_t)snprintf(q->path, sizeof q->path, "%s", path) < sizeof q->path;
    return q->asking ? FILESAVE_ASK : FILESAVE_WRITE;
}

bool filesave_answer(FileSaveQuestion *q, bool replace)
{
    q->replace = q->asking && replace;
    q->asking = false;
    return q->replace;
}

void filesave_forget(FileSaveQuestion *q)
{
    q->asking = false;
    q->replace = false;
}
