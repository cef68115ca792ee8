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
#define NET_TIMES_WORD "times"

static const char *const SEAT_WORDS[2] = {"first", "second"};
static const char *const REQUEST_WORDS[3] = {"", "DRAW", "UNDO"};

/* A number of one to max digits, nothing else. */
static bool read_digits(const char *w, size_t max, int64_t *out)
{
    size_t n = strlen(w);
    if (n == 0 || n > max) {
        return false;
    }
    int64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') {
            return false;
        }
        v = v * 10 + (w[i] - '0');
    }
    *out = v;
    return true;
}

/* A number of at most four digits. */
static bool read_count(const char *w, int *out)
{
    int64_t v = 0;
    bool ok = read_digits(w, 4, &v);
    *out = (int)v;
    return ok;
}

/* A thinking time: at most nine digits of ms. */
static bool read_think(const char *w, int64_t *out) { return read_digits(w, 9, out); }

/* A time left: "-" (none), or up to ten digits of ms with "/<periods>" for byo-yomi. */
static bool read_left(const char *w, int64_t *ms, int *periods)
{
    *ms = -1;
    *periods = -1;
    if (strcmp(w, "-") == 0) {
        return true;
    }
    int64_t v = 0;
    size_t i = 0;
    for (; w[i] >= '0' && w[i] <= '9'; i++) {
        if (i == 10) {
            return false;
        }
        v = v * 10 + (w[i] - '0');
    }
    if (i == 0) {
        return false;
    }
    *ms = v;
    if (w[i] == '\0') {
        return true;
    }
    if (w[i] != '/' || !read_count(w + i + 1, periods) || *periods > CLOCK_MAX_PERIODS) {
        *periods = -1;
        return false;
    }
    return true;
}

/* A letter and one to three digits: a point, on this board or not ("z99"). */
static bool looks_like_point(const char *w)
{
    size_t n = strlen(w);
    if (n < 2 || n > 4 || w[0] < 'a' || w[0] > 'z') {
        return false;
    }
    for (size_t i = 1; i < n; i++) {
        if (w[i] < '0' || w[i] > '9') {
            return false;
        }
    }
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
        for (int i = 2; i < nw; i++) { /* extensions: lower-case words, unknown ones ignored */
            for (const char *c = words[i]; *c; c++) {
                if (*c < 'a' || *c > 'z') {
                    return false;
                }
            }
            m->times = m->times || strcmp(words[i], NET_TIMES_WORD) == 0;
        }
        return nw >= 2 && read_count(words[1], &m->version);
    }
    if (strcmp(k, "PING") == 0 || strcmp(k, "PONG") == 0) {
        m->kind = k[1] == 'I' ? NET_MSG_PING : NET_MSG_PONG;
        return nw == 1;
    }
    if (strcmp(k, "GAME") == 0) {
        m->kind = NET_MSG_GAME;
        bool count = nw == 5 || nw == 6;
        const RuleSet *rs = count ? rules_find(words[1]) : NULL;
        m->opening = count ? game_opening_find(words[2]) : OPENING_COUNT;
        m->seat = count && strcmp(words[3], SEAT_WORDS[0]) == 0   ? 0
                  : count && strcmp(words[3], SEAT_WORDS[1]) == 0 ? 1
                                                                  : -1;
        m->rule = rs ? rs->id : RULE_RENJU;
        char tc[NET_LINE_MAX];
        snprintf(tc, sizeof tc, "%s%s%s", count ? words[4] : "", nw == 6 ? " " : "",
                 nw == 6 ? words[5] : "");
        return rs && m->opening != OPENING_COUNT && m->seat >= 0 &&
               clock_control_parse(tc, strlen(tc), &m->clock);
    }
    if (strcmp(k, "READY") == 0 || strcmp(k, "BYE") == 0) {
        m->kind = k[0] == 'R' ? NET_MSG_READY : NET_MSG_BYE;
        return nw == 1;
    }
    if (strcmp(k, "ACT") == 0) {
        m->kind = NET_MSG_ACT;
        if (nw < 4 || !read_count(words[1], &m->n) || m->n >= GAME_MAX_ACTIONS ||
            !read_left(words[2], &m->left_ms, &m->left_periods)) {
            return false;
        }
        /* No action word begins with a digit: one that does is the thinking time. */
        int first = words[3][0] >= '0' && words[3][0] <= '9' ? 4 : 3;
        if ((first == 4 && !read_think(words[3], &m->think_ms)) || nw <= first) {
            return false;
        }
        int used = game_action_read(words + first, nw - first, size, &m->action, NULL);
        m->off_board = used <= 0 && nw == first + 1 && looks_like_point(words[first]);
        return used > 0 && used == nw - first;
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
        m->request = nw == 2 || nw == 3 ? read_request(words[1]) : NET_REQ_NONE;
        if (nw == 3 && (m->kind != NET_MSG_ACCEPT || m->request != NET_REQ_DRAW ||
                        !read_think(words[2], &m->think_ms))) {
            return false; /* a time goes only with an accepted draw */
        }
        return m->request != NET_REQ_NONE;
    }
    return false;
}

bool net_msg_parse(const char *line, size_t len, int size, NetMsg *out)
{
    memset(out, 0, sizeof *out);
    out->think_ms = -1;
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
    char act[NET_LINE_MAX], left[32], tc[64], think[24] = "";
    if (m->think_ms >= 0) {
        snprintf(think, sizeof think, " %lld", (long long)m->think_ms);
    }
    int n = -1;
    switch (m->kind) {
    case NET_MSG_HELLO:
        n = snprintf(buf, cap, "%s %d%s\n", NET_HELLO_WORD, m->version,
                     m->times ? " " NET_TIMES_WORD : "");
        break;
    case NET_MSG_PING: n = snprintf(buf, cap, "PING\n"); break;
    case NET_MSG_PONG: n = snprintf(buf, cap, "PONG\n"); break;
    case NET_MSG_GAME: {
        const RuleSet *rs = rules_get(m->rule);
        clock_control_format(&m->clock, tc, sizeof tc);
        n = snprintf(buf, cap, "GAME %s %s %s %s\n", rs ? rs->name : "?",
                     game_opening_name(m->opening), SEAT_WORDS[m->seat ? 1 : 0], tc);
        break;
    }
    case NET_MSG_READY: n = snprintf(buf, cap, "READY\n"); break;
    case NET_MSG_BYE: n = snprintf(buf, cap, "BYE\n"); break;
    case NET_MSG_ACT:
        game_action_format(&m->action, act, sizeof act);
        if (m->left_ms < 0) {
            snprintf(left, sizeof left, "-");
        } else if (m->left_periods < 0) {
            snprintf(left, sizeof left, "%lld", (long long)m->left_ms);
        } else {
            snprintf(left, sizeof left, "%lld/%d", (long long)m->left_ms, m->left_periods);
        }
        n = snprintf(buf, cap, "ACT %d %s%s %s\n", m->n, left, think, act);
        break;
    case NET_MSG_DRAW: n = snprintf(buf, cap, "DRAW %d\n", m->n); break;
    case NET_MSG_UNDO: n = snprintf(buf, cap, "UNDO %d %d\n", m->n, m->target); break;
    case NET_MSG_ACCEPT:
    case NET_MSG_DECLINE:
        n = snprintf(buf, cap, "%s %s%s\n", m->kind == NET_MSG_ACCEPT ? "ACCEPT" : "DECLINE",
                     REQUEST_WORDS[m->request == NET_REQ_UNDO ? 2 : 1],
                     m->kind == NET_MSG_ACCEPT && m->request == NET_REQ_DRAW ? think : "");
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
        ng->said = ng->now;
        if (m->kind >= NET_MSG_ACT && m->kind != NET_MSG_BYE && m->kind != NET_MSG_PING) {
            ng->answered = ng->game->nactions; /* the peer counts it as read (its acked) */
        }
    }
}

/* The peer has shown it read n actions (at most the game's). */
static void ack(NetGame *ng, int n)
{
    n = n < ng->game->nactions ? n : ng->game->nactions;
    ng->acked = n > ng->acked ? n : ng->acked;
}

static void send_kind(NetGame *ng, NetMsgKind kind, NetRequest r)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.kind = kind;
    m.request = r;
    m.version = NET_VERSION;
    m.times = true;
    m.think_ms = -1;
    m.rule = ng->rule;
    m.opening = ng->opening;
    m.seat = 1 - ng->local;
    m.clock = ng->tc;
    m.n = ng->game->nactions;
    m.target = ng->target;
    send_msg(ng, &m);
}

bool net_game_init(NetGame *ng, NetRole role, RuleId rule, OpeningId opening, int host_seat,
                   const TimeControl *tc)
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
    ng->ticked = ng->woke = -1;
    ng->given_up = -1;
    if (tc && clock_control_valid(tc)) {
        ng->tc = *tc;
    }
    clock_init(&ng->clock, &ng->tc);
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
    /* Nobody's time runs on: the running turn stops where it stood, charged up to now (a
     * pause keeps its thinking time, which the record keeps; a stop would drop it). */
    if (ng->clock.running >= 0 && !game_over(ng->game)) {
        clock_pause(&ng->clock, ng->now);
    }
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

static int next_actor(const Game *g);

/* Back to target actions, with nothing to redo (the peer's game has no redo either). The
 * clocks are rebuilt from the actions' times, as a window's undo rebuilds them: the player
 * to act (the asker) starts its turn at the take-back, not when the move taken back came;
 * before a first action they stand. */
static void take_back(NetGame *ng, int target)
{
    Game *g = ng->game;
    while (g->nactions > target && game_undo(g)) {
    }
    g->nredo = 0;
    ng->acked = ng->acked < g->nactions ? ng->acked : g->nactions;
    ng->answered = ng->answered < g->nactions ? ng->answered : g->nactions;
    if (g->nactions == 0) {
        clock_init(&ng->clock, &ng->tc);
        return;
    }
    int32_t times[GAME_MAX_ACTIONS];
    for (int i = 0; i < g->nactions; i++) {
        times[i] = g->actions[i].time_ms;
    }
    clock_replay(&ng->clock, &ng->tc, g->actor, times, g->nactions, next_actor(g), 0, ng->now);
}

/* The moment an action of time_ms thinking counts as made, by the running turn's measure at
 * now (now itself when the clock stands). */
static int64_t made_at(const NetGame *ng, int64_t time_ms, int64_t now)
{
    return ng->clock.running < 0 ? now : now - (clock_action_ms(&ng->clock, now) - time_ms);
}

/* The time the peer gave for an action: within 0..CLOCK_MAX_MS; else (none given) ours. */
static int64_t told_or(int64_t told, int64_t ours)
{
    return told < 0 ? ours : told < CLOCK_MAX_MS ? told : CLOCK_MAX_MS;
}

/* The session's last action is recorded with time_ms of thinking; the event says so. */
static void record_time(NetGame *ng, int64_t time_ms, NetEvent *ev)
{
    Action *a = &ng->game->actions[ng->game->nactions - 1];
    a->time_ms = (int32_t)(time_ms > 0 ? time_ms : 0);
    if (ev) {
        ev->action = *a;
    }
}

/* The draw agreed at now, the running turn charged time_ms of thinking (-1: what it has used
 * by now); the clocks stand there. */
static void apply_draw(NetGame *ng, int64_t time_ms, NetEvent *ev)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_DRAW;
    a.pos = POS_NONE;
    game_apply(ng->game, &a, NULL);
    int64_t used = clock_action_ms(&ng->clock, ng->now);
    time_ms = time_ms < 0 ? used : time_ms;
    int64_t made = made_at(ng, time_ms, ng->now);
    if (ng->clock.running >= 0 && clock_turn_left(&ng->clock, made) >= 0) {
        clock_act(&ng->clock, -1, made);
    }
    clock_stop(&ng->clock, made > ng->now ? made : ng->now);
    record_time(ng, time_ms, ev);
}

static bool timed(const NetGame *ng) { return clock_timed(&ng->tc); }

static int next_actor(const Game *g) { return game_over(g) ? -1 : game_player_to_move(g); }

/* The clock after an action applied at now: the running turn ends or goes on; the game's
 * first action starts the clocks. It is itself timed 0 s and, as in the window and in a
 * record's replay (clock_replay), a turn of its mover: one that ends with it earns its
 * increment (Fischer), so that both windows and a resumed game show the same clocks.
 * Without a time control it runs too: it only measures the thinking times the record
 * keeps. */
static void clock_after(NetGame *ng, int64_t now)
{
    const Game *g = ng->game;
    int next = next_actor(g);
    if (ng->clock.running < 0 && next >= 0 && ng->clock.flagged < 0 && g->nactions > 0) {
        clock_start(&ng->clock, g->actor[g->nactions - 1], now);
    }
    clock_act(&ng->clock, next, now);
}

/* A loss on time for player, applied to the session's game and said to the peer: our own,
 * or the peer's claimed. The running turn's thinking is the peer's word told (-1: none),
 * else ours at now. */
static NetEvent time_out(NetGame *ng, int player, bool say, int64_t told, int64_t now)
{
    Game *g = ng->game;
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.kind = NET_MSG_ACT;
    m.n = g->nactions;
    m.left_ms = 0;
    m.left_periods = ng->tc.kind == CLOCK_BYOYOMI ? 0 : -1;
    m.think_ms = told_or(told, clock_action_ms(&ng->clock, now));
    m.action.kind = ACTION_TIMEOUT;
    m.action.pos = POS_NONE;
    m.action.colour = game_player_colour(g, player);
    if (!game_apply(g, &m.action, NULL)) {
        return event(NET_EV_NONE);
    }
    clock_flag(&ng->clock, player);
    ng->asked = ng->incoming = NET_REQ_NONE;
    NetEvent ev = event(NET_EV_ACTION);
    record_time(ng, m.think_ms, &ev);
    if (say) {
        m.think_ms = ng->peer_times ? m.think_ms : -1;
        send_msg(ng, &m);
    }
    return ev;
}

/* A timeout from the peer: its own (it lost on time), or a claim that ours ran out, which
 * counts only when our own clock says so. */
static NetEvent peer_timeout(NetGame *ng, const NetMsg *m, int64_t now)
{
    Game *g = ng->game;
    int peer = 1 - ng->local;
    if (!timed(ng)) {
        return end_with(ng, NET_END_UNEXPECTED); /* no clock runs */
    }
    if (game_over(g)) {
        return event(NET_EV_NONE); /* crossed our own timeout or claim */
    }
    Stone colour = m->action.colour;
    if (colour == STONE_EMPTY) {
        colour = game_player_colour(g, game_player_to_move(g));
    }
    if (colour == game_player_colour(g, ng->local)) {
        bool out = ng->clock.running == ng->local && clock_turn_left(&ng->clock, now) < 0;
        if (!out) {
            return end_with(ng, NET_END_CLAIM);
        }
        return time_out(ng, ng->local, false, m->think_ms, now); /* right: the peer knows */
    }
    if (colour != game_player_colour(g, peer) || m->n != g->nactions) {
        return end_with(ng, m->n != g->nactions ? NET_END_OUT_OF_STEP : NET_END_OUT_OF_TURN);
    }
    return time_out(ng, peer, false, m->think_ms, now); /* it said so itself */
}

/* The peer's clock after its action at now, timed by ours: past zero by more than the
 * allowance (the line's travel both ways, which our measure holds) it had lost before it
 * moved (claim: true). The grace is only for a peer that says nothing (net_game_tick). */
static bool peer_clock(NetGame *ng, const NetMsg *m, int64_t now, bool *claim)
{
    *claim = false;
    int peer = 1 - ng->local;
    if (!timed(ng)) {
        return m->left_ms < 0;
    }
    if (m->left_ms < 0 || (ng->tc.kind == CLOCK_BYOYOMI) != (m->left_periods >= 0)) {
        return false; /* a timed game's move says its time */
    }
    if (ng->clock.running != peer) {
        return true; /* the game's first action: the clocks start with it */
    }
    *claim = clock_turn_left(&ng->clock, now) < -NET_CLOCK_ALLOWANCE_MS;
    return true;
}

/* A move within the allowance past zero counts as made in its last millisecond, and what
 * it came late by is taken from the allowance: the report corrects our measure (that
 * many ms below zero) by at most NET_CLOCK_ALLOWANCE_MS in all. */
static void peer_clock_after(NetGame *ng, const NetMsg *m, int64_t now)
{
    int peer = 1 - ng->local;
    if (!timed(ng) || ng->clock.running != peer) {
        clock_after(ng, now);
        return;
    }
    int64_t left = clock_turn_left(&ng->clock, now);
    int64_t late = left < 0 ? -left : 0;
    clock_act(&ng->clock, next_actor(ng->game), now - late);
    if (ng->clock.running != peer && ng->clock.flagged < 0) {
        clock_correct(&ng->clock, peer, m->left_ms, m->left_periods, NET_CLOCK_ALLOWANCE_MS - late);
        if (late > 0) { /* our turn starts when its move came */
            clock_pause(&ng->clock, now - late);
            clock_resume(&ng->clock, now);
        }
    }
}

/* The peer's action: in step, in turn, and accepted by the rules. */
static NetEvent peer_action(NetGame *ng, const NetMsg *m, int64_t now)
{
    Game *g = ng->game;
    int peer = 1 - ng->local;
    Action a = m->action;
    if (a.kind == ACTION_TIMEOUT) {
        return peer_timeout(ng, m, now);
    }
    if (m->n != g->nactions) {
        return end_with(ng, NET_END_OUT_OF_STEP);
    }
    if (game_over(g)) {
        return end_with(ng, NET_END_AFTER_END); /* a resignation, a five, a draw before it */
    }
    if (a.kind == ACTION_DRAW || a.foul) {
        return end_with(ng, NET_END_UNEXPECTED); /* a draw is agreed; no player fouls */
    }
    if (a.kind == ACTION_RESIGN) {
        Stone own = game_player_colour(g, peer);
        if (a.colour == STONE_EMPTY && game_player_to_move(g) == peer) {
            a.colour = own;
        }
        if (a.colour != own) {
            return end_with(ng, NET_END_OUT_OF_TURN);
        }
    } else if (game_player_to_move(g) != peer) {
        return end_with(ng, NET_END_OUT_OF_TURN);
    }
    bool claim = false;
    if (!peer_clock(ng, m, now, &claim)) {
        return end_with(ng, NET_END_MALFORMED);
    }
    if (claim && a.kind != ACTION_RESIGN) {
        return time_out(ng, peer, true, -1, now); /* it moved after its time was gone */
    }
    /* Its thinking time as its mover's record keeps it, so that both records agree: at most
     * the allowance above our measure (a report's jitter: two actions of one turn are
     * timed from one arrival to the next), less what the move came late by; else (an older
     * peer, or a report past that) our measure. */
    int64_t measured = clock_action_ms(&ng->clock, now);
    int64_t left = timed(ng) && ng->clock.running == peer ? clock_turn_left(&ng->clock, now) : 0;
    int64_t room = NET_CLOCK_ALLOWANCE_MS - (left < 0 ? -left : 0);
    int64_t think = m->think_ms >= 0 && m->think_ms <= measured + room ? m->think_ms : measured;
    GameError err;
    if (!game_apply(g, &a, &err)) {
        NetEvent ev = end_with(ng, NET_END_REFUSED);
        ng->err = err;
        return ev;
    }
    peer_clock_after(ng, m, now);
    NetEvent ev = event(NET_EV_ACTION);
    record_time(ng, think, &ev);
    if (ng->asked != NET_REQ_NONE) {
        ng->asked = NET_REQ_NONE; /* it acted: our request is declined */
    }
    ng->incoming = NET_REQ_NONE; /* it cannot have one open while acting */
    return ev;
}

/* The session's latest time (never backwards). */
static void seen_now(NetGame *ng, int64_t now)
{
    if (now > ng->now) {
        ng->now = now;
    }
}

/* The heartbeat at now: a PING when the peer has been silent NET_PING_MS (once each
 * NET_PING_MS); the session lost when silent NET_SILENCE_MS. */
static NetEvent heartbeat(NetGame *ng, int64_t now)
{
    if (!ng->ping || ng->state == NET_ST_ENDED) {
        return event(NET_EV_NONE);
    }
    if (now - ng->heard >= NET_SILENCE_MS) {
        /* What of ours the peer never read goes: the game kept is the one both read. */
        if (ng->state == NET_ST_PLAYING && ng->game->nactions > ng->acked) {
            take_back(ng, ng->acked);
        }
        return end_with(ng, NET_END_LOST);
    }
    if (now - ng->heard >= NET_PING_MS && now - ng->pinged >= NET_PING_MS) {
        if (ng->npings == NET_PINGS_MAX) { /* the oldest forgotten */
            memmove(ng->ping_n, ng->ping_n + 1, sizeof ng->ping_n - sizeof ng->ping_n[0]);
            memmove(ng->ping_at, ng->ping_at + 1, sizeof ng->ping_at - sizeof ng->ping_at[0]);
            ng->npings--;
        }
        ng->ping_n[ng->npings] = ng->game->nactions;
        ng->ping_at[ng->npings++] = now;
        send_kind(ng, NET_MSG_PING, NET_REQ_NONE);
        ng->pinged = now;
    }
    return event(NET_EV_NONE);
}

int64_t net_game_wait(const NetGame *ng, int64_t now)
{
    if (!ng->ping || ng->state == NET_ST_ENDED) {
        return -1;
    }
    int64_t due = ng->heard + NET_SILENCE_MS;
    int64_t ping = ng->heard + NET_PING_MS;
    if (ng->pinged + NET_PING_MS > ping) {
        ping = ng->pinged + NET_PING_MS;
    }
    due = ping < due ? ping : due;
    return due > now ? due - now : 0;
}

/* A PONG: the peer read what came before the PING it answers; one sent after our stall
 * says it had not given us up. */
static void ponged(NetGame *ng)
{
    if (ng->npings == 0) {
        return;
    }
    ack(ng, ng->ping_n[0]);
    if (ng->woke >= 0 && ng->ping_at[0] >= ng->woke) {
        ng->given_up = -1;
    }
    memmove(ng->ping_n, ng->ping_n + 1, sizeof ng->ping_n - sizeof ng->ping_n[0]);
    memmove(ng->ping_at, ng->ping_at + 1, sizeof ng->ping_at - sizeof ng->ping_at[0]);
    ng->npings--;
}

NetEvent net_game_tick(NetGame *ng, int64_t now)
{
    seen_now(ng, now);
    if (ng->ticked >= 0 && now - ng->ticked > NET_STALL_MS && ng->ping &&
        ng->state != NET_ST_ENDED) {
        /* We were stopped: the peer's silence counts from now, what came meanwhile is read
         * first. Silent that long ourselves, the peer has given the game up at the last
         * action we had acknowledged. */
        ng->given_up = now - ng->said >= NET_SILENCE_MS ? ng->answered : -1;
        ng->woke = now;
        ng->heard = now;
    }
    ng->ticked = now;
    NetEvent beat = heartbeat(ng, now);
    if (beat.kind != NET_EV_NONE) {
        return beat;
    }
    if (!timed(ng) || !net_game_live(ng) || ng->clock.running < 0) {
        return event(NET_EV_NONE);
    }
    int64_t left = clock_turn_left(&ng->clock, now);
    if (ng->clock.running == ng->local && left < 0) {
        return time_out(ng, ng->local, true, -1, now);
    }
    if (ng->clock.running != ng->local && left < -NET_CLOCK_GRACE_MS) {
        return time_out(ng, 1 - ng->local, true, -1, now);
    }
    return event(NET_EV_NONE);
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
    if (ok && r == NET_REQ_UNDO) {
        ok = !timed(ng) && m->target >= g->setup && g->actor[m->target] == 1 - ng->local;
    }
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
            apply_draw(ng, told_or(m->think_ms, -1), &ev);
        } else {
            take_back(ng, ev.target);
        }
    }
    return ev;
}

NetEvent net_game_feed(NetGame *ng, const char *line, size_t len, int64_t now)
{
    seen_now(ng, now);
    if (ng->state == NET_ST_ENDED) {
        return event(NET_EV_NONE);
    }
    NetMsg m;
    ng->heard = now; /* any line: the peer is there */
    if (!net_msg_parse(line, len, ng->game->board.size, &m)) {
        bool off = m.kind == NET_MSG_ACT && m.off_board && ng->state == NET_ST_PLAYING;
        bool game = m.kind == NET_MSG_GAME && ng->role == NET_JOIN && ng->state == NET_ST_HELLO &&
                    ng->hello;
        return end_with(ng, off    ? NET_END_OFF_BOARD
                            : game ? NET_END_UNKNOWN_GAME
                                   : NET_END_MALFORMED);
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
        ng->peer_times = m.times;
        ng->ping = true; /* version 3 speaks the heartbeat */
        ng->pinged = now;
        return event(NET_EV_NONE);
    }
    if (m.kind == NET_MSG_PING || m.kind == NET_MSG_PONG) {
        if (m.kind == NET_MSG_PING) {
            send_kind(ng, NET_MSG_PONG, NET_REQ_NONE);
        } else {
            ponged(ng);
        }
        return event(NET_EV_NONE); /* in any state: the heartbeat is beside the game */
    }
    if (m.kind == NET_MSG_BYE) {
        bool offered = ng->role == NET_HOST && ng->state != NET_ST_PLAYING;
        return end_with(ng, offered ? NET_END_DECLINED : NET_END_LEFT);
    }
    if (ng->state != NET_ST_PLAYING) {
        if (ng->role == NET_JOIN && ng->state == NET_ST_HELLO && m.kind == NET_MSG_GAME) {
            ng->rule = m.rule;
            ng->opening = m.opening;
            ng->local = m.seat;
            ng->tc = m.clock;
            clock_init(&ng->clock, &ng->tc);
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
    NetEvent ev;
    switch (m.kind) {
    case NET_MSG_ACT:
        ev = peer_action(ng, &m, now);
        if (ev.kind == NET_EV_ACTION) {
            ack(ng, ng->game->nactions); /* it had read all before its own */
        }
        return ev;
    case NET_MSG_DRAW:
    case NET_MSG_UNDO: ack(ng, m.n); return peer_request(ng, &m);
    case NET_MSG_ACCEPT:
    case NET_MSG_DECLINE: ack(ng, ng->game->nactions); return peer_answer(ng, &m);
    default: return end_with(ng, NET_END_UNEXPECTED);
    }
}

NetEvent net_game_closed(NetGame *ng, bool too_long, int64_t now)
{
    seen_now(ng, now);
    if (too_long) {
        return end_with(ng, NET_END_TOO_LONG);
    }
    if (ng->given_up >= 0 && ng->state == NET_ST_PLAYING && ng->game->nactions > ng->given_up) {
        take_back(ng, ng->given_up); /* the peer closed on our silence: its game */
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

bool net_game_local(NetGame *ng, const Action *a, int64_t now)
{
    seen_now(ng, now);
    Game *g = ng->game;
    if (ng->state != NET_ST_PLAYING || ng->asked != NET_REQ_NONE || a->kind == ACTION_DRAW ||
        a->kind == ACTION_TIMEOUT) {
        return false;
    }
    if (a->kind == ACTION_RESIGN ? a->colour != game_player_colour(g, ng->local)
                                 : game_player_to_move(g) != ng->local) {
        return false;
    }
    /* Made at the click, its thinking the window's (not the frame that sends it). */
    int64_t measured = clock_action_ms(&ng->clock, now);
    int64_t think = a->time_ms < 0 ? 0 : a->time_ms < measured ? a->time_ms : measured;
    int64_t made = made_at(ng, think, now);
    if (timed(ng) && ng->clock.running == ng->local && clock_turn_left(&ng->clock, made) < 0) {
        return false; /* too late: net_game_tick says we lost on time */
    }
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.kind = NET_MSG_ACT;
    m.n = g->nactions;
    m.action = *a;
    if (!game_apply(g, a, NULL)) {
        return false;
    }
    clock_after(ng, made);
    record_time(ng, think, NULL);
    m.left_ms = timed(ng) ? ng->clock.main_ms[ng->local] : -1;
    m.left_periods = ng->tc.kind == CLOCK_BYOYOMI ? ng->clock.periods[ng->local] : -1;
    m.think_ms = ng->peer_times ? think : -1;
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
        ng->target = timed(ng) ? -1 : net_game_undo_target(ng); /* no undo on a clock */
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

bool net_game_cross(NetGame *ng, NetRequest r)
{
    NetRequest theirs = ng->incoming;
    if (!net_game_live(ng) || ng->asked != NET_REQ_NONE || theirs == NET_REQ_NONE) {
        return false;
    }
    int target = r == NET_REQ_UNDO && !timed(ng) ? net_game_undo_target(ng) : -1;
    if (r != NET_REQ_DRAW && target < 0) {
        return false;
    }
    ng->incoming = NET_REQ_NONE;
    ng->target = target;
    send_kind(ng, r == NET_REQ_DRAW ? NET_MSG_DRAW : NET_MSG_UNDO, r);
    send_kind(ng, NET_MSG_DECLINE, theirs);
    return true;
}

bool net_game_answer(NetGame *ng, bool accept, int64_t now)
{
    seen_now(ng, now);
    NetRequest r = ng->incoming;
    if (ng->state != NET_ST_PLAYING || r == NET_REQ_NONE) {
        return false;
    }
    ng->incoming = NET_REQ_NONE;
    if (accept && r == NET_REQ_DRAW) {
        apply_draw(ng, -1, NULL); /* its time ours, said with the answer */
        NetMsg m;
        memset(&m, 0, sizeof m);
        m.kind = NET_MSG_ACCEPT;
        m.request = NET_REQ_DRAW;
        m.think_ms = ng->peer_times ? ng->game->actions[ng->game->nactions - 1].time_ms : -1;
        send_msg(ng, &m);
        return true;
    }
    send_kind(ng, accept ? NET_MSG_ACCEPT : NET_MSG_DECLINE, r);
    if (accept) {
        take_back(ng, ng->target);
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
