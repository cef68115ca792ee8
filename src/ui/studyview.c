/* Renju - MIT licence, see LICENSE.
 *
 * Study mode in the window (W, or the Study button in the panel's header; Esc or "Back to
 * the game" leaves): the board shows a problem or a trainer position instead of the game,
 * the panel its own widgets; Tab turns between its tabs, A and the digits choose a level (F,
 * the game's marks, does nothing here). Problems (problem_play.h): a list by level with the
 * solved ones ticked (half-marked when solved only with help), the goal, the learner's moves by
 * mouse or keyboard (arrows and Enter), the defence's answers, a move off the line checked by the
 * prover on a worker thread (the panel says so and the board takes no other move until its verdict
 * comes back), a refuted move with its refutation on the board (the reply, or the foul's lines),
 * the hint (H: the file of the move, then the move), the solution (O), U taking back the last
 * move and the answer to it (problem_play_undo), Restart (Home), Previous and Next (PgUp, PgDn
 * or N), At my level (progress_pick_near); the learner's rating with the last
 * problem's change above the card, each problem's rating in it (a problem rated once:
 * progress_rate, as soon as problem_play_result knows). The trainer (trainer.h): a level, the
 * learner's marks, Check (C) scoring them, each ringed point explained on the board and in the
 * panel when clicked (foulview_point), New position (N). Progress (progress.h) is loaded on entry
 * and saved after every attempt and round (merged with what another window saved meanwhile). The
 * game is left as it was (a game on a clock is paused meanwhile); a record dropped on the window
 * ends study mode so it is seen.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "learners.h"
#include "problem_files.h"
#include "progress.h"
#include "setup.h"
#include "study_keep.h"
#include "text.h"
#include "trainer.h"
#include "ui_internal.h"

#define STUDY_ROWS 40 /* problem rows shown at most */
#define STUDY_LABEL 240
#define TRAINER_TRIES 4000

struct UiStudy {
    bool on;
    int tab;          /* 0 problems, 1 trainer */
    bool paused_game; /* study mode paused the game's clocks (and gives them back) */
    /* Problems. */
    ProblemSet set;
    bool loaded;
    ProblemFileSkips skips;         /* files of the collection skipped (bad), the first named */
    int filter;                     /* 0 all, else the level */
    char technique[PROBLEM_ID_MAX]; /* "" none, else the technique whose problems (of
                                     * every level) the list shows: T, as puzzle themes */
    int scroll;
    bool follow; /* the list scrolls to the current problem when next drawn */
    int current; /* index into set.items, -1 none */
    ProblemPlay play;
    ProblemShelf shelf; /* the problems visited, each as it was left */
    /* The shelf and the problem open across a restart (study_keep.h): the open problem's
     * attempt as the file had it, for its first opening; what was last written. */
    char kept_current[PROBLEM_ID_MAX];
    ProgressAttempt kept_written;
    bool keep_locked; /* an unreadable file stays: nothing is saved over it */
    bool keep_failed; /* the last write failed: said once (the note), not on every move */
    uint64_t keep_print;
    bool attempt_saved;      /* this attempt is over and in the progress */
    bool attempt_rated;      /* this attempt's result moved the rating */
    bool attempt_rates;      /* the problem still rated as this attempt began */
    WidgetId confirm;        /* W_STUDY_SOLUTION or W_STUDY_HINT pressed once where it would
                              * count the problem as failed: said, done when pressed again */
    ProgressAttempt written; /* what of the attempt under way the progress holds already */
    /* Progress: the current learner's folder (paths), the data folder (root). */
    StoragePaths paths;
    bool has_paths;
    StoragePaths root;
    bool has_root;
    /* The learners (learners.h, audit 33b B1): P opens their list in the card's place. */
    Learners learners;
    LearnerSummary summary[LEARNERS_MAX];
    bool lopen;
    int lsel;
    bool ltyping; /* a name being typed: a new learner's, or lrename's */
    int lrename;  /* the learner being renamed while typing (-1: a new learner) */
    char lname[4 * LEARNER_NAME_MAX];
    size_t lname_len;
    TextSel lname_sel;
    bool leat;                     /* the text of the key that began the typing is not typed */
    bool lconfirm;                 /* Delete pressed once: the reset asked */
    bool ldelete;                  /* Shift+Delete pressed once: deleting the learner asked */
    LayoutRect lrow[LEARNERS_MAX]; /* the rows as last drawn (a click chooses) */
    int lrow_first, lrows;
    char lmsg[400];
    bool lmsg_bad;
    Progress *progress;
    Progress *progress_base;  /* as the file was when last read or written: another window's
                               * progress saved meanwhile is merged in (progress_sync) */
    bool progress_locked;     /* an unreadable file stays: nothing is saved over it */
    ProgressSession *session; /* the problems rated since the window opened study mode */
    /* About the progress file, shown under the card: a message (S_COUNT for none) with
     * its reason and the name of a copy set aside, worded when drawn so that it follows
     * a change of language. */
    StrId note;
    RecordError note_err;
    char note_aside[256];
    /* Trainer. */
    TrainerLevel level;
    TrainerRound round;
    bool has_round;
    TrainerScore score;
    uint64_t seed;
    Board *real; /* positions of the collection's problems (real games) */
    int nreal;
    Pos explain; /* the point explained after Check, or POS_NONE */
    /* Labels of this frame's widgets. */
    int title_px; /* the header's "Study": its size, made smaller to share the row */
    char labels[STUDY_ROWS + 16][STUDY_LABEL];
    int nlabels;
};

/* ---- Entering and leaving ------------------------------------------------------------ */

bool ui_study_on(const App *app) { return app->study && app->study->on; }

static Lang lang_of(const App *app) { return app->settings.lang; }

/* A progress trouble in the learner's language (record.h's reason kinds). */
static const char *trouble(const App *app, const RecordError *e, char *buf, size_t cap)
{
    i18n_record_error(lang_of(app), e, buf, cap);
    return buf;
}

static void set_note(UiStudy *st, StrId msg, const RecordError *err, const char *aside)
{
    st->note = msg;
    st->note_err = *err;
    snprintf(st->note_aside, sizeof st->note_aside, "%s", aside);
}

/* The files of the collection skipped, in the learner's language: "The problem file
 * 03-self-play.txt was skipped: it is damaged at line 412." (and how many more); false
 * when none was. */
static bool skipped_text(const App *app, char *buf, size_t cap, bool here)
{
    const ProblemFileSkips *k = &app->study->skips;
    Lang lang = lang_of(app);
    if (k->n == 0 || cap == 0) {
        return false;
    }
    size_t len = problem_files_skipped(lang, k, buf, cap);
    if (app->study->loaded && here) {
        text_append(buf, cap, &len, " %s", i18n_text(lang, S_PROBLEM_OTHERS_HERE));
    }
    return true;
}

/* Why no problem could be loaded, in the learner's language: the files skipped, or why
 * none was read. */
static void not_loaded_text(const App *app, char *buf, size_t cap)
{
    char why[800];
    if (!skipped_text(app, why, sizeof why, true)) {
        problem_files_reason(lang_of(app), &app->study->skips, why, sizeof why);
    }
    text_format(buf, cap, i18n_text(lang_of(app), S_PROBLEMS_NOT_LOADED), why);
}

/* The note in the learner's language now; false when there is none. */
static bool note_text(const App *app, char *buf, size_t cap)
{
    const UiStudy *st = app->study;
    if (st->note == S_COUNT) {
        /* The problem files skipped (with none left, the card says it instead). */
        return st->loaded && skipped_text(app, buf, cap, true);
    }
    char why[300];
    /* Each of the notes' messages takes the reason, and S_PROGRESS_*SET_ASIDE the copy's
     * name after it (the extra argument is ignored by the others). */
    int n = (int)text_format(buf, cap, i18n_text(lang_of(app), st->note),
                             trouble(app, &st->note_err, why, sizeof why), st->note_aside);
    if (st->loaded && n >= 0 && (size_t)n + 1 < cap) {
        buf[n] = ' ';
        if (!skipped_text(app, buf + n + 1, cap - (size_t)n - 1, true)) {
            buf[n] = '\0';
        }
    }
    return true;
}

/* The note just set (st->note), on stderr too, in the learner's language, as the window
 * says it (the copy set aside named by its path). */
static void note_to_stderr(const App *app)
{
    const UiStudy *st = app->study;
    char why[300], aside[sizeof st->paths.data_dir + sizeof st->note_aside + 1] = "";
    char line[sizeof aside + 1200];
    if (st->note_aside[0]) {
        snprintf(aside, sizeof aside, "%s/%s", st->paths.data_dir, st->note_aside);
    }
    /* As note_text: the extra argument is ignored by the messages without a copy. */
    text_format(line, sizeof line, i18n_text(lang_of(app), st->note),
                trouble(app, &st->note_err, why, sizeof why), aside);
    fprintf(stderr, "renju: %s\n", line);
}

/* The progress file was unreadable: set aside as `aside`, or left where it is (and then
 * nothing is saved over it). */
static void note_set_aside(App *app, const RecordError *err, const char *aside)
{
    UiStudy *st = app->study;
    /* A damaged line loses only itself: the rest goes on. */
    set_note(st, progress_is_empty(st->progress) ? S_PROGRESS_SET_ASIDE : S_PROGRESS_PART_SET_ASIDE,
             err, aside);
    note_to_stderr(app);
}

static void note_left_alone(App *app, const RecordError *err)
{
    UiStudy *st = app->study;
    st->progress_locked = true;
    set_note(st, S_PROGRESS_BAD, err, "");
    note_to_stderr(app);
}

/* A save worked: "could not be saved" is no longer true. */
static void note_saved(UiStudy *st)
{
    if (st->note == S_PROGRESS_NOT_SAVED && st->has_paths) {
        st->note = S_COUNT;
    }
}

static void save_progress(App *app)
{
    UiStudy *st = app->study;
    if (!st->has_paths || st->progress_locked) {
        return;
    }
    RecordError err = {0};
    char aside[256];
    /* Through the session, which retries a failed save and asks before a quit loses it. */
    switch (app->has_sess ? session_study_save(&app->sess, &st->paths, st->progress_base,
                                               st->progress, aside, sizeof aside, &err)
                          : progress_sync(&st->paths, time(NULL), st->progress_base, st->progress,
                                          aside, sizeof aside, &err)) {
    case PROGRESS_SAVED: note_saved(st); break;
    case PROGRESS_SAVED_SET_ASIDE: note_set_aside(app, &err, aside); break;
    case PROGRESS_NOT_SAVED: set_note(st, S_PROGRESS_NOT_SAVED, &err, ""); break;
    case PROGRESS_LEFT_ALONE: note_left_alone(app, &err); break;
    }
}

/* The attempt at the current problem into the progress as it stands (what of it is not
 * there yet: st->written); false when there is no attempt (no move, no hint) or, unless
 * all, nothing new but time. */
static bool write_attempt(App *app, bool all)
{
    UiStudy *st = app->study;
    ProblemPlay *pp = &st->play;
    if (st->current < 0 || st->attempt_saved || (!pp->moved && pp->hints == 0 && pp->shows == 0)) {
        return false;
    }
    bool solved = pp->state == PLAY_SOLVED;
    const ProgressAttempt *w = &st->written;
    if (!all && w->counted && w->wrong == pp->wrong_moves && w->hints == pp->hints &&
        w->shows == pp->shows && !solved) {
        return false;
    }
    progress_attempt_update(st->progress, pp->problem.id, &st->written,
                            !solved                  ? PROGRESS_UNSOLVED
                            : problem_play_clean(pp) ? PROGRESS_SOLVED
                                                     : PROGRESS_SOLVED_HELPED,
                            pp->wrong_moves, pp->hints, pp->shows, pp->elapsed_ms);
    return true;
}

/* The attempt at the current problem ends (solved, or left for another problem or the
 * game): the rest of it (its time) goes into the progress. */
static void end_attempt(App *app)
{
    UiStudy *st = app->study;
    ProblemPlay *pp = &st->play;
    if (!write_attempt(app, true)) {
        return;
    }
    save_progress(app);
    /* A solved attempt is over; one left unsolved goes on afresh when the learner is back
     * (what it counted so far is in the progress now). */
    st->attempt_saved = pp->state == PLAY_SOLVED;
    memset(&st->written, 0, sizeof st->written);
    if (!st->attempt_saved) {
        pp->moved = false;
        pp->wrong_moves = 0;
        pp->hints = 0;
        pp->shows = 0;
        pp->elapsed_ms = 0;
    }
}

/* The attempt's result, once known, moves the learner's rating: a problem's first result
 * only (progress_rate), so a retry earns nothing. The attempt itself (a move, a wrong one, a
 * hint) is written in the same save, as it happens: a window killed mid-attempt keeps
 * it as the rating keeps the loss. */
static void rate(App *app)
{
    UiStudy *st = app->study;
    /* Rated before the attempt is written: a solve written first would read as solved
     * before (progress_rates), and the first solve would earn nothing. */
    bool changed = st->current >= 0 && progress_rate_play(st->progress, st->session, &st->play);
    st->attempt_rated = st->attempt_rated || changed;
    changed = write_attempt(app, false) || changed;
    if (changed) {
        save_progress(app);
    }
}

/* The list as chosen: a level (or every one), or a technique. */
static ProgressList list_of(const UiStudy *st)
{
    ProgressList l = {st->technique[0] ? 0 : st->filter, ""};
    snprintf(l.technique, sizeof l.technique, "%s", st->technique);
    return l;
}

/* Where the window is, for the next start (settings.h's study, study_problem). */
static void remember_place(App *app)
{
    const UiStudy *st = app->study;
    app->settings.study = st->on ? st->tab + 1 : 0;
    app->settings.study_level = st->filter;
    snprintf(app->settings.study_technique, sizeof app->settings.study_technique, "%s",
             st->technique);
    if (st->current >= 0) {
        snprintf(app->settings.study_problem, sizeof app->settings.study_problem, "%s",
                 st->set.items[st->current].id);
    }
    ui_save_settings(app);
}

/* What of the problems kept across a restart changed since the last save: a print of
 * the problem open and its state (its time alone is no change). */
static uint64_t keep_print(const UiStudy *st)
{
    const ProblemPlay *pp = &st->play;
    int64_t parts[] = {st->current,         pp->board.ply,     pp->state,         pp->at,
                       pp->nline,           pp->hint,          pp->hints,         pp->wrong_moves,
                       pp->moved,           pp->shown,         pp->helped,        pp->retracted,
                       st->written.counted, st->written.wrong, st->written.hints, st->shelf.n,
                       pp->shows,           st->written.shows};
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        h = (h ^ (uint64_t)parts[i]) * 1099511628211ULL;
    }
    /* The trainer's round: its position, marks and Check. */
    const TrainerRound *r = &st->round;
    int64_t round[] = {st->has_round, r->level, (int64_t)r->board.hash, r->nmarked, r->checked};
    for (size_t i = 0; i < sizeof round / sizeof round[0]; i++) {
        h = (h ^ (uint64_t)round[i]) * 1099511628211ULL;
    }
    for (int i = 0; st->has_round && i < r->nmarked; i++) {
        h = (h ^ (uint64_t)r->marked[i]) * 1099511628211ULL;
    }
    return h;
}

/* The shelf and the problem open as they stand into study-play.txt (study_keep.h), when
 * changed (or always): a restart, or a crash, goes on where the learner was. */
static void save_kept(App *app, bool always)
{
    UiStudy *st = app->study;
    uint64_t print = keep_print(st);
    if (!st->has_paths || st->keep_locked || (!always && print == st->keep_print)) {
        return;
    }
    st->keep_print = print;
    static StudyKeep k; /* a board and a round: not on the stack */
    memset(&k, 0, sizeof k);
    k.shelf.items = malloc((size_t)(st->shelf.n + 1) * sizeof *k.shelf.items);
    if (!k.shelf.items) {
        return;
    }
    k.shelf.cap = st->shelf.n + 1;
    for (int i = 0; i < st->shelf.n; i++) {
        k.shelf.items[k.shelf.n++] = st->shelf.items[i];
    }
    if (st->current >= 0) {
        ProblemKept now;
        problem_kept_of(&st->play, &now);
        problem_shelf_keep(&k.shelf, &now);
        snprintf(k.current, sizeof k.current, "%s", st->play.problem.id);
        k.written = st->written;
    }
    k.has_round = st->has_round;
    k.round = st->round;
    RecordError err = {0};
    bool kept = study_keep_save(&st->paths, &k, &err);
    if (!kept && !st->keep_failed) { /* a folder there, a read-only folder, a full disk */
        set_note(st, S_STUDY_PLAY_NOT_SAVED, &err, "");
        note_to_stderr(app);
    } else if (kept && st->keep_failed && st->note == S_STUDY_PLAY_NOT_SAVED) {
        st->note = S_COUNT; /* written again: the trouble is over */
    }
    st->keep_failed = !kept;
    problem_shelf_free(&k.shelf);
}

/* The problems as the last window left them (study_keep.h), onto the shelf. */
static void load_kept(App *app)
{
    UiStudy *st = app->study;
    if (!st->has_paths) {
        return;
    }
    static StudyKeep k; /* a board and a round: not on the stack */
    RecordError err = {0};
    char aside[256];
    switch (study_keep_load(&st->paths, time(NULL), &st->set, &k, aside, sizeof aside, &err)) {
    case STUDY_KEEP_LOADED: break;
    case STUDY_KEEP_NONE: return;
    case STUDY_KEEP_SET_ASIDE:
        set_note(st, S_STUDY_PLAY_SET_ASIDE, &err, aside);
        note_to_stderr(app);
        return;
    case STUDY_KEEP_BAD:
        st->keep_locked = true;
        set_note(st, S_STUDY_PLAY_BAD, &err, "");
        note_to_stderr(app);
        return;
    }
    problem_shelf_free(&st->shelf);
    st->shelf = k.shelf;
    memcpy(st->kept_current, k.current, sizeof st->kept_current);
    st->kept_written = k.written;
    if (k.has_round) { /* the trainer's round as it was left, its marks and Check */
        st->round = k.round;
        st->has_round = true;
        st->level = k.round.level;
        if (st->round.checked) {
            trainer_check(&st->round, &st->score); /* its score again, counted once already */
        }
    }
}

/* Problem index on the board: as it was left this session (the shelf), unless fresh (a
 * new attempt at a solved one, asked for by Restart), else from its start. */
static void select_problem(App *app, int index, bool fresh)
{
    UiStudy *st = app->study;
    if (index < 0 || index >= st->set.n) {
        return;
    }
    end_attempt(app);
    if (st->current >= 0) {
        problem_shelf_put(&st->shelf, &st->play);
    }
    st->current = index;
    progress_session_saw(st->session, st->set.items[index].id);
    st->follow = true;
    st->attempt_rated = false;
    st->attempt_rates = progress_rates(st->progress, st->session, st->set.items[index].id);
    memset(&st->written, 0, sizeof st->written);
    if (fresh) {
        problem_play_start(&st->play, &st->set.items[index]);
    } else if (problem_shelf_take(&st->shelf, &st->play, &st->set.items[index]) &&
               strcmp(st->kept_current, st->play.problem.id) == 0) {
        /* The attempt the last window left under way goes on: the progress holds this of
         * it already. */
        st->written = st->kept_written;
    }
    st->kept_current[0] = '\0';
    /* A problem solved and left is over: Restart starts a new attempt. */
    st->attempt_saved = st->play.state == PLAY_SOLVED;
    problem_play_tick(&st->play, (int64_t)SDL_GetTicks64());
    app->ctl->cursor = pos_from_xy(7, 7);
    remember_place(app);
    save_kept(app, false);
}

/* The current learner's progress file, read (st->paths). */
static void read_progress(App *app)
{
    UiStudy *st = app->study;
    RecordError err = {0};
    char aside[256];
    switch (progress_load(&st->paths, time(NULL), st->progress, aside, sizeof aside, &err)) {
    case PROGRESS_LOADED:
    case PROGRESS_NONE: break;
    case PROGRESS_SET_ASIDE: note_set_aside(app, &err, aside); break;
    case PROGRESS_BAD: note_left_alone(app, &err); break;
    }
    *st->progress_base = *st->progress;
}

static void load_progress(App *app)
{
    UiStudy *st = app->study;
    RecordError err = {0};
    st->has_root = storage_paths_init(&st->root, &err);
    if (st->has_root) {
        learners_load(&st->root, &st->learners);
    } else {
        learners_default(&st->learners);
    }
    st->has_paths = st->has_root &&
                    learners_paths(&st->root, &st->learners, st->learners.current, &st->paths);
    if (!st->has_paths) {
        if (st->has_root) {
            record_error(&err, RECORD_R_PATH_TOO_LONG, st->root.data_dir, 0, NULL, 0);
        }
        set_note(st, S_PROGRESS_NOT_SAVED, &err, "");
        return;
    }
    read_progress(app);
}

/* The collection's positions, for the trainer's rounds from real games. */
static void collect_positions(UiStudy *st)
{
    st->real = malloc((size_t)(st->set.n > 0 ? st->set.n : 1) * sizeof *st->real);
    st->nreal = 0;
    for (int i = 0; st->real && i < st->set.n; i++) {
        problem_board(&st->set.items[i], &st->real[st->nreal++]);
    }
}

/* The user's own problem files (problem_files_user_dir), beside the collection: each a set
 * of its own; a bad one skipped and named as a collection's file is. */
static void add_user_dir(UiStudy *st)
{
    StoragePaths sp;
    RecordError err;
    char dir[STORAGE_PATH_MAX + 16];
    if (!storage_paths_init(&sp, &err) || !problem_files_user_dir(sp.data_dir, dir, sizeof dir)) {
        return;
    }
    ProblemFileSkips k = {0};
    if (problem_files_add_user_dir(dir, &st->set, &k) > 0) {
        st->loaded = true; /* the learner's own, whatever became of the collection */
    }
    if (k.n > 0 && st->skips.n == 0) {
        int n = st->skips.n;
        ProblemLoadFault load = st->skips.load;
        st->skips = k;
        st->skips.n += n;
        st->skips.load = load;
    } else {
        st->skips.n += k.n;
    }
}

static bool create(App *app)
{
    UiStudy *st = calloc(1, sizeof *st);
    Progress *progress = calloc(2, sizeof *progress);
    ProgressSession *session = calloc(1, sizeof *session);
    if (!st || !progress || !session) {
        free(st);
        free(progress);
        free(session);
        return false;
    }
    st->progress = progress;
    st->session = session;
    st->progress_base = progress + 1;
    st->current = -1;
    st->explain = POS_NONE;
    st->note = S_COUNT;
    st->filter = app->settings.study_level; /* the level tab the window left */
    st->seed = (uint64_t)time(NULL) ^ 0x5DEECE66DULL;
    ProblemJudgeHooks hooks;
    if (ui_ai_judge_hooks(app->ai, &hooks)) {
        problem_play_set_hooks(&st->play, &hooks); /* else judged in place */
    }
    app->study = st;
    char err[600]; /* English, for renju-cli: the window words st->skips */
    st->loaded = problem_files_load_collection(&st->set, &st->skips, err, sizeof err);
    char said[1400]; /* on stderr as in the window, in the learner's language */
    if (!st->loaded) {
        not_loaded_text(app, said, sizeof said);
        fprintf(stderr, "renju: %s\n", said);
        st->set.n = 0; /* nothing to study: no card, no hint */
    } else if (skipped_text(app, said, sizeof said, false)) {
        fprintf(stderr, "renju: %s\n", said);
    }
    add_user_dir(st);
    collect_positions(st);
    /* The technique the window left, while the collection still has problems of it. */
    snprintf(st->technique, sizeof st->technique, "%s", app->settings.study_technique);
    ProgressList kept = list_of(st);
    if (progress_list_first_unsolved(st->progress, &st->set, &kept) < 0) {
        st->technique[0] = '\0';
    }
    load_progress(app);
    load_kept(app);
    return true;
}

/* ---- Learners (audit 33b, B1) ---------------------------------------------------------- */

static const char *learner_name(Lang lang, const Learners *l, int i)
{
    return l->items[i].name[0] ? l->items[i].name : i18n_text(lang, S_LEARNER_FIRST);
}

/* Each learner's summary, read again (the list shows them). */
static void learners_refresh(UiStudy *st)
{
    for (int i = 0; i < st->learners.n; i++) {
        if (st->has_root) {
            learners_summary(&st->root, &st->learners, i, &st->set, &st->summary[i]);
        } else {
            memset(&st->summary[i], 0, sizeof st->summary[i]);
        }
    }
}

static void learner_say(UiStudy *st, bool bad, const char *fmt, const char *a, const char *b)
{
    text_format(st->lmsg, sizeof st->lmsg, fmt, a, b);
    st->lmsg_bad = bad;
}

/* The list of learners written; said when it cannot be (a read-only folder, a full disk). */
static void learners_keep(App *app)
{
    UiStudy *st = app->study;
    RecordError err = {0};
    char why[300];
    if (st->has_root && !learners_save(&st->root, &st->learners, &err)) {
        learner_say(st, true, i18n_text(lang_of(app), S_LEARNERS_NOT_SAVED),
                    trouble(app, &err, why, sizeof why), "");
        fprintf(stderr, "renju: %s\n", st->lmsg);
    }
}

/* The study's state as a learner starts it: nothing in memory, the problem open put away
 * unsaved (the caller saved it or means it to go). */
static void learner_forget(UiStudy *st)
{
    st->current = -1;
    problem_shelf_free(&st->shelf);
    memset(st->progress, 0, sizeof *st->progress);
    memset(st->progress_base, 0, sizeof *st->progress_base);
    memset(st->session, 0, sizeof *st->session);
    memset(&st->written, 0, sizeof st->written);
    st->kept_current[0] = '\0';
    st->attempt_saved = false;
    st->progress_locked = false;
    st->keep_locked = false;
    st->keep_failed = false;
    st->note = S_COUNT;
}

/* Learner i's progress and problems in progress, read. */
static void learner_open(App *app)
{
    UiStudy *st = app->study;
    st->has_paths = st->has_root &&
                    learners_paths(&st->root, &st->learners, st->learners.current, &st->paths);
    if (st->has_paths) {
        read_progress(app);
        load_kept(app);
    }
    if (st->set.n > 0) {
        select_problem(app, progress_open_at(st->progress, &st->set, st->kept_current), false);
    }
}

/* Study as learner i: the current learner's attempt saved, then i's read. */
static void learner_switch(App *app, int i)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    if (i < 0 || i >= st->learners.n) {
        return;
    }
    if (i != st->learners.current) {
        if (write_attempt(app, true)) {
            save_progress(app);
        }
        save_kept(app, true);
        learner_forget(st);
        st->learners.current = i;
        st->lmsg[0] = '\0';
        learners_keep(app);
        learner_open(app);
        learners_refresh(st);
    }
    if (!st->lmsg_bad || !st->lmsg[0]) {
        learner_say(st, false, i18n_text(lang, S_LEARNER_NOW_STUDYING),
                    learner_name(lang, &st->learners, i), "");
    }
}

/* Why the name typed is refused, said; false. True (nothing said) when it is not. */
static bool name_ok(UiStudy *st, Lang lang, LearnerNameFault why)
{
    switch (why) {
    case LEARNER_NAME_OK: return true;
    case LEARNER_NAME_EMPTY:
        learner_say(st, true, i18n_text(lang, S_LEARNER_NAME_EMPTY), "", "");
        break;
    case LEARNER_NAME_TOO_LONG:
        text_format(st->lmsg, sizeof st->lmsg, i18n_text(lang, S_LEARNER_NAME_TOO_LONG),
                    LEARNER_NAME_MAX);
        st->lmsg_bad = true;
        break;
    case LEARNER_NAME_BAD_CHAR:
        learner_say(st, true, i18n_text(lang, S_LEARNER_NAME_BAD_CHAR), "", "");
        break;
    case LEARNER_NAME_TAKEN:
        learner_say(st, true, i18n_text(lang, S_LEARNER_NAME_TAKEN), "", "");
        break;
    case LEARNER_NAME_FULL:
        text_format(st->lmsg, sizeof st->lmsg, i18n_text(lang, S_LEARNER_FULL), LEARNERS_MAX);
        st->lmsg_bad = true;
        break;
    }
    return false;
}

/* The name typed, as a string. */
static void typed_name(const UiStudy *st, char *name)
{
    memcpy(name, st->lname, st->lname_len);
    name[st->lname_len] = '\0';
}

static void typing_end(UiStudy *st)
{
    st->ltyping = false;
    SDL_StopTextInput();
    st->lname_len = 0;
}

/* The name typed for learner lrename: theirs from now (or why not). */
static void learner_rename(App *app)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    char name[sizeof st->lname + 1];
    typed_name(st, name);
    Learners next = st->learners;
    int who = st->lrename;
    char was[4 * LEARNER_NAME_MAX];
    text_format(was, sizeof was, "%s", learner_name(lang, &st->learners, who));
    if (!name_ok(st, lang, learners_rename(&next, who, name))) {
        return;
    }
    typing_end(st);
    st->learners = next;
    learners_keep(app);
    if (!st->lmsg_bad || !st->lmsg[0]) {
        learner_say(st, false, i18n_text(lang, S_LEARNER_RENAMED), was,
                    learner_name(lang, &st->learners, who));
    }
}

/* The name typed: a new learner, studying from now (or why not). */
static void learner_add(App *app)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    char name[sizeof st->lname + 1];
    typed_name(st, name);
    Learners next = st->learners;
    if (!name_ok(st, lang, learners_add(&next, name))) {
        return;
    }
    typing_end(st);
    /* The list gets the new learner, the current one still studying: then the switch. */
    int added = next.n - 1;
    next.current = st->learners.current;
    st->learners = next;
    st->lsel = added;
    learner_switch(app, added);
}

/* The learner chosen in the list (the one studying when none is). */
static int chosen(const UiStudy *st)
{
    return st->lsel >= 0 && st->lsel < st->learners.n ? st->lsel : st->learners.current;
}

/* Delete: asks first, naming the learner chosen in the list; again: they start afresh. */
static void learner_reset(App *app)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int who = chosen(st);
    bool studying = who == st->learners.current;
    const char *name = learner_name(lang, &st->learners, who);
    if (!st->lconfirm) {
        st->lconfirm = true;
        learner_say(st, true, i18n_text(lang, S_LEARNER_RESET_CONFIRM), name, "");
        return;
    }
    st->lconfirm = false;
    if (!st->has_root) {
        return;
    }
    if (studying) {
        learner_forget(st); /* nothing of it saved again */
    }
    RecordError err = {0};
    char why[300];
    if (!learners_reset(&st->root, &st->learners, who, &err)) {
        learner_say(st, true, i18n_text(lang, S_LEARNER_RESET_FAILED), name,
                    trouble(app, &err, why, sizeof why));
        fprintf(stderr, "renju: %s\n", st->lmsg);
    } else {
        learner_say(st, false, i18n_text(lang, S_LEARNER_RESET_DONE), name, "");
    }
    if (studying) {
        learner_open(app); /* what is left (nothing, or the files that stayed) */
    }
    learners_refresh(st);
}

/* Shift+Delete: asks first, naming the learner chosen and saying their progress goes;
 * again: they are gone (never the last one: Delete resets it). */
static void learner_delete(App *app)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int who = chosen(st);
    char name[4 * LEARNER_NAME_MAX];
    text_format(name, sizeof name, "%s", learner_name(lang, &st->learners, who));
    if (st->learners.n <= 1) {
        st->ldelete = false;
        learner_say(st, true, i18n_text(lang, S_LEARNER_DELETE_LAST), name, "");
        return;
    }
    if (!st->ldelete) {
        st->ldelete = true;
        learner_say(st, true, i18n_text(lang, S_LEARNER_DELETE_CONFIRM), name, "");
        return;
    }
    st->ldelete = false;
    if (!st->has_root) {
        return;
    }
    bool studying = who == st->learners.current;
    if (studying) {
        learner_forget(st); /* nothing of theirs saved again */
    }
    RecordError err = {0};
    char why[300];
    Learners next = st->learners;
    if (!learners_delete(&st->root, &next, who, &err)) {
        learner_say(st, true, i18n_text(lang, S_LEARNER_DELETE_FAILED), name,
                    trouble(app, &err, why, sizeof why));
        fprintf(stderr, "renju: %s\n", st->lmsg);
    } else {
        st->learners = next;
        st->lmsg[0] = '\0';
        learners_keep(app);
        if (!st->lmsg[0]) {
            learner_say(st, false, i18n_text(lang, S_LEARNER_DELETED), name, "");
        }
    }
    st->lsel = st->learners.current;
    if (studying) {
        learner_open(app); /* the first learner's, or what stayed of theirs */
    }
    learners_refresh(st);
}

/* R or F2: the chosen learner's name typed anew, from theirs. */
static void rename_start(App *app, bool eat)
{
    UiStudy *st = app->study;
    int who = chosen(st);
    st->ltyping = true;
    st->lrename = who;
    const char *name = st->learners.items[who].name;
    st->lname_len = strlen(name);
    memcpy(st->lname, name, st->lname_len);
    memset(&st->lname_sel, 0, sizeof st->lname_sel);
    st->lname_sel.caret = st->lname_sel.anchor = st->lname_len;
    st->lmsg[0] = '\0';
    SDL_StartTextInput();
    st->leat = eat; /* the R types nothing into the name (F2 has no text) */
}

static void learners_show(App *app, bool on)
{
    UiStudy *st = app->study;
    st->lopen = on;
    st->lconfirm = false;
    st->ldelete = false;
    st->lrows = 0; /* no rows to click until the list is drawn */
    st->lmsg[0] = '\0';
    st->lsel = st->learners.current;
    if (st->ltyping) {
        st->ltyping = false;
        SDL_StopTextInput();
    }
    if (on) {
        learners_refresh(st);
    }
}

/* The list's keys (not typing). */
static bool learners_key(App *app, CtlCommand cmd, bool shift)
{
    UiStudy *st = app->study;
    if (cmd == CTL_CMD_NONE) {
        return true; /* a key of no command (Shift held before Delete) asks nothing anew */
    }
    if (cmd != CTL_CMD_DELETE || shift) {
        st->lconfirm = false;
    }
    if (cmd != CTL_CMD_DELETE || !shift) {
        st->ldelete = false;
    }
    switch (cmd) {
    case CTL_CMD_UP: st->lsel = st->lsel > 0 ? st->lsel - 1 : 0; return true;
    case CTL_CMD_DOWN:
        st->lsel = st->lsel + 1 < st->learners.n ? st->lsel + 1 : st->lsel;
        return true;
    case CTL_CMD_PLAY: learner_switch(app, st->lsel); return true;
    case CTL_CMD_REDO:                                                      /* R */
    case CTL_CMD_NOTE: rename_start(app, cmd == CTL_CMD_REDO); return true; /* F2 */
    case CTL_CMD_NEW_GAME:
        st->ltyping = true;
        st->lrename = -1;
        st->lname_len = 0;
        memset(&st->lname_sel, 0, sizeof st->lname_sel);
        st->lmsg[0] = '\0';
        SDL_StartTextInput();
        st->leat = true; /* the N types nothing into the name */
        return true;
    case CTL_CMD_DELETE:
        if (shift) {
            learner_delete(app);
        } else {
            learner_reset(app);
        }
        return true;
    case CTL_CMD_HIDE_CURSOR:
    case CTL_CMD_PASS: learners_show(app, false); return true;
    case CTL_CMD_LANGUAGE:
    case CTL_CMD_THEME:
    case CTL_CMD_QUIT:
    case CTL_CMD_HELP:
    case CTL_CMD_STUDY: return false;
    default: return true;
    }
}

bool ui_study_learners_open(const App *app)
{
    return ui_study_on(app) && app->study->tab == 0 && app->study->lopen;
}

bool ui_study_typing(const App *app)
{
    return ui_study_on(app) && app->study->lopen && app->study->ltyping;
}

void ui_study_text(App *app, const char *text)
{
    UiStudy *st = app->study;
    if (st->leat) {
        st->leat = false;
        return;
    }
    textfield_type(st->lname, sizeof st->lname, &st->lname_len, &st->lname_sel, text,
                   TEXTFIELD_WORDS);
}

void ui_study_field_key(App *app, const SDL_KeyboardEvent *k)
{
    UiStudy *st = app->study;
    st->leat = false; /* a key of the name's own: its text is typed */
    switch (k->keysym.sym) {
    case SDLK_ESCAPE:
        st->ltyping = false;
        st->lmsg[0] = '\0';
        SDL_StopTextInput();
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        if (st->lrename >= 0) {
            learner_rename(app);
        } else {
            learner_add(app);
        }
        break;
    default:
        ui_field_edit(k, st->lname, sizeof st->lname, &st->lname_len, TEXTFIELD_WORDS, NULL,
                      &st->lname_sel);
        break;
    }
}

static void new_round(App *app);

void ui_study_toggle(App *app)
{
    if (!app->study && !create(app)) {
        return;
    }
    UiStudy *st = app->study;
    if (st->on) {
        end_attempt(app);
        problem_play_pause(&st->play);
        save_kept(app, false);
        st->on = false;
        /* The game's board again: the cursor starts on its centre (it kept the study's
         * last point, and Enter played there). */
        app->ctl->cursor = board_centre(&app->ctl->game.board);
        if (st->paused_game) {
            controller_pause(app->ctl, false);
            st->paused_game = false;
        }
        remember_place(app);
        return;
    }
    st->on = true;
    if (app->has_sess) {
        session_tool_off(&app->sess); /* back from the study, a click plays (audit 30 B4) */
    }
    app->ctl->cursor = pos_from_xy(7, 7); /* the study's boards are 15x15: h8 */
    app->cursor_visible = false;
    /* A game on a clock waits while its player studies. */
    st->paused_game = controller_timed(app->ctl) && !app->ctl->paused &&
                      controller_pause(app->ctl, true);
    /* The infinite analysis of a position now out of sight would take the processor
     * from the study's judgements for as long as it lasts: it stops (its answer stays). */
    controller_analyse_live(app->ctl, false);
    app->dialog = DLG_NONE;
    if (st->current < 0 && st->set.n > 0) {
        /* The learner's path goes on where it stopped: the problem open when the window
         * last left, else the easiest problem not solved. */
        select_problem(app, progress_open_at(st->progress, &st->set, app->settings.study_problem),
                       false);
    }
    if (st->tab == 1 && !st->has_round) {
        new_round(app);
    }
    remember_place(app);
}

void ui_study_reopen(App *app)
{
    if (app->settings.study < 1 || app->settings.study > 2 || (!app->study && !create(app))) {
        return;
    }
    if (!app->study->on) {
        app->study->tab = app->settings.study - 1;
        ui_study_toggle(app);
    }
}

const TrainerRound *ui_study_round(const App *app)
{
    const UiStudy *st = app->study;
    return st && st->on && st->has_round ? &st->round : NULL;
}

void ui_study_destroy(App *app)
{
    UiStudy *st = app->study;
    if (!st) {
        return;
    }
    /* The attempt goes on after the restart (study_keep.h): written, not ended, so that
     * it counts one try. */
    if (write_attempt(app, true)) {
        save_progress(app);
    }
    save_kept(app, true);
    if (app->has_sess && session_study_unsaved(&app->sess)) { /* quit anyway, or a signal */
        char why[300], line[600];
        text_format(line, sizeof line, i18n_text(lang_of(app), S_PROGRESS_NOT_SAVED),
                    trouble(app, &app->sess.study_err, why, sizeof why));
        fprintf(stderr, "renju: %s\n", line);
    }
    if (app->has_sess) {
        session_study_forget(&app->sess); /* its memory goes */
    }
    problem_play_free(&st->play);
    problem_shelf_free(&st->shelf);
    problem_set_free(&st->set);
    free(st->real);
    free(st->progress);
    free(st->session);
    free(st);
    app->study = NULL;
}

/* ---- The clock ----------------------------------------------------------------------- */

/* A stone drops in on p (the animation). */
static void drop_in(App *app, Pos p)
{
    app->anim_pos = p;
    app->anim_start = SDL_GetTicks();
}

bool ui_study_frame(App *app)
{
    UiStudy *st = app->study;
    if (!st || !st->on) {
        return false;
    }
    if (app->has_sess && !app->sess.study_unsaved) {
        note_saved(st); /* the session's retry (a game move, a save) wrote it */
    }
    if (st->current < 0) {
        return false;
    }
    if (st->tab != 0) {
        problem_play_pause(&st->play); /* the problem's time stands while in the trainer */
        return false;
    }
    PlayState before = st->play.state;
    /* The verdict on a move being checked, when it has come (an old one is dropped). */
    bool judged = false;
    ProblemMoveVerdict v;
    uint64_t id;
    while (ui_ai_poll_verdict(app->ai, &v, &id)) {
        judged |= problem_play_verdict(&st->play, id, &v);
    }
    if (judged && st->play.state != PLAY_TO_MOVE) {
        drop_in(app, st->play.judged); /* it stands, or stands refuted */
    }
    bool changed = problem_play_tick(&st->play, (int64_t)SDL_GetTicks64());
    if (changed) {
        drop_in(app, board_last(&st->play.board) ? board_last(&st->play.board)->pos : POS_NONE);
    }
    rate(app); /* a verdict came: refuted, or the defence's answer ended it */
    if (before != PLAY_SOLVED && st->play.state == PLAY_SOLVED) {
        end_attempt(app);
    }
    save_kept(app, false); /* a move, an answer, a hint: kept at once (a crash loses none) */
    return judged || changed || st->play.state == PLAY_ANSWERING || st->play.state == PLAY_SHOWING;
}

int ui_study_wait(const App *app)
{
    const UiStudy *st = app->study;
    if (!st || !st->on || st->current < 0) {
        return -1;
    }
    if (st->play.state != PLAY_ANSWERING && st->play.state != PLAY_SHOWING) {
        return -1;
    }
    int64_t left = st->play.due - (int64_t)SDL_GetTicks64();
    return left < 10 ? 10 : left > 1000 ? 1000 : (int)left;
}

/* ---- Actions ------------------------------------------------------------------------- */

static void new_round(App *app)
{
    UiStudy *st = app->study;
    st->explain = POS_NONE;
    memset(&st->score, 0, sizeof st->score);
    app->ctl->cursor = pos_from_xy(7, 7); /* a new board: the cursor on h8 */
    /* Real games first (every other round, when one fits), else the generator. */
    bool real = (st->seed & 1) &&
                trainer_round_from(st->level, st->real, st->nreal, &st->seed, &st->round);
    st->seed++;
    st->has_round = real || trainer_generate(st->level, &st->seed, TRAINER_TRIES, &st->round);
    save_kept(app, false); /* the round comes back after a restart */
}

static void play_problem(App *app, Pos p)
{
    UiStudy *st = app->study;
    if (st->current < 0) {
        return;
    }
    PlayState before = st->play.state;
    bool played = problem_play_move(&st->play, p);
    if (played || (before != PLAY_REFUTED && st->play.state == PLAY_REFUTED)) {
        drop_in(app, p);
    }
    rate(app);
    if (st->play.state == PLAY_SOLVED) {
        end_attempt(app);
    }
}

/* U: the learner's last move and the defence's answer to it taken back, as a puzzle site
 * does (the whole try went, audit 30); at the start, the panel says there is nothing to. */
static void take_back_move(App *app)
{
    UiStudy *st = app->study;
    st->confirm = W_NONE;
    if (st->current < 0) {
        return;
    }
    problem_play_undo(&st->play);
    rate(app);
    save_kept(app, false); /* a restart, or a crash, goes on from here */
}

static void trainer_click(App *app, Pos p)
{
    UiStudy *st = app->study;
    if (!st->has_round) {
        return;
    }
    if (!st->round.checked) {
        trainer_toggle(&st->round, p);
        save_kept(app, false);
        return;
    }
    /* After Check: a ringed point is explained; another click elsewhere clears it. */
    st->explain = trainer_point(&st->round, p) != TRAINER_NONE && st->explain != p ? p : POS_NONE;
}

static void check_round(App *app)
{
    UiStudy *st = app->study;
    if (!st->has_round || st->round.checked) {
        return;
    }
    trainer_check(&st->round, &st->score);
    progress_add_round(st->progress, st->level, st->score.percent);
    save_progress(app);
    save_kept(app, false);
}

/* The index of the next (step 1) or previous (-1) problem the list shows, in its order. */
static int step_problem(const UiStudy *st, int step)
{
    ProgressList l = list_of(st);
    return progress_list_step(&l, &st->set, st->current, step);
}

/* "At my level": the problem nearest the learner's rating, within the technique chosen (audit
 * 30: M went to another technique's), else of every level; -1 when none. */
static int pick_near(const UiStudy *st)
{
    ProgressList l = list_of(st);
    return progress_pick_near(st->progress, st->session, &st->set, st->current, &l);
}

/* Would id (Solution, or the hint that names the move) make this attempt a loss for the
 * rating? Only while the problem still rates and nothing has counted against it yet. */
static bool costs_rating(const UiStudy *st, WidgetId id)
{
    const ProblemPlay *pp = &st->play;
    if (st->current < 0 || st->attempt_rated || pp->state == PLAY_SOLVED || pp->helped ||
        !progress_rates(st->progress, st->session, pp->problem.id)) {
        return false;
    }
    return id == W_STUDY_SOLUTION || (id == W_STUDY_HINT && pp->hint == 1 &&
                                      (pp->state == PLAY_TO_MOVE || pp->state == PLAY_REFUTED));
}

void ui_study_activate(App *app, WidgetId id, int arg)
{
    UiStudy *st = app->study;
    if (!st) {
        return;
    }
    /* Audit 25, C1: the solution (or the move named) cost up to 250 points unannounced; the
     * first press says so, the second does it. */
    WidgetId asked = st->confirm;
    st->confirm = W_NONE;
    if ((id == W_STUDY_SOLUTION || id == W_STUDY_HINT) && asked != id && costs_rating(st, id)) {
        st->confirm = id;
        return;
    }
    switch (id) {
    case W_STUDY_LEAVE: ui_study_toggle(app); break;
    case W_STUDY_TAB:
        st->tab = arg;
        if (st->tab == 1 && !st->has_round) {
            new_round(app);
        }
        remember_place(app);
        break;
    case W_STUDY_FILTER:
        st->filter = arg;
        st->technique[0] = '\0'; /* a level's list, or every level's */
        st->scroll = 0;
        /* A level: its first problem to solve on the board, unless one of it is there. */
        if (arg != 0 && (st->current < 0 || st->set.items[st->current].level != arg)) {
            select_problem(app, progress_first_unsolved_at(st->progress, &st->set, arg), false);
        }
        remember_place(app);
        break;
    case W_STUDY_TECHNIQUE: { /* the next technique (or the one before), then the levels */
        snprintf(st->technique, sizeof st->technique, "%s",
                 progress_list_technique(&st->set, st->technique, arg < 0 ? -1 : 1));
        st->filter = 0;
        st->scroll = 0;
        st->follow = true;
        ProgressList l = list_of(st);
        /* Its first problem to solve on the board, unless one of it is there. */
        if (st->technique[0] &&
            (st->current < 0 || !progress_list_shows(&l, &st->set.items[st->current]))) {
            select_problem(app, progress_list_first_unsolved(st->progress, &st->set, &l), false);
        }
        remember_place(app);
        break;
    }
    case W_STUDY_ITEM: select_problem(app, arg, false); break;
    case W_STUDY_LEARNER: /* a click chooses the row, a second one (or a double click) studies */
        if (!st->lopen || st->ltyping || arg < 0 || arg >= st->learners.n) {
            break;
        }
        st->lconfirm = st->ldelete = false;
        if (arg == st->lsel) {
            learner_switch(app, arg);
        } else {
            st->lsel = arg;
            st->lmsg[0] = '\0';
        }
        break;
    case W_STUDY_HINT:
        if (st->current >= 0) {
            problem_play_hint(&st->play);
            rate(app); /* a hint that names the move */
        }
        break;
    case W_STUDY_SOLUTION:
        if (st->current >= 0) {
            problem_play_show(&st->play);
            rate(app);
        }
        break;
    case W_STUDY_AT_LEVEL: {
        int i = pick_near(st);
        ProgressList l = list_of(st);
        int shown = 0;
        if (i >= 0 && l.technique[0] &&
            progress_list_solved(st->progress, &st->set, &l, &shown) == shown) {
            /* Nothing left to solve in it: said, and the nearest of it again. */
            status_notice_set(&app->notice, S_STUDY_TECHNIQUE_ALL_SOLVED, false, NOTICE_PLAIN, 0,
                              NULL, NULL);
        }
        if (i >= 0 && !progress_list_shows(&l, &st->set.items[i])) {
            st->filter = 0; /* the rating chose its level: the list shows every level */
            st->technique[0] = '\0';
        }
        select_problem(app, i, false);
        break;
    }
    case W_STUDY_RESTART: {
        /* A new attempt, solved or not: the one before is in the progress, and hints,
         * wrong moves and help start from none (they stayed, so the tick that Again
         * promises after help could not be earned). Its moves are taken back all at once:
         * a right move among them, while the problem's first result is still to come,
         * leaves the new attempt's solve not clean, as U would (no rating win by starting
         * over after seeing the defence). */
        const ProblemPlay *pp = &st->play;
        bool took_back = st->current >= 0 && pp->state != PLAY_SOLVED && !st->attempt_saved &&
                         (pp->retracted || pp->at > 0) &&
                         progress_rates(st->progress, st->session, pp->problem.id);
        select_problem(app, st->current, true);
        st->play.retracted = took_back;
        save_kept(app, false);
        break;
    }
    case W_STUDY_PREV:
    case W_STUDY_NEXT:
        select_problem(app, step_problem(st, id == W_STUDY_NEXT ? 1 : -1), false);
        break;
    case W_TRAINER_LEVEL:
        st->level = (TrainerLevel)((st->level + arg + TRAINER_LEVEL_COUNT) % TRAINER_LEVEL_COUNT);
        new_round(app);
        break;
    case W_TRAINER_CHECK: check_round(app); break;
    case W_TRAINER_NEW: new_round(app); break;
    case W_TRAINER_UNDO: /* the last mark taken back, or why not */
        if (st->has_round && !trainer_take_back(&st->round)) {
            status_notice_set(&app->notice,
                              st->round.checked ? S_TRAINER_UNDO_CHECKED : S_TRAINER_UNDO_NONE,
                              true, NOTICE_PLAIN, 0, NULL, NULL);
        }
        save_kept(app, false);
        break;
    default: break;
    }
}

void ui_study_click(App *app, Pos p)
{
    UiStudy *st = app->study;
    st->confirm = W_NONE;
    if (st->tab == 0) {
        play_problem(app, p);
    } else {
        trainer_click(app, p);
    }
}

void ui_study_wheel(App *app, int dy)
{
    UiStudy *st = app->study;
    st->scroll -= dy * 2;
    if (st->scroll < 0) {
        st->scroll = 0;
    }
}

static void move_cursor(App *app, int dx, int dy)
{
    Pos c = app->ctl->cursor;
    int x = pos_x(c) + dx;
    int y = pos_y(c) + dy;
    x = x < 0 ? 0 : x >= BOARD_STANDARD ? BOARD_STANDARD - 1 : x;
    y = y < 0 ? 0 : y >= BOARD_STANDARD ? BOARD_STANDARD - 1 : y;
    app->ctl->cursor = pos_from_xy(x, y);
    app->cursor_visible = true;
    /* After Check, the cursor resting on a ringed point explains it, as a game's cursor
     * explains a forbidden point (audit 33a, C7: only a click or Enter did). */
    UiStudy *st = app->study;
    if (st && st->tab == 1 && st->has_round && st->round.checked &&
        trainer_point(&st->round, app->ctl->cursor) != TRAINER_NONE) {
        st->explain = app->ctl->cursor;
    }
}

static void goal_text(Lang lang, const Problem *p, char *buf, size_t cap);

Game *ui_study_problem_game(const App *app, char *caption, size_t cap, RecordInfo *info)
{
    const UiStudy *st = app->study;
    if (!st || st->current < 0 || st->current >= st->set.n) {
        return NULL;
    }
    const Problem *p = &st->set.items[st->current];
    Game *g = malloc(sizeof *g);
    Board *b = malloc(sizeof *b);
    SetupError err;
    bool ok = g && b;
    if (ok) {
        problem_board(p, b);
        ok = setup_build(g, rules_get(RULE_RENJU), b, p->to_move, &err);
    }
    free(b);
    if (!ok) {
        free(g);
        return NULL;
    }
    Lang lang = lang_of(app);
    char title[PROBLEM_TITLE_MAX + 32], goal[300];
    problem_set_title(&st->set, st->current, (int)lang, title, sizeof title);
    goal_text(lang, p, goal, sizeof goal);
    if (caption) {
        text_format(caption, cap, "%s\n%s", title, goal);
    }
    if (info) {
        memset(info, 0, sizeof *info);
        size_t n = strlen(title); /* the record's event: cut at a character's end */
        while (n > 0 && (n >= sizeof info->event || !text_utf8_valid(title, n))) {
            n--;
        }
        memcpy(info->event, title, n);
        info->event[n] = '\0';
    }
    return g;
}

/* Ctrl+C in the problems: the problem's position as SGF, the side to move with it (PL[]),
 * which Ctrl+V reads as a game and Set up's Ctrl+V as a position. */
static void copy_problem(App *app)
{
    UiStudy *st = app->study;
    Notice *nt = &app->notice;
    RecordInfo info;
    Game *g = ui_study_problem_game(app, NULL, 0, &info);
    RecordError err;
    size_t len = 0;
    char *sgf = g ? record_format_file_lines(NULL, RECORD_SGF, g, NULL, &info, &len, &err) : NULL;
    if (!g) {
        status_notice_set(nt, S_MSG_NO_PROBLEM_OPEN, true, NOTICE_PLAIN, 0, NULL, NULL);
    } else if (!sgf) {
        status_notice_set(nt, S_MSG_PROBLEM_NOT_COPIED, true, NOTICE_REASON, 0, NULL, &err);
    } else if (SDL_SetClipboardText(sgf) != 0) { /* the clipboard refused it: SDL says why */
        status_notice_set(nt, S_MSG_PROBLEM_NOT_COPIED, true, NOTICE_ENGLISH, 0, SDL_GetError(),
                          NULL);
    } else {
        char number[32];
        const Problem *p = &st->set.items[st->current];
        snprintf(number, sizeof number, "%d.%d", p->level,
                 problem_set_number(&st->set, st->current));
        status_notice_set(
            nt, p->to_move == STONE_BLACK ? S_MSG_PROBLEM_COPIED_BLACK : S_MSG_PROBLEM_COPIED_WHITE,
            false, NOTICE_NAME, 0, number, NULL);
    }
    free(sgf);
    free(g);
}

/* Ctrl+S in the problems: the file dialog saves the problem's position (.renju, .sgf) or
 * its worksheet picture (.png, with its title and task), "problem-2.2.renju" offered. */
static void save_problem(App *app)
{
    UiStudy *st = app->study;
    if (st->current < 0) {
        status_notice_set(&app->notice, S_MSG_NO_PROBLEM_OPEN, true, NOTICE_PLAIN, 0, NULL, NULL);
        return;
    }
    ui_files_open(app, true);
    FilePrompt *fp = &app->prompt;
    fp->problem = true;
    const Problem *p = &st->set.items[st->current];
    char name[64];
    snprintf(name, sizeof name, "problem-%d.%d.renju", p->level,
             problem_set_number(&st->set, st->current));
    gamefiles_join(fp->folder.dir, name, fp->path, sizeof fp->path);
    size_t start, n = strlen(fp->path), stem = filesave_stem(fp->path, &start);
    textfield_move_to(fp->path, n, &fp->path_sel, start, false);
    textfield_move_to(fp->path, n, &fp->path_sel, start + stem, true);
}

bool ui_study_add_file(App *app, const char *path)
{
    Notice *nt = &app->notice;
    if (!app->study && !create(app)) {
        status_notice_set(nt, S_MSG_PROBLEMS_NOT_ADDED, true, NOTICE_NAME, 0,
                          i18n_cli(lang_of(app), CT_OUT_OF_MEMORY, 1), NULL);
        return false;
    }
    UiStudy *st = app->study;
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    char current[PROBLEM_ID_MAX] = "";
    if (st->current >= 0) {
        snprintf(current, sizeof current, "%s", st->set.items[st->current].id);
    }
    int before = st->set.n;
    ProblemFileSkips k;
    bool added = problem_files_add_user(path, &st->set, &k);
    if (!added) {
        /* Said as the collection's bad files are ("line 10: the level is 1 to 5..."). */
        char why[600], text[800];
        problem_files_reason(lang_of(app), &k, why, sizeof why);
        if (k.fault == PROBLEM_FILE_DAMAGED && k.why.kind == PROBLEM_F_ID_TWICE) {
            /* Opened again: its problems are there already, as a set of their own. */
            for (int i = 0; i < st->set.n; i++) {
                if (strcmp(st->set.items[i].id, k.why.word) == 0 && st->set.items[i].set[0]) {
                    snprintf(st->technique, sizeof st->technique, "%s", st->set.items[i].set);
                    break;
                }
            }
        }
        text_format(text, sizeof text, "%s: %s", base, why);
        status_notice_set(nt, S_MSG_PROBLEMS_NOT_ADDED, true, NOTICE_NAME, 0, text, NULL);
    } else {
        char key[PROBLEM_ID_MAX];
        snprintf(key, sizeof key, "%s", st->set.items[before].set);
        int n = st->set.n - before;
        problem_set_order(&st->set); /* out of memory: the new ones last, as read */
        st->current = current[0] ? problem_set_find(&st->set, current) : -1;
        free(st->real);
        collect_positions(st);
        st->loaded = true;
        snprintf(st->technique, sizeof st->technique, "%s", key);
        status_notice_set(nt, S_MSG_PROBLEMS_ADDED, false, NOTICE_NAME_NUMBER, n, base, NULL);
        char dir[STORAGE_PATH_MAX + 16], shown[STORAGE_PATH_MAX + 16];
        if (st->has_paths && problem_files_user_dir(st->paths.data_dir, dir, sizeof dir)) {
            filesave_shown_path(dir, shown, sizeof shown);
            status_notice_then(nt, S_MSG_PROBLEMS_KEEP, shown);
        }
    }
    if (!st->on) {
        st->tab = 0;
        ui_study_toggle(app);
    }
    st->tab = 0;
    ProgressList l = list_of(st);
    int first = progress_list_first_unsolved(st->progress, &st->set, &l);
    if (first >= 0 && st->technique[0] == '@') {
        select_problem(app, first, false);
    }
    return added;
}

bool ui_study_key(App *app, CtlCommand cmd, int arg, bool shift)
{
    UiStudy *st = app->study;
    bool problems = st->tab == 0;
    if (problems && st->lopen) {
        return learners_key(app, cmd, shift);
    }
    switch (cmd) {
    case CTL_CMD_LEFT: move_cursor(app, -1, 0); return true;
    case CTL_CMD_RIGHT: move_cursor(app, 1, 0); return true;
    case CTL_CMD_UP: move_cursor(app, 0, 1); return true;
    case CTL_CMD_DOWN: move_cursor(app, 0, -1); return true;
    case CTL_CMD_PLAY:
        app->cursor_visible = true;
        if (board_on(&st->play.board, app->ctl->cursor)) {
            ui_study_click(app, app->ctl->cursor);
        }
        return true;
    case CTL_CMD_HINT: ui_study_activate(app, W_STUDY_HINT, 0); return true;
    case CTL_CMD_SHOW_SOLUTION: ui_study_activate(app, W_STUDY_SOLUTION, 0); return true;
    case CTL_CMD_UNDO: /* U: the last mark, or the last move and the answer to it */
        if (!problems) {
            ui_study_activate(app, W_TRAINER_UNDO, 0);
        } else {
            take_back_move(app);
        }
        return true;
    case CTL_CMD_FIRST: /* Home: the problem's position, a new attempt */
        if (problems) {
            ui_study_activate(app, W_STUDY_RESTART, 0);
        }
        return true;
    case CTL_CMD_BACK:
    case CTL_CMD_FORWARD:
        if (problems) {
            ui_study_activate(app, cmd == CTL_CMD_FORWARD ? W_STUDY_NEXT : W_STUDY_PREV, 0);
        } else {
            ui_study_activate(app, W_TRAINER_LEVEL, cmd == CTL_CMD_FORWARD ? 1 : -1);
        }
        return true;
    case CTL_CMD_NEW_GAME:
        ui_study_activate(app, problems ? W_STUDY_NEXT : W_TRAINER_NEW, 0);
        return true;
    case CTL_CMD_CONFIRM:
        if (!problems) {
            check_round(app);
        }
        return true;
    case CTL_CMD_HIDE_CURSOR:
        if (app->cursor_visible) {
            app->cursor_visible = false;
        } else {
            ui_study_toggle(app);
        }
        return true;
    case CTL_CMD_STUDY: ui_study_toggle(app); return true;
    case CTL_CMD_STUDY_TAB: ui_study_activate(app, W_STUDY_TAB, 1 - st->tab); return true;
    case CTL_CMD_OPTION_A:
        if (problems) {
            ui_study_activate(app, W_STUDY_FILTER, 0);
        }
        return true;
    case CTL_CMD_TWO_MORE: /* T: the problems of the next technique; Shift+T, the one before */
        if (problems) {
            ui_study_activate(app, W_STUDY_TECHNIQUE, shift ? -1 : 1);
        }
        return true;
    case CTL_CMD_DECLARE: /* a digit: the problems' level, or the trainer's */
        if (problems && arg >= 1 && arg <= 5) {
            ui_study_activate(app, W_STUDY_FILTER, arg);
        } else if (!problems && arg >= 1 && arg <= TRAINER_LEVEL_COUNT) {
            ui_study_activate(app, W_TRAINER_LEVEL, arg - 1 - (int)st->level);
        }
        return true;
    case CTL_CMD_LIBRARY: /* the library's marks are the game's board's: back to it, on */
        ui_study_toggle(app);
        if (!app->ctl->library_on || !app->library) {
            ui_library_toggle(app);
        }
        return true;
    /* The problem leaves the study (audit 33b, B3): copied, saved as a record or a
     * worksheet's picture; Open reads a problem file into the study (or a game: its own
     * way out). The trainer's position is no problem: the game's, as before. */
    case CTL_CMD_COPY:
    case CTL_CMD_SAVE:
        if (problems) {
            (cmd == CTL_CMD_COPY ? copy_problem : save_problem)(app);
            return true;
        }
        ui_study_toggle(app);
        return false;
    case CTL_CMD_OPEN: ui_files_open(app, false); return true;
    case CTL_CMD_FIND_POSITION:
    case CTL_CMD_LIBRARY_OPEN:
    case CTL_CMD_PASTE:
        ui_study_toggle(app); /* the game's files: back to the game, then as usual */
        return false;
    case CTL_CMD_FORBIDDEN_MARKS: /* the game's marks: nothing to see here */
    case CTL_CMD_MARK: return true;
    case CTL_CMD_ANALYSE: /* I: the titles hidden until solved, or shown (audit 31a, C12) */
        if (problems) {
            app->settings.study_hide_titles = !app->settings.study_hide_titles;
            ui_save_settings(app);
        }
        return true;
    case CTL_CMD_REDO: /* R: the rating hidden, or shown (audit 33b, C7) */
        if (problems) {
            app->settings.study_hide_rating = !app->settings.study_hide_rating;
            ui_save_settings(app);
        }
        return true;
    case CTL_CMD_PASS: /* P: the learners */
        if (problems) {
            learners_show(app, true);
        }
        return true;
    /* M: my level (the study draws no move numbers). */
    case CTL_CMD_MOVE_NUMBERS:
        if (problems && pick_near(st) >= 0) {
            ui_study_activate(app, W_STUDY_AT_LEVEL, 0);
        }
        return true;
    case CTL_CMD_LANGUAGE:
    case CTL_CMD_THEME: /* Ctrl+T was silently ignored here */
    case CTL_CMD_SOUND:
    case CTL_CMD_VOLUME_DOWN:
    case CTL_CMD_VOLUME_UP:
    case CTL_CMD_QUIT:
    case CTL_CMD_HELP: return false; /* the window's own, as in a game */
    default: return true;            /* nothing of the game while studying */
    }
}

/* ---- Texts --------------------------------------------------------------------------- */

/* The technique's words; its id only if the collection has one without (a test fails). */
static const char *technique_name(Lang lang, const char *id)
{
    const char *words = i18n_technique(lang, id);
    return words ? words : id[0] == '@' ? id + 1 : id; /* a user's set: its file's name */
}

static const StrId LEVEL_NAMES[TRAINER_LEVEL_COUNT] = {
    S_TRAINER_DOUBLE_THREE, S_TRAINER_DOUBLE_FOUR, S_TRAINER_FALSE_THREE, S_TRAINER_OVERLINE,
    S_TRAINER_FOUR_FOUR,    S_TRAINER_FIVE_FIRST,  S_TRAINER_WHITE_EYE,
};

/* The trainer's level as the panel names it: its number of the seven and its name ("3/7 ·
 * False three"; audit 27a, item 7: the name alone, while the help speaks of levels 1…7). */
static void level_label(Lang lang, TrainerLevel level, char *buf, size_t cap)
{
    text_format(buf, cap, "%d/%d · %s", (int)level + 1, TRAINER_LEVEL_COUNT,
                i18n_text(lang, LEVEL_NAMES[level]));
}

static void point_name(Pos p, char *buf, size_t cap)
{
    if (p == POS_NONE || p < 0) {
        snprintf(buf, cap, "—");
    } else {
        board_format_point(p, buf, cap);
    }
}

static void goal_text(Lang lang, const Problem *p, char *buf, size_t cap)
{
    /* The side as the titles name it ("Black wins", bg "Черните печелят"). */
    const char *who = i18n_text(lang, p->to_move == STONE_BLACK ? S_GOAL_BLACK : S_GOAL_WHITE);
    switch (p->goal) {
    case GOAL_VCF: text_format(buf, cap, i18n_text(lang, S_GOAL_VCF), who); break;
    case GOAL_VCT: text_format(buf, cap, i18n_text(lang, S_GOAL_VCT), who); break;
    case GOAL_FOUL: text_format(buf, cap, "%s", i18n_text(lang, S_GOAL_FOUL)); break;
    default:
        /* How many hold, as the title says ("one of the two"; audit 25, C13: "several"). */
        if (p->nsolution > 1) {
            text_format(buf, cap, i18n_text(lang, S_GOAL_DEFEND_SEVERAL), who, p->nsolution);
        } else {
            text_format(buf, cap, i18n_text(lang, S_GOAL_DEFEND), who);
        }
        break;
    }
}

/* A defend problem solved or shown: the other moves that hold too, "f9, j5" into list;
 * returns how many. */
static int other_answers(const ProblemPlay *pp, char *list, size_t cap)
{
    Pos other[PROBLEM_MAX_LINE];
    int n = problem_play_other_answers(pp, other);
    size_t len = 0;
    list[0] = '\0';
    for (int i = 0; i < n; i++) {
        char pt[8];
        board_format_point(other[i], pt, sizeof pt);
        text_append(list, cap, &len, "%s%s", i ? ", " : "", pt);
    }
    return n;
}

/* A defend problem solved: the other moves that hold too (" f9 also holds."), else
 * nothing. */
static void also_holds(Lang lang, const ProblemPlay *pp, char *buf, size_t cap)
{
    char list[96];
    int n = other_answers(pp, list, sizeof list);
    buf[0] = '\0';
    if (n > 0) {
        snprintf(buf, cap, " ");
        text_format(buf + 1, cap - 1, i18n_ntext(lang, S_PLAY_ALSO_HOLDS, n), list);
    }
}

/* Is the notice a key of the game's refused in the study (Ctrl+R, Ctrl+M, Ctrl+E, F2), the
 * trainer's Undo that has nothing to do, or At my level's word on a technique solved through?
 * Both study panels show it, as the game's message line is not drawn. */
static bool game_only_refused(const App *app)
{
    StrId m = app->notice.msg;
    return status_notice_on(&app->notice) &&
           (m == S_MSG_TURN_STUDY || m == S_MSG_SETUP_STUDY || m == S_MSG_NOTE_STUDY ||
            m == S_TRAINER_UNDO_NONE || m == S_TRAINER_UNDO_CHECKED ||
            m == S_STUDY_TECHNIQUE_ALL_SOLVED || m == S_MSG_PROBLEM_COPIED_BLACK ||
            m == S_MSG_PROBLEM_COPIED_WHITE || m == S_MSG_PROBLEM_NOT_COPIED ||
            m == S_MSG_NO_PROBLEM_OPEN || m == S_MSG_PROBLEM_SAVED || m == S_MSG_PROBLEMS_ADDED ||
            m == S_MSG_PROBLEMS_NOT_ADDED || m == S_MSG_EXPORTED_PRINT ||
            m == S_MSG_EXPORTED_COLOUR || m == S_MSG_NOT_SAVED);
}

/* Why the line wins, once the problem is solved or its solution shown: the problem's own
 * idea.* line in lang, else its technique's (i18n_technique_idea); false when none. */
static bool idea_text(Lang lang, const ProblemPlay *pp, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (pp->state != PLAY_SOLVED && pp->state != PLAY_SHOWING && pp->state != PLAY_SHOWN) {
        return false;
    }
    const Problem *p = &pp->problem;
    int i = (int)lang >= 0 && (int)lang < PROBLEM_LANGS ? (int)lang : 0;
    const char *idea = p->idea[i][0] ? p->idea[i] : i18n_technique_idea(lang, p->technique);
    if (!idea || !idea[0]) {
        return false;
    }
    size_t n = (size_t)snprintf(buf, cap, "%s", idea);
    Pos step[3];
    bool four;
    if (n + 1 < cap && problem_play_decisive_step(pp, step, &four)) {
        /* The step in words, its moves named (audit 27a, item 1: a newcomer took the final
         * open four for the four-three). */
        char a[8], b[8], c[8];
        board_format_point(step[0], a, sizeof a);
        board_format_point(step[1], b, sizeof b);
        board_format_point(step[2], c, sizeof c);
        buf[n++] = ' ';
        text_format(buf + n, cap - n,
                    i18n_text(lang, four ? S_IDEA_STEP_FOUR_THREE : S_IDEA_STEP_THREE_THREE), a, b,
                    c);
    }
    return true;
}

/* What the last move or request did, and its colour. */
static void play_message(const App *app, char *buf, size_t cap, SDL_Color *col)
{
    const UiStudy *st = app->study;
    const ProblemPlay *pp = &st->play;
    Lang lang = lang_of(app);
    char a[8], b[8];
    const BoardPly *last = board_last(&pp->board);
    point_name(pp->wrong != POS_NONE ? pp->wrong : last ? last->pos : POS_NONE, a, sizeof a);
    point_name(pp->verdict.nline > 0 ? pp->verdict.line[0] : POS_NONE, b, sizeof b);
    *col = ui_colour(COLOUR_TEXT);
    buf[0] = '\0';
    if (game_only_refused(app)) {
        status_notice_text(&app->notice, lang, buf, cap);
        *col = ui_colour(app->notice.bad ? COLOUR_BAD : COLOUR_ACCENT);
        return;
    }
    if (st->confirm != W_NONE) {
        text_format(buf, cap, "%s",
                    i18n_text(lang, st->confirm == W_STUDY_SOLUTION ? S_PLAY_CONFIRM_SOLUTION
                                                                    : S_PLAY_CONFIRM_HINT));
        *col = ui_colour(COLOUR_ACCENT);
        return;
    }
    switch (pp->msg) {
    case PLAY_MSG_NONE:
    case PLAY_MSG_START: goal_text(lang, &pp->problem, buf, cap); break;
    case PLAY_MSG_RIGHT:
    case PLAY_MSG_ALSO_WINS: { /* the learner's last move, answered or still to be */
        point_name(pp->at > 0 ? pp->line[pp->state == PLAY_ANSWERING ? pp->at - 1 : pp->at - 2]
                              : POS_NONE,
                   a, sizeof a);
        if (pp->msg == PLAY_MSG_RIGHT && pp->state != PLAY_ANSWERING && pp->at > 1) {
            /* The answer is on the board: it is named, and the move is the learner's (the
             * audit: "The defence answers." stayed after it had). */
            point_name(pp->line[pp->at - 1], b, sizeof b);
            text_format(buf, cap, i18n_text(lang, S_PLAY_RIGHT_ANSWERED), a, b);
            *col = ui_colour(COLOUR_GOOD);
            break;
        }
        /* Another win stands and is played on (the defence answers it), and the lesson is
         * named: the book's way is the technique the problem teaches. */
        text_format(buf, cap,
                    i18n_text(lang, pp->msg == PLAY_MSG_RIGHT ? S_PLAY_RIGHT : S_PLAY_ALSO_WINS), a,
                    technique_name(lang, pp->problem.technique));
        *col = ui_colour(COLOUR_GOOD);
        break;
    }
    case PLAY_MSG_SOLVED: {
        char also[128];
        also_holds(lang, pp, also, sizeof also);
        text_format(buf, cap, "%s%s", i18n_text(lang, S_PLAY_SOLVED), also);
        *col = ui_colour(COLOUR_GOOD);
        break;
    }
    case PLAY_MSG_WRONG: {
        size_t n = 0;
        switch (pp->verdict.kind) {
        case PROBLEM_MOVE_FOUL:
            n = text_format(buf, cap, i18n_text(lang, S_PLAY_WRONG_FOUL), a,
                            i18n_verdict(lang, pp->foul));
            break;
        case PROBLEM_MOVE_IGNORES_FIVE:
            n = text_format(buf, cap, i18n_text(lang, S_PLAY_WRONG_FIVE), a, b);
            break;
        case PROBLEM_MOVE_NOT_FOUR:
            n = text_format(
                buf, cap,
                i18n_text(lang, pp->verdict.nline ? S_PLAY_WRONG_NOT_FOUR : S_PLAY_WRONG_PASS), a,
                b);
            break;
        case PROBLEM_MOVE_LOSES: {
            /* The opponent's win by a foul of the learner's is named (audit 31a, B4). */
            RuleVerdict why;
            char c[8];
            point_name(problem_play_refutation_foul(pp, &why), c, sizeof c);
            n = why != VERDICT_OK
                    ? text_format(buf, cap, i18n_text(lang, S_PLAY_WRONG_LOSES_FOUL), a, b, c,
                                  i18n_verdict(lang, why))
                    : text_format(buf, cap, i18n_text(lang, S_PLAY_WRONG_LOSES), a, b);
            break;
        }
        default:
            n = text_format(
                buf, cap,
                i18n_text(lang, pp->verdict.nline ? S_PLAY_WRONG_ESCAPES : S_PLAY_WRONG_PASS), a,
                b);
            break;
        }
        if (n < cap) {
            text_format(buf + n, cap - n, " %s", i18n_text(lang, S_PLAY_TAKE_BACK));
        }
        *col = ui_colour(COLOUR_BAD);
        break;
    }
    case PLAY_MSG_WINS_OTHERWISE:
        /* Fours only: "not by fours"; the others: a longer run of fours. */
        text_format(buf, cap,
                    i18n_text(lang, pp->problem.goal == GOAL_VCF ? S_PLAY_WINS_NOT_FOURS
                                                                 : S_PLAY_WINS_LONGER),
                    a, i18n_text(lang, S_PLAY_TAKE_BACK));
        *col = ui_colour(COLOUR_ACCENT);
        break;
    case PLAY_MSG_MAY_WIN: /* a deeper search wins after it: not called wrong */
        text_format(buf, cap, i18n_text(lang, S_PLAY_MAY_WIN), a,
                    i18n_text(lang, S_PLAY_TAKE_BACK));
        *col = ui_colour(COLOUR_ACCENT);
        break;
    case PLAY_MSG_WAIT: text_format(buf, cap, "%s", i18n_text(lang, S_PLAY_WAIT)); break;
    case PLAY_MSG_OCCUPIED:
        point_name(app->ctl->cursor, a, sizeof a); /* the point clicked or chosen */
        text_format(buf, cap, i18n_text(lang, S_MSG_OCCUPIED), a);
        break;
    case PLAY_MSG_CHECKING:
        point_name(pp->judged, a, sizeof a);
        text_format(buf, cap, i18n_text(lang, S_PLAY_CHECKING), a);
        *col = ui_colour(COLOUR_DIM);
        break;
    case PLAY_MSG_UNDECIDED:
        point_name(pp->judged, a, sizeof a);
        text_format(buf, cap, i18n_text(lang, S_PLAY_UNDECIDED), a);
        *col = ui_colour(COLOUR_BAD);
        break;
    case PLAY_MSG_HINT_FILE:
        point_name(pp->hint_file, a, sizeof a);
        a[strspn(a, "abcdefghijklmnopqrstuvwxyz")] = '\0'; /* "g7": the file g */
        text_format(buf, cap, i18n_text(lang, S_PLAY_HINT_FILE), a);
        *col = ui_colour(COLOUR_ACCENT);
        break;
    case PLAY_MSG_HINT_MOVE:
        point_name(pp->hint_pos, a, sizeof a);
        text_format(buf, cap, i18n_text(lang, S_PLAY_HINT_MOVE), a);
        *col = ui_colour(COLOUR_ACCENT);
        break;
    case PLAY_MSG_SHOWING: text_format(buf, cap, "%s", i18n_text(lang, S_PLAY_SHOWING)); break;
    case PLAY_MSG_SOLVED_HELPED:
    case PLAY_MSG_SOLVED_MISSED:
    case PLAY_MSG_SOLVED_TOOK_BACK: {
        char also[128];
        also_holds(lang, pp, also, sizeof also);
        text_format(buf, cap, "%s%s",
                    i18n_text(lang, pp->msg == PLAY_MSG_SOLVED_HELPED   ? S_PLAY_SOLVED_HELPED
                                    : pp->msg == PLAY_MSG_SOLVED_MISSED ? S_PLAY_SOLVED_MISSED
                                                                        : S_PLAY_SOLVED_TOOK_BACK),
                    also);
        *col = ui_colour(COLOUR_ACCENT);
        break;
    }
    case PLAY_MSG_SHOWN: {
        /* A defence of several answers names them all (audit 31a, C3). */
        char list[96];
        int n = other_answers(pp, list, sizeof list);
        if (n > 0) {
            text_format(buf, cap, i18n_ntext(lang, S_PLAY_SHOWN_DEFENCE, n), a, list);
        } else {
            text_format(buf, cap, "%s", i18n_text(lang, S_PLAY_SHOWN));
        }
        break;
    }
    case PLAY_MSG_TAKEN_BACK:
        point_name(pp->ntaken > 0 ? pp->taken[0] : POS_NONE, a, sizeof a);
        point_name(pp->ntaken > 1 ? pp->taken[1] : POS_NONE, b, sizeof b);
        text_format(buf, cap,
                    i18n_text(lang, pp->ntaken > 1 ? S_PLAY_TAKEN_BACK_ANSWER : S_PLAY_TAKEN_BACK),
                    a, b);
        break;
    case PLAY_MSG_NOTHING_BACK:
        text_format(buf, cap, "%s", i18n_text(lang, S_PLAY_NOTHING_BACK));
        *col = ui_colour(COLOUR_BAD);
        break;
    }
}

/* The foul view of the point explained after Check (and, for White's eye, the board with
 * White's four on it and the point it aims at). */
static void trainer_view(const App *app, FoulView *fv, Board *b)
{
    const UiStudy *st = app->study;
    memset(fv, 0, sizeof *fv);
    *b = st->round.board;
    Pos p = st->explain;
    if (p == POS_NONE || !st->has_round) {
        return;
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    if (st->level != TRAINER_WHITE_EYE) {
        /* Found, missed, marked wrongly or a look-alike: each says why, with its lines. */
        bool forbidden = verdict_is_foul(rules_check_move(rs, b, p, STONE_BLACK));
        foulview_asked(rs, b, p, STONE_BLACK, forbidden, lang_of(app), fv);
        return;
    }
    for (int i = 0; i < st->round.nanswer; i++) {
        if (st->round.answer[i] == p) {
            board_set(b, p, STONE_WHITE);
            foulview_point(rs, b, st->round.block[i], STONE_BLACK, true, lang_of(app), fv);
        }
    }
}

/* ---- Widgets ------------------------------------------------------------------------- */

static char *label(App *app)
{
    UiStudy *st = app->study;
    int i = st->nlabels < STUDY_ROWS + 16 ? st->nlabels++ : STUDY_ROWS + 15;
    st->labels[i][0] = '\0';
    return st->labels[i];
}

/* Cuts s (UTF-8) so it fits w pixels even in bold, ending with "…" when cut. */
static void fit(const App *app, int px, char *s, int w)
{
    int tw, th;
    text_size(app->assets, FACE_BOLD, px, s, &tw, &th);
    size_t len = strlen(s);
    while (tw > w && len > 0) {
        do {
            len--;
        } while (len > 0 && ((unsigned char)s[len] & 0xC0) == 0x80);
        memcpy(s + len, "…", sizeof "…");
        text_size(app->assets, FACE_BOLD, px, s, &tw, &th);
    }
}

static LayoutRect rect(int x, int y, int w, int h)
{
    LayoutRect r = {x, y, w, h};
    return r;
}

/* The panel's first row under the tabs. */
static int first_row(const App *app, UiFrame f)
{
    return f.top + ui_px(app, 44) + f.bh + ui_px(app, 12);
}

/* A button's key: shown when its name still fits beside it at the least text size (a name
 * cut or squeezed to make room for the key reads worse than no key). */
static CtlCommand key_if_fits_in(const App *app, FontFace face, CtlCommand cmd, const char *name,
                                 int w)
{
    char key[16];
    keymap_label(cmd, false, key, sizeof key);
    int tw, th;
    text_size(app->assets, face, ui_font(app, UI_LABEL_MIN_PX), name, &tw, &th);
    return tw <= ui_button_label_room(app, w, key, NULL) ? cmd : CTL_CMD_NONE;
}

static CtlCommand key_if_fits(const App *app, CtlCommand cmd, const char *name, int w)
{
    return key_if_fits_in(app, FACE_REGULAR, cmd, name, w);
}

/* The width a button needs for name beside cmd's key, name at the least label size. */
static int button_need(const App *app, FontFace face, CtlCommand cmd, const char *name)
{
    char key[16] = "";
    if (cmd != CTL_CMD_NONE) {
        keymap_label(cmd, false, key, sizeof key);
    }
    int tw, th;
    text_size(app->assets, face, ui_font(app, UI_LABEL_MIN_PX), name, &tw, &th);
    return tw + 1000 - ui_button_label_room(app, 1000, key, NULL);
}

/* The widths of the row Previous, Next, At my level (three of bw each, gap apart): where
 * Previous and Next do not fit beside their keys, each takes what it needs (Previous in
 * its regular face: it never lights up; Next in bold, as when solved) and At my level the
 * rest, its key M beside its words where that leaves it room (else without it), so that
 * they keep their words (audit 33b C1: bg "Преди"/"След", read "before" and "after", at
 * 1024x640). Equal shares for the two once left "Мій рівень" and "Моето ниво" no room for
 * M at 1024x640. */
static void step_widths(const App *app, int bw, int widths[3])
{
    Lang lang = app->settings.lang;
    int prev = button_need(app, FACE_REGULAR, CTL_CMD_BACK, i18n_text(lang, S_PREVIOUS));
    int next = button_need(app, FACE_BOLD, CTL_CMD_FORWARD, i18n_text(lang, S_NEXT));
    const char *at_level = i18n_text(lang, S_AT_MY_LEVEL);
    int level_keyed = button_need(app, FACE_REGULAR, CTL_CMD_MOVE_NUMBERS, at_level);
    int level = button_need(app, FACE_REGULAR, CTL_CMD_NONE, at_level);
    widths[0] = widths[1] = widths[2] = bw;
    if ((prev <= bw && next <= bw) || prev + next + level > 3 * bw) {
        return; /* their words fit as they are, or not even so: the short forms */
    }
    /* The rest, to the key's room first: a third each where that holds all three. */
    int rest = 3 * bw - prev - next - (level_keyed <= 3 * bw - prev - next ? level_keyed : level);
    widths[0] = prev + rest / 3;
    widths[1] = next + rest / 3;
    widths[2] = 3 * bw - widths[0] - widths[1];
}

/* Previous's or Next's label (next: Next's), in the first form that fits both buttons
 * (widths w[0], w[1]) beside their keys (PgUp, PgDn), which they always show: the words,
 * their short forms ("Преди", "След"), the signs; the two alike, Next measured in bold, the
 * face it has once solved, lit or not: the label never changes when the button lights up
 * (audit 31a, C1: bg "Следваща" became "Напред"). */
static const char *step_label(const App *app, bool next, const int w[3])
{
    Lang lang = app->settings.lang;
    static const StrId WORDS[2][2] = {{S_PREVIOUS, S_NEXT}, {S_PREVIOUS_SHORT, S_NEXT_SHORT}};
    for (int form = 0; form < 2; form++) {
        if (key_if_fits_in(app, FACE_REGULAR, CTL_CMD_BACK, i18n_text(lang, WORDS[form][0]),
                           w[0]) != CTL_CMD_NONE &&
            key_if_fits_in(app, FACE_BOLD, CTL_CMD_FORWARD, i18n_text(lang, WORDS[form][1]),
                           w[1]) != CTL_CMD_NONE) {
            return i18n_text(lang, WORDS[form][next]);
        }
    }
    return next ? "›" : "‹";
}

/* A row of the problem list: a line of its text at the interface's size with a little room
 * above and below, never less than the panel's 24 px. The rows kept 24 px whatever the
 * text's size: at 800x500 with the interface at its largest, a title of two lines did not fit
 * its two rows and was drawn on one, in small type. */
static int list_row_h(const App *app)
{
    int tw, th;
    text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX), "Ag", &tw, &th);
    int rh = th + ui_px(app, 4);
    return rh > ui_px(app, 24) ? rh : ui_px(app, 24);
}

/* Rows of the problem list shown (a third of the panel, at least three). */
static int list_rows(const App *app)
{
    int rows = app->layout.panel.h / 3 / list_row_h(app);
    return rows < 3 ? 3 : rows > STUDY_ROWS ? STUDY_ROWS : rows;
}

/* Is problem i's title hidden (settings' study_hide_titles) until it is solved: not solved
 * yet, with help or without, nor solved or shown now? */
static bool title_hidden(const App *app, int i)
{
    const UiStudy *st = app->study;
    if (!app->settings.study_hide_titles || i < 0 || i >= st->set.n) {
        return false;
    }
    const ProgressProblem *e = progress_find(st->progress, st->set.items[i].id);
    PlayState now = st->play.state;
    return !(e && (e->solved || e->helped)) &&
           !(i == st->current && (now == PLAY_SOLVED || now == PLAY_SHOWING || now == PLAY_SHOWN));
}

/* Problem i's title while hidden: its number and the side to move ("4.2  Black to play"). */
static void hidden_title(const App *app, int i, char *buf, size_t cap)
{
    const UiStudy *st = app->study;
    Lang lang = lang_of(app);
    const Problem *p = &st->set.items[i];
    char who[64];
    text_format(who, sizeof who, i18n_text(lang, S_STUDY_TITLE_HIDDEN),
                i18n_text(lang, p->to_move == STONE_BLACK ? S_GOAL_BLACK : S_GOAL_WHITE));
    snprintf(buf, cap, "%d.%d  %s", p->level, problem_set_number(&st->set, i), who);
}

/* Problem i's row in the list, into text (when given): its mark and title whole, as the card's
 * heading names it, on one line of width room at fpx or two (bold when it is the current one,
 * as drawn); only where even two are not enough (a window below 1024x640, the largest
 * interface) the part that tells problems apart, cut only when two lines do not hold that.
 * The list once read "2.5 Black: find one of the two moves that hold" under the heading "Black
 * defends: find…", beside "2.6 Black defends: …" (audit 30 C6). The lines it takes. */
static int item_lines(const App *app, int i, int fpx, int room, char *text)
{
    if (title_hidden(app, i)) {
        const UiStudy *st = app->study;
        const ProgressProblem *e = progress_find(st->progress, st->set.items[i].id);
        char title[STUDY_LABEL - 8];
        hidden_title(app, i, title, sizeof title);
        char buf[STUDY_LABEL];
        snprintf(buf, sizeof buf, "%s %s", e ? "·" : " ", title);
        if (text) {
            snprintf(text, STUDY_LABEL, "%s", buf);
        }
        return 1;
    }
    FontFace face = i == app->study->current ? FACE_BOLD : FACE_REGULAR;
    const UiStudy *st = app->study;
    Lang lang = lang_of(app);
    const Problem *p = &st->set.items[i];
    const ProgressProblem *e = progress_find(st->progress, p->id);
    char title[STUDY_LABEL - 8], buf[STUDY_LABEL];
    const char *mark = e && e->solved ? "✓" : e && e->helped ? "◐" : e ? "·" : " ";
    problem_set_title(&st->set, i, (int)lang, title, sizeof title);
    snprintf(buf, sizeof buf, "%s %s", mark, title);
    SDL_Color c = ui_colour(COLOUR_TEXT);
    int lh = ui_list_label(app, face, fpx, "A", 0, 0, room, c, false);
    int h = ui_list_label(app, face, fpx, buf, 0, 0, room, c, false);
    if (h > 2 * lh) {
        problem_set_short_title(
            &st->set, i, (int)lang,
            i18n_text(lang, p->to_move == STONE_BLACK ? S_GOAL_BLACK : S_GOAL_WHITE), title,
            sizeof title);
        snprintf(buf, sizeof buf, "%s %s", mark, title);
        h = ui_list_label(app, face, fpx, buf, 0, 0, room, c, false);
        if (h > 2 * lh) {
            fit(app, fpx, buf, room);
            h = lh;
        }
    }
    if (text) {
        snprintf(text, STUDY_LABEL, "%s", buf);
    }
    return h > lh ? 2 : 1;
}

/* The technique row under the levels: ‹, the technique whose problems the list shows
 * ("Technique: four-three", lit; "All techniques" when the list is a level's) with its key
 * T (the next one), ›. Returns the y under it. */
static int build_technique_row(App *app, UiFrame f, int y)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int h = ui_px(app, 28);
    int sw = ui_button_width_for(app, "›", NULL);
    ui_add_keyed(app, W_STUDY_TECHNIQUE, -1, WK_BUTTON, rect(f.x, y, sw, h), "‹", CTL_CMD_NONE);
    ui_add_keyed(app, W_STUDY_TECHNIQUE, 1, WK_BUTTON, rect(f.x + f.w - sw, y, sw, h), "›",
                 CTL_CMD_NONE);
    /* The middle: its words with the key, else the technique's name alone, cut only when
     * even that does not fit (at the least size, bold when lit, as it is drawn). */
    int mw = f.w - 2 * (sw + f.gap);
    char key[16];
    keymap_label(CTL_CMD_TWO_MORE, false, key, sizeof key);
    FontFace face = st->technique[0] ? FACE_BOLD : FACE_REGULAR;
    const char *name = st->technique[0] ? technique_name(lang, st->technique) : NULL;
    char *text = label(app);
    if (name) {
        text_format(text, STUDY_LABEL,
                    i18n_text(lang, st->technique[0] == '@' ? S_STUDY_SET : S_STUDY_TECHNIQUE),
                    name);
    } else {
        text_format(text, STUDY_LABEL, "%s", i18n_text(lang, S_STUDY_TECHNIQUE_ALL));
    }
    int px = ui_font(app, UI_LABEL_MIN_PX), tw, th;
    text_size(app->assets, face, px, text, &tw, &th);
    bool keyed = tw <= ui_button_label_room(app, mw, key, NULL);
    if (!keyed && name) {
        snprintf(text, STUDY_LABEL, "%s", name);
        text_size(app->assets, face, px, text, &tw, &th);
        keyed = tw <= ui_button_label_room(app, mw, key, NULL);
    }
    if (!keyed) {
        fit(app, px, text, ui_button_label_room(app, mw, NULL, NULL));
    }
    Widget *w = ui_add_keyed(app, W_STUDY_TECHNIQUE, 0, WK_SEGMENT,
                             rect(f.x + sw + f.gap, y, mw, h), text,
                             keyed ? CTL_CMD_TWO_MORE : CTL_CMD_NONE);
    if (w) {
        w->active = st->technique[0] != '\0';
    }
    return y + h + f.gap;
}

static void build_problems(App *app, UiFrame f)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int y = first_row(app, f);
    /* Levels: All 1 2 3 4 5. */
    static const char *const NUM[] = {"", "1", "2", "3", "4", "5"};
    /* "All" as wide as its word and key (and at least a level's segment), the levels share
     * the rest. */
    char all_key[16];
    keymap_label(CTL_CMD_OPTION_A, false, all_key, sizeof all_key);
    int aw = ui_button_width_for(app, i18n_text(lang, S_STUDY_ALL), all_key);
    int sw = (f.w - aw - 5 * f.gap) / 5;
    if (sw > aw) {
        sw = (f.w - 5 * f.gap) / 6;
        aw = sw;
    }
    for (int l = 0; l <= 5; l++) {
        int sx = l == 0 ? f.x : f.x + aw + f.gap + (l - 1) * (sw + f.gap);
        Widget *w = ui_add_keyed(app, W_STUDY_FILTER, l, WK_SEGMENT,
                                 rect(sx, y, l == 0 ? aw : sw, ui_px(app, 28)),
                                 l == 0 ? i18n_text(lang, S_STUDY_ALL) : NUM[l],
                                 l == 0 ? CTL_CMD_OPTION_A : CTL_CMD_NONE);
        if (w) {
            w->active = st->filter == l && !st->technique[0];
        }
    }
    y += ui_px(app, 28) + f.gap;
    int rh = list_row_h(app);
    /* The list's bottom: where the rows of a level's list end (every level's, or a
     * technique's, keeps its last row for its note: order_note). */
    int bottom = y + (list_rows(app) - (st->filter == 0)) * rh;
    y = build_technique_row(app, f, y);
    int rows = (bottom - y) / rh;
    int shown[PROGRESS_MAX_PROBLEMS];
    ProgressList list = list_of(st);
    int nshown = progress_list_items(&list, &st->set, shown, PROGRESS_MAX_PROBLEMS);
    /* Each row one line, or two for a title too long for one (the audit: "3.8 Два
     * запрещённых пункта после дв…" could not be read); the list keeps its height. */
    int fpx = ui_font(app, UI_LABEL_PX); /* as the renderer draws a row */
    int room = f.w - ui_px(app, 20);
    for (int k = 0; st->follow && k < nshown; k++) {
        if (shown[k] == st->current) {
            /* The current problem in view, a row of its neighbours above it when it can. */
            if (k < st->scroll) {
                st->scroll = k > 0 ? k - 1 : 0;
            } else if (st->scroll < k + 2 - rows) { /* a row a problem, at least */
                st->scroll = k + 2 - rows;
            }
            for (;;) {
                int used = 0;
                for (int j = st->scroll; j <= k + 1 && j < nshown; j++) {
                    used += item_lines(app, shown[j], fpx, room, NULL);
                }
                if (used <= rows || st->scroll >= k) {
                    break;
                }
                st->scroll++;
            }
        }
    }
    st->follow = false;
    /* No empty rows under the last problem: the most that fill the list from the end. */
    int last = nshown, filled = 0;
    while (last > 0 && filled + item_lines(app, shown[last - 1], fpx, room, NULL) <= rows) {
        filled += item_lines(app, shown[--last], fpx, room, NULL);
    }
    if (st->scroll > last) {
        st->scroll = last;
    }
    for (int k = st->scroll, r = 0; k < nshown; k++) {
        int i = shown[k];
        char *text = label(app);
        int lines = item_lines(app, i, fpx, room, text);
        if (r + lines > rows) {
            break;
        }
        Widget *w = ui_add_keyed(app, W_STUDY_ITEM, i, WK_LIST_ITEM,
                                 rect(f.x, y + r * rh, f.w, lines * rh), text, CTL_CMD_NONE);
        if (w) {
            w->active = i == st->current;
        }
        r += lines;
    }
    /* The learners' rows where the list last drew them (the card's place): a click chooses
     * one. */
    for (int k = 0; st->lopen && k < st->lrows && st->lrow_first + k < st->learners.n; k++) {
        ui_add_widget(app, W_STUDY_LEARNER, st->lrow_first + k, WK_AREA, st->lrow[k], "");
    }
    /* The buttons under the card: Hint, Solution, Restart; Previous, Next. */
    int by = app->layout.panel.y + app->layout.panel.h - ui_px(app, 20) - 2 * f.bh - f.gap;
    int bw = (f.w - 2 * f.gap) / 3;
    bool has = st->current >= 0;
    Widget *row[6];
    Widget *w = row[0] = ui_add_keyed(app, W_STUDY_HINT, 0, WK_BUTTON, rect(f.x, by, bw, f.bh),
                                      i18n_text(lang, S_HINT), CTL_CMD_HINT);
    if (w) {
        w->enabled = has && st->play.hint < 2 &&
                     (st->play.state == PLAY_TO_MOVE || st->play.state == PLAY_REFUTED);
    }
    w = row[1] = ui_add_keyed(app, W_STUDY_SOLUTION, 0, WK_BUTTON,
                              rect(f.x + bw + f.gap, by, bw, f.bh),
                              i18n_text(lang, S_SHOW_SOLUTION), CTL_CMD_SHOW_SOLUTION);
    if (w) {
        w->enabled = has && st->play.state != PLAY_SHOWING;
    }
    w = row[2] = ui_add_keyed(app, W_STUDY_RESTART, 0, WK_BUTTON,
                              rect(f.x + 2 * (bw + f.gap), by, bw, f.bh),
                              i18n_text(lang, S_RESTART),
                              key_if_fits(app, CTL_CMD_FIRST, i18n_text(lang, S_RESTART), bw));
    if (w) {
        w->enabled = has;
    }
    by += f.bh + f.gap;
    int step_w[3];
    step_widths(app, bw, step_w);
    w = row[3] = ui_add_keyed(app, W_STUDY_PREV, 0, WK_BUTTON, rect(f.x, by, step_w[0], f.bh),
                              step_label(app, false, step_w), CTL_CMD_BACK);
    if (w) {
        w->enabled = step_problem(st, -1) >= 0;
    }
    w = row[4] = ui_add_keyed(app, W_STUDY_NEXT, 0, WK_BUTTON,
                              rect(f.x + step_w[0] + f.gap, by, step_w[1], f.bh),
                              step_label(app, true, step_w), CTL_CMD_FORWARD);
    if (w) {
        w->enabled = step_problem(st, 1) >= 0;
        w->active = st->play.state == PLAY_SOLVED;
    }
    w = row[5] = ui_add_keyed(
        app, W_STUDY_AT_LEVEL, 0, WK_BUTTON,
        rect(f.x + step_w[0] + step_w[1] + 2 * f.gap, by, step_w[2], f.bh),
        i18n_text(lang, S_AT_MY_LEVEL),
        key_if_fits(app, CTL_CMD_MOVE_NUMBERS, i18n_text(lang, S_AT_MY_LEVEL), step_w[2]));
    if (w) {
        w->enabled = pick_near(st) >= 0;
    }
    ui_buttons_one_size(app, row, 6);
}

/* The trainer's ‹ and › buttons: wide enough for their keys (PgUp, PgDn) beside them. */
static int level_button_width(const App *app)
{
    char key[16];
    keymap_label(CTL_CMD_FORWARD, false, key, sizeof key);
    return ui_button_width_for(app, "›", key);
}

static void build_trainer(App *app, UiFrame f)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int y = first_row(app, f);
    int h = ui_px(app, 30);
    int lw = level_button_width(app);
    ui_add_keyed(app, W_TRAINER_LEVEL, -1, WK_BUTTON, rect(f.x, y, lw, h), "‹", CTL_CMD_BACK);
    ui_add_keyed(app, W_TRAINER_LEVEL, 1, WK_BUTTON, rect(f.x + f.w - lw, y, lw, h), "›",
                 CTL_CMD_FORWARD);
    /* Undo (the last mark taken back: lit while there is one before Check), Check, New
     * position. */
    int by = app->layout.panel.y + app->layout.panel.h - ui_px(app, 20) - f.bh;
    /* Each as wide as its words need at their least size (bold, as when lit), the room
     * left shared out evenly: Undo's words are short, New position's long. */
    const char *undo = i18n_text(lang, S_UNDO), *check = i18n_text(lang, S_CHECK);
    const char *fresh = i18n_text(lang, S_NEW_POSITION);
    int sides = f.w - ui_button_label_room(app, f.w, NULL, NULL);
    int need[3], tw, th;
    const char *words[3] = {undo, check, fresh};
    for (int i = 0; i < 3; i++) {
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), words[i], &tw, &th);
        need[i] = tw + sides;
    }
    int spare = f.w - 2 * f.gap - need[0] - need[1] - need[2];
    int uw = spare >= 0 ? need[0] + spare / 3 : (f.w - 2 * f.gap) / 3;
    int hw = spare >= 0 ? need[1] + spare / 3 : (f.w - 2 * f.gap) / 3;
    int nx = f.x + uw + hw + 2 * f.gap, nw = f.x + f.w - nx;
    Widget *row[3];
    Widget *w = row[0] = ui_add_keyed(app, W_TRAINER_UNDO, 0, WK_BUTTON, rect(f.x, by, uw, f.bh),
                                      undo, key_if_fits_in(app, FACE_BOLD, CTL_CMD_UNDO, undo, uw));
    if (w) {
        w->enabled = st->has_round && !st->round.checked && st->round.nmarked > 0;
    }
    w = row[1] = ui_add_keyed(app, W_TRAINER_CHECK, 0, WK_BUTTON,
                              rect(f.x + uw + f.gap, by, hw, f.bh), check,
                              key_if_fits_in(app, FACE_BOLD, CTL_CMD_CONFIRM, check, hw));
    if (w) {
        w->enabled = st->has_round && !st->round.checked;
        w->active = w->enabled && st->round.nmarked > 0;
    }
    w = row[2] = ui_add_keyed(app, W_TRAINER_NEW, 0, WK_BUTTON, rect(nx, by, nw, f.bh), fresh,
                              key_if_fits_in(app, FACE_BOLD, CTL_CMD_NEW_GAME, fresh, nw));
    if (w) {
        w->active = st->round.checked;
    }
    ui_buttons_one_size(app, row, 3);
}

void ui_study_build(App *app)
{
    UiStudy *st = app->study;
    Lang lang = lang_of(app);
    st->nlabels = 0;
    const LayoutRect *p = &app->layout.panel;
    UiFrame f = ui_panel_frame(app);
    int top = p->y + ui_px(app, 20);
    /* Header: the language (with its key L, which works here as in a game) and the way
     * back to the game. */
    int lw = ui_lang_button_w(app);
    lw = lw > ui_px(app, 64) ? lw : ui_px(app, 64);
    ui_add_keyed(app, W_LANG, (lang + 1) % LANG_COUNT, WK_BUTTON,
                 rect(f.x + f.w - lw, top, lw, ui_px(app, 30)), i18n_lang_short(lang),
                 CTL_CMD_LANGUAGE);
    /* The title and the way back share the row: the way back in full words beside the
     * title at its size or smaller (down to 18 px), else in short ones ("До гри"), with
     * its key W (audit 33a, C10: it showed none, though W and Esc work); without the key
     * only where neither form holds it, and cut only when even the short words do not fit
     * beside the smallest title. */
    char *back = label(app);
    char key[16];
    keymap_label(CTL_CMD_STUDY, false, key, sizeof key);
    int bw = 0;
    bool fits = false;
    for (int form = 0; form < 4 && !fits; form++) {
        const char *k = form < 2 ? key : NULL;
        text_format(back, STUDY_LABEL, "%s",
                    i18n_text(lang, form % 2 == 0 ? S_BACK_TO_GAME : S_BACK_TO_GAME_SHORT));
        int bw0, bh0;
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), back, &bw0, &bh0);
        for (int px = 26; px >= 18 && !fits; px -= 2) {
            int tw0, th0;
            st->title_px = ui_px(app, px);
            text_size(app->assets, FACE_BOLD, st->title_px, i18n_text(lang, S_STUDY), &tw0, &th0);
            bw = f.w - lw - 2 * f.gap - tw0;
            fits = bw0 <= ui_button_label_room(app, bw, k, NULL);
        }
        if (fits && !k) {
            key[0] = '\0';
        }
    }
    if (!fits) {
        key[0] = '\0';
    }
    fit(app, ui_font(app, UI_LABEL_MIN_PX), back, ui_button_label_room(app, bw, key, NULL));
    Widget *leave = ui_add_keyed(app, W_STUDY_LEAVE, 0, WK_BUTTON,
                                 rect(f.x + f.w - lw - f.gap - bw, top, bw, ui_px(app, 30)), back,
                                 CTL_CMD_NONE);
    if (leave) {
        text_format(leave->key, sizeof leave->key, "%s", key);
    }
    /* Tabs: Tab on the one it turns to, when the name still fits beside it. */
    int ty = top + ui_px(app, 44);
    /* Halves, or each as wide as its name needs at the least size (bold, as when chosen)
     * and the room left shared evenly where halves would cut the longer one ("Запрещённые
     * пункты" at 800x500). */
    int tws[2] = {(f.w - f.gap) / 2, (f.w - f.gap) / 2};
    int need[2];
    for (int t = 0; t < 2; t++) {
        int nw, nh;
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX),
                  i18n_text(lang, t == 0 ? S_STUDY_PROBLEMS : S_STUDY_TRAINER), &nw, &nh);
        need[t] = nw + f.w - ui_button_label_room(app, f.w, NULL, NULL);
    }
    int spare = f.w - f.gap - need[0] - need[1];
    if ((need[0] > tws[0] || need[1] > tws[1]) && spare >= 0) {
        tws[0] = need[0] + spare / 2;
        tws[1] = f.w - f.gap - tws[0];
    }
    for (int t = 0; t < 2; t++) {
        char *name = label(app);
        text_format(name, STUDY_LABEL, "%s",
                    i18n_text(lang, t == 0 ? S_STUDY_PROBLEMS : S_STUDY_TRAINER));
        int tw = tws[t];
        Widget *w = ui_add_keyed(
            app, W_STUDY_TAB, t, WK_SEGMENT, rect(f.x + t * (tws[0] + f.gap), ty, tw, f.bh), name,
            st->tab != t ? key_if_fits(app, CTL_CMD_STUDY_TAB, name, tw) : CTL_CMD_NONE);
        if (w) {
            w->active = st->tab == t;
        }
    }
    if (st->tab == 0) {
        build_problems(app, f);
    } else {
        build_trainer(app, f);
    }
}

/* ---- Drawing ------------------------------------------------------------------------- */

static void centre(const App *app, Pos p, double *x, double *y)
{
    layout_cell_center(&app->layout, p, x, y);
}

/* A small number on a point (the problem's move numbers, the refutation's order). */
static void number(const App *app, Pos p, int n, SDL_Color c, double size)
{
    double cx, cy;
    centre(app, p, &cx, &cy);
    char s[12];
    snprintf(s, sizeof s, "%d", n);
    int px = (int)lround(app->layout.cell * size);
    int tw, th;
    text_size(app->assets, FACE_BOLD, px, s, &tw, &th);
    text_draw(app->assets, FACE_BOLD, px, s, (int)lround(cx), (int)lround(cy - th / 2.0), c, 1);
}

static void ring(const App *app, Pos p, SDL_Color c, double size)
{
    double cx, cy;
    centre(app, p, &cx, &cy);
    assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, app->layout.cell * size, c, 255);
}

static void ghost(const App *app, Pos p, Stone s, Uint8 alpha, double scale)
{
    double cx, cy;
    centre(app, p, &cx, &cy);
    ui_board_stone(app, s, cx, cy, scale, alpha);
}

/* A refutation's stone: nearly a real stone's size and nearly opaque, in a dark rim on the
 * wood (3:1 in every theme) that no stone played has, with its number. */
static void refutation_stone(const App *app, Pos p, Stone s, int n)
{
    double cx, cy;
    centre(app, p, &cx, &cy);
    double d = app->layout.cell * 0.95 * UI_REFUTATION_SCALE; /* its diameter */
    ui_board_stone(app, s, cx, cy, UI_REFUTATION_SCALE, UI_REFUTATION_ALPHA);
    SDL_Color rim = ui_colour(COLOUR_GHOST_RIM);
    assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, d * 1.16, rim, 255);
    assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, d * 1.08, rim, 255);
    number(app, p, n,
           s == STONE_BLACK ? ui_colour(COLOUR_LINE_ON_BLACK) : ui_colour(COLOUR_REFUTATION), 0.40);
}

static void draw_problem_board(const App *app, Pos hover)
{
    const UiStudy *st = app->study;
    const ProblemPlay *pp = &st->play;
    const Board *b = &pp->board;
    FoulView fv;
    memset(&fv, 0, sizeof fv);
    /* A foul to show: the wrong move's, or at the end of a win by foul the point the
     * defence may not take. */
    Pos foul = problem_play_foul_point(pp);
    if (pp->state == PLAY_REFUTED && pp->verdict.kind == PROBLEM_MOVE_FOUL) {
        foul = pp->wrong;
    }
    if (foul != POS_NONE) {
        foulview_point(rules_get(RULE_RENJU), b, foul, b->to_move, true, lang_of(app), &fv);
    }
    ui_explain_draw_under(app, &fv);
    ui_draw_stones(app, b, false);
    /* Solved, or the solution played through: its five ringed as a finished game's
     * (audit 25, C8: only the text changed). */
    Pos five[RULES_LINE_MAX];
    ui_draw_five(app, five, problem_play_five(pp, five));
    /* The moves since the start, numbered. */
    for (int i = pp->start.ply; i < b->ply; i++) {
        Pos p = b->history[i].pos;
        if (p >= 0) {
            number(app, p, i - pp->start.ply + 1,
                   board_at(b, p) == STONE_BLACK ? ui_colour(COLOUR_NUMBER_ON_BLACK)
                                                 : ui_colour(COLOUR_NUMBER_ON_WHITE),
                   0.40);
        }
    }
    /* A wrong move: ringed red (a win by another technique: green); its refutation as
     * stones in a dark rim, numbered on from the moves on the board. */
    if (pp->state == PLAY_REFUTED) {
        if (pp->verdict.kind == PROBLEM_MOVE_FOUL) {
            ghost(app, pp->wrong, b->to_move, 110, 1.0);
        }
        ring(app, pp->wrong,
             ui_colour(pp->msg == PLAY_MSG_WINS_OTHERWISE ? COLOUR_GOOD
                       : pp->msg == PLAY_MSG_MAY_WIN      ? COLOUR_ACCENT
                                                          : COLOUR_RED),
             1.15);
        Stone s = pp->verdict.kind == PROBLEM_MOVE_FOUL ? stone_opponent(b->to_move) : b->to_move;
        if (pp->verdict.kind == PROBLEM_MOVE_IGNORES_FIVE) {
            s = stone_opponent(problem_play_learner(pp));
        }
        for (int i = 0; i < pp->verdict.nline; i++) {
            Pos p = pp->verdict.line[i];
            if (board_at(b, p) != STONE_EMPTY) {
                break;
            }
            refutation_stone(app, p, s, problem_play_refutation_number(pp, i));
            if (i == 0) {
                ring(app, p, ui_colour(COLOUR_BAD), 1.2);
            }
            s = stone_opponent(s);
        }
        RuleVerdict why;
        Pos last_block = problem_play_refutation_foul(pp, &why);
        if (last_block != POS_NONE) {
            /* The point the refutation's last four leaves the learner, forbidden. */
            double cx, cy;
            centre(app, last_block, &cx, &cy);
            assets_draw_sprite(app->assets, SPRITE_FORBIDDEN, cx, cy, app->layout.cell * 0.5,
                               ui_colour(COLOUR_RED), 255);
        }
    }
    ui_explain_draw_over(app, &fv);
    if (foul != POS_NONE && pp->state != PLAY_REFUTED) {
        double cx, cy;
        centre(app, foul, &cx, &cy);
        assets_draw_sprite(app->assets, SPRITE_FORBIDDEN, cx, cy, app->layout.cell * 0.5,
                           ui_colour(COLOUR_RED), 255);
    }
    /* The hint. */
    if (pp->hint_pos != POS_NONE && board_at(b, pp->hint_pos) == STONE_EMPTY) {
        ghost(app, pp->hint_pos, b->to_move, 120, 1.0);
        ring(app, pp->hint_pos, ui_colour(COLOUR_GOOD), 1.0);
    }
    /* A defence of several answers, solved or its solution shown: the others that hold
     * too ringed in the accent colour, as the message names them (it named them in words
     * alone). */
    Pos other[PROBLEM_MAX_LINE];
    int nother = problem_play_other_answers(pp, other);
    for (int i = 0; i < nother; i++) {
        if (board_at(b, other[i]) == STONE_EMPTY) {
            ring(app, other[i], ui_colour(COLOUR_ACCENT), 1.0);
        }
    }
    /* The move being checked, faint until its verdict comes. */
    if (pp->state == PLAY_CHECKING) {
        ghost(app, pp->judged, b->to_move, 150, 1.0);
    }
    /* The ghost stone under the mouse on the learner's turn. */
    if (hover != POS_NONE && pp->state == PLAY_TO_MOVE && board_at(b, hover) == STONE_EMPTY) {
        ghost(app, hover, b->to_move, 115, 1.0);
    }
    const BoardPly *last = board_last(b);
    if (last && last->pos >= 0 && pp->state != PLAY_REFUTED && b->ply > pp->start.ply) {
        ring(app, last->pos, ui_colour(COLOUR_RED), 0.5);
    }
}

static SDL_Color mark_colour(const App *app, TrainerMark m)
{
    return m == TRAINER_HIT    ? ui_colour(COLOUR_GOOD)
           : m == TRAINER_MISS ? ui_colour(COLOUR_TRAINER_MISS)
           : m == TRAINER_TRAP ? ui_colour(COLOUR_TRAINER_TRAP)
                               : ui_colour(COLOUR_BAD);
}

#define HALF_TURN 3.14159265358979323846 /* radians */

/* A mark after Check in a shape of its own, so that the result reads without telling the
 * colours apart (in grey, or to a colour-blind eye, the rings were alike): found, the cross in
 * a ring; missed, a ring of dots (the point left empty); a false alarm, the cross in a square;
 * a look-alike left alone, a triangle. side: a cell's width; the cross in `cross`. The legend
 * draws the same beside its words. */
/* What a marked point holds, d across: the foul's cross; in White's eye, where the learner
 * marks White's moves, a small white stone (the audit 29b, item 6: the red cross read as
 * "forbidden" on a White move). */
static void point_sign(const App *app, double cx, double cy, double d, SDL_Color cross, Uint8 alpha)
{
    if (app->study->level == TRAINER_WHITE_EYE) {
        ui_board_stone(app, STONE_WHITE, cx, cy, d * 1.15 / (app->layout.cell * 0.95), alpha);
    } else {
        assets_draw_sprite(app->assets, SPRITE_FORBIDDEN, cx, cy, d, cross, alpha);
    }
}

static void mark_shape(const App *app, TrainerMark m, double cx, double cy, double side,
                       SDL_Color cross)
{
    SDL_Color c = mark_colour(app, m);
    Assets *a = app->assets;
    if (m == TRAINER_HIT || m == TRAINER_FALSE_ALARM) {
        point_sign(app, cx, cy, side * 0.5, cross, 255);
    }
    if (m == TRAINER_HIT) {
        assets_draw_sprite(a, SPRITE_RING, cx, cy, side * 1.05, c, 255);
    } else if (m == TRAINER_MISS) {
        /* Each dot edged dark: orange alone is the board's grey in the light theme. */
        for (int k = 0; k < 10; k++) {
            double t = k * 2 * HALF_TURN / 10;
            double x = cx + side * 0.42 * cos(t), y = cy + side * 0.42 * sin(t);
            assets_draw_sprite(a, SPRITE_DOT, x, y, side * 0.27, ui_colour(COLOUR_LINE_ON_WHITE),
                               230);
            assets_draw_sprite(a, SPRITE_DOT, x, y, side * 0.17, c, 255);
        }
    } else if (m == TRAINER_FALSE_ALARM) {
        int w = (int)lround(side * 0.9), t = (int)lround(side * 0.09);
        LayoutRect sq = {(int)lround(cx - w / 2.0), (int)lround(cy - w / 2.0), w, w};
        ui_frame(app->ren, sq, t < 2 ? 2 : t, c);
    } else if (m == TRAINER_TRAP) {
        /* Pointing up, its edges of dots close enough to make a line. */
        double vx[3], vy[3];
        for (int k = 0; k < 3; k++) {
            vx[k] = cx + side * 0.5 * cos(-HALF_TURN / 2 + k * 2 * HALF_TURN / 3);
            vy[k] = cy + side * 0.1 + side * 0.5 * sin(-HALF_TURN / 2 + k * 2 * HALF_TURN / 3);
        }
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < 16; i++) {
                double u = i / 16.0;
                assets_draw_sprite(a, SPRITE_DOT, vx[k] + u * (vx[(k + 1) % 3] - vx[k]),
                                   vy[k] + u * (vy[(k + 1) % 3] - vy[k]), side * 0.13, c, 255);
            }
        }
    }
}

static void draw_trainer_board(const App *app, Pos hover)
{
    const UiStudy *st = app->study;
    if (!st->has_round) {
        return;
    }
    const TrainerRound *r = &st->round;
    FoulView fv;
    Board b;
    trainer_view(app, &fv, &b);
    /* The explanation's lines in the one colour the legend names then, so that the rings
     * keep the legend's meanings (the point explained keeps its own). */
    ui_explain_draw_under_in(app, &fv, ui_colour(COLOUR_TRAINER_LINE));
    ui_draw_stones(app, &b, false);
    for (int i = 0; i < r->nmarked && !r->checked; i++) {
        double cx, cy;
        centre(app, r->marked[i], &cx, &cy);
        point_sign(app, cx, cy, app->layout.cell * 0.56, ui_colour(COLOUR_WHITE), 255);
    }
    for (int y = 0; r->checked && y < BOARD_STANDARD; y++) {
        for (int x = 0; x < BOARD_STANDARD; x++) {
            Pos p = pos_from_xy(x, y);
            TrainerMark m = trainer_point(r, p);
            if (m == TRAINER_NONE) {
                continue;
            }
            double cx, cy;
            centre(app, p, &cx, &cy);
            mark_shape(app, m, cx, cy, app->layout.cell, ui_colour(COLOUR_WHITE));
        }
    }
    ui_explain_draw_over_in(app, &fv, ui_colour(COLOUR_TRAINER_LINE));
    if (b.hash != r->board.hash && fv.kind != FOULVIEW_NONE) {
        /* White's eye: White's four is on the board; the block it leaves Black is crossed. */
        double cx, cy;
        centre(app, fv.marks.point, &cx, &cy);
        assets_draw_sprite(app->assets, SPRITE_FORBIDDEN, cx, cy, app->layout.cell * 0.5,
                           ui_colour(COLOUR_TRAINER_LINE), 255);
    }
    if (hover != POS_NONE && !r->checked && board_at(&r->board, hover) == STONE_EMPTY &&
        !trainer_is_marked(r, hover)) {
        double cx, cy;
        centre(app, hover, &cx, &cy);
        point_sign(app, cx, cy, app->layout.cell * 0.56, ui_colour(COLOUR_WHITE), 110);
    }
}

/* Draws wrapped text and returns the height used. */
static int para(const App *app, const char *s, int x, int y, int w, int px, SDL_Color c)
{
    if (!s[0]) {
        return 0;
    }
    return text_draw_wrapped(app->assets, FACE_REGULAR, ui_font(app, px), s, x, y, w, c) +
           ui_px(app, 6);
}

/* para, only when the text ends above limit; returns the height used (0: left out). */
static int para_within(const App *app, const char *s, int x, int y, int w, int px, SDL_Color c,
                       int limit)
{
    int h = text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, px), s, w);
    return y + h <= limit ? para(app, s, x, y, w, px, c) : 0;
}

/* The learner's rating as the panel shows it, with the last problem's change after it
 * ("1523", "1523 (+12)", "1511 (−8)"); whether it is still provisional (its RD large). */
static bool rating_text(const UiStudy *st, char *buf, size_t cap)
{
    Rating me = progress_rating(st->progress);
    int change = st->session->change;
    char delta[24] = "";
    if (st->session->changed) {
        snprintf(delta, sizeof delta, " (%s%d)",
                 change > 0   ? "+"
                 : change < 0 ? "\u2212"
                              : "\u00b1",
                 change < 0 ? -change : change);
    }
    snprintf(buf, cap, "%d%s", rating_round(me.r), delta);
    return me.rd >= RATING_PROVISIONAL_RD;
}

/* Under the list of every level, in its last row: the list goes easiest first, yet the
 * composed lessons come early, between the mined problems (README, "Problems"), so "2.1"
 * follows "1.3" (audit 27a, item 9: the order looked broken). */
static void draw_order_note(const App *app, UiFrame f)
{
    const UiStudy *st = app->study;
    if (st->filter != 0 && !st->technique[0]) {
        return;
    }
    /* A technique's list: how many it holds and how many are ticked ("14 problems, 4
     * solved; easiest first."). */
    char count[200];
    const char *note = i18n_text(lang_of(app), S_STUDY_ORDER);
    if (st->technique[0]) {
        ProgressList l = list_of(st);
        int n = 0, solved = progress_list_solved(st->progress, &st->set, &l, &n);
        text_format(count, sizeof count, i18n_ntext(lang_of(app), S_STUDY_TECHNIQUE_COUNT, n), n,
                    solved);
        note = count;
    }
    int rh = list_row_h(app);
    int y = first_row(app, f) + ui_px(app, 28) + f.gap + (list_rows(app) - 1) * rh;
    int px = text_fit(app->assets, FACE_REGULAR, ui_font(app, 12), ui_font(app, 11), note,
                      f.w - ui_px(app, 4));
    int tw, th;
    text_size(app->assets, FACE_REGULAR, px, note, &tw, &th);
    text_draw(app->assets, FACE_REGULAR, px, note, f.x + ui_px(app, 4), y + (rh - th) / 2,
              ui_colour(COLOUR_DIM), 0);
}

/* A wrong move refuted by its foul: the foul's lines (the threes or fours that make it),
 * the px they are drawn at, and what gives them room on the card. Every line is shown
 * (audit 31a, B1: at 1024x640 a "double-three" listed one three, the other cut without a
 * sign): smaller first, then without the goal's line (give 1; the title says it), without
 * the rating's line (2), without the try's counts at the card's foot (3), without the
 * level's line (4: the title names the technique; 800x500 in Bulgarian). */
typedef struct CardRoom {
    FoulView why;  /* ntext 0: no foul to explain */
    int why_px;    /* the lines' text size, in the interface's px (ui_font) */
    bool why_base; /* ... or, where even that leaves no room, the size not grown (ui_px) */
    int give;
} CardRoom;

/* The text size of a card's line: px grown with the interface (ui_font), or not (ui_px). */
static int card_px(const App *app, int px, bool base)
{
    return base ? ui_px(app, px) : ui_font(app, px);
}

static int card_para_h(const App *app, const char *s, int w, int px, bool base)
{
    return s[0] ? text_wrapped_height(app->assets, FACE_REGULAR, card_px(app, px, base), s, w) +
                      ui_px(app, 6)
                : 0;
}

static CardRoom card_room(const App *app, int w, int room, const char *info, const char *rated,
                          const char *goal, const char *msg)
{
    const ProblemPlay *pp = &app->study->play;
    CardRoom r = {.why_px = 13};
    r.why.ntext = 0;
    if (pp->state != PLAY_REFUTED || pp->verdict.kind != PROBLEM_MOVE_FOUL) {
        return r;
    }
    foulview_point(rules_get(RULE_RENJU), &pp->board, pp->wrong, pp->board.to_move, true,
                   lang_of(app), &r.why);
    int need[3] = {0, 0, 0}; /* the lines at 13 px and at 12, and at 12 not grown */
    for (int i = 1; i < r.why.ntext; i++) {
        need[0] += card_para_h(app, r.why.text[i].text, w, 13, false);
        need[1] += card_para_h(app, r.why.text[i].text, w, 12, false);
        need[2] += card_para_h(app, r.why.text[i].text, w, 12, true);
    }
    int rated_h = card_para_h(app, rated, w, 13, false);
    int goal_h = card_para_h(app, goal, w, 14, false);
    int msg_h = card_para_h(app, msg, w, 15, false);
    /* What the rest takes as it gives: the counts' 22 px at the foot are the lines' then. */
    int info_h = card_para_h(app, info, w, 13, false);
    int counts = ui_font(app, 22);
    int rest[5] = {info_h + rated_h + goal_h + msg_h, info_h + rated_h + msg_h, info_h + msg_h,
                   info_h + msg_h - counts, msg_h - counts};
    if (rest[0] + need[0] <= room) {
        return r;
    }
    r.why_px = 12;
    while (r.give < 4 && rest[r.give] + need[1] > room) {
        r.give++;
    }
    /* The interface at its largest on a small panel: the lines at the size not grown (the
     * rest of the card keeps the interface's size). */
    r.why_base = rest[r.give] + need[1] > room && need[2] < need[1];
    return r;
}

/* The room the note (note_text) takes above the buttons, with its gaps: the card and the
 * trainer's texts end above it, 0 without one (audit 33b B4: "could not be kept" was drawn
 * over the solved card's last line). */
static int note_room(const App *app, UiFrame f)
{
    char note[700];
    if (!note_text(app, note, sizeof note)) {
        return 0;
    }
    return text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, 12), note, f.w) +
           ui_px(app, 32);
}

/* The learners in the card's place (P): each one's summary for the teacher, the one
 * chosen marked, the name being typed, the keys, what was last said. */
static void draw_learners(const App *app, UiFrame f, int y)
{
    const UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int bottom = app->layout.panel.y + app->layout.panel.h - ui_px(app, 20) - 2 * f.bh - 2 * f.gap -
                 note_room(app, f);
    LayoutRect card = {f.x - ui_px(app, 8), y - ui_px(app, 6), f.w + ui_px(app, 16),
                       bottom - y + ui_px(app, 2)};
    ui_card(app->ren, card, ui_px(app, 8), ui_colour(COLOUR_CARD));
    y += text_draw_wrapped(app->assets, FACE_BOLD, ui_font(app, 15), i18n_text(lang, S_LEARNERS),
                           f.x, y, f.w, ui_colour(COLOUR_TEXT)) +
         ui_px(app, 2);
    /* Under the rows: the field or the keys, and the message, from the card's foot up. */
    char keys[600], field[600];
    if (st->ltyping) {
        char name[sizeof st->lname + 8];
        memcpy(name, st->lname, st->lname_len);
        memcpy(name + st->lname_len, "_", 2);
        if (st->lrename >= 0 && st->lrename < st->learners.n) {
            text_format(field, sizeof field, i18n_text(lang, S_LEARNER_RENAME_FIELD),
                        learner_name(lang, &st->learners, st->lrename), name);
            text_format(keys, sizeof keys, "%s", i18n_text(lang, S_LEARNER_RENAME_KEYS));
        } else {
            text_format(field, sizeof field, i18n_text(lang, S_LEARNER_NEW_NAME), name);
            text_format(keys, sizeof keys, "%s", i18n_text(lang, S_LEARNER_TYPING_KEYS));
        }
    } else {
        field[0] = '\0';
        text_format(keys, sizeof keys, "%s", i18n_text(lang, S_LEARNERS_KEYS));
    }
    int px = ui_font(app, 13);
    int foot = text_wrapped_height(app->assets, FACE_REGULAR, px, keys, f.w);
    int said = st->lmsg[0] ? text_wrapped_height(app->assets, FACE_REGULAR, px, st->lmsg, f.w) : 0;
    int typed = field[0] ? text_wrapped_height(app->assets, FACE_REGULAR, px, field, f.w) : 0;
    int rows_end = bottom - foot - said - typed - ui_px(app, 8);
    int row = ui_font(app, 20);
    int nrows = (rows_end - y) / (row > 0 ? row : 1);
    nrows = nrows < 1 ? 1 : nrows;
    int first = st->lsel - nrows + 1 > 0 ? st->lsel - nrows + 1 : 0;
    UiStudy *rows = app->study; /* where the rows are drawn, for a click (build_problems) */
    rows->lrow_first = first;
    rows->lrows = 0;
    for (int i = first; i < st->learners.n && i < first + nrows; i++) {
        rows->lrow[rows->lrows++] = (LayoutRect){f.x - ui_px(app, 4), y - ui_px(app, 1),
                                                 f.w + ui_px(app, 8), row};
        const LearnerSummary *m = &st->summary[i];
        char line[400];
        const char *name = learner_name(lang, &st->learners, i);
        if (app->settings.study_hide_rating) {
            text_format(line, sizeof line, i18n_text(lang, S_LEARNER_ROW_HIDDEN), name, m->solved,
                        m->total);
        } else {
            text_format(line, sizeof line, i18n_text(lang, S_LEARNER_ROW), name, m->solved,
                        m->total, m->rating);
        }
        if (i == st->learners.current) { /* the one studying: marked first, as it may be cut */
            char marked[420];
            text_format(marked, sizeof marked, "\u25b8 %s", line);
            memcpy(line, marked, sizeof line - 1);
            line[sizeof line - 1] = '\0';
        }
        if (i == st->lsel) {
            ui_fill(app->ren, f.x - ui_px(app, 4), y - ui_px(app, 1), f.w + ui_px(app, 8), row,
                    ui_colour(COLOUR_SELECTED));
        }
        fit(app, px, line, f.w);
        text_draw(app->assets, i == st->learners.current ? FACE_BOLD : FACE_REGULAR, px, line, f.x,
                  y, ui_colour(COLOUR_TEXT), 0);
        y += row;
    }
    y = rows_end + ui_px(app, 4);
    if (field[0]) {
        y += text_draw_wrapped(app->assets, FACE_REGULAR, px, field, f.x, y, f.w,
                               ui_colour(COLOUR_TEXT));
    }
    if (st->lmsg[0]) {
        y += text_draw_wrapped(app->assets, FACE_REGULAR, px, st->lmsg, f.x, y, f.w,
                               ui_colour(st->lmsg_bad ? COLOUR_BAD : COLOUR_ACCENT));
    }
    text_draw_wrapped(app->assets, FACE_REGULAR, px, keys, f.x, y, f.w, ui_colour(COLOUR_DIM));
}

static void draw_problem_panel(const App *app, UiFrame f)
{
    const UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int y = first_row(app, f) + ui_px(app, 28) + f.gap + list_rows(app) * list_row_h(app) +
            ui_px(app, 10);
    char buf[1024];
    if (!st->loaded) {
        /* Every file skipped, or none found: why, in the learner's language. */
        not_loaded_text(app, buf, sizeof buf);
        para(app, buf, f.x, y, f.w, 14, ui_colour(COLOUR_BAD));
        return;
    }
    draw_order_note(app, f);
    int solved = 0;
    for (int i = 0; i < st->set.n; i++) {
        const ProgressProblem *e = progress_find(st->progress, st->set.items[i].id);
        solved += e && e->solved;
    }
    text_format(buf, sizeof buf, i18n_text(lang, S_STUDY_SOLVED_COUNT), solved, st->set.n);
    int sw, sh, rw, rh;
    text_size(app->assets, FACE_REGULAR, ui_font(app, 13), buf, &sw, &sh);
    text_draw(app->assets, FACE_REGULAR, ui_font(app, 13), buf, f.x + f.w, y - ui_px(app, 8),
              ui_colour(COLOUR_DIM), 2);
    char rating[64];
    bool provisional = rating_text(st, rating, sizeof rating);
    /* "Your rating 1500, provisional" while it is provisional, where that fits beside the
     * count, else "1500, provisional"; a "?" read as a question (audit 27a, item 4; audit
     * 31a, C8: "Вашият предварителен рейтинг 1410?"). Where neither fits, "Your rating
     * 1500", and the card's line on a rated try says "your provisional rating". */
    static const StrId FORMS[] = {S_STUDY_RATING_PROVISIONAL, S_STUDY_RATING_PROVISIONAL_SHORT};
    bool unsaid = provisional;
    for (size_t k = 0; provisional && unsaid && k < sizeof FORMS / sizeof FORMS[0]; k++) {
        text_format(buf, sizeof buf, i18n_text(lang, FORMS[k]), rating);
        text_size(app->assets, FACE_REGULAR, ui_font(app, 13), buf, &rw, &rh);
        unsaid = rw + ui_px(app, 12) + sw > f.w; /* the card says it then */
    }
    if (!provisional || unsaid) {
        text_format(buf, sizeof buf, i18n_text(lang, S_STUDY_RATING), rating);
    }
    bool hidden = app->settings.study_hide_rating; /* no number, no change (audit 33b, C7) */
    if (hidden) {
        unsaid = false;
        text_format(buf, sizeof buf, "%s", i18n_text(lang, S_STUDY_RATING_HIDDEN));
    }
    /* The learner studying, before it, where there are learners (audit 33b, B1). */
    const Learners *ls = &st->learners;
    if (ls->n > 1 || ls->items[0].name[0]) {
        /* "Anna · Your rating 1523", else "Anna · 1523" (hidden: "Anna"), where it fits. */
        const char *who = learner_name(lang, ls, ls->current);
        char named[1100];
        text_format(named, sizeof named, "%s · %s", who, buf);
        text_size(app->assets, FACE_REGULAR, ui_font(app, 13), named, &rw, &rh);
        bool bare = rw + ui_px(app, 12) + sw > f.w;
        if (bare) {
            text_format(named, sizeof named, hidden ? "%s" : "%s · %s", who, rating);
            text_size(app->assets, FACE_REGULAR, ui_font(app, 13), named, &rw, &rh);
        }
        if (rw + ui_px(app, 12) + sw <= f.w) {
            memcpy(buf, named, strlen(named) + 1);
            unsaid = unsaid || (bare && provisional && !hidden); /* the card says it then */
        }
    }
    text_size(app->assets, FACE_REGULAR, ui_font(app, 13), buf, &rw, &rh);
    text_draw(app->assets, FACE_REGULAR, ui_font(app, 13), buf, f.x, y - ui_px(app, 8),
              ui_colour(COLOUR_TEXT), 0);
    y += (rh > sh ? rh : sh) + ui_px(app, 2); /* the line's height at the interface's size */
    if (st->lopen) {
        draw_learners(app, f, y);
        return;
    }
    if (st->current < 0) {
        return;
    }
    const ProblemPlay *pp = &st->play;
    const Problem *p = &pp->problem;
    int bottom = app->layout.panel.y + app->layout.panel.h - ui_px(app, 20) - 2 * f.bh - 2 * f.gap -
                 note_room(app, f);
    LayoutRect card = {f.x - ui_px(app, 8), y - ui_px(app, 6), f.w + ui_px(app, 16),
                       bottom - y + ui_px(app, 2)};
    ui_card(app->ren, card, ui_px(app, 8), ui_colour(COLOUR_CARD));
    if (title_hidden(app, st->current)) {
        hidden_title(app, st->current, buf, sizeof buf);
    } else {
        problem_set_title(&st->set, st->current, (int)lang, buf, sizeof buf);
    }
    y += text_draw_wrapped(app->assets, FACE_BOLD, ui_font(app, 17), buf, f.x, y, f.w,
                           ui_colour(COLOUR_TEXT)) +
         ui_px(app, 4);
    char key[16], hid[96];
    keymap_label(CTL_CMD_ANALYSE, false, key, sizeof key);
    text_format(hid, sizeof hid, i18n_text(lang, S_STUDY_TECHNIQUE_HIDDEN), key);
    char info[512]; /* "Level 3 · the technique · rating 1627" (see card_room) */
    text_format(info, sizeof info,
                i18n_text(lang, hidden ? S_PROBLEM_INFO_UNRATED : S_PROBLEM_INFO), p->level,
                title_hidden(app, st->current) ? hid : technique_name(lang, p->technique),
                rating_problem(p));
    char rated[256] = "";
    ProgressSays says = hidden ? PROGRESS_SAYS_NOTHING
                               : progress_says(st->progress, st->session, p->id, st->attempt_rated,
                                               st->attempt_rates);
    if (says == PROGRESS_SAYS_RATED_NOW) {
        /* What this try did to the rating, in points (a first try's ±250 surprised). */
        int change = st->session->change;
        StrId said = unsaid ? (change > 0 ? S_PROBLEM_RATED_WIN_PROVISIONAL
                                          : S_PROBLEM_RATED_LOSS_PROVISIONAL)
                            : (change > 0 ? S_PROBLEM_RATED_WIN : S_PROBLEM_RATED_LOSS);
        text_format(rated, sizeof rated, i18n_text(lang, said),
                    change > 0   ? "+"
                    : change < 0 ? "\u2212"
                                 : "\u00b1",
                    change < 0 ? -change : change);
    } else if (says != PROGRESS_SAYS_NOTHING) {
        /* Rated before this attempt: a replay, as on a puzzle site, rates nothing; or solved
         * not cleanly and never rated (audit 31b, A2: that said "rated before"). */
        StrId said = says == PROGRESS_SAYS_RATED_BEFORE  ? S_PROBLEM_RATED_BEFORE
                     : says == PROGRESS_SAYS_UNRATED_NOW ? S_PROBLEM_UNRATED_NOW
                                                         : S_PROBLEM_UNRATED_BEFORE;
        text_format(rated, sizeof rated, "%s", i18n_text(lang, said));
    }
    char idea[PROBLEM_IDEA_MAX + 512]; /* the idea and its step */
    bool has_idea = idea_text(lang, pp, idea, sizeof idea);
    char goal[512] = "";
    if (pp->msg != PLAY_MSG_START && pp->msg != PLAY_MSG_NONE && !has_idea) {
        /* (Solved, the idea takes the goal's room: the title still names the goal.) */
        goal_text(lang, p, goal, sizeof goal);
    }
    SDL_Color col;
    play_message(app, buf, sizeof buf, &col);
    int at = bottom - ui_font(app, 22), line = ui_font(app, 18);
    CardRoom room = card_room(app, f.w, at - y, info, rated, goal, buf);
    if (room.give < 4) {
        y += para(app, info, f.x, y, f.w, 13, ui_colour(COLOUR_DIM));
    }
    if (room.give < 2) {
        y += para(app, rated, f.x, y, f.w, 13, ui_colour(COLOUR_DIM));
    }
    if (room.give < 1) {
        y += para(app, goal, f.x, y, f.w, 14, ui_colour(COLOUR_TEXT));
    }
    y += para(app, buf, f.x, y, f.w, 15, col);
    if (has_idea) {
        /* The idea, in the room above the card's last line (smaller when it needs to). */
        int idea_room = bottom - ui_px(app, 26) - y;
        int px = 14;
        while (px > 12 && text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, px), idea,
                                              f.w) > idea_room) {
            px--;
        }
        if (text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, px), idea, f.w) <=
            idea_room) {
            y += para(app, idea, f.x, y, f.w, px, ui_colour(COLOUR_TEXT));
        }
    }
    Pos foul = problem_play_foul_point(pp);
    if (foul != POS_NONE) {
        /* The win by foul's point, as the board marks it: why Black may not take it. */
        FoulView fv;
        foulview_point(rules_get(RULE_RENJU), &pp->board, foul, pp->board.to_move, true, lang, &fv);
        if (fv.ntext > 0) {
            y += para(app, fv.text[0].text, f.x, y, f.w, 14, ui_colour(COLOUR_BAD));
        }
    }
    if (room.why.ntext > 1) {
        /* The foul's lines, as the board marks them: every one (see card_room). */
        for (int i = 1; i < room.why.ntext; i++) {
            y += text_draw_wrapped(app->assets, FACE_REGULAR,
                                   card_px(app, room.why_px, room.why_base), room.why.text[i].text,
                                   f.x, y, f.w, ui_colour(COLOUR_DIM)) +
                 ui_px(app, 6);
        }
        if (y > (room.give < 3 ? at : bottom)) {
            assets_note_overflow(app->assets, room.why.text[room.why.ntext - 1].text, y - at, 0);
        }
    }
    if (room.give >= 3) {
        return; /* the try's counts gave their room to the foul's lines */
    }
    /* Audit 30: after a right move taken back, what that costs; with a move of the learner's
     * on the board, what U and Home do (where they fit above the try's counts). */
    if (pp->retracted && !st->attempt_saved && pp->state != PLAY_SOLVED) {
        y += para_within(app, i18n_text(lang, S_PLAY_RETRACTED), f.x, y, f.w, 13,
                         ui_colour(COLOUR_ACCENT), at - line);
    }
    if (pp->board.ply > pp->start.ply && pp->state != PLAY_REFUTED && pp->state != PLAY_SHOWING) {
        y += para_within(app, i18n_text(lang, S_PLAY_BACK_KEYS), f.x, y, f.w, 13,
                         ui_colour(COLOUR_DIM), at - line);
    }
    ProgressNow now = {.moved = pp->moved,
                       .shown = pp->shown,
                       .over = st->attempt_saved,
                       .wrong = pp->wrong_moves,
                       .hints = pp->hints,
                       .shows = pp->shows,
                       .time_ms = pp->elapsed_ms,
                       .carried = pp->board.ply - pp->start.ply};
    const ProgressProblem *e = progress_find(st->progress, p->id);
    progress_card_line(lang, e, &st->written, &now, buf, sizeof buf);
    /* This try's counts, and under them the totals when it was tried before (where they
     * fit; this try's first): the counts once went on over every try, and a learner read
     * them as this one's after Restart. */
    char totals[200];
    bool both = progress_card_totals(lang, e, &st->written, &now, totals, sizeof totals) &&
                y < at - line + ui_px(app, 2);
    if (y < at + ui_px(app, 2)) {
        para(app, buf, f.x, both ? at - line : at, f.w, 13, ui_colour(COLOUR_DIM));
    }
    if (both) {
        para(app, totals, f.x, at, f.w, 13, ui_colour(COLOUR_DIM));
    }
}

enum {
    TRAINER_ASK_PX = 16,
    TRAINER_NOTE_PX = 14,
    TRAINER_EXPLAIN_PX = 15,
    TRAINER_SHRINK = 3,
    TRAINER_LEAST_PX = 12
};

/* The trainer's texts at their size less `smaller` (in unscaled pixels), from y down: drawn,
 * or only measured (draw false). Returns the y under the last. The sizes are the text's
 * (ui_font: never below the window's least text scale), the explanation as large as the
 * buttons' words, and no text smaller than the house's least body text (12 px). */
typedef struct TrainerText {
    const App *app;
    UiFrame f;
    int smaller;
    bool draw;
    int bottom; /* drawn only above it (the buttons below) */
} TrainerText;

static int trainer_para(const TrainerText *t, const char *s, int y, int px, SDL_Color c)
{
    if (!s[0]) {
        return y;
    }
    const App *app = t->app;
    int size = ui_font(app, px - t->smaller);
    size = size < TRAINER_LEAST_PX ? TRAINER_LEAST_PX : size;
    int h = text_wrapped_height(app->assets, FACE_REGULAR, size, s, t->f.w);
    if (t->draw && y + h <= t->bottom) {
        text_draw_wrapped(app->assets, FACE_REGULAR, size, s, t->f.x, y, t->f.w, c);
    }
    return y + h + ui_px(app, 6);
}

/* The key to the marks after Check, naming only the kinds the board shows: one row each,
 * the mark's shape (as on the board) before its words. */
static int trainer_legend(const TrainerText *t, int y)
{
    static const StrId WORDS[] = {
        [TRAINER_HIT] = S_TRAINER_LEGEND_FOUND,
        [TRAINER_MISS] = S_TRAINER_LEGEND_MISSED,
        [TRAINER_FALSE_ALARM] = S_TRAINER_LEGEND_FALSE_ALARM,
        [TRAINER_TRAP] = S_TRAINER_LEGEND_TRAP,
    };
    const App *app = t->app;
    bool shown[sizeof WORDS / sizeof WORDS[0]] = {false};
    const TrainerRound *r = &app->study->round;
    for (int py = 0; py < BOARD_STANDARD; py++) {
        for (int px = 0; px < BOARD_STANDARD; px++) {
            shown[trainer_point(r, pos_from_xy(px, py))] = true;
        }
    }
    int size = ui_font(app, TRAINER_NOTE_PX - t->smaller);
    size = size < TRAINER_LEAST_PX ? TRAINER_LEAST_PX : size;
    int key = size * 3 / 2, gap = ui_px(app, 6), w = t->f.w - key - gap;
    for (int m = TRAINER_HIT; m <= TRAINER_TRAP; m++) {
        if (!shown[m]) {
            continue;
        }
        /* White's eye misses a White four point, not a forbidden one (audit 31a, C6). */
        bool white = m == TRAINER_MISS && app->study->level == TRAINER_WHITE_EYE;
        const char *s = i18n_text(lang_of(app), white ? S_TRAINER_LEGEND_MISSED_WHITE : WORDS[m]);
        int h = text_wrapped_height(app->assets, FACE_REGULAR, size, s, w);
        int row = h > key ? h : key;
        if (t->draw && y + row <= t->bottom) {
            mark_shape(app, (TrainerMark)m, t->f.x + key / 2.0, y + key / 2.0, key,
                       ui_colour(COLOUR_TEXT));
            text_draw_wrapped(app->assets, FACE_REGULAR, size, s, t->f.x + key + gap,
                              y + (key > h ? (key - h) / 2 : 0), w, ui_colour(COLOUR_DIM));
        }
        y += row + ui_px(app, 3);
    }
    if (app->study->level == TRAINER_WHITE_EYE) { /* the sign in the marks: a White move */
        y = trainer_para(t, i18n_text(lang_of(app), S_TRAINER_LEGEND_WHITE), y, TRAINER_NOTE_PX,
                         ui_colour(COLOUR_DIM));
    }
    return y + ui_px(app, 3);
}

static int trainer_texts(const TrainerText *t, int y)
{
    const App *app = t->app;
    const UiStudy *st = app->study;
    Lang lang = lang_of(app);
    char buf[1024];
    y = trainer_para(
        t, i18n_text(lang, st->level == TRAINER_WHITE_EYE ? S_TRAINER_ASK_WHITE : S_TRAINER_ASK), y,
        TRAINER_ASK_PX, ui_colour(COLOUR_TEXT));
    if (game_only_refused(app)) {
        status_notice_text(&app->notice, lang, buf, sizeof buf);
        y = trainer_para(t, buf, y, TRAINER_NOTE_PX, ui_colour(COLOUR_BAD));
    }
    if (!st->round.checked) {
        return y;
    }
    text_format(buf, sizeof buf, i18n_text(lang, S_TRAINER_SCORE), st->score.hits, st->score.misses,
                st->score.false_alarms, st->score.percent);
    y = trainer_para(t, buf, y, TRAINER_ASK_PX,
                     st->score.percent == 100 ? ui_colour(COLOUR_GOOD) : ui_colour(COLOUR_ACCENT));
    y = trainer_legend(t, y);
    FoulView fv;
    Board b;
    trainer_view(app, &fv, &b);
    if (fv.kind != FOULVIEW_NONE && fv.marks.nlines > 0) { /* lines are drawn */
        y = trainer_para(t, i18n_text(lang, S_TRAINER_LEGEND_LINES), y, TRAINER_NOTE_PX,
                         ui_colour(COLOUR_TRAINER_LINE));
    }
    const ProgressTrainer *pt = &st->progress->trainer[st->level];
    text_format(buf, sizeof buf, i18n_text(lang, S_TRAINER_STATS), pt->rounds, pt->perfect,
                pt->best);
    y = trainer_para(t, buf, y, TRAINER_NOTE_PX, ui_colour(COLOUR_DIM));
    char pname[8];
    point_name(st->explain, pname, sizeof pname);
    buf[0] = '\0';
    if (st->explain == POS_NONE) {
        text_format(buf, sizeof buf, "%s", i18n_text(lang, S_TRAINER_CLICK));
    } else if (st->level == TRAINER_WHITE_EYE) {
        char blk[8] = "—";
        for (int i = 0; i < st->round.nanswer; i++) {
            if (st->round.answer[i] == st->explain) {
                point_name(st->round.block[i], blk, sizeof blk);
            }
        }
        text_format(
            buf, sizeof buf,
            i18n_text(lang, fv.kind == FOULVIEW_NONE ? S_TRAINER_NOT_ANSWER : S_TRAINER_WHITE_WHY),
            pname, blk);
    } else if (fv.kind == FOULVIEW_NONE) {
        text_format(buf, sizeof buf, i18n_text(lang, S_TRAINER_NOT_FORBIDDEN), pname);
    }
    y = trainer_para(t, buf, y, TRAINER_EXPLAIN_PX, ui_colour(COLOUR_TEXT));
    for (int i = 0; i < fv.ntext; i++) {
        y = trainer_para(t, fv.text[i].text, y, TRAINER_EXPLAIN_PX,
                         fv.text[i].dir >= 0 ? ui_colour(COLOUR_TEXT) : ui_colour(COLOUR_ACCENT));
    }
    return y;
}

static void draw_trainer_panel(const App *app, UiFrame f)
{
    const UiStudy *st = app->study;
    Lang lang = lang_of(app);
    int h = ui_px(app, 30);
    /* The level's number and name whole, smaller where they are long (the audit: "Вилка
     * 4×4 на одной лин…"); the name alone where both do not fit at the least size, and one
     * that does not fit even so is an overflow, for tests/test_ui_fit.c. */
    char label[160];
    level_label(lang, st->level, label, sizeof label);
    const char *name = label;
    int room = f.w - 2 * level_button_width(app) - 2 * f.gap;
    int nw, nh;
    /* At the interface's size; the least, below the least window, as small as its rows. */
    int least = ui_font(app, 12) < ui_px(app, 12) ? ui_font(app, 12) : ui_px(app, 12);
    text_size(app->assets, FACE_BOLD, least, name, &nw, &nh);
    if (nw > room) {
        name = i18n_text(lang, LEVEL_NAMES[st->level]);
    }
    int npx = text_fit(app->assets, FACE_BOLD, ui_font(app, 16), least, name, room);
    text_size(app->assets, FACE_BOLD, npx, name, &nw, &nh);
    text_draw(app->assets, FACE_BOLD, npx, name, f.x + f.w / 2, first_row(app, f) + (h - nh) / 2,
              ui_colour(COLOUR_TEXT), 1);
    int y = first_row(app, f) + h + ui_px(app, 12);
    if (!st->has_round) {
        para(app, i18n_text(lang, S_TRAINER_NO_POSITION), f.x, y, f.w, 14, ui_colour(COLOUR_BAD));
        return;
    }
    /* Readable first: the texts as large as the room above the buttons lets them be
     * (a long explanation, a long language, a small window: a pixel less at a time). */
    int bottom = app->layout.panel.y + app->layout.panel.h - ui_px(app, 20) - f.bh - f.gap -
                 note_room(app, f);
    TrainerText t = {app, f, 0, false, bottom};
    while (t.smaller < TRAINER_SHRINK && trainer_texts(&t, y) > bottom) {
        t.smaller++;
    }
    t.draw = true;
    int end = trainer_texts(&t, y);
    if (end - ui_px(app, 6) > bottom) { /* what does not fit is left out, never drawn over */
        assets_note_overflow(app->assets, "the trainer's explanation", end - y, bottom - y);
    }
}

void ui_study_render(const App *app)
{
    const UiStudy *st = app->study;
    ui_board_base(app);
    Pos hover = POS_NONE;
    if (!ui_hover_point(app, &hover)) {
        hover = POS_NONE;
    }
    if (st->tab == 0 && st->current >= 0) {
        draw_problem_board(app, hover);
    } else if (st->tab == 1) {
        draw_trainer_board(app, hover);
    }
    if (app->cursor_visible) {
        ui_board_cursor(app, app->ctl->cursor);
    }
    /* The panel. */
    const LayoutRect *p = &app->layout.panel;
    ui_fill(app->ren, p->x, p->y, p->w, p->h, ui_colour(COLOUR_PANEL));
    ui_fill(app->ren, p->x, p->y, 1, p->h, ui_colour(COLOUR_BORDER));
    UiFrame f = ui_panel_frame(app);
    {
        int tw, th;
        const char *title = i18n_text(lang_of(app), S_STUDY);
        text_size(app->assets, FACE_BOLD, st->title_px, title, &tw, &th);
        /* centred on the header's buttons (30 px high, from 20 px down) */
        text_draw(app->assets, FACE_BOLD, st->title_px, title, f.x, p->y + ui_px(app, 35) - th / 2,
                  ui_colour(COLOUR_TEXT), 0);
    }
    for (int i = 0; i < app->nwidgets; i++) {
        ui_draw_widget(app, &app->widgets[i]);
    }
    if (st->tab == 0) {
        draw_problem_panel(app, f);
    } else {
        draw_trainer_panel(app, f);
    }
    char note[700];
    if (note_text(app, note, sizeof note)) {
        int h = text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, 12), note, f.w);
        int y = p->y + p->h - ui_px(app, 20) - (st->tab == 0 ? 2 : 1) * (f.bh + f.gap) - h -
                ui_px(app, 26);
        text_draw_wrapped(app->assets, FACE_REGULAR, ui_font(app, 12), note, f.x, y, f.w,
                          ui_colour(COLOUR_BAD));
    }
}

bool ui_study_message(const App *app, char *buf, size_t cap)
{
    const UiStudy *st = app->study;
    if (!st || !st->on || st->tab != 0 || st->current < 0) {
        return false;
    }
    SDL_Color col;
    play_message(app, buf, cap, &col);
    return true;
}

bool ui_study_idea(const App *app, char *buf, size_t cap)
{
    const UiStudy *st = app->study;
    return st && st->on && st->tab == 0 && st->current >= 0 &&
           idea_text(lang_of(app), &st->play, buf, cap);
}

bool ui_study_title(const App *app, char *buf, size_t cap)
{
    const UiStudy *st = app->study;
    if (!st || !st->on) {
        return false;
    }
    Lang lang = lang_of(app);
    if (st->tab == 1) {
        char label[160];
        level_label(lang, st->level, label, sizeof label);
        size_t n = text_format(buf, cap, "%s · %s", i18n_text(lang, S_STUDY), label);
        if (st->round.checked && n < cap) {
            snprintf(buf + n, cap - n, " · %d%%", st->score.percent);
        }
        return true;
    }
    const ProblemPlay *pp = &st->play;
    char state[80];
    if (st->current < 0) {
        state[0] = '\0';
    } else if (pp->state == PLAY_SOLVED) {
        text_format(state, sizeof state, "%s",
                    i18n_text(lang, pp->helped      ? S_TITLE_SOLVED_HELPED
                                    : pp->missed    ? S_TITLE_SOLVED_MISSED
                                    : pp->retracted ? S_TITLE_SOLVED_TOOK_BACK
                                                    : S_PLAY_SOLVED));
    } else if (pp->state == PLAY_REFUTED && pp->msg != PLAY_MSG_WINS_OTHERWISE &&
               pp->msg != PLAY_MSG_MAY_WIN) {
        text_format(state, sizeof state, "%s", i18n_text(lang, S_TITLE_REFUTED));
    } else {
        text_format(state, sizeof state, i18n_text(lang, S_MOVE_N),
                    pp->board.ply - pp->start.ply + 1);
    }
    /* The problem as the list numbers it: its level and its number within the level. */
    char number[24] = "";
    if (st->current >= 0) {
        snprintf(number, sizeof number, "%d.%d", pp->problem.level,
                 problem_set_number(&st->set, st->current));
    }
    const Learners *ls = &st->learners;
    if (ls->n > 1 || ls->items[0].name[0]) { /* the learner studying (audit 33b, B1) */
        text_format(buf, cap, "%s · %s · %s · %s", i18n_text(lang, S_STUDY),
                    learner_name(lang, ls, ls->current), number, state);
        return true;
    }
    text_format(buf, cap, "%s · %s · %s", i18n_text(lang, S_STUDY), number, state);
    return true;
}
