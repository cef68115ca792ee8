/* Renju - MIT licence, see LICENSE.
 *
 * The Engine settings dialog (F3, or Engine… in the New game dialog): the computer's
 * time a move at the full level, the analysis' and the hint's time, the searching
 * threads and the engine's memory, each a row of values stepped with ‹ › (or ← → on the
 * row ↑ ↓ chose). Each change is saved in settings.conf at once and given to the
 * controller (controller_set_think) and the AI (ui_ai_set_resources): the requests from
 * then on carry it, a search under way keeps its own copy. What each value means is
 * said in the row: "By level (10 s)", "Automatic (4)", "256 MB (table 128 MB)".
 */
#include <stdio.h>
#include <string.h>

#include "gomocup.h"
#include "text.h"
#include "ui_internal.h"

static const StrId ROW_LABELS[SETTINGS_ENG_COUNT] = {S_ENG_MOVE, S_ENG_ANALYSIS, S_ENG_THREADS,
                                                     S_ENG_MEMORY};

void ui_engine_apply(App *app)
{
    const Settings *s = &app->settings;
    controller_set_think(app->ctl, s->move_ms, s->analysis_ms);
    ui_ai_set_resources(app->ai, s->threads,
                        settings_memory_used(s->memory_mb, SDL_GetSystemRAM()));
}

void ui_engine_open(App *app, bool from_new)
{
    app->eng_from_new = from_new;
    app->eng_row = 0;
    app->dialog = DLG_ENGINE;
}

/* A hand-edited memory above what the computer has room for: the MB used, else 0. */
static int memory_capped(const App *app)
{
    int v = app->settings.memory_mb;
    int used = settings_memory_used(v, SDL_GetSystemRAM());
    return used != v ? used : 0;
}

int ui_engine_dialog_h(const App *app)
{
    /* The title, the rows, the note's three lines (two more for a save that failed, and
     * two for a memory cut to the computer's), the buttons. */
    return DIALOG_TOP + SETTINGS_ENG_COUNT * (DIALOG_ROW_H + DIALOG_ROW_GAP) + 60 +
           (app->saving.failed ? 40 : 0) + (memory_capped(app) ? 40 : 0) + DIALOG_ROW_H +
           DIALOG_PAD;
}

/* The value of row as the dialog says it. */
static void value_text(const App *app, SettingsEngineRow row, char *buf, size_t cap)
{
    Lang lang = app->settings.lang;
    int v = settings_engine_get(&app->settings, row);
    char t[48];
    switch (row) {
    case SETTINGS_ENG_MOVE:
        i18n_duration(lang, v > 0 ? v : ai_level(AI_LEVEL_MAX)->time_ms, t, sizeof t);
        text_format(buf, cap, v > 0 ? "%s" : i18n_text(lang, S_ENG_BY_LEVEL), t);
        break;
    case SETTINGS_ENG_ANALYSIS:
        i18n_duration(lang, v > 0 ? v : CTL_ANALYSIS_MS, t, sizeof t);
        text_format(buf, cap, v > 0 ? "%s" : i18n_text(lang, S_ENG_ANALYSIS_DEFAULT), t);
        break;
    case SETTINGS_ENG_THREADS: {
        int cpus = SDL_GetCPUCount();
        if (v > 0) {
            text_format(buf, cap, i18n_text(lang, S_ENG_THREADS_OF), settings_threads(v, cpus),
                        cpus);
        } else {
            text_format(buf, cap, i18n_text(lang, S_ENG_THREADS_AUTO), settings_threads(0, cpus));
        }
        break;
    }
    case SETTINGS_ENG_MEMORY:
    case SETTINGS_ENG_COUNT: {
        int used = settings_memory_used(v, SDL_GetSystemRAM()); /* the note says a cut */
        int table = (int)gomocup_table_mb(used > 0 ? (long long)used * 1024 * 1024 : 0);
        if (used > 0) {
            text_format(buf, cap, i18n_text(lang, S_ENG_MEMORY_MB), used, table);
        } else {
            text_format(buf, cap, i18n_text(lang, S_ENG_MEMORY_OWN), table);
        }
        break;
    }
    }
}

void ui_engine_build(App *app)
{
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int h = ui_px(app, DIALOG_ROW_H);
    int y = d.y + ui_px(app, DIALOG_TOP);
    int vx = d.x + pad + (d.w - 2 * pad) * 2 / 5;
    int vw = d.x + d.w - pad - vx;
    for (int r = 0; r < SETTINGS_ENG_COUNT; r++) {
        ui_add_widget(app, W_ENG_PREV, r, WK_BUTTON, (LayoutRect){vx, y, h, h}, "‹");
        ui_add_widget(app, W_ENG_NEXT, r, WK_BUTTON, (LayoutRect){vx + vw - h, y, h, h}, "›");
        y += h + ui_px(app, DIALOG_ROW_GAP);
    }
    int bw = ui_px_grown(app, 150);
    Widget *close = ui_add_widget(app, W_ENG_CLOSE, 0, WK_BUTTON,
                                  (LayoutRect){d.x + d.w - pad - bw, d.y + d.h - pad - h, bw, h},
                                  i18n_text(app->settings.lang, S_CLOSE));
    if (close) {
        close->active = true;
        snprintf(close->key, sizeof close->key, "Esc");
    }
}

void ui_engine_draw(const App *app)
{
    Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    const char *title = i18n_text(lang, S_ENGINE_SETTINGS);
    text_draw(app->assets, FACE_BOLD, ui_font(app, 22), title, x, d.y + pad, ui_colour(COLOUR_TEXT),
              0);
    int tw = 0, th = 0;
    text_size(app->assets, FACE_BOLD, ui_font(app, 22), title, &tw, &th);
    int hx = x + tw + ui_px(app, 16);
    ui_draw_small(app, i18n_text(lang, S_ENG_KEYS), hx, d.y + pad, x + w - hx, th,
                  ui_colour(COLOUR_FAINT), 2);
    const Widget *prev[SETTINGS_ENG_COUNT] = {NULL};
    const Widget *next[SETTINGS_ENG_COUNT] = {NULL};
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *wd = &app->widgets[i];
        if ((wd->id == W_ENG_PREV || wd->id == W_ENG_NEXT) && wd->arg >= 0 &&
            wd->arg < SETTINGS_ENG_COUNT) {
            (wd->id == W_ENG_PREV ? prev : next)[wd->arg] = wd;
        }
    }
    int bottom = d.y + ui_px(app, DIALOG_TOP);
    for (int r = 0; r < SETTINGS_ENG_COUNT; r++) {
        if (!prev[r] || !next[r]) {
            continue;
        }
        LayoutRect p = prev[r]->r;
        ui_draw_label(app, FACE_REGULAR, i18n_text(lang, ROW_LABELS[r]), x, p.y,
                      p.x - x - ui_px(app, 8), p.h,
                      ui_colour(r == app->eng_row ? COLOUR_TEXT : COLOUR_DIM), 0);
        char value[128];
        value_text(app, (SettingsEngineRow)r, value, sizeof value);
        int left = p.x + p.w + ui_px(app, 4);
        ui_draw_label(app, FACE_BOLD, value, left, p.y, next[r]->r.x - ui_px(app, 4) - left, p.h,
                      ui_colour(COLOUR_TEXT), 1);
        if (r == app->eng_row) { /* the row the arrows change: ringed */
            int t = ui_px(app, 2);
            int o = ui_px(app, 3) + t;
            LayoutRect f = {p.x, p.y, next[r]->r.x + next[r]->r.w - p.x, p.h};
            SDL_Color c = ui_colour(COLOUR_CURSOR);
            ui_fill(app->ren, f.x - o, f.y - o, f.w + 2 * o, t, c);
            ui_fill(app->ren, f.x - o, f.y + f.h + o - t, f.w + 2 * o, t, c);
            ui_fill(app->ren, f.x - o, f.y - o, t, f.h + 2 * o, c);
            ui_fill(app->ren, f.x + f.w + o - t, f.y - o, t, f.h + 2 * o, c);
        }
        bottom = p.y + p.h;
    }
    /* When and to whom it applies, wrapped above the button; or, after a save that
     * failed, that the changes apply but are not kept, and why (ui_save_settings). */
    const char *note = i18n_text(lang, S_ENG_NOTE);
    char failed[1400];
    if (app->saving.failed) {
        char why[1200];
        i18n_record_error_line(lang, &app->saving.why, why, sizeof why);
        text_format(failed, sizeof failed, i18n_text(lang, S_ENG_NOT_SAVED), why);
        note = failed;
    }
    int npx = ui_font(app, UI_KEY_PX);
    int cut = memory_capped(app);
    if (cut) { /* the file's memory, more than the computer has room for, cut */
        char line[300];
        text_format(line, sizeof line, i18n_text(lang, S_ENG_MEMORY_CAPPED),
                    app->settings.memory_mb, cut);
        bottom += ui_px(app, DIALOG_ROW_GAP) +
                  text_draw_wrapped(app->assets, FACE_REGULAR, npx, line, x,
                                    bottom + ui_px(app, DIALOG_ROW_GAP), w, ui_colour(COLOUR_TEXT));
    }
    int room = d.y + d.h - pad - ui_px(app, DIALOG_ROW_H) - ui_px(app, 8) -
               (bottom + ui_px(app, DIALOG_ROW_GAP));
    int nh = text_draw_wrapped(app->assets, FACE_REGULAR, npx, note, x,
                               bottom + ui_px(app, DIALOG_ROW_GAP), w,
                               ui_colour(app->saving.failed ? COLOUR_BAD : COLOUR_DIM));
    if (nh > room) {
        assets_note_overflow(app->assets, note, nh, room);
    }
}

/* Steps row's value (dir 1 or -1), saved and applied. */
static void step(App *app, int row, int dir)
{
    if (row < 0 || row >= SETTINGS_ENG_COUNT) {
        return;
    }
    SettingsEngineRow r = (SettingsEngineRow)row;
    int v = settings_engine_step(r, settings_engine_get(&app->settings, r), dir, SDL_GetCPUCount());
    settings_engine_set(&app->settings, r, v);
    app->eng_row = row;
    ui_engine_apply(app);
    ui_save_settings(app);
}

static void close_dialog(App *app)
{
    if (app->saving.failed) { /* said by the dialog: the notice says it on after it */
        status_notice_not_saved(&app->notice, &app->saving.why);
    }
    app->dialog = app->eng_from_new ? DLG_NEW_GAME : DLG_NONE;
    app->eng_from_new = false;
}

void ui_engine_activate(App *app, WidgetId id, int arg)
{
    switch (id) {
    case W_ENG_PREV: step(app, arg, -1); break;
    case W_ENG_NEXT: step(app, arg, 1); break;
    case W_ENG_CLOSE: close_dialog(app); break;
    default: break;
    }
}

void ui_engine_key(App *app, const SDL_KeyboardEvent *k)
{
    switch (k->keysym.sym) {
    case SDLK_UP:
        app->eng_row = (app->eng_row + SETTINGS_ENG_COUNT - 1) % SETTINGS_ENG_COUNT;
        break;
    case SDLK_DOWN:
    case SDLK_TAB: app->eng_row = (app->eng_row + 1) % SETTINGS_ENG_COUNT; break;
    case SDLK_LEFT: step(app, app->eng_row, -1); break;
    case SDLK_RIGHT:
    case SDLK_SPACE: step(app, app->eng_row, 1); break;
    case SDLK_ESCAPE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_F3: close_dialog(app); break;
    default: break;
    }
}
