/* Renju - MIT licence, see LICENSE.
 *
 * The window's side of its text fields (textfield.h does the editing): the keys they
 * share, the clipboard, and a one-line field's text drawn with its selection and caret
 * (its end shown when it is wider than the field, the caret kept in view) and a click in
 * it. Each field's own keys (Enter, Esc, a Backspace that does more) stay with it, ahead
 * of these.
 */
#include "ui_internal.h"

#include <string.h>

#include "text.h"

/* The selection to the clipboard; false when nothing is selected. */
static bool copy_selection(const char *buf, size_t len, TextSel *sel)
{
    size_t start, n = textfield_selected(buf, len, sel, &start);
    if (n == 0) {
        return false;
    }
    char *copy = SDL_malloc(n + 1);
    if (copy) {
        memcpy(copy, buf + start, n);
        copy[n] = '\0';
        SDL_SetClipboardText(copy);
        SDL_free(copy);
    }
    return true;
}

UiEdit ui_field_edit(const SDL_KeyboardEvent *k, char *buf, size_t cap, size_t *len,
                     TextFieldKind kind, bool *cut, TextSel *sel)
{
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0, shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    TextMove how = TEXTMOVE_LEFT;
    switch (k->keysym.sym) {
    case SDLK_BACKSPACE:
    case SDLK_DELETE:
        textfield_delete(buf, len, sel, k->keysym.sym == SDLK_DELETE);
        return UI_EDIT_BACK;
    case SDLK_LEFT: how = TEXTMOVE_LEFT; break;
    case SDLK_RIGHT: how = TEXTMOVE_RIGHT; break;
    case SDLK_HOME: how = TEXTMOVE_HOME; break;
    case SDLK_END: how = TEXTMOVE_END; break;
    case SDLK_a:
        if (!ctrl || !sel) {
            return UI_EDIT_NONE;
        }
        textfield_select_all(buf, *len, sel);
        return UI_EDIT_MOVE;
    case SDLK_c:
    case SDLK_x:
        if (!ctrl || !sel || !copy_selection(buf, *len, sel)) {
            return UI_EDIT_NONE;
        }
        if (k->keysym.sym == SDLK_c) {
            return UI_EDIT_MOVE;
        }
        textfield_delete(buf, len, sel, false);
        return UI_EDIT_BACK;
    case SDLK_u:
        if (!ctrl) {
            return UI_EDIT_NONE;
        }
        textfield_clear(buf, len); /* as in a terminal */
        return UI_EDIT_CLEAR;
    case SDLK_v: {
        if (!ctrl) {
            return UI_EDIT_NONE;
        }
        char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
        bool all = !clip || textfield_type(buf, cap, len, sel, clip, kind);
        SDL_free(clip);
        if (cut) {
            *cut = !all;
        }
        return UI_EDIT_PASTE;
    }
    default: return UI_EDIT_NONE;
    }
    if (!sel) {
        return UI_EDIT_NONE;
    }
    textfield_move(buf, *len, sel, how, shift);
    return UI_EDIT_MOVE;
}

/* The first character's start at or after byte o of text (len bytes), as the field steps
 * through it (a byte a step where no character reads). */
static size_t char_start_from(const char *text, size_t len, size_t o)
{
    size_t start = 0;
    while (start < o) {
        size_t k = text_utf8_char(text + start, len - start);
        start += k ? k : 1;
    }
    return start;
}

/* Where a one-line field's text is shown from: its end when wider than room, and never
 * after the caret: the first character from which the rest fits, or the caret's. The rest
 * narrows as its start moves on, so that start is found by halving: a dozen measures of a
 * long path, not one a character (4,000 of up to 4,000 characters each, every frame). */
static size_t view_start(const App *app, int px, const char *text, size_t caret, int room)
{
    Assets *a = app->assets;
    size_t len = strlen(text), stop = caret < len ? caret : len;
    int tw, th;
    text_size(a, FACE_REGULAR, px, text, &tw, &th);
    if (tw <= room) {
        return 0;
    }
    size_t lo = 0, hi = stop; /* the least o whose start is the caret's or fits */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2, start = char_start_from(text, len, mid);
        tw = 0;
        if (start < stop) {
            text_size(a, FACE_REGULAR, px, text + start, &tw, &th);
        }
        if (start >= stop || tw <= room) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    return char_start_from(text, len, lo);
}

/* The width of text's first n bytes at px. */
static int width_of(const App *app, int px, const char *text, size_t n)
{
    char part[FILESAVE_PATH_MAX + EXTENGINE_PATH_MAX];
    if (n >= sizeof part) {
        n = sizeof part - 1;
    }
    memcpy(part, text, n);
    part[n] = '\0';
    int tw = 0, th = 0;
    if (n > 0) {
        text_size(app->assets, FACE_REGULAR, px, part, &tw, &th);
    }
    return tw;
}

/* Draws what of text fits in room from (x, y): its longest start no wider than room (the
 * rest is out of the field; found by halving), in pieces of at most TEXT_DRAW_MAX bytes
 * cut between characters (text_draw draws nothing longer: a long path or comment
 * scrolled in its field showed nothing). Returns the width drawn. */
static int draw_visible(const App *app, int px, const char *text, int x, int y, int room,
                        SDL_Color c)
{
    size_t len = strlen(text), end = len;
    if (width_of(app, px, text, len) > room) {
        size_t lo = 0, hi = len; /* the largest o whose characters before it fit */
        while (lo < hi) {
            size_t mid = lo + (hi - lo + 1) / 2;
            if (width_of(app, px, text, char_start_from(text, len, mid)) <= room) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        end = char_start_from(text, len, lo);
    }
    int used = 0;
    for (size_t at = 0; at < end;) {
        size_t n = end - at;
        if (n > TEXT_DRAW_MAX) {
            n = TEXT_DRAW_MAX;
            while (n > 1 && ((unsigned char)text[at + n] & 0xC0) == 0x80) {
                n--; /* not inside a character */
            }
        }
        char piece[TEXT_DRAW_MAX + 1];
        memcpy(piece, text + at, n);
        piece[n] = '\0';
        used += text_draw(app->assets, FACE_REGULAR, px, piece, x + used, y, c, 0);
        at += n;
    }
    return used;
}

int ui_field_draw(const App *app, const char *text, const TextSel *field_sel, int px, int x, int y,
                  int h, int room, UiColour colour, bool caret)
{
    Assets *a = app->assets;
    size_t len = strlen(text), start = 0, sel_at = 0, sel_n = 0;
    TextSel sel = field_sel ? *field_sel : (TextSel){len, len, len};
    if (caret) {
        sel_n = textfield_selected(text, len, &sel, &sel_at);
    }
    size_t at = caret ? sel.caret : len;
    start = view_start(app, px, text, at, room);
    const char *shown = text + start;
    int tw, th;
    text_size(a, FACE_REGULAR, px, shown[0] ? shown : " ", &tw, &th);
    int ty = y + (h - th) / 2;
    if (sel_n > 0) { /* the selection's highlight, within what is shown */
        size_t from = sel_at > start ? sel_at - start : 0, to = sel_at + sel_n - start;
        int x0 = x + width_of(app, px, shown, from), x1 = x + width_of(app, px, shown, to);
        x1 = x1 > x + room ? x + room : x1;
        ui_fill(app->ren, x0, ty, x1 - x0, th, ui_colour(COLOUR_FIELD_SELECTION));
    }
    int used = draw_visible(app, px, shown, x, ty, room, ui_colour(colour));
    if (caret) {
        /* The caret, always shown: the window redraws only on events. */
        int cx = x + (at >= len ? used : width_of(app, px, shown, at - start));
        int cw = ui_px(app, 2) > 0 ? ui_px(app, 2) : 1;
        ui_fill(app->ren, cx + 1, y + ui_px(app, 7), cw, h - ui_px(app, 14),
                ui_colour(COLOUR_ACCENT));
    }
    return used;
}

int ui_field_px(const App *app, LayoutRect r, const char *text, int *room)
{
    int pad = ui_px(app, 10);
    *room = r.w - 2 * pad - ui_px(app, 4);
    return text_fit(app->assets, FACE_REGULAR, ui_font(app, 15), ui_font(app, UI_LABEL_MIN_PX),
                    text, r.w - 2 * pad);
}

void ui_field_click(const App *app, const char *text, TextSel *sel, int px, int x, int room,
                    int mouse_x)
{
    size_t len = strlen(text);
    size_t start = view_start(app, px, text, sel->seen == len ? sel->caret : len, room);
    size_t best = start;
    int best_d = -1;
    for (size_t i = start; i <= len;) {
        int d = x + width_of(app, px, text + start, i - start) - mouse_x;
        d = d < 0 ? -d : d;
        if (best_d < 0 || d < best_d) {
            best_d = d;
            best = i;
        }
        if (i == len) {
            break;
        }
        size_t k = text_utf8_char(text + i, len - i);
        i += k ? k : 1;
    }
    textfield_place(text, len, sel, best);
}
