/* Renju - MIT licence, see LICENSE.
 *
 * The New game dialog's engine path field: a click on it starts the typing (a
 * TEXTFIELD_PROGRAM field: a paste's first line), Enter checks the path, Esc leaves it as
 * it was. The check: the file exists and can be run, then a probe (the engine started
 * with ui_ai_probe) answers START and ABOUT within PICK_START_MS; its reader thread
 * waits, the frames never do. An engine that answers is saved as settings.conf's
 * engine_path (with engine = external), and its name stands in the Engine row; else the
 * field says why it was refused. An empty path, once checked, takes the outside engine
 * away. The path kept is the absolute one checked (extengine_resolve: "~/" from HOME,
 * links resolved), whole or refused as too long. Start takes what the field shows: a
 * path typed and not entered is checked first, and the game starts when the engine
 * answers (ui_pick_hold_start). Start on a refused path is held once, the field saying
 * which engine Start then plays (the one set before, or the built-in AI): the player who
 * just tried a new engine is never silently given the old one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

bool ui_pick_typing(const App *app) { return app->dialog == DLG_NEW_GAME && app->pick.typing; }

void ui_pick_stop_typing(App *app)
{
    if (app->pick.typing) {
        app->pick.typing = false;
        SDL_StopTextInput();
    }
}

/* The field's widget (NULL: not shown). */
static const Widget *field_widget(const App *app)
{
    const Widget *w = NULL;
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id == W_DLG_ENGINE_PATH) {
            w = &app->widgets[i];
        }
    }
    return w;
}

/* A click in the field while typing: the caret there. */
static void click(App *app)
{
    EnginePick *p = &app->pick;
    const Widget *w = field_widget(app);
    if (w) {
        int room, px = ui_field_px(app, w->r, p->text, &room);
        ui_field_click(app, p->text, &p->sel, px, w->r.x + ui_px(app, 10), room, app->mouse_x);
    }
}

void ui_pick_activate(App *app)
{
    EnginePick *p = &app->pick;
    if (p->typing) {
        click(app); /* the caret where it was clicked */
        return;
    }
    if (p->state == PICK_CHECKING) { /* typing again: that check is dropped */
        ui_ai_retire(app->ai, p->probe);
        p->probe = NULL;
        p->state = PICK_NONE;
    }
    if (p->state != PICK_REFUSED) { /* a refused path stays, to be mended */
        snprintf(p->text, sizeof p->text, "%s", app->settings.engine_path);
    }
    p->typing = true;
    p->sel = (TextSel){strlen(p->text), strlen(p->text), strlen(p->text)};
    p->start_after = false;
    p->warned = false;
    SDL_StartTextInput();
}

static void refuse(EnginePick *p, StrId why)
{
    p->state = PICK_REFUSED;
    p->why = why;
    p->warned = false;
}

/* Checks the path typed: the file at once, the engine by a probe (ui_pick_poll). */
static void check(App *app)
{
    EnginePick *p = &app->pick;
    ui_pick_stop_typing(app);
    ui_ai_retire(app->ai, p->probe);
    p->probe = NULL;
    size_t n = strlen(p->text);
    while (n > 0 && (p->text[n - 1] == ' ' || p->text[n - 1] == '\t')) {
        p->text[--n] = '\0';
    }
    if (n == 0) { /* no outside engine */
        p->state = PICK_NONE;
        app->settings.engine_path[0] = '\0';
        app->settings.engine_on = false;
        app->pending_engine = false;
        ui_save_settings(app);
        return;
    }
    char path[SETTINGS_ENGINE_PATH_MAX + 1]; /* as settings.conf keeps it whole */
    ExtFileCheck f = extengine_resolve(p->text, getenv("HOME"), path, sizeof path);
    if (f != EXT_FILE_OK) {
        refuse(p, f == EXT_FILE_MISSING    ? S_PICK_NO_FILE
                  : f == EXT_FILE_TOO_LONG ? S_PICK_TOO_LONG
                                           : S_PICK_NOT_RUN);
    } else {
        snprintf(p->text, sizeof p->text, "%s", path); /* what is checked is what is kept */
        p->probe = ui_ai_probe(app->ai, p->text, PICK_START_MS);
        p->state = p->probe ? PICK_CHECKING : PICK_REFUSED;
        p->why = S_PICK_REFUSED;
    }
}

bool ui_pick_hold_start(App *app)
{
    EnginePick *p = &app->pick;
    if (p->typing && strcmp(p->text, app->settings.engine_path) != 0) {
        check(app); /* as Enter: Start waits for the probe; a refusal stays to be read */
        if (p->state == PICK_REFUSED) {
            return true;
        }
    }
    ui_pick_stop_typing(app);
    if (p->state == PICK_REFUSED && !p->warned) {
        p->warned = true; /* the field says what Start plays; Start again plays it */
        return true;
    }
    p->start_after = p->state == PICK_CHECKING;
    return p->start_after;
}

bool ui_pick_poll(App *app)
{
    EnginePick *p = &app->pick;
    ExtEvent ev;
    if (!p->probe || !extengine_poll(p->probe, &ev)) {
        return false;
    }
    if (ev.kind == EXT_EV_READY) {
        p->state = PICK_OK;
        snprintf(p->name, sizeof p->name, "%s", extengine_name(p->probe));
        size_t n = strlen(p->text); /* the checked path: at most SETTINGS_ENGINE_PATH_MAX */
        if (n < sizeof app->settings.engine_path) {
            memcpy(app->settings.engine_path, p->text, n + 1);
        }
        app->settings.engine_on = true;
        app->pending_engine = true;
        ui_save_settings(app);
    } else if (ev.kind == EXT_EV_FAILED) {
        refuse(p, ev.failure != EXT_FAIL_TIMEOUT  ? S_PICK_REFUSED
                  : strcmp(ev.text, "ABOUT") == 0 ? S_PICK_TIMEOUT_ABOUT
                                                  : S_PICK_TIMEOUT);
        p->start_after = false; /* the dialog stays, with the reason in the field */
    }
    ui_ai_retire(app->ai, p->probe); /* END: the game starts its own on Start */
    p->probe = NULL;
    if (p->start_after && app->dialog == DLG_NEW_GAME) { /* Start pressed while checking */
        ui_activate(app, W_DLG_START, 0);
    }
    p->start_after = false;
    return true;
}

void ui_pick_text(App *app, const char *text)
{
    EnginePick *p = &app->pick;
    size_t n = strlen(p->text);
    textfield_type(p->text, sizeof p->text, &n, &p->sel, text, TEXTFIELD_PROGRAM);
}

void ui_pick_key(App *app, const SDL_KeyboardEvent *k)
{
    EnginePick *p = &app->pick;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE:
        ui_pick_stop_typing(app); /* the engine set before, as it was */
        p->state = PICK_NONE;
        snprintf(p->text, sizeof p->text, "%s", app->settings.engine_path);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_TAB: check(app); break;
    default: { /* the characters come as text input */
        size_t n = strlen(p->text);
        ui_field_edit(k, p->text, sizeof p->text, &n, TEXTFIELD_PROGRAM, NULL, &p->sel);
        break;
    }
    }
}

/* The field: the path being typed (its end when wider) with the caret; else what the
 * check found, the path chosen, or an invitation. */
void ui_pick_draw(const App *app)
{
    const EnginePick *p = &app->pick;
    const Widget *w = field_widget(app);
    if (!w) {
        return;
    }
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    LayoutRect r = w->r;
    ui_card(app->ren, r, ui_px(app, 5), ui_colour(COLOUR_FIELD));
    bool hot = p->typing || (app->mouse_in && layout_rect_contains(r, app->mouse_x, app->mouse_y));
    ui_frame(app->ren, r, 1, ui_colour(hot ? COLOUR_ACCENT : COLOUR_BORDER));
    char text[EXTENGINE_PATH_MAX + 160];
    UiColour colour = w->enabled ? COLOUR_DIM : COLOUR_OFF_TEXT;
    if (p->typing) { /* the path being typed, its selection and caret */
        int room, px = ui_field_px(app, r, p->text, &room);
        ui_field_draw(app, p->text, &p->sel, px, r.x + ui_px(app, 10), r.y, r.h, room, COLOUR_TEXT,
                      true);
        return;
    }
    if (p->state == PICK_CHECKING) {
        text_format(text, sizeof text, i18n_text(lang, S_PICK_CHECKING), p->text);
    } else if (p->state == PICK_REFUSED && p->warned) {
        bool other = app->pending_engine && app->settings.engine_path[0];
        text_format(text, sizeof text,
                    i18n_text(lang, other ? S_PICK_START_OLD : S_PICK_START_BUILTIN),
                    other ? ui_ai_engine_name(app->ai, app->settings.engine_path) : "");
        colour = COLOUR_BAD;
    } else if (p->state == PICK_REFUSED) {
        text_format(text, sizeof text, i18n_text(lang, p->why), p->text);
        colour = COLOUR_BAD;
    } else if (p->state == PICK_OK) {
        text_format(text, sizeof text, i18n_text(lang, S_PICK_OK), p->name, p->text);
        colour = COLOUR_GOOD;
    } else if (app->settings.engine_path[0]) {
        snprintf(text, sizeof text, "%s", app->settings.engine_path);
    } else {
        text_format(text, sizeof text, "%s", i18n_text(lang, S_PICK_HINT));
    }
    bool tail = p->state == PICK_NONE && app->settings.engine_path[0];
    int pad = ui_px(app, 10);
    int room, px = ui_field_px(app, r, text, &room);
    const char *shown = text;
    int tw, th;
    text_size(a, FACE_REGULAR, px, shown, &tw, &th);
    while (*shown && tw > room && tail) { /* a path: its end, where the typing is */
        shown++;
        while (((unsigned char)*shown & 0xC0) == 0x80) {
            shown++;
        }
        text_size(a, FACE_REGULAR, px, shown, &tw, &th);
    }
    size_t n = strlen(text);
    while (n > 0 && tw > room && !tail) { /* words: their start, which says what it is */
        do {
            n--;
        } while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80);
        snprintf(text + n, sizeof text - n, "…");
        text_size(a, FACE_REGULAR, px, shown, &tw, &th);
    }
    int tx = r.x + pad;
    text_draw(a, FACE_REGULAR, px, shown, tx, r.y + (r.h - th) / 2, ui_colour(colour), 0);
}

void ui_pick_close(App *app)
{
    ui_pick_stop_typing(app);
    ui_ai_retire(app->ai, app->pick.probe);
    app->pick.probe = NULL;
}
