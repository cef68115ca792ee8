/* Renju - MIT licence, see LICENSE.
 *
 * The rule-set variants (docs/rules.md "Variants"): for each, its win, its fouls and their
 * absence, captures and the capture win, undo of captures, the stone limit and the
 * draws, in board notation; then one random game per variant and seed that checks the
 * invariants after every move against oracles written independently of rules.c.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "position.h"
#include "rules.h"
#include "test_support.h"

/* ---- Helpers ------------------------------------------------------------------------ */

static Game *new_game(RuleId id)
{
    Game *g = test_malloc(sizeof *g);
    game_init(g, rules_get(id), OPENING_FREE);
    return g;
}

static Pos point(const Game *g, const char *name)
{
    Pos p = POS_NONE;
    if (!board_parse_point(name, strlen(name), g->board.size, &p)) {
        fail_msg("'%s' is not a point of a %dx%d board", name, g->board.size, g->board.size);
    }
    return p;
}

/* Plays a space-separated list of points and "pass"; each must be accepted. */
static void play(Game *g, const char *moves)
{
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *save = NULL, *tok = strtok_r(buf, " ", &save); tok;
         tok = strtok_r(NULL, " ", &save)) {
        Pos p = strcmp(tok, "pass") == 0 ? POS_PASS : point(g, tok);
        GameError err;
        if (!game_play(g, p, &err)) {
            fail_msg("%s refused: %s", tok, err.msg);
        }
    }
}

/* The move is refused, with an error that contains `why`. */
static void refused(Game *g, const char *move, const char *why)
{
    GameError err;
    int before = g->nactions;
    assert_false(game_play(g, point(g, move), &err));
    assert_non_null(strstr(err.msg, why));
    assert_int_equal(g->nactions, before);
}

static void result_is(const Game *g, const char *text)
{
    char buf[160];
    game_result_text(g, buf, sizeof buf);
    assert_string_equal(buf, text);
}

/* A board of the rule set's size with explicit stones ("b=... w=..."). */
static void setup(Board *b, RuleId id, const char *stones)
{
    char err[200];
    if (!position_parse(stones, strlen(stones), rules_get(id)->board_size, b, err, sizeof err)) {
        fail_msg("bad position '%s': %s", stones, err);
    }
}

static RuleVerdict verdict(RuleId id, const char *stones, const char *at, Stone s)
{
    Board b;
    setup(&b, id, stones);
    Pos p = POS_NONE;
    assert_true(board_parse_point(at, strlen(at), b.size, &p));
    return rules_check_move(rules_get(id), &b, p, s);
}

/* A full board with no five for either colour and no capturable pair on any line
 * (XOOX or OXXO): a 2x4 tile, Black where the tile's bit is set. The centre is Black. */
static Stone tile_stone(int x, int y)
{
    return (0x87u >> ((x % 2) * 4 + y % 4)) & 1u ? STONE_BLACK : STONE_WHITE;
}

static void tile_board(Board *b, int size)
{
    board_init(b, size, false);
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            board_set(b, pos_from_xy(x, y), tile_stone(x, y));
        }
    }
}

/* Plays the tile as a game: Black's stones from the centre on, White's in point order,
 * White passing once its stones are used up, until the game ends. */
static void play_tile_game(Game *g)
{
    int size = g->board.size;
    Pos black[BOARD_MAX * BOARD_MAX];
    Pos white[BOARD_MAX * BOARD_MAX];
    int nb = 0;
    int nw = 0;
    black[nb++] = board_centre(&g->board);
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            Pos p = pos_from_xy(x, y);
            if (tile_stone(x, y) == STONE_WHITE) {
                white[nw++] = p;
            } else if (p != black[0]) {
                black[nb++] = p;
            }
        }
    }
    for (int i = 0; !game_over(g) && i < nb; i++) {
        assert_true(game_play(g, black[i], NULL));
        if (!game_over(g)) {
            assert_true(game_play(g, i < nw ? white[i] : POS_PASS, NULL));
        }
    }
}

/* ---- Oracles (independent of rules.c) ---------------------------------------------- */

static bool own_at(const RuleSet *rs, const Board *b, int x, int y, Stone s)
{
    if (!xy_on_board(x, y, b->size)) {
        return false;
    }
    Stone c = board_at(b, pos_from_xy(x, y));
    bool centre = x == b->size / 2 && y == b->size / 2;
    return c == s || (rs->common_centre && centre && c != STONE_EMPTY);
}

/* Does colour s have a winning five anywhere? */
static bool oracle_has_five(const RuleSet *rs, const Board *b, Stone s)
{
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            for (int d = 0; d < DIR_COUNT; d++) {
                int dx = DIR_DX[d];
                int dy = DIR_DY[d];
                if (!own_at(rs, b, x, y, s) || own_at(rs, b, x - dx, y - dy, s)) {
                    continue;
                }
                int run = 0;
                while (own_at(rs, b, x + run * dx, y + run * dy, s)) {
                    run++;
                }
                if (run == 5 || (run > 5 && !rs->exact_five[s])) {
                    return true;
                }
            }
        }
    }
    return false;
}

static int oracle_stones_placed(const Game *g, Stone s)
{
    int n = 0;
    for (int i = 0; i < g->board.ply; i++) {
        n += g->board.history[i].stone == s && g->board.history[i].pos != POS_PASS;
    }
    return n;
}

/* Can s still make a five, the stone limit and the common centre considered (not for
 * Pente, whose captures can reopen any window)? */
/* Can s make a five with left stones more? */
static bool oracle_five_with(const RuleSet *rs, const Game *g, Stone s, int left)
{
    const Board *b = &g->board;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            for (int d = 0; d < DIR_COUNT; d++) {
                int dx = DIR_DX[d];
                int dy = DIR_DY[d];
                int empty = 0;
                int i = 0;
                for (; i < 5; i++) {
                    int cx = x + i * dx;
                    int cy = y + i * dy;
                    if (!xy_on_board(cx, cy, b->size)) {
                        break;
                    }
                    bool free = board_at(b, pos_from_xy(cx, cy)) == STONE_EMPTY;
                    if (!free && !own_at(rs, b, cx, cy, s)) {
                        break;
                    }
                    empty += free;
                }
                bool longer = own_at(rs, b, x - dx, y - dy, s) ||
                              own_at(rs, b, x + 5 * dx, y + 5 * dy, s);
                if (i == 5 && empty <= left && !(rs->exact_five[s] && longer)) {
                    return true;
                }
            }
        }
    }
    return false;
}

static bool oracle_can_five(const RuleSet *rs, const Game *g, Stone s)
{
    int left = rs->stone_limit ? rs->stone_limit - oracle_stones_placed(g, s) : 1000;
    return oracle_five_with(rs, g, s, left);
}

/* Pairs a stone of colour s on p captures on board b (before it is placed). */
static int oracle_captures(const Board *b, Pos p, Stone s)
{
    int n = 0;
    int x = pos_x(p);
    int y = pos_y(p);
    for (int d = 0; d < DIR_COUNT; d++) {
        for (int sign = -1; sign <= 1; sign += 2) {
            int dx = sign * DIR_DX[d];
            int dy = sign * DIR_DY[d];
            Stone c[3] = {STONE_WALL, STONE_WALL, STONE_WALL};
            for (int i = 1; i <= 3; i++) {
                if (xy_on_board(x + i * dx, y + i * dy, b->size)) {
                    c[i - 1] = board_at(b, pos_from_xy(x + i * dx, y + i * dy));
                }
            }
            n += c[0] == stone_opponent(s) && c[1] == stone_opponent(s) && c[2] == s;
        }
    }
    return n;
}

/* Everything an undo must restore. */
static void assert_same_board(const Board *a, const Board *b)
{
    assert_int_equal(a->size, b->size);
    assert_int_equal(a->to_move, b->to_move);
    assert_int_equal(a->ply, b->ply);
    assert_true(a->hash == b->hash);
    assert_memory_equal(a->stones, b->stones, sizeof a->stones);
    assert_memory_equal(a->captures, b->captures, sizeof a->captures);
    assert_memory_equal(a->cells, b->cells, sizeof a->cells);
    assert_memory_equal(a->keys, b->keys, sizeof a->keys);
    assert_memory_equal(a->history, b->history, sizeof a->history[0] * (size_t)a->ply);
}

/* ---- Renju and gomoku -------------------------------------------------------------- */

static void test_variants_renju_overline_is_black_foul_white_win(void **state)
{
    (void)state;
    assert_int_equal(verdict(RULE_RENJU, "b=e8,f8,g8,i8,j8", "h8", STONE_BLACK), VERDICT_OVERLINE);
    assert_int_equal(verdict(RULE_RENJU, "w=e8,f8,g8,i8,j8", "h8", STONE_WHITE), VERDICT_FIVE);
    assert_int_equal(rules_get(RULE_RENJU)->gomocup_rule, 4);
}

/* Black h8 i8 j8 l8 m8, then k8 joins them into six; White plays far away on the a-file. */
#define SIX_IN_A_ROW "h8 a1 i8 a3 j8 a5 l8 a7 m8 a9 k8"

static void test_variants_gomoku_overline_wins(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKU);
    play(g, SIX_IN_A_ROW);
    result_is(g, "black wins (overline: h8 i8 j8 k8 l8 m8)");
    assert_int_equal(g->rules->gomocup_rule, 0);
    test_free(g);
}

static void test_variants_gomoku_has_no_fouls(void **state)
{
    (void)state;
    assert_int_equal(verdict(RULE_GOMOKU, "b=f8,g8,h9,h10", "h8", STONE_BLACK), VERDICT_OK);
    assert_int_equal(verdict(RULE_GOMOKU, "b=e8,f8,g8,h5,h6,h7", "h8", STONE_BLACK), VERDICT_OK);
    assert_int_equal(verdict(RULE_GOMOKU, "b=d8,e8,f8,j8,k8,l8", "h8", STONE_BLACK), VERDICT_OK);
    Board b;
    setup(&b, RULE_GOMOKU, "b=f8,g8,h9,h10");
    Pos pts[8];
    assert_int_equal(rules_forbidden_map(rules_get(RULE_GOMOKU), &b, STONE_BLACK, pts, 8), 0);
    /* The same position has a foul under renju: the test position is a real 3x3. */
    assert_int_equal(rules_forbidden_map(rules_get(RULE_RENJU), &b, STONE_BLACK, pts, 8), 1);
}

static void test_variants_gomoku_exact_overline_is_no_win(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKU_EXACT);
    play(g, SIX_IN_A_ROW);
    assert_false(game_over(g));
    /* White's six n1..n6 is no win either; White's exact five n8..n12 is. */
    play(g, "n1 c1 n2 c3 n3 c5 n5 c7 n6 c9 n4");
    assert_false(game_over(g));
    play(g, "c11 n8 c13 n9 c15 n10 e1 n11 e3 n12");
    result_is(g, "white wins (five: n8 n9 n10 n11 n12)");
    assert_int_equal(g->rules->gomocup_rule, 1);
    test_free(g);
}

static void test_variants_gomoku_exact_overline_window_is_no_way_to_five(void **state)
{
    (void)state;
    const RuleSet *exact = rules_get(RULE_GOMOKU_EXACT);
    const RuleSet *free_five = rules_get(RULE_GOMOKU);
    /* The tile board with a1 and e1 White and c1 empty: White's only open window is
     * a1..e1, and c1 would make a1..f1, six in a row. */
    Board b;
    tile_board(&b, 15);
    board_set(&b, support_point("a1"), STONE_WHITE);
    board_set(&b, support_point("c1"), STONE_EMPTY);
    board_set(&b, support_point("e1"), STONE_WHITE);
    assert_true(rules_makes_five(free_five, &b, support_point("c1"), STONE_WHITE));
    assert_false(rules_makes_five(exact, &b, support_point("c1"), STONE_WHITE));
    assert_true(rules_can_make_five(free_five, &b, STONE_WHITE));
    assert_false(rules_can_make_five(exact, &b, STONE_WHITE));
}

static void test_variants_gomoku_no_five_draw(void **state)
{
    (void)state;
    for (RuleId id = RULE_GOMOKU; id <= RULE_GOMOKU_EXACT; id++) {
        Game *g = new_game(id);
        play_tile_game(g);
        result_is(g, "draw (no five possible)");
        assert_true(board_stone_count(&g->board) < 225);
        assert_false(rules_can_make_five(g->rules, &g->board, STONE_BLACK));
        assert_false(rules_can_make_five(g->rules, &g->board, STONE_WHITE));
        /* One move earlier a five was still possible. */
        assert_true(game_undo(g));
        assert_false(game_over(g));
        assert_true(rules_can_make_five(g->rules, &g->board, STONE_BLACK) ||
                    rules_can_make_five(g->rules, &g->board, STONE_WHITE));
        test_free(g);
    }
}

static void test_variants_gomoku_two_passes_draw(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKU);
    play(g, "h8 pass pass");
    result_is(g, "draw (two passes)");
    test_free(g);
}

/* ---- Gomoku, forbidden centre ------------------------------------------------------ */

static void test_variants_forbidden_centre_black_second_stone(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKU_FORBIDDEN_CENTRE);
    play(g, "h8 i9");
    refused(g, "j10", "outside the central 5x5");
    refused(g, "f6", "outside the central 5x5");
    play(g, "k11");
    /* The third stone, and White's stones, may go anywhere. */
    play(g, "g7 g9");
    assert_false(game_over(g));
    /* Plain gomoku has no such rule. */
    Game *free_game = new_game(RULE_GOMOKU);
    play(free_game, "h8 i9 j10");
    test_free(free_game);
    test_free(g);
}

static void test_variants_forbidden_centre_yields_to_an_opening_rule(void **state)
{
    (void)state;
    /* Taraguchi-10 puts stone 3 inside the 5x5: its zone, not the forbidden centre. */
    Game *g = test_malloc(sizeof *g);
    game_init(g, rules_get(RULE_GOMOKU_FORBIDDEN_CENTRE), OPENING_TARAGUCHI10);
    play(g, "h8 i9 j10");
    assert_int_equal(g->board.stones[STONE_BLACK], 2);
    test_free(g);
}

static void test_variants_forbidden_centre_binds_after_passes(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKU_FORBIDDEN_CENTRE);
    play(g, "h8 i9 pass j9");
    refused(g, "g7", "outside the central 5x5");
    play(g, "e5");
    test_free(g);
}

/* ---- Gomoku, common centre --------------------------------------------------------- */

static void test_variants_common_centre_counts_for_white(void **state)
{
    (void)state;
    const char *moves = "h8 f8 a1 g8 a3 i8 a5";
    Game *g = new_game(RULE_GOMOKU_COMMON_CENTRE);
    play(g, moves);
    Pos j8 = point(g, "j8");
    assert_true(rules_makes_five(g->rules, &g->board, j8, STONE_WHITE));
    assert_int_equal(rules_check_move(g->rules, &g->board, j8, STONE_WHITE), VERDICT_FIVE);
    RuleExplanation e;
    rules_explain(g->rules, &g->board, j8, STONE_WHITE, &e);
    char text[512];
    rules_explain_format(&e, text, sizeof text);
    assert_non_null(strstr(text, "- horizontal five f8 g8 h8 i8 j8."));
    play(g, "j8");
    result_is(g, "white wins (five: f8 g8 h8 i8 j8)");
    /* In plain gomoku the centre stone is Black's and blocks White's row. */
    Game *plain = new_game(RULE_GOMOKU);
    play(plain, moves);
    assert_false(rules_makes_five(plain->rules, &plain->board, j8, STONE_WHITE));
    play(plain, "j8");
    assert_false(game_over(plain));
    test_free(plain);
    test_free(g);
}

static void test_variants_common_centre_counts_for_black(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKU_COMMON_CENTRE);
    play(g, "h8 a1 h9 a3 h10 a5 h11 a7 h12");
    result_is(g, "black wins (five: h8 h9 h10 h11 h12)");
    test_free(g);
}

static void test_variants_common_centre_keeps_white_five_possible(void **state)
{
    (void)state;
    /* The tile board with h5 h6 h7 White and h9 empty: White's only open windows run
     * through the centre h8, Black has none. */
    Board b;
    tile_board(&b, 15);
    board_set(&b, support_point("h5"), STONE_WHITE);
    board_set(&b, support_point("h6"), STONE_WHITE);
    board_set(&b, support_point("h7"), STONE_WHITE);
    board_set(&b, support_point("h9"), STONE_EMPTY);
    const RuleSet *common = rules_get(RULE_GOMOKU_COMMON_CENTRE);
    const RuleSet *plain = rules_get(RULE_GOMOKU);
    assert_true(rules_can_make_five(common, &b, STONE_WHITE));
    assert_false(rules_can_make_five(common, &b, STONE_BLACK));
    assert_false(rules_can_make_five(plain, &b, STONE_WHITE));
    assert_true(rules_makes_five(common, &b, support_point("h9"), STONE_WHITE));
    /* The patched key is what the line tables see. */
    Pos h9 = support_point("h9");
    assert_true(rules_line_key(common, &b, h9, 1, STONE_WHITE) !=
                rules_line_key(plain, &b, h9, 1, STONE_WHITE));
    assert_true(rules_line_key(common, &b, h9, 0, STONE_WHITE) ==
                rules_line_key(plain, &b, h9, 0, STONE_WHITE));
}

/* ---- Anti-renju -------------------------------------------------------------------- */

static void test_variants_anti_renju_straight_four_is_black_foul(void **state)
{
    (void)state;
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=e8,f8,g8", "h8", STONE_BLACK),
                     VERDICT_STRAIGHT_FOUR);
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=e8,f8,h8", "g8", STONE_BLACK),
                     VERDICT_STRAIGHT_FOUR);
    /* Not for White, and a four blocked on one side is no straight four. */
    assert_int_equal(verdict(RULE_ANTI_RENJU, "w=e8,f8,g8", "h8", STONE_WHITE), VERDICT_OK);
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=e8,f8,g8 w=d8", "h8", STONE_BLACK), VERDICT_OK);
    Game *g = new_game(RULE_ANTI_RENJU);
    play(g, "h8 a1 i8 a3 j8 a5");
    refused(g, "k8", "straight four");
    refused(g, "g8", "straight four");
    test_free(g);
}

static void test_variants_anti_renju_other_forks_are_allowed(void **state)
{
    (void)state;
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=f8,g8,h9,h10", "h8", STONE_BLACK), VERDICT_OK);
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=e8,f8,g8,h5,h6,h7 w=d8,h4", "h8", STONE_BLACK),
                     VERDICT_OK);
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=d8,e8,f8,j8,k8,l8", "h8", STONE_BLACK),
                     VERDICT_OK);
    /* Two fours where one is straight: still a straight four. */
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=e8,f8,g8,h5,h6,h7 w=h4", "h8", STONE_BLACK),
                     VERDICT_STRAIGHT_FOUR);
}

static void test_variants_anti_renju_overline_and_five_first_win(void **state)
{
    (void)state;
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=e8,f8,g8,i8,j8", "h8", STONE_BLACK), VERDICT_FIVE);
    /* A five that also makes a straight four in the column wins. */
    assert_int_equal(verdict(RULE_ANTI_RENJU, "b=d8,e8,f8,g8,h9,h10,h11", "h8", STONE_BLACK),
                     VERDICT_FIVE);
    Game *g = new_game(RULE_ANTI_RENJU);
    /* With g8 White, h8..k8 is a plain four; l8 joins it to m8 n8: seven in a row. */
    play(g, "h8 g8 i8 a1 j8 a3 k8 a5 m8 a7 n8 a9 l8");
    result_is(g, "black wins (overline: h8 i8 j8 k8 l8 m8 n8)");
    test_free(g);
}

/* ---- Old renju, 19x19 -------------------------------------------------------------- */

static void test_variants_old_renju_board_is_19x19(void **state)
{
    (void)state;
    Game *g = new_game(RULE_OLD_RENJU);
    assert_int_equal(g->board.size, 19);
    char name[8];
    board_format_point(board_centre(&g->board), name, sizeof name);
    assert_string_equal(name, "j10");
    Pos p = POS_NONE;
    assert_true(board_parse_point("s19", 3, 19, &p));
    assert_false(board_parse_point("t1", 2, 19, &p));
    assert_false(board_parse_point("a20", 3, 19, &p));
    assert_false(board_parse_point("s19", 3, 15, &p));
    refused(g, "h8", "the first stone goes on the centre, j10");
    play(g, "j10 a1 s15 a3 s16 a5 s17 a7 s19 a9 s18");
    result_is(g, "black wins (five: s15 s16 s17 s18 s19)");
    assert_true(board_is_consistent(&g->board));
    test_free(g);
}

static void test_variants_old_renju_only_double_three_is_foul(void **state)
{
    (void)state;
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=h10,i10,j11,j12", "j10", STONE_BLACK),
                     VERDICT_DOUBLE_THREE);
    /* False three: the row's straight-four point would itself be a 3x3. */
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=h10,i10,j11,j12 w=g10", "j10", STONE_BLACK),
                     VERDICT_OK);
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=g10,h10,i10,j7,j8,j9", "j10", STONE_BLACK),
                     VERDICT_OK);
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=f10,g10,h10,l10,m10,n10", "j10", STONE_BLACK),
                     VERDICT_OK);
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=g10,h10,i10,k10,l10", "j10", STONE_BLACK),
                     VERDICT_FIVE);
    assert_int_equal(verdict(RULE_OLD_RENJU, "w=h10,i10,j11,j12", "j10", STONE_WHITE), VERDICT_OK);
    /* Fouls are found in the corner of the big board too. */
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=q19,r19,s18,s17", "s19", STONE_BLACK),
                     VERDICT_OK); /* both threes run into the edge */
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=o17,p17,r18,r19 w=", "r17", STONE_BLACK),
                     VERDICT_OK);
    assert_int_equal(verdict(RULE_OLD_RENJU, "b=o16,p16,r17,r18", "r16", STONE_BLACK),
                     VERDICT_DOUBLE_THREE);
}

/* ---- Gomokunarabe ------------------------------------------------------------------ */

static void test_variants_gomokunarabe_double_three_for_both(void **state)
{
    (void)state;
    assert_int_equal(verdict(RULE_GOMOKUNARABE, "b=f8,g8,h9,h10", "h8", STONE_BLACK),
                     VERDICT_DOUBLE_THREE);
    assert_int_equal(verdict(RULE_GOMOKUNARABE, "w=f8,g8,h9,h10", "h8", STONE_WHITE),
                     VERDICT_DOUBLE_THREE);
    /* Blocked three: no foul. */
    assert_int_equal(verdict(RULE_GOMOKUNARABE, "w=f8,g8,h9,h10 b=e8", "h8", STONE_WHITE),
                     VERDICT_OK);
    /* 4x4 and overline are no fouls; an overline wins. */
    assert_int_equal(verdict(RULE_GOMOKUNARABE, "b=e8,f8,g8,h5,h6,h7", "h8", STONE_BLACK),
                     VERDICT_OK);
    assert_int_equal(verdict(RULE_GOMOKUNARABE, "b=e8,f8,g8,i8,j8", "h8", STONE_BLACK),
                     VERDICT_FIVE);
    Board b;
    setup(&b, RULE_GOMOKUNARABE, "w=f8,g8,h9,h10");
    Pos pts[4];
    assert_int_equal(rules_forbidden_map(rules_get(RULE_GOMOKUNARABE), &b, STONE_WHITE, pts, 4), 1);
    assert_int_equal(pts[0], support_point("h8"));
    Game *g = new_game(RULE_GOMOKUNARABE);
    play(g, "h8 j4 a1 k4 a3 l5 a5 l6 a7");
    refused(g, "l4", "l4 is forbidden for white (double-three)");
    play(g, "l3");
    test_free(g);
}

static void test_variants_gomokunarabe_white_three_uses_five_or_more(void **state)
{
    (void)state;
    /* White c8 f8 g8 + h8, Black j8: the row's only straight-four point is e8, whose
     * four d8/i8 needs d8 to make c8..h8, six in a row. That is a five for White, so the
     * row is a three, and with the column h9 h10 White's h8 is a double-three. */
    assert_int_equal(verdict(RULE_GOMOKUNARABE, "w=c8,f8,g8,h9,h10 b=j8", "h8", STONE_WHITE),
                     VERDICT_DOUBLE_THREE);
}

/* Points in a fixed scattered order (a multiplicative walk over the board). */
static Pos scattered(const Board *b, int i)
{
    int n = b->size * b->size;
    int k = (int)(((long)i * 97 + 13) % n);
    return pos_from_xy(k % b->size, k / b->size);
}

/* Plays the first point of the scattered order that is legal, makes no five and is not
 * in `avoid` (NULL-terminated names). */
static void quiet_move(Game *g, const char *const *avoid)
{
    const Board *b = &g->board;
    for (int i = 0; i < b->size * b->size; i++) {
        Pos p = scattered(b, i);
        bool skip = !game_move_is_legal(g, p, NULL) || rules_makes_five(g->rules, b, p, b->to_move);
        for (int j = 0; avoid && avoid[j] && !skip; j++) {
            skip = p == point(g, avoid[j]);
        }
        if (!skip) {
            assert_true(game_play(g, p, NULL));
            return;
        }
    }
    fail_msg("no quiet move");
}

static void test_variants_gomokunarabe_black_loses_after_35_stones(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKUNARABE);
    play(g, "h8");
    while (!game_over(g)) {
        assert_true(rules_stones_left(g->rules, &g->board, STONE_BLACK) > 0);
        quiet_move(g, NULL);
    }
    result_is(g, "white wins (black used all 35 stones)");
    assert_int_equal(g->board.stones[STONE_BLACK], 35);
    assert_int_equal(g->board.stones[STONE_WHITE], 34);
    assert_int_equal(rules_stones_left(g->rules, &g->board, STONE_BLACK), 0);
    assert_int_equal(rules_stones_left(g->rules, &g->board, STONE_WHITE), 1);
    assert_int_equal(rules_stones_left(rules_get(RULE_GOMOKU), &g->board, STONE_WHITE), -1);
    test_free(g);
}

static void test_variants_gomokunarabe_five_with_last_stone_wins(void **state)
{
    (void)state;
    static const char *const KEEP[] = {"g8", "h8", "i8", "j8", "k8", "l8", NULL};
    Game *g = new_game(RULE_GOMOKUNARABE);
    play(g, "h8");
    quiet_move(g, KEEP);
    play(g, "i8");
    quiet_move(g, KEEP);
    play(g, "j8");
    quiet_move(g, KEEP);
    play(g, "k8");
    while (g->board.stones[STONE_BLACK] < 34) {
        quiet_move(g, KEEP);
        assert_false(game_over(g));
    }
    quiet_move(g, KEEP);
    assert_int_equal(game_to_move(g), STONE_BLACK);
    play(g, "l8");
    result_is(g, "black wins (five: h8 i8 j8 k8 l8)");
    test_free(g);
}

/* The audit's board: h8, then rows 1 to 4 filled and row 5 begun. After 66 moves each
 * side has 2 stones left, and some stretch of five still needs no more; e5 (Black's 34th
 * stone) leaves Black 1 and White 2, too few for every stretch, though rows 6 to 15 are
 * empty but for h8. */
static const char GN_66[] =
    "h8 c1 a1 d1 b1 g1 e1 h1 f1 k1 i1 l1 j1 o1 m1 a2 n1 b2 c2 e2 d2 f2 g2 i2 h2 j2 k2 m2 l2 "
    "n2 o2 c3 a3 d3 b3 g3 e3 h3 f3 k3 i3 l3 j3 o3 m3 a4 n3 b4 c4 e4 d4 f4 g4 i4 h4 j4 k4 m4 "
    "l4 n4 o4 c5 a5 d5 b5 g5";

static void test_variants_gomokunarabe_draw_names_the_stones_left(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKUNARABE);
    play(g, GN_66);
    assert_false(game_over(g));
    assert_int_equal(rules_stones_left(g->rules, &g->board, STONE_BLACK), 2);
    assert_int_equal(rules_stones_left(g->rules, &g->board, STONE_WHITE), 2);
    play(g, "e5");
    result_is(g, "draw (no five possible with the stones left)");
    assert_int_equal(g->reason, REASON_NO_FIVE_STONES);
    assert_int_equal(rules_stones_left(g->rules, &g->board, STONE_BLACK), 1);
    /* The board itself has room: h8's column, or any empty row. */
    assert_true(rules_room_for_five(g->rules, &g->board, STONE_BLACK));
    assert_true(rules_room_for_five(g->rules, &g->board, STONE_WHITE));
    assert_false(rules_can_make_five(g->rules, &g->board, STONE_BLACK));
    test_free(g);
}

static void test_variants_gomokunarabe_white_out_of_stones_passes(void **state)
{
    (void)state;
    Game *g = new_game(RULE_GOMOKUNARABE);
    play(g, "h8");
    quiet_move(g, NULL);
    play(g, "pass");
    quiet_move(g, NULL);
    play(g, "pass");
    while (g->board.stones[STONE_WHITE] < 35) {
        quiet_move(g, NULL);
    }
    assert_int_equal(game_to_move(g), STONE_BLACK);
    assert_int_equal(g->board.stones[STONE_BLACK], 33);
    quiet_move(g, NULL);
    assert_false(game_over(g));
    /* White has no stones: only a pass. */
    Pos any = scattered(&g->board, 0);
    for (int i = 1; board_at(&g->board, any) != STONE_EMPTY; i++) {
        any = scattered(&g->board, i);
    }
    GameError err;
    assert_false(game_play(g, any, &err));
    assert_string_equal(err.msg, "white has placed all 35 stones and can only pass");
    assert_false(rules_can_make_five(g->rules, &g->board, STONE_WHITE));
    play(g, "pass");
    /* Black's pass now makes two in a row: a draw, as in every game. */
    play(g, "pass");
    result_is(g, "draw (two passes)");
    /* Instead, Black's 35th stone without a five loses. */
    assert_true(game_undo(g));
    quiet_move(g, NULL);
    result_is(g, "white wins (black used all 35 stones)");
    test_free(g);
}

static void test_variants_stone_limit_counts_in_five_possible(void **state)
{
    (void)state;
    /* The tile board (117 Black stones) with b1 and d1 emptied: Black's only open window
     * is a1..e1, which needs two more stones. */
    RuleSet limited = *rules_get(RULE_GOMOKUNARABE);
    Board b;
    tile_board(&b, 15);
    board_set(&b, support_point("b1"), STONE_EMPTY);
    board_set(&b, support_point("d1"), STONE_EMPTY);
    assert_int_equal(b.stones[STONE_BLACK], 117);
    limited.stone_limit = 119;
    assert_int_equal(rules_stones_left(&limited, &b, STONE_BLACK), 2);
    assert_true(rules_can_make_five(&limited, &b, STONE_BLACK));
    limited.stone_limit = 118;
    assert_false(rules_can_make_five(&limited, &b, STONE_BLACK));
    limited.stone_limit = 0;
    assert_true(rules_can_make_five(&limited, &b, STONE_BLACK));
}

/* ---- Pente ------------------------------------------------------------------------- */

static void test_variants_pente_captures_a_pair(void **state)
{
    (void)state;
    Game *g = new_game(RULE_PENTE);
    play(g, "h8 i8 a1 j8");
    Board before = g->board;
    play(g, "k8");
    assert_int_equal(board_at(&g->board, point(g, "i8")), STONE_EMPTY);
    assert_int_equal(board_at(&g->board, point(g, "j8")), STONE_EMPTY);
    assert_int_equal(g->board.captures[STONE_BLACK], 1);
    assert_int_equal(g->board.stones[STONE_WHITE], 0);
    assert_true(board_is_consistent(&g->board));
    Board miscounted = g->board;
    miscounted.captures[STONE_BLACK] = 0;
    assert_false(board_is_consistent(&miscounted));
    /* The board's undo puts the pair back. */
    Board undone = g->board;
    assert_true(board_undo(&undone));
    assert_true(board_is_consistent(&undone));
    assert_same_board(&undone, &before);
    /* So does the game's undo, and redo captures again. */
    assert_true(game_undo(g));
    assert_same_board(&g->board, &before);
    assert_true(game_redo(g));
    assert_int_equal(g->board.captures[STONE_BLACK], 1);
    assert_int_equal(board_at(&g->board, point(g, "i8")), STONE_EMPTY);
    test_free(g);
}

static void test_variants_pente_placing_between_is_safe(void **state)
{
    (void)state;
    Game *g = new_game(RULE_PENTE);
    play(g, "h8 i8 k8 j8");
    assert_int_equal(board_at(&g->board, point(g, "i8")), STONE_WHITE);
    assert_int_equal(board_at(&g->board, point(g, "j8")), STONE_WHITE);
    assert_int_equal(g->board.captures[STONE_BLACK] + g->board.captures[STONE_WHITE], 0);
    /* Three between is no capture either. */
    Game *three = new_game(RULE_PENTE);
    play(three, "h8 i8 a1 j8 a3 k8 l8");
    assert_int_equal(three->board.stones[STONE_WHITE], 3);
    assert_int_equal(three->board.captures[STONE_BLACK], 0);
    test_free(three);
    test_free(g);
}

static void test_variants_pente_captures_in_several_lines_at_once(void **state)
{
    (void)state;
    /* White pairs k10 l10 (closed by m10) and j11 j12 (closed by j13); Black's j10
     * closes both. */
    Game *g = new_game(RULE_PENTE);
    play(g, "h8 k10 m10 l10 j13 j11 a1 j12");
    assert_int_equal(g->board.captures[STONE_BLACK] + g->board.captures[STONE_WHITE], 0);
    Board before = g->board;
    play(g, "j10");
    assert_int_equal(g->board.captures[STONE_BLACK], 2);
    assert_int_equal(g->board.stones[STONE_WHITE], 0);
    assert_int_equal(g->board.history[g->board.ply - 1].ncaptured, 4);
    Board undone = g->board;
    assert_true(board_undo(&undone));
    assert_same_board(&undone, &before);
    test_free(g);
}

/* Which action took stones, for the move list: Black's k8 takes i8 j8 (a pass before it
 * counts as a ply), j10 takes two pairs at once; after undo the move is gone, after redo
 * it captures again. */
static void test_variants_pente_each_action_says_what_it_captured(void **state)
{
    (void)state;
    Game *g = new_game(RULE_PENTE);
    play(g, "h8 i8 pass j8 k8");
    static const int TAKEN[] = {0, 0, 0, 0, 2};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(game_action_captures(g, i), TAKEN[i]);
    }
    assert_int_equal(game_action_captures(g, 5), 0); /* no such action */
    assert_true(game_undo(g));
    assert_int_equal(game_action_captures(g, 4), 0);
    assert_true(game_redo(g));
    assert_int_equal(game_action_captures(g, 4), 2);
    test_free(g);
    Game *two = new_game(RULE_PENTE);
    play(two, "h8 k10 m10 l10 j13 j11 a1 j12 j10");
    assert_int_equal(game_action_captures(two, 8), 4);
    assert_int_equal(game_action_captures(two, 7), 0);
    test_free(two);
}

static void test_variants_pente_five_captures_win(void **state)
{
    (void)state;
    Game *g = new_game(RULE_PENTE);
    play(g, "h8 a2 a1 a3 a4");
    assert_int_equal(g->board.captures[STONE_BLACK], 1);
    play(g, "c2 c1 c3 c4 e2 e1 e3 e4 g2 g1 g3");
    assert_false(game_over(g));
    play(g, "g4");
    assert_int_equal(g->board.captures[STONE_BLACK], 4);
    play(g, "k2 k1 k3");
    assert_false(game_over(g));
    play(g, "k4");
    assert_int_equal(g->board.captures[STONE_BLACK], 5);
    result_is(g, "black wins (five captures)");
    /* Undo takes the win and the pair back. */
    assert_true(game_undo(g));
    assert_false(game_over(g));
    assert_int_equal(g->board.captures[STONE_BLACK], 4);
    assert_int_equal(board_at(&g->board, point(g, "k2")), STONE_WHITE);
    test_free(g);
}

static void test_variants_pente_five_or_more_wins(void **state)
{
    (void)state;
    Game *g = new_game(RULE_PENTE);
    play(g, SIX_IN_A_ROW);
    result_is(g, "black wins (overline: h8 i8 j8 k8 l8 m8)");
    test_free(g);
}

static void test_variants_pente_full_board_draw_not_no_five(void **state)
{
    (void)state;
    Board b;
    tile_board(&b, 15);
    board_set(&b, support_point("a1"), STONE_EMPTY);
    /* Every window is blocked now, but captures could reopen them. */
    assert_true(rules_can_make_five(rules_get(RULE_PENTE), &b, STONE_WHITE));
    assert_false(rules_can_make_five(rules_get(RULE_GOMOKU), &b, STONE_WHITE));
    Game *g = new_game(RULE_PENTE);
    play_tile_game(g);
    result_is(g, "draw (full board)");
    assert_int_equal(board_stone_count(&g->board), 225);
    assert_int_equal(g->board.captures[STONE_BLACK] + g->board.captures[STONE_WHITE], 0);
    test_free(g);
}

/* ---- Random games ------------------------------------------------------------------ */

typedef struct RandomStats {
    int moves;
    int captures;
    int fouls_refused;
    int games_won;
} RandomStats;

static uint64_t next_random(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Checks every invariant of g after the mover's action; prev is the board before it. */
static void check_after_move(const Game *g, const Board *prev, Pos p, Stone mover)
{
    const RuleSet *rs = g->rules;
    const Board *b = &g->board;
    assert_true(board_is_consistent(b));
    /* Stone counts: placed = on the board + captured by the other side. */
    for (Stone s = STONE_BLACK; s <= STONE_WHITE; s++) {
        assert_int_equal(b->stones[s] + 2 * b->captures[stone_opponent(s)],
                         oracle_stones_placed(g, s));
        if (rs->stone_limit) {
            assert_int_equal(rules_stones_left(rs, b, s),
                             rs->stone_limit - oracle_stones_placed(g, s));
        }
    }
    /* Captures: exactly the pairs the oracle sees, and only by the mover. */
    int pairs = rs->captures ? oracle_captures(prev, p, mover) : 0;
    assert_int_equal(b->captures[mover], prev->captures[mover] + pairs);
    assert_int_equal(b->captures[stone_opponent(mover)], prev->captures[stone_opponent(mover)]);
    assert_int_equal(b->stones[stone_opponent(mover)],
                     prev->stones[stone_opponent(mover)] - 2 * pairs);
    /* The board's own undo restores the position before the move. */
    Board undone = *b;
    assert_true(board_undo(&undone));
    assert_true(board_is_consistent(&undone));
    assert_same_board(&undone, prev);
    /* No five goes unnoticed, and every ending has its reason on the board. */
    bool five[3] = {false, oracle_has_five(rs, b, STONE_BLACK),
                    oracle_has_five(rs, b, STONE_WHITE)};
    switch (g->reason) {
    case REASON_NONE:
        assert_false(five[STONE_BLACK] || five[STONE_WHITE]);
        if (!rs->captures) {
            assert_true(oracle_can_five(rs, g, STONE_BLACK) || oracle_can_five(rs, g, STONE_WHITE));
        }
        break;
    case REASON_FIVE:
        assert_true(five[mover]);
        assert_int_equal(g->result, mover == STONE_BLACK ? RESULT_BLACK_WINS : RESULT_WHITE_WINS);
        break;
    case REASON_CAPTURES:
        assert_false(five[mover]);
        assert_true(b->captures[mover] >= rs->capture_win);
        break;
    case REASON_STONES_EXHAUSTED:
        assert_false(five[mover]);
        assert_int_equal(oracle_stones_placed(g, STONE_BLACK), rs->stone_limit);
        assert_int_equal(g->result, RESULT_WHITE_WINS);
        break;
    case REASON_NO_FIVE:
        assert_false(rs->captures);
        assert_false(oracle_five_with(rs, g, STONE_BLACK, 5));
        assert_false(oracle_five_with(rs, g, STONE_WHITE, 5));
        break;
    case REASON_NO_FIVE_STONES: /* the stones left are why: the board has room */
        assert_true(rs->stone_limit > 0);
        assert_false(oracle_can_five(rs, g, STONE_BLACK));
        assert_false(oracle_can_five(rs, g, STONE_WHITE));
        assert_true(oracle_five_with(rs, g, STONE_BLACK, 5) ||
                    oracle_five_with(rs, g, STONE_WHITE, 5));
        break;
    case REASON_FULL_BOARD: assert_int_equal(board_stone_count(b), b->size * b->size); break;
    default: fail_msg("unexpected end of a random game: %d", g->reason);
    }
}

/* A random legal move (or now and then a pass); refusals must be exactly the fouls,
 * the forbidden centre and the stone limit. */
static void random_action(Game *g, uint64_t *rng, RandomStats *st)
{
    const Board *b = &g->board;
    Stone s = b->to_move;
    Pos legal[BOARD_MAX * BOARD_MAX];
    int n = 0;
    for (int y = 0; y < b->size; y++) {
        for (int x = 0; x < b->size; x++) {
            Pos p = pos_from_xy(x, y);
            if (board_at(b, p) != STONE_EMPTY) {
                continue;
            }
            bool ok = game_move_is_legal(g, p, NULL);
            bool foul = rules_is_forbidden(g->rules, b, p, s);
            if (foul) {
                assert_false(ok);
                st->fouls_refused++;
            }
            if (ok) {
                legal[n++] = p;
            }
        }
    }
    bool pass = b->ply > 0 && (n == 0 || next_random(rng) % 30 == 0) &&
                board_last(b)->pos != POS_PASS;
    if (pass || (n == 0 && b->ply > 0)) {
        assert_true(game_play(g, POS_PASS, NULL));
        return;
    }
    assert_true(n > 0);
    Pos p = legal[next_random(rng) % (uint64_t)n];
    Board prev = *b;
    assert_true(game_play(g, p, NULL));
    st->moves++;
    check_after_move(g, &prev, p, s);
    st->captures += g->board.captures[s] - prev.captures[s];
    /* The game's undo (a replay) and redo give the same board. */
    if (g->nactions % 9 == 0) {
        Board after = g->board;
        GameResult result = g->result;
        assert_true(game_undo(g));
        assert_same_board(&g->board, &prev);
        assert_true(game_redo(g));
        assert_same_board(&g->board, &after);
        assert_int_equal(g->result, result);
    }
}

static RandomStats random_games(RuleId id, int games)
{
    RandomStats st = {0, 0, 0, 0};
    for (int i = 0; i < games; i++) {
        uint64_t rng = 0x9E3779B97F4A7C15ULL * (uint64_t)(i + 1) + (uint64_t)id;
        Game *g = new_game(id);
        while (!game_over(g) && g->nactions < 500) {
            random_action(g, &rng, &st);
        }
        assert_true(game_over(g));
        st.games_won += g->result != RESULT_DRAW;
        test_free(g);
    }
    return st;
}

static void test_variants_random_games_renju(void **state)
{
    (void)state;
    RandomStats st = random_games(RULE_RENJU, 4);
    assert_true(st.fouls_refused > 0);
}

static void test_variants_random_games_gomoku_family(void **state)
{
    (void)state;
    for (RuleId id = RULE_GOMOKU; id <= RULE_GOMOKU_COMMON_CENTRE; id++) {
        RandomStats st = random_games(id, 3);
        assert_true(st.moves > 0);
        assert_int_equal(st.fouls_refused, 0);
    }
}

static void test_variants_random_games_anti_renju(void **state)
{
    (void)state;
    RandomStats st = random_games(RULE_ANTI_RENJU, 4);
    assert_true(st.fouls_refused > 0);
}

static void test_variants_random_games_old_renju(void **state)
{
    (void)state;
    RandomStats st = random_games(RULE_OLD_RENJU, 3);
    assert_true(st.fouls_refused > 0);
}

static void test_variants_random_games_gomokunarabe(void **state)
{
    (void)state;
    RandomStats st = random_games(RULE_GOMOKUNARABE, 4);
    assert_true(st.fouls_refused > 0);
}

static void test_variants_random_games_pente(void **state)
{
    (void)state;
    RandomStats st = random_games(RULE_PENTE, 4);
    assert_true(st.captures > 0);
}

static void test_variants_every_rule_set_by_name(void **state)
{
    (void)state;
    static const char *const NAMES[RULE_COUNT] = {"renju",
                                                  "gomoku",
                                                  "gomoku-exact",
                                                  "gomoku-forbidden-centre",
                                                  "gomoku-common-centre",
                                                  "anti-renju",
                                                  "old-renju",
                                                  "gomokunarabe",
                                                  "pente"};
    for (int i = 0; i < RULE_COUNT; i++) {
        const RuleSet *rs = rules_find(NAMES[i]);
        assert_non_null(rs);
        assert_int_equal(rs->id, i);
        assert_ptr_equal(rs, rules_get((RuleId)i));
        assert_int_equal(rs->board_size, i == RULE_OLD_RENJU ? 19 : 15);
        int gomocup = i == RULE_RENJU ? 4 : i == RULE_GOMOKU ? 0 : i == RULE_GOMOKU_EXACT ? 1 : -1;
        assert_int_equal(rs->gomocup_rule, gomocup);
    }
    assert_null(rules_find("chess"));
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_variants_every_rule_set_by_name),
        cmocka_unit_test(test_variants_renju_overline_is_black_foul_white_win),
        cmocka_unit_test(test_variants_gomoku_overline_wins),
        cmocka_unit_test(test_variants_gomoku_has_no_fouls),
        cmocka_unit_test(test_variants_gomoku_exact_overline_is_no_win),
        cmocka_unit_test(test_variants_gomoku_exact_overline_window_is_no_way_to_five),
        cmocka_unit_test(test_variants_gomoku_no_five_draw),
        cmocka_unit_test(test_variants_gomoku_two_passes_draw),
        cmocka_unit_test(test_variants_forbidden_centre_black_second_stone),
        cmocka_unit_test(test_variants_forbidden_centre_binds_after_passes),
        cmocka_unit_test(test_variants_forbidden_centre_yields_to_an_opening_rule),
        cmocka_unit_test(test_variants_common_centre_counts_for_white),
        cmocka_unit_test(test_variants_common_centre_counts_for_black),
        cmocka_unit_test(test_variants_common_centre_keeps_white_five_possible),
        cmocka_unit_test(test_variants_anti_renju_straight_four_is_black_foul),
        cmocka_unit_test(test_variants_anti_renju_other_forks_are_allowed),
        cmocka_unit_test(test_variants_anti_renju_overline_and_five_first_win),
        cmocka_unit_test(test_variants_old_renju_board_is_19x19),
        cmocka_unit_test(test_variants_old_renju_only_double_three_is_foul),
        cmocka_unit_test(test_variants_gomokunarabe_double_three_for_both),
        cmocka_unit_test(test_variants_gomokunarabe_white_three_uses_five_or_more),
        cmocka_unit_test(test_variants_gomokunarabe_black_loses_after_35_stones),
        cmocka_unit_test(test_variants_gomokunarabe_five_with_last_stone_wins),
        cmocka_unit_test(test_variants_gomokunarabe_white_out_of_stones_passes),
        cmocka_unit_test(test_variants_gomokunarabe_draw_names_the_stones_left),
        cmocka_unit_test(test_variants_stone_limit_counts_in_five_possible),
        cmocka_unit_test(test_variants_pente_captures_a_pair),
        cmocka_unit_test(test_variants_pente_placing_between_is_safe),
        cmocka_unit_test(test_variants_pente_captures_in_several_lines_at_once),
        cmocka_unit_test(test_variants_pente_each_action_says_what_it_captured),
        cmocka_unit_test(test_variants_pente_five_captures_win),
        cmocka_unit_test(test_variants_pente_five_or_more_wins),
        cmocka_unit_test(test_variants_pente_full_board_draw_not_no_five),
        cmocka_unit_test(test_variants_random_games_renju),
        cmocka_unit_test(test_variants_random_games_gomoku_family),
        cmocka_unit_test(test_variants_random_games_anti_renju),
        cmocka_unit_test(test_variants_random_games_old_renju),
        cmocka_unit_test(test_variants_random_games_gomokunarabe),
        cmocka_unit_test(test_variants_random_games_pente),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
