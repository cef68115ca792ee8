/* Renju - MIT licence, see LICENSE.
 *
 * SDL events become controller calls and window-state changes. Mouse coordinates arrive
 * in window points and are scaled to output pixels (HiDPI) before any hit test.
 *
 * The keys of the game are keymap.h's table (the help overlay lists it); a key does what
 * its command's button does, and only when controller_can() allows it, as a disabled
 * button does nothing (a refused undo or redo says why); Ctrl+Q asks first while moves are unsaved.
 * The dialogs keep their own keys while open: in New game Left/Right rules, O opening, C clock, B/W
 * the first/second player a person or the computer, 1..9/0 strength, Enter start; in a yes/no
 * dialog Y or Enter, N or Esc (in the question before the game in progress is replaced, D discards
 * it); Esc closes any.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui_internal.h"

void ui_save_settings(App *app)
{
    RecordError err;
    if (!app->settings_path[0] || app->settings_held) {
        return; /* held: the player's file, unread, is never replaced by the defaults */
    }
    /* Another window may share the file: only what this one changed is written; what
     * the command line chose for this run (--lang, --rule) is not. */
    Settings *own = malloc(sizeof *own);
    bool ok = own != NULL;
    if (own) {
        settings_without_run(own, &app->settings, &app->settings_base, app->settings_run);
        ok = settings_sync(own, &app->settings_base, app->settings_path, &err);
        free(own);
    } else {
        record_error(&err, RECORD_R_NO_MEMORY, app->settings_path, 0, NULL, 0);
    }
    /* Each failure is said in the window (the F3 dialog says it while open, and the
     * notice stays when it closes); stderr, in the window's language, only a new reason. */
    SettingsSaid said = settings_saving_note(&app->saving, ok, &err);
    if (said == SETTINGS_SAID_STDERR) {
        char why[1200];
        i18n_record_error_line(app->settings.lang, &err, why, sizeof why);
        fprintf(stderr, "renju: %s\n", why);
    }
    if (said != SETTINGS_SAID_NONE) {
        status_notice_not_saved(&app->notice, &err);
    }
}

static void open_new_game(App *app)
{
    app->pending = app->ctl->opt;
    /* The seats (and the computer's level) of the last game the player started here, as
     * settings.conf keeps them: not a loaded record's, nor a studied one's two people
     * (audit 27a, item 12: after a move list, or a record of two people kept by the
     * autosave, New game offered Person vs Person to a player who had chosen the
     * computer). A network seat is offered again by ui_net_recall alone. */
    for (int s = STONE_BLACK; s <= STONE_WHITE; s++) {
        SeatKind k = app->settings.game.seat[s];
        app->pending.seat[s] = k == SEAT_AI ? SEAT_AI : SEAT_HUMAN;
    }
    app->pending.ai_level = app->settings.game.ai_level;
    if (!ui_has_ai(app)) {
        app->pending.seat[STONE_BLACK] = SEAT_HUMAN;
        app->pending.seat[STONE_WHITE] = SEAT_HUMAN;
    }
    app->pending_engine = app->settings.engine_on && app->settings.engine_path[0];
    ui_net_recall(app);
    app->pick.start_after = false; /* a Start held in a dialog closed since is no more */
    ui_clock_dialog_open(app);
    app->dlg_focus = 0;
    app->dialog = DLG_NEW_GAME;
}

/* Resign and draw: confirm with the people at the board first. */
static void ask_resign(App *app)
{
    if (ui_net_awaits_answer(app)) {
        return; /* nothing of ours is played until the answer */
    }
    if (!game_over(&app->ctl->game) && app->ctl->game.nactions > 0) {
        app->dialog = DLG_RESIGN;
    }
}

static void ask_draw(App *app)
{
    Controller *c = app->ctl;
    if (ui_net_awaits_answer(app)) {
        return; /* said at once, not after a confirmation */
    }
    if (!game_over(&c->game) && c->game.nactions > 0) {
        if (ui_draw_between_people(app)) {
            /* The other one is asked (ui_clock_frame opens the question): at once, or on
             * a clock after the offerer's move, on the answerer's time (audit 32b, C2). */
            controller_offer_draw(c);
            return;
        }
        /* Against the computer the person confirms the offer first (ui_draw_to_computer),
         * as a resignation. */
        app->dialog = DLG_DRAW_OFFER;
    }
}

static void browse(App *app, int to);

/* Pass: on the live position the game's; on an earlier one without a clock another line
 * from there, as a click starts one with a stone (session_pass). */
static void pass(App *app)
{
    if (ui_net_hold_click(app)) {
        return;
    }
    if (!app->has_sess) {
        controller_pass(app->ctl);
    } else if (session_pass(&app->sess)) {
        app->list_follow = true;
    }
}

/* The commands that are buttons of the panel. */
/* clang-format off */
static const struct {
    CtlCommand cmd;
    WidgetId id;
} COMMAND_WIDGETS[] = {
    {CTL_CMD_NEW_GAME, W_NEW_GAME},          {CTL_CMD_UNDO, W_UNDO},
    {CTL_CMD_REDO, W_REDO},                  {CTL_CMD_PASS, W_PASS},
    {CTL_CMD_RESIGN, W_RESIGN},              {CTL_CMD_DRAW, W_DRAW},
    {CTL_CMD_HINT, W_HINT},                  {CTL_CMD_HELP, W_HELP},
    {CTL_CMD_FORBIDDEN_MARKS, W_TOGGLE_FORBIDDEN}, {CTL_CMD_MOVE_NUMBERS, W_TOGGLE_NUMBERS},
    {CTL_CMD_LANGUAGE, W_LANG},              {CTL_CMD_OPEN, W_FILES},
    {CTL_CMD_ANALYSE, W_ANALYSE},            {CTL_CMD_GRAPH, W_GRAPH_TOGGLE},
    {CTL_CMD_SWAP, W_OPEN_SWAP},             {CTL_CMD_OPTION_A, W_OPEN_OPTION_A},
    {CTL_CMD_OPTION_B, W_OPEN_OPTION_B},     {CTL_CMD_TWO_MORE, W_OPEN_TWO_MORE},
    {CTL_CMD_KEEP, W_OPEN_KEEP},             {CTL_CMD_DECLARE, W_OPEN_DECLARE},
    {CTL_CMD_CONFIRM, W_OPEN_CONFIRM},       {CTL_CMD_PAUSE, W_PAUSE},
    {CTL_CMD_SOUND, W_SOUND},                {CTL_CMD_LAST, W_BACK_TO_GAME},
    {CTL_CMD_NBEST, W_NBEST_TOGGLE},             {CTL_CMD_MOVE_NOW, W_MOVE_NOW},
    {CTL_CMD_STUDY, W_STUDY},                {CTL_CMD_THEME, W_TOGGLE_THEME},
    {CTL_CMD_ANALYSE_LIVE, W_LIVE},          {CTL_CMD_ROTATE, W_ROTATE},
    {CTL_CMD_MIRROR, W_MIRROR},              {CTL_CMD_NOTE, W_NOTE},
    {CTL_CMD_SETUP, W_SETUP},                {CTL_CMD_LIBRARY, W_LIBRARY_TOGGLE},
    {CTL_CMD_UI_BIGGER, W_UI_SCALE},         {CTL_CMD_BUTTONS, W_BUTTONS_FOLD},
};
/* clang-format on */

static void turn_game(App *app, CtlCommand cmd);

CtlCommand ui_widget_command(WidgetId id)
{
    for (size_t i = 0; i < sizeof COMMAND_WIDGETS / sizeof COMMAND_WIDGETS[0]; i++) {
        if (COMMAND_WIDGETS[i].id == id) {
            return COMMAND_WIDGETS[i].cmd;
        }
    }
    return CTL_CMD_NONE;
}

void ui_activate(App *app, WidgetId id, int arg)
{
    Controller *c = app->ctl;
    if (app->dialog == DLG_FILES && id != W_LANG) {
        ui_files_activate(app, id, arg);
        return;
    }
    if (app->dialog == DLG_REPLACE) {
        if (id == W_DLG_YES || id == W_DLG_NO || id == W_DLG_DISCARD) {
            ui_keep_answer(app, id);
        }
        return;
    }
    if (app->dialog == DLG_NOTE && id != W_LANG) {
        ui_note_activate(app, id);
        return;
    }
    if (app->dialog == DLG_ENGINE && id != W_LANG) {
        ui_engine_activate(app, id, arg);
        return;
    }
    if (app->dialog == DLG_GAME_INFO && id != W_LANG) {
        ui_info_activate(app, id, arg);
        return;
    }
    if (app->dialog == DLG_FIND_NOTE && id != W_LANG) {
        ui_note_find_activate(app, id);
        return;
    }
    if ((app->dialog == DLG_NET_WAIT || app->dialog == DLG_NET_OFFERED ||
         app->dialog == DLG_NET_ASK) &&
        id != W_LANG) {
        if (id == W_DLG_YES || id == W_DLG_NO) {
            ui_net_answer(app, id);
        }
        return;
    }
    switch (id) {
    case W_NONE: break;
    case W_STUDY: ui_study_toggle(app); break;
    case W_STUDY_LEAVE:
    case W_STUDY_TAB:
    case W_STUDY_FILTER:
    case W_STUDY_TECHNIQUE:
    case W_STUDY_ITEM:
    case W_STUDY_HINT:
    case W_STUDY_SOLUTION:
    case W_STUDY_RESTART:
    case W_STUDY_PREV:
    case W_STUDY_NEXT:
    case W_STUDY_AT_LEVEL:
    case W_STUDY_LEARNER:
    case W_TRAINER_LEVEL:
    case W_TRAINER_CHECK:
    case W_TRAINER_UNDO:
    case W_TRAINER_NEW: ui_study_activate(app, id, arg); break;
    case W_SETUP:
    case W_DLG_SETUP:
    case W_SETUP_COLOUR:
    case W_SETUP_CLEAR:
    case W_SETUP_DONE:
    case W_SETUP_CANCEL:
    case W_SETUP_TO_MOVE:
    case W_SETUP_FIELD: ui_setup_activate(app, id, arg); break;
    case W_FIND_STOP:
    case W_FIND_CLOSE:
    case W_FIND_FOLDER:
    case W_FIND_REASONS:
    case W_FIND_NEXT:
    case W_FIND_GAME: ui_find_activate(app, id, arg); break;
    case W_FIND_CHOOSE: ui_find_choose(app); break; /* the file dialog's (files.c) */
    case W_NEW_GAME: open_new_game(app); break;
    case W_DLG_ENGINE_SETTINGS: ui_engine_open(app, true); break;
    case W_ENG_PREV:
    case W_ENG_NEXT:
    case W_ENG_CLOSE: ui_engine_activate(app, id, arg); break;
    case W_INFO_FIELD:
    case W_INFO_OK:
    case W_INFO_CANCEL: ui_info_activate(app, id, arg); break;
    case W_FIND_NOTE_FIELD:
    case W_FIND_NOTE_NEXT:
    case W_FIND_NOTE_CLOSE: ui_note_find_activate(app, id); break;
    case W_UNDO:
        if (controller_networked(c) && !ui_net_live(app)) {
            /* The peer's game has ended (the peer may still be there): it cannot answer an
             * undo, and nothing is taken back under it. */
            status_notice_set(&app->notice, S_NET_NO_UNDO_OVER, true, NOTICE_PLAIN, 0, NULL, NULL);
        } else if (app->has_sess && session_undelete(&app->sess)) {
            app->list_follow = true; /* the deleted line is back */
        } else if (!ui_net_live(app) || !ui_net_ask(app, NET_REQ_UNDO)) {
            controller_undo(c);
        }
        break;
    case W_REDO: controller_redo(c); break;
    case W_PASS: pass(app); break;
    case W_RESIGN: ask_resign(app); break;
    case W_DRAW: ask_draw(app); break;
    case W_HINT: controller_hint(c); break;
    case W_ROTATE: turn_game(app, CTL_CMD_ROTATE); break;
    case W_MIRROR: turn_game(app, CTL_CMD_MIRROR); break;
    case W_LIBRARY_TOGGLE: ui_library_toggle(app); break;
    case W_HELP: ui_help_toggle(app); break;
    case W_TOGGLE_FORBIDDEN:
        app->settings.show_forbidden = !app->settings.show_forbidden;
        ui_save_settings(app);
        break;
    case W_TOGGLE_NUMBERS:
        app->settings.show_numbers = !app->settings.show_numbers;
        ui_save_settings(app);
        break;
    case W_TOGGLE_THEME:
        app->settings.theme = (Theme)((app->settings.theme + 1) %
                                      THEME_COUNT); /* dark, light, contrast */
        ui_save_settings(app);
        break;
    case W_BUTTONS_FOLD: /* their keys work folded: the move list takes their rows */
        app->settings.show_buttons = !app->settings.show_buttons;
        ui_save_settings(app);
        break;
    case W_LANG:
        if (arg >= 0 && arg < LANG_COUNT) {
            app->settings.lang = (Lang)arg;
            app->settings_run &= ~(unsigned)SETTINGS_RUN_LANG; /* the player's choice now */
            ui_save_settings(app);
            ui_library_lang_changed(app); /* the built-in one's names in it */
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
    case W_NOTE: ui_note_open(app); break;
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
    case W_NBEST_TOGGLE:
        if (ui_has_ai(app)) {
            controller_nbest(c, c->nbest > 0 ? 0 : app->settings.nbest);
        }
        break;
    case W_NBEST_COUNT: /* how many: searched again for them, and remembered */
        if (ui_has_ai(app) && arg != c->nbest) {
            controller_nbest(c, arg);
            app->settings.nbest = c->nbest;
            ui_save_settings(app);
            status_notice_set(&app->notice, S_MSG_NBEST_COUNT, false, NOTICE_NUMBER, c->nbest, NULL,
                              NULL);
        }
        break;
    case W_LIVE:
        if (ui_has_ai(app)) {
            controller_analyse_live(c, !c->analysis_live);
        }
        break;
    case W_MOVE_NOW: controller_move_now(c); break;
    case W_VARIATION:
        if (app->has_sess) {
            session_switch(&app->sess, c->view, arg);
            app->list_follow = controller_is_live(c);
        }
        break;
    case W_VARIATION_MORE:
        app->alt_first = app->alt_next;
        app->alt_at = ui_alt_key(c);
        { /* the keys that step through the lines, said where paging needs them */
            char keys[48];
            ui_line_keys(keys, sizeof keys);
            status_notice_set(&app->notice, S_MSG_LINES_KEYS, false, NOTICE_NAME, 0, keys, NULL);
        }
        break;
    case W_UI_SCALE: ui_scale_set(app, arg); break;
    case W_PAUSE:
    case W_SOUND:
    case W_DLG_CLOCK_PREV:
    case W_DLG_CLOCK_NEXT:
    case W_DLG_CLOCK_FIELD:
        if ((id == W_PAUSE || id == W_SOUND || !ui_net_joining(app)) &&
            ui_clock_activate(app, id, arg)) {
            ui_save_settings(app);
        }
        break;
    case W_FILE_MODE:
    case W_FILE_ITEM:
    case W_FILE_PICTURE:
    case W_FILE_GO:
    case W_FILE_UP:
    case W_FILE_HOME:
    case W_FILE_GAMES:
    case W_FILE_PICTURE_SIDE:
    case W_FILE_PICTURE_STYLE:
    case W_FILE_PICTURE_FOULS:
    case W_FILE_PICTURE_SHEET:
    case W_FILE_INFO:
    case W_FILE_PATH: break;
    case W_HELP_PAGE:
        ui_help_show(app, arg);
        break; /* only while the file dialog is open (above) */
    case W_DLG_RULE_PREV:
    case W_DLG_RULE_NEXT: {
        if (ui_net_joining(app)) {
            break; /* the host's rule counts */
        }
        int step = id == W_DLG_RULE_NEXT ? 1 : RULE_COUNT - 1;
        app->pending.rule = (RuleId)((app->pending.rule + step) % RULE_COUNT);
        break;
    }
    case W_DLG_OPENING_PREV:
    case W_DLG_OPENING_NEXT: {
        if (ui_net_joining(app)) {
            break;
        }
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
    case W_DLG_SEAT:
        app->pending.seat[arg / 3] = (SeatKind)(arg % 3);
        if (arg % 3 == SEAT_REMOTE) {
            /* One opponent over the network, nobody else: the other seat is ours. */
            app->pending.seat[arg / 3 == STONE_BLACK ? STONE_WHITE : STONE_BLACK] = SEAT_HUMAN;
        }
        break;
    case W_DLG_NET_ROLE:
    case W_DLG_NET_ADDRESS: ui_net_activate(app, id, arg); break;
    case W_DLG_LEVEL: app->pending.ai_level = arg; break;
    case W_DLG_ENGINE: app->pending_engine = arg == 1 && app->settings.engine_path[0]; break;
    case W_DLG_ENGINE_PATH:
        ui_clock_stop_typing(app);
        ui_pick_activate(app);
        break;
    case W_DLG_NO_HELP: app->pending.no_help = !app->pending.no_help; break;
    case W_DLG_START:
        if (ui_clock_hold_start(app) || ui_pick_hold_start(app) ||
            ui_keep_asks(app, KEEP_NEW_GAME, NULL)) {
            break;
        }
        ui_pick_stop_typing(app);
        ui_net_stop_typing(app);
        if (ui_net_pending(app)) {
            ui_net_start(app); /* waits for the peer (DLG_NET_WAIT); refused: says why */
            break;
        }
        app->dialog = DLG_NONE;
        if (ui_dialog_engine_row(app)) {
            /* The engine chosen, started afresh (a new game tries a failed one again). */
            app->settings.engine_on = app->pending_engine;
            ui_ai_set_engine(app->ai, app->pending_engine ? app->settings.engine_path : "", c);
        }
        controller_new_game(c, &app->pending);
        app->settings.game = app->pending;
        app->settings.net_remote = STONE_EMPTY; /* the last game started is no network game */
        app->settings_run &= ~(unsigned)SETTINGS_RUN_RULE; /* the player chose the rule */
        app->list_follow = true;
        app->banner = false;
        ui_save_settings(app);
        break;
    case W_DLG_SAVE_AS: /* from the quit question: a file of the player's, then quit */
        if (app->dialog == DLG_QUIT) {
            ui_files_open(app, true);
            app->quit_after_save = true;
        }
        break;
    case W_DLG_CANCEL:
    case W_DLG_NO:
    case W_DLG_DISCARD:
        if (app->dialog == DLG_DRAW_OFFER && controller_draw_asked(c, NULL)) {
            controller_answer_draw(c, false); /* declined: said, and in the record */
        }
        app->net_quit_asked = false; /* Keep playing: a later Ctrl+Q asks again */
        app->dialog = DLG_NONE;
        ui_pick_stop_typing(app);
        ui_clock_stop_typing(app);
        ui_net_stop_typing(app);
        break;
    case W_DLG_RESIGN_OTHER: /* the player not to move resigns (people only) */
        if (app->dialog == DLG_RESIGN) {
            controller_resign_as(c, stone_opponent(game_to_move(&c->game)));
        }
        app->dialog = DLG_NONE;
        break;
    case W_DLG_YES:
        if (app->dialog == DLG_RESIGN) {
            controller_resign(c);
        } else if (app->dialog == DLG_DRAW_OFFER && ui_net_live(app)) {
            ui_net_ask(app, NET_REQ_DRAW);
        } else if (app->dialog == DLG_DRAW_OFFER && controller_draw_asked(c, NULL)) {
            controller_answer_draw(c, true);
        } else if (app->dialog == DLG_DRAW_OFFER) {
            controller_offer_draw(c);
        } else if (app->dialog == DLG_QUIT) {
            app->quit = true;
        }
        app->dialog = DLG_NONE;
        break;
    }
}

/* Window points to output pixels (not the layout's size: a window below its least size
 * is laid out larger than it is). */
static void to_pixels(const App *app, int x, int y, int *px, int *py)
{
    int ww = 0, wh = 0, ow = 0, oh = 0;
    if (app->win) {
        SDL_GetWindowSize(app->win, &ww, &wh);
        SDL_GetRendererOutputSize(app->ren, &ow, &oh);
    }
    if (ww > 0 && wh > 0 && ow > 0 && oh > 0) {
        *px = (int)((long long)x * ow / ww);
        *py = (int)((long long)y * oh / wh);
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
    app->explain_cursor = true;
}

/* The position after `to` actions shown (the move list brings it into view: panel.c). */
static void browse(App *app, int to)
{
    controller_view(app->ctl, to);
    app->list_follow = controller_is_live(app->ctl);
}

/* A click or Enter on p: a move on the live position; while an earlier position is
 * shown, another line from there, or on a clock the live position back (session_click). */
static void play_at(App *app, Pos p)
{
    if (ui_net_hold_click(app)) {
        return; /* a network game just ended: said, nothing played */
    }
    if (!app->has_sess) {
        controller_click(app->ctl, p);
    } else if (app->sess.letter_tool && !controller_position_hidden(app->ctl)) {
        /* a letter or a shape put or taken off, not a move; Shift: a text written */
        bool letters = app->sess.tool_shape == REVIEW_SHAPE_NONE;
        if (letters && (SDL_GetModState() & KMOD_SHIFT)) {
            ui_note_open_label(app, p);
        } else if (session_letter_click(&app->sess, p)) { /* the tool's notice stays up */
            ui_letters_notice(app);
        } else {
            status_notice_set(&app->notice, letters ? S_MSG_LETTERS_FULL : S_MSG_SHAPES_FULL, true,
                              NOTICE_NUMBER, letters ? REVIEW_MARKS_MAX : REVIEW_SHAPES_MAX, NULL,
                              NULL);
        }
    } else if (session_click(&app->sess, p)) {
        app->list_follow = true;
    }
}

/* An SDL key as keymap.h names it (0: none of ours). */
static int keymap_key(SDL_Keycode key)
{
    if ((key >= SDLK_a && key <= SDLK_z) || (key >= SDLK_0 && key <= SDLK_9)) {
        return (int)key; /* SDL's letters and digits are their lower-case characters */
    }
    switch (key) {
    case SDLK_LEFT: return KEYMAP_LEFT;
    case SDLK_UP: return KEYMAP_UP;
    case SDLK_RIGHT: return KEYMAP_RIGHT;
    case SDLK_DOWN: return KEYMAP_DOWN;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return KEYMAP_ENTER;
    case SDLK_SPACE: return KEYMAP_SPACE;
    case SDLK_BACKSPACE: return KEYMAP_BACKSPACE;
    case SDLK_ESCAPE: return KEYMAP_ESCAPE;
    case SDLK_PAGEUP: return KEYMAP_PAGE_UP;
    case SDLK_PAGEDOWN: return KEYMAP_PAGE_DOWN;
    case SDLK_HOME: return KEYMAP_HOME;
    case SDLK_END: return KEYMAP_END;
    case SDLK_F1: return KEYMAP_F1;
    case SDLK_F2: return KEYMAP_F2;
    case SDLK_F3: return KEYMAP_F3;
    case SDLK_F4: return KEYMAP_F4;
    case SDLK_F11: return KEYMAP_F11;
    case SDLK_PAUSE: return KEYMAP_PAUSE;
    case SDLK_TAB: return KEYMAP_TAB;
    case SDLK_DELETE: return KEYMAP_DELETE;
    case SDLK_MINUS:
    case SDLK_KP_MINUS: return '-';
    case SDLK_EQUALS: /* the key with + on it */
    case SDLK_PLUS:
    case SDLK_KP_PLUS: return '+';
    default: return 0;
    }
}

void ui_letters_notice(App *app)
{
    static const StrId SAID[REVIEW_SHAPE_COUNT] = {
        S_MSG_LETTERS_ON, S_MSG_TRIANGLES_ON, S_MSG_SQUARES_ON, S_MSG_CIRCLES_ON, S_MSG_CROSSES_ON};
    char key[32];
    keymap_label(CTL_CMD_LETTERS, false, key, sizeof key);
    if (app->sess.letter_tool) {
        status_notice_set(&app->notice, SAID[app->sess.tool_shape], false, NOTICE_NAME, 0, key,
                          NULL);
    } else {
        status_notice_set(&app->notice, S_MSG_LETTERS_OFF, false, NOTICE_PLAIN, 0, NULL, NULL);
    }
}

/* The letter tool (Ctrl+A) on, then its shapes one by one (triangle, square, circle,
 * cross), then off; off at once when off is true (Esc). Said in the notice line. */
static void toggle_letters(App *app, bool off)
{
    if (!app->has_sess) {
        return;
    }
    Session *s = &app->sess;
    if (!s->letter_tool && !off) {
        s->letter_tool = true;
        s->tool_shape = REVIEW_SHAPE_NONE;
    } else if (!off && s->tool_shape + 1 < REVIEW_SHAPE_COUNT) {
        s->tool_shape = (ReviewShape)(s->tool_shape + 1);
    } else {
        s->letter_tool = false;
        s->tool_shape = REVIEW_SHAPE_NONE;
    }
    ui_letters_notice(app);
}

/* Turns the whole game (Ctrl+R, Ctrl+M): the review tree with it when there is one. */
static void turn_game(App *app, CtlCommand cmd)
{
    BoardTurn t = cmd == CTL_CMD_ROTATE ? TURN_CLOCKWISE : TURN_MIRROR_LR;
    GameError err;
    bool ok = app->has_sess ? session_turn(&app->sess, t, &err)
                            : controller_turn(app->ctl, t, &err);
    char key[32];
    keymap_label(cmd, false, key, sizeof key);
    int cut = ok && app->has_sess ? app->sess.turn_notes_cut : 0;
    if (cut > 0) {
        status_notice_set(&app->notice, S_MSG_TURNED_NOTES_CUT, true, NOTICE_NUMBER, cut, NULL,
                          NULL);
    } else if (ok) {
        StrId what = cmd == CTL_CMD_ROTATE ? S_MSG_ROTATED : S_MSG_MIRRORED;
        status_notice_set(&app->notice, what, false, NOTICE_NAME, 0, key, NULL);
    } else {
        status_notice_set(&app->notice, S_MSG_TURN_REFUSED, true, NOTICE_PLAIN, 0, NULL, NULL);
    }
}

/* F11: the window full screen on its display (the desktop's mode, no mode change) or back
 * as it was. Not remembered: the next start opens the window again. */
static void toggle_full_screen(App *app)
{
    Uint32 flags = SDL_GetWindowFlags(app->win);
    bool on = (flags & SDL_WINDOW_FULLSCREEN) != 0;
    if (!on) {
        app->full_maximized = (flags & SDL_WINDOW_MAXIMIZED) != 0;
    }
    if (SDL_SetWindowFullscreen(app->win, on ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) != 0) {
        fprintf(stderr, "renju: full screen: %s\n", SDL_GetError());
    }
}

/* Runs a command of the keymap (controller_can allowed it). */
static void run_command(App *app, CtlCommand cmd, int arg)
{
    Controller *c = app->ctl;
    switch (cmd) {
    case CTL_CMD_LEFT: move_cursor(app, -1, 0); return;
    case CTL_CMD_RIGHT: move_cursor(app, 1, 0); return;
    case CTL_CMD_UP: move_cursor(app, 0, 1); return;
    case CTL_CMD_DOWN: move_cursor(app, 0, -1); return;
    case CTL_CMD_PLAY:
        app->cursor_visible = true;
        app->explain_cursor = true; /* the keyboard's point now, not the mouse's ghost */
        play_at(app, c->cursor);
        return;
    case CTL_CMD_BACK: browse(app, c->view - 1); return;
    case CTL_CMD_FORWARD:
        if (app->has_sess && session_forward_into_line(&app->sess)) {
            app->list_follow = true; /* the game ends here, lines go on: into the first */
            return;
        }
        browse(app, c->view + 1);
        return;
    case CTL_CMD_FIRST: browse(app, 0); return;
    case CTL_CMD_LAST: browse(app, c->game.nactions); return;
    case CTL_CMD_MISTAKE_PREV:
    case CTL_CMD_MISTAKE_NEXT: /* controller_can: there is one that way */
        browse(app, controller_mistake_step(c, cmd == CTL_CMD_MISTAKE_NEXT ? 1 : -1));
        return;
    case CTL_CMD_SAVE: ui_files_open(app, true); return;
    case CTL_CMD_LIBRARY_OPEN: ui_library_choose(app); return;
    case CTL_CMD_FIND_POSITION: ui_find_command(app); return;
    case CTL_CMD_LIBRARY: ui_library_toggle(app); return;
    case CTL_CMD_COPY: ui_copy(app); return;
    case CTL_CMD_COPY_ANALYSIS: ui_copy_analysis(app); return;
    case CTL_CMD_PASTE: ui_paste(app); return;
    case CTL_CMD_HIDE_CURSOR: /* and stops a search for a forced win */
        app->cursor_visible = false;
        controller_solve_cancel(c);
        if (app->has_sess && app->sess.letter_tool) { /* Esc leaves the letter tool too */
            toggle_letters(app, true);
        }
        return;
    case CTL_CMD_LETTERS: toggle_letters(app, false); return;
    case CTL_CMD_MARK_MOVE: /* said in the message line (session_toggle_marked) */
        if (app->has_sess) {
            session_toggle_marked(&app->sess);
        }
        return;
    case CTL_CMD_CLEAR_MARKS: controller_clear_marks(c); return;
    case CTL_CMD_MARK: /* Ctrl+click's, on the cursor's point (with Shift: "never") */
        app->cursor_visible = true;
        app->explain_cursor = true;
        controller_mark(c, c->cursor, (SDL_GetModState() & KMOD_SHIFT) != 0);
        return;
    case CTL_CMD_ENGINE_SETTINGS:
        if (ui_has_ai(app)) {
            ui_engine_open(app, false);
        }
        return;
    case CTL_CMD_GAME_INFO: ui_info_open(app, false); return;
    case CTL_CMD_FIND_NOTE: ui_note_find_open(app); return;
    case CTL_CMD_SOLVE: /* with Shift: the opponent's threats */
        controller_solve_for(c, (SDL_GetModState() & KMOD_SHIFT) != 0);
        return;
    case CTL_CMD_LINE_PREV:
    case CTL_CMD_LINE_NEXT:
        if (app->has_sess && session_sibling(&app->sess, cmd == CTL_CMD_LINE_PREV ? -1 : 1)) {
            app->list_follow = true;
        }
        return;
    case CTL_CMD_DELETE:
        if (app->has_sess && session_delete(&app->sess) == SESSION_DELETE_DONE) {
            app->list_follow = true;
        }
        return;
    case CTL_CMD_PLAY_ON: controller_study(c, false); return;
    case CTL_CMD_ROTATE:
    case CTL_CMD_MIRROR: turn_game(app, cmd); return;
    case CTL_CMD_VOLUME_DOWN:
    case CTL_CMD_VOLUME_UP:
        if (ui_clock_volume(app, cmd == CTL_CMD_VOLUME_UP ? 10 : -10)) {
            ui_save_settings(app);
        }
        return;
    case CTL_CMD_LANGUAGE: ui_activate(app, W_LANG, (app->settings.lang + 1) % LANG_COUNT); return;
    default: break;
    }
    for (size_t i = 0; i < sizeof COMMAND_WIDGETS / sizeof COMMAND_WIDGETS[0]; i++) {
        if (COMMAND_WIDGETS[i].cmd == cmd) {
            ui_activate(app, COMMAND_WIDGETS[i].id, arg);
            return;
        }
    }
}

/* A key of the New game dialog (keymap.h's dialog table). */
/* ---- The New game dialog by keyboard ------------------------------------------------
 * Tab and Shift+Tab ring its controls in turn (top to bottom, then left to right); Enter
 * and Space act on the ringed one: a row steps to its next choice (with Shift, back), a
 * field starts taking the typing, a button is pressed; ← / → step the ringed row (the rule
 * set with nothing ringed). With nothing ringed, Enter starts. */

int ui_dialog_focus_group(const Widget *w)
{
    if (w->id < W_DLG_RULE_PREV || w->id >= W_DLG_YES) {
        return 0;
    }
    switch (w->id) {
    case W_DLG_RULE_PREV: return W_DLG_RULE_NEXT * 4;
    case W_DLG_OPENING_PREV: return W_DLG_OPENING_NEXT * 4;
    case W_DLG_CLOCK_PREV: return W_DLG_CLOCK_NEXT * 4;
    case W_DLG_SEAT: return W_DLG_SEAT * 4 + w->arg / 3; /* Black's row, White's row */
    default: return (int)w->id * 4;
    }
}

#define FOCUS_MAX 24

/* The groups that take the focus (a widget of theirs enabled), in the order Tab visits
 * them; returns how many. */
static int focus_stops(const App *app, int *stops)
{
    LayoutRect at[FOCUS_MAX];
    int n = 0;
    for (int i = 0; i < app->nwidgets; i++) {
        const Widget *w = &app->widgets[i];
        int g = ui_dialog_focus_group(w);
        int k = 0;
        while (k < n && stops[k] != g) {
            k++;
        }
        if (g == 0 || !w->enabled || k < n || n >= FOCUS_MAX) {
            continue;
        }
        int j = n++;
        while (j > 0 && (at[j - 1].y > w->r.y || (at[j - 1].y == w->r.y && at[j - 1].x > w->r.x))) {
            stops[j] = stops[j - 1];
            at[j] = at[j - 1];
            j--;
        }
        stops[j] = g;
        at[j] = w->r;
    }
    return n;
}

bool ui_dialog_focus_rect(const App *app, LayoutRect *out)
{
    bool found = false;
    for (int i = 0; i < app->nwidgets && app->dlg_focus != 0; i++) {
        const Widget *w = &app->widgets[i];
        if (ui_dialog_focus_group(w) != app->dlg_focus) {
            continue;
        }
        if (!found) {
            *out = w->r;
            found = true;
            continue;
        }
        int x1 = out->x + out->w > w->r.x + w->r.w ? out->x + out->w : w->r.x + w->r.w;
        int y1 = out->y + out->h > w->r.y + w->r.h ? out->y + out->h : w->r.y + w->r.h;
        out->x = out->x < w->r.x ? out->x : w->r.x;
        out->y = out->y < w->r.y ? out->y : w->r.y;
        out->w = x1 - out->x;
        out->h = y1 - out->y;
    }
    return found;
}

static void focus_step(App *app, int dir)
{
    ui_build_widgets(app); /* the controls as they are now (a seat may have added a row) */
    int stops[FOCUS_MAX];
    int n = focus_stops(app, stops);
    int at = -1;
    for (int i = 0; i < n; i++) {
        at = stops[i] == app->dlg_focus ? i : at;
    }
    if (n == 0) {
        app->dlg_focus = 0;
        return;
    }
    at = at < 0 ? (dir > 0 ? 0 : n - 1) : (at + dir + n) % n;
    app->dlg_focus = stops[at];
}

/* Enter or Space on the ringed control (back: Shift held); an arrow (arrow: true) only
 * steps a row of choices (its ‹ › or segments), never presses a button or opens a field. */
static void focus_act(App *app, bool back, bool arrow)
{
    ui_build_widgets(app);
    WidgetId ids[16];
    int args[16];
    bool on[16];
    int n = 0;
    int active = -1;
    bool segments = false;
    for (int i = 0; i < app->nwidgets && n < 16; i++) {
        const Widget *w = &app->widgets[i];
        if (ui_dialog_focus_group(w) == app->dlg_focus) {
            active = w->active ? n : active;
            segments = w->kind == WK_SEGMENT;
            ids[n] = w->id;
            args[n] = w->arg;
            on[n++] = w->enabled;
        }
    }
    WidgetId row = (WidgetId)(app->dlg_focus / 4);
    if (n == 0) {
        return;
    } else if (row == W_DLG_RULE_NEXT || row == W_DLG_OPENING_NEXT || row == W_DLG_CLOCK_NEXT) {
        ui_activate(app, back ? (WidgetId)(row - 1) : row, 0); /* each _PREV is before its _NEXT */
    } else if (segments) {
        int from = active >= 0 ? active : back ? 0 : n - 1;
        for (int s = 1; s < n; s++) {
            int k = (from + (back ? n - s : s)) % n;
            if (on[k]) {
                ui_activate(app, ids[k], args[k]);
                break;
            }
        }
    } else if (on[0] && !arrow) {
        ui_activate(app, ids[0], args[0]);
    }
}

bool ui_dialog_enter_starts(const App *app)
{
    switch ((WidgetId)(app->dlg_focus / 4)) {
    case W_DLG_CANCEL:
    case W_DLG_SETUP:
    case W_DLG_ENGINE_SETTINGS:
    case W_DLG_ENGINE_PATH:
    case W_DLG_CLOCK_FIELD:
    case W_DLG_NET_ADDRESS: return false; /* a button, or a field: Enter presses or opens it */
    default: return true;                 /* nothing ringed, Start itself, or a row of choices */
    }
}

static void new_game_key(App *app, const SDL_KeyboardEvent *k)
{
    int key = keymap_key(k->keysym.sym);
    bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    if (k->keysym.sym == SDLK_TAB) {
        focus_step(app, shift ? -1 : 1);
        return;
    }
    if (key == KEYMAP_F3 && ui_has_ai(app)) { /* its Engine… button */
        ui_engine_open(app, true);
        return;
    }
    /* Space acts on the ringed control; Enter starts the game, as the Start button says,
     * unless the ringed control is another button or a field (audit 27a, item 3: Enter on
     * the ringed Second player row made the computer a network opponent). */
    if (app->dlg_focus != 0 &&
        (key == KEYMAP_SPACE || (key == KEYMAP_ENTER && !ui_dialog_enter_starts(app)))) {
        focus_act(app, shift, false);
        return;
    }
    KeymapDialogCmd arrow = keymap_dialog_lookup(key, NULL);
    if ((arrow == KEYMAP_DLG_RULE_PREV || arrow == KEYMAP_DLG_RULE_NEXT) && app->dlg_focus != 0 &&
        app->dlg_focus != W_DLG_RULE_NEXT * 4) {
        /* ← / → act on the ringed row (the audit: they changed the rules under a ringed
         * Opening); the rule set's only when it is ringed or nothing is. */
        focus_act(app, arrow == KEYMAP_DLG_RULE_PREV, true);
        return;
    }
    if (shift && keymap_dialog_lookup(key, NULL) == KEYMAP_DLG_OPENING) {
        ui_activate(app, W_DLG_OPENING_PREV, 0);
        return;
    }
    int arg = 0;
    switch (keymap_dialog_lookup(key, &arg)) {
    case KEYMAP_DLG_RULE_PREV: ui_activate(app, W_DLG_RULE_PREV, 0); break;
    case KEYMAP_DLG_RULE_NEXT: ui_activate(app, W_DLG_RULE_NEXT, 0); break;
    case KEYMAP_DLG_OPENING: ui_activate(app, W_DLG_OPENING_NEXT, 0); break;
    case KEYMAP_DLG_CLOCK: ui_clock_cycle(app); break;
    case KEYMAP_DLG_NO_HELP:
        if (ui_dialog_no_help_applies(app)) {
            ui_activate(app, W_DLG_NO_HELP, 0);
        }
        break;
    case KEYMAP_DLG_FIRST_SEAT:
    case KEYMAP_DLG_SECOND_SEAT: {
        /* The first (Black's) or second (White's) player's next seat, as the dialog's
         * segments offer them (Person and Network only when there is no computer). */
        Stone colour = keymap_dialog_lookup(key, NULL) == KEYMAP_DLG_FIRST_SEAT ? STONE_BLACK
                                                                                : STONE_WHITE;
        SeatKind next = keymap_dialog_next_seat(app->pending.seat[colour], ui_has_ai(app));
        ui_activate(app, W_DLG_SEAT, colour * 3 + (int)next);
        break;
    }
    case KEYMAP_DLG_LEVEL:
        if (ui_dialog_has_computer(app)) { /* no strength between people: kept for later */
            ui_activate(app, W_DLG_LEVEL, arg);
        }
        break;
    case KEYMAP_DLG_START: ui_activate(app, W_DLG_START, 0); break;
    case KEYMAP_DLG_CANCEL:
        app->dialog = DLG_NONE;
        ui_pick_stop_typing(app);
        ui_clock_stop_typing(app);
        ui_net_stop_typing(app);
        break;
    case KEYMAP_DLG_NONE:
    case KEYMAP_DLG_COUNT: break;
    }
}

/* Does cmd only switch how the window speaks or looks? A notice outlives it. */
static bool keeps_notice(CtlCommand cmd) { return cmd == CTL_CMD_LANGUAGE || cmd == CTL_CMD_THEME; }

static bool handle_key(App *app, const SDL_KeyboardEvent *k)
{
    Controller *c = app->ctl;
    SDL_Keycode key = k->keysym.sym;
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    int arg = 0;
    CtlCommand cmd = keymap_lookup(keymap_key(key), ctrl, &arg);
    if (cmd == CTL_CMD_FULL_SCREEN) { /* the window's, over any dialog or the help */
        toggle_full_screen(app);
        return true;
    }
    if (cmd == CTL_CMD_UI_BIGGER || cmd == CTL_CMD_UI_SMALLER || cmd == CTL_CMD_UI_RESET) {
        int now = app->settings.ui_scale; /* so is the interface's size */
        ui_scale_set(app, cmd == CTL_CMD_UI_RESET    ? LAYOUT_UI_MIN
                          : cmd == CTL_CMD_UI_BIGGER ? now + LAYOUT_UI_STEP - now % LAYOUT_UI_STEP
                          : now % LAYOUT_UI_STEP     ? now - now % LAYOUT_UI_STEP
                                                     : now - LAYOUT_UI_STEP);
        return true;
    }
    if (cmd == CTL_CMD_QUIT) {
        return !ui_may_quit(app);
    }
    if (cmd == CTL_CMD_HELP) {
        ui_help_toggle(app);
        return true;
    }
    if (app->show_help) {
        switch (key) {
        case SDLK_ESCAPE: app->show_help = false; break;
        case SDLK_LEFT:
        case SDLK_UP:
        case SDLK_PAGEUP: ui_help_turn(app, -1); break;
        case SDLK_RIGHT:
        case SDLK_DOWN:
        case SDLK_PAGEDOWN:
        case SDLK_TAB:
        case SDLK_SPACE: ui_help_turn(app, 1); break;
        case SDLK_HOME: ui_help_show(app, 0); break;
        case SDLK_END: ui_help_show(app, 99); break;
        default: break;
        }
        return true;
    }
    if (app->dialog == DLG_FILES) {
        ui_files_key(app, k);
        return true;
    }
    if (app->dialog == DLG_NOTE) {
        ui_note_key(app, k);
        return true;
    }
    if (app->dialog == DLG_NONE && ui_setup_typing(app)) {
        ui_setup_field_key(app, k);
        return true;
    }
    if (app->dialog == DLG_NONE && !app->show_help && ui_study_typing(app)) {
        ui_study_field_key(app, k);
        return true;
    }
    if (ui_clock_typing(app)) {
        if (k->keysym.sym != SDLK_TAB) {
            ui_clock_key(app, k);
            return true;
        }
        ui_clock_stop_typing(app); /* Tab: the typing ends, the text stays (Start takes it) */
    }
    if (ui_pick_typing(app)) {
        ui_pick_key(app, k);
        return true;
    }
    if (ui_net_typing(app)) {
        ui_net_key(app, k);
        return true;
    }
    if (app->dialog == DLG_NET_WAIT) {
        if (key == SDLK_ESCAPE || key == SDLK_n) {
            ui_activate(app, W_DLG_NO, 0); /* Cancel: Enter does not end the waiting */
        }
        return true;
    }
    if (app->dialog == DLG_NEW_GAME) {
        new_game_key(app, k);
        return true;
    }
    if (app->dialog == DLG_ENGINE) {
        ui_engine_key(app, k);
        return true;
    }
    if (app->dialog == DLG_GAME_INFO) {
        ui_info_key(app, k);
        return true;
    }
    if (app->dialog == DLG_FIND_NOTE) {
        ui_note_find_key(app, k);
        return true;
    }
    if (app->dialog != DLG_NONE) {
        if (key == SDLK_ESCAPE) {
            ui_activate(app, W_DLG_NO, 0);
        } else if (key == SDLK_RETURN || key == SDLK_KP_ENTER) {
            /* Quitting without the moves is never the default. */
            ui_activate(app, app->dialog == DLG_QUIT ? W_DLG_NO : W_DLG_YES, 0);
        } else if (key == SDLK_y || key == SDLK_n) {
            ui_activate(app, key == SDLK_y ? W_DLG_YES : W_DLG_NO, 0);
        } else if (key == SDLK_d && app->dialog == DLG_REPLACE) {
            ui_activate(app, W_DLG_DISCARD, 0);
        } else if ((key == SDLK_b || key == SDLK_w) && app->dialog == DLG_RESIGN &&
                   ui_draw_between_people(app)) {
            /* B or W: that colour resigns, to move or not. */
            bool black = game_to_move(&app->ctl->game) == STONE_BLACK;
            ui_activate(app, (key == SDLK_b) == black ? W_DLG_YES : W_DLG_RESIGN_OTHER, 0);
        } else if (key == SDLK_s && app->dialog == DLG_QUIT && !ui_quit_study_only(app)) {
            ui_activate(app, W_DLG_SAVE_AS, 0);
            app->prompt.eat_text = true; /* the S types nothing into the name */
        }
        return true;
    }
    if (ui_setup_on(app) && ui_setup_key(app, cmd)) {
        return true;
    }
    if (ui_find_on(app) && ui_find_key(app, cmd)) {
        return true;
    }
    if (ui_study_on(app) && !(cmd == CTL_CMD_NOTE && ui_study_learners_open(app)) &&
        (cmd == CTL_CMD_ROTATE || cmd == CTL_CMD_MIRROR || cmd == CTL_CMD_SETUP ||
         cmd == CTL_CMD_NOTE || cmd == CTL_CMD_LETTERS || cmd == CTL_CMD_MARK_MOVE)) {
        /* The study's positions are the collection's: only the game turns, is set up or
         * takes comments. */
        char study_key[32];
        keymap_label(CTL_CMD_STUDY, false, study_key, sizeof study_key);
        StrId why = cmd == CTL_CMD_SETUP       ? S_MSG_SETUP_STUDY
                    : cmd == CTL_CMD_NOTE      ? S_MSG_NOTE_STUDY
                    : cmd == CTL_CMD_LETTERS   ? S_MSG_LETTERS_STUDY
                    : cmd == CTL_CMD_MARK_MOVE ? S_MSG_MARK_STUDY
                                               : S_MSG_TURN_STUDY;
        status_notice_set(&app->notice, why, true, NOTICE_NAME, 0, study_key, NULL);
        return true;
    }
    if (ui_study_on(app) && ui_study_key(app, cmd, arg, (k->keysym.mod & KMOD_SHIFT) != 0)) {
        return true;
    }
    Pos pick = ui_study_on(app) || ui_setup_on(app) || ui_find_on(app)
                   ? POS_NONE
                   : keymap_pick_letter(c, keymap_key(key), (k->keysym.mod & KMOD_SHIFT) != 0,
                                        ctrl);
    if (pick != POS_NONE) {
        /* A proposal's letter picks it, as Enter on it does (Shift+letter: the key's own
         * command). The letter tool gives way, said: with it on, the letter once wrote a
         * board letter on the proposal instead. */
        c->cursor = pick;
        bool tool = app->has_sess && app->sess.letter_tool;
        if (tool) {
            app->sess.letter_tool = false;
            app->sess.tool_shape = REVIEW_SHAPE_NONE;
        }
        run_command(app, CTL_CMD_PLAY, 0);
        if (tool) {
            char tool_key[32];
            keymap_label(CTL_CMD_LETTERS, false, tool_key, sizeof tool_key);
            status_notice_set(&app->notice, S_MSG_LETTERS_OFF_PICK, false, NOTICE_NAME, 0, tool_key,
                              NULL);
        }
        return true;
    }
    if (cmd == CTL_CMD_UNDO && app->has_sess && session_undelete(&app->sess)) {
        app->list_follow = true; /* the deleted line is back, whatever undo allows now */
    } else if (cmd == CTL_CMD_COPY && (k->keysym.mod & KMOD_SHIFT)) {
        ui_copy_sgf(app); /* the whole record as SGF (audit 32a C7): the key's own Shift */
    } else if (controller_can(c, cmd)) {
        run_command(app, cmd, arg);
    } else if (controller_no_help(c) && controller_help_cmd(cmd)) {
        /* A tournament game: help comes back when it ends (audit 32b, B1). */
        status_notice_set(&app->notice, S_MSG_NO_HELP, true, NOTICE_PLAIN, 0, NULL, NULL);
    } else if (cmd == CTL_CMD_PLAY_ON) {
        controller_study(c, false); /* a game that has ended: it says there is nothing to play on */
    } else if (cmd == CTL_CMD_PAUSE && controller_networked(c) && controller_timed(c)) {
        status_notice_set(&app->notice, S_NET_NO_PAUSE, true, NOTICE_PLAIN, 0, NULL, NULL);
    } else if (cmd == CTL_CMD_MOVE_NOW && controller_move_now_off(c)) {
        status_notice_set(&app->notice, S_MSG_MOVE_NOW_ENGINE, true, NOTICE_NAME, 0, c->engine_name,
                          NULL);
    } else if (controller_browsing_off(c, cmd)) {
        /* The game's action while an earlier move is shown: it acts on the last one. */
        char end_key[32];
        keymap_label(CTL_CMD_LAST, false, end_key, sizeof end_key);
        status_notice_set(&app->notice, S_MSG_GO_LIVE, true, NOTICE_NAME, 0, end_key, NULL);
    } else if (cmd == CTL_CMD_UNDO && controller_networked(c) && game_over(&c->game)) {
        status_notice_set(&app->notice, S_NET_NO_UNDO_OVER, true, NOTICE_PLAIN, 0, NULL, NULL);
    } else if (controller_paused_off(c, cmd) || cmd == CTL_CMD_STUDY || cmd == CTL_CMD_SETUP) {
        /* A game's action or the engine's view while paused, or the study while a clock
         * runs (it would take the player from the board): say why nothing happens. */
        char pause_key[32];
        keymap_label(CTL_CMD_PAUSE, false, pause_key, sizeof pause_key);
        StrId why = cmd == CTL_CMD_STUDY   ? S_MSG_STUDY_CLOCK
                    : cmd == CTL_CMD_SETUP ? S_MSG_SETUP_CLOCK
                                           : S_MSG_PAUSED;
        status_notice_set(&app->notice, why, true, NOTICE_NAME, 0, pause_key, NULL);
    } else if (cmd == CTL_CMD_CONFIRM && controller_proposals_missing(c) > 0) {
        status_notice_set(&app->notice, S_MSG_PROPOSE_MORE, true, NOTICE_NUMBER,
                          controller_proposals_missing(c), NULL, NULL);
    } else if (cmd == CTL_CMD_PASS) {
        pass(app); /* refused: the game says why (the opening, the computer's turn, ...) */
    } else if (cmd == CTL_CMD_UNDO && controller_undo_off(c) != CTL_MSG_NONE) {
        controller_undo(c); /* refused: it says why (a clock, only the computer's moves) */
    } else if (cmd == CTL_CMD_REDO && controller_redo_off(c) != CTL_MSG_NONE) {
        controller_redo(c);
    }
    return true;
}

/* A click on a help's control that a tournament game turns off (a dimmed button or
 * switch at x, y, the topmost): says why, as its key does. */
static bool off_help_clicked(App *app, int x, int y)
{
    for (int i = app->nwidgets - 1; i >= 0; i--) {
        const Widget *w = &app->widgets[i];
        if (layout_rect_contains(w->r, x, y)) {
            if (w->enabled || !controller_no_help(app->ctl) ||
                !controller_help_cmd(ui_widget_command(w->id))) {
                return false;
            }
            status_notice_set(&app->notice, S_MSG_NO_HELP, true, NOTICE_PLAIN, 0, NULL, NULL);
            return true;
        }
    }
    return false;
}

static void handle_click(App *app, int x, int y)
{
    const Widget *w = ui_widget_at(app, x, y);
    if (w && app->pressed == w->id && app->pressed_arg == w->arg) {
        ui_activate(app, w->id, w->arg);
        return;
    }
    if (!w && app->dialog == DLG_NONE && !app->show_help && off_help_clicked(app, x, y)) {
        return;
    }
    if (w || app->dialog != DLG_NONE) {
        return;
    }
    if (app->show_help) {
        if (!ui_help_contains(app, x, y)) { /* a click on the page itself reads on */
            app->show_help = false;
        }
        return;
    }
    Pos p;
    if (layout_cell_at(&app->layout, x, y, &p)) {
        app->cursor_visible = false;
        app->ctl->cursor = p;
        SDL_Keymod mod = SDL_GetModState();
        if (ui_setup_on(app)) {
            ui_setup_click(app, p, false);
        } else if (ui_study_on(app)) {
            ui_study_click(app, p);
        } else if (ui_find_on(app)) {
            ui_find_click(app, p); /* a next move's games */
        } else if ((mod & KMOD_CTRL) && !controller_paused_off(app->ctl, CTL_CMD_ANALYSE)) {
            /* Ctrl: the analysis and the hint only among the marked points; Shift+Ctrl:
             * never this one. Never a move: without an engine, or in a network game under
             * way, it says why nothing is marked. */
            controller_mark(app->ctl, p, (mod & KMOD_SHIFT) != 0);
        } else {
            play_at(app, p);
        }
    }
}

/* The drop under way is over: what it held goes. */
static void drop_forget(App *app)
{
    SDL_free(app->drop_first);
    app->drop_first = NULL;
    app->drop_count = 0;
    app->dropping = false;
}

/* Opens a dropped record (path), one of count dropped together. */
static void drop_open(App *app, const char *path, int count)
{
    if (ui_study_on(app)) {
        ui_study_toggle(app); /* the dropped record is to be seen: back to the game */
    }
    if (ui_setup_on(app)) {
        controller_setup_end(app->setup, app->ctl); /* the same: the set-up is left */
    }
    if (app->dialog == DLG_NONE || app->dialog == DLG_FILES) {
        app->dropped = count;
        if (ui_load_path(app, path) && app->dialog == DLG_FILES) {
            ui_activate(app, W_DLG_CANCEL, 0);
        }
    }
}

bool ui_handle_event(App *app, const SDL_Event *e)
{
    switch (e->type) {
    /* Not the player: a signal (SIGTERM, SIGINT) or the session ends the program, at once,
     * with the usual autosave and no question (the window's close button is
     * SDL_WINDOWEVENT_CLOSE: SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE is off). */
    case SDL_QUIT: app->ended_outside = true; return false;
    case SDL_KEYDOWN: {
        SDL_Keycode key = e->key.keysym.sym;
        bool ctrl = (e->key.keysym.mod & KMOD_CTRL) != 0;
        /* A notice lasts until the next key or click (a long one's page: then its next
         * page), but for a switch of the language or the colours: it is worded when
         * drawn, so the player reads it in the new one. */
        bool keys_to_game = app->dialog == DLG_NONE && !app->show_help;
        if (key != SDLK_LCTRL && key != SDLK_RCTRL &&
            !(keys_to_game && keeps_notice(keymap_lookup(keymap_key(key), ctrl, NULL))) &&
            !status_notice_next(&app->notice)) { /* a long notice's next page, else gone */
            status_notice_clear(&app->notice);
        }
        return handle_key(app, &e->key);
    }
    case SDL_TEXTINPUT:
        if (app->dialog == DLG_FILES) {
            ui_files_text(app, e->text.text);
        } else if (app->dialog == DLG_NOTE) {
            ui_note_text(app, e->text.text);
        } else if (app->dialog == DLG_GAME_INFO) {
            ui_info_text(app, e->text.text);
        } else if (app->dialog == DLG_FIND_NOTE) {
            ui_note_find_text(app, e->text.text);
        } else if (ui_clock_typing(app)) {
            ui_clock_text(app, e->text.text);
        } else if (ui_pick_typing(app)) {
            ui_pick_text(app, e->text.text);
        } else if (ui_net_typing(app)) {
            ui_net_text(app, e->text.text);
        } else if (app->dialog == DLG_NONE && !app->show_help && ui_setup_typing(app)) {
            ui_setup_field_text(app, e->text.text);
        } else if (app->dialog == DLG_NONE && !app->show_help && ui_study_typing(app)) {
            ui_study_text(app, e->text.text);
        }
        break;
    /* Files dropped together come between SDL_DROPBEGIN and SDL_DROPCOMPLETE: the first
     * opens once all have come, and the notice says how many there were (audit 29a: the
     * last opened on an empty board, the first during a game, with no word of the rest). */
    case SDL_DROPBEGIN:
        drop_forget(app);
        app->dropping = true;
        break;
    case SDL_DROPFILE:
        if (e->drop.file && app->dropping) {
            if (app->drop_count++ == 0) {
                app->drop_first = e->drop.file;
            } else {
                SDL_free(e->drop.file);
            }
        } else if (e->drop.file) { /* a drop without its beginning: at once */
            drop_open(app, e->drop.file, 1);
            SDL_free(e->drop.file);
        }
        break;
    case SDL_DROPCOMPLETE:
        if (app->drop_first) {
            drop_open(app, app->drop_first, app->drop_count);
        }
        drop_forget(app);
        break;
    case SDL_MOUSEMOTION: {
        Pos before, after;
        bool was = ui_hover_point(app, &before);
        to_pixels(app, e->motion.x, e->motion.y, &app->mouse_x, &app->mouse_y);
        app->mouse_in = true;
        if (!ui_hover_point(app, &after) || !was || after != before) {
            /* The mouse went to another point or off the board (the panel's card must
             * not hide the buttons under it). */
            app->explain_cursor = false;
        }
        break;
    }
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
            const Widget *w = ui_widget_at(app, app->mouse_x, app->mouse_y);
            if ((!w || !keeps_notice(ui_widget_command(w->id))) &&
                !status_notice_next(&app->notice)) {
                status_notice_clear(&app->notice);
            }
            handle_click(app, app->mouse_x, app->mouse_y);
            app->pressed = W_NONE;
        } else if (e->button.button == SDL_BUTTON_RIGHT && ui_setup_on(app) &&
                   app->dialog == DLG_NONE && !app->show_help) {
            Pos p; /* set-up: a stone of the other colour */
            to_pixels(app, e->button.x, e->button.y, &app->mouse_x, &app->mouse_y);
            if (layout_cell_at(&app->layout, app->mouse_x, app->mouse_y, &p)) {
                ui_setup_click(app, p, true);
            }
        }
        break;
    case SDL_MOUSEWHEEL: {
        if (app->dialog == DLG_FILES) {
            ui_files_wheel(app, e->wheel.y);
            break;
        }
        if (ui_study_on(app)) {
            ui_study_wheel(app, e->wheel.y);
            break;
        }
        if (ui_find_on(app)) {
            ui_find_wheel(app, e->wheel.y);
            break;
        }
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
        if (e->window.event == SDL_WINDOWEVENT_CLOSE) { /* the player closes the window */
            return !ui_may_quit(app);
        }
        break;
    default: break;
    }
    return true;
}
