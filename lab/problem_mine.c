/* Renju - MIT licence, see LICENSE.
 *
 * renju-problem-mine: finds problems (problem.h) in games and writes them as blocks of
 * the problem file format, proven by the same prover as `renju-cli problems check`.
 *
 *   renju-problem-mine [--games FILE]... [--selfplay N] [--seed S] [--prefix P] [--max K]
 *
 * Games come from files (one game a line; tokens that are not points, such as a leading
 * result letter, are skipped; '#' lines are comments) and from N self-play games of our
 * engine at mixed levels (a few thousand nodes a move, so they are quick and make
 * mistakes). In each game, every position from the 8th stone on is tried: a win by fours
 * (vcf), else by fours and threes (vct; foul when White's line ends on a point Black may
 * not take), else a defence (the opponent threatens a win by fours and at most two moves
 * hold; a win or a threat needing one move, a five, is left out). A problem is kept when
 * the prover accepts it (a unique first move, a line of
 * longest resistance); at most one a game of each goal, none twice (same stones). The
 * titles name the goal and the decisive technique in the four languages; the technique
 * is what the attacker's last threat before the five made (four-three, four-four,
 * three-three, open-four, four; win-by-foul; defence).
 *
 * A position where the side to move faces a four is never tried: its first move would be
 * the forced block, not the technique the title names (the prover refuses it too).
 *
 *   renju-problem-mine --fix FILE
 *
 * writes FILE again to standard output, each problem whose claims fail
 * (problem_claims_hold: a forced block first, or a "win by fours" that is not one)
 * started later on its own main line: after the block and the reply (shifted), or
 * further on (re-mined) at the first position that is a problem again (the same id, the
 * level, technique and titles of what it now is), or left out (dropped) when none is;
 * what became of each goes to standard error.
 *
 * Developer tool: built by `make problem-mine`, not installed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "problem.h"
#include "problem_check.h"
#include "rules.h"

#define MAX_SEEN 4096
#define MAX_GAME 225

typedef struct Miner {
    ProblemProver *pp;
    AiEngine *engine;
    const char *prefix;
    int count;
    int max;
    int nseen;
    uint64_t seen[MAX_SEEN];
} Miner;

static void die(const char *what)
{
    fprintf(stderr, "renju-problem-mine: %s\n", what);
    exit(2);
}

/* The decisive technique: the fork (two fours, or a four and a three, or White's two
 * threes) nearest the end among the attacker's moves before its five; else the open four
 * or the single four that ends it. */
static const char *technique_of(const Board *root, const Pos *line, int n, bool foul)
{
    if (foul) {
        return "win-by-foul";
    }
    Board *b = malloc(sizeof *b);
    if (!b) {
        die("out of memory");
    }
    const char *found = NULL;
    bool straight_last = false;
    for (int k = n - 3; k >= 0 && !found; k -= 2) {
        memcpy(b, root, sizeof *b);
        for (int i = 0; i < k; i++) {
            board_play(b, line[i]);
        }
        RuleExplanation e;
        rules_explain(rules_get(RULE_RENJU), b, line[k], b->to_move, &e);
        int fours = 0;
        int threes = 0;
        for (int i = 0; i < e.nlines; i++) {
            LineShape s = e.lines[i].shape;
            fours += s == LINE_FOUR || s == LINE_STRAIGHT_FOUR ? 1 : s == LINE_DOUBLE_FOUR ? 2 : 0;
            straight_last = straight_last || (k == n - 3 && s == LINE_STRAIGHT_FOUR);
            threes += s == LINE_THREE && e.lines[i].counts;
        }
        found = fours >= 2        ? "four-four"
                : fours && threes ? "four-three"
                : threes >= 2     ? "three-three"
                                  : NULL;
    }
    free(b);
    return found ? found : straight_last ? "open-four" : "four";
}

typedef struct Words {
    const char *en, *uk, *ru, *bg;
} Words;

static Words goal_words(ProblemGoal g, Stone c)
{
    bool b = c == STONE_BLACK;
    switch (g) {
    case GOAL_VCF:
        return b ? (Words){"Black wins by fours", "Чорні виграють четвірками",
                           "Чёрные выигрывают четвёрками", "Черните печелят с четворки"}
                 : (Words){"White wins by fours", "Білі виграють четвірками",
                           "Белые выигрывают четвёрками", "Белите печелят с четворки"};
    case GOAL_VCT:
        return b ? (Words){"Black wins by fours and threes", "Чорні виграють четвірками й трійками",
                           "Чёрные выигрывают четвёрками и тройками",
                           "Черните печелят с четворки и тройки"}
                 : (Words){"White wins by fours and threes", "Білі виграють четвірками й трійками",
                           "Белые выигрывают четвёрками и тройками",
                           "Белите печелят с четворки и тройки"};
    case GOAL_FOUL:
        return (Words){"White wins by a foul", "Білі виграють фолом", "Белые выигрывают фолом",
                       "Белите печелят чрез фал на черните"};
    default:
        return b ? (Words){"Black defends: find the move that holds",
                           "Чорні захищаються: знайдіть хід, що рятує",
                           "Чёрные защищаются: найдите спасающий ход",
                           "Черните се защитават: намерете спасяващия ход"}
                 : (Words){"White defends: find the move that holds",
                           "Білі захищаються: знайдіть хід, що рятує",
                           "Белые защищаются: найдите спасающий ход",
                           "Белите се защитават: намерете спасяващия ход"};
    }
}

/* A defence with two answers: the title says either holds. */
static Words two_holds_words(Stone c)
{
    return c == STONE_BLACK ? (Words){"Black defends: find one of the two moves that hold",
                                      "Чорні захищаються: знайдіть один із двох ходів, що рятують",
                                      "Чёрные защищаются: найдите один из двух спасающих ходов",
                                      "Черните се защитават: намерете един от двата спасяващи хода"}
                            : (Words){"White defends: find one of the two moves that hold",
                                      "Білі захищаються: знайдіть один із двох ходів, що рятують",
                                      "Белые защищаются: найдите один из двух спасающих ходов",
                                      "Белите се защитават: намерете един от двата спасяващи хода"};
}

static Words technique_words(const char *t)
{
    if (strcmp(t, "four-three") == 0) {
        return (Words){"a four-three", "вилка 4x3", "вилка 4x3", "вилка 4x3"};
    }
    if (strcmp(t, "four-four") == 0) {
        return (Words){"a double-four", "вилка 4x4", "вилка 4x4", "вилка 4x4"};
    }
    if (strcmp(t, "three-three") == 0) {
        return (Words){"a double-three", "вилка 3x3", "вилка 3x3", "вилка 3x3"};
    }
    if (strcmp(t, "open-four") == 0) {
        return (Words){"a straight four", "відкрита четвірка", "открытая четвёрка",
                       "права четворка"};
    }
    if (strcmp(t, "win-by-foul") == 0) {
        return (Words){"a forbidden point", "заборонений пункт", "запрещённый пункт",
                       "забранена точка"};
    }
    return (Words){"a four", "четвірка", "четвёрка", "четворка"};
}

static bool seen_before(Miner *m, const Board *b)
{
    for (int i = 0; i < m->nseen; i++) {
        if (m->seen[i] == b->hash) {
            return true;
        }
    }
    if (m->nseen < MAX_SEEN) {
        m->seen[m->nseen++] = b->hash;
    }
    return false;
}

/* The problem of position b (goal g, main line line[0..n), the prover's verdict v) with
 * its titles, technique and level, as id. */
static void build(Problem *p, const char *id, const Board *b, ProblemGoal g, const Pos *line, int n,
                  const ProblemVerdict *v)
{
    memset(p, 0, sizeof *p);
    const char *tech = g == GOAL_DEFEND ? "defence" : technique_of(b, line, n, v->foul);
    snprintf(p->id, sizeof p->id, "%s", id);
    snprintf(p->technique, sizeof p->technique, "%s", tech);
    Words gw = g == GOAL_DEFEND && n == 2 ? two_holds_words(b->to_move) : goal_words(g, b->to_move);
    if (g == GOAL_DEFEND) {
        snprintf(p->title[0], PROBLEM_TITLE_MAX, "%s", gw.en);
        snprintf(p->title[1], PROBLEM_TITLE_MAX, "%s", gw.uk);
        snprintf(p->title[2], PROBLEM_TITLE_MAX, "%s", gw.ru);
        snprintf(p->title[3], PROBLEM_TITLE_MAX, "%s", gw.bg);
    } else {
        Words tw = technique_words(tech);
        snprintf(p->title[0], PROBLEM_TITLE_MAX, "%s: %s", gw.en, tw.en);
        snprintf(p->title[1], PROBLEM_TITLE_MAX, "%s: %s", gw.uk, tw.uk);
        snprintf(p->title[2], PROBLEM_TITLE_MAX, "%s: %s", gw.ru, tw.ru);
        snprintf(p->title[3], PROBLEM_TITLE_MAX, "%s: %s", gw.bg, tw.bg);
    }
    p->goal = g;
    p->level = problem_grade(g, v->moves, v->foul);
    p->to_move = b->to_move;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos q = pos_from_xy(x, y);
            Stone c = board_at(b, q);
            if (c == STONE_BLACK || c == STONE_WHITE) {
                p->stones[c][p->nstones[c]++] = q;
            }
        }
    }
    p->nsolution = n;
    memcpy(p->solution, line, (size_t)n * sizeof line[0]);
}

static void emit(Miner *m, const Board *b, ProblemGoal g, const Pos *line, int n,
                 const ProblemVerdict *v)
{
    Problem *p = malloc(sizeof *p);
    if (!p) {
        die("out of memory");
    }
    char id[PROBLEM_ID_MAX];
    snprintf(id, sizeof id, "%s-%d", m->prefix, ++m->count);
    build(p, id, b, g, line, n, v);
    char text[8192];
    problem_format(p, text, sizeof text);
    printf("%s\n", text);
    fflush(stdout);
    free(p);
}

/* What position b is (the first of vcf, vct, foul for White when a foul decides, and
 * with `defence` defend that the prover accepts): its goal, line and verdict. False when
 * none, when the side to move must first block a four, or when the win needs a single
 * move (a five) or the defence has more than two answers. */
static bool classify(Miner *m, const Board *b, bool defence, ProblemGoal *goal, Pos *line, int *n,
                     ProblemVerdict *v)
{
    if (problem_four_to_block(b) != POS_NONE) {
        return false; /* its first move would be the forced block */
    }
    static const ProblemGoal ORDER[] = {GOAL_VCF, GOAL_VCT, GOAL_DEFEND};
    for (size_t i = 0; i < sizeof ORDER / sizeof ORDER[0]; i++) {
        ProblemGoal g = ORDER[i];
        if (g == GOAL_DEFEND && !defence) {
            return false;
        }
        if (problem_solve(m->pp, b, g, line, n, v)) {
            if (g != GOAL_DEFEND && v->foul && b->to_move == STONE_WHITE) {
                g = GOAL_FOUL;
                if (!problem_solve(m->pp, b, g, line, n, v)) {
                    return false;
                }
            }
            *goal = g;
            return v->moves >= 2 && (g != GOAL_DEFEND || *n <= 2);
        }
        if (v->moves > 0 && g != GOAL_DEFEND) {
            return false; /* a win that is not a problem (not unique): no defence either */
        }
    }
    return false;
}

/* Tries one position for each goal not yet taken from this game (taken[goal]). */
static void try_position(Miner *m, const Board *b, bool *taken)
{
    if (m->count >= m->max) {
        return;
    }
    Pos line[PROBLEM_MAX_LINE];
    int n;
    ProblemVerdict v;
    ProblemGoal g;
    if (classify(m, b, true, &g, line, &n, &v) && !taken[g] && !seen_before(m, b)) {
        taken[g] = true;
        emit(m, b, g, line, n, &v);
    }
}

/* Replays a game's moves, trying each position from the 8th stone on. */
static void mine_game(Miner *m, const Pos *moves, int n)
{
    Board *b = malloc(sizeof *b);
    if (!b) {
        die("out of memory");
    }
    board_init(b, BOARD_STANDARD, false);
    bool taken[GOAL_COUNT] = {false};
    const RuleSet *rs = rules_get(RULE_RENJU);
    for (int i = 0; i < n; i++) {
        if (board_at(b, moves[i]) != STONE_EMPTY ||
            !verdict_is_legal(rules_check_move(rs, b, moves[i], b->to_move))) {
            break;
        }
        if (rules_makes_five(rs, b, moves[i], b->to_move)) {
            break;
        }
        board_play(b, moves[i]);
        if (i >= 7) {
            try_position(m, b, taken);
        }
    }
    free(b);
}

static void mine_file(Miner *m, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        die("cannot read a games file");
    }
    char line[8192];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#') {
            continue;
        }
        Pos moves[MAX_GAME];
        int n = 0;
        for (char *tok = strtok(line, " \t\r\n|"); tok && n < MAX_GAME;
             tok = strtok(NULL, " \t\r\n|")) {
            Pos p;
            if (board_parse_point(tok, strlen(tok), BOARD_STANDARD, &p)) {
                moves[n++] = p;
            } else if (n > 0) {
                break; /* the moves end where the comment starts */
            }
        }
        mine_game(m, moves, n);
    }
    fclose(f);
}

static void selfplay(Miner *m, int games, uint64_t seed)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    Board *b = malloc(sizeof *b);
    if (!b) {
        die("out of memory");
    }
    for (int g = 0; g < games && m->count < m->max; g++) {
        board_init(b, BOARD_STANDARD, false);
        Pos moves[MAX_GAME];
        int n = 0;
        board_play(b, board_centre(b));
        moves[n++] = board_centre(b);
        bool over = false;
        while (!over && n < MAX_GAME) {
            AiLimits lim = {.max_nodes = 4000,
                            .level = 4 + (int)((seed + (uint64_t)n) % 7),
                            .seed = seed * 1000003u + (uint64_t)g * 7919u + (uint64_t)n};
            AiInfo info;
            ai_clear(m->engine);
            ai_search(m->engine, rs, b, &lim, NULL, NULL, NULL, &info);
            if (info.best == POS_PASS || info.best == POS_NONE) {
                break;
            }
            over = rules_makes_five(rs, b, info.best, b->to_move);
            board_play(b, info.best);
            moves[n++] = info.best;
        }
        mine_game(m, moves, n);
        seed++;
    }
    free(b);
}

/* Problem p starts later on its own main line: the first position after a defender's
 * reply that is a problem again (classify), written into *out with p's id. Returns the
 * attacker moves skipped (1: shifted past the block, more: re-mined further on), 0 when
 * no position of the line is a problem (dropped). */
static int fix_problem(Miner *m, const Problem *p, Problem *out)
{
    Board *b = malloc(sizeof *b);
    if (!b) {
        die("out of memory");
    }
    problem_board(p, b);
    Pos line[PROBLEM_MAX_LINE];
    int n;
    ProblemVerdict v;
    ProblemGoal g;
    int skipped = 0;
    for (int k = 0; k + 2 < p->nsolution && p->goal != GOAL_DEFEND; k += 2) {
        board_play(b, p->solution[k]);
        board_play(b, p->solution[k + 1]);
        if (classify(m, b, false, &g, line, &n, &v)) {
            build(out, p->id, b, g, line, n, &v);
            skipped = k / 2 + 1;
            break;
        }
    }
    free(b);
    return skipped;
}

/* --fix FILE: the file again on standard output, each problem whose claims fail started
 * later or left out (see the top of this file). */
static void fix_file(Miner *m, const char *path)
{
    FILE *f = fopen(path, "r");
    char *text = f ? malloc(1 << 20) : NULL;
    size_t len = text ? fread(text, 1, (1 << 20) - 1, f) : 0;
    if (f) {
        fclose(f);
    }
    ProblemSet set = {0};
    char err[256];
    if (!text || !problem_parse(text, len, &set, err, sizeof err)) {
        die(text ? err : "cannot read the problem file");
    }
    Problem *fixed = malloc(sizeof *fixed);
    if (!fixed) {
        die("out of memory");
    }
    int counts[3] = {0}; /* shifted, re-mined, dropped */
    int next = 0;        /* the next problem of the set, in the file's order */
    bool skip = false;   /* inside a block being replaced or left out */
    bool drop_blank = false;
    int lineno = 0;
    for (size_t at = 0; at < len;) {
        size_t end = at;
        while (end < len && text[end] != '\n') {
            end++;
        }
        lineno++;
        const char *s = text + at;
        size_t n = end - at;
        at = end + 1;
        if (next < set.n && set.items[next].line == lineno) {
            const Problem *p = &set.items[next++];
            char why[200];
            if (!problem_claims_hold(p, why, sizeof why)) {
                skip = true;
                int k = fix_problem(m, p, fixed);
                counts[k == 0 ? 2 : k == 1 ? 0 : 1]++;
                fprintf(stderr, "%s (%s): %s\n", p->id, why,
                        k == 0   ? "dropped"
                        : k == 1 ? "shifted past the block"
                                 : "re-mined later");
                if (k > 0) {
                    char block[8192];
                    problem_format(fixed, block, sizeof block);
                    fputs(block, stdout);
                }
                drop_blank = k == 0;
            }
        }
        if (skip) {
            skip = !(n >= 3 && strncmp(s, "end", 3) == 0);
            continue;
        }
        if (drop_blank && n == 0) {
            drop_blank = false;
            continue;
        }
        drop_blank = false;
        fwrite(s, 1, n, stdout);
        fputc('\n', stdout);
    }
    fprintf(stderr, "renju-problem-mine: %s: %d shifted, %d re-mined, %d dropped\n", path,
            counts[0], counts[1], counts[2]);
    free(fixed);
    free(text);
    problem_set_free(&set);
}

int main(int argc, char **argv)
{
    renju_init();
    Miner *m = calloc(1, sizeof *m);
    if (!m) {
        die("out of memory");
    }
    m->pp = problem_prover_create(2000000);
    m->engine = ai_create(16);
    m->prefix = "mined";
    m->max = 1000;
    if (!m->pp || !m->engine) {
        die("out of memory");
    }
    uint64_t seed = 1;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--seed") == 0 && v) {
            seed = strtoull(v, NULL, 10);
            i++;
        } else if (strcmp(argv[i], "--prefix") == 0 && v) {
            m->prefix = v;
            i++;
        } else if (strcmp(argv[i], "--max") == 0 && v) {
            m->max = atoi(v);
            i++;
        } else if (strcmp(argv[i], "--games") == 0 && v) {
            mine_file(m, v);
            i++;
        } else if (strcmp(argv[i], "--fix") == 0 && v) {
            fix_file(m, v);
            i++;
        } else if (strcmp(argv[i], "--selfplay") == 0 && v) {
            selfplay(m, atoi(v), seed);
            i++;
        } else {
            die("usage: renju-problem-mine [--seed S] [--prefix P] [--max K] [--games FILE]... "
                "[--selfplay N] | --fix FILE");
        }
    }
    fprintf(stderr, "renju-problem-mine: %d problems\n", m->count);
    ai_destroy(m->engine);
    problem_prover_destroy(m->pp);
    free(m);
    return 0;
}
