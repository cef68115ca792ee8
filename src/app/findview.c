/* Renju - MIT licence, see LICENSE.
 *
 * Find position's search and words (see findview.h): findgames_step a file at a time
 * until the count or the deadline, then the summary (findpos_summary) and the rows of
 * the chosen next move rebuilt from what was found so far.
 */
#include "findview.h"

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

void findview_close(FindView *v)
{
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

void findview_cancel(FindView *v)
{
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
    text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_FOUND, f->found_games), f->found_games,
                f->games);
    if (f->found_side > 0) {
        text_append(buf, cap, &len, " · ");
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_SIDE, f->found_side), f->found_side);
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
        snprintf(point, sizeof point, "%s", i18n_text(lang, S_FIND_END));
    } else {
        board_format_point(n->pos, point, sizeof point);
    }
    if (n->games == 0) { /* found in side lines alone */
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_NEXT_SIDE, n->side), point, n->side);
        return len;
    }
    text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_NEXT, n->games), point, n->games);
    if (n->side > 0) { /* as the progress counts them: "3 games · 4 side lines" */
        text_append(buf, cap, &len, " · ");
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_SIDE, n->side), n->side);
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
    char result[160];
    if (i18n_result_of(lang, h->result, h->reason, 0, result, sizeof result) == 0) {
        snprintf(result, sizeof result, "%s", i18n_text(lang, S_FIND_UNFINISHED));
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

size_t findview_game_players(const FindView *v, int i, char *buf, size_t cap)
{
    size_t len = 0;
    const FindGame *g = row_words(v, i, buf, cap);
    if (!g) {
        return 0;
    }
    const FindHit *h = &g->hit;
    text_append(buf, cap, &len, "%s – %s", h->black[0] ? h->black : "?",
                h->white[0] ? h->white : "?");
    return len;
}

size_t findview_skipped(Lang lang, const FindView *v, char *buf, size_t cap)
{
    size_t len = 0;
    if (!text_start(buf, cap)) {
        return 0;
    }
    int n = v->f.nbad + (v->f.left_out > 0);
    if (n > 0) {
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_SKIPPED, n), n);
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
    if (bad->of <= 1) { /* the file, or its one game */
        text_append(buf, cap, &len, "%s: %s", file, why);
    } else {
        text_append(buf, cap, &len, i18n_ntext(lang, S_FIND_REFUSED, bad->games), file, bad->games,
                    why);
    }
    return len;
}
