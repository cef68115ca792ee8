/* Renju - MIT licence, see LICENSE.
 *
 * The half-solved problems' file (see study_keep.h): written whole and atomically, read
 * strictly (anything damaged: set aside, nothing restored).
 */
#include "study_keep.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "text.h"

#define KEEP_MAGIC "renju-study-play 3"
#define KEEP_WORDS 32
#define KEEP_NUMBER_MAX 1000000000000LL /* counts and milliseconds (31 years) */

/* ---- Writing ------------------------------------------------------------------------- */

static void put_points(char *buf, size_t cap, size_t *len, const Pos *p, int n)
{
    if (n == 0) {
        text_append(buf, cap, len, " -");
        return;
    }
    for (int i = 0; i < n; i++) {
        char name[8];
        board_format_point(p[i], name, sizeof name);
        text_append(buf, cap, len, "%s%s", i ? "," : " ", name);
    }
}

static void put_point(char *buf, size_t cap, size_t *len, const char *key, Pos p)
{
    text_append(buf, cap, len, " %s", key);
    put_points(buf, cap, len, &p, p == POS_NONE ? 0 : 1);
}

/* An id the file can hold as one word. */
static bool plain_id(const char *id)
{
    if (!id[0]) {
        return false;
    }
    for (const char *c = id; *c; c++) {
        if ((unsigned char)*c <= ' ' || *c == 0x7f) {
            return false;
        }
    }
    return true;
}

static void put_entry(char *buf, size_t cap, size_t *len, const ProblemKept *given)
{
    ProblemKept k = *given;
    problem_kept_settle(&k);
    if (!plain_id(k.id)) {
        return;
    }
    text_append(buf, cap, len, "problem %s moves", k.id);
    put_points(buf, cap, len, k.moves, k.nmoves);
    text_append(buf, cap, len, " line");
    put_points(buf, cap, len, k.line, k.nline);
    text_append(buf, cap, len, " at %d state %d msg %d hint %d", k.at, (int)k.state, (int)k.msg,
                k.hint);
    put_point(buf, cap, len, "file", k.hint >= 1 ? k.hint_file : POS_NONE);
    put_point(buf, cap, len, "point", k.hint == 2 ? k.hint_pos : POS_NONE);
    text_append(buf, cap, len, " wrong %d hints %d flags %d time %" PRId64 "\n", k.wrong_moves,
                k.hints,
                (k.moved ? 1 : 0) | (k.shown ? 2 : 0) | (k.helped ? 4 : 0) | (k.missed ? 8 : 0) |
                    (k.retracted ? 16 : 0),
                k.elapsed_ms);
    if (k.shows > 0) { /* optional: files before it have none */
        *len -= *len > 0;
        text_append(buf, cap, len, " shows %d\n", k.shows);
    }
}

size_t study_keep_format(const StudyKeep *k, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    text_append(buf, cap, &len, "%s\n", KEEP_MAGIC);
    for (int i = 0; i < k->shelf.n; i++) {
        put_entry(buf, cap, &len, &k->shelf.items[i]);
    }
    if (plain_id(k->current)) {
        const ProgressAttempt *w = &k->written;
        text_append(buf, cap, &len, "current %s counted %d wrong %d hints %d time %" PRId64 "\n",
                    k->current, w->counted ? 1 : 0, w->wrong, w->hints, w->time_ms);
        if (w->shows > 0) {
            len -= len > 0;
            text_append(buf, cap, &len, " shows %d\n", w->shows);
        }
    }
    if (k->has_round) {
        char line[TRAINER_LINE_MAX];
        if (trainer_round_format(&k->round, line, sizeof line) > 0) {
            text_append(buf, cap, &len, "%s\n", line);
        }
    }
    text_append(buf, cap, &len, "end\n");
    return len + 1 < cap ? len : 0; /* cut short: not written */
}

/* ---- Reading ------------------------------------------------------------------------- */

typedef struct Words {
    int n;
    const char *w[KEEP_WORDS];
    size_t len[KEEP_WORDS];
} Words;

static bool split(const char *line, size_t n, Words *out)
{
    size_t at = 0, start = 0, wl;
    out->n = 0;
    while ((wl = text_next_word(line, n, &at, &start)) > 0) {
        if (out->n == KEEP_WORDS) {
            return false;
        }
        out->w[out->n] = line + start;
        out->len[out->n++] = wl;
    }
    return true;
}

static bool is_word(const Words *w, int i, const char *s)
{
    return i < w->n && w->len[i] == strlen(s) && memcmp(w->w[i], s, w->len[i]) == 0;
}

static bool number(const Words *w, int i, int64_t max, int64_t *out)
{
    if (i >= w->n || w->len[i] > 13) {
        return false;
    }
    int64_t v = 0;
    for (size_t c = 0; c < w->len[i]; c++) {
        if (w->w[i][c] < '0' || w->w[i][c] > '9') {
            return false;
        }
        v = v * 10 + (w->w[i][c] - '0');
    }
    *out = v;
    return v <= max;
}

static bool small(const Words *w, int i, int *out)
{
    int64_t v;
    if (!number(w, i, 1000000, &v)) {
        return false;
    }
    *out = (int)v;
    return true;
}

/* "-" or points "f3,f4" (at most max) of a 15x15 board. */
static bool points(const Words *w, int i, Pos *out, int max, int *n)
{
    *n = 0;
    if (i >= w->n) {
        return false;
    }
    if (w->len[i] == 1 && w->w[i][0] == '-') {
        return true;
    }
    const char *s = w->w[i], *end = s + w->len[i];
    while (s < end) {
        const char *comma = memchr(s, ',', (size_t)(end - s));
        const char *stop = comma ? comma : end;
        if (*n == max || !board_parse_point(s, (size_t)(stop - s), BOARD_STANDARD, &out[*n])) {
            return false;
        }
        (*n)++;
        s = comma ? comma + 1 : end;
        if (comma && s == end) {
            return false;
        }
    }
    return true;
}

static bool id_word(const Words *w, int i, char *id)
{
    if (i >= w->n || w->len[i] >= PROBLEM_ID_MAX) {
        return false;
    }
    memcpy(id, w->w[i], w->len[i]);
    id[w->len[i]] = '\0';
    return true;
}

static const Problem *find_problem(const ProblemSet *set, const char *id)
{
    for (int i = 0; i < set->n; i++) {
        if (strcmp(set->items[i].id, id) == 0) {
            return &set->items[i];
        }
    }
    return NULL;
}

/* "problem ..." into *k (keys in the file's order). */
static bool parse_entry(const Words *w, ProblemKept *k)
{
    static const char *const keys[] = {"problem", "moves", "line",  "at",    "state", "msg", "hint",
                                       "file",    "point", "wrong", "hints", "flags", "time"};
    memset(k, 0, sizeof *k);
    /* " shows N" may end it (files before it have none). */
    if (w->n == 28 && (!is_word(w, 26, "shows") || !small(w, 27, &k->shows) || k->shows > 1)) {
        return false;
    }
    if (w->n != 26 && w->n != 28) {
        return false;
    }
    for (int i = 0; i < 13; i++) {
        if (!is_word(w, 2 * i, keys[i])) {
            return false;
        }
    }
    int state, msg, flags, nfile, npoint;
    int64_t time_ms;
    Pos file = POS_NONE, point = POS_NONE;
    if (!id_word(w, 1, k->id) ||
        !points(w, 3, k->moves, (int)(sizeof k->moves / sizeof k->moves[0]), &k->nmoves) ||
        !points(w, 5, k->line, PROBLEM_MAX_LINE, &k->nline) || !small(w, 7, &k->at) ||
        !small(w, 9, &state) || !small(w, 11, &msg) || !small(w, 13, &k->hint) ||
        !points(w, 15, &file, 1, &nfile) || !points(w, 17, &point, 1, &npoint) ||
        !small(w, 19, &k->wrong_moves) || !small(w, 21, &k->hints) || !small(w, 23, &flags) ||
        flags > 31 || !number(w, 25, KEEP_NUMBER_MAX, &time_ms) || state > PLAY_CHECKING ||
        msg > PLAY_MSG_LAST) {
        return false;
    }
    k->state = (PlayState)state;
    k->msg = (PlayMessage)msg;
    k->hint_file = nfile ? file : POS_NONE;
    k->hint_pos = npoint ? point : POS_NONE;
    k->wrong = POS_NONE;
    k->moved = flags & 1;
    k->shown = (flags & 2) != 0;
    k->helped = (flags & 4) != 0;
    k->missed = (flags & 8) != 0 || k->wrong_moves > 0; /* (files before the flag) */
    k->retracted = (flags & 16) != 0;
    k->elapsed_ms = time_ms;
    return true;
}

static bool parse_current(const Words *w, StudyKeep *out)
{
    int counted;
    int64_t time_ms;
    if (w->n == 12 && (!is_word(w, 10, "shows") || !small(w, 11, &out->written.shows) ||
                       out->written.shows > 1)) {
        return false;
    }
    if ((w->n != 10 && w->n != 12) || !is_word(w, 0, "current") || !id_word(w, 1, out->current) ||
        !is_word(w, 2, "counted") || !small(w, 3, &counted) || counted > 1 ||
        !is_word(w, 4, "wrong") || !small(w, 5, &out->written.wrong) || !is_word(w, 6, "hints") ||
        !small(w, 7, &out->written.hints) || !is_word(w, 8, "time") ||
        !number(w, 9, KEEP_NUMBER_MAX, &time_ms)) {
        return false;
    }
    out->written.counted = counted == 1;
    out->written.time_ms = time_ms;
    return true;
}

static bool parse_failed(StudyKeep *out, int *bad_line, int line)
{
    problem_shelf_free(&out->shelf);
    memset(out, 0, sizeof *out);
    if (bad_line) {
        *bad_line = line;
    }
    return false;
}

bool study_keep_parse(const char *text, size_t len, const ProblemSet *set, StudyKeep *out,
                      int *bad_line)
{
    memset(out, 0, sizeof *out);
    size_t at = 0;
    int line = 0;
    bool ended = false, has_current = false;
    while (at < len) {
        const char *nl = memchr(text + at, '\n', len - at);
        if (!nl) {
            return parse_failed(out, bad_line, line + 1); /* cut inside a line */
        }
        size_t n = (size_t)(nl - (text + at));
        const char *s = text + at;
        at += n + 1;
        line++;
        Words w;
        if (ended || memchr(s, '\0', n) || !split(s, n, &w)) {
            return parse_failed(out, bad_line, line);
        }
        if (line == 1) {
            if (w.n != 2 || !is_word(&w, 0, "renju-study-play") ||
                (!is_word(&w, 1, "1") && !is_word(&w, 1, "2") && !is_word(&w, 1, "3"))) {
                return parse_failed(out, bad_line, line); /* not this file, or another version */
            }
            continue;
        }
        if (is_word(&w, 0, "end") && w.n == 1) {
            ended = true;
            continue;
        }
        if (is_word(&w, 0, "current") && !has_current) {
            if (!parse_current(&w, out)) {
                return parse_failed(out, bad_line, line);
            }
            has_current = true;
            continue;
        }
        if (is_word(&w, 0, "trainer") && !out->has_round) {
            if (!trainer_round_parse(s, n, &out->round)) {
                return parse_failed(out, bad_line, line);
            }
            out->has_round = true;
            continue;
        }
        ProblemKept k;
        if (!parse_entry(&w, &k)) {
            return parse_failed(out, bad_line, line);
        }
        const Problem *p = find_problem(set, k.id);
        if (!p) {
            continue; /* no longer in the collection */
        }
        if (!problem_kept_valid(&k, p)) {
            return parse_failed(out, bad_line, line);
        }
        if (!problem_shelf_keep(&out->shelf, &k)) {
            return parse_failed(out, bad_line, line);
        }
    }
    if (!ended) {
        return parse_failed(out, bad_line, line + 1); /* cut short */
    }
    return true;
}

/* ---- The file ------------------------------------------------------------------------ */

StudyKeepLoad study_keep_load(const StoragePaths *sp, time_t now, const ProblemSet *set,
                              StudyKeep *out, char *aside, size_t asidecap, RecordError *err)
{
    memset(out, 0, sizeof *out);
    aside[0] = '\0';
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, STUDY_KEEP_FILE, path, sizeof path)) {
        record_error(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0, NULL, 0);
        return STUDY_KEEP_BAD;
    }
    record_remove_stale_temps(path); /* what a killed save left beside it */
    struct stat st;
    if (lstat(path, &st) != 0 && errno == ENOENT) {
        return STUDY_KEEP_NONE;
    }
    char *data = NULL;
    size_t len = 0;
    RecordError why = {0};
    if (record_read_file(path, &data, &len, &why)) {
        int line = 0;
        bool ok = len == 0 || study_keep_parse(data, len, set, out, &line);
        free(data);
        if (ok) {
            return len == 0 ? STUDY_KEEP_NONE : STUDY_KEEP_LOADED;
        }
        record_error(&why, RECORD_R_STUDY_PLAY_LINE, STUDY_KEEP_FILE, 0, NULL, 0);
        why.line = line;
        record_error_finish(&why);
    }
    *err = why;
    RecordError moved;
    if (!storage_set_aside(sp, STUDY_KEEP_FILE, now, aside, asidecap, &moved)) {
        return STUDY_KEEP_BAD;
    }
    return aside[0] ? STUDY_KEEP_SET_ASIDE : STUDY_KEEP_NONE;
}

bool study_keep_save(const StoragePaths *sp, const StudyKeep *k, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_make_dirs(sp->data_dir, err)) {
        return false;
    }
    if (!storage_join(sp->data_dir, STUDY_KEEP_FILE, path, sizeof path)) {
        return record_error(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0, NULL, 0);
    }
    size_t cap = 256 + TRAINER_LINE_MAX + (size_t)k->shelf.n * 1024;
    char *buf = malloc(cap);
    if (!buf) {
        return record_error(err, RECORD_R_NO_MEMORY, STUDY_KEEP_FILE, 0, NULL, 0);
    }
    size_t len = study_keep_format(k, buf, cap);
    bool ok = len > 0 ? record_write_atomic(path, buf, len, err)
                      : record_error(err, RECORD_R_NO_MEMORY, STUDY_KEEP_FILE, 0, NULL, 0);
    free(buf);
    return ok;
}
