/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli bench: the full-board forbidden map, timed. For each benchmark position
 * (tests/fixtures/forbidden-positions.txt) the map is computed in batches and the median
 * batch time per board is reported, with the time to build the board from its stones
 * (board_init and one board_set a stone). Then the map over a set of random positions.
 * Speed is measured here, never in tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "cli.h"
#include "position.h"
#include "rules.h"

static double now_ns(void) { return (double)ai_now_ns(); }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a;
    double y = *(const double *)b;
    return (x > y) - (x < y);
}

enum { SAMPLES = 31 };

/* Median ns per call of the forbidden map over `count` boards, each sample one pass. */
static double time_maps(const Board *boards, int count, int reps, int *nforbidden)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    double samples[SAMPLES];
    Pos pts[BOARD_MAX * BOARD_MAX];
    int total = 0;
    for (int s = 0; s < SAMPLES; s++) {
        double t0 = now_ns();
        total = 0;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < count; i++) {
                total += rules_forbidden_map(rs, &boards[i], STONE_BLACK, pts,
                                             BOARD_MAX * BOARD_MAX);
            }
        }
        samples[s] = (now_ns() - t0) / (double)(reps * count);
    }
    qsort(samples, SAMPLES, sizeof samples[0], cmp_double);
    *nforbidden = total / reps;
    return samples[SAMPLES / 2];
}

/* Median ns to build b anew from its stones: board_init, then board_set for each. */
static double time_build(const Board *b, int reps)
{
    Pos pts[BOARD_MAX * BOARD_MAX];
    Stone colour[BOARD_MAX * BOARD_MAX];
    int n = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_BLACK || board_at(b, p) == STONE_WHITE) {
                pts[n] = p;
                colour[n++] = board_at(b, p);
            }
        }
    }
    Board built;
    double samples[SAMPLES];
    for (int s = 0; s < SAMPLES; s++) {
        double t0 = now_ns();
        for (int r = 0; r < reps; r++) {
            board_init(&built, b->size, false);
            for (int i = 0; i < n; i++) {
                board_set(&built, pts[i], colour[i]);
            }
        }
        samples[s] = (now_ns() - t0) / (double)reps;
    }
    qsort(samples, SAMPLES, sizeof samples[0], cmp_double);
    return samples[SAMPLES / 2];
}

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* Random positions: a random number of stones (10..120) dropped near the centre, so
 * that lines and fouls are common, as in real middle games. */
static void random_position(Board *b, uint64_t *rng)
{
    board_init(b, BOARD_STANDARD, false);
    int stones = 10 + (int)(next_random(rng) % 111);
    for (int i = 0; i < stones; i++) {
        int x = (int)(next_random(rng) % 15);
        int y = (int)(next_random(rng) % 15);
        Pos p = pos_from_xy(x, y);
        if (board_at(b, p) == STONE_EMPTY) {
            board_set(b, p, (next_random(rng) % 2) ? STONE_BLACK : STONE_WHITE);
        }
    }
}

/* The most random positions a run takes (each is a whole board in memory). */
#define BENCH_RANDOM_MAX 100000

int cli_bench(int argc, char **argv)
{
    const char *path = NULL;
    int nrandom = 2000;
    for (int i = 0; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--positions") != 0 && strcmp(opt, "--random") != 0) {
            return cli_unknown_option(opt);
        }
        const char *value = cli_option_value(argc, argv, &i);
        if (!value) {
            return CLI_USAGE;
        }
        if (strcmp(opt, "--positions") == 0) {
            path = value;
        } else if (!cli_int(opt, value, 0, BENCH_RANDOM_MAX, &nrandom)) {
            return CLI_BAD_INPUT;
        }
    }
    char fixture[1200];
    if (!path) { /* the source tree's, found from the program, not the current folder */
        if (!cli_fixture("forbidden-positions.txt", "--positions", fixture, sizeof fixture)) {
            return CLI_BAD_INPUT;
        }
        path = fixture;
    }
    /* The positions must be readable and good: a missing file, a directory or a bad line
     * is an error before anything is timed or printed. */
    FILE *f = cli_open_input(path, CT_WHAT_POSITIONS);
    if (!f) {
        return CLI_BAD_INPUT;
    }
    char line[4096];
    int bad = 0;
    int lineno = 0;
    int count = 0;
    long len;
    while ((len = cli_text_line(f, path, &lineno, line, sizeof line)) != CLI_LINE_END) {
        Board b;
        char err[200];
        if (len < 0) {
            bad++; /* said; the rest not read (it may be endless) */
            break;
        }
        if (line[0] == '#' || len == 0) {
            continue;
        }
        if (!position_parse(line, (size_t)len, BOARD_STANDARD, &b, err, sizeof err)) {
            cli_error("%s: line %d: %s", path, lineno, err);
            bad++;
            break; /* the first bad line, as every command (a binary file gave thousands) */
        }
        count++;
    }
    if (!cli_checked_pass(f, path, bad, CT_ERRORS_ABOVE)) {
        return CLI_BAD_INPUT;
    }
    if (count == 0) { /* nothing to time: refused as bench-ai's suite is */
        cli_error(cli_t(CT_NO_POSITION_IN), path);
        fclose(f);
        return CLI_BAD_INPUT;
    }
    printf("forbidden-map benchmark (median of %d samples, per full 15x15 board), and the\n"
           "board built from its stones\n",
           SAMPLES);
    char title[256] = "";
    int index = 0;
    lineno = 0;
    while ((len = cli_text_line(f, path, &lineno, line, sizeof line)) >= 0) {
        if (line[0] == '#') {
            snprintf(title, sizeof title, "%s", line + 1 + (line[1] == ' '));
            continue;
        }
        if (len == 0) {
            continue;
        }
        Board b;
        char err[200];
        if (!position_parse(line, (size_t)len, BOARD_STANDARD, &b, err, sizeof err)) {
            cli_error("%s: line %d: %s", path, lineno, err);
            bad++;
            continue;
        }
        int nf = 0;
        double ns = time_maps(&b, 1, 2000, &nf);
        double build = time_build(&b, 2000);
        printf("  position %d: map %5.2f us (%d forbidden), build %5.2f us  %s\n", ++index,
               ns / 1000, nf, build / 1000, title);
    }
    if (ferror(f)) {
        cli_error("%s: read error", path);
        bad++;
    }
    fclose(f);
    if (nrandom > 0) {
        Board *boards = malloc(sizeof *boards * (size_t)nrandom);
        if (!boards) {
            cli_error("out of memory for %d positions", nrandom);
            return CLI_BAD_INPUT;
        }
        uint64_t rng = 0x2545F4914F6CDD1DULL;
        for (int i = 0; i < nrandom; i++) {
            random_position(&boards[i], &rng);
        }
        int nf = 0;
        double ns = time_maps(boards, nrandom, 1, &nf);
        printf("  random set (%d positions, %d forbidden points): %8.0f ns per board\n", nrandom,
               nf, ns);
        free(boards);
    }
    if (bad) {
        cli_error("%s: %d error%s (see above)", path, bad, bad == 1 ? "" : "s");
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}
