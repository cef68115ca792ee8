/* Renju - MIT licence, see LICENSE.
 *
 * A game is never replaced unasked, finished or not. A new game, a record opened (the file
 * dialog or a file dropped on the window) and a paste each first ask ui_keep_asks: when
 * the game on the board would be lost (session_at_risk: it has moves and is not as saved
 * in a file), the question DLG_REPLACE holds the action back: Keep a copy (Enter, Y)
 * writes the game to the games folder as "unfinished-DATE-TIME.renju", or "finished-..."
 * (session_keep_copy, never over another file) and goes on; Discard (D) goes on; Cancel
 * (Esc, N) goes back to where it was asked (the New game dialog, the file dialog). A copy
 * that cannot be kept says why, in the file dialog's error line or, closing the New game
 * dialog that would cover it, in the window's notice; nothing goes on. The clocks stop
 * while it asks (audit 24 C13: a file dropped by mistake cost the mover 6 s): a game that
 * stays on the board goes on from where it was.
 */
#include <stdio.h>
#include <string.h>

#include "ui_internal.h"

bool ui_keep_asks(App *app, KeepKind kind, const char *path)
{
    KeepQuestion *q = &app->keep;
    if (q->go) {
        q->go = false; /* answered: this is the action going on */
        return false;
    }
    if (!app->has_sess || !session_at_risk(&app->sess)) {
        return false;
    }
    q->kind = kind;
    snprintf(q->path, sizeof q->path, "%s", path ? path : "");
    q->game = 1; /* ui_load_game sets a collection's later game */
    /* A network game's clocks are both sides': they run on (the peer plays on). */
    Controller *c = app->ctl;
    q->paused = clock_timed(&c->opt.clock) && !controller_networked(c) && controller_pause(c, true);
    q->generation = c->generation;
    q->takes = app->sess.takes;
    q->from_files = app->dialog == DLG_FILES;
    if (q->from_files) {
        SDL_StopTextInput();
    }
    app->show_help = false;
    app->dialog = DLG_REPLACE;
    return true;
}

/* The game the question paused goes on, when it is still the one on the board; another
 * starts as it starts (a record on a clock opens paused). */
static void resume(App *app)
{
    KeepQuestion *q = &app->keep;
    if (q->paused && app->ctl->generation == q->generation && app->sess.takes == q->takes) {
        controller_pause(app->ctl, false);
    }
    q->paused = false;
}

/* Back to where the question was asked. */
static void back(App *app)
{
    KeepQuestion *q = &app->keep;
    resume(app);
    if (q->from_files) {
        app->dialog = DLG_FILES;
        SDL_StartTextInput();
    } else {
        app->dialog = q->kind == KEEP_NEW_GAME ? DLG_NEW_GAME : DLG_NONE;
    }
}

void ui_keep_notice(App *app, const char *name)
{
    status_notice_then(&app->notice, app->sess.kept_over ? S_MSG_KEPT_FINISHED : S_MSG_KEPT_COPY,
                       name);
}

void ui_keep_answer(App *app, WidgetId id)
{
    KeepQuestion *q = &app->keep;
    char name[128] = "";
    if (id == W_DLG_NO) {
        back(app);
        return;
    }
    if (id == W_DLG_YES) {
        RecordError err;
        if (!session_keep_copy(&app->sess, name, sizeof name, &err)) {
            /* Why, where the player reads it: the file dialog's error line, or the window's
             * notice with no dialog over it (the New game dialog would hide it). The game
             * stays on the board. */
            if (q->from_files) {
                back(app);
                status_notice_set(&app->prompt.error, S_MSG_NOT_KEPT, true, NOTICE_REASON, 0, NULL,
                                  &err);
            } else {
                app->dialog = DLG_NONE;
                resume(app);
                status_notice_set(&app->notice, S_MSG_NOT_KEPT, true, NOTICE_REASON, 0, NULL, &err);
            }
            return;
        }
    }
    app->dialog = DLG_NONE;
    status_notice_clear(&app->notice);
    q->go = true;
    switch (q->kind) {
    case KEEP_NEW_GAME: ui_activate(app, W_DLG_START, 0); break;
    case KEEP_OPEN:
        if (!ui_load_game(app, q->path, q->game > 1 ? q->game : 1) && q->from_files) {
            app->dialog = DLG_FILES; /* its error line says why */
            SDL_StartTextInput();
        }
        break;
    case KEEP_PASTE: ui_paste(app); break;
    case KEEP_SETUP: ui_setup_done(app); break;
    case KEEP_FIND: ui_find_open_chosen(app); break;
    }
    q->go = false;
    resume(app); /* refused (a file that does not open): the game goes on */
    if (name[0]) {
        ui_keep_notice(app, name);
    }
}
