/* Renju - MIT licence, see LICENSE.
 *
 * The window's records glue (see session.h): autosave after every change, the review
 * tree that keeps every line played, loading, saving, paste, copy and branching.
 */
#include "session.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool same_action(const Action *a, const Action *b)
{
    return a->kind == b->kind && a->pos == b->pos && a->colour == b->colour &&
           a->count == b->count && a->nproposals == b->nproposals &&
           memcmp(a->proposals, b->proposals, (size_t)a->nproposals * sizeof a->proposals[0]) == 0;
}

/* The child of node whose action is a, or -1. */
static int child_with(const Review *r, int node, const Action *a)
{
    for (int c = r->nodes[node].first_child; c >= 0; c = r->nodes[c].next_sibling) {
        if (same_action(&r->nodes[c].action, a)) {
            return c;
        }
    }
    return -1;
}

/* The review starts over from the controller's game (a new game or a load). */
static void review_restart(Session *s)
{
    review_init(s->rev, &s->ctl->game);
    s->generation = s->ctl->generation;
}

bool session_init(Session *s, Controller *c, bool autosave)
{
    memset(s, 0, sizeof *s);
    s->ctl = c;
    s->rev = malloc(sizeof *s->rev);
    s->saved = malloc(RECORD_FILE_MAX);
    s->scratch = malloc(RECORD_FILE_MAX);
    if (!s->rev || !s->saved || !s->scratch) {
        session_free(s);
        return false;
    }
    s->has_paths = storage_paths_init(&s->paths, NULL);
    s->autosave_on = autosave && s->has_paths;
    review_restart(s);
    return true;
}

void session_free(Session *s)
{
    free(s->rev);
    free(s->saved);
    free(s->scratch);
    s->rev = NULL;
    s->saved = NULL;
    s->scratch = NULL;
}

/* Replaces the controller's game by a loaded one; the review starts over. */
static void take_game(Session *s, const Game *g, const RecordInfo *info)
{
    controller_set_game(s->ctl, g);
    if (info) {
        s->info = *info;
    } else {
        memset(&s->info, 0, sizeof s->info);
    }
    review_restart(s);
}

StorageLoad session_resume(Session *s, RecordError *err)
{
    if (!s->has_paths) {
        return STORAGE_NONE;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        return STORAGE_NONE;
    }
    RecordInfo info;
    memset(&info, 0, sizeof info);
    StorageLoad r = storage_autosave_load(&s->paths, g, &info, err);
    if (r == STORAGE_LOADED) {
        take_game(s, g, &info);
        /* What is on disk is what was resumed: no write until the game changes. */
        s->saved_len = record_format(&s->ctl->game, &s->info, RECORD_TEXT, s->saved,
                                     RECORD_FILE_MAX);
    }
    free(g);
    return r;
}

/* Walks the game's actions down the review tree, adding the actions it lacks. */
static void sync_review(Session *s)
{
    Review *r = s->rev;
    const Game *g = &s->ctl->game;
    if (r->rules != g->rules || r->opening != g->opening ||
        s->generation != s->ctl->generation) {
        review_restart(s); /* a new game (its first moves may already be played) */
        return;
    }
    int node = 0;
    for (int i = 0; i < g->nactions; i++) {
        int next = child_with(r, node, &g->actions[i]);
        if (next < 0) {
            review_goto(r, node);
            if (!review_play(r, &g->actions[i], NULL)) {
                review_restart(s); /* the tree is full: keep the game, drop old lines */
                return;
            }
            next = r->current;
        }
        node = next;
    }
    review_goto(r, node);
}

/* A fingerprint of everything a record of the game holds: the position, the number of
 * actions and redos, the last action and the rules. Equal fingerprints: nothing to do. */
static uint64_t signature(const Game *g)
{
    uint64_t h = g->board.hash;
    h = h * 1099511628211ULL ^ (uint64_t)g->nactions;
    h = h * 1099511628211ULL ^ (uint64_t)g->nredo;
    h = h * 1099511628211ULL ^ (uint64_t)g->rules->id;
    h = h * 1099511628211ULL ^ (uint64_t)g->opening;
    if (g->nactions > 0) {
        const Action *a = &g->actions[g->nactions - 1];
        h = h * 1099511628211ULL ^ (uint64_t)(a->kind * 64 + a->colour);
        h = h * 1099511628211ULL ^ (uint64_t)(uint32_t)a->time_ms;
    }
    return h;
}

bool session_sync(Session *s)
{
    uint64_t sig = signature(&s->ctl->game);
    if (s->synced && sig == s->signature) {
        return false;
    }
    s->synced = true;
    s->signature = sig;
    sync_review(s);
    if (!s->autosave_on) {
        return false;
    }
    char *buf = s->scratch;
    size_t n = record_format(&s->ctl->game, &s->info, RECORD_TEXT, buf, RECORD_FILE_MAX);
    bool wrote = false;
    if (n > 0 && n < RECORD_FILE_MAX &&
        (n != s->saved_len || memcmp(buf, s->saved, n) != 0)) {
        RecordError err;
        if (storage_autosave_write(&s->paths, &s->ctl->game, &s->info, &err)) {
            memcpy(s->saved, buf, n);
            s->saved_len = n;
            s->autosave_failed = false;
            wrote = true;
        } else {
            s->autosave_failed = true;
            s->autosave_err = err;
        }
    }
    return wrote;
}

bool session_load_file(Session *s, const char *path, RecordError *err)
{
    Game *g = malloc(sizeof *g);
    if (!g) {
        return record_error(err, "out of memory");
    }
    RecordInfo info;
    memset(&info, 0, sizeof info);
    bool ok = record_load_file(path, RECORD_AUTO, s->ctl->game.rules, g, &info, err);
    if (!ok && record_format_from_path(path) == RECORD_TEXT) {
        /* A .txt file may hold another format (often a plain move list): try what its
         * content looks like; when that fails too, the text record's reason stands. */
        char *data = NULL;
        size_t len = 0;
        if (record_read_file(path, &data, &len, NULL)) {
            RecordFormat seen = record_detect(data, len);
            RecordError err2;
            ok = seen != RECORD_TEXT &&
                 record_parse(data, len, seen, s->ctl->game.rules, g, &info, &err2);
            if (!ok && seen != RECORD_TEXT && err2.move > 1) {
                /* Its first move was read: it is that format, with a bad later move. */
                *err = err2;
                snprintf(err->msg, sizeof err->msg, "%.100s: %.150s", path, err2.msg);
            }
            free(data);
        }
    }
    if (ok) {
        take_game(s, g, &info);
    }
    free(g);
    return ok;
}

bool session_save_file(Session *s, char *path, size_t cap, RecordError *err)
{
    if (record_format_from_path(path) == RECORD_AUTO) {
        const char *slash = strrchr(path, '/');
        const char *base = slash ? slash + 1 : path;
        if (!strchr(base, '.')) {
            size_t n = strlen(path);
            if (n + 7 > cap) {
                return record_error(err, "%s: the name is too long", path);
            }
            memcpy(path + n, ".renju", 7);
        }
    }
    return record_save_file(path, RECORD_AUTO, &s->ctl->game, &s->info, err);
}

bool session_paste(Session *s, const char *text, size_t len, RecordError *err)
{
    Game *g = malloc(sizeof *g);
    if (!g) {
        return record_error(err, "out of memory");
    }
    RecordInfo info;
    memset(&info, 0, sizeof info);
    bool ok = record_parse(text, len, RECORD_AUTO, s->ctl->game.rules, g, &info, err);
    if (ok) {
        take_game(s, g, &info);
    }
    free(g);
    return ok;
}

bool session_copy(const Session *s, char *buf, size_t cap)
{
    size_t n = record_format(&s->ctl->game, NULL, RECORD_MOVES, buf, cap);
    return n > 0 && n < cap;
}

/* The game's first n actions, replayed (they were all accepted before). */
static bool game_prefix(const Game *g, int n, Game *out)
{
    game_init(out, g->rules, g->opening);
    for (int i = 0; i < n && i < g->nactions; i++) {
        if (!game_apply(out, &g->actions[i], NULL)) {
            return false;
        }
    }
    return true;
}

bool session_branch(Session *s, Pos p, GameError *err)
{
    Controller *c = s->ctl;
    if (controller_is_live(c)) {
        return false;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        return false;
    }
    bool ok = game_prefix(&c->game, c->view, g) && game_play(g, p, err);
    if (ok) {
        controller_set_game(c, g);
        c->cursor = p;
        sync_review(s);
    }
    free(g);
    return ok;
}

/* The review node of the position after the game's first ply actions. */
static int node_at(const Session *s, int ply)
{
    const Game *g = &s->ctl->game;
    int node = 0;
    for (int i = 0; i < ply && i < g->nactions && node >= 0; i++) {
        node = child_with(s->rev, node, &g->actions[i]);
    }
    return node;
}

/* The children of the node after ply actions except the game's own next one. */
static int other_children(const Session *s, int ply, int *out, int cap)
{
    const Game *g = &s->ctl->game;
    int node = node_at(s, ply);
    if (node < 0) {
        return 0;
    }
    int kids[64];
    int n = review_children(s->rev, node, kids, 64);
    int k = 0;
    for (int i = 0; i < n && k < cap; i++) {
        const Action *a = &s->rev->nodes[kids[i]].action;
        if (ply < g->nactions && same_action(a, &g->actions[ply])) {
            continue;
        }
        out[k++] = kids[i];
    }
    return k;
}

int session_variations(const Session *s, int ply, Action *out, int cap)
{
    int nodes[64];
    int n = other_children(s, ply, nodes, cap < 64 ? cap : 64);
    for (int i = 0; i < n; i++) {
        out[i] = s->rev->nodes[nodes[i]].action;
    }
    return n;
}

bool session_has_variations(const Session *s, int ply)
{
    int nodes[1];
    return other_children(s, ply, nodes, 1) > 0;
}

bool session_switch(Session *s, int ply, int k)
{
    int nodes[64];
    int n = other_children(s, ply, nodes, 64);
    if (k < 0 || k >= n) {
        return false;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        return false;
    }
    review_goto(s->rev, nodes[k]);
    review_end(s->rev);
    bool ok = review_position(s->rev, g);
    if (ok) {
        controller_set_game(s->ctl, g);
        controller_view(s->ctl, ply + 1);
    }
    free(g);
    return ok;
}

bool session_games_dir(const Session *s, char *buf, size_t cap)
{
    return s->has_paths && storage_join(s->paths.data_dir, "games", buf, cap) &&
           storage_make_dirs(buf, NULL);
}

static int by_name(const void *a, const void *b) { return strcmp(a, b); }

int session_list_files(const char *dir, char names[][SESSION_FILE_NAME_MAX], int cap)
{
    DIR *d = opendir(dir);
    if (!d) {
        return 0;
    }
    int n = 0;
    const struct dirent *e;
    while ((e = readdir(d)) != NULL && n < cap) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len >= SESSION_FILE_NAME_MAX ||
            record_format_from_path(e->d_name) == RECORD_AUTO) {
            continue;
        }
        memcpy(names[n++], e->d_name, len + 1);
    }
    closedir(d);
    qsort(names, (size_t)n, SESSION_FILE_NAME_MAX, by_name);
    return n;
}
