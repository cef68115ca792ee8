/* Renju - MIT licence, see LICENSE.
 *
 * The evaluation graph in the panel: one bar per position, up for Black and down for
 * White, its height Black's chance to win (ai_win_percent, the same number the panel
 * writes), on an axis from 0% to 100% with the 50% line and a tick every ten moves; the
 * moves the graph shows to be mistakes (mistakes.h) are marked in red at the position
 * they made (a proposal's: after White's pick, where its fall shows); the shown position is framed;
 * positions still being evaluated leave a gap. A game from a set-up position (game.h) is drawn from
 * the set-up's end: the set-up's stones were placed, not played.
 */
#include <stdio.h>
#include <string.h>

#include "mistakes.h"
#include "text.h"
#include "status.h"
#include "ui_internal.h"

#define AXIS_PX 11

/* The least height that shows the graph: its three labels (100%, 50%, 0%) a line apart,
 * so none covers another, above and below the plot's margins. */
int ui_graph_min_h(const App *app)
{
    int tw, th;
    text_size(app->assets, FACE_REGULAR, ui_px(app, AXIS_PX), "100%", &tw, &th);
    return 4 * th + ui_px(app, 8);
}

int ui_graph_compact_h(const App *app)
{
    int tw, th;
    text_size(app->assets, FACE_REGULAR, ui_px(app, AXIS_PX), "100%", &tw, &th);
    return 2 * th + ui_px(app, 6);
}

/* Is graph r compact: lower than its three labels need, drawn without its caption row and
 * the 50% label? */
static bool compact(const App *app, LayoutRect r) { return r.h < ui_graph_min_h(app); }

/* The caption's size in graph r whose plot starts at x: 12 px, down to 10 where the graph
 * is narrow (beside the best moves); its text's height in *h. */
static const char *caption_text(const App *app, LayoutRect r, int x)
{
    /* "Graph on in a game against the computer" where it fits at 10 px; in a narrow graph
     * (beside the best moves) what the height means, as before. */
    const char *says = status_graph_caption(app->ctl, app->settings.lang);
    int tw, th;
    text_size(app->assets, FACE_REGULAR, ui_px(app, 10), says, &tw, &th);
    return tw <= r.x + r.w - x - ui_px(app, 8) ? says : i18n_text(app->settings.lang, S_GRAPH_AXIS);
}

static int caption_px(const App *app, LayoutRect r, int x, int *h)
{
    const char *axis = caption_text(app, r, x);
    int spx = text_fit(app->assets, FACE_REGULAR, ui_px(app, 12), ui_px(app, 10), axis,
                       r.x + r.w - x - ui_px(app, 8));
    int tw;
    text_size(app->assets, FACE_REGULAR, spx, axis, &tw, h);
    return spx;
}

/* The plot under the caption's row, right of the axis' labels: the bars never reach the
 * caption (the audit: it was drawn over the bars near 100%, unreadable on them). At
 * ui_graph_min_h the labels 100%, 50% and 0% stay a line apart, as the caption takes
 * less than two of them. */
LayoutRect ui_graph_plot(const App *app, LayoutRect r)
{
    int tw, th, ch;
    text_size(app->assets, FACE_REGULAR, ui_px(app, AXIS_PX), "100%", &tw, &th);
    int gutter = tw + ui_px(app, 8);
    caption_px(app, r, r.x + gutter, &ch);
    int top = ui_px(app, 2) + (compact(app, r) ? 0 : ch + ui_px(app, 2));
    LayoutRect p = {r.x + gutter, r.y + top, r.w - gutter - ui_px(app, 4),
                    r.h - top - ui_px(app, 4)};
    if (p.w < 1 || p.h < 2) {
        return r; /* too small for an axis: the bars take it all */
    }
    return p;
}

/* The left edge of position i's slot, and its width, in plot p of n + 1 positions. */
static int slot_x(LayoutRect p, int n, int i) { return p.x + (int)((long long)p.w * i / (n + 1)); }

/* The height on plot p of a chance for Black (0..100): 50 on the middle line. */
static int chance_y(LayoutRect p, int black_percent)
{
    return p.y + p.h - (int)((long long)p.h * black_percent / 100);
}

void ui_graph_draw(const App *app, LayoutRect r)
{
    const Controller *c = app->ctl;
    SDL_Renderer *ren = app->ren;
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    /* A mid grey between the colours of the two sides' bars. */
    ui_card(ren, r, ui_px(app, 6), ui_colour(COLOUR_GRAPH_BG));
    LayoutRect p = ui_graph_plot(app, r);
    int s0 = c->game.setup;        /* the first position drawn, in slot 0 */
    int n = c->game.nactions - s0; /* the last one's slot */
    int mid = chance_y(p, 50);
    /* The axis: 100% (Black wins) at the top, 0% (White wins) at the bottom, and the
     * 50% line across, stronger than the quarters. */
    int apx = ui_px(app, AXIS_PX);
    SDL_Color label = ui_colour(COLOUR_GRAPH_TEXT);
    static const int TICKS[] = {100, 75, 50, 25, 0};
    for (size_t k = 0; k < sizeof TICKS / sizeof TICKS[0]; k++) {
        int y = chance_y(p, TICKS[k]);
        if (TICKS[k] == 50) {
            ui_fill(ren, p.x, y, p.w, ui_px(app, 1.5) > 1 ? ui_px(app, 1.5) : 1,
                    ui_colour(COLOUR_GRAPH_GRID));
        } else {
            ui_fill(ren, p.x, y, p.w, 1, ui_colour(COLOUR_GRAPH_FIFTY));
        }
        if (TICKS[k] % 50 == 0 && p.x > r.x && (TICKS[k] != 50 || !compact(app, r))) {
            char t[8];
            snprintf(t, sizeof t, "%d%%", TICKS[k]);
            int tw, th;
            text_size(a, FACE_REGULAR, apx, t, &tw, &th);
            int ty = y - th / 2;
            ty = ty < r.y ? r.y : ty + th > r.y + r.h ? r.y + r.h - th : ty;
            text_draw(a, FACE_REGULAR, apx, t, p.x - ui_px(app, 4), ty, label, 2);
        }
    }
    ui_fill(ren, p.x, p.y, 1, p.h, ui_colour(COLOUR_GRAPH_GRID));
    for (int i = 0; i <= n; i++) {
        if (!c->graph_known[s0 + i]) {
            continue;
        }
        int x0 = slot_x(p, n, i), x1 = slot_x(p, n, i + 1);
        int bw = x1 - x0 > 1 ? x1 - x0 - (x1 - x0 > 3) : 1;
        int y = chance_y(p, ai_win_percent(c->graph_score[s0 + i]));
        if (y < mid) {
            ui_fill(ren, x0, y, bw, mid - y, ui_colour(COLOUR_GRAPH_BLACK));
        } else if (y > mid) {
            ui_fill(ren, x0, mid + 1, bw, y - mid, ui_colour(COLOUR_GRAPH_WHITE));
        }
    }
    /* The moves' axis: a tick every ten positions along the bottom. */
    for (int i = 10 - s0 % 10; i <= n; i += 10) {
        int x = (slot_x(p, n, i) + slot_x(p, n, i + 1)) / 2;
        ui_fill(ren, x, p.y + p.h - ui_px(app, 4), 1, ui_px(app, 4), ui_colour(COLOUR_GRAPH_GRID));
    }
    /* The mistakes: a red line through the position each made and a dot at its value. */
    bool mistake[GAME_MAX_ACTIONS];
    int at[GAME_MAX_ACTIONS]; /* a proposal's drop shows after White's pick */
    int nm = controller_mistakes_at(c, mistake, at, GAME_MAX_ACTIONS);
    for (int i = 0; nm > 0 && i < n; i++) {
        if (!mistake[s0 + i]) {
            continue;
        }
        int shown = at[s0 + i] - s0;
        int x0 = slot_x(p, n, shown), x1 = slot_x(p, n, shown + 1);
        int cx = (x0 + x1) / 2;
        ui_fill(ren, cx, p.y, 1, p.h, ui_alpha(ui_colour(COLOUR_RED), 150));
        int y = chance_y(p, ai_win_percent(c->graph_score[at[s0 + i]]));
        assets_draw_sprite(a, SPRITE_DOT, cx + 0.5, y, ui_px(app, 9), ui_colour(COLOUR_RED), 255);
    }
    /* The shown position (inside the set-up: none the graph draws). */
    if (c->view >= s0) {
        int vx = slot_x(p, n, c->view - s0);
        int vw = slot_x(p, n, c->view - s0 + 1) - vx;
        ui_frame(ren, (LayoutRect){vx, r.y, vw > 2 ? vw : 2, r.h}, 1, ui_colour(COLOUR_ACCENT));
    }
    /* What the height means, in its row above the plot: dark on the light theme's grey,
     * light on the dark one's; while the graph fills, how far, at the row's right end where
     * it fits beside (in the list's header it took the title's place at 1024x640; a narrow
     * graph beside the best moves shows its bars fill). */
    if (compact(app, r)) {
        return; /* no caption row: the labels 100% and 0% say what the height is */
    }
    int ch;
    int spx = caption_px(app, r, p.x, &ch);
    SDL_Color bg = ui_colour(COLOUR_GRAPH_BG);
    bool light = 299 * bg.r + 587 * bg.g + 114 * bg.b > 150 * 1000;
    SDL_Color tc = ui_colour(light ? COLOUR_GRAPH_TEXT : COLOUR_GRAPH_WHITE);
    int cw = text_draw(a, FACE_REGULAR, spx, caption_text(app, r, p.x), p.x + ui_px(app, 4),
                       r.y + ui_px(app, 2), tc, 0);
    char progress[96];
    bool said = status_graph_progress(c, lang, progress, sizeof progress);
    if (!said && nm > 0) {                 /* filled: the mistakes' keys (audit 33a, C11) */
        char prev[24], next[24], keys[48]; /* "Ctrl+PgUp/PgDn" */
        keymap_label(CTL_CMD_MISTAKE_PREV, false, prev, sizeof prev);
        keymap_label(CTL_CMD_MISTAKE_NEXT, false, next, sizeof next);
        const char *plus = strrchr(next, '+');
        text_format(keys, sizeof keys, "%s/%s", prev, plus ? plus + 1 : next);
        text_format(progress, sizeof progress, i18n_text(lang, S_MISTAKE_KEYS), keys);
        said = true;
    }
    if (said) {
        int pw, ph;
        text_size(a, FACE_REGULAR, spx, progress, &pw, &ph);
        int right = p.x + p.w - ui_px(app, 4);
        if (p.x + ui_px(app, 4) + cw + ui_px(app, 12) + pw <= right) {
            text_draw(a, FACE_REGULAR, spx, progress, right, r.y + ui_px(app, 2), tc, 2);
        }
    }
}
