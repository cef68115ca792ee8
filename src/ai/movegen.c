/* Renju - MIT licence, see LICENSE.
 *
 * Point tests and move generation. Candidates are the empty points within two of a
 * stone. When the opponent has a four, the only candidates are its five points; when it
 * has an open three (or a point making two fours), only the moves that answer it: our own
 * fours, and the blocks: the threat points themselves and the points on a threat point's
 * line where the opponent would make a four along that line (blocks_threat); against
 * Black's, White's stones that make its threat points fouls (threat_foul_defences).
 */
#include <assert.h>

#include "ai_internal.h"
#include "rules.h"

bool point_is_legal(const Search *s, Pos p, Stone c)
{
    if (s->b.cells[p] != STONE_EMPTY) {
        return false;
    }
    if (!s->rs->fouls[c]) {
        return true;
    }
    int flags = point_flags(s, p, c);
    if ((flags & COMBO_FIVE) || !(flags & COMBO_MAYBE_FOUL)) {
        return true;
    }
    return !rules_is_forbidden(s->rs, &s->b, p, c);
}

int five_points(const Search *s, Stone c, Pos *out, int cap)
{
    int n = 0;
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos p = row_point(s, y, row);
            if (point_is_five(s, p, c)) {
                if (n < cap) {
                    out[n] = p;
                }
                n++;
            }
        }
    }
    return n;
}

void gen_sort(ScoredMove *m, int n)
{
    for (int i = 1; i < n; i++) {
        ScoredMove t = m[i];
        int j = i;
        for (; j > 0 && m[j - 1].score < t.score; j--) {
            m[j] = m[j - 1];
        }
        m[j] = t;
    }
}

/* Does colour c make a four or better on p, or a double threat there? */
static bool is_forcing_value(int v) { return v >= 20000; }

/* Does a stone on q stop one of the opponent's winning threats (t[0..n): points where it
 * makes a straight four or two fours)? q is a threat point itself, or lies on a line
 * through one, within five, and would make a four for the opponent along that line:
 * the ends of an open three, and the points that block a four-to-be. */
static bool blocks_threat(const Search *s, Pos q, Stone opp, const Pos *t, int n)
{
    for (int i = 0; i < n; i++) {
        if (q == t[i]) {
            return true;
        }
        int dx = pos_x(q) - pos_x(t[i]);
        int dy = pos_y(q) - pos_y(t[i]);
        int ax = dx < 0 ? -dx : dx;
        int ay = dy < 0 ? -dy : dy;
        if (ax > 5 || ay > 5) {
            continue;
        }
        int d = dy == 0 ? 0 : dx == 0 ? 1 : dx == dy ? 2 : dx == -dy ? 3 : -1;
        if (d >= 0 && pat_at(s, q, d, opp) >= P_B4 && pat_at(s, q, d, opp) <= P_FIVE) {
            return true;
        }
    }
    return false;
}

/* What the point cache would hold for a combo of one side (EVAL_ME or EVAL_OPP) with
 * colour k + 1 to move, for the nodes that do not keep it: only that side's values. */
static inline void point_grades(const AiTables *t, PointCache *g, int combo, int k, int side)
{
    g->order = t->order[combo];
    g->combo = (uint16_t)combo;
    g->flags = t->flags[combo];
    g->top = (uint8_t)(t->pair[combo] / P_COUNT);
    g->eval[side] = t->eval[k][side][combo];
    g->policy[side] = t->policy[k][side][combo];
}

/* The policy's part of a candidate's order: its grades for either side (the opponent's
 * left out on its foul), its distances to the last two moves, its strongest grades
 * crossed, and our fours first. near_opp and near_me are pol_near_bucket's. */
static inline int policy_score(const AiTables *t, int k, const PointCache *pm, const PointCache *po,
                               bool opp_foul, int near_opp, int near_me)
{
    return pm->policy[EVAL_ME] + (opp_foul ? 0 : po->policy[EVAL_OPP]) +
           t->policy_near[k][near_opp * POL_NEAR + near_me] +
           t->policy_cross[k][pm->top * P_COUNT + (opp_foul ? 0 : po->top)] +
           (pm->order >= 10000 ? 1 << 20 : 0);
}

/* The last two moves' points for the policy's distances, POS_NONE when not on the board. */
static void last_two(const Search *s, Pos *last_opp, Pos *last_me)
{
    *last_opp = s->b.ply >= 1 ? s->b.history[s->b.ply - 1].pos : POS_NONE;
    *last_me = s->b.ply >= 2 ? s->b.history[s->b.ply - 2].pos : POS_NONE;
    if (*last_opp == POS_PASS) {
        *last_opp = POS_NONE;
    }
    if (*last_me == POS_PASS) {
        *last_me = POS_NONE;
    }
}

void gen_score(const Search *s, ScoredMove *m, int n, GenInfo *info)
{
    if (info->scored) {
        return;
    }
    info->scored = true;
    assert(s->pc_on && s->pc_ply == s->b.ply);
    Stone me = s->b.to_move;
    Stone opp = stone_opponent(me);
    int k = me - 1;
    Pos last_opp;
    Pos last_me;
    last_two(s, &last_opp, &last_me);
    const uint8_t *near_bucket = s->tab->near_bucket + POL_SPAN;
    for (int i = 0; i < n; i++) {
        Pos p = m[i].pos;
        int near_opp = last_opp != POS_NONE ? near_bucket[p - last_opp] : POL_NEAR - 1;
        int near_me = last_me != POS_NONE ? near_bucket[p - last_me] : POL_NEAR - 1;
        m[i].score += policy_score(s->tab, k, &s->pc[p][me - 1], &s->pc[p][opp - 1], m[i].opp_foul,
                                   near_opp, near_me);
    }
}

int gen_moves(Search *s, int ply, Pos tt_move, ScoredMove *out, GenInfo *info)
{
    Stone me = s->b.to_move;
    Stone opp = stone_opponent(me);
    int n = 0;
    int nfive_opp = 0;
    bool opp_three = false;
    bool threat_maybe_foul = false; /* a threat point that could be Black's foul */
    Pos win3[4];
    int nwin3 = 0;
    Pos threat[8];
    int nthreat = 0;
    int my_fours = 0;
    eval_scan_init(&info->scan);
    /* The move-ordering policy's inputs: the colour to move and the last two moves. */
    int k = me - 1;
    Pos last_opp;
    Pos last_me;
    last_two(s, &last_opp, &last_me);
    /* Step 1: grade every candidate for both sides. */
    ScoredMove *all = out; /* step 2 keeps some of them, in place */
    uint8_t mine_four[AI_MAX_MOVES];
    uint8_t opp_four[AI_MAX_MOVES];
    uint8_t opp_five[AI_MAX_MOVES];
    bool cached = s->pc_on && s->pc_ply == s->b.ply;
    bool net = s->tab->net_on;
    /* pol_near_bucket by table (AiTables.near_bucket). */
    const uint8_t *near_bucket = s->tab->near_bucket + POL_SPAN;
    bool last_opp_on = last_opp != POS_NONE;
    bool last_me_on = last_me != POS_NONE;
    /* In the tree the policy's part of the scores waits for gen_score. */
    info->scored = !cached;
    for (int y = s->y0; y <= s->y1; y++) {
        for (uint32_t row = row_candidates(s, y); row; row &= row - 1) {
            Pos p = row_point(s, y, row);
            if (n >= AI_MAX_MOVES) {
                continue;
            }
            /* Each candidate's grades: read from the point cache in the tree (search.c,
             * tree_make), computed elsewhere. */
            PointCache gm;
            PointCache go;
            const PointCache *pm = &s->pc[p][me - 1];
            const PointCache *po = &s->pc[p][opp - 1];
            if (!cached) {
                point_grades(s->tab, &gm, combo_at(s, p, me), k, EVAL_ME);
                point_grades(s->tab, &go, combo_at(s, p, opp), k, EVAL_OPP);
                pm = &gm;
                po = &go;
            }
            int cm = pm->combo;
            int co = po->combo;
            int mine = pm->order;
            int theirs = po->order;
            if (mine >= 100000) {
                out[0].pos = p;
                out[0].score = mine;
                out[0].sharp = true;
                out[0].opp_foul = false;
                info->scored = true;
                info->my_five = true;
                info->opp_fives = 0;
                info->opp_three = false;
                info->my_win3 = POS_NONE;
                info->my_fours = 0;
                return 1;
            }
            opp_five[n] = theirs >= 100000;
            nfive_opp += opp_five[n];
            bool my_foul = (pm->flags & COMBO_MAYBE_FOUL) && !point_is_legal(s, p, me);
            bool opp_foul = (po->flags & COMBO_MAYBE_FOUL) && !point_is_legal(s, p, opp);
            if (!my_foul) {
                eval_side_put(&info->scan, EVAL_ME, cm, pm->eval[EVAL_ME], pm->flags, net);
            }
            if (!opp_foul) {
                eval_side_put(&info->scan, EVAL_OPP, co, po->eval[EVAL_OPP], po->flags, net);
            }
            /* A straight four or two fours on a point that is a foul for the opponent
             * threatens nothing. */
            if (is_forcing_value(theirs) && theirs < 100000 && nthreat <= 8 && !opp_foul) {
                opp_three = true;
                threat_maybe_foul = threat_maybe_foul || (po->flags & COMBO_MAYBE_FOUL);
                if (nthreat < 8) {
                    threat[nthreat] = p;
                }
                nthreat++;
            }
            if ((pm->flags & COMBO_WIN) && nwin3 < 4) {
                win3[nwin3++] = p;
            }
            all[n].pos = p;
            all[n].opp_foul = opp_foul;
            all[n].score = 0;
            if (!cached) {
                int near_opp = last_opp_on ? near_bucket[p - last_opp] : POL_NEAR - 1;
                int near_me = last_me_on ? near_bucket[p - last_me] : POL_NEAR - 1;
                all[n].score = policy_score(s->tab, k, pm, po, opp_foul, near_opp, near_me);
            }
            all[n].sharp = mine + theirs * 4 / 5 >= 1000;
            mine_four[n] = (uint8_t)((pm->flags & COMBO_FOUR) != 0);
            if (mine_four[n] && my_fours < GEN_FOURS) {
                info->fours[my_fours] = p;
            }
            my_fours += mine_four[n];
            opp_four[n] = (uint8_t)((po->flags & COMBO_FOUR) || theirs >= 10000);
            n++;
        }
    }
    info->my_five = false;
    info->opp_fives = nfive_opp;
    info->opp_three = opp_three;
    info->my_win3 = POS_NONE;
    info->my_fours = my_fours;
    for (int i = 0; i < nwin3 && nfive_opp == 0 && info->my_win3 == POS_NONE; i++) {
        if (point_is_legal(s, win3[i], me)) {
            info->my_win3 = win3[i];
        }
    }
    /* Step 2: keep only the answers to a four or an open three: against Black's, also
     * the White stones that make its straight-four points fouls (audit 18a: White's e8
     * made g6 a double three; the search, never trying it, called the game lost). */
    Pos foul_def[AI_MAX_MOVES];
    int nfoul_def = 0;
    if (!nfive_opp && opp_three && threat_maybe_foul && me == STONE_WHITE) {
        nfoul_def = threat_foul_defences(s, foul_def, 0);
    }
    int m = 0;
    for (int i = 0; i < n; i++) {
        bool keep = true;
        if (nfive_opp) {
            keep = opp_five[i];
        } else if (opp_three) {
            keep = mine_four[i] || (opp_four[i] && (nthreat > 8 || blocks_threat(s, all[i].pos, opp,
                                                                                 threat, nthreat)));
            for (int j = 0; j < nfoul_def && !keep; j++) {
                keep = foul_def[j] == all[i].pos;
            }
        }
        if (keep) {
            out[m] = all[i]; /* m <= i */
            if (out[m].pos == tt_move) {
                out[m].score += 1 << 24;
            } else if (ply < AI_MAX_PLY &&
                       (out[m].pos == s->killers[ply][0] || out[m].pos == s->killers[ply][1])) {
                out[m].score += 300;
            }
            out[m].score += s->history[me][out[m].pos] >> 4 > 200 ? 200
                                                                  : s->history[me][out[m].pos] >> 4;
            m++;
        }
    }
    return m;
}
