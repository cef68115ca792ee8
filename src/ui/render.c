/* Renju - MIT licence, see LICENSE.
 *
 * Draws one frame from a const App: the wooden board with its grid, star points and
 * coordinates; Black's forbidden points; the stones with their shadows, the last move,
 * move numbers, the winning five, the hint, the ghost stone and the keyboard cursor; the
 * side panel with the foul view's card (explain.c); then overlay.c draws a dialog or the help
 * on top. Drawing never
 * changes the game (only the text and picture caches inside Assets).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "status.h"
#include "ui_internal.h"

#define ANIM_MS 160

bool ui_hover_point(const App *app, Pos *out)
{
    if (!app->mouse_in || app->dialog != DLG_NONE || app->show_help || app->picture) {
        return false;
    }
    return layout_cell_at(&app->layout, app->mouse_x, app->mouse_y, out);
}

bool ui_ghost_point(const App *app, Pos *out)
{
    if ((app->cursor_visible && app->explain_cursor) || ui_find_on(app)) {
        return false; /* the keyboard moved last: its cursor says where (one mark, not two);
                       * Find position's board plays nothing */
    }
    return ui_hover_point(app, out);
}

bool ui_label_point(const App *app, Pos *out)
{
    bool cursor = app->cursor_visible && !app->picture;
    if (cursor && app->explain_cursor) {
        *out = app->ctl->cursor;
        return true;
    }
    if (ui_hover_point(app, out)) {
        return true;
    }
    *out = cursor ? app->ctl->cursor : POS_NONE;
    return cursor;
}

bool ui_animating(const App *app)
{
    return (app->anim_pos != POS_NONE && app->now - app->anim_start < ANIM_MS) ||
           ui_variant_animating(app);
}

/* ---- The board ------------------------------------------------------------------- */

static void point_xy(const App *app, Pos p, double *x, double *y)
{
    layout_cell_center(&app->layout, p, x, y);
}

static void draw_grid(const App *app)
{
    SDL_Renderer *r = app->ren;
    const Layout *l = &app->layout;
    int n = l->size;
    int lw = (int)lround(l->cell / 30.0);
    if (lw < 1) {
        lw = 1;
    }
    int x0 = (int)lround(l->grid_x);
    int y0 = (int)lround(l->grid_y);
    int x1 = (int)lround(l->grid_x + (n - 1) * l->cell);
    int y1 = (int)lround(l->grid_y + (n - 1) * l->cell);
    SDL_Color c = ui_alpha(ui_colour(COLOUR_LINE), ui_printing(app) ? 255 : 215);
    for (int i = 0; i < n; i++) {
        int t = (i == 0 || i == n - 1) ? lw * 2 : lw;
        int x = (int)lround(l->grid_x + i * l->cell) - t / 2;
        int y = (int)lround(l->grid_y + i * l->cell) - t / 2;
        ui_fill(r, x, y0 - lw, t, y1 - y0 + 2 * lw, c);
        ui_fill(r, x0 - lw, y, x1 - x0 + 2 * lw, t, c);
    }
    /* Star points. */
    int stars15[5][2] = {{7, 7}, {3, 3}, {3, 11}, {11, 3}, {11, 11}};
    for (int i = 0; i < 9; i++) {
        int sx, sy;
        if (n == 19) {
            sx = 3 + 6 * (i % 3);
            sy = 3 + 6 * (i / 3);
        } else if (i < 5 && n == 15) {
            sx = stars15[i][0];
            sy = stars15[i][1];
        } else {
            continue;
        }
        double cx, cy;
        point_xy(app, pos_from_xy(sx, sy), &cx, &cy);
        assets_draw_sprite(app->assets, SPRITE_STAR, cx, cy, 0, ui_colour(COLOUR_LINE),
                           ui_printing(app) ? 255 : 235);
    }
    /* Coordinates on all four edges. */
    int fpx = (int)lround(layout_board_text_px(l, 0.34));
    if (fpx < 7) {
        return;
    }
    double off = l->cell * 0.72;
    /* The column and row of the keyboard cursor's point or the mouse's light up, so a
     * learner reads its name off the edges. */
    Pos mark = POS_NONE;
    if (!ui_label_point(app, &mark)) {
        mark = POS_NONE;
    }
    int mark_x = mark != POS_NONE ? pos_x(mark) : -1;
    int mark_y = mark != POS_NONE ? pos_y(mark) : -1;
    SDL_Color normal = ui_colour(COLOUR_LABEL);
    SDL_Color lit = ui_colour(COLOUR_LABEL_LIT);
    /* The row numbers, two digits wide, out by what the margin grew with the interface
     * (layout.c): grown with it, they reached the wood's edge. */
    double row_off = off + (l->margin_cells - 1.05) * l->cell;
    double right = l->grid_x + (n - 1) * l->cell + row_off;
    for (int i = 0; i < n; i++) {
        char s[12];
        double cx, cy;
        point_xy(app, pos_from_xy(i, 0), &cx, &cy);
        snprintf(s, sizeof s, "%c", 'a' + i);
        int tw, th;
        FontFace face = i == mark_x ? FACE_BOLD : FACE_REGULAR;
        SDL_Color col = i == mark_x ? lit : normal;
        text_size(app->assets, face, fpx, s, &tw, &th);
        text_draw(app->assets, face, fpx, s, (int)lround(cx), (int)lround(cy + off - th / 2.0), col,
                  1);
        text_draw(app->assets, face, fpx, s, (int)lround(cx),
                  (int)lround(l->grid_y - off - th / 2.0), col, 1);
        point_xy(app, pos_from_xy(0, i), &cx, &cy);
        snprintf(s, sizeof s, "%d", i + 1);
        face = i == mark_y ? FACE_BOLD : FACE_REGULAR;
        col = i == mark_y ? lit : normal;
        text_draw(app->assets, face, fpx, s, (int)lround(cx - row_off), (int)lround(cy - th / 2.0),
                  col, 1);
        text_draw(app->assets, face, fpx, s, (int)lround(right), (int)lround(cy - th / 2.0), col,
                  1);
    }
}

static void draw_stone(const App *app, Stone s, double cx, double cy, double scale, Uint8 alpha)
{
    const Layout *l = &app->layout;
    Assets *a = app->assets;
    if (ui_printing(app)) { /* flat, no shadow: Black solid ink, White paper in an outline */
        double side = scale == 1.0 ? 0 : l->cell * 0.95 * scale;
        SDL_Color ink = ui_colour(COLOUR_LINE), paper = ui_colour(COLOUR_WOOD);
        assets_draw_sprite(a, SPRITE_DISC, cx, cy, side, s == STONE_BLACK ? ink : paper, alpha);
        if (s != STONE_BLACK) {
            assets_draw_sprite(a, SPRITE_RIM, cx, cy, side, ink, alpha);
        }
        return;
    }
    double sh = l->cell * 0.06;
    if (alpha == 255 || scale != 1.0) {
        assets_draw_sprite(a, SPRITE_SHADOW, cx + sh, cy + sh * 1.3,
                           scale == 1.0 ? 0 : l->cell * 1.08 * scale, ui_colour(COLOUR_WHITE),
                           (Uint8)(alpha * 0.9));
    }
    assets_draw_sprite(a, s == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE, cx, cy,
                       scale == 1.0 ? 0 : l->cell * 0.95 * scale, ui_colour(COLOUR_WHITE), alpha);
}

/* A forbidden point, side across (0: the board's size). The fouls of the side to move
 * are a red cross; the opponent's (Black's while White is to move, which White aims at)
 * a smaller cross in a dark ring, so they read as "Black may not play here". */
static void draw_foul_mark(const App *app, double cx, double cy, double side, bool of_mover)
{
    Assets *a = app->assets;
    if (side <= 0) {
        side = app->layout.cell * 0.56;
    }
    if (of_mover) {
        assets_draw_sprite(a, SPRITE_FORBIDDEN, cx, cy, side, ui_colour(COLOUR_WHITE), 255);
        return;
    }
    assets_draw_sprite(a, SPRITE_RING, cx, cy, side * 1.05, ui_colour(COLOUR_FOUL_RING), 230);
    assets_draw_sprite(a, SPRITE_FORBIDDEN, cx, cy, side * 0.62, ui_colour(COLOUR_WHITE), 235);
}

static void draw_cursor(const App *app, Pos p)
{
    double cx, cy;
    point_xy(app, p, &cx, &cy);
    double h = app->layout.cell * 0.5;
    int t = (int)lround(app->layout.cell * 0.07);
    int len = (int)lround(app->layout.cell * 0.28);
    t = t < 2 ? 2 : t;
    int x0 = (int)lround(cx - h), y0 = (int)lround(cy - h);
    int x1 = (int)lround(cx + h), y1 = (int)lround(cy + h);
    SDL_Renderer *r = app->ren;
    /* Blue brackets on a light rim a little wider each side: the blue alone was a faint
     * grey on the wood in greyscale (the audit), the rim reads on wood and stones alike. */
    int o = t / 3 > 1 ? t / 3 : 1;
    for (int pass = 0; pass < 2; pass++) {
        int e = pass == 0 ? o : 0;
        SDL_Color c = ui_colour(pass == 0 ? COLOUR_NUMBER_ON_BLACK : COLOUR_CURSOR);
        ui_fill(r, x0 - e, y0 - e, len + 2 * e, t + 2 * e, c);
        ui_fill(r, x0 - e, y0 - e, t + 2 * e, len + 2 * e, c);
        ui_fill(r, x1 - len - e, y0 - e, len + 2 * e, t + 2 * e, c);
        ui_fill(r, x1 - t - e, y0 - e, t + 2 * e, len + 2 * e, c);
        ui_fill(r, x0 - e, y1 - t - e, len + 2 * e, t + 2 * e, c);
        ui_fill(r, x0 - e, y1 - len - e, t + 2 * e, len + 2 * e, c);
        ui_fill(r, x1 - len - e, y1 - t - e, len + 2 * e, t + 2 * e, c);
        ui_fill(r, x1 - t - e, y1 - len - e, t + 2 * e, len + 2 * e, c);
    }
}

/* Can a person play on the live position right now (for the ghost stone)? */
static bool person_can_play(const App *app)
{
    const Controller *c = app->ctl;
    return controller_is_live(c) && !game_over(&c->game) && controller_human_to_move(c);
}

static void draw_zone(const App *app)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    if (g->opening == OPENING_FREE || !controller_is_live(c) || game_over(g) ||
        !game_action_offered(g, ACTION_MOVE)) {
        return;
    }
    int zone = game_zone_size(g);
    if (zone <= 0) {
        return;
    }
    int t = (int)lround(app->layout.cell / 18.0);
    ui_draw_centre_square(app, zone, ui_colour(COLOUR_ZONE), ui_colour(COLOUR_ZONE_EDGE),
                          t < 1 ? 1 : t);
}

void ui_draw_centre_square(const App *app, int side, SDL_Color fill, SDL_Color line, int t)
{
    const Layout *l = &app->layout;
    Pos low;
    Pos high;
    game_centre_square(l->size, side, &low, &high);
    double x0, y0, x1, y1;
    point_xy(app, low, &x0, &y0);
    point_xy(app, high, &x1, &y1);
    /* From half a cell outside the corner points (rows may run either way on screen). */
    double m = l->cell * 0.5;
    double left = fmin(x0, x1) - m;
    double top = fmin(y0, y1) - m;
    LayoutRect r = {(int)lround(left), (int)lround(top), (int)lround(fabs(x1 - x0) + 2 * m),
                    (int)lround(fabs(y1 - y0) + 2 * m)};
    ui_fill(app->ren, r.x, r.y, r.w, r.h, fill);
    ui_frame(app->ren, r, t, line);
}

/* A bold label (a number, a letter) centred on the point at (cx, cy). */
static void draw_label(const App *app, double cx, double cy, int px, const char *s, SDL_Color col)
{
    int tw, th;
    text_size(app->assets, FACE_BOLD, px, s, &tw, &th);
    text_draw(app->assets, FACE_BOLD, px, s, (int)lround(cx), (int)lround(cy - th / 2.0), col, 1);
}

/* A mark's colour on p: the other stone's on a stone, red on the wood. */
static SDL_Color mark_colour(const App *app, Pos p)
{
    Stone s = board_at(&app->ctl->board, p);
    return s == STONE_BLACK   ? ui_colour(COLOUR_WHITE)
           : s == STONE_WHITE ? ui_colour(COLOUR_LABEL)
                              : ui_colour(COLOUR_RED);
}

static const Sprite SHAPE_SPRITE[REVIEW_SHAPE_COUNT] = {SPRITE_DOT, SPRITE_TRIANGLE, SPRITE_SQUARE,
                                                        SPRITE_RING, SPRITE_CROSS};

/* A shape (review.h's) on the point at (cx, cy), tinted col. */
static void draw_shape(const App *app, ReviewShape shape, double cx, double cy, SDL_Color col,
                       Uint8 alpha)
{
    double side = shape == REVIEW_SHAPE_CIRCLE ? app->layout.cell * 0.56 : 0;
    assets_draw_sprite(app->assets, SHAPE_SPRITE[shape], cx, cy, side, col, alpha);
}

/* The board letters and texts of the shown position (RenLib's board texts, SGF's LB[]:
 * review.h's marks) and its shapes, in the colour of the board's labels, on a stone in the
 * other stone's colour. A text of up to REVIEW_MARK_CHARS characters is drawn as large as
 * one letter is, smaller where it would pass the stone's width; on the wood the grid is
 * hidden under it, as RenLib does. */
static void draw_board_letters(const App *app)
{
    const ReviewMark *m = NULL;
    const ReviewShapeMark *sh = NULL;
    int n = app->has_sess ? session_letters(&app->sess, app->ctl->view, &m) : 0;
    int ns = app->has_sess ? session_shapes(&app->sess, app->ctl->view, &sh) : 0;
    double cell = app->layout.cell;
    for (int i = 0; i < ns; i++) {
        double cx, cy;
        point_xy(app, sh[i].pos, &cx, &cy);
        draw_shape(app, (ReviewShape)sh[i].shape, cx, cy, mark_colour(app, sh[i].pos), 255);
    }
    int fpx = (int)lround(cell * 0.42);
    for (int i = 0; i < n; i++) {
        double cx, cy;
        point_xy(app, m[i].pos, &cx, &cy);
        /* "стоп", "VCF": smaller, size by size, down to 7 px, then narrowed, so that the
         * widest letters stay inside the stone ("ЖШЩЮ" spilled past it at 1024x640, and
         * touched its neighbour's: it is 29 px wide even at the smallest size, 6 px). */
        int room = (int)floor(cell * 0.74), px = fpx, tw, th;
        text_size(app->assets, FACE_BOLD, px, m[i].text, &tw, &th);
        while (tw > room && px > 7) {
            text_size(app->assets, FACE_BOLD, --px, m[i].text, &tw, &th);
        }
        tw = tw < room ? tw : room;
        if (board_at(&app->ctl->board, m[i].pos) == STONE_EMPTY) {
            double w = tw + cell * 0.1 > cell * 0.62 ? tw + cell * 0.1 : cell * 0.62;
            double h = cell * 0.62;
            ui_card(app->ren,
                    (LayoutRect){(int)lround(cx - w / 2), (int)lround(cy - h / 2), (int)lround(w),
                                 (int)lround(h)},
                    (int)lround(h / 2), ui_colour(COLOUR_WOOD));
        }
        text_draw_narrowed(app->assets, FACE_BOLD, px, m[i].text, (int)lround(cx),
                           (int)lround(cy - th / 2.0), room, mark_colour(app, m[i].pos));
    }
}

static void draw_proposals(const App *app, Pos hover)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    const Layout *l = &app->layout;
    int n = 0;
    const Pos *marks = controller_shown_proposals(c, &n);
    if (!marks) {
        return;
    }
    bool person = controller_human_to_move(c) && controller_is_live(c);
    /* Lettered discs, smaller than a stone and ringed in gold: never read as the stones'
     * move numbers or the analysis line's. */
    int fpx = (int)lround(l->cell * 0.40);
    for (int i = 0; i < n; i++) {
        double cx, cy;
        point_xy(app, marks[i], &cx, &cy);
        bool hot = person && marks[i] == hover;
        draw_stone(app, STONE_BLACK, cx, cy, 0.78, hot ? 220 : 170);
        assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, l->cell * 0.82, ui_colour(COLOUR_GOLD),
                           255);
        char s[4] = {controller_proposal_letter(i + 1), '\0'};
        draw_label(app, cx, cy, fpx, s, ui_colour(COLOUR_GOLD));
    }
    if (person && g->phase == PHASE_PROPOSE && hover != POS_NONE &&
        controller_proposal_number(c, hover) == 0 &&
        game_proposal_ok(g, c->proposals, c->nproposals, hover, NULL)) {
        double cx, cy;
        point_xy(app, hover, &cx, &cy);
        draw_stone(app, STONE_BLACK, cx, cy, 1.0, 90);
    }
}

/* The wood, with a soft drop shadow and a darker edge; printed, white paper alone. */
static void draw_wood(const App *app)
{
    SDL_Renderer *r = app->ren;
    const Layout *l = &app->layout;
    if (ui_printing(app)) {
        ui_fill(r, l->board.x, l->board.y, l->board.w, l->board.h, ui_colour(COLOUR_WOOD));
        return;
    }
    bool flat = ui_flat_wood(app); /* high contrast: no grain under the labels */
    int sh = (int)lround(6 * l->scale);
    for (int i = sh; i > 0; i -= 2) {
        ui_fill(r, l->board.x - i / 2 + sh / 2, l->board.y + i / 2 + sh / 2, l->board.w + i,
                l->board.h + i / 2, ui_colour(COLOUR_BOARD_SHADOW));
    }
    SDL_Rect br = {l->board.x, l->board.y, l->board.w, l->board.h};
    if (flat) {
        ui_fill(r, l->board.x, l->board.y, l->board.w, l->board.h, ui_colour(COLOUR_WOOD));
    } else if (assets_board(app->assets)) {
        SDL_Color wood = ui_colour(COLOUR_WOOD);
        SDL_SetTextureColorMod(assets_board(app->assets), wood.r, wood.g, wood.b);
        SDL_RenderCopy(r, assets_board(app->assets), NULL, &br);
    }
    ui_frame(r, l->board, (int)lround(2 * l->scale) > 0 ? (int)lround(2 * l->scale) : 1,
             ui_colour(COLOUR_BOARD_EDGE));
}

/* Do the forbidden marks belong to the side to move (else they are the other side's)? */
static bool mover_fouls(const Controller *c) { return c->forbidden_colour == c->board.to_move; }

/* The forbidden points, while their marks are on; not the points the foul view marks (its
 * marks are the position after its move, the crosses the position now). */
static void draw_forbidden(const App *app, const FoulView *fv)
{
    const Controller *c = app->ctl;
    for (int i = 0; ui_fouls_shown(app) && i < c->nforbidden; i++) {
        if (foulview_marks_point(fv, c->forbidden[i])) {
            continue;
        }
        double cx, cy;
        point_xy(app, c->forbidden[i], &cx, &cy);
        draw_foul_mark(app, cx, cy, 0, mover_fouls(c));
    }
}

/* The stones of b; the newest one drops in. With game, a variant's hidden points (Pente's
 * captures fading out) are left to variants.c. */
void ui_draw_stones(const App *app, const Board *b, bool game)
{
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone s = board_at(b, p);
            if (s != STONE_BLACK && s != STONE_WHITE) {
                continue;
            }
            if (game && ui_variant_hides(app, p)) {
                continue;
            }
            double cx, cy;
            point_xy(app, p, &cx, &cy);
            double scale = 1.0;
            Uint8 alpha = 255;
            if (p == app->anim_pos && app->now - app->anim_start < ANIM_MS && !app->picture) {
                double t = (app->now - app->anim_start) / (double)ANIM_MS;
                scale = 1.0 + 0.18 * (1 - t) * (1 - t);
                alpha = (Uint8)lround(255 * (0.35 + 0.65 * t));
            }
            draw_stone(app, s, cx, cy, scale, alpha);
        }
    }
}

static void draw_stones(const App *app) { ui_draw_stones(app, &app->ctl->board, true); }

/* The winning line (five, or every stone of a winning overline), ringed in gold between
 * two dark rims (gold alone round a white stone read as a larger white stone in greyscale). */
static void draw_five(const App *app)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    if (!controller_is_live(c) || g->result == RESULT_NONE || g->reason != REASON_FIVE) {
        return;
    }
    ui_draw_five(app, g->five, g->nfive);
}

void ui_draw_five(const App *app, const Pos *five, int n)
{
    for (int i = 0; i < n; i++) {
        double cx, cy;
        point_xy(app, five[i], &cx, &cy);
        double side = app->layout.cell * 1.12;
        SDL_Color dark = ui_colour(COLOUR_NUMBER_ON_WHITE);
        assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, side * 1.08, dark, 220);
        assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, side * 0.93, dark, 220);
        assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, 0, ui_colour(COLOUR_GOLD), 255);
    }
}

/* Move numbers on the stones (the last one ringed in red), or the last move's dot. */
static void draw_numbers(const App *app)
{
    const Layout *l = &app->layout;
    const Controller *c = app->ctl;
    const Board *b = &c->board;
    Assets *a = app->assets;
    const BoardPly *last = board_last(b);
    Pos last_pos = last && last->pos >= 0 ? last->pos : POS_NONE;
    if (c->view <= c->game.setup) {
        last_pos = POS_NONE; /* a set-up stone: placed, not the last move played */
    }
    if (!app->settings.show_numbers && ui_printing(app)) {
        if (last_pos != POS_NONE) { /* a plain dot of the other colour, no red, no rim */
            double cx, cy;
            point_xy(app, last_pos, &cx, &cy);
            UiColour ink = board_at(b, last_pos) == STONE_BLACK ? COLOUR_NUMBER_ON_BLACK
                                                                : COLOUR_NUMBER_ON_WHITE;
            double side = 0;
            if (ui_board_text_at(app, last_pos)) { /* small, off the stone: the text reads */
                cx += l->cell * 0.36;
                cy -= l->cell * 0.36;
                side = l->cell * 0.18;
                ink = COLOUR_LINE;
            }
            assets_draw_sprite(a, SPRITE_DOT, cx, cy, side, ui_colour(ink), 255);
        }
        return;
    }
    if (!app->settings.show_numbers) {
        if (last_pos != POS_NONE) {
            /* A red dot in a rim of the stone's contrast colour: light on Black, dark on
             * White, so it is found without telling red (the audit: a red dot on a black
             * stone vanished in greyscale and for a protanope). */
            double cx, cy;
            point_xy(app, last_pos, &cx, &cy);
            bool black = board_at(b, last_pos) == STONE_BLACK;
            double k = 1;
            if (ui_board_text_at(app, last_pos)) { /* smaller, at its upper right: the text reads */
                cx += l->cell * 0.36;
                cy -= l->cell * 0.36;
                k = 0.6;
            }
            assets_draw_sprite(a, SPRITE_DOT, cx, cy, l->cell * 0.44 * k,
                               ui_colour(black ? COLOUR_NUMBER_ON_BLACK : COLOUR_NUMBER_ON_WHITE),
                               255);
            assets_draw_sprite(a, SPRITE_DOT, cx, cy, l->cell * 0.3 * k, ui_colour(COLOUR_RED),
                               255);
        }
        return;
    }
    int fpx = (int)lround(l->cell * 0.40);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            int num = controller_move_number(c, p);
            if (!num) {
                continue;
            }
            char s[8];
            snprintf(s, sizeof s, "%d", num);
            int px = num >= 100 ? fpx * 3 / 4 : fpx;
            double cx, cy;
            point_xy(app, p, &cx, &cy);
            /* Numbers in the stone's contrast colour; the last move's ringed in red (a
             * red number on a black stone was hard to read). */
            bool black = board_at(b, p) == STONE_BLACK;
            SDL_Color col = black ? ui_colour(COLOUR_NUMBER_ON_BLACK)
                                  : ui_colour(COLOUR_NUMBER_ON_WHITE);
            if (p == last_pos && !ui_printing(app)) { /* printed: the largest number says it */
                assets_draw_sprite(a, SPRITE_RING, cx, cy, l->cell * 0.86, ui_colour(COLOUR_RED),
                                   255);
            }
            if (ui_board_text_at(app, p)) { /* small at its upper right: the text reads */
                draw_label(app, cx + l->cell * 0.38, cy - l->cell * 0.36,
                           (int)lround(l->cell * 0.26), s, ui_colour(COLOUR_LABEL));
                continue;
            }
            draw_label(app, cx, cy, px, s, col);
        }
    }
}

/* The hint: a faint stone of the side to move, ringed. */
static void draw_hint(const App *app)
{
    const Controller *c = app->ctl;
    const Board *b = &c->board;
    bool lost = ai_score_is_win(-c->hint_score) && ai_score_is_proven(-c->hint_score);
    Pos p = lost ? status_hint_longest(c) : c->hint;
    if (p == POS_NONE || !board_on(b, p) || board_at(b, p) != STONE_EMPTY) {
        return;
    }
    /* Lost: every move loses, the message says; the longest defence it names is ringed,
     * but not in the colour of a good move. */
    double cx, cy;
    point_xy(app, p, &cx, &cy);
    draw_stone(app, b->to_move, cx, cy, 1.0, 120);
    assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, 0,
                       ui_colour(lost ? COLOUR_ACCENT : COLOUR_GOOD), 255);
}

/* A marked mistake's better move, while the message names it (controller_mistake_shown):
 * two rings in their own colour round the empty point and the word "better" on a tag
 * beside it, so a board letter there stays readable. The message named h7 while the only
 * mark on the board was the game's reply (audit 25). Drawn over the analysis' line, which
 * leaves that point empty but for its number (audit 26: a stone "4" filled the ring). */
static Pos better_ringed(const App *app)
{
    const Controller *c = app->ctl;
    Pos better;
    int before, after;
    if (controller_mistake_shown(c, &better, &before, &after) < 0 || better == POS_NONE ||
        !board_on(&c->board, better) || board_at(&c->board, better) != STONE_EMPTY) {
        return POS_NONE;
    }
    return better;
}

static void draw_better(const App *app)
{
    Pos better = better_ringed(app);
    if (better == POS_NONE) {
        return;
    }
    double cx, cy, side = app->layout.cell * 0.98;
    point_xy(app, better, &cx, &cy);
    SDL_Color col = ui_colour(COLOUR_BETTER);
    assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, side, col, 255);
    assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, side * 0.86, col, 255);
    ui_board_side_tag(app, cx, cy, i18n_text(app->settings.lang, S_BOARD_BETTER));
}

/* The analysis' and the hint's marks (controller_mark): "only these" a double green ring,
 * "never this" a red ring struck through, the prohibition sign (it was a red cross in a
 * red ring, and a foul of the side not to move is a cross in a dark ring: in a position
 * with both, a player could not tell a foul from their own mark; audit 27a, item 10). */
static void draw_marks(const App *app)
{
    const Controller *c = app->ctl;
    if (!ai_filter_on(&c->marks) || c->marks_hash != c->board.hash) {
        return;
    }
    double side = app->layout.cell * 0.98;
    Assets *a = app->assets;
    for (int i = 0; i < c->marks.nonly + c->marks.nnever; i++) {
        bool only = i < c->marks.nonly;
        double cx, cy;
        point_xy(app, only ? c->marks.only[i] : c->marks.never[i - c->marks.nonly], &cx, &cy);
        SDL_Color col = ui_colour(only ? COLOUR_MARK_ONLY : COLOUR_MARK_NEVER);
        assets_draw_sprite(a, SPRITE_RING, cx, cy, side, col, 255);
        assets_draw_sprite(a, only ? SPRITE_RING : SPRITE_SLASH, cx, cy, only ? side * 0.9 : side,
                           col, 255);
    }
}

/* Does the shown position have a board letter or a shape on p? */
static bool lettered(const App *app, Pos p)
{
    const ReviewMark *m = NULL;
    const ReviewShapeMark *sh = NULL;
    int n = app->has_sess ? session_letters(&app->sess, app->ctl->view, &m) : 0;
    int ns = app->has_sess ? session_shapes(&app->sess, app->ctl->view, &sh) : 0;
    for (int i = 0; i < n || i < ns; i++) {
        if ((i < n && m[i].pos == p) || (i < ns && sh[i].pos == p)) {
            return true;
        }
    }
    return false;
}

bool ui_board_text_at(const App *app, Pos p)
{
    return lettered(app, p) || ui_library_label_at(app, p);
}

bool ui_board_letter_at(const App *app, Pos p) { return lettered(app, p); }

void ui_board_side_tag(const App *app, double cx, double cy, const char *t)
{
    double cell = app->layout.cell;
    Assets *a = app->assets;
    int px = (int)lround(layout_board_text_px(&app->layout, 0.24)), tw, th;
    text_size(a, FACE_BOLD, px, t, &tw, &th);
    int x = (int)lround(cx + cell * 0.42), y = (int)lround(cy - cell * 0.42);
    int pad = (int)lround(cell * 0.05) + 1;
    LayoutRect tag = {x - tw / 2 - pad, y - th / 2, tw + 2 * pad, th};
    ui_card(app->ren, tag, pad + 1, ui_colour(COLOUR_TAG));
    text_draw(a, FACE_BOLD, px, t, x, y - th / 2, ui_colour(COLOUR_LINE_ON_WHITE), 1);
}

/* A line of play from the shown position as small, faded, numbered stones (full-size
 * stones carry the game's move numbers), the first ringed. On a board letter the stone
 * is an outline in its colour and its number stands small at the point's upper right:
 * the letter (drawn before) stays readable inside (a stone "1" once hid the A under it).
 * Inside the better move's rings (draw_better), a smaller stone that leaves them whole. */
static void draw_line(const App *app, const Pos *line, int n, Stone first)
{
    const Board *b = &app->ctl->board;
    double cell = app->layout.cell;
    Stone s = first;
    Pos ringed = better_ringed(app);
    for (int i = 0; i < n; i++) {
        Pos p = line[i];
        if (p < 0 || !board_on(b, p) || board_at(b, p) != STONE_EMPTY) {
            break;
        }
        double cx, cy;
        point_xy(app, p, &cx, &cy);
        char num[12];
        snprintf(num, sizeof num, "%d", i + 1);
        int fpx = (int)lround(cell * 0.34);
        if (p == ringed) {
            /* Inside the better move's rings a smaller stone with its number, clear of
             * them: both read (audit 32a C3: the forced line's first stone, h11, showed
             * only as a small "1" inside the rings of the better h11). */
            draw_stone(app, s, cx, cy, 0.5, 200);
            draw_label(app, cx, cy, (int)lround(cell * 0.28), num,
                       s == STONE_BLACK ? ui_colour(COLOUR_LINE_ON_BLACK)
                                        : ui_colour(COLOUR_LINE_ON_WHITE));
        } else if (ui_board_text_at(app, p)) {
            SDL_Color sc = ui_colour(s == STONE_BLACK ? COLOUR_NUMBER_ON_WHITE : COLOUR_WHITE);
            assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, cell * 0.7, sc, 230);
            draw_label(app, cx + cell * 0.38, cy - cell * 0.36, (int)lround(cell * 0.26), num,
                       ui_colour(COLOUR_LABEL));
        } else {
            draw_stone(app, s, cx, cy, 0.62, i == 0 ? 190 : 130);
            draw_label(app, cx, cy, fpx, num,
                       s == STONE_BLACK ? ui_colour(COLOUR_LINE_ON_BLACK)
                                        : ui_colour(COLOUR_LINE_ON_WHITE));
        }
        if (i == 0 && p != ringed) {
            assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, cell * 0.78,
                               ui_colour(COLOUR_GOOD), 255);
        }
        s = stone_opponent(s);
    }
}

/* Analysis: the expected line; a forced win found by Ctrl+F (controller_solve) instead,
 * while its message is up. */
static void draw_analysis(const App *app)
{
    const Controller *c = app->ctl;
    int nwin = 0;
    const Pos *win = controller_solve_line(c, &nwin);
    if (win) {
        draw_line(app, win, nwin, c->solve_side); /* the other side's too (Shift+Ctrl+F) */
        return;
    }
    if (ui_find_on(app)) {
        return; /* Find position's counts are the board's numbers meanwhile (its discs beside
                 * the best moves' percentages mixed two kinds, audit 25, C15) */
    }
    if (ui_nbest_shown(app)) {
        ui_nbest_draw_board(app); /* the best moves instead of the one line */
        return;
    }
    const AiInfo *in = controller_shown_analysis(c);
    if (!in) {
        return;
    }
    int npv = status_analysis_moves(in);
    Pos best = in->best;
    draw_line(app, in->npv > 0 ? in->pv : &best, npv, c->board.to_move);
}

/* The ghost stone under the mouse. With the forbidden marks off, a forbidden point gets
 * one too: hiding the marks hides them from the mouse (a move there is refused, then
 * explained). With the letter tool on, a faint red disc (or the shape) where a click puts or takes
 * a letter. */
static void draw_ghost(const App *app, Pos hover)
{
    const Controller *c = app->ctl;
    double cx, cy;
    if (hover != POS_NONE && app->has_sess && app->sess.letter_tool) {
        point_xy(app, hover, &cx, &cy);
        ReviewShape shape = app->sess.tool_shape;
        if (shape == REVIEW_SHAPE_NONE) {
            assets_draw_sprite(app->assets, SPRITE_DOT, cx, cy, app->layout.cell * 0.5,
                               ui_colour(COLOUR_RED), 90);
        } else { /* the shape a click puts there */
            draw_shape(app, shape, cx, cy, mark_colour(app, hover), 110);
        }
        return;
    }
    if (hover == POS_NONE || !person_can_play(app)) {
        return;
    }
    point_xy(app, hover, &cx, &cy);
    bool foul = mover_fouls(c) && controller_is_forbidden(c, hover);
    if (foul ? !ui_fouls_shown(app) : controller_can_play(c, hover)) {
        draw_stone(app, c->board.to_move, cx, cy, 1.0, 115);
    }
}

/* The board in layers, bottom to top. */
static void draw_board(const App *app, const FoulView *fv)
{
    Pos hover = POS_NONE;
    if (!ui_ghost_point(app, &hover)) {
        hover = POS_NONE;
    }
    draw_wood(app);
    draw_zone(app); /* the next opening stone's zone: a softly lit square under the grid */
    draw_grid(app);
    draw_forbidden(app, fv);
    ui_variant_draw_under(app);
    ui_explain_draw_under(app, fv); /* the foul view's bands along its lines */
    draw_stones(app);
    ui_variant_draw_over(app, draw_stone);
    draw_five(app);
    draw_numbers(app);
    draw_hint(app);
    draw_marks(app);
    draw_board_letters(app);
    ui_library_draw_board(app); /* under the engine's marks */
    draw_analysis(app);
    draw_better(app); /* over the analysis' line */
    draw_ghost(app, hover);
    draw_proposals(app, hover);    /* lettered marks; a ghost where a person may propose */
    ui_explain_draw_over(app, fv); /* the foul view's rings and points */
    if (app->cursor_visible && board_on(&app->ctl->board, app->ctl->cursor)) {
        draw_cursor(app, app->ctl->cursor);
    }
    ui_library_draw_tip(app); /* a continuation's comment before it is played, on top */
}

/* A picture's marks of Black's forbidden points in the position shown (only when asked:
 * a printed problem would show its answer), small crosses, red in colour and black on
 * paper: the window's own marks follow the side to move and its switch. None once the
 * game is over, as in the window (audit 31b C3: a five's ends were marked). */
static void draw_picture_fouls(const App *app)
{
    const Controller *c = app->ctl;
    if (!c->game.rules->fouls[STONE_BLACK] ||
        (c->view == c->game.nactions && game_over(&c->game))) {
        return;
    }
    Pos fouls[BOARD_CELLS];
    int n = rules_forbidden_map(c->game.rules, &c->board, STONE_BLACK, fouls, BOARD_CELLS);
    for (int i = 0; i < n && i < BOARD_CELLS; i++) {
        double cx, cy;
        point_xy(app, fouls[i], &cx, &cy);
        assets_draw_sprite(app->assets, SPRITE_SMALL_CROSS, cx, cy, 0, ui_colour(COLOUR_RED), 255);
    }
}

void ui_render_picture(const App *app)
{
    /* The position and what belongs to it, in layers: the wood (the paper), the grid and
     * its coordinates, the forbidden points asked for, the stones, the winning five (in
     * colour), the move numbers or the last move's mark, the board's letters and shapes.
     * No hover, cursor, hint, analysis, library or foul view: they are the window's. */
    draw_wood(app);
    draw_grid(app);
    if (app->picture && app->picture->fouls) {
        draw_picture_fouls(app);
    }
    draw_stones(app);
    ui_variant_draw_over(app, draw_stone);
    if (!ui_printing(app)) {
        draw_five(app);
    }
    draw_numbers(app);
    draw_board_letters(app);
}

/* ---- The panel -------------------------------------------------------------------- */

int ui_list_label(const App *app, FontFace face, int px, const char *s, int x, int y, int w,
                  SDL_Color c, bool draw)
{
    /* The number ("✓ 3.8  "), then the title wrapped beside it. */
    const char *gap = strpbrk(s, "0123456789");
    gap = gap ? strstr(gap, "  ") : NULL;
    char head[32];
    int hw = 0, hh = 0;
    if (gap && (size_t)(gap - s) + 2 < sizeof head) {
        snprintf(head, sizeof head, "%.*s", (int)(gap - s) + 2, s);
        text_size(app->assets, face, px, head, &hw, &hh);
    }
    if (hw == 0 || hw > w / 3) {
        return draw ? text_draw_wrapped(app->assets, face, px, s, x, y, w, c)
                    : text_wrapped_height(app->assets, face, px, s, w);
    }
    if (!draw) {
        return text_wrapped_height(app->assets, face, px, gap + 2, w - hw);
    }
    text_draw(app->assets, face, px, head, x, y, c, 0);
    return text_draw_wrapped(app->assets, face, px, gap + 2, x + hw, y, w - hw, c);
}

void ui_draw_widget(const App *app, const Widget *w)
{
    SDL_Renderer *r = app->ren;
    Assets *a = app->assets;
    bool hot = app->mouse_in && w->enabled &&
               layout_rect_contains(w->r, app->mouse_x, app->mouse_y);
    bool down = hot && app->pressed == w->id && app->pressed_arg == w->arg;
    int fpx = ui_font(app, UI_LABEL_PX);
    int rad = ui_px(app, 6);
    int th, tw;
    text_size(a, FACE_REGULAR, fpx, w->label, &tw, &th);
    int ty = w->r.y + (w->r.h - th) / 2;
    SDL_Color text = w->enabled ? ui_colour(COLOUR_TEXT) : ui_colour(COLOUR_FAINT);
    switch (w->kind) {
    case WK_BUTTON:
    case WK_SEGMENT: {
        SDL_Color bg = ui_colour(COLOUR_BUTTON);
        if (w->active) {
            bg = ui_colour(COLOUR_ACCENT);
            text = ui_colour(COLOUR_ACCENT_TEXT);
            if (hot) {
                bg = ui_colour(COLOUR_ACCENT_HOT);
            }
        } else if (down) {
            bg = ui_colour(COLOUR_BUTTON_DOWN);
        } else if (hot) {
            bg = ui_colour(COLOUR_BUTTON_HOT);
        }
        if (w->enabled) {
            ui_card(r, w->r, rad, bg);
        } else {
            /* Off: no fill, a dashed outline (a second cue beside the words' shade, in every
             * theme: audit 33a C3); a chosen one (a level while no computer plays) outlined
             * in the accent, its words bold and readable on the ground (they were grey on
             * the muted accent, 1.1:1: C2). */
            text = ui_colour(w->kind == WK_SEGMENT ? COLOUR_OFF_TEXT : COLOUR_FAINT);
            int t = ui_px(app, 1.5) > 1 ? ui_px(app, 1.5) : 1;
            ui_dashed_frame(r, w->r, w->active ? 2 * t : t, ui_px(app, 5),
                            ui_colour(w->active ? COLOUR_ACCENT : COLOUR_FAINT));
        }
        /* The label, and its key on the right: the label a little smaller when both
         * would not fit at full size (a label that still does not is an overflow). */
        int kpx = ui_font(app, UI_KEY_PX);
        int kw = 0, kh = 0;
        int room = ui_button_label_room(app, w->r.w, w->key_below ? NULL : w->key, &kw);
        if (kw) {
            text_size(a, FACE_REGULAR, kpx, w->key, &kw, &kh);
        }
        FontFace face = w->active ? FACE_BOLD : FACE_REGULAR;
        int side = ui_px(app, UI_BUTTON_SIDE);
        int top = w->px > 0 && w->px < fpx ? w->px : fpx; /* one size for its row */
        int lpx = text_fit(a, face, top, ui_font(app, UI_LABEL_MIN_PX), w->label, room);
        text_size(a, face, lpx, w->label, &tw, &th);
        ty = w->r.y + (w->r.h - th) / 2;
        int bkw = 0, bkh = 0; /* the key under the words: their letters fit the button? */
        if (w->key_below && w->key[0]) {
            text_size(a, FACE_REGULAR, kpx, w->key, &bkw, &bkh);
        }
        if (w->key_below && w->key[0] && (th + bkh) * 4 / 5 <= w->r.h) {
            /* The words and the key under them, the two centred as one block (where a
             * larger interface leaves no room for both, the words alone: the keys page
             * and the help name the key). */
            text_size(a, FACE_REGULAR, kpx, w->key, &kw, &kh);
            int y0 = w->r.y + (w->r.h - th - kh) / 2;
            text_draw(a, face, lpx, w->label, w->r.x + w->r.w / 2, y0, text, 1);
            SDL_Color kc = w->active    ? ui_colour(COLOUR_ACCENT_KEY)
                           : w->enabled ? ui_colour(COLOUR_DIM)
                                        : ui_colour(COLOUR_FAINT);
            text_draw(a, FACE_REGULAR, kpx, w->key, w->r.x + w->r.w / 2, y0 + th, kc, 1);
        } else if (kw) {
            text_draw(a, face, lpx, w->label, w->r.x + side, ty, text, 0);
            /* The key as readable as the label's words on a button that is on. */
            SDL_Color kc = w->active    ? ui_colour(COLOUR_ACCENT_KEY)
                           : w->enabled ? ui_colour(COLOUR_DIM)
                                        : ui_colour(COLOUR_FAINT);
            text_draw(a, FACE_REGULAR, kpx, w->key, w->r.x + w->r.w - side,
                      w->r.y + (w->r.h - kh) / 2, kc, 2);
        } else {
            text_draw(a, face, lpx, w->label, w->r.x + w->r.w / 2, ty, text, 1);
        }
        break;
    }
    case WK_TOGGLE: {
        int box = ui_px(app, 18);
        LayoutRect br = {w->r.x, w->r.y + (w->r.h - box) / 2, box, box};
        /* Off (a help in a tournament game, a switch that does not apply): muted, as an
         * off button is, its tick kept for when it applies again. */
        if (w->active) {
            ui_card(r, br, ui_px(app, 4),
                    ui_colour(w->enabled ? COLOUR_ACCENT : COLOUR_ACCENT_OFF));
            SDL_Color tick = ui_colour(w->enabled ? COLOUR_ACCENT_TEXT : COLOUR_ACCENT_OFF_TEXT);
            /* A check mark from two bars. */
            int t = ui_px(app, 2.4);
            for (int i = 0; i < box / 3; i++) {
                ui_fill(r, br.x + box / 5 + i, br.y + box / 2 + i - t / 2, 1 + t / 2, t, tick);
            }
            for (int i = 0; i < box / 2; i++) {
                ui_fill(r, br.x + box / 5 + box / 3 + i, br.y + box / 2 + box / 3 - i - t / 2 - 1,
                        1 + t / 2, t, tick);
            }
        } else {
            ui_card(r, br, ui_px(app, 4),
                    !w->enabled ? ui_colour(COLOUR_BUTTON_OFF)
                    : hot       ? ui_colour(COLOUR_BOX_HOT)
                                : ui_colour(COLOUR_BOX));
            LayoutRect in = {br.x + 2, br.y + 2, br.w - 4, br.h - 4};
            ui_card(r, in, ui_px(app, 3), ui_colour(COLOUR_PANEL));
        }
        int kpx = ui_font(app, UI_KEY_PX);
        int kw = 0, kh = 0;
        if (w->key[0]) {
            text_size(a, FACE_REGULAR, kpx, w->key, &kw, &kh);
            text_draw(a, FACE_REGULAR, kpx, w->key, w->r.x + w->r.w - ui_px(app, 10),
                      w->r.y + (w->r.h - kh) / 2, ui_colour(COLOUR_FAINT), 2);
        }
        int lx = w->r.x + box + ui_px(app, 10);
        int room = w->r.x + w->r.w - ui_px(app, 10) - (kw ? kw + ui_px(app, 8) : 0) - lx;
        int lpx = text_fit(a, FACE_REGULAR, fpx, ui_font(app, UI_LABEL_MIN_PX), w->label, room);
        text_size(a, FACE_REGULAR, lpx, w->label, &tw, &th);
        text_draw(a, FACE_REGULAR, lpx, w->label, lx, w->r.y + (w->r.h - th) / 2,
                  !w->enabled ? ui_colour(COLOUR_FAINT)
                  : hot       ? ui_colour(COLOUR_TEXT_HOT)
                              : ui_colour(COLOUR_TEXT),
                  0);
        break;
    }
    case WK_GRAPH: ui_graph_draw(app, w->r); break;
    case WK_FILE_ROW: ui_files_draw_row(app, w, hot); break;
    case WK_AREA: break; /* drawn by its owner */
    case WK_LIST_ITEM: {
        ui_list_row(app, w->r, w->active, hot);
        FontFace face = w->active ? FACE_BOLD : FACE_REGULAR;
        SDL_Color c = w->bad                  ? ui_colour(COLOUR_BAD)
                      : w->enabled && !w->dim ? ui_colour(COLOUR_TEXT)
                                              : ui_colour(COLOUR_DIM);
        int room = w->r.w - ui_px(app, 20);
        int fw, fh;
        text_size(a, face, fpx, w->label, &fw, &fh);
        if (w->r.h >= 2 * th && fw > room) { /* a row of two lines: a long problem's title */
            int wh = ui_list_label(app, face, fpx, w->label, 0, 0, room, c, false);
            ui_list_label(app, face, fpx, w->label, w->r.x + ui_px(app, 10),
                          w->r.y + (w->r.h - wh) / 2, room, c, true);
        } else if (fw > room) { /* one line, long ("· Draw — no five possible with ...") */
            int px = text_fit(a, face, fpx, ui_font(app, 11), w->label, room);
            int pw, ph;
            text_size(a, face, px, w->label, &pw, &ph);
            text_draw(a, face, px, w->label, w->r.x + ui_px(app, 10), w->r.y + (w->r.h - ph) / 2, c,
                      0);
        } else {
            text_draw(a, face, fpx, w->label, w->r.x + ui_px(app, 10), ty, c, 0);
        }
        break;
    }
    }
}

/* Two lines under the headline: each player, who sits there and the colour held now
 * ("You (first player): Black"), the one who acts in bold; the AI's line says when it
 * thinks. Then the variant's line, if the rule set has one. */
static void draw_seats(const App *app, LayoutRect rc)
{
    const Controller *c = app->ctl;
    Assets *a = app->assets;
    int pad = ui_px(app, 14);
    int spx = ui_font(app, 14);
    int side = ui_px(app, 15);
    int actor = status_actor(c);
    /* While browsing: the colours as they were then. */
    Stone first = status_first_colour(c);
    for (int player = 0; player < 2; player++) {
        Stone colour = player == 0 ? first : stone_opponent(first);
        SeatKind seat = controller_player_seat(c, player);
        const char *name = session_player_name(&app->sess, player);
        bool acting = player == actor;
        bool thinking = acting && seat == SEAT_AI && controller_ai_thinking(c);
        SDL_Color col = thinking ? ui_colour(COLOUR_ACCENT)
                        : acting ? ui_colour(COLOUR_TEXT)
                                 : ui_colour(COLOUR_DIM);
        int y = rc.y + (player == 0 ? ui_px(app, 52) : ui_px(app, 74) + ui_seat_gap_extra(app));
        assets_draw_sprite(a, colour == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE,
                           rc.x + pad + side / 2.0, y + ui_px(app, 9), side,
                           ui_colour(COLOUR_WHITE), 255);
        /* The first of: the full line, the full line smaller, the line without the
         * seat's "(second player)" smaller, without the level, then the thinking time
         * without its budget, then without its seconds, that fits the card. The width is
         * measured with all three thinking dots, so the choice does not flicker with them. */
        FontFace face = acting ? FACE_BOLD : FACE_REGULAR;
        int tx = rc.x + pad + side + ui_px(app, 8);
        int room = rc.x + rc.w - pad - tx;
        int dots = (int)(app->now / 300 % 4);
        char line[256], widest[256];
        int lpx = spx;
        for (int attempt = 0; attempt < 6; attempt++) {
            int brief = attempt < 2 ? 0 : attempt - 1;
            lpx = attempt == 0 ? spx : ui_font(app, 12);
            status_seat_line(c, name, app->settings.lang, player, colour, brief,
                             thinking ? dots : -1, line, sizeof line);
            status_seat_line(c, name, app->settings.lang, player, colour, brief, thinking ? 3 : -1,
                             widest, sizeof widest);
            int lw, lh;
            text_size(a, face, lpx, widest, &lw, &lh);
            if (lw <= room) {
                break;
            }
            if (attempt == 5) {
                assets_note_overflow(a, widest, lw, room);
            }
        }
        text_draw(a, face, lpx, line, tx, y + (spx - lpx) / 2, col, 0);
    }
    /* The variant's line under the seats (the card's extra height): Pente's pairs of
     * both colours against the capture win, gomokunarabe's stones left, the centre. */
    char vline[160];
    if (ui_variant_line(app, vline, sizeof vline)) {
        int vpx = spx;
        int tx = rc.x + pad + side + ui_px(app, 8);
        vpx = text_fit(a, FACE_REGULAR, vpx, ui_font(app, 12), vline, rc.x + rc.w - pad - tx);
        text_draw(a, FACE_REGULAR, vpx, vline, tx, rc.y + ui_px(app, 96) + ui_seats_extra(app),
                  ui_colour(COLOUR_TEXT), 0);
    }
    /* Lasting marks (files.c): an autosave that could not be resumed, one that fails;
     * under the clocks' row (clock.c) in a timed game. */
    int marks_y = rc.y + ui_px(app, 96) + ui_seats_extra(app) +
                  (ui_variant_line(app, vline, sizeof vline) ? ui_px(app, 20) : 0) +
                  ui_clock_extra(app);
    ui_marks_draw(app, rc.x + pad, marks_y, rc.w - 2 * pad);
}

static SDL_Color tone_colour(const App *app, StatusTone tone)
{
    static const UiColour COLOURS[] = {
        [STATUS_TEXT] = COLOUR_TEXT, [STATUS_DIM] = COLOUR_DIM, [STATUS_ACCENT] = COLOUR_ACCENT,
        [STATUS_GOOD] = COLOUR_GOOD, [STATUS_BAD] = COLOUR_BAD, [STATUS_GOLD] = COLOUR_WIN_TEXT};
    return ui_colour(COLOURS[tone]);
}

/* The headline (status.h) beside its icon: the shown position's side to move while
 * browsing, the winner (both stones for a draw) wrapped in gold after the end, else who
 * acts; then the seats. */
static void draw_status(const App *app, LayoutRect rc)
{
    const Controller *c = app->ctl;
    Assets *a = app->assets;
    ui_card(app->ren, rc, ui_px(app, 10), ui_colour(COLOUR_CARD));
    int pad = ui_px(app, 14);
    int icon = ui_px(app, 34);
    int tx = rc.x + pad + icon + ui_px(app, 12);
    int tw = rc.x + rc.w - pad - tx;
    double cy = rc.y + ui_px(app, 28);
    char line[256];
    Stone s;
    StatusTone tone = status_headline(c, app->settings.lang, &s, line, sizeof line);
    if (s != STONE_EMPTY) {
        assets_draw_sprite(a, s == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE,
                           rc.x + pad + icon / 2.0, cy, icon, ui_colour(COLOUR_WHITE), 255);
    } else {
        assets_draw_sprite(a, SPRITE_BLACK, rc.x + pad + icon * 0.35, cy, icon * 0.8,
                           ui_colour(COLOUR_WHITE), 255);
        assets_draw_sprite(a, SPRITE_WHITE, rc.x + pad + icon * 0.7, cy, icon * 0.8,
                           ui_colour(COLOUR_WHITE), 255);
    }
    if (controller_is_live(c) && game_over(&c->game)) {
        /* The result: two lines at most, above the seats' lines. */
        int fpx = ui_font(app, 17);
        int h = text_wrapped_height(a, FACE_BOLD, fpx, line, tw);
        while (h > ui_px(app, 46) && fpx > ui_font(app, 13)) {
            h = text_wrapped_height(a, FACE_BOLD, --fpx, line, tw);
        }
        if (h > ui_px(app, 46)) {
            assets_note_overflow(a, line, h, ui_px(app, 46));
        }
        text_draw_wrapped(a, FACE_BOLD, fpx, line, tx, (int)lround(cy - h / 2.0), tw,
                          tone_colour(app, tone));
    } else {
        int fpx = ui_font(app, controller_is_live(c) ? 19 : 18);
        int w1, h1;
        fpx = text_fit(a, FACE_BOLD, fpx, ui_font(app, 15), line, tw);
        text_size(a, FACE_BOLD, fpx, line, &w1, &h1);
        text_draw(a, FACE_BOLD, fpx, line, tx, (int)lround(cy - h1 / 2.0), tone_colour(app, tone),
                  0);
    }
    draw_seats(app, rc);
}

/* The size the message s takes in room r: 14 px, smaller down to 11 for a longer one; the
 * height it takes then in *h. */
static int message_px(const App *app, const char *s, LayoutRect r, int *h)
{
    int px = ui_font(app, 14);
    *h = text_wrapped_height(app->assets, FACE_REGULAR, px, s, r.w);
    while (px > ui_font(app, 11) && *h > r.h) {
        *h = text_wrapped_height(app->assets, FACE_REGULAR, --px, s, r.w);
    }
    return px;
}

/* The buttons' title row w: its sign (▾ shown, ▸ folded) and words, a rule to its key at
 * the right; lit under the mouse. */
static void draw_fold(const App *app, const Widget *w)
{
    Assets *a = app->assets;
    bool hot = app->mouse_in && w->enabled &&
               layout_rect_contains(w->r, app->mouse_x, app->mouse_y);
    if (hot) {
        ui_card(app->ren, w->r, ui_px(app, 4), ui_colour(COLOUR_HOVER));
    }
    int side = ui_px(app, 6);
    int kpx = ui_font(app, UI_KEY_PX), kw = 0, kh = 0;
    text_size(a, FACE_REGULAR, kpx, w->key, &kw, &kh);
    text_draw(a, FACE_REGULAR, kpx, w->key, w->r.x + w->r.w - side, w->r.y + (w->r.h - kh) / 2,
              ui_colour(COLOUR_FAINT), 2);
    SDL_Color c = hot ? ui_colour(COLOUR_TEXT_HOT) : ui_colour(COLOUR_DIM);
    const char *sign = w->active ? "▾" : "▸";
    int px = ui_font(app, 12), sw, sh;
    text_size(a, FACE_BOLD, px, sign, &sw, &sh);
    text_draw(a, FACE_BOLD, px, sign, w->r.x + side, w->r.y + (w->r.h - sh) / 2, c, 0);
    int lx = w->r.x + side + sw + ui_px(app, 6);
    int room = w->r.x + w->r.w - side - kw - ui_px(app, 10) - lx;
    int lpx = text_fit(a, FACE_BOLD, px, ui_font(app, 11), w->label, room);
    int lw, lh;
    text_size(a, FACE_BOLD, lpx, w->label, &lw, &lh);
    text_draw(a, FACE_BOLD, lpx, w->label, lx, w->r.y + (w->r.h - lh) / 2, c, 0);
    int rule_x = lx + lw + ui_px(app, 10);
    int rule_w = w->r.x + w->r.w - side - kw - ui_px(app, 10) - rule_x;
    if (rule_w > 0) {
        ui_fill(app->ren, rule_x, w->r.y + w->r.h / 2, rule_w, 1, ui_colour(COLOUR_BORDER));
    }
}

/* Is the mouse on a study position's row of the move list (its set-up in one)? */
static bool study_row_pointed(const App *app)
{
    const Game *g = &app->ctl->game;
    if (!game_study(g) || !app->mouse_in) {
        return false;
    }
    const Widget *w = ui_widget_at(app, app->mouse_x, app->mouse_y);
    return w && w->id == W_MOVE && w->arg == g->setup;
}

/* A message that fits its room, a part at a time, each in its tone (a refusal red, the
 * opening's step beside it in the prompt's colour): the parts are whole lines of it. */
static void draw_message_parts(const App *app, const char *msg, const StatusParts *parts, int px,
                               LayoutRect mr)
{
    int y = mr.y;
    for (int i = 0; i < parts->n; i++) {
        char part[512];
        size_t n = parts->to[i] - parts->from[i];
        if (parts->to[i] < parts->from[i] || n >= sizeof part) {
            continue;
        }
        memcpy(part, msg + parts->from[i], n);
        part[n] = '\0';
        y += text_draw_wrapped(app->assets, FACE_REGULAR, px, part, mr.x, y, mr.w,
                               tone_colour(app, parts->tone[i]));
    }
}

static void draw_panel(const App *app)
{
    SDL_Renderer *r = app->ren;
    const Layout *l = &app->layout;
    const Controller *c = app->ctl;
    Lang lang = app->settings.lang;
    Assets *a = app->assets;
    ui_fill(r, l->panel.x, l->panel.y, l->panel.w, l->panel.h, ui_colour(COLOUR_PANEL));
    ui_fill(r, l->panel.x, l->panel.y, 1, l->panel.h, ui_colour(COLOUR_BORDER));
    int pad = ui_px(app, 20);
    int x = l->panel.x + pad;
    int w = l->panel.w - 2 * pad;
    int y = l->panel.y + pad;
    /* Header: the game's name and the rule set. */
    text_draw(a, FACE_BOLD, ui_font(app, 28), i18n_text(lang, S_APP_TITLE), x, y - ui_px(app, 4),
              ui_colour(COLOUR_TEXT), 0);
    char sub[160];
    status_subtitle(c, lang, sub, sizeof sub);
    int subpx = text_fit(a, FACE_REGULAR, ui_font(app, 14), ui_font(app, 12), sub, w);
    /* under the title, lower by as much as a larger interface grew the title */
    int suby = y + ui_px(app, 34) + ui_px_grown(app, 28) - ui_px(app, 28);
    int subw = text_draw(a, FACE_REGULAR, subpx, sub, x, suby, ui_colour(COLOUR_DIM), 0);
    /* The standard opening of the shown position, at the right end of the subtitle's row
     * (the title's row holds the sound and language buttons), when it fits beside it. */
    char name[96];
    bool hidden = controller_position_hidden(c); /* a pause: nothing of the position */
    if (!hidden && status_opening_name(c, lang, name, sizeof name)) {
        int nw, nh;
        text_size(a, FACE_BOLD, subpx, name, &nw, &nh);
        if (x + subw + ui_px(app, 12) + nw <= x + w) {
            text_draw(a, FACE_BOLD, subpx, name, x + w, suby, ui_colour(COLOUR_ACCENT), 2);
        }
    }
    y += ui_px(app, 64) + ui_header_grown(app);
    LayoutRect st = {x, y, w, ui_px(app, 100) + ui_status_extra(app)};
    draw_status(app, st);
    ui_clock_draw(app);
    char msg[1200]; /* a study's stones too */
    StatusParts parts;
    StatusTone tone = status_message_parts(c, lang, &app->notice, false, msg, sizeof msg, &parts);
    bool stones = study_row_pointed(app);
    if (stones) { /* a study's row pointed at: its stones in the message's place */
        status_study_stones(&c->game, lang, msg, sizeof msg);
        tone = STATUS_TEXT;
        parts.n = 0;
    }
    LayoutRect mr = ui_message_rect(app);
    if (msg[0]) {
        /* Three lines; a longer message in smaller text, down to the smallest that fits,
         * then without its lesser part (the swap's note: the seats say it too), and one
         * longer still (a long file name in it) cut with "…" at the end of its room
         * (and counted as an overflow, for tests/test_ui_fit.c). */
        int mh;
        int mpx = message_px(app, msg, mr, &mh);
        if (mh > mr.h && !stones) {
            char less[sizeof msg];
            StatusParts lp;
            StatusTone lt = status_message_parts(c, lang, &app->notice, true, less, sizeof less,
                                                 &lp);
            if (less[0] && strcmp(less, msg) != 0) {
                snprintf(msg, sizeof msg, "%s", less);
                tone = lt;
                parts = lp;
                mpx = message_px(app, msg, mr, &mh);
            }
        }
        if (mh <= mr.h && parts.n > 1) {
            draw_message_parts(app, msg, &parts, mpx, mr);
        } else {
            text_draw_wrapped_box(a, FACE_REGULAR, mpx, msg, mr.x, mr.y, mr.w, mr.h,
                                  tone_colour(app, tone));
        }
        if (mh > mr.h) {
            assets_note_overflow(a, msg, mh, mr.h);
        }
    } else if (c->nforbidden > 0 && ui_fouls_shown(app)) {
        /* A legend for the crosses while they are on the board, in their look. */
        int side = ui_px(app, 18);
        draw_foul_mark(app, mr.x + side / 2.0, mr.y + side / 2.0, side, mover_fouls(c));
        int lx = mr.x + side + ui_px(app, 8);
        const char *words = status_foul_legend(c, lang);
        int lpx = text_fit(a, FACE_REGULAR, ui_font(app, 14), ui_font(app, 12), words,
                           mr.x + mr.w - lx);
        text_draw(a, FACE_REGULAR, lpx, words, lx, mr.y, ui_colour(COLOUR_DIM), 0);
    }
    /* Widgets, then the move list's header and row numbers. */
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *wd = &app->widgets[i];
        if (wd->id == W_BUTTONS_FOLD) {
            draw_fold(app, wd);
        } else if (wd->id < W_DLG_RULE_PREV && wd->id != W_LIBRARY_TOGGLE &&
                   wd->id != W_NBEST_COUNT) { /* on its box's card */
            ui_draw_widget(app, wd);
        }
    }
    LayoutRect lr = ui_move_list_rect(app);
    int room = lr.w - ui_px(app, 8);
    for (int i = 0; i < app->nwidgets; i++) {
        WidgetId id = app->widgets[i].id;
        if (id == W_GRAPH_TOGGLE || id == W_NBEST_TOGGLE) {
            int left = app->widgets[i].r.x - ui_px(app, 8) - lr.x; /* left of the switches */
            room = left < room ? left : room;
        }
    }
    int hy = lr.y - ui_px(app, 26), hh = ui_px(app, 24);
    bool live = controller_is_live(c); /* else "Back to the game" takes the header */
    /* A box switched on in a panel too short for it says so, between the title and the
     * switches; where the two do not fit side by side, in the title's place. */
    char progress[96];
    bool filling = ui_list_header_note(app, progress, sizeof progress);
    int mw, mh, pw, ph;
    text_size(a, FACE_BOLD, ui_font(app, 15), i18n_text(lang, S_MOVES), &mw, &mh);
    int px = ui_font(app, UI_KEY_PX);
    text_size(a, FACE_REGULAR, px, filling ? progress : "", &pw, &ph);
    bool title = live && (!filling || mw + ui_px(app, 12) + pw <= room);
    if (title) {
        ui_draw_label(app, FACE_BOLD, i18n_text(lang, S_MOVES), lr.x, hy, room, hh,
                      ui_colour(COLOUR_DIM), 0);
    }
    if (filling) {
        int cx = title ? lr.x + mw + ui_px(app, 12) : lr.x;
        ui_draw_small(app, progress, cx, hy, lr.x + room - cx, hh, ui_colour(COLOUR_DIM),
                      title ? 2 : 0);
    }
    const Widget *first = NULL, *last = NULL;
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *wd = &app->widgets[i];
        if (wd->id == W_VARIATION || wd->id == W_VARIATION_MORE) {
            first = first ? first : wd;
            last = wd;
        }
    }
    if (first) {
        int tw, th;
        text_size(a, FACE_REGULAR, ui_font(app, 14), i18n_text(lang, S_VARIATIONS), &tw, &th);
        text_draw(a, FACE_REGULAR, ui_font(app, 14), i18n_text(lang, S_VARIATIONS),
                  first->r.x - tw - ui_px(app, 8), first->r.y + (first->r.h - th) / 2,
                  ui_colour(COLOUR_DIM), 0);
        /* The keys that step between these lines, where the row leaves room. */
        char keys[48];
        ui_line_keys(keys, sizeof keys);
        int kx = last->r.x + last->r.w + ui_px(app, 8);
        int kw, kh;
        text_size(a, FACE_REGULAR, ui_font(app, UI_KEY_PX), keys, &kw, &kh);
        if (kx + kw <= lr.x + lr.w) {
            text_draw(a, FACE_REGULAR, ui_font(app, UI_KEY_PX), keys, kx,
                      last->r.y + (last->r.h - kh) / 2, ui_colour(COLOUR_DIM), 0);
        }
    }
    ui_fill(r, lr.x, lr.y - 2, lr.w, 1, ui_colour(COLOUR_BORDER));
    ui_note_draw_panel(app);
    ui_nbest_draw_panel(app);
    ui_library_draw_panel(app);
    if (hidden) {
        ui_clock_draw_paused_list(app, ui_list_area(app));
    }
}

void ui_render(const App *app)
{
    if (ui_setup_on(app)) {
        ui_setup_render(app);
        ui_draw_dialog(app);
        ui_draw_help(app);
        return;
    }
    if (ui_study_on(app)) {
        ui_study_render(app);
        ui_draw_dialog(app);
        ui_draw_help(app);
        return;
    }
    SDL_Renderer *r = app->ren;
    SDL_SetRenderDrawColor(r, ui_colour(COLOUR_BG).r, ui_colour(COLOUR_BG).g,
                           ui_colour(COLOUR_BG).b, 255);
    SDL_RenderClear(r);
    FoulView fv;
    ui_explain_build(app, &fv);
    draw_board(app, &fv);
    if (ui_find_on(app)) { /* its marks on the board, its panel */
        ui_find_render(app);
        ui_draw_dialog(app);
        ui_draw_help(app);
        return;
    }
    ui_clock_draw_paused(app);
    draw_panel(app);
    ui_explain_draw_panel(app, &fv);
    ui_draw_dialog(app);
    ui_draw_help(app);
}

/* ---- For study mode (studyview.c) ---------------------------------------------------- */

void ui_board_base(const App *app)
{
    SDL_Renderer *r = app->ren;
    SDL_SetRenderDrawColor(r, ui_colour(COLOUR_BG).r, ui_colour(COLOUR_BG).g,
                           ui_colour(COLOUR_BG).b, 255);
    SDL_RenderClear(r);
    draw_wood(app);
    draw_grid(app);
}

void ui_board_stone(const App *app, Stone s, double cx, double cy, double scale, Uint8 alpha)
{
    draw_stone(app, s, cx, cy, scale, alpha);
}

void ui_board_cursor(const App *app, Pos p) { draw_cursor(app, p); }

void ui_board_foul(const App *app, Pos p, bool of_mover)
{
    double cx, cy;
    point_xy(app, p, &cx, &cy);
    draw_foul_mark(app, cx, cy, 0, of_mover);
}
