/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli problems: the problem collection (problem.h) from the shell.
 *
 *   problems list [FILE...]            number, id, goal, level, technique, English title
 *   problems show N|ID [FILE...]       the board, the titles and the solution
 *   problems check [-v] [FILE...]      proves every problem (problem_check.h); prints
 *                                      "problems: N, proven: N, failed: N", exit 1 when
 *                                      one failed
 *   problems solve GOAL COLOUR POS...  the solution and level the prover finds for a
 *                                      position (to compose a problem)
 *
 * Without FILE the collection is read: every .txt file of assets/problems, found next to
 * the program (../assets/problems, ../../assets/problems from build/ or build/asan/, or
 * ../share/renju/problems once installed), in name order.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "position.h"
#include "problem.h"
#include "problem_check.h"

#define MAX_FILES 64
#define PATH_CAP 1024
#define FILE_MAX (8 << 20)

/* Reads a whole file (at most FILE_MAX bytes) into a malloc'd buffer. */
static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    char *buf = malloc(FILE_MAX + 1);
    size_t n = buf ? fread(buf, 1, FILE_MAX + 1, f) : 0;
    bool bad = ferror(f) || n > FILE_MAX;
    fclose(f);
    if (!buf || bad) {
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Loads one file's problems into set; false after printing an error. */
static bool load_file(const char *path, ProblemSet *set)
{
    size_t len = 0;
    char *text = read_all(path, &len);
    if (!text) {
        fprintf(stderr, "error: cannot read %s\n", path);
        return false;
    }
    char err[256];
    bool ok = problem_parse(text, len, set, err, sizeof err);
    free(text);
    if (!ok) {
        fprintf(stderr, "error: %s: %s\n", path, err);
    }
    return ok;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The collection's directory next to the program, into dir; false when none is found. */
static bool find_collection(char *dir, size_t cap)
{
    char exe[PATH_CAP];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        return false;
    }
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
        *slash = '\0';
    }
    static const char *const REL[] = {"/../assets/problems", "/../../assets/problems",
                                      "/../share/renju/problems"};
    for (size_t i = 0; i < sizeof REL / sizeof REL[0]; i++) {
        snprintf(dir, cap, "%s%s", exe, REL[i]);
        DIR *d = opendir(dir);
        if (d) {
            closedir(d);
            return true;
        }
    }
    return false;
}

/* Loads FILE... or, with none, the collection. False after printing an error. */
static bool load(int argc, char **argv, ProblemSet *set)
{
    if (argc > 0) {
        for (int i = 0; i < argc; i++) {
            if (!load_file(argv[i], set)) {
                return false;
            }
        }
        return true;
    }
    char dir[PATH_CAP];
    if (!find_collection(dir, sizeof dir)) {
        fprintf(stderr, "error: the problem collection (assets/problems) is not found\n");
        return false;
    }
    DIR *d = opendir(dir);
    char *names[MAX_FILES];
    int nnames = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && nnames < MAX_FILES) {
        size_t len = strlen(e->d_name);
        if (len > 4 && strcmp(e->d_name + len - 4, ".txt") == 0) {
            size_t cap = strlen(dir) + len + 2;
            names[nnames] = malloc(cap);
            if (names[nnames]) {
                snprintf(names[nnames++], cap, "%s/%s", dir, e->d_name);
            }
        }
    }
    if (d) {
        closedir(d);
    }
    qsort(names, (size_t)nnames, sizeof names[0], compare_names);
    bool ok = nnames > 0;
    if (!ok) {
        fprintf(stderr, "error: no problem files in %s\n", dir);
    }
    for (int i = 0; i < nnames; i++) {
        ok = ok && load_file(names[i], set);
        free(names[i]);
    }
    return ok;
}

static void print_points(const Pos *p, int n)
{
    char a[8];
    for (int i = 0; i < n; i++) {
        board_format_point(p[i], a, sizeof a);
        printf(" %s", a);
    }
    printf("\n");
}

static int cmd_list(int argc, char **argv)
{
    ProblemSet set = {0};
    if (!load(argc, argv, &set)) {
        problem_set_free(&set);
        return 1;
    }
    for (int i = 0; i < set.n; i++) {
        const Problem *p = &set.items[i];
        printf("%3d  %-36s %-6s %d  %-22s %s\n", i + 1, p->id, problem_goal_name(p->goal),
               p->level, p->technique, p->title[0]);
    }
    problem_set_free(&set);
    return 0;
}

static int cmd_show(int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "error: problems show needs a number or an id\n");
        return 1;
    }
    ProblemSet set = {0};
    if (!load(argc - 1, argv + 1, &set)) {
        problem_set_free(&set);
        return 1;
    }
    char *end;
    long k = strtol(argv[0], &end, 10);
    int found = -1;
    if (*end == '\0' && k >= 1 && k <= set.n) {
        found = (int)k - 1;
    }
    for (int i = 0; i < set.n && found < 0; i++) {
        found = strcmp(set.items[i].id, argv[0]) == 0 ? i : -1;
    }
    if (found < 0) {
        fprintf(stderr, "error: no problem '%s' (1..%d or an id)\n", argv[0], set.n);
        problem_set_free(&set);
        return 1;
    }
    const Problem *p = &set.items[found];
    Board *b = malloc(sizeof *b);
    if (!b) {
        problem_set_free(&set);
        return 1;
    }
    problem_board(p, b);
    printf("problem %d: %s\n", found + 1, p->id);
    for (int i = 0; i < PROBLEM_LANGS; i++) {
        printf("title.%s: %s\n", problem_lang_code(i), p->title[i]);
    }
    printf("technique: %s\ngoal: %s\nlevel: %d\nto move: %s\n", p->technique,
           problem_goal_name(p->goal), p->level, p->to_move == STONE_BLACK ? "black" : "white");
    cli_print_board(stdout, b);
    printf(p->goal == GOAL_DEFEND ? "answers:" : "solution:");
    print_points(p->solution, p->nsolution);
    free(b);
    problem_set_free(&set);
    return 0;
}

static int cmd_check(int argc, char **argv)
{
    bool verbose = argc > 0 && strcmp(argv[0], "-v") == 0;
    ProblemSet set = {0};
    if (!load(argc - verbose, argv + verbose, &set)) {
        problem_set_free(&set);
        return 1;
    }
    ProblemProver *pp = problem_prover_create(0);
    if (!pp) {
        fprintf(stderr, "error: out of memory\n");
        problem_set_free(&set);
        return 1;
    }
    int proven = 0;
    for (int i = 0; i < set.n; i++) {
        const Problem *p = &set.items[i];
        clock_t t0 = clock();
        ProblemVerdict v;
        problem_check(pp, p, &v);
        double ms = 1000.0 * (double)(clock() - t0) / CLOCKS_PER_SEC;
        proven += v.proven;
        if (!v.proven) {
            printf("FAILED %d %s (line %d): %s\n", i + 1, p->id, p->line, v.reason);
        } else if (verbose) {
            printf("ok %d %s: %d moves%s, %lld nodes, %.0f ms\n", i + 1, p->id, v.moves,
                   v.foul ? ", foul" : "", (long long)v.nodes, ms);
        }
    }
    printf("problems: %d, proven: %d, failed: %d\n", set.n, proven, set.n - proven);
    int rc = proven == set.n ? 0 : 1;
    problem_prover_destroy(pp);
    problem_set_free(&set);
    return rc;
}

/* problems solve GOAL black|white POSITION...: what the prover makes of a position (an
 * aid to composing: the solution and level a block needs). */
static int cmd_solve(int argc, char **argv)
{
    ProblemGoal g = GOAL_COUNT;
    for (int i = 0; i < GOAL_COUNT && argc >= 1; i++) {
        g = strcmp(argv[0], problem_goal_name((ProblemGoal)i)) == 0 ? (ProblemGoal)i : g;
    }
    if (argc < 3 || g == GOAL_COUNT ||
        (strcmp(argv[1], "black") != 0 && strcmp(argv[1], "white") != 0)) {
        fprintf(stderr, "error: problems solve vcf|vct|foul|defend black|white POSITION\n");
        return 1;
    }
    char text[4096];
    if (!cli_join(argc - 2, argv + 2, text, sizeof text)) {
        fprintf(stderr, "error: the position is too long\n");
        return 1;
    }
    Board *b = malloc(sizeof *b);
    ProblemProver *pp = problem_prover_create(0);
    char err[256];
    int rc = 1;
    if (!b || !pp) {
        fprintf(stderr, "error: out of memory\n");
    } else if (!position_parse(text, strlen(text), BOARD_STANDARD, b, err, sizeof err)) {
        fprintf(stderr, "error: %s\n", err);
    } else {
        if (b->to_move != (argv[1][0] == 'b' ? STONE_BLACK : STONE_WHITE)) {
            board_pass(b);
        }
        cli_print_board(stdout, b);
        ProblemVerdict v;
        Pos line[PROBLEM_MAX_LINE];
        int n = 0;
        if (problem_solve(pp, b, g, line, &n, &v)) {
            printf("level %d\nsolution", problem_grade(g, v.moves, v.foul));
            print_points(line, n);
            printf("moves: %d%s, nodes: %lld\n", v.moves, v.foul ? ", foul" : "",
                   (long long)v.nodes);
            rc = 0;
        } else {
            printf("no problem: %s\n", v.reason);
        }
    }
    free(b);
    problem_prover_destroy(pp);
    return rc;
}

int cli_problems(int argc, char **argv)
{
    if (argc >= 1 && strcmp(argv[0], "solve") == 0) {
        return cmd_solve(argc - 1, argv + 1);
    }
    if (argc >= 1 && strcmp(argv[0], "list") == 0) {
        return cmd_list(argc - 1, argv + 1);
    }
    if (argc >= 1 && strcmp(argv[0], "show") == 0) {
        return cmd_show(argc - 1, argv + 1);
    }
    if (argc >= 1 && strcmp(argv[0], "check") == 0) {
        return cmd_check(argc - 1, argv + 1);
    }
    fprintf(stderr, "error: problems takes list, show, check or solve\n");
    return 1;
}
