/* Renju - MIT licence, see LICENSE.
 *
 * The foul view in the window (foulview.h decides what it says): on the board, each line
 * of the point under the mouse or the keyboard cursor in its own colour (a band along the line
 * under the stones, a ring round each of its stones; an overline's stones ringed in red), its
 * straight-four points marked real (a ring and a dot in the line's colour) or false (a small cross
 * with the reason: 3×3, 4×4, 6, 5), a blocked three's points with a 4; in the panel, a card from
 * the message down with the explanation, one line per line of the position after its key
 * (the line in little, along its direction, in its colour), and a key to the point marks. Nothing
 * covers the position.
 */
#include <math.h>
#include <string.h>

#include "ui_internal.h"

void ui_explain_build(const App *app, FoulView *v)
{
    /* The keyboard cursor when an arrow key moved it last, else the mouse. */
    Pos p = POS_NONE;
    if (controller_position_hidden(app->ctl)) {
        p = POS_NONE; /* a pause hides the board: its fouls too */
    } else if (app->dialog == DLG_NONE && !app->show_help && app->cursor_visible &&
               app->explain_cursor) {
        p = app->ctl->cursor;
    } else if (!ui_hover_point(app, &p)) {
        p = POS_NONE;
    }
    foulview_build(app->ctl, p, ui_fouls_shown(app), app->settings.lang, v);
}

/* The colour of the line in direction dir: its own per direction, red for an overline;
 * `one` when given (the trainer draws every line in one colour its legend names). */
static SDL_Color line_colour(const App *app, const FoulView *v, int dir, const SDL_Color *one)
{
    if (one) {
        return *one;
    }
    static const UiColour DIRS[DIR_COUNT] = {COLOUR_DIR_0, COLOUR_DIR_1, COLOUR_DIR_2,
                                             COLOUR_DIR_3};
    for (int i = 0; i < v->marks.nlines; i++) {
        if (v->marks.lines[i].dir == dir && v->marks.lines[i].shape == MARK_OVERLINE) {
            return ui_colour(COLOUR_RED);
        }
    }
    return dir >= 0 && dir < DIR_COUNT ? ui_colour(DIRS[dir]) : ui_colour(COLOUR_DIM);
}

static void draw_under(const App *app, const FoulView *v, const SDL_Color *one)
{
    if (v->kind == FOULVIEW_NONE) {
        return;
    }
    double cell = app->layout.cell;
    for (int i = 0; i < v->marks.nlines; i++) {
        const MarkLine *m = &v->marks.lines[i];
        if (m->nstones < 2) {
            continue;
        }
        /* A band of dots from the line's first stone to its last. */
        double x0, y0, x1, y1;
        layout_cell_center(&app->layout, m->stones[0], &x0, &y0);
        layout_cell_center(&app->layout, m->stones[m->nstones - 1], &x1, &y1);
        double len = hypot(x1 - x0, y1 - y0);
        int steps = (int)(len / (cell * 0.12)) + 1;
        SDL_Color c = line_colour(app, v, m->dir, one);
        for (int k = 0; k <= steps; k++) {
            double t = (double)k / steps;
            assets_draw_sprite(app->assets, SPRITE_DOT, x0 + t * (x1 - x0), y0 + t * (y1 - y0),
                               cell * 0.2, c, 150);
        }
    }
}

/* A small label on a marked point, on a light card so it reads on wood and stones. */
static void point_label(const App *app, const char *s, double cx, double cy, SDL_Color c)
{
    int px = (int)lround(layout_board_text_px(&app->layout, 0.32));
    if (px < 8) {
        px = 8;
    }
    int tw, th;
    text_size(app->assets, FACE_BOLD, px, s, &tw, &th);
    int x = (int)lround(cx + app->layout.cell * 0.12);
    int y = (int)lround(cy - app->layout.cell * 0.5);
    LayoutRect r = {x - 2, y, tw + 4, th};
    ui_card(app->ren, r, 3, ui_colour(COLOUR_TAG));
    text_draw(app->assets, FACE_BOLD, px, s, x, y, c, 0);
}

/* A point mark: real (ring and dot in the line's colour), false (a cross), a five point
 * (a ring in the line's colour), a blocked three's point (a faint ring); side 0 = board. */
static void point_mark(const App *app, const MarkLine *m, int i, SDL_Color c, double cx, double cy,
                       double side)
{
    Assets *a = app->assets;
    double cell = side > 0 ? side : app->layout.cell;
    if (foulview_point_false(m, i)) {
        assets_draw_sprite(a, SPRITE_FORBIDDEN, cx, cy, cell * 0.42, ui_colour(COLOUR_WHITE), 255);
    } else if (m->point_mark[i] == MARK_POINT_FOUR_ONLY) {
        assets_draw_sprite(a, SPRITE_RING, cx, cy, cell * 0.5, c, 170);
    } else if (m->point_mark[i] == MARK_POINT_FIVE) {
        assets_draw_sprite(a, SPRITE_DOT, cx, cy, cell * 0.42, c, 255);
    } else {
        assets_draw_sprite(a, SPRITE_RING, cx, cy, cell * 0.62, c, 255);
        assets_draw_sprite(a, SPRITE_DOT, cx, cy, cell * 0.22, c, 255);
    }
}

void ui_explain_draw_under(const App *app, const FoulView *v) { draw_under(app, v, NULL); }

void ui_explain_draw_under_in(const App *app, const FoulView *v, SDL_Color one)
{
    draw_under(app, v, &one);
}

/* The lines' rings and points; the point's verdict ring too unless one colour is given
 * (then the caller rings the point in its own meaning). */
static void draw_over(const App *app, const FoulView *v, const SDL_Color *one)
{
    if (v->kind == FOULVIEW_NONE) {
        return;
    }
    double cell = app->layout.cell;
    for (int i = 0; i < v->marks.nlines; i++) {
        const MarkLine *m = &v->marks.lines[i];
        SDL_Color c = line_colour(app, v, m->dir, one);
        for (int k = 0; k < m->nstones; k++) {
            if (m->stones[k] == v->marks.point) {
                continue;
            }
            double cx, cy;
            layout_cell_center(&app->layout, m->stones[k], &cx, &cy);
            assets_draw_sprite(app->assets, SPRITE_RING, cx, cy,
                               cell * (m->shape == MARK_OVERLINE ? 1.18 : 1.08), c, 255);
        }
        for (int k = 0; k < m->npoints; k++) {
            double cx, cy;
            layout_cell_center(&app->layout, m->points[k], &cx, &cy);
            point_mark(app, m, k, c, cx, cy, 0);
            const char *label = foulview_point_label(m, k);
            if (label[0]) {
                point_label(app, label, cx, cy,
                            foulview_point_false(m, k) ? ui_colour(COLOUR_RED) : c);
            }
        }
    }
    if (one) {
        return;
    }
    /* The point itself: a ring in the verdict's colour. */
    double cx, cy;
    layout_cell_center(&app->layout, v->marks.point, &cx, &cy);
    assets_draw_sprite(
        app->assets, SPRITE_RING, cx, cy, cell * 1.2,
        v->kind == FOULVIEW_FORBIDDEN ? ui_colour(COLOUR_RED) : ui_colour(COLOUR_GOOD), 255);
}

void ui_explain_draw_over(const App *app, const FoulView *v) { draw_over(app, v, NULL); }

void ui_explain_draw_over_in(const App *app, const FoulView *v, SDL_Color one)
{
    draw_over(app, v, &one);
}

/* Whether line i of the view has a point that wears the key's mark (false points share
 * one key). */
static bool line_wears(const FoulView *v, int i, MarkPoint key)
{
    const MarkLine *m = &v->marks.lines[i];
    for (int k = 0; k < m->npoints; k++) {
        if (foulview_point_false(m, k) ? key == MARK_POINT_OVERLINE : m->point_mark[k] == key) {
            return true;
        }
    }
    return false;
}

static bool key_shown(const FoulView *v, MarkPoint key)
{
    for (int i = 0; i < v->marks.nlines; i++) {
        if (line_wears(v, i, key)) {
            return true;
        }
    }
    return false;
}

static bool same_colour(SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

int ui_explain_key_colours(const App *app, const FoulView *v, MarkPoint key,
                           SDL_Color out[DIR_COUNT])
{
    int n = 0;
    for (int i = 0; i < v->marks.nlines && n < DIR_COUNT; i++) {
        if (!line_wears(v, i, key)) {
            continue;
        }
        SDL_Color c = line_colour(app, v, v->marks.lines[i].dir, NULL);
        bool seen = false;
        for (int j = 0; j < n; j++) {
            seen = seen || same_colour(out[j], c);
        }
        if (!seen) {
            out[n++] = c;
        }
    }
    return n;
}

/* The key to the point marks: the mark, its words. */
static const MarkPoint KEY[4] = {MARK_POINT_REAL, MARK_POINT_FIVE, MARK_POINT_OVERLINE,
                                 MARK_POINT_FOUR_ONLY};
static const StrId KEY_WORDS[4] = {S_LEGEND_REAL_POINT, S_LEGEND_FIVE_POINT, S_LEGEND_FALSE_POINT,
                                   S_LEGEND_FOUR_POINT};

/* A line's key in the card: the line as the board draws it, in little (ringed stones on a
 * band of dots, along the line's direction on the screen), so that the key and the board
 * pair up by shape as well as by colour (a square of colour alone did not, in greyscale or
 * to a colour-blind eye). */
static void line_key(const App *app, const FoulView *v, int dir, double cx, double cy, int side)
{
    if (dir < 0 || dir >= DIR_COUNT) {
        return;
    }
    SDL_Color c = line_colour(app, v, dir, NULL);
    /* The direction on the screen, from two points of the board. */
    double x0, y0, x1, y1;
    layout_cell_center(&app->layout, pos_from_xy(7, 7), &x0, &y0);
    layout_cell_center(&app->layout, pos_from_xy(7 + DIR_DX[dir], 7 + DIR_DY[dir]), &x1, &y1);
    double len = hypot(x1 - x0, y1 - y0);
    double ux = len > 0 ? (x1 - x0) / len : 1, uy = len > 0 ? (y1 - y0) / len : 0;
    /* Three stones' rings along a band of dots, a little apart. */
    double reach = side * 0.6;
    double ring = side * 0.55;
    for (int k = -4; k <= 4; k++) {
        double t = reach * k / 4.0;
        assets_draw_sprite(app->assets, SPRITE_DOT, cx + t * ux, cy + t * uy, side * 0.28, c, 200);
    }
    for (int k = -1; k <= 1; k++) {
        assets_draw_sprite(app->assets, SPRITE_RING, cx + k * reach * ux, cy + k * reach * uy, ring,
                           c, 255);
    }
}

/* The height of the key's rows shown at size fpx, width w. */
static int key_height(const App *app, const FoulView *v, int fpx, int w, int gap)
{
    int h = 0;
    for (int k = 0; k < 4; k++) {
        if (key_shown(v, KEY[k])) {
            h += text_wrapped_height(app->assets, FACE_REGULAR, fpx - 1,
                                     i18n_text(app->settings.lang, KEY_WORDS[k]), w) +
                 gap;
        }
    }
    return h;
}

/* The height of the card's text at size fpx and width w (key column excluded). */
static int text_height(const App *app, const FoulView *v, int fpx, int w, int gap)
{
    int h = 0;
    for (int i = 0; i < v->ntext; i++) {
        h += text_wrapped_height(app->assets, i ? FACE_REGULAR : FACE_BOLD, fpx, v->text[i].text,
                                 i ? w : w + 2 * fpx) +
             gap;
    }
    return h;
}

/* The card in msg's column from msg.y down to bottom at most, min_h high at least. */
static void draw_card(const App *app, const FoulView *v, LayoutRect msg, int bottom, int min_h)
{
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    int pad = ui_px(app, 12);
    int swatch = ui_px(app, 12);
    int tx = msg.x + pad + swatch + ui_px(app, 8);
    int tw = msg.x + msg.w - pad - tx;
    int gap = ui_px(app, 6);
    /* The largest text that fits between the message and the panel's foot. */
    int fpx = ui_font(app, 15);
    int legend_h = 0;
    int h = 0;
    for (; fpx > 9; fpx--) {
        legend_h = key_height(app, v, fpx, tw, gap);
        h = text_height(app, v, fpx, tw, gap) + legend_h + 2 * pad;
        if (msg.y + h <= bottom) {
            break;
        }
    }
    LayoutRect r = {msg.x - ui_px(app, 4), msg.y, msg.w + ui_px(app, 8), h > min_h ? h : min_h};
    if (r.y + r.h > bottom) {
        r.h = bottom - r.y;
    }
    ui_card(app->ren, (LayoutRect){r.x + 2, r.y + 3, r.w, r.h}, ui_px(app, 10),
            ui_colour(COLOUR_SHADOW_SOFT));
    ui_card(app->ren, r, ui_px(app, 10), ui_colour(COLOUR_CARD));
    ui_fill(app->ren, r.x, r.y + ui_px(app, 10), ui_px(app, 4), r.h - ui_px(app, 20),
            v->kind == FOULVIEW_FORBIDDEN ? ui_colour(COLOUR_RED) : ui_colour(COLOUR_GOOD));
    int y = r.y + pad;
    for (int i = 0; i < v->ntext && y < r.y + r.h - pad; i++) {
        const FoulViewText *t = &v->text[i];
        if (t->dir >= 0) {
            line_key(app, v, t->dir, msg.x + pad + swatch / 2.0, y + fpx / 2.0 + ui_px(app, 2),
                     swatch);
        }
        SDL_Color c = i == 0 ? (v->kind == FOULVIEW_FORBIDDEN ? ui_colour(COLOUR_BAD)
                                                              : ui_colour(COLOUR_GOOD))
                             : ui_colour(COLOUR_TEXT);
        /* The key stands for the list's dash. */
        const char *s = t->dir >= 0 && strncmp(t->text, "- ", 2) == 0 ? t->text + 2 : t->text;
        y += text_draw_wrapped(a, i ? FACE_REGULAR : FACE_BOLD, fpx, s, i ? tx : msg.x + pad, y,
                               i ? tw : msg.w - 2 * pad, c) +
             gap;
    }
    /* The key to the point marks on the board, drawn as there. */
    for (int k = 0; k < 4 && y + fpx <= r.y + r.h; k++) {
        if (!key_shown(v, KEY[k])) {
            continue;
        }
        MarkLine one;
        memset(&one, 0, sizeof one);
        one.npoints = 1;
        one.point_mark[0] = KEY[k];
        double side = fpx * 1.6;
        /* In the colour of each line that wears it, as on the board (a grey five point stood
         * for the blue dots there; one blue dot for blue and magenta ones), side by side
         * between the card's edge and the text. */
        SDL_Color cs[DIR_COUNT];
        int nc = ui_explain_key_colours(app, v, KEY[k], cs);
        double cy = y + fpx / 2.0 + ui_px(app, 2);
        if (nc <= 1) {
            point_mark(app, &one, 0, nc ? cs[0] : ui_colour(COLOUR_DIM), msg.x + pad + swatch / 2.0,
                       cy, side);
        } else {
            double lo = msg.x, room = tx - ui_px(app, 3) - lo;
            double s = side * 0.8;
            double step = room / nc < s * 0.66 ? room / nc : s * 0.66;
            double x = lo + (room - step * (nc - 1)) / 2.0;
            for (int j = 0; j < nc; j++) {
                point_mark(app, &one, 0, cs[j], x + j * step, cy, s);
            }
        }
        y += text_draw_wrapped(a, FACE_REGULAR, fpx - 1, i18n_text(lang, KEY_WORDS[k]), tx, y, tw,
                               ui_colour(COLOUR_DIM)) +
             gap;
    }
}

void ui_explain_draw_panel(const App *app, const FoulView *v)
{
    if (v->kind == FOULVIEW_NONE || v->ntext == 0) {
        return;
    }
    const LayoutRect *panel = &app->layout.panel;
    /* Over the buttons, from under the status card, at least down to the move list's
     * header, so no button shows half. */
    LayoutRect msg = ui_message_rect(app);
    msg.y = ui_below_status_y(app);
    draw_card(app, v, msg, panel->y + panel->h - ui_px(app, 8),
              ui_move_list_rect(app).y - ui_px(app, 30) - msg.y);
}

void ui_explain_draw_card(const App *app, const FoulView *v, LayoutRect area, int min_h)
{
    if (v->kind != FOULVIEW_NONE && v->ntext > 0) {
        draw_card(app, v, area, area.y + area.h, min_h);
    }
}
