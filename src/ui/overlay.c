/* Renju - MIT licence, see LICENSE.
 *
 * The overlays drawn over the board and the panel: the dialogs (New game, resign, draw
 * offer) and the help with every shortcut. Read-only like render.c. (A forbidden point is
 * explained beside the board, not over it: explain.c.)
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui_internal.h"

static void dim(const App *app)
{
    ui_fill(app->ren, 0, 0, app->layout.win_w, app->layout.win_h, ui_rgba(10, 11, 13, 170));
}

/* A line of text fitted to room (px down to min_px) in a box of height h. */
static void fit_line(const App *app, FontFace face, int px, int min_px, const char *s, int x,
                     int y, int room, int h, SDL_Color c, int align)
{
    px = text_fit(app->assets, face, px, min_px, s, room);
    int tw, th;
    text_size(app->assets, face, px, s, &tw, &th);
    int tx = align == 1 ? x + room / 2 : align == 2 ? x + room : x;
    text_draw(app->assets, face, px, s, tx, y + (h - th) / 2, c, align);
}

void ui_draw_label(const App *app, FontFace face, const char *s, int x, int y, int room, int h,
                   SDL_Color c, int align)
{
    fit_line(app, face, ui_font(app, UI_LABEL_PX), ui_font(app, UI_LABEL_MIN_PX), s, x, y, room, h,
             c, align);
}

void ui_draw_small(const App *app, const char *s, int x, int y, int room, int h, SDL_Color c,
                   int align)
{
    fit_line(app, FACE_REGULAR, ui_font(app, UI_KEY_PX), ui_font(app, 11), s, x, y, room, h, c,
             align);
}

void ui_question_text(const App *app, char *buf, size_t cap)
{
    Lang lang = app->settings.lang;
    Stone s = game_to_move(&app->ctl->game);
    if (app->dialog == DLG_RESIGN) {
        /* The colour of the person who resigns (controller_resign's choice). */
        const Game *g = &app->ctl->game;
        int player = game_player_to_move(g);
        if (controller_player_seat(app->ctl, player) == SEAT_AI) {
            player = 1 - player;
        }
        s = game_player_colour(g, player);
    }
    const char *who = i18n_text(lang, s == STONE_BLACK ? S_BLACK : S_WHITE);
    snprintf(buf, cap,
             i18n_text(lang, app->dialog == DLG_RESIGN ? S_CONFIRM_RESIGN
                             : app->dialog == DLG_QUIT ? S_CONFIRM_QUIT
                                                       : S_DRAW_OFFER),
             who);
}

void ui_draw_dialog(const App *app)
{
    if (app->dialog == DLG_NONE) {
        return;
    }
    dim(app);
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    LayoutRect sh = {d.x + 4, d.y + 6, d.w, d.h};
    ui_card(app->ren, sh, ui_px(app, 14), ui_rgba(0, 0, 0, 110));
    ui_card(app->ren, d, ui_px(app, 14), ui_colour(COLOUR_CARD));
    int pad = ui_px(app, 24);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    if (app->dialog == DLG_FILES) {
        ui_files_draw(app);
    } else if (app->dialog == DLG_NEW_GAME) {
        text_draw(a, FACE_BOLD, ui_font(app, 22), i18n_text(lang, S_NEW_GAME), x, d.y + pad, ui_colour(COLOUR_TEXT), 0);
        int h = ui_px(app, DIALOG_ROW_H);
        int step = h + ui_px(app, DIALOG_ROW_GAP);
        int y = d.y + ui_px(app, DIALOG_TOP);
        int vx, vw;
        ui_dialog_columns(app, &vx, &vw);
        static const StrId LABELS[4] = {S_RULE_SET, S_OPENING, S_FIRST_PLAYER, S_SECOND_PLAYER};
        for (int i = 0; i < 4; i++) {
            ui_draw_label(app, FACE_REGULAR, i18n_text(lang, LABELS[i]), x, y + i * step, vx - x, h,
                          ui_colour(COLOUR_DIM), 0);
        }
        /* The rule set and the opening rule between their arrows. */
        int room = vw - 2 * h - ui_px(app, 8);
        ui_draw_label(app, FACE_BOLD, i18n_rule_title(lang, app->pending.rule), vx + h + ui_px(app, 4),
                      y, room, h, ui_colour(COLOUR_TEXT), 1);
        ui_draw_label(app, FACE_BOLD, i18n_opening_title(lang, app->pending.opening),
                      vx + h + ui_px(app, 4), y + step, room, h, ui_colour(COLOUR_TEXT), 1);
        if (ui_has_ai(app)) {
            /* The strength, and what the chosen level means (the levels' table). */
            const char *label = i18n_text(lang, S_AI_STRENGTH);
            bool live = ui_dialog_has_computer(app);
            int lh = ui_px(app, DIALOG_LEVEL_LABEL);
            int lpx = text_fit(a, FACE_REGULAR, ui_font(app, UI_LABEL_PX),
                               ui_font(app, UI_LABEL_MIN_PX), label, w);
            int lw, lth;
            text_size(a, FACE_REGULAR, lpx, label, &lw, &lth);
            ui_draw_label(app, FACE_REGULAR, label, x, y + 4 * step, w, lh,
                          ui_colour(live ? COLOUR_DIM : COLOUR_FAINT), 0);
            char level[96];
            i18n_level(lang, app->pending.ai_level, level, sizeof level);
            int lx = x + lw + ui_px(app, 14);
            ui_draw_label(app, FACE_BOLD, level, lx, y + 4 * step, x + w - lx, lh,
                          ui_colour(live ? COLOUR_TEXT : COLOUR_FAINT), 0);
        }
        ui_clock_dialog_draw(app);
    } else {
        char text[256];
        ui_question_text(app, text, sizeof text);
        int qpx = ui_font(app, DIALOG_QUESTION_PX);
        int room = d.h - 2 * pad - ui_px(app, 24) - ui_px(app, 36);
        int qh = text_draw_wrapped(a, FACE_BOLD, qpx, text, x, d.y + pad, w, ui_colour(COLOUR_TEXT));
        if (qh > room) {
            assets_note_overflow(a, text, qh, room);
        }
    }
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id >= W_DLG_RULE_PREV) {
            ui_draw_widget(app, &app->widgets[i]);
        }
    }
}

/* The keys column of a help row: the keys of its commands, or for a row without one
 * its words (a click, a drop, the New game dialog's own keys). */
static void help_keys(Lang lang, const CtlCommand *cmds, size_t ncmds, StrId what, char *buf,
                      size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < ncmds && cmds[i] != CTL_CMD_NONE; i++) {
        len += keymap_label(cmds[i], true, buf + len, cap - len);
        if (i + 1 < ncmds && cmds[i + 1] != CTL_CMD_NONE && len + 2 < cap) {
            len += (size_t)snprintf(buf + len, cap - len, ", ");
        }
    }
    if (len == 0) {
        snprintf(buf, cap, "%s",
                 what == S_KEY_DIALOG ? "← →, O, B, W, 1…0, C"
                                      : i18n_text(lang, what == S_KEY_DROP ? S_DROP_KEY
                                                                           : S_MOUSE_CLICK));
    }
}

void ui_draw_help(const App *app)
{
    if (!app->show_help) {
        return;
    }
    dim(app);
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    /* The keys come from keymap.h; rows without a command say how in words. */
    static const struct {
        CtlCommand cmd[7];
        StrId what;
    } ROWS[] = {
        {{CTL_CMD_NONE}, S_KEY_CLICK},
        {{CTL_CMD_LEFT, CTL_CMD_UP, CTL_CMD_RIGHT, CTL_CMD_DOWN}, S_KEY_ARROWS},
        {{CTL_CMD_PLAY}, S_KEY_ENTER},
        {{CTL_CMD_NEW_GAME}, S_KEY_NEW},
        {{CTL_CMD_UNDO}, S_KEY_UNDO},
        {{CTL_CMD_REDO}, S_KEY_REDO},
        {{CTL_CMD_PASS}, S_KEY_PASS},
        {{CTL_CMD_RESIGN}, S_KEY_RESIGN},
        {{CTL_CMD_DRAW}, S_KEY_DRAW},
        {{CTL_CMD_HINT}, S_KEY_HINT},
        {{CTL_CMD_FORBIDDEN_MARKS}, S_KEY_FORBIDDEN},
        {{CTL_CMD_MOVE_NUMBERS}, S_KEY_NUMBERS},
        {{CTL_CMD_LANGUAGE}, S_KEY_LANGUAGE},
        {{CTL_CMD_BACK, CTL_CMD_FORWARD, CTL_CMD_FIRST, CTL_CMD_LAST}, S_KEY_HISTORY},
        {{CTL_CMD_SWAP, CTL_CMD_OPTION_A, CTL_CMD_OPTION_B, CTL_CMD_TWO_MORE, CTL_CMD_KEEP,
          CTL_CMD_DECLARE, CTL_CMD_CONFIRM},
         S_KEY_OPENING},
        {{CTL_CMD_NONE}, S_KEY_BRANCH},
        {{CTL_CMD_OPEN, CTL_CMD_SAVE}, S_KEY_FILES},
        {{CTL_CMD_COPY}, S_KEY_COPY},
        {{CTL_CMD_PASTE}, S_KEY_PASTE},
        {{CTL_CMD_ANALYSE}, S_KEY_ANALYSE},
        {{CTL_CMD_GRAPH}, S_KEY_GRAPH},
        {{CTL_CMD_NBEST}, S_KEY_NBEST},
        {{CTL_CMD_MOVE_NOW}, S_KEY_MOVE_NOW},
        {{CTL_CMD_PLAY_ON}, S_KEY_PLAY_ON},
        {{CTL_CMD_STUDY}, S_KEY_STUDY},
        {{CTL_CMD_SHOW_SOLUTION}, S_KEY_SHOW_SOLUTION},
        {{CTL_CMD_NONE}, S_KEY_DROP},
        {{CTL_CMD_PAUSE}, S_KEY_PAUSE},
        {{CTL_CMD_SOUND, CTL_CMD_VOLUME_DOWN, CTL_CMD_VOLUME_UP}, S_KEY_SOUND},
        {{CTL_CMD_NONE}, S_KEY_DIALOG},
        {{CTL_CMD_HELP}, S_KEY_HELP},
        {{CTL_CMD_QUIT}, S_KEY_QUIT},
    };
    int n = (int)(sizeof ROWS / sizeof ROWS[0]);
    int fpx = ui_font(app, 16);
    int rh = ui_px(app, 29);
    /* Columns as wide as their widest entry. */
    int keyw = 0, descw = 0;
    char keys[sizeof ROWS / sizeof ROWS[0]][64];
    for (int i = 0; i < n; i++) {
        help_keys(lang, ROWS[i].cmd, sizeof ROWS[i].cmd / sizeof ROWS[i].cmd[0], ROWS[i].what,
                  keys[i], sizeof keys[i]);
        const char *key = keys[i];
        int tw, th;
        text_size(a, FACE_BOLD, fpx, key, &tw, &th);
        keyw = tw > keyw ? tw : keyw;
        text_size(a, FACE_REGULAR, fpx, i18n_text(lang, ROWS[i].what), &tw, &th);
        descw = tw > descw ? tw : descw;
    }
    int colgap = ui_px(app, 28);
    LayoutRect d;
    d.w = 2 * ui_px(app, 26) + keyw + colgap + descw;
    if (d.w < ui_px(app, 460)) {
        d.w = ui_px(app, 460);
    }
    d.h = ui_px(app, 120) + n * rh;
    if (d.w > app->layout.win_w - 20) {
        d.w = app->layout.win_w - 20;
    }
    if (d.h > app->layout.win_h - 20) {
        rh = (app->layout.win_h - 20 - ui_px(app, 120)) / n;
        d.h = app->layout.win_h - 20;
    }
    /* Rows squeezed by a low window: the text as small as their height needs. */
    int lh = 0, unused;
    text_size(a, FACE_REGULAR, fpx, "Ag", &unused, &lh);
    while (lh > rh && fpx > ui_font(app, 11)) {
        text_size(a, FACE_REGULAR, --fpx, "Ag", &unused, &lh);
    }
    if (lh > rh) {
        assets_note_overflow(a, i18n_text(lang, S_HELP_TITLE), lh, rh);
    }
    d.x = (app->layout.win_w - d.w) / 2;
    d.y = (app->layout.win_h - d.h) / 2;
    ui_card(app->ren, d, ui_px(app, 14), ui_colour(COLOUR_CARD));
    int pad = ui_px(app, 26);
    text_draw(a, FACE_BOLD, ui_font(app, 22), i18n_text(lang, S_HELP_TITLE), d.x + pad, d.y + pad,
              ui_colour(COLOUR_TEXT), 0);
    int y = d.y + pad + ui_px(app, 46);
    int kx = d.x + pad;
    int vx = d.x + pad + keyw + colgap;
    for (int i = 0; i < n; i++) {
        const char *key = keys[i];
        text_draw(a, FACE_BOLD, fpx, key, kx, y + i * rh, ui_colour(COLOUR_ACCENT), 0);
        const char *what = i18n_text(lang, ROWS[i].what);
        int dpx = text_fit(a, FACE_REGULAR, fpx, ui_font(app, 13), what, d.x + d.w - pad - vx);
        text_draw(a, FACE_REGULAR, dpx, what, vx, y + i * rh, ui_colour(COLOUR_TEXT), 0);
    }
    text_draw(a, FACE_REGULAR, ui_font(app, 13), i18n_text(lang, S_HELP_CLOSE), d.x + d.w / 2,
              d.y + d.h - pad - ui_px(app, 8), ui_colour(COLOUR_DIM), 1);
}
