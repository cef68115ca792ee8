/* Renju - MIT licence, see LICENSE.
 *
 * Comments on moves (review.h's notes): a comment on i9 in the game h8 i9 h9 survives a
 * save and a load as our text record ("Renju record 3", "> " lines after the move) and
 * as SGF (C[], ] and \ escaped); a variation's comment too; a game without comments is
 * written byte for byte as before; a comment that is no UTF-8, holds a control
 * character or passes the length cap is refused, in the window's setter and in a file;
 * another program's SGF comment is read leniently, and what it cut or left out to fit is
 * counted; SGF keeps the comments on stones and passes, not on a swap or the game's end
 * (record_notes_lost); older records' versions stay read.
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

static void set_note(Review *r, const char *moves, const char *note)
{
    assert_int_equal(review_set_note(r, support_node_at(r, moves), note, strlen(note)),
                     REVIEW_NOTE_OK);
}

/* Reads text with its lines (malloc'd tree) and its RecordInfo into *info (may be NULL);
 * fails the test on a refusal. */
static Review *read_info(const char *text, size_t len, RecordFormat fmt, RecordInfo *info)
{
    Game *g = malloc(sizeof *g);
    Review *lines = review_new();
    assert_non_null(g);
    assert_non_null(lines);
    RecordError err;
    if (!record_parse_lines(text, len, fmt, NULL, g, lines, info, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    free(g);
    return lines;
}

static Review *read_back(const char *text, size_t len, RecordFormat fmt)
{
    return read_info(text, len, fmt, NULL);
}

/* The reason text (our text record) is refused for. */
static RecordReason refusal(const char *text)
{
    Game *g = malloc(sizeof *g);
    Review *lines = review_new();
    RecordError err;
    memset(&err, 0, sizeof err);
    bool ok = record_parse_lines(text, strlen(text), RECORD_TEXT, NULL, g, lines, NULL, &err);
    free(g);
    review_free(lines);
    assert_false(ok);
    return err.reason;
}

static void test_notes_i9_survives_text_and_sgf(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 h9");
    Review *r = support_review_of("h8 i9 h9");
    set_note(r, "h8 i9", "the losing move: j10 was needed");
    for (int f = 0; f < 2; f++) {
        RecordFormat fmt = f == 0 ? RECORD_TEXT : RECORD_SGF;
        size_t n = 0;
        char *text = support_written_as(fmt, g, r, &n);
        if (fmt == RECORD_TEXT) {
            assert_non_null(strstr(text, "Renju record 3\n"));
            assert_non_null(strstr(text, "2. i9\n> the losing move: j10 was needed\n3. h9\n"));
        } else {
            assert_non_null(strstr(text, ";W[ig]C[the losing move: j10 was needed];B[hg]"));
        }
        Review *back = read_back(text, n, fmt);
        assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note,
                            "the losing move: j10 was needed");
        assert_string_equal(back->nodes[support_node_at(back, "h8")].note, "");
        assert_string_equal(back->nodes[support_node_at(back, "h8 i9 h9")].note, "");
        review_free(back);
        free(text);
    }
    review_free(r);
    free(g);
}

static void test_notes_escaping_newlines_and_utf8(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 h9");
    Review *r = support_review_of("h8 i9 h9");
    const char
        *note = "a]b\\c [x]\n  second line: Ход \xe2\x80\x94 \xd1\x85\xd0\xbe\xd0\xb4\n\nend";
    set_note(r, "h8 i9", note);
    set_note(r, "", "the game's own comment");
    size_t n = 0;
    char *sgf = support_written_as(RECORD_SGF, g, r, &n);
    assert_non_null(strstr(sgf, "C[a\\]b\\\\c [x\\]\n"));
    assert_non_null(strstr(sgf, "C[the game's own comment]"));
    Review *back = read_back(sgf, n, RECORD_SGF);
    assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note, note);
    assert_string_equal(back->nodes[0].note, "the game's own comment");
    review_free(back);
    char *text = support_written_as(RECORD_TEXT, g, r, &n);
    assert_non_null(strstr(text, "\n\n> the game's own comment\n1. h8\n"));
    assert_non_null(strstr(text, "2. i9\n> a]b\\c [x]\n>   second line"));
    back = read_back(text, n, RECORD_TEXT);
    assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note, note);
    assert_string_equal(back->nodes[0].note, "the game's own comment");
    review_free(back);
    free(text);
    free(sgf);
    review_free(r);
    free(g);
}

static void test_notes_variation_comment(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 h9");
    Review *r = support_review_of("h8 i9 h9");
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    assert_true(review_goto(r, support_node_at(r, "h8 i9")));
    a.pos = support_point("j10");
    assert_true(review_play(r, &a, NULL));
    set_note(r, "h8 i9 j10", "better: a four");
    for (int f = 0; f < 2; f++) {
        RecordFormat fmt = f == 0 ? RECORD_TEXT : RECORD_SGF;
        size_t n = 0;
        char *text = support_written_as(fmt, g, r, &n);
        Review *back = read_back(text, n, fmt);
        assert_string_equal(back->nodes[support_node_at(back, "h8 i9 j10")].note, "better: a four");
        assert_string_equal(back->nodes[support_node_at(back, "h8 i9 h9")].note, "");
        review_free(back);
        free(text);
    }
    review_free(r);
    free(g);
}

/* Without comments, the records are what they were: version 1 (2 with lines), the same
 * bytes; with a comment removed again too. */
static void test_notes_none_written_as_before(void **state)
{
    (void)state;
    Game *g = support_game(RULE_RENJU, "h8 i9 h9");
    Review *r = support_review_of("h8 i9 h9");
    size_t before_n = 0;
    size_t plain_n = 0;
    size_t n = 0;
    char *before = support_written_as(RECORD_TEXT, g, r, &before_n);
    char *plain = support_written_as(RECORD_TEXT, g, NULL, &plain_n);
    assert_int_equal(before_n, plain_n);
    assert_memory_equal(before, plain, plain_n);
    assert_non_null(strstr(before, "Renju record 1\n"));
    set_note(r, "h8 i9", "x");
    set_note(r, "h8 i9", "  \n ");
    char *after = support_written_as(RECORD_TEXT, g, r, &n);
    assert_int_equal(n, before_n);
    assert_memory_equal(after, before, n);
    free(after);
    free(plain);
    free(before);
    review_free(r);
    free(g);
}

static void test_notes_refused_when_not_text(void **state)
{
    (void)state;
    Review *r = support_review_of("h8 i9 h9");
    int i9 = support_node_at(r, "h8 i9");
    set_note(r, "h8 i9", "kept");
    const char *bad[] = {"bad \xff byte", "cut \xd0", "overlong \xc0\xaf", "tab\there",
                         "bell\a",        "cr\r\n",   "c1 \xc2\x85",       "del\x7f"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(review_set_note(r, i9, bad[i], strlen(bad[i])), REVIEW_NOTE_NOT_TEXT);
        assert_string_equal(r->nodes[i9].note, "kept");
    }
    assert_int_equal(refusal("Renju record 3\n\n1. h8\n2. i9\n> bad \xff\n3. h9\nend\n"),
                     RECORD_R_NOTE_NOT_TEXT);
    assert_int_equal(refusal("Renju record 3\n\n1. h8\n> a\ttab\nend\n"), RECORD_R_NOTE_NOT_TEXT);
    /* a comment after ")" belongs to no move; before the first move it is the game's */
    assert_int_equal(
        refusal("Renju record 3\n\n1. h8\n(\n2. j10\n)\n> where?\n2. i9\n3. h9\nend\n"),
        RECORD_R_NOTE_MISPLACED);
    /* nor right after "(": it landed on the move before the line, over that move's own */
    assert_int_equal(refusal("Renju record 3\n\n1. h8\n> a\n(\n> b\n2. i9\n)\n2. j10\nend\n"),
                     RECORD_R_NOTE_MISPLACED);
    assert_int_equal(
        refusal("Renju record 3\n\n1. h8\n2. i9\n(\n> the other line\n3. j10\n)\n3. h9\nend\n"),
        RECORD_R_NOTE_MISPLACED);
    /* comments need version 3: version 2 reads '>' as before (no action) */
    assert_int_not_equal(refusal("Renju record 2\n\n1. h8\n> x\nend\n"), RECORD_R_NONE);
    review_free(r);
}

static void test_notes_length_cap(void **state)
{
    (void)state;
    enum { MAX = REVIEW_NOTE_CHARS };
    Review *r = support_review_of("h8 i9 h9");
    int i9 = support_node_at(r, "h8 i9");
    char *big = malloc(4 * MAX + 64);
    assert_non_null(big);
    memset(big, 'x', MAX + 1);
    assert_int_equal(review_set_note(r, i9, big, MAX), REVIEW_NOTE_OK);
    assert_int_equal(strlen(r->nodes[i9].note), MAX);
    assert_int_equal(review_set_note(r, i9, big, MAX + 1), REVIEW_NOTE_TOO_LONG);
    /* blanks at the end do not count: they are not kept */
    memset(big + MAX, ' ', 50);
    big[MAX + 20] = '\n';
    assert_int_equal(review_set_note(r, i9, big, MAX + 50), REVIEW_NOTE_OK);
    assert_int_equal(strlen(r->nodes[i9].note), MAX);
    /* the cap is characters: MAX Cyrillic letters (two bytes each) fit, one more does not */
    for (int i = 0; i <= MAX; i++) {
        memcpy(big + 2 * i, "я", 2);
    }
    assert_int_equal(review_set_note(r, i9, big, 2 * (size_t)MAX), REVIEW_NOTE_OK);
    assert_int_equal(strlen(r->nodes[i9].note), 2 * MAX);
    assert_int_equal(review_set_note(r, i9, big, 2 * (size_t)MAX + 2), REVIEW_NOTE_TOO_LONG);
    /* MAX + 2 three-byte characters */
    for (int i = 0; i < MAX + 2; i++) {
        memcpy(big + 3 * i, "\xe2\x80\x94", 3);
    }
    assert_int_equal(review_set_note(r, i9, big, 3 * (size_t)MAX + 6), REVIEW_NOTE_TOO_LONG);
    /* a file's comment over the cap is cut between characters and counted, in our text
     * record as in SGF: the whole record was refused for it (audit 21, C7), even a comment
     * far past the cap, over many lines */
    size_t cap = 8 * (size_t)MAX + 4096;
    char *rec = malloc(cap);
    assert_non_null(rec);
    for (int f = 0; f < 2; f++) {
        int n = snprintf(rec, cap,
                         f == 0 ? "Renju record 3\n\n1. h8\n> %.*s\nend\n"
                                : "(;FF[4]GM[4]SZ[15];B[hh]C[%.*s])",
                         3 * MAX + 6, big);
        RecordInfo info;
        Review *back = read_info(rec, (size_t)n, f == 0 ? RECORD_TEXT : RECORD_SGF, &info);
        assert_int_equal(strlen(back->nodes[support_node_at(back, "h8")].note), 3 * MAX);
        assert_int_equal(info.notes_cut, 1);
        review_free(back);
    }
    memset(big, 'x', 600);
    size_t n = (size_t)snprintf(rec, cap, "Renju record 3\n\n1. h8\n");
    for (int k = 0; k < MAX / 500; k++) { /* 131 lines of 600: 78,600 characters */
        n += (size_t)snprintf(rec + n, cap - n, "> %.*s\n", 600, big);
    }
    n += (size_t)snprintf(rec + n, cap - n, "2. i9\n> after\nend\n");
    RecordInfo info;
    Review *back = read_info(rec, n, RECORD_TEXT, &info);
    assert_int_equal(strlen(back->nodes[support_node_at(back, "h8")].note), MAX);
    assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note, "after");
    assert_int_equal(info.notes_cut, 1);
    review_free(back);
    free(rec);
    free(big);
    review_free(r);
}

/* A tree's comments hold at most REVIEW_NOTES_TOTAL bytes: a comment past it is refused
 * in the tree (the others kept), and left out of a record read (counted, as SGF's are),
 * so a record always fits in a file and is never refused for it. */
static void test_notes_tree_total_cap(void **state)
{
    (void)state;
    enum { NOTE_K = 1000 }; /* bytes of each comment */
    Review *r = review_new();
    assert_non_null(r);
    review_clear(r, rules_get(RULE_RENJU), OPENING_FREE);
    /* A chain of passes: a tree of 1100 nodes, no board needed. */
    Action pass;
    memset(&pass, 0, sizeof pass);
    pass.kind = ACTION_PASS;
    pass.pos = POS_PASS;
    int node = 0;
    for (int i = 0; i < 1100; i++) {
        node = review_add(r, node, &pass, true);
        assert_true(node > 0);
    }
    char note[NOTE_K];
    memset(note, 'x', sizeof note);
    int full = REVIEW_NOTES_TOTAL / NOTE_K; /* 1048 whole comments fit */
    for (int k = 1; k <= full; k++) {
        assert_int_equal(review_set_note(r, k, note, sizeof note), REVIEW_NOTE_OK);
    }
    assert_int_equal(review_set_note(r, full + 1, note, sizeof note), REVIEW_NOTE_FULL);
    assert_string_equal(r->nodes[full + 1].note, "");
    assert_int_equal(review_set_note(r, full + 1, note, REVIEW_NOTES_TOTAL - full * NOTE_K),
                     REVIEW_NOTE_OK);
    assert_int_equal(r->note_bytes, REVIEW_NOTES_TOTAL);
    /* replacing a comment counts it once */
    assert_int_equal(review_set_note(r, 1, note, sizeof note), REVIEW_NOTE_OK);
    assert_int_equal(review_set_note(r, 1, "", 0), REVIEW_NOTE_OK);
    assert_int_equal(r->note_bytes, REVIEW_NOTES_TOTAL - NOTE_K);
    /* a record past the total is refused: after h8, 215 lines of five commented moves
     * (white P, then a1 o15 a15 o1) */
    size_t cap = 1200 * (NOTE_K + 32);
    char *rec = malloc(cap);
    assert_non_null(rec);
    size_t n = (size_t)snprintf(rec, cap, "Renju record 3\n1. h8\n");
    static const char *const TAIL[4] = {"a1", "o15", "a15", "o1"};
    int lines_made = 0;
    for (int x = 0; x < 15 && lines_made < 215; x++) {
        for (int y = 1; y <= 15 && lines_made < 215; y++) {
            char p[16];
            snprintf(p, sizeof p, "%c%d", 'a' + x, y);
            if (!strcmp(p, "h8") || !strcmp(p, "a1") || !strcmp(p, "o15") || !strcmp(p, "a15") ||
                !strcmp(p, "o1")) {
                continue;
            }
            n += (size_t)snprintf(rec + n, cap - n, "(\n2. %s\n> %.*s\n", p, NOTE_K, note);
            for (int k = 0; k < 4; k++) {
                n += (size_t)snprintf(rec + n, cap - n, "%d. %s\n> %.*s\n", k + 3, TAIL[k], NOTE_K,
                                      note);
            }
            n += (size_t)snprintf(rec + n, cap - n, ")\n");
            lines_made++;
        }
    }
    n += (size_t)snprintf(rec + n, cap - n, "end\n");
    RecordInfo info;
    Review *lines = read_info(rec, n, RECORD_TEXT, &info);
    assert_int_equal(lines->note_bytes, REVIEW_NOTES_TOTAL / NOTE_K * NOTE_K);
    assert_int_equal(info.notes_dropped, 215 * 5 - REVIEW_NOTES_TOTAL / NOTE_K);
    review_free(lines);
    free(rec);
    review_free(r);
}

/* Another program's SGF: CR LF, tabs, a soft line break, bytes that are no UTF-8 (read as
 * Latin-1, as RenLib's comments are guessed: no CA[]), a comment before the move in its
 * node, two nodes' comments on one move. */
static void test_notes_sgf_foreign_comments(void **state)
{
    (void)state;
    const char *sgf = "(;GM[4]SZ[15]C[game\r\nnotes];C[x\\\ny]B[hh];W[ig]C[a\tb \xff];C[more])";
    Review *back = read_back(sgf, strlen(sgf), RECORD_SGF);
    assert_string_equal(back->nodes[0].note, "game\nnotes");
    assert_string_equal(back->nodes[support_node_at(back, "h8")].note, "xy");
    /* no CA[], not UTF-8: a word of one letter with the top bit read as cp1251's, as the
     * file's code page is guessed (audit 34b, A1; Russian "я" far likelier than "ÿ") */
    assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note, "a b я\nmore");
    review_free(back);
}

/* An SGF C[] past REVIEW_NOTE_CHARS is cut, and the reader counts it: on the game, on h8,
 * two C[] of i7 that fit alone but not together, one past what a value is read to; a
 * comment that fits, or ends in blanks past the cap, is not counted. */
static void test_notes_sgf_cut_is_counted(void **state)
{
    (void)state;
    enum { MAX = REVIEW_NOTE_CHARS };
    size_t cap = 16 * (size_t)MAX;
    char *sgf = malloc(cap);
    assert_non_null(sgf);
    int n = snprintf(sgf, cap, "(;FF[4]GM[4]SZ[15]C[%0*d];B[hh]C[%0*d];W[ii]C[%0*d]C[%0*d])",
                     MAX + 200, 0, MAX + 1, 0, MAX / 2 + 100, 0, MAX / 2 + 100, 0);
    RecordInfo info;
    Review *back = read_info(sgf, (size_t)n, RECORD_SGF, &info);
    assert_int_equal(info.notes_cut, 3);
    assert_int_equal(info.notes_dropped, 0);
    assert_int_equal(strlen(back->nodes[0].note), MAX);
    assert_int_equal(strlen(back->nodes[support_node_at(back, "h8 i7")].note), MAX);
    review_free(back);
    /* 10 * MAX bytes: more than a value is read to */
    n = snprintf(sgf, cap, "(;FF[4]GM[4]SZ[15];B[hh]C[%0*d])", 10 * MAX, 0);
    review_free(read_info(sgf, (size_t)n, RECORD_SGF, &info));
    assert_int_equal(info.notes_cut, 1);
    /* MAX characters and 3000 blanks: nothing left out */
    n = snprintf(sgf, cap, "(;FF[4]GM[4]SZ[15];B[hh]C[%0*d%*s];W[ii]C[i9])", MAX, 0, 3000, "");
    back = read_info(sgf, (size_t)n, RECORD_SGF, &info);
    assert_int_equal(info.notes_cut, 0);
    assert_string_equal(back->nodes[support_node_at(back, "h8 i7")].note, "i9");
    review_free(back);
    free(sgf);
}

/* An SGF whose comments pass REVIEW_NOTES_TOTAL: those past it are left out, counted.
 * After h8, 215 variations of five commented stones (white P, then a1 o15 a15 o1): 1075
 * comments of 1000 bytes, of which 1048 fit. */
static void test_notes_sgf_total_dropped_is_counted(void **state)
{
    (void)state;
    enum { NOTE_K = 1000 }; /* bytes of each comment */
    size_t cap = 1200 * (NOTE_K + 32);
    char *sgf = malloc(cap);
    char *note = malloc(NOTE_K + 1);
    assert_non_null(sgf);
    assert_non_null(note);
    memset(note, 'x', NOTE_K);
    note[NOTE_K] = '\0';
    size_t n = (size_t)snprintf(sgf, cap, "(;FF[4]GM[4]SZ[15];B[hh]");
    static const char *const TAIL[4] = {"aa", "oo", "ao", "oa"}; /* a15 o1 a1 o15 */
    int made = 0;
    for (int x = 0; x < 15 && made < 215; x++) {
        for (int y = 0; y < 15 && made < 215; y++) {
            char p[3] = {(char)('a' + x), (char)('a' + y), '\0'};
            if (!strcmp(p, "hh") || !strcmp(p, "aa") || !strcmp(p, "oo") || !strcmp(p, "ao") ||
                !strcmp(p, "oa")) {
                continue;
            }
            n += (size_t)snprintf(sgf + n, cap - n, "(;W[%s]C[%s]", p, note);
            for (int k = 0; k < 4; k++) {
                n += (size_t)snprintf(sgf + n, cap - n, ";%c[%s]C[%s]", k % 2 ? 'W' : 'B', TAIL[k],
                                      note);
            }
            n += (size_t)snprintf(sgf + n, cap - n, ")");
            made++;
        }
    }
    n += (size_t)snprintf(sgf + n, cap - n, ")");
    RecordInfo info;
    Review *back = read_info(sgf, n, RECORD_SGF, &info);
    assert_int_equal(info.notes_dropped, 1075 - REVIEW_NOTES_TOTAL / NOTE_K);
    assert_int_equal(info.notes_cut, 0);
    assert_int_equal(back->note_bytes, REVIEW_NOTES_TOTAL / NOTE_K * NOTE_K);
    review_free(back);
    free(note);
    free(sgf);
}

/* RenLib holds stones only: the comments on a swap and on a resignation are what it leaves
 * out (record_notes_lost; the save's notice and convert's warning say so), those on the
 * game, on stones and on a pass come back; SGF keeps them all, a decision's on the node of
 * its RJA[] (fix 32b: they were left out too); the stones-only formats leave out every one,
 * our text record none. */
static void test_notes_sgf_keeps_every_comment_lib_on_stones(void **state)
{
    (void)state;
    const char *rec = "Renju record 3\nopening: swap2\n> the game\n1. a1\n> a1\n2. b1\n3. c1\n"
                      "4. swap\n> swapped: j10 is the key\n5. d5\n> d5\n6. pass\n> passed\n"
                      "7. e7\n8. resign\n> gave up\nend\n";
    Review *r = read_back(rec, strlen(rec), RECORD_TEXT);
    assert_int_equal(record_notes_lost(r, RECORD_TEXT), 0);
    assert_int_equal(record_notes_lost(r, RECORD_SGF), 0);
    assert_int_equal(record_notes_lost(r, RECORD_LIB), 2);
    assert_int_equal(record_notes_lost(r, RECORD_PSQ), 6);
    assert_int_equal(record_notes_lost(r, RECORD_MOVES), 6);
    assert_int_equal(record_notes_lost(NULL, RECORD_SGF), 0);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(record_parse(rec, strlen(rec), RECORD_TEXT, NULL, g, NULL, NULL));
    for (int f = 0; f < 2; f++) { /* SGF, then RenLib's .lib */
        RecordFormat fmt = f == 0 ? RECORD_SGF : RECORD_LIB;
        size_t n = 0;
        char *written = support_written_as(fmt, g, r, &n);
        Review *back = read_back(written, n, fmt);
        assert_string_equal(back->nodes[0].note, "the game");
        assert_string_equal(back->nodes[support_node_at(back, "a1")].note, "a1");
        int d5 = back->nodes[support_node_at(back, "a1 b1 c1")].first_child;
        if (f == 0) { /* SGF keeps the swap itself (RJA[], fix 31a), and its comment */
            assert_int_equal(back->nodes[d5].action.kind, ACTION_SWAP);
            assert_string_equal(back->nodes[d5].note, "swapped: j10 is the key");
            assert_non_null(strstr(written, ";B[co];RJA[swap]C[swapped: j10 is the key];W[dk]"));
            d5 = back->nodes[d5].first_child;
        }
        assert_string_equal(back->nodes[d5].note, "d5");
        int pass = back->nodes[d5].first_child;
        assert_int_equal(back->nodes[pass].action.kind, ACTION_PASS);
        assert_string_equal(back->nodes[pass].note, "passed");
        if (f == 0) { /* the resignation's too, the game's end */
            int resign = back->nodes[back->nodes[pass].first_child].first_child;
            assert_int_equal(back->nodes[resign].action.kind, ACTION_RESIGN);
            assert_string_equal(back->nodes[resign].note, "gave up");
            assert_int_equal(back->current, resign);
        }
        assert_int_equal(record_notes_lost(back, fmt), 0);
        review_free(back);
        free(written);
    }
    free(g);
    review_free(r);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_notes_i9_survives_text_and_sgf),
        cmocka_unit_test(test_notes_escaping_newlines_and_utf8),
        cmocka_unit_test(test_notes_variation_comment),
        cmocka_unit_test(test_notes_none_written_as_before),
        cmocka_unit_test(test_notes_refused_when_not_text),
        cmocka_unit_test(test_notes_length_cap),
        cmocka_unit_test(test_notes_sgf_foreign_comments),
        cmocka_unit_test(test_notes_tree_total_cap),
        cmocka_unit_test(test_notes_sgf_cut_is_counted),
        cmocka_unit_test(test_notes_sgf_total_dropped_is_counted),
        cmocka_unit_test(test_notes_sgf_keeps_every_comment_lib_on_stones),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
