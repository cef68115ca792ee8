/* Renju - MIT licence, see LICENSE.
 *
 * SDL set-up and the frame loop. Each turn of the loop: wait for events (blocking when
 * nothing moves, so an idle window costs no CPU; 60 frames a second while a stone drops
 * in or the AI thinks) -> input.c turns them into controller calls -> the AI's answers
 * are collected -> widgets are rebuilt -> render.c draws -> present. The screenshot mode
 * draws the same frame with a software renderer into a surface, without a window.
 * Closed (Ctrl+Q, the window manager's close), the window goes at once and the process
 * ends as soon as the game and the settings are written (run_sdl).
 */
#include <dirent.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include "ai.h"
#include "problem_files.h"
#include "text.h"
#include "ui.h"
#include "ui_internal.h"

/* --load FILE (ui_load_arg): any record format (by extension, else by content), or a move list that
 * names no file ("h8 i9 h9": session_load_arg), opened as session_load_file says (its seats when it
 * names them, paused on a clock), or a position "b=e8,f8 w=a1" that names no file (in the
 * set-up: audit 29b, item 2); a RenLib library larger than a game holds opens in the library
 * view, as Files… opens it. The command is the player's explicit wish, so nothing is asked:
 * an unfinished game the autosave holds, which the loaded record is about to replace there, is
 * first kept as a copy in the games folder (removed again when the record cannot be loaded), and
 * the notice says so. With --rule a record of stones only is read under that rule, and one that
 * names another rule opens under its own, which the window and stderr say. */
/* The notice's words for a move list --load took: its first eight moves, then "…". */
static void moves_shown(const char *list, char *buf, size_t cap)
{
    size_t at = 0;
    size_t start = 0;
    size_t len = strlen(list);
    size_t used = 0;
    buf[0] = '\0';
    size_t n = 0;
    for (int k = 0; (n = text_next_word(list, len, &at, &start)) > 0; k++) {
        if (k == 8) {
            text_append(buf, cap, &used, " …");
            break;
        }
        text_append(buf, cap, &used, "%s%.*s", k ? " " : "", (int)n, list + start);
    }
}

/* A record's or a file's fault as stderr says it, in the window's language. */
static const char *fault_line(const App *app, const RecordError *err, char *buf, size_t cap)
{
    i18n_record_error_line(app->settings.lang, err, buf, cap);
    return buf;
}

/* Does the argument read as a set-up position ("b=e8,f8 w=a1"), not a file's name? */
static bool position_like(const char *arg)
{
    arg += strspn(arg, " \t");
    return (arg[0] == 'b' || arg[0] == 'B' || arg[0] == 'w' || arg[0] == 'W') && arg[1] == '=';
}

/* An argument no file is named by that reads as a position: its stones in the set-up (a
 * figure without the centre stone is explained there, and Done makes a game of one a
 * game reaches), the game on the board unchanged; else the notice says it is neither. */
static bool load_position(App *app, const char *arg)
{
    Board *b = malloc(sizeof *b);
    PositionError why = {.kind = POSITION_OK}; /* no memory: no reason beyond "not read" */
    bool ok = b && position_parse_why(arg, strlen(arg), app->ctl->board.size, b, &why);
    free(b);
    if (ok) {
        ui_setup_begin(app);
        ok = ui_setup_on(app) && controller_setup_text(app->setup, arg, strlen(arg));
    }
    if (!ok) {
        char text[200], line[400];
        i18n_position_error(app->settings.lang, &why, text, sizeof text);
        status_notice_set(&app->notice, S_MSG_NOT_POSITION, true, NOTICE_NAME, 0, text, NULL);
        status_notice_text(&app->notice, app->settings.lang, line, sizeof line);
        fprintf(stderr, "renju: %s\n", line);
    }
    return ok;
}

bool ui_load_arg(App *app, const char *path, bool rule_asked, bool *library)
{
    RecordError err;
    Lang lang = app->settings.lang; /* stderr says what the window says, in its language */
    char why[1200];
    const RuleSet *asked = rule_asked ? rules_get(app->settings.game.rule) : NULL;
    *library = false;
    if (gamefiles_library_only(path)) { /* as Files… opens it: in the library view */
        *library = true;
        return true;
    }
    Session *s = &app->sess;
    char kept[128] = "";
    char games[STORAGE_PATH_MAX] = "";
    if (app->has_sess && s->autosave_on && !s->autosave_blocked && !s->autosave_elsewhere &&
        session_at_risk(s)) {
        if (!session_keep_copy(s, kept, sizeof kept, &err)) {
            fprintf(stderr, "renju: ");
            bool over = game_over(&app->ctl->game);
            fprintf(stderr, i18n_cli(lang, over ? CT_WIN_NOT_KEPT_OVER : CT_WIN_NOT_KEPT, 1),
                    fault_line(app, &err, why, sizeof why), path);
            fputc('\n', stderr);
            return false;
        }
        session_games_dir(s, games, sizeof games);
    }
    bool moves = false;
    if (!app->has_sess || !session_load_arg(s, path, asked, &moves, &err)) {
        if (app->has_sess && err.reason == RECORD_R_CANNOT_OPEN && !err.file_moves &&
            position_like(path)) {
            char copy[STORAGE_PATH_MAX + 160];
            if (kept[0] && snprintf(copy, sizeof copy, "%s/%s", games, kept) > 0) {
                remove(copy); /* the set-up keeps the game on the board as it was */
            }
            return load_position(app, path);
        }
        if (!app->has_sess) {
            record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        }
        fprintf(stderr, "renju: %s\n", fault_line(app, &err, why, sizeof why));
        char copy[STORAGE_PATH_MAX + 160];
        if (kept[0] && snprintf(copy, sizeof copy, "%s/%s", games, kept) > 0) {
            remove(copy); /* the game stays where it was: no copy needed */
        }
        /* Said in the window too, as Open says it (the window opens on the game before). */
        status_notice_not_loaded(&app->notice, path, &err);
        return false;
    }
    const char *slash = strrchr(path, '/');
    bool own = asked && app->ctl->game.rules != asked;
    if (own) {
        fprintf(stderr, "renju: ");
        const RuleSet *read = app->ctl->game.rules;
        fprintf(stderr, i18n_cli(lang, CT_WIN_OWN_RULE, 1), path,
                lang == LANG_EN ? read->name : i18n_rule_title(lang, read->id),
                lang == LANG_EN ? asked->name : i18n_rule_title(lang, asked->id));
        fputc('\n', stderr);
    }
    StrId said = s->seats_named ? (own ? S_MSG_LOADED_OWN_RULE : S_MSG_LOADED)
                                : (own ? S_MSG_LOADED_OWN_RULE_PEOPLE : S_MSG_LOADED_PEOPLE);
    said = moves ? S_MSG_LOADED_MOVES : said; /* no file; a move list names no rule */
    if (ui_notes_cut(app)) {
        fprintf(stderr, "renju: ");
        fprintf(stderr, i18n_cli(lang, CT_WIN_NOTES_CUT, 1), path, s->info.notes_cut,
                REVIEW_NOTE_CHARS, s->info.notes_dropped, REVIEW_NOTES_TOTAL);
        fputc('\n', stderr);
        said = S_MSG_LOADED_NOTES_CUT; /* the loss first */
    }
    char shown[80];
    moves_shown(path, shown, sizeof shown);
    status_notice_set(&app->notice, said, said == S_MSG_LOADED_NOTES_CUT, NOTICE_NAME, 0,
                      moves   ? shown
                      : slash ? slash + 1
                              : path,
                      NULL);
    const char *base = slash ? slash + 1 : path;
    bool record = !moves && status_notice_record(&app->notice, base, &s->info, &app->ctl->game);
    snprintf(app->notice_name, sizeof app->notice_name, "%s", moves ? "" : base);
    status_notice_also_loaded(&app->notice, &s->info); /* an SGF collection's game 1 */
    if (record || app->notice.also) {
        char text[2400]; /* every sentence of it (the window pages a long one) */
        status_notice_text(&app->notice, lang, text, sizeof text);
        fprintf(stderr, "renju: %s\n", text);
    }
    if (kept[0]) {
        fprintf(stderr, "renju: ");
        fprintf(stderr, i18n_cli(lang, s->kept_over ? CT_WIN_KEPT_OVER : CT_WIN_KEPT_COPY, 1),
                games, kept);
        fputc('\n', stderr);
        ui_keep_notice(app, kept);
    }
    return true;
}

/* At start: the game in progress when the program last stopped (also after a kill). An
 * autosave that cannot be read is kept (session_resume moves it aside) and the banner
 * says so, with its new name, until a new game or a loaded record. */
static void resume(App *app)
{
    RecordError err;
    switch (session_resume(&app->sess, &err)) {
    case STORAGE_LOADED:
        status_notice_resumed(&app->notice, status_last_move_number(app->ctl), &app->sess.info);
        if (app->sess.resumed_network) {
            ui_net_resumed_lost(app); /* its connection went with the window */
        }
        break;
    case STORAGE_BAD: {
        char why[1200];
        Lang lang = app->settings.lang;
        fprintf(stderr, "renju: ");
        fprintf(stderr, i18n_cli(lang, CT_WIN_AUTOSAVE, 1), fault_line(app, &err, why, sizeof why));
        fputc('\n', stderr);
        if (app->sess.set_aside[0]) {
            fprintf(stderr, "renju: ");
            fprintf(stderr, i18n_cli(lang, CT_WIN_KEPT_AS, 1), app->sess.paths.data_dir,
                    app->sess.set_aside);
            fputc('\n', stderr);
        }
        app->banner = true; /* worded at each frame (session_marks) */
        break;
    }
    case STORAGE_NONE: break;
    }
    /* A save the player asked for, cut short by a kill: said once, its temporary gone
     * (audit 34a, C5: the player believed mygame.renju was written). */
    char cut[4096];
    if (session_unfinished_save(&app->sess, cut, sizeof cut)) {
        const char *slash = strrchr(cut, '/');
        status_notice_set(&app->notice, S_MSG_SAVE_CUT, true, NOTICE_NAME, 0,
                          slash ? slash + 1 : cut, NULL);
    }
    /* Another window keeps the autosave: a lasting mark says so (session_marks). */
}

/* A window that does not autosave because another held the lock: once a second, is the
 * other gone (quit, killed)? Then this one keeps the autosave, and says so (audit 29a:
 * the second window's moves were lost at its kill long after the first had gone). */
static bool take_over(App *app)
{
    Uint32 now = SDL_GetTicks();
    if (!app->sess.autosave_elsewhere || (app->take_tried != 0 && now - app->take_tried < 1000)) {
        return false;
    }
    app->take_tried = now | 1;
    char kept[160];
    RecordError err;
    if (!session_take_over(&app->sess, kept, sizeof kept, &err)) {
        return false;
    }
    status_notice_set(&app->notice, kept[0] ? S_MSG_AUTOSAVE_TAKEN_KEPT : S_MSG_AUTOSAVE_TAKEN,
                      false, kept[0] ? NOTICE_NAME : NOTICE_PLAIN, 0, kept, NULL);
    return true;
}

/* After every batch of events and AI answers: the review and the autosave follow the
 * game. A failing autosave is a lasting mark in the status card (ui_marks_draw) for as
 * long as it fails; its recovery is a notice. True when the window must be drawn again
 * (the autosave taken over). */
static bool sync_records(App *app)
{
    if (!app->has_sess) {
        return false;
    }
    session_sync(&app->sess);
    if (app->ctl->msg == CTL_MSG_CLAIM_DROPPED && app->notice.also_kept[0]) {
        /* The load's notice says the claimed result is kept: no longer (fix34c), and the
         * message saying so is seen at once, not after the notice's pages. */
        status_notice_clear(&app->notice);
    }
    if (app->sess.autosave_back) { /* after what the player did (a save: "Saved x."), once */
        app->sess.autosave_back = false;
        status_notice_then(&app->notice, S_MSG_AUTOSAVE_BACK, NULL);
    }
    return take_over(app);
}

/* What settings.conf said at start, after the game's own notices: a file that could not
 * be read, or how many lines were not understood and the first two of them, and a
 * setting given twice (stderr has the lines all). */
static void settings_notice(App *app)
{
    RecordError why, next;
    const Settings *s = &app->settings;
    if (app->settings_err.reason != RECORD_R_NONE) {
        bool aside = app->settings_aside[0] != '\0';
        StrId msg = aside                ? S_MSG_SETTINGS_SET_ASIDE
                    : app->settings_held ? S_MSG_SETTINGS_HELD
                                         : S_MSG_SETTINGS_NOT_READ;
        status_notice_set(&app->notice, msg, true, NOTICE_REASON, 0, app->settings_aside,
                          &app->settings_err);
    } else if (s->nbad > 0 || s->twice_times > 1) {
        bool one = settings_trouble(s, 0, "settings.conf", &why);
        bool two = settings_trouble(s, 1, "settings.conf", &next);
        status_notice_settings(&app->notice, s->nbad, one ? &why : NULL, two ? &next : NULL,
                               s->twice_times > 1 ? s->twice_key : NULL, s->twice_times,
                               s->twice_line, s->twice_value);
    }
}

/* Did SDL pick a video driver that shows nothing (offscreen, dummy, evdev) without being
 * asked to (SDL_VIDEODRIVER, as the tests do)? */
static bool drawn_nowhere(void)
{
    const char *drv = SDL_GetCurrentVideoDriver();
    const char *asked = SDL_getenv("SDL_VIDEODRIVER");
    return drv && !(asked && asked[0]) &&
           (strcmp(drv, "offscreen") == 0 || strcmp(drv, "dummy") == 0 ||
            strcmp(drv, "evdev") == 0);
}

/* What settings.conf's reading said, on stderr in the window's language (known once
 * the file and --lang are read): a file not read, the lines not understood, a setting
 * given twice. */
static void settings_said(const App *app, SettingsStart st)
{
    Lang lang = app->settings.lang;
    char why[1200];
    if (st != SETTINGS_READ) {
        CliText id = st == SETTINGS_SET_ASIDE ? CT_WIN_SETTINGS_ASIDE
                     : st == SETTINGS_HELD    ? CT_WIN_SETTINGS_HELD
                                              : CT_WIN_SETTINGS_DEFAULT;
        fprintf(stderr, "renju: ");
        fprintf(stderr, i18n_cli(lang, id, 1), fault_line(app, &app->settings_err, why, sizeof why),
                app->settings_aside);
        fputc('\n', stderr);
    }
    RecordError trouble;
    for (int i = 0; settings_trouble(&app->settings, i, app->settings_path, &trouble); i++) {
        bool text = trouble.reason != RECORD_R_SETTING_NOT_TEXT &&
                    trouble.reason != RECORD_R_SETTING_NOT_TEXT_ONE;
        fault_line(app, &trouble, why, sizeof why);
        fprintf(stderr, "renju: ");
        if (text) {
            fprintf(stderr, i18n_cli(lang, CT_WIN_SETTING_KEPT, 1), why);
        } else {
            fputs(why, stderr);
        }
        fputc('\n', stderr);
    }
    if (app->settings.twice_times > 1) {
        fprintf(stderr, "renju: ");
        fprintf(stderr, i18n_cli(lang, CT_WIN_SETTING_TWICE, 1), app->settings_path,
                app->settings.twice_key, app->settings.twice_times, app->settings.twice_line,
                app->settings.twice_value);
        fputc('\n', stderr);
    }
}

/* Settings from the config file; --lang and --rule override the language and the new
 * game's rule set for this run: they are not saved unless the player then chooses them
 * in the window (settings_without_run). */
static bool init_settings(App *app, const UiOptions *opt, bool use_file)
{
    /* gettext's order; a language in settings.conf or --lang wins over it. */
    Lang env = i18n_lang_from_env(getenv("LANGUAGE"), getenv("LC_ALL"), getenv("LC_MESSAGES"),
                                  getenv("LANG"));
    settings_defaults(&app->settings, env == LANG_COUNT ? NULL : i18n_lang_code(env));
    bool file = use_file && settings_path(getenv("XDG_CONFIG_HOME"), getenv("HOME"),
                                          app->settings_path, sizeof app->settings_path);
    SettingsStart st = SETTINGS_READ;
    if (file) {
        st = settings_start(&app->settings, app->settings_path, time(NULL), &app->settings_err,
                            app->settings_aside, sizeof app->settings_aside);
        if (st == SETTINGS_HELD) {
            app->settings_held = true; /* the player's file stays as it is: no save */
        }
        app->settings_base = app->settings;
    }
    char why[160];
    bool ok = settings_run_options(&app->settings, &app->settings_run, opt->lang, opt->rule, why,
                                   sizeof why);
    if (file) {
        settings_said(app, st);
    }
    if (!ok) {
        fprintf(stderr, "renju: %s\n", why);
    }
    return ok;
}

/* Draws a frame laid out for w x h output pixels; quick: the wood may be the coarse one
 * or the last size's, scaled (assets_prepare): the window's first frame, and frames while
 * its size changes. */
void ui_lay_out(App *app, int w, int h)
{
    layout_compute_ui(&app->layout, w, h,
                      ui_study_on(app) ? BOARD_STANDARD : app->ctl->game.board.size,
                      app->settings.ui_scale);
}

static void frame(App *app, int w, int h, bool quick)
{
    ui_lay_out(app, w, h);
    assets_prepare(app->assets, &app->layout, quick);
    app->now = SDL_GetTicks();
    ui_build_widgets(app);
    ui_render(app);
}

/* An SDL_RWops that collects what is written in a growing buffer. */
typedef struct PngSink {
    char *data;
    size_t len, cap;
    bool failed;
} PngSink;

static size_t SDLCALL sink_write(SDL_RWops *rw, const void *p, size_t size, size_t num)
{
    PngSink *sk = rw->hidden.unknown.data1;
    size_t n = size * num;
    if (sk->failed || (num != 0 && n / num != size)) {
        sk->failed = true;
        return 0;
    }
    if (sk->len + n > sk->cap) {
        size_t cap = sk->cap ? sk->cap : 65536;
        while (cap < sk->len + n) {
            cap *= 2;
        }
        char *bigger = realloc(sk->data, cap);
        if (!bigger) {
            sk->failed = true;
            return 0;
        }
        sk->data = bigger;
        sk->cap = cap;
    }
    memcpy(sk->data + sk->len, p, n);
    sk->len += n;
    return num;
}

static Sint64 SDLCALL sink_size(SDL_RWops *rw)
{
    const PngSink *sk = rw->hidden.unknown.data1;
    return (Sint64)sk->len;
}

static Sint64 SDLCALL sink_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    const PngSink *sk = rw->hidden.unknown.data1;
    /* Only "where am I": the encoder writes straight through. */
    return offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END) ? (Sint64)sk->len : -1;
}

static size_t SDLCALL sink_read(SDL_RWops *rw, void *p, size_t size, size_t num)
{
    (void)rw;
    (void)p;
    (void)size;
    (void)num;
    return 0;
}

static int SDLCALL sink_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

bool ui_save_png(SDL_Surface *surf, const char *path, bool replace, char *err, size_t errcap,
                 RecordError *file_err)
{
    if (file_err) {
        file_err->reason = RECORD_R_NONE;
    }
    PngSink sk = {NULL, 0, 0, false};
    SDL_RWops *rw = SDL_AllocRW();
    if (!rw) {
        snprintf(err, errcap, "%s: %s", path, SDL_GetError());
        return false;
    }
    rw->type = SDL_RWOPS_UNKNOWN;
    rw->size = sink_size;
    rw->seek = sink_seek;
    rw->read = sink_read;
    rw->write = sink_write;
    rw->close = sink_close;
    rw->hidden.unknown.data1 = &sk;
    bool ok = false;
    if (IMG_SavePNG_RW(surf, rw, 1) != 0) {
        snprintf(err, errcap, "%s: %s", path, IMG_GetError());
    } else if (sk.failed || sk.len == 0) {
        record_error(file_err, RECORD_R_NO_MEMORY, path, 0, NULL, 0);
        snprintf(err, errcap, "%s: out of memory", path);
    } else {
        /* The project's atomic save: temporary file, every byte checked, fsync, rename. */
        RecordError rerr;
        ok = record_write_file(path, sk.data, sk.len,
                               replace ? RECORD_WRITE_REPLACE : RECORD_WRITE_NEW, &rerr);
        if (!ok) {
            snprintf(err, errcap, "%s", rerr.msg);
            if (file_err) {
                *file_err = rerr;
            }
        }
    }
    free(sk.data);
    return ok;
}

static int screenshot(App *app, const UiOptions *opt)
{
    int w = opt->width ? opt->width : LAYOUT_DEFAULT_W;
    int h = opt->height ? opt->height : LAYOUT_DEFAULT_H;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!surf) {
        fprintf(stderr, "renju: %s\n", SDL_GetError());
        return 1;
    }
    app->ren = SDL_CreateSoftwareRenderer(surf);
    char err[300];
    char *base = SDL_GetBasePath(); /* the caller frees it */
    app->assets = app->ren ? assets_create(app->ren, base, err, sizeof err) : NULL;
    SDL_free(base);
    int status = 1;
    if (!app->assets) {
        fprintf(stderr, "renju: %s\n", app->ren ? err : SDL_GetError());
    } else {
        app->settings.show_numbers = opt->numbers;
        frame(app, w, h, false);
        SDL_RenderPresent(app->ren);
        char why[600];
        if (!ui_save_png(surf, opt->screenshot, true, why, sizeof why, NULL)) {
            fprintf(stderr, "renju: %s\n", why);
        } else {
            status = 0;
        }
    }
    assets_destroy(app->assets);
    if (app->ren) {
        SDL_DestroyRenderer(app->ren);
    }
    SDL_FreeSurface(surf);
    return status;
}

/* What the mouse is over (a point, a widget); a motion that leaves it unchanged needs
 * no new frame, so moving the mouse costs almost nothing. */
static unsigned long hover_signature(App *app)
{
    Pos p = POS_NONE;
    if (!ui_hover_point(app, &p)) {
        p = POS_NONE;
    }
    const Widget *w = ui_widget_at(app, app->mouse_x, app->mouse_y);
    unsigned long sig = (unsigned long)(p + 2) << 20;
    if (w) {
        sig ^= (unsigned long)(w->id * 4096 + w->arg + 1);
    }
    return sig ^ (app->mouse_in ? 1UL << 30 : 0);
}

/* Keeps the list following new moves and starts the drop-in animation. */
static void note_changes(App *app)
{
    const Controller *c = app->ctl;
    ui_variant_track(app);
    if (c->game.nactions != app->last_nactions) {
        const BoardPly *last = board_last(&c->game.board);
        if (c->game.nactions > app->last_nactions && last && last->pos >= 0) {
            app->anim_pos = last->pos;
            app->anim_start = SDL_GetTicks();
        } else {
            app->anim_pos = POS_NONE;
        }
        app->last_nactions = c->game.nactions;
        app->list_follow = true;
    }
}

/* The window title tells the state too ("Renju — Move 9 · Black to move"), for the
 * task bar and for the end-to-end test, which reads it with xdotool. */
static void update_title(App *app, char *last, size_t cap)
{
    const Controller *c = app->ctl;
    Lang lang = app->settings.lang;
    char title[256], state[160];
    if (ui_study_title(app, state, sizeof state)) {
        /* study mode names the problem or the trainer's level instead */
    } else if (game_over(&c->game)) {
        i18n_result(lang, &c->game, state, sizeof state);
    } else {
        char move[40];
        text_format(move, sizeof move, i18n_text(lang, S_MOVE_N),
                    c->game.board.ply - game_study_plies(&c->game) + 1);
        /* In the opening's decisions: the colour of the player who decides. */
        const Game *g = &c->game;
        bool stone = game_action_offered(g, ACTION_MOVE);
        Stone s = stone ? game_to_move(g) : game_player_colour(g, game_player_to_move(g));
        StrId id = stone ? (s == STONE_BLACK ? S_BLACK_TO_MOVE : S_WHITE_TO_MOVE)
                         : (s == STONE_BLACK ? S_BLACK_TO_DECIDE : S_WHITE_TO_DECIDE);
        text_format(state, sizeof state, "%s · %s", move, i18n_text(lang, id));
    }
    text_format(title, sizeof title, "%s — %s", i18n_text(lang, S_APP_TITLE), state);
    if (strcmp(title, last) != 0) {
        SDL_SetWindowTitle(app->win, title);
        snprintf(last, cap, "%s", title);
    }
}

/* --bench-first-frame: the time from the start of main to the first frame presented
 * once the window is on screen (shown or exposed: a frame presented before that is not
 * seen), and the wall clock then, for a script that measures from the launch. */
static void report_first_frame(const UiOptions *opt)
{
    struct timespec wall;
    double ms = (double)(ai_now_ns() - opt->started_ns) / 1e6;
    clock_gettime(CLOCK_REALTIME, &wall);
    printf("first-frame-ms %.1f\nfirst-frame-epoch-ns %lld%09ld\n", ms, (long long)wall.tv_sec,
           wall.tv_nsec);
    fflush(stdout);
}

/* Is there a GPU for OpenGL? On Linux a GPU shows as a DRI device; without one (Xvfb,
 * most virtual machines) OpenGL is Mesa's software rasteriser, whose start alone (the GL
 * stack loaded, shaders compiled) took longer than our whole first frame, and whose
 * frames cost the CPU that the search needs. SDL's own software renderer then draws the
 * window, straight to the X server (no GL-backed window surface either). An
 * SDL_RENDER_DRIVER in the environment still wins over this choice. */
static void choose_renderer(void)
{
#ifdef __linux__
    DIR *d = opendir("/dev/dri");
    bool gpu = false;
    const struct dirent *e;
    while (d && !gpu && (e = readdir(d)) != NULL) {
        gpu = strncmp(e->d_name, "card", 4) == 0 || strncmp(e->d_name, "renderD", 7) == 0;
    }
    if (d) {
        closedir(d);
    }
    if (!gpu) {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
#endif
}

/* The time a window's size rests before its wood is painted in full at the new size
 * (ms): until then a resize costs only the layout and its text. */
#define RESIZE_REST_MS 250

/* The size a window is laid out at, in output pixels: the renderer's output (more pixels
 * than points on a HiDPI screen), never below the least size min_w x min_h points. */
static void window_layout_size(const App *app, int min_w, int min_h, int *w, int *h)
{
    int ww = 0, wh = 0;
    SDL_GetRendererOutputSize(app->ren, w, h);
    SDL_GetWindowSize(app->win, &ww, &wh);
    if (ww > 0 && ww < min_w) {
        *w = (int)((long long)*w * min_w / ww);
    }
    if (wh > 0 && wh < min_h) {
        *h = (int)((long long)*h * min_h / wh);
    }
}

/* The game's actions on stderr in board notation ("renju: the moves (renju, free): h8 i9
 * h9"), as renju-cli play and --load read them: the words in lang, the rule's and the
 * opening's names and the moves as those read them. */
static void print_moves(const Game *g, Lang lang)
{
    const RuleSet *rs = g->rules;
    fprintf(stderr, "renju: ");
    fprintf(stderr, i18n_cli(lang, CT_WIN_THE_MOVES, 1), rs ? rs->name : "?",
            game_opening_name(g->opening));
    for (int i = 0; i < g->nactions; i++) {
        char word[256]; /* "propose" with all its points */
        game_action_format(&g->actions[i], word, sizeof word);
        fprintf(stderr, " %s", word);
    }
    fputc('\n', stderr);
}

/* The window's own size, which a restart gives back: its size while not maximized. The
 * size may change before the window says it is maximized, so a maximize goes back to
 * the size before that change. */
static void track_normal_size(App *app, const SDL_Event *e)
{
    if (e->type != SDL_WINDOWEVENT) {
        return;
    }
    if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED &&
        !(SDL_GetWindowFlags(app->win) & (SDL_WINDOW_MAXIMIZED | SDL_WINDOW_FULLSCREEN))) {
        app->prev_normal_w = app->normal_w;
        app->prev_normal_h = app->normal_h;
        app->normal_w = e->window.data1;
        app->normal_h = e->window.data2;
    } else if (e->window.event == SDL_WINDOWEVENT_MAXIMIZED) {
        int ww = 0, wh = 0;
        SDL_GetWindowSize(app->win, &ww, &wh);
        if (ww == app->normal_w && wh == app->normal_h && app->prev_normal_w > 0) {
            app->normal_w = app->prev_normal_w;
            app->normal_h = app->prev_normal_h;
        }
    }
}

static int run_window(App *app, const UiOptions *opt)
{
    /* The size asked for (--size), else the one remembered when it can be right, fitted
     * into the screen (layout_window_start); the least size is the smallest the screens
     * are checked at, or the screen when it is smaller still. */
    SDL_Rect bounds = {0, 0, 0, 0}, usable = {0, 0, 0, 0};
    if (SDL_GetDisplayBounds(0, &bounds) != 0) {
        bounds.w = bounds.h = 0;
    }
    if (SDL_GetDisplayUsableBounds(0, &usable) != 0) {
        usable.w = usable.h = 0;
    }
    LayoutStart start;
    bool asked = opt->width > 0;
    layout_window_start(asked ? opt->width : app->settings.win_w,
                        asked ? opt->height : app->settings.win_h, !asked,
                        app->settings.win_maximized, (LayoutRect){0, 0, bounds.w, bounds.h},
                        (LayoutRect){0, 0, usable.w, usable.h}, &start);
    int w = start.w, h = start.h;
    int min_w = start.min_w, min_h = start.min_h;
    app->normal_w = app->prev_normal_w = w;
    app->normal_h = app->prev_normal_h = h;
    /* Hidden until the renderer exists: an OpenGL renderer makes SDL destroy and recreate
     * the X11 window, which would flash an empty window (and hand a stale window id to
     * anyone, such as tests/e2e_window.sh, who found the first one). */
    app->win = SDL_CreateWindow("Renju", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
                                    SDL_WINDOW_HIDDEN |
                                    (start.maximized ? SDL_WINDOW_MAXIMIZED : 0));
    if (!app->win) {
        fprintf(stderr, "renju: cannot open a window: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetWindowMinimumSize(app->win, min_w, min_h);
    SDL_Surface *icon = assets_icon();
    if (icon) {
        SDL_SetWindowIcon(app->win, icon);
        SDL_FreeSurface(icon);
    }
    app->ren = SDL_CreateRenderer(app->win, -1,
                                  SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!app->ren) {
        app->ren = SDL_CreateRenderer(app->win, -1, 0);
    }
    SDL_RendererInfo info;
    app->ren_hw = app->ren && SDL_GetRendererInfo(app->ren, &info) == 0 &&
                  (info.flags & SDL_RENDERER_ACCELERATED) && !(info.flags & SDL_RENDERER_SOFTWARE);
    char err[300];
    char *base = SDL_GetBasePath();
    app->assets = app->ren ? assets_create(app->ren, base, err, sizeof err) : NULL;
    SDL_free(base);
    if (!app->assets) {
        fprintf(stderr, "renju: %s\n", app->ren ? err : SDL_GetError());
        return 1;
    }
    char sounds[1100];
    ui_sound_dir(sounds, sizeof sounds);
    app->sound = ui_sound_create(sounds, app->settings.sound_on, app->settings.volume);
    /* The command line's file, still the notice's: its name as the room has it. */
    if (app->notice_name[0] && strcmp(app->notice.text, app->notice_name) == 0) {
        ui_notice_fit_name(app, app->notice_name);
    }
    app->notice_name[0] = '\0';
    /* The window system's events too, for the time a key or a click was made at. */
    app->x_input_at = -1;
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
    SDL_ShowWindow(app->win);
    bool running = true;
    bool dirty = true;
    bool exposed = false; /* the window is on screen: a frame presented now is seen */
    bool seen = false;    /* a frame was presented on screen */
    char title[256] = "";
    Uint32 resized_at = 0; /* when the window's size last changed (0: never) */
    app->last_nactions = app->ctl->game.nactions;
    while (running) {
        bool refine = false;
        int rest = 0; /* ms until the size has rested (the full wood's frame) */
        if (dirty) {
            /* Until a frame is on screen, the wood is the quick one; the full wood comes
             * in the frame right after. Each frame is laid out for the window's size of
             * the moment; while the size changes, the wood is the last size's, scaled,
             * and it is painted anew once the size has rested RESIZE_REST_MS. */
            int fw = 0, fh = 0;
            window_layout_size(app, min_w, min_h, &fw, &fh);
            Uint32 now = SDL_GetTicks();
            if (seen && (fw != app->layout.win_w || fh != app->layout.win_h)) {
                resized_at = now ? now : 1;
            }
            Uint32 since = now - resized_at;
            rest = resized_at && since < RESIZE_REST_MS ? (int)(RESIZE_REST_MS - since) : 0;
            frame(app, fw, fh, !seen || rest > 0);
            SDL_RenderPresent(app->ren);
            update_title(app, title, sizeof title);
            dirty = false;
            if (opt->bench_first_frame && exposed) {
                report_first_frame(opt);
                break;
            }
            seen = seen || exposed;
            refine = seen && assets_board_quick(app->assets);
        }
        /* Frame rate: 60 frames a second while anything animates (a stone dropping in,
         * captures fading) and while the AI thinks on a hardware-accelerated renderer,
         * where a frame costs the CPU next to nothing. A software renderer (Xvfb, no GPU)
         * paints every pixel on the CPU the search needs, so there the thinking indicator
         * gets ten frames a second, plus one for each progress report (they wake the
         * loop). Otherwise the loop sleeps until an event: idle CPU stays near zero. */
        bool animating = ui_animating(app);
        bool thinking = app->ctl->ai_purpose != AI_IDLE;
        int timeout = ui_files_busy(app) || ui_find_stepped(app) ? 0
                      : animating || (thinking && app->ren_hw) ||
                              ui_find_busy(app) /* its thread's progress */
                          ? 16
                          : thinking || ui_library_busy(app) ? 100 : -1;
        timeout = refine && (timeout < 0 || rest < timeout) ? rest : timeout;
        int clock = ui_clock_wait(app); /* a running clock's next change on screen */
        timeout = clock >= 0 && (timeout < 0 || clock < timeout) ? clock : timeout;
        int study = ui_study_wait(app); /* the study's next answer */
        timeout = study >= 0 && (timeout < 0 || study < timeout) ? study : timeout;
        int beat = ui_net_wait(app); /* the network game's heartbeat */
        timeout = beat >= 0 && (timeout < 0 || beat < timeout) ? beat : timeout;
        /* Another window keeps the autosave: its lock is tried again once a second. */
        int lock = app->has_sess && app->sess.autosave_elsewhere ? 1000 : -1;
        timeout = lock >= 0 && (timeout < 0 || lock < timeout) ? lock : timeout;
        SDL_Event e;
        int got = timeout >= 0 ? SDL_WaitEventTimeout(&e, timeout) : SDL_WaitEvent(&e);
        while (got && e.type == SDL_SYSWMEVENT) { /* the window system's times only */
            ui_clock_note_wm(app, &e);
            got = SDL_PollEvent(&e);
        }
        /* The controller's time before the events, so a move is timed when it is made
         * and a player out of time is flagged before any later move counts: the time the
         * first event was made, which a stalled window handles late (audit 34a, B2). */
        int64_t at = got ? ui_clock_event_at(app, &e) : -1;
        bool ticked = ui_clock_frame_at(app, at);
        dirty = animating || thinking || refine || clock >= 0 || ticked;
        while (got) {
            if (e.type == SDL_SYSWMEVENT) {
                ui_clock_note_wm(app, &e);
                got = SDL_PollEvent(&e);
                continue;
            }
            at = at >= 0 ? at : ui_clock_event_at(app, &e);
            if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SHOWN ||
                                              e.window.event == SDL_WINDOWEVENT_EXPOSED)) {
                exposed = true;
            }
            track_normal_size(app, &e);
            if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED &&
                (e.window.data1 < min_w || e.window.data2 < min_h)) {
                /* Made smaller than its least size where no window manager keeps the
                 * minimum (the frame meanwhile shows the least size's top-left part). */
                SDL_SetWindowSize(app->win, e.window.data1 < min_w ? min_w : e.window.data1,
                                  e.window.data2 < min_h ? min_h : e.window.data2);
            }
            unsigned long before = hover_signature(app);
            bool input = ui_clock_input(&e);
            if (input) {
                controller_input_at(app->ctl, at); /* a move in it timed when it was made */
            }
            if (!ui_handle_event(app, &e) || app->quit) {
                running = false;
            }
            if (input) {
                controller_input_at(app->ctl, -1);
            }
            at = -1;
            if (e.type != SDL_MOUSEMOTION || hover_signature(app) != before) {
                dirty = true;
            }
            /* Widgets follow each event, so the next click hits what is shown. */
            ui_build_widgets(app);
            got = SDL_PollEvent(&e);
        }
        /* The time again before the AI's answers: one that came while this round's events
         * were handled (a busy machine runs the search thread meanwhile) is timed when it
         * arrives, not at the person's move, which left it 0 ms thinking. */
        if (ui_clock_frame(app)) {
            dirty = true;
        }
        if (ui_ai_poll(app)) {
            dirty = true;
        }
        if (ui_files_frame(app)) { /* the file dialog's summaries, a few at a time */
            dirty = true;
        }
        if (ui_clock_frame(app)) { /* and the sounds the events asked for, at once */
            dirty = true;
        }
        if (ui_study_frame(app)) {
            dirty = true;
        }
        if (ui_net_frame(app)) { /* the network game's lines, both ways */
            dirty = true;
        }
        if (ui_library_frame(app)) { /* a library read beside the frames */
            dirty = true;
        }
        if (ui_find_frame(app)) { /* Find position's files: its thread's so far, or a few */
            dirty = true;
        }
        if (sync_records(app)) {
            dirty = true;
        }
        note_changes(app);
    }
    /* Closed: the searches stop first (their threads take the CPU the rest needs), the
     * window goes, and the game and the settings are written. */
    ui_ai_stop_all(app->ai);
    /* The size remembered is the window's own, not a maximized one: a restart maximizes
     * it again, and it comes back to this size when it is restored. */
    Uint32 flags = SDL_GetWindowFlags(app->win);
    bool full = (flags & SDL_WINDOW_FULLSCREEN) != 0; /* F11: the window before it */
    app->settings.win_maximized = full ? app->full_maximized : (flags & SDL_WINDOW_MAXIMIZED) != 0;
    if (app->settings.win_maximized || full) {
        app->settings.win_w = app->normal_w;
        app->settings.win_h = app->normal_h;
    } else {
        SDL_GetWindowSize(app->win, &app->settings.win_w, &app->settings.win_h);
    }
    SDL_HideWindow(app->win);
    ui_net_destroy(app); /* the peer is told (BYE) */
    sync_records(app);
    if (app->ended_outside && app->has_sess && session_unsaved(&app->sess)) {
        /* Nobody was there to ask (a signal, the session's end): said where it is read,
         * in the window's language (audit 22, C4: it was English under --lang bg). */
        Lang lang = app->settings.lang;
        char why[1200];
        fprintf(stderr, "renju: ");
        if (app->sess.autosave_err.msg[0]) {
            fprintf(stderr, i18n_cli(lang, CT_WIN_ENDED_UNSAVED, 1),
                    fault_line(app, &app->sess.autosave_err, why, sizeof why));
        } else {
            fputs(i18n_cli(lang, CT_WIN_ENDED_ELSEWHERE, 1), stderr);
        }
        fputc('\n', stderr);
        print_moves(&app->ctl->game, lang); /* the moves themselves, to be typed in again */
    }
    ui_study_destroy(app);
    ui_setup_destroy(app);
    ui_find_destroy(app);
    ui_library_destroy(app);
    SDL_free(app->drop_first); /* a drop the window closed in the middle of */
    ui_save_settings(app);
    return 0;
}

/* Everything between SDL_Init and SDL_Quit: the AI, the game, then the window or the
 * screenshot. Returns the exit status. */
static int run_sdl(App *app, const UiOptions *opt)
{
    /* The AI thread only for the window; a screenshot shows a position, nobody plays. */
    ControllerAiHooks hooks = {NULL, NULL, NULL, NULL, NULL, NULL};
    if (!opt->screenshot) {
        Uint32 wake = SDL_RegisterEvents(1);
        app->ai = wake != (Uint32)-1 ? ui_ai_create(wake) : NULL;
        if (app->ai) {
            ui_ai_hooks(app->ai, &hooks);
            ui_ai_set_engine(app->ai, app->settings.engine_on ? app->settings.engine_path : "",
                             app->ctl);
        }
    }
    ControllerOptions co = app->settings.game;
    if (!app->ai) {
        co.seat[STONE_BLACK] = SEAT_HUMAN;
        co.seat[STONE_WHITE] = SEAT_HUMAN;
    }
    if (opt->screenshot) {
        controller_init(app->ctl, &co, &hooks);
    } else {
        controller_init_starting(app->ctl, &co, &hooks); /* held below, before any move */
    }
    controller_set_pace(app->ctl, app->settings.pace_ms);
    ui_engine_apply(app); /* the engine's times, threads and memory (settings.conf) */
    app->has_sess = session_init(&app->sess, app->ctl, !opt->screenshot);
    /* Also before --load: an unreadable autosave is moved aside before the loaded game's
     * first autosave could replace it. */
    if (app->has_sess && !opt->screenshot) {
        resume(app);
    }
    int status = 2;
    bool library = false;
    /* A problem file (renju club.txt) is the study's: its problems added as a set. */
    bool problems = opt->load && !opt->screenshot && problem_files_is_problem_file(opt->load);
    bool loaded = !opt->load || problems ||
                  ui_load_arg(app, opt->load, opt->rule != NULL, &library);
    if (opt->screenshot && library) { /* a picture of a game: a library has none */
        RecordError err;
        record_error(&err, RECORD_R_LINES_TOO_MANY, opt->load, 0, NULL, RECORD_LIB_GAME_MOVES);
        fprintf(stderr, "renju: %s\n", err.msg);
        loaded = false;
    }
    /* A file that does not load opens the window all the same, on the game before, its
     * reason in the notice (and on stderr); a picture of it is not taken. */
    if (loaded || !opt->screenshot) {
        if (opt->screenshot) {
            controller_pause(app->ctl, false); /* a picture of the board: nobody plays */
        } else {
            controller_hold_unbegun(app->ctl); /* the computer's first move waits for X */
            if (loaded) {
                settings_notice(app);
            }
            ui_library_start(app);
            if (library) {
                ui_library_load_instead(app, opt->load); /* over the settings' library */
            }
            if (!opt->load) {
                ui_study_reopen(app); /* a record asked for is to be seen: the game */
            } else if (problems && !ui_study_add_file(app, opt->load)) {
                char said[1200]; /* on stderr too, as a record's refusal is */
                status_notice_text(&app->notice, app->settings.lang, said, sizeof said);
                fprintf(stderr, "renju: %s\n", said);
            }
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
        status = opt->screenshot ? screenshot(app, opt) : run_window(app, opt);
    }
    if (!opt->screenshot && status == 0) {
        /* The window was closed, the game and the settings written: the process ends now,
         * once the outside engines have (END; a stuck one killed after EXTENGINE_END_MS).
         * What is left goes with it: the searches' threads (told to stop) are not joined,
         * and SDL's teardown is skipped, whose sound shutdown waits for ALSA's device
         * watcher (0.1 to 0.9 s under load). */
        ui_pick_close(app);
        ui_ai_end_engines(app->ai);
        fflush(NULL);
        _exit(status);
    }
    /* Stop the AI before the window goes: its notify callback pushes SDL events. */
    ui_pick_close(app);
    ui_ai_destroy(app->ai);
    app->ai = NULL;
    if (app->has_sess) {
        session_free(&app->sess);
        app->has_sess = false;
    }
    if (!opt->screenshot) {
        assets_destroy(app->assets);
        if (app->ren) {
            SDL_DestroyRenderer(app->ren);
        }
        if (app->win) {
            SDL_DestroyWindow(app->win);
        }
    }
    return status;
}

/* The translations: beside the binary in the build folder (build/locale), or installed
 * (PREFIX/bin/renju -> PREFIX/share/locale). A catalogue that is missing or broken is
 * said on stderr; that language then speaks English. */
static void load_translations(void)
{
    static const char *const DIRS[] = {"locale", "../share/locale"};
    char *base = SDL_GetBasePath();
    char dir[1024] = "";
    for (size_t i = 0; i < sizeof DIRS / sizeof DIRS[0]; i++) {
        struct stat st;
        snprintf(dir, sizeof dir, "%s%s", base ? base : "", DIRS[i]);
        if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
            break;
        }
    }
    SDL_free(base);
    char err[1024];
    i18n_load(dir, err, sizeof err);
    if (err[0]) {
        fprintf(stderr, "renju: translations: %s\n", err);
    }
}

int ui_main(const UiOptions *opt)
{
    App *app = calloc(1, sizeof *app);
    Controller *ctl = malloc(sizeof *ctl);
    int status = 1;
    if (!app || !ctl) {
        fprintf(stderr, "renju: out of memory\n");
    } else {
        app->ctl = ctl;
        app->anim_pos = POS_NONE;
        app->list_follow = true;
        status = 2;
        load_translations();
        if (init_settings(app, opt, !opt->screenshot)) {
            /* Xlib converts the UTF-8 window title only under a UTF-8 character locale
             * (only LC_CTYPE: number formats stay "C"). */
            const char *loc = setlocale(LC_CTYPE, "");
            if (!loc || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0) {
                setlocale(LC_CTYPE, "C.UTF-8");
            }
            if (!opt->screenshot) {
                choose_renderer();
            }
            /* The window's close button asks (SDL_WINDOWEVENT_CLOSE) while moves would be
             * lost; SDL_QUIT then comes only from outside (a signal, the session). */
            SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0");
            if (SDL_Init(opt->screenshot ? 0 : SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
                fprintf(stderr, "renju: SDL: %s\n", SDL_GetError());
                status = 1;
            } else if (!opt->screenshot && drawn_nowhere()) {
                /* No display reached (none set, or X refused the connection): SDL falls
                 * back to drawing off screen, and an invisible window would run for ever,
                 * holding the autosave's lock. */
                const char *d = SDL_getenv("DISPLAY");
                fprintf(stderr, "renju: no display to open the window on (DISPLAY=%s)\n",
                        d ? d : "");
                status = 1;
            } else {
                status = run_sdl(app, opt);
                TTF_Quit();
            }
            SDL_Quit();
        }
    }
    free(ctl);
    free(app);
    return status;
}
