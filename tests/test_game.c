/* Renju - MIT licence, see LICENSE.
 *
 * The game state machine under the free opening: the centre start, turns, refused
 * fouls, wins, draws (passes, no five possible, agreement), resignation, undo and redo.
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

static Game *new_game(RuleId rule)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(rule), OPENING_FREE);
    return g;
}

/* Plays space-separated moves ("h8 i9 pass"), each of which must be legal. */
static void play_all(Game *g, const char *moves)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        GameError err;
        Pos p = strcmp(tok, "pass") == 0 ? POS_PASS : support_point(tok);
        if (!game_play(g, p, &err)) {
            fail_msg("move %s refused: %s", tok, err.msg);
        }
    }
}

/* Requires move to be refused with the reason kind, the game unchanged; returns the
 * refusal for its fields. */
static GameError assert_refused(Game *g, const char *move, GameErrorKind kind)
{
    GameError err;
    Pos p = strcmp(move, "pass") == 0 ? POS_PASS : support_point(move);
    int before = g->nactions;
    assert_false(game_play(g, p, &err));
    assert_int_equal(g->nactions, before);
    if (err.kind != kind) {
        fail_msg("refusal of %s has kind %d ('%s'), expected %d", move, err.kind, err.msg, kind);
    }
    assert_true(err.msg[0] != '\0'); /* and an English sentence for renju-cli */
    return err;
}

static void assert_result(const Game *g, const char *want)
{
    char text[200];
    game_result_text(g, text, sizeof text);
    assert_string_equal(text, want);
}

static void test_game_first_stone_on_centre(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    assert_int_equal(assert_refused(g, "a1", GAME_ERR_CENTRE_FIRST).pos, support_point("h8"));
    /* No pass before it either, for the same reason (the window says it, not "not possible"). */
    GameError pass = assert_refused(g, "pass", GAME_ERR_CENTRE_FIRST);
    assert_int_equal(pass.action, ACTION_PASS);
    assert_int_equal(pass.pos, support_point("h8"));
    assert_false(game_action_offered(g, ACTION_PASS)); /* the Pass button is greyed */
    play_all(g, "h8");
    assert_int_equal(game_to_move(g), STONE_WHITE);
    assert_int_equal(assert_refused(g, "h8", GAME_ERR_OCCUPIED).pos, support_point("h8"));
    free(g);
}

static void test_game_black_foul_refused(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    /* Black g9 h9 (row) and i10 i11 (column): i9 is a double-three for Black. */
    play_all(g, "h8 a1 g9 a3 h9 a5 i10 a7 i11 a9");
    GameError err = assert_refused(g, "i9", GAME_ERR_FORBIDDEN);
    assert_int_equal(err.pos, support_point("i9"));
    assert_int_equal(err.colour, STONE_BLACK);
    assert_int_equal(err.verdict, VERDICT_DOUBLE_THREE);
    GameError asked;
    assert_false(game_move_is_legal(g, support_point("i9"), &asked));
    assert_int_equal(asked.kind, err.kind); /* the same answer either way */
    assert_int_equal(asked.pos, err.pos);
    assert_int_equal(asked.verdict, err.verdict);
    assert_string_equal(asked.msg, err.msg);
    /* Black plays elsewhere; White may take the same point. */
    play_all(g, "o15 i9");
    assert_int_equal(board_at(&g->board, support_point("i9")), STONE_WHITE);
    free(g);
}

static void test_game_black_exact_five_wins(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 a1 h9 a3 h10 a5 h11 a7 h12");
    assert_int_equal(g->result, RESULT_BLACK_WINS);
    assert_result(g, "black wins (five: h8 h9 h10 h11 h12)");
    assert_refused(g, "b2", GAME_ERR_OVER);
    free(g);
}

static void test_game_white_overline_wins(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 a1 o15 a2 o13 a3 o11 a4 o9 a6 n15 a5");
    assert_int_equal(g->result, RESULT_WHITE_WINS);
    /* Every stone of the six, not five of them. */
    assert_result(g, "white wins (overline: a1 a2 a3 a4 a5 a6)");
    free(g);
}

static void test_game_black_overline_is_a_foul(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 a1 e8 a3 f8 a5 g8 a7 j8 a9");
    assert_int_equal(assert_refused(g, "i8", GAME_ERR_FORBIDDEN).verdict, VERDICT_OVERLINE);
    free(g);
}

static void test_game_two_passes_draw(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 pass i9 pass i10");
    assert_int_equal(g->result, RESULT_NONE);
    play_all(g, "pass");
    assert_int_equal(g->result, RESULT_NONE);
    play_all(g, "pass");
    assert_int_equal(g->result, RESULT_DRAW);
    assert_result(g, "draw (two passes)");
    free(g);
}

static void test_game_gomoku_six_wins_for_black(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKU);
    play_all(g, "h8 a1 e8 a3 f8 a5 g8 a7 j8 a9 i8");
    assert_int_equal(g->result, RESULT_BLACK_WINS);
    free(g);
    g = new_game(RULE_GOMOKU_EXACT);
    play_all(g, "h8 a1 e8 a3 f8 a5 g8 a7 j8 a9 i8");
    assert_int_equal(g->result, RESULT_NONE);
    free(g);
}

static void test_game_resign_and_agreed_draw(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 i9");
    Action a = {.kind = ACTION_RESIGN};
    assert_true(game_apply(g, &a, NULL));
    assert_result(g, "white wins (black resigned)");
    assert_true(game_undo(g));
    a.colour = STONE_WHITE;
    assert_true(game_apply(g, &a, NULL));
    assert_result(g, "black wins (white resigned)");
    assert_true(game_undo(g));
    Action d = {.kind = ACTION_DRAW};
    assert_true(game_apply(g, &d, NULL));
    assert_result(g, "draw (agreed)");
    free(g);
}

static void test_game_undo_redo(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 i9 h9 i10 h10 i11 h11 i12 h12");
    assert_int_equal(g->result, RESULT_BLACK_WINS);
    uint64_t final_hash = g->board.hash;
    assert_true(game_undo(g));
    assert_int_equal(g->result, RESULT_NONE);
    assert_int_equal(game_to_move(g), STONE_BLACK);
    assert_true(game_undo(g));
    assert_true(game_undo(g));
    assert_int_equal(g->nredo, 3);
    assert_true(game_redo(g));
    assert_true(game_redo(g));
    assert_true(game_redo(g));
    assert_false(game_redo(g));
    assert_int_equal(g->board.hash, final_hash);
    assert_int_equal(g->result, RESULT_BLACK_WINS);
    /* A new move clears the redo list; replaying the undone move keeps it. */
    assert_true(game_undo(g));
    assert_true(game_undo(g));
    play_all(g, "i12");
    assert_int_equal(g->nredo, 1);
    play_all(g, "a1");
    assert_int_equal(g->nredo, 0);
    while (game_undo(g)) {
    }
    assert_int_equal(g->nactions, 0);
    assert_int_equal(board_stone_count(&g->board), 0);
    free(g);
}

/* Neither side can make a five: a board whose every five-window holds both colours. */
static void test_game_no_five_possible_is_a_draw(void **state)
{
    (void)state;
    Board b;
    board_init(&b, 15, false);
    for (int x = 0; x < 15; x++) {
        for (int y = 0; y < 15; y++) {
            if (!(x == 7 && y == 7) && !(x == 0 && y == 0)) {
                board_set(&b, pos_from_xy(x, y), (x + 2 * y) % 4 < 2 ? STONE_BLACK : STONE_WHITE);
            }
        }
    }
    const RuleSet *rs = rules_get(RULE_RENJU);
    assert_false(rules_can_make_five(rs, &b, STONE_BLACK));
    assert_false(rules_can_make_five(rs, &b, STONE_WHITE));
    /* Opening one line: a row of five empty cells lets both hope again. */
    for (int x = 3; x < 8; x++) {
        board_set(&b, pos_from_xy(x, 5), STONE_EMPTY);
    }
    assert_true(rules_can_make_five(rs, &b, STONE_WHITE));
    /* For Black, a gap whose every five would be an overline is no way to five:
     * row 6 is  O X . . . . X O  and everything else is White. */
    Board row;
    board_init(&row, 15, false);
    for (int x = 0; x < 15; x++) {
        for (int y = 0; y < 15; y++) {
            Stone s = STONE_WHITE;
            if (y == 5 && (x == 2 || x == 7)) {
                s = STONE_BLACK;
            } else if (y == 5 && x >= 3 && x <= 6) {
                s = STONE_EMPTY;
            }
            board_set(&row, pos_from_xy(x, y), s);
        }
    }
    assert_false(rules_can_make_five(rs, &row, STONE_BLACK));
    assert_true(rules_can_make_five(rules_get(RULE_GOMOKU), &row, STONE_BLACK));
    board_set(&row, pos_from_xy(7, 5), STONE_WHITE);
    assert_true(rules_can_make_five(rs, &row, STONE_BLACK));
}

static void test_game_loss_on_time(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 i9");
    Action a = {.kind = ACTION_TIMEOUT};
    assert_true(game_apply(g, &a, NULL)); /* the player to act, Black, ran out */
    assert_result(g, "white wins (black lost on time)");
    assert_int_equal(g->reason, REASON_TIME);
    assert_false(game_play(g, support_point("j10"), NULL));
    assert_true(game_undo(g));
    a.colour = STONE_WHITE;
    assert_true(game_apply(g, &a, NULL));
    assert_result(g, "black wins (white lost on time)");
    assert_true(game_undo(g));
    a.colour = STONE_WALL;
    assert_false(game_apply(g, &a, NULL));
    char buf[40];
    a.colour = STONE_WHITE;
    game_action_format(&a, buf, sizeof buf);
    assert_string_equal(buf, "timeout white");
    char w0[] = "timeout", w1[] = "black";
    char *words[] = {w0, w1};
    Action r;
    assert_int_equal(game_action_read(words, 2, 15, &r, NULL), 2);
    assert_int_equal(r.kind, ACTION_TIMEOUT);
    assert_int_equal(r.colour, STONE_BLACK);
    assert_int_equal(game_action_read(words, 1, 15, &r, NULL), 1);
    assert_int_equal(r.colour, 0);
    free(g);
}

/* The player who made each action (whose clock ran) is kept, also through undo. */
static void test_game_actors_follow_the_turns(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU);
    play_all(g, "h8 i9 h9 pass");
    assert_true(game_undo(g));
    play_all(g, "h10");
    int8_t want[] = {0, 1, 0, 1};
    assert_int_equal(g->nactions, 4);
    assert_memory_equal(g->actor, want, sizeof want);
    free(g);
}

static void test_game_action_text(void **state)
{
    (void)state;
    char buf[120];
    Action a = {.kind = ACTION_MOVE, .pos = pos_from_xy(7, 7)};
    game_action_format(&a, buf, sizeof buf);
    assert_string_equal(buf, "h8");
    a.kind = ACTION_PASS;
    game_action_format(&a, buf, sizeof buf);
    assert_string_equal(buf, "pass");
    a.kind = ACTION_PROPOSE;
    a.nproposals = 2;
    a.proposals[0] = pos_from_xy(0, 0);
    a.proposals[1] = pos_from_xy(14, 14);
    game_action_format(&a, buf, sizeof buf);
    assert_string_equal(buf, "propose a1 o15");
    assert_int_equal(game_opening_find("taraguchi10"), OPENING_TARAGUCHI10);
    assert_int_equal(game_opening_find("nonsense"), OPENING_COUNT);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_game_first_stone_on_centre),
        cmocka_unit_test(test_game_black_foul_refused),
        cmocka_unit_test(test_game_black_exact_five_wins),
        cmocka_unit_test(test_game_white_overline_wins),
        cmocka_unit_test(test_game_black_overline_is_a_foul),
        cmocka_unit_test(test_game_two_passes_draw),
        cmocka_unit_test(test_game_gomoku_six_wins_for_black),
        cmocka_unit_test(test_game_resign_and_agreed_draw),
        cmocka_unit_test(test_game_undo_redo),
        cmocka_unit_test(test_game_no_five_possible_is_a_draw),
        cmocka_unit_test(test_game_action_text),
        cmocka_unit_test(test_game_loss_on_time),
        cmocka_unit_test(test_game_actors_follow_the_turns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
