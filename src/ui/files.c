/* Renju - MIT licence, see LICENSE.
 *
 * Files in the window: SDL has no file dialog, so this is a small one drawn in the
 * window. It has a path field (typed; Backspace, Ctrl+V pastes a path), the record files
 * of the folder of the path (click one, or Up/Down), Open/Save modes (Tab switches),
 * Enter to open or save, Esc to close. The format follows the file name's ending; a
 * ".png" name saves a picture of the board. A refused file keeps the dialog open with
 * the reason, and the game on the board stays as it was. Also here: a file dropped on
 * the window, Ctrl+C (the moves as text) and Ctrl+V (a record or moves) through the
 * clipboard, the notice under the status card that reports all of these, and the
 * lasting marks of the status card (an autosave that could not be resumed, one that
 * fails) with the question before quitting while it fails.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ui_internal.h"

void ui_notice(App *app, bool bad, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(app->notice, sizeof app->notice, fmt, ap);
    va_end(ap);
    app->notice_bad = bad;
}

/* The marks' text, one paragraph each; "" when there are none. */
static void marks_text(const App *app, char *buf, size_t cap)
{
    if (!app->has_sess) {
        if (cap > 0) {
            buf[0] = '\0';
        }
        return;
    }
    session_marks(&app->sess, app->settings.lang, app->banner, buf, cap);
}

enum { MARK_PX = 13 };

int ui_marks_height(const App *app, int w)
{
    char text[1200];
    marks_text(app, text, sizeof text);
    if (!text[0] || !app->assets || w <= 0) {
        return 0;
    }
    return text_wrapped_height(app->assets, FACE_REGULAR, ui_font(app, MARK_PX), text, w) +
           ui_px(app, 6);
}

void ui_marks_draw(const App *app, int x, int y, int w)
{
    char text[1200];
    marks_text(app, text, sizeof text);
    if (text[0]) {
        text_draw_wrapped(app->assets, FACE_REGULAR, ui_font(app, MARK_PX), text, x, y, w,
                          ui_colour(COLOUR_BAD));
    }
}

bool ui_may_quit(App *app)
{
    if (!app->has_sess || app->quit) {
        return true;
    }
    session_sync(&app->sess); /* one more try */
    if (!session_unsaved(&app->sess)) {
        return true;
    }
    app->show_help = false;
    if (app->dialog == DLG_FILES) {
        SDL_StopTextInput();
    }
    app->dialog = DLG_QUIT;
    return false;
}

/* The last component of a path, for messages. */
static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Lists the folder of the path (everything up to its last '/'). */
static void list_dir(FilePrompt *fp)
{
    const char *slash = strrchr(fp->path, '/');
    size_t n = slash ? (size_t)(slash - fp->path) : 0;
    if (n == 0 && slash) {
        n = 1; /* "/" itself */
    }
    if (n >= sizeof fp->dir) {
        n = sizeof fp->dir - 1;
    }
    memcpy(fp->dir, fp->path, n);
    fp->dir[n] = '\0';
    fp->nfiles = fp->dir[0] ? session_list_files(fp->dir, fp->files, SESSION_MAX_FILES) : 0;
    fp->selected = -1;
    for (int i = 0; i < fp->nfiles; i++) {
        if (strcmp(fp->files[i], base_name(fp->path)) == 0) {
            fp->selected = i;
        }
    }
    if (fp->scroll > fp->nfiles) {
        fp->scroll = 0;
    }
}

void ui_files_open(App *app, bool save)
{
    FilePrompt *fp = &app->prompt;
    char dir[900];
    if (!app->has_sess || !session_games_dir(&app->sess, dir, sizeof dir)) {
        snprintf(dir, sizeof dir, ".");
    }
    fp->save = save;
    fp->error[0] = '\0';
    fp->scroll = 0;
    if (save) {
        /* A new name for every save: the date and time, our own format. */
        char stamp[40];
        time_t now = time(NULL);
        struct tm tmv;
        localtime_r(&now, &tmv);
        strftime(stamp, sizeof stamp, "game-%Y-%m-%d-%H%M", &tmv);
        snprintf(fp->path, sizeof fp->path, "%s/%s.renju", dir, stamp);
    } else {
        snprintf(fp->path, sizeof fp->path, "%s/", dir);
    }
    list_dir(fp);
    app->dialog = DLG_FILES;
    SDL_StartTextInput();
}

static void close_files(App *app)
{
    app->dialog = DLG_NONE;
    SDL_StopTextInput();
}

void ui_record_why(const App *app, const RecordError *err, char *buf, size_t cap)
{
    i18n_record_error(app->settings.lang, err, buf, cap);
}

bool ui_load_path(App *app, const char *path)
{
    RecordError err;
    Lang lang = app->settings.lang;
    if (!app->has_sess || !session_load_file(&app->sess, path, &err)) {
        if (!app->has_sess) {
            record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        }
        char why[400];
        ui_record_why(app, &err, why, sizeof why);
        ui_notice(app, true, i18n_text(lang, S_MSG_NOT_LOADED), why);
        snprintf(app->prompt.error, sizeof app->prompt.error, "%s", app->notice);
        return false;
    }
    app->list_follow = true;
    app->banner = false;
    ui_notice(app, false, i18n_text(lang, S_MSG_LOADED), base_name(path));
    return true;
}

static bool has_ending(const char *path, const char *ending)
{
    size_t n = strlen(path), m = strlen(ending);
    return n >= m && SDL_strcasecmp(path + n - m, ending) == 0;
}

static void go(App *app)
{
    FilePrompt *fp = &app->prompt;
    Lang lang = app->settings.lang;
    fp->error[0] = '\0';
    if (!fp->save) {
        if (ui_load_path(app, fp->path)) {
            close_files(app);
        }
        return;
    }
    bool ok;
    char why[400];
    if (has_ending(fp->path, ".png")) {
        char sdl[300];
        RecordError err;
        ok = ui_export_png(app, fp->path, sdl, sizeof sdl, &err);
        if (ok) {
            ui_notice(app, false, i18n_text(lang, S_MSG_EXPORTED), base_name(fp->path));
        } else if (err.reason != RECORD_R_NONE) {
            ui_record_why(app, &err, why, sizeof why);
        } else { /* the picture library's own text, in English only */
            snprintf(why, sizeof why, i18n_text(lang, S_REASON_ENGLISH), sdl);
        }
    } else {
        RecordError err;
        ok = app->has_sess && session_save_file(&app->sess, fp->path, sizeof fp->path, &err);
        if (!app->has_sess) {
            record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        }
        if (ok) {
            ui_notice(app, false, i18n_text(lang, S_MSG_SAVED), base_name(fp->path));
        } else {
            ui_record_why(app, &err, why, sizeof why);
        }
    }
    if (ok) {
        close_files(app);
    } else {
        ui_notice(app, true, i18n_text(lang, S_MSG_NOT_SAVED), why);
        snprintf(fp->error, sizeof fp->error, "%s", app->notice);
    }
}

/* Puts the picked file's name into the path. */
static void pick(App *app, int i)
{
    FilePrompt *fp = &app->prompt;
    if (i < 0 || i >= fp->nfiles) {
        return;
    }
    snprintf(fp->path, sizeof fp->path, "%s/%s", fp->dir, fp->files[i]);
    fp->selected = i;
    if (i < fp->scroll) {
        fp->scroll = i;
    } else if (fp->rows_visible > 0 && i >= fp->scroll + fp->rows_visible) {
        fp->scroll = i - fp->rows_visible + 1;
    }
}

void ui_files_activate(App *app, WidgetId id, int arg)
{
    FilePrompt *fp = &app->prompt;
    switch (id) {
    case W_FILE_MODE: fp->save = arg == 1; fp->error[0] = '\0'; break;
    case W_FILE_ITEM:
        if (fp->selected == arg && !fp->save) {
            pick(app, arg);
            go(app); /* a second click opens */
        } else {
            pick(app, arg);
        }
        break;
    case W_FILE_PICTURE: {
        /* Replace the ending (if any) of the name by .png. */
        char *slash = strrchr(fp->path, '/');
        char *dot = strrchr(slash ? slash : fp->path, '.');
        size_t n = dot ? (size_t)(dot - fp->path) : strlen(fp->path);
        if (n + 5 < sizeof fp->path) {
            memcpy(fp->path + n, ".png", 5);
        }
        break;
    }
    case W_FILE_GO: go(app); break;
    case W_DLG_CANCEL: close_files(app); break;
    default: break;
    }
}

static void append(FilePrompt *fp, const char *text)
{
    size_t n = strlen(fp->path);
    for (const char *t = text; *t && n + 1 < sizeof fp->path; t++) {
        if ((unsigned char)*t >= 0x20 && *t != 0x7f) {
            fp->path[n++] = *t;
        }
    }
    fp->path[n] = '\0';
    if (strchr(text, '/')) {
        list_dir(fp);
    }
}

void ui_files_text(App *app, const char *text)
{
    append(&app->prompt, text);
    app->prompt.error[0] = '\0';
}

void ui_files_key(App *app, const SDL_KeyboardEvent *k)
{
    FilePrompt *fp = &app->prompt;
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE: close_files(app); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: go(app); break;
    case SDLK_TAB: fp->save = !fp->save; fp->error[0] = '\0'; break;
    case SDLK_UP: pick(app, fp->selected <= 0 ? 0 : fp->selected - 1); break;
    case SDLK_DOWN: pick(app, fp->selected + 1 < fp->nfiles ? fp->selected + 1 : fp->selected); break;
    case SDLK_BACKSPACE: {
        size_t n = strlen(fp->path);
        /* One UTF-8 character: continuation bytes go with their lead byte. */
        while (n > 0 && ((unsigned char)fp->path[n - 1] & 0xC0) == 0x80) {
            n--;
        }
        if (n > 0) {
            n--;
        }
        bool was_dir = fp->path[n] == '/';
        fp->path[n] = '\0';
        if (was_dir) {
            list_dir(fp);
        }
        break;
    }
    case SDLK_v:
        if (ctrl && SDL_HasClipboardText()) {
            char *clip = SDL_GetClipboardText();
            if (clip) {
                append(fp, clip);
                SDL_free(clip);
            }
        }
        break;
    case SDLK_u:
        if (ctrl) {
            fp->path[0] = '\0'; /* clear the field, as in a terminal */
        }
        break;
    default: break;
    }
}

/* Rows of the dialog, unscaled: title, mode, path, formats, list, buttons. */
enum { FD_PAD = 24, FD_TITLE = 44, FD_ROW = 34, FD_FORMATS = 44, FD_ITEM = 26 };

static LayoutRect list_rect(const App *app)
{
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, FD_PAD);
    LayoutRect r;
    r.x = d.x + pad;
    r.w = d.w - 2 * pad;
    r.y = d.y + pad + ui_px(app, FD_TITLE + FD_ROW + 10 + FD_ROW + FD_FORMATS);
    r.h = d.y + d.h - pad - ui_px(app, FD_ROW + 12) - r.y;
    return r;
}

void ui_files_build(App *app)
{
    FilePrompt *fp = &app->prompt;
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, FD_PAD);
    int x = d.x + pad;
    int h = ui_px(app, FD_ROW);
    int y = d.y + pad + ui_px(app, FD_TITLE);
    int segw = ui_px(app, 130);
    Widget *wd;
    for (int m = 0; m < 2; m++) {
        if (app->nwidgets >= UI_MAX_WIDGETS) {
            return;
        }
        wd = &app->widgets[app->nwidgets++];
        memset(wd, 0, sizeof *wd);
        wd->id = W_FILE_MODE;
        wd->arg = m;
        wd->kind = WK_SEGMENT;
        wd->r = (LayoutRect){x + m * (segw + ui_px(app, 6)), y, segw, h};
        wd->label = i18n_text(lang, m ? S_SAVE : S_OPEN);
        wd->enabled = true;
        wd->active = fp->save == (m == 1);
    }
    LayoutRect lr = list_rect(app);
    int ih = ui_px(app, FD_ITEM);
    fp->rows_visible = ih > 0 ? lr.h / ih : 0;
    if (fp->scroll > fp->nfiles - fp->rows_visible) {
        fp->scroll = fp->nfiles - fp->rows_visible;
    }
    if (fp->scroll < 0) {
        fp->scroll = 0;
    }
    for (int i = 0; i < fp->rows_visible && fp->scroll + i < fp->nfiles; i++) {
        if (app->nwidgets >= UI_MAX_WIDGETS) {
            return;
        }
        int f = fp->scroll + i;
        wd = &app->widgets[app->nwidgets++];
        memset(wd, 0, sizeof *wd);
        wd->id = W_FILE_ITEM;
        wd->arg = f;
        wd->kind = WK_LIST_ITEM;
        wd->r = (LayoutRect){lr.x, lr.y + i * ih, lr.w, ih};
        wd->label = fp->files[f];
        wd->enabled = true;
        wd->active = fp->selected == f;
    }
    /* Buttons along the bottom: [Picture] ... [Cancel] [Open|Save]. */
    int bw = ui_px(app, 140);
    int by = d.y + d.h - pad - h;
    struct {
        WidgetId id;
        StrId label;
        int x;
        bool active;
    } buttons[3] = {
        {W_DLG_CANCEL, S_CANCEL, d.x + d.w - pad - 2 * bw - ui_px(app, 10), false},
        {W_FILE_GO, fp->save ? S_SAVE : S_OPEN, d.x + d.w - pad - bw, true},
        {W_FILE_PICTURE, S_PICTURE, x, false},
    };
    int nb = fp->save ? 3 : 2;
    for (int i = 0; i < nb && app->nwidgets < UI_MAX_WIDGETS; i++) {
        wd = &app->widgets[app->nwidgets++];
        memset(wd, 0, sizeof *wd);
        wd->id = buttons[i].id;
        wd->kind = WK_BUTTON;
        wd->r = (LayoutRect){buttons[i].x, by, bw, h};
        wd->label = i18n_text(lang, buttons[i].label);
        wd->enabled = true;
        wd->active = buttons[i].active;
    }
}

void ui_files_draw(const App *app)
{
    const FilePrompt *fp = &app->prompt;
    Lang lang = app->settings.lang;
    Assets *a = app->assets;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, FD_PAD);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    const char *title = i18n_text(lang, fp->save ? S_FILE_TITLE_SAVE : S_FILE_TITLE_OPEN);
    text_draw(a, FACE_BOLD, text_fit(a, FACE_BOLD, ui_font(app, 21), ui_font(app, 17), title, w),
              title, x, d.y + pad, ui_colour(COLOUR_TEXT), 0);
    /* The path field: the end of the path when it is too long, then the caret. */
    int y = d.y + pad + ui_px(app, FD_TITLE + FD_ROW + 10);
    int h = ui_px(app, FD_ROW);
    LayoutRect field = {x, y, w, h};
    ui_card(app->ren, field, ui_px(app, 5), ui_rgba(30, 32, 37, 255));
    ui_frame(app->ren, field, 1, ui_colour(COLOUR_ACCENT));
    int fpx = ui_font(app, 15);
    const char *shown = fp->path;
    int tw, th;
    text_size(a, FACE_REGULAR, fpx, shown, &tw, &th);
    while (*shown && tw > w - ui_px(app, 30)) {
        shown++;
        while (((unsigned char)*shown & 0xC0) == 0x80) {
            shown++;
        }
        text_size(a, FACE_REGULAR, fpx, shown, &tw, &th);
    }
    int tx = x + ui_px(app, 10);
    int used = text_draw(a, FACE_REGULAR, fpx, shown, tx, y + (h - th) / 2, ui_colour(COLOUR_TEXT), 0);
    {
        /* The caret, always shown: the window redraws only on events. */
        ui_fill(app->ren, tx + used + 1, y + ui_px(app, 7), ui_px(app, 2) > 0 ? ui_px(app, 2) : 1,
                h - ui_px(app, 14), ui_colour(COLOUR_ACCENT));
    }
    /* The formats, or why the last attempt failed. */
    y += h + ui_px(app, 6);
    if (fp->error[0]) {
        text_draw_wrapped(a, FACE_REGULAR, ui_font(app, 13), fp->error, x, y, w, ui_colour(COLOUR_BAD));
    } else {
        /* The formats: in their row's two lines. */
        int room = ui_px(app, FD_FORMATS - 6);
        int used_h = text_draw_wrapped(a, FACE_REGULAR, ui_font(app, 13),
                                       i18n_text(lang, S_FILE_FORMATS), x, y, w, ui_colour(COLOUR_DIM));
        if (used_h > room) {
            assets_note_overflow(a, i18n_text(lang, S_FILE_FORMATS), used_h, room);
        }
    }
    LayoutRect lr = list_rect(app);
    ui_fill(app->ren, lr.x, lr.y - 2, lr.w, 1, ui_colour(COLOUR_BORDER));
    if (fp->nfiles == 0) {
        text_draw(a, FACE_REGULAR, ui_font(app, 14), i18n_text(lang, S_NO_FILES), lr.x + ui_px(app, 10),
                  lr.y + ui_px(app, 8), ui_colour(COLOUR_FAINT), 0);
    }
}

void ui_copy(App *app)
{
    char buf[GAME_MAX_ACTIONS * 5 + 16];
    if (app->has_sess && session_copy(&app->sess, buf, sizeof buf) &&
        SDL_SetClipboardText(buf) == 0) {
        ui_notice(app, false, "%s", i18n_text(app->settings.lang, S_MSG_COPIED));
    }
}

void ui_paste(App *app)
{
    Lang lang = app->settings.lang;
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (!clip || !clip[0]) {
        ui_notice(app, true, "%s", i18n_text(lang, S_MSG_CLIPBOARD_EMPTY));
    } else {
        RecordError err;
        if (app->has_sess && session_paste(&app->sess, clip, strlen(clip), &err)) {
            app->list_follow = true;
            app->banner = false;
            int moves = app->ctl->game.board.ply;
            ui_notice(app, false, i18n_ntext(lang, S_MSG_PASTED, moves), moves);
        } else {
            if (!app->has_sess) {
                record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
            }
            char why[400];
            ui_record_why(app, &err, why, sizeof why);
            ui_notice(app, true, i18n_text(lang, S_MSG_PASTE_REFUSED), why);
        }
    }
    SDL_free(clip);
}
