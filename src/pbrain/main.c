/* Renju - MIT licence, see LICENSE.
 *
 * pbrain-renju: the engine as a Gomocup-protocol brain on stdin/stdout. The protocol
 * itself lives in gomocup.c (pure), and so does the queue of lines not yet handled; this
 * file only moves bytes: it reads stdin without blocking the search (poll) into that
 * queue, runs the search on an AiWorker, and hands the lines to the protocol in order.
 * While the worker thinks, everything that arrives is queued (nothing is dropped); a
 * YXSTOP or an END anywhere in the queue or the end of input stops the search, and the
 * queued lines are handled once the move is out.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ai_worker.h"
#include "gomocup.h"

#define READ_CHUNK 65536
#define OUT_CAP 16384

typedef struct Brain {
    GomocupSession session;
    GomocupInput in;
    AiWorker *worker;
    size_t worker_mb;
    uint64_t request;
} Brain;

/* Waits up to timeout_ms (-1: forever) for input and queues what arrived. False when it
 * could not wait: input has ended, or memory is too short to read into. */
static bool input_fill(GomocupInput *in, int timeout_ms)
{
    if (in->eof) {
        return false;
    }
    char *space = gomocup_input_space(in, READ_CHUNK);
    if (!space) {
        return false;
    }
    struct pollfd pfd = {STDIN_FILENO, POLLIN, 0};
    if (poll(&pfd, 1, timeout_ms) <= 0) {
        return true;
    }
    ssize_t n = read(STDIN_FILENO, space, READ_CHUNK);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) {
        return true;
    }
    if (n <= 0) {
        gomocup_input_close(in);
        return true;
    }
    gomocup_input_commit(in, (size_t)n);
    return true;
}

static void emit(const char *text)
{
    fputs(text, stdout);
    fflush(stdout);
}

/* Searches the session's position and answers the move. */
static void think(Brain *br)
{
    GomocupSession *s = &br->session;
    size_t mb = gomocup_tt_megabytes(s);
    if (!br->worker || mb != br->worker_mb) {
        ai_worker_destroy(br->worker);
        br->worker = ai_worker_create(mb, NULL, NULL);
        br->worker_mb = mb;
        if (!br->worker) {
            emit("ERROR out of memory\n");
            return;
        }
    }
    Board b;
    gomocup_board(s, &b);
    AiLimits lim;
    gomocup_limits(s, br->request * 7919 + 1, &lim);
    ai_worker_set_nbest(br->worker, s->nbest);
    ai_worker_start(br->worker, s->rules, &b, &lim, ++br->request);
    AiInfo info;
    uint64_t id = 0;
    bool stopped = false;
    while (!ai_worker_poll(br->worker, &info, &id) || id != br->request) {
        if (!stopped && gomocup_input_interrupts(&br->in)) {
            ai_worker_stop(br->worker);
            stopped = true;
        }
        if (!input_fill(&br->in, 5)) {
            poll(NULL, 0, 5);
        }
    }
    char out[OUT_CAP];
    gomocup_format_info(s, &info, out, sizeof out);
    emit(out);
    for (int i = 0; i < info.nbest; i++) {
        Pos p = info.best_moves[i];
        snprintf(out, sizeof out, "MESSAGE nbest %d %d,%d ev %d\n", i + 1, pos_x(p),
                 s->size - 1 - pos_y(p), info.best_scores[i]);
        emit(out);
    }
    gomocup_format_move(s, info.best, out, sizeof out);
    emit(out);
    gomocup_own_move(s, info.best);
}

/* Handles one line; false on END. */
static bool handle(Brain *br, const char *line, size_t len)
{
    char out[OUT_CAP];
    GomocupAction act = gomocup_handle(&br->session, line, len, out, sizeof out);
    emit(out);
    switch (act) {
    case GOMOCUP_QUIT: return false;
    case GOMOCUP_THINK: think(br); break;
    case GOMOCUP_STOP:
    case GOMOCUP_NONE: break;
    }
    return true;
}

int main(void)
{
    renju_init();
    static Brain br;
    gomocup_init(&br.session);
    gomocup_input_init(&br.in);
    bool running = true;
    while (running) {
        const char *line;
        size_t len = 0;
        if (gomocup_input_next(&br.in, &line, &len)) {
            running = handle(&br, line, len);
        } else if (br.in.eof) {
            running = false;
        } else if (!input_fill(&br.in, -1)) {
            emit("ERROR out of memory for input\n");
            running = false;
        }
    }
    ai_worker_destroy(br.worker);
    gomocup_input_free(&br.in);
    return 0;
}
