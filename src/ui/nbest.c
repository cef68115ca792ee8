/* Renju - MIT licence, see LICENSE.
 *
 * The N-best view (controller_nbest): the analysis' best moves of the shown position,
 * each with the mover's chance to win and its expected line. On the board each is a
 * blue disc with that chance in it ("73%"): no stone, no move number and no letter, so it
 * never reads as a stone, the analysis line or the opening's lettered proposals; the best
 * is ringed; on a letter the disc is a ring round it and the chance stands small beside
 * it. In the panel, above the graph, one row each: rank, point, the mover's chance
 * as on its disc (i18n_eval_mover, the window's wording), its depth and raw score
 * (status_nbest_figures) and the line.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

/* The analysis of the shown position, when the view is on and it has one. */
static const AiInfo *shown_analysis(const App *app)
{
    const AiInfo *in = controller_shown_analysis(app->ctl);
    return app->ctl->nbest > 0 && in && in->depth > 0 ? in : NULL;
}

static Pos best_move(const AiInfo *in, int k, int *score, const Pos **line, int *nline)
{
    if (in->nbest > 0) {
        *score = in->best_scores[k];
        *line = in->best_lines[k];
        *nline = in->best_nline[k];
        return in->best_moves[k];
    }
    *score = in->score;
    *line = in->pv;
    *nline = in->npv;
    return in->best;
}

bool ui_nbest_shown(const App *app) { return shown_analysis(app) != NULL; }

/* The room a row's verdict has in a card w wide (after the rank and the point). */
static int verdict_room(const App *app, int w) { return w - 2 * ui_px(app, 8) - ui_font(app, 58); }

/* Does verdict ev wrap onto a second row in a card w wide (even at its least size)? */
static bool verdict_wraps(const App *app, const char *ev, int w)
{
    int ew, eh;
    text_size(app->assets, FACE_REGULAR, ui_font(app, 11), ev, &ew, &eh);
    return ew > verdict_room(app, w);
}

int ui_nbest_rows(const App *app, int w, int n)
{
    const AiInfo *in = shown_analysis(app);
    int found = in ? status_nbest_found(in) : 0;
    int rows = n;
    for (int k = 0; k < found && k < n; k++) {
        int score, nline;
        const Pos *line;
        best_move(in, k, &score, &line, &nline);
        char ev[96];
        i18n_eval_mover(app->settings.lang, score, app->ctl->board.to_move, ev, sizeof ev);
        rows += verdict_wraps(app, ev, w);
    }
    return rows;
}

void ui_nbest_draw_board(const App *app)
{
    const AiInfo *in = shown_analysis(app);
    if (!in) {
        return;
    }
    const Layout *l = &app->layout;
    const Board *b = &app->ctl->board;
    Assets *a = app->assets;
    int n = status_nbest_found(in);
    int fpx = (int)lround(l->cell * 0.30);
    for (int k = n - 1; k >= 0; k--) {
        int score, nline;
        const Pos *line;
        Pos p = best_move(in, k, &score, &line, &nline);
        if (p < 0 || !board_on(b, p) || board_at(b, p) != STONE_EMPTY) {
            continue;
        }
        double cx, cy;
        layout_cell_center(l, p, &cx, &cy);
        /* Deeper blue for the better moves. */
        Uint8 shade = (Uint8)(k * 28 > 90 ? 90 : k * 28);
        SDL_Color disc = ui_colour(COLOUR_NBEST);
        disc.r = (Uint8)(disc.r + shade);
        disc.g = (Uint8)(disc.g + shade);
        disc.b = (Uint8)(disc.b + shade / 2);
        /* On a letter (the board's, a library's label) a ring round it, so both read. */
        bool text = ui_board_text_at(app, p);
        assets_draw_sprite(a, text ? SPRITE_RING : SPRITE_DOT, cx, cy, l->cell * 0.86, disc,
                           text     ? 255
                           : k == 0 ? 235
                                    : 200);
        if (k == 0) {
            assets_draw_sprite(a, SPRITE_RING, cx, cy, l->cell * 0.92, ui_colour(COLOUR_WHITE),
                               255);
        }
        char t[8];
        snprintf(t, sizeof t, "%d%%", ai_win_percent(score));
        if (text) {
            ui_board_side_tag(app, cx, cy, t); /* the disc over the letter once hid it */
            continue;
        }
        int tw, th;
        text_size(a, FACE_BOLD, fpx, t, &tw, &th);
        int px = tw > l->cell * 0.8 ? (int)lround(fpx * 0.8) : fpx; /* "100%" */
        text_size(a, FACE_BOLD, px, t, &tw, &th);
        text_draw(a, FACE_BOLD, px, t, (int)lround(cx), (int)lround(cy - th / 2.0),
                  ui_colour(COLOUR_WHITE), 1);
    }
}

/* A best move's figures after its verdict ev, wrapped in eroom onto `shown` rows (the last
 * at y): after that row's words (and the "…" a cut adds), when they fit before right; else
 * left out (a proof's length is in its verdict's words too). */
static void figures_after_wrap(const App *app, const char *ev, int eroom, const char *figures,
                               int shown, int x, int y, int right)
{
    Assets *a = app->assets;
    int least = ui_font(app, 11), lw, lh, fw, fh;
    size_t starts[8];
    int lines = text_wrapped_lines(a, FACE_REGULAR, least, ev, eroom, starts, 8);
    if (lines < shown || lines > 8) {
        return;
    }
    size_t from = starts[shown - 1], to = shown < lines ? starts[shown] : strlen(ev);
    char last[128];
    snprintf(last, sizeof last, "%.*s%s", (int)(to - from), ev + from, shown < lines ? "…" : "");
    text_size(a, FACE_REGULAR, least, last, &lw, &lh);
    text_size(a, FACE_REGULAR, least, figures, &fw, &fh);
    int fx = x + lw + ui_px(app, 10);
    if (fx + fw <= right) {
        text_draw(a, FACE_REGULAR, least, figures, fx, y, ui_colour(COLOUR_TEXT), 0);
    }
}

/* The count's segments: each this wide, and as wide as all of them with their gaps. */
static int count_w(const App *app) { return ui_button_width_for(app, "5", ""); }
static int counts_w(const App *app)
{
    return (CTL_NBEST_MAX - CTL_NBEST_MIN + 1) * (count_w(app) + ui_px(app, 4)) - ui_px(app, 4);
}

/* The card's title into buf. While the search goes on the message says "Analysing" (a
 * "… " before the title read as its beginning cut off). */
static void title_of(const App *app, char *buf, size_t cap)
{
    text_format(buf, cap, "%s", i18n_text(app->settings.lang, S_NBEST));
}

/* The room the title has left of the count's segments in a card r wide. */
static int title_room(const App *app, int w)
{
    return w - 2 * ui_px(app, 8) - counts_w(app) - ui_px(app, 6);
}

void ui_nbest_build(App *app)
{
    static const char *const NUM[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
    _Static_assert(CTL_NBEST_MAX < 10, "a count is one digit");
    LayoutRect r = ui_nbest_rect(app);
    char title[96];
    title_of(app, title, sizeof title);
    int tw, th;
    text_size(app->assets, FACE_BOLD, ui_font(app, 11), title, &tw, &th);
    if (r.h <= 0 || tw > title_room(app, r.w)) {
        return; /* a narrow card (beside the graph) keeps its title: J's count stays */
    }
    int w = count_w(app), h = ui_nbest_row_h(app);
    int x = r.x + r.w - ui_px(app, 8) - counts_w(app);
    for (int n = CTL_NBEST_MIN; n <= CTL_NBEST_MAX; n++, x += w + ui_px(app, 4)) {
        Widget *wd = ui_add_widget(app, W_NBEST_COUNT, n, WK_SEGMENT,
                                   (LayoutRect){x, r.y + ui_px(app, 3), w, h}, NUM[n]);
        if (wd) {
            wd->active = n == app->ctl->nbest;
            wd->enabled = ui_has_ai(app);
        }
    }
}

void ui_nbest_draw_panel(const App *app)
{
    LayoutRect r = ui_nbest_rect(app);
    if (r.h <= 0) {
        return;
    }
    const Controller *c = app->ctl;
    Assets *a = app->assets;
    Lang lang = app->settings.lang;
    UiBox box = ui_box_card(app, r);
    int pad = box.pad, rh = box.rh, fpx = box.fpx;
    int y = r.y + ui_px(app, 3);
    char title[96];
    title_of(app, title, sizeof title);
    int room = r.w - 2 * pad; /* left of the count's segments, when the card has them */
    for (int i = 0; i < app->nwidgets; i++) {
        if (app->widgets[i].id == W_NBEST_COUNT) {
            ui_draw_widget(app, &app->widgets[i]); /* on the card */
            room = title_room(app, r.w);
        }
    }
    int tpx = text_fit(a, FACE_BOLD, fpx, ui_font(app, 11), title, room);
    text_draw(a, FACE_BOLD, tpx, title, r.x + pad, y, ui_colour(COLOUR_DIM), 0);
    const AiInfo *in = shown_analysis(app);
    int n = in ? status_nbest_found(in) : 0;
    /* The rows beyond one a move: a verdict wraps onto one of them, never onto the row of
     * a move still to come (audit 28, item 9: the third move went under the second's). */
    int spare = (r.y + r.h - y) / rh - 1 - (n < c->nbest ? n : c->nbest);
    for (int k = 0; k < n && y + 2 * rh <= r.y + r.h; k++) {
        y += rh;
        int score, nline;
        const Pos *line;
        Pos p = best_move(in, k, &score, &line, &nline);
        char pt[8], ev[96], row[256];
        board_format_point(p, pt, sizeof pt);
        i18n_eval_mover(lang, score, c->board.to_move, ev, sizeof ev); /* as the disc */
        snprintf(row, sizeof row, "%d. %s", k + 1, pt);
        int x = r.x + pad;
        text_draw(a, FACE_BOLD, fpx, row, x, y, ui_colour(COLOUR_NBEST_TEXT), 0);
        x += ui_font(app, 58);
        /* The row's figures, an analyst's (its depth, raw score: audit34c B1), whole or
         * not at all, after the verdict. */
        char figures[64];
        int fw = 0, fh = 0;
        if (status_nbest_figures(in, k, lang, figures, sizeof figures) > 0) {
            text_size(a, FACE_REGULAR, fpx, figures, &fw, &fh);
        }
        /* The verdict in the row's room (what the figures leave of it, but never less than
         * the verdict whole: the figures give way): smaller down to the least size, then
         * cut after a whole word with "…" (Ukrainian's "Чорні виграють (за пошуком)" once
         * ran out of a card beside the graph, under it). */
        int eroom = verdict_room(app, r.w), least = ui_font(app, 11), ew, eh, gap = ui_px(app, 10);
        text_size(a, FACE_REGULAR, least, ev, &ew, &eh);
        int vroom = fw > 0 && ew + gap + fw <= eroom ? eroom - fw - gap : eroom;
        fw = ew <= eroom && vroom == eroom ? 0 : fw; /* whole, and no room beside it */
        if (ew <= vroom) {
            int epx = text_fit(a, FACE_REGULAR, fpx, least, ev, vroom);
            x += text_draw(a, FACE_REGULAR, epx, ev, x, y, ui_colour(COLOUR_TEXT), 0) + gap;
        } else { /* wrapped, on a second row when the card has one (audit 24 B2:
                  * Bulgarian's "Белите печелят (форсирано, за 1 ход)" read "Белите…") */
            bool two = y + 2 * rh <= r.y + r.h && spare-- > 0;
            int used = text_draw_wrapped_clip(a, FACE_REGULAR, least, ev, x, y, vroom,
                                              two ? 2 * eh : eh, ui_colour(COLOUR_TEXT));
            int shown = used > eh ? 2 : 1;
            if (fw > 0) {
                figures_after_wrap(app, ev, vroom, figures, shown, x, y + (shown - 1) * eh,
                                   r.x + r.w - pad);
            }
            y += used > eh ? rh : 0;
            continue; /* no room for the line after it */
        }
        if (fw > 0) {
            if (x + fw > r.x + r.w - pad) {
                continue; /* no room for the line either */
            }
            x += text_draw(a, FACE_REGULAR, fpx, figures, x, y, ui_colour(COLOUR_TEXT), 0) + gap;
        }
        /* The line after the move, as much of it as fits. */
        size_t len = 0;
        row[0] = '\0';
        for (int i = 1; i < nline; i++) {
            char step[8];
            board_format_point(line[i], step, sizeof step);
            int wrote = snprintf(row + len, sizeof row - len, "%s%s", len ? " " : "", step);
            int tw, th;
            text_size(a, FACE_REGULAR, fpx, row, &tw, &th);
            if (wrote < 0 || len + (size_t)wrote >= sizeof row || x + tw > r.x + r.w - pad) {
                row[len] = '\0'; /* the step does not fit: the line ends before it */
                break;
            }
            len += (size_t)wrote;
        }
        text_draw(a, FACE_REGULAR, fpx, row, x, y, ui_colour(COLOUR_DIM), 0);
    }
    /* Fewer than asked: said, not silently fewer rows. */
    char note[128];
    if (status_nbest_note(c, lang, note, sizeof note) && y + 2 * rh <= r.y + r.h) {
        int least = ui_font(app, 11), tw, th;
        text_size(a, FACE_REGULAR, least, note, &tw, &th);
        if (tw <= r.w - 2 * pad) {
            int npx = text_fit(a, FACE_REGULAR, fpx, least, note, r.w - 2 * pad);
            text_draw(a, FACE_REGULAR, npx, note, r.x + pad, y + rh, ui_colour(COLOUR_DIM), 0);
        } else { /* a narrow box (beside the graph): in the rows it has left */
            text_draw_wrapped_clip(a, FACE_REGULAR, least, note, r.x + pad, y + rh, r.w - 2 * pad,
                                   r.y + r.h - y - rh, ui_colour(COLOUR_DIM));
        }
    }
}
