/* Renju - MIT licence, see LICENSE.
 *
 * SDL events become controller calls and window-state changes. Mouse coordinates arrive
 * in window points and are scaled to output pixels (HiDPI) before any hit test.
 *
 *   key                     action
 *   ---------------------   -------------------------------------------
 *   arrows                  move the keyboard cursor (starts on the centre)
 *   Enter, Space            play at the cursor
 *   N                       New game dialog
 *   U, Ctrl+Z, Backspace    undo            R, Ctrl+Y    redo
 *   P                       pass            G            resign (asks first)
 *   D                       offer a draw    H            hint
 *   F                       forbidden marks M            move numbers
 *   L                       next language   F1           help overlay
 *   S, T, K                 opening: swap, two more, keep Black
 *   A, B, 1..8, C           opening: option A/B, declare N fifth moves, confirm proposals
 *                           (only while a person may make that decision: A analyses
 *                           otherwise)
 *   PgUp, PgDn, Home, End   browse the moves (a click or Enter on an earlier position
 *                           starts another line; the old one is kept as a variation)
 *   Ctrl+O, Ctrl+S          file dialog (open, save; .png: picture of the board)
 *   Ctrl+C, Ctrl+V          copy the moves, paste a record or moves; a dropped file opens
 *   A                       analyse the shown position    E  evaluation graph
 *   Esc                     close a dialog or the help; Ctrl+Q quit
 *   in New game             Left/Right rules, O opening, B/W the first/second player a
 *                           person or the computer, 1..9/0 strength,
 *                           Enter start; in a yes/no dialog Y or Enter, N or Esc
 */
#include "ui_internal.h"

static void save_settings(App *app)
{
    if (app->settings_path[0]) {
        settings_save(&app->settings, app->settings_path);
    }
}

static void open_new_game(App *app)
{
    app->pending = app->ctl->opt;
    if (!ui_has_ai(app)) {
        app->pending.seat[STONE_BLACK] = SEAT_HUMAN;
        app->pending.seat[STONE_WHITE] = SEAT_HUMAN;
    }
    app->dialog = DLG_NEW_GAME;
}

/* Resign and draw: confirm with the people at the board first. */
static void ask_resign(App *app)
{
    if (!game_over(&app->ctl->game) && app->ctl->game.nactions > 0) {
        app->dialog = DLG_RESIGN;
    }
}

static void ask_draw(App *app)
{
    Controller *c = app->ctl;
    if (game_over(&c->game) || c->game.nactions == 0) {
        return;
    }
    bool two_people = c->opt.seat[STONE_BLACK] == SEAT_HUMAN && c->opt.seat[STONE_WHITE] == SEAT_HUMAN;
    if (two_people) {
        app->dialog = DLG_DRAW_OFFER; /* the other person accepts or declines */
    } else {
        controller_offer_draw(c);
    }
}

static void browse(App *app, int to);

void ui_activate(App *app, WidgetId id, int arg)
{
    Controller *c = app->ctl;
    if (app->dialog == DLG_FILES) {
        ui_files_activate(app, id, arg);
        return;
    }
    switch (id) {
    case W_NONE: break;
    case W_NEW_GAME: open_new_game(app); break;
    case W_UNDO: controller_undo(c); break;
    case W_REDO: controller_redo(c); break;
    case W_PASS: controller_pass(c); break;
    case W_RESIGN: ask_resign(app); break;
    case W_DRAW: ask_draw(app); break;
    case W_HINT: controller_hint(c); break;
    case W_HELP: app->show_help = !app->show_help; break;
    case W_TOGGLE_FORBIDDEN:
        app->settings.show_forbidden = !app->settings.show_forbidden;
        save_settings(app);
        break;
    case W_TOGGLE_NUMBERS:
        app->settings.show_numbers = !app->settings.show_numbers;
        save_settings(app);
        break;
    case W_LANG:
        if (arg >= 0 && arg < LANG_COUNT) {
            app->settings.lang = (Lang)arg;
            save_settings(app);
        }
        break;
    case W_MOVE:
        controller_view(c, arg);
        app->list_follow = controller_is_live(c);
        break;
    case W_BACK_TO_GAME:
        controller_view(c, c->game.nactions);
        app->list_follow = true;
        break;
    case W_FILES: ui_files_open(app, false); break;
    case W_ANALYSE:
        if (ui_has_ai(app)) {
            controller_analyse(c, !c->analysing);
        }
        break;
    case W_GRAPH_TOGGLE:
        if (ui_has_ai(app)) {
            controller_graph(c, !c->graph_on);
        }
        break;
    case W_GRAPH: browse(app, ui_graph_ply_at(app, app->mouse_x)); break;
    case W_VARIATION:
        if (app->has_sess) {
            session_switch(&app->sess, c->view, arg);
            app->list_follow = controller_is_live(c);
        }
        break;
    case W_PAUSE:
    case W_SOUND:
    case W_DLG_CLOCK_PREV:
    case W_DLG_CLOCK_NEXT:
        if (ui_clock_activate(app, id, arg)) {
            save_settings(app);
        }
        break;
    case W_FILE_MODE:
    case W_FILE_ITEM:
    case W_FILE_PICTURE:
    case W_FILE_GO: break; /* only while the file dialog is open (above) */
    case W_DLG_RULE_PREV:
    case W_DLG_RULE_NEXT: {
        int step = id == W_DLG_RULE_NEXT ? 1 : RULE_COUNT - 1;
        app->pending.rule = (RuleId)((app->pending.rule + step) % RULE_COUNT);
        break;
    }
    case W_DLG_OPENING_PREV:
    case W_DLG_OPENING_NEXT: {
        int step = id == W_DLG_OPENING_NEXT ? 1 : OPENING_COUNT - 1;
        app->pending.opening = (OpeningId)((app->pending.opening + step) % OPENING_COUNT);
        break;
    }
    case W_OPEN_SWAP: controller_decide(c, ACTION_SWAP); break;
    case W_OPEN_OPTION_A: controller_decide(c, ACTION_OPTION_A); break;
    case W_OPEN_OPTION_B: controller_decide(c, ACTION_OPTION_B); break;
    case W_OPEN_TWO_MORE: controller_decide(c, ACTION_TWO_MORE); break;
    case W_OPEN_KEEP: controller_decide(c, ACTION_KEEP); break;
    case W_OPEN_DECLARE: controller_declare(c, arg); break;
    case W_OPEN_CONFIRM: controller_confirm_proposals(c); break;
    case W_DLG_SEAT: app->pending.seat[arg / 2] = (SeatKind)(arg % 2); break;
    case W_DLG_LEVEL: app->pending.ai_level = arg; break;
    case W_DLG_START:
        app->dialog = DLG_NONE;
        controller_new_game(c, &app->pending);
        app->settings.game = app->pending;
        app->list_follow = true;
        save_settings(app);
        break;
    case W_DLG_CANCEL:
    case W_DLG_NO: app->dialog = DLG_NONE; break;
    case W_DLG_YES:
        if (app->dialog == DLG_RESIGN) {
            controller_resign(c);
        } else if (app->dialog == DLG_DRAW_OFFER) {
            controller_offer_draw(c);
        }
        app->dialog = DLG_NONE;
        break;
    }
}

/* Window points to output pixels. */
static void to_pixels(const App *app, int x, int y, int *px, int *py)
{
    int ww = 0, wh = 0;
    if (app->win) {
        SDL_GetWindowSize(app->win, &ww, &wh);
    }
    if (ww > 0 && wh > 0) {
        *px = (int)((long long)x * app->layout.win_w / ww);
        *py = (int)((long long)y * app->layout.win_h / wh);
    } else {
        *px = x;
        *py = y;
    }
}

static void move_cursor(App *app, int dx, int dy)
{
    Controller *c = app->ctl;
    int size = c->game.board.size;
    int x = pos_x(c->cursor) + dx;
    int y = pos_y(c->cursor) + dy;
    x = x < 0 ? 0 : x >= size ? size - 1 : x;
    y = y < 0 ? 0 : y >= size ? size - 1 : y;
    c->cursor = pos_from_xy(x, y);
    app->cursor_visible = true;
}

static void browse(App *app, int to)
{
    controller_view(app->ctl, to);
    app->list_follow = controller_is_live(app->ctl);
    if (!app->list_follow) {
        CtlListRow rows[GAME_MAX_ACTIONS];
        int nrows = controller_list_rows(app->ctl, rows, GAME_MAX_ACTIONS);
        int row = 0;
        while (row + 1 < nrows && rows[row].first != app->ctl->view - 1 &&
               rows[row].second != app->ctl->view - 1) {
            row++;
        }
        if (row < app->list_scroll) {
            app->list_scroll = row;
        } else if (row >= app->list_scroll + app->list_rows_visible) {
            app->list_scroll = row - app->list_rows_visible + 1;
        }
    }
}

/* The opening's keys: an action only when the game offers it now (else the key does
 * nothing, as a disabled button would). */
static bool opening_key(App *app, SDL_Keycode key, bool ctrl)
{
    const Game *g = &app->ctl->game;
    if (ctrl || !controller_is_live(app->ctl) || !controller_human_to_move(app->ctl)) {
        return false;
    }
    static const struct {
        SDL_Keycode key;
        WidgetId id;
        ActionKind kind;
    } KEYS[] = {{SDLK_s, W_OPEN_SWAP, ACTION_SWAP},
                {SDLK_t, W_OPEN_TWO_MORE, ACTION_TWO_MORE},
                {SDLK_k, W_OPEN_KEEP, ACTION_KEEP},
                {SDLK_a, W_OPEN_OPTION_A, ACTION_OPTION_A},
                {SDLK_b, W_OPEN_OPTION_B, ACTION_OPTION_B},
                {SDLK_c, W_OPEN_CONFIRM, ACTION_PROPOSE}};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        if (KEYS[i].key == key && game_action_offered(g, KEYS[i].kind)) {
            ui_activate(app, KEYS[i].id, 0);
            return true;
        }
    }
    if (key >= SDLK_1 && key <= SDLK_8 && game_action_offered(g, ACTION_DECLARE)) {
        ui_activate(app, W_OPEN_DECLARE, (int)(key - SDLK_0));
        return true;
    }
    return false;
}

/* A click or Enter on p: a move on the live position; while an earlier position is
 * shown, a legal point there starts another line (the old one stays as a variation). */
static void play_at(App *app, Pos p)
{
    GameError err;
    if (!controller_is_live(app->ctl) && app->has_sess && session_branch(&app->sess, p, &err)) {
        app->list_follow = true;
        return;
    }
    controller_click(app->ctl, p);
}

static bool handle_key(App *app, const SDL_KeyboardEvent *k)
{
    Controller *c = app->ctl;
    SDL_Keycode key = k->keysym.sym;
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    if (ctrl && key == SDLK_q) {
        return false;
    }
    if (key == SDLK_F1) {
        app->show_help = !app->show_help;
        return true;
    }
    if (app->show_help) {
        if (key == SDLK_ESCAPE) {
            app->show_help = false;
        }
        return true;
    }
    if (app->dialog == DLG_FILES) {
        ui_files_key(app, k);
        return true;
    }
    if (ctrl && app->dialog == DLG_NONE) {
        switch (key) {
        case SDLK_o: ui_files_open(app, false); return true;
        case SDLK_s: ui_files_open(app, true); return true;
        case SDLK_c: ui_copy(app); return true;
        case SDLK_v: ui_paste(app); return true;
        default: break;
        }
    }
    if (app->dialog != DLG_NONE) {
        if (key == SDLK_ESCAPE) {
            app->dialog = DLG_NONE;
        } else if (key == SDLK_RETURN || key == SDLK_KP_ENTER) {
            ui_activate(app, app->dialog == DLG_NEW_GAME ? W_DLG_START : W_DLG_YES, 0);
        } else if (app->dialog == DLG_NEW_GAME && (key == SDLK_LEFT || key == SDLK_RIGHT)) {
            ui_activate(app, key == SDLK_LEFT ? W_DLG_RULE_PREV : W_DLG_RULE_NEXT, 0);
        } else if (app->dialog == DLG_NEW_GAME && key == SDLK_o) {
            ui_activate(app, W_DLG_OPENING_NEXT, 0);
        } else if (app->dialog == DLG_NEW_GAME && key == SDLK_c) {
            ui_activate(app, W_DLG_CLOCK_NEXT, 0); /* C: the next time control */
        } else if (app->dialog == DLG_NEW_GAME && ui_has_ai(app) &&
                   (key == SDLK_b || key == SDLK_w)) {
            /* B, W: a person or the computer for the first (Black's) or the second
             * (White's) player. */
            Stone colour = key == SDLK_b ? STONE_BLACK : STONE_WHITE;
            SeatKind next = app->pending.seat[colour] == SEAT_AI ? SEAT_HUMAN : SEAT_AI;
            ui_activate(app, W_DLG_SEAT, colour * 2 + next);
        } else if (app->dialog == DLG_NEW_GAME && ui_has_ai(app) && key >= SDLK_0 &&
                   key <= SDLK_9) {
            /* 1..9, 0: the computer's strength (0 is 10). */
            ui_activate(app, W_DLG_LEVEL, key == SDLK_0 ? 10 : (int)(key - SDLK_0));
        } else if (app->dialog != DLG_NEW_GAME && (key == SDLK_y || key == SDLK_n)) {
            ui_activate(app, key == SDLK_y ? W_DLG_YES : W_DLG_NO, 0);
        }
        return true;
    }
    if (opening_key(app, key, ctrl)) {
        return true;
    }
    switch (key) {
    case SDLK_LEFT: move_cursor(app, -1, 0); break;
    case SDLK_RIGHT: move_cursor(app, 1, 0); break;
    case SDLK_UP: move_cursor(app, 0, 1); break;
    case SDLK_DOWN: move_cursor(app, 0, -1); break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        app->cursor_visible = true;
        play_at(app, c->cursor);
        break;
    case SDLK_a: ui_activate(app, W_ANALYSE, 0); break;
    case SDLK_x:
    case SDLK_PAUSE: ui_activate(app, W_PAUSE, 0); break;
    case SDLK_v: ui_activate(app, W_SOUND, 0); break;
    case SDLK_MINUS:
    case SDLK_KP_MINUS:
    case SDLK_EQUALS:
    case SDLK_PLUS:
    case SDLK_KP_PLUS:
        if (ui_clock_volume(app, key == SDLK_MINUS || key == SDLK_KP_MINUS ? -10 : 10)) {
            save_settings(app);
        }
        break;
    case SDLK_e: ui_activate(app, W_GRAPH_TOGGLE, 0); break;
    case SDLK_n: ui_activate(app, W_NEW_GAME, 0); break;
    case SDLK_z:
        if (ctrl) {
            ui_activate(app, W_UNDO, 0);
        }
        break;
    case SDLK_u:
    case SDLK_BACKSPACE: ui_activate(app, W_UNDO, 0); break;
    case SDLK_y:
        if (ctrl) {
            ui_activate(app, W_REDO, 0);
        }
        break;
    case SDLK_r: ui_activate(app, W_REDO, 0); break;
    case SDLK_p:
        if (!game_in_opening(&c->game)) { /* as the disabled button: no pass in an opening */
            ui_activate(app, W_PASS, 0);
        }
        break;
    case SDLK_g: ui_activate(app, W_RESIGN, 0); break;
    case SDLK_d: ui_activate(app, W_DRAW, 0); break;
    case SDLK_h:
        if (ui_has_ai(app)) {
            ui_activate(app, W_HINT, 0);
        }
        break;
    case SDLK_f: ui_activate(app, W_TOGGLE_FORBIDDEN, 0); break;
    case SDLK_m: ui_activate(app, W_TOGGLE_NUMBERS, 0); break;
    case SDLK_l: ui_activate(app, W_LANG, (app->settings.lang + 1) % LANG_COUNT); break;
    case SDLK_PAGEUP: browse(app, c->view - 1); break;
    case SDLK_PAGEDOWN: browse(app, c->view + 1); break;
    case SDLK_HOME: browse(app, 0); break;
    case SDLK_END: browse(app, c->game.nactions); break;
    case SDLK_ESCAPE: app->cursor_visible = false; break;
    default: break;
    }
    return true;
}

static void handle_click(App *app, int x, int y)
{
    const Widget *w = ui_widget_at(app, x, y);
    if (w && app->pressed == w->id && app->pressed_arg == w->arg) {
        ui_activate(app, w->id, w->arg);
        return;
    }
    if (w || app->dialog != DLG_NONE) {
        return;
    }
    if (app->show_help) {
        app->show_help = false;
        return;
    }
    Pos p;
    if (layout_cell_at(&app->layout, x, y, &p)) {
        app->cursor_visible = false;
        app->ctl->cursor = p;
        play_at(app, p);
    }
}

bool ui_handle_event(App *app, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT: return false;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym != SDLK_LCTRL && e->key.keysym.sym != SDLK_RCTRL) {
            app->notice[0] = '\0'; /* a notice lasts until the next key or click */
        }
        return handle_key(app, &e->key);
    case SDL_TEXTINPUT:
        if (app->dialog == DLG_FILES) {
            ui_files_text(app, e->text.text);
        }
        break;
    case SDL_DROPFILE:
        if (e->drop.file) {
            if (app->dialog == DLG_NONE || app->dialog == DLG_FILES) {
                if (ui_load_path(app, e->drop.file) && app->dialog == DLG_FILES) {
                    ui_activate(app, W_DLG_CANCEL, 0);
                }
            }
            SDL_free(e->drop.file);
        }
        break;
    case SDL_MOUSEMOTION:
        to_pixels(app, e->motion.x, e->motion.y, &app->mouse_x, &app->mouse_y);
        app->mouse_in = true;
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button == SDL_BUTTON_LEFT) {
            to_pixels(app, e->button.x, e->button.y, &app->mouse_x, &app->mouse_y);
            app->mouse_in = true;
            const Widget *w = ui_widget_at(app, app->mouse_x, app->mouse_y);
            app->pressed = w ? w->id : W_NONE;
            app->pressed_arg = w ? w->arg : 0;
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_LEFT) {
            to_pixels(app, e->button.x, e->button.y, &app->mouse_x, &app->mouse_y);
            app->notice[0] = '\0';
            handle_click(app, app->mouse_x, app->mouse_y);
            app->pressed = W_NONE;
        }
        break;
    case SDL_MOUSEWHEEL: {
        LayoutRect lr = ui_move_list_rect(app);
        if (layout_rect_contains(lr, app->mouse_x, app->mouse_y)) {
            app->list_scroll -= e->wheel.y * 2;
            app->list_follow = false;
            if (app->list_scroll < 0) {
                app->list_scroll = 0;
            }
        }
        break;
    }
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_LEAVE) {
            app->mouse_in = false;
        }
        break;
    default: break;
    }
    return true;
}
