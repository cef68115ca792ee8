/* Renju - MIT licence, see LICENSE.
 *
 * Window geometry: the board is the largest square the height allows, the panel takes
 * the rest of the width (at least what its labels need, at most a width its text can
 * use). The grid sits inside the board with a margin wide enough for the coordinate
 * labels and for edge stones. The window's size at start: the remembered one when it can
 * be right, fitted into the screen.
 */
#include "layout.h"

#include <math.h>

/* The scales of the panel's rows and of the text at 100%: the rows' follows the height
 * (1.0 at LAYOUT_REF_H), and the width when the window is narrow; the text never gets
 * smaller than LAYOUT_MIN_TEXT_SCALE of its size, so a small window stays readable (its
 * rows are tighter around the text instead). */
static void window_scales(int w, int h, double *rows, double *text)
{
    double s = h / LAYOUT_REF_H;
    if (w / LAYOUT_REF_W < s) {
        s = w / LAYOUT_REF_W;
    }
    *rows = s < 0.45 ? 0.45 : s;
    *text = *rows < LAYOUT_MIN_TEXT_SCALE ? LAYOUT_MIN_TEXT_SCALE : *rows;
}

static int ui_clamp(int percent)
{
    return percent < LAYOUT_UI_MIN   ? LAYOUT_UI_MIN
           : percent > LAYOUT_UI_MAX ? LAYOUT_UI_MAX
                                     : percent;
}

int layout_ui_fit(int w, int h, int ui_percent)
{
    w = w < 1 ? 1 : w;
    h = h < 1 ? 1 : h;
    double rows, text;
    window_scales(w, h, &rows, &text);
    /* The text grows inside rows that keep their height, up to LAYOUT_UI_TEXT_ROWS times
     * their scale; and the panel, as much wider, stays within half the window, with
     * LAYOUT_UI_PANEL_W text pixels. */
    int fit = (int)floor(LAYOUT_UI_TEXT_ROWS * rows / text * 100 + 1e-9);
    int wide = (int)floor(w / 2.0 / (LAYOUT_UI_PANEL_W * text) * 100 + 1e-9);
    fit = wide < fit ? wide : fit;
    int want = ui_clamp(ui_percent);
    return fit < want ? (fit < LAYOUT_UI_MIN ? LAYOUT_UI_MIN : fit) : want;
}

void layout_compute(Layout *l, int w, int h, int size)
{
    layout_compute_ui(l, w, h, size, LAYOUT_UI_MIN);
}

/* The board and the panel, the panel at least pmin pixels wide: the board is the largest
 * square the height allows, unless the panel would get narrower; the panel takes all the
 * width left of it. */
static void place(Layout *l, int w, int h, int pmin)
{
    int gap = (int)lround(12 * l->scale);
    int side = h - 2 * gap;
    if (side > w - pmin - 3 * gap) {
        side = w - pmin - 3 * gap;
    }
    if (side < 1) {
        side = 1;
    }
    /* A very wide window: the panel stops growing and the board sits centred left of it. */
    int pw = w - side - 3 * gap;
    int pmax = (int)lround(LAYOUT_PANEL_MAX_W * l->text_scale);
    pmax = pmax < pmin ? pmin : pmax;
    int left = gap;
    if (pw > pmax) {
        left += (pw - pmax) / 2;
        pw = pmax;
    }
    if (pw > w / 2 && side > 1) {
        pw = w / 2;
    }
    l->board.w = side;
    l->board.h = side;
    l->board.x = left;
    l->board.y = (h - side) / 2;
    l->panel.w = pw < 1 ? 1 : pw;
    l->panel.x = w - l->panel.w;
    l->panel.y = 0;
    l->panel.h = h;
    if (l->board.x + side > l->panel.x) {
        l->board.x = l->panel.x - side > 0 ? l->panel.x - side : 0;
    }
}

/* The grid in the board: size - 1 cells plus a margin each side for the coordinates and
 * the edge's stones. */
static void place_grid(Layout *l, int size)
{
    l->size = size;
    /* Wider at a larger interface, for its larger coordinates (layout_board_text_px): 1.2
     * cells at 150%. */
    int grown = l->ui_fit > LAYOUT_UI_MIN ? l->ui_fit - LAYOUT_UI_MIN : 0;
    l->margin_cells = 1.05 + 0.003 * grown;
    l->cell = l->board.w / (size - 1 + 2 * l->margin_cells);
    l->grid_x = l->board.x + l->margin_cells * l->cell;
    l->grid_y = l->board.y + l->margin_cells * l->cell;
}

void layout_compute_ui(Layout *l, int w, int h, int size, int ui_percent)
{
    w = w < 1 ? 1 : w;
    h = h < 1 ? 1 : h;
    l->win_w = w;
    l->win_h = h;
    l->size = size;
    /* 1. The scales the window's size gives, and the board and the panel at 100%. */
    window_scales(w, h, &l->scale, &l->text_scale);
    place(l, w, h, (int)lround(LAYOUT_PANEL_MIN_W * l->text_scale));
    l->ui_fit = LAYOUT_UI_MIN;
    place_grid(l, size);
    l->cell_100 = l->cell;
    /* 2. A larger interface: the text grows, and the panel with it (its labels keep the
     * room they have at 100%); the board takes what is left. The rows keep their height:
     * the panel's rows fill the height at 100% already, and hold the larger text. */
    l->ui_percent = ui_clamp(ui_percent);
    l->ui_fit = layout_ui_fit(w, h, ui_percent);
    if (l->ui_fit > LAYOUT_UI_MIN) {
        double k = l->ui_fit / 100.0;
        int pw = l->panel.w, want = (int)lround(pw * k);
        l->text_scale *= k;
        /* at most half the window, as place() keeps it: the board has the rest */
        place(l, w, h, want > w / 2 && w / 2 > pw ? w / 2 : want);
    }

    /* 3. The grid: size - 1 cells plus a margin each side for labels and edge stones. */
    place_grid(l, size);
}

void layout_picture(Layout *l, int side, int size)
{
    side = side < 1 ? 1 : side;
    l->win_w = side;
    l->win_h = side;
    window_scales(side, side, &l->scale, &l->text_scale);
    l->ui_percent = LAYOUT_UI_MIN;
    l->ui_fit = LAYOUT_UI_MIN;
    l->board = (LayoutRect){0, 0, side, side};
    l->panel = (LayoutRect){side, 0, 0, side};
    place_grid(l, size);
    l->cell_100 = l->cell;
}

double layout_board_text_px(const Layout *l, double frac)
{
    double px = l->cell * frac * l->ui_fit / 100.0;
    double most = l->cell * frac * LAYOUT_BOARD_TEXT_MAX, least = l->cell_100 * frac;
    px = px < most ? px : most;
    return px > least ? px : least;
}

int layout_text_px(const Layout *l, double px) { return (int)lround(px * l->text_scale); }

bool layout_cell_at(const Layout *l, int px, int py, Pos *out)
{
    if (l->cell <= 0) {
        return false;
    }
    /* Pixel centres sit at +0.5: pixel (px, py) covers [px, px + 1). */
    double fx = (px + 0.5 - l->grid_x) / l->cell;
    double fy = (py + 0.5 - l->grid_y) / l->cell;
    double rx = floor(fx + 0.5);
    double ry = floor(fy + 0.5);
    if (rx < 0 || ry < 0 || rx > l->size - 1 || ry > l->size - 1) {
        return false;
    }
    *out = pos_from_xy((int)rx, l->size - 1 - (int)ry);
    return true;
}

void layout_cell_center(const Layout *l, Pos p, double *px, double *py)
{
    *px = l->grid_x + pos_x(p) * l->cell;
    *py = l->grid_y + (l->size - 1 - pos_y(p)) * l->cell;
}

void layout_window_start(int want_w, int want_h, bool remembered, bool maximized,
                         LayoutRect display, LayoutRect usable, LayoutStart *out)
{
    bool known = usable.w > 0 && usable.h > 0;
    int min_w = LAYOUT_MIN_W, min_h = LAYOUT_MIN_H;
    if (known) {
        /* A screen smaller than the least size (a 1024x600 netbook): its usable area. */
        min_w = usable.w - LAYOUT_FRAME_W < min_w ? usable.w - LAYOUT_FRAME_W : min_w;
        min_h = usable.h - LAYOUT_FRAME_H < min_h ? usable.h - LAYOUT_FRAME_H : min_h;
        min_w = min_w < 1 ? 1 : min_w;
        min_h = min_h < 1 ? 1 : min_h;
    }
    bool absurd = want_w < LAYOUT_MIN_W || want_h < LAYOUT_MIN_H ||
                  (display.w > 0 && want_w > display.w) || (display.h > 0 && want_h > display.h);
    if (want_w <= 0 || want_h <= 0 || (remembered && absurd)) {
        want_w = LAYOUT_DEFAULT_W;
        want_h = LAYOUT_DEFAULT_H;
    }
    if (known) {
        want_w = want_w > usable.w - LAYOUT_FRAME_W ? usable.w - LAYOUT_FRAME_W : want_w;
        want_h = want_h > usable.h - LAYOUT_FRAME_H ? usable.h - LAYOUT_FRAME_H : want_h;
    }
    out->w = want_w < min_w ? min_w : want_w; /* --size 640x400 */
    out->h = want_h < min_h ? min_h : want_h;
    out->min_w = min_w;
    out->min_h = min_h;
    out->maximized = remembered && maximized;
}
