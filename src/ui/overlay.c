/* Renju - MIT licence, see LICENSE.
 *
 * The overlays drawn over the board and the panel: the dialogs (New game, resign, draw
 * offer). Read-only like render.c. (The help is help.c; a forbidden point is explained
 * beside the board, not over it: explain.c.)
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

static void dim(const App *app)
{
    ui_fill(app->ren, 0, 0, app->layout.win_w, app->layout.win_h, ui_colour(COLOUR_SHADE));
}

/* A line of text fitted to room (px down to min_px) in a box of height h. */
static void fit_line(const App *app, FontFace face, int px, int min_px, const char *s, int x, int y,
                     int room, int h, SDL_Color c, int align)
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

void ui_dialog_key(KeymapDialogCmd cmd, char *buf, size_t cap)
{
    char one[16];
    keymap_dialog_label(cmd == KEYMAP_DLG_RULE_NEXT ? KEYMAP_DLG_RULE_PREV : cmd, one, sizeof one);
    size_t len = 0;
    buf[0] = '\0';
    text_append(buf, cap, &len, "%s", one);
    if (cmd == KEYMAP_DLG_RULE_NEXT) { /* "← →" */
        keymap_dialog_label(cmd, one, sizeof one);
        text_append(buf, cap, &len, " %s", one);
    } else if (cmd == KEYMAP_DLG_OPENING) { /* Shift+O goes back a rule (input.c) */
        text_append(buf, cap, &len, ", Shift+%s", one);
    }
}

int ui_dialog_key_w(const App *app, KeymapDialogCmd cmd)
{
    char key[32];
    ui_dialog_key(cmd, key, sizeof key);
    int kw, kh;
    text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), key, &kw, &kh);
    return kw + ui_px(app, 8);
}

int ui_draw_dialog_row_label(const App *app, StrId label, KeymapDialogCmd cmd, int x, int y,
                             int room, int h, SDL_Color c)
{
    char key[32];
    ui_dialog_key(cmd, key, sizeof key);
    int kw = ui_dialog_key_w(app, cmd);
    int right = x + room - ui_px(app, 8);
    ui_draw_label(app, FACE_REGULAR, i18n_text(app->settings.lang, label), x, y, right - kw - x, h,
                  c, 0);
    ui_draw_small(app, key, right - kw, y, kw, h, ui_colour(COLOUR_FAINT), 2);
    return kw;
}

void ui_question_text(const App *app, char *buf, size_t cap)
{
    if (app->dialog == DLG_NET_WAIT || app->dialog == DLG_NET_OFFERED ||
        app->dialog == DLG_NET_ASK) {
        ui_net_question(app, buf, cap);
        return;
    }
    Lang lang = app->settings.lang;
    Stone s = game_to_move(&app->ctl->game);
    if (app->dialog == DLG_RESIGN) {
        /* The colour of the person who resigns (controller_resign's choice). */
        const Game *g = &app->ctl->game;
        int player = game_player_to_move(g);
        if (controller_player_seat(app->ctl, player) != SEAT_HUMAN) {
            player = 1 - player;
        }
        s = game_player_colour(g, player);
    }
    if (app->dialog == DLG_RESIGN && ui_draw_between_people(app)) {
        text_format(buf, cap, "%s", i18n_text(lang, S_CONFIRM_RESIGN_WHO));
        return;
    }
    if (app->dialog == DLG_RESIGN) {
        /* The player is asked, in their words: "Resign as Black?". */
        text_format(
            buf, cap, "%s",
            i18n_text(lang, s == STONE_BLACK ? S_CONFIRM_RESIGN_BLACK : S_CONFIRM_RESIGN_WHITE));
        return;
    }
    Stone offerer;
    if (app->dialog == DLG_DRAW_OFFER && controller_draw_asked(app->ctl, &offerer)) {
        s = offerer; /* "Black offers a draw. Accept?", asked of White */
    }
    if (ui_draw_to_computer(app)) {
        text_format(buf, cap, "%s", i18n_text(lang, S_CONFIRM_DRAW_AI));
        return;
    }
    if (app->dialog == DLG_DRAW_OFFER && controller_networked(app->ctl)) {
        text_format(buf, cap, "%s", i18n_text(lang, S_NET_CONFIRM_DRAW));
        return;
    }
    /* Study progress no save could write (files.c's ui_may_quit tried once more). */
    bool study = app->dialog == DLG_QUIT && app->has_sess && app->sess.study_unsaved;
    char why[400] = "";
    if (study) {
        i18n_record_error(lang, &app->sess.study_err, why, sizeof why);
    }
    if (ui_quit_study_only(app)) {
        text_format(buf, cap, i18n_text(lang, S_CONFIRM_QUIT_STUDY), why);
        return;
    }
    const char *who = i18n_text(lang, s == STONE_BLACK ? S_BLACK : S_WHITE);
    StrId q = app->dialog == DLG_REPLACE
                  ? session_keep_question(session_risk_left(&app->sess), game_over(&app->ctl->game))
              : app->dialog != DLG_QUIT      ? S_DRAW_OFFER
              : app->net_quit_asked          ? S_CONFIRM_QUIT_NET
              : app->sess.autosave_elsewhere ? S_CONFIRM_QUIT_ELSEWHERE
                                             : S_CONFIRM_QUIT;
    size_t len = 0;
    buf[0] = '\0';
    text_append(buf, cap, &len, i18n_text(lang, q), who);
    if (study) {
        text_append(buf, cap, &len, "\n");
        text_append(buf, cap, &len, i18n_text(lang, S_QUIT_STUDY_TOO), why);
    }
}

bool ui_dialog_level_words(const App *app, int w, char *level, size_t cap, int *lpx, int *lw)
{
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    const char *label = i18n_text(lang, S_AI_STRENGTH);
    *lpx = text_fit(a, FACE_REGULAR, ui_font(app, UI_LABEL_PX), ui_font(app, UI_LABEL_MIN_PX),
                    label, w);
    int lth;
    text_size(a, FACE_REGULAR, *lpx, label, lw, &lth);
    *lw += ui_dialog_key_w(app, KEYMAP_DLG_LEVEL); /* its keys, "1…9, 0", beside it */
    TimeControl typed; /* the clock being typed, once it reads as one (audit 34a, B3) */
    i18n_level_at(lang, app->pending.ai_level, ui_clock_shown(app, &typed), app->settings.move_ms,
                  level, cap);
    int need, nh;
    text_size(a, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), level, &need, &nh);
    return need > w - *lw - ui_px(app, 14);
}

/* The words under the label rather than in its place: a clock's longer words once took
 * the row and the label was gone ("Level 5 — ... on this clock" where "Computer strength"
 * stood: audit 26, item 8); the level buttons and the rows under them go down a line. */
int ui_dialog_level_extra(const App *app, int w)
{
    char level[256];
    int lpx, lw;
    if (app->dialog != DLG_NEW_GAME || !ui_has_ai(app) ||
        !ui_dialog_level_words(app, w, level, sizeof level, &lpx, &lw)) {
        return 0;
    }
    return ui_px(app, DIALOG_LEVEL_LABEL) - ui_px(app, 6);
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
    } else if (app->dialog == DLG_NOTE) {
        ui_note_draw_dialog(app);
    } else if (app->dialog == DLG_ENGINE) {
        ui_engine_draw(app);
    } else if (app->dialog == DLG_GAME_INFO) {
        ui_info_draw(app);
    } else if (app->dialog == DLG_FIND_NOTE) {
        ui_note_find_draw(app);
    } else if (app->dialog == DLG_NEW_GAME) {
        text_draw(a, FACE_BOLD, ui_font(app, 22), i18n_text(lang, S_NEW_GAME), x, d.y + pad,
                  ui_colour(COLOUR_TEXT), 0);
        int tw = 0, th = 0;
        text_size(a, FACE_BOLD, ui_font(app, 22), i18n_text(lang, S_NEW_GAME), &tw, &th);
        int hx = x + tw + ui_px(app, 16);
        const char *failure = ui_net_failure(app); /* hosting or joining failed: why */
        /* While the clock's field has the keys, letters and digits type there. */
        StrId keys = ui_clock_typing(app) ? S_NEW_GAME_KEYS_TYPING : S_NEW_GAME_KEYS;
        ui_draw_small(app, failure ? failure : i18n_text(lang, keys), hx, d.y + pad, x + w - hx, th,
                      ui_colour(failure ? COLOUR_BAD : COLOUR_FAINT), 2);
        int h = ui_px(app, DIALOG_ROW_H);
        int step = h + ui_px(app, DIALOG_ROW_GAP);
        int y = d.y + ui_px(app, DIALOG_TOP);
        int vx, vw;
        ui_dialog_columns(app, &vx, &vw);
        /* Each row's words with its keys (audit 33a, C9: only the help named them). */
        static const StrId LABELS[4] = {S_RULE_SET, S_OPENING, S_FIRST_PLAYER, S_SECOND_PLAYER};
        static const KeymapDialogCmd KEYS[4] = {KEYMAP_DLG_RULE_NEXT, KEYMAP_DLG_OPENING,
                                                KEYMAP_DLG_FIRST_SEAT, KEYMAP_DLG_SECOND_SEAT};
        for (int i = 0; i < 4; i++) {
            ui_draw_dialog_row_label(app, LABELS[i], KEYS[i], x, y + i * step, vx - x, h,
                                     ui_colour(COLOUR_DIM));
        }
        /* The rule set and the opening rule between their arrows. */
        int room = vw - 2 * h - ui_px(app, 8);
        SDL_Color title = ui_colour(ui_net_joining(app) ? COLOUR_OFF_TEXT : COLOUR_TEXT);
        ui_draw_label(app, FACE_BOLD, i18n_rule_title(lang, app->pending.rule),
                      vx + h + ui_px(app, 4), y, room, h, title, 1);
        ui_draw_label(app, FACE_BOLD, i18n_opening_title(lang, app->pending.opening),
                      vx + h + ui_px(app, 4), y + step, room, h, title, 1);
        if (ui_net_pending(app)) {
            ui_net_dialog_draw(app, x, y + 4 * step, step, vx - x);
            y += 2 * step;
        } else if (ui_dialog_engine_row(app)) {
            ui_draw_label(app, FACE_REGULAR, i18n_text(lang, S_ENGINE), x, y + 4 * step, vx - x, h,
                          ui_colour(ui_dialog_has_computer(app) ? COLOUR_DIM : COLOUR_OFF_TEXT), 0);
            ui_draw_label(app, FACE_REGULAR, i18n_text(lang, S_ENGINE_FILE), x, y + 5 * step,
                          vx - x, h,
                          ui_colour(ui_dialog_has_computer(app) ? COLOUR_DIM : COLOUR_OFF_TEXT), 0);
            y += 2 * step; /* the strength's rows follow the engine's and its path's */
        }
        if (ui_has_ai(app)) {
            /* The strength, and what the chosen level means (the levels' table): beside
             * the label, or on a line of its own under it. */
            bool live = ui_dialog_has_computer(app);
            int lh = ui_px(app, DIALOG_LEVEL_LABEL);
            char level[256];
            int lpx, lw;
            bool below = ui_dialog_level_words(app, w, level, sizeof level, &lpx, &lw);
            ui_draw_label(app, FACE_REGULAR, i18n_text(lang, S_AI_STRENGTH), x, y + 4 * step, w, lh,
                          ui_colour(live ? COLOUR_DIM : COLOUR_OFF_TEXT), 0);
            char key[32];
            ui_dialog_key(KEYMAP_DLG_LEVEL, key, sizeof key);
            int kx = x + lw - ui_dialog_key_w(app, KEYMAP_DLG_LEVEL) + ui_px(app, 8);
            ui_draw_small(app, key, kx, y + 4 * step, x + lw - kx, lh, ui_colour(COLOUR_FAINT), 0);
            int lx = below ? x : x + lw + ui_px(app, 14);
            int ly = y + 4 * step + ui_dialog_level_extra(app, w);
            ui_draw_label(app, FACE_BOLD, level, lx, ly, x + w - lx, lh,
                          ui_colour(live ? COLOUR_TEXT : COLOUR_OFF_TEXT), 0);
        }
        ui_clock_dialog_draw(app);
        if (ui_dialog_engine_note(app)) {
            /* The protocol has no opening rules: say who makes their choices, in a row of
             * its own under the Tournament switch's (it was drawn over it). */
            for (int i = 0; i < app->nwidgets; i++) {
                if (app->widgets[i].id == W_DLG_NO_HELP) {
                    ui_draw_label(app, FACE_REGULAR, i18n_text(lang, S_ENGINE_OPENING), x,
                                  app->widgets[i].r.y + step, w, h, ui_colour(COLOUR_DIM), 0);
                }
            }
        }
    } else {
        char text[UI_QUESTION_MAX];
        ui_question_text(app, text, sizeof text);
        int qpx = ui_font(app, DIALOG_QUESTION_PX);
        int room = d.h - 2 * pad - ui_px(app, 24) - ui_px(app, 36);
        int qh = text_draw_wrapped(a, FACE_BOLD, qpx, text, x, d.y + pad, w,
                                   ui_colour(COLOUR_TEXT));
        if (qh > room) {
            assets_note_overflow(a, text, qh, room);
        }
    }
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id >= W_DLG_RULE_PREV && app->widgets[i].id != W_DLG_ENGINE_PATH &&
            app->widgets[i].id != W_DLG_CLOCK_FIELD && app->widgets[i].id != W_INFO_FIELD) {
            ui_draw_widget(app, &app->widgets[i]);
        }
    }
    if (app->dialog == DLG_NEW_GAME) {
        ui_pick_draw(app);
        LayoutRect f;
        if (ui_dialog_focus_rect(app, &f)) { /* the control Tab rang: Space acts on it */
            int t = ui_px(app, 2);
            int o = ui_px(app, 3) + t;
            SDL_Color c = ui_colour(COLOUR_CURSOR);
            ui_fill(app->ren, f.x - o, f.y - o, f.w + 2 * o, t, c);
            ui_fill(app->ren, f.x - o, f.y + f.h + o - t, f.w + 2 * o, t, c);
            ui_fill(app->ren, f.x - o, f.y - o, t, f.h + 2 * o, c);
            ui_fill(app->ren, f.x + f.w + o - t, f.y - o, t, f.h + 2 * o, c);
        }
    }
}
