/* Renju - MIT licence, see LICENSE.
 *
 * Turning a whole game (symmetry.h): quarter and half turns and mirror images rewrite
 * every stone, pick and proposal in board notation; four quarter turns, or a mirror
 * twice, give back the exact game (times, redo list, result); variations in a review
 * tree turn with it and stay legal; Pente's captures and the opening rules' zones and
 * proposals come through; an even board, which has no centre, is refused; the points a
 * comment names turn with the game (whole words only, in any script).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "symmetry.h"
#include "test_files.h"
#include "test_support.h"

#define MAX_WORDS 64

/* Applies each action word of script ("h8 swap i9 option-b propose ... choose g8"). */
static void play(Game *g, const char *script)
{
    char buf[512];
    char *words[MAX_WORDS];
    snprintf(buf, sizeof buf, "%s", script);
    int n = 0;
    for (char *w = strtok(buf, " "); w && n < MAX_WORDS; w = strtok(NULL, " ")) {
        words[n++] = w;
    }
    for (int i = 0; i < n;) {
        Action a;
        GameError err;
        int used = game_action_read(words + i, n - i, g->board.size, &a, &err);
        if (used == 0 || !game_apply(g, &a, &err)) {
            fail_msg("'%s' in '%s': %s", words[i], script, err.msg);
        }
        i += used;
    }
}

static Game *new_game(RuleId rule, OpeningId opening, const char *script)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_init(g, rules_get(rule), opening);
    play(g, script);
    return g;
}

/* The game's actions as words: "h8 i7 j6". */
static void actions_text(const Action *a, int n, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char word[128];
        game_action_format(&a[i], word, sizeof word);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", word);
    }
}

static void assert_actions(const Game *g, const char *expected)
{
    char buf[2048];
    actions_text(g->actions, g->nactions, buf, sizeof buf);
    assert_string_equal(buf, expected);
}

static void turn(Game *g, BoardTurn t)
{
    GameError err;
    if (!symmetry_game(g, t, &err)) {
        fail_msg("turn %d refused: %s", (int)t, err.msg);
    }
}

static const char *name(Pos p)
{
    static char buf[8];
    board_format_point(p, buf, sizeof buf);
    return buf;
}

static void test_symmetry_points_of_each_turn(void **state)
{
    (void)state;
    /* Where a1 goes under each turn of a 15x15 board. */
    static const char *const A1[TURN_COUNT] = {"a1", "o1", "a15", "o15", "a1", "o1", "a15", "o15"};
    static const char *const B3[TURN_COUNT] = {"b3", "n3", "b13", "n13", "c2", "m2", "c14", "m14"};
    for (int t = 0; t < TURN_COUNT; t++) {
        assert_string_equal(name(symmetry_point(15, (BoardTurn)t, support_point("a1"))), A1[t]);
        assert_string_equal(name(symmetry_point(15, (BoardTurn)t, support_point("b3"))), B3[t]);
        assert_int_equal(symmetry_point(15, (BoardTurn)t, POS_PASS), POS_PASS);
        assert_int_equal(symmetry_point(15, (BoardTurn)t, POS_NONE), POS_NONE);
        BoardTurn back = symmetry_inverse((BoardTurn)t);
        assert_int_equal(symmetry_compose((BoardTurn)t, back), TURN_NONE);
    }
    /* Two quarter turns clockwise are a half turn; a mirror and a half turn the other. */
    assert_int_equal(symmetry_compose(TURN_CLOCKWISE, TURN_CLOCKWISE), TURN_HALF);
    assert_int_equal(symmetry_compose(TURN_MIRROR_LR, TURN_HALF), TURN_MIRROR_UD);
    /* A 19x19 board turns about its own centre, j10. */
    assert_string_equal(name(symmetry_point(19, TURN_CLOCKWISE, support_point("a1"))), "a19");
    assert_string_equal(name(symmetry_point(19, TURN_HALF, support_point("j10"))), "j10");
}

static void test_symmetry_quarter_turn_in_notation(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU, OPENING_FREE, "h8 i9 j10");
    turn(g, TURN_CLOCKWISE);
    assert_actions(g, "h8 i7 j6");
    assert_int_equal(board_at(&g->board, support_point("j6")), STONE_BLACK);
    assert_int_equal(board_at(&g->board, support_point("j10")), STONE_EMPTY);
    turn(g, TURN_ANTICLOCKWISE);
    assert_actions(g, "h8 i9 j10");
    turn(g, TURN_ANTICLOCKWISE);
    assert_actions(g, "h8 g9 f10");
    turn(g, TURN_MIRROR_LR);
    assert_actions(g, "h8 i9 j10");
    turn(g, TURN_MIRROR_UD);
    assert_actions(g, "h8 i7 j6");
    free(g);
}

/* Four quarter turns, or any mirror twice, give back the exact game: its actions with
 * their times, the redo list, the result and its five. */
static void test_symmetry_turns_give_back_the_game(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU, OPENING_FREE,
                       "h8 h9 i9 g7 j10 k11 i10 i11 g10 h10 j8 k7 j9 j11 j7 j6 f11 a1 g11 e11");
    for (int i = 0; i < g->nactions; i++) {
        g->actions[i].time_ms = 1000 + 37 * i;
    }
    play(g, "f9 pass a15"); /* two actions to undo, for the redo list */
    assert_true(game_undo(g));
    assert_true(game_undo(g));
    assert_int_equal(g->nredo, 2);
    Game *orig = malloc(sizeof *orig);
    assert_non_null(orig);
    memcpy(orig, g, sizeof *g);
    for (int k = 0; k < 4; k++) {
        turn(g, TURN_CLOCKWISE);
        if (k < 3) {
            assert_memory_not_equal(g->actions, orig->actions, sizeof g->actions[0] * 4);
        }
    }
    assert_memory_equal(g->actions, orig->actions, sizeof g->actions[0] * (size_t)g->nactions);
    assert_int_equal(g->nredo, orig->nredo);
    assert_memory_equal(g->redo, orig->redo, sizeof g->redo[0] * (size_t)g->nredo);
    assert_true(g->board.hash == orig->board.hash);
    for (int t = TURN_MIRROR_LR; t < TURN_COUNT; t++) {
        if (t == TURN_CLOCKWISE || t == TURN_ANTICLOCKWISE) {
            continue;
        }
        turn(g, (BoardTurn)t);
        assert_true(g->board.hash != orig->board.hash);
        turn(g, (BoardTurn)t);
        assert_memory_equal(g->actions, orig->actions, sizeof g->actions[0] * (size_t)g->nactions);
        assert_memory_equal(g->redo, orig->redo, sizeof g->redo[0] * (size_t)g->nredo);
    }
    /* The redo list turned too: redo plays the turned moves. */
    turn(g, TURN_HALF);
    assert_true(game_redo(g));
    assert_true(game_redo(g));
    assert_actions(g, "h8 h7 g7 i9 f6 e5 g6 g5 i6 h6 f8 e9 f7 f5 f9 f10 j5 o15 i5 k5 j7 pass o1");
    free(orig);
    free(g);
}

static void test_symmetry_keeps_the_result(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU, OPENING_FREE, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
    assert_int_equal(g->result, RESULT_BLACK_WINS);
    turn(g, TURN_DIAGONAL);
    assert_actions(g, "h8 a1 h9 b1 h10 c1 h11 d1 h12");
    assert_int_equal(g->result, RESULT_BLACK_WINS);
    assert_int_equal(g->reason, REASON_FIVE);
    assert_int_equal(g->nfive, 5);
    for (int i = 0; i < g->nfive; i++) {
        assert_int_equal(pos_x(g->five[i]), pos_x(support_point("h8")));
    }
    free(g);
}

/* Taraguchi-10's proposals and White's pick turn with the stones; the zones hold. */
static void test_symmetry_turns_the_opening_proposals(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU, OPENING_TARAGUCHI10,
                       "h8 h9 h10 h7 option-b propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1 choose a1");
    turn(g, TURN_CLOCKWISE);
    assert_actions(g,
                   "h8 i8 j8 g8 option-b propose a8 b8 c8 h9 a15 a14 a13 a12 a11 a10 choose a15");
    assert_int_equal(g->nproposals, 10);
    assert_int_equal(g->proposals[3], support_point("h9"));
    assert_int_equal(board_at(&g->board, support_point("a15")), STONE_BLACK);
    /* Swap2 and Soosorv-8 too: their zones are central squares. */
    Game *s = new_game(RULE_RENJU, OPENING_SWAP2, "h8 i9 g10 two-more j9 f8 swap k12");
    turn(s, TURN_MIRROR_UD);
    assert_actions(s, "h8 i7 g6 two-more j7 f8 swap k4");
    free(s);
    Game *o = new_game(RULE_RENJU, OPENING_SOOSORV8, "h8 i9 j10 g11 declare 2 propose a1 o15");
    turn(o, TURN_ANTICLOCKWISE);
    assert_actions(o, "h8 g9 f10 e7 declare 2 propose o1 a15");
    free(o);
    free(g);
}

/* Pente's captures come through the turn: the same pairs leave the board. */
static void test_symmetry_pente_captures(void **state)
{
    (void)state;
    Game *g = new_game(RULE_PENTE, OPENING_FREE, "h8 i8 a1 j8 k8");
    assert_int_equal(g->board.captures[STONE_BLACK], 1);
    turn(g, TURN_ANTICLOCKWISE);
    assert_actions(g, "h8 h9 o1 h10 h11");
    assert_int_equal(g->board.captures[STONE_BLACK], 1);
    assert_int_equal(board_at(&g->board, support_point("h9")), STONE_EMPTY);
    assert_int_equal(board_at(&g->board, support_point("h10")), STONE_EMPTY);
    free(g);
}

/* A review's variations turn with the game and every line stays legal. */
static void test_symmetry_turns_every_variation(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU, OPENING_FREE, "h8 i9 j10 g7");
    Review *r = review_new();
    assert_non_null(r);
    review_init(r, g);
    review_home(r);
    assert_true(review_forward(r));
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = support_point("h9");
    assert_true(review_play(r, &a, NULL)); /* h8 h9: another line */
    a.pos = support_point("i10");
    assert_true(review_play(r, &a, NULL));
    int current = r->current;
    symmetry_review(r, TURN_MIRROR_LR);
    assert_int_equal(r->current, current);
    Game *shown = malloc(sizeof *shown);
    assert_non_null(shown);
    assert_true(review_position(r, shown));
    assert_actions(shown, "h8 h9 g10");
    review_goto(r, 4); /* the main line's end */
    assert_true(review_position(r, shown));
    assert_actions(shown, "h8 g9 f10 i7");
    for (int k = 0; k < r->count; k++) { /* every node replays under the rules */
        assert_true(review_goto(r, k));
        assert_true(review_position(r, shown));
    }
    free(shown);
    review_free(r);
    free(g);
}

/* Nothing turns about an even board's missing centre: refused, the game kept. */
static void test_symmetry_even_board_refused(void **state)
{
    (void)state;
    assert_false(symmetry_board_ok(20));
    assert_true(symmetry_board_ok(15));
    assert_true(symmetry_board_ok(19));
    Game *g = new_game(RULE_RENJU, OPENING_FREE, "h8 i9");
    g->board.size = 20; /* as a 20x20 game would be */
    GameError err;
    assert_false(symmetry_game(g, TURN_CLOCKWISE, &err));
    assert_non_null(strstr(err.msg, "no centre point"));
    assert_actions(g, "h8 i9");
    free(g);
}

/* The comment text turned (symmetry_text) on a board of size. */
static void assert_turned_text(int size, BoardTurn t, const char *text, const char *want)
{
    char out[512];
    size_t n = symmetry_text(size, t, text, out, sizeof out);
    assert_string_equal(out, want);
    assert_int_equal(n, strlen(want));
}

/* The points a comment names turn with the game: whole words only, case kept, in English
 * and in Cyrillic text; words that only look like points stay. Mirrored left to right,
 * j10 is f10, h8 stays, a1 is o1, o15 is a15. */
static void test_symmetry_comment_points_turn(void **state)
{
    (void)state;
    assert_turned_text(15, TURN_MIRROR_LR, "j10 wins", "f10 wins");
    assert_turned_text(15, TURN_MIRROR_LR, "h8, (j10) J10. a1;o15!", "h8, (f10) F10. o1;a15!");
    assert_turned_text(15, TURN_MIRROR_LR, "ab12 h80 j10x xj10 j10_ 2j10 j016 p1 j16 j0 j",
                       "ab12 h80 j10x xj10 j10_ 2j10 j016 p1 j16 j0 j");
    assert_turned_text(15, TURN_MIRROR_LR, "Ход j10 выигрывает, а не «a1»—o15.",
                       "Ход f10 выигрывает, а не «o1»—a15.");
    assert_turned_text(15, TURN_MIRROR_LR, "пунктj10 j10ы j10…", "пунктj10 j10ы f10…");
    /* a quarter turn clockwise: a1 to a15, j10 to j6; the text grows by a byte */
    assert_turned_text(15, TURN_CLOCKWISE, "a1-j10", "a15-j6");
    /* another board's range: s19 is a point of 19x19, not of 15x15 */
    assert_turned_text(19, TURN_MIRROR_LR, "s19 a1 t1", "a19 s1 t1");
    assert_turned_text(15, TURN_MIRROR_LR, "s19", "s19");
    /* cut to cap, still counting the whole */
    char small[4];
    assert_int_equal(symmetry_text(15, TURN_MIRROR_LR, "a1 a1", small, sizeof small), 5);
    assert_string_equal(small, "o1 ");
}

/* A review's comments turn with it (symmetry_review): a quarter turn four times gives
 * them back; a comment that grows past REVIEW_NOTE_CHARS is cut and counted. */
static void test_symmetry_review_turns_comments(void **state)
{
    (void)state;
    Game *g = new_game(RULE_RENJU, OPENING_FREE, "h8 i9 j10");
    Review *r = review_new();
    assert_non_null(r);
    review_init(r, g);
    const char *said = "i9? j10 was better; Black wins at k11";
    assert_int_equal(review_set_note(r, 2, said, strlen(said)), REVIEW_NOTE_OK);
    assert_int_equal(review_set_note(r, 0, "game: h8 first", 14), REVIEW_NOTE_OK);
    assert_int_equal(symmetry_review(r, TURN_CLOCKWISE), 0);
    assert_string_equal(r->nodes[2].note, "i7? j6 was better; Black wins at k5");
    assert_string_equal(r->nodes[0].note, "game: h8 first");
    for (int k = 0; k < 3; k++) {
        assert_int_equal(symmetry_review(r, TURN_CLOCKWISE), 0);
    }
    assert_string_equal(r->nodes[2].note, said);
    /* "a1" MAX / 3 times, MAX - 2 characters, turned half: as many "o15", a third longer, cut
     * between words (the blank at the cut is not kept) */
    enum { MAX = REVIEW_NOTE_CHARS };
    char *big = malloc(MAX + 1);
    assert_non_null(big);
    size_t n = 0;
    for (int k = 0; k < (MAX - 2) / 3; k++) {
        memcpy(big + n, "a1 ", 3);
        n += 3;
    }
    memcpy(big + n, "a1", 2);
    n += 2;
    assert_int_equal(review_set_note(r, 1, big, n), REVIEW_NOTE_OK);
    assert_int_equal(symmetry_review(r, TURN_HALF), 1);
    assert_int_equal(strlen(r->nodes[1].note), MAX - 1);
    free(big);
    assert_memory_equal(r->nodes[1].note, "o15 o15 ", 8);
    review_free(r);
    free(g);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_symmetry_points_of_each_turn),
        cmocka_unit_test(test_symmetry_quarter_turn_in_notation),
        cmocka_unit_test(test_symmetry_turns_give_back_the_game),
        cmocka_unit_test(test_symmetry_keeps_the_result),
        cmocka_unit_test(test_symmetry_turns_the_opening_proposals),
        cmocka_unit_test(test_symmetry_pente_captures),
        cmocka_unit_test(test_symmetry_turns_every_variation),
        cmocka_unit_test(test_symmetry_comment_points_turn),
        cmocka_unit_test(test_symmetry_review_turns_comments),
        cmocka_unit_test(test_symmetry_even_board_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
