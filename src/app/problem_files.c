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
#include "text.h"

#define MAX_FILES 64
#define PATH_CAP 1024

/* Appends the problems of the file at path; on failure fills *skip's fault (and err, in
 * English: renju-cli's lenient callers and the tools). */
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
        skip->file = why;
        return false;
    }
    int before = set->n;
    bool ok = problem_parse_why(text, len, set, &skip->why);
    free(text);
    /* The techniques file holds the composed problems (the others are mined from games). */
    const char *base = strrchr(path, '/');
    bool composed = strstr(base ? base + 1 : path, "techniques") != NULL;
    for (int i = before; ok && i < set->n; i++) {
        set->items[i].composed = composed;
    }
    if (!ok) {
        char msg[256];
        problem_fault_format(&skip->why, msg, sizeof msg);
        snprintf(err, errcap, "%s: %s", path, msg);
        skip->fault = PROBLEM_FILE_DAMAGED;
        skip->line = skip->why.line;
    }
    return ok;
}

bool problem_files_load(const char *path, ProblemSet *set, char *err, size_t errcap)
{
    ProblemFileSkips skip = {0};
    return load_file(path, set, &skip, err, errcap);
}

bool problem_files_load_why(const char *path, ProblemSet *set, ProblemFileSkips *k)
{
    char err[600];
    memset(k, 0, sizeof *k);
    bool ok = load_file(path, set, k, err, sizeof err);
    if (!ok) {
        const char *slash = strrchr(path, '/');
        snprintf(k->name, sizeof k->name, "%s", slash ? slash + 1 : path);
        k->n = 1;
    }
    return ok;
}

size_t problem_files_reason(Lang lang, const ProblemFileSkips *k, char *buf, size_t cap)
{
    size_t len = 0;
    text_append(buf, cap, &len, "%s", ""); /* "" when nothing is said */
    if (k->n > 0 && cap > 0) {
        switch (k->fault) {
        case PROBLEM_FILE_DAMAGED: return i18n_problem_fault(lang, &k->why, buf, cap);
        case PROBLEM_FILE_FOLDER:
            text_append(buf, cap, &len, "%s", i18n_text(lang, S_PROBLEM_FILE_IS_DIR));
            return len;
        case PROBLEM_FILE_UNREADABLE:
            if (k->os) {
                return i18n_os_error(lang, k->os, buf, cap);
            }
            return i18n_record_error(lang, &k->file, buf, cap);
        }
    }
    switch (k->load) {
    case PROBLEM_LOAD_OK: break;
    case PROBLEM_LOAD_NOT_FOUND:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_PROBLEMS_NOT_FOUND));
        break;
    case PROBLEM_LOAD_NO_FILES:
        text_append(buf, cap, &len, i18n_text(lang, S_PROBLEMS_NO_FILES), k->dir);
        break;
    case PROBLEM_LOAD_NONE_READ:
        text_append(buf, cap, &len, i18n_text(lang, S_PROBLEMS_NONE_READ), k->dir);
        break;
    case PROBLEM_LOAD_NO_MEMORY:
        text_append(buf, cap, &len, "%s", i18n_cli(lang, CT_OUT_OF_MEMORY, 1));
        break;
    }
    return len;
}

size_t problem_files_skipped(Lang lang, const ProblemFileSkips *k, char *buf, size_t cap)
{
    size_t len = 0;
    text_append(buf, cap, &len, "%s", "");
    if (k->n == 0 || cap == 0) {
        return 0;
    }
    char why[400];
    size_t wl = 0;
    why[0] = '\0';
    switch (k->fault) {
    case PROBLEM_FILE_DAMAGED: {
        char reason[300];
        i18n_problem_reason(lang, &k->why, reason, sizeof reason);
        text_append(why, sizeof why, &wl, i18n_text(lang, S_PROBLEM_FILE_DAMAGED), k->line);
        text_append(why, sizeof why, &wl, ": %s", reason);
        break;
    }
    case PROBLEM_FILE_FOLDER:
        text_append(why, sizeof why, &wl, "%s", i18n_text(lang, S_PROBLEM_FILE_FOLDER));
        break;
    default:
        text_append(why, sizeof why, &wl, "%s", i18n_text(lang, S_PROBLEM_FILE_UNREADABLE));
        if (k->os) {
            char os[128];
            i18n_os_error(lang, k->os, os, sizeof os);
            text_append(why, sizeof why, &wl, ": %s", os);
        }
        break;
    }
    text_append(buf, cap, &len, i18n_text(lang, S_PROBLEM_FILE_SKIPPED), k->name, why);
    if (k->n > 1) {
        text_append(buf, cap, &len, " ");
        text_append(buf, cap, &len, i18n_ntext(lang, S_PROBLEM_FILES_MORE, k->n - 1), k->n - 1);
    }
    return len;
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

/* The first file skipped into skips: its name and why (k's). */
static void first_skipped(ProblemFileSkips *skips, const char *name, const ProblemFileSkips *k)
{
    snprintf(skips->name, sizeof skips->name, "%s", name);
    skips->fault = k->fault;
    skips->line = k->line;
    skips->os = k->os;
    skips->why = k->why;
    skips->file = k->file;
}

/* The paths of the .txt files of dir (at most MAX_FILES, malloc'd each) in name order;
 * returns how many. */
static int list_files(const char *dir, char **names)
{
    DIR *d = opendir(dir);
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
    return nnames;
}

bool problem_files_user_dir(const char *data_dir, char *dir, size_t cap)
{
    int n = snprintf(dir, cap, "%s/problems", data_dir);
    return n > 0 && (size_t)n < cap;
}

bool problem_files_is_problem_file(const char *path)
{
    RecordError err;
    int fd = record_open_regular(path, &err); /* never a pipe's wait, nor a device's */
    char head[4096];
    ssize_t n = fd >= 0 ? read(fd, head, sizeof head - 1) : 0;
    if (fd >= 0) {
        close(fd);
    }
    head[n > 0 ? n : 0] = '\0';
    const char *s = head;
    for (;;) {
        s += strspn(s, " \t\r\n");
        if (*s != '#') {
            break;
        }
        s += strcspn(s, "\n"); /* a comment: the next line */
    }
    return strncmp(s, "problem", 7) == 0 && (s[7] == ' ' || s[7] == '\t');
}

bool problem_files_add_user(const char *path, ProblemSet *set, ProblemFileSkips *k)
{
    ProblemSet own = {0};
    bool ok = problem_files_load_why(path, &own, k);
    for (int i = 0; ok && i < own.n; i++) {
        bool known = false;
        for (int j = 0; j < set->n && !known; j++) {
            known = strcmp(set->items[j].id, own.items[i].id) == 0;
        }
        if (known) {
            /* The progress is kept by id: another problem's would be this one's. */
            k->n = 1;
            k->fault = PROBLEM_FILE_DAMAGED;
            k->line = own.items[i].line;
            k->why.kind = PROBLEM_F_ID_TWICE;
            k->why.line = own.items[i].line;
            snprintf(k->why.word, sizeof k->why.word, "%.40s", own.items[i].id); /* ASCII */
            const char *slash = strrchr(path, '/');
            snprintf(k->name, sizeof k->name, "%s", slash ? slash + 1 : path);
            ok = false;
        }
    }
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t nbase = strlen(base);
    nbase -= nbase > 4 && strcmp(base + nbase - 4, ".txt") == 0 ? 4 : 0;
    char key[PROBLEM_ID_MAX];
    size_t room = sizeof key - 2;
    size_t cut = nbase < room ? nbase : room;
    while (cut > 0 && !text_utf8_valid(base, cut)) {
        cut--; /* a name cut inside a character */
    }
    snprintf(key, sizeof key, "@%.*s", (int)cut, base);
    if (ok && set->n + own.n > set->cap) {
        int cap = set->n + own.n;
        Problem *items = realloc(set->items, (size_t)cap * sizeof *items);
        ok = items != NULL;
        if (items) {
            set->items = items;
            set->cap = cap;
        } else {
            k->n = 1;
            k->load = PROBLEM_LOAD_NO_MEMORY;
        }
    }
    for (int i = 0; ok && i < own.n; i++) {
        Problem *p = &set->items[set->n++];
        *p = own.items[i];
        p->composed = true;
        snprintf(p->set, sizeof p->set, "%s", key);
    }
    problem_set_free(&own);
    return ok;
}

int problem_files_add_user_dir(const char *dir, ProblemSet *set, ProblemFileSkips *skips)
{
    char *names[MAX_FILES];
    int nnames = list_files(dir, names);
    int before = set->n;
    for (int i = 0; i < nnames; i++) {
        ProblemFileSkips k;
        if (!problem_files_add_user(names[i], set, &k) && skips->n++ == 0) {
            first_skipped(skips, k.name, &k);
        }
        free(names[i]);
    }
    if (set->n > before && !problem_set_order(set)) {
        set->n = before; /* out of memory: the collection as it was */
    }
    return set->n - before;
}

bool problem_files_load_collection(ProblemSet *set, ProblemFileSkips *skips, char *err,
                                   size_t errcap)
{
    char dir[PATH_CAP];
    if (!problem_files_find_collection(dir, sizeof dir)) {
        snprintf(err, errcap, "the problem collection (assets/problems) is not found");
        if (skips) {
            memset(skips, 0, sizeof *skips);
            skips->load = PROBLEM_LOAD_NOT_FOUND;
        }
        return false;
    }
    return problem_files_load_dir(dir, set, skips, err, errcap);
}

bool problem_files_load_dir(const char *dir, ProblemSet *set, ProblemFileSkips *skips, char *err,
                            size_t errcap)
{
    if (skips) {
        memset(skips, 0, sizeof *skips);
        snprintf(skips->dir, sizeof skips->dir, "%s", dir);
    }
    char *names[MAX_FILES];
    int nnames = list_files(dir, names);
    bool ok = nnames > 0;
    if (!ok) {
        snprintf(err, errcap, "no problem files in %s", dir);
        if (skips) {
            skips->load = PROBLEM_LOAD_NO_FILES;
        }
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
                first_skipped(skips, slash ? slash + 1 : names[i], &skip);
            }
        }
        free(names[i]);
    }
    if (ok && set->n == 0) {
        snprintf(err, errcap, "no problem could be read in %s", dir);
        ok = false;
        if (skips) {
            skips->load = PROBLEM_LOAD_NONE_READ;
        }
    }
    if (ok && !problem_set_order(set)) {
        snprintf(err, errcap, "out of memory");
        ok = false;
        if (skips) {
            skips->load = PROBLEM_LOAD_NO_MEMORY;
        }
    }
    return ok;
}
