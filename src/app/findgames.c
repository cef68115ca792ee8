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
    f->lines = review_new();
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
    free(f->stamp);
    free(f->scratch);
    review_free(f->lines);
    memset(f, 0, sizeof *f);
}

/* What the search found changes only between these (f->lock held, when there is one). */
static void hold(FindGames *f)
{
    if (f->lock) {
        pthread_mutex_lock(f->lock);
    }
}

static void let_go(FindGames *f)
{
    if (f->lock) {
        pthread_mutex_unlock(f->lock);
    }
}

bool findgames_fork(FindGames *to, const FindGames *from)
{
    memset(to, 0, sizeof *to);
    to->scratch = malloc(sizeof *to->scratch);
    to->lines = review_new();
    to->path = malloc((size_t)(from->nfiles > 0 ? from->nfiles : 1) * sizeof *to->path);
    bool ok = to->scratch && to->lines && to->path;
    to->cap_path = ok ? from->nfiles : 0;
    to->target = from->target;
    to->asked = from->asked;
    to->left_out = from->left_out;
    if (ok && from->nbad > 0) { /* folders that could not be read, found by the walk */
        to->bad = malloc((size_t)from->nbad * sizeof *to->bad);
        ok = to->bad != NULL;
        if (ok) {
            memcpy(to->bad, from->bad, (size_t)from->nbad * sizeof *to->bad);
            to->nbad = to->cap_bad = from->nbad;
        }
    }
    for (int i = 0; ok && i < from->nfiles; i++) {
        size_t n = strlen(from->path[i]) + 1;
        to->path[i] = malloc(n);
        ok = to->path[i] != NULL;
        if (ok) {
            memcpy(to->path[i], from->path[i], n);
            to->nfiles++;
        }
    }
    if (!ok) {
        findgames_free(to);
    }
    return ok;
}

static bool add_bad(FindGames *f, int file, int games, int of, const RecordError *err)
{
    hold(f);
    bool ok = grow((void **)&f->bad, &f->cap_bad, f->nbad + 1, sizeof *f->bad);
    if (ok) {
        f->bad[f->nbad++] = (FindBad){file, games, of, err->reason == RECORD_R_LINES_NOT_SEARCHED,
                                      *err};
    }
    let_go(f);
    return ok;
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
    if (f->stop && atomic_load(f->stop)) {
        return false;
    }
    hold(f);
    bool ok = grow((void **)&f->found, &f->cap_found, f->nfound + 1, sizeof *f->found);
    if (ok) {
        const FindGame *last = f->nfound > 0 ? &f->found[f->nfound - 1] : NULL;
        bool another = !last || last->file != f->done || last->hit.game != hit->game;
        f->found_games += another && !hit->library;
        f->found_side += hit->variation > 0;
        f->found_library += hit->library;
        f->found[f->nfound++] = (FindGame){*hit, f->done};
    }
    let_go(f);
    return ok;
}

/* A .lib too large to read as a game (RECORD_LIB_GAME_MOVES), searched as the opening library: true
 * when it was (its hits given), false when it is to be read as a record (it fits the review, or the
 * library refuses it: the record's reading says why). */
static bool search_library(FindGames *f, const char *path, const char *data, size_t len,
                           FindRecord *r)
{
    if (record_format_from_path(path) != RECORD_LIB &&
        (record_format_from_path(path) != RECORD_AUTO || record_detect(data, len) != RECORD_LIB)) {
        return false;
    }
    if (len < 2 * (size_t)(RECORD_LIB_GAME_MOVES + 1)) { /* a node: 2 bytes at least; it fits */
        return false;
    }
    Library *lib = library_load(data, len, NULL);
    if (!lib || library_moves(lib) < RECORD_LIB_GAME_MOVES) {
        library_free(lib);
        return false;
    }
    findpos_library(&f->target, lib, on_hit, f, r);
    library_free(lib);
    hold(f);
    f->libraries++;
    let_go(f);
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
    /* A .lib up to the opening library's size (a library is larger than any record). */
    bool lib = record_format_from_path(path) == RECORD_LIB;
    if (!record_read_file_max(path, lib ? LIBRARY_FILE_MAX : RECORD_FILE_MAX, &data, &len, &err)) {
        add_bad(f, f->done, 0, 0, &err);
    } else {
        FindRecord r;
        memset(&r, 0, sizeof r);
        if (search_library(f, path, data, len, &r)) {
            /* searched as the opening library */
        } else if (len >= RECORD_FILE_MAX) { /* as Open refuses it */
            record_error(&err, RECORD_R_FILE_TOO_LARGE, path, 0, NULL, RECORD_FILE_MAX);
            add_bad(f, f->done, 0, 0, &err);
        } else {
            findpos_record(&f->target, data, len, path, f->asked, f->scratch, f->lines, on_hit, f,
                           &r, &err);
        }
        hold(f);
        if (!f->stamp) {
            f->stamp = calloc((size_t)f->nfiles, sizeof *f->stamp);
        }
        if (f->stamp) {
            f->stamp[f->done] = findpos_stamp(data, len);
        }
        f->games += r.read;
        let_go(f);
        if (r.bad > 0) {
            add_bad(f, f->done, r.bad, r.games, &err);
        }
        if (r.partial > 0) { /* searched, but not all of it: said so, a player must not
                              * take "not found" for what was not looked at */
            record_error(&err, RECORD_R_LINES_NOT_SEARCHED, path, 0, NULL, REVIEW_MAX_NODES - 1);
            add_bad(f, f->done, 0, r.games, &err);
        }
        free(data);
    }
    hold(f);
    f->done++;
    let_go(f);
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
