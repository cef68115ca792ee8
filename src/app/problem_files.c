/* Renju - MIT licence, see LICENSE.
 *
 * The problem collection's files (see problem_files.h).
 */
#include "problem_files.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"

#define MAX_FILES 64
#define PATH_CAP 1024

/* Appends the problems of the file at path; on failure fills *skip's fault (and err). */
static bool load_file(const char *path, ProblemSet *set, ProblemFileSkips *skip, char *err,
                      size_t errcap)
{
    char *text = NULL;
    size_t len = 0;
    RecordError why;
    if (!record_read_file(path, &text, &len, &why)) {
        /* As renju-cli's other commands say it: "dir: is a directory, not ...". */
        if (why.reason == RECORD_R_IS_DIRECTORY) {
            snprintf(err, errcap, "%s: is a directory, not a problem file", path);
        } else if (why.reason == RECORD_R_CANNOT_OPEN && why.os) {
            snprintf(err, errcap, "%s: %s", path, strerror(why.os));
        } else {
            snprintf(err, errcap, "%s", why.msg);
        }
        skip->fault = why.reason == RECORD_R_IS_DIRECTORY ? PROBLEM_FILE_FOLDER
                                                          : PROBLEM_FILE_UNREADABLE;
        skip->os = why.os;
        return false;
    }
    char msg[256];
    int before = set->n;
    bool ok = problem_parse(text, len, set, msg, sizeof msg);
    free(text);
    /* The techniques file holds the composed problems (the others are mined from games). */
    const char *base = strrchr(path, '/');
    bool composed = strstr(base ? base + 1 : path, "techniques") != NULL;
    for (int i = before; ok && i < set->n; i++) {
        set->items[i].composed = composed;
    }
    if (!ok) {
        snprintf(err, errcap, "%s: %s", path, msg);
        skip->fault = PROBLEM_FILE_DAMAGED;
        if (sscanf(msg, "line %d", &skip->line) != 1) {
            skip->line = 0;
        }
    }
    return ok;
}

bool problem_files_load(const char *path, ProblemSet *set, char *err, size_t errcap)
{
    ProblemFileSkips skip = {0};
    return load_file(path, set, &skip, err, errcap);
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

bool problem_files_find_collection(char *dir, size_t cap)
{
    char exe[PATH_CAP];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        return false;
    }
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
        *slash = '\0';
    }
    static const char *const REL[] = {"/../assets/problems", "/../../assets/problems",
                                      "/../share/renju/problems"};
    for (size_t i = 0; i < sizeof REL / sizeof REL[0]; i++) {
        snprintf(dir, cap, "%s%s", exe, REL[i]);
        DIR *d = opendir(dir);
        if (d) {
            closedir(d);
            return true;
        }
    }
    return false;
}

bool problem_files_load_collection(ProblemSet *set, ProblemFileSkips *skips, char *err,
                                   size_t errcap)
{
    char dir[PATH_CAP];
    if (!problem_files_find_collection(dir, sizeof dir)) {
        snprintf(err, errcap, "the problem collection (assets/problems) is not found");
        return false;
    }
    return problem_files_load_dir(dir, set, skips, err, errcap);
}

bool problem_files_load_dir(const char *dir, ProblemSet *set, ProblemFileSkips *skips, char *err,
                            size_t errcap)
{
    DIR *d = opendir(dir);
    char *names[MAX_FILES];
    int nnames = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && nnames < MAX_FILES) {
        size_t len = strlen(e->d_name);
        if (len > 4 && strcmp(e->d_name + len - 4, ".txt") == 0) {
            size_t cap = strlen(dir) + len + 2;
            names[nnames] = malloc(cap);
            if (names[nnames]) {
                snprintf(names[nnames++], cap, "%s/%s", dir, e->d_name);
            }
        }
    }
    if (d) {
        closedir(d);
    }
    qsort(names, (size_t)nnames, sizeof names[0], compare_names);
    bool ok = nnames > 0;
    if (!ok) {
        snprintf(err, errcap, "no problem files in %s", dir);
    }
    if (skips) {
        memset(skips, 0, sizeof *skips);
    }
    for (int i = 0; i < nnames; i++) {
        ProblemFileSkips skip = {0};
        char why[512];
        if (ok && !load_file(names[i], set, &skip, why, sizeof why)) {
            if (!skips) {
                snprintf(err, errcap, "%s", why);
                ok = false;
            } else if (skips->n++ == 0) {
                /* Skipped: the others are read (the first one named). */
                const char *slash = strrchr(names[i], '/');
                snprintf(skip.name, sizeof skip.name, "%s", slash ? slash + 1 : names[i]);
                skip.n = 1;
                *skips = skip;
            }
        }
        free(names[i]);
    }
    if (ok && set->n == 0) {
        snprintf(err, errcap, "no problem could be read in %s", dir);
        ok = false;
    }
    if (ok && !problem_set_order(set)) {
        snprintf(err, errcap, "out of memory");
        ok = false;
    }
    return ok;
}
