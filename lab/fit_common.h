/* Renju - MIT licence, see LICENSE.
 *
 * What the developer tools that fit the engine's tables (lab/tune.c: the evaluation,
 * lab/policy.c: the move ordering) share: reading their line files, replaying a line's
 * moves, and writing a row of parameters into a header. Included by each tool's single
 * source file (static functions, no object of its own).
 */
#ifndef RENJU_FIT_COMMON_H
#define RENJU_FIT_COMMON_H

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

static const char *const GRADE_NAME[P_COUNT] = {"none", "b1", "f1", "b2",   "f2", "b3",
                                                "f3",   "b4", "f4", "five", "ol"};

/* Prints w[from .. from + count) as one row of a C initializer, rounded and clamped to
 * int16, with an optional comment. */
static void fit_print_row(const double *w, int from, int count, const char *comment)
{
    printf("       ");
    for (int i = 0; i < count; i++) {
        double r = round(w[from + i]);
        printf(" %d,", (int)(r > 32000 ? 32000 : r < -32000 ? -32000 : r));
    }
    printf(comment ? " /* %s */\n" : "\n", comment);
}

/* Plays the rest of the strtok() line (moves in board notation, from h8) on b, a fresh
 * 15x15 board, and sets *opening to a hash of the first ten moves (to hold positions out
 * by opening). False on a move that is not a point or not legal there. */
static bool fit_replay(Board *b, uint64_t *opening)
{
    board_init(b, 15, false);
    *opening = 1469598103934665603ULL;
    const char *tok;
    while ((tok = strtok(NULL, " \t\r\n")) != NULL) {
        Pos p;
        if (!board_parse_point(tok, strlen(tok), 15, &p) || !board_play(b, p)) {
            return false;
        }
        if (b->ply <= 10) {
            *opening = (*opening ^ (uint64_t)p) * 1099511628211ULL;
        }
    }
    return true;
}

/* Calls add(data, tab, renju, line) for every line of path but blank and '#' ones,
 * counting the lines it takes (*good) and refuses (*bad). A file that cannot be opened
 * ends the program with a message naming prog. */
typedef bool (*FitAddLine)(void *data, const AiTables *tab, const RuleSet *rs, char *line);
static void fit_read_lines(const char *prog, const char *path, FitAddLine add, void *data,
                           const AiTables *tab, int *good, int *bad)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "%s: cannot open %s\n", prog, path);
        exit(1);
    }
    const RuleSet *rs = rules_find("renju");
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || isspace((unsigned char)line[0])) {
            continue;
        }
        if (add(data, tab, rs, line)) {
            (*good)++;
        } else {
            (*bad)++;
        }
    }
    fclose(f);
}

/* The engine's tables as the compiled parameters make them (renju_init included). */
static AiTables *fit_tables(const char *prog)
{
    renju_init();
    AiTables *tab = malloc(sizeof *tab);
    if (!tab) {
        fprintf(stderr, "%s: out of memory\n", prog);
        exit(1);
    }
    ai_tables_build(tab);
    return tab;
}

#endif
