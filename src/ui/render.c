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

#include "ui_internal.h"

#define ANIM_MS 160

bool ui_hover_point(const App *app, Pos *out)
{
    if (!app->mouse_in || app->dialog != DLG_NONE || app->show_help) {
        return false;
    }
    return layout_cell_at(&app->layout, app->mouse_x, app->mouse_y, out);
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
    SDL_Color c = ui_alpha(ui_colour(COLOUR_LINE), 215);
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
        assets_draw_sprite(app->assets, SPRITE_STAR, cx, cy, 0, ui_colour(COLOUR_LINE), 235);
    }
    /* Coordinates on all four edges. */
    int fpx = (int)lround(l->cell * 0.34);
    if (fpx < 7) {
        return;
    }
    double off = l->cell * 0.72;
    /* The column and row of the point under the mouse (or the keyboard cursor) light up,
     * so a learner reads its name off the edges. */
    Pos mark = POS_NONE;
    if (!ui_hover_point(app, &mark)) {
        mark = app->cursor_visible ? app->ctl->cursor : POS_NONE;
    }
    int mark_x = mark != POS_NONE ? pos_x(mark) : -1;
    int mark_y = mark != POS_NONE ? pos_y(mark) : -1;
    SDL_Color normal = ui_colour(COLOUR_LABEL);
    SDL_Color lit = ui_colour(COLOUR_LABEL_LIT);
    double right = l->grid_x + (n - 1) * l->cell + off;
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
        text_draw(app->assets, face, fpx, s, (int)lround(cx), (int)lround(l->grid_y - off - th / 2.0),
                  col, 1);
        point_xy(app, pos_from_xy(0, i), &cx, &cy);
        snprintf(s, sizeof s, "%d", i + 1);
        face = i == mark_y ? FACE_BOLD : FACE_REGULAR;
        col = i == mark_y ? lit : normal;
        text_draw(app->assets, face, fpx, s, (int)lround(cx - off), (int)lround(cy - th / 2.0), col,
                  1);
        text_draw(app->assets, face, fpx, s, (int)lround(right), (int)lround(cy - th / 2.0), col, 1);
    }
}

static void draw_stone(const App *app, Stone s, double cx, double cy, double scale, Uint8 alpha)
{
    const Layout *l = &app->layout;
    Assets *a = app->assets;
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
    ui_fill(r, x0, y0, len, t, ui_colour(COLOUR_CURSOR));
    ui_fill(r, x0, y0, t, len, ui_colour(COLOUR_CURSOR));
    ui_fill(r, x1 - len, y0, len, t, ui_colour(COLOUR_CURSOR));
    ui_fill(r, x1 - t, y0, t, len, ui_colour(COLOUR_CURSOR));
    ui_fill(r, x0, y1 - t, len, t, ui_colour(COLOUR_CURSOR));
    ui_fill(r, x0, y1 - len, t, len, ui_colour(COLOUR_CURSOR));
    ui_fill(r, x1 - len, y1 - t, len, t, ui_colour(COLOUR_CURSOR));
    ui_fill(r, x1 - t, y1 - len, t, len, ui_colour(COLOUR_CURSOR));
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
    const Layout *l = &app->layout;
    int half = zone / 2;
    int centre = g->board.size / 2;
    double x0, y0, x1, y1;
    point_xy(app, pos_from_xy(centre - half, centre + half), &x0, &y0);
    point_xy(app, pos_from_xy(centre + half, centre - half), &x1, &y1);
    double m = l->cell * 0.5;
    LayoutRect r = {(int)lround(x0 - m), (int)lround(y0 - m), (int)lround(x1 - x0 + 2 * m),
                    (int)lround(y1 - y0 + 2 * m)};
    ui_fill(app->ren, r.x, r.y, r.w, r.h, ui_colour(COLOUR_ZONE));
    int t = (int)lround(l->cell / 18.0);
    ui_frame(app->ren, r, t < 1 ? 1 : t, ui_colour(COLOUR_ZONE_EDGE));
}

/* How many moves of the analysis' expected line the board and the message show. */
static int analysis_line_length(const AiInfo *in)
{
    int npv = in->npv > 0 ? in->npv : (in->best >= 0 ? 1 : 0);
    return npv > 9 ? 9 : npv;
}

static void draw_proposals(const App *app, Pos hover)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    const Layout *l = &app->layout;
    if (!controller_is_live(c) || game_over(g) ||
        (g->phase != PHASE_PROPOSE && g->phase != PHASE_CHOOSE)) {
        return;
    }
    bool person = controller_human_to_move(c);
    const Pos *marks = g->phase == PHASE_PROPOSE ? c->proposals : g->proposals;
    int n = g->phase == PHASE_PROPOSE ? c->nproposals : g->nproposals;
    /* Lettered discs, smaller than a stone and ringed in gold: never read as the stones'
     * move numbers or the analysis line's. */
    int fpx = (int)lround(l->cell * 0.40);
    for (int i = 0; i < n; i++) {
        double cx, cy;
        point_xy(app, marks[i], &cx, &cy);
        bool hot = person && marks[i] == hover;
        draw_stone(app, STONE_BLACK, cx, cy, 0.78, hot ? 220 : 170);
        assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, l->cell * 0.82,
                           ui_colour(COLOUR_GOLD), 255);
        char s[4] = {controller_proposal_letter(i + 1), '\0'};
        int tw, th;
        text_size(app->assets, FACE_BOLD, fpx, s, &tw, &th);
        text_draw(app->assets, FACE_BOLD, fpx, s, (int)lround(cx), (int)lround(cy - th / 2.0),
                  ui_colour(COLOUR_GOLD), 1);
    }
    if (person && g->phase == PHASE_PROPOSE && hover != POS_NONE &&
        controller_proposal_number(c, hover) == 0 &&
        game_proposal_ok(g, c->proposals, c->nproposals, hover, NULL)) {
        double cx, cy;
        point_xy(app, hover, &cx, &cy);
        draw_stone(app, STONE_BLACK, cx, cy, 1.0, 90);
    }
}

static void draw_board(const App *app, const FoulView *fv)
{
    SDL_Renderer *r = app->ren;
    const Layout *l = &app->layout;
    const Controller *c = app->ctl;
    const Board *b = &c->board;
    Assets *a = app->assets;
    /* 1. The wood, with a soft drop shadow and a darker edge. */
    int sh = (int)lround(6 * l->scale);
    for (int i = sh; i > 0; i -= 2) {
        ui_fill(r, l->board.x - i / 2 + sh / 2, l->board.y + i / 2 + sh / 2, l->board.w + i,
             l->board.h + i / 2, ui_colour(COLOUR_BOARD_SHADOW));
    }
    SDL_Rect br = {l->board.x, l->board.y, l->board.w, l->board.h};
    if (assets_board(a)) {
        SDL_Color wood = ui_colour(COLOUR_WOOD);
        SDL_SetTextureColorMod(assets_board(a), wood.r, wood.g, wood.b);
        SDL_RenderCopy(r, assets_board(a), NULL, &br);
    }
    ui_frame(r, l->board, (int)lround(2 * l->scale) > 0 ? (int)lround(2 * l->scale) : 1,
          ui_colour(COLOUR_BOARD_EDGE));
    /* The zone of the next opening stone: a softly lit square under the grid. */
    draw_zone(app);
    draw_grid(app);

    Pos hover = POS_NONE;
    if (!ui_hover_point(app, &hover)) {
        hover = POS_NONE;
    }
    /* 2. Forbidden points. */
    bool marks = app->settings.show_forbidden;
    bool mover_fouls = c->forbidden_colour == b->to_move;
    for (int i = 0; marks && i < c->nforbidden; i++) {
        double cx, cy;
        point_xy(app, c->forbidden[i], &cx, &cy);
        draw_foul_mark(app, cx, cy, 0, mover_fouls);
    }
    ui_variant_draw_under(app);
    /* 2b. The foul view's bands along its lines. */
    ui_explain_draw_under(app, fv);
    /* 3. Stones; the newest one drops in. */
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone s = board_at(b, p);
            if (s != STONE_BLACK && s != STONE_WHITE) {
                continue;
            }
            double cx, cy;
            point_xy(app, p, &cx, &cy);
            double scale = 1.0;
            Uint8 alpha = 255;
            if (ui_variant_hides(app, p)) {
                continue;
            }
            if (p == app->anim_pos && app->now - app->anim_start < ANIM_MS) {
                double t = (app->now - app->anim_start) / (double)ANIM_MS;
                scale = 1.0 + 0.18 * (1 - t) * (1 - t);
                alpha = (Uint8)lround(255 * (0.35 + 0.65 * t));
            }
            draw_stone(app, s, cx, cy, scale, alpha);
        }
    }
    ui_variant_draw_over(app, draw_stone);
    /* 4. The winning five. */
    const Game *g = &c->game;
    if (controller_is_live(c) && g->result != RESULT_NONE && g->reason == REASON_FIVE) {
        for (int i = 0; i < 5; i++) {
            double cx, cy;
            point_xy(app, g->five[i], &cx, &cy);
            assets_draw_sprite(a, SPRITE_RING, cx, cy, 0, ui_colour(COLOUR_GOLD), 255);
        }
    }
    /* 5. Move numbers, or the last-move dot. */
    const BoardPly *last = board_last(b);
    Pos last_pos = last && last->pos >= 0 ? last->pos : POS_NONE;
    if (app->settings.show_numbers) {
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
                int tw, th;
                text_size(a, FACE_BOLD, px, s, &tw, &th);
                /* The last move's number in red: a light coral on a black stone (the
                 * board's deep red is lost on black), the deep red on a white one. */
                bool black = board_at(b, p) == STONE_BLACK;
                SDL_Color col = p == last_pos ? (black ? ui_colour(COLOUR_LAST_ON_BLACK)
                                                       : ui_colour(COLOUR_RED))
                                : black ? ui_colour(COLOUR_NUMBER_ON_BLACK)
                                        : ui_colour(COLOUR_NUMBER_ON_WHITE);
                text_draw(a, FACE_BOLD, px, s, (int)lround(cx), (int)lround(cy - th / 2.0), col, 1);
            }
        }
    } else if (last_pos != POS_NONE) {
        double cx, cy;
        point_xy(app, last_pos, &cx, &cy);
        assets_draw_sprite(a, SPRITE_DOT, cx, cy, 0, ui_colour(COLOUR_RED), 255);
    }
    /* 6. The hint. */
    if (c->hint != POS_NONE && board_on(b, c->hint) && board_at(b, c->hint) == STONE_EMPTY) {
        double cx, cy;
        point_xy(app, c->hint, &cx, &cy);
        draw_stone(app, b->to_move, cx, cy, 1.0, 120);
        assets_draw_sprite(a, SPRITE_RING, cx, cy, 0, ui_colour(COLOUR_GOOD), 255);
    }
    /* 6b. Analysis: the expected line as small, faded, numbered stones (full-size
     * stones carry the game's move numbers). */
    if (c->analysing && c->has_analysis && c->analysis_hash == b->hash) {
        const AiInfo *in = &c->analysis;
        int npv = analysis_line_length(in);
        Stone s = b->to_move;
        for (int i = 0; i < npv; i++) {
            Pos p = in->npv > 0 ? in->pv[i] : in->best;
            if (p < 0 || !board_on(b, p) || board_at(b, p) != STONE_EMPTY) {
                break;
            }
            double cx, cy;
            point_xy(app, p, &cx, &cy);
            draw_stone(app, s, cx, cy, 0.62, i == 0 ? 190 : 130);
            char num[12];
            snprintf(num, sizeof num, "%d", i + 1);
            int fpx = (int)lround(l->cell * 0.34);
            int tw, th;
            text_size(a, FACE_BOLD, fpx, num, &tw, &th);
            text_draw(a, FACE_BOLD, fpx, num, (int)lround(cx), (int)lround(cy - th / 2.0),
                      s == STONE_BLACK ? ui_colour(COLOUR_LINE_ON_BLACK) : ui_colour(COLOUR_LINE_ON_WHITE), 1);
            if (i == 0) {
                assets_draw_sprite(a, SPRITE_RING, cx, cy, l->cell * 0.78, ui_colour(COLOUR_GOOD),
                                   255);
            }
            s = stone_opponent(s);
        }
    }
    /* 7. The ghost stone, or a red cross on a forbidden point under the mouse. */
    if (hover != POS_NONE && person_can_play(app)) {
        double cx, cy;
        point_xy(app, hover, &cx, &cy);
        if (mover_fouls && controller_is_forbidden(c, hover)) {
            if (!marks) {
                assets_draw_sprite(a, SPRITE_FORBIDDEN, cx, cy, 0, ui_colour(COLOUR_WHITE), 200);
            }
        } else if (controller_can_play(c, hover)) {
            draw_stone(app, b->to_move, cx, cy, 1.0, 115);
        }
    }
    /* 7b. The opening's proposals: numbered black marks; while a person proposes, a
     * ghost on a point that may join them. */
    draw_proposals(app, hover);
    /* 7c. The foul view's rings and points. */
    ui_explain_draw_over(app, fv);
    /* 8. The keyboard cursor. */
    if (app->cursor_visible && board_on(b, c->cursor)) {
        draw_cursor(app, c->cursor);
    }
}

/* ---- The panel -------------------------------------------------------------------- */

/* A score (Black's view) as a height in -1..1: Black's expected result, 2p - 1 for a
 * winning chance p (see AI_EVAL_SCALE), so a proven win is a full bar and an even game
 * none. */
static double graph_y(int score)
{
    return tanh(score / (2.0 * AI_EVAL_SCALE));
}

/* The evaluation graph: one bar per position, up for Black, down for White; the shown
 * position is marked; positions still being evaluated leave a gap. */
static void draw_graph(const App *app, LayoutRect r)
{
    const Controller *c = app->ctl;
    SDL_Renderer *ren = app->ren;
    /* A mid grey between the colours of the two sides' bars. */
    ui_card(ren, r, ui_px(app, 6), ui_colour(COLOUR_GRAPH_BG));
    int n = c->game.nactions;
    int mid = r.y + r.h / 2;
    int half = r.h / 2 - ui_px(app, 4);
    ui_fill(ren, r.x, mid, r.w, 1, ui_colour(COLOUR_GRAPH_MID));
    for (int i = 0; i <= n; i++) {
        if (!c->graph_known[i]) {
            continue;
        }
        int x0 = n ? r.x + (int)((long long)r.w * i / (n + 1)) : r.x;
        int x1 = n ? r.x + (int)((long long)r.w * (i + 1) / (n + 1)) : r.x + r.w;
        int bw = x1 - x0 > 1 ? x1 - x0 - (x1 - x0 > 3) : 1;
        int h = (int)lround(graph_y(c->graph_score[i]) * half);
        if (h > 0) {
            ui_fill(ren, x0, mid - h, bw, h, ui_colour(COLOUR_GRAPH_BLACK));
        } else if (h < 0) {
            ui_fill(ren, x0, mid + 1, bw, -h, ui_colour(COLOUR_GRAPH_WHITE));
        }
    }
    /* The shown position. */
    int vx = n ? r.x + (int)((long long)r.w * c->view / (n + 1)) : r.x;
    int vw = n ? (int)((long long)r.w / (n + 1)) : r.w;
    ui_frame(ren, (LayoutRect){vx, r.y, vw > 2 ? vw : 2, r.h}, 1, ui_colour(COLOUR_ACCENT));
    int known = controller_graph_known(c);
    if (known < n + 1) {
        char s[48];
        snprintf(s, sizeof s, i18n_text(app->settings.lang, S_GRAPH_COMPUTING), known, n + 1);
        text_draw(app->assets, FACE_REGULAR, ui_px(app, 12), s, r.x + r.w - ui_px(app, 6),
                  r.y + ui_px(app, 3), ui_colour(COLOUR_GRAPH_TEXT), 2);
    }
}

void ui_draw_widget(const App *app, const Widget *w)
{
    SDL_Renderer *r = app->ren;
    Assets *a = app->assets;
    bool hot = app->mouse_in && w->enabled && layout_rect_contains(w->r, app->mouse_x, app->mouse_y);
    bool down = hot && app->pressed == w->id && app->pressed_arg == w->arg;
    int fpx = ui_px(app, 15);
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
        if (!w->enabled && !w->active) {
            bg = ui_colour(COLOUR_BUTTON_OFF);
        }
        ui_card(r, w->r, rad, bg);
        /* The key on the right when label and key both fit, else the label centred. */
        int kpx = ui_px(app, 12);
        int kw = 0, kh = 0;
        if (w->key[0]) {
            text_size(a, FACE_REGULAR, kpx, w->key, &kw, &kh);
        }
        bool has_key = w->key[0] && w->r.w > ui_px(app, 110) && tw + kw + ui_px(app, 30) <= w->r.w;
        FontFace face = w->active ? FACE_BOLD : FACE_REGULAR;
        if (has_key) {
            text_draw(a, face, fpx, w->label, w->r.x + ui_px(app, 12), ty, text, 0);
            SDL_Color kc = w->active ? ui_colour(COLOUR_ACCENT_KEY) : ui_colour(COLOUR_FAINT);
            text_draw(a, FACE_REGULAR, kpx, w->key, w->r.x + w->r.w - ui_px(app, 10),
                      w->r.y + (w->r.h - kh) / 2, kc, 2);
        } else {
            text_draw(a, face, fpx, w->label, w->r.x + w->r.w / 2, ty, text, 1);
        }
        break;
    }
    case WK_TOGGLE: {
        int box = ui_px(app, 18);
        LayoutRect br = {w->r.x, w->r.y + (w->r.h - box) / 2, box, box};
        if (w->active) {
            ui_card(r, br, ui_px(app, 4), ui_colour(COLOUR_ACCENT));
            /* A check mark from two bars. */
            int t = ui_px(app, 2.4);
            for (int i = 0; i < box / 3; i++) {
                ui_fill(r, br.x + box / 5 + i, br.y + box / 2 + i - t / 2, 1 + t / 2, t, ui_colour(COLOUR_ACCENT_TEXT));
            }
            for (int i = 0; i < box / 2; i++) {
                ui_fill(r, br.x + box / 5 + box / 3 + i, br.y + box / 2 + box / 3 - i - t / 2 - 1,
                     1 + t / 2, t, ui_colour(COLOUR_ACCENT_TEXT));
            }
        } else {
            ui_card(r, br, ui_px(app, 4), hot ? ui_colour(COLOUR_BOX_HOT) : ui_colour(COLOUR_BOX));
            LayoutRect in = {br.x + 2, br.y + 2, br.w - 4, br.h - 4};
            ui_card(r, in, ui_px(app, 3), ui_colour(COLOUR_PANEL));
        }
        text_draw(a, FACE_REGULAR, fpx, w->label, w->r.x + box + ui_px(app, 10), ty,
                  hot ? ui_colour(COLOUR_WHITE) : ui_colour(COLOUR_TEXT), 0);
        if (w->key[0]) {
            int kpx = ui_px(app, 12);
            int kw, kh;
            text_size(a, FACE_REGULAR, kpx, w->key, &kw, &kh);
            text_draw(a, FACE_REGULAR, kpx, w->key, w->r.x + w->r.w - ui_px(app, 10),
                      w->r.y + (w->r.h - kh) / 2, ui_colour(COLOUR_FAINT), 2);
        }
        break;
    }
    case WK_GRAPH: draw_graph(app, w->r); break;
    case WK_FILE_ROW: ui_files_draw_row(app, w, hot); break;
    case WK_LIST_ITEM:
        if (w->active) {
            ui_card(r, w->r, ui_px(app, 4), ui_colour(COLOUR_SELECTED));
        } else if (hot) {
            ui_card(r, w->r, ui_px(app, 4), ui_colour(COLOUR_HOVER));
        }
        text_draw(a, w->active ? FACE_BOLD : FACE_REGULAR, fpx, w->label, w->r.x + ui_px(app, 10),
                  ty, w->enabled ? ui_colour(COLOUR_TEXT) : ui_colour(COLOUR_DIM), 0);
        break;
    }
}

/* What the opening asks for now ("Swap colours (S), or play stone 3."), in the accent
 * colour for a person who acts, dim while the AI decides. Empty outside the opening. */
static void opening_prompt(const App *app, char *buf, size_t cap, SDL_Color *colour)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    Lang lang = app->settings.lang;
    buf[0] = '\0';
    if (g->opening == OPENING_FREE || game_over(g) || !controller_is_live(c) ||
        !game_in_opening(g)) {
        return;
    }
    int stone = g->board.ply + 1;
    int zone = game_zone_size(g);
    size_t n = 0;
    switch (g->phase) {
    case PHASE_SWAP_OR_MOVE:
        if (game_action_offered(g, ACTION_TWO_MORE)) {
            snprintf(buf, cap, "%s", i18n_text(lang, S_PROMPT_SWAP2));
            break;
        }
        n = (size_t)snprintf(buf, cap, i18n_text(lang, S_PROMPT_SWAP), stone);
        /* fall through: the zone of that stone */
        /* FALLTHROUGH */
    case PHASE_MOVE:
        if (g->opening == OPENING_SWAP2 && g->phase == PHASE_MOVE && stone <= 5) {
            snprintf(buf, cap, i18n_text(lang, stone <= 3 ? S_PROMPT_SWAP2_THREE : S_PROMPT_SWAP2_TWO),
                     stone);
            break;
        }
        if (n < cap && zone == 1) {
            snprintf(buf + n, cap - n, "%s%s", n ? "\n" : "", i18n_text(lang, S_PROMPT_CENTRE));
        } else if (n < cap && zone > 1) {
            snprintf(buf + n, cap - n, "%s", n ? "\n" : "");
            n = strlen(buf);
            snprintf(buf + n, cap - n, i18n_text(lang, S_PROMPT_ZONE), stone, zone, zone);
        }
        break;
    case PHASE_CHOOSE_OPTION: snprintf(buf, cap, "%s", i18n_text(lang, S_PROMPT_OPTION)); break;
    case PHASE_DECLARE: snprintf(buf, cap, "%s", i18n_text(lang, S_PROMPT_DECLARE)); break;
    case PHASE_PROPOSE:
        if (game_swap_offered(g)) {
            n = (size_t)snprintf(buf, cap, "%s\n", i18n_text(lang, S_PROMPT_SWAP_FIRST));
        }
        if (n < cap) {
            int need = game_proposals_needed(g);
            snprintf(buf + n, cap - n, i18n_ntext(lang, S_PROMPT_PROPOSE, need), need,
                     c->nproposals);
        }
        break;
    case PHASE_CHOOSE: snprintf(buf, cap, "%s", i18n_text(lang, S_PROMPT_CHOOSE)); break;
    case PHASE_SWAP_OR_KEEP:
        snprintf(buf, cap, "%s", i18n_text(lang, S_PROMPT_SWAP_OR_KEEP));
        break;
    case PHASE_OVER: break;
    }
    *colour = controller_human_to_move(c) ? ui_colour(COLOUR_ACCENT) : ui_colour(COLOUR_DIM);
}

/* The controller's messages that are the game's refusals, and their kinds: the words are
 * i18n_refusal()'s, the same that explain a refused record. */
static const GameErrorKind REFUSALS[] = {
    [CTL_MSG_OCCUPIED] = GAME_ERR_OCCUPIED,         [CTL_MSG_CENTRE_FIRST] = GAME_ERR_CENTRE_FIRST,
    [CTL_MSG_GAME_OVER] = GAME_ERR_OVER,            [CTL_MSG_OUTSIDE_ZONE] = GAME_ERR_OUTSIDE_ZONE,
    [CTL_MSG_DECIDE_FIRST] = GAME_ERR_DECIDE_FIRST, [CTL_MSG_SYMMETRIC] = GAME_ERR_SYMMETRIC,
    [CTL_MSG_PROPOSALS_FULL] = GAME_ERR_PROPOSALS_FULL,
    [CTL_MSG_PROPOSALS_SHORT] = GAME_ERR_PROPOSAL_COUNT,
    [CTL_MSG_NOT_PROPOSED] = GAME_ERR_NOT_PROPOSED, [CTL_MSG_NO_STONES] = GAME_ERR_NO_STONES,
    [CTL_MSG_CENTRE_CLOSED] = GAME_ERR_CENTRE_CLOSED, [CTL_MSG_NOT_OFFERED] = GAME_ERR_NOT_OFFERED,
    [CTL_MSG_PROPOSED_TWICE] = GAME_ERR_PROPOSED_TWICE, [CTL_MSG_OFF_BOARD] = GAME_ERR_OFF_BOARD,
    [CTL_MSG_TOO_LONG] = GAME_ERR_TOO_LONG,
};

/* The message under the status card: a refusal, the hint, or what the player hovers. */
static void message_body(const App *app, char *buf, size_t cap, SDL_Color *colour)
{
    const Controller *c = app->ctl;
    Lang lang = app->settings.lang;
    char pt[8];
    board_format_point(c->msg_pos, pt, sizeof pt);
    buf[0] = '\0';
    *colour = ui_colour(COLOUR_BAD);
    if ((unsigned)c->msg < sizeof REFUSALS / sizeof REFUSALS[0] && REFUSALS[c->msg]) {
        GameError ge = {.kind = REFUSALS[c->msg], .pos = c->msg_pos, .pos2 = c->msg_pos2,
                        .number = c->msg_n};
        i18n_refusal(lang, &ge, buf, cap);
    }
    switch (c->msg) {
    case CTL_MSG_FORBIDDEN: i18n_explain_short(lang, &c->explain, buf, cap); break;
    case CTL_MSG_AI_TURN: snprintf(buf, cap, "%s", i18n_text(lang, S_MSG_AI_TURN)); break;
    case CTL_MSG_NOTHING_TO_UNDO:
        snprintf(buf, cap, "%s", i18n_text(lang, S_MSG_NOTHING_TO_UNDO));
        break;
    case CTL_MSG_NOTHING_TO_REDO:
        snprintf(buf, cap, "%s", i18n_text(lang, S_MSG_NOTHING_TO_REDO));
        break;
    case CTL_MSG_DRAW_DECLINED:
        snprintf(buf, cap, "%s", i18n_text(lang, S_MSG_DRAW_DECLINED));
        break;
    case CTL_MSG_HINT: {
        char ev[64];
        i18n_eval(lang, c->hint_score, game_to_move(&c->game), ev, sizeof ev);
        snprintf(buf, cap, i18n_text(lang, S_MSG_HINT), pt, ev);
        *colour = ui_colour(COLOUR_GOOD);
        break;
    }
    case CTL_MSG_PAUSED: {
        char key[32];
        keymap_label(CTL_CMD_PAUSE, false, key, sizeof key);
        snprintf(buf, cap, i18n_text(lang, S_MSG_PAUSED), key);
        break;
    }
    case CTL_MSG_NO_UNDO_CLOCK:
        snprintf(buf, cap, "%s", i18n_text(lang, S_MSG_NO_UNDO_CLOCK));
        break;
    default: break; /* none, or a refusal of the game's (above) */
    }
    if (!buf[0]) {
        opening_prompt(app, buf, cap, colour);
    }
    if (!buf[0] && c->studying && controller_is_live(c)) {
        snprintf(buf, cap, "%s", i18n_text(lang, S_MSG_STUDY));
        *colour = ui_colour(COLOUR_DIM);
    }
    if (c->ai_purpose == AI_FOR_HINT) {
        snprintf(buf, cap, "%s", i18n_text(lang, S_MSG_HINT_WAIT));
        *colour = ui_colour(COLOUR_DIM);
    }
    if (app->notice[0]) {
        snprintf(buf, cap, "%s", app->notice);
        *colour = app->notice_bad ? ui_colour(COLOUR_BAD) : ui_colour(COLOUR_GOOD);
        return;
    }
    if (c->analysing && c->has_analysis && c->analysis_hash == c->board.hash &&
        c->analysis.depth > 0) {
        /* Analysis: depth, best move, evaluation, then the line. */
        const AiInfo *in = &c->analysis;
        char head[64];
        snprintf(head, sizeof head, "%s%s", c->analysis_done ? "" : "… ",
                 i18n_text(lang, S_ANALYSIS));
        size_t n = i18n_search_line(lang, head, in, c->board.to_move, buf, cap);
        int npv = analysis_line_length(in);
        n += (size_t)snprintf(buf + n, cap - n, "\n");
        n += (size_t)snprintf(buf + n, cap - n, "%s", i18n_text(lang, S_LEGEND_LINE));
        for (int i = 0; i < in->npv && i < npv && n + 8 < cap; i++) {
            char step[8];
            board_format_point(in->pv[i], step, sizeof step);
            n += (size_t)snprintf(buf + n, cap - n, "%s%s", i ? " " : "", step);
        }
        *colour = ui_colour(COLOUR_GOOD);
        return;
    }
    if ((c->ai_purpose == AI_FOR_MOVE || c->ai_purpose == AI_FOR_HINT) && c->ai_has_progress) {
        size_t n = strlen(buf);
        if (n > 0 && n + 1 < cap) {
            buf[n++] = '\n';
        }
        i18n_search_line(lang, NULL, &c->ai_progress, game_to_move(&c->game), buf + n, cap - n);
        *colour = ui_colour(COLOUR_DIM);
    }
}

/* One player's line in the status card: "First player: Black" between two people, else
 * "You (first player): Black" or "Computer, level 5 (second player): White" (brief:
 * without the part in brackets), and " — thinking" with dots (dots >= 0) while the
 * computer thinks; the search's live numbers go in the message line under the card. */
static void seat_line(const App *app, int player, Stone colour, bool brief, int dots, char *buf,
                      size_t cap)
{
    const Controller *c = app->ctl;
    Lang lang = app->settings.lang;
    SeatKind seat = controller_player_seat(c, player);
    const char *col = i18n_text(lang, colour == STONE_BLACK ? S_BLACK : S_WHITE);
    size_t n;
    if (controller_player_seat(c, 0) == SEAT_HUMAN && controller_player_seat(c, 1) == SEAT_HUMAN) {
        n = (size_t)snprintf(buf, cap, "%s: %s",
                             i18n_text(lang, player == 0 ? S_FIRST_PLAYER : S_SECOND_PLAYER), col);
    } else {
        char who[64];
        if (seat == SEAT_AI) {
            snprintf(who, sizeof who, i18n_text(lang, S_COMPUTER_LEVEL), c->opt.ai_level);
        } else {
            snprintf(who, sizeof who, "%s", i18n_text(lang, S_YOU));
        }
        if (brief) {
            n = (size_t)snprintf(buf, cap, "%s: %s", who, col);
        } else {
            n = (size_t)snprintf(buf, cap, "%s (%s): %s", who,
                                 i18n_text(lang, player == 0 ? S_SEAT_FIRST : S_SEAT_SECOND), col);
        }
    }
    if (dots >= 0 && n < cap) {
        snprintf(buf + n, cap - n, " — %s%.*s", i18n_text(lang, S_THINKING), dots, "...");
    }
}

/* Two lines under the headline: each player, who sits there and the colour held now
 * ("You (first player): Black"), the one who acts in bold; the AI's line says when it
 * thinks. Then the variant's line, if the rule set has one. */
static void draw_seats(const App *app, LayoutRect rc)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    Assets *a = app->assets;
    int pad = ui_px(app, 14);
    int spx = ui_px(app, 14);
    int side = ui_px(app, 15);
    bool live = controller_is_live(c);
    int actor = game_over(g) || !live ? -1 : game_player_to_move(g);
    /* While browsing: the colours as they were then (each swap before it exchanged them). */
    Stone first = game_player_colour(g, 0);
    if (!live) {
        first = STONE_BLACK;
        for (int i = 0; i < c->view; i++) {
            first = g->actions[i].kind == ACTION_SWAP ? stone_opponent(first) : first;
        }
    }
    for (int player = 0; player < 2; player++) {
        Stone colour = player == 0 ? first : stone_opponent(first);
        SeatKind seat = controller_player_seat(c, player);
        bool acting = player == actor;
        bool thinking = acting && seat == SEAT_AI && controller_ai_thinking(c);
        SDL_Color col = thinking ? ui_colour(COLOUR_ACCENT)
                        : acting ? ui_colour(COLOUR_TEXT)
                                 : ui_colour(COLOUR_DIM);
        int y = rc.y + ui_px(app, player == 0 ? 52 : 74);
        assets_draw_sprite(a, colour == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE,
                           rc.x + pad + side / 2.0, y + ui_px(app, 9), side,
                           ui_colour(COLOUR_WHITE), 255);
        /* The first of: the full line, the full line smaller, the line without the
         * seat's "(second player)" smaller, that fits the card. The width is measured
         * with all three thinking dots, so the choice does not flicker with them. */
        FontFace face = acting ? FACE_BOLD : FACE_REGULAR;
        int tx = rc.x + pad + side + ui_px(app, 8);
        int room = rc.x + rc.w - pad - tx;
        int dots = (int)(app->now / 300 % 4);
        char line[256], widest[256];
        int lpx = spx;
        for (int attempt = 0; attempt < 3; attempt++) {
            bool brief = attempt == 2;
            lpx = attempt == 0 ? spx : ui_px(app, 12);
            seat_line(app, player, colour, brief, thinking ? dots : -1, line, sizeof line);
            seat_line(app, player, colour, brief, thinking ? 3 : -1, widest, sizeof widest);
            int lw, lh;
            text_size(a, face, lpx, widest, &lw, &lh);
            if (lw <= room) {
                break;
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
        int tw, th;
        text_size(a, FACE_REGULAR, vpx, vline, &tw, &th);
        if (tw > rc.x + rc.w - pad - tx) {
            vpx = ui_px(app, 12); /* a language's words would not fit */
        }
        text_draw(a, FACE_REGULAR, vpx, vline, tx, rc.y + ui_px(app, 96), ui_colour(COLOUR_TEXT), 0);
    }
    /* Lasting marks (files.c): an autosave that could not be resumed, one that fails;
     * under the clocks' row (clock.c) in a timed game. */
    int marks_y = rc.y + ui_px(app, 96) +
                  (ui_variant_line(app, vline, sizeof vline) ? ui_px(app, 20) : 0) +
                  ui_clock_extra(app);
    ui_marks_draw(app, rc.x + pad, marks_y, rc.w - 2 * pad);
}

/* Who holds a player's seat, for the swap's note: "You" and "Computer" against the
 * computer, "First player" and "Second player" between people. */
static const char *holder(const App *app, int player)
{
    const Controller *c = app->ctl;
    Lang lang = app->settings.lang;
    bool people = controller_player_seat(c, 0) == SEAT_HUMAN &&
                  controller_player_seat(c, 1) == SEAT_HUMAN;
    if (people) {
        return i18n_text(lang, player == 0 ? S_FIRST_PLAYER : S_SECOND_PLAYER);
    }
    return i18n_text(lang, controller_player_seat(c, player) == SEAT_AI ? S_COMPUTER : S_YOU);
}

/* The message line: a swap of colours says plainly who now holds which colour, first
 * and until the next action (a computer's swap would otherwise pass unnoticed), then
 * the message itself. */
static void message_text(const App *app, char *buf, size_t cap, SDL_Color *colour)
{
    message_body(app, buf, cap, colour);
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    int nmarks = g->phase == PHASE_PROPOSE ? c->nproposals
                 : g->phase == PHASE_CHOOSE ? g->nproposals
                                            : 0;
    if (nmarks > 0 && controller_is_live(c) && !game_over(g)) {
        /* The legend of the lettered proposals. */
        size_t len = strlen(buf);
        if (len > 0 && len + 1 < cap) {
            buf[len++] = '\n';
        }
        snprintf(buf + len, cap - len, i18n_text(app->settings.lang, S_LEGEND_PROPOSALS),
                 controller_proposal_letter(nmarks));
    }
    Stone first;
    if (!controller_swap_shown(app->ctl, &first)) {
        return;
    }
    char note[256];
    int black = first == STONE_BLACK ? 0 : 1;
    int n = snprintf(note, sizeof note, i18n_text(app->settings.lang, S_MSG_SWAPPED),
                     holder(app, black), holder(app, 1 - black));
    if (n < 0 || (size_t)n >= sizeof note) {
        return;
    }
    if (!buf[0]) {
        *colour = ui_colour(COLOUR_GOLD);
    }
    size_t len = strlen(buf);
    if ((size_t)n + 1 + len < cap) {
        memmove(buf + n + (len ? 1 : 0), buf, len + 1);
        memcpy(buf, note, (size_t)n);
        if (len) {
            buf[n] = '\n';
        }
    }
}

static void draw_status(const App *app, LayoutRect rc)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    Lang lang = app->settings.lang;
    Assets *a = app->assets;
    ui_card(app->ren, rc, ui_px(app, 10), ui_colour(COLOUR_CARD));
    int pad = ui_px(app, 14);
    int icon = ui_px(app, 34);
    int tx = rc.x + pad + icon + ui_px(app, 12);
    int tw = rc.x + rc.w - pad - tx;
    char line[256];
    if (!controller_is_live(c)) {
        /* The shown position: its side to move as the icon, the seats as they were. */
        double cy = rc.y + ui_px(app, 28);
        Stone s = c->board.to_move;
        assets_draw_sprite(a, s == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE,
                           rc.x + pad + icon / 2.0, cy, icon, ui_colour(COLOUR_WHITE), 255);
        /* Move numbers as on the stones and in the move list (opening decisions take none). */
        snprintf(line, sizeof line, i18n_text(lang, S_VIEWING), c->board.ply, g->board.ply);
        int w1, h1;
        text_size(a, FACE_BOLD, ui_px(app, 18), line, &w1, &h1);
        text_draw(a, FACE_BOLD, ui_px(app, 18), line, tx, (int)lround(cy - h1 / 2.0),
                  ui_colour(COLOUR_TEXT), 0);
        draw_seats(app, rc);
        return;
    }
    if (game_over(g)) {
        Stone winner = g->result == RESULT_BLACK_WINS   ? STONE_BLACK
                       : g->result == RESULT_WHITE_WINS ? STONE_WHITE
                                                        : STONE_EMPTY;
        double cy = rc.y + ui_px(app, 28);
        if (winner) {
            assets_draw_sprite(a, winner == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE,
                               rc.x + pad + icon / 2.0, cy, icon, ui_colour(COLOUR_WHITE), 255);
        } else {
            assets_draw_sprite(a, SPRITE_BLACK, rc.x + pad + icon * 0.35, cy, icon * 0.8, ui_colour(COLOUR_WHITE), 255);
            assets_draw_sprite(a, SPRITE_WHITE, rc.x + pad + icon * 0.7, cy, icon * 0.8, ui_colour(COLOUR_WHITE), 255);
        }
        i18n_result(lang, g, line, sizeof line);
        int fpx = ui_px(app, 17);
        int h = text_wrapped_height(a, FACE_BOLD, fpx, line, tw);
        text_draw_wrapped(a, FACE_BOLD, fpx, line, tx, (int)lround(cy - h / 2.0), tw,
                          ui_colour(COLOUR_GOLD));
        draw_seats(app, rc);
        return;
    }
    /* Who acts: the colour to move, or in the opening's decisions the colour of the
     * player who decides (White picks Black's fifth move). */
    int actor = game_player_to_move(g);
    bool stone = game_action_offered(g, ACTION_MOVE);
    Stone s = stone ? game_to_move(g) : game_player_colour(g, actor);
    double cy = rc.y + ui_px(app, 28);
    assets_draw_sprite(a, s == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE, rc.x + pad + icon / 2.0,
                       cy, icon, ui_colour(COLOUR_WHITE), 255);
    int fpx = ui_px(app, 19);
    int w1, h1;
    StrId head_id = stone ? (s == STONE_BLACK ? S_BLACK_TO_MOVE : S_WHITE_TO_MOVE)
                          : (s == STONE_BLACK ? S_BLACK_TO_DECIDE : S_WHITE_TO_DECIDE);
    const char *head = i18n_text(lang, head_id);
    text_size(a, FACE_BOLD, fpx, head, &w1, &h1);
    text_draw(a, FACE_BOLD, fpx, head, tx, (int)lround(cy - h1 / 2.0), ui_colour(COLOUR_TEXT), 0);
    draw_seats(app, rc);
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
    text_draw(a, FACE_BOLD, ui_px(app, 28), i18n_text(lang, S_APP_TITLE), x, y - ui_px(app, 4),
              ui_colour(COLOUR_TEXT), 0);
    char sub[160];
    int sublen = snprintf(sub, sizeof sub, "%s: %s", i18n_text(lang, S_RULE_SET),
                          i18n_rule_title(lang, c->opt.rule));
    if (c->game.opening != OPENING_FREE && sublen > 0 && (size_t)sublen < sizeof sub) {
        snprintf(sub + sublen, sizeof sub - (size_t)sublen, " · %s",
                 i18n_opening_title(lang, c->game.opening));
    }
    text_draw(a, FACE_REGULAR, ui_px(app, 14), sub, x, y + ui_px(app, 34), ui_colour(COLOUR_DIM), 0);
    y += ui_px(app, 64);
    LayoutRect st = {x, y, w, ui_px(app, 100) + ui_status_extra(app)};
    draw_status(app, st);
    ui_clock_draw(app);
    y += ui_px(app, 108) + ui_status_extra(app);
    char msg[512];
    SDL_Color mc;
    message_text(app, msg, sizeof msg, &mc);
    if (msg[0]) {
        text_draw_wrapped(a, FACE_REGULAR, ui_px(app, 14), msg, x, y + ui_px(app, 4), w, mc);
    } else if (c->nforbidden > 0 && app->settings.show_forbidden) {
        /* A legend for the crosses while they are on the board, in their look. */
        int side = ui_px(app, 18);
        bool mover_fouls = c->forbidden_colour == c->board.to_move;
        draw_foul_mark(app, x + side / 2.0, y + ui_px(app, 4) + side / 2.0, side, mover_fouls);
        StrId legend = !mover_fouls                             ? S_LEGEND_FOULS_OF_OPPONENT
                       : c->forbidden_colour == STONE_WHITE ? S_LEGEND_FORBIDDEN_WHITE
                                                            : S_LEGEND_FORBIDDEN;
        text_draw(a, FACE_REGULAR, ui_px(app, 14), i18n_text(lang, legend),
                  x + side + ui_px(app, 8), y + ui_px(app, 4), ui_colour(COLOUR_DIM), 0);
    }
    /* Widgets, then the move list's header and row numbers. */
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *wd = &app->widgets[i];
        if (wd->id < W_DLG_RULE_PREV) {
            ui_draw_widget(app, wd);
        }
    }
    LayoutRect lr = ui_move_list_rect(app);
    text_draw(a, FACE_BOLD, ui_px(app, 15), i18n_text(lang, S_MOVES), lr.x, lr.y - ui_px(app, 24),
              ui_colour(COLOUR_DIM), 0);
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *wd = &app->widgets[i];
        if (wd->id == W_VARIATION && wd->arg == 0) {
            int tw, th;
            text_size(a, FACE_REGULAR, ui_px(app, 14), i18n_text(lang, S_VARIATIONS), &tw, &th);
            text_draw(a, FACE_REGULAR, ui_px(app, 14), i18n_text(lang, S_VARIATIONS),
                      wd->r.x - tw - ui_px(app, 8), wd->r.y + (wd->r.h - th) / 2,
                      ui_colour(COLOUR_DIM), 0);
        }
    }
    ui_fill(r, lr.x, lr.y - 2, lr.w, 1, ui_colour(COLOUR_BORDER));
}

void ui_render(const App *app)
{
    SDL_Renderer *r = app->ren;
    SDL_SetRenderDrawColor(r, ui_colour(COLOUR_BG).r, ui_colour(COLOUR_BG).g, ui_colour(COLOUR_BG).b, 255);
    SDL_RenderClear(r);
    FoulView fv;
    ui_explain_build(app, &fv);
    draw_board(app, &fv);
    ui_clock_draw_paused(app);
    draw_panel(app);
    ui_explain_draw_panel(app, &fv);
    ui_draw_dialog(app);
    ui_draw_help(app);
}
