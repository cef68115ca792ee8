/* Renju - MIT licence, see LICENSE.
 *
 * The prover of renju problems (see problem_check.h for what it proves).
 *
 * attack(n): the attacker, to move, wins within n of its moves (the five included);
 * defend(n): the defender, to move, loses to every reply it has, the attacker having n
 * moves left. The attacker tries only threats (fours; with threes also its open threes),
 * or the block when the defender has a five point; the defender tries EVERY legal point
 * and a pass after a three (a pass first: when the attacker cannot win even then, the
 * three was no threat), and after a four only matters whether it can block. Results are
 * kept in a table keyed by the position's hash: the least n known to win and the most
 * known to fail. Built on the engine's search board (make/unmake, the line patterns,
 * the legality test), nothing else of the engine.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "position.h"
#include "problem_check.h"
#include "text.h"

#define CACHE_SLOTS (1 << 18)
#define SALT_DEFEND 0x5851F42D4C957F2DULL
#define SALT_THREES 0x9E3779B97F4A7C15ULL
#define SALT_NO_FOULS 0xD1B54A32D192ED03ULL

typedef struct CacheEntry {
    uint64_t key;
    int8_t win;  /* least n proven to win (0: none) */
    int8_t fail; /* most n proven to fail (-1: none) */
} CacheEntry;

struct ProblemProver {
    AiTables tab;
    TT tt;
    Search s;
    const RuleSet *rs;   /* renju, or no_fouls while asking whether a foul decides */
    const RuleSet *base; /* renju, or no_fouls when lifted (problem_prover_lift_fouls) */
    RuleSet no_fouls;    /* renju without Black's fouls */
    int64_t budget;
    int64_t nodes;
    const atomic_bool *stop; /* set by another thread: the search gives up (NULL: never) */
    AiEngine *engine;        /* the engine's threat solver and search (made when first asked) */
    int64_t deep;            /* problem_prover_deep's nodes (0: none) */
    bool aborted;
    bool threes;
    CacheEntry cache[CACHE_SLOTS];
};

void problem_prover_limit(ProblemProver *pp, int64_t node_budget, const atomic_bool *stop)
{
    pp->budget = node_budget > 0 ? node_budget : 20000000;
    pp->stop = stop;
}

void problem_prover_deep(ProblemProver *pp, int64_t engine_nodes) { pp->deep = engine_nodes; }

ProblemProver *problem_prover_create(int64_t node_budget)
{
    ProblemProver *pp = calloc(1, sizeof *pp);
    if (!pp) {
        return NULL;
    }
    if (!tt_init(&pp->tt, 1)) {
        free(pp);
        return NULL;
    }
    ai_tables_build(&pp->tab);
    pp->rs = rules_get(RULE_RENJU);
    pp->base = pp->rs;
    pp->no_fouls = *pp->rs;
    pp->no_fouls.fouls[STONE_BLACK] = 0;
    problem_prover_limit(pp, node_budget, NULL);
    return pp;
}

void problem_prover_lift_fouls(ProblemProver *pp, bool lift)
{
    pp->base = lift ? &pp->no_fouls : rules_get(RULE_RENJU);
    pp->rs = pp->base;
}

void problem_prover_destroy(ProblemProver *pp)
{
    if (pp) {
        ai_destroy(pp->engine);
        tt_free(&pp->tt);
        free(pp);
    }
}

/* ---- The search ------------------------------------------------------------------ */

static bool out_of_budget(ProblemProver *pp)
{
    if (++pp->nodes > pp->budget ||
        (pp->stop && atomic_load_explicit(pp->stop, memory_order_relaxed))) {
        pp->aborted = true;
    }
    return pp->aborted;
}

static CacheEntry *cache_slot(ProblemProver *pp, uint64_t key)
{
    return &pp->cache[key & (CACHE_SLOTS - 1)];
}

static uint64_t node_key(const ProblemProver *pp, bool defending)
{
    return pp->s.b.hash ^ (defending ? SALT_DEFEND : 0) ^ (pp->threes ? SALT_THREES : 0) ^
           (pp->rs == &pp->no_fouls ? SALT_NO_FOULS : 0);
}

/* 1: known win within n, 0: known failure, -1: unknown. */
static int cache_get(ProblemProver *pp, uint64_t key, int n)
{
    const CacheEntry *e = cache_slot(pp, key);
    if (e->key != key) {
        return -1;
    }
    if (e->win > 0 && e->win <= n) {
        return 1;
    }
    return e->fail >= n ? 0 : -1;
}

static void cache_put(ProblemProver *pp, uint64_t key, int n, bool win)
{
    if (pp->aborted) {
        return;
    }
    CacheEntry *e = cache_slot(pp, key);
    if (e->key != key) {
        *e = (CacheEntry){.key = key, .win = 0, .fail = -1};
    }
    if (win && (e->win == 0 || n < e->win)) {
        e->win = (int8_t)n;
    } else if (!win && n > e->fail) {
        e->fail = (int8_t)n;
    }
}

static bool makes_three(const Search *s, Pos p, Stone c)
{
    for (int d = 0; d < DIR_COUNT; d++) {
        if (pat_at(s, p, d, c) == P_F3) {
            return true;
        }
    }
    return false;
}

/* The attacker's threats (legal fours, and with threes its legal threes when n >= 3),
 * the most valuable first, fours before threes. */
static int threats(const ProblemProver *pp, int n, Pos *out)
{
    const Search *s = &pp->s;
    Stone att = s->b.to_move;
    int value[AI_MAX_MOVES];
    int k = 0;
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos p = row_point(s, y, row);
            if (k >= AI_MAX_MOVES) {
                continue;
            }
            bool four = point_makes_four(s, p, att);
            bool three = !four && pp->threes && n >= 3 && makes_three(s, p, att);
            if ((four || three) && point_is_legal(s, p, att)) {
                out[k] = p;
                value[k++] = point_value(s, p, att) + (four ? 1 << 20 : 0);
            }
        }
    }
    threat_sort_by_value(out, value, k);
    return k;
}

/* Every legal move of the side to move: the points near stones by their value to both
 * sides, then the others in board order. */
static int all_moves(const ProblemProver *pp, Pos *out)
{
    const Search *s = &pp->s;
    Stone me = s->b.to_move;
    Stone them = stone_opponent(me);
    static const int FAR = -(1 << 30);
    int value[BOARD_MAX * BOARD_MAX];
    int k = 0;
    for (int y = 0; y < s->b.size; y++) {
        for (int x = 0; x < s->b.size; x++) {
            Pos p = pos_from_xy(x, y);
            if (s->b.cells[p] != STONE_EMPTY || !point_is_legal(s, p, me)) {
                continue;
            }
            out[k] = p;
            value[k++] = s->near[p] ? point_value(s, p, me) + point_value(s, p, them) : FAR;
        }
    }
    threat_sort_by_value(out, value, k);
    return k;
}

/* Can the defender (to move) not take q, the attacker's only five point? */
static bool block_is_foul(const ProblemProver *pp, Pos q)
{
    const Search *s = &pp->s;
    Stone def = s->b.to_move;
    return pp->rs->fouls[def] && !point_is_five(s, q, def) && !point_is_legal(s, q, def);
}

static bool defend(ProblemProver *pp, int n);

static bool attack(ProblemProver *pp, int n)
{
    Search *s = &pp->s;
    if (n < 1 || out_of_budget(pp)) {
        return false;
    }
    Stone att = s->b.to_move;
    Pos f[2];
    if (five_points(s, att, f, 1) > 0) {
        return true;
    }
    if (n < 2) {
        return false;
    }
    uint64_t key = node_key(pp, false);
    int known = cache_get(pp, key, n);
    if (known >= 0) {
        return known == 1;
    }
    Pos moves[AI_MAX_MOVES];
    int nm;
    int nb = five_points(s, stone_opponent(att), f, 2);
    if (nb >= 2 || (nb == 1 && !point_is_legal(s, f[0], att))) {
        nm = 0;
    } else if (nb == 1) {
        moves[0] = f[0];
        nm = 1;
    } else {
        nm = threats(pp, n, moves);
    }
    bool win = false;
    for (int i = 0; i < nm && !win && !pp->aborted; i++) {
        search_make(s, moves[i]);
        win = defend(pp, n - 1);
        search_unmake(s);
    }
    cache_put(pp, key, n, win);
    return win;
}

/* The attacker after a pass of the defender (to move). */
static bool attack_after_pass(ProblemProver *pp, int n)
{
    Search *s = &pp->s;
    if (!board_pass(&s->b)) {
        return false;
    }
    bool win = attack(pp, n);
    board_undo(&s->b);
    return win;
}

static bool defend(ProblemProver *pp, int n)
{
    Search *s = &pp->s;
    if (out_of_budget(pp)) {
        return false;
    }
    Stone def = s->b.to_move;
    Pos f[2];
    if (five_points(s, def, f, 1) > 0) {
        return false;
    }
    int nf = five_points(s, stone_opponent(def), f, 2);
    if (nf >= 2 || (nf == 1 && block_is_foul(pp, f[0]))) {
        return n >= 1;
    }
    if (nf == 1) {
        search_make(s, f[0]);
        bool win = attack(pp, n);
        search_unmake(s);
        return win;
    }
    if (n < 2) {
        return false;
    }
    uint64_t key = node_key(pp, true);
    int known = cache_get(pp, key, n);
    if (known >= 0) {
        return known == 1;
    }
    bool win = attack_after_pass(pp, n);
    if (win) {
        Pos moves[BOARD_MAX * BOARD_MAX];
        int nm = all_moves(pp, moves);
        for (int i = 0; i < nm && win && !pp->aborted; i++) {
            search_make(s, moves[i]);
            win = attack(pp, n);
            search_unmake(s);
        }
    }
    cache_put(pp, key, n, win);
    return win && !pp->aborted;
}

/* The least n <= limit with attack(n) (attacker to move), or 0. */
static int least_win(ProblemProver *pp, int limit)
{
    for (int n = 1; n <= limit && !pp->aborted; n++) {
        if (attack(pp, n)) {
            return n;
        }
    }
    return 0;
}

/* The defender's (to move) reply that resists longest when the attacker has at most
 * `left` moves; *need gets the moves the attacker then needs (0: the reply escapes). */
static Pos longest_reply(ProblemProver *pp, int left, int *need)
{
    Search *s = &pp->s;
    Pos rs[BOARD_MAX * BOARD_MAX];
    int nr = all_moves(pp, rs);
    int best = -1;
    Pos reply = POS_NONE;
    for (int j = 0; j < nr && !pp->aborted; j++) {
        search_make(s, rs[j]);
        int k = least_win(pp, left);
        search_unmake(s);
        if (k == 0) {
            best = 0;
            reply = rs[j];
            break;
        }
        if (k > best) {
            best = k;
            reply = rs[j];
        }
    }
    *need = best < 0 ? 0 : best;
    return reply;
}

/* From the search's position (attacker to move, a win within n known), a main line: a
 * fastest winning move, then a longest resistance, and so on, up to the five (or the
 * four whose five point the defender may not take). Writes at most cap points and leaves
 * the search's board as it found it; returns the length. */
static int find_line(ProblemProver *pp, int n, Pos *line, int cap)
{
    Search *s = &pp->s;
    int ply = s->b.ply;
    int k = 0;
    int left = n;
    while (k < cap && !pp->aborted) {
        Pos f[1];
        if (five_points(s, s->b.to_move, f, 1) > 0) {
            line[k++] = f[0];
            break;
        }
        Pos moves[AI_MAX_MOVES];
        int nm;
        Pos blk[2];
        if (five_points(s, stone_opponent(s->b.to_move), blk, 2) == 1) {
            moves[0] = blk[0];
            nm = 1;
        } else {
            nm = threats(pp, left, moves);
        }
        int i = 0;
        for (; i < nm; i++) {
            search_make(s, moves[i]);
            bool w = defend(pp, left - 1);
            search_unmake(s);
            if (w) {
                break;
            }
        }
        if (i == nm) {
            break; /* cannot happen once attack(left) held */
        }
        line[k++] = moves[i];
        search_make(s, moves[i]);
        left--;
        int nf = five_points(s, s->b.to_move, f, 1);
        Pos af[2];
        int na = five_points(s, stone_opponent(s->b.to_move), af, 2);
        if (nf == 0 && na == 1 && block_is_foul(pp, af[0])) {
            break; /* a win by foul: the line ends here */
        }
        int best;
        Pos reply = longest_reply(pp, left, &best);
        if (reply == POS_NONE || k >= cap) {
            break;
        }
        line[k++] = reply;
        search_make(s, reply);
        left = best;
    }
    while (s->b.ply > ply) {
        search_unmake(s);
    }
    return k;
}

/* ---- Problems ---------------------------------------------------------------------- */

int problem_grade(ProblemGoal g, int moves, bool foul)
{
    int level;
    switch (g) {
    case GOAL_VCF: level = moves <= 3 ? 1 : moves <= 6 ? 2 : moves <= 10 ? 3 : 4; break;
    case GOAL_VCT: level = moves <= 3 ? 2 : moves <= 5 ? 3 : 4; break;
    case GOAL_FOUL: level = moves <= 3 ? 2 : moves <= 5 ? 3 : 4; break;
    default: level = moves <= 3 ? 2 : moves <= 6 ? 3 : 4; break;
    }
    if (foul && g != GOAL_FOUL) {
        level++;
    }
    if (g == GOAL_FOUL && moves > 7) {
        level++;
    }
    return level > 5 ? 5 : level;
}

static void start(ProblemProver *pp, const Board *b, bool threes)
{
    search_setup(&pp->s, &pp->tab, &pp->tt, pp->rs, b);
    pp->threes = threes;
}

static bool say(ProblemVerdict *out, const char *fmt, const char *a, const char *b)
{
    size_t len = 0;
    out->reason[0] = '\0';
    text_append(out->reason, sizeof out->reason, &len, fmt, a, b);
    out->proven = false;
    return false;
}

static bool undecided(ProblemProver *pp, ProblemVerdict *out)
{
    char n[24];
    snprintf(n, sizeof n, "%lld", (long long)pp->budget);
    return say(out, "the proof needs more than %s nodes%s", n, "");
}

/* The defender's replies that resist longest, with n attacker moves known to be enough:
 * writes the longest need into *need and returns whether `reply` is one of them. */
static bool longest_resistance(ProblemProver *pp, int n, Pos reply, int *need)
{
    Search *s = &pp->s;
    Pos moves[BOARD_MAX * BOARD_MAX];
    int nm = all_moves(pp, moves);
    int best = 0;
    int mine = -1;
    for (int i = 0; i < nm && !pp->aborted; i++) {
        search_make(s, moves[i]);
        int k = least_win(pp, n);
        search_unmake(s);
        best = k > best ? k : best;
        if (moves[i] == reply) {
            mine = k;
        }
    }
    *need = best;
    return mine == best;
}

/* Checks the main line from the root (attacker to move, win in n). */
static bool check_line(ProblemProver *pp, const Pos *line, int nline, int n, int limit,
                       bool foul_end, ProblemVerdict *out)
{
    Search *s = &pp->s;
    char a[8];
    char b[8];
    int made = 0;
    bool ok = true;
    for (int i = 0; i < nline && ok; i++) {
        board_format_point(line[i], a, sizeof a);
        Stone me = s->b.to_move;
        Pos f[1];
        if (s->b.cells[line[i]] != STONE_EMPTY) {
            ok = say(out, "the line plays %s on a stone%s", a, "");
        } else if (i % 2 == 0 && five_points(s, me, f, 1) > 0 && !point_is_five(s, line[i], me)) {
            board_format_point(f[0], b, sizeof b);
            ok = say(out, "the line plays %s where %s makes five", a, b);
        } else if (!point_is_legal(s, line[i], me)) {
            ok = say(out, "the line's move %s is forbidden%s", a, "");
        } else if (i % 2 == 0 && i + 1 < nline && point_is_five(s, line[i], me)) {
            board_format_point(line[i + 1], b, sizeof b);
            ok = say(out, "the line goes on after %s, which makes five: %s is one move too many", a,
                     b);
        } else if (i % 2 == 0) {
            search_make(s, line[i]);
            made++;
            if (i + 1 < nline && !defend(pp, n - 1)) {
                bool slow = !pp->aborted && defend(pp, limit - 1);
                ok = pp->aborted ? undecided(pp, out)
                     : slow      ? say(out, "the line's move %s does not win fastest%s", a, "")
                                 : say(out, "a defence escapes the line's move %s%s", a, "");
            }
            n--;
        } else {
            int need;
            bool longest = longest_resistance(pp, n, line[i], &need);
            if (pp->aborted) {
                ok = undecided(pp, out);
            } else if (!longest) {
                ok = say(out, "the line's reply %s is not the longest resistance%s", a, "");
            } else {
                search_make(s, line[i]);
                made++;
                n = need;
            }
        }
    }
    if (ok) {
        /* The line must end with the attacker's last blow. */
        Stone att = stone_opponent(s->b.to_move);
        Pos last = nline > 0 ? line[nline - 1] : POS_NONE;
        Pos f[2];
        bool five = nline % 2 == 1 && rules_five_at(pp->rs, &s->b, last, att, NULL);
        int nf = five ? 0 : five_points(s, att, f, 2);
        bool blow = !five && nf == 1 && five_points(s, s->b.to_move, f + 1, 1) == 0 &&
                    block_is_foul(pp, f[0]);
        if (nline % 2 == 0 || (!five && !blow)) {
            ok = say(out,
                     "the line does not end with a five (or a five point the defender "
                     "may not take)%s%s",
                     "", "");
        } else if (foul_end && five) {
            /* A win by foul promises its last blow on a point Black may not take: a line
             * whose longest resistance ends in an ordinary five tells the learner
             * otherwise. */
            board_format_point(last, a, sizeof a);
            ok = say(out,
                     "the line ends with the five %s, not with a four whose five point "
                     "Black may not take: the foul does not finish it%s",
                     a, "");
        }
    }
    while (made-- > 0) {
        search_unmake(s);
    }
    return ok;
}

/* Is the first move the only threat that wins within the limit? */
static bool check_unique(ProblemProver *pp, Pos first, int limit, ProblemVerdict *out)
{
    Search *s = &pp->s;
    Pos moves[AI_MAX_MOVES];
    int nm = threats(pp, limit, moves);
    for (int i = 0; i < nm; i++) {
        if (moves[i] == first) {
            continue;
        }
        search_make(s, moves[i]);
        bool win = defend(pp, limit - 1);
        search_unmake(s);
        if (pp->aborted) {
            return undecided(pp, out);
        }
        if (win) {
            char a[8];
            char b[8];
            board_format_point(moves[i], a, sizeof a);
            board_format_point(first, b, sizeof b);
            return say(out, "%s wins too: the first move %s is not unique", a, b);
        }
    }
    return true;
}

/* Does the attacker still win when it wastes its first move (a pass: the defender to
 * move), by the goal's technique or by the other one (as a learner's move is judged:
 * PROBLEM_MOVE_WINS_OTHERWISE)? Then no move is wrong and the problem has no key. */
static bool check_no_spare_move(ProblemProver *pp, const Board *b, ProblemVerdict *out)
{
    Search *s = &pp->s;
    start(pp, b, false);
    if (!board_pass(&s->b)) {
        return true;
    }
    bool win = defend(pp, PROBLEM_LIMIT_VCF - 1);
    if (!win && !pp->aborted) {
        pp->threes = true;
        win = defend(pp, PROBLEM_LIMIT_VCT - 1);
    }
    board_undo(&s->b);
    if (pp->aborted) {
        return undecided(pp, out);
    }
    if (win) {
        return say(out,
                   "the attacker wins even after a wasted move (a pass): any first "
                   "move wins%s%s",
                   "", "");
    }
    return true;
}

/* Proves an attack problem; the line is checked when given, else found (into line). */
static bool prove_attack(ProblemProver *pp, const Board *b, ProblemGoal g, Pos *line, int *nline,
                         bool find, ProblemVerdict *out)
{
    bool fours_only = g == GOAL_VCF;
    int limit = fours_only ? PROBLEM_LIMIT_VCF : PROBLEM_LIMIT_VCT;
    if (g == GOAL_FOUL && b->to_move != STONE_WHITE) {
        return say(out, "a win by foul is White's%s%s", "", "");
    }
    start(pp, b, !fours_only);
    int n = least_win(pp, limit);
    if (pp->aborted) {
        return undecided(pp, out);
    }
    if (n == 0) {
        char k[8];
        snprintf(k, sizeof k, "%d", limit);
        return say(out, "no win %s within %s moves",
                   fours_only ? "by fours" : "by fours and threes", k);
    }
    out->moves = n;
    if (find) {
        *nline = find_line(pp, n, line, PROBLEM_MAX_LINE - 1);
        if (pp->aborted) {
            return undecided(pp, out);
        }
    }
    if (*nline == 0) {
        return say(out, "the solution is empty%s%s", "", "");
    }
    if (!check_unique(pp, line[0], limit, out)) {
        return false;
    }
    if (!check_line(pp, line, *nline, n, limit, g == GOAL_FOUL, out)) {
        return false;
    }
    if (!check_no_spare_move(pp, b, out)) {
        return false;
    }
    if (b->to_move == STONE_WHITE) {
        /* Does a foul decide: without Black's fouls, would White still win? */
        pp->rs = &pp->no_fouls;
        start(pp, b, !fours_only);
        int k = least_win(pp, limit);
        pp->rs = pp->base;
        if (pp->aborted) {
            return undecided(pp, out);
        }
        out->foul = k == 0;
    }
    if (g == GOAL_FOUL && !out->foul) {
        return say(out, "White wins without a foul: Black could defend on every point%s%s", "", "");
    }
    out->proven = true;
    return true;
}

/* Proves a defence problem: the answers are exactly the moves that do not lose. With
 * find, the answers are found instead (into answers, at most 8). */
/* The engine's threat solver (ai_solve, ENGINE_SOLVE_NODES at most) on the search board:
 * does the side to move win by fours and threes, however long the win? The prover stops at
 * PROBLEM_LIMIT_VCT moves, but a defence that only puts the loss off is none (audit dup26:
 * Rapfi, and this solver, win after the answers i7 of games-14, f10 of self-play-1). The
 * win's line (PROBLEM_MAX_LINE points, the attacker first) into line. */
#define ENGINE_SOLVE_NODES 1000000
static bool engine_solves(ProblemProver *pp, Pos *line, int *nline)
{
    if (!pp->engine) {
        pp->engine = ai_create(1);
    }
    AiSolveInfo info;
    *nline = 0;
    return pp->engine && ai_solve(pp->engine, pp->rs, &pp->s.b, true, ENGINE_SOLVE_NODES, pp->stop,
                                  line, nline, PROBLEM_MAX_LINE, &info);
}

/* The engine's verified search (AiLimits.verify, ENGINE_SEARCH_NODES at most) on the
 * search board: does the side to move, the defender after the learner's move, lose all the
 * same? A move the threat search within its limit finds no win after can still win by a
 * quiet move or a longer run (audit dup26: Rapfi wins after 105 moves the study called
 * wrong, this search confirms 28 of them); such a move is no wrong move. */
#define ENGINE_SEARCH_NODES 500000
static bool engine_defender_loses(ProblemProver *pp)
{
    if (!pp->engine) {
        pp->engine = ai_create(1);
    }
    if (!pp->engine) {
        return false;
    }
    AiLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.max_nodes = pp->deep > 0 ? pp->deep : ENGINE_SEARCH_NODES;
    lim.threads = 1;
    lim.analysis = true;
    lim.verify = true;
    AiInfo info;
    ai_search(pp->engine, pp->rs, &pp->s.b, &lim, pp->stop, NULL, NULL, &info);
    if (pp->stop && atomic_load(pp->stop)) {
        pp->aborted = true; /* given up: the judgement is UNDECIDED */
        return false;
    }
    return ai_score_is_win(-info.score);
}

static bool prove_defend(ProblemProver *pp, const Board *b, Pos *answers, int *nanswers, bool find,
                         ProblemVerdict *out)
{
    Search *s = &pp->s;
    start(pp, b, false);
    int threat = 0;
    for (int n = 1; n <= PROBLEM_LIMIT_VCF && threat == 0 && !pp->aborted; n++) {
        threat = attack_after_pass(pp, n) ? n : 0;
    }
    if (pp->aborted) {
        return undecided(pp, out);
    }
    if (threat == 0) {
        return say(out, "nothing to defend: after a pass the opponent has no win by fours%s%s", "",
                   "");
    }
    out->moves = threat;
    pp->threes = true;
    Pos moves[BOARD_MAX * BOARD_MAX];
    int nm = all_moves(pp, moves);
    char a[8];
    for (int i = 0; i < nm; i++) {
        search_make(s, moves[i]);
        bool loses = least_win(pp, PROBLEM_LIMIT_VCT) > 0;
        Pos longer[PROBLEM_MAX_LINE];
        int nlonger = 0;
        bool later = !loses && !pp->aborted && engine_solves(pp, longer, &nlonger);
        search_unmake(s);
        if (pp->aborted) {
            return undecided(pp, out);
        }
        bool listed = false;
        for (int j = 0; j < *nanswers && !find; j++) {
            listed = listed || answers[j] == moves[i];
        }
        board_format_point(moves[i], a, sizeof a);
        if (!loses && !later &&
            out->nanswers >= (int)(sizeof out->answers / sizeof out->answers[0])) {
            return say(out, "more than 8 moves hold (%s too)%s", a, "");
        }
        if (later && listed) {
            char w[8];
            board_format_point(nlonger > 0 ? longer[0] : POS_NONE, w, sizeof w);
            return say(out, "the answer %s loses to a longer win by threats, from %s", a, w);
        }
        if (!loses && !later) {
            out->answers[out->nanswers++] = moves[i];
        }
        if (!find && loses && listed) {
            return say(out, "the answer %s loses%s", a, "");
        }
        if (!find && !loses && !later && !listed) {
            return say(out, "%s holds too%s", a, "");
        }
    }
    if (out->nanswers == 0) {
        return say(out, "every move loses%s%s", "", "");
    }
    for (int j = 0; j < out->nanswers; j++) {
        /* A four only puts the defence off (audit 31a, A1): the block is forced, and the
         * defender must still find the move that holds. Start the problem after it. */
        if (point_makes_four(s, out->answers[j], s->b.to_move)) {
            board_format_point(out->answers[j], a, sizeof a);
            return say(out, "the move %s that holds is a four, a forcing move, not a defence%s", a,
                       "");
        }
    }
    for (int j = 0; j < *nanswers && !find; j++) {
        if (s->b.cells[answers[j]] != STONE_EMPTY || !point_is_legal(s, answers[j], s->b.to_move)) {
            board_format_point(answers[j], a, sizeof a);
            return say(out, "the answer %s is not a legal move%s", a, "");
        }
    }
    if (find) {
        *nanswers = out->nanswers;
        memcpy(answers, out->answers, (size_t)out->nanswers * sizeof answers[0]);
    }
    out->proven = true;
    return true;
}

static bool prove(ProblemProver *pp, const Board *b, ProblemGoal g, Pos *line, int *nline,
                  bool find, ProblemVerdict *out)
{
    memset(out, 0, sizeof *out);
    pp->nodes = 0;
    pp->aborted = false;
    bool ok = g == GOAL_DEFEND ? prove_defend(pp, b, line, nline, find, out)
                               : prove_attack(pp, b, g, line, nline, find, out);
    out->nodes = pp->nodes;
    return ok;
}

/* What the problem tells the learner holds (problem_claims_hold): no forced block first,
 * and a win by fours is one. */
static bool claims(const Problem *p, ProblemVerdict *out)
{
    bool ok = problem_claims_hold(p, out->reason, sizeof out->reason);
    out->proven = false;
    return ok;
}

/* A problem is a game's position (position_reachable). */
static bool reachable(const Board *b, ProblemVerdict *out)
{
    memset(out, 0, sizeof *out);
    return position_reachable(rules_get(RULE_RENJU), b, out->reason, sizeof out->reason);
}

/* A problem's other first moves (problem.h): legal for the attacker; with
 * problem_prover_deep, each also-wins a win the engine's verified search proves at its
 * budget (PROBLEM_MOVE_WINS_OTHERWISE) and no may-win one (then it belongs in also-wins). */
static bool check_others(ProblemProver *pp, const Problem *p, const Board *b, ProblemVerdict *out)
{
    for (int i = 0; i < p->nalso + p->nmaybe; i++) {
        bool also = i < p->nalso;
        Pos m = also ? p->also[i] : p->maybe[i - p->nalso];
        char a[8];
        board_format_point(m, a, sizeof a);
        start(pp, b, true);
        if (!point_is_legal(&pp->s, m, b->to_move)) {
            return say(out, "%s %s is not a legal move", also ? "also-wins" : "may-win", a);
        }
        if (pp->deep <= 0) {
            continue;
        }
        ProblemMoveVerdict v;
        problem_judge_move(pp, b, p->goal, m, &v);
        bool wins = v.kind == PROBLEM_MOVE_WINS_OTHERWISE;
        if (also && !wins) {
            return say(out, "also-wins %s: the engine's search proves no win at this budget%s", a,
                       "");
        }
        if (!also && wins) {
            return say(out, "may-win %s wins at this budget: list it under also-wins%s", a, "");
        }
    }
    return true;
}

void problem_check(ProblemProver *pp, const Problem *p, ProblemVerdict *out)
{
    Board *b = malloc(sizeof *b);
    if (!b) {
        memset(out, 0, sizeof *out);
        say(out, "out of memory%s%s", "", "");
        return;
    }
    problem_board(p, b);
    Pos line[PROBLEM_MAX_LINE];
    int nline = p->nsolution;
    memcpy(line, p->solution, (size_t)nline * sizeof line[0]);
    if (reachable(b, out) && claims(p, out) && prove(pp, b, p->goal, line, &nline, false, out)) {
        int grade = problem_grade(p->goal, out->moves, out->foul);
        if (grade != p->level) {
            char l[24];
            snprintf(l, sizeof l, "%d, graded %d", p->level, grade);
            say(out, "the level is %s%s", l, "");
        } else {
            int64_t nodes = out->nodes;
            out->proven = check_others(pp, p, b, out);
            out->nodes = nodes;
        }
    }
    free(b);
}

bool problem_solve(ProblemProver *pp, const Board *b, ProblemGoal g, Pos *line, int *nline,
                   ProblemVerdict *out)
{
    *nline = 0;
    if (!reachable(b, out) ||
        !problem_board_claims(b, false, NULL, 0, out->reason, sizeof out->reason) ||
        !prove(pp, b, g, line, nline, true, out)) {
        out->proven = false;
        return false;
    }
    if (g == GOAL_VCF &&
        !problem_board_claims(b, true, line, *nline, out->reason, sizeof out->reason)) {
        out->proven = false;
        return false;
    }
    return true;
}

/* ---- A learner's move ------------------------------------------------------------- */

/* The other technique's proof for the attacker after the defender (to move): for vcf a
 * win by fours and threes (PROBLEM_LIMIT_VCT), for vct and foul a longer one by fours only
 * (PROBLEM_LIMIT_VCF). own: attack (attacker to move) or defend (defender to move). */
static bool other_technique(ProblemProver *pp, ProblemGoal g, bool (*own)(ProblemProver *, int),
                            int spent)
{
    bool threes = pp->threes;
    pp->threes = g == GOAL_VCF;
    int limit = g == GOAL_VCF ? PROBLEM_LIMIT_VCT : PROBLEM_LIMIT_VCF;
    bool win = own(pp, limit - spent);
    pp->threes = threes;
    return win;
}

/* Does the attacker win after the learner's move all the same (defender to move), by the
 * other technique than the goal's? Within half the nodes left: a search that runs out of
 * them proves nothing, and the rest of the budget still finds the escape. */
static bool wins_otherwise(ProblemProver *pp, ProblemGoal g)
{
    int64_t budget = pp->budget;
    pp->budget = pp->nodes + (budget - pp->nodes) / 2;
    bool win = other_technique(pp, g, defend, 1);
    pp->budget = budget;
    if (pp->aborted && !(pp->stop && atomic_load_explicit(pp->stop, memory_order_relaxed))) {
        pp->aborted = false; /* the half ran out: nothing known, the search goes on */
        win = false;
    }
    return win;
}

/* Does the attacker (to move) win within left moves by the goal's technique, or by the
 * other one (other_technique)? */
static bool attack_any(ProblemProver *pp, ProblemGoal g, int left)
{
    return attack(pp, left) || (!pp->aborted && other_technique(pp, g, attack, 1));
}

/* The first defender move (to move) after which the attacker has no win within left moves
 * by either technique, or POS_NONE. */
static Pos escape(ProblemProver *pp, ProblemGoal g, int left)
{
    Search *s = &pp->s;
    Pos moves[BOARD_MAX * BOARD_MAX];
    int nm = all_moves(pp, moves);
    for (int i = 0; i < nm && !pp->aborted; i++) {
        search_make(s, moves[i]);
        bool win = attack_any(pp, g, left);
        search_unmake(s);
        if (!win) {
            return moves[i];
        }
    }
    return POS_NONE;
}

/* Does the defender (to move) win first after the learner's failed move, by fours and
 * threes (a foul of the learner's included)? Then its win is the refutation
 * (PROBLEM_MOVE_LOSES, audit 31a, B4: 4.2's k9 let White win by a foul, and the learner
 * was told only that nothing was proven). Within half the nodes left, as wins_otherwise. */
static bool defender_wins(ProblemProver *pp, ProblemMoveVerdict *out)
{
    int64_t budget = pp->budget;
    bool threes = pp->threes;
    pp->budget = pp->nodes + (budget - pp->nodes) / 2;
    pp->threes = true;
    int n = least_win(pp, PROBLEM_LIMIT_VCT);
    if (n > 0 && !pp->aborted) {
        out->nline = find_line(pp, n, out->line, PROBLEM_MAX_LINE);
        out->moves = n;
    }
    pp->budget = budget;
    pp->threes = threes;
    if (pp->aborted && !(pp->stop && atomic_load_explicit(pp->stop, memory_order_relaxed))) {
        pp->aborted = false; /* the half ran out: nothing known, the search goes on */
        n = 0;
        out->nline = 0;
    }
    if (n > 0 && out->nline > 0) {
        out->kind = PROBLEM_MOVE_LOSES;
        return true;
    }
    out->nline = 0;
    return false;
}

/* The learner's move fails by the goal's technique (defender to move): another win
 * (PROBLEM_MOVE_WINS_OTHERWISE), the defender's own win (PROBLEM_MOVE_LOSES), or the reply
 * that escapes (kind; none: a pass escapes), or the block of its only five point. */
static void judge_failed(ProblemProver *pp, ProblemGoal g, int left, ProblemMoveKind kind,
                         bool near, ProblemMoveVerdict *out)
{
    Search *s = &pp->s;
    Pos f[2];
    /* A move with no stone within two points only gives the defence a tempo: the engine is
     * not asked (its search costs a second; none of Rapfi's 94 such wins was one). */
    if (wins_otherwise(pp, g) || (near && !pp->aborted && engine_defender_loses(pp))) {
        out->kind = PROBLEM_MOVE_WINS_OTHERWISE;
        return;
    }
    if (!pp->aborted && defender_wins(pp, out)) {
        return;
    }
    out->kind = kind;
    Pos e = five_points(s, stone_opponent(s->b.to_move), f, 2) == 1 ? f[0] : escape(pp, g, left);
    if (e != POS_NONE) {
        out->line[out->nline++] = e;
    } else if (!pp->aborted && board_pass(&s->b)) {
        /* No stone escapes: unless a pass does, every reply loses and the move wins. */
        bool win = attack_any(pp, g, left);
        board_undo(&s->b);
        out->kind = win ? PROBLEM_MOVE_WINS_OTHERWISE : kind;
    }
}

static void judge_attack(ProblemProver *pp, ProblemGoal g, Pos m, ProblemMoveVerdict *out)
{
    Search *s = &pp->s;
    Stone att = s->b.to_move;
    int limit = g == GOAL_VCF ? PROBLEM_LIMIT_VCF : PROBLEM_LIMIT_VCT;
    if (point_is_five(s, m, att)) {
        out->kind = PROBLEM_MOVE_WINS;
        return;
    }
    bool four = point_makes_four(s, m, att);
    bool near = s->near[m] != 0;
    search_make(s, m);
    Pos f[2];
    if (g == GOAL_VCF && !four) {
        judge_failed(pp, g, limit - 1, PROBLEM_MOVE_NOT_FOUR, near, out);
    } else if (defend(pp, limit - 1)) {
        out->kind = PROBLEM_MOVE_WINS;
        int nf = five_points(s, att, f, 2);
        bool foul_block = nf == 1 && five_points(s, s->b.to_move, f + 1, 1) == 0 &&
                          block_is_foul(pp, f[0]);
        if (nf >= 2) {
            /* A straight four (or two fours): the defender blocks one five point, the
             * attacker takes the other. */
            out->line[out->nline++] = f[0];
            out->line[out->nline++] = f[1];
            out->moves = 1;
        } else if (!foul_block) {
            int need;
            Pos reply = longest_reply(pp, limit - 1, &need);
            if (reply != POS_NONE) {
                out->line[out->nline++] = reply;
                out->moves = need;
                search_make(s, reply);
                out->nline += find_line(pp, need, out->line + 1, PROBLEM_MAX_LINE - 1);
                search_unmake(s);
            }
        }
    } else if (!pp->aborted) {
        judge_failed(pp, g, limit - 1, PROBLEM_MOVE_ESCAPES, near, out);
    }
    search_unmake(s);
}

static void judge_defence(ProblemProver *pp, Pos m, ProblemMoveVerdict *out)
{
    Search *s = &pp->s;
    search_make(s, m);
    pp->threes = true;
    int n = least_win(pp, PROBLEM_LIMIT_VCT);
    if (n > 0) {
        out->kind = PROBLEM_MOVE_LOSES;
        out->moves = n;
        out->nline = find_line(pp, n, out->line, PROBLEM_MAX_LINE);
    } else if (!pp->aborted && engine_solves(pp, out->line, &out->nline)) {
        /* A longer win (engine_solves): the move only puts the loss off. */
        out->kind = PROBLEM_MOVE_LOSES;
        out->moves = (out->nline + 1) / 2;
    } else {
        out->kind = PROBLEM_MOVE_WINS;
    }
    search_unmake(s);
}

void problem_judge_move(ProblemProver *pp, const Board *b, ProblemGoal g, Pos m,
                        ProblemMoveVerdict *out)
{
    memset(out, 0, sizeof *out);
    pp->nodes = 0;
    pp->aborted = false;
    start(pp, b, g != GOAL_VCF);
    Search *s = &pp->s;
    Stone me = s->b.to_move;
    Pos f[2];
    if (!board_on(&s->b, m) || s->b.cells[m] != STONE_EMPTY ||
        (!point_is_five(s, m, me) && !point_is_legal(s, m, me))) {
        out->kind = PROBLEM_MOVE_FOUL;
        return;
    }
    int nf = five_points(s, stone_opponent(me), f, 2);
    if (!point_is_five(s, m, me) && nf > 0 && (nf > 1 || f[0] != m)) {
        out->kind = PROBLEM_MOVE_IGNORES_FIVE;
        out->line[out->nline++] = f[0] != m ? f[0] : f[1];
        return;
    }
    if (g == GOAL_DEFEND) {
        judge_defence(pp, m, out);
    } else {
        judge_attack(pp, g, m, out);
    }
    if (pp->aborted) {
        memset(out, 0, sizeof *out);
        out->kind = PROBLEM_MOVE_UNDECIDED;
    }
}
