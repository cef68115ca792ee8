/* Renju - MIT licence, see LICENSE.
 *
 * The opening book (src/ai/book.c): its line reader refuses what is not a legal position
 * and move of standard renju, a position is found whatever the order of its stones and
 * in each of the board's symmetries (the move turned back with it), only for standard
 * renju, and ai_search answers from it only when asked and at the full level. The
 * shipped book (src/ai/book_data.h) must read without a refused line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai_internal.h"
#include "rules.h"
#include "test_support.h"

static int setup(void **state)
{
    (void)state;
    renju_init();
    return 0;
}

static void test_book_reads_a_line(void **state)
{
    (void)state;
    BookEntry e;
    assert_true(book_parse_line("h8 h9 f10 g9 12", &e));
    assert_int_equal(e.move, support_point("g9"));
    assert_int_equal(e.score, 12);
    assert_int_equal(e.stones, 3);
    assert_true(book_parse_line("h8  h9 f10 g9 -250", &e));
    assert_int_equal(e.score, -250);
}

static void test_book_refuses_bad_lines(void **state)
{
    (void)state;
    BookEntry e;
    assert_false(book_parse_line("h8 h9 f10 h9 0", &e));     /* the move is occupied */
    assert_false(book_parse_line("h8 h8 f10 g9 0", &e));     /* a stone on a stone */
    assert_false(book_parse_line("h8 h9 f10 g9", &e));       /* no score */
    assert_false(book_parse_line("h8 h9 f10 g9 1x", &e));    /* a score that is no number */
    assert_false(book_parse_line("h8 h9 f10 g9 99999", &e)); /* a score out of range */
    assert_false(book_parse_line("h8 z9 f10 g9 0", &e));     /* no such point */
    assert_false(book_parse_line("g9 0", &e));               /* no position */
    assert_false(book_parse_line("", &e));
    /* j8 is a double three for Black: a foul is never a book move. */
    assert_false(book_parse_line("g8 a1 h8 a3 j10 a5 j9 a7 j8 0", &e));
    assert_true(book_parse_line("g8 a1 h8 a3 j10 a5 j9 a7 j7 0", &e));
}

/* A book of the single line "h8 h9 f10 g9 12". */
static void one_line_book(AiBook *bk)
{
    bk->n = 0;
    assert_true(book_parse_line("h8 h9 f10 g9 12", &bk->e[bk->n++]));
}

/* The book's move for the position after the moves in text, or POS_NONE. */
static Pos probe(const AiBook *bk, const RuleSet *rs, const char *text)
{
    Board b;
    support_position(&b, text);
    Pos m = POS_NONE;
    int score = 0;
    return book_probe(bk, rs, &b, &m, &score) ? m : POS_NONE;
}

static void test_book_finds_position_in_any_order_and_symmetry(void **state)
{
    (void)state;
    static AiBook bk;
    one_line_book(&bk);
    const RuleSet *renju = rules_get(RULE_RENJU);
    assert_int_equal(probe(&bk, renju, "h8 h9 f10"), support_point("g9"));
    /* The same stones in another order. */
    assert_int_equal(probe(&bk, renju, "f10 h9 h8"), support_point("g9"));
    /* Mirrored left to right, and top to bottom: the move is mirrored with them. */
    assert_int_equal(probe(&bk, renju, "h8 h9 j10"), support_point("i9"));
    assert_int_equal(probe(&bk, renju, "h8 h7 f6"), support_point("g7"));
    /* Turned a quarter turn about h8: h9 to g8, f10 to f6, and g9 to g7. */
    assert_int_equal(probe(&bk, renju, "h8 g8 f6"), support_point("g7"));
    /* Another position, or another rule, is not in the book. */
    assert_int_equal(probe(&bk, renju, "h8 h9 g10"), POS_NONE);
    assert_int_equal(probe(&bk, renju, "h8 h9 f10 g9"), POS_NONE);
    assert_int_equal(probe(&bk, rules_get(RULE_GOMOKU), "h8 h9 f10"), POS_NONE);
}

/* A board set up stone by stone without its history, White to move by a pass (as the
 * Gomocup BOARD command builds it), is found; one whose stones do not fit the side to
 * move is not. */
static void test_book_reads_the_stones_not_the_history(void **state)
{
    (void)state;
    static AiBook bk;
    one_line_book(&bk);
    Board b;
    board_init(&b, BOARD_STANDARD, false);
    board_set(&b, support_point("f10"), STONE_BLACK);
    board_set(&b, support_point("h9"), STONE_WHITE);
    board_set(&b, support_point("h8"), STONE_BLACK);
    assert_true(board_pass(&b));
    Pos m = POS_NONE;
    int score = 0;
    assert_true(book_probe(&bk, rules_get(RULE_RENJU), &b, &m, &score));
    assert_int_equal(m, support_point("g9"));
    assert_int_equal(score, 12);
}

static void test_book_skips_a_board_with_a_pass(void **state)
{
    (void)state;
    static AiBook bk;
    one_line_book(&bk);
    Board b;
    support_position(&b, "h8 h9");
    assert_true(board_pass(&b));
    assert_true(board_play(&b, support_point("f10")));
    Pos m = POS_NONE;
    int score = 0;
    assert_false(book_probe(&bk, rules_get(RULE_RENJU), &b, &m, &score));
}

static void test_shipped_book_is_sound(void **state)
{
    (void)state;
    static AiBook bk;
    assert_int_equal(book_init(&bk), 0);
    assert_true(bk.n >= 26);
    /* Every standard opening is in it. */
    FILE *f = fopen("lab/book-openings.txt", "r");
    assert_non_null(f);
    char line[128];
    int openings = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "#\r\n")] = '\0';
        if (line[0] == '\0') {
            continue;
        }
        openings++;
        assert_int_not_equal(probe(&bk, rules_get(RULE_RENJU), line), POS_NONE);
    }
    fclose(f);
    assert_int_equal(openings, 26);
}

/* The moves before a standard opening are in the book too, so that the full level does
 * not think for seconds over White's second stone or Black's third: after h8, and after
 * each second stone next to it (direct or indirect, in every symmetry), the move is one
 * that leads into a standard opening (next to h8 for White, within two lines of it for
 * Black). */
static void test_shipped_book_answers_the_first_moves(void **state)
{
    (void)state;
    static AiBook bk;
    book_init(&bk);
    const RuleSet *renju = rules_get(RULE_RENJU);
    Pos h8 = support_point("h8");
    Pos m = probe(&bk, renju, "h8");
    assert_int_not_equal(m, POS_NONE);
    assert_true(abs(pos_x(m) - pos_x(h8)) <= 1 && abs(pos_y(m) - pos_y(h8)) <= 1);
    const char *seconds[] = {"h9", "i9", "i8", "i7", "h7", "g7", "g8", "g9"};
    for (size_t i = 0; i < sizeof seconds / sizeof seconds[0]; i++) {
        char text[16];
        snprintf(text, sizeof text, "h8 %s", seconds[i]);
        m = probe(&bk, renju, text);
        assert_int_not_equal(m, POS_NONE);
        assert_true(abs(pos_x(m) - pos_x(h8)) <= 2 && abs(pos_y(m) - pos_y(h8)) <= 2);
    }
}

/* ai_search with the book asked for (or not) at the given level. */
static AiInfo search_book(const RuleSet *rs, const char *text, int level, bool book)
{
    Board b;
    support_position(&b, text);
    AiEngine *e = ai_create(4);
    assert_non_null(e);
    AiLimits lim = {0, 2, 0, level, 1, 1, book, AI_SOLVE_NONE, false, false, {0}};
    AiInfo info;
    ai_search(e, rs, &b, &lim, NULL, NULL, NULL, &info);
    ai_destroy(e);
    return info;
}

static void test_search_answers_from_book_only_when_asked_at_full_level(void **state)
{
    (void)state;
    static AiBook bk;
    book_init(&bk);
    const RuleSet *renju = rules_get(RULE_RENJU);
    const char *opening = "h8 h9 f10";
    Pos expect = probe(&bk, renju, opening);
    AiInfo info = search_book(renju, opening, AI_LEVEL_MAX, true);
    assert_true(info.book);
    assert_int_equal(info.best, expect);
    assert_int_equal(info.nodes, 0);
    info = search_book(renju, opening, AI_LEVEL_MAX, false);
    assert_false(info.book);
    assert_true(info.nodes > 0);
    info = search_book(renju, opening, AI_LEVEL_MAX - 1, true);
    assert_false(info.book);
    info = search_book(rules_get(RULE_GOMOKU), opening, AI_LEVEL_MAX, true);
    assert_false(info.book);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_book_reads_a_line),
        cmocka_unit_test(test_book_refuses_bad_lines),
        cmocka_unit_test(test_book_finds_position_in_any_order_and_symmetry),
        cmocka_unit_test(test_book_reads_the_stones_not_the_history),
        cmocka_unit_test(test_book_skips_a_board_with_a_pass),
        cmocka_unit_test(test_shipped_book_is_sound),
        cmocka_unit_test(test_shipped_book_answers_the_first_moves),
        cmocka_unit_test(test_search_answers_from_book_only_when_asked_at_full_level),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
