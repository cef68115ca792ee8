/* Renju - MIT licence, see LICENSE.
 *
 * The opening library in the window. Ctrl+L opens the file dialog in its library mode
 * (files.c: only folders and .lib files, Enter loads); the file is read on a thread
 * (libload.h) while the frames go on, the panel's box saying "Loading…"; once read it
 * replaces the library before (a refused file names its fault in a notice and leaves
 * the library before as it was), its path is remembered as settings.conf's `library`
 * and read again at the next start. Ctrl+B turns the view on and off (`library_view`).
 * While on, each continuation of the shown position (controller_library_shown) is marked
 * on the board: a teal disc with its label, or a small teal dot without one; faded where
 * a click would not play it now; ringed in red over the foul cross where it is a foul for
 * the side to move. The panel's box under the move list says how many continuations
 * there are, or that the position is out of the library, and the position's comment;
 * its header is a switch that does what Ctrl+B does (a click anywhere on the row); with
 * the marks off the box keeps its place and size, saying how to turn them on again. The
 * mark pointed at (the mouse, or the keyboard's cursor) has its comment, and that of the
 * game's own line played there, in a card beside it on the board, before it is played.
 * While Find position's view is on, its discs are the board's marks: the library's wait.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "libbuiltin.h"
#include "text.h"
#include "ui_internal.h"

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

void ui_library_choose(App *app)
{
    ui_files_open(app, false);
    FilePrompt *fp = &app->prompt;
    fp->library = true;
    /* The folder of the library last read, when there is one. */
    const char *last = app->settings.library;
    const char *slash = strrchr(last, '/');
    if (slash && slash > last) {
        char dir[FILESAVE_PATH_MAX];
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - last), last);
        if (gamefiles_is_dir(dir)) {
            gamefiles_join(dir, "", fp->path, sizeof fp->path);
        }
    }
    ui_files_relist(app);
}

/* What the load came to: the library replaced (remembered, said), or the refusal said. */
static void loaded(App *app, bool ok, const RecordError *err)
{
    const char *name = base_name(app->libload_path);
    if (!ok) {
        StrId why = app->library ? S_MSG_LIBRARY_REFUSED_KEPT : S_MSG_LIBRARY_REFUSED;
        status_notice_set(&app->notice, why, true, NOTICE_REASON, 0, NULL, err);
        return;
    }
    app->library_builtin = false;
    /* Remembered as chosen (the dialog's paths start at /), when the line holds it whole;
     * a longer path is read but not remembered, and the notice says so. */
    const char *keep = app->libload_path;
    size_t n = strlen(keep);
    bool studied = app->ctl->studying;
    if (!app->libload_quiet) {
        controller_library_view(app->ctl, true);
        /* Its lines are browsed: people play both, the game's seats kept for V (audit 34b,
         * C2: the computer answered every click in the library). */
        controller_study(app->ctl, true);
    }
    if (!app->libload_quiet && !app->libload_merged) { /* a merge's notice stays */
        StrId what = n > SETTINGS_LIBRARY_PATH_MAX    ? S_MSG_LIBRARY_LOADED_UNKEPT
                     : app->ctl->studying && !studied ? S_MSG_LIBRARY_LOADED_PEOPLE
                                                      : S_MSG_LIBRARY_LOADED;
        status_notice_set(&app->notice, what, false, NOTICE_NAME, 0, name, NULL);
        if (app->libload_instead) {      /* opened as a game, read as a library */
            bool big = app->libload_big; /* a file too large, or moves too many */
            status_notice_set(&app->notice, big ? S_MSG_LIBRARY_INSTEAD_BIG : S_MSG_LIBRARY_INSTEAD,
                              false, NOTICE_NAME_NUMBER,
                              big ? RECORD_FILE_MAX / (1024 * 1024) : RECORD_LIB_GAME_MOVES, name,
                              NULL);
        }
    }
    long at = 0, whole = 0;
    if (app->library && library_damaged(app->library, &at, &whole) && !app->libload_merged) {
        /* read up to the damage (audit 34b, B3): said, whatever else the notice says */
        if (app->libload_quiet) {
            status_notice_set(&app->notice, S_MSG_LIBRARY_LOADED, false, NOTICE_NAME, 0, name,
                              NULL);
        }
        app->notice.also_damaged_at = at;
        app->notice.also_damaged_len = whole;
        app->notice.also |= NOTICE_ALSO_MORE;
        char text[2400]; /* on stderr too, as a load's warnings are (platform.c) */
        status_notice_text(&app->notice, app->settings.lang, text, sizeof text);
        fprintf(stderr, "renju: %s\n", text);
    }
    bool changed = strcmp(app->settings.library, keep) != 0 ||
                   app->settings.library_view != app->ctl->library_on;
    if (n <= SETTINGS_LIBRARY_PATH_MAX && changed) {
        memcpy(app->settings.library, keep, n + 1);
        app->settings.library_view = app->ctl->library_on;
        ui_save_settings(app);
    }
}

static void start_load(App *app, const char *path, bool quiet, bool instead)
{
    libload_abandon(app->libload); /* a file chosen again: the last one counts */
    app->libload_quiet = quiet;
    app->libload_instead = instead;
    app->libload_merged = false;
    snprintf(app->libload_path, sizeof app->libload_path, "%s", path);
    app->libload = libload_start(path);
    if (!app->libload) { /* no thread: read here, the notice first */
        RecordError err;
        Library *lib = library_read_file(path, &err);
        if (lib) {
            controller_set_library(app->ctl, lib);
            library_free(app->library);
            app->library = lib;
        }
        loaded(app, lib != NULL, &err);
        return;
    }
    if (!quiet && !app->libload_merged) {
        status_notice_set(&app->notice, S_MSG_LIBRARY_LOADING, false, NOTICE_NAME, 0,
                          base_name(path), NULL);
    }
}

void ui_library_load(App *app, const char *path) { start_load(app, path, false, false); }

void ui_library_load_merged(App *app, const char *path)
{
    start_load(app, path, false, false);
    app->libload_merged = app->libload != NULL; /* read already: said by the caller */
}

void ui_library_load_instead(App *app, const char *path)
{
    struct stat st;
    app->libload_big = stat(path, &st) == 0 && st.st_size > GAMEFILES_READ_MAX;
    start_load(app, path, false, true);
}

bool ui_library_frame(App *app)
{
    if (!app->libload || !libload_done(app->libload)) {
        return false;
    }
    RecordError err;
    bool ok = libload_finish(app->libload, app->ctl, &app->library, &err);
    app->libload = NULL;
    loaded(app, ok, &err);
    return true;
}

bool ui_library_busy(const App *app) { return app->libload != NULL; }

bool ui_library_use_builtin(App *app, bool chosen)
{
    RecordError err;
    Library *lib = libbuiltin_make(app->settings.lang, &err);
    if (!lib) {
        StrId why = app->library ? S_MSG_LIBRARY_REFUSED_KEPT : S_MSG_LIBRARY_REFUSED;
        status_notice_set(&app->notice, why, true, NOTICE_REASON, 0, NULL, &err);
        return false;
    }
    libload_abandon(app->libload); /* chosen after a file: the last choice counts */
    app->libload = NULL;
    controller_set_library(app->ctl, lib);
    library_free(app->library);
    app->library = lib;
    app->library_builtin = true;
    if (chosen) {
        char key[32];
        keymap_label(CTL_CMD_LIBRARY_OPEN, false, key, sizeof key);
        status_notice_set(&app->notice, S_MSG_LIBRARY_BUILTIN, false, NOTICE_NAME, 0, key, NULL);
        controller_library_view(app->ctl, true);
        snprintf(app->settings.library, sizeof app->settings.library, "%s", LIBBUILTIN_SETTING);
        app->settings.library_view = true;
        ui_save_settings(app);
    }
    return true;
}

void ui_library_lang_changed(App *app)
{
    if (app->library_builtin) {
        ui_library_use_builtin(app, false);
    }
}

void ui_library_toggle(App *app)
{
    if (!app->library && !app->libload) {
        /* None read: the built-in one, said once as it appears. */
        if (!ui_library_use_builtin(app, false)) {
            return; /* said */
        }
        char key[32];
        keymap_label(CTL_CMD_LIBRARY_OPEN, false, key, sizeof key);
        status_notice_set(&app->notice, S_MSG_LIBRARY_BUILTIN, false, NOTICE_NAME, 0, key, NULL);
        controller_library_view(app->ctl, false); /* turned on below */
    }
    bool on = !app->ctl->library_on;
    controller_library_view(app->ctl, on);
    app->settings.library_view = on;
    ui_save_settings(app);
}

void ui_library_start(App *app)
{
    controller_library_view(app->ctl, app->settings.library_view);
    /* The built-in one when chosen, or when the view was left on without a file. */
    bool builtin = strcmp(app->settings.library, LIBBUILTIN_SETTING) == 0;
    if (builtin || (!app->settings.library[0] && app->settings.library_view)) {
        ui_library_use_builtin(app, false);
    } else if (app->settings.library[0]) { /* quiet: a notice of the settings' stays */
        start_load(app, app->settings.library, true, false);
    }
}

void ui_library_destroy(App *app)
{
    libload_abandon(app->libload);
    app->libload = NULL;
    controller_set_library(app->ctl, NULL);
    library_free(app->library);
    app->library = NULL;
    app->library_builtin = false;
}

void ui_library_entry(const App *app, const char *dir, const char *name, char *buf, size_t cap)
{
    char path[FILESAVE_PATH_MAX];
    struct stat st;
    buf[0] = '\0';
    if (gamefiles_join(dir, name, path, sizeof path) && stat(path, &st) == 0) {
        long long size = st.st_size;
        long long tenths = (size * 10 + 512 * 1024) / (1024 * 1024);
        tenths = tenths > 9999999 ? 9999999 : tenths;
        Lang lang = app->settings.lang;
        if (size < 1024 * 1024) {
            text_format(buf, cap, i18n_text(lang, S_FILE_LIBRARY_KB), (int)((size + 1023) / 1024));
        } else {
            text_format(buf, cap, i18n_text(lang, S_FILE_LIBRARY_SIZE), (int)(tenths / 10),
                        (int)(tenths % 10));
        }
    }
}

/* ---- The board ----------------------------------------------------------------------- */

/* One continuation's mark: a teal disc with its label, a small dot without one; on a
 * board letter a ring round it instead (the dot hid the letter's middle: "A" on the next
 * move's point read as a teal dot). The game's own next move (neutral) is grey: a review
 * shows what was played there, no advice (a green-looking dot on the game's reply once
 * read as the move a mistake's message called better, audit 25). */
static void draw_mark(const App *app, Pos pos, CtlLibKind kind, const char *label, bool neutral)
{
    const Layout *l = &app->layout;
    Assets *a = app->assets;
    SDL_Color teal = ui_colour(neutral ? COLOUR_NEXT_MOVE : COLOUR_LIBRARY);
    double cx, cy;
    layout_cell_center(l, pos, &cx, &cy);
    if (kind == CTL_LIB_FOUL) {
        ui_board_foul(app, pos, true);
        assets_draw_sprite(a, SPRITE_RING, cx, cy, l->cell * 0.9, ui_colour(COLOUR_LIBRARY_FOUL),
                           255);
        return;
    }
    Uint8 alpha = kind == CTL_LIB_PLAY ? 225 : 110;
    if (!label[0] && ui_board_letter_at(app, pos)) {
        assets_draw_sprite(a, SPRITE_RING, cx, cy, l->cell * 0.86, teal, alpha);
        return;
    }
    if (!label[0]) {
        assets_draw_sprite(a, SPRITE_DOT, cx, cy, l->cell * 0.42, teal, alpha);
        return;
    }
    ui_board_disc(app, pos, label, alpha);
}

void ui_board_disc(const App *app, Pos pos, const char *label, Uint8 alpha)
{
    const Layout *l = &app->layout;
    Assets *a = app->assets;
    double cx, cy;
    layout_cell_center(l, pos, &cx, &cy);
    /* The label's first word. */
    char t[16];
    size_t n = strcspn(label, " \n");
    n = n < sizeof t - 1 ? n : sizeof t - 1;
    while (n > 0 && ((unsigned char)label[n] & 0xC0) == 0x80) {
        n--;
    }
    snprintf(t, sizeof t, "%.*s", (int)n, label);
    if (ui_board_letter_at(app, pos)) { /* the letter inside a ring, the word beside it */
        assets_draw_sprite(a, SPRITE_RING, cx, cy, l->cell * 0.86, ui_colour(COLOUR_LIBRARY),
                           alpha);
        ui_board_side_tag(app, cx, cy, t);
        return;
    }
    assets_draw_sprite(a, SPRITE_DOT, cx, cy, l->cell * 0.8, ui_colour(COLOUR_LIBRARY), alpha);
    /* As large as the disc holds it. */
    int px = (int)lround(l->cell * 0.42);
    int tw, th;
    text_size(a, FACE_BOLD, px, t, &tw, &th);
    while (tw > l->cell * 0.74 && px > 6) {
        px--;
        text_size(a, FACE_BOLD, px, t, &tw, &th);
    }
    SDL_Color white = ui_colour(COLOUR_WHITE);
    white.a = alpha;
    text_draw(a, FACE_BOLD, px, t, (int)lround(cx), (int)lround(cy - th / 2.0), white, 1);
}

void ui_library_draw_board(const App *app)
{
    if (ui_find_on(app)) { /* Find position's next moves are the board's marks meanwhile */
        return;
    }
    CtlLibView v;
    bool lib = controller_library_shown(app->ctl, &v);
    for (int i = lib ? v.n - 1 : -1; i >= 0; i--) {
        draw_mark(app, v.marks[i].move.pos, v.marks[i].kind, v.marks[i].move.label, false);
    }
    /* The game's own tree (a .lib opened with Ctrl+O, lines tried): each continuation of
     * the shown position, as the library's are, where the library marks none. */
    Pos p[64];
    CtlLibKind kinds[64];
    int n = app->has_sess && !ui_study_on(app) ? session_continuations(&app->sess, p, 64) : 0;
    controller_judge_marks(app->ctl, p, n, kinds);
    for (int i = 0; i < n; i++) {
        bool marked = false;
        for (int j = 0; lib && j < v.n && !marked; j++) {
            marked = v.marks[j].move.pos == p[i];
        }
        if (!marked) {
            draw_mark(app, p[i], kinds[i], "", true);
        }
    }
}

bool ui_library_label_at(const App *app, Pos p)
{
    CtlLibView v;
    bool lib = controller_library_shown(app->ctl, &v);
    for (int i = 0; lib && i < v.n; i++) {
        if (v.marks[i].move.pos == p && v.marks[i].kind != CTL_LIB_FOUL &&
            v.marks[i].move.label[0]) {
            return true;
        }
    }
    return false;
}

/* ---- A continuation's comment, before it is played ---------------------------------- */

/* The point pointed at on the board: the keyboard's cursor when an arrow key moved it last
 * or the mouse is off the board, else the point under the mouse (none under a dialog or the
 * help), as the ghost stone goes. */
static Pos pointed_point(const App *app)
{
    Pos p = POS_NONE;
    if (app->dialog != DLG_NONE || app->show_help) {
        return POS_NONE;
    }
    bool hover = ui_hover_point(app, &p);
    if (app->cursor_visible && (app->explain_cursor || !hover)) {
        return app->ctl->cursor;
    }
    return hover ? p : POS_NONE;
}

bool ui_library_tip(const App *app, char *head, size_t head_cap, char *text, size_t cap)
{
    head[0] = text[0] = '\0';
    Pos p = pointed_point(app);
    if (p == POS_NONE || !board_on(&app->ctl->board, p) || ui_study_on(app) || app->libload) {
        return false;
    }
    CtlLibView v;
    const CtlLibMark *m = NULL;
    for (int i = 0; controller_library_shown(app->ctl, &v) && i < v.n && !m; i++) {
        m = v.marks[i].move.pos == p ? &v.marks[i] : NULL;
    }
    size_t len = 0;
    if (m) { /* the library's comment, its points named as the board shows them */
        char turned[2 * LIBRARY_TEXT_MAX + 1];
        library_comment_turned(m->move.comment, m->move.turn, turned, sizeof turned);
        text_append(text, cap, &len, "%s", turned);
    }
    /* The game's own tree (a .lib opened as a game, lines tried): its comment there too,
     * under the library's when they differ. */
    const char *own = app->has_sess ? session_continuation_note(&app->sess, p) : "";
    if (own[0] && strcmp(own, text) != 0) {
        text_append(text, cap, &len, "%s%s", len ? "\n" : "", own);
    }
    if (!text[0]) {
        return false;
    }
    char pt[64];
    board_format_point(p, pt, sizeof pt);
    if (m && m->move.label[0]) {
        size_t n = strlen(pt);
        snprintf(pt + n, sizeof pt - n, " %s", m->move.label);
    }
    text_format(head, head_cap, i18n_text(app->settings.lang, S_NOTE_AHEAD), pt);
    return true;
}

/* The widest line of head (bold) and text, unwrapped. */
static int widest_line(Assets *a, int px, const char *head, const char *text)
{
    int most = 0, w, h;
    text_size(a, FACE_BOLD, px, head, &most, &h);
    for (const char *s = text; *s;) {
        size_t n = strcspn(s, "\n");
        char line[TEXT_DRAW_MAX + 1];
        snprintf(line, sizeof line, "%.*s", (int)(n < TEXT_DRAW_MAX ? n : TEXT_DRAW_MAX), s);
        text_size(a, FACE_REGULAR, px, line, &w, &h);
        most = w > most ? w : most;
        s += n + (s[n] == '\n');
    }
    return most;
}

void ui_library_draw_tip(const App *app)
{
    char head[160], text[2 * LIBRARY_TEXT_MAX + 4096 + 2]; /* a longer comment: its start */
    if (ui_find_on(app) || !ui_library_tip(app, head, sizeof head, text, sizeof text)) {
        return;
    }
    const Layout *l = &app->layout;
    Assets *a = app->assets;
    LayoutRect b = l->board;
    int pad = ui_px(app, 10), fpx = ui_font(app, 13);
    int w = ui_px(app, 340) < b.w * 3 / 5 ? ui_px(app, 340) : b.w * 3 / 5;
    int need = widest_line(a, fpx, head, text) + 2 * pad;
    w = need < w ? need : w; /* a short comment, a small card */
    int hh = text_wrapped_height(a, FACE_BOLD, fpx, head, w - 2 * pad);
    int th = text_wrapped_height(a, FACE_REGULAR, fpx, text, w - 2 * pad);
    int most = b.h * 2 / 5; /* a long comment: its first lines, then "…" */
    th = th > most ? most : th;
    int h = 2 * pad + hh + ui_px(app, 4) + th;
    /* Beside the point, below and right of it; left of it and above it where the board
     * ends, never over the point itself. */
    double cx, cy;
    layout_cell_center(l, pointed_point(app), &cx, &cy);
    int off = (int)lround(l->cell * 0.7);
    int x = (int)lround(cx) + off, y = (int)lround(cy) + off;
    if (x + w > b.x + b.w) {
        x = (int)lround(cx) - off - w;
    }
    if (y + h > b.y + b.h) {
        y = (int)lround(cy) - off - h;
    }
    x = x < b.x ? b.x : x;
    y = y < b.y ? b.y : y;
    LayoutRect card = {x, y, w, h};
    ui_card(app->ren, (LayoutRect){x - 1, y - 1, w + 2, h + 2}, ui_px(app, 8),
            ui_colour(COLOUR_BORDER));
    ui_card(app->ren, card, ui_px(app, 8), ui_colour(COLOUR_CARD));
    y += pad;
    y += text_draw_wrapped(a, FACE_BOLD, fpx, head, x + pad, y, w - 2 * pad,
                           ui_colour(COLOUR_LIBRARY_TEXT)) +
         ui_px(app, 4);
    text_draw_wrapped_clip(a, FACE_REGULAR, fpx, text, x + pad, y, w - 2 * pad, th,
                           ui_colour(COLOUR_TEXT));
}

/* ---- The panel ----------------------------------------------------------------------- */

int ui_library_box_h(const App *app, int rows)
{
    return ui_nbest_row_h(app) * rows + ui_px(app, 8);
}

bool ui_library_box_wanted(const App *app) { return app->library || app->libload; }

/* Is the box drawn now (it has room; a pause hides the position, the library's box with
 * it, unless a file loads)? */
static bool box_drawn(const App *app, LayoutRect r)
{
    return r.h > 0 && (app->libload || (app->library && !controller_position_hidden(app->ctl)));
}

/* The header's switch: its box at the left, its key at the right, the whole row a click
 * that does what Ctrl+B does. */
static LayoutRect header_rect(const App *app, LayoutRect r)
{
    int pad = ui_px(app, 8);
    return (LayoutRect){r.x + pad, r.y + ui_px(app, 4), r.w - pad, ui_nbest_row_h(app)};
}

/* The header's words ("Library · 4 moves here"), in their colour; the view of the shown
 * position in *v when its marks are on (the return). */
static bool header_line(const App *app, CtlLibView *v, char *line, size_t cap, UiColour *colour)
{
    Lang lang = app->settings.lang;
    bool shown = controller_library_shown(app->ctl, v);
    size_t len = 0;
    line[0] = '\0';
    text_append(line, cap, &len, "%s", i18n_text(lang, S_LIBRARY));
    *colour = COLOUR_LIBRARY_TEXT;
    if (app->libload) {
        text_append(line, cap, &len, " · %s", i18n_text(lang, S_LIBRARY_LOADING));
        *colour = COLOUR_DIM;
    } else if (!shown) {
        *colour = COLOUR_DIM; /* its marks off: the title and the switch alone */
    } else if (v->n > 0) {
        text_append(line, cap, &len, " · ");
        text_append(line, cap, &len, i18n_ntext(lang, S_LIBRARY_MOVES, v->n), v->n);
    } else {
        StrId what = v->network       ? S_LIBRARY_NETWORK
                     : v->other_board ? S_LIBRARY_OTHER_BOARD
                     : v->in_library  ? S_LIBRARY_END
                                      : S_LIBRARY_OUT;
        text_append(line, cap, &len, " · %s", i18n_text(lang, what));
        *colour = v->in_library ? COLOUR_LIBRARY_TEXT : COLOUR_DIM;
    }
    return shown;
}

/* Where the header's words go: right of the switch's box, left of its key (if any). */
static void words_room(const App *app, const Widget *w, int *x, int *room)
{
    int kw = 0, kh;
    if (w->key[0]) {
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), w->key, &kw, &kh);
    }
    *x = w->r.x + ui_px(app, 18 + 8);
    *room = w->r.x + w->r.w - ui_px(app, 10) - (kw ? kw + ui_px(app, 8) : 0) - *x;
}

void ui_library_build(App *app)
{
    LayoutRect r = ui_library_rect(app);
    if (!box_drawn(app, r)) {
        return;
    }
    Widget *w = ui_add_keyed(app, W_LIBRARY_TOGGLE, 0, WK_TOGGLE, header_rect(app, r), "",
                             CTL_CMD_LIBRARY);
    if (!w) {
        return;
    }
    w->active = app->ctl->library_on;
    /* Words too long for the row beside the key (a language's long words, a narrow panel):
     * the key gives way, as the move list's switches' keys do (the help lists it). */
    CtlLibView v;
    UiColour colour;
    char line[256];
    header_line(app, &v, line, sizeof line, &colour);
    int x, room, tw, th;
    words_room(app, w, &x, &room);
    text_size(app->assets, FACE_BOLD, ui_font(app, 11), line, &tw, &th);
    if (tw > room) {
        w->key[0] = '\0';
    }
}

/* The continuation pointed at (pointed_point: the mouse's, or the keyboard's cursor's), or
 * NULL. */
static const CtlLibMark *pointed_mark(const App *app, const CtlLibView *v)
{
    Pos p = pointed_point(app);
    for (int i = 0; p != POS_NONE && i < v->n; i++) {
        if (v->marks[i].move.pos == p) {
            return &v->marks[i];
        }
    }
    return NULL;
}

void ui_library_draw_panel(const App *app)
{
    LayoutRect r = ui_library_rect(app);
    const Widget *w = NULL;
    for (int i = 0; i < app->nwidgets; i++) {
        w = app->widgets[i].id == W_LIBRARY_TOGGLE ? &app->widgets[i] : w;
    }
    if (!box_drawn(app, r) || !w) {
        return;
    }
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    CtlLibView v;
    UiColour colour;
    char line[256];
    bool shown = header_line(app, &v, line, sizeof line, &colour);
    UiBox box = ui_box_card(app, r);
    ui_draw_widget(app, w); /* on the card */
    int pad = box.pad, rh = box.rh, fpx = box.fpx;
    int y = r.y + ui_px(app, 4);
    int bottom = r.y + r.h - ui_px(app, 4);
    int x, room, tw, th;
    words_room(app, w, &x, &room);
    text_size(a, FACE_BOLD, ui_font(app, 11), line, &tw, &th);
    if (tw <= room) {
        int tpx = text_fit(a, FACE_BOLD, fpx, ui_font(app, 11), line, room);
        text_size(a, FACE_BOLD, tpx, line, &tw, &th);
        text_draw(a, FACE_BOLD, tpx, line, x, y + (rh - th) / 2, ui_colour(colour), 0);
        y += rh;
    } else { /* in two rows, where the box has them */
        int h = bottom - y >= 2 * rh ? 2 * rh : rh;
        text_draw_wrapped_clip(a, FACE_BOLD, fpx, line, x, y, room, h, ui_colour(colour));
        y += h;
    }
    int nfouls = 0;
    for (int i = 0; shown && i < v.n; i++) {
        nfouls += v.marks[i].kind == CTL_LIB_FOUL;
    }
    if (nfouls > 0 && !app->libload) {
        bottom -= rh;
        const char *legend = i18n_text(lang, S_LIBRARY_FOULS);
        int lpx = text_fit(a, FACE_REGULAR, fpx, ui_font(app, 11), legend, r.w - 2 * pad);
        text_draw(a, FACE_REGULAR, lpx, legend, r.x + pad, bottom, ui_colour(COLOUR_DIM), 0);
    }
    const CtlLibMark *m = shown && !app->libload ? pointed_mark(app, &v) : NULL;
    if (m && bottom - y >= rh) { /* the continuation under the mouse or the cursor */
        char head[160];
        char pt[64];
        board_format_point(m->move.pos, pt, sizeof pt);
        if (m->move.label[0]) {
            size_t hl = strlen(pt);
            snprintf(pt + hl, sizeof pt - hl, " %s", m->move.label);
        }
        text_format(head, sizeof head, i18n_ntext(lang, S_LIBRARY_BELOW, m->move.below), pt,
                    m->move.below);
        int hpx = text_fit(a, FACE_BOLD, fpx, ui_font(app, 11), head, r.w - 2 * pad);
        text_draw(a, FACE_BOLD, hpx, head, r.x + pad, y, ui_colour(COLOUR_LIBRARY_TEXT), 0);
        y += rh;
        char comment[2 * LIBRARY_TEXT_MAX + 1];
        library_comment_turned(m->move.comment, m->move.turn, comment, sizeof comment);
        if (comment[0] && bottom - y >= rh) {
            text_draw_wrapped_clip(a, FACE_REGULAR, fpx, comment, r.x + pad, y, r.w - 2 * pad,
                                   bottom - y, ui_colour(COLOUR_TEXT));
        }
    } else if (shown && !app->libload && v.comment[0] && bottom - y >= rh) {
        text_draw_wrapped_clip(a, FACE_REGULAR, fpx, v.comment, r.x + pad, y, r.w - 2 * pad,
                               bottom - y, ui_colour(COLOUR_TEXT));
    } else if (!shown && !app->libload && bottom - y >= rh) {
        /* The way back to the marks, whole: smaller, down to the least size, where the
         * rows left do not hold it (Ukrainian's lost its end in the one row at 1920x1080). */
        const char *off = i18n_text(lang, S_LIBRARY_OFF);
        int opx = fpx;
        while (opx > ui_font(app, 11) &&
               text_wrapped_height(a, FACE_REGULAR, opx, off, r.w - 2 * pad) > bottom - y) {
            opx--;
        }
        text_draw_wrapped_clip(a, FACE_REGULAR, opx, off, r.x + pad, y, r.w - 2 * pad, bottom - y,
                               ui_colour(COLOUR_DIM));
    }
}
