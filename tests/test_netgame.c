/* Renju - MIT licence, see LICENSE.
 *
 * The network game (netgame.h, netlink.h): the protocol's lines read and written, and two
 * sessions in one process over a socketpair, each behind its own connection thread, as two
 * windows would be: a whole short game, draw offers and undo requests declined and
 * accepted, and a hostile or broken peer (a foul, an occupied point, a move out of turn,
 * a malformed or overlong line, another version, a drop mid-game), each ending the session
 * with its reason while the game so far stays. Waits are bounded polls.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <netinet/in.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "controller.h"
#include "netgame.h"
#include "netlink.h"
#include "renju_types.h"
#include "session.h"
#include "test_support.h"

#define WAIT_MS 5000
#define EVENTS 64

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* One side: its session, its connection and the session events seen so far. */
typedef struct Side {
    NetGame ng;
    NetLink *link;
    NetEvent seen[EVENTS];
    int nseen;
    bool connected;
    int64_t now; /* this side's clock, set by the test */
} Side;

/* Moves lines between a session and its connection; true when something happened. */
static bool pump(Side *s)
{
    bool any = s->ng.nout > 0;
    NetEvent sent = net_link_flush_game(s->link, &s->ng);
    if (sent.kind != NET_EV_NONE && s->nseen < EVENTS) {
        s->seen[s->nseen++] = sent;
    }
    NetLinkEvent lev;
    while (net_link_poll(s->link, &lev)) {
        NetEvent ev;
        memset(&ev, 0, sizeof ev);
        if (lev.kind == NET_LINK_CONNECTED) {
            s->connected = true;
        } else if (lev.kind == NET_LINK_LINE) {
            ev = net_game_feed(&s->ng, lev.text, lev.len, s->now);
        } else if (lev.kind == NET_LINK_CLOSED || lev.kind == NET_LINK_FAILED) {
            ev = net_game_closed(&s->ng, lev.too_long, s->now);
        }
        if (ev.kind != NET_EV_NONE && s->nseen < EVENTS) {
            s->seen[s->nseen++] = ev;
        }
        any = true;
        sent = net_link_flush_game(s->link, &s->ng); /* an answer the line made */
        if (sent.kind != NET_EV_NONE && s->nseen < EVENTS) {
            s->seen[s->nseen++] = sent;
        }
    }
    return any;
}

/* Pumps both sides until side s has seen an event of kind (beyond the first from seen). */
static const NetEvent *wait_for(Side *a, Side *b, Side *s, NetEventKind kind)
{
    for (int t = 0; t < WAIT_MS; t += 2) {
        pump(a);
        if (b) {
            pump(b);
        }
        for (int i = 0; i < s->nseen; i++) {
            if (s->seen[i].kind == kind) {
                s->seen[i].kind = NET_EV_NONE; /* taken */
                return &s->seen[i];
            }
        }
        sleep_ms(2);
    }
    fail_msg("no event %d", (int)kind);
    return NULL;
}

/* A host (renju, free opening, the host first: Black; on the clock tc, NULL: none) and a
 * joiner, started. */
static void pair_start_clock(Side *host, Side *join, const TimeControl *tc)
{
    int fds[2];
    assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, fds), 0);
    memset(host, 0, sizeof *host);
    memset(join, 0, sizeof *join);
    assert_true(net_game_init(&host->ng, NET_HOST, RULE_RENJU, OPENING_FREE, 0, tc));
    assert_true(net_game_init(&join->ng, NET_JOIN, RULE_GOMOKU, OPENING_SWAP2, 0, NULL));
    host->link = net_link_adopt(fds[0], NULL, NULL);
    join->link = net_link_adopt(fds[1], NULL, NULL);
    assert_non_null(host->link);
    assert_non_null(join->link);
    wait_for(host, join, join, NET_EV_OFFERED);
    /* The joiner sees the host's game before it starts. */
    assert_int_equal(join->ng.rule, RULE_RENJU);
    assert_int_equal(join->ng.opening, OPENING_FREE);
    assert_int_equal(join->ng.local, 1);
    assert_true(net_game_ready(&join->ng));
    wait_for(host, join, host, NET_EV_START);
    assert_int_equal(host->ng.state, NET_ST_PLAYING);
    assert_int_equal(join->ng.state, NET_ST_PLAYING);
}

static void pair_start(Side *host, Side *join) { pair_start_clock(host, join, NULL); }

static void pair_end(Side *a, Side *b)
{
    net_link_destroy(a->link);
    net_link_destroy(b->link);
    net_game_free(&a->ng);
    net_game_free(&b->ng);
}

static Action stone(const char *point)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = support_point(point);
    return a;
}

/* A stone played at now in the window of ng, timed as the window times it (its clock is the
 * session's: the thinking so far). */
static Action stone_at(const NetGame *ng, const char *point, int64_t now)
{
    Action a = stone(point);
    a.time_ms = (int32_t)clock_action_ms(&ng->clock, now);
    return a;
}

/* mover plays point; the other side sees it as the peer's action. */
static void play(Side *mover, Side *other, const char *point)
{
    Action a = stone_at(&mover->ng, point, mover->now);
    assert_true(net_game_local(&mover->ng, &a, mover->now));
    const NetEvent *ev = wait_for(mover, other, other, NET_EV_ACTION);
    assert_int_equal(ev->action.kind, ACTION_MOVE);
    assert_int_equal(ev->action.pos, support_point(point));
}

/* The moves in order, alternately host (Black) and joiner. */
static void play_line(Side *host, Side *join, const char *const *points, int n)
{
    for (int i = 0; i < n; i++) {
        play(i % 2 == 0 ? host : join, i % 2 == 0 ? join : host, points[i]);
    }
}

static void test_netgame_lines_round_trip(void **state)
{
    (void)state;
    static const char *const LINES[] = {"RENJU-NET 3\n",
                                        "RENJU-NET 3 times\n",
                                        "PING\n",
                                        "PONG\n",
                                        "GAME renju taraguchi10 second none\n",
                                        "GAME gomoku swap2 first fischer 3m+2s\n",
                                        "GAME renju free first byoyomi 1m+3x10s\n",
                                        "READY\n",
                                        "ACT 0 - h8\n",
                                        "ACT 5 61500 propose a1 b2\n",
                                        "ACT 3 0/3 swap\n",
                                        "ACT 7 - resign white\n",
                                        "ACT 9 0 timeout black\n",
                                        "ACT 4 172000 3045 k11\n",
                                        "ACT 6 - 0 swap\n",
                                        "ACT 2 0/3 999999999 resign black\n",
                                        "ACCEPT DRAW 12345\n",
                                        "DRAW 12\n",
                                        "UNDO 12 10\n",
                                        "ACCEPT UNDO\n",
                                        "DECLINE DRAW\n",
                                        "BYE\n"};
    for (size_t i = 0; i < sizeof LINES / sizeof LINES[0]; i++) {
        NetMsg m;
        assert_true(net_msg_parse(LINES[i], strlen(LINES[i]), 15, &m));
        char out[NET_LINE_MAX];
        assert_true(net_msg_format(&m, out, sizeof out) > 0);
        assert_string_equal(out, LINES[i]);
    }
    NetMsg m;
    /* A hello's later words are extensions: known ones read, others let be. */
    assert_true(net_msg_parse("RENJU-NET 3 later\n", 18, 15, &m));
    assert_int_equal(m.version, 3);
    assert_false(m.times);
    assert_true(net_msg_parse("RENJU-NET 3 later times\n", 24, 15, &m));
    assert_true(m.times);
    assert_true(net_msg_parse("ACT 4 172000 3045 k11\n", 22, 15, &m));
    assert_int_equal(m.think_ms, 3045);
    assert_int_equal(m.action.pos, support_point("k11"));
    assert_false(net_msg_parse("RENJU-NET 3 Later\n", 18, 15, &m));
    assert_false(net_msg_parse("PING 1\n", 7, 15, &m));
    assert_true(net_msg_parse("ACT 2 - j10\r\n", 13, 15, &m)); /* CR LF too */
    assert_int_equal(m.action.pos, support_point("j10"));
}

static void test_netgame_lines_refused(void **state)
{
    (void)state;
    static const char *const BAD[] = {
        "", "HELLO", "RENJU-NET", "RENJU-NET 1 2", "ACT", "ACT 0", "ACT 0 -", "ACT 0 h8",
        "ACT -1 - h8", "ACT 99999 - h8", "ACT 0 - z99", "ACT 0 - h8 i9", "ACT 0 - %s%s%n",
        /* time fields */
        "ACT 0 -1 h8", "ACT 0 12a h8", "ACT 0 12345678901 h8", "ACT 0 5/ h8", "ACT 0 5/100 h8",
        "ACT 0 /3 h8", "ACT 0 5/3/3 h8", "ACT 0 +5 h8", "GAME renju free first",
        "GAME renju free first fischer", "GAME renju free first clock 5m",
        "GAME renju free first absolute 0s", "GAME renju free first none none",
        "GAME renju free first fischer 5m+3s x", "GAME chess free first", "GAME renju free third",
        "UNDO 4 4", "UNDO 4", "ACCEPT", "ACCEPT MOVE", "READY now", "act 0 h8", "ACT 0 - h8\tx",
        /* thinking times ("times") */
        "ACT 0 - 1000000000 h8", "ACT 0 - 12", "ACT 0 - 5x h8", "ACT 0 - -5 h8", "ACT 0 - 5 5 h8",
        "ACCEPT UNDO 5", "DECLINE DRAW 5", "ACCEPT DRAW x", "ACCEPT DRAW 5 5", "ACT 0 - \xc3\xa9"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        NetMsg m;
        assert_false(net_msg_parse(BAD[i], strlen(BAD[i]), 15, &m));
    }
    char longer[NET_LINE_MAX + 8];
    memset(longer, 'a', sizeof longer);
    memcpy(longer, "ACT 0 - h8 ", 11);
    NetMsg m;
    assert_false(net_msg_parse(longer, sizeof longer, 15, &m));
    char nul[] = "ACT 0 - h8";
    nul[7] = '\0';
    assert_false(net_msg_parse(nul, sizeof nul - 1, 15, &m));
}

/* A whole short game: Black (the host) makes five h8..l8; both sides end with it won. */
static void test_netgame_whole_game(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    static const char *const LINE[] = {"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"};
    play_line(&host, &join, LINE, 9);
    assert_int_equal(host.ng.game->result, RESULT_BLACK_WINS);
    assert_int_equal(join.ng.game->result, RESULT_BLACK_WINS);
    assert_int_equal(join.ng.game->nactions, 9);
    assert_false(net_game_live(&join.ng));
    /* After the end, a closed connection is no lost game. */
    net_game_leave(&join.ng);
    wait_for(&host, &join, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_LEFT);
    pair_end(&host, &join);
}

/* Not one's turn: the session refuses to send it. */
static void test_netgame_local_out_of_turn(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    Action a = stone("h8");
    assert_false(net_game_local(&join.ng, &a, 0)); /* Black (the host) begins */
    assert_true(net_game_local(&host.ng, &a, 0));
    Action b = stone("h8");
    wait_for(&host, &join, &join, NET_EV_ACTION);
    assert_false(net_game_local(&join.ng, &b, 0)); /* occupied: the rules refuse it */
    pair_end(&host, &join);
}

/* A raw peer on the other end of a socketpair: the host (on the clock tc, NULL: none) and
 * the fd to write lines into. */
static int raw_start_clock(Side *host, bool host_first, const TimeControl *tc)
{
    int fds[2];
    assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, fds), 0);
    memset(host, 0, sizeof *host);
    assert_true(
        net_game_init(&host->ng, NET_HOST, RULE_RENJU, OPENING_FREE, host_first ? 0 : 1, tc));
    host->link = net_link_adopt(fds[0], NULL, NULL);
    return fds[1];
}

static int raw_start(Side *host, bool host_first)
{
    return raw_start_clock(host, host_first, NULL);
}

static void raw_end(Side *host, int fd)
{
    close(fd);
    net_link_destroy(host->link);
    net_game_free(&host->ng);
}

static void raw_send(int fd, const char *text)
{
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
}

/* The host sits second; the raw joiner says hello and READY, and the game starts. */
static int raw_begin(Side *host)
{
    int fd = raw_start(host, false);
    raw_send(fd, "RENJU-NET 3\nREADY\n");
    wait_for(host, NULL, host, NET_EV_START);
    return fd;
}

/* The raw joiner (Black: the host sits second) plays these lines; the host's answer is
 * read and thrown away. Returns after the host took them all. */
static void raw_play(Side *host, int fd, const char *text, int actions)
{
    raw_send(fd, text);
    for (int t = 0;
         t < WAIT_MS && host->ng.game->nactions < actions && host->ng.state != NET_ST_ENDED;
         t += 2) {
        pump(host);
        sleep_ms(2);
    }
}

/* Black's double three at j8 from a peer: refused, the connection closed, the game kept. */
static void test_netgame_peer_foul_refused(void **state)
{
    (void)state;
    Side host;
    int fd = raw_begin(&host);
    static const char *const WHITE[] = {"a1", "a3", "a5", "a7"};
    static const char *const BLACK[] = {"h8", "i8", "j9", "j10"};
    for (int i = 0; i < 4; i++) {
        char line[32];
        snprintf(line, sizeof line, "ACT %d - %s\n", 2 * i, BLACK[i]);
        raw_play(&host, fd, line, 2 * i + 1);
        Action w = stone(WHITE[i]);
        assert_true(net_game_local(&host.ng, &w, 0));
    }
    raw_send(fd, "ACT 8 - j8\n");
    const NetEvent *ev = wait_for(&host, NULL, &host, NET_EV_ENDED);
    (void)ev;
    assert_int_equal(host.ng.end, NET_END_REFUSED);
    assert_int_equal(host.ng.err.kind, GAME_ERR_FORBIDDEN);
    assert_int_equal(host.ng.err.verdict, VERDICT_DOUBLE_THREE);
    assert_int_equal(host.ng.game->nactions, 8); /* the game so far */
    assert_int_equal(board_at(&host.ng.game->board, support_point("j8")), STONE_EMPTY);
    /* Nothing more is taken or sent. */
    Action a = stone("b1");
    assert_false(net_game_local(&host.ng, &a, 0));
    raw_end(&host, fd);
}

/* Each bad line ends the session with its reason, after h8 was played. */
static void expect_end(const char *bad, NetEnd end)
{
    Side host;
    int fd = raw_begin(&host);
    raw_play(&host, fd, "ACT 0 - h8\n", 1);
    raw_send(fd, bad);
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, end);
    assert_int_equal(host.ng.game->nactions, 1);
    assert_int_equal(board_at(&host.ng.game->board, support_point("h8")), STONE_BLACK);
    raw_end(&host, fd);
}

static void test_netgame_peer_bad_lines(void **state)
{
    (void)state;
    expect_end("ACT 1 - i9\n", NET_END_OUT_OF_TURN);    /* White's move, from Black */
    expect_end("ACT 0 - i9\n", NET_END_OUT_OF_STEP);    /* of a position gone */
    expect_end("ACT 1 5000 i9\n", NET_END_OUT_OF_TURN); /* out of turn first */
    expect_end("ACT 2 5000 j10\n", NET_END_OUT_OF_STEP);
    expect_end("ACT 1 - timeout white\n", NET_END_UNEXPECTED); /* no clock runs */
    expect_end("MOVE i9\n", NET_END_MALFORMED);
    expect_end("ACT 1 - resign white\n", NET_END_OUT_OF_TURN); /* not its colour */
    expect_end("ACT 1 - draw\n", NET_END_UNEXPECTED);          /* a draw is agreed, not played */
    expect_end("ACCEPT DRAW\n", NET_END_UNEXPECTED);           /* nothing was offered */
    expect_end("GAME renju free first none\n", NET_END_UNEXPECTED);
    char longer[NET_LINE_MAX * 3];
    memset(longer, 'x', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    expect_end(longer, NET_END_TOO_LONG);           /* no line end within the cap: said so */
    expect_end("ACT 1 - z99\n", NET_END_OFF_BOARD); /* not "not understood" */
}

/* Audit 20a: a move after the peer resigned is a move after the end, not out of turn. */
static void test_netgame_peer_move_after_the_end(void **state)
{
    (void)state;
    Side host;
    int fd = raw_begin(&host);
    raw_play(&host, fd, "ACT 0 - h8\n", 1);
    raw_play(&host, fd, "ACT 1 - resign black\n", 2);
    assert_true(game_over(host.ng.game));
    raw_send(fd, "ACT 2 - j10\n");
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_AFTER_END);
    assert_int_equal(host.ng.game->nactions, 2);
    raw_end(&host, fd);
}

static void test_netgame_peer_occupied_and_version(void **state)
{
    (void)state;
    Side host;
    int fd = raw_begin(&host);
    raw_play(&host, fd, "ACT 0 - h8\n", 1);
    Action w = stone("i9");
    assert_true(net_game_local(&host.ng, &w, 0));
    raw_send(fd, "ACT 2 - i9\n");
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_REFUSED);
    assert_int_equal(host.ng.err.kind, GAME_ERR_OCCUPIED);
    assert_int_equal(host.ng.game->nactions, 2);
    raw_end(&host, fd);

    fd = raw_start(&host, false);
    raw_send(fd, "RENJU-NET 1\n"); /* an old peer, without clocks */
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_VERSION);
    assert_int_equal(host.ng.version, 1);
    raw_end(&host, fd);
}

/* The connection drops mid-game: lost, not a loss for either side; the game kept. */
static void test_netgame_drop_mid_game(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    static const char *const LINE[] = {"h8", "i9", "j10"};
    play_line(&host, &join, LINE, 3);
    net_link_destroy(join.link); /* the joiner's machine goes away, without a BYE */
    join.link = NULL;
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_LOST);
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    assert_int_equal(host.ng.game->nactions, 3);
    net_link_destroy(host.link);
    net_game_free(&host.ng);
    net_game_free(&join.ng);
}

/* A peer that stops reading: what we send piles up until the link's outbox is full; the
 * line that no longer fits ends the game as a lost connection, not a silently dropped
 * line (the two games would part). The game so far stays, a loss for neither. */
static void test_netgame_peer_stops_reading(void **state)
{
    (void)state;
    Side host;
    int fds[2];
    assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, fds), 0);
    int small = 4096; /* the host's socket buffer, kept small (the kernel's least) */
    assert_int_equal(setsockopt(fds[0], SOL_SOCKET, SO_SNDBUF, &small, sizeof small), 0);
    memset(&host, 0, sizeof host);
    assert_true(net_game_init(&host.ng, NET_HOST, RULE_RENJU, OPENING_FREE, 1, NULL));
    host.link = net_link_adopt(fds[0], NULL, NULL);
    int fd = fds[1];
    char hello[32];
    snprintf(hello, sizeof hello, "RENJU-NET %d\nREADY\n", NET_VERSION);
    raw_send(fd, hello);
    wait_for(&host, NULL, &host, NET_EV_START);
    raw_play(&host, fd, "ACT 0 - h8\n", 1);
    /* Draw offers of a position long gone: each is answered "DECLINE DRAW", which this
     * peer never reads (nearly twice the outbox and the socket's buffers). */
    static char flood[4000 * 7 + 1];
    for (int i = 0; i < 4000; i++) {
        memcpy(flood + 7 * i, "DRAW 0\n", 7);
    }
    raw_send(fd, flood);
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_LOST);
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    assert_int_equal(host.ng.game->nactions, 1);
    assert_int_equal(board_at(&host.ng.game->board, support_point("h8")), STONE_BLACK);
    raw_end(&host, fd);
}

/* The joiner looks at the offer and cancels (BYE before READY): the host hears a decline,
 * not a game left (the window then waits on for another joiner); after the start a BYE
 * is a game left. */
static void test_netgame_joiner_declines_the_offer(void **state)
{
    (void)state;
    Side host;
    int fd = raw_start(&host, false);
    raw_send(fd, "RENJU-NET 3\nBYE\n");
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_DECLINED);
    raw_end(&host, fd);
    fd = raw_begin(&host);
    raw_send(fd, "BYE\n");
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_LEFT);
    raw_end(&host, fd);
}

/* Without a clock the session still measures each turn, so the window records the
 * thinking times as in a game at home (audit 14b's defect 7). */
static void test_netgame_no_clock_still_times_the_moves(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    play(&host, &join, "h8"); /* at 0: the measure starts */
    assert_int_equal(host.ng.clock.running, 1);
    assert_int_equal(clock_action_ms(&host.ng.clock, 7000), 7000);
    host.now = join.now = 7000;
    play(&join, &host, "i9");
    assert_int_equal(host.ng.clock.running, 0);
    assert_int_equal(join.ng.clock.running, 0);
    assert_int_equal(net_game_tick(&host.ng, 8000).kind, NET_EV_NONE); /* nobody flags */
    pair_end(&host, &join);
}

/* ---- The heartbeat -------------------------------------------------------------------- */

/* Has ng written a PING it has not handed to its link yet? */
static bool pinging(const NetGame *ng)
{
    for (size_t i = 0; i + 5 <= ng->nout; i++) {
        if (memcmp(ng->out + i, "PING\n", 5) == 0) {
            return true;
        }
    }
    return false;
}

/* A peer stopped (kill -STOP: its kernel still acknowledges TCP) in a game without a
 * clock: after 15 s of silence we ask, after 60 s the game ends as a lost connection. */
static void test_netgame_heartbeat_frozen_peer_lost(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    assert_true(host.ng.ping);
    assert_true(join.ng.ping);
    static const char *const LINE[] = {"h8", "i9"};
    play_line(&host, &join, LINE, 2); /* at 0; the joiner stops from now on */
    assert_int_equal(net_game_wait(&host.ng, 0), NET_PING_MS);
    assert_int_equal(net_game_tick(&host.ng, NET_PING_MS - 1).kind, NET_EV_NONE);
    assert_false(pinging(&host.ng));
    assert_int_equal(net_game_tick(&host.ng, NET_PING_MS).kind, NET_EV_NONE);
    assert_true(pinging(&host.ng));
    for (int t = 2 * NET_PING_MS; t < NET_SILENCE_MS; t += NET_PING_MS) { /* a window's ticks */
        assert_int_equal(net_game_tick(&host.ng, t).kind, NET_EV_NONE);
    }
    assert_int_equal(net_game_tick(&host.ng, NET_SILENCE_MS - 1).kind, NET_EV_NONE);
    NetEvent ev = net_game_tick(&host.ng, NET_SILENCE_MS);
    assert_int_equal(ev.kind, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_LOST);
    assert_int_equal(host.ng.game->nactions, 2);
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    assert_int_equal(net_game_wait(&host.ng, NET_SILENCE_MS), -1);
    pair_end(&host, &join);
}

/* The host ticks as a window does (at least every NET_PING_MS) from `from` to `to`. */
static void ticks(Side *s, int64_t from, int64_t to)
{
    for (int64_t t = from; t <= to; t += NET_PING_MS) {
        s->now = t;
        net_game_tick(&s->ng, t);
    }
}

/* Pumps side s alone (the other stopped) until its session has ended or a while passed. */
static void pump_alone(Side *s)
{
    for (int t = 0; t < 200 && s->ng.state != NET_ST_ENDED; t++) {
        pump(s);
        sleep_ms(2);
    }
}

/* The joiner's window stopped 90 s (kill -STOP) after i9; the host played h10 meanwhile,
 * which sat unread in the joiner's socket. The host gives up after a minute of silence and
 * takes h10 back (never read); the joiner, woken, reads h10 and the close, and keeps the
 * same game: both end at i9. */
static void test_netgame_stalled_window_keeps_the_game_both_read(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    static const char *const LINE[] = {"h8", "i9"};
    play_line(&host, &join, LINE, 2);
    net_game_tick(&host.ng, 0);
    net_game_tick(&join.ng, 0); /* the joiner stops here */
    host.now = 1000;
    Action h10 = stone_at(&host.ng, "h10", host.now);
    assert_true(net_game_local(&host.ng, &h10, host.now));
    pump(&host); /* into the joiner's socket, unread */
    ticks(&host, NET_PING_MS, NET_SILENCE_MS - 1);
    assert_int_equal(host.ng.state, NET_ST_PLAYING);
    NetEvent ev = net_game_tick(&host.ng, NET_SILENCE_MS);
    assert_int_equal(ev.kind, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_LOST);
    assert_int_equal(host.ng.game->nactions, 2); /* h10 was never read: taken back */
    pump(&host);
    net_link_destroy(host.link); /* the host's window closes the connection */
    host.link = NULL;
    join.now = 90000; /* kill -CONT */
    assert_int_equal(net_game_tick(&join.ng, join.now).kind, NET_EV_NONE);
    assert_int_equal(join.ng.state, NET_ST_PLAYING); /* not lost before reading */
    pump_alone(&join);
    assert_int_equal(join.ng.state, NET_ST_ENDED);
    assert_int_equal(join.ng.end, NET_END_LOST);
    assert_int_equal(join.ng.game->nactions, 2); /* h10 read, and gone as on the host */
    assert_int_equal(join.ng.game->actions[1].pos, support_point("i9"));
    pair_end(&host, &join);
}

/* Stopped 55 s (less than the host's minute), the joiner reads on waking what came meanwhile
 * (h10, the PINGs) instead of calling the host gone; its PONG answers them, h10 is then
 * acknowledged, and the game goes on. */
static void test_netgame_stalled_window_reads_what_came(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    play(&host, &join, "h8");
    host.now = join.now = 10000;
    play(&join, &host, "i9");
    net_game_tick(&host.ng, host.now);
    net_game_tick(&join.ng, join.now); /* the joiner stops here */
    host.now = 20000;
    Action h10 = stone_at(&host.ng, "h10", host.now);
    assert_true(net_game_local(&host.ng, &h10, host.now));
    pump(&host);
    ticks(&host, 25000, 55000);
    pump(&host);      /* its PINGs */
    join.now = 65000; /* kill -CONT: the host last heard it at 10 s, its h8 was at 0 s */
    assert_int_equal(net_game_tick(&join.ng, join.now).kind, NET_EV_NONE);
    assert_int_equal(join.ng.state, NET_ST_PLAYING);
    for (int t = 0; t < 200 && join.ng.game->nactions < 3; t++) {
        pump(&join);
        sleep_ms(2);
    }
    assert_int_equal(join.ng.game->nactions, 3);
    host.now = 65000;
    for (int t = 0; t < 200 && host.ng.acked < 3; t++) {
        pump(&join);
        pump(&host);
        sleep_ms(2);
    }
    assert_int_equal(host.ng.acked, 3); /* the PONGs came after h10 */
    assert_int_equal(net_game_tick(&host.ng, 70000).kind, NET_EV_NONE);
    assert_int_equal(host.ng.state, NET_ST_PLAYING);
    play(&join, &host, "j10");
    pair_end(&host, &join);
}

/* A peer that answers: its PONG is a line heard, so a quiet game goes on past a minute. */
static void test_netgame_heartbeat_answered(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    host.now = join.now = NET_PING_MS;
    assert_int_equal(net_game_tick(&host.ng, host.now).kind, NET_EV_NONE);
    assert_true(pinging(&host.ng));
    for (int t = 0; t < WAIT_MS && host.ng.heard < NET_PING_MS; t += 2) {
        pump(&host);
        pump(&join);
        sleep_ms(2);
    }
    assert_int_equal(host.ng.heard, NET_PING_MS); /* the PONG came */
    assert_int_equal(join.ng.heard, NET_PING_MS); /* and the PING to the joiner */
    assert_int_equal(net_game_tick(&host.ng, NET_SILENCE_MS + 1000).kind, NET_EV_NONE);
    assert_int_equal(net_game_tick(&join.ng, NET_SILENCE_MS + 1000).kind, NET_EV_NONE);
    assert_int_equal(host.ng.state, NET_ST_PLAYING);
    assert_int_equal(join.ng.state, NET_ST_PLAYING);
    play(&host, &join, "h8"); /* the game is not disturbed */
    pair_end(&host, &join);
}

/* A program from before the heartbeat (RENJU-NET 2) is told apart by its version: the
 * session ends naming it, never as a malformed line, and is not timed out by silence. */
static void test_netgame_version_2_peer_is_named(void **state)
{
    (void)state;
    Side host;
    int fd = raw_start(&host, false);
    raw_send(fd, "RENJU-NET 2\n");
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_VERSION);
    assert_int_equal(host.ng.version, 2);
    assert_false(host.ng.ping);
    assert_int_equal(net_game_wait(&host.ng, 0), -1);
    raw_end(&host, fd);
}

/* The two records agree to the millisecond: a move reported 2 ms longer than the receiver
 * measured (jitter, as between two actions of one turn: audit 27b, 3) is recorded as
 * reported, not cut to the receiver's measure. */
static void test_netgame_reported_time_within_the_allowance_is_recorded(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    play(&host, &join, "h8"); /* at 0 on both */
    join.now = 1834;
    host.now = 1832;
    play(&join, &host, "i9");
    assert_int_equal(join.ng.game->actions[1].time_ms, 1834);
    assert_int_equal(host.ng.game->actions[1].time_ms, 1834);
    pair_end(&host, &join);
}

/* A host whose game names a rule this version does not know: the joiner's session ends
 * saying so (no game began), not as a game broken off. */
static void test_netgame_host_game_not_known(void **state)
{
    (void)state;
    NetGame ng;
    assert_true(net_game_init(&ng, NET_JOIN, RULE_RENJU, OPENING_FREE, 0, NULL));
    const char *hello = "RENJU-NET 3 times";
    assert_int_equal(net_game_feed(&ng, hello, strlen(hello), 0).kind, NET_EV_NONE);
    const char *game = "GAME chess free second none";
    assert_int_equal(net_game_feed(&ng, game, strlen(game), 0).kind, NET_EV_ENDED);
    assert_int_equal(ng.end, NET_END_UNKNOWN_GAME);
    assert_int_equal(ng.game->nactions, 0);
    net_game_free(&ng);
}

/* ---- The clock ------------------------------------------------------------------------ */

static const TimeControl FISCHER_3M_2S = {CLOCK_FISCHER, 180000, 2000, 0, 0};
static const TimeControl ABSOLUTE_1M = {CLOCK_ABSOLUTE, 60000, 0, 0, 0};

/* The host's time control is part of the game the joiner sees before Start; nobody's clock
 * runs until the first stone, which starts them. */
static void test_netgame_clock_offered(void **state)
{
    (void)state;
    Side host, join;
    pair_start_clock(&host, &join, &FISCHER_3M_2S);
    assert_int_equal(join.ng.tc.kind, CLOCK_FISCHER);
    assert_int_equal(join.ng.tc.base_ms, 180000);
    assert_int_equal(join.ng.tc.increment_ms, 2000);
    assert_int_equal(join.ng.clock.running, -1);
    assert_int_equal(host.ng.clock.running, -1);
    play(&host, &join, "h8");
    assert_int_equal(join.ng.clock.running, 1); /* White's, the joiner's own */
    assert_int_equal(host.ng.clock.running, 1);
    /* No undo on a clock: taking a move back would give its time back. */
    assert_false(net_game_ask(&host.ng, NET_REQ_UNDO));
    assert_true(net_game_ask(&host.ng, NET_REQ_DRAW));
    pair_end(&host, &join);
}

/* A move carries its mover's time left; the other side counts down by its own measure,
 * corrected by the report up to the latency allowance. */
static void test_netgame_clock_times_carried(void **state)
{
    (void)state;
    Side host, join;
    pair_start_clock(&host, &join, &FISCHER_3M_2S);
    play(&host, &join, "h8"); /* at 0 on both sides (0 s, its 2 s): White's clock starts */
    assert_int_equal(host.ng.clock.main_ms[0], 182000);
    assert_int_equal(join.ng.clock.main_ms[0], 182000);
    join.now = 10000; /* White thinks 10 s: 180 - 10 + 2 */
    host.now = 10300; /* and the move comes 0.3 s later to the host */
    play(&join, &host, "i9");
    assert_int_equal(join.ng.clock.main_ms[1], 172000);
    assert_int_equal(host.ng.clock.main_ms[1], 172000); /* its word, within our 171.7 s + 1 s */
    assert_int_equal(host.ng.clock.running, 0);
    ClockReading r;
    clock_read(&host.ng.clock, 0, 15300, &r); /* Black's own clock runs from the move's arrival */
    assert_int_equal(r.main_ms, 177000);
    host.now = 15300;
    join.now = 15500;
    play(&host, &join, "j10");
    assert_int_equal(host.ng.clock.main_ms[0], 179000);
    assert_int_equal(join.ng.clock.main_ms[0], 179000); /* measured 178.5 s, told 179 s */
    pair_end(&host, &join);
}

/* Both players' clocks of ng at now are the ones a record of its game replays from the
 * actions' times (times[i] for action i) and the thinking under way, as a save keeps it:
 * a game resumed after a restart shows them. */
static void expect_replayed(const NetGame *ng, const int32_t *times, int64_t now)
{
    const Game *g = ng->game;
    Clock replay;
    clock_replay(&replay, &ng->tc, g->actor, times, g->nactions, game_player_to_move(g),
                 clock_action_ms(&ng->clock, now), now);
    for (int p = 0; p < 2; p++) {
        ClockReading live, again;
        clock_read(&ng->clock, p, now, &live);
        clock_read(&replay, p, now, &again);
        assert_int_equal(live.main_ms, again.main_ms);
        assert_int_equal(live.periods, again.periods);
        assert_int_equal(live.period_ms, again.period_ms);
    }
}

/* The game's first stone is a turn of Black's timed 0 s which, as in the window and in a
 * record's replay, earns its increment: after h8 (0 s), White's i9 (30 s) and Black's j10
 * (15 s) both windows show the clocks a resumed game rebuilds from those times, on every
 * kind of clock (audit 20a, 6: a network game resumed showed Black 2 s more on 3m+2s). */
static void test_netgame_clock_as_a_record_replays_it(void **state)
{
    (void)state;
    static const char *const CONTROLS[] = {"fischer 3m+2s", "byoyomi 20s+3x10s", "absolute 1m",
                                           "move 40s"};
    static const int32_t TIMES[] = {0, 30000, 15000};
    for (size_t i = 0; i < sizeof CONTROLS / sizeof CONTROLS[0]; i++) {
        TimeControl tc;
        assert_true(clock_control_parse(CONTROLS[i], strlen(CONTROLS[i]), &tc));
        Side host, join;
        pair_start_clock(&host, &join, &tc);
        play(&host, &join, "h8"); /* at 0 */
        host.now = join.now = 30000;
        play(&join, &host, "i9");
        host.now = join.now = 45000;
        play(&host, &join, "j10");
        expect_replayed(&host.ng, TIMES, 50000);
        expect_replayed(&join.ng, TIMES, 50000);
        pair_end(&host, &join);
    }
}

/* The connection drops while White thinks: the clocks stop there, White's 10 s charged,
 * and that thinking stays the running action's (a record keeps it), not given back. */
static void test_netgame_clock_drop_charges_the_running_turn(void **state)
{
    (void)state;
    Side host, join;
    pair_start_clock(&host, &join, &ABSOLUTE_1M);
    play(&host, &join, "h8"); /* at 0: White's clock starts */
    net_link_destroy(join.link);
    join.link = NULL;
    host.now = 10000; /* White has thought 10 s when the line goes */
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_LOST);
    ClockReading r;
    clock_read(&host.ng.clock, 1, 25000, &r); /* later: it no longer runs */
    assert_int_equal(r.main_ms, 50000);
    assert_int_equal(clock_action_ms(&host.ng.clock, 25000), 10000);
    assert_int_equal(net_game_tick(&host.ng, 90000).kind, NET_EV_NONE); /* nobody flags */
    net_link_destroy(host.link);
    net_game_free(&host.ng);
    net_game_free(&join.ng);
}

/* ev is Black's loss on time (its kind is the caller's: wait_for marks it taken), and ng's
 * game ended so. */
static void expect_black_lost_on_time(const NetEvent *ev, const NetGame *ng)
{
    assert_int_equal(ev->action.kind, ACTION_TIMEOUT);
    assert_int_equal(ev->action.colour, STONE_BLACK);
    assert_int_equal(ng->game->result, RESULT_WHITE_WINS);
    assert_int_equal(ng->game->reason, REASON_TIME);
}

/* Our own time out: we lose and say so; the peer records the same loss on time. */
static void test_netgame_clock_own_time_out(void **state)
{
    (void)state;
    Side host, join;
    pair_start_clock(&host, &join, &ABSOLUTE_1M);
    play(&host, &join, "h8");
    play(&join, &host, "i9");            /* at 0: Black to move, 60 s on its clock */
    host.ng.ping = join.ng.ping = false; /* a silent minute: the clock's, not the heartbeat's */
    assert_int_equal(net_game_tick(&host.ng, 60000).kind, NET_EV_NONE); /* the last ms is in time */
    Action late = stone_at(&host.ng, "j10", 60001);
    assert_false(net_game_local(&host.ng, &late, 60001)); /* too late to move */
    NetEvent ev = net_game_tick(&host.ng, 60001);
    assert_int_equal(ev.kind, NET_EV_ACTION);
    expect_black_lost_on_time(&ev, &host.ng);
    expect_black_lost_on_time(wait_for(&host, &join, &join, NET_EV_ACTION), &join.ng);
    assert_int_equal(join.ng.clock.flagged, 0);
    pair_end(&host, &join);
}

/* The peer's time out by our measure: nothing within the grace, then we claim the win; the
 * peer, whose own clock is out too, takes the claim. */
static void test_netgame_clock_claim_peer_time_out(void **state)
{
    (void)state;
    Side host, join;
    pair_start_clock(&host, &join, &ABSOLUTE_1M);
    play(&host, &join, "h8");
    play(&join, &host, "i9");            /* Black (the host) to move from 0 */
    host.ng.ping = join.ng.ping = false; /* a silent minute: the clock's, not the heartbeat's */
    assert_int_equal(net_game_tick(&join.ng, 60000 + NET_CLOCK_GRACE_MS).kind, NET_EV_NONE);
    host.now = 60500; /* the host's own clock is out too (its window was away) */
    NetEvent ev = net_game_tick(&join.ng, 60001 + NET_CLOCK_GRACE_MS);
    assert_int_equal(ev.kind, NET_EV_ACTION);
    expect_black_lost_on_time(&ev, &join.ng);
    expect_black_lost_on_time(wait_for(&host, &join, &host, NET_EV_ACTION), &host.ng);
    assert_int_equal(host.ng.state, NET_ST_PLAYING);
    pair_end(&host, &join);
}

/* A raw peer (Black) and our host (White) on a minute each: h8 at 0, our i9 at 0. */
static int raw_clock_game(Side *host)
{
    int fd = raw_start_clock(host, false, &ABSOLUTE_1M);
    raw_send(fd, "RENJU-NET 3\nREADY\n");
    wait_for(host, NULL, host, NET_EV_START);
    raw_play(host, fd, "ACT 0 60000 h8\n", 1);
    Action w = stone("i9");
    assert_true(net_game_local(&host->ng, &w, 0));
    return fd;
}

/* A lying peer: it claims more time than it can have (held to our measure plus the
 * allowance), claims our time is out while our clock has time (the connection closes, a
 * loss for neither), and moves after its time ran out by more than the allowance (we win
 * on time; its stone is not played). */
static void test_netgame_clock_lying_peer(void **state)
{
    (void)state;
    Side host;
    int fd = raw_start_clock(&host, false, &ABSOLUTE_1M); /* the raw peer is Black */
    raw_send(fd, "RENJU-NET 3\nREADY\n");
    wait_for(&host, NULL, &host, NET_EV_START);
    raw_play(&host, fd, "ACT 0 60000 h8\n", 1); /* at 0: White's (our) clock starts */
    host.now = 2000;
    Action w = stone_at(&host.ng, "i9", host.now);
    assert_true(net_game_local(&host.ng, &w, host.now));
    assert_int_equal(host.ng.clock.main_ms[1], 58000);
    host.now = 32000; /* 30 s later Black says it used nothing */
    raw_play(&host, fd, "ACT 2 60000 j10\n", 3);
    assert_int_equal(host.ng.clock.main_ms[0], 30000 + NET_CLOCK_ALLOWANCE_MS);
    /* A claim that White's time is out, with 58 s on our clock. */
    raw_send(fd, "ACT 3 0 timeout white\n");
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_CLAIM);
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    assert_int_equal(host.ng.game->nactions, 3);
    raw_end(&host, fd);

    /* A move made 6 s after its time ran out (by our measure): lost on time. */
    fd = raw_clock_game(&host);
    host.now = 60000 + NET_CLOCK_GRACE_MS + 1000;
    host.nseen = 0; /* h8's event */
    raw_send(fd, "ACT 2 1000 j10\n");
    expect_black_lost_on_time(wait_for(&host, NULL, &host, NET_EV_ACTION), &host.ng);
    assert_int_equal(board_at(&host.ng.game->board, support_point("j10")), STONE_EMPTY);
    raw_end(&host, fd);

    /* Within the allowance the move counts, made in its last millisecond; what it came
     * late by comes off the allowance, whatever it says. */
    fd = raw_clock_game(&host);
    host.now = 60400;
    raw_play(&host, fd, "ACT 2 50000 j10\n", 3);
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    assert_int_equal(host.ng.clock.main_ms[0], NET_CLOCK_ALLOWANCE_MS - 400);
    ClockReading r;
    clock_read(&host.ng.clock, 1, 60400, &r); /* our turn starts when the move came */
    assert_int_equal(r.main_ms, 60000);
    raw_end(&host, fd);
}

/* Reads what the host wrote to the raw peer until it holds want (bounded). */
static void raw_expect(Side *host, int fd, const char *want)
{
    char got[NET_OUT_MAX] = "";
    size_t n = 0;
    for (int t = 0; t < WAIT_MS && !strstr(got, want); t += 2) {
        pump(host);
        struct timeval tv = {0, 0};
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(fd, &fds);
        if (select(fd + 1, &fds, NULL, NULL, &tv) > 0 && n + 1 < sizeof got) {
            ssize_t k = read(fd, got + n, sizeof got - 1 - n);
            n += k > 0 ? (size_t)k : 0;
            got[n] = '\0';
        }
        sleep_ms(2);
    }
    assert_non_null(strstr(got, want));
}

/* A peer that moves a few seconds after its time ran out, within what we would wait for a
 * silent one, loses on time: the move is not played, the claim is said; its report never
 * buys it time back. On a minute a game, after a last move just within the allowance, and
 * on 10 s a move. */
static void test_netgame_clock_late_move_lost(void **state)
{
    (void)state;
    Side host;
    int fd = raw_clock_game(&host); /* Black's (the peer's) minute runs from 0 */
    host.now = 60000 + NET_CLOCK_ALLOWANCE_MS;
    raw_play(&host, fd, "ACT 2 1000 j10\n", 3); /* just in: counts, with nothing left */
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    assert_int_equal(host.ng.clock.main_ms[0], 0);
    Action w = stone_at(&host.ng, "g9", host.now);
    assert_true(net_game_local(&host.ng, &w, host.now));
    host.now += 4700; /* 4.7 s later, on 0 s: lost, though the grace has not passed */
    host.nseen = 0;
    raw_send(fd, "ACT 4 1000 k11\n");
    expect_black_lost_on_time(wait_for(&host, NULL, &host, NET_EV_ACTION), &host.ng);
    assert_int_equal(board_at(&host.ng.game->board, support_point("k11")), STONE_EMPTY);
    assert_int_equal(host.ng.game->nactions, 5);
    raw_expect(&host, fd, "ACT 4 0 timeout black\n");
    raw_end(&host, fd);

    static const TimeControl MOVE_10S = {CLOCK_PER_MOVE, 0, 0, 0, 10000};
    fd = raw_start_clock(&host, false, &MOVE_10S);
    raw_send(fd, "RENJU-NET 3\nREADY\n");
    wait_for(&host, NULL, &host, NET_EV_START);
    raw_play(&host, fd, "ACT 0 10000 h8\n", 1);
    w = stone("i9");
    assert_true(net_game_local(&host.ng, &w, 0));
    host.now = 10000 + NET_CLOCK_ALLOWANCE_MS; /* 11 s: counts */
    raw_play(&host, fd, "ACT 2 10000 j10\n", 3);
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    w = stone_at(&host.ng, "g9", host.now);
    assert_true(net_game_local(&host.ng, &w, host.now));
    host.now += 14200; /* 14.2 s: lost */
    host.nseen = 0;
    raw_send(fd, "ACT 4 10000 k11\n");
    expect_black_lost_on_time(wait_for(&host, NULL, &host, NET_EV_ACTION), &host.ng);
    raw_end(&host, fd);
}

/* The other side of a late move: White moved in its time by its own clock, but the move
 * came to Black 1.5 s past zero (a slow line). Black wins on time; White, who moved in
 * time, does not take the claim: the session ends there, a loss for neither on its side. */
static void test_netgame_clock_claim_of_a_move_in_time(void **state)
{
    (void)state;
    Side host, join;
    pair_start_clock(&host, &join, &ABSOLUTE_1M);
    play(&host, &join, "h8"); /* White's minute runs from 0 on both sides */
    join.now = 59900;
    host.now = 61500;
    Action w = stone_at(&join.ng, "i9", join.now);
    assert_true(net_game_local(&join.ng, &w, join.now));
    const NetEvent *ev = wait_for(&host, &join, &host, NET_EV_ACTION);
    assert_int_equal(ev->action.kind, ACTION_TIMEOUT);
    assert_int_equal(ev->action.colour, STONE_WHITE);
    assert_int_equal(host.ng.game->result, RESULT_BLACK_WINS);
    assert_int_equal(host.ng.game->nactions, 2); /* h8 and White's time out, no i9 */
    wait_for(&host, &join, &join, NET_EV_ENDED);
    assert_int_equal(join.ng.end, NET_END_CLAIM);
    assert_int_equal(join.ng.game->result, RESULT_NONE);
    assert_int_equal(join.ng.game->nactions, 2); /* h8 i9 */
    pair_end(&host, &join);
}

/* A time that does not fit the game: none on a clock, one without a clock, byo-yomi's
 * periods left out. Each closes the connection as malformed, the game kept. */
static void expect_time_refused(const TimeControl *tc, const char *line)
{
    Side host;
    int fd = raw_start_clock(&host, false, tc);
    raw_send(fd, "RENJU-NET 3\nREADY\n");
    wait_for(&host, NULL, &host, NET_EV_START);
    raw_send(fd, line);
    wait_for(&host, NULL, &host, NET_EV_ENDED);
    assert_int_equal(host.ng.end, NET_END_MALFORMED);
    assert_int_equal(host.ng.game->nactions, 0);
    raw_end(&host, fd);
}

static void test_netgame_clock_malformed_times(void **state)
{
    (void)state;
    static const TimeControl BYOYOMI = {CLOCK_BYOYOMI, 60000, 0, 3, 10000};
    expect_time_refused(&ABSOLUTE_1M, "ACT 0 - h8\n");
    expect_time_refused(NULL, "ACT 0 60000 h8\n");
    expect_time_refused(&BYOYOMI, "ACT 0 60000 h8\n");
    expect_time_refused(&ABSOLUTE_1M, "ACT 0 60000/3 h8\n");
    expect_time_refused(&ABSOLUTE_1M, "ACT 0 6e4 h8\n");
}

/* White asks to take its move back: declined, then asked again and accepted; both games
 * go back to the same position. */
static void test_netgame_undo_declined_then_accepted(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    static const char *const LINE[] = {"h8", "i9", "j10", "g9"};
    play_line(&host, &join, LINE, 4);
    /* Black is to move; White (the joiner) asks to take g9 back. */
    assert_int_equal(net_game_undo_target(&join.ng), 3);
    assert_true(net_game_ask(&join.ng, NET_REQ_UNDO));
    assert_false(net_game_ask(&join.ng, NET_REQ_DRAW)); /* one request at a time */
    Action a = stone("k11");
    const NetEvent *ev = wait_for(&host, &join, &host, NET_EV_ASKED);
    assert_int_equal(ev->request, NET_REQ_UNDO);
    assert_int_equal(ev->target, 3);
    assert_true(net_game_answer(&host.ng, false, host.now));
    ev = wait_for(&host, &join, &join, NET_EV_DECLINED);
    assert_int_equal(ev->request, NET_REQ_UNDO);
    assert_int_equal(join.ng.game->nactions, 4);
    /* Asked again, accepted: g9 is gone on both sides, White to move again. */
    assert_true(net_game_ask(&join.ng, NET_REQ_UNDO));
    wait_for(&host, &join, &host, NET_EV_ASKED);
    assert_true(net_game_answer(&host.ng, true, host.now));
    assert_int_equal(host.ng.game->nactions, 3);
    ev = wait_for(&host, &join, &join, NET_EV_ACCEPTED);
    assert_int_equal(ev->request, NET_REQ_UNDO);
    assert_int_equal(ev->target, 3);
    assert_int_equal(join.ng.game->nactions, 3);
    assert_int_equal(board_at(&join.ng.game->board, support_point("g9")), STONE_EMPTY);
    assert_false(net_game_local(&host.ng, &a, 0)); /* White's turn again */
    play(&join, &host, "k11");
    pair_end(&host, &join);
}

/* A draw offer declined, then accepted: both games end drawn. A request answered by a move
 * is declined by it. */
static void test_netgame_draw_offers(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    static const char *const LINE[] = {"h8", "i9"};
    play_line(&host, &join, LINE, 2);
    assert_true(net_game_ask(&join.ng, NET_REQ_DRAW));
    Action w = stone("j10");
    assert_false(net_game_local(&join.ng, &w, 0)); /* its maker waits for the answer */
    wait_for(&host, &join, &host, NET_EV_ASKED);
    play(&host, &join, "j10"); /* the answer is a move: declined */
    assert_int_equal(join.ng.asked, NET_REQ_NONE);
    assert_true(net_game_ask(&join.ng, NET_REQ_DRAW));
    wait_for(&host, &join, &host, NET_EV_ASKED);
    assert_true(net_game_answer(&host.ng, true, host.now));
    wait_for(&host, &join, &join, NET_EV_ACCEPTED);
    assert_int_equal(host.ng.game->result, RESULT_DRAW);
    assert_int_equal(join.ng.game->result, RESULT_DRAW);
    assert_int_equal(join.ng.game->reason, REASON_AGREED);
    pair_end(&host, &join);
}

/* A controller of a network game: Black this window's person, White the remote seat. */
static Controller *remote_white(void)
{
    Controller *c = malloc(sizeof *c);
    assert_non_null(c);
    ControllerOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.rule = RULE_RENJU;
    opt.opening = OPENING_FREE;
    opt.seat[STONE_BLACK] = SEAT_HUMAN;
    opt.seat[STONE_WHITE] = SEAT_REMOTE;
    opt.ai_level = 5;
    controller_init(c, &opt, NULL);
    return c;
}

/* The window's side: the remote seat's actions come only through controller_remote_apply;
 * a click for it is refused with its own message; no engine helps while the game is on;
 * an agreed undo goes back with nothing left to redo. */
static void test_netgame_controller_remote_seat(void **state)
{
    (void)state;
    Controller *c = remote_white();
    assert_true(controller_networked(c));
    assert_true(controller_click(c, support_point("h8")));
    assert_false(controller_click(c, support_point("i9"))); /* White is the opponent's */
    assert_int_equal(c->msg, CTL_MSG_REMOTE_TURN);
    assert_false(controller_human_to_move(c));
    Action a = stone("i9");
    assert_true(controller_remote_apply(c, &a, NULL));
    assert_int_equal(board_at(&c->game.board, support_point("i9")), STONE_WHITE);
    Action taken = stone("h8");
    GameError err;
    assert_false(controller_remote_apply(c, &taken, &err));
    assert_int_equal(err.kind, GAME_ERR_OCCUPIED);
    assert_false(controller_can(c, CTL_CMD_HINT));
    assert_false(controller_can(c, CTL_CMD_ANALYSE));
    assert_false(controller_can(c, CTL_CMD_ROTATE));
    assert_true(controller_can(c, CTL_CMD_RESIGN));
    assert_true(controller_take_back(c, 0));
    assert_int_equal(c->game.nactions, 0);
    assert_int_equal(c->game.nredo, 0);
    assert_false(controller_can(c, CTL_CMD_REDO));
    /* Resigning while the opponent is to move resigns our colour. */
    assert_true(controller_click(c, support_point("h8")));
    assert_true(controller_resign(c));
    assert_int_equal(c->game.result, RESULT_WHITE_WINS);
    free(c);
}

/* ---- Two windows -------------------------------------------------------------------- */

/* A window of a network game: its controller (our seat a person's, the other remote) over
 * a side of the pair, glued as src/ui/netview.c glues them: each frame our actions go to
 * the session, the peer's come from it, and the controller's clocks are the session's. */
typedef struct Window {
    Controller c;
    Session s; /* the review and the record, synced each frame */
    Side *side;
} Window;

static void window_open(Window *w, Side *side)
{
    memset(w, 0, sizeof *w);
    w->side = side;
    ControllerOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.rule = side->ng.rule;
    opt.opening = side->ng.opening;
    opt.clock = side->ng.tc;
    opt.seat[STONE_BLACK] = side->ng.local == 0 ? SEAT_HUMAN : SEAT_REMOTE;
    opt.seat[STONE_WHITE] = side->ng.local == 1 ? SEAT_HUMAN : SEAT_REMOTE;
    opt.ai_level = 3;
    controller_init(&w->c, &opt, NULL);
    controller_tick(&w->c, 0);
    controller_clock_adopt(&w->c, &side->ng.clock);
    assert_true(session_init(&w->s, &w->c, false));
}

/* A frame of w's at now. */
static void window_frame(Window *w, int64_t now)
{
    Side *s = w->side;
    const Game *g = &w->c.game;
    s->now = now;
    controller_tick(&w->c, now);
    while (g->nactions > s->ng.game->nactions) {
        assert_true(net_game_local(&s->ng, &g->actions[s->ng.game->nactions], now));
    }
    net_link_flush_game(s->link, &s->ng);
    NetLinkEvent lev;
    while (net_link_poll(s->link, &lev)) {
        if (lev.kind == NET_LINK_LINE) {
            NetEvent ev = net_game_feed(&s->ng, lev.text, lev.len, now);
            if (ev.kind == NET_EV_ACTION ||
                (ev.kind == NET_EV_ACCEPTED && ev.request == NET_REQ_DRAW)) {
                assert_true(controller_remote_apply(&w->c, &ev.action, NULL));
            } else if (ev.kind == NET_EV_ACCEPTED) {
                assert_true(controller_take_back(&w->c, ev.target));
            }
            s->seen[s->nseen++ % EVENTS] = ev;
        }
    }
    controller_clock_adopt(&w->c, &s->ng.clock);
    session_sync(&w->s);
}

/* w's record of its game from its first action on (the header names the seats). */
static const char *window_record(Window *w, char *buf, size_t cap)
{
    session_sync(&w->s);
    size_t n = record_format_lines(&w->c.game, w->s.rev, NULL, RECORD_TEXT, buf, cap);
    assert_true(n > 0 && n < cap);
    const char *body = strstr(buf, "\n1. ");
    assert_non_null(body);
    return body + 1;
}

static void window_close(Window *w)
{
    session_free(&w->s);
    free(w);
}

/* Frames of to's at now until its game has n actions (from's lines on their way). */
static void window_receive(Window *to, int64_t now, int n)
{
    for (int t = 0; t < WAIT_MS && to->c.game.nactions < n; t += 2) {
        window_frame(to, now);
        sleep_ms(2);
    }
    assert_int_equal(to->c.game.nactions, n);
}

/* A person clicks point in w at t; the frame that sends it comes at sent. */
static void window_click(Window *w, int64_t t, const char *point, int64_t sent)
{
    controller_tick(&w->c, t);
    assert_true(controller_click(&w->c, support_point(point)));
    window_frame(w, sent);
}

/* w's clocks at its now are those a record of its game resumes with (its times, the thinking
 * under way): a fresh window's, given the game and its time control. */
static void expect_window_resumes(Window *w)
{
    Controller *again = malloc(sizeof *again);
    assert_non_null(again);
    ControllerOptions opt = w->c.opt;
    opt.seat[STONE_BLACK] = opt.seat[STONE_WHITE] = SEAT_HUMAN;
    opt.clock.kind = CLOCK_NONE;
    controller_init(again, &opt, NULL);
    controller_tick(again, w->c.now);
    controller_set_game(again, &w->c.game);
    controller_resume_clock(again, &w->c.opt.clock, controller_thinking_ms(&w->c), false);
    for (int p = 0; p < 2; p++) {
        ClockReading live, resumed;
        controller_clock_read(&w->c, p, &live);
        controller_clock_read(again, p, &resumed);
        assert_int_equal(live.main_ms, resumed.main_ms);
    }
    free(again);
}

/* Two windows over the test transport, each frame late on its clicks and each line late on
 * its way: both record the same thinking time for every move, the mover's own (audit 20a,
 * 7: the two saves differed by up to 0.46 s), and each window's clocks are the ones its
 * record resumes with (6). Then an older peer's way, without the times. */
static void test_netgame_two_windows_record_the_same_times(void **state)
{
    (void)state;
    Side host, join;
    pair_start_clock(&host, &join, &FISCHER_3M_2S);
    assert_true(host.ng.peer_times);
    assert_true(join.ng.peer_times);
    Window *b = malloc(sizeof *b), *w = malloc(sizeof *w);
    assert_non_null(b);
    assert_non_null(w);
    window_open(b, &host);
    window_open(w, &join);
    window_click(b, 1000, "h8", 1016); /* the first stone: 0 s */
    window_receive(w, 1100, 1);
    window_click(w, 5000, "i9", 5033); /* White: 3.9 s by its clock */
    window_receive(b, 5250, 2);
    window_click(b, 9000, "j10", 9020); /* Black: 3.75 s */
    window_receive(w, 9300, 3);
    window_click(w, 12345, "k11", 12400); /* White: 3.045 s */
    window_receive(b, 12470, 4);
    static const int32_t TIMES[] = {0, 3900, 3750, 3045};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(b->c.game.actions[i].time_ms, TIMES[i]);
        assert_int_equal(w->c.game.actions[i].time_ms, TIMES[i]);
    }
    window_frame(b, 14000); /* Black thinks */
    window_frame(w, 14100);
    expect_window_resumes(b);
    expect_window_resumes(w);
    /* White offers a draw; Black accepts 2.53 s into its turn: the draw's time is the same
     * in both records too. */
    assert_true(net_game_ask(&join.ng, NET_REQ_DRAW));
    window_frame(w, 14200);
    for (int t = 0; t < WAIT_MS && host.ng.incoming == NET_REQ_NONE; t += 2) {
        window_frame(b, 14300);
        sleep_ms(2);
    }
    controller_tick(&b->c, 15000);
    assert_true(net_game_answer(&host.ng, true, 15000));
    assert_true(controller_remote_apply(&b->c, &host.ng.game->actions[4], NULL));
    window_frame(b, 15000);
    window_receive(w, 15200, 5);
    assert_int_equal(w->c.game.result, RESULT_DRAW);
    assert_int_equal(b->c.game.actions[4].time_ms, 2530);
    assert_int_equal(w->c.game.actions[4].time_ms, 2530);
    window_close(b);
    window_close(w);
    pair_end(&host, &join);

    /* An older peer says no "times": nothing of ours it cannot read goes to it. */
    int fd = raw_start(&host, false);
    raw_send(fd, "RENJU-NET 3\nREADY\n");
    wait_for(&host, NULL, &host, NET_EV_START);
    assert_false(host.ng.peer_times);
    raw_play(&host, fd, "ACT 0 - h8\n", 1);
    host.now = 2500;
    Action a = stone_at(&host.ng, "i9", host.now);
    assert_true(net_game_local(&host.ng, &a, host.now));
    raw_expect(&host, fd, "ACT 1 - i9\n");
    raw_end(&host, fd);
}

/* The moves of an undo agreed over the network: h8 i9 h10 j10 a second apart, Black asks at
 * 5 s to take h10 back, White agrees at 6 s (Black hears it at 6.5 s), then k11 at 9.5 s
 * and k10 at 10 s. */
static const char *const UNDONE_RECORD = "1. h8\n"
                                         "2. i9 1.000s\n"
                                         "(\n"
                                         "  3. h10 1.000s\n"
                                         "  4. j10 1.000s\n"
                                         ")\n"
                                         "3. k11 3.000s\n"
                                         "4. k10 0.500s\n"
                                         "end\n";

/* Audit 20a, 9: after an undo agreed over the network both windows keep the same record:
 * the game as played after the take-back, the moves taken back a side line, as a local
 * take-back keeps them (the same game played at one board, the same undo, gives the same
 * record), and the asker's next move timed from the take-back, not from the move taken
 * back. During the game neither window offers that line (the game has one line); once it
 * is over both show it, as a local game does. */
static void test_netgame_undo_agreed_keeps_the_record_a_local_undo_keeps(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    Window *b = malloc(sizeof *b), *w = malloc(sizeof *w);
    assert_non_null(b);
    assert_non_null(w);
    window_open(b, &host);
    window_open(w, &join);
    window_click(b, 1000, "h8", 1000);
    window_receive(w, 1000, 1);
    window_click(w, 2000, "i9", 2000);
    window_receive(b, 2000, 2);
    window_click(b, 3000, "h10", 3000);
    window_receive(w, 3000, 3);
    window_click(w, 4000, "j10", 4000);
    window_receive(b, 4000, 4);
    controller_tick(&b->c, 5000);
    assert_true(net_game_ask(&host.ng, NET_REQ_UNDO));
    window_frame(b, 5000);
    for (int t = 0; t < WAIT_MS && join.ng.incoming == NET_REQ_NONE; t += 2) {
        window_frame(w, 5000);
        sleep_ms(2);
    }
    controller_tick(&w->c, 6000);
    assert_true(net_game_answer(&join.ng, true, 6000));
    assert_true(controller_take_back(&w->c, join.ng.target));
    window_frame(w, 6000);
    for (int t = 0; t < WAIT_MS && b->c.game.nactions != 2; t += 2) {
        window_frame(b, 6500);
        sleep_ms(2);
    }
    assert_int_equal(b->c.game.nactions, 2);
    assert_false(session_has_variations(&b->s, 2)); /* one line while it is played */
    assert_false(session_has_variations(&w->s, 2));
    window_click(b, 9500, "k11", 9500);
    window_receive(w, 9500, 3);
    window_click(w, 10000, "k10", 10000);
    window_receive(b, 10000, 4);
    char rb[4096], rw[4096];
    assert_string_equal(window_record(b, rb, sizeof rb), UNDONE_RECORD);
    assert_string_equal(window_record(w, rw, sizeof rw), UNDONE_RECORD);
    /* The same at one board: two people, the same times, h10 taken back with two undos. */
    Window *one = calloc(1, sizeof *one);
    assert_non_null(one);
    ControllerOptions opt = b->c.opt;
    opt.seat[STONE_WHITE] = SEAT_HUMAN;
    controller_init(&one->c, &opt, NULL);
    assert_true(session_init(&one->s, &one->c, false));
    static const char *const MOVES[] = {"h8", "i9", "h10", "j10"};
    for (int i = 0; i < 4; i++) {
        controller_tick(&one->c, 1000 * (i + 1));
        assert_true(session_click(&one->s, support_point(MOVES[i])));
        session_sync(&one->s);
    }
    controller_tick(&one->c, 6500);
    assert_true(controller_undo(&one->c));
    assert_true(controller_undo(&one->c));
    session_sync(&one->s);
    controller_tick(&one->c, 9500);
    assert_true(session_click(&one->s, support_point("k11")));
    controller_tick(&one->c, 10000);
    assert_true(session_click(&one->s, support_point("k10")));
    char ro[4096];
    assert_string_equal(window_record(one, ro, sizeof ro), UNDONE_RECORD);
    /* The game over (the connection gone), both offer the line taken back, as one board. */
    controller_take_seats(&b->c, SEAT_HUMAN, SEAT_HUMAN, -1);
    controller_take_seats(&w->c, SEAT_HUMAN, SEAT_HUMAN, -1);
    assert_true(session_has_variations(&b->s, 2));
    assert_true(session_has_variations(&w->s, 2));
    assert_true(session_has_variations(&one->s, 2));
    window_close(one);
    window_close(b);
    window_close(w);
    pair_end(&host, &join);
}

/* After h8 i9 h10 j10 (the raw peer Black, the host White), the peer may ask to take back
 * its own last action only (h10, back to 2 actions): all of the game, or more than its
 * last move, or a move of ours, is no request of the protocol's and ends the session; the
 * game stays. */
static void expect_undo(const char *line, bool asked)
{
    Side host;
    int fd = raw_begin(&host);
    raw_play(&host, fd, "ACT 0 - h8\n", 1);
    Action w = stone("i9");
    assert_true(net_game_local(&host.ng, &w, 0));
    raw_play(&host, fd, "ACT 2 - h10\n", 3);
    w = stone("j10");
    assert_true(net_game_local(&host.ng, &w, 0));
    raw_send(fd, line);
    if (asked) {
        const NetEvent *ev = wait_for(&host, NULL, &host, NET_EV_ASKED);
        assert_int_equal(ev->target, 2);
        assert_true(net_game_answer(&host.ng, true, host.now));
        assert_int_equal(host.ng.game->nactions, 2);
    } else {
        wait_for(&host, NULL, &host, NET_EV_ENDED);
        assert_int_equal(host.ng.end, NET_END_UNEXPECTED);
        assert_int_equal(host.ng.game->nactions, 4);
        assert_false(net_game_answer(&host.ng, true, host.now));
    }
    raw_end(&host, fd);
}

static void test_netgame_undo_only_the_askers_last_move(void **state)
{
    (void)state;
    expect_undo("UNDO 4 0\n", false); /* the whole game */
    expect_undo("UNDO 4 1\n", false); /* i9: ours */
    expect_undo("UNDO 4 3\n", false); /* j10: ours */
    expect_undo("UNDO 4 2\n", true);  /* h10 and our answer to it */
}

/* White asks to take back, Black offers a draw before it hears: both are declined, and
 * each side is told about its own request, crossed. */
static void test_netgame_crossed_requests_name_ones_own(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    static const char *const LINE[] = {"h8", "i9", "j10", "g9"};
    play_line(&host, &join, LINE, 4);
    assert_true(net_game_ask(&join.ng, NET_REQ_UNDO));
    assert_true(net_game_ask(&host.ng, NET_REQ_DRAW));
    const NetEvent *ev = wait_for(&host, &join, &join, NET_EV_DECLINED);
    assert_int_equal(ev->request, NET_REQ_UNDO);
    assert_true(ev->crossed);
    ev = wait_for(&host, &join, &host, NET_EV_DECLINED);
    assert_int_equal(ev->request, NET_REQ_DRAW);
    assert_true(ev->crossed);
    assert_int_equal(join.ng.asked, NET_REQ_NONE);
    assert_int_equal(host.ng.asked, NET_REQ_NONE);
    assert_int_equal(host.ng.incoming, NET_REQ_NONE);
    /* Nothing is left open: the game goes on, Black to move. */
    play(&host, &join, "k11");
    assert_int_equal(host.ng.state, NET_ST_PLAYING);
    assert_int_equal(join.ng.state, NET_ST_PLAYING);
    pair_end(&host, &join);
}

/* The host's draw offer came while the joiner's own was being confirmed (its window held
 * the question back): confirmed, the two cross, and each side is told its own was
 * declined; nothing is accepted and nothing stays open. */
static void test_netgame_offer_confirmed_over_a_held_question_crosses_it(void **state)
{
    (void)state;
    Side host, join;
    pair_start(&host, &join);
    static const char *const LINE[] = {"h8", "i9"};
    play_line(&host, &join, LINE, 2);
    assert_false(net_game_cross(&join.ng, NET_REQ_DRAW)); /* nothing of the host's open */
    assert_true(net_game_ask(&host.ng, NET_REQ_DRAW));
    wait_for(&host, &join, &join, NET_EV_ASKED);
    assert_true(net_game_cross(&join.ng, NET_REQ_DRAW));
    const NetEvent *ev = wait_for(&host, &join, &host, NET_EV_DECLINED);
    assert_int_equal(ev->request, NET_REQ_DRAW);
    assert_true(ev->crossed);
    for (int t = 0; t < 50; t++) { /* the echoes of the two declines */
        pump(&host);
        pump(&join);
        sleep_ms(2);
    }
    assert_int_equal(host.ng.asked, NET_REQ_NONE);
    assert_int_equal(host.ng.incoming, NET_REQ_NONE);
    assert_int_equal(join.ng.asked, NET_REQ_NONE);
    assert_int_equal(join.ng.incoming, NET_REQ_NONE);
    assert_int_equal(host.ng.game->result, RESULT_NONE);
    play(&host, &join, "j10");
    assert_int_equal(host.ng.state, NET_ST_PLAYING);
    assert_int_equal(join.ng.state, NET_ST_PLAYING);
    pair_end(&host, &join);
}

/* A session over a remote White's game: h8 (ours), i9, h10 (ours), j10. */
static Controller *remote_four(Session *s)
{
    Controller *c = remote_white();
    assert_true(session_init(s, c, false));
    assert_true(session_click(s, support_point("h8")));
    Action a = stone("i9");
    assert_true(controller_remote_apply(c, &a, NULL));
    assert_true(session_click(s, support_point("h10")));
    a = stone("j10");
    assert_true(controller_remote_apply(c, &a, NULL));
    return c;
}

/* Over the network the game has one line, the peer's too, while it is played: while an
 * earlier move is shown, a click brings the last one back and plays nothing, Pass and Undo
 * are off (and say to go to the last move). After the end nothing is taken back, and the
 * game is reviewed as a local one (fix 29b, item 2: a click said "a network game goes on
 * from its last move only" still): a click on an earlier move tries a line there, the
 * game played kept as its other line (the window then leaves the connection: netview.c). */
static void test_netgame_no_other_line_while_browsing(void **state)
{
    (void)state;
    Session s;
    Controller *c = remote_four(&s);
    controller_view(c, 2); /* PgUp twice: Black to move there too */
    assert_false(controller_can(c, CTL_CMD_UNDO));
    assert_false(controller_can(c, CTL_CMD_PASS));
    assert_true(controller_browsing_off(c, CTL_CMD_UNDO));
    assert_true(controller_browsing_off(c, CTL_CMD_PASS));
    assert_false(session_pass(&s));
    assert_int_equal(c->game.nactions, 4);
    controller_view(c, 2);
    assert_false(session_click(&s, support_point("k11")));
    assert_int_equal(c->game.nactions, 4);
    assert_int_equal(board_at(&c->game.board, support_point("k11")), STONE_EMPTY);
    assert_int_equal(board_at(&c->game.board, support_point("h10")), STONE_BLACK);
    assert_true(controller_is_live(c));
    assert_int_equal(c->msg, CTL_MSG_NET_LIVE_ONLY);
    GameError err;
    assert_false(session_branch(&s, support_point("k11"), &err));
    /* Live again: Undo is a request of the window's (ui_net_ask). */
    assert_true(controller_can(c, CTL_CMD_UNDO));
    Action draw;
    memset(&draw, 0, sizeof draw);
    draw.kind = ACTION_DRAW;
    draw.pos = POS_NONE;
    assert_true(controller_remote_apply(c, &draw, NULL));
    assert_false(controller_can(c, CTL_CMD_UNDO));
    assert_false(controller_browsing_off(c, CTL_CMD_UNDO));
    assert_int_equal(c->game.nactions, 5);
    session_sync(&s);
    controller_view(c, 2);
    c->msg = CTL_MSG_NONE;
    assert_true(session_click(&s, support_point("k11")));
    assert_int_equal(c->msg, CTL_MSG_NONE);
    assert_int_equal(c->game.nactions, 3);
    assert_int_equal(board_at(&c->game.board, support_point("k11")), STONE_BLACK);
    assert_int_equal(board_at(&c->game.board, support_point("h10")), STONE_EMPTY);
    controller_take_seats(c, SEAT_HUMAN, SEAT_HUMAN, -1); /* the window left (ended()) */
    session_sync(&s);
    Action alts[4];
    assert_int_equal(session_variations(&s, 2, alts, 4), 1); /* the game played: h10 */
    assert_int_equal(alts[0].pos, support_point("h10"));
    session_free(&s);
    free(c);
}

/* An accepted undo leaves the moves taken back in the review, but a network game has one
 * line: no other line is offered (audit 14b's defect 8: the asker's panel listed its own
 * and the opponent's undone moves as clickable lines). */
static void test_netgame_no_other_lines_after_an_accepted_undo(void **state)
{
    (void)state;
    Session s;
    Controller *c = remote_four(&s);
    Action a;
    session_sync(&s);
    controller_take_back(c, 2); /* Black's undo accepted: h10 and j10 go */
    session_sync(&s);
    assert_true(session_click(&s, support_point("k11")));
    a = stone("k10");
    assert_true(controller_remote_apply(c, &a, NULL));
    session_sync(&s);
    Action alts[6];
    assert_int_equal(session_variations(&s, 2, alts, 6), 0);
    assert_false(session_has_variations(&s, 2));
    assert_false(session_switch(&s, 2, 0));
    assert_int_equal(c->game.nactions, 4);
    session_free(&s);
    free(c);
}

/* A host's seat is not taken by a connection that says nothing (or not the protocol's
 * hello): after NET_HELLO_MS it is dropped and the opponent that sends its hello gets the
 * game; one that sends something else first is dropped at once. */
static int tcp_to(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    return fd;
}

static void test_netgame_silent_connection_frees_the_seat(void **state)
{
    (void)state;
    NetLink *l = net_link_host(0, NULL, NULL);
    assert_non_null(l);
    int port = 0;
    for (int t = 0; t < WAIT_MS && port == 0; t += 2) {
        port = net_link_port(l);
        sleep_ms(2);
    }
    assert_true(port > 0);
    int foreign = tcp_to(port);
    raw_send(foreign, "GET / HTTP/1.0\n");
    int silent = tcp_to(port);
    int peer = tcp_to(port); /* waits in the backlog, its hello sent */
    raw_send(peer, "RENJU-NET 3\n");
    bool connected = false, hello = false;
    NetLinkEvent ev;
    for (int t = 0; t < NET_HELLO_MS + WAIT_MS && !hello; t += 5) {
        while (net_link_poll(l, &ev)) {
            connected |= ev.kind == NET_LINK_CONNECTED;
            assert_int_not_equal(ev.kind, NET_LINK_CLOSED);
            if (ev.kind == NET_LINK_LINE) {
                assert_true(connected);
                assert_int_equal(ev.len, 11);
                assert_memory_equal(ev.text, "RENJU-NET 3", 11);
                hello = true;
            }
        }
        sleep_ms(5);
    }
    assert_true(hello);
    /* The silent one was dropped: its end reads the close. */
    char b;
    assert_true(read(silent, &b, 1) <= 0);
    assert_true(read(foreign, &b, 1) <= 0);
    close(foreign);
    close(silent);
    close(peer);
    net_link_destroy(l);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_netgame_lines_round_trip),
        cmocka_unit_test(test_netgame_lines_refused),
        cmocka_unit_test(test_netgame_whole_game),
        cmocka_unit_test(test_netgame_local_out_of_turn),
        cmocka_unit_test(test_netgame_peer_foul_refused),
        cmocka_unit_test(test_netgame_peer_bad_lines),
        cmocka_unit_test(test_netgame_peer_move_after_the_end),
        cmocka_unit_test(test_netgame_peer_occupied_and_version),
        cmocka_unit_test(test_netgame_drop_mid_game),
        cmocka_unit_test(test_netgame_peer_stops_reading),
        cmocka_unit_test(test_netgame_joiner_declines_the_offer),
        cmocka_unit_test(test_netgame_no_clock_still_times_the_moves),
        cmocka_unit_test(test_netgame_heartbeat_frozen_peer_lost),
        cmocka_unit_test(test_netgame_heartbeat_answered),
        cmocka_unit_test(test_netgame_stalled_window_keeps_the_game_both_read),
        cmocka_unit_test(test_netgame_stalled_window_reads_what_came),
        cmocka_unit_test(test_netgame_version_2_peer_is_named),
        cmocka_unit_test(test_netgame_host_game_not_known),
        cmocka_unit_test(test_netgame_reported_time_within_the_allowance_is_recorded),
        cmocka_unit_test(test_netgame_clock_offered),
        cmocka_unit_test(test_netgame_clock_times_carried),
        cmocka_unit_test(test_netgame_clock_as_a_record_replays_it),
        cmocka_unit_test(test_netgame_clock_drop_charges_the_running_turn),
        cmocka_unit_test(test_netgame_clock_own_time_out),
        cmocka_unit_test(test_netgame_clock_claim_peer_time_out),
        cmocka_unit_test(test_netgame_clock_lying_peer),
        cmocka_unit_test(test_netgame_clock_late_move_lost),
        cmocka_unit_test(test_netgame_clock_claim_of_a_move_in_time),
        cmocka_unit_test(test_netgame_clock_malformed_times),
        cmocka_unit_test(test_netgame_undo_declined_then_accepted),
        cmocka_unit_test(test_netgame_draw_offers),
        cmocka_unit_test(test_netgame_controller_remote_seat),
        cmocka_unit_test(test_netgame_two_windows_record_the_same_times),
        cmocka_unit_test(test_netgame_undo_agreed_keeps_the_record_a_local_undo_keeps),
        cmocka_unit_test(test_netgame_undo_only_the_askers_last_move),
        cmocka_unit_test(test_netgame_crossed_requests_name_ones_own),
        cmocka_unit_test(test_netgame_offer_confirmed_over_a_held_question_crosses_it),
        cmocka_unit_test(test_netgame_no_other_line_while_browsing),
        cmocka_unit_test(test_netgame_no_other_lines_after_an_accepted_undo),
        cmocka_unit_test(test_netgame_silent_connection_frees_the_seat),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
