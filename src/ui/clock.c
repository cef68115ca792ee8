/* Renju - MIT licence, see LICENSE.
 *
 * The clocks in the window: the row of both players' clocks at the foot of the status
 * card (large, the running one lit, its last ten seconds red), the pause button and the
 * paused board, the New game dialog's time control row, and the frame's tick, which
 * gives the controller the time and hands the sounds it asked for to sound.c. Only in a
 * timed game does the clock row take room.
 */
#include <stdio.h>
#include <string.h>

#include <SDL_syswm.h>

#include "text.h"
#include "ui_internal.h"

/* The clock row's height inside the status card, and its top below the card's top
 * (under the seats and the variant's line), unscaled. */
enum { CLOCK_ROW_H = 58, CLOCK_BOX_H = 50, CARD_TOP = 20 + 64, CLOCK_TOP = 98 };

int ui_clock_extra(const App *app)
{
    return controller_timed(app->ctl) ? ui_px(app, CLOCK_ROW_H) : 0;
}

/* The row of the two clocks and the pause button. */
static LayoutRect clock_row(const App *app)
{
    const LayoutRect *p = &app->layout.panel;
    char line[160];
    int variant = ui_variant_line(app, line, sizeof line) ? ui_px(app, 20) : 0;
    LayoutRect r;
    r.x = p->x + ui_px(app, 20 + 10);
    r.w = p->w - 2 * ui_px(app, 20 + 10);
    r.y = p->y + ui_px(app, CARD_TOP + CLOCK_TOP) + ui_header_grown(app) + ui_seats_extra(app) +
          variant;
    r.h = ui_px(app, CLOCK_BOX_H);
    return r;
}

static int pause_width(const App *app) { return ui_px(app, 62); }

/* The sound button in the header, left of the language button: "♪ 70%" (the volume, as
 * the status line says "Sound 70%"; audit 27a, item 7: "♪ 70" said no unit) or "♪ –". */
static void build_sound(App *app)
{
    const LayoutRect *p = &app->layout.panel;
    if (!app->sound || app->nwidgets >= UI_MAX_WIDGETS) {
        return;
    }
    int pad = ui_px(app, 20);
    int lw = ui_lang_button_w(app);
    char *label = app->labels[app->nwidgets];
    char key[8];
    keymap_label(CTL_CMD_SOUND, false, key, sizeof key);
    int sw = ui_button_width_for(app, "♪ 100%", key); /* the widest volume */
    if (app->settings.sound_on) {
        snprintf(label, sizeof app->labels[0], "♪ %d%%", app->settings.volume);
    } else {
        snprintf(label, sizeof app->labels[0], "♪ –");
    }
    Widget *w = ui_add_widget(
        app, W_SOUND, 0, WK_BUTTON,
        (LayoutRect){p->x + p->w - pad - lw - ui_px(app, 6) - sw, p->y + pad, sw, ui_px(app, 30)},
        label);
    if (!w) {
        return;
    }
    keymap_label(CTL_CMD_SOUND, false, w->key, sizeof w->key);
    w->enabled = app->dialog == DLG_NONE && !app->show_help;
    w->active = false;
}

const Widget *ui_scale_button(App *app, int left, int right, int y, int title_w)
{
    int gap = ui_px(app, 6), sw = ui_button_width_for(app, "Aa 200%", "");
    if (app->nwidgets >= UI_MAX_WIDGETS || right - sw < left + title_w + gap) {
        return NULL;
    }
    /* The scale in effect, not the one asked for when the window holds less ("Аа 175%"
     * while 134% applied, audit 25, C14); a click asks for the next step all the same. */
    int now = app->settings.ui_scale;
    int fit = layout_ui_fit(app->layout.win_w, app->layout.win_h, now);
    int next = now >= LAYOUT_UI_MAX ? LAYOUT_UI_MIN : now + LAYOUT_UI_STEP - now % LAYOUT_UI_STEP;
    char *label = app->labels[app->nwidgets];
    snprintf(label, sizeof app->labels[0], "Aa %d%%", fit < now ? fit : now);
    Widget *w = ui_add_widget(app, W_UI_SCALE, next, WK_BUTTON,
                              (LayoutRect){right - sw, y, sw, ui_px(app, 30)}, label);
    if (w) {
        w->enabled = app->dialog == DLG_NONE && !app->show_help;
        w->active = false;
    }
    return w;
}

/* The main header's, left of the sound's. */
static void build_scale(App *app)
{
    const LayoutRect *p = &app->layout.panel;
    int pad = ui_px(app, 20), gap = ui_px(app, 6);
    int x = p->x + p->w - pad - ui_lang_button_w(app) - gap;
    if (app->sound) {
        x -= ui_button_width_for(app, "♪ 100%", "0") + gap;
    }
    int tw, th; /* beside the title only where it has room (not in 800x500: the keys do it) */
    text_size(app->assets, FACE_BOLD, ui_font(app, 28), i18n_text(app->settings.lang, S_APP_TITLE),
              &tw, &th);
    ui_scale_button(app, p->x + pad, x, p->y + pad, tw);
}

void ui_scale_set(App *app, int percent)
{
    Settings *st = &app->settings;
    percent = percent < LAYOUT_UI_MIN   ? LAYOUT_UI_MIN
              : percent > LAYOUT_UI_MAX ? LAYOUT_UI_MAX
                                        : percent;
    bool changed = percent != st->ui_scale;
    st->ui_scale = percent;
    int fit = layout_ui_fit(app->layout.win_w, app->layout.win_h, percent);
    if (fit < percent) {
        char asked[16];
        snprintf(asked, sizeof asked, "%d%%", percent);
        status_notice_set(&app->notice, S_UI_SCALE_FITS, false, NOTICE_NAME_NUMBER, fit, asked,
                          NULL);
    } else {
        status_notice_set(&app->notice, S_UI_SCALE, false, NOTICE_NUMBER, percent, NULL, NULL);
    }
    if (changed) {
        ui_save_settings(app);
    }
}

void ui_clock_build(App *app)
{
    build_sound(app);
    build_scale(app);
    if (!controller_timed(app->ctl)) {
        return;
    }
    LayoutRect r = clock_row(app);
    int pw = pause_width(app);
    Widget *w = ui_add_widget(app, W_PAUSE, 0, WK_BUTTON,
                              (LayoutRect){r.x + r.w - pw, r.y, pw, r.h},
                              app->ctl->paused ? "▶" : "II");
    if (!w) {
        return;
    }
    keymap_label(CTL_CMD_PAUSE, false, w->key, sizeof w->key);
    w->enabled = controller_can(app->ctl, CTL_CMD_PAUSE) && app->dialog == DLG_NONE &&
                 !app->show_help;
    w->active = app->ctl->paused;
}

/* The owner's line of a clock box into out: who (cut with "…" as little as lets the line
 * fit room at min_px), then " · " and what (byo-yomi's periods) when given. */
static void owner_line(const App *app, const char *who, const char *what, int room, int min_px,
                       char *out, size_t cap)
{
    size_t n = strlen(who);
    const char *sep = what[0] ? " · " : "";
    snprintf(out, cap, "%s%s%s", who, sep, what);
    int tw = 0, th = 0;
    text_size(app->assets, FACE_REGULAR, min_px, out, &tw, &th);
    while (tw > room && n > 1) {
        do {
            n--;
        } while (n > 1 && ((unsigned char)who[n] & 0xC0) == 0x80);
        snprintf(out, cap, "%.*s…%s%s", (int)n, who, sep, what);
        text_size(app->assets, FACE_REGULAR, min_px, out, &tw, &th);
    }
}

/* One player's clock: the stone of the colour it holds, the time left (large), the
 * byo-yomi periods; lit while it runs, red with a bold rim in its last seconds and when it
 * ran out. */
static void draw_one(const App *app, LayoutRect box, int player, Stone colour)
{
    const Controller *c = app->ctl;
    Assets *a = app->assets;
    ClockReading rd;
    controller_clock_read(c, player, &rd);
    bool running = c->clock.running == player && controller_is_live(c);
    SDL_Color bg = running && !c->clock.paused ? ui_colour(COLOUR_CLOCK_RUNNING)
                                               : ui_colour(COLOUR_CLOCK_IDLE);
    SDL_Color fg = running ? ui_colour(COLOUR_TEXT) : ui_colour(COLOUR_DIM);
    if (rd.low || rd.flagged) {
        bg = rd.flagged ? ui_colour(COLOUR_CLOCK_FLAGGED) : ui_colour(COLOUR_CLOCK_LOW);
        fg = ui_colour(COLOUR_CLOCK_LOW_TEXT);
    }
    LayoutRect inner = box;
    if (rd.low || rd.flagged) {
        /* A bold rim in the digits' colour, so the last seconds show without telling red
         * (the audit: for a protanope the red box only went dark). */
        int rim = ui_px(app, 3) > 2 ? ui_px(app, 3) : 2;
        ui_card(app->ren, box, ui_px(app, 8), fg);
        inner = (LayoutRect){box.x + rim, box.y + rim, box.w - 2 * rim, box.h - 2 * rim};
    }
    ui_card(app->ren, inner, ui_px(app, 8), bg);
    if (running && !c->clock.paused && !rd.flagged) {
        LayoutRect edge = {box.x, box.y + box.h - ui_px(app, 4), box.w, ui_px(app, 4)};
        SDL_Color lit = rd.low ? ui_colour(COLOUR_RED) : ui_colour(COLOUR_ACCENT);
        ui_card(app->ren, edge, ui_px(app, 2), lit);
    }
    int side = ui_px(app, 20);
    int pad = ui_px(app, 10);
    assets_draw_sprite(a, colour == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE,
                       box.x + pad + side / 2.0, box.y + box.h / 2.0, side, ui_colour(COLOUR_WHITE),
                       255);
    char main_text[32], extra[160];
    int64_t shown = rd.in_periods ? rd.period_ms : rd.main_ms;
    clock_format_time(shown, main_text, sizeof main_text);
    /* Whose clock it is (audit 32b, C6: after a swap a player's time moves to the other
     * box, and the stone alone did not say whose it was), then byo-yomi's periods. */
    int tx = box.x + pad + side + ui_px(app, 8);
    int room = box.x + box.w - ui_px(app, 6) - tx;
    int min_px = ui_font(app, 9);
    char periods[48] = "";
    if (c->opt.clock.kind == CLOCK_BYOYOMI) {
        /* In the main time "+5×30s" (the periods to come), in the periods "×5" (left);
         * "×5" in the main time too where the longer words have no room. */
        text_format(periods, sizeof periods, i18n_text(app->settings.lang, S_CLOCK_PERIODS),
                    rd.periods, (int)(c->opt.clock.period_ms / 1000));
        snprintf(extra, sizeof extra, "%s · %s", status_player_short(c, app->settings.lang, player),
                 periods);
        int ew, eh;
        text_size(a, FACE_REGULAR, min_px, extra, &ew, &eh);
        if (rd.in_periods || ew > room) {
            snprintf(periods, sizeof periods, "×%d", rd.periods);
        }
    }
    owner_line(app, status_player_short(c, app->settings.lang, player), periods, room, min_px,
               extra, sizeof extra);
    /* As large as the box allows under the owner's line, from 26 px down. */
    int px = ui_font(app, 26);
    int tw = 0, th = 0;
    for (;;) {
        text_size(a, FACE_BOLD, px, main_text, &tw, &th);
        if (tw <= room || px <= ui_px(app, 14)) {
            break;
        }
        px -= ui_px(app, 2) > 0 ? ui_px(app, 2) : 1;
    }
    int epx = text_fit(a, FACE_REGULAR, ui_font(app, 12), min_px, extra, room);
    int ew, eh;
    text_size(a, FACE_REGULAR, epx, extra, &ew, &eh);
    int top = box.y + (box.h - th - eh + ui_px(app, 6)) / 2;
    text_draw(a, FACE_REGULAR, epx, extra, tx, top, fg, 0);
    text_draw(a, FACE_BOLD, px, main_text, tx, top + eh - ui_px(app, 6), fg, 0);
}

void ui_clock_draw(const App *app)
{
    const Controller *c = app->ctl;
    if (!controller_timed(c)) {
        return;
    }
    LayoutRect r = clock_row(app);
    int gap = ui_px(app, 8);
    int bw = (r.w - pause_width(app) - 2 * gap) / 2;
    Stone first = game_player_colour(&c->game, 0);
    /* Black's holder on the left, as the seats above list the colours. */
    int left = first == STONE_BLACK ? 0 : 1;
    for (int k = 0; k < 2; k++) {
        int player = k == 0 ? left : 1 - left;
        LayoutRect box = {r.x + k * (bw + gap), r.y, bw, r.h};
        draw_one(app, box, player, game_player_colour(&c->game, player));
    }
}

void ui_clock_draw_paused(const App *app)
{
    if (!app->ctl->paused || game_over(&app->ctl->game)) {
        return;
    }
    /* The board is hidden: a pause is no time to think. */
    LayoutRect b = app->layout.board;
    ui_fill(app->ren, b.x, b.y, b.w, b.h, ui_colour(COLOUR_FIELD));
    Lang lang = app->settings.lang;
    Assets *a = app->assets;
    int fpx = ui_font(app, 24);
    int tw, th;
    text_size(a, FACE_BOLD, fpx, i18n_text(lang, S_PAUSED), &tw, &th);
    int w = b.w - 2 * ui_px(app, 20);
    int h = text_wrapped_height(a, FACE_BOLD, fpx, i18n_text(lang, S_PAUSED), w);
    if (tw <= w) {
        text_draw(a, FACE_BOLD, fpx, i18n_text(lang, S_PAUSED), b.x + b.w / 2, b.y + b.h / 2 - th,
                  ui_colour(COLOUR_TEXT), 1);
    } else {
        text_draw_wrapped(a, FACE_BOLD, fpx, i18n_text(lang, S_PAUSED), b.x + ui_px(app, 20),
                          b.y + b.h / 2 - h, w, ui_colour(COLOUR_TEXT));
    }
    char key[32], line[96];
    keymap_label(CTL_CMD_PAUSE, true, key, sizeof key);
    text_format(line, sizeof line, "%s: %s", i18n_text(lang, S_RESUME), key);
    text_draw(a, FACE_REGULAR, ui_font(app, 17), line, b.x + b.w / 2,
              b.y + b.h / 2 + ui_px(app, 12), ui_colour(COLOUR_DIM), 1);
}

void ui_clock_draw_paused_list(const App *app, LayoutRect area)
{
    /* Over the panel's own colour: nothing of the list, the graph or the best moves
     * shows through. */
    ui_fill(app->ren, area.x, area.y, area.w, area.h, ui_colour(COLOUR_PANEL));
    const char *words = i18n_text(app->settings.lang, S_MOVES_PAUSED);
    int px = ui_font(app, 15);
    int w = area.w - 2 * ui_px(app, 8);
    int h = text_wrapped_height(app->assets, FACE_BOLD, px, words, w);
    if (h <= area.h) {
        text_draw_wrapped(app->assets, FACE_BOLD, px, words, area.x + ui_px(app, 8),
                          area.y + ui_px(app, 6), w, ui_colour(COLOUR_TEXT));
    }
}

/* ---- The New game dialog's row ------------------------------------------------------- */

bool ui_dialog_no_help_applies(const App *app)
{
    const ControllerOptions *o = &app->pending;
    return clock_timed(&o->clock) && o->seat[STONE_BLACK] == SEAT_HUMAN &&
           o->seat[STONE_WHITE] == SEAT_HUMAN && !ui_net_pending(app);
}

void ui_clock_dialog_build(App *app, int y)
{
    int vx, vw;
    ui_dialog_columns(app, &vx, &vw);
    int h = ui_px(app, DIALOG_ROW_H);
    WidgetId ids[2] = {W_DLG_CLOCK_PREV, W_DLG_CLOCK_NEXT};
    const char *labels[2] = {"‹", "›"};
    for (int k = 0; k < 2; k++) {
        Widget *wd = ui_add_widget(app, ids[k], 0, WK_BUTTON,
                                   (LayoutRect){k == 0 ? vx : vx + vw - h, y, h, h}, labels[k]);
        if (wd && ui_net_joining(app)) {
            wd->enabled = false; /* the host's clock counts */
        }
    }
    if (app->clockf.custom && !ui_net_joining(app)) {
        /* Custom…: the field between the arrows, what it reads in a row of its own under it. */
        int g = ui_px(app, 4);
        ui_add_widget(app, W_DLG_CLOCK_FIELD, 0, WK_LIST_ITEM,
                      (LayoutRect){vx + h + g, y, vw - 2 * (h + g), h}, "");
        y += h + ui_px(app, DIALOG_ROW_GAP);
    }
    /* Under it: a tournament game between people on a clock, no help until it ends (audit
     * 32b, B1); dimmed for any other game, which it does not touch. */
    y += h + ui_px(app, DIALOG_ROW_GAP);
    const ControllerOptions *o = &app->pending;
    bool applies = ui_dialog_no_help_applies(app);
    StrId said = !applies ? S_NO_HELP_NA : o->no_help ? S_NO_HELP_ON : S_NO_HELP_OFF;
    Widget *nh = ui_add_widget(app, W_DLG_NO_HELP, 0, WK_TOGGLE, (LayoutRect){vx, y, vw, h},
                               i18n_text(app->settings.lang, said));
    if (nh) {
        nh->active = applies && o->no_help; /* the choice is kept for such a game */
        nh->enabled = applies;
        if (applies) {
            keymap_dialog_label(KEYMAP_DLG_NO_HELP, nh->key, sizeof nh->key);
        }
    }
}

/* ---- The Custom… clock field ---------------------------------------------------------- */

static const Widget *find_widget(const App *app, WidgetId id)
{
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id == id) {
            return &app->widgets[i];
        }
    }
    return NULL;
}

void ui_clock_dialog_open(App *app)
{
    ui_clock_stop_typing(app);
    app->clockf.custom = false;
    app->clockf.own = app->settings.game.clock; /* settings.conf's own, among the choices */
}

bool ui_clock_typing(const App *app) { return app->dialog == DLG_NEW_GAME && app->clockf.typing; }

void ui_clock_stop_typing(App *app)
{
    if (app->clockf.typing) {
        app->clockf.typing = false;
        SDL_StopTextInput();
    }
}

static void start_typing(App *app)
{
    ClockField *f = &app->clockf;
    ui_pick_stop_typing(app);
    ui_net_stop_typing(app);
    if (!f->typing) {
        size_t n = strlen(f->text);
        f->sel = (TextSel){n, n, n};
        f->typing = true;
        SDL_StartTextInput();
    }
}

/* Enter: the control typed chosen (Custom… closes, the control shown among the choices), or
 * refused, the field staying with the reason under it. */
static bool enter(App *app)
{
    ClockField *f = &app->clockf;
    if (!settings_clock_custom(f->text, &app->pending.clock, &f->own, &f->custom)) {
        start_typing(app);
        return false;
    }
    ui_clock_stop_typing(app);
    return true;
}

bool ui_clock_hold_start(App *app)
{
    return app->clockf.custom && !ui_net_joining(app) && !enter(app);
}

void ui_clock_key(App *app, const SDL_KeyboardEvent *k)
{
    ClockField *f = &app->clockf;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE: /* the control chosen before, as it was */
        ui_clock_stop_typing(app);
        f->custom = false;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: enter(app); break;
    default: { /* the characters come as text input */
        size_t n = strlen(f->text);
        ui_field_edit(k, f->text, sizeof f->text, &n, TEXTFIELD_WORDS, NULL, &f->sel);
        break;
    }
    }
}

void ui_clock_text(App *app, const char *text)
{
    ClockField *f = &app->clockf;
    size_t n = strlen(f->text);
    textfield_type(f->text, sizeof f->text, &n, &f->sel, text, TEXTFIELD_WORDS);
}

/* The field (what is typed, or an invitation) and under it what it reads: the control with
 * Enter, or why it is none, with the words a control is typed in. */
static void draw_custom(const App *app, const Widget *w, int x)
{
    const ClockField *f = &app->clockf;
    Lang lang = app->settings.lang;
    LayoutRect r = w->r;
    ui_card(app->ren, r, ui_px(app, 5), ui_colour(COLOUR_FIELD));
    bool hot = f->typing || (app->mouse_in && layout_rect_contains(r, app->mouse_x, app->mouse_y));
    ui_frame(app->ren, r, 1, ui_colour(hot ? COLOUR_ACCENT : COLOUR_BORDER));
    int room, px = ui_field_px(app, r, f->text, &room);
    int tx = r.x + ui_px(app, 10);
    if (!f->text[0]) { /* the choice's name, until something is typed */
        ui_draw_label(app, FACE_REGULAR, i18n_text(lang, S_CLOCK_CUSTOM), tx + ui_px(app, 4), r.y,
                      room, r.h, ui_colour(COLOUR_DIM), 0);
    }
    ui_field_draw(app, f->text, &f->sel, px, tx, r.y, r.h, room, COLOUR_TEXT, f->typing);
    TimeControl tc;
    char said[256], control[128];
    UiColour colour = COLOUR_DIM;
    size_t n = strlen(f->text);
    while (n > 0 && (f->text[n - 1] == ' ')) {
        n--;
    }
    /* One of each kind, in the window's words (each reads: test_clock). */
    const char *forms = i18n_text(lang, S_CLOCK_FORMS);
    if (n == 0) {
        text_format(said, sizeof said, i18n_text(lang, S_CLOCK_CUSTOM_HINT), forms);
    } else if (clock_control_read(f->text, n, &tc)) {
        i18n_time_control(lang, &tc, control, sizeof control);
        text_format(said, sizeof said, i18n_text(lang, S_CLOCK_CUSTOM_OK), control);
        colour = COLOUR_GOOD;
    } else {
        text_format(said, sizeof said, i18n_text(lang, S_CLOCK_CUSTOM_BAD), forms);
        colour = COLOUR_BAD;
    }
    LayoutRect d = ui_dialog_rect(app);
    int lw = d.x + d.w - ui_px(app, DIALOG_PAD) - x;
    int ly = r.y + r.h + ui_px(app, DIALOG_ROW_GAP);
    int lpx = text_fit(app->assets, FACE_REGULAR, ui_font(app, UI_LABEL_PX),
                       ui_font(app, UI_LABEL_MIN_PX), said, lw);
    int tw, th;
    text_size(app->assets, FACE_REGULAR, lpx, said, &tw, &th);
    text_draw(app->assets, FACE_REGULAR, lpx, said, x, ly + (r.h - th) / 2, ui_colour(colour), 0);
}

void ui_clock_dialog_draw(const App *app)
{
    const Widget *prev = NULL, *next = NULL;
    for (int i = 0; i < app->nwidgets; i++) {
        prev = app->widgets[i].id == W_DLG_CLOCK_PREV ? &app->widgets[i] : prev;
        next = app->widgets[i].id == W_DLG_CLOCK_NEXT ? &app->widgets[i] : next;
    }
    if (!prev || !next) {
        return;
    }
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int x = d.x + ui_px(app, DIALOG_PAD);
    ui_draw_dialog_row_label(app, S_TIME_CONTROL, KEYMAP_DLG_CLOCK, x, prev->r.y, prev->r.x - x,
                             prev->r.h, ui_colour(COLOUR_DIM));
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *nh = &app->widgets[i];
        if (nh->id == W_DLG_NO_HELP) {
            ui_draw_dialog_row_label(app, S_NO_HELP_LABEL, KEYMAP_DLG_NO_HELP, x, nh->r.y,
                                     prev->r.x - x, nh->r.h, ui_colour(COLOUR_DIM));
        }
    }
    const Widget *field = find_widget(app, W_DLG_CLOCK_FIELD);
    if (field) {
        draw_custom(app, field, x);
        return;
    }
    char text[128];
    i18n_time_control(lang, &app->pending.clock, text, sizeof text);
    int left = prev->r.x + prev->r.w + ui_px(app, 4);
    ui_draw_label(app, FACE_BOLD, text, left, prev->r.y, next->r.x - ui_px(app, 4) - left,
                  prev->r.h, ui_colour(ui_net_joining(app) ? COLOUR_OFF_TEXT : COLOUR_TEXT), 1);
}

/* ---- Actions and the frame ------------------------------------------------------------ */

bool ui_clock_volume(App *app, int delta)
{
    Settings *st = &app->settings;
    int v = st->volume + delta;
    v = v < 0 ? 0 : v > 100 ? 100 : v;
    bool changed = v != st->volume || (delta > 0 && !st->sound_on);
    st->volume = v;
    if (delta > 0) {
        st->sound_on = true; /* louder means on */
    }
    ui_sound_set(app->sound, st->sound_on, st->volume);
    if (st->sound_on) {
        status_notice_set(&app->notice, S_SOUND, false, NOTICE_NUMBER, st->volume, NULL, NULL);
        ui_sound_play(app->sound, CTL_SOUND_STONE_BLACK); /* hear the new volume */
    }
    return changed;
}

void ui_clock_cycle(App *app)
{
    if (ui_net_joining(app)) {
        return; /* the host's clock counts */
    }
    ui_clock_stop_typing(app);
    settings_clock_cycle(&app->pending.clock, &app->clockf.own, &app->clockf.custom);
}

const TimeControl *ui_clock_shown(const App *app, TimeControl *buf)
{
    const ClockField *f = &app->clockf;
    size_t n = strlen(f->text);
    while (n > 0 && f->text[n - 1] == ' ') {
        n--;
    }
    if (f->custom && !ui_net_joining(app) && n > 0 && clock_control_read(f->text, n, buf)) {
        return buf; /* what Enter or Start will choose */
    }
    return &app->pending.clock;
}

bool ui_clock_activate(App *app, WidgetId id, int arg)
{
    (void)arg;
    Controller *c = app->ctl;
    Settings *st = &app->settings;
    switch (id) {
    case W_PAUSE: controller_pause(c, !c->paused); break;
    case W_SOUND:
        st->sound_on = !st->sound_on;
        ui_sound_set(app->sound, st->sound_on, st->volume);
        if (st->sound_on) {
            status_notice_set(&app->notice, S_SOUND, false, NOTICE_NUMBER, st->volume, NULL, NULL);
        } else {
            status_notice_set(&app->notice, S_SOUND_OFF, false, NOTICE_PLAIN, 0, NULL, NULL);
        }
        return true;
    case W_DLG_CLOCK_PREV:
    case W_DLG_CLOCK_NEXT:
        /* The control typed or settings.conf's own (a club's) stays in the cycle, to be
         * chosen back; Custom… after the last, the field taking the typing at once. */
        settings_clock_step(&app->pending.clock, &app->clockf.own, &app->clockf.custom,
                            id == W_DLG_CLOCK_NEXT ? 1 : -1);
        if (app->clockf.custom) {
            start_typing(app);
        } else {
            ui_clock_stop_typing(app);
        }
        break;
    case W_DLG_CLOCK_FIELD:
        if (app->clockf.typing) { /* the caret where it was clicked */
            const Widget *w = find_widget(app, W_DLG_CLOCK_FIELD);
            if (w) {
                int room, px = ui_field_px(app, w->r, app->clockf.text, &room);
                ui_field_click(app, app->clockf.text, &app->clockf.sel, px, w->r.x + ui_px(app, 10),
                               room, app->mouse_x);
            }
        }
        start_typing(app);
        break;
    default: break;
    }
    return false;
}

void ui_sound_dir(char *buf, size_t cap)
{
    /* Beside the binary in the source tree (build/renju -> assets/), or installed
     * (PREFIX/bin/renju -> PREFIX/share/renju/), as the fonts are found. */
    static const char *const DIRS[] = {"../assets/sounds/", "assets/sounds/",
                                       "../share/renju/sounds/", "../../assets/sounds/"};
    char *base = SDL_GetBasePath();
    buf[0] = '\0';
    for (size_t d = 0; d < sizeof DIRS / sizeof DIRS[0] && !buf[0]; d++) {
        char path[1024];
        snprintf(path, sizeof path, "%s%sstone_black.wav", base ? base : "", DIRS[d]);
        SDL_RWops *rw = SDL_RWFromFile(path, "rb");
        if (rw) {
            SDL_RWclose(rw);
            snprintf(buf, cap, "%s%s", base ? base : "", DIRS[d]);
        }
    }
    SDL_free(base);
}

void ui_clock_note_wm(App *app, const SDL_Event *e)
{
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_SysWMmsg *m = e->syswm.msg;
    if (!m || m->subsystem != SDL_SYSWM_X11) {
        return;
    }
    const XEvent *x = &m->msg.x11.event;
    Time t;
    switch (x->type) {
    case KeyPress:
    case KeyRelease: t = x->xkey.time; break;
    case ButtonPress:
    case ButtonRelease: t = x->xbutton.time; break;
    case MotionNotify: t = x->xmotion.time; break;
    default: return;
    }
    /* The server's milliseconds wrap at 32 bits, as SDL's ticks do: their difference
     * is the offset, taken where the delay was least. */
    int64_t off = (int64_t)(int32_t)(e->common.timestamp - (Uint32)t);
    if (!app->has_x_offset || off < app->x_offset) {
        app->x_offset = off;
        app->has_x_offset = true;
    }
    app->x_input_at = x->type == MotionNotify ? -1 : (int64_t)(Uint32)t;
#else
    (void)app;
    (void)e;
#endif
}

int64_t ui_clock_event_at(App *app, const SDL_Event *e)
{
    Uint64 now = SDL_GetTicks64();
    /* SDL's 32-bit stamp, on the 64-bit ticks: it is at most now. */
    int64_t at = (int64_t)now - (int64_t)(Uint32)((Uint32)now - e->common.timestamp);
    if (app->x_input_at >= 0 && app->has_x_offset) {
        /* The server's time of the key or button this event translates, on the ticks. */
        Uint32 x = (Uint32)(app->x_input_at + app->x_offset);
        int64_t made = (int64_t)now - (int64_t)(Uint32)((Uint32)now - x);
        at = made < at ? made : at;
    }
    app->x_input_at = -1;
    return at < 0 ? 0 : at;
}

bool ui_clock_input(const SDL_Event *e)
{
    switch (e->type) {
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    case SDL_TEXTINPUT:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL: return true;
    default: return false;
    }
}

bool ui_clock_frame(App *app) { return ui_clock_frame_at(app, -1); }

bool ui_clock_frame_at(App *app, int64_t at)
{
    Controller *c = app->ctl;
    int64_t now = (int64_t)SDL_GetTicks64();
    bool changed = controller_tick(c, at >= 0 && at < now ? at : now);
    if (app->dialog == DLG_NONE && !app->show_help && controller_draw_asked(c, NULL)) {
        app->dialog = DLG_DRAW_OFFER; /* a person's offer: the other person answers now */
        changed = true;
    }
    /* No dialog stands a clock (controller.c, clock_stands): a loss on time under one is
     * called, and the dialog stays open with what was typed or chosen in it. */
    CtlSound s[CTL_SOUND_QUEUE];
    int n = controller_take_sounds(c, s, CTL_SOUND_QUEUE);
    for (int i = 0; i < n; i++) {
        ui_sound_play(app->sound, s[i]);
    }
    return changed;
}

int ui_clock_wait(const App *app)
{
    const Controller *c = app->ctl;
    if (!controller_timed(c) || c->clock.running < 0 || c->clock.paused) {
        return -1;
    }
    ClockReading r;
    controller_clock_read(c, c->clock.running, &r);
    int64_t left = r.in_periods ? r.period_ms : r.main_ms;
    /* The display changes every tenth under ten seconds, else every second. */
    int64_t step = left < CLOCK_LOW_MS ? 100 : 1000;
    int64_t wait = left % step;
    return (int)(wait < 20 ? 20 : wait > step ? step : wait);
}
