/* Renju - MIT licence, see LICENSE.
 *
 * Tests of the opening rules (Taraguchi-10, Soosorv-8, Swap2) and of the free opening:
 * zones, swap points, who holds which colour, branch choice, proposals and picks, and
 * undo/redo through every step. Games are driven by the same action words as
 * `renju-cli play` ("h8 swap i9 option-b propose ... choose g8").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "test_support.h"

#define MAX_WORDS 64

/* Splits script into words (in place in buf) and returns how many. */
static int split_words(const char *script, char *buf, size_t cap, char **words)
{
    snprintf(buf, cap, "%s", script);
    int n = 0;
    for (char *w = strtok(buf, " "); w && n < MAX_WORDS; w = strtok(NULL, " ")) {
        words[n++] = w;
    }
    return n;
}

/* Applies each action of script; fails the test at the first one refused. */
static void play(Game *g, const char *script)
{
    char buf[512];
    char *words[MAX_WORDS];
    int n = split_words(script, buf, sizeof buf, words);
    for (int i = 0; i < n;) {
        Action a;
        GameError err;
        int used = game_action_read(words + i, n - i, g->board.size, &a, &err);
        if (used == 0) {
            fail_msg("'%s' in '%s': %s", words[i], script, err.msg);
        }
        if (!game_apply(g, &a, &err)) {
            fail_msg("'%s' in '%s' refused: %s", words[i], script, err.msg);
        }
        i += used;
    }
}

/* The single action in text is refused, with a reason containing `reason`, and the
 * game is left as it was. */
static void refused(Game *g, const char *text, GameErrorKind kind, const char *reason)
{
    char buf[512];
    char *words[MAX_WORDS];
    int n = split_words(text, buf, sizeof buf, words);
    Action a;
    GameError err;
    int used = game_action_read(words, n, g->board.size, &a, &err);
    assert_int_equal(used, n);
    int before = g->nactions;
    uint64_t hash = g->board.hash;
    GamePhase phase = g->phase;
    Stone first = g->first_colour;
    if (game_apply(g, &a, &err)) {
        fail_msg("'%s' was accepted; expected a refusal with '%s'", text, reason);
    }
    if (err.kind != kind) {
        fail_msg("'%s' refused as kind %d ('%s'); expected kind %d", text, err.kind, err.msg, kind);
    }
    if (!strstr(err.msg, reason)) { /* and the English text renju-cli prints */
        fail_msg("'%s' refused with '%s'; expected '%s'", text, err.msg, reason);
    }
    assert_int_equal(g->nactions, before);
    assert_true(g->board.hash == hash);
    assert_int_equal(g->phase, phase);
    assert_int_equal(g->first_colour, first);
}

static Game *new_game(OpeningId opening)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(RULE_RENJU), opening);
    return g;
}

/* The player (0 first, 1 second) who acts now and the colour the first player holds. */
static void assert_turn(const Game *g, int player, Stone first_colour)
{
    assert_int_equal(game_player_to_move(g), player);
    assert_int_equal(g->first_colour, first_colour);
}

/* ---- Taraguchi-10 zones ---------------------------------------------------------------- */

static void test_opening_taraguchi_stone1_on_centre(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    assert_int_equal(game_zone_size(g), 1);
    refused(g, "g8", GAME_ERR_CENTRE_FIRST, "centre, h8");
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap");
    refused(g, "pass", GAME_ERR_NOT_OFFERED, "no pass");
    play(g, "h8");
    assert_int_equal(board_at(&g->board, support_point("h8")), STONE_BLACK);
    free(g);
}

/* The central squares a window draws: the opening zones and the forbidden centre share
 * one corner computation with the zone rule. */
static void test_opening_centre_square_corners(void **state)
{
    (void)state;
    Pos low;
    Pos high;
    game_centre_square(15, GAME_CENTRE_ZONE, &low, &high);
    assert_int_equal(low, support_point("f6"));
    assert_int_equal(high, support_point("j10"));
    game_centre_square(15, 1, &low, &high);
    assert_int_equal(low, support_point("h8"));
    assert_int_equal(high, support_point("h8"));
    game_centre_square(19, 9, &low, &high);
    assert_int_equal(low, support_point("f6"));
    assert_int_equal(high, support_point("n14"));
    /* The zone rule reads the same corners: the 7x7 of stone 4 ends on e5 and k11. */
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8");
    play(g, "h9");
    play(g, "h10");
    assert_int_equal(game_zone_size(g), 7);
    assert_true(game_in_zone(g, support_point("e5")));
    assert_true(game_in_zone(g, support_point("k11")));
    assert_false(game_in_zone(g, support_point("d5")));
    assert_false(game_in_zone(g, support_point("k12")));
    free(g);
}

static void test_opening_taraguchi_stone2_zone_3x3(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8");
    assert_int_equal(game_zone_size(g), 3);
    assert_true(game_in_zone(g, support_point("g7")));
    assert_false(game_in_zone(g, support_point("f7")));
    refused(g, "j9", GAME_ERR_OUTSIDE_ZONE, "outside the central 3x3");
    refused(g, "h10", GAME_ERR_OUTSIDE_ZONE, "outside the central 3x3");
    refused(g, "f7", GAME_ERR_OUTSIDE_ZONE, "outside the central 3x3");
    GameError err;
    assert_false(game_move_is_legal(g, support_point("f7"), &err));
    assert_int_equal(err.kind, GAME_ERR_OUTSIDE_ZONE);
    assert_int_equal(err.pos, support_point("f7"));
    assert_int_equal(err.number, 3);  /* the zone's side */
    assert_int_equal(err.number2, 2); /* the stone's number */
    play(g, "i9");
    game_undo(g);
    play(g, "g7");
    assert_int_equal(board_at(&g->board, support_point("g7")), STONE_WHITE);
    free(g);
}

static void test_opening_taraguchi_stone3_zone_5x5(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8 i9");
    assert_int_equal(game_zone_size(g), 5);
    refused(g, "k10", GAME_ERR_OUTSIDE_ZONE, "outside the central 5x5");
    refused(g, "h11", GAME_ERR_OUTSIDE_ZONE, "outside the central 5x5");
    refused(g, "e5", GAME_ERR_OUTSIDE_ZONE, "outside the central 5x5");
    play(g, "f6");
    game_undo(g);
    play(g, "j10");
    free(g);
}

static void test_opening_taraguchi_stone4_zone_7x7(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8 i9 j10");
    assert_int_equal(game_zone_size(g), 7);
    refused(g, "l11", GAME_ERR_OUTSIDE_ZONE, "outside the central 7x7");
    refused(g, "h12", GAME_ERR_OUTSIDE_ZONE, "outside the central 7x7");
    refused(g, "d4", GAME_ERR_OUTSIDE_ZONE, "outside the central 7x7");
    play(g, "e5");
    game_undo(g);
    play(g, "k11");
    assert_int_equal(g->phase, PHASE_CHOOSE_OPTION);
    free(g);
}

static void test_opening_taraguchi_stone5_zone_9x9_in_branch_a(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8 i9 j10 k11 option-a");
    assert_int_equal(game_zone_size(g), 9);
    refused(g, "m12", GAME_ERR_OUTSIDE_ZONE, "outside the central 9x9");
    refused(g, "h13", GAME_ERR_OUTSIDE_ZONE, "outside the central 9x9");
    refused(g, "c3", GAME_ERR_OUTSIDE_ZONE, "outside the central 9x9");
    play(g, "d4");
    game_undo(g);
    play(g, "l4");
    /* Stone 6 goes anywhere. */
    assert_int_equal(game_zone_size(g), 0);
    play(g, "a1");
    assert_false(game_in_opening(g));
    free(g);
}

/* ---- Taraguchi-10 swaps ---------------------------------------------------------------- */

static void test_opening_taraguchi_swap_before_stones_2_3_4(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8");
    /* Before stone 2 the second player holds White and may swap. */
    assert_int_equal(g->phase, PHASE_SWAP_OR_MOVE);
    assert_turn(g, 1, STONE_BLACK);
    play(g, "swap");
    /* Now the first player holds White and places stone 2; no second swap here. */
    assert_turn(g, 0, STONE_WHITE);
    assert_int_equal(g->phase, PHASE_MOVE);
    assert_false(game_swap_offered(g));
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "already changed hands");
    play(g, "i9");
    /* Before stone 3: Black's holder (the second player) may swap. */
    assert_true(game_swap_offered(g));
    assert_turn(g, 1, STONE_WHITE);
    play(g, "swap");
    assert_turn(g, 0, STONE_BLACK);
    play(g, "j10");
    /* Before stone 4: White's holder (the second player) may swap. */
    assert_true(game_swap_offered(g));
    assert_turn(g, 1, STONE_BLACK);
    play(g, "swap");
    assert_turn(g, 0, STONE_WHITE);
    play(g, "k11");
    /* Black's holder, now the second player, chooses the branch; no swap before it. */
    assert_int_equal(g->phase, PHASE_CHOOSE_OPTION);
    assert_turn(g, 1, STONE_WHITE);
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap is offered");
    refused(g, "l12", GAME_ERR_DECIDE_FIRST, "option-a or option-b");
    free(g);
}

static void test_opening_taraguchi_no_swap_without_using_it(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    /* Declining a swap is placing the stone; the colours stay. */
    play(g, "h8 i9 j10 k11");
    assert_turn(g, 0, STONE_BLACK);
    free(g);
}

static void test_opening_taraguchi_branch_a_swaps(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8 i9 j10 k11 option-a");
    /* After the choice Black's holder (first player) may swap before stone 5. */
    assert_int_equal(g->phase, PHASE_SWAP_OR_MOVE);
    assert_turn(g, 0, STONE_BLACK);
    play(g, "swap");
    assert_turn(g, 1, STONE_WHITE);
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "already changed hands");
    play(g, "g9");
    /* White's holder (the first player) may swap once more before stone 6. */
    assert_true(game_swap_offered(g));
    assert_turn(g, 0, STONE_WHITE);
    play(g, "swap");
    assert_turn(g, 1, STONE_BLACK);
    play(g, "a1");
    /* The opening is over: no more swaps, passes are allowed. */
    assert_false(game_in_opening(g));
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "opening is over");
    assert_turn(g, 0, STONE_BLACK);
    play(g, "pass");
    free(g);
}

static void test_opening_taraguchi_option_refused_off_its_point(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8 i9 j10");
    refused(g, "option-a", GAME_ERR_NOT_OFFERED, "after stone 4");
    refused(g, "option-b", GAME_ERR_NOT_OFFERED, "after stone 4");
    refused(g, "pass", GAME_ERR_NOT_OFFERED, "no pass during the taraguchi10 opening");
    play(g, "k11 option-b");
    refused(g, "option-a", GAME_ERR_NOT_OFFERED, "already chosen");
    refused(g, "pass", GAME_ERR_DECIDE_FIRST, "propose");
    refused(g, "l12", GAME_ERR_DECIDE_FIRST, "propose the fifth moves");
    free(g);
}

/* ---- Taraguchi-10 branch B ------------------------------------------------------------- */

/* Black h8 h10, White h9 h7: the column h is a mirror axis of the position. */
#define MIRROR_FOUR "h8 h9 h10 h7 option-b"

static void test_opening_taraguchi_position_symmetries(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, MIRROR_FOUR);
    /* The identity and the left-right mirror. */
    assert_int_equal(game_position_symmetries(g), 0x3u);
    assert_int_equal(game_symmetry(g, 1, support_point("g8")), support_point("i8"));
    game_init(g, rules_get(RULE_RENJU), OPENING_TARAGUCHI10);
    /* Black h8 j10, White i9 g7: the a1-o15 diagonal is the only axis. */
    play(g, "h8 i9 j10 g7");
    assert_int_equal(game_position_symmetries(g), 0x11u);
    assert_int_equal(game_symmetry(g, 4, support_point("h10")), support_point("j8"));
    free(g);
}

static void test_opening_taraguchi_proposals_refused(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, MIRROR_FOUR);
    assert_int_equal(g->phase, PHASE_PROPOSE);
    assert_int_equal(game_proposals_needed(g), 10);
    assert_turn(g, 0, STONE_BLACK);
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap is offered");
    refused(g, "propose g8 i8 a1 b1 c1 d1 e1 f1 g1 h1", GAME_ERR_SYMMETRIC,
            "i8 is symmetric to g8");
    refused(g, "propose a1 b1 c1 d1 e1 f1 g1 h1 a2 a1", GAME_ERR_PROPOSED_TWICE,
            "a1 is proposed twice");
    refused(g, "propose a1 b1 c1 d1 e1 f1 g1 h9 a2 b2", GAME_ERR_OCCUPIED, "h9 is occupied");
    refused(g, "propose a1 b1 c1 d1 e1 f1 g1 h1 a2", GAME_ERR_PROPOSAL_COUNT,
            "10 fifth moves must be proposed, not 9");
    refused(g, "choose a1", GAME_ERR_NOT_OFFERED, "no proposed fifth move");
    /* Points on the mirror axis have no partner: h1 h2 h3 are all fine. */
    play(g, "propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1");
    assert_int_equal(g->nproposals, 10);
    free(g);
}

/* Black h8 i10, White h9 i9: a half turn about the middle of h9-i9 maps the four stones
 * onto themselves and g8 onto j10, but it is no symmetry of the board (not about h8):
 * both may be proposed (docs/rules.md, "Symmetric proposals"). */
static void test_opening_taraguchi_offcentre_symmetry_allowed(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, "h8 h9 i10 i9 option-b");
    assert_int_equal(game_position_symmetries(g), 0x1u); /* the identity only */
    play(g, "propose g8 j10 a1 b1 c1 d1 e1 f1 g1 h1");
    assert_int_equal(g->nproposals, 10);
    free(g);
}

static void test_opening_taraguchi_proposal_checks_each_click(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, MIRROR_FOUR);
    Pos chosen[2] = {support_point("g8"), support_point("a1")};
    GameError err;
    assert_false(game_proposal_ok(g, chosen, 2, support_point("i8"), &err));
    assert_non_null(strstr(err.msg, "mirror image left to right"));
    assert_int_equal(err.kind, GAME_ERR_SYMMETRIC);
    assert_int_equal(err.pos, support_point("i8"));
    assert_int_equal(err.pos2, support_point("g8"));
    assert_false(game_proposal_ok(g, chosen, 2, support_point("o1"), &err));
    assert_non_null(strstr(err.msg, "o1 is symmetric to a1"));
    assert_int_equal(err.kind, GAME_ERR_SYMMETRIC);
    assert_int_equal(err.pos2, support_point("a1"));
    assert_false(game_proposal_ok(g, chosen, 2, support_point("h8"), &err));
    assert_int_equal(err.kind, GAME_ERR_OCCUPIED);
    assert_false(game_proposal_ok(g, chosen, 10, support_point("b1"), &err));
    assert_int_equal(err.kind, GAME_ERR_PROPOSALS_FULL);
    assert_int_equal(err.number, 10);
    assert_true(game_proposal_ok(g, chosen, 2, support_point("b1"), &err));
    /* 225 points - 4 stones = 221; g8 and a1 are taken, i8 and o1 mirror them. */
    Pos cand[BOARD_MAX * BOARD_MAX];
    int n = game_proposal_candidates(g, chosen, 2, cand, BOARD_MAX * BOARD_MAX);
    assert_int_equal(n, 221 - 4);
    free(g);
}

static void test_opening_taraguchi_forbidden_proposal_refused(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, MIRROR_FOUR);
    /* Two black stones cannot make a foul, so no real opening reaches one here; to
     * exercise the check the test adds black stones b3 b4 c2 d2 to the board directly.
     * Then b2 is a double-three (b2 b3 b4 and b2 c2 d2). */
    board_set(&g->board, support_point("b3"), STONE_BLACK);
    board_set(&g->board, support_point("b4"), STONE_BLACK);
    board_set(&g->board, support_point("c2"), STONE_BLACK);
    board_set(&g->board, support_point("d2"), STONE_BLACK);
    GameError err;
    assert_false(game_proposal_ok(g, NULL, 0, support_point("b2"), &err));
    assert_string_equal(err.msg, "b2 is forbidden for black (double-three)");
    assert_int_equal(err.kind, GAME_ERR_FORBIDDEN);
    assert_int_equal(err.pos, support_point("b2"));
    assert_int_equal(err.colour, STONE_BLACK);
    assert_int_equal(err.verdict, VERDICT_DOUBLE_THREE);
    refused(g, "propose b2 a1 a3 a5 a7 a9 a11 a13 a15 c15", GAME_ERR_FORBIDDEN,
            "forbidden for black");
    free(g);
}

static void test_opening_taraguchi_branch_b_pick(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    play(g, MIRROR_FOUR " propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1");
    /* White's holder (the second player) picks, though Black's stone comes next. */
    assert_int_equal(g->phase, PHASE_CHOOSE);
    assert_int_equal(game_to_move(g), STONE_BLACK);
    assert_turn(g, 1, STONE_BLACK);
    refused(g, "choose i8", GAME_ERR_NOT_PROPOSED, "i8 is not one of the proposed fifth moves");
    refused(g, "g8", GAME_ERR_DECIDE_FIRST, "choose one of the proposed");
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap is offered");
    Game *resigned = new_game(OPENING_TARAGUCHI10);
    *resigned = *g;
    play(resigned, "resign");
    assert_int_equal(resigned->result, RESULT_BLACK_WINS);
    free(resigned);
    Action acts[32];
    assert_int_equal(game_legal_actions(g, acts, 32), 10);
    play(g, "choose g8");
    assert_int_equal(board_at(&g->board, support_point("g8")), STONE_BLACK);
    /* White plays stone 6 anywhere, with no swap in branch B. */
    assert_int_equal(g->phase, PHASE_MOVE);
    assert_turn(g, 1, STONE_BLACK);
    assert_false(game_swap_offered(g));
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap is offered");
    play(g, "o15");
    assert_false(game_in_opening(g));
    play(g, "pass");
    free(g);
}

static void test_opening_legal_actions_at_each_step(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_TARAGUCHI10);
    Action acts[300];
    /* Stone 1: the centre only. */
    assert_int_equal(game_legal_actions(g, acts, 300), 1);
    assert_int_equal(acts[0].pos, support_point("h8"));
    /* Stone 2: eight points of the 3x3 and the swap. */
    play(g, "h8");
    assert_int_equal(game_legal_actions(g, acts, 300), 9);
    assert_int_equal(acts[8].kind, ACTION_SWAP);
    play(g, "i9 j10 k11");
    assert_int_equal(game_legal_actions(g, acts, 300), 2);
    assert_int_equal(acts[0].kind, ACTION_OPTION_A);
    assert_int_equal(acts[1].kind, ACTION_OPTION_B);
    free(g);
}

/* ---- Undo and redo ------------------------------------------------------------------- */

typedef struct Snapshot {
    uint64_t hash;
    GamePhase phase;
    Stone first;
    int player;
    int nproposals;
    int zone;
    bool swap;
} Snapshot;

static Snapshot snapshot(const Game *g)
{
    Snapshot s = {g->board.hash, g->phase,          g->first_colour,     game_player_to_move(g),
                  g->nproposals, game_zone_size(g), game_swap_offered(g)};
    return s;
}

static void assert_snapshot(const Snapshot *a, const Snapshot *b)
{
    assert_true(a->hash == b->hash);
    assert_int_equal(a->phase, b->phase);
    assert_int_equal(a->first, b->first);
    assert_int_equal(a->player, b->player);
    assert_int_equal(a->nproposals, b->nproposals);
    assert_int_equal(a->zone, b->zone);
    assert_int_equal(a->swap, b->swap);
}

/* Plays script, then undoes every action and redoes them all, checking each state. */
static void check_undo_redo(OpeningId opening, const char *script)
{
    Game *g = new_game(opening);
    Snapshot seen[MAX_WORDS];
    seen[0] = snapshot(g);
    char buf[512];
    char *words[MAX_WORDS];
    int n = split_words(script, buf, sizeof buf, words);
    int count = 0;
    for (int i = 0; i < n;) {
        Action a;
        GameError err;
        int used = game_action_read(words + i, n - i, g->board.size, &a, &err);
        assert_true(used > 0);
        if (!game_apply(g, &a, &err)) {
            fail_msg("'%s' refused: %s", words[i], err.msg);
        }
        seen[++count] = snapshot(g);
        i += used;
    }
    for (int k = count - 1; k >= 0; k--) {
        assert_true(game_undo(g));
        Snapshot s = snapshot(g);
        assert_snapshot(&s, &seen[k]);
    }
    assert_false(game_undo(g));
    for (int k = 1; k <= count; k++) {
        assert_true(game_redo(g));
        Snapshot s = snapshot(g);
        assert_snapshot(&s, &seen[k]);
    }
    assert_false(game_redo(g));
    free(g);
}

static void test_opening_undo_redo_taraguchi_branch_a(void **state)
{
    (void)state;
    check_undo_redo(OPENING_TARAGUCHI10,
                    "h8 swap i9 swap j10 swap k11 option-a swap g9 swap a1 b2");
}

static void test_opening_undo_redo_taraguchi_branch_b(void **state)
{
    (void)state;
    check_undo_redo(OPENING_TARAGUCHI10,
                    "h8 swap h9 h10 h7 option-b propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1 "
                    "choose b1 o15");
}

static void test_opening_undo_redo_soosorv_and_swap2(void **state)
{
    (void)state;
    check_undo_redo(OPENING_SOOSORV8, "h8 h9 h10 swap a1 declare 2 swap propose g8 i7 "
                                      "choose i7 o15");
    check_undo_redo(OPENING_SWAP2, "a1 o15 c3 two-more d4 e5 swap f6");
}

/* A small deterministic generator for the random walks below. */
static unsigned next_random(unsigned *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return (*seed >> 16) & 0x7fffu;
}

/* One random legal action now: a listed one, or a proposal set built from candidates. */
static Action random_action(const Game *g, unsigned *seed)
{
    Action a;
    memset(&a, 0, sizeof a);
    if (g->phase == PHASE_PROPOSE) {
        a.kind = ACTION_PROPOSE;
        Pos cand[BOARD_MAX * BOARD_MAX];
        while (a.nproposals < game_proposals_needed(g)) {
            int n = game_proposal_candidates(g, a.proposals, a.nproposals, cand,
                                             BOARD_MAX * BOARD_MAX);
            assert_true(n > 0);
            a.proposals[a.nproposals++] = cand[next_random(seed) % (unsigned)n];
        }
        return a;
    }
    Action acts[BOARD_MAX * BOARD_MAX + 16];
    int n = game_legal_actions(g, acts, BOARD_MAX * BOARD_MAX + 16);
    assert_true(n > 0);
    /* Prefer the opening decisions (listed after the stones) half of the time. */
    int moves = 0;
    while (moves < n && acts[moves].kind == ACTION_MOVE) {
        moves++;
    }
    if (moves < n && next_random(seed) % 2 == 0) {
        return acts[moves + (int)(next_random(seed) % (unsigned)(n - moves))];
    }
    return acts[next_random(seed) % (unsigned)n];
}

/* Random legal walks through every opening: each action listed as legal is accepted,
 * the state after it equals a fresh replay of the action list, undo returns to the
 * state before it, and every opening is over within 16 actions. */
static void test_opening_random_walks_replay_exactly(void **state)
{
    (void)state;
    unsigned seed = 2026;
    Game *g = new_game(OPENING_FREE);
    Game *replay = new_game(OPENING_FREE);
    for (int opening = OPENING_TARAGUCHI10; opening < OPENING_COUNT; opening++) {
        for (int walk = 0; walk < 12; walk++) {
            game_init(g, rules_get(RULE_RENJU), (OpeningId)opening);
            for (int step = 0; step < 16 && !game_over(g); step++) {
                Snapshot before = snapshot(g);
                Action a = random_action(g, &seed);
                GameError err;
                if (!game_apply(g, &a, &err)) {
                    fail_msg("a listed action was refused: %s", err.msg);
                }
                game_init(replay, rules_get(RULE_RENJU), (OpeningId)opening);
                for (int i = 0; i < g->nactions; i++) {
                    assert_true(game_apply(replay, &g->actions[i], NULL));
                }
                Snapshot now = snapshot(g);
                Snapshot again = snapshot(replay);
                assert_snapshot(&now, &again);
                assert_true(game_undo(g));
                Snapshot undone = snapshot(g);
                assert_snapshot(&undone, &before);
                assert_true(game_redo(g));
            }
            /* The longest opening (Taraguchi-10 A with every swap) takes 12 actions. */
            assert_false(game_in_opening(g));
        }
    }
    free(replay);
    free(g);
}

/* ---- Soosorv-8 ----------------------------------------------------------------------- */

static void test_opening_soosorv_first_player_places_three(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_SOOSORV8);
    refused(g, "g8", GAME_ERR_CENTRE_FIRST, "centre, h8");
    play(g, "h8");
    assert_turn(g, 0, STONE_BLACK);
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap is offered");
    refused(g, "j9", GAME_ERR_OUTSIDE_ZONE, "outside the central 3x3");
    play(g, "h9");
    /* White's stone 2 came from the first player too. */
    assert_turn(g, 0, STONE_BLACK);
    refused(g, "k10", GAME_ERR_OUTSIDE_ZONE, "outside the central 5x5");
    play(g, "j10");
    /* The other player, holding White, may swap; stone 4 goes anywhere. */
    assert_int_equal(game_zone_size(g), 0);
    assert_int_equal(g->phase, PHASE_SWAP_OR_MOVE);
    assert_turn(g, 1, STONE_BLACK);
    free(g);
}

static void test_opening_soosorv_declare_swap_propose_pick(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_SOOSORV8);
    play(g, "h8 h9 h10 swap");
    assert_turn(g, 0, STONE_WHITE);
    play(g, "o1");
    /* The player who placed stone 4 (White's holder) declares the number. */
    assert_int_equal(g->phase, PHASE_DECLARE);
    assert_turn(g, 0, STONE_WHITE);
    refused(g, "propose a1", GAME_ERR_NOT_OFFERED, "no fifth moves are proposed now");
    refused(g, "declare 0", GAME_ERR_BAD_ACTION, "must be 1 to 8, not 0");
    refused(g, "declare 9", GAME_ERR_BAD_ACTION, "must be 1 to 8, not 9");
    play(g, "declare 3");
    /* Black's holder (the second player) may swap, then proposes three. */
    assert_int_equal(g->phase, PHASE_PROPOSE);
    assert_true(game_swap_offered(g));
    assert_turn(g, 1, STONE_WHITE);
    play(g, "swap");
    assert_turn(g, 0, STONE_BLACK);
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "already changed hands");
    assert_int_equal(game_proposals_needed(g), 3);
    refused(g, "propose a1 b1", GAME_ERR_PROPOSAL_COUNT, "3 fifth moves must be proposed, not 2");
    refused(g, "declare 4", GAME_ERR_NOT_OFFERED, "after Soosorv-8's stone 4 only");
    play(g, "propose a1 b1 c1");
    assert_turn(g, 1, STONE_BLACK);
    refused(g, "choose d1", GAME_ERR_NOT_PROPOSED, "not one of the proposed");
    play(g, "choose c1");
    assert_false(game_swap_offered(g));
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap is offered");
    play(g, "g8 a15");
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "opening is over");
    free(g);
}

static void test_opening_soosorv_symmetric_proposals_refused(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_SOOSORV8);
    /* Black h8 h10, White h9 h7: mirror symmetric about the h column. */
    play(g, "h8 h9 h10 h7 declare 2");
    refused(g, "propose g8 i8", GAME_ERR_SYMMETRIC, "i8 is symmetric to g8");
    play(g, "propose g8 i7");
    free(g);
}

/* ---- Swap2 --------------------------------------------------------------------------- */

static void test_opening_swap2_stay_white(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_SWAP2);
    /* The first player puts black, white, black anywhere. */
    assert_int_equal(game_zone_size(g), 0);
    play(g, "a1 o15");
    assert_turn(g, 0, STONE_BLACK);
    play(g, "c3");
    assert_int_equal(g->phase, PHASE_SWAP_OR_MOVE);
    assert_true(game_action_offered(g, ACTION_TWO_MORE));
    assert_turn(g, 1, STONE_BLACK);
    refused(g, "keep", GAME_ERR_NOT_OFFERED, "after Swap2's two-more only");
    /* Option 1: stone 4 as White; then ordinary play. */
    play(g, "d4");
    assert_turn(g, 0, STONE_BLACK);
    assert_false(game_in_opening(g));
    refused(g, "two-more", GAME_ERR_NOT_OFFERED, "after stone 3 only");
    /* The first player's clock ran for all three stones: one turn. */
    int8_t actors[] = {0, 0, 0, 1};
    assert_memory_equal(g->actor, actors, sizeof actors);
    free(g);
}

static void test_opening_swap2_swap_to_black(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_SWAP2);
    play(g, "a1 o15 c3 swap");
    /* The first player now holds White and plays stone 4. */
    assert_turn(g, 0, STONE_WHITE);
    refused(g, "two-more", GAME_ERR_NOT_OFFERED, "after stone 3 only");
    play(g, "d4");
    assert_turn(g, 1, STONE_WHITE);
    free(g);
}

static void test_opening_swap2_two_more_then_choice(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_SWAP2);
    play(g, "a1 o15 c3 two-more");
    /* The second player places stones 4 (white) and 5 (black). */
    assert_turn(g, 1, STONE_BLACK);
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "no swap is offered");
    play(g, "d4");
    assert_turn(g, 1, STONE_BLACK);
    play(g, "e5");
    /* The first player picks the colour. */
    assert_int_equal(g->phase, PHASE_SWAP_OR_KEEP);
    assert_turn(g, 0, STONE_BLACK);
    refused(g, "f6", GAME_ERR_DECIDE_FIRST, "swap or keep");
    play(g, "keep");
    assert_turn(g, 1, STONE_BLACK);
    play(g, "f6");
    assert_turn(g, 0, STONE_BLACK);
    /* Or takes White and plays stone 6. */
    game_undo(g);
    game_undo(g);
    play(g, "swap");
    assert_turn(g, 0, STONE_WHITE);
    play(g, "f6");
    assert_turn(g, 1, STONE_WHITE);
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "opening is over");
    free(g);
}

/* ---- The free opening -------------------------------------------------------------- */

static void test_opening_free_unchanged(void **state)
{
    (void)state;
    Game *g = new_game(OPENING_FREE);
    refused(g, "i9", GAME_ERR_CENTRE_FIRST, "the first stone goes on the centre, h8");
    refused(g, "pass", GAME_ERR_CENTRE_FIRST, "no pass before it");
    refused(g, "swap", GAME_ERR_NOT_OFFERED, "the free opening has no swaps");
    play(g, "h8");
    assert_int_equal(game_zone_size(g), 0);
    assert_false(game_in_opening(g));
    refused(g, "option-a", GAME_ERR_NOT_OFFERED, "has no branches");
    play(g, "a1 pass o15");
    assert_turn(g, 0, STONE_BLACK);
    free(g);
}

static void test_opening_action_words_round_trip(void **state)
{
    (void)state;
    static const char *const TEXTS[] = {
        "h8",        "pass",         "swap",     "option-a", "option-b",
        "choose a1", "declare 8",    "two-more", "keep",     "propose a1 b2 o15",
        "resign",    "resign white", "draw"};
    for (size_t i = 0; i < sizeof TEXTS / sizeof TEXTS[0]; i++) {
        char buf[512];
        char *words[MAX_WORDS];
        int n = split_words(TEXTS[i], buf, sizeof buf, words);
        Action a;
        GameError err;
        assert_int_equal(game_action_read(words, n, BOARD_STANDARD, &a, &err), n);
        char out[200];
        game_action_format(&a, out, sizeof out);
        assert_string_equal(out, TEXTS[i]);
    }
    char buf[512];
    char *words[MAX_WORDS];
    int n = split_words("propose a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11", buf, sizeof buf, words);
    Action a;
    GameError err;
    assert_int_equal(game_action_read(words, n, BOARD_STANDARD, &a, &err), 0);
    assert_string_equal(err.msg, "propose: at most 10 points");
    n = split_words("declare x", buf, sizeof buf, words);
    assert_int_equal(game_action_read(words, n, BOARD_STANDARD, &a, &err), 0);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_opening_taraguchi_stone1_on_centre),
        cmocka_unit_test(test_opening_centre_square_corners),
        cmocka_unit_test(test_opening_taraguchi_stone2_zone_3x3),
        cmocka_unit_test(test_opening_taraguchi_stone3_zone_5x5),
        cmocka_unit_test(test_opening_taraguchi_stone4_zone_7x7),
        cmocka_unit_test(test_opening_taraguchi_stone5_zone_9x9_in_branch_a),
        cmocka_unit_test(test_opening_taraguchi_swap_before_stones_2_3_4),
        cmocka_unit_test(test_opening_taraguchi_no_swap_without_using_it),
        cmocka_unit_test(test_opening_taraguchi_branch_a_swaps),
        cmocka_unit_test(test_opening_taraguchi_option_refused_off_its_point),
        cmocka_unit_test(test_opening_taraguchi_position_symmetries),
        cmocka_unit_test(test_opening_taraguchi_proposals_refused),
        cmocka_unit_test(test_opening_taraguchi_offcentre_symmetry_allowed),
        cmocka_unit_test(test_opening_taraguchi_proposal_checks_each_click),
        cmocka_unit_test(test_opening_taraguchi_forbidden_proposal_refused),
        cmocka_unit_test(test_opening_taraguchi_branch_b_pick),
        cmocka_unit_test(test_opening_legal_actions_at_each_step),
        cmocka_unit_test(test_opening_undo_redo_taraguchi_branch_a),
        cmocka_unit_test(test_opening_undo_redo_taraguchi_branch_b),
        cmocka_unit_test(test_opening_undo_redo_soosorv_and_swap2),
        cmocka_unit_test(test_opening_random_walks_replay_exactly),
        cmocka_unit_test(test_opening_soosorv_first_player_places_three),
        cmocka_unit_test(test_opening_soosorv_declare_swap_propose_pick),
        cmocka_unit_test(test_opening_soosorv_symmetric_proposals_refused),
        cmocka_unit_test(test_opening_swap2_stay_white),
        cmocka_unit_test(test_opening_swap2_swap_to_black),
        cmocka_unit_test(test_opening_swap2_two_more_then_choice),
        cmocka_unit_test(test_opening_free_unchanged),
        cmocka_unit_test(test_opening_action_words_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
