/* Renju - MIT licence, see LICENSE.
 *
 * A second, deliberately naive implementation of Black's foul rule, written straight
 * from the definitions in docs/rules.md on a plain 15x15 grid (no tables, no padding, whole
 * lines scanned), compared with rules_forbidden_map() on thousands of random dense
 * positions, around the centre and anywhere; and the map against rules_check_move() on
 * every point, for every rule set with fouls. Slow and simple on purpose: it is the reference the
 * fast code must match.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "position.h"
#include "rules.h"
#include "test_support.h"

enum { N = 15, EMPTY = 0, BLACK = 1, WHITE = 2 };
typedef struct Grid {
    int c[N][N]; /* [x][y] */
} Grid;

static const int DX[4] = {1, 0, 1, 1};
static const int DY[4] = {0, 1, 1, -1};

static int cell(const Grid *g, int x, int y)
{
    return (x < 0 || y < 0 || x >= N || y >= N) ? -1 : g->c[x][y];
}

/* Length of the black run through (x, y) along direction d. */
static int black_run(const Grid *g, int x, int y, int d)
{
    int n = 1;
    for (int s = -1; s <= 1; s += 2) {
        for (int k = 1; cell(g, x + s * k * DX[d], y + s * k * DY[d]) == BLACK; k++) {
            n++;
        }
    }
    return n;
}

static bool naive_forbidden(Grid *g, int x, int y);

/* Points of the whole line through (x, y) on d where one more black stone makes exactly
 * five including (x, y) (which holds Black). Returns the count, offsets into ks. */
static int five_points(Grid *g, int x, int y, int d, int *ks)
{
    int n = 0;
    for (int k = -N; k <= N; k++) {
        int qx = x + k * DX[d];
        int qy = y + k * DY[d];
        if (k == 0 || cell(g, qx, qy) != EMPTY) {
            continue;
        }
        g->c[qx][qy] = BLACK;
        /* The five must hold (x, y): the run through (x, y) is exactly five and holds q. */
        if (black_run(g, x, y, d) == 5 && black_run(g, qx, qy, d) == 5) {
            int lo = k < 0 ? k : 0;
            int hi = k < 0 ? 0 : k;
            bool joined = true;
            for (int j = lo; j <= hi; j++) {
                joined = joined && cell(g, x + j * DX[d], y + j * DY[d]) == BLACK;
            }
            if (joined) {
                ks[n++] = k;
            }
        }
        g->c[qx][qy] = EMPTY;
    }
    return n;
}

/* Fours on line d through (x, y): distinct five points, a straight four counting once. */
static int fours_on_line(Grid *g, int x, int y, int d, bool *straight)
{
    int ks[2 * N + 1];
    int n = five_points(g, x, y, d, ks);
    *straight = n == 2 && ks[1] - ks[0] == 5;
    return *straight ? 1 : n;
}

static bool makes_exact_five(Grid *g, int x, int y)
{
    g->c[x][y] = BLACK;
    bool five = false;
    for (int d = 0; d < 4; d++) {
        five = five || black_run(g, x, y, d) == 5;
    }
    g->c[x][y] = EMPTY;
    return five;
}

/* Is line d through (x, y) (holding Black) a real three? Some empty q on the line whose
 * stone makes a straight four there, q not itself a five elsewhere and not forbidden. */
static bool real_three(Grid *g, int x, int y, int d)
{
    for (int k = -N; k <= N; k++) {
        int qx = x + k * DX[d];
        int qy = y + k * DY[d];
        if (k == 0 || cell(g, qx, qy) != EMPTY) {
            continue;
        }
        g->c[qx][qy] = BLACK;
        bool straight = false;
        fours_on_line(g, x, y, d, &straight);
        g->c[qx][qy] = EMPTY;
        if (straight && !makes_exact_five(g, qx, qy) && !naive_forbidden(g, qx, qy)) {
            return true;
        }
    }
    return false;
}

static bool naive_forbidden(Grid *g, int x, int y)
{
    if (g->c[x][y] != EMPTY) {
        return false;
    }
    g->c[x][y] = BLACK;
    bool five = false;
    bool overline = false;
    for (int d = 0; d < 4; d++) {
        int run = black_run(g, x, y, d);
        five = five || run == 5;
        overline = overline || run > 5;
    }
    bool foul = false;
    if (!five) {
        int fours = 0;
        bool four_line[4];
        for (int d = 0; d < 4; d++) {
            bool straight;
            int f = fours_on_line(g, x, y, d, &straight);
            four_line[d] = f > 0;
            fours += f;
        }
        foul = overline || fours >= 2;
        int threes = 0;
        for (int d = 0; d < 4 && !foul; d++) {
            if (!four_line[d] && real_three(g, x, y, d)) {
                threes++;
            }
        }
        foul = foul || threes >= 2;
    }
    g->c[x][y] = EMPTY;
    return foul;
}

static uint64_t rng_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* A random position, dense where it matters: `stones` stones in a box of random size,
 * Black slightly more often, so that threes and fours abound. The box is around the
 * centre, or with anywhere, around a random point (the edges and corners too, where the
 * walls cut the lines). */
static void random_grid(Grid *g, Board *b, uint64_t *rng, bool anywhere)
{
    memset(g, 0, sizeof *g);
    board_init(b, BOARD_STANDARD, false);
    int half = 2 + (int)(rng_next(rng) % 6);
    int cx = anywhere ? (int)(rng_next(rng) % N) : 7;
    int cy = anywhere ? (int)(rng_next(rng) % N) : 7;
    int stones = 6 + (int)(rng_next(rng) % 40);
    int black_share = 50 + (int)(rng_next(rng) % 25);
    for (int i = 0; i < stones; i++) {
        int x = cx - half + (int)(rng_next(rng) % (uint64_t)(2 * half + 1));
        int y = cy - half + (int)(rng_next(rng) % (uint64_t)(2 * half + 1));
        if (x < 0 || y < 0 || x >= N || y >= N) {
            continue;
        }
        if (g->c[x][y] == EMPTY) {
            int s = (int)(rng_next(rng) % 100) < black_share ? BLACK : WHITE;
            g->c[x][y] = s;
            board_set(b, pos_from_xy(x, y), (Stone)s);
        }
    }
}

static int compare_positions(int count, uint64_t seed, bool anywhere, int *forbidden_seen)
{
    const RuleSet *rs = rules_get(RULE_RENJU);
    uint64_t rng = seed;
    int mismatches = 0;
    for (int i = 0; i < count; i++) {
        Grid g;
        Board b;
        random_grid(&g, &b, &rng, anywhere);
        bool fast[BOARD_CELLS] = {false};
        Pos pts[BOARD_MAX * BOARD_MAX];
        int n = rules_forbidden_map(rs, &b, STONE_BLACK, pts, BOARD_MAX * BOARD_MAX);
        for (int j = 0; j < n; j++) {
            fast[pts[j]] = true;
        }
        *forbidden_seen += n;
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                bool slow = naive_forbidden(&g, x, y);
                if (slow != fast[pos_from_xy(x, y)] && mismatches++ < 5) {
                    char stones[2048];
                    char name[8];
                    position_format_stones(&b, stones, sizeof stones);
                    board_format_point(pos_from_xy(x, y), name, sizeof name);
                    print_error("mismatch at %s (naive %d, fast %d): %s\n", name, slow, !slow,
                                stones);
                }
            }
        }
    }
    return mismatches;
}

/* The two agree on count random positions, and the sample holds more than min_forbidden
 * fouls (it must actually exercise the rule). */
static void expect_agreement(int count, uint64_t seed, bool anywhere, int min_forbidden)
{
    int forbidden = 0;
    assert_int_equal(compare_positions(count, seed, anywhere, &forbidden), 0);
    assert_true(forbidden > min_forbidden);
}

static void test_rules_naive_matches_fast_on_random_positions(void **state)
{
    (void)state;
    expect_agreement(3000, 0x9E3779B97F4A7C15ULL, false, 1000);
}

/* The same with the stones anywhere: the map picks its candidates by counting stones
 * along the lines, which the walls cut at the edges. */
static void test_rules_naive_matches_fast_near_the_edges(void **state)
{
    (void)state;
    expect_agreement(1500, 0x2545F4914F6CDD1DULL, true, 500);
}

/* rules_forbidden_map runs the full test only on the points its stone counts allow:
 * for every rule set with fouls and both colours, on random positions anywhere (19x19
 * for old renju), it must list exactly the points where rules_check_move finds a foul. */
static void test_rules_forbidden_map_matches_every_point_test(void **state)
{
    (void)state;
    static const RuleId RULES[] = {RULE_RENJU, RULE_ANTI_RENJU, RULE_OLD_RENJU, RULE_GOMOKUNARABE};
    uint64_t rng = 0x6A09E667F3BCC909ULL;
    for (size_t r = 0; r < sizeof RULES / sizeof RULES[0]; r++) {
        const RuleSet *rs = rules_get(RULES[r]);
        int seen = 0;
        for (int i = 0; i < 600; i++) {
            Board b;
            board_init(&b, rs->board_size, false);
            int size = rs->board_size;
            int half = 2 + (int)(rng_next(&rng) % 6);
            int cx = (int)(rng_next(&rng) % (uint64_t)size);
            int cy = (int)(rng_next(&rng) % (uint64_t)size);
            int stones = 4 + (int)(rng_next(&rng) % 50);
            for (int k = 0; k < stones; k++) {
                int x = cx - half + (int)(rng_next(&rng) % (uint64_t)(2 * half + 1));
                int y = cy - half + (int)(rng_next(&rng) % (uint64_t)(2 * half + 1));
                if (xy_on_board(x, y, size) && board_at(&b, pos_from_xy(x, y)) == STONE_EMPTY) {
                    board_set(&b, pos_from_xy(x, y),
                              rng_next(&rng) % 100 < 60 ? STONE_BLACK : STONE_WHITE);
                }
            }
            for (Stone s = STONE_BLACK; s <= STONE_WHITE; s++) {
                Pos pts[BOARD_MAX * BOARD_MAX];
                int n = rules_forbidden_map(rs, &b, s, pts, BOARD_MAX * BOARD_MAX);
                int j = 0;
                for (int y = 0; y < size; y++) {
                    for (int x = 0; x < size; x++) {
                        Pos p = pos_from_xy(x, y);
                        if (board_at(&b, p) == STONE_EMPTY && rules_is_forbidden(rs, &b, p, s)) {
                            if (j >= n || pts[j] != p) {
                                char stones_text[2048];
                                char name[8];
                                position_format_stones(&b, stones_text, sizeof stones_text);
                                board_format_point(p, name, sizeof name);
                                fail_msg("%s, colour %d: %s missing or out of order: %s", rs->name,
                                         s, name, stones_text);
                            }
                            j++;
                        }
                    }
                }
                assert_int_equal(j, n);
                seen += n;
            }
        }
        /* Each rule set's fouls must actually occur in the sample. */
        assert_true(seen > 50);
    }
}

/* The naive reference agrees with the worked examples too (so it is not vacuous). */
static void test_rules_naive_reference_on_examples(void **state)
{
    (void)state;
    static const struct {
        const char *stones;
        bool forbidden;
    } CASES[] = {
        {"b=f8,g8,h9,h10", true},
        {"b=d8,e8,f8,j8,k8,l8", true},
        {"b=e8,f8,g8,h5,h6,h7", true},
        {"b=e8,f8,g8,i8,j8", true},
        {"b=e8,f8,h9,h10,g6,g7,g9,g10,g11", false},
        {"b=e8,f8,g8,h9,h10", false},
        {"b=d8,e8,f8,g8,h9,h10,i9,j10", false},
        {"b=f8,g8,h9,h10 w=e8", false},
        {"b=f8,g8,h9,h10,i9,i10,j9,k10 w=d8", false},
        {"b=f8,g8,h9,h10,i9,i10,j9,k10 w=d8,m12", true},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        Board b;
        support_position(&b, CASES[i].stones);
        Grid g;
        memset(&g, 0, sizeof g);
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                g.c[x][y] = board_at(&b, pos_from_xy(x, y));
            }
        }
        if (naive_forbidden(&g, 7, 7) != CASES[i].forbidden) {
            fail_msg("naive reference wrong on %s", CASES[i].stones);
        }
    }
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules_naive_reference_on_examples),
        cmocka_unit_test(test_rules_naive_matches_fast_on_random_positions),
        cmocka_unit_test(test_rules_naive_matches_fast_near_the_edges),
        cmocka_unit_test(test_rules_forbidden_map_matches_every_point_test),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
