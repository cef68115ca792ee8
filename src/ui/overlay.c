/* Renju - MIT licence, see LICENSE.
 *
 * The overlays drawn over the board and the panel: the tooltip explaining a forbidden
 * point under the mouse, the dialogs (New game, resign, draw offer) and the help with
 * every shortcut. Read-only like render.c.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui_internal.h"

void ui_draw_tooltip(const App *app)
{
    Pos p;
    const Controller *c = app->ctl;
    if (!ui_hover_point(app, &p) || !controller_is_forbidden(c, p)) {
        return;
    }
    RuleExplanation e;
    rules_explain(c->game.rules, &c->board, p, c->board.to_move, &e);
    char text[1024];
    i18n_explain(app->settings.lang, &e, text, sizeof text);
    size_t n = strlen(text);
    while (n > 0 && text[n - 1] == '\n') {
        text[--n] = '\0';
    }
    Assets *a = app->assets;
    int fpx = ui_px(app, 14);
    int maxw = ui_px(app, 430);
    int pad = ui_px(app, 10);
    /* As wide as the longest line, up to maxw (then the text wraps). */
    int widest = 0;
    for (const char *line = text; *line;) {
        size_t len = strcspn(line, "\n");
        char one[256];
        snprintf(one, sizeof one, "%.*s", (int)(len < sizeof one ? len : sizeof one - 1), line);
        int tw, th;
        text_size(a, FACE_REGULAR, fpx, one, &tw, &th);
        widest = tw > widest ? tw : widest;
        line += len + (line[len] == '\n');
    }
    if (widest < maxw) {
        maxw = widest + 2;
    }
    int h = text_wrapped_height(a, FACE_REGULAR, fpx, text, maxw);
    /* Anchored below-right of the point, flipped where the window ends. */
    double px, py;
    layout_cell_center(&app->layout, p, &px, &py);
    int off = (int)lround(app->layout.cell * 0.6);
    LayoutRect r = {(int)px + off, (int)py + off, maxw + 2 * pad + ui_px(app, 2), h + 2 * pad};
    if (r.x + r.w > app->layout.win_w - 4) {
        r.x = (int)px - off - r.w;
    }
    if (r.x < 4) {
        r.x = 4;
    }
    if (r.y + r.h > app->layout.win_h - 4) {
        r.y = (int)py - off - r.h;
    }
    if (r.y < 4) {
        r.y = 4;
    }
    LayoutRect sh = {r.x + 3, r.y + 4, r.w, r.h};
    ui_card(app->ren, sh, ui_px(app, 8), ui_rgba(0, 0, 0, 90));
    ui_card(app->ren, r, ui_px(app, 8), ui_rgba(250, 246, 236, 250));
    ui_fill(app->ren, r.x, r.y + ui_px(app, 8), ui_px(app, 4), r.h - ui_px(app, 16), ui_colour(COLOUR_RED));
    text_draw_wrapped(a, FACE_REGULAR, fpx, text, r.x + pad + ui_px(app, 2), r.y + pad, maxw,
                      ui_rgba(40, 34, 28, 255));
}

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
                 i18n_text(lang, app->dialog == DLG_RESIGN ? S_CONFIRM_RESIGN : S_DRAW_OFFER), who);
        text_draw_wrapped(a, FACE_BOLD, ui_px(app, 19), text, x, d.y + pad, w, ui_colour(COLOUR_TEXT));
    }
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id >= W_DLG_RULE_PREV) {
            ui_draw_widget(app, &app->widgets[i]);
        }
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
    static const struct {
        const char *key;
        StrId what;
    } ROWS[] = {
        {NULL, S_KEY_CLICK},      {"← ↑ → ↓", S_KEY_ARROWS},   {"Enter, Space", S_KEY_ENTER},
        {"N", S_KEY_NEW},            {"U, Ctrl+Z", S_KEY_UNDO},   {"R, Ctrl+Y", S_KEY_REDO},
        {"P", S_KEY_PASS},           {"G", S_KEY_RESIGN},         {"D", S_KEY_DRAW},
        {"H", S_KEY_HINT},           {"F", S_KEY_FORBIDDEN},      {"M", S_KEY_NUMBERS},
        {"L", S_KEY_LANGUAGE},       {"PgUp, PgDn, Home, End", S_KEY_HISTORY},
        {"S, A, B, T, K, 1…8, C", S_KEY_OPENING},
        {NULL, S_KEY_BRANCH},        {"Ctrl+O, Ctrl+S", S_KEY_FILES},
        {"Ctrl+C", S_KEY_COPY},      {"Ctrl+V", S_KEY_PASTE},     {"A", S_KEY_ANALYSE},
        {"E", S_KEY_GRAPH},          {NULL, S_KEY_DROP},
        {"X, Pause", S_KEY_PAUSE},   {"V, −, +", S_KEY_SOUND},
        {"← →, O, B, W, 1…0, C", S_KEY_DIALOG},
        {"F1", S_KEY_HELP},          {"Ctrl+Q", S_KEY_QUIT},
    };
    int n = (int)(sizeof ROWS / sizeof ROWS[0]);
    int fpx = ui_px(app, 16);
    int rh = ui_px(app, 29);
    /* Columns as wide as their widest entry. */
    int keyw = 0, descw = 0;
    for (int i = 0; i < n; i++) {
        const char *key = ROWS[i].key ? ROWS[i].key
                          : i18n_text(lang, ROWS[i].what == S_KEY_DROP ? S_DROP_KEY : S_MOUSE_CLICK);
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
        const char *key = ROWS[i].key ? ROWS[i].key
                          : i18n_text(lang, ROWS[i].what == S_KEY_DROP ? S_DROP_KEY : S_MOUSE_CLICK);
        text_draw(a, FACE_BOLD, fpx, key, kx, y + i * rh, ui_colour(COLOUR_ACCENT), 0);
        text_draw(a, FACE_REGULAR, fpx, i18n_text(lang, ROWS[i].what), vx, y + i * rh, ui_colour(COLOUR_TEXT), 0);
    }
    text_draw(a, FACE_REGULAR, ui_px(app, 13), i18n_text(lang, S_HELP_CLOSE), d.x + d.w / 2,
              d.y + d.h - pad - ui_px(app, 8), ui_colour(COLOUR_DIM), 1);
}
