/* Renju - MIT licence, see LICENSE.
 *
 * The window's palette (the three themes, settings.h) and the few shapes the panel and overlays
 * are built from: filled rectangles, frames and cards with rounded corners.
 */
#include <math.h>

#include "ui_internal.h"

/* The colours both themes share: the board's own (move numbers on stones, the last move,
 * forbidden marks, the zone read the same on the wood in either) and a few more. */
static const SDL_Color SHARED[COLOUR_COUNT] = {
    [COLOUR_LINE] = {52, 36, 20, 255},
    [COLOUR_LABEL] = {88, 62, 34, 255},
    [COLOUR_RED] = {226, 64, 48, 255},
    [COLOUR_GOLD] = {255, 204, 64, 255},
    [COLOUR_WHITE] = {255, 255, 255, 255},
    [COLOUR_CURSOR] = {40, 120, 235, 255},
    [COLOUR_BOARD_EDGE] = {120, 82, 40, 160},
    [COLOUR_LABEL_LIT] = {110, 24, 10, 255}, /* darker than the labels: the one to read */
    [COLOUR_FOUL_RING] = {24, 24, 24, 255},
    [COLOUR_ZONE] = {255, 246, 214, 70},
    [COLOUR_ZONE_EDGE] = {176, 96, 28, 150},
    [COLOUR_NUMBER_ON_BLACK] = {240, 240, 236, 255},
    [COLOUR_NUMBER_ON_WHITE] = {30, 30, 30, 255},
    [COLOUR_LAST_ON_BLACK] = {255, 128, 108, 255},
    [COLOUR_LINE_ON_BLACK] = {255, 214, 120, 255},
    [COLOUR_LINE_ON_WHITE] = {20, 60, 160, 255},
    [COLOUR_TAG] = {255, 250, 240, 235},
    [COLOUR_DIR_0] = {30, 136, 229, 255},
    [COLOUR_DIR_1] = {216, 27, 196, 255},
    [COLOUR_DIR_2] = {0, 160, 110, 255},
    [COLOUR_DIR_3] = {245, 124, 0, 255},
    [COLOUR_GRAPH_BLACK] = {16, 16, 18, 255},
    [COLOUR_GRAPH_TEXT] = {28, 30, 34, 255},
    [COLOUR_GRAPH_GRID] = {60, 64, 70, 255},
    [COLOUR_GRAPH_FIFTY] = {96, 100, 108, 255},
    [COLOUR_NBEST] = {24, 92, 196, 255},
    [COLOUR_REFUTATION] = {180, 30, 20, 255},
    [COLOUR_TRAINER_MISS] = {245, 150, 30, 255},
    [COLOUR_TRAINER_TRAP] = {60, 150, 240, 255},
    [COLOUR_TRAINER_LINE] = {150, 80, 215, 255},
    [COLOUR_LIBRARY] = {0, 128, 110, 255},
    [COLOUR_LIBRARY_FOUL] = {200, 40, 30, 255},
    [COLOUR_MARK_ONLY] = {0, 150, 60, 255},
    [COLOUR_MARK_NEVER] = {205, 30, 30, 255},
    [COLOUR_NEXT_MOVE] = {96, 92, 88, 255},
    [COLOUR_BETTER] = {10, 140, 200, 255},
};

/* The three themes; a colour left out (alpha 0) is SHARED's. The wood changes only its
 * tint, but for high contrast's plain pale board (ui_flat_wood). Its pairs (text on its
 * ground 4.5:1 and more, marks 3:1) are test_ui_fit's test_ui_theme_contrast_ratios. */
static const SDL_Color PALETTE[THEME_COUNT][COLOUR_COUNT] =
    {
        [THEME_DARK] =
            {
                [COLOUR_BG] = {27, 29, 33, 255},
                [COLOUR_PANEL] = {36, 39, 44, 255},
                [COLOUR_CARD] = {45, 49, 55, 255},
                [COLOUR_BORDER] = {62, 67, 75, 255},
                [COLOUR_TEXT] = {232, 232, 228, 255},
                [COLOUR_DIM] = {166, 171, 179, 255},
                [COLOUR_FAINT] = {148, 153, 161, 255},
                [COLOUR_ACCENT] = {214, 158, 72, 255},
                [COLOUR_ACCENT_TEXT] = {30, 24, 16, 255},
                [COLOUR_BAD] = {240, 122, 108, 255},
                [COLOUR_GOOD] = {124, 206, 140, 255},
                [COLOUR_SELECTED] = {214, 158, 72, 70},
                [COLOUR_HOVER] = {255, 255, 255, 14},
                [COLOUR_TEXT_HOT] = {255, 255, 255, 255},
                [COLOUR_NBEST_TEXT] = {120, 170, 240, 255},
                [COLOUR_LIBRARY_TEXT] = {110, 210, 190, 255},
                [COLOUR_FIELD] = {30, 32, 37, 255},
                [COLOUR_FIELD_SELECTION] = {214, 158, 72, 120},
                [COLOUR_SHADE] = {10, 11, 13, 170},
                [COLOUR_SHADOW] = {0, 0, 0, 110},
                [COLOUR_SHADOW_SOFT] = {0, 0, 0, 90},
                [COLOUR_BUTTON] = {58, 62, 70, 255},
                [COLOUR_BUTTON_HOT] = {76, 81, 91, 255},
                [COLOUR_BUTTON_DOWN] = {48, 51, 58, 255},
                [COLOUR_BUTTON_OFF] = {46, 49, 55, 255},
                [COLOUR_ACCENT_HOT] = {232, 176, 90, 255},
                [COLOUR_ACCENT_KEY] = {70, 50, 20, 255},
                [COLOUR_ACCENT_OFF] = {104, 88, 62, 255},
                [COLOUR_ACCENT_OFF_TEXT] = {200, 190, 170, 255},
                [COLOUR_OFF_TEXT] = {132, 137, 146, 255},
                [COLOUR_BOX] = {70, 74, 82, 255},
                [COLOUR_BOX_HOT] = {90, 95, 105, 255},
                [COLOUR_WIN_TEXT] = {255, 204, 64, 255},
                [COLOUR_CLOCK_RUNNING] = {72, 66, 48, 255},
                [COLOUR_CLOCK_IDLE] = {40, 43, 49, 255},
                [COLOUR_CLOCK_LOW] = {96, 40, 36, 255},
                [COLOUR_CLOCK_FLAGGED] = {90, 36, 36, 255},
                [COLOUR_CLOCK_LOW_TEXT] = {255, 214, 200, 255},
                [COLOUR_GRAPH_BG] = {112, 116, 124, 255},
                [COLOUR_GRAPH_MID] = {70, 74, 80, 255},
                [COLOUR_GRAPH_WHITE] = {236, 232, 222, 255},
                [COLOUR_WOOD] = {226, 218, 210, 255},
                [COLOUR_BOARD_SHADOW] = {0, 0, 0, 24},
            },
        [THEME_LIGHT] =
            {
                [COLOUR_BG] = {232, 228, 220, 255},
                [COLOUR_PANEL] = {244, 241, 235, 255},
                [COLOUR_CARD] = {253, 252, 248, 255},
                [COLOUR_BORDER] = {204, 198, 188, 255},
                [COLOUR_TEXT] = {26, 28, 32, 255},
                [COLOUR_DIM] = {84, 88, 96, 255},
                [COLOUR_FAINT] = {101, 105, 111, 255},
                [COLOUR_ACCENT] = {156, 92, 16, 255},
                [COLOUR_ACCENT_TEXT] = {255, 255, 255, 255},
                [COLOUR_BAD] = {186, 40, 28, 255},
                [COLOUR_GOOD] = {28, 124, 56, 255},
                [COLOUR_SELECTED] = {156, 92, 16, 56},
                [COLOUR_HOVER] = {60, 40, 10, 14},
                [COLOUR_TEXT_HOT] = {110, 60, 8, 255},
                [COLOUR_NBEST_TEXT] = {24, 80, 170, 255},
                [COLOUR_LIBRARY_TEXT] = {0, 110, 94, 255},
                [COLOUR_FIELD] = {255, 255, 255, 255},
                [COLOUR_FIELD_SELECTION] = {214, 146, 56, 120},
                [COLOUR_SHADE] = {40, 36, 30, 120},
                [COLOUR_SHADOW] = {0, 0, 0, 60},
                [COLOUR_SHADOW_SOFT] = {0, 0, 0, 50},
                [COLOUR_BUTTON] = {226, 221, 212, 255},
                [COLOUR_BUTTON_HOT] = {212, 206, 196, 255},
                [COLOUR_BUTTON_DOWN] = {198, 192, 182, 255},
                [COLOUR_BUTTON_OFF] = {236, 233, 227, 255},
                [COLOUR_ACCENT_HOT] = {180, 110, 26, 255},
                [COLOUR_ACCENT_KEY] = {255, 246, 232, 255},
                [COLOUR_ACCENT_OFF] = {214, 196, 168, 255},
                [COLOUR_ACCENT_OFF_TEXT] = {96, 80, 56, 255},
                [COLOUR_OFF_TEXT] = {128, 126, 122, 255},
                [COLOUR_BOX] = {196, 190, 180, 255},
                [COLOUR_BOX_HOT] = {170, 164, 154, 255},
                [COLOUR_WIN_TEXT] = {150, 96, 0, 255},
                [COLOUR_CLOCK_RUNNING] = {250, 232, 188, 255},
                [COLOUR_CLOCK_IDLE] = {232, 228, 220, 255},
                [COLOUR_CLOCK_LOW] = {246, 198, 188, 255},
                [COLOUR_CLOCK_FLAGGED] = {236, 180, 172, 255},
                [COLOUR_CLOCK_LOW_TEXT] = {120, 20, 10, 255},
                [COLOUR_GRAPH_BG] = {196, 199, 204, 255},
                [COLOUR_GRAPH_MID] = {140, 144, 150, 255},
                [COLOUR_GRAPH_WHITE] = {252, 250, 245, 255},
                [COLOUR_WOOD] = {255, 255, 255, 255},
                [COLOUR_BOARD_SHADOW] = {0, 0, 0, 20},
            },
        [THEME_CONTRAST] =
            {
                [COLOUR_BG] = {0, 0, 0, 255},
                [COLOUR_PANEL] = {0, 0, 0, 255},
                [COLOUR_CARD] = {18, 18, 20, 255},
                [COLOUR_BORDER] = {200, 200, 200, 255},
                [COLOUR_TEXT] = {255, 255, 255, 255},
                [COLOUR_DIM] = {225, 225, 225, 255},
                [COLOUR_FAINT] = {200, 200, 200, 255},
                [COLOUR_ACCENT] = {255, 214, 0, 255},
                [COLOUR_ACCENT_TEXT] = {0, 0, 0, 255},
                [COLOUR_BAD] = {255, 140, 130, 255},
                [COLOUR_GOOD] = {120, 235, 140, 255},
                [COLOUR_SELECTED] = {255, 214, 0, 110},
                [COLOUR_HOVER] = {255, 255, 255, 40},
                [COLOUR_TEXT_HOT] = {255, 230, 80, 255},
                [COLOUR_NBEST_TEXT] = {150, 195, 255, 255},
                [COLOUR_LIBRARY_TEXT] = {110, 235, 215, 255},
                [COLOUR_FIELD] = {0, 0, 0, 255},
                [COLOUR_FIELD_SELECTION] = {255, 214, 0, 110},
                [COLOUR_SHADE] = {0, 0, 0, 200},
                [COLOUR_SHADOW] = {0, 0, 0, 110},
                [COLOUR_SHADOW_SOFT] = {0, 0, 0, 90},
                [COLOUR_BUTTON] = {52, 52, 60, 255},
                [COLOUR_BUTTON_HOT] = {80, 80, 92, 255},
                [COLOUR_BUTTON_DOWN] = {36, 36, 42, 255},
                [COLOUR_BUTTON_OFF] = {0, 0, 0, 255},
                [COLOUR_ACCENT_HOT] = {255, 232, 90, 255},
                [COLOUR_ACCENT_KEY] = {60, 40, 0, 255},
                [COLOUR_ACCENT_OFF] = {120, 100, 20, 255},
                [COLOUR_ACCENT_OFF_TEXT] = {255, 255, 255, 255},
                [COLOUR_OFF_TEXT] = {185, 185, 185, 255},
                [COLOUR_BOX] = {200, 200, 200, 255},
                [COLOUR_BOX_HOT] = {255, 255, 255, 255},
                [COLOUR_WIN_TEXT] = {255, 214, 0, 255},
                [COLOUR_CLOCK_RUNNING] = {90, 72, 0, 255},
                [COLOUR_CLOCK_IDLE] = {18, 18, 20, 255},
                [COLOUR_CLOCK_LOW] = {120, 20, 20, 255},
                [COLOUR_CLOCK_FLAGGED] = {110, 20, 20, 255},
                [COLOUR_CLOCK_LOW_TEXT] = {255, 230, 220, 255},
                [COLOUR_GRAPH_BG] = {200, 200, 204, 255},
                [COLOUR_GRAPH_MID] = {110, 110, 116, 255},
                [COLOUR_GRAPH_WHITE] = {255, 255, 255, 255},
                /* The board: plain pale wood, black ink, marks in strong colours. */
                [COLOUR_WOOD] = {250, 232, 190, 255},
                [COLOUR_BOARD_SHADOW] = {0, 0, 0, 24},
                [COLOUR_BOARD_EDGE] = {0, 0, 0, 255},
                [COLOUR_LINE] = {0, 0, 0, 255},
                [COLOUR_LABEL] = {0, 0, 0, 255},
                [COLOUR_LABEL_LIT] = {0, 40, 170, 255},
                [COLOUR_RED] = {210, 40, 30, 255},
                [COLOUR_CURSOR] = {0, 90, 230, 255},
                [COLOUR_ZONE] = {255, 255, 255, 110},
                [COLOUR_ZONE_EDGE] = {150, 0, 150, 255},
                [COLOUR_NUMBER_ON_BLACK] = {255, 255, 255, 255},
                [COLOUR_NUMBER_ON_WHITE] = {0, 0, 0, 255},
                [COLOUR_TAG] = {255, 255, 255, 255},
                /* Marks whose shared colours fall below 3:1 on the pale board. */
                [COLOUR_DIR_2] = {0, 120, 80, 255},
                [COLOUR_DIR_3] = {190, 85, 0, 255},
                [COLOUR_BETTER] = {0, 110, 170, 255},
                [COLOUR_MARK_ONLY] = {0, 130, 50, 255},
                [COLOUR_TRAINER_MISS] = {185, 85, 0, 255},
                [COLOUR_TRAINER_TRAP] = {20, 100, 200, 255},
            },
};

/* The board printed (a picture in black and white): white paper, black ink, nothing
 * else; a colour left out (alpha 0) is the theme's (the panel is never printed). */
static const SDL_Color PRINT[COLOUR_COUNT] = {
    [COLOUR_LINE] = {0, 0, 0, 255},
    [COLOUR_LABEL] = {0, 0, 0, 255},
    [COLOUR_LABEL_LIT] = {0, 0, 0, 255},
    [COLOUR_RED] = {0, 0, 0, 255},
    [COLOUR_GOLD] = {0, 0, 0, 255},
    [COLOUR_WHITE] = {255, 255, 255, 255},
    [COLOUR_WOOD] = {255, 255, 255, 255},
    [COLOUR_FOUL_RING] = {0, 0, 0, 255},
    [COLOUR_NUMBER_ON_BLACK] = {255, 255, 255, 255},
    [COLOUR_NUMBER_ON_WHITE] = {0, 0, 0, 255},
    [COLOUR_LAST_ON_BLACK] = {255, 255, 255, 255},
    [COLOUR_TAG] = {255, 255, 255, 255},
};

SDL_Color ui_theme_colour(Theme t, UiColour c)
{
    SDL_Color own = PALETTE[t >= 0 && t < THEME_COUNT ? t : THEME_DARK][c];
    return own.a ? own : SHARED[c];
}

bool ui_printing(const App *app) { return app->picture && app->picture->style == PICTURE_PRINT; }

bool ui_flat_wood(const App *app)
{
    return ui_printing(app) || app->settings.theme == THEME_CONTRAST;
}

SDL_Color ui_app_colour(const App *app, UiColour c)
{
    if (ui_printing(app) && PRINT[c].a) {
        return PRINT[c];
    }
    return ui_theme_colour(app->settings.theme, c);
}

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

/* A frame of dashes dash pixels long, as far apart. */
void ui_dashed_frame(SDL_Renderer *r, LayoutRect rc, int t, int dash, SDL_Color c)
{
    dash = dash < 2 ? 2 : dash;
    for (int x = 0; x < rc.w; x += 2 * dash) {
        int n = x + dash < rc.w ? dash : rc.w - x;
        ui_fill(r, rc.x + x, rc.y, n, t, c);
        ui_fill(r, rc.x + x, rc.y + rc.h - t, n, t, c);
    }
    for (int y = 0; y < rc.h; y += 2 * dash) {
        int n = y + dash < rc.h ? dash : rc.h - y;
        ui_fill(r, rc.x, rc.y + y, t, n, c);
        ui_fill(r, rc.x + rc.w - t, rc.y + y, t, n, c);
    }
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

void ui_list_row(const App *app, LayoutRect r, bool selected, bool hot)
{
    int radius = ui_px(app, 4);
    if (selected) {
        ui_card(app->ren, r, radius, ui_colour(COLOUR_SELECTED));
        int bar = ui_px(app, 3) > 2 ? ui_px(app, 3) : 2;
        ui_fill(app->ren, r.x, r.y + radius, bar, r.h - 2 * radius, ui_colour(COLOUR_ACCENT));
    } else if (hot) {
        ui_card(app->ren, r, radius, ui_colour(COLOUR_HOVER));
    }
}

SDL_Color ui_alpha(SDL_Color c, Uint8 a)
{
    c.a = a;
    return c;
}
