/* Renju - MIT licence, see LICENSE.
 *
 * The opening AI on its own: driven through every opening rule from either seat, it never
 * makes an illegal action and brings the game to normal play; its proposals are distinct,
 * not forbidden and pairwise non-symmetric; its pick is one of the proposals; a plain
 * stone of its own colour is left to the normal search; a swap follows the evaluation.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai_opening.h"
#include "test_support.h"

typedef struct Fixture {
    AiEngine *engine;
    Game *game;
} Fixture;

static int setup(void **state)
{
    Fixture *fx = calloc(1, sizeof *fx);
    assert_non_null(fx);
    fx->engine = ai_create(8);
    fx->game = malloc(sizeof *fx->game);
    assert_non_null(fx->engine);
    assert_non_null(fx->game);
    *state = fx;
    return 0;
}

static int teardown(void **state)
{
    Fixture *fx = *state;
    ai_destroy(fx->engine);
    free(fx->game);
    free(fx);
    return 0;
}

static AiLimits quick(int level, uint64_t seed)
{
    AiLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.level = level;
    lim.time_ms = 80;
    lim.seed = seed;
    return lim;
}

/* A decision bounded by nodes alone (200k shared by its evaluations, about what 80 ms
 * gives on an idle machine): the same on a loaded one, where 80 ms left each of a level
 * 8 decision's 38 evaluations a millisecond or two and the choice flipped. */
static AiLimits by_nodes(int level, uint64_t seed)
{
    AiLimits lim = quick(level, seed);
    lim.time_ms = 600000;
    lim.max_nodes = 200000;
    return lim;
}

/* Plays actions of `g` with the opening AI (and a one-ply search for plain stones) until
 * the opening is over; every action must be legal. Returns the number of actions. */
static int play_opening(AiEngine *e, Game *g, int level, uint64_t seed)
{
    int steps = 0;
    while (game_in_opening(g) && !game_over(g)) {
        assert_true(++steps < 40);
        Action a;
        AiLimits lim = quick(level, seed + (uint64_t)steps);
        char text[160];
        if (ai_opening_needed(g)) {
            ai_opening_decide(e, g, &lim, NULL, &a);
        } else {
            AiInfo info;
            lim.max_depth = 1;
            ai_search(e, g->rules, &g->board, &lim, NULL, NULL, NULL, &info);
            memset(&a, 0, sizeof a);
            a.kind = ACTION_MOVE;
            a.pos = info.best;
        }
        GameError err;
        game_action_format(&a, text, sizeof text);
        if (a.kind == ACTION_PROPOSE) {
            /* Distinct, allowed for Black, no two symmetric: each one checked against
             * those before it (game_apply checks the same, this says which failed). */
            for (int i = 0; i < a.nproposals; i++) {
                if (!game_proposal_ok(g, a.proposals, i, a.proposals[i], &err)) {
                    fail_msg("%s: %s", text, err.msg);
                }
            }
            assert_int_equal(a.nproposals, game_proposals_needed(g));
        }
        if (a.kind == ACTION_CHOOSE) {
            bool found = false;
            for (int i = 0; i < g->nproposals; i++) {
                found |= g->proposals[i] == a.pos;
            }
            assert_true(found);
        }
        if (!game_apply(g, &a, &err)) {
            fail_msg("step %d: '%s' refused: %s", steps, text, err.msg);
        }
    }
    return steps;
}

static void test_opening_ai_plays_every_opening_legally(void **state)
{
    Fixture *fx = *state;
    static const OpeningId OPENINGS[] = {OPENING_TARAGUCHI10, OPENING_SOOSORV8, OPENING_SWAP2};
    for (size_t o = 0; o < sizeof OPENINGS / sizeof OPENINGS[0]; o++) {
        for (int level = 1; level <= 9; level += 8) {
            game_init(fx->game, rules_get(RULE_RENJU), OPENINGS[o]);
            int steps = play_opening(fx->engine, fx->game, level, 7 * o + (uint64_t)level);
            assert_true(steps >= 4);
            assert_false(game_in_opening(fx->game));
            /* Normal play follows: a plain move of the side to move is legal. */
            assert_false(ai_opening_needed(fx->game));
        }
    }
}

static void test_opening_ai_taraguchi_branch_b_proposes_and_picks(void **state)
{
    Fixture *fx = *state;
    Game *g = fx->game;
    game_init(g, rules_get(RULE_RENJU), OPENING_TARAGUCHI10);
    /* h8, i9, g9 (5x5), j7 (7x7), then option B: Black proposes ten. */
    Action a;
    memset(&a, 0, sizeof a);
    const char *stones[] = {"h8", "i9", "g9", "j7"};
    for (int i = 0; i < 4; i++) {
        assert_true(game_play(g, support_point(stones[i]), NULL));
    }
    a.kind = ACTION_OPTION_B;
    assert_true(game_apply(g, &a, NULL));
    assert_int_equal(g->phase, PHASE_PROPOSE);
    AiLimits lim = quick(2, 1);
    ai_opening_decide(fx->engine, g, &lim, NULL, &a);
    assert_int_equal(a.kind, ACTION_PROPOSE);
    assert_int_equal(a.nproposals, GAME_PROPOSALS);
    assert_true(game_apply(g, &a, NULL));
    /* White's pick is one of them. */
    ai_opening_decide(fx->engine, g, &lim, NULL, &a);
    assert_int_equal(a.kind, ACTION_CHOOSE);
    bool found = false;
    for (int i = 0; i < g->nproposals; i++) {
        found |= g->proposals[i] == a.pos;
    }
    assert_true(found);
    assert_true(game_apply(g, &a, NULL));
    assert_int_equal(board_at(&g->board, a.pos), STONE_BLACK);
}

static void test_opening_ai_proposals_avoid_symmetric_points(void **state)
{
    Fixture *fx = *state;
    Game *g = fx->game;
    /* h8 i8 ... a position symmetric about row 8 (h8 b, i8 w, g8 b... all on row 8):
     * h8, i8, g8, f8 keep the mirror top to bottom, so h9 and h7 are one proposal. */
    game_init(g, rules_get(RULE_RENJU), OPENING_TARAGUCHI10);
    const char *stones[] = {"h8", "i8", "g8", "k8"};
    for (int i = 0; i < 4; i++) {
        assert_true(game_play(g, support_point(stones[i]), NULL));
    }
    assert_true(game_position_symmetries(g) & (1u << 2));
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_OPTION_B;
    assert_true(game_apply(g, &a, NULL));
    AiLimits lim = quick(1, 3);
    ai_opening_decide(fx->engine, g, &lim, NULL, &a);
    assert_int_equal(a.nproposals, GAME_PROPOSALS);
    for (int i = 0; i < a.nproposals; i++) {
        for (int j = 0; j < a.nproposals; j++) {
            assert_false(i != j && a.proposals[i] == a.proposals[j]);
            assert_false(i != j && game_symmetry(g, 2, a.proposals[i]) == a.proposals[j]);
        }
        assert_false(rules_is_forbidden(g->rules, &g->board, a.proposals[i], STONE_BLACK));
    }
}

/* Chebyshev distance from p to the nearest stone of b. */
static int distance_to_stones(const Board *b, Pos p)
{
    int best = 99;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            if (board_at(b, pos_from_xy(x, y)) != STONE_EMPTY) {
                int dx = abs(x - pos_x(p)), dy = abs(y - pos_y(p));
                int d = dx > dy ? dx : dy;
                best = d < best ? d : best;
            }
        }
    }
    return best;
}

/* The audit: in the symmetric h8 i8 g8 k8, level 1 proposed a1, b1, c1, d1 (its few
 * evaluated points, half of them mirror images, were topped up in scan order from a1).
 * Every level proposes points near the stones (three lines at most). */
static void test_opening_ai_proposals_are_central_at_every_level(void **state)
{
    Fixture *fx = *state;
    Game *g = fx->game;
    for (int level = AI_LEVEL_MIN; level <= AI_LEVEL_MAX; level++) {
        game_init(g, rules_get(RULE_RENJU), OPENING_TARAGUCHI10);
        const char *stones[] = {"h8", "i8", "g8", "k8"};
        for (int i = 0; i < 4; i++) {
            assert_true(game_play(g, support_point(stones[i]), NULL));
        }
        Action a;
        memset(&a, 0, sizeof a);
        a.kind = ACTION_OPTION_B;
        assert_true(game_apply(g, &a, NULL));
        AiLimits lim = quick(level, 3);
        ai_opening_decide(fx->engine, g, &lim, NULL, &a);
        assert_int_equal(a.kind, ACTION_PROPOSE);
        assert_int_equal(a.nproposals, GAME_PROPOSALS);
        for (int i = 0; i < a.nproposals; i++) {
            char at[8];
            board_format_point(a.proposals[i], at, sizeof at);
            if (distance_to_stones(&g->board, a.proposals[i]) > 3) {
                fail_msg("level %d proposes %s, far from the stones", level, at);
            }
        }
    }
}

static void test_opening_ai_swaps_a_lost_colour(void **state)
{
    Fixture *fx = *state;
    Game *g = fx->game;
    /* Swap2 in gomoku: the first player put Black h8 h9, White a1 in the corner. The
     * second player (White) takes Black rather than defend with the lone corner stone. */
    game_init(g, rules_get(RULE_GOMOKU), OPENING_SWAP2);
    const char *stones[] = {"h8", "a1", "h9"};
    for (int i = 0; i < 3; i++) {
        assert_true(game_play(g, support_point(stones[i]), NULL));
    }
    assert_true(game_swap_offered(g));
    assert_int_equal(game_player_to_move(g), 1);
    for (int level = 2; level <= 8; level += 3) {
        AiLimits lim = by_nodes(level, 5);
        Action a;
        ai_opening_decide(fx->engine, g, &lim, NULL, &a);
        assert_int_equal(a.kind, ACTION_SWAP);
    }
    /* The other way round (Black a1 and o15 in the corners, White h8 in the centre):
     * the second player keeps White and plays. */
    game_init(g, rules_get(RULE_GOMOKU), OPENING_SWAP2);
    const char *corners[] = {"a1", "h8", "o15"};
    for (int i = 0; i < 3; i++) {
        assert_true(game_play(g, support_point(corners[i]), NULL));
    }
    AiLimits lim = by_nodes(5, 9);
    Action a;
    ai_opening_decide(fx->engine, g, &lim, NULL, &a);
    assert_int_equal(game_player_to_move(g), 1);
    assert_int_equal(a.kind, ACTION_MOVE);
    GameError err;
    assert_true(game_apply(g, &a, &err));
    assert_int_equal(game_player_colour(g, 1), STONE_WHITE);
    assert_int_equal(board_at(&g->board, a.pos), STONE_WHITE);
}

static void test_opening_ai_plain_stone_is_left_to_the_search(void **state)
{
    Fixture *fx = *state;
    Game *g = fx->game;
    game_init(g, rules_get(RULE_RENJU), OPENING_FREE);
    assert_false(ai_opening_needed(g));
    game_init(g, rules_get(RULE_RENJU), OPENING_TARAGUCHI10);
    assert_true(ai_opening_needed(g)); /* stone 1 on the centre, by the rule */
    AiLimits lim = quick(1, 1);
    Action a;
    ai_opening_decide(fx->engine, g, &lim, NULL, &a);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.pos, support_point("h8"));
}

/* A level out of range is the full engine here as in the search (levels.c): a zero
 * AiLimits, level 0, plans as level 10 does, not as a beginner. */
static void test_opening_ai_level_zero_plans_as_the_full_level(void **state)
{
    Fixture *fx = *state;
    Game *g = fx->game;
    game_init(g, rules_get(RULE_RENJU), OPENING_TARAGUCHI10);
    assert_true(game_play(g, support_point("h8"), NULL));
    assert_true(game_play(g, support_point("i9"), NULL));
    AiOpeningPlan *plan = malloc(3 * sizeof *plan);
    assert_non_null(plan);
    const int levels[3] = {0, AI_LEVEL_MAX, AI_LEVEL_MIN};
    for (int i = 0; i < 3; i++) {
        AiLimits lim = quick(levels[i], 1);
        ai_opening_plan(&plan[i], g, &lim);
    }
    assert_int_equal(plan[0].noptions, plan[1].noptions);
    assert_int_equal(plan[0].eval.max_depth, plan[1].eval.max_depth);
    assert_int_equal(plan[0].eval.max_nodes, plan[1].eval.max_nodes);
    assert_int_equal(plan[0].noise, plan[1].noise);
    /* ... and the beginner's plan is a smaller one. */
    assert_true(plan[2].noptions < plan[1].noptions);
    assert_true(plan[2].eval.max_depth < plan[1].eval.max_depth);
    free(plan);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_opening_ai_plays_every_opening_legally, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_opening_ai_taraguchi_branch_b_proposes_and_picks,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_opening_ai_proposals_avoid_symmetric_points, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_opening_ai_proposals_are_central_at_every_level, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_opening_ai_swaps_a_lost_colour, setup, teardown),
        cmocka_unit_test_setup_teardown(test_opening_ai_level_zero_plans_as_the_full_level, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_opening_ai_plain_stone_is_left_to_the_search, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
