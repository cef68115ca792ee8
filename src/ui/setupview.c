/* Renju - MIT licence, see LICENSE.
 *
 * Setting up a position in the window (controller_setup.h holds the stones). While on,
 * the board shows the stones being set up, with Black's forbidden points when the marks
 * are on (F), and the panel the set-up's own: the colour a click places (Tab), Clear
 * board, the counts, the side to move (theirs, or the other one chosen: a pass after the
 * stones), the rule set play goes on under,
 * why Done was refused, and Done (C) and Cancel (Esc). The point under the mouse is
 * explained as in a game (foulview_setup), a figure without the centre stone too: such a
 * position is said to be one to study, as no game reaches it. Done asks first when the game on
 * the board would be lost (keep.c, as a new game does) and then hands the game to the
 * session, which autosaves it; until then the autosave holds the game as it was. Ctrl+V
 * reads the clipboard as a position ("b=h8,j8 w=i9", or moves "h8 i9 j8"); the field
 * under Clear board (a click, or F2) takes one typed, through SDL's text input as the
 * comment editor does: Enter applies it as a paste would (its refusal said where a
 * paste's is), Esc leaves the field, Backspace takes a character, Ctrl+V pastes into it,
 * Ctrl+U clears it. A click anywhere else leaves the field.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

static Lang lang_of(const App *app) { return app->settings.lang; }

static LayoutRect rect(int x, int y, int w, int h)
{
    LayoutRect r = {x, y, w, h};
    return r;
}

bool ui_setup_on(const App *app) { return app->setup && app->setup->on; }

void ui_setup_begin(App *app)
{
    if (!app->setup) {
        app->setup = calloc(1, sizeof *app->setup);
        if (!app->setup) {
            return;
        }
    }
    /* From the New game dialog: a new game of its choices, from the position. */
    controller_setup_begin(app->setup, app->ctl,
                           app->dialog == DLG_NEW_GAME ? &app->pending : NULL);
    app->dialog = DLG_NONE;
    app->show_help = false;
    status_notice_clear(&app->notice);
}

void ui_setup_destroy(App *app)
{
    free(app->setup);
    app->setup = NULL;
}

/* The y of the first text line under the buttons and the field at the top. */
static int text_top(const App *app, UiFrame f)
{
    return f.top + ui_px(app, 44) + 4 * (f.bh + f.gap);
}

bool ui_setup_typing(const App *app) { return ui_setup_on(app) && app->setup->typing; }

/* The field takes the keys, or gives them back. */
static void typing(App *app, bool on)
{
    if (on != app->setup->typing) {
        controller_setup_typing(app->setup, on);
        if (on) {
            SDL_StartTextInput();
        } else {
            SDL_StopTextInput();
        }
    }
}

void ui_mode_header_build(App *app, StrId title)
{
    Lang lang = lang_of(app);
    UiFrame f = ui_panel_frame(app);
    int lw = ui_lang_button_w(app); /* with its key L, which works here as in a game */
    ui_add_keyed(app, W_LANG, (lang + 1) % LANG_COUNT, WK_BUTTON,
                 rect(f.x + f.w - lw, f.top, lw, ui_px(app, 30)), i18n_lang_short(lang),
                 CTL_CMD_LANGUAGE);
    int tw, th; /* the interface scale's button beside the title, where it has room */
    text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX), i18n_text(lang, title), &tw, &th);
    ui_scale_button(app, f.x, f.x + f.w - lw - f.gap, f.top, tw);
}

void ui_mode_header_draw(const App *app, StrId title)
{
    const LayoutRect *p = &app->layout.panel;
    ui_fill(app->ren, p->x, p->y, p->w, p->h, ui_colour(COLOUR_PANEL));
    ui_fill(app->ren, p->x, p->y, 1, p->h, ui_colour(COLOUR_BORDER));
    UiFrame f = ui_panel_frame(app);
    int right = f.x + f.w - ui_lang_button_w(app); /* the title's room: up to the buttons */
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *w = &app->widgets[i];
        right = w->id == W_UI_SCALE && w->r.x < right ? w->r.x : right;
    }
    ui_draw_label(app, FACE_BOLD, i18n_text(lang_of(app), title), f.x, f.top, right - f.gap - f.x,
                  ui_px(app, 30), ui_colour(COLOUR_TEXT), 0);
}

void ui_setup_build(App *app)
{
    const CtlSetup *s = app->setup;
    Lang lang = lang_of(app);
    UiFrame f = ui_panel_frame(app);
    ui_mode_header_build(app, S_SETUP_TITLE);
    int y = f.top + ui_px(app, 44);
    int half = (f.w - f.gap) / 2;
    for (int i = 0; i < 2; i++) {
        Stone colour = i == 0 ? STONE_BLACK : STONE_WHITE;
        Widget *w = ui_add_keyed(app, W_SETUP_COLOUR, colour, WK_SEGMENT,
                                 rect(f.x + i * (half + f.gap), y, half, f.bh),
                                 i18n_text(lang, i == 0 ? S_BLACK : S_WHITE),
                                 s->colour != colour ? CTL_CMD_STUDY_TAB : CTL_CMD_NONE);
        if (w) {
            w->active = s->colour == colour;
        }
    }
    y += f.bh + f.gap;
    ui_add_keyed(app, W_SETUP_CLEAR, 0, WK_BUTTON, rect(f.x, y, f.w, f.bh),
                 i18n_text(lang, S_SETUP_CLEAR), controller_setup_clear_command());
    y += f.bh + f.gap;
    ui_add_keyed(app, W_SETUP_FIELD, 0, WK_LIST_ITEM, rect(f.x, y, f.w, f.bh), "",
                 s->typing ? CTL_CMD_NONE : CTL_CMD_NOTE);
    y += f.bh + f.gap;
    Stone to_move = controller_setup_to_move(s);
    for (int i = 0; i < 2; i++) {
        Stone side = i == 0 ? STONE_BLACK : STONE_WHITE;
        Widget *w = ui_add_keyed(
            app, W_SETUP_TO_MOVE, side, WK_SEGMENT, rect(f.x + i * (half + f.gap), y, half, f.bh),
            i18n_text(lang, i == 0 ? S_BLACK_TO_MOVE : S_WHITE_TO_MOVE),
            to_move == side ? CTL_CMD_NONE : controller_setup_to_move_command(side));
        if (w) {
            w->active = to_move == side;
        }
    }
    int by = app->layout.panel.y + app->layout.panel.h - ui_px(app, 20) - f.bh;
    ui_add_keyed(app, W_SETUP_DONE, 0, WK_BUTTON, rect(f.x, by, half, f.bh),
                 i18n_text(lang, S_SETUP_DONE), CTL_CMD_CONFIRM);
    ui_add_keyed(app, W_SETUP_CANCEL, 0, WK_BUTTON, rect(f.x + half + f.gap, by, half, f.bh),
                 i18n_text(lang, S_CANCEL), CTL_CMD_HIDE_CURSOR);
}

/* Why Done was refused, in the player's language ("" when it was not). */
static void refusal(const App *app, char *buf, size_t cap)
{
    const CtlSetup *s = app->setup;
    Lang lang = lang_of(app);
    buf[0] = '\0';
    if (s->clip_empty) {
        char key[16];
        keymap_label(CTL_CMD_OPEN, false, key, sizeof key);
        text_format(buf, cap, i18n_text(lang, S_MSG_CLIPBOARD_EMPTY), key);
        return;
    }
    if (s->record_refused) {
        char why[400];
        i18n_record_error(lang, &s->record_err, why, sizeof why);
        text_format(buf, cap, i18n_text(lang, S_SETUP_ERR_RECORD), why);
        return;
    }
    if (s->text_err.kind != POSITION_OK) {
        char why[160];
        i18n_position_error(lang, &s->text_err, why, sizeof why);
        text_format(buf, cap, i18n_text(lang, S_SETUP_ERR_TEXT), why);
        return;
    }
    i18n_setup_error(lang, s->rules, &s->err, buf, cap); /* the counts' line says those */
}

/* The field: what was typed (its end when it is wider than the field) and the caret while
 * typing; else an invitation with its key, or the text last typed. */
static void draw_field(const App *app, const Widget *w)
{
    const CtlSetup *s = app->setup;
    Assets *a = app->assets;
    LayoutRect r = w->r;
    ui_card(app->ren, r, ui_px(app, 5), ui_colour(COLOUR_FIELD));
    bool hot = s->typing || (app->mouse_in && layout_rect_contains(r, app->mouse_x, app->mouse_y));
    ui_frame(app->ren, r, 1, ui_colour(hot ? COLOUR_ACCENT : COLOUR_BORDER));
    int pad = ui_px(app, 10);
    int kw = 0, kh = 0;
    if (w->key[0]) {
        text_size(a, FACE_REGULAR, ui_font(app, UI_KEY_PX), w->key, &kw, &kh);
        ui_draw_small(app, w->key, r.x, r.y, r.w - pad, r.h, ui_colour(COLOUR_FAINT), 2);
        kw += ui_px(app, 8);
    }
    int px = ui_font(app, 15);
    int room = r.w - 2 * pad - kw - ui_px(app, 4);
    bool hint = !s->typing && s->typed_len == 0;
    const char *shown = hint ? i18n_text(lang_of(app), S_SETUP_FIELD) : s->typed;
    ui_field_draw(app, shown, &s->typed_sel, px, r.x + pad, r.y, r.h, room,
                  s->typing ? COLOUR_TEXT : COLOUR_DIM, s->typing);
}

/* A click in the field while typing: the caret there. */
static void field_click(App *app, const Widget *w)
{
    CtlSetup *s = app->setup;
    int pad = ui_px(app, 10), kw = 0, kh = 0;
    if (w->key[0]) {
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), w->key, &kw, &kh);
        kw += ui_px(app, 8);
    }
    int room = w->r.w - 2 * pad - kw - ui_px(app, 4);
    ui_field_click(app, s->typed, &s->typed_sel, ui_font(app, 15), w->r.x + pad, room,
                   app->mouse_x);
}

/* The foul view of the point under the keyboard cursor (when an arrow moved it last) or
 * the mouse, as a game's: a rule book's figure set up is explained as it stands. */
static void setup_view(const App *app, FoulView *v)
{
    Pos p = POS_NONE;
    if (app->dialog != DLG_NONE || app->show_help) {
        p = POS_NONE;
    } else if (app->cursor_visible && app->explain_cursor) {
        p = app->ctl->cursor;
    } else if (!ui_hover_point(app, &p)) {
        p = POS_NONE;
    }
    foulview_setup(app->setup, p, app->settings.show_forbidden, lang_of(app), v);
}

static void draw_board_part(const App *app, const FoulView *fv)
{
    const CtlSetup *s = app->setup;
    ui_board_base(app);
    ui_explain_draw_under(app, fv);
    Stone to_move = controller_setup_to_move(s);
    for (int i = 0; app->settings.show_forbidden && i < s->nforbidden; i++) {
        if (!foulview_marks_point(fv, s->forbidden[i])) {
            ui_board_foul(app, s->forbidden[i], to_move != STONE_WHITE);
        }
    }
    for (int y = 0; y < s->board.size; y++) {
        for (int x = 0; x < s->board.size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone st = board_at(&s->board, p);
            if (st == STONE_BLACK || st == STONE_WHITE) {
                double cx, cy;
                layout_cell_center(&app->layout, p, &cx, &cy);
                ui_board_stone(app, st, cx, cy, 1.0, 255);
            }
        }
    }
    Pos hover;
    if (app->dialog == DLG_NONE && !app->show_help && ui_ghost_point(app, &hover) &&
        board_at(&s->board, hover) == STONE_EMPTY) {
        double cx, cy;
        layout_cell_center(&app->layout, hover, &cx, &cy);
        ui_board_stone(app, s->colour, cx, cy, 1.0, 110);
    }
    ui_explain_draw_over(app, fv);
    if (app->cursor_visible) {
        ui_board_cursor(app, app->ctl->cursor);
    }
}

void ui_setup_render(const App *app)
{
    const CtlSetup *s = app->setup;
    Lang lang = lang_of(app);
    FoulView fv;
    setup_view(app, &fv);
    draw_board_part(app, &fv);
    ui_mode_header_draw(app, S_SETUP_TITLE);
    UiFrame f = ui_panel_frame(app);
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id == W_SETUP_FIELD) {
            draw_field(app, &app->widgets[i]);
        } else if (app->widgets[i].id < W_DLG_RULE_PREV) { /* a dialog's are drawn over it */
            ui_draw_widget(app, &app->widgets[i]);
        }
    }
    int y = text_top(app, f) + ui_px(app, 6);
    int px = ui_font(app, 15);
    int small = ui_font(app, 13);
    char line[I18N_LINE_MAX]; /* the study's note: 411 bytes in Russian (audit 31a, B5) */
    Stone to_move = controller_setup_to_move(s);
    text_format(line, sizeof line, i18n_text(lang, S_SETUP_COUNT), s->board.stones[STONE_BLACK],
                s->board.stones[STONE_WHITE]);
    y += text_draw_wrapped(app->assets, FACE_BOLD, px, line, f.x, y, f.w, ui_colour(COLOUR_TEXT));
    /* The side to move is the buttons'; said here only when no side fits, or when the
     * one chosen is not the counts' (a pass after the stones). */
    if (to_move == STONE_EMPTY || to_move != controller_setup_counts_to_move(s)) {
        StrId side = to_move == STONE_EMPTY                              ? S_SETUP_NO_SIDE
                     : controller_setup_counts_to_move(s) == STONE_EMPTY ? S_SETUP_STUDY_COUNTS
                                                                         : S_SETUP_PASS_NOTE;
        y += text_draw_wrapped(app->assets, FACE_REGULAR, px, i18n_text(lang, side), f.x, y, f.w,
                               ui_colour(to_move == STONE_EMPTY ? COLOUR_BAD : COLOUR_TEXT));
    }
    /* No Black stone on the centre: no game reaches it; explained and set up as it stands. */
    Pos centre = board_centre(&s->board);
    bool said = controller_setup_counts_to_move(s) == STONE_EMPTY; /* the study, once */
    if (!said && board_stone_count(&s->board) > 0 && board_at(&s->board, centre) != STONE_BLACK) {
        char a[8];
        board_format_point(centre, a, sizeof a);
        text_format(line, sizeof line, i18n_text(lang, S_SETUP_STUDY), a);
        y += ui_px(app, 4);
        y += text_draw_wrapped(app->assets, FACE_REGULAR, small, line, f.x, y, f.w,
                               ui_colour(COLOUR_ACCENT));
    }
    y += ui_px(app, 8);
    text_format(line, sizeof line, i18n_text(lang, S_SETUP_RULE),
                i18n_rule_title(lang, s->rules->id));
    if (s->rules->captures) {
        size_t n = strlen(line);
        text_format(line + n, sizeof line - n, " %s", i18n_text(lang, S_SETUP_PENTE));
    }
    y += text_draw_wrapped(app->assets, FACE_REGULAR, small, line, f.x, y, f.w,
                           ui_colour(COLOUR_DIM));
    y += ui_px(app, 6);
    /* While typing, the field's keys instead of the clicks'. */
    y += text_draw_wrapped(app->assets, FACE_REGULAR, small,
                           i18n_text(lang, s->typing ? S_SETUP_FIELD_KEYS : S_SETUP_HOW), f.x, y,
                           f.w, ui_colour(COLOUR_DIM));
    refusal(app, line, sizeof line);
    if (line[0]) {
        y += ui_px(app, 8);
        y += text_draw_wrapped(app->assets, FACE_BOLD, small, line, f.x, y, f.w,
                               ui_colour(COLOUR_BAD));
    }
    /* The hovered point's explanation over all that text, down to the Done button. */
    int foot = app->layout.panel.y + app->layout.panel.h - ui_px(app, 20) - f.bh - f.gap;
    int top = text_top(app, f);
    ui_explain_draw_card(app, &fv, rect(f.x, top, f.w, foot - top), y + ui_px(app, 6) - top);
}

void ui_setup_done(App *app)
{
    CtlSetup *s = app->setup;
    Game *g = malloc(sizeof *g);
    if (!g || !app->has_sess) {
        free(g);
        return;
    }
    if (controller_setup_build(s, g)) {
        if (!ui_keep_asks(app, KEEP_SETUP, NULL)) {
            if (s->new_game) {
                controller_new_game(app->ctl, &s->opt);
                app->settings.game = s->opt;
                app->settings.net_remote = STONE_EMPTY;
                app->settings_run &= ~(unsigned)SETTINGS_RUN_RULE;
                ui_save_settings(app);
            }
            session_set_up(&app->sess, g);
            s->paused = false; /* the set-up game is the session's now, held or not */
            controller_setup_end(s, app->ctl);
            app->list_follow = true;
            app->banner = false;
            status_notice_set(&app->notice, game_study(g) ? S_MSG_SET_UP_STUDY : S_MSG_SET_UP,
                              false, NOTICE_PLAIN, 0, NULL, NULL);
        }
    }
    free(g);
}

static void paste(App *app)
{
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (!clip || !clip[0]) {
        /* Said in the set-up panel, where the refusals stand (app->notice is not drawn). */
        app->setup->text_err.kind = POSITION_OK;
        app->setup->clip_empty = true;
    } else {
        controller_setup_text(app->setup, clip, strlen(clip));
    }
    SDL_free(clip);
}

void ui_setup_activate(App *app, WidgetId id, int arg)
{
    CtlSetup *s = app->setup;
    if (id != W_SETUP_FIELD && s) {
        typing(app, false); /* a click elsewhere leaves the field */
    }
    switch (id) {
    case W_SETUP_FIELD:
        for (int i = 0; s->typing && i < app->nwidgets; i++) {
            if (app->widgets[i].id == W_SETUP_FIELD) {
                field_click(app, &app->widgets[i]);
            }
        }
        typing(app, true);
        break;
    case W_SETUP:
    case W_DLG_SETUP: ui_setup_begin(app); break;
    case W_SETUP_COLOUR: s->colour = arg == STONE_WHITE ? STONE_WHITE : STONE_BLACK; break;
    case W_SETUP_CLEAR: controller_setup_clear(s); break;
    case W_SETUP_TO_MOVE: controller_setup_choose_to_move(s, (Stone)arg); break;
    case W_SETUP_DONE: ui_setup_done(app); break;
    case W_SETUP_CANCEL: controller_setup_end(s, app->ctl); break;
    default: break;
    }
}

bool ui_setup_key(App *app, CtlCommand cmd)
{
    CtlSetup *s = app->setup;
    if (controller_setup_command(s, cmd)) {
        return true; /* Tab, Delete, B, W: the controls' keys */
    }
    switch (cmd) {
    case CTL_CMD_CONFIRM:
    case CTL_CMD_SETUP: ui_setup_done(app); return true;
    case CTL_CMD_HIDE_CURSOR: controller_setup_end(s, app->ctl); return true;
    case CTL_CMD_PASTE: paste(app); return true;
    case CTL_CMD_NOTE: typing(app, true); return true; /* F2: the field, as for a comment */
    case CTL_CMD_PLAY:
        app->cursor_visible = true;
        ui_setup_click(app, app->ctl->cursor, (SDL_GetModState() & KMOD_SHIFT) != 0);
        return true;
    /* The window's own: they run as usual. */
    case CTL_CMD_LEFT:
    case CTL_CMD_UP:
    case CTL_CMD_RIGHT:
    case CTL_CMD_DOWN:
    case CTL_CMD_FORBIDDEN_MARKS:
    case CTL_CMD_LANGUAGE:
    case CTL_CMD_THEME:
    case CTL_CMD_HELP:
    case CTL_CMD_SOUND:
    case CTL_CMD_VOLUME_DOWN:
    case CTL_CMD_VOLUME_UP:
    case CTL_CMD_QUIT: return false;
    default: return true; /* the game's commands wait until the set-up is done */
    }
}

void ui_setup_field_text(App *app, const char *text) { controller_setup_type(app->setup, text); }

void ui_setup_field_key(App *app, const SDL_KeyboardEvent *k)
{
    CtlSetup *s = app->setup;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE:
    case SDLK_F2: typing(app, false); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        if (controller_setup_type_enter(s)) {
            typing(app, false);
        }
        break;
    default: /* the characters come as text input */
        ui_field_edit(k, s->typed, sizeof s->typed, &s->typed_len, TEXTFIELD_WORDS, NULL,
                      &s->typed_sel);
        break;
    }
}

void ui_setup_click(App *app, Pos p, bool other)
{
    typing(app, false);
    controller_setup_click(app->setup, p, other || (SDL_GetModState() & KMOD_SHIFT) != 0);
}
