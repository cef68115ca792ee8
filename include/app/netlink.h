/* Renju - MIT licence, see LICENSE.
 *
 * The connection of a network game (netgame.h): one TCP connection, hosted (listening on
 * a port until one peer connects) or joined (host:port), run by a thread of its own so
 * that no frame waits on the network. The thread blocks in poll(2) on the socket and a
 * wake pipe; it cuts what it reads into lines (at most NET_LINE_MAX bytes each: a longer
 * one ends the connection) in a bounded inbox, and writes what the caller queued. The
 * caller's thread takes events with net_link_poll, which never waits. SDL-free: the
 * caller is woken through the notify callback, as with the AI worker. A host's peer is
 * the first connection to send its hello line in time (NET_HELLO_MS).
 */
#ifndef RENJU_NETLINK_H
#define RENJU_NETLINK_H

#include <stdbool.h>
#include <stddef.h>

#include "netgame.h"

/* How long a join tries to connect. */
#define NET_CONNECT_MS 10000
/* How long a host gives a new connection to send its hello line, before it is dropped and
 * the host listens on. */
#define NET_HELLO_MS 10000
/* Seconds a connection is silent before keepalive probes (3, 10 s apart) look for the peer. */
#define NET_KEEPALIVE_S 30
/* The longest address a player types (host:port). */
#define NET_ADDRESS_MAX 128

typedef struct NetLink NetLink;

typedef void (*NetNotifyFn)(void *user);

typedef enum NetLinkEventKind {
    NET_LINK_NONE = 0,
    NET_LINK_CONNECTED, /* the peer is there */
    NET_LINK_LINE,      /* a line of the peer's (text, len; its LF dropped) */
    NET_LINK_CLOSED,    /* the connection ended: eof, or err_no; too_long: a line was */
    NET_LINK_FAILED     /* listening or connecting failed: err_no, or gai (getaddrinfo's) */
} NetLinkEventKind;

typedef struct NetLinkEvent {
    NetLinkEventKind kind;
    char text[NET_LINE_MAX];
    size_t len;
    bool too_long;
    int err_no;
    int gai;
} NetLinkEvent;

/* Listens on port (0: any free one) on every address of this machine. NULL when out of
 * memory; a port that cannot be taken fails at the first poll. */
NetLink *net_link_host(int port, NetNotifyFn notify, void *user);
/* Connects to "host:port" (host a name, an IPv4 address or [IPv6]; port
 * NET_DEFAULT_PORT when left out). NULL when out of memory or the address does not
 * read (then *bad_address is set). */
NetLink *net_link_join(const char *address, NetNotifyFn notify, void *user, bool *bad_address);
/* A connection already made (tests: one end of a socketpair). Takes fd over. */
NetLink *net_link_adopt(int fd, NetNotifyFn notify, void *user);
/* The port a host listens on (known once listening; 0 before). */
int net_link_port(NetLink *l);
/* Queues bytes to send (whole lines); false when the connection is gone or the queue full. */
bool net_link_send(NetLink *l, const char *data, size_t n);
/* Sends what the session wrote. A line that cannot be queued because the peer stopped
 * reading (the outbox full) is a lost connection: the session ends as net_game_closed
 * ends it, and that event is returned (else NET_EV_NONE). When the connection is gone or
 * failed, the lines are dropped and the link's own event (CLOSED, FAILED) says why. */
NetEvent net_link_flush_game(NetLink *l, NetGame *ng);
/* Has the connection ended (its CLOSED or FAILED event queued, maybe not yet polled)? */
bool net_link_gone(NetLink *l);
/* The next event, without waiting; false when there is none. */
bool net_link_poll(NetLink *l, NetLinkEvent *ev);
/* Sends what is queued (briefly, at most a quarter second), closes, and joins the thread. */
void net_link_destroy(NetLink *l);
/* Splits "host:port" into its parts; false when it does not read. */
bool net_link_split(const char *address, char *host, size_t cap, int *port);
/* This machine's addresses a peer could reach (IPv4, not loopback), comma-separated into
 * buf; "127.0.0.1" when it has none. */
void net_link_addresses(char *buf, size_t cap);

#endif
