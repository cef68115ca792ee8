/* Renju - MIT licence, see LICENSE.
 *
 * The learner's progress file (see progress.h): its text, read strictly (a bad line
 * names itself and nothing is kept), written whole and atomically.
 */
#include "progress.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "text.h"

#define PROGRESS_MAGIC "renju-progress 1"
#define PROGRESS_TEXT_MAX (PROGRESS_MAX_PROBLEMS * 160 + 4096)

static bool bad(char *err, size_t cap, int *bad_line, int line, const char *why)
{
    snprintf(err, cap, "line %d: %s", line, why);
    if (bad_line) {
        *bad_line = line;
    }
    return false;
}

/* Reads "key N" pairs from s (after the name) into vals in the order of keys; every
 * key must come once, in that order. */
static bool read_fields(const char *s, const char *const *keys, int nkeys, int64_t *vals)
{
    for (int i = 0; i < nkeys; i++) {
        char key[16];
        int used = 0;
        long long v;
        if (sscanf(s, " %15s %lld%n", key, &v, &used) != 2 || strcmp(key, keys[i]) != 0 || v < 0) {
            return false;
        }
        vals[i] = v;
        s += used;
    }
    while (*s == ' ' || *s == '\t' || *s == '\r') {
        s++;
    }
    return *s == '\0';
}

static ProgressProblem *find(Progress *p, const char *id)
{
    for (int i = 0; i < p->n; i++) {
        if (strcmp(p->problems[i].id, id) == 0) {
            return &p->problems[i];
        }
    }
    return NULL;
}

const ProgressProblem *progress_find(const Progress *p, const char *id)
{
    return find((Progress *)p, id);
}

/* "rating R rd D volatility V games N": each number in its range, once a file. */
static bool parse_rating(const char *s, Progress *out)
{
    double r, rd, vol;
    long long games;
    int used = 0;
    if (out->games > 0 || sscanf(s, "rating %lf rd %lf volatility %lf games %lld%n", &r, &rd, &vol,
                                 &games, &used) != 4) {
        return false;
    }
    s += used;
    while (*s == ' ' || *s == '\t' || *s == '\r') {
        s++;
    }
    /* The negated ranges refuse NaN too. */
    if (*s != '\0' || !(r >= RATING_MIN && r <= RATING_MAX) ||
        !(rd >= RATING_MIN_RD && rd <= RATING_START_RD) || !(vol > 0 && vol <= 1) || games < 1 ||
        games > INT32_MAX) {
        return false;
    }
    out->rating = (Rating){r, rd, vol};
    out->games = (int)games;
    return true;
}

static bool parse_line(const char *line, Progress *out)
{
    if (strncmp(line, "rating ", 7) == 0) {
        return parse_rating(line, out);
    }
    static const char *const PKEYS[] = {"solved", "tries", "wrong", "hints", "time"};
    static const char *const TKEYS[] = {"rounds", "perfect", "best", "last"};
    char kind[16];
    char name[PROBLEM_ID_MAX];
    int used = 0;
    if (sscanf(line, "%15s %47s%n", kind, name, &used) != 2) {
        return false;
    }
    int64_t v[6] = {0};
    if (strcmp(kind, "problem") == 0) {
        /* "rated 1" ends a line whose rating counted what the rest does not show, "rated 0"
         * one whose rest reads as rated though it was not (files before it have neither: a
         * solve, help or a wrong move was rated). */
        static const char *const RKEYS[] = {"solved", "tries", "wrong", "hints", "time", "rated"};
        bool said = read_fields(line + used, RKEYS, 6, v);
        bool ok = said ? v[5] <= 1 : read_fields(line + used, PKEYS, 5, v);
        if (!ok || v[0] > 2 || v[1] > INT32_MAX || v[2] > INT32_MAX || v[3] > INT32_MAX ||
            find(out, name) || out->n >= PROGRESS_MAX_PROBLEMS) {
            return false;
        }
        ProgressProblem *e = &out->problems[out->n++];
        snprintf(e->id, sizeof e->id, "%s", name);
        e->solved = v[0] == 1;
        e->helped = v[0] == 2;
        e->tries = (int)v[1];
        e->wrong = (int)v[2];
        e->hints = (int)v[3];
        e->time_ms = v[4];
        e->rated = said ? v[5] == 1 : e->solved || e->helped || e->wrong > 0;
        return true;
    }
    TrainerLevel level = trainer_level_from_name(name);
    if (strcmp(kind, "trainer") != 0 || level == TRAINER_LEVEL_COUNT ||
        !read_fields(line + used, TKEYS, 4, v) || v[0] > INT32_MAX || v[1] > v[0] || v[2] > 100 ||
        v[3] > 100) {
        return false;
    }
    out->trainer[level] = (ProgressTrainer){(int)v[0], (int)v[1], (int)v[2], (int)v[3]};
    return true;
}

bool progress_parse(const char *text, size_t len, Progress *out, char *err, size_t errcap,
                    int *bad_line)
{
    memset(out, 0, sizeof *out);
    bool magic = false;
    int lineno = 0;
    int first_bad = 0;
    const char *why = NULL;
    for (size_t at = 0; at < len;) {
        size_t end = at;
        while (end < len && text[end] != '\n') {
            end++;
        }
        lineno++;
        char line[256];
        size_t n = end - at;
        bool ok = n < sizeof line && !memchr(text + at, '\0', n);
        if (ok) {
            memcpy(line, text + at, n);
            line[n] = '\0';
        }
        at = end + 1;
        const char *s = line + (ok ? strspn(line, " \t\r") : 0);
        if (ok && (*s == '\0' || *s == '#')) {
            continue;
        }
        if (!magic) {
            if (!ok || strncmp(s, PROGRESS_MAGIC, strlen(PROGRESS_MAGIC)) != 0) {
                memset(out, 0, sizeof *out);
                return bad(err, errcap, bad_line, lineno, "not a progress file");
            }
            magic = true;
            continue;
        }
        /* A damaged line loses only itself: the others are read on. */
        if ((!ok || !parse_line(s, out)) && first_bad == 0) {
            first_bad = lineno;
            why = ok ? "not a problem or trainer line" : "not a line of the progress file";
        }
    }
    if (!magic) {
        return bad(err, errcap, bad_line, lineno, "empty: not a progress file");
    }
    return first_bad == 0 || bad(err, errcap, bad_line, first_bad, why);
}

bool progress_is_empty(const Progress *p)
{
    static const ProgressTrainer none;
    for (int i = 0; i < TRAINER_LEVEL_COUNT; i++) {
        if (memcmp(&p->trainer[i], &none, sizeof none) != 0) {
            return false;
        }
    }
    return p->n == 0 && p->games == 0;
}

size_t progress_format(const Progress *p, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap) {
        buf[0] = '\0';
    }
    text_append(buf, cap, &len, "%s\n", PROGRESS_MAGIC);
    for (int i = 0; i < p->n; i++) {
        const ProgressProblem *e = &p->problems[i];
        text_append(buf, cap, &len,
                    "problem %s solved %d tries %d wrong %d hints %d time %" PRId64 "\n", e->id,
                    e->solved   ? 1
                    : e->helped ? 2
                                : 0,
                    e->tries, e->wrong, e->hints, e->time_ms);
        if (e->rated != (e->solved || e->helped || e->wrong > 0)) {
            len -= len > 0;
            text_append(buf, cap, &len, " rated %d\n", e->rated ? 1 : 0);
        }
    }
    for (int l = 0; l < TRAINER_LEVEL_COUNT; l++) {
        const ProgressTrainer *t = &p->trainer[l];
        if (t->rounds > 0) {
            text_append(buf, cap, &len, "trainer %s rounds %d perfect %d best %d last %d\n",
                        trainer_level_name((TrainerLevel)l), t->rounds, t->perfect, t->best,
                        t->last);
        }
    }
    if (p->games > 0) {
        text_append(buf, cap, &len, "rating %.2f rd %.2f volatility %.6f games %d\n", p->rating.r,
                    p->rating.rd, p->rating.vol, p->games);
    }
    return len;
}

int progress_first_unsolved(const Progress *p, const ProblemSet *set)
{
    int i = progress_first_unsolved_at(p, set, 0);
    return i < 0 ? 0 : i;
}

int progress_open_at(const Progress *p, const ProblemSet *set, const char *id)
{
    for (int i = 0; id && id[0] && i < set->n; i++) {
        if (strcmp(set->items[i].id, id) == 0) {
            return i;
        }
    }
    return progress_first_unsolved(p, set);
}

int progress_first_unsolved_at(const Progress *p, const ProblemSet *set, int level)
{
    int first = -1;
    for (int i = 0; i < set->n; i++) {
        if (level != 0 && set->items[i].level != level) {
            continue;
        }
        const ProgressProblem *e = progress_find(p, set->items[i].id);
        if (!e || !e->solved) {
            return i;
        }
        first = first < 0 ? i : first;
    }
    return first;
}

bool progress_list_shows(const ProgressList *l, const Problem *p)
{
    return l->technique[0] == '@' ? strcmp(p->set, l->technique) == 0 /* a user's set */
           : l->technique[0]      ? strcmp(p->technique, l->technique) == 0
                                  : l->level == 0 || p->level == l->level;
}

/* Where problem i stands in l's order: a technique's list by level first. */
static long list_key(const ProgressList *l, const ProblemSet *set, int i)
{
    return l->technique[0] ? (long)set->items[i].level * (set->n + 1L) + i : i;
}

int progress_list_items(const ProgressList *l, const ProblemSet *set, int *out, int cap)
{
    int n = 0;
    /* A technique's problems level by level (problem.h: 1..5), else the set's order. */
    int lo = l->technique[0] ? 1 : 0, hi = l->technique[0] ? 5 : 0;
    for (int level = lo; level <= hi; level++) {
        for (int i = 0; i < set->n && n < cap; i++) {
            const Problem *p = &set->items[i];
            if (progress_list_shows(l, p) && (level == 0 || p->level == level)) {
                out[n++] = i;
            }
        }
    }
    return n;
}

int progress_list_step(const ProgressList *l, const ProblemSet *set, int current, int step)
{
    if (current < 0 || current >= set->n) {
        return -1;
    }
    long at = list_key(l, set, current);
    int best = -1;
    for (int i = 0; i < set->n; i++) {
        if (i == current || !progress_list_shows(l, &set->items[i])) {
            continue;
        }
        long k = list_key(l, set, i);
        bool beyond = step > 0 ? k > at : k < at;
        bool nearer = best < 0 ||
                      (step > 0 ? k < list_key(l, set, best) : k > list_key(l, set, best));
        if (beyond && nearer) {
            best = i;
        }
    }
    return best;
}

int progress_list_first_unsolved(const Progress *p, const ProblemSet *set, const ProgressList *l)
{
    int first = -1, unsolved = -1;
    for (int i = 0; i < set->n; i++) {
        if (!progress_list_shows(l, &set->items[i])) {
            continue;
        }
        long k = list_key(l, set, i);
        if (first < 0 || k < list_key(l, set, first)) {
            first = i;
        }
        const ProgressProblem *e = progress_find(p, set->items[i].id);
        if ((!e || !e->solved) && (unsolved < 0 || k < list_key(l, set, unsolved))) {
            unsolved = i;
        }
    }
    return unsolved >= 0 ? unsolved : first;
}

int progress_list_solved(const Progress *p, const ProblemSet *set, const ProgressList *l,
                         int *shown)
{
    int solved = 0;
    *shown = 0;
    for (int i = 0; i < set->n; i++) {
        if (progress_list_shows(l, &set->items[i])) {
            const ProgressProblem *e = progress_find(p, set->items[i].id);
            ++*shown;
            solved += e && e->solved;
        }
    }
    return solved;
}

/* Problem i's key in the list of techniques: its user's set (kind 0), or its technique
 * (kind 1); NULL when it has no set. */
static const char *list_name(const ProblemSet *set, int i, int kind)
{
    const Problem *p = &set->items[i];
    return kind == 0 ? (p->set[0] ? p->set : NULL) : p->technique;
}

/* Is problem i the first of set with its key of kind? */
static bool first_of(const ProblemSet *set, int i, int kind)
{
    const char *name = list_name(set, i, kind);
    for (int j = 0; name && j < i; j++) {
        const char *other = list_name(set, j, kind);
        if (other && strcmp(other, name) == 0) {
            return false;
        }
    }
    return name != NULL;
}

const char *progress_list_technique(const ProblemSet *set, const char *now, int step)
{
    /* The user's sets, then the techniques, in the path's order; "" before the first and
     * after the last. */
    static const int KINDS = 2;
    int order[2 * PROGRESS_MAX_PROBLEMS];
    int n = 0, at = -1;
    for (int kind = 0; kind < KINDS; kind++) {
        for (int i = 0; i < set->n && n < 2 * PROGRESS_MAX_PROBLEMS; i++) {
            if (first_of(set, i, kind)) {
                at = now && strcmp(now, list_name(set, i, kind)) == 0 ? n : at;
                order[n++] = kind * set->n + i;
            }
        }
    }
    int k = (at + 1 + (step < 0 ? -1 : 1) + n + 1) % (n + 1) - 1; /* -1: "" */
    return k < 0 ? "" : list_name(set, order[k] % set->n, order[k] / set->n);
}

bool progress_add_attempt(Progress *p, const char *id, ProgressOutcome outcome, int wrong,
                          int hints, int64_t time_ms)
{
    ProgressAttempt fresh = {0};
    return progress_attempt_update(p, id, &fresh, outcome, wrong, hints, time_ms);
}

/* The card's time, "1:05". */
static void card_time(int64_t ms, char *buf, size_t cap)
{
    long sec = (long)(ms / 1000);
    snprintf(buf, cap, "%ld:%02ld", sec / 60, sec % 60);
}

size_t progress_card_line(Lang lang, const ProgressProblem *e, const ProgressAttempt *written,
                          const ProgressNow *now, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    /* A hint is an attempt too. Restart (U) begins a new one: the counts are this
     * attempt's, which a learner reads them as (they once went on over every try, so
     * "hints 2" stayed after a restart: audit 25, C3); the totals are
     * progress_card_totals'. */
    bool going = now->over || now->moved || now->hints > 0;
    if (!going) {
        /* Moves an earlier try left on the board are no "no move yet" (audit 29a: a try
         * left for the game, or the window killed and back, said so under f3 f4). */
        bool tried = e && e->tries > written->counted;
        if (now->carried > 0) { /* how many, so that none reads as none on the board */
            text_append(buf, cap, &len, i18n_ntext(lang, S_PROBLEM_TRY_CARRIED, now->carried),
                        now->carried);
        } else {
            text_append(buf, cap, &len, "%s",
                        i18n_text(lang, tried ? S_PROBLEM_TRY_FRESH : S_PROBLEM_NEW));
        }
        return len;
    }
    if (!now->moved && !now->over) {
        /* Audit 31a, C5: "no move played yet" under an earlier try's moves read false. */
        StrId hints = now->carried > 0 ? S_PROBLEM_HINTS_CARRIED : S_PROBLEM_HINTS_ONLY;
        if (now->shown) {
            text_append(buf, cap, &len, "%s", i18n_text(lang, S_PROBLEM_SHOWN_ONLY));
        } else {
            text_append(buf, cap, &len, i18n_ntext(lang, hints, now->hints), now->hints);
        }
        return len;
    }
    char t[24];
    card_time(now->time_ms, t, sizeof t);
    if (now->hints > 0) {
        text_append(buf, cap, &len, i18n_text(lang, S_PROBLEM_STATS_HINTS), now->wrong, now->hints,
                    t);
    } else {
        text_append(buf, cap, &len, i18n_text(lang, S_PROBLEM_STATS), now->wrong, t);
    }
    return len;
}

bool progress_card_totals(Lang lang, const ProgressProblem *e, const ProgressAttempt *written,
                          const ProgressNow *now, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return false;
    }
    buf[0] = '\0';
    /* e may hold the attempt under way in part already (*written): the rest is added. */
    bool going = !now->over && (now->moved || now->hints > 0);
    bool in_e = written->counted || now->over; /* this try is counted in e */
    if (!e || e->tries - in_e <= 0) {
        return false; /* no try before this one: its line says it all */
    }
    int64_t ms = e->time_ms + (now->over ? 0 : now->time_ms - written->time_ms);
    char t[24];
    card_time(ms, t, sizeof t);
    int tries = e->tries + (going && !written->counted);
    int wrong = e->wrong + (now->over ? 0 : now->wrong - written->wrong);
    int hints = e->hints + (now->over ? 0 : now->hints - written->hints);
    if (hints > 0) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_PROBLEM_TOTALS_HINTS, tries), tries, wrong,
                    hints, t);
    } else {
        text_append(buf, cap, &len, i18n_ntext(lang, S_PROBLEM_TOTALS, tries), tries, wrong, t);
    }
    return true;
}

/* Problem id's entry, added (empty) when there is none; NULL when the table is full. */
static ProgressProblem *entry(Progress *p, const char *id)
{
    ProgressProblem *e = find(p, id);
    if (!e) {
        if (p->n >= PROGRESS_MAX_PROBLEMS) {
            return NULL;
        }
        e = &p->problems[p->n++];
        memset(e, 0, sizeof *e);
        snprintf(e->id, sizeof e->id, "%s", id);
    }
    return e;
}

bool progress_attempt_update(Progress *p, const char *id, ProgressAttempt *written,
                             ProgressOutcome outcome, int wrong, int hints, int64_t time_ms)
{
    ProgressProblem *e = entry(p, id);
    if (!e) {
        return false;
    }
    e->solved = e->solved || outcome == PROGRESS_SOLVED;
    e->helped = !e->solved && (e->helped || outcome == PROGRESS_SOLVED_HELPED);
    e->tries += !written->counted;
    e->wrong += wrong > written->wrong ? wrong - written->wrong : 0;
    e->hints += hints > written->hints ? hints - written->hints : 0;
    e->time_ms += time_ms > written->time_ms ? time_ms - written->time_ms : 0;
    written->counted = true;
    written->wrong = wrong > written->wrong ? wrong : written->wrong;
    written->hints = hints > written->hints ? hints : written->hints;
    written->time_ms = time_ms > written->time_ms ? time_ms : written->time_ms;
    return true;
}

Rating progress_rating(const Progress *p) { return p->games > 0 ? p->rating : rating_start(); }

/* Is id among the session's opened problems (seen), or its rated ones? */
static bool listed(const ProgressSession *s, bool seen, const char *id)
{
    int n = seen ? s->nseen : s->n;
    for (int i = 0; i < n; i++) {
        if (strcmp(seen ? s->seen[i] : s->ids[i], id) == 0) {
            return true;
        }
    }
    return false;
}

bool progress_session_rated(const ProgressSession *s, const char *id)
{
    return listed(s, false, id);
}

void progress_session_saw(ProgressSession *s, const char *id)
{
    if (!listed(s, true, id) && s->nseen < PROGRESS_MAX_PROBLEMS) {
        snprintf(s->seen[s->nseen++], sizeof s->seen[0], "%s", id);
    }
}

bool progress_rates(const Progress *p, const ProgressSession *s, const char *id)
{
    const ProgressProblem *e = progress_find(p, id);
    return !progress_session_rated(s, id) && !(e && (e->rated || e->solved || e->helped));
}

ProgressSays progress_says(const Progress *p, const ProgressSession *s, const char *id,
                           bool rated_now, bool rated_at_start)
{
    const ProgressProblem *e = progress_find(p, id);
    return rated_now                                   ? PROGRESS_SAYS_RATED_NOW
           : progress_rates(p, s, id)                  ? PROGRESS_SAYS_NOTHING
           : progress_session_rated(s, id) || e->rated ? PROGRESS_SAYS_RATED_BEFORE
           : rated_at_start                            ? PROGRESS_SAYS_UNRATED_NOW
                                                       : PROGRESS_SAYS_UNRATED_BEFORE;
}

bool progress_rate(Progress *p, ProgressSession *s, const Problem *prob, bool win)
{
    if (!progress_rates(p, s, prob->id) || s->n >= PROGRESS_MAX_PROBLEMS) {
        return false;
    }
    snprintf(s->ids[s->n++], sizeof s->ids[0], "%s", prob->id);
    progress_session_saw(s, prob->id);
    ProgressProblem *e = entry(p, prob->id);
    if (e) {
        e->rated = true; /* once: a replay, in this session or a later one, is no test */
    }
    Rating before = progress_rating(p);
    p->rating = rating_after_problem(before, rating_problem(prob), win);
    p->games += p->games < INT32_MAX;
    s->changed = true;
    s->change = rating_round(p->rating.r) - rating_round(before.r);
    return true;
}

bool progress_rate_play(Progress *p, ProgressSession *s, const ProblemPlay *pp)
{
    PlayResult r = problem_play_result(pp);
    return r != PLAY_RESULT_NONE && progress_rate(p, s, &pp->problem, r == PLAY_RESULT_WIN);
}

/* What "At my level" passes over, tier by tier, until a tier has a problem: */
enum { PICK_SOLVED = 1, PICK_OPENED = 2, PICK_RATED = 4 };
/* every problem's: neither solved nor opened nor rated in the session, then not opened, then
 * not rated, then any; */
static const int PICK_EVERY[] = {PICK_SOLVED | PICK_OPENED | PICK_RATED, PICK_OPENED | PICK_RATED,
                                 PICK_RATED, 0};
/* a technique's: its problems not solved first, opened or not (a learner who chose the
 * technique stays on what is left to solve in it), then as every problem's. */
static const int PICK_TECHNIQUE[] = {PICK_SOLVED | PICK_OPENED | PICK_RATED, PICK_SOLVED,
                                     PICK_OPENED | PICK_RATED, PICK_RATED, 0};

int progress_pick_near(const Progress *p, const ProgressSession *s, const ProblemSet *set,
                       int current, const ProgressList *l)
{
    bool within = l && l->technique[0];
    const int *tiers = within ? PICK_TECHNIQUE : PICK_EVERY;
    int ntiers = within ? (int)(sizeof PICK_TECHNIQUE / sizeof PICK_TECHNIQUE[0])
                        : (int)(sizeof PICK_EVERY / sizeof PICK_EVERY[0]);
    double me = progress_rating(p).r;
    for (int tier = 0; tier < ntiers; tier++) {
        int best = -1;
        double best_gap = 0;
        for (int i = 0; i < set->n; i++) {
            const Problem *q = &set->items[i];
            const ProgressProblem *e = progress_find(p, q->id);
            int is = (e && e->solved ? PICK_SOLVED : 0) |
                     (listed(s, true, q->id) ? PICK_OPENED : 0) |
                     (progress_session_rated(s, q->id) ? PICK_RATED : 0);
            if (i == current || (within && !progress_list_shows(l, q)) || (is & tiers[tier])) {
                continue;
            }
            double gap = fabs(rating_problem(q) - me);
            if (best < 0 || gap < best_gap) {
                best = i;
                best_gap = gap;
            }
        }
        if (best >= 0) {
            return best;
        }
    }
    return -1;
}

void progress_add_round(Progress *p, TrainerLevel level, int percent)
{
    if (level < 0 || level >= TRAINER_LEVEL_COUNT) {
        return;
    }
    ProgressTrainer *t = &p->trainer[level];
    t->rounds++;
    t->perfect += percent == 100;
    t->best = percent > t->best ? percent : t->best;
    t->last = percent;
}

ProgressLoad progress_load(const StoragePaths *sp, time_t now, Progress *out, char *aside,
                           size_t asidecap, RecordError *err)
{
    memset(out, 0, sizeof *out);
    aside[0] = '\0';
    char path[STORAGE_PATH_MAX];
    if (!storage_join(sp->data_dir, PROGRESS_FILE, path, sizeof path)) {
        record_error(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0, NULL, 0);
        return PROGRESS_BAD;
    }
    record_remove_stale_temps(path); /* what a killed save left beside it */
    struct stat st;
    if (lstat(path, &st) != 0 && errno == ENOENT) {
        return PROGRESS_NONE;
    }
    char *data = NULL;
    size_t len = 0;
    RecordError why = {0};
    if (record_read_file(path, &data, &len, &why)) {
        char msg[160];
        int line = 0;
        bool ok = progress_parse(data, len, out, msg, sizeof msg, &line);
        free(data);
        if (ok) {
            return PROGRESS_LOADED;
        }
        /* *out keeps the lines that could be read. */
        record_error(&why, RECORD_R_PROGRESS_LINE, PROGRESS_FILE, 0, NULL, 0);
        why.line = line;
        record_error_finish(&why);
    } else if (why.reason == RECORD_R_IS_DIRECTORY || why.reason == RECORD_R_FILE_TOO_LARGE) {
        /* The file layer's words are a game record's: a progress file is no game record. */
        why.reason = why.reason == RECORD_R_IS_DIRECTORY ? RECORD_R_PROGRESS_DIRECTORY
                                                         : RECORD_R_PROGRESS_TOO_LARGE;
        record_error_finish(&why);
    }
    *err = why;
    RecordError moved;
    if (!storage_set_aside(sp, PROGRESS_FILE, now, aside, asidecap, &moved) || !aside[0]) {
        memset(out, 0, sizeof *out);
        return PROGRESS_BAD;
    }
    /* The good lines of a damaged file are written back at once: the next start reads
     * them even if nothing changes meanwhile (a failure here is the next save's to say). */
    RecordError unsaved;
    if (!progress_is_empty(out)) {
        progress_save(sp, out, &unsaved);
    }
    return PROGRESS_SET_ASIDE;
}

bool progress_save(const StoragePaths *sp, const Progress *p, RecordError *err)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_make_dirs(sp->data_dir, err)) {
        return false;
    }
    if (!storage_join(sp->data_dir, PROGRESS_FILE, path, sizeof path)) {
        return record_error(err, RECORD_R_PATH_TOO_LONG, sp->data_dir, 0, NULL, 0);
    }
    char *buf = malloc(PROGRESS_TEXT_MAX);
    if (!buf) {
        return record_error(err, RECORD_R_NO_MEMORY, PROGRESS_FILE, 0, NULL, 0);
    }
    size_t len = progress_format(p, buf, PROGRESS_TEXT_MAX);
    bool ok = record_write_atomic(path, buf, len, err);
    free(buf);
    return ok;
}

static int added(int64_t now, int64_t before) { return now > before ? (int)(now - before) : 0; }

/* Disk's entry plus what mine added to base. */
static void merge_problem(const ProgressProblem *b, const ProgressProblem *m,
                          const ProgressProblem *d, ProgressProblem *out)
{
    static const ProgressProblem NONE = {0};
    b = b ? b : &NONE;
    m = m ? m : &NONE;
    d = d ? d : &NONE;
    snprintf(out->id, sizeof out->id, "%s", d != &NONE ? d->id : m->id);
    out->solved = d->solved || m->solved;
    out->helped = !out->solved && (d->helped || m->helped);
    out->rated = d->rated || m->rated;
    out->tries = d->tries + added(m->tries, b->tries);
    out->wrong = d->wrong + added(m->wrong, b->wrong);
    out->hints = d->hints + added(m->hints, b->hints);
    out->time_ms = d->time_ms + (m->time_ms > b->time_ms ? m->time_ms - b->time_ms : 0);
}

/* The rating: disk's, moved by what mine rated since base. */
static void merge_rating(const Progress *base, const Progress *mine, const Progress *disk,
                         Progress *out)
{
    out->rating = disk->rating;
    out->games = disk->games;
    if (mine->games <= base->games) {
        return; /* mine rated nothing since base */
    }
    Rating b = progress_rating(base);
    Rating m = progress_rating(mine);
    if (disk->games == base->games) {
        out->rating = m; /* no other window rated meanwhile */
    } else {
        Rating d = progress_rating(disk);
        double r = d.r + (m.r - b.r);
        out->rating.r = r < RATING_MIN ? RATING_MIN : r > RATING_MAX ? RATING_MAX : r;
        out->rating.rd = m.rd < d.rd ? m.rd : d.rd;
        out->rating.vol = m.vol;
    }
    int64_t games = (int64_t)disk->games + (mine->games - base->games);
    out->games = games > INT32_MAX ? INT32_MAX : (int)games;
}

void progress_merge(const Progress *base, const Progress *mine, const Progress *disk, Progress *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < disk->n; i++) {
        const ProgressProblem *d = &disk->problems[i];
        merge_problem(progress_find(base, d->id), progress_find(mine, d->id), d,
                      &out->problems[out->n++]);
    }
    for (int i = 0; i < mine->n && out->n < PROGRESS_MAX_PROBLEMS; i++) {
        const ProgressProblem *m = &mine->problems[i];
        if (!progress_find(disk, m->id)) {
            merge_problem(progress_find(base, m->id), m, NULL, &out->problems[out->n++]);
        }
    }
    for (int l = 0; l < TRAINER_LEVEL_COUNT; l++) {
        const ProgressTrainer *b = &base->trainer[l];
        const ProgressTrainer *m = &mine->trainer[l];
        const ProgressTrainer *d = &disk->trainer[l];
        ProgressTrainer *t = &out->trainer[l];
        t->rounds = d->rounds + added(m->rounds, b->rounds);
        t->perfect = d->perfect + added(m->perfect, b->perfect);
        t->best = m->best > d->best ? m->best : d->best;
        t->last = m->rounds > b->rounds ? m->last : d->last;
    }
    merge_rating(base, mine, disk, out);
}

ProgressSync progress_sync(const StoragePaths *sp, time_t now, Progress *base, Progress *mine,
                           char *aside, size_t asidecap, RecordError *err)
{
    aside[0] = '\0';
    Progress *disk = malloc(sizeof *disk);
    Progress *out = malloc(sizeof *out);
    ProgressSync how = PROGRESS_NOT_SAVED;
    if (!disk || !out) {
        record_error(err, RECORD_R_NO_MEMORY, PROGRESS_FILE, 0, NULL, 0);
        free(disk);
        free(out);
        return how;
    }
    switch (progress_load(sp, now, disk, aside, asidecap, err)) {
    case PROGRESS_LOADED:
        progress_merge(base, mine, disk, out);
        how = PROGRESS_SAVED;
        break;
    case PROGRESS_NONE: /* none yet, or removed: nothing of mine is lost */
        *out = *mine;
        how = PROGRESS_SAVED;
        break;
    case PROGRESS_SET_ASIDE: /* its good lines (disk) are kept */
        progress_merge(base, mine, disk, out);
        how = PROGRESS_SAVED_SET_ASIDE;
        break;
    case PROGRESS_BAD: how = PROGRESS_LEFT_ALONE; break;
    }
    if (how != PROGRESS_LEFT_ALONE) {
        RecordError why = {0};
        if (progress_save(sp, out, &why)) {
            *mine = *out;
            *base = *out;
        } else {
            *err = why; /* mine is kept for the next save */
            how = PROGRESS_NOT_SAVED;
        }
    }
    free(disk);
    free(out);
    return how;
}
