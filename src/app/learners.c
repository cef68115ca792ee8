/* Renju - MIT licence, see LICENSE.
 *
 * The learners of one computer: their list (learners.txt), names checked, each one's
 * folder for the study's files, a fresh start, a summary for the teacher (learners.h).
 */
#include "learners.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "study_keep.h"
#include "text.h"

#define LEARNERS_TEXT_MAX (LEARNERS_MAX * (LEARNER_NAME_MAX + 40) + 64)

void learners_default(Learners *l)
{
    memset(l, 0, sizeof *l);
    l->n = 1;
    snprintf(l->items[0].dir, sizeof l->items[0].dir, "-");
}

/* "-" or "learner-N" (N 2..999999): never a path from the file. */
static bool dir_ok(const char *d, size_t n)
{
    if (n == 1 && d[0] == '-') {
        return true;
    }
    if (n < 9 || n > 14 || strncmp(d, "learner-", 8) != 0 || d[8] == '0') {
        return false;
    }
    for (size_t i = 8; i < n; i++) {
        if (d[i] < '0' || d[i] > '9') {
            return false;
        }
    }
    return true;
}

static int find_dir(const Learners *l, const char *d, size_t n)
{
    for (int i = 0; i < l->n; i++) {
        if (strlen(l->items[i].dir) == n && memcmp(l->items[i].dir, d, n) == 0) {
            return i;
        }
    }
    return -1;
}

static bool name_bytes_ok(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == 0x7F) {
            return false;
        }
    }
    return text_utf8_valid(s, n);
}

static int find_name(const Learners *l, const char *name)
{
    for (int i = 0; i < l->n; i++) {
        if (l->items[i].name[0] && strcmp(l->items[i].name, name) == 0) {
            return i;
        }
    }
    return -1;
}

void learners_parse(const char *text, size_t len, Learners *out)
{
    memset(out, 0, sizeof *out);
    char cur[16] = "";
    size_t at = 0;
    bool first = true;
    while (at < len) {
        const char *line = text + at;
        const char *nl = memchr(line, '\n', len - at);
        size_t n = nl ? (size_t)(nl - line) : len - at;
        at += n + 1;
        if (first) {
            first = false;
            if (n != 16 || memcmp(line, "renju-learners 1", 16) != 0) {
                break;
            }
            continue;
        }
        const char *sp1 = memchr(line, ' ', n);
        if (!sp1) {
            continue;
        }
        size_t kw = (size_t)(sp1 - line);
        const char *rest = sp1 + 1;
        size_t rn = n - kw - 1;
        if (kw == 7 && memcmp(line, "current", 7) == 0 && dir_ok(rest, rn)) {
            memcpy(cur, rest, rn);
            cur[rn] = '\0';
            continue;
        }
        if (kw != 7 || memcmp(line, "learner", 7) != 0 || out->n >= LEARNERS_MAX) {
            continue;
        }
        const char *sp2 = memchr(rest, ' ', rn);
        size_t dn = sp2 ? (size_t)(sp2 - rest) : rn;
        const char *name = sp2 ? sp2 + 1 : rest + rn;
        size_t nn = sp2 ? rn - dn - 1 : 0;
        if (!dir_ok(rest, dn) || find_dir(out, rest, dn) >= 0 || nn > LEARNER_NAME_MAX ||
            !name_bytes_ok(name, nn)) {
            continue;
        }
        Learner *e = &out->items[out->n];
        memcpy(e->dir, rest, dn);
        e->dir[dn] = '\0';
        memcpy(e->name, name, nn);
        e->name[nn] = '\0';
        if (e->name[0] && find_name(out, e->name) >= 0) {
            continue; /* a name twice: the first keeps it */
        }
        out->n++;
    }
    if (out->n == 0) {
        learners_default(out);
        return;
    }
    int c = find_dir(out, cur, strlen(cur));
    out->current = c >= 0 ? c : 0;
}

size_t learners_format(const Learners *l, char *buf, size_t cap)
{
    size_t len = 0;
    text_append(buf, cap, &len, "renju-learners 1\n");
    for (int i = 0; i < l->n; i++) {
        text_append(buf, cap, &len, "learner %s%s%s\n", l->items[i].dir,
                    l->items[i].name[0] ? " " : "", l->items[i].name);
    }
    text_append(buf, cap, &len, "current %s\n", l->items[l->current].dir);
    return len < cap ? len : 0;
}

void learners_load(const StoragePaths *sp, Learners *out)
{
    char path[STORAGE_PATH_MAX];
    char *data = NULL;
    size_t len = 0;
    RecordError err = {0};
    if (!storage_join(sp->data_dir, LEARNERS_FILE, path, sizeof path) ||
        !record_read_file_max(path, LEARNERS_TEXT_MAX * 2, &data, &len, &err)) {
        learners_default(out);
        return;
    }
    learners_parse(data, len, out);
    free(data);
}

bool learners_save(const StoragePaths *sp, const Learners *l, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    static char buf[LEARNERS_TEXT_MAX]; /* not on the stack */
    if (!storage_make_dirs(sp->data_dir, err)) {
        return false;
    }
    if (!storage_join(sp->data_dir, LEARNERS_FILE, path, sizeof path)) {
        return record_error(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0, NULL, 0);
    }
    size_t len = learners_format(l, buf, sizeof buf);
    return record_write_atomic(path, buf, len, err);
}

LearnerNameFault learners_check_name(const Learners *l, const char *name, char *clean, size_t cap)
{
    clean[0] = '\0';
    size_t n = strlen(name);
    while (n > 0 && (name[0] == ' ' || name[0] == '\t')) {
        name++;
        n--;
    }
    while (n > 0 && (name[n - 1] == ' ' || name[n - 1] == '\t')) {
        n--;
    }
    if (n == 0) {
        return LEARNER_NAME_EMPTY;
    }
    if (n > LEARNER_NAME_MAX || n >= cap) {
        return LEARNER_NAME_TOO_LONG;
    }
    if (!name_bytes_ok(name, n)) {
        return LEARNER_NAME_BAD_CHAR;
    }
    memcpy(clean, name, n);
    clean[n] = '\0';
    if (find_name(l, clean) >= 0) {
        return LEARNER_NAME_TAKEN;
    }
    return l->n >= LEARNERS_MAX ? LEARNER_NAME_FULL : LEARNER_NAME_OK;
}

LearnerNameFault learners_add(Learners *l, const char *name)
{
    char clean[LEARNER_NAME_MAX + 1];
    LearnerNameFault why = learners_check_name(l, name, clean, sizeof clean);
    if (why != LEARNER_NAME_OK) {
        return why;
    }
    Learner *e = &l->items[l->n];
    for (int k = 2;; k++) { /* a folder no learner of the list has */
        char d[16];
        int dn = snprintf(d, sizeof d, "learner-%d", k);
        if (find_dir(l, d, (size_t)dn) < 0) {
            memcpy(e->dir, d, (size_t)dn + 1);
            break;
        }
    }
    memcpy(e->name, clean, sizeof e->name);
    l->current = l->n++;
    return LEARNER_NAME_OK;
}

bool learners_paths(const StoragePaths *sp, const Learners *l, int i, StoragePaths *out)
{
    *out = *sp;
    if (i < 0 || i >= l->n || strcmp(l->items[i].dir, "-") == 0) {
        return true;
    }
    char sub[STORAGE_PATH_MAX];
    return storage_join(sp->data_dir, LEARNERS_DIR, sub, sizeof sub) &&
           storage_join(sub, l->items[i].dir, out->data_dir, sizeof out->data_dir);
}

bool learners_reset(const StoragePaths *sp, const Learners *l, int i, RecordError *err)
{
    StoragePaths mine;
    if (!learners_paths(sp, l, i, &mine)) {
        return record_error(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0, NULL, 0);
    }
    static const char *const FILES[] = {PROGRESS_FILE, STUDY_KEEP_FILE};
    for (size_t k = 0; k < sizeof FILES / sizeof FILES[0]; k++) {
        char path[STORAGE_PATH_MAX];
        if (!storage_join(mine.data_dir, FILES[k], path, sizeof path)) {
            return record_error(err, RECORD_R_PATH_TOO_LONG, mine.data_dir, 0, NULL, 0);
        }
        if (unlink(path) != 0 && errno != ENOENT) {
            return record_error(err, RECORD_R_NOT_SAVED, FILES[k], errno, NULL, 0);
        }
    }
    return true;
}

void learners_summary(const StoragePaths *sp, const Learners *l, int i, const ProblemSet *set,
                      LearnerSummary *out)
{
    memset(out, 0, sizeof *out);
    out->total = set ? set->n : 0;
    out->readable = true;
    StoragePaths mine;
    char path[STORAGE_PATH_MAX];
    Progress *p = calloc(1, sizeof *p);
    char *data = NULL;
    size_t len = 0;
    RecordError err = {0};
    if (p && learners_paths(sp, l, i, &mine) &&
        storage_join(mine.data_dir, PROGRESS_FILE, path, sizeof path) && access(path, F_OK) == 0) {
        char msg[160];
        out->readable = record_read_file(path, &data, &len, &err) &&
                        progress_parse(data, len, p, msg, sizeof msg, NULL);
        free(data);
    }
    out->rating = p ? rating_round(progress_rating(p).r) : rating_round(rating_start().r);
    out->games = p ? p->games : 0;
    for (int k = 0; p && set && k < set->n; k++) {
        const ProgressProblem *e = progress_find(p, set->items[k].id);
        out->solved += e && e->solved;
    }
    free(p);
}
