/* Renju - MIT licence, see LICENSE.
 *
 * Private declarations shared inside src/ai: the engine's own line-pattern table (a finer
 * grading than pattern.h: twos and closed threes too), point classification, the
 * transposition table, the search context with its board copy, move generation, the
 * evaluation and the threat-space solver (VCF/VCT). Nothing here is visible outside ai/.
 */
#ifndef RENJU_AI_INTERNAL_H
#define RENJU_AI_INTERNAL_H

#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

#include "ai.h"
#include "pattern.h"
#include "rules.h"

/* What one more stone of colour C on a point makes on one line through it, from the
 * weakest to the strongest (X own, . empty, | blocked, * the point):
 *   P_B1  one stone with room for a five on one side only  | * . . . .
 *   P_F1  one stone that can still become an open two       . . * . . .
 *   P_B2  two that can become a closed three                | X * . . .
 *   P_F2  two that can become an open three                 . . X * . .
 *   P_B3  three that can become a (closed) four only        | X X * . .
 *   P_F3  an open three: one more stone makes a straight four  . X X * . .
 *   P_B4  a four with one five point                        | X X X * .
 *   P_F4  a straight four, or two fours on the line         . X X X * .
 *   P_FIVE a five (exact five for an exact-five colour)     X X * X X
 *   P_OL  an overline for an exact-five colour (no win)     X X X * X X */
enum { P_NONE = 0, P_B1, P_F1, P_B2, P_F2, P_B3, P_F3, P_B4, P_F4, P_FIVE, P_OL, P_COUNT };

#define COMBO_COUNT (P_COUNT * P_COUNT * P_COUNT * P_COUNT)

/* The evaluation's parameters (src/ai/eval_weights.h, written by the tuner, lab/tune.c),
 * one set with Black to move and one with White to move (renju is not symmetric):
 * for each side (the side to move, its opponent) a weight per line grade and a bonus for
 * the two strongest grades of a point; and the side to move's tempo, by the two strongest
 * grades of its best point; the same for the opponent's best point (what it threatens
 * next, counted against the side to move); and a constant (the colour's edge). A point's value for
 * a side is the sum of its four lines' weights plus its pair bonus; the evaluation sums the values
 * over the empty points near stones, ours minus theirs, plus the tempo and the constant. It is
 * linear in the parameters, so the tuner fits them by logistic regression on positions from games.
 */
enum { EVAL_ME = 0, EVAL_OPP = 1 };
/* clang-format off */
#define EVAL_F_DIR(side, g) ((side) * P_COUNT + (g))
#define EVAL_F_PAIR(side, pair) (2 * P_COUNT + (side) * P_COUNT * P_COUNT + (pair))
/* clang-format on */
#define EVAL_F_TEMPO(pair) (2 * P_COUNT + 2 * P_COUNT * P_COUNT + (pair))
#define EVAL_F_THEIR_BEST(pair) (2 * P_COUNT + 3 * P_COUNT * P_COUNT + (pair))
#define EVAL_F_BIAS (2 * P_COUNT + 4 * P_COUNT * P_COUNT) /* added to every evaluation */
#define EVAL_FEATURES (EVAL_F_BIAS + 1)

/* The evaluation's network (src/ai/eval_net.h, written by lab/tune.c with TUNE_NET): a
 * correction added to the linear evaluation above. Its inputs are the linear
 * evaluation's features (eval_features) and whether Black is to move; one hidden layer
 * of EVAL_NET_HIDDEN clipped rectifiers (0..1), then a weighted sum in evaluation units.
 * The first layer is folded per combo at start-up (AiTables.net_emb), so each point
 * near the stones adds one vector per side. All zero output weights: no network. */
#define EVAL_NET_HIDDEN 16
#define EVAL_NET_INPUTS (EVAL_FEATURES + 1) /* the last: Black to move */
#define EVAL_NET_Q 65536                    /* the folded first layer's fixed-point unit */

/* The move-ordering policy's parameters (src/ai/policy_weights.h, written by
 * lab/policy.c), one set per colour to move: for the side to move and for the opponent,
 * a weight per line grade and a bonus by a point's two strongest grades (the opponent's
 * part left out on a point that is a foul for it); and a bonus by the point's distances
 * to the opponent's last move and to our own last move (POL_NEAR buckets each: 1, 2, 3-4,
 * farther or none); and a bonus by the strongest grade for each side together (an attack
 * that is also a block). A candidate's ordering score is the sum, in hundredths of a logit of
 * a softmax over the candidates, fitted to a stronger engine's choices. */
#define POL_NEAR 4
/* clang-format off */
#define POL_F_DIR(side, g) ((side) * P_COUNT + (g))
#define POL_F_PAIR(side, pair) (2 * P_COUNT + (side) * P_COUNT * P_COUNT + (pair))
#define POL_F_NEAR(d_opp, d_me) \
    (2 * P_COUNT + 2 * P_COUNT * P_COUNT + (d_opp) * POL_NEAR + (d_me))
#define POL_F_CROSS(g_me, g_opp) (POL_F_NEAR(POL_NEAR, 0) + (g_me) * P_COUNT + (g_opp))
/* clang-format on */
#define POLICY_FEATURES POL_F_CROSS(P_COUNT, 0)

/* The bucket of a distance (the larger of the two coordinates' differences). */
static inline int pol_distance_bucket(int d) { return d <= 1 ? 0 : d == 2 ? 1 : d <= 4 ? 2 : 3; }

/* The distance bucket (0 .. POL_NEAR - 1) of p from the last move q (POS_NONE or a pass:
 * the farthest). */
static inline int pol_near_bucket(Pos p, Pos q)
{
    if (q == POS_NONE || q == POS_PASS) {
        return POL_NEAR - 1;
    }
    int ax = pos_x(p) > pos_x(q) ? pos_x(p) - pos_x(q) : pos_x(q) - pos_x(p);
    int ay = pos_y(p) > pos_y(q) ? pos_y(p) - pos_y(q) : pos_y(q) - pos_y(p);
    return pol_distance_bucket(ax > ay ? ax : ay);
}

/* The largest difference p - q of two points on the board. */
#define POL_SPAN ((BOARD_MAX - 1) * (BOARD_STRIDE + 1))

/* Combo flags: what the four line grades of one point add up to. */
enum {
    COMBO_FIVE = 1,       /* a five */
    COMBO_FOUR = 2,       /* at least one four (or a five) */
    COMBO_WIN = 4,        /* a straight four or two fours */
    COMBO_FOUR_THREE = 8, /* a four and an open three */
    COMBO_THREE = 16,     /* at least one open three */
    COMBO_MAYBE_FOUL = 32 /* could be a foul (overline, two fours, two threes) */
};

/* Immutable after ai_tables_build(); owned by each engine.
 *   pat[exact][line key]      the grade (P_*) of one line
 *   order/eval/flags[combo]   for the four grades g0..g3 of a point, combo index
 *                             ((g0 * P_COUNT + g1) * P_COUNT + g2) * P_COUNT + g3: its
 *                             ordering value, its evaluation value and its COMBO_* flags */
typedef struct AiTables {
    uint8_t pat[2][LINE_KEY_COUNT];
    int32_t order[COMBO_COUNT];
    /* [colour to move - 1][EVAL_ME / EVAL_OPP]: a point's evaluation value */
    int16_t eval[2][2][COMBO_COUNT];
    int16_t tempo[2][COMBO_COUNT];      /* [colour to move - 1]: the bonus for its best point */
    int16_t their_best[2][COMBO_COUNT]; /* [colour to move - 1]: the opponent's best point */
    int16_t bias[2];                    /* [colour to move - 1]: added to every evaluation */
    /* [colour to move - 1][EVAL_ME / EVAL_OPP]: a point's move-ordering value */
    int16_t policy[2][2][COMBO_COUNT];
    int16_t policy_near[2][POL_NEAR * POL_NEAR]; /* [colour to move - 1][d_opp * POL_NEAR + d_me] */
    int16_t policy_cross[2][P_COUNT * P_COUNT];  /* [colour to move - 1][g_me * P_COUNT + g_opp] */
    /* pol_near_bucket(p, q) of two points on the board by p - q + POL_SPAN (move
     * generation's table for it). */
    uint8_t near_bucket[2 * POL_SPAN + 1];
    uint8_t pair[COMBO_COUNT]; /* the two strongest grades, g1 * P_COUNT + g2, g1 >= g2 */
    uint8_t flags[COMBO_COUNT];
    uint8_t four_dirs[COMBO_COUNT]; /* the directions (a bit each) graded P_B4 or P_F4 */
    /* [exact][line key of p]: with a stone of the key's colour on p, the points within
     * four of p on that line where it makes a five through p, bit five_bit(k) for the
     * point at offset k (the threat solvers' five points along the line of a stone).
     * One table for the program, built once (eval.c). */
    const uint8_t *five_along[2];
    /* The same for the points where it makes a four or a five (P_B4, P_F4, P_FIVE) along
     * that line with p's stone in its five (vcf_all_fours's new fours). */
    const uint8_t *four_along[2];
    /* The network (EVAL_NET_*), in units of 1 / EVAL_NET_Q: [EVAL_ME / EVAL_OPP][combo] a
     * point's first-layer vector (the opponent's negated, as its features count against),
     * [0 / 1][pair] the tempo and the opponent's best point, [colour to move - 1] the
     * constant; the output weights in evaluation units. */
    bool net_on;
    int32_t net_emb[2][COMBO_COUNT][EVAL_NET_HIDDEN];
    int32_t net_best[2][P_COUNT * P_COUNT][EVAL_NET_HIDDEN];
    int32_t net_bias[2][EVAL_NET_HIDDEN];
    int32_t net_out[EVAL_NET_HIDDEN];
    int32_t net_out_bias;
} AiTables;

void ai_tables_build(AiTables *t);
/* The bit of offset k (-4..4, not 0) in AiTables.five_along, and back. */
static inline int five_bit(int k) { return k < 0 ? k + 4 : k + 3; }
static inline int five_offset(int bit) { return bit < 4 ? bit - 4 : bit - 3; }

/* ---- Transposition table -------------------------------------------------------- */

enum { TT_NONE = 0, TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };

/* One entry, as tt_probe reads it (the table keeps it packed, see tt.c). */
typedef struct TTEntry {
    uint64_t key;
    int16_t score;
    int8_t depth;
    uint8_t flag;
    Pos move;
    uint8_t age;
} TTEntry;

typedef struct TTSlot {
    _Atomic uint64_t check; /* the key xor data */
    _Atomic uint64_t data;  /* the entry, packed */
} TTSlot;

/* Shared by every thread of a search; only age is written outside tt_store, between
 * searches. */
typedef struct TT {
    TTSlot *slots;
    size_t mask; /* slots - 1 (a power of two) */
    uint8_t age;
    bool mapped; /* slots mapped for huge pages (tt.c), not from calloc */
} TT;

bool tt_init(TT *tt, size_t megabytes);
void tt_free(TT *tt);
void tt_clear(TT *tt);
/* Reads the entry for key into *out; false when there is none. */
bool tt_probe(const TT *tt, uint64_t key, TTEntry *out);
void tt_store(TT *tt, uint64_t key, int score, int depth, int flag, Pos move);
/* Starts loading key's slot into the cache, for a tt_probe soon after (tree_make: the
 * child node's first step); only a hint. */
static inline void tt_prefetch(const TT *tt, uint64_t key)
{
#if defined(__GNUC__)
    __builtin_prefetch(&tt->slots[key & tt->mask]);
#else
    (void)tt;
    (void)key;
#endif
}

/* ---- Search context -------------------------------------------------------------- */

#define AI_MAX_PLY 64
#define AI_MAX_MOVES 256
/* The clock is read every this many nodes (a power of two; search_should_stop). */
#define AI_CLOCK_NODES 16
/* What a helper thread's stack holds at most in practice, counted in ai_thread_bytes: a
 * search with 64 helpers measured about 405 KB resident a helper, its state included. */
#define AI_THREAD_STACK_BYTES (256 * 1024)

/* The opening book (book.c): standard renju on 15x15 only. */
#define BOOK_BOARD 15
#define BOOK_MAX 1024
#define BOOK_MAX_PLIES 24
typedef struct BookEntry {
    uint64_t key; /* the XOR of the stones' Zobrist keys */
    int16_t stones;
    int16_t score; /* the side to move's view */
    Pos move;
} BookEntry;
typedef struct AiBook {
    int n;
    BookEntry e[BOOK_MAX];
} AiBook;
/* Reads the compiled-in book (book_data.h); returns the number of lines it refused (not
 * a legal position and move of standard renju): 0 for a sound book. */
int book_init(AiBook *bk);
/* Reads one book line, "MOVES... MOVE SCORE"; false when it is no legal one. */
bool book_parse_line(const char *line, BookEntry *out);
/* The book's move and score for b under rs, in any of the board's eight symmetries; false
 * when the position is not in the book (or not standard renju on 15x15). */
bool book_probe(const AiBook *bk, const RuleSet *rs, const Board *b, Pos *move, int *score);

/* What move generation reads of one empty point for one colour, kept for every
 * candidate (an empty point near a stone) by the tree's own moves (tree_make and
 * tree_unmake: a stone changes only the points on its four lines within five, and makes
 * candidates of the points around it), so that a tree node reads its candidates instead
 * of grading them afresh (most are as they were at the parent). The threat solvers'
 * moves (search_make) leave it alone: they make nearly all the moves and read few points
 * (a cache they kept up to date was slower, lab/README.md), and each is taken back before
 * the tree reads it again. */
typedef struct PointCache {
    int32_t order;     /* AiTables.order of the combo */
    uint16_t combo;    /* the combo index (combo_at) */
    uint8_t flags;     /* AiTables.flags */
    uint8_t top;       /* the strongest grade: AiTables.pair / P_COUNT */
    int16_t eval[2];   /* the evaluation's value: [EVAL_ME] this colour to move, [EVAL_OPP] not */
    int16_t policy[2]; /* the policy's value, the same way */
} PointCache;

/* The entries a tree move saves: the points on its four lines within five. */
#define PC_LINE_POINTS (DIR_COUNT * 10)

typedef struct Search {
    const AiTables *tab;
    TT *tt;
    const RuleSet *rs;
    Board b;                   /* private copy; changed only through search_make/unmake */
    uint8_t near[BOARD_CELLS]; /* stones within two points (Chebyshev) */
    const atomic_bool *stop;
    bool stopped; /* a stop request or the time limit was seen */
    int64_t nodes;
    int64_t max_nodes;
    int64_t deadline_ns; /* 0: none */
    int64_t start_ns;
    int x0, x1, y0, y1;                  /* the box holding every point within two of a stone */
    int8_t box_hist[BOARD_MAX_PLIES][4]; /* the box before each ply, for unmake */
    Pos killers[AI_MAX_PLY][2];
    int32_t history[3][BOARD_CELLS];
    int64_t threat_budget; /* nodes left for the current threat solve */
    bool threat_aborted;   /* the budget ran out: "no win found" is unproven */
    bool threat_cut;       /* a VCF line stopped at the depth limit */
    int threat_plies;      /* a won solve's plies to the five (its line may end sooner) */
    bool threat_rescan;    /* every VCF attacker node scans the board instead of
                            * inheriting its fours (the tests' reference) */
    bool threat_wide;      /* VCT threes anywhere, not only near the attacker's last
                            * stone (ai_solve; the tree's solves keep to related()) */
    bool threat_lines;     /* the solve began with no five point for either side, so
                            * every later one is a five along a line of a later stone */
    /* Positions proven to hold no threat win within a depth: the key with its low byte
     * (implied by the slot, the key's low bits) holding the depth; one word a slot, half
     * the size, for the solvers' dearest read (threat.c, known_fail). */
    uint64_t threat_fail[1 << 14];
    uint64_t rng;
    _Atomic int64_t *published; /* a helper thread's node count, for progress reports */
    /* The point cache: on unless a common centre or captures change more than the lines
     * of the stone; valid while the board is at the ply of the last tree move (a
     * search_make move on top of it is always taken back before the tree goes on). */
    bool pc_on;
    int pc_ply;                    /* the board's ply where the cache is valid */
    int pc_depth;                  /* tree_make moves on the board */
    PointCache pc[BOARD_CELLS][2]; /* [point][colour - 1], right on every candidate */
    PointCache pc_saved[AI_MAX_PLY][PC_LINE_POINTS][2]; /* what each tree move changed */
} Search;

/* The scans of the candidates (the empty points within two of a stone) read a row of
 * the scan box eight points at once: bit i of row_candidates(s, y) is the point
 * pos_from_xy(s->x0 + i, y), set when it is empty and near a stone. A loop over the set
 * bits, lowest first, visits them in board order, as a loop over x would. */
static inline uint64_t bytes_nonzero(uint64_t w) /* the high bit of each nonzero byte */
{
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
    return (((w & low7) + low7) | w) & ~low7;
}

static inline uint32_t row_candidates(const Search *s, int y)
{
    int w = s->x1 - s->x0 + 1;
    if (w <= 0) {
        return 0;
    }
    const uint8_t *near = &s->near[pos_from_xy(s->x0, y)];
    const Stone *cells = &s->b.cells[pos_from_xy(s->x0, y)];
    uint32_t bits = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (int i = 0; i < w; i += 8) {
        uint64_t a;
        uint64_t c;
        memcpy(&a, near + i, sizeof a);
        memcpy(&c, cells + i, sizeof c);
        uint64_t hi = bytes_nonzero(a) & ~bytes_nonzero(c); /* STONE_EMPTY is 0 */
        bits |= (uint32_t)((((hi >> 7) * 0x0102040810204080ULL) >> 56) << i);
    }
#else
    for (int i = 0; i < w; i++) {
        bits |= (uint32_t)(near[i] && cells[i] == STONE_EMPTY) << i;
    }
#endif
    return w >= 32 ? bits : bits & ((1u << w) - 1);
}

/* The point of the lowest set bit of bits, a row_candidates(s, y) or what is left of it. */
static inline Pos row_point(const Search *s, int y, uint32_t bits)
{
    return (Pos)(pos_from_xy(s->x0, y) + __builtin_ctz(bits));
}

/* Copies b into s and prepares the neighbourhood counts. */
void search_setup(Search *s, const AiTables *tab, TT *tt, const RuleSet *rs, const Board *b);
void search_make(Search *s, Pos p);
void search_unmake(Search *s);
/* The same for the tree's own moves (pvs, the root), which keep the point cache; and
 * the tree's pass (the null move: false when the history is full), taken back by
 * tree_unmake too. */
void tree_make(Search *s, Pos p);
bool tree_pass(Search *s);
void tree_unmake(Search *s);
/* Polls the stop flag at every call (node), the clock and the node limit every 1024
 * nodes; true once the search must end. */
bool search_should_stop(Search *s);

/* ---- Patterns and legality ------------------------------------------------------ */

/* The line key of p on direction d for colour c: the board's cached key, read through
 * rules_line_key when a common centre stone counts for both sides (so fives through the
 * centre are seen). */
static inline uint16_t key_at(const Search *s, Pos p, int d, Stone c)
{
    return s->rs->common_centre ? rules_line_key(s->rs, &s->b, p, d, c) : board_key(&s->b, p, d, c);
}

static inline int pat_at(const Search *s, Pos p, int d, Stone c)
{
    return s->tab->pat[s->rs->exact_five[c]][key_at(s, p, d, c)];
}

/* The combo index of colour c on p when a common centre stone counts for both sides:
 * the keys read through rules_line_key (search.c). */
int combo_at_centre(const Search *s, Pos p, Stone c);

/* The combo index of colour c on p (see AiTables). Kept this small so that the compiler
 * inlines it at every caller: about a third of its cost was the call when it was not
 * (lab/README.md). */
static inline int combo_at(const Search *s, Pos p, Stone c)
{
    if (s->rs->common_centre) {
        return combo_at_centre(s, p, c);
    }
    const uint8_t *pat = s->tab->pat[s->rs->exact_five[c]];
    int shift = c == STONE_WHITE ? 16 : 0;
    const uint32_t(*keys)[BOARD_CELLS] = s->b.keys;
    return ((pat[(uint16_t)(keys[0][p] >> shift)] * P_COUNT +
             pat[(uint16_t)(keys[1][p] >> shift)]) *
                P_COUNT +
            pat[(uint16_t)(keys[2][p] >> shift)]) *
               P_COUNT +
           pat[(uint16_t)(keys[3][p] >> shift)];
}

static inline int point_value(const Search *s, Pos p, Stone c)
{
    return s->tab->order[combo_at(s, p, c)];
}

static inline int point_flags(const Search *s, Pos p, Stone c)
{
    return s->tab->flags[combo_at(s, p, c)];
}

/* Would a stone of colour c on p make a five? */
static inline bool point_is_five(const Search *s, Pos p, Stone c)
{
    return point_flags(s, p, c) & COMBO_FIVE;
}

/* Would a stone of colour c on p make at least one four (or a five)? */
static inline bool point_makes_four(const Search *s, Pos p, Stone c)
{
    return point_flags(s, p, c) & COMBO_FOUR;
}

/* Is a stone of colour c on empty p legal under the rules (no foul)? Fast when the
 * point cannot be a foul, exact otherwise. */
bool point_is_legal(const Search *s, Pos p, Stone c);
/* Up to cap points where colour c would make a five; returns how many there are. */
int five_points(const Search *s, Stone c, Pos *out, int cap);

/* ---- Move generation and evaluation --------------------------------------------- */

typedef struct ScoredMove {
    Pos pos;
    int score;
    bool sharp;    /* a strong threat or block (exempt from late-move reductions) */
    bool opp_foul; /* a foul for the opponent (gen_score leaves its side out) */
} ScoredMove;

/* What one scan of the points near stones found for one side (eval.c). */
typedef struct EvalSide {
    int sum;  /* the sum of its points' values */
    int best; /* its best point's value, and that point's combo (-1: none) */
    int best_combo;
    int threat; /* 2: a legal straight four or two fours; 1: a legal four-three */
} EvalSide;

/* The scan for both sides: [EVAL_ME] the side to move, [EVAL_OPP] the opponent. */
typedef struct EvalScan {
    EvalSide side[2];
    int n[2];                        /* each side's points counted, and their combos */
    uint16_t combo[2][AI_MAX_MOVES]; /* (the network's inputs, kept only when it is on) */
} EvalScan;

static inline void eval_scan_init(EvalScan *e)
{
    for (int i = 0; i < 2; i++) {
        e->side[i] = (EvalSide){.best = -32768, .best_combo = -1};
        e->n[i] = 0;
    }
}

static inline int eval_threat_of(int flags)
{
    return flags & COMBO_WIN ? 2 : flags & COMBO_FOUR_THREE ? 1 : 0;
}

/* Adds one point with combo c, worth a, with flags (AiTables.flags of c), for one side
 * (EVAL_ME or EVAL_OPP) to the scan; its combo kept for the network when net. */
static inline void eval_side_put(EvalScan *e, int side, int c, int a, int flags, bool net)
{
    EvalSide *es = &e->side[side];
    es->sum += a;
    if (net && e->n[side] < AI_MAX_MOVES) {
        e->combo[side][e->n[side]++] = (uint16_t)c;
    }
    if (a > es->best) {
        es->best = a;
        es->best_combo = c;
    }
    int t = eval_threat_of(flags);
    es->threat = t > es->threat ? t : es->threat;
}

/* Adds one point with combo c for one side (EVAL_ME or EVAL_OPP) to the scan. */
static inline void eval_side_add(const Search *s, EvalScan *e, int side, int c)
{
    eval_side_put(e, side, c, s->tab->eval[s->b.to_move - 1][side][c], s->tab->flags[c], true);
}

/* Adds one empty point to the scan: its combos for the side to move (cm, worth nothing
 * when a foul for it) and for the opponent (co, the same). */
static inline void eval_scan_point(const Search *s, EvalScan *e, int cm, bool my_foul, int co,
                                   bool opp_foul)
{
    if (!my_foul) {
        eval_side_add(s, e, EVAL_ME, cm);
    }
    if (!opp_foul) {
        eval_side_add(s, e, EVAL_OPP, co);
    }
}

/* What move generation saw on the board. */
#define GEN_FOURS 32
typedef struct GenInfo {
    bool my_five;         /* the side to move has a five point: out[0] is one */
    int opp_fives;        /* five points of the opponent (the moves are exactly these) */
    bool opp_three;       /* the opponent can make a straight four or a double threat */
    Pos my_win3;          /* a legal point where the side to move makes a straight four or
                           * two fours, while the opponent has no five point: a win in three
                           * plies (POS_NONE when there is none) */
    int my_fours;         /* points where the side to move makes a four, fouls included:
                           * with none there is no VCF to look for */
    Pos fours[GEN_FOURS]; /* the first of them, in board order */
    bool scored;          /* the moves' scores are whole (else gen_score completes them) */
    EvalScan scan;        /* the evaluation's scan of the same points (eval_from_scan) */
} GenInfo;

/* Candidate moves for the side to move, scored (tt_move, killers, threat value,
 * history; in the tree the policy's part only with gen_score) but in board order: most
 * nodes of the tree end before their second move, so they are taken best first with
 * gen_pick, or all sorted with gen_sort. When the
 * opponent threatens (a four, or an open three), only the moves that answer it. Fouls
 * are left in; the caller filters them lazily. */
int gen_moves(Search *s, int ply, Pos tt_move, ScoredMove *out, GenInfo *info);
/* Completes the scores of m[0..n) from gen_moves when info->scored is false: in the tree
 * the policy's part of each score is left out until a node needs its order (most nodes
 * end before, at a leaf, a cut or a forced win), and is added here, on the same board
 * (the point cache valid); the bonuses of the table move, the killers and the history
 * are already in, taken when the moves were made. Idempotent over a whole list. */
void gen_score(const Search *s, ScoredMove *m, int n, GenInfo *info);
/* Sorts m[0..n) best first; equal scores keep their order. */
void gen_sort(ScoredMove *m, int n);

/* Brings the best of m[i..n) to m[i], the rest keeping their order: picking at 0, 1, 2,
 * ... gives gen_sort's order. */
static inline void gen_pick(ScoredMove *m, int n, int i)
{
    int best = i;
    for (int j = i + 1; j < n; j++) {
        if (m[j].score > m[best].score) {
            best = j;
        }
    }
    ScoredMove t = m[best];
    for (int j = best; j > i; j--) {
        m[j] = m[j - 1];
    }
    m[i] = t;
}
/* Static evaluation from the side to move's view. */
int evaluate(const Search *s);
/* The same from a scan already made of the position (GenInfo.scan). */
int eval_from_scan(const Search *s, const EvalScan *e);
/* For the tuner: adds to features[EVAL_FEATURES] how often each parameter counts in
 * evaluate(s) (zeroed first). False when the position is not quiet (a five point for
 * either side, or a winning threat for the side to move), where evaluate() does not use
 * the parameters. */
bool eval_features(const Search *s, float *features);

/* ---- Threat-space search --------------------------------------------------------- */

/* Searches for a win by continuous fours for the side to move (VCF), within max_nodes
 * nodes. On success returns true and writes the attacker's moves and the forced
 * replies (alternating, starting with the attacker) to seq, and sets s->threat_plies to
 * the plies to the five: the line stops at the winning threat (an open or double four,
 * a four the defender may not block), the five comes two plies later. */
bool vcf_solve(Search *s, int64_t max_nodes, Pos *seq, int *nseq, int cap);
/* vcf_solve inside the tree, where move generation has just scanned the board: the
 * side to move has no five point, the opponent none either, and fours[0..n) are all the
 * points where the side to move makes a four (fouls included). */
bool vcf_probe(Search *s, int64_t max_nodes, const Pos *fours, int n, Pos *seq, int *nseq, int cap);
/* Same with threes allowed (VCT). */
bool vct_solve(Search *s, int64_t max_nodes, int max_depth, Pos *seq, int *nseq, int cap);
/* vct_solve after the attacker's first move, the last on the board (the defender to
 * move): does that move win by fours and threes against every defence? seq starts with
 * it. A move that makes no four nor open three is never proven. */
bool vct_solve_after(Search *s, int64_t max_nodes, int max_depth, Pos *seq, int *nseq, int cap);
/* White to move against Black's open three under fouls: adds to out (n of them, at most
 * AI_MAX_MOVES) the White moves, legal and not there yet, that leave Black no legal
 * straight four, though they block no line: a stone that makes Black's straight-four
 * point a foul (a false three made real there). Looks only when such a point could be a
 * foul. Returns the new count. */
int threat_foul_defences(Search *s, Pos *out, int n);
/* Sorts points[0..n) by value, highest first (insertion sort: the lists are short); the
 * threat solvers' and the problem prover's move order. */
void threat_sort_by_value(Pos *points, int *value, int n);

#endif
