/* Renju - MIT licence, see LICENSE.
 *
 * Fonts, text and the board's pictures. Nothing is a bitmap file: the wooden board and the
 * stones are painted here pixel by pixel (analytic antialiasing) at the exact size they
 * are shown, and painted again when the layout changes, so they are sharp at any window
 * size and on HiDPI screens. Text is rendered with SDL_ttf and kept in a small cache of
 * textures, so a frame that redraws the same words costs no glyph rendering.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_ttf.h>

#include "text.h"
#include "ui_internal.h"

#define FONT_SLOTS 32
#define TEXT_SLOTS 384
#define TEXT_KEY (TEXT_DRAW_MAX + 1)
#define WIDTH_SLOTS 1024 /* a power of two */

typedef struct FontSlot {
    FontFace face;
    int px;
    TTF_Font *font;
} FontSlot;

typedef struct TextSlot {
    char s[TEXT_KEY];
    FontFace face;
    int px;
    Uint32 rgba;
    SDL_Texture *tex;
    int w, h;
    Uint32 used;
} TextSlot;

/* A text's measured width in a font (size_drawn): a frame measures the same labels many
 * times over (each fit tried, each wrap's lines), and every frame again. */
typedef struct WidthSlot {
    const TTF_Font *font; /* NULL: empty */
    int w;
    char s[TEXT_KEY];
} WidthSlot;

struct Assets {
    SDL_Renderer *ren;
    char font_path[FACE_COUNT][1024];
    FontSlot fonts[FONT_SLOTS];
    int nfonts;
    TextSlot text[TEXT_SLOTS];
    Uint32 clock;
    WidthSlot width[WIDTH_SLOTS]; /* by the text's and its font's hash */
    /* Pictures for the current layout. */
    int cell_px; /* cell size they were painted for (0: none) */
    int board_side;
    SDL_Texture *board;
    bool board_quick; /* the wood is the quick, coarse one or another size's (assets_prepare) */
    SDL_Texture *sprite[SPRITE_COUNT];
    int sprite_side[SPRITE_COUNT];
    /* Texts that did not fit their room (text_fit, assets_note_overflow): how many,
     * and the last one. */
    int noverflow;
    char overflow[320];
    /* Texts drawn since assets_track_texts (tracking on). */
    bool tracking;
    int ntexts;
    AssetsTextBox texts[ASSETS_TEXT_BOXES];
    /* The bytes text_draw_wrapped_clip lights (a field's selection), in the text drawn. */
    const char *lit_from, *lit_to;
    SDL_Color lit;
    /* Where text_wrapped_lines gets the lines' starts: the text, the room, how many. */
    const char *starts_of;
    size_t *starts;
    int starts_cap, nstarts;
};

static bool file_exists(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        return false;
    }
    SDL_RWclose(rw);
    return true;
}

Assets *assets_create(SDL_Renderer *ren, const char *base_dir, char *err, size_t errcap)
{
    static const char *const FILES[FACE_COUNT] = {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"};
    /* Beside the binary in the source tree (build/renju -> assets/), or installed
     * (PREFIX/bin/renju -> PREFIX/share/renju/). */
    static const char *const DIRS[] = {"../assets/fonts/", "assets/fonts/", "../share/renju/fonts/",
                                       "../../assets/fonts/"};
    Assets *a = calloc(1, sizeof *a);
    if (!a) {
        snprintf(err, errcap, "out of memory");
        return NULL;
    }
    a->ren = ren;
    for (int f = 0; f < FACE_COUNT; f++) {
        for (size_t d = 0; d < sizeof DIRS / sizeof DIRS[0] && !a->font_path[f][0]; d++) {
            char path[1024];
            snprintf(path, sizeof path, "%s%s%s", base_dir ? base_dir : "", DIRS[d], FILES[f]);
            if (file_exists(path)) {
                snprintf(a->font_path[f], sizeof a->font_path[f], "%s", path);
            }
        }
        if (!a->font_path[f][0]) {
            snprintf(err, errcap, "font %s not found under %sassets/fonts", FILES[f],
                     base_dir ? base_dir : "");
            free(a);
            return NULL;
        }
    }
    return a;
}

Assets *assets_create_with(SDL_Renderer *ren, const Assets *fonts)
{
    Assets *a = calloc(1, sizeof *a);
    if (a) {
        a->ren = ren;
        memcpy(a->font_path, fonts->font_path, sizeof a->font_path);
    }
    return a;
}

static void drop_pictures(Assets *a)
{
    if (a->board) {
        SDL_DestroyTexture(a->board);
        a->board = NULL;
    }
    for (int i = 0; i < SPRITE_COUNT; i++) {
        if (a->sprite[i]) {
            SDL_DestroyTexture(a->sprite[i]);
            a->sprite[i] = NULL;
        }
    }
    a->cell_px = 0;
}

static void drop_text(Assets *a)
{
    for (int i = 0; i < TEXT_SLOTS; i++) {
        if (a->text[i].tex) {
            SDL_DestroyTexture(a->text[i].tex);
        }
    }
    memset(a->text, 0, sizeof a->text);
    memset(a->width, 0, sizeof a->width); /* a font may go with them */
}

void assets_destroy(Assets *a)
{
    if (!a) {
        return;
    }
    drop_pictures(a);
    drop_text(a);
    for (int i = 0; i < a->nfonts; i++) {
        TTF_CloseFont(a->fonts[i].font);
    }
    free(a);
}

/* ---- Painting ---------------------------------------------------------------------- */

static double clamp01(double v) { return v < 0 ? 0 : v > 1 ? 1 : v; }
static double smoothstep(double e0, double e1, double x)
{
    double t = clamp01((x - e0) / (e1 - e0));
    return t * t * (3 - 2 * t);
}

static Uint32 pack(double r, double g, double b, double alpha)
{
    Uint32 R = (Uint32)lround(clamp01(r / 255.0) * 255);
    Uint32 G = (Uint32)lround(clamp01(g / 255.0) * 255);
    Uint32 B = (Uint32)lround(clamp01(b / 255.0) * 255);
    Uint32 A = (Uint32)lround(clamp01(alpha) * 255);
    return (A << 24) | (R << 16) | (G << 8) | B; /* SDL_PIXELFORMAT_ARGB8888 */
}

static SDL_Texture *make_texture(SDL_Renderer *ren, const Uint32 *px, int w, int h, bool linear)
{
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, linear ? "linear" : "nearest");
    SDL_Texture *t = SDL_CreateTexture(ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w,
                                       h);
    if (t) {
        SDL_UpdateTexture(t, NULL, px, w * 4);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    return t;
}

/* A stone of diameter n pixels, lit from the top left. Stones are slightly flattened
 * spheres: the normal's tilt is damped so the shading stays soft like real slate and
 * shell stones. */
static void paint_stone(Uint32 *px, int n, bool black)
{
    double r = n / 2.0;
    double lx = -0.45, ly = -0.55, lz = 0.70;
    double ll = sqrt(lx * lx + ly * ly + lz * lz);
    lx /= ll;
    ly /= ll;
    lz /= ll;
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
            double dx = x + 0.5 - r;
            double dy = y + 0.5 - r;
            double d = sqrt(dx * dx + dy * dy);
            double cover = clamp01(r - d);
            if (cover <= 0) {
                px[y * n + x] = 0;
                continue;
            }
            double q = d / r;
            double nx = dx / r * 0.75;
            double ny = dy / r * 0.75;
            double nz = sqrt(fmax(0.0, 1.0 - q * q)) + 0.35;
            double nl = sqrt(nx * nx + ny * ny + nz * nz);
            nx /= nl;
            ny /= nl;
            nz /= nl;
            double diff = fmax(0.0, nx * lx + ny * ly + nz * lz);
            /* Blinn-Phong with the viewer straight above. */
            double hx = lx, hy = ly, hz = lz + 1.0;
            double hl = sqrt(hx * hx + hy * hy + hz * hz);
            double spec = pow(fmax(0.0, (nx * hx + ny * hy + nz * hz) / hl), black ? 28 : 40);
            double rim = smoothstep(0.82, 1.0, q);
            double R, G, B;
            if (black) {
                double v = 14 + 46 * diff * diff + 150 * spec;
                R = v;
                G = v + 1;
                B = v + 5;
            } else {
                double v = 178 + 70 * diff + 30 * spec;
                v *= 1.0 - 0.12 * rim;
                R = v;
                G = v - 2;
                B = v - 10;
            }
            px[y * n + x] = pack(R, G, B, cover);
        }
    }
}

/* Soft round shadow (black, alpha falling off at the edge). */
static void paint_shadow(Uint32 *px, int n)
{
    double r = n / 2.0;
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
            double dx = x + 0.5 - r;
            double dy = y + 0.5 - r;
            double q = sqrt(dx * dx + dy * dy) / r;
            px[y * n + x] = pack(0, 0, 0, 0.42 * (1.0 - smoothstep(0.68, 1.0, q)));
        }
    }
}

/* Distance from (x, y) to the segment (ax, ay)-(bx, by). */
static double seg_dist(double x, double y, double ax, double ay, double bx, double by)
{
    double vx = bx - ax, vy = by - ay;
    double t = ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy);
    t = clamp01(t);
    double ex = ax + t * vx - x, ey = ay + t * vy - y;
    return sqrt(ex * ex + ey * ey);
}

/* White shapes (tinted when drawn): a disc, a ring, the forbidden cross, a player's marks
 * (review.h's shapes: a triangle, a square, a cross; the circle is the ring), and the bar
 * across a ring of a "never" mark (the prohibition sign's, top left to bottom right). */
static void paint_shape(Uint32 *px, int n, Sprite s)
{
    double r = n / 2.0;
    double stroke = n * (s == SPRITE_FORBIDDEN ? 0.085 : s == SPRITE_RIM ? 0.025 : 0.05);
    if (s == SPRITE_SMALL_CROSS) { /* as thick as a regular cross's, on a smaller cross */
        stroke = n * 0.05 * 0.62 / 0.42;
    }
    if (stroke < 1.0) {
        stroke = 1.0;
    }
    double arm = r * 0.62;
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
            double fx = x + 0.5 - r, fy = y + 0.5 - r;
            double d = sqrt(fx * fx + fy * fy);
            double cover = 0;
            switch (s) {
            case SPRITE_STAR:
            case SPRITE_DISC:
            case SPRITE_DOT: cover = clamp01(r - d); break;
            case SPRITE_RIM: /* its outer edge the disc's */
            case SPRITE_RING: cover = clamp01(stroke - fabs(d - (r - stroke - 0.5)) + 0.5); break;
            case SPRITE_TRIANGLE:
            case SPRITE_SQUARE:
            case SPRITE_SMALL_CROSS:
            case SPRITE_CROSS: {
                double e = r - 1.6 * stroke; /* the outline's reach from the centre */
                double dd;
                if (s == SPRITE_TRIANGLE) { /* pointing up, its centre the point's */
                    double ty = -e, by = e * 0.62, bx = e * 0.95;
                    dd = fmin(
                        seg_dist(fx, fy, 0, ty, bx, by),
                        fmin(seg_dist(fx, fy, bx, by, -bx, by), seg_dist(fx, fy, -bx, by, 0, ty)));
                } else if (s == SPRITE_SQUARE) {
                    double q = e * 0.78;
                    dd = fmin(fmin(seg_dist(fx, fy, -q, -q, q, -q), seg_dist(fx, fy, q, -q, q, q)),
                              fmin(seg_dist(fx, fy, q, q, -q, q), seg_dist(fx, fy, -q, q, -q, -q)));
                } else {
                    double q = e * 0.72;
                    dd = fmin(seg_dist(fx, fy, -q, -q, q, q), seg_dist(fx, fy, -q, q, q, -q));
                }
                cover = clamp01(stroke * 1.5 - dd + 0.5);
                break;
            }
            case SPRITE_SLASH: { /* inside a ring of the same side, from edge to edge */
                double q = (r - 1.5 * stroke) * 0.7071;
                cover = clamp01(stroke * 1.4 - seg_dist(fx, fy, -q, -q, q, q) + 0.5);
                break;
            }
            case SPRITE_FORBIDDEN: {
                /* A red cross with a light halo, so it reads on wood and on stones. */
                double dd = fmin(seg_dist(fx, fy, -arm, -arm, arm, arm),
                                 seg_dist(fx, fy, -arm, arm, arm, -arm));
                double core = clamp01(stroke - dd + 0.5);
                double halo = clamp01(stroke * 1.8 - dd + 0.5) * 0.55;
                double alpha = core + halo * (1 - core);
                double t = alpha > 0 ? core / alpha : 0;
                px[y * n + x] = pack(255 - 40 * t, 246 - 216 * t, 228 - 192 * t, alpha);
                continue;
            }
            default: break;
            }
            px[y * n + x] = pack(255, 255, 255, cover);
        }
    }
}

/* Smooth value noise in [0, 1). */
static double hash2(int x, int y)
{
    Uint32 h = (Uint32)x * 374761393u + (Uint32)y * 668265263u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return ((h ^ (h >> 16)) & 0xFFFFFF) / 16777216.0;
}
static double vnoise(double x, double y)
{
    int ix = (int)floor(x), iy = (int)floor(y);
    double fx = x - ix, fy = y - iy;
    fx = fx * fx * (3 - 2 * fx);
    fy = fy * fy * (3 - 2 * fy);
    double a = hash2(ix, iy), b = hash2(ix + 1, iy);
    double c = hash2(ix, iy + 1), d = hash2(ix + 1, iy + 1);
    return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/* Kaya-like wood: long vertical grain with slow rings, painted in board units so the
 * pattern is the same at every size. */
static void paint_wood(Uint32 *px, int n)
{
    for (int y = 0; y < n; y++) {
        double v = (y + 0.5) / n;
        for (int x = 0; x < n; x++) {
            double u = (x + 0.5) / n;
            double warp = vnoise(u * 3.0, v * 0.7) * 1.6 + vnoise(u * 7.0, v * 1.5) * 0.5;
            double t = u * 11.0 + warp;
            double ring = 0.5 + 0.5 * sin(t * 6.2831853);
            ring = ring * ring * ring;
            double streak = vnoise(u * 260.0, v * 5.0);
            double fine = vnoise(u * 900.0, v * 12.0);
            double blotch = vnoise(u * 2.2 + 10, v * 2.2);
            double k = 1.0 - 0.085 * ring - 0.05 * streak - 0.03 * fine + 0.05 * (blotch - 0.5);
            double R = ASSETS_WOOD_R * k, G = ASSETS_WOOD_G * k, B = ASSETS_WOOD_B * k;
            px[y * n + x] = pack(R, G, B, 1.0);
        }
    }
}

/* Paints the wood for a board side pixels wide: at most 900 pixels (it is smooth, and
 * scaled up beyond), or at most ASSETS_QUICK_WOOD when quick. */
static void paint_board(Assets *a, int side, bool quick)
{
    int wn = side < 900 ? side : 900;
    if (quick && wn > ASSETS_QUICK_WOOD) {
        wn = ASSETS_QUICK_WOOD;
    }
    if (wn < 8) {
        wn = 8;
    }
    Uint32 *buf = malloc((size_t)wn * (size_t)wn * 4);
    if (!buf) {
        return;
    }
    paint_wood(buf, wn);
    SDL_Texture *t = make_texture(a->ren, buf, wn, wn, true);
    free(buf);
    if (t) {
        if (a->board) {
            SDL_DestroyTexture(a->board);
        }
        a->board = t;
        a->board_quick = quick;
    }
}

void assets_prepare(Assets *a, const Layout *l, bool quick)
{
    int cell = (int)lround(l->cell * 16); /* 1/16 pixel steps: repaint on real changes */
    if (a->cell_px == cell && a->board_side == l->board.w && a->board) {
        if (a->board_quick && !quick) {
            paint_board(a, l->board.w, false); /* the full wood after a quick first frame */
        }
        return;
    }
    /* While the window's size changes, the wood of the last size stays (it is the same
     * picture at every size, drawn scaled): painting it anew took a quarter of a second
     * and more a size under load, so the window lagged behind a resize. */
    SDL_Texture *wood = NULL;
    if (quick && a->board) {
        wood = a->board;
        a->board = NULL;
    }
    drop_pictures(a);
    a->cell_px = cell;
    a->board_side = l->board.w;
    if (wood) {
        a->board = wood;
        a->board_quick = true;
    } else {
        paint_board(a, l->board.w, quick);
    }
    static const double SIDE[SPRITE_COUNT] = {
        [SPRITE_BLACK] = 0.95, [SPRITE_WHITE] = 0.95,      [SPRITE_SHADOW] = 1.08,
        [SPRITE_STAR] = 0.2,   [SPRITE_FORBIDDEN] = 0.56,  [SPRITE_RING] = 1.12,
        [SPRITE_DOT] = 0.3,    [SPRITE_TRIANGLE] = 0.62,   [SPRITE_SQUARE] = 0.62,
        [SPRITE_CROSS] = 0.62, [SPRITE_SLASH] = 1.12,      [SPRITE_DISC] = 0.95,
        [SPRITE_RIM] = 0.95,   [SPRITE_SMALL_CROSS] = 0.42};
    for (int s = 0; s < SPRITE_COUNT; s++) {
        int n = (int)lround(l->cell * SIDE[s]);
        if (n < 3) {
            n = 3;
        }
        Uint32 *p = malloc((size_t)n * (size_t)n * 4);
        if (!p) {
            continue;
        }
        switch ((Sprite)s) {
        case SPRITE_BLACK: paint_stone(p, n, true); break;
        case SPRITE_WHITE: paint_stone(p, n, false); break;
        case SPRITE_SHADOW: paint_shadow(p, n); break;
        default: paint_shape(p, n, (Sprite)s); break;
        }
        a->sprite[s] = make_texture(a->ren, p, n, n, true);
        a->sprite_side[s] = n;
        free(p);
    }
}

SDL_Texture *assets_board(Assets *a) { return a->board; }
bool assets_board_quick(const Assets *a) { return a->board && a->board_quick; }

/* Alpha-blends the n x n sprite src over dst (stride w) with its top-left at (x, y). */
static void blend_over(Uint32 *dst, int w, const Uint32 *src, int n, int x, int y)
{
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < n; i++) {
            Uint32 s = src[j * n + i];
            Uint32 *d = &dst[(y + j) * w + x + i];
            double a = (s >> 24) / 255.0;
            double r = ((s >> 16) & 255) * a + ((*d >> 16) & 255) * (1 - a);
            double g = ((s >> 8) & 255) * a + ((*d >> 8) & 255) * (1 - a);
            double b = (s & 255) * a + (*d & 255) * (1 - a);
            *d = pack(r, g, b, 1.0);
        }
    }
}

SDL_Surface *assets_icon(void)
{
    enum { N = 64, STONE = 30 };
    SDL_Surface *icon = SDL_CreateRGBSurfaceWithFormat(0, N, N, 32, SDL_PIXELFORMAT_ARGB8888);
    Uint32 stone[STONE * STONE];
    if (!icon) {
        return NULL;
    }
    Uint32 *px = icon->pixels; /* pitch is N * 4 for a fresh 32-bit surface of width N */
    paint_wood(px, N);
    paint_stone(stone, STONE, false);
    blend_over(px, N, stone, STONE, 28, 6);
    paint_stone(stone, STONE, true);
    blend_over(px, N, stone, STONE, 8, 26);
    return icon;
}

void assets_draw_sprite(Assets *a, Sprite s, double cx, double cy, double side, SDL_Color tint,
                        Uint8 alpha)
{
    SDL_Texture *t = a->sprite[s];
    if (!t) {
        return;
    }
    if (side <= 0) {
        side = a->sprite_side[s];
    }
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, alpha);
    /* At its painted size the sprite lands on whole pixels, so it stays crisp. */
    SDL_FRect dst = {(float)(cx - side / 2.0), (float)(cy - side / 2.0), (float)side, (float)side};
    if ((int)lround(side) == a->sprite_side[s]) {
        dst.x = (float)floor(cx - side / 2.0 + 0.5);
        dst.y = (float)floor(cy - side / 2.0 + 0.5);
    }
    SDL_RenderCopyF(a->ren, t, NULL, &dst);
}

/* ---- Text --------------------------------------------------------------------------- */

static TTF_Font *font_get(Assets *a, FontFace face, int px)
{
    if (px < 6) {
        px = 6;
    }
    for (int i = 0; i < a->nfonts; i++) {
        if (a->fonts[i].face == face && a->fonts[i].px == px) {
            return a->fonts[i].font;
        }
    }
    TTF_Font *f = TTF_OpenFont(a->font_path[face], px);
    if (!f) {
        return NULL;
    }
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    if (a->nfonts == FONT_SLOTS) {
        /* Sizes change only on resize: drop the oldest font and every cached text. */
        drop_text(a);
        TTF_CloseFont(a->fonts[0].font);
        memmove(a->fonts, a->fonts + 1, sizeof a->fonts[0] * (FONT_SLOTS - 1));
        a->nfonts--;
    }
    a->fonts[a->nfonts].face = face;
    a->fonts[a->nfonts].px = px;
    a->fonts[a->nfonts].font = f;
    a->nfonts++;
    return f;
}

static Uint32 rgba_key(SDL_Color c)
{
    return ((Uint32)c.r << 24) | ((Uint32)c.g << 16) | ((Uint32)c.b << 8) | c.a;
}

/* ---- Characters the font lacks -------------------------------------------------------- */

/* The next code point of s at *i (advanced); a byte that starts no character is itself. */
static Uint32 next_code(const char *s, size_t *i)
{
    const unsigned char *u = (const unsigned char *)s + *i;
    int n = u[0] < 0x80             ? 1
            : (u[0] & 0xE0) == 0xC0 ? 2
            : (u[0] & 0xF0) == 0xE0 ? 3
            : (u[0] & 0xF8) == 0xF0 ? 4
                                    : 1;
    Uint32 cp = n == 1 ? u[0] : (Uint32)(u[0] & (0x7F >> n));
    for (int k = 1; k < n; k++) {
        if ((u[k] & 0xC0) != 0x80) {
            *i += 1;
            return u[0];
        }
        cp = cp << 6 | (u[k] & 0x3F);
    }
    *i += (size_t)n;
    return cp;
}

/* What rides on the character before it, drawn as part of it: a joiner (ZWJ), a
 * variation selector, a skin tone, a tag, a keycap. */
static bool rides_on(Uint32 cp)
{
    return cp == 0x200D || (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0x1F3FB && cp <= 0x1F3FF) ||
           (cp >= 0xE0020 && cp <= 0xE007F) || cp == 0x20E3;
}

/* s as the font can draw it, into out (cap bytes): each run of characters it lacks that
 * make one picture (an emoji and what rides on it, emoji joined by ZWJ, a flag's two
 * letters) becomes one replacement mark, U+FFFD (audit 29a: the family emoji was a row of
 * six empty boxes). Returns s itself when nothing is missing or out is too small. */
static const char *drawable(TTF_Font *f, const char *s, char *out, size_t cap)
{
    size_t n = strlen(s), i = 0, len = 0;
    bool plain = true;
    for (size_t k = 0; k < n && plain; k++) {
        plain = (unsigned char)s[k] < 0x80;
    }
    if (plain || n + n / 2 + 4 > cap) {
        return s;
    }
    const char *mark = TTF_GlyphIsProvided32(f, 0xFFFD) ? "\xEF\xBF\xBD" : "?";
    bool changed = false, missing = false, joined = false, flag = false;
    while (i < n) {
        size_t at = i;
        Uint32 cp = next_code(s, &i);
        bool lacks = cp >= 0x80 && !TTF_GlyphIsProvided32(f, cp);
        bool regional = cp >= 0x1F1E6 && cp <= 0x1F1FF;
        if (missing && (rides_on(cp) || (joined && lacks) || (flag && regional && lacks))) {
            joined = cp == 0x200D;
            flag = false;
            changed = true;
            continue; /* part of the picture already marked */
        }
        missing = lacks;
        joined = false;
        flag = lacks && regional;
        if (lacks) {
            memcpy(out + len, mark, strlen(mark));
            len += strlen(mark);
            changed = true;
        } else {
            memcpy(out + len, s + at, i - at);
            len += i - at;
        }
    }
    out[len] = '\0';
    return changed ? out : s;
}

/* TTF_SizeUTF8 of s as drawn (drawable), kept in a's widths when short enough. */
static void size_drawn(Assets *a, TTF_Font *f, const char *s, int *w)
{
    size_t n = strlen(s);
    WidthSlot *slot = NULL;
    if (n < TEXT_KEY) {
        Uint32 h = 2166136261u ^ (Uint32)(uintptr_t)f; /* FNV-1a */
        for (size_t i = 0; i < n; i++) {
            h = (h ^ (unsigned char)s[i]) * 16777619u;
        }
        slot = &a->width[h & (WIDTH_SLOTS - 1)];
        if (slot->font == f && strcmp(slot->s, s) == 0) {
            *w = slot->w;
            return;
        }
    }
    char shown[3 * TEXT_KEY];
    TTF_SizeUTF8(f, drawable(f, s, shown, sizeof shown), w, NULL);
    if (slot) {
        slot->font = f;
        slot->w = *w;
        memcpy(slot->s, s, n + 1);
    }
}

/* The cached texture for s, rendering it on a miss. NULL for empty text. */
static const TextSlot *text_get(Assets *a, FontFace face, int px, const char *s, SDL_Color c)
{
    if (!s || !s[0] || strlen(s) >= TEXT_KEY) {
        return NULL;
    }
    Uint32 key = rgba_key(c);
    int victim = 0;
    for (int i = 0; i < TEXT_SLOTS; i++) {
        TextSlot *t = &a->text[i];
        if (t->tex && t->px == px && t->face == face && t->rgba == key && strcmp(t->s, s) == 0) {
            t->used = ++a->clock;
            return t;
        }
        if (!t->tex || t->used < a->text[victim].used) {
            victim = i;
            if (!t->tex) {
                a->text[victim].used = 0;
            }
        }
    }
    TTF_Font *f = font_get(a, face, px);
    if (!f) {
        return NULL;
    }
    char shown[3 * TEXT_KEY];
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, drawable(f, s, shown, sizeof shown), c);
    if (!surf) {
        return NULL;
    }
    TextSlot *t = &a->text[victim];
    if (t->tex) {
        SDL_DestroyTexture(t->tex);
    }
    t->tex = SDL_CreateTextureFromSurface(a->ren, surf);
    t->w = surf->w;
    t->h = surf->h;
    SDL_FreeSurface(surf);
    snprintf(t->s, sizeof t->s, "%s", s);
    t->face = face;
    t->px = px;
    t->rgba = key;
    t->used = ++a->clock;
    return t->tex ? t : NULL;
}

void text_size(Assets *a, FontFace face, int px, const char *s, int *w, int *h)
{
    TTF_Font *f = font_get(a, face, px);
    *w = 0;
    *h = f ? TTF_FontHeight(f) : px;
    if (f && s && s[0]) {
        size_drawn(a, f, s, w);
    }
}

/* text_draw's work, its width at most max_w (0: none). */
static int draw_text(Assets *a, FontFace face, int px, const char *s, int x, int y, SDL_Color c,
                     int align, int max_w)
{
    if (!text_utf8_valid(s, strlen(s))) { /* a cut character drawn as "\uFFFD" (audit 31a, B5) */
        assets_note_overflow(a, s, 0, 0);
    }
    const TextSlot *t = text_get(a, face, px, s, c);
    if (!t) {
        return 0;
    }
    SDL_Rect dst = {x, y, max_w > 0 && t->w > max_w ? max_w : t->w, t->h};
    if (align == 1) {
        dst.x = x - dst.w / 2;
    } else if (align == 2) {
        dst.x = x - dst.w;
    }
    SDL_RenderCopy(a->ren, t->tex, NULL, &dst);
    if (a->tracking && a->ntexts < ASSETS_TEXT_BOXES) {
        AssetsTextBox *box = &a->texts[a->ntexts++];
        box->r = dst;
        snprintf(box->s, sizeof box->s, "%s", s);
    }
    return dst.w;
}

int text_draw(Assets *a, FontFace face, int px, const char *s, int x, int y, SDL_Color c, int align)
{
    return draw_text(a, face, px, s, x, y, c, align, 0);
}

int text_draw_narrowed(Assets *a, FontFace face, int px, const char *s, int x, int y, int max_w,
                       SDL_Color c)
{
    return draw_text(a, face, px, s, x, y, c, 1, max_w > 0 ? max_w : 1);
}

/* The longest start of s[0..n) (n < TEXT_KEY, on a character boundary) no wider than w
 * that ends on a character boundary; at least its first character, so a word wider than
 * the room is broken between characters, never inside a multi-byte one. */
static size_t fit_chars(Assets *a, TTF_Font *f, const char *s, size_t n, int w)
{
    size_t cut[TEXT_KEY];
    int nc = 0;
    for (size_t i = 1; i <= n; i++) {
        if (i == n || ((unsigned char)s[i] & 0xC0) != 0x80) {
            cut[nc++] = i;
        }
    }
    if (nc == 0) {
        return n;
    }
    int lo = 0, hi = nc - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        char line[TEXT_KEY];
        memcpy(line, s, cut[mid]);
        line[cut[mid]] = '\0';
        int tw = 0;
        size_drawn(a, f, line, &tw);
        if (tw <= w) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return cut[lo];
}

static int line_width(Assets *a, TTF_Font *f, const char *line)
{
    int tw = 0;
    size_drawn(a, f, line, &tw);
    return tw;
}

/* Splits s into lines no wider than w (at spaces, a longer word between its characters;
 * explicit newlines kept) and draws each when draw is true; with max_h > 0 only the lines
 * that fit in max_h, the last one ending in "…" when text is left. Returns the height. */
static int wrap(Assets *a, FontFace face, int px, const char *s, int x, int y, int w, int max_h,
                SDL_Color c, bool draw)
{
    TTF_Font *f = font_get(a, face, px);
    if (!f || !s) {
        return 0;
    }
    int lh = TTF_FontLineSkip(f);
    int height = 0;
    const char *p = s;
    while (*p) {
        size_t para = strcspn(p, "\n");
        char line[TEXT_KEY];
        size_t start = 0;
        while (start < para || (para == 0 && start == 0)) {
            /* The longest prefix of the paragraph rest that fits, broken at a space. */
            size_t best = 0;
            size_t i = start;
            while (i <= para) {
                if (i == para || p[i] == ' ') {
                    size_t n = i - start;
                    if (n >= sizeof line) {
                        break;
                    }
                    memcpy(line, p + start, n);
                    line[n] = '\0';
                    int tw = line_width(a, f, line);
                    if (tw > w && best > 0) {
                        break;
                    }
                    best = n;
                    if (tw > w) {
                        break;
                    }
                }
                i++;
            }
            if (best == 0) {
                best = para - start < sizeof line - 1 ? para - start : sizeof line - 1;
                while (best > 0 && start + best < para &&
                       ((unsigned char)p[start + best] & 0xC0) == 0x80) {
                    best--;
                }
            }
            memcpy(line, p + start, best);
            line[best] = '\0';
            if (line_width(a, f, line) > w) { /* one word wider than the room */
                best = fit_chars(a, f, line, best, w);
                line[best] = '\0';
            }
            bool more = start + best < para || p[para] != '\0';
            if (max_h > 0 && height + lh > max_h) {
                break; /* not even this line fits */
            }
            bool last = max_h > 0 && more && height + 2 * lh > max_h;
            if (last) {
                /* The last line that fits: the whole words that fit before "…" (a
                 * word cut in its middle is not read), or as much as fits of one. */
                int ew = line_width(a, f, "…");
                size_t all = best;
                best = best > 0 ? fit_chars(a, f, line, best, w - ew) : 0;
                if (best < all && line[best] != ' ') {
                    size_t sp = best;
                    while (sp > 0 && line[sp - 1] != ' ') {
                        sp--;
                    }
                    while (sp > 0 && line[sp - 1] == ' ') {
                        sp--;
                    }
                    best = sp > 0 ? sp : best;
                }
                while (best > sizeof line - sizeof "…") { /* room for it */
                    do {
                        best--;
                    } while (best > 0 && ((unsigned char)line[best] & 0xC0) == 0x80);
                }
                memcpy(line + best, "…", sizeof "…");
            }
            if (draw && a->lit_to > a->lit_from && best > 0) {
                /* The selection's part of this line, lit behind it. */
                const char *src = p + start;
                size_t i0 = a->lit_from > src ? (size_t)(a->lit_from - src) : 0;
                size_t i1 = a->lit_to > src ? (size_t)(a->lit_to - src) : 0;
                i1 = i1 > best ? best : i1;
                if (i1 > i0) {
                    char part[TEXT_KEY];
                    memcpy(part, line, i1);
                    part[i1] = '\0';
                    int x1 = line_width(a, f, part);
                    part[i0] = '\0';
                    int x0 = i0 > 0 ? line_width(a, f, part) : 0;
                    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
                    SDL_SetRenderDrawColor(a->ren, a->lit.r, a->lit.g, a->lit.b, a->lit.a);
                    SDL_Rect r = {x + x0, y + height, x1 - x0, lh};
                    SDL_RenderFillRect(a->ren, &r);
                }
            }
            if (a->starts && a->nstarts < a->starts_cap) {
                a->starts[a->nstarts++] = (size_t)(p + start - a->starts_of);
            }
            if (draw && line[0]) {
                int tw = line_width(a, f, line);
                if (tw > w) {
                    assets_note_overflow(a, line, tw, w);
                }
                text_draw(a, face, px, line, x, y + height, c, 0);
            }
            height += lh;
            if (last) {
                return height;
            }
            start += best;
            while (start < para && p[start] == ' ') {
                start++;
            }
            if (para == 0) {
                break;
            }
        }
        if (max_h > 0 && height + lh > max_h && p[para] != '\0') {
            break;
        }
        p += para;
        if (*p == '\n') {
            p++;
        }
    }
    return height;
}

void assets_note_overflow(Assets *a, const char *s, int need, int room)
{
    a->noverflow++;
    snprintf(a->overflow, sizeof a->overflow, "\"%.200s\" needs %d px, has %d", s ? s : "", need,
             room);
}

int assets_overflows(const Assets *a, char *last, size_t cap)
{
    if (cap) {
        snprintf(last, cap, "%s", a->noverflow ? a->overflow : "");
    }
    return a->noverflow;
}

void assets_track_texts(Assets *a, bool on)
{
    a->tracking = on;
    if (on) {
        a->ntexts = 0;
    }
}

int assets_texts(const Assets *a, const AssetsTextBox **out)
{
    *out = a->texts;
    return a->ntexts;
}

int text_fit(Assets *a, FontFace face, int px, int min_px, const char *s, int room)
{
    int w = 0, h = 0;
    min_px = min_px < 1 ? 1 : min_px > px ? px : min_px;
    for (int size = px; size >= min_px; size--) {
        text_size(a, face, size, s, &w, &h);
        if (w <= room) {
            return size;
        }
    }
    assets_note_overflow(a, s, w, room);
    return min_px;
}

int text_draw_wrapped(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                      SDL_Color c)
{
    return wrap(a, face, px, s, x, y, w, 0, c, true);
}

/* s into out with its word [from, to) cut to its first and last characters, keep of them in
 * all, with "…" between (never inside a character). */
static void cut_word(const char *s, size_t from, size_t to, int keep, char *out, size_t cap)
{
    int nc = 0; /* the word's characters */
    for (size_t i = from; i < to; i++) {
        nc += ((unsigned char)s[i] & 0xC0) != 0x80;
    }
    int head = keep / 2, tail = keep - head, k = 0;
    size_t head_end = from, tail_start = to;
    for (size_t i = from; i <= to; i++) {
        if (i == to || ((unsigned char)s[i] & 0xC0) != 0x80) {
            if (k == head) {
                head_end = i;
            }
            if (k == nc - tail) {
                tail_start = i;
            }
            k++;
        }
    }
    snprintf(out, cap, "%.*s…%s", (int)head_end, s, s + tail_start);
}

int text_draw_wrapped_box(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                          int h, SDL_Color c)
{
    h = h > 0 ? h : 1;
    /* Too long for the box: its longest file name or path (a word with a '/' or an inner
     * '.') is cut in its middle as little as lets the whole text fit, so the words after it
     * (the reason) stay. Other words are never cut ("Игроки по…сь цветами"): the text
     * ends in "…" after the last whole word that fits. */
    char buf[1024];
    size_t n = strlen(s);
    if (n < sizeof buf - 8 && wrap(a, face, px, s, x, y, w, 0, c, false) > h) {
        size_t from = 0, to = 0;
        for (size_t i = 0, start = 0; i <= n; i++) {
            if (i == n || s[i] == ' ' || s[i] == '\n') {
                bool file = false;
                for (size_t k = start; k < i; k++) {
                    file = file || s[k] == '/' ||
                           (s[k] == '.' && k > start && k + 1 < i && s[k + 1] != '.');
                }
                if (file && i - start > to - from) {
                    from = start;
                    to = i;
                }
                start = i + 1;
            }
        }
        int nc = 0;
        for (size_t i = from; i < to; i++) {
            nc += ((unsigned char)s[i] & 0xC0) != 0x80;
        }
        int lo = 2, hi = nc - 1; /* characters kept: the most that fits */
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            cut_word(s, from, to, mid, buf, sizeof buf);
            if (wrap(a, face, px, buf, x, y, w, 0, c, false) <= h) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        if (nc > 3) {
            cut_word(s, from, to, lo, buf, sizeof buf);
            s = buf;
        }
    }
    return wrap(a, face, px, s, x, y, w, h, c, true);
}

int text_draw_wrapped_clip(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                           int max_h, SDL_Color c)
{
    return wrap(a, face, px, s, x, y, w, max_h > 0 ? max_h : 1, c, true);
}

int text_draw_wrapped_lit(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                          int max_h, SDL_Color c, size_t from, size_t to, SDL_Color lit)
{
    a->lit_from = s + from;
    a->lit_to = s + to;
    a->lit = lit;
    int h = wrap(a, face, px, s, x, y, w, max_h > 0 ? max_h : 1, c, true);
    a->lit_from = a->lit_to = NULL;
    return h;
}

int text_wrapped_height(Assets *a, FontFace face, int px, const char *s, int w)
{
    return wrap(a, face, px, s, 0, 0, w, 0, ui_rgba(0, 0, 0, 255), false);
}

int text_wrapped_lines(Assets *a, FontFace face, int px, const char *s, int w, size_t *starts,
                       int cap)
{
    a->starts_of = s;
    a->starts = starts;
    a->starts_cap = cap;
    a->nstarts = 0;
    wrap(a, face, px, s, 0, 0, w, 0, ui_rgba(0, 0, 0, 255), false);
    a->starts = NULL;
    return a->nstarts;
}
