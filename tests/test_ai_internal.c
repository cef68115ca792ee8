/* Renju - MIT licence, see LICENSE.
 *
 * The engine's private pieces, through src/ai/ai_internal.h: the VCF probe of the tree
 * (which takes the fours move generation found and passes each attacker node's fours
 * down the line instead of scanning the board) must search exactly what the VCF solver
 * searches when every node scans the board (threat_rescan), on the positions of real
 * games and just after them, under every rule set; so must the VCT solver, which reads
 * the five points along the lines of the last stones only, against the same reference
 * (which reads every point's four lines). And the move-ordering policy's
 * inputs: the distance buckets, and our four-three ahead of every fitted score. And the
 * search board's incremental state (line keys, neighbourhood counts, scan box, combo
 * indices, the tree's point cache) against a recount from the cells after random makes
 * and unmakes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai_internal.h"
#include "rules.h"
#include "test_support.h"

#define GAMES_FILE "tests/fixtures/tune-games.txt"
#define PROBE_NODES 3000
#define VCT_NODES 1000
#define VCT_DEPTH 16

typedef struct Fixture {
    AiTables tab;
    Search probe;
    Search plain;
} Fixture;

static int setup(void **state)
{
    renju_init();
    Fixture *f = calloc(1, sizeof *f);
    if (f == NULL) {
        return -1;
    }
    ai_tables_build(&f->tab);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    free(*state);
    return 0;
}

/* What one comparison saw, so the test can tell it compared something. */
typedef struct Tally {
    int positions;
    int wins;
    int long_wins; /* wins of three fours or more: lines that inherited fours */
    int vct_wins;
} Tally;

/* One solve's answer, line and nodes. */
typedef struct Solved {
    bool win;
    int n;
    int64_t nodes;
    Pos seq[AI_MAX_PV];
} Solved;

/* Asserts that the solve under test (a) found what the reference (b) did. */
static void assert_same(const char *what, const RuleSet *rs, const Board *b, const Solved *a,
                        const Solved *ref)
{
    char where[16];
    board_format_point(b->ply > 0 ? b->history[b->ply - 1].pos : POS_NONE, where, sizeof where);
    if (a->win != ref->win || a->n != ref->n || a->nodes != ref->nodes) {
        fail_msg("%s: %s, after move %d (%s): %s in %d moves, %lld nodes; the reference %s in "
                 "%d moves, %lld nodes",
                 what, rs->name, b->ply, where, a->win ? "wins" : "fails", a->n,
                 (long long)a->nodes, ref->win ? "wins" : "fails", ref->n, (long long)ref->nodes);
    }
    for (int i = 0; i < a->n; i++) {
        assert_int_equal(a->seq[i], ref->seq[i]);
    }
}

/* Runs both solvers on b (side to move) and asserts the same answer, line and nodes; then
 * the VCT solver on both boards the same way (no move was left on them). */
static void compare_at(Fixture *f, const RuleSet *rs, const Board *b, Tally *t)
{
    search_setup(&f->probe, &f->tab, NULL, rs, b);
    search_setup(&f->plain, &f->tab, NULL, rs, b);
    memset(f->probe.threat_fail, 0, sizeof f->probe.threat_fail);
    memset(f->plain.threat_fail, 0, sizeof f->plain.threat_fail);
    f->plain.threat_rescan = true;
    ScoredMove moves[AI_MAX_MOVES];
    GenInfo gi;
    gen_moves(&f->probe, 0, POS_NONE, moves, &gi);
    if (gi.my_five || gi.opp_fives > 0) {
        return; /* the tree does not probe here */
    }
    Solved probe = {0};
    Solved plain = {0};
    f->probe.nodes = 0;
    probe.win = vcf_probe(&f->probe, PROBE_NODES, gi.fours, gi.my_fours, probe.seq, &probe.n,
                          AI_MAX_PV);
    plain.win = vcf_solve(&f->plain, PROBE_NODES, plain.seq, &plain.n, AI_MAX_PV);
    probe.nodes = f->probe.nodes;
    plain.nodes = f->plain.nodes;
    assert_same("VCF probe", rs, b, &probe, &plain);
    t->positions++;
    t->wins += probe.win;
    t->long_wins += probe.win && probe.n >= 5;
    f->probe.nodes = 0;
    f->plain.nodes = 0;
    probe.win = vct_solve(&f->probe, VCT_NODES, VCT_DEPTH, probe.seq, &probe.n, AI_MAX_PV);
    plain.win = vct_solve(&f->plain, VCT_NODES, VCT_DEPTH, plain.seq, &plain.n, AI_MAX_PV);
    probe.nodes = f->probe.nodes;
    plain.nodes = f->plain.nodes;
    assert_same("VCT", rs, b, &probe, &plain);
    t->vct_wins += probe.win;
}

/* The same after each of the three best candidate moves of b: positions like those
 * inside the tree. */
static void compare_children(Fixture *f, const RuleSet *rs, const Board *b, Tally *t)
{
    search_setup(&f->plain, &f->tab, NULL, rs, b);
    ScoredMove moves[AI_MAX_MOVES];
    GenInfo gi;
    int n = gen_moves(&f->plain, 0, POS_NONE, moves, &gi);
    gen_sort(moves, n);
    for (int i = 0, tried = 0; i < n && tried < 3; i++) {
        Pos p = moves[i].pos;
        if (rules_is_forbidden(rs, b, p, b->to_move) || rules_makes_five(rs, b, p, b->to_move)) {
            continue;
        }
        Board child = *b;
        board_play(&child, p);
        compare_at(f, rs, &child, t);
        tried++;
    }
}

/* Every position of every game in GAMES_FILE (lines "B|W|D moves..."), with each rule
 * set's own legality: a game stops where a move is not legal under rs. */
static Tally compare_games(Fixture *f, const RuleSet *rs)
{
    Tally t = {0};
    FILE *in = fopen(GAMES_FILE, "r");
    assert_non_null(in);
    char line[4096];
    while (fgets(line, sizeof line, in)) {
        char *tok = strtok(line, " \t\r\n");
        if (tok == NULL || strchr("BWD", tok[0]) == NULL || tok[1] != '\0') {
            continue;
        }
        Board b;
        board_init(&b, BOARD_STANDARD, false);
        while ((tok = strtok(NULL, " \t\r\n")) != NULL) {
            Pos p;
            if (!board_parse_point(tok, strlen(tok), BOARD_STANDARD, &p) ||
                board_at(&b, p) != STONE_EMPTY || rules_is_forbidden(rs, &b, p, b.to_move) ||
                rules_makes_five(rs, &b, p, b.to_move)) {
                break;
            }
            board_play(&b, p);
            compare_at(f, rs, &b, &t);
            compare_children(f, rs, &b, &t);
        }
    }
    fclose(in);
    return t;
}

static void test_vcf_probe_matches_solver_renju(void **state)
{
    Tally t = compare_games(*state, rules_get(RULE_RENJU));
    print_message("%d positions, %d wins, %d of three fours or more, %d VCT wins\n", t.positions,
                  t.wins, t.long_wins, t.vct_wins);
    /* The games hold plenty of fours: the comparison is not empty. */
    assert_true(t.positions > 2500);
    assert_true(t.wins > 200);
    assert_true(t.long_wins > 50);
    assert_true(t.vct_wins > 200);
}

static void test_vcf_probe_matches_solver_other_rules(void **state)
{
    static const RuleId rules[] = {RULE_GOMOKU,     RULE_GOMOKU_EXACT, RULE_GOMOKU_COMMON_CENTRE,
                                   RULE_ANTI_RENJU, RULE_OLD_RENJU,    RULE_PENTE};
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        Tally t = compare_games(*state, rules_get(rules[i]));
        assert_true(t.positions > 500);
    }
}

/* A line where the winning four is new: Black's j8 (*; a four on g8-j8, White f8 closing
 * one end) forces k8, and then j9 makes the straight four j8-j11 on the column that j8
 * has just joined. */
static void test_vcf_probe_finds_win_needing_new_fours(void **state)
{
    Fixture *f = *state;
    Board b;
    support_diagram(&b, "15 O . . . . . . . . . . . . . O\n"
                        "14 . . . . . . . . . . . . . . .\n"
                        "13 . . . . . . . . . . . . . . .\n"
                        "12 . . . . . . . . . . . . . . .\n"
                        "11 . . . . . . . . . X . . . . .\n"
                        "10 . . . . . . . . . X . . . . .\n"
                        " 9 . . . . . . . . . . . . . . .\n"
                        " 8 . . . . . O X X X * . . . . .\n"
                        " 7 . . . . . . . . . . . . . . .\n"
                        " 6 . . . . . . . . . . . . . . .\n"
                        " 5 . . . . . . . . . . . . . . .\n"
                        " 4 . . . . . . . . . . . . . . .\n"
                        " 3 . . . . . . . . . . . . . . .\n"
                        " 2 . . . . . . . . . . . . . . .\n"
                        " 1 O . . . . . . . . . . . . . O\n"
                        "   a b c d e f g h i j k l m n o\n");
    Tally t = {0};
    compare_at(f, rules_get(RULE_RENJU), &b, &t);
    assert_int_equal(t.positions, 1);
    assert_int_equal(t.wins, 1);
    search_setup(&f->probe, &f->tab, NULL, rules_get(RULE_RENJU), &b);
    memset(f->probe.threat_fail, 0, sizeof f->probe.threat_fail);
    ScoredMove moves[AI_MAX_MOVES];
    GenInfo gi;
    gen_moves(&f->probe, 0, POS_NONE, moves, &gi);
    Pos seq[AI_MAX_PV];
    int n = 0;
    assert_true(vcf_probe(&f->probe, PROBE_NODES, gi.fours, gi.my_fours, seq, &n, AI_MAX_PV));
    assert_int_equal(n, 3);
    char line[32] = "";
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        char name[8];
        board_format_point(seq[i], name, sizeof name);
        len += (size_t)snprintf(line + len, sizeof line - len, "%s%s", i ? " " : "", name);
    }
    assert_string_equal(line, "j8 k8 j9");
}

static Pos at(const char *name)
{
    Pos p = POS_NONE;
    assert_true(board_parse_point(name, strlen(name), BOARD_STANDARD, &p));
    return p;
}

/* Chebyshev distance 1, 2, 3-4 and farther (or no last move) are the four buckets. */
static void test_policy_near_buckets(void **state)
{
    (void)state;
    assert_int_equal(pol_near_bucket(at("i9"), at("h8")), 0);
    assert_int_equal(pol_near_bucket(at("h7"), at("h8")), 0);
    assert_int_equal(pol_near_bucket(at("j10"), at("h8")), 1);
    assert_int_equal(pol_near_bucket(at("f9"), at("h8")), 1);
    assert_int_equal(pol_near_bucket(at("k8"), at("h8")), 2);
    assert_int_equal(pol_near_bucket(at("l4"), at("h8")), 2);
    assert_int_equal(pol_near_bucket(at("m8"), at("h8")), 3);
    assert_int_equal(pol_near_bucket(at("h8"), POS_NONE), 3);
    assert_int_equal(pol_near_bucket(at("h8"), POS_PASS), 3);
    /* Move generation's table of them, on the largest board. */
    static AiTables t;
    ai_tables_build(&t);
    for (Pos p = pos_from_xy(0, 0); p <= pos_from_xy(BOARD_MAX - 1, BOARD_MAX - 1); p++) {
        for (Pos q = pos_from_xy(0, 0); q <= pos_from_xy(BOARD_MAX - 1, BOARD_MAX - 1); q++) {
            if (pos_x(p) >= 0 && pos_x(p) < BOARD_MAX && pos_x(q) >= 0 && pos_x(q) < BOARD_MAX) {
                assert_int_equal(t.near_bucket[POL_SPAN + p - q], pol_near_bucket(p, q));
            }
        }
    }
}

/* Black's i8 makes the four f8-i8 (e8 is White's) and the open three i8-i10: whatever
 * the fitted policy says of the other points, move generation puts it first. */
static void test_policy_four_three_first(void **state)
{
    Fixture *f = *state;
    Board b;
    support_position(&b, "b=f8,g8,h8,i9,i10 w=e8,a1,a15,o1,o15");
    search_setup(&f->probe, &f->tab, NULL, rules_get(RULE_RENJU), &b);
    ScoredMove moves[AI_MAX_MOVES];
    GenInfo gi;
    int n = gen_moves(&f->probe, 0, POS_NONE, moves, &gi);
    assert_false(gi.my_five);
    assert_int_equal(gi.my_win3, POS_NONE);
    assert_true(n > 10);
    gen_score(&f->probe, moves, n, &gi);
    gen_sort(moves, n);
    assert_int_equal(moves[0].pos, at("i8"));
    assert_true(moves[0].sharp);
}

static uint64_t rng_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* A random empty point of the board (only near a stone when near_only). */
static Pos random_empty(const Search *s, uint64_t *rng, bool near_only)
{
    int size = s->b.size;
    Pos p;
    do {
        p = pos_from_xy((int)(rng_next(rng) % (uint64_t)size),
                        (int)(rng_next(rng) % (uint64_t)size));
    } while (s->b.cells[p] != STONE_EMPTY || (near_only && !s->near[p]));
    return p;
}

/* Checks s against its cells: the board's keys, the neighbourhood counts and the scan
 * box (without captures: a captured stone stays counted, by design, as a point near it
 * is still worth a look), and every empty point's combo for both colours from keys
 * computed from the cells. */
static void check_search_board(const Search *s, const RuleSet *rs)
{
    assert_true(board_is_consistent(&s->b));
    int size = s->b.size;
    if (!rs->captures) {
        uint8_t near[BOARD_CELLS] = {0};
        int x0 = BOARD_MAX, y0 = BOARD_MAX, x1 = -1, y1 = -1;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                Pos p = pos_from_xy(x, y);
                if (s->b.cells[p] != STONE_BLACK && s->b.cells[p] != STONE_WHITE) {
                    continue;
                }
                for (int dy = -2; dy <= 2; dy++) {
                    for (int dx = -2; dx <= 2; dx++) {
                        near[p + dy * BOARD_STRIDE + dx]++;
                    }
                }
                x0 = x - 2 < x0 ? (x - 2 < 0 ? 0 : x - 2) : x0;
                y0 = y - 2 < y0 ? (y - 2 < 0 ? 0 : y - 2) : y0;
                x1 = x + 2 > x1 ? (x + 2 >= size ? size - 1 : x + 2) : x1;
                y1 = y + 2 > y1 ? (y + 2 >= size ? size - 1 : y + 2) : y1;
            }
        }
        assert_memory_equal(s->near, near, sizeof near);
        assert_int_equal(s->x0, x0);
        assert_int_equal(s->y0, y0);
        assert_int_equal(s->x1, x1);
        assert_int_equal(s->y1, y1);
    }
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            Pos p = pos_from_xy(x, y);
            if (s->b.cells[p] != STONE_EMPTY) {
                continue;
            }
            for (Stone c = STONE_BLACK; c <= STONE_WHITE; c++) {
                int combo = 0;
                for (int d = 0; d < DIR_COUNT; d++) {
                    uint16_t key = rs->common_centre ? rules_line_key(rs, &s->b, p, d, c)
                                                     : board_line_key(s->b.cells, p, d, c);
                    combo = combo * P_COUNT + s->tab->pat[rs->exact_five[c]][key];
                }
                assert_int_equal(combo_at(s, p, c), combo);
            }
        }
    }
}

/* Random walks of search_make and search_unmake over the whole board (edges and corners
 * included), under rule sets with every board size, a common centre and captures. */
static void test_search_board_matches_cells_after_random_plies(void **state)
{
    Fixture *f = *state;
    static const RuleId rules[] = {RULE_RENJU, RULE_OLD_RENJU, RULE_GOMOKU_COMMON_CENTRE,
                                   RULE_PENTE};
    uint64_t rng = 0x5EA2C4B0A2D5ULL;
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
        const RuleSet *rs = rules_get(rules[r]);
        for (int walk = 0; walk < 6; walk++) {
            Board b;
            board_init(&b, rs->board_size, rs->captures);
            Search *s = &f->plain;
            search_setup(s, &f->tab, NULL, rs, &b);
            int depth = 0;
            for (int step = 0; step < 150; step++) {
                if (depth > 0 && (depth >= 60 || rng_next(&rng) % 3 == 0)) {
                    search_unmake(s);
                    depth--;
                } else {
                    search_make(s, random_empty(s, &rng, false));
                    depth++;
                }
                check_search_board(s, rs);
            }
        }
    }
}

static void check_gen_moves_fresh(Search *s, int candidates);

/* Checks the point cache of s (tree_make) on every candidate (an empty point near a
 * stone) against the tables, and move generation reading it against move generation
 * grading every point afresh. */
static void check_point_cache(Search *s)
{
    const AiTables *t = s->tab;
    int candidates = 0;
    for (int y = 0; y < s->b.size; y++) {
        for (int x = 0; x < s->b.size; x++) {
            Pos p = pos_from_xy(x, y);
            if (s->b.cells[p] != STONE_EMPTY || !s->near[p]) {
                continue;
            }
            candidates++;
            for (Stone c = STONE_BLACK; c <= STONE_WHITE; c++) {
                const PointCache *pc = &s->pc[p][c - 1];
                int combo = combo_at(s, p, c);
                Stone o = stone_opponent(c);
                assert_int_equal(pc->combo, combo);
                assert_int_equal(pc->order, t->order[combo]);
                assert_int_equal(pc->flags, t->flags[combo]);
                assert_int_equal(pc->top, t->pair[combo] / P_COUNT);
                assert_int_equal(pc->eval[EVAL_ME], t->eval[c - 1][EVAL_ME][combo]);
                assert_int_equal(pc->eval[EVAL_OPP], t->eval[o - 1][EVAL_OPP][combo]);
                assert_int_equal(pc->policy[EVAL_ME], t->policy[c - 1][EVAL_ME][combo]);
                assert_int_equal(pc->policy[EVAL_OPP], t->policy[o - 1][EVAL_OPP][combo]);
            }
        }
    }
    check_gen_moves_fresh(s, candidates);
}

/* Move generation on s, reading the point cache where it is valid, against move
 * generation grading every point afresh (candidates: the empty points near stones). */
static void check_gen_moves_fresh(Search *s, int candidates)
{
    static ScoredMove cached[AI_MAX_MOVES];
    static ScoredMove fresh[AI_MAX_MOVES];
    static GenInfo gi_cached;
    static GenInfo gi_fresh;
    memset(&gi_cached, 0, sizeof gi_cached);
    memset(&gi_fresh, 0, sizeof gi_fresh);
    int n = gen_moves(s, 1, POS_NONE, cached, &gi_cached);
    gen_score(s, cached, n, &gi_cached); /* the policy's part, left for later in the tree */
    s->pc_on = false;
    int m = gen_moves(s, 1, POS_NONE, fresh, &gi_fresh);
    assert_true(gi_fresh.scored); /* graded afresh, scored at once */
    s->pc_on = true;
    assert_int_equal(n, m);
    for (int i = 0; i < n; i++) {
        assert_int_equal(cached[i].pos, fresh[i].pos);
        assert_int_equal(cached[i].score, fresh[i].score);
        assert_int_equal(cached[i].sharp, fresh[i].sharp);
    }
    assert_int_equal(gi_cached.my_five, gi_fresh.my_five);
    assert_int_equal(gi_cached.opp_fives, gi_fresh.opp_fives);
    assert_int_equal(gi_cached.opp_three, gi_fresh.opp_three);
    assert_int_equal(gi_cached.my_win3, gi_fresh.my_win3);
    assert_int_equal(gi_cached.my_fours, gi_fresh.my_fours);
    assert_int_equal(eval_from_scan(s, &gi_cached.scan), eval_from_scan(s, &gi_fresh.scan));
    if (!gi_cached.my_five && candidates <= AI_MAX_MOVES) { /* (where move generation stops) */
        assert_int_equal(eval_from_scan(s, &gi_cached.scan), evaluate(s));
    }
}

/* Random walks of the tree's moves (tree_make, tree_pass, tree_unmake), from random
 * middle games, with the threat solvers' excursions (search_make moves, all taken back)
 * between them: the point cache stays right on every candidate, and move generation
 * reads the same from it as it grades afresh. */
static void test_point_cache_matches_tables_after_random_plies(void **state)
{
    Fixture *f = *state;
    static const RuleId rules[] = {RULE_RENJU, RULE_GOMOKU, RULE_GOMOKU_EXACT, RULE_OLD_RENJU};
    uint64_t rng = 0x7C3A91E5D2B4ULL;
    int checks = 0;
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
        const RuleSet *rs = rules_get(rules[r]);
        for (int walk = 0; walk < 8; walk++) {
            Board b;
            board_init(&b, rs->board_size, rs->captures);
            int size = rs->board_size;
            /* A middle game round the centre, edges and corners reached now and then. */
            for (int i = 0; i < 12 + walk * 3; i++) {
                int spread = walk % 2 ? size : 7;
                Pos p = pos_from_xy(
                    size / 2 - spread / 2 + (int)(rng_next(&rng) % (uint64_t)spread),
                    size / 2 - spread / 2 + (int)(rng_next(&rng) % (uint64_t)spread));
                if (board_at(&b, p) == STONE_EMPTY) {
                    board_play(&b, p);
                }
            }
            Search *s = &f->plain;
            search_setup(s, &f->tab, NULL, rs, &b);
            assert_true(s->pc_on);
            int depth = 0;
            for (int step = 0; step < 120; step++) {
                uint64_t roll = rng_next(&rng) % 8;
                if (depth > 0 && (depth >= 40 || roll < 3)) {
                    tree_unmake(s);
                    depth--;
                } else if (roll == 3 &&
                           !(s->b.ply > 0 && s->b.history[s->b.ply - 1].pos == POS_PASS)) {
                    assert_true(tree_pass(s));
                    depth++;
                } else if (roll == 4) {
                    /* A threat solver's excursion: its moves leave the cache alone. */
                    int k = 1 + (int)(rng_next(&rng) % 6);
                    for (int i = 0; i < k; i++) {
                        search_make(s, random_empty(s, &rng, false));
                    }
                    check_gen_moves_fresh(s, AI_MAX_MOVES + 1);
                    for (int i = 0; i < k; i++) {
                        search_unmake(s);
                    }
                } else {
                    /* Mostly near the stones, as the tree plays; anywhere now and then. */
                    tree_make(s, random_empty(s, &rng, roll != 7));
                    depth++;
                }
                check_point_cache(s);
                checks++;
            }
        }
    }
    assert_true(checks > 3000);
}

/* The clock is read every AI_CLOCK_NODES (16) nodes, not every 1024: at this machine's
 * 60,000 nodes a second under load, 1024 nodes were 17 ms, a move at timeout_turn 30 sent
 * 20 ms late. The node limit is still checked every 1024 nodes (node-limited searches
 * stay the same). */
static void test_search_reads_the_clock_every_16_nodes(void **state)
{
    Fixture *f = *state;
    Search *s = &f->plain;
    Board b;
    support_position(&b, "b=h8 w=i9");
    search_setup(s, &f->tab, NULL, rules_get(RULE_RENJU), &b);
    s->deadline_ns = 1; /* long past */
    s->nodes = 15;
    assert_false(search_should_stop(s));
    s->nodes = 16;
    assert_true(search_should_stop(s));
    search_setup(s, &f->tab, NULL, rules_get(RULE_RENJU), &b);
    s->max_nodes = 64;
    s->nodes = 512; /* a clock node, not a node-limit one */
    assert_false(search_should_stop(s));
    s->nodes = 1024;
    assert_true(search_should_stop(s));
}

/* Audit 33a A2: the window's Ctrl+F (a wide VCT: threes anywhere) after an analysis of
 * the same position, whose tree solves keep their threes near the attacker's last stone.
 * Black's VCT here (f10 first) lies outside such a narrow solve; the narrow solve's "no
 * win within this depth" marks must not answer the wide one on the same Search. */
static void test_narrow_vct_fail_does_not_answer_a_wide_solve(void **state)
{
    Fixture *f = *state;
    Search *s = &f->plain;
    Board b;
    support_position(&b, "h8 i9 h10 h9 g9 i11 i10 j10");
    Pos seq[AI_MAX_PV];
    int n = 0;
    search_setup(s, &f->tab, NULL, rules_get(RULE_RENJU), &b);
    memset(s->threat_fail, 0, sizeof s->threat_fail);
    assert_false(vct_solve(s, 2000000, 12, seq, &n, AI_MAX_PV)); /* narrow: not found */
    search_setup(s, &f->tab, NULL, rules_get(RULE_RENJU), &b);   /* the fail table kept */
    s->threat_wide = true;
    n = 0;
    assert_true(vct_solve(s, 2000000, 12, seq, &n, AI_MAX_PV));
    assert_int_equal(seq[0], support_point("f10"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_vcf_probe_matches_solver_renju, setup, teardown),
        cmocka_unit_test_setup_teardown(test_vcf_probe_matches_solver_other_rules, setup, teardown),
        cmocka_unit_test_setup_teardown(test_vcf_probe_finds_win_needing_new_fours, setup,
                                        teardown),
        cmocka_unit_test(test_policy_near_buckets),
        cmocka_unit_test_setup_teardown(test_policy_four_three_first, setup, teardown),
        cmocka_unit_test_setup_teardown(test_narrow_vct_fail_does_not_answer_a_wide_solve, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_search_reads_the_clock_every_16_nodes, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_search_board_matches_cells_after_random_plies, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_point_cache_matches_tables_after_random_plies, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
