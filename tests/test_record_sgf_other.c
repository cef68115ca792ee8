/* Renju - MIT licence, see LICENSE.
 *
 * SGF as other programs write it (audit 32a: a RenLib/Yixin analyst's files): the reader
 * tolerates what is unambiguous and drops nothing without a word. A side line's Black foul
 * ends that line as it ends the game's; a side line cut at a move the rules refuse is said
 * by where it branches; unknown properties and names that are no SGF names (RenLib's 5A[])
 * are skipped and named; GC[] and N[] are kept as comments; a record naming no rule says how
 * it was read and gets no invented RU[]; RE[B+] is kept; FF[1-3]'s lower-case names, move
 * lists "1) h8" and rows "h08" are read.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "i18n.h"
#include "record.h"
#include "review.h"
#include "status.h"
#include "test_files.h"
#include "test_support.h"

typedef struct Read {
    Game g;
    Review *lines;
    RecordInfo info;
} Read;

static void read_free(Read *r)
{
    review_free(r->lines);
    free(r);
}

/* The SGF text read with its lines (refused: the test fails). */
static Read *read_sgf(const char *sgf)
{
    Read *r = malloc(sizeof *r);
    assert_non_null(r);
    r->lines = review_new();
    assert_non_null(r->lines);
    RecordError err;
    if (!record_parse_lines(sgf, strlen(sgf), RECORD_SGF, NULL, &r->g, r->lines, &r->info, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    return r;
}

/* The load notice's further sentences for r, in lang. */
static void said_on_load(const Read *r, Lang lang, char *said, size_t cap)
{
    Notice nt;
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "x.sgf", NULL);
    status_notice_also_loaded(&nt, &r->info);
    status_notice_text(&nt, lang, said, cap);
}

/*    a b c d e f g h i j k l m n o
 * 11 . . . . . . . . . . . . . . .
 * 10 . . . . . . . . . X . . . . .
 *  9 . . . . . . . . . X . . . . .
 *  8 . . . . . . . X X * . . . . .     j8 would make two open threes: a foul
 *    (White's a1..a4 out of the way)
 * A side line playing the foul j8 ends there, White winning, its comment and the stones
 * after it kept as RenLib keeps them (they went without a word, audit 32a A1). */
static void test_record_sgf_side_foul_ends_its_line(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]FF[4]SZ[15];B[hh];W[ao];B[ih];W[an];B[jg];W[am];B[jf];W[al]"
                       "(;B[kk]C[legal])(;B[jh]C[foul here];W[ak];B[aa]C[after foul]))");
    support_assert_moves(&r->g, "h8 a1 i8 a2 j9 a3 j10 a4 k5");
    int foul = support_node_at(r->lines, "h8 a1 i8 a2 j9 a3 j10 a4 j8");
    const ReviewNode *nd = &r->lines->nodes[foul];
    assert_true(nd->action.foul);
    assert_string_equal(nd->note, "foul here");
    assert_int_equal(nd->kept_moves, 2); /* a5 and a15, with "after foul" */
    assert_int_equal(r->info.sgf_side_cut, 0);
    assert_int_equal(r->info.lines_left_out, 0);
    /* written back, the line and what follows it are there again */
    size_t len = 0;
    char *sgf = support_written_as(RECORD_SGF, &r->g, r->lines, &len);
    assert_non_null(strstr(sgf, "(;B[jh]C[foul here];W[ak]\n;B[aa]C[after foul])"));
    free(sgf);
    read_free(r);
}

/* A side line that plays on a stone is cut there, and said by where it branches: move 4,
 * h8 (it went without a word, audit 32a A1), in the window's words too. */
static void test_record_sgf_side_cut_is_said(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]FF[4]SZ[15];B[hh];W[ao];B[ih](;W[an])(;W[hh]C[bad];B[aa])"
                       "(;W[jj];B[kk];W[kk]C[later](;B[ll])))");
    support_assert_moves(&r->g, "h8 a1 i8 a2");
    support_assert_tree(r->lines, "h8 a1 i8 (j6 k5) a2");
    assert_int_equal(r->info.sgf_side_cut, 2);
    assert_int_equal(r->info.sgf_side_cut_move, 4);
    assert_int_equal(r->info.sgf_side_cut_pos, support_point("h8"));
    char said[1200];
    said_on_load(r, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded x.sgf. 2 side lines stop at a move the rules refuse there (a "
                              "stone on a stone or of the wrong colour): the first branches at "
                              "move 4, h8; the rest of each, with its comments, is left out.");
    said_on_load(r, LANG_UK, said, sizeof said);
    assert_non_null(strstr(said, "на ході 4, h8"));
    read_free(r);
}

/* RenLib's 5A[] (a name with a digit) and unknown properties are skipped and named once
 * each, the game read (5A[] refused the whole file, audit 32a B6, A4); game information
 * without a field of ours is kept as read (fix33b), a second PC[] named as left out; GC[]
 * and N[] are text kept as the comment. */
static void test_record_sgf_odd_properties_skipped_and_named(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]FF[4]SZ[15]GN[ivan-petr (Rated) Timing: 15min]5A[ji]PC[Moscow]"
                       "GC[a game comment]RO[3]BR[2d]WR[3d]N[start]PC[again];B[hh]TE[1];W[ig]"
                       "(;B[ii]N[main])(;B[jj]BM[1]))");
    support_assert_moves(&r->g, "h8 i9 i7");
    assert_string_equal(r->info.sgf_props_skipped, "5A PC TE BM");
    assert_string_equal(r->info.sgf_info, "GN ivan-petr (Rated) Timing: 15min\nPC Moscow\nRO 3\n"
                                          "BR 2d\nWR 3d\n");
    assert_string_equal(r->lines->nodes[0].note, "a game comment\nstart");
    assert_string_equal(r->lines->nodes[support_node_at(r->lines, "h8 i9 i7")].note, "main");
    char said[1200];
    said_on_load(r, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded x.sgf. These SGF properties are not kept and are left out: "
                              "5A PC TE BM.");
    /* a name with a digit and no value is no property: refused as before */
    RecordError err;
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    const char *bad = "(;GM[4]SZ[15]5A;B[hh])";
    assert_false(record_parse(bad, strlen(bad), RECORD_SGF, NULL, g, NULL, &err));
    free(g);
    read_free(r);
}

/* FF[1-3] names in lower case ("b[hh]"), a move list "1) h8 2) i9" and a row zero-padded
 * ("h07") are read (refused, audit 32a C12). */
static void test_record_sgf_old_forms_read(void **state)
{
    (void)state;
    Read *r = read_sgf("(;ff[3]gm[4]sz[15];b[hh];w[ii];b[jj]c[lower])");
    support_assert_moves(&r->g, "h8 i7 j6");
    assert_string_equal(r->info.sgf_props_skipped, "");
    read_free(r);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordError err;
    const char *list = "1) h8 2) i9 3) h07 4) g09";
    if (!record_parse(list, strlen(list), RECORD_MOVES, NULL, g, NULL, &err)) {
        fail_msg("refused: %s", err.msg);
    }
    support_assert_moves(g, "h8 i9 h7 g9");
    const char *zero = "h8 i00"; /* no row 0, padded or not */
    assert_false(record_parse(zero, strlen(zero), RECORD_MOVES, NULL, g, NULL, &err));
    free(g);
}

/* A record naming no rule whose first stone is off the centre is read as Swap2 and said;
 * written back, it names no rule either (RU[renju Swap2] was invented, audit 32a B5). One
 * that names its rule keeps it. */
static void test_record_sgf_no_rule_named_not_invented(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]FF[4]SZ[15];B[aa];W[ig];B[ab])");
    assert_int_equal(r->g.opening, OPENING_SWAP2);
    assert_true(r->info.rule_unnamed);
    assert_true(r->info.opening_guessed);
    char said[1200];
    said_on_load(r, LANG_EN, said, sizeof said);
    assert_string_equal(said, "Loaded x.sgf. It names no rule set or opening (no RU[]) and its "
                              "first stone is off the centre: it is read under the Swap2 opening.");
    size_t len = 0;
    char *sgf = support_written_as(RECORD_SGF, &r->g, r->lines, &len);
    char out[512];
    len = record_format_lines(&r->g, r->lines, &r->info, RECORD_SGF, out, sizeof out);
    assert_true(len > 0 && len < sizeof out);
    assert_null(strstr(out, "RU["));
    assert_non_null(strstr(sgf, "RU[renju Swap2]")); /* a game of the window's names it */
    free(sgf);
    read_free(r);
    r = read_sgf("(;GM[4]FF[4]SZ[15];B[hh];W[ig];B[ii])"); /* on the centre: nothing to say */
    assert_true(r->info.rule_unnamed);
    assert_false(r->info.opening_guessed);
    len = record_format_lines(&r->g, r->lines, &r->info, RECORD_SGF, out, sizeof out);
    assert_null(strstr(out, "RU["));
    read_free(r);
    r = read_sgf("(;GM[4]FF[4]SZ[15]RU[renju Swap2];B[aa];W[ig];B[ab])");
    assert_false(r->info.rule_unnamed);
    assert_false(r->info.opening_guessed);
    len = record_format_lines(&r->g, r->lines, &r->info, RECORD_SGF, out, sizeof out);
    assert_non_null(strstr(out, "RU[renju Swap2]"));
    read_free(r);
}

/* RE[B+] (no reason: a record stopped before the end) is kept and written back, and said;
 * RE[b+r] is a resignation as RE[B+R] is (both were thrown away, audit 32a B8). */
static void test_record_sgf_result_without_reason_kept(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]SZ[15]RE[B+];B[hh];W[ig];B[ii])");
    assert_int_equal(r->g.result, RESULT_NONE);
    assert_string_equal(r->info.result_kept, "B+");
    assert_string_equal(r->info.result_dropped, "");
    char out[512];
    size_t len = record_format_lines(&r->g, r->lines, &r->info, RECORD_SGF, out, sizeof out);
    assert_true(len > 0 && len < sizeof out);
    assert_non_null(strstr(out, "RE[B+]"));
    char said[1200];
    said_on_load(r, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Its result \u201cB+\u201d names a winner without a reason"));
    /* a save in another format says it is not kept there */
    Notice nt;
    status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "x.psq", NULL);
    status_notice_also_saved(&nt, &r->g, &r->info, RECORD_PSQ, r->lines);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Its result \u201cB+\u201d, a winner without a reason, is not in "
                                 "it: only .sgf and .renju keep it."));
    status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "x.sgf", NULL);
    status_notice_also_saved(&nt, &r->g, &r->info, RECORD_SGF, r->lines);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_null(strstr(said, "B+"));
    read_free(r);
    r = read_sgf("(;GM[4]SZ[15]RE[b+r];B[hh];W[ig];B[ii])");
    assert_int_equal(r->g.result, RESULT_BLACK_WINS);
    assert_int_equal(r->g.reason, REASON_RESIGN);
    read_free(r);
    r = read_sgf("(;GM[4]SZ[15]RE[w+t];B[hh];W[ig];B[ii])");
    assert_int_equal(r->g.result, RESULT_WHITE_WINS);
    assert_int_equal(r->g.reason, REASON_TIME);
    read_free(r);
}

/* What a save of r's game in fmt writes (its lines with it), malloc'd. */
static char *written(const Read *r, RecordFormat fmt)
{
    char *out = malloc(RECORD_FILE_MAX);
    assert_non_null(out);
    size_t len = record_format_lines(&r->g, r->lines, &r->info, fmt, out, RECORD_FILE_MAX);
    assert_true(len > 0 && len < RECORD_FILE_MAX);
    return out;
}

/* RE[B+] is the result of the moves it was read with, no others (fix33b): played on past
 * the record's end (j10), or its end taken back and replayed otherwise (j7 for i7), the
 * game no longer claims it in SGF, in our text record, or in a save's notice; taken back
 * to the record's moves, it claims it again. Our text record keeps it ("claimed: B+"),
 * so the autosave and a .renju give it back. */
static void test_record_sgf_result_kept_only_for_its_moves(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]SZ[15]RE[B+];B[hh];W[ig];B[ii])");
    char *out = written(r, RECORD_TEXT);
    assert_non_null(strstr(out, "claimed: B+\nresult: none\n"));
    /* read back from our text record: the same claim, the same moves */
    Read *back = malloc(sizeof *back);
    assert_non_null(back);
    back->lines = review_new();
    assert_non_null(back->lines);
    RecordError err;
    assert_true(record_parse_lines(out, strlen(out), RECORD_TEXT, NULL, &back->g, back->lines,
                                   &back->info, &err));
    assert_string_equal(back->info.result_kept, "B+");
    free(out);
    out = written(back, RECORD_SGF);
    assert_non_null(strstr(out, "RE[B+]"));
    free(out);
    read_free(back);
    /* played on: j10 after the record's end */
    GameError gerr;
    assert_true(game_play(&r->g, support_point("j10"), &gerr));
    assert_null(record_result_kept(&r->g, &r->info));
    out = written(r, RECORD_SGF);
    assert_null(strstr(out, "RE["));
    free(out);
    out = written(r, RECORD_TEXT);
    assert_null(strstr(out, "claimed:"));
    free(out);
    char said[1200];
    Notice nt;
    status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "x.psq", NULL);
    status_notice_also_saved(&nt, &r->g, &r->info, RECORD_PSQ, r->lines);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_null(strstr(said, "B+"));
    /* back to the record's moves: claimed again */
    assert_true(game_undo(&r->g));
    assert_string_equal(record_result_kept(&r->g, &r->info), "B+");
    /* the end replayed otherwise, as many moves: j7 for i7 */
    assert_true(game_undo(&r->g));
    assert_true(game_play(&r->g, support_point("j7"), &gerr));
    support_assert_moves(&r->g, "h8 i9 j7");
    assert_null(record_result_kept(&r->g, &r->info));
    out = written(r, RECORD_SGF);
    assert_null(strstr(out, "RE["));
    free(out);
    read_free(r);
}

/* Another program's game information (a place, a round, the ranks, a source...) is kept
 * and written back (fix33b: it was named as left out): SGF to SGF, and through our text
 * record ("sgf: PC Tokyo", the autosave's too) to SGF again, the same properties; a code
 * page's text as UTF-8; a save that holds stones only says it leaves them out. */
static void test_record_sgf_game_information_round_trip(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]FF[4]SZ[15]PB[Ivanov]PC[Tokyo, Japan]RO[3 (final)]BR[5d]WR[6d]"
                       "SO[renju.net]GN[Ivanov-Petrov]US[somebody]AN[an annotator]EV[Cup]"
                       ";B[hh];W[ig];B[ii])");
    assert_string_equal(r->info.sgf_props_skipped, "");
    const char *info = "PC[Tokyo, Japan]RO[3 (final)]BR[5d]WR[6d]SO[renju.net]GN[Ivanov-Petrov]"
                       "US[somebody]AN[an annotator]";
    char *out = written(r, RECORD_SGF);
    assert_non_null(strstr(out, info));
    free(out);
    out = written(r, RECORD_TEXT);
    assert_non_null(strstr(out, "Renju record 14\n"));
    assert_non_null(strstr(out, "sgf: PC Tokyo, Japan\nsgf: RO 3 (final)\nsgf: BR 5d\n"));
    Read *back = malloc(sizeof *back);
    assert_non_null(back);
    back->lines = review_new();
    assert_non_null(back->lines);
    RecordError err;
    assert_true(record_parse_lines(out, strlen(out), RECORD_TEXT, NULL, &back->g, back->lines,
                                   &back->info, &err));
    free(out);
    assert_string_equal(back->info.sgf_info, r->info.sgf_info);
    out = written(back, RECORD_SGF);
    assert_non_null(strstr(out, info));
    free(out);
    read_free(back);
    /* A .psq keeps none of it, and says so. */
    Notice nt;
    char said[1200];
    status_notice_set(&nt, S_MSG_SAVED, false, NOTICE_NAME, 0, "x.psq", NULL);
    status_notice_also_saved(&nt, &r->g, &r->info, RECORD_PSQ, r->lines);
    status_notice_text(&nt, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "the SGF's other game information (place, round, ranks\u2026)"));
    read_free(r);
    /* In a code page (CA[]): read as UTF-8, written so. */
    r = read_sgf("(;GM[4]FF[4]CA[windows-1251]SZ[15]PC[\xcc\xee\xf1\xea\xe2\xe0];B[hh])");
    assert_string_equal(r->info.sgf_info, "PC \u041c\u043e\u0441\u043a\u0432\u0430\n");
    out = written(r, RECORD_SGF);
    assert_non_null(strstr(out, "PC[\u041c\u043e\u0441\u043a\u0432\u0430]"));
    free(out);
    read_free(r);
    /* A bad "sgf:" line of our text record costs itself, the game read. */
    const char *text = "Renju record 14\nrule: renju\nopening: free\nsgf: pc lower\n"
                       "result: none\n\n1. h8 0s\nend\n";
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    RecordInfo ri;
    assert_true(record_parse(text, strlen(text), RECORD_TEXT, NULL, g, &ri, &err));
    assert_string_equal(ri.sgf_info, "");
    assert_string_equal(ri.header_dropped, "sgf: pc lower");
    free(g);
}

static Read *read_text_game(const char *text);

/* A Taraguchi-10 game through option B: "h8 swap h9 h10 h7 option-b propose h1 h2 h3 g8 a1
 * b1 c1 d1 e1 f1 choose b1" as our text record's words, read into r. */
static Read *read_proposals_game(void)
{
    return read_text_game("Renju record 13\nrule: renju\nopening: taraguchi10\nresult: none\n\n"
                          "1. h8\n2. swap 1s\n2. h9\n3. h10\n4. h7\n5. option-b 1s\n"
                          "5. propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1 2s\n5. choose b1\nend\n");
}

/* Our text record's game and lines, into r. */
static Read *read_text_game(const char *text)
{
    Read *r = malloc(sizeof *r);
    assert_non_null(r);
    r->lines = review_new();
    assert_non_null(r->lines);
    RecordError err;
    if (!record_parse_lines(text, strlen(text), RECORD_TEXT, NULL, &r->g, r->lines, &r->info,
                            &err)) {
        fail_msg("refused: %s", err.msg);
    }
    return r;
}

/* The node of r's proposals. */
static int proposals_node(const Review *r)
{
    for (int k = 1; k < r->count; k++) {
        if (r->nodes[k].action.kind == ACTION_PROPOSE) {
            return k;
        }
    }
    fail_msg("no proposals");
    return -1;
}

/* The ten fifth-move proposals are the letters A..J on their points in LB[] of the node
 * that proposes them (fix33b: only our RJA[] had them, which other readers skip), so any
 * SGF reader shows them; read back they are the proposals, no letters of ours, and the
 * file written again is the same. A letter of the node's own on a proposed point leaves
 * them out (one LB[] holds one a point): the player's letter is what is read back. */
static void test_record_sgf_proposals_as_labels(void **state)
{
    (void)state;
    Read *r = read_proposals_game();
    char *sgf = written(r, RECORD_SGF);
    assert_non_null(strstr(sgf, "RJA[option-b 1s][propose h1 h2 h3 g8 a1 b1 c1 d1 e1 f1 2s]"
                                "LB[ho:A][hn:B][hm:C][gh:D][ao:E][bo:F][co:G][do:H][eo:I]"
                                "[fo:J]"));
    Read *back = read_sgf(sgf);
    for (int k = 0; k < back->lines->count; k++) {
        assert_int_equal(back->lines->nodes[k].nmarks, 0);
    }
    assert_int_equal(back->info.marks_over + back->info.labels_noted, 0);
    char *again = written(back, RECORD_SGF);
    assert_string_equal(again, sgf);
    char *text = written(r, RECORD_TEXT);
    char *text_back = written(back, RECORD_TEXT);
    assert_string_equal(text_back, text);
    free(again);
    free(text);
    free(text_back);
    read_free(back);
    free(sgf);
    /* Stones only (no lines): the labels too. */
    char out[2048];
    size_t len = record_format(&r->g, &r->info, RECORD_SGF, out, sizeof out);
    assert_true(len > 0 && len < sizeof out);
    assert_non_null(strstr(out, "2s]LB[ho:A][hn:B]"));
    /* The player's own letter on b1, the proposals' node: kept, and no proposal letters. */
    int prop = proposals_node(r->lines);
    assert_true(review_set_mark(r->lines, prop, support_point("b1"), "F", 1));
    sgf = written(r, RECORD_SGF);
    assert_non_null(strstr(sgf, "LB[bo:F]"));
    assert_null(strstr(sgf, "ho:A"));
    back = read_sgf(sgf);
    int back_prop = proposals_node(back->lines);
    assert_string_equal(review_mark(back->lines, back_prop, support_point("b1")), "F");
    read_free(back);
    free(sgf);
    read_free(r);
}

/* A player's own letters A, B... exactly on the proposed points, in order, are the node's
 * letters read back, not the proposals' (fix34c: they were taken for the proposals' and
 * lost): the writer says so (RJO[1]); a file without it (an older one) reads as before. */
static void test_record_sgf_own_letters_on_proposals_read_back_as_own(void **state)
{
    (void)state;
    /* Soosorv-8, two proposals: g8 and i7 (a position holds 8 letters at most) */
    Read *r = read_text_game("Renju record 13\nrule: renju\nopening: soosorv8\nresult: none\n\n"
                             "1. h8\n2. h9\n3. h10\n4. swap\n4. a1\n5. declare 2\n5. swap\n"
                             "5. propose g8 i7\n5. choose i7\nend\n");
    int prop = proposals_node(r->lines);
    const char *points[] = {"g8", "i7"};
    for (int j = 0; j < 2; j++) {
        char letter[2] = {(char)('A' + j), '\0'};
        assert_true(review_set_mark(r->lines, prop, support_point(points[j]), letter, 1));
    }
    char *sgf = written(r, RECORD_SGF);
    const char *lb = "LB[gh:A][ii:B]";
    char own[200];
    snprintf(own, sizeof own, "%sRJO[1]", lb);
    assert_non_null(strstr(sgf, own));
    Read *back = read_sgf(sgf);
    int back_prop = proposals_node(back->lines);
    assert_int_equal(back->lines->nodes[back_prop].nmarks, 2);
    for (int j = 0; j < 2; j++) {
        char letter[2] = {(char)('A' + j), '\0'};
        assert_string_equal(review_mark(back->lines, back_prop, support_point(points[j])), letter);
    }
    assert_int_equal(back->info.sgf_props_skipped[0], '\0'); /* RJO[] is ours: read */
    char *again = written(back, RECORD_SGF);
    assert_string_equal(again, sgf);
    free(again);
    read_free(back);
    /* The same file without RJO[1], as our builds before wrote it: the proposals' letters. */
    char *at = strstr(sgf, "RJO[1]");
    memmove(at, at + 6, strlen(at + 6) + 1);
    back = read_sgf(sgf);
    for (int k = 0; k < back->lines->count; k++) {
        assert_int_equal(back->lines->nodes[k].nmarks, 0);
    }
    read_free(back);
    free(sgf);
    read_free(r);
}

/* All of them in one file: each its own sentence of the load's notice, so that none is cut
 * short in a language whose letters take two bytes (a Ukrainian notice lost its last one). */
static void test_record_sgf_each_said_whole(void **state)
{
    (void)state;
    Read *r = read_sgf("(;GM[4]FF[4]SZ[15]RE[B+]GN[ivan-petr]5A[ji]PC[Moscow]RO[3];B[hg];W[ao];"
                       "B[ih];W[an];B[jg];W[am];B[jf];W[al](;B[kk])(;B[ao];W[bb]))");
    Notice nt;
    status_notice_set(&nt, S_MSG_LOADED, false, NOTICE_NAME, 0, "x.sgf", NULL);
    status_notice_also_loaded(&nt, &r->info);
    assert_int_equal(status_notice_parts(&nt), 5);
    char said[4000];
    for (int lang = 0; lang < LANG_COUNT; lang++) {
        status_notice_text(&nt, (Lang)lang, said, sizeof said);
        assert_non_null(strstr(said, "9, a1"));
        assert_non_null(strstr(said, ": 5A.")); /* GN PC RO kept: not said (fix33b) */
        assert_non_null(strstr(said, "B+"));
        assert_non_null(strstr(said, ".sgf")); /* the last sentence whole */
    }
    read_free(r);
}

/* Code pages an SGF names or not (audit 34b, C3): CA[IBM866] read (it showed "€ў ­®ў");
 * an unknown CA[] read in the page the file's words tell and named in the notice; no CA[]
 * and KOI8-R bytes read as KOI8-R (cp1251 showed "йЧБОПЧ"), the guess said. */
static void test_record_sgf_code_pages_named_or_guessed(void **state)
{
    (void)state;
    /* "Иванов" in IBM866 */
    Read *r = read_sgf("(;FF[4]GM[4]CA[IBM866]SZ[15]PB[\x88\xA2\xA0\xAD\xAE\xA2];B[hh])");
    assert_string_equal(r->info.black, "Иванов");
    assert_false(r->info.charset_guessed);
    assert_string_equal(r->info.charset_unknown, "");
    read_free(r);
    /* "Иванов хорошо" in cp1251 under a name we do not know */
    r = read_sgf("(;FF[4]GM[4]CA[x-mac-what]SZ[15]PB[\xC8\xE2\xE0\xED\xEE\xE2];B[hh]"
                 "C[\xF5\xEE\xF0\xEE\xF8\xEE])");
    assert_string_equal(r->info.black, "Иванов");
    assert_string_equal(r->info.charset_unknown, "x-mac-what");
    char said[1200];
    said_on_load(r, LANG_EN, said, sizeof said);
    assert_non_null(strstr(said, "Its code page CA[x-mac-what] is not one Renju knows: its texts "
                                 "are read as cp1251."));
    read_free(r);
    /* "Иванов", "хорошо" in KOI8-R, no CA[] */
    r = read_sgf(
        "(;FF[4]GM[4]SZ[15]PB[\xE9\xD7\xC1\xCE\xCF\xD7];B[hh]C[\xC8\xCF\xD2\xCF\xDB\xCF])");
    assert_string_equal(r->info.black, "Иванов");
    assert_string_equal(r->lines->nodes[1].note, "хорошо");
    assert_true(r->info.charset_guessed);
    said_on_load(r, LANG_RU, said, sizeof said);
    assert_non_null(strstr(said, "тексты прочитаны как KOI8-R"));
    read_free(r);
}

int main(void)
{
    renju_init();
    support_load_translations();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_sgf_code_pages_named_or_guessed),
        cmocka_unit_test(test_record_sgf_side_foul_ends_its_line),
        cmocka_unit_test(test_record_sgf_side_cut_is_said),
        cmocka_unit_test(test_record_sgf_odd_properties_skipped_and_named),
        cmocka_unit_test(test_record_sgf_old_forms_read),
        cmocka_unit_test(test_record_sgf_no_rule_named_not_invented),
        cmocka_unit_test(test_record_sgf_result_without_reason_kept),
        cmocka_unit_test(test_record_sgf_result_kept_only_for_its_moves),
        cmocka_unit_test(test_record_sgf_game_information_round_trip),
        cmocka_unit_test(test_record_sgf_proposals_as_labels),
        cmocka_unit_test(test_record_sgf_own_letters_on_proposals_read_back_as_own),
        cmocka_unit_test(test_record_sgf_each_said_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
