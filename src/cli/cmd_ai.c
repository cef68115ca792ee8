/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli analyze and solve: the engine from the shell.
 *   analyze MOVES... [--time MS] [--depth N] [--rule NAME]
 *       best move, evaluation and principal variation for the side to move
 *   solve vcf|vct MOVES... [--nodes N] [--rule NAME]
 *       a winning threat sequence for the side to move, or "none"
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "cli.h"
#include "position.h"
#include "rules.h"

#define POSITION_TEXT 8192

typedef struct AiArgs {
    const RuleSet *rs;
    int time_ms;
    int depth;
    long long nodes;
    Board board;
} AiArgs;

static void print_line(const Pos *pts, int n)
{
    char name[8];
    for (int i = 0; i < n; i++) {
        board_format_point(pts[i], name, sizeof name);
        printf("%s%s", i ? " " : "", name);
    }
}

/* Reads options and the position from the arguments; prints an error and returns false
 * on bad input. */
static bool parse_ai_args(int argc, char **argv, AiArgs *a)
{
    char *moves[512];
    int nmoves = 0;
    a->rs = rules_get(RULE_RENJU);
    for (int i = 0; i < argc; i++) {
        const char *opt = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(opt, "--time") == 0 && has_value) {
            a->time_ms = atoi(argv[++i]);
        } else if (strcmp(opt, "--depth") == 0 && has_value) {
            a->depth = atoi(argv[++i]);
        } else if (strcmp(opt, "--nodes") == 0 && has_value) {
            a->nodes = atoll(argv[++i]);
        } else if (strcmp(opt, "--rule") == 0 && has_value) {
            a->rs = rules_find(argv[++i]);
            if (!a->rs) {
                fprintf(stderr, "error: unknown rule '%s'\n", argv[i]);
                return false;
            }
        } else if (strncmp(opt, "--", 2) == 0) {
            fprintf(stderr, "error: unknown option '%s'\n", opt);
            return false;
        } else if (nmoves < (int)(sizeof moves / sizeof moves[0])) {
            moves[nmoves++] = argv[i];
        }
    }
    char text[POSITION_TEXT];
    char err[200];
    if (!cli_join(nmoves, moves, text, sizeof text)) {
        fprintf(stderr, "error: position too long\n");
        return false;
    }
    if (!position_parse(text, strlen(text), a->rs->board_size, &a->board, err, sizeof err)) {
        fprintf(stderr, "error: %s\n", err);
        return false;
    }
    return true;
}

static void print_score(int score)
{
    if (score >= AI_WIN_SCORE - 1000) {
        printf("win in %d", AI_WIN_SCORE - score);
    } else if (score <= -(AI_WIN_SCORE - 1000)) {
        printf("loss in %d", AI_WIN_SCORE + score);
    } else {
        printf("%d", score);
    }
}

int cli_analyze(int argc, char **argv)
{
    AiArgs a = {0};
    a.time_ms = 1000;
    if (!parse_ai_args(argc, argv, &a)) {
        return 2;
    }
    AiEngine *e = ai_create(64);
    if (!e) {
        fprintf(stderr, "error: out of memory\n");
        return 1;
    }
    AiLimits lim = {a.time_ms, a.depth, a.nodes, AI_LEVEL_MAX, 1};
    if (a.depth > 0 || a.nodes > 0) {
        lim.time_ms = 0;
    }
    AiInfo info;
    ai_search(e, a.rs, &a.board, &lim, NULL, NULL, NULL, &info);
    char best[8];
    board_format_point(info.best, best, sizeof best);
    printf("best %s\nscore ", best);
    print_score(info.score);
    printf("\ndepth %d\nnodes %lld\nnps %lld\ntime %d ms\npv ", info.depth,
           (long long)info.nodes, (long long)info.nps, info.elapsed_ms);
    print_line(info.pv, info.npv);
    putchar('\n');
    ai_destroy(e);
    return 0;
}

int cli_solve(int argc, char **argv)
{
    if (argc < 1 || (strcmp(argv[0], "vcf") != 0 && strcmp(argv[0], "vct") != 0)) {
        fprintf(stderr, "usage: renju-cli solve vcf|vct MOVES... [--nodes N]\n");
        return 2;
    }
    bool vct = strcmp(argv[0], "vct") == 0;
    AiArgs a = {0};
    if (!parse_ai_args(argc - 1, argv + 1, &a)) {
        return 2;
    }
    AiEngine *e = ai_create(16);
    if (!e) {
        fprintf(stderr, "error: out of memory\n");
        return 1;
    }
    Pos line[AI_MAX_PV];
    int n = 0;
    if (ai_solve(e, a.rs, &a.board, vct, a.nodes, NULL, line, &n, AI_MAX_PV)) {
        print_line(line, n);
        putchar('\n');
    } else {
        printf("none\n");
    }
    ai_destroy(e);
    return 0;
}
