/* Renju - MIT licence, see LICENSE.
 *
 * pbrain-renju: the engine as a Gomocup-protocol brain on stdin/stdout. The protocol
 * itself lives in gomocup.c (pure); this file only moves lines: it reads stdin without
 * blocking the search (poll), runs the search on an AiWorker, and while the worker
 * thinks it still answers YXSTOP (answer now) and END (quit). Other commands that arrive
 * during a search wait until the move is out.
 */
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ai_worker.h"
#include "gomocup.h"
#include "version.h"

#define READ_CAP 65536
#define OUT_CAP 16384

/* Bytes read from stdin and not yet consumed as lines. */
typedef struct Input {
    char buf[READ_CAP];
    size_t len;
    bool eof;
} Input;

/* Waits up to timeout_ms (-1: forever) for input and appends what arrived. */
static void input_fill(Input *in, int timeout_ms)
{
    if (in->eof || in->len >= sizeof in->buf) {
        return;
    }
    struct pollfd pfd = {STDIN_FILENO, POLLIN, 0};
    if (poll(&pfd, 1, timeout_ms) <= 0) {
        return;
    }
    ssize_t n = read(STDIN_FILENO, in->buf + in->len, sizeof in->buf - in->len);
    if (n <= 0) {
        in->eof = true;
        return;
    }
    in->len += (size_t)n;
}

/* Takes the next complete line (or the rest at end of input) into line; false if none. */
static bool input_line(Input *in, char *line, size_t cap, size_t *len)
{
    char *nl = memchr(in->buf, '\n', in->len);
    size_t n = nl ? (size_t)(nl - in->buf) : in->len;
    if (!nl && !(in->eof && in->len > 0) && in->len < sizeof in->buf) {
        return false;
    }
    size_t keep = n < cap - 1 ? n : cap - 1;
    memcpy(line, in->buf, keep);
    line[keep] = '\0';
    *len = keep;
    size_t used = nl ? n + 1 : n;
    memmove(in->buf, in->buf + used, in->len - used);
    in->len -= used;
    return true;
}

static void emit(const char *text)
{
    fputs(text, stdout);
    fflush(stdout);
}

/* Is the line this command word (case-insensitive, nothing but blanks after)? */
static bool is_command(const char *line, const char *word)
{
    while (*line == ' ' || *line == '\t') {
        line++;
    }
    size_t n = strlen(word);
    for (size_t i = 0; i < n; i++) {
        char c = line[i];
        if (c >= 'a' && c <= 'z') {
            c = (char)(c - 'a' + 'A');
        }
        if (c != word[i]) {
            return false;
        }
    }
    for (const char *p = line + n; *p; p++) {
        if (*p != ' ' && *p != '\t' && *p != '\r') {
            return false;
        }
    }
    return true;
}

typedef struct Brain {
    GomocupSession session;
    AiWorker *worker;
    size_t worker_mb;
    uint64_t request;
    Input in;
    char pending[64][256]; /* lines that arrived during a search */
    int npending;
} Brain;

/* Searches the session's position and answers the move. Returns false on END. */
static bool think(Brain *br)
{
    GomocupSession *s = &br->session;
    size_t mb = gomocup_tt_megabytes(s);
    if (!br->worker || mb != br->worker_mb) {
        ai_worker_destroy(br->worker);
        br->worker = ai_worker_create(mb, NULL, NULL);
        br->worker_mb = mb;
        if (!br->worker) {
            emit("ERROR out of memory\n");
            return true;
        }
    }
    Board b;
    gomocup_board(s, &b);
    AiLimits lim = {gomocup_move_time(s), 0, 0, AI_LEVEL_MAX, br->request * 7919 + 1,
                    s->threads, true};
    ai_worker_set_nbest(br->worker, s->nbest);
    ai_worker_start(br->worker, s->rules, &b, &lim, ++br->request);
    AiInfo info;
    uint64_t id = 0;
    bool quit = false;
    while (!ai_worker_poll(br->worker, &info, &id) || id != br->request) {
        input_fill(&br->in, 5);
        char line[256];
        size_t len = 0;
        while (input_line(&br->in, line, sizeof line, &len)) {
            /* Only a stop or end that is next in line concerns this search. */
            if (br->npending == 0 && is_command(line, "YXSTOP")) {
                ai_worker_stop(br->worker);
            } else if (br->npending == 0 && is_command(line, "END")) {
                ai_worker_stop(br->worker);
                quit = true;
            } else if (br->npending < 64) {
                memcpy(br->pending[br->npending++], line, len + 1);
            }
        }
        if (br->in.eof && br->in.len == 0 && br->npending == 0) {
            ai_worker_stop(br->worker);
            quit = true;
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
    return !quit;
}

/* Handles one line; false on END. */
static bool handle(Brain *br, const char *line, size_t len)
{
    char out[OUT_CAP];
    GomocupAction act = gomocup_handle(&br->session, line, len, out, sizeof out);
    emit(out);
    switch (act) {
    case GOMOCUP_QUIT: return false;
    case GOMOCUP_THINK: return think(br);
    case GOMOCUP_STOP:
    case GOMOCUP_NONE: break;
    }
    return true;
}

int main(int argc, char **argv)
{
    /* Match managers start the brain without arguments: then it speaks the protocol.
     * `--help` or `--version` alone answers and exits; anything else is refused. */
    if (argc > 1) {
        bool alone = argc == 2;
        if (alone && strcmp(argv[1], "--version") == 0) {
            printf("pbrain-renju %s\n", RENJU_VERSION);
            return 0;
        }
        bool known = strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
                     strcmp(argv[1], "--version") == 0;
        bool help = alone && known;
        if (!help) {
            fprintf(stderr, "pbrain-renju: %s '%s'\n",
                    known ? "unexpected argument" : "unknown option", argv[known ? 2 : 1]);
        }
        fprintf(help ? stdout : stderr,
                "usage: pbrain-renju    (speaks the Gomocup protocol on stdin and stdout)\n"
                "       pbrain-renju --help | --version\n"
                "A renju engine for Piskvork, Yixin-Board and c-gomoku-cli; the commands it\n"
                "answers are listed in pbrain-renju(6).\n");
        return help ? 0 : 2;
    }
    renju_init();
    static Brain br;
    gomocup_init(&br.session);
    bool running = true;
    while (running) {
        if (br.npending > 0) {
            char line[256];
            memcpy(line, br.pending[0], sizeof line);
            br.npending--;
            memmove(br.pending[0], br.pending[1], (size_t)br.npending * sizeof br.pending[0]);
            running = handle(&br, line, strlen(line));
            continue;
        }
        char line[READ_CAP];
        size_t len = 0;
        if (input_line(&br.in, line, sizeof line, &len)) {
            running = handle(&br, line, len);
        } else if (br.in.eof) {
            running = false;
        } else {
            input_fill(&br.in, -1);
        }
    }
    ai_worker_destroy(br.worker);
    return 0;
}
