/* Renju - MIT licence, see LICENSE.
 *
 * Files in the window: SDL has no file dialog, so this is a small one drawn in the
 * window. It has a path field (typed; Backspace, Ctrl+V pastes a path), the record files
 * of the folder of the path (click one, or Up/Down), Open/Save/Merge modes (Tab switches;
 * Merge adds a library's or a game's lines to these, RenLib's merge of libraries),
 * Enter to open or save, Esc to close. The format follows the file name's ending; a
 * ".png" name saves a picture of the board (picture.c), its size, style and forbidden
 * points chosen under the name (Ctrl+R, Ctrl+B, Ctrl+F; settings.conf keeps them). A save
 * offers a name that names nothing yet,
 * and a save over a file that exists asks first (filesave.h). A refused file keeps the
 * dialog open with the reason, and the game on the board stays as it was. Also here: a file dropped
 * on the window, Ctrl+C (the moves as text) and Ctrl+V (a record or moves) through the clipboard,
 * the notice under the status card that reports all of these, and the lasting marks of the status
 * card (an autosave that could not be resumed, one that fails) with the question before quitting
 * while it fails (Keep playing, Save as: this dialog, whose save then quits, or Quit).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "problem_files.h"
#include "text.h"
#include "ui_internal.h"

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

bool ui_quit_study_only(const App *app)
{
    return app->dialog == DLG_QUIT && app->has_sess && app->sess.study_unsaved &&
           !session_unsaved(&app->sess) && !ui_net_live(app);
}

bool ui_may_quit(App *app)
{
    if (!app->has_sess || app->quit) {
        return true;
    }
    session_sync(&app->sess);                       /* one more try */
    bool study = session_study_unsaved(&app->sess); /* tried again too */
    /* A live network game ends for both players: asked first, saved or not (a slipped
     * Ctrl+Q must not end a tournament game); Save as, then quit, asks no more. */
    bool net = ui_net_live(app) && !app->net_quit_asked;
    if (!session_unsaved(&app->sess) && !study && !net) {
        return true;
    }
    app->show_help = false;
    if (app->dialog == DLG_FILES) {
        SDL_StopTextInput();
    }
    app->dialog = DLG_QUIT;
    app->net_quit_asked = net;
    return false;
}

/* The last component of a path, for messages. */
static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static bool has_ending(const char *path, const char *ending)
{
    size_t n = strlen(path), m = strlen(ending);
    return n >= m && SDL_strcasecmp(path + n - m, ending) == 0;
}

/* The name part of the path (after its last '/'). */
static const char *name_part(const char *path) { return base_name(path); }

/* Lists the folder of the path (everything up to its last '/') and selects the entry the
 * path names, if any. */
static void list_dir(FilePrompt *fp)
{
    const char *slash = strrchr(fp->path, '/');
    size_t n = slash ? (size_t)(slash - fp->path) : 0;
    if (n == 0 && slash) {
        n = 1; /* "/" itself */
    }
    char dir[GAMEFILES_PATH_MAX];
    if (n >= sizeof dir) {
        n = sizeof dir - 1;
    }
    memcpy(dir, fp->path, n);
    dir[n] = '\0';
    char tidy[GAMEFILES_PATH_MAX]; /* "./", "../", "~/" typed: the folder they name */
    /* A library is a RenLib file: the other records are left out before the list's room
     * is shared out. */
    gamefiles_list_only(&fp->folder,
                        filesave_tidy_folder(n > 0 ? dir : ".", tidy, sizeof tidy) ? tidy
                        : n > 0 ? dir
                                : ".",
                        fp->library ? RECORD_LIB : RECORD_AUTO);
    if (fp->library) { /* a library is a RenLib file: the other records are left out */
        int kept = 0;
        for (int i = 0; i < fp->folder.n; i++) {
            const GameFileEntry *e = &fp->folder.entries[i];
            if (e->kind != GAMEFILE_RECORD || has_ending(e->name, ".lib")) {
                fp->folder.entries[kept++] = *e;
            }
        }
        /* The built-in library first, in every folder: the way back to it. */
        GameFolder *f = &fp->folder;
        if (kept == GAMEFILES_MAX) {
            kept--;
            f->left_out++;
        }
        memmove(&f->entries[1], &f->entries[0], (size_t)kept * sizeof f->entries[0]);
        memset(&f->entries[0], 0, sizeof f->entries[0]);
        f->entries[0].kind = GAMEFILE_BUILTIN;
        f->n = kept + 1;
    }
    fp->selected = -1;
    fp->scroll = 0;
    const char *name = name_part(fp->path);
    for (int i = 0; i < fp->folder.n && name[0]; i++) {
        if (strcmp(fp->folder.entries[i].name, name) == 0) {
            fp->selected = i;
        }
    }
}

/* Shows folder dir: the path becomes dir/ (in save mode dir/ and the name being saved,
 * never a name made of a folder's: filesave_show_folder). */
static void enter_dir(FilePrompt *fp, const char *dir)
{
    char path[sizeof fp->path];
    memcpy(path, fp->path, sizeof path);
    if (!fp->save) {
        path[0] = '\0';
    }
    if (!filesave_show_folder(path, sizeof path, dir)) {
        path[0] = '\0';
        if (!filesave_show_folder(path, sizeof path, dir)) {
            return;
        }
    }
    memcpy(fp->path, path, sizeof path);
    status_notice_clear(&fp->error);
    list_dir(fp);
}

/* Does the folder list ".." (first, or after the built-in library)? */
static bool has_parent(const GameFolder *f)
{
    for (int i = 0; i < f->n && i < 2; i++) {
        if (f->entries[i].kind == GAMEFILE_PARENT) {
            return true;
        }
    }
    return false;
}

static void go_up(FilePrompt *fp)
{
    char up[GAMEFILES_PATH_MAX];
    if (gamefiles_parent(fp->folder.dir, up, sizeof up)) {
        enter_dir(fp, up);
    }
}

void ui_files_open(App *app, bool save)
{
    FilePrompt *fp = &app->prompt;
    char dir[GAMEFILES_PATH_MAX];
    if (!app->has_sess || !session_games_dir(&app->sess, dir, sizeof dir)) {
        snprintf(dir, sizeof dir, ".");
    }
    if (!save && app->has_sess) {
        /* Open starts in the folder of the last file read or saved (a collection's other
         * games are listed under it there), not the games folder again. */
        session_last_folder(&app->sess, dir, sizeof dir);
    }
    fp->save = save;
    fp->library = false;
    fp->merge = false;
    fp->find = false;
    fp->problem = false; /* the study's Ctrl+S sets it after */
    fp->saving = SAVING_NONE;
    status_notice_clear(&fp->error);
    fp->scroll = 0;
    fp->eat_text = false;
    filesave_forget(&fp->ask);
    const char *own = save && app->has_sess ? session_file(&app->sess) : NULL;
    own = own && strlen(own) < sizeof fp->path ? own : NULL;
    if (own) {
        /* The game's own file: its name, folder and format (audit 32a, C2); Enter asks
         * before replacing it, and the save replaces it whole or not at all. */
        snprintf(fp->path, sizeof fp->path, "%s", own);
    }
    if (save && !own) {
        /* A new game: a new name, to the second, that names nothing yet. */
        time_t now = time(NULL);
        struct tm tmv;
        if (!localtime_r(&now, &tmv) ||
            !filesave_new_path(dir, &tmv, app->ctl->game.result, fp->path, sizeof fp->path)) {
            gamefiles_join(dir, "", fp->path, sizeof fp->path);
        }
    }
    if (save) {
        /* Its name selected, the ending kept: a name typed replaces it (audit 24 C10:
         * "k1.renju" typed after it saved "game-…-194034.renjuk1.renju"). */
        size_t start, n = strlen(fp->path), stem = filesave_stem(fp->path, &start);
        textfield_move_to(fp->path, n, &fp->path_sel, start, false);
        textfield_move_to(fp->path, n, &fp->path_sel, start + stem, true);
    } else {
        gamefiles_join(dir, "", fp->path, sizeof fp->path);
    }
    list_dir(fp);
    app->dialog = DLG_FILES;
    SDL_StartTextInput();
}

void ui_files_relist(App *app) { list_dir(&app->prompt); }

static void close_files(App *app)
{
    filesave_forget(&app->prompt.ask);
    app->prompt.saving = SAVING_NONE;
    app->dialog = DLG_NONE;
    app->quit_after_save = false;
    app->net_quit_asked = false;
    SDL_StopTextInput();
}

void ui_record_why(const App *app, const RecordError *err, char *buf, size_t cap)
{
    i18n_record_error(app->settings.lang, err, buf, cap);
}

/* "Files dropped: 20; only the first is taken", after the notice, when dropped > 1. */
static void say_dropped(App *app, int dropped)
{
    if (dropped > 1) {
        char count[16];
        snprintf(count, sizeof count, "%d", dropped);
        status_notice_then(&app->notice, S_MSG_DROPPED_MANY, count);
    }
}

/* A refusal of the record at path, in the notice and the file dialog's error line; with
 * the count of files dropped with it (dropped > 1). */
static bool not_loaded(App *app, const char *path, const RecordError *err, int dropped)
{
    status_notice_not_loaded(&app->notice, path, err);
    say_dropped(app, dropped);
    app->prompt.error = app->notice;
    return false;
}

/* The notice of a file loaded, its name (name) as given. */
static void loaded_notice(App *app, const char *name)
{
    if (!status_notice_record(&app->notice, name, &app->sess.info, &app->ctl->game)) {
        /* else a foul ended the game, an unknown rule, a result left out: first */
        StrId said = ui_notes_cut(app)       ? S_MSG_LOADED_NOTES_CUT
                     : app->sess.seats_named ? S_MSG_LOADED
                                             : S_MSG_LOADED_PEOPLE;
        status_notice_set(&app->notice, said, said == S_MSG_LOADED_NOTES_CUT, NOTICE_NAME, 0, name,
                          NULL);
    }
    status_notice_also_loaded(&app->notice, &app->sess.info); /* an SGF collection's game 1 */
}

/* The pages the notice takes at this size and language (1: whole), its name (the text it
 * says) now name; or a number past any when the name, with the quotes and the stop a
 * language may put round it, is wider than the message's room (one word no line holds:
 * broken inside). */
static int notice_pages(App *app, const char *name)
{
    snprintf(app->notice.text, sizeof app->notice.text, "%s", name);
    ui_notice_fit(app);
    int w = 0, h = 0;
    char word[sizeof app->notice.text + 8];
    snprintf(word, sizeof word, "\u00ab%s\u00bb.", name);
    text_size(app->assets, FACE_REGULAR, ui_font(app, UI_NOTICE_PAGE_PX), word, &w, &h);
    return w > ui_message_rect(app).w ? UI_NOTICE_PARTS_MAX + 1
                                      : (app->notice.pages > 1 ? app->notice.pages : 1);
}

void ui_notice_fit_name(App *app, const char *base)
{
    char name[sizeof app->notice.text];
    size_t chars = status_short_name(base, STATUS_NAME_LEAST, name, sizeof name);
    int w = 0, h = 0; /* laid out for the game loaded, as the next frame will be */
    if (!app->assets || chars <= STATUS_NAME_LEAST || !app->ren ||
        SDL_GetRendererOutputSize(app->ren, &w, &h) != 0 || w <= 0 || h <= 0) {
        snprintf(app->notice.text, sizeof app->notice.text, "%s", name);
        return;
    }
    ui_lay_out(app, w, h);
    int least = notice_pages(app, name);
    size_t lo = STATUS_NAME_LEAST, hi = chars; /* lo fits; the most that does, sought */
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2;
        status_short_name(base, mid, name, sizeof name);
        if (notice_pages(app, name) <= least) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    status_short_name(base, lo, name, sizeof name);
    snprintf(app->notice.text, sizeof app->notice.text, "%s", name);
    status_notice_page(&app->notice, 0, 0, 0, 0); /* paged again by the next frame */
}

bool ui_load_path(App *app, const char *path) { return ui_load_game(app, path, 1); }

bool ui_load_game(App *app, const char *path, int game)
{
    /* Files dropped with it (a drop of many opens the first): said after what happened
     * (audit 29a: 20 files dropped opened one without a word about the others). */
    int dropped = app->keep.go ? app->keep.dropped : app->dropped;
    app->dropped = app->keep.dropped = 0;
    if (gamefiles_library_only(path)) { /* more than a game holds: the library view reads it */
        ui_library_load_instead(app, path);
        return true;
    }
    if (problem_files_is_problem_file(path)) { /* a teacher's problems: to the study */
        ui_study_add_file(app, path);
        say_dropped(app, dropped);
        return true; /* the dialog closes: the notice says how it went */
    }
    RecordError err;
    bool refused = !app->keep.go && app->has_sess && session_at_risk(&app->sess) &&
                   gamefiles_refused(path, &err);
    if (!refused && ui_keep_asks(app, KEEP_OPEN, path)) {
        app->keep.dropped = dropped;
        app->keep.game = game;
        return false; /* asked first; the answer opens it */
    }
    if (refused) { /* a file Open refuses is refused first: no question for nothing */
        return not_loaded(app, path, &err, dropped);
    }
    if (!app->has_sess || !session_load_file_game(&app->sess, path, NULL, game, &err)) {
        if (!app->has_sess) {
            record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        }
        return not_loaded(app, path, &err, dropped);
    }
    app->list_follow = true;
    app->banner = false;
    loaded_notice(app, base_name(path));
    ui_notice_fit_name(app, base_name(path));
    say_dropped(app, dropped);
    return true;
}

/* Merges the lines of the file at path into these (the Merge tab): what it added, or why
 * not, in the notice; false (the dialog stays, with the reason) when refused. */
static bool merge_path(App *app, const char *path)
{
    RecordError err;
    ReviewMerged st;
    Notice *nt = &app->notice;
    bool merged = app->has_sess && session_merge_file(&app->sess, path, &st, &err);
    if (!merged && app->has_sess && session_merge_too_big(path, &err)) {
        /* A library larger than the game's lines: these lines merged into a copy of it,
         * a new file shown in the library view; the game and the library as they were. */
        char out[FILESAVE_PATH_MAX];
        LibraryMerged lm;
        if (session_merge_library(&app->sess, path, out, sizeof out, &lm, &err)) {
            ui_library_load_merged(app, out);
            status_notice_set(nt, S_MSG_MERGED_LIBRARY, false, NOTICE_NAME_NUMBER, lm.moves,
                              base_name(out), NULL);
            return true;
        }
    }
    if (!merged) {
        if (!app->has_sess) {
            record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
        }
        status_notice_set(nt, S_MSG_NOT_MERGED, true, NOTICE_REASON, 0, NULL, &err);
        app->prompt.error = *nt;
        return false;
    }
    if (st.moves + st.notes + st.marks == 0) {
        status_notice_set(nt, S_MSG_MERGED_NOTHING, false, NOTICE_NAME, 0, base_name(path), NULL);
    } else {
        status_notice_set(nt, st.notes + st.marks > 0 ? S_MSG_MERGED_NOTES : S_MSG_MERGED, false,
                          NOTICE_NAME_NUMBER, st.moves, base_name(path), NULL);
    }
    if (st.refused + st.kept_lost > 0) { /* "N moves of its other lines ... left out" */
        nt->also |= NOTICE_ALSO_LEFT_OUT;
        nt->also_moves = st.refused + st.kept_lost;
    }
    if (st.notes_lost + st.marks_lost > 0) {
        nt->also |= NOTICE_ALSO_NOTES_CUT;
    }
    app->list_follow = true;
    return true;
}

/* After a save: the dialog closes (and the window, when the save was asked for by the
 * quit question), or it stays with the notice as its error. */
static void saved(App *app, bool ok)
{
    FilePrompt *fp = &app->prompt;
    if (ok) {
        bool then_quit = app->quit_after_save; /* Save as from the quit question */
        bool net_asked = app->net_quit_asked;
        close_files(app);
        app->net_quit_asked = then_quit && net_asked; /* leaving was answered already */
        app->quit = then_quit && ui_may_quit(app);    /* else asks again: the save left some out */
    } else {
        fp->error = app->notice;
    }
}

/* The picture go_path asked for, once "Saving …" is on screen. */
static void save_picture(App *app)
{
    FilePrompt *fp = &app->prompt;
    fp->saving = SAVING_NONE;
    char sdl[300];
    RecordError err;
    Notice *nt = &app->notice;
    const FilePicture *pic = &app->settings.picture;
    int height = 0;
    bool ok = ui_picture_save(app, fp->path, pic, fp->saving_replace, sdl, sizeof sdl, &err,
                              &height);
    if (ok) { /* "Saved board.png, 1200 × 1200, black and white" */
        status_notice_set(
            nt, pic->style == PICTURE_PRINT ? S_MSG_EXPORTED_PRINT : S_MSG_EXPORTED_COLOUR, false,
            NOTICE_NAME_SIDE, pic->side, base_name(fp->path), NULL);
        nt->height = height; /* a score sheet's is taller than its side */
    } else if (err.reason != RECORD_R_NONE) {
        status_notice_not_saved(nt, &err);
    } else { /* the picture library's own text, in English only */
        status_notice_set(nt, S_MSG_NOT_SAVED, true, NOTICE_ENGLISH, 0, sdl, NULL);
    }
    saved(app, ok);
}

/* Saves the study's problem as a record at the dialog's path (audit 33b, B3). */
static void save_problem(App *app, bool replace)
{
    FilePrompt *fp = &app->prompt;
    RecordInfo info;
    RecordError err;
    Game *g = ui_study_problem_game(app, NULL, 0, &info);
    bool ok = g &&
              record_save_file_lines(fp->path, record_format_from_path(fp->path), g, NULL, &info,
                                     replace ? RECORD_WRITE_REPLACE : RECORD_WRITE_NEW, &err);
    if (!g) {
        record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    }
    if (ok) {
        char where[sizeof app->notice.text];
        filesave_shown_path(fp->path, where, sizeof where);
        if (strlen(where) + 1 >= sizeof where) {
            snprintf(where, sizeof where, "%s", base_name(fp->path));
        }
        status_notice_set(&app->notice, S_MSG_PROBLEM_SAVED, false, NOTICE_NAME, 0, where, NULL);
    } else {
        status_notice_not_saved(&app->notice, &err);
    }
    free(g);
    saved(app, ok);
}

/* Opens or saves the path. */
static void go_path(App *app)
{
    FilePrompt *fp = &app->prompt;
    status_notice_clear(&fp->error);
    /* A name typed alone (Ctrl+A, "etyud.sgf") is in the folder shown, not the working one. */
    filesave_in_folder(fp->path, sizeof fp->path, fp->folder.dir);
    if (fp->find) { /* a folder's name typed is entered; else the folder shown is searched */
        if (name_part(fp->path)[0] && gamefiles_is_dir(fp->path)) {
            enter_dir(fp, fp->path);
            return;
        }
        char dir[sizeof fp->folder.dir];
        memcpy(dir, fp->folder.dir, sizeof dir);
        close_files(app);
        ui_find_folder(app, dir);
        return;
    }
    if (fp->save && filesave_needs_name(fp->path, fp->folder.dir)) {
        status_notice_set(&fp->error,
                          filesave_is_picture(fp->path) ? S_FILE_PICTURE_NAME_NEEDED
                                                        : S_FILE_NAME_NEEDED,
                          true, NOTICE_PLAIN, 0, NULL, NULL);
        return; /* the dialog stays, the field as it was */
    }
    bool picture = fp->save && filesave_is_picture(fp->path);
    if (!name_part(fp->path)[0] || (gamefiles_is_dir(fp->path) && !picture)) {
        /* A folder's path (typed, or ending in '/'): show it (a picture's name that is a
         * folder's is refused by the save, said: no folder is named like a picture). */
        char dir[sizeof fp->path];
        memcpy(dir, fp->path, sizeof dir);
        size_t n = strlen(dir);
        while (n > 1 && dir[n - 1] == '/') {
            dir[--n] = '\0';
        }
        enter_dir(fp, n > 0 ? dir : "/");
        return;
    }
    if (fp->library) { /* read beside the frames; the notice says how it went */
        ui_library_load(app, fp->path);
        close_files(app);
        return;
    }
    if (fp->merge) {
        if (merge_path(app, fp->path)) {
            close_files(app);
        }
        return;
    }
    if (!fp->save) {
        /* a game row picked, and neither typed over nor left: that game of the file */
        bool row = fp->game > 1 && fp->selected >= 0 && fp->selected < fp->folder.n &&
                   fp->folder.entries[fp->selected].game == fp->game &&
                   strcmp(fp->path, fp->game_path) == 0;
        if (ui_load_game(app, fp->path, row ? fp->game : 1)) {
            close_files(app);
        }
        return;
    }
    /* The name the save writes ("good" is good.renju, "k1.renju" typed over the stem of
     * "game-….renju" k1.renju): a file there is asked about first (answer_replace comes
     * back here). The caret at its end. */
    filesave_complete(fp->path, sizeof fp->path);
    picture = filesave_is_picture(fp->path); /* "ws.png" typed over the stem of "….renju" */
    textfield_place(fp->path, strlen(fp->path), &fp->path_sel, strlen(fp->path));
    FileSaveStep step = filesave_check(&fp->ask, fp->path);
    if (step == FILESAVE_ASK) {
        return;
    }
    bool replace = step == FILESAVE_REPLACE; /* else a file made meanwhile is kept */
    if (picture) {
        /* A large picture takes a while: "Saving board.png…" is drawn first, and the
         * save comes in the frame after it (ui_files_frame). */
        fp->saving = SAVING_ASKED;
        fp->saving_replace = replace;
        return;
    }
    RecordError err;
    Notice *nt = &app->notice;
    if (fp->problem) { /* the study's problem: its position, the side to move its own */
        save_problem(app, replace);
        return;
    }
    bool ok = app->has_sess &&
              session_save_file(&app->sess, fp->path, sizeof fp->path, replace, &err);
    if (!app->has_sess) {
        record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    }
    if (ok) {
        /* Where it went, "~" for the home folder (audit 31a, B2: "Saved etyud.sgf" named
         * no folder); its name alone when the path is longer than a notice holds. What
         * the format left behind is said; the game is then not counted as saved
         * (session_save_file), so replacing it still asks. */
        char where[sizeof nt->text];
        filesave_shown_path(fp->path, where, sizeof where);
        if (strlen(where) + 1 >= sizeof where) {
            snprintf(where, sizeof where, "%s", base_name(fp->path));
        }
        RecordFormat fmt = record_format_from_path(fp->path);
        StrId said = session_saved_notice_of(&app->sess, session_save_leaves(&app->sess, fmt), fmt);
        status_notice_set(nt, said, false, NOTICE_NAME, 0, where, NULL);
        Game *g = session_saved_game(&app->sess); /* the game the file holds */
        status_notice_also_saved(nt, g ? g : &app->ctl->game, &app->sess.info, fmt, app->sess.rev);
        free(g);
    } else {
        status_notice_not_saved(nt, &err);
    }
    saved(app, ok);
}

/* The player's answer to "... exists. Replace it?" (the field cannot change meanwhile). */
static void answer_replace(App *app, bool replace)
{
    if (filesave_answer(&app->prompt.ask, replace)) {
        go_path(app);
    }
}

/* Selects entry i and keeps it in view; a record's path goes into the field, a folder
 * leaves only the folder there (and, when saving, the name being saved). */
static void pick(App *app, int i)
{
    FilePrompt *fp = &app->prompt;
    if (i < 0 || i >= fp->folder.n) {
        return;
    }
    const GameFileEntry *e = &fp->folder.entries[i];
    fp->game = 1;
    if (e->kind == GAMEFILE_RECORD) {
        char path[sizeof fp->path];
        if (gamefiles_join(fp->folder.dir, e->name, path, sizeof path)) {
            memcpy(fp->path, path, sizeof path);
            /* a collection's game row: that game of the file, while the path stays */
            fp->game = e->game > 1 ? e->game : 1;
            memcpy(fp->game_path, path, sizeof path);
        }
    } else if (!fp->save) {
        gamefiles_join(fp->folder.dir, "", fp->path, sizeof fp->path);
    }
    fp->selected = i;
    status_notice_clear(&fp->error);
    if (i < fp->scroll) {
        fp->scroll = i;
    } else if (fp->rows_visible > 0 && i >= fp->scroll + fp->rows_visible) {
        fp->scroll = i - fp->rows_visible + 1;
    }
}

/* Enter on entry i, or a second click: a folder is entered, a record opened (or, when
 * saving, saved over). */
static void open_entry(App *app, int i)
{
    FilePrompt *fp = &app->prompt;
    if (i < 0 || i >= fp->folder.n) {
        go_path(app);
        return;
    }
    const GameFileEntry *e = &fp->folder.entries[i];
    char dir[GAMEFILES_PATH_MAX];
    switch (e->kind) {
    case GAMEFILE_PARENT: go_up(fp); break;
    case GAMEFILE_DIR:
        if (gamefiles_join(fp->folder.dir, e->name, dir, sizeof dir)) {
            enter_dir(fp, dir);
        }
        break;
    case GAMEFILE_RECORD:
        pick(app, i);
        go_path(app);
        break;
    case GAMEFILE_BUILTIN:
        if (ui_library_use_builtin(app, true)) {
            close_files(app);
        }
        break;
    }
}

static void go_home(App *app)
{
    const char *home = getenv("HOME");
    if (home && home[0] == '/') {
        enter_dir(&app->prompt, home);
    }
}

static void go_games(App *app)
{
    char dir[GAMEFILES_PATH_MAX];
    if (app->has_sess && session_games_dir(&app->sess, dir, sizeof dir)) {
        enter_dir(&app->prompt, dir);
    }
}

enum { FD_PAD = 24, FD_TITLE = 44, FD_ROW = 34, FD_FORMATS = 44, FD_ITEM = 46 };

/* A list row: its words and their room grow with the interface size, as the rest of the
 * dialog's do (they stayed 9 to 11 pixels: audit 33a B6). */
static int item_h(const App *app) { return ui_font(app, FD_ITEM); }

/* The Open, Save and Merge tabs' width: wide enough for the longest label at full size
 * (bold, as the chosen one is), from 70 to 150 units. */
static const StrId TABS[3] = {S_OPEN, S_SAVE, S_FILE_MERGE};
/* Tab turns Open to Save, Save to Merge, Merge to Open: the tab it turns to shows it, as
 * the study's tabs do (audit 33a, C4: the mode changed silently). */
#define TAB_KEY "Tab"

static int tab_w(const App *app)
{
    int segw = ui_px(app, 70);
    for (int m = 0; m < 3; m++) {
        int tw, th;
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX),
                  i18n_text(app->settings.lang, TABS[m]), &tw, &th);
        int kw, kh; /* the tab Tab turns to says so (TAB_KEY) */
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), TAB_KEY, &kw, &kh);
        int need = tw + 2 * ui_px(app, UI_BUTTON_SIDE) + ui_px(app, 2) + kw + ui_px(app, 8);
        segw = need > segw ? need : segw;
    }
    return segw < ui_px_grown(app, 150) ? segw : ui_px_grown(app, 150); /* the text's units */
}

/* The folders: [Up] [Home] [Games], each with its key ("Home: Home" says it once). */
static const struct {
    WidgetId id;
    StrId label;
    const char *key;
} FOLDERS[3] = {
    {W_FILE_UP, S_FILE_UP, "⌫"},
    {W_FILE_HOME, S_FILE_HOME, "Home"},
    {W_FILE_GAMES, S_FILE_GAMES, "Ctrl+G"},
};

static const char *folder_key(const App *app, int i)
{
    return strcmp(FOLDERS[i].key, i18n_text(app->settings.lang, FOLDERS[i].label)) != 0
               ? FOLDERS[i].key
               : "";
}

/* What the widest folder button needs for its words at full size and its key beside them. */
static int folder_need(const App *app)
{
    int need = 0;
    for (int i = 0; i < 3; i++) {
        int n = ui_button_width_for(app, i18n_text(app->settings.lang, FOLDERS[i].label),
                                    folder_key(app, i));
        need = n > need ? n : need;
    }
    return need;
}

/* The folders' width on the tabs' row, right of them (a third each of the rest). */
static int folder_w_beside(const App *app)
{
    LayoutRect d = ui_dialog_rect(app);
    int gap = ui_px(app, 6);
    return (d.w - 2 * ui_px(app, FD_PAD) - 3 * (tab_w(app) + gap) - ui_px(app, 14) - 2 * gap) / 3;
}

/* Do the folders take a row of their own under the tabs? Where the tabs leave them too
 * little for their words and keys at full size (audit 30 C5: Russian's "Партии" smaller,
 * without Ctrl+G, and "Вверх" without ⌫, at 1024x640), rather than a smaller word or
 * no key on one button. */
static bool folders_below(const App *app) { return folder_need(app) > folder_w_beside(app); }

/* The height the folders' own row adds (0 on the tabs' row). */
static int folders_row_h(const App *app) { return folders_below(app) ? ui_px(app, FD_ROW + 6) : 0; }

/* The path field. */
static LayoutRect path_rect(const App *app)
{
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, FD_PAD);
    return (LayoutRect){d.x + pad,
                        d.y + pad + ui_px(app, FD_TITLE + FD_ROW + 10) + folders_row_h(app),
                        d.w - 2 * pad, ui_px(app, FD_ROW)};
}

/* Are the picture's options shown (a save to a ".png" name)? */
static bool picture_options(const FilePrompt *fp)
{
    return fp->save && !fp->merge && !fp->library && !fp->find && filesave_is_picture(fp->path);
}

/* Is the picture the study's problem's, a worksheet (its title and task round it, no
 * score sheet: picture.c's problem_picture)? */
static bool worksheet(const App *app) { return app->prompt.problem && ui_study_on(app); }

/* The height the picture's options take under the path field: the sizes and the styles,
 * then the forbidden points' box (0 when they are not shown). */
static int options_h(const App *app)
{
    return picture_options(&app->prompt) ? 2 * ui_px(app, FD_ROW + 6) : 0;
}

/* A picture's option chosen (W_FILE_PICTURE_*, arg as the widget's), kept in settings.conf
 * at once, as the window's other settings are. */
static void picture_option(App *app, WidgetId id, int arg)
{
    FilePicture *pic = &app->settings.picture;
    if (id == W_FILE_PICTURE_SIDE) {
        pic->side = arg;
    } else if (id == W_FILE_PICTURE_STYLE) {
        pic->style = arg == PICTURE_PRINT ? PICTURE_PRINT : PICTURE_COLOUR;
    } else if (id == W_FILE_PICTURE_SHEET) {
        pic->sheet = !pic->sheet;
    } else {
        pic->fouls = !pic->fouls;
    }
    status_notice_clear(&app->prompt.error);
    ui_save_settings(app);
}

/* Ctrl+R, Ctrl+B, Ctrl+F, Ctrl+H while the picture's options are shown: the next size,
 * the other style, the forbidden points on or off, the score sheet's header on or off.
 * False for another key. */
static bool picture_key(App *app, SDL_Keycode key)
{
    const FilePicture *pic = &app->settings.picture;
    switch (key) {
    case SDLK_r: picture_option(app, W_FILE_PICTURE_SIDE, filesave_picture_next(pic->side)); break;
    case SDLK_b:
        picture_option(app, W_FILE_PICTURE_STYLE,
                       pic->style == PICTURE_PRINT ? PICTURE_COLOUR : PICTURE_PRINT);
        break;
    case SDLK_f: picture_option(app, W_FILE_PICTURE_FOULS, 0); break;
    case SDLK_h: /* a worksheet has no score sheet (fix34c: its box did nothing) */
        if (!worksheet(app)) {
            picture_option(app, W_FILE_PICTURE_SHEET, 0);
        }
        break;
    default: return false;
    }
    return true;
}

void ui_files_activate(App *app, WidgetId id, int arg)
{
    FilePrompt *fp = &app->prompt;
    if (fp->saving != SAVING_NONE) { /* the picture's save comes first */
        return;
    }
    if (fp->ask.asking) { /* only the question's answers are live */
        if (id == W_DLG_YES || id == W_DLG_NO) {
            answer_replace(app, id == W_DLG_YES);
        }
        return;
    }
    switch (id) {
    case W_FILE_MODE: /* Open, Save, and the Library… button: the library's mode */
        if (arg == 2) {
            /* The libraries of the folder being browsed (Ctrl+L alone opens the last
             * library's folder). */
            char dir[sizeof fp->path];
            const char *slash = strrchr(fp->path, '/');
            snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - fp->path + 1) : 0, fp->path);
            ui_library_choose(app);
            if (dir[0] && gamefiles_is_dir(dir)) {
                snprintf(fp->path, sizeof fp->path, "%s", dir);
                ui_files_relist(app);
            }
        } else if (fp->library || fp->find) { /* back from their modes to the games */
            ui_files_open(app, arg == 1);
            fp->merge = arg == 3;
        } else {
            fp->save = arg == 1;
            fp->merge = arg == 3;
        }
        status_notice_clear(&fp->error);
        break;
    case W_FILE_ITEM:
        if (fp->selected == arg) {
            open_entry(app, arg); /* a second click opens */
        } else {
            pick(app, arg);
        }
        break;
    case W_FILE_INFO: ui_info_open(app, true); break;
    case W_FILE_PICTURE: { /* the name's ending replaced by .png, a folder's named */
        time_t now = time(NULL);
        struct tm tmv;
        if (localtime_r(&now, &tmv)) {
            filesave_picture_path(fp->path, sizeof fp->path, &tmv);
        }
        break;
    }
    case W_FILE_PICTURE_SIDE:
    case W_FILE_PICTURE_STYLE:
    case W_FILE_PICTURE_FOULS:
    case W_FILE_PICTURE_SHEET: picture_option(app, id, arg); break;
    case W_FILE_UP: go_up(fp); break;
    case W_FILE_HOME: go_home(app); break;
    case W_FILE_GAMES: go_games(app); break;
    case W_FILE_GO: /* as Enter; in Find position's mode, the folder shown */
        if (fp->find) {
            go_path(app);
        } else {
            open_entry(app, fp->selected);
        }
        break;
    case W_FIND_CHOOSE: ui_find_choose(app); break;
    case W_FILE_PATH: {
        LayoutRect r = path_rect(app);
        int pad = ui_px(app, 10);
        ui_field_click(app, fp->path, &fp->path_sel, ui_font(app, 15), r.x + pad,
                       r.w - ui_px(app, 30), app->mouse_x);
        break;
    }
    case W_DLG_CANCEL: close_files(app); break;
    default: break;
    }
}

/* After text typed or pasted into the path (at was): all of it
 * went in, or, when the path would have grown past its room, none (cut) and a word why
 * (what was typed is never cut). */
static void typed(App *app, size_t was, bool cut)
{
    FilePrompt *fp = &app->prompt;
    if (cut) {
        int most = (int)sizeof fp->path - 1;
        status_notice_set(&fp->error, S_FILE_PATH_FULL, true, NOTICE_NUMBER, most, NULL, NULL);
        return;
    }
    status_notice_clear(&fp->error);
    fp->selected = -1; /* a typed name is no listed entry */
    if (strchr(fp->path + was, '/')) {
        list_dir(fp);
    }
}

void ui_files_text(App *app, const char *text)
{
    FilePrompt *fp = &app->prompt;
    if (fp->eat_text || fp->ask.asking || fp->saving != SAVING_NONE) {
        fp->eat_text = false;
        return;
    }
    size_t n = strlen(fp->path), start;
    textfield_selected(fp->path, n, &fp->path_sel, &start);
    bool all = textfield_type(fp->path, sizeof fp->path, &n, &fp->path_sel, text, TEXTFIELD_PATH);
    typed(app, start, !all);
}

/* The keys every field shares: Backspace is the dialog's own (backspace), Ctrl+U also
 * forgets the entry picked. */
static void edit(App *app, const SDL_KeyboardEvent *k)
{
    FilePrompt *fp = &app->prompt;
    size_t n = strlen(fp->path), was = n, start;
    textfield_selected(fp->path, n, &fp->path_sel, &start);
    bool cut = false;
    UiEdit ed = ui_field_edit(k, fp->path, sizeof fp->path, &n, TEXTFIELD_PATH, &cut,
                              &fp->path_sel);
    if (ed == UI_EDIT_CLEAR || ed == UI_EDIT_BACK) {
        fp->selected = -1;
    } else if (ed == UI_EDIT_PASTE && (cut || n != was)) {
        typed(app, start, cut);
    }
}

/* A key while "... exists. Replace it?" is asked: Y replaces, N or Esc keeps the file,
 * Enter takes the lit answer (keep: replacing a file is never the default). */
static void question_key(App *app, SDL_Keycode key)
{
    FilePrompt *fp = &app->prompt;
    switch (key) {
    case SDLK_y:
        fp->eat_text = true;
        answer_replace(app, true);
        break;
    case SDLK_n:
        fp->eat_text = true;
        answer_replace(app, false);
        break;
    case SDLK_ESCAPE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER: answer_replace(app, false); break;
    default: break;
    }
}

/* Is some of the path selected? */
static bool path_selection(FilePrompt *fp)
{
    size_t start;
    return textfield_selected(fp->path, strlen(fp->path), &fp->path_sel, &start) > 0;
}

/* Backspace: up to the folder above when the field holds no name of its own (nothing
 * after the folder, or the record picked from the list), else one character less. */
static void backspace(FilePrompt *fp)
{
    const char *name = name_part(fp->path);
    bool picked = !fp->save && fp->selected >= 0 && fp->selected < fp->folder.n &&
                  strcmp(fp->folder.entries[fp->selected].name, name) == 0;
    if (!name[0] || picked) {
        go_up(fp);
        return;
    }
    size_t n = strlen(fp->path);
    textfield_back(fp->path, &n);
    fp->selected = -1;
}

void ui_files_key(App *app, const SDL_KeyboardEvent *k)
{
    FilePrompt *fp = &app->prompt;
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    int last = fp->folder.n - 1;
    fp->eat_text = false; /* a text event comes right after its key, if at all */
    if (fp->saving != SAVING_NONE) {
        return;
    }
    if (fp->ask.asking) {
        question_key(app, k->keysym.sym);
        return;
    }
    switch (k->keysym.sym) {
    case SDLK_ESCAPE: close_files(app); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: open_entry(app, fp->selected); break;
    case SDLK_TAB: /* Open, Save, Merge, Open... (the library's mode stays) */
        if (!fp->library && !fp->find) {
            bool was_save = fp->save;
            fp->save = !fp->save && !fp->merge;
            fp->merge = was_save;
        }
        status_notice_clear(&fp->error);
        break;
    case SDLK_UP: pick(app, fp->selected <= 0 ? 0 : fp->selected - 1); break;
    case SDLK_DOWN: pick(app, fp->selected < last ? fp->selected + 1 : last); break;
    case SDLK_PAGEUP:
        pick(app, fp->selected - fp->rows_visible < 0 ? 0 : fp->selected - fp->rows_visible);
        break;
    case SDLK_PAGEDOWN:
        pick(app, fp->selected + fp->rows_visible > last ? last : fp->selected + fp->rows_visible);
        break;
    case SDLK_BACKSPACE: /* a selection: the field's (edit) */
    case SDLK_HOME:      /* Shift+Home: the field's, selecting */
        if (k->keysym.sym == SDLK_HOME && !(k->keysym.mod & KMOD_SHIFT)) {
            go_home(app);
        } else if (k->keysym.sym == SDLK_BACKSPACE && !path_selection(fp)) {
            backspace(fp);
        } else {
            edit(app, k);
        }
        break;
    case SDLK_g:
        if (ctrl) {
            go_games(app);
        }
        break;
    case SDLK_F4: /* the game's names, event and date, as in the game (audit 33a, C4) */
        ui_files_activate(app, W_FILE_INFO, 0);
        break;
    case SDLK_i:                /* Ctrl+I (image): Save's Picture, a .png name */
        if (ctrl && fp->save) { /* PICTURE_KEY */
            ui_files_activate(app, W_FILE_PICTURE, 0);
        } else {
            edit(app, k);
        }
        break;
    case SDLK_l: /* Ctrl+L and Ctrl+P, as in the game: Library… and Find position… */
    case SDLK_p:
        if (ctrl) {
            ui_files_activate(app, k->keysym.sym == SDLK_l ? W_FILE_MODE : W_FIND_CHOOSE, 2);
        } else {
            edit(app, k);
        }
        break;
    default:
        if (!(ctrl && picture_options(fp) && picture_key(app, k->keysym.sym))) {
            edit(app, k);
        }
        break;
    }
}

void ui_files_wheel(App *app, int dy)
{
    FilePrompt *fp = &app->prompt;
    fp->scroll -= dy * 2;
    int most = fp->folder.n - fp->rows_visible;
    if (fp->scroll > most) {
        fp->scroll = most;
    }
    if (fp->scroll < 0) {
        fp->scroll = 0;
    }
}

/* The time a frame may spend reading summaries (ms). */
enum { READ_BUDGET_MS = 12 };

bool ui_files_frame(App *app)
{
    if (app->dialog != DLG_FILES || app->prompt.library) { /* a library's size is enough */
        return false;
    }
    FilePrompt *fp = &app->prompt;
    if (fp->saving != SAVING_NONE) {
        /* Asked: a frame shows "Saving …" first (a frame is drawn after each call that
         * returns true); shown: the save itself. */
        if (fp->saving == SAVING_ASKED) {
            fp->saving = SAVING_SHOWN;
        } else {
            save_picture(app);
        }
        return true;
    }
    Uint32 start = SDL_GetTicks();
    bool any = false;
    GameFolder *f = &fp->folder;
    /* A collection's games come in as rows under it: the row selected stays selected */
    const GameFileEntry *sel = fp->selected >= 0 && fp->selected < f->n ? &f->entries[fp->selected]
                                                                        : NULL;
    char name[GAMEFILES_NAME_MAX];
    int game = sel ? sel->game : 0;
    snprintf(name, sizeof name, "%s", sel ? sel->name : "");
    while (SDL_GetTicks() - start < READ_BUDGET_MS && gamefiles_read_some(f, fp->scroll, 1) > 0) {
        any = true;
    }
    for (int i = 0; sel && i < f->n; i++) {
        if (f->entries[i].game == game && strcmp(f->entries[i].name, name) == 0) {
            fp->selected = i;
            break;
        }
    }
    return any;
}

bool ui_files_busy(const App *app)
{
    if (app->dialog != DLG_FILES || app->prompt.library) {
        return false;
    }
    if (app->prompt.saving != SAVING_NONE) {
        return true;
    }
    const GameFolder *f = &app->prompt.folder;
    for (int i = 0; i < f->n; i++) {
        if (f->entries[i].kind == GAMEFILE_RECORD && f->entries[i].sum.state == GAMEFILE_UNREAD) {
            return true;
        }
    }
    return false;
}

/* Rows of the dialog, unscaled: title, mode, path, formats, list (two lines an entry),
 * buttons. The formats' two lines and the buttons' words keep the text's scale (ui_font),
 * which stops shrinking below the least window size where the rows' (ui_px) goes on. */

/* The bottom row's Cancel and Open (Save...): 140 units, wider where a label and its key
 * need it (up to a third of the row). */
static int bottom_w(const App *app)
{
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int bw = ui_font(app, 140);
    char esc[16], enter[16];
    keymap_dialog_label(KEYMAP_DLG_CANCEL, esc, sizeof esc);
    keymap_dialog_label(KEYMAP_DLG_START, enter, sizeof enter);
    static const StrId GO[5] = {S_OPEN, S_SAVE, S_LIBRARY_LOAD, S_FILE_MERGE, S_FIND_HERE};
    for (int i = 0; i < 6; i++) {
        int need = ui_button_width_for(app, i18n_text(lang, i < 5 ? GO[i] : S_CANCEL),
                                       i < 5 ? enter : esc);
        bw = need > bw ? need : bw;
    }
    int most = (d.w - 2 * ui_px(app, FD_PAD)) / 3;
    return bw < most ? bw : most;
}

/* Library… and Find position… (the mouse's ways to Ctrl+L and Ctrl+P): what each needs,
 * its words bold at the least size, with its key (keyed) and without (bare). */
static const StrId LEFT[2] = {S_FILE_LIBRARY, S_FILE_FIND};
/* In Save's mode, Picture and Game info… (the names, event and date a save writes, audit
 * 32b, B2) take their place, with their keys (audit 33a, C4). */
static const StrId LEFT_SAVE[2] = {S_PICTURE, S_GAME_INFO_BUTTON};
#define PICTURE_KEY "Ctrl+I"
static void left_needs(const App *app, char key[2][16], int keyed[2], int bare[2])
{
    static const CtlCommand CMD[2] = {CTL_CMD_LIBRARY_OPEN, CTL_CMD_FIND_POSITION};
    bool save = app->prompt.save;
    for (int i = 0; i < 2; i++) {
        if (save && i == 0) {
            text_format(key[i], sizeof key[i], "%s", PICTURE_KEY);
        } else {
            keymap_label(save ? CTL_CMD_GAME_INFO : CMD[i], false, key[i], sizeof key[i]);
        }
        int tw, th;
        text_size(app->assets, save ? FACE_REGULAR : FACE_BOLD,
                  ui_font(app, save ? UI_LABEL_PX : UI_LABEL_MIN_PX),
                  i18n_text(app->settings.lang, save ? LEFT_SAVE[i] : LEFT[i]), &tw, &th);
        keyed[i] = tw - ui_button_label_room(app, 0, key[i], NULL) + save; /* as */
        bare[i] = tw - ui_button_label_room(app, 0, NULL, NULL) + save;    /* ui_button_width_for */
    }
}

/* The room of the two left of Cancel on the bottom row, the gap between them taken. */
static int left_room(const App *app)
{
    LayoutRect d = ui_dialog_rect(app);
    return d.w - 2 * ui_px(app, FD_PAD) - 2 * bottom_w(app) - 3 * ui_px(app, 10);
}

/* Do the two take a row of their own above the bottom one? In Open's mode and theirs,
 * where they would not keep their words and keys left of Cancel (Ukrainian's, Russian's
 * and Bulgarian's showed no Ctrl+L, Ctrl+P there), as the folders take one under the tabs. */
static bool left_below(const App *app)
{
    if (app->prompt.merge || (app->prompt.save && (app->prompt.library || app->prompt.find))) {
        return false;
    }
    char key[2][16];
    int keyed[2], bare[2];
    left_needs(app, key, keyed, bare);
    return keyed[0] + keyed[1] > left_room(app);
}

static int left_row_h(const App *app) { return left_below(app) ? ui_px(app, FD_ROW + 6) : 0; }

static LayoutRect list_rect(const App *app)
{
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, FD_PAD);
    LayoutRect r;
    r.x = d.x + pad;
    r.w = d.w - 2 * pad;
    r.y = d.y + pad + ui_px(app, FD_TITLE + FD_ROW + 10 + FD_ROW) + ui_font(app, FD_FORMATS) +
          options_h(app) + folders_row_h(app);
    r.h = d.y + d.h - pad - ui_px(app, FD_ROW + 12) - left_row_h(app) - r.y;
    return r;
}

/* While "... exists. Replace it?" is asked: the dialog's own widgets rest (from first on),
 * and [Cancel] [Replace] take the place of its buttons, Cancel lit (Enter's). */
static void build_question(App *app, int first, int x, int by, int bw, int h)
{
    for (int i = first; i < app->nwidgets; i++) {
        app->widgets[i].enabled = false;
    }
    Lang lang = app->settings.lang;
    Widget *no = ui_add_widget(app, W_DLG_NO, 0, WK_BUTTON,
                               (LayoutRect){x - bw - ui_px(app, 10), by, bw, h},
                               i18n_text(lang, S_CANCEL));
    Widget *yes = ui_add_widget(app, W_DLG_YES, 0, WK_BUTTON, (LayoutRect){x, by, bw, h},
                                i18n_text(lang, S_FILE_REPLACE));
    if (no) {
        no->active = true;
        keymap_dialog_label(KEYMAP_DLG_CANCEL, no->key, sizeof no->key); /* Esc, N, Enter */
    }
    if (yes) {
        snprintf(yes->key, sizeof yes->key, "Y");
    }
}

/* A picture's options under the path field (a ".png" saved): its sizes and its styles as
 * two groups of segments on one row, each group's segments as wide as its widest label
 * needs (bold, as the chosen one is; narrower all alike when the row is short), their
 * labels at one size; under them the box of the forbidden points with its key. */
static void build_picture_options(App *app)
{
    if (!picture_options(&app->prompt)) {
        return;
    }
    Lang lang = app->settings.lang;
    const FilePicture *pic = &app->settings.picture;
    LayoutRect field = path_rect(app);
    int gap = ui_px(app, 6), h = ui_px(app, FD_ROW);
    int x = field.x, y = field.y + field.h + gap;
    int px = ui_font(app, UI_LABEL_PX), side = 2 * ui_px(app, UI_BUTTON_SIDE) + ui_px(app, 2);
    enum { NSEG = FILESAVE_PICTURE_SIDES + 2 };
    char words[NSEG][UI_LABEL_MAX];
    int width[2] = {0, 0}; /* a size's segment, a style's */
    for (int i = 0; i < NSEG; i++) {
        if (i < FILESAVE_PICTURE_SIDES) {
            text_format(words[i], sizeof words[i], i18n_text(lang, S_PICTURE_SIDE),
                        filesave_picture_side(i));
        } else {
            text_format(words[i], sizeof words[i], "%s",
                        i18n_text(lang, i == NSEG - 1 ? S_PICTURE_PRINT : S_PICTURE_COLOUR));
        }
        int tw, th, g = i < FILESAVE_PICTURE_SIDES ? 0 : 1;
        text_size(app->assets, FACE_BOLD, px, words[i], &tw, &th);
        width[g] = tw + side > width[g] ? tw + side : width[g];
    }
    int between = ui_px(app, 14); /* between the groups */
    int need = FILESAVE_PICTURE_SIDES * width[0] + 2 * width[1] + (NSEG - 2) * gap + between;
    if (need > field.w) {
        int room = field.w - (NSEG - 2) * gap - between;
        width[0] = width[0] * room / (need - (NSEG - 2) * gap - between);
        width[1] = (room - FILESAVE_PICTURE_SIDES * width[0]) / 2;
    }
    Widget *segs[NSEG];
    for (int i = 0; i < NSEG; i++) {
        bool size = i < FILESAVE_PICTURE_SIDES;
        int arg = size ? filesave_picture_side(i) : i == NSEG - 1 ? PICTURE_PRINT : PICTURE_COLOUR;
        char *label = app->labels[app->nwidgets < UI_MAX_WIDGETS ? app->nwidgets : 0];
        snprintf(label, UI_LABEL_MAX, "%s", words[i]);
        segs[i] = ui_add_widget(app, size ? W_FILE_PICTURE_SIDE : W_FILE_PICTURE_STYLE, arg,
                                WK_SEGMENT, (LayoutRect){x, y, width[size ? 0 : 1], h}, label);
        if (segs[i]) {
            segs[i]->active = size ? pic->side == arg : pic->style == (PictureStyle)arg;
        }
        x += width[size ? 0 : 1] + (i == FILESAVE_PICTURE_SIDES - 1 ? between : gap);
    }
    ui_buttons_one_size(app, segs, NSEG);
    /* The box: as wide as its words and key need, within the row. */
    const char *key = "Ctrl+F", *words_f = i18n_text(lang, S_PICTURE_FOULS);
    int tw, th, kw, kh;
    text_size(app->assets, FACE_REGULAR, px, words_f, &tw, &th);
    text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), key, &kw, &kh);
    int bw = ui_px(app, 18 + 10) + tw + ui_px(app, 8) + kw + ui_px(app, 10);
    Widget *box = ui_add_widget(app, W_FILE_PICTURE_FOULS, 0, WK_TOGGLE,
                                (LayoutRect){field.x, y + h + gap, bw < field.w ? bw : field.w, h},
                                words_f);
    if (box) {
        box->active = pic->fouls;
        snprintf(box->key, sizeof box->key, "%s", key);
    }
    if (worksheet(app)) {
        return; /* its title and task round it: no score sheet */
    }
    /* The score sheet's box beside it, as wide as its words and key need, within the row. */
    const char *key_s = "Ctrl+H", *words_s = i18n_text(lang, S_PICTURE_SHEET);
    text_size(app->assets, FACE_REGULAR, px, words_s, &tw, &th);
    int sx = field.x + (bw < field.w ? bw : field.w) + gap * 3;
    int sw = ui_px(app, 18 + 10) + tw + ui_px(app, 8) + kw + ui_px(app, 10);
    int room = field.x + field.w - sx;
    Widget *sheet = ui_add_widget(app, W_FILE_PICTURE_SHEET, 0, WK_TOGGLE,
                                  (LayoutRect){sx, y + h + gap, sw < room ? sw : room, h}, words_s);
    if (sheet) {
        sheet->active = pic->sheet;
        snprintf(sheet->key, sizeof sheet->key, "%s", key_s);
    }
}

void ui_files_build(App *app)
{
    FilePrompt *fp = &app->prompt;
    Lang lang = app->settings.lang;
    int first = app->nwidgets;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, FD_PAD);
    int x = d.x + pad;
    int h = ui_px(app, FD_ROW);
    int y = d.y + pad + ui_px(app, FD_TITLE);
    int gap = ui_px(app, 6);
    /* The Open, Save and Merge tabs; the folder buttons take the rest. */
    static const int TAB_ARG[3] = {0, 1, 3}; /* W_FILE_MODE's 2 is the Library… button */
    int segw = tab_w(app);
    int mpx = ui_font(app, UI_LABEL_PX);
    Widget *wd;
    Widget *modes[3];
    for (int m = 0; m < 3; m++) { /* in the library's mode, the ways back */
        wd = ui_add_widget(app, W_FILE_MODE, TAB_ARG[m], WK_SEGMENT,
                           (LayoutRect){x + m * (segw + gap), y, segw, h},
                           i18n_text(lang, TABS[m]));
        modes[m] = wd;
        if (wd) {
            wd->active = !fp->library && !fp->find &&
                         (fp->merge ? m == 2 : m < 2 && fp->save == (m == 1));
            int next = fp->merge ? 0 : fp->save ? 2 : 1;
            if (!fp->library && !fp->find && m == next) { /* where the words fit beside */
                text_format(wd->key, sizeof wd->key, "%s", TAB_KEY);
                int tw, th; /* at their least size (the tabs' one size: mpx below) */
                text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), wd->label, &tw,
                          &th);
                if (tw > ui_button_label_room(app, segw, wd->key, NULL)) {
                    wd->key[0] = '\0';
                }
            }
            /* One size for the pair, the size the longer label fits chosen (bold), so
             * neither tab changes size when the mode does ("Сохранить" at 800x500). */
            int fit = text_fit(app->assets, FACE_BOLD, mpx, ui_font(app, UI_LABEL_MIN_PX),
                               wd->label, ui_button_label_room(app, segw, wd->key, NULL));
            mpx = fit < mpx ? fit : mpx;
        }
    }
    for (int m = 0; m < 3; m++) {
        if (modes[m]) {
            modes[m]->px = mpx;
        }
    }
    /* The folders, right-aligned: on the same row where they keep their words and keys
     * there, else on a row of their own under it, each as wide as the widest needs. */
    int fw = folder_w_beside(app), fy = y;
    if (folders_below(app)) {
        int most = (d.w - 2 * pad - 2 * gap) / 3, need = folder_need(app);
        fw = need < most ? need : most;
        fy = y + h + ui_px(app, 6);
    }
    int fx = d.x + d.w - pad - 3 * fw - 2 * gap;
    for (int i = 0; i < 3; i++) {
        wd = ui_add_widget(app, FOLDERS[i].id, 0, WK_BUTTON,
                           (LayoutRect){fx + i * (fw + gap), fy, fw, h},
                           i18n_text(lang, FOLDERS[i].label));
        if (wd) {
            /* A key that leaves its label no room gives way (a window below 1024x640). */
            const char *key = folder_key(app, i);
            if (ui_button_width_for(app, wd->label, key) <= fw) {
                snprintf(wd->key, sizeof wd->key, "%s", key);
            }
            wd->enabled = FOLDERS[i].id != W_FILE_UP || has_parent(&fp->folder);
        }
    }
    ui_add_widget(app, W_FILE_PATH, 0, WK_LIST_ITEM, path_rect(app), "");
    build_picture_options(app);
    LayoutRect lr = list_rect(app);
    int ih = item_h(app);
    fp->rows_visible = ih > 0 ? lr.h / ih : 0;
    if (fp->scroll > fp->folder.n - fp->rows_visible) {
        fp->scroll = fp->folder.n - fp->rows_visible;
    }
    if (fp->scroll < 0) {
        fp->scroll = 0;
    }
    for (int i = 0; i < fp->rows_visible && fp->scroll + i < fp->folder.n; i++) {
        int f = fp->scroll + i;
        wd = ui_add_widget(app, W_FILE_ITEM, f, WK_FILE_ROW,
                           (LayoutRect){lr.x, lr.y + i * ih, lr.w, ih - ui_px(app, 2)},
                           fp->folder.entries[f].name);
        if (wd) {
            wd->active = fp->selected == f;
        }
    }
    /* Buttons along the bottom: [Picture] ... [Cancel] [Open|Save], Cancel with Esc's
     * hint and the lit one with Enter's, as in the other dialogs. */
    int bw = bottom_w(app);
    int by = d.y + d.h - pad - h;
    struct {
        WidgetId id;
        StrId label;
        int x;
        bool active;
    } buttons[4] = {
        {W_DLG_CANCEL, S_CANCEL, d.x + d.w - pad - 2 * bw - ui_px(app, 10), false},
        {W_FILE_GO,
         fp->library ? S_LIBRARY_LOAD
         : fp->find  ? S_FIND_HERE
         : fp->merge ? S_FILE_MERGE
         : fp->save  ? S_SAVE
                     : S_OPEN,
         d.x + d.w - pad - bw, true},
        {W_FILE_PICTURE, S_PICTURE, x, false},
        {W_FILE_INFO, S_GAME_INFO_BUTTON, x, false},
    };
    /* Picture and Game info… (left_needs): left of Cancel, each as wide as its words and
     * key need (at least bw), or in a row of their own above, halves. */
    char left_key[2][16];
    int left_keyed[2], left_bare[2];
    left_needs(app, left_key, left_keyed, left_bare);
    bool pic_below = fp->save && left_below(app);
    int left_w[2];
    int spare = left_room(app) - left_keyed[0] - left_keyed[1]; /* >= 0 where not below */
    for (int i = 0; i < 2; i++) {
        left_w[i] = pic_below ? (d.w - 2 * pad - ui_px(app, 10)) / 2 : left_keyed[i] + spare / 2;
    }
    buttons[3].x = x + left_w[0] + ui_px(app, 10);
    if (fp->ask.asking) {
        build_question(app, first, d.x + d.w - pad - bw, by, bw, h);
        return;
    }
    int nb = fp->save ? 4 : 2;
    for (int i = 0; i < nb; i++) {
        bool left = i >= 2;
        int w = left ? left_w[i - 2] : bw;
        int wy = left && pic_below ? by - h - ui_px(app, 6) : by;
        wd = ui_add_widget(app, buttons[i].id, 0, WK_BUTTON, (LayoutRect){buttons[i].x, wy, w, h},
                           i18n_text(lang, buttons[i].label));
        if (wd) {
            wd->active = buttons[i].active;
            if (left) {
                text_format(wd->key, sizeof wd->key, "%s", left_key[i - 2]);
            } else {
                keymap_dialog_label(buttons[i].id == W_DLG_CANCEL ? KEYMAP_DLG_CANCEL
                                                                  : KEYMAP_DLG_START,
                                    wd->key, sizeof wd->key);
            }
        }
    }
    if (!fp->save && !fp->merge) { /* the mouse's ways to Ctrl+L and Ctrl+P, where Picture
                                    * is in Save; in their modes their tabs, chosen as Open's
                                    * is: each as wide as the others, or the room left of
                                    * Cancel (or their row's, left_below) shared by what
                                    * their words and keys need; their words alone, else
                                    * Library… alone, where even that row is too narrow */
        int gap10 = ui_px(app, 10);
        bool below = left_below(app);
        int room = below ? d.w - 2 * pad - gap10 : left_room(app);
        int ly = below ? by - h - ui_px(app, 6) : by;
        char key[2][16];
        int keyed_need[2], bare_need[2];
        left_needs(app, key, keyed_need, bare_need);
        bool keyed = keyed_need[0] + keyed_need[1] <= room;
        const int *need = keyed ? keyed_need : bare_need;
        bool both = need[0] + need[1] <= room;
        int lw[2] = {bw, bw};
        if (both && (2 * bw > room || need[0] > bw || need[1] > bw)) {
            lw[0] = need[0] + (room - need[0] - need[1]) / 2;
            lw[1] = room - lw[0];
        }
        for (int i = 0; i < (both ? 2 : 1); i++) {
            wd = ui_add_widget(app, i == 0 ? W_FILE_MODE : W_FIND_CHOOSE, 2, WK_BUTTON,
                               (LayoutRect){x + i * (lw[0] + gap10), ly, lw[i], h},
                               i18n_text(lang, LEFT[i]));
            if (wd) {
                wd->active = i == 0 ? fp->library : fp->find;
                if (keyed || keyed_need[i] <= lw[i]) {
                    snprintf(wd->key, sizeof wd->key, "%s", key[i]);
                }
            }
        }
    }
}

/* The second line of an entry: what the record holds, or why it cannot be opened. */
static void entry_details(const App *app, const GameFileEntry *e, char *buf, size_t cap,
                          UiColour *colour)
{
    Lang lang = app->settings.lang;
    const GameFileSummary *s = &e->sum;
    size_t len = 0;
    buf[0] = '\0';
    *colour = COLOUR_DIM;
    switch (e->kind) {
    case GAMEFILE_PARENT: text_append(buf, cap, &len, "%s", i18n_text(lang, S_FILE_PARENT)); return;
    case GAMEFILE_DIR: text_append(buf, cap, &len, "%s", i18n_text(lang, S_FILE_FOLDER)); return;
    case GAMEFILE_BUILTIN:
        text_append(buf, cap, &len, "%s", i18n_text(lang, S_LIBRARY_BUILTIN_ABOUT));
        return;
    case GAMEFILE_RECORD: break;
    }
    if (app->prompt.library) {
        ui_library_entry(app, app->prompt.folder.dir, e->name, buf, cap);
        return;
    }
    char why[400];
    switch (s->state) {
    case GAMEFILE_UNREAD: text_append(buf, cap, &len, "%s", i18n_text(lang, S_FILE_READING)); break;
    case GAMEFILE_BAD:
    case GAMEFILE_UNREADABLE:
        *colour = COLOUR_BAD;
        ui_record_why(app, &s->err, why, sizeof why);
        text_append(buf, cap, &len,
                    i18n_text(lang, s->state == GAMEFILE_BAD ? S_FILE_BAD : S_FILE_UNREADABLE),
                    why);
        break;
    case GAMEFILE_LIBRARY: /* not damaged: only larger than a game */
        /* The Merge tab's Enter merges: it says the limit, not "Enter opens it" (audit 28) */
        if (s->size <= GAMEFILES_READ_MAX) {
            bool merge = app->prompt.merge;
            *colour = COLOUR_DIM;
            text_append(buf, cap, &len, i18n_text(lang, gamefiles_library_words(merge, false)),
                        RECORD_LIB_GAME_MOVES);
            break;
        } /* else larger than a record: said in MB as below */
        /* fall through */
    case GAMEFILE_TOO_LARGE: {
        /* To the nearest tenth of a MB (1.19 MB is 1.2), as is the limit Open reads. */
        long long tenths = (s->size * 10 + 512 * 1024) / (1024 * 1024);
        tenths = tenths > 9999999 ? 9999999 : tenths;
        bool lib = s->state == GAMEFILE_LIBRARY;
        *colour = lib ? COLOUR_DIM : COLOUR_BAD;
        StrId big = gamefiles_library_words(app->prompt.merge, true);
        text_append(buf, cap, &len, i18n_text(lang, lib ? big : S_FILE_TOO_LARGE),
                    (int)(tenths / 10), (int)(tenths % 10), (int)(RECORD_FILE_MAX / (1024 * 1024)));
        break;
    }
    case GAMEFILE_GOOD: {
        char words[600];
        gamefiles_record_words(lang, s, words, sizeof words);
        text_append(buf, cap, &len, "%s", words);
        break;
    }
    }
}

/* Draws s in one line of width w at most, cut with "…" when longer (in pixels, or in
 * bytes than text_draw draws: a long reason in Cyrillic fits a wide row). */
void ui_draw_clipped(const App *app, FontFace face, int px, const char *s, int x, int y, int w,
                     SDL_Color c)
{
    char buf[600];
    snprintf(buf, sizeof buf, "%s", s);
    int tw, th;
    text_size(app->assets, face, px, buf, &tw, &th);
    size_t n = strlen(buf);
    while ((tw > w || strlen(buf) > TEXT_DRAW_MAX) && n > 0) {
        do {
            n--;
        } while (n > 0 && ((unsigned char)buf[n] & 0xC0) == 0x80);
        if (n + 4 > sizeof buf) {
            break;
        }
        memcpy(buf + n, "…", 4); /* "…" and its NUL */
        text_size(app->assets, face, px, buf, &tw, &th);
    }
    text_draw(app->assets, face, px, buf, x, y, c, 0);
}

void ui_files_draw_row(const App *app, const Widget *w, bool hot)
{
    const FilePrompt *fp = &app->prompt;
    if (w->arg < 0 || w->arg >= fp->folder.n) {
        return;
    }
    const GameFileEntry *e = &fp->folder.entries[w->arg];
    ui_list_row(app, w->r, w->active, hot);
    Assets *a = app->assets;
    int inset = ui_px(app, 10);
    int x = w->r.x + inset;
    int width = w->r.w - 2 * inset;
    int npx = ui_font(app, 15), dpx = ui_font(app, 12);
    char name[GAMEFILES_NAME_MAX + 8];
    text_format(name, sizeof name, "%s%s",
                e->kind == GAMEFILE_BUILTIN ? i18n_text(app->settings.lang, S_LIBRARY_BUILTIN)
                                            : e->name,
                e->kind == GAMEFILE_DIR ? "/" : "");
    int datew = 0, th;
    if (e->kind == GAMEFILE_RECORD && e->sum.date[0]) {
        text_size(a, FACE_REGULAR, dpx, e->sum.date, &datew, &th);
        text_draw(a, FACE_REGULAR, dpx, e->sum.date, x + width, w->r.y + ui_font(app, 5),
                  ui_colour(COLOUR_DIM), 2);
        datew += ui_px(app, 12);
    }
    /* A collection's later game: a row under its file, set in and its name faint. */
    int under = e->game > 1 ? ui_px(app, 18) : 0;
    ui_draw_clipped(app, e->kind == GAMEFILE_RECORD ? FACE_REGULAR : FACE_BOLD, npx, name,
                    x + under, w->r.y + ui_font(app, 3), width - datew - under,
                    ui_colour(under ? COLOUR_DIM : COLOUR_TEXT));
    char details[600];
    UiColour colour;
    entry_details(app, e, details, sizeof details, &colour);
    ui_draw_clipped(app, FACE_REGULAR, dpx, details, x + under, w->r.y + ui_font(app, 24),
                    width - under, ui_colour(colour));
}

/* Why the folder shows nothing: it cannot be read (and why), or holds no records (in
 * the library mode: no .lib files). */
static void folder_message(const App *app, char *buf, size_t cap)
{
    Lang lang = app->settings.lang;
    const GameFolder *f = &app->prompt.folder;
    switch (f->error) {
    case 0:
        text_format(buf, cap, "%s",
                    i18n_text(lang, app->prompt.library ? S_NO_LIBRARIES : S_NO_FILES));
        break;
    case EACCES:
    case EPERM: text_format(buf, cap, "%s", i18n_text(lang, S_FOLDER_DENIED)); break;
    case ENOENT: text_format(buf, cap, "%s", i18n_text(lang, S_FOLDER_MISSING)); break;
    case ENOTDIR: text_format(buf, cap, "%s", i18n_text(lang, S_FOLDER_NOT_DIR)); break;
    default: {
        char marked[300];
        text_format(marked, sizeof marked, i18n_text(lang, S_REASON_ENGLISH), strerror(f->error));
        text_format(buf, cap, i18n_text(lang, S_FOLDER_ERROR), marked);
        break;
    }
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
    const char *title = i18n_text(lang, fp->library           ? S_FILE_TITLE_LIBRARY
                                        : fp->find            ? S_FILE_TITLE_FIND
                                        : fp->merge           ? S_FILE_TITLE_MERGE
                                        : picture_options(fp) ? S_FILE_TITLE_PICTURE
                                        : fp->save            ? S_FILE_TITLE_SAVE
                                                              : S_FILE_TITLE_OPEN);
    text_draw(a, FACE_BOLD, text_fit(a, FACE_BOLD, ui_font(app, 21), ui_font(app, 17), title, w),
              title, x, d.y + pad, ui_colour(COLOUR_TEXT), 0);
    /* The path field: the end of the path when it is too long (the caret kept in view),
     * its selection and the caret. */
    LayoutRect field = path_rect(app);
    int y = field.y, h = field.h;
    ui_card(app->ren, field, ui_px(app, 5), ui_colour(COLOUR_FIELD));
    ui_frame(app->ren, field, 1, ui_colour(COLOUR_ACCENT));
    ui_field_draw(app, fp->path, &fp->path_sel, ui_font(app, 15), x + ui_px(app, 10), y, h,
                  w - ui_px(app, 30), COLOUR_TEXT, true);
    /* The formats (saving; a picture's keys under its options) or the keys (opening), or
     * why the last attempt failed. */
    y += h + ui_px(app, 6) + options_h(app);
    int room = ui_font(app, FD_FORMATS) - ui_px(app, 6);
    if (fp->saving != SAVING_NONE) {
        char busy[GAMEFILES_NAME_MAX + 200];
        text_format(busy, sizeof busy, i18n_text(lang, S_FILE_SAVING), base_name(fp->path));
        text_draw_wrapped_box(a, FACE_BOLD, ui_font(app, 15), busy, x, y, w, room,
                              ui_colour(COLOUR_TEXT));
    } else if (fp->ask.asking) {
        char ask[GAMEFILES_NAME_MAX + 200];
        text_format(ask, sizeof ask, i18n_text(lang, S_FILE_REPLACE_ASK), base_name(fp->ask.path));
        text_draw_wrapped_box(a, FACE_BOLD, ui_font(app, 15), ask, x, y, w, room,
                              ui_colour(COLOUR_TEXT));
    } else if (status_notice_on(&fp->error)) {
        char why[600];
        status_notice_text(&fp->error, lang, why, sizeof why);
        text_draw_wrapped_box(a, FACE_REGULAR, ui_font(app, 13), why, x, y, w, room,
                              ui_colour(COLOUR_BAD));
    } else {
        /* In their row's two lines. */
        const char *words = i18n_text(lang, fp->library ? S_FILE_KEYS_LIBRARY
                                            : fp->find  ? S_FILE_KEYS_FIND
                                            : fp->merge ? S_FILE_KEYS_MERGE
                                            : picture_options(fp) && worksheet(app)
                                                ? S_FILE_PICTURE_KEYS_PROBLEM
                                            : picture_options(fp) ? S_FILE_PICTURE_KEYS
                                            : fp->save            ? S_FILE_FORMATS
                                                                  : S_FILE_KEYS);
        int used_h = text_draw_wrapped(a, FACE_REGULAR, ui_font(app, 13), words, x, y, w,
                                       ui_colour(COLOUR_DIM));
        if (used_h > room) {
            assets_note_overflow(a, words, used_h, room);
        }
    }
    LayoutRect lr = list_rect(app);
    ui_fill(app->ren, lr.x, lr.y - 2, lr.w, 1, ui_colour(COLOUR_BORDER));
    bool records = false;
    for (int i = 0; i < fp->folder.n; i++) {
        records = records || fp->folder.entries[i].kind == GAMEFILE_RECORD;
    }
    int below = lr.y +
                (fp->folder.n < fp->rows_visible ? fp->folder.n : fp->rows_visible) * item_h(app);
    if (!records || fp->folder.error) {
        char msg[400];
        folder_message(app, msg, sizeof msg);
        text_draw_wrapped(a, FACE_REGULAR, ui_font(app, 14), msg, lr.x + ui_px(app, 10),
                          below + ui_px(app, 8), lr.w - ui_px(app, 20),
                          ui_colour(fp->folder.error ? COLOUR_BAD : COLOUR_FAINT));
    } else if ((fp->folder.left_out > 0 || fp->folder.capped) &&
               fp->scroll + fp->rows_visible >= fp->folder.n) {
        /* What is left out is said as what it is: the older records (the newest kept). */
        const GameFolder *f = &fp->folder;
        char more[200];
        if (f->capped) {
            text_format(more, sizeof more, i18n_text(lang, S_FILE_CAPPED), GAMEFILES_SCAN_MAX);
        } else if (f->older > 0) {
            text_format(more, sizeof more, i18n_ntext(lang, S_FILE_OLDER_LEFT_OUT, f->older),
                        f->older);
        } else {
            text_format(more, sizeof more, i18n_ntext(lang, S_FILE_LEFT_OUT, f->left_out),
                        f->left_out);
        }
        text_draw(a, FACE_REGULAR, ui_px(app, 13), more, lr.x + ui_px(app, 10),
                  below + ui_px(app, 4), ui_colour(COLOUR_FAINT), 0);
    }
}

void ui_copy(App *app)
{
    Notice *nt = &app->notice;
    RecordError err;
    SessionCopy what = SESSION_COPY_FAILED;
    char *text = NULL;
    if (!app->has_sess) {
        record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    } else {
        text = session_copy_text(&app->sess, &what, &err);
    }
    /* Every way out says what the clipboard holds now, or why it holds what it held: a
     * silent Ctrl+C left an older text for the next Ctrl+V (audit 33b A1). */
    if (what == SESSION_COPY_EMPTY) {
        status_notice_set(nt, S_MSG_NOTHING_COPIED, true, NOTICE_PLAIN, 0, NULL, NULL);
    } else if (!text) {
        status_notice_set(nt, S_MSG_SGF_NOT_COPIED, true, NOTICE_REASON, 0, NULL, &err);
    } else if (SDL_SetClipboardText(text) != 0) { /* the clipboard refused it: SDL says why */
        status_notice_set(nt, S_MSG_SGF_NOT_COPIED, true, NOTICE_ENGLISH, 0, SDL_GetError(), NULL);
    } else if (what == SESSION_COPY_MOVES) {
        status_notice_set(nt, S_MSG_COPIED, false, NOTICE_NAME, 0,
                          i18n_text(app->settings.lang, S_COPY_SGF_KEY), NULL);
    } else {
        status_notice_set(nt, what == SESSION_COPY_SETUP ? S_MSG_COPIED_SETUP : S_MSG_COPIED_RULE,
                          false, NOTICE_PLAIN, 0, NULL, NULL);
    }
    free(text);
}

void ui_copy_sgf(App *app)
{
    RecordError err;
    size_t len = 0;
    char *sgf = NULL;
    if (!app->has_sess) {
        record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
    } else {
        sgf = session_copy_sgf(&app->sess, &len, &err);
    }
    if (!sgf) {
        status_notice_set(&app->notice, S_MSG_SGF_NOT_COPIED, true, NOTICE_REASON, 0, NULL, &err);
    } else if (SDL_SetClipboardText(sgf) != 0) { /* the clipboard refused it: SDL says why */
        status_notice_set(&app->notice, S_MSG_SGF_NOT_COPIED, true, NOTICE_ENGLISH, 0,
                          SDL_GetError(), NULL);
    } else {
        status_notice_set(&app->notice, S_MSG_SGF_COPIED, false, NOTICE_PLAIN, 0, NULL, NULL);
    }
    free(sgf);
}

void ui_copy_analysis(App *app)
{
    char line[(AI_MAX_PV * 5 + 160) * CTL_NBEST_MAX];
    int n = status_analysis_line(app->ctl, app->settings.lang, line, sizeof line);
    if (n > 0) {
        if (SDL_SetClipboardText(line) != 0) {
            return;
        } else if (app->ctl->nbest > 0) { /* the best moves' rows: too long to repeat */
            status_notice_set(&app->notice, S_MSG_ANALYSIS_LINES_COPIED, false, NOTICE_NUMBER, n,
                              NULL, NULL);
        } else {
            status_notice_set(&app->notice, S_MSG_ANALYSIS_COPIED, false, NOTICE_NAME, 0, line,
                              NULL);
        }
        return;
    }
    if (status_analysis_pending(app->ctl)) { /* on, but no line yet (audit34c C3) */
        status_notice_set(&app->notice, S_MSG_ANALYSIS_NO_LINE_YET, true, NOTICE_PLAIN, 0, NULL,
                          NULL);
        return;
    }
    char key[16];
    keymap_label(CTL_CMD_ANALYSE, false, key, sizeof key);
    status_notice_set(&app->notice, S_MSG_NO_ANALYSIS_COPIED, true, NOTICE_NAME, 0, key, NULL);
}

void ui_paste(App *app)
{
    Notice *nt = &app->notice;
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    RecordError err;
    if (!clip || !clip[0]) {
        /* Empty, or too large: SDL 2.26 reads no X11 INCR transfer (Tk sends one over about
         * 4 KB) and tells neither apart from an empty clipboard (audit 31b B2). */
        char key[16];
        keymap_label(CTL_CMD_OPEN, false, key, sizeof key);
        status_notice_set(nt, S_MSG_CLIPBOARD_EMPTY, true, NOTICE_NAME, 0, key, NULL);
    } else if (!session_paste_ok(clip, strlen(clip), &err)) {
        /* refused before any question: the game in progress stays, unasked (audit 30 B2) */
        status_notice_set(nt, S_MSG_PASTE_REFUSED, true, NOTICE_REASON, 0, NULL, &err);
    } else if (ui_keep_asks(app, KEEP_PASTE, NULL)) {
        /* asked first; the answer pastes */
    } else {
        if (app->has_sess && session_paste(&app->sess, clip, strlen(clip), &err)) {
            app->list_follow = true;
            app->banner = false;
            status_notice_pasted(nt, &app->sess.info, &app->ctl->game);
        } else {
            if (!app->has_sess) {
                record_error(&err, RECORD_R_NO_MEMORY, NULL, 0, NULL, 0);
            }
            status_notice_set(nt, S_MSG_PASTE_REFUSED, true, NOTICE_REASON, 0, NULL, &err);
        }
    }
    SDL_free(clip);
}
