/* Renju - MIT licence, see LICENSE.
 *
 * The help (F1): pages of help.h behind a row of tabs, turned with the arrow keys,
 * PgUp/PgDn or a click on a tab; Esc, F1 or a click outside closes it. The keys page
 * lists keymap.h's help rows (one or two columns, whatever the window holds); the rules
 * pages wrap their paragraphs and draw their diagrams with the board's own wood, lines,
 * stones and forbidden mark, judged by the rules module. The text shrinks until a page
 * fits the window.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "help.h"
#include "ui_internal.h"

enum { HELP_PAD = 24, HELP_TITLE = 40, HELP_TAB_H = 32, HELP_FOOT = 34 };

static int page_count(void)
{
    const HelpPage *p;
    return help_pages(&p);
}

static LayoutRect help_rect(const App *app)
{
    return ui_centred_rect(app, ui_px(app, 1000), ui_px(app, 720));
}

/* The page's area under the tabs and above the foot line. */
static LayoutRect body_rect(const App *app)
{
    LayoutRect d = help_rect(app);
    int pad = ui_px(app, HELP_PAD);
    LayoutRect r;
    r.x = d.x + pad;
    r.w = d.w - 2 * pad;
    r.y = d.y + pad + ui_px(app, HELP_TITLE + HELP_TAB_H + 14);
    r.h = d.y + d.h - ui_px(app, HELP_FOOT) - pad / 2 - r.y;
    return r;
}

void ui_help_build(App *app)
{
    const HelpPage *pages;
    int n = help_pages(&pages);
    LayoutRect d = help_rect(app);
    int pad = ui_px(app, HELP_PAD);
    int gap = ui_px(app, 4);
    int tw = (d.w - 2 * pad - (n - 1) * gap) / n;
    int y = d.y + pad + ui_px(app, HELP_TITLE);
    for (int i = 0; i < n; i++) {
        Widget *w = ui_add_widget(
            app, W_HELP_PAGE, i, WK_SEGMENT,
            (LayoutRect){d.x + pad + i * (tw + gap), y, tw, ui_px(app, HELP_TAB_H)},
            i18n_text(app->settings.lang, pages[i].title));
        if (w) {
            w->active = app->help_page == i;
        }
    }
}

bool ui_help_contains(const App *app, int x, int y)
{
    return layout_rect_contains(help_rect(app), x, y);
}

void ui_help_turn(App *app, int delta)
{
    int n = page_count();
    app->help_page = ((app->help_page + delta) % n + n) % n;
}

void ui_help_show(App *app, int page)
{
    int n = page_count();
    app->help_page = page < 0 ? 0 : page >= n ? n - 1 : page;
}

/* ---- The keys page ------------------------------------------------------------------ */

static void draw_keys(const App *app, LayoutRect body)
{
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    const KeymapHelpRow *rows;
    int n = keymap_help_rows(&rows);
    char keys[64][80];
    if (n > 64) {
        n = 64;
    }
    for (int i = 0; i < n; i++) {
        keymap_help_keys(lang, &rows[i], keys[i], sizeof keys[i]);
    }
    /* One column when it fits, else two, each with its keys as wide as its widest (at
     * most 40% of it) and the descriptions wrapped beside them; the font shrinks until
     * the columns fit the height. */
    int colgap = ui_px(app, 30), keygap = ui_px(app, 14);
    int ncols = 1, per_col = n, fpx = ui_px(app, 16), rh = 0;
    int keyw[2] = {0, 0}, colw = body.w;
    int heights[64];
    for (int tries = 0; tries < 40; tries++) {
        rh = fpx * 3 / 2;
        colw = (body.w - (ncols - 1) * colgap) / ncols;
        per_col = (n + ncols - 1) / ncols;
        keyw[0] = keyw[1] = 0;
        for (int i = 0; i < n; i++) {
            int c = i / per_col, w, h;
            text_size(a, FACE_BOLD, fpx, keys[i], &w, &h);
            keyw[c] = w > keyw[c] ? w : keyw[c];
        }
        int tallest = 0;
        for (int c = 0; c < ncols; c++) {
            keyw[c] = keyw[c] > colw * 2 / 5 ? colw * 2 / 5 : keyw[c];
            int h = 0;
            for (int i = c * per_col; i < n && i < (c + 1) * per_col; i++) {
                bool heading = !keys[i][0];
                int dw = heading ? colw : colw - keyw[c] - keygap;
                int th = text_wrapped_height(a, heading ? FACE_BOLD : FACE_REGULAR, fpx,
                                             i18n_text(lang, rows[i].what), dw);
                int kh = heading ? 0
                                 : text_wrapped_height(a, FACE_BOLD, fpx, keys[i],
                                                       keyw[c] + keygap / 2);
                th = kh > th ? kh : th;
                heights[i] = (th > rh ? th : rh) + fpx / 3;
                h += heights[i];
            }
            tallest = h > tallest ? h : tallest;
        }
        if (tallest <= body.h || fpx <= 9) {
            break;
        }
        if (ncols == 1) {
            ncols = 2;
        } else {
            fpx--;
        }
    }
    int y = body.y, col = 0;
    for (int i = 0; i < n; i++) {
        if (i / per_col != col) {
            col = i / per_col;
            y = body.y;
        }
        int x = body.x + col * (colw + colgap);
        const char *what = i18n_text(lang, rows[i].what);
        if (!keys[i][0]) { /* a heading */
            text_draw_wrapped(a, FACE_BOLD, fpx, what, x, y, colw, ui_colour(COLOUR_TEXT));
        } else {
            text_draw_wrapped(a, FACE_BOLD, fpx, keys[i], x, y, keyw[col] + keygap / 2,
                              ui_colour(COLOUR_ACCENT));
            text_draw_wrapped(a, FACE_REGULAR, fpx, what, x + keyw[col] + keygap, y,
                              colw - keyw[col] - keygap, ui_colour(COLOUR_TEXT));
        }
        y += heights[i];
    }
}

/* ---- Diagrams ----------------------------------------------------------------------- */

/* A diagram's verdict line and its colour. */
static void verdict_line(const App *app, const HelpDiagram *d, RuleVerdict v, char *buf, size_t cap,
                         UiColour *colour)
{
    Lang lang = app->settings.lang;
    if (verdict_is_foul(v)) {
        snprintf(buf, cap, i18n_text(lang, S_HELP_DIA_FORBIDDEN), d->point, i18n_verdict(lang, v));
        *colour = COLOUR_BAD;
    } else if (v == VERDICT_FIVE) {
        snprintf(buf, cap, i18n_text(lang, S_HELP_DIA_WINS), d->point);
        *colour = COLOUR_WIN_TEXT;
    } else {
        snprintf(buf, cap, i18n_text(lang, S_HELP_DIA_ALLOWED), d->point);
        *colour = COLOUR_GOOD;
    }
}

/* The board of d with its top left corner at (ox, oy), lines cell pixels apart: the
 * wood, the lines of the part shown (a line that goes on beyond it runs out to the edge),
 * the coordinates along the left and the bottom, the stones, and the point: the red cross
 * of a foul, else a pale black stone in a ring. It takes (cols + 0.9) x (rows + 0.9) cells
 * (see diagram_extent). */
static void draw_diagram_board(const App *app, const Board *b, Pos p, RuleVerdict v, int ox, int oy,
                               double cell)
{
    SDL_Renderer *r = app->ren;
    Assets *a = app->assets;
    int x0, y0, x1, y1;
    help_diagram_window(b, p, &x0, &y0, &x1, &y1);
    int cols = x1 - x0 + 1, rows = y1 - y0 + 1;
    double gx = ox + cell * 1.0; /* column x0 */
    double gy = oy + cell * 0.5; /* row y1 (the top one) */
    LayoutRect wood = {(int)lround(gx - cell * 0.5), (int)lround(gy - cell * 0.5),
                       (int)lround(cols * cell), (int)lround(rows * cell)};
    if (assets_board(a)) {
        int tw, th;
        SDL_QueryTexture(assets_board(a), NULL, NULL, &tw, &th);
        SDL_Rect src = {tw / 4, th / 4, tw / 2 < wood.w ? tw / 2 : wood.w,
                        th / 2 < wood.h ? th / 2 : wood.h};
        SDL_Rect dst = {wood.x, wood.y, wood.w, wood.h};
        SDL_Color tint = ui_colour(COLOUR_WOOD);
        SDL_SetTextureColorMod(assets_board(a), tint.r, tint.g, tint.b);
        SDL_RenderCopy(r, assets_board(a), &src, &dst);
    } else {
        ui_fill(r, wood.x, wood.y, wood.w, wood.h, ui_colour(COLOUR_ACCENT));
    }
    SDL_Color line = ui_alpha(ui_colour(COLOUR_LINE), 215);
    int lw = cell > 30 ? 2 : 1;
    for (int i = 0; i < cols; i++) {
        int x = (int)lround(gx + i * cell);
        int from = y1 == b->size - 1 ? (int)lround(gy) : wood.y;
        int to = y0 == 0 ? (int)lround(gy + (rows - 1) * cell) : wood.y + wood.h;
        int t = x0 + i == 0 || x0 + i == b->size - 1 ? 2 * lw : lw;
        ui_fill(r, x - t / 2, from, t, to - from, line);
    }
    for (int j = 0; j < rows; j++) {
        int y = (int)lround(gy + j * cell);
        int left = x0 == 0 ? (int)lround(gx) : wood.x;
        int right = x1 == b->size - 1 ? (int)lround(gx + (cols - 1) * cell) : wood.x + wood.w;
        int row = y1 - j;
        int t = row == 0 || row == b->size - 1 ? 2 * lw : lw;
        ui_fill(r, left, y - t / 2, right - left, t, line);
    }
    int fpx = (int)lround(cell * 0.42);
    for (int i = 0; i < cols && fpx >= 7; i++) {
        char s[4] = {(char)('a' + x0 + i), '\0'};
        text_draw(a, FACE_REGULAR, fpx, s, (int)lround(gx + i * cell),
                  (int)lround(gy + (rows - 1) * cell + cell * 0.52), ui_colour(COLOUR_DIM), 1);
    }
    for (int j = 0; j < rows && fpx >= 7; j++) {
        char s[12];
        snprintf(s, sizeof s, "%d", y1 - j + 1);
        int tw, th;
        text_size(a, FACE_REGULAR, fpx, s, &tw, &th);
        text_draw(a, FACE_REGULAR, fpx, s, (int)lround(gx - cell * 0.6),
                  (int)lround(gy + j * cell - th / 2.0), ui_colour(COLOUR_DIM), 2);
    }
    for (int y = y0; y <= y1; y++) {
        for (int x = x0; x <= x1; x++) {
            Stone s = board_at(b, pos_from_xy(x, y));
            if (s != STONE_BLACK && s != STONE_WHITE) {
                continue;
            }
            double cx = gx + (x - x0) * cell, cy = gy + (y1 - y) * cell;
            assets_draw_sprite(a, SPRITE_SHADOW, cx + cell * 0.06, cy + cell * 0.08, cell * 1.08,
                               ui_colour(COLOUR_WHITE), 230);
            assets_draw_sprite(a, s == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE, cx, cy,
                               cell * 0.95, ui_colour(COLOUR_WHITE), 255);
        }
    }
    double cx = gx + (pos_x(p) - x0) * cell, cy = gy + (y1 - pos_y(p)) * cell;
    if (verdict_is_foul(v)) {
        assets_draw_sprite(a, SPRITE_FORBIDDEN, cx, cy, cell * 0.62, ui_colour(COLOUR_WHITE), 255);
    } else {
        assets_draw_sprite(a, SPRITE_BLACK, cx, cy, cell * 0.95, ui_colour(COLOUR_WHITE), 140);
        assets_draw_sprite(a, SPRITE_RING, cx, cy, cell * 1.0,
                           ui_colour(v == VERDICT_FIVE ? COLOUR_GOLD : COLOUR_GOOD), 255);
    }
}

/* Height of a diagram's captions at width w and size px. */
static int caption_height(const App *app, const HelpDiagram *d, int px, int w)
{
    return text_wrapped_height(app->assets, FACE_BOLD, px, "Ag", w) + ui_px(app, 4) +
           text_wrapped_height(app->assets, FACE_REGULAR, px,
                               i18n_text(app->settings.lang, d->caption), w);
}

/* ---- Text pages --------------------------------------------------------------------- */

static int paragraphs_height(const App *app, const HelpPage *pg, int px, int w)
{
    int h = 0;
    for (int i = 0; i < HELP_MAX_TEXT && pg->text[i] != S_COUNT; i++) {
        h += text_wrapped_height(app->assets, FACE_REGULAR, px,
                                 i18n_text(app->settings.lang, pg->text[i]), w) +
             px / 2;
    }
    return h;
}

/* A diagram's size in cells: its columns and rows (help_diagram_window) with the room
 * of the coordinates (draw_diagram_board); false when it does not parse. */
static bool diagram_extent(const HelpDiagram *d, double *wide, double *high)
{
    Board b;
    Pos p;
    RuleVerdict v;
    if (!help_diagram_judge(d, &b, &p, &v)) {
        return false;
    }
    int x0, y0, x1, y1;
    help_diagram_window(&b, p, &x0, &y0, &x1, &y1);
    *wide = x1 - x0 + 1 + 0.9;
    *high = y1 - y0 + 1 + 0.9;
    return true;
}

/* The diagrams' cell in columns colw wide with boards at most avail high: the largest
 * that lets every diagram fit, the same for all, so that a wide diagram (a four-four on
 * one line) is not drawn smaller than its neighbours. */
static double diagrams_cell(const HelpPage *pg, int nd, int colw, int avail, double *tallest)
{
    double cell = 1e9;
    *tallest = 0;
    for (int i = 0; i < nd; i++) {
        double wide, high;
        if (diagram_extent(&pg->diagrams[i], &wide, &high)) {
            cell = fmin(cell, fmin(colw / wide, avail / high));
            *tallest = fmax(*tallest, high);
        }
    }
    return *tallest > 0 && cell > 0 ? cell : 0;
}

void ui_help_text_layout(const App *app, const HelpPage *pg, HelpTextLayout *out)
{
    LayoutRect body = body_rect(app);
    int nd = 0;
    while (nd < HELP_MAX_DIAGRAMS && pg->diagrams[nd].stones) {
        nd++;
    }
    int gap = ui_px(app, 18);
    HelpTextLayout l = {.body = body, .ndiagrams = nd, .gap = gap, .per_row = nd > 0 ? nd : 1};
    /* The largest text that fits, with the diagrams in one row or two (whichever gives
     * them the larger cell), the boards at least a third of the height or as wide as
     * their column. */
    for (l.px = ui_px(app, 17); l.px > 8; l.px--) {
        l.cpx = l.px * 85 / 100;
        l.text = paragraphs_height(app, pg, l.px, body.w);
        l.cell = 0;
        for (int r = 1; nd > 0 && r <= (nd > 1 ? 2 : 1); r++) {
            int pr = (nd + r - 1) / r;
            int w = (body.w - (pr - 1) * gap) / pr;
            int c = 0;
            for (int i = 0; i < nd; i++) {
                int h = caption_height(app, &pg->diagrams[i], l.cpx, w);
                c = h > c ? h : c;
            }
            int avail = (body.h - l.text - ui_px(app, 6) - r * (c + ui_px(app, 6)) -
                         (r - 1) * gap) /
                        r;
            double tallest = 0;
            double cell = avail > 0 ? diagrams_cell(pg, nd, w, avail, &tallest) : 0;
            if (cell > l.cell) {
                l.cell = cell, l.per_row = pr, l.colw = w, l.caps = c;
                l.rowh = (int)ceil(cell * tallest);
            }
        }
        bool filled = false;
        for (int i = 0; i < nd; i++) {
            double wide, high;
            if (diagram_extent(&pg->diagrams[i], &wide, &high)) {
                filled = filled || l.cell * wide >= l.colw - 1;
            }
        }
        if (nd == 0 ? l.text <= body.h : l.rowh >= body.h / 3 || filled) {
            break;
        }
    }
    *out = l;
}

static void draw_text_page(const App *app, const HelpPage *pg)
{
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    HelpTextLayout l;
    ui_help_text_layout(app, pg, &l);
    LayoutRect body = l.body;
    int y = body.y;
    for (int i = 0; i < HELP_MAX_TEXT && pg->text[i] != S_COUNT; i++) {
        y += text_draw_wrapped(a, FACE_REGULAR, l.px, i18n_text(lang, pg->text[i]), body.x, y,
                               body.w, ui_colour(COLOUR_TEXT)) +
             l.px / 2;
    }
    y += ui_px(app, 6);
    int top = y, rowh = 0;
    for (int i = 0; i < l.ndiagrams; i++) {
        const HelpDiagram *d = &pg->diagrams[i];
        int x = body.x + (i % l.per_row) * (l.colw + l.gap);
        if (i % l.per_row == 0) {
            /* A new row, as high as its tallest board: captions right under the boards. */
            top += i > 0 ? rowh + l.caps + ui_px(app, 6) + l.gap : 0;
            rowh = 0;
            for (int k = i; k < l.ndiagrams && k < i + l.per_row; k++) {
                double wide, high;
                if (diagram_extent(&pg->diagrams[k], &wide, &high)) {
                    rowh = (int)ceil(l.cell * high) > rowh ? (int)ceil(l.cell * high) : rowh;
                }
            }
        }
        Board b;
        Pos p;
        RuleVerdict v;
        double wide, high;
        if (!help_diagram_judge(d, &b, &p, &v) || !diagram_extent(d, &wide, &high) ||
            l.cell * high < ui_px(app, 40)) {
            continue;
        }
        draw_diagram_board(app, &b, p, v, x + (int)lround((l.colw - l.cell * wide) / 2), top,
                           l.cell);
        char line[200];
        UiColour colour;
        verdict_line(app, d, v, line, sizeof line, &colour);
        int cy = top + rowh + ui_px(app, 6);
        cy += text_draw_wrapped(a, FACE_BOLD, l.cpx, line, x, cy, l.colw, ui_colour(colour)) +
              ui_px(app, 4);
        text_draw_wrapped(a, FACE_REGULAR, l.cpx, i18n_text(lang, d->caption), x, cy, l.colw,
                          ui_colour(COLOUR_DIM));
    }
}

void ui_draw_help(const App *app)
{
    if (!app->show_help) {
        return;
    }
    ui_fill(app->ren, 0, 0, app->layout.win_w, app->layout.win_h, ui_colour(COLOUR_SHADE));
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    LayoutRect d = help_rect(app);
    ui_card(app->ren, d, ui_px(app, 14), ui_colour(COLOUR_CARD));
    int pad = ui_px(app, HELP_PAD);
    text_draw(a, FACE_BOLD, ui_px(app, 22), i18n_text(lang, S_HELP_TITLE), d.x + pad, d.y + pad,
              ui_colour(COLOUR_TEXT), 0);
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id == W_HELP_PAGE) {
            ui_draw_widget(app, &app->widgets[i]);
        }
    }
    const HelpPage *pages;
    int n = help_pages(&pages);
    const HelpPage *pg = &pages[app->help_page >= 0 && app->help_page < n ? app->help_page : 0];
    if (pg->kind == HELP_KEYS) {
        draw_keys(app, body_rect(app));
    } else {
        draw_text_page(app, pg);
    }
    char foot[200];
    snprintf(foot, sizeof foot, "%d / %d · %s", app->help_page + 1, n,
             i18n_text(lang, S_HELP_PAGES));
    text_draw(a, FACE_REGULAR, ui_px(app, 13), foot, d.x + d.w / 2,
              d.y + d.h - pad / 2 - ui_px(app, 22), ui_colour(COLOUR_DIM), 1);
}
