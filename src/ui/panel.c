/* Renju - MIT licence, see LICENSE.
 *
 * The widgets of the side panel and of the dialogs, rebuilt from the state before every
 * frame. One list serves both drawing and hit testing, so what a player sees is exactly
 * what a click hits. Positions depend on the layout, the language (its words decide two
 * or three button columns, a wider column for longer words, and the dialogs' label
 * column) and the status card's height (a clock, a variant's line, lasting marks), never
 * on the moves, so buttons do not jump while a game goes on. On a clock, Undo and Redo
 * (which never work there) and Analyse ∞ leave the grid, and an opening rule or a clock
 * drops the toggles' keys where that saves a row: the move list and the boxes under it
 * take the room; a game reviewed (finished, or a loaded record played over) drops the
 * buttons of play (Hint, Pass, Resign, Offer draw) for rows of moves. Toggles one a row
 * leave Turn and Mirror a column on their right, so every button is there in every
 * language. Ctrl+H (or a click on their title row) folds the buttons and the toggles
 * away: the move list takes their rows, their keys work.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

int ui_px(const App *app, double v) { return (int)lround(v * app->layout.scale); }

int ui_font(const App *app, double v) { return layout_text_px(&app->layout, v); }

int ui_px_grown(const App *app, double v)
{
    return (int)lround(v * app->layout.scale * app->layout.ui_fit / 100.0);
}

bool ui_has_ai(const App *app) { return app->ai != NULL; }

/* Panel rows, from the top, in unscaled pixels: the header, the status card, the
 * buttons' title row (their fold, Ctrl+H), the buttons under it, the three toggles (the
 * window's settings), the message (three lines) and in the opening the prompt row of its
 * decisions, then the move list. The buttons stay where they are all game long; only the
 * move list gives the prompt row its room. Folded, the buttons and the toggles leave
 * their title row alone, and the move list takes their rows (their keys work). */
enum {
    PANEL_PAD = 20,
    PANEL_HEADER_H = 64,
    PANEL_CARD_H = 100, /* the status card, as render.c draws it */
    PANEL_FOLD_H = 16,  /* the buttons' title row, 1 px under the card */
    PANEL_FOLD_GAP = 2, /* under it */
    PANEL_MSG_H = 62,
    PANEL_BUTTON_H = 34,
    PANEL_GAP = 6,
    PANEL_TOGGLE_H = 26,
    PANEL_NTOGGLES = 3, /* forbidden points, move numbers, light colours */
    PANEL_FOOTER_H = 8,
    PANEL_LIST_HEADER_H = 26,
    PANEL_PROMPT_H = 42,      /* the opening's decisions; only in games with an opening rule */
    PANEL_LIST_ROOMY_ROWS = 5 /* rows of moves the buttons' grid leaves when it can */
};

/* Height of the opening's prompt row: there while the opening goes on; once it is over
 * the row gives its height to the move list (and takes it back if undo returns into the
 * opening). */
static int prompt_row_h(const App *app)
{
    const Controller *c = app->ctl;
    return c->game.opening != OPENING_FREE && game_in_opening(&c->game) ? PANEL_PROMPT_H : 0;
}

/* Twelve: the grids of two, three and four columns are full (the infinite analysis took
 * the cell eleven left free, so it costs no row). */
enum { PANEL_NBUTTONS = 12 };

static int rows_of(int n, int cols) { return (n + cols - 1) / cols; }

/* The buttons (the grids' orders below keep pairs side by side: Undo next to Redo, Pass
 * next to Resign). */
/* clang-format off */
static const struct {
    WidgetId id;
    StrId label;
} BUTTONS[PANEL_NBUTTONS] = {
    {W_NEW_GAME, S_NEW_GAME}, {W_HINT, S_HINT},         {W_UNDO, S_UNDO},
    {W_REDO, S_REDO},         {W_PASS, S_PASS},         {W_RESIGN, S_RESIGN},
    {W_DRAW, S_OFFER_DRAW},   {W_ANALYSE, S_ANALYSE},   {W_FILES, S_FILES},
    {W_HELP, S_HELP},         {W_STUDY, S_STUDY},       {W_LIVE, S_ANALYSE_LIVE}};
/* clang-format on */

/* Is a game reviewed: finished, or a loaded record played over (study, V plays on)? */
static bool reviewing(const App *app) { return game_over(&app->ctl->game) || app->ctl->studying; }

/* Are the buttons and the toggles folded under their title row (Ctrl+H)? */
static bool folded(const App *app) { return !app->settings.show_buttons; }

/* Is button b of BUTTONS in the grid? Undo and Redo are not in a game on a clock, where
 * they never work (U and R say why), nor Analyse without a limit, a tool for study more
 * than for a timed game (Z still turns it on): the grid keeps three full rows, and the
 * row saved goes to the move list and its boxes. A game reviewed (finished, or a loaded
 * record played over) has little use for Hint, Pass, Resign and Offer draw (their keys
 * still work, or say why not): the rows they free go to the move list, the comment and
 * the graph. */
static bool button_shown(const App *app, int b)
{
    WidgetId id = BUTTONS[b].id;
    if ((id == W_HINT || id == W_PASS || id == W_RESIGN || id == W_DRAW) && reviewing(app)) {
        return false;
    }
    /* A finished game on a clock keeps the clock's grid (U and R work there): the list
     * keeps the rows it had while the game ran. */
    return !((id == W_UNDO || id == W_REDO || id == W_LIVE) && controller_timed(app->ctl));
}

static int buttons_shown(const App *app)
{
    int n = 0;
    for (int b = 0; b < PANEL_NBUTTONS; b++) {
        n += button_shown(app, b);
    }
    return n;
}

int ui_button_label_room(const App *app, int w, const char *key, int *key_w)
{
    int kw = 0, kh = 0;
    if (key && key[0]) {
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), key, &kw, &kh);
    }
    if (key_w) {
        *key_w = kw;
    }
    return w - 2 * ui_px(app, UI_BUTTON_SIDE) - (kw ? kw + ui_px(app, 8) : 0);
}

UiFrame ui_panel_frame(const App *app)
{
    const LayoutRect *p = &app->layout.panel;
    UiFrame f;
    f.x = p->x + ui_px(app, 20);
    f.w = p->w - 2 * ui_px(app, 20);
    f.top = p->y + ui_px(app, 20);
    f.gap = ui_px(app, 6);
    f.bh = ui_px(app, 32);
    return f;
}

int ui_lang_button_w(const App *app)
{
    char key[16];
    keymap_label(CTL_CMD_LANGUAGE, false, key, sizeof key);
    int w = 0;
    for (int l = 0; l < LANG_COUNT; l++) { /* the widest: the corner stays put */
        int lw = ui_button_width_for(app, i18n_lang_short((Lang)l), key);
        w = lw > w ? lw : w;
    }
    return w;
}

int ui_button_width_for(const App *app, const char *label, const char *key)
{
    int tw, th;
    text_size(app->assets, FACE_REGULAR, ui_font(app, UI_LABEL_PX), label, &tw, &th);
    int room = ui_button_label_room(app, 0, key, NULL);
    return tw - room + 1;
}

/* Does a button bw wide keep label and its command's key beside it, the label at its
 * full size (in bold when lit, as it is drawn)? */
static bool key_fits(const App *app, WidgetId id, const char *label, int bw, bool lit)
{
    char key[16] = "";
    keymap_label(ui_widget_command(id), false, key, sizeof key);
    int tw, th;
    text_size(app->assets, lit ? FACE_BOLD : FACE_REGULAR, ui_font(app, UI_LABEL_PX), label, &tw,
              &th);
    return tw <= ui_button_label_room(app, bw, key, NULL);
}

/* Is a button bh high tall enough for its words and key under them, as ui_draw_widget
 * lays them? Where it is not (the largest interface: "Файли" and "Навчання" once lost
 * Ctrl+O and W, audit 33a, C10), the key stays beside the words, which shrink for it
 * (grid_widths gave each column room for its smallest words and key). */
static bool key_under_fits(const App *app, const char *key, int bh)
{
    int tw, th, kw, kh;
    text_size(app->assets, FACE_REGULAR, ui_font(app, UI_LABEL_PX), "Ag", &tw, &th);
    text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), key[0] ? key : "Ag", &kw, &kh);
    return (th + kh) * 4 / 5 <= bh;
}

/* The grid's order of BUTTONS in cols columns (2, 3, 4): each keeps pairs side by side
 * (Undo next to Redo, Pass next to Resign). On a clock, where Undo, Redo and Analyse ∞
 * are not in it, three columns keep New game above the hint (and Move now, in its
 * place), the widest words after Offer draw's, in one column: "Новая игра", "Ходи
 * сейчас" and "Предлагаю ничью" in three took the grid down to two columns at 800x500. */
static const int *grid_order(const App *app, int cols)
{
    static const int ORDER2[PANEL_NBUTTONS] = {0, 1, 2, 3, 4, 5, 6, 9, 8, 7, 10, 11};
    static const int ORDER3[PANEL_NBUTTONS] = {0, 2, 3, 1, 7, 4, 5, 6, 8, 10, 9, 11};
    static const int ORDER3_CLOCK[PANEL_NBUTTONS] = {0, 7, 8, 1, 4, 5, 10, 6, 9, 2, 3, 11};
    static const int ORDER4[PANEL_NBUTTONS] = {0, 2, 3, 1, 7, 4, 5, 6, 8, 9, 10, 11};
    return cols == 4                                 ? ORDER4
           : cols == 3 && controller_timed(app->ctl) ? ORDER3_CLOCK
           : cols == 3                               ? ORDER3
                                                     : ORDER2;
}

/* What button b of BUTTONS needs across with its label at px: its words, its sides and,
 * with keys, its key beside them. The words in bold on a button that lights
 * up (Analyse, Analyse ∞; New game once the game is over), as it draws them; the hint's
 * button the wider of its words and Move now's, which take its place while the computer
 * thinks on its move. */
static int button_need(const App *app, int b, bool keys, int px)
{
    int need = 0;
    for (int now = 0; now < 2; now++) {
        WidgetId id = now ? W_MOVE_NOW : BUTTONS[b].id;
        if (now && BUTTONS[b].id != W_HINT) {
            break;
        }
        bool lit = id == W_ANALYSE || id == W_LIVE ||
                   (id == W_NEW_GAME && game_over(&app->ctl->game));
        char key[16] = "";
        if (keys) {
            keymap_label(ui_widget_command(id), false, key, sizeof key);
        }
        int tw, th;
        text_size(app->assets, lit ? FACE_BOLD : FACE_REGULAR, ui_font(app, px),
                  i18n_text(app->settings.lang, now ? S_MOVE_NOW : BUTTONS[b].label), &tw, &th);
        int n = tw - ui_button_label_room(app, 0, key, NULL);
        need = n > need ? n : need;
    }
    return need;
}

/* The widths of a grid of cols columns of the buttons shown, into cw: an equal share
 * each where every button keeps its words (and, with keys, its key beside them) in one;
 * else, when uneven, each column what its widest words need and an equal share of the
 * rest, so that a language's longer words ("Пропоную нічию", "Предлагаю ничью") widen
 * their column rather than take the grid down to two columns and the move list its rows
 * (they did at 1024x640 and 800x500). The words at their full size where that holds them
 * (else one button's words shrink beside its neighbours': "Файли…" before Ctrl+O at
 * 1024x640 in Ukrainian), else at their smallest. False, the shares equal, when neither
 * holds them. */
static bool grid_widths(const App *app, int cols, bool keys, bool uneven, int *cw)
{
    int total = app->layout.panel.w - 2 * ui_px(app, PANEL_PAD) -
                (cols - 1) * ui_px(app, PANEL_GAP);
    const int *order = grid_order(app, cols);
    int full_need[4] = {0, 0, 0, 0}, full_sum = total + 1;
    for (int full = 1; full >= 0; full--) {
        int need[4] = {0, 0, 0, 0};
        for (int k = 0, i = 0; k < PANEL_NBUTTONS; k++) {
            if (button_shown(app, order[k])) {
                int n = button_need(app, order[k], keys, full ? UI_LABEL_PX : UI_LABEL_MIN_PX);
                need[i % cols] = n > need[i % cols] ? n : need[i % cols];
                i++;
            }
        }
        int sum = 0;
        bool equal = true;
        for (int c = 0; c < cols; c++) {
            sum += need[c];
            equal = equal && need[c] <= total / cols;
        }
        if (equal && !full && full_sum <= total) {
            /* Equal shares hold the smaller words, uneven ones the full-size words with
             * their keys: those (audit 30 C5: Russian's "Новая игра" was a pixel short of its
             * share at 1920x1080, its key under it). The same columns either way. */
            for (int c = 0; c < cols; c++) {
                cw[c] = full_need[c] + (total - full_sum) / cols;
            }
            return true;
        }
        if (equal || (uneven && sum <= total)) {
            for (int c = 0; c < cols; c++) {
                cw[c] = equal ? total / cols : need[c] + (total - sum) / cols;
            }
            return true;
        }
        if (full) {
            memcpy(full_need, need, sizeof need);
            full_sum = sum;
        }
    }
    for (int c = 0; c < cols; c++) {
        cw[c] = total / cols;
    }
    return false;
}

static int buttons_top(const App *app);

/* The toggles: the window's settings a key also switches. */
static const struct {
    WidgetId id;
    StrId label;
} TOGGLES[PANEL_NTOGGLES] = {{W_TOGGLE_FORBIDDEN, S_SHOW_FORBIDDEN},
                             {W_TOGGLE_NUMBERS, S_SHOW_NUMBERS},
                             {W_TOGGLE_THEME, S_LIGHT_COLOURS}};

/* A toggle's words: the theme's names the colours in effect past the first ("Light colours",
 * "High contrast"; the dark ones: "Light colours", unticked). */
static const char *toggle_label(const App *app, int t)
{
    StrId s = TOGGLES[t].label;
    if (TOGGLES[t].id == W_TOGGLE_THEME && app->settings.theme == THEME_CONTRAST) {
        s = S_HIGH_CONTRAST;
    }
    return i18n_text(app->settings.lang, s);
}

/* Does every toggle keep its words (and, with keys, the key's hint) in a column colw wide? */
static bool toggles_fit_in(const App *app, int colw, bool keys)
{
    for (int t = 0; t < PANEL_NTOGGLES; t++) {
        char key[16];
        keymap_label(ui_widget_command(TOGGLES[t].id), false, key, sizeof key);
        int lw, lh, kw, kh;
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_LABEL_PX), toggle_label(app, t), &lw,
                  &lh);
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), key, &kw, &kh);
        /* As ui_draw_widget lays a toggle out: box, words, key. */
        if (ui_px(app, 18 + 10) + lw + (keys ? ui_px(app, 8) + kw : 0) + ui_px(app, 10) > colw) {
            return false;
        }
    }
    return true;
}

/* Columns of toggles that each keep their words (and, with keys, the key's hint) in a
 * column. */
static int toggle_cols_for(const App *app, bool keys)
{
    int w = app->layout.panel.w - 2 * ui_px(app, PANEL_PAD);
    for (int cols = PANEL_NTOGGLES; cols > 1; cols--) {
        if (toggles_fit_in(app, (w - (cols - 1) * ui_px(app, 16)) / cols, keys)) {
            return cols;
        }
    }
    return 1;
}

/* The toggles side by side where each keeps its words and key in a column (a wide
 * panel: the rows they free go to the move list and its boxes), else one a row. In the
 * panels an opening rule or a clock makes short, without the keys' hints (the help lists
 * them) when that saves a row: the move list and its boxes take it. *keys says whether
 * they show their keys. */
static int toggle_cols(const App *app, bool *keys)
{
    const Controller *c = app->ctl;
    int cols = toggle_cols_for(app, true);
    *keys = true;
    if (c->game.opening != OPENING_FREE || controller_timed(c)) {
        int bare = toggle_cols_for(app, false);
        if (rows_of(PANEL_NTOGGLES, bare) < rows_of(PANEL_NTOGGLES, cols)) {
            *keys = false;
            return bare;
        }
    }
    return cols;
}

/* Turn and Mirror (Ctrl+R, Ctrl+M), each with its key as every button with a key has. */
static const struct {
    WidgetId id;
    StrId label;
    const char *glyph;
} TURNS[2] = {{W_ROTATE, S_ROTATE, "↻"}, {W_MIRROR, S_MIRROR, "⇆"}};

/* How the two fit a room of width room: form 0 glyph and words ("⇆ Mirror"), 1 the
 * words, 2 the glyph, each with the key, at the smallest label size; in halves of the
 * room, or each as wide as it needs (need). Forms up to last are tried, in that order:
 * glyph and words in halves, so by need, the words by need, the glyphs in halves. */
typedef struct TurnFit {
    int form;
    bool halves;
    int need[2];
} TurnFit;

/* What Turn (i 0) and Mirror (1) need in each form: sides, words and key. */
static void turn_needs(const App *app, int need[3][2])
{
    for (int i = 0; i < 2; i++) {
        char key[16];
        keymap_label(ui_widget_command(TURNS[i].id), false, key, sizeof key);
        int sides = -ui_button_label_room(app, 0, key, NULL); /* sides and key */
        const char *full = i18n_text(app->settings.lang, TURNS[i].label);
        const char *space = strchr(full, ' ');
        const char *form[3] = {full, space ? space + 1 : full, TURNS[i].glyph};
        for (int f = 0; f < 3; f++) {
            int lw, lh;
            text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), form[f], &lw, &lh);
            need[f][i] = sides + lw;
        }
    }
}

static bool turn_fit(const App *app, int room, int last, TurnFit *fit)
{
    int gap = ui_px(app, 8);
    int need[3][2];
    turn_needs(app, need);
    int half = (room - gap) / 2;
    for (int f = 0; f <= last && f < 3; f++) {
        bool halves = need[f][0] <= half && need[f][1] <= half;
        if (halves || (f < 2 && need[f][0] + need[f][1] + gap <= room)) {
            fit->form = f;
            fit->halves = halves || f == 2;
            memcpy(fit->need, need[f], sizeof fit->need);
            return true;
        }
    }
    return false;
}

/* Turn and Mirror one above the other right of toggles that stand one a row (the words
 * of Ukrainian, Russian and Bulgarian toggles): the column as wide as the wider of the
 * two needs, in the first form that leaves the toggles their words (and keys, with keys)
 * in the rest: glyph, words and key (0), words and key (1), the words with the key under
 * them (3: a small panel, where the key beside the words leaves the toggles too little;
 * the two then share the height of the three toggle rows). Its width, or 0 where none
 * does; *form the form. */
static int turn_side_w(const App *app, bool keys, int *form)
{
    int w = app->layout.panel.w - 2 * ui_px(app, PANEL_PAD);
    int need[3][2];
    turn_needs(app, need);
    for (int f = 0; f < 3; f++) {
        int rw = need[f % 2][0] > need[f % 2][1] ? need[f % 2][0] : need[f % 2][1];
        if (f == 2) { /* the words of form 1 over the key: the wider of the two */
            int words = 0;
            for (int i = 0; i < 2; i++) {
                char key[16];
                keymap_label(ui_widget_command(TURNS[i].id), false, key, sizeof key);
                int kw = 0, kh = 0;
                text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), key, &kw, &kh);
                int bare = need[1][i] - (ui_button_label_room(app, 0, NULL, NULL) -
                                         ui_button_label_room(app, 0, key, NULL));
                int under = kw - ui_button_label_room(app, 0, NULL, NULL);
                bare = bare > under ? bare : under;
                words = bare > words ? bare : words;
            }
            rw = words;
        }
        if (toggles_fit_in(app, w - rw - ui_px(app, 16), keys)) {
            if (form) {
                *form = f == 2 ? 3 : f;
            }
            return rw;
        }
    }
    return 0;
}

/* Where Turn and Mirror go: 0 nowhere (three toggles a row, a wide panel: their keys do
 * it, the help lists them), 1 the toggles' free slot (two columns of three toggles) when it
 * holds them with words and keys, 2 a row of their own under the toggles, 3 a column right
 * of toggles that stand one a row (turn_side_w), which costs no row. *tw_out: the
 * toggles' column width. */
static int turn_place(const App *app, int *tw_out)
{
    bool keys;
    int tcols = toggle_cols(app, &keys);
    int w = app->layout.panel.w - 2 * ui_px(app, PANEL_PAD);
    int tw = (w - (tcols - 1) * ui_px(app, 16)) / tcols;
    int side = tcols == 1 ? turn_side_w(app, keys, NULL) : 0;
    if (tw_out) {
        *tw_out = side ? w - side - ui_px(app, 16) : tw;
    }
    TurnFit fit;
    return tcols == PANEL_NTOGGLES      ? 0
           : side                       ? 3
           : tcols == 1                 ? 2
           : turn_fit(app, tw, 1, &fit) ? 1
                                        : 2;
}

static int toggle_rows(const App *app)
{
    if (folded(app)) {
        return 0;
    }
    bool keys;
    return rows_of(PANEL_NTOGGLES, toggle_cols(app, &keys)) + (turn_place(app, NULL) == 2);
}

/* The move list's rows under a grid of `rows` rows of buttons, the opening's prompt row
 * counted whenever the game has an opening rule (so the grid does not change when the
 * opening ends). */
static int list_rows_under(const App *app, int rows)
{
    const LayoutRect *p = &app->layout.panel;
    int top = buttons_top(app) + rows * ui_px(app, PANEL_BUTTON_H + PANEL_GAP) +
              toggle_rows(app) * ui_px(app, PANEL_TOGGLE_H + 2) + ui_px(app, PANEL_GAP) +
              ui_font(app, PANEL_MSG_H) +
              ui_px(app, app->ctl->game.opening != OPENING_FREE ? PANEL_PROMPT_H : 0) +
              ui_px(app, PANEL_LIST_HEADER_H);
    int h = p->y + p->h - ui_px(app, PANEL_FOOTER_H) - top;
    return h > 0 ? h / ui_move_row_height(app) : 0;
}

/* The buttons' grid: four or three columns when every button holds its label and key in
 * them (three with a column widened for longer words: grid_widths); else two, unless two
 * would leave the move list short of PANEL_LIST_ROOMY_ROWS rows (the longer words of a
 * short window, a clock and an opening rule): then three, each button with its key beside
 * its label where the label leaves the key room, when the labels fit so. *keys says
 * whether every button shows its key beside its words (else a button whose words leave no
 * room shows it under them). */
static int button_cols(const App *app, bool *keys)
{
    *keys = true;
    int cw[4];
    for (int cols = 4; cols >= 3; cols--) {
        if (grid_widths(app, cols, true, cols == 3, cw)) {
            return cols; /* four in a wide panel: a row more for the move list */
        }
    }
    int two_rows = rows_of(buttons_shown(app), 2);
    /* Reviewing a game, a row of buttons less is a row of moves more. */
    bool review = reviewing(app) && rows_of(buttons_shown(app), 3) < two_rows;
    if ((review || list_rows_under(app, two_rows) < PANEL_LIST_ROOMY_ROWS) &&
        grid_widths(app, 3, false, true, cw)) {
        *keys = false;
        return 3;
    }
    return 2;
}

static int button_rows(const App *app)
{
    if (folded(app)) {
        return 0;
    }
    bool keys;
    int cols = button_cols(app, &keys);
    return rows_of(buttons_shown(app), cols);
}

int ui_header_grown(const App *app)
{
    /* The subtitle sits under the title, lower by what the interface grew the title
     * (render.c), and is at most ui_font(14) high. */
    int tw, th;
    text_size(app->assets, FACE_REGULAR, ui_font(app, 14), "Ag", &tw, &th);
    int bottom = ui_px(app, 34) + ui_px_grown(app, 28) - ui_px(app, 28) + th;
    return bottom > ui_px(app, PANEL_HEADER_H) ? bottom - ui_px(app, PANEL_HEADER_H) : 0;
}

LayoutRect ui_fold_rect(const App *app)
{
    const LayoutRect *p = &app->layout.panel;
    int y = p->y + ui_px(app, PANEL_PAD + PANEL_HEADER_H + PANEL_CARD_H + 1) +
            ui_header_grown(app) + ui_status_extra(app);
    return (LayoutRect){p->x + ui_px(app, PANEL_PAD), y, p->w - 2 * ui_px(app, PANEL_PAD),
                        ui_px(app, PANEL_FOLD_H)};
}

/* y of the top of the buttons, under their title row. */
static int buttons_top(const App *app)
{
    LayoutRect f = ui_fold_rect(app);
    return f.y + f.h + ui_px(app, PANEL_FOLD_GAP);
}

int ui_below_status_y(const App *app) { return ui_fold_rect(app).y; }

/* y of the top of the toggles, under the buttons. */
static int toggles_top(const App *app)
{
    return buttons_top(app) + button_rows(app) * ui_px(app, PANEL_BUTTON_H + PANEL_GAP);
}

LayoutRect ui_message_rect(const App *app)
{
    const LayoutRect *p = &app->layout.panel;
    LayoutRect r;
    r.x = p->x + ui_px(app, PANEL_PAD);
    r.w = p->w - 2 * ui_px(app, PANEL_PAD);
    r.y = toggles_top(app) + toggle_rows(app) * ui_px(app, PANEL_TOGGLE_H + 2) +
          ui_px(app, PANEL_GAP);
    r.h = ui_font(app, PANEL_MSG_H); /* text: as tall as its lines at the text's size */
    return r;
}

LayoutRect ui_prompt_rect(const App *app)
{
    LayoutRect m = ui_message_rect(app);
    LayoutRect r = {m.x, m.y + m.h, m.w, ui_px(app, prompt_row_h(app))};
    return r;
}

Widget *ui_add_widget(App *app, WidgetId id, int arg, WidgetKind kind, LayoutRect r,
                      const char *label)
{
    if (app->nwidgets >= UI_MAX_WIDGETS) {
        return NULL;
    }
    Widget *wd = &app->widgets[app->nwidgets++];
    memset(wd, 0, sizeof *wd);
    wd->id = id;
    wd->arg = arg;
    wd->kind = kind;
    wd->r = r;
    wd->label = label;
    wd->enabled = true;
    return wd;
}

void ui_buttons_one_size(const App *app, Widget *const *ws, int n)
{
    int px = ui_font(app, UI_LABEL_PX);
    for (int i = 0; i < n; i++) {
        if (ws[i]) {
            int room = ui_button_label_room(app, ws[i]->r.w, ws[i]->key_below ? NULL : ws[i]->key,
                                            NULL);
            int fit = text_fit(app->assets, ws[i]->active ? FACE_BOLD : FACE_REGULAR, px,
                               ui_font(app, UI_LABEL_MIN_PX), ws[i]->label, room);
            px = fit < px ? fit : px;
        }
    }
    for (int i = 0; i < n; i++) {
        if (ws[i]) {
            ws[i]->px = px;
        }
    }
}

Widget *ui_add_keyed(App *app, WidgetId id, int arg, WidgetKind kind, LayoutRect r,
                     const char *label, CtlCommand key)
{
    Widget *w = ui_add_widget(app, id, arg, kind, r, label);
    if (w && key != CTL_CMD_NONE) {
        keymap_label(key, false, w->key, sizeof w->key);
    }
    return w;
}

static Widget *add(App *app, WidgetId id, int arg, WidgetKind kind, int x, int y, int w, int h,
                   const char *label)
{
    return ui_add_widget(app, id, arg, kind, (LayoutRect){x, y, w, h}, label);
}

/* The hint on a widget: the first key of its command (keymap.h). None while that key is a
 * letter that picks a proposal (keymap_pick_letter): G resigns then with Shift, as the
 * prompt says, and a "G" on Resign would say otherwise. */
static void set_key(const App *app, Widget *w)
{
    if (w) {
        keymap_label(ui_widget_command(w->id), false, w->key, sizeof w->key);
        char k = w->key[0];
        if (k >= 'A' && k <= 'Z' && w->key[1] == '\0' &&
            keymap_pick_letter(app->ctl, k - 'A' + 'a', false, false) != POS_NONE) {
            w->key[0] = '\0';
        }
    }
}

/* The seats' two lines in the status card: their text grows with the interface, the card's
 * rows with the window; where the text outgrows the rows, the second line goes down by what
 * it needs to clear the first, and the card by what it needs to hold it (at the largest
 * interface they touched each other and the card's edge: audit 33a C1). */
static int seat_line_h(const App *app)
{
    int w, h;
    text_size(app->assets, FACE_BOLD, ui_font(app, 14), "Ag", &w, &h);
    return h;
}

int ui_seat_gap_extra(const App *app)
{
    int lh = seat_line_h(app);
    int need = lh + ui_px(app, 3) - ui_px(app, 22);
    return need > 0 ? need : 0;
}

int ui_seats_extra(const App *app)
{
    int lh = seat_line_h(app);
    int bottom = ui_px(app, 74) + ui_seat_gap_extra(app) + lh + ui_px(app, 6);
    return bottom > ui_px(app, 100) ? bottom - ui_px(app, 100) : 0;
}

int ui_status_extra(const App *app)
{
    char line[160];
    int card_text_w = app->layout.panel.w - 2 * ui_px(app, PANEL_PAD) - 2 * ui_px(app, 14);
    return ui_seats_extra(app) + (ui_variant_line(app, line, sizeof line) ? ui_px(app, 20) : 0) +
           ui_marks_height(app, card_text_w) + ui_clock_extra(app);
}

static int nbest_box_h(const App *app, int n);

/* The library's box: its title and the comment's lines (at least its title's row and
 * one more), while a library is there or loads. Its view off, the box keeps its size
 * (its title says how to turn the marks on): the title, a switch, stays where it was, so
 * a second click there turns them on again (the box once shrank to its title, which sat
 * a row lower). */
enum { LIBRARY_LEAST_ROWS = 2, LIBRARY_ROWS = 5 };
static int library_least_rows(const App *app)
{
    return ui_library_box_wanted(app) ? LIBRARY_LEAST_ROWS : 0;
}

/* The comment box under the prompt row (note.c): what the panel leaves beyond the move
 * list's least rows (and the variations' row) and the least heights of its boxes. A
 * comment too long for that keeps its first line, the list then without the variations'
 * spare row: read beside the best moves and the graph (it once went away there, at
 * 1024x640 in every language). */
LayoutRect ui_note_rect(const App *app)
{
    const Controller *c = app->ctl;
    LayoutRect pr = ui_prompt_rect(app);
    int top = pr.y + pr.h;
    int bottom = app->layout.panel.y + app->layout.panel.h - ui_px(app, PANEL_FOOTER_H);
    int gap = ui_px(app, PANEL_GAP);
    int boxes = (c->nbest > 0
                     ? nbest_box_h(app, c->nbest < CTL_NBEST_MIN ? c->nbest : CTL_NBEST_MIN) + gap
                     : 0) +
                (c->graph_on ? ui_graph_min_h(app) + gap : 0) +
                (library_least_rows(app) > 0 ? ui_library_box_h(app, library_least_rows(app)) + gap
                                             : 0);
    int rh = ui_move_row_height(app);
    int room = bottom - top - ui_px(app, PANEL_LIST_HEADER_H) - (PANEL_LIST_MIN_ROWS + 1) * rh -
               boxes;
    int h = ui_note_box_h(app, room);
    if (h == 0 && ui_note_written(app)) {
        h = ui_note_box_h(app, room + rh - gap); /* the list's spare row, less the gap */
    }
    return (LayoutRect){pr.x, top, pr.w, h};
}

/* y of the move list's top edge: under the prompt row, the comment and the list's header. */
static int list_top(const App *app)
{
    LayoutRect nr = ui_note_rect(app);
    return nr.y + (nr.h > 0 ? nr.h + ui_px(app, PANEL_GAP) : 0) + ui_px(app, PANEL_LIST_HEADER_H);
}

/* The area below the list header: the move list, and the graph under it when shown. */
LayoutRect ui_list_area(const App *app)
{
    const LayoutRect *p = &app->layout.panel;
    LayoutRect r;
    r.x = p->x + ui_px(app, PANEL_PAD);
    r.w = p->w - 2 * ui_px(app, PANEL_PAD);
    r.y = list_top(app);
    r.h = p->y + p->h - ui_px(app, PANEL_FOOTER_H) - r.y;
    if (r.h < 0) {
        r.h = 0;
    }
    return r;
}

/* The height of the best moves' box for n rows: its title and a row per move. */
static int nbest_box_h(const App *app, int n)
{
    return ui_nbest_row_h(app) * (n + 1) + ui_px(app, 4); /* the title sits 3 px down */
}

/* Where the list's room goes: the move list on top, the best moves and the graph under
 * it (h == 0: not shown). */
typedef struct ListBoxes {
    LayoutRect list, nbest, graph, library;
} ListBoxes;

/* The boxes under the move list, by a fixed order of claim on the list's room: the move
 * list keeps PANEL_LIST_MIN_ROWS rows; then the best moves (all their rows, or their
 * least CTL_NBEST_MIN) and then the graph (at least ui_graph_min_h) each get their least
 * height or are not shown (the list's header says so: ui_boxes_without_room). The graph
 * grows into what the list does not need beyond PANEL_LIST_ROOMY_ROWS rows, up to a third
 * of its width: a large window's graph is large. When the two do not fit one above the
 * other but do side by side (a short panel: an opening rule and a clock), they share a
 * row, the best moves on the left: each keeps its least height, the best moves' lines
 * are cut shorter and the graph is narrower. The lower box takes the list's last partial
 * row. */
/* Do the best moves and the graph that are on both get their least height in room (one
 * above the other, or side by side)? */
static bool boxes_fit(const App *app, int room)
{
    const Controller *c = app->ctl;
    int gap = ui_px(app, PANEL_GAP);
    int nb = c->nbest > 0 ? nbest_box_h(app, c->nbest < CTL_NBEST_MIN ? c->nbest : CTL_NBEST_MIN)
                          : 0;
    int gr = c->graph_on ? ui_graph_min_h(app) : 0;
    if (nb == 0 || gr == 0) {
        return nb + gr == 0 || room - gap >= nb + gr;
    }
    return room - gap >= (nb > gr ? nb : gr);
}

/* The best moves' card beside the graph, of the w both share: 9/20 of it, more (up to
 * 13/20) where its verdicts would wrap and the graph keeps 200 px (its caption), so each
 * move keeps one row (audit 28, item 9: at 1920x1080 the third was cut off). */
static int side_nbest_w(const App *app, int w)
{
    int n = app->ctl->nbest;
    for (int k = 9; k <= 13; k += 2) {
        if (w - w * k / 20 < ui_px(app, 200)) {
            break;
        }
        if (ui_nbest_rows(app, w * k / 20, n) == n) {
            return w * k / 20;
        }
    }
    return w * 9 / 20;
}

static void list_boxes(const App *app, ListBoxes *out)
{
    const Controller *c = app->ctl;
    LayoutRect a = ui_list_area(app);
    int rh = ui_move_row_height(app);
    int gap = ui_px(app, PANEL_GAP);
    /* Reviewing a game, the list is what is read: the boxes under it grow only beyond
     * PANEL_LIST_REVIEW_ROWS rows of it, and the graph stays at its least below. */
    bool review = reviewing(app);
    int roomy = review ? PANEL_LIST_REVIEW_ROWS : PANEL_LIST_ROOMY_ROWS;
    int room = a.h - PANEL_LIST_MIN_ROWS * rh; /* what the list leaves at its least */
    int nbest_h = 0, graph_h = 0, lib_h = 0;
    /* The library's box first: it is small, and it says what the board's marks are. It
     * gives way to its title's row alone where its least would leave the best moves or
     * the graph no room and that row does not (long words in a short panel: Ukrainian at
     * 1024x640 with all three on). */
    int lib_rows = library_least_rows(app);
    if (lib_rows > 1 && !boxes_fit(app, room - ui_library_box_h(app, lib_rows) - gap) &&
        boxes_fit(app, room - ui_library_box_h(app, 1) - gap)) {
        lib_rows = 1;
    }
    int lib_least = lib_rows > 0 ? ui_library_box_h(app, lib_rows) : 0;
    if (lib_least > 0 && room - gap >= lib_least) {
        /* More lines of the comment while the list keeps its roomy rows and the best
         * moves and the graph their least. */
        int spare = a.h - roomy * rh - gap;
        int rows = lib_rows;
        while (lib_rows > 1 && rows < LIBRARY_ROWS && ui_library_box_h(app, rows + 1) <= spare &&
               (!boxes_fit(app, room - lib_least - gap) ||
                boxes_fit(app, room - ui_library_box_h(app, rows + 1) - gap))) {
            rows++;
        }
        lib_h = ui_library_box_h(app, rows);
        room -= lib_h + gap;
        a.h -= lib_h + gap;
    }
    int nbest_least = c->nbest > 0
                          ? nbest_box_h(app, c->nbest < CTL_NBEST_MIN ? c->nbest : CTL_NBEST_MIN)
                          : 0;
    int nbest_full = c->nbest > 0 ? nbest_box_h(app, c->nbest) : 0;
    int graph_least = c->graph_on ? ui_graph_min_h(app) : 0;
    bool side = c->nbest > 0 && c->graph_on &&
                room - gap < nbest_least + gap + graph_least && /* not one above the other */
                room - gap >= (nbest_least > graph_least ? nbest_least : graph_least);
    if (side) {
        /* The narrow card beside the graph: a verdict that wraps takes a second row, so
         * the card grows for it, or its third move was cut off (audit 28, item 9). */
        int wrapped = nbest_box_h(app, ui_nbest_rows(app, side_nbest_w(app, a.w - gap), c->nbest));
        nbest_full = wrapped > nbest_full && room - gap >= wrapped ? wrapped : nbest_full;
        int h = room - gap >= nbest_full ? nbest_full : nbest_least;
        nbest_h = graph_h = h > graph_least ? h : graph_least;
    } else {
        if (c->nbest > 0 && room - gap >= nbest_least) {
            nbest_h = room - gap >= nbest_full ? nbest_full : nbest_least;
            room -= nbest_h + gap;
        }
        /* Reviewing, the graph may be compact (ui_graph_compact_h). */
        int least = review ? ui_graph_compact_h(app) : graph_least;
        if (c->graph_on && room - gap >= least) {
            int above = (nbest_h > 0 ? nbest_h + gap : 0) + gap;
            int spare = a.h - above - roomy * rh; /* beyond the list's roomy rows */
            int h = review ? graph_least : ui_px(app, 72);
            h = spare > h ? spare : h;
            h = h > a.w / 3 ? a.w / 3 : h;
            h = h > room - gap ? room - gap : h;
            graph_h = h < least ? least : h;
            /* Reviewing, the list keeps PANEL_LIST_ROOMY_ROWS rows where the graph can
             * shrink for them down to its compact least: a game's end turns the graph on,
             * and at 1024x640 with a larger interface it took a row of the five the list
             * had (audit 20a, item 11). */
            int most = (a.h - above - least) / rh;
            int keep = most < PANEL_LIST_ROOMY_ROWS ? most : PANEL_LIST_ROOMY_ROWS;
            if (review && (a.h - above - graph_h) / rh < keep) {
                graph_h = a.h - above - keep * rh;
            }
        }
    }
    /* The list's last partial row would stay empty above the boxes: the lower box's. */
    int boxes = side ? nbest_h + gap
                     : (nbest_h > 0 ? nbest_h + gap : 0) + (graph_h > 0 ? graph_h + gap : 0);
    int list = a.h - boxes;
    if (list > 0 && boxes > 0) {
        int extra = list % rh;
        list -= extra;
        if (side || graph_h > 0) {
            graph_h += extra;
        }
        if (side || graph_h == 0) {
            nbest_h += extra;
        }
    }
    out->list = (LayoutRect){a.x, a.y, a.w, list > 0 ? list : 0};
    int bottom = a.y + a.h;
    out->graph = (LayoutRect){a.x, bottom, 0, 0};
    if (graph_h > 0) {
        out->graph = (LayoutRect){a.x, bottom - graph_h, a.w, graph_h};
    }
    /* Between the move list and the graph, or left of the graph. */
    int nb_bottom = side || graph_h == 0 ? bottom : bottom - graph_h - gap;
    out->nbest = (LayoutRect){a.x, nb_bottom - nbest_h, a.w, nbest_h};
    out->library = (LayoutRect){a.x, bottom + (lib_h > 0 ? gap : 0), a.w, lib_h};
    if (lib_h > 0 && boxes == 0) { /* the list's last partial row: the library's */
        int extra = out->list.h % rh;
        out->list.h -= extra;
        out->library.y -= extra;
        out->library.h += extra;
    }
    if (side) {
        out->nbest.w = side_nbest_w(app,
                                    a.w - gap); /* its lines are cut; the graph's title is not */
        out->graph.x = a.x + out->nbest.w + gap;
        out->graph.w = a.w - out->nbest.w - gap;
    }
}

bool ui_boxes_without_room(const App *app, bool *graph, bool *nbest)
{
    ListBoxes b;
    list_boxes(app, &b);
    *graph = app->ctl->graph_on && b.graph.h == 0;
    *nbest = app->ctl->nbest > 0 && b.nbest.h == 0;
    return *graph || *nbest;
}

bool ui_list_header_note(const App *app, char *buf, size_t cap)
{
    const Controller *c = app->ctl;
    buf[0] = '\0';
    if (!controller_is_live(c) || controller_position_hidden(c)) {
        return false;
    }
    bool no_graph, no_nbest;
    if (ui_boxes_without_room(app, &no_graph, &no_nbest)) {
        StrId note = no_graph && no_nbest ? S_BOXES_NO_ROOM
                     : no_graph           ? S_GRAPH_NO_ROOM
                                          : S_NBEST_NO_ROOM;
        text_format(buf, cap, "%s", i18n_text(app->settings.lang, note));
        return true;
    }
    return false; /* the graph's progress is in its own caption row (graph.c) */
}

LayoutRect ui_graph_rect(const App *app)
{
    ListBoxes b;
    list_boxes(app, &b);
    return b.graph;
}

int ui_graph_ply_at(const App *app, int x)
{
    LayoutRect r = ui_graph_rect(app);
    int s0 = app->ctl->game.setup; /* the graph starts at a set-up's end */
    int n = app->ctl->game.nactions - s0;
    if (r.w <= 0) {
        return s0;
    }
    LayoutRect g = ui_graph_plot(app, r);
    /* n + 1 positions in equal slots of the plot, as ui_graph_draw() draws them. */
    int ply = (int)((long long)(x - g.x) * (n + 1) / g.w);
    return s0 + (ply < 0 ? 0 : ply > n ? n : ply);
}

LayoutRect ui_move_list_rect(const App *app)
{
    ListBoxes b;
    list_boxes(app, &b);
    return b.list;
}

LayoutRect ui_library_rect(const App *app)
{
    ListBoxes b;
    list_boxes(app, &b);
    return b.library;
}

LayoutRect ui_nbest_rect(const App *app)
{
    ListBoxes b;
    list_boxes(app, &b);
    return b.nbest;
}

int ui_nbest_row_h(const App *app) { return ui_font(app, 17); }

UiBox ui_box_card(const App *app, LayoutRect r)
{
    ui_card(app->ren, r, ui_px(app, 6), ui_colour(COLOUR_CARD));
    return (UiBox){ui_px(app, 8), ui_nbest_row_h(app), ui_font(app, 13)};
}

int ui_move_row_height(const App *app) { return ui_px(app, 24); }

/* Action i as the move list shows it: its label, and the stones it captured (Pente),
 * "k10 ×2", so that the list says which moves took stones off the board. */
void ui_move_label(Lang lang, const Game *g, int i, char *buf, size_t cap, size_t *len)
{
    if (g->actions[i].kind == ACTION_RESIGN && g->reason == REASON_RESIGN) {
        /* "Black resigned" rather than the button's "Resign" (the last action); a row of
         * its own, capitalised where the result's words after its dash are not. */
        StrId who = g->result == RESULT_WHITE_WINS ? S_LIST_BLACK_RESIGNED : S_LIST_WHITE_RESIGNED;
        text_append(buf, cap, len, "%s", i18n_text(lang, who));
        return;
    }
    i18n_action(lang, &g->actions[i], buf, cap, len);
    int taken = game_action_captures(g, i);
    if (taken > 0) {
        text_append(buf, cap, len, " \u00d7%d", taken);
    }
}

/* One of the two half-width decision buttons of the prompt row r (column 0 or 1). */
static void prompt_button(App *app, LayoutRect r, int column, WidgetId id, StrId text)
{
    int gap = ui_px(app, PANEL_GAP);
    int bw = (r.w - gap) / 2;
    Widget *wd = add(app, id, 0, WK_BUTTON, r.x + column * (bw + gap), r.y, bw,
                     ui_px(app, PANEL_BUTTON_H), i18n_text(app->settings.lang, text));
    set_key(app, wd);
    if (wd) {
        wd->enabled = controller_can(app->ctl, ui_widget_command(id));
    }
}

/* The prompt row: the decisions the opening offers the person who acts now. */
static void build_prompt(App *app)
{
    const Controller *c = app->ctl;
    const Game *g = &c->game;
    const Lang lang = app->settings.lang;
    LayoutRect r = ui_prompt_rect(app);
    if (r.h <= 0 || !controller_is_live(c) || game_over(g) || !controller_human_to_move(c)) {
        return;
    }
    int gap = ui_px(app, PANEL_GAP);
    int bh = ui_px(app, PANEL_BUTTON_H);
    int bw = (r.w - gap) / 2;
    int y = r.y;
    Widget *wd = NULL;
    switch (g->phase) {
    case PHASE_SWAP_OR_MOVE:
        prompt_button(app, r, 0, W_OPEN_SWAP, S_SWAP);
        if (game_action_offered(g, ACTION_TWO_MORE)) {
            prompt_button(app, r, 1, W_OPEN_TWO_MORE, S_TWO_MORE);
        }
        break;
    case PHASE_SWAP_OR_KEEP:
        prompt_button(app, r, 0, W_OPEN_SWAP, S_SWAP);
        prompt_button(app, r, 1, W_OPEN_KEEP, S_KEEP);
        break;
    case PHASE_CHOOSE_OPTION:
        prompt_button(app, r, 0, W_OPEN_OPTION_A, S_OPTION_A);
        prompt_button(app, r, 1, W_OPEN_OPTION_B, S_OPTION_B);
        break;
    case PHASE_DECLARE: {
        static const char *const NUM[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8"};
        int g4 = ui_px(app, 4);
        int sw = (r.w - (SOOSORV_MAX_FIFTHS - 1) * g4) / SOOSORV_MAX_FIFTHS;
        for (int n = 1; n <= SOOSORV_MAX_FIFTHS; n++) {
            add(app, W_OPEN_DECLARE, n, WK_SEGMENT, r.x + (n - 1) * (sw + g4), y, sw, bh, NUM[n]);
        }
        break;
    }
    case PHASE_PROPOSE: {
        char *label = app->labels[app->nwidgets < UI_MAX_WIDGETS ? app->nwidgets : 0];
        size_t n = 0;
        label[0] = '\0';
        text_append(label, sizeof app->labels[0], &n, "%s  %d/%d", i18n_text(lang, S_CONFIRM),
                    c->nproposals, game_proposals_needed(g));
        /* Soosorv-8: Black's player may swap instead of proposing. */
        bool swap = game_swap_offered(g);
        if (swap) {
            wd = add(app, W_OPEN_SWAP, 0, WK_BUTTON, r.x, y, bw, bh, i18n_text(lang, S_SWAP));
            set_key(app, wd);
        }
        wd = add(app, W_OPEN_CONFIRM, 0, WK_BUTTON, swap ? r.x + bw + gap : r.x, y, swap ? bw : r.w,
                 bh, label);
        set_key(app, wd);
        if (wd) {
            wd->enabled = controller_can(c, CTL_CMD_CONFIRM);
            wd->active = wd->enabled;
        }
        break;
    }
    case PHASE_MOVE:
    case PHASE_CHOOSE:
    case PHASE_OVER: break;
    }
}

/* A toggle's width: its box, its words and (with_key) its key's hint. The words are
 * measured at their size in the rows' scale, but never below the least size the toggle
 * draws them at (it makes them smaller to fit, down to UI_LABEL_MIN_PX in the text's
 * scale), and the key at its drawn size: below the least window size the text stops
 * shrinking with the window, and a width measured in the rows' scale alone ran the words
 * into the key, "Best movesJ". least: the words at their least size (the toggle
 * draws them so when its width leaves no more). */
static int toggle_width(const App *app, StrId label, CtlCommand cmd, bool with_key, bool least)
{
    char key[8];
    keymap_label(cmd, false, key, sizeof key);
    int lw, lh, kw, kh;
    int lpx = ui_px(app, UI_LABEL_PX);
    if (lpx < ui_font(app, UI_LABEL_MIN_PX) || least) {
        lpx = ui_font(app, UI_LABEL_MIN_PX);
    }
    text_size(app->assets, FACE_REGULAR, lpx, i18n_text(app->settings.lang, label), &lw, &lh);
    text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), key, &kw, &kh);
    /* The sum of the parts as render.c places them, each rounded there on its own. */
    return ui_px(app, 18) + 2 * ui_px(app, 10) + lw + (with_key ? ui_px(app, 10) + kw : 0);
}

/* "Back to the game" in r, left of the header's switches: its words and key; "To the
 * game" and the key; its words alone where neither fits; where not even they do (long
 * words in a narrow window), the sign of the live position, "▶|", with the key. */
static void add_back_button(App *app, LayoutRect r)
{
    const char *words = i18n_text(app->settings.lang, S_BACK_TO_GAME);
    char key[16];
    keymap_label(CTL_CMD_LAST, false, key, sizeof key);
    int tw, th;
    text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), words, &tw, &th);
    bool with_key = tw <= ui_button_label_room(app, r.w, key, NULL);
    const char *shorter = i18n_text(app->settings.lang, S_BACK_TO_GAME_SHORT);
    int sw, sh;
    text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), shorter, &sw, &sh);
    if (!with_key && sw <= ui_button_label_room(app, r.w, key, NULL)) {
        words = shorter;
        tw = sw;
        with_key = true;
    }
    if (!with_key && tw > ui_button_label_room(app, r.w, NULL, NULL)) {
        words = "▶|";
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_MIN_PX), words, &tw, &th);
        with_key = tw <= ui_button_label_room(app, r.w, key, NULL);
    }
    Widget *wd = add(app, W_BACK_TO_GAME, 0, WK_BUTTON, r.x, r.y, r.w, r.h, words);
    if (with_key) {
        set_key(app, wd);
    }
}

/* Turn and Mirror where turn_place puts them (the toggles at x, y in tcols columns of
 * width tw and rows of height th). */
static void add_turn_buttons(App *app, int x, int y, int tw, int th, int tcols)
{
    int place = turn_place(app, NULL);
    if (place == 0) {
        return;
    }
    int w = app->layout.panel.w - 2 * ui_px(app, PANEL_PAD);
    if (place == 3) { /* one above the other right of the toggles */
        bool keys;
        toggle_cols(app, &keys);
        int form = 0;
        int rw = turn_side_w(app, keys, &form);
        /* Form 3: each half the three toggle rows high, its key under its words. */
        int bh = form == 3 ? (PANEL_NTOGGLES * th + (PANEL_NTOGGLES - 2) * ui_px(app, 2)) / 2 : th;
        for (int i = 0; i < 2; i++) {
            const char *full = i18n_text(app->settings.lang, TURNS[i].label);
            const char *space = strchr(full, ' ');
            Widget *wd = add(app, TURNS[i].id, 0, WK_BUTTON, x + w - rw,
                             y + i * (bh + ui_px(app, 2)), rw, bh,
                             form != 0 && space ? space + 1 : full);
            if (wd) {
                set_key(app, wd);
                wd->key_below = form == 3;
                wd->enabled = controller_can(app->ctl, ui_widget_command(wd->id));
            }
        }
        return;
    }
    int slot = PANEL_NTOGGLES;
    int sx = place == 1 ? x + (slot % tcols) * (tw + ui_px(app, 16)) : x;
    int sy = y +
             (place == 1 ? slot / tcols : rows_of(PANEL_NTOGGLES, tcols)) * (th + ui_px(app, 2));
    int room = place == 1 ? tw : w;
    TurnFit fit;
    if (!turn_fit(app, room, 2, &fit)) {
        fit.form = 2;
        fit.halves = true;
    }
    int gap = ui_px(app, 8);
    int half = (room - gap) / 2;
    int bx = sx;
    for (int i = 0; i < 2; i++) {
        const char *full = i18n_text(app->settings.lang, TURNS[i].label);
        const char *space = strchr(full, ' ');
        const char *label = fit.form == 0            ? full
                            : fit.form == 1 && space ? space + 1
                            : fit.form == 1          ? full
                                                     : TURNS[i].glyph;
        /* Each as wide as its words need, the room left shared out evenly. */
        int bw = fit.halves ? half : fit.need[i] + (room - gap - fit.need[0] - fit.need[1]) / 2;
        if (i == 1) {
            bw = sx + room - bx;
        }
        Widget *wd = add(app, TURNS[i].id, 0, WK_BUTTON, bx, sy, bw, th, label);
        if (wd) {
            set_key(app, wd);
            wd->enabled = controller_can(app->ctl, ui_widget_command(wd->id));
        }
        bx += bw + gap;
    }
}

uint64_t ui_alt_key(const Controller *c)
{
    return c->board.hash ^ (uint64_t)(c->view + 1) * 0x9E3779B97F4A7C15ULL;
}

void ui_line_keys(char *buf, size_t cap)
{
    size_t n = keymap_label(CTL_CMD_LINE_PREV, false, buf, cap);
    char next[24];
    keymap_label(CTL_CMD_LINE_NEXT, false, next, sizeof next);
    const char *tail = strrchr(next, '+');
    if (n < cap) {
        snprintf(buf + n, cap - n, "/%s", tail ? tail + 1 : next);
    }
}

/* A chip of the other lines' row: its words in bold (the shown line's) after the margin
 * render.c gives a list item's words, a narrower one after them; a short point's at least. */
static int chip_width(const App *app, const char *words)
{
    int tw, th;
    text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX), words, &tw, &th);
    int least = ui_px(app, 36);
    int w = tw + ui_px(app, 10) + ui_px(app, 7);
    return w > least ? w : least;
}

/* The shown move changed (a key, a click on the graph or the board, another line, a move
 * played): its row of rows[0..n) comes into view, wherever the wheel had scrolled the
 * list (the wheel itself never changes the shown move). The live position is followed. */
static void show_row(App *app, const CtlListRow *rows, int n)
{
    const Controller *c = app->ctl;
    app->list_shown_at = ui_alt_key(c);
    app->list_follow = controller_is_live(c);
    int row = 0;
    while (c->view > 0 && row + 1 < n && rows[row].first != c->view - 1 &&
           rows[row].second != c->view - 1) {
        row++;
    }
    if (row < app->list_scroll) {
        app->list_scroll = row;
    } else if (row >= app->list_scroll + app->list_rows_visible) {
        app->list_scroll = row - app->list_rows_visible + 1;
    }
}

static void build_panel(App *app)
{
    const Controller *c = app->ctl;
    const Lang lang = app->settings.lang;
    const LayoutRect *p = &app->layout.panel;
    int pad = ui_px(app, PANEL_PAD);
    int x = p->x + pad;
    int w = p->w - 2 * pad;
    int gap = ui_px(app, PANEL_GAP);
    int bh = ui_px(app, PANEL_BUTTON_H);
    int y = buttons_top(app);
    bool live = controller_is_live(c);
    bool over = game_over(&c->game);

    /* 0. Their title row: a click (or Ctrl+H) folds them under it, or shows them. */
    Widget *wd = ui_add_widget(app, W_BUTTONS_FOLD, 0, WK_LIST_ITEM, ui_fold_rect(app),
                               i18n_text(lang, folded(app) ? S_BUTTONS_FOLDED : S_BUTTONS_TITLE));
    set_key(app, wd);
    if (wd) {
        wd->active = !folded(app);
    }

    /* 1. Buttons in a grid, row by row, in an order that keeps pairs side by side
     * (Undo next to Redo, Pass next to Resign) in every grid. */
    bool button_keys;
    int cols = button_cols(app, &button_keys);
    int cw[4], col_x[4];
    grid_widths(app, cols, button_keys, cols == 3, cw);
    for (int k = 0; k < cols; k++) {
        col_x[k] = k ? col_x[k - 1] + cw[k - 1] + gap : x;
    }
    Widget *grid[PANEL_NBUTTONS] = {NULL}; /* the grid's buttons in their places */
    int ngrid = 0;
    for (int k = 0, i = 0; k < PANEL_NBUTTONS && !folded(app); k++) {
        int b = grid_order(app, cols)[k];
        if (!button_shown(app, b)) {
            continue;
        }
        int bw = cw[i % cols];
        /* While the computer thinks on its move, the hint's place is Move now's (grey
         * while an outside engine thinks: it cannot be stopped). */
        bool now = BUTTONS[b].id == W_HINT &&
                   (controller_can(c, CTL_CMD_MOVE_NOW) || controller_move_now_off(c));
        wd = add(app, now ? W_MOVE_NOW : BUTTONS[b].id, 0, WK_BUTTON, col_x[i % cols],
                 y + (i / cols) * (bh + gap), bw, bh,
                 i18n_text(lang, now ? S_MOVE_NOW : BUTTONS[b].label));
        grid[ngrid++] = wd;
        i++;
        if (!wd) {
            continue;
        }
        set_key(app, wd);
        wd->enabled = controller_can(c, ui_widget_command(wd->id));
        if (wd->id == W_NEW_GAME) {
            wd->active = over; /* the obvious next step after a game */
        } else if (wd->id == W_ANALYSE) {
            wd->active = c->analysing;
        } else if (wd->id == W_LIVE) {
            wd->active = c->analysis_live;
        }
        /* The key beside the words, or under them where the words at their full size
         * leave it no room: at 1024x640 "Предавам се" and "Файли…" once showed no key at
         * all, then "Файлы…" and "Файлове…" shrank beside Ctrl+O, smaller than the words
         * of their neighbours. */
        wd->key_below = !key_fits(app, wd->id, wd->label, bw, wd->active) &&
                        key_under_fits(app, wd->key, bh);
    }
    /* Where a key beside the words makes them smaller (the largest interface, whose
     * buttons have no height for the key under them), their row draws its words at that
     * size: "Файли" once stood smaller than "Довідка" and "Навчання" beside it. */
    for (int r = 0; r < ngrid; r += cols) {
        ui_buttons_one_size(app, grid + r, ngrid - r < cols ? ngrid - r : cols);
    }
    y += button_rows(app) * (bh + gap);

    /* 2. Toggles: the window's settings a key also switches, in columns where they fit. */
    int th = ui_px(app, PANEL_TOGGLE_H);
    const bool on[PANEL_NTOGGLES] = {app->settings.show_forbidden, app->settings.show_numbers,
                                     app->settings.theme != THEME_DARK};
    bool tkeys;
    int tcols = toggle_cols(app, &tkeys);
    int tw;
    turn_place(app, &tw); /* narrower beside Turn and Mirror */
    for (int t = 0; t < PANEL_NTOGGLES && !folded(app); t++) {
        wd = add(app, TOGGLES[t].id, 0, WK_TOGGLE, x + (t % tcols) * (tw + ui_px(app, 16)),
                 y + (t / tcols) * (th + ui_px(app, 2)), tw, th, toggle_label(app, t));
        if (tkeys) {
            set_key(app, wd);
        }
        if (wd) {
            wd->active = on[t];
            /* The foul marks are help: off in a tournament game, as their key is. */
            wd->enabled = !(controller_no_help(c) &&
                            controller_help_cmd(ui_widget_command(wd->id)));
        }
    }
    if (!folded(app)) {
        add_turn_buttons(app, x, y, tw, th, tcols);
    }
    y += toggle_rows(app) * (th + ui_px(app, 2)) + gap;

    /* 3. The language: one button in the header's corner, showing the language's own
     * code; a click (or L) goes on to the next language. */
    int lw = ui_lang_button_w(app);
    wd = add(app, W_LANG, (lang + 1) % LANG_COUNT, WK_BUTTON, x + w - lw, p->y + pad, lw,
             ui_px(app, 30), i18n_lang_short(lang));
    set_key(app, wd);

    /* 4. The comment on the shown move (note.c), then the move list: one row per move
     * pair; the graph's switch in its header. */
    ui_note_build(app, ui_note_rect(app));
    LayoutRect lr = ui_move_list_rect(app);
    /* The header's switches, the graph's at the right and the best moves' left of it,
     * each as wide as its words and key; where the two and the header's title would
     * not fit, their words smaller, then the title shorter (the note alone in its place,
     * "To the game" for "Back to the game"), and only then without their keys (the help
     * lists them: at 1024x640 Bulgarian's "Най-добри ходове" and "Графика" lost their J
     * and E, and every language's while browsing). */
    int mw, mh;
    text_size(app->assets, FACE_BOLD, ui_px(app, 15), i18n_text(lang, S_MOVES), &mw, &mh);
    /* Browsing, "Back to the game" takes the title's place. */
    char back_key[16];
    keymap_label(CTL_CMD_LAST, false, back_key, sizeof back_key);
    /* The title's forms, longest first: "Back to the game", "To the game", "▶|" (each
     * with its key), or the title and the note. */
    int leads[3] = {mw, mw, mw};
    if (!live) {
        leads[0] = ui_button_width_for(app, i18n_text(lang, S_BACK_TO_GAME), back_key);
        leads[1] = ui_button_width_for(app, i18n_text(lang, S_BACK_TO_GAME_SHORT), back_key);
        leads[2] = ui_button_width_for(app, "▶|", back_key);
    }
    /* The header's note (a box without room) beside the title, or in its place. */
    char note[96];
    if (live && ui_list_header_note(app, note, sizeof note)) {
        int nw, nh;
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_KEY_PX), note, &nw, &nh);
        leads[0] = mw + nw + ui_px(app, 12);
        leads[1] = leads[2] = nw;
    }
    bool keys = true, least = false;
    for (int k = 0; k < 8; k++) { /* with keys: words, smaller words, shorter titles; no keys */
        keys = k < 4;
        least = k % 4 > 0;
        int lead = leads[k % 4 > 1 ? k % 4 - 1 : 0];
        if (toggle_width(app, S_GRAPH, CTL_CMD_GRAPH, keys, least) +
                toggle_width(app, S_NBEST, CTL_CMD_NBEST, keys, least) + lead + ui_px(app, 16) <=
            lr.w) {
            break;
        }
    }
    int tgw = toggle_width(app, S_GRAPH, CTL_CMD_GRAPH, keys, least);
    int tnw = toggle_width(app, S_NBEST, CTL_CMD_NBEST, keys, least);
    wd = add(app, W_GRAPH_TOGGLE, 0, WK_TOGGLE, lr.x + lr.w - tgw, lr.y - ui_px(app, 27), tgw,
             ui_px(app, 24), i18n_text(lang, S_GRAPH));
    if (wd) {
        if (keys) {
            set_key(app, wd);
        }
        wd->enabled = controller_can(c, CTL_CMD_GRAPH);
        wd->active = c->graph_on;
    }
    wd = add(app, W_NBEST_TOGGLE, 0, WK_TOGGLE, lr.x + lr.w - tgw - tnw - ui_px(app, 8),
             lr.y - ui_px(app, 27), tnw, ui_px(app, 24), i18n_text(lang, S_NBEST));
    if (wd) {
        if (keys) {
            set_key(app, wd);
        }
        wd->enabled = controller_can(c, CTL_CMD_NBEST);
        wd->active = c->nbest > 0;
    }
    ui_nbest_build(app);
    bool mistake[GAME_MAX_ACTIONS];
    int nmistakes = c->graph_on ? controller_mistakes(c, mistake, GAME_MAX_ACTIONS) : 0;
    /* A pause hides the position: no moves, no graph, no lines tried (the list's room
     * says "Paused": ui_clock_draw_paused_list). */
    bool hidden = controller_position_hidden(c);
    LayoutRect gr = ui_graph_rect(app);
    if (gr.w > 0 && !hidden) {
        add(app, W_GRAPH, 0, WK_GRAPH, gr.x, gr.y, gr.w, gr.h, "");
    }
    int rh = ui_move_row_height(app);
    int nrows = rh > 0 ? lr.h / rh : 0;
    /* The other lines at the shown position, as a row of their first moves. */
    Action alts[64];
    int nalts = app->has_sess && !hidden ? session_variations(&app->sess, c->view, alts, 64) : 0;
    if (app->alt_at != ui_alt_key(c) || app->alt_first >= nalts) {
        app->alt_first = 0; /* another position: its row from its first line */
        app->alt_at = ui_alt_key(c);
    }
    if (nalts > 0) {
        nrows--;
        int vy = lr.y + (nrows < 0 ? 0 : nrows) * rh;
        int vx = lr.x + ui_px(app, 8);
        int tw2, th2;
        text_size(app->assets, FACE_REGULAR, ui_font(app, 14), i18n_text(lang, S_VARIATIONS), &tw2,
                  &th2);
        vx += tw2 + ui_px(app, 8);
        /* Each chip as wide as its words (a point: "j10"), so a wide panel shows more. */
        int cgap = ui_px(app, 4);
        int right = lr.x + lr.w;
        char more_label[16];
        snprintf(more_label, sizeof more_label, "+%d", nalts);
        int more_w = chip_width(app, more_label);
        int widths[64];
        int all = 0;
        for (int k = app->alt_first; k < nalts; k++) {
            char words[UI_LABEL_MAX];
            game_action_format(&alts[k], words, sizeof words);
            widths[k] = chip_width(app, words);
            all += widths[k] + cgap;
        }
        /* Lines left out: the last slot says how many and shows the next set. */
        bool more = app->alt_first > 0 || vx + all - cgap > right;
        int shown = 0;
        for (int cx = vx, k = app->alt_first; k < nalts; k++, shown++) {
            cx += widths[k] + cgap;
            if (cx - cgap > (more ? right - cgap - more_w : right)) {
                break;
            }
        }
        for (int j = 0; j < shown; j++) {
            int k = app->alt_first + j;
            char *label = app->labels[app->nwidgets < UI_MAX_WIDGETS ? app->nwidgets : 0];
            game_action_format(&alts[k], label, sizeof app->labels[0]);
            add(app, W_VARIATION, k, WK_LIST_ITEM, vx, vy, widths[k], rh, label);
            vx += widths[k] + cgap;
        }
        if (more && vx + more_w <= right) {
            app->alt_next = app->alt_first + shown >= nalts ? 0 : app->alt_first + shown;
            char *label = app->labels[app->nwidgets < UI_MAX_WIDGETS ? app->nwidgets : 0];
            snprintf(label, sizeof app->labels[0], "+%d", nalts - shown);
            add(app, W_VARIATION_MORE, 0, WK_LIST_ITEM, vx, vy, more_w, rh, label);
        }
    }
    app->list_rows_visible = nrows < 0 ? 0 : nrows;
    CtlListRow rows[GAME_MAX_ACTIONS];
    int total_rows = controller_list_rows(c, rows, GAME_MAX_ACTIONS);
    int max_scroll = total_rows - app->list_rows_visible;
    if (max_scroll < 0) {
        max_scroll = 0;
    }
    if (app->list_shown_at != ui_alt_key(c)) {
        show_row(app, rows, total_rows);
    }
    if (app->list_follow || app->list_scroll >= max_scroll) {
        app->list_scroll = max_scroll;
        app->list_follow = true;
    }
    if (app->list_scroll > max_scroll) {
        app->list_scroll = max_scroll;
    }
    if (app->list_scroll < 0) {
        app->list_scroll = 0;
    }
    int colw = lr.w / 2;
    for (int row = 0;
         !hidden && row < app->list_rows_visible && app->list_scroll + row < total_rows; row++) {
        const CtlListRow *lrow = &rows[app->list_scroll + row];
        for (int col = 0; col < 2; col++) {
            int i = col == 0 ? lrow->first : lrow->second;
            if (i < 0) {
                continue;
            }
            char *label = app->labels[app->nwidgets < UI_MAX_WIDGETS ? app->nwidgets : 0];
            size_t cap = sizeof app->labels[0];
            size_t n = 0;
            label[0] = '\0';
            if (lrow->setup) {
                /* Where the set-up ends: the stones above were placed, not played. */
                text_append(label, cap, &n, "· ");
                if (game_study(&c->game)) { /* the list's first row: its set-up in one */
                    char study[UI_LABEL_MAX];
                    status_study_row(&c->game, lang, study, sizeof study);
                    text_append(label, cap, &n, "%s", study);
                } else {
                    text_append(label, cap, &n, i18n_text(lang, S_SETUP_LIST_ROW), c->game.setup);
                }
                wd = add(app, W_MOVE, i + 1, WK_LIST_ITEM, lr.x, lr.y + row * rh, lr.w, rh, label);
                if (wd) {
                    wd->dim = true;
                    wd->active = game_study(&c->game) && c->view == i + 1; /* shown */
                }
                continue;
            }
            if (lrow->end) {
                /* How the game ended, when no row above says it ("Draw — two passes"). */
                char result[128];
                i18n_result(lang, &c->game, result, sizeof result);
                text_append(label, cap, &n, "· %s", result);
                wd = add(app, W_MOVE, i + 1, WK_LIST_ITEM, lr.x, lr.y + row * rh, lr.w, rh, label);
                continue;
            }
            if (lrow->note) {
                text_append(label, cap, &n, "· "); /* a decision: no move number */
            } else {
                /* Figure spaces (U+2007, a digit's width) before short numbers, so the
                 * points line up under each other ("9." above "10."). */
                int num = lrow->number + col;
                for (int d = 10; d <= c->game.board.ply && d < 1000 && num < d; d *= 10) {
                    text_append(label, cap, &n, "\u2007");
                }
                text_append(label, cap, &n, "%d.  ", num);
            }
            ui_move_label(lang, &c->game, i, label, cap, &n);
            bool bad = nmistakes > 0 && mistake[i];
            if (bad) {
                /* The graph shows this move gave much away: "?", as players annotate. */
                text_append(label, cap, &n, "?");
            }
            if (app->has_sess && session_has_variations(&app->sess, i)) {
                /* Other lines were tried instead of this move. */
                text_append(label, cap, &n, " ◆");
            }
            ui_note_mark(app, i + 1, label, cap, &n, lrow->note ? lr.w : colw);
            wd = add(app, W_MOVE, i + 1, WK_LIST_ITEM, lr.x + col * colw, lr.y + row * rh,
                     lrow->note ? lr.w : colw, rh, label);
            if (wd) {
                wd->bad = bad;
                wd->dim = i < c->game.setup; /* placed, not played */
            }
            if (wd) {
                wd->active = c->view == i + 1;
            }
        }
    }
    if (!live) {
        /* In the list's header, instead of its title: every row stays in view. */
        add_back_button(app, (LayoutRect){lr.x, lr.y - ui_px(app, 28),
                                          lr.w - tgw - tnw - ui_px(app, 16), ui_px(app, 25)});
    }
    ui_library_build(app);
}

/* The answers of a question, left to right: no, (discard,) yes; returns how many. */
static const WidgetId ANSWER_IDS[3] = {W_DLG_NO, W_DLG_DISCARD, W_DLG_YES};

static int question_answers(const App *app, WidgetId ids[3], StrId words[3])
{
    if (app->dialog == DLG_NET_WAIT || app->dialog == DLG_NET_OFFERED ||
        app->dialog == DLG_NET_ASK) {
        return ui_net_answers(app, ids, words);
    }
    if (app->dialog == DLG_REPLACE) {
        static const StrId REPLACE[3] = {S_CANCEL, S_DISCARD, S_KEEP_COPY};
        memcpy(ids, ANSWER_IDS, sizeof ANSWER_IDS);
        memcpy(words, REPLACE, sizeof REPLACE);
        return 3;
    }
    if (app->dialog == DLG_RESIGN && ui_draw_between_people(app)) {
        /* Either player resigns, whoever is to move (audit 32b, C4): Cancel, the other
         * colour, the colour to move (Enter). */
        Stone s = game_to_move(&app->ctl->game);
        ids[0] = W_DLG_NO;
        ids[1] = W_DLG_RESIGN_OTHER;
        ids[2] = W_DLG_YES;
        words[0] = S_CANCEL;
        words[1] = s == STONE_BLACK ? S_RESIGN_WHITE_BUTTON : S_RESIGN_BLACK_BUTTON;
        words[2] = s == STONE_BLACK ? S_RESIGN_BLACK_BUTTON : S_RESIGN_WHITE_BUTTON;
        return 3;
    }
    if (ui_quit_study_only(app)) { /* no moves to save: Keep playing or Quit */
        ids[0] = W_DLG_NO;
        ids[1] = W_DLG_YES;
        words[0] = S_KEEP_PLAYING;
        words[1] = S_QUIT_ANYWAY;
        return 2;
    }
    if (app->dialog == DLG_QUIT) { /* the moves no autosave keeps: a file of the player's */
        static const WidgetId QUIT_IDS[3] = {W_DLG_NO, W_DLG_SAVE_AS, W_DLG_YES};
        static const StrId QUIT[3] = {S_KEEP_PLAYING, S_SAVE_AS, S_QUIT_ANYWAY};
        memcpy(ids, QUIT_IDS, sizeof QUIT_IDS);
        memcpy(words, QUIT, sizeof QUIT);
        return 3;
    }
    ids[0] = W_DLG_NO;
    ids[1] = W_DLG_YES;
    if (ui_draw_to_computer(app) ||
        (app->dialog == DLG_DRAW_OFFER && controller_networked(app->ctl))) {
        words[0] = S_CANCEL;
        words[1] = S_SEND_DRAW_OFFER; /* the panel's "Offer draw" may be a short word */
        return 2;
    }
    words[1] = app->dialog == DLG_RESIGN ? S_RESIGN : S_ACCEPT;
    words[0] = app->dialog == DLG_RESIGN ? S_CANCEL : S_DECLINE;
    return 2;
}

bool ui_fouls_shown(const App *app)
{
    return app->settings.show_forbidden && !controller_no_help(app->ctl);
}

bool ui_draw_between_people(const App *app)
{
    const Controller *c = app->ctl;
    return !controller_networked(c) && c->opt.seat[STONE_BLACK] == SEAT_HUMAN &&
           c->opt.seat[STONE_WHITE] == SEAT_HUMAN;
}

bool ui_draw_to_computer(const App *app)
{
    const Controller *c = app->ctl;
    return app->dialog == DLG_DRAW_OFFER &&
           (c->opt.seat[STONE_BLACK] == SEAT_AI || c->opt.seat[STONE_WHITE] == SEAT_AI);
}

bool ui_dialog_has_computer(const App *app)
{
    return ui_has_ai(app) &&
           (app->pending.seat[STONE_BLACK] == SEAT_AI || app->pending.seat[STONE_WHITE] == SEAT_AI);
}

void ui_dialog_columns(const App *app, int *vx, int *vw)
{
    static const StrId LABELS[] = {S_RULE_SET,      S_OPENING,      S_FIRST_PLAYER,
                                   S_SECOND_PLAYER, S_TIME_CONTROL, S_NO_HELP_LABEL};
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int w = d.w - 2 * pad;
    int lw = 0;
    for (size_t i = 0; i < sizeof LABELS / sizeof LABELS[0]; i++) {
        int tw, th;
        text_size(app->assets, FACE_REGULAR, ui_font(app, UI_LABEL_PX),
                  i18n_text(app->settings.lang, LABELS[i]), &tw, &th);
        lw = tw > lw ? tw : lw;
    }
    lw += ui_px(app, 16);
    lw = lw < w * 2 / 5 ? w * 2 / 5 : lw > w / 2 ? w / 2 : lw;
    *vx = d.x + pad + lw;
    *vw = w - lw;
}

/* The key of a question's answer id (input.c's keys for a question): Esc says no, Enter
 * yes (when quitting, Enter keeps playing and Y quits), D discards, S saves. */
static void answer_key(const App *app, WidgetId id, char *key, size_t cap)
{
    bool quit = app->dialog == DLG_QUIT;
    key[0] = '\0';
    if (id == W_DLG_NO || id == W_DLG_YES) {
        bool enter = (id == W_DLG_NO) == quit;
        if (id == W_DLG_YES && quit) {
            snprintf(key, cap, "Y");
        } else {
            keymap_dialog_label(enter ? KEYMAP_DLG_START : KEYMAP_DLG_CANCEL, key, cap);
        }
    } else if (id == W_DLG_DISCARD) {
        snprintf(key, cap, "D");
    } else if (id == W_DLG_SAVE_AS) {
        snprintf(key, cap, "S");
    } else if (id == W_DLG_RESIGN_OTHER) {
        /* The other colour's letter: B or W (input.c). */
        snprintf(key, cap, "%s", game_to_move(&app->ctl->game) == STONE_BLACK ? "W" : "B");
    }
}

/* A question's buttons: all as wide as the longest answer needs with its key; *n: how
 * many. */
static int question_button_w(const App *app, int *n)
{
    WidgetId ids[3];
    StrId words[3];
    *n = question_answers(app, ids, words);
    int widest = ui_answer_w(app, words, *n);
    for (int i = 0; i < *n; i++) {
        char key[16];
        answer_key(app, ids[i], key, sizeof key);
        int tw, th;
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX),
                  i18n_text(app->settings.lang, words[i]), &tw, &th);
        /* its sides and key (ui_button_label_room), and as much air as ui_answer_w gives */
        int need = tw - ui_button_label_room(app, 0, key, NULL) + ui_px(app, 2 * UI_BUTTON_SIDE);
        widest = need > widest ? need : widest;
    }
    return widest;
}

int ui_answer_w(const App *app, const StrId *words, int n)
{
    int widest = 0;
    for (int i = 0; i < n; i++) {
        int tw, th;
        text_size(app->assets, FACE_BOLD, ui_font(app, UI_LABEL_PX),
                  i18n_text(app->settings.lang, words[i]), &tw, &th);
        widest = tw > widest ? tw : widest;
    }
    int w = widest + 2 * ui_px(app, 2 * UI_BUTTON_SIDE);
    return w > ui_px(app, 130) ? w : ui_px(app, 130);
}

bool ui_dialog_engine_row(const App *app) { return ui_has_ai(app) || ui_net_pending(app); }

bool ui_dialog_engine_note(const App *app)
{
    return ui_dialog_engine_row(app) && app->pending_engine && app->settings.engine_path[0] &&
           ui_dialog_has_computer(app) && app->pending.opening != OPENING_FREE;
}

LayoutRect ui_dialog_rect(const App *app)
{
    int clock_row = DIALOG_ROW_H + DIALOG_ROW_GAP;
    int engine_row = ui_dialog_engine_row(app) ? 2 * clock_row : 0; /* and the path's */
    /* the clock's row and the tournament switch's under it */
    int custom = app->clockf.custom && !ui_net_joining(app) ? clock_row : 0; /* what it reads */
    int note = ui_dialog_engine_note(app) ? clock_row : 0; /* under the tournament's */
    int h = app->dialog == DLG_NEW_GAME
                ? (ui_has_ai(app) ? 430 : 330) + 2 * clock_row + engine_row + custom + note
            : app->dialog == DLG_FILES     ? 640
            : app->dialog == DLG_NOTE      ? ui_note_dialog_h(app)
            : app->dialog == DLG_ENGINE    ? ui_engine_dialog_h(app)
            : app->dialog == DLG_GAME_INFO ? ui_info_dialog_h(app)
            : app->dialog == DLG_FIND_NOTE ? ui_note_find_dialog_h(app)
                                           : 0;
    LayoutRect r;
    r.w = ui_font(app, 700); /* dialogs are text: they grow with it */
    r.h = ui_px(app, h);
    if (app->dialog == DLG_NEW_GAME) { /* the strength's words on a line of their own */
        int inner = r.w < app->layout.win_w - 20 ? r.w : app->layout.win_w - 20;
        r.h += ui_dialog_level_extra(app, inner - 2 * ui_px(app, DIALOG_PAD));
    }
    if (h == 0) {
        /* A question: as large as its words and answers. */
        int pad = ui_px(app, DIALOG_PAD);
        int nb;
        int bw = question_button_w(app, &nb);
        char text[UI_QUESTION_MAX];
        ui_question_text(app, text, sizeof text);
        int tw, th;
        text_size(app->assets, FACE_BOLD, ui_font(app, DIALOG_QUESTION_PX), text, &tw, &th);
        int need = nb * bw + (nb - 1) * ui_px(app, 10);
        r.w = (tw > need ? tw : need) + 2 * pad;
        int widest = need + 2 * pad > ui_px(app, 560) ? need + 2 * pad : ui_px(app, 560);
        if (r.w > widest) {
            r.w = widest; /* the words wrap; the answers always fit */
        }
        r.h = pad +
              text_wrapped_height(app->assets, FACE_BOLD, ui_font(app, DIALOG_QUESTION_PX), text,
                                  r.w - 2 * pad) +
              ui_px(app, 24) + ui_px(app, 36) + pad;
    }
    return ui_centred_rect(app, r.w, r.h);
}

LayoutRect ui_centred_rect(const App *app, int w, int h)
{
    LayoutRect r = {0, 0, w, h};
    if (r.w > app->layout.win_w - 20) {
        r.w = app->layout.win_w - 20;
    }
    if (r.h > app->layout.win_h - 20) {
        r.h = app->layout.win_h - 20;
    }
    r.x = (app->layout.win_w - r.w) / 2;
    r.y = (app->layout.win_h - r.h) / 2;
    return r;
}

/* name into out, cut at its end with "…" (between characters) as little as lets it fit in
 * room at the least label size, in the bold face of a chosen segment. */
static void fit_name(const App *app, const char *name, int room, char *out, size_t cap)
{
    int px = ui_font(app, UI_LABEL_MIN_PX);
    size_t n = strlen(name);
    snprintf(out, cap, "%s", name);
    int tw = 0, th = 0;
    text_size(app->assets, FACE_BOLD, px, out, &tw, &th);
    while (tw > room && n > 1) {
        do {
            n--;
        } while (n > 1 && ((unsigned char)name[n] & 0xC0) == 0x80);
        snprintf(out, cap, "%.*s…", (int)n, name);
        text_size(app->assets, FACE_BOLD, px, out, &tw, &th);
    }
}

static void build_new_game(App *app)
{
    const Lang lang = app->settings.lang;
    bool ai = ui_has_ai(app);
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int x = d.x + pad;
    int w = d.w - 2 * pad;
    int h = ui_px(app, DIALOG_ROW_H);
    int y = d.y + ui_px(app, DIALOG_TOP);
    int vx, vw;
    ui_dialog_columns(app, &vx, &vw);
    /* Rule set: < title > */
    add(app, W_DLG_RULE_PREV, 0, WK_BUTTON, vx, y, h, h, "‹");
    add(app, W_DLG_RULE_NEXT, 0, WK_BUTTON, vx + vw - h, y, h, h, "›");
    y += h + ui_px(app, DIALOG_ROW_GAP);
    /* Opening rule: < title > */
    add(app, W_DLG_OPENING_PREV, 0, WK_BUTTON, vx, y, h, h, "‹");
    add(app, W_DLG_OPENING_NEXT, 0, WK_BUTTON, vx + vw - h, y, h, h, "›");
    for (int i = 0; i < app->nwidgets && ui_net_joining(app); i++) {
        Widget *wd = &app->widgets[i];
        wd->enabled = wd->enabled && (wd->id < W_DLG_RULE_PREV || wd->id > W_DLG_OPENING_NEXT);
    }
    y += h + ui_px(app, DIALOG_ROW_GAP);
    for (int colour = STONE_BLACK; colour <= STONE_WHITE; colour++) {
        /* A person, the computer (when there is one) or a person over the network. */
        static const StrId SEATS[3] = {S_PERSON, S_COMPUTER, S_NETWORK};
        const SeatKind kinds[3] = {SEAT_HUMAN, ai ? SEAT_AI : SEAT_REMOTE, SEAT_REMOTE};
        int nseg = ai ? 3 : 2;
        int gap = ui_px(app, 6);
        int segw = (vw - (nseg - 1) * gap) / nseg;
        for (int i = 0; i < nseg; i++) {
            SeatKind k = kinds[i];
            Widget *wd = add(app, W_DLG_SEAT, colour * 3 + (int)k, WK_SEGMENT,
                             vx + i * (segw + gap), y, segw, h,
                             i18n_text(lang, SEATS[k == SEAT_AI       ? 1
                                                   : k == SEAT_REMOTE ? 2
                                                                      : 0]));
            if (wd) {
                wd->active = app->pending.seat[colour] == k;
            }
        }
        y += h + ui_px(app, DIALOG_ROW_GAP);
    }
    if (ui_net_pending(app)) {
        ui_net_dialog_build(app, y); /* host or join, in the engine's rows */
        y += 2 * (h + ui_px(app, DIALOG_ROW_GAP));
    } else if (ui_dialog_engine_row(app)) {
        /* Who plays the computer's moves: our AI or the outside engine (settings). */
        int segw = (vw - ui_px(app, 6)) / 2;
        int key_w = 0;
        char *name = app->labels[app->nwidgets + 1 < UI_MAX_WIDGETS ? app->nwidgets + 1 : 0];
        bool set = app->settings.engine_path[0] != '\0';
        const char *full = !set ? i18n_text(lang, S_ENGINE_OTHER)
                           : app->pick.state == PICK_OK && app->pick.name[0]
                               ? app->pick.name
                               : ui_ai_engine_name(app->ai, app->settings.engine_path);
        fit_name(app, full, ui_button_label_room(app, segw, "", &key_w), name,
                 sizeof app->labels[0]);
        const char *names[2] = {i18n_text(lang, S_ENGINE_BUILTIN), name};
        for (int i = 0; i < 2; i++) {
            Widget *wd = add(app, W_DLG_ENGINE, i, WK_SEGMENT, vx + i * (segw + ui_px(app, 6)), y,
                             segw, h, names[i]);
            if (wd) {
                wd->active = app->pending_engine == (i == 1) && (i == 0 || set);
                wd->enabled = ui_dialog_has_computer(app) && (i == 0 || set);
            }
        }
        y += h + ui_px(app, DIALOG_ROW_GAP);
        Widget *path = add(app, W_DLG_ENGINE_PATH, 0, WK_LIST_ITEM, vx, y, vw, h, "");
        if (path) {
            path->enabled = ui_dialog_has_computer(app) || app->pick.typing;
        }
        y += h + ui_px(app, DIALOG_ROW_GAP);
    }
    if (ai) {
        /* the label sits above the level row, the level's words beside it or under it */
        y += ui_px(app, DIALOG_LEVEL_LABEL) + ui_dialog_level_extra(app, w);
        int n = AI_LEVEL_MAX - AI_LEVEL_MIN + 1;
        int g = ui_px(app, 4);
        int segw = (w - (n - 1) * g) / n;
        static const char *const NUM[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"};
        for (int l = AI_LEVEL_MIN; l <= AI_LEVEL_MAX; l++) {
            Widget *wd = add(app, W_DLG_LEVEL, l, WK_SEGMENT, x + (l - AI_LEVEL_MIN) * (segw + g),
                             y, segw, h, NUM[l]);
            if (wd) {
                wd->active = app->pending.ai_level == l;
                wd->enabled = ui_dialog_has_computer(app); /* no strength between people */
            }
        }
        y += h + ui_px(app, DIALOG_ROW_GAP);
    }
    ui_clock_dialog_build(app, y);
    int bw = ui_px_grown(app, 150);
    int by = d.y + d.h - pad - h;
    Widget *no = add(app, W_DLG_CANCEL, 0, WK_BUTTON, d.x + d.w - pad - 2 * bw - ui_px(app, 10), by,
                     bw, h, i18n_text(lang, S_CANCEL));
    if (no) {
        keymap_dialog_label(KEYMAP_DLG_CANCEL, no->key, sizeof no->key);
    }
    Widget *wd = add(app, W_DLG_START, 0, WK_BUTTON, d.x + d.w - pad - bw, by, bw, h,
                     i18n_text(lang, S_START));
    /* A new game from a position (setupview.c) under these choices. */
    Widget *su = add(app, W_DLG_SETUP, 0, WK_BUTTON, d.x + pad, by, bw, h,
                     i18n_text(lang, S_SETUP));
    if (su) {
        su->enabled = !ui_net_pending(app); /* a set-up position is not sent */
    }
    if (ai) { /* the engine's times, threads and memory (engineset.c), between them */
        Widget *es = add(app, W_DLG_ENGINE_SETTINGS, 0, WK_BUTTON, d.x + pad + bw + ui_px(app, 10),
                         by, bw, h, i18n_text(lang, S_ENGINE_SETTINGS_BUTTON));
        if (es) {
            keymap_label(CTL_CMD_ENGINE_SETTINGS, false, es->key, sizeof es->key);
        }
    }
    if (wd) { /* its key only while Enter starts (not while Cancel is ringed) */
        wd->active = ui_dialog_enter_starts(app);
        if (wd->active) {
            keymap_dialog_label(KEYMAP_DLG_START, wd->key, sizeof wd->key);
        }
    }
}

static void build_yes_no(App *app)
{
    const Lang lang = app->settings.lang;
    LayoutRect d = ui_dialog_rect(app);
    int pad = ui_px(app, DIALOG_PAD);
    int h = ui_px(app, 36);
    int n;
    int bw = question_button_w(app, &n);
    int gap = ui_px(app, 10);
    int by = d.y + d.h - pad - h;
    WidgetId ids[3];
    StrId words[3];
    question_answers(app, ids, words);
    /* The lit button is Enter's: never losing the moves when quitting. */
    WidgetId lit = app->dialog == DLG_QUIT ? W_DLG_NO : W_DLG_YES;
    for (int i = 0; i < n; i++) {
        int x = d.x + d.w - pad - (n - i) * bw - (n - 1 - i) * gap;
        Widget *wd = add(app, ids[i], 0, WK_BUTTON, x, by, bw, h, i18n_text(lang, words[i]));
        if (wd) {
            answer_key(app, ids[i], wd->key, sizeof wd->key);
            wd->active = ids[i] == lit;
        }
    }
}

/* Does the notice's sentences [from, to) (with its page's mark when paged; only bytes
 * [cut_from, cut_to) of the one sentence when cut_to > 0), with the opening's step under
 * them, fit the message's room at px? */
static bool notice_fits(const App *app, const Notice *nt, int from, int to, bool paged,
                        int cut_from, int cut_to, int px)
{
    Notice page = *nt;
    status_notice_page(&page, 0, paged ? 2 : 0, from, to);
    status_notice_cut(&page, cut_from, cut_to);
    char text[1200];
    size_t n = status_notice_text(&page, app->settings.lang, text, sizeof text);
    if (app->ctl && n + 1 < sizeof text) { /* the opening's step stays under it */
        char step[512];
        if (status_opening_step(app->ctl, app->settings.lang, step, sizeof step) > 0) {
            snprintf(text + n, sizeof text - n, "\n%s", step);
        }
    }
    LayoutRect mr = ui_message_rect(app);
    return text_wrapped_height(app->assets, FACE_REGULAR, px, text, mr.w) <= mr.h;
}

typedef struct NoticePage {
    int from, to;         /* its sentences */
    int cut_from, cut_to; /* a piece of one sentence (cut_to 0: whole sentences) */
} NoticePage;

/* Sentence s, too long for a page alone, as pages of whole words, each as many as fit at
 * px (one word at least: a word longer than the room is render.c's to shrink or cut).
 * Returns the pages added to pages[np..max). */
static int notice_pieces(const App *app, const Notice *nt, int s, int px, NoticePage *pages, int np,
                         int max)
{
    char part[700];
    int len = (int)status_notice_part(nt, app->settings.lang, s, part, sizeof part);
    int ends[350]; /* where each word ends */
    int nends = 0;
    for (int i = 1; i <= len && nends < (int)(sizeof ends / sizeof ends[0]); i++) {
        if ((i == len || part[i] == ' ') && part[i - 1] != ' ') {
            ends[nends++] = i;
        }
    }
    int at = 0, w = 0; /* the piece starts at byte at, its first word is w */
    while (w < nends && np < max) {
        /* The most words from w on that fit (a binary search: fitting only shrinks as
         * words are added). */
        int lo = w, hi = nends - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (notice_fits(app, nt, s, s + 1, true, at, ends[mid], px)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        pages[np++] = (NoticePage){s, s + 1, at, ends[lo]};
        w = lo + 1;
        at = ends[lo];
        while (at < len && part[at] == ' ') {
            at++;
        }
    }
    return np;
}

void ui_notice_fit(App *app)
{
    Notice *nt = &app->notice;
    int n = status_notice_parts(nt);
    int px = ui_font(app, UI_NOTICE_PAGE_PX);
    if (n < 1 || !app->assets || notice_fits(app, nt, 0, n, false, 0, 0, px)) {
        status_notice_page(nt, 0, 0, 0, 0); /* whole: it fits */
        return;
    }
    /* As many sentences a page as fit at px; a sentence too long for a page alone in
     * pieces of whole words (never smaller text: it stays as readable as the rest). */
    NoticePage pages[UI_NOTICE_PARTS_MAX];
    int np = 0;
    for (int s = 0; s < n && np < UI_NOTICE_PARTS_MAX;) {
        if (!notice_fits(app, nt, s, s + 1, true, 0, 0, px)) {
            np = notice_pieces(app, nt, s, px, pages, np, UI_NOTICE_PARTS_MAX);
            s++;
            continue;
        }
        int e = s + 1;
        while (e < n && notice_fits(app, nt, s, e + 1, true, 0, 0, px)) {
            e++;
        }
        pages[np++] = (NoticePage){s, e, 0, 0};
        s = e;
    }
    if (np < 2) {
        status_notice_page(nt, 0, 0, 0, 0); /* one word too long: render.c shrinks it */
        return;
    }
    int page = nt->page < np ? nt->page : np - 1;
    status_notice_page(nt, page, np, pages[page].from, pages[page].to);
    status_notice_cut(nt, pages[page].cut_from, pages[page].cut_to);
}

void ui_build_widgets(App *app)
{
    app->nwidgets = 0;
    ui_notice_fit(app);
    ui_find_follow(app);
    if (ui_setup_on(app)) {
        ui_setup_build(app);
    } else if (ui_study_on(app)) {
        ui_study_build(app);
    } else if (ui_find_on(app)) {
        ui_find_build(app);
    } else {
        build_panel(app);
        build_prompt(app);
        ui_clock_build(app);
    }
    if (app->dialog != DLG_NONE || app->show_help) {
        /* A modal overlay: the panel stays visible but does not react, except the
         * language button beside a dialog (clear of it): the language is the window's,
         * and a dialog's words, a refused file's reason too, follow it. */
        LayoutRect d = app->dialog != DLG_NONE ? ui_dialog_rect(app) : (LayoutRect){0, 0, 0, 0};
        for (int i = 0; i < app->nwidgets; i++) {
            Widget *w = &app->widgets[i];
            bool clear = w->r.x >= d.x + d.w || w->r.x + w->r.w <= d.x || w->r.y >= d.y + d.h ||
                         w->r.y + w->r.h <= d.y;
            w->enabled = w->enabled && w->id == W_LANG && app->dialog != DLG_NONE &&
                         !app->show_help && clear;
        }
    }
    if (app->dialog == DLG_NEW_GAME) {
        build_new_game(app);
    } else if (app->dialog == DLG_DRAW_OFFER || app->dialog == DLG_RESIGN ||
               app->dialog == DLG_QUIT || app->dialog == DLG_REPLACE ||
               app->dialog == DLG_NET_WAIT || app->dialog == DLG_NET_OFFERED ||
               app->dialog == DLG_NET_ASK) {
        build_yes_no(app);
    } else if (app->dialog == DLG_FILES) {
        ui_files_build(app);
    } else if (app->dialog == DLG_NOTE) {
        ui_note_build_dialog(app);
    } else if (app->dialog == DLG_ENGINE) {
        ui_engine_build(app);
    } else if (app->dialog == DLG_GAME_INFO) {
        ui_info_build(app);
    } else if (app->dialog == DLG_FIND_NOTE) {
        ui_note_find_build(app);
    }
    if (app->show_help) {
        ui_help_build(app);
    }
}

const Widget *ui_widget_at(const App *app, int x, int y)
{
    for (int i = app->nwidgets - 1; i >= 0; i--) {
        const Widget *w = &app->widgets[i];
        if (w->enabled && layout_rect_contains(w->r, x, y)) {
            return w;
        }
    }
    return NULL;
}
