/* Renju - MIT licence, see LICENSE.
 *
 * A game against a person on another machine: the line protocol "RENJU-NET 3" (README,
 * "Playing over the network") and one side's session, pure (no sockets: netlink.h carries
 * the lines). The session keeps its own copy of the game and checks every line the peer
 * sends against it through game_apply: a line that is not the protocol's, an action out
 * of step or out of turn, or one the rules refuse (a foul, an occupied point) ends the
 * session with that reason, and the game so far stays as it was. The peer is untrusted:
 * lines are capped at NET_LINE_MAX bytes of printable ASCII, numbers are bounded, and no
 * text of the peer's is ever shown or used as a format.
 *
 * Lines (each ends with LF; CR before it is allowed):
 *   RENJU-NET 3 [times]             both sides, first (later words of lower-case letters
 *                                   are extensions, those not known ignored). Version 3
 *                                   added the heartbeat (PING, PONG): a version 2 program
 *                                   rejects the line, so both sides name the other's version
 *                                   and close. "times": this side reads a thinking time in
 *                                   ACT and ACCEPT DRAW (below); a side sends one only to a
 *                                   peer that said "times", so an older one still plays
 *   GAME <rule> <opening> <seat> <clock>   host: the rule set, the opening rule, the
 *                                   joiner's seat ("first" or "second" player) and the
 *                                   time control as clock_control_format writes it ("none")
 *   READY                           joiner: the game starts
 *   ACT <n> <left> [<ms>] <action words>   an action as game_action_format writes it,
 *                                   played on the position after n actions; left: "-"
 *                                   without a clock, else the mover's time left for its
 *                                   next turn in ms ("61500"; byo-yomi: and its periods,
 *                                   "0/3"); ms ("times"): the action's thinking time as its
 *                                   mover's record keeps it, which the other side records
 *                                   too (at most 1 s above its own measure)
 *   DRAW <n>                        offers a draw on the position after n actions
 *   UNDO <n> <m>                    asks to take the game back from n actions to m, m
 *                                   the asker's own last action (anything else ends it)
 *   ACCEPT DRAW|UNDO, DECLINE DRAW|UNDO   the answer to the peer's offer or request;
 *                                   ACCEPT DRAW <ms> ("times"): the draw's thinking time,
 *                                   the running turn's by the accepting side's measure
 *   BYE                             leaving
 *   PING, PONG                      PING when the peer has been silent NET_PING_MS, PONG
 *                                   the answer
 * One request (draw or undo) is open at a time; its maker acts no more until the answer,
 * and the other side's action declines it. Requests that cross are both declined.
 *
 * The clock (net_game_tick and the now of feed and local: any monotonic milliseconds):
 * each side times both players by its own clock. The game's first action starts the
 * clocks: a turn of its mover timed 0 s (on Fischer it earns its increment), as in the
 * window and in a record's replay (clock_replay). Our action is charged the thinking time
 * the window recorded for it (Action.time_ms, at most what we measured: it counts as made
 * at the click, not at the frame that sends it), so a record replays to our clocks. The peer's
 * reported time corrects ours for it, but never above what we measured plus NET_CLOCK_ALLOWANCE_MS
 * (the latency we forgive a move: our measure of the peer's turn holds the line's travel both
 * ways). Our time out: we say "timeout" for our own colour and lose. The peer's move come when its
 * time is past zero by our measure by more than the allowance: we claim the win ("timeout"
 * for its colour, on the position before that move, which is not played); within it, the
 * move counts as made at zero and its lateness comes off the allowance. The peer silent
 * past zero by more than NET_CLOCK_GRACE_MS: we claim the win too. A claim against us
 * counts only when our own clock is out too (never once we have moved: we move only in
 * our time); else the session ends (NET_END_CLAIM), a loss for neither. No pause, and no
 * undo on a clock.
 *
 * The heartbeat (a stopped or hung peer whose kernel still acknowledges TCP): a line of
 * the peer's is due every NET_PING_MS of silence (we ask with PING); none for
 * NET_SILENCE_MS ends the session as NET_END_LOST, clock or not. The game both keep is the
 * one both read: a line the peer wrote after reading an action (its ACT, DRAW, UNDO,
 * ACCEPT, DECLINE; a PONG to a PING sent after it) acknowledges it, and a silence ends the
 * game at the last action the peer acknowledged (ours after it are taken back). The caller
 * ticks at least every NET_PING_MS (net_game_wait): a longer gap is our own stall (the
 * program stopped), and the peer's silence counts from the waking, so that what came
 * meanwhile is read first; when we had been silent NET_SILENCE_MS by then, the peer has
 * given the game up so, and a close that follows takes back to the last action we had
 * acknowledged: the game the peer kept.
 */
#ifndef RENJU_NETGAME_H
#define RENJU_NETGAME_H

#include <stdbool.h>
#include <stddef.h>

#include "clock.h"
#include "game.h"
#include "rules.h"

#define NET_VERSION 3
/* The longest line either side sends or takes, its LF included. */
#define NET_LINE_MAX 160
/* The port a host listens on unless told another. */
#define NET_DEFAULT_PORT 7412
/* Room for the lines a session has written and the caller has not taken yet. */
#define NET_OUT_MAX 2048
/* What a peer's reported time may exceed our measure by, a move (latency). */
#define NET_CLOCK_ALLOWANCE_MS 1000
/* How far past zero by our measure the peer's clock runs, without a move, before we claim
 * the win (a move come past the allowance is claimed at once). */
#define NET_CLOCK_GRACE_MS 5000
/* The heartbeat: a PING after this much silence of the peer's; the session is lost after
 * NET_SILENCE_MS without a line. */
#define NET_PING_MS 15000
#define NET_SILENCE_MS 60000
/* A gap between ticks longer than this is our own stall. */
#define NET_STALL_MS (2 * NET_PING_MS)
/* PINGs awaiting their PONG, remembered (the oldest forgotten beyond). */
#define NET_PINGS_MAX 8

typedef enum NetMsgKind {
    NET_MSG_HELLO = 0,
    NET_MSG_GAME,
    NET_MSG_READY,
    NET_MSG_ACT,
    NET_MSG_DRAW,
    NET_MSG_UNDO,
    NET_MSG_ACCEPT,
    NET_MSG_DECLINE,
    NET_MSG_BYE,
    NET_MSG_PING,
    NET_MSG_PONG
} NetMsgKind;

typedef enum NetRequest { NET_REQ_NONE = 0, NET_REQ_DRAW, NET_REQ_UNDO } NetRequest;

typedef struct NetMsg {
    NetMsgKind kind;
    int version;        /* HELLO */
    RuleId rule;        /* GAME */
    OpeningId opening;  /* GAME */
    int seat;           /* GAME: the joiner's player, 0 first, 1 second */
    int n;              /* ACT, DRAW, UNDO: the actions before it */
    int target;         /* UNDO */
    NetRequest request; /* ACCEPT, DECLINE */
    Action action;      /* ACT */
    TimeControl clock;  /* GAME */
    int64_t left_ms;    /* ACT: the mover's time left, -1 when not given ("-") */
    int left_periods;   /* ACT: its byo-yomi periods, -1 when not given */
    int64_t think_ms;   /* ACT, ACCEPT DRAW: the thinking time, -1 when not given */
    bool times;         /* HELLO: the extension "times" */
    bool off_board;     /* a refused ACT: its point is not one of the board ("z99") */
} NetMsg;

/* Reads one line (len bytes, no NUL needed; a final LF or CR LF is allowed) for a board of
 * size (ACT's points). False when it is not a line of the protocol. */
bool net_msg_parse(const char *line, size_t len, int size, NetMsg *out);
/* Writes m as a line with its LF into buf; returns its length, 0 when it does not fit. */
size_t net_msg_format(const NetMsg *m, char *buf, size_t cap);

typedef enum NetRole { NET_HOST = 0, NET_JOIN } NetRole;

typedef enum NetState {
    NET_ST_HELLO = 0, /* waiting for the peer's hello (the host: and its READY) */
    NET_ST_OFFERED,   /* joiner: the host's game is known, waiting for net_game_ready */
    NET_ST_PLAYING,
    NET_ST_ENDED
} NetState;

/* Why a session ended. */
typedef enum NetEnd {
    NET_END_NONE = 0,
    NET_END_LEFT,        /* the peer said BYE */
    NET_END_LOST,        /* the connection dropped (mid-game, or before it began) */
    NET_END_FINISHED,    /* the connection closed after the game had ended */
    NET_END_QUIT,        /* we left (net_game_leave) */
    NET_END_VERSION,     /* the peer speaks another version (number) */
    NET_END_MALFORMED,   /* a line that is not the protocol's */
    NET_END_TOO_LONG,    /* a line longer than NET_LINE_MAX */
    NET_END_OFF_BOARD,   /* an action on a point that is not one of the board */
    NET_END_AFTER_END,   /* an action of the peer's after the game had ended */
    NET_END_UNEXPECTED,  /* a line the protocol does not allow now */
    NET_END_OUT_OF_STEP, /* an action for another position than ours */
    NET_END_OUT_OF_TURN, /* an action of the peer's when it is not the peer's to act */
    NET_END_REFUSED,     /* the rules refuse the peer's action (error) */
    NET_END_CLAIM,       /* the peer claimed a win on time that our clock does not show */
    NET_END_DECLINED,    /* host: the joiner left at the offer, before the game began */
    NET_END_UNKNOWN_GAME /* joiner: the host's GAME line does not read (a rule not known) */
} NetEnd;

typedef enum NetEventKind {
    NET_EV_NONE = 0,
    NET_EV_OFFERED,   /* joiner: the host's rule, opening and seats are known */
    NET_EV_START,     /* the game begins */
    NET_EV_ACTION,    /* the peer's action (action), applied to the session's game */
    NET_EV_ASKED,     /* the peer asks (request; UNDO: back to target actions) */
    NET_EV_WITHDRAWN, /* the peer's request is gone (it acted instead) */
    NET_EV_ACCEPTED,  /* our request was accepted and applied (UNDO: to target) */
    NET_EV_DECLINED,  /* our request was declined (or crossed another) */
    NET_EV_ENDED      /* the session ended (NetGame.end) */
} NetEventKind;

/* action.time_ms: the thinking time both records keep for it (the peer's word when it
 * gives one, else our measure). */
typedef struct NetEvent {
    NetEventKind kind;
    Action action; /* NET_EV_ACTION; NET_EV_ACCEPTED of a draw: the draw */
    NetRequest request;
    int target;
    bool crossed; /* NET_EV_DECLINED: ours crossed the peer's request */
} NetEvent;

typedef struct NetGame {
    NetRole role;
    NetState state;
    int local;  /* our player: 0 first, 1 second */
    Game *game; /* the game as both sides agree on it */
    RuleId rule;
    OpeningId opening;
    TimeControl tc;      /* the host's control (CLOCK_NONE: no clock) */
    Clock clock;         /* both players' clocks as we time them (player 0 first) */
    bool hello;          /* the peer's hello came */
    bool peer_times;     /* it said "times": our thinking times go to it */
    bool ping;           /* the heartbeat runs (from the hello on) */
    int64_t heard;       /* when the peer's last line came */
    int64_t pinged;      /* when we last sent PING */
    NetRequest asked;    /* our open request */
    NetRequest incoming; /* the peer's open request */
    int target;          /* the open UNDO's target (ours or the peer's) */
    NetEnd end;
    int version;   /* NET_END_VERSION: the peer's */
    GameError err; /* NET_END_REFUSED: why */
    int64_t now;   /* the latest now the session was given (an end stops the clocks there) */
    char out[NET_OUT_MAX];
    size_t nout;
    /* What each side has read (the heartbeat's end keeps the game both read). */
    int64_t said;              /* when we last wrote a line */
    int64_t ticked;            /* the last net_game_tick's now (-1: none yet) */
    int acked;                 /* the actions the peer has shown it read (its lines after them) */
    int answered;              /* the actions we had read when we last wrote such a line */
    int ping_n[NET_PINGS_MAX]; /* our PINGs unanswered: the actions before each */
    int64_t ping_at[NET_PINGS_MAX];
    int npings;
    int64_t woke; /* our last stall's end (-1: none) */
    int given_up; /* the peer has given us up at that stall: answered then (else -1) */
} NetGame;

/* A session. The host's game (rule, opening, the host's seat 0 or 1, its time control:
 * NULL or an invalid one for none) is set here; a joiner's comes with the host's GAME
 * line. Both write their hello at once. False when out of memory. */
bool net_game_init(NetGame *ng, NetRole role, RuleId rule, OpeningId opening, int host_seat,
                   const TimeControl *tc);
void net_game_free(NetGame *ng);
/* Takes one line of the peer's, come at now; returns what it did (NET_EV_NONE: nothing to
 * show). */
NetEvent net_game_feed(NetGame *ng, const char *line, size_t len, int64_t now);
/* The clocks at now: our time out is our loss, said to the peer; the peer's past zero by
 * NET_CLOCK_GRACE_MS is claimed. Either is a NET_EV_ACTION (a timeout) applied to the
 * session's game. The heartbeat: a PING written, or the peer silent past NET_SILENCE_MS
 * (NET_EV_ENDED, NET_END_LOST). Else NET_EV_NONE. */
NetEvent net_game_tick(NetGame *ng, int64_t now);
/* How long after now the heartbeat wants the next tick, -1 when it does not run. */
int64_t net_game_wait(const NetGame *ng, int64_t now);
/* The connection closed at now (eof or an error), or a line was longer than NET_LINE_MAX.
 * An undecided game's clocks stop there, the running turn charged (paused: its thinking
 * so far stays the running action's, as a record keeps it). */
NetEvent net_game_closed(NetGame *ng, bool too_long, int64_t now);
/* Joiner: agrees to the host's game; the game begins. */
bool net_game_ready(NetGame *ng);
/* Our own action at now, already played in the window's game, a->time_ms its thinking time
 * there (charged, at most what we measured; the peer records it too): false when it is not
 * ours to make now (not our turn, a request of ours open, a draw or time-out, our time
 * out when it was made) or the rules refuse it. */
bool net_game_local(NetGame *ng, const Action *a, int64_t now);
/* Asks for a draw or an undo; false when not possible now (a request open, the game over,
 * nothing of ours to take back, an undo on a clock). */
bool net_game_ask(NetGame *ng, NetRequest r);
/* Our request r, made while the peer's open one was not yet shown (a dialog of ours was
 * open): both count as crossed. Sends r, then declines the peer's: the peer sees its own
 * crossed, and nothing is open on either side. False when no request of the peer's is open
 * or r is not possible now. */
bool net_game_cross(NetGame *ng, NetRequest r);
/* Answers the peer's open request at now; accepted, it is applied to the session's game
 * (the caller applies it to the window's: a draw, the session's last action with its time,
 * or back to ng->target actions). */
bool net_game_answer(NetGame *ng, bool accept, int64_t now);
/* We leave: writes BYE. */
void net_game_leave(NetGame *ng);
/* The lines written since the last call: copies them out and forgets them. */
size_t net_game_take(NetGame *ng, char *buf, size_t cap);
/* The number of actions an undo of ours would go back to, -1 when there is none. */
int net_game_undo_target(const NetGame *ng);
/* Is the game under way with the peer (started, not ended, not over)? */
bool net_game_live(const NetGame *ng);

#endif
