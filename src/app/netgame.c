/* Renju - MIT licence, see LICENSE.
 *
 * The network game's protocol and session (netgame.h). Parsing copies the line into a
 * bounded buffer, refuses any byte outside printable ASCII, splits it into at most
 * NET_WORDS words and reads numbers digit by digit within bounds; an action's words go
 * through game_action_read and every action through game_apply on the session's own game,
 * so nothing the peer sends reaches the window's game unchecked.
 */
#include "netgame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NET_WORDS 16
#define NET_HELLO_WORD "RENJU-NET"

static const char *const SEAT_WORDS[2] = {"first", "second"};
static const char *const REQUEST_WORDS[3] = {"", "DRAW", "UNDO"};

/* A number of at most four digits, nothing else. */
static bool read_count(const char *w, int *out)
{
    size_t n = strlen(w);
    if (n == 0 || n > 4) {
        return false;
    }
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') {
            return false;
        }
        v = v * 10 + (w[i] - '0');
    }
    *out = v;
    return true;
}

static NetRequest read_request(const char *w)
{
    for (int r = NET_REQ_DRAW; r <= NET_REQ_UNDO; r++) {
        if (strcmp(w, REQUEST_WORDS[r]) == 0) {
            return (NetRequest)r;
        }
    }
    return NET_REQ_NONE;
}

static bool parse_words(char **words, int nw, int size, NetMsg *m)
{
    const char *k = words[0];
    if (strcmp(k, NET_HELLO_WORD) == 0) {
        m->kind = NET_MSG_HELLO;
        return nw == 2 && read_count(words[1], &m->version);
    }
    if (strcmp(k, "GAME") == 0) {
        m->kind = NET_MSG_GAME;
        const RuleSet *rs = nw == 4 ? rules_find(words[1]) : NULL;
        m->opening = nw == 4 ? game_opening_find(words[2]) : OPENING_COUNT;
        m->seat = nw == 4 && strcmp(words[3], SEAT_WORDS[0]) == 0   ? 0
                  : nw == 4 && strcmp(words[3], SEAT_WORDS[1]) == 0 ? 1
                                                                    : -1;
        m->rule = rs ? rs->id : RULE_RENJU;
        return rs && m->opening != OPENING_COUNT && m->seat >= 0;
    }
    if (strcmp(k, "READY") == 0 || strcmp(k, "BYE") == 0) {
        m->kind = k[0] == 'R' ? NET_MSG_READY : NET_MSG_BYE;
        return nw == 1;
    }
    if (strcmp(k, "ACT") == 0) {
        m->kind = NET_MSG_ACT;
        if (nw < 3 || !read_count(words[1], &m->n) || m->n >= GAME_MAX_ACTIONS) {
            return false;
        }
        int used = game_action_read(words + 2, nw - 2, size, &m->action, NULL);
        return used > 0 && used == nw - 2;
    }
    if (strcmp(k, "DRAW") == 0) {
        m->kind = NET_MSG_DRAW;
        return nw == 2 && read_count(words[1], &m->n) && m->n <= GAME_MAX_ACTIONS;
    }
    if (strcmp(k, "UNDO") == 0) {
        m->kind = NET_MSG_UNDO;
        return nw == 3 && read_count(words[1], &m->n) && read_count(words[2], &m->target) &&
               m->target < m->n && m->n <= GAME_MAX_ACTIONS;
    }
    if (strcmp(k, "ACCEPT") == 0 || strcmp(k, "DECLINE") == 0) {
        m->kind = k[0] == 'A' ? NET_MSG_ACCEPT : NET_MSG_DECLINE;
        m->request = nw == 2 ? read_request(words[1]) : NET_REQ_NONE;
        return m->request != NET_REQ_NONE;
    }
    return false;
}

bool net_msg_parse(const char *line, size_t len, int size, NetMsg *out)
{
    memset(out, 0, sizeof *out);
    if (len > 0 && line[len - 1] == '\n') {
        len--;
    }
    if (len > 0 && line[len - 1] == '\r') {
        len--;
    }
    char buf[NET_LINE_MAX];
    if (len == 0 || len >= sizeof buf) {
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)line[i];
        if (ch < 0x20 || ch > 0x7e) {
            return false;
        }
    }
    memcpy(buf, line, len);
    buf[len] = '\0';
    char *words[NET_WORDS];
    int nw = 0;
    char *p = buf;
    while (*p) {
        while (*p == ' ') {
            *p++ = '\0';
        }
        if (!*p) {
            break;
        }
        if (nw == NET_WORDS) {
            return false;
        }
        words[nw++] = p;
        while (*p && *p != ' ') {
            p++;
        }
    }
    return nw > 0 && parse_words(words, nw, size, out);
}

size_t net_msg_format(const NetMsg *m, char *buf, size_t cap)
{
    char act[NET_LINE_MAX];
    int n = -1;
    switch (m->kind) {
    case NET_MSG_HELLO: n = snprintf(buf, cap, "%s %d\n", NET_HELLO_WORD, m->version); break;
    case NET_MSG_GAME: {
        const RuleSet *rs = rules_get(m->rule);
        n = snprintf(buf, cap, "GAME %s %s %s\n", rs ? rs->name : "?",
                     game_opening_name(m->opening), SEAT_WORDS[m->seat ? 1 : 0]);
        break;
    }
    case NET_MSG_READY: n = snprintf(buf, cap, "READY\n"); break;
    case NET_MSG_BYE: n = snprintf(buf, cap, "BYE\n"); break;
    case NET_MSG_ACT:
        game_action_format(&m->action, act, sizeof act);
        n = snprintf(buf, cap, "ACT %d %s\n", m->n, act);
        break;
    case NET_MSG_DRAW: n = snprintf(buf, cap, "DRAW %d\n", m->n); break;
    case NET_MSG_UNDO: n = snprintf(buf, cap, "UNDO %d %d\n", m->n, m->target); break;
    case NET_MSG_ACCEPT:
    case NET_MSG_DECLINE:
        n = snprintf(buf, cap, "%s %s\n", m->kind == NET_MSG_ACCEPT ? "ACCEPT" : "DECLINE",
                     REQUEST_WORDS[m->request == NET_REQ_UNDO ? 2 : 1]);
        break;
    }
    return n > 0 && (size_t)n < cap && (size_t)n <= NET_LINE_MAX ? (size_t)n : 0;
}

/* ---- The session ------------------------------------------------------------------ */

static void send_msg(NetGame *ng, const NetMsg *m)
{
    char line[NET_LINE_MAX + 1];
    size_t n = net_msg_format(m, line, sizeof line);
    if (n > 0 && ng->nout + n <= sizeof ng->out) {
        memcpy(ng->out + ng->nout, line, n);
        ng->nout += n;
    }
}

static void send_kind(NetGame *ng, NetMsgKind kind, NetRequest r)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.kind = kind;
    m.request = r;
    m.version = NET_VERSION;
    m.rule = ng->rule;
    m.opening = ng->opening;
    m.seat = 1 - ng->local;
    m.n = ng->game->nactions;
    m.target = ng->target;
    send_msg(ng, &m);
}

bool net_game_init(NetGame *ng, NetRole role, RuleId rule, OpeningId opening, int host_seat)
{
    memset(ng, 0, sizeof *ng);
    ng->game = malloc(sizeof *ng->game);
    if (!ng->game) {
        return false;
    }
    ng->role = role;
    ng->rule = rules_get(rule) ? rule : RULE_RENJU;
    ng->opening = opening >= 0 && opening < OPENING_COUNT ? opening : OPENING_FREE;
    ng->local = host_seat ? 1 : 0;
    game_init(ng->game, rules_get(ng->rule), ng->opening);
    send_kind(ng, NET_MSG_HELLO, NET_REQ_NONE);
    if (role == NET_HOST) {
        send_kind(ng, NET_MSG_GAME, NET_REQ_NONE);
    }
    return true;
}

void net_game_free(NetGame *ng)
{
    free(ng->game);
    ng->game = NULL;
}

static NetEvent event(NetEventKind kind)
{
    NetEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    return ev;
}

static NetEvent end_with(NetGame *ng, NetEnd why)
{
    if (ng->state == NET_ST_ENDED) {
        return event(NET_EV_NONE);
    }
    ng->state = NET_ST_ENDED;
    ng->end = why;
    ng->asked = ng->incoming = NET_REQ_NONE;
    return event(NET_EV_ENDED);
}

bool net_game_live(const NetGame *ng)
{
    return ng->state == NET_ST_PLAYING && !game_over(ng->game);
}

/* The index of player's last action since the set-up, -1 when none. */
static int last_action_of(const Game *g, int player)
{
    for (int i = g->nactions - 1; i >= g->setup; i--) {
        if (g->actor[i] == player) {
            return i;
        }
    }
    return -1;
}

int net_game_undo_target(const NetGame *ng) { return last_action_of(ng->game, ng->local); }

/* Back to target actions, with nothing to redo (the peer's game has no redo either). */
static void take_back(Game *g, int target)
{
    while (g->nactions > target && game_undo(g)) {
    }
    g->nredo = 0;
}

static void apply_draw(Game *g)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_DRAW;
    a.pos = POS_NONE;
    game_apply(g, &a, NULL);
}

/* The peer's action: in step, in turn, and accepted by the rules. */
static NetEvent peer_action(NetGame *ng, const NetMsg *m)
{
    Game *g = ng->game;
    int peer = 1 - ng->local;
    Action a = m->action;
    if (m->n != g->nactions) {
        return end_with(ng, NET_END_OUT_OF_STEP);
    }
    if (a.kind == ACTION_DRAW || a.kind == ACTION_TIMEOUT) {
        return end_with(ng, NET_END_UNEXPECTED); /* a draw is agreed; no clock runs */
    }
    if (a.kind == ACTION_RESIGN) {
        Stone own = game_player_colour(g, peer);
        if (a.colour == STONE_EMPTY && game_player_to_move(g) == peer) {
            a.colour = own;
        }
        if (a.colour != own) {
            return end_with(ng, NET_END_OUT_OF_TURN);
        }
    } else if (game_over(g) || game_player_to_move(g) != peer) {
        return end_with(ng, NET_END_OUT_OF_TURN);
    }
    GameError err;
    if (!game_apply(g, &a, &err)) {
        NetEvent ev = end_with(ng, NET_END_REFUSED);
        ng->err = err;
        return ev;
    }
    NetEvent ev = event(NET_EV_ACTION);
    ev.action = a;
    if (ng->asked != NET_REQ_NONE) {
        ng->asked = NET_REQ_NONE; /* it acted: our request is declined */
    }
    ng->incoming = NET_REQ_NONE; /* it cannot have one open while acting */
    return ev;
}

static NetEvent peer_request(NetGame *ng, const NetMsg *m)
{
    Game *g = ng->game;
    NetRequest r = m->kind == NET_MSG_DRAW ? NET_REQ_DRAW : NET_REQ_UNDO;
    if (r == NET_REQ_UNDO && m->n == g->nactions && !game_over(g) &&
        m->target != last_action_of(g, 1 - ng->local)) {
        return end_with(ng, NET_END_UNEXPECTED); /* more than its own last action, or ours */
    }
    bool ok = ng->incoming == NET_REQ_NONE && ng->asked == NET_REQ_NONE && !game_over(g) &&
              m->n == g->nactions;
    if (!ok) {
        if (ng->incoming != NET_REQ_NONE) {
            return end_with(ng, NET_END_UNEXPECTED); /* a second one while one is open */
        }
        if (ng->asked != NET_REQ_NONE) {
            NetEvent ev = event(NET_EV_DECLINED); /* crossed: both are declined */
            ev.request = ng->asked;               /* ours, as the notice names it */
            ev.crossed = true;
            ng->asked = NET_REQ_NONE;
            send_kind(ng, NET_MSG_DECLINE, r);
            return ev;
        }
        send_kind(ng, NET_MSG_DECLINE, r); /* of a position that is gone */
        return event(NET_EV_NONE);
    }
    ng->incoming = r;
    ng->target = m->target;
    NetEvent ev = event(NET_EV_ASKED);
    ev.request = r;
    ev.target = m->target;
    return ev;
}

static NetEvent peer_answer(NetGame *ng, const NetMsg *m)
{
    if (ng->asked != m->request) {
        /* A decline of a request that crossed an action, or its echo: nothing open. */
        return m->kind == NET_MSG_DECLINE ? event(NET_EV_NONE) : end_with(ng, NET_END_UNEXPECTED);
    }
    NetEvent ev = event(m->kind == NET_MSG_ACCEPT ? NET_EV_ACCEPTED : NET_EV_DECLINED);
    ev.request = ng->asked;
    ev.target = ng->target;
    ng->asked = NET_REQ_NONE;
    if (m->kind == NET_MSG_ACCEPT) {
        if (ev.request == NET_REQ_DRAW) {
            apply_draw(ng->game);
        } else {
            take_back(ng->game, ev.target);
        }
    }
    return ev;
}

NetEvent net_game_feed(NetGame *ng, const char *line, size_t len)
{
    if (ng->state == NET_ST_ENDED) {
        return event(NET_EV_NONE);
    }
    NetMsg m;
    if (!net_msg_parse(line, len, ng->game->board.size, &m)) {
        return end_with(ng, NET_END_MALFORMED);
    }
    if (!ng->hello) {
        if (m.kind != NET_MSG_HELLO) {
            return end_with(ng, NET_END_MALFORMED);
        }
        if (m.version != NET_VERSION) {
            NetEvent ev = end_with(ng, NET_END_VERSION);
            ng->version = m.version;
            return ev;
        }
        ng->hello = true;
        return event(NET_EV_NONE);
    }
    if (m.kind == NET_MSG_BYE) {
        return end_with(ng, NET_END_LEFT);
    }
    if (ng->state != NET_ST_PLAYING) {
        if (ng->role == NET_JOIN && ng->state == NET_ST_HELLO && m.kind == NET_MSG_GAME) {
            ng->rule = m.rule;
            ng->opening = m.opening;
            ng->local = m.seat;
            game_init(ng->game, rules_get(m.rule), m.opening);
            ng->state = NET_ST_OFFERED;
            return event(NET_EV_OFFERED);
        }
        if (ng->role == NET_HOST && m.kind == NET_MSG_READY) {
            ng->state = NET_ST_PLAYING;
            return event(NET_EV_START);
        }
        return end_with(ng, NET_END_UNEXPECTED);
    }
    switch (m.kind) {
    case NET_MSG_ACT: return peer_action(ng, &m);
    case NET_MSG_DRAW:
    case NET_MSG_UNDO: return peer_request(ng, &m);
    case NET_MSG_ACCEPT:
    case NET_MSG_DECLINE: return peer_answer(ng, &m);
    default: return end_with(ng, NET_END_UNEXPECTED);
    }
}

NetEvent net_game_closed(NetGame *ng, bool too_long)
{
    if (too_long) {
        return end_with(ng, NET_END_MALFORMED);
    }
    bool over = ng->state == NET_ST_PLAYING && game_over(ng->game);
    return end_with(ng, over ? NET_END_FINISHED : NET_END_LOST);
}

bool net_game_ready(NetGame *ng)
{
    if (ng->role != NET_JOIN || ng->state != NET_ST_OFFERED) {
        return false;
    }
    send_kind(ng, NET_MSG_READY, NET_REQ_NONE);
    ng->state = NET_ST_PLAYING;
    return true;
}

bool net_game_local(NetGame *ng, const Action *a)
{
    Game *g = ng->game;
    if (ng->state != NET_ST_PLAYING || ng->asked != NET_REQ_NONE || a->kind == ACTION_DRAW ||
        a->kind == ACTION_TIMEOUT) {
        return false;
    }
    if (a->kind == ACTION_RESIGN ? a->colour != game_player_colour(g, ng->local)
                                 : game_player_to_move(g) != ng->local) {
        return false;
    }
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.kind = NET_MSG_ACT;
    m.n = g->nactions;
    m.action = *a;
    if (!game_apply(g, a, NULL)) {
        return false;
    }
    ng->incoming = NET_REQ_NONE; /* acting declines the peer's open request */
    send_msg(ng, &m);
    return true;
}

bool net_game_ask(NetGame *ng, NetRequest r)
{
    if (!net_game_live(ng) || ng->asked != NET_REQ_NONE || ng->incoming != NET_REQ_NONE) {
        return false;
    }
    if (r == NET_REQ_UNDO) {
        ng->target = net_game_undo_target(ng);
        if (ng->target < 0) {
            return false;
        }
    } else if (r != NET_REQ_DRAW) {
        return false;
    }
    ng->asked = r;
    send_kind(ng, r == NET_REQ_DRAW ? NET_MSG_DRAW : NET_MSG_UNDO, r);
    return true;
}

bool net_game_answer(NetGame *ng, bool accept)
{
    NetRequest r = ng->incoming;
    if (ng->state != NET_ST_PLAYING || r == NET_REQ_NONE) {
        return false;
    }
    ng->incoming = NET_REQ_NONE;
    send_kind(ng, accept ? NET_MSG_ACCEPT : NET_MSG_DECLINE, r);
    if (accept && r == NET_REQ_DRAW) {
        apply_draw(ng->game);
    } else if (accept) {
        take_back(ng->game, ng->target);
    }
    return true;
}

void net_game_leave(NetGame *ng)
{
    if (ng->state != NET_ST_ENDED) {
        send_kind(ng, NET_MSG_BYE, NET_REQ_NONE);
        end_with(ng, NET_END_QUIT);
    }
}

size_t net_game_take(NetGame *ng, char *buf, size_t cap)
{
    size_t n = ng->nout < cap ? ng->nout : cap;
    memcpy(buf, ng->out, n);
    memmove(ng->out, ng->out + n, ng->nout - n);
    ng->nout -= n;
    return n;
}
