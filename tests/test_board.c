/* Renju - MIT licence, see LICENSE.
 *
 * The board: notation, make/unmake round trips, incremental keys and hash, walls,
 * Pente captures and their undo.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "board.h"
#include "position.h"
#include "test_support.h"

static void test_board_notation_round_trip(void **state)
{
    (void)state;
    Pos p;
    char name[8];
    assert_true(board_parse_point("h8", 2, 15, &p));
    assert_int_equal(pos_x(p), 7);
    assert_int_equal(pos_y(p), 7);
    assert_true(board_parse_point("A1", 2, 15, &p));
    assert_int_equal(p, pos_from_xy(0, 0));
    assert_true(board_parse_point("o15", 3, 15, &p));
    board_format_point(p, name, sizeof name);
    assert_string_equal(name, "o15");
    assert_false(board_parse_point("p1", 2, 15, &p));
    assert_false(board_parse_point("a16", 3, 15, &p));
    assert_false(board_parse_point("a0", 2, 15, &p));
    assert_false(board_parse_point("a01", 3, 15, &p));
    assert_false(board_parse_point("h", 1, 15, &p));
    assert_false(board_parse_point("h8x", 3, 15, &p));
    assert_true(board_parse_point("s19", 3, 19, &p));
    board_format_point(p, name, sizeof name);
    assert_string_equal(name, "s19");
    board_format_point(POS_PASS, name, sizeof name);
    assert_string_equal(name, "pass");
    for (int x = 0; x < 15; x++) {
        for (int y = 0; y < 15; y++) {
            board_format_point(pos_from_xy(x, y), name, sizeof name);
            assert_true(board_parse_point(name, strlen(name), 15, &p));
            assert_int_equal(p, pos_from_xy(x, y));
        }
    }
}

static void test_board_walls_surround_the_board(void **state)
{
    (void)state;
    Board b;
    board_init(&b, 15, false);
    assert_true(board_on(&b, pos_from_xy(0, 0)));
    assert_true(board_on(&b, pos_from_xy(14, 14)));
    assert_false(board_on(&b, pos_from_xy(15, 0)));
    assert_false(board_on(&b, pos_from_xy(-1, 7)));
    assert_false(board_on(&b, pos_from_xy(7, 15)));
    assert_int_equal(board_centre(&b), support_point("h8"));
    assert_true(board_is_consistent(&b));
    assert_false(board_play(&b, pos_from_xy(15, 3)));
    board_init(&b, 19, false);
    assert_true(board_on(&b, pos_from_xy(18, 18)));
    assert_false(board_on(&b, pos_from_xy(19, 18)));
}

/* board_init fills an empty board's line keys from the distances to the edges (no walk):
 * every size, also over a board that held stones, must match a walk of the cells. */
static void test_board_init_keys_match_every_size(void **state)
{
    (void)state;
    Board b;
    for (int size = 5; size <= BOARD_MAX; size++) {
        board_init(&b, size, size % 2 == 0);
        assert_true(board_is_consistent(&b));
        for (int i = 0; i < size; i++) {
            board_play(&b, pos_from_xy(i, (i * 7) % size));
        }
        assert_true(board_is_consistent(&b));
        board_init(&b, BOARD_MAX + 5 - size, false);
        assert_true(board_is_consistent(&b));
        assert_int_equal(board_stone_count(&b), 0);
        assert_int_equal(b.ply, 0);
    }
}

static void test_board_play_undo_basics(void **state)
{
    (void)state;
    Board b;
    board_init(&b, 15, false);
    uint64_t empty_hash = b.hash;
    Pos h8 = support_point("h8");
    assert_true(board_play(&b, h8));
    assert_int_equal(board_at(&b, h8), STONE_BLACK);
    assert_int_equal(b.to_move, STONE_WHITE);
    assert_false(board_play(&b, h8));
    assert_true(board_pass(&b));
    assert_int_equal(b.to_move, STONE_BLACK);
    assert_true(board_undo(&b));
    assert_true(board_undo(&b));
    assert_int_equal(board_at(&b, h8), STONE_EMPTY);
    assert_int_equal(b.hash, empty_hash);
    assert_false(board_undo(&b));
    assert_true(board_is_consistent(&b));
}

static uint64_t rng_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Random games played forward and undone to every earlier ply: the board must match the
 * snapshot byte for byte (cells, keys, hash, counts, and the history below ply). */
static void round_trip(bool captures, uint64_t seed)
{
    static Board snapshots[120];
    Board b;
    board_init(&b, 15, captures);
    uint64_t rng = seed;
    for (int game = 0; game < 40; game++) {
        board_init(&b, 15, captures);
        int plies = 1 + (int)(rng_next(&rng) % 119);
        for (int i = 0; i < plies; i++) {
            snapshots[i] = b;
            Pos p;
            do {
                p = pos_from_xy((int)(rng_next(&rng) % 15), (int)(rng_next(&rng) % 15));
            } while (board_at(&b, p) != STONE_EMPTY);
            if (rng_next(&rng) % 20 == 0) {
                assert_true(board_pass(&b));
            } else {
                assert_true(board_play(&b, p));
            }
        }
        assert_true(board_is_consistent(&b));
        for (int i = plies - 1; i >= 0; i--) {
            assert_true(board_undo(&b));
            assert_memory_equal(&b, &snapshots[i], offsetof(Board, history));
            assert_memory_equal(b.history, snapshots[i].history, sizeof(BoardPly) * (size_t)b.ply);
        }
        assert_true(board_is_consistent(&b));
    }
}

static void test_board_round_trip_random_games(void **state)
{
    (void)state;
    round_trip(false, 0x1234567ULL);
}

static void test_board_round_trip_with_captures(void **state)
{
    (void)state;
    round_trip(true, 0x7654321ULL);
}

static void test_board_keys_match_cells_after_set(void **state)
{
    (void)state;
    Board b;
    support_position(&b, "b=a1,o15,h8,g7 w=a15,o1,h9");
    assert_true(board_is_consistent(&b));
    board_set(&b, support_point("h8"), STONE_EMPTY);
    board_set(&b, support_point("h9"), STONE_BLACK);
    assert_true(board_is_consistent(&b));
    assert_int_equal(b.stones[STONE_BLACK], 4);
    assert_int_equal(b.stones[STONE_WHITE], 2);
}

static void test_board_hash_depends_on_position_only(void **state)
{
    (void)state;
    Board a;
    Board b;
    support_position(&a, "h8 i9 h9 i10");
    support_position(&b, "h9 i10 h8 i9");
    assert_int_equal(a.hash, b.hash);
    support_position(&b, "h9 i9 h8 i10");
    assert_int_equal(a.hash, b.hash);
    support_position(&b, "h8 i9 h9");
    assert_int_not_equal(a.hash, b.hash);
}

static void test_board_pente_capture_and_undo(void **state)
{
    (void)state;
    Board b;
    board_init(&b, 15, true);
    /* Black h8, White i8, Black a1, White j8, Black k8 captures i8 and j8. */
    static const char *const MOVES[] = {"h8", "i8", "a1", "j8", "k8"};
    for (size_t i = 0; i < 5; i++) {
        assert_true(board_play(&b, support_point(MOVES[i])));
    }
    assert_int_equal(board_at(&b, support_point("i8")), STONE_EMPTY);
    assert_int_equal(board_at(&b, support_point("j8")), STONE_EMPTY);
    assert_int_equal(b.captures[STONE_BLACK], 1);
    assert_int_equal(b.stones[STONE_WHITE], 0);
    assert_true(board_is_consistent(&b));
    assert_true(board_undo(&b));
    assert_int_equal(board_at(&b, support_point("i8")), STONE_WHITE);
    assert_int_equal(board_at(&b, support_point("j8")), STONE_WHITE);
    assert_int_equal(b.captures[STONE_BLACK], 0);
    assert_true(board_is_consistent(&b));
}

static void test_board_ascii_diagram(void **state)
{
    (void)state;
    Board b;
    assert_true(board_from_ascii(&b, 5,
                                 "5 . . . . .\n"
                                 "4 . X . . .\n"
                                 "3 . . O . .\n"
                                 "2 . . . . .\n"
                                 "1 X . . . O\n"
                                 "  a b c d e\n"));
    assert_int_equal(board_at(&b, pos_from_xy(1, 3)), STONE_BLACK);
    assert_int_equal(board_at(&b, pos_from_xy(2, 2)), STONE_WHITE);
    assert_int_equal(board_at(&b, pos_from_xy(0, 0)), STONE_BLACK);
    assert_int_equal(board_at(&b, pos_from_xy(4, 0)), STONE_WHITE);
    assert_false(board_from_ascii(&b, 5, ". . .\n"));
}

/* Audit 30 B2: a text position's moves skip move numbers that count right, one before each
 * move or each pair, glued to the move or not; one that does not count right is refused by
 * name, with the number that fits there. */
static void test_board_position_skips_move_numbers(void **state)
{
    (void)state;
    Board plain, b;
    PositionError why;
    assert_true(position_parse_why("h8 h9 i8 j7", 11, 15, &plain, &why));
    static const char *const GOOD[] = {"1. h8 2. h9 3. i8 4. j7", "1.h8 2.h9 3.i8 4.j7",
                                       "1. h8 h9 2. i8 j7", "1. h8 h9 2. i8 2. j7"};
    for (size_t i = 0; i < sizeof GOOD / sizeof GOOD[0]; i++) {
        assert_true(position_parse_why(GOOD[i], strlen(GOOD[i]), 15, &b, &why));
        assert_int_equal(b.ply, 4);
        assert_int_equal(b.hash, plain.hash);
    }
    static const struct {
        const char *text, *token;
        int fits;
    } BAD[] = {
        {"1. h8 2. h9 5. i8", "5.", 3}, {"h8 1. h9", "1.", 2}, {"1. h8 h9 2. i8 3. j7", "3.", 2}};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        assert_false(position_parse_why(BAD[i].text, strlen(BAD[i].text), 15, &b, &why));
        assert_int_equal(why.kind, POSITION_MOVE_NUMBER);
        assert_string_equal(why.token, BAD[i].token);
        assert_int_equal(why.move, BAD[i].fits);
    }
    char err[128];
    assert_false(position_parse("1. h8 2. h9 5. i8", 17, 15, &b, err, sizeof err));
    assert_string_equal(err, "move number '5.' does not count right: 3 fits there");
    /* A move after a number is counted as before: the third move's point is bad. */
    assert_false(position_parse_why("1. h8 2. h9 3. z9", 17, 15, &b, &why));
    assert_int_equal(why.kind, POSITION_MOVE_NOT_POINT);
    assert_int_equal(why.move, 3);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_notation_round_trip),
        cmocka_unit_test(test_board_position_skips_move_numbers),
        cmocka_unit_test(test_board_walls_surround_the_board),
        cmocka_unit_test(test_board_init_keys_match_every_size),
        cmocka_unit_test(test_board_play_undo_basics),
        cmocka_unit_test(test_board_round_trip_random_games),
        cmocka_unit_test(test_board_round_trip_with_captures),
        cmocka_unit_test(test_board_keys_match_cells_after_set),
        cmocka_unit_test(test_board_hash_depends_on_position_only),
        cmocka_unit_test(test_board_pente_capture_and_undo),
        cmocka_unit_test(test_board_ascii_diagram),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
