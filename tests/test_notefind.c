/* Renju - MIT licence, see LICENSE.
 *
 * Finding text in comments (notefind.h): case folding of Latin and Cyrillic, the
 * positions of a library and of a review tree whose comment or board text holds a text,
 * and renju-cli library FILE --find TEXT on both.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "commentfind.h"
#include "notefind.h"
#include "record.h"
#include "test_files.h"
#include "test_session_quiet.h"
#include "test_support.h"

static void assert_folds(const char *text, const char *folded)
{
    char out[256];
    notefind_fold(text, strlen(text), out, sizeof out);
    assert_string_equal(out, folded);
}

static void test_notefind_fold_latin_and_cyrillic(void **state)
{
    (void)state;
    assert_folds("VCF Four-Three", "vcf four-three");
    assert_folds("ÄÖÜ ÉÈ Ÿ ŁĄ Ž", "äöü éè ÿ łą ž");
    assert_folds("КАГЭЦУ Ёж ЇЖАК ҐАНОК Є І Ў", "кагэцу ёж їжак ґанок є і ў");
    assert_folds("БЪЛГАРСКИ Щ Ю Я", "български щ ю я");
    assert_folds("h8 — ✓ 中", "h8 — ✓ 中"); /* no case: as they are */
    assert_folds("A\xff"
                 "B",
                 "a\xff"
                 "b"); /* a byte that is no UTF-8: kept */
}

static void test_notefind_in(void **state)
{
    (void)state;
    NoteFind f;
    assert_true(notefind_init(&f, "  кагэцу "));
    assert_true(notefind_in(&f, "Дебют Кагэцу, чёрные"));
    assert_true(notefind_in(&f, "КАГЭЦУ"));
    assert_false(notefind_in(&f, "Кагэц"));
    assert_false(notefind_in(&f, ""));
    assert_true(notefind_init(&f, "Vcf"));
    assert_true(notefind_in(&f, "black wins by VCF"));
    assert_false(notefind_init(&f, "   "));
}

static void test_notefind_library_positions(void **state)
{
    (void)state;
    Pos l1[3] = {support_point("h8"), support_point("i9"), support_point("j10")};
    Pos l2[2] = {support_point("h8"), support_point("h9")};
    LibraryLine lines[] = {
        {l1, 3, NULL, "Кагэцу: чёрные\nVCF после i7"},
        {l2, 2, "ВКФ", NULL},
    };
    RecordError err;
    Library *lib = library_build(lines, 2, &err);
    assert_non_null(lib);
    NoteFind f;
    int nodes[8];
    assert_true(notefind_init(&f, "vcf"));
    assert_int_equal(notefind_library(lib, &f, nodes, 8), 1);
    Pos moves[8];
    LibraryReach r = {nodes[0], 0, TURN_NONE};
    assert_int_equal(library_reach_line(lib, &r, moves, 8), 3);
    assert_int_equal(moves[2], l1[2]);
    assert_true(notefind_init(&f, "вкф")); /* a board text, any case */
    assert_int_equal(notefind_library(lib, &f, nodes, 8), 1);
    assert_true(notefind_init(&f, "нет"));
    assert_int_equal(notefind_library(lib, &f, nodes, 8), 0);
    library_free(lib);
}

static void test_notefind_cli(void **state)
{
    char *dir = *state;
    char out[4096], args[512];
    support_english_env();
    support_write_file(dir, "c.sgf",
                       "(;GM[4]FF[4]SZ[15]RU[renju];B[hh]C[Кагэцу, чёрные];W[ig]"
                       "(;B[jf]C[VCF: i7];W[kk])(;B[gh]LB[ii:ВКФ]))");
    snprintf(args, sizeof args, "library %s/c.sgf --find КАГЭЦУ", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_string_equal(out, "h8\tКагэцу, чёрные\n1 position found\n");
    snprintf(args, sizeof args, "library %s/c.sgf --find vcf", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_string_equal(out, "h8 i9 j10\tVCF: i7\n1 position found\n");
    snprintf(args, sizeof args, "library %s/c.sgf --find вкф", dir);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_string_equal(out, "h8 i9 g8\ti7: ВКФ\n1 position found\n");
    size_t len = 0;
    char *lib = library_generate(1, 300, &len);
    assert_non_null(lib);
    char path[256];
    snprintf(path, sizeof path, "%s/g.lib", dir);
    FILE *fp = fopen(path, "wb");
    assert_non_null(fp);
    assert_int_equal(fwrite(lib, 1, len, fp), len);
    fclose(fp);
    free(lib);
    snprintf(args, sizeof args, "library %s --find ХОРОШИЙ", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 0);
    assert_non_null(strstr(out, "positions found\n"));
    assert_non_null(strstr(out, "\tХороший ход "));
    snprintf(args, sizeof args, "library %s --find '' 2>&1", path);
    assert_int_equal(support_run_cli(args, NULL, out, sizeof out), 2);
}

/* The window's Find in comments (Ctrl+G) without the window: each Enter shows the next
 * position found after the shown one, round, and says which of how many; a text typed
 * forgets what was found; none found says so and leaves the position. */
static void test_commentfind_steps_round_the_tree(void **state)
{
    char *dir = *state;
    support_write_file(dir, "c.sgf",
                       "(;GM[4]FF[4]SZ[15]RU[renju];B[hh]C[Кагэцу, чёрные];W[ig]"
                       "(;B[jf]C[VCF: i7];W[kk]C[и кагэцу тоже])(;B[gh]LB[ii:ВКФ]))");
    QuietSession q = support_quiet_session(dir);
    Controller *c = q.c;
    Session *s = q.s;
    CommentFind *f = malloc(sizeof *f);
    assert_non_null(f);
    char path[512];
    snprintf(path, sizeof path, "%s/c.sgf", dir);
    RecordError err;
    assert_true(session_load_file(s, path, &err));
    assert_int_equal(c->view, 4); /* the game's end: h8 i9 j10 k5 */

    commentfind_reset(f);
    snprintf(f->text, sizeof f->text, "КАГЭЦУ");
    assert_true(commentfind_next(f, s)); /* past the end: round to the first, h8 */
    assert_int_equal(f->count, 2);
    assert_int_equal(f->at, 1);
    assert_int_equal(c->view, 1);
    assert_string_equal(session_note(s, c->view), "Кагэцу, чёрные");
    assert_true(commentfind_next(f, s)); /* then k5's */
    assert_int_equal(f->at, 2);
    assert_int_equal(c->view, 4);
    assert_true(commentfind_next(f, s));
    assert_int_equal(f->at, 1);

    snprintf(f->text, sizeof f->text, "вкф"); /* a board letter on the other line */
    commentfind_edited(f);
    assert_int_equal(f->count, 0);
    assert_false(f->looked);
    assert_true(commentfind_next(f, s));
    assert_int_equal(f->count, 1);
    assert_int_equal(c->view, 3);
    assert_int_equal(c->game.actions[2].pos, support_point("g8")); /* the game follows it */

    snprintf(f->text, sizeof f->text, "Соосорв");
    assert_false(commentfind_next(f, s));
    assert_true(f->looked);
    assert_int_equal(f->count, 0);
    assert_int_equal(c->view, 3); /* where it was */
    free(f);
    support_quiet_session_free(q);
}

int main(void)
{
    renju_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_notefind_fold_latin_and_cyrillic),
        cmocka_unit_test(test_notefind_in),
        cmocka_unit_test(test_notefind_library_positions),
        cmocka_unit_test_setup_teardown(test_notefind_cli, support_temp_dir_setup,
                                        support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_commentfind_steps_round_the_tree,
                                        support_temp_dir_setup, support_temp_dir_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
