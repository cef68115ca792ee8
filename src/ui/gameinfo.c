/* Renju - MIT licence, see LICENSE.
 *
 * The Game info dialog (F4, or Game info… in the Save dialog): the players who hold
 * Black and White at the game's end, the event and the date, each a field of one line
 * (Tab or ↑ ↓ go from one to the next, a click puts the caret). OK (Enter) gives them to
 * the session (session_set_names), which writes them into every save and the autosave
 * (our text record's "black:", "white:", "event:", "date:"; SGF's PB PW EV DT); Cancel
 * (Esc) keeps what was. A new game starts with no names and today's date.
 */
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

static const StrId ROW_LABELS[INFO_ROWS] = {S_BLACK, S_WHITE, S_GAME_INFO_EVENT, S_GAME_INFO_DATE};

void ui_info_open(App *app, bool from_files)
{
    if (!app->has_sess) {
        return;
    }
    GameInfoEdit *e = &app->info_edit;
    const RecordInfo *info = &app->sess.info;
    const char *values[INFO_ROWS] = {info->black, info->white, info->event, info->date};
    for (int r = 0; r < INFO_ROWS; r++) {
        snprintf(e->text[r], sizeof e->text[r], "%s", values[r]);
        size_t n = strlen(e->text[r]);
        e->sel[r] = (TextSel){n, n, n};
    }
    e->row = 0;
    e->from_files = from_files;
    app->dialog = DLG_GAME_INFO;
    SDL_StartTextInput();
}

int ui_info_dialog_h(const App *app)
{
    (void)app;
    /* The title, the rows, the note's two lines, the buttons. */
    return DIALOG_TOP + INFO_ROWS * (DIALOG_ROW_H + DIALOG_ROW_GAP) + 56 + DIALOG_ROW_H +
           DIALOG_PAD;
}

void ui_info_build(App *app)
{
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int h = ui_px(app, DIALOG_ROW_H);
    int y = d.y + ui_px(app, DIALOG_TOP);
    int vx = d.x + pad + (d.w - 2 * pad) / 4;
    int vw = d.x + d.w - pad - vx;
    for (int r = 0; r < INFO_ROWS; r++) {
        ui_add_widget(app, W_INFO_FIELD, r, WK_LIST_ITEM, (LayoutRect){vx, y, vw, h}, "");
        y += h + ui_px(app, DIALOG_ROW_GAP);
    }
    int bw = ui_px_grown(app, 150);
    int by = d.y + d.h - pad - h;
    Widget *ok = ui_add_widget(app, W_INFO_OK, 0, WK_BUTTON,
                               (LayoutRect){d.x + d.w - pad - bw, by, bw, h},
                               i18n_text(lang, S_INFO_OK));
    Widget *no = ui_add_widget(app, W_INFO_CANCEL, 0, WK_BUTTON,
                               (LayoutRect){d.x + d.w - pad - 2 * bw - ui_px(app, 10), by, bw, h},
                               i18n_text(lang, S_CANCEL));
    if (ok) {
        ok->active = true;
        keymap_dialog_label(KEYMAP_DLG_START, ok->key, sizeof ok->key);
    }
    if (no) {
        keymap_dialog_label(KEYMAP_DLG_CANCEL, no->key, sizeof no->key);
    }
}

/* The size a field's text is drawn at, and its room. */
static int field_px(const App *app, LayoutRect r, int *room)
{
    *room = r.w - 2 * ui_px(app, 10) - ui_px(app, 4);
    return ui_font(app, 15);
}

void ui_info_draw(const App *app)
{
    Lang lang = app->settings.lang;
    const GameInfoEdit *e = &app->info_edit;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    text_draw(app->assets, FACE_BOLD, ui_font(app, 22), i18n_text(lang, S_GAME_INFO), x, d.y + pad,
              ui_colour(COLOUR_TEXT), 0);
    int bottom = d.y + ui_px(app, DIALOG_TOP);
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *wd = &app->widgets[i];
        if (wd->id != W_INFO_FIELD || wd->arg < 0 || wd->arg >= INFO_ROWS) {
            continue;
        }
        int r = wd->arg;
        LayoutRect f = wd->r;
        ui_draw_label(app, FACE_REGULAR, i18n_text(lang, ROW_LABELS[r]), x, f.y,
                      f.x - x - ui_px(app, 8), f.h,
                      ui_colour(r == e->row ? COLOUR_TEXT : COLOUR_DIM), 0);
        ui_card(app->ren, f, ui_px(app, 5), ui_colour(COLOUR_FIELD));
        ui_frame(app->ren, f, r == e->row ? 2 : 1,
                 ui_colour(r == e->row ? COLOUR_ACCENT : COLOUR_BORDER));
        int room, px = field_px(app, f, &room);
        ui_field_draw(app, e->text[r], &e->sel[r], px, f.x + ui_px(app, 10), f.y, f.h, room,
                      COLOUR_TEXT, r == e->row);
        bottom = f.y + f.h;
    }
    int npx = ui_font(app, UI_KEY_PX);
    const char *note = i18n_text(lang, S_INFO_NOTE);
    int room = d.y + d.h - pad - ui_px(app, DIALOG_ROW_H) - ui_px(app, 8) -
               (bottom + ui_px(app, DIALOG_ROW_GAP));
    int nh = text_draw_wrapped(app->assets, FACE_REGULAR, npx, note, x,
                               bottom + ui_px(app, DIALOG_ROW_GAP), w, ui_colour(COLOUR_DIM));
    if (nh > room) {
        assets_note_overflow(app->assets, note, nh, room);
    }
}

static void close_dialog(App *app, bool keep)
{
    GameInfoEdit *e = &app->info_edit;
    if (keep && app->has_sess) {
        session_set_names(&app->sess, e->text[0], e->text[1], e->text[2], e->text[3]);
    }
    app->dialog = e->from_files ? DLG_FILES : DLG_NONE;
    if (!e->from_files) {
        SDL_StopTextInput();
    }
    e->from_files = false;
}

void ui_info_activate(App *app, WidgetId id, int arg)
{
    GameInfoEdit *e = &app->info_edit;
    switch (id) {
    case W_INFO_FIELD:
        if (arg >= 0 && arg < INFO_ROWS) {
            e->row = arg;
            for (int i = 0; i < app->nwidgets; i++) {
                const Widget *wd = &app->widgets[i];
                if (wd->id == W_INFO_FIELD && wd->arg == arg) {
                    int room, px = field_px(app, wd->r, &room);
                    ui_field_click(app, e->text[arg], &e->sel[arg], px, wd->r.x + ui_px(app, 10),
                                   room, app->mouse_x);
                }
            }
        }
        break;
    case W_INFO_OK: close_dialog(app, true); break;
    case W_INFO_CANCEL: close_dialog(app, false); break;
    default: break;
    }
}

void ui_info_text(App *app, const char *text)
{
    GameInfoEdit *e = &app->info_edit;
    size_t n = strlen(e->text[e->row]);
    textfield_type(e->text[e->row], sizeof e->text[e->row], &n, &e->sel[e->row], text,
                   TEXTFIELD_WORDS);
}

void ui_info_key(App *app, const SDL_KeyboardEvent *k)
{
    GameInfoEdit *e = &app->info_edit;
    bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE: close_dialog(app, false); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: close_dialog(app, true); break;
    case SDLK_UP: e->row = (e->row + INFO_ROWS - 1) % INFO_ROWS; break;
    case SDLK_DOWN: e->row = (e->row + 1) % INFO_ROWS; break;
    case SDLK_TAB: e->row = (e->row + (shift ? INFO_ROWS - 1 : 1)) % INFO_ROWS; break;
    default: {
        size_t n = strlen(e->text[e->row]);
        ui_field_edit(k, e->text[e->row], sizeof e->text[e->row], &n, TEXTFIELD_WORDS, NULL,
                      &e->sel[e->row]);
        break;
    }
    }
}
