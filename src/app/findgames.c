/* Renju - MIT licence, see LICENSE.
 *
 * The search over files (see findgames.h): the folder walked with opendir and fstatat
 * (lstat's view for folders: a link to a folder is not followed, so no walk loops), its
 * record files sorted by path; each file read whole and handed to findpos_record.
 */
#include "findgames.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define PATH_ROOM 4096

static bool grow(void **arr, int *cap, int need, size_t each)
{
    if (need <= *cap) {
        return true;
    }
    int n = *cap ? *cap * 2 : 16;
    while (n < need) {
        n *= 2;
    }
    void *p = realloc(*arr, (size_t)n * each);
    if (!p) {
        return false;
    }
    *arr = p;
    *cap = n;
    return true;
}

bool findgames_init(FindGames *f, const Board *b, const RuleSet *asked)
{
    memset(f, 0, sizeof *f);
    f->asked = asked;
    f->scratch = malloc(sizeof *f->scratch);
    f->lines = malloc(sizeof *f->lines);
    if (!f->scratch || !f->lines) {
        return false;
    }
    findpos_target(&f->target, b);
    return true;
}

void findgames_free(FindGames *f)
{
    for (int i = 0; i < f->nfiles; i++) {
        free(f->path[i]);
    }
    free(f->path);
    free(f->found);
    free(f->bad);
    free(f->scratch);
    free(f->lines);
    memset(f, 0, sizeof *f);
}

static bool add_bad(FindGames *f, int file, int games, int of, const RecordError *err)
{
    if (!grow((void **)&f->bad, &f->cap_bad, f->nbad + 1, sizeof *f->bad)) {
        return false;
    }
    f->bad[f->nbad++] = (FindBad){file, games, of, *err};
    return true;
}

static bool add_file(FindGames *f, const char *path)
{
    if (f->nfiles >= FINDGAMES_FILES_MAX) {
        f->left_out++;
        return true;
    }
    char *copy = malloc(strlen(path) + 1);
    if (!copy || !grow((void **)&f->path, &f->cap_path, f->nfiles + 1, sizeof *f->path)) {
        free(copy);
        return false;
    }
    memcpy(copy, path, strlen(path) + 1);
    f->path[f->nfiles++] = copy;
    return true;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The record files of folder dir and of its folders, depth levels down. */
static bool walk(FindGames *f, const char *dir, int depth)
{
    DIR *d = opendir(dir);
    if (!d) {
        RecordError err;
        record_error(&err, RECORD_R_CANNOT_OPEN, dir, errno ? errno : EIO, NULL, 0);
        return add_bad(f, -1, 0, 0, &err);
    }
    int fd = dirfd(d);
    char **names = NULL;
    int n = 0, cap = 0;
    bool ok = true;
    const struct dirent *de;
    while (ok && (de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.') {
            continue;
        }
        struct stat st;
        if (fstatat(fd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
            continue;
        }
        bool folder = S_ISDIR(st.st_mode);
        if (!folder && record_format_from_path(de->d_name) == RECORD_AUTO) {
            continue; /* no record: a note, a picture */
        }
        if (folder && depth >= FINDGAMES_DEPTH_MAX) {
            continue;
        }
        char path[PATH_ROOM];
        int len = snprintf(path, sizeof path, "%s%s%s", dir,
                           dir[0] && dir[strlen(dir) - 1] == '/' ? "" : "/", de->d_name);
        if (len < 0 || (size_t)len >= sizeof path) {
            continue;
        }
        char *copy = malloc((size_t)len + 2);
        ok = copy && grow((void **)&names, &cap, n + 1, sizeof *names);
        if (!ok) {
            free(copy);
            break;
        }
        copy[0] = folder ? 'd' : 'f'; /* the kind, then the path */
        memcpy(copy + 1, path, (size_t)len + 1);
        names[n++] = copy;
    }
    closedir(d);
    if (ok && n > 1) { /* an empty folder has no names to sort (qsort takes no NULL) */
        /* by path, the kind's letter aside */
        for (int i = 0; i < n; i++) {
            names[i]++;
        }
        qsort(names, (size_t)n, sizeof *names, by_name);
        for (int i = 0; i < n; i++) {
            names[i]--;
        }
    }
    for (int i = 0; ok && i < n; i++) {
        ok = names[i][0] == 'd' ? walk(f, names[i] + 1, depth + 1) : add_file(f, names[i] + 1);
    }
    for (int i = 0; i < n; i++) {
        free(names[i]);
    }
    free(names);
    return ok;
}

bool findgames_add(FindGames *f, const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        return walk(f, path, 0);
    }
    return add_file(f, path); /* read as it is: its reading says what is wrong */
}

static bool on_hit(void *ctx, const FindHit *hit)
{
    FindGames *f = ctx;
    if (!grow((void **)&f->found, &f->cap_found, f->nfound + 1, sizeof *f->found)) {
        return false;
    }
    const FindGame *last = f->nfound > 0 ? &f->found[f->nfound - 1] : NULL;
    f->found_games += !last || last->file != f->done || last->hit.game != hit->game;
    f->found_side += hit->variation > 0;
    f->found[f->nfound++] = (FindGame){*hit, f->done};
    return true;
}

bool findgames_step(FindGames *f)
{
    if (f->done >= f->nfiles) {
        return false;
    }
    const char *path = f->path[f->done];
    char *data = NULL;
    size_t len = 0;
    RecordError err;
    if (!record_read_file(path, &data, &len, &err)) {
        add_bad(f, f->done, 0, 0, &err);
    } else {
        FindRecord r;
        findpos_record(&f->target, data, len, path, f->asked, f->scratch, f->lines, on_hit, f, &r,
                       &err);
        f->games += r.read;
        if (r.bad > 0) {
            add_bad(f, f->done, r.bad, r.games, &err);
        }
        free(data);
    }
    f->done++;
    return true;
}

bool findgames_names_game(const FindGames *f, int i)
{
    const FindGame *g = &f->found[i];
    if (g->hit.game > 1) {
        return true;
    }
    /* a file's hits are found together: its game's lines, then its next game's */
    for (int k = i - 1; k >= 0 && f->found[k].file == g->file; k--) {
        if (f->found[k].hit.game != g->hit.game) {
            return true;
        }
    }
    for (int k = i + 1; k < f->nfound && f->found[k].file == g->file; k++) {
        if (f->found[k].hit.game != g->hit.game) {
            return true;
        }
    }
    return false;
}
