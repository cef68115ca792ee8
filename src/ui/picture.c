/* Renju - MIT licence, see LICENSE.
 *
 * The board as a picture a coach can print (a ".png" name in the file dialog): drawn
 * off-screen at a side of its own (filesave.h: 600, 1200 or 2400 pixels, whatever the
 * window's size), on a surface of that size through a software renderer with pictures and
 * text made for it (the window's fonts), in the window's colours or in black and white, without the
 * window's passing marks (render.c's ui_render_picture); then saved as a PNG by the project's
 * atomic save (ui_save_png). The window's own renderer, fonts and layout are untouched.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

/* A software renderer on surf and the window's fonts for it (NULL: err says why). */
static Assets *painter(App *app, SDL_Surface *surf, SDL_Renderer **ren, char *err, size_t errcap)
{
    *ren = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    Assets *assets = *ren ? assets_create_with(*ren, app->assets) : NULL;
    if (!assets) {
        snprintf(err, errcap, "%s", *ren ? "out of memory" : SDL_GetError());
        if (*ren) {
            SDL_DestroyRenderer(*ren);
        }
        *ren = NULL;
    }
    return assets;
}

/* The words round the board: head above it, foot under it (either may be ""), wrapped at
 * the board's width in letters a fortieth of it, the picture as tall as they need: they
 * fit at every side. The board surface is freed; NULL (err says why) when the picture
 * could not be made. */
static SDL_Surface *words_round(App *app, const FilePicture *pic, SDL_Surface *board,
                                const char *head, const char *foot, char *err, size_t errcap)
{
    int side = board->w;
    int px = side / 40, pad = side / 30, w = side - 2 * pad;
    /* 1. How tall the words are, measured with the fonts on a strip. */
    SDL_Surface *strip = SDL_CreateRGBSurfaceWithFormat(0, side, 8, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *ren = NULL;
    Assets *a = painter(app, strip, &ren, err, errcap);
    int hh = 0, fh = 0;
    if (a) {
        hh = head[0] ? text_wrapped_height(a, FACE_REGULAR, px, head, w) + 2 * pad : 0;
        fh = foot[0] ? text_wrapped_height(a, FACE_REGULAR, px, foot, w) + 2 * pad : 0;
        assets_destroy(a);
        SDL_DestroyRenderer(ren);
    }
    SDL_FreeSurface(strip);
    SDL_Surface *out = a ? SDL_CreateRGBSurfaceWithFormat(0, side, hh + side + fh, 32,
                                                          SDL_PIXELFORMAT_ARGB8888)
                         : NULL;
    /* 2. The board under the header, then the words round it. */
    if (out) {
        SDL_SetSurfaceBlendMode(board, SDL_BLENDMODE_NONE);
        SDL_BlitSurface(board, NULL, out, &(SDL_Rect){0, hh, side, side});
    }
    SDL_FreeSurface(board);
    a = out ? painter(app, out, &ren, err, errcap) : NULL;
    if (!a) {
        if (!out) {
            snprintf(err, errcap, "%s", SDL_GetError());
        }
        SDL_FreeSurface(out);
        return NULL;
    }
    bool print = pic->style == PICTURE_PRINT;
    /* The paper and the ink: in black and white the printed board's (white, black), in
     * colour the window's card and text. */
    const FilePicture *window_picture = app->picture;
    app->picture = pic;
    SDL_Color paper = ui_app_colour(app, print ? COLOUR_WOOD : COLOUR_CARD);
    SDL_Color ink = ui_app_colour(app, print ? COLOUR_LABEL : COLOUR_TEXT);
    app->picture = window_picture;
    SDL_SetRenderDrawColor(ren, paper.r, paper.g, paper.b, 255);
    SDL_RenderFillRect(ren, &(SDL_Rect){0, 0, side, hh});
    SDL_RenderFillRect(ren, &(SDL_Rect){0, hh + side, side, fh});
    if (head[0]) {
        text_draw_wrapped(a, FACE_REGULAR, px, head, pad, pad, w, ink);
    }
    if (foot[0]) {
        text_draw_wrapped(a, FACE_REGULAR, px, foot, pad, hh + side + pad, w, ink);
    }
    SDL_RenderPresent(ren);
    assets_destroy(a);
    SDL_DestroyRenderer(ren);
    return out;
}

static SDL_Surface *board_picture(App *app, const FilePicture *pic, char *err, size_t errcap);

/* The score sheet (pic->sheet; audit 32b, B3: no header, no result, no swaps, no
 * proposals): the game's header above the board (status_sheet_header) and the opening's
 * decisions under it (status_sheet_decisions); and of a set-up position, with or without
 * it, the side to move under it (audit 33b, C4: a worksheet's diagram said nothing of it). */
static SDL_Surface *caption_round(App *app, const FilePicture *pic, SDL_Surface *board, char *err,
                                  size_t errcap)
{
    Lang lang = app->settings.lang;
    const Game *g = &app->ctl->game;
    static const RecordInfo NONE;
    const RecordInfo *info = app->has_sess ? &app->sess.info : &NONE;
    char head[2048] = "", foot[2048] = "";
    size_t fn = 0;
    if (pic->sheet) {
        size_t hn = status_sheet_header(g, info, lang, head, sizeof head);
        while (hn > 0 && head[hn - 1] == '\n') {
            head[--hn] = '\0';
        }
        fn = status_sheet_decisions(g, lang, foot, sizeof foot);
        fn = strlen(foot);
    }
    if (g->setup > 0 && !game_over(g)) {
        text_append(foot, sizeof foot, &fn, "%s%s", fn ? "\n" : "",
                    i18n_text(lang, app->ctl->board.to_move == STONE_BLACK ? S_BLACK_TO_MOVE
                                                                           : S_WHITE_TO_MOVE));
    }
    if (!head[0] && !foot[0]) {
        return board;
    }
    return words_round(app, pic, board, head, foot, err, errcap);
}

/* The study's problem in the game's place while it is drawn (the dialog saves the problem:
 * FilePrompt.problem): its board, no marks of the game's record; its title above, its task
 * under it. NULL when no problem is open (err says so). */
static SDL_Surface *problem_picture(App *app, const FilePicture *pic, char *err, size_t errcap)
{
    char caption[PROBLEM_TITLE_MAX + 400];
    Game *g = ui_study_problem_game(app, caption, sizeof caption, NULL);
    Controller *shown = g ? malloc(sizeof *shown) : NULL;
    if (!shown) {
        free(g);
        snprintf(err, errcap, "%s", "no problem");
        return NULL;
    }
    *shown = *app->ctl; /* read only while drawn: the game's own stays as it is */
    shown->game = *g;
    shown->board = g->board;
    shown->view = g->nactions;
    Controller *ctl = app->ctl;
    bool has_sess = app->has_sess;
    app->ctl = shown;
    app->has_sess = false;
    SDL_Surface *board = board_picture(app, pic, err, errcap);
    app->ctl = ctl;
    app->has_sess = has_sess;
    free(shown);
    free(g);
    char *task = strchr(caption, '\n');
    if (task) {
        *task++ = '\0';
    }
    return board ? words_round(app, pic, board, caption, task ? task : "", err, errcap) : NULL;
}

/* The board alone, a square of pic's side. */
static SDL_Surface *board_picture(App *app, const FilePicture *pic, char *err, size_t errcap)
{
    int side = pic->side < FILESAVE_PICTURE_MIN   ? FILESAVE_PICTURE_MIN
               : pic->side > FILESAVE_PICTURE_MAX ? FILESAVE_PICTURE_MAX
                                                  : pic->side;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *ren = NULL;
    Assets *assets = painter(app, surf, &ren, err, errcap); /* the window's fonts */
    if (!assets) {
        SDL_FreeSurface(surf);
        return NULL;
    }
    /* 1. The picture's renderer, fonts and layout in the window's place, and its style. */
    SDL_Renderer *window_ren = app->ren;
    Assets *window_assets = app->assets;
    Layout window_layout = app->layout;
    const FilePicture *window_picture = app->picture;
    app->ren = ren;
    app->assets = assets;
    app->picture = pic;
    layout_picture(&app->layout, side, app->ctl->game.board.size);
    /* (printed, no wood: the quick one is painted, and never shown) */
    assets_prepare(assets, &app->layout, pic->style == PICTURE_PRINT);
    /* 2. The board, drawn into the surface. */
    ui_render_picture(app);
    SDL_RenderPresent(ren);
    /* 3. The window's back. */
    app->ren = window_ren;
    app->assets = window_assets;
    app->layout = window_layout;
    app->picture = window_picture;
    assets_destroy(assets);
    SDL_DestroyRenderer(ren);
    return surf;
}

/* s (ARGB8888, as the pictures are made) opaque: text blended onto the paper leaves its
 * edges' alpha at 253 or 254 (SDL's blend rounds), which a PNG keeps (fix34c: a black and
 * white worksheet was not wholly opaque). Returns s. */
static SDL_Surface *opaque(SDL_Surface *s)
{
    if (s && s->format->format == SDL_PIXELFORMAT_ARGB8888 && SDL_LockSurface(s) == 0) {
        for (int y = 0; y < s->h; y++) {
            Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
            for (int x = 0; x < s->w; x++) {
                row[x] |= s->format->Amask;
            }
        }
        SDL_UnlockSurface(s);
    }
    return s;
}

SDL_Surface *ui_picture_draw(App *app, const FilePicture *pic, char *err, size_t errcap)
{
    if (app->prompt.problem && ui_study_on(app)) {
        return opaque(problem_picture(app, pic, err, errcap));
    }
    SDL_Surface *board = board_picture(app, pic, err, errcap);
    return opaque(board ? caption_round(app, pic, board, err, errcap) : NULL);
}

bool ui_picture_save(App *app, const char *path, const FilePicture *pic, bool replace, char *err,
                     size_t errcap, RecordError *file_err, int *height)
{
    if (file_err) {
        file_err->reason = RECORD_R_NONE;
    }
    SDL_Surface *surf = ui_picture_draw(app, pic, err, errcap);
    *height = surf ? surf->h : 0;
    bool ok = surf && ui_save_png(surf, path, replace, err, errcap, file_err);
    SDL_FreeSurface(surf);
    return ok;
}
