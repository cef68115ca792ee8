/* Renju - MIT licence, see LICENSE.
 *
 * The window's palette and the few shapes the panel and overlays are built from: filled
 * rectangles, frames and cards with rounded corners.
 */
#include <math.h>

#include "ui_internal.h"

static const SDL_Color PALETTE[COLOUR_COUNT] = {
    [COLOUR_BG] = {27, 29, 33, 255},
    [COLOUR_PANEL] = {36, 39, 44, 255},
    [COLOUR_CARD] = {45, 49, 55, 255},
    [COLOUR_BORDER] = {62, 67, 75, 255},
    [COLOUR_TEXT] = {232, 232, 228, 255},
    [COLOUR_DIM] = {160, 165, 172, 255},
    [COLOUR_FAINT] = {112, 117, 125, 255},
    [COLOUR_ACCENT] = {214, 158, 72, 255},
    [COLOUR_ACCENT_TEXT] = {30, 24, 16, 255},
    [COLOUR_BAD] = {240, 122, 108, 255},
    [COLOUR_GOOD] = {124, 206, 140, 255},
    [COLOUR_LINE] = {52, 36, 20, 255},
    [COLOUR_LABEL] = {88, 62, 34, 255},
    [COLOUR_RED] = {226, 64, 48, 255},
    [COLOUR_GOLD] = {255, 204, 64, 255},
    [COLOUR_WHITE] = {255, 255, 255, 255},
    [COLOUR_CURSOR] = {40, 120, 235, 255},
    [COLOUR_SELECTED] = {214, 158, 72, 70},
    [COLOUR_HOVER] = {70, 75, 84, 255},
    [COLOUR_FIELD] = {30, 32, 37, 255},
    [COLOUR_SHADE] = {10, 11, 13, 170},
};

SDL_Color ui_colour(UiColour c) { return PALETTE[c]; }

void ui_fill(SDL_Renderer *r, int x, int y, int w, int h, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_Rect rc = {x, y, w, h};
    SDL_RenderFillRect(r, &rc);
}

void ui_frame(SDL_Renderer *r, LayoutRect rc, int t, SDL_Color c)
{
    ui_fill(r, rc.x, rc.y, rc.w, t, c);
    ui_fill(r, rc.x, rc.y + rc.h - t, rc.w, t, c);
    ui_fill(r, rc.x, rc.y, t, rc.h, c);
    ui_fill(r, rc.x + rc.w - t, rc.y, t, rc.h, c);
}

/* A rectangle with softly cut corners (two overlapping rects and corner pixels). */
void ui_card(SDL_Renderer *r, LayoutRect rc, int radius, SDL_Color c)
{
    if (radius * 2 > rc.h) {
        radius = rc.h / 2;
    }
    ui_fill(r, rc.x + radius, rc.y, rc.w - 2 * radius, rc.h, c);
    ui_fill(r, rc.x, rc.y + radius, radius, rc.h - 2 * radius, c);
    ui_fill(r, rc.x + rc.w - radius, rc.y + radius, radius, rc.h - 2 * radius, c);
    for (int i = 0; i < radius; i++) {
        /* Quarter circle rows. */
        double dy = radius - i - 0.5;
        int dx = (int)lround(radius - sqrt(fmax(0.0, (double)radius * radius - dy * dy)));
        ui_fill(r, rc.x + dx, rc.y + i, radius - dx, 1, c);
        ui_fill(r, rc.x + rc.w - radius, rc.y + i, radius - dx, 1, c);
        ui_fill(r, rc.x + dx, rc.y + rc.h - 1 - i, radius - dx, 1, c);
        ui_fill(r, rc.x + rc.w - radius, rc.y + rc.h - 1 - i, radius - dx, 1, c);
    }
}

SDL_Color ui_alpha(SDL_Color c, Uint8 a)
{
    c.a = a;
    return c;
}
