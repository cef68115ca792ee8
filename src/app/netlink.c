/* Renju - MIT licence, see LICENSE.
 *
 * The network game's connection (netlink.h). The thread owns the sockets: a host's
 * listening socket (bound at once, so its port is known, then accept(2) in the thread), a
 * joiner's connect (getaddrinfo and a non-blocking connect within NET_CONNECT_MS, in the
 * thread), then the connection. It shares with the caller, under one lock, an inbox of
 * events (bounded: while it is full the thread reads nothing more) and an outbox of bytes.
 * A wake pipe brings the thread out of poll(2) for new output, a drained inbox and the end.
 */
#define _DEFAULT_SOURCE /* getifaddrs(), NI_NUMERICHOST */
#include "netlink.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "ai.h"

#define LINK_EVENTS 64
#define LINK_OUTBOX 8192
#define LINK_FLUSH_MS 250
#define LINK_EARLY (NET_LINE_MAX * 2)

struct NetLink {
    pthread_mutex_t lock;
    /* Shared (under lock). */
    NetLinkEvent events[LINK_EVENTS];
    int head, count;
    char outbox[LINK_OUTBOX];
    size_t outlen;
    bool stopping;
    bool gone; /* the connection ended: nothing more is sent */
    /* The thread's. */
    int fd;        /* the connection, -1 before */
    int listen_fd; /* a host's, until one peer came */
    char host[NET_ADDRESS_MAX];
    int port;
    bool joining;
    char partial[NET_LINE_MAX];
    size_t partial_len;
    char early[LINK_EARLY]; /* a host's: what came with the peer's first line */
    size_t early_len;
    /* Fixed from the start. */
    int wake_rd, wake_wr;
    int bound_port;
    int fail_errno; /* the host's bind or listen failed */
    pthread_t thread;
    bool has_thread;
    NetNotifyFn notify;
    void *user;
};

static void close_fd(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

static void wake(NetLink *l)
{
    char c = 1;
    ssize_t n = write(l->wake_wr, &c, 1);
    (void)n; /* a full wake pipe already wakes it */
}

static void no_notify(void *user) { (void)user; }

/* Adds an event (the thread, under no lock); false when the inbox is full. */
static bool push(NetLink *l, const NetLinkEvent *ev)
{
    pthread_mutex_lock(&l->lock);
    bool room = l->count < LINK_EVENTS;
    if (room) {
        l->events[(l->head + l->count) % LINK_EVENTS] = *ev;
        l->count++;
    }
    if (ev->kind == NET_LINK_CLOSED || ev->kind == NET_LINK_FAILED) {
        l->gone = true;
    }
    pthread_mutex_unlock(&l->lock);
    l->notify(l->user);
    return room;
}

static void push_kind(NetLink *l, NetLinkEventKind kind, int err_no, int gai, bool too_long)
{
    NetLinkEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    ev.err_no = err_no;
    ev.gai = gai;
    ev.too_long = too_long;
    if (!push(l, &ev)) {
        /* The end must get through: it takes the last slot's place. */
        pthread_mutex_lock(&l->lock);
        l->events[(l->head + LINK_EVENTS - 1) % LINK_EVENTS] = ev;
        pthread_mutex_unlock(&l->lock);
    }
}

/* How many bytes may be read now: a byte makes at most one line, and one slot is kept
 * for the end. */
static size_t inbox_room(NetLink *l)
{
    pthread_mutex_lock(&l->lock);
    int room = LINK_EVENTS - 1 - l->count;
    pthread_mutex_unlock(&l->lock);
    return room > 0 ? (size_t)room : 0;
}

static bool stopping(NetLink *l)
{
    pthread_mutex_lock(&l->lock);
    bool s = l->stopping;
    pthread_mutex_unlock(&l->lock);
    return s;
}

static void drain_wake(NetLink *l)
{
    char buf[64];
    while (read(l->wake_rd, buf, sizeof buf) > 0) {
    }
}

/* Cuts bytes into lines; false when one is too long. */
static bool take_bytes(NetLink *l, const char *buf, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (buf[i] != '\n') {
            if (l->partial_len >= NET_LINE_MAX - 1) {
                return false;
            }
            l->partial[l->partial_len++] = buf[i];
            continue;
        }
        NetLinkEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = NET_LINK_LINE;
        ev.len = l->partial_len;
        memcpy(ev.text, l->partial, ev.len);
        l->partial_len = 0;
        push(l, &ev);
    }
    return true;
}

/* Writes what it can of the outbox without waiting; false when the connection failed. */
static bool write_some(NetLink *l)
{
    pthread_mutex_lock(&l->lock);
    bool ok = true;
    while (l->outlen > 0) {
        ssize_t n = send(l->fd, l->outbox, l->outlen, MSG_NOSIGNAL);
        if (n < 0) {
            ok = errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
            break;
        }
        memmove(l->outbox, l->outbox + n, l->outlen - (size_t)n);
        l->outlen -= (size_t)n;
    }
    pthread_mutex_unlock(&l->lock);
    return ok;
}

static bool has_output(NetLink *l)
{
    pthread_mutex_lock(&l->lock);
    bool out = l->outlen > 0;
    pthread_mutex_unlock(&l->lock);
    return out;
}

/* Waits on fd for events (and the wake pipe) up to ms; returns fd's revents, -1 on stop. */
static int wait_fd(NetLink *l, int fd, short events, int ms)
{
    struct pollfd p[2] = {{fd, events, 0}, {l->wake_rd, POLLIN, 0}};
    int r = poll(p, 2, ms);
    if (r > 0 && (p[1].revents & POLLIN)) {
        drain_wake(l);
    }
    if (stopping(l)) {
        return -1;
    }
    return r > 0 ? p[0].revents : 0;
}

/* A connection that came to the host: does it send its hello line within NET_HELLO_MS?
 * What it sent is kept in early. Else it is closed and the host listens on, so a silent
 * or foreign one does not take the seat. Our own lines go to it at once (a peer may wait
 * for them first); the outbox keeps them until this connection is the one. */
static bool hello_came(NetLink *l, int fd)
{
    static const char HELLO[] = "RENJU-NET ";
    char out[LINK_OUTBOX];
    pthread_mutex_lock(&l->lock);
    size_t nout = l->outlen;
    memcpy(out, l->outbox, nout);
    pthread_mutex_unlock(&l->lock);
    ssize_t sent = nout > 0 ? send(fd, out, nout, MSG_NOSIGNAL | MSG_DONTWAIT) : 0;
    int64_t deadline = ai_now_ms() + NET_HELLO_MS;
    l->early_len = 0;
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    while (!memchr(l->early, '\n', l->early_len)) {
        int left = (int)(deadline - ai_now_ms());
        int rev = left > 0 && l->early_len < LINK_EARLY ? wait_fd(l, fd, POLLIN, left) : -1;
        if (rev < 0) {
            return false;
        }
        ssize_t n = rev > 0 ? recv(fd, l->early + l->early_len, LINK_EARLY - l->early_len, 0) : -1;
        if (rev > 0 && (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))) {
            return false;
        }
        l->early_len += n > 0 ? (size_t)n : 0;
    }
    if (l->early_len < sizeof HELLO - 1 || memcmp(l->early, HELLO, sizeof HELLO - 1) != 0) {
        return false;
    }
    pthread_mutex_lock(&l->lock);
    if (sent > 0) { /* the caller only adds at the end */
        memmove(l->outbox, l->outbox + sent, l->outlen - (size_t)sent);
        l->outlen -= (size_t)sent;
    }
    pthread_mutex_unlock(&l->lock);
    return true;
}

static bool accept_peer(NetLink *l)
{
    for (;;) {
        int rev = wait_fd(l, l->listen_fd, POLLIN, -1);
        if (rev < 0) {
            return false;
        }
        if (rev & POLLIN) {
            int fd = accept(l->listen_fd, NULL, NULL);
            if (fd >= 0 && hello_came(l, fd)) {
                l->fd = fd;
                close_fd(&l->listen_fd); /* one peer a game */
                return true;
            }
            if (fd >= 0) {
                close(fd);
            }
            if (stopping(l)) {
                return false;
            }
        }
    }
}

/* A peer that vanished without closing (its machine off, the cable out) is found by the
 * keepalive probes, where the system has them: the connection then ends as lost. */
static void keep_alive(int fd)
{
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
#if defined(TCP_KEEPIDLE) && defined(TCP_KEEPINTVL) && defined(TCP_KEEPCNT)
    int idle = NET_KEEPALIVE_S, intvl = 10, cnt = 3;
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &intvl, sizeof intvl);
    setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &cnt, sizeof cnt);
#endif
}

static bool connect_peer(NetLink *l)
{
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    char port[16];
    snprintf(port, sizeof port, "%d", l->port);
    int gai = getaddrinfo(l->host, port, &hints, &res);
    if (gai != 0) {
        push_kind(l, NET_LINK_FAILED, gai == EAI_SYSTEM ? errno : 0, gai, false);
        return false;
    }
    int64_t deadline = ai_now_ms() + NET_CONNECT_MS;
    int err = ECONNREFUSED;
    for (struct addrinfo *ai = res; ai && l->fd < 0; ai = ai->ai_next) {
        int fd = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd < 0) {
            err = errno;
            continue;
        }
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
        if (connect(fd, ai->ai_addr, ai->ai_addrlen) != 0 && errno != EINPROGRESS) {
            err = errno;
            close(fd);
            continue;
        }
        int left = (int)(deadline - ai_now_ms());
        int rev = wait_fd(l, fd, POLLOUT, left > 0 ? left : 0);
        if (rev < 0) {
            close(fd);
            break;
        }
        int so = ETIMEDOUT;
        socklen_t len = sizeof so;
        if (rev & (POLLOUT | POLLERR | POLLHUP)) {
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &so, &len);
        }
        if (so == 0) {
            l->fd = fd;
        } else {
            err = so;
            close(fd);
        }
    }
    freeaddrinfo(res);
    if (l->fd < 0 && !stopping(l)) {
        push_kind(l, NET_LINK_FAILED, err, 0, false);
    }
    return l->fd >= 0;
}

/* Before closing: the queued lines (a BYE) get a moment to go. */
static void flush(NetLink *l)
{
    int64_t end = ai_now_ms() + LINK_FLUSH_MS;
    while (l->fd >= 0 && has_output(l) && ai_now_ms() < end) {
        struct pollfd p = {l->fd, POLLOUT, 0};
        if (poll(&p, 1, (int)(end - ai_now_ms())) <= 0 || !write_some(l)) {
            break;
        }
    }
}

static void run(NetLink *l)
{
    if (l->fail_errno) {
        push_kind(l, NET_LINK_FAILED, l->fail_errno, 0, false);
        return;
    }
    if (l->fd < 0 && !(l->joining ? connect_peer(l) : accept_peer(l))) {
        return;
    }
    fcntl(l->fd, F_SETFL, fcntl(l->fd, F_GETFL) | O_NONBLOCK);
    keep_alive(l->fd);
    push_kind(l, NET_LINK_CONNECTED, 0, 0, false);
    if (l->early_len > 0 && !take_bytes(l, l->early, l->early_len)) {
        push_kind(l, NET_LINK_CLOSED, 0, 0, true);
        return;
    }
    char buf[4096];
    for (;;) {
        size_t room = inbox_room(l);
        bool out = has_output(l);
        /* A full inbox: only the wake pipe (the caller drains it) or output to write. */
        int rev = room == 0 && !out
                      ? wait_fd(l, -1, 0, 1000)
                      : wait_fd(l, l->fd, (short)((room ? POLLIN : 0) | (out ? POLLOUT : 0)), 1000);
        if (rev < 0) {
            flush(l);
            return;
        }
        if ((rev & POLLOUT) && !write_some(l)) {
            push_kind(l, NET_LINK_CLOSED, errno, 0, false);
            return;
        }
        if (room > 0 && (rev & (POLLIN | POLLHUP | POLLERR))) {
            ssize_t n = recv(l->fd, buf, room < sizeof buf ? room : sizeof buf, 0);
            if (n > 0 && !take_bytes(l, buf, (size_t)n)) {
                push_kind(l, NET_LINK_CLOSED, 0, 0, true);
                return;
            }
            if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) {
                push_kind(l, NET_LINK_CLOSED, n < 0 ? errno : 0, 0, false);
                return;
            }
        }
    }
}

static void *thread_main(void *arg)
{
    run(arg);
    return NULL;
}

static NetLink *link_new(NetNotifyFn notify, void *user)
{
    NetLink *l = calloc(1, sizeof *l);
    if (!l) {
        return NULL;
    }
    int wake_fds[2];
    if (pipe(wake_fds) != 0) {
        free(l);
        return NULL;
    }
    for (int i = 0; i < 2; i++) {
        fcntl(wake_fds[i], F_SETFL, fcntl(wake_fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(wake_fds[i], F_SETFD, FD_CLOEXEC);
    }
    l->wake_rd = wake_fds[0];
    l->wake_wr = wake_fds[1];
    l->fd = -1;
    l->listen_fd = -1;
    pthread_mutex_init(&l->lock, NULL);
    l->notify = notify ? notify : no_notify;
    l->user = user;
    return l;
}

static NetLink *link_start(NetLink *l)
{
    if (pthread_create(&l->thread, NULL, thread_main, l) != 0) {
        l->fail_errno = EAGAIN; /* reported by the first poll */
        push_kind(l, NET_LINK_FAILED, EAGAIN, 0, false);
        return l;
    }
    l->has_thread = true;
    return l;
}

/* A socket listening on port: IPv6 taking IPv4 too where it can, else IPv4. */
static int listen_on(int port, int *err)
{
    int fd = socket(AF_INET6, SOCK_STREAM, 0);
    int one = 1, zero = 0;
    if (fd >= 0) {
        struct sockaddr_in6 a6;
        memset(&a6, 0, sizeof a6);
        a6.sin6_family = AF_INET6;
        a6.sin6_addr = in6addr_any;
        a6.sin6_port = htons((uint16_t)port);
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero);
        if (bind(fd, (struct sockaddr *)&a6, sizeof a6) == 0 && listen(fd, 1) == 0) {
            return fd;
        }
        *err = errno;
        close(fd);
    }
    fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        *err = errno;
        return -1;
    }
    struct sockaddr_in a4;
    memset(&a4, 0, sizeof a4);
    a4.sin_family = AF_INET;
    a4.sin_addr.s_addr = htonl(INADDR_ANY);
    a4.sin_port = htons((uint16_t)port);
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(fd, (struct sockaddr *)&a4, sizeof a4) == 0 && listen(fd, 1) == 0) {
        return fd;
    }
    *err = errno;
    close(fd);
    return -1;
}

NetLink *net_link_host(int port, NetNotifyFn notify, void *user)
{
    NetLink *l = link_new(notify, user);
    if (!l) {
        return NULL;
    }
    int err = 0;
    l->listen_fd = port >= 0 && port <= 65535 ? listen_on(port, &err) : -1;
    if (l->listen_fd < 0) {
        l->fail_errno = err ? err : EINVAL;
    } else {
        fcntl(l->listen_fd, F_SETFD, FD_CLOEXEC);
        struct sockaddr_storage ss;
        socklen_t len = sizeof ss;
        if (getsockname(l->listen_fd, (struct sockaddr *)&ss, &len) == 0) {
            l->bound_port = ss.ss_family == AF_INET6
                                ? ntohs(((struct sockaddr_in6 *)&ss)->sin6_port)
                                : ntohs(((struct sockaddr_in *)&ss)->sin_port);
        }
    }
    return link_start(l);
}

bool net_link_split(const char *address, char *host, size_t cap, int *port)
{
    size_t n = strlen(address);
    while (n > 0 && address[0] == ' ') {
        address++;
        n--;
    }
    while (n > 0 && address[n - 1] == ' ') {
        n--;
    }
    if (n == 0 || n >= NET_ADDRESS_MAX) {
        return false;
    }
    const char *h = address;
    size_t hl = n;
    const char *colon = NULL;
    if (address[0] == '[') {
        const char *close = memchr(address, ']', n);
        if (!close) {
            return false;
        }
        h = address + 1;
        hl = (size_t)(close - h);
        colon = close + 1 < address + n ? close + 1 : NULL;
        if (colon && *colon != ':') {
            return false;
        }
    } else {
        colon = memchr(address, ':', n);
        if (colon && memchr(colon + 1, ':', (size_t)(address + n - colon - 1))) {
            colon = NULL; /* a bare IPv6 address: no port */
        } else if (colon) {
            hl = (size_t)(colon - address);
        }
    }
    *port = NET_DEFAULT_PORT;
    if (colon) {
        const char *p = colon + 1;
        size_t pl = (size_t)(address + n - p);
        int v = 0;
        if (pl == 0 || pl > 5) {
            return false;
        }
        for (size_t i = 0; i < pl; i++) {
            if (p[i] < '0' || p[i] > '9') {
                return false;
            }
            v = v * 10 + (p[i] - '0');
        }
        if (v < 1 || v > 65535) {
            return false;
        }
        *port = v;
    }
    if (hl == 0 || hl >= cap) {
        return false;
    }
    for (size_t i = 0; i < hl; i++) {
        unsigned char ch = (unsigned char)h[i];
        if (ch <= ' ' || ch > '~') {
            return false;
        }
    }
    memcpy(host, h, hl);
    host[hl] = '\0';
    return true;
}

NetLink *net_link_join(const char *address, NetNotifyFn notify, void *user, bool *bad_address)
{
    char host[NET_ADDRESS_MAX];
    int port;
    *bad_address = !net_link_split(address, host, sizeof host, &port);
    if (*bad_address) {
        return NULL;
    }
    NetLink *l = link_new(notify, user);
    if (!l) {
        return NULL;
    }
    snprintf(l->host, sizeof l->host, "%s", host);
    l->port = port;
    l->joining = true;
    return link_start(l);
}

NetLink *net_link_adopt(int fd, NetNotifyFn notify, void *user)
{
    NetLink *l = link_new(notify, user);
    if (!l) {
        close(fd);
        return NULL;
    }
    l->fd = fd;
    return link_start(l);
}

int net_link_port(NetLink *l) { return l->bound_port; }

bool net_link_send(NetLink *l, const char *data, size_t n)
{
    pthread_mutex_lock(&l->lock);
    bool ok = !l->gone && l->outlen + n <= sizeof l->outbox;
    if (ok) {
        memcpy(l->outbox + l->outlen, data, n);
        l->outlen += n;
    }
    pthread_mutex_unlock(&l->lock);
    if (ok) {
        wake(l);
    }
    return ok;
}

NetEvent net_link_flush_game(NetLink *l, NetGame *ng)
{
    char buf[NET_OUT_MAX];
    size_t n = net_game_take(ng, buf, sizeof buf);
    if (n > 0 && l && !net_link_send(l, buf, n)) {
        if (!net_link_gone(l)) { /* the peer stopped reading: a dropped line would part them */
            return net_game_closed(ng, false, ng->now);
        }
        /* Else the connection ended, or never came (a port taken, nobody at the address):
         * its event, still to be polled, says why. */
    }
    NetEvent none;
    memset(&none, 0, sizeof none);
    return none;
}

bool net_link_gone(NetLink *l)
{
    pthread_mutex_lock(&l->lock);
    bool gone = l->gone;
    pthread_mutex_unlock(&l->lock);
    return gone;
}

bool net_link_poll(NetLink *l, NetLinkEvent *ev)
{
    pthread_mutex_lock(&l->lock);
    bool any = l->count > 0;
    bool was_full = l->count >= LINK_EVENTS - 1;
    if (any) {
        *ev = l->events[l->head];
        l->head = (l->head + 1) % LINK_EVENTS;
        l->count--;
    }
    pthread_mutex_unlock(&l->lock);
    if (was_full) {
        wake(l); /* room again: the thread reads on */
    }
    return any;
}

void net_link_destroy(NetLink *l)
{
    if (!l) {
        return;
    }
    pthread_mutex_lock(&l->lock);
    l->stopping = true;
    pthread_mutex_unlock(&l->lock);
    wake(l);
    if (l->has_thread) {
        pthread_join(l->thread, NULL);
    }
    if (l->fd >= 0) {
        shutdown(l->fd, SHUT_RDWR);
    }
    close_fd(&l->fd);
    close_fd(&l->listen_fd);
    close_fd(&l->wake_rd);
    close_fd(&l->wake_wr);
    pthread_mutex_destroy(&l->lock);
    free(l);
}

void net_link_addresses(char *buf, size_t cap)
{
    buf[0] = '\0';
    size_t n = 0;
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) == 0) {
        for (struct ifaddrs *i = list; i; i = i->ifa_next) {
            if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET) {
                continue;
            }
            char text[INET_ADDRSTRLEN];
            const struct sockaddr_in *a = (const struct sockaddr_in *)i->ifa_addr;
            if ((ntohl(a->sin_addr.s_addr) >> 24) == 127 ||
                !inet_ntop(AF_INET, &a->sin_addr, text, sizeof text)) {
                continue;
            }
            int w = snprintf(buf + n, cap - n, "%s%s", n ? ", " : "", text);
            if (w < 0 || (size_t)w >= cap - n) {
                buf[n] = '\0';
                break;
            }
            n += (size_t)w;
        }
        freeifaddrs(list);
    }
    if (n == 0) {
        snprintf(buf, cap, "127.0.0.1");
    }
}
