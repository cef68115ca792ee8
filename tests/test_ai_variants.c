/* Renju - MIT licence, see LICENSE.
 *
 * The AI in the variants: in Pente it takes the pair that wins, stops the opponent's
 * winning capture and does not offer a pair for nothing; in gomokunarabe it never plays a
 * double-three, for either colour, and passes without stones; in old renju it plays
 * legally on 19x19 and wins in one on the edges.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai.h"
#include "game.h"
#include "rules.h"
#include "test_support.h"

static void assert_point(Pos got, const char *want)
{
    char name[8];
    board_format_point(got, name, sizeof name);
    assert_string_equal(name, want);
}

/* The points listed ("a1 b2") on a board of b->size, into out; returns how many. */
static int points(const Board *b, const char *list, Pos *out, int cap)
{
    int count = 0;
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, " ");
        if (n > 0) {
            assert_true(count < cap);
            assert_true(board_parse_point(p, n, b->size, &out[count++]));
        }
        p += n + (p[n] == ' ');
    }
    return count;
}

/* Puts stones of colour s on the points listed. */
static void put(Board *b, const char *list, Stone s)
{
    Pos pts[16];
    int n = points(b, list, pts, 16);
    for (int i = 0; i < n; i++) {
        board_set(b, pts[i], s);
    }
}

/* The most pairs colour s captures with one stone on b. */
static int capture_threat(const Board *b, Stone s)
{
    int best = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) != STONE_EMPTY) {
                continue;
            }
            Board t = *b;
            t.to_move = s;
            board_play(&t, p);
            int n = t.captures[s] - b->captures[s];
            best = n > best ? n : best;
        }
    }
    return best;
}

/* A Pente board where Black has really captured `black` pairs (on rows 15, 13, ...
 * at the left edge: a and d keep the taker's stones) and White `white` pairs (rows 1,
 * 3, ...), then Black's stones bl and White's wl, side `to_move` to move. */
static void pente_board(Board *b, int black, int white, const char *bl, const char *wl,
                        Stone to_move)
{
    board_init(b, BOARD_STANDARD, true);
    for (int i = 0; i < black || i < white; i++) {
        for (Stone s = STONE_BLACK; s <= STONE_WHITE; s++) {
            int y = s == STONE_BLACK ? 14 - 2 * i : 2 * i; /* never four in a column */
            if (i >= (s == STONE_BLACK ? black : white)) {
                board_pass(b);
                continue;
            }
            /* s . . . with the enemy pair in between: s on a, enemy b c, s plays d. */
            board_set(b, pos_from_xy(0, y), s);
            board_set(b, pos_from_xy(1, y), stone_opponent(s));
            board_set(b, pos_from_xy(2, y), stone_opponent(s));
            assert_true(board_play(b, pos_from_xy(3, y)));
        }
    }
    assert_int_equal(b->captures[STONE_BLACK], black);
    assert_int_equal(b->captures[STONE_WHITE], white);
    put(b, bl, STONE_BLACK);
    put(b, wl, STONE_WHITE);
    if (b->to_move != to_move) {
        board_pass(b);
    }
}

static void test_ai_variants_pente_takes_the_fifth_pair(void **state)
{
    (void)state;
    Board b;
    /* Black holds four pairs; k8 closes the White pair i8 j8 against h8: the fifth pair
     * wins at once (the engine alone, blind to captures, plays a12). */
    pente_board(&b, 4, 0, "h8 g5", "i8 j8 e5 f5 d5", STONE_BLACK);
    AiInfo info = support_search_depth(rules_get(RULE_PENTE), &b, 3);
    assert_point(info.best, "k8");
    assert_true(ai_score_is_win(info.score));
}

static void test_ai_variants_pente_blocks_the_winning_capture(void **state)
{
    (void)state;
    Board b;
    /* White holds four pairs and threatens j8 (g8 W, h8 i8 B): Black must close j8 or
     * lose; its own three e11 f11 g11 tempts elsewhere (the engine alone plays d11). */
    pente_board(&b, 0, 4, "h8 i8 e11 f11 g11", "g8 h11 l4 m5", STONE_BLACK);
    assert_int_equal(capture_threat(&b, STONE_WHITE), 1);
    AiInfo info = support_search_depth(rules_get(RULE_PENTE), &b, 3);
    assert_point(info.best, "j8");
    Board after = b;
    assert_true(board_play(&after, info.best));
    assert_int_equal(capture_threat(&after, STONE_WHITE), 0);
}

static void test_ai_variants_pente_takes_the_capture_win_before_blocking_a_four(void **state)
{
    (void)state;
    Board b;
    /* White e4 f4 g4 h4 threatens a five at d4 or i4 (the engine alone blocks d4), but
     * Black's fifth pair, k8, wins at once. */
    pente_board(&b, 4, 0, "h8 m12", "i8 j8 f4 g4 h4 e6", STONE_BLACK);
    board_set(&b, support_point("e4"), STONE_WHITE);
    AiInfo info = support_search_depth(rules_get(RULE_PENTE), &b, 3);
    assert_point(info.best, "k8");
}

static void test_ai_variants_pente_breaks_an_open_four_by_a_capture(void **state)
{
    (void)state;
    Board b;
    /* White's open four e4 f4 g4 h4 has two five points (d4, i4): no block holds. But
     * g4 g5 is a pair under Black's g6: g3 takes it and the four with it. */
    pente_board(&b, 0, 0, "g6 k10 l11", "e4 f4 g4 h4 g5", STONE_BLACK);
    AiInfo info = support_search_depth(rules_get(RULE_PENTE), &b, 3);
    assert_point(info.best, "g3");
    Board after = b;
    assert_true(board_play(&after, info.best));
    assert_int_equal(after.captures[STONE_BLACK], 1);
    assert_false(rules_makes_five(rules_get(RULE_PENTE), &after, support_point("d4"), STONE_WHITE));
    assert_false(rules_makes_five(rules_get(RULE_PENTE), &after, support_point("i4"), STONE_WHITE));
}

static void test_ai_variants_pente_does_not_offer_a_pair(void **state)
{
    (void)state;
    /* h8 i7 g7 f10 h10 j8 g6, White to move. i9, a good move for the engine alone
     * (gomoku: same fives, no captures), makes the pair i9 j8 between h10 and an empty
     * k7: Black would take it. Pente's AI picks a move that offers nothing. */
    const char *moves = "h8 i7 g7 f10 h10 j8 g6";
    Board b;
    board_init(&b, BOARD_STANDARD, true);
    Pos list[8];
    int n = points(&b, moves, list, 8);
    for (int i = 0; i < n; i++) {
        assert_true(board_play(&b, list[i]));
    }
    AiInfo info = support_search_depth(rules_get(RULE_PENTE), &b, 3);
    char name[8];
    board_format_point(info.best, name, sizeof name);
    assert_string_not_equal(name, "i9");
    Board trap = b;
    assert_true(board_play(&trap, support_point("i9")));
    assert_true(capture_threat(&trap, STONE_BLACK) > 0);
    Board after = b;
    assert_true(board_play(&after, info.best));
    assert_int_equal(capture_threat(&after, STONE_BLACK), 0);
}

static void test_ai_variants_gomokunarabe_white_never_plays_double_three(void **state)
{
    (void)state;
    /* White h8 i8 and j9 j10: j8 makes two open threes. Gomoku allows it, and the
     * engine takes it there; in gomokunarabe it is White's foul too. */
    Board b;
    board_init(&b, BOARD_STANDARD, false);
    put(&b, "h8 i8 j9 j10", STONE_WHITE);
    put(&b, "c3 m3 c13 m13 g12", STONE_BLACK);
    board_pass(&b);
    assert_int_equal(b.to_move, STONE_WHITE);
    const RuleSet *nar = rules_get(RULE_GOMOKUNARABE);
    assert_int_equal(rules_check_move(nar, &b, support_point("j8"), STONE_WHITE),
                     VERDICT_DOUBLE_THREE);
    assert_point(support_search_depth(rules_get(RULE_GOMOKU), &b, 3).best, "j8");
    AiInfo info = support_search_depth(nar, &b, 3);
    assert_true(verdict_is_legal(rules_check_move(nar, &b, info.best, STONE_WHITE)));
}

/* The AI plays both colours for `plies` moves; every one is legal for the game. */
static void self_play(RuleId rule, int plies, int depth)
{
    Game *g = test_malloc(sizeof *g);
    game_init(g, rules_get(rule), OPENING_FREE);
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    for (int i = 0; i < plies && !game_over(g); i++) {
        AiLimits lim = {0,     depth, 0,  AI_LEVEL_MAX, (uint64_t)i + 1, 1, false, AI_SOLVE_NONE,
                        false, false, {0}};
        AiInfo info;
        ai_search(e, g->rules, &g->board, &lim, NULL, NULL, NULL, &info);
        GameError err;
        if (!game_play(g, info.best, &err)) {
            char name[8];
            board_format_point(info.best, name, sizeof name);
            fail_msg("ply %d: %s refused: %s", i + 1, name, err.msg);
        }
    }
    ai_destroy(e);
    test_free(g);
}

static void test_ai_variants_every_move_legal_in_self_play(void **state)
{
    (void)state;
    self_play(RULE_GOMOKUNARABE, 30, 2);
    self_play(RULE_PENTE, 30, 2);
    self_play(RULE_OLD_RENJU, 30, 2);
    self_play(RULE_ANTI_RENJU, 30, 2);
}

static void test_ai_variants_gomokunarabe_passes_without_stones(void **state)
{
    (void)state;
    /* White has placed all 35 stones (Black passed to let it): it can only pass. */
    Board b;
    board_init(&b, BOARD_STANDARD, false);
    int n = 0;
    for (int y = 0; y < 15 && n < 35; y += 2) {
        for (int x = (y / 2) % 2; x < 15 && n < 35; x += 2) {
            board_set(&b, pos_from_xy(x, y), STONE_WHITE);
            n++;
        }
    }
    put(&b, "b2 d2", STONE_BLACK);
    board_pass(&b);
    const RuleSet *nar = rules_get(RULE_GOMOKUNARABE);
    assert_int_equal(rules_stones_left(nar, &b, STONE_WHITE), 0);
    assert_int_equal(support_search_depth(nar, &b, 2).best, POS_PASS);
}

static void test_ai_variants_old_renju_wins_on_the_19x19_edges(void **state)
{
    (void)state;
    const RuleSet *old = rules_get(RULE_OLD_RENJU);
    Board b;
    /* Black s15..s18 down the right edge: s19 or s14 wins. */
    board_init(&b, 19, false);
    put(&b, "s15 s16 s17 s18", STONE_BLACK);
    put(&b, "a1 a3 j10 k11", STONE_WHITE);
    AiInfo info = support_search_depth(old, &b, 2);
    char name[8];
    board_format_point(info.best, name, sizeof name);
    assert_true(strcmp(name, "s19") == 0 || strcmp(name, "s14") == 0);
    assert_true(ai_score_is_win(info.score));
    /* White b19 c19 d19 e19 along the top, a19 taken by Black: f19 wins. */
    board_init(&b, 19, false);
    put(&b, "b19 c19 d19 e19", STONE_WHITE);
    put(&b, "a19 j10 k10 r2 s1", STONE_BLACK);
    board_pass(&b);
    assert_point(support_search_depth(old, &b, 2).best, "f19");
}

static void test_ai_variants_old_renju_black_avoids_double_three_near_the_corner(void **state)
{
    (void)state;
    /* Black n17 o17 and p15 p16: p17 makes two open threes, a foul in old renju (its
     * only one). The engine takes p17 in gomoku; in old renju Black plays elsewhere. */
    const RuleSet *old = rules_get(RULE_OLD_RENJU);
    Board b;
    board_init(&b, 19, false);
    put(&b, "n17 o17 p15 p16", STONE_BLACK);
    put(&b, "a1 c3 e5 b8", STONE_WHITE);
    Pos p17;
    assert_true(board_parse_point("p17", 3, 19, &p17));
    assert_int_equal(rules_check_move(old, &b, p17, STONE_BLACK), VERDICT_DOUBLE_THREE);
    assert_int_equal(support_search_depth(rules_get(RULE_GOMOKU), &b, 3).best, p17);
    AiInfo info = support_search_depth(old, &b, 3);
    assert_true(verdict_is_legal(rules_check_move(old, &b, info.best, STONE_BLACK)));
    assert_int_not_equal(info.best, p17);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ai_variants_pente_takes_the_fifth_pair),
        cmocka_unit_test(test_ai_variants_pente_blocks_the_winning_capture),
        cmocka_unit_test(test_ai_variants_pente_takes_the_capture_win_before_blocking_a_four),
        cmocka_unit_test(test_ai_variants_pente_breaks_an_open_four_by_a_capture),
        cmocka_unit_test(test_ai_variants_pente_does_not_offer_a_pair),
        cmocka_unit_test(test_ai_variants_gomokunarabe_white_never_plays_double_three),
        cmocka_unit_test(test_ai_variants_gomokunarabe_passes_without_stones),
        cmocka_unit_test(test_ai_variants_every_move_legal_in_self_play),
        cmocka_unit_test(test_ai_variants_old_renju_wins_on_the_19x19_edges),
        cmocka_unit_test(test_ai_variants_old_renju_black_avoids_double_three_near_the_corner),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
