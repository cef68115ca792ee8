/* Renju - MIT licence, see LICENSE.
 *
 * The help (F1): pages of help.h behind tabs (in two rows where one does not hold them),
 * turned with the arrow keys, PgUp/PgDn or a click on a tab; Esc, F1 or a click outside
 * closes it. F1 opens on the page of what the player is doing (context_page). The keys page
 * lists keymap.h's help rows (one or two columns, whatever the window holds); the rules
 * pages wrap their paragraphs and draw their diagrams with the board's own wood, lines,
 * stones and forbidden mark, judged by the rules module. The text shrinks until a page
 * fits the window, down to a least size (ui_help_least_px); a page that still does not fit goes
 * on in parts, screens turned like pages, each but the last saying so at its foot. In a game
 * on its clock the help takes the panel's place, the board left in sight.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "help.h"
#include "text.h"
#include "ui_internal.h"

enum { HELP_PAD = 24, HELP_TITLE = 40, HELP_TAB_H = 32, HELP_FOOT = 34 };

static int page_count(void)
{
    const HelpPage *p;
    return help_pages(&p);
}

bool ui_help_beside_board(const App *app)
{
    return controller_on_clock(app->ctl) && !game_over(&app->ctl->game) && !ui_study_on(app);
}

/* The title's height above the tabs: none beside the board, whose room is the panel's. */
static int title_h(const App *app)
{
    return ui_help_beside_board(app) ? 0 : ui_px(app, HELP_TITLE);
}

/* The margin inside the card: half as wide beside the board. */
static int help_pad(const App *app)
{
    return ui_px(app, ui_help_beside_board(app) ? HELP_PAD / 2 : HELP_PAD);
}

/* The card: 1000 x 720 at the reference size, and in a small window as wide as it
 * allows up to that, for the words' sake; in a game on its clock, the panel's place
 * beside the board, which it never hides (audit 29b, item 5: a player lost on time under
 * the help, the position out of sight). */
static LayoutRect help_rect(const App *app)
{
    if (ui_help_beside_board(app)) { /* under the clocks, which stay in sight too */
        const LayoutRect *p = &app->layout.panel;
        int m = ui_px(app, 6), top = ui_below_status_y(app);
        return (LayoutRect){p->x + m, top, p->w - 2 * m, p->y + p->h - m - top};
    }
    int w = ui_px_grown(app, 1000);
    int most = app->layout.win_w - 20 < 1000 ? app->layout.win_w - 20 : 1000;
    return ui_centred_rect(app, w > most ? w : most, ui_px(app, 720));
}

/* The tabs: each as wide as its name (the active one's bold) and a share of what is left
 * in its row (in seven equal tabs a long name, "Разновидности", did not fit at 134%), in
 * as few rows as hold them (ten take two in Russian at 800x500), the tabs shared
 * out evenly in order, each row filled. Fills width[] (the tab's) and per (tabs a row);
 * returns the rows. */
static int tab_rows(const App *app, int *width, int *per)
{
    const HelpPage *pages;
    int n = help_pages(&pages);
    n = n < HELP_MAX_PAGES ? n : HELP_MAX_PAGES;
    LayoutRect d = help_rect(app);
    int gap = ui_px(app, 4);
    int room = d.w - 2 * help_pad(app);
    int want[HELP_MAX_PAGES];
    for (int i = 0; i < n; i++) {
        int th = 0;
        want[i] = room / n;
        if (app->assets) {
            text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX),
                      i18n_text(app->settings.lang, pages[i].title), &want[i], &th);
            want[i] += 2 * ui_px(app, UI_BUTTON_SIDE);
        }
    }
    int rows = 1;
    for (; rows < n; rows++) {
        bool fits = true;
        *per = (n + rows - 1) / rows;
        for (int s = 0; s < n && fits; s += *per) {
            int sum = 0, k = 0;
            for (int i = s; i < n && i < s + *per; i++, k++) {
                sum += want[i];
            }
            fits = sum + (k - 1) * gap <= room;
        }
        if (fits) {
            break;
        }
    }
    *per = (n + rows - 1) / rows;
    for (int s = 0; s < n; s += *per) {
        int sum = 0, k = 0;
        for (int i = s; i < n && i < s + *per; i++, k++) {
            sum += want[i];
        }
        int left = room - (k - 1) * gap;
        for (int i = s; i < s + k; i++) {
            width[i] = sum <= left ? want[i] + (left - sum) / k
                                   : (int)((int64_t)want[i] * left / sum);
        }
    }
    return rows;
}

/* The page's area under the tabs and above the foot line. */
static LayoutRect body_rect(const App *app)
{
    LayoutRect d = help_rect(app);
    int pad = help_pad(app);
    int width[HELP_MAX_PAGES], per;
    int rows = tab_rows(app, width, &per);
    LayoutRect r;
    r.x = d.x + pad;
    r.w = d.w - 2 * pad;
    r.y = d.y + pad + title_h(app) + ui_px(app, 14) + rows * ui_px(app, HELP_TAB_H) +
          (rows - 1) * ui_px(app, 4);
    r.h = d.y + d.h - ui_font(app, HELP_FOOT) - pad / 2 - r.y;
    return r;
}

LayoutRect ui_help_body(const App *app) { return body_rect(app); }

static int keys_parts(const App *app);
static int text_page_parts(const App *app, const HelpPage *pg);

/* How many parts (screens) page has in the window as it is. */
static int help_parts(const App *app, int page)
{
    const HelpPage *pages;
    int n = help_pages(&pages);
    if (page < 0 || page >= n || !app->assets) {
        return 1;
    }
    return pages[page].kind == HELP_KEYS ? keys_parts(app) : text_page_parts(app, &pages[page]);
}

/* The part shown of a page of parts (fewer after the window grew or the language
 * changed). */
static int shown_part(const App *app, int parts)
{
    return app->help_part < 0 ? 0 : app->help_part >= parts ? parts - 1 : app->help_part;
}

void ui_help_build(App *app)
{
    const HelpPage *pages;
    int n = help_pages(&pages);
    n = n < HELP_MAX_PAGES ? n : HELP_MAX_PAGES;
    LayoutRect d = help_rect(app);
    int pad = help_pad(app);
    int gap = ui_px(app, 4);
    int width[HELP_MAX_PAGES], per;
    tab_rows(app, width, &per);
    int y = d.y + pad + title_h(app);
    int x = d.x + pad;
    for (int i = 0; i < n; i++) {
        if (i > 0 && i % per == 0) { /* the next row */
            x = d.x + pad;
            y += ui_px(app, HELP_TAB_H) + gap;
        }
        Widget *w = ui_add_widget(app, W_HELP_PAGE, i, WK_SEGMENT,
                                  (LayoutRect){x, y, width[i], ui_px(app, HELP_TAB_H)},
                                  i18n_text(app->settings.lang, pages[i].title));
        if (w) {
            w->active = app->help_page == i;
        }
        x += width[i] + gap;
    }
}

bool ui_help_contains(const App *app, int x, int y)
{
    return layout_rect_contains(help_rect(app), x, y);
}

void ui_help_turn(App *app, int delta)
{
    int n = page_count();
    int parts = help_parts(app, app->help_page), part = shown_part(app, parts);
    if (part + delta >= 0 && part + delta < parts) {
        app->help_part = part + delta;
        return;
    }
    app->help_page = ((app->help_page + delta) % n + n) % n;
    app->help_part = delta < 0 ? help_parts(app, app->help_page) - 1 : 0;
}

void ui_help_show(App *app, int page)
{
    int n = page_count();
    app->help_page = page < 0 ? 0 : page >= n ? n - 1 : page;
    app->help_part = 0;
}

/* The page of what the player is doing as F1 opens the help: the study's; a network game's
 * (its seat chosen in New game, the wait, the host's game offered, the game itself); the
 * library's (the file dialog choosing one or merging, or its moves on the board); the
 * review's (a comment written, a game over, an earlier move shown); else -1 (the page
 * last read), so too in New game (not the review of the game over that it replaces). The
 * question whether to keep the game first (DLG_REPLACE) counts as the dialog it was asked
 * from, or as none: it is part of what it holds back (hosting a network game: its page). */
static int context_page(const App *app)
{
    const Controller *c = app->ctl;
    CtlLibView v;
    StrId title = S_COUNT;
    DialogKind dlg = app->dialog;
    if (dlg == DLG_REPLACE) {
        dlg = app->keep.kind == KEEP_NEW_GAME ? DLG_NEW_GAME
              : app->keep.from_files          ? DLG_FILES
                                              : DLG_NONE;
    }
    bool anew = app->dialog == DLG_REPLACE || dlg == DLG_NEW_GAME; /* this game goes */
    if (ui_study_on(app)) {
        title = S_HELP_PAGE_STUDY;
    } else if (ui_net_live(app) || dlg == DLG_NET_WAIT || dlg == DLG_NET_OFFERED ||
               dlg == DLG_NET_ASK || (dlg == DLG_NEW_GAME && ui_net_pending(app))) {
        title = S_HELP_PAGE_NETWORK;
    } else if ((dlg == DLG_FILES &&
                (app->prompt.library || app->prompt.merge || app->prompt.find)) ||
               ui_find_on(app)) {
        title = S_HELP_PAGE_LIBRARY;
    } else if (dlg == DLG_NOTE) {
        title = S_HELP_PAGE_REVIEW; /* it says how comments are written */
    } else if (anew) {
        title = S_COUNT;
    } else if (c && (game_over(&c->game) || !controller_is_live(c))) {
        title = S_HELP_PAGE_REVIEW;
    } else if (c && controller_library_shown(c, &v) && v.n > 0) {
        title = S_HELP_PAGE_LIBRARY;
    }
    return title == S_COUNT ? -1 : help_page_of(title);
}

void ui_help_toggle(App *app)
{
    app->show_help = !app->show_help;
    int page = app->show_help ? context_page(app) : -1;
    if (page >= 0) {
        ui_help_show(app, page); /* what the player is doing, explained */
    }
}

/* ---- Parts of a page ---------------------------------------------------------------- */

/* The smallest text a page of words is drawn in, 12 px in a small window and growing with a
 * large one: a page that does not fit at it is cut into parts (screens) turned like pages,
 * each but the last ending in S_HELP_MORE. */
int ui_help_least_px(const App *app)
{
    int px = ui_font(app, 11);
    return px > 12 ? px : 12;
}

/* The room the last line of a part that goes on takes (S_HELP_MORE). */
static int more_h(const App *app, int px)
{
    return text_wrapped_height(app->assets, FACE_BOLD, px, "Ag", 1000) + px / 2;
}

/* Paragraphs of heights h[0..n) into parts (screens) body_h high, the room for
 * S_HELP_MORE (more) left at the foot of every part but the last; part[] gets each
 * paragraph's part. Returns the parts. */
static int pack(const int *h, int n, int body_h, int more, int *part)
{
    int p = 0;
    for (int pass = 0; pass < 2; pass++) {
        int room = pass == 0 ? body_h : body_h - more, used = 0;
        p = 0;
        for (int i = 0; i < n; i++) {
            if (used > 0 && used + h[i] > room) {
                p++, used = 0;
            }
            used += h[i];
            part[i] = p;
        }
        if (p == 0) {
            break;
        }
    }
    return p + 1;
}

/* ---- The keys page ------------------------------------------------------------------ */

enum { KEYS_MAX = KEYMAP_HELP_ROWS_MAX };

typedef struct KeysLayout {
    int n, fpx, ncols, colw, colgap, keygap, parts;
    int width[KEYS_MAX]; /* each row's keys, at most 40% of a column */
    int keyw[KEYS_MAX];  /* the key column's width of each row's column */
    int height[KEYS_MAX], part[KEYS_MAX], col[KEYS_MAX];
    char keys[KEYS_MAX][80];
    const KeymapHelpRow *rows;
} KeysLayout;

/* Row i's height at l->fpx with its column's keys kw wide. */
static int key_row_h(const App *app, const KeysLayout *l, int i, int kw)
{
    Assets *a = app->assets;
    int px = l->fpx;
    bool heading = !l->keys[i][0];
    int dw = heading ? l->colw : l->colw - kw - l->keygap;
    int th = text_wrapped_height(a, heading ? FACE_BOLD : FACE_REGULAR, px,
                                 i18n_text(app->settings.lang, l->rows[i].what), dw);
    int kh = heading ? 0 : text_wrapped_height(a, FACE_BOLD, px, l->keys[i], kw + l->keygap / 2);
    th = kh > th ? kh : th;
    return (th > px * 3 / 2 ? th : px * 3 / 2) + px / 3;
}

/* The height of the rows under heading i (its block: up to the next heading) with the
 * column's keys at least kw wide, when heading and block fit a column room high; else
 * of its first row alone. A block kept whole never reads as the keys beside it (the New
 * game dialog's W beside the window's W: audit 16a, item 10). */
static int heading_block_h(const App *app, const KeysLayout *l, int i, int kw, int room)
{
    int end = i + 1, bkw = kw;
    while (end < l->n && l->keys[end][0]) {
        bkw = l->width[end] > bkw ? l->width[end] : bkw;
        end++;
    }
    int block = 0;
    for (int r = i + 1; r < end; r++) {
        block += key_row_h(app, l, r, bkw);
    }
    if (end > i + 1 && block + key_row_h(app, l, i, bkw) <= room) {
        return block;
    }
    return key_row_h(app, l, i + 1, l->width[i + 1] > kw ? l->width[i + 1] : kw);
}

/* The rows at l->fpx in columns room high, l->ncols a part, filled one after the other,
 * each column's keys as wide as its widest; a heading does not end a column, and starts
 * one when its block (heading_block_h) would not fit under the rows before it. Returns
 * the columns. */
static int keys_fill(const App *app, KeysLayout *l, int room)
{
    int c = 0, i = 0;
    while (i < l->n) {
        int start = i, kw = 0, h[KEYS_MAX]; /* the column's rows with its keys kw wide */
        while (i < l->n) {
            int nk = l->width[i] > kw ? l->width[i] : kw, t[KEYS_MAX], used = 0, next = 0;
            for (int r = start; r <= i; r++) { /* wider keys: the column's rows again */
                t[r] = nk == kw && r < i ? h[r] : key_row_h(app, l, r, nk);
                used += t[r];
            }
            if (!l->keys[i][0] && i + 1 < l->n) { /* a heading keeps its block, or one row */
                next = heading_block_h(app, l, i, nk, room);
            }
            if (i > start && used + next > room) {
                break;
            }
            memcpy(h + start, t + start, (size_t)(i - start + 1) * sizeof *h);
            kw = nk;
            i++;
        }
        for (int r = start; r < i; r++) {
            l->height[r] = h[r];
            l->keyw[r] = kw;
            l->part[r] = c / l->ncols;
            l->col[r] = c % l->ncols;
        }
        c++;
    }
    return c;
}

/* The columns l->colw wide at l->fpx: each row's keys' width. */
static void keys_widths(const App *app, KeysLayout *l, int ncols, int colw_total)
{
    l->ncols = ncols;
    l->colw = (colw_total - (ncols - 1) * l->colgap) / ncols;
    for (int i = 0; i < l->n; i++) {
        int w, h;
        text_size(app->assets, FACE_BOLD, l->fpx, l->keys[i], &w, &h);
        l->width[i] = w > l->colw * 2 / 5 ? l->colw * 2 / 5 : w;
    }
}

/* The parts the rows take in parts of columns room high, S_HELP_MORE's room (more) left at
 * the foot of each but the last. */
static int keys_parts_in(const App *app, KeysLayout *l, int room, int more)
{
    if (keys_fill(app, l, room) <= l->ncols) {
        return 1;
    }
    return (keys_fill(app, l, room - more) + l->ncols - 1) / l->ncols;
}

/* One column when it fits, else two, the keys as wide as the widest of their column (at
 * most 40% of it) and the descriptions wrapped beside them; the font shrinks until the
 * columns fit the height, down to ui_help_least_px; what still does not fit goes on in parts,
 * as few as at that size, at the largest size that needs no more. */
static void keys_layout(const App *app, LayoutRect body, KeysLayout *l)
{
    const KeymapHelpRow *rows;
    int n = keymap_help_rows(&rows);
    memset(l, 0, sizeof *l);
    l->rows = rows;
    l->n = n > KEYS_MAX ? KEYS_MAX : n;
    for (int i = 0; i < l->n; i++) {
        keymap_help_keys(app->settings.lang, &rows[i], l->keys[i], sizeof l->keys[i]);
    }
    l->colgap = ui_px(app, 30);
    l->keygap = ui_px(app, 14);
    l->parts = 1;
    int lo = ui_help_least_px(app), hi = ui_px(app, 16) > lo ? ui_px(app, 16) : lo;
    int most = ui_help_beside_board(app) ? 1 : 2; /* the panel's width holds one */
    /* The largest size at which the page fits one screen, in one column or two. */
    for (l->fpx = hi; l->fpx >= lo; l->fpx--) {
        for (int ncols = 1; ncols <= most; ncols++) {
            keys_widths(app, l, ncols, body.w);
            if (keys_fill(app, l, body.h) <= ncols) {
                /* Two columns as even as they go: the lowest height that still holds. */
                int a = 0, b = body.h;
                while (ncols == 2 && a < b) {
                    int m = (a + b) / 2;
                    if (keys_fill(app, l, m) <= 2) {
                        b = m;
                    } else {
                        a = m + 1;
                    }
                }
                keys_fill(app, l, b);
                return;
            }
        }
    }
    /* Parts: as few as at the smallest size, at the largest size that needs no more. */
    l->fpx = lo;
    keys_widths(app, l, most, body.w);
    int least = keys_parts_in(app, l, body.h, more_h(app, lo));
    for (l->fpx = hi; l->fpx >= lo; l->fpx--) {
        keys_widths(app, l, most, body.w);
        l->parts = keys_parts_in(app, l, body.h, more_h(app, l->fpx));
        if (l->parts <= least) {
            break;
        }
    }
}

static int keys_parts(const App *app)
{
    KeysLayout l;
    keys_layout(app, body_rect(app), &l);
    return l.parts;
}

/* The part-th part of the keys page; the text's size when another part follows, else 0. */
static int draw_keys(const App *app, LayoutRect body, int part)
{
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    const KeymapHelpRow *rows;
    keymap_help_rows(&rows);
    KeysLayout l;
    keys_layout(app, body, &l);
    int y[2] = {body.y, body.y};
    for (int i = 0; i < l.n; i++) {
        if (l.part[i] != part) {
            continue;
        }
        int col = l.col[i];
        int x = body.x + col * (l.colw + l.colgap);
        const char *what = i18n_text(lang, rows[i].what);
        if (!l.keys[i][0]) { /* a heading */
            text_draw_wrapped(a, FACE_BOLD, l.fpx, what, x, y[col], l.colw, ui_colour(COLOUR_TEXT));
        } else {
            text_draw_wrapped(a, FACE_BOLD, l.fpx, l.keys[i], x, y[col], l.keyw[i] + l.keygap / 2,
                              ui_colour(COLOUR_ACCENT));
            text_draw_wrapped(a, FACE_REGULAR, l.fpx, what, x + l.keyw[i] + l.keygap, y[col],
                              l.colw - l.keyw[i] - l.keygap, ui_colour(COLOUR_TEXT));
        }
        y[col] += l.height[i];
    }
    return part < l.parts - 1 ? l.fpx : 0;
}

/* ---- Diagrams ----------------------------------------------------------------------- */

/* A diagram's verdict line and its colour. */
static void verdict_line(const App *app, const HelpDiagram *d, RuleVerdict v, char *buf, size_t cap,
                         UiColour *colour)
{
    Lang lang = app->settings.lang;
    if (verdict_is_foul(v)) {
        text_format(buf, cap, i18n_text(lang, S_HELP_DIA_FORBIDDEN), d->point,
                    i18n_verdict(lang, v));
        *colour = COLOUR_BAD;
    } else if (v == VERDICT_FIVE) {
        text_format(buf, cap, i18n_text(lang, S_HELP_DIA_WINS), d->point);
        *colour = COLOUR_WIN_TEXT;
    } else {
        text_format(buf, cap, i18n_text(lang, S_HELP_DIA_ALLOWED), d->point);
        *colour = COLOUR_GOOD;
    }
}

/* The board of d with its top left corner at (ox, oy), lines cell pixels apart: the
 * wood, the lines of the part shown (a line that goes on beyond it runs out to the edge),
 * the coordinates along the left and the bottom, the stones, and the point: the red cross
 * of a foul, else a pale black stone in a ring. It takes (cols + 0.9) x (rows + 0.9) cells
 * (see diagram_extent). */
static void draw_diagram_board(const App *app, const Board *b, Pos p, RuleVerdict v, int ox, int oy,
                               double cell)
{
    SDL_Renderer *r = app->ren;
    Assets *a = app->assets;
    int x0, y0, x1, y1;
    help_diagram_window(b, p, &x0, &y0, &x1, &y1);
    int cols = x1 - x0 + 1, rows = y1 - y0 + 1;
    double gx = ox + cell * 1.0; /* column x0 */
    double gy = oy + cell * 0.5; /* row y1 (the top one) */
    LayoutRect wood = {(int)lround(gx - cell * 0.5), (int)lround(gy - cell * 0.5),
                       (int)lround(cols * cell), (int)lround(rows * cell)};
    if (ui_flat_wood(app)) {
        ui_fill(r, wood.x, wood.y, wood.w, wood.h, ui_colour(COLOUR_WOOD));
    } else if (assets_board(a)) {
        int tw, th;
        SDL_QueryTexture(assets_board(a), NULL, NULL, &tw, &th);
        SDL_Rect src = {tw / 4, th / 4, tw / 2 < wood.w ? tw / 2 : wood.w,
                        th / 2 < wood.h ? th / 2 : wood.h};
        SDL_Rect dst = {wood.x, wood.y, wood.w, wood.h};
        SDL_Color tint = ui_colour(COLOUR_WOOD);
        SDL_SetTextureColorMod(assets_board(a), tint.r, tint.g, tint.b);
        SDL_RenderCopy(r, assets_board(a), &src, &dst);
    } else {
        ui_fill(r, wood.x, wood.y, wood.w, wood.h, ui_colour(COLOUR_ACCENT));
    }
    SDL_Color line = ui_alpha(ui_colour(COLOUR_LINE), 215);
    int lw = cell > 30 ? 2 : 1;
    for (int i = 0; i < cols; i++) {
        int x = (int)lround(gx + i * cell);
        int from = y1 == b->size - 1 ? (int)lround(gy) : wood.y;
        int to = y0 == 0 ? (int)lround(gy + (rows - 1) * cell) : wood.y + wood.h;
        int t = x0 + i == 0 || x0 + i == b->size - 1 ? 2 * lw : lw;
        ui_fill(r, x - t / 2, from, t, to - from, line);
    }
    for (int j = 0; j < rows; j++) {
        int y = (int)lround(gy + j * cell);
        int left = x0 == 0 ? (int)lround(gx) : wood.x;
        int right = x1 == b->size - 1 ? (int)lround(gx + (cols - 1) * cell) : wood.x + wood.w;
        int row = y1 - j;
        int t = row == 0 || row == b->size - 1 ? 2 * lw : lw;
        ui_fill(r, left, y - t / 2, right - left, t, line);
    }
    int fpx = (int)lround(cell * 0.42);
    for (int i = 0; i < cols && fpx >= 7; i++) {
        char s[4] = {(char)('a' + x0 + i), '\0'};
        text_draw(a, FACE_REGULAR, fpx, s, (int)lround(gx + i * cell),
                  (int)lround(gy + (rows - 1) * cell + cell * 0.52), ui_colour(COLOUR_DIM), 1);
    }
    for (int j = 0; j < rows && fpx >= 7; j++) {
        char s[12];
        snprintf(s, sizeof s, "%d", y1 - j + 1);
        int tw, th;
        text_size(a, FACE_REGULAR, fpx, s, &tw, &th);
        text_draw(a, FACE_REGULAR, fpx, s, (int)lround(gx - cell * 0.6),
                  (int)lround(gy + j * cell - th / 2.0), ui_colour(COLOUR_DIM), 2);
    }
    for (int y = y0; y <= y1; y++) {
        for (int x = x0; x <= x1; x++) {
            Stone s = board_at(b, pos_from_xy(x, y));
            if (s != STONE_BLACK && s != STONE_WHITE) {
                continue;
            }
            double cx = gx + (x - x0) * cell, cy = gy + (y1 - y) * cell;
            assets_draw_sprite(a, SPRITE_SHADOW, cx + cell * 0.06, cy + cell * 0.08, cell * 1.08,
                               ui_colour(COLOUR_WHITE), 230);
            assets_draw_sprite(a, s == STONE_BLACK ? SPRITE_BLACK : SPRITE_WHITE, cx, cy,
                               cell * 0.95, ui_colour(COLOUR_WHITE), 255);
        }
    }
    double cx = gx + (pos_x(p) - x0) * cell, cy = gy + (y1 - pos_y(p)) * cell;
    if (verdict_is_foul(v)) {
        assets_draw_sprite(a, SPRITE_FORBIDDEN, cx, cy, cell * 0.62, ui_colour(COLOUR_WHITE), 255);
    } else {
        assets_draw_sprite(a, SPRITE_BLACK, cx, cy, cell * 0.95, ui_colour(COLOUR_WHITE), 140);
        assets_draw_sprite(a, SPRITE_RING, cx, cy, cell * 1.0,
                           ui_colour(v == VERDICT_FIVE ? COLOUR_GOLD : COLOUR_GOOD), 255);
    }
}

/* Height of a diagram's captions at width w and size px. */
static int caption_height(const App *app, const HelpDiagram *d, int px, int w)
{
    return text_wrapped_height(app->assets, FACE_BOLD, px, "Ag", w) + ui_px(app, 4) +
           text_wrapped_height(app->assets, FACE_REGULAR, px,
                               i18n_text(app->settings.lang, d->caption), w);
}

/* ---- Text pages --------------------------------------------------------------------- */

static int paragraphs_height(const App *app, const HelpPage *pg, int px, int w)
{
    int h = 0;
    for (int i = 0; i < HELP_MAX_TEXT && pg->text[i] != S_COUNT; i++) {
        h += text_wrapped_height(app->assets, FACE_REGULAR, px,
                                 i18n_text(app->settings.lang, pg->text[i]), w) +
             px / 2;
    }
    return h;
}

/* A diagram's size in cells: its columns and rows (help_diagram_window) with the room
 * of the coordinates (draw_diagram_board); false when it does not parse. */
static bool diagram_extent(const HelpDiagram *d, double *wide, double *high)
{
    Board b;
    Pos p;
    RuleVerdict v;
    if (!help_diagram_judge(d, &b, &p, &v)) {
        return false;
    }
    int x0, y0, x1, y1;
    help_diagram_window(&b, p, &x0, &y0, &x1, &y1);
    *wide = x1 - x0 + 1 + 0.9 + (y1 >= 9 ? 0.3 : 0); /* room for two-digit row numbers */
    *high = y1 - y0 + 1 + 0.9;
    return true;
}

/* The diagrams' cell in columns colw wide with boards at most avail high: the largest
 * that lets every diagram fit, the same for all, so that a wide diagram (a four-four on
 * one line) is not drawn smaller than its neighbours. */
static double diagrams_cell(const HelpPage *pg, int nd, int colw, int avail, double *tallest)
{
    double cell = 1e9;
    *tallest = 0;
    for (int i = 0; i < nd; i++) {
        double wide, high;
        if (diagram_extent(&pg->diagrams[i], &wide, &high)) {
            cell = fmin(cell, fmin(colw / wide, avail / high));
            *tallest = fmax(*tallest, high);
        }
    }
    return *tallest > 0 && cell > 0 ? cell : 0;
}

/* A page of paragraphs only: the largest text that fits the body, down to lo; else
 * parts, as few as at lo, at the largest size that needs no more. */
static void text_parts(const App *app, const HelpPage *pg, int lo, int hi, HelpTextLayout *l)
{
    int n = 0, h[HELP_MAX_TEXT], least = 0;
    while (n < HELP_MAX_TEXT && pg->text[n] != S_COUNT) {
        n++;
    }
    /* round 0: one screen at the largest size that allows it; 1: the parts at lo; 2: the
     * largest size that needs no more */
    for (int round = 0; round < 3; round++) {
        for (l->px = round == 1 ? lo : hi; l->px >= lo; l->px--) {
            for (int i = 0; i < n; i++) {
                h[i] = text_wrapped_height(app->assets, FACE_REGULAR, l->px,
                                           i18n_text(app->settings.lang, pg->text[i]), l->body.w) +
                       l->px / 2;
            }
            l->parts = pack(h, n, l->body.h, more_h(app, l->px), l->part);
            if (l->parts <= (round == 0 ? 1 : round == 1 ? n : least)) {
                break;
            }
        }
        if (round == 0 && l->parts == 1) {
            break;
        }
        least = l->parts;
    }
    l->text = paragraphs_height(app, pg, l->px, l->body.w);
}

void ui_help_text_layout(const App *app, const HelpPage *pg, HelpTextLayout *out)
{
    LayoutRect body = body_rect(app);
    int nd = 0;
    while (nd < HELP_MAX_DIAGRAMS && pg->diagrams[nd].stones) {
        nd++;
    }
    int gap = ui_px(app, 18);
    HelpTextLayout l = {.body = body,
                        .ndiagrams = nd,
                        .gap = gap,
                        .per_row = nd > 0 ? nd : 1,
                        .parts = 1,
                        .dpart = -1};
    int lo = ui_help_least_px(app), hi = ui_px(app, 17) > lo ? ui_px(app, 17) : lo;
    if (nd == 0) {
        text_parts(app, pg, lo, hi, &l);
        *out = l;
        return;
    }
    if (ui_help_beside_board(app)) {
        /* The panel's narrow room: the text in its parts, then a screen per diagram, all
         * at one cell, as large as the least room any of them leaves. */
        text_parts(app, pg, lo, hi, &l);
        l.cpx = l.px * 85 / 100;
        l.per_row = 1;
        l.colw = body.w;
        l.dpart = l.parts;
        l.parts += nd;
        l.cell = 1e9;
        double tallest = 0;
        for (int i = 0; i < nd; i++) {
            int h = caption_height(app, &pg->diagrams[i], l.cpx, l.colw);
            l.caps = h > l.caps ? h : l.caps;
            double wide, high;
            int avail = body.h - h - ui_px(app, 6) - more_h(app, l.px);
            if (diagram_extent(&pg->diagrams[i], &wide, &high)) {
                l.cell = fmin(l.cell, fmax(0, fmin(l.colw / wide, avail / high)));
                tallest = fmax(tallest, high);
            }
        }
        l.cell = tallest > 0 ? l.cell : 0;
        l.rowh = (int)ceil(l.cell * tallest);
        *out = l;
        return;
    }
    /* The largest text that fits, with the diagrams in one row or two (whichever gives
     * them the larger cell), the boards at least a third of the height or as wide as
     * their column. */
    for (l.px = hi; l.px > 8; l.px--) {
        l.cpx = l.px * 85 / 100;
        l.text = paragraphs_height(app, pg, l.px, body.w);
        l.cell = 0;
        for (int r = 1; nd > 0 && r <= (nd > 1 ? 2 : 1); r++) {
            int pr = (nd + r - 1) / r;
            int w = (body.w - (pr - 1) * gap) / pr;
            int c = 0;
            for (int i = 0; i < nd; i++) {
                int h = caption_height(app, &pg->diagrams[i], l.cpx, w);
                c = h > c ? h : c;
            }
            int avail = (body.h - l.text - ui_px(app, 6) - r * (c + ui_px(app, 6)) -
                         (r - 1) * gap) /
                        r;
            double tallest = 0;
            double cell = avail > 0 ? diagrams_cell(pg, nd, w, avail, &tallest) : 0;
            if (cell > l.cell) {
                l.cell = cell, l.per_row = pr, l.colw = w, l.caps = c;
                l.rowh = (int)ceil(cell * tallest);
            }
        }
        bool filled = false;
        for (int i = 0; i < nd; i++) {
            double wide, high;
            if (diagram_extent(&pg->diagrams[i], &wide, &high)) {
                filled = filled || l.cell * wide >= l.colw - 1;
            }
        }
        if (nd == 0 ? l.text <= body.h : l.rowh >= body.h / 3 || filled) {
            break;
        }
    }
    *out = l;
}

static int text_page_parts(const App *app, const HelpPage *pg)
{
    HelpTextLayout l;
    ui_help_text_layout(app, pg, &l);
    return l.parts;
}

/* The part-th part of a text page; the text's size when another part follows, else 0. */
static int draw_text_page(const App *app, const HelpPage *pg, int part)
{
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    HelpTextLayout l;
    ui_help_text_layout(app, pg, &l);
    LayoutRect body = l.body;
    int y = body.y;
    for (int i = 0; i < HELP_MAX_TEXT && pg->text[i] != S_COUNT; i++) {
        if (l.part[i] != part) {
            continue;
        }
        y += text_draw_wrapped(a, FACE_REGULAR, l.px, i18n_text(lang, pg->text[i]), body.x, y,
                               body.w, ui_colour(COLOUR_TEXT)) +
             l.px / 2;
    }
    y += ui_px(app, 6);
    int top = l.dpart >= 0 ? body.y : y, rowh = 0;
    for (int i = 0; i < l.ndiagrams; i++) {
        const HelpDiagram *d = &pg->diagrams[i];
        if (l.dpart >= 0 && l.dpart + i != part) {
            continue; /* beside the board: this screen's diagram alone */
        }
        int x = body.x + (i % l.per_row) * (l.colw + l.gap);
        if (i % l.per_row == 0) {
            /* A new row, as high as its tallest board: captions right under the boards. */
            top += i > 0 && l.dpart < 0 ? rowh + l.caps + ui_px(app, 6) + l.gap : 0;
            rowh = 0;
            for (int k = i; k < l.ndiagrams && k < i + l.per_row; k++) {
                double wide, high;
                if (diagram_extent(&pg->diagrams[k], &wide, &high)) {
                    rowh = (int)ceil(l.cell * high) > rowh ? (int)ceil(l.cell * high) : rowh;
                }
            }
        }
        Board b;
        Pos p;
        RuleVerdict v;
        double wide, high;
        if (!help_diagram_judge(d, &b, &p, &v) || !diagram_extent(d, &wide, &high) ||
            l.cell * high < ui_px(app, 40)) {
            continue;
        }
        int x0, y0, x1, y1; /* the room for two-digit row numbers is on the left */
        help_diagram_window(&b, p, &x0, &y0, &x1, &y1);
        double left = (l.colw - l.cell * wide) / 2 + l.cell * (wide - (x1 - x0 + 1.9));
        draw_diagram_board(app, &b, p, v, x + (int)lround(left), top, l.cell);
        char line[200];
        UiColour colour;
        verdict_line(app, d, v, line, sizeof line, &colour);
        int cy = top + rowh + ui_px(app, 6);
        cy += text_draw_wrapped(a, FACE_BOLD, l.cpx, line, x, cy, l.colw, ui_colour(colour)) +
              ui_px(app, 4);
        text_draw_wrapped(a, FACE_REGULAR, l.cpx, i18n_text(lang, d->caption), x, cy, l.colw,
                          ui_colour(COLOUR_DIM));
    }
    return part < l.parts - 1 ? l.px : 0;
}

void ui_draw_help(const App *app)
{
    if (!app->show_help) {
        return;
    }
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    LayoutRect d = help_rect(app);
    if (ui_help_beside_board(app)) { /* the board and the clocks stay as they are */
        const LayoutRect *p = &app->layout.panel;
        ui_fill(app->ren, p->x, d.y, p->w, p->y + p->h - d.y, ui_colour(COLOUR_SHADE));
    } else {
        ui_fill(app->ren, 0, 0, app->layout.win_w, app->layout.win_h, ui_colour(COLOUR_SHADE));
    }
    ui_card(app->ren, d, ui_px(app, 14), ui_colour(COLOUR_CARD));
    int pad = help_pad(app);
    if (title_h(app) > 0) {
        text_draw(a, FACE_BOLD, ui_px(app, 22), i18n_text(lang, S_HELP_TITLE), d.x + pad, d.y + pad,
                  ui_colour(COLOUR_TEXT), 0);
    }
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id == W_HELP_PAGE) {
            ui_draw_widget(app, &app->widgets[i]);
        }
    }
    const HelpPage *pages;
    int n = help_pages(&pages);
    const HelpPage *pg = &pages[app->help_page >= 0 && app->help_page < n ? app->help_page : 0];
    int parts = help_parts(app, app->help_page), part = shown_part(app, parts);
    LayoutRect body = body_rect(app);
    int px = pg->kind == HELP_KEYS ? draw_keys(app, body, part) : draw_text_page(app, pg, part);
    if (px > 0) { /* the page goes on: said at its foot, on the right */
        text_draw(a, FACE_BOLD, px, i18n_text(lang, S_HELP_MORE), body.x + body.w,
                  body.y + body.h - more_h(app, px) + px / 2, ui_colour(COLOUR_ACCENT), 2);
    }
    char foot[240], of[32] = "";
    if (parts > 1) {
        snprintf(of, sizeof of, " (%d/%d)", part + 1, parts);
    }
    text_format(foot, sizeof foot, "%d / %d%s · %s", app->help_page + 1, n, of,
                i18n_text(lang, S_HELP_PAGES));
    int fw = 0, fh = 0;
    text_size(a, FACE_REGULAR, ui_font(app, 13), foot, &fw, &fh);
    if (fw > d.w - 2 * pad) { /* beside the board: the page's number, Esc */
        snprintf(foot, sizeof foot, "%d / %d%s · Esc, F1", app->help_page + 1, n, of);
    }
    text_draw(a, FACE_REGULAR, ui_font(app, 13), foot, d.x + d.w / 2,
              d.y + d.h - pad / 2 - ui_font(app, 22), ui_colour(COLOUR_DIM), 1);
}
