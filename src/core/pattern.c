/* Renju - MIT licence, see LICENSE.
 *
 * Builds the line-pattern tables by brute force over all 3^10 neighbourhoods, once, at
 * start-up. Each entry answers, for one line: does a stone on the centre make a five,
 * an overline, one or two fours, a straight four, or a three (and through which points
 * the three becomes a straight four)?
 */
#include "pattern.h"

#include <stdatomic.h>

enum { L_EMPTY = 0, L_OWN = 1, L_BLOCKED = 2, L_LEN = 11, L_MID = 5 };

/* Immutable after pattern_init(): [0] free fives, [1] exact fives. */
static LinePattern TABLES[2][LINE_KEY_COUNT];
/* The shapes alone, a quarter of the size: the hot path of the foul test reads these. */
uint8_t pattern_shape_table[2][LINE_KEY_COUNT];
static atomic_bool TABLES_READY;

const LinePattern *pattern_lookup(bool exact, uint16_t key) { return &TABLES[exact][key]; }

/* Length of the run of own stones through index i. */
static int run_through(const int *line, int i)
{
    int n = 1;
    for (int j = i - 1; j >= 0 && line[j] == L_OWN; j--) {
        n++;
    }
    for (int j = i + 1; j < L_LEN && line[j] == L_OWN; j++) {
        n++;
    }
    return n;
}

static bool is_five(int run, bool exact) { return exact ? run == 5 : run >= 5; }

/* Offsets k in -4..4 (as bit k+4) of empty points whose stone makes a five through the
 * centre. */
static uint16_t five_points(int *line, bool exact)
{
    uint16_t mask = 0;
    for (int k = -4; k <= 4; k++) {
        if (k == 0 || line[L_MID + k] != L_EMPTY) {
            continue;
        }
        line[L_MID + k] = L_OWN;
        if (is_five(run_through(line, L_MID), exact)) {
            mask = (uint16_t)(mask | 1u << (k + 4));
        }
        line[L_MID + k] = L_EMPTY;
    }
    return mask;
}

static int popcount16(uint16_t m)
{
    int n = 0;
    for (; m; m &= (uint16_t)(m - 1)) {
        n++;
    }
    return n;
}

/* Two five points exactly five apart: the two ends of one straight four. */
static bool is_straight(uint16_t five_mask)
{
    if (popcount16(five_mask) != 2) {
        return false;
    }
    int lo = -1;
    int hi = -1;
    for (int i = 0; i < 9; i++) {
        if (five_mask & (1u << i)) {
            if (lo < 0) {
                lo = i;
            }
            hi = i;
        }
    }
    return hi - lo == 5;
}

static LinePattern classify(int *line, bool exact)
{
    LinePattern p = {LINE_NONE, 0, 0};
    int run = run_through(line, L_MID);
    if (is_five(run, exact)) {
        p.shape = LINE_FIVE;
        return p;
    }
    if (exact && run > 5) {
        p.shape = LINE_OVERLINE;
        return p;
    }
    p.five_mask = five_points(line, exact);
    int fours = popcount16(p.five_mask);
    if (fours == 1) {
        p.shape = LINE_FOUR;
        return p;
    }
    if (fours >= 2) {
        p.shape = is_straight(p.five_mask) ? LINE_STRAIGHT_FOUR : LINE_DOUBLE_FOUR;
        return p;
    }
    for (int k = -4; k <= 4; k++) {
        if (k == 0 || line[L_MID + k] != L_EMPTY) {
            continue;
        }
        line[L_MID + k] = L_OWN;
        if (is_straight(five_points(line, exact))) {
            p.s4_mask = (uint16_t)(p.s4_mask | 1u << (k + 4));
        }
        line[L_MID + k] = L_EMPTY;
    }
    if (p.s4_mask) {
        p.shape = LINE_THREE;
    }
    return p;
}

void pattern_init(void)
{
    if (atomic_load(&TABLES_READY)) {
        return;
    }
    int line[L_LEN];
    for (int key = 0; key < LINE_KEY_COUNT; key++) {
        int rest = key;
        for (int i = 0; i < 10; i++) {
            int k = i < 5 ? i - 5 : i - 4;
            line[L_MID + k] = rest % 3;
            rest /= 3;
        }
        line[L_MID] = L_OWN;
        TABLES[0][key] = classify(line, false);
        TABLES[1][key] = classify(line, true);
        pattern_shape_table[0][key] = TABLES[0][key].shape;
        pattern_shape_table[1][key] = TABLES[1][key].shape;
    }
    atomic_store(&TABLES_READY, true);
}

void renju_init(void) { pattern_init(); }
