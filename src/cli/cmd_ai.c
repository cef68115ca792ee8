/* Renju - MIT licence, see LICENSE.
 *
 * renju-cli analyze, solve and bench-ai: the engine from the shell.
 *   analyze MOVES...|FILE [--time MS] [--depth N] [--level 1-10] [--rule NAME]
 *       best move, evaluation and principal variation for the side to move (for b=/w=
 *       stone lists, the side the counts give, or a study position's as setup gives it;
 *       a .renju or .sgf file: where its game ends)
 *   solve vcf|vct MOVES...|FILE [--nodes N] [--rule NAME]
 *       a winning threat sequence for the side to move, or "none"
 *   bench-ai [--depth N] [--time MS | --nodes N] [--suite FILE] [--width FILE] [--verbose]
 *       node rate, the fixed-depth node count and a tactical suite's score (a time limit
 *       a position, or a node limit, which makes the run repeatable); with --width, the
 *       tree's width on a file of middle games: the depth reached at WIDTH_NODES nodes
 *       and the nodes to reach WIDTH_DEPTH, a position each (repeatable, like Bench)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "cli.h"
#include "i18n.h"
#include "position.h"
#include "record.h"
#include "rules.h"
#include "setup.h"

#define POSITION_TEXT 8192

typedef struct AiArgs {
    const RuleSet *rs;
    int time_ms;
    int depth;
    long long nodes;
    int level;
    int threads;
    Stone to_move; /* --to-move (STONE_EMPTY: the position says) */
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

/* The ranges of the engine's options (time and nodes: cli.h). A search is always
 * bounded: by time, by depth (the search's own ceiling is 60 plies) or by nodes. */
#define CLI_DEPTH_MAX 60

/* Reads one of the engine's number options (--time, --depth, --nodes, --level,
 * --threads) at argv[*i] into a; returns CLI_OK, CLI_USAGE when opt is none of them or
 * its value is missing, CLI_BAD_INPUT after printing why the value is out of range. */
static int ai_number_option(int argc, char **argv, int *i, AiArgs *a)
{
    static const struct {
        const char *name;
        int64_t min, max;
    } OPTS[] = {{"--time", 1, CLI_TIME_MAX},
                {"--depth", 1, CLI_DEPTH_MAX},
                {"--nodes", 1, CLI_NODES_MAX},
                {"--level", AI_LEVEL_MIN, AI_LEVEL_MAX},
                {"--threads", 1, AI_MAX_THREADS}};
    const char *opt = argv[*i];
    for (size_t k = 0; k < sizeof OPTS / sizeof OPTS[0]; k++) {
        if (strcmp(opt, OPTS[k].name) != 0) {
            continue;
        }
        const char *text = cli_option_value(argc, argv, i);
        int64_t v = 0;
        if (!text) {
            return CLI_USAGE;
        }
        if (!cli_number(opt, text, OPTS[k].min, OPTS[k].max, &v)) {
            return CLI_BAD_INPUT;
        }
        switch (k) {
        case 0: a->time_ms = (int)v; break;
        case 1: a->depth = (int)v; break;
        case 2: a->nodes = v; break;
        case 3: a->level = (int)v; break;
        default: a->threads = (int)v; break;
        }
        return CLI_OK;
    }
    return cli_unknown_option(opt);
}

/* Reads options and the position from the arguments; returns CLI_OK or the exit status
 * after printing an error. */
/* Do b's stone counts give side the move (as many stones: Black; one Black more: White)? */
static bool stones_fit(const Board *b, Stone side)
{
    int ahead = board_stones_placed(b, STONE_BLACK) - board_stones_placed(b, STONE_WHITE);
    return ahead == (side == STONE_WHITE ? 1 : 0);
}

/* b (the counts' side to move, checked) with a pass: side to move. False (and an error)
 * when a line there has already won. */
static bool passed_to(const RuleSet *rs, Board *b, Stone side)
{
    if (b->to_move != side) {
        board_pass(b);
    }
    Pos at;
    PositionReach r = position_lines_reach(rs, b, &at);
    return cli_reach_said(cli_lang(), stderr, r, b, at);
}

/* Does the word name a record file (.renju, .sgf) rather than a move? */
static bool is_record_path(const char *w)
{
    size_t n = strlen(w);
    return (n > 6 && strcmp(w + n - 6, ".renju") == 0) || (n > 4 && strcmp(w + n - 4, ".sgf") == 0);
}

/* The position a record file's game ends on, its side to move the game's (a study
 * position's too); the file's rule set (--rule's for one that names none). */
static int read_record(const char *path, AiArgs *a)
{
    Game *g = malloc(sizeof *g);
    RecordInfo info;
    RecordError err;
    int status = CLI_BAD_INPUT;
    if (!g) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
    } else if (!record_load_file_fitting(path, a->rs, g, NULL, &info, &err)) {
        cli_error_record(&err);
    } else if (game_over(g)) {
        char result[160];
        if (cli_lang() == LANG_EN) {
            game_result_text(g, result, sizeof result);
        } else {
            i18n_result(cli_lang(), g, result, sizeof result);
        }
        cli_error(cli_t(CT_OVER_NO_MOVE), result);
    } else if (a->to_move != STONE_EMPTY && a->to_move != game_to_move(g)) {
        cli_error("%s", cli_t(game_to_move(g) == STONE_BLACK ? CT_FILE_GIVES_BLACK
                                                             : CT_FILE_GIVES_WHITE));
    } else {
        a->rs = g->rules;
        a->board = g->board;
        status = CLI_OK;
    }
    free(g);
    return status;
}

static int parse_ai_args(int argc, char **argv, AiArgs *a)
{
    int n = 0;
    bool lists = false;
    a->rs = rules_get(RULE_RENJU);
    for (int i = 0; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--rule") == 0) {
            int status = cli_rule_option(argc, argv, &i, &a->rs);
            if (status != CLI_OK) {
                return status;
            }
        } else if (strcmp(opt, "--to-move") == 0) {
            const char *side = cli_option_value(argc, argv, &i);
            if (!side) {
                return CLI_USAGE;
            }
            a->to_move = strcmp(side, "black") == 0   ? STONE_BLACK
                         : strcmp(side, "white") == 0 ? STONE_WHITE
                                                      : STONE_EMPTY;
            if (a->to_move == STONE_EMPTY) {
                cli_error(cli_t(CT_TO_MOVE_VALUE), side);
                return CLI_BAD_INPUT; /* a bad option value, as --colour's */
            }
        } else if (strncmp(opt, "--", 2) == 0) {
            int status = ai_number_option(argc, argv, &i, a);
            if (status != CLI_OK) {
                return status;
            }
        } else {
            argv[n++] = argv[i]; /* the position's words, kept in their order */
            lists = lists || strchr(opt, '=') != NULL;
        }
    }
    if (n == 1 && is_record_path(argv[0])) {
        return read_record(argv[0], a);
    }
    /* A move list is played as a game (a foul or a move after the end is refused) and
     * says whose move it is; stone lists leave it to the counts. A game that is over, or
     * a position no game reaches (the counts do not fit, a five stands), has no move to
     * find. */
    bool over = false;
    char result[160];
    if (!cli_read_position(a->rs, n, argv, &a->board, &over, result, sizeof result, stderr)) {
        return CLI_BAD_INPUT;
    }
    if (over) {
        cli_error(cli_t(CT_OVER_NO_MOVE), result);
        return CLI_BAD_INPUT;
    }
    if (!lists && a->to_move != STONE_EMPTY && a->to_move != a->board.to_move) {
        cli_error("%s", cli_t(a->board.to_move == STONE_BLACK ? CT_MOVES_GIVE_BLACK
                                                              : CT_MOVES_GIVE_WHITE));
        return CLI_BAD_INPUT;
    }
    int nb = board_stones_placed(&a->board, STONE_BLACK);
    int nw = board_stones_placed(&a->board, STONE_WHITE);
    if (lists && a->to_move == STONE_EMPTY && setup_side_to_move(nb, nw) == STONE_EMPTY) {
        /* Counts no game has: a study position, its side to move setup's (audit 31b B1). */
        a->to_move = setup_study_to_move(nb, nw);
    }
    if (lists && a->to_move != STONE_EMPTY && !stones_fit(&a->board, a->to_move)) {
        /* The other side's turn by the counts: it passed (as setup --to-move puts it).
         * Counts no game has are a study position's (setup.h): the side asked for moves. */
        bool study = setup_side_to_move(nb, nw) == STONE_EMPTY;
        return (study || cli_position_to_move(a->rs, &a->board, STONE_EMPTY)) &&
                       passed_to(a->rs, &a->board, a->to_move)
                   ? CLI_OK
                   : CLI_BAD_INPUT;
    }
    if (!cli_position_to_move(a->rs, &a->board, lists ? a->to_move : a->board.to_move)) {
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

/* A proven result as "win in N" (the winner's N-th move makes five against any defence)
 * when its length is proven too, else "forced win" or "forced loss"; the search's
 * unproven verdict as "search win" or "search loss" (not a proof: ai.h). */
static void print_score(int score)
{
    int moves = ai_win_moves(score);
    if (ai_score_is_decided(score) && !ai_score_is_proven(score)) {
        printf("search %s (not proven)", score > 0 ? "win" : "loss");
    } else if (ai_score_is_decided(score) && moves > 0) {
        printf("%s in %d", score > 0 ? "win" : "loss", moves);
    } else if (ai_score_is_decided(score)) {
        printf("forced %s", score > 0 ? "win" : "loss");
    } else {
        printf("%d", score);
    }
}

static void print_side(int score, Stone to_move)
{
    /* Whose view the score is, and the window's words for it (a percentage, or the side
     * that wins), so that the two can be compared (audit 18a #7). */
    char window[96];
    i18n_eval(LANG_EN, score, to_move, window, sizeof window);
    printf("\nside %s (the score is its view; the window: %s)\n",
           to_move == STONE_BLACK ? "black" : "white", window);
}

int cli_analyze(int argc, char **argv)
{
    AiArgs a = {0};
    a.time_ms = 1000;
    a.level = AI_LEVEL_MAX;
    int status = parse_ai_args(argc, argv, &a);
    if (status != CLI_OK) {
        return status;
    }
    AiEngine *e = ai_create(64);
    if (!e) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        return CLI_BAD_INPUT;
    }
    AiLimits lim = {a.time_ms, a.depth,       a.nodes, a.level, 1,  a.threads,
                    false,     AI_SOLVE_NONE, true,    false,   {0}};
    if (a.depth > 0 || a.nodes > 0) {
        lim.time_ms = 0;
    }
    /* A node budget on one thread is searched as the graph's points and renju-cli review's
     * are (audit 32a B2: review said White 82% where analyze said 65%): a fresh table, the
     * threat solvers first, a decided result confirmed (AiLimits.verify). */
    lim.verify = a.nodes > 0 && a.depth == 0 && a.threads <= 1 && a.level == AI_LEVEL_MAX;
    AiInfo info;
    ai_search(e, a.rs, &a.board, &lim, NULL, NULL, NULL, &info);
    char best[8];
    board_format_point(info.best, best, sizeof best);
    printf("best %s\nscore ", best);
    print_score(info.score);
    print_side(info.score, a.board.to_move);
    printf("depth %d%s\nnodes %lld\nnps %lld\ntime %d ms\npv ", info.depth, info.partial ? "+" : "",
           (long long)info.nodes, (long long)info.nps, info.elapsed_ms);
    print_line(info.pv, info.npv);
    putchar('\n');
    ai_destroy(e);
    return CLI_OK;
}

int cli_solve(int argc, char **argv)
{
    if (argc < 1 || (strcmp(argv[0], "vcf") != 0 && strcmp(argv[0], "vct") != 0)) {
        if (argc >= 1) { /* the synopsis alone did not say what was wrong */
            cli_error(cli_t(CT_SOLVE_GOAL), argv[0]);
        }
        cli_usage(stderr, "solve");
        return CLI_USAGE;
    }
    bool vct = strcmp(argv[0], "vct") == 0;
    AiArgs a = {0};
    int status = parse_ai_args(argc - 1, argv + 1, &a);
    if (status != CLI_OK) {
        return status;
    }
    if (a.time_ms || a.depth || a.level || a.threads) {
        cli_error("%s", cli_t(CT_SOLVE_NODES_ONLY));
        return CLI_USAGE;
    }
    AiEngine *e = ai_create(16);
    if (!e) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        return CLI_BAD_INPUT;
    }
    Pos line[AI_MAX_PV];
    int n = 0;
    AiSolveInfo si = {0};
    if (ai_solve(e, a.rs, &a.board, vct, a.nodes, NULL, line, &n, AI_MAX_PV, &si)) {
        print_line(line, n);
        /* The length counted as everywhere (Ctrl+F, problems show/solve): the winner's
         * moves to the five, the five included. */
        /* Which moves the count counts, and how many of them the line shows (audit 32a
         * C4: "moves: 5" under a line of 7 stones). */
        printf("\n");
        cli_line(stdout, cli_rnt(CT_SOLVE_MOVES, si.moves), si.moves, (n + 1) / 2);
    } else {
        /* A search within limits: "none" alone read as "there is no forced win". */
        cli_line(stdout, cli_rnt(CT_SOLVE_NONE, (long)si.nodes), (long long)si.nodes);
    }
    ai_destroy(e);
    return CLI_OK;
}

/* ---- bench-ai ------------------------------------------------------------------------ */

/* Fixed positions for speed and the node-count signature: openings and middle games. */
static const char *const BENCH_POSITIONS[] = {
    "h8 h9 f10",
    "h8 i9 j8",
    "h8 h9 g10 g11 i9 j10 i7 i8",
    "h8 h9 f10 g9 f9 f8 h10 g8 g10 i10",
    "h8 h9 g10 f8 g9 f10 f9 g11 e9 d9 e8 d7 e10 e11",
    "h8 i9 h9 h10 j8 g8 i8 k8 i7 i6",
};

#define BENCH_DEPTH 6

/* Reads the expected moves of a line (space-separated points) into out; returns how
 * many, or -1 when a token is no point or there are none or too many. */
static int parse_points(const char *list, Pos *out, int cap)
{
    int n = 0;
    for (const char *p = list + strspn(list, " "); *p; p += strspn(p, " ")) {
        size_t len = strcspn(p, " ");
        if (n == cap || !board_parse_point(p, len, BOARD_STANDARD, &out[n])) {
            return -1;
        }
        n++;
        p += len;
    }
    return n > 0 ? n : -1;
}

/* Runs one tactical line; returns 1 when solved, 0 when not, -1 on a bad line (after
 * saying why). e NULL: checks the line only (0 when good). */
static int tactic_line(AiEngine *e, char *line, int lineno, int time_ms, int64_t nodes,
                       bool verbose)
{
    char *fields[4] = {NULL, NULL, NULL, NULL};
    int nf = 0;
    for (char *tok = line; nf < 4 && tok; nf++) {
        fields[nf] = tok;
        tok = strchr(tok, '|');
        if (tok) {
            *tok++ = '\0';
        }
    }
    if (nf < 3) {
        cli_error("line %d: not KIND | MOVES | EXPECTED | COMMENT", lineno);
        return -1;
    }
    for (int i = 0; i < nf; i++) {
        while (*fields[i] == ' ') {
            fields[i]++;
        }
        size_t n = strlen(fields[i]);
        while (n > 0 && (fields[i][n - 1] == ' ' || fields[i][n - 1] == '\n')) {
            fields[i][--n] = '\0';
        }
    }
    bool is_win = strcmp(fields[0], "win") == 0;
    if (!is_win && strcmp(fields[0], "move") != 0 && strcmp(fields[0], "avoid") != 0) {
        cli_error("line %d: unknown kind '%s' (win, move or avoid)", lineno, fields[0]);
        return -1;
    }
    Pos expected[BOARD_CELLS];
    int nexpected = is_win ? 0 : parse_points(fields[2], expected, BOARD_CELLS);
    if (is_win ? strcmp(fields[2], "*") != 0 : nexpected < 0) {
        cli_error("line %d: expected '%s': %s", lineno, fields[2],
                  is_win ? "a win line expects *" : "not a list of points");
        return -1;
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    Board b;
    char err[200];
    if (!position_parse(fields[1], strlen(fields[1]), BOARD_STANDARD, &b, err, sizeof err)) {
        cli_error("line %d: %s", lineno, err);
        return -1;
    }
    if (!e) {
        return 0;
    }
    ai_clear(e);
    AiLimits lim = {.time_ms = nodes > 0 ? 0 : time_ms,
                    .max_nodes = nodes,
                    .level = AI_LEVEL_MAX,
                    .seed = 1,
                    .threads = 1};
    AiInfo info;
    ai_search(e, rs, &b, &lim, NULL, NULL, NULL, &info);
    char best[8];
    board_format_point(info.best, best, sizeof best);
    bool listed = false;
    for (int i = 0; i < nexpected; i++) {
        listed = listed || expected[i] == info.best;
    }
    bool legal = verdict_is_legal(rules_check_move(rs, &b, info.best, b.to_move));
    bool ok = false;
    if (is_win) {
        ok = legal && ai_score_is_win(info.score);
    } else if (strcmp(fields[0], "move") == 0) {
        ok = legal && listed;
    } else {
        ok = legal && !listed;
    }
    if (verbose || !ok) {
        printf("  %s %-5s %s: played %s (", ok ? "ok  " : "MISS", fields[0],
               fields[3] ? fields[3] : "", best);
        print_score(info.score);
        printf(")\n");
    }
    return ok ? 1 : 0;
}

/* The tree's width: how deep a search gets in a million nodes, and how many nodes it
 * takes to depth 12, on quiet middle games (tests/fixtures/middle-games.txt). Fewer
 * nodes to the same depth is a narrower tree (or better ordering); these move with every
 * change of pruning or ordering. "Width: N" sums the nodes to depth 12 (a second
 * signature, like Bench). A search that has not reached depth 12 in WIDTH_NODE_CAP
 * nodes stops there and counts for none. */
#define WIDTH_NODES 1000000
#define WIDTH_DEPTH 12
#define WIDTH_NODE_CAP 30000000

typedef struct WidthProgress {
    int64_t nodes_at[WIDTH_DEPTH + 1]; /* nodes when each depth finished (0: not yet) */
} WidthProgress;

static void width_progress(const AiInfo *info, void *user)
{
    WidthProgress *w = user;
    if (info->depth >= 1 && info->depth <= WIDTH_DEPTH) {
        w->nodes_at[info->depth] = info->nodes;
    }
}

/* Runs the width step on every position of path ("MOVES | COMMENT" lines); false (after
 * saying why) when the file cannot be read or holds a bad line. e NULL: checks the file
 * only, printing nothing on stdout. */
static bool width_step(AiEngine *e, const char *path)
{
    FILE *f = cli_open_input(path, CT_WHAT_POSITIONS);
    if (!f) {
        return false;
    }
    if (e) {
        printf("tree width on %s: depth reached in %d nodes, nodes to depth %d\n", path,
               WIDTH_NODES, WIDTH_DEPTH);
    }
    char line[POSITION_TEXT];
    int lineno = 0;
    int count = 0;
    int reached = 0;
    int depth_sum = 0;
    int64_t nodes_sum = 0;
    bool ok = true;
    long got;
    while ((got = cli_text_line(f, path, &lineno, line, sizeof line)) != CLI_LINE_END) {
        if (got < 0) {
            ok = false; /* said; the rest not read */
            break;
        }
        size_t len = strcspn(line, "|");
        while (len > 0 && line[len - 1] == ' ') {
            len--;
        }
        if (line[0] == '#' || len == 0) {
            continue;
        }
        Board b;
        char err[200];
        if (!position_parse(line, len, BOARD_STANDARD, &b, err, sizeof err)) {
            cli_error("%s: line %d: %s", path, lineno, err);
            ok = false;
            continue;
        }
        if (!e) {
            count++;
            continue;
        }
        ai_clear(e);
        AiLimits lim = {.max_depth = WIDTH_DEPTH,
                        .max_nodes = WIDTH_NODE_CAP,
                        .level = AI_LEVEL_MAX,
                        .seed = 1,
                        .threads = 1};
        WidthProgress w;
        memset(&w, 0, sizeof w);
        AiInfo info;
        ai_search(e, rules_get(RULE_RENJU), &b, &lim, NULL, width_progress, &w, &info);
        int depth = 0;
        for (int d = 1; d <= WIDTH_DEPTH && w.nodes_at[d] > 0 && w.nodes_at[d] <= WIDTH_NODES;
             d++) {
            depth = d;
        }
        count++;
        depth_sum += depth;
        printf("  %2d: depth %2d at %dM nodes, ", count, depth, WIDTH_NODES / 1000000);
        if (w.nodes_at[WIDTH_DEPTH] > 0) {
            reached++;
            nodes_sum += w.nodes_at[WIDTH_DEPTH];
            printf("depth %d in %9lld nodes\n", WIDTH_DEPTH, (long long)w.nodes_at[WIDTH_DEPTH]);
        } else {
            printf("depth %d not reached (%lld nodes, score %d)\n", WIDTH_DEPTH,
                   (long long)info.nodes, info.score);
        }
    }
    fclose(f);
    if (!e && ok && count == 0) { /* a width of nothing is no measure */
        cli_error("%s: no position in it (a line is MOVES | COMMENT)", path);
        ok = false;
    }
    if (e) {
        printf("  mean depth at %dM nodes %.2f; depth %d reached in %d of %d\n",
               WIDTH_NODES / 1000000, count ? (double)depth_sum / count : 0.0, WIDTH_DEPTH, reached,
               count);
        printf("Width: %lld\n", (long long)nodes_sum);
    }
    return ok;
}

int cli_bench_ai(int argc, char **argv)
{
    const char *suite = NULL;
    const char *width = NULL;
    AiArgs a = {0};
    a.time_ms = 1000;
    a.depth = BENCH_DEPTH;
    bool verbose = false;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--suite") == 0) {
            suite = cli_option_value(argc, argv, &i);
            if (!suite) {
                return CLI_USAGE;
            }
        } else if (strcmp(argv[i], "--width") == 0) {
            width = cli_option_value(argc, argv, &i);
            if (!width) {
                return CLI_USAGE;
            }
        } else if (strcmp(argv[i], "--verbose") == 0) {
            verbose = true;
        } else if (strcmp(argv[i], "--level") == 0 || strcmp(argv[i], "--threads") == 0) {
            return cli_unknown_option(argv[i]);
        } else {
            int status = ai_number_option(argc, argv, &i, &a);
            if (status != CLI_OK) {
                return status;
            }
        }
    }
    int time_ms = a.time_ms;
    int depth = a.depth;
    long long nodes = a.nodes;
    char fixture[1200];
    if (!suite) { /* the source tree's, found from the program, not the current folder */
        if (!cli_fixture("tactics.txt", "--suite", fixture, sizeof fixture)) {
            return CLI_BAD_INPUT;
        }
        suite = fixture;
    }
    /* Before any search or output: a suite or width file that cannot be read, or holds a
     * bad line, is an error at once (nothing half-done on stdout). */
    FILE *f = cli_open_input(suite, CT_WHAT_SUITE);
    if (!f) {
        return CLI_BAD_INPUT;
    }
    char line[8192];
    int bad = 0;
    int lineno = 0;
    int count = 0;
    long len;
    while ((len = cli_text_line(f, suite, &lineno, line, sizeof line)) != CLI_LINE_END) {
        if (len < 0) {
            bad++; /* said; the rest not read (a binary file's "line" can be endless) */
            break;
        }
        if (line[0] != '#' && len > 0) {
            bad += tactic_line(NULL, line, lineno, time_ms, (int64_t)nodes, false) < 0;
            count++;
        }
    }
    if (!cli_checked_pass(f, suite, bad, CT_BAD_LINES)) {
        return CLI_BAD_INPUT;
    }
    if (count == 0) { /* "solved 0 of 0" measures nothing: refused as problems list refuses */
        cli_error("%s: no position in it (a line is KIND | MOVES | EXPECTED | COMMENT)", suite);
        fclose(f);
        return CLI_BAD_INPUT;
    }
    if (width && !width_step(NULL, width)) {
        fclose(f);
        return CLI_BAD_INPUT;
    }
    AiEngine *e = ai_create(64);
    if (!e) {
        cli_error("%s", cli_t(CT_OUT_OF_MEMORY));
        fclose(f);
        return CLI_BAD_INPUT;
    }
    /* Step 1. Fixed-depth searches: speed and the deterministic node count. */
    printf("AI search at depth %d (fresh table per position)\n", depth);
    int64_t total_nodes = 0;
    int64_t total_ms = 0;
    size_t npos = sizeof BENCH_POSITIONS / sizeof BENCH_POSITIONS[0];
    for (size_t i = 0; i < npos; i++) {
        Board b;
        char err[200];
        position_parse(BENCH_POSITIONS[i], strlen(BENCH_POSITIONS[i]), BOARD_STANDARD, &b, err,
                       sizeof err);
        ai_clear(e);
        AiLimits lim = {0, depth, 0, AI_LEVEL_MAX, 1, 1, false, AI_SOLVE_NONE, false, false, {0}};
        AiInfo info;
        ai_search(e, rules_get(RULE_RENJU), &b, &lim, NULL, NULL, NULL, &info);
        char best[8];
        board_format_point(info.best, best, sizeof best);
        printf("  %-44s best %-4s nodes %9lld  %5d ms  %8lld nodes/s\n", BENCH_POSITIONS[i], best,
               (long long)info.nodes, info.elapsed_ms, (long long)info.nps);
        total_nodes += info.nodes;
        total_ms += info.elapsed_ms;
    }
    printf("  total: %lld nodes in %lld ms, %lld nodes/s\n", (long long)total_nodes,
           (long long)total_ms, total_ms ? (long long)(total_nodes * 1000 / total_ms) : 0LL);
    printf("Bench: %lld\n", (long long)total_nodes);
    /* Step 2. The tree's width, on request. */
    if (width && !width_step(e, width)) {
        ai_destroy(e);
        fclose(f);
        return CLI_BAD_INPUT;
    }
    /* Step 3. The tactical suite under a time limit per position. */
    if (nodes > 0) {
        printf("tactical suite %s, %lld nodes a position\n", suite, nodes);
    } else {
        printf("tactical suite %s, %d ms a position\n", suite, time_ms);
    }
    int solved = 0;
    int total = 0;
    lineno = 0;
    while ((len = cli_text_line(f, suite, &lineno, line, sizeof line)) >= 0) {
        if (line[0] == '#' || len == 0) {
            continue;
        }
        int r = tactic_line(e, line, lineno, time_ms, (int64_t)nodes, verbose);
        if (r >= 0) {
            solved += r;
            total++;
        } else {
            bad++;
        }
    }
    bool read_error = ferror(f) != 0;
    fclose(f);
    printf("  solved %d of %d (%.0f%%)\n", solved, total, total ? 100.0 * solved / total : 0.0);
    ai_destroy(e);
    if (read_error) {
        cli_error("%s: read error", suite);
        return CLI_BAD_INPUT;
    }
    if (bad) {
        cli_error("%s: %d bad line%s (see above)", suite, bad, bad == 1 ? "" : "s");
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}
