/* Renju - MIT licence, see LICENSE.
 *
 * Fouls, fives and dead positions for every rule set.
 *
 * The foul test (rules_check_move) follows the renju definitions exactly:
 *   1. a five wins and is never a foul ("five first");
 *   2. an overline (six or more) is a foul where the rule set says so;
 *   3. two fours, also two on one line, are a foul (double-four);
 *   4. two real threes are a foul (double-three). A line is a three when one more stone
 *      makes a straight four there; it is real only if some such point is playable:
 *      not itself a foul (decided recursively, with the move on the board) and not a
 *      five elsewhere (docs/rules.md: playing there simply wins).
 * Steps 1-3 and the three candidates come from one table lookup per direction on the
 * board's incremental line keys; only step 4's recursion places stones, on a private
 * copy of the cells, so the caller's board stays const.
 *
 * The variants differ only through the RuleSet (see rules.h for the decisions): which
 * colour has which fouls, exact or free fives per colour, the common centre (patched
 * into every line key a colour's fives are read from), the stone limit and captures
 * (both in rules_can_make_five; the board itself captures).
 */
#include "rules.h"
#include "text.h"

#include <stdio.h>
#include <string.h>

/* ---- Rule sets ---------------------------------------------------------------------- */

/* clang-format off */
#define NO_FOULS {0, 0, 0}
#define EXACT_NONE {false, false, false}

static const RuleSet RULE_SETS[RULE_COUNT] = {
    [RULE_RENJU] = {RULE_RENJU, "renju", "Renju", 15, {false, true, false},
                    {0, FOUL_DOUBLE_THREE | FOUL_DOUBLE_FOUR | FOUL_OVERLINE, 0}, 0, false, 0,
                    false, false, 4},
    [RULE_GOMOKU] = {RULE_GOMOKU, "gomoku", "Gomoku (five or more)", 15, EXACT_NONE, NO_FOULS, 0,
                     false, 0, false, false, 0},
    [RULE_GOMOKU_EXACT] = {RULE_GOMOKU_EXACT, "gomoku-exact", "Gomoku (exactly five)", 15,
                           {false, true, true}, NO_FOULS, 0, false, 0, false, false, 1},
    [RULE_GOMOKU_FORBIDDEN_CENTRE] = {RULE_GOMOKU_FORBIDDEN_CENTRE, "gomoku-forbidden-centre",
                                      "Gomoku, forbidden centre", 15, EXACT_NONE, NO_FOULS, 0,
                                      false, 0, true, false, -1},
    [RULE_GOMOKU_COMMON_CENTRE] = {RULE_GOMOKU_COMMON_CENTRE, "gomoku-common-centre",
                                   "Gomoku, common centre", 15, EXACT_NONE, NO_FOULS, 0, false, 0,
                                   false, true, -1},
    [RULE_ANTI_RENJU] = {RULE_ANTI_RENJU, "anti-renju", "Anti-renju", 15, EXACT_NONE,
                         {0, FOUL_STRAIGHT_FOUR, 0}, 0, false, 0, false, false, -1},
    [RULE_OLD_RENJU] = {RULE_OLD_RENJU, "old-renju", "Old renju (19x19)", 19, EXACT_NONE,
                        {0, FOUL_DOUBLE_THREE, 0}, 0, false, 0, false, false, -1},
    [RULE_GOMOKUNARABE] = {RULE_GOMOKUNARABE, "gomokunarabe", "Gomokunarabe", 15, EXACT_NONE,
                           {0, FOUL_DOUBLE_THREE, FOUL_DOUBLE_THREE}, 35, false, 0, false, false,
                           -1},
    [RULE_PENTE] = {RULE_PENTE, "pente", "Pente", 15, EXACT_NONE, NO_FOULS, 0, true, 5, false,
                    false, -1},
};
/* clang-format on */

const RuleSet *rules_get(RuleId id) { return (unsigned)id < RULE_COUNT ? &RULE_SETS[id] : NULL; }

const RuleSet *rules_find(const char *name)
{
    for (int i = 0; i < RULE_COUNT; i++) {
        if (strcmp(RULE_SETS[i].name, name) == 0) {
            return &RULE_SETS[i];
        }
    }
    return NULL;
}

const char *rules_dir_name(int dir)
{
    static const char *const NAMES[DIR_COUNT] = {"horizontal", "vertical", "diagonal",
                                                 "anti-diagonal"};
    return dir >= 0 && dir < DIR_COUNT ? NAMES[dir] : "?";
}

/* ---- The common centre ------------------------------------------------------------- */

/* Does the stone on q count as colour s's own? Under common_centre the centre stone
 * does, for either colour. */
static bool counts_as(const RuleSet *rs, const Stone *cells, int size, Pos q, Stone s)
{
    if (cells[q] == s) {
        return true;
    }
    return rs->common_centre && cells[q] != STONE_EMPTY && cells[q] != STONE_WALL &&
           q == pos_from_xy(size / 2, size / 2);
}

/* key (p's line key on d for colour s, from cells) with a common centre stone that s
 * sees as blocked turned into s's own: its base-3 digit goes from 2 to 1. */
static uint16_t patch_common(const RuleSet *rs, const Stone *cells, int size, Pos p, int d, Stone s,
                             uint16_t key)
{
    Pos c = pos_from_xy(size / 2, size / 2);
    if (!rs->common_centre || c == p || cells[c] == STONE_EMPTY || cells[c] == s) {
        return key;
    }
    int dx = pos_x(c) - pos_x(p);
    int dy = pos_y(c) - pos_y(p);
    int k = DIR_DX[d] != 0 ? dx / DIR_DX[d] : dy;
    if (k == 0 || k < -5 || k > 5 || dx != k * DIR_DX[d] || dy != k * DIR_DY[d]) {
        return key;
    }
    return (uint16_t)(key - LINE_POW3[line_digit(k)]);
}

uint16_t rules_line_key(const RuleSet *rs, const Board *b, Pos p, int d, Stone s)
{
    uint16_t key = board_key(b, p, d, s);
    return rs->common_centre ? patch_common(rs, b->cells, b->size, p, d, s, key) : key;
}

int rules_stones_left(const RuleSet *rs, const Board *b, Stone s)
{
    if (rs->stone_limit <= 0) {
        return -1;
    }
    int placed = board_stones_placed(b, s);
    return placed < rs->stone_limit ? rs->stone_limit - placed : 0;
}

/* ---- The foul test ------------------------------------------------------------------ */

/* Where line keys come from. At depth 0 the cells are the board's and its cached keys
 * are valid; deeper, stones have been placed on the private copy and keys are computed
 * from the cells. */
typedef struct Probe {
    const Board *b;
    Stone *cells;   /* b->cells until the first placement, then scratch */
    Stone *scratch; /* room for BOARD_CELLS cells */
    int depth;      /* stones placed on scratch */
} Probe;

static uint16_t probe_key(const RuleSet *rs, const Probe *pr, Pos p, int d, Stone s)
{
    uint16_t key = pr->depth == 0 ? board_key(pr->b, p, d, s) : board_line_key(pr->cells, p, d, s);
    return rs->common_centre ? patch_common(rs, pr->cells, pr->b->size, p, d, s, key) : key;
}

static void probe_place(Probe *pr, Pos p, Stone s)
{
    if (pr->cells != pr->scratch) {
        memcpy(pr->scratch, pr->b->cells, sizeof pr->b->cells);
        pr->cells = pr->scratch;
    }
    pr->cells[p] = s;
    pr->depth++;
}

static void probe_remove(Probe *pr, Pos p)
{
    pr->cells[p] = STONE_EMPTY;
    pr->depth--;
}

static void probe_init(Probe *pr, const Board *b, Stone *scratch)
{
    pr->b = b;
    pr->cells = (Stone *)b->cells; /* only written after probe_place switches to scratch */
    pr->scratch = scratch;
    pr->depth = 0;
}

static void lookup_lines(const RuleSet *rs, const Probe *pr, Pos p, Stone s,
                         const LinePattern *lp[DIR_COUNT])
{
    for (int d = 0; d < DIR_COUNT; d++) {
        lp[d] = pattern_lookup(rs->exact_five[s], probe_key(rs, pr, p, d, s));
    }
}

static RuleVerdict check(const RuleSet *rs, Probe *pr, Pos p, Stone s);

/* Whether straight-four point q of a three through p keeps the three real, with p's
 * stone on the board. */
static ThreePointStatus three_point_status(const RuleSet *rs, Probe *pr, Pos q, Stone s,
                                           RuleVerdict *verdict)
{
    RuleVerdict v = check(rs, pr, q, s);
    if (verdict) {
        *verdict = v;
    }
    if (v == VERDICT_FIVE) {
        return THREE_POINT_FIVE;
    }
    return v == VERDICT_OK ? THREE_POINT_OK : THREE_POINT_FORBIDDEN;
}

/* Is the three on direction d through p (with p placed) real? */
static bool three_is_real(const RuleSet *rs, Probe *pr, Pos p, int d, uint16_t s4_mask, Stone s)
{
    for (int k = -4; k <= 4; k++) {
        if (s4_mask & (1u << (k + 4))) {
            Pos q = (Pos)(p + k * DIR_OFFSET[d]);
            if (three_point_status(rs, pr, q, s, NULL) == THREE_POINT_OK) {
                return true;
            }
        }
    }
    return false;
}

static RuleVerdict check(const RuleSet *rs, Probe *pr, Pos p, Stone s)
{
    Stone at = pr->cells[p];
    if (at == STONE_WALL) {
        return VERDICT_OFF_BOARD;
    }
    if (at != STONE_EMPTY) {
        return VERDICT_OCCUPIED;
    }
    bool exact = rs->exact_five[s];
    uint16_t keys[DIR_COUNT];
    LineShape shapes[DIR_COUNT];
    int fours = 0;
    int threes = 0;
    bool overline = false;
    bool straight = false;
    for (int d = 0; d < DIR_COUNT; d++) {
        keys[d] = probe_key(rs, pr, p, d, s);
        shapes[d] = pattern_shape(exact, keys[d]);
        switch (shapes[d]) {
        case LINE_FIVE: return VERDICT_FIVE;
        case LINE_OVERLINE: overline = true; break;
        case LINE_DOUBLE_FOUR: fours += 2; break;
        case LINE_STRAIGHT_FOUR:
            straight = true;
            fours++;
            break;
        case LINE_FOUR: fours++; break;
        case LINE_THREE: threes++; break;
        case LINE_NONE: break;
        }
    }
    uint8_t fouls = rs->fouls[s];
    if (overline && (fouls & FOUL_OVERLINE)) {
        return VERDICT_OVERLINE;
    }
    if (fours >= 2 && (fouls & FOUL_DOUBLE_FOUR)) {
        return VERDICT_DOUBLE_FOUR;
    }
    if (straight && (fouls & FOUL_STRAIGHT_FOUR)) {
        return VERDICT_STRAIGHT_FOUR;
    }
    if (threes < 2 || !(fouls & FOUL_DOUBLE_THREE)) {
        return VERDICT_OK;
    }
    /* Step 4: count real threes, with p's stone placed. */
    int real = 0;
    probe_place(pr, p, s);
    for (int d = 0; d < DIR_COUNT && real < 2; d++) {
        if (shapes[d] == LINE_THREE &&
            three_is_real(rs, pr, p, d, pattern_lookup(exact, keys[d])->s4_mask, s)) {
            real++;
        }
    }
    probe_remove(pr, p);
    return real >= 2 ? VERDICT_DOUBLE_THREE : VERDICT_OK;
}

RuleVerdict rules_check_move(const RuleSet *rs, const Board *b, Pos p, Stone s)
{
    if (!board_on(b, p)) {
        return VERDICT_OFF_BOARD;
    }
    Stone scratch[BOARD_CELLS];
    Probe pr;
    probe_init(&pr, b, scratch);
    return check(rs, &pr, p, s);
}

/* Quick filter for the map: a point can only be a foul when its lines hold an overline,
 * two fours, two threes or a four and a three, or (anti-renju) a straight four. */
static bool may_be_foul(const RuleSet *rs, const Board *b, Pos p, Stone s, bool exact,
                        uint8_t fouls)
{
    static const uint8_t WEIGHT[] = {
        [LINE_NONE] = 0,        [LINE_THREE] = 1, [LINE_FOUR] = 1,    [LINE_STRAIGHT_FOUR] = 1,
        [LINE_DOUBLE_FOUR] = 2, [LINE_FIVE] = 0,  [LINE_OVERLINE] = 2};
    int weight = 0;
    bool straight = false;
    for (int d = 0; d < DIR_COUNT; d++) {
        uint16_t key = rs->common_centre ? rules_line_key(rs, b, p, d, s) : board_key(b, p, d, s);
        LineShape shape = pattern_shape(exact, key);
        weight += WEIGHT[shape];
        straight = straight || shape == LINE_STRAIGHT_FOUR;
    }
    return weight >= 2 || (straight && (fouls & FOUL_STRAIGHT_FOUR));
}

/* Marks in rows[y] (bit x) the empty points that may be fouls for s, before any pattern
 * lookup. A line through p is a three, a four of any kind or an overline only with two
 * or more of s's stones within five points of p on it, and one line alone makes a foul
 * only with four or more (two fours on the line, an overline) or, where a straight four
 * is a foul, with two; otherwise a foul needs two such lines. So each of s's stones
 * counts itself on the points around it, a nibble per direction, and the counts decide.
 * Under a common centre the centre stone counts for both colours, and with more than
 * CANDIDATE_STONES_MAX stones of s the counting costs more than it saves (random boards,
 * callgrind: even at 20-30 of Black's stones, twice the old cost at 45): every point is
 * marked then. */
#define CANDIDATE_STONES_MAX 24
static void candidate_rows(const RuleSet *rs, const Board *b, Stone s, uint32_t rows[BOARD_MAX])
{
    if (rs->common_centre || b->stones[s] > CANDIDATE_STONES_MAX) {
        for (int y = 0; y < b->size; y++) {
            rows[y] = (1u << b->size) - 1;
        }
        return;
    }
    memset(rows, 0, BOARD_MAX * sizeof rows[0]);
    Pos stones[CANDIDATE_STONES_MAX];
    int n = 0;
    for (int y = 0; y < b->size && n < b->stones[s]; y++) {
        for (Pos p = pos_from_xy(0, y), end = (Pos)(p + b->size); p < end; p++) {
            if (b->cells[p] == s) {
                stones[n++] = p;
            }
        }
    }
    uint16_t count[BOARD_CELLS]; /* nibble d: s's stones within five points on direction d */
    memset(count, 0, sizeof count);
    /* The points where some direction's count reached two (stones and walls too, left out
     * below): each at most once a direction. */
    Pos touched[BOARD_MAX * BOARD_MAX * DIR_COUNT];
    int nt = 0;
    for (int i = 0; i < n; i++) {
        for (int d = 0; d < DIR_COUNT; d++) {
            int shift = 4 * d;
            for (int k = 1; k <= 5; k++) {
                Pos q = (Pos)(stones[i] + k * DIR_OFFSET[d]);
                if (((count[q] = (uint16_t)(count[q] + (1u << shift))) >> shift & 15u) == 2) {
                    touched[nt++] = q;
                }
                q = (Pos)(stones[i] - k * DIR_OFFSET[d]);
                if (((count[q] = (uint16_t)(count[q] + (1u << shift))) >> shift & 15u) == 2) {
                    touched[nt++] = q;
                }
            }
        }
    }
    bool one_line = rs->fouls[s] & FOUL_STRAIGHT_FOUR;
    for (int i = 0; i < nt; i++) {
        Pos q = touched[i];
        if (b->cells[q] != STONE_EMPTY) {
            continue;
        }
        unsigned c = count[q];
        unsigned two = (c >> 1 | c >> 2 | c >> 3) & 0x1111u; /* nibbles >= 2 */
        unsigned four = (c >> 2 | c >> 3) & 0x1111u;         /* nibbles >= 4 */
        if ((two & (two - 1)) || four || (one_line && two)) {
            rows[pos_y(q)] |= 1u << pos_x(q);
        }
    }
}

int rules_forbidden_map(const RuleSet *rs, const Board *b, Stone s, Pos *out, int cap)
{
    uint8_t fouls = rs->fouls[s];
    if (!fouls) {
        return 0;
    }
    bool exact = rs->exact_five[s];
    uint32_t rows[BOARD_MAX];
    candidate_rows(rs, b, s, rows);
    Stone scratch[BOARD_CELLS];
    Probe pr;
    probe_init(&pr, b, scratch);
    int n = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; rows[y] >> x; x++) {
            Pos p = pos_from_xy(x, y);
            if ((rows[y] >> x & 1u) && b->cells[p] == STONE_EMPTY &&
                may_be_foul(rs, b, p, s, exact, fouls) && verdict_is_foul(check(rs, &pr, p, s))) {
                if (n < cap) {
                    out[n] = p;
                }
                n++;
            }
        }
    }
    return n;
}

bool rules_makes_five(const RuleSet *rs, const Board *b, Pos p, Stone s)
{
    if (!board_on(b, p) || b->cells[p] != STONE_EMPTY) {
        return false;
    }
    for (int d = 0; d < DIR_COUNT; d++) {
        if (pattern_lookup(rs->exact_five[s], rules_line_key(rs, b, p, d, s))->shape == LINE_FIVE) {
            return true;
        }
    }
    return false;
}

int rules_five_at(const RuleSet *rs, const Board *b, Pos p, Stone s, Pos line_out[RULES_LINE_MAX])
{
    if (!board_on(b, p) || b->cells[p] != s) {
        return 0;
    }
    for (int d = 0; d < DIR_COUNT; d++) {
        int off = DIR_OFFSET[d];
        Pos lo = p;
        Pos hi = p;
        while (counts_as(rs, b->cells, b->size, (Pos)(lo - off), s)) {
            lo = (Pos)(lo - off);
        }
        while (counts_as(rs, b->cells, b->size, (Pos)(hi + off), s)) {
            hi = (Pos)(hi + off);
        }
        int run = (hi - lo) / off + 1;
        if (run == 5 || (run > 5 && !rs->exact_five[s])) {
            /* A run is on one line of the board, so it never holds more than its size. */
            for (int i = 0; line_out && i < run && i < RULES_LINE_MAX; i++) {
                line_out[i] = (Pos)(lo + i * off);
            }
            return run < RULES_LINE_MAX ? run : RULES_LINE_MAX;
        }
    }
    return 0;
}

/* rules_can_make_five, with left the stones s may still place (-1: no limit). */
static bool five_possible(const RuleSet *rs, const Board *b, Stone s, int left)
{
    if (rs->captures) {
        return true;
    }
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            for (int d = 0; d < DIR_COUNT; d++) {
                /* The window p .. p+4*off: no wall, no stone that is not s's own, no
                 * more empty points than s has stones left. */
                int off = DIR_OFFSET[d];
                int empty = 0;
                bool open = true;
                for (int i = 0; i < 5 && open; i++) {
                    Pos q = (Pos)(p + i * off);
                    empty += b->cells[q] == STONE_EMPTY;
                    open = b->cells[q] == STONE_EMPTY || counts_as(rs, b->cells, b->size, q, s);
                }
                if (open && left >= 0) {
                    open = empty <= left;
                }
                if (open && rs->exact_five[s]) {
                    open = !counts_as(rs, b->cells, b->size, (Pos)(p - off), s) &&
                           !counts_as(rs, b->cells, b->size, (Pos)(p + 5 * off), s);
                }
                if (open) {
                    return true;
                }
            }
        }
    }
    return false;
}

bool rules_can_make_five(const RuleSet *rs, const Board *b, Stone s)
{
    return five_possible(rs, b, s, rules_stones_left(rs, b, s));
}

bool rules_room_for_five(const RuleSet *rs, const Board *b, Stone s)
{
    return five_possible(rs, b, s, -1);
}

/* ---- Explanations ------------------------------------------------------------------- */

/* The own stones of the run through p on direction d (p itself must hold s; a common
 * centre stone counts as own). */
static int run_stones(const RuleSet *rs, const Probe *pr, Pos p, int d, Stone s, Pos *out, int cap)
{
    int off = DIR_OFFSET[d];
    int size = pr->b->size;
    Pos lo = p;
    while (counts_as(rs, pr->cells, size, (Pos)(lo - off), s)) {
        lo = (Pos)(lo - off);
    }
    int n = 0;
    for (Pos q = lo; counts_as(rs, pr->cells, size, q, s) && n < cap; q = (Pos)(q + off)) {
        out[n++] = q;
    }
    return n;
}

static void add_stones(RuleLineInfo *li, const Pos *stones, int n, Pos skip)
{
    for (int i = 0; i < n; i++) {
        bool seen = stones[i] == skip;
        for (int j = 0; j < li->nstones && !seen; j++) {
            seen = li->stones[j] == stones[i];
        }
        if (!seen && li->nstones < (int)(sizeof li->stones / sizeof li->stones[0])) {
            li->stones[li->nstones++] = stones[i];
        }
    }
    /* Keep them lowest first (the lines run upwards in index order, except ties). */
    for (int i = 1; i < li->nstones; i++) {
        for (int j = i; j > 0 && li->stones[j - 1] > li->stones[j]; j--) {
            Pos t = li->stones[j];
            li->stones[j] = li->stones[j - 1];
            li->stones[j - 1] = t;
        }
    }
}

void rules_explain(const RuleSet *rs, const Board *b, Pos p, Stone s, RuleExplanation *out)
{
    memset(out, 0, sizeof *out);
    out->point = p;
    out->colour = s;
    out->verdict = rules_check_move(rs, b, p, s);
    if (out->verdict == VERDICT_OFF_BOARD || out->verdict == VERDICT_OCCUPIED) {
        return;
    }
    Stone scratch[BOARD_CELLS];
    Probe pr;
    probe_init(&pr, b, scratch);
    const LinePattern *lp[DIR_COUNT];
    lookup_lines(rs, &pr, p, s, lp);
    probe_place(&pr, p, s);
    for (int d = 0; d < DIR_COUNT; d++) {
        LineShape shape = (LineShape)lp[d]->shape;
        if (shape == LINE_NONE) {
            continue;
        }
        RuleLineInfo *li = &out->lines[out->nlines++];
        li->dir = d;
        li->shape = shape;
        Pos run[BOARD_MAX];
        int off = DIR_OFFSET[d];
        if (shape == LINE_FIVE || shape == LINE_OVERLINE) {
            add_stones(li, run, run_stones(rs, &pr, p, d, s, run, BOARD_MAX), POS_NONE);
            li->counts = true;
            continue;
        }
        uint16_t mask = shape == LINE_THREE ? lp[d]->s4_mask : lp[d]->five_mask;
        for (int k = -4; k <= 4; k++) {
            if (!(mask & (1u << (k + 4))) || li->npoints >= 4) {
                continue;
            }
            Pos q = (Pos)(p + k * off);
            int i = li->npoints++;
            li->points[i] = q;
            probe_place(&pr, q, s);
            add_stones(li, run, run_stones(rs, &pr, p, d, s, run, BOARD_MAX), q);
            probe_remove(&pr, q);
            if (shape == LINE_THREE) {
                li->point_status[i] = three_point_status(rs, &pr, q, s, &li->point_verdict[i]);
                li->counts = li->counts || li->point_status[i] == THREE_POINT_OK;
            }
        }
        if (shape != LINE_THREE) {
            li->counts = true;
        }
    }
    probe_remove(&pr, p);
}

static void append_points(char *buf, size_t cap, size_t *len, const Pos *pts, int n,
                          const char *sep)
{
    char name[8];
    for (int i = 0; i < n; i++) {
        board_format_point(pts[i], name, sizeof name);
        text_append(buf, cap, len, "%s%s", i ? sep : "", name);
    }
}

static const char *const VERDICT_NAMES[] = {[VERDICT_OK] = "allowed",
                                            [VERDICT_FIVE] = "five",
                                            [VERDICT_OCCUPIED] = "occupied",
                                            [VERDICT_OFF_BOARD] = "off the board",
                                            [VERDICT_OVERLINE] = "overline",
                                            [VERDICT_DOUBLE_FOUR] = "double-four",
                                            [VERDICT_DOUBLE_THREE] = "double-three",
                                            [VERDICT_STRAIGHT_FOUR] = "straight four"};

const char *rules_verdict_name(RuleVerdict v)
{
    return (unsigned)v <= VERDICT_STRAIGHT_FOUR ? VERDICT_NAMES[v] : "?";
}

static const RuleExplainWords ENGLISH = {
    .verdicts = VERDICT_NAMES,
    .colours = {"Black", "White"},
    .off_board = "%s is not on the board.",
    .occupied = "%s is occupied.",
    .five = "%s wins for %s: it makes a five (five comes first; no foul applies).",
    .allowed = "%s is allowed for %s.",
    .forbidden = "%s is forbidden for %s: %s.",
    .line = "- %s %s ",
    .dirs = {"horizontal", "vertical", "diagonal", "anti-diagonal"},
    .shapes = {"nothing", "three", "four", "straight four", "two fours", "five", "overline"},
    .three = ": %s",
    .real_three = "real",
    .false_three = "false",
    .first_point = ", ",
    .next_point = "; ",
    .point_ok = "%s makes a straight four",
    .point_five = "%s would make a five on another line",
    .point_foul = "%s would be a %s",
    .point_overline = "%s would be an %s",
    .five_at = ", five at %s",
    .or_word = " or ",
    .four_three = "A four and a three (4x3) is not a foul.",
    .one_three = "Only one real three: no double-three.",
    .no_three = "No real three: no double-three.",
};

const RuleExplainWords *rules_explain_english(void) { return &ENGLISH; }

static const char *verdict_word(const RuleExplainWords *w, RuleVerdict v)
{
    return (unsigned)v <= VERDICT_STRAIGHT_FOUR ? w->verdicts[v] : "?";
}

/* One line of the explanation: what the move makes on li's direction. */
static void write_line(const RuleExplainWords *w, const RuleLineInfo *li, char *buf, size_t cap,
                       size_t *len)
{
    const char *dir = li->dir >= 0 && li->dir < DIR_COUNT ? w->dirs[li->dir] : "?";
    const char *shape = (unsigned)li->shape <= LINE_OVERLINE ? w->shapes[li->shape] : "?";
    text_append(buf, cap, len, w->line, dir, shape);
    append_points(buf, cap, len, li->stones, li->nstones, " ");
    if (li->shape == LINE_THREE) {
        text_append(buf, cap, len, w->three, li->counts ? w->real_three : w->false_three);
        for (int j = 0; j < li->npoints; j++) {
            char pt[8];
            board_format_point(li->points[j], pt, sizeof pt);
            text_append(buf, cap, len, "%s", j ? w->next_point : w->first_point);
            switch (li->point_status[j]) {
            case THREE_POINT_OK: text_append(buf, cap, len, w->point_ok, pt); break;
            case THREE_POINT_FIVE: text_append(buf, cap, len, w->point_five, pt); break;
            case THREE_POINT_FORBIDDEN: {
                RuleVerdict v = li->point_verdict[j];
                text_append(buf, cap, len,
                            v == VERDICT_OVERLINE ? w->point_overline : w->point_foul, pt,
                            verdict_word(w, v));
                break;
            }
            }
        }
    } else if (li->npoints > 0) {
        char pts[64];
        size_t plen = 0;
        pts[0] = '\0';
        append_points(pts, sizeof pts, &plen, li->points, li->npoints, w->or_word);
        text_append(buf, cap, len, w->five_at, pts);
    }
    text_append(buf, cap, len, ".\n");
}

size_t rules_explain_write(const RuleExplainWords *w, const RuleExplanation *e, char *buf,
                           size_t cap)
{
    size_t len = 0;
    if (cap == 0) {
        return 0;
    }
    buf[0] = '\0';
    char pt[8];
    board_format_point(e->point, pt, sizeof pt);
    const char *who = w->colours[e->colour == STONE_BLACK ? 0 : 1];
    switch (e->verdict) {
    case VERDICT_OFF_BOARD: text_append(buf, cap, &len, w->off_board, pt); return len;
    case VERDICT_OCCUPIED: text_append(buf, cap, &len, w->occupied, pt); return len;
    case VERDICT_FIVE: text_append(buf, cap, &len, w->five, pt, who); break;
    case VERDICT_OK: text_append(buf, cap, &len, w->allowed, pt, who); break;
    default: text_append(buf, cap, &len, w->forbidden, pt, who, verdict_word(w, e->verdict)); break;
    }
    text_append(buf, cap, &len, "\n");
    int fours = 0;
    int threes = 0;
    for (int i = 0; i < e->nlines; i++) {
        const RuleLineInfo *li = &e->lines[i];
        write_line(w, li, buf, cap, &len);
        fours += li->shape >= LINE_FOUR && li->shape <= LINE_DOUBLE_FOUR;
        threes += li->shape == LINE_THREE && li->counts;
    }
    if (e->verdict == VERDICT_OK && e->nlines >= 2) {
        if (fours == 1 && threes >= 1) {
            text_append(buf, cap, &len, "%s\n", w->four_three);
        } else if (threes <= 1) {
            text_append(buf, cap, &len, "%s\n", threes ? w->one_three : w->no_three);
        }
    }
    return len;
}

size_t rules_explain_format(const RuleExplanation *e, char *buf, size_t cap)
{
    return rules_explain_write(&ENGLISH, e, buf, cap);
}
