/* Renju - MIT licence, see LICENSE.
 *
 * renju-book: builds the opening book (src/ai/book_data.h) with our own engine, given far
 * more time a position than a game gives it.
 *
 *   renju-book OPENINGS [--time MS] [--plies N] [--width K] [--threads T] [--part I/N]
 *
 * OPENINGS holds one opening a line in board notation ("h8 h9 f10"; '#' starts a
 * comment). From each, breadth first: the position is searched (--time MS a position,
 * --threads T) and its line "MOVES... MOVE SCORE" written out; down to --plies plies
 * below the opening, that move and the next best of a fifth as long a search (--width
 * moves in all, scored exactly) are played and their positions searched in turn, so the
 * book answers the replies a strong opponent is likely to choose. A position met again
 * in another order or symmetry is searched once. --part I/N takes every N-th opening from
 * the I-th (0-based), to run one part per processor; the outputs are concatenated.
 *
 * Developer tool: built by `make book`, not installed. It reads the engine's private
 * header on purpose (the book's own line reader and table).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "position.h"

#define MAX_QUEUE 4096
#define LINE_CAP 256

typedef struct Node {
    char moves[LINE_CAP];
    int depth;
} Node;

static void die(const char *what)
{
    fprintf(stderr, "renju-book: %s\n", what);
    exit(2);
}

static int arg_int(int argc, char **argv, int *i, int lo, int hi)
{
    if (*i + 1 >= argc) {
        die("an option lacks its value");
    }
    char *end;
    long v = strtol(argv[++*i], &end, 10);
    if (*end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "renju-book: %s: not a number from %d to %d\n", argv[*i], lo, hi);
        exit(2);
    }
    return (int)v;
}

/* Appends point p to the move text. */
static void append_point(char *moves, Pos p)
{
    char name[8];
    board_format_point(p, name, sizeof name);
    size_t len = strlen(moves);
    snprintf(moves + len, LINE_CAP - len, "%s%s", len ? " " : "", name);
}

int main(int argc, char **argv)
{
    renju_init();
    const char *file = NULL;
    int time_ms = 5000;
    int plies = 3;
    int width = 2;
    int threads = 1;
    int part = 0;
    int parts = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--time") == 0) {
            time_ms = arg_int(argc, argv, &i, 1, 3600000);
        } else if (strcmp(argv[i], "--plies") == 0) {
            plies = arg_int(argc, argv, &i, 1, 12);
        } else if (strcmp(argv[i], "--width") == 0) {
            width = arg_int(argc, argv, &i, 1, AI_MAX_NBEST);
        } else if (strcmp(argv[i], "--threads") == 0) {
            threads = arg_int(argc, argv, &i, 1, AI_MAX_THREADS);
        } else if (strcmp(argv[i], "--part") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%d/%d", &part, &parts) != 2 || parts < 1 || part < 0 ||
                part >= parts) {
                die("--part takes I/N with 0 <= I < N");
            }
        } else if (argv[i][0] == '-' || file) {
            fprintf(stderr, "usage: renju-book OPENINGS [--time MS] [--plies N] [--width K] "
                            "[--threads T] [--part I/N]\n");
            return 2;
        } else {
            file = argv[i];
        }
    }
    if (!file) {
        die("no openings file");
    }
    FILE *in = fopen(file, "r");
    if (!in) {
        die("cannot open the openings file");
    }
    static Node queue[MAX_QUEUE];
    int head = 0;
    int tail = 0;
    char line[LINE_CAP];
    int lineno = 0;
    int index = 0;
    while (fgets(line, sizeof line, in)) {
        lineno++;
        line[strcspn(line, "#\r\n")] = '\0';
        if (strspn(line, " \t") == strlen(line)) {
            continue;
        }
        Board b;
        char err[200];
        if (!position_parse(line, strlen(line), BOOK_BOARD, &b, err, sizeof err)) {
            fprintf(stderr, "renju-book: %s:%d: %s\n", file, lineno, err);
            return 1;
        }
        if (index++ % parts != part) {
            continue;
        }
        if (tail == MAX_QUEUE) {
            die("too many openings");
        }
        queue[tail].moves[0] = '\0';
        for (int i = 0; i < b.ply; i++) {
            append_point(queue[tail].moves, b.history[i].pos);
        }
        queue[tail++].depth = 0;
    }
    fclose(in);
    AiEngine *e = ai_create(64);
    static AiBook done;
    if (!e) {
        die("out of memory");
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    while (head < tail) {
        const Node n = queue[head++]; /* a copy: its children are written to the queue */
        Board b;
        char err[200];
        if (!position_parse(n.moves, strlen(n.moves), BOOK_BOARD, &b, err, sizeof err)) {
            die(err);
        }
        Pos seen;
        int seen_score;
        if (book_probe(&done, rs, &b, &seen, &seen_score)) {
            continue;
        }
        bool expand = n.depth + 1 < plies;
        ai_clear(e);
        ai_set_nbest(e, 1);
        AiLimits lim = {time_ms,       0,     0,     AI_LEVEL_MAX, 1, threads, false,
                        AI_SOLVE_NONE, false, false, {0}};
        AiInfo info;
        ai_search(e, rs, &b, &lim, NULL, NULL, NULL, &info);
        if (info.best == POS_PASS) {
            continue;
        }
        char out[LINE_CAP + 16];
        snprintf(out, sizeof out, "%s", n.moves);
        append_point(out, info.best);
        size_t len = strlen(out);
        snprintf(out + len, sizeof out - len, " %d", info.score);
        /* The book's own reader judges the line, as the engine will read it. */
        if (done.n == BOOK_MAX || !book_parse_line(out, &done.e[done.n])) {
            continue;
        }
        done.n++;
        printf("\"%s\",\n", out);
        fflush(stdout);
        fprintf(stderr, "%s (depth %d)\n", out, info.depth);
        if (!expand || ai_score_is_decided(info.score)) {
            continue;
        }
        /* The replies to follow: the book move, then the next best of a shorter search
         * that scores width moves exactly (slower a ply: not good enough for the move). */
        Pos child[AI_MAX_NBEST];
        int nchild = 0;
        child[nchild++] = info.best;
        if (width > 1) {
            AiInfo alt;
            ai_set_nbest(e, width);
            lim.time_ms = time_ms / 5 > 0 ? time_ms / 5 : 1;
            ai_search(e, rs, &b, &lim, NULL, NULL, NULL, &alt);
            for (int i = 0; i < alt.nbest && nchild < width; i++) {
                if (alt.best_moves[i] != info.best) {
                    child[nchild++] = alt.best_moves[i];
                }
            }
        }
        for (int i = 0; i < nchild && tail < MAX_QUEUE; i++) {
            memcpy(queue[tail].moves, n.moves, LINE_CAP);
            append_point(queue[tail].moves, child[i]);
            queue[tail++].depth = n.depth + 1;
        }
    }
    ai_destroy(e);
    return 0;
}
