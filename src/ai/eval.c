/* Renju - MIT licence, see LICENSE.
 *
 * The engine's line grading, the static evaluation and the tables of the move-ordering
 * policy.
 *
 * The grading table refines pattern.h: a line that is no four or three is graded by the
 * best thing one more stone on it would make (a closed three if one stone makes a four,
 * an open two if one stone makes an open three, ...), recursively over the line key, so
 * a 3^10 table answers every grade with one load. The evaluation sums, over the empty
 * points near stones, what each side would make there; the side to move counts a little
 * more, because it plays next.
 */
#include <math.h>
#include <pthread.h>
#include <string.h>

#include "ai_internal.h"
/* A lab build may play another network (make sample SAMPLE_NET=path/eval_net.h). */
#ifdef RENJU_EVAL_NET
#include RENJU_EVAL_NET
#else
#include "eval_net.h"
#endif
#include "eval_weights.h"
#include "policy_weights.h"

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
            int digit = line_digit(k);
            if (k == 0 || (key / LINE_POW3[digit]) % 3 != 0) {
                continue;
            }
            int w = weaker(grade(memo, exact, key + LINE_POW3[digit]));
            if (w > g) {
                g = w;
            }
        }
        break;
    }
    memo[key] = (uint8_t)g;
    return g;
}

/* Hand ordering weights per direction, before the combinations: AiTables.order, which
 * orders the threat solvers' moves and marks the search's sharp moves (the search's own
 * order is the fitted policy, AiTables.policy). */
static const int ORDER_WEIGHT[P_COUNT] = {0, 1, 3, 6, 20, 30, 220, 180, 2000, 50000, 0};

static int16_t clamp16(int v) { return (int16_t)(v > 32000 ? 32000 : v < -32000 ? -32000 : v); }

/* Fills the combo entries for the grades g[4] of one point. */
static void build_combo(AiTables *t, int index, const int *g)
{
    int n[P_COUNT] = {0};
    int g1 = P_NONE;
    int g2 = P_NONE;
    for (int d = 0; d < DIR_COUNT; d++) {
        n[g[d]]++;
        if (g[d] > g1) {
            g2 = g1;
            g1 = g[d];
        } else if (g[d] > g2) {
            g2 = g[d];
        }
    }
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
        for (int k = P_B1; k <= P_F4; k++) {
            order += ORDER_WEIGHT[k] * n[k];
        }
    }
    int pair = g1 * P_COUNT + g2;
    for (int colour = 0; colour < 2; colour++) {
        /* The evaluation and the move-ordering policy value a point alike: a weight per
         * line grade plus a bonus by the two strongest grades, for each side. */
        const int16_t *w = EVAL_PARAMS[colour];
        const int16_t *pw = POLICY_PARAMS[colour];
        for (int side = 0; side < 2; side++) {
            int ev = w[EVAL_F_PAIR(side, pair)];
            int pv = pw[POL_F_PAIR(side, pair)];
            for (int d = 0; d < DIR_COUNT; d++) {
                ev += w[EVAL_F_DIR(side, g[d])];
                pv += pw[POL_F_DIR(side, g[d])];
            }
            t->eval[colour][side][index] = clamp16(ev);
            t->policy[colour][side][index] = clamp16(pv);
        }
        t->tempo[colour][index] = clamp16(w[EVAL_F_TEMPO(pair)]);
        t->their_best[colour][index] = clamp16(w[EVAL_F_THEIR_BEST(pair)]);
    }
    t->pair[index] = (uint8_t)pair;
    t->order[index] = order;
    t->flags[index] = (uint8_t)flags;
    int four_dirs = 0;
    for (int d = 0; d < DIR_COUNT; d++) {
        four_dirs |= g[d] == P_B4 || g[d] == P_F4 ? 1 << d : 0;
    }
    t->four_dirs[index] = (uint8_t)four_dirs;
}

/* In 1 / EVAL_NET_Q, within what a point may add up to without overflow. */
static int32_t net_q(float w)
{
    float q = w * EVAL_NET_Q;
    return (int32_t)(q > 4e6f ? 4e6f : q < -4e6f ? -4e6f : roundf(q));
}

/* Folds the network's first layer per combo (see AiTables.net_emb). */
static void build_net(AiTables *t)
{
    t->net_on = false;
    for (int j = 0; j < EVAL_NET_HIDDEN; j++) {
        t->net_out[j] = (int32_t)lroundf(EVAL_NET_W2[j]);
        t->net_on |= t->net_out[j] != 0;
        for (int colour = 0; colour < 2; colour++) {
            t->net_bias[colour][j] = net_q(EVAL_NET_W1[EVAL_F_BIAS][j] +
                                           (colour == 0 ? EVAL_NET_W1[EVAL_FEATURES][j] : 0.0f));
        }
        for (int pair = 0; pair < P_COUNT * P_COUNT; pair++) {
            t->net_best[0][pair][j] = net_q(EVAL_NET_W1[EVAL_F_TEMPO(pair)][j]);
            t->net_best[1][pair][j] = net_q(-EVAL_NET_W1[EVAL_F_THEIR_BEST(pair)][j]);
        }
    }
    t->net_out_bias = (int32_t)lroundf(EVAL_NET_B2);
    if (!t->net_on) {
        return; /* no network: its tables stay unread (and untouched) */
    }
    for (int index = 0; index < COMBO_COUNT; index++) {
        for (int side = 0; side < 2; side++) {
            for (int j = 0; j < EVAL_NET_HIDDEN; j++) {
                float w = EVAL_NET_W1[EVAL_F_PAIR(side, t->pair[index])][j];
                for (int d = 0, rest = index; d < DIR_COUNT; d++, rest /= P_COUNT) {
                    w += EVAL_NET_W1[EVAL_F_DIR(side, rest % P_COUNT)][j];
                }
                t->net_emb[side][index][j] = net_q(side == EVAL_ME ? w : -w);
            }
        }
    }
}

static void build_combos(AiTables *t)
{
    for (int index = 0; index < COMBO_COUNT; index++) {
        int g[DIR_COUNT];
        int rest = index;
        for (int d = DIR_COUNT - 1; d >= 0; d--) {
            g[d] = rest % P_COUNT;
            rest /= P_COUNT;
        }
        build_combo(t, index, g);
    }
}

/* AiTables.five_along and four_along from the grades: each point q within four of p, its
 * key made from p's with p's stone on it. A five or four whose five holds p lies within
 * p's neighbours (six in a row through p too), so whatever the |k| cells beyond them that
 * q sees hold, it is one; a point is marked only when it is one for every content of
 * those cells. Those that depend on them have their five off p: the board had them
 * before p's stone (the solvers' fives: none; their fours: inherited). */
static uint8_t five_along[2][LINE_KEY_COUNT];
static uint8_t four_along[2][LINE_KEY_COUNT];
static pthread_once_t along_once = PTHREAD_ONCE_INIT;

static void build_along(void)
{
    static uint8_t pats[2][LINE_KEY_COUNT];
    for (int exact = 0; exact < 2; exact++) {
        memset(pats[exact], 0xFF, sizeof pats[exact]);
        for (int key = 0; key < LINE_KEY_COUNT; key++) {
            grade(pats[exact], exact != 0, key);
        }
    }
    for (int exact = 0; exact < 2; exact++) {
        const uint8_t *pat = pats[exact];
        for (int key = 0; key < LINE_KEY_COUNT; key++) {
            int cell[11]; /* offsets -5..5 from p: 0 empty, 1 own, 2 blocked */
            for (int m = -5; m <= 5; m++) {
                cell[m + 5] = m == 0 ? 1 : key / LINE_POW3[line_digit(m)] % 3;
            }
            int fives = 0;
            int fours = 0;
            for (int k = -4; k <= 4; k++) {
                if (k == 0 || cell[k + 5] != 0) {
                    continue;
                }
                /* q's key with the cells beyond empty, and the weights of those cells. */
                int base = 0;
                int weight[4];
                int nw = 0;
                for (int j = -5; j <= 5; j++) {
                    int m = k + j;
                    if (j != 0 && m >= -5 && m <= 5) {
                        base += cell[m + 5] * LINE_POW3[line_digit(j)];
                    } else if (j != 0) {
                        weight[nw++] = LINE_POW3[line_digit(j)];
                    }
                }
                bool five = true;
                bool four = true;
                int digit[4] = {0, 0, 0, 0};
                for (int qkey = base;;) {
                    int g = pat[qkey];
                    five = five && g == P_FIVE;
                    four = four && (g == P_B4 || g == P_F4 || g == P_FIVE);
                    if (!five && !four) {
                        break;
                    }
                    int i = 0; /* the next content, counting in base 3 */
                    while (i < nw && digit[i] == 2) {
                        qkey -= 2 * weight[i];
                        digit[i++] = 0;
                    }
                    if (i == nw) {
                        break;
                    }
                    digit[i]++;
                    qkey += weight[i];
                }
                fives |= five ? 1 << five_bit(k) : 0;
                fours |= four ? 1 << five_bit(k) : 0;
            }
            five_along[exact][key] = (uint8_t)fives;
            four_along[exact][key] = (uint8_t)fours;
        }
    }
}

void ai_tables_build(AiTables *t)
{
    for (int colour = 0; colour < 2; colour++) {
        for (int i = 0; i < POL_NEAR * POL_NEAR; i++) {
            t->policy_near[colour][i] = POLICY_PARAMS[colour][POL_F_NEAR(0, 0) + i];
        }
        for (int i = 0; i < P_COUNT * P_COUNT; i++) {
            t->policy_cross[colour][i] = POLICY_PARAMS[colour][POL_F_CROSS(0, 0) + i];
        }
        t->bias[colour] = EVAL_PARAMS[colour][EVAL_F_BIAS];
    }
    for (int dy = 1 - BOARD_MAX; dy < BOARD_MAX; dy++) {
        for (int dx = 1 - BOARD_MAX; dx < BOARD_MAX; dx++) {
            int ax = dx < 0 ? -dx : dx;
            int ay = dy < 0 ? -dy : dy;
            t->near_bucket[POL_SPAN + dy * BOARD_STRIDE + dx] = (uint8_t)pol_distance_bucket(
                ax > ay ? ax : ay);
        }
    }
    for (int exact = 0; exact < 2; exact++) {
        memset(t->pat[exact], 0xFF, sizeof t->pat[exact]);
        for (int key = 0; key < LINE_KEY_COUNT; key++) {
            grade(t->pat[exact], exact != 0, key);
        }
    }
    pthread_once(&along_once, build_along);
    for (int exact = 0; exact < 2; exact++) {
        t->five_along[exact] = five_along[exact];
        t->four_along[exact] = four_along[exact];
    }
    build_combos(t);
    build_net(t);
}

/* The opponent's points count against the side to move: their features are negative. */
static void add_point_features(const AiTables *tab, float *f, int side, int combo)
{
    float sign = side == EVAL_ME ? 1.0f : -1.0f;
    for (int d = 0, rest = combo; d < DIR_COUNT; d++, rest /= P_COUNT) {
        f[EVAL_F_DIR(side, rest % P_COUNT)] += sign;
    }
    f[EVAL_F_PAIR(side, tab->pair[combo])] += sign;
}

/* Sums, over the empty points near stones, what each side would make there. A foul
 * point is worth nothing to the side that may not play it. With features (the tuner
 * only; inlined away in evaluate), also counts the parameters used. Move generation
 * makes the same scan (eval_scan_point) at every node. */
static inline void scan(const Search *s, EvalScan *e, bool *five, float *features)
{
    Stone me = s->b.to_move;
    Stone opp = stone_opponent(me);
    const AiTables *tab = s->tab;
    eval_scan_init(e);
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos p = row_point(s, y, row);
            int cm = combo_at(s, p, me);
            int co = combo_at(s, p, opp);
            *five |= ((tab->flags[cm] | tab->flags[co]) & COMBO_FIVE) != 0;
            bool my_foul = (tab->flags[cm] & COMBO_MAYBE_FOUL) && !point_is_legal(s, p, me);
            bool opp_foul = (tab->flags[co] & COMBO_MAYBE_FOUL) && !point_is_legal(s, p, opp);
            eval_scan_point(s, e, cm, my_foul, co, opp_foul);
            if (features && !my_foul) {
                add_point_features(tab, features, EVAL_ME, cm);
            }
            if (features && !opp_foul) {
                add_point_features(tab, features, EVAL_OPP, co);
            }
        }
    }
}

/* Steps:
 *   1. scan the points (see scan);
 *   2. a winning threat of the side to move that is legal for it (a straight four, two
 *      fours, or a four-three the opponent cannot match) decides the position almost
 *      surely: score it as nearly won, below the proven wins;
 *   3. otherwise ours minus theirs, plus the tempo of our best point, minus what the
 *      opponent's best point threatens, plus the colour's constant. */
/* The network's correction (EVAL_NET_*): the first layer summed over the scan's points,
 * the best points and the colour's constant, clipped to 0..1, weighted. */
static int eval_net(const Search *s, const EvalScan *e)
{
    const AiTables *t = s->tab;
    int32_t acc[EVAL_NET_HIDDEN];
    memcpy(acc, t->net_bias[s->b.to_move - 1], sizeof acc);
    for (int side = 0; side < 2; side++) {
        /* Two points at a time: half the accumulator's loads and stores. */
        int i = 0;
        for (; i + 1 < e->n[side]; i += 2) {
            const int32_t *w = t->net_emb[side][e->combo[side][i]];
            const int32_t *u = t->net_emb[side][e->combo[side][i + 1]];
            for (int j = 0; j < EVAL_NET_HIDDEN; j++) {
                acc[j] += w[j] + u[j];
            }
        }
        if (i < e->n[side]) {
            const int32_t *w = t->net_emb[side][e->combo[side][i]];
            for (int j = 0; j < EVAL_NET_HIDDEN; j++) {
                acc[j] += w[j];
            }
        }
        if (e->side[side].best_combo >= 0) {
            const int32_t *w = t->net_best[side][t->pair[e->side[side].best_combo]];
            for (int j = 0; j < EVAL_NET_HIDDEN; j++) {
                acc[j] += w[j];
            }
        }
    }
    int64_t out = 0;
    for (int j = 0; j < EVAL_NET_HIDDEN; j++) {
        int32_t h = acc[j] < 0 ? 0 : acc[j] > EVAL_NET_Q ? EVAL_NET_Q : acc[j];
        out += (int64_t)t->net_out[j] * h;
    }
    return (int)(out / EVAL_NET_Q) + t->net_out_bias;
}

#ifdef RENJU_SAMPLE
/* The lab's sampling build (`make sample`, never a normal one; lab/README.md, "The
 * evaluation's network"): one quiet evaluation in $RENJU_SAMPLE_RATE (400 unset) appends
 * its position to the file $RENJU_SAMPLE as a line "D moves...", the stones with Black
 * and White alternating (the side to move follows from the counts), for
 * `lab/label.py --whole` and the tuner. A position after the null move (the side to move
 * not the one its stones say) is left out. The file is opened once and each line written by one
 * append, so the two brains of a self-play share it; the count is the thread's own. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int sample_fd = -1;
static long sample_rate = 400;
static pthread_once_t sample_once = PTHREAD_ONCE_INIT;
static _Thread_local long sample_count;

static void sample_open(void)
{
    const char *rate = getenv("RENJU_SAMPLE_RATE");
    if (rate && atol(rate) > 0) {
        sample_rate = atol(rate);
    }
    const char *path = getenv("RENJU_SAMPLE");
    if (path && *path) {
        sample_fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
    }
}

static void sample_position(const Search *s)
{
    pthread_once(&sample_once, sample_open);
    if (sample_fd < 0 || ++sample_count % sample_rate != 0) {
        return;
    }
    const Board *b = &s->b;
    Pos stones[2][BOARD_MAX * BOARD_MAX];
    int n[2] = {0, 0};
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Stone c = b->cells[pos_from_xy(x, y)];
            if (c == STONE_BLACK || c == STONE_WHITE) {
                stones[c - 1][n[c - 1]++] = pos_from_xy(x, y);
            }
        }
    }
    if (n[0] - n[1] != (b->to_move == STONE_WHITE ? 1 : 0)) {
        return; /* after the null move: the stones do not say who is to move */
    }
    char line[8 + BOARD_MAX * BOARD_MAX * 5] = "D";
    size_t len = 1;
    for (int i = 0; i < n[0] + n[1]; i++) {
        char name[8];
        board_format_point(stones[i % 2][i / 2], name, sizeof name);
        len += (size_t)snprintf(line + len, sizeof line - len, " %s", name);
    }
    line[len++] = '\n';
    if (write(sample_fd, line, len) != (ssize_t)len) {
        return; /* a full disk: the sample is lost, the search goes on */
    }
}
#endif

int eval_from_scan(const Search *s, const EvalScan *e)
{
    const EvalSide *me = &e->side[EVAL_ME];
    const EvalSide *opp = &e->side[EVAL_OPP];
    if (me->threat == 2 || (me->threat == 1 && opp->threat == 0)) {
        return me->threat == 2 ? 12000 : 8000;
    }
    const int16_t *tempo = s->tab->tempo[s->b.to_move - 1];
    const int16_t *their_best = s->tab->their_best[s->b.to_move - 1];
    int v = me->sum - opp->sum + (me->best_combo >= 0 ? tempo[me->best_combo] : 0) -
            (opp->best_combo >= 0 ? their_best[opp->best_combo] : 0) +
            s->tab->bias[s->b.to_move - 1];
    if (s->tab->net_on) {
        v += eval_net(s, e);
    }
#ifdef RENJU_SAMPLE
    sample_position(s);
#endif
    return v > 20000 ? 20000 : v < -20000 ? -20000 : v;
}

int evaluate(const Search *s)
{
    EvalScan e;
    bool five = false;
    scan(s, &e, &five, NULL);
    return eval_from_scan(s, &e);
}

bool eval_features(const Search *s, float *features)
{
    memset(features, 0, EVAL_FEATURES * sizeof *features);
    EvalScan e;
    bool five = false;
    scan(s, &e, &five, features);
    int mine = e.side[EVAL_ME].best_combo;
    int theirs = e.side[EVAL_OPP].best_combo;
    if (mine >= 0) {
        features[EVAL_F_TEMPO(s->tab->pair[mine])] += 1.0f;
    }
    if (theirs >= 0) {
        features[EVAL_F_THEIR_BEST(s->tab->pair[theirs])] -= 1.0f;
    }
    features[EVAL_F_BIAS] = 1.0f;
    return !five && e.side[EVAL_ME].threat == 0;
}
