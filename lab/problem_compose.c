/* Renju - MIT licence, see LICENSE.
 *
 * renju-problem-compose: helps compose a problem (problem.h) from a hand-built shape.
 * The composer draws the idea (the stones its solution needs); this tool varies the
 * rest, by adding stones at random (to kill a second winning move, a defence that
 * escapes, a faster win), and keeps the positions where the prover (problem_check.h)
 * finds a proven problem whose main line has the wanted shape:
 *
 *   renju-problem-compose GOAL black|white POSITION [--want TOKENS] [--len N] [--foul]
 *       [--no-fouls] [--add-black N] [--add-white N] [--maybe STONES] [--near D]
 *       [--keep POINTS] [--tries N] [--seed S] [--budget NODES] [--max K] [--chase K]
 *       [-v] [-]
 *
 * Each try adds the --add-black and --add-white stones on empty points within D (default
 * 2) of the stones, never on a --keep point (the points the idea needs empty), and each
 * of the --maybe stones ("b=e4 w=k12", as positions are written) with one chance in two;
 * the stones must fit the side to move (as many of each colour with Black to move, one
 * Black more with White to move) and make no five or Black overline. --want matches the
 * main line's first moves, one token a move: a point (that move), '*' (any), and for the
 * attacker's moves what it makes: '4' (a four, no three), '43' (a four and a three),
 * '44' (two fours), '3' (a three, no four), '33' (two threes), '5' (a five). --len asks
 * for a main line of exactly N moves, --foul for a foul that decides; --no-fouls lets
 * Black play its forbidden points (to see White's win when a foul does not decide).
 * --chase K: while the prover finds a second winning first move, a defender stone goes
 * on it or next to it (at most K stones; the counts are then the composer's to even
 * out, with stones where they change nothing). Every hit is printed as the position, its
 * solution, its shape (the tokens above), the attacker moves and the nodes searched.
 * `-` tries the given position alone, its counts unchecked (what does the prover say of
 * it, and why not?); -v says it of every try.
 *
 * Developer tool: built by `make problem-compose`, not installed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"
#include "problem.h"
#include "problem_check.h"
#include "rules.h"

#define MAX_WANT 32

typedef struct Compose {
    ProblemGoal goal;
    Stone to_move;
    Board base;
    char want[MAX_WANT][8];
    int nwant;
    int len;
    bool foul;
    int add[3];
    int near;
    bool keep[BOARD_CELLS];
    Board maybe;
    int tries;
    int max;
    unsigned long long seed;
    int64_t budget;
    bool verbose;
    bool no_fouls;
    int chase;
} Compose;

static void usage(void)
{
    fprintf(stderr,
            "usage: renju-problem-compose GOAL black|white POSITION [--want TOKENS] "
            "[--len N] [--foul] [--no-fouls] [--add-black N] [--add-white N] [--maybe STONES] "
            "[--near D] [--keep POINTS] [--tries N] [--seed S] [--budget NODES] "
            "[--max K] [--chase K] [-v] [-]\n");
    exit(2);
}

static void die(const char *what, const char *detail)
{
    fprintf(stderr, "renju-problem-compose: %s%s\n", what, detail);
    exit(2);
}

static unsigned long long next_random(unsigned long long *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static long number(const char *v, long lo, long hi)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (*v == '\0' || *end != '\0' || n < lo || n > hi) {
        die("bad number: ", v);
    }
    return n;
}

static void read_position(const char *text, Board *out)
{
    char err[160];
    if (!position_parse(text, strlen(text), BOARD_STANDARD, out, err, sizeof err)) {
        die("bad position: ", err);
    }
}

/* Space- or comma-separated points into keep[]. */
static void read_points(const char *text, bool *keep)
{
    const char *s = text;
    while (*s) {
        size_t n = strcspn(s, " ,");
        Pos p;
        if (n > 0) {
            if (!board_parse_point(s, n, BOARD_STANDARD, &p)) {
                die("bad point in: ", text);
            }
            keep[p] = true;
        }
        s += n + (s[n] != '\0');
    }
}

static void read_want(Compose *c, const char *text)
{
    const char *s = text;
    while (*s) {
        size_t n = strcspn(s, " ");
        if (n > 0) {
            if (c->nwant >= MAX_WANT || n >= sizeof c->want[0]) {
                die("too long a --want: ", text);
            }
            memcpy(c->want[c->nwant], s, n);
            c->want[c->nwant++][n] = '\0';
        }
        s += n + (s[n] != '\0');
    }
}

/* What a stone of colour s on p makes: fours and real threes. */
static void shape_at(const Board *b, Pos p, Stone s, int *fours, int *threes, bool *five)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    RuleExplanation e;
    rules_explain(rs, b, p, s, &e);
    *fours = 0;
    *threes = 0;
    *five = rules_makes_five(rs, b, p, s);
    for (int i = 0; i < e.nlines; i++) {
        LineShape k = e.lines[i].shape;
        *fours += k == LINE_FOUR || k == LINE_STRAIGHT_FOUR ? 1 : k == LINE_DOUBLE_FOUR ? 2 : 0;
        *threes += k == LINE_THREE && e.lines[i].counts;
    }
}

/* The token of an attacker's move: what it makes ("4", "43", "3", "5", "" for nothing). */
static void token_of(const Board *b, Pos p, char *made, size_t cap)
{
    int fours;
    int threes;
    bool five;
    shape_at(b, p, b->to_move, &fours, &threes, &five);
    if (five) {
        snprintf(made, cap, "5");
    } else {
        snprintf(made, cap, "%.*s%.*s", fours > 2 ? 2 : fours, "44", threes > 2 ? 2 : threes, "33");
    }
}

static bool token_fits(const char *t, const Board *b, Pos p, bool attacker)
{
    if (strcmp(t, "*") == 0) {
        return true;
    }
    Pos q;
    if (board_parse_point(t, strlen(t), BOARD_STANDARD, &q)) {
        return q == p;
    }
    if (!attacker) {
        return false;
    }
    char made[8];
    token_of(b, p, made, sizeof made);
    return strcmp(t, made) == 0;
}

static bool line_fits(const Compose *c, const Board *root, const Pos *line, int n)
{
    if (n < c->nwant || (c->len > 0 && n != c->len)) {
        return false;
    }
    Board *b = malloc(sizeof *b);
    if (!b) {
        die("out of memory", "");
    }
    memcpy(b, root, sizeof *b);
    bool ok = true;
    for (int i = 0; i < c->nwant && ok; i++) {
        ok = token_fits(c->want[i], b, line[i], i % 2 == 0);
        board_play(b, line[i]);
    }
    free(b);
    return ok;
}

/* The line's attacker moves as --want tokens, the defender's as '*'. */
static void print_shape(const Board *root, const Pos *line, int n)
{
    Board *b = malloc(sizeof *b);
    if (!b) {
        die("out of memory", "");
    }
    memcpy(b, root, sizeof *b);
    for (int i = 0; i < n; i++) {
        char made[8] = "*";
        if (i % 2 == 0) {
            token_of(b, line[i], made, sizeof made);
        }
        printf(" %s", made[0] ? made : "-");
        board_play(b, line[i]);
    }
    free(b);
}

/* Stones that fit the side to move (unless `counted` is false), no five, no Black
 * overline. */
static bool reachable(const Board *b, bool counted)
{
    int nb = board_stones_placed(b, STONE_BLACK);
    int nw = board_stones_placed(b, STONE_WHITE);
    if (counted && nb - nw != (b->to_move == STONE_WHITE ? 1 : 0)) {
        return false;
    }
    const RuleSet *free_rules = rules_get(RULE_GOMOKU);
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            Stone s = board_at(b, p);
            if ((s == STONE_BLACK || s == STONE_WHITE) &&
                rules_five_at(free_rules, b, p, s, NULL)) {
                return false;
            }
        }
    }
    return true;
}

static bool near_stone(const Board *b, Pos p, int d)
{
    int px = pos_x(p);
    int py = pos_y(p);
    for (int y = py - d; y <= py + d; y++) {
        for (int x = px - d; x <= px + d; x++) {
            if (board_xy_valid(b, x, y)) {
                Stone s = board_at(b, pos_from_xy(x, y));
                if (s == STONE_BLACK || s == STONE_WHITE) {
                    return true;
                }
            }
        }
    }
    return false;
}

/* One try's position: the base, some of the maybe stones, random stones. */
static bool make_try(Compose *c, bool alone, Board *out)
{
    Stone to_move = c->to_move;
    board_init(out, BOARD_STANDARD, false);
    for (int y = 0; y < BOARD_STANDARD; y++) {
        for (int x = 0; x < BOARD_STANDARD; x++) {
            Pos p = pos_from_xy(x, y);
            Stone s = board_at(&c->base, p);
            Stone m = board_at(&c->maybe, p);
            if (s == STONE_BLACK || s == STONE_WHITE) {
                board_set(out, p, s);
            } else if (!alone && (m == STONE_BLACK || m == STONE_WHITE) &&
                       (next_random(&c->seed) & 1)) {
                board_set(out, p, m);
            }
        }
    }
    for (Stone s = STONE_BLACK; s <= STONE_WHITE && !alone; s++) {
        for (int k = 0; k < c->add[s]; k++) {
            Pos cand[BOARD_CELLS];
            int n = 0;
            for (int y = 0; y < BOARD_STANDARD; y++) {
                for (int x = 0; x < BOARD_STANDARD; x++) {
                    Pos p = pos_from_xy(x, y);
                    if (board_at(out, p) == STONE_EMPTY && !c->keep[p] &&
                        near_stone(out, p, c->near)) {
                        cand[n++] = p;
                    }
                }
            }
            if (n == 0) {
                return false;
            }
            board_set(out, cand[next_random(&c->seed) % (unsigned long long)n], s);
        }
    }
    if (out->to_move != to_move) {
        board_pass(out);
    }
    return reachable(out, c->chase == 0 && !alone);
}

/* The chase: while the prover names a second winning move ("P wins too: the first move
 * Q"), a defender stone goes on the one that is not the wanted first move, or next to it
 * (not on a --keep point), up to c->chase stones. */
static bool chase_cooks(Compose *c, ProblemProver *pp, Board *b, Pos *line, int *n,
                        ProblemVerdict *v)
{
    for (int step = 0;; step++) {
        bool ok = problem_solve(pp, b, c->goal, line, n, v);
        char cook[8];
        char first[8];
        Pos q;
        if (ok || step >= c->chase ||
            sscanf(v->reason, "%7s wins too: the first move %7s", cook, first) != 2) {
            return ok;
        }
        /* The cook is the winning first move that is not the wanted one. */
        const char *which = c->nwant > 0 && strcmp(cook, c->want[0]) == 0 ? first : cook;
        if (!board_parse_point(which, strlen(which), BOARD_STANDARD, &q)) {
            return false;
        }
        Pos cand[9];
        int k = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = pos_x(q) + dx;
                int y = pos_y(q) + dy;
                Pos r = pos_from_xy(x, y);
                if (board_xy_valid(b, x, y) && board_at(b, r) == STONE_EMPTY && !c->keep[r]) {
                    cand[k++] = r;
                }
            }
        }
        if (k == 0) {
            return false;
        }
        Stone to_move = b->to_move;
        board_set(b, cand[next_random(&c->seed) % (unsigned long long)k], stone_opponent(to_move));
        if (b->to_move != to_move) {
            board_pass(b);
        }
        if (!reachable(b, false)) {
            return false;
        }
    }
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        usage();
    }
    renju_init();
    static Compose c;
    bool goal_known = false;
    for (int g = 0; g < GOAL_COUNT; g++) {
        if (strcmp(argv[1], problem_goal_name((ProblemGoal)g)) == 0) {
            c.goal = (ProblemGoal)g;
            goal_known = true;
        }
    }
    if (!goal_known || (strcmp(argv[2], "black") != 0 && strcmp(argv[2], "white") != 0)) {
        usage();
    }
    c.to_move = argv[2][0] == 'b' ? STONE_BLACK : STONE_WHITE;
    read_position(argv[3], &c.base);
    board_init(&c.maybe, BOARD_STANDARD, false);
    c.near = 2;
    c.tries = 1000;
    c.max = 10;
    c.seed = 1;
    c.budget = 2000000;
    bool alone = false;
    for (int i = 4; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "-") == 0 || strcmp(argv[i], "-v") == 0) {
            alone = alone || argv[i][1] == '\0';
            c.verbose = c.verbose || argv[i][1] == 'v';
            continue;
        }
        if (strcmp(argv[i], "--foul") == 0 || strcmp(argv[i], "--no-fouls") == 0) {
            c.foul = c.foul || argv[i][2] == 'f';
            c.no_fouls = c.no_fouls || argv[i][2] == 'n';
            continue;
        }
        if (!v) {
            usage();
        }
        if (strcmp(argv[i], "--want") == 0) {
            read_want(&c, v);
        } else if (strcmp(argv[i], "--len") == 0) {
            c.len = (int)number(v, 1, PROBLEM_MAX_LINE);
        } else if (strcmp(argv[i], "--add-black") == 0) {
            c.add[STONE_BLACK] = (int)number(v, 0, 40);
        } else if (strcmp(argv[i], "--add-white") == 0) {
            c.add[STONE_WHITE] = (int)number(v, 0, 40);
        } else if (strcmp(argv[i], "--maybe") == 0) {
            read_position(v, &c.maybe);
        } else if (strcmp(argv[i], "--near") == 0) {
            c.near = (int)number(v, 1, 14);
        } else if (strcmp(argv[i], "--keep") == 0) {
            read_points(v, c.keep);
        } else if (strcmp(argv[i], "--tries") == 0) {
            c.tries = (int)number(v, 1, 100000000);
        } else if (strcmp(argv[i], "--seed") == 0) {
            c.seed = (unsigned long long)number(v, 1, 2000000000);
        } else if (strcmp(argv[i], "--budget") == 0) {
            c.budget = number(v, 1000, 2000000000);
        } else if (strcmp(argv[i], "--chase") == 0) {
            c.chase = (int)number(v, 0, 40);
        } else if (strcmp(argv[i], "--max") == 0) {
            c.max = (int)number(v, 1, 100000);
        } else {
            usage();
        }
        i++;
    }
    ProblemProver *pp = problem_prover_create(c.budget);
    Board *b = malloc(sizeof *b);
    if (!pp || !b) {
        die("out of memory", "");
    }
    problem_prover_lift_fouls(pp, c.no_fouls);
    int hits = 0;
    for (int t = 0; t < (alone ? 1 : c.tries) && hits < c.max; t++) {
        if (!make_try(&c, alone, b)) {
            if (alone) {
                die("the position does not fit the side to move, or holds a five", "");
            }
            continue;
        }
        Pos line[PROBLEM_MAX_LINE];
        int n;
        ProblemVerdict v;
        bool ok = chase_cooks(&c, pp, b, line, &n, &v);
        if ((alone || c.verbose) && !ok) {
            printf("no problem: %s\n", v.reason);
        }
        if (ok && c.verbose && ((c.foul && !v.foul) || !line_fits(&c, b, line, n))) {
            printf("not the wanted line:");
            print_shape(b, line, n);
            printf("\n");
        }
        if (!ok || (c.foul && !v.foul) || !line_fits(&c, b, line, n)) {
            continue;
        }
        char pos[2048];
        position_format_stones(b, pos, sizeof pos);
        printf("position %s\nsolution", pos);
        for (int i = 0; i < n; i++) {
            char a[8];
            board_format_point(line[i], a, sizeof a);
            printf(" %s", a);
        }
        printf("\nshape");
        print_shape(b, line, n);
        printf("\nmoves %d, level %d%s, nodes %lld, try %d\n\n", v.moves,
               problem_grade(c.goal, v.moves, v.foul), v.foul ? ", foul" : "", (long long)v.nodes,
               t);
        fflush(stdout);
        hits++;
    }
    free(b);
    problem_prover_destroy(pp);
    return hits > 0 ? 0 : 1;
}
