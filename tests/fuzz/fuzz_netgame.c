/* Renju - MIT licence, see LICENSE.
 *
 * libFuzzer target for the network game's protocol (netgame.h): the input, cut into lines,
 * is what a peer sends to a host session and to a joiner session. Every line either is
 * taken or ends the session; after the end nothing more is taken; every line the session
 * writes back must be one the parser reads again; and the session's game must be what
 * replaying its actions gives (nothing the peer sent slipped past game_apply). The host
 * runs once without a clock and once on one (the joiner takes the GAME line's); a line
 * comes every 997 ms, and the clocks are ticked between lines.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "netgame.h"
#include "fuzz_entry.h"

static void check_output(NetGame *ng)
{
    char out[NET_OUT_MAX];
    size_t n = net_game_take(ng, out, sizeof out);
    size_t at = 0;
    while (at < n) {
        const char *end = memchr(out + at, '\n', n - at);
        if (!end) {
            abort(); /* every line written ends */
        }
        NetMsg m;
        size_t len = (size_t)(end - (out + at)) + 1;
        if (!net_msg_parse(out + at, len, ng->game->board.size, &m)) {
            abort();
        }
        at += len;
    }
}

static void check_game(const NetGame *ng)
{
    static Game replay;
    const Game *g = ng->game;
    game_init(&replay, g->rules, g->opening);
    for (int i = 0; i < g->nactions; i++) {
        if (!game_apply(&replay, &g->actions[i], NULL)) {
            abort();
        }
    }
    if (replay.board.hash != g->board.hash || replay.result != g->result) {
        abort();
    }
}

static void run(NetRole role, const TimeControl *tc, const uint8_t *data, size_t size)
{
    NetGame ng;
    if (!net_game_init(&ng, role, RULE_RENJU, OPENING_FREE, 0, tc)) {
        return;
    }
    int64_t now = 0;
    check_output(&ng);
    size_t at = 0;
    while (at < size) {
        const uint8_t *nl = memchr(data + at, '\n', size - at);
        size_t len = nl ? (size_t)(nl - (data + at)) + 1 : size - at;
        NetState before = ng.state;
        now += 997;
        NetEvent ev = net_game_feed(&ng, (const char *)data + at, len, now);
        if (before == NET_ST_ENDED && ev.kind != NET_EV_NONE) {
            abort();
        }
        if (ev.kind == NET_EV_OFFERED) {
            net_game_ready(&ng); /* the joiner agrees */
        } else if (ev.kind == NET_EV_ASKED) {
            net_game_answer(&ng, (len & 1) != 0, now);
        }
        check_output(&ng);
        net_game_tick(&ng, now + 500);
        check_output(&ng);
        at += len;
    }
    check_game(&ng);
    net_game_free(&ng);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    TimeControl tc = {CLOCK_FISCHER, 20000, 2000, 0, 0};
    run(NET_HOST, NULL, data, size);
    run(NET_HOST, &tc, data, size);
    run(NET_JOIN, NULL, data, size);
    return 0;
}
