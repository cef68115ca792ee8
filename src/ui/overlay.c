/* Renju - MIT licence, see LICENSE.
 *
 * The overlays drawn over the board and the panel: the dialogs (New game, resign, draw
 * offer). Read-only like render.c. (The help is help.c; a forbidden point is explained
 * beside the board, not over it: explain.c.)
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui_internal.h"

static void dim(const App *app)
{
    ui_fill(app->ren, 0, 0, app->layout.win_w, app->layout.win_h, ui_colour(COLOUR_SHADE));
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
    ui_card(app->ren, sh, ui_px(app, 14), ui_colour(COLOUR_SHADOW));
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
