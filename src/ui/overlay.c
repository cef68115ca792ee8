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
        text_draw(a, FACE_BOLD, ui_px(app, 22), i18n_text(lang, S_NEW_GAME), x, d.y + pad, ui_colour(COLOUR_TEXT), 0);
        int h = ui_px(app, DIALOG_ROW_H);
        int step = h + ui_px(app, DIALOG_ROW_GAP);
        int y = d.y + ui_px(app, DIALOG_TOP);
        int fpx = ui_px(app, 15);
        int th, tw;
        text_size(a, FACE_REGULAR, fpx, "Ag", &tw, &th);
        int vx = x + w * 2 / 5;
        int vw = w - w * 2 / 5;
        static const StrId LABELS[4] = {S_RULE_SET, S_OPENING, S_FIRST_PLAYER, S_SECOND_PLAYER};
        for (int i = 0; i < 4; i++) {
            text_draw(a, FACE_REGULAR, fpx, i18n_text(lang, LABELS[i]), x, y + i * step + (h - th) / 2,
                      ui_colour(COLOUR_DIM), 0);
        }
        text_draw(a, FACE_BOLD, fpx, i18n_rule_title(lang, app->pending.rule), vx + vw / 2,
                  y + (h - th) / 2, ui_colour(COLOUR_TEXT), 1);
        /* The opening between its arrows; the free one's long name wraps small. */
        const char *opening = i18n_opening_title(lang, app->pending.opening);
        int ow, oh;
        text_size(a, FACE_BOLD, fpx, opening, &ow, &oh);
        if (ow <= vw - 2 * h - ui_px(app, 8)) {
            text_draw(a, FACE_BOLD, fpx, opening, vx + vw / 2, y + step + (h - th) / 2,
                      ui_colour(COLOUR_TEXT), 1);
        } else {
            int spx = ui_px(app, 12);
            int wh = text_wrapped_height(a, FACE_REGULAR, spx, opening, vw - 2 * h - ui_px(app, 8));
            text_draw_wrapped(a, FACE_REGULAR, spx, opening, vx + h + ui_px(app, 4),
                              y + step + (h - wh) / 2, vw - 2 * h - ui_px(app, 8),
                              ui_colour(COLOUR_TEXT));
        }
        if (ui_has_ai(app)) {
            text_draw(a, FACE_REGULAR, fpx, i18n_text(lang, S_AI_STRENGTH), x,
                      y + 4 * step + ui_px(app, 2), ui_colour(COLOUR_DIM), 0);
        }
        ui_clock_dialog_draw(app);
    } else {
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
        char text[256];
        const char *who = i18n_text(lang, s == STONE_BLACK ? S_BLACK : S_WHITE);
        snprintf(text, sizeof text,
                 i18n_text(lang, app->dialog == DLG_RESIGN ? S_CONFIRM_RESIGN
                                 : app->dialog == DLG_QUIT ? S_CONFIRM_QUIT
                                                           : S_DRAW_OFFER),
                 who);
        text_draw_wrapped(a, FACE_BOLD, ui_px(app, 19), text, x, d.y + pad, w, ui_colour(COLOUR_TEXT));
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
    int fpx = ui_px(app, 16);
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
    d.x = (app->layout.win_w - d.w) / 2;
    d.y = (app->layout.win_h - d.h) / 2;
    ui_card(app->ren, d, ui_px(app, 14), ui_colour(COLOUR_CARD));
    int pad = ui_px(app, 26);
    text_draw(a, FACE_BOLD, ui_px(app, 22), i18n_text(lang, S_HELP_TITLE), d.x + pad, d.y + pad,
              ui_colour(COLOUR_TEXT), 0);
    int y = d.y + pad + ui_px(app, 46);
    int kx = d.x + pad;
    int vx = d.x + pad + keyw + colgap;
    for (int i = 0; i < n; i++) {
        const char *key = keys[i];
        text_draw(a, FACE_BOLD, fpx, key, kx, y + i * rh, ui_colour(COLOUR_ACCENT), 0);
        text_draw(a, FACE_REGULAR, fpx, i18n_text(lang, ROWS[i].what), vx, y + i * rh, ui_colour(COLOUR_TEXT), 0);
    }
    text_draw(a, FACE_REGULAR, ui_px(app, 13), i18n_text(lang, S_HELP_CLOSE), d.x + d.w / 2,
              d.y + d.h - pad - ui_px(app, 8), ui_colour(COLOUR_DIM), 1);
}
