/* Renju - MIT licence, see LICENSE.
 *
 * Opening decisions for the AI (see ai_opening.h). Each option of a decision is judged by
 * one short search of the position it leads to, read as v, the value for Black. The value
 * of an option for the deciding player then follows the opening's logic:
 *   - the colour the player holds after the action counts v or -v;
 *   - when the other player may swap next, they take the better colour, so the player
 *     keeps -|v| (a stone before a swap should leave the position balanced);
 *   - Swap2's two-more: the player balances with two stones, the other one picks a colour
 *     afterwards: -|v| / 2;
 *   - Taraguchi-10 option A: Black's player may swap before stone 5 or place a balanced
 *     stone 5 (White may swap after it): max(-v, -BALANCE); option B keeps Black but White
 *     picks the weakest of ten fifth moves: v - PICK_COST;
 *   - Black proposes the fifth moves best for Black (White takes the worst of them, so the
 *     set is worth its minimum, which the best non-symmetric ones maximise), or under
 *     Soosorv-8 swaps when even that minimum is below zero; White picks
 *     the proposal worst for Black; White declares more fifth moves the better Black
 *     stands.
 * Positions are compared with the same side to move: a short search's score depends on
 * whose turn it is (the horizon falls on one side's move), so when a decision has stones
 * among its options, the present position is valued by its best stone (one ply of
 * minimax over the evaluated stones) rather than by a search of its own.
 * Lower levels look at fewer options, search shallower and add noise.
 */
#include "ai_opening.h"

#include <stdlib.h>
#include <string.h>

/* What a balanced stone 5 under Taraguchi-10 option A costs its player, and what White's
 * pick among ten proposals costs Black (evaluation units, 100 = a good shape). */
#define BALANCE 30
#define PICK_COST 100
/* Evaluations beyond this are clamped, so wins stay comparable in sums. */
#define VALUE_CAP 5000
#define MAX_LEGAL (BOARD_MAX * BOARD_MAX + 16)

/* Chebyshev distance from p to the nearest stone (a large number on an empty board). */
static int stone_distance(const Board *b, Pos p)
{
    int best = 99;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            if (board_at(b, pos_from_xy(x, y)) != STONE_EMPTY) {
                int dx = abs(x - pos_x(p));
                int dy = abs(y - pos_y(p));
                int d = dx > dy ? dx : dy;
                best = d < best ? d : best;
            }
        }
    }
    return best;
}

/* Sort key of a point: near the stones first, then near the centre. */
static int closeness(const Board *b, Pos p)
{
    int c = b->size / 2;
    int dx = abs(pos_x(p) - c);
    int dy = abs(pos_y(p) - c);
    return stone_distance(b, p) * 64 + (dx > dy ? dx : dy) * 2 + (dx + dy > 0);
}

typedef struct Ranked {
    int key;
    int index;
} Ranked;

static int cmp_ranked(const void *a, const void *b)
{
    const Ranked *x = a;
    const Ranked *y = b;
    return x->key != y->key ? (x->key > y->key) - (x->key < y->key)
                            : (x->index > y->index) - (x->index < y->index);
}

/* Keeps the `keep` stones of pts[0..n) closest to the action, in that order; returns the
 * new count. */
static int keep_closest(const Board *b, Pos *pts, int n, int keep)
{
    if (n <= 0) {
        return 0;
    }
    Ranked *r = malloc((size_t)n * sizeof *r);
    Pos *copy = malloc((size_t)n * sizeof *copy);
    if (!r || !copy) {
        free(r);
        free(copy);
        return n < keep ? n : keep;
    }
    for (int i = 0; i < n; i++) {
        r[i].key = closeness(b, pts[i]);
        r[i].index = i;
        copy[i] = pts[i];
    }
    qsort(r, (size_t)n, sizeof *r, cmp_ranked);
    int m = n < keep ? n : keep;
    for (int i = 0; i < m; i++) {
        pts[i] = copy[r[i].index];
    }
    free(r);
    free(copy);
    return m;
}

static void add_option(AiOpeningPlan *p, const Action *a, Pos stone, Stone colour, bool other_swaps)
{
    if (p->noptions >= AI_OPENING_MAX_OPTIONS) {
        return;
    }
    AiOpeningOption *o = &p->options[p->noptions++];
    memset(o, 0, sizeof *o);
    o->action = *a;
    o->stone = stone;
    o->colour = colour;
    o->other_swaps = other_swaps;
}

/* Adds a legal action, with what it leads to found by applying it to a scratch copy. */
static void add_applied(AiOpeningPlan *p, const Game *g, Game *scratch, const Action *a)
{
    memcpy(scratch, g, sizeof *scratch);
    if (!game_apply(scratch, a, NULL)) {
        return;
    }
    bool other_swaps = !game_over(scratch) && game_swap_offered(scratch) &&
                       game_player_to_move(scratch) != p->player;
    Pos stone = a->kind == ACTION_MOVE || a->kind == ACTION_CHOOSE ? a->pos : POS_NONE;
    add_option(p, a, stone, game_player_colour(scratch, p->player), other_swaps);
}

bool ai_opening_needed(const Game *g)
{
    if (game_over(g) || !game_in_opening(g)) {
        return false;
    }
    if (g->phase != PHASE_MOVE || game_zone_size(g) != 0) {
        return true;
    }
    int actor = game_player_to_move(g);
    if (game_player_colour(g, actor) != game_to_move(g)) {
        return true;
    }
    /* A stone of one's own colour anywhere: plain play unless a swap follows it. */
    Game *scratch = malloc(sizeof *scratch);
    if (!scratch) {
        return false;
    }
    bool needed = false;
    memcpy(scratch, g, sizeof *scratch);
    for (int i = 0; i < g->board.size * g->board.size; i++) {
        Pos q = pos_from_xy(i % g->board.size, i / g->board.size);
        if (game_play(scratch, q, NULL)) {
            needed = !game_over(scratch) && game_swap_offered(scratch) &&
                     game_player_to_move(scratch) != actor;
            break;
        }
    }
    free(scratch);
    return needed;
}

/* Options of a proposal phase: the candidates nearest the stones. */
static void plan_proposals(AiOpeningPlan *p, const Game *g, int max_options)
{
    Pos cand[BOARD_MAX * BOARD_MAX];
    int n = game_proposal_candidates(g, NULL, 0, cand, BOARD_MAX * BOARD_MAX);
    if (n > BOARD_MAX * BOARD_MAX) {
        n = BOARD_MAX * BOARD_MAX;
    }
    int needed = game_proposals_needed(g);
    n = keep_closest(&g->board, cand, n, max_options > needed ? max_options : needed);
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_PROPOSE;
    for (int i = 0; i < n; i++) {
        add_option(p, &a, cand[i], STONE_BLACK, false);
    }
}

void ai_opening_plan(AiOpeningPlan *p, const Game *g, const AiLimits *limits)
{
    memset(p, 0, sizeof *p);
    const AiLevel *spec = ai_level(limits->level);
    p->player = game_player_to_move(g);
    p->phase = g->phase;
    p->seed = limits->seed;
    p->noise = spec->opening_noise;
    int max_options = spec->opening_options;
    if (max_options > AI_OPENING_MAX_OPTIONS) {
        max_options = AI_OPENING_MAX_OPTIONS;
    }
    if (game_over(g)) {
        return;
    }
    Action a;
    memset(&a, 0, sizeof a);
    if (g->phase == PHASE_PROPOSE) {
        plan_proposals(p, g, max_options);
    } else if (g->phase == PHASE_DECLARE) {
        /* One evaluation of the four stones decides the number. */
        a.kind = ACTION_DECLARE;
        a.count = 1;
        add_option(p, &a, POS_NONE, game_player_colour(g, p->player), false);
    } else {
        Game *scratch = malloc(sizeof *scratch);
        Action *legal = malloc(MAX_LEGAL * sizeof *legal);
        Pos *moves = malloc(MAX_LEGAL * sizeof *moves);
        if (scratch && legal && moves) {
            int n = game_legal_actions(g, legal, MAX_LEGAL);
            n = n < MAX_LEGAL ? n : MAX_LEGAL;
            int nmoves = 0;
            for (int i = 0; i < n; i++) {
                if (legal[i].kind == ACTION_MOVE) {
                    moves[nmoves++] = legal[i].pos;
                } else {
                    add_applied(p, g, scratch, &legal[i]);
                }
            }
            int room = max_options - p->noptions;
            nmoves = keep_closest(&g->board, moves, nmoves, room > 1 ? room : 1);
            a.kind = ACTION_MOVE;
            for (int i = 0; i < nmoves; i++) {
                a.pos = moves[i];
                add_applied(p, g, scratch, &a);
            }
        }
        free(scratch);
        free(legal);
        free(moves);
    }
    /* Each evaluation gets an equal share of the budget, and a depth by level. */
    int evals = p->noptions > 0 ? p->noptions : 1;
    memset(&p->eval, 0, sizeof p->eval);
    p->eval.level = AI_LEVEL_MAX;
    p->eval.max_depth = spec->opening_depth;
    int budget = limits->time_ms > 0 ? limits->time_ms : 2000;
    p->eval.time_ms = budget / evals < 5 ? 5 : budget / evals;
    p->eval.max_nodes = spec->opening_nodes;
    /* A node budget for the decision (pbrain's max_node, a test's) is shared the same
     * way: a decision so limited is the same on a loaded machine as on an idle one. */
    if (limits->max_nodes > 0) {
        int64_t share = limits->max_nodes / evals > 0 ? limits->max_nodes / evals : 1;
        p->eval.max_nodes = share < p->eval.max_nodes ? share : p->eval.max_nodes;
    }
    p->eval.seed = limits->seed;
    /* Each evaluation checked (AiLimits.verify: from an empty table), when asked: the same
     * answer whatever was searched before (the window's hint). */
    p->eval.verify = limits->verify;
    /* With stones among the options, those without a stone are valued from them (see
     * the file comment): no search of their own. */
    bool stones = false;
    for (int i = 0; i < p->noptions; i++) {
        stones |= p->options[i].stone != POS_NONE;
    }
    for (int i = 0; stones && i < p->noptions; i++) {
        p->options[i].evaluated |= p->options[i].stone == POS_NONE;
    }
    while (p->next < p->noptions && p->options[p->next].evaluated) {
        p->next++;
    }
    /* A single option (the centre, a forced stone) needs no evaluation. */
    if (p->noptions == 1 && g->phase != PHASE_DECLARE) {
        p->options[0].evaluated = true;
        p->next = 1;
    }
}

bool ai_opening_next(const AiOpeningPlan *p, const Game *g, Board *out, AiLimits *limits)
{
    if (p->next >= p->noptions) {
        return false;
    }
    const AiOpeningOption *o = &p->options[p->next];
    *out = g->board;
    if (o->stone != POS_NONE) {
        board_play(out, o->stone);
    }
    *limits = p->eval;
    return true;
}

void ai_opening_feed(AiOpeningPlan *p, const AiInfo *info)
{
    if (p->next >= p->noptions) {
        return;
    }
    AiOpeningOption *o = &p->options[p->next];
    int score = info->score > VALUE_CAP    ? VALUE_CAP
                : info->score < -VALUE_CAP ? -VALUE_CAP
                                           : info->score;
    /* The evaluated side to move: the one after the option's stone, if any. Options
     * without a stone all share the present position: one evaluation serves them all. */
    for (int i = p->next; i < p->noptions; i++) {
        AiOpeningOption *q = &p->options[i];
        if (i == p->next || (o->stone == POS_NONE && q->stone == POS_NONE)) {
            q->evaluated = true;
            q->value = score;
        }
    }
    while (p->next < p->noptions && p->options[p->next].evaluated) {
        p->next++;
    }
}

/* The evaluated score of option o (side to move after it) as Black's value. */
static int black_value(const Game *g, const AiOpeningOption *o)
{
    Stone to_move = g->board.to_move;
    if (o->stone != POS_NONE) {
        to_move = stone_opponent(to_move);
    }
    return to_move == STONE_BLACK ? o->value : -o->value;
}

/* Black's value of every option: a stone's from its evaluation; an option without a
 * stone (the present position) from the best evaluated stone of the side to move when
 * there is one, else from its own evaluation. */
static void black_values(const AiOpeningPlan *p, const Game *g, int *vb)
{
    Stone mover = g->board.to_move;
    bool any = false;
    int best = 0;
    for (int i = 0; i < p->noptions; i++) {
        const AiOpeningOption *o = &p->options[i];
        if (o->stone != POS_NONE && o->evaluated) {
            int v = black_value(g, o);
            int mine = mover == STONE_BLACK ? v : -v;
            if (!any || mine > best) {
                best = mine;
            }
            any = true;
        }
    }
    for (int i = 0; i < p->noptions; i++) {
        const AiOpeningOption *o = &p->options[i];
        if (o->stone == POS_NONE && any) {
            vb[i] = mover == STONE_BLACK ? best : -best;
        } else {
            vb[i] = black_value(g, o);
        }
    }
}

/* The option's worth for the deciding player, v its value for Black (see the file
 * comment). */
static int option_worth(const AiOpeningOption *o, int v)
{
    int mine = o->colour == STONE_BLACK ? v : -v;
    switch (o->action.kind) {
    case ACTION_TWO_MORE: return -abs(mine) / 2;
    case ACTION_OPTION_A: return -v > -BALANCE ? -v : -BALANCE;
    case ACTION_OPTION_B: return v - PICK_COST;
    default: break;
    }
    return o->other_swaps ? -abs(mine) : mine;
}

static uint64_t mix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/* Black's proposals: the evaluated candidates best for Black first, each kept when it is
 * still allowed beside those before it; then the allowed points nearest the stones to
 * complete the count. */
static void choose_proposals(const AiOpeningPlan *p, const Game *g, Action *out)
{
    Ranked r[AI_OPENING_MAX_OPTIONS];
    int n = 0;
    for (int i = 0; i < p->noptions; i++) {
        if (p->options[i].evaluated) {
            r[n].key = -black_value(g, &p->options[i]);
            r[n].index = i;
            n++;
        }
    }
    qsort(r, (size_t)n, sizeof r[0], cmp_ranked);
    int needed = game_proposals_needed(g);
    memset(out, 0, sizeof *out);
    out->kind = ACTION_PROPOSE;
    for (int i = 0; i < n && out->nproposals < needed; i++) {
        Pos q = p->options[r[i].index].stone;
        if (game_proposal_ok(g, out->proposals, out->nproposals, q, NULL)) {
            out->proposals[out->nproposals++] = q;
        }
    }
    for (int i = 0; i < p->noptions && out->nproposals < needed; i++) {
        Pos q = p->options[i].stone;
        if (game_proposal_ok(g, out->proposals, out->nproposals, q, NULL)) {
            out->proposals[out->nproposals++] = q;
        }
    }
    /* A weak level looked at few points, mirror images among them in a symmetric
     * position: the rest are the allowed points nearest the stones, never points in the
     * candidates' scan order (a1, b1, ...). */
    Pos cand[BOARD_MAX * BOARD_MAX];
    while (out->nproposals < needed) {
        int m = game_proposal_candidates(g, out->proposals, out->nproposals, cand,
                                         BOARD_MAX * BOARD_MAX);
        m = m < BOARD_MAX * BOARD_MAX ? m : BOARD_MAX * BOARD_MAX;
        if (keep_closest(&g->board, cand, m, 1) == 0) {
            break;
        }
        out->proposals[out->nproposals++] = cand[0];
    }
}

/* Any legal action, for the (never expected) case that the plan found none. */
static void fallback(const Game *g, Action *out)
{
    Action *legal = malloc(MAX_LEGAL * sizeof *legal);
    memset(out, 0, sizeof *out);
    out->kind = ACTION_PASS;
    out->pos = POS_PASS;
    if (g->phase == PHASE_PROPOSE) {
        AiOpeningPlan empty;
        memset(&empty, 0, sizeof empty);
        choose_proposals(&empty, g, out);
    } else if (legal && game_legal_actions(g, legal, MAX_LEGAL) > 0) {
        *out = legal[0];
    }
    free(legal);
}

void ai_opening_choose(const AiOpeningPlan *p, const Game *g, Action *out)
{
    memset(out, 0, sizeof *out);
    if (p->phase == PHASE_PROPOSE) {
        choose_proposals(p, g, out);
        /* Soosorv-8: Black's player may swap instead. White will pick the proposal worst
         * for Black, so the set is worth its weakest member: below zero, take White. */
        if (game_swap_offered(g)) {
            int weakest = 0;
            bool any = false;
            for (int i = 0; i < out->nproposals; i++) {
                for (int j = 0; j < p->noptions; j++) {
                    const AiOpeningOption *o = &p->options[j];
                    if (o->evaluated && o->stone == out->proposals[i]) {
                        int v = black_value(g, o);
                        weakest = !any || v < weakest ? v : weakest;
                        any = true;
                    }
                }
            }
            if (any && weakest < 0) {
                memset(out, 0, sizeof *out);
                out->kind = ACTION_SWAP;
                out->pos = POS_NONE;
            }
        }
    } else if (p->phase == PHASE_DECLARE && p->noptions > 0) {
        /* White declares more fifth moves the better Black stands. */
        int v = p->options[0].evaluated ? black_value(g, &p->options[0]) : 0;
        int count = 4 + v / 60;
        *out = p->options[0].action;
        out->count = count < 1 ? 1 : count > SOOSORV_MAX_FIFTHS ? SOOSORV_MAX_FIFTHS : count;
    } else {
        int best = -1;
        int best_worth = 0;
        uint64_t rng = p->seed;
        int vb[AI_OPENING_MAX_OPTIONS];
        black_values(p, g, vb);
        /* Noise in evaluation units: lower levels err more. */
        int noise = p->noise;
        for (int i = 0; i < p->noptions; i++) {
            const AiOpeningOption *o = &p->options[i];
            if (!o->evaluated) {
                continue;
            }
            rng = mix(rng);
            int worth = option_worth(o, vb[i]) + (noise ? (int)(rng % (uint64_t)noise) : 0);
            if (best < 0 || worth > best_worth) {
                best = i;
                best_worth = worth;
            }
        }
        if (best < 0 && p->noptions > 0) {
            best = 0;
        }
        if (best >= 0) {
            *out = p->options[best].action;
        }
    }
    if (!game_action_is_legal(g, out, NULL)) {
        fallback(g, out);
    }
}

bool ai_opening_worth(const AiOpeningPlan *p, const Game *g, const Action *a, int *worth,
                      Stone *colour)
{
    int vb[AI_OPENING_MAX_OPTIONS];
    black_values(p, g, vb);
    bool found = false;
    if (a->kind == ACTION_PROPOSE) {
        /* White takes the proposal worst for Black: the set is worth its weakest. */
        for (int i = 0; i < a->nproposals; i++) {
            for (int j = 0; j < p->noptions; j++) {
                if (p->options[j].evaluated && p->options[j].stone == a->proposals[i] &&
                    (!found || vb[j] < *worth)) {
                    *worth = vb[j];
                    found = true;
                }
            }
        }
        *colour = STONE_BLACK;
        return found;
    }
    for (int i = 0; i < p->noptions && !found; i++) {
        const AiOpeningOption *o = &p->options[i];
        bool same = o->action.kind == a->kind &&
                    (a->kind != ACTION_MOVE && a->kind != ACTION_CHOOSE ? true
                                                                        : o->action.pos == a->pos);
        if (o->evaluated && same) {
            *worth = option_worth(o, vb[i]);
            *colour = o->colour;
            found = true;
        }
    }
    return found;
}

void ai_opening_decide(AiEngine *e, const Game *g, const AiLimits *limits, const atomic_bool *stop,
                       Action *out)
{
    AiOpeningPlan *p = malloc(sizeof *p);
    if (!p) {
        fallback(g, out);
        return;
    }
    ai_opening_plan(p, g, limits);
    Board b;
    AiLimits lim;
    while (ai_opening_next(p, g, &b, &lim)) {
        if (stop && atomic_load_explicit(stop, memory_order_relaxed)) {
            break;
        }
        AiInfo info;
        ai_search(e, g->rules, &b, &lim, stop, NULL, NULL, &info);
        ai_opening_feed(p, &info);
    }
    ai_opening_choose(p, g, out);
    free(p);
}
