/* Renju - MIT licence, see LICENSE.
 *
 * The Gomocup client (extengine.h). Two threads share the struct under one lock: the
 * reader thread blocks in poll(2) on the engine's output and a wake pipe, cuts what it
 * reads into lines in the inbox, and marks the deadline passed or the output ended (the
 * program then reaped there, its status kept, when it ends within 100 ms); the
 * caller's thread (extengine_poll) takes the inbox and runs the protocol: START's OK,
 * ABOUT's line, the move. As the protocol's managers do, a position that goes on from
 * the one the engine last answered by one opponent's stone is sent as TURN, and any other
 * (a new game, an undo, a line browsed) as RESTART (its OK awaited) and then BOARD: a
 * BOARD is the new position only on an empty board, and many brains add its stones to
 * what they hold (the Gomocup skeleton's does). An engine that answers RESTART with
 * UNKNOWN or ERROR (the protocol allows it) is started again for each such position
 * instead: END, the program stopped, START and ABOUT, then the BOARD. Writes go to a non-blocking
 * pipe, so a frame never waits on an engine that does not read (a full pipe is that engine's
 * failure). A failure kills the program's process group (its own: a wrapper script's engine too)
 * with SIGKILL and reaps the program at once; the failure is the last event.
 */
#define _XOPEN_SOURCE 700 /* realpath() */
#include "extengine.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai.h"
#include "review.h"
#include "text.h"

/* The most bytes of lines waiting for the caller; an engine that writes more between two
 * polls is flooding (a failure). A longer line than EXT_LINE_MAX is cut there. */
#define EXT_INBOX 65536
#define EXT_LINE_MAX 1024
#define EXT_EVENTS 4
#define EXT_PATH_MAX PATH_MAX

typedef enum ExtState {
    ST_STARTING,   /* START sent, waiting for OK */
    ST_ABOUT,      /* ABOUT sent, waiting for its line */
    ST_READY,      /* nothing asked */
    ST_RESTARTING, /* RESTART sent before a BOARD, waiting for OK */
    ST_THINKING,   /* a BOARD or TURN sent, waiting for x,y */
    ST_FAILED
} ExtState;

struct ExtEngine {
    /* Shared with the reader thread (under lock). */
    pthread_mutex_t lock;
    char inbox[EXT_INBOX];
    size_t inbox_len;
    size_t inbox_last;  /* where the inbox's last line starts */
    bool inbox_message; /* ... a MESSAGE */
    bool flooded;
    bool eof;
    bool timed_out;
    bool stopping;
    int64_t deadline; /* monotonic ms; 0: none */
    bool reaped;      /* the reader reaped the program after its output ended ... */
    int exit_status;  /* ... and how it ended (waitpid's status) */
    pid_t child;      /* the program, for the reader (set before the reader starts) */
    /* The caller's own. */
    pthread_t reader;
    bool has_reader;
    ExtNotifyFn notify;
    void *user;
    pid_t pid;
    int to_fd, from_fd;         /* the engine's stdin (ours to write), its stdout */
    int wake_rd, wake_wr;       /* wakes the reader */
    char partial[EXT_LINE_MAX]; /* the reader's line so far (the reader's own) */
    size_t partial_len;
    ExtState state;
    int size;
    int start_ms;
    char name[EXTENGINE_NAME_MAX];
    char message[EXTENGINE_TEXT_MAX];
    int spawn_errno;
    /* The request under way or waiting to be sent. */
    bool pending;
    const RuleSet *rs;
    int turn_ms;
    int threads;          /* INFO thread_num with each position (0: not sent) */
    long long max_memory; /* INFO max_memory, bytes (0: not sent) */
    uint64_t request_id;  /* the request sent (0: none) */
    bool discard;         /* the answer under way is not wanted */
    bool stale;           /* ... and did not come in its time: a late move is dropped */
    Board board;          /* the position the answer is checked on */
    Game *game;           /* ... and the game it is checked in (NULL: the rules only) */
    Board sent;           /* the position last sent (BOARD or TURN) */
    Board held;           /* what the engine holds: sent and its answer (valid: held_ok) */
    bool held_ok;
    bool boards;       /* a position was sent since START: a new one needs RESTART */
    bool no_restart;   /* the engine answered RESTART with UNKNOWN or ERROR: relaunched */
    unsigned launches; /* programs started: the lines read before a relaunch are the old one's */
    char path[EXT_PATH_MAX]; /* the program as given, for a relaunch */
    ExtEvent events[EXT_EVENTS];
    int nevents;
    bool ending;    /* END said (extengine_end): no more events */
    int64_t end_by; /* ... and when it is killed if it has not ended (monotonic ms) */
};

static void set_flag(int fd, int cmd_get, int cmd_set, int flag)
{
    int f = fcntl(fd, cmd_get);
    if (f >= 0) {
        fcntl(fd, cmd_set, f | flag);
    }
}

static void close_fd(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

static void wake_reader(ExtEngine *e)
{
    if (e->wake_wr >= 0) {
        char c = 1;
        ssize_t n = write(e->wake_wr, &c, 1);
        (void)n; /* a full wake pipe already wakes it */
    }
}

/* SIGKILL to the engine's process group (its own since spawn): the program and what it
 * started. Under the lock, the program not yet reaped (so the group is still its). */
static void kill_group(pid_t pid)
{
    if (kill(-pid, SIGKILL) != 0) {
        kill(pid, SIGKILL); /* no group (setpgid failed): the program alone */
    }
}

static void set_deadline(ExtEngine *e, int ms)
{
    pthread_mutex_lock(&e->lock);
    e->deadline = ms > 0 ? ai_now_ms() + ms : 0;
    e->timed_out = false;
    pthread_mutex_unlock(&e->lock);
    wake_reader(e);
}

static bool starts_with(const char *line, const char *word)
{
    size_t n = strlen(word);
    return strncmp(line, word, n) == 0 && (line[n] == '\0' || line[n] == ' ');
}

/* The reader: lines into the inbox (the line end dropped, a CR too). DEBUG and empty
 * lines are dropped as they come, and a MESSAGE replaces one that ends the inbox, so an
 * engine that talks while it thinks never fills it: only the last MESSAGE before each
 * other line waits. */
static void take_bytes(ExtEngine *e, const char *buf, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char ch = buf[i];
        if (ch != '\n') {
            if (e->partial_len < EXT_LINE_MAX - 1) {
                e->partial[e->partial_len++] = ch;
            }
            continue;
        }
        size_t len = e->partial_len;
        if (len > 0 && e->partial[len - 1] == '\r') {
            len--;
        }
        e->partial[len] = '\0';
        e->partial_len = 0;
        if (len == 0 || starts_with(e->partial, "DEBUG")) {
            continue;
        }
        bool message = starts_with(e->partial, "MESSAGE");
        pthread_mutex_lock(&e->lock);
        if (message && e->inbox_message) {
            e->inbox_len = e->inbox_last; /* the MESSAGE ending the inbox replaced */
        }
        e->inbox_message = message;
        e->inbox_last = e->inbox_len;
        if (e->inbox_len + len + 1 > EXT_INBOX) {
            e->flooded = true;
        } else {
            memcpy(e->inbox + e->inbox_len, e->partial, len);
            e->inbox[e->inbox_len + len] = '\n';
            e->inbox_len += len + 1;
        }
        pthread_mutex_unlock(&e->lock);
    }
}

/* The reader, when the output has ended: the program has ended or is ending; reaped
 * here, within 100 ms, with its status, so that the caller's thread never waits for it.
 * Under the lock, so that kill_engine never signals a pid already reaped. */
static void reap_ended(ExtEngine *e)
{
    for (int i = 0; i < 50; i++) {
        int st = 0;
        pthread_mutex_lock(&e->lock);
        pid_t r = e->reaped ? -1 : waitpid(e->child, &st, WNOHANG);
        if (r == e->child) {
            e->reaped = true;
            e->exit_status = st;
        }
        pthread_mutex_unlock(&e->lock);
        if (r != 0) {
            return; /* reaped, or not ours to wait for any more */
        }
        struct timespec ts = {0, 2000000L};
        nanosleep(&ts, NULL);
    }
}

static void *reader_main(void *arg)
{
    ExtEngine *e = arg;
    char buf[4096];
    for (;;) {
        pthread_mutex_lock(&e->lock);
        bool stop = e->stopping;
        int64_t deadline = e->deadline;
        pthread_mutex_unlock(&e->lock);
        if (stop) {
            break;
        }
        int wait = -1;
        if (deadline > 0) {
            int64_t left = deadline - ai_now_ms();
            wait = left < 0 ? 0 : left > 60000 ? 60000 : (int)left;
        }
        struct pollfd p[2] = {{e->from_fd, POLLIN, 0}, {e->wake_rd, POLLIN, 0}};
        int r = poll(p, 2, wait);
        if (r < 0 && errno != EINTR) {
            break;
        }
        if (r > 0 && (p[1].revents & POLLIN)) {
            ssize_t n = read(e->wake_rd, buf, sizeof buf);
            (void)n;
        }
        bool news = false;
        if (r > 0 && (p[0].revents & (POLLIN | POLLHUP | POLLERR))) {
            ssize_t n = read(e->from_fd, buf, sizeof buf);
            if (n > 0) {
                take_bytes(e, buf, (size_t)n);
                news = true;
            } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
                reap_ended(e);
                pthread_mutex_lock(&e->lock);
                e->eof = true;
                pthread_mutex_unlock(&e->lock);
                e->notify(e->user);
                break;
            }
        }
        pthread_mutex_lock(&e->lock);
        if (e->deadline > 0 && ai_now_ms() >= e->deadline) {
            e->deadline = 0;
            e->timed_out = true;
            news = true;
        }
        pthread_mutex_unlock(&e->lock);
        if (news) {
            e->notify(e->user);
        }
    }
    return NULL;
}

static void no_notify(void *user) { (void)user; }

/* Starts the program: its stdin and stdout our pipes, its folder the program's own. A
 * close-on-exec pipe brings back exec's errno (nothing comes back when exec worked). */
static bool spawn(ExtEngine *e, const char *given)
{
    /* The program by its absolute path: the child runs it from its own folder. */
    char path[EXT_PATH_MAX];
    if (given[0] == '\0' || !realpath(given, path)) {
        e->spawn_errno = given[0] == '\0' ? ENOENT : errno;
        return false;
    }
    char dir[EXT_PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash == dir) {
        dir[1] = '\0';
    } else if (slash) {
        *slash = '\0';
    } else {
        snprintf(dir, sizeof dir, ".");
    }
    int in[2], out[2], status[2];
    if (pipe(in) != 0) {
        e->spawn_errno = errno;
        return false;
    }
    if (pipe(out) != 0) {
        e->spawn_errno = errno;
        close(in[0]);
        close(in[1]);
        return false;
    }
    if (pipe(status) != 0) {
        e->spawn_errno = errno;
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        return false;
    }
    int ours[] = {in[1], out[0], status[0], status[1]};
    for (size_t i = 0; i < sizeof ours / sizeof ours[0]; i++) {
        set_flag(ours[i], F_GETFD, F_SETFD, FD_CLOEXEC);
    }
    char *argv[] = {(char *)path, NULL};
    pid_t pid = fork();
    if (pid == 0) {
        /* The child: only async-signal-safe calls until exec. Its own process group,
         * so that stopping it stops what it started (a wrapper script without exec). */
        setpgid(0, 0);
        dup2(in[0], 0);
        dup2(out[1], 1);
        if (in[0] > 2) {
            close(in[0]);
        }
        if (out[1] > 2) {
            close(out[1]);
        }
        if (chdir(dir) != 0) {
            /* stays where it is: the path may still be found */
        }
        execv(path, argv);
        int err = errno;
        ssize_t n = write(status[1], &err, sizeof err);
        (void)n;
        _exit(127);
    }
    int fork_errno = errno;
    if (pid > 0) {
        setpgid(pid, pid); /* here too: set before any kill, whichever runs first */
    }
    close(in[0]);
    close(out[1]);
    close(status[1]);
    if (pid < 0) {
        e->spawn_errno = fork_errno;
        close(in[1]);
        close(out[0]);
        close(status[0]);
        return false;
    }
    int err = 0;
    ssize_t n;
    do {
        n = read(status[0], &err, sizeof err);
    } while (n < 0 && errno == EINTR);
    close(status[0]);
    if (n == (ssize_t)sizeof err) {
        e->spawn_errno = err;
        close(in[1]);
        close(out[0]);
        waitpid(pid, NULL, 0);
        return false;
    }
    e->pid = pid;
    e->to_fd = in[1];
    e->from_fd = out[0];
    set_flag(e->to_fd, F_GETFL, F_SETFL, O_NONBLOCK);
    return true;
}

/* An engine's text as the window shows it (a name, a MESSAGE), cleaned as another
 * program's SGF comment is (review_note_clean: control characters dropped, tabs blanks,
 * bytes that are no UTF-8 '?'), on one line, cut between characters to fit cap. */
static void clean_copy(char *dst, size_t cap, const char *src)
{
    char buf[4096]; /* far more than any cap: what passes it is cut anyway */
    size_t len = strlen(src);
    size_t n = review_note_clean(src, len < sizeof buf - 1 ? len : sizeof buf - 1, buf, NULL);
    for (size_t i = 0; i < n; i++) {
        buf[i] = buf[i] == '\n' ? ' ' : buf[i];
    }
    while (n >= cap) {
        n = text_utf8_back(buf, n);
    }
    memcpy(dst, buf, n);
    dst[n] = '\0';
}

static void name_from_path(ExtEngine *e, const char *path)
{
    const char *base = strrchr(path, '/');
    clean_copy(e->name, sizeof e->name, base ? base + 1 : path);
}

static void launch(ExtEngine *e);

ExtEngine *extengine_start(const char *path, int size, int start_ms, ExtNotifyFn notify, void *user)
{
    ExtEngine *e = calloc(1, sizeof *e);
    if (!e) {
        return NULL;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGPIPE, &sa, NULL);
    pthread_mutex_init(&e->lock, NULL);
    e->notify = notify ? notify : no_notify;
    e->user = user;
    e->pid = -1;
    e->to_fd = e->from_fd = e->wake_rd = e->wake_wr = -1;
    e->size = size;
    e->start_ms = start_ms > 0 ? start_ms : EXTENGINE_START_MS;
    name_from_path(e, path);
    int wake[2];
    if (pipe(wake) != 0) {
        e->spawn_errno = errno;
        e->state = ST_FAILED;
        return e;
    }
    e->wake_rd = wake[0];
    e->wake_wr = wake[1];
    for (int i = 0; i < 2; i++) {
        set_flag(wake[i], F_GETFD, F_SETFD, FD_CLOEXEC);
        set_flag(wake[i], F_GETFL, F_SETFL, O_NONBLOCK);
    }
    snprintf(e->path, sizeof e->path, "%s", path);
    launch(e);
    return e;
}

/* Starts the program (e->path) and its reader, and says START and ABOUT; a failure to
 * start is the first poll's event. */
static void launch(ExtEngine *e)
{
    e->launches++;
    if (!spawn(e, e->path)) {
        e->state = ST_FAILED;
        return;
    }
    e->state = ST_STARTING;
    e->deadline = ai_now_ms() + e->start_ms;
    e->child = e->pid;
    if (pthread_create(&e->reader, NULL, reader_main, e) != 0) {
        e->spawn_errno = EAGAIN;
        e->state = ST_FAILED;
        return;
    }
    e->has_reader = true;
    /* ABOUT at once behind START, as c-gomoku-cli sends them: an engine that answers a
     * line only when the next one comes (PentaZen 0.4.17) answers START in time too, and
     * the protocol's engines answer lines in order. */
    char line[32];
    snprintf(line, sizeof line, "START %d\nABOUT\n", e->size);
    size_t len = strlen(line);
    if (write(e->to_fd, line, len) != (ssize_t)len) {
        /* The engine is gone or not reading: its output's end says which. */
        pthread_mutex_lock(&e->lock);
        if (!e->reaped) {
            kill_group(e->pid);
        }
        pthread_mutex_unlock(&e->lock);
    }
}

static void push_event(ExtEngine *e, const ExtEvent *ev)
{
    if (e->nevents < EXT_EVENTS) {
        e->events[e->nevents++] = *ev;
    }
}

/* Kills and reaps the program (unless the reader has: then it is gone); the reader
 * stops at the output's end. */
static void kill_engine(ExtEngine *e)
{
    if (e->pid > 0) {
        pthread_mutex_lock(&e->lock);
        if (!e->reaped) {
            kill_group(e->pid);
            waitpid(e->pid, NULL, 0); /* at once: SIGKILL cannot be ignored */
            e->reaped = true;
        }
        pthread_mutex_unlock(&e->lock);
        e->pid = -1;
    }
}

static void fail(ExtEngine *e, ExtFailure why, const char *text)
{
    if (e->state == ST_FAILED) {
        return;
    }
    ExtEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = EXT_EV_FAILED;
    ev.failure = why;
    ev.at = POS_NONE;
    ev.request_id = e->state == ST_THINKING && !e->discard ? e->request_id : 0;
    if (e->pending && ev.request_id == 0) {
        ev.request_id = e->request_id;
    }
    if (why == EXT_FAIL_TIMEOUT && (e->state == ST_STARTING || e->state == ST_ABOUT)) {
        text = e->state == ST_STARTING ? "START" : "ABOUT"; /* the line not answered */
    }
    if (text) {
        clean_copy(ev.text, sizeof ev.text, text); /* shown: an engine's bytes cleaned */
    }
    pthread_mutex_lock(&e->lock);
    ev.timeout_ms = e->state == ST_THINKING ? e->turn_ms + EXTENGINE_GRACE_MS : e->start_ms;
    pthread_mutex_unlock(&e->lock);
    if (why == EXT_FAIL_EXITED && e->pid > 0) {
        /* The output ended: the reader has reaped the program when it ended in time. */
        pthread_mutex_lock(&e->lock);
        int st = e->exit_status;
        if (e->reaped) {
            e->pid = -1;
            ev.status = WIFEXITED(st) ? WEXITSTATUS(st) : WIFSIGNALED(st) ? -WTERMSIG(st) : 0;
        }
        pthread_mutex_unlock(&e->lock);
    }
    kill_engine(e);
    e->state = ST_FAILED;
    e->pending = false;
    push_event(e, &ev);
}

static void fail_at(ExtEngine *e, ExtFailure why, Pos at, RuleVerdict v, const char *text)
{
    fail(e, why, text);
    if (e->nevents > 0) {
        e->events[e->nevents - 1].at = at;
        e->events[e->nevents - 1].verdict = v;
    }
}

static bool send_text(ExtEngine *e, const char *text, size_t len)
{
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(e->to_fd, text + done, len - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            fail(e, EXT_FAIL_EXITED, NULL); /* gone, or not reading */
            return false;
        }
        done += (size_t)n;
    }
    return true;
}

/* The stones in the order played (the history's, when it holds them all), else Black's
 * and White's in turn from the cells. */
static int stones_in_order(const Board *b, Pos *out, Stone *colour)
{
    int n = 0;
    for (int i = 0; i < b->ply; i++) {
        const BoardPly *ply = &b->history[i];
        if (ply->pos != POS_PASS && board_at(b, ply->pos) == ply->stone) {
            colour[n] = ply->stone;
            out[n++] = ply->pos;
        }
    }
    if (n == board_stone_count(b)) {
        return n;
    }
    n = 0;
    Pos lists[3][BOARD_MAX * BOARD_MAX];
    int counts[3] = {0, 0, 0};
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone s = board_at(b, p);
            if (s == STONE_BLACK || s == STONE_WHITE) {
                lists[s][counts[s]++] = p;
            }
        }
    }
    int used[3] = {0, 0, 0};
    for (Stone s = STONE_BLACK;
         used[STONE_BLACK] < counts[STONE_BLACK] || used[STONE_WHITE] < counts[STONE_WHITE];
         s = stone_opponent(s)) {
        if (used[s] < counts[s]) {
            colour[n] = s;
            out[n++] = lists[s][used[s]++];
        }
    }
    return n;
}

/* Does b go on from what the engine holds by one stone of the side the engine plays
 * against (its last ply)? */
static bool goes_on(const ExtEngine *e, const Board *b)
{
    if (!e->held_ok || b->ply != e->held.ply + 1 || b->history[b->ply - 1].pos == POS_PASS) {
        return false;
    }
    Board next = e->held;
    return board_play(&next, b->history[b->ply - 1].pos) && next.hash == b->hash &&
           memcmp(next.cells, b->cells, sizeof next.cells) == 0;
}

/* The position (INFO lines, then BOARD ... DONE, or TURN when it goes on from what the
 * engine holds), now. */
static void send_position(ExtEngine *e, bool turn)
{
    e->message[0] = '\0'; /* the last MESSAGE is of the move asked for now */
    size_t cap = 256 + BOARD_MAX * BOARD_MAX * 12, len = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fail(e, EXT_FAIL_EXITED, NULL);
        return;
    }
    text_append(buf, cap, &len,
                "INFO rule %d\nINFO timeout_turn %d\nINFO timeout_match 1000000000\n"
                "INFO time_left 1000000000\n",
                e->rs->gomocup_rule, e->turn_ms);
    if (e->threads > 0) {
        text_append(buf, cap, &len, "INFO thread_num %d\n", e->threads);
    }
    if (e->max_memory > 0) {
        text_append(buf, cap, &len, "INFO max_memory %lld\n", e->max_memory);
    }
    if (turn) {
        Pos p = e->board.history[e->board.ply - 1].pos;
        text_append(buf, cap, &len, "TURN %d,%d\n", pos_x(p), e->size - 1 - pos_y(p));
    } else {
        text_append(buf, cap, &len, "BOARD\n");
        Pos order[BOARD_MAX * BOARD_MAX];
        Stone colour[BOARD_MAX * BOARD_MAX];
        int n = stones_in_order(&e->board, order, colour);
        for (int i = 0; i < n; i++) {
            text_append(buf, cap, &len, "%d,%d,%d\n", pos_x(order[i]),
                        e->size - 1 - pos_y(order[i]), colour[i] == e->board.to_move ? 1 : 2);
        }
        text_append(buf, cap, &len, "DONE\n");
    }
    e->sent = e->board;
    e->boards = true;
    e->held_ok = false; /* until its answer */
    e->pending = false;
    e->discard = false;
    e->state = ST_THINKING;
    set_deadline(e, e->turn_ms + EXTENGINE_GRACE_MS);
    send_text(e, buf, len);
    free(buf);
}

static void stop_reader(ExtEngine *e)
{
    if (e->has_reader) {
        pthread_mutex_lock(&e->lock);
        e->stopping = true;
        pthread_mutex_unlock(&e->lock);
        wake_reader(e);
        pthread_join(e->reader, NULL);
        e->has_reader = false;
        e->stopping = false;
    }
}

/* An engine that refuses RESTART, for another position than the one it holds: END, the
 * program given EXTENGINE_END_MS to end (the frame waits; one that honours END is gone in
 * a few ms), else killed with its group, reaped, and started again (START and ABOUT); the
 * request waiting goes as a BOARD once it is ready. A program that does not start again
 * fails as at its first start, named. */
static void relaunch(ExtEngine *e)
{
    if (e->to_fd >= 0) {
        const char end[] = "END\n";
        ssize_t n = write(e->to_fd, end, sizeof end - 1);
        (void)n;
    }
    close_fd(&e->to_fd);
    stop_reader(e);
    if (e->pid > 0) {
        pthread_mutex_lock(&e->lock);
        for (int64_t t0 = ai_now_ms(); !e->reaped && ai_now_ms() - t0 < EXTENGINE_END_MS;) {
            if (waitpid(e->pid, NULL, WNOHANG) == e->pid) {
                e->reaped = true;
            } else {
                struct timespec ts = {0, 2000000L};
                nanosleep(&ts, NULL);
            }
        }
        pthread_mutex_unlock(&e->lock);
        kill_engine(e); /* still there: killed and reaped */
    }
    close_fd(&e->from_fd);
    e->inbox_len = e->inbox_last = e->partial_len = 0;
    e->inbox_message = e->flooded = e->eof = e->timed_out = e->reaped = false;
    e->exit_status = 0;
    e->boards = e->held_ok = e->stale = e->discard = false;
    launch(e);
}

static void send_request(ExtEngine *e)
{
    if (goes_on(e, &e->board)) {
        send_position(e, true);
    } else if (e->boards && e->no_restart) {
        relaunch(e);
    } else if (e->boards) {
        /* Another position than the one the engine holds: RESTART first (its time is
         * START's, not the turn's), the BOARD after its OK (take_line). */
        e->held_ok = false;
        e->state = ST_RESTARTING;
        set_deadline(e, e->start_ms);
        send_text(e, "RESTART\n", 8);
    } else {
        send_position(e, false);
    }
}

void extengine_request(ExtEngine *e, const RuleSet *rs, const Board *b, int turn_ms,
                       uint64_t request_id)
{
    if (!e || e->state == ST_FAILED) {
        if (e) {
            e->request_id = request_id;
        }
        return;
    }
    e->rs = rs;
    e->board = *b;
    e->turn_ms = turn_ms < 0 ? 0 : turn_ms;
    e->request_id = request_id;
    e->pending = true;
    if (e->state == ST_READY) {
        send_request(e);
    }
}

void extengine_set_resources(ExtEngine *e, int threads, long long max_memory)
{
    if (e) {
        e->threads = threads > 0 ? threads : 0;
        e->max_memory = max_memory > 0 ? max_memory : 0;
    }
}

void extengine_set_game(ExtEngine *e, const Game *g)
{
    if (!e) {
        return;
    }
    if (g && !e->game) {
        e->game = malloc(sizeof *e->game);
    }
    if (g && e->game) {
        *e->game = *g;
    } else {
        free(e->game);
        e->game = NULL;
    }
}

void extengine_cancel(ExtEngine *e)
{
    if (!e) {
        return;
    }
    e->pending = false;
    if (e->state == ST_THINKING) {
        e->discard = true;
    }
}

/* "name="Foo", version="1.0", ..." -> "Foo 1.0"; false when there is no name. */
static bool parse_about(const char *line, char *out, size_t cap)
{
    const char *n = strstr(line, "name=\"");
    if (!n) {
        return false;
    }
    n += 6;
    const char *end = strchr(n, '"');
    if (!end || end == n) {
        return false;
    }
    char name[EXTENGINE_NAME_MAX];
    snprintf(name, sizeof name, "%.*s", (int)(end - n), n);
    const char *v = strstr(line, "version=\"");
    if (v) {
        v += 9;
        const char *vend = strchr(v, '"');
        if (vend && vend > v) {
            size_t len = 0;
            out[0] = '\0';
            text_append(out, cap, &len, "%s %.*s", name, (int)(vend - v), v);
            return true;
        }
    }
    snprintf(out, cap, "%s", name);
    return true;
}

/* "x,y" with nothing else but blanks: true and the numbers (any size). */
static bool parse_move(const char *line, long *x, long *y)
{
    const char *s = line;
    while (*s == ' ' || *s == '\t') {
        s++;
    }
    char *end;
    if (*s < '0' || *s > '9') {
        return false;
    }
    errno = 0;
    *x = strtol(s, &end, 10);
    if (errno || *end != ',') {
        return false;
    }
    s = end + 1;
    if (*s < '0' || *s > '9') {
        return false;
    }
    *y = strtol(s, &end, 10);
    if (errno) {
        return false;
    }
    while (*end == ' ' || *end == '\t') {
        end++;
    }
    return *end == '\0';
}

static void answer_move(ExtEngine *e, const char *line)
{
    long x, y;
    if (!parse_move(line, &x, &y)) {
        fail(e, EXT_FAIL_GARBAGE, line);
        return;
    }
    /* What the engine holds now: the position sent and its move (a TURN goes on from it). */
    e->held = e->sent;
    e->held_ok = x >= 0 && y >= 0 && x < e->size && y < e->size &&
                 board_play(&e->held, pos_from_xy((int)x, e->size - 1 - (int)y));
    if (e->discard) {
        e->discard = false;
        e->state = ST_READY;
        set_deadline(e, 0);
        if (e->pending) {
            send_request(e);
        }
        return;
    }
    if (x < 0 || y < 0 || x >= e->size || y >= e->size) {
        fail(e, EXT_FAIL_OFF_BOARD, line);
        return;
    }
    Pos p = pos_from_xy((int)x, e->size - 1 - (int)y);
    Stone s = e->board.to_move;
    if (board_at(&e->board, p) != STONE_EMPTY) {
        fail_at(e, EXT_FAIL_OCCUPIED, p, VERDICT_OCCUPIED, line);
        return;
    }
    RuleVerdict v = rules_check_move(e->rs, &e->board, p, s);
    if (!verdict_is_legal(v)) {
        fail_at(e, EXT_FAIL_FOUL, p, v, line);
        return;
    }
    GameError why;
    if (e->game && e->game->board.hash == e->board.hash && e->game->board.ply == e->board.ply &&
        !game_move_is_legal(e->game, p, &why)) {
        fail_at(e, EXT_FAIL_REFUSED, p, VERDICT_OK, line);
        if (e->nevents > 0) {
            e->events[e->nevents - 1].refusal = why;
        }
        return;
    }
    set_deadline(e, 0);
    e->state = ST_READY;
    ExtEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = EXT_EV_MOVE;
    ev.request_id = e->request_id;
    ev.move = p;
    ev.at = POS_NONE;
    push_event(e, &ev);
    if (e->pending) {
        send_request(e);
    }
}

static void take_line(ExtEngine *e, const char *line)
{
    if (e->state == ST_FAILED) {
        return;
    }
    if (starts_with(line, "MESSAGE")) {
        clean_copy(e->message, sizeof e->message, line[7] ? line + 8 : "");
        return;
    }
    if (starts_with(line, "DEBUG") || line[0] == '\0') {
        return;
    }
    bool refused = starts_with(line, "ERROR") || starts_with(line, "UNKNOWN");
    switch (e->state) {
    case ST_STARTING:
        if (strcmp(line, "OK") == 0) {
            e->state = ST_ABOUT; /* ABOUT was sent with START */
            set_deadline(e, e->start_ms);
        } else {
            fail(e, refused ? EXT_FAIL_START : EXT_FAIL_GARBAGE, line);
        }
        break;
    case ST_ABOUT: {
        /* Any line answers ABOUT; one without a name leaves the file's name. */
        char name[EXTENGINE_NAME_MAX];
        if (parse_about(line, name, sizeof name)) {
            clean_copy(e->name, sizeof e->name, name);
        }
        set_deadline(e, 0);
        e->state = ST_READY;
        if (e->launches == 1) { /* a relaunch is the engine's own business */
            ExtEvent ev;
            memset(&ev, 0, sizeof ev);
            ev.kind = EXT_EV_READY;
            ev.at = POS_NONE;
            push_event(e, &ev);
        }
        if (e->pending) {
            send_request(e);
        }
        break;
    }
    case ST_RESTARTING: {
        /* OK: an empty board for the BOARD. RESTART is optional in the protocol: an
         * engine without it gets the BOARD alone from now on, as it always did. */
        long x, y;
        if (e->stale && parse_move(line, &x, &y)) {
            break; /* the answer not wanted, late: RESTART's OK follows */
        }
        if (strcmp(line, "OK") != 0 && !refused) {
            fail(e, EXT_FAIL_GARBAGE, line);
            break;
        }
        e->stale = false;
        set_deadline(e, 0);
        e->state = ST_READY;
        if (refused) {
            e->no_restart = true; /* from now on started again instead */
            relaunch(e);
        } else if (e->pending) {
            send_position(e, false);
        }
        break;
    }
    case ST_THINKING:
        if (refused) {
            fail(e, EXT_FAIL_ERROR, line);
        } else {
            answer_move(e, line);
        }
        break;
    case ST_READY: {
        long x, y;
        if (!(e->stale && parse_move(line, &x, &y))) { /* else the late answer not wanted */
            fail(e, EXT_FAIL_GARBAGE, line);
        }
        break;
    }
    case ST_FAILED: fail(e, EXT_FAIL_GARBAGE, line); break;
    }
}

bool extengine_poll(ExtEngine *e, ExtEvent *out)
{
    if (!e) {
        return false;
    }
    if (e->state == ST_FAILED && e->nevents == 0 && e->spawn_errno != 0) {
        ExtEvent ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = EXT_EV_FAILED;
        ev.failure = EXT_FAIL_SPAWN;
        ev.err_no = e->spawn_errno;
        ev.at = POS_NONE;
        ev.request_id = e->request_id;
        e->spawn_errno = 0;
        push_event(e, &ev);
    }
    if (e->state != ST_FAILED) {
        char *lines = malloc(EXT_INBOX);
        if (lines) {
            pthread_mutex_lock(&e->lock);
            size_t len = e->inbox_len;
            memcpy(lines, e->inbox, len);
            e->inbox_len = 0;
            e->inbox_message = false;
            bool flooded = e->flooded, eof = e->eof, timed_out = e->timed_out;
            e->timed_out = false;
            pthread_mutex_unlock(&e->lock);
            size_t at = 0;                   /* a flood is that, whatever its lines were */
            unsigned launches = e->launches; /* the lines after a relaunch: the old program's */
            while (!flooded && at < len && e->state != ST_FAILED && e->launches == launches) {
                char *nl = memchr(lines + at, '\n', len - at);
                *nl = '\0';
                take_line(e, lines + at);
                at = (size_t)(nl - lines) + 1;
            }
            free(lines);
            if (e->launches != launches) {
                /* started again: what was read is the old program's */
            } else if (flooded) {
                fail(e, EXT_FAIL_FLOOD, NULL);
            } else if (eof) {
                fail(e, EXT_FAIL_EXITED, NULL);
            } else if (timed_out && e->state == ST_THINKING && e->discard) {
                /* The answer no longer wanted (an undo, a new position) did not come in
                 * its time: the engine is kept, as when it comes. The next position goes
                 * as RESTART and BOARD (or a relaunch), and a late answer before RESTART's
                 * OK is dropped; an engine that answers neither fails on its own time then. */
                e->discard = false;
                e->stale = true;
                e->held_ok = false;
                e->state = ST_READY;
                set_deadline(e, 0);
                if (e->pending) {
                    send_request(e);
                }
            } else if (timed_out && (e->state == ST_STARTING || e->state == ST_ABOUT ||
                                     e->state == ST_RESTARTING || e->state == ST_THINKING)) {
                fail(e, EXT_FAIL_TIMEOUT, NULL);
            }
        }
    }
    if (e->nevents == 0) {
        return false;
    }
    *out = e->events[0];
    memmove(e->events, e->events + 1, (size_t)(e->nevents - 1) * sizeof e->events[0]);
    e->nevents--;
    return true;
}

const char *extengine_name(const ExtEngine *e) { return e ? e->name : ""; }

const char *extengine_message(const ExtEngine *e) { return e ? e->message : ""; }

bool extengine_failed(const ExtEngine *e) { return !e || e->state == ST_FAILED; }

void extengine_end(ExtEngine *e)
{
    if (!e || e->ending) {
        return;
    }
    e->ending = true;
    e->state = ST_FAILED; /* nothing more is asked or given */
    e->pending = false;
    e->nevents = 0;
    e->spawn_errno = 0;
    if (e->pid > 0) {
        const char end[] = "END\n";
        ssize_t n = write(e->to_fd, end, sizeof end - 1);
        (void)n;
        close_fd(&e->to_fd); /* its input ends too */
        e->end_by = ai_now_ms() + EXTENGINE_END_MS;
        set_deadline(e, EXTENGINE_END_MS); /* the reader calls notify then */
    }
}

bool extengine_gone(ExtEngine *e)
{
    if (!e) {
        return true;
    }
    extengine_end(e);
    if (e->pid > 0) {
        pthread_mutex_lock(&e->lock);
        pid_t r = e->reaped ? e->pid : waitpid(e->pid, NULL, WNOHANG);
        bool lost = r < 0 && errno == ECHILD;
        e->reaped = e->reaped || r == e->pid || lost;
        pthread_mutex_unlock(&e->lock);
        if (r == e->pid || lost) {
            e->pid = -1;
        } else if (ai_now_ms() >= e->end_by) {
            kill_engine(e); /* SIGKILL: it ends at once, and is reaped */
        }
    }
    return e->pid <= 0;
}

void extengine_destroy(ExtEngine *e)
{
    if (!e) {
        return;
    }
    while (!extengine_gone(e)) {
        struct timespec ts = {0, 5000000L};
        nanosleep(&ts, NULL);
    }
    stop_reader(e);
    close_fd(&e->to_fd);
    close_fd(&e->from_fd);
    close_fd(&e->wake_rd);
    close_fd(&e->wake_wr);
    pthread_mutex_destroy(&e->lock);
    free(e->game);
    free(e);
}

ExtFileCheck extengine_check_file(const char *path)
{
    struct stat st;
    if (!path || !path[0] || stat(path, &st) != 0) {
        return EXT_FILE_MISSING;
    }
    return S_ISREG(st.st_mode) && access(path, X_OK) == 0 ? EXT_FILE_OK : EXT_FILE_NOT_RUN;
}

ExtFileCheck extengine_resolve(const char *typed, const char *home, char *out, size_t cap)
{
    char given[EXT_PATH_MAX], real[EXT_PATH_MAX];
    if (cap > 0) {
        out[0] = '\0';
    }
    if (home && home[0] && typed[0] == '~' && (typed[1] == '/' || typed[1] == '\0')) {
        snprintf(given, sizeof given, "%s%s", home, typed + 1);
    } else {
        snprintf(given, sizeof given, "%s", typed);
    }
    ExtFileCheck f = extengine_check_file(given);
    if (f == EXT_FILE_MISSING || !realpath(given, real)) {
        return f == EXT_FILE_OK ? EXT_FILE_MISSING : f;
    }
    if (strlen(real) >= cap) {
        return EXT_FILE_TOO_LONG;
    }
    snprintf(out, cap, "%s", real);
    return f;
}

bool extengine_rule_ok(const RuleSet *rs)
{
    return rs && rs->gomocup_rule >= 0 && !rs->captures && rs->stone_limit == 0;
}
