/* Renju - MIT licence, see LICENSE.
 *
 * A game over the network in the window: the New game dialog's Network seat (host on a
 * port, or join host:port, in the rows the engine has otherwise), the waiting and the
 * joiner's look at the host's game (DLG_NET_WAIT, DLG_NET_OFFERED), the peer's draw
 * offers and undo requests (DLG_NET_ASK), and each frame the connection's events into the
 * session (netgame.h) and the session's into the controller. The remote seat is
 * SEAT_REMOTE: its actions come only from the session, checked there; ours go from the
 * controller's game to the session, and one the session will not send (a request of ours
 * is open) is taken back. Anything else that changes the game under the session (a new
 * game, a record opened, another line opened once the game is over) leaves the network
 * game. When the session ends the seats become two people's and the game stays as it
 * was, to be saved.
 */
#include <errno.h>
#include <netdb.h>
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "ui_internal.h"

struct UiNet {
    bool join;                     /* the dialog: join (else host) */
    char port_text[8];             /* the host's port, as typed */
    char address[NET_ADDRESS_MAX]; /* the host to join, as typed */
    TextSel port_sel, address_sel;
    /* Each field still holds its suggestion (7412, 127.0.0.1:7412), shown dim: the first
     * character typed replaces it rather than being appended to it. */
    bool port_suggested, address_suggested;
    bool typing;
    bool refused; /* Start refused the field's text: refusal says why, in the field */
    StrId refusal;
    char failure[200]; /* when refused: the connection's failure, worded, else "" */
    NetGame ng;
    bool has_ng;
    NetLink *link;
    bool connected;
    /* The host waits again after the joiner declined its game: the wait dialog says so
     * (a notice in the panel sat behind it), until another joiner comes or the wait ends. */
    bool declined;
    bool started;        /* the controller's game is the session's */
    unsigned generation; /* the controller's game then */
    ControllerOptions opt;
    int port;
    char addresses[128];
    Uint32 wake_event;
    Stone last_remote;          /* the remote seat of the last game begun (STONE_EMPTY: none) */
    unsigned recall_generation; /* the controller's game it was begun as (ui_net_recall) */
    unsigned recall_takes;      /* the session's games taken from records then */
    /* The game of a network game that ended undecided (its generation): the first click
     * or pass on it plays nothing and says so (ui_net_hold_click). */
    bool hold_click;
    bool hold_paused; /* on a clock: held paused (X resuming it plays on) */
    unsigned hold_generation;
};

static void wake(void *user)
{
    const UiNet *net = user;
    SDL_Event e;
    SDL_zero(e);
    e.type = net->wake_event;
    SDL_PushEvent(&e);
}

static UiNet *net_of(App *app)
{
    if (!app->net) {
        app->net = calloc(1, sizeof *app->net);
        if (app->net) {
            /* The last port hosted and address joined (settings.conf), else the defaults. */
            int port = app->settings.net_port ? app->settings.net_port : NET_DEFAULT_PORT;
            snprintf(app->net->port_text, sizeof app->net->port_text, "%d", port);
            if (app->settings.net_join[0]) {
                snprintf(app->net->address, sizeof app->net->address, "%s", app->settings.net_join);
            } else {
                snprintf(app->net->address, sizeof app->net->address, "127.0.0.1:%d",
                         NET_DEFAULT_PORT);
            }
            app->net->port_suggested = true;
            app->net->address_suggested = true;
            app->net->join = app->settings.net_joins; /* the role last taken */
            app->net->wake_event = SDL_RegisterEvents(1);
        }
    }
    return app->net;
}

static unsigned takes_of(const App *app) { return app->has_sess ? app->sess.takes : 0; }

void ui_net_recall(App *app)
{
    const UiNet *net = app->net;
    const Controller *c = app->ctl;
    Stone before = app->settings.net_remote;
    if ((!net || net->last_remote == STONE_EMPTY) && !c->studying &&
        (before == STONE_BLACK || before == STONE_WHITE)) {
        /* No network game in this run, and the last game started here (before a restart)
         * was one: offered again, with the seat and role (net_of) taken then. */
        app->pending.seat[before] = SEAT_REMOTE;
        app->pending.seat[stone_opponent(before)] = SEAT_HUMAN;
        return;
    }
    if (!net || net->last_remote == STONE_EMPTY || c->generation != net->recall_generation ||
        c->opt.seat[STONE_BLACK] != SEAT_HUMAN || c->opt.seat[STONE_WHITE] != SEAT_HUMAN ||
        c->studying) {
        return; /* another game started since, or a record studied */
    }
    if (takes_of(app) != net->recall_takes) {
        /* A record opened (or a position set up) since: the two people's seats are the
         * network game's leftovers, unless the record names them; the next game is offered
         * with the seats of the last one started here (settings.conf's, or the default). */
        for (int s = STONE_BLACK; s <= STONE_WHITE && !app->sess.seats_named; s++) {
            SeatKind k = app->settings.game.seat[s];
            bool person = k == SEAT_REMOTE || (k == SEAT_AI && !ui_has_ai(app));
            app->pending.seat[s] = person ? SEAT_HUMAN : k;
        }
        return;
    }
    /* After a network game (the seats it left two people's) the next one is offered over
     * the network again. */
    app->pending.seat[net->last_remote] = SEAT_REMOTE;
    app->pending.seat[stone_opponent(net->last_remote)] = SEAT_HUMAN;
}

bool ui_net_pending(const App *app)
{
    return app->pending.seat[STONE_BLACK] == SEAT_REMOTE ||
           app->pending.seat[STONE_WHITE] == SEAT_REMOTE;
}

bool ui_net_joining(const App *app)
{
    return app->dialog == DLG_NEW_GAME && ui_net_pending(app) &&
           (app->net ? app->net->join : app->settings.net_joins);
}

const char *ui_net_failure(const App *app)
{
    const UiNet *net = app->net;
    return net && net->refused && net->failure[0] && ui_net_pending(app) ? net->failure : NULL;
}

bool ui_net_live(const App *app)
{
    return app->net && app->net->has_ng && app->net->started && net_game_live(&app->net->ng);
}

void ui_net_stop_typing(App *app)
{
    if (app->net && app->net->typing) {
        app->net->typing = false;
        SDL_StopTextInput();
    }
}

/* ---- The New game dialog's rows -------------------------------------------------- */

void ui_net_dialog_build(App *app, int y)
{
    UiNet *net = net_of(app);
    if (!net) {
        return;
    }
    const Lang lang = app->settings.lang;
    int vx, vw;
    ui_dialog_columns(app, &vx, &vw);
    int h = ui_px(app, DIALOG_ROW_H);
    int segw = (vw - ui_px(app, 6)) / 2;
    static const StrId ROLE[2] = {S_NET_HOST, S_NET_JOIN};
    for (int i = 0; i < 2; i++) {
        Widget *wd = ui_add_widget(app, W_DLG_NET_ROLE, i, WK_SEGMENT,
                                   (LayoutRect){vx + i * (segw + ui_px(app, 6)), y, segw, h},
                                   i18n_text(lang, ROLE[i]));
        if (wd) {
            wd->active = net->join == (i == 1);
        }
    }
    y += h + ui_px(app, DIALOG_ROW_GAP);
    ui_add_widget(app, W_DLG_NET_ADDRESS, 0, WK_LIST_ITEM, (LayoutRect){vx, y, vw, h}, "");
}

void ui_net_dialog_draw(const App *app, int x, int y, int step, int room)
{
    const UiNet *net = app->net;
    if (!net) {
        return;
    }
    Lang lang = app->settings.lang;
    int h = ui_px(app, DIALOG_ROW_H);
    ui_draw_label(app, FACE_REGULAR, i18n_text(lang, S_NET_ROW), x, y, room, h,
                  ui_colour(COLOUR_DIM), 0);
    ui_draw_label(app, FACE_REGULAR, i18n_text(lang, net->join ? S_NET_ADDRESS : S_NET_PORT), x,
                  y + step, room, h, ui_colour(COLOUR_DIM), 0);
    const Widget *w = NULL;
    for (int i = 0; i < app->nwidgets; i++) {
        w = app->widgets[i].id == W_DLG_NET_ADDRESS ? &app->widgets[i] : w;
    }
    if (!w) {
        return;
    }
    LayoutRect r = w->r;
    ui_card(app->ren, r, ui_px(app, 5), ui_colour(COLOUR_FIELD));
    bool hot = net->typing ||
               (app->mouse_in && layout_rect_contains(r, app->mouse_x, app->mouse_y));
    ui_frame(app->ren, r, 1,
             ui_colour(hot                               ? COLOUR_ACCENT
                       : net->refused && net->failure[0] ? COLOUR_BAD
                                                         : COLOUR_BORDER));
    const char *text = net->join ? net->address : net->port_text;
    int pad = ui_px(app, 10);
    int px = ui_font(app, 15);
    int tw, th;
    if (net->refused && !net->typing && !net->failure[0]) {
        /* Why Start was refused, where the player looks: in the field, until it is edited (a
         * failed connection's reason is the dialog's head's: the address stays in sight). */
        const char *why = i18n_text(app->settings.lang, net->refusal);
        int fit = r.w - 2 * pad;
        px = text_fit(app->assets, FACE_REGULAR, px, ui_font(app, UI_LABEL_MIN_PX), why, fit);
        text_size(app->assets, FACE_REGULAR, px, why, &tw, &th);
        text_draw(app->assets, FACE_REGULAR, px, why, r.x + pad, r.y + (r.h - th) / 2,
                  ui_colour(COLOUR_BAD), 0);
        return;
    }
    bool suggested = net->join ? net->address_suggested : net->port_suggested;
    ui_field_draw(app, text, net->join ? &net->address_sel : &net->port_sel, px, r.x + pad, r.y,
                  r.h, r.w - 2 * pad - ui_px(app, 4), suggested ? COLOUR_DIM : COLOUR_TEXT,
                  net->typing);
}

bool ui_net_typing(const App *app)
{
    return app->dialog == DLG_NEW_GAME && app->net && app->net->typing;
}

void ui_net_text(App *app, const char *text)
{
    UiNet *net = app->net;
    char *field = net->join ? net->address : net->port_text;
    size_t cap = net->join ? sizeof net->address : sizeof net->port_text;
    bool *suggested = net->join ? &net->address_suggested : &net->port_suggested;
    if (*suggested) {
        field[0] = '\0';
        *suggested = false;
    }
    net->refused = false;
    size_t n = strlen(field);
    textfield_type(field, cap, &n, net->join ? &net->address_sel : &net->port_sel, text,
                   net->join ? TEXTFIELD_ADDRESS : TEXTFIELD_PORT);
}

void ui_net_key(App *app, const SDL_KeyboardEvent *k)
{
    UiNet *net = app->net;
    switch (k->keysym.sym) {
    case SDLK_ESCAPE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_TAB: ui_net_stop_typing(app); break;
    default: { /* Backspace, Ctrl+U, Ctrl+V; the characters come as text input */
        char *field = net->join ? net->address : net->port_text;
        size_t cap = net->join ? sizeof net->address : sizeof net->port_text;
        bool *suggested = net->join ? &net->address_suggested : &net->port_suggested;
        if (*suggested && k->keysym.sym == SDLK_v && (k->keysym.mod & KMOD_CTRL)) {
            field[0] = '\0'; /* a pasted address replaces the suggestion */
        }
        size_t n = strlen(field);
        UiEdit ed = ui_field_edit(k, field, cap, &n, net->join ? TEXTFIELD_ADDRESS : TEXTFIELD_PORT,
                                  NULL, net->join ? &net->address_sel : &net->port_sel);
        if (ed != UI_EDIT_NONE && ed != UI_EDIT_MOVE) {
            *suggested = false;
            net->refused = false;
        }
        break;
    }
    }
}

void ui_net_activate(App *app, WidgetId id, int arg)
{
    UiNet *net = net_of(app);
    if (!net) {
        return;
    }
    net->refused = false; /* read, and being mended */
    if (id == W_DLG_NET_ROLE) {
        ui_net_stop_typing(app);
        net->join = arg == 1;
    } else if (id == W_DLG_NET_ADDRESS && !net->typing) {
        net->typing = true;
        SDL_StartTextInput();
    } else if (id == W_DLG_NET_ADDRESS) { /* the caret where it was clicked */
        for (int i = 0; i < app->nwidgets; i++) {
            const Widget *w = &app->widgets[i];
            int pad = ui_px(app, 10);
            if (w->id == W_DLG_NET_ADDRESS) {
                ui_field_click(app, net->join ? net->address : net->port_text,
                               net->join ? &net->address_sel : &net->port_sel, ui_font(app, 15),
                               w->r.x + pad, w->r.w - 2 * pad - ui_px(app, 4), app->mouse_x);
            }
        }
    }
}

/* ---- Starting and ending ------------------------------------------------------------ */

static void end_link(UiNet *net)
{
    net_link_destroy(net->link);
    net->link = NULL;
    if (net->has_ng) {
        net_game_free(&net->ng);
        net->has_ng = false;
    }
    net->started = false;
    net->connected = false;
}

/* Sends what the session wrote, as the session ends (a BYE: a line lost is no matter). */
static void flush_last(UiNet *net) { net_link_flush_game(net->link, &net->ng); }

/* The empty game on the board while a network game is set up, under rule and opening: two
 * people's, so that nothing waits on a seat nobody holds yet, and without a clock when
 * joining (the host's comes with its game). The next New game offers the network again. */
static void show_blank(App *app, RuleId rule, OpeningId opening)
{
    UiNet *net = app->net;
    ControllerOptions blank = net->opt;
    blank.rule = rule;
    blank.opening = opening;
    blank.seat[STONE_BLACK] = SEAT_HUMAN;
    blank.seat[STONE_WHITE] = SEAT_HUMAN;
    if (net->join) {
        blank.clock.kind = CLOCK_NONE;
    }
    controller_new_game(app->ctl, &blank);
    net->recall_generation = app->ctl->generation; /* cancelled, offered again */
}

static void ended(App *app);

/* The controller told whether a network game is being set up (the peer awaited, its offer
 * looked at): the engine's views are off from then on (controller_network_setup). */
static void sync_setup(App *app)
{
    const UiNet *net = app->net;
    bool on = net && net->has_ng && !net->started;
    if (app->ctl->net_setup != on) {
        controller_network_setup(app->ctl, on);
    }
}

/* Sends what the session wrote; a line the link cannot take (the peer stopped reading)
 * ends the game as a lost connection. */
static void flush(App *app)
{
    UiNet *net = app->net;
    NetEvent ev = net_link_flush_game(net->link, &net->ng);
    if (ev.kind == NET_EV_ENDED) {
        ended(app);
    }
}

/* A dropped connection mid-game: a comment on the last move says so, kept in the record
 * (after any the player wrote there); the game stays undecided, a loss for neither. */
static void note_lost(App *app)
{
    const Game *g = &app->ctl->game;
    if (game_over(g) || g->nactions == 0) {
        return;
    }
    session_sync(&app->sess); /* the peer's last move is in the review */
    const char *had = session_note(&app->sess, g->nactions);
    const char *lost = i18n_text(app->settings.lang, S_NET_LOST_NOTE);
    size_t cap = strlen(had) + 1 + strlen(lost) + 1;
    char *text = malloc(cap);
    if (!text) {
        return;
    }
    text_format(text, cap, "%s%s%s", had, had[0] ? "\n" : "", lost);
    session_set_note(&app->sess, g->nactions, text, strlen(text));
    free(text);
}

void ui_net_resumed_lost(App *app)
{
    if (app->has_sess && app->ctl->game.nactions > 0) {
        note_lost(app);
        status_notice_set(&app->notice, S_NET_RESUMED_LOST, true, NOTICE_PLAIN, 0, NULL, NULL);
    }
}

/* The joiner declined the offer (declined), or a program of another version came: the host
 * listens again on its port, the wait goes on. */
static bool host_again(App *app, bool declined)
{
    UiNet *net = app->net;
    net_link_destroy(net->link);
    net->link = NULL;
    net_game_free(&net->ng);
    net->has_ng = false;
    net->connected = false;
    int host_seat = net->opt.seat[STONE_BLACK] == SEAT_REMOTE ? 1 : 0;
    net->link = net_link_host(net->port, wake, net);
    if (!net->link || !net_game_init(&net->ng, NET_HOST, net->opt.rule, net->opt.opening, host_seat,
                                     &net->opt.clock)) {
        net_link_destroy(net->link);
        net->link = NULL;
        return false;
    }
    net->has_ng = true;
    net->declined = declined;
    app->dialog = DLG_NET_WAIT;
    return true;
}

static bool same_action(const Action *a, const Action *b)
{
    return a->kind == b->kind && a->pos == b->pos && a->colour == b->colour &&
           a->count == b->count && a->nproposals == b->nproposals &&
           memcmp(a->proposals, b->proposals, sizeof a->proposals) == 0;
}

/* Is the controller's game the session's (the one both sides play), with actions of ours
 * after it that are not sent yet, if any? Not once a new game, a record or another line of
 * the review (opened after the game ended) replaced it. */
static bool game_is_sessions(const App *app)
{
    const UiNet *net = app->net;
    const Game *g = &app->ctl->game;
    const Game *m = net->ng.game;
    if (!net->started || app->ctl->generation != net->generation || g->nactions < m->nactions) {
        return false;
    }
    for (int i = 0; i < m->nactions; i++) {
        if (!same_action(&g->actions[i], &m->actions[i])) {
            return false;
        }
    }
    return true;
}

/* The session ended: what of ours it never sent (a click as the connection went: the peer
 * never saw it) is taken back, so the game kept is the one both sides played. */
static void take_back_unsent(App *app)
{
    const UiNet *net = app->net;
    Controller *c = app->ctl;
    if (game_is_sessions(app) && c->game.nactions > net->ng.game->nactions) {
        controller_take_back(c, net->ng.game->nactions);
    }
}

/* The session ended: the seats become two people's, the game stays. */
static void ended(App *app)
{
    UiNet *net = app->net;
    NetGame *ng = &net->ng;
    if (ng->end == NET_END_DECLINED && !net->started && host_again(app, true)) {
        return;
    }
    int version = ng->version;
    if (ng->end == NET_END_VERSION && ng->role == NET_HOST && !net->started &&
        host_again(app, false)) {
        /* A stray program of another version is turned away as a foreign one is: the real
         * opponent can still join. */
        status_notice_set(&app->notice, S_NET_TURNED_AWAY, true, NOTICE_NUMBER, version, NULL,
                          NULL);
        return;
    }
    bool ours = game_is_sessions(app); /* else another line shown: it stays as shown */
    take_back_unsent(app);
    StrId msg = S_NET_END_BROKEN;
    NoticeArg arg = NOTICE_PLAIN;
    char point[8] = "";
    long n = 0;
    switch (ng->end) {
    case NET_END_LEFT:
    case NET_END_FINISHED: msg = S_NET_END_LEFT; break;
    case NET_END_LOST: /* before any move: no comment to point to, nothing lost */
        msg = net->started && app->ctl->game.nactions > 0 ? S_NET_END_LOST : S_NET_END_LOST_EARLY;
        break;
    case NET_END_QUIT: msg = S_NET_END_QUIT; break;
    case NET_END_VERSION:
        msg = S_NET_END_VERSION;
        arg = NOTICE_NUMBER;
        n = ng->version;
        break;
    case NET_END_OUT_OF_TURN: msg = S_NET_END_TURN; break;
    case NET_END_CLAIM: msg = S_NET_END_CLAIM; break;
    case NET_END_DECLINED: msg = S_NET_END_LOST_EARLY; break; /* and no new wait */
    case NET_END_UNKNOWN_GAME: msg = S_NET_END_UNKNOWN_GAME; break;
    case NET_END_REFUSED:
        msg = S_NET_END_REFUSED;
        arg = NOTICE_ENGINE;
        break;
    case NET_END_AFTER_END: msg = S_NET_END_AFTER_END; break;
    case NET_END_OFF_BOARD: msg = S_NET_END_OFF_BOARD; break;
    case NET_END_TOO_LONG:
        msg = S_NET_END_TOO_LONG;
        arg = NOTICE_NUMBER;
        n = NET_LINE_MAX - 1;
        break;
    case NET_END_NONE:
    case NET_END_MALFORMED:
    case NET_END_UNEXPECTED:
    case NET_END_OUT_OF_STEP:
        msg = net->started ? S_NET_END_BROKEN : S_NET_END_BROKEN_EARLY; /* nothing kept */
        break;
    }
    bool quiet = ng->end == NET_END_FINISHED && game_over(&app->ctl->game);
    if (!quiet) {
        status_notice_set(&app->notice, msg, ng->end != NET_END_QUIT, arg, n, point, NULL);
        app->notice.refusal = ng->err; /* NET_END_REFUSED: the rules' reason, in its words */
    }
    flush_last(net);
    if (net->started && ng->end == NET_END_LOST && app->has_sess) {
        note_lost(app);
    }
    if (net->started) {
        Controller *c = app->ctl;
        /* Undecided, and not left by us: a click that was meant for the network game does
         * not play on here unasked. */
        net->hold_click = ng->end != NET_END_QUIT && !game_over(&c->game);
        net->hold_generation = c->generation;
        controller_clock_adopt(c, &ng->clock); /* stopped: nobody loses on time now */
        controller_take_seats(c, SEAT_HUMAN, SEAT_HUMAN, -1);
        if (ours) {
            controller_view(c, c->game.nactions);
        }
        if (clock_timed(&ng->tc) && ng->clock.running >= 0) {
            controller_hold(c); /* undecided on a clock: paused where the turn stood */
        }
        net->hold_paused = c->paused;
    }
    const Controller *c = app->ctl;
    if (!net->started && net->join &&
        (c->opt.rule != net->opt.rule || c->game.opening != net->opt.opening)) {
        show_blank(app, net->opt.rule, net->opt.opening); /* the offer's board goes with it */
    }
    if (app->dialog == DLG_NET_WAIT || app->dialog == DLG_NET_OFFERED ||
        app->dialog == DLG_NET_ASK) {
        app->dialog = DLG_NONE;
    }
    end_link(net);
    sync_setup(app);
}

void ui_net_leave(App *app)
{
    UiNet *net = app->net;
    if (!net || !net->has_ng) {
        return;
    }
    net_game_leave(&net->ng);
    ended(app);
}

void ui_net_destroy(App *app)
{
    if (app->net) {
        ui_net_stop_typing(app);
        if (app->net->has_ng) {
            net_game_leave(&app->net->ng);
            flush_last(app->net);
        }
        end_link(app->net);
        free(app->net);
        app->net = NULL;
        sync_setup(app);
    }
}

/* Reads the port field; 0 when it is no port. */
static int typed_port(const UiNet *net)
{
    int v = 0;
    for (const char *p = net->port_text; *p; p++) {
        v = v * 10 + (*p - '0');
    }
    return net->port_text[0] && v >= 1 && v <= 65535 ? v : 0;
}

bool ui_net_start(App *app)
{
    UiNet *net = net_of(app);
    if (!net) {
        return false;
    }
    ui_net_stop_typing(app);
    ui_net_leave(app); /* a game under way is left */
    net->opt = app->pending;
    int host_seat = app->pending.seat[STONE_BLACK] == SEAT_REMOTE ? 1 : 0;
    if (net->join) {
        bool bad = false;
        net->link = net_link_join(net->address, wake, net, &bad);
        if (bad) {
            net->refused = true; /* said in the dialog's field, not behind the dialog */
            net->refusal = S_NET_BAD_ADDRESS;
            net->failure[0] = '\0';
            return false;
        }
    } else {
        net->port = typed_port(net);
        if (net->port == 0) {
            net->refused = true;
            net->refusal = S_NET_BAD_PORT;
            net->failure[0] = '\0';
            return false;
        }
        net->link = net_link_host(net->port, wake, net);
        net_link_addresses(net->addresses, sizeof net->addresses);
    }
    if (!net->link || !net_game_init(&net->ng, net->join ? NET_JOIN : NET_HOST, net->opt.rule,
                                     net->opt.opening, host_seat, &net->opt.clock)) {
        net_link_destroy(net->link);
        net->link = NULL;
        return false;
    }
    net->has_ng = true;
    net->started = false;
    net->connected = false;
    net->declined = false;
    /* Remembered for the next session: the role and seat, the address joined or the port
     * hosted. */
    app->settings.net_joins = net->join;
    app->settings.net_remote = app->pending.seat[STONE_BLACK] == SEAT_REMOTE ? STONE_BLACK
                                                                             : STONE_WHITE;
    if (net->join) {
        snprintf(app->settings.net_join, sizeof app->settings.net_join, "%s", net->address);
    } else {
        app->settings.net_port = net->port;
    }
    ui_save_settings(app);
    sync_setup(app); /* before the placeholder board: nothing analyses it */
    app->dialog = DLG_NET_WAIT;
    /* The new game, empty, at once: the game given up for it (discarded at the question
     * before, or saved) is not shown while the opponent is awaited. */
    show_blank(app, net->opt.rule, net->opt.opening);
    net->last_remote = app->pending.seat[STONE_BLACK] == SEAT_REMOTE ? STONE_BLACK : STONE_WHITE;
    net->recall_takes = takes_of(app);
    app->list_follow = true;
    app->banner = false;
    return true;
}

/* The game begins in the window: our seat a person's, the other the remote's. */
static void begin(App *app)
{
    UiNet *net = app->net;
    Controller *c = app->ctl;
    ControllerOptions opt = net->opt;
    opt.rule = net->ng.rule;
    opt.opening = net->ng.opening;
    opt.clock = net->ng.tc; /* the host's */
    opt.seat[STONE_BLACK] = net->ng.local == 0 ? SEAT_HUMAN : SEAT_REMOTE;
    opt.seat[STONE_WHITE] = net->ng.local == 1 ? SEAT_HUMAN : SEAT_REMOTE;
    controller_new_game(c, &opt);
    controller_clock_adopt(c, &net->ng.clock);
    net->generation = c->generation;
    net->started = true;
    sync_setup(app); /* the views stay held: the game is under way */
    net->last_remote = net->ng.local == 0 ? STONE_WHITE : STONE_BLACK;
    net->recall_generation = c->generation;
    net->recall_takes = takes_of(app);
    app->dialog = DLG_NONE;
    app->list_follow = true;
    app->banner = false;
    status_notice_set(&app->notice, S_NET_STARTED, false, NOTICE_PLAIN, 0, NULL, NULL);
}

/* ---- Each frame ------------------------------------------------------------------- */

/* Our actions from the controller's game to the session; false when the game is no longer
 * the session's (then it is left). */
static bool send_ours(App *app, int64_t now)
{
    UiNet *net = app->net;
    Controller *c = app->ctl;
    const Game *g = &c->game;
    const Game *m = net->ng.game;
    if (!controller_networked(c) || !game_is_sessions(app)) {
        return false;
    }
    if (ui_net_link_gone(app)) {
        return true; /* nothing more goes: the end, polled next, takes ours back */
    }
    while (g->nactions > m->nactions && net->ng.state == NET_ST_PLAYING) {
        if (!net_game_local(&net->ng, &g->actions[m->nactions], now)) {
            /* A request of ours is open: nothing is played until it is answered; or our
             * time ran out meanwhile (net_game_tick says so next). */
            controller_take_back(c, m->nactions);
            if (net->ng.asked != NET_REQ_NONE) {
                status_notice_set(&app->notice, S_NET_WAIT_ANSWER, true, NOTICE_PLAIN, 0, NULL,
                                  NULL);
            }
            break;
        }
    }
    return true;
}

static void on_event(App *app, const NetEvent *ev)
{
    UiNet *net = app->net;
    Controller *c = app->ctl;
    switch (ev->kind) {
    case NET_EV_NONE: break;
    case NET_EV_OFFERED:
        /* Under the offer, the board and the panel show the host's rule and opening (its
         * zone), not the joiner's own choices, which do not count. */
        show_blank(app, net->ng.rule, net->ng.opening);
        app->dialog = DLG_NET_OFFERED;
        break;
    case NET_EV_START: begin(app); break;
    case NET_EV_ACTION: {
        GameError err;
        if (!controller_remote_apply(c, &ev->action, &err)) {
            ui_net_leave(app); /* the two games differ: cannot be, but never play on */
            return;
        }
        app->list_follow = true;
        if (status_notice_on(&app->notice) && !app->notice.bad && app->notice.msg >= S_NET_ROW &&
            app->notice.msg <= S_NET_NO_CLOCK) {
            /* "Connected", an answer to a request: old news now; the status line says the
             * game's next step (the opening's, the result) on this side as on the other. */
            status_notice_clear(&app->notice);
        }
        if (app->dialog == DLG_NET_ASK && net->ng.incoming == NET_REQ_NONE) {
            app->dialog = DLG_NONE; /* the question went with a loss on time */
        }
        break;
    }
    case NET_EV_ASKED:
        /* Never over a dialog of the player's: its Enter and Esc answer what it shows. The
         * question waits until it closes (ui_net_frame); a draw offer of ours confirmed
         * meanwhile crosses it (ui_net_ask). */
        if (app->dialog == DLG_NONE) {
            app->dialog = DLG_NET_ASK;
        }
        break;
    case NET_EV_WITHDRAWN:
        if (app->dialog == DLG_NET_ASK) {
            app->dialog = DLG_NONE;
        }
        break;
    case NET_EV_ACCEPTED:
        if (ev->request == NET_REQ_DRAW) {
            controller_remote_apply(c, &ev->action, NULL); /* the draw, with its time */
            status_notice_set(&app->notice, S_NET_DRAW_ACCEPTED, false, NOTICE_PLAIN, 0, NULL,
                              NULL);
        } else {
            controller_take_back(c, ev->target);
            status_notice_set(&app->notice, S_NET_UNDO_ACCEPTED, false, NOTICE_PLAIN, 0, NULL,
                              NULL);
        }
        break;
    case NET_EV_DECLINED:
        status_notice_set(
            &app->notice,
            ev->crossed ? (ev->request == NET_REQ_DRAW ? S_NET_DRAW_CROSSED : S_NET_UNDO_CROSSED)
            : ev->request == NET_REQ_DRAW ? S_NET_DRAW_DECLINED
                                          : S_NET_UNDO_DECLINED,
            true, NOTICE_PLAIN, 0, NULL, NULL);
        break;
    case NET_EV_ENDED: ended(app); return;
    }
}

/* Why listening or connecting failed, in the catalogue's words (S_NET_FAILED: none fits,
 * the system's English then). */
static StrId failure_of(const NetLinkEvent *lev, bool join)
{
    if (lev->gai) {
        return lev->gai == EAI_NONAME || lev->gai == EAI_FAIL ? S_NET_NO_HOST
               : lev->gai == EAI_AGAIN                        ? S_NET_UNREACHABLE
                                                              : S_NET_FAILED;
    }
    switch (lev->err_no) {
    case EADDRINUSE: return join ? S_NET_FAILED : S_NET_PORT_TAKEN;
    case EACCES:
    case EPERM: return join ? S_NET_FAILED : S_NET_PORT_DENIED;
    case ECONNREFUSED: return S_NET_CONN_REFUSED;
    case ETIMEDOUT: return S_NET_TIMED_OUT;
    case ENETUNREACH:
    case EHOSTUNREACH:
    case ENETDOWN:
    case EHOSTDOWN: return S_NET_UNREACHABLE;
    default: return S_NET_FAILED;
    }
}

/* Listening or connecting failed: the player is back in the New game dialog, its network
 * row as it was, the reason in the field (and in the panel, once the dialog is closed). */
static void failed(App *app, const NetLinkEvent *lev)
{
    UiNet *net = app->net;
    bool join = net->join;
    StrId msg = failure_of(lev, join);
    char why[160];
    snprintf(why, sizeof why, "%s",
             lev->gai ? gai_strerror(lev->gai) : strerror(lev->err_no ? lev->err_no : EIO));
    end_link(net);
    sync_setup(app);
    Lang lang = app->settings.lang;
    if (msg == S_NET_FAILED) {
        status_notice_set(&app->notice, msg, true, NOTICE_ENGLISH, 0, why, NULL);
    } else if (msg == S_NET_PORT_TAKEN || msg == S_NET_PORT_DENIED) {
        status_notice_set(&app->notice, msg, true, NOTICE_NUMBER, net->port, NULL, NULL);
    } else {
        status_notice_set(&app->notice, msg, true, NOTICE_NAME, 0, net->address, NULL);
    }
    /* The field has room for the cause (before ": "); the notice says what to do too. */
    status_notice_text(&app->notice, lang, net->failure, sizeof net->failure);
    char *advice = strstr(net->failure, ": ");
    if (advice && msg != S_NET_FAILED) {
        *advice = '\0';
    }
    net->refused = true;
    app->pending = net->opt; /* the seats and the game being set up */
    app->pick.start_after = false;
    app->dlg_focus = 0;
    app->dialog = DLG_NEW_GAME;
}

/* A notice about a request (asked, declined, crossed...), old news once the game is over. */
static bool request_news(StrId msg)
{
    static const StrId NEWS[] = {S_NET_DRAW_ASKED,    S_NET_UNDO_ASKED,    S_NET_DRAW_DECLINED,
                                 S_NET_UNDO_DECLINED, S_NET_UNDO_ACCEPTED, S_NET_NO_UNDO,
                                 S_NET_WAIT_ANSWER,   S_NET_DRAW_CROSSED,  S_NET_UNDO_CROSSED,
                                 S_NET_STARTED};
    for (size_t i = 0; i < sizeof NEWS / sizeof NEWS[0]; i++) {
        if (msg == NEWS[i]) {
            return true;
        }
    }
    return false;
}

int ui_net_wait(const App *app)
{
    const UiNet *net = app->net;
    if (!net || !net->has_ng) {
        return -1;
    }
    int64_t w = net_game_wait(&net->ng, (int64_t)SDL_GetTicks64());
    return w < 0 ? -1 : w > 60000 ? 60000 : (int)w + 1;
}

bool ui_net_frame(App *app)
{
    UiNet *net = app->net;
    sync_setup(app);
    if (!net || !net->has_ng) {
        return false;
    }
    bool changed = false;
    int64_t now = (int64_t)SDL_GetTicks64();
    if (net->started && net->ng.state == NET_ST_PLAYING && !send_ours(app, now)) {
        ui_net_leave(app); /* a new game or a record replaced it */
        return true;
    }
    /* A loss on time, ours or claimed; the heartbeat (a PING, or the peer silent too long). */
    NetEvent tick = net_game_tick(&net->ng, now);
    changed = tick.kind != NET_EV_NONE;
    on_event(app, &tick);
    if (!net->has_ng) {
        return true;
    }
    flush(app);
    NetLinkEvent lev;
    while (net->link && net->has_ng && net_link_poll(net->link, &lev)) {
        changed = true;
        NetEvent ev;
        memset(&ev, 0, sizeof ev);
        if (lev.kind == NET_LINK_CONNECTED) {
            net->connected = true;
            net->declined = false; /* another joiner: the wait is news again */
        } else if (lev.kind == NET_LINK_LINE) {
            ev = net_game_feed(&net->ng, lev.text, lev.len, now);
        } else if (lev.kind == NET_LINK_FAILED) {
            failed(app, &lev);
            return true;
        } else if (lev.kind == NET_LINK_CLOSED) {
            ev = net_game_closed(&net->ng, lev.too_long, now);
        }
        on_event(app, &ev);
        if (net->has_ng) {
            flush(app);
        }
    }
    if (net->has_ng && net->started) {
        controller_clock_adopt(app->ctl, &net->ng.clock); /* the clocks as the session times them */
    }
    if (net->has_ng && net->started && game_over(&app->ctl->game) &&
        status_notice_on(&app->notice) && request_news(app->notice.msg)) {
        status_notice_clear(&app->notice); /* the result is the news now */
        changed = true;
    }
    if (net->has_ng && net->ng.incoming != NET_REQ_NONE && app->dialog == DLG_NONE) {
        app->dialog = DLG_NET_ASK; /* the peer's question, held behind a dialog now closed */
        changed = true;
    }
    return changed;
}

/* ---- Requests and the dialogs ------------------------------------------------------- */

bool ui_net_ask(App *app, NetRequest r)
{
    UiNet *net = app->net;
    if (!ui_net_live(app) || (r == NET_REQ_UNDO && controller_timed(app->ctl))) {
        return false; /* on a clock the controller says there is no undo */
    }
    if (!controller_is_live(app->ctl)) {
        controller_view(app->ctl, app->ctl->game.nactions);
    }
    if (net_game_cross(&net->ng, r)) {
        /* The peer's question came while ours was being confirmed: crossed, never accepted
         * by the Enter meant for ours. */
        if (app->dialog == DLG_NET_ASK) {
            app->dialog = DLG_NONE;
        }
        status_notice_set(&app->notice, r == NET_REQ_DRAW ? S_NET_DRAW_CROSSED : S_NET_UNDO_CROSSED,
                          true, NOTICE_PLAIN, 0, NULL, NULL);
    } else if (net_game_ask(&net->ng, r)) {
        status_notice_set(&app->notice, r == NET_REQ_DRAW ? S_NET_DRAW_ASKED : S_NET_UNDO_ASKED,
                          false, NOTICE_PLAIN, 0, NULL, NULL);
    } else {
        status_notice_set(&app->notice,
                          net->ng.asked != NET_REQ_NONE ? S_NET_WAIT_ANSWER
                          : r == NET_REQ_UNDO           ? S_NET_NO_UNDO
                                                        : S_NET_WAIT_ANSWER,
                          true, NOTICE_PLAIN, 0, NULL, NULL);
    }
    flush(app);
    return true;
}

bool ui_net_awaits_answer(App *app)
{
    if (!ui_net_live(app) || app->net->ng.asked == NET_REQ_NONE) {
        return false;
    }
    status_notice_set(&app->notice, S_NET_WAIT_ANSWER, true, NOTICE_PLAIN, 0, NULL, NULL);
    return true;
}

void ui_net_answer(App *app, WidgetId id)
{
    UiNet *net = app->net;
    DialogKind d = app->dialog;
    app->dialog = DLG_NONE;
    if (!net || !net->has_ng) {
        return;
    }
    if (d == DLG_NET_WAIT || (d == DLG_NET_OFFERED && id != W_DLG_YES)) {
        bool hosting = d == DLG_NET_WAIT && net->ng.role == NET_HOST;
        bool joining = d == DLG_NET_WAIT && !hosting;
        bool came = net->connected || net->declined; /* a joiner read the offer, or is */
        ui_net_leave(app); /* Cancel (N, Esc): the wait ends, and the status line says so */
        if (hosting) {
            status_notice_set(&app->notice, came ? S_NET_HOST_STOPPED_NO_GAME : S_NET_HOST_STOPPED,
                              false, NOTICE_PLAIN, 0, NULL, NULL);
        } else if (joining) {
            status_notice_set(&app->notice, S_NET_JOIN_STOPPED, false, NOTICE_NAME, 0, net->address,
                              NULL);
        } else {
            status_notice_clear(&app->notice);
        }
        return;
    }
    if (d == DLG_NET_OFFERED) {
        if (net_game_ready(&net->ng)) {
            flush(app);
            if (net->has_ng) { /* not ended by a peer that stopped reading */
                begin(app);
            }
        }
        return;
    }
    if (d == DLG_NET_ASK) {
        NetRequest r = net->ng.incoming;
        int target = net->ng.target;
        bool yes = id == W_DLG_YES;
        if (net_game_answer(&net->ng, yes, (int64_t)SDL_GetTicks64()) && yes) {
            const Game *m = net->ng.game;
            NetEvent ev;
            memset(&ev, 0, sizeof ev);
            ev.kind = NET_EV_ACCEPTED;
            ev.request = r;
            ev.target = target;
            if (r == NET_REQ_DRAW) {
                ev.action = m->actions[m->nactions - 1]; /* the draw, with its time */
            }
            on_event(app, &ev);
            status_notice_clear(&app->notice);
        }
        flush(app);
    }
}

bool ui_net_link_gone(const App *app)
{
    const UiNet *net = app->net;
    return net && net->link && net_link_gone(net->link);
}

bool ui_net_hold_click(App *app)
{
    UiNet *net = app->net;
    const Controller *c = app->ctl;
    if (!net || !net->hold_click) {
        return false;
    }
    net->hold_click = false;
    if (c->generation != net->hold_generation || game_over(&c->game) || controller_networked(c) ||
        (net->hold_paused && !c->paused)) {
        return false; /* another game since, or resumed (X): played on by choice */
    }
    status_notice_set(&app->notice, net->hold_paused ? S_NET_ENDED_HOLD_CLOCK : S_NET_ENDED_HOLD,
                      true, NOTICE_PLAIN, 0, NULL, NULL);
    return true;
}

/* The peer's undo request names what goes: its move, and ours after it (stones only; an
 * opening's other actions keep the general words). */
static void undo_question(const UiNet *net, Lang lang, char *buf, size_t cap)
{
    const Game *g = net->ng.game;
    int from = net->ng.target, n = g->nactions - from;
    const Action *theirs = from >= 0 && n >= 1 ? &g->actions[from] : NULL;
    const Action *ours = n == 2 ? &g->actions[from + 1] : NULL;
    if (!theirs || n > 2 || theirs->kind != ACTION_MOVE || (ours && ours->kind != ACTION_MOVE)) {
        text_format(buf, cap, "%s", i18n_text(lang, S_NET_ASK_UNDO));
        return;
    }
    char a[8], b[8];
    board_format_point(theirs->pos, a, sizeof a);
    if (ours) {
        board_format_point(ours->pos, b, sizeof b);
        text_format(buf, cap, i18n_text(lang, S_NET_ASK_UNDO_MOVES), a, b);
    } else {
        text_format(buf, cap, i18n_text(lang, S_NET_ASK_UNDO_MOVE), a);
    }
}

void ui_net_question(const App *app, char *buf, size_t cap)
{
    const UiNet *net = app->net;
    Lang lang = app->settings.lang;
    buf[0] = '\0';
    if (!net || !net->has_ng) {
        return;
    }
    if (app->dialog == DLG_NET_WAIT && net->ng.role == NET_HOST && net->connected) {
        text_format(buf, cap, "%s", i18n_text(lang, S_NET_READING)); /* the offer is being read */
    } else if (app->dialog == DLG_NET_WAIT && net->ng.role == NET_HOST) {
        char wait[400];
        text_format(wait, sizeof wait, i18n_text(lang, S_NET_WAITING), net->port, net->addresses);
        text_format(buf, cap, "%s%s%s", net->declined ? i18n_text(lang, S_NET_DECLINED) : "",
                    net->declined ? " " : "", wait);
    } else if (app->dialog == DLG_NET_WAIT) {
        text_format(buf, cap, i18n_text(lang, S_NET_CONNECTING), net->address);
    } else if (app->dialog == DLG_NET_OFFERED) {
        char tc[96];
        if (clock_timed(&net->ng.tc)) {
            i18n_time_control(lang, &net->ng.tc, tc, sizeof tc);
        } else {
            text_format(tc, sizeof tc, "%s", i18n_text(lang, S_NET_NO_CLOCK));
        }
        text_format(buf, cap, "%s %s, %s, %s. %s", i18n_text(lang, S_NET_OFFERED),
                    i18n_rule_title(lang, net->ng.rule), i18n_opening_title(lang, net->ng.opening),
                    tc, i18n_text(lang, net->ng.local == 0 ? S_NET_YOU_FIRST : S_NET_YOU_SECOND));
    } else if (app->dialog == DLG_NET_ASK && net->ng.incoming == NET_REQ_UNDO) {
        undo_question(net, lang, buf, cap);
    } else if (app->dialog == DLG_NET_ASK) {
        text_format(buf, cap, "%s", i18n_text(lang, S_NET_ASK_DRAW));
    }
}

int ui_net_answers(const App *app, WidgetId ids[3], StrId words[3])
{
    if (app->dialog == DLG_NET_WAIT) {
        ids[0] = W_DLG_NO;
        words[0] = S_CANCEL;
        return 1;
    }
    ids[0] = W_DLG_NO;
    ids[1] = W_DLG_YES;
    words[0] = app->dialog == DLG_NET_ASK ? S_DECLINE : S_CANCEL;
    words[1] = app->dialog == DLG_NET_ASK ? S_ACCEPT : S_START;
    return 2;
}
