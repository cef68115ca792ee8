/* Renju - MIT licence, see LICENSE.
 *
 * Find position's search and words (see findview.h): findgames_step a file at a time
 * until the count or the deadline, then the summary (findpos_summary) and the rows of
 * the chosen next move rebuilt from what was found so far.
 */
#include "findview.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "text.h"

/* buf emptied: false when it has no room at all. */
static bool text_start(char *buf, size_t cap)
{
    if (cap == 0) {
        return false;
    }
    buf[0] = '\0';
    return true;
}

/* The search on its own thread: its FindGames (findgames_fork), changed under mu; freed
 * by whichever of the thread and the view lets it go last. */
struct FindJob {
    pthread_mutex_t mu;
    int holders;
    atomic_bool stop, done;
    FindGames f;
};

static void job_release(FindJob *j)
{
    pthread_mutex_lock(&j->mu);
    bool last = --j->holders == 0;
    pthread_mutex_unlock(&j->mu);
    if (last) {
        j->f.lock = NULL;
        findgames_free(&j->f);
        pthread_mutex_destroy(&j->mu);
        free(j);
    }
}

static void *job_main(void *arg)
{
    FindJob *j = arg;
    while (!atomic_load(&j->stop) && findgames_step(&j->f)) {
    }
    atomic_store(&j->done, true);
    job_release(j);
    return NULL;
}

/* grown to hold need of each bytes: false when memory is short */
static bool room_for(void **arr, int *cap, int need, size_t each)
{
    if (need <= *cap) {
        return true;
    }
    void *p = realloc(*arr, (size_t)need * each);
    if (p) {
        *arr = p;
        *cap = need;
    }
    return p != NULL;
}

/* Items [had, now) of from (each bytes) into to: the ones added since the last copy. */
static void copy_new(void *to, const void *from, int had, int now, size_t each)
{
    if (now > had) { /* none: an array not yet made */
        memcpy((char *)to + (size_t)had * each, (const char *)from + (size_t)had * each,
               (size_t)(now - had) * each);
    }
}

/* What the thread found since the last copy, into v->f. */
static void job_copy(FindView *v)
{
    FindJob *j = v->job;
    FindGames *f = &v->f;
    pthread_mutex_lock(&j->mu);
    const FindGames *from = &j->f;
    if (room_for((void **)&f->found, &f->cap_found, from->nfound, sizeof *f->found) &&
        room_for((void **)&f->bad, &f->cap_bad, from->nbad, sizeof *f->bad)) {
        copy_new(f->found, from->found, f->nfound, from->nfound, sizeof *f->found);
        copy_new(f->bad, from->bad, f->nbad, from->nbad, sizeof *f->bad);
        if (from->stamp && !f->stamp) {
            f->stamp = calloc((size_t)f->nfiles, sizeof *f->stamp);
        }
        if (from->stamp && f->stamp) {
            copy_new(f->stamp, from->stamp, f->done, from->done, sizeof *f->stamp);
        }
        f->nfound = from->nfound;
        f->nbad = from->nbad;
        f->done = from->done;
        f->games = from->games;
        f->found_games = from->found_games;
        f->found_side = from->found_side;
        f->found_library = from->found_library;
        f->libraries = from->libraries;
    }
    pthread_mutex_unlock(&j->mu);
}

/* The thread let go (it stops by itself, if it has not ended). */
static void job_drop(FindView *v)
{
    if (v->job) {
        atomic_store(&v->job->stop, true);
        job_release(v->job);
        v->job = NULL;
    }
}

void findview_close(FindView *v)
{
    job_drop(v);
    if (v->on) {
        findgames_free(&v->f);
    }
    free(v->rows);
    memset(v, 0, sizeof *v);
    v->pick = -1;
    v->cursor = -1;
}

/* The summary and the rows from the games found so far. */
static void refresh(FindView *v)
{
    const FindGames *f = &v->f;
    Pos picked = v->pick >= 0 && v->pick < v->nnext ? v->next[v->pick].pos : POS_PASS;
    FindHit *hits = malloc((size_t)(f->nfound > 0 ? f->nfound : 1) * sizeof *hits);
    v->nnext = 0;
    if (hits) {
        for (int i = 0; i < f->nfound; i++) {
            hits[i] = f->found[i].hit;
        }
        v->nnext = findpos_summary(hits, f->nfound, v->next, FINDVIEW_NEXT_ROOM);
        free(hits);
    }
    v->pick = picked == POS_PASS ? -1 : findview_next_at(v, picked);
    if (f->nfound > v->cap_rows) {
        int *rows = realloc(v->rows, (size_t)f->nfound * sizeof *rows);
        if (!rows) {
            v->nrows = 0;
            return;
        }
        v->rows = rows;
        v->cap_rows = f->nfound;
    }
    v->nrows = 0;
    for (int i = 0; i < f->nfound; i++) {
        if (v->pick < 0 || f->found[i].hit.next == v->next[v->pick].pos) {
            v->rows[v->nrows++] = i;
        }
    }
    int n = findview_list_count(v);
    if (v->cursor >= n) {
        v->cursor = n - 1;
    }
}

bool findview_start(FindView *v, const Board *b, const RuleSet *asked, const char *folder)
{
    findview_close(v);
    if (!findgames_init(&v->f, b, asked)) {
        findgames_free(&v->f);
        return false;
    }
    v->on = true;
    v->hash = b->hash;
    snprintf(v->folder, sizeof v->folder, "%s", folder);
    if (!findgames_add(&v->f, folder)) {
        findview_close(v);
        return false;
    }
    v->running = v->f.nfiles > 0;
    refresh(v);
    return true;
}

bool findview_step(FindView *v, int files, int64_t deadline_ns)
{
    if (v->job) {
        return findview_poll(v);
    }
    if (!v->running) {
        return false;
    }
    for (int i = 0; i < files; i++) {
        if (!findgames_step(&v->f) || v->f.done >= v->f.nfiles) {
            v->running = false;
            break;
        }
        if (deadline_ns > 0 && ai_now_ns() >= deadline_ns) {
            break;
        }
    }
    refresh(v);
    return v->running;
}

bool findview_run(FindView *v)
{
    if (!v->running || v->job || v->f.done > 0) { /* from the first file only */
        return v->job != NULL;
    }
    FindJob *j = calloc(1, sizeof *j);
    if (!j || pthread_mutex_init(&j->mu, NULL) != 0) {
        free(j);
        return false;
    }
    if (!findgames_fork(&j->f, &v->f)) {
        pthread_mutex_destroy(&j->mu);
        free(j);
        return false;
    }
    j->f.lock = &j->mu;
    j->f.stop = &j->stop;
    j->holders = 2;
    atomic_init(&j->stop, false);
    atomic_init(&j->done, false);
    pthread_attr_t attr;
    pthread_t t;
    bool ok = pthread_attr_init(&attr) == 0;
    if (ok) {
        ok = pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED) == 0 &&
             pthread_create(&t, &attr, job_main, j) == 0;
        pthread_attr_destroy(&attr);
    }
    if (!ok) {
        j->f.lock = NULL;
        findgames_free(&j->f);
        pthread_mutex_destroy(&j->mu);
        free(j);
        return false;
    }
    v->job = j;
    return true;
}

bool findview_poll(FindView *v)
{
    if (!v->job) {
        return v->running;
    }
    bool done = atomic_load(&v->job->done); /* read first: all it found is then copied */
    job_copy(v);
    if (done) {
        job_drop(v);
        v->running = false;
    }
    refresh(v);
    return v->running;
}

void findview_cancel(FindView *v)
{
    if (v->job) { /* what it found so far stays */
        job_copy(v);
        job_drop(v);
        v->running = v->running && v->f.done < v->f.nfiles; /* else it had ended */
        refresh(v);
    }
    if (v->running) {
        v->running = false;
        v->cancelled = true;
    }
}

void findview_pick(FindView *v, int k)
{
    v->pick = k >= 0 && k < v->nnext ? k : -1;
    refresh(v);
}

int findview_list_count(const FindView *v) { return (v->pick >= 0 ? 2 : v->nnext) + v->nrows; }

FindRowKind findview_list_row(const FindView *v, int i, int *arg)
{
    if (v->pick >= 0) {
        *arg = i == 0 ? v->pick : i == 1 ? -1 : i - 2;
        return i == 0 ? FIND_ROW_NEXT : i == 1 ? FIND_ROW_ALL : FIND_ROW_GAME;
    }
    *arg = i < v->nnext ? i : i - v->nnext;
    return i < v->nnext ? FIND_ROW_NEXT : FIND_ROW_GAME;
}

int findview_list_index(const FindView *v, FindRowKind kind, int arg)
{
    bool picked = v->pick >= 0;
    switch (kind) {
    case FIND_ROW_NEXT:
        if (picked) {
            return arg == v->pick ? 0 : -1;
        }
        return arg >= 0 && arg < v->nnext ? arg : -1;
    case FIND_ROW_ALL: return picked ? 1 : -1;
    case FIND_ROW_GAME: return arg >= 0 && arg < v->nrows ? (picked ? 2 : v->nnext) + arg : -1;
    }
    return -1;
}

bool findview_cursor_key(FindView *v, CtlCommand cmd, int page)
{
    int n = findview_list_count(v);
    int at = v->cursor;
    page = page > 1 ? page : 1;
    switch (cmd) {
    case CTL_CMD_UP: at = at < 0 ? 0 : at - 1; break;
    case CTL_CMD_DOWN: at = at < 0 ? 0 : at + 1; break;
    case CTL_CMD_BACK: at = at < 0 ? 0 : at - page; break;
    case CTL_CMD_FORWARD: at = at < 0 ? 0 : at + page; break;
    case CTL_CMD_FIRST: at = 0; break;
    case CTL_CMD_LAST: at = n - 1; break;
    default: return false;
    }
    if (n == 0) {
        return false;
    }
    v->cursor = at < 0 ? 0 : at >= n ? n - 1 : at;
    return true;
}

bool findview_back(FindView *v)
{
    int k = v->pick;
    if (k < 0) {
        return false;
    }
    findview_pick(v, -1);
    v->cursor = k; /* on the next move that was chosen */
    return true;
}

void findview_choose(FindView *v, int k)
{
    if (k == v->pick) {
        findview_back(v);
    } else if (k >= 0 && k < v->nnext) {
        findview_pick(v, k);
        v->cursor = v->nrows > 0 ? 2 : 0; /* on its first game */
    }
}

int findview_take(FindView *v, int i)
{
    int arg;
    if (i < 0 || i >= findview_list_count(v)) {
        return -1;
    }
    v->cursor = i;
    switch (findview_list_row(v, i, &arg)) {
    case FIND_ROW_NEXT: findview_choose(v, arg); break;
    case FIND_ROW_ALL: findview_back(v); break;
    case FIND_ROW_GAME: return arg;
    }
    return -1;
}

int findview_next_at(const FindView *v, Pos p)
{
    for (int k = 0; k < v->nnext; k++) {
        if (v->next[k].pos == p) {
            return k;
        }
    }
    return -1;
}

const FindGame *findview_row(const FindView *v, int i)
{
    return i >= 0 && i < v->nrows ? &v->f.found[v->rows[i]] : NULL;
}

const char *findview_row_path(const FindView *v, int i)
{
    const FindGame *g = findview_row(v, i);
    return g ? v->f.path[g->file] : "";
}

bool findview_row_unchanged(const FindView *v, int i)
{
    const FindGame *g = findview_row(v, i);
    uint64_t was = g && v->f.stamp ? v->f.stamp[g->file] : 0;
    char *data = NULL;
    size_t len = 0;
    RecordError err;
    if (was == 0 ||
        !record_read_file_max(v->f.path[g->file], LIBRARY_FILE_MAX, &data, &len, &err)) {
        return false;
    }
    bool same = findpos_stamp(data, len) == was;
    free(data);
    return same;
}

size_t findview_progress(Lang lang, const FindView *v, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    const FindGames *f = &v->f;
    if (v->running || v->cancelled) {
        StrId id = v->running ? S_FIND_PROGRESS : S_FIND_STOPPED;
        text_append(buf, cap, &len, i18n_ntext(lang, id, f->nfiles), f->done, f->nfiles);
        if (!v->cancelled) {
            return len;
        }
        text_append(buf, cap, &len, " · ");
    }
    if (f->games == 0 && f->found_library > 0) { /* libraries alone */
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_FOUND_LIBRARY, f->found_library),
                    f->found_library);
        return len;
    }
    text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_FOUND, f->found_games), f->found_games,
                f->games);
    if (f->found_side > 0) {
        text_append(buf, cap, &len, " · ");
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_SIDE, f->found_side), f->found_side);
    }
    if (f->found_library > 0) {
        text_append(buf, cap, &len, " · ");
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_LIBRARY, f->found_library),
                    f->found_library);
    }
    return len;
}

/* buf emptied for next move k's words: false when it has no room or there is no k. */
static bool next_words(const FindView *v, int k, char *buf, size_t cap)
{
    return text_start(buf, cap) && k >= 0 && k < v->nnext;
}

size_t findview_next_line(Lang lang, const FindView *v, int k, char *buf, size_t cap)
{
    size_t len = 0;
    if (!next_words(v, k, buf, cap)) {
        return 0;
    }
    const FindNext *n = &v->next[k];
    char point[16];
    if (n->pos == POS_NONE) {
        text_format(point, sizeof point, "%s", i18n_text(lang, S_FIND_END));
    } else {
        board_format_point(n->pos, point, sizeof point);
    }
    /* As the progress counts them: "3 games · 4 side lines · 2 library lines", the first
     * count named with the move. */
    if (n->games > 0) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_NEXT, n->games), point, n->games);
    } else if (n->side > 0) { /* found in side lines alone */
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_NEXT_SIDE, n->side), point, n->side);
    } else {
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_NEXT_LIBRARY, n->library), point,
                    n->library);
        return len;
    }
    if (n->side > 0 && n->games > 0) {
        text_append(buf, cap, &len, " · ");
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_SIDE, n->side), n->side);
    }
    if (n->library > 0) {
        text_append(buf, cap, &len, " · ");
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_LIBRARY, n->library), n->library);
    }
    return len;
}

size_t findview_next_results(Lang lang, const FindView *v, int k, char *buf, size_t cap)
{
    size_t len = 0;
    if (!next_words(v, k, buf, cap)) {
        return 0;
    }
    static const struct {
        GameResult result;
        StrId words;
    } PART[] = {{RESULT_BLACK_WINS, S_FIND_BLACK},
                {RESULT_WHITE_WINS, S_FIND_WHITE},
                {RESULT_DRAW, S_FIND_DRAW},
                {RESULT_NONE, S_FIND_OPEN}};
    for (size_t i = 0; i < sizeof PART / sizeof PART[0]; i++) {
        int count = v->next[k].result[PART[i].result];
        if (count > 0) {
            text_append(buf, cap, &len, "%s", len > 0 ? ", " : "");
            text_append(buf, cap, &len, i18n_text(lang, PART[i].words), count);
        }
    }
    int moves = v->next[k].moves;
    if (v->next[k].library > 0) { /* the libraries' moves below it: "120 moves below", as the
                                   * library view counts (0 too: its lines end there) */
        text_append(buf, cap, &len, "%s", len > 0 ? " · " : "");
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_BELOW, moves), moves);
    }
    return len;
}

/* path below the folder searched ("more/carl.sgf"), else whole. */
static const char *below(const FindView *v, const char *path)
{
    size_t n = strlen(v->folder);
    while (n > 1 && v->folder[n - 1] == '/') {
        n--;
    }
    if (strncmp(path, v->folder, n) == 0 && path[n] == '/') {
        return path + n + 1;
    }
    return path;
}

/* Row i's game, buf emptied first: NULL when buf has no room or there is no row i. */
static const FindGame *row_words(const FindView *v, int i, char *buf, size_t cap)
{
    return text_start(buf, cap) ? findview_row(v, i) : NULL;
}

size_t findview_game_file(Lang lang, const FindView *v, int i, char *buf, size_t cap)
{
    size_t len = 0;
    const FindGame *g = row_words(v, i, buf, cap);
    if (!g) {
        return 0;
    }
    const char *file = below(v, v->f.path[g->file]);
    if (findgames_names_game(&v->f, v->rows[i])) {
        text_append(buf, cap, &len, i18n_text(lang, S_FIND_GAME_NTH), file, g->hit.game);
    } else {
        text_append(buf, cap, &len, "%s", file);
    }
    return len;
}

size_t findview_game_line(Lang lang, const FindView *v, int i, char *buf, size_t cap)
{
    size_t len = 0;
    const FindGame *g = row_words(v, i, buf, cap);
    if (!g) {
        return 0;
    }
    const FindHit *h = &g->hit;
    if (h->library) { /* "In the library after move 3 · 120 moves below" */
        text_append(buf, cap, &len,
                    i18n_text(lang, h->ply > 0 ? S_FIND_IN_LIBRARY : S_FIND_LIBRARY_START), h->ply);
        if (h->next == POS_NONE) {
            text_append(buf, cap, &len, " · %s", i18n_text(lang, S_FIND_LIBRARY_ENDS));
        } else if (h->moves > 0) { /* below its next move, as the library's view counts */
            text_append(buf, cap, &len, " · ");
            text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_BELOW, h->moves), h->moves);
        }
        return len;
    }
    char result[160];
    if (i18n_result_of(lang, h->result, h->reason, 0, result, sizeof result) == 0) {
        text_format(result, sizeof result, "%s", i18n_text(lang, S_FIND_UNFINISHED));
    }
    if (h->variation > 0) {
        text_append(buf, cap, &len, i18n_text(lang, S_FIND_GAME_SIDE), h->ply, h->variation);
    } else {
        text_append(buf, cap, &len, i18n_text(lang, h->ply > 0 ? S_FIND_GAME : S_FIND_GAME_START),
                    h->ply);
    }
    text_append(buf, cap, &len, " · %s", result);
    return len;
}

size_t findview_game_players(Lang lang, const FindView *v, int i, char *buf, size_t cap)
{
    size_t len = 0;
    const FindGame *g = row_words(v, i, buf, cap);
    if (!g) {
        return 0;
    }
    const FindHit *h = &g->hit;
    if (h->library) { /* its line's moves instead: no players */
        if (h->line[0]) {
            StrId words = h->line_turned ? S_FIND_LINE_TURNED : S_FIND_LINE;
            text_append(buf, cap, &len, i18n_text(lang, words), h->line);
        }
        return len;
    }
    if (!h->black[0] && !h->white[0]) { /* its file is named above it; "? – ?" said nothing */
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_FIND_NO_PLAYERS));
    } else {
        text_append(buf, cap, &len, "%s – %s", h->black[0] ? h->black : "?",
                    h->white[0] ? h->white : "?");
    }
    return len;
}

size_t findview_skipped(Lang lang, const FindView *v, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    int n = v->f.nbad + (v->f.left_out > 0);
    int partial = 0; /* searched along their games' own lines alone */
    for (int i = 0; i < v->f.nbad; i++) {
        partial += v->f.bad[i].partial;
    }
    StrId words = partial == n ? S_FIND_PARTIAL : S_FIND_SKIPPED;
    if (n > 0) {
        text_append(buf, cap, &len, i18n_ntext(lang, words, n), n);
    }
    return len;
}

size_t findview_skipped_reason(Lang lang, const FindView *v, int k, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap) || k < 0) {
        return 0;
    }
    const FindGames *f = &v->f;
    if (k == f->nbad && f->left_out > 0) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_LEFT_OUT, f->left_out), f->left_out,
                    FINDGAMES_FILES_MAX);
        return len;
    }
    if (k >= f->nbad) {
        return 0;
    }
    const FindBad *bad = &f->bad[k];
    RecordError err = bad->err;
    err.file[0] = '\0'; /* named below once, as the folder has it */
    char why[512];
    i18n_record_error(lang, &err, why, sizeof why);
    const char *file = bad->file >= 0 ? below(v, f->path[bad->file]) : bad->err.file;
    if (bad->of <= 1 || bad->partial) { /* the file, or its one game */
        text_append(buf, cap, &len, "%s: %s", file, why);
    } else {
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_REFUSED, bad->games), file, bad->games,
                    why);
    }
    return len;
}
