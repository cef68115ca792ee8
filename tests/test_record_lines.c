/* Renju - MIT licence, see LICENSE.
 *
 * Side lines in our text record: a game with other lines (a review tree, review.h) is
 * written with its lines in brackets ("Renju record 2") and read back as the same tree;
 * a game without them is written as before ("Renju record 1", byte for byte), and old
 * records load as before; SGF carries them as variations, the game first (RenLib's .lib
 * as its move tree: test_record_lib.c); the other formats keep the game's own line; a file with a
 * broken or hostile tree (unclosed, empty, repeated lines, more moves than the review holds,
 * brackets nested a hundred thousand deep) is refused with its reason.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "record.h"
#include "review.h"
#include "test_files.h"
#include "test_support.h"

/* Adds the line "moves" after the first `after` actions of the main line. */
static void add_line(Review *r, int after, const char *moves)
{
    int node = 0;
    for (int i = 0; i < after; i++) {
        node = r->nodes[node].first_child;
    }
    assert_true(review_goto(r, node));
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        Action a;
        memset(&a, 0, sizeof a);
        a.kind = ACTION_MOVE;
        a.pos = support_point(t);
        assert_true(review_play(r, &a, NULL));
    }
}

static char *text_of(const Game *g, const Review *r, size_t *len)
{
    return support_written_as(RECORD_TEXT, g, r, len);
}

static char *sgf_of(const Game *g, const Review *r, size_t *len)
{
    return support_written_as(RECORD_SGF, g, r, len);
}

/* Reads text in format fmt with its lines: the game must be moves and the tree tree
 * (dump_from's words). Returns the tree (malloc'd). */
static Review *reads_as(const char *text, size_t len, RecordFormat fmt, const char *moves,
                        const char *tree)
{
    Game *back = malloc(sizeof *back);
    Review *lines = review_new();
    assert_non_null(back);
    assert_non_null(lines);
    RecordError err;
    if (!record_parse_lines(text, len, fmt, NULL, back, lines, NULL, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    support_assert_moves(back, moves);
    support_assert_tree(lines, tree);
    free(back);
    return lines;
}

/* g with lines tree, written again in fmt: the same text as expected. */
static void assert_written_again(RecordFormat fmt, const Game *g, const Review *tree,
                                 const char *expected)
{
    size_t len = 0;
    char *again = support_written_as(fmt, g, tree, &len);
    assert_string_equal(again, expected);
    free(again);
}

/* The game alone (record_parse) is the record's main line: moves. */
static void assert_game_alone(const char *text, size_t len, RecordFormat fmt, const char *moves)
{
    Game *only = malloc(sizeof *only);
    assert_non_null(only);
    RecordError err;
    assert_true(record_parse(text, len, fmt, NULL, only, NULL, &err));
    support_assert_moves(only, moves);
    free(only);
}

static const char LINES_TEXT[] = "Renju record 2\n"
                                 "rule: renju\n"
                                 "opening: free\n"
                                 "result: none\n"
                                 "\n"
                                 "1. h8\n"
                                 "(\n"
                                 "  2. j10\n"
                                 "  (\n"
                                 "    3. l12\n"
                                 "  )\n"
                                 "  3. k11\n"
                                 ")\n"
                                 "2. i9\n"
                                 "3. h9\n"
                                 "(\n"
                                 "  4. h11 2.500s\n"
                                 "  5. i11\n"
                                 ")\n"
                                 "4. i10\n"
                                 "5. h10\n"
                                 "end\n";

static void test_record_lines_round_trip(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 h9 i10 h10");
    Review *r = support_review_of("h8 i9 h9 i10 h10");
    add_line(r, 1, "j10 k11");
    int j10 = r->nodes[r->nodes[0].first_child].last_child;
    assert_true(review_goto(r, j10));
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = support_point("l12");
    assert_true(review_play(r, &a, NULL));
    add_line(r, 3, "h11 i11");
    /* A thinking time rides with its move, in the lines too. */
    r->nodes[r->count - 2].action.time_ms = 2500;
    support_assert_tree(r, "h8 (j10 (l12) k11) i9 h9 (h11 i11) i10 h10");

    size_t len = 0;
    char *text = text_of(g, r, &len);
    assert_string_equal(text, LINES_TEXT);

    Review *tree = reads_as(text, len, RECORD_TEXT, "h8 i9 h9 i10 h10",
                            "h8 (j10 (l12) k11) i9 h9 (h11 i11) i10 h10");
    assert_int_equal(tree->count, r->count);
    /* The tree stands at the game's end, and its lines replay. */
    assert_int_equal(review_depth(tree, tree->current), 5);
    Game *pos = malloc(sizeof *pos);
    assert_non_null(pos);
    assert_true(review_position(tree, pos));
    assert_int_equal(pos->board.hash, g->board.hash);
    int h9 = tree->nodes[tree->nodes[tree->nodes[0].first_child].first_child].first_child;
    int h11 = tree->nodes[tree->nodes[h9].first_child].next_sibling;
    assert_int_equal(tree->nodes[h11].action.time_ms, 2500);
    assert_written_again(RECORD_TEXT, g, tree, LINES_TEXT);
    assert_game_alone(text, len, RECORD_TEXT, "h8 i9 h9 i10 h10");
    free(pos);
    free(text);
    review_free(tree);
    free(g);
    review_free(r);
}

/* The game on a line that was not played first: it is the record's main line, and its
 * other lines keep their order. */
static void test_record_lines_game_on_a_side_line(void **state)
{
    (void)state;
    Review *r = support_review_of("h8 i9 h9 i10");
    add_line(r, 2, "j10 k11");
    add_line(r, 2, "g7");
    support_assert_tree(r, "h8 i9 (j10 k11) (g7) h9 i10");
    Game *g = support_game(RULE_RENJU, "h8 i9 j10 k11");
    size_t len = 0;
    char *text = text_of(g, r, &len);
    assert_non_null(
        strstr(text, "2. i9\n(\n  3. h9\n  4. i10\n)\n(\n  3. g7\n)\n3. j10\n4. k11\n"));
    review_free(reads_as(text, len, RECORD_TEXT, "h8 i9 j10 k11", "h8 i9 (h9 i10) (g7) j10 k11"));
    free(text);
    free(g);
    review_free(r);
}

/* Lines under the game's last move (moves taken back, a line switched away from) are
 * kept too. */
static void test_record_lines_after_the_games_end(void **state)
{
    (void)state;
    Review *r = support_review_of("h8 i9 h9 i10");
    Game *g = support_game(RULE_RENJU, "h8 i9");
    size_t len = 0;
    char *text = text_of(g, r, &len);
    assert_non_null(strstr(text, "2. i9\n(\n  3. h9\n  4. i10\n)\nend\n"));
    Review *tree = reads_as(text, len, RECORD_TEXT, "h8 i9", "h8 i9 h9 i10");
    assert_int_equal(review_depth(tree, tree->current), 2);
    free(text);
    review_free(tree);
    free(g);
    review_free(r);
}

/* Without lines the record is version 1, byte for byte what record_format writes, and an
 * old record loads as before, as a tree of its one line. */
static void test_record_lines_old_records_unchanged(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 h9");
    Review *r = support_review_of("h8 i9 h9");
    char plain[1024];
    char with[1024];
    size_t n = record_format(g, NULL, RECORD_TEXT, plain, sizeof plain);
    assert_int_equal(record_format_lines(g, r, NULL, RECORD_TEXT, with, sizeof with), n);
    assert_string_equal(plain, with);
    assert_non_null(strstr(plain, "Renju record 1\n"));
    assert_int_equal(record_format_lines(g, NULL, NULL, RECORD_TEXT, with, sizeof with), n);
    review_free(r);

    static char old[4096];
    support_read_file("tests/fixtures/records", "good_game.renju", old, sizeof old);
    size_t len = strlen(old);
    Game *back = malloc(sizeof *back);
    Review *tree = review_new();
    assert_non_null(back);
    assert_non_null(tree);
    RecordError err;
    RecordInfo info;
    assert_true(record_parse_lines(old, len, RECORD_TEXT, NULL, back, tree, &info, &err));
    support_assert_moves(back, "h8 i9 h9 a1 h10 a2 h11 a3 h12");
    support_assert_tree(tree, "h8 i9 h9 a1 h10 a2 h11 a3 h12");
    assert_string_equal(info.black, "Anna Kovács");
    /* A bracket in a version 1 record is no action, as it always was. */
    const char v1[] = "Renju record 1\n1. h8\n(\n2. i9\n)\nend\n";
    assert_false(record_parse_lines(v1, sizeof v1 - 1, RECORD_TEXT, NULL, back, tree, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_BAD_ACTION);
    assert_int_equal(err.line, 3);
    free(back);
    review_free(tree);
    free(g);
}

/* The formats without lines (all but ours, SGF and RenLib) write the game's own line;
 * their files read as one line. */
static void test_record_lines_other_formats_keep_the_game(void **state)
{
    (void)state;
    Review *r = support_review_of("h8 i9 h9 i10");
    add_line(r, 2, "j10");
    Game *g = support_game(RULE_RENJU, "h8 i9 h9 i10");
    for (int f = RECORD_PSQ; f < RECORD_FORMAT_COUNT; f++) {
        if (f == RECORD_SGF || f == RECORD_LIB) {
            continue;
        }
        char plain[1024];
        char with[1024];
        size_t n = record_format(g, NULL, (RecordFormat)f, plain, sizeof plain);
        assert_int_equal(record_format_lines(g, r, NULL, (RecordFormat)f, with, sizeof with), n);
        assert_memory_equal(plain, with, n);
        Game *back = malloc(sizeof *back);
        Review *tree = review_new();
        assert_non_null(back);
        assert_non_null(tree);
        RecordError err;
        assert_true(record_parse_lines(with, n, (RecordFormat)f, NULL, back, tree, NULL, &err));
        support_assert_moves(back, "h8 i9 h9 i10");
        support_assert_tree(tree, "h8 i9 h9 i10");
        free(back);
        review_free(tree);
    }
    free(g);
    review_free(r);
}

/* What a hostile record is built in and read into. */
typedef struct Hostile {
    char *buf;
    size_t cap;
    Game *g;
    Review *tree;
} Hostile;

static Hostile hostile_new(size_t cap)
{
    Hostile h = {malloc(cap), cap, malloc(sizeof *h.g), review_new()};
    assert_non_null(h.buf);
    assert_non_null(h.g);
    assert_non_null(h.tree);
    return h;
}

static void hostile_free(Hostile *h)
{
    free(h->buf);
    free(h->g);
    review_free(h->tree);
}

/* A hostile tree: 50,625 moves in lines (read whole: a review grows to REVIEW_MAX_NODES;
 * test_record_lib passes that), brackets nested deep, many closing brackets: each refused
 * with its reason, no crash. */
static void test_record_lines_hostile_trees_refused(void **state)
{
    (void)state;
    Hostile h = hostile_new(2 * 1024 * 1024);
    char *buf = h.buf;
    size_t cap = h.cap;
    Game *g = h.g;
    Review *tree = h.tree;
    RecordError err;
    /* Every first move with every answer: 225 * 224 lines. */
    size_t n = (size_t)snprintf(buf, cap, "Renju record 2\nopening: swap2\n");
    for (int p = 0; p < 225; p++) {
        char pp[8];
        board_format_point(pos_from_xy(p % 15, p / 15), pp, sizeof pp);
        n += (size_t)snprintf(buf + n, cap - n, "(\n1. %s\n", pp);
        for (int q = 0; q < 225; q++) {
            char qq[8];
            board_format_point(pos_from_xy(q % 15, q / 15), qq, sizeof qq);
            if (q != p) {
                n += (size_t)snprintf(buf + n, cap - n, "(\n2. %s\n)\n", qq);
            }
        }
        n += (size_t)snprintf(buf + n, cap - n, ")\n");
    }
    n += (size_t)snprintf(buf + n, cap - n, "end\n");
    assert_true(n < cap);
    /* (past the 4095 moves a tree held before: audit 32a B7) read whole, as a file of them */
    assert_true(record_parse_lines(buf, n, RECORD_TEXT, NULL, g, tree, NULL, &err));
    assert_int_equal(tree->count, 1 + 225 + 225 * 224);
    assert_true(record_parse(buf, n, RECORD_TEXT, NULL, g, NULL, &err));
    /* A hundred thousand opening brackets. */
    n = (size_t)snprintf(buf, cap, "Renju record 2\n1. h8\n");
    for (int i = 0; i < 100000; i++) {
        n += (size_t)snprintf(buf + n, cap - n, "(\n");
    }
    n += (size_t)snprintf(buf + n, cap - n, "end\n");
    assert_false(record_parse_lines(buf, n, RECORD_TEXT, NULL, g, tree, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LINE_EMPTY);
    assert_int_equal(err.line, 4);
    /* Lines nested in lines, then a hundred thousand closing brackets. */
    n = (size_t)snprintf(buf, cap, "Renju record 2\n(\nh8\n(\ni9\n(\nh9\n(\ni10\n");
    for (int i = 0; i < 100000; i++) {
        n += (size_t)snprintf(buf + n, cap - n, ")\n");
    }
    n += (size_t)snprintf(buf + n, cap - n, "end\n");
    assert_false(record_parse_lines(buf, n, RECORD_TEXT, NULL, g, tree, NULL, &err));
    assert_int_equal(err.line, 14);
    assert_int_equal(err.reason, RECORD_R_LINE_NOT_OPEN);
    hostile_free(&h);
}

/* The tree of test_record_lines_round_trip as SGF variations: h8 is hh, i9 ig, j10 jf. */
static const char LINES_SGF[] = "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[15]RU[renju]\n"
                                ";B[hh](;W[ig];B[hg](;W[if];B[hf])(;W[he];B[ie]))"
                                "(;W[jf](;B[ke])(;B[ld])))\n";

/* SGF carries the lines as variations, the game's line first at every branching, and
 * reads them back as the same tree; written again, the same text. */
static void test_record_lines_sgf_round_trip(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 h9 i10 h10");
    size_t len = 0;
    Review *r = reads_as(LINES_TEXT, strlen(LINES_TEXT), RECORD_TEXT, "h8 i9 h9 i10 h10",
                         "h8 (j10 (l12) k11) i9 h9 (h11 i11) i10 h10");
    char *sgf = sgf_of(g, r, &len);
    assert_string_equal(sgf, LINES_SGF);
    Review *tree = reads_as(sgf, len, RECORD_SGF, "h8 i9 h9 i10 h10",
                            "h8 (j10 (l12) k11) i9 h9 (h11 i11) i10 h10");
    assert_int_equal(tree->count, r->count);
    assert_int_equal(review_depth(tree, tree->current), 5); /* at the game's end */
    assert_written_again(RECORD_SGF, g, tree, LINES_SGF);
    assert_game_alone(sgf, len, RECORD_SGF, "h8 i9 h9 i10 h10"); /* the first variation */
    /* Without lines, the SGF is what it was: the game alone. */
    char plain[1024];
    size_t n = record_format(g, NULL, RECORD_SGF, plain, sizeof plain);
    assert_int_equal(record_format_lines(g, NULL, NULL, RECORD_SGF, NULL, 0), n);
    assert_null(strchr(plain + 1, '('));
    review_free(tree);
    free(sgf);
    review_free(r);
    free(g);
}

/* A Taraguchi-10 game whose lines make their own choices: the game swaps before stone 2,
 * a line declines that swap (and takes one before stone 4 the game's line never meets),
 * another declines the game's second swap, and after stone 4 the game takes option A, a
 * line option B; comments on swaps and proposals. */
static const char CHOICES_TEXT[] = "Renju record 3\n"
                                   "rule: renju\n"
                                   "opening: taraguchi10\n"
                                   "result: none\n"
                                   "\n"
                                   "1. h8\n"
                                   "> the centre\n"
                                   "(\n"
                                   "  2. i9\n"
                                   "  > declined: White keeps White\n"
                                   "  3. j10\n"
                                   "  (\n"
                                   "    4. swap\n"
                                   "    > taken here instead\n"
                                   "    5. g9\n"
                                   "  )\n"
                                   "  4. k11\n"
                                   ")\n"
                                   "2. swap\n"
                                   "> Black's player takes White\n"
                                   "3. i9\n"
                                   "4. j10\n"
                                   "(\n"
                                   "  5. k11\n"
                                   ")\n"
                                   "5. swap\n"
                                   "6. j9\n"
                                   "(\n"
                                   "  7. option-b 2.250s\n"
                                   "  8. propose a1 b1 c1 d1 e1 f1 g1 a2 b2 c2\n"
                                   "  > ten fifths\n"
                                   "  9. choose b1\n"
                                   "  10. o15\n"
                                   ")\n"
                                   "7. option-a 0.750s\n"
                                   "8. i10\n"
                                   "end\n";

/* The same record as our writer numbers it since version 13 (fix32g: the stones as the
 * board numbers them, each choice beside the stone it comes before). */
static const char CHOICES_TEXT_13[] = "Renju record 13\n"
                                      "rule: renju\n"
                                      "opening: taraguchi10\n"
                                      "result: none\n"
                                      "\n"
                                      "1. h8\n"
                                      "> the centre\n"
                                      "(\n"
                                      "  2. i9\n"
                                      "  > declined: White keeps White\n"
                                      "  3. j10\n"
                                      "  (\n"
                                      "    4. swap\n"
                                      "    > taken here instead\n"
                                      "    4. g9\n"
                                      "  )\n"
                                      "  4. k11\n"
                                      ")\n"
                                      "2. swap\n"
                                      "> Black's player takes White\n"
                                      "2. i9\n"
                                      "3. j10\n"
                                      "(\n"
                                      "  4. k11\n"
                                      ")\n"
                                      "4. swap\n"
                                      "4. j9\n"
                                      "(\n"
                                      "  5. option-b 2.250s\n"
                                      "  5. propose a1 b1 c1 d1 e1 f1 g1 a2 b2 c2\n"
                                      "  > ten fifths\n"
                                      "  5. choose b1\n"
                                      "  6. o15\n"
                                      ")\n"
                                      "5. option-a 0.750s\n"
                                      "5. i10\n"
                                      "end\n";

/* Reads text in format fmt with its lines into a new game and tree (malloc'd), info
 * filled; fails the running test when it is refused. */
static void read_lines(const char *text, size_t len, RecordFormat fmt, Game **g, Review **tree,
                       RecordInfo *info)
{
    *g = malloc(sizeof **g);
    *tree = review_new();
    assert_non_null(*g);
    assert_non_null(*tree);
    RecordError err;
    if (!record_parse_lines(text, len, fmt, NULL, *g, *tree, info, &err)) {
        fail_msg("refused: %s", err.msg);
    }
}

/* The colour the first player holds at the node "moves" reaches. */
static Stone first_player_holds(const Review *r, const char *moves)
{
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(review_node_position(r, support_node_at(r, moves), g));
    Stone c = game_player_colour(g, 0);
    free(g);
    return c;
}

/* Each line keeps its own swaps and choices through SGF (they came back as the game's: a
 * line that declined the game's swap read as if under it), and their comments: the
 * record written again is the same, byte for byte, as the record written straight. Where the lines
 * part at a choice, each variation starts with its own RJA[] in a node without a stone. */
static void test_record_lines_sgf_each_line_keeps_its_swaps(void **state)
{
    (void)state;
    Game *g;
    Review *r;
    RecordInfo info;
    size_t len = strlen(CHOICES_TEXT);
    read_lines(CHOICES_TEXT, len, RECORD_TEXT, &g, &r, &info);
    char *sgf = sgf_of(g, r, &len);
    assert_non_null(strstr(sgf, ";B[hh]C[the centre](;RJA[swap]C[Black's player takes White];"
                                "W[ig];B[jf](;RJA[swap];W[jg]"));
    assert_non_null(strstr(sgf, "(;RJA[option-a 0.75s];B[if])(;RJA[option-b 2.25s];RJA[propose"
                                " a1 b1 c1 d1 e1 f1 g1 a2 b2 c2]C[ten fifths]LB[ao:A][bo:B]"
                                "[co:C][do:D][eo:E][fo:F][go:G][an:H][bn:I][cn:J];B[bo];W[oa]))"));
    assert_non_null(strstr(sgf, "(;W[ig]C[declined: White keeps White];B[jf](;W[ke])"
                                "(;RJA[swap]C[taken here instead];W[gg])))"));
    assert_int_equal(record_notes_lost(r, RECORD_SGF), 0);

    Game *back;
    Review *tree;
    read_lines(sgf, len, RECORD_SGF, &back, &tree, &info);
    assert_int_equal(info.lines_left_out, 0);
    assert_int_equal(tree->count, r->count);
    /* The line that declined keeps the colours; the game's swapped them. */
    assert_int_equal(first_player_holds(tree, "h8 i9 j10 k11"), STONE_BLACK);
    assert_int_equal(first_player_holds(tree, "h8 i9 j10"), STONE_BLACK);
    assert_int_equal(first_player_holds(r, "h8 i9 j10"), STONE_BLACK);
    assert_int_equal(back->nactions, g->nactions);
    assert_int_equal(back->first_colour, g->first_colour);
    size_t again_len = 0;
    char *again = text_of(back, tree, &again_len);
    assert_string_equal(again, CHOICES_TEXT_13); /* read in the old numbering, written in the new */
    free(again);
    again = text_of(g, r, &again_len);
    assert_string_equal(again, CHOICES_TEXT_13);
    free(again);
    free(back);
    review_free(tree);
    free(sgf);
    free(g);
    review_free(r);
}

/* Another's side line whose RJA[] the game refuses (a word that is no action, a choice
 * the opening has not come to) ends there, counted left out and said, and the rest is
 * read: never the whole file refused, as the game's own would be. A side line's
 * resignation is kept as its end; the game's stays unfinished. */
static void test_record_lines_sgf_side_choices_refused_end_their_line(void **state)
{
    (void)state;
    const char sgf[] = "(;GM[4]SZ[15]RU[renju Taraguchi-10];B[hh]"
                       "(;RJA[swap];W[ig];B[jf])"
                       "(;RJA[fly]C[lost with its line];W[gg])" /* no action */
                       "(;W[ig]RJA[option-a];B[jf])"            /* not before stone 4 */
                       "(;W[gi];RJA[resign]C[gave up]))";       /* kept: the line's end */
    Game *back;
    Review *tree;
    RecordInfo info;
    read_lines(sgf, sizeof sgf - 1, RECORD_SGF, &back, &tree, &info);
    assert_int_equal(info.lines_left_out, 2);
    assert_int_equal(back->nactions, 4); /* h8 swap i9 j10 */
    assert_false(game_over(back));
    int i9 = support_node_at(tree, "h8 i9"); /* the line that read as far as its RJA[] */
    assert_int_equal(tree->nodes[i9].first_child, -1);
    int resign = tree->nodes[support_node_at(tree, "h8 g7")].first_child;
    assert_int_equal(tree->nodes[resign].action.kind, ACTION_RESIGN);
    assert_string_equal(tree->nodes[resign].note, "gave up");
    int kids[8];
    assert_int_equal(review_children(tree, support_node_at(tree, "h8"), kids, 8), 3);
    free(back);
    review_free(tree);
}

/* The game played on a side line (taken back and played on, in the window) is SGF's first
 * variation; lines after the game's end follow RJE[] on its last node (a private property:
 * other readers showed the empty first variation "(;)" written before, which is still read),
 * so the game ends where it ended; a resignation rides in RE[] and stays the game's end. (A
 * line only browsed keeps the tree's order: test_record_sgf_browsing_keeps_the_order.) */
static void test_record_lines_sgf_game_first_and_lines_after_its_end(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 j10 k11"); /* the game, on the side line */
    Review *r = support_review_of("h8 i9 h9 i10");
    add_line(r, 2, "j10 k11");
    r->nodes[support_node_at(r, "h8 i9 j10")].here = true; /* played in the window */
    r->nodes[support_node_at(r, "h8 i9 j10 k11")].here = true;
    size_t len = 0;
    char *sgf = sgf_of(g, r, &len);
    assert_non_null(strstr(sgf, ";B[hh];W[ig](;B[jf];W[ke])(;B[hg];W[if]))"));
    review_free(reads_as(sgf, len, RECORD_SGF, "h8 i9 j10 k11", "h8 i9 (h9 i10) j10 k11"));
    free(sgf);
    free(g);

    g = support_game(RULE_RENJU, "h8 i9");
    sgf = sgf_of(g, r, &len);
    assert_non_null(strstr(sgf, ";B[hh];W[ig]RJE[](;B[hg];W[if])(;B[jf];W[ke]))"));
    Review *tree = reads_as(sgf, len, RECORD_SGF, "h8 i9", "h8 i9 (j10 k11) h9 i10");
    assert_int_equal(review_depth(tree, tree->current), 2);
    review_free(tree);
    free(sgf);
    static const char OLD_FORM[] = "(;FF[4]GM[4]SZ[15]RU[renju];B[hh];W[ig](;)(;B[hg];W[if])"
                                   "(;B[jf];W[ke]))"; /* as written before RJE[] */
    tree = reads_as(OLD_FORM, sizeof OLD_FORM - 1, RECORD_SGF, "h8 i9", "h8 i9 (j10 k11) h9 i10");
    assert_int_equal(review_depth(tree, tree->current), 2);
    review_free(tree);

    Action resign;
    memset(&resign, 0, sizeof resign);
    resign.kind = ACTION_RESIGN;
    assert_true(game_apply(g, &resign, NULL));
    assert_true(review_goto(r, r->nodes[r->nodes[0].first_child].first_child));
    assert_true(review_play(r, &resign, NULL));
    r->nodes[r->current].here = true; /* played in the window */
    sgf = sgf_of(g, r, &len);
    assert_non_null(strstr(sgf, "RE[W+R]")); /* Black, to move, resigned */
    Game *back = malloc(sizeof *back);
    tree = review_new();
    assert_non_null(back);
    assert_non_null(tree);
    RecordError err;
    assert_true(record_parse_lines(sgf, len, RECORD_SGF, NULL, back, tree, NULL, &err));
    assert_int_equal(back->result, RESULT_WHITE_WINS);
    /* The resignation is the game's line after i9, the two lines its alternatives. */
    assert_int_equal(tree->nodes[tree->current].action.kind, ACTION_RESIGN);
    assert_int_equal(review_depth(tree, tree->current), 3);
    int alt[4];
    assert_int_equal(review_children(tree, tree->nodes[tree->current].parent, alt, 4), 3);
    assert_int_equal(alt[0], tree->current);
    assert_true(review_position(tree, back));
    assert_int_equal(back->result, RESULT_WHITE_WINS);
    free(back);
    review_free(tree);
    free(sgf);
    free(g);
    review_free(r);
}

/* Variations of other programs: a side line's stone the rules refuse (on a stone, the
 * wrong colour, after a five) ends that side line, counted and named (it was without a
 * word), and the rest of the file is read; the same stone in two variations is one line;
 * comments and marks are skipped. */
static void test_record_lines_sgf_foreign_variations(void **state)
{
    (void)state;
    const char sgf[] = "(;GM[4]SZ[15]C[a game];B[hh];W[ig]"
                       "(;B[hg]C[main];W[if])"
                       "(;B[hh];W[aa])"           /* h8 is taken: nothing of it kept */
                       "(;W[jf])"                 /* White to move? Black is */
                       "(;B[jf]LB[jf:A];W[ke])"   /* kept, its label skipped */
                       "(;B[jf];W[ld](;B[aa])))"; /* j10 again: one line, l12 added */
    review_free(reads_as(sgf, sizeof sgf - 1, RECORD_SGF, "h8 i9 h9 i10",
                         "h8 i9 (j10 (l12 a15) k11) h9 i10"));
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordInfo info;
    assert_true(record_parse(sgf, sizeof sgf - 1, RECORD_SGF, NULL, g, &info, NULL));
    /* h8 again, White's j10: each cut line counted and the first named by where it
     * branches (audit 32a A1), not among the moves of lines left out */
    assert_int_equal(info.sgf_side_cut, 2);
    assert_int_equal(info.sgf_side_cut_move, 3);
    assert_int_equal(info.lines_left_out, 0);
    free(g);
}

/* Hostile variations: nested a hundred thousand deep (refused, no recursion to run out
 * of stack), 50,625 stones in variations (read), an unclosed variation. */
static void test_record_lines_sgf_hostile_refused(void **state)
{
    (void)state;
    Hostile h = hostile_new(4 * 1024 * 1024);
    RecordError err;
    size_t n = (size_t)snprintf(h.buf, h.cap, "(;GM[4];B[hh]");
    for (int i = 0; i < 100000; i++) {
        n += (size_t)snprintf(h.buf + n, h.cap - n, "(;C[x]");
    }
    assert_false(record_parse_lines(h.buf, n, RECORD_SGF, NULL, h.g, h.tree, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_TOO_DEEP);
    assert_int_equal(err.offset, 13 + 6 * (SGF_MAX_DEPTH - 1));
    assert_false(record_parse(h.buf, n, RECORD_SGF, NULL, h.g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_TOO_DEEP);
    /* Every first move with every answer: 225 * 224 variations. */
    n = (size_t)snprintf(h.buf, h.cap, "(;GM[4]");
    for (int p = 0; p < 225; p++) {
        n += (size_t)snprintf(h.buf + n, h.cap - n, "(;B[%c%c]", 'a' + p % 15, 'a' + p / 15);
        for (int q = 0; q < 225; q++) {
            if (q != p) {
                n += (size_t)snprintf(h.buf + n, h.cap - n, "(;W[%c%c])", 'a' + q % 15,
                                      'a' + q / 15);
            }
        }
        n += (size_t)snprintf(h.buf + n, h.cap - n, ")");
    }
    n += (size_t)snprintf(h.buf + n, h.cap - n, ")");
    assert_true(n < h.cap);
    /* (more than the 4095 moves a tree held before, audit 32a B7): read whole */
    assert_true(record_parse_lines(h.buf, n, RECORD_SGF, NULL, h.g, h.tree, NULL, &err));
    assert_int_equal(h.tree->count, 1 + 225 + 225 * 224);
    assert_true(record_parse(h.buf, n, RECORD_SGF, NULL, h.g, NULL, &err));
    const char open[] = "(;GM[4];B[hh](;W[ig])(;W[jf]";
    assert_false(
        record_parse_lines(open, sizeof open - 1, RECORD_SGF, NULL, h.g, h.tree, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_NOT_CLOSED);
    hostile_free(&h);
}

/* renju-cli convert carries the lines from one text record to another. */
static void test_record_lines_cli_convert_keeps_them(void **state)
{
    (void)state;
    char dir[256];
    support_temp_dir(dir, sizeof dir);
    support_write_file(dir, "in.renju", LINES_TEXT);
    char args[700];
    snprintf(args, sizeof args, "convert %s/in.renju %s/out.renju", dir, dir);
    char out[512];
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    static char back[2048];
    support_read_file(dir, "out.renju", back, sizeof back);
    assert_string_equal(back, LINES_TEXT);
    /* Through RenLib's .lib too, but for the thinking time it does not hold. */
    snprintf(args, sizeof args, "convert %s/in.renju %s/mid.lib", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    snprintf(args, sizeof args, "convert %s/mid.lib %s/lib.renju", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    support_read_file(dir, "lib.renju", back, sizeof back);
    char expected[sizeof LINES_TEXT];
    const char *time = strstr(LINES_TEXT, " 2.500s");
    assert_non_null(time);
    size_t head = (size_t)(time - LINES_TEXT);
    memcpy(expected, LINES_TEXT, head);
    snprintf(expected + head, sizeof expected - head, "%s", time + 7);
    assert_string_equal(back, expected);
    support_remove_dir(dir);
}

/* Audit 32a B7, B9: an SGF whose lines pass 4095 moves (5,213) with a comment of 5000
 * characters (Cyrillic: 9,000 bytes and more) opens, renju-cli converts it to .renju and
 * back to SGF, and every reading is the same tree, the comment whole. Refused ("more than
 * 4095 moves") and cut at 1000 bytes before. */
static void test_record_lines_big_tree_and_long_comment_through_cli(void **state)
{
    (void)state;
    char dir[256];
    support_temp_dir(dir, sizeof dir);
    char *tree = support_big_tree(true);
    size_t cap = strlen(tree) + 20000;
    char *sgf = malloc(cap);
    assert_non_null(sgf);
    char *note = malloc(5000 * 2 + 1);
    assert_non_null(note);
    size_t nn = 0;
    for (int i = 0; i < 5000; i++) {
        memcpy(note + nn, i % 10 == 9 ? " " : "ж", i % 10 == 9 ? 1 : 2);
        nn += i % 10 == 9 ? 1 : 2;
    }
    note[nn - 1] = 'x'; /* no blank at its end */
    note[nn] = '\0';
    const char *h8 = strstr(tree, ";B[hh]") + strlen(";B[hh]");
    snprintf(sgf, cap, "%.*sC[%s]%s", (int)(h8 - tree), tree, note, h8);
    support_write_file(dir, "big.sgf", sgf);
    char args[900], out[2048];
    snprintf(args, sizeof args, "convert %s/big.sgf %s/big.renju 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    snprintf(args, sizeof args, "convert %s/big.renju %s/back.sgf 2>&1", dir, dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_null(strstr(out, "warning"));
    char *text[3] = {NULL, NULL, NULL}; /* each reading as our text record: the same */
    for (int k = 0; k < 3; k++) {
        static const char *const NAMES[3] = {"big.sgf", "big.renju", "back.sgf"};
        char path[600];
        snprintf(path, sizeof path, "%s/%s", dir, NAMES[k]);
        Game *gk = malloc(sizeof *gk);
        Review *rk = review_new();
        assert_non_null(gk);
        assert_non_null(rk);
        RecordError err;
        if (!record_load_file_lines(path, RECORD_AUTO, NULL, gk, rk, NULL, &err)) {
            fail_msg("%s", err.msg);
        }
        assert_int_equal(rk->count, 5214);
        assert_string_equal(rk->nodes[support_node_at(rk, "h8")].note, note);
        support_assert_moves(gk, "h8 i9 k8 l9 h11");
        size_t n = 0;
        text[k] = support_written_as(RECORD_TEXT, gk, rk, &n);
        if (k > 0) {
            assert_string_equal(text[k], text[0]);
        }
        review_free(rk);
        free(gk);
    }
    for (int k = 0; k < 3; k++) {
        free(text[k]);
    }
    free(note);
    free(sgf);
    free(tree);
    support_remove_dir(dir);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_lines_round_trip),
        cmocka_unit_test(test_record_lines_game_on_a_side_line),
        cmocka_unit_test(test_record_lines_after_the_games_end),
        cmocka_unit_test(test_record_lines_old_records_unchanged),
        cmocka_unit_test(test_record_lines_other_formats_keep_the_game),
        cmocka_unit_test(test_record_lines_hostile_trees_refused),
        cmocka_unit_test(test_record_lines_cli_convert_keeps_them),
        cmocka_unit_test(test_record_lines_big_tree_and_long_comment_through_cli),
        cmocka_unit_test(test_record_lines_sgf_round_trip),
        cmocka_unit_test(test_record_lines_sgf_each_line_keeps_its_swaps),
        cmocka_unit_test(test_record_lines_sgf_side_choices_refused_end_their_line),
        cmocka_unit_test(test_record_lines_sgf_game_first_and_lines_after_its_end),
        cmocka_unit_test(test_record_lines_sgf_foreign_variations),
        cmocka_unit_test(test_record_lines_sgf_hostile_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
