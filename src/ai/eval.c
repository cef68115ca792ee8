/* Renju - MIT licence, see LICENSE.
 *
 * The engine's line grading and the static evaluation.
 *
 * The grading table refines pattern.h: a line that is no four or three is graded by the
 * best thing one more stone on it would make (a closed three if one stone makes a four,
 * an open two if one stone makes an open three, ...), recursively over the line key, so
 * a 3^10 table answers every grade with one load. The evaluation sums, over the empty
 * points near stones, what each side would make there; the side to move counts a little
 * more, because it plays next.
 */
#include <string.h>

#include "ai_internal.h"

static const uint16_t POW3[10] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};

/* One step weaker: what a line is when one more stone makes `sub`. */
static int weaker(int sub)
{
    switch (sub) {
    case P_F4: return P_F3;
    case P_B4: return P_B3;
    case P_F3: return P_F2;
    case P_B3: return P_B2;
    case P_F2: return P_F1;
    case P_B2: return P_B1;
    default: return P_NONE;
    }
}

static int grade(uint8_t *memo, bool exact, int key)
{
    if (memo[key] != 0xFF) {
        return memo[key];
    }
    int g = P_NONE;
    switch ((LineShape)pattern_lookup(exact, (uint16_t)key)->shape) {
    case LINE_FIVE: g = P_FIVE; break;
    case LINE_OVERLINE: g = P_OL; break;
    case LINE_STRAIGHT_FOUR:
    case LINE_DOUBLE_FOUR: g = P_F4; break;
    case LINE_FOUR: g = P_B4; break;
    case LINE_THREE: g = P_F3; break;
    case LINE_NONE:
        for (int k = -4; k <= 4; k++) {
            int digit = k < 0 ? k + 5 : k + 4;
            if (k == 0 || (key / POW3[digit]) % 3 != 0) {
                continue;
            }
            int w = weaker(grade(memo, exact, key + POW3[digit]));
            if (w > g) {
                g = w;
            }
        }
        break;
    }
    memo[key] = (uint8_t)g;
    return g;
}


/* Ordering weights per direction, before the combinations. */
static const int ORDER_WEIGHT[P_COUNT] = {0, 1, 3, 6, 20, 30, 220, 180, 2000, 50000, 0};
/* Evaluation weights per direction. */
static const int EVAL_WEIGHT[P_COUNT] = {0, 1, 3, 5, 14, 14, 40, 45, 150, 600, 0};

/* Fills the combo entries for the grade counts n of one point. */
static void build_combo(AiTables *t, int index, const int *n)
{
    int fours = n[P_F4] + n[P_B4];
    int flags = 0;
    flags |= n[P_FIVE] ? COMBO_FIVE | COMBO_FOUR : 0;
    flags |= fours ? COMBO_FOUR : 0;
    flags |= n[P_F4] || fours >= 2 ? COMBO_WIN : 0;
    flags |= fours && n[P_F3] ? COMBO_FOUR_THREE : 0;
    flags |= n[P_F3] ? COMBO_THREE : 0;
    flags |= n[P_OL] || n[P_F4] || fours >= 2 || n[P_F3] >= 2 ? COMBO_MAYBE_FOUL : 0;
    int order = 0;
    if (n[P_FIVE]) {
        order = 100000;
    } else if (n[P_F4] || fours >= 2) {
        order = 20000;
    } else if (fours && n[P_F3]) {
        order = 10000;
    } else if (n[P_F3] >= 2) {
        order = 5000;
    } else {
        for (int g = P_B1; g <= P_F4; g++) {
            order += ORDER_WEIGHT[g] * n[g];
        }
    }
    int ev = 0;
    for (int g = 0; g < P_COUNT; g++) {
        ev += EVAL_WEIGHT[g] * n[g];
    }
    if (n[P_F3] + fours >= 2) {
        ev *= 2;
    }
    t->order[index] = order;
    t->eval[index] = (int16_t)ev;
    t->flags[index] = (uint8_t)flags;
}

static void build_combos(AiTables *t)
{
    for (int index = 0; index < COMBO_COUNT; index++) {
        int n[P_COUNT] = {0};
        int rest = index;
        for (int d = 0; d < DIR_COUNT; d++) {
            n[rest % P_COUNT]++;
            rest /= P_COUNT;
        }
        build_combo(t, index, n);
    }
}

void ai_tables_build(AiTables *t)
{
    for (int exact = 0; exact < 2; exact++) {
        memset(t->pat[exact], 0xFF, sizeof t->pat[exact]);
        for (int key = 0; key < LINE_KEY_COUNT; key++) {
            grade(t->pat[exact], exact != 0, key);
        }
    }
    build_combos(t);
}

/* Steps:
 *   1. sum, over the empty points near stones, what each side would make there;
 *   2. a winning threat of the side to move that is legal for it (a straight four, two
 *      fours, or a four-three the opponent cannot match) decides the position almost
 *      surely: score it as nearly won, below the proven wins;
 *   3. otherwise the difference, plus half the best own point for the tempo
 *      (weighing the two sides alike keeps odd and even depths from swinging). */
int evaluate(const Search *s)
{
    Stone me = s->b.to_move;
    Stone opp = stone_opponent(me);
    int own = 0;
    int theirs = 0;
    int best_own = 0;
    int my_threat = 0;
    int their_threat = 0;
    const AiTables *tab = s->tab;
    for (int y = s->y0; y <= s->y1; y++) {
        for (int x = s->x0; x <= s->x1; x++) {
            Pos p = pos_from_xy(x, y);
            if (!s->near[p] || s->b.cells[p] != STONE_EMPTY) {
                continue;
            }
            int cm = combo_at(s, p, me);
            int co = combo_at(s, p, opp);
            /* A foul point is worth nothing to the side that may not play it. */
            bool my_foul = (tab->flags[cm] & COMBO_MAYBE_FOUL) && !point_is_legal(s, p, me);
            bool opp_foul = (tab->flags[co] & COMBO_MAYBE_FOUL) && !point_is_legal(s, p, opp);
            int a = my_foul ? 0 : tab->eval[cm];
            int t = tab->flags[cm] & COMBO_WIN ? 2 : tab->flags[cm] & COMBO_FOUR_THREE ? 1 : 0;
            if (t > my_threat && !my_foul) {
                my_threat = t;
            }
            own += a;
            theirs += opp_foul ? 0 : tab->eval[co];
            t = tab->flags[co] & COMBO_WIN ? 2 : tab->flags[co] & COMBO_FOUR_THREE ? 1 : 0;
            their_threat = t > their_threat && !opp_foul ? t : their_threat;
            if (a > best_own) {
                best_own = a;
            }
        }
    }
    if (my_threat == 2 || (my_threat == 1 && their_threat == 0)) {
        return my_threat == 2 ? 12000 : 8000;
    }
    int v = own - theirs + best_own / 2;
    if (v > 20000) {
        v = 20000;
    }
    if (v < -20000) {
        v = -20000;
    }
    return v;
}
