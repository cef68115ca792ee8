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

bool problem_files_load(const char *path, ProblemSet *set, char *err, size_t errcap)
{
    char *text = NULL;
    size_t len = 0;
    RecordError why;
    if (!record_read_file(path, &text, &len, &why)) {
        snprintf(err, errcap, "cannot read %s", path);
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
    }
    return ok;
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

bool problem_files_load_collection(ProblemSet *set, char *err, size_t errcap)
{
    char dir[PATH_CAP];
    if (!problem_files_find_collection(dir, sizeof dir)) {
        snprintf(err, errcap, "the problem collection (assets/problems) is not found");
        return false;
    }
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
    for (int i = 0; i < nnames; i++) {
        ok = ok && problem_files_load(names[i], set, err, errcap);
        free(names[i]);
    }
    if (ok && !problem_set_order(set)) {
        snprintf(err, errcap, "out of memory");
        ok = false;
    }
    return ok;
}
