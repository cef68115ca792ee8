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
    char dir[128];
    StoragePaths sp;
    Learners l;
    Progress p;
    ProblemSet set; /* three problems, ids a b c */
} Fixture;

static int setup(void **state)
{
    Fixture *fx = calloc(1, sizeof *fx);
    if (!fx) {
        return -1;
    }
    support_temp_dir(fx->dir, sizeof fx->dir);
    snprintf(fx->sp.data_dir, sizeof fx->sp.data_dir, "%s/renju", fx->dir);
    mkdir(fx->sp.data_dir, 0700);
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
    support_remove_dir(fx->dir);
    free(fx->set.items);
    free(fx);
    return 0;
}

/* Today's files: one progress in the data folder, solved a and b, a rating. */
static void write_todays_files(Fixture *fx)
{
    support_write_file(fx->sp.data_dir, PROGRESS_FILE,
                       "renju-progress 1\n"
                       "problem a solved 1 tries 1 wrong 0 hints 0 time 1000\n"
                       "problem b solved 1 tries 2 wrong 1 hints 0 time 2000\n"
                       "rating 1650.00 rd 120.00 volatility 0.060000 games 2\n");
    support_write_file(fx->sp.data_dir, STUDY_KEEP_FILE, "renju-study-play 3\nend\n");
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
    learners_load(&fx->sp, &fx->l); /* no learners.txt yet */
    assert_int_equal(fx->l.n, 1);
    assert_int_equal(fx->l.current, 0);
    LearnerSummary s;
    learners_summary(&fx->sp, &fx->l, 0, &fx->set, &s);
    assert_int_equal(s.solved, 2);
    assert_int_equal(s.total, 3);
    assert_int_equal(s.rating, 1650);
    assert_true(s.readable);
    StoragePaths mine;
    assert_true(learners_paths(&fx->sp, &fx->l, 0, &mine));
    assert_string_equal(mine.data_dir, fx->sp.data_dir); /* nothing moved */
}

static void test_learners_a_new_learner_starts_afresh_in_their_own_folder(void **state)
{
    Fixture *fx = *state;
    write_todays_files(fx);
    learners_load(&fx->sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "  Bob  "), LEARNER_NAME_OK);
    assert_int_equal(fx->l.current, 1);
    assert_string_equal(fx->l.items[1].name, "Bob");
    RecordError err = {0};
    assert_true(learners_save(&fx->sp, &fx->l, &err));
    StoragePaths bob;
    assert_true(learners_paths(&fx->sp, &fx->l, 1, &bob));
    char want[STORAGE_PATH_MAX + 64];
    snprintf(want, sizeof want, "%s/learners/learner-2", fx->sp.data_dir);
    assert_string_equal(bob.data_dir, want);
    Progress *p = &fx->p;
    char aside[64];
    assert_int_equal(progress_load(&bob, 0, p, aside, sizeof aside, &err), PROGRESS_NONE);
    assert_int_equal(rating_round(progress_rating(p).r), 1500);
    /* Bob solves c: his file, not the first learner's. */
    assert_true(progress_add_attempt(p, "c", PROGRESS_SOLVED, 0, 0, 500));
    assert_true(progress_save(&bob, p, &err));
    LearnerSummary s;
    learners_summary(&fx->sp, &fx->l, 1, &fx->set, &s);
    assert_int_equal(s.solved, 1);
    assert_int_equal(s.rating, 1500);
    learners_summary(&fx->sp, &fx->l, 0, &fx->set, &s);
    assert_int_equal(s.solved, 2);
    assert_int_equal(s.rating, 1650);
}

static void test_learners_switching_is_kept_across_a_restart(void **state)
{
    Fixture *fx = *state;
    learners_load(&fx->sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Anna"), LEARNER_NAME_OK);
    assert_int_equal(learners_add(&fx->l, "Олена"), LEARNER_NAME_OK);
    fx->l.current = 1; /* switched back to Anna */
    RecordError err = {0};
    assert_true(learners_save(&fx->sp, &fx->l, &err));
    Learners again;
    learners_load(&fx->sp, &again);
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
    learners_load(&fx->sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    StoragePaths bob;
    assert_true(learners_paths(&fx->sp, &fx->l, 1, &bob));
    RecordError err = {0};
    assert_true(progress_add_attempt(&fx->p, "c", PROGRESS_SOLVED, 0, 0, 500));
    assert_true(progress_save(&bob, &fx->p, &err));
    /* Reset the first learner: Bob keeps his. */
    assert_true(learners_reset(&fx->sp, &fx->l, 0, &err));
    assert_false(exists(fx->sp.data_dir, PROGRESS_FILE));
    assert_false(exists(fx->sp.data_dir, STUDY_KEEP_FILE));
    LearnerSummary s;
    learners_summary(&fx->sp, &fx->l, 0, &fx->set, &s);
    assert_int_equal(s.solved, 0);
    assert_int_equal(s.rating, 1500);
    learners_summary(&fx->sp, &fx->l, 1, &fx->set, &s);
    assert_int_equal(s.solved, 1);
    /* A reset of nothing is no trouble. */
    assert_true(learners_reset(&fx->sp, &fx->l, 0, &err));
}

static void test_learners_a_reset_that_cannot_remove_says_so(void **state)
{
    Fixture *fx = *state;
    learners_load(&fx->sp, &fx->l);
    char path[STORAGE_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/renju/%s", fx->dir, PROGRESS_FILE);
    assert_int_equal(mkdir(path, 0700), 0); /* a folder where the file was: it stays */
    support_write_file(path, "inside", "kept");
    RecordError err = {0};
    assert_false(learners_reset(&fx->sp, &fx->l, 0, &err));
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
    assert_true(learners_paths(&fx->sp, &fx->l, 1, &p));
    assert_null(strstr(p.data_dir + strlen(fx->sp.data_dir), ".."));
    assert_true(learners_paths(&fx->sp, &fx->l, 2, &p));
    char want[STORAGE_PATH_MAX + 64];
    snprintf(want, sizeof want, "%s/learners/learner-3", fx->sp.data_dir);
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
    support_write_file(fx->sp.data_dir, LEARNERS_FILE, "\x01\x02 not a list");
    learners_load(&fx->sp, &fx->l);
    assert_int_equal(fx->l.n, 1);
    assert_string_equal(fx->l.items[0].dir, "-");
}

static void test_learners_a_list_that_cannot_be_written_says_so(void **state)
{
    Fixture *fx = *state;
    char path[STORAGE_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", fx->sp.data_dir, LEARNERS_FILE);
    assert_int_equal(mkdir(path, 0700), 0); /* a folder in its place */
    learners_load(&fx->sp, &fx->l);
    assert_int_equal(learners_add(&fx->l, "Bob"), LEARNER_NAME_OK);
    RecordError err = {0};
    assert_false(learners_save(&fx->sp, &fx->l, &err));
    assert_int_not_equal(err.reason, 0);
}

int main(void)
{
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
