/* Renju - MIT licence, see LICENSE.
 *
 * pbrain-renju: the engine as a Gomocup-protocol brain on stdin/stdout. The protocol
 * itself lives in gomocup.c (pure), and so does the queue of lines not yet handled; this
 * file only moves bytes: it reads stdin without blocking the search (poll) into that
 * queue, runs the search on an AiWorker, and hands the lines to the protocol in order.
 * While the worker thinks, everything that arrives is queued (nothing is dropped); a
 * YXSTOP anywhere in the queue stops the search, and the queued lines are handled once
 * the move is out; an END that arrives during the search quits at once, answering
 * nothing more; a new position (START, RESTART, BOARD...) stops it too, its move
 * unanswered, and is handled at once. An END that was already queued when the search began (a
 * script piped in at once: `printf 'START 15\nBEGIN\nEND\n' | pbrain-renju`) acts in its turn:
 * every line ahead of it is answered first, in order, as a synchronous brain would. The end of
 * input is no END: what is queued is answered at its normal limits, then the brain
 * quits. Input from a file (`pbrain-renju < cmds`) is a script, read all at once: an END
 * there acts in its turn too; a YXSTOP still stops the search under way. The worker's notice of its
 * result comes through a pipe, so the move goes out as soon as it is found. The engine is made at
 * launch, and whenever the brain waits for input with the engine idle it is prepared for
 * the next search (its table's size and threads under max_memory, thread_num and the
 * processors online), so a move never pays for that.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ai.h"
#include "ai_opening.h"
#include "ai_worker.h"
#include "gomocup.h"
#include "version.h"

#define READ_CHUNK 65536
#define OUT_CAP 16384

typedef struct Brain {
    GomocupSession session;
    GomocupInput in;
    AiWorker *worker;
    int wake[2];    /* the worker's notices: written by its thread, read here */
    size_t warm_mb; /* what the engine was last prepared for (0: not yet) */
    int warm_threads;
    uint64_t request;
    long long read_ms; /* when input last arrived: the clock of the command handled */
    bool script;       /* stdin is a file: its lines act in their turn only */
} Brain;

/* The worker's notice (its thread): one byte into the pipe, never blocking. */
static void wake_up(void *user)
{
    Brain *br = user;
    char c = 1;
    ssize_t n = write(br->wake[1], &c, 1);
    (void)n; /* a full pipe already holds a notice */
}

/* Waits up to timeout_ms (-1: forever) for input or a notice of the worker, queues the
 * input that arrived and empties the notices. False when it could not wait: input has
 * ended, or memory is too short to read into. */
static bool input_fill(Brain *br, int timeout_ms)
{
    GomocupInput *in = &br->in;
    if (in->eof) {
        return false;
    }
    char *space = gomocup_input_space(in, READ_CHUNK);
    if (!space) {
        return false;
    }
    struct pollfd pfd[2] = {{STDIN_FILENO, POLLIN, 0}, {br->wake[0], POLLIN, 0}};
    if (poll(pfd, br->wake[0] >= 0 ? 2 : 1, timeout_ms) <= 0) {
        return true;
    }
    if (pfd[1].revents & POLLIN) {
        char drain[64];
        while (read(br->wake[0], drain, sizeof drain) > 0) {
        }
    }
    if (!(pfd[0].revents & (POLLIN | POLLHUP | POLLERR))) {
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
    br->read_ms = ai_now_ms();
    return true;
}

static void emit(const char *text)
{
    fputs(text, stdout);
    fflush(stdout);
}

/* While the brain waits for input: the engine sized and its threads made ready for the
 * next search, on the worker's thread, unless it already is. */
static void prepare(Brain *br)
{
    const GomocupSession *s = &br->session;
    size_t mb = gomocup_tt_megabytes(s);
    int threads = gomocup_threads(s);
    if (br->worker && (mb != br->warm_mb || threads != br->warm_threads)) {
        ai_worker_set_memory(br->worker, mb);
        ai_worker_warm(br->worker, threads);
        br->warm_mb = mb;
        br->warm_threads = threads;
    }
}

/* What came of a search (search()). */
typedef enum {
    SEARCH_DONE,    /* the move, to answer */
    SEARCH_END,     /* an END arrived: the brain quits, nothing answered */
    SEARCH_DROPPED, /* a new position arrived: the move is another position's, unanswered */
} SearchEnd;

/* The lines queued when a search began: only those that arrive after it act on it. */
typedef struct {
    int ends;
    int news;
} Queued;

static Queued queued(const Brain *br) { return (Queued){br->in.ends, br->in.news}; }

/* Runs one search on the worker and waits for its result in *info, reading input
 * meanwhile: a YXSTOP stops it, and so does an END or a new position (START, RESTART,
 * BOARD...) that arrived after the lines before were queued: the move of the old
 * position is thrown away (audit 29a: it came first, before the new command's answer,
 * once the search had run its time). */
static SearchEnd search(Brain *br, const RuleSet *rs, const Board *b, const AiLimits *lim,
                        Queued before, AiInfo *info)
{
    ai_worker_start(br->worker, rs, b, lim, ++br->request);
    uint64_t id = 0;
    bool stopped = false;
    while (!ai_worker_poll(br->worker, info, &id) || id != br->request) {
        /* From a file only a YXSTOP stops it (an END there acts in its turn). */
        bool came = !br->script && (br->in.ends > before.ends || br->in.news > before.news);
        if (!stopped && (br->in.stops > 0 || came)) {
            ai_worker_stop(br->worker);
            stopped = true;
        }
        if (!input_fill(br, br->wake[0] >= 0 ? 50 : 5)) {
            poll(NULL, 0, 5);
        }
    }
    return br->script                  ? SEARCH_DONE
           : br->in.ends > before.ends ? SEARCH_END
           : br->in.news > before.news ? SEARCH_DROPPED
                                       : SEARCH_DONE;
}

/* When the command that asks for an answer arrived: the read that brought it in; from a
 * file, or once input has ended, nobody times the answer: now. */
static long long arrival(const Brain *br)
{
    return br->script || br->in.eof ? ai_now_ms() : br->read_ms;
}

/* Searches the session's position and answers the move; false when an END arrived
 * during the search: the brain quits, the move unanswered. */
static bool think(Brain *br)
{
    GomocupSession *s = &br->session;
    if (!br->worker) {
        emit("ERROR out of memory\n");
        return true;
    }
    /* The ENDs queued before the search began act in their turn, after this move. */
    Queued before = queued(br);
    long long arrived = arrival(br);
    ai_worker_set_memory(br->worker, gomocup_tt_megabytes(s));
    Board b;
    gomocup_board(s, &b);
    AiLimits lim;
    gomocup_limits(s, br->request * 7919 + 1, &lim);
    /* The plan runs from the arrival: what went before the search (the command's lines,
     * the table, a late wake-up on a loaded machine) comes out of the search's time. */
    int planned = lim.time_ms;
    lim.time_ms = gomocup_search_ms(planned, ai_now_ms() - arrived);
    ai_worker_set_nbest(br->worker, s->nbest);
    AiInfo info;
    SearchEnd how = search(br, s->rules, &b, &lim, before, &info);
    if (how != SEARCH_DONE) {
        return how == SEARCH_DROPPED; /* END: the brain quits, this move unanswered */
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
    long long took = ai_now_ms() - arrived;
    gomocup_note_answer(s, planned, took > 1000000000 ? 1000000000 : (int)took);
    gomocup_own_move(s, info.best);
    return true;
}

/* One decision of the player to act in g's Swap2 opening into *a: the opening AI's plan
 * of short evaluations (ai_opening.h), each a search on the worker, or a plain search
 * where the opening needs none; not SEARCH_DONE for an END or a new position that
 * arrived meanwhile. */
static SearchEnd swap2_decide(Brain *br, const Game *g, const AiLimits *lim, Queued before,
                              Action *a)
{
    AiInfo info;
    if (!ai_opening_needed(g)) {
        SearchEnd how = search(br, g->rules, &g->board, lim, before, &info);
        if (how != SEARCH_DONE) {
            return how;
        }
        memset(a, 0, sizeof *a);
        a->kind = ACTION_MOVE;
        a->pos = info.best;
        return SEARCH_DONE;
    }
    AiOpeningPlan plan;
    ai_opening_plan(&plan, g, lim);
    Board b;
    AiLimits eval;
    while (br->in.stops == 0 && ai_opening_next(&plan, g, &b, &eval)) {
        SearchEnd how = search(br, g->rules, &b, &eval, before, &info);
        if (how != SEARCH_DONE) {
            return how;
        }
        ai_opening_feed(&plan, &info);
    }
    ai_opening_choose(&plan, g, a); /* a YXSTOP: from what was judged so far */
    return SEARCH_DONE;
}

/* SWAP2BOARD: the engine's choice in the Swap2 opening the block gave, decided as the
 * window's computer decides it (its stones, swap, two more, keep) until it is the other
 * player's turn, then answered as the Gomocup protocol words it; the time of one move
 * for the whole answer (none when a new position arrived meanwhile). False when an END
 * arrived meanwhile. */
static bool swap2(Brain *br)
{
    GomocupSession *s = &br->session;
    Game *g = malloc(sizeof *g);
    if (!g || !br->worker || !gomocup_swap2_game(s, g, NULL)) {
        emit("ERROR out of memory\n");
        free(g);
        return true;
    }
    Queued before = queued(br);
    long long arrived = arrival(br);
    ai_worker_set_memory(br->worker, gomocup_tt_megabytes(s));
    ai_worker_set_nbest(br->worker, 0);
    AiLimits lim;
    gomocup_limits(s, br->request * 7919 + 1, &lim);
    int planned = lim.time_ms;
    /* The most decisions it may take: three stones; a choice and two stones; a choice
     * and a stone. Each gets its share of what is left. */
    int left = g->nactions == 5 ? 2 : 3;
    int from = g->nactions;
    int me = game_player_to_move(g);
    SearchEnd how = SEARCH_DONE;
    while (how == SEARCH_DONE && left > 0 && !game_over(g) && game_player_to_move(g) == me) {
        lim.time_ms = gomocup_search_ms(planned, ai_now_ms() - arrived) / left--;
        Action a;
        how = swap2_decide(br, g, &lim, before, &a);
        if (how == SEARCH_DONE && !game_apply(g, &a, NULL)) {
            break; /* never: the opening AI answers legal actions */
        }
    }
    if (how == SEARCH_DONE) {
        char out[OUT_CAP];
        gomocup_swap2_answer(s, g, from, out, sizeof out);
        emit(out);
    }
    free(g);
    return how != SEARCH_END;
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
    case GOMOCUP_SWAP2: return swap2(br);
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
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    /* Not known: one, so that no search runs more threads than processors. */
    br.session.cpus = cpus <= 0 ? 1 : cpus < AI_MAX_THREADS ? (int)cpus : AI_MAX_THREADS;
    gomocup_input_init(&br.in);
    struct stat st;
    br.script = fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode);
    br.wake[0] = br.wake[1] = -1;
    if (pipe(br.wake) == 0) {
        fcntl(br.wake[0], F_SETFL, O_NONBLOCK);
        fcntl(br.wake[1], F_SETFL, O_NONBLOCK);
    } else {
        br.wake[0] = br.wake[1] = -1; /* then the search is polled every 5 ms */
    }
    br.worker = ai_worker_create(gomocup_tt_megabytes(&br.session),
                                 br.wake[1] >= 0 ? wake_up : NULL, &br);
    bool running = true;
    while (running) {
        const char *line;
        size_t len = 0;
        /* An END acts in its turn: the lines ahead of it are answered first. */
        if (gomocup_input_next(&br.in, &line, &len)) {
            running = handle(&br, line, len);
        } else if (br.in.eof) {
            running = false;
        } else {
            prepare(&br);
            if (!input_fill(&br, -1)) {
                emit("ERROR out of memory for input\n");
                running = false;
            }
        }
    }
    ai_worker_destroy(br.worker);
    gomocup_input_free(&br.in);
    return 0;
}
