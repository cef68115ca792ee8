/* Renju - MIT licence, see LICENSE.
 *
 * Find in comments (Ctrl+G): a dialog of one field over the board. Enter shows the next
 * position of the game's lines whose comment or board letter holds the text, in any case
 * (commentfind.h: the tree searched again each time, round after the last), and says which
 * of how many ("3 of 17") or that none holds it; the field keeps its text for the next
 * Enter. Esc (or Close) closes it, the position found stays shown.
 */
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

void ui_note_find_open(App *app)
{
    if (!app->has_sess) {
        return;
    }
    CommentFind *f = &app->note_find;
    size_t n = strlen(f->text); /* the last text kept, selected: typing replaces it */
    f->sel = (TextSel){0, n, n};
    commentfind_edited(f);
    app->dialog = DLG_FIND_NOTE;
    SDL_StartTextInput();
}

int ui_note_find_dialog_h(const App *app)
{
    (void)app;
    /* The title, the field, the count, the hint's two lines, the buttons. */
    return DIALOG_TOP + DIALOG_ROW_H + DIALOG_ROW_GAP + 24 + 56 + DIALOG_ROW_H + DIALOG_PAD;
}

void ui_note_find_build(App *app)
{
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int h = ui_px(app, DIALOG_ROW_H);
    int y = d.y + ui_px(app, DIALOG_TOP);
    ui_add_widget(app, W_FIND_NOTE_FIELD, 0, WK_LIST_ITEM,
                  (LayoutRect){d.x + pad, y, d.w - 2 * pad, h}, "");
    int bw = ui_px_grown(app, 150);
    int by = d.y + d.h - pad - h;
    Widget *next = ui_add_widget(app, W_FIND_NOTE_NEXT, 0, WK_BUTTON,
                                 (LayoutRect){d.x + d.w - pad - bw, by, bw, h},
                                 i18n_text(lang, S_FIND_NOTE_NEXT));
    Widget *close = ui_add_widget(
        app, W_FIND_NOTE_CLOSE, 0, WK_BUTTON,
        (LayoutRect){d.x + d.w - pad - 2 * bw - ui_px(app, 10), by, bw, h},
        i18n_text(lang, S_CLOSE));
    if (next) {
        next->active = true;
        snprintf(next->key, sizeof next->key, "Enter");
    }
    if (close) {
        snprintf(close->key, sizeof close->key, "Esc");
    }
}

static int field_px(const App *app, LayoutRect r, int *room)
{
    *room = r.w - 2 * ui_px(app, 10) - ui_px(app, 4);
    return ui_font(app, 15);
}

void ui_note_find_draw(const App *app)
{
    Lang lang = app->settings.lang;
    const CommentFind *f = &app->note_find;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    text_draw(app->assets, FACE_BOLD, ui_font(app, 22), i18n_text(lang, S_FIND_NOTE), x, d.y + pad,
              ui_colour(COLOUR_TEXT), 0);
    int bottom = d.y + ui_px(app, DIALOG_TOP);
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *wd = &app->widgets[i];
        if (wd->id != W_FIND_NOTE_FIELD) {
            continue;
        }
        LayoutRect r = wd->r;
        ui_card(app->ren, r, ui_px(app, 5), ui_colour(COLOUR_FIELD));
        ui_frame(app->ren, r, 2, ui_colour(COLOUR_ACCENT));
        int room, px = field_px(app, r, &room);
        ui_field_draw(app, f->text, &f->sel, px, r.x + ui_px(app, 10), r.y, r.h, room, COLOUR_TEXT,
                      true);
        bottom = r.y + r.h;
    }
    char count[256] = "";
    if (f->looked && f->count > 0) {
        text_format(count, sizeof count, i18n_text(lang, S_FIND_NOTE_COUNT), f->at, f->count);
    } else if (f->looked && f->text[0]) {
        text_format(count, sizeof count, "%s", i18n_text(lang, S_FIND_NOTE_NONE));
    }
    int y = bottom + ui_px(app, DIALOG_ROW_GAP);
    if (count[0]) {
        ui_draw_label(app, FACE_BOLD, count, x, y, w, ui_px(app, 24),
                      ui_colour(f->count > 0 ? COLOUR_TEXT : COLOUR_BAD), 0);
    }
    y += ui_px(app, 24);
    int npx = ui_font(app, UI_KEY_PX);
    const char *hint = i18n_text(lang, S_FIND_NOTE_HINT);
    int room = d.y + d.h - pad - ui_px(app, DIALOG_ROW_H) - ui_px(app, 8) - y;
    int nh = text_draw_wrapped(app->assets, FACE_REGULAR, npx, hint, x, y, w,
                               ui_colour(COLOUR_DIM));
    if (nh > room) {
        assets_note_overflow(app->assets, hint, nh, room);
    }
}

static void close_dialog(App *app)
{
    app->dialog = DLG_NONE;
    SDL_StopTextInput();
}

static void next(App *app) { commentfind_next(&app->note_find, &app->sess); }

void ui_note_find_activate(App *app, WidgetId id)
{
    CommentFind *f = &app->note_find;
    switch (id) {
    case W_FIND_NOTE_FIELD:
        for (int i = 0; i < app->nwidgets; i++) {
            const Widget *wd = &app->widgets[i];
            if (wd->id == W_FIND_NOTE_FIELD) {
                int room, px = field_px(app, wd->r, &room);
                ui_field_click(app, f->text, &f->sel, px, wd->r.x + ui_px(app, 10), room,
                               app->mouse_x);
            }
        }
        break;
    case W_FIND_NOTE_NEXT: next(app); break;
    case W_FIND_NOTE_CLOSE: close_dialog(app); break;
    default: break;
    }
}

void ui_note_find_text(App *app, const char *text)
{
    CommentFind *f = &app->note_find;
    size_t n = strlen(f->text);
    textfield_type(f->text, sizeof f->text, &n, &f->sel, text, TEXTFIELD_WORDS);
    commentfind_edited(f);
}

void ui_note_find_key(App *app, const SDL_KeyboardEvent *k)
{
    CommentFind *f = &app->note_find;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE: close_dialog(app); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: next(app); break;
    default: {
        size_t n = strlen(f->text);
        char before[sizeof f->text];
        memcpy(before, f->text, sizeof before);
        ui_field_edit(k, f->text, sizeof f->text, &n, TEXTFIELD_WORDS, NULL, &f->sel);
        if (strcmp(before, f->text) != 0) {
            commentfind_edited(f);
        }
        break;
    }
    }
}
