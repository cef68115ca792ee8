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

#include "ui_internal.h"

SDL_Surface *ui_picture_draw(App *app, const FilePicture *pic, char *err, size_t errcap)
{
    int side = pic->side < FILESAVE_PICTURE_MIN   ? FILESAVE_PICTURE_MIN
               : pic->side > FILESAVE_PICTURE_MAX ? FILESAVE_PICTURE_MAX
                                                  : pic->side;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *ren = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    Assets *assets = ren ? assets_create_with(ren, app->assets) : NULL; /* the window's fonts */
    if (!assets) {
        snprintf(err, errcap, "%s", ren ? "out of memory" : SDL_GetError());
        if (ren) {
            SDL_DestroyRenderer(ren);
        }
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

bool ui_picture_save(App *app, const char *path, const FilePicture *pic, bool replace, char *err,
                     size_t errcap, RecordError *file_err)
{
    if (file_err) {
        file_err->reason = RECORD_R_NONE;
    }
    SDL_Surface *surf = ui_picture_draw(app, pic, err, errcap);
    bool ok = surf && ui_save_png(surf, path, replace, err, errcap, file_err);
    SDL_FreeSurface(surf);
    return ok;
}
