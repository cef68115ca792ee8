/* Renju - MIT licence, see LICENSE.
 *
 * Comments on moves in the window (review.h's notes, kept by the session). The panel
 * shows the comment on the shown move in a box between the message and the move list,
 * wrapped and cut with "…" where the box ends (a click opens it); where the move has
 * none, a row offers to add one. The box only takes what the move list leaves beyond
 * its least rows and its boxes' least heights: in a short panel it is not there, and F2
 * still opens the editor. The move list marks commented moves with "✎" where a row has
 * room. The editor (DLG_NOTE) takes text through SDL's text input as the file dialog
 * does (any script: Cyrillic as Latin); Shift+Enter starts a new line, Backspace takes
 * a character, Ctrl+V pastes, Ctrl+U clears; Enter or Save keeps it (session_set_note:
 * the review and the autosave, never the game or its clock), Esc or Cancel drops it.
 * Control characters and bytes that are no UTF-8 are never typed; what passes
 * REVIEW_NOTE_CHARS characters is not typed, and the editor says so. Up and Down move the caret a
 * line as drawn (a wrapped line is a line) at the x it had, Home and End to its line's
 * start and end, Ctrl+Home and Ctrl+End to the text's (Shift extends the selection). A
 * comment taller than the field scrolls by lines to keep the caret in view.
 * The same editor, smaller, writes the board text on a point (the letter tool's
 * Shift+click): one line, REVIEW_MARK_CHARS characters at most; Enter with a longer one
 * is refused with the reason and the editor stays open; an empty one takes the text off.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

enum {
    NOTE_PX = 14,    /* the comment's text, in the panel and in the editor */
    NOTE_LINES = 4,  /* the panel's box shows at most this many lines */
    NOTE_PAD = 6,    /* inside the panel's box */
    NOTE_BAR = 3,    /* the accent bar at the box's left */
    NOTE_ROW_H = 26, /* the row that offers a comment */
    NOTE_DIALOG_H = 420,
    LABEL_DIALOG_H = 250
};

/* The comment on the shown move ("" none); NULL where none can be shown or written (no
 * session, study mode, a pause that hides the position). */
static const char *shown_note(const App *app)
{
    if (!app->has_sess || ui_study_on(app) || controller_position_hidden(app->ctl)) {
        return NULL;
    }
    return session_note(&app->sess, app->ctl->view);
}

static int line_h(const App *app, int px)
{
    return text_wrapped_height(app->assets, FACE_REGULAR, px, "Ag", 1000);
}

/* The room for the text inside a box w wide. */
static int inner_w(const App *app, int w)
{
    return w - 2 * ui_px(app, NOTE_PAD) - ui_px(app, NOTE_BAR);
}

int ui_note_box_h(const App *app, int room)
{
    const char *note = shown_note(app);
    if (!note || !app->assets) {
        return 0;
    }
    int pad = ui_px(app, NOTE_PAD);
    int px = ui_font(app, NOTE_PX);
    int lh = line_h(app, px);
    int want = ui_px(app, NOTE_ROW_H);
    if (note[0]) {
        int th = text_wrapped_height(app->assets, FACE_REGULAR, px, note,
                                     inner_w(app, ui_message_rect(app).w));
        want = (th < NOTE_LINES * lh ? th : NOTE_LINES * lh) + 2 * pad;
    }
    if (want <= room) {
        return want;
    }
    if (note[0] && room >= lh + 2 * pad) {
        return (room - 2 * pad) / lh * lh + 2 * pad;
    }
    /* Its first line on a row (as high as the offer's, or what is left down to the line
     * and a little air): beside the best moves and the graph in a short panel, where it
     * once went away. */
    int row = ui_px(app, NOTE_ROW_H) < room ? ui_px(app, NOTE_ROW_H) : room;
    return note[0] && row >= lh + ui_px(app, 2) ? row : 0;
}

bool ui_note_written(const App *app)
{
    const char *note = shown_note(app);
    return note && note[0];
}

void ui_note_build(App *app, LayoutRect r)
{
    if (r.h <= 0) {
        return;
    }
    Widget *wd = ui_add_widget(app, W_NOTE, 0, WK_LIST_ITEM, r, "");
    if (wd) {
        keymap_label(CTL_CMD_NOTE, false, wd->key, sizeof wd->key);
    }
}

static const Widget *note_widget(const App *app)
{
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id == W_NOTE) {
            return &app->widgets[i];
        }
    }
    return NULL;
}

void ui_note_draw_panel(const App *app)
{
    const Widget *w = note_widget(app);
    const char *note = shown_note(app);
    if (!w || !note) {
        return;
    }
    Assets *a = app->assets;
    LayoutRect r = w->r;
    int pad = ui_px(app, NOTE_PAD);
    int px = ui_font(app, NOTE_PX);
    int x = r.x + ui_px(app, NOTE_BAR) + pad;
    int room = inner_w(app, r.w);
    if (!note[0]) {
        /* The offer, its key at the right. */
        int kw, kh;
        text_size(a, FACE_REGULAR, ui_font(app, UI_KEY_PX), w->key, &kw, &kh);
        ui_draw_small(app, w->key, r.x, r.y, r.w - pad, r.h, ui_colour(COLOUR_FAINT), 2);
        char line[UI_LABEL_MAX];
        text_format(
            line, sizeof line, "✎  %s",
            i18n_text(app->settings.lang, app->ctl->view > 0 ? S_NOTE_ADD : S_NOTE_ADD_GAME));
        int lh = line_h(app, px);
        text_draw_wrapped_clip(a, FACE_REGULAR, px, line, x, r.y + (r.h - lh) / 2,
                               room - kw - ui_px(app, 8), lh, ui_colour(COLOUR_DIM));
        return;
    }
    ui_fill(app->ren, r.x, r.y, ui_px(app, NOTE_BAR), r.h, ui_colour(COLOUR_ACCENT));
    int lh = line_h(app, px);
    int top = r.h - 2 * pad >= lh ? pad : (r.h - lh) / 2; /* one line on a row: centred */
    text_draw_wrapped_clip(a, FACE_REGULAR, px, note, x, r.y + top, room, r.h - 2 * top,
                           ui_colour(COLOUR_TEXT));
}

void ui_note_mark(const App *app, int ply, char *label, size_t cap, size_t *len, int w)
{
    if (!app->has_sess || !app->assets) {
        return;
    }
    /* A comment's ✎, a marked move's ★ (RenLib's mark, kept from its file) */
    const char *marks[2] = {session_note(&app->sess, ply)[0] ? " ✎" : "",
                            session_marked(&app->sess, ply) ? " ★" : ""};
    for (int i = 0; i < 2; i++) {
        char with[UI_LABEL_MAX + 8];
        snprintf(with, sizeof with, "%s%s", label, marks[i]);
        int tw, th;
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX), with, &tw, &th);
        if (marks[i][0] && tw <= w - ui_px(app, 16)) {
            text_append(label, cap, len, "%s", marks[i]);
        }
    }
}

/* ---- The editor ----------------------------------------------------------------------- */

static void follow_caret(App *app);

void ui_note_open(App *app)
{
    const char *note = shown_note(app);
    if (!note) {
        return;
    }
    NoteEdit *e = &app->note;
    e->ply = app->ctl->view;
    e->label = POS_NONE;
    e->refused = REVIEW_MARK_OK;
    e->len = strlen(note);
    e->sel = (TextSel){e->len, e->len, e->len}; /* the caret at the end */
    memcpy(e->text, note, e->len + 1);
    e->too_long = false;
    e->top = 0;
    e->goal_x = -1;
    e->esc_asked = false;
    app->show_help = false;
    app->dialog = DLG_NOTE;
    SDL_StartTextInput();
    follow_caret(app); /* the end, where the caret is */
}

void ui_note_open_label(App *app, Pos p)
{
    if (!shown_note(app) || p == POS_NONE || p == POS_PASS) {
        return;
    }
    NoteEdit *e = &app->note;
    const char *text = session_label(&app->sess, p);
    e->ply = app->ctl->view;
    e->label = p;
    e->refused = REVIEW_MARK_OK;
    e->goal_x = -1;
    e->len = strlen(text);
    memcpy(e->text, text, e->len + 1);
    e->sel = (TextSel){e->len, 0, e->len}; /* all of it selected: typing replaces it */
    e->too_long = false;
    e->esc_asked = false;
    e->top = 0;
    app->show_help = false;
    app->dialog = DLG_NOTE;
    SDL_StartTextInput();
}

static void close_editor(App *app)
{
    app->dialog = DLG_NONE;
    SDL_StopTextInput();
}

/* Does the editor's text differ from what the comment (or the board text) holds? */
static bool note_changed(const App *app)
{
    const NoteEdit *e = &app->note;
    const char *kept = e->label != POS_NONE ? session_label(&app->sess, e->label)
                                            : session_note(&app->sess, e->ply);
    return strlen(kept) != e->len || memcmp(kept, e->text, e->len) != 0;
}

/* Esc: a changed text is thrown away only by a second Esc, the editor saying so after the
 * first (audit 33a, C8: one Esc lost a whole annotation); an unchanged one closes. */
static void escape(App *app)
{
    NoteEdit *e = &app->note;
    if (!e->esc_asked && note_changed(app)) {
        e->esc_asked = true;
    } else {
        close_editor(app);
    }
}

/* The keys' hint under the field, or after a first Esc over changes, the question. */
static StrId hint_id(const App *app)
{
    return app->note.esc_asked           ? S_NOTE_DISCARD_ASK
           : app->note.label == POS_NONE ? S_NOTE_HINT
                                         : S_LABEL_HINT;
}

/* The field's kind: a comment's lines, or a board text's one line. */
static TextFieldKind field_kind(const NoteEdit *e)
{
    return e->label == POS_NONE ? TEXTFIELD_LINES : TEXTFIELD_WORDS;
}

static size_t chars_of(const char *s, size_t n)
{
    size_t chars = 0;
    for (size_t i = 0; i < n; i++) {
        chars += ((unsigned char)s[i] & 0xC0) != 0x80; /* a character's first byte */
    }
    return chars;
}

/* text typed or pasted over the selection, as much as the comment's REVIEW_NOTE_CHARS
 * characters leave room for (a board text's field takes any length: Enter judges it);
 * false when some of it was left out. */
static bool note_type(NoteEdit *e, const char *text)
{
    TextSel sel = e->sel;
    size_t lo, nsel = textfield_selected(e->text, e->len, &sel, &lo);
    size_t have = chars_of(e->text, e->len) - chars_of(e->text + lo, nsel);
    size_t room = have < REVIEW_NOTE_CHARS ? REVIEW_NOTE_CHARS - have : 0;
    size_t n = strlen(text), take = 0;
    for (size_t chars = 0; take < n && (chars < room || e->label != POS_NONE); chars++) {
        size_t k = text_utf8_char(text + take, n - take);
        take += k > 0 ? k : 1;
    }
    char *part = malloc(take + 1);
    if (!part) {
        return false;
    }
    memcpy(part, text, take);
    part[take] = '\0';
    bool all = textfield_type(e->text, sizeof e->text, &e->len, &e->sel, part, field_kind(e));
    free(part);
    return all && take == n;
}

void ui_note_text(App *app, const char *text)
{
    NoteEdit *e = &app->note;
    e->goal_x = -1;
    e->esc_asked = false; /* typing on: the question is answered */
    e->too_long |= !note_type(e, text);
    e->refused = REVIEW_MARK_OK;
    follow_caret(app);
}

/* Enter on a board text: kept, or refused with the reason (the editor stays open). */
static void save_label(App *app)
{
    NoteEdit *e = &app->note;
    e->refused = session_set_label(&app->sess, e->label, e->text, e->len);
    if (e->refused == REVIEW_MARK_OK) {
        close_editor(app);
        ui_letters_notice(app);
    }
}

static void save(App *app)
{
    NoteEdit *e = &app->note;
    if (e->label != POS_NONE) {
        save_label(app);
        return;
    }
    const char *was = session_note(&app->sess, e->ply);
    char *before = malloc(strlen(was) + 1);
    if (before) {
        memcpy(before, was, strlen(was) + 1);
    }
    ReviewNoteCheck r = session_set_note(&app->sess, e->ply, e->text, e->len);
    if (r == REVIEW_NOTE_TOO_LONG) { /* typing stops before: a guard, the editor stays */
        e->too_long = true;
        free(before);
        return;
    }
    close_editor(app);
    const char *now = session_note(&app->sess, e->ply);
    if (r != REVIEW_NOTE_OK) {
        status_notice_set(&app->notice, S_MSG_NOTE_FULL, true, NOTICE_NUMBER, REVIEW_NOTES_TOTAL,
                          NULL, NULL);
    } else if (!before || strcmp(before, now) != 0) {
        status_notice_set(&app->notice, now[0] ? S_MSG_NOTE_SAVED : S_MSG_NOTE_REMOVED, false,
                          NOTICE_PLAIN, 0, NULL, NULL);
    }
    free(before);
}

static void caret_by_line(App *app, int dir, bool end, bool extend);

void ui_note_key(App *app, const SDL_KeyboardEvent *k)
{
    NoteEdit *e = &app->note;
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0, shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    SDL_Keycode key = k->keysym.sym;
    if (key != SDLK_UP && key != SDLK_DOWN) {
        e->goal_x = -1;
    }
    if (key != SDLK_ESCAPE && key != SDLK_LSHIFT && key != SDLK_RSHIFT && key != SDLK_LCTRL &&
        key != SDLK_RCTRL) {
        e->esc_asked = false; /* any other key: the editing goes on, Esc asks again */
    }
    switch (key) {
    case SDLK_ESCAPE: escape(app); break;
    case SDLK_UP:
    case SDLK_DOWN:
        caret_by_line(app, key == SDLK_UP ? -1 : 1, false, shift);
        follow_caret(app);
        break;
    case SDLK_HOME:
    case SDLK_END:
        if (ctrl) {
            textfield_move(e->text, e->len, &e->sel,
                           key == SDLK_HOME ? TEXTMOVE_HOME : TEXTMOVE_END, shift);
        } else {
            caret_by_line(app, 0, key == SDLK_END, shift);
        }
        follow_caret(app);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        if ((k->keysym.mod & KMOD_SHIFT) && e->label == POS_NONE) {
            ui_note_text(app, "\n");
        } else {
            save(app);
        }
        break;
    case SDLK_v:
        if (ctrl) { /* pasted as typed: within the comment's characters */
            char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
            if (clip) {
                ui_note_text(app, clip);
            }
            SDL_free(clip);
            break;
        }
        /* fall through */
    default: {
        bool cut = false;
        UiEdit ed = ui_field_edit(k, e->text, sizeof e->text, &e->len, field_kind(e), &cut,
                                  &e->sel);
        if (ed == UI_EDIT_BACK || ed == UI_EDIT_CLEAR) {
            e->too_long = false;
        }
        bool changed = ed == UI_EDIT_BACK || ed == UI_EDIT_CLEAR || ed == UI_EDIT_PASTE;
        e->refused = changed ? REVIEW_MARK_OK : e->refused;
        e->too_long |= cut;
        follow_caret(app);
        break;
    }
    }
}

void ui_note_activate(App *app, WidgetId id)
{
    if (id == W_DLG_YES) {
        save(app);
    } else if (id == W_DLG_NO) {
        close_editor(app);
    }
}

int ui_note_dialog_h(const App *app)
{
    return app->note.label == POS_NONE ? NOTE_DIALOG_H : LABEL_DIALOG_H;
}

void ui_note_build_dialog(App *app)
{
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int h = ui_px(app, 36);
    static const StrId WORDS[2] = {S_CANCEL, S_SAVE};
    int bw = ui_answer_w(app, WORDS, 2);
    int gap = ui_px(app, 10);
    int by = d.y + d.h - pad - h;
    Lang lang = app->settings.lang;
    ui_add_widget(app, W_DLG_NO, 0, WK_BUTTON,
                  (LayoutRect){d.x + d.w - pad - 2 * bw - gap, by, bw, h},
                  i18n_text(lang, S_CANCEL));
    Widget *yes = ui_add_widget(app, W_DLG_YES, 0, WK_BUTTON,
                                (LayoutRect){d.x + d.w - pad - bw, by, bw, h},
                                i18n_text(lang, S_SAVE));
    if (yes) {
        yes->active = true; /* Enter's */
    }
}

/* The editor's field: under the title, above the size and the keys' hint (0 high when the
 * dialog has no room for it). */
static LayoutRect field_rect(const App *app, int *title_h, int *size_y, int *hint_y)
{
    Assets *a = app->assets;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    int gap = ui_px(app, 8);
    int kpx = ui_font(app, UI_KEY_PX);
    int by = d.y + d.h - pad - ui_px(app, 36);
    StrId hint = hint_id(app);
    int hint_h = text_wrapped_height(a, FACE_REGULAR, kpx, i18n_text(app->settings.lang, hint), w);
    *title_h = ui_px(app, 30);
    *hint_y = by - gap - hint_h;
    *size_y = *hint_y - gap / 2 - line_h(app, kpx);
    int fy = d.y + pad + *title_h + gap;
    LayoutRect field = {x, fy, w, *size_y - gap / 2 - fy};
    field.h = field.h > 0 ? field.h : 0;
    return field;
}

/* A list for the text's lines (note_lines), or NULL: a line holds a byte at least. */
static size_t *lines_new(const NoteEdit *e) { return malloc((e->len + 8) * sizeof(size_t)); }

/* The text's lines as the field draws them (wrapped at its width; the caret's mark drawn in
 * its line changes none): their first bytes, their count (at least one: an empty text, or
 * one ending in a line break, has an empty last line). starts: from lines_new. */
static int note_lines(const App *app, size_t *starts)
{
    const NoteEdit *e = &app->note;
    int t, sy, hy, n = 0;
    LayoutRect field = field_rect(app, &t, &sy, &hy);
    int fpad = ui_px(app, 10), px = ui_font(app, NOTE_PX);
    if (app->assets && e->len > 0) {
        n = text_wrapped_lines(app->assets, FACE_REGULAR, px, e->text, field.w - 2 * fpad, starts,
                               (int)e->len + 7);
    }
    if (n == 0 || e->text[e->len - 1] == '\n') {
        starts[n++] = e->len;
    }
    return n;
}

/* The line of the n that holds byte at. */
static int line_of(const size_t *starts, int n, size_t at)
{
    int line = 0;
    while (line + 1 < n && starts[line + 1] <= at) {
        line++;
    }
    return line;
}

/* Where line i ends as drawn, and End puts the caret: before its line break, before the
 * blanks a wrapped line was broken at, or the text's end. */
static size_t line_end(const NoteEdit *e, const size_t *starts, int n, int i)
{
    if (i + 1 >= n) {
        return e->len;
    }
    size_t end = starts[i + 1];
    if (end > starts[i] && e->text[end - 1] == '\n') {
        return end - 1;
    }
    while (end > starts[i] && e->text[end - 1] == ' ') {
        end--;
    }
    return end;
}

/* How wide the n bytes at s are drawn. */
static int width_of(const App *app, int px, const char *s, size_t n)
{
    char *part = malloc(n + 1);
    int w = 0, h;
    if (part) {
        memcpy(part, s, n);
        part[n] = '\0';
        text_size(app->assets, FACE_REGULAR, px, part, &w, &h);
    }
    free(part);
    return w;
}

/* Up or Down (dir -1 or 1): the caret to the line above or below as drawn, at the x it had
 * (kept through a run of them, as text editors do); up from the first line to the text's
 * start, down from the last to its end. Home or End (dir 0, end): to its line's start or
 * end. extend (Shift) keeps the anchor. */
static void caret_by_line(App *app, int dir, bool end, bool extend)
{
    NoteEdit *e = &app->note;
    if (!app->assets) { /* no font: the text's ends */
        if (dir == 0) {
            textfield_move(e->text, e->len, &e->sel, end ? TEXTMOVE_END : TEXTMOVE_HOME, extend);
        }
        return;
    }
    size_t *starts = lines_new(e);
    if (!starts) {
        return;
    }
    int n = note_lines(app, starts);
    size_t caret = e->sel.caret;
    int line = line_of(starts, n, caret), to = line + dir, px = ui_font(app, NOTE_PX);
    size_t at;
    if (dir == 0) {
        at = end ? line_end(e, starts, n, line) : starts[line];
    } else if (to < 0 || to >= n) {
        at = to < 0 ? 0 : e->len;
    } else {
        if (e->goal_x < 0) {
            e->goal_x = width_of(app, px, e->text + starts[line], caret - starts[line]);
        }
        /* The nearest place to goal_x on that line. */
        size_t last = line_end(e, starts, n, to);
        at = starts[to];
        int best = -1;
        for (size_t i = starts[to]; i <= last;) {
            int d = width_of(app, px, e->text + starts[to], i - starts[to]) - e->goal_x;
            d = d < 0 ? -d : d;
            if (best < 0 || d < best) {
                best = d;
                at = i;
            }
            size_t k = i < last ? text_utf8_char(e->text + i, last - i) : 0;
            if (k == 0) {
                break;
            }
            i += k;
        }
    }
    textfield_move_to(e->text, e->len, &e->sel, at, extend);
    free(starts);
}

/* The first line the field shows of the text's lines: top where the caret's line is among
 * the lines shown from there, else the nearest that shows it (the caret's line first when
 * it is above them, last when below), and never so far down that the field is left half
 * empty while lines above are hidden. Fills starts, *nlines and *rows (the lines the field
 * holds). */
static int first_shown(const App *app, int top, size_t *starts, int *nlines, int *rows)
{
    int t, sy, hy;
    LayoutRect field = field_rect(app, &t, &sy, &hy);
    int fpad = ui_px(app, 10), lh = line_h(app, ui_font(app, NOTE_PX));
    *nlines = note_lines(app, starts);
    *rows = (field.h - 2 * fpad) / (lh > 0 ? lh : 1);
    *rows = *rows > 1 ? *rows : 1;
    int line = line_of(starts, *nlines, app->note.sel.caret); /* the caret's */
    top = top > line ? line : top;
    top = line >= top + *rows ? line - *rows + 1 : top;
    top = top > *nlines - *rows ? *nlines - *rows : top;
    return top > 0 ? top : 0;
}

/* Keeps the caret in the field's view after it moved or the text changed (note.top). */
static void follow_caret(App *app)
{
    NoteEdit *e = &app->note;
    if (!app->assets) {
        return;
    }
    size_t *starts = lines_new(e);
    int n, rows;
    if (starts) {
        e->top = first_shown(app, e->top, starts, &n, &rows);
    }
    free(starts);
}

/* Line i of the field drawn at y: its text, the caret's mark "▏" in it when the caret is on
 * it, and the selection's part lit behind it. */
static void draw_line(const App *app, const size_t *starts, int n, int i, int x, int y, int w)
{
    const NoteEdit *e = &app->note;
    int px = ui_font(app, NOTE_PX);
    size_t from = starts[i], to = line_end(e, starts, n, i), caret = e->sel.caret;
    size_t mark = sizeof "▏" - 1;
    bool here = line_of(starts, n, caret) == i;
    size_t at = caret < to ? caret - from : to - from; /* in the line: a blank at a break */
    size_t cap = to - from + mark + 1;
    char *line = malloc(cap);
    if (!line) {
        return;
    }
    if (here) {
        snprintf(line, cap, "%.*s▏%.*s", (int)at, e->text + from, (int)(to - from - at),
                 e->text + from + at);
    } else {
        snprintf(line, cap, "%.*s", (int)(to - from), e->text + from);
    }
    TextSel sel = e->sel;
    size_t lo, nsel = textfield_selected(e->text, e->len, &sel, &lo), hi = lo + nsel;
    lo = lo > from ? lo - from : 0;
    hi = hi > from ? (hi < to ? hi : to) - from : 0;
    if (here) { /* after the mark: moved by it */
        lo += lo >= at ? mark : 0;
        hi += hi > at ? mark : 0;
    }
    text_draw_wrapped_lit(app->assets, FACE_REGULAR, px, line, x, y,
                          w + width_of(app, px, "▏", mark), line_h(app, px), ui_colour(COLOUR_TEXT),
                          lo, hi > lo ? hi : lo, ui_colour(COLOUR_FIELD_SELECTION));
    free(line);
}

void ui_note_draw_dialog(const App *app)
{
    const NoteEdit *e = &app->note;
    const Controller *c = app->ctl;
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    int gap = ui_px(app, 8);
    int title_h, size_y, hint_y;
    LayoutRect field = field_rect(app, &title_h, &size_y, &hint_y);
    /* The title: which move. */
    char title[UI_LABEL_MAX];
    if (e->label != POS_NONE) {
        char pt[8];
        board_format_point(e->label, pt, sizeof pt);
        text_format(title, sizeof title, i18n_text(lang, S_LABEL_TITLE), pt);
    } else if (game_study(&c->game) && e->ply > 0 && e->ply <= c->game.setup) {
        status_study_row(&c->game, lang, title, sizeof title); /* its set-up: no move */
    } else if (e->ply > 0 && e->ply <= c->game.nactions) {
        char move[UI_LABEL_MAX];
        size_t n = 0;
        move[0] = '\0';
        ui_move_label(lang, &c->game, e->ply - 1, move, sizeof move, &n);
        text_format(title, sizeof title, i18n_text(lang, S_NOTE_TITLE),
                    game_shown_number(&c->game, e->ply - 1), move);
    } else {
        text_format(title, sizeof title, "%s", i18n_text(lang, S_NOTE_TITLE_GAME));
    }
    ui_draw_label(app, FACE_BOLD, title, x, d.y + pad - ui_px(app, 4), w, title_h,
                  ui_colour(COLOUR_TEXT), 0);
    /* From the bottom: the buttons, the keys' hint, the size (and what did not fit). */
    int kpx = ui_font(app, UI_KEY_PX);
    bool label = e->label != POS_NONE;
    text_draw_wrapped(a, FACE_REGULAR, kpx, i18n_text(lang, hint_id(app)), x, hint_y, w,
                      ui_colour(e->esc_asked ? COLOUR_BAD : COLOUR_DIM));
    int row_h = line_h(app, kpx);
    char size[64];
    int chars = (int)chars_of(e->text, e->len);
    bool bad = label ? chars > REVIEW_MARK_CHARS || e->refused != REVIEW_MARK_OK : e->too_long;
    if (label) {
        text_format(size, sizeof size, i18n_text(lang, S_LABEL_SIZE), chars, REVIEW_MARK_CHARS);
    } else {
        /* Characters, as the player counts them, and how full the comment is (its room is
         * characters too: a Cyrillic letter counts one). */
        text_format(size, sizeof size, i18n_ntext(lang, S_NOTE_SIZE, chars), chars,
                    (int)((long)chars * 100 / REVIEW_NOTE_CHARS));
    }
    int sw, sh;
    text_size(a, FACE_REGULAR, kpx, size, &sw, &sh);
    ui_draw_small(app, size, x, size_y, w, row_h, ui_colour(bad ? COLOUR_BAD : COLOUR_DIM), 2);
    char why[160] = "";
    if (label && (e->refused == REVIEW_MARK_TOO_LONG || chars > REVIEW_MARK_CHARS)) {
        text_format(why, sizeof why, i18n_text(lang, S_LABEL_TOO_LONG), REVIEW_MARK_CHARS);
    } else if (label && e->refused == REVIEW_MARK_FULL) {
        text_format(why, sizeof why, i18n_text(lang, S_MSG_LETTERS_FULL), REVIEW_MARKS_MAX);
    } else if (label && e->refused != REVIEW_MARK_OK) {
        text_format(why, sizeof why, "%s", i18n_text(lang, S_LABEL_NOT_TEXT));
    } else if (!label && e->too_long) {
        text_format(why, sizeof why, i18n_text(lang, S_NOTE_TOO_LONG), REVIEW_NOTE_CHARS);
    }
    if (why[0]) {
        ui_draw_small(app, why, x, size_y, w - sw - gap, row_h, ui_colour(COLOUR_BAD), 0);
    }
    /* The field: the text, its selection lit and the caret; a text taller than the field
     * shows the lines round the caret (note.top, follow_caret). */
    if (field.h <= 0) {
        return;
    }
    ui_card(app->ren, field, ui_px(app, 6), ui_colour(COLOUR_FIELD));
    int fpad = ui_px(app, 10);
    int lh = line_h(app, ui_font(app, NOTE_PX));
    size_t *starts = lines_new(e);
    if (!starts) {
        return;
    }
    int nlines, rows;
    int top = first_shown(app, e->top, starts, &nlines, &rows);
    bool below = top + rows < nlines;
    for (int i = top; i < nlines && i < top + rows; i++) {
        draw_line(app, starts, nlines, i, field.x + fpad, field.y + fpad + (i - top) * lh,
                  field.w - 2 * fpad);
    }
    /* Lines hidden above or below: a faint arrow in the field's corner says so. */
    int apx = ui_font(app, UI_KEY_PX);
    if (top > 0) {
        text_draw(a, FACE_REGULAR, apx, "▲", field.x + field.w - ui_px(app, 4), field.y,
                  ui_colour(COLOUR_FAINT), 2);
    }
    if (below) {
        text_draw(a, FACE_REGULAR, apx, "▼", field.x + field.w - ui_px(app, 4),
                  field.y + field.h - line_h(app, apx), ui_colour(COLOUR_FAINT), 2);
    }
    free(starts);
}

bool ui_notes_cut(const App *app)
{
    return app->has_sess && app->sess.info.notes_cut + app->sess.info.notes_dropped > 0;
}
