/* Renju - MIT licence, see LICENSE.
 *
 * Why a record or a file is refused, as kinds (record.h's RecordReason): a table feeds a
 * bad input in each format (and bad files, folders and environments to the file layer and
 * the storage) and checks the kind and its fields, never the English wording; every kind
 * is in the table or named in the short list of those no input can bring about. Each
 * kind's English template takes the fields in the documented order, and uk/ru/bg word
 * every kind in the player's language (none falls back to English).
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "i18n.h"
#include "record.h"
#include "storage.h"
#include "test_files.h"
#include "test_support.h"

#define S(lit) lit, sizeof lit - 1

typedef struct BadRecord {
    RecordReason reason;
    RecordFormat fmt;
    RuleId rule;
    const char *data;
    size_t len;
    const char *token; /* the token the error must carry, NULL: not checked */
    long num0;         /* num[0] when checked (-1: not checked) */
} BadRecord;

static const BadRecord BAD[] = {
    /* our text record */
    {RECORD_R_CONTROL_BYTE, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1. h8\x01\nend\n"), NULL,
     1},
    {RECORD_R_TOO_MANY_WORDS, RECORD_TEXT, RULE_RENJU,
     S("Renju record 1\n1. a b c d e f g h i j k l m n o p q r\nend\n"), NULL, -1},
    {RECORD_R_NOT_ACTION_NUMBER, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1x. h8\nend\n"), "1x.",
     -1},
    {RECORD_R_WRONG_ACTION_NUMBER, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n2. h8\nend\n"), NULL,
     2},
    {RECORD_R_TIME_TOO_LONG, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1. h8 1000000s\nend\n"),
     "1000000s", 1},
    {RECORD_R_ACTION_MISSING, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1.\nend\n"), NULL, 1},
    {RECORD_R_NOT_A_POINT, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1. h8\n2. z99\nend\n"),
     "z99", -1},
    {RECORD_R_BAD_ACTION, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1. frobnicate\nend\n"),
     "frobnicate", 1},
    {RECORD_R_UNEXPECTED_WORD, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1. h8 h9\nend\n"), "h9",
     1},
    {RECORD_R_UNKNOWN_HEADER, RECORD_TEXT, RULE_RENJU, S("Renju record 1\ncolour: red\nend\n"),
     "colour", -1},
    /* (a bad header of an extra, "black:", "seats:", is left out, not refused: test_record.c) */
    {RECORD_R_HEADER_TWICE, RECORD_TEXT, RULE_RENJU,
     S("Renju record 1\nrule: renju\nrule: renju\nend\n"), "rule", -1},
    {RECORD_R_HEADER_NOT_UTF8, RECORD_TEXT, RULE_RENJU, S("Renju record 1\nrule: \xff\nend\n"),
     "rule", -1},
    {RECORD_R_HEADER_TOO_LONG, RECORD_TEXT, RULE_RENJU,
     S("Renju record 1\nopening: "
       "0123456789012345678901234567890123456789012345678901234567890123456789"
       "\nend\n"),
     "opening", -1},
    {RECORD_R_UNKNOWN_RULES, RECORD_TEXT, RULE_RENJU, S("Renju record 1\nrule: chess\nend\n"),
     "chess", -1},
    {RECORD_R_UNKNOWN_OPENING, RECORD_TEXT, RULE_RENJU, S("Renju record 1\nopening: nope\nend\n"),
     "nope", -1},
    {RECORD_R_BAD_SETUP, RECORD_TEXT, RULE_RENJU, S("Renju record 4\nsetup: 2\n1. h8\nend\n"), "2",
     -1},
    {RECORD_R_TEXT_AFTER_END, RECORD_TEXT, RULE_RENJU, S("Renju record 1\nend\n1. h8\n"), NULL, -1},
    {RECORD_R_NOT_TEXT_RECORD, RECORD_TEXT, RULE_RENJU, S("hello\n"), "Renju record", 14},
    {RECORD_R_BAD_FIRST_LINE, RECORD_TEXT, RULE_RENJU, S("Renju record one\n"), "Renju record", 14},
    {RECORD_R_BAD_FIRST_LINE, RECORD_TEXT, RULE_RENJU, S("Renju record -1\n"), "Renju record", 14},
    {RECORD_R_PLACED_VERSION, RECORD_TEXT, RULE_RENJU,
     S("Renju record 11\nsetup: 3 placed\n1. f8\n2. pass\n3. g8\nend\n"), "3 placed", 12},
    {RECORD_R_BAD_VERSION, RECORD_TEXT, RULE_RENJU, S("Renju record 15\nend\n"), NULL, 15},
    {RECORD_R_KEPT_BAD, RECORD_TEXT, RULE_RENJU, S("Renju record 6\n1. h8\n= 9140\nend\n"), NULL,
     -1},
    {RECORD_R_NOTE_MISPLACED, RECORD_TEXT, RULE_RENJU,
     S("Renju record 3\n1. h8\n(\n2. i9\n)\n> x\nend\n"), NULL, -1},
    {RECORD_R_MARK_BAD, RECORD_TEXT, RULE_RENJU, S("Renju record 5\n1. h8\n@ z99 A\nend\n"),
     "@ z99 A", 4},
    {RECORD_R_SHAPE_BAD, RECORD_TEXT, RULE_RENJU, S("Renju record 7\n1. h8\n^ h8 star\nend\n"),
     "^ h8 star", -1},
    {RECORD_R_NOTE_NOT_TEXT, RECORD_TEXT, RULE_RENJU, S("Renju record 3\n1. h8\n> a\tb\nend\n"),
     NULL, -1},
    {RECORD_R_HEADER_AFTER_ACTIONS, RECORD_TEXT, RULE_RENJU,
     S("Renju record 1\n1. h8\nblack: A\nend\n"), "black", -1},
    {RECORD_R_EMPTY_TEXT, RECORD_TEXT, RULE_RENJU, S("\n# nothing\n"), "Renju record", 14},
    {RECORD_R_NO_END, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1. h8\n"), NULL, -1},
    {RECORD_R_LINE_NOT_CLOSED, RECORD_TEXT, RULE_RENJU, S("Renju record 2\n1. h8\n(\n2. i9\nend\n"),
     NULL, 3},
    {RECORD_R_LINE_NOT_OPEN, RECORD_TEXT, RULE_RENJU, S("Renju record 2\n1. h8\n)\nend\n"), NULL,
     -1},
    {RECORD_R_LINE_EMPTY, RECORD_TEXT, RULE_RENJU, S("Renju record 2\n1. h8\n(\n)\nend\n"), NULL,
     -1},
    {RECORD_R_LINE_TWICE, RECORD_TEXT, RULE_RENJU,
     S("Renju record 2\n1. h8\n(\n2. i9\n)\n2. i9\nend\n"), "i9", 2},
    {RECORD_R_RESULT_MISMATCH, RECORD_TEXT, RULE_RENJU,
     S("Renju record 1\nresult: black wins\n1. h8\nend\n"), "black wins", -1},
    {RECORD_R_REFUSED, RECORD_TEXT, RULE_RENJU, S("Renju record 1\n1. h8\n2. h8\nend\n"), "h8", -1},
    /* Piskvork */
    {RECORD_R_NOT_PSQ, RECORD_PSQ, RULE_RENJU, S("hello\n"), NULL, -1},
    {RECORD_R_BAD_PSQ_HEADER, RECORD_PSQ, RULE_RENJU, S("Piskvorky big\n"), NULL, -1},
    {RECORD_R_NOT_SQUARE, RECORD_PSQ, RULE_RENJU, S("Piskvorky 15x14, 0:0, 0\n"), NULL, 15},
    {RECORD_R_WRONG_SIZE, RECORD_PSQ, RULE_RENJU, S("Piskvorky 19x19, 0:0, 0\n"), "renju", 19},
    {RECORD_R_LINE_AFTER_END, RECORD_PSQ, RULE_RENJU,
     S("Piskvorky 15x15, 0:0, 0\n8,8,0\n0\n9,9,0\n"), NULL, -1},
    {RECORD_R_MOVE_AFTER_NAMES, RECORD_PSQ, RULE_RENJU,
     S("Piskvorky 15x15, 0:0, 0\n8,8,0\nAlice\n9,9,0\n"), NULL, -1},
    {RECORD_R_PSQ_TIME_TOO_LONG, RECORD_PSQ, RULE_RENJU,
     S("Piskvorky 15x15, 0:0, 0\n8,8,99999999999\n"), NULL, 1},
    {RECORD_R_COORD_OFF_BOARD, RECORD_PSQ, RULE_RENJU,
     S("Piskvorky 15x15, 0:0, 0\n99999999999,8,0\n"), "99999999999,8,0", 1},
    {RECORD_R_BAD_MOVE_LINE, RECORD_PSQ, RULE_RENJU, S("Piskvorky 15x15, 0:0, 0\n8,x,0\n"), "8,x,0",
     -1},
    {RECORD_R_XY_OFF_BOARD, RECORD_PSQ, RULE_RENJU, S("Piskvorky 15x15, 0:0, 0\n16,8,0\n"), NULL,
     1},
    {RECORD_R_NEGATIVE_TIME, RECORD_PSQ, RULE_RENJU, S("Piskvorky 15x15, 0:0, 0\n8,8,-5\n"), NULL,
     1},
    {RECORD_R_UNEXPECTED_LINE, RECORD_PSQ, RULE_RENJU,
     S("Piskvorky 15x15, 0:0, 0\n8,8,0\nA\nB\nC\n"), "C", -1},
    {RECORD_R_EMPTY_PSQ, RECORD_PSQ, RULE_RENJU, S(""), NULL, -1},
    {RECORD_R_PSQ_NO_END, RECORD_PSQ, RULE_RENJU, S("Piskvorky 15x15, 0:0, 0\n8,8,15"), NULL, -1},
    {RECORD_R_REFUSED, RECORD_PSQ, RULE_RENJU, S("Piskvorky 15x15, 0:0, 0\n8,8,0\n8,8,0\n"), NULL,
     -1},
    /* RenLib (no header: the first node is the centre, 0x78) */
    {RECORD_R_NOT_LIB, RECORD_LIB, RULE_RENJU, S("hello"), NULL, -1},
    {RECORD_R_LIB_COMMENT, RECORD_LIB, RULE_RENJU,
     S("\x78\x08"
       "a"),
     NULL, -1},
    {RECORD_R_LIB_EXTENSION_SHORT, RECORD_LIB, RULE_RENJU,
     S("\x78\x01"
       "a"),
     NULL, -1},
    /* damage before any move (after one, the tree before it is read: lib_tree_damage) */
    {RECORD_R_LIB_NODE_SHORT, RECORD_LIB, RULE_RENJU,
     S("\xffRenLib\xff\x03\x04\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"
       "\x00\x00\x79"),
     NULL, -1},
    {RECORD_R_LIB_POINT, RECORD_LIB, RULE_RENJU,
     S("\xffRenLib\xff\x03\x04\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"
       "\x00\x00\xf1\x40"),
     NULL, 0xf1},
    {RECORD_R_LIB_SIZE, RECORD_LIB, RULE_OLD_RENJU, S("\x78\x40"), "old-renju", 19},
    {RECORD_R_REFUSED, RECORD_LIB, RULE_RENJU, S("\x78\x00\x78\x40"), NULL, -1},
    /* SGF */
    {RECORD_R_NOT_SGF, RECORD_SGF, RULE_RENJU, S("hello"), NULL, -1},
    {RECORD_R_SGF_NO_BRACKET, RECORD_SGF, RULE_RENJU, S("(;B[hh"), NULL, -1},
    {RECORD_R_SGF_NOT_CLOSED, RECORD_SGF, RULE_RENJU, S("(;B[hh]"), NULL, -1},
    {RECORD_R_SGF_NAME_TOO_LONG, RECORD_SGF, RULE_RENJU, S("(;ABCDEFGHI[x])"), NULL, -1},
    {RECORD_R_SGF_NAME_LOWER, RECORD_SGF, RULE_RENJU, S("(;abcdefghij[x])"), NULL, -1},
    {RECORD_R_UNEXPECTED_CHAR, RECORD_SGF, RULE_RENJU, S("(;B[hh]*)"), "*", -1},
    {RECORD_R_UNEXPECTED_BYTE, RECORD_SGF, RULE_RENJU, S("(;B[hh]\x01)"), NULL, 1},
    {RECORD_R_SGF_NO_NODE, RECORD_SGF, RULE_RENJU, S("(;B[hh](W[ii]))"), NULL, -1},
    {RECORD_R_SGF_WRONG_SIZE, RECORD_SGF, RULE_RENJU, S("(;SZ[19];B[jj])"), "renju", 19},
    {RECORD_R_SGF_OFF_BOARD, RECORD_SGF, RULE_RENJU, S("(;B[zz])"), "B[zz]", 1},
    {RECORD_R_SGF_WRONG_COLOUR, RECORD_SGF, RULE_RENJU, S("(;W[hh])"), "W[hh]", 1},
    {RECORD_R_SGF_NO_VALUE, RECORD_SGF, RULE_RENJU, S("(;GM;B[hh])"), "GM", -1},
    {RECORD_R_SGF_SEVERAL_VALUES, RECORD_SGF, RULE_RENJU, S("(;B[hh][ii])"), NULL, -1},
    {RECORD_R_SGF_PL_BAD, RECORD_SGF, RULE_RENJU, S("(;AB[hh]PL[X])"), "X", -1},
    {RECORD_R_SGF_PL_TWICE, RECORD_SGF, RULE_RENJU, S("(;AB[hh]AW[ao]PL[B]PL[W])"), NULL, -1},
    {RECORD_R_SGF_SETUP_POINT, RECORD_SGF, RULE_RENJU, S("(;AB[hh][zz])"), "AB[zz]", 15},
    /* 40 Black stones, two in three on rows 1, 3, 5 and 7: past gomokunarabe's 35 */
    {RECORD_R_SGF_SETUP_NO_GAME, RECORD_SGF, RULE_RENJU,
     S("(;RU[gomokunarabe]AB[ao][bo][do][eo][go][ho][jo][ko][mo][no]"
       "[am][bm][dm][em][gm][hm][jm][km][mm][nm][ak][bk][dk][ek][gk]"
       "[hk][jk][kk][mk][nk][ai][bi][di][ei][gi][hi][ji][ki][mi][ni]"
       ")"),
     NULL, -1},
    {RECORD_R_SGF_SETUP_FIVE, RECORD_SGF, RULE_RENJU, S("(;AB[hh][hi][hj][hk][hl])"), "h4", 5},
    {RECORD_R_SGF_SETUP_FIVE, RECORD_SGF, RULE_RENJU, S("(;AW[ao][bo][co][do][eo][fo]AB[hh])"),
     "a1", 6},
    {RECORD_R_SGF_SETUP_OVERLINE, RECORD_SGF, RULE_RENJU, S("(;AB[ao][bo][co][do][eo][fo]AW[hh])"),
     "a1", -1},
    {RECORD_R_SGF_NOT_GOMOKU, RECORD_SGF, RULE_RENJU, S("(;GM[1])"), "1", -1},
    {RECORD_R_SGF_AFTER_FIRST, RECORD_SGF, RULE_RENJU, S("(;B[hh];SZ[15])"), "SZ", -1},
    {RECORD_R_SGF_BAD_SIZE, RECORD_SGF, RULE_RENJU, S("(;SZ[x])"), "x", -1},
    {RECORD_R_SGF_NOT_SQUARE, RECORD_SGF, RULE_RENJU, S("(;SZ[15:13])"), "15:13", -1},
    {RECORD_R_REFUSED, RECORD_SGF, RULE_RENJU, S("(;B[hh];W[ii];B[hh])"), NULL, -1},
    /* move strings */
    {RECORD_R_MOVES_CHAR, RECORD_MOVES, RULE_RENJU, S("h8 * i9"), "*", -1},
    {RECORD_R_MOVES_BYTE, RECORD_MOVES, RULE_RENJU, S("h8 \xff"), NULL, 0xff},
    {RECORD_R_NOT_A_POINT, RECORD_MOVES, RULE_RENJU, S("h8 z9"), "z9", 15},
    {RECORD_R_NO_MOVES, RECORD_MOVES, RULE_RENJU, S("  \n"), NULL, -1},
    {RECORD_R_MOVE_NUMBER, RECORD_MOVES, RULE_RENJU, S("1. h8 2. i9 5. j10"), "5.", 3},
    {RECORD_R_REFUSED, RECORD_MOVES, RULE_RENJU, S("h8 h8"), "h8", -1},
    /* any format */
    {RECORD_R_UNKNOWN_FORMAT, (RecordFormat)(RECORD_AUTO + 7), RULE_RENJU, S("h8"), NULL, -1},
};
#define NBAD (sizeof BAD / sizeof BAD[0])

/* Kinds no input here can bring about, and why: they stay kinds (worded in every
 * language), but a test cannot make them happen. */
static const RecordReason UNREACHABLE[] = {
    RECORD_R_NONE,               /* no error */
    RECORD_R_NO_MEMORY,          /* malloc failing */
    RECORD_R_LIBRARY_TOO_MANY,   /* 4,000,000 nodes: an 8 MB file, too slow to load here */
    RECORD_R_SGF_TOO_DEEP,       /* fed below, from a built string (see the test) */
    RECORD_R_SGF_EXPECTED_PAREN, /* a node ends only at ';', '(' or ')' (a guard) */
    RECORD_R_TOO_MANY_KEPT,      /* the file layer's: tests/test_storage.c */
    RECORD_R_PROGRESS_LINE,      /* the study progress file's: tests/test_progress.c */
    RECORD_R_PROGRESS_DIRECTORY, /* likewise */
    RECORD_R_PROGRESS_TOO_LARGE, /* likewise */
    RECORD_R_STUDY_PLAY_LINE,    /* the half-solved problems' file: tests/test_study_keep.c */
    RECORD_R_SETTING_LINE,       /* settings.conf's (RECORD_R_SETTING_*): tests/test_settings.c */
    RECORD_R_BAD_CLOCK,          /* settings.conf's too (a record's bad clock is left out) */
    RECORD_R_LINES_NOT_SEARCHED, /* Find position's: tests/test_library_view.c */
    RECORD_R_SETTING_NOT_TEXT,
    RECORD_R_SETTING_NOT_TEXT_ONE,
    RECORD_R_SETTING_KEY,
    RECORD_R_SETTING_NUMBER,
    RECORD_R_SETTING_RANGE,
    RECORD_R_SETTING_LANGUAGE,
    RECORD_R_SETTING_SEAT,
    RECORD_R_SETTING_THEME,
    RECORD_R_SETTING_ENGINE,
    RECORD_R_SETTING_NET_ROLE,
    RECORD_R_SETTING_NET_SEAT,
    RECORD_R_SETTING_ADDRESS,
    RECORD_R_SETTING_PATH,
    RECORD_R_SETTING_FOLDER,
    RECORD_R_SETTING_TOO_LARGE,
    RECORD_R_RIF_TAG, /* a RIF database's (RECORD_R_RIF_*): tests/test_rif.c */
    RECORD_R_RIF_END_TAG,
    RECORD_R_RIF_NOT_CLOSED,
    RECORD_R_RIF_TOO_DEEP,
    RECORD_R_RIF_NO_GAMES,
    RECORD_R_RIF_TOO_MANY,
    RECORD_R_RIF_TOO_LARGE,
    RECORD_R_LIB_TREE_SHORT,    /* a .lib cut short or with bytes after its tree: read up */
    RECORD_R_LIB_TRAILING,      /* to there, said (tests/test_record_lib.c) */
    RECORD_R_CANNOT_MOVE_ASIDE, /* a file neither link() nor rename() can move (the
                                 * tests run as root, whom permissions do not stop) */
};

static void test_record_reason_every_format_says_its_kind(void **state)
{
    (void)state;
    bool seen[RECORD_REASON_COUNT] = {false};
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    for (size_t i = 0; i < NBAD; i++) {
        const BadRecord *b = &BAD[i];
        RecordError err;
        memset(&err, 0x55, sizeof err);
        if (record_parse(b->data, b->len, b->fmt, rules_get(b->rule), g, NULL, &err)) {
            fail_msg("case %zu (%s) was accepted", i, record_reason_name(b->reason));
        }
        if (err.reason != b->reason) {
            fail_msg("case %zu: %s, expected %s (%s)", i, record_reason_name(err.reason),
                     record_reason_name(b->reason), err.msg);
        }
        if (b->token && strcmp(err.token, b->token) != 0) {
            fail_msg("case %zu (%s): token '%s', expected '%s'", i, record_reason_name(b->reason),
                     err.token, b->token);
        }
        if (b->num0 >= 0 && err.num[0] != b->num0) {
            fail_msg("case %zu (%s): num[0] %ld, expected %ld", i, record_reason_name(b->reason),
                     err.num[0], b->num0);
        }
        assert_true(err.msg[0] != '\0');
        assert_int_equal(err.os, 0);
        seen[b->reason] = true;
    }
    /* Nested variations deeper than SGF's limit. */
    static char deep[4096];
    size_t n = 0;
    deep[n++] = '(';
    deep[n++] = ';';
    while (n < sizeof deep - 2) {
        deep[n++] = '(';
        deep[n++] = ';';
    }
    RecordError err;
    assert_false(record_parse(deep, n, RECORD_SGF, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_TOO_DEEP);
    /* An action line longer than any action. */
    static char longline[1024];
    n = (size_t)snprintf(longline, sizeof longline, "Renju record 1\n1. ");
    memset(longline + n, 'a', 600);
    n += 600;
    n += (size_t)snprintf(longline + n, sizeof longline - n, "\nend\n");
    assert_false(record_parse(longline, n, RECORD_TEXT, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LINE_TOO_LONG);
    seen[err.reason] = true;
    /* More moves in the side lines than a review holds (REVIEW_MAX_NODES). */
    size_t nmany = 0;
    char *many = support_lib_past_the_tree(&nmany);
    assert_false(record_parse(many, nmany, RECORD_LIB, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LINES_TOO_MANY);
    seen[err.reason] = true;
    free(many);
    /* RenLib's header, from a file we write: cut short, then from a newer version. */
    Game *two = support_game(RULE_RENJU, "h8 i9");
    char lib[256];
    size_t liblen = record_format(two, NULL, RECORD_LIB, lib, sizeof lib);
    assert_true(liblen > 20 && liblen < sizeof lib);
    free(two);
    assert_false(record_parse(lib, 12, RECORD_LIB, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LIB_HEADER_SHORT);
    seen[err.reason] = true;
    lib[8] = 9;
    assert_false(record_parse(lib, liblen, RECORD_LIB, NULL, g, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LIB_VERSION);
    assert_int_equal(err.num[0], 9);
    seen[err.reason] = true;
    free(g);

    /* Files, folders and the environment: the file layer's and the storage's kinds. */
    char dir[256], path[512];
    support_temp_dir(dir, sizeof dir);
    char *data = NULL;
    size_t len = 0;
    snprintf(path, sizeof path, "%s/missing.renju", dir);
    assert_false(record_read_file(path, &data, &len, &err));
    assert_int_equal(err.reason, RECORD_R_CANNOT_OPEN);
    assert_int_equal(err.os, ENOENT);
    assert_string_equal(err.file, path);
    seen[err.reason] = true;
    assert_false(record_read_file(dir, &data, &len, &err));
    assert_int_equal(err.reason, RECORD_R_IS_DIRECTORY);
    seen[err.reason] = true;
    /* A game of an SGF collection past its last (renju-cli --game N). */
    support_write_file(dir, "two.sgf", "(;GM[4]SZ[15];B[hh])\n(;GM[4]SZ[15];B[hh];W[ii])\n");
    snprintf(path, sizeof path, "%s/two.sgf", dir);
    Game *got = malloc(sizeof *got);
    assert_non_null(got);
    RecordInfo info;
    assert_true(record_load_file_game(path, NULL, 2, got, NULL, &info, &err));
    assert_int_equal(got->nactions, 2);
    assert_int_equal(info.sgf_game, 2);
    assert_int_equal(info.sgf_games, 2);
    assert_false(record_load_file_game(path, NULL, 3, got, NULL, &info, &err));
    assert_int_equal(err.reason, RECORD_R_SGF_NO_GAME);
    assert_int_equal(err.num[0], 3);
    assert_int_equal(err.num[1], 2);
    seen[err.reason] = true;
    free(got);
    /* A named pipe nobody writes to, and a device that never ends: refused at once (a
     * pipe blocked the read forever; the alarm turns a hang into a failure). */
    snprintf(path, sizeof path, "%s/pipe.renju", dir);
    assert_int_equal(mkfifo(path, 0600), 0);
    alarm(30);
    assert_false(record_read_file(path, &data, &len, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_A_FILE);
    assert_string_equal(err.file, path);
    assert_false(record_read_file("/dev/zero", &data, &len, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_A_FILE);
    alarm(0);
    seen[err.reason] = true;
    snprintf(path, sizeof path, "%s/big.renju", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    for (long k = 0; k <= RECORD_FILE_MAX; k += 1024) {
        static const char block[1024];
        assert_int_equal(fwrite(block, 1, sizeof block, f), sizeof block);
    }
    fclose(f);
    assert_false(record_read_file(path, &data, &len, &err));
    assert_int_equal(err.reason, RECORD_R_FILE_TOO_LARGE);
    assert_int_equal(err.num[0], RECORD_FILE_MAX / RECORD_MB); /* said in MB */
    seen[err.reason] = true;
    assert_false(record_read_file_max(path, RECORD_MB, &data, &len, &err)); /* a library's */
    assert_int_equal(err.reason, RECORD_R_LIBRARY_TOO_LARGE);
    assert_int_equal(err.num[0], 1);
    seen[err.reason] = true;
    /* Reading the process's own memory from address 0 fails with EIO. */
    if (!record_read_file("/proc/self/mem", &data, &len, &err)) {
        assert_int_equal(err.reason, RECORD_R_READ_ERROR);
        assert_int_not_equal(err.os, 0);
        seen[err.reason] = true;
    } else {
        free(data);
    }
    assert_false(record_write_atomic(dir, "x", 1, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_SAVED);
    assert_int_equal(err.os, EISDIR);
    seen[err.reason] = true;
    /* A save where no file can be made is said as its folder's trouble, not as the
     * temporary file it starts with (audit 26, item 6): a folder not there, ... */
    snprintf(path, sizeof path, "%s/no-folder/x.renju", dir);
    assert_false(record_write_atomic(path, "x", 1, &err));
    assert_int_equal(err.reason, RECORD_R_NO_SUCH_FOLDER);
    assert_int_equal(err.os, 0);
    char folder[512];
    snprintf(folder, sizeof folder, "%s/no-folder", dir);
    assert_string_equal(err.token, folder);
    assert_null(strstr(err.msg, "temporary"));
    seen[err.reason] = true;
    /* ... a file where a folder would be, ... */
    support_write_file(dir, "plain", "x\n");
    snprintf(path, sizeof path, "%s/plain/x.renju", dir);
    assert_false(record_write_atomic(path, "x", 1, &err));
    assert_int_equal(err.reason, RECORD_R_NO_TEMPORARY);
    assert_int_equal(err.os, ENOTDIR);
    snprintf(folder, sizeof folder, "%s/plain", dir);
    assert_string_equal(err.token, folder);
    assert_null(strstr(err.msg, "temporary"));
    seen[err.reason] = true;
    /* ... and a folder there that makes no file (the system's /proc: "no such file" from
     * a folder that is there). */
    assert_false(record_write_atomic("/proc/mygame.renju", "x", 1, &err));
    assert_int_equal(err.reason, RECORD_R_FOLDER_NO_FILES);
    assert_string_equal(err.token, "/proc");
    assert_string_equal(err.msg, "/proc/mygame.renju: not saved: the folder /proc takes no new "
                                 "files: choose another");
    seen[err.reason] = true;
    assert_false(record_write_atomic("/dev/null", "x", 1, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_REGULAR);
    seen[err.reason] = true;
    /* A save that is not to replace a file finds one at its name: it stays as it was. */
    support_write_file(dir, "theirs.renju", "h8 i9 h9\n");
    snprintf(path, sizeof path, "%s/theirs.renju", dir);
    assert_false(record_write_file(path, "x", 1, RECORD_WRITE_NEW, &err));
    assert_int_equal(err.reason, RECORD_R_APPEARED);
    assert_string_equal(err.file, path);
    seen[err.reason] = true;
    Game *big = support_game(RULE_OLD_RENJU, "j10");
    Game *empty = support_game(RULE_RENJU, "");
    Game *passed = support_game(RULE_RENJU, "h8 pass");
    snprintf(path, sizeof path, "%s/x.lib", dir);
    assert_false(record_save_file(path, RECORD_AUTO, big, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_LIB_ONLY_15);
    seen[err.reason] = true;
    snprintf(path, sizeof path, "%s/x.moves", dir);
    assert_false(record_save_file(path, RECORD_AUTO, empty, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_MOVES_EMPTY);
    seen[err.reason] = true;
    snprintf(path, sizeof path, "%s/x.psq", dir);
    assert_false(record_save_file(path, RECORD_AUTO, passed, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_PSQ_PASS);
    seen[err.reason] = true;
    /* A set-up with White to move on equal counts (Black's pass) and a move after it. */
    const char *white_to_move = "Renju record 4\nrule: renju\nopening: free\nsetup: 3\n"
                                "result: none\n\n1. h8\n2. i9\n3. pass\n4. j10\nend\n";
    Game *setw = malloc(sizeof *setw);
    assert_non_null(setw);
    assert_true(
        record_parse(white_to_move, strlen(white_to_move), RECORD_TEXT, NULL, setw, NULL, &err));
    assert_false(record_save_file(path, RECORD_AUTO, setw, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_PSQ_SETUP_PASS);
    seen[err.reason] = true;
    /* A study position (its stones placed, h8 empty) in a format of moves alone. */
    const char *study = "Renju record 12\nrule: renju\nopening: free\nsetup: 3 placed\n"
                        "result: none\n\n1. f8\n2. pass\n3. g8\nend\n";
    assert_true(record_parse(study, strlen(study), RECORD_TEXT, NULL, setw, NULL, &err));
    assert_false(record_save_file(path, RECORD_AUTO, setw, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_STUDY_MOVES);
    seen[err.reason] = true;
    free(setw);
    Game *pente = support_game(RULE_PENTE, "h8 i8 a1 j8 k8");
    static const char *const STONES_ONLY[] = {"x.psq", "x.lib", "x.moves"};
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, STONES_ONLY[i]);
        assert_false(record_save_file(path, RECORD_AUTO, pente, NULL, &err));
        assert_int_equal(err.reason, RECORD_R_PSQ_RULE + (RecordReason)i);
        assert_string_equal(err.token, "Pente");
        seen[err.reason] = true;
    }
    free(pente);
    snprintf(path, sizeof path, "%s/x.doc", dir);
    assert_false(record_save_file(path, RECORD_AUTO, passed, NULL, &err));
    assert_int_equal(err.reason, RECORD_R_UNKNOWN_EXTENSION);
    seen[err.reason] = true;
    free(big);
    free(empty);
    free(passed);
    assert_false(storage_make_dirs("", &err));
    assert_int_equal(err.reason, RECORD_R_BAD_FOLDER_NAME);
    seen[err.reason] = true;
    assert_false(storage_make_dirs("/dev/null", &err));
    assert_int_equal(err.reason, RECORD_R_NOT_A_FOLDER);
    seen[err.reason] = true;
    assert_false(storage_make_dirs("/dev/null/renju", &err));
    assert_int_equal(err.reason, RECORD_R_NO_FOLDER);
    assert_int_equal(err.os, ENOTDIR);
    assert_string_equal(err.token, "/dev/null/renju");
    seen[err.reason] = true;
    char *home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    char *xdg = getenv("XDG_DATA_HOME") ? strdup(getenv("XDG_DATA_HOME")) : NULL;
    StoragePaths sp;
    unsetenv("XDG_DATA_HOME");
    unsetenv("HOME");
    assert_false(storage_paths_init(&sp, &err));
    assert_int_equal(err.reason, RECORD_R_NO_HOME);
    seen[err.reason] = true;
    char longdir[STORAGE_PATH_MAX + 8];
    memset(longdir, 'a', sizeof longdir - 1);
    longdir[0] = '/';
    longdir[sizeof longdir - 1] = '\0';
    setenv("XDG_DATA_HOME", longdir, 1);
    assert_false(storage_paths_init(&sp, &err));
    assert_int_equal(err.reason, RECORD_R_PATH_TOO_LONG);
    seen[err.reason] = true;
    if (home) {
        setenv("HOME", home, 1);
    }
    if (xdg) {
        setenv("XDG_DATA_HOME", xdg, 1);
    } else {
        unsetenv("XDG_DATA_HOME");
    }
    free(home);
    free(xdg);
    support_remove_dir(dir);

    for (size_t i = 0; i < sizeof UNREACHABLE / sizeof UNREACHABLE[0]; i++) {
        seen[UNREACHABLE[i]] = true;
    }
    for (int r = 0; r < RECORD_REASON_COUNT; r++) {
        if (!seen[r]) {
            fail_msg("no bad input shows %s", record_reason_name((RecordReason)r));
        }
    }
}

/* Each template's conversions: at most one "%s" and at most RECORD_NUMS numbers, each a
 * long, so record_reason_write hands every one the argument it reads. */
static void test_record_reason_templates_take_the_fields(void **state)
{
    (void)state;
    for (int r = 0; r < RECORD_REASON_COUNT; r++) {
        const char *t = record_reason_english((RecordReason)r);
        if (r == RECORD_R_NONE || r == RECORD_R_REFUSED) {
            assert_null(t);
            continue;
        }
        assert_non_null(t);
        int strings = 0, numbers = 0;
        for (const char *s = t; *s; s++) {
            if (*s != '%') {
                continue;
            }
            s++;
            if (*s == '%') {
                continue;
            }
            while (strchr("0123456789.", *s)) {
                s++;
            }
            if (*s == 's') {
                strings++;
            } else if (*s == 'l' && strchr("dx", s[1])) {
                numbers++;
                s++;
            } else {
                fail_msg("%s: conversion '%c' in '%s'", record_reason_name((RecordReason)r), *s, t);
            }
        }
        assert_true(strings <= 1);
        assert_true(numbers <= RECORD_NUMS);
    }
    /* The writer puts the token where the template has it. */
    RecordError e;
    memset(&e, 0, sizeof e);
    snprintf(e.token, sizeof e.token, "zz");
    e.num[0] = 15;
    e.num[1] = 15;
    char buf[200];
    record_reason_write("'%s' is not a point of the %ldx%ld board", &e, buf, sizeof buf);
    assert_string_equal(buf, "'zz' is not a point of the 15x15 board");
    e.num[0] = 4;
    record_reason_write("action %ld: unexpected '%s'", &e, buf, sizeof buf);
    assert_string_equal(buf, "action 4: unexpected 'zz'");
}

/* uk, ru and bg word every kind (and the system's reasons) themselves: none falls back
 * to the English template, and none is marked as English. */
static void test_record_reason_worded_in_every_language(void **state)
{
    (void)state;
    for (int r = 0; r < RECORD_REASON_COUNT; r++) {
        const char *en = record_reason_english((RecordReason)r);
        assert_ptr_equal(i18n_record_reason(LANG_EN, (RecordReason)r), en);
        if (!en) {
            continue;
        }
        for (Lang l = LANG_UK; l < LANG_COUNT; l++) {
            const char *t = i18n_record_reason(l, (RecordReason)r);
            if (!t || t == en || strcmp(t, en) == 0) {
                fail_msg("%s has no %s wording", record_reason_name((RecordReason)r),
                         i18n_lang_code(l));
            }
            RecordError e;
            record_error(&e, (RecordReason)r, "dir/game.renju", ENOSPC, "zz", 15);
            char buf[512];
            i18n_record_error(l, &e, buf, sizeof buf);
            assert_null(strstr(buf, " (англійською)"));
            assert_null(strstr(buf, " (по-английски)"));
            assert_null(strstr(buf, " (на английски)"));
            assert_null(strstr(buf, "no space left"));
            if (r == RECORD_R_NO_FOLDER) {
                /* The folder is named by the reason itself, not prefixed by the file's. */
                assert_null(strstr(buf, "game.renju"));
                assert_non_null(strstr(buf, "zz"));
            } else {
                assert_non_null(strstr(buf, "game.renju: "));
            }
        }
    }
}

int main(void)
{
    renju_init();
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_reason_every_format_says_its_kind),
        cmocka_unit_test(test_record_reason_templates_take_the_fields),
        cmocka_unit_test(test_record_reason_worded_in_every_language),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
