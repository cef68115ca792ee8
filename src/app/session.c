/* Renju - MIT licence, see LICENSE.
 *
 * The window's records glue (see session.h): autosave after every change, the review
 * tree that keeps every line played, loading, saving, paste, copy and branching.
 */
#include "session.h"

#include "filesave.h"
#include "gamefiles.h"
#include "i18n.h"
#include "rif.h"
#include "text.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static uint64_t game_key(const Game *g);
static uint64_t tree_shape(const Review *r);
static Game *played_game(const Session *s);

/* The game as it stands is safe in a file (read from one, saved, kept as a copy), and so
 * is every line of the review as it stands (that file holds them). */
static void set_safe(Session *s)
{
    s->safe_sig = game_key(&s->ctl->game);
    s->safe_tree = tree_shape(s->rev) | 1;
    s->given_sig = 0;
}

/* Is the game on the board in a file: as it stands, or as another path of that file's
 * lines while no move was added to them (moves undone, another line followed; audit 24
 * C12: after an undo a game just opened from a file was "not saved")? A comment, a mark
 * or a delete forgets safe_tree (annotated), a new move changes the tree's shape. */
static bool is_safe(const Session *s)
{
    const Game *g = &s->ctl->game;
    if (game_key(g) == s->safe_sig) {
        return true;
    }
    if (s->safe_tree == 0 || (tree_shape(s->rev) | 1) != s->safe_tree) {
        return false;
    }
    int node = 0; /* the root: its children are the first actions */
    for (int i = 0; i < g->nactions && node >= 0; i++) {
        node = review_child(s->rev, node, &g->actions[i]);
    }
    return node >= 0;
}

static void forget_delete(Session *s);

/* A name into a RecordInfo field, cut at a character's start. */
static void copy_name(char dst[RECORD_NAME_MAX], const char *name)
{
    size_t n = strlen(name);
    n = n < RECORD_NAME_MAX - 1 ? n : RECORD_NAME_MAX - 1;
    while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80) {
        n--; /* name[n] continues a character: cut before it */
    }
    memcpy(dst, name, n);
    dst[n] = '\0';
}

/* Today's date as a record keeps it (SGF's DT[]: YYYY-MM-DD, local time). */
static void today(char date[RECORD_NAME_MAX])
{
    time_t now = time(NULL);
    struct tm tmv;
    if (!localtime_r(&now, &tmv) || strftime(date, RECORD_NAME_MAX, "%Y-%m-%d", &tmv) == 0) {
        date[0] = '\0';
    }
}

/* Children of a node read at once: a move on every point, a pass and the opening's choices
 * (a library's position has 224). */
enum { SESSION_KIDS = 512 };

/* What a record gives a load: its game, its lines and its details (large: on the heap). */
typedef struct {
    Game game;
    Review *lines;
    RecordInfo info;
} Loaded;

static void loaded_free(Loaded *ld)
{
    if (ld) {
        review_free(ld->lines);
        free(ld);
    }
}

/* A new Loaded, or NULL when memory is short. */
static Loaded *loaded_new(void)
{
    Loaded *ld = calloc(1, sizeof *ld);
    if (ld && !(ld->lines = review_new())) {
        loaded_free(ld);
        ld = NULL;
    }
    return ld;
}

/* The review starts over from the controller's game (a new game or a load). */
static void review_restart(Session *s)
{
    (void)review_init(s->rev, &s->ctl->game); /* memory short: the moves it holds */
    s->generation = s->ctl->generation;
    s->ctl->side_line = false;
}

void session_tool_off(Session *s)
{
    s->letter_tool = false;
    s->tool_shape = REVIEW_SHAPE_NONE;
}

/* Controller.room: would the review hold g's actions and a after them? Each action
 * that is not yet a node takes one (a new game's tree starts over: room enough). */
static bool review_room(void *ctx, const Game *g, const Action *a)
{
    const Session *s = ctx;
    const Review *r = s->rev;
    if (r->rules != g->rules || r->opening != g->opening || s->generation != s->ctl->generation) {
        return g->nactions + 2 <= REVIEW_MAX_NODES;
    }
    int node = 0, i = 0;
    for (int k; i < g->nactions && (k = review_child(r, node, &g->actions[i])) >= 0; i++) {
        node = k;
    }
    int need = g->nactions - i + (i < g->nactions || review_child(r, node, a) < 0);
    return r->count + need <= REVIEW_MAX_NODES;
}

bool session_init(Session *s, Controller *c, bool autosave)
{
    memset(s, 0, sizeof *s);
    s->ctl = c;
    s->lock_fd = -1;
    s->rev = review_new();
    s->saved = malloc(RECORD_FILE_MAX);
    s->scratch = malloc(RECORD_FILE_MAX);
    if (!s->rev || !s->saved || !s->scratch) {
        session_free(s);
        return false;
    }
    s->has_paths = storage_paths_init(&s->paths, NULL);
    s->autosave_on = autosave && s->has_paths;
    if (s->autosave_on &&
        storage_autosave_lock(&s->paths, &s->lock_fd, &s->lock_errno) == STORAGE_LOCK_BUSY) {
        s->autosave_elsewhere = true;
    }
    review_restart(s);
    today(s->info.date);   /* the first game's day, unless a record is taken instead */
    c->room = review_room; /* no action the tree cannot hold is played */
    c->room_ctx = s;
    return true;
}

void session_free(Session *s)
{
    if (s->ctl && s->ctl->room_ctx == s) {
        s->ctl->room = NULL; /* the tree goes */
        s->ctl->room_ctx = NULL;
    }
    forget_delete(s);
    review_free(s->rev);
    free(s->saved);
    free(s->scratch);
    storage_autosave_unlock(&s->lock_fd);
    s->rev = NULL;
    s->saved = NULL;
    s->scratch = NULL;
}

_Static_assert(RECORD_LEVEL_MIN == AI_LEVEL_MIN && RECORD_LEVEL_MAX == AI_LEVEL_MAX,
               "a record names the computer's levels");

static SeatKind seat_kind(RecordSeat r) { return r == RECORD_SEAT_COMPUTER ? SEAT_AI : SEAT_HUMAN; }

/* Replaces the controller's game by a loaded one; the review starts over with the
 * record's lines (the game's line first). A record that names its seats gets them (the
 * computer back at its level); else a record opened to study (study) turns both seats
 * into people first, so that no AI seat plays into it, and the game in progress (the
 * autosave of an older version) keeps the window's seats. A game on a clock, begun and
 * not yet over, opens paused (controller_hold): neither its clock nor the computer starts
 * before the player resumes; an unbegun one has no clock running (controller_unbegun);
 * any other is never left paused (a pause of the game it replaces). */
static void take_game(Session *s, const Game *g, Review *lines, const RecordInfo *info, bool study)
{
    Controller *c = s->ctl;
    forget_delete(s); /* another game: undo no longer brings a line back */
    session_tool_off(s);
    s->takes++;
    s->seats_named = info && info->seat[0] != RECORD_SEAT_UNKNOWN &&
                     info->seat[1] != RECORD_SEAT_UNKNOWN;
    bool hold = info && clock_timed(&info->clock) && !game_over(g) && g->nactions > 0 &&
                !info->clock_ended; /* a line tried after the game on the clock: reviewed */
    if (s->seats_named) {
        controller_take_seats(c, seat_kind(info->seat[0]), seat_kind(info->seat[1]), info->level);
    } else if (study) {
        controller_study(c, true);
    }
    if (hold) {
        controller_hold(c);
    }
    controller_set_game(c, g);
    c->loaded_end = game_over(g) ? g->board.hash | 1 : 0;
    if (info) {
        s->info = *info;
        s->info.filed = 0; /* the autosave's, written by session_sync alone */
    } else {
        memset(&s->info, 0, sizeof s->info);
    }
    for (int i = 0; i < g->nactions && !s->info.times_read; i++) {
        s->info.times_read = g->actions[i].time_ms > 0;
    }
    /* The record's clock goes on where it was (no clock when it names none), and the
     * proposals marked before it was saved are marked again. */
    controller_resume_clock(c, &s->info.clock, s->info.thinking_ms, s->info.clock_ended);
    c->opt.no_help = s->info.no_help; /* a tournament game's help stays off (audit 32b, B1) */
    controller_restore_proposals(c, s->info.marks, s->info.nmarks);
    controller_restore_mark_redo(c, s->info.unmarks, s->info.nunmarks, s->info.unmarks_after);
    if (!hold) {
        controller_pause(c, false);
    }
    review_restart(s);
    if (lines) {
        review_swap(s->rev, lines); /* lines gets the tree restarted, freed with it */
    }
    /* Another game: the next sync writes it, even when its fingerprint is the old one's
     * (a set-up of the position as it stood, a record of the same moves with other lines
     * or comments). */
    s->synced = false;
}

StorageLoad session_resume(Session *s, RecordError *err)
{
    if (!s->has_paths) {
        return STORAGE_NONE;
    }
    Loaded *ld = loaded_new();
    if (!ld) {
        return STORAGE_NONE;
    }
    RecordError local;
    if (!err) {
        err = &local;
    }
    size_t disk_len = 0;
    StorageLoad r = storage_autosave_load_bytes(&s->paths, &ld->game, ld->lines, &ld->info,
                                                s->saved, RECORD_FILE_MAX, &disk_len, err);
    if (r == STORAGE_BAD) {
        s->resume_err = *err;
    }
    if (r == STORAGE_LOADED) {
        take_game(s, &ld->game, ld->lines, &ld->info, false);
        /* The window's own game: its times, in a game without a clock, are the ones the
         * window measured, unless the autosave says they are a record's ("times: own",
         * RecordInfo.times_read), so a game opened with its times keeps them as its own. */
        s->info.times_read = ld->info.times_read;
        /* A game a file held as it stood when the autosave was written still is: no copy
         * of it is kept, no question asked (audit 24 C12: every restart with --load made
         * one of a game opened from a file and never changed). */
        if (ld->info.filed != 0 && ld->info.filed == game_key(&s->ctl->game)) {
            set_safe(s);
            s->filed_sig = s->safe_sig;
            s->filed_gen = s->ctl->generation;
            s->filed_left = SESSION_LEFT_NONE;
        }
        /* A network game the window was stopped in (kill -9): its connection is gone, the
         * seats two people's, as the other side's after the loss (session.h). */
        s->resumed_network = !game_over(&ld->game) && (ld->info.seat[0] == RECORD_SEAT_NETWORK ||
                                                       ld->info.seat[1] == RECORD_SEAT_NETWORK);
        /* The bytes on disk are what was resumed (autosave_is_ours compares with them); a
         * record in our own words is not written again until the game changes. */
        s->saved_len = disk_len;
        if (s->autosave_elsewhere) {
            set_safe(s); /* the other window keeps it */
        }
    } else if (r == STORAGE_BAD && s->autosave_on && !s->autosave_elsewhere) {
        /* Keep the game it may hold: out of the way of the next save, or, when it cannot
         * be moved, never written over (the window then says autosave is off). */
        RecordError why;
        if (!storage_autosave_set_aside(&s->paths, time(NULL), s->set_aside, sizeof s->set_aside,
                                        &why)) {
            s->autosave_blocked = true;
            s->autosave_failed = true;
            s->autosave_err = why;
        }
    }
    loaded_free(ld);
    return r;
}

size_t session_marks(const Session *s, Lang lang, bool resume_mark, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    char why[400];
    if (resume_mark && s->resume_err.reason != RECORD_R_NONE) {
        i18n_record_error(lang, &s->resume_err, why, sizeof why);
        if (s->set_aside[0]) {
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_AUTOSAVE_SET_ASIDE), why,
                        s->set_aside);
        } else {
            text_append(buf, cap, &len, i18n_text(lang, S_MSG_RESUME_FAILED), why);
        }
    }
    /* Not while a file holds the game as it stands: nothing is lost by closing then. */
    bool filed = s->safe_sig != 0 && is_safe(s);
    if (s->autosave_on && s->autosave_failed && !filed) {
        i18n_record_error(lang, &s->autosave_err, why, sizeof why);
        text_append(buf, cap, &len, "%s", len ? "\n" : "");
        if (s->autosave_err.reason == RECORD_R_FILE_TOO_LARGE) { /* the tree, not a file */
            text_append(buf, cap, &len, i18n_text(lang, S_MARK_AUTOSAVE_TOO_LARGE),
                        RECORD_FILE_MAX / RECORD_MB);
        } else {
            text_append(buf, cap, &len, i18n_text(lang, S_MARK_AUTOSAVE_FAILING), why);
        }
    }
    /* For as long as it is true (audit 29a: a notice the first move replaced). */
    if (s->autosave_on && s->autosave_elsewhere) {
        text_append(buf, cap, &len, "%s", len ? "\n" : "");
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_MSG_AUTOSAVE_ELSEWHERE));
    }
    return len;
}

bool session_unsaved(const Session *s)
{
    if (!s->autosave_on || s->ctl->game.nactions == 0) {
        return false;
    }
    /* A game saved to a file (with all of it) is not lost when the autosave is not; a
     * command line's move list is in no file. */
    bool given = s->given_sig != 0 && game_key(&s->ctl->game) == s->given_sig;
    bool safe = is_safe(s) && !given;
    return !safe && (s->autosave_elsewhere || s->autosave_failed);
}

ProgressSync session_study_save(Session *s, const StoragePaths *sp, Progress *base, Progress *mine,
                                char *aside, size_t asidecap, RecordError *err)
{
    ProgressSync how = progress_sync(sp, time(NULL), base, mine, aside, asidecap, err);
    s->study_unsaved = how == PROGRESS_NOT_SAVED;
    if (s->study_unsaved) {
        s->study_err = *err;
        s->study_paths = sp;
        s->study_base = base;
        s->study_mine = mine;
    }
    return how;
}

/* A failed study save once more (the disk may have room again). */
static void study_retry(Session *s)
{
    if (s->study_unsaved) {
        char aside[256];
        RecordError err = {0};
        session_study_save(s, s->study_paths, s->study_base, s->study_mine, aside, sizeof aside,
                           &err);
    }
}

bool session_study_unsaved(Session *s)
{
    study_retry(s);
    return s->study_unsaved;
}

void session_study_forget(Session *s)
{
    s->study_unsaved = false;
    s->study_paths = NULL;
    s->study_base = NULL;
    s->study_mine = NULL;
}

bool session_at_risk(const Session *s)
{
    const Game *g = &s->ctl->game;
    if (s->merged && s->merged_gen == s->ctl->generation) {
        return true; /* merged lines in no file yet, whatever the game */
    }
    /* Over or not: a finished game in no file is lost as surely (audit 31a, A2: a won game
     * went at the next New game without a word). */
    return g->nactions > 0 && !is_safe(s);
}

unsigned session_risk_left(const Session *s)
{
    if (!session_at_risk(s) || game_key(&s->ctl->game) != s->filed_sig ||
        s->ctl->generation != s->filed_gen) { /* another game, maybe with the same moves */
        return SESSION_LEFT_NONE;
    }
    return s->filed_left;
}

bool session_keep_copy(Session *s, char *name, size_t cap, RecordError *err)
{
    char dir[STORAGE_PATH_MAX];
    name[0] = '\0';
    if (!s->has_paths || !storage_join(s->paths.data_dir, "games", dir, sizeof dir)) {
        return record_error(err, RECORD_R_NO_HOME, "XDG_DATA_HOME", 0, NULL, 0);
    }
    session_sync(s); /* the tree and info hold the game as it stands */
    /* As the autosave: the other lines and the comments go into the copy too. */
    size_t n = record_format_lines(&s->ctl->game, s->rev, &s->info, RECORD_TEXT, s->scratch,
                                   RECORD_FILE_MAX);
    if (n == 0 || n >= RECORD_FILE_MAX) {
        return record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    }
    bool over = game_over(&s->ctl->game);
    if (!storage_keep_new(dir, over ? "finished" : "unfinished",
                          filesave_result_word(s->ctl->game.result), ".renju", time(NULL),
                          s->scratch, n, name, cap, err)) {
        return false;
    }
    s->kept_over = over;
    set_safe(s);
    s->filed_sig = s->safe_sig;
    s->filed_gen = s->ctl->generation;
    s->filed_left = SESSION_LEFT_NONE;
    s->merged = false;
    return true;
}

/* A new game is no longer the loaded record's: its players, event and what its reader said
 * of it go, and its date is today's, the day it began (the window wrote no date, audit 32b,
 * B2); the clock, the seats and the marks are the window's, set at every sync. */
static void forget_record(RecordInfo *info)
{
    info->black[0] = info->white[0] = info->event[0] = '\0';
    today(info->date);
    info->rule_unknown[0] = info->result_dropped[0] = '\0';
    info->notes_cut = info->notes_dropped = info->texts_unread = 0;
    info->foul_move = info->foul_after = info->lines_left_out = info->marks_skipped = 0;
    info->five_move = info->five_after = info->marks_over = info->labels_noted = 0;
    info->five_kept = false;
    info->sgf_setup_skipped = info->sgf_setup_after = 0;
    info->sgf_setup_side = info->sgf_setup_side_after = 0;
    info->sgf_side_cut = info->sgf_side_cut_move = 0;
    info->sgf_props_skipped[0] = info->result_kept[0] = info->sgf_info[0] = '\0';
    info->result_kept_for = 0;
    info->result_kept_text = false;
    info->rule_unnamed = info->opening_guessed = false;
    info->label_marks_noted = 0;
    info->redo_dropped = false;
    info->redo_value[0] = '\0';
    info->header_dropped[0] = info->marks_dropped[0] = '\0';
    memset(&info->foul_verdict, 0, sizeof info->foul_verdict);
    info->times_read = false;
}

/* A typed name into a RecordInfo field, without the blanks around it (blanks alone are
 * no name). */
static void copy_typed(char dst[RECORD_NAME_MAX], const char *name)
{
    while (*name == ' ') {
        name++;
    }
    copy_name(dst, name);
    size_t n = strlen(dst);
    while (n > 0 && dst[n - 1] == ' ') {
        dst[--n] = '\0';
    }
}

void session_set_names(Session *s, const char *black, const char *white, const char *event,
                       const char *date)
{
    copy_typed(s->info.black, black);
    copy_typed(s->info.white, white);
    copy_typed(s->info.event, event);
    copy_typed(s->info.date, date);
    s->synced = false;              /* written into the autosave at the next sync */
    s->safe_sig = s->safe_tree = 0; /* and in no file yet */
}

const char *session_player_name(const Session *s, int player)
{
    /* The record names the players by the colours they hold at its end. */
    Stone end = game_player_colour(&s->ctl->game, player);
    return end == STONE_BLACK ? s->info.black : s->info.white;
}

/* The line of the review that ends at node is the game shown: did it end in the record
 * (a node read, not played here), and is it a side line (off the first children)? */
static void note_line_end(Session *s, int node)
{
    Controller *c = s->ctl;
    const Review *r = s->rev;
    c->loaded_end = game_over(&c->game) && !r->nodes[node].here ? c->game.board.hash | 1 : 0;
    c->side_line = false;
    for (int n = node; n > 0; n = r->nodes[n].parent) {
        c->side_line = c->side_line || r->nodes[r->nodes[n].parent].first_child != n;
    }
}

/* Walks the game's actions down the review tree, adding the actions it lacks (played
 * here). */
static void sync_review(Session *s)
{
    Review *r = s->rev;
    const Game *g = &s->ctl->game;
    if (r->rules != g->rules || r->opening != g->opening || s->generation != s->ctl->generation) {
        review_restart(s); /* a new game (its first moves may already be played) */
        session_tool_off(s);
        forget_record(&s->info);
        return;
    }
    int node = 0;
    for (int i = 0; i < g->nactions; i++) {
        int next = review_child(r, node, &g->actions[i]);
        if (next < 0) {
            review_goto(r, node);
            if (!review_play(r, &g->actions[i], NULL)) {
                /* The tree is full: never reached, as every action is first asked of
                 * review_room (Controller.room). Were it, the game would be kept. */
                review_restart(s);
                return;
            }
            next = r->current;
            r->nodes[next].here = true;
        }
        node = next;
    }
    review_goto(r, node);
    note_line_end(s, node);
}

/* A fingerprint of the game a file holds: the position, the number of actions, the last
 * action and the rules. */
static uint64_t game_key(const Game *g)
{
    uint64_t h = g->board.hash;
    h = h * 1099511628211ULL ^ (uint64_t)g->nactions;
    h = h * 1099511628211ULL ^ (uint64_t)g->rules->id;
    h = h * 1099511628211ULL ^ (uint64_t)g->opening;
    if (g->nactions > 0) {
        const Action *a = &g->actions[g->nactions - 1];
        h = h * 1099511628211ULL ^ (uint64_t)(a->kind * 64 + a->colour);
        h = h * 1099511628211ULL ^ (uint64_t)(uint32_t)a->time_ms;
    }
    return h;
}

/* The same and the redos: equal fingerprints at a sync, nothing to do. */
static uint64_t signature(const Game *g)
{
    return game_key(g) * 1099511628211ULL ^ (uint64_t)g->nredo;
}

/* Is the autosave on disk what this session last wrote or resumed, or is there none (or
 * nothing a game could be in)? Read just past saved_len, so a longer file differs. */
static bool autosave_is_ours(const Session *s)
{
    char *disk = malloc(s->saved_len + 1);
    size_t len = 0;
    if (!disk) {
        return false;
    }
    bool ours = !storage_autosave_read(&s->paths, disk, s->saved_len + 1, &len) ||
                (len == s->saved_len && memcmp(disk, s->saved, len) == 0);
    free(disk);
    return ours;
}

/* A record's claimed result (RecordInfo.result_kept) a move past its end no longer holds
 * for: said once (fix34c: it went without a word); undone, it holds again. */
static void note_claim(Session *s)
{
    const Game *g = &s->ctl->game;
    if (record_result_kept(g, &s->info)) {
        s->claim_plies = g->nactions;
        return;
    }
    if (s->claim_plies > 0 && g->nactions > s->claim_plies && s->info.result_kept[0] &&
        s->claim_said != s->info.result_kept_for) {
        s->claim_said = s->info.result_kept_for;
        controller_say(s->ctl, CTL_MSG_CLAIM_DROPPED,
                       s->info.result_kept[0] == 'B' ? STONE_BLACK : STONE_WHITE);
    }
    s->claim_plies = 0;
}

bool session_sync(Session *s)
{
    /* The clock is part of the record: its control, and the running thinking time to the
     * ms (what the clocks show now, a save keeps), written to the autosave as it passes
     * each step of CTL_CLOCK_SAVE_MS (a long think is saved every second, not on every
     * frame). */
    s->info.clock = s->ctl->opt.clock;
    s->info.clock_ended = s->ctl->clock_done; /* a line tried after its end stays reviewed */
    s->info.no_help = s->ctl->opt.no_help && controller_timed(s->ctl) &&
                      s->ctl->opt.seat[STONE_BLACK] == SEAT_HUMAN &&
                      s->ctl->opt.seat[STONE_WHITE] == SEAT_HUMAN;
    s->info.thinking_ms = controller_thinking_ms(s->ctl);
    int64_t thinking_step = s->info.thinking_ms / CTL_CLOCK_SAVE_MS;
    s->info.nmarks = s->ctl->nproposals;
    memcpy(s->info.marks, s->ctl->proposals, sizeof s->info.marks);
    s->info.nunmarks = controller_mark_redo(s->ctl, s->info.unmarks, &s->info.unmarks_after);
    /* The seats go with the game, a studied record's two people too: after a restart
     * the computer does not play into it. A game explored after its end keeps the seats
     * that played it (the window's exploring is no part of the record: fix32i). */
    const Controller *c = s->ctl;
    for (int i = 0; i < 2; i++) {
        SeatKind k = controller_record_seat(c, i);
        s->info.seat[i] = k == SEAT_AI       ? RECORD_SEAT_COMPUTER
                          : k == SEAT_REMOTE ? RECORD_SEAT_NETWORK
                                             : RECORD_SEAT_PERSON;
    }
    s->info.level = c->opt.ai_level;
    const TimeControl *tc = &s->info.clock;
    bool safe = s->safe_sig != 0 && is_safe(s); /* a save makes it safe: written again */
    int64_t clock_words[] = {thinking_step, tc->kind,      tc->base_ms,         tc->increment_ms,
                             tc->periods,   tc->period_ms, s->info.seat[0],     s->info.seat[1],
                             s->info.level, safe,          s->info.clock_ended, s->info.no_help};
    uint64_t sig = signature(&s->ctl->game);
    for (size_t i = 0; i < sizeof clock_words / sizeof clock_words[0]; i++) {
        sig = sig * 1099511628211ULL ^ (uint64_t)clock_words[i];
    }
    for (int i = 0; i < s->info.nmarks; i++) {
        sig = sig * 1099511628211ULL ^ (uint64_t)(s->info.marks[i] + 1);
    }
    /* What redo gives back (mark_redo), apart from the marks: g6 undone is no fourth mark. */
    sig = sig * 1099511628211ULL ^ (uint64_t)(s->info.nunmarks + 1) << 32;
    for (int i = 0; i < s->info.nunmarks; i++) {
        sig = sig * 1099511628211ULL ^ (uint64_t)(s->info.unmarks[i] + 1);
    }
    sig = sig * 1099511628211ULL ^ (uint64_t)(s->info.unmarks_after + 1);
    if (s->synced && sig == s->signature) {
        return false;
    }
    s->synced = true;
    s->signature = sig;
    sync_review(s);
    note_claim(s);
    study_retry(s); /* a save of anything: the study's failed one too */
    if (!s->autosave_on || s->autosave_blocked || s->autosave_elsewhere) {
        return false;
    }
    char *buf = s->scratch;
    /* A line tried after the game ended is kept as a line of the game, as a save keeps it
     * (played_game): the game stays the game, its result, clock and times with it (audit
     * 32a, A2: after a restart the tried line was the game, and a save lost the clock). */
    Game *played = played_game(s);
    const Game *g = played ? played : &s->ctl->game;
    s->info.filed = safe ? game_key(g) : 0; /* the autosave's alone */
    size_t n = record_format_lines(g, s->rev, &s->info, RECORD_TEXT, buf, RECORD_FILE_MAX);
    bool wrote = false;
    if (n > 0 && n < RECORD_FILE_MAX && n == s->saved_len && memcmp(buf, s->saved, n) == 0) {
        s->autosave_back |= s->autosave_failed;
        s->autosave_failed = false; /* back to what the disk holds (an undo) */
    } else if (n > 0 && n < RECORD_FILE_MAX && !autosave_is_ours(s)) {
        s->autosave_elsewhere = true; /* another window wrote it: its game stays */
    } else if (n > 0 && n < RECORD_FILE_MAX) {
        RecordError err;
        if (storage_autosave_write(&s->paths, g, s->rev, &s->info, &err)) {
            memcpy(s->saved, buf, n);
            s->saved_len = n;
            s->autosave_back |= s->autosave_failed;
            s->autosave_failed = false;
            wrote = true;
        } else {
            s->autosave_failed = true;
            s->autosave_err = err;
        }
    } else if (n >= RECORD_FILE_MAX) { /* a tree too large for a record: said, not silent */
        s->autosave_failed = true;
        record_error(&s->autosave_err, RECORD_R_FILE_TOO_LARGE, NULL, 0, NULL,
                     RECORD_FILE_MAX / (1024 * 1024));
    }
    s->info.filed = 0;
    free(played);
    return wrote;
}

/* Are a's actions the first of b's (b goes on from a)? */
static bool game_prefix(const Game *a, const Game *b)
{
    if (a->rules != b->rules || a->opening != b->opening || a->nactions > b->nactions) {
        return false;
    }
    for (int i = 0; i < a->nactions; i++) {
        const Action *x = &a->actions[i], *y = &b->actions[i];
        if (x->kind != y->kind || x->pos != y->pos || x->count != y->count ||
            x->nproposals != y->nproposals ||
            memcmp(x->proposals, y->proposals, sizeof x->proposals[0] * x->nproposals) != 0) {
            return false;
        }
    }
    return true;
}

/* Does the autosave read into ld (r) hold a game nothing else keeps: with moves (over
 * or not: the other window's won game is as much the player's), not the game its record says a file
 * held, nor one the game on the board goes on from (the one this window resumed, its clock written
 * since)? One that cannot be read counts too. */
static bool autosave_holds_a_game(const Session *s, StorageLoad r, const Loaded *ld)
{
    if (r == STORAGE_BAD) {
        return true;
    }
    return r == STORAGE_LOADED && ld->game.nactions > 0 &&
           !(ld->info.filed != 0 && ld->info.filed == game_key(&ld->game)) &&
           !game_prefix(&ld->game, &s->ctl->game);
}

bool session_take_over(Session *s, char *kept, size_t cap, RecordError *err)
{
    kept[0] = '\0';
    if (!s->autosave_on || !s->autosave_elsewhere || s->lock_fd >= 0 || s->lock_errno != 0 ||
        s->autosave_blocked) {
        return false; /* keeps it already, or never could by the lock (no lock to be had) */
    }
    int lock_errno = 0;
    if (storage_autosave_lock(&s->paths, &s->lock_fd, &lock_errno) != STORAGE_LOCK_OWNED) {
        return false; /* the other window still runs */
    }
    Loaded *ld = loaded_new();
    if (!ld) {
        storage_autosave_unlock(&s->lock_fd);
        return record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    }
    size_t len = 0;
    RecordError why;
    StorageLoad r = storage_autosave_load_bytes(&s->paths, &ld->game, ld->lines, &ld->info,
                                                s->scratch, RECORD_FILE_MAX, &len, &why);
    bool own = r == STORAGE_LOADED && len == s->saved_len && memcmp(s->scratch, s->saved, len) == 0;
    bool ok = true;
    if (!own && autosave_holds_a_game(s, r, ld)) {
        /* The other window's game, as its file holds it, byte for byte. */
        char dir[STORAGE_PATH_MAX];
        if (r == STORAGE_BAD || len == 0) {
            ok = storage_autosave_set_aside(&s->paths, time(NULL), kept, cap, err);
        } else if (!session_games_dir(s, dir, sizeof dir)) {
            ok = record_error(err, RECORD_R_NO_HOME, "XDG_DATA_HOME", 0, NULL, 0);
        } else {
            char name[128];
            ok = storage_keep_new(dir, game_over(&ld->game) ? "finished" : "unfinished",
                                  filesave_result_word(ld->game.result), ".renju", time(NULL),
                                  s->scratch, len, name, sizeof name, err);
            snprintf(kept, cap, "games/%s", ok ? name : "");
        }
    }
    loaded_free(ld);
    if (!ok) {
        kept[0] = '\0';
        storage_autosave_unlock(&s->lock_fd); /* tried again later; the autosave stays */
        return false;
    }
    /* What is on disk now may be written over: it is kept, or this session's own. */
    if (r == STORAGE_LOADED && len > 0) {
        memcpy(s->saved, s->scratch, len);
    }
    s->saved_len = r == STORAGE_LOADED ? len : 0;
    s->autosave_elsewhere = false;
    s->synced = false; /* written now, even when unchanged since the resume */
    session_sync(s);
    return true;
}

bool session_turn(Session *s, BoardTurn t, GameError *err)
{
    session_sync(s); /* the tree holds the game before it turns with it */
    Controller *c = s->ctl;
    bool loaded_end = c->loaded_end != 0 && (c->game.board.hash | 1) == c->loaded_end;
    bool claimed = record_result_kept(&c->game, &s->info) != NULL;
    if (!controller_turn(c, t, err)) {
        return false;
    }
    if (claimed) { /* the record's claimed result, of the same moves turned */
        s->info.result_kept_for = record_moves_key(&c->game);
    }
    if (loaded_end) { /* still the record's own end, turned */
        c->loaded_end = c->game.board.hash | 1;
    }
    s->turn_notes_cut = symmetry_review(s->rev, t);
    /* A turned tree is another shape: U no longer brings a deleted line back, nor does a
     * second Delete finish the one asked about; their words go with them (audit 32a, C13:
     * four turns later the stale "Move 17 ... deleted" was said again). */
    forget_delete(s);
    if (c->msg == CTL_MSG_DELETED || c->msg == CTL_MSG_DELETE_AGAIN ||
        c->msg == CTL_MSG_UNDELETED) {
        controller_say(c, CTL_MSG_NONE, 0);
    }
    session_sync(s);
    return true;
}

/* The error is about the file at path (as record_load_file says it). */
static void name_file(RecordError *err, const char *path)
{
    snprintf(err->file, sizeof err->file, "%s", path);
    record_error_finish(err);
}

/* session_parse_file, with the record's lines into *lines (may be NULL), a stones-only
 * record under asked when given. */
static bool parse_file(const char *path, const char *data, size_t len, const RuleSet *asked,
                       Game *g, Review *lines, RecordInfo *info, RecordError *err)
{
    /* by its name's ending, a .txt also as its content looks: as renju-cli reads it */
    return record_parse_game(data, len, path, asked, 1, g, lines, info, err);
}

bool session_parse_file(const char *path, const char *data, size_t len, Game *g, RecordInfo *info,
                        RecordError *err)
{
    return parse_file(path, data, len, NULL, g, NULL, info, err);
}

/* The record file at path read and parsed (parse_file, under asked; game > 1: that game
 * of an SGF collection, record_parse_game): a malloc'd Loaded, or NULL with err set. */
static Loaded *read_game(const char *path, const RuleSet *asked, int game, RecordError *err)
{
    char *data = NULL;
    size_t len = 0;
    if (!record_read_file(path, &data, &len, err)) {
        if (err->reason == RECORD_R_FILE_TOO_LARGE) { /* a .lib: why, as a library */
            gamefiles_big_lib_refused(path, err);
        }
        return NULL;
    }
    Loaded *ld = loaded_new();
    if (!ld) {
        free(data);
        record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        return NULL;
    }
    bool ok = game > 1 ? record_parse_game(data, len, path, asked, game, &ld->game, ld->lines,
                                           &ld->info, err)
                       : parse_file(path, data, len, asked, &ld->game, ld->lines, &ld->info, err);
    free(data);
    if (!ok) {
        loaded_free(ld);
        return NULL;
    }
    return ld;
}

static Loaded *read_loaded(const char *path, const RuleSet *asked, RecordError *err)
{
    return read_game(path, asked, 1, err);
}

bool session_merge_file(Session *s, const char *path, ReviewMerged *st, RecordError *err)
{
    memset(st, 0, sizeof *st);
    session_sync(s); /* the tree holds the game as it stands */
    Loaded *ld = read_loaded(path, s->rev->rules, err);
    bool ok = ld != NULL;
    if (ok && !review_merge(s->rev, ld->lines, st)) {
        ok = record_error(err, RECORD_R_LINES_TOO_MANY, path, 0, NULL, REVIEW_MAX_NODES - 1);
    }
    loaded_free(ld);
    if (ok && st->moves + st->notes + st->marks > 0) {
        forget_delete(s); /* undo would take back a delete from another tree */
        s->merged = true;
        s->merged_gen = s->ctl->generation;
        s->safe_sig = s->safe_tree = 0;
        s->filed_left |= SESSION_LEFT_LINES | SESSION_LEFT_NOTES;
        s->synced = false;
        session_sync(s);
    }
    return ok;
}

bool session_merge_too_big(const char *path, const RecordError *err)
{
    return record_format_from_path(path) == RECORD_LIB &&
           (err->reason == RECORD_R_LINES_TOO_MANY || err->reason == RECORD_R_FILE_TOO_LARGE);
}

bool session_merge_library(Session *s, const char *path, char *out, size_t cap, LibraryMerged *st,
                           RecordError *err)
{
    memset(st, 0, sizeof *st);
    session_sync(s);
    char *lib = NULL;
    size_t lib_len = 0, game_len = 0, len = 0;
    if (!record_read_file_max(path, LIBRARY_FILE_MAX, &lib, &lib_len, err)) {
        return false;
    }
    Game *played = played_game(s);
    char *game = record_format_file_lines(path, RECORD_LIB, played ? played : &s->ctl->game, s->rev,
                                          &s->info, &game_len, err);
    free(played);
    int bad = 0;
    char *data = game ? library_merge(lib, lib_len, game, game_len, &len, st, err, &bad) : NULL;
    if (game && !data) {
        snprintf(err->file, sizeof err->file, "%s", path);
        record_error_finish(err);
    }
    free(lib);
    free(game);
    /* path's stem, "-merged" (then "-merged-2"...), ".lib": the first name nothing has */
    const char *slash = strrchr(path, '/');
    const char *dot = strrchr(slash ? slash : path, '.');
    int stem = (int)(dot ? (size_t)(dot - path) : strlen(path));
    bool ok = false;
    for (int k = 1; data && !ok && k < 100; k++) {
        char suffix[16] = "";
        if (k > 1) {
            snprintf(suffix, sizeof suffix, "-%d", k);
        }
        if (snprintf(out, cap, "%.*s-merged%s.lib", stem, path, suffix) >= (int)cap) {
            record_error(err, RECORD_R_PATH_TOO_LONG, path, 0, NULL, 0);
            break;
        }
        ok = record_write_file(out, data, len, RECORD_WRITE_NEW, err);
        if (!ok && err->reason != RECORD_R_APPEARED) {
            break;
        }
    }
    free(data);
    return ok;
}

bool session_load_file(Session *s, const char *path, RecordError *err)
{
    return session_load_file_under(s, path, NULL, err);
}

bool session_load_file_under(Session *s, const char *path, const RuleSet *asked, RecordError *err)
{
    return session_load_file_game(s, path, asked, 1, err);
}

/* A game just taken from where the player gave it (a file, the command line's move list)
 * is there as it stands: nothing to lose until it changes, no copy, no question. */
static void taken_as_given(Session *s)
{
    s->merged = false;
    set_safe(s);
    s->filed_sig = s->safe_sig;
    s->filed_gen = s->ctl->generation;
    s->filed_left = SESSION_LEFT_NONE;
}

/* The game is in the file at path now (opened from it, saved to it). */
/* Keeps the folder of the file at path (relative to the working folder) as the last one
 * used (Session.folder). */
static void in_folder(Session *s, const char *path)
{
    char cwd[SESSION_FILE_MAX], whole[SESSION_FILE_MAX];
    bool from_cwd = path[0] != '/' && getcwd(cwd, sizeof cwd) != NULL;
    int n = snprintf(whole, sizeof whole, "%s%s%s", from_cwd ? cwd : "", from_cwd ? "/" : "", path);
    if (n > 0 && (size_t)n < sizeof whole &&
        !gamefiles_parent(whole, s->folder, sizeof s->folder)) {
        s->folder[0] = '\0';
    }
}

bool session_last_folder(const Session *s, char *buf, size_t cap)
{
    if (!s->folder[0] || strlen(s->folder) >= cap || !gamefiles_is_dir(s->folder)) {
        return false;
    }
    snprintf(buf, cap, "%s", s->folder);
    return true;
}

static void in_file(Session *s, const char *path)
{
    in_folder(s, path);
    char cwd[SESSION_FILE_MAX];
    bool from_cwd = path[0] != '/' && getcwd(cwd, sizeof cwd) != NULL; /* as given, else */
    int n = snprintf(s->file, sizeof s->file, "%s%s%s", from_cwd ? cwd : "", from_cwd ? "/" : "",
                     path);
    s->file[n > 0 && (size_t)n < sizeof s->file ? n : 0] = '\0'; /* too long: none */
    s->file_takes = s->takes;
    s->file_gen = s->ctl->generation;
}

const char *session_file(const Session *s)
{
    bool ours = s->file[0] && s->file_takes == s->takes && s->file_gen == s->ctl->generation;
    return ours ? s->file : NULL;
}

bool session_load_file_game(Session *s, const char *path, const RuleSet *asked, int game,
                            RecordError *err)
{
    Loaded *ld = read_game(path, asked, game, err);
    bool ok = ld != NULL;
    if (ok) {
        take_game(s, &ld->game, ld->lines, &ld->info, true);
        taken_as_given(s);
        in_folder(s, path); /* Open starts there next time, a collection's folder too */
        if (ld->info.sgf_games <= 1 && !ld->info.sgf_trailing && !rif_path(path) &&
            ld->info.damaged_len == 0) {
            /* a collection's other games are no part of this game; a damaged .lib's save
             * takes a new name, never its own (audit 34b, B3) */
            in_file(s, path);
        }
    }
    loaded_free(ld);
    return ok;
}

bool session_show_ply(Session *s, int ply)
{
    Controller *c = s->ctl;
    for (int n = 0; n <= c->game.nactions; n++) {
        controller_view(c, n);
        if (c->board.ply == ply) {
            return true;
        }
    }
    return false; /* the game is shorter: left live */
}

/* The game follows node's line of the review (to the line's end). */
static bool follow_line(Session *s, int node)
{
    Review *r = s->rev;
    Game *g = node > 0 && node < r->count ? malloc(sizeof *g) : NULL;
    if (!g) {
        return false;
    }
    review_goto(r, node);
    review_end(r);
    bool ok = review_position(r, g);
    if (ok) {
        controller_set_game(s->ctl, g);
        note_line_end(s, r->current);
    }
    free(g);
    return ok;
}

/* Game `game` of the file at path along its own line alone (findpos_main_line): a game
 * whose tree passes the review's room, found by Find position there. */
static bool load_main_line(Session *s, const char *path, const RuleSet *asked, int game,
                           RecordError *err)
{
    char *data = NULL;
    size_t len = 0, n = 0;
    if (!record_read_file(path, &data, &len, err)) {
        return false;
    }
    RecordFormat fmt = record_format_from_path(path);
    char *own = findpos_main_line(data, len, fmt == RECORD_AUTO ? record_detect(data, len) : fmt,
                                  &n);
    free(data);
    Loaded *ld = own ? loaded_new() : NULL;
    bool ok = ld &&
              record_parse_game(own, n, path, asked, game, &ld->game, ld->lines, &ld->info, err);
    if (ok) {
        take_game(s, &ld->game, ld->lines, &ld->info, true);
        taken_as_given(s);
    }
    loaded_free(ld);
    free(own);
    return ok;
}

bool session_open_found(Session *s, const char *path, const RuleSet *asked, const FindHit *hit,
                        bool *turned, RecordError *err)
{
    *turned = false;
    if (!session_load_file_game(s, path, asked, hit->game, err)) {
        /* Too many lines for the review: found along its own line, opened so. */
        RecordError first = *err;
        if (first.reason != RECORD_R_LINES_TOO_MANY || hit->node >= 0 ||
            !load_main_line(s, path, asked, hit->game, err)) {
            *err = first;
            return false;
        }
    }
    if (hit->turn != TURN_NONE) {
        GameError gerr;
        *turned = session_turn(s, hit->turn, &gerr);
    }
    if (hit->node >= 0) {
        follow_line(s, hit->node);
    }
    session_show_ply(s, hit->ply);
    /* The file holds this game, turned or on another of its lines: nothing to lose. */
    set_safe(s);
    s->filed_sig = s->safe_sig;
    s->filed_gen = s->ctl->generation;
    return true;
}

/* Could arg be a move list rather than a file's name? No '/' (a path) and no '.' (an
 * ending), and its first word a point ("h8", "ab12") or "pass". */
static bool looks_like_moves(const char *arg)
{
    if (strpbrk(arg, "/.")) {
        return false;
    }
    arg += strspn(arg, " \t");
    if (strncmp(arg, "pass", 4) == 0) {
        return arg[4] == '\0' || arg[4] == ' ' || arg[4] == '\t';
    }
    size_t letters = strspn(arg, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    size_t digits = strspn(arg + letters, "0123456789");
    char after = arg[letters + digits];
    return letters >= 1 && letters <= 2 && digits >= 1 && digits <= 2 &&
           (after == '\0' || after == ' ' || after == '\t' || after == ',');
}

bool session_load_arg(Session *s, const char *arg, const RuleSet *asked, bool *moves,
                      RecordError *err)
{
    *moves = false;
    if (session_load_file_under(s, arg, asked, err)) {
        return true;
    }
    bool missing = err->reason == RECORD_R_CANNOT_OPEN &&
                   (err->os == ENOENT || err->os == ENAMETOOLONG);
    if (!missing || !looks_like_moves(arg)) {
        return false;
    }
    Loaded *ld = loaded_new();
    if (!ld) {
        return record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    }
    size_t len = strlen(arg);
    bool ok = record_parse_fitting(arg, len, RECORD_MOVES, asked, &ld->game, ld->lines, &ld->info,
                                   err);
    if (ok) {
        take_game(s, &ld->game, ld->lines, &ld->info, true);
        /* The command line holds it as the player typed it: left unchanged, it is neither
         * kept as "unfinished" nor asked about (audit 24 and 25, C12). */
        taken_as_given(s);
        s->given_sig = s->safe_sig;
        s->filed_sig = 0; /* no file holds its moves: a comment added asks about the game,
                           * not "moves saved in a file" (audit 33a, C12) */
        *moves = true;
    } else {
        /* Named as the list (cut to the field, at a character's end), worded as one by
         * whoever says the error, in its language (audit 22, C4: "the move list" was
         * English in a Bulgarian line). */
        char name[sizeof err->file];
        size_t n = len < sizeof name - 4 ? len : sizeof name - 4;
        while (n > 0 && n < len && ((unsigned char)arg[n] & 0xC0) == 0x80) {
            n--;
        }
        snprintf(name, sizeof name, "%.*s%s", (int)n, arg, n < len ? "…" : "");
        err->file_moves = true;
        name_file(err, name);
    }
    loaded_free(ld);
    return ok;
}

/* The game a save writes as the record's game: the tree's main line (every first child)
 * when it ends in a result and the game on the board is another, unfinished line, a
 * variation tried after the game ended (audit 20b #7: the variation was saved as the main
 * line, the game as played as a side line, and "result: none"); else NULL, the board's
 * game (also when the board's line has ended too: a game taken back and played on to its
 * own end is the game the player just finished, unless it is a line explored with both
 * colours: controller_explore). A malloc'd game the caller frees. */
static Game *played_game(const Session *s)
{
    const Review *r = s->rev;
    const Game *g = &s->ctl->game;
    if (r->rules != g->rules || r->opening != g->opening ||
        (g->result != RESULT_NONE && !s->ctl->exploring)) {
        return NULL; /* not this game's tree, or the board's game has ended itself */
    }
    int end = 0;
    while (r->nodes[end].first_child >= 0) {
        end = r->nodes[end].first_child;
    }
    Game *main = end > 0 ? malloc(sizeof *main) : NULL;
    if (main && (!review_node_position(r, end, main) || main->result == RESULT_NONE)) {
        free(main);
        return NULL;
    }
    bool same = main && main->nactions == g->nactions;
    for (int i = 0; same && i < g->nactions; i++) {
        same = review_same_action(&main->actions[i], &g->actions[i]);
    }
    if (same) { /* the board's game is the main line: written as ever */
        free(main);
        return NULL;
    }
    return main;
}

Game *session_saved_game(const Session *s)
{
    Game *g = played_game(s);
    if (!g && (g = malloc(sizeof *g)) != NULL) {
        *g = s->ctl->game;
    }
    return g;
}

/* Who played a seat, as an SGF save names the players (PB[], PW[]) when the record names
 * none: words any reader can use, the same in every language of the window, never the
 * window's seat labels (audit 32a, C1: PW[Вы], PB[Компьютер, уровень 1] meant nothing
 * in a file sent to someone). The computer as the program and its level ("Renju level
 * 3") or the outside engine's own name; a person "Player", two people by their seats
 * ("First player", "Second player": after a swap the names say who held Black); a
 * network opponent "Opponent". Who was a person or the computer stays in .renju's
 * "seats:". */
static void record_player_name(const Controller *c, int player, char *buf, size_t cap)
{
    SeatKind seat = controller_record_seat(c, player);
    bool people = controller_record_seat(c, 0) == SEAT_HUMAN &&
                  controller_record_seat(c, 1) == SEAT_HUMAN;
    if (people) {
        snprintf(buf, cap, "%s", player == 0 ? "First player" : "Second player");
    } else if (seat == SEAT_AI && c->engine_name[0]) {
        snprintf(buf, cap, "%s", c->engine_name);
    } else if (seat == SEAT_AI) {
        snprintf(buf, cap, "Renju level %d", c->opt.ai_level);
    } else {
        snprintf(buf, cap, "%s", seat == SEAT_REMOTE ? "Opponent" : "Player");
    }
}

/* The record's information as a save in fmt writes it with g, malloc'd (NULL: no memory).
 * SGF: who played Black and White (PB[], PW[], record_player_name), when the record
 * names nobody (the names go by the colours held at the end, after swaps). */
static RecordInfo *info_written(const Session *s, RecordFormat fmt, const Game *g)
{
    RecordInfo *info = malloc(sizeof *info);
    if (!info) {
        return NULL;
    }
    *info = s->info;
    if (fmt == RECORD_SGF && !info->black[0] && !info->white[0]) {
        for (int player = 0; player < 2; player++) {
            bool black = game_player_colour(g, player) == STONE_BLACK;
            char name[RECORD_NAME_MAX];
            record_player_name(s->ctl, player, name, sizeof name);
            copy_name(black ? info->black : info->white, name);
        }
    }
    return info;
}

/* The note of a save under way (its target's path), so that the next start can say a kill
 * cut it short (session_unfinished_save); false when there is no data folder. */
static bool save_note_path(const Session *s, char *buf, size_t cap)
{
    return s->has_paths && !s->autosave_elsewhere &&
           storage_join(s->paths.data_dir, "save-pending", buf, cap);
}

static void save_note(const Session *s, const char *target)
{
    char note[STORAGE_PATH_MAX + 32];
    char abs[4096];
    if (!save_note_path(s, note, sizeof note)) {
        return;
    }
    if (target[0] != '/' && getcwd(abs, sizeof abs)) {
        size_t n = strlen(abs);
        snprintf(abs + n, sizeof abs - n, "/%s", target);
    } else {
        snprintf(abs, sizeof abs, "%s", target);
    }
    FILE *f = fopen(note, "w");
    if (f) {
        fputs(abs, f);
        fclose(f);
    }
}

static void save_note_done(const Session *s)
{
    char note[STORAGE_PATH_MAX + 32];
    if (save_note_path(s, note, sizeof note)) {
        remove(note);
    }
}

bool session_unfinished_save(Session *s, char *target, size_t cap)
{
    char note[STORAGE_PATH_MAX + 32];
    if (!save_note_path(s, note, sizeof note)) {
        return false;
    }
    FILE *f = fopen(note, "r");
    if (!f) {
        return false;
    }
    char path[4096];
    size_t n = fread(path, 1, sizeof path - 1, f);
    fclose(f);
    path[n] = '\0';
    remove(note);
    /* Only this window (it holds the autosave's lock) saved with that note: its temporary
     * is no other save's under way, whatever its age. */
    if (n == 0 || record_remove_temps_of(path, 0) == 0) {
        return false; /* it finished, or failed and said so */
    }
    snprintf(target, cap, "%s", path);
    return true;
}

bool session_save_file(Session *s, char *path, size_t cap, bool replace, RecordError *err)
{
    if (!filesave_complete(path, cap)) {
        return record_error(err, RECORD_R_PATH_TOO_LONG, path, 0, NULL, 0);
    }
    RecordWrite how = replace ? RECORD_WRITE_REPLACE : RECORD_WRITE_NEW;
    if (s->autosave_failed) {
        s->synced = false; /* a save is a moment to try the failing autosave again too */
    }
    study_retry(s);  /* and a failed study save */
    session_sync(s); /* the tree holds the game as it stands */
    RecordFormat fmt = record_format_from_path(path);
    unsigned left = session_save_leaves(s, fmt);
    Game *played = played_game(s);
    const Game *g = played ? played : &s->ctl->game;
    RecordInfo *info = info_written(s, fmt, g);
    if (!info) {
        free(played);
        return record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    }
    save_note(s, path); /* a kill during the write is said at the next start */
    bool ok = record_save_file_lines(path, RECORD_AUTO, g, s->rev, info, how, err);
    save_note_done(s);
    free(info);
    free(played);
    if (!ok) {
        return false;
    }
    if (left == SESSION_LEFT_NONE) {
        set_safe(s);
        s->merged = false;
    } /* else what stayed behind is in no file: the game stays as safe as it was */
    if (session_file(s)) {
        in_file(s, path); /* a file's game saved elsewhere is in that file now */
    }
    in_folder(s, path); /* Open starts there next time */
    s->filed_sig = game_key(&s->ctl->game);
    s->filed_gen = s->ctl->generation;
    s->filed_left = left;
    return true;
}

/* Does the review hold a node off the game's path (another line, or undone moves)? */
static bool has_other_lines(const Session *s)
{
    const Review *r = s->rev;
    const Game *g = &s->ctl->game;
    if (r->rules != g->rules || r->opening != g->opening) {
        return false; /* not this game's tree: no save writes it */
    }
    int node = 0, on_path = 1;
    for (int i = 0; i < g->nactions && node >= 0; i++) {
        node = review_child(r, node, &g->actions[i]);
        on_path += node >= 0;
    }
    return r->count > on_path;
}

unsigned session_save_leaves(const Session *s, RecordFormat fmt)
{
    switch (fmt) {
    case RECORD_TEXT:
    case RECORD_AUTO: /* no format yet: a save picks ours */ return SESSION_LEFT_NONE;
    default: break;
    }
    unsigned left = SESSION_LEFT_NONE;
    /* SGF keeps every line and comment, RenLib every line and the comments on stones; the
     * others no comment (the letters and shapes are SESSION_LEFT_MARKS: "no comments" when
     * there were none but letters misled, audit 23 B7) */
    left |= record_notes_lost(s->rev, fmt) > 0 ? SESSION_LEFT_NOTES : SESSION_LEFT_NONE;
    if (fmt != RECORD_SGF && fmt != RECORD_LIB) {
        if (has_other_lines(s)) {
            left |= SESSION_LEFT_LINES;
        }
    }
    if (!record_keeps_setup(&s->ctl->game, fmt, s->rev)) {
        left |= SESSION_LEFT_SETUP;
    }
    if (!record_keeps_turn(&s->ctl->game, fmt)) {
        left |= SESSION_LEFT_TURN;
    }
    if (!record_keeps_opening(&s->ctl->game, fmt)) {
        left |= SESSION_LEFT_OPENING;
    }
    if (!record_keeps_result(&s->ctl->game, fmt)) {
        left |= SESSION_LEFT_RESULT;
    }
    if (!record_keeps_rule(&s->ctl->game, fmt)) {
        left |= SESSION_LEFT_RULE;
    }
    int marked = 0;
    if (record_shapes_lost(s->rev, fmt, &marked) + marked + record_label_marks_lost(s->rev, fmt) +
            record_letters_lost(s->rev, fmt) >
        0) {
        left |= SESSION_LEFT_MARKS; /* said after the message (status_notice_also_saved) */
    }
    return left;
}

StrId session_saved_notice_of(const Session *s, unsigned left, RecordFormat fmt)
{
    StrId id = session_saved_notice(left, fmt);
    const Game *g = &s->ctl->game;
    if (record_lib_holds(g, s->rev)) { /* audit 24: .lib kept them, unnamed */
        id = id == S_MSG_SAVED_NO_NOTES         ? S_MSG_SAVED_NO_NOTES_LIB
             : id == S_MSG_SAVED_NO_LINES       ? S_MSG_SAVED_NO_LINES_LIB
             : id == S_MSG_SAVED_NO_NOTES_LINES ? S_MSG_SAVED_NO_NOTES_LINES_LIB
                                                : id;
    }
    return id;
}

StrId session_saved_notice(unsigned left, RecordFormat fmt)
{
    static const StrId SAID[] = {S_MSG_SAVED, S_MSG_SAVED_NO_NOTES, S_MSG_SAVED_NO_LINES,
                                 S_MSG_SAVED_NO_NOTES_LINES};
    if (left & SESSION_LEFT_SETUP && fmt == RECORD_SGF) { /* something inside the set-up */
        return left & 3u ? S_MSG_SAVED_SGF_SETUP_AS_MOVES_MORE : S_MSG_SAVED_SGF_SETUP_AS_MOVES;
    }
    if (left & SESSION_LEFT_TURN) { /* a .psq: a set-up with no pass */
        return left & 3u ? S_MSG_SAVED_SETUP_NO_TURN_MORE : S_MSG_SAVED_SETUP_NO_TURN;
    }
    if (left & SESSION_LEFT_SETUP) {
        return left & 3u ? S_MSG_SAVED_SETUP_AS_MOVES_MORE : S_MSG_SAVED_SETUP_AS_MOVES;
    }
    if (left & SESSION_LEFT_OPENING) {
        return left & 3u ? S_MSG_SAVED_NO_OPENING_MORE : S_MSG_SAVED_NO_OPENING;
    }
    return (fmt == RECORD_SGF || fmt == RECORD_LIB) && (left & SESSION_LEFT_NOTES)
               ? S_MSG_SAVED_SOME_NOTES
               : SAID[left & 3u]; /* a result left out is said after it (status.h) */
}

StrId session_keep_question(unsigned left, bool over)
{
    if (over && left == SESSION_LEFT_NONE) {
        return S_CONFIRM_REPLACE_OVER; /* not "in progress": it has ended */
    }
    static const StrId REPLACE[4] = {S_CONFIRM_REPLACE, S_CONFIRM_REPLACE_NOTES,
                                     S_CONFIRM_REPLACE_LINES, S_CONFIRM_REPLACE_BOTH};
    return left & SESSION_LEFT_SETUP ? S_CONFIRM_REPLACE_SETUP : REPLACE[left & 3u];
}

/* The pasted text read into a new Loaded (freed by the caller), or NULL with why in err. */
static Loaded *paste_parse(const char *text, size_t len, RecordError *err)
{
    Loaded *ld = loaded_new();
    if (!ld) {
        record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    } else if (!record_parse_fitting(text, len, RECORD_AUTO, NULL, &ld->game, ld->lines, &ld->info,
                                     err)) {
        loaded_free(ld);
        ld = NULL;
    }
    return ld;
}

bool session_paste_ok(const char *text, size_t len, RecordError *err)
{
    Loaded *ld = paste_parse(text, len, err);
    loaded_free(ld);
    return ld != NULL;
}

bool session_paste(Session *s, const char *text, size_t len, RecordError *err)
{
    Loaded *ld = paste_parse(text, len, err);
    if (ld) {
        take_game(s, &ld->game, ld->lines, &ld->info, true);
    }
    loaded_free(ld);
    return ld != NULL;
}

void session_set_up(Session *s, const Game *g)
{
    RecordInfo *info = calloc(1, sizeof *info);
    if (info) {
        info->clock = s->ctl->opt.clock;
    }
    take_game(s, g, NULL, info, false);
    free(info);
    session_sync(s);
}

char *session_copy_text(Session *s, SessionCopy *what, RecordError *err)
{
    const Game *g = &s->ctl->game;
    *what = SESSION_COPY_FAILED;
    if (g->board.ply == 0) {
        *what = SESSION_COPY_EMPTY;
        return NULL;
    }
    if (g->setup > 0 || record_keep_reason(g, RECORD_MOVES) != RECORD_R_NONE ||
        record_hold_reason(g, RECORD_MOVES) != RECORD_R_NONE) {
        /* Read back as a move string, a set-up would be a game from the opening (or none:
         * a study position's stones stand in no order of play) and another rule's game a
         * renju one: the record keeps both (audit 33b A1). */
        size_t len = 0;
        char *sgf = session_copy_sgf(s, &len, err);
        if (sgf) {
            *what = g->setup > 0 ? SESSION_COPY_SETUP : SESSION_COPY_RULE;
        }
        return sgf;
    }
    size_t cap = (size_t)g->board.ply * 6 + 16;
    char *buf = malloc(cap);
    size_t n = buf ? record_format(g, NULL, RECORD_MOVES, buf, cap) : 0;
    if (n == 0 || n >= cap) {
        free(buf);
        record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        return NULL;
    }
    *what = SESSION_COPY_MOVES;
    return buf;
}

char *session_copy_sgf(Session *s, size_t *len, RecordError *err)
{
    session_sync(s); /* the tree holds the game as it stands */
    Game *played = played_game(s);
    const Game *g = played ? played : &s->ctl->game;
    RecordInfo *info = info_written(s, RECORD_SGF, g);
    char *text = NULL;
    if (!info) {
        record_error(err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    } else {
        text = record_format_file_lines(NULL, RECORD_SGF, g, s->rev, info, len, err);
    }
    free(info);
    free(played);
    return text;
}

static const Action *own_action(const Game *g, int ply);
static int other_children(const Session *s, int ply, int *out, int cap);

/* The move g's last action makes from the shown position is a line the review already
 * has: the game's own next move (the view steps on to it) or another line's first move
 * (the game follows that line, as session_switch does, so its continuation is Redo's
 * and not a line beside it). */
static bool follow_known_line(Session *s, const Game *g, Pos p)
{
    Controller *c = s->ctl;
    int ply = c->view;
    const Action *a = &g->actions[g->nactions - 1];
    const Action *own = own_action(&c->game, ply);
    if (own && review_same_action(a, own)) {
        controller_view(c, ply + 1);
        c->cursor = p;
        return true;
    }
    int nodes[64];
    int n = other_children(s, ply, nodes, 64);
    for (int k = 0; k < n; k++) {
        if (review_same_action(&s->rev->nodes[nodes[k]].action, a) && session_switch(s, ply, k)) {
            c->cursor = p;
            return true;
        }
    }
    return false;
}

/* A game that has ended is a record to explore, as an opened one (audit 32a, B4: after a
 * game against the computer ended, a line from a position where it was to move was
 * refused, and one from the person's came alive, the computer answering): before a line
 * of it is tried or taken up, its seats become two people (controller_explore), so either
 * colour is played and the computer plays on only when asked (play on); the clocks stand
 * (the game's clock is done). The record keeps the seats that played it (fix32i). True
 * when this call turned study on. */
static bool explore_ended(Session *s) { return controller_explore(s->ctl); }

/* session_branch once the game may be branched from. */
static bool try_branch(Session *s, Pos p, GameError *err)
{
    Controller *c = s->ctl;
    /* The computer acts there: a person does not play its colour. A pass the opening
     * refuses there is refused for that first (no one passes in the opening). */
    bool pass = p == POS_PASS;
    if (!pass && !controller_branch_ok(c)) {
        return false;
    }
    Game *g = malloc(sizeof *g);
    if (!g) {
        return false;
    }
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = pass ? ACTION_PASS : ACTION_MOVE;
    a.pos = p;
    bool ok = controller_game_prefix(&c->game, c->view, g) && controller_room(c, g, &a) &&
              game_apply(g, &a, err) && (!pass || controller_branch_ok(c));
    if (ok && !follow_known_line(s, g, p)) {
        controller_set_game(c, g);
        c->cursor = p;
        sync_review(s);
    }
    free(g);
    return ok;
}

bool session_branch(Session *s, Pos p, GameError *err)
{
    Controller *c = s->ctl;
    if (controller_is_live(c) || controller_on_clock(c) || controller_net_one_line(c)) {
        return false; /* on a clock, no move is taken back (controller_undo), nor over the net */
    }
    bool studied = explore_ended(s);
    bool ok = try_branch(s, p, err);
    if (!ok && studied) {
        memcpy(c->opt.seat, c->play_seat, sizeof c->opt.seat); /* no line: as it was */
        c->studying = c->exploring = false;
    }
    return ok;
}

/* Can a person's stone or pass start another line from the shown position now? */
static bool branching(const Controller *c)
{
    return !controller_is_live(c) && !controller_on_clock(c) && !c->paused &&
           !controller_net_one_line(c); /* the peer's game has one line while it is played */
}

/* Another line from the shown position, p (a stone, or POS_PASS) played there; or why
 * not, said there. */
static bool branch_at(Session *s, Pos p)
{
    GameError err;
    memset(&err, 0, sizeof err);
    if (session_branch(s, p, &err)) {
        return true;
    }
    if (err.kind != GAME_ERR_NONE) {
        controller_refuse_shown(s->ctl, &err); /* judged where the player looks */
    }
    return false;
}

bool session_click(Session *s, Pos p)
{
    if (s->letter_tool) {
        return session_letter_click(s, p);
    }
    return branching(s->ctl) ? branch_at(s, p) : controller_click(s->ctl, p);
}

bool session_pass(Session *s)
{
    return branching(s->ctl) ? branch_at(s, POS_PASS) : controller_pass(s->ctl);
}

/* The game's own action number ply: played, or undone and waiting for redo (a line
 * left by undo is no branch the player chose); NULL beyond both. */
static const Action *own_action(const Game *g, int ply)
{
    if (ply < g->nactions) {
        return &g->actions[ply];
    }
    int k = g->nredo - 1 - (ply - g->nactions);
    return k >= 0 ? &g->redo[k] : NULL;
}

/* The review node of the position after the game's own first ply actions (-1: none). */
static int node_at(const Session *s, int ply)
{
    int node = 0;
    for (int i = 0; i < ply && node >= 0; i++) {
        const Action *a = own_action(&s->ctl->game, i);
        node = a ? review_child(s->rev, node, a) : -1;
    }
    return node;
}

/* The children of the node after ply actions except the game's own next one. */
static int other_children(const Session *s, int ply, int *out, int cap)
{
    const Game *g = &s->ctl->game;
    int node = node_at(s, ply);
    if (node < 0 || controller_net_one_line(s->ctl)) {
        return 0;
    }
    const Action *own = own_action(g, ply);
    int kids[SESSION_KIDS];
    int n = review_children(s->rev, node, kids, SESSION_KIDS);
    n = n < SESSION_KIDS ? n : SESSION_KIDS; /* all of them counted: those held read */
    int k = 0;
    for (int i = 0; i < n && k < cap; i++) {
        const Action *a = &s->rev->nodes[kids[i]].action;
        if (own && review_same_action(a, own)) {
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
        explore_ended(s);
        controller_set_game(s->ctl, g);
        controller_view(s->ctl, ply + 1);
        note_line_end(s, s->rev->current);
    }
    free(g);
    return ok;
}

int session_continuations(const Session *s, Pos *out, int cap)
{
    const Controller *c = s->ctl;
    int node = node_at(s, c->view);
    if (node < 0 || controller_net_one_line(c) || controller_position_hidden(c)) {
        return 0;
    }
    int kids[SESSION_KIDS];
    int n = review_children(s->rev, node, kids, SESSION_KIDS);
    n = n < SESSION_KIDS ? n : SESSION_KIDS; /* all of them counted: those held read */
    int k = 0;
    for (int i = 0; i < n && k < cap; i++) {
        const Action *a = &s->rev->nodes[kids[i]].action;
        if (a->kind == ACTION_MOVE) {
            out[k++] = a->pos;
        }
    }
    return k;
}

const char *session_continuation_note(const Session *s, Pos p)
{
    const Controller *c = s->ctl;
    int node = node_at(s, c->view);
    if (node < 0 || p == POS_NONE || controller_net_one_line(c) || controller_position_hidden(c)) {
        return "";
    }
    int kids[SESSION_KIDS];
    int n = review_children(s->rev, node, kids, SESSION_KIDS);
    n = n < SESSION_KIDS ? n : SESSION_KIDS; /* all of them counted: those held read */
    for (int i = 0; i < n; i++) {
        const ReviewNode *k = &s->rev->nodes[kids[i]];
        if (k->action.kind == ACTION_MOVE && k->action.pos == p) {
            return k->note;
        }
    }
    return "";
}

bool session_sibling(Session *s, int dir)
{
    Controller *c = s->ctl;
    int v = c->view;
    if (controller_position_hidden(c)) {
        return false;
    }
    if (controller_on_clock(c) || controller_net_one_line(c)) {
        controller_say(c, CTL_MSG_NO_LINES_TIMED, 0); /* the keys say why, as Delete's */
        return false;
    }
    int node = v > 0 ? node_at(s, v) : -1;
    int kids[SESSION_KIDS];
    int n = node > 0 ? review_children(s->rev, s->rev->nodes[node].parent, kids, SESSION_KIDS) : 0;
    n = n < SESSION_KIDS ? n : SESSION_KIDS;
    int at = 0;
    while (at < n && kids[at] != node) {
        at++;
    }
    if (n < 2 || at == n) {
        /* At the move the lines branch off (the row lists them): into the first or the
         * last of them; from there on, round its siblings as above. */
        int others = other_children(s, v, kids, 64);
        if (others > 0) {
            return session_switch(s, v, dir < 0 ? others - 1 : 0);
        }
        controller_say(c, CTL_MSG_NO_OTHER_LINE, v);
        return false;
    }
    int want = kids[((at + (dir < 0 ? -1 : 1)) % n + n) % n];
    /* Its index among the other lines (session_switch's), the shown move left out. */
    int k = 0;
    for (int j = 0; j < n && kids[j] != want; j++) {
        k += kids[j] != node;
    }
    return session_switch(s, v - 1, k);
}

int session_shown_node(const Session *s) { return node_at(s, s->ctl->view); }

bool session_show_node(Session *s, int node)
{
    Controller *c = s->ctl;
    if (node < 0 || node >= s->rev->count || controller_position_hidden(c)) {
        return false;
    }
    if (controller_on_clock(c) || controller_net_one_line(c)) {
        controller_say(c, CTL_MSG_NO_LINES_TIMED, 0); /* as the other lines' keys */
        return false;
    }
    int depth = review_depth(s->rev, node);
    if (node > 0 && node_at(s, depth) != node && !follow_line(s, node)) {
        return false;
    }
    controller_view(c, depth);
    return true;
}

bool session_forward_into_line(Session *s)
{
    const Controller *c = s->ctl;
    if (c->view != c->game.nactions || controller_on_clock(c) || controller_net_one_line(c) ||
        controller_position_hidden(c) || !session_has_variations(s, c->view)) {
        return false;
    }
    return session_switch(s, c->view, 0);
}

/* The tree's shape: its nodes, each move and where it hangs (not which line is shown). */
static uint64_t tree_shape(const Review *r)
{
    uint64_t h = 1469598103934665603ULL ^ (uint64_t)r->count;
    for (int i = 1; i < r->count; i++) {
        const ReviewNode *nd = &r->nodes[i];
        uint64_t words[] = {(uint64_t)nd->parent, (uint64_t)nd->action.kind,
                            (uint64_t)nd->action.pos};
        for (size_t j = 0; j < sizeof words / sizeof words[0]; j++) {
            h = (h ^ words[j]) * 1099511628211ULL;
        }
    }
    return h;
}

/* Forgets the oldest delete kept. */
static void drop_oldest_delete(Session *s)
{
    review_free(s->undel[0].rev);
    free(s->undel[0].game);
    memmove(&s->undel[0], &s->undel[1], (size_t)(s->undel_count - 1) * sizeof s->undel[0]);
    s->undel_count--;
}

/* Forgets the deletes: undo takes moves back again. */
static void forget_delete(Session *s)
{
    while (s->undel_count > 0) {
        drop_oldest_delete(s);
    }
}

/* The game and the shown move, for a Delete's question. */
static uint64_t shown_sig(const Session *s)
{
    return (signature(&s->ctl->game) ^ (uint64_t)s->ctl->view) * 1099511628211ULL | 1;
}

/* How many actions a delete of node takes: the node and every node after it in its lines
 * (0: no memory to count); into *decisions how many of them place no stone and are no
 * pass (a swap, a proposal, a resignation...), which a player does not call moves. */
static int line_size(const Review *r, int node, int *decisions)
{
    *decisions = 0;
    unsigned char *in = calloc((size_t)r->count, 1);
    if (!in) {
        return 0;
    }
    int n = 0;
    for (int i = node; i < r->count; i++) { /* a child comes after its parent */
        in[i] = i == node || (r->nodes[i].parent >= node && in[r->nodes[i].parent]);
        n += in[i];
        ActionKind k = r->nodes[i].action.kind;
        *decisions += in[i] && k != ACTION_MOVE && k != ACTION_PASS && k != ACTION_CHOOSE;
    }
    free(in);
    return n;
}

SessionDelete session_delete(Session *s)
{
    Controller *c = s->ctl;
    int v = c->view;
    if (controller_position_hidden(c)) {
        return SESSION_DELETE_NONE;
    }
    if (controller_on_clock(c) || controller_net_one_line(c)) {
        controller_say(c, CTL_MSG_NO_DELETE, 0);
        return SESSION_DELETE_NONE;
    }
    if (v <= 0) {
        controller_say(c, CTL_MSG_DELETE_START, 0); /* said, as the other refusals */
        return SESSION_DELETE_NONE;
    }
    if (v <= c->game.setup) {
        controller_say(c, CTL_MSG_SETUP_START, 0);
        return SESSION_DELETE_NONE;
    }
    session_sync(s);
    int node = node_at(s, v);
    if (node <= 0) {
        return SESSION_DELETE_NONE;
    }
    uint64_t sig = shown_sig(s);
    int decisions = 0;
    int moves = line_size(s->rev, node, &decisions);
    /* Said by the number the list and the board show (audit 32a, B3: the count of
     * actions, the opening's decisions with it, said "Move 17" for 14. f9). */
    int number = controller_action_number(c, v - 1);
    if (moves <= 0) {
        return SESSION_DELETE_NONE; /* no memory to count them */
    }
    if (moves > 1 && (s->ask_sig != sig || c->msg != CTL_MSG_DELETE_AGAIN)) {
        s->ask_sig = sig; /* more than a mis-click: asked first, in any game or library */
        /* Stones and decisions counted apart (fix33b: a swap was "a move"). */
        controller_say(c, CTL_MSG_DELETE_AGAIN, moves - decisions);
        c->msg_n2 = decisions;
        return SESSION_DELETE_ASKED;
    }
    s->ask_sig = 0;
    if (s->undel_count > 0 && s->undel[s->undel_count - 1].sig != tree_shape(s->rev)) {
        forget_delete(s); /* the tree changed since: those deletes are no longer undone */
    }
    if (s->undel_count == SESSION_UNDELETES) {
        drop_oldest_delete(s);
    }
    Review *rev = review_new();
    Game *before = malloc(sizeof *before);
    Game *g = malloc(sizeof *g);
    if (!rev || !before || !g || !controller_game_prefix(&c->game, v - 1, g) ||
        !review_copy(rev, s->rev)) {
        review_free(rev);
        free(before);
        free(g);
        return SESSION_DELETE_NONE;
    }
    *before = c->game;
    s->undel[s->undel_count].rev = rev;
    s->undel[s->undel_count].game = before;
    s->undel[s->undel_count].view = v;
    s->undel[s->undel_count].waits = c->ai_waits;
    s->undel_count++;
    review_delete(s->rev, node);
    /* The computer to move there waits: the person took its move away to play another
     * there or to go back further, not to see it played again at once. */
    controller_set_game_waiting(c, g);
    free(g);
    s->safe_sig = s->safe_tree = 0; /* the file, if any, still holds the line */
    s->synced = false;
    session_sync(s);
    s->undel[s->undel_count - 1].sig = tree_shape(s->rev);
    controller_say(c, CTL_MSG_DELETED, number);
    return SESSION_DELETE_DONE;
}

bool session_undelete(Session *s)
{
    Controller *c = s->ctl;
    session_sync(s); /* the tree holds the game as it stands */
    if (s->undel_count == 0 || s->undel[s->undel_count - 1].sig != tree_shape(s->rev) ||
        s->generation != c->generation) {
        forget_delete(s);
        return false;
    }
    int top = s->undel_count - 1;
    review_swap(s->rev, s->undel[top].rev); /* the tree deleted from goes with the copy */
    if (s->undel[top].waits) {
        controller_set_game_waiting(c, s->undel[top].game); /* as it was */
    } else {
        controller_set_game(c, s->undel[top].game);
    }
    controller_view(c, s->undel[top].view);
    review_free(s->undel[top].rev);
    free(s->undel[top].game);
    s->undel_count = top;
    s->synced = false;
    session_sync(s);
    controller_say(c, CTL_MSG_UNDELETED, 0);
    return true;
}

bool session_games_dir(const Session *s, char *buf, size_t cap)
{
    return s->has_paths && storage_join(s->paths.data_dir, "games", buf, cap) &&
           storage_make_dirs(buf, NULL);
}

const char *session_note(const Session *s, int ply)
{
    int node = node_at(s, ply);
    return node >= 0 ? s->rev->nodes[node].note : "";
}

int session_letters(const Session *s, int ply, const ReviewMark **marks)
{
    int node = node_at(s, ply);
    *marks = node >= 0 ? s->rev->nodes[node].marks : NULL;
    return node >= 0 ? s->rev->nodes[node].nmarks : 0;
}

/* A letter or a comment changed in the tree: undo would take it away rather than bring a
 * deleted line back, it is in no file yet, and the autosave follows. */
static void annotated(Session *s)
{
    forget_delete(s);
    s->safe_sig = s->safe_tree = 0;
    s->filed_left |= SESSION_LEFT_NOTES;
    s->synced = false;
    session_sync(s);
}

bool session_marked(const Session *s, int ply)
{
    int node = node_at(s, ply);
    return node >= 0 && s->rev->nodes[node].marked;
}

int session_shapes(const Session *s, int ply, const ReviewShapeMark **shapes)
{
    int node = node_at(s, ply);
    *shapes = node >= 0 ? s->rev->nodes[node].shapes : NULL;
    return node >= 0 ? s->rev->nodes[node].nshapes : 0;
}

/* The node of the shown position, -1 when it is hidden (a pause) or not in the review. */
static int shown_node(const Session *s)
{
    return controller_position_hidden(s->ctl) ? -1 : node_at(s, s->ctl->view);
}

bool session_toggle_marked(Session *s)
{
    int node = shown_node(s);
    const Action *a = node > 0 ? &s->rev->nodes[node].action : NULL;
    if (!a || (a->kind != ACTION_MOVE && a->kind != ACTION_CHOOSE)) {
        controller_say(s->ctl, CTL_MSG_MARK_NO_MOVE, 0);
        return false;
    }
    bool on = !s->rev->nodes[node].marked;
    s->rev->nodes[node].marked = on;
    annotated(s);
    controller_say(s->ctl, on ? CTL_MSG_MOVE_MARKED : CTL_MSG_MOVE_UNMARKED, 0);
    s->ctl->msg_pos = a->pos;
    return true;
}

const char *session_label(const Session *s, Pos p)
{
    int node = shown_node(s);
    const char *t = node >= 0 ? review_mark(s->rev, node, p) : NULL;
    return t ? t : "";
}

ReviewMarkCheck session_set_label(Session *s, Pos p, const char *text, size_t n)
{
    int node = shown_node(s);
    while (n > 0 && text[0] == ' ') {
        text++;
        n--;
    }
    while (n > 0 && text[n - 1] == ' ') {
        n--;
    }
    ReviewMarkCheck c = n > 0 ? review_mark_check(text, n) : REVIEW_MARK_OK;
    if (c != REVIEW_MARK_OK) {
        return c;
    }
    if (node < 0 || !review_set_mark(s->rev, node, p, text, n)) {
        return REVIEW_MARK_FULL;
    }
    annotated(s);
    return REVIEW_MARK_OK;
}

bool session_letter_click(Session *s, Pos p)
{
    int node = shown_node(s);
    if (node < 0 || p == POS_PASS || p == POS_NONE) {
        return false;
    }
    if (s->tool_shape != REVIEW_SHAPE_NONE) {
        bool same = review_shape(s->rev, node, p) == s->tool_shape;
        if (!review_set_shape(s->rev, node, p, same ? REVIEW_SHAPE_NONE : s->tool_shape)) {
            return false;
        }
        annotated(s);
        return true;
    }
    char next[2] = "A";
    bool off = review_mark(s->rev, node, p) != NULL;
    while (!off && next[0] < 'Z') {
        bool used = false;
        const ReviewNode *nd = &s->rev->nodes[node];
        for (int i = 0; i < nd->nmarks && !used; i++) {
            used = strcmp(nd->marks[i].text, next) == 0;
        }
        if (!used) {
            break;
        }
        next[0]++;
    }
    if (!review_set_mark(s->rev, node, p, next, off ? 0 : 1)) {
        return false;
    }
    annotated(s);
    return true;
}

ReviewNoteCheck session_set_note(Session *s, int ply, const char *text, size_t n)
{
    int node = node_at(s, ply);
    if (node < 0) {
        return REVIEW_NOTE_FULL; /* not in the review: nothing to hold it */
    }
    ReviewNoteCheck c = review_set_note(s->rev, node, text, n);
    if (c == REVIEW_NOTE_OK) {
        annotated(s);
    }
    return c;
}
