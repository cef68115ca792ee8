/* Renju - MIT licence, see LICENSE.
 *
 * RenLib's .lib as a record of a study: a hand-built file with two variations, a label
 * node, a board text and comments in cp1251 and Latin-1 reads into the review tree with
 * the comments as UTF-8; a tree with its comments (Russian, French, Chinese) written as
 * .lib reads back the same, Russian stored as cp1251 and French as Latin-1 so that RenLib
 * reads them; a side line's refused move ends that line; a pass and a label node at the
 * root do not upset the reader; a truncated or corrupt tree is refused with its reason,
 * and one larger than a review holds is RECORD_R_LINES_TOO_MANY; RenLib's order of lines
 * and its start position stay through an edit and a save, and a line browsed changes none.
 * The same files as an opening library (library.h): a position finds its continuations
 * with their labels, comments and the moves below them, reached in another order or on a
 * turned board (the answers turned to match); a file cut at any byte, or lying about
 * its points or its texts, is refused with the offset at fault; a directory, an empty
 * file and one over the size limit are refused; a 10,000-ply line and a made-up library
 * of 3000 moves load.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "i18n.h"
#include "library.h"
#include "record.h"
#include "review.h"
#include "status.h"
#include "symmetry.h"
#include "test_files.h"
#include "test_support.h"

#define S(lit) lit, sizeof lit - 1

enum {
    SIB = 0x80,
    LEAF = 0x40,
    MARK = 0x10,
    NOTE = 0x08,
    START = 0x04,
    NO_MOVE = 0x02,
    EXT = 0x01
};

/* A .lib being built: header, then nodes and their texts. */
typedef struct LibBuf {
    unsigned char b[1 << 20];
    size_t n;
} LibBuf;

static LibBuf *lb_new(void)
{
    static const unsigned char HEADER[20] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                             0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                             0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    LibBuf *l = malloc(sizeof *l);
    assert_non_null(l);
    memcpy(l->b, HEADER, sizeof HEADER);
    l->n = sizeof HEADER;
    return l;
}

/* A node on point pt ("h8"; NULL: none, the root or a pass) with flags. */
static void lb_node(LibBuf *l, const char *pt, unsigned flags)
{
    unsigned char b0 = 0;
    if (pt) {
        Pos p = support_point(pt);
        b0 = (unsigned char)((pos_x(p) + 1) | ((14 - pos_y(p)) << 4));
    }
    l->b[l->n++] = b0;
    l->b[l->n++] = (unsigned char)flags;
    if (flags & EXT) {
        l->b[l->n++] = 0;
        l->b[l->n++] = 0x01; /* a board text follows */
    }
}

/* A text of raw bytes, its 0 and RenLib's padding to an even length. */
static void lb_text(LibBuf *l, const char *bytes)
{
    size_t n = strlen(bytes);
    memcpy(l->b + l->n, bytes, n);
    l->n += n;
    l->b[l->n++] = 0;
    if (n % 2 == 0) {
        l->b[l->n++] = 0;
    }
}

/* Whether the n bytes of data hold the m bytes of s. */
static bool contains(const char *data, size_t n, const char *s, size_t m)
{
    for (size_t i = 0; i + m <= n; i++) {
        if (memcmp(data + i, s, m) == 0) {
            return true;
        }
    }
    return false;
}

/* Reads a .lib with its lines: the game must be moves; returns the tree (malloc'd). */
static Review *read_lib(const void *data, size_t len, const char *moves, RecordInfo *info)
{
    Game *g = malloc(sizeof *g);
    Review *lines = review_new();
    assert_non_null(g);
    assert_non_null(lines);
    RecordError err;
    if (!record_parse_lines(data, len, RECORD_LIB, NULL, g, lines, info, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    support_assert_moves(g, moves);
    free(g);
    return lines;
}

/* h8, then i9 h9 (the game) and j10, with a label "A" on k11 after h8; comments: the
 * study's in Latin-1, h8's in cp1251 (a one-line comment, then two lines), h9's in
 * Latin-1, j10's in ASCII. */
static LibBuf *two_variations(void)
{
    LibBuf *l = lb_new();
    lb_node(l, NULL, NOTE);
    lb_text(l, "Tr\xE8s bien");
    lb_node(l, "h8", NOTE);
    lb_text(l, "\xD5\xEE\xF0\xEE\xF8\xE8\xE9 \xF5\xEE\xE4\x08\xC2\xF2\xEE\xF0\xE0\xFF "
               "\xF1\xF2\xF0\xEE\xEA\xE0\r\n\xD2\xF0\xE5\xF2\xFC\xFF");
    lb_node(l, "i9", SIB);
    lb_node(l, "h9", LEAF | NOTE | MARK);
    lb_text(l, "D\xE9j\xE0 vu");
    lb_node(l, "k11", NO_MOVE | LEAF | SIB | EXT);
    lb_text(l, "A");
    lb_node(l, "j10", LEAF | NOTE);
    lb_text(l, "ok");
    return l;
}

/* The variations read into the tree, each comment on its move as UTF-8 (cp1251 taken for
 * the Cyrillic, Latin-1 for the French), the label a board letter of h8's position. */
static void test_record_lib_reads_variations_and_comments(void **state)
{
    (void)state;
    LibBuf *l = two_variations();
    Review *r = read_lib(l->b, l->n, "h8 i9 h9", NULL);
    support_assert_tree(r, "h8 (j10) i9 h9");
    assert_string_equal(r->nodes[0].note, "Tr\xC3\xA8s bien");
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note,
                        "Хороший ход\nВторая строка\nТретья");
    assert_string_equal(review_mark(r, support_node_at(r, "h8"), support_point("k11")), "A");
    assert_null(review_mark(r, support_node_at(r, "h8"), support_point("j10")));
    assert_string_equal(r->nodes[support_node_at(r, "h8 i9 h9")].note, "D\xC3\xA9j\xC3\xA0 vu");
    assert_string_equal(r->nodes[support_node_at(r, "h8 j10")].note, "ok");
    assert_string_equal(r->nodes[support_node_at(r, "h8 i9")].note, "");
    assert_int_equal(r->current, support_node_at(r, "h8 i9 h9"));
    review_free(r);
    free(l);
    /* A comment already UTF-8 (another program's) is kept as it is; a short cp1251 word
     * is Cyrillic, an old 7-bit comment has RenLib's Danish letters. */
    l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", NOTE);
    lb_text(l, "Ход \xE2\x80\x94 ok");
    lb_node(l, "i9", NOTE);
    lb_text(l, "\xC4\xE0");
    lb_node(l, "j10", LEAF | 0x20);
    memcpy(l->b + l->n, "p{ \xFC", 4); /* "pæ |" with the top bit ending it */
    l->n += 4;
    r = read_lib(l->b, l->n, "h8 i9 j10", NULL);
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "Ход — ok");
    assert_string_equal(r->nodes[support_node_at(r, "h8 i9")].note, "Да");
    assert_string_equal(r->nodes[support_node_at(r, "h8 i9 j10")].note, "pæ ø");
    review_free(r);
    free(l);
}

/* A side line's move the rules refuse (h8 again) ends that line, its later moves not
 * read but counted; a label node first at the root (its comment the letter), and a pass
 * in a side line, are read as such. */
static void test_record_lib_refusals_labels_and_passes(void **state)
{
    (void)state;
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "a1", NO_MOVE | LEAF | SIB | NOTE);
    lb_text(l, "edge");
    lb_node(l, "h8", 0);
    lb_node(l, "i9", SIB);
    lb_node(l, "j10", LEAF);
    lb_node(l, "h8", SIB); /* occupied: refused, its line ends */
    lb_node(l, "k11", LEAF);
    lb_node(l, "h9", SIB);
    lb_node(l, NULL, 0); /* a pass */
    lb_node(l, "g7", LEAF | NOTE);
    lb_text(l, "after a pass");
    lb_node(l, NULL, NO_MOVE | LEAF); /* a label without a point, no text */
    RecordInfo info;
    Review *r = read_lib(l->b, l->n, "h8 i9 j10", &info);
    assert_string_equal(r->nodes[0].note, "");
    assert_string_equal(review_mark(r, 0, support_point("a1")), "edge");
    assert_int_equal(info.lines_left_out, 2); /* h8 again, and k11 after it */
    int h9 = support_node_at(r, "h8 h9");
    int pass = r->nodes[h9].first_child;
    assert_true(pass >= 0);
    assert_int_equal(r->nodes[pass].action.kind, ACTION_PASS);
    int g7 = r->nodes[pass].first_child;
    assert_int_equal(r->nodes[g7].action.pos, support_point("g7"));
    assert_string_equal(r->nodes[g7].note, "after a pass");
    assert_int_equal(r->count, 7); /* root h8 i9 j10 h9 pass g7: no k11 */
    review_free(r);
    free(l);
}

/* A study with lines and comments written as .lib reads back as the same tree and text;
 * Russian goes to the file as cp1251, French as Latin-1, what neither holds as UTF-8. */
static void test_record_lib_round_trip(void **state)
{
    (void)state;
    Review *r = support_review_of("h8 i9 h9 i10");
    Game *g = support_game(RULE_RENJU, "h8 i9 h9 i10");
    static const struct {
        const char *moves;
        const char *note;
    } NOTES[] = {
        {"", "Study: Тест"},
        {"h8", "Хороший ход\nВторая строка\nТретья"},
        {"h8 i9", "Tr\xC3\xA8s bien, \xC3\xA9l\xC3\xA8ve"},
        {"h8 i9 h9 i10", "中文 and é and ж"},
        {"h8 i9 j10", "a side line"},
        {"h8 i9 j10 k11", "ещё"},
    };
    assert_true(review_goto(r, support_node_at(r, "h8 i9")));
    for (int i = 0; i < 2; i++) {
        Action a;
        memset(&a, 0, sizeof a);
        a.kind = ACTION_MOVE;
        a.pos = support_point(i == 0 ? "j10" : "k11");
        assert_true(review_play(r, &a, NULL));
    }
    for (size_t i = 0; i < sizeof NOTES / sizeof NOTES[0]; i++) {
        assert_int_equal(review_set_note(r, support_node_at(r, NOTES[i].moves), NOTES[i].note,
                                         strlen(NOTES[i].note)),
                         REVIEW_NOTE_OK);
    }
    assert_int_equal(record_notes_lost(r, RECORD_LIB), 0);
    size_t n = 0;
    char *lib = support_written_as(RECORD_LIB, g, r, &n);
    assert_true(contains(lib, n, "\xD5\xEE\xF0\xEE\xF8\xE8\xE9 \xF5\xEE\xE4\x08", 12));
    assert_true(contains(lib, n, "\r\n\xD2\xF0\xE5\xF2\xFC\xFF", 8));
    assert_true(contains(lib, n, "Tr\xE8s bien, \xE9l\xE8ve", 16));
    assert_true(contains(lib, n, "中文 and é and ж", strlen("中文 and é and ж")));
    Review *back = read_lib(lib, n, "h8 i9 h9 i10", NULL);
    support_assert_tree(back, "h8 i9 (j10 k11) h9 i10");
    for (size_t i = 0; i < sizeof NOTES / sizeof NOTES[0]; i++) {
        assert_string_equal(back->nodes[support_node_at(back, NOTES[i].moves)].note, NOTES[i].note);
    }
    /* Written again: the same bytes. */
    size_t n2 = 0;
    char *again = support_written_as(RECORD_LIB, g, back, &n2);
    assert_int_equal(n2, n);
    assert_memory_equal(again, lib, n);
    /* The hand-built file too keeps its tree through a save. */
    LibBuf *l = two_variations();
    Game *g2 = malloc(sizeof *g2);
    Review *r2 = review_new();
    assert_true(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g2, r2, NULL, NULL));
    char *saved = support_written_as(RECORD_LIB, g2, r2, &n2);
    Review *r3 = read_lib(saved, n2, "h8 i9 h9", NULL);
    support_assert_tree(r3, "h8 (j10) i9 h9");
    for (int k = 0; k < r2->count; k++) {
        assert_string_equal(r3->nodes[k].note, r2->nodes[k].note);
    }
    review_free(r3);
    free(saved);
    review_free(r2);
    free(g2);
    free(l);
    free(again);
    review_free(back);
    free(lib);
    free(g);
    review_free(r);
}

/* A RenLib user's library, in file order: h8 i9 j10 g7* k11 f6 j9 h9 i8, RenLib's start
 * position (START, *) on g7, so the game read is h8 i9 j10 g7. */
static LibBuf *start_library(void)
{
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", NOTE);
    lb_text(l, "\xD6\xE5\xED\xF2\xF0"); /* "Центр" in cp1251 */
    lb_node(l, "i9", SIB);
    lb_node(l, "j10", SIB);
    lb_node(l, "g7", SIB | START);
    lb_node(l, "k11", LEAF);
    lb_node(l, "f6", LEAF);
    lb_node(l, "j9", SIB | LEAF);
    lb_node(l, "h9", LEAF);
    lb_node(l, "i8", LEAF);
    return l;
}

/* The points of a .lib's nodes in file order, "*" after one with RenLib's START flag. */
static void lib_order(const char *data, size_t n, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t at = 20; at + 1 < n;) {
        unsigned b0 = (unsigned char)data[at], f = (unsigned char)data[at + 1];
        at += 2 + ((f & EXT) ? 2 : 0);
        for (int texts = ((f & NOTE) != 0) + ((f & EXT) != 0); texts > 0; texts--) {
            while (at < n && data[at] != 0) {
                at++;
            }
            at += (at % 2 == 0) ? 2 : 1; /* its 0 and the padding to an even length */
        }
        if (b0 == 0) {
            continue;
        }
        char pt[8];
        board_format_point(pos_from_xy((int)(b0 & 15) - 1, 14 - (int)(b0 >> 4)), pt, sizeof pt);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s%s", len ? " " : "", pt,
                                (f & START) ? "*" : "");
    }
}

/* The tree r written as fmt with the game browsed to moves (its line in r). */
static char *browsed_as(RecordFormat fmt, const char *moves, const Review *r, size_t *n)
{
    Game *b = support_game(RULE_RENJU, moves);
    char *written = support_written_as(fmt, b, r, n);
    free(b);
    return written;
}

/* Audit 34b, B2: a .lib saved from the window kept RenLib's order only while the game was
 * its main line: the line browsed or added was written first (RenLib's main line), and the
 * start mark moved to where the game ended. Now the file's order and its START stay, a
 * new line goes after the others, and browsing another line changes no byte. */
static void test_record_lib_keeps_the_files_order_and_start(void **state)
{
    (void)state;
    LibBuf *l = start_library();
    Review *r = read_lib(l->b, l->n, "h8 i9 j10 g7", NULL);
    char order[256];
    lib_order((const char *)l->b, l->n, order, sizeof order);
    assert_string_equal(order, "h8 i9 j10 g7* k11 f6 j9 h9 i8");
    /* Home, PgDn (at h8), a click on k7: a new line, commented; the game is h8 k7. */
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = ACTION_MOVE;
    a.pos = support_point("k7");
    assert_true(review_goto(r, support_node_at(r, "h8")));
    assert_true(review_play(r, &a, NULL));
    assert_int_equal(review_set_note(r, r->current, S("weak")), REVIEW_NOTE_OK);
    Game *g = support_game(RULE_RENJU, "h8 k7");
    size_t n = 0;
    char *saved = support_written_as(RECORD_LIB, g, r, &n);
    lib_order(saved, n, order, sizeof order);
    assert_string_equal(order, "h8 i9 j10 g7* k11 f6 j9 h9 i8 k7");
    Review *back = read_lib(saved, n, "h8 i9 j10 g7", NULL);
    assert_string_equal(back->nodes[support_node_at(back, "h8 k7")].note, "weak");
    /* Another line browsed (h8 i9 j9), or the game's start again: the same bytes. */
    static const char *const BROWSED[] = {"h8 i9 j9", "h8", "", "h8 i9 j10 g7 k11"};
    for (size_t i = 0; i < sizeof BROWSED / sizeof BROWSED[0]; i++) {
        size_t n2 = 0;
        char *again = browsed_as(RECORD_LIB, BROWSED[i], back, &n2);
        assert_int_equal(n2, n);
        assert_memory_equal(again, saved, n);
        free(again);
    }
    review_free(back);
    free(saved);
    free(g);
    review_free(r);
    free(l);
}

/* The same for SGF: a variation browsed is not written first (the tree's order stays). */
static void test_record_sgf_browsing_keeps_the_order(void **state)
{
    (void)state;
    static const char SGF[] = "(;FF[4]GM[4]SZ[15];B[hh](;W[ig];B[jf])(;W[gi]C[second])(;W[ii]))";
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    assert_non_null(g);
    assert_non_null(r);
    assert_true(record_parse_lines(S(SGF), RECORD_SGF, NULL, g, r, NULL, NULL));
    support_assert_moves(g, "h8 i9 j10");
    static const char *const BROWSED[] = {"h8 i9 j10", "h8 g7", "h8 i7", "h8"};
    for (size_t i = 0; i < sizeof BROWSED / sizeof BROWSED[0]; i++) {
        size_t n2 = 0;
        char *again = browsed_as(RECORD_SGF, BROWSED[i], r, &n2);
        assert_non_null(strstr(again, "(;W[ig];B[jf])(;W[gi]C[second])(;W[ii])"));
        free(again);
    }
    review_free(r);
    free(g);
}

static RecordReason lib_refusal(const LibBuf *l, size_t len, long *offset)
{
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    RecordError err;
    memset(&err, 0, sizeof err);
    bool ok = record_parse_lines((const char *)l->b, len, RECORD_LIB, NULL, g, r, NULL, &err);
    free(g);
    review_free(r);
    assert_false(ok);
    assert_true(err.msg[0] != '\0');
    if (offset) {
        *offset = err.offset;
    }
    return err.reason;
}

/* The damage a file cut to len bytes is read with (record_parse_lines must take it). */
static RecordReason lib_damage(const LibBuf *l, size_t len)
{
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    RecordError err;
    RecordInfo info;
    bool ok = record_parse_lines((const char *)l->b, len, RECORD_LIB, NULL, g, r, &info, &err);
    free(g);
    review_free(r);
    assert_true(ok);
    assert_int_equal(info.damaged_len, (long)len);
    return (RecordReason)info.damaged_why;
}

/* Truncated anywhere, the hand-built file is refused with a reason or read as a shorter
 * tree; a cut comment, a cut tree and bytes after it each say so; a tree larger than a
 * review holds is refused, not cut. */
static void test_record_lib_truncated_and_hostile(void **state)
{
    (void)state;
    LibBuf *l = two_variations();
    for (size_t len = 0; len < l->n; len++) {
        Game *g = malloc(sizeof *g);
        Review *r = review_new();
        RecordError err;
        if (!record_parse_lines((const char *)l->b, len, RECORD_LIB, NULL, g, r, NULL, &err)) {
            assert_true(err.reason != RECORD_R_NONE);
        }
        free(g);
        review_free(r);
    }
    long at = 0;
    assert_int_equal(lib_refusal(l, 26, &at), RECORD_R_LIB_COMMENT); /* in the root's */
    /* Cut in j10's comment, or bytes after the tree: the tree before the damage is read,
     * the damage said (audit 34b, B3: the whole file was refused). */
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    RecordInfo info;
    RecordError err;
    assert_true(
        record_parse_lines((const char *)l->b, l->n - 2, RECORD_LIB, NULL, g, r, &info, &err));
    support_assert_tree(r, "h8 i9 h9");
    assert_int_equal(info.damaged_why, RECORD_R_LIB_COMMENT);
    assert_int_equal(info.damaged_len, (long)l->n - 2);
    l->b[l->n++] = 0x77;
    l->b[l->n++] = 0x40;
    assert_true(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, &info, &err));
    support_assert_tree(r, "h8 (j10) i9 h9");
    assert_int_equal(info.damaged_why, RECORD_R_LIB_TRAILING);
    assert_int_equal(info.damaged_at, (long)l->n - 2);
    free(g);
    review_free(r);
    free(l);
}

/* A .lib of moves moves (at least 225): h8, every answer, under each answer third moves
 * from a1 on along the rows (a1..o1, a2..), as many as make up moves. */
static LibBuf *lib_of_moves(int moves)
{
    assert_true(moves >= 225 && moves <= 225 + 224 * 223);
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", 0);
    int thirds = moves - 225, answers = 0;
    for (int y = 0; y < 15; y++) {
        for (int x = 0; x < 15; x++) {
            if (x == 7 && y == 7) {
                continue;
            }
            int here = thirds / 224 + (answers < thirds % 224);
            answers++;
            char pt[8];
            board_format_point(pos_from_xy(x, y), pt, sizeof pt);
            lb_node(l, pt, (answers < 224 ? SIB : 0) | (here == 0 ? LEAF : 0));
            int written = 0;
            for (int t = 0; t < 225 && written < here; t++) {
                char third[8];
                board_format_point(pos_from_xy(t % 15, t / 15), third, sizeof third);
                if (strcmp(third, pt) != 0 && strcmp(third, "h8") != 0) {
                    lb_node(l, third, LEAF | (++written < here ? SIB : 0));
                }
            }
        }
    }
    return l;
}

/* A .lib of h8 and answers, count of them with a comment of 32,768 Cyrillic letters in
 * cp1251 (65,536 bytes as UTF-8). */
static LibBuf *lib_of_comments(int count)
{
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", 0);
    static char text[32769];
    memset(text, '\xC6', 32768); /* Ж */
    for (int i = 0; i < count; i++) {
        char pt[8];
        board_format_point(pos_from_xy(i, 0), pt, sizeof pt);
        lb_node(l, pt, (i + 1 < count ? SIB : 0) | LEAF | NOTE);
        lb_text(l, text);
    }
    return l;
}

/* A .lib is read as a game up to RECORD_LIB_GAME_MOVES (50000) moves (fix 34f: a real
 * library, edited and saved back; 4095 before): one more, or a .lib of 1,548,738 moves
 * (past the tree's own 999999), is refused as too many lines, so that the window opens it
 * in the library view; refused, not cut, at the first node past it, the limit in its
 * message. So is one whose comments fill the tree's (more than RECORD_LIB_GAME_NOTES
 * bytes: no room left to write), not read with comments left out. */
static void test_record_lib_read_as_a_game_up_to_50000_moves(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    assert_non_null(g);
    assert_non_null(r);
    RecordError err;
    LibBuf *l = lib_of_moves(4096); /* the bound before */
    assert_true(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, NULL, &err));
    free(l);
    l = lib_of_moves(50000);
    assert_true(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, NULL, &err));
    assert_int_equal(r->count, 50001);
    free(l);
    l = lib_of_moves(50001);
    assert_false(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LINES_TOO_MANY);
    assert_int_equal(err.num[0], 50000);
    assert_non_null(strstr(err.msg, "the record's lines hold more than 50000 moves"));
    char said[512]; /* as the window says it (Russian: the number the same) */
    i18n_record_error(LANG_RU, &err, said, sizeof said);
    assert_non_null(strstr(said, "50000"));
    /* ...at the first node that does not fit: the file cut before it is only short */
    long too_many = err.offset;
    assert_true(too_many >= 22 && too_many % 2 == 0);
    assert_int_equal(lib_damage(l, (size_t)too_many), RECORD_R_LIB_TREE_SHORT);
    /* Cut in its middle: the tree is short. */
    assert_int_equal(lib_damage(l, l->n / 2 & ~(size_t)1), RECORD_R_LIB_TREE_SHORT);
    free(l);
    size_t len = 0;
    char *big = support_lib_past_the_tree(&len);
    assert_true(len < RECORD_FILE_MAX);
    assert_false(record_parse_lines(big, len, RECORD_LIB, NULL, g, r, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LINES_TOO_MANY);
    assert_int_equal(err.num[0], 50000);
    free(big);
    /* 12 comments of 65,536 bytes: RECORD_LIB_GAME_NOTES, read; 13: a library. */
    assert_int_equal(RECORD_LIB_GAME_NOTES, 12 * 65536);
    RecordInfo info;
    l = lib_of_comments(12);
    assert_true(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, &info, &err));
    assert_int_equal(r->note_bytes, 12 * 65536);
    assert_int_equal(info.notes_dropped + info.notes_cut, 0);
    free(l);
    l = lib_of_comments(13);
    assert_false(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LINES_TOO_MANY);
    free(l);
    free(g);
    review_free(r);
}

/* ---- The opening library ------------------------------------------------------------- */

/* h8 i9, then j10 (label "A", a comment in cp1251) with k11 after it and, under j10's
 * line, i10 k12; h10 (label "B"); a label node "C" on g10; and h8 i10 j10 i9 m13 after
 * it, the same stones as h8 i9 j10 i10 in another order. */
static LibBuf *library_file(void)
{
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", 0);
    lb_node(l, "i9", SIB);
    lb_node(l, "j10", SIB | NOTE | EXT);
    lb_text(l, "\xD1\xE8\xEB\xFC\xED\xEE\x08\xE2\xF2\xEE\xF0\xE0\xFF"); /* Сильно\nвторая */
    lb_text(l, "A");
    lb_node(l, "k11", SIB | LEAF);
    lb_node(l, "i10", 0);
    lb_node(l, "k12", LEAF);
    lb_node(l, "h10", SIB | LEAF | EXT);
    lb_text(l, "B");
    lb_node(l, "g10", SIB | LEAF | NO_MOVE | EXT);
    lb_text(l, "C");
    lb_node(l, "g9", LEAF); /* no label: the label node's on another point */
    lb_node(l, "i10", 0);
    lb_node(l, "j10", 0);
    lb_node(l, "i9", 0);
    lb_node(l, "m13", LEAF | NOTE);
    lb_text(l, "transposed");
    return l;
}

static Library *library_of(const LibBuf *l)
{
    RecordError err;
    Library *lib = library_load((const char *)l->b, l->n, &err);
    if (!lib) {
        fail_msg("refused: %s", err.msg);
    }
    return lib;
}

/* The continuations of the position `moves` reach as "j10 A 3 Сильно|..." lines, the
 * comments' points turned as the board is. */
static void library_answers(const Library *lib, const char *moves, char *buf, size_t cap)
{
    Board b;
    support_position(&b, moves);
    LibraryMove m[32];
    int n = library_find(lib, &b, m, 32);
    size_t k = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && k < cap; i++) {
        char pt[8];
        char comment[512];
        board_format_point(m[i].pos, pt, sizeof pt);
        library_comment_turned(m[i].comment, m[i].turn, comment, sizeof comment);
        k += (size_t)snprintf(buf + k, cap - k, "%s%s %s %d %s", i ? "; " : "", pt,
                              m[i].label[0] ? m[i].label : "-", m[i].below, comment);
    }
}

static void test_library_finds_continuations_labels_and_comments(void **state)
{
    (void)state;
    LibBuf *l = library_file();
    Library *lib = library_of(l);
    assert_int_equal(library_moves(lib), 12);
    char got[512];
    library_answers(lib, "", got, sizeof got);
    assert_string_equal(got, "h8 - 11 ");
    library_answers(lib, "h8", got, sizeof got);
    assert_string_equal(got, "i9 - 6 ; i10 - 3 ");
    /* j10 leads to three moves, h10 to none; the label node gives g10 nothing (it is no
     * move) and g9 keeps no label; the most played first. */
    library_answers(lib, "h8 i9", got, sizeof got);
    assert_string_equal(got, "j10 A 3 Сильно\nвторая; g9 - 0 ; h10 B 0 ");
    library_answers(lib, "h8 i9 j10", got, sizeof got);
    assert_string_equal(got, "i10 - 1 ; k11 - 0 ");
    library_answers(lib, "h8 a1", got, sizeof got); /* not in the library */
    assert_string_equal(got, "");
    library_free(lib);
    free(l);
}

/* A library made in memory (library_build) reads as a .lib of its lines would: lines that
 * share their first moves share those nodes, a move's label and comment the first line's
 * that gives one (UTF-8 kept); a point off the board is refused with the reason. */
static void test_library_built_in_memory(void **state)
{
    (void)state;
    Pos a[3] = {support_point("h8"), support_point("i9"), support_point("j10")};
    Pos b[3] = {support_point("h8"), support_point("i9"), support_point("h10")};
    Pos c[2] = {support_point("h8"), support_point("i9")};
    LibraryLine lines[3] = {{a, 3, "A", "Сильно"}, {b, 3, NULL, NULL}, {c, 2, "W", "first"}};
    RecordError err;
    Library *lib = library_build(lines, 3, &err);
    assert_non_null(lib);
    assert_int_equal(library_moves(lib), 4);
    static const char *const WANT[][2] = {{"h8", "i9 W 2 first"},
                                          {"h8 i9", "h10 - 0 ; j10 A 0 Сильно"}};
    char got[512];
    for (int i = 0; i < 2; i++) {
        library_answers(lib, WANT[i][0], got, sizeof got);
        assert_string_equal(got, WANT[i][1]);
    }
    library_free(lib);
    LibraryLine again[2] = {{c, 2, "X", "second"}, {c, 2, "Y", "third"}};
    lib = library_build(again, 2, NULL);
    library_answers(lib, "h8", got, sizeof got);
    assert_string_equal(got, "i9 X 0 second");
    library_free(lib);
    Pos off[1] = {pos_from_xy(15, 3)};
    LibraryLine bad = {off, 1, NULL, NULL};
    assert_null(library_build(&bad, 1, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_A_POINT);
}

/* The audit's mine.lib: i8 after h8 i9 h10 j10, commented "i8 is the main move, g8
 * blocks". Reached mirrored (h8 g9 h10 f10), the continuation is g8 and its comment, as
 * the position's after it, names the points as the board shows them. */
static void test_library_comments_turn_with_the_board(void **state)
{
    (void)state;
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", 0);
    lb_node(l, "i9", 0);
    lb_node(l, "h10", 0);
    lb_node(l, "j10", 0);
    lb_node(l, "i8", NOTE | SIB);
    lb_text(l, "i8 is the main move, g8 blocks");
    lb_node(l, "g8", LEAF);
    lb_node(l, "j8", LEAF);
    Library *lib = library_of(l);
    char got[256];
    library_answers(lib, "h8 g9 h10 f10", got, sizeof got);
    assert_string_equal(got, "g8 - 1 g8 is the main move, i8 blocks; f8 - 0 ");
    library_answers(lib, "h8 i9 h10 j10", got, sizeof got);
    assert_string_equal(got, "i8 - 1 i8 is the main move, g8 blocks; j8 - 0 ");
    Board b;
    support_position(&b, "h8 g9 h10 f10 g8");
    const char *comment = NULL;
    BoardTurn turn = TURN_NONE;
    assert_true(library_position(lib, &b, &comment, &turn));
    library_comment_turned(comment, turn, got, sizeof got);
    assert_string_equal(got, "g8 is the main move, i8 blocks");
    library_free(lib);
    free(l);
}

static void test_library_transpositions_and_turned_boards(void **state)
{
    (void)state;
    LibBuf *l = library_file();
    Library *lib = library_of(l);
    char got[512];
    /* h8 i9 j10 i10 and h8 i10 j10 i9: one position, both lines' answers. */
    library_answers(lib, "h8 i9 j10 i10", got, sizeof got);
    assert_string_equal(got, "k12 - 0 ; m13 - 0 transposed");
    library_answers(lib, "h8 i10 j10 i9", got, sizeof got);
    assert_string_equal(got, "k12 - 0 ; m13 - 0 transposed");
    /* Mirrored left to right (i9 -> g9, j10 -> f10) and half a turn (i9 -> g7). */
    library_answers(lib, "h8 g9", got, sizeof got);
    assert_string_equal(got, "f10 A 3 Сильно\nвторая; i9 - 0 ; h10 B 0 ");
    library_answers(lib, "h8 g7", got, sizeof got);
    assert_string_equal(got, "f6 A 3 Сильно\nвторая; h6 B 0 ; i7 - 0 ");
    /* A quarter turn of the transposed position, reached in its second order. */
    Board t;
    board_init(&t, 15, false);
    const char *order[] = {"h8", "i10", "j10", "i9"};
    for (int i = 0; i < 4; i++) {
        assert_true(board_play(&t, symmetry_point(15, TURN_CLOCKWISE, support_point(order[i]))));
    }
    LibraryMove m[8];
    assert_int_equal(library_find(lib, &t, m, 8), 2);
    int k = m[0].pos == symmetry_point(15, TURN_CLOCKWISE, support_point("m13")) ? 0 : 1;
    assert_int_equal(m[k].pos, symmetry_point(15, TURN_CLOCKWISE, support_point("m13")));
    assert_string_equal(m[k].comment, "transposed");
    assert_int_equal(m[1 - k].pos, symmetry_point(15, TURN_CLOCKWISE, support_point("k12")));
    library_free(lib);
    free(l);
}

/* A pass (a node with point byte 0) is a continuation for library_find_all, named
 * POS_PASS, with a comment of its own; library_find keeps to points, and the passes are
 * counted apart. The line h8 pass i9: after h8 (White to move) the pass, after h8 pass
 * (Black to move) i9. A pass was never listed, so no line through one could be followed. */
static void test_library_passes_are_continuations(void **state)
{
    (void)state;
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0); /* the root */
    lb_node(l, "h8", 0);
    lb_node(l, NULL, SIB | NOTE); /* the pass */
    lb_text(l, "tenuki");
    lb_node(l, "i9", LEAF);
    lb_node(l, "h9", LEAF);
    Library *lib = library_of(l);
    assert_int_equal(library_moves(lib), 4);
    assert_int_equal(library_passes(lib), 1);
    Board b;
    support_position(&b, "h8");
    LibraryMove m[LIBRARY_SIZE * LIBRARY_SIZE + 1];
    assert_int_equal(library_find(lib, &b, m, 8), 1);
    assert_int_equal(m[0].pos, support_point("h9"));
    assert_int_equal(library_find_all(lib, &b, m, 8), 2);
    assert_int_equal(m[0].pos, POS_PASS); /* one move below it */
    assert_int_equal(m[0].below, 1);
    assert_string_equal(m[0].comment, "tenuki");
    assert_int_equal(m[1].pos, support_point("h9"));
    assert_int_equal(library_find_all(lib, &b, m, 1), 1);
    support_position(&b, "h8 pass");
    assert_int_equal(library_find_all(lib, &b, m, 8), 1);
    assert_int_equal(m[0].pos, support_point("i9"));
    library_free(lib);
    free(l);
}

static void test_library_truncated_and_lying_files_refused(void **state)
{
    (void)state;
    LibBuf *l = library_file();
    for (size_t len = 0; len < l->n; len++) {
        RecordError err;
        Library *lib = library_load((const char *)l->b, len, &err);
        if (len == 20) { /* the header alone: an empty library */
            assert_non_null(lib);
            assert_int_equal(library_moves(lib), 0);
            library_free(lib);
            continue;
        }
        long at = 0, whole = 0;
        if (lib && (!library_damaged(lib, &at, &whole) || whole != (long)len || at > whole ||
                    library_moves(lib) == 0)) {
            fail_msg("a file cut to %zu of %zu bytes is taken whole", len, l->n);
        }
        if (lib) { /* the tree before the cut (audit 34b, B3) */
            library_free(lib);
            continue;
        }
        assert_true(err.reason != RECORD_R_NONE);
        assert_true(err.offset >= 0 && err.offset <= (long)len);
        assert_true(strstr(err.msg, "byte ") == err.msg);
    }
    /* A point off the board (row 15), at byte 26: j10's node after h8 i9, read up to it;
     * at the first move, refused. */
    RecordError err;
    l->b[26] = 0xF8;
    Library *cut = library_load((const char *)l->b, l->n, &err);
    long at = 0, whole = 0;
    assert_true(library_damaged(cut, &at, &whole));
    assert_int_equal(at, 26);
    assert_int_equal(library_moves(cut), 2);
    library_free(cut);
    l->b[22] = 0xF8;
    assert_null(library_load((const char *)l->b, l->n, &err));
    assert_int_equal(err.reason, RECORD_R_LIB_POINT);
    assert_int_equal(err.offset, 22);
    assert_string_equal(err.msg, "byte 22: point byte 0xf8 is off the 15x15 board");
    free(l);
    /* A comment that never ends. */
    l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", LEAF | NOTE);
    memcpy(l->b + l->n, "abcd", 4);
    l->n += 4;
    assert_null(library_load((const char *)l->b, l->n, &err));
    assert_int_equal(err.reason, RECORD_R_LIB_COMMENT);
    assert_int_equal(err.offset, 28);
    /* A root with a sibling (found by fuzz_library): loads, the sibling in no line. */
    static const unsigned char ROOT_SIBLING[] = {
        0xff, 'R',  'e',  'n',  'L',  'i', 'b',  0xff, 3,    4,    0xff, 0xff,
        0xff, 0xff, 0xff, 0xff, 0xff, 0,   0,    0,    0,    0xff, 0xff, 0xff,
        1,    0,    0xff, 0,    0x35, 0,   0x78, 0,    0x78, 0x40};
    Library *lib = library_load((const char *)ROOT_SIBLING, sizeof ROOT_SIBLING, &err);
    library_free(lib);
    /* More than the limit, told before a byte is read. */
    assert_null(library_load((const char *)l->b, (size_t)LIBRARY_FILE_MAX, &err));
    assert_int_equal(err.reason, RECORD_R_LIBRARY_TOO_LARGE);
    free(l);
}

static void test_library_files_deep_lines_and_big_trees(void **state)
{
    char *dir = *state;
    char path[512];
    RecordError err;
    assert_null(library_read_file(dir, &err));
    assert_int_equal(err.reason, RECORD_R_IS_DIRECTORY);
    snprintf(path, sizeof path, "%s/empty.lib", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fclose(f);
    assert_null(library_read_file(path, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_LIB);
    assert_non_null(strstr(err.msg, "empty.lib"));
    /* A line of 10,000 plies (its points come round again: the index stops there). */
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    for (int i = 0; i < 10000; i++) {
        char pt[8];
        board_format_point(pos_from_xy((7 + i) % 15, (7 + i / 15) % 15), pt, sizeof pt);
        lb_node(l, pt, i == 9999 ? LEAF : 0);
    }
    Library *lib = library_of(l);
    assert_int_equal(library_moves(lib), 10000);
    char got[128];
    library_answers(lib, "", got, sizeof got);
    assert_string_equal(got, "h8 - 9999 ");
    library_free(lib);
    free(l);
    /* A made-up library with labels and Russian comments. */
    size_t len = 0;
    char *data = library_generate(7, 3000, &len);
    assert_non_null(data);
    lib = library_load(data, len, &err);
    assert_non_null(lib);
    assert_int_equal(library_moves(lib), 3000);
    Board b;
    support_position(&b, "");
    LibraryMove m[4];
    assert_int_equal(library_find(lib, &b, m, 4), 1);
    assert_int_equal(m[0].below, 2999);
    library_free(lib);
    free(data);
}

/* The made-up library of 3000 moves (malloc'd, *len bytes) read as a record into a new
 * *g and *r. */
static char *generated(size_t *len, Game **g, Review **r, RecordInfo *info)
{
    char *data = library_generate(1, 3000, len);
    assert_non_null(data);
    *g = malloc(sizeof **g);
    *r = review_new();
    assert_non_null(*g);
    assert_non_null(*r);
    assert_true(record_parse_lines(data, *len, RECORD_LIB, NULL, *g, *r, info, NULL));
    return data;
}

/* Board letters stay letters through a read and a .lib save: the made-up library's
 * (l10 O, l11 U, j9 J after h8) and a letter on a point no move takes (a label node);
 * in .renju they are lines "@ k11 A". */
static void test_record_lib_keeps_board_letters(void **state)
{
    (void)state;
    size_t len = 0;
    Game *g;
    Review *r;
    char *data = generated(&len, &g, &r, NULL);
    int h8 = support_node_at(r, "h8");
    assert_string_equal(review_mark(r, h8, support_point("l10")), "O");
    assert_string_equal(review_mark(r, h8, support_point("j9")), "J");
    size_t n = 0;
    char *saved = support_written_as(RECORD_LIB, g, r, &n);
    RecordError err;
    Library *before = library_load(data, len, &err);
    Library *after = library_load(saved, n, &err);
    assert_non_null(before);
    assert_non_null(after);
    char want[1024];
    char got[1024];
    library_answers(before, "h8", want, sizeof want);
    library_answers(after, "h8", got, sizeof got);
    assert_non_null(strstr(got, "l10 O 1411 "));
    assert_non_null(strstr(got, "j9 J "));
    assert_string_equal(got, want);
    library_free(before);
    library_free(after);
    free(saved);
    free(data);
    /* A letter where no move is, set by hand: a label node, read back as a letter. */
    Review *t = support_review_of("h8 i9");
    Game *g2 = support_game(RULE_RENJU, "h8 i9");
    int i9 = support_node_at(t, "h8 i9");
    assert_true(review_set_mark(t, i9, support_point("k11"), "B", 1));
    assert_true(review_set_mark(t, 0, support_point("a1"), "Ж", strlen("Ж")));
    assert_false(review_set_mark(t, i9, support_point("k12"), "too long", 8));
    saved = support_written_as(RECORD_LIB, g2, t, &n);
    Review *back = read_lib(saved, n, "h8 i9", NULL);
    assert_string_equal(review_mark(back, support_node_at(back, "h8 i9"), support_point("k11")),
                        "B");
    assert_string_equal(review_mark(back, 0, support_point("a1")), "Ж");
    assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note, "");
    free(saved);
    saved = support_written_as(RECORD_TEXT, g2, t, &n);
    assert_non_null(strstr(saved, "2. i9\n@ k11 B\n"));
    free(saved);
    review_free(back);
    free(g2);
    review_free(t);
    review_free(r);
    free(g);
}

/* The game h8 a1 i10 a3 i11 a5 j9 a7 k9 a9 i12, and a side line ending with the foul i9
 * (a double-three), after which RenLib goes on: b1 commented, then c1 (its comment
 * names points, in cp1251). */
static LibBuf *foul_side_line(void)
{
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    static const char *const MAIN[] = {"h8", "a1", "i10", "a3", "i11",
                                       "a5", "j9", "a7",  "k9", "a9"};
    for (size_t i = 0; i < sizeof MAIN / sizeof MAIN[0]; i++) {
        lb_node(l, MAIN[i], 0);
    }
    lb_node(l, "i12", SIB | LEAF);
    lb_node(l, "i9", 0);
    lb_node(l, "b1", NOTE);
    lb_text(l, "after the foul");
    lb_node(l, "c1", LEAF | NOTE);
    lb_text(l, "a1 \xEF\xEE\xF1\xEB\xE5 b1"); /* cp1251: "a1 после b1" */
    return l;
}

/* Every board letter of r as "h8 i9: k11 A" (its position's moves, its point, its text),
 * sorted, one a line, into buf. */
static void letters_of(const Review *r, char *buf, size_t cap)
{
    typedef char Item[80];
    int all = 0;
    for (int k = 0; k < r->count; k++) {
        all += r->nodes[k].nmarks;
    }
    Item *items = malloc((size_t)(all > 0 ? all : 1) * sizeof *items);
    assert_non_null(items);
    int n = 0;
    for (int k = 0; k < r->count; k++) {
        for (int m = 0; m < r->nodes[k].nmarks; m++) {
            char path[48] = "";
            Pos moves[64];
            int depth = 0;
            for (int x = k; x > 0 && depth < 64; x = r->nodes[x].parent) {
                moves[depth++] = r->nodes[x].action.pos;
            }
            size_t len = 0;
            for (int d = depth - 1; d >= 0; d--) {
                char pt[8];
                board_format_point(moves[d], pt, sizeof pt);
                len += (size_t)snprintf(path + len, len < sizeof path ? sizeof path - len : 0,
                                        "%s%s", d == depth - 1 ? "" : " ", pt);
            }
            char pt[8];
            board_format_point(r->nodes[k].marks[m].pos, pt, sizeof pt);
            snprintf(items[n++], sizeof items[0], "%s: %s %s", path, pt, r->nodes[k].marks[m].text);
        }
    }
    qsort(items, (size_t)n, sizeof items[0], (int (*)(const void *, const void *))strcmp);
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len + 82 < cap; i++) {
        len += (size_t)snprintf(buf + len, cap - len, "%s\n", items[i]);
    }
    free(items);
}

/* r read back from format fmt after a save in it: its letters as letters_of writes them. */
static void letters_through(RecordFormat fmt, const Game *g, const Review *r, char *buf, size_t cap,
                            Game *g2, Review *r2)
{
    size_t n = 0;
    char *saved = support_written_as(fmt, g, r, &n);
    RecordError err;
    if (!record_parse_lines(saved, n, fmt, NULL, g2, r2, NULL, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    free(saved);
    letters_of(r2, buf, cap);
}

/* RenLib's letters survive .lib -> .sgf -> .lib and .lib -> .renju -> .lib, each on its
 * point of its position: SGF holds them as LB[] ("hh:A", what other programs draw),
 * .renju as lines "@ k11 A"; a letter on a position off the game's line too. */
static void test_record_letters_through_sgf_and_renju(void **state)
{
    (void)state;
    size_t len = 0;
    Game *g;
    Review *r;
    char *data = generated(&len, &g, &r, NULL);
    size_t cap = (size_t)REVIEW_MARKS_MAX * (size_t)r->count * 82;
    char *want = malloc(cap);
    char *got = malloc(cap);
    Game *g2 = malloc(sizeof *g2);
    Review *r2 = review_new();
    Game *g3 = malloc(sizeof *g3);
    Review *r3 = review_new();
    letters_of(r, want, cap);
    assert_non_null(strstr(want, "h8: l10 O\n"));
    assert_true(strlen(want) > 500);
    for (int f = 0; f < 2; f++) {
        RecordFormat fmt = f == 0 ? RECORD_SGF : RECORD_TEXT;
        letters_through(fmt, g, r, got, cap, g2, r2);
        assert_string_equal(got, want);
        letters_through(RECORD_LIB, g2, r2, got, cap, g3, r3);
        assert_string_equal(got, want);
        assert_string_equal(r2->nodes[support_node_at(r2, "h8")].note,
                            r->nodes[support_node_at(r, "h8")].note);
    }
    /* By hand: the game h8 i9, the line h8 j9 with "A" on k11 and a letter on the
     * empty board. */
    Review *t = support_review_of("h8 i9");
    Game *gt = support_game(RULE_RENJU, "h8 i9");
    Action a = {.kind = ACTION_MOVE, .pos = support_point("j9")};
    review_goto(t, support_node_at(t, "h8"));
    assert_true(review_play(t, &a, NULL));
    assert_true(review_set_mark(t, support_node_at(t, "h8 j9"), support_point("k11"), "A", 1));
    assert_true(review_set_mark(t, 0, support_point("h8"), "X", 1));
    size_t n = 0;
    char *sgf = support_written_as(RECORD_SGF, gt, t, &n);
    assert_non_null(strstr(sgf, "(;W[jg]LB[ke:A])"));
    assert_non_null(strstr(sgf, "LB[hh:X]"));
    assert_null(strstr(sgf, "k11"));
    free(sgf);
    for (int f = 0; f < 3; f++) {
        RecordFormat fmt = f == 0 ? RECORD_SGF : f == 1 ? RECORD_TEXT : RECORD_LIB;
        letters_through(fmt, gt, t, got, cap, g2, r2);
        assert_string_equal(got, ": h8 X\nh8 j9: k11 A\n");
        assert_string_equal(r2->nodes[support_node_at(r2, "h8 j9")].note, "");
    }
    review_free(t);
    free(gt);
    free(g3);
    review_free(r3);
    free(g2);
    review_free(r2);
    free(want);
    free(got);
    free(data);
    review_free(r);
    free(g);
}

/* data read as a record of format fmt into g and r, its letters as letters_of writes them. */
static void read_letters(const char *data, size_t n, RecordFormat fmt, Game *g, Review *r,
                         char *got, size_t cap)
{
    assert_true(record_parse_lines(data, n, fmt, NULL, g, r, NULL, NULL));
    letters_of(r, got, cap);
}

/* Letters as other programs and our earlier builds wrote them: LB[] from another program
 * (one too long for a letter: a comment line), and the comment lines "k11: A" that earlier
 * builds wrote (.renju versions 3 and 4, .sgf with AP[Renju]) read back as letters; in
 * another program's SGF such a line stays its comment. */
static void test_record_letters_read_from_other_and_older_files(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    char got[512];
    static const char OTHER[] = "(;GM[4]FF[4]SZ[15];B[hh]LB[ii:A][jj:far too long]C[ok])";
    read_letters(S(OTHER), RECORD_SGF, g, r, got, sizeof got);
    assert_string_equal(got, "h8: i7 A\n");
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "ok\nj6: far too long");
    static const char OLD_SGF[] =
        "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[15]RU[renju]C[the game\nh8: X]\n;B[hh]C[good\nk11: "
        "A\nl12: Bb];W[ii])";
    read_letters(S(OLD_SGF), RECORD_SGF, g, r, got, sizeof got);
    assert_string_equal(got, ": h8 X\nh8: k11 A\nh8: l12 Bb\n");
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "good");
    assert_string_equal(r->nodes[0].note, "the game");
    static const char NOT_OURS[] = "(;FF[4]GM[4]SZ[15];B[hh]C[good\nk11: A])";
    read_letters(S(NOT_OURS), RECORD_SGF, g, r, got, sizeof got);
    assert_string_equal(got, "");
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "good\nk11: A");
    static const char OLD_TEXT[] = "Renju record 3\nrule: renju\nopening: free\nresult: "
                                   "none\n\n1. h8\n> good\n> k11: A\n2. i9\nend\n";
    read_letters(S(OLD_TEXT), RECORD_TEXT, g, r, got, sizeof got);
    assert_string_equal(got, "h8: k11 A\n");
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "good");
    /* Version 5 holds letters as "@" lines: its comment lines are only comments. */
    static const char NEW_TEXT[] = "Renju record 5\nrule: renju\nopening: free\nresult: "
                                   "none\n\n1. h8\n> k11: A\n@ l12 B\n2. i9\nend\n";
    read_letters(S(NEW_TEXT), RECORD_TEXT, g, r, got, sizeof got);
    assert_string_equal(got, "h8: l12 B\n");
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "k11: A");
    review_free(r);
    free(g);
}

/* r's node after moves read back from a save of g and r in fmt, into g2 and r2. */
static int read_back(RecordFormat fmt, const Game *g, const Review *r, const char *moves, Game *g2,
                     Review *r2, RecordInfo *info)
{
    size_t n = 0;
    char *saved = support_written_as(fmt, g, r, &n);
    RecordError err;
    if (!record_parse_lines(saved, n, fmt, NULL, g2, r2, info, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    free(saved);
    return support_node_at(r2, moves);
}

/* A player's marks on h8 i9 (gap G7, G8): the texts "VCF" on k11 and "стоп" on l12 (four
 * Cyrillic characters, eight bytes: more than a letter held before), a triangle on the stone
 * h8, a square on j10, a cross on the empty board's o15, and h8 a marked move, survive a save
 * and a read in .renju and SGF; .lib keeps the texts and the mark, not the shapes (the save
 * says so: session.c). */
static void test_record_texts_shapes_and_marks_round_trip(void **state)
{
    (void)state;
    assert_int_equal(review_mark_check("стоп", strlen("стоп")), REVIEW_MARK_OK);
    assert_int_equal(review_mark_check("x?", 2), REVIEW_MARK_OK);
    assert_int_equal(review_mark_check("стопа", strlen("стопа")), REVIEW_MARK_TOO_LONG);
    assert_int_equal(review_mark_check("Block1", 6), REVIEW_MARK_TOO_LONG);
    assert_int_equal(review_mark_check(" A", 2), REVIEW_MARK_NOT_TEXT);
    assert_int_equal(review_mark_check("a\nb", 3), REVIEW_MARK_NOT_TEXT);
    Review *t = support_review_of("h8 i9");
    Game *g = support_game(RULE_RENJU, "h8 i9");
    int i9 = support_node_at(t, "h8 i9");
    assert_true(review_set_mark(t, i9, support_point("k11"), "VCF", 3));
    assert_true(review_set_mark(t, i9, support_point("l12"), "стоп", strlen("стоп")));
    assert_false(review_set_mark(t, i9, support_point("m13"), "стопа", strlen("стопа")));
    assert_true(review_set_shape(t, i9, support_point("h8"), REVIEW_SHAPE_TRIANGLE));
    assert_true(review_set_shape(t, i9, support_point("j10"), REVIEW_SHAPE_SQUARE));
    assert_true(review_set_shape(t, 0, support_point("o15"), REVIEW_SHAPE_CROSS));
    t->nodes[support_node_at(t, "h8")].marked = true;
    Game *g2 = malloc(sizeof *g2);
    Review *r2 = review_new();
    for (int f = 0; f < 3; f++) {
        RecordFormat fmt = f == 0 ? RECORD_TEXT : f == 1 ? RECORD_SGF : RECORD_LIB;
        int k = read_back(fmt, g, t, "h8 i9", g2, r2, NULL);
        assert_string_equal(review_mark(r2, k, support_point("k11")), "VCF");
        assert_string_equal(review_mark(r2, k, support_point("l12")), "стоп");
        assert_true(r2->nodes[support_node_at(r2, "h8")].marked);
        assert_false(r2->nodes[k].marked);
        assert_string_equal(r2->nodes[k].note, "");
        if (fmt == RECORD_LIB) {
            assert_int_equal(r2->nodes[k].nshapes + r2->nodes[0].nshapes, 0);
            continue;
        }
        assert_int_equal(review_shape(r2, k, support_point("h8")), REVIEW_SHAPE_TRIANGLE);
        assert_int_equal(review_shape(r2, k, support_point("j10")), REVIEW_SHAPE_SQUARE);
        assert_int_equal(review_shape(r2, 0, support_point("o15")), REVIEW_SHAPE_CROSS);
        assert_int_equal(r2->nodes[k].nshapes, 2);
    }
    size_t n = 0;
    char *text = support_written_as(RECORD_TEXT, g, t, &n);
    assert_non_null(strstr(text, "Renju record 7\n"));
    assert_non_null(strstr(text, "1. h8\n* marked\n2. i9\n@ k11 VCF\n@ l12 стоп\n^ h8 triangle\n"
                                 "^ j10 square\n"));
    free(text);
    char *sgf = support_written_as(RECORD_SGF, g, t, &n);
    assert_non_null(strstr(sgf, ";B[hh]HO[1];W[ig]LB[ke:VCF][ld:стоп]TR[hh]SQ[jf]"));
    assert_non_null(strstr(sgf, "MA[oa]"));
    free(sgf);
    /* Turned (Ctrl+R), the shapes turn with the board. */
    symmetry_review(t, TURN_MIRROR_LR);
    assert_int_equal(review_shape(t, i9, support_point("h8")), REVIEW_SHAPE_TRIANGLE);
    assert_int_equal(review_shape(t, i9, support_point("f10")), REVIEW_SHAPE_SQUARE);
    review_free(r2);
    free(g2);
    free(g);
    review_free(t);
}

/* Marks from other programs' and older files: an SGF's TR[] as points and a rectangle,
 * values that name no point (TR[zz] off a 15x15 board, TR[h], LB[:A], LB[]) left out and
 * counted, never a refusal; a version 5 .renju's letter of 7 bytes ("Block1", which a
 * letter no longer holds) read as a line of its comment. */
static void test_record_marks_bad_values_skipped(void **state)
{
    (void)state;
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    RecordInfo info;
    static const char SGF[] = "(;GM[4]FF[4]SZ[15];B[hh]TR[zz][h][hh][ii:jj]LB[:A][]CR[hh]HO[])";
    assert_true(record_parse_lines(S(SGF), RECORD_SGF, NULL, g, r, &info, NULL));
    int h8 = support_node_at(r, "h8");
    assert_int_equal(info.marks_skipped, 5); /* zz, h, :A, the empty one, h8's circle */
    assert_int_equal(r->nodes[h8].nshapes, 5);
    assert_int_equal(review_shape(r, h8, support_point("h8")), REVIEW_SHAPE_TRIANGLE);
    assert_int_equal(review_shape(r, h8, support_point("j6")), REVIEW_SHAPE_TRIANGLE);
    assert_true(r->nodes[h8].marked);
    /* More than a position holds (audit 23 B6: the 2 shapes over 16 were "names no point,
     * or its point has one"): 10 letters, a long one, 18 triangles on free points. The
     * shapes past 16 are counted as such; the letters past 8 and the long one go into the
     * comment, counted. */
    static const char MANY[] =
        "(;GM[4]FF[4]SZ[15];B[hh]LB[aa:A][ba:B][ca:C][da:D][ea:E][fa:F][ga:G][ha:H][ia:I]"
        "[ja:J][ab:длинный]TR[ac][bc][cc][dc][ec][fc][gc][hc][ic][jc][kc][lc][mc][nc][oc][ad]"
        "[bd][cd])";
    assert_true(record_parse_lines(S(MANY), RECORD_SGF, NULL, g, r, &info, NULL));
    h8 = support_node_at(r, "h8");
    assert_int_equal(info.marks_skipped, 0);
    assert_int_equal(info.marks_over, 2);
    assert_int_equal(info.labels_noted, 3);
    assert_int_equal(r->nodes[h8].nshapes, REVIEW_SHAPES_MAX);
    assert_int_equal(r->nodes[h8].nmarks, REVIEW_MARKS_MAX);
    assert_string_equal(r->nodes[h8].note, "i15: I\nj15: J\na14: длинный");
    static const char OLD[] = "Renju record 5\nrule: renju\nopening: free\nresult: none\n\n1. h8\n"
                              "> good\n@ k11 Block1\n@ l12 A\n2. i9\nend\n";
    assert_true(record_parse_lines(S(OLD), RECORD_TEXT, NULL, g, r, &info, NULL));
    h8 = support_node_at(r, "h8");
    assert_string_equal(r->nodes[h8].note, "good\nk11: Block1");
    assert_string_equal(review_mark(r, h8, support_point("l12")), "A");
    assert_null(review_mark(r, h8, support_point("k11")));
    /* Found by fuzz_sgf: a label with a byte that is no UTF-8 is the letter "x?" (it was
     * a comment line "a15: x?" that read back as a letter: the SGF written again differed),
     * and a second label on a point stays a comment line when read again. */
    static const char ODD[] = "(;FF[4]GM[4]SZ[15]LB[aa:x\xff];B[hh]LB[ii:A][ii:B])";
    assert_true(record_parse_lines(S(ODD), RECORD_SGF, NULL, g, r, &info, NULL));
    assert_non_null(review_mark(r, 0, support_point("a15")));
    assert_string_equal(review_mark(r, 0, support_point("a15")), "x?");
    size_t n1 = 0, n2 = 0;
    char *once = support_written_as(RECORD_SGF, g, r, &n1);
    assert_true(record_parse_lines(once, n1, RECORD_SGF, NULL, g, r, &info, NULL));
    char *twice = support_written_as(RECORD_SGF, g, r, &n2);
    assert_string_equal(twice, once);
    assert_non_null(strstr(once, ";B[hh]C[i7: B]LB[ii:A]"));
    free(once);
    free(twice);
    review_free(r);
    free(g);
}

/* RenLib's marked move (its MARK flag) is read as the move's mark, written back on a .lib
 * save, and so survives a read and a write (before, the flag was dropped on read). */
static void test_record_lib_keeps_the_mark_flag(void **state)
{
    (void)state;
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", 0);
    lb_node(l, "i9", MARK | SIB | LEAF);
    lb_node(l, "i7", MARK | LEAF);
    Review *r = read_lib(l->b, l->n, "h8 i9", NULL);
    assert_true(r->nodes[support_node_at(r, "h8 i9")].marked);
    assert_false(r->nodes[support_node_at(r, "h8")].marked);
    Game *g = support_game(RULE_RENJU, "h8 i9");
    size_t n = 0;
    char *saved = support_written_as(RECORD_LIB, g, r, &n);
    assert_int_equal(n, l->n);
    assert_memory_equal(saved, l->b, n);
    free(saved);
    free(g);
    review_free(r);
    free(l);
}

/* The board texts' MARK flag (RenLib's marked label node): after h8 i9 of
 * tests/fixtures/records/marked_labels.lib, "A" on k11 and "x" on h9 (a move's point, the
 * game's next move) are marked, "VCF" on l12 is not. Read, the marks are the letters'; a
 * .lib save writes the file back byte for byte (the marked "x" a label node of its own, not
 * the move's board text); a .renju (version 8, "* k11 marked") reads back the same; SGF keeps
 * the letters, not their marks, and says how many (record_label_marks_lost). A marked label
 * whose text becomes a comment line (too long for a letter) is said as that: its text kept
 * as a comment line, without the mark (gap 24b: it was said as a mark "could not be read
 * ... left out"). Before, a label node's flag was dropped on read. */
static void test_record_lib_keeps_a_board_texts_mark(void **state)
{
    (void)state;
    static char file[4096];
    size_t len = support_read_file("tests/fixtures/records", "marked_labels.lib", file,
                                   sizeof file);
    assert_int_equal(len, 48);
    RecordInfo info;
    Review *r = read_lib(file, len, "h8 i9 h9", &info);
    assert_int_equal(info.marks_skipped, 0);
    int at = support_node_at(r, "h8 i9");
    assert_string_equal(review_mark(r, at, support_point("k11")), "A");
    assert_true(review_mark_at(r, at, support_point("k11"))->marked);
    assert_true(review_mark_at(r, at, support_point("h9"))->marked);
    assert_false(review_mark_at(r, at, support_point("l12"))->marked);
    assert_false(r->nodes[support_node_at(r, "h8 i9 h9")].marked); /* the move is not */
    Game *g = support_game(RULE_RENJU, "h8 i9 h9");
    size_t n = 0;
    char *saved = support_written_as(RECORD_LIB, g, r, &n);
    assert_int_equal(n, len);
    assert_memory_equal(saved, file, n);
    free(saved);
    char *text = support_written_as(RECORD_TEXT, g, r, &n);
    assert_non_null(strstr(text, "Renju record 8\n"));
    assert_non_null(strstr(text, "2. i9\n@ k11 A\n* k11 marked\n@ l12 VCF\n@ h9 x\n"
                                 "* h9 marked\n3. h9\n"));
    Game *back = malloc(sizeof *back);
    Review *r2 = review_new();
    assert_non_null(back);
    assert_non_null(r2);
    RecordError err;
    assert_true(record_parse_lines(text, n, RECORD_TEXT, NULL, back, r2, NULL, &err));
    saved = support_written_as(RECORD_LIB, back, r2, &n);
    assert_int_equal(n, len);
    assert_memory_equal(saved, file, n);
    free(saved);
    /* A mark on a letter that is not there, or on a version 7 record, is refused. */
    char *bad = strstr(text, "* k11 marked");
    assert_non_null(bad);
    bad[2] = 'm'; /* "* m11 marked": no letter there */
    assert_false(record_parse_lines(text, strlen(text), RECORD_TEXT, NULL, back, r2, NULL, &err));
    bad[2] = 'k';
    memcpy(strstr(text, "record 8"), "record 7", 8);
    assert_false(record_parse_lines(text, strlen(text), RECORD_TEXT, NULL, back, r2, NULL, &err));
    free(text);
    assert_int_equal(record_label_marks_lost(r, RECORD_SGF), 2);
    assert_int_equal(record_label_marks_lost(r, RECORD_LIB), 0);
    assert_int_equal(record_label_marks_lost(r, RECORD_TEXT), 0);
    free(back);
    review_free(r2);
    review_free(r);
    /* A marked label too long for a letter: its text a comment line, its mark counted. */
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", SIB | LEAF);
    lb_node(l, "k11", LEAF | NO_MOVE | EXT | MARK);
    lb_text(l, "Block1");
    r = read_lib(l->b, l->n, "h8", &info);
    assert_int_equal(info.label_marks_noted, 1);
    assert_int_equal(info.marks_skipped, 0); /* nothing was left out: the text is there */
    assert_string_equal(r->nodes[0].note, "k11: Block1");
    Notice nt;
    char said[1200];
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "t.lib", NULL);
    status_notice_also_loaded(&nt, &info);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded t.lib. 1 marked label does not fit on the board (a position "
                              "holds 8, each of up to 4 characters, one a point): its text is kept "
                              "as a line of the move's comment, without the mark.");
    status_notice_text(&nt, LANG_UK, said, sizeof said);
    assert_null(strstr(said, "could not be read"));
    assert_non_null(strstr(said, "t.lib"));
    review_free(r);
    free(l);
    free(g);
}

/* A line that goes on after Black's foul (RenLib keeps it: players annotate fouls)
 * survives a read and a save as .lib: the made-up library keeps its 3000 moves, and
 * the hand-built foul i9 (a double-three) keeps b1 with its comment and c1 after it, and
 * they turn with the game (Ctrl+M); a save in another format counts them
 * (review_kept_moves), nothing is left out on load. */
static void test_record_lib_keeps_lines_after_a_foul(void **state)
{
    (void)state;
    size_t len = 0;
    Game *g;
    Review *r;
    RecordInfo info;
    char *data = generated(&len, &g, &r, &info);
    assert_int_equal(info.lines_left_out, 0);
    assert_true(review_kept_moves(r) > 0);
    size_t n = 0;
    char *saved = support_written_as(RECORD_LIB, g, r, &n);
    RecordError err;
    Library *lib = library_load(saved, n, &err);
    assert_non_null(lib);
    assert_int_equal(library_moves(lib), 3000);
    library_free(lib);
    free(saved);
    free(data);
    /* The foul i9 in a side line, its answer b1 commented, then c1 (its comment
     * names points, in cp1251). */
    LibBuf *l = foul_side_line();
    Review *read = read_lib(l->b, l->n, "h8 a1 i10 a3 i11 a5 j9 a7 k9 a9 i12", &info);
    assert_int_equal(info.lines_left_out, 0);
    assert_int_equal(review_kept_moves(read), 2);
    assert_true(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, NULL, NULL));
    saved = support_written_as(RECORD_LIB, g, r, &n);
    lib = library_load(saved, n, &err);
    assert_non_null(lib);
    assert_int_equal(library_moves(lib), 14);
    char got[128];
    library_answers(lib, "h8 a1 i10 a3 i11 a5 j9 a7 k9 a9 i9", got, sizeof got);
    assert_string_equal(got, "b1 - 1 after the foul");
    library_answers(lib, "h8 a1 i10 a3 i11 a5 j9 a7 k9 a9 i9 b1", got, sizeof got);
    assert_string_equal(got, "c1 - 0 a1 после b1");
    library_free(lib);
    free(saved);
    /* Mirrored (Ctrl+M), the kept line turns with the game, the points its comments name
     * too (in their own code page); then a quarter turn, where a1's name grows to a15. */
    assert_true(symmetry_game(g, TURN_MIRROR_LR, NULL));
    symmetry_review(r, TURN_MIRROR_LR);
    saved = support_written_as(RECORD_LIB, g, r, &n);
    lib = library_load(saved, n, &err);
    assert_non_null(lib);
    library_answers(lib, "h8 o1 g10 o3 g11 o5 f9 o7 e9 o9 g9", got, sizeof got);
    assert_string_equal(got, "n1 - 1 after the foul");
    library_answers(lib, "h8 o1 g10 o3 g11 o5 f9 o7 e9 o9 g9 n1", got, sizeof got);
    assert_string_equal(got, "m1 - 0 o1 после n1");
    library_free(lib);
    free(saved);
    assert_true(symmetry_game(g, TURN_MIRROR_LR, NULL));
    symmetry_review(r, TURN_MIRROR_LR);
    assert_true(symmetry_game(g, TURN_CLOCKWISE, NULL));
    symmetry_review(r, TURN_CLOCKWISE);
    saved = support_written_as(RECORD_LIB, g, r, &n);
    lib = library_load(saved, n, &err);
    assert_non_null(lib);
    assert_int_equal(library_moves(lib), 14);
    library_answers(lib, "h8 a15 j7 c15 k7 e15 i6 g15 i5 i15 i7 a14", got, sizeof got);
    assert_string_equal(got, "a13 - 0 a15 после a14");
    library_free(lib);
    free(saved);
    review_free(read);
    free(l);
    review_free(r);
    free(g);
}

/* Reads data (n bytes) as fmt with its lines into fresh g and r (malloc'd). */
static void read_as(const char *data, size_t n, RecordFormat fmt, Game **g, Review **r)
{
    *g = malloc(sizeof **g);
    *r = review_new();
    assert_non_null(*g);
    assert_non_null(*r);
    RecordError err;
    if (!record_parse_lines(data, n, fmt, NULL, *g, *r, NULL, &err)) {
        fail_msg("refused: %s", err.msg);
    }
}

/* The lines RenLib keeps after a foul of the game's own line go through .sgf both ways,
 * their comments and board letters with them (left17b, the last note's "LB[] inside lines
 * after a foul in an SGF main line dropped": .sgf kept no such line at all, letters and
 * all, and said so). The foul i9 ends the game; after it b1 (a comment; under it c1 with
 * the letter B on its point, and the letter C on e5), d1, and the letter A on f2 of the
 * position after the foul. .lib -> .sgf -> .lib -> .renju: the SGF holds them as moves
 * after the foul with C[] and LB[], the .lib and the .renju made from it are those made
 * straight from the .lib. */
static void test_record_sgf_keeps_letters_after_a_foul(void **state)
{
    (void)state;
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    static const char *const MAIN[] = {"h8", "a1", "i10", "a3", "i11", "a5",
                                       "j9", "a7", "k9",  "a9", "i9"};
    for (size_t i = 0; i < sizeof MAIN / sizeof MAIN[0]; i++) {
        lb_node(l, MAIN[i], 0);
    }
    lb_node(l, "b1", SIB | NOTE);
    lb_text(l, "after the foul");
    lb_node(l, "c1", SIB | LEAF | EXT);
    lb_text(l, "B");
    lb_node(l, "e5", LEAF | NO_MOVE | EXT);
    lb_text(l, "C");
    lb_node(l, "d1", SIB | LEAF);
    lb_node(l, "f2", LEAF | NO_MOVE | EXT);
    lb_text(l, "A");
    Game *g;
    Review *r;
    read_as((const char *)l->b, l->n, RECORD_LIB, &g, &r);
    support_assert_moves(g, "h8 a1 i10 a3 i11 a5 j9 a7 k9 a9 i9");
    assert_int_equal(review_kept_moves(r), 3);
    size_t lib_n = 0, renju_n = 0, sgf_n = 0;
    char *lib = support_written_as(RECORD_LIB, g, r, &lib_n);
    char *renju = support_written_as(RECORD_TEXT, g, r, &renju_n);
    char *sgf = support_written_as(RECORD_SGF, g, r, &sgf_n);
    assert_non_null(strstr(sgf, ";B[ig]C[White wins (black's foul: i9)]LB[fn:A]"
                                "(;W[bo]C[after the foul]LB[co:B][ek:C];B[co])(;W[do])"));
    Game *g2;
    Review *r2;
    read_as(sgf, sgf_n, RECORD_SGF, &g2, &r2);
    support_assert_moves(g2, "h8 a1 i10 a3 i11 a5 j9 a7 k9 a9 i9");
    assert_int_equal(review_kept_moves(r2), 3);
    size_t lib2_n = 0;
    char *lib2 = support_written_as(RECORD_LIB, g2, r2, &lib2_n);
    assert_int_equal(lib2_n, lib_n);
    assert_memory_equal(lib2, lib, lib_n);
    Game *g3;
    Review *r3;
    read_as(lib2, lib2_n, RECORD_LIB, &g3, &r3);
    size_t renju3_n = 0;
    char *renju3 = support_written_as(RECORD_TEXT, g3, r3, &renju3_n);
    assert_string_equal(renju3, renju);
    free(renju3);
    free(lib2);
    free(sgf);
    free(renju);
    free(lib);
    free(g3);
    review_free(r3);
    free(g2);
    review_free(r2);
    free(g);
    review_free(r);
    free(l);
}

/* After a five the game's line may go on in an SGF file as in RenLib's (it was refused:
 * "the game is over"): those stones are kept, with their comments and letters, and
 * written back the same, through .renju too. */
static void test_record_sgf_keeps_lines_after_a_five(void **state)
{
    (void)state;
    static const char SGF[] = "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[15]RU[renju]\n"
                              ";B[hh];W[ao];B[ih];W[an];B[jh];W[am];B[kh];W[al];B[lh]"
                              "(;W[ak]C[too late]LB[bb:Z];B[bb])(;W[cc]))\n";
    Game *g;
    Review *r;
    read_as(SGF, sizeof SGF - 1, RECORD_SGF, &g, &r);
    support_assert_moves(g, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
    assert_int_equal(g->result, RESULT_BLACK_WINS);
    assert_int_equal(review_kept_moves(r), 3);
    size_t n = 0;
    char *sgf = support_written_as(RECORD_SGF, g, r, &n);
    assert_non_null(strstr(sgf, ";B[lh](;W[ak]C[too late]LB[bb:Z]\n;B[bb])(;W[cc]))"));
    char *lib = support_written_as(RECORD_TEXT, g, r, &n);
    Game *g2;
    Review *r2;
    read_as(lib, n, RECORD_TEXT, &g2, &r2);
    assert_int_equal(review_kept_moves(r2), 3);
    free(lib);
    lib = support_written_as(RECORD_SGF, g2, r2, &n);
    assert_string_equal(lib, sgf);
    free(lib);
    free(sgf);
    free(g2);
    review_free(r2);
    free(g);
    review_free(r);
}

/* A .lib whose game goes on after a five (RenLib's players annotate what follows): read as
 * the game to the five, the rest kept on its node as .sgf and .renju keep it, and written
 * back to the same bytes. It was refused ("move 10 (a15): the game is over"), so a .lib
 * saved from such a game did not open again. */
static void test_record_lib_keeps_lines_after_a_five(void **state)
{
    (void)state;
    static const char SGF[] = "(;FF[4]GM[4]CA[UTF-8]AP[Renju]SZ[15]RU[renju]\n"
                              ";B[hh];W[ao];B[ih];W[an];B[jh];W[am];B[kh];W[al];B[lh]"
                              ";W[ak]C[too late];B[bb](;W[cc])(;W[dd]))\n";
    Game *g;
    Review *r;
    read_as(SGF, sizeof SGF - 1, RECORD_SGF, &g, &r);
    assert_int_equal(review_kept_moves(r), 4);
    size_t n = 0;
    char *lib = support_written_as(RECORD_LIB, g, r, &n);
    Game *g2;
    Review *r2;
    read_as(lib, n, RECORD_LIB, &g2, &r2);
    support_assert_moves(g2, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
    assert_int_equal(g2->result, RESULT_BLACK_WINS);
    assert_int_equal(review_kept_moves(r2), 4);
    size_t n2 = 0;
    char *again = support_written_as(RECORD_LIB, g2, r2, &n2);
    assert_int_equal(n2, n);
    assert_memory_equal(again, lib, n);
    char *sgf = support_written_as(RECORD_SGF, g2, r2, &n2);
    assert_non_null(strstr(sgf, ";B[lh];W[ak]C[too late]\n;B[bb](;W[cc])(;W[dd]))"));
    free(sgf);
    free(again);
    free(lib);
    free(g2);
    review_free(r2);
    free(g);
    review_free(r);
}

/* Our text record keeps the lines after a foul or a five as RenLib's bytes ("= " lines,
 * version 6; audit 16a, item 3: the autosave, a .renju, dropped them, so a restart lost
 * them): the made-up library through .renju and back to .lib keeps its 3000 moves; the
 * foul i9 on a side line keeps b1 with its comment and c1 after it; a bad "=" line, or one
 * after a move the game goes on from, is refused. */
static void test_record_text_keeps_lines_after_a_foul(void **state)
{
    (void)state;
    size_t len = 0;
    Game *g;
    Review *r;
    char *data = generated(&len, &g, &r, NULL);
    int kept = review_kept_moves(r);
    assert_true(kept > 0);
    size_t n = 0;
    char *text = support_written_as(RECORD_TEXT, g, r, &n);
    assert_int_equal(strncmp(text, "Renju record 6\n", 15), 0);
    assert_non_null(strstr(text, "after the game's end, as RenLib keeps them:\n"));
    Game *g2 = malloc(sizeof *g2);
    Review *r2 = review_new();
    assert_non_null(g2);
    assert_non_null(r2);
    RecordError err;
    if (!record_parse_lines(text, n, RECORD_TEXT, NULL, g2, r2, NULL, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    assert_int_equal(review_kept_moves(r2), kept);
    char *saved = support_written_as(RECORD_LIB, g2, r2, &n);
    Library *lib = library_load(saved, n, &err);
    assert_non_null(lib);
    assert_int_equal(library_moves(lib), 3000);
    library_free(lib);
    free(saved);
    free(text);
    /* The foul i9 in a side line, its answer b1 commented, then c1 (its comment
     * names points, in cp1251). */
    LibBuf *l = foul_side_line();
    assert_true(record_parse_lines((const char *)l->b, l->n, RECORD_LIB, NULL, g, r, NULL, NULL));
    text = support_written_as(RECORD_TEXT, g, r, &n);
    assert_true(record_parse_lines(text, n, RECORD_TEXT, NULL, g2, r2, NULL, NULL));
    support_assert_moves(g2, "h8 a1 i10 a3 i11 a5 j9 a7 k9 a9 i12");
    saved = support_written_as(RECORD_LIB, g2, r2, &n);
    assert_int_equal(n, l->n);
    assert_memory_equal(saved, l->b, n); /* byte for byte */
    free(saved);
    /* Misplaced or broken kept lines are refused with their place. */
    static const char *const BAD[] = {
        "Renju record 6\n1. h8\n= 9140\nend\n",        /* the game goes on after h8 */
        "Renju record 6\n= 9140\n1. h8\nend\n",        /* before any move */
        "Renju record 6\n1. h8\n2. i9\n= 9\nend\n",    /* half a byte */
        "Renju record 6\n1. h8\n2. i9\n= zz40\nend\n", /* no hex */
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        assert_false(
            record_parse_lines(BAD[i], strlen(BAD[i]), RECORD_TEXT, NULL, g2, r2, NULL, &err));
        assert_int_equal(err.reason, RECORD_R_KEPT_BAD);
    }
    /* After the foul, whole nodes only: "a1, a child follows" and nothing after it. */
    static const char FOUL[] = "Renju record 6\n1. h8\n2. a1\n3. g8\n4. a2\n5. i9\n6. a3\n"
                               "7. i10\n8. a4\n9. foul i8\n= %s\nend\n";
    char one[256];
    snprintf(one, sizeof one, FOUL, "a140");
    assert_true(record_parse_lines(one, strlen(one), RECORD_TEXT, NULL, g2, r2, NULL, &err));
    assert_int_equal(review_kept_moves(r2), 1);
    snprintf(one, sizeof one, FOUL, "a100");
    assert_false(record_parse_lines(one, strlen(one), RECORD_TEXT, NULL, g2, r2, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_KEPT_BAD);
    assert_int_equal(err.line, 11);
    free(text);
    free(l);
    review_free(r2);
    free(g2);
    review_free(r);
    free(g);
    free(data);
}

/* ---- Code pages (audit 34b: A1, C4, B4) ------------------------------------------------ */

/* A .lib's bytes read and written again (record_format_lines): the new file into out
 * (cap bytes), its length; *utf8: the texts the save writes as UTF-8. */
static size_t lib_again(const void *data, size_t len, char *out, size_t cap, int *utf8,
                        Review **tree)
{
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    assert_non_null(g);
    assert_non_null(r);
    RecordError err;
    if (!record_parse_lines(data, len, RECORD_LIB, NULL, g, r, NULL, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    *utf8 = record_lib_utf8_texts(r);
    size_t n = record_format_lines(g, r, NULL, RECORD_LIB, out, cap);
    free(g);
    if (tree) {
        *tree = r;
    } else {
        review_free(r);
    }
    return n;
}

/* The audit's mixed.lib: cp1251 comments mostly of move names, with a short Russian word
 * ("да", "но", "ё"): each read in the file's page, decided over all of them (each alone
 * read "да" as Latin-1 "äà"), and written back byte for byte. */
static void test_record_lib_code_page_is_the_files(void **state)
{
    (void)state;
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", NOTE);
    lb_text(l, "VCF j10 k11, \xE4\xE0");
    lb_node(l, "i9", SIB | LEAF | NOTE);
    lb_text(l, "Black wins, \xED\xEE");
    lb_node(l, "i8", SIB | LEAF | NOTE);
    lb_text(l, "Ok, \xF5\xEE\xE4 i10");
    lb_node(l, "h9", LEAF | NOTE);
    lb_text(l, "\xB8");
    Review *r = read_lib(l->b, l->n, "h8 i9", NULL);
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "VCF j10 k11, да");
    assert_string_equal(r->nodes[support_node_at(r, "h8 i9")].note, "Black wins, но");
    assert_string_equal(r->nodes[support_node_at(r, "h8 i8")].note, "Ok, ход i10");
    assert_string_equal(r->nodes[support_node_at(r, "h8 h9")].note, "ё");
    review_free(r);
    static char out[4096];
    int utf8 = -1;
    size_t n = lib_again(l->b, l->n, out, sizeof out, &utf8, NULL);
    assert_int_equal(n, l->n);
    assert_memory_equal(out, l->b, n);
    assert_int_equal(utf8, 0);
    free(l);
    /* All Latin-1 (French): read as such, written back byte for byte. */
    l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", NOTE);
    lb_text(l, "Caf\xE9 cr\xE8me");
    lb_node(l, "i9", LEAF | NOTE);
    lb_text(l, "\xE0 i10, d\xE9j\xE0");
    r = read_lib(l->b, l->n, "h8 i9", NULL);
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "Café crème");
    assert_string_equal(r->nodes[support_node_at(r, "h8 i9")].note, "à i10, déjà");
    review_free(r);
    n = lib_again(l->b, l->n, out, sizeof out, &utf8, NULL);
    assert_int_equal(n, l->n);
    assert_memory_equal(out, l->b, n);
    free(l);
    /* UTF-8 comments (ours, or another program's): read as they are. */
    l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", NOTE);
    lb_text(l, "VCF j10, \xD0\xB4\xD0\xB0");
    lb_node(l, "i9", LEAF | NOTE);
    lb_text(l, "Caf\xC3\xA9");
    r = read_lib(l->b, l->n, "h8 i9", NULL);
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "VCF j10, да");
    assert_string_equal(r->nodes[support_node_at(r, "h8 i9")].note, "Café");
    review_free(r);
    /* ...written in RenLib's page, which reads back the same (Café, which cp1251 lacks,
     * as UTF-8: the file's words would else tell Latin-1). */
    n = lib_again(l->b, l->n, out, sizeof out, &utf8, &r);
    assert_true(contains(out, n, "VCF j10, \xE4\xE0", 11));
    assert_int_equal(utf8, 1);
    Review *back = read_lib(out, n, "h8 i9", NULL);
    assert_string_equal(back->nodes[support_node_at(back, "h8")].note, "VCF j10, да");
    assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note, "Café");
    review_free(back);
    review_free(r);
    free(l);
}

/* The other way: "VCF j10 k11, да" from an SGF (UTF-8) goes into a .lib in cp1251, which
 * RenLib shows (it went as UTF-8: "РґР°" in RenLib); a comment with a character cp1251
 * lacks (✓) goes as UTF-8, whole, and is counted for the save's warning. */
static void test_record_lib_writes_renlibs_page(void **state)
{
    (void)state;
    static const char SGF[] = "(;FF[4]GM[4]CA[UTF-8]SZ[15];B[hh]C[VCF j10 k11, да]"
                              ";W[ig]C[Сильно ✓ — да])";
    Game *g = malloc(sizeof *g);
    Review *r = review_new();
    RecordError err;
    assert_true(record_parse_lines(SGF, sizeof SGF - 1, RECORD_SGF, NULL, g, r, NULL, &err));
    assert_int_equal(record_lib_utf8_texts(r), 1);
    static char out[4096];
    size_t n = record_format_lines(g, r, NULL, RECORD_LIB, out, sizeof out);
    assert_true(contains(out, n, "VCF j10 k11, \xE4\xE0", 15));
    assert_false(contains(out, n, "k11, \xD0\xB4", 7)); /* "да" as UTF-8 */
    assert_true(contains(out, n, "\xE2\x9C\x93", 3));   /* ✓ kept */
    Review *back = read_lib(out, n, "h8 i9", NULL);
    assert_string_equal(back->nodes[support_node_at(back, "h8")].note, "VCF j10 k11, да");
    assert_string_equal(back->nodes[support_node_at(back, "h8 i9")].note, "Сильно ✓ — да");
    review_free(back);
    free(g);
    review_free(r);
}

/* A board text a position cannot hold as a letter (too long) becomes a line of its
 * comment, counted as the SGF reader counts it (it was silent). */
static void test_record_lib_counts_labels_noted(void **state)
{
    (void)state;
    LibBuf *l = lb_new();
    lb_node(l, NULL, 0);
    lb_node(l, "h8", 0);
    lb_node(l, "a1", SIB | LEAF | NO_MOVE | EXT);
    lb_text(l, "A long board text");
    lb_node(l, "i9", LEAF);
    RecordInfo info;
    Review *r = read_lib(l->b, l->n, "h8 i9", &info);
    assert_int_equal(info.labels_noted, 1);
    assert_string_equal(r->nodes[support_node_at(r, "h8")].note, "a1: A long board text");
    review_free(r);
    free(l);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_lib_reads_variations_and_comments),
        cmocka_unit_test(test_record_lib_code_page_is_the_files),
        cmocka_unit_test(test_record_lib_writes_renlibs_page),
        cmocka_unit_test(test_record_lib_counts_labels_noted),
        cmocka_unit_test(test_record_lib_refusals_labels_and_passes),
        cmocka_unit_test(test_record_lib_round_trip),
        cmocka_unit_test(test_record_lib_keeps_the_files_order_and_start),
        cmocka_unit_test(test_record_sgf_browsing_keeps_the_order),
        cmocka_unit_test(test_record_lib_keeps_lines_after_a_foul),
        cmocka_unit_test(test_record_text_keeps_lines_after_a_foul),
        cmocka_unit_test(test_record_sgf_keeps_letters_after_a_foul),
        cmocka_unit_test(test_record_sgf_keeps_lines_after_a_five),
        cmocka_unit_test(test_record_lib_keeps_lines_after_a_five),
        cmocka_unit_test(test_record_lib_keeps_board_letters),
        cmocka_unit_test(test_record_lib_truncated_and_hostile),
        cmocka_unit_test(test_record_lib_read_as_a_game_up_to_50000_moves),
        cmocka_unit_test(test_library_finds_continuations_labels_and_comments),
        cmocka_unit_test(test_library_built_in_memory),
        cmocka_unit_test(test_record_letters_through_sgf_and_renju),
        cmocka_unit_test(test_record_letters_read_from_other_and_older_files),
        cmocka_unit_test(test_record_texts_shapes_and_marks_round_trip),
        cmocka_unit_test(test_record_marks_bad_values_skipped),
        cmocka_unit_test(test_record_lib_keeps_the_mark_flag),
        cmocka_unit_test(test_record_lib_keeps_a_board_texts_mark),
        cmocka_unit_test(test_library_transpositions_and_turned_boards),
        cmocka_unit_test(test_library_comments_turn_with_the_board),
        cmocka_unit_test(test_library_passes_are_continuations),
        cmocka_unit_test(test_library_truncated_and_lying_files_refused),
        cmocka_unit_test_setup_teardown(test_library_files_deep_lines_and_big_trees,
                                        support_temp_dir_setup, support_temp_dir_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
