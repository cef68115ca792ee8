/* Renju - MIT licence, see LICENSE.
 *
 * Saving never destroys a file by surprise (filesave.h): the name offered for a new save
 * names nothing yet, two saves in the same second get two names, a name without an ending
 * gets ".renju", and a save over a file that exists asks first (and only Replace writes);
 * the path field's editing: tests/test_textfield.c.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "filesave.h"
#include "textfield.h"
#include "test_files.h"

/* Audit 24 C10: Ctrl+S proposed game-….renju with the caret at its end, so a name typed
 * was appended ("game-2026-12-06-194034.renjuk1.renju"). The dialog selects the name's
 * stem: a name typed replaces it, the ending kept; the folder is never selected. */
static void test_filesave_stem_is_what_a_typed_name_replaces(void **state)
{
    (void)state;
    char path[FILESAVE_PATH_MAX] =
        "/home/ann/.local/share/renju/games/game-2026-12-06-194034.renju";
    size_t start, n = strlen(path), stem = filesave_stem(path, &start);
    assert_string_equal(path + start, "game-2026-12-06-194034.renju");
    assert_int_equal(stem, strlen("game-2026-12-06-194034"));
    TextSel sel = {0, 0, 0};
    textfield_move_to(path, n, &sel, start, false);
    textfield_move_to(path, n, &sel, start + stem, true);
    assert_true(textfield_type(path, sizeof path, &n, &sel, "k1", TEXTFIELD_PATH));
    assert_string_equal(path, "/home/ann/.local/share/renju/games/k1.renju");
    /* A name without an ending, or a hidden one: all of it. */
    assert_int_equal(filesave_stem("dir/notes", &start), 5);
    assert_int_equal(start, 4);
    assert_int_equal(filesave_stem(".renju", &start), 6);
    assert_int_equal(start, 0);
    assert_int_equal(filesave_stem("a.b/c.d.sgf", &start), 3);
    assert_int_equal(start, 4);
}

/* 4 December 2026, 02:38:07. */
static struct tm the_time(void)
{
    struct tm t;
    memset(&t, 0, sizeof t);
    t.tm_year = 2026 - 1900;
    t.tm_mon = 11;
    t.tm_mday = 4;
    t.tm_hour = 2;
    t.tm_min = 38;
    t.tm_sec = 7;
    return t;
}

static void expect_result_path(const char *dir, GameResult result, const char *name)
{
    struct tm t = the_time();
    char path[FILESAVE_PATH_MAX], want[256];
    assert_true(filesave_new_path(dir, &t, result, path, sizeof path));
    snprintf(want, sizeof want, "%s/%s", dir, name);
    assert_string_equal(path, want);
}

static void expect_new_path(const char *dir, const char *name)
{
    expect_result_path(dir, RESULT_NONE, name);
}

static void test_filesave_new_path_has_the_seconds(void **state)
{
    const char *dir = *state;
    expect_new_path(dir, "game-2026-12-04-023807.renju");
}

/* Audit 32b, C5: a finished game's name says its result, in English words any file
 * system takes, before a second save's "-2". */
static void test_filesave_new_path_names_the_result(void **state)
{
    const char *dir = *state;
    expect_result_path(dir, RESULT_BLACK_WINS, "game-2026-12-04-023807-black-wins.renju");
    expect_result_path(dir, RESULT_WHITE_WINS, "game-2026-12-04-023807-white-wins.renju");
    expect_result_path(dir, RESULT_DRAW, "game-2026-12-04-023807-draw.renju");
    support_write_file(dir, "game-2026-12-04-023807-draw.renju", "h8\n");
    expect_result_path(dir, RESULT_DRAW, "game-2026-12-04-023807-draw-2.renju");
}

/* Two saves in the same second: the second is offered the next free name, and the first
 * file is never offered again. */
static void test_filesave_new_path_never_names_something_that_exists(void **state)
{
    const char *dir = *state;
    support_write_file(dir, "game-2026-12-04-023807.renju", "h8\n");
    expect_new_path(dir, "game-2026-12-04-023807-2.renju");
    support_write_file(dir, "game-2026-12-04-023807-2.renju", "h8\n");
    expect_new_path(dir, "game-2026-12-04-023807-3.renju");
    /* A folder and a link to nothing take a name too. */
    char path[256];
    snprintf(path, sizeof path, "%s/game-2026-12-04-023807-3.renju", dir);
    assert_int_equal(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/game-2026-12-04-023807-4.renju", dir);
    assert_int_equal(symlink("nowhere", path), 0);
    expect_new_path(dir, "game-2026-12-04-023807-5.renju");
}

static void test_filesave_new_path_refuses_what_does_not_fit(void **state)
{
    const char *dir = *state;
    struct tm t = the_time();
    char small[20] = "untouched";
    assert_false(filesave_new_path(dir, &t, RESULT_NONE, small, sizeof small));
}

static void test_filesave_complete_adds_the_ending(void **state)
{
    (void)state;
    char path[64] = "/tmp/games/good";
    assert_true(filesave_complete(path, sizeof path));
    assert_string_equal(path, "/tmp/games/good.renju");
    /* A name with an ending keeps it, whatever the folders are called. */
    char named[64] = "/tmp/my.games/good.txt";
    assert_true(filesave_complete(named, sizeof named));
    assert_string_equal(named, "/tmp/my.games/good.txt");
    char folder_dot[64] = "/tmp/my.games/good";
    assert_true(filesave_complete(folder_dot, sizeof folder_dot));
    assert_string_equal(folder_dot, "/tmp/my.games/good.renju");
    char tight[10] = "/tmp/good";
    assert_false(filesave_complete(tight, sizeof tight));
    assert_string_equal(tight, "/tmp/good");
}

/* Gap 25a, item 2: the stem of "game-….renju" selected, "k1.renju" typed over it saved
 * k1.renju.renju. A full name typed keeps its own ending, whatever its case; another
 * format's ending typed is the format saved (as most programs' dialogs do); a name whose
 * dot starts no ending a save knows still gets the one proposed. */
static void test_filesave_complete_never_adds_the_ending_twice(void **state)
{
    (void)state;
    static const char *const CASES[][2] = {
        {"/tmp/games/k1.renju.renju", "/tmp/games/k1.renju"},
        {"/tmp/games/K1.SGF.sgf", "/tmp/games/K1.SGF"},
        {"/tmp/games/k1.sgf.renju", "/tmp/games/k1.sgf"},
        {"/tmp/games/k1.Lib.renju", "/tmp/games/k1.Lib"},
        {"/tmp/games/board.png.renju", "/tmp/games/board.png"},
        {"/tmp/games/k1.v2.renju", "/tmp/games/k1.v2.renju"},
        {"/tmp/my.renju/k1.renju", "/tmp/my.renju/k1.renju"},
        {"/tmp/games/.renju.renju", "/tmp/games/.renju"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char path[64];
        snprintf(path, sizeof path, "%s", CASES[i][0]);
        assert_true(filesave_complete(path, sizeof path));
        assert_string_equal(path, CASES[i][1]);
    }
}

/* Enter on a typed folder showed it and made a file name of the folder's: "/tmp" became
 * "/tmp/tmp", and a second Enter saved /tmp/tmp.renju. A folder's name is no file name;
 * a file name the field holds is kept from folder to folder. */
static void test_filesave_show_folder_never_names_a_file_after_it(void **state)
{
    const char *dir = *state;
    char field[FILESAVE_PATH_MAX], want[256];
    snprintf(field, sizeof field, "%s", dir); /* the folder typed, Enter */
    assert_true(filesave_show_folder(field, sizeof field, dir));
    snprintf(want, sizeof want, "%s/", dir);
    assert_string_equal(field, want);
    assert_true(filesave_show_folder(field, sizeof field, dir)); /* Enter again: the same */
    assert_string_equal(field, want);

    snprintf(field, sizeof field, "%s/sub/mine.renju", dir); /* Up, or a folder's entry */
    assert_true(filesave_show_folder(field, sizeof field, dir));
    snprintf(want, sizeof want, "%s/mine.renju", dir);
    assert_string_equal(field, want);

    char root[64] = "/tmp/mine.renju";
    assert_true(filesave_show_folder(root, sizeof root, "/"));
    assert_string_equal(root, "/mine.renju");
    char slashed[64] = "/tmp/";
    assert_true(filesave_show_folder(slashed, sizeof slashed, "/home/"));
    assert_string_equal(slashed, "/home/");
    char tight[12] = "a/mine.txt";
    assert_false(filesave_show_folder(tight, sizeof tight, "/home/someone"));
    assert_string_equal(tight, "a/mine.txt");
}

/* Enter in the save dialog inside a folder with no name typed did nothing and said
 * nothing: the field empty, or naming the folder shown, with or without its final '/',
 * wants a name first; a name, or another folder to go to, does not. */
static void test_filesave_needs_name_inside_a_folder(void **state)
{
    (void)state;
    assert_true(filesave_needs_name("/home/ann/games/", "/home/ann/games"));
    assert_true(filesave_needs_name("/home/ann/games", "/home/ann/games"));
    assert_true(filesave_needs_name("/home/ann/games//", "/home/ann/games/"));
    assert_true(filesave_needs_name("", "/home/ann/games"));
    assert_true(filesave_needs_name("/", "/"));
    assert_false(filesave_needs_name("/home/ann/games/good", "/home/ann/games"));
    assert_false(filesave_needs_name("/home/ann/games/good.renju", "/home/ann/games"));
    assert_false(filesave_needs_name("/home/ann/", "/home/ann/games")); /* up: go there */
    assert_false(filesave_needs_name("/home/ann/games2/", "/home/ann/games"));
    assert_false(filesave_needs_name("/home/ann/gam", "/home/ann/games"));
}

/* Audit 31b, C1: Save, then Picture made "games/.png", and Enter saved a hidden ".png" the
 * dialog did not list. A folder's path gets a board's name with the date; a name keeps its
 * stem; an ending alone wants a name. */
static void test_filesave_picture_gets_a_name(void **state)
{
    (void)state;
    struct tm t = {
        .tm_year = 126, .tm_mon = 11, .tm_mday = 7, .tm_hour = 15, .tm_min = 4, .tm_sec = 9};
    char path[FILESAVE_PATH_MAX] = "/home/ann/games/";
    assert_true(filesave_picture_path(path, sizeof path, &t));
    assert_string_equal(path, "/home/ann/games/board-2026-12-07-150409.png");
    snprintf(path, sizeof path, "/home/ann/games/.renju");
    assert_true(filesave_picture_path(path, sizeof path, &t));
    assert_string_equal(path, "/home/ann/games/board-2026-12-07-150409.png");
    snprintf(path, sizeof path, "/home/ann/games/k1.renju");
    assert_true(filesave_picture_path(path, sizeof path, &t));
    assert_string_equal(path, "/home/ann/games/k1.png");
    snprintf(path, sizeof path, "/home/ann/my.games/k1");
    assert_true(filesave_picture_path(path, sizeof path, &t));
    assert_string_equal(path, "/home/ann/my.games/k1.png");
    char small[24] = "/home/ann/games/";
    assert_false(filesave_picture_path(small, sizeof small, &t));
    assert_string_equal(small, "/home/ann/games/");
    assert_true(filesave_needs_name("/home/ann/games/.png", "/home/ann/games"));
    assert_true(filesave_needs_name("/home/ann/games/.PNG", "/home/ann/games"));
    assert_true(filesave_needs_name("/home/ann/games/.renju", "/home/ann/games"));
    assert_false(filesave_needs_name("/home/ann/games/.notes", "/home/ann/games"));
    assert_false(filesave_needs_name("/home/ann/games/a.png", "/home/ann/games"));
}

/* A save over a file that exists asks; Cancel keeps it, Replace writes it. */
static void test_filesave_replacing_a_file_asks_first(void **state)
{
    const char *dir = *state;
    FileSaveQuestion q;
    memset(&q, 0, sizeof q);
    char good[256], fresh[256];
    snprintf(good, sizeof good, "%s/good.renju", dir);
    snprintf(fresh, sizeof fresh, "%s/fresh.renju", dir);
    support_write_file(dir, "good.renju", "h8 i9 h9\n");
    assert_int_equal(filesave_check(&q, fresh), FILESAVE_WRITE);
    assert_false(q.asking);
    assert_int_equal(filesave_check(&q, good), FILESAVE_ASK);
    assert_true(q.asking);
    assert_string_equal(q.path, good);
    /* Cancel: nothing to write, no question left; asking again asks again. */
    assert_false(filesave_answer(&q, false));
    assert_false(q.asking);
    assert_int_equal(filesave_check(&q, good), FILESAVE_ASK);
    /* The dialog closed: the question is gone, and an answer then writes nothing. */
    filesave_forget(&q);
    assert_false(q.asking);
    assert_false(filesave_answer(&q, true));
    assert_int_equal(filesave_check(&q, good), FILESAVE_ASK);
    /* Replace: the save tried again writes over that file, once; another file is asked
     * about. */
    assert_true(filesave_answer(&q, true));
    assert_false(q.asking);
    assert_int_equal(filesave_check(&q, good), FILESAVE_REPLACE);
    assert_int_equal(filesave_check(&q, good), FILESAVE_ASK);
    assert_true(filesave_answer(&q, true));
    support_write_file(dir, "other.renju", "h8\n");
    char other[256];
    snprintf(other, sizeof other, "%s/other.renju", dir);
    assert_int_equal(filesave_check(&q, other), FILESAVE_ASK);
    assert_string_equal(q.path, other);
    filesave_forget(&q);
    /* Through a link, the file at its end counts; a folder is the save's own refusal. */
    char link[256];
    snprintf(link, sizeof link, "%s/link.renju", dir);
    assert_int_equal(symlink("good.renju", link), 0);
    assert_int_equal(filesave_check(&q, link), FILESAVE_ASK);
    char sub[256];
    snprintf(sub, sizeof sub, "%s/sub.renju", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    assert_int_equal(filesave_check(&q, sub), FILESAVE_WRITE);
    assert_false(q.asking);
}

/* A path prefix typed and followed ("./", "../", "~/", Enter or Up) was kept in the field
 * as typed: the field showed "./" for the working folder, Up from there did nothing, and
 * a name typed after it saved where the program was started. Once followed, the field
 * shows the folder itself, from the root; the name it held stays. */
static void test_filesave_show_folder_follows_a_typed_prefix(void **state)
{
    const char *dir = *state;
    char was[FILESAVE_PATH_MAX], here[FILESAVE_PATH_MAX], up[FILESAVE_PATH_MAX];
    char field[FILESAVE_PATH_MAX], want[FILESAVE_PATH_MAX + 32];
    assert_non_null(getcwd(was, sizeof was));
    char sub[600];
    snprintf(sub, sizeof sub, "%s/sub", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    assert_int_equal(chdir(sub), 0);
    assert_non_null(getcwd(here, sizeof here));
    snprintf(up, sizeof up, "%s", here);
    *strrchr(up, '/') = '\0';

    snprintf(field, sizeof field, "./"); /* typed, Enter: the folder "." */
    assert_true(filesave_show_folder(field, sizeof field, "."));
    snprintf(want, sizeof want, "%s/", here);
    assert_string_equal(field, want);
    snprintf(field, sizeof field, "../mine.renju"); /* Up from "../x/": the name kept */
    assert_true(filesave_show_folder(field, sizeof field, ".."));
    snprintf(want, sizeof want, "%s/mine.renju", up);
    assert_string_equal(field, want);
    snprintf(field, sizeof field, "./a/../b/.//c/");
    assert_true(filesave_show_folder(field, sizeof field, "./a/../b/.//c"));
    snprintf(want, sizeof want, "%s/b/c/", here);
    assert_string_equal(field, want);

    char *home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    setenv("HOME", dir, 1);
    snprintf(field, sizeof field, "~/");
    assert_true(filesave_show_folder(field, sizeof field, "~"));
    snprintf(want, sizeof want, "%s/", dir);
    assert_string_equal(field, want);
    if (home) {
        setenv("HOME", home, 1);
        free(home);
    }
    char root[64] = "/../..//x.renju";
    assert_true(filesave_show_folder(root, sizeof root, "/../.."));
    assert_string_equal(root, "/x.renju");
    assert_true(filesave_tidy_folder("/a/b/..", field, sizeof field));
    assert_string_equal(field, "/a");
    assert_int_equal(chdir(was), 0);
    assert_int_equal(rmdir(sub), 0);
}

/* Audit 31a, B2: Ctrl+A, "etyud.sgf", Enter wrote into the working folder, and the notice
 * said "Saved etyud.sgf". A name alone goes into the folder shown; a path stays a path;
 * the notice's path says "~" for the home folder. */
static void test_filesave_bare_name_goes_into_the_folder_shown(void **state)
{
    (void)state;
    const char *games = "/home/ana/.local/share/renju/games";
    char field[FILESAVE_PATH_MAX] = "etyud.sgf";
    assert_true(filesave_in_folder(field, sizeof field, games));
    assert_string_equal(field, "/home/ana/.local/share/renju/games/etyud.sgf");
    char slashed[FILESAVE_PATH_MAX] = "k1.renju";
    assert_true(filesave_in_folder(slashed, sizeof slashed, "/"));
    assert_string_equal(slashed, "/k1.renju");
    static const char *const paths[] = {"/tmp/a.sgf", "sub/a.sgf", "./a.sgf", "~/a.sgf", "~", ""};
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        snprintf(field, sizeof field, "%s", paths[i]);
        assert_false(filesave_in_folder(field, sizeof field, games));
        assert_string_equal(field, paths[i]);
    }
    char tight[16] = "etyud.sgf";
    assert_false(filesave_in_folder(tight, sizeof tight, games));
    assert_string_equal(tight, "etyud.sgf");

    char *home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    char shown[FILESAVE_PATH_MAX];
    setenv("HOME", "/home/ana", 1);
    filesave_shown_path("/home/ana/.local/share/renju/games/etyud.sgf", shown, sizeof shown);
    assert_string_equal(shown, "~/.local/share/renju/games/etyud.sgf");
    filesave_shown_path("/home/anastasia/a.sgf", shown, sizeof shown); /* not under it */
    assert_string_equal(shown, "/home/anastasia/a.sgf");
    filesave_shown_path("/tmp/a.sgf", shown, sizeof shown);
    assert_string_equal(shown, "/tmp/a.sgf");
    setenv("HOME", "/home/ana/", 1);
    filesave_shown_path("/home/ana/a.sgf", shown, sizeof shown);
    assert_string_equal(shown, "~/a.sgf");
    if (home) {
        setenv("HOME", home, 1);
        free(home);
    } else {
        unsetenv("HOME");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_filesave_stem_is_what_a_typed_name_replaces),
        cmocka_unit_test_setup_teardown(test_filesave_new_path_names_the_result,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_filesave_new_path_has_the_seconds,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_filesave_new_path_never_names_something_that_exists,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_filesave_new_path_refuses_what_does_not_fit,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_filesave_complete_adds_the_ending),
        cmocka_unit_test(test_filesave_complete_never_adds_the_ending_twice),
        cmocka_unit_test_setup_teardown(test_filesave_show_folder_never_names_a_file_after_it,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test(test_filesave_needs_name_inside_a_folder),
        cmocka_unit_test(test_filesave_bare_name_goes_into_the_folder_shown),
        cmocka_unit_test(test_filesave_picture_gets_a_name),
        cmocka_unit_test_setup_teardown(test_filesave_show_folder_follows_a_typed_prefix,
                                        support_temp_dir_setup, support_temp_dir_teardown),
        cmocka_unit_test_setup_teardown(test_filesave_replacing_a_file_asks_first,
                                        support_temp_dir_setup, support_temp_dir_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
