/* Renju - MIT licence, see LICENSE.
 *
 * The learners of one computer (learners.h, audit 33b B1): a computer's progress from
 * before learners came is the first learner's, nothing moved; a new learner starts at
 * 1500 with nothing solved, in a folder of their own; switching back finds each one's
 * progress; a reset empties only the current learner's; bad names are refused and a name
 * never makes a path; a damaged list, or one that cannot be written, is never a crash.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "learners.h"
#include "study_keep.h"
#include "test_files.h"
#include "test_support.h"

typedef struct Fixture {
    SupportDataDir data; /* first: support_temp_data_dir */
    Learners l;
    Progress p;
    ProblemSet set; /* three problems, ids a b c */
} Fixture;

static int setup(void **state)
{
    Fixture *fx = support_temp_data_dir(sizeof *fx);
    if (!fx) {
        return -1;
    }
    mkdir(fx->data.sp.data_dir, 0700);
    fx->set.n = 3;
    fx->set.items = calloc(3, sizeof *fx->set.items);
    snprintf(fx->set.items[0].id, sizeof fx->set.items[0].id, "a");
    snprintf(fx->set.items[1].id, sizeof fx->set.items[1].id, "b");
    snprintf(fx->set.items[2].id, sizeof fx->set.items[2].id, "c");
    *state = fx;
    return 0;
}

static int teardown(void **state)
{
    Fixture *fx = *state;
    free(fx->set.items);
    support_temp_data_dir_free(fx);
    return 0;
}

/* Today's files: one progress in the data folder, solved a and b, a rating. */
static void write_todays_files(Fixture *fx)
{
    support_write_file(fx->data.sp.data_dir, PROGRESS_FILE,
                       "renju-progress 1\n"
                       "problem a solved 1 tries 1 wrong 0 hints 0 time 1000\n"
                       "problem b solved 1 tries 2 wrong 1 hints 0 time 2000\n"
                       "rating 1650.00 rd 120.00 volatility 0.060000 games 2\n");
    support_write_file(fx->data.sp.data_dir, STUDY_KEEP_FILE, "renju-study-play 3\nend\n");
}

static bool exists(const char *dir, const char *name)
{
    char path[STORAGE_PATH_MAX];
    struct stat st;
    return storage_join(dir, name, path, sizeof path) && stat(path, &st) == 0;
}

static void test_learners_upgrade_keeps_todays_progress_as_the_first(void **state)
{
    Fixture *fx = *state;
    write_todays_files(fx);
    learners_load(&fx->data.sp, &fx->l); /* no learners.txt yet */
    assert_int_equal(fx->l.n, 1);
    assert_int_equal(fx->l.current, 0);
    LearnerSummary s;
    learners_summary(&fx->data.sp, &fx->l, 0, &fx->set, &s);
    assert_int_equal(s.solved, 2);
    assert_int_equal(s.total, 3);
    assert_int_equal(s.rating, 1650);
    assert_true(s.readable);
    StoragePaths mine;
    assert_true(learners_paths(&fx->data.sp, &fx->l, 0, &mine));
    assert_string_equal(mine.data_dir, fx->data.sp.data_dir); /* nothing moved */
}

static void test_learners_a_new_learner_starts_afresh_in_their_own_folder(void **state)
{
    Fixture *fx = *state;
    write_todays_files(fx);
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "  Bob  "), LEARNER_NAME_OK);
    assert_int_equal(fx->l.current, 1);
    assert_string_equal(fx->l.items[1].name, "Bob");
    RecordError err = {0};
    assert_true(learners_save(&fx->data.sp, &fx->l, &err));
    StoragePaths bob;
    assert_true(learners_paths(&fx->data.sp, &fx->l, 1, &bob));
    char want[STORAGE_PATH_MAX + 64];
    snprintf(want, sizeof want, "%s/learners/learner-2", fx->data.sp.data_dir);
    assert_string_equal(bob.data_dir, want);
    Progress *p = &fx->p;
    char aside[64];
    assert_int_equal(progress_load(&bob, 0, p, aside, sizeof aside, &err), PROGRESS_NONE);
    assert_int_equal(rating_round(progress_rating(p).r), 1500);
    /* Bob solves c: his file, not the first learner's. */
    assert_true(progress_add_attempt(p, "c", PROGRESS_SOLVED, 0, 0, 500));
    assert_true(progress_save(&bob, p, &err));
    LearnerSummary s;
    learners_summary(&fx->data.sp, &fx->l, 1, &fx->set, &s);
    assert_int_equal(s.solved, 1);
    assert_int_equal(s.rating, 1500);
    learners_summary(&fx->data.sp, &fx->l, 0, &fx->set, &s);
    assert_int_equal(s.solved, 2);
    assert_int_equal(s.rating, 1650);
}

static void test_learners_switching_is_kept_across_a_restart(void **state)
{
    Fixture *fx = *state;
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Anna"), LEARNER_NAME_OK);
    assert_int_equal(learners_add(&fx->l, "Олена"), LEARNER_NAME_OK);
    fx->l.current = 1; /* switched back to Anna */
    RecordError err = {0};
    assert_true(learners_save(&fx->data.sp, &fx->l, &err));
    Learners again;
    learners_load(&fx->data.sp, &again);
    assert_int_equal(again.n, 3);
    assert_int_equal(again.current, 1);
    assert_string_equal(again.items[0].name, "");
    assert_string_equal(again.items[0].dir, "-");
    assert_string_equal(again.items[1].name, "Anna");
    assert_string_equal(again.items[2].name, "Олена");
    assert_string_equal(again.items[2].dir, "learner-3");
}

static void test_learners_reset_empties_only_the_current_learner(void **state)
{
    Fixture *fx = *state;
    write_todays_files(fx);
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    StoragePaths bob;
    assert_true(learners_paths(&fx->data.sp, &fx->l, 1, &bob));
    RecordError err = {0};
    assert_true(progress_add_attempt(&fx->p, "c", PROGRESS_SOLVED, 0, 0, 500));
    assert_true(progress_save(&bob, &fx->p, &err));
    /* Reset the first learner: Bob keeps his. */
    assert_true(learners_reset(&fx->data.sp, &fx->l, 0, &err));
    assert_false(exists(fx->data.sp.data_dir, PROGRESS_FILE));
    assert_false(exists(fx->data.sp.data_dir, STUDY_KEEP_FILE));
    LearnerSummary s;
    learners_summary(&fx->data.sp, &fx->l, 0, &fx->set, &s);
    assert_int_equal(s.solved, 0);
    assert_int_equal(s.rating, 1500);
    learners_summary(&fx->data.sp, &fx->l, 1, &fx->set, &s);
    assert_int_equal(s.solved, 1);
    /* A reset of nothing is no trouble. */
    assert_true(learners_reset(&fx->data.sp, &fx->l, 0, &err));
}

static void test_learners_a_reset_that_cannot_remove_says_so(void **state)
{
    Fixture *fx = *state;
    learners_load(&fx->data.sp, &fx->l);
    char path[STORAGE_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/renju/%s", fx->data.dir, PROGRESS_FILE);
    assert_int_equal(mkdir(path, 0700), 0); /* a folder where the file was: it stays */
    support_write_file(path, "inside", "kept");
    RecordError err = {0};
    assert_false(learners_reset(&fx->data.sp, &fx->l, 0, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_SAVED);
}

static void test_learners_bad_names_are_refused(void **state)
{
    Fixture *fx = *state;
    learners_default(&fx->l);
    assert_int_equal(learners_add(&fx->l, ""), LEARNER_NAME_EMPTY);
    assert_int_equal(learners_add(&fx->l, "   "), LEARNER_NAME_EMPTY);
    char huge[200];
    memset(huge, 'x', sizeof huge - 1);
    huge[sizeof huge - 1] = '\0';
    assert_int_equal(learners_add(&fx->l, huge), LEARNER_NAME_TOO_LONG);
    assert_int_equal(learners_add(&fx->l, "Bob\nlearner - Eve"), LEARNER_NAME_BAD_CHAR);
    assert_int_equal(learners_add(&fx->l, "a\tb\x1b[31m"), LEARNER_NAME_BAD_CHAR);
    assert_int_equal(learners_add(&fx->l, "\xff\xfe"), LEARNER_NAME_BAD_CHAR);
    assert_int_equal(fx->l.n, 1);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_TAKEN);
    assert_int_equal(fx->l.n, 2);
}

static void test_learners_a_name_never_makes_a_path(void **state)
{
    Fixture *fx = *state;
    learners_default(&fx->l);
    assert_int_equal(learners_add(&fx->l, "../../etc"), LEARNER_NAME_OK);
    assert_int_equal(learners_add(&fx->l, "a/b"), LEARNER_NAME_OK);
    StoragePaths p;
    assert_true(learners_paths(&fx->data.sp, &fx->l, 1, &p));
    assert_null(strstr(p.data_dir + strlen(fx->data.sp.data_dir), ".."));
    assert_true(learners_paths(&fx->data.sp, &fx->l, 2, &p));
    char want[STORAGE_PATH_MAX + 64];
    snprintf(want, sizeof want, "%s/learners/learner-3", fx->data.sp.data_dir);
    assert_string_equal(p.data_dir, want);
    /* A list edited by hand to point elsewhere loses those lines. */
    const char *text = "renju-learners 1\n"
                       "learner ../../x Eve\n"
                       "learner /tmp Mallory\n"
                       "learner learner-2 Bob\n"
                       "learner learner-2 Twice\n"
                       "learner learner-7 Bob\n"
                       "current ../../x\n";
    learners_parse(text, strlen(text), &fx->l);
    assert_int_equal(fx->l.n, 1);
    assert_string_equal(fx->l.items[0].name, "Bob");
    assert_int_equal(fx->l.current, 0);
}

static void test_learners_a_damaged_list_is_one_learner(void **state)
{
    Fixture *fx = *state;
    support_write_file(fx->data.sp.data_dir, LEARNERS_FILE, "\x01\x02 not a list");
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(fx->l.n, 1);
    assert_string_equal(fx->l.items[0].dir, "-");
}

static void test_learners_a_list_that_cannot_be_written_says_so(void **state)
{
    Fixture *fx = *state;
    char path[STORAGE_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", fx->data.sp.data_dir, LEARNERS_FILE);
    assert_int_equal(mkdir(path, 0700), 0); /* a folder in its place */
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    RecordError err = {0};
    assert_false(learners_save(&fx->data.sp, &fx->l, &err));
    assert_int_not_equal(err.reason, 0);
}

/* fix33h left: a learner renamed (R or F2 in the window): a name checked as a new one's,
 * their own not counted as taken; kept across a restart. */
static void test_learners_rename(void **state)
{
    Fixture *fx = *state;
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Anna"), LEARNER_NAME_OK);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    assert_int_equal(learners_rename(&fx->l, 2, "Anna"), LEARNER_NAME_TAKEN);
    assert_int_equal(learners_rename(&fx->l, 2, "  "), LEARNER_NAME_EMPTY);
    assert_int_equal(learners_rename(&fx->l, 2, "B\nob"), LEARNER_NAME_BAD_CHAR);
    assert_string_equal(fx->l.items[2].name, "Bob");
    assert_int_equal(learners_rename(&fx->l, 2, " Bob "), LEARNER_NAME_OK); /* their own */
    assert_int_equal(learners_rename(&fx->l, 2, "Борис"), LEARNER_NAME_OK);
    assert_int_equal(learners_rename(&fx->l, 0, "Ira"), LEARNER_NAME_OK); /* the first, unnamed */
    assert_int_equal(learners_rename(&fx->l, 3, "Eve"), LEARNER_NAME_EMPTY); /* no such one */
    RecordError err = {0};
    assert_true(learners_save(&fx->data.sp, &fx->l, &err));
    Learners again;
    learners_load(&fx->data.sp, &again);
    assert_int_equal(again.n, 3);
    assert_string_equal(again.items[0].name, "Ira");
    assert_string_equal(again.items[0].dir, "-"); /* a name is only shown: nothing moved */
    assert_string_equal(again.items[2].name, "Борис");
    assert_string_equal(again.items[2].dir, "learner-3");
}

/* The first learner, unnamed, is shown "Learner 1": a second "Learner 1" (in any of the
 * languages) would read the same in the list, and is refused until the first is named. */
static void test_learners_learner_1_is_taken_while_the_first_is_unnamed(void **state)
{
    Fixture *fx = *state;
    learners_default(&fx->l);
    assert_int_equal(learners_add(&fx->l, "Learner 1"), LEARNER_NAME_TAKEN);
    assert_int_equal(learners_add(&fx->l, " Учень 1 "), LEARNER_NAME_TAKEN);
    assert_int_equal(learners_add(&fx->l, "Ученик 1"), LEARNER_NAME_TAKEN);
    assert_int_equal(learners_add(&fx->l, "Learner 2"), LEARNER_NAME_OK);
    assert_int_equal(learners_rename(&fx->l, 1, "Learner 1"), LEARNER_NAME_TAKEN);
    assert_int_equal(learners_rename(&fx->l, 0, "Learner 1"), LEARNER_NAME_OK); /* themself */
    learners_default(&fx->l);
    assert_int_equal(learners_rename(&fx->l, 0, "Ira"), LEARNER_NAME_OK);
    assert_int_equal(learners_add(&fx->l, "Learner 1"), LEARNER_NAME_OK); /* no one shown so */
}

/* A learner deleted: their progress and folder go, the others' stay; the one studying
 * stays current (the first when it was them); the last one is never deleted. */
static void test_learners_delete(void **state)
{
    Fixture *fx = *state;
    write_todays_files(fx);
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Anna"), LEARNER_NAME_OK);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    StoragePaths anna, bob;
    assert_true(learners_paths(&fx->data.sp, &fx->l, 1, &anna));
    assert_true(learners_paths(&fx->data.sp, &fx->l, 2, &bob));
    RecordError err = {0};
    assert_true(progress_add_attempt(&fx->p, "c", PROGRESS_SOLVED, 0, 0, 500));
    assert_true(progress_save(&anna, &fx->p, &err));
    assert_true(progress_save(&bob, &fx->p, &err));
    /* Bob studying; Anna deleted: Bob stays current. */
    assert_true(learners_delete(&fx->data.sp, &fx->l, 1, &err));
    assert_int_equal(fx->l.n, 2);
    assert_string_equal(fx->l.items[1].name, "Bob");
    assert_int_equal(fx->l.current, 1);
    assert_false(exists(anna.data_dir, PROGRESS_FILE));
    struct stat sb;
    assert_int_not_equal(stat(anna.data_dir, &sb), 0); /* her folder too */
    assert_true(exists(bob.data_dir, PROGRESS_FILE));
    assert_true(learners_save(&fx->data.sp, &fx->l, &err));
    /* The first learner (the data folder's) deleted while Bob studies: their files go,
     * the list stays. */
    assert_true(learners_delete(&fx->data.sp, &fx->l, 0, &err));
    assert_false(exists(fx->data.sp.data_dir, PROGRESS_FILE));
    assert_false(exists(fx->data.sp.data_dir, STUDY_KEEP_FILE));
    assert_true(exists(fx->data.sp.data_dir, LEARNERS_FILE));
    assert_int_equal(fx->l.n, 1);
    assert_int_equal(fx->l.current, 0);
    assert_string_equal(fx->l.items[0].name, "Bob");
    /* The last one: never. */
    assert_false(learners_delete(&fx->data.sp, &fx->l, 0, &err));
    assert_int_equal(fx->l.n, 1);
    assert_true(exists(bob.data_dir, PROGRESS_FILE));
    assert_true(learners_save(&fx->data.sp, &fx->l, &err));
    Learners again;
    learners_load(&fx->data.sp, &again);
    assert_int_equal(again.n, 1);
    assert_string_equal(again.items[0].name, "Bob");
    assert_string_equal(again.items[0].dir, "learner-3");
    /* Bob deleted as the one studying, among two: the other is current. */
    assert_int_equal(learners_add(&fx->l, "Cleo"), LEARNER_NAME_OK);
    fx->l.current = 0;
    assert_true(learners_delete(&fx->data.sp, &fx->l, 0, &err));
    assert_int_equal(fx->l.current, 0);
    assert_string_equal(fx->l.items[0].name, "Cleo");
}

/* A delete whose file stays (a folder in its place) says so and changes nothing; one cut
 * short by a kill before the list is written keeps the learner listed, started afresh, and
 * a new learner never gets their folder. */
static void test_learners_a_delete_cut_short(void **state)
{
    Fixture *fx = *state;
    write_todays_files(fx);
    learners_load(&fx->data.sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    RecordError err = {0};
    assert_true(learners_save(&fx->data.sp, &fx->l, &err));
    StoragePaths bob;
    assert_true(learners_paths(&fx->data.sp, &fx->l, 1, &bob));
    char path[STORAGE_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", bob.data_dir, PROGRESS_FILE);
    assert_true(progress_save(&bob, &fx->p, &err)); /* his folder made */
    assert_int_equal(unlink(path), 0);
    assert_int_equal(mkdir(path, 0700), 0);
    support_write_file(path, "inside", "kept");
    Learners before = fx->l;
    assert_false(learners_delete(&fx->data.sp, &fx->l, 1, &err));
    assert_int_equal(err.reason, RECORD_R_NOT_SAVED);
    assert_memory_equal(&before, &fx->l, sizeof before);
    support_remove_dir(bob.data_dir);
    /* Killed after the files went, before learners_save: Bob is still listed, at 1500. */
    assert_true(progress_add_attempt(&fx->p, "c", PROGRESS_SOLVED, 0, 0, 500));
    assert_true(progress_save(&bob, &fx->p, &err));
    assert_true(learners_delete(&fx->data.sp, &fx->l, 1, &err)); /* not saved */
    Learners again;
    learners_load(&fx->data.sp, &again);
    assert_int_equal(again.n, 2);
    assert_string_equal(again.items[1].name, "Bob");
    LearnerSummary s;
    learners_summary(&fx->data.sp, &again, 1, &fx->set, &s);
    assert_int_equal(s.solved, 0);
    assert_int_equal(s.rating, 1500);
}

int main(void)
{
    support_load_translations(); /* "Learner 1" in every language */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_learners_upgrade_keeps_todays_progress_as_the_first,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_learners_a_new_learner_starts_afresh_in_their_own_folder, setup, teardown),
        cmocka_unit_test_setup_teardown(test_learners_switching_is_kept_across_a_restart, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_learners_reset_empties_only_the_current_learner, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_learners_a_reset_that_cannot_remove_says_so, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_learners_bad_names_are_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_learners_a_name_never_makes_a_path, setup, teardown),
        cmocka_unit_test_setup_teardown(test_learners_a_damaged_list_is_one_learner, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_learners_a_list_that_cannot_be_written_says_so, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_learners_rename, setup, teardown),
        cmocka_unit_test_setup_teardown(test_learners_learner_1_is_taken_while_the_first_is_unnamed,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_learners_delete, setup, teardown),
        cmocka_unit_test_setup_teardown(test_learners_a_delete_cut_short, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
