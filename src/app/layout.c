/* Renju - MIT licence, see LICENSE.
 *
 * Window geometry: the panel takes about a third of the width (within limits that keep
 * its text readable), the board the largest square left of it. The grid sits inside the
 * board with a margin wide enough for the coordinate labels and for edge stones.
 */
#include "layout.h"

#include <math.h>

static int clamp_int(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

void layout_compute(Layout *l, int w, int h, int size)
{
    w = w < 1 ? 1 : w;
    h = h < 1 ? 1 : h;
    l->win_w = w;
    l->win_h = h;
    l->size = size;
    /* 1. The UI scale follows the height, and the width when the window is narrow. */
    double s = h / 760.0;
    if (w / 1150.0 < s) {
        s = w / 1150.0;
    }
    l->scale = s < 0.45 ? 0.45 : s;

    /* 2. The panel: a third of the width, at least 250 and at most 420 scaled pixels,
     * never more than half the window. */
    int pw = clamp_int((int)(w * 0.34), (int)(250 * l->scale), (int)(420 * l->scale));
    if (pw > w / 2) {
        pw = w / 2;
    }
    int gap = (int)lround(14 * l->scale);
    /* 3. The board: the largest square in the rest, with a gap around it. */
    int avail_w = w - pw - 2 * gap;
    int avail_h = h - 2 * gap;
    int side = avail_w < avail_h ? avail_w : avail_h;
    if (side < 1) {
        side = 1;
    }
    l->board.w = side;
    l->board.h = side;
    l->board.x = gap + (avail_w - side) / 2;
    l->board.y = gap + (avail_h - side) / 2;
    l->panel.x = w - pw;
    l->panel.y = 0;
    l->panel.w = pw;
    l->panel.h = h;

    /* 4. The grid: size - 1 cells plus a margin each side for labels and edge stones. */
    l->margin_cells = 1.05;
    l->cell = side / (size - 1 + 2 * l->margin_cells);
    l->grid_x = l->board.x + l->margin_cells * l->cell;
    l->grid_y = l->board.y + l->margin_cells * l->cell;
}

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
