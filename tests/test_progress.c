/* Renju - MIT licence, see LICENSE.
 *
 * The study progress file (progress.h): attempts and trainer rounds added up, written and
 * read back across a "restart", refused line by line when damaged, a damaged file set
 * aside (never over an earlier copy) and a fresh start, a file that cannot be set aside
 * left alone, and a save that fails in a read-only directory keeping the old file. The
 * learner's rating: its line read back, old files at 1500 (and one written when a miss cost
 * 250 as written), a bad one set aside, one move of
 * the rating a problem a session, "Next at my level", two windows' ratings merged.
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

#include "problem_files.h"
#include "progress.h"
#include "test_files.h"
#include "test_support.h"
#include "text.h"

typedef struct Fixture {
    char dir[128];
    StoragePaths sp;
    Progress p;
} Fixture;

static int setup(void **state)
{
    Fixture *fx = calloc(1, sizeof *fx);
    if (!fx) {
        return -1;
    }
    support_temp_dir(fx->dir, sizeof fx->dir);
    snprintf(fx->sp.data_dir, sizeof fx->sp.data_dir, "%s/renju", fx->dir);
    *state = fx;
    return 0;
}

static int teardown(void **state)
{
    Fixture *fx = *state;
    chmod(fx->sp.data_dir, 0700);
    support_remove_dir(fx->dir);
    free(fx);
    return 0;
}

static void test_progress_survives_a_restart(void **state)
{
    Fixture *fx = *state;
    assert_true(progress_add_attempt(&fx->p, "seed-1", PROGRESS_UNSOLVED, 2, 1, 30000));
    assert_true(progress_add_attempt(&fx->p, "seed-1", PROGRESS_SOLVED, 0, 0, 12000));
    assert_true(progress_add_attempt(&fx->p, "seed-2", PROGRESS_UNSOLVED, 1, 0, 5000));
    progress_add_round(&fx->p, TRAINER_OVERLINE, 50);
    progress_add_round(&fx->p, TRAINER_OVERLINE, 100);
    progress_add_round(&fx->p, TRAINER_OVERLINE, 75);
    RecordError err;
    assert_true(progress_save(&fx->sp, &fx->p, &err));
    /* A restart: a fresh Progress read from the file. */
    Progress *again = calloc(1, sizeof *again);
    char aside[128];
    assert_int_equal(progress_load(&fx->sp, 0, again, aside, sizeof aside, &err), PROGRESS_LOADED);
    const ProgressProblem *e = progress_find(again, "seed-1");
    assert_non_null(e);
    assert_true(e->solved);
    assert_int_equal(e->tries, 2);
    assert_int_equal(e->wrong, 2);
    assert_int_equal(e->hints, 1);
    assert_int_equal(e->time_ms, 42000);
    assert_false(progress_find(again, "seed-2")->solved);
    assert_null(progress_find(again, "seed-3"));
    const ProgressTrainer *t = &again->trainer[TRAINER_OVERLINE];
    assert_int_equal(t->rounds, 3);
    assert_int_equal(t->perfect, 1);
    assert_int_equal(t->best, 100);
    assert_int_equal(t->last, 75);
    assert_int_equal(again->trainer[TRAINER_DOUBLE_THREE].rounds, 0);
    free(again);
}

static void test_progress_none_yet(void **state)
{
    Fixture *fx = *state;
    RecordError err;
    char aside[128];
    assert_int_equal(progress_load(&fx->sp, 0, &fx->p, aside, sizeof aside, &err), PROGRESS_NONE);
    assert_int_equal(fx->p.n, 0);
}

static void parse_bad(const char *text, const char *expect)
{
    Progress *p = calloc(1, sizeof *p);
    char err[160];
    assert_false(progress_parse(text, strlen(text), p, err, sizeof err, NULL));
    assert_string_equal(err, expect);
    assert_null(progress_find(p, "b")); /* the damaged line's problem is not read */
    free(p);
}

/* A problem solved only with help (a hint named the move, or the solution was shown) is
 * not solved: it is kept as "solved 2" until an unaided solution makes it 1; an old
 * file's 0 and 1 read as before. */
static void test_progress_solved_with_help_is_not_solved(void **state)
{
    Fixture *fx = *state;
    assert_true(progress_add_attempt(&fx->p, "a", PROGRESS_SOLVED_HELPED, 0, 2, 1000));
    const ProgressProblem *e = progress_find(&fx->p, "a");
    assert_false(e->solved);
    assert_true(e->helped);
    char buf[512];
    progress_format(&fx->p, buf, sizeof buf);
    /* (never rated here: "rated 0", as the line alone would read as rated) */
    assert_non_null(strstr(buf, "problem a solved 2 tries 1 wrong 0 hints 2 time 1000 rated 0\n"));
    Progress *again = calloc(1, sizeof *again);
    char err[120];
    assert_true(progress_parse(buf, strlen(buf), again, err, sizeof err, NULL));
    assert_false(progress_find(again, "a")->solved);
    assert_true(progress_find(again, "a")->helped);
    /* Unaided at last: the tick. */
    assert_true(progress_add_attempt(again, "a", PROGRESS_SOLVED, 0, 0, 500));
    assert_true(progress_find(again, "a")->solved);
    assert_false(progress_find(again, "a")->helped);
    /* ... and no later help takes it away. */
    assert_true(progress_add_attempt(again, "a", PROGRESS_SOLVED_HELPED, 0, 1, 500));
    assert_true(progress_find(again, "a")->solved);
    progress_format(again, buf, sizeof buf);
    assert_non_null(strstr(buf, "problem a solved 1 tries 3 "));
    /* An old file. */
    const char *old = "renju-progress 1\nproblem b solved 1 tries 1 wrong 0 hints 0 time 5\n"
                      "problem c solved 0 tries 2 wrong 1 hints 0 time 9\n";
    assert_true(progress_parse(old, strlen(old), again, err, sizeof err, NULL));
    assert_true(progress_find(again, "b")->solved);
    assert_false(progress_find(again, "b")->helped);
    assert_false(progress_find(again, "c")->solved);
    assert_false(progress_find(again, "c")->helped);
    free(again);
}

static void test_progress_refuses_bad_lines(void **state)
{
    (void)state;
    parse_bad("", "line 0: empty: not a progress file");
    parse_bad("hello\n", "line 1: not a progress file");
    parse_bad("renju-progress 1\nproblem a solved 1 tries 1 wrong 0 hints 0 time 5\n"
              "problem b solved 3 tries 1 wrong 0 hints 0 time 5\n",
              "line 3: not a problem or trainer line");
    parse_bad("renju-progress 1\nproblem a solved 1 tries -1 wrong 0 hints 0 time 5\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\nproblem a solved 1 tries 1 wrong 0 hints 0\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\nproblem a solved 1 tries 1 wrong 0 hints 0 time 5 x\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\nproblem a solved 1 tries 1 wrong 0 hints 0 time 5\n"
              "problem a solved 1 tries 1 wrong 0 hints 0 time 5\n",
              "line 3: not a problem or trainer line"); /* twice */
    parse_bad("renju-progress 1\ntrainer nonsense rounds 1 perfect 0 best 0 last 0\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\ntrainer overline rounds 1 perfect 2 best 0 last 0\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\ntrainer overline rounds 1 perfect 0 best 101 last 0\n",
              "line 2: not a problem or trainer line");
}

static void test_progress_corrupt_file_set_aside(void **state)
{
    Fixture *fx = *state;
    RecordError err;
    assert_true(storage_make_dirs(fx->sp.data_dir, &err));
    support_write_file(fx->sp.data_dir, PROGRESS_FILE, "renju-progress 1\nproblem \xff\n");
    char aside[128];
    assert_int_equal(progress_load(&fx->sp, 86400 * 365, &fx->p, aside, sizeof aside, &err),
                     PROGRESS_SET_ASIDE);
    assert_non_null(strstr(err.msg, "line 2"));
    assert_non_null(strstr(aside, "study-progress-unreadable-"));
    assert_int_equal(strcmp(aside + strlen(aside) - 4, ".txt"), 0);
    assert_int_equal(fx->p.n, 0);
    /* The copy is kept whole; a second bad file at the same second does not replace it. */
    char text[256];
    support_read_file(fx->sp.data_dir, aside, text, sizeof text);
    assert_string_equal(text, "renju-progress 1\nproblem \xff\n");
    support_write_file(fx->sp.data_dir, PROGRESS_FILE, "garbage\n");
    char aside2[128];
    assert_int_equal(progress_load(&fx->sp, 86400 * 365, &fx->p, aside2, sizeof aside2, &err),
                     PROGRESS_SET_ASIDE);
    assert_string_not_equal(aside, aside2);
    support_read_file(fx->sp.data_dir, aside, text, sizeof text);
    assert_string_equal(text, "renju-progress 1\nproblem \xff\n");
    /* Then a fresh start saves and loads. */
    assert_true(progress_add_attempt(&fx->p, "x", PROGRESS_SOLVED, 0, 0, 1));
    assert_true(progress_save(&fx->sp, &fx->p, &err));
    assert_int_equal(progress_load(&fx->sp, 0, &fx->p, aside, sizeof aside, &err), PROGRESS_LOADED);
}

/* One damaged line loses only itself: the good lines before and after it are read, the
 * file is set aside whole as before, and the good lines are written back at once, so the
 * next start finds them. */
static void test_progress_damaged_line_loses_only_itself(void **state)
{
    Fixture *fx = *state;
    RecordError err;
    assert_true(storage_make_dirs(fx->sp.data_dir, &err));
    const char *text = "renju-progress 1\n"
                       "problem a solved 1 tries 2 wrong 1 hints 0 time 5\n"
                       "problem b solved 1 tri\xff\n"
                       "trainer overline rounds 3 perfect 1 best 100 last 50\n"
                       "rating 1600 rd 100 volatility 0.06 games 4\n";
    support_write_file(fx->sp.data_dir, PROGRESS_FILE, text);
    char aside[128];
    assert_int_equal(progress_load(&fx->sp, 86400, &fx->p, aside, sizeof aside, &err),
                     PROGRESS_SET_ASIDE);
    assert_non_null(strstr(err.msg, "line 3"));
    assert_int_equal(fx->p.n, 1);
    assert_int_equal(progress_find(&fx->p, "a")->tries, 2);
    assert_null(progress_find(&fx->p, "b"));
    assert_int_equal(fx->p.trainer[TRAINER_OVERLINE].rounds, 3);
    assert_int_equal(fx->p.games, 4);
    char kept[512];
    support_read_file(fx->sp.data_dir, aside, kept, sizeof kept);
    assert_string_equal(kept, text); /* the damaged file kept aside whole */
    Progress *again = calloc(1, sizeof *again);
    assert_int_equal(progress_load(&fx->sp, 86400, again, aside, sizeof aside, &err),
                     PROGRESS_LOADED);
    assert_int_equal(progress_find(again, "a")->tries, 2);
    assert_int_equal(again->games, 4);
    free(again);
}

/* A progress file that cannot be read is worded as a progress file, never as a game record
 * (the file layer's own words). */
static void test_progress_directory_is_no_game_record(void **state)
{
    Fixture *fx = *state;
    RecordError err;
    char path[sizeof fx->sp.data_dir + 32];
    snprintf(path, sizeof path, "%s/%s", fx->sp.data_dir, PROGRESS_FILE);
    assert_true(storage_make_dirs(path, &err));
    char aside[128];
    ProgressLoad got = progress_load(&fx->sp, 86400, &fx->p, aside, sizeof aside, &err);
    assert_true(got == PROGRESS_SET_ASIDE || got == PROGRESS_BAD);
    assert_int_equal(err.reason, RECORD_R_PROGRESS_DIRECTORY);
    assert_non_null(
        strstr(err.msg, "study-progress.txt: is a directory, not a study progress file"));
    assert_null(strstr(err.msg, "game record"));
    /* The same for a file too large to be one. */
    assert_true(storage_make_dirs(fx->sp.data_dir, &err));
    if (got == PROGRESS_BAD) {
        assert_int_equal(rmdir(path), 0);
    }
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fseek(f, RECORD_FILE_MAX + 1, SEEK_SET), 0);
    assert_int_equal(fputc('\n', f), '\n');
    fclose(f);
    progress_load(&fx->sp, 86400 * 2, &fx->p, aside, sizeof aside, &err);
    assert_int_equal(err.reason, RECORD_R_PROGRESS_TOO_LARGE);
    assert_null(strstr(err.msg, "game record"));
}

static void test_progress_read_only_dir(void **state)
{
    Fixture *fx = *state;
    RecordError err;
    assert_true(progress_add_attempt(&fx->p, "x", PROGRESS_SOLVED, 0, 0, 1));
    assert_true(progress_save(&fx->sp, &fx->p, &err));
    if (geteuid() == 0) {
        skip(); /* root writes anywhere */
    }
    chmod(fx->sp.data_dir, 0500);
    assert_true(progress_add_attempt(&fx->p, "y", PROGRESS_SOLVED, 0, 0, 1));
    assert_false(progress_save(&fx->sp, &fx->p, &err));
    assert_true(err.msg[0] != '\0');
    /* The old file is whole; a bad one that cannot be moved is left alone. */
    char aside[128];
    assert_int_equal(progress_load(&fx->sp, 0, &fx->p, aside, sizeof aside, &err), PROGRESS_LOADED);
    assert_int_equal(fx->p.n, 1);
    chmod(fx->sp.data_dir, 0700);
    support_write_file(fx->sp.data_dir, PROGRESS_FILE, "garbage\n");
    chmod(fx->sp.data_dir, 0500);
    assert_int_equal(progress_load(&fx->sp, 0, &fx->p, aside, sizeof aside, &err), PROGRESS_BAD);
    char text[64];
    support_read_file(fx->sp.data_dir, PROGRESS_FILE, text, sizeof text);
    assert_string_equal(text, "garbage\n");
}

/* The collection as problem_files_load_collection reads it (the files in name order,
 * then ordered), from the source tree (the tests run at its top). */
static void load_collection(ProblemSet *set)
{
    static const char *const FILES[] = {"assets/problems/01-techniques.txt",
                                        "assets/problems/02-engine-games.txt",
                                        "assets/problems/03-self-play.txt"};
    char why[600];
    for (int i = 0; i < 3; i++) {
        assert_true(problem_files_load(FILES[i], set, why, sizeof why));
    }
    assert_true(problem_set_order(set));
}
/* A progress file from before the collection was ordered easiest first (seed problem 1
 * was its first problem then): read with the collection as the window orders it, every
 * mark stays with its problem (the file names problems by id, not by place), and the
 * learner starts on the first easiest problem not solved unaided. games-3 left the
 * collection (it started on a forced block): its line is kept, counts for nothing and
 * breaks nothing. */
static void test_progress_keeps_marks_when_the_collection_is_reordered(void **state)
{
    Fixture *fx = *state;
    static const char OLD[] = "renju-progress 1\n"
                              "problem seed-1-three-then-four-three solved 1 tries 2 wrong 3 "
                              "hints 0 time 84210\n"
                              "problem games-3 solved 1 tries 1 wrong 0 hints 0 time 9000\n"
                              "problem games-9 solved 1 tries 1 wrong 0 hints 0 time 9000\n"
                              "problem self-play-10 solved 2 tries 1 wrong 0 hints 2 time 5000\n";
    RecordError err;
    assert_true(storage_make_dirs(fx->sp.data_dir, &err));
    support_write_file(fx->sp.data_dir, PROGRESS_FILE, OLD);
    char aside[64];
    assert_int_equal(progress_load(&fx->sp, 0, &fx->p, aside, sizeof aside, &err), PROGRESS_LOADED);
    ProblemSet set = {0};
    load_collection(&set);
    assert_string_equal(set.items[0].id, "games-9"); /* the first problem of level 1 */
    assert_int_equal(set.items[0].level, 1);
    int seed1 = -1;
    int solved = 0;
    for (int i = 0; i < set.n; i++) {
        const ProgressProblem *e = progress_find(&fx->p, set.items[i].id);
        solved += e && e->solved;
        seed1 = strcmp(set.items[i].id, "seed-1-three-then-four-three") == 0 ? i : seed1;
        assert_string_not_equal(set.items[i].id, "games-3");
    }
    assert_int_equal(solved, 2);
    assert_true(seed1 > 0 && progress_find(&fx->p, set.items[seed1].id)->solved);
    /* games-9 (1.1) is solved; self-play-10 (1.2) only with help: the learner goes on
     * there. */
    int first = progress_first_unsolved(&fx->p, &set);
    assert_string_equal(set.items[first].id, "self-play-10");
    Progress none = {0};
    assert_int_equal(progress_first_unsolved(&none, &set), 0);
    /* Study reopens on the problem left open (settings' study_problem), solved or not;
     * one the collection no longer has, or none, on the first unsolved. */
    assert_int_equal(progress_open_at(&fx->p, &set, set.items[seed1].id), seed1);
    assert_int_equal(progress_open_at(&fx->p, &set, "games-9"), 0);
    assert_int_equal(progress_open_at(&fx->p, &set, "gone-1"), first);
    assert_int_equal(progress_open_at(&fx->p, &set, ""), first);
    /* An attempt saved now keeps the line of the problem that left, as it was. */
    assert_true(progress_add_attempt(&fx->p, "self-play-10", PROGRESS_SOLVED, 0, 0, 4000));
    assert_true(progress_save(&fx->sp, &fx->p, &err));
    char text[1024];
    support_read_file(fx->sp.data_dir, PROGRESS_FILE, text, sizeof text);
    assert_non_null(strstr(text, "problem games-3 solved 1 tries 1 wrong 0 hints 0 time 9000\n"));
    assert_non_null(
        strstr(text, "problem self-play-10 solved 1 tries 2 wrong 0 hints 2 time 9000\n"));
    assert_int_equal(progress_first_unsolved(&fx->p, &set), 2);
    /* The path meets the composed technique problems early: "3.1 Three, then four-three"
     * within the first 25 problems (not after the 107 mined ones of levels 1 and 2), and
     * every level's numbers still count up in order. */
    assert_true(seed1 < 25);
    char title[PROBLEM_TITLE_MAX + 16];
    problem_set_title(&set, seed1, 0, title, sizeof title);
    assert_string_equal(title, "3.1  Three, then four-three");
    int next[6] = {1, 1, 1, 1, 1, 1};
    for (int i = 0; i < set.n; i++) {
        assert_int_equal(problem_set_number(&set, i), next[set.items[i].level]++);
    }
    problem_set_free(&set);
}

/* A window's state: what it read (base) and its progress (mine). */
typedef struct Window {
    Progress base;
    Progress mine;
} Window;

static void open_window(const Fixture *fx, Window *w)
{
    char aside[64];
    RecordError err;
    ProgressLoad how = progress_load(&fx->sp, 0, &w->mine, aside, sizeof aside, &err);
    assert_true(how == PROGRESS_LOADED || how == PROGRESS_NONE);
    w->base = w->mine;
}

static void save_window(const Fixture *fx, Window *w)
{
    char aside[64];
    RecordError err;
    assert_int_equal(progress_sync(&fx->sp, 0, &w->base, &w->mine, aside, sizeof aside, &err),
                     PROGRESS_SAVED);
}

/* Two windows open Study on the same file and save in turn: neither loses the other's
 * rounds or solved problems. */
static void test_progress_two_windows_keep_each_others(void **state)
{
    Fixture *fx = *state;
    Window *a = calloc(1, sizeof *a);
    Window *b = calloc(1, sizeof *b);
    Window *again = calloc(1, sizeof *again);
    assert_non_null(a);
    assert_non_null(b);
    assert_non_null(again);
    RecordError err;
    progress_add_round(&fx->p, TRAINER_DOUBLE_THREE, 50);
    assert_true(progress_add_attempt(&fx->p, "seed-1", PROGRESS_UNSOLVED, 1, 0, 1000));
    assert_true(progress_save(&fx->sp, &fx->p, &err)); /* rounds 1, seed-1 tried once */
    open_window(fx, a);
    open_window(fx, b);
    /* B: two rounds and seed-2 solved. */
    progress_add_round(&b->mine, TRAINER_DOUBLE_THREE, 100);
    save_window(fx, b);
    progress_add_round(&b->mine, TRAINER_DOUBLE_THREE, 75);
    assert_true(progress_add_attempt(&b->mine, "seed-2", PROGRESS_SOLVED, 0, 0, 2000));
    save_window(fx, b);
    /* A: one round, seed-1 solved, seed-3 only with help. */
    progress_add_round(&a->mine, TRAINER_DOUBLE_THREE, 25);
    assert_true(progress_add_attempt(&a->mine, "seed-1", PROGRESS_SOLVED, 2, 1, 3000));
    assert_true(progress_add_attempt(&a->mine, "seed-3", PROGRESS_SOLVED_HELPED, 0, 2, 500));
    save_window(fx, a);
    /* B again: one more round; A's marks stay. */
    progress_add_round(&b->mine, TRAINER_DOUBLE_THREE, 100);
    save_window(fx, b);
    open_window(fx, again);
    const ProgressTrainer *t = &again->mine.trainer[TRAINER_DOUBLE_THREE];
    assert_int_equal(t->rounds, 5);
    assert_int_equal(t->perfect, 2);
    assert_int_equal(t->best, 100);
    assert_int_equal(t->last, 100); /* B's round came last */
    const ProgressProblem *e = progress_find(&again->mine, "seed-1");
    assert_non_null(e);
    assert_true(e->solved);
    assert_int_equal(e->tries, 2);
    assert_int_equal(e->wrong, 3);
    assert_int_equal(e->time_ms, 4000);
    assert_true(progress_find(&again->mine, "seed-2")->solved);
    assert_true(progress_find(&again->mine, "seed-3")->helped);
    assert_false(progress_find(&again->mine, "seed-3")->solved);
    /* Each window now holds what the file holds. */
    assert_int_equal(b->mine.trainer[TRAINER_DOUBLE_THREE].rounds, 5);
    assert_int_equal(b->base.trainer[TRAINER_DOUBLE_THREE].rounds, 5);
    assert_int_equal(a->mine.trainer[TRAINER_DOUBLE_THREE].rounds, 4);
    free(a);
    free(b);
    free(again);
}

/* The merge alone: a tick beats "with help", the counts never go back, and the last score
 * is the one of the window that played since it read the file. */
/* The audit's steps: Study -> Problems, W, then 2: the level's first problem not solved
 * opens (the window selects it); once all of a level are solved, its first. */
static void test_progress_first_unsolved_of_a_level(void **state)
{
    (void)state;
    ProblemSet set = {0};
    load_collection(&set);
    Progress *p = calloc(1, sizeof *p);
    assert_non_null(p);
    for (int level = 1; level <= 5; level++) {
        int first = -1;
        for (int i = 0; i < set.n && first < 0; i++) {
            first = set.items[i].level == level ? i : -1;
        }
        assert_true(first >= 0);
        assert_int_equal(progress_first_unsolved_at(p, &set, level), first);
        /* Its first solved: the next of that level (not of another). */
        assert_true(progress_add_attempt(p, set.items[first].id, PROGRESS_SOLVED, 0, 0, 1000));
        int next = progress_first_unsolved_at(p, &set, level);
        assert_true(next > first);
        assert_int_equal(set.items[next].level, level);
        /* Only with help: still to solve. */
        assert_true(progress_add_attempt(p, set.items[next].id, PROGRESS_SOLVED_HELPED, 0, 1, 1));
        assert_int_equal(progress_first_unsolved_at(p, &set, level), next);
    }
    /* Every problem of level 2 solved: its first. */
    int first2 = progress_first_unsolved_at(p, &set, 2);
    for (int i = 0; i < set.n; i++) {
        if (set.items[i].level == 2) {
            first2 = first2 < i ? first2 : i;
            assert_true(progress_add_attempt(p, set.items[i].id, PROGRESS_SOLVED, 0, 0, 1));
        }
    }
    assert_int_equal(progress_first_unsolved_at(p, &set, 2), first2);
    assert_int_equal(set.items[first2].level, 2);
    assert_int_equal(progress_first_unsolved_at(p, &set, 9), -1); /* no such level */
    free(p);
    problem_set_free(&set);
}

/* A path as problem_set_order leaves it (level by level, a composed lesson early: foul-3a
 * among the level-1 problems), each problem named for its technique and level. */
static void technique_path(ProblemSet *set)
{
    static const struct {
        const char *id, *technique;
        int level;
    } PATH[] = {
        {"fours-1a", "four-three", 1}, {"fours-1b", "four-three", 1}, {"foul-3a", "win-by-foul", 3},
        {"fours-1c", "four-three", 1}, {"foul-2a", "win-by-foul", 2}, {"defend-2a", "defence", 2},
        {"foul-2b", "win-by-foul", 2}, {"fours-2a", "four-three", 2}, {"foul-4a", "win-by-foul", 4},
    };
    set->n = set->cap = (int)(sizeof PATH / sizeof PATH[0]);
    set->items = calloc((size_t)set->n, sizeof *set->items);
    assert_non_null(set->items);
    for (int i = 0; i < set->n; i++) {
        snprintf(set->items[i].id, sizeof set->items[i].id, "%s", PATH[i].id);
        snprintf(set->items[i].technique, sizeof set->items[i].technique, "%s", PATH[i].technique);
        set->items[i].level = PATH[i].level;
    }
}

/* The ids of list l, in its order, as "a b c". */
static void list_ids(const ProgressList *l, const ProblemSet *set, char *buf, size_t cap)
{
    int items[16];
    int n = progress_list_items(l, set, items, 16);
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k < n; k++) {
        text_append(buf, cap, &len, "%s%s", k ? " " : "", set->items[items[k]].id);
    }
}

static int index_of(const ProblemSet *set, const char *id)
{
    for (int i = 0; i < set->n; i++) {
        if (strcmp(set->items[i].id, id) == 0) {
            return i;
        }
    }
    fail_msg("no problem %s", id);
    return -1;
}

/* Study by technique (audit 29b, as lichess's themes): the list of one technique holds its
 * problems of every level, easiest first (foul-3a, early on the path, after the level-2
 * ones), counts them and its ticks, opens on its first not solved, and PgDn and PgUp stay
 * in it, stopping at its ends; T cycles through the techniques in the path's order, then
 * back to the levels' list. A level's list is as before. */
static void test_progress_list_of_a_technique(void **state)
{
    (void)state;
    ProblemSet set = {0};
    technique_path(&set);
    Progress *p = calloc(1, sizeof *p);
    assert_non_null(p);
    ProgressList foul = {0, "win-by-foul"};
    char ids[200];
    list_ids(&foul, &set, ids, sizeof ids);
    assert_string_equal(ids, "foul-2a foul-2b foul-3a foul-4a");
    int shown = 0;
    assert_int_equal(progress_list_solved(p, &set, &foul, &shown), 0);
    assert_int_equal(shown, 4);
    assert_int_equal(progress_list_first_unsolved(p, &set, &foul), index_of(&set, "foul-2a"));
    /* foul-2a ticked, foul-2b solved only with help: "4 problems, 1 solved", and the list
     * opens on foul-2b. */
    assert_true(progress_add_attempt(p, "foul-2a", PROGRESS_SOLVED, 0, 0, 1000));
    assert_true(progress_add_attempt(p, "foul-2b", PROGRESS_SOLVED_HELPED, 1, 0, 1000));
    assert_int_equal(progress_list_solved(p, &set, &foul, &shown), 1);
    assert_int_equal(shown, 4);
    assert_int_equal(progress_list_first_unsolved(p, &set, &foul), index_of(&set, "foul-2b"));
    /* PgDn through it, never into another technique; it stops after foul-4a. */
    const char *next[] = {"foul-2a", "foul-2b", "foul-3a", "foul-4a"};
    for (int k = 0; k + 1 < 4; k++) {
        assert_int_equal(progress_list_step(&foul, &set, index_of(&set, next[k]), 1),
                         index_of(&set, next[k + 1]));
        assert_int_equal(progress_list_step(&foul, &set, index_of(&set, next[k + 1]), -1),
                         index_of(&set, next[k]));
    }
    assert_int_equal(progress_list_step(&foul, &set, index_of(&set, "foul-4a"), 1), -1);
    assert_int_equal(progress_list_step(&foul, &set, index_of(&set, "foul-2a"), -1), -1);
    /* From a level-1 problem outside it (At my level opened fours-1c): its first. */
    assert_int_equal(progress_list_step(&foul, &set, index_of(&set, "fours-1c"), 1),
                     index_of(&set, "foul-2a"));
    /* Every one ticked: it opens on its first. */
    assert_true(progress_add_attempt(p, "foul-2b", PROGRESS_SOLVED, 0, 0, 1000));
    assert_true(progress_add_attempt(p, "foul-3a", PROGRESS_SOLVED, 0, 0, 1000));
    assert_true(progress_add_attempt(p, "foul-4a", PROGRESS_SOLVED, 0, 0, 1000));
    assert_int_equal(progress_list_solved(p, &set, &foul, &shown), 4);
    assert_int_equal(progress_list_first_unsolved(p, &set, &foul), index_of(&set, "foul-2a"));
    /* A level's list keeps the path's order; every level's is the path. */
    ProgressList two = {2, ""}, all = {0, ""};
    list_ids(&two, &set, ids, sizeof ids);
    assert_string_equal(ids, "foul-2a defend-2a foul-2b fours-2a");
    assert_int_equal(progress_list_step(&two, &set, index_of(&set, "foul-2b"), 1),
                     index_of(&set, "fours-2a"));
    assert_int_equal(progress_list_step(&two, &set, index_of(&set, "fours-2a"), 1), -1);
    list_ids(&all, &set, ids, sizeof ids);
    assert_string_equal(ids, "fours-1a fours-1b foul-3a fours-1c foul-2a defend-2a foul-2b "
                             "fours-2a foul-4a");
    assert_int_equal(progress_list_solved(p, &set, &all, &shown), 4);
    assert_int_equal(shown, 9);
    /* T: four-three, win-by-foul, defence (the path's order), then every level; back. */
    assert_string_equal(progress_list_technique(&set, "", 1), "four-three");
    assert_string_equal(progress_list_technique(&set, "four-three", 1), "win-by-foul");
    assert_string_equal(progress_list_technique(&set, "win-by-foul", 1), "defence");
    assert_string_equal(progress_list_technique(&set, "defence", 1), "");
    assert_string_equal(progress_list_technique(&set, "", -1), "defence");
    assert_string_equal(progress_list_technique(&set, "four-three", -1), "");
    assert_string_equal(progress_list_technique(&set, "pseudo-three", 1), "four-three");
    ProgressList none = {0, "pseudo-three"}; /* none in the collection: an empty list */
    assert_int_equal(progress_list_first_unsolved(p, &set, &none), -1);
    free(p);
    problem_set_free(&set);
}

static void test_progress_merge_keeps_both(void **state)
{
    (void)state;
    Progress *p = calloc(4, sizeof *p);
    assert_non_null(p);
    Progress *base = &p[0], *mine = &p[1], *disk = &p[2], *out = &p[3];
    assert_true(progress_add_attempt(base, "x", PROGRESS_UNSOLVED, 1, 0, 100));
    progress_add_round(base, TRAINER_OVERLINE, 40);
    *mine = *base;
    *disk = *base;
    assert_true(progress_add_attempt(mine, "x", PROGRESS_SOLVED_HELPED, 0, 1, 100));
    assert_true(progress_add_attempt(disk, "x", PROGRESS_SOLVED, 0, 0, 100));
    progress_add_round(disk, TRAINER_OVERLINE, 90);
    progress_merge(base, mine, disk, out);
    const ProgressProblem *x = progress_find(out, "x");
    assert_true(x->solved);
    assert_false(x->helped);
    assert_int_equal(x->tries, 3);
    assert_int_equal(x->hints, 1);
    assert_int_equal(out->trainer[TRAINER_OVERLINE].rounds, 2);
    assert_int_equal(out->trainer[TRAINER_OVERLINE].last, 90); /* mine played none since */
    assert_int_equal(out->trainer[TRAINER_OVERLINE].best, 90);
    /* A file reset to fewer rounds than this window read: nothing goes below the file. */
    memset(disk, 0, sizeof *disk);
    progress_merge(base, mine, disk, out);
    assert_int_equal(out->trainer[TRAINER_OVERLINE].rounds, 0);
    assert_int_equal(progress_find(out, "x")->tries, 1);
    free(p);
}

/* The learner's rating: none in a file until a problem is rated (an old file reads as
 * 1500), then a rating line that reads back as written; a damaged rating line makes the
 * file unreadable like any bad line, and it is set aside whole. */
static void test_progress_rating_round_trip(void **state)
{
    Fixture *fx = *state;
    const char *old = "renju-progress 1\nproblem b solved 1 tries 1 wrong 0 hints 0 time 5\n";
    char err[160];
    assert_true(progress_parse(old, strlen(old), &fx->p, err, sizeof err, NULL));
    assert_int_equal(fx->p.games, 0);
    assert_int_equal(rating_round(progress_rating(&fx->p).r), 1500);
    assert_int_equal(rating_round(progress_rating(&fx->p).rd), 350);
    char buf[1024];
    progress_format(&fx->p, buf, sizeof buf);
    assert_null(strstr(buf, "rating")); /* nothing rated: the file as before */
    fx->p.rating = (Rating){1523.456, 187.2, 0.0599981};
    fx->p.games = 5;
    progress_format(&fx->p, buf, sizeof buf);
    assert_non_null(strstr(buf, "\nrating 1523.46 rd 187.20 volatility 0.059998 games 5\n"));
    RecordError why;
    assert_true(progress_save(&fx->sp, &fx->p, &why));
    Progress *again = calloc(1, sizeof *again);
    char aside[128];
    assert_int_equal(progress_load(&fx->sp, 0, again, aside, sizeof aside, &why), PROGRESS_LOADED);
    assert_int_equal(again->games, 5);
    assert_true(progress_rating(again).r > 1523.45 && progress_rating(again).r < 1523.47);
    assert_true(progress_find(again, "b")->solved);
    /* Damaged rating lines: out of range, NaN, twice, cut, no games. */
    parse_bad("renju-progress 1\nrating 9000 rd 100 volatility 0.06 games 1\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\nrating nan rd 100 volatility 0.06 games 1\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\nrating 1500 rd 100 volatility 0.06 games 1\n"
              "rating 1500 rd 100 volatility 0.06 games 1\n",
              "line 3: not a problem or trainer line");
    parse_bad("renju-progress 1\nrating 1500 rd 100 volatility\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\nrating 1500 rd 100 volatility 0.06 games 0\n",
              "line 2: not a problem or trainer line");
    parse_bad("renju-progress 1\nrating 1500 rd 100 volatility 0.06 games 1 x\n",
              "line 2: not a problem or trainer line");
    /* ... and such a file is set aside as any bad progress file. */
    support_write_file(fx->sp.data_dir, PROGRESS_FILE,
                       "renju-progress 1\nrating 1500 rd -4 volatility 0.06 games 1\n");
    assert_int_equal(progress_load(&fx->sp, 86400, again, aside, sizeof aside, &why),
                     PROGRESS_SET_ASIDE);
    assert_non_null(strstr(why.msg, "line 2"));
    assert_int_equal(again->games, 0);
    /* A file written when a first misclick cost 250 (audit 27a, item 4: 1500? -> 1250?)
     * reads as it was written, and the next problem goes on from there, a loss weighed as
     * a possible slip. */
    const char *capped = "renju-progress 1\nproblem b solved 0 tries 1 wrong 1 hints 0 time 9\n"
                         "rating 1250.00 rd 290.31 volatility 0.059999 games 1\n";
    assert_true(progress_parse(capped, strlen(capped), again, err, sizeof err, NULL));
    assert_int_equal(again->games, 1);
    assert_true(progress_rating(again).r == 1250.0 && progress_rating(again).rd == 290.31);
    ProgressSession *s = calloc(1, sizeof *s);
    assert_non_null(s);
    Problem c = {.id = "c", .level = 1, .goal = GOAL_VCF, .nsolution = 5};
    Rating want = rating_after_problem(progress_rating(again), rating_problem(&c), false);
    assert_true(progress_rate(again, s, &c, false));
    assert_int_equal(again->games, 2);
    assert_true(progress_rating(again).r == want.r && s->change < 0 && s->change > -150);
    free(s);
    free(again);
}

static Problem problem_of(const char *id, int level, ProblemGoal goal, int nsolution)
{
    Problem q;
    memset(&q, 0, sizeof q);
    snprintf(q.id, sizeof q.id, "%s", id);
    q.level = level;
    q.goal = goal;
    q.nsolution = nsolution;
    return q;
}

/* A problem moves the rating once: solving it again, or failing it again, in the same
 * session changes nothing, and neither does a new session (a new window): a learner who
 * failed it has seen its refutation or its solution (a restart and a clean solve earned
 * the points back). */
static void test_progress_rating_retries_do_not_farm(void **state)
{
    (void)state;
    Progress *p = calloc(1, sizeof *p);
    ProgressSession *s = calloc(2, sizeof *s);
    assert_non_null(p);
    assert_non_null(s);
    Problem a = problem_of("a", 3, GOAL_VCT, 7);
    Problem b = problem_of("b", 1, GOAL_VCF, 3);
    assert_true(progress_rate(p, &s[0], &a, true));
    int after = rating_round(progress_rating(p).r);
    assert_true(after > 1500);
    assert_true(s[0].changed);
    assert_int_equal(s[0].change, after - 1500);
    assert_int_equal(p->games, 1);
    for (int i = 0; i < 5; i++) {
        assert_false(progress_rate(p, &s[0], &a, true)); /* the retries */
        assert_false(progress_rate(p, &s[0], &a, false));
    }
    assert_int_equal(rating_round(progress_rating(p).r), after);
    assert_int_equal(p->games, 1);
    assert_int_equal(s[0].change, after - 1500);
    assert_true(progress_session_rated(&s[0], "a"));
    assert_false(progress_session_rated(&s[0], "b"));
    /* Another problem is rated: a loss, the change negative. */
    assert_true(progress_rate(p, &s[0], &b, false));
    assert_true(s[0].change < 0);
    assert_int_equal(p->games, 2);
    /* The next session rates neither again. */
    assert_false(progress_rate(p, &s[1], &a, true));
    assert_false(progress_rate(p, &s[1], &b, true));
    assert_int_equal(p->games, 2);
    free(s);
    free(p);
}

/* A problem rated in an earlier session (solved, helped, failed, or only its solution
 * shown: the file has it) moves the rating no more, win or loss, as a puzzle site's
 * replay (audit 25: 1.3's solution shown, the window restarted, Again and a clean solve
 * would have been a win on top of the loss); one opened but never rated is rated. */
static void test_progress_rating_solved_problem_replays_unrated(void **state)
{
    (void)state;
    Progress *p = calloc(1, sizeof *p);
    ProgressSession *s = calloc(2, sizeof *s);
    assert_non_null(p);
    assert_non_null(s);
    Problem a = problem_of("a", 2, GOAL_VCF, 5);
    Problem b = problem_of("b", 2, GOAL_VCF, 5);
    Problem c = problem_of("c", 2, GOAL_VCF, 5);
    assert_true(progress_rate(p, &s[0], &a, true));
    assert_true(progress_add_attempt(p, "a", PROGRESS_SOLVED, 0, 0, 1000));
    assert_true(progress_rate(p, &s[0], &b, false));
    assert_true(progress_add_attempt(p, "b", PROGRESS_SOLVED_HELPED, 1, 2, 1000));
    assert_true(progress_rate(p, &s[0], &c, false));
    assert_true(progress_add_attempt(p, "c", PROGRESS_UNSOLVED, 1, 0, 1000));
    Problem d = problem_of("d", 2, GOAL_VCF, 5);
    Problem e = problem_of("e", 2, GOAL_VCF, 5);
    assert_true(progress_rate(p, &s[0], &d, false)); /* the solution shown, no move */
    assert_true(progress_add_attempt(p, "d", PROGRESS_UNSOLVED, 0, 1, 1000));
    assert_true(progress_add_attempt(p, "e", PROGRESS_UNSOLVED, 0, 1, 1000)); /* the file hint */
    /* The next session, through the file. */
    char text[4096];
    progress_format(p, text, sizeof text);
    assert_non_null(strstr(text, "problem d solved 0 tries 1 wrong 0 hints 1 time 1000 rated 1\n"));
    assert_non_null(strstr(text, "problem e solved 0 tries 1 wrong 0 hints 1 time 1000\n"));
    assert_non_null(strstr(text, "problem c solved 0 tries 1 wrong 1 hints 0 time 1000\n"));
    Progress *q = calloc(1, sizeof *q);
    assert_non_null(q);
    char err[128];
    assert_true(progress_parse(text, strlen(text), q, err, sizeof err, NULL));
    Rating before = progress_rating(q);
    assert_false(progress_rates(q, &s[1], "a"));
    assert_false(progress_rate(q, &s[1], &a, true));
    assert_false(progress_rate(q, &s[1], &a, false));
    assert_false(progress_rate(q, &s[1], &b, true));
    assert_false(progress_rates(q, &s[1], "c")); /* its wrong move was its result */
    assert_false(progress_rate(q, &s[1], &d, true));
    assert_false(s[1].changed);
    assert_int_equal(q->games, 4);
    assert_true(progress_rating(q).r == before.r);
    assert_true(progress_rates(q, &s[1], "e"));
    assert_true(progress_rate(q, &s[1], &e, true));
    assert_int_equal(q->games, 5);
    free(q);
    free(s);
    free(p);
}

/* Audit 31b, A2: f3 (right), U, then the solve: not clean, so not rated, and a solved problem
 * rates no more. The card said "your rating counted this problem's first try" and the file
 * read back as rated; now the card says it was not rated, and so does the file after a
 * restart. A clean solve and a wrong move after U are rated, and say so. */
static void test_progress_says_what_the_rating_did(void **state)
{
    (void)state;
    Progress *p = calloc(1, sizeof *p);
    ProgressSession *s = calloc(2, sizeof *s);
    ProblemPlay *pp = calloc(1, sizeof *pp);
    assert_non_null(p);
    assert_non_null(s);
    assert_non_null(pp);
    ProgressAttempt written = {0};
    /* "back": f3, U, f3 e4 b7 solved. */
    pp->problem = problem_of("back", 2, GOAL_VCF, 5);
    bool at_start = progress_rates(p, &s[0], "back");
    assert_true(at_start);
    pp->state = PLAY_SOLVED;
    pp->retracted = true;
    pp->moved = true;
    assert_false(progress_rate_play(p, &s[0], pp));
    assert_true(progress_attempt_update(p, "back", &written, PROGRESS_SOLVED_HELPED, 0, 0, 20476));
    assert_int_equal(progress_says(p, &s[0], "back", false, at_start), PROGRESS_SAYS_UNRATED_NOW);
    /* Home, and a clean solve: still unrated, and said so. */
    assert_false(progress_rates(p, &s[0], "back"));
    assert_int_equal(progress_says(p, &s[0], "back", false, false), PROGRESS_SAYS_UNRATED_BEFORE);
    /* "wrong": f3, U, then a wrong move: a loss, rated. */
    memset(pp, 0, sizeof *pp);
    pp->problem = problem_of("wrong", 2, GOAL_VCF, 5);
    pp->state = PLAY_REFUTED;
    pp->retracted = true;
    pp->wrong_moves = 1;
    assert_true(progress_rate_play(p, &s[0], pp));
    memset(&written, 0, sizeof written);
    assert_true(progress_attempt_update(p, "wrong", &written, PROGRESS_UNSOLVED, 1, 0, 9000));
    assert_int_equal(progress_says(p, &s[0], "wrong", true, true), PROGRESS_SAYS_RATED_NOW);
    assert_int_equal(progress_says(p, &s[0], "wrong", false, false), PROGRESS_SAYS_RATED_BEFORE);
    /* "clean": solved unaided, a win. */
    memset(pp, 0, sizeof *pp);
    pp->problem = problem_of("clean", 2, GOAL_VCF, 5);
    pp->state = PLAY_SOLVED;
    pp->moved = true;
    assert_true(progress_rate_play(p, &s[0], pp));
    memset(&written, 0, sizeof written);
    assert_true(progress_attempt_update(p, "clean", &written, PROGRESS_SOLVED, 0, 0, 5000));
    assert_int_equal(progress_says(p, &s[0], "clean", true, true), PROGRESS_SAYS_RATED_NOW);
    assert_int_equal(p->games, 2);
    /* The program restarted: the file keeps "back" unrated. */
    char text[4096];
    progress_format(p, text, sizeof text);
    assert_non_null(
        strstr(text, "problem back solved 2 tries 1 wrong 0 hints 0 time 20476 rated 0\n"));
    assert_non_null(strstr(text, "problem clean solved 1 tries 1 wrong 0 hints 0 time 5000\n"));
    Progress *q = calloc(1, sizeof *q);
    assert_non_null(q);
    char err[128];
    assert_true(progress_parse(text, strlen(text), q, err, sizeof err, NULL));
    assert_false(progress_find(q, "back")->rated);
    assert_true(progress_find(q, "wrong")->rated);
    assert_true(progress_find(q, "clean")->rated);
    assert_int_equal(progress_says(q, &s[1], "back", false, false), PROGRESS_SAYS_UNRATED_BEFORE);
    assert_int_equal(progress_says(q, &s[1], "clean", false, false), PROGRESS_SAYS_RATED_BEFORE);
    assert_int_equal(progress_says(q, &s[1], "wrong", false, false), PROGRESS_SAYS_RATED_BEFORE);
    assert_int_equal(progress_says(q, &s[1], "new", false, true), PROGRESS_SAYS_NOTHING);
    /* A file from before "rated 0" reads a solved line as rated, as it was written. */
    const char *old = "renju-progress 1\nproblem back solved 2 tries 1 wrong 0 hints 0 time 1\n";
    assert_true(progress_parse(old, strlen(old), q, err, sizeof err, NULL));
    assert_true(progress_find(q, "back")->rated);
    free(q);
    free(pp);
    free(s);
    free(p);
}

/* Audit 30: with a technique chosen, "At my level" picks among its problems: the one not
 * solved nearest the rating, even when it was opened this session and solved ones were not;
 * with all of them solved, the nearest of them (the window says so). */
static void test_progress_pick_near_within_a_technique(void **state)
{
    (void)state;
    ProblemSet set = {0};
    load_collection(&set);
    Progress *p = calloc(1, sizeof *p);
    ProgressSession *s = calloc(1, sizeof *s);
    assert_true(p && s);
    ProgressList foul = {0, "win-by-foul"};
    int shown = 0, every = progress_pick_near(p, s, &set, -1, NULL);
    assert_int_equal(progress_list_solved(p, &set, &foul, &shown), 0);
    assert_true(shown >= 3);
    assert_false(progress_list_shows(&foul, &set.items[every])); /* the nearest of all */
    int i = progress_pick_near(p, s, &set, -1, &foul);
    assert_true(i >= 0 && progress_list_shows(&foul, &set.items[i]));
    int gap = abs(rating_problem(&set.items[i]) - 1500);
    for (int k = 0; k < set.n; k++) {
        if (progress_list_shows(&foul, &set.items[k])) {
            assert_true(abs(rating_problem(&set.items[k]) - 1500) >= gap);
        }
    }
    /* Every one of it solved but the farthest from the rating, u, which was opened: u. */
    int u = -1;
    for (int k = 0; k < set.n; k++) {
        if (progress_list_shows(&foul, &set.items[k]) &&
            (u < 0 || abs(rating_problem(&set.items[k]) - 1500) >
                          abs(rating_problem(&set.items[u]) - 1500))) {
            u = k;
        }
    }
    for (int k = 0; k < set.n; k++) {
        if (k != u && progress_list_shows(&foul, &set.items[k])) {
            assert_true(progress_add_attempt(p, set.items[k].id, PROGRESS_SOLVED, 0, 0, 1));
        }
    }
    progress_session_saw(s, set.items[u].id);
    assert_int_equal(progress_pick_near(p, s, &set, i, &foul), u);
    assert_int_equal(progress_pick_near(p, s, &set, -1, &foul), u);
    /* u is the current one, the only one left to solve: the nearest of the solved ones. */
    assert_int_equal(progress_pick_near(p, s, &set, u, &foul), i);
    /* All solved: the nearest again, and the list counts them all. */
    assert_true(progress_add_attempt(p, set.items[u].id, PROGRESS_SOLVED, 0, 0, 1));
    assert_int_equal(progress_list_solved(p, &set, &foul, &shown), shown);
    assert_int_equal(progress_pick_near(p, s, &set, -1, &foul), i);
    int next = progress_pick_near(p, s, &set, i, &foul);
    assert_true(next >= 0 && next != i && progress_list_shows(&foul, &set.items[next]));
    /* A level's list picks among every level, as the rating chooses. */
    ProgressList one = {1, ""};
    assert_int_equal(progress_pick_near(p, s, &set, -1, &one),
                     progress_pick_near(p, s, &set, -1, NULL));
    free(s);
    free(p);
    problem_set_free(&set);
}

/* "Next at my level": the problem nearest the learner's rating, not solved and not opened
 * in this session; as the rating climbs, harder. */
static void test_progress_pick_near_the_rating(void **state)
{
    (void)state;
    ProblemSet set = {0};
    load_collection(&set);
    Progress *p = calloc(1, sizeof *p);
    ProgressSession *s = calloc(1, sizeof *s);
    assert_non_null(p);
    assert_non_null(s);
    int i = progress_pick_near(p, s, &set, -1, NULL);
    assert_true(i >= 0);
    int gap = abs(rating_problem(&set.items[i]) - 1500);
    for (int k = 0; k < set.n; k++) {
        assert_true(abs(rating_problem(&set.items[k]) - 1500) >= gap);
    }
    /* Rated in this session, or solved: not picked again while another is left. */
    assert_true(progress_rate(p, s, &set.items[i], false));
    int j = progress_pick_near(p, s, &set, i, NULL);
    assert_true(j >= 0 && j != i);
    assert_true(progress_add_attempt(p, set.items[j].id, PROGRESS_SOLVED, 0, 0, 1));
    int k2 = progress_pick_near(p, s, &set, -1, NULL);
    assert_true(k2 != i && k2 != j);
    /* Opened and left: the next click moves on, never back and forth between two. */
    int seen[6] = {i, j, k2};
    progress_session_saw(s, set.items[j].id);
    progress_session_saw(s, set.items[k2].id);
    for (int n = 3; n < 6; n++) {
        seen[n] = progress_pick_near(p, s, &set, seen[n - 1], NULL);
        for (int m = 0; m < n; m++) {
            assert_int_not_equal(seen[n], seen[m]);
        }
        progress_session_saw(s, set.items[seen[n]].id);
    }
    /* A strong learner is sent to the hardest. */
    p->rating = (Rating){2400, 60, 0.06};
    p->games = 50;
    int hard = progress_pick_near(p, s, &set, -1, NULL);
    assert_int_equal(set.items[hard].level, 5);
    /* Only one problem, the current one: none. */
    ProblemSet one = {1, 1, set.items};
    assert_int_equal(progress_pick_near(p, s, &one, 0, NULL), -1);
    assert_int_equal(progress_pick_near(p, s, &one, -1, NULL), 0);
    free(s);
    free(p);
    problem_set_free(&set);
}

/* Two windows rate: the file keeps both windows' moves of the rating and their games. */
static void test_progress_merge_keeps_both_ratings(void **state)
{
    (void)state;
    Progress *p = calloc(4, sizeof *p);
    assert_non_null(p);
    Progress *base = &p[0], *mine = &p[1], *disk = &p[2], *out = &p[3];
    base->rating = (Rating){1500, 100, 0.06};
    base->games = 4;
    *mine = *base;
    *disk = *base;
    mine->rating = (Rating){1520, 95, 0.06};
    mine->games = 5;
    progress_merge(base, mine, disk, out); /* only mine rated */
    assert_int_equal(out->games, 5);
    assert_int_equal(rating_round(out->rating.r), 1520);
    disk->rating = (Rating){1490, 96, 0.06};
    disk->games = 5;
    progress_merge(base, mine, disk, out); /* both */
    assert_int_equal(out->games, 6);
    assert_int_equal(rating_round(out->rating.r), 1510);
    assert_int_equal(rating_round(out->rating.rd), 95);
    *mine = *base;
    progress_merge(base, mine, disk, out); /* only the other window */
    assert_int_equal(out->games, 5);
    assert_int_equal(rating_round(out->rating.r), 1490);
    free(p);
}

/* An attempt written as it goes (a hint, a second hint, a wrong move, then its end with
 * the time) counts one try, and each hint and wrong move once. */
static void test_progress_attempt_written_in_steps_counts_once(void **state)
{
    Fixture *fx = *state;
    ProgressAttempt w = {0};
    assert_true(progress_attempt_update(&fx->p, "2.6", &w, PROGRESS_UNSOLVED, 0, 1, 4000));
    assert_true(progress_attempt_update(&fx->p, "2.6", &w, PROGRESS_UNSOLVED, 0, 2, 9000));
    assert_true(progress_attempt_update(&fx->p, "2.6", &w, PROGRESS_UNSOLVED, 1, 2, 15000));
    assert_true(progress_attempt_update(&fx->p, "2.6", &w, PROGRESS_UNSOLVED, 1, 2, 20000));
    const ProgressProblem *e = progress_find(&fx->p, "2.6");
    assert_non_null(e);
    assert_int_equal(e->tries, 1);
    assert_int_equal(e->hints, 2);
    assert_int_equal(e->wrong, 1);
    assert_int_equal(e->time_ms, 20000);
    /* A new attempt (written from nothing) is a second try. */
    ProgressAttempt again = {0};
    assert_true(progress_attempt_update(&fx->p, "2.6", &again, PROGRESS_SOLVED, 0, 0, 3000));
    assert_int_equal(e->tries, 2);
    assert_true(e->solved);
    assert_int_equal(e->time_ms, 23000);
}

/* The study card's line: after Solution on a fresh problem it says the solution was
 * shown (not "1 hint taken"); after a restart of the window the hints taken before are
 * still counted, as totals. */
static void test_progress_card_line_shown_and_hints(void **state)
{
    (void)state;
    char buf[200];
    /* Solution at once: the attempt written (a try with one hint), no move played. */
    ProgressProblem e = {.id = "p", .tries = 1, .hints = 1};
    ProgressAttempt written = {.counted = true, .hints = 1};
    ProgressNow now = {.shown = true, .hints = 1};
    progress_card_line(LANG_EN, &e, &written, &now, buf, sizeof buf);
    assert_string_equal(buf, "This try: the solution was shown before your first move.");
    assert_false(progress_card_totals(LANG_EN, &e, &written, &now, buf, sizeof buf));
    assert_string_equal(buf, ""); /* the first try: its line is all */
    now.shown = false;            /* two hints asked for, no move */
    now.hints = written.hints = e.hints = 2;
    progress_card_line(LANG_EN, &e, &written, &now, buf, sizeof buf);
    assert_string_equal(buf, "2 hints taken, no move played yet.");
    /* The window started again: the file says tries 1, hints 2; this try has nothing yet,
     * and the totals say what the tries before it took. */
    ProgressAttempt none = {0};
    ProgressNow fresh = {0};
    e.time_ms = 65000;
    progress_card_line(LANG_EN, &e, &none, &fresh, buf, sizeof buf);
    assert_string_equal(buf, "This try: no move played yet.");
    assert_true(progress_card_totals(LANG_EN, &e, &none, &fresh, buf, sizeof buf));
    assert_string_equal(buf, "In all: 1 try · wrong moves 0 · hints 2 · time 1:05");
    e.hints = 0; /* no hint ever: the totals leave them out */
    assert_true(progress_card_totals(LANG_EN, &e, &none, &fresh, buf, sizeof buf));
    assert_string_equal(buf, "In all: 1 try · wrong moves 0 · time 1:05");
    progress_card_line(LANG_EN, NULL, &none, &fresh, buf, sizeof buf);
    assert_string_equal(buf, "Not tried yet.");
    assert_false(progress_card_totals(LANG_EN, NULL, &none, &fresh, buf, sizeof buf));
}

/* Restart (U) begins a new attempt, and the card counts that attempt: two hints and a
 * wrong move, then Restart and a clean solve read "This try: wrong moves 0 · time 0:09",
 * with the totals under it, where they once read "Tries 2 · wrong moves 1 · hints 2"
 * (audit 25, C3: "підказки: 2" after U). */
static void test_progress_card_counts_this_attempt(void **state)
{
    Fixture *fx = *state;
    char buf[200];
    /* The first attempt: two hints, a wrong move, 40 s; written as it went. */
    ProgressAttempt w = {0};
    assert_true(progress_attempt_update(&fx->p, "1.2", &w, PROGRESS_UNSOLVED, 1, 2, 40000));
    ProgressNow first = {.moved = true, .wrong = 1, .hints = 2, .time_ms = 40000};
    const ProgressProblem *e = progress_find(&fx->p, "1.2");
    progress_card_line(LANG_EN, e, &w, &first, buf, sizeof buf);
    assert_string_equal(buf, "This try: wrong moves 1 · hints 2 · time 0:40");
    assert_false(progress_card_totals(LANG_EN, e, &w, &first, buf, sizeof buf));
    /* Restart: a new attempt, nothing in it yet. */
    ProgressAttempt again = {0};
    ProgressNow fresh = {0};
    progress_card_line(LANG_EN, e, &again, &fresh, buf, sizeof buf);
    assert_string_equal(buf, "This try: no move played yet.");
    progress_card_line(LANG_UK, e, &again, &fresh, buf, sizeof buf);
    assert_string_equal(buf, "Нова спроба: ходів ще не було.");
    /* Left with f3 f4 on the board and come back to (or the window killed and started
     * again): the new try goes on from those moves, which the line does not deny
     * (audit 29a: "no move played yet" under f3 f4). */
    ProgressNow carried = {.carried = 2};
    progress_card_line(LANG_EN, e, &again, &carried, buf, sizeof buf);
    assert_string_equal(buf, "This try goes on from 2 moves on the board.");
    /* Audit 31a, C5: "none played yet" and "1 hint taken, no move played yet" under g8 and
     * j11 read false: the moves on the board are counted, or said to be there. */
    progress_card_line(LANG_BG, e, &again, &carried, buf, sizeof buf);
    assert_string_equal(buf, "Този опит продължава от 2 хода на дъската.");
    carried.carried = 1;
    carried.hints = 1;
    progress_card_line(LANG_EN, e, &again, &carried, buf, sizeof buf);
    assert_string_equal(buf, "1 hint taken, no new move yet.");
    /* Its first move, not written yet: this try's counts, the totals with it. */
    ProgressNow going = {.moved = true, .time_ms = 4000};
    progress_card_line(LANG_EN, e, &again, &going, buf, sizeof buf);
    assert_string_equal(buf, "This try: wrong moves 0 · time 0:04");
    assert_true(progress_card_totals(LANG_EN, e, &again, &going, buf, sizeof buf));
    assert_string_equal(buf, "In all: 2 tries · wrong moves 1 · hints 2 · time 0:44");
    /* Solved cleanly, written: the totals count the try once. */
    ProgressNow solved = {.moved = true, .time_ms = 9000};
    assert_true(progress_attempt_update(&fx->p, "1.2", &again, PROGRESS_SOLVED, 0, 0, 9000));
    progress_card_line(LANG_EN, e, &again, &solved, buf, sizeof buf);
    assert_string_equal(buf, "This try: wrong moves 0 · time 0:09");
    assert_true(progress_card_totals(LANG_EN, e, &again, &solved, buf, sizeof buf));
    assert_string_equal(buf, "In all: 2 tries · wrong moves 1 · hints 2 · time 0:49");
    progress_card_totals(LANG_UK, e, &again, &solved, buf, sizeof buf);
    assert_string_equal(buf, "Усього: 2 спроби · помилки: 1 · підказки: 2 · час 0:49");
    /* Left and come back to (the attempt over, in the progress): the same. */
    ProgressAttempt none = {0};
    solved.over = true;
    progress_card_line(LANG_EN, e, &none, &solved, buf, sizeof buf);
    assert_string_equal(buf, "This try: wrong moves 0 · time 0:09");
    assert_true(progress_card_totals(LANG_EN, e, &none, &solved, buf, sizeof buf));
    assert_string_equal(buf, "In all: 2 tries · wrong moves 1 · hints 2 · time 0:49");
}

/* A problem block of the format, with its id and level. */
static void problem_text(char *buf, size_t cap, const char *id, int level)
{
    snprintf(buf, cap,
             "problem %s\ntitle.en a\ntitle.uk a\ntitle.ru a\ntitle.bg a\n"
             "technique four\ngoal vcf\nlevel %d\nto-move black\n"
             "position b=h8,i8,j8 w=h9,i9,j9\nsolution k8\nend\n",
             id, level);
}

/* A bad file of the collection (cut short, a folder named like one) is skipped, named with
 * its reason, and the other files are read and ordered easiest first as ever. */
static void test_problem_files_bad_file_skipped(void **state)
{
    Fixture *fx = *state;
    char a[400], b[400], c[400], dir[256];
    problem_text(a, sizeof a, "a", 3);
    problem_text(b, sizeof b, "b", 1);
    problem_text(c, sizeof c, "c", 2);
    snprintf(dir, sizeof dir, "%s/problems", fx->dir);
    RecordError err;
    assert_true(storage_make_dirs(dir, &err));
    support_write_file(dir, "01-a.txt", a);
    char cut[900];
    snprintf(cut, sizeof cut, "%s%.60s", c, b); /* c, then b cut short */
    support_write_file(dir, "02-cut.txt", cut);
    char folder[300];
    snprintf(folder, sizeof folder, "%s/03-x.txt", dir);
    assert_true(storage_make_dirs(folder, &err));
    support_write_file(dir, "04-b.txt", b);
    ProblemSet set = {0};
    ProblemFileSkips skips;
    char why[600];
    assert_true(problem_files_load_dir(dir, &set, &skips, why, sizeof why));
    assert_int_equal(skips.n, 2);
    assert_string_equal(skips.name, "02-cut.txt");
    assert_int_equal(skips.fault, PROBLEM_FILE_DAMAGED);
    assert_true(skips.line > 12); /* in b's block, cut short after c's 12 lines */
    /* Why, as a kind, for the learner's language (it was English text only). */
    assert_int_equal(skips.why.kind, PROBLEM_F_UNKNOWN_KEY); /* a key cut in two */
    problem_files_reason(LANG_EN, &skips, why, sizeof why);
    assert_non_null(strstr(why, ": unknown key '")); /* uk, ru, bg: test_i18n */
    /* a and b only (02-cut.txt is skipped whole, c with it), easiest first. */
    assert_int_equal(set.n, 2);
    assert_string_equal(set.items[0].id, "b");
    assert_string_equal(set.items[1].id, "a");
    problem_set_free(&set);
    /* Without skips (renju-cli) the first bad file fails it all. */
    ProblemSet strict = {0};
    assert_false(problem_files_load_dir(dir, &strict, NULL, why, sizeof why));
    assert_non_null(strstr(why, "02-cut.txt"));
    problem_set_free(&strict);
    /* Only bad files: nothing to study, and it says so. */
    snprintf(dir, sizeof dir, "%s/bad", fx->dir);
    assert_true(storage_make_dirs(dir, &err));
    support_write_file(dir, "01-cut.txt", cut);
    ProblemSet none = {0};
    assert_false(problem_files_load_dir(dir, &none, &skips, why, sizeof why));
    assert_int_equal(skips.n, 1);
    assert_int_equal(none.n, 0);
    assert_int_equal(skips.load, PROBLEM_LOAD_NONE_READ);
    problem_set_free(&none);
    /* No file at all: said with the folder. */
    snprintf(dir, sizeof dir, "%s/empty", fx->dir);
    assert_true(storage_make_dirs(dir, &err));
    assert_false(problem_files_load_dir(dir, &none, &skips, why, sizeof why));
    assert_int_equal(skips.load, PROBLEM_LOAD_NO_FILES);
    problem_files_reason(LANG_EN, &skips, why, sizeof why);
    char want[400];
    snprintf(want, sizeof want, "no problem files in %s", dir);
    assert_string_equal(why, want);
}

/* Audit 33b, B2: a teacher's own problems. The folder `problems` in the data folder is
 * read beside the collection, each file a set of its own (its name, "@club2"), the list's
 * filter like a technique's (T: the sets first); a file named on the command line is a
 * problem file by its first line; a bad file, or one whose id the study has, is skipped
 * and named, the others read. */
static void test_problem_files_user_sets(void **state)
{
    Fixture *fx = *state;
    char dir[300], a[400], b[400], c[400];
    assert_true(problem_files_user_dir(fx->dir, dir, sizeof dir));
    char want[400];
    snprintf(want, sizeof want, "%s/problems", fx->dir);
    assert_string_equal(dir, want);
    ProblemSet set = {0};
    ProblemFileSkips skips = {0};
    assert_int_equal(problem_files_add_user_dir(dir, &set, &skips), 0); /* none yet */
    assert_int_equal(skips.n, 0);
    RecordError err;
    assert_true(storage_make_dirs(dir, &err));
    problem_text(a, sizeof a, "club-1", 2);
    problem_text(b, sizeof b, "club-2", 1);
    char ab[900];
    snprintf(ab, sizeof ab, "# our club\n\n%s%s", a, b);
    support_write_file(dir, "club2.txt", ab);
    problem_text(c, sizeof c, "games-9", 1); /* the collection's id */
    support_write_file(dir, "dup.txt", c);
    support_write_file(dir, "garbage.txt", "problem x\nlevel 9\n");
    problem_text(c, sizeof c, "games-9", 1);
    assert_true(problem_parse(c, strlen(c), &set, want, sizeof want)); /* "the collection" */
    assert_int_equal(problem_files_add_user_dir(dir, &set, &skips), 2);
    assert_int_equal(set.n, 3);
    assert_int_equal(skips.n, 2);
    assert_string_equal(skips.name, "dup.txt");
    assert_int_equal(skips.why.kind, PROBLEM_F_ID_TWICE);
    int one = problem_set_find(&set, "club-1"), two = problem_set_find(&set, "club-2");
    assert_string_equal(set.items[one].set, "@club2");
    assert_string_equal(set.items[two].set, "@club2");
    assert_string_equal(set.items[problem_set_find(&set, "games-9")].set, "");
    /* T: the set first, then the techniques. */
    assert_string_equal(progress_list_technique(&set, "", 1), "@club2");
    assert_string_equal(progress_list_technique(&set, "@club2", 1), "four");
    assert_string_equal(progress_list_technique(&set, "", -1), "four");
    ProgressList l = {0, "@club2"};
    int items[8];
    assert_int_equal(progress_list_items(&l, &set, items, 8), 2);
    assert_int_equal(items[0], two); /* level 1 first */
    assert_int_equal(items[1], one);
    problem_set_free(&set);
    /* A problem file by its first line, a game record not. */
    snprintf(want, sizeof want, "%s/club2.txt", dir);
    assert_true(problem_files_is_problem_file(want));
    support_write_file(dir, "game.txt", "h8 i9 j10\n");
    snprintf(want, sizeof want, "%s/game.txt", dir);
    assert_false(problem_files_is_problem_file(want));
    snprintf(want, sizeof want, "%s/none.txt", dir);
    assert_false(problem_files_is_problem_file(want));
    snprintf(want, sizeof want, "%s/pipe.txt", dir); /* no wait for a writer */
    assert_int_equal(mkfifo(want, 0600), 0);
    assert_false(problem_files_is_problem_file(want));
    remove(want);
}

int main(void)
{
    support_load_translations(); /* the card's words in Ukrainian */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_progress_survives_a_restart, setup, teardown),
        cmocka_unit_test_setup_teardown(test_progress_attempt_written_in_steps_counts_once, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_progress_solved_with_help_is_not_solved, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_progress_none_yet, setup, teardown),
        cmocka_unit_test(test_progress_refuses_bad_lines),
        cmocka_unit_test_setup_teardown(test_progress_keeps_marks_when_the_collection_is_reordered,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_progress_corrupt_file_set_aside, setup, teardown),
        cmocka_unit_test_setup_teardown(test_progress_damaged_line_loses_only_itself, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_progress_read_only_dir, setup, teardown),
        cmocka_unit_test_setup_teardown(test_progress_directory_is_no_game_record, setup, teardown),
        cmocka_unit_test_setup_teardown(test_progress_two_windows_keep_each_others, setup,
                                        teardown),
        cmocka_unit_test(test_progress_merge_keeps_both),
        cmocka_unit_test_setup_teardown(test_progress_rating_round_trip, setup, teardown),
        cmocka_unit_test(test_progress_rating_retries_do_not_farm),
        cmocka_unit_test(test_progress_rating_solved_problem_replays_unrated),
        cmocka_unit_test(test_progress_says_what_the_rating_did),
        cmocka_unit_test(test_progress_pick_near_the_rating),
        cmocka_unit_test(test_progress_pick_near_within_a_technique),
        cmocka_unit_test(test_progress_list_of_a_technique),
        cmocka_unit_test(test_progress_merge_keeps_both_ratings),
        cmocka_unit_test(test_progress_first_unsolved_of_a_level),
        cmocka_unit_test(test_progress_card_line_shown_and_hints),
        cmocka_unit_test_setup_teardown(test_progress_card_counts_this_attempt, setup, teardown),
        cmocka_unit_test_setup_teardown(test_problem_files_bad_file_skipped, setup, teardown),
        cmocka_unit_test_setup_teardown(test_problem_files_user_sets, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
