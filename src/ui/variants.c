/* Renju - MIT licence, see LICENSE.
 *
 * What the window shows of a variant beyond renju's board, drawn from const App like
 * render.c: the status card's variant line (Pente's captured pairs against the capture
 * win, gomokunarabe's stones left, the common centre, the forbidden centre), the closed
 * central 5x5 while Black's second stone may not go there, the common centre stone half
 * black and half white, and Pente's captures animated: taken stones shrink and fade out,
 * and come back the same way in reverse on undo. ui_variant_track() is the only writer:
 * it notices the shown board change once per frame and starts the fades.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

#define FADE_MS 300

bool ui_variant_line(const App *app, char *buf, size_t cap)
{
    const Controller *c = app->ctl;
    const RuleSet *rs = c->game.rules;
    const Board *b = &c->board;
    Lang lang = app->settings.lang;
    buf[0] = '\0';
    if (rs->captures) {
        text_format(buf, cap, "%s: ● %d/%d   ○ %d/%d", i18n_text(lang, S_CAPTURES),
                    b->captures[STONE_BLACK], rs->capture_win, b->captures[STONE_WHITE],
                    rs->capture_win);
    } else if (rs->stone_limit > 0) {
        text_format(buf, cap, "%s: ● %d   ○ %d", i18n_text(lang, S_STONES_LEFT),
                    rules_stones_left(rs, b, STONE_BLACK), rules_stones_left(rs, b, STONE_WHITE));
    } else if (rs->common_centre) {
        char pt[8];
        board_format_point(board_centre(b), pt, sizeof pt);
        text_format(buf, cap, i18n_text(lang, S_COMMON_CENTRE), pt);
    } else if (rs->forbidden_centre && c->game.opening == OPENING_FREE) {
        text_format(buf, cap, "%s", i18n_text(lang, S_CENTRE_RULE));
    }
    return buf[0] != '\0';
}

/* Is the central 5x5 closed to the next stone on the shown (live) position? */
static bool centre_closed(const App *app)
{
    const Controller *c = app->ctl;
    return controller_is_live(c) && game_centre_closed(&c->game);
}

void ui_variant_track(App *app)
{
    const Board *b = &app->ctl->board;
    if (b->hash == app->fade_hash && b->ply == app->fade_ply && b->size == app->fade_size) {
        return;
    }
    /* Stones that left the board, and stones that came back other than the move just
     * played (its own drop-in shows it). Only Pente's captures and their undo animate;
     * a new game or a loaded record changes too much and just appears. */
    const BoardPly *last = board_last(b);
    Pos played = last && b->ply > app->fade_ply ? last->pos : POS_NONE;
    int n = 0;
    bool animate = app->ctl->game.rules->captures && b->size == app->fade_size;
    for (int y = 0; animate && y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone was = app->fade_prev[p];
            Stone now = board_at(b, p);
            if (was == now || p == played || (was != STONE_EMPTY && now != STONE_EMPTY)) {
                continue;
            }
            if (n == UI_MAX_FADES) {
                n = 0; /* too many changes: no animation */
                animate = false;
                break;
            }
            app->fade_pos[n] = p;
            app->fade_out[n] = now == STONE_EMPTY;
            app->fade_stone[n] = now == STONE_EMPTY ? was : now;
            n++;
        }
    }
    app->nfade = n;
    app->fade_start = SDL_GetTicks();
    memcpy(app->fade_prev, b->cells, sizeof app->fade_prev);
    app->fade_hash = b->hash;
    app->fade_ply = b->ply;
    app->fade_size = b->size;
}

bool ui_variant_animating(const App *app)
{
    return app->nfade > 0 && app->now - app->fade_start < FADE_MS;
}

bool ui_variant_hides(const App *app, Pos p)
{
    if (!ui_variant_animating(app) || app->picture) {
        return false;
    }
    for (int i = 0; i < app->nfade; i++) {
        if (app->fade_pos[i] == p && !app->fade_out[i]) {
            return true;
        }
    }
    return false;
}

void ui_variant_draw_under(const App *app)
{
    if (!centre_closed(app)) {
        return;
    }
    /* The closed 5x5: a red wash. */
    int t = (int)lround(app->layout.cell * 0.06);
    ui_draw_centre_square(app, GAME_CENTRE_ZONE, ui_alpha(ui_colour(COLOUR_RED), 46),
                          ui_alpha(ui_colour(COLOUR_RED), 190), t < 2 ? 2 : t);
}

/* A stone drawn half black (left) and half white (right): it belongs to both (ringed in
 * the accent's colour, but on a printed page). */
static void draw_shared_stone(const App *app, double cx, double cy,
                              void (*stone)(const App *, Stone, double, double, double, Uint8))
{
    const Layout *l = &app->layout;
    double side = l->cell * 0.95;
    bool print = ui_printing(app); /* the printed page's flat stones (no shadow either way) */
    for (int half = 0; half < 2; half++) {
        SDL_Rect clip = {(int)lround(cx), (int)lround(cy - side), (int)lround(side),
                         (int)lround(2 * side)};
        SDL_RenderSetClipRect(app->ren, half ? &clip : NULL);
        if (print) {
            stone(app, half ? STONE_WHITE : STONE_BLACK, cx, cy, 1.0, 255);
        } else {
            assets_draw_sprite(app->assets, half ? SPRITE_WHITE : SPRITE_BLACK, cx, cy, side,
                               ui_colour(COLOUR_WHITE), 255);
        }
    }
    SDL_RenderSetClipRect(app->ren, NULL);
    if (!print) {
        assets_draw_sprite(app->assets, SPRITE_RING, cx, cy, l->cell * 1.05,
                           ui_colour(COLOUR_ACCENT), 220);
    }
}

void ui_variant_draw_over(const App *app,
                          void (*stone)(const App *, Stone, double, double, double, Uint8))
{
    const Controller *c = app->ctl;
    const Board *b = &c->board;
    if (c->game.rules->common_centre && board_at(b, board_centre(b)) != STONE_EMPTY) {
        double cx, cy;
        layout_cell_center(&app->layout, board_centre(b), &cx, &cy);
        draw_shared_stone(app, cx, cy, stone);
    }
    if (!ui_variant_animating(app) || app->picture) { /* a picture: the stones at rest */
        return;
    }
    double t = (app->now - app->fade_start) / (double)FADE_MS;
    for (int i = 0; i < app->nfade; i++) {
        /* Out: from full size and colour down to nothing; back: the reverse. */
        double k = app->fade_out[i] ? 1.0 - t : t;
        k = k < 0 ? 0 : k > 1 ? 1 : k;
        double cx, cy;
        layout_cell_center(&app->layout, app->fade_pos[i], &cx, &cy);
        stone(app, app->fade_stone[i], cx, cy, 0.35 + 0.65 * k, (Uint8)lround(255 * k));
    }
}
