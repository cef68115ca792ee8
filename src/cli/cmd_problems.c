/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli problems: the problem collection (problem.h) from the shell.
 *
 *   problems list [FILE...]            number, id, goal, level, rating (rating.h: what study
 *                                      mode rates the problem), technique, English title
 *                                      as the window lists it ("1.3  ...": level, number
 *                                      within the level); the collection easiest first
 *   problems show N|L.K|ID [FILE...]   the board, its stones as Set up reads them
 *                                      ("b=... w=..."), the titles, the rating, the solution
 *                                      and the idea of the problem at place N of the list,
 *                                      number K of
 *                                      level L ("1.3", as the list and the window number
 *                                      them) or with that id
 *   problems check [-v] [--deep N] [FILE...]
 *                                      proves every problem (problem_check.h); prints
 *                                      "problems: N, proven: N, failed: N", exit 1 when
 *                                      one failed; --deep N: the other first moves
 *                                      (also-wins, may-win) judged too, the engine's
 *                                      search at N nodes (problem_prover_deep)
 *   problems solve GOAL COLOUR POS...  the solution and level the prover finds for a
 *                                      position (to compose a problem)
 *
 * Without FILE the collection is read: every .txt file of assets/problems, found next to
 * the program (../assets/problems, ../../assets/problems from build/ or build/asan/, or
 * ../share/renju/problems once installed), in name order; and, as the study reads them,
 * the user's own problem files (~/.local/share/renju/problems), each a set of its own
 * (list and check say both folders; a bad file of the user's is skipped, said, and a
 * failure of check).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "learners.h"
#include "position.h"
#include "problem.h"
#include "problem_check.h"
#include "problem_files.h"
#include "rating.h"

/* Why k's first file (at path) or the collection failed, in the messages' language. */
static void fault_text(const ProblemFileSkips *k, const char *path, char *buf, size_t cap)
{
    Lang lang = cli_lang();
    char why[1000];
    if (k->n == 0) {
        problem_files_reason(lang, k, buf, cap);
    } else if (k->fault == PROBLEM_FILE_UNREADABLE && !k->os) {
        cli_record_reason(lang, &k->file, buf, cap); /* the file named in it */
    } else {
        if (k->fault == PROBLEM_FILE_UNREADABLE) {
            cli_os_reason(lang, k->os, why, sizeof why);
        } else {
            problem_files_reason(lang, k, why, sizeof why);
        }
        snprintf(buf, cap, "%s: %s", path, why);
    }
}

/* The user's own problem files (problem_files_user_dir), read as the study reads them
 * beside the collection (fix34c: renju-cli read only the collection): each file a set of
 * its own, a bad one skipped and said in the study's words. The folders on stdout when
 * `say` (list, check); *skipped: the files skipped. */
static void add_own(ProblemSet *set, const char *collection, bool say, int *skipped)
{
    StoragePaths sp;
    RecordError err;
    char dir[STORAGE_PATH_MAX + 16];
    int before = set->n;
    bool found = storage_paths_init(&sp, &err) &&
                 problem_files_user_dir(sp.data_dir, dir, sizeof dir);
    ProblemFileSkips k = {0};
    int own = found ? problem_files_add_user_dir(dir, set, &k) : 0;
    if (say) {
        cli_line(stdout, cli_nt(CT_PROBLEMS_FROM, before), collection, before);
    }
    if (say && found) {
        cli_line(stdout, cli_nt(CT_PROBLEMS_OWN_FROM, own), dir, own);
    }
    if (k.n > 0) {
        char said[1400];
        problem_files_skipped(cli_lang(), &k, said, sizeof said);
        cli_warn("%s", said);
    }
    *skipped = k.n;
}

/* Loads FILE... or, with none, the collection and the user's own problem files (their
 * folders said on stdout when `say`; *skipped: the user's files skipped, may be NULL).
 * False after printing an error (escaped, as every command's: a file's bad line is echoed
 * in it); a file with no problem in it is one (an empty collection would check as all
 * proven). */
static bool load(int argc, char **argv, ProblemSet *set, bool say, int *skipped)
{
    char err[1400];
    bool ok = true;
    ProblemFileSkips k;
    int own_skipped = 0;
    if (argc == 0) {
        ok = problem_files_load_collection(set, &k, err, sizeof err) && k.n == 0;
        if (!ok) { /* a bad file fails it all */
            char path[sizeof k.dir + sizeof k.name + 1];
            snprintf(path, sizeof path, "%s/%s", k.dir, k.name);
            fault_text(&k, path, err, sizeof err);
        } else if (set->n == 0) {
            snprintf(err, sizeof err, "%s", cli_t(CT_NO_PROBLEMS));
            ok = false;
        } else {
            add_own(set, k.dir, say, &own_skipped);
        }
    }
    if (skipped) {
        *skipped = own_skipped;
    }
    for (int i = 0; i < argc && ok; i++) {
        int before = set->n;
        ok = problem_files_load_why(argv[i], set, &k);
        if (!ok) {
            fault_text(&k, argv[i], err, sizeof err);
        } else if (set->n == before) {
            snprintf(err, sizeof err, cli_t(CT_NO_PROBLEM_IN), argv[i]);
            ok = false;
        }
    }
    if (!ok) {
        cli_error("%s", err);
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
    if (!load(argc, argv, &set, true, NULL)) {
        problem_set_free(&set);
        return 1;
    }
    /* The number within the level ("1.3", "1.10") in a column as wide as the longest, so
     * that every title starts in one column. */
    int width = 0;
    for (int i = 0; i < set.n; i++) {
        char num[32];
        int n = snprintf(num, sizeof num, "%d.%d", set.items[i].level, problem_set_number(&set, i));
        width = n > width ? n : width;
    }
    for (int i = 0; i < set.n; i++) {
        const Problem *p = &set.items[i];
        char num[32];
        snprintf(num, sizeof num, "%d.%d", p->level, problem_set_number(&set, i));
        printf("%3d  %-36s %-6s %d  %4d  %-22s %-*s  %s\n", i + 1, p->id,
               problem_goal_name(p->goal), p->level, rating_problem(p), p->technique, width, num,
               p->title[0]);
    }
    problem_set_free(&set);
    return 0;
}

static int cmd_show(int argc, char **argv)
{
    if (argc < 1) {
        cli_error("%s", cli_t(CT_SHOW_NEEDS));
        cli_usage(stderr, "problems");
        return CLI_USAGE;
    }
    ProblemSet set = {0};
    if (!load(argc - 1, argv + 1, &set, false, NULL)) {
        problem_set_free(&set);
        return 1;
    }
    int found = problem_set_find(&set, argv[0]);
    if (found < 0) {
        cli_error(cli_t(CT_NO_SUCH_PROBLEM), argv[0], set.n);
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
    printf("problem %d: %s\nnumber: %d.%d\n", found + 1, p->id, p->level,
           problem_set_number(&set, found));
    for (int i = 0; i < PROBLEM_LANGS; i++) {
        printf("title.%s: %s\n", problem_lang_code(i), p->title[i]);
    }
    printf("technique: %s\ngoal: %s\nlevel: %d\nto move: %s\nrating: %d\n", p->technique,
           problem_goal_name(p->goal), p->level, p->to_move == STONE_BLACK ? "black" : "white",
           rating_problem(p));
    cli_print_board(stdout, b);
    /* The stones as Set up reads them (Ctrl+V, or typed in its field): a line of its own
     * to copy (audit 33b, B3); the counts give the side to move, as a problem's always do. */
    char stones[BOARD_STANDARD * BOARD_STANDARD * 5];
    position_format_stones(b, stones, sizeof stones);
    printf("%s\n", stones);
    printf(p->goal == GOAL_DEFEND ? "answers:" : "solution:");
    print_points(p->solution, p->nsolution);
    /* The win's length as the prover counts it (and solve, problems solve, Ctrl+F): the
     * winner's moves to the five, the five included; the line may stop sooner. */
    for (int i = 0; i < PROBLEM_LANGS && p->idea[0][0]; i++) {
        printf("idea.%s: %s\n", problem_lang_code(i), p->idea[i]);
    }
    ProblemProver *pp = p->goal == GOAL_DEFEND ? NULL : problem_prover_create(0);
    if (pp) {
        ProblemVerdict v;
        problem_check(pp, p, &v);
        if (v.proven) {
            printf("moves: %d%s\n", v.moves, v.foul ? ", foul" : "");
        }
        problem_prover_destroy(pp);
    }
    free(b);
    problem_set_free(&set);
    return 0;
}

static int cmd_check(int argc, char **argv)
{
    bool verbose = false;
    int64_t deep = 0;
    int k = 0;
    for (; k < argc && argv[k][0] == '-'; k++) {
        if (strcmp(argv[k], "-v") == 0) {
            verbose = true;
        } else if (strcmp(argv[k], "--deep") == 0) {
            const char *n = cli_option_value(argc, argv, &k);
            if (!n) {
                return CLI_USAGE;
            }
            if (!cli_number("--deep", n, 1, CLI_NODES_MAX, &deep)) {
                return CLI_BAD_INPUT;
            }
        } else {
            return cli_unknown_option(argv[k]); /* the synopsis alone said nothing of it */
        }
    }
    ProblemSet set = {0};
    int skipped = 0; /* the user's own files: each a failure */
    if (!load(argc - k, argv + k, &set, true, &skipped)) {
        problem_set_free(&set);
        return 1;
    }
    ProblemProver *pp = problem_prover_create(0);
    if (!pp) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        problem_set_free(&set);
        return 1;
    }
    problem_prover_deep(pp, deep);
    int proven = 0;
    for (int i = 0; i < set.n; i++) {
        const Problem *p = &set.items[i];
        clock_t t0 = clock();
        ProblemVerdict v;
        problem_check(pp, p, &v);
        double ms = 1000.0 * (double)(clock() - t0) / CLOCKS_PER_SEC;
        int same = v.proven ? problem_set_same(&set, i) : -1;
        if (same >= 0) {
            v.proven = false;
            snprintf(v.reason, sizeof v.reason,
                     "the same position as %d %s (turned, or with other far stones)", same + 1,
                     set.items[same].id);
        }
        proven += v.proven;
        if (!v.proven) {
            printf("FAILED %d %s (line %d): %s\n", i + 1, p->id, p->line, v.reason);
        } else if (verbose) {
            printf("ok %d %s: %d moves%s, %lld nodes, %.0f ms\n", i + 1, p->id, v.moves,
                   v.foul ? ", foul" : "", (long long)v.nodes, ms);
        }
    }
    printf("problems: %d, proven: %d, failed: %d\n", set.n, proven, set.n - proven);
    int rc = proven == set.n && skipped == 0 ? 0 : 1;
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
        cli_error("%s", cli_t(CT_PROBLEMS_SOLVE_USAGE));
        return CLI_USAGE;
    }
    Board *b = malloc(sizeof *b);
    ProblemProver *pp = problem_prover_create(0);
    bool over = false;
    char result[160];
    int rc = 1;
    if (!b || !pp) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    } else if (!cli_read_position(rules_get(RULE_RENJU), argc - 2, argv + 2, b, &over, result,
                                  sizeof result, stderr)) {
        /* A move list no game plays: refused as play refuses it. */
    } else if (over) {
        cli_error(cli_t(CT_OVER_NO_PROBLEM), result);
    } else if (!cli_position_to_move(rules_get(RULE_RENJU), b,
                                     argv[1][0] == 'b' ? STONE_BLACK : STONE_WHITE)) {
        /* Refused before anything is printed, as problems check refuses it. */
    } else {
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

/* The learners of this computer (learners.h), for the teacher: a line each, "*" before the
 * one studying, their folder, solved of the collection, rating, problems rated, name. */
static int cmd_learners(int argc, char **argv)
{
    ProblemSet set = {0};
    StoragePaths sp;
    RecordError err = {0};
    if (!load(argc, argv, &set, false, NULL) || !storage_paths_init(&sp, &err)) {
        problem_set_free(&set);
        return 1;
    }
    Learners *l = malloc(sizeof *l);
    if (!l) {
        problem_set_free(&set);
        return 1;
    }
    learners_load(&sp, l);
    for (int i = 0; i < l->n; i++) {
        LearnerSummary m;
        learners_summary(&sp, l, i, &set, &m);
        printf("%s %-10s solved %3d of %3d  rating %4d  rated %3d%s  %s\n",
               i == l->current ? "*" : " ", l->items[i].dir, m.solved, m.total, m.rating, m.games,
               m.readable ? "" : "  (unreadable)", l->items[i].name[0] ? l->items[i].name : "-");
    }
    free(l);
    problem_set_free(&set);
    return 0;
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
    if (argc >= 1 && strcmp(argv[0], "learners") == 0) {
        return cmd_learners(argc - 1, argv + 1);
    }
    cli_error("%s", cli_t(CT_PROBLEMS_TAKES));
    cli_usage(stderr, "problems");
    return CLI_USAGE;
}
