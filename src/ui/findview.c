/* Renju - MIT licence, see LICENSE.
 *
 * Find position in the window (findview.h holds the search and its words). Ctrl+P
 * searches the folder last searched (settings.conf's find_folder) for the position shown;
 * the first time, when that folder is gone, or with Shift, the file dialog opens in its
 * folder mode first (files.c: Search here; its Find position… button is the
 * mouse's way in). While the view is on, the panel is the search's: its folder, Stop
 * (Esc) while it runs (on its own thread from the first frame, each frame taking what it
 * found so far; without a thread a few files a frame, within a time budget: no frame waits) or
 * Another folder… and Close (Esc), the progress, then the moves played next summed up as
 * an opening explorer and the games that reach the position (file, players, result, the
 * move after which it stands), the files skipped with a row that lists why. The board
 * marks each next move with its count of games; a click on one (or on its row) lists
 * only its games, under its row and Every next move (Esc, Backspace: back), again: all of
 * them. A file skipped's reason is wrapped whole onto up to three lines. A click on a game opens it
 * at the position (turned to the board's orientation when it was found turned or mirrored: the file
 * unchanged), asking first when the game on the board would be lost (keep.c), and closes the view;
 * a big library's line reads its file as the opening library (library.c), the game kept. A file
 * changed since the search (findview_row_unchanged) is searched again instead, and said.
 * The keys do the same: Up, Down, Page Up, Page Down, Home and End move a cursor over the rows
 * (scrolled into view), Enter takes its row as a click; Esc stops, goes back from the files skipped
 * or a next move's games, closes. The game's keys wait meanwhile; the window's own (language,
 * colours, help, quit) run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

enum {
    FIND_FILES_A_FRAME = 64, /* at most, and no more than FIND_BUDGET_MS of them */
    FIND_BUDGET_MS = 12,
    ROW_GAME = 62, /* a game's row: its file, its move and result, its players */
    ROW_TWO = 46,  /* a next move's row: its count of games, then how they ended */
    ROW_NEXT = 30, /* Every next move's row, and the files skipped's */
    ROW_INSET = 10 /* a row's text from its sides */
};

bool ui_find_on(const App *app) { return app->find && app->find->on; }

static Lang lang_of(const App *app) { return app->settings.lang; }

static void close_view(App *app)
{
    if (app->find) {
        findview_close(app->find);
    }
    app->find_reasons = false;
    app->find_scroll = 0;
    status_notice_clear(&app->find_error);
    status_notice_clear(&app->find_said);
}

void ui_find_destroy(App *app)
{
    close_view(app);
    free(app->find);
    app->find = NULL;
}

void ui_find_folder(App *app, const char *folder)
{
    if (!app->find) {
        app->find = calloc(1, sizeof *app->find);
    }
    if (!app->find || !findview_start(app->find, &app->ctl->board, NULL, folder)) {
        RecordError err;
        record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        status_notice_set(&app->notice, S_MSG_NOT_LOADED, true, NOTICE_REASON, 0, NULL, &err);
        return;
    }
    app->find_scroll = 0;
    app->find_reasons = false;
    app->find_open = -1;
    status_notice_clear(&app->find_error);
    status_notice_clear(&app->find_said);
    app->show_help = false;
    status_notice_clear(&app->notice);
    /* Remembered for the next Ctrl+P (a path too long for its line is searched, not kept). */
    size_t n = strlen(folder);
    if (n <= SETTINGS_FIND_PATH_MAX && strcmp(app->settings.find_folder, folder) != 0) {
        memcpy(app->settings.find_folder, folder, n + 1);
        ui_save_settings(app);
    }
}

void ui_find_choose(App *app)
{
    ui_files_open(app, false);
    FilePrompt *fp = &app->prompt;
    fp->find = true;
    const char *last = app->settings.find_folder;
    if (last[0] && gamefiles_is_dir(last)) {
        gamefiles_join(last, "", fp->path, sizeof fp->path);
        ui_files_relist(app);
    }
}

void ui_find_command(App *app)
{
    bool shift = (SDL_GetModState() & KMOD_SHIFT) != 0;
    if (ui_find_on(app) && !shift) {
        close_view(app); /* Ctrl+P again: the game's panel back */
        return;
    }
    const char *last = app->settings.find_folder;
    if (shift || !last[0] || !gamefiles_is_dir(last)) {
        ui_find_choose(app);
    } else {
        ui_find_folder(app, last);
    }
}

bool ui_find_busy(const App *app) { return ui_find_on(app) && app->find->running; }

bool ui_find_stepped(const App *app) { return ui_find_busy(app) && !app->find->job; }

bool ui_find_frame(App *app)
{
    if (!ui_find_busy(app)) {
        return false;
    }
    FindView *v = app->find;
    if (!v->job && v->f.done == 0) { /* the first frame: the search goes on its thread */
        findview_run(v);
    }
    /* What the thread found so far; without one, a few files a frame. */
    findview_step(v, FIND_FILES_A_FRAME, ai_now_ns() + FIND_BUDGET_MS * 1000000LL);
    return true;
}

static LayoutRect rect(int x, int y, int w, int h)
{
    LayoutRect r = {x, y, w, h};
    return r;
}

/* The text lines above the list: the folder, then the progress (its wrapped height). */
static int progress_only_h(const App *app, int w)
{
    char line[400];
    findview_progress(lang_of(app), app->find, line, sizeof line);
    return text_wrapped_height(app->assets, FACE_BOLD, ui_font(app, 14), line, w);
}

/* Under the progress, why the search started again ("big.lib changed since the search:
 * searched again"), when it did: its words (false: none). */
static bool said(const App *app, char *buf, size_t cap)
{
    if (!status_notice_on(&app->find_said)) {
        return false;
    }
    status_notice_text(&app->find_said, lang_of(app), buf, cap);
    return true;
}

static int progress_h(const App *app, int w)
{
    char why[600];
    int h = progress_only_h(app, w);
    return said(app, why, sizeof why)
               ? h + text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, 12), why, w)
               : h;
}

/* The list's rows in order: the files skipped and why, or the next moves (with "Every
 * next move" once one is chosen) and the games: how many. */
static int list_count(const App *app)
{
    const FindView *v = app->find;
    if (app->find_reasons) {
        return v->f.nbad + (v->f.left_out > 0);
    }
    return findview_list_count(v);
}

/* Row i of the list: its widget (W_NONE: a reason) and argument. */
static WidgetId list_row(const App *app, int i, int *arg)
{
    if (app->find_reasons) {
        *arg = i;
        return W_NONE;
    }
    return findview_list_row(app->find, i, arg) == FIND_ROW_GAME ? W_FIND_GAME : W_FIND_NEXT;
}

/* The list's row of a next move's or a game's widget (arg), -1 for another. */
static int list_index(const FindView *v, WidgetId id, int arg)
{
    if (id == W_FIND_GAME) {
        return findview_list_index(v, FIND_ROW_GAME, arg);
    }
    return id == W_FIND_NEXT ? findview_list_index(v, arg < 0 ? FIND_ROW_ALL : FIND_ROW_NEXT, arg)
                             : -1;
}

/* The y of the files skipped's row, under the buttons and the progress; the list's top
 * is below it (where there is one). */
static int reasons_y(const App *app, UiFrame f)
{
    return f.top + ui_px(app, 44 + 22) + f.bh + f.gap + progress_h(app, f.w) + ui_px(app, 6);
}

static int list_top(const App *app, UiFrame f)
{
    const FindView *v = app->find;
    bool skipped = v->f.nbad + v->f.left_out > 0;
    return reasons_y(app, f) + (skipped ? ui_px(app, ROW_NEXT + 4) : 0);
}

/* A file skipped's row: its reason wrapped whole onto as many lines as it takes (three at
 * most: a longer one is cut in its middle, text_draw_wrapped_box). */
static int reason_h(const App *app, int arg)
{
    char line[600];
    findview_skipped_reason(lang_of(app), app->find, arg, line, sizeof line);
    int px = ui_font(app, 12), width = ui_panel_frame(app).w - 2 * ui_px(app, ROW_INSET);
    int one = text_wrapped_height(app->assets, FACE_REGULAR, px, "M", width);
    int high = text_wrapped_height(app->assets, FACE_REGULAR, px, line, width);
    high = high < 3 * one ? high : 3 * one;
    int h = high + 2 * ui_px(app, 7);
    return h > ui_px(app, ROW_NEXT) ? h : ui_px(app, ROW_NEXT);
}

static int row_h(const App *app, WidgetId kind, int arg)
{
    if (kind == W_NONE) {
        return reason_h(app, arg);
    }
    if (kind == W_FIND_GAME) {
        return ui_px(app, ROW_GAME);
    }
    return ui_px(app, kind == W_FIND_NEXT && arg >= 0 ? ROW_TWO : ROW_NEXT);
}

/* The list's room: from below the progress to above the hint. */
static LayoutRect list_room(const App *app, UiFrame f, int top)
{
    int hint = text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, 12),
                                   i18n_text(lang_of(app), S_FIND_HOW), f.w);
    int bottom = app->layout.panel.y + app->layout.panel.h - ui_px(app, 14) - hint;
    return rect(f.x, top, f.w, bottom - top - ui_px(app, 6));
}

void ui_find_follow(App *app)
{
    const Board *b = &app->ctl->board;
    if (ui_find_on(app) &&
        (b->hash != app->find->hash || b->to_move != app->find->f.target.to_move)) {
        close_view(app); /* the position changed (a game opened meanwhile): its games go */
    }
}

/* The scroll that shows the cursor's row in a list room high. */
static void reveal(App *app, int high)
{
    int at = app->find->cursor;
    if (app->find_reasons || at < 0) {
        return;
    }
    if (at < app->find_scroll) {
        app->find_scroll = at;
    }
    for (;;) { /* rows from the scroll to the cursor's, it included, in the room */
        int used = 0;
        for (int i = app->find_scroll; i <= at; i++) {
            int arg;
            WidgetId kind = list_row(app, i, &arg);
            used += row_h(app, kind, arg);
        }
        if (used <= high || app->find_scroll >= at) {
            return;
        }
        app->find_scroll++;
    }
}

void ui_find_build(App *app)
{
    const FindView *v = app->find;
    Lang lang = lang_of(app);
    UiFrame f = ui_panel_frame(app);
    ui_mode_header_build(app, S_FIND_TITLE);
    int y = f.top + ui_px(app, 44 + 22); /* the folder's line above */
    int half = (f.w - f.gap) / 2;
    if (v->running) {
        Widget *w = ui_add_widget(app, W_FIND_STOP, 0, WK_BUTTON, rect(f.x, y, f.w, f.bh),
                                  i18n_text(lang, S_FIND_STOP));
        if (w) {
            keymap_label(CTL_CMD_HIDE_CURSOR, false, w->key, sizeof w->key);
        }
    } else {
        Widget *w[2];
        w[0] = ui_add_widget(app, W_FIND_FOLDER, 0, WK_BUTTON, rect(f.x, y, half, f.bh),
                             i18n_text(lang, S_FIND_FOLDER));
        w[1] = ui_add_widget(app, W_FIND_CLOSE, 0, WK_BUTTON,
                             rect(f.x + half + f.gap, y, half, f.bh),
                             i18n_text(lang, S_FIND_CLOSE));
        if (w[1]) {
            keymap_label(CTL_CMD_HIDE_CURSOR, false, w[1]->key, sizeof w[1]->key);
        }
        ui_buttons_one_size(app, w, 2);
    }
    if (v->f.nbad + v->f.left_out > 0) { /* its header: arg -1 */
        ui_add_widget(app, W_FIND_REASONS, -1, WK_LIST_ITEM,
                      rect(f.x, reasons_y(app, f), f.w, ui_px(app, ROW_NEXT)), "");
    }
    LayoutRect room = list_room(app, f, list_top(app, f));
    int n = list_count(app);
    if (app->find_scroll > n - 1) {
        app->find_scroll = n > 0 ? n - 1 : 0;
    }
    if (app->find_reveal) { /* a key moved the cursor: its row in view */
        reveal(app, room.h);
        app->find_reveal = false;
    }
    int ry = room.y;
    app->find_page = 0;
    for (int i = app->find_scroll; i < n; i++) {
        int arg;
        WidgetId kind = list_row(app, i, &arg);
        int h = row_h(app, kind, arg);
        if (ry + h > room.y + room.h) {
            break;
        }
        Widget *w = ui_add_widget(app, kind == W_NONE ? W_FIND_REASONS : kind, arg, WK_LIST_ITEM,
                                  rect(room.x, ry, room.w, h - ui_px(app, 2)), "");
        if (w) {
            w->active = kind == W_FIND_NEXT && arg >= 0 && arg == v->pick;
            w->enabled = kind != W_NONE; /* a reason is read, not clicked */
        }
        ry += h;
        app->find_page++;
    }
}

/* ---- Drawing ------------------------------------------------------------------------- */

static bool hot(const App *app, const Widget *w)
{
    return w->enabled && app->mouse_in && layout_rect_contains(w->r, app->mouse_x, app->mouse_y);
}

static void draw_row(const App *app, const Widget *w, bool reasons_row)
{
    const FindView *v = app->find;
    Lang lang = lang_of(app);
    bool cursor = v->cursor >= 0 && list_index(v, w->id, w->arg) == v->cursor;
    ui_list_row(app, w->r, w->active, hot(app, w) || cursor);
    if (cursor) { /* the keys' row */
        ui_frame(app->ren, w->r, ui_px(app, 2) > 1 ? ui_px(app, 2) : 1, ui_colour(COLOUR_ACCENT));
    }
    int inset = ui_px(app, ROW_INSET);
    int x = w->r.x + inset, width = w->r.w - 2 * inset;
    int px = ui_font(app, 14), small = ui_font(app, 12);
    char line[600], two[700];
    if (reasons_row) { /* the header row of the files skipped */
        findview_skipped(lang, v, line, sizeof line);
        text_format(two, sizeof two, i18n_text(lang, app->find_reasons ? S_FIND_BACK : S_FIND_WHY),
                    line);
        ui_draw_clipped(app, FACE_BOLD, px, two, x, w->r.y + ui_px(app, 5), width,
                        ui_colour(COLOUR_BAD));
        return;
    }
    switch (w->id) {
    case W_FIND_NEXT:
        if (w->arg < 0) {
            ui_draw_clipped(app, FACE_REGULAR, px, i18n_text(lang, S_FIND_ALL), x,
                            w->r.y + ui_px(app, 5), width, ui_colour(COLOUR_TEXT));
            break;
        }
        findview_next_line(lang, v, w->arg, line, sizeof line);
        ui_draw_clipped(app, w->active ? FACE_BOLD : FACE_REGULAR, px, line, x,
                        w->r.y + ui_px(app, 3), width, ui_colour(COLOUR_TEXT));
        findview_next_results(lang, v, w->arg, line, sizeof line);
        ui_draw_clipped(app, FACE_REGULAR, small, line, x, w->r.y + ui_px(app, 24), width,
                        ui_colour(COLOUR_DIM));
        break;
    case W_FIND_GAME:
        findview_game_file(lang, v, w->arg, line, sizeof line);
        ui_draw_clipped(app, FACE_BOLD, px, line, x, w->r.y + ui_px(app, 3), width,
                        ui_colour(COLOUR_TEXT));
        findview_game_line(lang, v, w->arg, line, sizeof line);
        ui_draw_clipped(app, FACE_REGULAR, small, line, x, w->r.y + ui_px(app, 24), width,
                        ui_colour(COLOUR_DIM));
        findview_game_players(lang, v, w->arg, line, sizeof line);
        ui_draw_clipped(app, FACE_REGULAR, small, line, x, w->r.y + ui_px(app, 40), width,
                        ui_colour(COLOUR_DIM));
        break;
    default: /* a file skipped, and why: whole, on as many lines as it takes */
        findview_skipped_reason(lang, v, w->arg, line, sizeof line);
        text_draw_wrapped_box(app->assets, FACE_REGULAR, small, line, x, w->r.y + ui_px(app, 7),
                              width, w->r.h - ui_px(app, 7), ui_colour(COLOUR_BAD));
        break;
    }
}

/* The next moves on the board: each a disc with its count of games; the one chosen full,
 * the others faded while one is. */
static void draw_marks(const App *app)
{
    const FindView *v = app->find;
    for (int k = v->nnext - 1; k >= 0; k--) {
        Pos p = v->next[k].pos;
        if (p == POS_NONE || p == POS_PASS || !board_on(&app->ctl->board, p)) {
            continue;
        }
        char count[16];
        snprintf(count, sizeof count, "%d", /* its rows: games, side and library lines */
                 v->next[k].games + v->next[k].side + v->next[k].library);
        ui_board_disc(app, p, count, v->pick < 0 || v->pick == k ? 235 : 100);
    }
}

void ui_find_render(const App *app)
{
    const FindView *v = app->find;
    Lang lang = lang_of(app);
    draw_marks(app);
    ui_mode_header_draw(app, S_FIND_TITLE);
    UiFrame f = ui_panel_frame(app);
    int y = f.top + ui_px(app, 44);
    ui_draw_clipped(app, FACE_REGULAR, ui_font(app, 12), v->folder, f.x, y, f.w,
                    ui_colour(COLOUR_DIM));
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *w = &app->widgets[i];
        if (w->id == W_FIND_NEXT || w->id == W_FIND_GAME || w->id == W_FIND_REASONS) {
            draw_row(app, w, w->id == W_FIND_REASONS && w->arg < 0);
        } else if (w->id < W_DLG_RULE_PREV) { /* a dialog's are drawn over it */
            ui_draw_widget(app, w);
        }
    }
    y += ui_px(app, 22) + f.bh + f.gap;
    char line[400];
    findview_progress(lang, v, line, sizeof line);
    text_draw_wrapped(app->assets, FACE_BOLD, ui_font(app, 14), line, f.x, y, f.w,
                      ui_colour(COLOUR_TEXT));
    char why[600];
    if (said(app, why, sizeof why)) {
        text_draw_wrapped(app->assets, FACE_REGULAR, ui_font(app, 12), why, f.x,
                          y + progress_only_h(app, f.w), f.w, ui_colour(COLOUR_BAD));
    }
    LayoutRect room = list_room(app, f, list_top(app, f));
    if (status_notice_on(&app->find_error)) { /* the game chosen did not open: why */
        status_notice_text(&app->find_error, lang, why, sizeof why);
        text_draw_wrapped_box(app->assets, FACE_REGULAR, ui_font(app, 12), why, f.x, room.y, f.w,
                              room.h, ui_colour(COLOUR_BAD));
    } else if (!v->running && v->f.nfound == 0 && !app->find_reasons) {
        StrId none = v->f.nfiles == 0 ? S_FIND_NO_FILES : S_FIND_NONE;
        text_draw_wrapped_box(app->assets, FACE_REGULAR, ui_font(app, 14), i18n_text(lang, none),
                              f.x, room.y, f.w, room.h, ui_colour(COLOUR_FAINT));
    }
    text_draw_wrapped(app->assets, FACE_REGULAR, ui_font(app, 12), i18n_text(lang, S_FIND_HOW), f.x,
                      room.y + room.h + ui_px(app, 6), f.w, ui_colour(COLOUR_DIM));
}

/* ---- Input ----------------------------------------------------------------------------- */

/* Opens row i's game at the position: the session reads that game of its file, turned to
 * the board's orientation, and shows where the position stands (session_open_found); the
 * view closes. A refusal stays in the view. */
static void open_row(App *app, int i)
{
    const FindView *v = app->find;
    const FindGame *g = findview_row(v, i);
    if (!g || !app->has_sess) {
        return;
    }
    char path[FINDVIEW_PATH_MAX];
    snprintf(path, sizeof path, "%s", findview_row_path(v, i));
    const char *slash = strrchr(path, '/');
    if (!findview_row_unchanged(v, i)) { /* its line may be another now: searched again */
        char folder[FINDVIEW_PATH_MAX];
        snprintf(folder, sizeof folder, "%s", v->folder);
        ui_find_folder(app, folder); /* said under the progress while the view is on */
        status_notice_set(&app->find_said, S_MSG_FIND_CHANGED, true, NOTICE_NAME, 0,
                          slash ? slash + 1 : path, NULL);
        return;
    }
    if (g->hit.library) { /* read as the opening library: its moves from here on the board */
        close_view(app);
        ui_library_load(app, path);
        return;
    }
    FindHit hit = g->hit;
    RecordError err;
    bool turned;
    if (!session_open_found(&app->sess, path, v->f.asked, &hit, &turned, &err)) {
        status_notice_not_loaded(&app->find_error, path, &err);
        return;
    }
    close_view(app);
    app->list_follow = true;
    app->banner = false;
    StrId said = turned ? S_MSG_FIND_TURNED : S_MSG_FIND_OPENED;
    status_notice_set(&app->notice, said, false, NOTICE_NAME_NUMBER, hit.ply,
                      slash ? slash + 1 : path, NULL);
}

void ui_find_open_chosen(App *app)
{
    if (ui_find_on(app)) {
        open_row(app, app->find_open);
    }
}

/* After a next move was chosen or left (old: the one chosen before): the list from its
 * top, the cursor's row in view. */
static void chosen(App *app, int old)
{
    if (app->find->pick != old) {
        app->find_scroll = 0;
        app->find_reveal = true;
    }
}

/* The list's row i taken (a click, Enter): a next move's games listed, or all again
 * (from the top); a game opened, asking first when the game on the board would go. */
static void take(App *app, int i)
{
    FindView *v = app->find;
    int pick = v->pick;
    int game = findview_take(v, i);
    chosen(app, pick);
    if (game >= 0) {
        app->find_open = game;
        const FindGame *g = findview_row(v, game);
        if ((g && g->hit.library) || !ui_keep_asks(app, KEEP_FIND, NULL)) { /* a library's:
                                                                             * the game stays */
            open_row(app, game);
        }
    }
}

void ui_find_activate(App *app, WidgetId id, int arg)
{
    FindView *v = app->find;
    if (!v) {
        return;
    }
    status_notice_clear(&app->find_error);
    switch (id) {
    case W_FIND_STOP: findview_cancel(v); break;
    case W_FIND_CLOSE: close_view(app); break;
    case W_FIND_FOLDER: ui_find_choose(app); break;
    case W_FIND_REASONS: /* its header; a reason's row is not clicked */
        app->find_reasons = !app->find_reasons;
        app->find_scroll = 0;
        break;
    case W_FIND_NEXT:
    case W_FIND_GAME: take(app, list_index(v, id, arg)); break;
    default: break;
    }
}

void ui_find_click(App *app, Pos p)
{
    FindView *v = app->find;
    int k = findview_next_at(v, p), pick = v->pick;
    if (k >= 0) {
        status_notice_clear(&app->find_error);
        findview_choose(v, k);
        chosen(app, pick);
    }
}

void ui_find_wheel(App *app, int dy)
{
    app->find_scroll -= dy * 2;
    if (app->find_scroll < 0) {
        app->find_scroll = 0;
    }
}

/* Back from the files skipped, else from a next move's games to every next move: false
 * when there is nothing to go back from. */
static bool back(App *app)
{
    int pick = app->find->pick;
    if (app->find_reasons) {
        app->find_reasons = false;
        app->find_scroll = 0;
        app->find_reveal = true;
        return true;
    }
    if (findview_back(app->find)) {
        chosen(app, pick);
        return true;
    }
    return false;
}

bool ui_find_key(App *app, CtlCommand cmd)
{
    switch (cmd) {
    case CTL_CMD_HIDE_CURSOR: /* Esc: the search stops, else the files skipped's list
                               * goes, else a next move's games, else the view closes */
        if (app->find->running) {
            findview_cancel(app->find);
        } else if (!back(app)) {
            close_view(app);
        }
        return true;
    case CTL_CMD_UNDO: /* Backspace: back from the files skipped, or to every next move */
        back(app);
        return true;
    case CTL_CMD_FIND_POSITION: ui_find_command(app); return true;
    case CTL_CMD_UP:
    case CTL_CMD_DOWN:
    case CTL_CMD_BACK:
    case CTL_CMD_FORWARD:
    case CTL_CMD_FIRST:
    case CTL_CMD_LAST: /* the cursor's row; the files skipped's list scrolls */
        if (app->find_reasons) {
            bool up = cmd == CTL_CMD_UP || cmd == CTL_CMD_BACK || cmd == CTL_CMD_FIRST;
            int rows = cmd == CTL_CMD_UP || cmd == CTL_CMD_DOWN      ? 1
                       : cmd == CTL_CMD_FIRST || cmd == CTL_CMD_LAST ? list_count(app)
                       : app->find_page > 1                          ? app->find_page
                                                                     : 1;
            app->find_scroll += up ? -rows : rows; /* the build keeps it in the list */
            app->find_scroll = app->find_scroll < 0 ? 0 : app->find_scroll;
        } else if (findview_cursor_key(app->find, cmd, app->find_page)) {
            app->find_reveal = true;
        }
        return true;
    case CTL_CMD_PLAY: /* Enter (Space): the cursor's row, as a click on it */
        if (!app->find_reasons) {
            status_notice_clear(&app->find_error);
            take(app, app->find->cursor);
        }
        return true;
    /* The window's own: they run as usual. */
    case CTL_CMD_LANGUAGE:
    case CTL_CMD_THEME:
    case CTL_CMD_HELP:
    case CTL_CMD_SOUND:
    case CTL_CMD_VOLUME_DOWN:
    case CTL_CMD_VOLUME_UP:
    case CTL_CMD_FULL_SCREEN:
    case CTL_CMD_UI_BIGGER:
    case CTL_CMD_UI_SMALLER:
    case CTL_CMD_UI_RESET:
    case CTL_CMD_QUIT: return false;
    default: return true; /* the game's keys wait until the view is closed */
    }
}
