/* Renju - MIT licence, see LICENSE.
 *
 * Pure geometry of the game window: where the board, its grid and the side panel lie for
 * a given output size, and the mapping between pixels and board points. No SDL, so it is
 * tested without a display. All numbers are output pixels (HiDPI: the renderer's output
 * size, not the window's size in screen points).
 */
#ifndef RENJU_LAYOUT_H
#define RENJU_LAYOUT_H

#include <stdbool.h>

#include "renju_types.h"

typedef struct LayoutRect {
    int x, y, w, h;
} LayoutRect;

/* Invariants after layout_compute():
 * - board is a square inside the window, left of the panel; panel fills the right side;
 * - the grid's lines are `cell` pixels apart; point (x, y) (x = column from the left,
 *   y = row from the bottom) is at (grid_x + x * cell, grid_y + (size - 1 - y) * cell);
 * - the grid keeps a margin of `margin_cells` cells inside the board for coordinates;
 * - scale is the UI scale of the panel's rows: 1.0 for a LAYOUT_REF_H-pixel-high window;
 * - text_scale is the scale of the text: scale, but never below LAYOUT_MIN_TEXT_SCALE
 *   (text of n unscaled pixels is layout_text_px(l, n) pixels high);
 * - at an interface scale (ui_fit percent: ui_percent as asked, or the most the window
 *   holds, layout_ui_fit) text_scale is that much larger and the panel that much wider
 *   than at 100%; the rows keep their scale, the board takes what is left. */
typedef struct Layout {
    int win_w, win_h;
    int size;              /* lines of the board: 15 (or 19) */
    LayoutRect board;      /* the wooden square */
    LayoutRect panel;      /* the side panel */
    double grid_x, grid_y; /* pixel of the top-left point (column a, top row) */
    double cell;           /* distance between neighbouring lines */
    double cell_100;       /* the cell this window has at interface 100% */
    double margin_cells;   /* grid margin inside the board, in cells */
    double scale;
    double text_scale;
    int ui_percent; /* the interface scale asked for (settings' ui_scale) */
    int ui_fit;     /* the interface scale used: ui_percent, or the most this window holds */
} Layout;

/* The window height at which the panel is drawn at scale 1, and the width below which a
 * narrow window shrinks it. */
#define LAYOUT_REF_H 740.0
#define LAYOUT_REF_W 1100.0
/* The smallest text scale: the panel's 15-pixel body text stays 12 pixels or more. */
#define LAYOUT_MIN_TEXT_SCALE 0.8
/* The panel's width in unscaled text pixels: at least what three columns of buttons need
 * for their longest labels (without keys: Russian's "Ходи сейчас" in the smallest
 * window), at most what its text can use. */
#define LAYOUT_PANEL_MIN_W 375
#define LAYOUT_PANEL_MAX_W 640
/* The smallest window, in points: the smallest size every screen is checked at
 * (tests/test_ui_fit.c). The window asks for it as its minimum; one smaller still (no
 * window manager keeps it to its minimum) is laid out at this size and shows the top-left
 * part, rather than a board and panel squeezed over each other. */
#define LAYOUT_MIN_W 800
#define LAYOUT_MIN_H 500

/* The interface scale (settings' ui_scale, percent): the text and the panel's rows grow,
 * the board takes what is left; Ctrl+= and Ctrl+- step it by LAYOUT_UI_STEP. */
#define LAYOUT_UI_MIN 100
#define LAYOUT_UI_MAX 200
#define LAYOUT_UI_STEP 25
/* The most the window holds: the text at most LAYOUT_UI_TEXT_ROWS times the rows' scale,
 * and the panel, as much wider, within half the window with LAYOUT_UI_PANEL_W text pixels
 * (its grid of buttons with their keys beside their words). Both as test_ui_fit finds every
 * screen whole at the most 1024x640, 1920x1080 and 2560x1440 hold (140%, 150%, 150%; at
 * 175% the buttons' title row, the keys under their words, a question's answers and the
 * file dialog's tabs ran out of their boxes). It was 1.34 alone, what the
 * window below the least size (784x440: rows 440/740, text 0.8) has at 100%: every window
 * taller than 592 held 134% (audit 27a, item 11: 2560x1440 too). */
#define LAYOUT_UI_TEXT_ROWS 1.5
#define LAYOUT_UI_PANEL_W 420

/* The window's size when nothing else is known (screen points). */
#define LAYOUT_DEFAULT_W 1280
#define LAYOUT_DEFAULT_H 760
/* The room a window keeps inside the screen's usable area for its frame (title bar and
 * borders, which a window manager adds around the size asked for). */
#define LAYOUT_FRAME_W 16
#define LAYOUT_FRAME_H 40

/* A window's size at start and its least size, in screen points. */
typedef struct LayoutStart {
    int w, h;
    int min_w, min_h;
    bool maximized;
} LayoutStart;

/* The window at start. want_w x want_h is the size asked for (--size) or, remembered
 * true, the size the settings remember (0: none) with its maximized state. A remembered
 * size that cannot be right (below the least size, larger than the display, or missing
 * one side: a corrupt or hand-edited file, another screen) is dropped for the default;
 * then any size is fitted into the usable area, leaving room for the frame (display and
 * usable are the screen's bounds and those less its panels; w or h 0 when unknown). The
 * least size is LAYOUT_MIN_W x LAYOUT_MIN_H, or the usable area when that is smaller. */
void layout_window_start(int want_w, int want_h, bool remembered, bool maximized,
                         LayoutRect display, LayoutRect usable, LayoutStart *out);

/* Lays out a window of w x h output pixels for a board of `size` lines (5..BOARD_MAX).
 * Any w, h >= 1 give a valid layout; tiny windows get a tiny board. */
void layout_compute(Layout *l, int w, int h, int size);
/* The same at an interface scale of ui_percent (LAYOUT_UI_MIN..LAYOUT_UI_MAX; outside it,
 * the nearest end): l->ui_fit says what the window could hold of it. */
void layout_compute_ui(Layout *l, int w, int h, int size, int ui_percent);
/* A picture of the board alone, side x side pixels (a saved picture, drawn off-screen at
 * a size of its own): the board fills it, its grid and margins as in the window; no
 * panel (its width 0). */
void layout_picture(Layout *l, int side, int size);
/* The interface scale a window of w x h output pixels holds of ui_percent. */
int layout_ui_fit(int w, int h, int ui_percent);

/* The size of a text on the board (its coordinates, a mark's tag) drawn frac of a cell high
 * at 100%: grown by the interface scale as far as LAYOUT_BOARD_TEXT_MAX times that fraction
 * of this cell, and never below its size at 100% (the board gives the panel room as the
 * interface grows: its labels stayed frac of the smaller cell, audit 33a B2). */
#define LAYOUT_BOARD_TEXT_MAX 1.3
double layout_board_text_px(const Layout *l, double frac);
/* A text size of px unscaled pixels, in output pixels at this layout. */
int layout_text_px(const Layout *l, double px);

/* The point nearest to pixel (px, py), when the pixel lies within half a cell of it
 * (a square catchment, so every pixel of the grid area maps to exactly one point).
 * Returns false outside. */
bool layout_cell_at(const Layout *l, int px, int py, Pos *out);

/* The pixel centre of point p (p must be on a board of l->size). */
void layout_cell_center(const Layout *l, Pos p, double *px, double *py);

static inline bool layout_rect_contains(LayoutRect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

#endif
