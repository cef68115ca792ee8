/* Renju - MIT licence, see LICENSE.
 *
 * The variant layer over the engine: ai_search() as ai.h promises it. The engine
 * (ai_engine_search, search.c) reads fives, fours, threes and fouls, which already follow
 * the rule set; what it does not see are Pente's captures. So, for a rule set with
 * captures, this layer
 *   1. answers what the captures force before any search: a five, a capture that wins the
 *      game (the capture_win-th pair); against a five threat a capture that breaks every
 *      five (even an open four's); when the opponent threatens the winning capture, a
 *      move after which it no longer can (nor make a five);
 *   2. otherwise lets the engine rank its best root moves (nbest) and adjusts them: a
 *      move gains for the pairs it captures and loses for the pairs the opponent could
 *      capture right after it, both worth more as the capture win nears. Among moves the
 *      engine scores alike, the AI so takes a pair and does not offer one.
 * Every other rule set goes straight to the engine: its fouls (gomokunarabe's double-three
 * for both colours, anti-renju's straight four, old renju's 19x19) are the rules module's
 * answers, and a side without stones passes (search.c).
 */
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "variants.h"

/* Root moves the engine scores exactly for the adjustment. */
#define PENTE_NBEST 6
/* A pair is worth PAIR_VALUE + PAIR_STEP per pair its taker already holds: at first
 * about two moves in the tuned evaluation (a capture takes two stones off the board; the
 * tempo of one move is worth 150-300 there, see eval_weights.h). */
#define PAIR_VALUE 400
#define PAIR_STEP 100

/* Pairs a stone of colour s on empty p captures on cells: exactly two enemy stones
 * closed by another own stone, in each of the eight directions. The padding of the cell
 * array (walls) keeps p + 3 * offset inside it. */
static int captures_at(const Stone *cells, Pos p, Stone s)
{
    Stone o = stone_opponent(s);
    int n = 0;
    for (int d = 0; d < DIR_COUNT; d++) {
        for (int sign = -1; sign <= 1; sign += 2) {
            int off = sign * DIR_OFFSET[d];
            n += cells[p + off] == o && cells[p + 2 * off] == o && cells[p + 3 * off] == s;
        }
    }
    return n;
}

/* Puts a stone of colour s on p and takes the pairs it captures. */
static void place(Stone *cells, Pos p, Stone s)
{
    Stone o = stone_opponent(s);
    for (int d = 0; d < DIR_COUNT; d++) {
        for (int sign = -1; sign <= 1; sign += 2) {
            int off = sign * DIR_OFFSET[d];
            if (cells[p + off] == o && cells[p + 2 * off] == o && cells[p + 3 * off] == s) {
                cells[p + off] = STONE_EMPTY;
                cells[p + 2 * off] = STONE_EMPTY;
            }
        }
    }
    cells[p] = s;
}

/* The most pairs colour s can capture with one stone on cells (size x size board). */
static int best_capture(const Stone *cells, int size, Stone s)
{
    int best = 0;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            Pos p = pos_from_xy(x, y);
            if (cells[p] == STONE_EMPTY) {
                int n = captures_at(cells, p, s);
                best = n > best ? n : best;
            }
        }
    }
    return best;
}

/* The most pairs the opponent of the side to move can capture after its stone on m. */
static int exposure_after(const Board *b, Pos m)
{
    Stone cells[BOARD_CELLS];
    memcpy(cells, b->cells, sizeof cells);
    place(cells, m, b->to_move);
    return best_capture(cells, b->size, stone_opponent(b->to_move));
}

static bool legal(const RuleSet *rs, const Board *b, Pos p)
{
    return board_at(b, p) == STONE_EMPTY &&
           verdict_is_legal(rules_check_move(rs, b, p, b->to_move));
}

static int pair_value(const Board *b, Stone taker)
{
    return PAIR_VALUE + PAIR_STEP * b->captures[taker];
}

static void answer(AiInfo *out, Pos p, int score)
{
    memset(out, 0, sizeof *out);
    out->best = p;
    out->score = score;
    out->depth = 1;
    out->npv = 1;
    out->pv[0] = p;
}

/* Can colour s make a five on b (any empty point)? */
static bool has_five(const RuleSet *rs, const Board *b, Stone s)
{
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) == STONE_EMPTY && rules_makes_five(rs, b, p, s)) {
                return true;
            }
        }
    }
    return false;
}

/* The opponent has a five point: a capture that takes a stone out of every five it
 * threatens answers it too, and wins a pair, even against an open four no block stops.
 * Returns true with such a capture in out; otherwise the engine blocks. */
static bool break_five(const RuleSet *rs, const Board *b, AiInfo *out)
{
    Stone me = b->to_move;
    Board *after = malloc(sizeof *after);
    if (!after) {
        return false;
    }
    Pos best = POS_NONE;
    int best_pairs = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            int pairs = legal(rs, b, p) ? captures_at(b->cells, p, me) : 0;
            if (pairs <= best_pairs) {
                continue;
            }
            memcpy(after, b, sizeof *after);
            if (board_play(after, p) && !has_five(rs, after, stone_opponent(me))) {
                best = p;
                best_pairs = pairs;
            }
        }
    }
    free(after);
    if (best == POS_NONE) {
        return false;
    }
    answer(out, best, 0);
    return true;
}

/* Step 1: the moves captures force. Returns true with the answer in out. */
static bool pente_forced(const RuleSet *rs, const Board *b, AiInfo *out)
{
    Stone me = b->to_move;
    Stone opp = stone_opponent(me);
    int need_me = rs->capture_win - b->captures[me];
    int need_opp = rs->capture_win - b->captures[opp];
    /* A five or the winning capture, whichever comes first in point order: both win. */
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (!legal(rs, b, p)) {
                continue;
            }
            if (rules_makes_five(rs, b, p, me) || captures_at(b->cells, p, me) >= need_me) {
                answer(out, p, AI_WIN_SCORE - 1);
                return true;
            }
        }
    }
    if (has_five(rs, b, opp) && break_five(rs, b, out)) {
        return true;
    }
    if (best_capture(b->cells, b->size, opp) < need_opp) {
        return false;
    }
    /* The opponent threatens the winning capture: find the move after which it can
     * neither capture enough nor make a five; prefer the one taking most pairs itself. */
    bool opp_five = has_five(rs, b, opp);
    Board *after = malloc(sizeof *after);
    if (!after) {
        return false;
    }
    Pos best = POS_NONE;
    int best_score = -1;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (!legal(rs, b, p)) {
                continue;
            }
            Stone cells[BOARD_CELLS];
            memcpy(cells, b->cells, sizeof cells);
            place(cells, p, me);
            int left = best_capture(cells, b->size, opp);
            if (left >= need_opp) {
                continue;
            }
            if (opp_five) {
                memcpy(after, b, sizeof *after);
                if (!board_play(after, p) || has_five(rs, after, opp)) {
                    continue;
                }
            }
            int score = 10 * captures_at(b->cells, p, me) + (need_opp - left);
            if (score > best_score) {
                best_score = score;
                best = p;
            }
        }
    }
    free(after);
    if (best == POS_NONE) {
        return false; /* no defence: the engine plays on */
    }
    answer(out, best, 0);
    return true;
}

/* Step 2: the engine's best moves, adjusted for the pairs each takes and offers. */
static void pente_search(AiEngine *e, const RuleSet *rs, const Board *b, const AiLimits *limits,
                         const atomic_bool *stop, AiProgressFn progress, void *user, AiInfo *out)
{
    ai_set_nbest(e, PENTE_NBEST);
    ai_engine_search(e, rs, b, limits, stop, progress, user, out);
    ai_set_nbest(e, 1);
    if (ai_score_is_decided(out->score) || out->best < 0 || out->nbest < 2) {
        return; /* a forced line, a forced answer, or nothing to choose from */
    }
    Stone me = b->to_move;
    Stone opp = stone_opponent(me);
    Pos pick = out->best;
    int pick_score = out->score;
    int best_adj = -2 * AI_WIN_SCORE;
    for (int i = 0; i < out->nbest; i++) {
        Pos p = out->best_moves[i];
        int s = out->best_scores[i];
        if (ai_score_is_win(-s) || !legal(rs, b, p)) {
            continue;
        }
        int adj = s + captures_at(b->cells, p, me) * pair_value(b, me) -
                  exposure_after(b, p) * pair_value(b, opp);
        if (adj > best_adj) {
            best_adj = adj;
            pick = p;
            pick_score = s;
        }
    }
    if (pick != out->best) {
        out->best = pick;
        out->score = pick_score;
        out->npv = 1;
        out->pv[0] = pick;
    }
}

/* The threat solvers alone for the side to move, VCF then (upto AI_SOLVE_VCT) VCT, each
 * within nodes: a win's line in out->pv, its first move best; the kind that won, or
 * AI_SOLVE_NONE (best POS_NONE). out->nodes adds what they searched. */
static int threat_solve(AiEngine *e, const RuleSet *rs, const Board *b, int upto, int64_t nodes,
                        const atomic_bool *stop, AiInfo *out, AiSolveInfo *won)
{
    out->best = POS_NONE;
    for (int kind = AI_SOLVE_VCF; kind <= upto; kind++) {
        AiSolveInfo si = {0};
        bool win = ai_solve(e, rs, b, kind == AI_SOLVE_VCT, nodes, stop, out->pv, &out->npv,
                            AI_MAX_PV, &si);
        out->nodes += si.nodes; /* what "no win found" states it searched */
        if (win && out->npv > 0) {
            out->best = out->pv[0];
            *won = si;
            return kind;
        }
    }
    out->npv = 0;
    return AI_SOLVE_NONE;
}

static void search_plain(AiEngine *e, const RuleSet *rs, const Board *b, const AiLimits *limits,
                         const atomic_bool *stop, AiProgressFn progress, void *user, AiInfo *out)
{
    bool pente = rs->captures && rs->capture_win > 0 && board_stone_count(b) > 0;
    if (pente && pente_forced(rs, b, out)) {
        ;
    } else if (pente) {
        pente_search(e, rs, b, limits, stop, progress, user, out);
    } else {
        ai_engine_search(e, rs, b, limits, stop, progress, user, out);
    }
}

/* The deepening's last finished iteration that decided nothing, kept on the way to the
 * caller's progress function (AiLimits.verify). */
typedef struct Undecided {
    AiProgressFn progress;
    void *user;
    bool have;
    AiInfo last;
} Undecided;

static void keep_undecided(const AiInfo *info, void *arg)
{
    Undecided *u = arg;
    if (info->depth > 0 && !ai_score_is_decided(info->score)) {
        u->last = *info;
        u->have = true;
    }
    if (u->progress) {
        u->progress(info, u->user);
    }
}

/* Is p a move the side to move may play on b? */
static bool playable(const RuleSet *rs, const Board *b, Pos p)
{
    return board_on(b, p) && board_at(b, p) == STONE_EMPTY &&
           verdict_is_legal(rules_check_move(rs, b, p, b->to_move));
}

/* Does the tree's decided score in out hold along its line: after its first move (a
 * loss: the defence) or its first two (a win: the move and the defence), does the
 * winner, then to move, win by threats within nodes? */
static bool line_holds(AiEngine *e, const RuleSet *rs, const Board *b, int64_t nodes,
                       const atomic_bool *stop, const AiInfo *out, int64_t *spent)
{
    int plies = out->score > 0 ? 2 : 1;
    Board *after = malloc(sizeof *after);
    AiInfo *line = calloc(1, sizeof *line);
    bool held = after && line && out->npv >= plies;
    if (held) {
        *after = *b;
        for (int i = 0; i < plies && held; i++) {
            held = playable(rs, after, out->pv[i]) && board_play(after, out->pv[i]);
        }
    }
    if (held) {
        AiSolveInfo si = {0};
        held = threat_solve(e, rs, after, AI_SOLVE_VCT, nodes, stop, line, &si) != AI_SOLVE_NONE;
        *spent += line->nodes;
    }
    free(after);
    free(line);
    return held;
}

/* AiLimits.verify (ai.h): from an empty table, a proof first, and the tree's unproven
 * verdict only where the solvers confirm its line. */
static void search_verified(AiEngine *e, const RuleSet *rs, const Board *b, const AiLimits *limits,
                            const atomic_bool *stop, AiProgressFn progress, void *user, AiInfo *out)
{
    ai_clear(e);
    memset(out, 0, sizeof *out);
    AiSolveInfo si = {0};
    int64_t nodes = limits->max_nodes > 0 ? limits->max_nodes / 4 : 0;
    bool can_move = board_stone_count(b) > 0 && rules_stones_left(rs, b, b->to_move) != 0;
    int kind = can_move ? threat_solve(e, rs, b, AI_SOLVE_VCT, nodes, stop, out, &si)
                        : AI_SOLVE_NONE;
    if (kind != AI_SOLVE_NONE && playable(rs, b, out->best)) {
        /* A win by fours has its length proven; one by threes not (one defence's line). */
        int score = AI_WIN_SCORE - (2 * si.moves - 1);
        out->score = kind == AI_SOLVE_VCF ? score : ai_score_unmeasured(score);
        out->depth = 1;
        if (progress) {
            progress(out, user);
        }
        return;
    }
    int64_t spent = out->nodes;
    Undecided *u = calloc(1, sizeof *u);
    if (u) {
        u->progress = progress;
        u->user = user;
    }
    search_plain(e, rs, b, limits, stop, u ? keep_undecided : progress, u ? (void *)u : user, out);
    bool stopped = stop && atomic_load_explicit(stop, memory_order_relaxed);
    if (u && ai_score_is_decided(out->score) && !ai_score_is_proven(out->score) && !stopped &&
        !line_holds(e, rs, b, nodes, stop, out, &spent) && u->have) {
        int64_t searched = out->nodes;
        *out = u->last;
        out->nodes = searched;
    }
    free(u);
    out->nodes += spent;
}

void ai_search(AiEngine *e, const RuleSet *rs, const Board *b, const AiLimits *limits,
               const atomic_bool *stop, AiProgressFn progress, void *user, AiInfo *out)
{
    if (limits->solve != AI_SOLVE_NONE) { /* the threat solver alone (the window's Ctrl+F) */
        memset(out, 0, sizeof *out);
        AiSolveInfo si = {0};
        int kind = threat_solve(e, rs, b, limits->solve, limits->max_nodes, stop, out, &si);
        if (kind != AI_SOLVE_NONE) {
            out->score = AI_WIN_SCORE - (2 * si.moves - 1); /* the plies to the five */
            out->depth = kind;
        }
        return;
    }
    bool pente = rs->captures && rs->capture_win > 0 && board_stone_count(b) > 0;
    if (limits->verify && !pente && !ai_filter_on(&limits->filter)) {
        search_verified(e, rs, b, limits, stop, progress, user, out);
    } else {
        search_plain(e, rs, b, limits, stop, progress, user, out);
    }
    /* A move the filter left out was the only one (a forced block, nothing allowed legal). */
    out->filter_overridden = ai_filter_on(&limits->filter) && out->best >= 0 &&
                             !ai_filter_allows(&limits->filter, out->best);
}
